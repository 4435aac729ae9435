"""The rage-unlimited ruleset object: rage-1995's procedures under the Unlimited rules."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.ruleset import Rage1995
from rage_tui.rulesets.rage_unlimited import RULESET_ID
from rage_tui.rulesets.rage_unlimited.rules import UNLIMITED


class RageUnlimited(Rage1995):
    """The Rage Unlimited rulebook (seed 003): five phases, no Umbra Phase, moots that take
    effect at the end of the Faza Rad, the book's ends of combat and its prey rule."""

    id = RULESET_ID
    rules = UNLIMITED
