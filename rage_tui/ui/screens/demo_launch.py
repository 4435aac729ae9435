"""Opening the app straight on a demo (``rage-tui demo NAME``).

The app's own start screens do not include the demo viewer yet, so this makes the usual app
and, once it is up, opens the demo list with the named demo on top of it: Escape goes back to
the list, then to the title screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import rage_tui.ui.app as app_module
from rage_tui.i18n import _, render
from rage_tui.ui.app import RageApp

_UI = Path(app_module.__file__).resolve().parent


class DemoApp(RageApp):
    """The app, opening on the demo viewer for ``demo`` (a demo name)."""

    CSS_PATH = [str(_UI / p) for p in RageApp.CSS_PATH]

    def __init__(self, demo: str, *, pace: float | None = None, scripted: Path | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.demo_name = demo
        self.demo_pace = pace
        #: a scripted demo's file (``rage_tui.scripted_demos``), opened instead of ``demo``
        self.scripted = scripted

    def on_mount(self) -> None:
        # Textual also runs RageApp.on_mount (it pushes the title screen) after this handler,
        # so the demo screens go on top once that is done.
        self.call_later(self._open_demo)

    def _open_demo(self) -> None:
        from rage_tui.demos import DemoError, find_demo
        from rage_tui.ui.host import LibraryError
        from rage_tui.ui.screens.demo_list import DemoListScreen
        from rage_tui.ui.screens.demo_view import DemoViewScreen

        try:
            lib = self.library
        except LibraryError as exc:
            self.show_error(_("No cards"), str(exc))
            return
        self.push_screen(DemoListScreen(pace=self.demo_pace, library=lib))
        if self.scripted is not None:
            from rage_tui.ui.screens.scripted_demo_view import ScriptedDemoScreen

            self.push_screen(ScriptedDemoScreen(self.scripted, pace=self.demo_pace))
            return
        try:
            info = find_demo(self.demo_name, library=lib)
        except DemoError as exc:
            self.show_error(_("No such demo"), render(exc))
            return
        self.push_screen(DemoViewScreen(info, pace=self.demo_pace, library=lib))


def make_demo_app(demo: str, *, pace: float | None = None, scripted: Path | None = None,
                  **kwargs: Any) -> DemoApp:
    """The app opening on ``demo`` (or on the scripted demo in the file ``scripted``)."""
    return DemoApp(demo, pace=pace, scripted=scripted, **kwargs)
