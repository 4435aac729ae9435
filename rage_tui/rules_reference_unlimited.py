"""The rules reference for rage-unlimited: the Rage Unlimited rulebook's sections (seed 003,
named as in the Polish translation) and the U-decisions of docs/rules-decisions-unlimited.md,
in our own words. :mod:`rage_tui.rules_reference` adds these sections to its own."""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_decisions_text import DECISIONS_TEXT
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
    decision_sections,
    without,
)
from rage_tui.rules_text_cards import SECTIONS as CARD_SECTIONS
from rage_tui.rules_text_combat import SECTIONS as COMBAT_SECTIONS
from rage_tui.rules_text_game import SECTIONS as GAME_SECTIONS

UNLIMITED = m("Rage Unlimited")

_BOOK = (
    ("fazy-tury", m("Fazy tury: the five phases"),
     m("Under the Unlimited rulebook a turn has five phases, played by everyone at once: Faza "
       "Dobioru (redraw), Faza Regeneracji, Faza Ekwipunku/Sojuszników (equipment, allies and "
       "enemies), Faza Rad (moots) and Faza Walki (combat). There is no Umbra Phase (U1)."),
     "Fazy tury"),
    ("faza-dobioru", m("Faza Dobioru: the redraw"),
     m("At the start of the game everyone draws five sept cards - no combat cards yet (U3). In "
       "every later Faza Dobioru you may discard any sept cards, then draw so as to hold "
       "exactly five; holding more, you first discard down to five, choosing which (U20)."),
     "Faza Dobioru"),
    ("faza-regeneracji", m("Faza Regeneracji: healing"),
     m("Every creature able to regenerate returns its lowest damage card to its owner's combat "
       "discard pile. Aggravated damage does not regenerate. Healing never turns a Crinos "
       "character back (U14)."), "Faza Regeneracji"),
    ("faza-ekwipunku", m("Faza Ekwipunku/Sojuszników: equipment and allies"),
     m("Play equipment on your characters and allies, bring in allies, and put enemies into the "
       "Hunting Grounds. Within a pack, equipment may change hands as often as you like in this "
       "phase (U4)."), "Faza Ekwipunku/Sojuszników"),
    ("ekwipunek", m("Ekwipunek: equipment"),
     m("A character meets an item's requirements to use it. Only one armour at a time, but any "
       "number of weapons; in each combat round a creature uses one of them, declared at the "
       "play-card step (U22)."), "Ekwipunek"),
    ("faza-rad", m("Faza Rad: moots"),
     m("Characters call moots by playing them in this phase. When all are called they are "
       "voted one by one, the highest Renown requirement first; every Garou has as many votes as "
       "its Renown and a tie fails. Nothing takes effect until every moot has been voted: then "
       "the ones that passed take effect, in voting order (U5)."), "Faza Rad"),
    ("faza-walki", m("Faza Walki: the combat phase"),
     m("Everyone discards unwanted combat cards and draws up to five (the first time: a first "
       "hand of five, U3). Each player chooses an alpha - a character or ally, never one in the "
       "Umbra (U1) - and the alphas act from the highest Renown down. A player who has lost "
       "every character leaves at the end of the next turn (U12)."),
     "Faza Walki", "Dobiór kart walki"),
    ("atak-alfy", m("Atak Alfy: the alpha's action"),
     m("An alpha may attack another alpha or anything in the Hunting Grounds, or challenge a "
       "character or ally that is not an alpha. A challenge may be refused; then the "
       "challenger's action is over."), "Atak Alfy"),
    ("rundy-walki", m("Rundy walki: combat rounds"),
     m("Each round both sides choose combat actions face down and reveal them together. A "
       "combat ends when one side is all dead, when the aggressor withdraws at the end of a "
       "round, or when the aggressor's hand is empty; a defender with no cards fights on (U6, "
       "U8). Afterwards only the players who played combat cards in it draw back up to five, "
       "discarding none (U23)."), "Rundy walki"),
    ("dzialania-watahy", m("Działania watahy: pack actions"),
     m("When several creatures of one pack fight together, say which card each plays and "
       "against whom. Not every member has to play each round. After such a combat the player "
       "cuts the combat hand down to five (U7)."), "Działania watahy"),
    ("blef", m("Blef: bluffing"),
     m("You may play a card above your creature's Rage. It works only if the opponent also "
       "played above Rage, or played nothing (U16)."), "Blef"),
    ("szal", m("Szał: frenzy"),
     m("A frenzied character flips to Crinos and draws combat cards equal to its Crinos Rage; "
       "only it may play them. It fights until it has no card it can play, its opponents are "
       "dead or a card ends the fight; the aggressor cannot withdraw. It does not die before the "
       "frenzy ends. Then the unused frenzy cards are discarded (U9)."), "Szał"),
    ("atakowanie-wroga", m("Atakowanie wroga: attacking an enemy"),
     m("Any player but the aggressor may play the enemy's cards. Each round the players say "
       "whether they want to; several who cannot agree draw lots; if nobody wants to, the enemy "
       "plays nothing. Characters killed by an enemy score for nobody (U10)."),
     "Atakowanie wroga"),
    ("umbra-unlimited", m("Umbra: the spirit world"),
     m("Creatures in the Umbra affect only others in the Umbra, and a character in the Umbra "
       "cannot be an alpha (U1). Spirit allies come into play beside the pack, not in the Umbra, "
       "so they may be alpha (U21)."), "Umbra", "Wybór Alfy"),
    ("przygotowanie-talii", m("Przygotowanie talii: building decks"),
     m("A combat deck needs at least 20 cards and a sept deck at least 25 (U2)."),
     "Przygotowanie talii"),
    ("zakonczenie-gry", m("Zakończenie gry: the end of the game"),
     m("At the end of a full turn, a player whose victory points reach the Renown level, more "
       "than anyone else's, wins. A tie at the top goes to sudden death: the first to lead at "
       "the end of a turn wins (U13)."), "Zakończenie gry"),
)

