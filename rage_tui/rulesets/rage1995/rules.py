"""The few rules in which rulesets extending rage-1995 differ, in one explicit object.

rage-1995's procedures consult :func:`rules_for` at each place where a ruleset built on them
(``rage-unlimited``) plays differently. The defaults here are rage-1995 (Rules package v0.2);
an extending ruleset registers its own :class:`Rules` (usually a subclass that also overrides
the hook methods) under its ruleset id. rage-1995 never imports the rulesets that extend it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from rage_tui.engine.errors import EngineError
from rage_tui.rulesets.rage1995.state import GameState

if TYPE_CHECKING:
    from rage_tui.rulesets.rage1995.frames import Frame

PHASES_1995: Final = ("redraw", "regeneration", "resource", "umbra", "moot", "combat", "end")


@dataclass(frozen=True)
class Rules:
    """Switches for the places where rulesets of the rage-1995 family differ."""

    ruleset: str = "rage-1995"
    #: the phases of a turn, in order ("end" is the end-of-turn bookkeeping)
    phases: tuple[str, ...] = PHASES_1995
    #: smallest sept deck
    min_sept: int = 30
    #: a creature in the Umbra may not be chosen as alpha
    umbra_blocks_alpha: bool = False
    #: the first combat hand is drawn at the first Combat Phase (not at the first Redraw)
    combat_hand_at_first_combat: bool = False
    #: each piece of equipment may change hands only once per Resource Phase
    trade_once_per_phase: bool = True
    #: juntas take effect when voted (False: all at the end of the Moot Phase)
    junta_effect_at_once: bool = True
    #: a round in which no creature played a combat action ends the combat (v0.2)
    idle_round_ends_combat: bool = True
    #: the combat ends when the aggressor's combat hand is empty
    empty_aggressor_hand_ends_combat: bool = False
    #: a full frenzy ends when damage reaches Health plus Rage ("hacked apart", v0.2)
    frenzy_hack_apart: bool = True
    #: cards drawn for a frenzy may be played only for the frenzied creature
    frenzy_cards_private: bool = False
    #: who plays for a prey: rotation round the table (v0.2) or volunteers/lot
    prey_by_volunteers: bool = False
    #: a player without characters leaves at the end of the next turn (not at once)
    out_at_end_of_next_turn: bool = False
    #: a tie over the Renown level goes to sudden death: the first to lead at a turn's end
    sudden_death: bool = False
    #: the Redraw Phase leaves exactly the hand size: a player holding more discards down to it
    #: (v0.2: a hand over its size is kept)
    redraw_to_exactly: bool = False
    #: spirit allies and prey are put into play in both worlds (v0.2 "Spirit"); False: in the
    #: physical world, beside the pack, like any other creature
    spirits_in_both_worlds: bool = True
    #: a creature carries any number of weapons and uses one of them a round (v0.2: one
    #: weapon, a sidearm aside)
    weapons_one_a_round: bool = False
    #: after a combat only the players who played combat cards in it refill their combat
    #: hands (v0.2: everyone)
    refill_only_who_played: bool = False
    #: a character killed by a prey is discarded to its owner's sept discard pile (v0.2: it
    #: is removed from the game)
    prey_kills_discard_characters: bool = False
    #: how rule citations name this ruleset's rulebook
    book: str = "v0.2"

    def prey_volunteers(self, g: GameState, cs: object, seats: list[int]) -> Frame | None:
        """A frame that settles who plays for the prey this round (None: the rotation)."""
        return None

    def combat_end(self, g: GameState, cs: Any) -> str | None:
        """Why the combat ``cs`` ends now besides a side being gone or a withdrawal (only
        consulted when ``idle_round_ends_combat`` is off)."""
        return None

    def first_combat_hands(self, g: GameState, cs: Any, fighters: list[int]) -> None:
        """A combat before the first Combat Phase: the players in it draw their first combat
        hands (only consulted with ``combat_hand_at_first_combat``)."""

    def lost_every_character(self, g: GameState, seat: int) -> None:
        """``seat`` has no character left and will leave later (only consulted with
        ``out_at_end_of_next_turn``)."""

    def end_of_turn(self, g: GameState) -> None:
        """Bookkeeping of the ruleset at the end of every turn."""


RAGE_1995: Final = Rules()
_REGISTRY: Final[dict[str, Rules]] = {RAGE_1995.ruleset: RAGE_1995}


def register(rules: Rules) -> None:
    """Make ``rules`` the rules of games whose setup names ``rules.ruleset``."""
    _REGISTRY[rules.ruleset] = rules


def rules_named(ruleset_id: str) -> Rules:
    """The registered rules of ``ruleset_id``."""
    found = _REGISTRY.get(ruleset_id)
    if found is None:
        raise EngineError(f"ruleset '{ruleset_id}' has no rules registered "
                          "(load it with rage_tui.rulesets.get_ruleset first)")
    return found


def rules_for(g: GameState) -> Rules:
    """The rules of the game ``g`` (its setup names the ruleset)."""
    return rules_named(g.setup.ruleset)
