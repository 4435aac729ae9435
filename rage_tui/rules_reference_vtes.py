"""The rules reference for ``vtes``: our own summary of the revised rules of Vampire: The
Eternal Struggle (1998, seed 002), section by section under the rulebook's own numbers, and the
V-decisions of docs/rules-decisions-vtes.md.

Every section lists the numbers the V:TES engine cites on its events (``6.2.2``, ``9.1``,
``rules decision V7`` ...), so a citation in the game log opens the section that explains it.
The ruleset's declaration names this module (``RulesetPlugin.rules_reference``). No Textual
here.
"""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_sections import (
    COMBAT,
    DECISIONS,
    GAME,
    TURN,
    Reference,
    Section,
    book_sections,
    decision_sections,
)

ACTIONS = m("Actions and blocks")
POLITICS = m("Politics")
TORPOR = m("Torpor and diablerie")
ENDING = m("Ending the game")

_BOOK = (
    ("terms", m("Terms: tapping, burning, blood and pool"), GAME,
     m("A card is tapped (turned sideways) when it acts or blocks, and untapped again at the "
       "start of its controller's turn. A burned card goes to its owner's ash heap. Blood "
       "counters are the game's one currency: on a vampire they are his blood, in front of a "
       "Methuselah they are her pool, and between games they rest in the blood bank. Card text "
       "beats the rules where the two disagree, and you control the cards you bring into play "
       "(the golden rules)."), "1", "1.1", "1.2", "1.3", "1.4"),
    ("cards", m("Crypt and library cards"), GAME,
     m("Your crypt holds your vampires (at least 12); each has a capacity (the most blood he "
       "can hold), a clan and disciplines at basic or superior level, some a title. Your "
       "library holds everything else (40 cards, plus up to 10 more for each player at the "
       "table): master cards, played by you in your "
       "master phase, and minion cards, played by your minions - actions, political actions, "
       "allies, retainers, equipment, action modifiers, reactions and combat cards. A card's "
       "requirements (clan, discipline, title, sect) must be met by the minion playing it, and "
       "its cost is paid in blood by the vampire or in pool by you. After playing a library "
       "card you draw back up to seven."), "1.5", "1.6", "1.6.1", "1.6.2", "1.6.3"),
    ("unique", m("Unique cards and contested titles"), TURN,
     m("Every vampire is unique, and so are some other cards. When a second copy of a unique "
       "card comes into play, all copies are contested: turned face down and out of play. In "
       "each of your untap phases you pay 1 pool to keep contesting a card, or yield it (burn "
       "it). A unique title (a Prince or Archbishop of a city, a Justicar of a clan) claimed by "
       "two vampires is contested too: both act as untitled, and each pays 1 blood a turn or "
       "yields; a vampire in torpor must yield."), "4.1", "4.2"),
    ("setup", m("Getting started: seats, pool and the Edge"), GAME,
     m("Each Methuselah sits with her prey to her left and her predator to her right; you win "
       "by ousting your prey, and your predator tries to oust you. Everyone starts with 30 pool, "
       "seven library cards in hand and four crypt cards face down in her uncontrolled region. "
       "The Edge starts in the centre: a successful bleed takes it, its holder may take 1 pool "
       "in her untap phase, and she may burn it for one vote."), "2", "2.1", "2.2", "2.3"),
    ("turn", m("The turn: five phases"), TURN,
     m("Turns go clockwise. Each has an untap phase (untap everything, take the Edge's pool, "
       "pay or yield contests), a master phase (one master card), a minion phase (your ready "
       "untapped minions take actions one at a time), an influence phase (transfers) and a "
       "discard phase (discard one card and draw one). Apart from untapping, nothing is "
       "compulsory. Whenever someone plays a card, the acting Methuselah may answer it first."),
     "3", "4", "5", "8"),
    ("actions", m("Actions: bleed, hunt, equip, employ, recruit, cards"), ACTIONS,
     m("Acting taps the minion. A bleed makes the prey burn pool equal to the bleed amount (1 "
       "for a vampire, 0 for an ally unless the card says more) and gives the Edge to the "
       "bleeder. A hunt (+1 stealth) gives the vampire 1 blood; an empty vampire must hunt. "
       "Equipping, employing a retainer and recruiting an ally have +1 stealth; a recruited "
       "ally waits a turn before acting. An action card describes its own action; a political "
       "action (+1 stealth, vampires only) calls a referendum."),
     "6", "6.1", "6.1.1", "6.1.2", "6.1.3", "6.1.4", "6.1.5", "6.1.6", "6.1.7"),
    ("blocks", m("Blocks: stealth and intercept"), ACTIONS,
     m("A directed action (a bleed) can be blocked only by the Methuselah it is aimed at. An "
       "undirected one (a hunt, an equip, every political action) can be blocked by the "
       "acting Methuselah's prey first, then by her predator. A block succeeds when the "
       "blocker's intercept is at least the actor's stealth; stealth and intercept may be "
       "added by cards only while they change the outcome. A failed attempt may be followed "
       "by another; saying no more is final. A blocked action fails, its card is burned and "
       "the two minions fight. The action's cost is paid only if it succeeds; modifiers and "
       "reactions pay when played."), "6.2", "6.2.1", "6.2.2", "6.2.3"),
    ("referendum", m("Referendums and votes"), POLITICS,
     m("When a political action succeeds, its caller chooses the terms, then everyone may cast "
       "votes: the card that called it gives its controller one, one more political card each "
       "gives one (burned), ready titled vampires give theirs (Primogen or Bishop 1, Prince or "
       "Archbishop 2, Justicar or Cardinal 3, Inner Circle 4), the Prisci as a block 3, and "
       "the Edge burned gives one. Votes from one source go the same way, and once cast cannot "
       "be changed. More for than against passes; a tie fails. Nobody draws until the "
       "referendum is over."), "6.3", "6.3.1", "6.3.2", "6.3.3", "6.3.4"),
    ("combat", m("Combat: range, strikes and presses"), COMBAT,
     m("A block starts a combat of one or more rounds. In each, the range is close unless a "
       "maneuver takes it to long (and another brings it back; nobody plays two in a row). "
       "Then each minion chooses a strike, the acting one first, and both resolve together: a "
       "hand strike deals the minion's strength (vampires 1, allies 0) at close range only; "
       "ranged strikes work at either range; a dodge stops the opposing strike; combat ends "
       "resolves before everything; first strike before ordinary strikes. Additional strikes "
       "follow at the same range. At the end of the round a press may continue the combat, "
       "and a press may cancel it. Tapped minions fight like untapped ones."),
     "6.4", "6.4.1", "6.4.2", "6.4.3", "6.4.4", "6.4.5"),
    ("damage", m("Damage: prevention, healing, aggravated"), COMBAT,
     m("Damage may first be prevented by cards. Every point left costs a vampire one blood to "
       "heal; a vampire who cannot heal it all goes to torpor. Aggravated damage cannot be "
       "healed and sends him to torpor; a point of it on a vampire already wounded burns him "
       "unless he burns a blood for it. Ordinary damage is taken before aggravated. An ally or "
       "retainer loses one life per point and is burned at none. Retainers can be struck only "
       "at long range, and a retainer who survives gets its life back."), "6.4.6", "6.4.7"),
    ("torpor", m("Torpor, leaving it and rescue"), TORPOR,
     m("A vampire in torpor keeps his cards and blood, untaps as usual, and can only try to "
       "leave torpor (+1 stealth, 2 blood if it succeeds; a vampire who blocks it may "
       "diablerize him instead). Any ready vampire may rescue him for 2 blood, paid by either "
       "or shared (+1 stealth when both are yours; otherwise it is directed at his "
       "controller)."), "6.5", "6.5.1", "6.5.2", "6.5.3"),
    ("diablerie", m("Diablerie and the Blood Hunt"), TORPOR,
     m("A ready vampire may take an action to diablerize a vampire in torpor (directed at his "
       "controller, or at +1 stealth if he is your own). If it succeeds, the diabolist takes "
       "all the victim's blood (excess "
       "drains off) and his equipment, the victim is burned, and if the victim was older (more "
       "capacity) the diabolist may fetch a master discipline card from his controller's "
       "library, ash heap or hand. Then any Methuselah may call a Blood Hunt: a referendum "
       "that is no action and cannot be blocked; if it passes, the diabolist is burned."),
     "6.5.4", "6.5.5", "6.5.6"),
    ("influence", m("The influence phase: transfers"), TURN,
     m("The first turn of the game gives one transfer, the second two, the third three, every "
       "later one four. One transfer moves a pool counter onto a vampire in your uncontrolled "
       "region, two move one back, and four plus 1 pool bring the top card of your crypt into "
       "the uncontrolled region. At the end of the phase each vampire there with blood equal to "
       "his capacity comes into play, ready and untapped."), "7"),
    ("ousting", m("Ousting and victory points"), ENDING,
     m("A Methuselah with no pool is ousted, and everything she controls is burned. Her "
       "predator scores 1 victory point and 6 pool - only the point if she is ousted at the "
       "same moment. The seating closes up: the ousted one's prey becomes her predator's prey. "
       "The last Methuselah left scores 1 more point. The most victory points wins, even if "
       "their holder was ousted."), "9", "9.1"),
    ("withdrawing", m("Withdrawing"), ENDING,
     m("With an empty library and less than a full hand at the start of your turn, you may "
       "announce in your untap phase that you withdraw. If until your next untap phase none of "
       "your minions fights and you lose no pool and no blood, you leave the game with 1 "
       "victory point, and your predator scores nothing for it."), "9.2"),
    ("sects", m("Sects"), GAME,
     m("Vampires belong to the Camarilla, the Sabbat, or neither (independent). Some cards and "
       "titles require a sect: only a Camarilla vampire may play a Camarilla-only card."),
     "10"),
)

