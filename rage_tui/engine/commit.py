"""Commit-reveal proofs of face-down plays.

When a face-down card is committed, the public log gets a *commitment*: a SHA-256 digest of the
card, the creature it was played for, the combat round and a secret *salt*. At the reveal the
salt is published, so anyone holding the log can check that the card turned over is the card
that was committed (:func:`check`). Null cards commit too (as the word ``null``), so a
commitment tells nothing about what lies face down.

The salt is derived from the game's seed (as secret as the order of every deck: a seat that knew
it would know all hidden cards anyway), the turn, the number of choices made so far and the
slot's place in the round. Another seat cannot predict it from its view, and a replay of the
same game reproduces it exactly.
"""

from __future__ import annotations

import hashlib
from typing import Final

NULL_CARD: Final = "null"


def salt_for(seed: int, turn: int, made: int, combat_round: int, slot: int) -> str:
    """The secret salt of one face-down slot (hex, 128 bits)."""
    text = f"rage-tui salt|{seed}|{turn}|{made}|{combat_round}|{slot}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def commitment(card: str, creature: int, combat_round: int, salt: str) -> str:
    """The public commitment to ``card`` (a card id, or :data:`NULL_CARD`)."""
    text = f"rage-tui commit|{card}|{creature}|{combat_round}|{salt}"
    return hashlib.sha256(text.encode()).hexdigest()


def check(card: str, creature: int, combat_round: int, salt: str, committed: str) -> bool:
    """Whether a revealed ``card`` is the one behind the commitment ``committed``."""
    return commitment(card, creature, combat_round, salt) == committed
