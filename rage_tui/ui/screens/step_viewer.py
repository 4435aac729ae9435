"""What the two demo viewers share (a rage-1995 rules demo, :mod:`.demo_view`; another
game's scripted demo, :mod:`.scripted_demo_view`): the layout (a head line, the story of the
step on screen beside the table after it), stepping, autoplay and the keys.

Right/``n`` steps forward, left/``p`` back, space turns autoplay on or off (one step every
``pace`` seconds), Home/End jump to the start or the end, ``r`` opens the rules reference at
the rule the step cites. A viewer says how many steps there are, what the head, the story and
the table show, and which rules reference to open."""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from rage_tui.i18n import N_, _
from rage_tui.ui.widgets.footer import Footer

DEFAULT_PACE = 4.0


class StepViewer(Screen[None]):
    """Steps through a played demo; the subclass draws it. Its widgets' ids start with
    :attr:`PREFIX` (``demo-story``, ``demo-table`` ...)."""

    DEFAULT_CSS = """
    StepViewer .viewer-head { height: auto; padding: 0 1; background: $boost; }
    StepViewer .viewer-body { height: 1fr; }
    StepViewer .viewer-story { width: 1fr; border: round $primary; padding: 0 1; }
    StepViewer .viewer-table { width: 1fr; border: round $secondary; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n", "forward", N_("Next"), priority=True),
        Binding("left,p", "back", N_("Back"), priority=True),
        Binding("space", "autoplay", N_("Autoplay"), priority=True),
        Binding("home", "first", N_("Start"), show=False, priority=True),
        Binding("end", "last", N_("End"), show=False, priority=True),
        Binding("r", "rule", N_("Rule")),
        Binding("escape,q", "close", N_("Close")),
    ]

    #: the start of the ids of this viewer's widgets
    PREFIX: ClassVar[str] = "demo"

    step: reactive[int] = reactive(0, init=False)
    """How many steps have been shown (0: the starting position)."""

    playing: reactive[bool] = reactive(False, init=False)
    """Whether autoplay is on."""

    def __init__(self, pace: float | None = None) -> None:
        super().__init__()
        self.pace = DEFAULT_PACE if pace is None else max(0.0, pace)
        self._timer: Timer | None = None
        self._ready = False

    def compose(self) -> ComposeResult:
        p = self.PREFIX
        yield Static(id=f"{p}-head", classes="viewer-head")
        with Horizontal(id=f"{p}-body", classes="viewer-body"):
            with VerticalScroll(id=f"{p}-story-box", classes="viewer-story") as story:
                story.border_title = _("What happens")
                yield Static(id=f"{p}-story")
            with VerticalScroll(id=f"{p}-table-box", classes="viewer-table") as table:
                table.border_title = _("The table after this step")
                yield Static(id=f"{p}-table")
        yield Footer()

    def on_mount(self) -> None:
        self.load()
        self._ready = True
        self._show()

    # -- what a viewer provides ---------------------------------------------------------------
    def load(self) -> None:
        """Play the demo if it was not given played."""

    @property
    def total(self) -> int:
        """Number of steps in the demo."""
        return 0

    def heading(self) -> str:
        """The demo's title, for the head line."""
        return ""

    def story(self) -> RenderableType:
        """The story of the step on screen."""
        return Text("")

    def table(self) -> RenderableType:
        """The table after the step on screen."""
        return Text("")

    def current_rule(self) -> str:
        """The rule cited by the step on screen (the demo's own rule at the start)."""
        return ""

    def rules_screen(self) -> Screen[None]:
        """The rules reference at :meth:`current_rule`."""
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        return RulesReferenceScreen(self.current_rule())

    # -- stepping -----------------------------------------------------------------------------
    def watch_step(self) -> None:
        self._show()

    def watch_playing(self, playing: bool) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if playing:
            self._timer = self.set_interval(max(self.pace, 0.01), self._tick)
        self._show_head()

    def _tick(self) -> None:
        if self.step < self.total:
            self.step += 1
        if self.step >= self.total:
            self.playing = False

    def action_forward(self) -> None:
        """One step forward."""
        if self.step < self.total:
            self.step += 1

    def action_back(self) -> None:
        """One step back (stops autoplay)."""
        self.playing = False
        if self.step > 0:
            self.step -= 1

    def action_first(self) -> None:
        """Back to the starting position."""
        self.playing = False
        self.step = 0

    def action_last(self) -> None:
        """Jump to the end."""
        self.playing = False
        self.step = self.total

    def action_autoplay(self) -> None:
        """Start or stop autoplay (from the start again when at the end)."""
        if not self.playing and self.step >= self.total:
            self.step = 0
        self.playing = not self.playing

    def action_rule(self) -> None:
        """The rules reference at the rule of this step (or of the demo)."""
        screen = self.rules_screen()
        self.playing = False
        self.app.push_screen(screen)

    def action_close(self) -> None:
        """Back to where the demo was opened from."""
        self.playing = False
        self.app.pop_screen()

    # -- drawing ------------------------------------------------------------------------------
    def _show(self) -> None:
        if not self._ready or not self.loaded():
            return
        self._show_head()
        p = self.PREFIX
        self.query_one(f"#{p}-story", Static).update(self.story())
        self.query_one(f"#{p}-table", Static).update(self.table())
        self.query_one(f"#{p}-story-box", VerticalScroll).scroll_home(animate=False)

    def loaded(self) -> bool:
        """Whether the demo has been played (and can be drawn)."""
        return True

    def _show_head(self) -> None:
        if not self._ready or not self.loaded():
            return
        head = Text()
        head.append(self.heading(), style="bold")
        head.append("   " + _("step {n} of {total}").format(n=self.step, total=self.total))
        if self.playing:
            head.append("   " + _("autoplay every {seconds} s (space stops)").format(
                seconds=f"{self.pace:g}"), style="yellow")
        self.query_one(f"#{self.PREFIX}-head", Static).update(head)
