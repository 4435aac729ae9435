"""The browser server closed to strangers: textual-serve's server with guards around it.

textual-serve (1.1) accepts a websocket from any web page, passes any terminal size a client
sends on to the tab's process, lists ``/static/`` and leaves a tab's process running when its
socket or the server goes. :class:`GuardedServer` keeps its page and its protocol but:

* accepts a websocket only when its ``Origin`` is the server's own (``--public-url``), else 403;
* with a token, serves the page only to ``?token=...`` (then a same-site cookie) and the
  websocket only with that cookie, else 403;
* bounds terminal sizes (:data:`MAX_WIDTH` x :data:`MAX_HEIGHT`) and message sizes
  (:data:`MAX_MESSAGE`); a bad size or message closes that tab, never reaches its process;
* caps live tabs (``--max-tabs``) with a plain page when full;
* starts each tab's process in its own process group and ends that group when the socket
  goes and when the server stops (each tab also watches for its server going: see
  :func:`watch_parent`);
* lists no folders.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import os
import signal
import threading
import time
from typing import Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from rage_tui.cli.texts import _

log = logging.getLogger("rage-tui.serve")

MIN_SIZE = 1
MAX_WIDTH = 1000
MAX_HEIGHT = 500
MAX_MESSAGE = 64 * 1024
DEFAULT_MAX_TABS = 8
COOKIE = "rage_tui_token"
STOP_WAIT = 3.0
PARENT_ENV = "RAGE_TUI_SERVER_PID"
"""Set in each tab's environment to the server's process id (see :func:`watch_parent`)."""


class BadMessage(ValueError):
    """A client message the server will not pass on."""


def query_size(text: str, limit: int) -> int:
    """A terminal dimension given in the websocket's address (``?width=``), checked."""
    if not text.isascii() or not text.isdigit() or len(text) > 6:
        raise BadMessage("size is not a number")
    return size_value(int(text), limit)


def size_value(value: Any, limit: int) -> int:
    """``value`` (a JSON number) as a terminal dimension in ``MIN_SIZE..limit``; else
    :class:`BadMessage`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadMessage("size is not a number")
    if not MIN_SIZE <= value <= limit:
        raise BadMessage(f"size {value} is outside {MIN_SIZE}..{limit}")
    return value


def parse_message(text: str) -> tuple[str, Any]:
    """One client websocket message as ``(kind, data)``, checked; else :class:`BadMessage`."""
    try:
        envelope = json.loads(text)
    except ValueError:
        raise BadMessage("not JSON") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise BadMessage("not a [kind, data] list")
    kind = envelope[0]
    data = envelope[1] if len(envelope) > 1 else None
    if kind == "stdin":
        if not isinstance(data, str):
            raise BadMessage("stdin data is not text")
        return kind, data
    if kind == "resize":
        if not isinstance(data, dict):
            raise BadMessage("resize data is not an object")
        return kind, (size_value(data.get("width"), MAX_WIDTH),
                      size_value(data.get("height"), MAX_HEIGHT))
    if kind == "ping":
        if not isinstance(data, (str, int, float)) or isinstance(data, bool):
            raise BadMessage("ping data is not a value")
        return kind, data
    if kind in ("blur", "focus"):
        return kind, None
    raise BadMessage(f"unknown message kind {kind[:20]!r}")


def origin_of(url: str) -> str:
    """The ``scheme://host[:port]`` of ``url`` (lower case), as browsers send in ``Origin``."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


class TabService(AppService):
    """One tab's process, in a process group of its own that :meth:`kill` ends."""

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Any:
        environment = self._build_environment(width=width, height=height)
        environment[PARENT_ENV] = str(os.getpid())
        self._process = process = await asyncio.create_subprocess_shell(
            "exec " + self.command, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env=environment, start_new_session=True)
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    def kill(self) -> None:
        """End the tab's process group at once (safe to call more than once)."""
        process = self._process
        if process is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)

    async def end(self) -> None:
        """Ask the tab to quit, wait :data:`STOP_WAIT` seconds, then end its group."""
        with contextlib.suppress(TimeoutError, Exception):
            await asyncio.wait_for(self.stop(), STOP_WAIT)
        self.kill()
        process = self._process
        if process is not None and process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), STOP_WAIT)
            except TimeoutError:
                log.warning("tab process %s did not end", process.pid)


