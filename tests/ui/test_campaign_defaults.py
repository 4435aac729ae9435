"""The Solo prey campaign's default deck and prey were refused together ("Harvest of the
Innocent is prey for wyrm packs; Fangs of the North is gaia", #29 item 3): the prey shown is
always one that hunts with the deck shown, and follows a change of deck."""

from __future__ import annotations

from rage_tui.solo import bundled_prey_decks, prey_decks_dir
from rage_tui.ui.solo_setup import fitting_prey


def _bundled() -> list:
    decks = {d.name: d for d in bundled_prey_decks()}
    out = []
    for path in sorted(prey_decks_dir().glob("*.yaml")):
        from rage_tui.content.behaviour import load_prey_deck

        d = load_prey_deck(path)
        if d.name in decks:
            out.append((path, d))
    return out


def test_the_prey_shown_hunts_with_the_deck_shown() -> None:
    prey = _bundled()
    by_ref = {str(p): d for p, d in prey}
    assert {d.hunters for _, d in prey} == {"gaia", "wyrm"}
    for side in ("gaia", "wyrm"):
        assert by_ref[fitting_prey("", side, prey)].hunters == side
        other = next(str(p) for p, d in prey if d.hunters != side)
        assert by_ref[fitting_prey(other, side, prey)].hunters == side  # remembered, refused
        same = [str(p) for p, d in prey if d.hunters == side][-1]
        assert fitting_prey(same, side, prey) == same  # a fitting remembered choice stays
    assert fitting_prey("", None, prey) == str(prey[0][0])
    assert fitting_prey("", "gaia", []) == ""


def test_a_fresh_solo_campaign_starts_on_its_defaults(app_home) -> None:
    """With the bundled decks and prey, choosing Campaign and Start plays, refused before."""
    from typing import Any

    from textual.widgets import Select

    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.ui.app import make_app
    from rage_tui.ui.screens.game import GameScreen
    from rage_tui.ui.screens.solo import SoloScreen
    from tests.ui.conftest import screen_text
    from tests.ui.test_screens import run

    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        await pilot.press("s")
        screen = pilot.app.screen
        assert isinstance(screen, SoloScreen)
        screen.query_one("#kind", Select).value = "campaign"
        await pilot.pause()
        await pilot.press("ctrl+g")
        for _ in range(100):
            await pilot.pause(0.05)
            if isinstance(pilot.app.screen, GameScreen):
                break
        seen["board"] = isinstance(pilot.app.screen, GameScreen)
        seen["text"] = screen_text(pilot.app)

    app = make_app(library=bundled_library(), decks_folder=decks_dir(), bot_delay=0.0,
                   curtain_guard=0.0, blink=False)
    run(app, body)
    assert seen["board"], seen["text"]
    assert "is prey for" not in seen["text"]
