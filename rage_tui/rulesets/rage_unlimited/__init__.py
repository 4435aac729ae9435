"""rage-unlimited: the Rage Unlimited rulebook (seed 003, in Polish), as an extension of
rage-1995. The differences are listed in docs/rules-decisions-unlimited.md."""

RULESET_ID = "rage-unlimited"
