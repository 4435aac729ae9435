"""The scenario runner shared by ``rage-tui scenario run``, the tests and the rules demos."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rage_tui.content.library import CardLibrary
from rage_tui.content.scenario import (
    AttachedModel,
    CreatureModel,
    DeckStepModel,
    ExpectModel,
    ScenarioModel,
    StepModel,
    load_scenario,
)
from rage_tui.content.texts import c_, cN_
from rage_tui.engine.choices import Decision, Option
from rage_tui.engine.decks import DeckList
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.engine.state import CardInst, SeatSetup, Setup, Variants
from rage_tui.i18n import language, render
from rage_tui.rulesets import get_ruleset
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.position import (
    CreatureSpec,
    DamageSpec,
    Position,
    SeatZones,
    build_position,
)
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod, rage_state
from rage_tui.scenario_kinds import (
    Asked,
    check_never_asked,
    check_option,
    check_order,
    run_deck_step,
    run_random,
)

STAT_WORDS = {"rage": cN_("rage"), "gnosis": cN_("gnosis"), "health": cN_("health"),
              "renown": cN_("renown")}
"""The statistics a scenario expects, as its checks name them."""


class ScenarioError(Exception):
    """The scenario cannot go on (a step matches no option, a name is unknown ...)."""


@dataclass
class Check:
    """One expectation and whether it held."""

    label: str
    ok: bool
    detail: str = ""


@dataclass
class Beat:
    """One narrated step (for demos): what was said, the choice, and the events it caused."""

    say: str
    rule: str
    choice: str
    events: list[Event]


@dataclass
class ScenarioResult:
    """Everything a scenario run produced."""

    name: str
    checks: list[Check] = field(default_factory=list)
    beats: list[Beat] = field(default_factory=list)
    error: str | None = None
    game: Game | None = None
    asked: Asked = field(default_factory=Asked)

    @property
    def passed(self) -> bool:
        """No error and every check held."""
        return self.error is None and all(c.ok for c in self.checks)


def _seat_index(model: ScenarioModel, name: str) -> int:
    for i, s in enumerate(model.seats):
        if s.name == name:
            return i
    raise ScenarioError(c_("no seat named '{name}'").format(name=name))


def build_game(model: ScenarioModel, lib: CardLibrary) -> Game:
    """Lay out the scenario's position and start the engine there."""
    seats = []
    zones = []
    creatures: list[CreatureSpec] = []
    models: list[CreatureModel | None] = []
    for i, s in enumerate(model.seats):
        pack = [p if not isinstance(p, str) else None for p in s.pack]
        ids = [p if isinstance(p, str) else p.card for p in s.pack]
        deck = DeckList(s.name, s.allegiance, tuple(ids), (), ())
        seats.append(SeatSetup(s.name, deck, s.agent))
        zones.append(SeatZones(tuple(s.sept_deck), tuple(s.combat_deck), tuple(s.sept_hand),
                               tuple(s.combat_hand), tuple(s.sept_discard),
                               tuple(s.combat_discard), tuple(s.victory), tuple(s.resources)))
        for cid, pspec in zip(ids, pack, strict=True):
            models.append(pspec)
            if pspec is None:
                creatures.append(CreatureSpec(cid, i, i))
            else:
                creatures.append(CreatureSpec(
                    cid, i, i, pspec.crinos, pspec.umbra,
                    tuple(DamageSpec(d.card, d.value, None if d.owner is None else
                                     _seat_index(model, d.owner), d.aggravated)
                          for d in pspec.damage), _attached(model, pspec.attached)))
    for prey in model.hunting:
        models.append(prey)
        owner = _seat_index(model, prey.owner)
        creatures.append(CreatureSpec(
            prey.card, None, owner, prey.crinos, prey.umbra,
            tuple(DamageSpec(d.card, d.value, None if d.owner is None else
                             _seat_index(model, d.owner), d.aggravated) for d in prey.damage),
            _attached(model, prey.attached)))
    for spec in creatures:
        if spec.card not in lib.cards:
            raise ScenarioError(c_("unknown card '{card}'").format(card=spec.card))
    setup = Setup(tuple(seats), model.seed, model.renown_level, Variants(**model.variants),
                  ruleset=model.ruleset)
    pos = Position(tuple(zones), tuple(creatures), model.turn, model.phase)
    try:
        state = build_position(setup, lib.cards, pos)
    except Exception as exc:
        raise ScenarioError(str(exc)) from None
    for c, cm in zip(list(state.creatures.values()), models, strict=True):
        if cm is not None:
            _in_force(state, model, c, cm)
    return Game(setup, lib.cards, get_ruleset(setup.ruleset), state=state,
                start_phase=model.phase)


