"""The effect language, engine side.

A card's ``effects`` is a list of ``{when, do, ...parameters}``. ``do`` names a primitive (one
function each, in :mod:`.primitives`); ``when`` says when it applies:

* ``played``: when the card is played (open play, combat windows, a passed junta);
* ``pre-combat``: a combat event played at the pre-combat step (pack actions);
* ``on-damage`` / ``on-kill`` / ``on-miss``: riders of a combat action that dealt damage,
  killed, or was dodged or blocked;
* ``static``: while the card is in play (equipment, attached gifts, totems, places);
* ``regeneration``: at the start of each Regeneration Phase;
* ``triggered``: fires by itself when its ``trigger`` happens (``hit``: before damage lands on
  the bearer).

Parameters common to many primitives: ``target`` (self, chosen, opponent, all-opponents,
pack, attacker ...), ``amount``, ``until`` (round, combat, turn, permanent), ``if`` (a list of
conditions). The vocabulary is documented in docs/effects.md.
"""

from rage_tui.rulesets.rage1995.effects.core import (
    KNOWN_TIMINGS,
    Ctx,
    implemented,
    known_primitives,
    run,
    unknown_primitives,
)
from rage_tui.rulesets.rage1995.effects.playing import (
    open_play_options,
    play_open,
    resolve_junta,
)

__all__ = [
    "KNOWN_TIMINGS",
    "Ctx",
    "implemented",
    "known_primitives",
    "open_play_options",
    "play_open",
    "resolve_junta",
    "run",
    "unknown_primitives",
]
