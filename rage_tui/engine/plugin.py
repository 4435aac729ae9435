"""What a ruleset declares to join the program: a :class:`RulesetPlugin`.

A ruleset package ``rage_tui/rulesets/<pkg>/`` holds a module ``plugin.py`` with one object,
``PLUGIN = RulesetPlugin(...)``. The registry (``rage_tui/rulesets/registry.py``) reads it; the
code around the core (the CLI, the app, the simulator, saves) asks the registry, never the
package. Everything heavy is behind a lazy hook (a function the registry calls when it is
needed, or a ``"module:attribute"`` name for code that lives outside the pure layers), so that
listing the rulesets imports no rules.

See docs/writing-a-ruleset.md for a walk through a whole game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rage_tui.engine.cards import Card
    from rage_tui.engine.decks import DeckList, DeckProblem
    from rage_tui.engine.ruleset import Ruleset
    from rage_tui.engine.stops import StopsSpec

#: the kinds of value an option may take
OPTION_KINDS = ("bool", "int", "str", "choice")


class OptionError(ValueError):
    """An option value the ruleset does not accept; the message names the option."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game of the ruleset may be started with (shown on the new-game screen
    and taken by the CLI): its key, its kind, its default, a label and a line of help.

    ``kind`` is one of :data:`OPTION_KINDS`; ``low``/``high`` bound an ``int``; ``choices``
    lists a ``choice``'s values."""

    key: str
    kind: str
    default: bool | int | str | None
    label: str
    help: str = ""
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    #: may the value be left empty (``None``)
    optional: bool = False

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option '{self.key}': kind must be one of {OPTION_KINDS}")

    def check(self, value: object) -> bool | int | str | None:
        """``value`` as this option's type, or :class:`OptionError` saying what is wrong.
        Strings are read as the option's kind (``"on"``, ``"12"`` ...)."""
        if value is None:
            if self.optional:
                return None
            raise OptionError(f"option '{self.key}' needs a value")
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option '{self.key}' is on or off, not '{value}'")
        if self.kind == "int":
            if isinstance(value, bool):
                raise OptionError(f"option '{self.key}' is a number, not '{value}'")
            try:
                number = int(str(value).strip()) if not isinstance(value, int) else value
            except ValueError:
                raise OptionError(f"option '{self.key}' is a number, not '{value}'") from None
            if (self.low is not None and number < self.low) or (
                    self.high is not None and number > self.high):
                raise OptionError(f"option '{self.key}' must be from {self.low} to "
                                  f"{self.high}, not {number}")
            return number
        text = str(value)
        if self.kind == "choice" and text not in self.choices:
            raise OptionError(f"option '{self.key}' is one of {', '.join(self.choices)}, "
                              f"not '{text}'")
        return text


