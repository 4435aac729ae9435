"""Primitives that change statistics and what a creature may do (modify, halve-rage,
hand-size, restrict, play-random), and the static markers other rules look for on cards in
play (guard-equipment, lone-wolf, fight-alone, any-gnosis-fetish, bar-requirement,
gather-totems, step-through, no-withdrawal, attrition, end-on-death, umbra-bound,
party-for-enemies, accepts-challenges, refuse-any-challenge, vote-first, announce, redirect,
vote)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.flow import push
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import prey_traits
from rage_tui.rulesets.rage1995.damage import (
    check_death,
)
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _killer,
    _say,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx, primitive, targets
from rage_tui.rulesets.rage1995.effects.releasing import ChooseRelease, holders, release
from rage_tui.rulesets.rage1995.state import GameState, Mod

UNTIL_WORDS: Final = {"round": m("round"), "combat": m("combat"), "turn": m("turn"),
               "next-turn": m("next-turn"), "next-round": m("next-round"), "junta": m("junta")}
"""How long a modifier lasts, in words (the end of the ...)."""

STAT_WORDS: Final = {"play_rage": m("Rage for playing cards"),
              "extra_actions": m("combat actions a round"),
              "max_rage": m("highest Rage it may play"), "rage": m("Rage"),
              "gnosis": m("Gnosis"), "health": m("Health"), "renown": m("Renown"),
              "votes": m("Votes"), "block": m("Block"),
              "submission": m("submission (worth no VP)")}
"""The statistics a modifier changes, in words."""

DECK_WORDS: Final = {"sept": m("sept"), "combat": m("combat")}
"""The two hands, in words."""


@primitive("modify")
def modify(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Change a statistic (rage, gnosis, health, renown, play_rage, votes, extra_actions,
    max_rage, block) by ``amount`` ``until`` round, combat, turn or permanent."""
    stat = str(spec.param("stat", "rage"))
    amount = _amount(spec)
    until = str(spec.param("until", "turn"))
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        c.mods.append(Mod(stat, amount, until, ctx.card))
        sign = "+" if amount >= 0 else ""
        what = STAT_WORDS.get(stat, stat.capitalize())
        _say(
            g,
            ctx,
            (
                later(
                    "{creature} gets {sign}{amount} {what} until the end of the {until}",
                    creature=g.name(c.iid),
                    sign=sign,
                    amount=amount,
                    what=what,
                    until=UNTIL_WORDS.get(until, until),
                )
                if until != "permanent"
                else later(
                    "{creature} gets {sign}{amount} {what}",
                    creature=g.name(c.iid),
                    sign=sign,
                    amount=amount,
                    what=what,
                )
            ),
            creature=c.iid,
            stat=stat,
            amount=amount,
        )
        if stat == "health":
            check_death(g, c, _killer(g, ctx))


@primitive("halve-rage")
def halve_rage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target fights at half its Rage, rounded up, ``until`` the end of the combat (the
    default), round or turn; whatever else changes its Rage is halved with it (Battle of
    Screaming Mud; rules decision R62)."""
    until = str(spec.param("until", "combat"))
    for c in targets(g, ctx, spec):
        c.mods.append(Mod("half_rage", 1, until, ctx.card))
        _say(g, ctx, later("{creature} fights at half its Rage until the end of the {until}",
                           creature=g.name(c.iid), until=UNTIL_WORDS.get(until, until)),
             creature=c.iid)


@primitive("hand-size")
def hand_size(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Change your sept or combat hand size by ``amount``; with ``until: next-turn`` (sept
    only) just for the next turn's redraw (Telemarketing Campaign)."""
    p = g.player(ctx.seat)
    if spec.param("until") == "next-turn":
        key = f"hand-penalty:{ctx.seat}:{g.turn + 1}"
        g.marks[key] = g.marks.get(key, 0) - _amount(spec)
        _say(g, ctx, later("{player}'s sept hand size changes by {amount} for the next turn",
                           player=p.name, amount=_amount(spec)), seat=ctx.seat)
        return
    if spec.param("deck", "sept") == "sept":
        p.sept_hand_size = max(0, p.sept_hand_size + _amount(spec))
    else:
        p.combat_hand_size = max(0, p.combat_hand_size + _amount(spec))
    _say(
        g,
        ctx,
        later(
            "{player}'s {param} hand size is now {extra}",
            player=p.name,
            param=DECK_WORDS.get(str(spec.param("deck", "sept")), str(spec.param("deck", "sept"))),
            extra=(
                p.sept_hand_size if spec.param("deck", "sept") == "sept" else p.combat_hand_size
            ),
        ),
    )


_RESTRICT: Final = {"stymie": "no_actions", "random": "play_random", "max-rage": "max_rage",
             "combat-only": "combat_only", "no-juntas": "no_juntas", "no-weapon": "no_weapon"}
#: restrictions that last beyond combat rounds
_LASTING: Final = {"combat-only": "phase", "no-juntas": "next-turn", "no-weapon": "combat"}
#: the rounds a restriction covers, from the coming one (``rounds: 2``: Mangle)
_ROUNDS: Final = ("round", "next-round", "round-after-next")


