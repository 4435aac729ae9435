"""Vampire: The Eternal Struggle, revised rules of 1998 (seed 002), on the shared engine core.

2-6 seats around a table of predators and prey. Decisions where the rulebook is silent are in
``docs/rules-decisions-vtes.md`` (ids V1, V2 ...), cited in the events' ``rule`` field.
"""
