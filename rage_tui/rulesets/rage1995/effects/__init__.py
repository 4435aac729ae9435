"""rage-1995's effect language (the machinery is the core's, ``engine.effects``).

A card's ``effects`` is a list of ``{when, do, ...parameters}``. ``do`` names a primitive (one
function each, registered by the modules below); ``when`` says when it applies:

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

Loading this package registers every primitive (:mod:`.health`, :mod:`.stats`,
:mod:`.movement`, :mod:`.card_moves`, :mod:`.possessions`) into :data:`.language.LANGUAGE`
and closes it; the procedures above use it through the names exported here.
"""

from rage_tui.rulesets.rage1995.effects import (
    card_moves,
    health,
    lethal,
    movement,
    possessions,
    recruiting,
    stats,
)
from rage_tui.rulesets.rage1995.effects.language import (
    KNOWN_TIMINGS,
    LANGUAGE,
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

#: the modules that register primitives (loaded above, before the language is closed)
PRIMITIVE_MODULES = (card_moves, health, lethal, movement, possessions, recruiting, stats)
LANGUAGE.close()

__all__ = [
    "KNOWN_TIMINGS",
    "PRIMITIVE_MODULES",
    "Ctx",
    "implemented",
    "known_primitives",
    "open_play_options",
    "play_open",
    "resolve_junta",
    "run",
    "unknown_primitives",
]
