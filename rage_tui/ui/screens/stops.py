"""Hot-seat stops: the settings screen for the player at the keyboard, and "pass until ..."."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, OptionList, SelectionList, Static
from textual.widgets.option_list import Option

from rage_tui.engine.stops import StopsSpec
from rage_tui.i18n import N_, _, render
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.safe_list import SafeOptionList

HOUSE_RULE = N_("House rule: skip a player who has nothing playable")
#: what the house rule costs, under its checkbox (a checkbox label is one line, cut short)
HOUSE_RULE_COST = N_("Faster, but everyone watching the screen then learns when that player "
                     "held nothing they could play (R7). Applies to every player at this table.")


class StopsScreen(ModalScreen[tuple[frozenset[str], bool] | None]):
    """The open-play windows (the ruleset's, from ``spec``) in which ``player`` wants to be
    asked; everywhere else the game passes for them without handing them the keyboard.
    Dismisses (stops, house rule) or None."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel")), Binding("ctrl+s", "save", N_("Save"))]
    # On a short terminal (80x24) the list, the house rule and Save do not all fit: the
    # dialog scrolls, and Tab brings what it focuses into view.
    DEFAULT_CSS = """
    StopsScreen .dialog { overflow-y: auto; }
    StopsScreen #stops-list { height: auto; }
    """

    def __init__(self, player: str, spec: StopsSpec, stops: frozenset[str],
                 skip_nothing_playable: bool, solo: bool = False) -> None:
        super().__init__()
        self.player = player
        self.spec = spec
        self.stops = stops
        self.skip = skip_nothing_playable
        #: alone at the keyboard: nobody watches, so the game always passes where Pass is the
        #: only answer and the house rule is not offered
        self.solo = solo

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(_("Stops of {player}").format(player=self.player), style="bold"),
                         classes="dialog-title")
            if self.solo:
                yield Static(_("Ask me in these open-play windows (space toggles) when I have "
                               "something to play. Elsewhere, and whenever Pass is my only "
                               "answer, the game passes for me."), classes="dialog-body")
            else:
                yield Static(_("Ask me in these open-play windows (space toggles). Elsewhere "
                               "the game passes for me without a handover. Nobody else can "
                               "tell a pass made by a stop from one made by hand."),
                             classes="dialog-body")
            yield SelectionList[str](*[(render(w.label), w.key, w.key in self.stops)
                                       for w in self.spec.windows], id="stops-list")
            house = Checkbox(_(HOUSE_RULE), self.skip, id="house-rule")
            cost = Static(_(HOUSE_RULE_COST), classes="hint", id="house-rule-cost")
            house.display = cost.display = not self.solo
            yield house
            yield cost
            with Vertical(classes="dialog-buttons"):
                yield Button(_("Save (ctrl+s)"), id="stops-save", variant="primary")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_save()

    def action_save(self) -> None:
        """Keep the ticked windows."""
        chosen = frozenset(self.query_one("#stops-list", SelectionList).selected)
        self.dismiss((chosen, self.query_one("#house-rule", Checkbox).value))

    def action_cancel(self) -> None:
        """Leave without changes."""
        self.dismiss(None)


class PassUntilScreen(ModalScreen[str | None]):
    """"Pass until ...": a number key highlights, Enter chooses (the grammar of the main
    prompt, so "p 1 Enter" never leaves a key over for the next question). Dismisses a key
    of the ruleset's points (``spec.until``), ``stop`` (stop passing) or None."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel")),
                *[Binding(str(n), f"pick({n})", show=False) for n in range(1, 5)]]

    def __init__(self, player: str, spec: StopsSpec, running: str | None) -> None:
        super().__init__()
        self.player = player
        self.words = {p.key: render(p.label) for p in spec.until}
        self.keys = [*self.words, *(["stop"] if running else [])]
        self.running = running

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(_("{player}: pass until ...").format(player=self.player),
                              style="bold"), classes="dialog-title")
            stop = _("stop passing now")
            opts = [Option(f"{n} {self.words.get(k, stop)}", id=k)
                    for n, k in enumerate(self.keys, start=1)]
            yield SafeOptionList(*opts, id="until-list")
            yield Static(_("Every choice that can be passed is passed for you until then; "
                           "choices that cannot be passed are still asked."), classes="hint")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#until-list", OptionList).focus()

    def action_pick(self, n: int) -> None:
        """A number key highlights that choice; Enter then chooses it."""
        if 1 <= n <= len(self.keys):
            options = self.query_one("#until-list", OptionList)
            options.highlighted = n - 1
            options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Leave without changes."""
        self.dismiss(None)
