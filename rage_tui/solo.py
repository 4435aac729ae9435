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

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
from rage_tui.content.texts import c_, cN_
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.i18n import Text, m
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import rage_view

DIFFICULTIES = ("easy", "normal", "hard")
BOT_FOR = {"easy": "greedy-easy", "normal": "greedy", "hard": "hard"}
#: Extra (or fewer) turns a campaign gives on each difficulty.
TURN_BONUS = {"easy": 3, "normal": 0, "hard": -2}
#: the prey's seat, named in the language of the table when the campaign begins (a seat
#: name is the game's data from then on, like a player's name)
HUNT_NAME = cN_("The Hunt")
#: How much of a level's Renown goal each extra pack of a co-operative team adds.
COOP_RENOWN = 1.0


def _check_difficulty(difficulty: str) -> None:
    if difficulty not in DIFFICULTIES:
        raise ValueError(c_("unknown difficulty '{name}' (known: {known})").format(
            name=difficulty, known=", ".join(DIFFICULTIES)))


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
    raise ValueError(c_("no prey deck called '{name}' (bundled: {known})").format(
        name=name, known=known))


def new_vs_bots(deck: DeckList, opponents: Sequence[DeckList], difficulty: str = "normal",
                seed: int = 0, renown: int | None = 20, variants: Variants | None = None,
                defs: Mapping[str, CardDef] | None = None,
                behaviours: Mapping[str, Behaviour] | None = None,
                player_name: str = "You", ruleset: str = "rage-1995") -> Match:
    """The human (seat 0, ``deck``) against one bot pack per deck in ``opponents`` (1-3),
    under ``ruleset``."""
    _check_difficulty(difficulty)
    if not 1 <= len(opponents) <= 3:
        raise ValueError(c_("solo play is against 1 to 3 bot packs"))
    if defs is None:
        defs, found = _library()
        behaviours = found if behaviours is None else behaviours
    bot = BOT_FOR[difficulty]
    seats = [SeatSetup(player_name, deck, "human")]
    seats += [SeatSetup(f"{d.name} ({bot})", d, bot) for d in opponents]
    setup = Setup(tuple(seats), seed, renown, variants or Variants(), ruleset=ruleset)
    agents: dict[int, Agent[Any]] = {i: make_agent(bot, seed * 7919 + i) for i in
                                range(1, len(seats))}
    director = PreyDirector(behaviours or {}, seed + 17, show_scripts=difficulty == "easy")
    return Match(setup, defs, agents, prey=director)


def bundled_campaigns() -> dict[str, list[PreyDeck]]:
    """Every bundled campaign by name, its levels easiest first (a prey deck without a
    ``campaign`` is a campaign of one level)."""
    out: dict[str, list[PreyDeck]] = {}
    for d in bundled_prey_decks():
        out.setdefault(d.campaign_name, []).append(d)
    return out


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def find_campaign(name: str) -> tuple[str, list[PreyDeck]]:
    """A bundled campaign's name and levels by its name (case does not matter), or by the name
    or file stem of one of its levels."""
    camps = bundled_campaigns()
    for cname, levels in camps.items():
        if _slug(name) == _slug(cname):
            return cname, levels
    try:
        deck = find_prey_deck(name)
    except ValueError:
        raise ValueError(c_("no campaign called '{name}' (bundled: {known})").format(
            name=name, known=", ".join(sorted(camps)))) from None
    return deck.campaign_name, camps.get(deck.campaign_name, [deck])


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
    """A Match against a prey deck, with the campaign's settings and its standing. In a
    co-operative campaign ``human_seats`` holds every pack's seat (they win or lose together)."""

    prey_deck: PreyDeck
    difficulty: str
    human_seat: int = 0
    human_seats: tuple[int, ...] = (0,)
    hunt_seat: int = 1
    turn_limit: int

    def status(self) -> CampaignStatus:
        """Turn, VP against the goal, prey still to come, and the result once it is over."""
        g = self.game.state
        view = rage_view(self.game.view_for(self.human_seat))
        packs = [view.seats[s] for s in self.human_seats]
        vp = sum(p.vp for p in packs)
        goal = g.setup.renown_level or self.prey_deck.renown
        hunt = view.seats[self.hunt_seat]
        left = hunt.sept_deck_count + hunt.sept_hand_count
        boss = any(c.cid == self.prey_deck.boss for c in view.hunting)
        won = g.over and g.winner in self.human_seats
        many = len(self.human_seats) > 1
        turn = max(1, g.turn)
        msg: Text
        if not g.over:
            msg = (m("Turn {turn} of {limit}: {vp} of {goal} Renown together", turn=turn,
                     limit=self.turn_limit, vp=vp, goal=goal) if many
                   else m("Turn {turn} of {limit}: {vp} of {goal} Renown", turn=turn,
                          limit=self.turn_limit, vp=vp, goal=goal))
        elif won:
            msg = m("The hunt is won with {vp} VP on turn {turn}", vp=vp, turn=g.turn)
        elif all(p.out for p in packs):
            msg = (m("The packs have fallen: the hunt is lost") if many
                   else m("Your pack has fallen: the hunt is lost"))
        else:
            msg = m("Out of time with {vp} of {goal} VP: the hunt is lost", vp=vp, goal=goal)
        return CampaignStatus(g.turn, self.turn_limit, vp, goal, left, boss, g.over, won, msg)

    def boss_script(self) -> str | None:
        """The boss's script in words on the easy setting (None otherwise)."""
        director = self.prey
        assert isinstance(director, PreyDirector)
        return director.script_text(self.prey_deck.boss)


