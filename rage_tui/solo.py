"""Solo play: one human pack against bot packs, or against a prey campaign.

The UI calls these functions; each returns a :class:`~rage_tui.match.Match` whose seat 0 is the
human (``agent="human"``) and whose other seats are bots. Drive it the usual way: apply the
human's choices with ``match.apply`` and let ``match.run_bots()`` play until the human must
choose again. See docs/solo.md.

* :func:`new_vs_bots`: the human pack against 1-3 bot packs. Difficulty picks the bots
  (easy: loosely playing greedy bots, normal: greedy, hard: the searching bot).
* :func:`new_campaign`: the human pack against a prey deck. A bot seat, *the Hunt*, puts one
  prey into the Hunting Grounds every turn (the boss last) and plays combat cards for them;
  prey with a behaviour follow it (:mod:`rage_tui.ai.prey`). The human wins by reaching the
  prey deck's Renown before its turn limit without losing the pack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from rage_tui.ai.base import Agent
from rage_tui.ai.prey import HuntAgent, PreyDirector
from rage_tui.ai.registry import make_agent
from rage_tui.content.behaviour import (
    Behaviour,
    PreyDeck,
    check_prey_deck,
    library_behaviours,
    load_prey_deck,
)
from rage_tui.content.errors import ContentError
from rage_tui.engine.cards import Allegiance, CardDef
from rage_tui.engine.decks import DeckList
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.match import Match

DIFFICULTIES = ("easy", "normal", "hard")
BOT_FOR = {"easy": "greedy-easy", "normal": "greedy", "hard": "hard"}
#: Extra (or fewer) turns a campaign gives on each difficulty.
TURN_BONUS = {"easy": 3, "normal": 0, "hard": -2}
HUNT_NAME = "The Hunt"


def _check_difficulty(difficulty: str) -> None:
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty '{difficulty}' (known: {', '.join(DIFFICULTIES)})")


def _library() -> tuple[dict[str, CardDef], dict[str, Behaviour]]:
    from rage_tui.content.bundled import bundled_library

    lib = bundled_library()
    return lib.cards, library_behaviours(lib)


def prey_decks_dir() -> Path:
    """The bundled prey decks folder (decks/prey)."""
    from rage_tui.content.bundled import decks_dir

    return decks_dir() / "prey"


def bundled_prey_decks() -> list[PreyDeck]:
    """Every bundled prey deck, easiest first."""
    decks = [load_prey_deck(p) for p in sorted(prey_decks_dir().glob("*.yaml"))]
    return sorted(decks, key=lambda d: (d.difficulty, d.name))


def find_prey_deck(name: str) -> PreyDeck:
    """A bundled prey deck by file stem or name (case does not matter), or a file path."""
    path = Path(name)
    if path.is_file():
        return load_prey_deck(path)
    for p in sorted(prey_decks_dir().glob("*.yaml")):
        deck = load_prey_deck(p)
        if name.lower() in (p.stem.lower(), deck.name.lower()):
            return deck
    known = ", ".join(p.stem for p in sorted(prey_decks_dir().glob("*.yaml")))
    raise ValueError(f"no prey deck called '{name}' (bundled: {known})")


def new_vs_bots(deck: DeckList, opponents: Sequence[DeckList], difficulty: str = "normal",
                seed: int = 0, renown: int | None = 20, variants: Variants | None = None,
                defs: Mapping[str, CardDef] | None = None,
                behaviours: Mapping[str, Behaviour] | None = None,
                player_name: str = "You", ruleset: str = "rage-1995") -> Match:
    """The human (seat 0, ``deck``) against one bot pack per deck in ``opponents`` (1-3),
    under ``ruleset``."""
    _check_difficulty(difficulty)
    if not 1 <= len(opponents) <= 3:
        raise ValueError("solo play is against 1 to 3 bot packs")
    if defs is None:
        defs, found = _library()
        behaviours = found if behaviours is None else behaviours
    bot = BOT_FOR[difficulty]
    seats = [SeatSetup(player_name, deck, "human")]
    seats += [SeatSetup(f"{d.name} ({bot})", d, bot) for d in opponents]
    setup = Setup(tuple(seats), seed, renown, variants or Variants(), ruleset=ruleset)
    agents: dict[int, Agent] = {i: make_agent(bot, seed * 7919 + i) for i in
                                range(1, len(seats))}
    director = PreyDirector(behaviours or {}, seed + 17, show_scripts=difficulty == "easy")
    return Match(setup, defs, agents, prey=director)


@dataclass(frozen=True, slots=True)
class CampaignStatus:
    """Where a campaign stands, for the UI."""

    turn: int
    turn_limit: int
    vp: int
    renown_goal: int
    prey_left: int
    boss_in_play: bool
    over: bool
    won: bool
    message: str


class CampaignMatch(Match):
    """A Match against a prey deck, with the campaign's settings and its standing."""

    prey_deck: PreyDeck
    difficulty: str
    human_seat: int = 0
    hunt_seat: int = 1
    turn_limit: int

    def status(self) -> CampaignStatus:
        """Turn, VP against the goal, prey still to come, and the result once it is over."""
        g = self.game.state
        view = self.game.view_for(self.human_seat)
        me = view.seats[self.human_seat]
        hunt = view.seats[self.hunt_seat]
        left = hunt.sept_deck_count + hunt.sept_hand_count
        boss = any(c.cid == self.prey_deck.boss for c in view.hunting)
        won = g.over and g.winner == self.human_seat
        if not g.over:
            msg = (f"Turn {max(1, g.turn)} of {self.turn_limit}: {me.vp} of "
                   f"{self.prey_deck.renown} Renown")
        elif won:
            msg = f"The hunt is won with {me.vp} VP on turn {g.turn}"
        elif me.out:
            msg = "Your pack has fallen: the hunt is lost"
        else:
            msg = f"Out of time with {me.vp} of {self.prey_deck.renown} VP: the hunt is lost"
        return CampaignStatus(g.turn, self.turn_limit, me.vp, self.prey_deck.renown, left, boss,
                              g.over, won, msg)

    def boss_script(self) -> str | None:
        """The boss's script in words on the easy setting (None otherwise)."""
        assert self.prey is not None
        return self.prey.script_text(self.prey_deck.boss)


