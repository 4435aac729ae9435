"""Save data and replay: a game is (ruleset, card-library digest, setup, seed, choices).

Loading replays the choices from the start and checks the chain of state hashes recorded when
the game was saved, so a changed card library or engine is reported plainly instead of giving a
silently different game.

The record is sealed by a hash chain: a link over the header (format, engine, ruleset, library,
setup, instance numbering), then one link per checkpoint over the choices since the previous
checkpoint and the state hash reached, and a final seal over the number of choices, the meta
data and the public proofs of face-down plays (:mod:`rage_tui.engine.commit`). An edit anywhere,
moves cut from the end or a checkpoint removed breaks the chain.

The chain has no secret key, so whoever edits a save can recompute it. What makes that useless
is that every recorded state hash (format 3) covers the whole definition of the game, the setup
(seats, agents, options, decks, seed), the ruleset and the instance numbering, as well as the
state reached (:func:`sealed_state`): the engine's state hash alone is not in the file, so a
changed setup can only be sealed again by replaying the whole game under it with the engine.
Replay catches edits to the game itself. Someone who re-records the whole game with rage-tui
(its setup edited, or moves of their choosing) makes a new, consistent record: no save can tell
that apart from a game really played. Format 2 saves, whose state hashes left the setup out,
still load, with a note; ``rage-tui verify`` does not call them honest.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from rage_tui.engine.cards import Allegiance, Card
from rage_tui.engine.choices import Choice
from rage_tui.engine.commit import check, slot_key
from rage_tui.engine.decks import DeckList
from rage_tui.engine.errors import EngineError, IllegalChoiceError
from rage_tui.engine.game import ENGINE_VERSION, Game
from rage_tui.engine.ruleset import Ruleset
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.i18n import Text, joined, m

FORMAT: Final = "rage-tui-save"
FORMAT_VERSION: Final = 3
#: the oldest format still read: its state hashes leave the setup out (see the module doc)
OLDEST_FORMAT: Final = 2
HASH_EVERY: Final = 25
HEADER_KEYS: Final = ("format", "format_version", "engine", "ruleset", "library", "setup",
                      "iid_base")


class ReplayError(Exception):
    """A save file that cannot be replayed; the message (``args[0]``, a game message) says why
    in plain words."""


def deck_to_json(deck: DeckList) -> dict[str, Any]:
    """A deck list as plain data."""
    return {"name": deck.name, "allegiance": deck.allegiance.value, "ruleset": deck.ruleset,
            "description": deck.description, "pack": list(deck.pack),
            "sept": [[c, n] for c, n in deck.sept], "combat": [[c, n] for c, n in deck.combat]}


def deck_from_json(data: Mapping[str, Any]) -> DeckList:
    """Inverse of :func:`deck_to_json`."""
    return DeckList(
        name=str(data["name"]), allegiance=Allegiance(data["allegiance"]),
        pack=tuple(str(c) for c in data["pack"]),
        sept=tuple((str(c), int(n)) for c, n in data["sept"]),
        combat=tuple((str(c), int(n)) for c, n in data["combat"]),
        ruleset=str(data.get("ruleset", "rage-1995")),
        description=str(data.get("description", "")))


def setup_to_json(setup: Setup) -> dict[str, Any]:
    """A setup as plain data."""
    return {"ruleset": setup.ruleset, "seed": setup.seed, "renown_level": setup.renown_level,
            "variants": setup.variants.to_json(),
            "seats": [{"name": s.name, "agent": s.agent, "deck": deck_to_json(s.deck)}
                      for s in setup.seats]}


def setup_from_json(data: Mapping[str, Any]) -> Setup:
    """Inverse of :func:`setup_to_json`."""
    level = data.get("renown_level")
    return Setup(
        seats=tuple(SeatSetup(str(s["name"]), deck_from_json(s["deck"]),
                              str(s.get("agent", "human"))) for s in data["seats"]),
        seed=int(data["seed"]), renown_level=None if level is None else int(level),
        variants=Variants(**dict(data.get("variants", {}))), ruleset=str(data["ruleset"]))


# -- the hash chain ---------------------------------------------------------------------------
def _canonical(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def _link(prev: str, payload: Any) -> str:
    return hashlib.sha256(prev.encode() + b"|" + _canonical(payload)).hexdigest()


def chain(data: Mapping[str, Any], states: Sequence[tuple[int, str]]) -> tuple[list[str], str]:
    """The links of the hash chain for the checkpoints ``states`` ((choice count, state hash),
    the first at 0) and the final seal."""
    choices = list(data["choices"])
    links = []
    prev = _link("rage-tui-save", {k: data.get(k) for k in HEADER_KEYS})
    last = 0
    for i, (n, h) in enumerate(states):
        prev = _link(prev, [n, h, choices[last:n]]) if i else _link(prev, [n, h])
        links.append(prev)
        last = n
    seal = _link(prev, {"count": len(choices), "meta": data.get("meta"),
                        "proofs": data.get("proofs")})
    return links, seal


def definition(data: Mapping[str, Any]) -> dict[str, Any]:
    """What defines a saved game: its ruleset, setup (seats, agents, options, decks, seed) and
    instance numbering, as recorded."""
    return {"ruleset": data.get("ruleset"), "setup": data.get("setup"),
            "iid_base": data.get("iid_base")}


def sealed_state(defined: Mapping[str, Any], state_hash: str) -> str:
    """The state hash recorded at a checkpoint (format 3): the engine's ``state_hash`` bound to
    the game's :func:`definition`, so a setup edit cannot be sealed again without the engine's
    own state hashes, that is without replaying the game."""
    return hashlib.sha256(b"rage-tui-state|" + _canonical(defined) + b"|"
                          + state_hash.encode()).hexdigest()[:32]


def chain_problem(data: Mapping[str, Any]) -> Text | None:
    """Why the hash chain of (structurally valid) save data does not hold, or None."""
    rows = [(int(r[0]), str(r[1]), str(r[2])) for r in data["hashes"]]
    if not rows or rows[0][0] != 0:
        return m("its hash chain does not start at the beginning of the game")
    counts = [n for n, _, _ in rows]
    if any(b <= a for a, b in itertools.pairwise(counts)):
        return m("its hash chain is out of order")
    n_choices = len(data["choices"])
    if counts[-1] != n_choices:
        return m("its hash chain ends at choice {last} but it holds {n} choices (moves were cut "
                 "or added)", last=counts[-1], n=n_choices)
    links, seal = chain(data, [(n, h) for n, h, _ in rows])
    for i, ((n, _, got), want) in enumerate(zip(rows, links, strict=True)):
        if got != want:
            if i == 0:
                return m("its header was changed (format, engine, ruleset, card library, setup "
                         "or seed)")
            return m("it was changed between choice {before} and choice {n}",
                     before=rows[i - 1][0], n=n)
    if data.get("seal") != seal:
        return m("its seal does not match (the meta data or the face-down proofs were changed)")
    return None


# -- commit-reveal proofs ---------------------------------------------------------------------
def proofs_of(game: Game) -> list[list[Any]]:
    """The public proofs of every face-down play of the game so far: [slot, commitment, card,
    salt]; card and salt stay None until the reveal (the event convention of
    :mod:`rage_tui.engine.commit`)."""
    out: list[list[Any]] = []
    for e in game.state.events:
        seen = e.for_seat(None)
        if seen is None:
            continue
        if seen.kind != "revealed" and seen.get("commitment"):
            out.append([seen.get("slot"), seen.get("commitment"), None, None])
        elif seen.kind == "revealed" and seen.get("proofs"):
            for slot, card, salt in seen.get("proofs"):
                for row in out:
                    if row[0] == slot and row[2] is None:
                        row[2], row[3] = card, salt
                        break
    return out


def proof_rows(proofs: Sequence[Sequence[Any]]) -> list[list[Any]]:
    """A save's proof rows in today's shape, [slot, commitment, card, salt]. Saves written
    before slots were opaque keys (formats 2 and 3) have [creature, round, commitment, card,
    salt]: their slot is (creature, round), the key rage-1995 and Las Vegas still choose, so
    the same digests check."""
    return [[slot_key(row[0], row[1]), *row[2:]] if len(row) == 5 else list(row)
            for row in proofs]


def proof_problem(proofs: Sequence[Sequence[Any]]) -> Text | None:
    """Why a revealed card does not match its commitment, or None when every one does."""
    for slot, committed, card, salt in proof_rows(proofs):
        if card is None and salt is None:
            continue
        if card is None or salt is None or not check(str(card), str(slot), str(salt),
                                                     str(committed)):
            return m("the card revealed from face-down slot {slot} ({card}) is not the card "
                     "that was committed", slot=slot, card=card)
    return None


# -- saving and replaying ---------------------------------------------------------------------
def record(game: Game, library_digest: str, meta: Mapping[str, Any] | None = None,
           hashes: list[tuple[int, str]] | None = None) -> dict[str, Any]:
    """The save data of a game. ``hashes`` are (choice count, engine state hash) checkpoints;
    when not given they are computed by replaying. They are recorded as
    :func:`sealed_state`."""
    if hashes is None:
        hashes = checkpoints(game)
    data: dict[str, Any] = {
        "format": FORMAT, "format_version": FORMAT_VERSION, "engine": ENGINE_VERSION,
        "ruleset": game.state.setup.ruleset, "library": library_digest,
        "setup": setup_to_json(game.state.setup),
        "iid_base": game.iid_base,
        "choices": [[seat, *choice.to_json()] for seat, choice in game.choices],
        "meta": json.loads(json.dumps(dict(meta or {}))),
        "proofs": proofs_of(game),
    }
    defined = definition(data)
    sealed = [(n, sealed_state(defined, h)) for n, h in hashes]
    links, seal = chain(data, sealed)
    data["hashes"] = [[n, h, link] for (n, h), link in zip(sealed, links, strict=True)]
    data["seal"] = seal
    return data


def checkpoints(game: Game) -> list[tuple[int, str]]:
    """State hashes every :data:`HASH_EVERY` choices and at the end, by replaying."""
    fresh = Game(game.state.setup, game.state.defs, game.ruleset, iid_base=game.iid_base)
    out = [(0, fresh.state_hash())]
    for n, (seat, choice) in enumerate(game.choices, start=1):
        fresh.apply(choice, seat)
        if n % HASH_EVERY == 0 or n == len(game.choices):
            out.append((n, fresh.state_hash()))
    return out


def changes(data: Mapping[str, Any], library_digest: str) -> list[Text]:
    """What differs from when the game was saved: the rules engine, the card library (game
    messages)."""
    changed: list[Text] = []
    if data.get("engine") != ENGINE_VERSION:
        changed.append(m("the rules engine (saved with version {saved}, this is {now})",
                         saved=data.get("engine"), now=ENGINE_VERSION))
    if data.get("library") != library_digest:
        changed.append(m("the card library"))
    return changed


def replay(data: Mapping[str, Any], defs: Mapping[str, Card], ruleset: Ruleset,
           library_digest: str, upto: int | None = None) -> Game:
    """Rebuild a game from (validated) save data, checking the hash chain first and every
    recorded state hash and face-down proof on the way."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ReplayError(m("this is not a rage-tui save file"))
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ReplayError(m("its format version is not a number"))
    if version > FORMAT_VERSION:
        raise ReplayError(m("this save was written by a newer rage-tui; please upgrade"))
    if version < OLDEST_FORMAT:
        raise ReplayError(m("this save was written by an older rage-tui (save format {version}) "
                            "and has no hash chain to check it by", version=version))
    changed = changes(data, library_digest)
    try:
        problem = proof_problem(data["proofs"]) or chain_problem(data)
        setup = setup_from_json(data["setup"])
        choices = [(int(c[0]), Choice.from_json(list(c[1:]))) for c in data["choices"]]
        hashes = {int(r[0]): str(r[1]) for r in data["hashes"]}
        iid_base = int(data["iid_base"])
        defined = definition(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ReplayError(m("the save file is damaged ({what}: {why})",
                            what=exc.__class__.__name__, why=str(exc))) from None
    if problem is not None:
        raise ReplayError(m("the save was edited or damaged: {problem}", problem=problem))
    note: Text = m(" (changed since it was saved: {what})",
                   what=joined(", ", changed)) if changed else ""

    def state(g: Game) -> str:
        return sealed_state(defined, g.state_hash()) if version >= 3 else g.state_hash()

    try:
        game = Game(setup, defs, ruleset, iid_base=iid_base)
    except EngineError as exc:
        raise ReplayError(m("the game cannot be set up again: {why}{note}",
                            why=exc.args[0] if exc.args else str(exc), note=note)) from None
    if 0 in hashes and hashes[0] != state(game):
        if changed or version < 3:
            raise ReplayError(m("the game does not start the same way any more{note}",
                                note=note))
        raise ReplayError(m("the save was edited and sealed again: its setup (seats, players, "
                            "options, decks or ruleset) or its first state hash is not the one "
                            "the game was played with"))
    for n, (seat, choice) in enumerate(choices, start=1):
        if upto is not None and n > upto:
            break
        try:
            game.apply(choice, seat)
        except IllegalChoiceError as exc:
            raise ReplayError(m("choice {n} cannot be replayed ({why}){note}", n=n,
                                why=exc.reason, note=note)) from None
        if n in hashes and hashes[n] != state(game):
            raise ReplayError(m("the game went differently at choice {n}{note}", n=n, note=note))
    if (upto is None or upto >= len(choices)) and proofs_of(game) != proof_rows(data["proofs"]):
        raise ReplayError(m("the proofs of face-down plays do not match the game{note}",
                            note=note))
    return game