@dataclass(frozen=True)
class RulesetPlugin:
    """Everything the program needs to know about a ruleset before it plays it.

    Required: ``id`` (``vtes``), ``title``, ``summary`` (one line for ``rage-tui rulesets``),
    the seat limits and ``make_ruleset`` (a function that imports and returns the
    :class:`~rage_tui.engine.ruleset.Ruleset` object, called only when a game is made).
    The rest has defaults a small game can keep."""

    id: str
    title: str
    summary: str
    min_seats: int
    max_seats: int
    make_ruleset: Callable[[], Ruleset]
    default_seats: int = 2
    #: the options a game may be started with, in the order they are shown
    options: tuple[OptionSpec, ...] = ()
    #: the names of a deck's sections, in order (rage-1995: pack, sept, combat)
    deck_sections: tuple[str, ...] = ()
    #: the smallest size of each section that has one (deck construction)
    section_minimums: Callable[[], Mapping[str, int]] | None = None
    #: the bundled card and deck folders, relative to the repository root / installed data
    #: folder (rage-1995 keeps ``cards`` and ``decks``; a new ruleset: ``cards/<id>``,
    #: ``decks/<id>``), or absolute paths inside the ruleset's package
    cards_folder: str = ""
    decks_folder: str = ""
    #: pure hooks: one card or deck from its decoded file data (``where`` names the file and
    #: entry for messages); the generic content loader reads the files (YAML) and calls them.
    #: A ValueError's message becomes the problem shown to the player.
    parse_card: Callable[[Mapping[str, Any], str], Card] | None = None
    parse_deck: Callable[[Mapping[str, Any], str], DeckList] | None = None
    #: a loader outside the pure layers (``"module:function"``) for a ruleset whose content
    #: format has its own schemas there (rage-1995: rage_tui.content's); called with no
    #: arguments, returns (cards by id, [(deck file stem, deck) ...]) and, optionally, a third
    #: item: the digest of the card library that saves record (default: a digest of the
    #: cards' fields, ``rage_tui.content.plugins.cards_digest``)
    content_loader: str = ""
    #: a loader outside the pure layers (``"module:function"``) reading one deck file of the
    #: ruleset's own format from a path (``sim --decks FILE``), for a ruleset whose decks are
    #: read by ``content_loader`` rather than ``parse_deck``; raises ContentError
    deck_loader: str = ""
    #: a deck's problems in words (empty: legal) given the card library and the game's
    #: options (declared keys at their values)
    check_deck: Callable[[DeckList, Mapping[str, Card], Mapping[str, Any]], Sequence[str]] | (
        None) = None
    #: the same problems, each with the deck section and card it is about, so that ``rage-tui
    #: deck check`` can name the deck file's line (a ruleset that declares this may leave
    #: ``check_deck`` empty: it is then the texts of these)
    deck_problems: Callable[[DeckList, Mapping[str, Card], Mapping[str, Any]],
                            Sequence[DeckProblem]] | None = None
    #: a check of the ruleset's card files outside the pure layers (``"module:function"``),
    #: called with the extra card files or folders to read beside the bundled library;
    #: returns a ``rage_tui.content.card_report.CardReport`` (``rage-tui cards check``)
    check_cards: str = ""
    #: bundled deck names a new game offers first, one per seat in turn
    default_decks: tuple[str, ...] = ()
    #: decision kinds whose options follow from public facts alone (the board, hand sizes):
    #: with a single option the app answers it for the player and logs it, in solo and
    #: hot-seat, without a handover; never a kind whose options depend on hidden cards (R7)
    public_single_kinds: frozenset[str] = frozenset()
    #: bots: agent name -> ``"module:function"`` making it from ``(name, seed)``; the random
    #: bot is generic and always there
    agents: Mapping[str, str] = field(default_factory=dict)
    #: the position evaluation the bots use (``"module:function"``), if any
    evaluation: str = ""
    #: the generic determinized search of the ``hard`` bot (``"module:attribute"`` naming a
    #: ``rage_tui.ai.generic_search.SearchSpec``: which decision kinds are searched, the leaf
    #: value, the horizon, the rollout bots); empty: the ruleset's bots search nothing through
    #: it (rage-1995 has its own search, rage_tui.ai.oracle)
    search: str = ""
    #: the app's stops and "pass until" points (``"module:attribute"`` naming a
    #: ``rage_tui.engine.stops.StopsSpec``); empty: no windows, and "pass until" runs to the
    #: next turn
    stops: str = ""
    #: the rules reference and rules-decisions documents and the demos folder
    rules_reference: str = ""
    rules_decisions: str = ""
    demos: str = ""
    #: the runner of the demos in ``demos`` when they are not rage-1995 scenarios
    #: (``"module:function"`` taking a demo file's path; ``rage_tui.scripted_demos:run_file``
    #: plays a scripted game from its start); empty: the scenario demos
    demo_runner: str = ""
    #: the UI adapter (``"module:attribute"``; see the app's docs), if the app can show it
    ui_adapter: str = ""
    #: the ruleset this one extends (rage-unlimited: rage-1995), if any
    extends: str = ""
    #: whether the app and the command line offer it (False: it runs headless only, for the
    #: engine, bots and tests, until its commands and UI adapter exist)
    offered: bool = True

    def __post_init__(self) -> None:
        if not 1 <= self.min_seats <= self.max_seats:
            raise ValueError(f"ruleset '{self.id}': bad seat limits")
        if not self.min_seats <= self.default_seats <= self.max_seats:
            raise ValueError(f"ruleset '{self.id}': default seats outside the limits")
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys):
            raise ValueError(f"ruleset '{self.id}': an option key is declared twice")

    def deck_check(self, deck: DeckList, cards: Mapping[str, Card],
                   options: Mapping[str, Any]) -> Sequence[str]:
        """A deck's problems in words (empty: legal, or no construction rules declared)."""
        if self.check_deck is not None:
            return self.check_deck(deck, cards, options)
        if self.deck_problems is not None:
            return [p.text for p in self.deck_problems(deck, cards, options)]
        return ()

    def stops_spec(self) -> StopsSpec:
        """The ruleset's stops (see :mod:`rage_tui.engine.stops`)."""
        from rage_tui.engine.stops import StopsSpec, UntilPoint, next_turn
        from rage_tui.i18n import m

        if self.stops:
            spec = resolve(self.stops)
            if not isinstance(spec, StopsSpec):
                raise TypeError(f"ruleset '{self.id}': stops hook names no StopsSpec")
            return spec
        return StopsSpec(until=(UntilPoint("turn", m("the next turn"), next_turn),))

    def option(self, key: str) -> OptionSpec:
        """The declared option ``key`` (KeyError: not declared)."""
        for o in self.options:
            if o.key == key:
                return o
        raise KeyError(key)

    def option_defaults(self) -> dict[str, bool | int | str | None]:
        """Every declared option at its default."""
        return {o.key: o.default for o in self.options}

    def check_options(self, values: Mapping[str, object]) -> dict[str, bool | int | str | None]:
        """The defaults overridden by ``values``, each checked (:class:`OptionError` for an
        unknown key or a bad value)."""
        out = self.option_defaults()
        for key, value in values.items():
            try:
                spec = self.option(key)
            except KeyError:
                raise OptionError(f"{self.id} has no option '{key}' (it has: "
                                  f"{', '.join(o.key for o in self.options) or 'none'})"
                                  ) from None
            out[key] = spec.check(value)
        return out


def resolve(name: str) -> Any:
    """The object a ``"module:attribute"`` hook names (imported now)."""
    module, _, attr = name.partition(":")
    if not module or not attr:
        raise ValueError(f"a hook is 'module:attribute', not '{name}'")
    return getattr(importlib.import_module(module), attr)


def seat_range(plugin: RulesetPlugin) -> Sequence[int]:
    """The table sizes the ruleset allows."""
    return range(plugin.min_seats, plugin.max_seats + 1)
