"""The table: the combat (first, while there is one), every pack and the Hunting Grounds,
one creature per line.

Arrow keys move over creatures; the highlighted one is shown in full beside the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from rage_tui.i18n import _
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import View
from rage_tui.ui import describe


class TableView(OptionList):
    """Packs, Hunting Grounds and combat of a view."""

    DEFAULT_CSS = """
    TableView { height: 1fr; border: round $primary; }
    TableView:focus { border: round $accent; }
    TableView > .option-list--option-disabled { color: $text; }
    """

    @dataclass
    class CreatureFocused(Message):
        """A creature line got the highlight."""

        iid: int

    def __init__(self, defs: Mapping[str, CardDef], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.defs = defs
        self.border_title = _("Table")
        self._key: object = None

    def show(self, view: View, kinds: Mapping[int, str], notes: Sequence[str] = (),
             outcomes: Mapping[int, str] | None = None) -> None:
        """Lay out ``view``; ``kinds`` says who plays each seat (``human`` or a bot name);
        ``notes`` go under the Hunting Grounds (a campaign boss's script); ``outcomes`` what
        each revealed combat card did this round."""
        key = (view.seats, view.hunting, view.combat, view.waiting_for, view.seat, tuple(notes),
               tuple(sorted((outcomes or {}).items())))
        if key == self._key:
            return
        self._key = key
        keep = self.highlighted_option.id if self.highlighted_option is not None else None
        items: list[ListOption] = []
        used: set[str] = set()

        def add(text: Text, iid: int | None) -> None:
            oid = None
            if iid is not None:
                oid = f"c{iid}"
                n = 1
                while oid in used:
                    n += 1
                    oid = f"c{iid}.{n}"
                used.add(oid)
            items.append(ListOption(text, id=oid, disabled=oid is None))

        for text, iid in describe.combat_lines(view, self.defs, outcomes):
            add(text, iid)
        for sv in view.seats:
            hidden = describe.combat_hidden_for(view, sv.seat)
            add(describe.seat_header(sv, view, kinds.get(sv.seat, "human"), hidden), None)
            if not sv.pack:
                add(Text("    " + _("(no creatures)"), style="dim"), None)
            for cv in sv.pack:
                add(describe.creature_line(cv, self.defs), cv.iid)
            for line in describe.seat_extras(sv, self.defs):
                add(line, None)
        for text, iid in describe.hunting_lines(view, self.defs):
            add(text, iid)
        for note in notes:
            add(Text(f"  {note}", style="italic magenta"), None)
        self.set_options(items)
        target = None
        if keep is not None and keep in used:
            target = self.get_option_index(keep)
        else:
            target = next((i for i, o in enumerate(items) if not o.disabled), None)
        self.highlighted = target

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        oid = event.option.id
        if oid and oid.startswith("c"):
            self.post_message(self.CreatureFocused(int(oid[1:].partition(".")[0])))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
