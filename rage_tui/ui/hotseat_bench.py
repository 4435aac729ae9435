"""``rage-tui bench hotseat``: how many handovers and keys hot-seat play costs.

The real app is driven with Textual's Pilot through a fixed seeded game between two humans
(the first two bundled decks, seed 7) for three whole turns. The players never play anything
in open-play windows; in closed play they bring in up to two cards a turn and keep their hands;
the alphas pass in turns 1 and 2 (quiet turns) and the first alpha to act attacks in turn 3
(one creature a side), the fight going on until it ends. Keys are counted as a player presses
them: Enter alone when the wanted choice is already highlighted, else its number and Enter;
one Enter per curtain or reveal.

Figures (per configuration):

* ``curtains_per_turn`` / ``keys_per_turn``: curtains and keys of a turn outside its combat
  rounds (a quiet turn costs exactly this; a turn with a fight adds its rounds);
* ``keys_per_combat_round`` / ``curtains_per_combat_round``: from the first face-down card of a
  round to the first of the next;
* per-turn details (``turns``), with the curtains and keys of each turn in and out of combat.

Configurations: default stops; default stops with the "skip me when I have nothing playable"
house rule; "pass until the next Combat Phase" asked by each player at their first decision
and then at each of their alpha actions (for the next turn); and every window a stop with the
house rule, which is how the game asked before stops existed (R7).
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from dataclasses import dataclass, field
from typing import Any

from rage_tui.content.texts import c_
from rage_tui.engine.choices import Decision
from rage_tui.i18n import render

SEED = 7
TURNS = 3
ATTACK_TURN = 3
CONFIGS = ("default", "house_rule", "pass_until_combat", "old")
#: ``bench solo``: the same game and policy with Bram played by the greedy bot (default stops)
SOLO = "solo"
#: the issue's goals (#29): a quiet hot-seat turn, a combat round, a quiet solo turn
GOALS = {"curtains_per_turn": 4, "keys_per_turn": 12, "keys_per_combat_round": 5,
         "curtains_per_combat_round": 2, "solo_keys_per_turn": 6}


@dataclass
class Tally:
    """Curtains and keys, by turn and in or out of combat rounds."""

    curtains: dict[tuple[int, bool], int] = field(default_factory=dict)
    keys: dict[tuple[int, bool], int] = field(default_factory=dict)
    rounds: int = 0

    def add(self, what: str, turn: int, fighting: bool, n: int = 1) -> None:
        """Count ``n`` curtains or keys."""
        table = self.curtains if what == "curtain" else self.keys
        table[(turn, fighting)] = table.get((turn, fighting), 0) + n

    def figures(self, first_turn: int = 1) -> dict[str, Any]:
        """The benchmark's figures; the per-turn ones over turns ``first_turn`` to 3."""
        def total(table: dict[tuple[int, bool], int], fighting: bool) -> int:
            return sum(v for (t, f), v in table.items() if f == fighting and t >= first_turn)

        rounds = max(self.rounds, 1)
        turns = TURNS - first_turn + 1
        return {
            "curtains_per_turn": round(total(self.curtains, False) / turns, 2),
            "keys_per_turn": round(total(self.keys, False) / turns, 2),
            "per_turn_over_turns": f"{first_turn}-{TURNS}",
            "keys_per_combat_round": round(
                sum(v for (_, f), v in self.keys.items() if f) / rounds, 2),
            "curtains_per_combat_round": round(
                sum(v for (_, f), v in self.curtains.items() if f) / rounds, 2),
            "combat_rounds": self.rounds,
            "turns": [{"turn": t,
                       "curtains": self.curtains.get((t, False), 0),
                       "keys": self.keys.get((t, False), 0),
                       "curtains_in_combat": self.curtains.get((t, True), 0),
                       "keys_in_combat": self.keys.get((t, True), 0)}
                      for t in range(1, TURNS + 1)],
        }