_DECISIONS = (
    ("U1", m("No Umbra Phase"), m("Five phases; a character in the Umbra cannot be alpha.")),
    ("U2", m("Sept decks of 25"), m("A sept deck needs 25 cards (combat: 20).")),
    (
        "U3",
        m("The first combat hand"),
        m(
            "Drawn at the first Combat Phase, or when a player's "
            "creature first fights, whichever comes first."
        ),
    ),
    (
        "U4",
        m("Free equipment trades"),
        m(
            "Within a pack, as often as you like in the Faza "
            "Ekwipunku/Sojuszników; not with other packs."
        ),
    ),
    (
        "U5",
        m("Moots at the end of the Faza Rad"),
        m(
            "All moots are voted first, highest Renown "
            "requirement first; those that passed then take effect in voting order."
        ),
    ),
    (
        "U6",
        m("When a combat ends"),
        m(
            "A side is dead, the aggressor withdraws, or the aggressor's "
            "hand is empty; a round without cards does not end it."
        ),
    ),
    ("U7", m("Cutting the hand after a pack action"), m("Down to five combat cards, your choice.")),
    (
        "U8",
        m("Safety valves"),
        m(
            "Three rounds in a row without any card end a combat; a hunting "
            "prey nobody plays for ends its attack."
        ),
    ),
    (
        "U9",
        m("Frenzy"),
        m(
            "No death before the frenzy ends; frenzy cards only for the frenzied "
            "creature; unused ones discarded at the end."
        ),
    ),
    (
        "U10",
        m("Playing for an enemy"),
        m("Volunteers each round; several: a lot; none: the enemy plays nothing."),
    ),
    ("U11", m("Gesar's Renown"), m("5, the figure the example scores (its pack list says 6).")),
    (
        "U12",
        m("Leaving the game"),
        m("At the end of the next turn after losing every character; allies go at once."),
    ),
    (
        "U13",
        m("Sudden death"),
        m("A tie at the top over the level: the first to lead alone at the end of a turn wins."),
    ),
    (
        "U14",
        m("Back to breed form"),
        m("Only when a card allows it (Full Moon); healing does not."),
    ),
    (
        "U15",
        m("Flips and deaths"),
        m(
            "Flip at damage equal to breed Rage or Health; die at damage "
            "equal to Crinos Health (as the example counts)."
        ),
    ),
    (
        "U16",
        m("Bluffs beat the example"),
        m(
            "The Blef section decides even where the example "
            "forgets it (Questor's Swipe in turn 2)."
        ),
    ),
    ("U17", m("Full Moon after the redraw"), m("As the example's own card counts require.")),
    ("U18", m("Everything else"), m("As rage-1995.")),
    ("U20", m("Exactly five after the redraw"),
     m("Holding more than five sept cards, discard down to five, your choice.")),
    ("U21", m("Spirits beside the pack"),
     m("Spirit allies and enemies come into play in the physical world; any ally may be alpha.")),
    ("U22", m("Any number of weapons"),
     m("One armour, any number of weapons; one weapon used a round.")),
    ("U23", m("Refilling after a combat"),
     m("Only the players who played combat cards in it refill, discarding none.")),
)

