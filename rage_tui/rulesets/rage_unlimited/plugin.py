"""rage-unlimited's declaration to the ruleset registry: rage-1995's, under its own id, rules
and summary (it extends rage-1995 and plays with the same cards, decks, options and bots)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING

from rage_tui.rulesets.rage1995.plugin import PLUGIN as RAGE_1995
from rage_tui.rulesets.rage_unlimited import RULESET_ID

if TYPE_CHECKING:
    from rage_tui.engine.ruleset import Ruleset


def _make() -> Ruleset:
    from rage_tui.rulesets.rage_unlimited.ruleset import RageUnlimited

    return RageUnlimited()


def _minimums() -> Mapping[str, int]:
    from rage_tui.rulesets.rage1995.construction import MIN_COMBAT
    from rage_tui.rulesets.rage_unlimited.rules import UNLIMITED

    return {"sept": UNLIMITED.min_sept, "combat": MIN_COMBAT}


PLUGIN = dataclasses.replace(
    RAGE_1995,
    id=RULESET_ID,
    title="Rage Unlimited",
    summary="Rage Unlimited rulebook (the Polish edition): five phases, no Umbra "
            "Phase, every moot voted at the end of the Moot Phase; extends rage-1995",
    make_ruleset=_make,
    section_minimums=_minimums,
    stops="rage_tui.rulesets.rage1995.stops:STOPS",
    rules_reference="rage_tui.rules_reference_unlimited",
    rules_decisions="docs/rules-decisions-unlimited.md",
    extends="rage-1995",
)