def _attached(model: ScenarioModel, items: list[AttachedModel | str]
              ) -> tuple[str | tuple[str, int], ...]:
    """Attached cards: an id (owned by the creature's owner) or a card owned by a named seat."""
    return tuple(a if isinstance(a, str) else (a.card, _seat_index(model, a.owner))
                 for a in items)


def _in_force(g: GameState, model: ScenarioModel, c: Creature, cm: CreatureModel) -> None:
    """Modifiers and a frenzy already in force when the position starts."""
    from rage_tui.rulesets.rage1995 import creatures as cr

    owner = g.cards[c.iid].owner
    for m in cm.mods:
        source = None
        if m.card is not None:
            if m.card not in g.defs:
                raise ScenarioError(c_("unknown card '{card}' in the mods of {creature}").format(
                    card=m.card, creature=cm.card))
            attached = [a for a in c.attached if g.cards[a].cid == m.card]
            if attached:
                source = attached[0]
            else:
                seat = owner if m.owner is None else _seat_index(model, m.owner)
                source = max(g.cards) + 1
                g.cards[source] = CardInst(source, m.card, seat)
                p = g.player(seat)
                pile = p.combat_discard if g.defs[m.card].type in (
                    CardType.COMBAT_ACTION, CardType.COMBAT_EVENT) else p.sept_discard
                pile.append(source)
        c.mods.append(Mod(m.stat, m.amount, m.until, source))
    if cm.frenzy is not None:
        if cm.frenzy == "full" and g.card(c.iid).crinos is not None:
            c.crinos = True
        c.frenzy = cm.frenzy
        c.frenzy_drawn = cm.frenzy_drawn
        if cm.frenzy == "full":
            c.hack_level = cr.health(g, c) + cr.rage(g, c)


def _default(d: Decision) -> Option | None:
    for o in d.options:
        if o.choice.kind in ("done", "pass"):
            return o
    if len(d.options) == 1:
        return d.options[0]
    return None


def _match(g: GameState, d: Decision, step: StepModel) -> Option:
    if step.pick is not None:
        found = [o for o in d.options if step.pick.lower() in str(o.label).lower()]
    else:
        found = [o for o in d.options if o.choice.kind == step.kind]
        if step.card is not None:
            found = [o for o in found if o.card == step.card
                     or (step.card == "null" and o.card is None)]
        if step.target is not None:
            found = [o for o in found if step.target.lower() in str(o.label).lower()]
    if len(found) > 1 and len({(o.card, o.label) for o in found}) == 1:
        found = found[:1]  # copies of the same card: any one of them will do
    if len(found) != 1:
        labels = "; ".join(render(o.label) for o in d.options)
        what = step.pick or f"{step.kind} {step.card or ''} {step.target or ''}".strip()
        how = (c_("step '{what}' matches no option of '{prompt}' ({labels})") if not found
               else c_("step '{what}' matches several options of '{prompt}' ({labels})"))
        raise ScenarioError(how.format(what=what, prompt=render(d.prompt), labels=labels))
    return found[0]


def _find_creatures(g: GameState, model: ScenarioModel, ref: str) -> list[int]:
    cid, _, owner = ref.partition("@")
    out = []
    for iid, _c in g.creatures.items():
        if g.cards[iid].cid != cid:
            continue
        if owner and g.cards[iid].owner != _seat_index(model, owner):
            continue
        out.append(iid)
    return out


def _zones_of(g: GameState, model: ScenarioModel, ref: str) -> list[str]:
    from rage_tui.engine.game import zone_census

    cid, _, owner = ref.partition("@")
    census = zone_census(g)
    out = []
    for iid, places in census.items():
        inst = g.cards[iid]
        if inst.cid != cid or (owner and inst.owner != _seat_index(model, owner)):
            continue
        for place in places:
            out.append(place.split(":", 1)[-1].split("@")[0])
    return out


