"""Sealed Gems, the proof game of issue 26 item 6, through everything around the core: its
content through the plug-in's parse hooks, ``Match`` at 2 and 6 seats, the simulator with a
check after every decision, priority returning to the active seat, the sealed bids and their
commitments, a seat that leaves, the views leak check (with a planted leak as control), a
save/load/verify round trip, a scripted demo, and a run that imports no Rage ruleset."""

from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from rage_tui.ai.registry import make_agent
from rage_tui.content.errors import ContentError
from rage_tui.content.plugins import load_content
from rage_tui.engine.commit import check
from rage_tui.engine.windows import PASS
from rage_tui.match import Match
from rage_tui.sim import LEAK_PROOF_BASE, hidden_leaks, run_sim
from tests.proof_game.helpers import ID, answer, content, new_game, setup, state
from tests.proof_game.plugin import PLUGIN
from tests.proof_game.rules import SealedGems
from tests.proof_game.view import GemView

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def bots_match(n: int, seed: int = 5, iid_base: int = 1) -> Match:
    """Random bots at every seat (``iid_base``: the leak check's numbering, where no count
    or score can be read as a card number)."""
    return Match(setup(n, seed), content().cards,
                 {i: make_agent("random", seed + i, ID) for i in range(n)}, iid_base=iid_base)


def test_cards_and_purses_are_read_through_the_plugins_parse_hooks() -> None:
    c = content()
    assert sorted(c.cards) == ["gem-1", "gem-2", "gem-3", "gem-4", "lantern", "spark"]
    assert getattr(c.cards["gem-4"], "value", None) == 4
    assert [stem for stem, _ in c.deck_files] == ["long", "middle", "short"]
    assert dict(c.deck_files)["short"].sept_count == 4
    assert PLUGIN.deck_check(dict(c.deck_files)["long"], c.cards, {}) == []


def test_a_bad_card_file_is_a_problem_naming_its_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "cards:\n  - {id: gem-1, name: Quartz, type: gem, value: 1}\n"
        "  - {id: gem-9, name: Opal, type: rock, value: 2}\n", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(dataclasses.replace(PLUGIN, cards_folder=str(tmp_path)))
    said = str(caught.value)
    assert "bad.yaml" in said and ":3" in said and "field 'type' is one of gem, trick" in said


@pytest.mark.parametrize("seats", [2, 6])
def test_a_match_of_random_bots_plays_to_its_end_and_the_top_score_wins(seats: int) -> None:
    match = bots_match(seats)
    match.run_bots()
    g = state(match.game)
    assert g.over and g.order == g.seats_in() and len(g.order) < 2
    top = max(p.score for p in g.players)
    leaders = [p.seat for p in g.players if p.score == top]
    assert g.winner == (leaders[0] if len(leaders) == 1 else None)
    assert sum(e.kind == "left" for e in g.events) >= seats - 1
    over = next(e for e in g.events if e.kind == "over")
    assert dict(over.get("scores")) == {p.seat: p.score for p in g.players}


@pytest.mark.parametrize("seats", [2, 6])
def test_the_simulator_checks_every_decision_and_finds_no_violation(seats: int) -> None:
    decks = content().decks
    res = run_sim(content().cards, decks, ["random"] * seats, games=3, seed=2,
                  check_every=1, ruleset=ID)
    assert res.games == 3 and res.violations == [] and res.decisions > 30 * seats


