"""The rules reference for ``rage-las-vegas``: our own summary of the Five Rings relaunch
rulebook, "Rage: Across Las Vegas" (seed 001), section by section under the rulebook's own
headings, and the L-decisions of docs/rules-decisions-las-vegas.md.

Every section lists the rule ids the Las Vegas engine cites on its events (``LV Combat: Reveal
Combat Cards``, ``rules decision L6`` ...), so a citation in the game log opens the section that
explains it. The ruleset's declaration names this module (``RulesetPlugin.rules_reference``).
No Textual here.
"""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_sections import (
    AFTER,
    CARDS,
    COMBAT,
    DECISIONS,
    GAME,
    ROUND,
    TURN,
    Reference,
    Section,
    book_sections,
    decision_sections,
)

ABILITIES = m("Special abilities")
UMBRA = m("The Umbra")

_BOOK = (
    ("setup", m("Preparing the table"), GAME,
     m("Agree on the Renown level first: 20 for a usual game, 15 for a short one, 25 for a "
       "long one. Each player brings one Tribe card and seats go clockwise from the highest "
       "Tribe Fury down (a tie is drawn once and holds all game). Starting shapeshifters may "
       "be of your Tribe, Tribe Friendly to it, of a cohort Tribe (each costs the extra Renown "
       "the Tribe card names) or alternate shapeshifters; together they cost no more than the "
       "Renown level, your own Tribe's Garou outweigh any one cohort's in Renown, and no Garou "
       "comes twice. The Sept deck holds at least 30 cards, at most 3 of any one; the Combat "
       "deck at least 20, at most 2 of any one, half new moon and half full moon. Garou start "
       "Breed side up in your Staging Area and the Umbra marker starts on 7."),
     "LV Preparing the Table"),
    ("areas", m("Areas of play and ground rules"), GAME,
     m("The Hunting Grounds in the middle hold the Enemies and Victims until they die, and "
       "the alphas who go hunting. Your Staging Area holds your characters, decks, discard "
       "piles and Victory Pile; anyone may look through your discards and Victory Pile. Card "
       "text beats the rules, but nobody ever controls both Hunter and Prey. A Main action or "
       "a Combat event may be used only on a card that was in play when the phase began. Rage "
       "never goes below 0, a searched deck is shuffled again, and when two cards clash in "
       "timing both act in the order played (if only one can, the later one)."),
     "LV Areas of Play", "LV Ground Rules", "LV Ground Rules: card text overrides printed rules"),
    ("cards", m("Attached and independent cards"), CARDS,
     m("Gifts, Equipment and rites go under a character and take up Gnosis: the costs of "
       "everything attached never exceed the character's Gnosis, and if its Gnosis falls "
       "below them all of it is discarded. A 'Requires:' line must be met when the card is "
       "attached (a Breed requirement still counts for a Garou stuck in Crinos form), and a "
       "card stays even if the trait is later lost. A Spirit Ally takes only Gifts that "
       "require its own Tribe. Independent cards such as Allies and Totems need a character "
       "that meets their requirements; regenerating characters count. A combat card's "
       "'Benefit:' works only for a combatant that meets it; for anyone else its text is "
       "blank and any X is 1."),
     "LV Card Requirements and Benefits", "LV Attached Cards", "LV Independent Cards"),
    ("discards", m("Discards and keywords"), CARDS,
     m("A card in play is discarded only by a rule or an effect, always to its owner's pile. "
       "A discard that does not say where comes from the hand; one from a deck comes off the "
       "top. An empty Sept deck or hand costs nothing: forced discards from it are simply "
       "done, but you cannot choose to discard from it to pay for something. A card with a "
       "keyword is a card of that keyword, and so is every action it takes or grants."),
     "LV Discard Rules", "LV The Keyword Rule"),
    ("start", m("Start of Turn"), TURN,
     m("Every rite in progress and every regenerating character turns a quarter clockwise. "
       "A regenerating character that comes upright loses all its wounds; a rite that comes "
       "upright leaves its shapeshifter and becomes active in the Staging Area. A rite does "
       "not turn if its shapeshifter fought or went into the Hunting Grounds last turn."),
     "LV Sequence of Play: Start of Turn Phase"),
    ("sept-draw", m("Sept Draw"), TURN,
     m("Each player draws Sept cards up to the Sept Draw of her Tribe card, or discards down "
       "to it. An empty Sept deck draws nothing; when nobody can draw at all, the Renown level "
       "falls by one for good, and again each turn this happens."),
     "LV Sequence of Play: Sept Draw Phase", "LV Sequence of Play: Sept Draw Phase; rules "
     "decision L2"),
    ("main", m("The Main Phase: one play at a time"), TURN,
     m("From the highest Tribe Fury clockwise, each player makes one play and the next player "
       "follows: set a wounded character with a paw print to regenerate, play a Sept card, use "
       "a 'Main:' ability of a card that was in play when the phase began (once per card), or "
       "pass. Once you make any play other than regenerating, you regenerate no more this "
       "turn. A pass does not end your phase: you are asked again while others still play, "
       "and the phase ends when everyone passes in a row. Allies and the one Totem go to your "
       "Staging Area, Enemies and Victims to the Hunting Grounds (Umbra Enemies into the "
       "Umbra), Events are performed by one of your characters (never twice at the same "
       "target in a turn), a Garou calls at most one Moot a turn, and a shapeshifter has one "
       "rite in progress at a time."),
     "LV Sequence of Play: Main Phase", "LV Sequence of Play: one play at a time until all pass"),
    ("votes", m("The Resolution Phase: Moot Events and votes"), TURN,
     m("Moot Events are played one at a time clockwise from the player who called the Moot, "
       "until everyone passes in a row. Then the Moots are voted in the order they were "
       "called; a Moot's targets are named just before its vote. Only Garou vote: not Spirits, "
       "Allies, alternate shapeshifters, regenerating Garou or Garou in the Umbra. A Garou "
       "casts votes equal to its Renown on one Moot only a turn, and the caller votes for its "
       "own Moot first. The chance to vote goes clockwise until everyone has passed. More for "
       "than against passes the Moot; a tie fails it."),
     "LV Sequence of Play: Resolution Phase (Moot Events)",
     "LV Sequence of Play: Resolution Phase (votes)",
     "LV Sequence of Play: Resolution Phase (votes); rules decision L5"),
    ("alphas", m("The Resolution Phase: picking alphas"), TURN,
     m("After the votes, starting on the left of the last player to pass in the Main Phase "
       "and going clockwise, each player sends one pack member into the Hunting Grounds as "
       "her alpha, flipping it to Crinos for one Sept card if she likes, and decides whether "
       "it crosses into or out of the Umbra. Everyone must pick an alpha, even when effects "
       "rule out every choice. A player with no characters leaves the game, but may still "
       "win on her Victory Pile."),
     "LV Sequence of Play: Resolution Phase (alphas)"),
    ("alpha-phase", m("The Alpha Phase"), TURN,
     m("Alphas act one each, highest Renown first (ties: higher Tribe Fury). An alpha may "
       "attack a character in the Hunting Grounds (it cannot refuse), challenge a pack member "
       "in a Staging Area (its player may decline; if it fights, it stays in the Hunting "
       "Grounds without an action of its own), use an 'Alpha:' ability, or do nothing. When "
       "an Enemy or a Victim fights, another player plays it. Whoever a pack member kills "
       "goes to its pack's Victory Pile; a character killed by an Enemy or Victim leaves the "
       "game and scores for nobody."),
     "LV Sequence of Play: Alpha Phase"),
    ("end", m("The End Phase"), TURN,
     m("Pack members come back from the Hunting Grounds, shapeshifters turn Breed side up "
       "(unless their wounds reach their Breed Health: then they stay in Crinos and lose "
       "their Breed-only abilities), and Long Events are discarded."),
     "LV Sequence of Play: End Phase"),
    ("winning", m("Winning the game"), GAME,
     m("A player whose Victory Pile holds at least the Renown level wins at once (Victims "
       "score 0 unless a card says so). If two are over it, the higher total wins; a tie "
       "plays on until one of them pulls ahead, or a third passes them both. A player with no "
       "characters left can still win."),
     "LV Winning the Game"),
    ("combat-prepare", m("Combat: cards and preparing"), COMBAT,
     m("Attacks deal Damage when you have initiative; defences Block when your opponent has "
       "it; flexes serve as either, with only the number that fits; counterattacks hit back "
       "instead of blocking. Damage Effects work only if the card wounds. To prepare, name the "
       "Hunter (the alpha, or who the effect says) and the Prey; both go to the Hunting "
       "Grounds (one coming from a Staging Area may flip to Crinos for a Sept card); each "
       "combatant's player draws five Combat cards, shuffling the discards when the deck runs "
       "out. Each combat starts with full Rage."),
     "LV Combat Basics", "LV Combat: Prepare for Combat",
     "LV Combat: Prepare for Combat; rules decision L7"),
    ("combat-events", m("Pre-, mid- and post-combat events"), COMBAT,
     m("Before the first round, from the Hunter clockwise, players play Combat Events and "
       "'Pre-Combat:' abilities one at a time until everyone passes in a row: In events only "
       "for the Hunter or Prey, Out events only from outside the fight, In/Out either way. "
       "Between rounds the same goes for 'Mid-Combat' cards, and after the combat for "
       "'Post-Combat' ones. Then both players discard every Combat card they hold and the "
       "spent Rage comes back."),
     "LV Combat: Play Pre-Combat Events", "LV Combat: Play Mid-Combat Events",
     "LV Combat: Play Post-Combat Events",
     "LV Combat: Play Pre-Combat Events; rules decision L17 (simplified)"),
    ("initiative", m("Initiative and the two face-down picks"), ROUND,
     m("The Hunter has initiative in the first round, then it alternates. The player with "
       "initiative puts an attack face down, or passes: a pass ends the round and the "
       "Mid-Combat events follow. The other player then puts down a defence or a "
       "counterattack, or nothing (Block 0). Neither sees the other's pick until both are "
       "down. If neither combatant attacks in a round (here: both pass, one after the other), "
       "the combat ends."),
     "LV Combat: Check Initiative", "LV Combat: Player with Initiative Picks a Card",
     "LV Combat: Other Player Picks a Card"),
    ("reveal", m("The reveal and the Rage it costs"), ROUND,
     m("Both picks turn over and their Rage costs come off the combatants' Rage. A card that "
       "costs more than the Rage left (beyond any Sustained Rage) is ineligible: it still "
       "takes its cost, down to nothing, and counts as Damage 0 and Block 0. When the two "
       "cards clash in timing, the cheaper one goes first, and at equal cost the one of the "
       "player with initiative."),
     "LV Combat: Reveal Combat Cards", "LV Combat: Reveal Combat Cards; rules decision L8"),
    ("damage", m("Damage, counterattacks, fast and slow, reactions"), ROUND,
     m("Damage over Block becomes wounds (Damage 4 against Block 1: 3 wounds), then the "
       "Damage Effects apply. A counterattack wounds both sides; when that would kill one or "
       "both, a fast card strikes before one that is not, and a slow card after. Some cards "
       "let the attacker react to their damage with one more defence or flex, paid as usual, "
       "never a counterattack. A two-sided shapeshifter in Breed form that takes more wounds "
       "than its Health flips to Crinos and fights on; what it spent in Breed form counts "
       "against its Crinos Rage."),
     "LV Combat: Apply Any Damage", "LV Combat: Apply Any Damage (reactions)",
     "LV Combat: Apply Any Damage (flip to Crinos)",
     "LV Combat: Apply Any Damage (reactions); rules decision L18 (simplified)"),
    ("end-combat", m("The end of combat"), AFTER,
     m("A character whose wounds reach its Health and cannot flip any more dies: into its "
       "killer's Victory Pile if a pack member killed it, out of the game if an Enemy or "
       "Victim did; its attached cards go to their owners' discards. Afterwards everyone "
       "returns to the Staging Areas (after the whole Alpha Phase, for alphas)."),
     "LV Combat: End of Combat"),
    ("frenzy", m("Frenzy"), ABILITIES,
     m("A Garou with Frenzy that takes its Trigger Damage or more in one round of combat "
       "frenzies and its player draws as many Combat cards as its Frenzy number. The Trigger "
       "Damage follows its base Crinos (or Metis) Health: 1 wound at Health 1-3, 2 at 4-6, 3 "
       "at 7 or more."),
     "LV Special Abilities: Frenzy"),
    ("insight", m("Insight and Kailindo"), ABILITIES,
     m("Before the first Combat Event, a character with Insight lets its player draw that "
       "many extra Combat cards and then discard as many. A character with Kailindo gains, "
       "for the rest of the combat, the difference in Rage whenever its revealed card costs "
       "less Rage than its opponent's."),
     "LV Special Abilities: Insight", "LV Special Abilities: Kailindo",
     "LV Special Abilities: Kailindo; rules decision L19"),
    ("regenerating", m("Regenerating"), ABILITIES,
     m("A character with a paw print and at least one wound at the start of the Main Phase "
       "may be set to regenerate: its rites are discarded and it is turned paw print up. It "
       "turns a quarter each Start of Turn and, once upright, loses every wound and shows its "
       "Breed side. While it regenerates it takes no part in the turn's business; if an "
       "effect makes it fight, it turns upright at once and keeps its wounds."),
     "LV Special Abilities: Regenerating"),
    ("sustained", m("Sustained Rage"), ABILITIES,
     m("A character with Sustained Rage may always play cards costing that much Rage or "
       "less, even with its Rage spent; while it still has Rage, those cards use it up as "
       "usual."),
     "LV Special Abilities: Sustained Rage"),
    ("umbra-state", m("The state of the Umbra"), UMBRA,
     m("The Umbra track runs from 1 to 25 in five levels of five points; the marker starts on "
       "7 and never leaves the track. It goes up a point when a Wyrm Enemy is played, a "
       "non-corrupt Spirit dies or a non-Wyrm Garou dies; down a point when a Wyrm Enemy "
       "dies, and down two when a Garou in the Umbra passes its alpha action."),
     "LV The Umbra", "LV The Umbra: the state of the Umbra"),
    ("umbral-chart", m("The Umbral chart"), UMBRA,
     m("Level 1: Garou with Gnosis 6+ heal a wound each Start of Turn, no Garou frenzies, "
       "every Sept Draw is 1 higher, Spirits gain Insight 2. Level 2: nothing. Level 3: "
       "Garou gain Frenzy +1, Spirit Allies take a wound when played, attaching a Gift to a "
       "Gnosis 7+ Garou costs a Sept card. Level 4: Garou with Gnosis 6+ lose a Gift and "
       "Spirit Allies take a wound each Start of Turn, Garou gain Frenzy +2. Level 5: Sept "
       "Draws are 1 lower, Garou with Gnosis 5+ lose a Gift and Fetish Equipment is destroyed "
       "each Start of Turn, Spirit Allies cannot be played, Frenzy +2 and Trigger Damage 1 "
       "lower."),
     "LV The Umbra: Umbral Chart",
     "LV The Umbra: Umbral Chart; rules decision L16 (simplified)"),
    ("entering-umbra", m("Entering the Umbra"), UMBRA,
     m("An alpha crosses into the Umbra (or back) when it is picked, for cards off the top of "
       "the Sept deck: 0 at level 1, 1 at level 2, 2 at level 3, 3 at levels 4 and 5, less 1 "
       "for Gnosis 4-6 and less 2 for Gnosis 7 or more. Right before its action it may cross "
       "again at the full cost, with no Gnosis discount. An alpha fights only targets on its "
       "own side of the Umbra. After the votes, characters left in the Umbra by the last "
       "Alpha Phase may come back for free. Humans never go; a Spirit goes for free when "
       "picked."),
     "LV The Umbra: Entering the Umbra"),
    ("other-shapeshifters", m("Other shapeshifters"), GAME,
     m("Werecreatures that are not Garou count as Garou for everything but the Moot votes. "
       "Any pack may start with them at their base Renown, but never with more Renown of them "
       "than of Garou of its own Tribe."),
     "LV Other Shapeshifters"),
)

