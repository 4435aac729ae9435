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


def test_the_rage_adapter_contract_covers_everything_outside_the_rulesets() -> None:
    """Every package and module of rage_tui but the engine (its own contract) and the rulesets
    is a source of the contract that keeps rage-1995 behind the registry, so a new module
    cannot import rage-1995 unlisted; the listed importers only ever shrink (#26: 44 before)."""
    import rage_tui

    contract = _contract("Outside rulesets/, only the listed Rage adapters")
    top = {f"rage_tui.{m.name}" for m in pkgutil.iter_modules(rage_tui.__path__)
           if not m.name.startswith("_")}
    sources = contract["source_modules"]
    assert isinstance(sources, list)
    assert sorted(sources) == sorted(top - {"rage_tui.engine", "rage_tui.rulesets"})
    ignored = contract["ignore_imports"]
    assert isinstance(ignored, list) and len(ignored) <= 41
    assert all(line.endswith(" -> rage_tui.rulesets.rage1995.**") for line in ignored)
    assert not any(line.startswith(("rage_tui.saves ", "rage_tui.cli.bench ",
                                    "rage_tui.cli.deck_lackey ")) for line in ignored)
