"""Rules demos: narrated scenario files, played through the engine one beat at a time.

A demo is a scenario file in ``scenarios/demos/`` (see docs/scenarios.md). Its steps carry
``say:`` narration and ``rule:`` citations; its expectations make every demo a test as well.
This module lists the demos, runs one into :class:`DemoStep` beats (each with the table as it
stands after the beat, taken from the engine's spectator view), verifies them all, and writes
the narrated walkthrough as plain text. It uses no Textual, so the command line and the tests
can use it without the app.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rage_tui.content.errors import ContentError
from rage_tui.content.library import CardLibrary
from rage_tui.content.narration import description_text
from rage_tui.content.scenario import DeckStepModel, ExpectModel, ScenarioModel, load_scenario
from rage_tui.content.texts import c_, cngettext
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.i18n import Msg, language, m, render
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.scenario_kinds import run_deck_step
from rage_tui.scenarios import (
    Beat,
    Check,
    ScenarioError,
    ScenarioResult,
    _run_step,
    build_game,
    check,
)

_ORDER_PREFIX = re.compile(r"^\d+[-_]")


class DemoError(Exception):
    """A demo name that matches no demo, or a demo file that does not load."""


@dataclass(frozen=True)
class DemoInfo:
    """One demo as listed: its short name (the file name without the order number), the
    scenario's title and description, the rule it is mostly about, and its file."""

    name: str
    title: str
    description: str
    rule: str
    path: Path


@dataclass
class DemoStep:
    """One beat of a demo and the table after it.

    ``views`` holds the engine's view for each seat (hands included) after the beat;
    ``table`` is the spectator's view (nothing private)."""

    index: int
    say: str
    rule: str
    choice: str
    events: list[Event]
    table: View
    views: dict[int, View]
    checks: list[Check] = field(default_factory=list)


@dataclass
class DemoRun:
    """A demo played to its end: the starting table, every beat, and the scenario result."""

    info: DemoInfo
    start: View
    start_views: dict[int, View]
    steps: list[DemoStep]
    result: ScenarioResult
    seat_names: tuple[str, ...]
    game: Game | None = None
    start_events: list[Event] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Whether every expectation held and the demo ran to its end."""
        return self.result.passed

    def table_after(self, k: int) -> View:
        """The table after ``k`` beats (``0``: the starting position)."""
        return self.start if k <= 0 else self.steps[min(k, len(self.steps)) - 1].table

    def views_after(self, k: int) -> dict[int, View]:
        """Every seat's view after ``k`` beats."""
        return self.start_views if k <= 0 else self.steps[min(k, len(self.steps)) - 1].views


def demos_dir() -> Path:
    """The bundled demos folder."""
    from rage_tui.content.bundled import scenarios_dir

    return scenarios_dir() / "demos"


def _short_name(path: Path) -> str:
    return _ORDER_PREFIX.sub("", path.stem)


def _files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.yaml") if not p.name.startswith("_"))


def _library(library: CardLibrary | None) -> CardLibrary:
    if library is not None:
        return library
    from rage_tui.content.bundled import bundled_library

    return bundled_library()


def list_demos(folder: Path | None = None, library: CardLibrary | None = None) -> list[DemoInfo]:
    """Every demo in ``folder`` (default: the bundled ones), in teaching order.

    A file that does not load is listed with its problem as the description, so one broken
    file never hides the others."""
    lib = _library(library)
    out = []
    for path in _files(folder or demos_dir()):
        try:
            model, _ = load_scenario(path, lib, shown=path.name)
        except ContentError as exc:
            problem = exc.problems[0] if exc.problems else c_("unknown problem")
            out.append(DemoInfo(_short_name(path), path.stem,
                                c_("(does not load: {problem})").format(problem=problem),
                                "", path))
            continue
        out.append(DemoInfo(_short_name(path), Msg(model.name),
                            Msg(description_text(model.description)),
                            model.rule, path))
    return out


def find_demo(name: str, folder: Path | None = None,
              library: CardLibrary | None = None) -> DemoInfo:
    """The demo called ``name`` (its short name, file stem or a unique start of either)."""
    demos = list_demos(folder, library)
    key = name.strip().lower().removesuffix(".yaml")
    for d in demos:
        if key in (d.name, d.path.stem):
            return d
    found = [d for d in demos if d.name.startswith(key) or d.path.stem.startswith(key)]
    if len(found) == 1:
        return found[0]
    names = ", ".join(d.name for d in demos) or c_("(none installed)")
    if found:
        raise DemoError(c_("'{name}' could be any of: {names}").format(
            name=name, names=", ".join(d.name for d in found)))
    raise DemoError(c_("there is no demo called '{name}'; the demos are: {names}").format(
        name=name, names=names))


def _empty_view() -> View:
    """The view shown for a demo that could not start."""
    return View(seat=None, turn=0, phase="", step="", decision=None, waiting_for=None,
                over=False, winner=None, result="", renown_level=None, seats=(), hunting=(),
                combat=None)


def _snapshot(game: Game) -> tuple[View, dict[int, View]]:
    seats = range(len(game.state.players))
    return rage_view(game.view_for(None)), {s: rage_view(game.view_for(s)) for s in seats}


def run_demo(info: DemoInfo, library: CardLibrary | None = None) -> DemoRun:
    """Play a demo to its end, keeping the table after every beat.

    Never raises for a demo that goes wrong: the problem is in ``result.error``."""
    lib = _library(library)
    try:
        model, demo_lib = load_scenario(info.path, lib, shown=info.path.name)
    except ContentError as exc:
        result = ScenarioResult(info.title, error="; ".join(str(p) for p in exc.problems))
        empty = _empty_view()
        return DemoRun(info, empty, {}, [], result, ())
    return _run_model(info, model, demo_lib)


