"""``rage-tui verify SAVE``: check a save's hash chain, every face-down commitment and its
replay under the save's own ruleset (any registered one: rage-1995, vtes ...), and print a
one-line verdict (exit 0 honest, 1 with the reason otherwise)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from rage_tui.cli.texts import _


def register(sub: Any) -> None:
    """Add the ``verify`` subcommand."""
    p = sub.add_parser(
        "verify", help=_("check that a save file is an honest, unedited game"),
        description=_(
            "Check a save file: its structure, the hash chain that seals it (every recorded "
            "state hash covers the whole setup: seats, players and bots, options, decks, "
            "ruleset), every face-down card against its commitment, the replay of every "
            "choice, and what the app asks when it loads the save (its bots). A save the app "
            "refuses is refused here with the same reason. An honest verdict proves that the "
            "file was not edited since it was recorded; it cannot prove the game was really "
            "played: a player who re-records a whole game with the program makes a save that "
            "verifies. Exit 0 honest, 1 with the reason otherwise."))
    p.add_argument("save", type=Path, metavar=_("SAVE"), help=_("the save file (JSON) to check"))
    p.set_defaults(handler=cmd_verify)


def cmd_verify(args: argparse.Namespace) -> int:
    """Print the verdict; exit 0 when every check holds, 1 with the reason otherwise."""
    from rage_tui.content.plugins import load_content
    from rage_tui.rulesets import plugin
    from rage_tui.saves import SaveError, check_save, read_save

    try:
        # the save names its ruleset (checked against the registry): its cards are the ones
        # to replay with, read afresh (a one-shot command: nothing is kept for later callers)
        declared = plugin(str(read_save(args.save)["ruleset"]))
        lib = load_content(declared)
        v = check_save(args.save, lib.cards, lib.digest)
        if v.game is not None and declared.offered:
            # what the app asks of a save of a game it plays besides the game: its bots (and
            # a solo game's prey) set up again, with the app's own card library
            # (a game shown through a UI adapter, V:TES, has its own bundled cards)
            from rage_tui.content.bundled import bundled_library
            from rage_tui.ui.adapter import library_for
            from rage_tui.ui.session import GameSession

            library = library_for(declared.id, bundled_library())
            GameSession.rebuild(args.save, v.game, library, v.meta)
        state = _("finished") if v.finished else _("in progress (turn {turn})").format(
            turn=v.turn)
        print(_("{path}: honest: {choices} choices replay to the sealed state, {revealed} of "
                "{commitments} face-down commitments revealed and matching; game {state}")
              .format(path=v.path, choices=v.choices, revealed=v.revealed,
                      commitments=v.commitments, state=state))
    except SaveError as exc:
        print(_("NOT VERIFIED: {reason}").format(reason=exc))
        return 1
    sys.stdout.flush()
    return 0
