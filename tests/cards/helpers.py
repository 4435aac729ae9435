"""Helpers for card tests: positions with the bundled library, open play, combat rounds.

Positions come from scenario dicts (as in tests/engine), played through the engine with the
same helpers (``label``, ``pass_until``, ``commit``, ``round_of``).
"""

from __future__ import annotations

import functools
from typing import Any

from rage_tui.content.bundled import bundled_library
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice
from rage_tui.engine.game import Game, zone_census
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.state import Creature
from tests.engine.combat_helpers import events
from tests.engine.conftest import iid_of, label, pass_until, pick, position

__all__ = ["commit", "events", "iid_of", "label", "pass_until", "pick", "round_of"]

NULL = -1


def commit(g: Game, card: str | None) -> None:
    """Commit ``card`` (a card name) face down for the creature being asked about, or a null
    card (``None``)."""
    d = g.pending
    assert d is not None and d.kind == "commit", d
    if card is None:
        opts = [o for o in d.options if o.choice.kind == "commit" and o.choice.args == (NULL,)]
    else:
        opts = [o for o in d.options if o.label.startswith(card + " face down")]
    assert opts, [o.label for o in d.options]
    g.apply(opts[0].choice)


def round_of(g: Game, *cards: str | None) -> None:
    """Commit one card per pending commit decision, in order, then answer targets with the
    first option."""
    for card in cards:
        commit(g, card)
    while g.pending is not None and g.pending.kind == "target":
        g.apply(g.pending.options[0].choice)


def library() -> CardLibrary:
    """The bundled card library (cached by the loader)."""
    return bundled_library()


#: Test-only creatures for cards no bundled character can use (their ids start with "tc-").
TEST_CARDS: list[dict[str, Any]] = [
    {"id": "tc-fang", "name": "Young Fang", "type": "character", "allegiance": "gaia",
     "renown": 3, "keywords": ["silver-fangs", "homid", "ahroun"],
     "breed": {"form": "homid", "rage": 3, "gnosis": 3, "health": 4},
     "crinos": {"rage": 6, "gnosis": 3, "health": 7}},
    {"id": "tc-strider", "name": "Strider", "type": "character", "allegiance": "gaia",
     "renown": 5, "keywords": ["silent-striders", "homid", "theurge"],
     "breed": {"form": "homid", "rage": 3, "gnosis": 6, "health": 4},
     "crinos": {"rage": 6, "gnosis": 6, "health": 7}},
    {"id": "tc-bard", "name": "Bard", "type": "character", "allegiance": "gaia",
     "renown": 6, "keywords": ["fianna", "homid", "galliard"],
     "breed": {"form": "homid", "rage": 3, "gnosis": 5, "health": 4},
     "crinos": {"rage": 6, "gnosis": 5, "health": 7}},
    {"id": "tc-seventh", "name": "Seventh Son", "type": "character", "allegiance": "wyrm",
     "renown": 4, "keywords": ["vampire", "7th-generation"],
     "breed": {"form": "homid", "rage": 4, "gnosis": 5, "health": 5}},
    # a Gnosis booster any test creature may carry, to reach the big gifts' Gnosis
    {"id": "tc-insight", "name": "Old Insight", "type": "past_life",
     "text": "The Garou has +3 Gnosis.",
     "effects": [{"when": "static", "do": "modify", "target": "self", "stat": "gnosis",
                  "amount": 3}]},
    {"id": "tc-web-gift", "name": "Weaver's Thread", "type": "gift", "gnosis": 2,
     "requires": ["ananasi"], "text": "One creature of your pack gets +1 Health.",
     "effects": [{"when": "played", "do": "modify", "target": "chosen", "of": "packmate",
                  "stat": "health", "amount": 1, "until": "permanent"}]},
]


@functools.cache
def full_library() -> CardLibrary:
    """The bundled library plus :data:`TEST_CARDS`."""
    from rage_tui.content.library import validate_card

    extra = CardLibrary(files=["tests/cards/helpers.py"])
    for i, raw in enumerate(TEST_CARDS):
        card, problems = validate_card(raw, "tests/cards/helpers.py", i + 1)
        assert card is not None, problems
        extra.cards[card.id] = card
        extra.origin[card.id] = ("tests/cards/helpers.py", i + 1)
        extra._raw[card.id] = dict(raw)
    lib, clashes = library().merged(extra)
    assert not clashes
    return lib


