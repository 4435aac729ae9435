"""The rage-1995 ruleset object plugged into the engine core."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rage_tui.engine import state as core
from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.flow import push
from rage_tui.engine.state import Setup
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import RULESET_ID
from rage_tui.rulesets.rage1995.phases import Turn
from rage_tui.rulesets.rage1995.setup import MAX_SEATS, MIN_SEATS, build_state
from rage_tui.rulesets.rage1995.state import GameState, rage_cards, rage_state, stale_present
from rage_tui.rulesets.rage1995.view import build_view, decision_view, stale_views
from rage_tui.rulesets.rage1995.view_types import View


class Rage1995:
    """Rules package v0.2 (chapters 1-5 and the FAQ)."""

    id = RULESET_ID
    game = "Rage"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> GameState:
        """Number every card, put the packs in play breed side up, shuffle the decks."""
        return build_state(setup, rage_cards(defs), iid_base)

    def start(self, state: core.GameState[Any, Any], phase: str | None = None) -> None:
        """Begin with the first turn, or the current turn at ``phase`` (positions). Creatures
        already in play get their built-in equipment first."""
        from rage_tui.rulesets.rage1995.builtin import deal_all_builtin

        g = rage_state(state)
        deal_all_builtin(g)
        push(g, Turn(phase))

    def explain(self, state: core.GameState[Any, Any], seat: int, choice: Choice) -> str | None:
        """Reasons for refusing common illegal moves."""
        g = rage_state(state)
        d = g.pending
        if d is None:
            return None
        if d.kind in ("resources", "open-play") and choice.kind == "play" and len(
                choice.args) == 2:
            from rage_tui.rulesets.rage1995.resources import verify_play

            try:
                verify_play(g, seat, int(choice.args[0]), int(choice.args[1]))
            except (IllegalChoiceError, KeyError, ValueError) as exc:
                return getattr(exc, "reason", m("no such card"))
        if d.kind == "commit" and choice.kind == "commit" and choice.args:
            iid = choice.args[0]
            if iid not in g.player(seat).combat_hand:
                return m("that card is not in your combat hand")
        if d.kind == "alpha-action" and choice.kind in ("attack", "challenge") and choice.args:
            target = g.creatures.get(int(choice.args[0]))
            if target is None:
                return m("there is no such creature in play")
            if target.controller == seat:
                return m("a pack member may never attack or challenge its own pack")
            if choice.kind == "attack" and target.controller is not None:
                return m("{creature} is not an alpha; you may only challenge it",
                         creature=g.name(target.iid))
        return None

    def view_for(self, state: core.GameState[Any, Any], seat: int | None,
                 full: bool = True) -> View:
        """What ``seat`` may know (``full=False``: only its pending decision)."""
        g = rage_state(state)
        if not full and seat is not None:
            return decision_view(g, seat)
        return build_view(g, seat)

    def check_caches(self, state: core.GameState[Any, Any]) -> list[str]:
        """Cached creature views, and cached sets of the game's card ids with an effect, that
        differ from a fresh computation (an invariant the simulator checks; always empty unless
        a cache key misses something)."""
        g = rage_state(state)
        return stale_views(g) + stale_present(g)

    def secret_cards(self, state: core.GameState[Any, Any], seat: int) -> set[int]:
        """The card instances ``seat`` must not see: other seats' hands and decks, and the
        others' cards committed face down in a combat and not yet revealed (the simulator
        checks that no view shows one)."""
        g = rage_state(state)
        secret: set[int] = set()
        for p in g.players:
            if p.seat != seat:
                secret.update(p.sept_hand, p.combat_hand, p.sept_deck, p.combat_deck)
        cs = g.combat
        if cs is not None:
            early = cs.step in ("play-card", "targeting")
            secret.update(s.card for s in cs.slots
                          if s.seat != seat and s.card > 0 and (early or s.hidden))
        return secret

    def check_invariants(self, state: core.GameState[Any, Any]) -> list[str]:
        """Rules facts that must always hold: no dead creature left in play."""
        from rage_tui.rulesets.rage1995.damage import dead_bodies_in_play

        g = rage_state(state)
        return [f"turn {g.turn} {g.phase}: {g.name(i)} is dead but still in play"
                for i in dead_bodies_in_play(g)]
