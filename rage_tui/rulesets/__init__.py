"""Rulesets over the shared engine core. ``rage-1995`` is the first and the default;
``rage-unlimited`` extends it."""

from __future__ import annotations

from rage_tui.engine.ruleset import Ruleset

#: every ruleset id with one line about it (``rage-tui rulesets``)
RULESETS: dict[str, str] = {
    "rage-1995": "Rage (1995): Rules package v0.2, chapters 1-5 and the FAQ (the default)",
    "rage-unlimited": "Rage Unlimited rulebook (seed 003, Polish): five phases, no Umbra "
                      "Phase, moots at the end of the Faza Rad; extends rage-1995",
}

#: rulesets that run headless (engine, bots, tests) but are not offered by the app and the
#: command line yet (their UI adapter and commands come with the ruleset registry)
HEADLESS: dict[str, str] = {
    "rage-las-vegas": "Rage: Across Las Vegas (seed 001, the Five Rings relaunch)",
    "vtes": "Vampire: The Eternal Struggle, revised rules 1998 (seed 002): 2-6 seats, "
            "predator and prey",
}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset object for an id such as ``rage-1995``."""
    if ruleset_id == "rage-1995":
        from rage_tui.rulesets.rage1995.ruleset import Rage1995

        return Rage1995()
    if ruleset_id == "rage-unlimited":
        from rage_tui.rulesets.rage_unlimited.ruleset import RageUnlimited

        return RageUnlimited()
    if ruleset_id == "rage-las-vegas":
        from rage_tui.rulesets.las_vegas.ruleset import LasVegas

        return LasVegas()
    if ruleset_id == "vtes":
        from rage_tui.rulesets.vtes.ruleset import Vtes

        return Vtes()
    raise ValueError(f"unknown ruleset '{ruleset_id}' (known: {', '.join(RULESETS)})")


def seat_limits(ruleset_id: str) -> tuple[int, int]:
    """How many seats a game of the ruleset takes, at least and at most (unknown ids: those
    of rage-1995)."""
    ruleset = get_ruleset(ruleset_id if ruleset_id in RULESETS else "rage-1995")
    return ruleset.min_seats, ruleset.max_seats


def min_sept(ruleset_id: str) -> int:
    """The smallest sept deck the ruleset allows (deck construction)."""
    get_ruleset(ruleset_id)  # registers the ruleset's rules
    from rage_tui.rulesets.rage1995.rules import rules_named

    return rules_named(ruleset_id).min_sept
