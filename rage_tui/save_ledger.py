"""The save ledger: the last save written for each game on this computer, to report a save
rolled back to an earlier one, or edited and sealed again.

A game is known by its identity (:func:`game_identity`): its seed, instance numbering, and each
seat's player and cards. These cannot change without making another game, so a save whose
agents, options, deck names or ruleset were edited and sealed again is still found under its
game and reported. Each save is written in two steps around the save file itself: first the
ledger adds the new seal to the game's *pending* ones (the last finished save is kept), then
the file is replaced, then the new seal becomes the last one and the pending ones are dropped.
A kill at any moment leaves a ledger that accepts whichever file is on disk (several kills in
a row included: up to :data:`PENDING_KEPT` unconfirmed saves), so an honest save never draws a
false warning.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rage_tui.content.texts import c_
from rage_tui.safeio import read_regular, write_atomic

LEDGER_GAMES = 500
LEDGER_BYTES = 1024 * 1024
#: how many saves announced but never confirmed (killed) a game's entry remembers
PENDING_KEPT = 16


def game_identity(data: Mapping[str, Any]) -> str:
    """Which game save ``data`` belongs to: a digest of its seed, instance numbering and each
    seat's player name and cards (not the agents, options, deck names or ruleset, which an
    edit might change while the game stays the same)."""
    setup = data["setup"]
    seats = [[s["name"], s["deck"]["allegiance"], s["deck"]["pack"], s["deck"]["sept"],
              s["deck"]["combat"]] for s in setup["seats"]]
    blob = json.dumps({"seed": setup["seed"], "iid_base": data["iid_base"], "seats": seats},
                      sort_keys=True, separators=(",", ":"))
    return "g-" + hashlib.sha256(blob.encode()).hexdigest()[:32]


def _read(ledger: Path) -> dict[str, Any]:
    try:
        found = json.loads(read_regular(ledger, LEDGER_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return found if isinstance(found, dict) else {}


def _write(ledger: Path, entries: dict[str, Any]) -> None:
    while len(entries) > LEDGER_GAMES:
        entries.pop(next(iter(entries)))
    with contextlib.suppress(OSError):
        write_atomic(ledger, json.dumps(entries) + "\n")


def announce_save(ledger: Path, data: Mapping[str, Any]) -> None:
    """Before the save file is written: name ``data``'s seal as the pending save of its game,
    keeping the last finished one (a failure is not an error: the ledger only makes reports
    better)."""
    entries = _read(ledger)
    key = game_identity(data)
    entry = entries.pop(key, None)
    entry = dict(entry) if isinstance(entry, dict) else {}
    pending = [p for p in _pending(entry) if p != data["seal"]]
    entry["pending"] = [*pending, data["seal"]][-PENDING_KEPT:]
    entries[key] = entry
    _write(ledger, entries)


def remember_save(ledger: Path, data: Mapping[str, Any]) -> None:
    """After the save file is written: record ``data``'s seal as the latest save of its
    game."""
    entries = _read(ledger)
    key = game_identity(data)
    entries.pop(key, None)
    entries[key] = {"seal": data["seal"], "choices": len(data["choices"]),
                    "at": time.strftime("%Y-%m-%d %H:%M:%S")}
    _write(ledger, entries)


def _pending(entry: Mapping[str, Any]) -> list[str]:
    """The seals of the saves of an entry's game that were announced and not confirmed: any
    of them may be the file on disk (its save was killed after the file was replaced)."""
    found = entry.get("pending")
    return [str(p) for p in found if isinstance(p, str)] if isinstance(found, list) else []


def ledger_note(ledger: Path, data: Mapping[str, Any]) -> str | None:
    """A warning when ``data`` is not the last save written for its game on this computer:
    an older save (a rollback), or one edited and sealed again (its setup included)."""
    entry = _read(ledger).get(game_identity(data))
    if not isinstance(entry, dict) or "seal" not in entry \
            or data["seal"] == entry.get("seal") or data["seal"] in _pending(entry):
        return None
    later = entry.get("choices")
    when = entry.get("at", "?")
    if isinstance(later, int) and later > len(data["choices"]):
        return c_("this is an earlier save of this game: the last save written ({when}) had "
                  "{later} choices, this one has {now}").format(
                      when=when, later=later, now=len(data["choices"]))
    return c_("this is not the last save written for this game ({when}): it was saved "
              "elsewhere, or changed and sealed again").format(when=when)
