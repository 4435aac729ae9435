"""The scenario expectations that look past one moment of the game: an option that is offered,
a decision kind never asked since a mark, events in order, a ``deck`` step that runs the
ruleset's deck check, and ``random`` expectations run over many seeds (docs/scenarios.md).

Nothing here knows a game's rules: decisions, options and events are the core's; the deck
check is asked of the ruleset (:func:`ruleset_deck_problems`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rage_tui.content.library import CardLibrary
from rage_tui.content.scenario import (
    DeckModel,
    DeckStepModel,
    EventRefModel,
    ExpectModel,
    OptionRefModel,
    RandomModel,
    ScenarioModel,
)
from rage_tui.content.texts import c_
from rage_tui.engine.choices import Decision, Option
from rage_tui.engine.decks import DeckList
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.i18n import render


@dataclass
class Asked:
    """The decisions a scenario run has been asked, in order (kind and seat), and its named
    marks (a mark: how many had been asked when the run passed it)."""

    kinds: list[tuple[str, int]] = field(default_factory=list)
    marks: dict[str, int] = field(default_factory=dict)

    def note(self, d: Decision) -> None:
        """``d`` was asked (and is about to be answered)."""
        self.kinds.append((d.kind, d.seat))


def _matches(o: Option, ref: OptionRefModel) -> bool:
    return ((ref.kind is None or o.choice.kind == ref.kind)
            and (ref.card is None or o.card == ref.card)
            and (ref.text is None or ref.text.lower() in str(o.label).lower()))


def check_option(game: Game, e: ExpectModel) -> Iterator[tuple[str, bool, str]]:
    """``option``: the pending decision offers an option of that kind / card / label text."""
    ref = e.option
    if ref is None:
        return
    d = game.state.pending
    opts = list(d.options) if d is not None else []
    hits = [o for o in opts if _matches(o, ref)]
    what = " ".join(x for x in (ref.kind, ref.card, ref.text) if x) or c_("any")
    where = f"'{render(d.prompt)}'" if d is not None else c_("no pending decision")
    yield (c_("option {what} in {where}").format(what=what, where=where), bool(hits),
           "; ".join(render(o.label) for o in opts) if not hits else render(hits[0].label))


def check_never_asked(game: Game, asked: Asked, seat_of: Callable[[str], int],
                      e: ExpectModel) -> Iterator[tuple[str, bool, str]]:
    """``never_asked``: no decision of the kind (of the seat) since the mark, the decision
    pending now included."""
    ref = e.never_asked
    if ref is None:
        return
    if ref.since is not None and ref.since not in asked.marks:
        yield (c_("never asked {kind} since {mark}").format(kind=ref.kind, mark=ref.since),
               False, c_("no mark named '{mark}' before this point").format(mark=ref.since))
        return
    start = asked.marks.get(ref.since, 0) if ref.since is not None else 0
    seen = list(asked.kinds[start:])
    d = game.state.pending
    if d is not None:
        seen.append((d.kind, d.seat))
    seat = seat_of(ref.seat) if ref.seat is not None else None
    hits = [k for k, s in seen if k == ref.kind and (seat is None or s == seat)]
    label = (c_("never asked {kind} since {mark}").format(kind=ref.kind, mark=ref.since)
             if ref.since else c_("never asked {kind}").format(kind=ref.kind))
    yield (label, not hits, c_("asked {n} time(s)").format(n=len(hits)) if hits else "")


def _event_ref(item: EventRefModel | str) -> EventRefModel:
    return EventRefModel(event=item) if isinstance(item, str) else item


def check_order(e: ExpectModel, events: Sequence[Event]) -> Iterator[tuple[str, bool, str]]:
    """``order``: the listed events happened in this order (others may come between)."""
    if e.order is None:
        return
    refs = [_event_ref(i) for i in e.order]
    names = ", ".join(r.event + (f" '{r.text}'" if r.text else "") for r in refs)
    k = 0
    for ev in events:
        if k >= len(refs):
            break
        want = refs[k].text
        if ev.kind == refs[k].event and (want is None or want.lower() in str(ev.text).lower()):
            k += 1
    missing = refs[k] if k < len(refs) else None
    detail = "" if missing is None else c_("no {kind} after the ones before it").format(
        kind=missing.event + (f" '{missing.text}'" if missing.text else ""))
    yield c_("events in order: {names}").format(names=names), missing is None, detail


def deck_from(model: DeckModel, ruleset: str) -> DeckList:
    """The decklist a ``deck`` step describes. Each section entry is ``id`` or ``id xN``."""
    counted: dict[str, list[tuple[str, int]]] = {}
    for section, entries in model.sections.items():
        rows: list[tuple[str, int]] = []
        for entry in entries:
            cid, _, times = entry.partition(" x")
            n = int(times) if times.strip().isdigit() else 1
            if rows and rows[-1][0] == cid.strip():
                rows[-1] = (rows[-1][0], rows[-1][1] + n)
            else:
                rows.append((cid.strip(), n))
        counted[section] = rows
    known = {"pack", "sept", "combat"}
    if set(counted) - known:
        raise ValueError(c_("a deck of this ruleset has the sections {known}, not {other}")
                         .format(known=", ".join(sorted(known)),
                                 other=", ".join(sorted(set(counted) - known))))
    from rage_tui.engine.cards import Allegiance

    allegiance = Allegiance(model.fields.get("allegiance", "gaia"))
    pack = tuple(cid for cid, n in counted.get("pack", []) for _ in range(n))
    return DeckList(model.name, allegiance, pack, tuple(counted.get("sept", [])),
                    tuple(counted.get("combat", [])), ruleset=ruleset)


def ruleset_deck_problems(ruleset: str, deck: DeckList, lib: CardLibrary,
                          options: Mapping[str, Any]) -> list[str]:
    """The ruleset's deck check (its plugin's ``check_deck`` or ``deck_problems``, asked
    through the registry): the construction problems of ``deck`` under the game ``options``,
    in words."""
    from rage_tui.rulesets.registry import plugin

    return [render(p) for p in plugin(ruleset).deck_check(deck, lib.cards, dict(options))]


def run_deck_step(step: DeckStepModel, model: ScenarioModel,
                  lib: CardLibrary) -> Iterator[tuple[str, bool, str]]:
    """A ``deck`` step: every listed problem is found and no other one."""
    try:
        deck = deck_from(step.deck, model.ruleset)
    except ValueError as exc:
        yield c_("deck '{name}' can be built").format(name=step.deck.name), False, str(exc)
        return
    found = ruleset_deck_problems(model.ruleset, deck, lib, step.options)
    for want in step.problems:
        hit = [p for p in found if want.lower() in p.lower()]
        yield (c_("deck '{name}': problem '{text}'").format(name=deck.name, text=want),
               bool(hit), hit[0] if hit else "; ".join(found) or c_("the deck is legal"))
    extra = [p for p in found if not any(w.lower() in p.lower() for w in step.problems)]
    yield (c_("deck '{name}' has no other problem").format(name=deck.name), not extra,
           "; ".join(extra))


RunCheck = Callable[[Game, ExpectModel], list[tuple[str, bool]]]


def run_random(model: ScenarioModel, rnd: RandomModel,
               run: Callable[[ScenarioModel], tuple[Game | None, str | None]],
               check: RunCheck) -> Iterator[tuple[str, bool, str]]:
    """``random``: play the steps under each seed; each outcome must hold in some run and
    every run must show one of them."""
    seeds = list(range(1, rnd.seeds + 1)) if isinstance(rnd.seeds, int) else list(rnd.seeds)
    held: list[list[int]] = [[] for _ in rnd.outcomes]
    unmatched: list[str] = []
    labels = [""] * len(rnd.outcomes)
    for seed in seeds:
        game, error = run(model.model_copy(update={"seed": seed, "random": None}))
        if game is None or error is not None:
            unmatched.append(c_("seed {seed}: {why}").format(seed=seed, why=error))
            continue
        any_held = False
        for i, outcome in enumerate(rnd.outcomes):
            results = check(game, outcome)
            labels[i] = labels[i] or " / ".join(label for label, _ in results)
            if results and all(ok for _, ok in results):
                held[i].append(seed)
                any_held = True
        if not any_held:
            unmatched.append(c_("seed {seed}").format(seed=seed))
    for i, seeds_held in enumerate(held):
        yield (c_("random outcome '{what}' happens").format(what=labels[i]), bool(seeds_held),
               c_("in {n} of {total} runs").format(n=len(seeds_held), total=len(seeds)))
    yield (c_("every one of {total} runs shows a listed outcome").format(total=len(seeds)),
           not unmatched, "; ".join(unmatched))
