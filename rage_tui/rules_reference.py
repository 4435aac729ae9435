"""The rules reference: our own summary of the rage-1995 rules, by phase and step.

Every section lists the rule ids the engine cites on its events and decisions (``v0.2 Bluff
Step Options``, ``rules decision R6`` ...), so a citation in the game log
or a demo opens the section that explains it. The text is written for rage_tui in our own
words; the canonical rules are the Rules package v0.2 (see docs/rules-decisions.md for where
rage_tui decides what the documents leave open). No Textual here: the app's reference screen,
the command line and the tests all read this module.
"""

from __future__ import annotations

import re

from rage_tui.rules_decisions_text import DECISIONS_TEXT
from rage_tui.rules_reference_unlimited import SECTIONS as UNLIMITED_SECTIONS
from rage_tui.rules_reference_unlimited import UNLIMITED
from rage_tui.rules_sections import Section
from rage_tui.rules_sections import section_of as _s

GAME = "The game"
TURN = "The turn"
COMBAT = "Combat"
ROUND = "A combat round"
AFTER = "Damage, frenzy and the end of combat"
CARDS = "Cards and keywords"
DECISIONS = "Rules decisions"

SECTIONS: tuple[Section, ...] = (
    # -- the game ------------------------------------------------------------------------------
    _s("overview", "What the game is about", GAME, """
        Every player leads a pack of werewolves (Gaia) or servants of the Wyrm (Wyrm). Packs
        earn victory points (VP), mostly by killing prey and the members of other packs, and
        also through juntas, rites, quests and other cards. Each player has a sept deck
        (resources, allies, gifts, juntas and other game-changing cards) and a combat deck
        (the blows and tricks of a fight), and starts with characters whose Renown adds up to
        no more than the game's Renown level.

        The Renown level (20 unless the players agree otherwise) does two jobs: it caps the
        total Renown of each starting pack, and it is the number of VP needed to win.""",
       "v0.2 Introduction", "v0.2 Overview"),
    _s("areas", "Areas of play", GAME, """
        Home Ground: a pack's members, its pack resources and totem, its decks, discard piles
        and victory pile. Hunting Grounds: the shared middle of the table where prey (enemies
        and victims) wait to be attacked; alphas are not in it, not even when they fight
        there. The Umbra: the spirit world beside the physical one; creatures in it are marked
        as such, and most effects do not cross the Gauntlet between the two worlds.""",
       "v0.2 Areas of Play", "v0.2 Hunting Grounds"),
    _s("victory-pile", "The victory pile", GAME, """
        Creatures your pack kills in combat go to your victory pile and are worth their printed
        Renown in VP (unless a card changes that); some cards put themselves in the pile too. A
        face-down card in a victory pile is worth 1 VP. A creature worth nothing to you (a
        victim killed by a Gaia pack, an enemy killed by a Wyrm pack) is discarded instead.
        Creatures killed outside combat score nothing: characters leave the game, others go
        to their owner's discard pile. Anyone may look through any victory pile; cards in it
        are not in play. A bound spirit still in your pack is worth half its Renown, rounded
        up.""",
       "v0.2 Victory Pile"),
    _s("winning", "Winning the game", GAME, """
        At the end of each Combat Phase the scores are checked. A player with VP at or above
        the Renown level wins; if several players are there, the one with the most VP wins; if
        they are tied, the game goes on for another turn, and so on until one is ahead.

        A player who has lost every character is out: the cards of that pack's Home Ground
        (but not the combat deck) leave play, and that player plays no more sept cards, though
        they may still play combat cards for prey. A player who reaches the winning score on
        the turn they go out still wins. rage_tui adds two endings the rules leave open: the
        last pack standing wins at the end of the Combat Phase (R6), and a game still going
        after the turn limit ends undecided (R10).""",
       "v0.2 Winning the Game"),
    _s("deck-building", "Building a deck", GAME, """
        A deck has three parts. The pack: characters whose Renown adds up to no more than the
        game's Renown level (20 as standard), each character once, and never two versions of
        the same character. A deck serves Gaia or the Wyrm; its characters serve the same side,
        or are Rogues, who may join either side as long as they make up no more than half of
        the pack's Renown. The sept deck: at least 30 sept cards. The combat deck: at least 20
        combat cards. There is no upper limit on either deck. A Restricted card may be in a
        deck once (R9); a card may also say how many copies a deck may hold.

        Givors' club rules, when the players choose them, allow at most 1 copy of each combat
        card and 2 of each sept card.

        rage-tui deck check and the deck builder (Decks screen) check these rules.""",
       "v0.2 Preparing to Play", "v0.2 Separate Your Deck", "v0.2 Rogues",
       "v0.2 Givors' club rules"),
    _s("card-text", "Card text beats the rules", GAME, """
        When a card's text and the rules disagree, the card wins; the rules are the skeleton
        that cards bend. In rage_tui a card's text is carried out by its effects (see
        docs/effects.md); events marked "card text" in the log come from a card's effects.
        A card whose text the effect language cannot express yet is resolved by hand: the
        players apply it themselves and confirm, and the log says so ("card text (by hand)").
        Cards have no memory: each copy is independent of the others.""",
       "card text", "card text (by hand)", "v0.2 Card Supremacy and Versions"),
    _s("timing", "Open play and closed play", GAME, """
        Closed play is a stretch of the game where only specific plays are allowed: the
        start of every phase, the declaration and pre-combat steps of a combat, and steps 1
        to 6 of every combat round. Everything else is open play, where open-play cards
        (gifts, rites, actions, events, totems, past lives, quests) and, in combat, combat
        events may be played.

        On one shared screen rage_tui plays closed-play steps that the rules call
        simultaneous (redraw discards, resources, stepping sideways, calling juntas, one
        Renown tier of votes, choosing alphas, face-down combat cards) by asking each seat in
        private, in seat order, and only then applying everything together; the log only says
        that a seat has chosen. In hot-seat games the seat that made the last private choice
        is asked first, so one person can make several in one sitting. Open play is a round
        of priority in seat order: each seat may play something or pass, and the window closes
        once every seat has passed in a row. In hot-seat games every seat is asked in every
        window; the app passes by itself for a player who has no stop there (R7, R8).""",
       "v0.2 Open Play and Closed Play",
       "v0.2 Closed Play", "v0.2 Open Play"),
    # -- the turn ------------------------------------------------------------------------------
    _s("turn-sequence", "The turn sequence", TURN, """
        Every turn has six phases, in this order: Redraw, Regeneration, Resource, Umbra, Moot
        and Combat. All players go through each phase together; only in the Combat Phase do
        the alphas act one after another, from the highest Renown down. Each phase opens with
        a little closed play and then turns into open play.""",
       "v0.2 Turn Sequence"),
    _s("redraw", "Redraw Phase", TURN, """
        First turn: everyone draws a full sept hand and a full combat hand (five cards each
        unless a card changes the hand size) before anything else can happen.

        Later turns (closed play): each player may discard any number of sept cards, then
        draws back up to the sept hand size. Nothing interrupts this until every hand is full.
        A player whose sept deck is empty simply draws no more. The rest of the phase is open
        play; cards played "at the beginning of the turn", such as the moon phases, are played
        here, after the redraw.""",
       "v0.2 Redraw Phase"),
    _s("regeneration", "Regeneration Phase", TURN, """
        Closed play: every creature that regenerates sends back its single lowest damage card
        that is not aggravated, to the discard pile of that card's owner. If two different
        cards are tied for lowest, the creature's controller (the owner, for prey) picks one.
        Shapeshifters, vampires and Bane characters always regenerate; most allies and prey do
        not, unless the card says they do, and spirits (Bane allies and prey among them) never
        do. Cards that add regeneration (a totem, a realm) act right after the
        normal regeneration.

        Healing never turns a character back to breed form: once in Crinos it stays so for
        the rest of the game unless a card forces it back (FAQ). The rest of the phase is open
        play.""",
       "v0.2 Regeneration Phase"),
    _s("resource", "Resource Phase", TURN, """
        Closed play first: each player picks the creatures and resources to bring in, and
        they all arrive together. Prey (enemies and victims) go to the Hunting Grounds;
        allies join the pack, recruited by a character that meets their requirements and is in
        the same world; equipment is put on a character or ally that can use it; caerns,
        realms and territories go to the Home Ground. Playing a resource is an action of the
        creature that plays it. If several players bring in the same Unique card, chance
        decides who keeps it and the other copies go back to hand (R11).

        Then open play: more cards can be played one at a time; each piece of equipment may be
        handed once to another creature who can use it (in another pack only if that pack's
        player accepts; a refused offer uses up the item's trade for the phase); and a player
        may discard any of their caerns, realms, territories and equipment from play.""",
       "v0.2 Resource Phase"),
    _s("equipment", "Equipment", TURN, """
        Equipment attaches to the creature that plays it, and only that creature uses it. A
        creature carries at most one weapon and one piece of armour, unless a card says
        otherwise. Fetishes need a Gaia bearer with enough Gnosis; bane fetishes need a Wyrm
        bearer; mundane equipment has no Gnosis requirement but may have other limits (a form,
        for instance). During the Resource Phase each item may be traded once to another
        creature that meets its requirements. A creature that stops meeting the requirements
        keeps its equipment. Prey cannot be given equipment.""",
       "v0.2 Equipment"),
    _s("unique", "Unique and Restricted cards", TURN, """
        Unique: only one copy may be in play at a time across the whole table (copies in
        victory piles do not count). If two players bring one in at the same moment, chance
        picks who keeps it, and one player never brings in two copies at once. Restricted: each
        player may play it once per game, even if it is cancelled; a deck may hold several
        copies, and a second one played is refused (a combat card is illegal) (R9).""",
       "v0.2 Unique", "v0.2 Restricted"),
    _s("umbra-phase", "Umbra Phase", TURN, """
        Closed play: characters that can step sideways and whose pack has a caern may use it to
        enter or leave the Umbra, if their Gnosis is at least the caern's Gauntlet. Everyone
        who steps does so at the same moment, and no one uses the caern both ways in one
        phase. Other cards can move creatures across at other times. The rest of the phase is
        open play.""",
       "v0.2 Umbra Phase", "v0.2 Stepping Sideways"),
    _s("umbra", "The Umbra and the Gauntlet", TURN, """
        Creatures in the Umbra deal with each other as if they were in the physical world,
        but most things do not cross the Gauntlet: actions, gifts, rites, quests, combat
        actions and the abilities of creatures and equipment cannot target or affect creatures
        on the other side. Events (totems included) affect both worlds; caerns and
        territories exist in both. Spirits are in both worlds. Creatures only in the Umbra
        can neither call, vote in, nor be targeted by juntas. Alpha actions are sorted across
        the Gauntlet, but an alpha can only attack what it can reach.""",
       "v0.2 Umbra", "v0.2 Interlude: Rules for the Umbra"),
    _s("caerns", "Caerns, realms and territories", TURN, """
        A caern is a pack resource and a door to the Umbra: a pack has at most one, and every
        pack member may use its ability. Realms are Umbral places whose power helps the pack;
        you need a character in the Umbra to play one (a Gaia character when the realm lists
        no requirement), and you lose it as soon as none of your characters is left there.
        Territories are places a pack holds (any number of them); an alpha can attack
        one, and the owner's alpha may defend it.""",
       "v0.2 Caerns", "v0.2 Realms", "v0.2 Territories"),
    _s("moot", "Moot Phase and juntas", TURN, """
        At the start of the Moot Phase (closed play) characters may call juntas: Moots for
        Gaia packs, Board Meetings for Wyrm packs. A junta can be called only if at least two
        players lead packs of that allegiance, and only by a character whose Renown is at
        least the junta's Renown.

        Juntas are voted from the highest junta Renown down (ties: the caller with more Renown
        first). In each vote the creatures vote from the highest Renown down; creatures of the
        same Renown vote at the same time. A character has as many votes as its Renown and may
        vote yes, no or abstain in every junta it is eligible for. A junta passes with more
        yes than no; a tie fails. A junta that passes takes effect at once, before the next
        vote (R12), so a creature it removes votes no more. Allies do not call or vote unless a
        card lets them; creatures only in the Umbra neither call nor vote.""",
       "v0.2 Juntas - Moots and Board Meetings", "v0.2 Moot Phase", "v0.2 Juntas"),
    _s("battlefields", "Battlefields (variant)", TURN, """
        The battlefield rules are still being playtested, so they are a variant, off unless
        switched on. A battlefield is played into the Hunting Grounds like prey. As its alpha
        action an alpha that meets its requirements may engage it; the alpha fights away from
        its pack (no pack actions). The battlefield's own defenders fight as one creature with
        its Rage and Health, and one other player plays for them for the whole battle. If they
        die, the battlefield goes to the attacker's victory pile for its Renown; otherwise its
        damage is removed and it stays (R23).""",
       "v0.2 Battlefields beta rules", "v0.2 Battlefields"),
    _s("combat-phase", "Combat Phase", TURN, """
        Closed play: each player may discard any combat cards and draws back up to the combat
        hand size (an empty combat deck is refilled by shuffling the combat discards). Then,
        in open play, each player picks an alpha from the pack if they can; an alpha that dies
        is not replaced until the next Combat Phase.

        Alphas act one at a time from the highest Renown down (ties are settled at random once
        all alphas are chosen). As its alpha action an alpha may attack another alpha, attack
        prey in the Hunting Grounds, attack a spirit there to bind it, challenge a pack member
        of another pack who is not an alpha, attack another pack's territory, or pass. At the
        end of the phase prey that hunt make their attacks (R16) and the scores are checked.""",
       "v0.2 Combat Phase"),
    _s("open-play-cards", "Open-play cards", TURN, """
        Gifts (need the keyword and Gnosis; not while frenzied), rites (need Renown; only
        Garou, Fera and cultists; never in the middle of a combat), actions (characters only),
        events (not an action; affect both worlds), totems (one pack totem at a time; a
        personal totem belongs to one character, who then gets nothing from the pack totem),
        past lives and quests are played in open
        play, whenever their text fits. Some act at once and are discarded; others last for a
        while or stay attached to their target until cancelled. Moon phases are played only
        in the Redraw Phase, after the redraw.""",
       "v0.2 Open Play cards", "v0.2 Gifts", "v0.2 Rites", "v0.2 Events", "v0.2 Totems"),
    _s("past-lives", "Past lives", TURN, """
        A past life is played on a Garou of its tribe and lends it an ancestor's power for the
        turn: at the end of the turn it goes back to its player's hand. If the character dies
        while using it, the past life is discarded and that player's sept hand is two cards
        smaller next turn. All past lives are Unique.""",
       "v0.2 Past Lives"),
    # -- combat --------------------------------------------------------------------------------
    _s("combat-declaration", "Declaring a combat", COMBAT, """
        1. Declaration step (closed play): the attacker and its intended target are named,
        with anything played as part of the declaration.

        2. Pre-combat step (closed play): starting with the attacker, then the defending
        player, then the others, players may play cards that change who takes part: pack
        actions, territory defence, redirecting the attack, stepping in for prey. This is
        where the combat begins.

        3. Beginning of combat (open play): gifts and other open-play cards that prepare the
        fight, such as a beginning-of-combat frenzy.

        No creature ever attacks or challenges a member of its own pack, prey never attacks
        prey, and no player plays cards for both sides of one combat. Once an attack is
        declared, the attacker cannot back off before the first round has been played.""",
       "v0.2 Combat Declaration", "v0.2 Attacking a creature"),
    _s("challenge", "Challenging", COMBAT, """
        An alpha may challenge a member of another pack who is not an alpha. The challenged
        creature may refuse: then there is no fight and the challenger's alpha action is over.
        If it accepts, the combat starts at the pre-combat step; the challenged creature is
        the defender but does not count as having been attacked.""",
       "v0.2 Challenging"),
    _s("territory", "Attacking a territory", COMBAT, """
        An alpha may attack another pack's territory. That pack's alpha may defend it, which
        is not an action; the fight is then a normal combat in which both sides may use pack
        tactics. The territory is destroyed if the attacker kills the defender, if every
        defender leaves the combat first, or if nobody defends it. If the combat ends early
        or the attacker withdraws, it survives.""",
       "v0.2 Attacking a Territory"),
    _s("bind", "Attacking to bind", COMBAT, """
        An attacker in the Umbra may attack a spirit in the Hunting Grounds to bind it. If the
        spirit would die in that combat, its damage is removed instead and it joins the pack
        as an ally, worth half its Renown (rounded up) while it stays there.""",
       "v0.2 Attacking to bind"),
    _s("rivalry", "Rivalry and loyalty", COMBAT, """
        A creature with a rivalry never shares a pack with its rival. When it declares an
        attack and a rival is among the valid targets, it must attack the rival (it may still
        pass or challenge instead). A creature loyal to another never attacks or challenges
        it, though it defends itself if attacked.""",
       "v0.2 Rivalry and Loyalty", "v0.2 Forced Attacks"),
    _s("pack-actions", "Pack actions", COMBAT, """
        A pack action is any combat where a player has more than one pack member on their side.
        Cards such as Pack Defense and Hunting Party, played at the pre-combat step, bring
        more pack members in; some creatures join by themselves. Every creature in the fight
        may play a combat card each round, and its player says which face-down card belongs to
        whom. The same card cannot be used twice to bring members in, and a creature that
        stepped in for prey cannot use pack actions. If the first attacker or defender dies,
        the others fight on.""",
       "v0.2 Pack Actions", "v0.2 Pack Combat"),
    _s("prey", "Prey and stepping in", COMBAT, """
        Enemies (Wyrm creatures) and victims (Gaia creatures) live in the Hunting Grounds.
        When prey fights, one player other than the attacker plays combat actions for it each
        round; rage_tui passes that job around the table in seat order, starting after the
        attacker (R14). Prey plays no combat events. Enemies are worth no VP to Wyrm packs
        and victims none to Gaia packs.

        Stepping in: when an alpha attacks a victim, a Gaia alpha may take the victim's place;
        when an alpha attacks an enemy, a Wyrm alpha may. It is not that alpha's alpha action,
        the highest Renown volunteer goes first, and the stepping alpha fights away from its
        pack: no pack resources and no pack actions. Prey that hunts attacks at the end of the
        Combat Phase (R16).""",
       "v0.2 Prey: Enemies and Victims", "v0.2 Stepping in"),
    _s("combat-rounds", "Combat rounds", COMBAT, """
        A combat is fought in rounds. Steps 1 to 6 are closed play:

        1. Play-card step: each creature in the fight may get a combat card face down.
        2. Targeting step: each card gets its target.
        3. Reveal step: the cards turn over together.
        4. Establish-bluff step: failed bluffs and illegal cards are discarded.
        5. Resolution step: the cards act, fast ones first, then normal, then slow.
        6. Withdrawal step: the attacker may end the combat.
        7. Between rounds (open play): combat events and open-play cards, then the next
        round.""",
       "v0.2 Combat Rounds", "v0.2 Quick combat summary"),
    # -- a combat round ------------------------------------------------------------------------
    _s("play-card", "Play-card step and null cards", ROUND, """
        Each creature in the combat may be given one combat card face down (more if a card
        allows it). Players also say here if a creature will not use its weapon.

        Null cards (on by default, R5): every creature shows a face-down card every round,
        whatever its player chose, so nobody can tell from the table whether a real card was
        played; a null card does nothing and vanishes at the reveal. With null cards switched
        off, a player may put any combat card down as a decoy instead: it goes back to the hand
        at the reveal and counts as no card; a creature given nothing at all is seen to play
        nothing.

        A creature forced to play at random takes a random card from its player's hand after
        its packmates have been given theirs, even an illegal one (for prey, a random eligible
        player's hand).""",
       "v0.2 Play-card Step Options", "v0.2 Null cards", "v0.2 Alternatives",
       "v0.2 Random Play", "v0.2 Multiple Cards"),
    _s("targeting", "Targeting step", ROUND, """
        Every card played is given a target among the creatures on the other side. When a
        creature faces only one opponent its target is obvious and nobody is asked. When both
        sides have several creatures, the sides take turns naming targets, the attacking side
        first. Cards that are played in place of a combat action are also declared here.""",
       "v0.2 Targeting Step Options"),
    _s("reveal", "Reveal step", ROUND, """
        All face-down cards turn over at once. At the end of the step comes a mini-step: first
        creatures that can feint play a card face down, then creatures that are stymied
        (unable to play combat actions) may play an instinctive combat action face up, then
        targets are chosen for these cards and the face-down ones are revealed.""",
       "v0.2 Reveal step", "v0.2 Reveal Step Options", "v0.2 Feinting",
       "v0.2 Instinctive Combat Action"),
    _s("bluffs", "Establish-bluff step: bluffs and illegal cards", ROUND, """
        A creature bluffs when it plays a combat action that needs more Rage than it has, plays
        an illegal card, or plays no card at all (a null card). A bluffed card still lands if
        its target bluffed too; if the target played a real card within its Rage, the bluff
        is discarded before it can do anything. Cards with no creature target, and dodges and
        blocks, count as aimed at every opponent, so they land only if every opponent bluffed.

        Only Rage can be bluffed. A card whose other requirements are not met (Gnosis, a
        keyword, a form, "cannot be bluffed") is illegal: it is discarded at once and counts as
        no card played, for bluffing, for frenzy and for ending the combat (R3). "Plays as if
        its Rage were higher" effects (Battle Song, a firearm) let a creature play bigger cards
        without bluffing; its real Rage does not change.""",
       "v0.2 Bluff Step Options", "v0.2 Combat - Bluffs", "v0.2 Restricted Play"),
    _s("resolution", "Resolution step", ROUND, """
        Cards act by speed: fast striking, then normal, then slow striking. At each speed,
        cards without damage (dodges, blocks) act before damage; everything at that speed lands
        together, and only then do creatures killed at that speed leave the combat, dropping
        their slower cards (R18). A dodge stops all the damage of attacks on the dodger at its
        speed or slower; a block takes its number off each such attack, or stops a small
        enough attack entirely, as its card says, and an attack brought to 0 is discarded
        (R13). A reversal sends an attack back at its own player. Armour and
        other cards that stop or redirect damage are used when the damage is about to land.
        A redirect (Passive Aggression, Taking the Death Blow ...) moves a blow about to land,
        after dodges, blocks and reversals, onto another creature: the intended target takes
        nothing, and the blow's effects strike the new one.
        A combat action that deals damage becomes a damage card under its target. A creature
        that escapes (leaves the combat; only it) or steps sideways at some speed still takes
        the attacks on it at that speed, and goes afterwards; escaping also ends its frenzy
        (parting shots, R26).""",
       "v0.2 Resolution Step Options", "v0.2 Resolution step", "v0.2 Fast and Slow Striking",
       "v0.2 Dodges, Blocks and reversals", "v0.2 Parting shots", "v0.2 Escape",
       "v0.2 Redirecting attacks"),
    _s("withdrawal", "Withdrawal step and between rounds", ROUND, """
        Effects that last "until the end of the round" end now. Then the attacker may withdraw,
        which ends the whole combat (it is not an action, and the defender can never withdraw),
        unless a creature in the fight is in full frenzy. Otherwise comes the between-rounds
        step: open play, where combat events and open-play cards fit, and then a new round
        begins.""",
       "v0.2 Withdrawal step", "v0.2 Withdrawing"),
    # -- damage, frenzy and ending combat --------------------------------------------------------
    _s("damage", "Damage, the Crinos flip and death", AFTER, """
        Each damage card under a creature brings it closer to death. A creature dies when its
        damage reaches its Health. A character in breed form with a Crinos side does not die
        there: when its damage reaches its printed breed Rage or breed Health it flips to
        Crinos (or Battle form), and it dies only when the damage reaches its Crinos Health
        (R1). A character forced back to breed form with more damage than its breed Health
        dies.

        Aggravated damage cannot be regenerated, though cards may still heal it. An attack
        reduced to 0 damage is not attached. A kill is credited to the card that made the
        damage lethal. Creatures killed by a pack go to that player's victory pile; characters
        killed by prey or outside combat leave the game, and other creatures go to their
        owner's discard pile. Cards attached to the dead are discarded. However a creature
        dies (damage, a Health loss, a forced change to breed form), its body leaves play at
        once, unless it is fighting in the resolution step or in a full frenzy (R25).""",
       "v0.2 Damage and Death", "v0.2 FAQ Combat", "v0.2 Aggravated Damage", "v0.2 Death",
       "v0.2 Healing Damage"),
    _s("frenzy", "Frenzy", AFTER, """
        A frenzied creature has lost control. Only characters frenzy unless a card says
        otherwise, and a creature is in one frenzy at a time. In full frenzy the creature turns
        Crinos, draws as many combat cards as its Crinos Rage, must play every combat action it
        can (bluffs included), fights on after it should have died until it reaches its
        "hacked apart" level (Health plus Rage at the start of the frenzy), and nobody may
        withdraw from the combat. Frenzied creatures cannot play gifts.

        A frenzy ends when it is cancelled, the combat ends, the creature leaves the combat, or
        it played no combat action this round and its player holds none it could play next
        round. Then the player discards at random as many combat cards as were drawn for it.
        Limited frenzies and fox frenzies do only what their card says.""",
       "v0.2 Frenzy", "v0.2 Combat - Frenzy"),
    _s("ending-combat", "Ending a combat", AFTER, """
        A combat ends when one side has no creatures left, when the attacker withdraws, when
        a card ends it, or after a round in which no creature played a legal combat action
        (illegal cards and null cards do not count; R2). A creature with no valid target for
        a whole round leaves the combat. Afterwards every player refills the combat hand up to
        its size (no discarding first), shuffling the combat discards into a new deck if
        needed, and there is an open-play window (rites such as Gathering for the Departed fit
        here).""",
       "v0.2 Ending Combat"),
    _s("umbral-combat", "Fighting across the Gauntlet", AFTER, """
        Creatures attack only what they can reach, normally things in their own world. A
        combat action needs a valid target both when it is declared and when it lands, or it
        is discarded. A creature that spends a whole round with no valid target leaves the
        combat. Pack actions can bring members from the other world, but they still need
        targets they can reach.""",
       "v0.2 Umbral Combat"),
    _s("combat-cards", "Combat cards", AFTER, """
        Combat actions are the blows and defences of a round; combat events are tactics
        played by a creature in the fight before the first round or between rounds (unless the
        card says otherwise); prey never play combat events. A Combat Restricted card may be
        played once per side per combat. A player who has to draw from an empty combat deck
        shuffles the combat discards into a new deck; with neither, the player fights on with
        the hand they have.""",
       "v0.2 Combat Cards", "v0.2 Combat Events", "v0.2 Combat Actions",
       "v0.2 Combat Restricted"),
    # -- cards and keywords ----------------------------------------------------------------------
    _s("creatures", "Characters, allies and prey", CARDS, """
        Characters are two-sided: breed form and Crinos (battle) form; some have one form only.
        Each has Rage (which combat actions it can play without bluffing), Gnosis (spiritual
        power: gifts, fetishes, stepping sideways), Health, and Renown (its votes, and its VP
        when killed). Allies are pack members brought in by a character: they fight, equip and
        can be alpha, but do not vote or call juntas, and they leave if the pack's last
        character dies. Prey and allies cannot frenzy or step sideways, and can use cards that
        need keywords they have.""",
       "v0.2 Character Cards", "v0.2 Allies", "v0.2 Creatures", "v0.2 Forms"),
    _s("classes", "Keywords: creature classes", CARDS, """
        Creature classes say what a creature can do by nature. Garou (the thirteen Gaia
        tribes, Black Spiral Dancers and Ronin) can frenzy, regenerate and step sideways;
        other shapeshifters (Fera) likewise; banes can frenzy, regenerate and step sideways;
        vampires frenzy and regenerate; humans, animals and most fomori do none of these.
        Spirits are in both worlds and count as Crinos form. Shapeshifter allies and prey count
        as Crinos form, humans as Homid.""",
       "v0.2 Creature classes", "v0.2 Full description of keywords"),
    _s("keywords", "Keywords: tribes, auspices, breeds and abilities", CARDS, """
        Tribes and other factions (Pentex, Cults ...) decide which gifts and past lives a
        creature may use. Auspices (Ragabash, Theurge, Philodox, Galliard, Ahroun) are the
        moon under which a Garou was born. Breeds (Homid, Lupus, Metis ...) name the breed form.
        Wyrm characters have an aspect (Beast-of-War, Defiler, Eater-of-Souls). Ability
        keywords such as Kailindo unlock the cards that need them. Fast striking and slow
        striking are combat action keywords for speed (a card with both is normal speed);
        aggravated marks damage that cannot be regenerated; firearm and armour are referred to
        by other cards.""",
       "v0.2 Keywords", "v0.2 Faction", "v0.2 Spiritual Roles", "v0.2 Breed",
       "v0.2 Ability keywords", "v0.2 Other keywords"),
)