def seat(name: str, allegiance: str, pack: list[Any], **zones: Any) -> dict[str, Any]:
    """A seat dict for a scenario position."""
    return {"name": name, "allegiance": allegiance, "pack": pack, **zones}


def game(seats: list[dict[str, Any]], phase: str = "combat", turn: int = 2,
         hunting: list[dict[str, Any]] | None = None, **top: Any) -> Game:
    """A game at the start of ``phase`` with the bundled library. Every window asks every
    seat (``strict_prompts``) so a test can stop exactly where it wants."""
    top.setdefault("variants", {"strict_prompts": True})
    data = {"name": "card test", "turn": turn, "phase": phase, "seats": seats,
            "hunting": hunting or [], **top}
    return position(full_library(), data)


def duel(ann_hand: list[str], bob_hand: list[str], ann: list[Any] | None = None,
         bob: list[Any] | None = None, target: str = "Zhyzack", bob_al: str = "wyrm",
         stop: str = "commit", **more: Any) -> Game:
    """Ann (Gaia, Mamu) attacks Bob's alpha (Wyrm, Zhyzack); the game waits at the first
    decision of kind ``stop`` (default: the first commit). ``more`` adds seat zones:
    ``ann_sept``/``bob_sept`` (sept hands), ``ann_zones``/``bob_zones`` (more seat zones),
    ``hunting``."""
    g = game([seat("Ann", "gaia", ann or ["mamu"], combat_hand=ann_hand,
                   **{"combat_deck": ["jab"] * 8, "sept_hand": more.pop("ann_sept", []),
                      **more.pop("ann_zones", {})}),
              seat("Bob", bob_al, bob or ["zhyzack"], combat_hand=bob_hand,
                   **{"combat_deck": ["jab"] * 8, "sept_hand": more.pop("bob_sept", []),
                      **more.pop("bob_zones", {})})],
             hunting=more.pop("hunting", None), **more)
    alphas = {"Ann": g.state.name(g.state.player(0).pack[0]),
              "Bob": g.state.name(g.state.player(1).pack[0])}
    attack(g, target, alphas)
    if stop:
        pass_until_any(g, {stop})
    return g


def to_alpha_action(g: Game, alphas: dict[str, str] | None = None) -> None:
    """Answer Combat Phase prompts (refill: Done; alphas: the named creature or the first)
    until an alpha action."""
    alphas = alphas or {}
    for _ in range(100):
        d = g.pending
        assert d is not None
        if d.kind == "alpha-action":
            return
        if d.kind == "alpha":
            want = alphas.get(g.state.player(d.seat).name)
            opts = [o for o in d.options if want is None or o.label.startswith(want)]
            g.apply(opts[0].choice)
            continue
        pass_until_any(g, {"alpha", "alpha-action"})
    raise AssertionError("no alpha action")


def pass_until_any(g: Game, kinds: set[str], limit: int = 300) -> None:
    """Pass (or take a forced single option) until a decision of one of ``kinds``."""
    for _ in range(limit):
        d = g.pending
        assert d is not None, f"game over before {kinds}"
        if d.kind in kinds:
            return
        _one(g)
    raise AssertionError(f"no {kinds} decision")


def attack(g: Game, target: str, alphas: dict[str, str] | None = None,
           seat_name: str = "Ann") -> None:
    """Let ``seat_name``'s alpha attack ``target`` (others pass first)."""
    to_alpha_action(g, alphas)
    while g.state.player(g.pending.seat).name != seat_name:
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    pick(g, lambda o: o.label.startswith("Attack") and target in o.label
         and "to bind" not in o.label)