def new_campaign(deck: DeckList, prey_deck: PreyDeck | str, difficulty: str = "normal",
                 seed: int = 0, defs: Mapping[str, CardDef] | None = None,
                 behaviours: Mapping[str, Behaviour] | None = None,
                 player_name: str = "You") -> CampaignMatch:
    """The human pack (seat 0) against a prey deck (a :class:`PreyDeck` or a bundled prey deck's
    name). Raises ``ValueError`` when the deck cannot hunt that prey (wrong allegiance) and
    :class:`~rage_tui.content.errors.ContentError` when the prey deck names unknown cards."""
    return new_coop_campaign([(player_name, deck, "human")], prey_deck, difficulty, seed,
                             defs, behaviours)


def new_coop_campaign(packs: Sequence[tuple[str, DeckList, str]], prey_deck: PreyDeck | str,
                      difficulty: str = "normal", seed: int = 0,
                      defs: Mapping[str, CardDef] | None = None,
                      behaviours: Mapping[str, Behaviour] | None = None) -> CampaignMatch:
    """1-4 packs (name, deck, ``"human"`` or a bot name) as one side against a prey deck: seats
    0..n-1 are the packs, seat n is the Hunt. With two or more packs they play as a team
    (``Variants.team``): their VP count together towards the prey deck's Renown, they win or
    lose together, never attack each other, and only the Hunt plays for the prey. Raises like
    :func:`new_campaign`, and ``ValueError`` for 0 or more than 4 packs."""
    _check_difficulty(difficulty)
    if not 1 <= len(packs) <= 4:
        raise ValueError(c_("a campaign is played by 1 to 4 packs"))
    pd = find_prey_deck(prey_deck) if isinstance(prey_deck, str) else prey_deck
    if defs is None:
        defs, found = _library()
        behaviours = found if behaviours is None else behaviours
    found_b: dict[str, Behaviour] = dict(behaviours or {})
    for _name, deck, _agent in packs:
        if deck.allegiance.value != pd.hunters:
            raise ValueError(c_("{prey} is prey for {side} packs; {deck} is {allegiance}").format(
                prey=pd.name, side=pd.hunters, deck=deck.name,
                allegiance=deck.allegiance.value))

    class _Lib:
        cards = defs
        _raw = {cid: {"behaviour": b.model_dump()} for cid, b in found_b.items()}

    problems = check_prey_deck(pd, _Lib(), pd.name)
    if problems:
        raise ContentError(problems)
    first = packs[0][1]
    other = Allegiance.WYRM if first.allegiance == Allegiance.GAIA else Allegiance.GAIA
    sept = (*pd.prey.items(), (pd.boss, 1))
    hunt_name = c_(HUNT_NAME)
    hunt_deck = DeckList(hunt_name, other, (), tuple(sept), tuple(pd.combat.items()),
                         description=pd.description)
    turns = max(2, pd.turns + TURN_BONUS[difficulty])
    n = len(packs)
    team = tuple(range(n)) if n > 1 else ()
    seats = [SeatSetup(name, deck, agent) for name, deck, agent in packs]
    seats.append(SeatSetup(hunt_name, hunt_deck, "hunt"))
    setup = Setup(tuple(seats), seed, team_renown(pd.renown, n),
                  Variants(max_turns=turns, team=team))
    agents: dict[int, Agent[Any]] = {i: make_agent(agent, seed * 7919 + i)
                                for i, (_n, _d, agent) in enumerate(packs) if agent != "human"}
    agents[n] = HuntAgent(seed * 7919 + 1, found_b, pd.boss, difficulty)
    director = PreyDirector(found_b, seed + 17, show_scripts=difficulty == "easy")
    match = CampaignMatch(setup, defs, agents, prey=director)
    match.prey_deck = pd
    match.difficulty = difficulty
    match.turn_limit = turns
    match.human_seats = tuple(range(n))
    match.hunt_seat = n
    return match


