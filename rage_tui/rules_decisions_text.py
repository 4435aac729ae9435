"""The rules decisions of rage-1995 (docs/rules-decisions.md) as the in-app rules reference
shows them: id, title and our own short wording."""

from __future__ import annotations

from rage_tui.i18n import Msg, m

DECISIONS_TEXT: tuple[tuple[str, Msg, Msg], ...] = (
    ("R1", m("Crinos and death"),
     m("A breed-form character flips to Crinos when its damage reaches its printed breed Rage or "
       "breed Health, and dies when its damage reaches its Crinos Health.")),
    ("R2", m("When a combat ends"),
     m("The attacker withdraws, one side is empty, a card ends it, or a whole round passes with "
       "no legal combat action played. Illegal and null cards do not count as played.")),
    ("R3", m("What a bluff is"),
     m("Playing a legal combat action above your Rage, an illegal card, or no card. A bluff lands "
       "only if its target bluffed too; untargeted cards, dodges and blocks need every opponent to "
       "have bluffed. A 'cannot be bluffed' card above the user's Rage, and any card whose Gnosis "
       "or other requirement is unmet, is illegal.")),
    ("R5", m("Null cards on"),
     m("Every creature in a combat shows a face-down card each round. With null cards switched "
       "off, a player may put down any combat card as a decoy that goes back to the hand at the "
       "reveal (v0.2 Alternatives); giving a creature nothing is visible to everyone.")),
    ("R6", m("The last pack standing"),
     m("When only one pack is left it wins at the end of the Combat Phase; with no pack left the "
       "game ends with no winner.")),
    ("R7", m("Automatic passes and stops"),
     m("In hot-seat games every player is asked at every closed-play step and open-play window, "
       "whatever they hold, so the order of handovers gives nothing away. A player's stops say "
       "in which windows they want the keyboard; elsewhere the game passes for them, exactly as "
       "a pass by hand, and nobody can tell which it was. The house rule 'skip a player who has "
       "nothing playable' is faster but tells everyone watching when a player held nothing "
       "playable. Against bots, a player whose only answer is Pass or Done is passed for at "
       "once (bots only see the game's events, never the screen).")),
    ("R8", m("Simultaneous steps on one screen"),
     m("Closed-play steps that are simultaneous collect each seat's choices in private, then "
       "apply them together: in seat order, or in hot-seat games starting with the seat that "
       "made the last private choice. Open play is a priority round in seat order that closes "
       "when every seat passes in a row. The alphas are picked the same way and shown "
       "together: the rules have every player pick one in the Combat Phase's open play without "
       "an order, and picking last, knowing the others' alphas, must not be an advantage.")),
    ("R9", m("Deck limits"),
     m("Restricted and Unique cards may be in a deck any number of times. Each player plays a "
       "Restricted card once per game (a second copy is refused, or illegal in combat); only one "
       "copy of a Unique card can be in play.")),
    ("R10", m("Turn limit"),
     m("A game still going after the turn limit (60 unless set otherwise) ends undecided.")),
    ("R11", m("Unique cards played together"),
     m("When several seats bring in the same Unique card in one closed play, chance picks who "
       "keeps it; the other copies go back to hand.")),
    ("R12", m("Juntas act at once"),
     m("A junta takes effect as soon as its vote ends, before the next vote (v0.2), not at the "
       "end of the Moot Phase as in the Unlimited example.")),
    ("R13", m("Blocks and dodges"),
     m("Each block card says which kind it is: a reducing block takes its number off each attack "
       "on the blocker, an all-or-nothing block stops each attack of up to its number entirely "
       "and lets bigger ones through whole. An attack brought to 0 is discarded. A dodge stops "
       "all damage. Both work at their speed or slower, unless the card text covers the whole "
       "round (Fetal Position).")),
    ("R14", m("Who plays for prey"),
     m("Each round a player other than the attacker plays for the prey, in seat order starting "
       "after the attacker; a player who is out may still do it.")),
    ("R15", m("Order of damage at one speed"),
     m("When several blows of one player hit one creature at the same speed and together could "
       "kill it, that player chooses the order, and so the killing blow. Otherwise they land in "
       "the order they were committed.")),
    ("R16", m("Hunting prey"),
     m("Prey with the hunter keyword attack at the end of the Combat Phase, highest Renown first "
       "(a tie: a player picked at random decides which goes first). "
       "Its owner picks the target among the creatures it may attack (never a Wyrm creature for "
       "an enemy, never a Gaia one for a victim); the other players play for it.")),
    ("R17", m("Rivalry and loyalty"),
     m("When a rival is a valid target of an alpha's attack, the attack must be on a rival (the "
       "alpha may still pass or challenge). A creature never attacks or challenges the one it is "
       "loyal to.")),
    ("R18", m("One speed, one moment"),
     m("Everything at one speed lands together, then the dead leave the combat and lose their "
       "slower cards. The kill goes to the first card that made the damage lethal.")),
    ("R19", m("Changing form at will"),
     m("While a card such as Full Moon lets characters change form at will, each character it "
       "reaches may turn its card over once a turn in open play, either way. Full Moon reaches "
       "Garou only (Black Spiral Dancers too; v0.2 FAQ). A change into breed form that would "
       "kill it is not offered.")),
    ("R20", m("After a pack action"),
     m("A player who had more than one pack member on one side of a combat discards combat "
       "cards of their choice down to the combat hand size when it ends (Unlimited rulebook; "
       "v0.2 is silent).")),
    ("R22", m("Stepping in: a tie"),
     m("Alphas of equal Renown who may step in for prey are asked in an order drawn at random.")),
    ("R23", m("Battlefields, in part"),
     m("The battlefields variant implements Battlefield Defence, with the card draws and rules "
       "each battlefield card gives. The attacker fights away from its pack; only a card that "
       "names battlefields (Reinforcements) brings packmates in. Defence by another alpha, "
       "buying keywords for the defenders and Renown limits are not offered.")),
    ("R21", m("Gifts of equipment to another pack"),
     m("Equipment may be given to a member of another pack only if that pack's player accepts. "
       "A refused offer uses up the item's one trade of the Resource Phase.")),
    ("R24", m("Combat Restricted, side by side"),
     m("Each side of a combat plays one copy of a Combat Restricted card, whatever its type. A "
       "player with no creature in the combat plays for no side, so the limit does not bind "
       "them.")),
    ("R25", m("Kills by effects"),
     m("A creature killed in combat by an effect that is not a combat action (a Health loss, a "
       "forced form change, a gift's damage) counts as killed by the pack of the creature that "
       "used the card; one that dies because a Health bonus ran out is killed by nobody. Killed "
       "outside combat, it scores for nobody.")),
    ("R26", m("Escaping during the resolution step"),
     m("Whatever makes a creature escape or step sideways during the resolution step, it goes "
       "only when every action at that speed has landed, so attacks on it at that speed still "
       "hit.")),
    ("R30", m("Scripted prey"),
     m("Prey with a behaviour follow the enemy rules of the Retaliation board game. Each combat "
       "shuffles a deck of the numbers 1 to 10; each round one number is shown and every minion, "
       "common and leader plays the move its card lists for it (nothing listed: a null card). A "
       "boss plays its own script in order and starts again when it runs out; at a Health "
       "threshold the damage stops, the boss enters its next phase and its new script starts "
       "from the top. A prey goes for the creature it is fighting unless its move names another "
       "target; a monomaniac never changes target.")),
    ("R31", m("Prey tiers and affixes"),
     m("A minion dies to any damage and ignores effects put on it. Guardian I or II: every other "
       "prey in the fight takes 1 or 2 less from each hit. Lupus Hunter: 2 more damage against a "
       "creature in lupus form. Silver Blade: 2 more damage that no block stops against a "
       "creature in Crinos. Explosive: when it dies, every creature fighting it takes 2 damage "
       "before the combat can end. Among cards at one speed, players' creatures act first, then "
       "boss, leader, common and minion.")),
    ("R32", m("Co-operative campaigns"),
     m("Packs on one team fight the Hunt together: their victory points count together towards "
       "the campaign's Renown, they win or lose together, they never attack each other, and only "
       "the Hunt plays for the prey.")),
    ("R33", m("A bluff with no target"),
     m("A bluffed combat action left without a creature target (no opponent could be targeted) "
       "is compared like one that targets every opponent: it lands when all of them bluffed or "
       "played nothing.")),
    ("R34", m("Take-backs"),
     m("In a solo game, u takes back your last decision and every decision after it, the bots' "
       "too, by playing the game again up to that point. Hot-seat games allow it only with the "
       "take-backs house rule. Every take-back is written into the save.")),
    ("R40", m("Which blow a redirect catches"),
     m("A redirect combat action such as Redirected Attack is offered each time a blow it could "
       "catch is about to land; you pick which blow to turn, one per card. It only catches "
       "blows at its own speed or slower.")),
    ("R41", m("Circular Attack one-on-one"),
     m("With only one opponent in the fight, Circular Attack has no one else to turn the blow "
       "on, so it does nothing.")),
    ("R42", m("Tsannik stepping sideways"),
     m("Tsannik may step sideways into or out of the Umbra as often as he likes in a turn, "
       "outside combat rounds.")),
    ("R43", m("Who cancels a card first"),
     m("A creature's ability to cancel a card as it is played is offered to its player before "
       "the card takes effect, in turn from the player after the one who played it, and never "
       "against its own player's card. A prey creature that can cancel has no player: it "
       "cancels the first card it may each turn by itself.")),
    ("R44", m("Scourge-of-Men's weakness"),
     m("Only his cancelling of Gaia creatures' gifts is played: no document gives the text of "
       "his weakness, and cards do not say which characters are male.")),
    ("R45", m("What a Gaia gift is"),
     m("A gift with at least one Gaia requirement: a Garou tribe but the Black Spiral Dancers, "
       "a Bastet tribe but the Hellcats, a breed, an auspice, or the Bastet, Corax, Gurahl, "
       "Mokole or Rokea. A gift may be both a Gaia and a Wyrm gift.")),
    ("R46", m("Joining a combat without a card"),
     m("Creatures that may join a combat without a card (Janus, the Stormcrow, Thomas Kachina "
       "with Allison) are offered at the pre-combat step, after the pack-action cards and "
       "before anyone steps in for prey; the usual limits of pack actions hold. Gogol "
       "Fangs-First draws his combat card once a combat.")),
    ("R47", m("Out of play until later"),
     m("Blossom (until the end of the turn) and the Kinfolk Small Town Cop (until the next "
       "Regeneration Phase) set characters aside on the table: they keep their damage and "
       "cards, take no action but regenerating, cannot be alpha or join pack actions, and "
       "nothing can act against them. Blossom may do it to one character at most twice.")),
    ("R48", m("Wyrm Skin and Whip of the Wicked"),
     m("Against Wyrm Skin a card aimed at the wearer, or at no creature while the wearer fights "
       "you, is played at 2 less Rage: above that it is a bluff. Facing Whip of the Wicked you "
       "may not give a creature a damage card while your combat hand holds a dodge or a block; "
       "cards that do both count as dodges or blocks. A prey gets no damage card while any "
       "player who may play for it holds a dodge or block.")),
    ("R49", m("The Flamethrower explodes"),
     m("All the damage the bearer takes in one combat round while it fights, blows and card "
       "effects alike, is added up; at 4 the Flamethrower leaves the bearer at once and becomes "
       "a 2-damage card on it. A kill by it scores as the damage that set it off would.")),
    ("R50", m("Creatures only the Umbra can attack"),
     m("Drattosi can be attacked only by an alpha in the Umbra, and in its combats creatures "
       "outside the Umbra cannot aim combat actions at it. Nightmaster comes into play in the "
       "Umbra only, though he is no spirit. In Drattosi's first round its foes' other combat "
       "actions are illegal.")),
    ("R51", m("Flame Spirit"),
     m("Flame Spirit plays combat actions as if its Rage were 1; higher cards are bluffs. Once "
       "per combat, in a round in which it played no combat card, it may burn out at the start "
       "of the targeting step: a face-up 4-damage blow at normal speed that dodges and blocks "
       "stop. Then it leaves play and nobody scores it; if the blow hit, its card marks the "
       "damage. Its player is asked whenever it could burn out, so the question reveals "
       "nothing.")),
    ("R52", m("Latonia the Temptress and Doctor Spencer"),
     m("When a combat with Latonia opens, after step-ins and pack actions, each player opposing "
       "her (against prey: every player but hers) discards the combat hand and draws as many. "
       "In a combat where a side has more than one creature, Doctor Spencer plays last: once "
       "every other card is down and targeted his player alone sees his opponents' cards, then "
       "plays his own face down and picks its target.")),
    ("R53", m("Riposte"),
     m("Riposte blocks 2 of each attack on its user at its speed or slower, and each attack it "
       "blocks deals 1 damage to the creature that played it (a second sting is marked with the "
       "top card of its player's combat deck). It deals no damage of its own.")),
    ("R54", m("Run Like Hell and juntas"),
     m("A creature that escapes with Run Like Hell may not call or vote in a junta until the "
       "end of the next turn.")),
    ("R55", m("Triggered gifts that hurt the attacker"),
     m("Gift of the Porcupine and Poison Tumors wait on their user until another creature's "
       "combat action first damages it; then the gift becomes a 1-damage card on that creature "
       "and is used up. The user's own blow turned back on it does not set them off.")),
    ("R56", m("After the bluffs"),
     m("In a game where some card is played once the bluffs are settled (Distractions), every "
       "player is asked each round at that moment, the attacker first; in other games the "
       "moment is skipped. Only such cards may be played then.")),
    ("R57", m("Master of the Pack"),
     m("The user's player picks Garou characters of Gaia from any pack, one per point of the "
       "user's Renown, never a rival of anyone on the user's side. Until the combat ends they "
       "fight as the user's temporary pack: its player plays their combat cards from its own "
       "hand and scores their kills.")),
    ("R58", m("Skipping a Redraw Phase"),
     m("A player told to skip the next Redraw Phase (Telemarketing Campaign) sits all of it out "
       "on the next turn: no discards, no refill and no cards played in it.")),
    ("R59", m("Monster Joe's Truck-n-Tow and Caern of Bygone Visions"),
     m("Once per turn, in the Resource Phase, the player may search the sept deck for a card of "
       "their choice (any equipment with Monster Joe's; any fetish, bane and dual fetishes "
       "included, with Bygone Visions), take it into hand and shuffle.")),
    ("R60", m("Caern of the Painted Sands"),
     m("The pack may play any pack totem that needs one of the thirteen Gaian tribes, one copy "
       "of each, and keeps them all; when the caern leaves play only the newest totem stays.")),
    ("R61", m("Stuck Sideways"),
     m("It is played on a creature that stepped sideways earlier in the same turn, in combat "
       "too; the creature is in both worlds until the end of the next turn or until it steps "
       "sideways again, then stays where it stepped to.")),
    ("R62", m("The three battlefields"),
     m("Battle of Screaming Mud: the attacker draws 4 combat cards and the Defending Player 3, "
       "and the attacker fights at half Rage, rounded up, with no withdrawal. Den of Rorth: a "
       "Gaia attacker draws 3, a Wyrm one 4, the Defending Player 4. War of Attrition: no "
       "withdrawal before the end of round 5; still fighting then, the attacker wins it; "
       "beaten sooner it is worth nothing and stays.")),
    ("R63", m("Cards played as the Moot Phase begins"),
     m("A card played at the beginning of the Moot Phase, such as Rite of Wisdom, is picked in "
       "private together with the juntas you call, and takes effect before those juntas are "
       "announced.")),
    ("R64", m("Juntas that name the packs they reach"),
     m("A junta whose card names the allegiance of the packs it reaches, such as Rampage or "
       "Punitive Damages (Gaia packs), reaches exactly those packs, even though board meetings "
       "otherwise leave Gaia packs alone. A target named when the junta is called must still "
       "be there when it passes, or the junta does nothing.")),
    ("R65", m("Ritual Challenge"),
     m("The caller of Ritual Challenge names the character it challenges. If the moot passes "
       "they fight at once, before the next junta is voted; the challenge cannot be refused, "
       "and Loyalty does not stop it.")),
    ("R66", m("The Pentex Exec and caerns"),
     m("Once per game, in open play outside combat, the Pentex Exec and Limousine may destroy "
       "a caern of any other pack, Wyrm or Gaia alike.")),
    ("R67", m("Oisin MacGaelach and the faeries"),
     m("As Oisin arrives, his pack takes control of every faerie in play that is not a "
       "character: faerie allies of other packs and faerie prey. When Oisin leaves play, at the "
       "end of the turn or when his Garou dies, they go back where they came from.")),
    ("R68", m("Iron Will"),
     m("Iron Will cancels one thing that stops a packmate playing combat cards, makes it play "
       "at random or caps their Rage, a foe's lasting ability (Drattosi, Nexus Crawler) "
       "included for the rest of the combat. Bans on juntas, other actions or weapons stay.")),
    ("R69", m("Mage of the Celestial Chorus"),
     m("The Mage's printed ability is not in the documents: it keeps a designed one (it cancels "
       "the first gift a Wyrm creature plays each turn) and defends the Priest.")),
    ("R70", m("Elder Stone in moots only"),
     m("Elder Stone's extra votes count in moots only, never in a board meeting, whatever the "
       "allegiance of the bearer's pack (FAQ).")),
    ("R71", m("Throat Bare"),
     m("Played between rounds, Throat Bare makes its user escape the combat, and until the end "
       "of the turn nobody scores VP for killing it; playing a combat action again ends that "
       "(FAQ). The documents do not give the printed text, so the rest is our reading.")),
    ("R72", m("Asking before a killing blow"),
     m("In a game where some card can be performed as a blow is about to kill (Rite of the "
       "Black Spiral), every player with a creature fighting the doomed creature is asked, in "
       "seat order, whenever such a blow is about to land, whatever they hold; letting the blow "
       "land is always an answer. Asking only the player holding the card would show the table "
       "that they hold it.")),
    ("R73", m("Asking about redirect events"),
     m("In a game where some combat event moves a blow onto another pack member (Taking the "
       "Death Blow, Shieldmate), a player whose creature is about to be hit is asked whenever "
       "one of the game's events could move that blow, whatever they hold; letting the blow "
       "land is always an answer. Redirect actions revealed with the round's cards are asked "
       "about first, by their player.")),
    ("R74", m("When a fox frenzy flees"),
     m("A creature sent into a fox frenzy (Fox Frenzy) leaves the combat at the end of the "
       "round in which the card is played, before withdrawal, instead of at once; if something "
       "keeps it in the combat, its frenzy gives it nothing more.")),
    ("R75", m("An alpha directed at one creature"),
     m("Once the alphas are chosen, the player of Mizrait may pick one alpha of another pack "
       "and one creature it could attack or challenge: that alpha's action this turn is that "
       "attack or a pass, and only a pass if the creature is gone or no longer a valid target "
       "when it acts.")),
    ("R76", m("George Birch and the Pentex Allies"),
     m("The Pentex Allies of George Birch's pack, the allies with the Pentex keyword, have +1 "
       "Rage. The documents say only that his ability concerns Pentex Allies.")),
    ("R77", m("Crookpaw and the Lost Cub"),
     m("Crookpaw must accept every challenge, but a card that keeps others from challenging "
       "him still does. Creatures of the pack with the least remaining Renown (every member "
       "counted, allies and creatures out of play included) cannot act against the Lost Cub. "
       "Both abilities are ours: the documents only rule on how they are applied.")),
    ("R78", m("What Gibbous Moon gives"),
     m("Until the end of the turn Galliards play combat actions as if their Rage were 1 higher, "
       "without a real Rage increase (so no extra cards in a frenzy), and have +1 Gnosis. It "
       "gives no extra votes.")),
    ("R79", m("When Jackal's Quest is played"),
     m("On a member of your pack that, in this phase, took a piece of equipment from a creature "
       "of another pack (stolen or traded) and still carries it, usable or not. Each piece taken "
       "allows one quest; gear taken from prey or carried since an earlier phase does not.")),
    ("R80", m("When an Umbral Quest ends"),
     m("It scores if the questor is still in the Umbra at the start of its player's next "
       "Regeneration Phase. As soon as the questor is out of the Umbra the quest ends and its "
       "card is discarded; stepping back in later scores nothing.")),
    ("R81", m("A fetish on the wrong side"),
     m("A creature that carries a fetish while it is not of Gaia, or a bane fetish while it is "
       "not of the Wyrm (it changed packs, for instance through the Rite of the Black Spiral), "
       "keeps the item but cannot use it: its bonuses, markers and abilities do not count until "
       "the creature is of the right side again. Putting such an item into play on the wrong "
       "side is refused.")),
    ("R82", m("Sky River Caern"),
     m("The characters of a pack holding Sky River Caern may refuse any challenge, even one that "
       "cannot normally be refused, such as a Ritual Challenge; allies may not, nor a character "
       "whose own card makes it accept every challenge. Its members in the Umbra also have +1 "
       "Gnosis.")),
    ("R83", m("Body Wrack"),
     m("Body Wrack lowers its target's Health by 2 until the card is cancelled. Healing the "
       "target's damage does not end it.")),
    ("R84", m("Pack actions cross the Gauntlet"),
     m("Cards that bring pack members into a combat bring them from either world. A member with "
       "no valid target for a whole round leaves the combat. Attacking the Wyrm brings every "
       "other member of the pack, with no choice.")),
    ("R85", m("Ass Whuppin' Lynch Mob"),
     m("As a human of the pack attacks, its player picks up to three other humans of the pack to "
       "join: none, one, two or three. The card is played only in an attack.")),
)
