"""A player's own card that uses something the effect language does not have still loads
(with a warning naming the missing piece) and is played through the by-hand prompt."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.library import load_library
from tests.cards.helpers import full_library, label, open_play_labels, seat
from tests.engine.conftest import position

USER_CARDS = """\
- id: user-storm-call
  name: Storm Call
  type: gift
  gnosis: 1
  requires: [garou]
  text: Call down a storm. Every creature in the Umbra takes 1 damage.
  effects:
    - {when: played, do: summon-storm}
"""


@pytest.fixture
def user_file(tmp_path: Path) -> Path:
    path = tmp_path / "my-cards.yaml"
    path.write_text(USER_CARDS, encoding="utf-8")
    return path


def test_cards_check_reports_the_unknown_primitive_as_an_error_at_its_line(user_file, capsys):
    # (a typo more often than not: the check says so, though play resolves it by hand)
    assert main(["cards", "check", str(user_file)]) == 1
    out = capsys.readouterr().out
    assert f"error: {user_file}:8: card 'user-storm-call', field 'effects.0.do': unknown " \
           "effect primitive(s): summon-storm" in out


def test_a_user_card_with_an_unknown_primitive_is_resolved_by_hand(user_file):
    lib, clashes = full_library().merged(load_library([user_file]))
    assert not clashes
    g = position(lib, {"name": "by hand", "turn": 2, "phase": "combat",
                       "variants": {"strict_prompts": True},
                       "seats": [seat("Ann", "gaia", ["mamu"], sept_hand=["user-storm-call"]),
                                 seat("Bob", "wyrm", ["zhyzack"])]})
    assert "Mamu plays Storm Call (resolve by hand)" in open_play_labels(g)
    label(g, "Mamu plays Storm Call")
    d = g.pending
    assert d.kind == "resolve-by-hand" and d.seat == 0
    assert "RESOLVE BY HAND" in d.prompt and "Every creature in the Umbra" in d.prompt
    label(g, "Done")
    by_hand = [e for e in g.state.events if e.kind == "by-hand"]
    assert len(by_hand) == 1 and "Storm Call" in by_hand[0].text
    assert [g.state.cards[i].cid for i in g.state.player(0).sept_discard] == ["user-storm-call"]
