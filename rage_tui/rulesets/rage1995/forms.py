"""Changing form: turning a character card over between its breed form and its Crinos form
(v0.2 "Character Forms")."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.i18n import Later, Text
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE_FORMS: Final = "v0.2 Damage and Death"


def flip(g: GameState, c: Creature, to_crinos: bool, reason: Text | Later,
         rule: str = RULE_FORMS) -> None:
    """Turn the character card over (``reason``: a part of the event's text, usually
    ``later(...)``, made with it)."""
    c.crinos = to_crinos
    card = cr.cdef(g, c)
    form = card.crinos.form if to_crinos and card.crinos else card.breed.form if card.breed else ""
    g.emit(event("flipped", "{card} changes to {form} form: {reason}",
                 {"card": card.name, "form": form, "reason": reason}, rule, creature=c.iid,
                 crinos=to_crinos))
    if to_crinos:
        g.bump("crinos_flips")