def test_sim_on_the_command_line_with_check_every_1(capsys: pytest.CaptureFixture[str]) -> None:
    from rage_tui.cli import main

    assert main(["sim", "--ruleset", ID, "--players", ",".join(["random"] * 6), "--games",
                 "2", "--jobs", "1", "--check-every", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["violations"] == 0


def test_priority_returns_to_the_active_seat_after_every_play() -> None:
    """Rule 2: seat 0 is active; seat 1 plays a trick, so seat 0 is asked again, and the
    market closes only when all three have passed in a row after it."""
    game = new_game(3, decks=("long",))
    g = state(game)
    p1 = g.player(1)
    trick = next(i for i in (*p1.hand, *p1.purse) if g.card(i).type == "trick")
    if trick not in p1.hand:  # (seat 1's own cards, before it is asked anything)
        at = p1.purse.index(trick)
        p1.purse[at], p1.hand[0] = p1.hand[0], trick
    assert game.pending is not None and game.pending.seat == 0 and g.phase == "market"
    game.apply(PASS, 0)
    game.apply(next(o.choice for o in game.pending.options if o.choice.args == (trick,)), 1)
    assert p1.score == g.value(trick)
    asked = []
    while g.phase == "market":
        d = game.pending
        assert d is not None and d.kind == "open-play"
        asked.append(d.seat)
        game.apply(PASS, d.seat)
    assert asked == [0, 1, 2]
    assert game.pending is not None and game.pending.kind == "bid"


def test_sealed_bids_are_committed_at_once_and_revealed_together() -> None:
    """Rule 3: each bid is public only as a commitment until all are sealed; then every bid is
    turned over with its salt, each matches its commitment, and the highest gem scores."""
    game = new_game(3)
    g = state(game)
    while g.phase == "market":
        game.apply(PASS, game.pending.seat)  # type: ignore[union-attr]
    first = game.pending
    assert first is not None and first.kind == "bid" and first.seat == 0
    answer(game, "bid")
    bid = g.sealed[0]
    assert bid is not None and bid not in g.player(0).hand
    for seat in (1, 2):
        view = game.view_for(seat)
        assert isinstance(view, GemView)
        sv = view.seats[0]
        assert sv.sealed and sv.commitment == g.proofs[0][0] and sv.own_bid == ""
        seen = game.events_for(seat)[-1]
        assert seen.kind == "committed" and seen.get("pick") is None
        assert g.name(bid) not in str(seen.text)
    own = game.view_for(0)
    assert isinstance(own, GemView) and own.seats[0].own_bid == g.cards[bid].cid
    assert game.events_for(0)[-1].get("pick") == g.cards[bid].cid
    assert not any(e.kind == "revealed" for e in g.events)
    worth = {0: g.value(bid)}
    while g.phase == "bid":
        d = game.pending
        assert d is not None
        choice = d.options[0].choice
        if choice.kind == "bid":
            worth[d.seat] = g.value(int(choice.args[0]))
        game.apply(choice, d.seat)
    revealed = [e for e in g.events if e.kind == "revealed"]
    committed = {e.get("slot"): e.get("commitment") for e in g.events if e.kind == "committed"}
    assert [e.get("seat") for e in revealed] == [0, 1, 2]
    for e in revealed:
        ((slot, cid, salt),) = e.get("proofs")
        assert slot == f"bid|1|{e.get('seat')}"
        assert check(cid, slot, salt, committed[slot])
    best = max(worth.values())
    assert {e.get("seat") for e in g.events if e.kind == "scored"} == {
        s for s, n in worth.items() if n == best}


def test_a_seat_with_no_card_left_leaves_and_the_order_closes_up() -> None:
    """Rule 4: the short purse runs out first; its seat leaves, is never asked again, and the
    next seat along becomes active in its place."""
    match = bots_match(3)
    g = state(match.game)
    while not any(e.kind == "left" for e in g.events):
        match.step_bot()
    gone = next(e.get("seat") for e in g.events if e.kind == "left")
    assert setup(3).seats[gone].deck.name == "Short purse"
    assert g.player(gone).out and gone not in g.order and g.active in g.order
    asked_after: list[int] = []
    while not g.over:
        d = match.game.pending
        assert d is not None
        asked_after.append(d.seat)
        match.step_bot()
    assert gone not in asked_after


class Leaky(SealedGems):
    """A planted leak: each seat's view also lists the next seat's hand as its own, or (with
    ``bid``) the next seat's sealed bid, not yet revealed."""

    def __init__(self, bid: bool = False) -> None:
        self.bid = bid

    def view_for(self, g: Any, seat: int | None, full: bool = True) -> GemView:
        view = super().view_for(g, seat, full)
        if seat is None or not full:
            return view
        other = (seat + 1) % g.n_seats
        planted = ([g.sealed[other]] if other in g.sealed and g.sealed[other] is not None
                   else []) if self.bid else g.player(other).hand
        mine = view.seats[seat]
        seats = list(view.seats)
        seats[seat] = dataclasses.replace(mine, hand=(*mine.hand, *planted))
        return dataclasses.replace(view, seats=tuple(seats))


def test_no_view_holds_another_seats_hand_or_sealed_bid_and_a_planted_leak_is_caught() -> None:
    match = bots_match(6, seed=9, iid_base=LEAK_PROOF_BASE)
    checked = 0
    while not match.game.over:
        for seat in range(6):
            assert hidden_leaks(match, seat) == []
            checked += 1
        match.step_bot()
    assert checked > 300
    leaky = bots_match(6, seed=9, iid_base=LEAK_PROOF_BASE)
    leaky.game.ruleset = Leaky()
    found = hidden_leaks(leaky, 0)
    assert found and all("seat 0's view shows hidden card" in f for f in found)
    leaky.game.ruleset = Leaky(bid=True)
    g = state(leaky.game)
    while g.sealed.get(1) is None:  # (seat 1 seals a card in the first bid)
        assert hidden_leaks(leaky, 0) == []
        leaky.step_bot()
    bid = g.sealed[1]
    assert hidden_leaks(leaky, 0) == [f"seat 0's view shows hidden card {bid} "
                                      f"({g.cards[bid].cid})"]


def test_a_saved_game_loads_again_and_verifies(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Saved with bids sealed but not revealed, the game loads at the same position with its
    own cards; ``rage-tui verify`` calls the save honest; a finished game verifies with every
    commitment revealed; an edited choice is refused."""
    from rage_tui.cli import main
    from rage_tui.content.library import CardLibrary
    from rage_tui.ui.adapter import library_for
    from rage_tui.ui.session import GameSession

    session = GameSession.start(setup(3, agent="human"), library_for(ID, CardLibrary()))
    game = session.game
    g = state(game)
    while not (g.phase == "bid" and g.sealed):
        d = game.pending
        assert d is not None
        game.apply(d.options[0].choice, d.seat)
    path = session.save(tmp_path / "gems.json")
    again = GameSession.load(path, CardLibrary())
    assert again.setup.ruleset == ID and again.game.choices == game.choices
    assert again.game.state_hash() == game.state_hash() and again.game.pending == game.pending
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "honest" in out and "in progress" in out
    while not game.over:
        d = game.pending
        assert d is not None
        game.apply(d.options[-1].choice, d.seat)
    done = session.save(tmp_path / "done.json")
    assert main(["verify", str(done)]) == 0
    out = capsys.readouterr().out
    n = sum(e.kind == "committed" for e in g.events)
    assert "finished" in out and f"{n} of {n} face-down commitments" in out
    data = json.loads(done.read_text(encoding="utf-8"))
    data["choices"][3] = data["choices"][4]
    (tmp_path / "edited.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify", str(tmp_path / "edited.json")]) == 1
    assert "NOT VERIFIED" in capsys.readouterr().out


def test_the_scripted_demo_of_a_round_passes_its_checks() -> None:
    """The scenario of a non-Rage game: a scripted demo played from the real start (the
    position scenarios of ``rage-tui scenario`` lay out rage-1995 tables only)."""
    from rage_tui.scripted_demos import ruleset_demos, run_file

    demos = [path for rid, path in ruleset_demos() if rid == ID]
    assert [p.name for p in demos] == ["01-sealed-gems-a-round.yaml"]
    run = run_file(demos[0])
    assert run.error == "" and run.passed, (run.error, run.checks)
    assert len(run.checks) >= 5


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return found


def test_the_package_imports_no_ruleset_but_the_registry() -> None:
    """Only the public interface: no module of the package names a bundled ruleset; the one
    import of ``rage_tui.rulesets`` is the registration line's."""
    used = {m for p in HERE.glob("*.py") for m in _imports(p) if m.startswith("rage_tui.rulesets")}
    assert used == {"rage_tui.rulesets"}


def test_playing_it_imports_no_rage_ruleset() -> None:
    """A game, the simulator's checks and a save's verification load no module of rage-1995,
    rage-unlimited, rage-las-vegas or vtes beyond their declarations."""
    code = textwrap.dedent("""
        import sys, tempfile, pathlib
        from rage_tui.rulesets import register
        from tests.proof_game.plugin import PLUGIN
        register(PLUGIN)
        from rage_tui.ai.registry import make_agent
        from rage_tui.match import Match
        from rage_tui.saves import check_save, save_game
        from rage_tui.sim import run_sim
        from tests.proof_game.helpers import content, setup
        c = content()
        m = Match(setup(6), c.cards, {i: make_agent("random", i, "sealed-gems")
                                      for i in range(6)})
        m.run_bots()
        res = run_sim(c.cards, c.decks, ["random"] * 4, games=1, seed=1, check_every=1,
                      ruleset="sealed-gems")
        path = pathlib.Path(tempfile.mkdtemp()) / "g.json"
        save_game(path, m.game, c.digest)
        check_save(path, c.cards, c.digest)
        assert m.game.over and res.violations == []
        print(sorted(n for n in sys.modules if n.startswith("rage_tui.rulesets.")))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    loaded = set(ast.literal_eval(done.stdout.strip().splitlines()[-1]))
    declarations = {f"rage_tui.rulesets.{p}{tail}" for p in
                    ("rage1995", "rage_unlimited", "las_vegas", "vtes")
                    for tail in ("", ".plugin")}
    assert loaded == declarations | {"rage_tui.rulesets.registry"}
