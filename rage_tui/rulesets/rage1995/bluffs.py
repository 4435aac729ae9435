"""Reveal and establish-bluff steps of a combat round (v0.2 "Combat Rounds", "Bluff Step
Options"): face-down cards are turned up, illegal plays and bluffs are found and settled."""

from __future__ import annotations

from rage_tui.engine.commit import NULL_CARD
from rage_tui.engine.events import event, revealed_slot_later
from rage_tui.engine.words import card_type_word
from rage_tui.i18n import joined_later, later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements, worth
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_limits import rage_against, rage_caps
from rage_tui.rulesets.rage1995.combat_state import (
    NULL,
    RULE_BLUFF,
    CombatState,
    Slot,
    proof_slot,
)
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard


def reveal(g: GameState, cs: CombatState) -> None:
    """All face-down cards turn over together; null cards are removed."""
    cs.step = "reveal"
    parts = [revealed_slot_later(g.name(s.creature), g.name(s.card) if s.card != NULL else None,
                                 g.name(s.target) if s.target != NULL else None)
             for s in cs.slots]
    # the salts of the commitments: anyone can now check each card against its commitment
    proofs = tuple((proof_slot(s.creature, cs.round),
                    g.cards[s.card].cid if s.card != NULL else NULL_CARD, s.salt)
                   for s in cs.slots if s.salt)
    g.emit(event("revealed", "Cards are revealed. {names}", {"names": joined_later("; ", parts)},
                 "v0.2 Reveal step", slots=tuple((s.creature, s.card, s.target) for s in cs.slots),
                 round=cs.round, proofs=proofs))


def illegal_reason(g: GameState, cs: CombatState, s: Slot) -> str | None:
    """Why a revealed card is illegal (unmet non-Rage requirements), or None when legal."""
    card = g.card(s.card)
    c = g.creatures.get(s.creature)
    if c is None:
        return m("its creature has left the combat")
    if card.type != CardType.COMBAT_ACTION:
        return m("{card} is a {kind}, not a combat action", card=card.name,
                 kind=card_type_word(card.card_type.value))
    if card.forms_req and cr.form(g, c) not in card.forms_req:
        return (m("{card} needs {names} form; {creature} is in {form} form", card=card.name,
                  names=' or '.join(sorted(card.forms_req)), creature=g.name(c.iid),
                  form=cr.form(g, c)))
    if card.requires and not requirements.meets_requires(g, c, card):
        return m("{card} needs {names}", card=card.name, names=' or '.join(sorted(card.requires)))
    if card.gnosis_req is not None and cr.gnosis(g, c) < card.gnosis_req:
        return (m("{card} needs Gnosis {gnosis_req}; {creature} has {gnosis} (only Rage can be "
                  "bluffed)", card=card.name, gnosis_req=card.gnosis_req, creature=g.name(c.iid),
                  gnosis=cr.gnosis(g, c)))
    cap = rage_caps(g, cs, c)
    if cap and (card.rage_req is None or card.rage_req > min(cap)):
        return m("{creature} may only play combat actions of Rage {min} or less",
                 creature=g.name(c.iid), min=min(cap))
    if card.combat_restricted and (cs.side_of(s.creature), card.id) in cs.restricted_used:
        return m("{card} is Combat Restricted and this side played one already", card=card.name)
    if card.restricted and card.id in g.player(s.seat).played_restricted:
        return m("{card} is Restricted and this player has played one this game", card=card.name)
    if card.cannot_be_bluffed and card.rage_req is not None and card.rage_req > rage_against(
            g, cs, c.iid, s.target):
        return m("{card} cannot be bluffed and {creature}'s Rage is too low", card=card.name,
                 creature=g.name(c.iid))
    return None


def establish_bluffs(g: GameState, cs: CombatState) -> None:
    """Discard illegal cards, then discard bluffs whose targets did not bluff."""
    cs.step = "establish-bluff"
    cs.played_this_round = set()
    for s in cs.slots:
        if s.decoy and s.card != NULL:
            g.player(s.seat).combat_hand.append(s.card)
            g.emit(event("decoy",
                         "{creature}'s face-down card was a decoy and goes back to the hand: no "
                         "card played", {"creature": g.name(s.creature)}, "v0.2 Alternatives",
                         creature=s.creature))
            s.card = NULL
        if s.card == NULL:
            s.legal = False
            s.lands = False
            continue
        reason = illegal_reason(g, cs, s)
        if reason is not None:
            s.legal = False
            s.lands = False
            to_discard(g, s.card)
            g.emit(event("illegal", "{card} for {creature} is illegal and discarded: {reason}",
                         {"card": g.name(s.card), "creature": g.name(s.creature), "reason": reason},
                         RULE_BLUFF, creature=s.creature, card=s.card))
            continue
        card = g.card(s.card)
        if card.combat_restricted:
            cs.restricted_used.add((cs.side_of(s.creature), card.id))
        if card.restricted:  # v0.2 "Restricted": one played per game
            g.player(s.seat).played_restricted.add(card.id)
        c = g.creatures[s.creature]
        s.bluff = card.rage_req is not None and card.rage_req > rage_against(g, cs, c.iid,
                                                                             s.target)
        cs.played_this_round.add(s.creature)
        if worth.end_submission(c):
            g.emit(event("submission-ends",
                         "{creature} plays a combat action: it no longer bares its throat",
                         {"creature": g.name(c.iid)}, "card text", creature=c.iid))
    bluffing = {cid for cid in (s.creature for s in cs.slots)}
    for s in cs.slots:
        if s.legal and not s.bluff:
            bluffing.discard(s.creature)
    # creatures with no slot at all (no face-down card) also count as bluffing
    for s in cs.slots:
        if not s.bluff or not s.legal:
            continue
        card = g.card(s.card)
        c = g.creatures[s.creature]
        # (parts of the event's text, made with it)
        need = later("{card} needs Rage {rage_req}, {creature} has {card_rage}", card=card.name,
                     rage_req=card.rage_req, creature=g.name(c.iid),
                     card_rage=rage_against(g, cs, c.iid, s.target))
        if card.targets_all or s.target == NULL:
            # v0.2 "Bluff Step Options": a combat action with no creature target (including
            # one left without a target because no opponent could be targeted) counts as
            # targeting all opponents
            opps = [o for o in cs.opponents(s.creature) if o in g.creatures]
            ok = all(o in bluffing or not _has_slot(cs, o) for o in opps)
            whom = (later("every opponent bluffed too") if ok
                    else later("an opponent did not bluff"))
        else:
            ok = s.target in bluffing or not _has_slot(cs, s.target)
            whom = (later("{target} bluffed too", target=g.name(s.target)) if ok
                    else later("{target} did not bluff", target=g.name(s.target)))
        g.bump("bluffs")
        if ok:
            g.bump("bluffs_landed")
            g.emit(event("bluff", "{need}: a bluff; {whom}: {card} lands",
                         {"need": need, "whom": whom, "card": card.name},
                         RULE_BLUFF, creature=s.creature, card=s.card, lands=True))
        else:
            s.lands = False
            to_discard(g, s.card)
            g.emit(event("bluff", "{need}: a bluff; {whom}: {card} is discarded",
                         {"need": need, "whom": whom, "card": card.name}, RULE_BLUFF,
                         creature=s.creature, card=s.card, lands=False))
    for s in cs.slots:
        if s.card == NULL:
            g.bump("null_cards")


def _has_slot(cs: CombatState, iid: int) -> bool:
    return any(s.creature == iid for s in cs.slots)
