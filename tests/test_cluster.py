"""``--ray``: games spread over a Ray cluster give exactly what ``--jobs`` gives (issue #31).

The identity tests start a local Ray instance with two CPUs (``ray.init(num_cpus=2)``) and
compare fingerprints and figures against ``--jobs 2``. They need the optional extra
``rage-tui[cluster]``; without it they are skipped here, but not in CI (``CI=true``), whose
``.ci/run`` installs the extra. The tests of the missing-Ray message run everywhere.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rage_tui.cli import main

#: figures that are timings or say where the games ran, so differ between two runs
TIMINGS = ("seconds", "games_per_s", "decisions_per_s", "jobs", "ray")


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    if os.environ.get("CI") == "true":
        import ray  # CI installs rage-tui[cluster]: a missing Ray is a failure there
    else:
        ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR", log_to_driver=False)
    try:
        yield ray
    finally:
        ray.shutdown()


def figures(data: dict[str, Any]) -> dict[str, Any]:
    """A sim's JSON without its timings."""
    out = {k: v for k, v in data.items() if k not in TIMINGS}
    out["agents"] = {name: {k: v for k, v in a.items() if not k.startswith("decision_ms")}
                     for name, a in data["agents"].items()}
    return out


def test_sim_on_ray_plays_the_same_games_as_two_jobs(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, local_ray: Any) -> None:
    runs = {}
    for name, where in (("jobs", ["--jobs", "2"]), ("ray", ["--ray", "auto"])):
        hashes = tmp_path / f"{name}.json"
        code, out, _ = cli(capsys, "sim", "--games", "6", "--seed", "5", "--players",
                           "greedy,random", "--hashes", str(hashes), "--json", *where)
        assert code == 0
        runs[name] = (json.loads(out), json.loads(hashes.read_text()))
    (jobs, jobs_hashes), (ray, ray_hashes) = runs["jobs"], runs["ray"]
    assert ray["ray"] == "auto" and "jobs" not in ray and jobs["jobs"] == 2
    assert len(jobs_hashes["games"]) == 6 and ray_hashes == jobs_hashes
    assert jobs["games"] == 6 and figures(ray) == figures(jobs)
    assert local_ray.is_initialized()  # a Ray the caller started is left running


def test_campaign_sim_on_ray_gives_the_win_rates_of_two_jobs(
        capsys: pytest.CaptureFixture[str], local_ray: Any) -> None:
    results = []
    for where in (["--jobs", "2"], ["--ray", "auto"]):
        code, out, _ = cli(capsys, "campaign", "sim", "harvest-of-the-innocent", "--players",
                           "greedy", "--games", "3", "--json", *where)
        assert code == 0
        results.append(json.loads(out))
    assert results[0] == results[1]
    assert [lv["games"] for lv in results[0]["levels"]] == [3, 3]


@pytest.mark.parametrize("command", [
    ("sim", "--games", "1"),
    ("campaign", "sim", "harvest-of-the-innocent", "--games", "1"),
])
def test_without_ray_the_command_says_how_to_install_it(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        command: tuple[str, ...]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    code, out, err = cli(capsys, *command, "--ray", "auto")
    assert code == 2 and out == ""
    assert "pip install 'rage-tui[cluster]'" in err and "Traceback" not in err


def test_ray_and_jobs_are_not_asked_for_together(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "sim", "--games", "1", "--jobs", "2", "--ray", "auto")
    assert code == 2 and "--ray and --jobs: choose one" in err
