"""The viewer of a scripted demo (``rage_tui.scripted_demos``): a narrated game of a ruleset the
app draws through its UI adapter, step by step, with the table after each step as an onlooker
sees it (no seat's hidden cards; the ruleset's own view for no seat).

The keys and the stepping: :mod:`rage_tui.ui.screens.step_viewer`; ``r`` opens the ruleset's
own rules reference.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Group, RenderableType
from rich.text import Text
from textual.screen import Screen

from rage_tui.i18n import _, ngettext, render
from rage_tui.scripted_demos import ScriptedRun
from rage_tui.ui.screens.step_viewer import StepViewer


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


class ScriptedDemoScreen(StepViewer):
    """Steps through the scripted demo at ``path`` (``run``: already played, for tests).
    ``pace`` is the autoplay delay in seconds."""

    PREFIX = "sdemo"

    def __init__(self, path: Path, run: ScriptedRun | None = None, *,
                 pace: float | None = None) -> None:
        super().__init__(pace)
        self.path = path
        self.demo_run = run

    def load(self) -> None:
        """Play the demo with its ruleset's runner."""
        if self.demo_run is None:
            self.demo_run = play_scripted(self.path)

    def loaded(self) -> bool:
        """Whether the demo has been played."""
        return self.demo_run is not None

    @property
    def total(self) -> int:
        """Number of steps in the demo."""
        return len(self.demo_run.beats) if self.demo_run is not None else 0

    def heading(self) -> str:
        """The demo's title (its file's name when it has none)."""
        run = self.demo_run
        assert run is not None
        return render(run.title) if run.title else run.path.stem

    def rules_screen(self) -> Screen[None]:
        """The ruleset's rules reference at the rule of this step (or of the demo)."""
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        run = self.demo_run
        return RulesReferenceScreen(self.current_rule().split("; ")[0],
                                    run.ruleset if run is not None else None)

    def current_rule(self) -> str:
        """The rule cited by the step on screen (the demo's own rule at the start)."""
        run = self.demo_run
        if run is None:
            return ""
        if 0 < self.step <= self.total and run.beats[self.step - 1].rule:
            return run.beats[self.step - 1].rule
        return run.rule

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