def _known_card(g: GameState, model: ScenarioModel, ref: str) -> bool:
    cid, _, owner = ref.partition("@")
    return any(inst.cid == cid and (not owner or inst.owner == _seat_index(model, owner))
               for inst in g.cards.values())


def _one(g: GameState, model: ScenarioModel, ref: str) -> Creature | None:
    found = _find_creatures(g, model, ref)
    return g.creatures[found[0]] if found else None


def _check_creatures(g: GameState, model: ScenarioModel, e: ExpectModel) -> Iterator[Check]:
    """Effective statistics, frenzies and who is fighting in the combat."""
    from rage_tui.rulesets.rage1995 import creatures as cr
    from rage_tui.rulesets.rage1995.view import creature_view

    for ref, want in (e.stats or {}).items():
        c = _one(g, model, ref)
        got = {} if c is None else {
            "rage": cr.rage(g, c), "gnosis": cr.gnosis(g, c), "health": cr.health(g, c),
            "renown": cr.renown(g, c)}
        # what the screens and bots read: the (cached) view of the creature
        seen = {} if c is None else {k: getattr(creature_view(g, c), k) for k in got}
        shown = ", ".join(f"{c_(STAT_WORDS[k])} {v}" for k, v in want.items())
        yield Check(c_("{card} has {stats}").format(card=ref, stats=shown), c is not None and all(
            got[k] == v and seen[k] == v for k, v in want.items()),
            c_("not in play") if c is None else ", ".join(
                f"{c_(STAT_WORDS[k])} {got[k]}" + (c_(" (its view shows {n})").format(n=seen[k])
                                                    if seen[k] != got[k] else "")
                for k in want))
    for ref, kind in (e.frenzy or {}).items():
        c = _one(g, model, ref)
        now = "not in play" if c is None else (c.frenzy or "none")
        label = (c_("{card} is in a {kind} frenzy").format(card=ref, kind=kind) if kind != "none"
                 else c_("{card} is not frenzied").format(card=ref))
        yield Check(label, now == kind, c_("is {now}").format(
            now=c_("not in play") if c is None else now))
    cs = g.combat
    fighters = set(cs.attackers + cs.defenders) if cs is not None else set()
    for ref in e.in_combat or []:
        found = _find_creatures(g, model, ref)
        yield Check(c_("{card} is in the combat").format(card=ref),
                    any(i in fighters for i in found),
                    c_("no combat under way") if cs is None else c_("not fighting"))
    for ref in e.not_in_combat or []:
        found = _find_creatures(g, model, ref)
        yield Check(c_("{card} is not in the combat").format(card=ref),
                    not any(i in fighters for i in found), c_("it is fighting"))