def _run_model(info: DemoInfo, model: ScenarioModel, lib: CardLibrary) -> DemoRun:
    result = ScenarioResult(model.name)
    names = tuple(s.name for s in model.seats)
    try:
        game = build_game(model, lib)
    except Exception as exc:  # ScenarioError, or an engine fault while laying out the table
        result.error = str(exc) if isinstance(exc, ScenarioError) else \
            c_("the demo could not start: {what}: {why}").format(
                what=exc.__class__.__name__, why=render(exc))
        empty = _empty_view()
        return DemoRun(info, empty, {}, [], result, names)
    result.game = game
    start, start_views = _snapshot(game)
    run = DemoRun(info, start, start_views, [], result, names, game,
                  list(game.state.events))
    try:
        for step in model.steps:
            if isinstance(step, ExpectModel | DeckStepModel):
                found = (list(check(game, model, step, game.state.events, result.asked))
                         if isinstance(step, ExpectModel)
                         else [Check(*c) for c in run_deck_step(step, model, lib)])
                result.checks.extend(found)
                if run.steps:
                    run.steps[-1].checks.extend(found)
                continue
            before = len(result.beats)
            _run_step(game, model, step, result)
            if len(result.beats) > before:
                run.steps.append(_step(len(run.steps), result.beats[-1], game))
        for e in model.expect:
            result.checks.extend(check(game, model, e, game.state.events, result.asked))
    except ScenarioError as exc:
        result.error = str(exc)
    except IllegalChoiceError as exc:
        result.error = c_("the engine refused a step: {why}").format(why=render(exc.reason))
    except Exception as exc:  # an engine fault must not take the viewer or --verify down
        result.error = c_("the engine failed at step {n}: {what}: {why}").format(
            n=len(run.steps) + 1, what=exc.__class__.__name__, why=render(exc))
    return run


def _step(index: int, beat: Beat, game: Game) -> DemoStep:
    table, views = _snapshot(game)
    return DemoStep(index, Msg(beat.say) if beat.say else "", beat.rule, beat.choice,
                    list(beat.events), table, views)


def verify_all(folder: Path | None = None,
               library: CardLibrary | None = None) -> Iterator[tuple[DemoInfo, DemoRun]]:
    """Run every demo headless; yields each demo with its run."""
    lib = _library(library)
    for info in list_demos(folder, lib):
        yield info, run_demo(info, lib)


def event_line(e: Event, names: tuple[str, ...]) -> str:
    """An event as the narrator tells it: public events as they are, private ones with the
    seats that see them (a demo hides nothing, but says what was secret)."""
    if e.seats is None:
        return render(e.text)
    who = ", ".join(names[s] if 0 <= s < len(names) else c_("seat {n}").format(n=s)
                    for s in sorted(e.seats))
    return render(m("(seen only by {who}) {text}", who=who, text=e.text))


def visible_events(events: list[Event]) -> list[Event]:
    """The events worth showing in a beat: everything except the bare "has chosen" notes of
    private steps (the demo shows what was chosen instead)."""
    return [e for e in events if e.kind != "chose"]


def rule_named(rule: str) -> str:
    """A rule citation as a reader of the current language needs it: in English as it is, in
    another language followed by the title of the rules-reference section it points to."""
    if language() == "en":
        return rule
    from rage_tui.rules_reference import find

    found = find(rule)
    title = render(found.title) if found is not None else ""
    return f"{rule} ({title})" if title and title != rule else rule


def walkthrough(run: DemoRun, width: int = 96) -> str:
    """The narrated demo as plain text: narration, rule, choice and events of every beat."""
    import textwrap

    def wrap(text: str, indent: str, rest: str | None = None) -> list[str]:
        more = indent if rest is None else rest
        return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=more) or [
            indent.rstrip()]

    title = render(run.info.title)
    lines = [title, "=" * min(width, len(title))]
    if run.info.description:
        lines += wrap(render(run.info.description), "")
    if run.info.rule:
        lines.append(c_("Rule: {rule}").format(rule=rule_named(run.info.rule)))
    if visible_events(run.start_events):
        lines.append("")
        lines.append(c_("Before the first step:"))
        for e in visible_events(run.start_events):
            lines += wrap(event_line(e, run.seat_names), "     | ")
    for st in run.steps:
        lines.append("")
        head = f"{st.index + 1}. "
        lines += (wrap(render(st.say), head, " " * len(head)) if st.say
                  else [f"{head}{st.choice}"])
        if st.say:
            lines.append(f"   > {st.choice}")
        for e in visible_events(st.events):
            lines += wrap(event_line(e, run.seat_names), "     | ")
        for c in st.checks:
            mark = c_("ok") if c.ok else c_("FAIL")
            lines.append(f"   {mark:<4} {c.label}" + ("" if c.ok else f" ({c.detail})"))
        if st.rule:
            lines.append("   " + c_("[rule: {rule}]").format(rule=rule_named(st.rule)))
    lines.append("")
    res = run.result
    if res.error:
        lines.append(c_("The demo stopped: {why}").format(why=res.error))
    failed = [c for c in res.checks if not c.ok]
    for c in failed:
        lines.append(f"{c_('FAIL')} {c.label} ({c.detail})")
    if not res.error and not failed:
        lines.append(cngettext("The one expectation held.", "All {n} expectations held.",
                               len(res.checks)).format(n=len(res.checks)))
    return "\n".join(lines)


__all__ = [
    "DemoError",
    "DemoInfo",
    "DemoRun",
    "DemoStep",
    "demos_dir",
    "event_line",
    "find_demo",
    "list_demos",
    "run_demo",
    "verify_all",
    "visible_events",
    "walkthrough",
]
