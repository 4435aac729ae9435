"""Rage: Across Las Vegas (the Five Rings relaunch, seed 001) as a ruleset on the shared core:
Tribe cards, one play at a time round the table, moots, alphas in Renown order, initiative
combat with a Rage pool, rites, regeneration and the Umbral chart.

Reads top-down: ``ruleset`` (the plug-in), the procedures (``turn``, ``main_phase``,
``resolution``, ``alpha``, ``combat``, ``combat_round``), the effect language (``effects``),
then the board (``board``, ``state``, ``cards``)."""
