"""Save data and replay: a game is (ruleset, card-library digest, setup, seed, choices).

Loading replays the choices from the start and checks the chain of state hashes recorded when
the game was saved, so a changed card library or engine is reported plainly instead of giving a
silently different game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rage_tui.engine.cards import Allegiance, CardDef
from rage_tui.engine.choices import Choice
from rage_tui.engine.decks import DeckList
from rage_tui.engine.errors import EngineError, IllegalChoiceError
from rage_tui.engine.game import ENGINE_VERSION, Game
from rage_tui.engine.ruleset import Ruleset
from rage_tui.engine.state import SeatSetup, Setup, Variants

FORMAT = "rage-tui-save"
FORMAT_VERSION = 1
HASH_EVERY = 25


class ReplayError(Exception):
    """A save file that cannot be replayed; the message says why in plain words."""


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


def record(game: Game, library_digest: str, meta: Mapping[str, Any] | None = None,
           hashes: list[tuple[int, str]] | None = None) -> dict[str, Any]:
    """The save data of a game. ``hashes`` are (choice count, state hash) checkpoints; when not
    given they are computed by replaying."""
    if hashes is None:
        hashes = checkpoints(game)
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION, "engine": ENGINE_VERSION,
        "ruleset": game.state.setup.ruleset, "library": library_digest,
        "setup": setup_to_json(game.state.setup),
        "iid_base": game.iid_base,
        "choices": [[seat, *choice.to_json()] for seat, choice in game.choices],
        "hashes": [[n, h] for n, h in hashes],
        "meta": dict(meta or {}),
    }


def checkpoints(game: Game) -> list[tuple[int, str]]:
    """State hashes every :data:`HASH_EVERY` choices and at the end, by replaying."""
    fresh = Game(game.state.setup, game.state.defs, game.ruleset, iid_base=game.iid_base)
    out = [(0, fresh.state_hash())]
    for n, (seat, choice) in enumerate(game.choices, start=1):
        fresh.apply(choice, seat)
        if n % HASH_EVERY == 0 or n == len(game.choices):
            out.append((n, fresh.state_hash()))
    return out


def replay(data: Mapping[str, Any], defs: Mapping[str, CardDef], ruleset: Ruleset,
           library_digest: str, upto: int | None = None) -> Game:
    """Rebuild a game from save data, checking every recorded state hash on the way."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ReplayError("this is not a rage-tui save file")
    if int(data.get("format_version", 0)) > FORMAT_VERSION:
        raise ReplayError("this save was written by a newer rage-tui; please upgrade")
    changed = []
    if data.get("engine") != ENGINE_VERSION:
        changed.append(f"the rules engine (saved with version {data.get('engine')}, "
                       f"this is {ENGINE_VERSION})")
    if data.get("library") != library_digest:
        changed.append("the card library")
    try:
        setup = setup_from_json(data["setup"])
        choices = [(int(c[0]), Choice.from_json(list(c[1:]))) for c in data["choices"]]
        hashes = {int(n): str(h) for n, h in data.get("hashes", [])}
        iid_base = int(data.get("iid_base", 1))
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ReplayError(f"the save file is damaged ({exc.__class__.__name__}: {exc})") from None
    note = f" (changed since it was saved: {', '.join(changed)})" if changed else ""
    try:
        game = Game(setup, defs, ruleset, iid_base=iid_base)
    except EngineError as exc:
        raise ReplayError(f"the game cannot be set up again: {exc}{note}") from None
    if 0 in hashes and hashes[0] != game.state_hash():
        raise ReplayError(f"the game does not start the same way any more{note}")
    for n, (seat, choice) in enumerate(choices, start=1):
        if upto is not None and n > upto:
            break
        try:
            game.apply(choice, seat)
        except IllegalChoiceError as exc:
            raise ReplayError(f"choice {n} cannot be replayed ({exc.reason}){note}") from None
        if n in hashes and hashes[n] != game.state_hash():
            raise ReplayError(f"the game went differently at choice {n}{note}")
    return game