def check(g: Game, model: ScenarioModel, e: ExpectModel, events: list[Event],
          asked: Asked | None = None) -> Iterator[Check]:
    """Evaluate one expectation (``asked``: the decisions of the run so far, for
    ``never_asked``)."""
    st = rage_state(g.state)
    if e.event is not None or (e.text is not None and e.no_event is None):
        hits = [ev for ev in events if (e.event is None or ev.kind == e.event)
                and (e.text is None or e.text.lower() in str(ev.text).lower())]
        # the file's words are English; another language quotes the event that matched them
        quoted = render(hits[0].text) if hits and language() != "en" else e.text
        label = (c_("event {kind} mentioning '{text}'") if e.text else c_("event {kind}")).format(
            kind=e.event or "*", text=quoted)
        yield Check(label, bool(hits), render(hits[0].text) if hits else c_("no such event"))
    if e.no_event is not None:
        hits = [ev for ev in events if ev.kind == e.no_event
                and (e.text is None or e.text.lower() in str(ev.text).lower())]
        yield Check(c_("no event {kind}").format(kind=e.no_event), not hits,
                    render(hits[0].text) if hits else "")
    if e.vp:
        from rage_tui.rulesets.rage1995.zones import total_vp

        for name, want in e.vp.items():
            got = total_vp(st, _seat_index(model, name))
            yield Check(c_("{player} has {n} VP").format(player=name, n=want), got == want,
                        c_("has {n}").format(n=got))
    if e.damage:
        for ref, want in e.damage.items():
            found = _find_creatures(st, model, ref)
            dmg = sum(st.creatures[found[0]].dmg_value.values()) if found else None
            yield Check(c_("{card} has {n} damage").format(card=ref, n=want), dmg == want,
                        c_("has {n}").format(n=dmg))
    if e.form:
        from rage_tui.rulesets.rage1995 import creatures as cr

        for ref, want_form in e.form.items():
            found = _find_creatures(st, model, ref)
            now = cr.form(st, st.creatures[found[0]]) if found else c_("not in play")
            yield Check(c_("{card} is in {form} form").format(card=ref, form=want_form),
                        now == want_form, c_("is {now}").format(now=now))
    for ref in e.dead or []:
        found = _find_creatures(st, model, ref)
        known = _known_card(st, model, ref)
        why = ((c_("its body is still in play (dead)") if all(st.creatures[i].dead for i in found)
                else c_("its body is still in play"))
               if found else "" if known else c_("no such card in the game"))
        yield Check(c_("{card} is dead").format(card=ref), known and not found, why)
    for ref in e.alive or []:
        found = _find_creatures(st, model, ref)
        yield Check(c_("{card} is alive").format(card=ref),
                    bool(found) and not all(st.creatures[i].dead for i in found), "")
    yield from _check_creatures(st, model, e)
    for ref, zone in (e.zone or {}).items():
        places = _zones_of(st, model, ref)
        yield Check(c_("{card} is in {zone}").format(card=ref, zone=zone), zone in places,
                    c_("found in {zones}").format(zones=places))
    for name, sizes in (e.hands or {}).items():
        p = st.player(_seat_index(model, name))
        held = [len(p.sept_hand), len(p.combat_hand)]
        yield Check(c_("{player} holds {sept} sept and {combat} combat cards").format(
            player=name, sept=sizes[0], combat=sizes[1]), held == sizes,
            c_("holds {sept} and {combat}").format(sept=held[0], combat=held[1]))
    if e.pending is not None:
        kind = st.pending.kind if st.pending else None
        yield Check(c_("pending decision is {kind}").format(kind=e.pending), kind == e.pending,
                    c_("is {now}").format(now=kind))
    if e.pending_seat is not None:
        who = st.player(st.pending.seat).name if st.pending else None
        yield Check(c_("{player} is deciding").format(player=e.pending_seat),
                    who == e.pending_seat, c_("{player} is").format(player=who))
    if e.winner is not None:
        who = st.player(st.winner).name if st.winner is not None else None
        yield Check(c_("{player} wins").format(player=e.winner), who == e.winner,
                    render(st.result) if st.result else c_("no winner yet"))
    if e.over is not None:
        yield Check(c_("game over is {over}").format(over=e.over), st.over == e.over,
                    render(st.result))
    yield from _check_no_option(g, e)
    yield from _check_count(e, events)
    for label, ok, detail in (*check_option(g, e), *check_order(e, events),
                              *check_never_asked(g, asked or Asked(),
                                                 lambda name: _seat_index(model, name), e)):
        yield Check(label, ok, detail)


def _check_no_option(g: Game, e: ExpectModel) -> Iterator[Check]:
    """``no_option``: the pending decision offers no option of that kind/card/label."""
    ref = e.no_option
    if ref is None:
        return
    d = g.state.pending
    opts = list(d.options) if d is not None else []
    hits = [o for o in opts if (ref.kind is None or o.choice.kind == ref.kind)
            and (ref.card is None or o.card == ref.card)
            and (ref.text is None or ref.text.lower() in str(o.label).lower())]
    what = " ".join(x for x in (ref.kind, ref.card, ref.text) if x) or c_("any")
    where = f"'{render(d.prompt)}'" if d is not None else c_("no pending decision")
    yield Check(c_("no option {what} in {where}").format(what=what, where=where), not hits,
                "; ".join(render(o.label) for o in hits))


