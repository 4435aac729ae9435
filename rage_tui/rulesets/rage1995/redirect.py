"""Redirecting a blow as it is about to land (v0.2 "Redirecting attacks").

A redirect moves a damage card from its intended target to another creature. It happens
after dodges, blocks and reversals, before anything that acts on damage cards (armor that
stops a hit). The intended target takes nothing and none of its abilities trigger; the blow's
riders (``on-damage`` / ``on-kill``) affect the new creature.

Two kinds of card redirect, each through an effect ``{when: redirect, do: redirect, to: ...}``:

* **combat actions** with the ``redirect`` keyword, played face down like any other (Redirected
  Attack, Passive Aggression, Circular Attack). They are not attacks and deal no damage; each
  works on one blow of the round, and only on blows that land at its speed or slower (a normal
  redirect cannot catch a fast blow). ``to: attacker`` sends the blow back at the creature that
  played it, ``to: opponent`` at an opponent of the user of its player's choice, ``to:
  other-opponent`` at an opponent other than the one that played it; ``aimed: side`` catches
  blows aimed at any creature of the user's side (default: at the user);
* **combat events** held in the combat hand (Taking the Death Blow, Shieldmate): when a blow is
  about to land on a member of your pack, play one so that another member takes it (``to:
  packmate``). ``lethal: true`` only against a blow that would kill. ``join: true`` lets a
  member not in the combat take the blow: it joins the combat in place of the intended target,
  who leaves it (the substitution rule). ``side: defending`` only on the defending side (a
  pack defence: Shieldmate).

Who is asked (rules decision R73): the combat events sit in a hand nobody else sees, so in a game
where some card is such an event, the target's player is asked whenever a blow is about to land
on a member of its pack that one of the game's events could move (whatever it holds; letting the
blow land is always an answer), and never otherwise. Redirect actions were revealed with the
round's cards, so asking their player gives nothing away.

Kills by a blow a redirect turned are credited to the redirect's user (combat actions), or to
the blow's player (events, which only move the blow within a pack).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.records import picklable_record
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "v0.2 Redirecting attacks"


@dataclass(frozen=True)
class Redirect:
    """One way to redirect the blow about to land."""

    seat: int  # the player who decides
    card: int  # the redirect card (a slot's card or a card in the combat hand)
    new_target: int
    from_hand: bool
    credit: int  # the creature credited with a kill
    joins: bool = False  # the new target joins the combat in place of the intended one


def spec_of(card: CardDef) -> EffectSpec | None:
    """The card's redirect effect, if it has one."""
    return next((e for e in card.effects if e.when == "redirect" and e.do == "redirect"), None)


def is_redirect_only(card: CardDef) -> bool:
    """A card whose only effects are redirects, or only run as a blow is about to kill
    (``lethal``): not an open-play card."""
    return bool(card.effects) and (all(e.when == "redirect" for e in card.effects)
                                   or all(e.when == "lethal" for e in card.effects))


def lethal(g: GameState, c: Creature, value: int) -> bool:
    """Would ``value`` more damage kill ``c`` (a breed-form creature flips to Crinos first)?"""
    card = cr.cdef(g, c)
    health = cr.health(g, c)
    if not c.crinos and card.crinos is not None:
        health = card.crinos.stats.health + health - cr.side(g, c).stats.health
    return cr.damage(c) + value >= health


def options(g: GameState, sides: tuple[list[int], list[int]], blow_by: Creature,
            target: Creature, value: int, ready: dict[int, tuple[int, int]],
            used: set[int]) -> list[Redirect]:
    """Every redirect available for a blow of ``value`` by ``blow_by`` about to land on
    ``target``: the redirect actions (:func:`action_options`), then the combat events in the
    target's player's hand (:func:`hand_options`)."""
    return (action_options(g, sides, blow_by, target, ready, used)
            + hand_options(g, sides, blow_by, target, value))


