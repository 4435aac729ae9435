"""The board: the table, the prompt, the hands of the player at the keyboard, the card under
focus and the log. A worker drives the game between human decisions: bots, reveals, the
hot-seat curtain and the end of the game."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from rich.text import Text
from textual import _time, events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen

from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.i18n import N_, _, render
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.ui import describe
from rage_tui.ui.adapter import adapter_for
from rage_tui.ui.commands import GameCommands
from rage_tui.ui.host import host_of
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game_keys import open_pass_until, open_stops, save_now, start_passing
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.reveal import RevealBatch, RevealScreen, reveal_batches
from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.card_view import CardView
from rage_tui.ui.widgets.event_log import EventLog
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.hand_view import HandView
from rage_tui.ui.widgets.phase_bar import PhaseBar
from rage_tui.ui.widgets.prompt_panel import PromptPanel
from rage_tui.ui.widgets.table_view import TableView
from rage_tui.ui.widgets.text_pane import TextPane
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.host import AppHost


#: Keys that pick or answer a choice: typed before the decision on screen appeared, they are
#: dropped (they were meant for something else: a curtain, a reveal, the last question).
ANSWER_KEYS = frozenset({*"0123456789", "enter", "space", "up", "down", "home", "end",
                         "pageup", "pagedown", "p"})

#: The panels of the compact layout, in words.
PANE_WORDS = {"table": N_("table"), "hands": N_("hands"), "card": N_("card"), "log": N_("log")}


class GameScreen(Screen[None]):
    """One game in progress."""

    BINDINGS = [
        Binding("1", "pick(1)", N_("Pick, then Enter"), key_display="1-9"),
        *[Binding(str(n), f"pick({n})", show=False) for n in range(2, 10)],
        Binding("0", "pick(0)", show=False),
        Binding("enter", "confirm", N_("Confirm")),
        Binding("tab", "app.focus_next", N_("Next panel")),
        Binding("v", "switch_pane", N_("View")),
        Binding("r", "rule", N_("Rule")),
        Binding("p", "pass_until", N_("Pass until")),
        Binding("o", "stops", N_("Stops")),
        Binding("ctrl+s", "save", N_("Save")),
        Binding("u", "take_back", N_("Take back")),
        Binding("f1,question_mark", "help", N_("Help")),
        Binding("q", "leave", N_("Quit to title")),
    ]

    pane: reactive[str] = reactive("table")
    """Compact layout: the panel shown beside the prompt."""

    busy: reactive[bool] = reactive(False)
    """True while the game runs on without the player (bots, reveals, the curtain)."""

    def __init__(self, session: GameSession, bot_delay: float = 0.0) -> None:
        super().__init__()
        self.session = session
        self.bot_delay = bot_delay
        self.defs = session.library.cards
        #: the ruleset's UI adapter (None: the Rage widgets draw the table)
        self.adapter = adapter_for(session.setup.ruleset, session.library.cards)
        self.kinds = {i: s.agent for i, s in enumerate(session.setup.seats)}
        self.moves = 0
        self.last_round: int | None = None
        #: The round whose reveal stopped for a decision before the round's end.
        self.open_reveal: int | None = None
        self.thinking = False
        self.view: View | None = None
        self.shown_viewer: int | None = session.viewer
        self._bar_base = Text()
        #: The decision last put to the player (a new one brings the log to its end).
        self._asked: object = None
        #: Keys made before this moment never answer the decision on screen (see on_key).
        self._keys_from = 0.0
        #: The seat whose answer was the last thing done at this keyboard (None after a
        #: curtain): a new question for that same seat is announced and waits a moment.
        self._last_chooser: int | None = None
        self._told_dropped = False

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        # a ruleset with a UI adapter is drawn in text panes (table, the viewer's cards, a
        # card); Rage in its own widgets; the prompt and the log are the same for both
        adapted = self.adapter is not None
        yield PhaseBar(id="phase")
        with Horizontal(id="board"):
            with Vertical(id="left"):
                yield (TextPane(_("Table"), id="table") if adapted
                       else TableView(self.defs, id="table"))
                yield PromptPanel(id="prompt")
            with Vertical(id="right"):
                yield (TextPane(_("Your cards"), id="hands", short=True) if adapted
                       else HandView(self.defs, id="hands"))
                yield (TextPane(_("Card"), id="card", short=True) if adapted
                       else CardView(self.defs, id="card"))
                yield EventLog(id="log")
        yield Footer()
        yield TooSmall()

    PANES = ("table", "hands", "card", "log")
    COMMANDS = Screen.COMMANDS | {GameCommands}

    def action_switch_pane(self) -> None:
        """Compact layout: show the next panel (table, hands, card, log) beside the prompt."""
        self.pane = self.PANES[(self.PANES.index(self.pane) + 1) % len(self.PANES)]
        self.refresh_board()
        if not self.app.has_class("-compact"):
            self.notify(_("All panels are shown; the view key is for small terminals."))

    def watch_pane(self, pane: str) -> None:
        for name in self.PANES:
            self.set_class(name == pane, f"-pane-{name}")

    def on_mount(self) -> None:
        describe.set_citing_ruleset(self.session.setup.ruleset)  # the log cites this game's rules
        self.watch_pane(self.pane)
        combat = getattr(self.session.game.state, "combat", None)
        self.last_round = getattr(combat, "round", None)
        self.refresh_board()
        self.busy = True
        self.drive()

    # -- drawing ------------------------------------------------------------------------
    def refresh_board(self) -> None:
        """Redraw everything from the view of the seat at the keyboard."""
        s = self.session
        d = s.pending
        deciding = s.name(d.seat) if d is not None else _("nobody")
        if s.viewer != self.shown_viewer:
            # A new person at the keyboard: nothing the last one looked at may stay.
            self.shown_viewer = s.viewer
            self.show_card(None)
        if self.adapter is not None:
            view = s.table_view()
            self._bar_base = self.adapter.status(view, deciding)
            self._show_bar()
            self.query_one("#table", TextPane).show(self.adapter.table(view, self.kinds))
            self.query_one("#hands", TextPane).show(self.adapter.hand(view))
        else:
            self._draw_rage(deciding)
        mine = s.my_decision()
        if mine is not None:
            waiting = ""
        elif d is None:
            waiting = _("The game is over.")
        elif s.is_human(d.seat):
            waiting = _("Next: {player} decides.").format(player=s.name(d.seat))
        else:
            waiting = _("Waiting for {player} ...").format(
                player=describe.player_label(s.name(d.seat), self.kinds[d.seat]))
        prompt = self.query_one(PromptPanel)
        prompt.show(mine, waiting, s.option_hints(mine) if mine is not None else ())
        picks = s.picks_so_far()
        if picks:
            prompt.set_status(_("Picked so far (carried out when everyone is done): {picks}"
                                ).format(picks="; ".join(picks)))
        new_question = mine is not None and mine is not self._asked
        self._asked = mine
        if new_question:
            self._guard_keys(prompt, mine is not None and mine.seat == self._last_chooser)
        self.query_one(EventLog).show(s.log_events(), s.viewer, to_end=new_question)

    def _draw_rage(self, deciding: str) -> None:
        """The bar, table and hands of a Rage game (its own widgets)."""
        s = self.session
        view = s.view()
        self.view = view
        bar = describe.phase_text(view, {}, deciding)
        status = s.status_line()
        if status:
            bar.append(f" · {status}", style="bold magenta")
        self._bar_base = bar
        self._show_bar()
        script = s.boss_script()
        self.query_one(TableView).show(view, self.kinds, (
            _("Boss script: {script}").format(script=render(script)),) if script else (),
                                       describe.round_outcomes(s.combat_events()))
        hands = self.query_one(HandView)
        hands.show(view.seats[s.viewer] if s.viewer is not None else None)

    def show_card(self, cid: str | None) -> None:
        """Show a card in full beside the table (None: none)."""
        if self.adapter is None:
            self.query_one(CardView).show_card(cid)
        else:
            self.query_one("#card", TextPane).show(
                self.adapter.card(cid) if cid is not None else Text())

    def _guard_keys(self, prompt: PromptPanel, same_seat: bool) -> None:
        """A new question is on screen: keys typed before now are not its answer, and when
        the same player answered the last one, it is announced and takes keys only after a
        moment (the same moment whatever the question or the cards: no tell)."""
        pause = self.rage_app.curtain_guard if same_seat else 0.0
        self._keys_from = _time.get_time() + pause
        self._told_dropped = False
        if same_seat:
            prompt.announce(pause)

    def on_key(self, event: events.Key) -> None:
        """Drop a key that picks or answers, typed before the question on screen appeared
        (keys typed ahead through a curtain, a reveal or the last answer)."""
        if event.key in ANSWER_KEYS and event.time < self._keys_from:
            event.stop()
            event.prevent_default()
            if not self._told_dropped:
                self._told_dropped = True
                self.query_one(PromptPanel).set_status(
                    _("Keys typed before this question appeared were ignored."))

    def _show_bar(self) -> None:
        """The phase bar; in the compact layout it also names the panel shown (``v``)."""
        bar = self._bar_base.copy()
        if self.app.has_class("-compact"):
            bar = Text.assemble((f"[v: {_(PANE_WORDS[self.pane])}] ", "dim"), bar)
        self.query_one(PhaseBar).show(bar)

    def on_resize(self) -> None:
        # the layout may have switched between compact and roomy: only the bar says so
        self.call_after_refresh(self._show_bar)

    def focus_prompt(self) -> None:
        """Put the keyboard on the choices (or the table when there are none)."""
        prompt = self.query_one(PromptPanel)
        if prompt.decision is not None:
            prompt.options.focus()
        else:
            self.query_one("#table").focus()

    # -- the driver -----------------------------------------------------------------------
    @work(exclusive=True, group="drive", exit_on_error=False)
    async def drive(self) -> None:
        """Run the game until a human must decide (or it ends)."""
        self.busy = True
        try:
            await self._drive()
        except Exception as exc:
            self.rage_app.internal_error(exc)
        finally:
            self.busy = False

    async def _drive(self) -> None:
        s = self.session
        events: list[Event] = []
        while True:
            events += s.take_public_events()
            if s.over:
                await self._show_reveals(events)
                self.refresh_board()
                await self._game_over()
                return
            if s.bot_to_move():
                if not s.hot_seat:
                    await self._show_reveals(events)
                    events = []
                await self._bot_move()
                continue
            if s.auto_step():
                # A seat without a stop here passes without taking the keyboard.
                self.moves += 1
                await asyncio.sleep(0)
                continue
            seat = s.handoff_needed()
            if seat is not None:
                # The curtain hides everything private; the public reveal of the round just
                # played is shown on it, so it costs no extra key.
                batches = self._batches(events)
                go_on = await self.app.push_screen_wait(
                    CurtainScreen(s.name(seat), guard=self.rage_app.curtain_guard,
                                  reveals=batches, namer=s.card_name))
                if not go_on:
                    self.leave()
                    return
                self._last_chooser = None
                s.hand_to(seat)
            else:
                await self._show_reveals(events)
            self.refresh_board()
            self.focus_prompt()
            return

    def _batches(self, events: list[Event]) -> list[RevealBatch]:
        """The reveals in ``events`` (the round bookkeeping moves on past them)."""
        batches = reveal_batches(events, self.last_round, self.open_reveal)
        for batch in batches:
            self.open_reveal = None if batch.complete else batch.round_no
            batch.bluffs = self.adapter is None  # (a game drawn by a UI adapter has none)
        for e in events:
            if e.kind == "round":
                self.last_round = e.get("round")
        events.clear()
        return batches

    async def _show_reveals(self, events: list[Event]) -> None:
        for batch in self._batches(events):
            self.refresh_board()
            await self.app.push_screen_wait(RevealScreen(batch, self.session.card_name))

    async def _bot_move(self) -> None:
        s = self.session
        seat = s.pending.seat if s.pending is not None else None
        # Bots answer open-play windows without the pause: they are asked in every window in
        # hot-seat games, and a pause only where a bot can play would tell what it holds.
        pause = self.bot_delay > 0 and s.pending is not None and s.pending.kind != "open-play"
        if pause or (seat is not None and self.kinds.get(seat) != "random"):
            if pause:
                self.refresh_board()
                await asyncio.sleep(self.bot_delay)
            # The bot thinks in a thread; the screen only reads views made before, so the
            # game is touched by one thread at a time.
            self.thinking = True
            try:
                await asyncio.to_thread(s.step_bot)
            finally:
                self.thinking = False
        else:
            s.step_bot()
            await asyncio.sleep(0)
        self.moves += 1

    async def _game_over(self) -> None:
        s = self.session
        s.autosave()
        saved = [p for p in (s.save_path, s.autosaved) if p is not None]
        if self.adapter is not None:
            over = GameOverScreen(None, s.setup.seed, saved, self.kinds,
                                  summary=self.adapter.game_over(s.game.view_for(None),
                                                                 self.kinds))
        else:
            over = GameOverScreen(rage_view(s.game.view_for(None)), s.setup.seed, saved,
                                  self.kinds)
        where = await self.app.push_screen_wait(over)
        if where == "quit":
            self.app.exit()
        else:
            self.app.pop_screen()

    # -- the player's keys ------------------------------------------------------------------
    def on_prompt_panel_chosen(self, message: PromptPanel.Chosen) -> None:
        message.stop()
        if self.busy:
            return
        seat = self.session.viewer
        try:
            self.session.choose(message.choice)
        except IllegalChoiceError as exc:
            self.query_one(PromptPanel).set_status(render(exc.reason), refusal=True)
            return
        except Exception as exc:
            self.rage_app.internal_error(exc)
            return
        self.moves += 1
        self._last_chooser = seat
        self.busy = True
        self.drive()

    def on_prompt_panel_highlighted(self, message: PromptPanel.Highlighted) -> None:
        message.stop()
        if message.card is not None:
            self.show_card(message.card)

    def on_hand_view_card_focused(self, message: HandView.CardFocused) -> None:
        message.stop()
        self.show_card(message.cid)

    def on_hand_view_card_picked(self, message: HandView.CardPicked) -> None:
        message.stop()
        prompt = self.query_one(PromptPanel)
        if self.busy:
            return
        if prompt.highlight_card(message.iid):
            prompt.set_status(_("The first choice that uses this card is highlighted."))
            return
        reason = self.session.why_not(message.iid)
        if reason:
            prompt.set_status(render(reason), refusal=True)
        else:
            prompt.set_status(_("Nothing can be done with that card right now."))

    def on_table_view_creature_focused(self, message: TableView.CreatureFocused) -> None:
        message.stop()
        cv = self.view.creature(message.iid) if self.view is not None else None
        if cv is not None:
            self.query_one(CardView).show_card(cv.cid, describe.creature_facts(cv, self.defs))

    def on_event_log_rule_requested(self, message: EventLog.RuleRequested) -> None:
        message.stop()
        self.rage_app.show_rule(message.rule)

    def action_pick(self, digit: int) -> None:
        """Highlight a numbered choice."""
        self.query_one(PromptPanel).pick_number(digit)

    def action_confirm(self) -> None:
        """Confirm the highlighted choice."""
        self.query_one(PromptPanel).confirm()

    def action_rule(self) -> None:
        """Open the rule behind the question (or the highlighted log line)."""
        log = self.query_one(EventLog)
        if log.has_focus and log.highlighted_rule:
            self.rage_app.show_rule(log.highlighted_rule)
            return
        d = self.session.my_decision()
        self.rage_app.show_rule(d.rule if d is not None else "")

    def action_save(self) -> None:
        """Save the game (ctrl+s)."""
        save_now(self)

    def action_pass_until(self) -> None:
        """"Pass until ..." for the player at the keyboard (solo and hot-seat games)."""
        open_pass_until(self)

    def pass_until(self, until: str | None) -> None:
        """Start passing for the player at the keyboard until ``until`` (a key of the
        ruleset's "pass until" points), or stop with ``stop``; None does nothing."""
        start_passing(self, until)

    @property
    def waiting(self) -> bool:
        """The board waits for the player (not running on with bots, reveals, a curtain)."""
        return not self.busy

    def look_up(self, cid: str) -> None:
        """Show a card in full (the palette's card lookup)."""
        self.show_card(cid)
        if self.app.has_class("-compact"):
            self.pane = "card"

    def action_stops(self) -> None:
        """The stops of the player at the keyboard (see :mod:`.game_stops`)."""
        open_stops(self)

    def action_take_back(self) -> None:
        """Undo your last decision (and the bots' after it) by replaying to it (``u``)."""
        from rage_tui.engine.errors import IllegalChoiceError

        if self.thinking or self.busy:
            self.notify(_("Wait until it is your turn to decide, then take back."))
            return
        try:
            message = self.session.take_back()
        except IllegalChoiceError as exc:
            self.notify(_("No take-back: {reason}").format(reason=render(exc.reason)),
                        severity="warning")
            return
        combat = getattr(self.session.game.state, "combat", None)
        self.last_round = getattr(combat, "round", None)
        self.open_reveal = None
        self.notify(message, title=_("Taken back"))
        self.refresh_board()
        self.busy = True
        self.drive()

    def action_help(self) -> None:
        """Show the help screen."""
        self.rage_app.show_help()

    def on_unmount(self) -> None:
        describe.set_citing_ruleset(None)  # back to the default rules outside a game

    def action_leave(self) -> None:
        """Save and go back to the title screen."""
        self.leave()

    def leave(self) -> None:
        """Autosave, then back to the title screen."""
        self.session.autosave()
        self.rage_app.session = None
        self.app.pop_screen()
