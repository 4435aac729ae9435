"""Solo: you against 1-3 bot packs, or a prey campaign (or any custom table of bots)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from rage_tui.i18n import N_
from rage_tui.ui.catalog import DeckCatalog
from rage_tui.ui.config import random_seed
from rage_tui.ui.solo_setup import (
    DIFFICULTIES,
    SoloConfig,
    SoloProblem,
    build_match,
    load_solo_config,
    prey_decks,
    save_solo_config,
)
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.app import RageApp

NONE = "@none"
KIND_LABELS = (("Against bot packs", "bots"), ("Prey campaign", "campaign"),
               ("Co-operative campaign (2-4 packs, hot seat)", "coop"),
               ("Custom table (any bots, New game screen)", "custom"))
DIFFICULTY_NOTES = {"easy": "easy: loose greedy bots; the boss's script is shown",
                    "normal": "normal: greedy bots", "hard": "hard: the searching bot"}


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
        self.ruleset = ruleset or "rage-1995"
        if seed is not None:
            self.config.seed = seed
        self.decks = [(e.title, e.ref) for e in catalog.usable()]
        self.prey = [(p, d) for p, d, _ in prey_decks(catalog.folder / "prey") if d is not None]

    @property
    def rage_app(self) -> RageApp:
        """The app, typed."""
        from rage_tui.ui.app import RageApp

        assert isinstance(self.app, RageApp)
        return self.app

    def _deck_value(self, ref: str, fallback: int) -> str:
        refs = [r for _, r in self.decks]
        if ref in refs:
            return ref
        return refs[fallback % len(refs)] if refs else NONE

    def compose(self) -> ComposeResult:
        c = self.config
        yield Static("Solo: you against bots", id="setup-title")
        with VerticalScroll(id="setup-body"):
            with Horizontal(classes="field"):
                yield Label("Play")
                yield Select(KIND_LABELS, value=c.kind, allow_blank=False, id="kind")
            with Horizontal(classes="field"):
                yield Label("Your name")
                yield Input(c.name, max_length=24, id="name")
            with Horizontal(classes="field"):
                yield Label("Your deck")
                yield Select(self.decks or [("(no bundled decks)", NONE)],
                             value=self._deck_value(c.deck, 0), allow_blank=False, id="deck")
            with Horizontal(classes="field"):
                yield Label("Difficulty")
                yield Select([(d.title(), d) for d in DIFFICULTIES], value=c.difficulty,
                             allow_blank=False, id="difficulty")
                yield Static(DIFFICULTY_NOTES[c.difficulty], classes="hint", id="diff-note")
            with Vertical(id="bots-fields"):
                for i in range(3):
                    ref = c.opponents[i] if i < len(c.opponents) else ""
                    options = list(self.decks) if i == 0 else [("(none)", NONE), *self.decks]
                    value = self._deck_value(ref, i + 1) if (ref or i == 0) else NONE
                    with Horizontal(classes="field"):
                        yield Label(f"Bot pack {i + 1}")
                        yield Select(options or [("(no bundled decks)", NONE)], value=value,
                                     allow_blank=False, id=f"opp-{i}")
                with Horizontal(classes="field"):
                    yield Label("Renown level")
                    yield Input(str(c.renown_level) if c.renown_level is not None else "",
                                type="integer", id="level", placeholder="none")
                    yield Checkbox("Null cards", c.null_cards, id="null-cards")
            with Vertical(id="campaign-fields"):
                with Horizontal(classes="field"):
                    yield Label("Prey deck")
                    options = [(f"{d.campaign_name}, level {d.difficulty}: {d.name} (for "
                                f"{d.hunters})", str(p))
                               for p, d in self.prey] or [("(no prey decks)", NONE)]
                    refs = [v for _, v in options]
                    yield Select(options, value=c.prey if c.prey in refs else refs[0],
                                 allow_blank=False, id="prey")
                yield Static(id="prey-about", classes="hint")
            with Vertical(id="coop-fields"):
                yield Static("Partner packs fight beside you; you win or lose together. Each "
                             "human partner takes the keyboard behind the hot-seat curtain.",
                             classes="hint")
                for i in range(3):
                    p = c.partners[i] if i < len(c.partners) else {}
                    ref = p.get("deck", "")
                    value = self._deck_value(ref, i + 1) if (ref or i == 0) else NONE
                    with Horizontal(classes="field"):
                        yield Label(f"Pack {i + 2}")
                        yield Input(p.get("name", "") or f"Player {i + 2}", max_length=24,
                                    id=f"partner-name-{i}")
                        yield Select([("(none)", NONE), *self.decks], value=value,
                                     allow_blank=False, id=f"partner-deck-{i}")
                        yield Select([("Human", "human"), ("Greedy bot", "greedy")],
                                     value=p.get("player", "human") or "human",
                                     allow_blank=False, id=f"partner-player-{i}")
            with Horizontal(classes="field"):
                yield Label("Seed")
                yield Input(str(c.seed), type="integer", id="seed")
                yield Button("New seed", id="reroll")
            yield Static(id="setup-status")
            with Horizontal(classes="buttons"):
                yield Button("Start game", variant="primary", id="start")
                yield Button("Back", id="back")
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

    def _show_prey(self) -> None:
        value = self.query_one("#prey", Select).value
        about = self.query_one("#prey-about", Static)
        for path, deck in self.prey:
            if str(path) == value:
                about.update(Text(f"{deck.description.strip()}\nReach {deck.renown} Renown "
                                  f"within {deck.turns} turns; a {deck.hunters} pack hunts it."))
                return
        about.update("")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "kind":
            self._show_kind(event.value)
        elif event.select.id == "prey":
            self._show_prey()
        elif event.select.id == "difficulty":
            self.query_one("#diff-note", Static).update(DIFFICULTY_NOTES.get(
                str(event.value), ""))

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
            raise SoloProblem("The renown level and the seed must be whole numbers.") from None
        if abs(seed) >= 10**40:
            raise SoloProblem("The seed may have at most 40 digits.")
        return SoloConfig(kind=value("kind"), name=self.query_one("#name", Input).value.strip(),
                          deck=value("deck"), difficulty=value("difficulty") or "normal",
                          opponents=[value(f"opp-{i}") for i in range(3)], prey=value("prey"),
                          renown_level=level, partners=[
                              {"name": self.query_one(f"#partner-name-{i}", Input).value.strip(),
                               "deck": value(f"partner-deck-{i}"),
                               "player": value(f"partner-player-{i}") or "human"}
                              for i in range(3)],
                          null_cards=self.query_one("#null-cards", Checkbox).value, seed=seed,
                          ruleset=self.ruleset)

    def action_start(self) -> None:
        """Start the game (or open the New game screen for a custom table)."""
        from rage_tui.ui.session import GameSession

        status = self.query_one("#setup-status", Static)
        if self.query_one("#kind", Select).value == "custom":
            self.app.pop_screen()
            self.rage_app.open_new_game("solo")
            return
        try:
            config = self.read_config()
            match, solo = build_match(config, self.catalog, self.rage_app.library)
        except SoloProblem as exc:
            status.update(str(exc))
            return
        save_solo_config(config)
        self.rage_app.start_session(GameSession(match, self.rage_app.library, solo=solo),
                                    replace=True)
