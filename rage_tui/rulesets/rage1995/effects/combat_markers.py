"""Static markers the combat steps read: how creatures and gear change the way a combat is
fought. Running one does nothing; the modules named in each docstring carry it out."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995.effects.language import Ctx, primitive
from rage_tui.rulesets.rage1995.state import GameState


@primitive("foes-rage")
def foes_rage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card (or a creature's own card): creatures
    fighting the bearer play combat actions against it at ``amount`` more Rage (Wyrm Skin:
    -2; rage_tui/rulesets/rage1995/combat_limits.py)."""


@primitive("defences-first")
def defences_first(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: creatures fighting the bearer must play the
    dodges and blocks in their player's combat hand before any other damage card; a prey waits
    for every hand that may play for it (Whip of the Wicked; rage_tui/rulesets/rage1995/
    combat_limits.py)."""


@primitive("explode")
def explode(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: when the bearer has taken ``threshold``
    damage in one combat round (blows and card effects), the item becomes a damage card worth
    ``amount`` on it (Flamethrower; rage_tui/rulesets/rage1995/explosive_gear.py)."""


@primitive("umbral-foes")
def umbral_foes(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: only creatures in the Umbra may attack
    it or target it in a combat (Drattosi; rage_tui/rulesets/rage1995/combat_limits.py)."""


@primitive("foes-max-rage")
def foes_max_rage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: for the first ``rounds`` rounds of a
    combat, creatures fighting it may play only combat actions of Rage ``amount`` or less
    (Drattosi: Rage 1 in the first round; rage_tui/rulesets/rage1995/combat_limits.py)."""


@primitive("umbra-dweller")
def umbra_dweller(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: it comes into play in the Umbra only,
    though it is no spirit (Nightmaster; ``creatures.lives_in_umbra``)."""


@primitive("max-play-rage")
def max_play_rage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: it plays combat actions at Rage
    ``amount`` at most, whatever its Rage; a card above that is a bluff (Flame Spirit, R51;
    ``creatures.card_rage``)."""


@primitive("alternative-action")
def alternative_action(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: at the targeting step of a round in
    which it played no combat card, it may play a fresh copy of ``card`` face up as its combat
    action (``per: combat`` or ``round``; ``spend: true``: it then leaves play, its card
    marking the damage; Flame Spirit's burn out, R51;
    rage_tui/rulesets/rage1995/alternative_actions.py)."""


@primitive("foes-play-random")
def foes_play_random(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: from the first round of a combat on,
    the creatures fighting it play their combat cards at random, and their players may not
    play combat events for them (Nexus Crawler, FAQ; ``combat_limits.plays_at_random``)."""


@primitive("foes-redraw")
def foes_redraw(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: when a combat it fights in opens, after
    step-ins and pack actions, every player opposing it discards the combat hand and draws as
    many (Latonia the Temptress, R52; rage_tui/rulesets/rage1995/combat_openers.py)."""


@primitive("plays-last")
def plays_last(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: in a pack combat it plays its combat
    card after every other card is down and targeted, having looked at its opponents' cards
    (Doctor Spencer, FAQ, R52; rage_tui/rulesets/rage1995/play_last.py)."""
