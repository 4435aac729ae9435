"""Sealed Gems joins the program for its tests with its one registration line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rage_tui.rulesets import register, unregister
from tests.proof_game.plugin import PLUGIN


@pytest.fixture(autouse=True)
def sealed_gems() -> Iterator[None]:
    """The game registered (the one registration line), and taken away after the test."""
    register(PLUGIN)
    yield
    unregister(PLUGIN.id)
