"""The UI adapter: what the game screen asks a ruleset for when it is not a Rage game.

rage-1995 and rage-unlimited keep their own widgets (the table, the hands, the reveals and the
game-over table of :mod:`rage_tui.ui.widgets`): their plugins leave ``ui_adapter`` empty and
:func:`adapter_for` answers ``None``. Any other ruleset names a class in its plugin
(``ui_adapter = "module:Class"``), made with the game's cards by id, which turns the ruleset's
own view (``Game.view_for``: hidden cards already removed by the ruleset) into Rich text. The
screen passes it nothing else, so what it draws for a seat is what that seat may know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

from rich.text import Text

from rage_tui.content.library import CardLibrary
from rage_tui.engine.cards import Card
from rage_tui.engine.view import View
from rage_tui.i18n import _, render

if TYPE_CHECKING:
    from rage_tui.content.plugins import RulesetContent


class UiAdapter(Protocol):
    """How one ruleset's table looks on the game screen (made with the game's cards)."""

    def table(self, view: View, kinds: Mapping[int, str]) -> Text:
        """The table as ``view.seat`` may see it; ``kinds`` says who plays each seat."""

    def hand(self, view: View) -> Text:
        """The viewer's own hidden cards (empty text for a spectator's view)."""

    def status(self, view: View, deciding: str) -> Text:
        """The one-line bar: turn, phase, who decides (``deciding``, a name)."""

    def game_over(self, view: View, kinds: Mapping[int, str]) -> Text:
        """The summary under "Game over": the result and each seat's score."""

    def card(self, cid: str) -> Text:
        """A card in full (the highlighted choice's card)."""


def result_table(view: View, rows: Sequence[tuple[int, str]]) -> Text:
    """The game-over summary an adapter draws: the result, the turns played, then one line a
    seat (``rows``: seat and words, best first), the winner's starred."""
    out = Text(render(view.result) or _("The game has ended."), style="bold yellow")
    out.append("\n" + _("Turns played: {turns}").format(turns=view.turn) + "\n")
    for seat, line in rows:
        won = view.winner == seat
        out.append(("* " if won else "  ") + line + "\n", style="bold green" if won else "")
    return out


def adapter_for(ruleset_id: str, cards: Mapping[str, Card]) -> UiAdapter | None:
    """The adapter of ``ruleset_id`` made with ``cards`` (None: the Rage widgets draw it)."""
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin

    name = plugin(ruleset_id).ui_adapter
    if not name:
        return None
    made: Any = resolve(name)(cards)
    return cast(UiAdapter, made)


def uses_adapter(ruleset_id: str) -> bool:
    """Whether the app shows ``ruleset_id`` through a UI adapter (not the Rage widgets)."""
    from rage_tui.rulesets import plugin

    try:
        return bool(plugin(ruleset_id).ui_adapter)
    except ValueError:
        return False


def library_for(ruleset_id: str, rage_library: CardLibrary) -> CardLibrary:
    """The card library a game of ``ruleset_id`` is played with: the app's own (Rage) library
    for a Rage game, else the ruleset's bundled cards with their digest (what its saves
    record)."""
    if not uses_adapter(ruleset_id):
        return rage_library
    from rage_tui.content.plugins import ruleset_content

    return _RulesetLibrary(ruleset_content(ruleset_id))


class _RulesetLibrary(CardLibrary):
    """Another game's bundled cards in the shape the session keeps (cards and a digest)."""

    def __init__(self, content: RulesetContent) -> None:
        super().__init__(cards=cast(dict[str, Any], dict(content.cards)))
        self._digest = content.digest

    @property
    def digest(self) -> str:
        """The digest the ruleset's loader gives its cards."""
        return self._digest
