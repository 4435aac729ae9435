"""What this ruleset does more simply than the rulebook, counted: each simplification is a
rules decision of docs/rules-decisions-las-vegas.md (its section "Simplified or not yet built
(counted)" lists the same ids), and the events where one applies cite it through
:func:`simplified`, so the game log shows where the table would play it otherwise."""

from __future__ import annotations

from typing import Final

#: rules decision -> what is simpler than the rulebook (the missing work, one line each)
SIMPLIFIED: Final[dict[str, str]] = {
    "L16": "At Umbra levels 4 and 5 the Gift a Garou loses is the one attached last; the "
           "rulebook lets its controller choose.",
    "L17": "Combat Events come only from the two fighting seats' Combat hands and act as In "
           "events; Out and In/Out events and the 'Pre-Combat:' abilities of attached cards "
           "are not built.",
    "L18": "One level of reaction: a reaction is never answered by another (no damage-causing "
           "defence that allows a reaction is built).",
}


def simplified(rule: str, decision: str) -> str:
    """The citation of ``rule`` where the simplification ``decision`` applies (KeyError: not
    a counted simplification)."""
    if decision not in SIMPLIFIED:
        raise KeyError(decision)
    return f"{rule}; rules decision {decision} (simplified)"