def team_renown(renown: int, packs: int) -> int:
    """The Renown a team of ``packs`` must reach together on a level whose goal for one pack is
    ``renown``: every pack brings its own deck's Renown, so the goal grows with the team (as the
    book scales its encounters to the pack), by :data:`COOP_RENOWN` per extra pack."""
    return round(renown * (1 + COOP_RENOWN * (packs - 1)))


def campaign_decks(hunters: str) -> list[DeckList]:
    """The bundled pack decks that can hunt a campaign for ``hunters`` (gaia or wyrm)."""
    from rage_tui.content.bundled import decks_dir
    from rage_tui.content.decks import load_deck

    decks = [load_deck(p) for p in sorted(decks_dir().glob("*.yaml"))]
    return [d for d in decks if d.allegiance.value == hunters]


def play_level(level: PreyDeck, players: Sequence[str], seed: int,
               difficulty: str = "normal") -> bool:
    """Play one level headless with bots in every pack seat (decks taken in turn from the
    bundled decks that can hunt it); True when the packs won."""
    decks = campaign_decks(level.hunters)
    if not decks:
        raise ValueError(c_("no bundled deck can hunt {prey} ({side})").format(
            prey=level.name, side=level.hunters))
    packs = [(f"{bot} {i + 1}", decks[(seed + i) % len(decks)], bot)
             for i, bot in enumerate(players)]
    match = new_coop_campaign(packs, level, difficulty, seed)
    while not match.game.over:
        match.step_bot()
    return match.status().won


def sim_campaign(name: str, players: Sequence[str], games: int, seed: int = 1,
                 difficulty: str = "normal",
                 progress: Callable[[str, int, int], None] | None = None, jobs: int = 1,
                 ray: str | None = None) -> dict[str, Any]:
    """Win rate per level of a bundled campaign: ``{"campaign": NAME, "levels": [{"name",
    "games", "win_rate"}, ...]}``. ``progress(level, done, games)`` is called as games finish.
    ``jobs`` > 1 plays each level's games in that many worker processes, ``ray`` (an address,
    :class:`rage_tui.parallel.RayCluster`) on a Ray cluster: the same win rates, since game
    ``k`` of a level depends only on its seed ``seed + k``."""
    from rage_tui.parallel import RayCluster

    _check_difficulty(difficulty)
    for bot in players:
        if bot == "human":
            raise ValueError(c_("a simulation needs bots in every seat, not 'human'"))
        make_agent(bot, 0)
    cname, levels = find_campaign(name)
    cluster = RayCluster(ray) if ray is not None else None
    out = []
    try:
        for level in levels:
            spec = (level, tuple(players), seed, difficulty)
            wins = _level_wins(spec, games, jobs, cluster, progress)
            out.append({"name": level.name, "games": games, "wins": wins,
                        "win_rate": round(wins / games, 3) if games else 0.0})
    finally:
        if cluster is not None:
            cluster.close()
    return {"campaign": cname, "levels": out}


#: one level of a campaign simulation: the level, the bots, the first seed, the difficulty
_LevelSpec = tuple[PreyDeck, tuple[str, ...], int, str]


def _play_levels(spec: _LevelSpec, first: int, last: int) -> tuple[int, int]:
    """Games ``first`` .. ``last - 1`` of one level: (packs' wins, games)."""
    level, players, seed, difficulty = spec
    return sum(play_level(level, players, seed + k, difficulty)
               for k in range(first, last)), last - first


def _level_wins(spec: _LevelSpec, games: int, jobs: int, cluster: Any,
                progress: Callable[[str, int, int], None] | None) -> int:
    """The packs' wins in ``games`` games of one level, here, in processes or on Ray."""
    from rage_tui.parallel import chunks, on_processes

    name = spec[0].name
    if cluster is None and jobs <= 1:
        wins = 0
        for k in range(games):
            wins += _play_levels(spec, k, k + 1)[0]
            if progress is not None:
                progress(name, k + 1, games)
        return wins
    done = [0]

    def finished(part: tuple[int, int]) -> None:
        done[0] += part[1]
        if progress is not None:
            progress(name, done[0], games)

    if cluster is not None:
        parts = cluster.run(_play_levels, spec, chunks(0, games, cluster.cpus()), finished)
    else:
        jobs = min(jobs, games)
        parts = on_processes(_play_levels, spec, chunks(0, games, jobs), jobs, finished)
    return sum(w for w, _n in parts)
