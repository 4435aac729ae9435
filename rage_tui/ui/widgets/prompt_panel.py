"""The decision the player at the keyboard must answer, as a keyboard-first list of choices.

Number keys highlight a choice (two digits typed quickly pick 10 and up), arrows move, Enter
confirms. Every choice, a combat card or a null card alike, takes the same keys and steps.

Safe keys: the choice highlighted when a decision appears is the harmless one (pass, done,
play nothing) wherever there is one, and a choice marked for the player's eyes (an illegal
card, a bluff) is committed only by a second Enter on it after the warning.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.dom import NoScreen
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.engine.choices import Choice, Decision
from rage_tui.i18n import _, render
from rage_tui.ui.describe import rule_citation
from rage_tui.ui.hints import is_bluff
from rage_tui.ui.widgets.safe_list import SafeOptionList

DIGIT_WINDOW = 0.8
#: Choices that do nothing: the highlighted default wherever a decision offers one.
HARMLESS_KINDS = ("pass", "done", "none")
#: The card argument of a face-down "play nothing" (a null card or no card).
NO_CARD = -1


def is_harmless(choice: Choice) -> bool:
    """Whether ``choice`` does nothing: a pass, Done, or a face-down "play nothing"."""
    if choice.kind in HARMLESS_KINDS:
        return True
    return choice.kind == "commit" and tuple(choice.args) == (NO_CARD,)


def default_index(decision: Decision) -> int:
    """The choice highlighted when a decision appears: the harmless one (pass, Done, play
    nothing) where there is one, so that Enter meant as "skip" never plays a card; else the
    first one."""
    for n, opt in enumerate(decision.options):
        if is_harmless(opt.choice):
            return n
    return 0


def listed_indices(decision: Decision, hints: Sequence[str | None] = ()) -> list[int]:
    """The indices of the options the prompt lists: two copies of a card in hand make two
    options that read the same and do the same ("Play Honest Senator into the Hunting
    Grounds" twice), so only the first is listed. Options that read alike but differ in their
    hint or card stay apart."""
    seen: set[tuple[str, str | None, str | None]] = set()
    kept: list[int] = []
    for n, opt in enumerate(decision.options):
        key = (render(opt.label), opt.card, hints[n] if n < len(hints) else None)
        if key not in seen:
            seen.add(key)
            kept.append(n)
    return kept


def distinct_choices(decision: Decision, hints: Sequence[str | None]
                     ) -> tuple[Decision, tuple[str | None, ...]]:
    """``decision`` with each play listed once (:func:`listed_indices`), and its hints."""
    kept = listed_indices(decision, hints)
    if len(kept) == len(decision.options):
        return decision, tuple(hints)
    return (replace(decision, options=tuple(decision.options[n] for n in kept)),
            tuple(hints[n] if n < len(hints) else None for n in kept))


def rule_words(rule: str) -> str:
    """A rule citation for the prompt: "rule 5.3" or "rules decision R7"."""
    if rule.startswith("rules decision"):
        return rule_citation(rule)
    return _("rule {id}").format(id=rule_citation(rule))


class PromptPanel(Vertical):
    """A prompt, its numbered choices and a line for refusals and hints."""

    DEFAULT_CSS = """
    PromptPanel { height: auto; max-height: 50%; border: round $accent; padding: 0 1; }
    PromptPanel #prompt-title { height: auto; text-style: bold; }
    PromptPanel OptionList, PromptPanel OptionList:focus {
        height: auto; max-height: 14; border: none; padding: 0;
    }
    PromptPanel #prompt-status { height: auto; color: $warning; }
    PromptPanel.-fresh { border: round $warning; }
    """

    @dataclass
    class Chosen(Message):
        """The player confirmed a choice."""

        choice: Choice
        index: int

    @dataclass
    class Highlighted(Message):
        """A choice got the highlight; ``card`` is the card id it is about, if any."""

        card: str | None

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.decision: Decision | None = None
        self._digits = ""
        self._digit_time = 0.0
        #: A number with no choice behind it was typed: Enter does nothing until the player
        #: moves or types a valid number.
        self._refused = False
        #: The hint of each option (an illegal card, a bluff) shown with it.
        self._hints: tuple[str | None, ...] = ()
        #: The option whose warning was shown: a second Enter on it commits it.
        self._warned: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="prompt-title")
        yield SafeOptionList(id="prompt-options")
        yield Static(id="prompt-status")

    @property
    def options(self) -> OptionList:
        """The list of choices."""
        return self.query_one("#prompt-options", OptionList)

    def show(self, decision: Decision | None, waiting: str = "",
             hints: Sequence[str | None] = ()) -> None:
        """Show ``decision`` (or, when None, what the game waits for); ``hints`` marks options
        (a bluff, an illegal card) for the deciding player's eyes. A play offered twice
        (two copies of one card) is listed once (:func:`distinct_choices`)."""
        if decision is not None:
            decision, hints = distinct_choices(decision, hints)
        same = decision is not None and decision == self.decision
        self.decision = decision
        self._digits = ""
        self._refused = False
        if not same:
            self._hints = tuple(hints)
            self._warned = None
        title = self.query_one("#prompt-title", Static)
        opts = self.options
        if decision is None:
            title.update(Text(waiting, style="italic"))
            opts.clear_options()
            opts.display = False
            self.set_status("")
            self.border_title = None
            return
        opts.display = True
        prompt = Text(render(decision.prompt))
        if decision.rule:
            rule = rule_words(decision.rule)
            prompt.append("   " + _("(r: {rule})").format(rule=rule), style="dim")
        title.update(prompt)
        self.border_title = _("Your choice")
        if same:
            return
        width = len(str(len(decision.options)))
        items = []
        for n, opt in enumerate(decision.options, start=1):
            label = Text(f"{n:>{width}} ", style="bold")
            label.append(render(opt.label))
            hint = hints[n - 1] if n - 1 < len(hints) else None
            if hint:
                label.append(f"  ({hint})",
                             style="yellow" if is_bluff(hint) else "red")
            items.append(ListOption(label, id=str(n - 1)))
        opts.set_options(items)
        opts.highlighted = default_index(decision) if items else None
        self.set_status("")

    def set_status(self, text: str, refusal: bool = False, warning: bool = False) -> None:
        """A hint or, with ``refusal``, the engine's reason for refusing a choice; with
        ``warning``, a warning that waits for a second key."""
        status = self.query_one("#prompt-status", Static)
        status.update(Text(_("Refused: {reason}").format(reason=render(text)) if refusal
                           else text,
                           style="bold red" if refusal else "bold yellow" if warning
                           else "dim"))

    def announce(self, seconds: float) -> None:
        """Mark a new question that follows the same player's last answer: the border says so
        for ``seconds`` (while the board takes no keys), so nobody answers it unawares."""
        self.border_title = _("Your choice: a new question")
        self.add_class("-fresh")

        def settle() -> None:
            self.remove_class("-fresh")
            if self.decision is not None:
                self.border_title = _("Your choice")

        self.set_timer(max(seconds, 0.05), settle)

    def pick_number(self, digit: int) -> None:
        """A number key: highlight that choice (a second digit soon after makes 10+)."""
        if self.decision is None:
            return
        now = time.monotonic()
        if self._digits and now - self._digit_time < DIGIT_WINDOW:
            combined = int(self._digits + str(digit))
            if 1 <= combined <= len(self.decision.options):
                self._digits += str(digit)
                self._digit_time = now
                self._highlight(combined - 1)
                return
        self._digits = str(digit)
        self._digit_time = now
        if 1 <= digit <= len(self.decision.options):
            self._highlight(digit - 1)
            return
        count = len(self.decision.options)
        self._refused = True
        self.set_status(_("there is no choice {digit}: the choices are 1 to {count}").format(
            digit=digit, count=count), refusal=True)

    def _refuse_enter(self) -> bool:
        if not self._refused:
            return False
        count = len(self.decision.options) if self.decision else 0
        self.set_status(_("type a number from 1 to {count} (or use the arrows) first").format(
            count=count), refusal=True)
        return True

    def _highlight(self, index: int) -> None:
        if self._refused:
            self._refused = False
            self.set_status("")
        self.options.highlighted = index
        # At once, not after the keys already typed (``focus()`` waits its turn): an Enter
        # typed right behind the number must reach the choices, not the panel left behind.
        try:
            self.screen.set_focus(self.options)
        except NoScreen:
            self.options.focus()

    def _needs_second_key(self, index: int) -> bool:
        """True (and the warning shown) when option ``index`` is marked illegal or a bluff
        and this is the first Enter on it: a marked card is never committed by one key."""
        hint = self._hints[index] if index < len(self._hints) else None
        if not hint or self._warned == index:
            return False
        self._warned = index
        self.set_status(_("{hint}: press Enter again to play it anyway, or pick another "
                          "choice").format(hint=hint), warning=True)
        return True

    def _choose(self, index: int) -> None:
        if self.decision is None or self._needs_second_key(index):
            return
        self._digits = ""
        self._warned = None
        self.post_message(self.Chosen(self.decision.options[index].choice, index))

    def highlight_card(self, iid: int) -> bool:
        """Highlight the first choice that uses card instance ``iid``; False if none does."""
        if self.decision is None:
            return False
        for n, opt in enumerate(self.decision.options):
            if iid in opt.choice.args:
                self._highlight(n)
                return True
        return False

    def confirm(self) -> None:
        """Choose the highlighted option."""
        index = self.options.highlighted
        if self._refuse_enter():
            return
        if self.decision is not None and index is not None:
            self._choose(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.decision is None or event.option.id is None or self._refuse_enter():
            return
        self._choose(int(event.option.id))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self._refused and self.options.has_focus:
            self._refused = False  # the player moved on with the arrows
            self.set_status("")
        if self.decision is None or event.option.id is None:
            return
        if self._warned is not None and int(event.option.id) != self._warned:
            self._warned = None  # the warning was about another choice
            self.set_status("")
        self.post_message(self.Highlighted(self.decision.options[int(event.option.id)].card))
