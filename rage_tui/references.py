"""Each ruleset's rules reference, found through its declaration to the registry
(``RulesetPlugin.rules_reference`` names a module holding ``REFERENCE``). No Textual here: the
reference screen, the event log's citations and the tests read it."""

from __future__ import annotations

import importlib

from rage_tui.i18n import m
from rage_tui.rules_sections import Reference
from rage_tui.rulesets import plugin, plugins

DEFAULT_RULESET = "rage-1995"


def reference_for(ruleset_id: str | None) -> Reference:
    """The rules reference of ``ruleset_id`` (rage-1995's when none is given); a ruleset that
    brings none gets an empty reference saying so."""
    rid = ruleset_id or DEFAULT_RULESET
    module = plugin(rid).rules_reference if rid in plugins() else ""
    if module:
        found = getattr(importlib.import_module(module), "REFERENCE", None)
        if isinstance(found, Reference):
            return found
    return Reference(m("{ruleset} has no rules reference yet", ruleset=rid), (), ())


def cite(rule: str, ruleset_id: str | None) -> str:
    """``rule`` as the ruleset cites it (a rule id of shared code mapped to the ruleset's own
    section, as :meth:`Reference.cite` does)."""
    return reference_for(ruleset_id).cite(rule)