def _check_count(e: ExpectModel, events: list[Event]) -> Iterator[Check]:
    """``count``: exactly n events of the kind (and text) happened."""
    c = e.count
    if c is None:
        return
    got = sum(1 for ev in events if ev.kind == c.event
              and (c.text is None or c.text.lower() in str(ev.text).lower()))
    label = (c_("{n} {kind} event(s) mentioning '{text}'") if c.text
             else c_("{n} {kind} event(s)")).format(n=c.n, kind=c.event, text=c.text)
    yield Check(label, got == c.n, c_("{n} happened").format(n=got))


def run_model(model: ScenarioModel, lib: CardLibrary) -> ScenarioResult:
    """Run a loaded scenario."""
    result = ScenarioResult(model.name)
    try:
        game = build_game(model, lib)
    except ScenarioError as exc:
        result.error = str(exc)
        return result
    result.game = game
    try:
        for step in model.steps:
            if isinstance(step, ExpectModel):
                result.checks.extend(check(game, model, step, game.state.events, result.asked))
            elif isinstance(step, DeckStepModel):
                result.checks.extend(Check(*c) for c in run_deck_step(step, model, lib))
            else:
                _run_step(game, model, step, result)
        for e in model.expect:
            result.checks.extend(check(game, model, e, game.state.events, result.asked))
    except ScenarioError as exc:
        result.error = str(exc)
    except IllegalChoiceError as exc:
        result.error = c_("the engine refused a step: {why}").format(why=render(exc.reason))
    if model.random is not None and result.error is None:
        result.checks.extend(Check(*c) for c in run_random(
            model, model.random, lambda m: _random_run(m, lib),
            lambda g, e: [(c.label, c.ok) for c in check(g, model, e, g.state.events)]))
    return result


def _random_run(model: ScenarioModel, lib: CardLibrary) -> tuple[Game | None, str | None]:
    """One run of a ``random`` scenario's steps under another seed."""
    run = run_model(model, lib)
    return run.game, run.error


def run_step(game: Game, model: ScenarioModel, step: StepModel, result: ScenarioResult) -> None:
    """Play one scripted step (an answer, or auto-passing); record it as a beat."""
    _run_step(game, model, step, result)


def _run_step(game: Game, model: ScenarioModel, step: StepModel, result: ScenarioResult) -> None:
    st = rage_state(game.state)
    if step.mark is not None:
        result.asked.marks[step.mark] = len(result.asked.kinds)
        if step.pick is None and step.kind is None and step.auto is None:
            return
    if step.auto is not None:
        start = len(st.events)
        for _ in range(10_000):
            d = st.pending
            if d is None or (step.until is not None and d.kind == step.until):
                break
            if step.until_phase is not None and st.phase == step.until_phase:
                break
            opt = _default(d)
            if opt is None:
                if step.until is None and step.until_phase is None:
                    break
                raise ScenarioError(c_("auto-pass cannot answer '{prompt}' (before reaching "
                                       "{goal})").format(prompt=render(d.prompt),
                                                         goal=step.until or step.until_phase))
            result.asked.note(d)
            game.apply(opt.choice)
        if step.say:
            result.beats.append(Beat(step.say, step.rule or "", c_("(passes)"),
                                     st.events[start:]))
        return
    d = st.pending
    if d is None:
        raise ScenarioError(c_("the game is over but the scenario has more steps"))
    if step.seat is not None and st.player(d.seat).name != step.seat:
        raise ScenarioError(c_("expected a decision of {player}, but {other} is deciding "
                               "'{prompt}'").format(player=step.seat, other=st.player(d.seat).name,
                                                    prompt=render(d.prompt)))
    opt = _match(st, d, step)
    start = len(st.events)
    result.asked.note(d)
    game.apply(opt.choice)
    result.beats.append(Beat(step.say or "", step.rule or d.rule, f"{st.player(d.seat).name}: "
                             f"{render(opt.label)}", st.events[start:]))


def run_file(path: Path, base: CardLibrary, ruleset: str | None = None) -> ScenarioResult:
    """Load and run one scenario file (``ruleset``: play it under that ruleset instead of
    the one the file names)."""
    model, lib = load_scenario(path, base)
    if ruleset is not None:
        model = model.model_copy(update={"ruleset": ruleset})
    return run_model(model, lib)


__all__ = ["CardType", "ScenarioResult", "run_file", "run_model"]
