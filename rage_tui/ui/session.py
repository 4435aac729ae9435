"""One game as the app plays it: the match, who sits where, whose eyes are on the screen.

Pure Python (no Textual), so the hot-seat rules can be tested on their own:

* ``viewer`` is the seat whose private cards the screen may show. With one human it is always
  that human; with several it changes only when the next human to decide has been handed the
  keyboard (:meth:`hand_to`, after the "Pass to ..." curtain).
* Bots answer from their own view only (the match hands them nothing else).
* The game autosaves after each turn and when it ends.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.engine.state import Setup
from rage_tui.engine.stops import StopsSpec
from rage_tui.engine.view import View as EngineView
from rage_tui.i18n import _, joined, render
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.ui import paths, takeback
from rage_tui.ui.adapter import library_for, uses_adapter
from rage_tui.ui.config import HUMAN, Settings
from rage_tui.ui.log_notes import explanations, interleaved
from rage_tui.ui.save_files import default_save_path
from rage_tui.ui.seating import hot_seat_setup, make_agents
from rage_tui.ui.stops import AutoPass, only_public_answer, spec_for

PLAY_KINDS = ("resources", "open-play")
#: Closed-play steps: a seat makes any number of picks, then Done; nothing happens until all
#: seats are done, so the screen reminds the seat of what it picked so far.
COLLECT_KINDS = ("redraw-discard", "combat-discard", "resources", "step-sideways", "call-junta")


class GameSession:
    """A match plus the hot-seat bookkeeping, the saves and the event cursors."""

    def __init__(self, match: Match, library: CardLibrary, save_path: Path | None = None,
                 solo: dict[str, Any] | None = None) -> None:
        self.match = match
        self.library = library
        self.save_path = save_path
        #: How a solo match was made (see :mod:`rage_tui.ui.solo_setup`), kept in saves.
        self.solo = solo
        setup = match.game.state.setup
        self.humans: tuple[int, ...] = tuple(
            i for i, s in enumerate(setup.seats) if s.agent == HUMAN)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._cursor = len(match.game.state.events)
        self._saved_turn = match.game.state.turn
        self.autosaved: Path | None = None
        self.autosave_error: str | None = None
        self._picks: dict[tuple[int, str], list[str]] = {}
        #: Bots' and scripted prey's explanations, each with the event index it follows.
        self.notes: list[tuple[int, Event]] = []
        self._explained: dict[object, int] = {}
        #: Stops and "pass until" of the human seats (hot-seat games only; see
        #: :meth:`use_settings`). Never part of the game or its events.
        self.autopass: AutoPass | None = None
        #: How many decisions the app passed for a seat by itself (for the benchmark).
        self.auto_passes = 0
        #: Take-backs made in this game (recorded in saves): choice counts and what was undone.
        self.takebacks: list[dict[str, Any]] = []
        #: Indices (in the game's choices) of the decisions made at the keyboard.
        self._human_moves: list[int] = []
        #: Warnings from loading this game (a rolled-back save, a changed card library ...).
        self.load_notes: list[str] = []

    # -- making -------------------------------------------------------------------------
    @classmethod
    def start(cls, setup: Setup, library: CardLibrary) -> GameSession:
        """A new game. Raises ``EngineError`` if the setup cannot be played."""
        setup = hot_seat_setup(setup)
        return cls(Match(setup, library.cards, make_agents(setup)), library)

    @classmethod
    def from_game(cls, game: Game, library: CardLibrary, path: Path | None,
                  solo: dict[str, Any] | None = None) -> GameSession:
        """Wrap a loaded game (a solo game gets its bots, prey scripts and Hunt back)."""
        from rage_tui.content.errors import ContentError
        from rage_tui.saves import SaveError
        from rage_tui.ui.solo_setup import rebuild_match

        setup = game.state.setup
        try:
            match = rebuild_match(solo, game, library)
            if match is None:
                match = Match(setup, library.cards, make_agents(setup), iid_base=game.iid_base)
                match.game = game
        except (ValueError, ContentError) as exc:
            raise SaveError(_("the bots of this game cannot be set up again: {error}").format(
                error=exc)) from None
        return cls(match, library, path, solo if isinstance(solo, dict) and solo else None)

    @classmethod
    def rebuild(cls, path: Path, game: Game, library: CardLibrary, meta: Any) -> GameSession:
        """The session of a game replayed from the save ``path`` with meta data ``meta``: its
        bots (and a solo game's prey and Hunt) set up again. Raises ``SaveError`` naming the
        file when they cannot be; ``rage-tui verify`` asks the same, so it refuses every save
        the app refuses, for the same reason."""
        from rage_tui.saves import SaveError

        solo = meta.get("solo") if isinstance(meta, dict) else None
        try:
            return cls.from_game(game, library, None if path == paths.autosave_path() else path,
                                 solo if isinstance(solo, dict) else None)
        except SaveError as exc:
            raise SaveError(_("{path}: {why}; the file was left untouched").format(
                path=path, why=exc)) from None

    @classmethod
    def load(cls, path: Path, library: CardLibrary) -> GameSession:
        """Load a save file; raises ``SaveError`` with a message for the player."""
        from rage_tui.saves import load_game, read_save

        data = read_save(path)
        meta = data.get("meta")
        ruleset = data.get("ruleset")
        if isinstance(ruleset, str) and uses_adapter(ruleset):
            library = library_for(ruleset, library)  # (V:TES: its own bundled cards)
        notes: list[str] = []
        game = load_game(path, library.cards, library.digest, notes, paths.ledger_path())
        session = cls.rebuild(path, game, library, meta)
        taken = meta.get("takebacks") if isinstance(meta, dict) else None
        if isinstance(taken, list):
            session.takebacks = [t for t in taken if isinstance(t, dict)]
        session.load_notes = notes
        from rage_tui.ui.picks import picks_in_game

        session._picks = picks_in_game(game, library.cards, COLLECT_KINDS, render)
        return session

    # -- reading ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game."""
        return self.match.game

    @property
    def setup(self) -> Setup:
        """The game's setup."""
        return self.match.game.state.setup

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for."""
        return self.match.game.pending

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.match.game.over

    @property
    def hot_seat(self) -> bool:
        """More than one person shares the keyboard."""
        return len(self.humans) > 1

    def name(self, seat: int | None) -> str:
        """A seat's player name."""
        if seat is None:
            return _("nobody")
        return self.setup.seats[seat].name

    def player_kind(self, seat: int) -> str:
        """``human`` or the bot's name."""
        return self.setup.seats[seat].agent

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return seat in self.humans

    def view(self) -> View:
        """What the screen may show now."""
        return rage_view(self.match.game.view_for(self.viewer))

    def table_view(self) -> EngineView:
        """The ruleset's own view for the seat at the keyboard (what a UI adapter draws)."""
        return self.match.game.view_for(self.viewer)

    def my_decision(self) -> Decision | None:
        """The pending decision if it belongs to the human at the keyboard (not when scripted
        prey answer it for them)."""
        d = self.match.game.pending
        if d is not None and d.seat == self.viewer and d.seat in self.humans \
                and not self.match.bot_to_move():
            return d
        return None

    # -- stops and "pass until" ------------------------------------------------------------
    def use_settings(self, settings: Settings) -> None:
        """Take each human seat's stops and the house rule from the app settings. Alone at the
        keyboard (solo) nobody watches the screen: the player's solo stops apply, and the game
        also passes for them wherever Pass is the only answer."""
        if not self.humans:
            self.autopass = None
            return
        spec = self.stops_spec
        stops = {i: settings.stops_for(self.name(i), spec) if self.hot_seat
                 else settings.solo_stops_set(spec) for i in self.humans}
        self.autopass = AutoPass.made(spec, stops,
                                      settings.skip_nothing_playable or not self.hot_seat,
                                      keep=self.autopass)

    @property
    def stops_spec(self) -> StopsSpec:
        """The windows and "pass until" points of this game's ruleset."""
        return spec_for(self.setup.ruleset)

    def forced_choice(self) -> Choice | None:
        """The only answer of the pending human decision when public facts alone make it the
        only one (the ruleset's ``public_single_kinds``), which the app gives for the player."""
        d = self.match.game.pending
        if d is None or d.seat not in self.humans or self.match.bot_to_move():
            return None
        return only_public_answer(d, self.setup.ruleset)

    def auto_choice(self) -> Choice | None:
        """The Pass/Done (or only possible answer) the app gives by itself for the human seat
        to decide, if any."""
        forced = self.forced_choice()
        if forced is not None:
            return forced
        d = self.match.game.pending
        if self.autopass is None or d is None or d.seat not in self.humans \
                or self.match.bot_to_move():
            return None
        g = self.match.game.state
        return self.autopass.choice_for(d, g.turn, g.phase)

    def auto_step(self) -> bool:
        """Make the automatic pass, if there is one; whether one was made. The engine gets the
        same choice a player would make by hand."""
        forced = self.forced_choice()
        choice = self.auto_choice()  # the forced answer first, as auto_choice gives it
        d = self.match.game.pending
        if choice is None or d is None:
            return False
        if forced is not None:  # said in the log: the player did not pick it by hand
            label = render(d.options[0].label)
            self.notes.append((len(self.match.game.state.events), Event(
                "auto-answer", _("{player} had only one possible answer, given for them: "
                                 "{answer}").format(player=self.name(d.seat), answer=label))))
        self.match.game.apply(choice, d.seat)
        self._picks.pop((d.seat, d.kind), None)
        self.auto_passes += 1
        self._after_move()
        return True

    def pass_until(self, until: str | None, seat: int | None = None) -> None:
        """Pass for ``seat`` (default: the one at the keyboard) until ``until`` (a key of
        the ruleset's :attr:`stops_spec` points; None stops it), from its next decision on (the one
        it is looking at, it answers itself)."""
        seat = self.viewer if seat is None else seat
        if self.autopass is None or seat is None or seat not in self.humans:
            raise ValueError("pass until is for the human seats' own decisions")
        g = self.match.game.state
        d = self.match.game.pending
        self.autopass.set_until(seat, until, g.turn, g.phase,
                                d if d is not None and d.seat == seat else None)

    def handoff_needed(self) -> int | None:
        """The human who must take the keyboard before the next decision, if it is not the
        one whose cards are on screen (the "Pass to ..." curtain)."""
        d = self.match.game.pending
        if d is None or d.seat not in self.humans or d.seat == self.viewer \
                or self.match.bot_to_move():
            return None
        return d.seat

    def hand_to(self, seat: int) -> None:
        """The curtain was passed: ``seat`` is now at the keyboard."""
        self.viewer = seat

    def log_events(self, limit: int | None = None) -> list[Event]:
        """The last ``limit`` events the viewer may see, with the bots' notes where they were
        made."""
        if not self.notes:
            return self.match.game.events_for(self.viewer)[-limit:] if limit else \
                self.match.game.events_for(self.viewer)
        out = interleaved(self.match.game.state.events, self.notes, self.viewer)
        return out[-limit:] if limit else out

    def card_name(self, iid: int) -> str:
        """The printed name of card instance ``iid`` (for cards a public event names)."""
        return self.match.game.state.name(iid)

    def combat_events(self) -> list[Event]:
        """The events the viewer may see since the combat in progress began (empty when
        there is none)."""
        g = self.match.game.state
        if getattr(g, "combat", None) is None:
            return []
        seen = self.match.game.events_for(self.viewer)
        start = max((i for i, e in enumerate(seen) if e.kind == "round"), default=len(seen))
        return seen[start:]

    def _collect_notes(self, at: int | None = None) -> None:
        """New explanations from bots (of their plays once revealed) and scripted prey, placed
        in the log at event ``at`` (default: after the last event)."""
        if at is None:
            at = len(self.match.game.state.events)
        for key, who, texts in explanations(self.match, self.name):
            start = self._explained.get(key, 0)
            for text in texts[start:]:
                self.notes.append((at, Event("bot-note", joined(": ", (who, text)))))
            self._explained[key] = len(texts)

    def take_public_events(self) -> list[Event]:
        """Public events since the last call (what everyone at the table may see)."""
        state = self.match.game.state
        start = self._cursor
        self._cursor = len(state.events)
        return self.match.game.events_for(None, start)

    # -- acting -------------------------------------------------------------------------
    def choose(self, choice: Choice) -> list[Event]:
        """The human at the keyboard answers; raises ``IllegalChoiceError`` with a reason."""
        d = self.my_decision()
        if d is None:
            who = self.name(self.pending.seat) if self.pending is not None else _("nobody")
            raise IllegalChoiceError(_("it is {player}'s decision now").format(player=who))
        self._human_moves.append(len(self.match.game.choices))
        events = self.match.game.apply(choice, d.seat)
        if d.kind in COLLECT_KINDS:
            key = (d.seat, d.kind)
            if choice.kind == "done":
                self._picks.pop(key, None)
            else:
                opt = d.find(choice)
                self._picks.setdefault(key, []).append(render(opt.label) if opt else str(choice))
        self._after_move()
        return events

    def option_hints(self, d: Decision) -> list[str | None]:
        """Marks on the options of the viewer's own decision: a face-down card that would be a
        bluff or illegal, equipment its creature could not use (see :mod:`rage_tui.ui.hints`).
        Nothing for anyone else's decision."""
        from rage_tui.rulesets.rage1995.state import rage_state
        from rage_tui.ui.hints import option_hints

        if d.seat != self.viewer or d.seat not in self.humans \
                or uses_adapter(self.setup.ruleset):
            return [None] * len(d.options)
        return option_hints(rage_state(self.match.game.state), d)

    def picks_so_far(self) -> list[str]:
        """What the seat at the keyboard picked so far in the closed-play step it is in
        (carried out when every seat is done)."""
        d = self.my_decision()
        if d is None or d.kind not in COLLECT_KINDS:
            return []
        return list(self._picks.get((d.seat, d.kind), []))

    def bot_to_move(self) -> bool:
        """Whether a bot must decide next."""
        return self.match.bot_to_move()

    def step_bot(self) -> None:
        """Let the bot (or scripted prey) to move choose and play once. Safe to run in a
        worker thread as long as nothing else touches the game meanwhile. What the bot noted
        while choosing (a scripted prey's move for the round, an explanation) goes in the log
        where it chose, before what its choice set off (a reveal, a death, the end of the
        combat)."""
        before = len(self.match.game.state.events)
        self.match.step_bot()
        self._collect_notes(before)
        self._after_move()

    def _after_move(self) -> None:
        state = self.match.game.state
        if state.turn != self._saved_turn or state.over:
            self._saved_turn = state.turn
            self.autosave()

    def why_not(self, card_iid: int) -> str | None:
        """Why a card in the viewer's hand cannot be played now (the engine's reason), or
        None when it can be (or the question does not apply)."""
        d = self.my_decision()
        if d is None or d.kind not in PLAY_KINDS:
            return None
        if any(card_iid in o.choice.args for o in d.options):
            return None
        view = self.view()
        pack = [c.iid for c in view.seats[d.seat].pack] or [0]
        reason: str | None = None
        for creature in pack:
            try:
                self.match.game.verify(Choice("play", (card_iid, creature)), d.seat)
            except IllegalChoiceError as exc:
                reason = reason or exc.reason
            else:
                return None
        return reason

    # -- saving -------------------------------------------------------------------------
    def meta(self) -> dict[str, Any]:
        """What a save file records besides the game."""
        state = self.match.game.state
        out: dict[str, Any] = {
            "app": "rage-tui", "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
            "turn": state.turn, "players": [s.name for s in state.setup.seats],
            "humans": list(self.humans), "over": state.over, "result": state.result}
        if self.solo:
            out["solo"] = dict(self.solo)
        if self.takebacks:
            out["takebacks"] = list(self.takebacks)
        return out

    # -- take-back (see :mod:`rage_tui.ui.takeback`) -------------------------------------
    def can_take_back(self) -> str | None:
        """Why the player at the keyboard may not take a decision back now (None: allowed)."""
        return takeback.why_no_take_back(
            house_rule_off=self.hot_seat and not self.setup.variants.take_backs,
            over=self.over, last=self._last_human_move())

    def _last_human_move(self) -> int | None:
        """The index (in the game's choices) of the last decision made at the keyboard."""
        seats = {self.viewer} if self.viewer is not None else set(self.humans)
        return takeback.last_human_move(self.match.game, self._human_moves, seats)

    def take_back(self) -> str:
        """Undo the last decision made at the keyboard and every decision after it (the bots'
        too) by replaying the game up to it; what was done, for the player. Recorded in
        :attr:`takebacks` (and so in saves). Raises ``IllegalChoiceError`` with the reason
        when not allowed."""
        reason = self.can_take_back()
        if reason is not None:
            raise IllegalChoiceError(reason)
        at = self._last_human_move()
        assert at is not None
        done = takeback.take_back(self.match.game, at, self.humans)
        self.takebacks.append(done.record)
        fresh = done.game
        self.match = type(self).from_game(fresh, self.library, self.save_path, self.solo).match
        self._human_moves = [i for i in self._human_moves if i < at]
        self._picks.clear()
        self._cursor = len(fresh.state.events)
        self.notes = [(i, e) for i, e in self.notes if i <= len(fresh.state.events)]
        self._explained = {}
        return done.message()

    def status_line(self) -> str:
        """A campaign's standing ("Turn 3 of 10: 5 of 12 Renown"), or ''."""
        status = getattr(self.match, "status", None)
        if not callable(status):
            return ""
        try:
            return render(status().message)
        except (AttributeError, AssertionError, KeyError):
            return ""

    def boss_script(self) -> str | None:
        """The campaign boss's script in words (easy setting only)."""
        script = getattr(self.match, "boss_script", None)
        if not callable(script):
            return None
        try:
            text = script()
        except (AttributeError, AssertionError):
            return None
        if not text:
            return None
        return text if isinstance(text, str) else str(text)

    def save(self, path: Path | None = None) -> Path:
        """Save to ``path`` (default: this game's save file, made on first use)."""
        from rage_tui.saves import save_game

        if path is None:
            path = self.save_path or default_save_path(self.setup)
        save_game(path, self.match.game, self.library.digest, self.meta(), paths.ledger_path())
        self.save_path = path
        return path

    def autosave(self) -> Path | None:
        """Write the autosave; a failure is remembered, not raised."""
        from rage_tui.saves import SaveError, save_game

        path = paths.autosave_path()
        try:
            save_game(path, self.match.game, self.library.digest, self.meta(),
                      paths.ledger_path())
        except (SaveError, OSError) as exc:
            self.autosave_error = str(exc)
            return None
        self.autosave_error = None
        self.autosaved = path
        return path
