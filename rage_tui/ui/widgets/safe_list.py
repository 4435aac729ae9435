"""A list where a click only points: the first click on a line highlights it, a click on the
line already highlighted (or Enter) chooses it.

Textual's :class:`~textual.widgets.OptionList` chooses the line under the pointer at the first
click. In the browser that meant a click made only to bring the page to the front chose a menu
entry, and at the table a click on the prompt played a card (issue 29, item 6). The menus and
lists whose choice does something (the title menu, the prompt, the saves, the demos, "pass
until", the deck builder's lists) use this one."""

from __future__ import annotations

from textual import events
from textual.widgets import OptionList


class SafeOptionList(OptionList):
    """An :class:`OptionList` whose first click on a line highlights it; a second chooses."""

    def on_click(self, event: events.Click) -> None:
        """A click on a line not highlighted only highlights it (the list's own handler,
        which would choose it, is not called); on the highlighted line it chooses."""
        clicked: int | None = event.style.meta.get("option")
        if clicked is None or clicked == self.highlighted:
            return  # (the list's own handler chooses the highlighted line)
        event.prevent_default()
        if not self.get_option_at_index(clicked).disabled:
            self.highlighted = clicked
