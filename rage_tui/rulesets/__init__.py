"""Rulesets over the shared engine core. ``rage-1995`` is the first and the default."""

from __future__ import annotations

from rage_tui.engine.ruleset import Ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset object for an id such as ``rage-1995``."""
    if ruleset_id == "rage-1995":
        from rage_tui.rulesets.rage1995.ruleset import Rage1995

        return Rage1995()
    raise ValueError(f"unknown ruleset '{ruleset_id}' (known: rage-1995)")
