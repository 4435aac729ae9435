"""The rage-1995 layers contract (pyproject.toml, checked by ``lint-imports``) names every module
of the ruleset once, in layers small enough to mean something (#26: the bottom layer was 41
modules free to import each other)."""

from __future__ import annotations

import pkgutil
import tomllib
from pathlib import Path

import rage_tui.rulesets.rage1995 as rage1995

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def _layers(container: str) -> list[list[str]]:
    contracts = tomllib.loads(PYPROJECT.read_text())["tool"]["importlinter"]["contracts"]
    found = [c for c in contracts if c["type"] == "layers" and c["containers"] == [container]]
    assert len(found) == 1, f"one layers contract for {container}"
    return [[m.strip() for m in layer.replace("|", ":").split(":")] for layer in found[0]["layers"]]


def test_every_rage1995_module_has_its_layer() -> None:
    layers = _layers("rage_tui.rulesets.rage1995")
    named = [m for layer in layers for m in layer]
    modules = sorted(m.name for m in pkgutil.iter_modules(rage1995.__path__))
    assert len(named) == len(set(named)), "a module named in two layers"
    assert sorted(named) == modules


def test_no_rage1995_layer_is_a_free_for_all() -> None:
    layers = _layers("rage_tui.rulesets.rage1995")
    assert len(layers) >= 12
    assert max(len(layer) for layer in layers) <= 13
    assert layers[-1] == ["cards", "combat_records", "keywords", "view_types"]


def _contract(name_start: str) -> dict[str, object]:
    contracts = tomllib.loads(PYPROJECT.read_text())["tool"]["importlinter"]["contracts"]
    found = [c for c in contracts if c["name"].startswith(name_start)]
    assert len(found) == 1
    return found[0]


def test_only_the_listed_modules_import_rage1995_outside_the_rulesets() -> None:
    """Every module outside the engine and the rulesets that imports rage-1995 (or
    rage-unlimited) directly is listed in the contract that keeps them behind the registry, so a
    new module (not yet a source of the contract) cannot import them unlisted either; the list
    only ever shrinks (#26: 44 modules before, 40 after; the command line imports none)."""
    import grimp

    contract = _contract("Outside rulesets/, only the listed Rage adapters")
    ignored = contract["ignore_imports"]
    assert isinstance(ignored, list) and len(ignored) <= 40
    assert all(line.endswith(" -> rage_tui.rulesets.rage1995.**") for line in ignored)
    listed = {line.split(" -> ")[0] for line in ignored}
    graph = grimp.build_graph("rage_tui", cache_dir=None)
    rage = ("rage_tui.rulesets.rage1995", "rage_tui.rulesets.rage_unlimited")
    direct = sorted(
        m for m in graph.modules
        if not m.startswith(("rage_tui.rulesets", "rage_tui.engine"))
        and any(d == r or d.startswith(r + ".")
                for d in graph.find_modules_directly_imported_by(m) for r in rage))
    assert [m for m in direct if m not in listed] == []
    for gone in ("rage_tui.saves", "rage_tui.cli.bench", "rage_tui.cli.deck_lackey",
                 "rage_tui.cli.cards"):
        assert gone not in direct and gone not in listed
    assert not any(m.startswith("rage_tui.cli") for m in direct)
