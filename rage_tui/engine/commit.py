"""Commit-reveal proofs of face-down plays, for any ruleset.

When a card is put face down, the public log gets a *commitment*: a SHA-256 digest of the card,
the *slot* it was played into and a secret *salt*. At the reveal the salt is published, so
anyone holding the log can check that the card turned over is the card that was committed
(:func:`check`). No card at all commits too (as the word ``null``), so a commitment tells
nothing about what lies face down.

A slot is an opaque key the ruleset chooses (:func:`slot_key` joins its parts): rage-1995 and
Las Vegas key a commitment on (creature, combat round), the proof game on (seat, turn), V:TES
could key one on anything it puts face down. The core only needs the key to be the same at
the commitment and at the reveal, and different for two commitments of one game.

The salt is derived from the game's seed (as secret as the order of every deck: a seat that knew
it would know all hidden cards anyway), the turn, the number of choices made so far and a key
the ruleset chooses for the slot's place (rage-1995: the combat round and the slot's place in
it). Another seat cannot predict it from its view, and a replay of the same game reproduces it
exactly.

The digests are made from text; for the keys rage-1995 chooses the text is exactly what
earlier versions hashed, so the proofs in their saves still check.

The event convention (read by ``rage_tui.engine.replay.proofs_of``): an event that commits
carries ``commitment`` and ``slot``; a ``revealed`` event carries ``proofs``, a sequence of
(slot, card id or ``null``, salt).
"""

from __future__ import annotations

import hashlib
from typing import Final

NULL_CARD: Final = "null"


def slot_key(*parts: object) -> str:
    """The opaque key of a face-down slot (or of a salt's place) made of a ruleset's parts."""
    return "|".join(str(p) for p in parts)


def salt_for(seed: int, turn: int, made: int, place: str) -> str:
    """The secret salt of one face-down slot (hex, 128 bits); ``place`` is the ruleset's key
    for where in the game the slot was filled (:func:`slot_key`)."""
    text = f"rage-tui salt|{seed}|{turn}|{made}|{place}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def commitment(card: str, slot: str, salt: str) -> str:
    """The public commitment to ``card`` (a card id, or :data:`NULL_CARD`) in ``slot``."""
    text = f"rage-tui commit|{card}|{slot}|{salt}"
    return hashlib.sha256(text.encode()).hexdigest()


def check(card: str, slot: str, salt: str, committed: str) -> bool:
    """Whether a revealed ``card`` is the one behind the commitment ``committed``."""
    return commitment(card, slot, salt) == committed
