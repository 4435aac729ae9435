"""Issue #30: in a game served to a browser, paths typed in the app (Load, "Deck file ...") open
only files in the rage-tui folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.ui.paths import SERVED_ENV, typed_path_refusal


def test_a_served_game_opens_typed_paths_only_in_the_rage_tui_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    monkeypatch.setenv("RAGE_TUI_HOME", str(home))
    outside = tmp_path / "secret.json"
    assert typed_path_refusal(outside) is None          # the terminal app: any path
    monkeypatch.setenv(SERVED_ENV, "home")
    assert typed_path_refusal(outside) == home.resolve().as_posix()
    assert typed_path_refusal(Path("/etc/passwd")) is not None
    assert typed_path_refusal(home / "saves" / ".." / ".." / "secret.json") is not None
    assert typed_path_refusal(home / "saves" / "game.json") is None
    (home / "link").symlink_to(outside)
    assert typed_path_refusal(home / "link") is not None


def test_a_served_deck_file_outside_is_refused(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from rage_tui.ui.catalog import DeckCatalog, DeckError

    monkeypatch.setenv("RAGE_TUI_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(SERVED_ENV, "home")
    deck = tmp_path / "deck.yaml"
    deck.write_text("name: x\n", encoding="utf-8")
    catalog = DeckCatalog(tmp_path / "none", {})
    with pytest.raises(DeckError, match="opens only deck files in"):
        catalog.resolve(str(deck))
    monkeypatch.delenv(SERVED_ENV)
    with pytest.raises(DeckError) as other:
        catalog.resolve(str(deck))
    assert "opens only" not in str(other.value)