DECISION_SECTIONS: tuple[Section, ...] = tuple(
    Section(f"decision-{rid.lower()}", f"{rid}: {title}", DECISIONS, body,
            (f"rules decision {rid}",))
    for rid, title, body in DECISIONS_TEXT)


ALL_SECTIONS: tuple[Section, ...] = SECTIONS + DECISION_SECTIONS + UNLIMITED_SECTIONS

PARTS: tuple[str, ...] = (GAME, TURN, COMBAT, ROUND, AFTER, CARDS, DECISIONS, UNLIMITED)

_BY_CITE: dict[str, Section] = {c.lower(): s for s in ALL_SECTIONS for c in s.cites}
_BY_KEY: dict[str, Section] = {s.key: s for s in ALL_SECTIONS}
_DECISION_REF = re.compile(r"\b(?:rules decision\s+)?([RU]\d{1,2})\b")


def sections() -> tuple[Section, ...]:
    """Every section, in reading order (by part)."""
    return ALL_SECTIONS


def section(key: str) -> Section | None:
    """The section with this key."""
    return _BY_KEY.get(key)


def find(rule: str) -> Section | None:
    """The section a citation points to.

    Exact citations first (``v0.2 Combat Rounds``), then the citation without what follows a
    colon or a bracket (``v0.2 Combat Rounds: establish-bluff``, ``card text (by hand)``), then
    a rules decision named anywhere in it (``R6``, ``rules decision R6``), then a section key."""
    text = " ".join(rule.split())
    if not text:
        return None
    if text.lower().startswith("design 5: "):  # games saved before the rules decisions
        text = "rules decision R8"
    low = text.lower()
    if low in _BY_CITE:
        return _BY_CITE[low]
    for sep in (":", " (", " - "):
        head = low.split(sep, 1)[0].strip()
        if head != low and head in _BY_CITE:
            return _BY_CITE[head]
    m = _DECISION_REF.search(text)
    if m:
        hit = _BY_CITE.get(f"rules decision {m.group(1).lower()}")
        if hit is not None:
            return hit
    if low in _BY_KEY:
        return _BY_KEY[low]
    for cite, sec in _BY_CITE.items():
        if cite.startswith("v0.2 ") and low.startswith(cite):
            return sec
    return None


def search(query: str) -> list[Section]:
    """Sections matching every word of ``query`` (in the title, citations or text), best
    first: title hits before citation hits before body hits. An empty query lists them all."""
    words = [w for w in re.split(r"\s+", query.lower().strip()) if w]
    if not words:
        return list(ALL_SECTIONS)
    scored: list[tuple[int, int, Section]] = []
    for i, s in enumerate(ALL_SECTIONS):
        title, cites, body = s.title.lower(), " ".join(s.cites).lower(), s.body.lower()
        score = 0
        for w in words:
            if w in title:
                score += 10
            elif w in cites:
                score += 5
            elif w in body:
                score += 1 + min(body.count(w), 4)
            else:
                break
        else:
            scored.append((-score, i, s))
    return [s for _, _, s in sorted(scored, key=lambda t: (t[0], t[1]))]


__all__ = ["ALL_SECTIONS", "PARTS", "Section", "find", "search", "section", "sections"]