def new_campaign(deck: DeckList, prey_deck: PreyDeck | str, difficulty: str = "normal",
                 seed: int = 0, defs: Mapping[str, CardDef] | None = None,
                 behaviours: Mapping[str, Behaviour] | None = None,
                 player_name: str = "You") -> CampaignMatch:
    """The human pack (seat 0) against a prey deck (a :class:`PreyDeck` or a bundled prey deck's
    name). Raises ``ValueError`` when the deck cannot hunt that prey (wrong allegiance) and
    :class:`~rage_tui.content.errors.ContentError` when the prey deck names unknown cards."""
    _check_difficulty(difficulty)
    pd = find_prey_deck(prey_deck) if isinstance(prey_deck, str) else prey_deck
    if defs is None:
        defs, found = _library()
        behaviours = found if behaviours is None else behaviours
    found_b: dict[str, Behaviour] = dict(behaviours or {})
    if deck.allegiance.value != pd.hunters:
        raise ValueError(f"{pd.name} is prey for {pd.hunters} packs; {deck.name} is "
                         f"{deck.allegiance.value}")

    class _Lib:
        cards = defs
        _raw = {cid: {"behaviour": b.model_dump()} for cid, b in found_b.items()}

    problems = check_prey_deck(pd, _Lib(), pd.name)
    if problems:
        raise ContentError(problems)
    other = Allegiance.WYRM if deck.allegiance == Allegiance.GAIA else Allegiance.GAIA
    sept = (*pd.prey.items(), (pd.boss, 1))
    hunt_deck = DeckList(HUNT_NAME, other, (), tuple(sept), tuple(pd.combat.items()),
                         description=pd.description)
    turns = max(2, pd.turns + TURN_BONUS[difficulty])
    setup = Setup((SeatSetup(player_name, deck, "human"), SeatSetup(HUNT_NAME, hunt_deck, "hunt")),
                  seed, pd.renown, Variants(max_turns=turns))
    hunt_level = {"easy": "easy", "normal": "normal", "hard": "hard"}[difficulty]
    hunt = HuntAgent(seed * 7919 + 1, found_b, pd.boss, hunt_level)
    director = PreyDirector(found_b, seed + 17, show_scripts=difficulty == "easy")
    match = CampaignMatch(setup, defs, {1: hunt}, prey=director)
    match.prey_deck = pd
    match.difficulty = difficulty
    match.turn_limit = turns
    return match