@primitive("restrict")
def restrict(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """For the coming combat round (the next one when used during the resolution step, the
    one about to start when played before it), or ``rounds`` rounds from it, each target
    ``kind: stymie`` cannot play combat cards, ``kind: random`` plays its card at random, or
    ``kind: max-rage`` may play only combat actions of Rage ``amount`` or less. ``kind:
    combat-only``: until the end of the phase it may take no action but play combat actions (no
    open-play cards, no combat events, no alpha action); ``kind: no-juntas``: until the end of
    the next turn it may not call or vote in a junta; ``kind: no-weapon``: until the end of
    the combat (or with ``until: round`` of the coming round) it fights without its weapon
    (Razor Claws)."""
    kind = str(spec.param("kind", "stymie"))
    cs = g.combat
    first = 1 if cs is not None and cs.step == "resolution" else 0
    rounds = int(spec.param("rounds", 1))
    lasting = str(spec.param("until", _LASTING.get(kind, "")))
    spans = [lasting] if kind in _LASTING else list(_ROUNDS[first:first + rounds])
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        amount = _amount(spec)
        if kind == "no-weapon":  # it puts its weapon away; the old choice comes back after
            amount, c.unarmed = int(c.unarmed), True
        c.mods.extend(Mod(_RESTRICT[kind], amount, until, ctx.card) for until in spans)
        what = {"stymie": m("cannot play a combat card"),
                "random": m("plays its combat card at random"),
                "max-rage": m("may play only combat actions of Rage {amount} or less",
                              amount=_amount(spec)),
                "combat-only": m("may take no action but play combat actions"),
                "no-juntas": m("may not call or vote in a junta"),
                "no-weapon": m("puts its weapon away and may not use one")}[kind]
        when = (m("until the end of the next turn") if kind == "no-juntas"
                else m("until the end of the combat")
                if kind == "no-weapon" and lasting == "combat"
                else m("until the end of the phase") if kind == "combat-only"
                else m("for the next {n} rounds", n=rounds) if rounds > 1
                else m("next round") if first else m("this round"))
        _say(g, ctx, later("{creature} {what} {when}", creature=g.name(c.iid), what=what,
                           when=when), creature=c.iid, restriction=kind)


@primitive("unrestrict")
def unrestrict(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Remove from each target every effect that stops it playing combat cards, limits the
    Rage of what it plays, or makes it play at random; with ``one: true`` only the effects of
    one card (its player picks when several hold it back; effects/releasing.py)."""
    for c in targets(g, ctx, spec):
        found = holders(g, c)
        if spec.param("one") and len(found) > 1:
            push(g, ChooseRelease(ctx.seat, ctx.card, ctx.user, c.iid))
            continue
        release(g, ctx, c, None)


@primitive("play-random")
def play_random(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target plays its next combat round's card at random."""
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        c.mods.append(Mod("play_random", 1, "next-round", ctx.card))
        _say(g, ctx, later("{creature} must play at random next round",
                           creature=g.name(c.iid)), creature=c.iid)


@primitive("guard-equipment")
def guard_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: other players' effects cannot choose, steal,
    destroy or discard the bearer's equipment (the target lists and ``disarm`` honour it)."""


@primitive("lone-wolf")
def lone_wolf(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: it never joins a pack action, and no pack
    action joins a side it fights on (``rally``, ``join-combat`` and joining redirects such as
    Shieldmate honour it)."""


@primitive("fight-alone")
def fight_alone(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target must go it alone until the end of the combat: no pack action (and no
    joining redirect) brings packmates to its side (FAQ, Gang Beating)."""
    for c in targets(g, ctx, spec):
        c.mods.append(Mod("alone", 1, "combat", ctx.card))
        _say(g, ctx, later("{creature} must fight alone until the end of the combat",
                           creature=g.name(c.iid)),
             creature=c.iid)


@primitive("any-gnosis-fetish")
def any_gnosis_fetish(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: it may carry a fetish or bane fetish
    whatever Gnosis the item asks for (its other requirements still apply; T.F. MacNeil)."""


@primitive("gift-access")
def gift_access(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card or a card attached to it: the creature may
    use more gifts (``as``: gifts requiring those keywords; ``allegiance: gaia``: Gaia gifts;
    ``any_gnosis``: whatever their Gnosis; rage_tui/rulesets/rage1995/gift_access.py)."""


@primitive("pack-draw")
def pack_draw(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: each time it becomes part of a pack action
    (once a combat), its player draws ``amount`` combat cards (rulesets/rage1995/pack_draws.py;
    Gogol Fangs-First)."""


@primitive("tag-along")
def tag_along(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: at the pre-combat step it may join, without
    a card, a side where a member of its pack passing the filters fights (``side``,
    ``pack_action``); with ``brings: <card id>`` that packmate joins the creature's side
    instead (rulesets/rage1995/tag_along.py)."""


@primitive("direct-alpha")
def direct_alpha(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: once the alphas are chosen, its player may
    pick another pack's alpha and a creature that alpha must attack this turn, or pass
    (rulesets/rage1995/directed_attacks.py; Mizrait)."""


@primitive("tie-up")
def tie_up(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: while it is in play, the other creatures
    passing ``keyword`` take no actions but regenerating, recruiting allies and defending
    themselves when attacked (rulesets/rage1995/tied.py; the Honest Senator)."""


@primitive("sanctuary")
def sanctuary(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: creatures passing ``keyword`` (or, with
    ``pack: weakest``, of the pack with the least remaining Renown: the Lost Cub) cannot act
    against it: attack, challenge or bind it, choose it as a target, or target it in combat
    (rulesets/rage1995/sanctuary.py; the Priest against Banes)."""


@primitive("never-refuses")
def never_refuses(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: its player may not refuse a challenge to
    it; what keeps others from challenging it still does (sanctuary.never_refuses; Crookpaw,
    R77)."""


@primitive("prey-guard")
def prey_guard(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a prey card: when it is attacked, the prey in the Hunting
    Grounds with the card ``by`` joins its defence (the Priest's Mage of the Celestial
    Chorus; rulesets/rage1995/combat_start.py)."""


@primitive("bar-requirement")
def bar_requirement(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an event in play for everyone: no card of ``card_type``
    (default ``gift``) may be played through a required keyword of ``group`` (``auspice``,
    ``breed`` or ``aspect``); its other required keywords still count, and cards already in
    play stay (Lunar Eclipse; rage_tui/rulesets/rage1995/creatures.py meets_requires)."""


@primitive("step-through")
def step_through(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a caern: members of the pack passing ``keyword`` and
    ``card_type`` may step sideways through it in the Umbra Phase (and count as able to step
    sideways for ``user-can-step``) though their class cannot (Operation Blight;
    rage_tui/rulesets/rage1995/upkeep.py)."""


@primitive("gather-totems")
def gather_totems(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a pack resource: any character of the pack may play a pack
    totem that requires one of the thirteen Gaian tribes, whatever its own tribe, and such a
    totem joins the pack's other totems (one copy of each) instead of replacing them; when
    the card leaves play the pack keeps its newest totem (R60;
    rage_tui/rulesets/rage1995/upkeep.py)."""


@primitive("no-withdrawal")
def no_withdrawal(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a battlefield: the attacker may not withdraw from it
    (Battle of Screaming Mud; rage_tui/rulesets/rage1995/battlefields.py)."""


@primitive("attrition")
def attrition(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a battlefield: the attacker may not withdraw before the end of
    round ``rounds``; still fighting then, it wins the battlefield; defenders beaten sooner
    win nothing and the battlefield stays (War of Attrition; battlefields.py, upkeep.py)."""


@primitive("end-on-death")
def end_on_death(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a lasting event: the event is discarded as soon as a creature
    of ``card_type`` (any creature without it) dies (rage_tui/rulesets/rage1995/upkeep.py)."""
@primitive("party-for-enemies")
def party_for_enemies(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a pack resource: an Enemy card the pack kills for no VP still
    allows Victory Party (``after-combat-killed-enemy``; Caern of Rytthikku, FAQ)."""


@primitive("umbra-bound")
def umbra_bound(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: the card is discarded as soon as its bearer
    is not in the Umbra (Umbral Quest, FAQ; rules decision R80; upkeep.check_realms)."""


@primitive("accepts-challenges")
def accepts_challenges(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: the bearer cannot refuse a challenge
    (Quest of Valor; rage_tui/rulesets/rage1995/combat_start.py)."""


@primitive("refuse-any-challenge")
def refuse_any_challenge(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a pack resource: the pack's characters may refuse any
    challenge, one that could not be refused included (Ritual Challenge), but not while their
    own card binds them to accept (Quest of Valor, Crookpaw); allies are not covered (Sky River
    Caern, FAQ; rules decision R82; rage_tui/rulesets/rage1995/sanctuary.py)."""


@primitive("vote-first")
def vote_first(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: the bearer votes in every junta before any
    other creature, in a tier of its own (Rite of Wisdom; rage_tui/rulesets/rage1995/moot.py)."""


@primitive("announce")
def announce(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Say ``text`` in the log (a card whose effect is elsewhere, for example a quest that
    scores later; its ``if`` conditions still decide whether it may be played)."""
    _say(g, ctx, str(spec.param("text", "played")))


@primitive("redirect")
def redirect(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: redirect``: the blow about to land hits another creature (``to:``
    attacker, opponent, other-opponent, packmate). The resolution step offers it and carries
    it out (rage_tui/rulesets/rage1995/redirect.py); nothing happens when it is run here."""


@primitive("vote")
def vote(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: it votes in the juntas named in
    ``juntas`` (``moot``, ``board_meeting``), whatever its pack's allegiance, with votes equal
    to its Renown (rage_tui/rulesets/rage1995/votes.py)."""