def play(g: Game, text: str, window: str | None = None) -> list[object]:
    """Pass open-play windows until an option containing ``text`` appears, then play it. A pack
    action it starts brings in every member offered, strongest first, as many as the card
    allows (the player's choice, v0.2 Pack Actions)."""
    for _ in range(300):
        d = g.pending
        assert d is not None, "game over"
        hits = [o for o in d.options if text.lower() in o.label.lower()]
        if d.kind == "open-play" and hits and (window is None or window in d.prompt):
            assert len({o.label for o in hits}) == 1, [o.label for o in hits]
            out = list(g.apply(hits[0].choice))
            while g.pending is not None and g.pending.kind == "join":
                take = [o for o in g.pending.options if o.choice.kind == "take"]
                out.extend(g.apply(take[0].choice))
            return out
        _one(g)
    raise AssertionError(f"'{text}' never offered")


def offered(g: Game, text: str) -> bool:
    """Whether the pending decision has an option containing ``text``."""
    d = g.pending
    return d is not None and any(text.lower() in o.label.lower() for o in d.options)


def creature(g: Game, cid: str, owner: int | None = None) -> Creature:
    """The creature in play with card id ``cid``."""
    return g.state.creatures[iid_of(g, cid, owner)]


def damage(g: Game, cid: str) -> int:
    """Total damage on a creature in play."""
    return cr.damage(creature(g, cid))


def stat(g: Game, cid: str, name: str) -> int:
    """A current statistic (rage, gnosis, health, renown, card_rage, votes, junta_renown) of a
    creature."""
    from rage_tui.rulesets.rage1995 import votes

    c = creature(g, cid)
    fn = {"rage": cr.rage, "gnosis": cr.gnosis, "health": cr.health, "renown": cr.renown,
          "card_rage": cr.card_rage, "votes": votes.votes,
          "junta_renown": votes.junta_renown}[name]
    return fn(g.state, c)


def zones_of(g: Game, cid: str) -> list[str]:
    """Every zone holding a copy of card ``cid``."""
    census = zone_census(g.state)
    return [z for iid, zs in census.items() if g.state.cards[iid].cid == cid for z in zs]


def kinds(g: Game) -> list[str]:
    """Kinds of every event so far."""
    return [e.kind for e in g.state.events]


def apply(g: Game, kind: str, *args: Any) -> None:
    """Apply ``Choice(kind, args)``."""
    g.apply(Choice(kind, tuple(args)))


def finish_turn(g: Game, limit: int = 400) -> None:
    """Pass everything (alphas pass their actions) until the next turn begins."""
    turn = g.state.turn
    for _ in range(limit):
        if g.state.turn != turn or g.pending is None:
            return
        d = g.pending
        if d.kind == "alpha":
            g.apply(d.options[0].choice)
        elif d.kind == "alpha-action":
            label(g, "Pass")
        else:
            _one(g)
    raise AssertionError("the turn never ended")


def _one(g: Game) -> None:
    d = g.pending
    assert d is not None
    opts = [o for o in d.options
            if o.choice.kind in ("done", "pass", "continue", "take", "stay")]
    if not opts and len(d.options) == 1:
        opts = list(d.options)
    assert opts, f"cannot pass '{d.prompt}' ({[o.label for o in d.options]})"
    g.apply(opts[0].choice)


def until_phase(g: Game, phase: str, limit: int = 400) -> None:
    """Pass everything until a decision in ``phase`` (alphas pass their actions)."""
    for _ in range(limit):
        if g.pending is None or g.state.phase == phase:
            return
        d = g.pending
        if d.kind == "alpha":
            g.apply(d.options[0].choice)
        elif d.kind == "alpha-action":
            label(g, "Pass")
        else:
            _one(g)
    raise AssertionError(f"never reached the {phase} phase")


def open_play_labels(g: Game, seat_name: str = "Ann", window: str | None = None,
                     limit: int = 300) -> list[str]:
    """Pass until an open-play decision of ``seat_name`` (in ``window``); its option labels."""
    for _ in range(limit):
        d = g.pending
        assert d is not None, "game over"
        if d.kind == "open-play" and g.state.player(d.seat).name == seat_name and (
                window is None or window in d.prompt):
            return [o.label for o in d.options]
        _one(g)
    raise AssertionError("no open-play decision")
