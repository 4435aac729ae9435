"""The ruleset registry: every ruleset the program can play, by declaration.

Interface (for a ruleset's author; docs/writing-a-ruleset.md walks through a whole game):

* A ruleset is a package ``rage_tui/rulesets/<pkg>/`` with a module ``plugin.py`` holding
  ``PLUGIN = RulesetPlugin(...)`` (``rage_tui.engine.plugin``): its id, title, one-line
  summary, seat limits, declared options, deck sections, card/deck folders, content hooks,
  deck check, bots, documents and a lazy ``make_ruleset`` returning its
  :class:`~rage_tui.engine.ruleset.Ruleset` object.
* It joins by ONE line: its package name in :data:`PACKAGES` below.
* A package outside ``rage_tui.rulesets`` (a test's game, a third-party game) joins with
  :func:`register` (``register(PLUGIN)``), or by an entry point in the group
  ``rage_tui.rulesets`` naming its plugin object (``mygame = "mygame.plugin:PLUGIN"``),
  read the first time the registry is asked.
* The program asks only the registry: :func:`plugin` (the declaration), :func:`get_ruleset`
  (the ruleset object), :data:`RULESETS` (ids and summaries), :func:`seat_limits`,
  :func:`section_minimum`. :data:`HEADLESS` lists the declared rulesets not offered yet.
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points

from rage_tui.engine.plugin import RulesetPlugin
from rage_tui.engine.ruleset import Ruleset

#: the ruleset packages of rage_tui, one registration line each (the first is the default)
PACKAGES: tuple[str, ...] = (
    "rage1995",
    "rage_unlimited",
    "las_vegas",
    "vtes",
)

#: the entry-point group outside packages register their plugin object under
ENTRY_POINT_GROUP = "rage_tui.rulesets"

#: the default ruleset
DEFAULT = "rage-1995"

#: every ruleset the app and the command line offer, id -> one-line summary (``rage-tui
#: rulesets``); kept up to date by :func:`register`
RULESETS: dict[str, str] = {}

#: rulesets declared ``offered=False``: they run headless (engine, bots, tests) but the app
#: and the command line do not offer them yet
HEADLESS: dict[str, str] = {}

_PLUGINS: dict[str, RulesetPlugin] = {}
_entry_points_read = False


def register(declared: RulesetPlugin) -> None:
    """Add a ruleset (again under the same id: the new declaration replaces the old)."""
    _PLUGINS[declared.id] = declared
    RULESETS.pop(declared.id, None)
    HEADLESS.pop(declared.id, None)
    (RULESETS if declared.offered else HEADLESS)[declared.id] = declared.summary


def unregister(ruleset_id: str) -> None:
    """Take a registered ruleset away again (a test's game, when the test is done)."""
    _PLUGINS.pop(ruleset_id, None)
    RULESETS.pop(ruleset_id, None)
    HEADLESS.pop(ruleset_id, None)


def _load_packages() -> None:
    for name in PACKAGES:
        module = importlib.import_module(f"rage_tui.rulesets.{name}.plugin")
        register(module.PLUGIN)


def _load_entry_points() -> None:
    global _entry_points_read
    if _entry_points_read:
        return
    _entry_points_read = True
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        declared = ep.load()
        if isinstance(declared, RulesetPlugin) and declared.id not in _PLUGINS:
            register(declared)


def plugins() -> dict[str, RulesetPlugin]:
    """Every registered ruleset's declaration, by id (bundled ones first)."""
    _load_entry_points()
    return dict(_PLUGINS)


def plugin(ruleset_id: str) -> RulesetPlugin:
    """The declaration of ruleset ``ruleset_id`` (ValueError naming the known ids)."""
    found = _PLUGINS.get(ruleset_id)
    if found is None:
        _load_entry_points()
        found = _PLUGINS.get(ruleset_id)
    if found is None:
        raise ValueError(f"unknown ruleset '{ruleset_id}' (known: {', '.join(RULESETS)})")
    return found


def get_ruleset(ruleset_id: str) -> Ruleset:
    """A new ruleset object for an id such as ``rage-1995``."""
    return plugin(ruleset_id).make_ruleset()


def seat_limits(ruleset_id: str) -> tuple[int, int]:
    """How many seats a game of the ruleset takes, at least and at most (unknown ids: those
    of the default ruleset)."""
    declared = _PLUGINS.get(ruleset_id) or plugin(DEFAULT)
    return declared.min_seats, declared.max_seats


def section_minimum(ruleset_id: str, section: str) -> int:
    """The smallest size the ruleset allows for deck section ``section`` (0: no minimum)."""
    hook = plugin(ruleset_id).section_minimums
    return hook().get(section, 0) if hook is not None else 0


_load_packages()