def choose(d: Decision, turn: int, picks: dict[tuple[int, int], int],
           hints: list[str | None] | None = None) -> int:
    """The bench players' fixed policy: the index of the option they choose (in the face-down
    step, the first card not marked illegal or a bluff in ``hints``)."""
    kinds = [o.choice.kind for o in d.options]
    if d.kind == "commit" and hints is not None:
        clean = [i for i, o in enumerate(d.options)
                 if not (hints[i] if i < len(hints) else None)]
        if clean:
            return clean[0]

    def first(*wanted: str) -> int:
        for k in wanted:
            if k in kinds:
                return kinds.index(k)
        return 0

    if d.kind == "resources":
        key = (turn, d.seat)
        picks[key] = picks.get(key, 0) + 1
        real = [i for i, k in enumerate(kinds) if k != "done"]
        return real[0] if real and picks[key] <= 2 else first("done")
    if d.kind == "alpha-action":
        return first("attack") if turn == ATTACK_TURN else first("pass")
    if d.kind == "step-in":
        return first("stay")
    return first("pass", "done", "continue") if any(
        k in kinds for k in ("pass", "done", "continue")) else 0


def keys_for(index: int, highlighted: int | None, marked: bool = False) -> list[str]:
    """Enter alone when the choice is highlighted already; else its number, then Enter (and
    a second Enter for a choice marked illegal or a bluff, which the prompt asks for)."""
    keys = ["enter"] if index == highlighted else [*str(index + 1), "enter"]
    return [*keys, "enter"] if marked else keys


async def _settle(pilot: Any) -> None:
    for _ in range(3):
        await pilot._wait_for_screen()
        await asyncio.sleep(0)


async def _press(pilot: Any, key: str) -> None:
    from textual import events

    pilot.app._driver.send_message(events.Key(key, key if len(key) == 1 else None))
    await _settle(pilot)


async def drive(config: str, size: tuple[int, int] = (120, 40)) -> dict[str, Any]:
    """Play the bench game in the app under ``config``; the figures."""
    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.content.decks import load_deck
    from rage_tui.engine.state import SeatSetup, Setup
    from rage_tui.ui.app import make_app
    from rage_tui.ui.session import GameSession
    from rage_tui.ui.stops import spec_for

    lib = bundled_library()
    decks = sorted(decks_dir().glob("*.yaml"))[:2]
    setup = Setup((SeatSetup("Aileen", load_deck(decks[0])),
                   SeatSetup("Bram", load_deck(decks[1]),
                             "greedy" if config == SOLO else "human")), SEED, 20)
    session = GameSession.start(setup, lib)
    app = make_app(library=lib, session=session, bot_delay=0.0, curtain_guard=0.0, blink=False)
    if config in ("house_rule", "old"):
        app.settings.skip_nothing_playable = True
    if config == "old":
        spec = spec_for(setup.ruleset)
        for name in ("Aileen", "Bram"):
            app.settings.set_stops(name, spec, frozenset(spec.window_keys))
    tally = Tally()
    failure: str | None = None
    async with app.run_test(size=size) as pilot:
        try:
            await _play(app, pilot, session, config, tally)
        except RuntimeError as exc:  # reported after the app has shut down cleanly
            failure = str(exc)
    if failure is not None:
        raise RuntimeError(failure)
    # with "pass until", turn 1 is when the players first ask for it: the figures are those
    # of the turns it is in force from their start
    out = tally.figures(2 if config == "pass_until_combat" else 1)
    out["auto_passes"] = session.auto_passes
    return out


