"""The viewer of a scripted demo (``rage_tui.scripted_demos``): a narrated game of a ruleset the
app draws through its UI adapter, step by step, with the table after each step as an onlooker
sees it (no seat's hidden cards; the ruleset's own view for no seat).

Right/``n`` steps forward, left/``p`` back, space turns autoplay on or off, ``r`` opens the
ruleset's rules reference at the rule the step cites.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from rage_tui.i18n import N_, _, ngettext, render
from rage_tui.scripted_demos import ScriptedRun
from rage_tui.ui.widgets.footer import Footer

DEFAULT_PACE = 4.0


def play_scripted(path: Path) -> ScriptedRun:
    """Play the demo at ``path`` with the runner its ruleset declares."""
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin
    from rage_tui.scripted_demos import read_header, run_file

    rid = read_header(path).ruleset
    try:
        runner = plugin(rid).demo_runner
    except ValueError:
        runner = ""
    if not runner:
        return run_file(path)
    played: ScriptedRun = resolve(runner)(path)
    return played


class ScriptedDemoScreen(Screen[None]):
    """Steps through the scripted demo at ``path`` (``run``: already played, for tests).
    ``pace`` is the autoplay delay in seconds."""

    DEFAULT_CSS = """
    ScriptedDemoScreen #sdemo-head { height: auto; padding: 0 1; background: $boost; }
    ScriptedDemoScreen #sdemo-body { height: 1fr; }
    ScriptedDemoScreen #sdemo-story-box { width: 1fr; border: round $primary; padding: 0 1; }
    ScriptedDemoScreen #sdemo-table-box { width: 1fr; border: round $secondary; padding: 0 1; }
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
    """How many steps have been shown (0: the table before the first one)."""

    playing: reactive[bool] = reactive(False, init=False)
    """Whether autoplay is on."""

    def __init__(self, path: Path, run: ScriptedRun | None = None, *,
                 pace: float | None = None) -> None:
        super().__init__()
        self.path = path
        self.demo_run = run
        self.pace = DEFAULT_PACE if pace is None else max(0.0, pace)
        self._timer: Timer | None = None
        self._ready = False

    def compose(self) -> ComposeResult:
        yield Static(id="sdemo-head")
        with Horizontal(id="sdemo-body"):
            with VerticalScroll(id="sdemo-story-box") as story:
                story.border_title = _("What happens")
                yield Static(id="sdemo-story")
            with VerticalScroll(id="sdemo-table-box") as table:
                table.border_title = _("The table after this step")
                yield Static(id="sdemo-table")
        yield Footer()

    def on_mount(self) -> None:
        if self.demo_run is None:
            self.demo_run = play_scripted(self.path)
        self._ready = True
        self._show()

    @property
    def total(self) -> int:
        """Number of steps in the demo."""
        return len(self.demo_run.beats) if self.demo_run is not None else 0

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
        """Back to the table before the first step."""
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
        """The ruleset's rules reference at the rule of this step (or of the demo)."""
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        self.playing = False
        run = self.demo_run
        self.app.push_screen(RulesReferenceScreen(self.current_rule().split("; ")[0],
                                                  run.ruleset if run is not None else None))

    def action_close(self) -> None:
        """Back to where the demo was opened from."""
        self.playing = False
        self.app.pop_screen()

    def current_rule(self) -> str:
        """The rule cited by the step on screen (the demo's own rule at the start)."""
        run = self.demo_run
        if run is None:
            return ""
        if 0 < self.step <= self.total and run.beats[self.step - 1].rule:
            return run.beats[self.step - 1].rule
        return run.rule

    def _show(self) -> None:
        if self.demo_run is None or not self._ready:
            return
        self._show_head()
        self.query_one("#sdemo-story", Static).update(self.story())
        self.query_one("#sdemo-table", Static).update(self.table())
        self.query_one("#sdemo-story-box", VerticalScroll).scroll_home(animate=False)

    def _show_head(self) -> None:
        run = self.demo_run
        if run is None or not self._ready:
            return
        head = Text()
        head.append(render(run.title) if run.title else run.path.stem, style="bold")
        head.append("   " + _("step {n} of {total}").format(n=self.step, total=self.total))
        if self.playing:
            head.append("   " + _("autoplay every {seconds} s (space stops)").format(
                seconds=f"{self.pace:g}"), style="yellow")
        self.query_one("#sdemo-head", Static).update(head)

    def table(self) -> RenderableType:
        """The table after the step on screen, drawn by the ruleset's UI adapter."""
        from rage_tui.ui.adapter import adapter_for

        run = self.demo_run
        if run is None or run.game is None:
            return Text(_("(no table)"), style="dim")
        beat = run.beats[self.step - 1] if 0 < self.step <= self.total else None
        view, deciding = (beat.view, beat.deciding) if beat is not None else \
            (run.start_view, run.start_deciding)
        adapter = adapter_for(run.ruleset, run.game.state.defs)
        if view is None or adapter is None:
            return Text(_("(no table)"), style="dim")
        return Group(adapter.status(view, deciding), Text(""), adapter.table(view, {}))

    def story(self) -> RenderableType:
        """The step on screen: what is said, the rule, the choice, the events it brought (what
        every seat may see) and the expectations checked."""
        run = self.demo_run
        assert run is not None
        parts: list[RenderableType] = []
        if self.step == 0:
            parts.append(Text(render(run.title) if run.title else run.path.stem,
                              style="bold underline"))
            if run.description:
                parts.append(Text(f"\n{render(run.description)}"))
            if run.rule:
                parts.append(Text("\n" + _("Rule: {rule}").format(rule=run.rule), style="dim"))
            if run.error and not run.beats:
                parts.append(Text("\n" + _("The demo could not start: {error}").format(
                    error=run.error), style="red"))
            parts.append(Text("\n" + _("Press → or n to begin, space to play it by itself."),
                              style="italic"))
            return Group(*parts)
        beat = run.beats[self.step - 1]
        parts.append(Text(render(beat.say) or _("(no narration for this step)"),
                          style="bold" if beat.say else "dim"))
        if beat.rule:
            parts.append(Text("\n" + _("Rule: {rule}   (r: read it)").format(rule=beat.rule),
                              style="dim"))
        if beat.choice:
            parts.append(Text("\n" + _("Choice: {choice}").format(choice=beat.choice),
                              style="cyan"))
        shown = [e for e in beat.events if e.seats is None]
        if shown:
            parts.append(Text("\n" + _("What happened:"), style="underline"))
            parts += [Text(f"  • {render(e.text)}") for e in shown]
        for label, ok, detail in beat.checks:
            parts.append(Text(f"  {'✓' if ok else '✗'} {label}" + ("" if ok else f" ({detail})"),
                              style="green" if ok else "bold red"))
        if self.step == self.total:
            parts.append(self._ending())
        return Group(*parts)

    def _ending(self) -> Text:
        run = self.demo_run
        assert run is not None
        if run.error:
            return Text("\n" + _("The demo stopped early: {error}").format(error=run.error),
                        style="bold red")
        failed = [label for label, ok, _detail in run.checks if not ok]
        if failed:
            return Text("\n" + _("Some expectations did not hold: {checks}").format(
                checks="; ".join(failed)), style="bold red")
        return Text("\n" + ngettext("The end. The {n} expectation of this demo held.",
                                     "The end. All {n} expectations of this demo held.",
                                     len(run.checks)).format(n=len(run.checks)),
                    style="green")
