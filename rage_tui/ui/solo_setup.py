"""Solo play as the Solo screen sets it up: against 1-3 bot packs, or a prey campaign.

The matches come from :mod:`rage_tui.solo`; this module turns the screen's fields into those
calls, remembers them, and rebuilds the right kind of match when a solo save is loaded (so the
scripted prey and the Hunt keep playing after a reload).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rage_tui.i18n import VIEWER_NAMES, _, language, render
from rage_tui.ui.catalog import DeckCatalog, DeckError
from rage_tui.ui.config import load_remembered, random_seed, remember

if TYPE_CHECKING:
    from rage_tui.content.behaviour import PreyDeck
    from rage_tui.content.library import CardLibrary
    from rage_tui.engine.game import Game
    from rage_tui.match import Match

KINDS = ("bots", "campaign", "coop")
#: Who may play a partner pack in a co-operative campaign.
PARTNER_PLAYERS = ("human", "greedy")
DIFFICULTIES = ("easy", "normal", "hard")
REMEMBER_KEY = "solo-screen"


def shown_name(name: str) -> str:
    """The solo player's name as the Solo screen shows it: the default name, "You", in the
    reader's language ("Ty" in Polish, which the Polish game texts address in the second
    person); any other name as given."""
    if name.strip() in VIEWER_NAMES or not name.strip():
        return "Ty" if language() == "pl" else "You"
    return name


class SoloProblem(Exception):
    """The solo setup cannot start; the message is for the player."""


@dataclass
class SoloConfig:
    """The Solo screen's fields. Decks are catalog references; ``prey`` is a prey deck file."""

    kind: str = "bots"
    name: str = "You"
    deck: str = ""
    difficulty: str = "normal"
    opponents: list[str] = field(default_factory=lambda: [""])
    prey: str = ""
    renown_level: int | None = 20
    null_cards: bool = True
    seed: int = 0
    #: co-operative campaign partners: {"name", "deck" (a catalog reference, "" for none),
    #: "player" ("human" or "greedy")}, up to three
    partners: list[dict[str, str]] = field(default_factory=list)
    #: the rules of a game against bot packs (the screen's Rules field, preset by ``rage-tui
    #: solo --ruleset``, remembered; prey campaigns are built on rage-1995's hunting rules and
    #: always use them)
    ruleset: str = "rage-1995"

    def to_json(self) -> dict[str, Any]:
        """Plain data (without the seed)."""
        return {"kind": self.kind, "name": self.name, "deck": self.deck,
                "difficulty": self.difficulty, "opponents": list(self.opponents),
                "prey": self.prey, "renown_level": self.renown_level,
                "null_cards": self.null_cards, "partners": [dict(p) for p in self.partners],
                "ruleset": self.ruleset}

    @staticmethod
    def from_json(data: Any) -> SoloConfig:
        """Lenient inverse of :meth:`to_json` with a fresh seed."""
        out = SoloConfig(seed=random_seed())
        if not isinstance(data, dict):
            return out
        if data.get("kind") in KINDS:
            out.kind = data["kind"]
        for key in ("name", "deck", "prey"):
            if isinstance(data.get(key), str):
                setattr(out, key, data[key])
        if data.get("difficulty") in DIFFICULTIES:
            out.difficulty = data["difficulty"]
        opps = data.get("opponents")
        if isinstance(opps, list) and 1 <= len(opps) <= 3 and all(
                isinstance(o, str) for o in opps):
            out.opponents = list(opps)
        level = data.get("renown_level", 20)
        if level is None or (isinstance(level, int) and not isinstance(level, bool)
                             and 1 <= level <= 999):
            out.renown_level = level
        out.null_cards = bool(data.get("null_cards", True))
        from rage_tui.rulesets import RULESETS

        if data.get("ruleset") in RULESETS:
            out.ruleset = data["ruleset"]
        partners = data.get("partners")
        if isinstance(partners, list):
            for p in partners[:3]:
                if isinstance(p, dict) and all(isinstance(p.get(k, ""), str)
                                               for k in ("name", "deck", "player")):
                    player = p.get("player", "human")
                    out.partners.append({"name": p.get("name", ""), "deck": p.get("deck", ""),
                                         "player": player if player in PARTNER_PLAYERS
                                         else "human"})
        return out


def load_solo_config() -> SoloConfig:
    """The remembered Solo screen setup."""
    return SoloConfig.from_json(load_remembered(REMEMBER_KEY))


def save_solo_config(config: SoloConfig) -> None:
    """Remember the Solo screen setup."""
    remember(REMEMBER_KEY, config.to_json())


def prey_decks(folder: Path) -> list[tuple[Path, PreyDeck | None, str]]:
    """The prey decks in ``folder`` (easiest first): path, deck (None if it failed) and the
    problem."""
    from rage_tui.content.behaviour import load_prey_deck
    from rage_tui.content.errors import ContentError

    out: list[tuple[Path, PreyDeck | None, str]] = []
    if not folder.is_dir():
        return out
    for path in sorted(folder.glob("*.yaml")):
        try:
            out.append((path, load_prey_deck(path, shown=path.name), ""))
        except ContentError as exc:
            out.append((path, None, "; ".join(str(p) for p in exc.problems[:2])))
    return sorted(out, key=lambda t: (t[1].difficulty if t[1] else 99, t[0].name))


