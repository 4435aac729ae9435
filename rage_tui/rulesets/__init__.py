"""Rulesets over the shared engine core. ``rage-1995`` is the first and the default."""
