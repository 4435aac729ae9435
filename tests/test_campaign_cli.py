"""``rage-tui campaign``: the campaign list, and win rates per level as text and JSON."""

from __future__ import annotations

import json

import pytest

from rage_tui.cli import main


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_campaign_list_shows_every_bundled_campaign_with_its_levels(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "campaign", "list")
    assert code == 0
    assert "The Wyrm's Rot (gaia packs)" in out and "Harvest of the Innocent (wyrm packs)" in out
    assert "level 4: The Web in the Rafters" in out and "level 2: The Silver Valley" in out


def test_campaign_sim_json_has_one_entry_per_level(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "campaign", "sim", "harvest-of-the-innocent", "--players",
                       "greedy", "--games", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["campaign"] == "Harvest of the Innocent"
    assert [lv["name"] for lv in data["levels"]] == ["Harvest of the Innocent",
                                                     "The Silver Valley"]
    for lv in data["levels"]:
        assert lv["games"] == 2 and lv["win_rate"] in (0.0, 0.5, 1.0)


def test_campaign_sim_plays_co_operatively_and_prints_a_line_per_level(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "campaign", "sim", "Harvest of the Innocent", "--players",
                       "greedy,greedy", "--games", "1")
    assert code == 0
    assert "packs: greedy, greedy" in out
    assert "level 1 Harvest of the Innocent: win rate" in out
    assert "level 2 The Silver Valley: win rate" in out


@pytest.mark.parametrize("args, message", [
    (("campaign", "sim", "nowhere"), "no campaign called 'nowhere'"),
    (("campaign", "sim", "The Wyrm's Rot", "--players", "greedy,human"), "needs bots"),
    (("campaign", "sim", "The Wyrm's Rot", "--players", "a,b,c,d,e"), "1 to 4 bots"),
    (("campaign", "sim", "The Wyrm's Rot", "--games", "0"), "at least 1"),
])
def test_campaign_sim_bad_input_is_one_plain_line(capsys: pytest.CaptureFixture[str],
                                                  args: tuple[str, ...], message: str) -> None:
    code, _out, err = cli(capsys, *args)
    assert code == 2 and message in err and "Traceback" not in err
