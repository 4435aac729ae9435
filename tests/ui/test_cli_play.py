"""``rage-tui play/solo/load`` and the title screen from the command line."""

from __future__ import annotations

import pytest

from rage_tui.cli import main


def test_the_subcommands_are_registered() -> None:
    from rage_tui.cli import build_parser

    parser = build_parser()
    args = parser.parse_args(["solo", "--seed", "5", "--pace", "0"])
    assert (args.seed, args.pace) == (5, 0.0)
    args = parser.parse_args(["load", "game.json"])
    assert str(args.file) == "game.json"


def test_without_a_terminal_the_app_explains_instead_of_hanging(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["load", "/etc/passwd"]) == 2
    assert "needs an interactive terminal" in capsys.readouterr().err


def test_bad_options_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--pace", "-1"]) == 2
    assert "--pace" in capsys.readouterr().err
    assert main(["solo", "--bot", "nobody"]) == 2
    assert "unknown bot" in capsys.readouterr().err
