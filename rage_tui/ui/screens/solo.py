"""Solo: you against 1-3 bot packs, or a prey campaign (or any custom table of bots)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from rage_tui.i18n import N_, _, render
from rage_tui.ui.catalog import DeckCatalog
from rage_tui.ui.config import random_seed, ruleset_note
from rage_tui.ui.describe import bot_title
from rage_tui.ui.host import host_of
from rage_tui.ui.solo_setup import (
    DIFFICULTIES,
    SoloConfig,
    SoloProblem,
    build_match,
    fitting_prey,
    load_solo_config,
    prey_decks,
    save_solo_config,
    shown_name,
)
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.host import AppHost

NONE = "@none"
KIND_LABELS = ((N_("Against bot packs"), "bots"), (N_("Prey campaign"), "campaign"),
               (N_("Co-operative campaign (2-4 packs, hot seat)"), "coop"),
               (N_("Custom table (any bots, New game screen)"), "custom"))
DIFFICULTY_NOTES = {"easy": N_("easy: loose greedy bots; the boss's script is shown"),
                    "normal": N_("normal: greedy bots"), "hard": N_("hard: the searching bot")}


def difficulty_note(difficulty: str) -> str:
    """What a difficulty means, in words."""
    note = DIFFICULTY_NOTES.get(difficulty)
    return _(note) if note is not None else ""


class SoloScreen(Screen[None]):
    """Set up and start a solo game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+g", "start", N_("Start game")),
        Binding("ctrl+r", "reroll", N_("New seed")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, catalog: DeckCatalog, seed: int | None = None,
                 ruleset: str | None = None) -> None:
        super().__init__()
        self.catalog = catalog
        self.config = load_solo_config()
        self.remembered_ruleset = self.config.ruleset
        self.given_ruleset = ruleset
        if ruleset is not None:
            self.config.ruleset = ruleset
        if seed is not None:
            self.config.seed = seed
        self.decks = [(e.title, e.ref) for e in catalog.usable()]
        self.unusable = catalog.unusable_options()
        self.prey = [(p, d) for p, d, _ in prey_decks(catalog.folder / "prey") if d is not None]

    def _side(self, ref: object) -> str | None:
        """The allegiance of the deck ``ref`` (None if it is not a usable one)."""
        for e in self.catalog.usable():
            if e.ref == ref and e.deck is not None:
                return str(e.deck.allegiance.value)
        return None

    def _ruleset_note(self, chosen: str) -> str:
        return ruleset_note(chosen, self.remembered_ruleset, self.given_ruleset)

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def _deck_value(self, ref: str, fallback: int) -> str:
        refs = [r for _, r in self.decks]
        if ref in refs:
            return ref
        return refs[fallback % len(refs)] if refs else NONE

    def compose(self) -> ComposeResult:
        c = self.config
        no_decks = [(_("(no bundled decks)"), NONE)]
        yield Static(_("Solo: you against bots"), id="setup-title")
        with VerticalScroll(id="setup-body"):
            with Horizontal(classes="field"):
                yield Label(_("Play"))
                yield Select([(_(label), kind) for label, kind in KIND_LABELS], value=c.kind,
                             allow_blank=False, id="kind")
            with Horizontal(classes="field"):
                yield Label(_("Your name"))
                yield Input(shown_name(c.name), max_length=24, id="name")
            with Horizontal(classes="field"):
                yield Label(_("Your deck"))
                yield Select([*self.decks, *self.unusable] or no_decks,
                             value=self._deck_value(c.deck, 0), allow_blank=False, id="deck")
            with Horizontal(classes="field"):
                yield Label(_("Difficulty"))
                yield Select([(bot_title(d), d) for d in DIFFICULTIES], value=c.difficulty,
                             allow_blank=False, id="difficulty")
                yield Static(difficulty_note(c.difficulty), classes="hint", id="diff-note")
            with Vertical(id="bots-fields"):
                for i in range(3):
                    ref = c.opponents[i] if i < len(c.opponents) else ""
                    options = list(self.decks) if i == 0 else [(_("(none)"), NONE),
                                                               *self.decks]
                    value = self._deck_value(ref, i + 1) if (ref or i == 0) else NONE
                    with Horizontal(classes="field"):
                        yield Label(_("Bot pack {n}").format(n=i + 1))
                        yield Select(options or no_decks, value=value,
                                     allow_blank=False, id=f"opp-{i}")
                with Horizontal(classes="field"):
                    from rage_tui.rulesets import RULESETS

                    yield Label(_("Rules"))
                    # the bot packs and prey campaigns are Rage's: a game drawn by a UI
                    # adapter (V:TES, Las Vegas) seats its own bots on the New game screen
                    yield Select([(rid, rid) for rid in RULESETS],
                                 value=c.ruleset if c.ruleset in RULESETS else "rage-1995",
                                 allow_blank=False, id="ruleset")
                    yield Static(self._ruleset_note(c.ruleset), classes="hint",
                                 id="ruleset-note")
                yield Static(_("This game seats its own decks and bots: Start opens its solo "
                               "table, where you pick them."), classes="hint",
                             id="adapted-note")
                with Horizontal(classes="field", id="rage-level-field"):
                    yield Label(_("Renown level"))
                    yield Input(str(c.renown_level) if c.renown_level is not None else "",
                                type="integer", id="level", placeholder=_("none"))
                    yield Checkbox(_("Null cards"), c.null_cards, id="null-cards")
            with Vertical(id="campaign-fields"):
                with Horizontal(classes="field"):
                    yield Label(_("Prey deck"))
                    options = [(_("{campaign}, level {level}: {deck} (for {hunters})").format(
                                campaign=render(d.campaign_name), level=d.difficulty,
                                deck=d.name, hunters=render(d.hunters)), str(p))
                               for p, d in self.prey] or [(_("(no prey decks)"), NONE)]
                    refs = [v for _, v in options]
                    shown = fitting_prey(c.prey, self._side(self._deck_value(c.deck, 0)),
                                         self.prey)
                    yield Select(options, value=shown if shown in refs else refs[0],
                                 allow_blank=False, id="prey")
                yield Static(id="prey-about", classes="hint")
            with Vertical(id="coop-fields"):
                yield Static(_("Partner packs fight beside you; you win or lose together. "
                               "Each human partner takes the keyboard behind the hot-seat "
                               "curtain."), classes="hint")
                for i in range(3):
                    p = c.partners[i] if i < len(c.partners) else {}
                    ref = p.get("deck", "")
                    value = self._deck_value(ref, i + 1) if (ref or i == 0) else NONE
                    with Horizontal(classes="field"):
                        yield Label(_("Pack {n}").format(n=i + 2))
                        yield Input(p.get("name", "") or _("Player {n}").format(n=i + 2),
                                    max_length=24, id=f"partner-name-{i}")
                        yield Select([(_("(none)"), NONE), *self.decks], value=value,
                                     allow_blank=False, id=f"partner-deck-{i}")
                        yield Select([(_("Human"), "human"), (_("Greedy bot"), "greedy")],
                                     value=p.get("player", "human") or "human",
                                     allow_blank=False, id=f"partner-player-{i}")
            with Horizontal(classes="field"):
                yield Label(_("Seed"))
                yield Input(str(c.seed), type="integer", id="seed")
                yield Button(_("New seed"), id="reroll")
            yield Static(id="setup-status")
            with Horizontal(classes="buttons"):
                yield Button(_("Start game"), variant="primary", id="start")
                yield Button(_("Back"), id="back")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        if not self.rage_app.blink:
            for inp in self.query(Input):
                inp.cursor_blink = False
        self._show_kind(self.config.kind)
        self._show_prey()
        # The first field, not Start: an Enter meant for the previous screen must not
        # start a game (only Enter on Start, or ctrl+g, does).
        self.call_after_refresh(lambda: next(
            (w for w in self.query("Select") if w.focusable), self).focus())

    def _show_kind(self, kind: object) -> None:
        self.query_one("#bots-fields").display = kind == "bots"
        self.query_one("#campaign-fields").display = kind in ("campaign", "coop")
        self.query_one("#coop-fields").display = kind == "coop"
        self._show_adapted()

    def _adapted(self) -> str | None:
        """The chosen ruleset if it is drawn by a UI adapter (its own decks and bots) and the
        bot packs are the kind of game chosen; else None."""
        from rage_tui.ui.adapter import uses_adapter

        ruleset = self.query_one("#ruleset", Select).value
        if self.query_one("#kind", Select).value != "bots" or not isinstance(ruleset, str):
            return None
        return ruleset if uses_adapter(ruleset) else None

    def _show_adapted(self) -> None:
        """For a game with its own decks and bots, the Rage deck, bot pack and level fields
        go (its solo table is set on the New game screen) and a line says so."""
        adapted = self._adapted() is not None
        self.query_one("#adapted-note").display = adapted
        self.query_one("#rage-level-field").display = not adapted
        for wid in ("#deck", "#difficulty", "#opp-0", "#opp-1", "#opp-2"):
            row = self.query_one(wid).parent
            if row is not None:
                row.display = not adapted

    def _show_prey(self) -> None:
        value = self.query_one("#prey", Select).value
        about = self.query_one("#prey-about", Static)
        for path, deck in self.prey:
            if str(path) == value:
                about.update(Text(render(deck.description).strip() + "\n" + _(
                    "Reach {renown} Renown within {turns} turns; a {hunters} pack hunts it."
                ).format(renown=deck.renown, turns=deck.turns, hunters=render(deck.hunters))))
                return
        about.update("")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "kind":
            self._show_kind(event.value)
        elif event.select.id == "prey":
            self._show_prey()
        elif event.select.id == "deck" and self.prey:
            # a deck of the other side: show a prey deck that hunts with it (a legal pair)
            prey = self.query_one("#prey", Select)
            fit = fitting_prey(str(prey.value), self._side(event.value), self.prey)
            if fit and fit != prey.value:
                prey.value = fit
        elif event.select.id == "ruleset" and isinstance(event.value, str):
            self.query_one("#ruleset-note", Static).update(self._ruleset_note(event.value))
            self._show_adapted()
        elif event.select.id == "difficulty":
            self.query_one("#diff-note", Static).update(difficulty_note(str(event.value)))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "back":
            self.action_back()
        elif event.button.id == "reroll":
            self.action_reroll()

    def action_reroll(self) -> None:
        """A new random seed."""
        self.query_one("#seed", Input).value = str(random_seed())

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.pop_screen()

    def read_config(self) -> SoloConfig:
        """The form as a config; :class:`SoloProblem` says what to fix."""
        def value(wid: str) -> str:
            v = self.query_one(f"#{wid}", Select).value
            return "" if v == NONE or not isinstance(v, str) else v

        level_text = self.query_one("#level", Input).value.strip()
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            level = int(level_text) if level_text else None
            seed = int(seed_text) if seed_text else random_seed()
        except ValueError:
            raise SoloProblem(_("The renown level and the seed must be whole numbers.")) \
                from None
        if abs(seed) >= 10**40:
            raise SoloProblem(_("The seed may have at most 40 digits."))
        return SoloConfig(kind=value("kind"), name=self.query_one("#name", Input).value.strip(),
                          deck=value("deck"), difficulty=value("difficulty") or "normal",
                          opponents=[value(f"opp-{i}") for i in range(3)], prey=value("prey"),
                          renown_level=level, partners=[
                              {"name": self.query_one(f"#partner-name-{i}", Input).value.strip(),
                               "deck": value(f"partner-deck-{i}"),
                               "player": value(f"partner-player-{i}") or "human"}
                              for i in range(3)],
                          null_cards=self.query_one("#null-cards", Checkbox).value, seed=seed,
                          ruleset=value("ruleset") or "rage-1995")

    def action_start(self) -> None:
        """Start the game (or open the New game screen for a custom table)."""
        from rage_tui.ui.session import GameSession

        status = self.query_one("#setup-status", Static)
        if self.query_one("#kind", Select).value == "custom":
            self.app.pop_screen()
            self.rage_app.open_new_game("solo")
            return
        adapted = self._adapted()
        if adapted is not None:
            self.app.pop_screen()
            self.rage_app.open_new_game("solo", ruleset=adapted)
            return
        try:
            config = self.read_config()
            match, solo = build_match(config, self.catalog, self.rage_app.library)
        except SoloProblem as exc:
            status.update(render(str(exc)))
            return
        save_solo_config(config)
        self.rage_app.start_session(GameSession(match, self.rage_app.library, solo=solo),
                                    replace=True)
