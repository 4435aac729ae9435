"""A table of Rage: Across Las Vegas for rules tests: the bundled library and decks, the
game set up, and ways to put chosen cards where a test needs them."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from rage_tui.content.decks import load_deck
from rage_tui.content.las_vegas import load_lv_cards
from rage_tui.engine.choices import Choice
from rage_tui.engine.decks import DeckList
from rage_tui.engine.flow import advance, push
from rage_tui.engine.game import Game
from rage_tui.engine.state import CardInst, SeatSetup, Setup, Variants
from rage_tui.rulesets.las_vegas.cards import LVCard
from rage_tui.rulesets.las_vegas.combat import CombatFrame
from rage_tui.rulesets.las_vegas.ruleset import LasVegas
from rage_tui.rulesets.las_vegas.state import Char, LVState

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def library() -> dict[str, LVCard]:
    lib, problems = load_lv_cards(ROOT / "cards" / "rage-las-vegas")
    assert not problems, problems
    return lib.cards


@lru_cache(maxsize=1)
def decks() -> list[DeckList]:
    return [load_deck(p) for p in sorted((ROOT / "decks" / "rage-las-vegas").glob("*.yaml"))]


def new_game(seats: int = 2, seed: int = 1, deck_ids: list[int] | None = None,
             variants: Variants | None = None, renown: int = 20) -> Game:
    """A game at its first decision."""
    ds = decks()
    ids = deck_ids or list(range(seats))
    setup = Setup(tuple(SeatSetup(f"P{i}", ds[ids[i] % len(ds)]) for i in range(seats)),
                  seed=seed, renown_level=renown, variants=variants or Variants(),
                  ruleset="rage-las-vegas")
    return Game(setup, library(), LasVegas())


def bare(seats: int = 2, seed: int = 1, **kw: object) -> tuple[Game, LVState]:
    """A game set up, with nothing on the stack (a test pushes the procedure it checks)."""
    game = new_game(seats, seed, **kw)  # type: ignore[arg-type]
    g = game.state
    assert isinstance(g, LVState)
    g.stack.clear()
    g.pending = None
    return game, g


def add(g: LVState, cid: str, owner: int) -> int:
    """A new card instance (not yet anywhere)."""
    iid = max(g.cards) + 1
    g.cards[iid] = CardInst(iid, cid, owner)
    return iid


def add_char(g: LVState, cid: str, owner: int) -> int:
    """A new character in ``owner``'s pack (``owner`` -1: in the Hunting Grounds)."""
    iid = add(g, cid, max(owner, 0))
    g.chars[iid] = Char(iid, owner)
    if owner >= 0:
        g.player(owner).pack.append(iid)
    else:
        g.hunting.append(iid)
    return iid


def set_combat_deck(g: LVState, seat: int, cids: list[str]) -> list[int]:
    """Replace ``seat``'s combat deck so that it draws ``cids`` in this order."""
    p = g.player(seat)
    p.combat_deck.clear()
    p.combat_discard.clear()
    iids = [add(g, cid, seat) for cid in cids]
    p.combat_deck.extend(reversed(iids))
    return iids


def start_combat(game: Game, hunter: int, prey: int, prey_seat: int) -> None:
    """Push a combat and run to its first decision."""
    g = game.state
    push(g, CombatFrame(hunter, prey, prey_seat))
    advance(g)


def answer(game: Game, kind: str, *args: object) -> None:
    """Apply the pending decision's option ``Choice(kind, args)``."""
    game.apply(Choice(kind, tuple(args)))  # type: ignore[arg-type]


def pass_events(game: Game) -> None:
    """Pass every open combat-event window until something else is asked."""
    while game.pending is not None and game.pending.kind == "open-play":
        game.apply(Choice("pass"))


def pick(game: Game, iid: int | None) -> None:
    """Answer a combat pick with card ``iid`` (``None``: pass or no card)."""
    pass_events(game)
    d = game.pending
    assert d is not None and d.kind in ("attack", "defend", "react"), d
    if iid is None:
        game.apply(Choice("pass") if d.kind == "attack" else Choice("none"))
    else:
        game.apply(Choice("pick", (iid,)))
