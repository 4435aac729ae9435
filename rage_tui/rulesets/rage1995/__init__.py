"""The rage-1995 ruleset: Rules package v0.2, chapters 1-5 and the FAQ."""

RULESET_ID = "rage-1995"
