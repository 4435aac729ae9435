# ruff: noqa: SIM117, E402
"""Issue #30, the browser server closed to strangers: attacks against a real ``rage-tui serve`` on
127.0.0.1 (foreign origins, huge and malformed sizes, tabs opened and dropped, Ctrl+C), with the
tab processes counted from /proc before and after. Only loopback traffic."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

aiohttp = pytest.importorskip("aiohttp")
pytest.importorskip("textual_serve")

import contextlib

from rage_tui.cli.serve_guard import BadMessage, parse_message, query_size

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(),
                                reason="counts processes through /proc")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tab_processes(server_pid: int) -> list[int]:
    """Processes started as tabs of the server ``server_pid`` (by the id in their environment)."""
    found = []
    mark = f"RAGE_TUI_SERVER_PID={server_pid}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            env = (entry / "environ").read_bytes()
        except OSError:
            continue
        if mark in env.split(b"\0"):
            found.append(int(entry.name))
    return found


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class Served:
    def __init__(self, proc: subprocess.Popen[str], port: int, line: str) -> None:
        self.proc, self.port, self.line = proc, port, line
        self.url = f"http://127.0.0.1:{port}"

    def tabs(self) -> list[int]:
        return tab_processes(self.proc.pid)

    def wait_tabs(self, n: int, timeout: float = 20) -> list[int]:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            tabs = self.tabs()
            if len(tabs) == n:
                return tabs
            time.sleep(0.2)
        return self.tabs()


def start_server(tmp_path: Path, *extra: str) -> Served:
    port = free_port()
    env = dict(os.environ, RAGE_TUI_HOME=str(tmp_path / "home"), RAGE_TUI_LANG="en")
    proc = subprocess.Popen(
        [sys.executable, "-m", "rage_tui", "serve", "--port", str(port), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    end = time.monotonic() + 20
    while time.monotonic() < end:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return Served(proc, port, line)
        time.sleep(0.1)
    proc.kill()
    raise AssertionError(f"server did not start: {line}")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    server = start_server(tmp_path, "--max-tabs", "20")
    yield server
    if server.proc.poll() is None:
        server.proc.send_signal(signal.SIGINT)
        server.proc.wait(10)


async def ws_status(url: str, origin: str | None, path: str = "/ws",
                    cookies: dict[str, str] | None = None) -> int:
    headers = {} if origin is None else {"Origin": origin}
    async with aiohttp.ClientSession(cookies=cookies) as session:
        try:
            async with session.ws_connect(url + path, headers=headers):
                return 101
        except aiohttp.WSServerHandshakeError as exc:
            return exc.status


def test_a_foreign_origin_and_bad_sizes_are_refused_before_any_process(served: Served) -> None:
    async def go() -> list[int]:
        own = served.url
        return [await ws_status(served.url, "http://evil.example"),
                await ws_status(served.url, None),
                await ws_status(served.url, f"http://127.0.0.1:{served.port + 1}"),
                await ws_status(served.url, own, "/ws?width=100000000&height=100000000"),
                await ws_status(served.url, own, "/ws?width=abc&height=24"),
                await ws_status(served.url, own, "/ws?width=-5&height=24")]

    assert asyncio.run(go()) == [403, 403, 403, 400, 400, 400]
    assert served.tabs() == []


def test_no_folder_listing_under_static(served: Served) -> None:
    async def go() -> tuple[int, int]:
        async with aiohttp.ClientSession() as session:
            async with session.get(served.url + "/static/") as r:
                listing = r.status
            async with session.get(served.url + "/static/js/") as r:
                return listing, r.status

    assert all(status in (403, 404) for status in asyncio.run(go()))


def test_huge_and_malformed_resize_messages_close_the_tab_and_end_its_process(
        served: Served) -> None:
    bad = [["resize", {"width": 100000000, "height": 100000000}],
           ["resize", {"width": "wide", "height": 24}],
           ["resize", {"width": -3, "height": 24}],
           ["stdin", {"not": "text"}],
           ["resize"]]

    async def one(message: object) -> int | None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(served.url + "/ws?width=80&height=24",
                                          headers={"Origin": served.url}) as ws:
                await ws.receive(timeout=30)          # the tab is drawing
                await ws.send_json(message)
                while True:
                    msg = await ws.receive(timeout=30)
                    if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                                    aiohttp.WSMsgType.CLOSING):
                        return ws.close_code

    async def go() -> list[int | None]:
        return [await one(message) for message in bad]

    assert asyncio.run(go()) == [1008] * len(bad)
    assert served.wait_tabs(0) == []


def test_the_largest_allowed_size_keeps_a_tab_small(served: Served) -> None:
    async def go() -> float:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(served.url + "/ws?width=80&height=24",
                                          headers={"Origin": served.url}) as ws:
                await ws.receive(timeout=30)
                await ws.send_json(["resize", {"width": 1000, "height": 500}])
                end = time.monotonic() + 6
                peak = 0.0
                while time.monotonic() < end:
                    with contextlib.suppress(asyncio.TimeoutError):
                        await ws.receive(timeout=0.5)
                    peak = max([peak, *(rss_mb(p) for p in served.tabs())])
                return peak

    assert 0 < asyncio.run(go()) < 300
    assert served.wait_tabs(0) == []


def test_twenty_tabs_opened_and_dropped_leave_no_process_nor_does_ctrl_c(
        served: Served) -> None:
    before = served.tabs()

    async def go() -> None:
        sessions = []
        sockets = []
        for i in range(20):
            session = aiohttp.ClientSession()
            sessions.append(session)
            ws = await session.ws_connect(served.url + "/ws?width=100&height=30",
                                          headers={"Origin": served.url})
            sockets.append(ws)
            if i < 3:
                await ws.receive(timeout=30)          # a few fully started
        for i, (ws, session) in enumerate(zip(sockets, sessions, strict=True)):
            if i % 2:
                await ws.close()
            await session.close()                    # the others just drop

    asyncio.run(go())
    assert before == []
    assert served.wait_tabs(0, timeout=30) == []

    live: list[object] = []

    async def two_live() -> list[aiohttp.ClientSession]:
        sessions = []
        for _ in range(2):
            session = aiohttp.ClientSession()
            ws = await session.ws_connect(served.url + "/ws", headers={"Origin": served.url})
            await ws.receive(timeout=30)
            sessions.append(session)
            live.append(ws)
        return sessions

    loop = asyncio.new_event_loop()
    try:
        sessions = loop.run_until_complete(two_live())
        assert len(served.wait_tabs(2)) == 2
        served.proc.send_signal(signal.SIGINT)
        served.proc.wait(15)
        for session in sessions:
            loop.run_until_complete(session.close())
    finally:
        loop.close()
    assert served.wait_tabs(0, timeout=10) == []


def test_a_full_server_says_so(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--max-tabs", "1")
    try:
        async def go() -> tuple[int, int, str]:
            async with aiohttp.ClientSession() as session:
                async with session.ws_connect(server.url + "/ws",
                                              headers={"Origin": server.url}) as ws:
                    await ws.receive(timeout=30)
                    second = await ws_status(server.url, server.url)
                    async with session.get(server.url + "/") as r:
                        return second, r.status, await r.text()

        second, page, text = asyncio.run(go())
        assert second == 503 and page == 503
        assert "all 1 games on this server are in use" in text
    finally:
        server.proc.send_signal(signal.SIGINT)
        server.proc.wait(15)
    assert tab_processes(server.proc.pid) == []


def test_a_token_gates_the_page_and_the_socket(tmp_path: Path) -> None:
    server = start_server(tmp_path, "--token", "s3cret")
    try:
        assert f"{server.url}/?token=s3cret" in server.line

        async def go() -> tuple[int, int, int, int]:
            async with aiohttp.ClientSession() as session:
                async with session.get(server.url + "/") as r:
                    without = r.status
                async with session.get(server.url + "/?token=wrong") as r:
                    wrong = r.status
                async with session.get(server.url + "/?token=s3cret") as r:
                    right = r.status
                    cookie = r.cookies["rage_tui_token"].value
            return (without, wrong, right,
                    await ws_status(server.url, server.url)
                    + 0 * len(cookie))

        without, wrong, right, socket_without = asyncio.run(go())
        assert (without, wrong, right, socket_without) == (403, 403, 200, 403)
    finally:
        server.proc.send_signal(signal.SIGINT)
        server.proc.wait(15)


@pytest.mark.parametrize("text", [
    '["resize", {"width": 100000000, "height": 24}]', '["resize", {"width": "80", "height": 1}]',
    '["resize", {"width": true, "height": 24}]', '["resize", {"width": 0, "height": 24}]',
    '["resize", {"width": 80.5, "height": 24}]', '["stdin", 5]', '["nope"]', '{}', '[]',
    'not json', '["ping", {"a": 1}]'])
def test_malformed_client_messages_are_refused(text: str) -> None:
    with pytest.raises(BadMessage):
        parse_message(text)


def test_sizes_within_a_screen_pass() -> None:
    assert parse_message('["resize", {"width": 1000, "height": 500}]') == ("resize", (1000, 500))
    assert query_size("120", 1000) == 120
    for bad in ("9" * 5000, "-1", "0", "1e3", "١٢"):
        with pytest.raises(BadMessage):
            query_size(bad, 1000)