class GuardedServer(Server):
    """textual-serve's server with the guards listed in this module's docstring."""

    def __init__(self, command: str, *, host: str, port: int, public_url: str,
                 max_tabs: int = DEFAULT_MAX_TABS, token: str | None = None) -> None:
        super().__init__(command, host=host, port=port, title="rage-tui",
                         public_url=public_url)
        self.origin = origin_of(public_url)
        self.max_tabs = max_tabs
        self.token = token
        self.tabs: dict[TabService, web.WebSocketResponse] = {}

    async def _make_app(self) -> web.Application:
        import aiohttp_jinja2
        import jinja2

        app = web.Application(client_max_size=MAX_MESSAGE)
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes([
            web.get("/", self.guarded_index, name="index"),
            web.get("/ws", self.handle_websocket, name="websocket"),
            web.get("/download/{key}", self.guarded_download, name="download"),
            web.static("/static", self.statics_path, show_index=False, name="static"),
        ])
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    async def on_startup(self, app: web.Application) -> None:
        """Say nothing more than ``cmd_serve`` already did."""

    async def on_shutdown(self, app: web.Application) -> None:
        """End every tab's process group (the server is stopping)."""
        for tab, websocket in list(self.tabs.items()):
            tab.kill()
            await websocket.close(code=1001, message=b"server stopping")
        self.tabs.clear()

    def _token_ok(self, request: web.Request, *, query: bool) -> bool:
        if self.token is None:
            return True
        given = request.cookies.get(COOKIE, "")
        if query and not given:
            given = request.query.get("token", "")
        return hmac.compare_digest(given.encode(), self.token.encode())

    async def guarded_index(self, request: web.Request) -> web.StreamResponse:
        """The page, to token holders only; sets the token cookie for the websocket."""
        if not self._token_ok(request, query=True):
            raise web.HTTPForbidden(text=_("rage-tui: this server needs its token: open the "
                                           "address it printed (with ?token=...)") + "\n")
        if len(self.tabs) >= self.max_tabs:
            return self._full()
        response: web.StreamResponse = await self.handle_index(request)
        if self.token is not None:
            response.set_cookie(COOKIE, self.token, httponly=True, samesite="Strict")
        return response

    async def guarded_download(self, request: web.Request) -> web.StreamResponse:
        """A file a tab offers, to token holders only."""
        if not self._token_ok(request, query=False):
            raise web.HTTPForbidden(text="forbidden\n")
        return await self.handle_download(request)

    def _full(self) -> web.Response:
        return web.Response(status=503, content_type="text/plain", text=_(
            "rage-tui: all {n} games on this server are in use; close a tab or try again "
            "later (the server's --max-tabs)").format(n=self.max_tabs) + "\n")

    async def handle_websocket(  # type: ignore[override]
            self, request: web.Request) -> web.StreamResponse:
        """A tab's websocket: checked, then its process, ended with the socket."""
        origin = request.headers.get("Origin", "").lower()
        if origin != self.origin:
            raise web.HTTPForbidden(text="forbidden origin\n")
        if not self._token_ok(request, query=False):
            raise web.HTTPForbidden(text="forbidden\n")
        try:
            width = query_size(request.query.get("width", "80"), MAX_WIDTH)
            height = query_size(request.query.get("height", "24"), MAX_HEIGHT)
        except BadMessage as exc:
            raise web.HTTPBadRequest(text=f"{exc}\n") from None
        if len(self.tabs) >= self.max_tabs:
            return self._full()
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        tab = TabService(self.command, write_bytes=websocket.send_bytes,
                         write_str=websocket.send_str,
                         close=websocket.close,  # type: ignore[arg-type]
                         download_manager=self.download_manager)
        self.tabs[tab] = websocket
        try:
            await websocket.prepare(request)
            await tab.start(width, height)
            await self._pass_messages(websocket, tab)
        except asyncio.CancelledError:
            tab.kill()
            raise
        except Exception as error:
            log.warning("tab ended: %s", error)
        finally:
            self.tabs.pop(tab, None)
            await tab.end()
            if not websocket.closed:
                await websocket.close()
        return websocket

    async def _pass_messages(self, websocket: web.WebSocketResponse, tab: TabService) -> None:
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                if message.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                    return
                continue
            try:
                kind, data = parse_message(message.data)
            except BadMessage as exc:
                log.warning("tab closed: %s", exc)
                await websocket.close(code=1008, message=b"bad message")
                return
            if kind == "stdin":
                await tab.send_bytes(data.encode("utf-8"))
            elif kind == "resize":
                await tab.set_terminal_size(*data)
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await tab.blur()
            else:
                await tab.focus()


def watch_parent(interval: float = 1.0) -> None:
    """In a tab's process: end it when the server that started it is gone (a watchdog for a
    server killed with no chance to end its tabs)."""
    pid = os.environ.get(PARENT_ENV, "")
    if not pid.isdigit():
        return
    server = int(pid)

    def watch() -> None:
        while True:
            time.sleep(interval)
            if os.getppid() != server:
                os._exit(0)

    threading.Thread(target=watch, name="rage-tui-server-watch", daemon=True).start()
