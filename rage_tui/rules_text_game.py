"""The rules reference, part one: the game and the turn (rage-1995), in our own words.

Each section is a game message (title and body), so the reference shows in the
reader's language; the English text is the message id."""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_sections import GAME, TURN, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        "overview",
        m("What the game is about"),
        GAME,
        m(
            "Every player leads a pack of werewolves (Gaia) or servants of the Wyrm (Wyrm). "
            "Packs earn victory points (VP), mostly by killing prey and the members of other "
            "packs, and also through juntas, rites, quests and other cards. Each player has a "
            "sept deck (resources, allies, gifts, juntas and other game-changing cards) and a "
            "combat deck (the blows and tricks of a fight), and starts with characters whose "
            "Renown adds up to no more than the game's Renown level.\n"
            "\n"
            "The Renown level (20 unless the players agree otherwise) does two jobs: it caps "
            "the total Renown of each starting pack, and it is the number of VP needed to win."
        ),
        (
            "v0.2 Introduction",
            "v0.2 Overview",
        ),
    ),
    Section(
        "areas",
        m("Areas of play"),
        GAME,
        m(
            "Home Ground: a pack's members, its pack resources and totem, its decks, discard "
            "piles and victory pile. Hunting Grounds: the shared middle of the table where prey "
            "(enemies and victims) wait to be attacked; alphas are not in it, not even when "
            "they fight there. The Umbra: the spirit world beside the physical one; creatures "
            "in it are marked as such, and most effects do not cross the Gauntlet between the "
            "two worlds."
        ),
        (
            "v0.2 Areas of Play",
            "v0.2 Hunting Grounds",
        ),
    ),
    Section(
        "victory-pile",
        m("The victory pile"),
        GAME,
        m(
            "Creatures your pack kills in combat go to your victory pile and are worth their "
            "printed Renown in VP (unless a card changes that); some cards put themselves in "
            "the pile too. A face-down card in a victory pile is worth 1 VP. A creature worth "
            "nothing to you (a victim killed by a Gaia pack, an enemy killed by a Wyrm pack) is "
            "discarded instead. Creatures killed outside combat score nothing: characters leave "
            "the game, others go to their owner's discard pile. Anyone may look through any "
            "victory pile; cards in it are not in play. A bound spirit still in your pack is "
            "worth half its Renown, rounded up."
        ),
        ("v0.2 Victory Pile",),
    ),
    Section(
        "winning",
        m("Winning the game"),
        GAME,
        m(
            "At the end of each Combat Phase the scores are checked. A player with VP at or "
            "above the Renown level wins; if several players are there, the one with the most "
            "VP wins; if they are tied, the game goes on for another turn, and so on until one "
            "is ahead.\n"
            "\n"
            "A player who has lost every character is out: the cards of that pack's Home Ground "
            "(but not the combat deck) leave play, and that player plays no more sept cards, "
            "though they may still play combat cards for prey. A player who reaches the winning "
            "score on the turn they go out still wins. rage_tui adds two endings the rules "
            "leave open: the last pack standing wins at the end of the Combat Phase (R6), and a "
            "game still going after the turn limit ends undecided (R10)."
        ),
        ("v0.2 Winning the Game",),
    ),
    Section(
        "deck-building",
        m("Building a deck"),
        GAME,
        m(
            "A deck has three parts. The pack: characters whose Renown adds up to no more than "
            "the game's Renown level (20 as standard), each character once, and never two "
            "versions of the same character. A deck serves Gaia or the Wyrm; its characters "
            "serve the same side, or are Rogues, who may join either side as long as they make "
            "up no more than half of the pack's Renown. The sept deck: at least 30 sept cards. "
            "The combat deck: at least 20 combat cards. There is no upper limit on either deck. "
            "A Restricted card may be in a deck once (R9); a card may also say how many copies "
            "a deck may hold.\n"
            "\n"
            "Givors' club rules, when the players choose them, allow at most 1 copy of each "
            "combat card and 2 of each sept card.\n"
            "\n"
            "rage-tui deck check and the deck builder (Decks screen) check these rules."
        ),
        (
            "v0.2 Preparing to Play",
            "v0.2 Separate Your Deck",
            "v0.2 Rogues",
            "v0.2 Givors' club rules",
        ),
    ),
    Section(
        "card-text",
        m("Card text beats the rules"),
        GAME,
        m(
            "When a card's text and the rules disagree, the card wins; the rules are the "
            "skeleton that cards bend. In rage_tui a card's text is carried out by its effects "
            '(see docs/effects.md); events marked "card text" in the log come from a card\'s '
            "effects. A card whose text the effect language cannot express yet is resolved by "
            'hand: the players apply it themselves and confirm, and the log says so ("card text '
            '(by hand)"). Cards have no memory: each copy is independent of the others.'
        ),
        (
            "card text",
            "card text (by hand)",
            "v0.2 Card Supremacy and Versions",
        ),
    ),
    Section(
        "timing",
        m("Open play and closed play"),
        GAME,
        m(
            "Closed play is a stretch of the game where only specific plays are allowed: the "
            "start of every phase, the declaration and pre-combat steps of a combat, and steps "
            "1 to 6 of every combat round. Everything else is open play, where open-play cards "
            "(gifts, rites, actions, events, totems, past lives, quests) and, in combat, combat "
            "events may be played.\n"
            "\n"
            "On one shared screen rage_tui plays closed-play steps that the rules call "
            "simultaneous (redraw discards, resources, stepping sideways, calling juntas, one "
            "Renown tier of votes, face-down combat cards) by asking each seat in private, in "
            "seat order, and only then applying everything together; the log only says that a "
            "seat has chosen. The alphas, which the rules have every player pick in the Combat "
            "Phase's open play without saying in what order, are picked the same way and shown "
            "together, so that nobody picks knowing another player's alpha. In hot-seat games "
            "the seat that made the last private choice is asked first, so one person can make "
            "several in one sitting. Open "
            "play is a round of priority in seat order: each seat may play something or pass, "
            "and the window closes once every seat has passed in a row. In hot-seat games every "
            "seat is asked in every window; the app passes by itself for a player who has no "
            "stop there (R7, R8)."
        ),
        (
            "v0.2 Open Play and Closed Play",
            "v0.2 Closed Play",
            "v0.2 Open Play",
        ),
    ),
    Section(
        "turn-sequence",
        m("The turn sequence"),
        TURN,
        m(
            "Every turn has six phases, in this order: Redraw, Regeneration, Resource, Umbra, "
            "Moot and Combat. All players go through each phase together; only in the Combat "
            "Phase do the alphas act one after another, from the highest Renown down. Each "
            "phase opens with a little closed play and then turns into open play."
        ),
        ("v0.2 Turn Sequence",),
    ),
    Section(
        "redraw",
        m("Redraw Phase"),
        TURN,
        m(
            "First turn: everyone draws a full sept hand and a full combat hand (five cards "
            "each unless a card changes the hand size) before anything else can happen.\n"
            "\n"
            "Later turns (closed play): each player may discard any number of sept cards, then "
            "draws back up to the sept hand size. Nothing interrupts this until every hand is "
            "full. A player whose sept deck is empty simply draws no more. The rest of the "
            'phase is open play; cards played "at the beginning of the turn", such as the moon '
            "phases, are played here, after the redraw."
        ),
        ("v0.2 Redraw Phase",),
    ),
    Section(
        "regeneration",
        m("Regeneration Phase"),
        TURN,
        m(
            "Closed play: every creature that regenerates sends back its single lowest damage "
            "card that is not aggravated, to the discard pile of that card's owner. If two "
            "different cards are tied for lowest, the creature's controller (the owner, for "
            "prey) picks one. Shapeshifters, vampires and Bane characters always regenerate; "
            "most allies and prey do not, unless the card says they do, and spirits (Bane "
            "allies and prey among them) never do. Cards that add regeneration (a totem, a "
            "realm) act right after the normal regeneration.\n"
            "\n"
            "Healing never turns a character back to breed form: once in Crinos it stays so for "
            "the rest of the game unless a card forces it back (FAQ). The rest of the phase is "
            "open play."
        ),
        ("v0.2 Regeneration Phase",),
    ),
    Section(
        "resource",
        m("Resource Phase"),
        TURN,
        m(
            "Closed play first: each player picks the creatures and resources to bring in, and "
            "they all arrive together. Prey (enemies and victims) go to the Hunting Grounds; "
            "allies join the pack, recruited by a character that meets their requirements and "
            "is in the same world; equipment is put on a character or ally that can use it; "
            "caerns, realms and territories go to the Home Ground. Playing a resource is an "
            "action of the creature that plays it. If several players bring in the same Unique "
            "card, chance decides who keeps it and the other copies go back to hand (R11).\n"
            "\n"
            "Then open play: more cards can be played one at a time; each piece of equipment "
            "may be handed once to another creature who can use it (in another pack only if "
            "that pack's player accepts; a refused offer uses up the item's trade for the "
            "phase); and a player may discard any of their caerns, realms, territories and "
            "equipment from play."
        ),
        ("v0.2 Resource Phase",),
    ),
    Section(
        "equipment",
        m("Equipment"),
        TURN,
        m(
            "Equipment attaches to the creature that plays it, and only that creature uses it. "
            "A creature carries at most one weapon and one piece of armour, unless a card says "
            "otherwise. Fetishes need a Gaia bearer with enough Gnosis; bane fetishes need a "
            "Wyrm bearer; mundane equipment has no Gnosis requirement but may have other limits "
            "(a form, for instance). During the Resource Phase each item may be traded once to "
            "another creature that meets its requirements. A creature that stops meeting the "
            "requirements keeps its equipment. Prey cannot be given equipment."
        ),
        ("v0.2 Equipment",),
    ),
    Section(
        "unique",
        m("Unique and Restricted cards"),
        TURN,
        m(
            "Unique: only one copy may be in play at a time across the whole table (copies in "
            "victory piles do not count). If two players bring one in at the same moment, "
            "chance picks who keeps it, and one player never brings in two copies at once. "
            "Restricted: each player may play it once per game, even if it is cancelled; a deck "
            "may hold several copies, and a second one played is refused (a combat card is "
            "illegal) (R9)."
        ),
        (
            "v0.2 Unique",
            "v0.2 Restricted",
        ),
    ),
    Section(
        "umbra-phase",
        m("Umbra Phase"),
        TURN,
        m(
            "Closed play: characters that can step sideways and whose pack has a caern may use "
            "it to enter or leave the Umbra, if their Gnosis is at least the caern's Gauntlet. "
            "Everyone who steps does so at the same moment, and no one uses the caern both ways "
            "in one phase. Other cards can move creatures across at other times. The rest of "
            "the phase is open play."
        ),
        (
            "v0.2 Umbra Phase",
            "v0.2 Stepping Sideways",
        ),
    ),
    Section(
        "umbra",
        m("The Umbra and the Gauntlet"),
        TURN,
        m(
            "Creatures in the Umbra deal with each other as if they were in the physical world, "
            "but most things do not cross the Gauntlet: actions, gifts, rites, quests, combat "
            "actions and the abilities of creatures and equipment cannot target or affect "
            "creatures on the other side. Events (totems included) affect both worlds; caerns "
            "and territories exist in both. Spirits are in both worlds. Creatures only in the "
            "Umbra can neither call, vote in, nor be targeted by juntas. Alpha actions are "
            "sorted across the Gauntlet, but an alpha can only attack what it can reach."
        ),
        (
            "v0.2 Umbra",
            "v0.2 Interlude: Rules for the Umbra",
        ),
    ),
    Section(
        "caerns",
        m("Caerns, realms and territories"),
        TURN,
        m(
            "A caern is a pack resource and a door to the Umbra: a pack has at most one, and "
            "every pack member may use its ability. Realms are Umbral places whose power helps "
            "the pack; you need a character in the Umbra to play one (a Gaia character when the "
            "realm lists no requirement), and you lose it as soon as none of your characters is "
            "left there. Territories are places a pack holds (any number of them); an alpha can "
            "attack one, and the owner's alpha may defend it."
        ),
        (
            "v0.2 Caerns",
            "v0.2 Realms",
            "v0.2 Territories",
        ),
    ),
    Section(
        "moot",
        m("Moot Phase and juntas"),
        TURN,
        m(
            "At the start of the Moot Phase (closed play) characters may call juntas: Moots for "
            "Gaia packs, Board Meetings for Wyrm packs. A junta can be called only if at least "
            "two players lead packs of that allegiance, and only by a character whose Renown is "
            "at least the junta's Renown.\n"
            "\n"
            "Juntas are voted from the highest junta Renown down (ties: the caller with more "
            "Renown first). In each vote the creatures vote from the highest Renown down; "
            "creatures of the same Renown vote at the same time. A character has as many votes "
            "as its Renown and may vote yes, no or abstain in every junta it is eligible for. A "
            "junta passes with more yes than no; a tie fails. A junta that passes takes effect "
            "at once, before the next vote (R12), so a creature it removes votes no more. "
            "Allies do not call or vote unless a card lets them; creatures only in the Umbra "
            "neither call nor vote."
        ),
        (
            "v0.2 Juntas - Moots and Board Meetings",
            "v0.2 Moot Phase",
            "v0.2 Juntas",
        ),
    ),
    Section(
        "battlefields",
        m("Battlefields (variant)"),
        TURN,
        m(
            "The battlefield rules are still being playtested, so they are a variant, off "
            "unless switched on. A battlefield is played into the Hunting Grounds like prey. As "
            "its alpha action an alpha that meets its requirements may engage it; the alpha "
            "fights away from its pack (no pack actions). The battlefield's own defenders fight "
            "as one creature with its Rage and Health, and one other player plays for them for "
            "the whole battle. If they die, the battlefield goes to the attacker's victory pile "
            "for its Renown; otherwise its damage is removed and it stays (R23)."
        ),
        (
            "v0.2 Battlefields beta rules",
            "v0.2 Battlefields",
        ),
    ),
    Section(
        "combat-phase",
        m("Combat Phase"),
        TURN,
        m(
            "Closed play: each player may discard any combat cards and draws back up to the "
            "combat hand size (an empty combat deck is refilled by shuffling the combat "
            "discards). Then, in open play, each player picks an alpha from the pack if they "
            "can; an alpha that dies is not replaced until the next Combat Phase.\n"
            "\n"
            "Alphas act one at a time from the highest Renown down (ties are settled at random "
            "once all alphas are chosen). As its alpha action an alpha may attack another "
            "alpha, attack prey in the Hunting Grounds, attack a spirit there to bind it, "
            "challenge a pack member of another pack who is not an alpha, attack another pack's "
            "territory, or pass. At the end of the phase prey that hunt make their attacks "
            "(R16) and the scores are checked."
        ),
        ("v0.2 Combat Phase",),
    ),
    Section(
        "open-play-cards",
        m("Open-play cards"),
        TURN,
        m(
            "Gifts (need the keyword and Gnosis; not while frenzied), rites (need Renown; only "
            "Garou, Fera and cultists; never in the middle of a combat), actions (characters "
            "only), events (not an action; affect both worlds), totems (one pack totem at a "
            "time; a personal totem belongs to one character, who then gets nothing from the "
            "pack totem), past lives and quests are played in open play, whenever their text "
            "fits. Some act at once and are discarded; others last for a while or stay attached "
            "to their target until cancelled. Moon phases are played only in the Redraw Phase, "
            "after the redraw."
        ),
        (
            "v0.2 Open Play cards",
            "v0.2 Gifts",
            "v0.2 Rites",
            "v0.2 Events",
            "v0.2 Totems",
        ),
    ),
    Section(
        "cancelling",
        m("Cancelling a card"),
        TURN,
        m(
            "Some creatures can cancel a card as another player plays it (a gift, an action): "
            "before the card takes effect, each player holding such a creature is asked in "
            "turn, starting after the player who played it. A cancelled card goes to the "
            "discard pile with no effect, but it still counts as played (for Restricted and "
            "Combat Restricted cards too). Most can do it once per turn."
        ),
        ("v0.2 Cancellation",),
    ),
    Section(
        "past-lives",
        m("Past lives"),
        TURN,
        m(
            "A past life is played on a Garou of its tribe and lends it an ancestor's power for "
            "the turn: at the end of the turn it goes back to its player's hand. If the "
            "character dies while using it, the past life is discarded and that player's sept "
            "hand is two cards smaller next turn. All past lives are Unique."
        ),
        ("v0.2 Past Lives",),
    ),
)
