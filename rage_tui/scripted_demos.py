"""Scripted demos: narrated games of a ruleset played from their real start, for rulesets whose
demos are not rage-1995 scenarios (no table laid out by hand). A ruleset offers them through
its declaration: ``demos`` names the folder, ``demo_runner`` this module's :func:`run_file`.

A demo file (YAML) names the ruleset, a seed and the bundled decks (by file stem), then steps:

* ``auto: AGENT`` (``greedy``, ``random`` ...) with ``until: KIND``: the bots play every seat
  until a decision of that kind is pending (of its ``seat:`` and from turn ``turn:`` on, when
  given);
* ``pick: TEXT``: the pending decision is answered with the option whose label holds TEXT;
* ``event: KIND`` (and ``text: TEXT``): an expectation, that an event of that kind (whose text
  holds TEXT) happened since the step before; ``events:`` lists more of them, each
  ``{event: KIND, text: TEXT}`` (a step may carry both).

Every step may carry ``say:`` (narration, a game message) and ``rule:`` (a citation). Each
``pick`` and each ``event`` is checked, so a demo is a test as well. No Textual here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.narration import description_text
from rage_tui.content.texts import c_
from rage_tui.content.yamlio import LineDict, load_yaml_file
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.engine.view import View
from rage_tui.i18n import Msg, render

#: the most decisions an ``auto`` step plays before it gives up
AUTO_LIMIT = 5000


@dataclass
class Beat:
    """One narrated step: what was said, the rule cited, the choice made, the events it
    brought, and the checks it made."""

    say: str
    rule: str
    choice: str
    events: list[Event]
    checks: list[tuple[str, bool, str]] = field(default_factory=list)
    #: the table after the step, as an onlooker sees it (no seat's hidden cards), and the
    #: seat deciding next (its name; empty once the game is over)
    view: View | None = field(default=None, repr=False)
    deciding: str = ""


@dataclass
class ScriptedRun:
    """A scripted demo played to its end (or to the step that went wrong)."""

    path: Path
    title: str
    description: str
    rule: str
    seat_names: tuple[str, ...] = ()
    beats: list[Beat] = field(default_factory=list)
    error: str = ""
    #: the game as the demo left it (None when it could not be set up)
    game: Game | None = field(default=None, repr=False)
    #: the ruleset the demo is played with, and its table before the first step
    ruleset: str = ""
    start_view: View | None = field(default=None, repr=False)
    start_deciding: str = ""

    @property
    def checks(self) -> list[tuple[str, bool, str]]:
        """Every check of every beat."""
        return [c for b in self.beats for c in b.checks]

    @property
    def passed(self) -> bool:
        """Every check held, there was one at least, and the demo ran to its end."""
        return not self.error and bool(self.checks) and all(ok for _, ok, _ in self.checks)


def _problem(shown: str, line: int, message: str, where: str | None = None) -> ContentError:
    return ContentError([Problem(shown, line, message, field=where)])


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key, "")
    return value if isinstance(value, str) else ""


def _setup(data: LineDict, shown: str) -> tuple[Game, tuple[str, ...]]:
    from rage_tui.content.plugins import ruleset_content
    from rage_tui.rulesets import get_ruleset

    ruleset = _text(data, "ruleset")
    content = ruleset_content(ruleset)
    by_stem = dict(content.deck_files)
    names = data.get("seats") or []
    stems = data.get("decks") or []
    if not isinstance(stems, list) or len(stems) < 2:
        raise _problem(shown, data.line, c_("a demo needs two decks or more"), "decks")
    seats = []
    for i, stem in enumerate(stems):
        if stem not in by_stem:
            raise _problem(shown, data.lines.get("decks", data.line), c_(
                "no bundled deck '{deck}' (known: {known})").format(
                    deck=stem, known=", ".join(by_stem)), "decks")
        name = str(names[i]) if isinstance(names, list) and i < len(names) else f"P{i}"
        seats.append(SeatSetup(name, by_stem[stem]))
    seed = data.get("seed", 1)
    setup = Setup(tuple(seats), seed=seed if isinstance(seed, int) else 1,
                  renown_level=int(data.get("renown", 20)), variants=Variants(),
                  ruleset=ruleset)
    return Game(setup, dict(content.cards), get_ruleset(ruleset)), tuple(s.name for s in seats)


def _auto(game: Game, agent: str, until: str, seat: int | None, turn: int | None) -> int:
    from rage_tui.ai.registry import make_agent

    ruleset = game.state.setup.ruleset
    bots = {}
    made = 0
    while not game.over and made < AUTO_LIMIT:
        d = game.pending
        assert d is not None
        if d.kind == until and (seat is None or d.seat == seat) and (
                turn is None or game.state.turn >= turn):
            return made
        if d.seat not in bots:
            bots[d.seat] = make_agent(agent, 7 + d.seat, ruleset)
            bind = getattr(bots[d.seat], "set_library", None)
            if callable(bind):
                bind(game.state.defs)
        game.apply(bots[d.seat].choose(game.view_for(d.seat), []), d.seat)
        made += 1
    raise ValueError(c_("no '{kind}' decision came").format(kind=until))


def _deciding(game: Game) -> str:
    """The name of the seat whose decision is pending (empty when the game is over)."""
    d = game.pending
    return game.state.setup.seats[d.seat].name if d is not None and not game.over else ""


def _english(text: object) -> str:
    """A game text in English (a demo's expectations are written in English, whatever the
    reader's language)."""
    return text.render("en") if isinstance(text, Msg) else str(text)


def _pick(game: Game, text: str) -> str:
    d = game.pending
    if d is None:
        raise ValueError(c_("the game is over: nothing to pick"))
    for o in d.options:
        if text.lower() in _english(o.label).lower():
            game.apply(o.choice, d.seat)
            return render(o.label)
    raise ValueError(c_("no option holds '{text}' (the options: {options})").format(
        text=text, options="; ".join(render(o.label) for o in d.options)))


def _expected(step: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The events a step expects: ``event:`` (with ``text:``), then each entry of
    ``events:`` (a list of ``{event: KIND, text: TEXT}``)."""
    out = [(str(step["event"]), str(step.get("text", "")))] if "event" in step else []
    more = step.get("events") or []
    if not isinstance(more, list):
        raise ValueError(c_("'events' is a list of {event: KIND, text: TEXT}"))
    for item in more:
        if not isinstance(item, Mapping) or "event" not in item:
            raise ValueError(c_("each entry of 'events' names an event: {event: KIND, "
                                "text: TEXT}"))
        out.append((str(item["event"]), str(item.get("text", ""))))
    return out


def run_file(path: Path) -> ScriptedRun:
    """Play the demo at ``path``; never raises for a demo that goes wrong (``error``)."""
    shown = path.name
    try:
        data = load_yaml_file(path, shown)
        if not isinstance(data, LineDict):
            raise _problem(shown, 1, c_("a demo file is a mapping"))
        run = ScriptedRun(path, _text(data, "name"), description_text(
            _text(data, "description")), _text(data, "rule"))
        game, run.seat_names = _setup(data, shown)
        run.game, run.ruleset = game, game.state.setup.ruleset
        run.start_view, run.start_deciding = game.view_for(None), _deciding(game)
    except (ContentError, ValueError, KeyError) as exc:
        return ScriptedRun(path, path.stem, "", "", error=str(exc))
    names = {n: i for i, n in enumerate(run.seat_names)}
    seen = 0  # the first step also sees what the game's start announced (turn 1)
    steps = data.get("steps") or []
    for n, step in enumerate(steps if isinstance(steps, list) else [], start=1):
        if not isinstance(step, dict):
            run.error = c_("step {n} is not a mapping").format(n=n)
            break
        say = _text(step, "say")
        beat = Beat(Msg(say) if say else "", _text(step, "rule"), "", [])
        try:
            if "auto" in step:
                seat = names.get(str(step.get("seat"))) if "seat" in step else None
                turn = step.get("turn")
                made = _auto(game, str(step["auto"]), str(step.get("until", "")), seat,
                             turn if isinstance(turn, int) else None)
                beat.choice = c_("{agent} plays {n} decisions").format(agent=step["auto"],
                                                                        n=made)
            elif "pick" in step:
                beat.choice = _pick(game, str(step["pick"]))
                beat.checks.append((c_("pick '{text}'").format(text=step["pick"]), True, ""))
            new = game.state.events[seen:]
            for kind, text in _expected(step):
                ok = any(e.kind == kind and text.lower() in _english(e.text).lower()
                         for e in new)
                label = c_("event {kind} '{text}'").format(kind=kind, text=text)
                beat.checks.append((label, ok, "" if ok else c_("not among the events")))
        except ValueError as exc:
            run.error = c_("step {n}: {why}").format(n=n, why=exc)
            break
        beat.events = list(game.state.events[seen:])
        beat.view, beat.deciding = game.view_for(None), _deciding(game)
        seen = len(game.state.events)
        run.beats.append(beat)
    return run


def read_header(path: Path) -> ScriptedRun:
    """A demo's title, description, rule and ruleset, read without playing it (a demo list);
    a file that cannot be read gives its stem and the error."""
    try:
        data = load_yaml_file(path, path.name)
    except ContentError as exc:
        return ScriptedRun(path, path.stem, "", "", error=str(exc))
    if not isinstance(data, Mapping):
        return ScriptedRun(path, path.stem, "", "", error=c_("a demo file is a mapping"))
    return ScriptedRun(path, _text(data, "name") or path.stem,
                       description_text(_text(data, "description")), _text(data, "rule"),
                       ruleset=_text(data, "ruleset"))


def demo_files(folder: Path) -> list[Path]:
    """The demo files of a folder, in teaching order."""
    return sorted(p for p in folder.glob("*.yaml") if not p.name.startswith("_"))


def ruleset_demos() -> Iterator[tuple[str, Path]]:
    """Every scripted demo of every registered ruleset that declares them, with its id."""
    from rage_tui.content.plugins import folder
    from rage_tui.rulesets import plugins

    for rid, declared in plugins().items():
        if declared.demo_runner and declared.demos:
            for path in demo_files(folder(declared.demos)):
                yield rid, path


def walkthrough(run: ScriptedRun) -> str:
    """The narrated demo as plain text."""
    import textwrap

    lines = [render(Msg(run.title)) if run.title else run.path.stem]
    if run.description:
        lines += textwrap.wrap(render(Msg(run.description)), 96)
    if run.rule:
        lines.append(c_("Rule: {rule}").format(rule=run.rule))
    for i, b in enumerate(run.beats, start=1):
        lines.append("")
        if b.say:
            lines += textwrap.wrap(render(b.say), 96, initial_indent=f"{i}. ",
                                   subsequent_indent="   ")
        if b.choice:
            lines.append(f"   > {b.choice}")
        lines += [f"     | {render(e.text)}" for e in b.events if e.seats is None]
        for label, ok, detail in b.checks:
            lines.append(f"   {c_('ok') if ok else c_('FAIL'):<4} {label}" +
                         ("" if ok else f" ({detail})"))
        if b.rule:
            lines.append("   " + c_("[rule: {rule}]").format(rule=b.rule))
    if run.error:
        lines += ["", c_("The demo stopped: {why}").format(why=run.error)]
    return "\n".join(lines)
