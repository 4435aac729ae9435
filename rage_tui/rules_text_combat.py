"""The rules reference, part two: combat, the combat round, damage, frenzy and the end of
combat (rage-1995), in our own words.

Each section is a game message (title and body), so the reference shows in the
reader's language; the English text is the message id."""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_sections import AFTER, COMBAT, ROUND, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        "combat-declaration",
        m("Declaring a combat"),
        COMBAT,
        m(
            "1. Declaration step (closed play): the attacker and its intended target are named, "
            "with anything played as part of the declaration.\n"
            "\n"
            "2. Pre-combat step (closed play): starting with the attacker, then the defending "
            "player, then the others, players may play cards that change who takes part: pack "
            "actions, territory defence, redirecting the attack, stepping in for prey. This is "
            "where the combat begins.\n"
            "\n"
            "3. Beginning of combat (open play): gifts and other open-play cards that prepare "
            "the fight, such as a beginning-of-combat frenzy.\n"
            "\n"
            "No creature ever attacks or challenges a member of its own pack, prey never "
            "attacks prey, and no player plays cards for both sides of one combat. Once an "
            "attack is declared, the attacker cannot back off before the first round has been "
            "played."
        ),
        (
            "v0.2 Combat Declaration",
            "v0.2 Attacking a creature",
        ),
    ),
    Section(
        "challenge",
        m("Challenging"),
        COMBAT,
        m(
            "An alpha may challenge a member of another pack who is not an alpha. The "
            "challenged creature may refuse: then there is no fight and the challenger's alpha "
            "action is over. If it accepts, the combat starts at the pre-combat step; the "
            "challenged creature is the defender but does not count as having been attacked."
        ),
        ("v0.2 Challenging",),
    ),
    Section(
        "territory",
        m("Attacking a territory"),
        COMBAT,
        m(
            "An alpha may attack another pack's territory. That pack's alpha may defend it, "
            "which is not an action; the fight is then a normal combat in which both sides may "
            "use pack tactics. The territory is destroyed if the attacker kills the defender, "
            "if every defender leaves the combat first, or if nobody defends it. If the combat "
            "ends early or the attacker withdraws, it survives."
        ),
        ("v0.2 Attacking a Territory",),
    ),
    Section(
        "bind",
        m("Attacking to bind"),
        COMBAT,
        m(
            "An attacker in the Umbra may attack a spirit in the Hunting Grounds to bind it. If "
            "the spirit would die in that combat, its damage is removed instead and it joins "
            "the pack as an ally, worth half its Renown (rounded up) while it stays there."
        ),
        ("v0.2 Attacking to bind",),
    ),
    Section(
        "rivalry",
        m("Rivalry and loyalty"),
        COMBAT,
        m(
            "A creature with a rivalry never shares a pack with its rival. When it declares an "
            "attack and a rival is among the valid targets, it must attack the rival (it may "
            "still pass or challenge instead). A creature loyal to another never attacks or "
            "challenges it, though it defends itself if attacked."
        ),
        (
            "v0.2 Rivalry and Loyalty",
            "v0.2 Forced Attacks",
        ),
    ),
    Section(
        "pack-actions",
        m("Pack actions"),
        COMBAT,
        m(
            "A pack action is any combat where a player has more than one pack member on their "
            "side. Cards such as Pack Defense and Hunting Party, played at the pre-combat step, "
            "bring more pack members in; some creatures join by themselves. Every creature in "
            "the fight may play a combat card each round, and its player says which face-down "
            "card belongs to whom. The same card cannot be used twice to bring members in, and "
            "a creature that stepped in for prey cannot use pack actions. If the first attacker "
            "or defender dies, the others fight on."
        ),
        (
            "v0.2 Pack Actions",
            "v0.2 Pack Combat",
        ),
    ),
    Section(
        "prey",
        m("Prey and stepping in"),
        COMBAT,
        m(
            "Enemies (Wyrm creatures) and victims (Gaia creatures) live in the Hunting Grounds. "
            "When prey fights, one player other than the attacker plays combat actions for it "
            "each round; rage_tui passes that job around the table in seat order, starting "
            "after the attacker (R14). Prey plays no combat events. Enemies are worth no VP to "
            "Wyrm packs and victims none to Gaia packs.\n"
            "\n"
            "Stepping in: when an alpha attacks a victim, a Gaia alpha may take the victim's "
            "place; when an alpha attacks an enemy, a Wyrm alpha may. It is not that alpha's "
            "alpha action, the highest Renown volunteer goes first, and the stepping alpha "
            "fights away from its pack: no pack resources and no pack actions. Prey that hunts "
            "attacks at the end of the Combat Phase (R16)."
        ),
        (
            "v0.2 Prey: Enemies and Victims",
            "v0.2 Stepping in",
        ),
    ),
    Section(
        "combat-rounds",
        m("Combat rounds"),
        COMBAT,
        m(
            "A combat is fought in rounds. Steps 1 to 6 are closed play:\n"
            "\n"
            "1. Play-card step: each creature in the fight may get a combat card face down.\n"
            "2. Targeting step: each card gets its target.\n"
            "3. Reveal step: the cards turn over together.\n"
            "4. Establish-bluff step: failed bluffs and illegal cards are discarded.\n"
            "5. Resolution step: the cards act, fast ones first, then normal, then slow.\n"
            "6. Withdrawal step: the attacker may end the combat.\n"
            "7. Between rounds (open play): combat events and open-play cards, then the next "
            "round."
        ),
        (
            "v0.2 Combat Rounds",
            "v0.2 Quick combat summary",
        ),
    ),
    Section(
        "play-card",
        m("Play-card step and null cards"),
        ROUND,
        m(
            "Each creature in the combat may be given one combat card face down (more if a card "
            "allows it). Players also say here if a creature will not use its weapon.\n"
            "\n"
            "Null cards (on by default, R5): every creature shows a face-down card every round, "
            "whatever its player chose, so nobody can tell from the table whether a real card "
            "was played; a null card does nothing and vanishes at the reveal. With null cards "
            "switched off, a player may put any combat card down as a decoy instead: it goes "
            "back to the hand at the reveal and counts as no card; a creature given nothing at "
            "all is seen to play nothing.\n"
            "\n"
            "A creature forced to play at random takes a random card from its player's hand "
            "after its packmates have been given theirs, even an illegal one (for prey, a "
            "random eligible player's hand)."
        ),
        (
            "v0.2 Play-card Step Options",
            "v0.2 Null cards",
            "v0.2 Alternatives",
            "v0.2 Random Play",
            "v0.2 Multiple Cards",
        ),
    ),
    Section(
        "targeting",
        m("Targeting step"),
        ROUND,
        m(
            "Every card played is given a target among the creatures on the other side. When a "
            "creature faces only one opponent its target is obvious and nobody is asked. When "
            "both sides have several creatures, the sides take turns naming targets, the "
            "attacking side first. Cards that are played in place of a combat action are also "
            "declared here."
        ),
        ("v0.2 Targeting Step Options",),
    ),
    Section(
        "reveal",
        m("Reveal step"),
        ROUND,
        m(
            "All face-down cards turn over at once. At the end of the step comes a mini-step: "
            "first creatures that can feint play a card face down, then creatures that are "
            "stymied (unable to play combat actions) may play an instinctive combat action face "
            "up, then targets are chosen for these cards and the face-down ones are revealed."
        ),
        (
            "v0.2 Reveal step",
            "v0.2 Reveal Step Options",
            "v0.2 Feinting",
            "v0.2 Instinctive Combat Action",
        ),
    ),
    Section(
        "bluffs",
        m("Establish-bluff step: bluffs and illegal cards"),
        ROUND,
        m(
            "A creature bluffs when it plays a combat action that needs more Rage than it has, "
            "plays an illegal card, or plays no card at all (a null card). A bluffed card still "
            "lands if its target bluffed too; if the target played a real card within its Rage, "
            "the bluff is discarded before it can do anything. Cards with no creature target, "
            "and dodges and blocks, count as aimed at every opponent, so they land only if "
            "every opponent bluffed.\n"
            "\n"
            "Only Rage can be bluffed. A card whose other requirements are not met (Gnosis, a "
            'keyword, a form, "cannot be bluffed") is illegal: it is discarded at once and '
            "counts as no card played, for bluffing, for frenzy and for ending the combat (R3). "
            '"Plays as if its Rage were higher" effects (Battle Song, a firearm) let a creature '
            "play bigger cards without bluffing; its real Rage does not change."
        ),
        (
            "v0.2 Bluff Step Options",
            "v0.2 Combat - Bluffs",
            "v0.2 Restricted Play",
        ),
    ),
    Section(
        "resolution",
        m("Resolution step"),
        ROUND,
        m(
            "Cards act by speed: fast striking, then normal, then slow striking. At each speed, "
            "cards without damage (dodges, blocks) act before damage; everything at that speed "
            "lands together, and only then do creatures killed at that speed leave the combat, "
            "dropping their slower cards (R18). A dodge stops all the damage of attacks on the "
            "dodger at its speed or slower; a block takes its number off each such attack, or "
            "stops a small enough attack entirely, as its card says, and an attack brought to 0 "
            "is discarded (R13). A reversal sends an attack back at its own player. Armour and "
            "other cards that stop or redirect damage are used when the damage is about to "
            "land. A redirect (Passive Aggression, Taking the Death Blow ...) moves a blow "
            "about to land, after dodges, blocks and reversals, onto another creature: the "
            "intended target takes nothing, and the blow's effects strike the new one. A combat "
            "action that deals damage becomes a damage card under its target. A creature that "
            "escapes (leaves the combat; only it) or steps sideways at some speed still takes "
            "the attacks on it at that speed, and goes afterwards; escaping also ends its "
            "frenzy (parting shots, R26)."
        ),
        (
            "v0.2 Resolution Step Options",
            "v0.2 Resolution step",
            "v0.2 Fast and Slow Striking",
            "v0.2 Dodges, Blocks and reversals",
            "v0.2 Parting shots",
            "v0.2 Escape",
            "v0.2 Redirecting attacks",
        ),
    ),
    Section(
        "withdrawal",
        m("Withdrawal step and between rounds"),
        ROUND,
        m(
            'Effects that last "until the end of the round" end now. Then the attacker may '
            "withdraw, which ends the whole combat (it is not an action, and the defender can "
            "never withdraw), unless a creature in the fight is in full frenzy. Otherwise comes "
            "the between-rounds step: open play, where combat events and open-play cards fit, "
            "and then a new round begins."
        ),
        (
            "v0.2 Withdrawal step",
            "v0.2 Withdrawing",
        ),
    ),
    Section(
        "damage",
        m("Damage, the Crinos flip and death"),
        AFTER,
        m(
            "Each damage card under a creature brings it closer to death. A creature dies when "
            "its damage reaches its Health. A character in breed form with a Crinos side does "
            "not die there: when its damage reaches its printed breed Rage or breed Health it "
            "flips to Crinos (or Battle form), and it dies only when the damage reaches its "
            "Crinos Health (R1). A character forced back to breed form with more damage than "
            "its breed Health dies.\n"
            "\n"
            "Aggravated damage cannot be regenerated, though cards may still heal it. An attack "
            "reduced to 0 damage is not attached. A kill is credited to the card that made the "
            "damage lethal. Creatures killed by a pack go to that player's victory pile; "
            "characters killed by prey or outside combat leave the game, and other creatures go "
            "to their owner's discard pile. Cards attached to the dead are discarded. However a "
            "creature dies (damage, a Health loss, a forced change to breed form), its body "
            "leaves play at once, unless it is fighting in the resolution step or in a full "
            "frenzy (R25)."
        ),
        (
            "v0.2 Damage and Death",
            "v0.2 FAQ Combat",
            "v0.2 Aggravated Damage",
            "v0.2 Death",
            "v0.2 Healing Damage",
        ),
    ),
    Section(
        "frenzy",
        m("Frenzy"),
        AFTER,
        m(
            "A frenzied creature has lost control. Only characters frenzy unless a card says "
            "otherwise, and a creature is in one frenzy at a time. In full frenzy the creature "
            "turns Crinos, draws as many combat cards as its Crinos Rage, must play every "
            "combat action it can (bluffs included), fights on after it should have died until "
            'it reaches its "hacked apart" level (Health plus Rage at the start of the frenzy), '
            "and nobody may withdraw from the combat. Frenzied creatures cannot play gifts.\n"
            "\n"
            "A frenzy ends when it is cancelled, the combat ends, the creature leaves the "
            "combat, or it played no combat action this round and its player holds none it "
            "could play next round. Then the player discards at random as many combat cards as "
            "were drawn for it. Limited frenzies and fox frenzies do only what their card says."
        ),
        (
            "v0.2 Frenzy",
            "v0.2 Combat - Frenzy",
        ),
    ),
    Section(
        "ending-combat",
        m("Ending a combat"),
        AFTER,
        m(
            "A combat ends when one side has no creatures left, when the attacker withdraws, "
            "when a card ends it, or after a round in which no creature played a legal combat "
            "action (illegal cards and null cards do not count; R2). A creature with no valid "
            "target for a whole round leaves the combat. Afterwards every player refills the "
            "combat hand up to its size (no discarding first), shuffling the combat discards "
            "into a new deck if needed, and there is an open-play window (rites such as "
            "Gathering for the Departed fit here)."
        ),
        ("v0.2 Ending Combat",),
    ),
    Section(
        "umbral-combat",
        m("Fighting across the Gauntlet"),
        AFTER,
        m(
            "Creatures attack only what they can reach, normally things in their own world. A "
            "combat action needs a valid target both when it is declared and when it lands, or "
            "it is discarded. A creature that spends a whole round with no valid target leaves "
            "the combat. Pack actions can bring members from the other world, but they still "
            "need targets they can reach."
        ),
        ("v0.2 Umbral Combat",),
    ),
    Section(
        "combat-cards",
        m("Combat cards"),
        AFTER,
        m(
            "Combat actions are the blows and defences of a round; combat events are tactics "
            "played by a creature in the fight before the first round or between rounds (unless "
            "the card says otherwise); prey never play combat events. A Combat Restricted card "
            "may be played once per side per combat. A player who has to draw from an empty "
            "combat deck shuffles the combat discards into a new deck; with neither, the player "
            "fights on with the hand they have."
        ),
        (
            "v0.2 Combat Cards",
            "v0.2 Combat Events",
            "v0.2 Combat Actions",
            "v0.2 Combat Restricted",
            "v0.2 Alternate Combat Actions",
        ),
    ),
)
