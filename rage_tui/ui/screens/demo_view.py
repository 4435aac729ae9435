"""The demo viewer: one rules demo, beat by beat, with the table as it stands after each beat
(the keys and the stepping: :mod:`rage_tui.ui.screens.step_viewer`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from rage_tui.demos import DemoInfo, DemoRun, event_line, run_demo, visible_events
from rage_tui.i18n import _, ngettext, render
from rage_tui.rulesets.rage1995.state import rage_cards
from rage_tui.ui.describe import rule_citation
from rage_tui.ui.screens.demo_table import table_text
from rage_tui.ui.screens.step_viewer import StepViewer

if TYPE_CHECKING:
    from rage_tui.content.library import CardLibrary

class DemoViewScreen(StepViewer):
    """Steps through a demo. ``run`` may be given (tests); otherwise the demo is played when
    the screen opens. ``pace`` is the autoplay delay in seconds (0: as fast as possible)."""

    PREFIX = "demo"

    def __init__(self, info: DemoInfo, run: DemoRun | None = None, *,
                 pace: float | None = None, library: CardLibrary | None = None) -> None:
        super().__init__(pace)
        self.info = info
        self.demo_run: DemoRun | None = run
        self.library = library

    def load(self) -> None:
        """Play the demo on the given library (else the app's, else the bundled one)."""
        if self.demo_run is None:
            lib = self.library
            if lib is None:
                lib = self._app_library()
            self.demo_run = run_demo(self.info, lib)

    def _app_library(self) -> CardLibrary | None:
        """The app's card library when there is one (the bundled one otherwise)."""
        lib = getattr(self.app, "library", None)
        from rage_tui.content.library import CardLibrary

        return lib if isinstance(lib, CardLibrary) else None

    def loaded(self) -> bool:
        """Whether the demo has been played."""
        return self.demo_run is not None

    @property
    def total(self) -> int:
        """Number of beats in the demo."""
        return len(self.demo_run.steps) if self.demo_run is not None else 0

    def heading(self) -> str:
        """The demo's title."""
        return render(self.info.title)

    def current_rule(self) -> str:
        """The rule cited by the beat on screen (the demo's own rule at the start)."""
        if self.demo_run is not None and 0 < self.step <= self.total:
            rule = self.demo_run.steps[self.step - 1].rule
            if rule:
                return rule
        return self.info.rule

    def table(self) -> RenderableType:
        """The table after the beat on screen."""
        run = self.demo_run
        assert run is not None
        defs = rage_cards(run.game.state.defs) if run.game is not None else {}
        return table_text(run.table_after(self.step), run.views_after(self.step), defs)

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
