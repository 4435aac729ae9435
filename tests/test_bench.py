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