SECTIONS: tuple[Section, ...] = tuple(
    Section(f"unlimited-{key}", title, UNLIMITED, body,
            tuple(f"Rage Unlimited: {c}" for c in cites))
    for key, title, body, *cites in _BOOK) + decision_sections(_DECISIONS, UNLIMITED)

#: the rage-1995 sections whose rules the Unlimited book replaces, each with the citation of the
#: book's section that does (the shared code cites the v0.2 name; under rage-unlimited the log
#: cites, and the reference opens, the book's own section)
REPLACED: dict[str, tuple[str, ...]] = {
    "Rage Unlimited: Fazy tury": ("v0.2 Turn Sequence",),
    "Rage Unlimited: Faza Dobioru": ("v0.2 Redraw Phase",),
    "Rage Unlimited: Faza Regeneracji": ("v0.2 Regeneration Phase",),
    "Rage Unlimited: Faza Ekwipunku/Sojuszników": ("v0.2 Resource Phase",),
    "Rage Unlimited: Ekwipunek": ("v0.2 Equipment",),
    "Rage Unlimited: Faza Rad": ("v0.2 Juntas - Moots and Board Meetings", "v0.2 Moot Phase",
                                 "v0.2 Juntas"),
    "Rage Unlimited: Faza Walki": ("v0.2 Combat Phase",),
    "Rage Unlimited: Rundy walki": ("v0.2 Combat Rounds", "v0.2 Quick combat summary"),
    "Rage Unlimited: Działania watahy": ("v0.2 Pack Actions", "v0.2 Pack Combat"),
    "Rage Unlimited: Blef": ("v0.2 Bluff Step Options", "v0.2 Combat - Bluffs"),
    "Rage Unlimited: Szał": ("v0.2 Frenzy", "v0.2 Combat - Frenzy"),
    "Rage Unlimited: Atakowanie wroga": ("v0.2 Prey: Enemies and Victims", "v0.2 Stepping in"),
    "Rage Unlimited: Umbra": ("v0.2 Umbra Phase", "v0.2 Stepping Sideways", "v0.2 Umbra",
                              "v0.2 Interlude: Rules for the Umbra"),
    "Rage Unlimited: Przygotowanie talii": ("v0.2 Preparing to Play", "v0.2 Separate Your Deck"),
    "Rage Unlimited: Zakończenie gry": ("v0.2 Winning the Game",),
}

#: the rage-1995 sections left out of the rage-unlimited reference (their rules are replaced)
_LEFT_OUT = ("turn-sequence", "redraw", "regeneration", "resource", "equipment", "moot",
             "combat-phase", "combat-rounds", "pack-actions", "bluffs", "frenzy", "prey",
             "umbra-phase", "umbra", "deck-building", "winning")

REFERENCE = Reference(
    m("Rules reference (our summary of the Rage Unlimited rulebook; the rest as rage-1995, U18)"),
    SECTIONS + without(GAME_SECTIONS + COMBAT_SECTIONS + CARD_SECTIONS, _LEFT_OUT)
    + decision_sections(DECISIONS_TEXT, DECISIONS),
    (UNLIMITED, GAME, TURN, COMBAT, ROUND, AFTER, CARDS, DECISIONS),
    {old: new for new, olds in REPLACED.items() for old in olds})
"""rage-unlimited's reference as the game screen opens it: the book's sections and the
U-decisions first, then the rage-1995 sections whose rules still hold (U18, "everything else
as rage-1995"), the Umbra Phase and the other replaced ones left out."""
