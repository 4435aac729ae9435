"""Playing open-play cards and combat events, and resolving juntas (v0.2 "Open Play cards")."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import event
from rage_tui.i18n import Later, later
from rage_tui.rulesets.rage1995 import combat_limits, requirements, upkeep
from rage_tui.rulesets.rage1995 import combat_restricted as restricted
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.combat_state import combat_only
from rage_tui.rulesets.rage1995.effects.countering import offer_cancel
from rage_tui.rulesets.rage1995.effects.language import (
    LANGUAGE,
    Ctx,
    candidates,
    conditions_hold,
    in_combat,
    run,
)
from rage_tui.rulesets.rage1995.effects.open_gates import (
    IN_COMBAT,
    OUT_OF_COMBAT,
    could_use,
    gate_of,
    gate_table,
    shut,
)
from rage_tui.rulesets.rage1995.effects.resolving import resolve_played
from rage_tui.rulesets.rage1995.gift_access import may_use_gift
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.tied import tied_up
from rage_tui.rulesets.rage1995.zones import in_play_cids, note_combat_play

NONE: Final = -1


def _users(g: GameState, seat: int, card: CardDef, window: str, iid: int = NONE,
           checks: tuple[str, ...] = (), pack: list[Creature] | None = None) -> list[int | None]:
    """Creatures that may play ``card`` now (None: the player plays it, e.g. an event).
    ``checks``: cheap conditions on the user (of card instance ``iid``) that must hold too,
    looked at before anything else (see :func:`_user_checks`); ``pack``: the seat's
    :func:`creatures.pack_creatures`, when already at hand."""
    t = card.type
    if t == CardType.EVENT:
        if card.subtype == "lunar" and window != "Redraw Phase":
            return []
        return [None]
    if t == CardType.COMBAT_EVENT:
        if g.combat is None or window not in ("Beginning of combat", "Between rounds",
                                               "Pre-combat"):
            return []
        pre = any(e.when == "pre-combat" for e in card.effects)
        if pre != (window == "Pre-combat"):
            return []
        return [c.iid for c in (cr.pack_creatures(g, seat) if pack is None else pack)
                if in_combat(g, c.iid)
                and _user_checks(g, iid, seat, c, checks)
                and requirements.meets_requires(g, c, card) and not combat_only(c)
                # Nexus Crawler: no choosing combat events once the first round began
                and not combat_limits.random_by_foes(g, g.combat, c)]
    out: list[int | None] = []
    for c in cr.pack_creatures(g, seat) if pack is None else pack:
        if c.dead or (c.away and t in (CardType.TOTEM,)) or combat_only(c):
            continue
        if could_use(g, c, card) and (not checks or _user_checks(g, iid, seat, c, checks)) \
                and _can_use(g, c, card):
            out.append(c.iid)
    if t == CardType.GIFT and g.combat is not None:
        out.extend(_prey_gift_users(g, seat, card, iid, checks))
    return out


def _user_checks(g: GameState, iid: int, seat: int, c: Creature,
                 checks: tuple[str, ...]) -> bool:
    """The cheap conditions ``checks`` on ``c`` as the user of card ``iid`` hold (they are
    among the card's timing conditions, so :func:`_timing_ok` would refuse ``c`` anyway)."""
    if not checks:
        return True
    ctx = Ctx(iid, seat, c.iid)
    for name in checks:  # noqa: SIM110
        if not LANGUAGE.holds(g, ctx, name):
            return False
    return True


def _prey_gift_users(g: GameState, seat: int, card: CardDef, iid: int = NONE,
                     checks: tuple[str, ...] = ()) -> list[int | None]:
    """Prey use gifts they meet the requirements of, only during a combat (they need not be in
    it); any player may play a gift for them, except a player with creatures fighting that
    prey (v0.2 "Prey: Enemies and Victims")."""
    cs = g.combat
    mine = {i for i in cs.attackers + cs.defenders if i in g.creatures
            and g.creatures[i].controller == seat} if cs is not None else set()
    out: list[int | None] = []
    for prey_iid in g.hunting:
        prey = g.creatures.get(prey_iid)
        if prey is None or prey.dead or not could_use(g, prey, card) \
                or not _user_checks(g, iid, seat, prey, checks) or not _can_use(g, prey, card):
            continue
        if mine and cs is not None and (prey_iid in cs.attackers + cs.defenders):
            continue  # fighting this prey: you may not play its gifts
        out.append(prey_iid)
    return out


def _can_use(g: GameState, c: Creature, card: CardDef) -> bool:
    if absent(g, c):  # set aside out of play (Blossom): no card is played by or on it
        return False
    t = card.type
    if t == CardType.GIFT:  # requirements first: most creatures can never use most gifts
        return c.frenzy is None and may_use_gift(g, c, card) and not tied_up(g, c)
    if t in (CardType.ACTION, CardType.RITE) and tied_up(g, c):
        return False  # playing these is an action (v0.2 FAQ)
    is_char = cr.is_character(g, c)
    gathered = c.controller is not None and upkeep.gathered_totem(g, c.controller, card)
    if gathered and c.controller is not None and any(
            g.cards[r].cid == card.id for r in g.player(c.controller).resources):
        return False  # Caern of the Painted Sands: one copy of each totem
    if not gathered and not requirements.meets_requires(g, c, card):
        return False
    if t == CardType.RITE:
        classes = cr.creature_classes_of(g, c)
        ok_class = bool(classes & (kw.SHAPESHIFTERS | {"cultist"})) or "cults" in \
            cr.cdef(g, c).keywords
        return is_char and ok_class and g.combat is None and cr.renown(g, c) >= (
            card.renown_req or 0)
    if t == CardType.ACTION:
        return is_char
    if t == CardType.PAST_LIFE:
        return is_char and kw.is_garou(cr.cdef(g, c).keywords) and not any(
            g.card(a).type == CardType.PAST_LIFE and g.card(a).id == card.id
            for a in c.attached)
    if t == CardType.TOTEM:
        return is_char
    if t == CardType.QUEST:
        return not any(g.card(a).type == CardType.QUEST for a in c.attached)
    return False


def _in_play_ids(g: GameState) -> set[str]:
    return in_play_cids(g)


def open_play_options(g: GameState, seat: int, window: str,
                      pack: list[Creature] | None = None) -> list[Option]:
    """Every card ``seat`` may play in this open-play window, with user and target. Cards
    that only redirect blows are played when a blow is about to land, not here. ``pack``:
    the seat's :func:`creatures.pack_creatures`, when already at hand."""
    p = g.player(seat)
    if p.out:
        return []
    fighting = g.combat is not None
    hand = p.sept_hand + p.combat_hand if fighting else p.sept_hand
    cards = g.cards
    gates = gate_table(g)
    after_bluffs = window == "After bluffs"
    elsewhen = OUT_OF_COMBAT if fighting else IN_COMBAT  # the gates ruled out now
    out: list[Option] = []
    in_play = None
    known: dict[str, list[int | None]] | None = None  # users by card id
    for iid in hand:
        cid = cards[iid].cid
        gt = gates.get(cid)
        if gt is None:
            gt = gates[cid] = gate_of(g.defs[cid])
        # ruled out by the card alone (open_gates.py); after-bluffs cards are played then,
        # and only then (Distractions)
        if not gt.open or gt.after_bluffs != after_bluffs or gt.combat == elsewhen:
            continue
        card = gt.card
        if card.restricted and card.id in p.played_restricted:
            continue
        if (gt.played is not None or gt.seat_conds) and shut(g, seat, iid, gt):
            continue
        if card.unique or card.type == CardType.PAST_LIFE:
            in_play = in_play if in_play is not None else _in_play_ids(g)
            if card.id in in_play:
                continue
        if pack is None:
            pack = cr.pack_creatures(g, seat)
        # a second copy of a card in hand has the same users: they depend on the card id,
        # never on the copy (the user checks read no ``ctx.card``), and nothing changes
        # while listing
        users = known.get(card.id) if known is not None else None
        if users is None:
            users = _users(g, seat, card, window, iid, gt.user_checks, pack)
            if known is None:
                known = {}
            known[card.id] = users
        if not users:
            continue
        spec = gt.spec
        by_hand: str | Later | None = None
        for user in users:
            ctx = Ctx(iid, seat, user)
            if not _timing_ok(g, ctx, card) or restricted.used_up(g, seat, user, card):
                continue
            targets = candidates(g, ctx, spec) if spec is not None else [NONE]
            if not targets:
                continue
            if by_hand is None:
                by_hand = "" if gt.done else later(" (resolve by hand)")
            # (the label's parts are made with it, when it is read: most listings never are)
            who = (later("{user} plays ", user=g.name(user)) if user is not None
                   else later("Play "))
            for t in targets:
                on = (later(" on {t}", t=g.name(t)) if t != NONE else "")
                out.append(option("{who}{card}{on}{by_hand}",
                                  Choice("play", (iid, NONE if user is None else user, t)),
                                  card.id, who=who, card=card.name, on=on, by_hand=by_hand))
    return out


def _timing_ok(g: GameState, ctx: Ctx, card: CardDef) -> bool:
    """The ``if`` conditions of the card's ``played`` (or ``pre-combat``) effects hold, and
    those of its ``static`` effects too: on a card that stays on its user (a personal totem),
    they say who may take it (Bull: a Gaia Garou)."""
    for e in card.effects:
        if e.when in ("played", "pre-combat", "after-bluffs") and not conditions_hold(g, ctx, e):
            return False
        if e.when == "static" and e.param("if") and not conditions_hold(g, ctx, e):
            return False
    return True


def play_open(g: GameState, seat: int, choice: Choice, window: str) -> bool:
    """Play the chosen card: carry out its effects, then place it as its type says."""
    if choice.kind != "play" or len(choice.args) != 3:
        return False
    iid, user, target = (int(a) for a in choice.args)
    p = g.player(seat)
    card = g.card(iid)
    hand = p.combat_hand if card.type == CardType.COMBAT_EVENT else p.sept_hand
    if iid not in hand:
        raise IllegalChoiceError(f"{card.name} is not in your hand")
    if restricted.used_up(g, seat, None if user == NONE else user, card):
        raise IllegalChoiceError(f"{card.name} is Combat Restricted: this side has played one")
    hand.remove(iid)
    if hand is p.combat_hand:
        note_combat_play(g, seat)
    if card.restricted:
        p.played_restricted.add(card.id)
    restricted.note_played(g, seat, None if user == NONE else user, card)
    ctx = Ctx(iid, seat, None if user == NONE else user, None if target == NONE else target)
    who = (later("{user} plays", user=g.name(user)) if user != NONE
           else later("{player} plays", player=p.name))
    on = (later(" on {target}", target=g.name(target)) if target != NONE else "")
    g.emit(event("played", "{who} {card}{on}", {"who": who, "card": card.name, "on": on},
                 "v0.2 Open Play cards", seat=seat, card=iid, user=ctx.user, target=ctx.target))
    timing = {"Pre-combat": "pre-combat", "After bluffs": "after-bluffs"}.get(window, "played")
    if not offer_cancel(g, ctx, timing):
        resolve_played(g, ctx, timing)
    return True


def resolve_junta(g: GameState, junta_iid: int, seat: int, caller: int,
                  target: int | None = None) -> bool:
    """Carry out a passed junta. Returns True when the card stayed somewhere (a victory
    pile) instead of going to the discard pile."""
    card = g.card(junta_iid)
    ctx = Ctx(junta_iid, seat, caller, target)
    run(g, ctx, "passed")
    if ctx.consumed:
        return True
    if card.vp and not card.effects:
        g.player(seat).victory.append(junta_iid)
        return True
    return False
