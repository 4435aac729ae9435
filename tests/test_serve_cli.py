"""``rage-tui serve``: its arguments, and a clear error (no traceback) when it cannot listen.
The browser itself is tested in tests/ui/test_browser.py."""

from __future__ import annotations

import shlex
import socket
import sys

import pytest

from rage_tui.cli import main
from rage_tui.cli.serve import public_url, session_command
from tests.content_data import run_cli


@pytest.mark.parametrize(("args", "message"), [
    (["--host", "0.0.0.0"], "also give --public-url http://<this computer's address>:8000"),
    (["--port", "0"], "--port must be between 1 and 65535, not 0"),
    (["--port", "70000"], "--port must be between 1 and 65535, not 70000"),
    (["--public-url", "192.168.1.20:8000"], "--public-url must start with http://"),
])
def test_bad_arguments_are_refused_in_one_line(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_the_page_is_told_where_to_connect() -> None:
    assert public_url("127.0.0.1", 8000, None) == "http://127.0.0.1:8000"
    assert public_url("::1", 8001, None) == "http://[::1]:8001"
    assert public_url("0.0.0.0", 8000, "http://192.168.1.20:8000/") == \
        "http://192.168.1.20:8000"


def test_each_tab_runs_this_python_on_the_browser_session_module() -> None:
    assert shlex.split(session_command()) == [sys.executable, "-m", "rage_tui.cli.serve",
                                              "--lang", "en"]


def test_a_port_in_use_is_a_plain_error() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli("serve", "--port", str(port))
    assert result.returncode == 2
    assert f"error: cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "Traceback" not in result.stderr
