"""``rage-tui serve``: play in a web browser (textual-serve).

The server itself runs no game: each browser tab that opens the page starts its own
``python -m rage_tui.cli.serve`` process (this module run as a script), which runs the same
app as the terminal, drawing into the page. That process inherits this one's environment, so
saves, the autosave and decks go where the terminal app puts them.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any

from rage_tui.cli.texts import _

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
WILDCARD_HOSTS = ("0.0.0.0", "::", "")


def register(sub: Any) -> None:
    """Add the ``serve`` subcommand."""
    p = sub.add_parser("serve", help=_("play in a web browser (each tab its own game)"))
    p.add_argument("--host", default=DEFAULT_HOST, metavar=_("ADDRESS"),
                   help=_("address to listen on (default {host}: this computer only; see the "
                          "README before using another)").format(host=DEFAULT_HOST))
    p.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="PORT",
                   help=_("port to listen on (default {port})").format(port=DEFAULT_PORT))
    p.add_argument("--public-url", default=None, metavar="URL",
                   help=_("the address browsers use to reach this server, e.g. "
                          "http://192.168.1.20:8000 (needed with --host 0.0.0.0)"))
    p.add_argument("--max-tabs", type=int, default=8, metavar="N",
                   help=_("games (browser tabs) at once; more get a 'server full' page "
                          "(default 8)"))
    p.add_argument("--token", default=None, metavar=_("NAME"),
                   help=_("only browsers that open the page with ?token=NAME may play "
                          "(with a --host other than this computer, one is made up and "
                          "printed when not given)"))
    p.add_argument("--allow-any-path", action="store_true",
                   help=_("let served games open save and deck files anywhere this user can "
                          "read (default: only the rage-tui folder)"))
    p.set_defaults(handler=cmd_serve)


def session_command() -> str:
    """The shell command textual-serve runs for each browser tab (in this command's language)."""
    from rage_tui.i18n import language

    return shlex.join([sys.executable, "-m", "rage_tui.cli.serve", "--lang", language()])


def public_url(host: str, port: int, given: str | None) -> str:
    """The URL the page tells the browser to connect its websocket to."""
    from rage_tui.cli.errors import UserError

    if given:
        if not given.startswith(("http://", "https://")):
            raise UserError(_("--public-url must start with http:// or https://, not '{url}'")
                            .format(url=given))
        return given.rstrip("/")
    if host in WILDCARD_HOSTS:
        raise UserError(_("--host {host} listens on every network: also give --public-url "
                          "http://<this computer's address>:{port} (the address the other "
                          "browsers type)").format(host=host or repr(host), port=port))
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def _loopback(host: str) -> bool:
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the app until Ctrl+C."""
    from rage_tui.cli.errors import UserError

    if not 1 <= args.port <= 65535:
        raise UserError(_("--port must be between 1 and 65535, not {port}").format(
            port=args.port))
    url = public_url(args.host, args.port, args.public_url)
    if args.max_tabs < 1:
        raise UserError(_("--max-tabs must be at least 1, not {n}").format(n=args.max_tabs))
    token = args.token
    if token is not None and (not token or not token.isascii() or not token.isprintable()):
        raise UserError(_("--token must be printable ASCII text"))
    if token is None and not _loopback(args.host):
        import secrets

        token = secrets.token_urlsafe(18)
    try:
        from rage_tui.cli.serve_guard import GuardedServer
    except ModuleNotFoundError:
        raise UserError(_("textual-serve is not installed: pip install textual-serve")) \
            from None
    import os

    from rage_tui.ui.paths import SERVED_ENV

    if args.allow_any_path:
        os.environ.pop(SERVED_ENV, None)
    else:
        os.environ[SERVED_ENV] = "home"
    server = GuardedServer(session_command(), host=args.host, port=args.port,
                           public_url=url, max_tabs=args.max_tabs, token=token)
    if token is None:
        print(_("rage-tui: open {url}/ in a browser (Ctrl+C stops the server)").format(
            url=url), flush=True)
    else:
        print(_("rage-tui: open {page} in a browser (Ctrl+C stops the server)").format(
            page=f"{url}/?token={token}"), flush=True)
    if not _loopback(args.host):
        print(_("rage-tui: warning: anyone who can reach {url}/ and knows the token can start "
                "games on this computer as you (see the README)").format(url=url),
              file=sys.stderr, flush=True)
    try:
        server.serve()
    except OSError as exc:
        raise UserError(_("cannot listen on {host}:{port}: {reason}").format(
            host=args.host, port=args.port, reason=exc.strerror or exc)) from None
    return 0


def run_browser_session(words: list[str] | None = None) -> int:
    """One browser tab's game: the title screen, drawn by textual-serve's web driver, in the
    language of ``--lang`` among ``words`` (the serving command's), else as :mod:`.lang`
    chooses."""
    import os

    from rage_tui.cli.lang import (
        LanguageError,
        language_option,
        resolve_language,
        settings_language,
    )
    from rage_tui.i18n import set_language
    from rage_tui.ui.app import make_app

    try:
        code = resolve_language(language_option(words or []), settings_language(), os.environ)
    except LanguageError:
        code = resolve_language(None, settings_language(), os.environ)
    set_language(code)
    from rage_tui.cli.play import app_language
    from rage_tui.cli.serve_guard import watch_parent

    watch_parent()

    app = make_app(start="title", **app_language())
    app.run()
    if app.crash_message:
        print(app.crash_message, file=sys.stderr)
        return 70
    return 0


if __name__ == "__main__":
    raise SystemExit(run_browser_session(sys.argv[1:]))
