"""The footer of every screen: Textual's, with each key's description in the player's language.

Bindings are declared at class level, before the language is known, so their descriptions are
marked with ``N_`` (English) and translated here, when the footer is drawn.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from rage_tui.i18n import N_, _

#: Descriptions of Textual's own bindings that show in the footer.
TEXTUAL_WORDS = (N_("palette"), N_("Dismiss menu"))


class Footer(TextualFooter):
    """Textual's footer with translated key descriptions."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description) if widget.description else ""
                if widget.tooltip and isinstance(widget.tooltip, str):
                    widget.tooltip = _(widget.tooltip)
            yield widget


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
