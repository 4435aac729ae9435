"""Determinization: copy a game and deal again every card one seat cannot see.

Searching bots never see the game state. The trusted Match answers their questions by playing
out *worlds* made here: copies of the real game in which every card hidden from the searching
seat has been dealt again at random, so nothing in a world depends on what that seat could not
know.

What counts as hidden from ``seat`` (and is redealt) is the ruleset's to say
(``GameState.redeal_hidden``); for rage-1995 (``rulesets/rage1995/state.py``):

* every other seat's sept hand and sept deck, combat hand and combat deck;
* the order of ``seat``'s own sept and combat decks;
* the other seats' face-down combat cards that have not been revealed yet, including whether a
  face-down card is a null card (the views show the same hand count either way);
* private choices other seats have already made and that are not applied yet: closed-play picks
  (dropped), alpha picks (a random legal alpha instead), votes of the current Renown tier (a
  random yes or no instead);
* the order of the scripted prey's behaviour deck (which numbers are left is public);
* the game's random generator (the future shuffles), which is reseeded.

Assumption (documented for players): the *composition* of every decklist is public, never its
order or which cards are in a hand. The cards hidden from ``seat`` are exactly the decklists
minus what ``seat`` can see, so dealing the hidden card ids again among the same hidden places
(per owner and per deck, sept or combat) keeps every zone's size and every seat's deck
composition. Card instances keep their numbers and places; only which card each hidden instance
*is* changes, so references held by the engine's frames stay valid.

A world keeps no event log (``events`` is emptied). Copies share the card instances (never
changed in place: a redeal gives a hidden instance a new record) and start with a copy of the
original's cache of derived facts: every entry is stored under a key holding what it was
computed from (card ids, not instance numbers), so it stays true in any copy.
"""

from __future__ import annotations

import io
import pickle
import random
from typing import Any, TypeVar

from rage_tui.engine.reading import SCOPE_KEY
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardInst, GameState, Setup

#: the ruleset's own state type (copies keep it)
S = TypeVar("S", bound="GameState[Any, Any]")
#: what a state holds as its setup while :func:`clone_owned` pickles it (the real setup is
#: shared, not copied; compiled, the state's ``setup`` field accepts only a ``Setup``)
_DETACHED = Setup(seats=(), seed=0)


class _Pickler(pickle.Pickler):
    """Pickles a state but leaves the shared, immutable card library and setup by reference."""

    def __init__(self, f: io.BytesIO, shared: dict[int, Any]) -> None:
        super().__init__(f, protocol=pickle.HIGHEST_PROTOCOL)
        self.shared = shared

    def persistent_id(self, obj: Any) -> int | None:
        key = id(obj)
        return key if key in self.shared else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, f: io.BytesIO, shared: dict[int, Any]) -> None:
        super().__init__(f)
        self.shared = shared

    def persistent_load(self, pid: Any) -> Any:
        return self.shared[pid]


def _warm(cache: dict[Any, Any]) -> dict[Any, Any]:
    """A copy of a state's cache of derived facts for a copy of the state (without the memory
    of a reading stretch in progress)."""
    return {k: v for k, v in cache.items() if k != SCOPE_KEY}


def clone(g: S, keep_events: bool = False) -> S:
    """A deep copy of ``g`` (a pickle round trip) sharing the card definitions, the setup and
    the card instances (records that are replaced, never changed).

    The original is not touched. Without ``keep_events`` the copy has an empty event log."""
    shared: dict[int, Any] = {id(g.defs): g.defs, id(g.setup): g.setup}
    shared.update((id(inst), inst) for inst in g.cards.values())
    if not keep_events:
        shared[id(g.events)] = []
    shared[id(g.view_cache)] = {}
    buf = io.BytesIO()
    _Pickler(buf, shared).dump(g)
    buf.seek(0)
    out: S = _Unpickler(buf, shared).load()
    # the shared placeholders must not be shared between copies
    if not keep_events:
        out.events = []
    out.view_cache = _warm(g.view_cache)
    return out


def clone_owned(g: S) -> S:
    """A faster copy of a state the caller owns (a world): briefly detaches the shared parts.

    Never use it on a state someone else may be reading at the same time."""
    defs, setup, events, cache, cards = g.defs, g.setup, g.events, g.view_cache, g.cards
    g.defs, g.events, g.view_cache, g.cards = {}, [], {}, {}
    g.setup = _DETACHED
    try:
        blob = pickle.dumps(g, pickle.HIGHEST_PROTOCOL)
    finally:
        g.defs, g.setup, g.events, g.view_cache, g.cards = defs, setup, events, cache, cards
    out: S = pickle.loads(blob)
    out.defs = defs
    out.setup = setup
    out.cards = dict(cards)
    out.view_cache = _warm(cache)
    return out


def redeal(state: S, seat: int, rng: random.Random) -> S:
    """A copy of ``state`` in which everything hidden from ``seat`` is dealt again at random.

    Pure: ``state`` is not changed. The result depends only on what ``seat`` may know and on
    ``rng``; two states that differ only in hidden information give the same world for the
    same generator state."""
    return redeal_in_place(clone(state), seat, rng)


def redeal_in_place(w: S, seat: int, rng: random.Random) -> S:
    """:func:`redeal` on a copy the caller already owns (faster when dealing many worlds from
    one copy: ``redeal_in_place(clone_owned(base), seat, rng)``). The generator is reseeded;
    what is hidden is the ruleset's to say (``GameState.redeal_hidden``)."""
    w.rng = Rng(rng.randrange(1 << 62))
    w.redeal_hidden(seat, rng)
    return w


def deal(w: GameState[Any, Any], zones: list[list[int]], rng: random.Random) -> None:
    """Give the instances in ``zones`` (kept in place) a fresh random assignment of the same
    multiset of card ids. The ids are sorted first so that the result never depends on which
    instance held which card before."""
    iids = [i for z in zones for i in z]
    if not iids:
        return
    cids = sorted(w.cards[i].cid for i in iids)
    rng.shuffle(cids)
    for iid, cid in zip(iids, cids, strict=True):
        old = w.cards[iid]
        w.cards[iid] = CardInst(iid, cid, old.owner)
