"""The demo viewer: one rules demo, beat by beat, with the table as it stands after each beat.

Right/``n`` steps forward, left/``p`` back, space turns autoplay on or off (one beat every
``pace`` seconds), ``r`` opens the rules reference at the rule the beat cites.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from rage_tui.demos import DemoInfo, DemoRun, event_line, run_demo, visible_events
from rage_tui.i18n import N_, _, ngettext, render
from rage_tui.rulesets.rage1995.state import rage_cards
from rage_tui.ui.describe import rule_citation
from rage_tui.ui.screens.demo_table import table_text
from rage_tui.ui.widgets.footer import Footer

if TYPE_CHECKING:
    from rage_tui.content.library import CardLibrary

DEFAULT_PACE = 4.0


class DemoViewScreen(Screen[None]):
    """Steps through a demo. ``run`` may be given (tests); otherwise the demo is played when
    the screen opens. ``pace`` is the autoplay delay in seconds (0: as fast as possible)."""

    DEFAULT_CSS = """
    DemoViewScreen #demo-head { height: auto; padding: 0 1; background: $boost; }
    DemoViewScreen #demo-body { height: 1fr; }
    DemoViewScreen #demo-story-box { width: 1fr; border: round $primary; padding: 0 1; }
    DemoViewScreen #demo-table-box { width: 1fr; border: round $secondary; padding: 0 1; }
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

    step: reactive[int] = reactive(0, init=False)
    """How many beats have been shown (0: the starting position)."""

    playing: reactive[bool] = reactive(False, init=False)
    """Whether autoplay is on."""

    def __init__(self, info: DemoInfo, run: DemoRun | None = None, *,
                 pace: float | None = None, library: CardLibrary | None = None) -> None:
        super().__init__()
        self.info = info
        self.demo_run: DemoRun | None = run
        self.pace = DEFAULT_PACE if pace is None else max(0.0, pace)
        self.library = library
        self._timer: Timer | None = None
        self._ready = False

    def compose(self) -> ComposeResult:
        yield Static(id="demo-head")
        with Horizontal(id="demo-body"):
            with VerticalScroll(id="demo-story-box") as story:
                story.border_title = _("What happens")
                yield Static(id="demo-story")
            with VerticalScroll(id="demo-table-box") as table:
                table.border_title = _("The table after this step")
                yield Static(id="demo-table")
        yield Footer()

    def on_mount(self) -> None:
        if self.demo_run is None:
            lib = self.library
            if lib is None:
                lib = self._app_library()
            self.demo_run = run_demo(self.info, lib)
        self._ready = True
        self._show()

    def _app_library(self) -> CardLibrary | None:
        """The app's card library when there is one (the bundled one otherwise)."""
        lib = getattr(self.app, "library", None)
        from rage_tui.content.library import CardLibrary

        return lib if isinstance(lib, CardLibrary) else None

    # -- state --------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """Number of beats in the demo."""
        return len(self.demo_run.steps) if self.demo_run is not None else 0

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
        if self.step >= self.total:
            self.playing = False
            return
        self.step += 1
        if self.step >= self.total:
            self.playing = False

    # -- actions ------------------------------------------------------------------------------
    def action_forward(self) -> None:
        """One beat forward."""
        if self.step < self.total:
            self.step += 1

    def action_back(self) -> None:
        """One beat back (stops autoplay)."""
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
        """The rules reference at the rule of this beat (or of the demo)."""
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        rule = self.current_rule()
        self.playing = False
        self.app.push_screen(RulesReferenceScreen(rule))

    def action_close(self) -> None:
        """Back to where the demo was opened from."""
        self.playing = False
        self.app.pop_screen()

    def current_rule(self) -> str:
        """The rule cited by the beat on screen (the demo's own rule at the start)."""
        if self.demo_run is not None and 0 < self.step <= self.total:
            rule = self.demo_run.steps[self.step - 1].rule
            if rule:
                return rule
        return self.info.rule

    # -- drawing ------------------------------------------------------------------------------
    def _show(self) -> None:
        if not self._ready or self.demo_run is None:
            return
        self._show_head()
        self.query_one("#demo-story", Static).update(self.story())
        run = self.demo_run
        defs = rage_cards(run.game.state.defs) if run.game is not None else {}
        table = table_text(run.table_after(self.step), run.views_after(self.step), defs)
        self.query_one("#demo-table", Static).update(table)
        self.query_one("#demo-story-box", VerticalScroll).scroll_home(animate=False)

    def _show_head(self) -> None:
        if not self._ready:
            return
        head = Text()
        head.append(render(self.info.title), style="bold")
        head.append("   " + _("step {n} of {total}").format(n=self.step, total=self.total))
        if self.playing:
            head.append("   " + _("autoplay every {seconds} s (space stops)").format(
                seconds=f"{self.pace:g}"), style="yellow")
        self.query_one("#demo-head", Static).update(head)

    def story(self) -> RenderableType:
        """The narration of the beat on screen: what is said, the rule, the choice, the
        events it caused and the expectations checked right after it."""
        run = self.demo_run
        assert run is not None
        parts: list[RenderableType] = []
        if self.step == 0:
            parts.append(Text(render(self.info.title), style="bold underline"))
            if self.info.description:
                parts.append(Text(f"\n{render(self.info.description)}"))
            if self.info.rule:
                parts.append(Text("\n" + _("Rule: {rule}").format(
                    rule=rule_citation(self.info.rule)), style="dim"))
            opening = visible_events(run.start_events)
            if opening:
                parts.append(Text("\n" + _("Before the first step:"), style="underline"))
                for e in opening:
                    parts.append(Text(f"  • {event_line(e, run.seat_names)}",
                                      style="dim" if e.seats is not None else ""))
            if run.result.error and not run.steps:
                parts.append(Text("\n" + _("The demo could not start: {error}").format(
                    error=render(run.result.error)), style="red"))
            parts.append(Text("\n" + _("Press → or n to begin, space to play it by itself."),
                              style="italic"))
            return Group(*parts)
        st = run.steps[self.step - 1]
        parts.append(Text(render(st.say) or _("(no narration for this step)"),
                          style="bold" if st.say else "dim"))
        if st.rule:
            parts.append(Text("\n" + _("Rule: {rule}   (r: read it)").format(
                rule=rule_citation(st.rule)), style="dim"))
        parts.append(Text("\n" + _("Choice: {choice}").format(choice=render(st.choice)),
                          style="cyan"))
        shown = visible_events(st.events)
        if shown:
            parts.append(Text("\n" + _("What happened:"), style="underline"))
            for e in shown:
                parts.append(Text(f"  • {event_line(e, run.seat_names)}",
                                  style="dim" if e.seats is not None else ""))
        for c in st.checks:
            mark = "✓" if c.ok else "✗"
            parts.append(Text(f"  {mark} {render(c.label)}"
                              + ("" if c.ok else f" ({render(c.detail)})"),
                              style="green" if c.ok else "bold red"))
        if self.step == self.total:
            parts.append(self._ending())
        return Group(*parts)

    def _ending(self) -> Text:
        run = self.demo_run
        assert run is not None
        res = run.result
        if res.error:
            return Text("\n" + _("The demo stopped early: {error}").format(
                error=render(res.error)), style="bold red")
        failed = [c for c in res.checks if not c.ok]
        if failed:
            return Text("\n" + _("Some expectations did not hold: {checks}").format(
                checks="; ".join(f"{render(c.label)} ({render(c.detail)})" for c in failed)),
                style="bold red")
        return Text("\n" + ngettext("The end. The {n} expectation of this demo held.",
                                     "The end. All {n} expectations of this demo held.",
                                     len(res.checks)).format(n=len(res.checks)),
                    style="green")