def build_match(config: SoloConfig, catalog: DeckCatalog, library: CardLibrary
                ) -> tuple[Match, dict[str, Any]]:
    """The match for ``config`` and what a save must record to rebuild it."""
    from rage_tui import solo
    from rage_tui.content.behaviour import library_behaviours, load_prey_deck
    from rage_tui.content.errors import ContentError
    from rage_tui.engine.errors import EngineError
    from rage_tui.engine.state import Variants

    name = shown_name(config.name).strip()
    try:
        deck = catalog.resolve(config.deck)
        behaviours = library_behaviours(library)
        if config.kind == "coop":
            if not config.prey:
                raise SoloProblem(_("Choose a prey deck to hunt."))
            packs = [(name, deck, "human")]
            for k, p in enumerate(config.partners):
                if p.get("deck"):
                    packs.append((p.get("name", "").strip() or _("Player {n}").format(n=k + 2),
                                  catalog.resolve(p["deck"]), p.get("player", "human")))
            if len(packs) < 2:
                raise SoloProblem(_("Choose a deck for at least one partner pack."))
            if len({n for n, _d, _p in packs}) < len(packs):
                raise SoloProblem(_("Give every pack a different name."))
            prey = load_prey_deck(Path(config.prey))
            match: Match = solo.new_coop_campaign(packs, prey, config.difficulty, config.seed,
                                                  defs=library.cards, behaviours=behaviours)
            meta = {"kind": "coop", "difficulty": config.difficulty, "prey": config.prey}
        elif config.kind == "campaign":
            if not config.prey:
                raise SoloProblem(_("Choose a prey deck to hunt."))
            prey = load_prey_deck(Path(config.prey))
            match = solo.new_campaign(deck, prey, config.difficulty, config.seed,
                                             defs=library.cards, behaviours=behaviours,
                                             player_name=name)
            meta = {"kind": "campaign", "difficulty": config.difficulty,
                    "prey": config.prey}
        else:
            opponents = [catalog.resolve(ref) for ref in config.opponents if ref]
            if not opponents:
                raise SoloProblem(_("Choose at least one bot pack to play against."))
            variants = Variants(null_cards=config.null_cards)
            match = solo.new_vs_bots(deck, opponents, config.difficulty, config.seed,
                                     config.renown_level, variants, defs=library.cards,
                                     behaviours=behaviours, player_name=name,
                                     ruleset=config.ruleset)
            meta = {"kind": "bots", "difficulty": config.difficulty}
    except DeckError as exc:
        raise SoloProblem(str(exc)) from None
    except ContentError as exc:
        raise SoloProblem("; ".join(render(p) for p in exc.problems[:3])) from None
    except (ValueError, EngineError) as exc:
        raise SoloProblem(render(exc)) from None
    return match, meta


def rebuild_match(meta: Any, game: Game, library: CardLibrary) -> Match | None:
    """The solo match a loaded game belongs to (None when ``meta`` is not a solo record).
    Raises ``ValueError`` / ``ContentError`` when it cannot be rebuilt."""
    from rage_tui import solo
    from rage_tui.content.behaviour import library_behaviours, load_prey_deck

    if not isinstance(meta, dict) or meta.get("kind") not in KINDS:
        return None
    setup = game.state.setup
    difficulty = str(meta.get("difficulty", "normal"))
    behaviours = library_behaviours(library)
    me = setup.seats[0]
    match: Match
    if meta["kind"] in ("coop", "campaign") and not str(meta.get("prey") or "").strip():
        raise ValueError(_("its solo record names no prey deck file"))
    if meta["kind"] == "coop":
        prey = load_prey_deck(Path(str(meta.get("prey", ""))))
        packs = [(st.name, st.deck, st.agent) for st in setup.seats[:-1]]
        match = solo.new_coop_campaign(packs, prey, difficulty, setup.seed, defs=library.cards,
                                       behaviours=behaviours)
    elif meta["kind"] == "campaign":
        prey = load_prey_deck(Path(str(meta.get("prey", ""))))
        match = solo.new_campaign(me.deck, prey, difficulty, setup.seed, defs=library.cards,
                                  behaviours=behaviours, player_name=me.name)
    else:
        match = solo.new_vs_bots(me.deck, [s.deck for s in setup.seats[1:]], difficulty,
                                 setup.seed, setup.renown_level, setup.variants,
                                 defs=library.cards, behaviours=behaviours,
                                 player_name=me.name, ruleset=setup.ruleset)
    match.game = game
    return match


def fitting_prey(chosen: str, side: str | None,
                 prey: list[tuple[Path, PreyDeck]]) -> str:
    """The prey deck the campaign fields show: the one chosen before if it is prey for a pack
    of ``side`` (the deck's allegiance), else the first that is, else the first there is ("" if
    none), so that the screen's defaults are never a pair the campaign refuses."""
    refs = [str(p) for p, _ in prey]
    fitting = [str(p) for p, d in prey if side is None or d.hunters == side]
    if chosen in fitting:
        return chosen
    if fitting:
        return fitting[0]
    return chosen if chosen in refs else (refs[0] if refs else "")