async def _play(app: Any, pilot: Any, session: Any, config: str, tally: Tally) -> None:
    from rage_tui.ui.screens.curtain import CurtainScreen
    from rage_tui.ui.screens.game import GameScreen
    from rage_tui.ui.screens.reveal import RevealScreen
    from rage_tui.ui.widgets.prompt_panel import distinct_choices

    picks: dict[tuple[int, int], int] = {}
    asked_until: set[tuple[int, int, str]] = set()
    last_round = 0
    if True:
        for _ in range(20_000):
            await _settle(pilot)
            g = session.game.state
            if g.turn > TURNS or session.over:
                # stop once the driver waits (a worker cut off mid-run spoils the shutdown)
                screen = app.screen
                if not isinstance(screen, GameScreen) or not screen.busy:
                    break
                await asyncio.sleep(0.001)
                continue
            cs = g.combat
            fighting = cs is not None and cs.round >= 1
            if fighting and cs.round != last_round and cs.step == "play-card":
                last_round = cs.round
                tally.rounds += 1
            if cs is None:
                last_round = 0
            screen = app.screen
            if isinstance(screen, CurtainScreen | RevealScreen):
                if isinstance(screen, CurtainScreen):
                    tally.add("curtain", g.turn, fighting)
                tally.add("key", g.turn, fighting)
                await _press(pilot, "enter")
                continue
            if not isinstance(screen, GameScreen) or screen.busy:
                await asyncio.sleep(0.001)
                continue
            d = session.my_decision()
            if d is None:
                await asyncio.sleep(0.001)
                continue
            # "pass until the next Combat Phase": at a player's first decision, then at each
            # alpha action (for the next turn); they answer that decision themselves
            if config == "pass_until_combat" and (d.kind == "alpha-action" or g.turn == 1) \
                    and (g.turn, d.seat, d.kind) not in asked_until \
                    and not (d.kind != "alpha-action" and any(a[1] == d.seat
                                                              for a in asked_until)):
                asked_until.add((g.turn, d.seat, d.kind))
                for key in ("p", "2", "enter"):
                    tally.add("key", g.turn, fighting)
                    await _press(pilot, key)
                continue
            # the players choose from the list the prompt shows (a play offered twice is
            # listed once)
            d, shown_hints = distinct_choices(d, session.option_hints(d))
            hints = list(shown_hints)
            index = choose(d, g.turn, picks, hints)
            before = len(session.game.choices)
            highlighted = screen.query_one("#prompt-options").highlighted  # type: ignore[attr-defined]
            for key in keys_for(index, highlighted, bool(hints[index]) if index < len(hints)
                                else False):
                tally.add("key", g.turn, fighting)
                await _press(pilot, key)
            for _ in range(200):
                if len(session.game.choices) > before:
                    break
                await _settle(pilot)
            else:
                raise RuntimeError(c_("the bench choice was not taken ({prompt})").format(
                    prompt=render(d.prompt)))
        else:
            raise RuntimeError(c_("the bench game did not reach the end of turn 3"))


def _privately(configs: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Each configuration's figures, played in a private settings folder."""
    from rage_tui.ui.paths import HOME_ENV

    old = os.environ.get(HOME_ENV)
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_ENV] = home
        try:
            return {c: asyncio.run(drive(c)) for c in configs}
        finally:
            if old is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = old


def run_hotseat_bench(configs: tuple[str, ...] = CONFIGS) -> dict[str, Any]:
    """Every configuration, in a private settings folder; the default one's figures at the
    top level."""
    results = _privately(configs)
    main = results.get("default") or next(iter(results.values()))
    return {"curtains_per_turn": main["curtains_per_turn"],
            "keys_per_turn": main["keys_per_turn"],
            "keys_per_combat_round": main["keys_per_combat_round"],
            "curtains_per_combat_round": main["curtains_per_combat_round"],
            "goals": {k: v for k, v in GOALS.items() if not k.startswith("solo")},
            "configs": results}


def run_solo_bench() -> dict[str, Any]:
    """The bench game with Bram played by the greedy bot: the keys Aileen presses on a quiet
    turn (no combat round, not the turn she attacks), on any turn outside combat rounds, and
    the curtains (a game with one human shows none)."""
    result = _privately((SOLO,))[SOLO]
    quiet = [t["keys"] for t in result["turns"] if t["turn"] != ATTACK_TURN
             and not t["keys_in_combat"] and not t["curtains_in_combat"]]
    return {"keys_per_quiet_turn": round(sum(quiet) / len(quiet), 2) if quiet else None,
            "quiet_turns": len(quiet), "keys_per_turn": result["keys_per_turn"],
            "curtains_per_turn": result["curtains_per_turn"],
            "keys_per_combat_round": result["keys_per_combat_round"],
            "combat_rounds": result["combat_rounds"], "auto_passes": result["auto_passes"],
            "goals": {"keys_per_quiet_turn": GOALS["solo_keys_per_turn"]},
            "turns": result["turns"]}


def format_report(result: dict[str, Any]) -> str:
    """A few lines for people."""
    lines = []
    for name, r in result["configs"].items():
        per_turn = ", ".join(f"t{t['turn']} {t['curtains']}+{t['curtains_in_combat']}"
                             for t in r["turns"])
        lines.append(c_("{name}: {curtains} curtains and {keys} keys per turn outside combat; "
                        "{round_keys} keys and {round_curtains} curtains per combat round "
                        "({rounds} rounds); curtains by turn (outside+in combat): {per_turn}")
                     .format(name=name, curtains=r["curtains_per_turn"],
                             keys=r["keys_per_turn"], round_keys=r["keys_per_combat_round"],
                             round_curtains=r["curtains_per_combat_round"],
                             rounds=r["combat_rounds"], per_turn=per_turn))
    return "\n".join(lines)
