"""Rulesets over the shared engine core. ``rage-1995`` is the first and the default;
``rage-unlimited`` extends it. Each ruleset joins through the registry
(:mod:`rage_tui.rulesets.registry`, whose docstring is the interface)."""

from __future__ import annotations

from rage_tui.rulesets.registry import (
    HEADLESS,
    RULESETS,
    get_ruleset,
    plugin,
    plugins,
    register,
    seat_limits,
    section_minimum,
    unregister,
)

__all__ = ["HEADLESS", "RULESETS", "get_ruleset", "min_sept", "plugin", "plugins", "register",
           "seat_limits", "section_minimum", "unregister"]


def min_sept(ruleset_id: str) -> int:
    """The smallest sept deck the ruleset allows (deck construction; a Rage notion, asked of
    the ruleset's declaration like any deck section)."""
    return section_minimum(ruleset_id, "sept")