def action_options(g: GameState, sides: tuple[list[int], list[int]], blow_by: Creature,
                   target: Creature, ready: dict[int, tuple[int, int]],
                   used: set[int]) -> list[Redirect]:
    """The redirect actions played this round (face up since the reveal) that could turn the
    blow. ``ready`` maps creatures to (slot seat, card) of redirect actions registered this
    round; ``used`` holds the cards already spent."""
    attackers, defenders = sides
    side = attackers if target.iid in attackers else defenders
    foes = defenders if side is attackers else attackers
    out: list[Redirect] = []
    for user, (seat, card) in ready.items():
        if card in used or user not in side or user not in g.creatures:
            continue
        spec = spec_of(g.card(card))
        if spec is None:
            continue
        aimed = str(spec.param("aimed", "self"))
        if aimed == "self" and target.iid != user:
            continue
        to = str(spec.param("to", "attacker"))
        pool = [blow_by.iid] if to == "attacker" else [
            f for f in foes if to == "opponent" or f != blow_by.iid]
        u = g.creatures[user]
        for t in pool:
            if t in g.creatures and cr.can_interact(u, g.creatures[t]):
                out.append(Redirect(seat, card, t, False, user))
    return out


def _event_spec(card: CardDef) -> EffectSpec | None:
    return spec_of(card) if card.type == CardType.COMBAT_EVENT else None


def _takers(g: GameState, sides: tuple[list[int], list[int]], blow_by: Creature,
            target: Creature, value: int, spec: EffectSpec) -> list[tuple[int, bool]]:
    """``(member, joins)`` for every member of the target's pack a combat event with ``spec``
    could move the blow onto (public facts only)."""
    owner = target.controller
    if owner is None or (spec.param("lethal") and not lethal(g, target, value)):
        return []
    attackers, defenders = sides
    side = attackers if target.iid in attackers else defenders
    foes = defenders if side is attackers else attackers
    if spec.param("side") == "defending" and side is attackers:
        return []
    out = []
    for member in cr.pack_creatures(g, owner):
        if (member.iid == target.iid or member.away or member.dead
                or not cr.can_interact(member, blow_by)):
            continue
        inside = member.iid in side
        if not inside and (not spec.param("join") or member.iid in foes
                           or cr.side_barred(g, side)):
            continue
        out.append((member.iid, not inside))
    return out


def hand_options(g: GameState, sides: tuple[list[int], list[int]], blow_by: Creature,
                 target: Creature, value: int) -> list[Redirect]:
    """The combat events in the target's player's combat hand that could move the blow."""
    owner = target.controller
    if owner is None:
        return []
    out: list[Redirect] = []
    for card in g.player(owner).combat_hand:
        spec = _event_spec(g.card(card))
        if spec is None:
            continue
        for member, joins in _takers(g, sides, blow_by, target, value, spec):
            out.append(Redirect(owner, card, member, True, blow_by.iid, joins=joins))
    return out


def hand_asked(g: GameState, sides: tuple[list[int], list[int]], blow_by: Creature,
               target: Creature, value: int) -> bool:
    """Whether the target's player is asked about redirect events for this blow (R73): some
    combat event of the game (in any zone) could move it, whatever that player holds."""
    events = _event_cids(g)
    if not events:
        return False
    seen: set[str] = set()
    for inst in g.cards.values():
        cid = inst.cid
        if cid not in events or cid in seen:
            continue
        seen.add(cid)
        spec = _event_spec(g.defs[cid])
        if spec is not None and _takers(g, sides, blow_by, target, value, spec):
            return True
    return False


#: ``GameState.view_cache`` key of :func:`_event_cids` (per game: the card library never
#: changes during a game, so the entry is never stale)
_EVENT_CIDS_KEY: Final = "redirect-event-cids"


def _event_cids(g: GameState) -> frozenset[str]:
    """The card ids of the library's combat events that move blows (worked out once per
    game): :func:`hand_asked` need look at no other card."""
    found: frozenset[str] | None = g.view_cache.get(_EVENT_CIDS_KEY)
    if found is None:
        found = frozenset(cid for cid, d in g.defs.items() if _event_spec(d) is not None)
        g.view_cache[_EVENT_CIDS_KEY] = found
    return found


def label(g: GameState, r: Redirect, blow: int, target: int) -> str:
    """How a redirect option reads."""
    verb = (m("Play") if r.from_hand else m("Use"))
    return (m("{verb} {card}: {blow} hits {new_target} instead of {target}", verb=verb,
              card=g.name(r.card), blow=g.name(blow), new_target=g.name(r.new_target),
              target=g.name(target)))


picklable_record(Redirect)  # (a lethal blow's redirect decision keeps them in its frame)
