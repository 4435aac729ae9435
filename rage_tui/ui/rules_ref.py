"""A short rules reference in our own words, keyed by the citations the engine puts on events
and decisions (``v0.2 Combat Rounds``, ``DESIGN 5: closed play`` ...).

The full rules reference is a separate piece of work; these summaries are enough to answer
"why did that happen?" from the event log.
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "v0.2 Turn Sequence": (
        "Turn sequence",
        "Every turn runs six phases in order, shared by all players: Redraw, Regeneration, "
        "Resource, Umbra, Moot and Combat. Everyone acts in each phase before the next begins; "
        "only in the Combat Phase do alphas act one after another."),
    "v0.2 Redraw Phase": (
        "Redraw Phase",
        "On the first turn everyone draws a full sept hand and a full combat hand. On later "
        "turns each player may discard any sept cards, then draws back up to the sept hand "
        "size. This is closed play: choices are made in private, then carried out together."),
    "v0.2 Regeneration Phase": (
        "Regeneration Phase",
        "Each creature that regenerates (shapeshifters do) returns its single lowest, "
        "non-aggravated damage card to its owner's discard pile. On a tie the controller "
        "picks which one."),
    "v0.2 Resource Phase": (
        "Resource Phase",
        "First, in closed play, everyone picks allies, prey and resources to put into play; "
        "they all arrive together. Prey goes to the Hunting Grounds, equipment onto a "
        "character or ally that can use it, other resources to the pack's home ground. Then "
        "open play: more cards may be played one at a time, and each piece of equipment may be "
        "handed to another pack member once."),
    "v0.2 Umbra Phase": (
        "Umbra Phase",
        "Characters may use their pack's Caern to step sideways into or out of the Umbra, if "
        "their Gnosis is at least the Caern's Gauntlet. Everyone who steps does so at once, and "
        "nobody uses the Caern both ways in one phase."),
    "v0.2 Juntas - Moots and Board Meetings": (
        "Juntas: Moots and Board Meetings",
        "At the start of the Moot Phase a character may call a Moot (Gaia) or a Board Meeting "
        "(Wyrm), if at least two players play packs of that allegiance. Characters vote with "
        "as many votes as their Renown, in order of Renown; a junta that passes takes effect "
        "at once. Creatures only in the Umbra neither call nor vote."),
    "v0.2 Combat Phase": (
        "Combat Phase",
        "Players first discard any combat cards they like and refill their combat hands. Then "
        "each picks an alpha from the pack. Alphas act from the highest Renown down: attack "
        "another alpha or prey in the Hunting Grounds, challenge a non-alpha pack member, "
        "attack a territory, or pass."),
    "v0.2 Combat Declaration": (
        "Combat declaration",
        "The acting alpha names what it attacks. A pack member may never attack or challenge "
        "its own pack, and no player plays cards for both sides of one combat."),
    "v0.2 Challenging": (
        "Challenging",
        "An alpha may challenge a pack member that is not an alpha. The challenged creature "
        "may refuse; then there is no fight and the challenger's alpha action is over."),
    "v0.2 Attacking a Territory": (
        "Attacking a territory",
        "An alpha may attack another pack's Territory. The owner may defend it with a pack "
        "member (that fight is a normal combat); a territory nobody defends is destroyed."),
    "v0.2 Attacking to bind": (
        "Attacking to bind",
        "An alpha may attack a spirit in the Hunting Grounds to bind it instead of killing it."),
    "v0.2 Combat Rounds": (
        "Combat rounds",
        "Each round: every creature in the fight gets a card face down (a combat card, or a "
        "null card that plays nothing); targets are named; the cards turn over together; "
        "bluffs are checked; the cards resolve fast, then normal, then slow; the attacker may "
        "withdraw; then comes open play between rounds."),
    "v0.2 Targeting Step Options": (
        "Targeting step",
        "After the cards are down, each one is given a target among the opposing creatures. "
        "A creature facing a single opponent targets it without being asked."),
    "v0.2 Reveal step": (
        "Reveal step",
        "All face-down combat cards turn over at the same moment."),
    "v0.2 Bluff Step Options": (
        "Establishing bluffs",
        "A creature bluffs when it plays a combat action that needs more Rage than it has, an "
        "illegal card, or no card. A bluffed card still works if its target bluffed too; "
        "otherwise it is discarded. Illegal cards are always discarded. Cards with no "
        "creature target, dodges and blocks count as aimed at every opponent."),
    "v0.2 Resolution Step Options": (
        "Resolution step",
        "Cards resolve by speed: fast, then normal, then slow. Dodges and blocks take effect "
        "before damage of the same speed. A creature killed at one speed loses its slower "
        "cards."),
    "v0.2 FAQ Combat": (
        "Combat rulings (FAQ)",
        "Rulings from the rules package FAQ about how combat cards interact."),
    "v0.2 Damage and Death": (
        "Damage and death",
        "A combat action that hurts a creature becomes a damage card under it. A character in "
        "breed form whose damage reaches its printed Rage or Health flips to Crinos; it dies "
        "when damage reaches its Crinos Health. Other creatures die when damage reaches their "
        "Health. Kills by a pack go to that player's victory pile for their Renown in VP; "
        "characters killed by prey leave the game."),
    "v0.2 Frenzy": (
        "Frenzy",
        "A creature in frenzy fights on even when it should die, and nobody may withdraw "
        "while a creature is in full frenzy."),
    "v0.2 Ending Combat": (
        "Ending combat",
        "A combat ends when one side has no creatures left, the attacker withdraws, a card "
        "ends it, or a whole round passes in which no creature played a legal combat action. "
        "Afterwards everyone refills their combat hand."),
    "v0.2 Umbral Combat": (
        "Umbral combat",
        "Creatures fight only those in the same world. A creature with no valid target for a "
        "whole round leaves the combat."),
    "v0.2 Combat Cards": (
        "Combat cards",
        "A player who must draw from an empty combat deck shuffles the combat discards into a "
        "new deck."),
    "v0.2 Prey: Enemies and Victims": (
        "Prey",
        "Enemies and victims live in the Hunting Grounds. When prey fights, another player "
        "plays its cards; that job passes around the table round by round."),
    "v0.2 Equipment": (
        "Equipment",
        "Equipment attaches to a character or ally that can use it, at most one weapon and one "
        "armour each. In open play an item may be handed to another pack member once."),
    "v0.2 Unique": (
        "Unique cards",
        "Only one copy of a Unique card may be in play at a time. If two are played at once, "
        "chance decides who keeps theirs; the other goes back to hand."),
    "v0.2 Victory Pile": (
        "Victory pile",
        "Creatures a pack kills go to its victory pile and are worth their Renown in VP; some "
        "cards score VP themselves."),
    "v0.2 Winning the Game": (
        "Winning the game",
        "At the end of a Combat Phase, a player with VP at or above the renown level wins; if "
        "several do, the most VP wins, and a tie plays on. A player who loses every character "
        "is out; the last pack standing wins."),
    "DESIGN 5: closed play": (
        "Closed play in one terminal",
        "Steps the rules make simultaneous are played in private, seat by seat, behind the "
        "curtain; nothing anyone chose takes effect until every seat has chosen. The log only "
        "says that a seat has finished choosing."),
    "DESIGN 5: open play": (
        "Open play in one terminal",
        "Open play is a round of priority in seat order. Each seat may play a card or pass; "
        "the window closes when every seat in it has passed in a row. A seat with nothing it "
        "could play is passed for automatically."),
}


def lookup(rule: str) -> tuple[str, str]:
    """The title and summary of a citation; unknown citations get a plain note."""
    if rule in RULES:
        return RULES[rule]
    for key, value in RULES.items():
        if rule.startswith(key) or key.startswith(rule):
            return value
    return (rule or "Rules", "There is no summary of this rule here yet; see the full rules "
            "(Rules package v0.2) for the exact text.")