_DECISIONS = (
    ("V1", m("Seating"), m("Seat 0 goes first; seats sit clockwise in seat order.")),
    ("V2", m("Transfers count the game's turns"),
     m("1, 2 and 3 in the game's first three turns, then 4.")),
    ("V3", m("Prompts give no hand away"),
     m("A seat a rule lets play is asked every time, even when its only answer is no.")),
    ("V4", m("Polling clockwise"),
     m("Each Methuselah votes in turn from the acting one, until she is done; votes are final.")),
    ("V5", m("The diabolist takes all equipment"), m("Taking it is never worse in this set.")),
    ("V6", m("Calling the Blood Hunt"),
     m("Offered clockwise from the diabolist's controller; the first to call it calls it.")),
    ("V7", m("The turn limit and ties"),
     m("20 turns of each Methuselah; most victory points wins, then most pool, else shared.")),
    ("V8", m("Ousted in her own turn"),
     m("Her turn ends at once and the next seat still in plays next.")),
    ("V9", m("Blocking again"),
     m("A minion whose block failed tries again only with an intercept card to play.")),
    ("V10", m("Prevention takes aggravated damage first"),
     m("The damaged minion would always choose it.")),
    ("V11", m("Decks dealt from the top"), m("Shuffled once at setup; no cut.")),
    ("V12", m("Allies bleed for 1 or more"), m("A bleed of 0 does nothing and is not offered.")),
    ("V13", m("The Edge's pool is always taken"), m("Taking it is never worse.")),
    ("V14", m("When bleed modifiers are offered"),
     m("After the blocks, actor first; stealth and intercept only while they matter.")),
    ("V15", m("Ousted at the same time"),
     m("Brought to 0 by one effect: predators are taken before anyone leaves; a predator "
       "ousted with her prey scores the point, not the pool.")),
)

SECTIONS: tuple[Section, ...] = book_sections("vtes", _BOOK)
"""Our summary of the V:TES rulebook, in reading order."""

DECISION_SECTIONS: tuple[Section, ...] = decision_sections(_DECISIONS, DECISIONS)

REFERENCE = Reference(
    m("Rules reference (our summary of the V:TES rules, 1998)"),
    SECTIONS + DECISION_SECTIONS,
    (GAME, TURN, ACTIONS, POLITICS, COMBAT, TORPOR, ENDING, DECISIONS))
"""vtes's reference, as the reference screen and the log's citations open it."""
