"""``rage-tui bench``: the figures it prints (a benchmark, not a timed test)."""

from __future__ import annotations

import argparse
import json
import re

import pytest

from rage_tui.cli import main
from rage_tui.cli.bench import Report, Timing, benchmark, measure


def test_bench_load_prints_the_card_count_and_median_min_p95(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "load", "--repeat", "3"]) == 0
    out = capsys.readouterr().out.strip()
    match = re.fullmatch(r"load: (\d+) cards, (\d+) files, 3 runs: median [\d.]+ ms, "
                         r"min [\d.]+ ms, p95 [\d.]+ ms \(first run [\d.]+ ms\)", out)
    assert match, out
    assert int(match[1]) >= 1 and int(match[2]) >= 1


def test_bench_load_json_has_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "load", "--repeat", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["name"] == "load" and data["runs"] == 2 and data["cards"] >= 1
    assert 0 < data["min_ms"] <= data["median_ms"] <= data["p95_ms"] <= data["max_ms"]


@pytest.mark.parametrize("repeat", ["0", "-3", "many"])
def test_bench_repeat_must_be_a_positive_number(
    capsys: pytest.CaptureFixture[str], repeat: str
) -> None:
    with pytest.raises(SystemExit) as info:
        main(["bench", "load", "--repeat", repeat])
    assert info.value.code == 2
    assert "--repeat" in capsys.readouterr().err


def test_timing_figures_use_nearest_rank_p95() -> None:
    timing = Timing(tuple(float(n) for n in range(1, 21)), first=50.0)  # 1 .. 20 ms
    assert (timing.median, timing.min, timing.p95, timing.max) == (10.5, 1.0, 19.0, 20.0)
    assert Timing((7.0,), 1.0).p95 == 7.0


def test_measure_runs_once_to_warm_up_then_repeat_times() -> None:
    calls: list[int] = []
    timing = measure(lambda: calls.append(1), 4)
    assert len(calls) == 5
    assert len(timing.runs) == 4 and all(t >= 0 for t in timing.runs)


def test_a_new_benchmark_becomes_a_subcommand(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from rage_tui.cli import bench

    monkeypatch.setattr(bench, "BENCHMARKS", dict(bench.BENCHMARKS))

    def add(p: argparse.ArgumentParser) -> None:
        p.add_argument("--size", type=int, default=1)

    @benchmark("noop", "does nothing", default_repeat=2, add_args=add)
    def bench_noop(args: argparse.Namespace) -> Report:
        return Report("noop", measure(lambda: None, args.repeat), {"size": args.size})

    assert main(["bench", "noop", "--size", "7"]) == 0
    assert capsys.readouterr().out.startswith("noop: 7 size, 2 runs: median ")


def test_bench_hotseat_json_has_the_issue_16_keys(capsys: pytest.CaptureFixture[str]) -> None:
    """Counts, not times: the keys the issue names, from the app driven with Pilot."""
    assert main(["bench", "hotseat", "--config", "pass_until_combat", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("curtains_per_turn", "keys_per_turn", "keys_per_combat_round"):
        assert isinstance(data[key], int | float) and data[key] > 0
    run = data["configs"]["pass_until_combat"]
    assert [t["turn"] for t in run["turns"]] == [1, 2, 3]
    assert run["combat_rounds"] >= 1 and run["auto_passes"] > 0
    # one curtain at least per turn, and never more keys than a player could press
    assert all(t["curtains"] >= 1 and t["keys"] >= t["curtains"] for t in run["turns"])


def test_bench_solo_counts_the_keys_of_a_quiet_turn_against_a_bot(
        capsys: pytest.CaptureFixture[str]) -> None:
    """#29: a quiet solo turn costs at most 6 keys; one human sees no curtain."""
    assert main(["bench", "solo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [t["turn"] for t in data["turns"]] == [1, 2, 3]
    assert data["curtains_per_turn"] == 0 and data["quiet_turns"] >= 1
    assert 0 < data["keys_per_quiet_turn"] <= data["goals"]["keys_per_quiet_turn"] == 6
    # the quiet turns are the ones without combat rounds, the attack turn is not one
    quiet = [t for t in data["turns"] if t["turn"] != 3 and not t["keys_in_combat"]]
    assert data["keys_per_quiet_turn"] == sum(t["keys"] for t in quiet) / len(quiet)


def test_bench_sim_without_ruleset_keeps_the_line_ci_prints(
    capsys: pytest.CaptureFixture[str]
) -> None:
    """The default figure (rage-1995, two seats) keeps its flat JSON: .ci/run prints it."""
    assert main(["bench", "sim", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["name"] == "sim" and data["games"] == 2 and data["runs"] == 1
    assert "ruleset" not in data and "results" not in data
    for key in ("games_per_s", "decisions_per_game", "us_per_decision", "compiled",
                "median_ms"):
        assert key in data


@pytest.mark.parametrize("ruleset", ["rage-1995", "rage-unlimited", "rage-las-vegas", "vtes"])
def test_bench_sim_times_every_ruleset_at_its_smallest_and_largest_table(
    capsys: pytest.CaptureFixture[str], ruleset: str
) -> None:
    from rage_tui.rulesets import seat_limits

    assert main(["bench", "sim", "--ruleset", ruleset, "--games", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    low, high = seat_limits(ruleset)
    assert data["name"] == "sim" and isinstance(data["compiled"], bool)
    rows = data["results"]
    assert [(r["ruleset"], r["seats"]) for r in rows] == [(ruleset, low), (ruleset, high)]
    for r in rows:
        assert r["games"] == 1 and r["decisions_per_game"] > 0
        assert r["games_per_s"] > 0 and r["us_per_decision"] > 0


def test_bench_sim_all_rulesets_in_text_one_line_per_table(
    capsys: pytest.CaptureFixture[str]
) -> None:
    from rage_tui.rulesets import plugins

    assert main(["bench", "sim", "--ruleset", "all", "--seats", "2", "--games", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split(",")[0] for line in lines] == [f"sim {r}" for r in plugins()]
    assert all(" 2 seats: " in line and " games/s, " in line for line in lines)


@pytest.mark.parametrize(("argv", "message"), [
    (["--seats", "3"], "--seats needs --ruleset"),
    (["--ruleset", "vtes", "--seats", "2,9"], "vtes seats 2 to 6 players, not 9"),
    (["--ruleset", "vtes", "--seats", "two"], "--seats expects numbers such as 2,5"),
])
def test_bench_sim_bad_seats_are_one_line_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(["bench", "sim", "--games", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
