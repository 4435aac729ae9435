"""The footer of every screen: Textual's, with each key's description in the player's language,
and every key visible however narrow the terminal.

Bindings are declared at class level, before the language is known, so their descriptions are
marked with ``N_`` (English) and translated here, when the footer is drawn.

Textual's footer is one line that scrolls sideways: at 80 columns the board's last keys (Help,
Quit to title) fell off the edge. This footer measures its keys against the terminal's width and
takes the first layout that shows them all: Textual's spacing, then the compact spacing, then two
lines of keys (a grid of half as many columns).
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from rage_tui.i18n import N_, _

#: Descriptions of Textual's own bindings that show in the footer.
TEXTUAL_WORDS = (N_("palette"), N_("Dismiss menu"))


#: Columns the command-palette key takes at the right edge ("^p palette" with its border).
PALETTE_WIDTH = 13


def key_width(key: FooterKey, compact: bool) -> int:
    """Columns one footer key takes on a line, its margin included: Textual draws the key with
    a space either side and the description with one after (compact: the key bare, a space
    before the description, one column of margin after the key)."""
    text = cell_len(key.key_display)
    description = cell_len(key.description)
    if compact:
        return text + (1 + description if description else 0) + 1
    return text + 2 + (description + 1 if description else 0)


def one_line_width(keys: list[FooterKey], compact: bool) -> int:
    """Columns the keys take on one line (the palette key's place included)."""
    return sum(key_width(k, compact) for k in keys) + PALETTE_WIDTH


def layout_for(keys: list[FooterKey], width: int) -> str:
    """The first layout that shows every key in ``width`` columns: ``normal``, ``compact``
    or ``two-lines``."""
    if one_line_width(keys, compact=False) <= width:
        return "normal"
    if one_line_width(keys, compact=True) <= width:
        return "compact"
    return "two-lines"


class Footer(TextualFooter):
    """Textual's footer with translated key descriptions that never hides a key off the edge."""

    DEFAULT_CSS = """
    Footer.-two-lines {
        layout: grid;
        grid-rows: 1;
        grid-columns: auto;
        grid-gutter: 0 1;
        height: 2;
    }
    Footer.-two-lines FooterKey {
        margin: 0;
    }
    """

    layout_name = "normal"
    """The layout the keys were last drawn in (``layout_for``)."""

    def compose(self) -> ComposeResult:
        widgets: list[Widget] = []
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description) if widget.description else ""
                if widget.tooltip and isinstance(widget.tooltip, str):
                    widget.tooltip = _(widget.tooltip)
            widgets.append(widget)
        keys = [w for w in widgets if isinstance(w, FooterKey)
                and not w.has_class("-command-palette")]
        self._fit(keys)
        yield from widgets

    def _fit(self, keys: list[FooterKey]) -> None:
        """Choose the layout for the terminal's width and set the classes and grid for it."""
        width = self.app.size.width
        name = layout_for(keys, width) if keys and width > 0 else "normal"
        self.layout_name = name
        self.compact = name != "normal"
        self.set_class(name == "two-lines", "-two-lines")
        if name == "two-lines":
            self.styles.grid_size_columns = (len(keys) + 1) // 2

    def on_resize(self, event: events.Resize) -> None:
        """Draw the keys again when the terminal's width calls for another layout."""
        keys = [w for w in self.query(FooterKey) if not w.has_class("-command-palette")]
        if keys and layout_for(keys, self.app.size.width) != self.layout_name:
            self.call_after_refresh(self.recompose)


#: The titles and help of Textual's own commands in the palette (see
#: ``RageApp.get_system_commands``), so that the catalogue holds them.
TEXTUAL_COMMANDS = (
    N_("Theme"), N_("Change the current theme"),
    N_("Quit"), N_("Quit the application as soon as possible"),
    N_("Keys"), N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"), N_("Minimize the widget and restore to normal size"),
    N_("Maximize"), N_("Maximize the focused widget"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
)
