"""New game: the ruleset's seats (2-5 in rage-1995, 2-6 in V:TES; human or bot), a deck each,
seed, the renown level for a ruleset that declares one (the Rage rulesets, Las Vegas) and the
Rage house rules.

A ruleset drawn by a UI adapter (:mod:`rage_tui.ui.adapter`) offers its own bundled decks
(:mod:`rage_tui.ui.ruleset_decks`) and bots; the Rage fields are hidden for it.

The setup is remembered per mode (hot-seat or solo); the seed is fresh each time and shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from rage_tui.i18n import N_, _, render
from rage_tui.ui.catalog import DeckCatalog, DeckError
from rage_tui.ui.config import (
    DEFAULT_NAMES,
    HUMAN,
    GameConfig,
    SeatConfig,
    load_last_setup,
    random_seed,
    ruleset_note,
    save_last_setup,
)
from rage_tui.ui.host import host_of
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.seat_row import SeatRow
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.engine.plugin import OptionSpec
    from rage_tui.engine.state import Setup
    from rage_tui.ui.host import AppHost


class SetupProblem(Exception):
    """Something on the New game screen must be fixed before the game can start."""


class NewGameScreen(Screen[None]):
    """Set up a hot-seat (``play``) or ``solo`` game."""

    BINDINGS = [
        Binding("ctrl+g", "start", N_("Start game")),
        Binding("ctrl+n", "add_seat", N_("Add seat")),
        Binding("ctrl+d", "remove_seat", N_("Remove last seat")),
        Binding("ctrl+r", "reroll", N_("New seed")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, mode: str, catalog: DeckCatalog, seed: int | None = None,
                 bot: str | None = None, ruleset: str | None = None) -> None:
        super().__init__()
        from rage_tui.ai.registry import AGENTS

        self.mode = mode
        self.catalog = catalog
        self.agents = list(AGENTS)
        self.config = load_last_setup(mode)
        self.remembered_ruleset = self.config.ruleset
        self.given_ruleset = ruleset
        if seed is not None:
            self.config.seed = seed
        if ruleset is not None:
            self.config.ruleset = ruleset
        if bot is not None and bot in self.agents:
            for s in self.config.seats:
                if not s.is_human:
                    s.player = bot
        self.rage_agents = self.agents
        self.rage_decks = [(e.title, e.ref) for e in catalog.usable()]
        self.decks = self.rage_decks
        #: decks that cannot be used, listed greyed with their reason (Rage decks only)
        self.rage_unusable = catalog.unusable_options()
        self.unusable = self.rage_unusable
        #: which decks and bots the seat rows offer now: ``rage`` or an adapted ruleset's id
        self.family = "rage"
        self._use_family(self.config.ruleset)

    def _use_family(self, ruleset: str) -> bool:
        """Offer the decks and bots of ``ruleset``; whether they changed."""
        from rage_tui.ai.registry import agents_for
        from rage_tui.ui.adapter import uses_adapter
        from rage_tui.ui.ruleset_decks import deck_choices

        family = ruleset if uses_adapter(ruleset) else "rage"
        if family == self.family:
            return False
        self.family = family
        if family == "rage":
            self.decks, self.agents = self.rage_decks, self.rage_agents
            self.unusable = self.rage_unusable
        else:
            self.decks, self.agents = deck_choices(ruleset), list(agents_for(ruleset))
            self.unusable = []
        return True

    def seat_rows(self) -> list[SeatRow]:
        """The seat rows on the form now (not those being removed)."""
        return [row for row in self.query(SeatRow) if not row.retired]

    def _row(self, i: int, seat: SeatConfig) -> SeatRow:
        """A seat's fields, offering the decks and bots of the chosen ruleset."""
        return SeatRow(i, seat, self.decks, self.agents, self.unusable)

    def _seats_title(self, ruleset: str) -> str:
        from rage_tui.rulesets import seat_limits

        low, high = seat_limits(ruleset)
        return _("Seats ({low}-{high}): name, human or bot, bot difficulty, deck").format(
            low=low, high=high)

    def _ruleset_note(self, chosen: str) -> str:
        return ruleset_note(chosen, self.remembered_ruleset, self.given_ruleset)

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        c = self.config
        title = _("Solo game: you against bots") if self.mode == "solo" else \
            _("New game: hot-seat at one keyboard")
        yield Static(title, id="setup-title")
        with VerticalScroll(id="setup-body"):
            yield Static(self._seats_title(c.ruleset), classes="section", id="seats-title")
            with Vertical(id="seats"):
                for i, seat in enumerate(c.seats):
                    yield self._row(i, seat)
            if not self.decks:
                yield Static(_("No bundled decks were found: choose a deck file for each "
                               "seat."), classes="warning")
            with Horizontal(classes="buttons"):
                yield Button(_("Add seat"), id="add")
                yield Button(_("Remove last seat"), id="remove")
            with Horizontal(classes="field", id="level-field"):
                yield Label(_("Renown level"))
                yield Input(str(c.renown_level) if c.renown_level is not None else "",
                            type="integer", id="level", placeholder=_("none"))
                yield Static(_("VP needed to win (blank: play until one pack is left)"),
                             classes="hint", id="level-hint")
            with Horizontal(classes="field"):
                yield Label(_("Seed"))
                yield Input(str(c.seed), type="integer", id="seed")
                yield Button(_("New seed"), id="reroll")
                yield Static(_("the same seed and choices give the same game"),
                             classes="hint")
            with Horizontal(classes="field"):
                from rage_tui.rulesets import RULESETS

                yield Label(_("Rules"))
                yield Select([(rid, rid) for rid in RULESETS], value=c.ruleset,
                             allow_blank=False, id="ruleset")
                yield Static(self._ruleset_note(c.ruleset), classes="hint", id="ruleset-note")
            with Horizontal(classes="field", id="house-field"):
                yield Label(_("House rules"))
                yield Checkbox(_("Null cards"), c.null_cards, id="null-cards")
                yield Checkbox(_("Givors' club rules"), c.club_rules, id="club-rules")
            yield Static(id="setup-status")
            with Horizontal(classes="buttons"):
                yield Button(_("Start game"), variant="primary", id="start")
                yield Button(_("Back"), id="back")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self._show_rage_fields()
        if not self.rage_app.blink:
            for inp in self.query(Input):
                inp.cursor_blink = False
        # The first field, not Start: an Enter meant for the previous screen must not
        # start a game (only Enter on Start, or ctrl+g, does).
        self.call_after_refresh(lambda: next(
            (w for w in self.query("Select") if w.focusable), self).focus())

    # -- editing -------------------------------------------------------------------------
    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "ruleset" and isinstance(event.value, str):
            self.query_one("#ruleset-note", Static).update(self._ruleset_note(event.value))
            self.query_one("#seats-title", Static).update(self._seats_title(event.value))
            if self._use_family(event.value):
                await self._new_rows(event.value)
            self._show_rage_fields()

    def _chosen(self) -> str:
        ruleset = self.query_one("#ruleset", Select).value
        return ruleset if isinstance(ruleset, str) else "rage-1995"

    def _level_option(self) -> OptionSpec | None:
        """The chosen ruleset's declared ``renown_level`` option (None: it has none)."""
        from rage_tui.rulesets import plugin

        try:
            return plugin(self._chosen()).option("renown_level")
        except (KeyError, ValueError):
            return None

    def _show_rage_fields(self) -> None:
        """The Renown level for a ruleset that declares one (with the ruleset's own help for a
        game drawn by its UI adapter); the house rules are Rage's."""
        spec = self._level_option()
        self.query_one("#level-field").display = spec is not None
        if spec is not None:
            self.query_one("#level-hint", Static).update(
                _("VP needed to win (blank: play until one pack is left)")
                if self.family == "rage" else _(spec.help))
        self.query_one("#house-field").display = self.family == "rage"

    async def _new_rows(self, ruleset: str) -> None:
        """The seat rows again with the decks and bots of ``ruleset`` (names and who plays
        each seat kept; as many seats as the ruleset allows)."""
        from rage_tui.rulesets import seat_limits

        old = self.seat_rows()
        seats = [row.read() for row in old]
        low, high = seat_limits(ruleset)
        while len(seats) < low:
            i = len(seats)
            seats.append(SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                                    self.agents[0] if self.mode == "solo" else HUMAN))
        box = self.query_one("#seats")
        # Removal completes later; until it has, the old rows are still in the DOM and must
        # not be read as seats (a quick Start would see every name twice).
        for row in old:
            row.retired = True
        await box.remove_children()
        rows = []
        for i, seat in enumerate(seats[:high]):
            player = seat.player if seat.is_human or seat.player in self.agents \
                else self.agents[0]
            rows.append(self._row(i, SeatConfig(seat.name, player, seat.deck)))
        await box.mount(*rows)
        if not self.rage_app.blink:
            for row in rows:
                row.call_after_refresh(self._no_blink, row)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        actions = {"add": self.action_add_seat, "remove": self.action_remove_seat,
                   "reroll": self.action_reroll, "start": self.action_start,
                   "back": self.action_back}
        if event.button.id in actions:
            actions[event.button.id]()

    def _seat_limits(self) -> tuple[int, int]:
        """The chosen ruleset's seats, at least and at most."""
        from rage_tui.rulesets import seat_limits

        ruleset = self.query_one("#ruleset", Select).value
        return seat_limits(ruleset if isinstance(ruleset, str) else "rage-1995")

    def action_add_seat(self) -> None:
        """Add a seat (up to the ruleset's most: five in rage-1995)."""
        rows = self.seat_rows()
        high = self._seat_limits()[1]
        if len(rows) >= high:
            self.set_status(_("At most {n} players.").format(n=high))
            return
        i = len(rows)
        player = self.agents[0] if self.mode == "solo" else HUMAN
        row = self._row(i, SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], player))
        self.query_one("#seats").mount(row)
        if not self.rage_app.blink:
            row.call_after_refresh(self._no_blink, row)
        self.set_status("")

    def _no_blink(self, row: SeatRow) -> None:
        for inp in row.query(Input):
            inp.cursor_blink = False

    def action_remove_seat(self) -> None:
        """Remove the last seat (the ruleset's fewest stay: two in rage-1995)."""
        rows = self.seat_rows()
        low = self._seat_limits()[0]
        if len(rows) <= low:
            self.set_status(_("At least {n} players.").format(n=low))
            return
        rows[-1].retired = True
        rows[-1].remove()
        self.set_status("")

    def action_reroll(self) -> None:
        """A new random seed."""
        self.query_one("#seed", Input).value = str(random_seed())

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.pop_screen()

    def set_status(self, text: str) -> None:
        """A line under the form (problems to fix)."""
        self.query_one("#setup-status", Static).update(text)

    # -- starting --------------------------------------------------------------------------
    def read_config(self) -> GameConfig:
        """The form as a config; :class:`SetupProblem` says what to fix."""
        seats = [row.read() for row in self.seat_rows()]
        names = [s.name for s in seats]
        if any(not n for n in names):
            raise SetupProblem(_("Every seat needs a name."))
        if len({n.lower() for n in names}) != len(names):
            raise SetupProblem(_("Two seats have the same name; names must differ."))
        if self.mode == "solo" and not any(s.is_human for s in seats):
            raise SetupProblem(_("A solo game needs one human seat."))
        spec = self._level_option()
        level_text = self.query_one("#level", Input).value.strip() if spec is not None else ""
        try:
            level = int(level_text) if level_text else None
        except ValueError:
            raise SetupProblem(_("The renown level must be a whole number.")) from None
        if level is not None and not 1 <= level <= 999:
            raise SetupProblem(_("The renown level must be between 1 and 999."))
        if level is None and spec is not None and not spec.optional \
                and isinstance(spec.default, int):
            level = spec.default  # (a ruleset whose game always has a Renown level)
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else random_seed()
        except ValueError:
            raise SetupProblem(_("The seed must be a whole number.")) from None
        if abs(seed) >= 10**40:
            raise SetupProblem(_("The seed may have at most 40 digits."))
        ruleset = self.query_one("#ruleset", Select).value
        return GameConfig(seats, seed, level, self.query_one("#null-cards", Checkbox).value,
                          self.query_one("#club-rules", Checkbox).value, self.mode,
                          ruleset if isinstance(ruleset, str) else "rage-1995")

    def build_setup(self, config: GameConfig) -> tuple[Setup, list[str]]:
        """The engine setup and the construction-rule problems of its decks."""
        from rage_tui.engine.state import SeatSetup, Setup, Variants
        from rage_tui.rulesets import min_sept
        from rage_tui.rulesets.rage1995.construction import check_deck

        if self.family != "rage":
            return self._adapted_setup(config)
        seats = []
        problems: list[str] = []
        for s in config.seats:
            try:
                deck = self.catalog.resolve(s.deck)
            except DeckError as exc:
                raise SetupProblem(_("{player}'s deck: {error}").format(
                    player=s.name, error=exc)) from None
            seats.append(SeatSetup(s.name, deck, s.player))
            for p in check_deck(deck, self.catalog.cards, config.renown_level,
                                config.club_rules, min_sept(config.ruleset)):
                problems.append(f"{s.name} ({deck.name}): {render(p)}")
        setup = Setup(tuple(seats), config.seed, config.renown_level,
                      Variants(null_cards=config.null_cards, club_rules=config.club_rules),
                      ruleset=config.ruleset)
        return setup, problems

    def _adapted_setup(self, config: GameConfig) -> tuple[Setup, list[str]]:
        """The setup of a game of a ruleset drawn by its UI adapter, with its decks'
        construction problems (the ruleset's own deck check)."""
        from rage_tui.content.plugins import ruleset_content
        from rage_tui.engine.state import SeatSetup, Setup
        from rage_tui.rulesets import plugin
        from rage_tui.ui.ruleset_decks import resolve_deck

        declared = plugin(config.ruleset)
        cards = ruleset_content(config.ruleset).cards
        options = declared.option_defaults()
        level = config.renown_level if "renown_level" in options else None
        if level is not None:
            options["renown_level"] = level
        seats = []
        problems: list[str] = []
        for s in config.seats:
            try:
                deck = resolve_deck(config.ruleset, s.deck)
            except DeckError as exc:
                raise SetupProblem(_("{player}'s deck: {error}").format(
                    player=s.name, error=exc)) from None
            seats.append(SeatSetup(s.name, deck, s.player))
            for p in declared.deck_check(deck, cards, options):
                problems.append(f"{s.name} ({deck.name}): {render(p)}")
        return Setup(tuple(seats), config.seed, level, ruleset=config.ruleset), problems

    def action_start(self) -> None:
        """Check the form and start the game."""
        self._start()

    @work(exclusive=True, group="start", exit_on_error=False)
    async def _start(self) -> None:
        from rage_tui.engine.errors import EngineError
        from rage_tui.ui.adapter import library_for
        from rage_tui.ui.screens.confirm_dialog import ConfirmDialog
        from rage_tui.ui.session import GameSession

        try:
            config = self.read_config()
            setup, problems = self.build_setup(config)
        except SetupProblem as exc:
            self.set_status(str(exc))
            return
        if problems:
            shown = "\n".join(f"- {p}" for p in problems[:10])
            more = "\n" + _("... and {n} more").format(n=len(problems) - 10) \
                if len(problems) > 10 else ""
            ok = await self.app.push_screen_wait(ConfirmDialog(
                _("Deck construction"), _("These decks break the construction rules:\n"
                                          "{problems}\n\nPlay anyway?").format(
                    problems=shown + more), yes=_("Play anyway"), no=_("Back")))
            if not ok:
                return
        try:
            session = GameSession.start(setup, library_for(setup.ruleset,
                                                           self.rage_app.library))
        except EngineError as exc:
            self.rage_app.show_error(_("The game cannot start"), render(exc))
            return
        save_last_setup(config)
        self.rage_app.start_session(session, replace=True)