_DECISIONS = (
    ("L1", m("Seating by Tribe Fury"),
     m("Clockwise from the highest Fury; ties drawn once at setup, the winner higher all game.")),
    ("L2", m("When nobody can draw"),
     m("Checked at the Sept Draw: no Sept deck holds a card, so the Renown level drops by 1 "
       "for good, again each such turn.")),
    ("L3", m("A pass ends regenerating"),
     m("Passing is a play other than regenerating: after it, no more regenerating this turn.")),
    ("L4", m("What a regenerating character may not do"),
     m("Vote, call a Moot, perform an Event, take attached cards, use Main or Alpha actions, "
       "be picked as alpha while an upright one is left, be challenged.")),
    ("L5", m("The choices of a voter"),
     m("Cast one unused Garou's votes for or against, or pass (final for that Moot); the "
       "caller votes first.")),
    ("L6", m("When a combat ends for want of attacks"),
     m("A pass ends the round; a pass by each combatant, one after the other, ends the "
       "combat.")),
    ("L7", m("Who fights for an Enemy or a Victim"),
     m("The next seat clockwise after the alpha's player, with its own Combat deck.")),
    ("L8", m("A pick that does not fit"),
     m("Any card may go down; one that does not fit the pick is ineligible at the reveal.")),
    ("L9", m("The Rage pool"),
     m("Rage of the face-up side less what was spent this combat; full again after each "
       "combat.")),
    ("L10", m("The player to the left"),
     m("The next seat clockwise: the first alpha picker follows the last to pass.")),
    ("L11", m("Frenzy from the Umbral chart"),
     m("'Every Garou gains Frenzy +N' gives Frenzy even to Garou printed without it.")),
    ("L12", m("Flipping an alpha to Crinos"),
     m("One Sept card, from the hand or the top of the deck, its player's choice.")),
    ("L13", m("The turn limit"),
     m("A game still going after the turn limit (60) ends undecided.")),
    ("L14", m("Breeds"),
     m("Homid, Lupus and Metis; a Metis has two identical sides and never flips.")),
    ("L15", m("Derangements"), m("No card of this library has one.")),
    ("L16", m("Which Gift is lost at Umbra levels 4 and 5"),
     m("The one attached last (simplified: the rulebook lets the controller choose).")),
    ("L17", m("Combat Events in this library"),
     m("Played by the two fighting seats from their Combat hands; all are In events.")),
    ("L18", m("One level of reaction"),
     m("A reaction is played face up after the reveal; no reaction to a reaction.")),
    ("L19", m("Kailindo by itself"),
     m("Used automatically at the start of every combat of a character that has it.")),
    ("L20", m("Main actions and the last-minute Umbra move"),
     m("A Main action is one play, once per card per phase; the last-minute crossing does not "
       "use up the alpha's action.")),
    ("L21", m("Readings of deck construction"),
     m("Tribe Friendly Garou pay base Renown and count for neither side of the cohort "
       "comparison, which weighs printed Renown.")),
)

SECTIONS: tuple[Section, ...] = book_sections("lv", _BOOK)
"""Our summary of the Las Vegas rulebook, in reading order."""

DECISION_SECTIONS: tuple[Section, ...] = decision_sections(_DECISIONS, DECISIONS)

REFERENCE = Reference(
    m("Rules reference (our summary of Rage: Across Las Vegas)"),
    SECTIONS + DECISION_SECTIONS,
    (GAME, TURN, COMBAT, ROUND, AFTER, ABILITIES, UMBRA, CARDS, DECISIONS))
"""rage-las-vegas's reference, as the reference screen and the log's citations open it."""
