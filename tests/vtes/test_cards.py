"""Every library and crypt card does what its text says: each card is played in a game at each
of its levels and the outcome is checked against the number printed in its text (1.4: the card
text is the rule). The text is read, not the effects, so a card whose effects drift from its
words fails here."""

from __future__ import annotations

import re

import pytest

from rage_tui.engine.game import Game
from rage_tui.rulesets.vtes.cards import VtesCard
from rage_tui.rulesets.vtes.requirements import stat
from tests.vtes.helpers import Table, cards, passes, pending, pick

FIGHT = ("open-play", "stealth", "intercept", "maneuver", "extra-strike", "prevent", "press")
DISC_CARD = {"ani": "animalism", "aus": "auspex", "cel": "celerity", "dem": "dementation",
             "dom": "dominate", "for": "fortitude", "obf": "obfuscate", "pot": "potence",
             "pre": "presence", "pro": "protean", "tha": "thaumaturgy", "obt": "obtenebration"}


def levels_of(card: VtesCard) -> list[tuple[int, str]]:
    """(level argument, the text of that level) for each level the card has."""
    t = card.text
    if "Basic:" in t:
        head, rest = t.split("Basic:", 1)
        basic, sup = rest.split("Superior:", 1)
        return [(0, head + basic), (1, head + sup)]
    return [(0, t)]


def number(text: str, pattern: str) -> int:
    found = re.search(pattern, text)
    assert found, (pattern, text)
    return int(found.group(1))


def of(kind: str, pattern: str) -> list[tuple[str, int, str]]:
    """(card id, level, level text) of every card of ``kind`` whose text matches."""
    out = []
    for c in cards().values():
        if c.type != kind:
            continue
        for lvl, text in levels_of(c):
            if re.search(pattern, text):
                out.append((c.id, lvl, text))
    return sorted(out)


def vampire(t: Table, seat: int, card: VtesCard | None, lvl: int, blood: int = 3,
            base: str = "lila-moreau") -> int:
    """A plain vampire (no ability of his own) with the card's discipline at its level, by
    discipline cards stacked on him (1.6.2)."""
    v = t.minion(seat, base, blood=blood)
    if card is not None and card.discipline:
        while t.g.level(v, card.discipline) < lvl + 1:
            t.attach(v, f"discipline-{DISC_CARD[card.discipline]}")
    return v


# -- action modifiers and reactions (6.2) ---------------------------------------------------

@pytest.mark.parametrize(("cid", "lvl", "text"), of("modifier", r"\+(\d+) stealth\."))
def test_stealth_modifiers_add_their_stealth_when_a_block_needs_it(cid: str, lvl: int,
                                                                    text: str) -> None:
    n = number(text, r"\+(\d+) stealth\.")
    t = Table(2)
    card = cards()[cid]
    actor = vampire(t, 0, card, lvl, blood=1)
    blocker = t.minion(1, "lila-moreau", blood=3)
    for _ in range(n):  # intercept n: blocks a hunt (stealth 1) unless the card adds n
        t.attach(blocker, "night-vision-goggles")
    c, = t.hand(0, cid)
    game = t.start()
    pick(game, "act", actor, "hunt")
    pick(game, "block", blocker)
    pick(game, "mod", c, lvl)
    passes(game)
    assert any(e.kind == "block-failed" for e in t.g.events) and t.g.blood[actor] == 2


@pytest.mark.parametrize(("cid", "lvl", "text"), of("modifier", r"\+(\d+) bleed\."))
def test_bleed_modifiers_add_their_bleed(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"\+(\d+) bleed\.")
    t = Table(2)
    card = cards()[cid]
    actor = vampire(t, 0, card, lvl)
    c, = t.hand(0, cid)
    game = t.start()
    pick(game, "act", actor, "bleed")
    pick(game, "mod", c, lvl)
    passes(game)
    assert t.g.players[1].pool == 30 - (1 + n)
    assert t.g.players[0].pool == 30 - card.pool_cost


@pytest.mark.parametrize(("cid", "lvl", "text"), of("reaction", r"\+(\d+) intercept\."))
def test_intercept_reactions_add_their_intercept_when_the_block_needs_it(cid: str, lvl: int,
                                                                         text: str) -> None:
    n = number(text, r"\+(\d+) intercept\.")
    t = Table(2)
    card = cards()[cid]
    actor = t.minion(0, "lila-moreau", blood=1)
    for _ in range(n - 1):  # stealth 1 + (n - 1): blocked only with n more intercept
        t.attach(actor, "disguise-kit")
    blocker = vampire(t, 1, card, lvl)
    c, = t.hand(1, cid)
    game = t.start()
    pick(game, "act", actor, "hunt")
    pick(game, "block", blocker)
    pick(game, "react", c, lvl, blocker)
    passes(game)
    assert any(e.kind == "blocked" for e in t.g.events)
    assert t.g.players[1].pool == 30 - card.pool_cost


@pytest.mark.parametrize(("cid", "lvl", "text"), of("reaction", r"-(\d+) bleed\."))
def test_bleed_reactions_reduce_a_bleed_against_their_methuselah(cid: str, lvl: int,
                                                                 text: str) -> None:
    n = number(text, r"-(\d+) bleed\.")
    t = Table(2)
    actor = t.minion(0, "lila-moreau", blood=3)
    for _ in range(3):
        t.attach(actor, "laptop")  # bleed 4
    defender = vampire(t, 1, cards()[cid], lvl)
    c, = t.hand(1, cid)
    game = t.start()
    pick(game, "act", actor, "bleed")
    pick(game, "no")
    pick(game, "pass")
    pick(game, "react", c, lvl, defender)
    passes(game)
    assert t.g.players[1].pool == 30 - (4 - n)


# -- action cards (6.1.6) and political actions (6.3) --------------------------------------

def _act(t: Table, actor: int, cid: str, lvl: int, *target: int) -> Game:
    c, = t.hand(0, cid)
    game = t.start()
    pick(game, "act", actor, "card", c, lvl, *target)
    while pending(game).kind == "block":
        pick(game, "no")
    passes(game)
    return game


@pytest.mark.parametrize(("cid", "lvl", "text"), of("action", r"Bleed at \+(\d+)\."))
def test_bleed_action_cards_bleed_at_their_bonus(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"Bleed at \+(\d+)\.")
    t = Table(2)
    card = cards()[cid]
    actor = vampire(t, 0, card, lvl)
    _act(t, actor, cid, lvl)
    assert t.g.players[1].pool == 30 - (1 + n) and t.g.edge == 0
    assert t.g.blood[actor] == 3 - card.blood_cost
    assert t.g.players[0].pool == 30 - card.pool_cost


@pytest.mark.parametrize(("cid", "lvl", "text"), of("action", r"gains (\d+) blood\."))
def test_blood_action_cards_give_the_acting_vampire_their_blood(cid: str, lvl: int,
                                                                text: str) -> None:
    n = number(text, r"gains (\d+) blood\.")
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl, blood=1, base="tiberius")  # capacity 7 or more
    _act(t, actor, cid, lvl)
    assert t.g.blood[actor] == 1 + n


@pytest.mark.parametrize(("cid", "lvl", "text"), of("action", r"You gain (\d+) pool\."))
def test_pool_action_cards_give_their_pool(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"You gain (\d+) pool\.")
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl)
    _act(t, actor, cid, lvl)
    assert t.g.players[0].pool == 30 + n - cards()[cid].pool_cost


@pytest.mark.parametrize(("cid", "lvl", "text"), of("action", r"Burn (\d+) blood or life"))
def test_directed_action_cards_burn_the_chosen_minions_blood(cid: str, lvl: int,
                                                             text: str) -> None:
    n = number(text, r"Burn (\d+) blood or life")
    t = Table(2)
    card = cards()[cid]
    actor = vampire(t, 0, card, lvl)
    target = t.minion(1, "tiberius", blood=4)
    t.g.tapped.add(target)  # (so that he does not block)
    _act(t, actor, cid, lvl, target)
    assert t.g.blood[target] == 4 - n and t.g.blood[actor] == 3 - card.blood_cost


def _referendum(cid: str) -> Table:
    t = Table(3)
    card = cards()[cid]
    actor = t.minion(0, "caius-morrow" if card.sect == "sabbat" else "tiberius", blood=3)
    game = _act(t, actor, cid, 0)
    if pending(game).kind == "terms":
        pick(game, "terms", 1)
    pick(game, "called", "for")
    while pending(game).kind == "vote":
        pick(game, "done")
    return t


@pytest.mark.parametrize(("cid", "lvl", "text"), of("political", r"chosen Methuselah burns"))
def test_referendums_that_burn_the_chosen_methuselahs_pool(cid: str, lvl: int,
                                                           text: str) -> None:
    n = number(text, r"burns (\d+) pool")
    t = _referendum(cid)
    assert t.g.players[1].pool == 30 - n and t.g.players[2].pool == 30


@pytest.mark.parametrize(("cid", "lvl", "text"), of("political", r"chosen Methuselah gains"))
def test_referendums_that_give_the_chosen_methuselah_pool(cid: str, lvl: int,
                                                          text: str) -> None:
    n = number(text, r"gains (\d+) pool")
    t = _referendum(cid)
    assert t.g.players[1].pool == 30 + n and t.g.players[2].pool == 30


@pytest.mark.parametrize(("cid", "lvl", "text"), of("political", r"each Methuselah"))
def test_referendums_for_each_methuselah(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"(?:gains|burns) (\d+) pool")
    sign = 1 if "gains" in text else -1
    t = _referendum(cid)
    assert [p.pool for p in t.g.players][1:] == [30 + sign * n] * 2
    assert t.g.players[0].pool == 30 + sign * n - cards()[cid].pool_cost


def test_10_sect_and_title_requirements_of_political_cards_are_kept() -> None:
    t = Table(2)
    untitled = t.minion(0, "lupo", blood=3)
    sabbat = t.minion(0, "vesna-kral", blood=3)
    harpies, enforcement, tribunal = t.hand(0, "command-of-the-harpies",
                                            "masquerade-enforcement", "sabbat-tribunal")
    game = t.start()
    offered = {o.choice.args for o in pending(game).options}
    assert (untitled, "card", enforcement, 0) in offered
    assert (untitled, "card", harpies, 0) not in offered  # needs a title
    assert (sabbat, "card", enforcement, 0) not in offered  # Camarilla only
    assert (sabbat, "card", tribunal, 0) in offered and (untitled, "card", tribunal, 0) \
        not in offered


# -- permanents: allies, retainers, equipment, vampires (6.1.3-6.1.5, 1.5) --------------------

STATS = r"gets \+(\d+) (strength|bleed|stealth|intercept|vote)"


def _stats(text: str) -> dict[str, int]:
    return {k: int(n) for n, k in re.findall(STATS, text)}


@pytest.mark.parametrize("cid", sorted(c.id for c in cards().values()
                                       if c.type in ("ally", "retainer", "equipment")))
def test_permanents_come_into_play_with_their_life_and_numbers(cid: str) -> None:
    card = cards()[cid]
    t = Table(2)
    actor = vampire(t, 0, card, 0)
    before = {k: stat(t.g, actor, k + ("s" if k == "vote" else "")) for k in
              ("strength", "bleed", "stealth", "intercept", "vote")}
    _act(t, actor, cid, 0)
    g = t.g
    assert g.players[0].pool == 30 - card.pool_cost
    life = re.search(r"with (\d+) life", card.text)
    if card.type == "ally":
        assert cid_in(g.players[0].uncontrolled, g, cid)
        ally = next(i for i in g.players[0].uncontrolled if g.cards[i].cid == cid)
        assert life and g.blood[ally] == int(life.group(1))
        base = {"strength": 0, "bleed": 0}
        for k, n in _stats(card.text).items():
            assert stat(g, ally, k) == base.get(k, 0) + n
        return
    assert cid_in(g.attached[actor], g, cid)
    if life:
        item = next(i for i in g.attached[actor] if g.cards[i].cid == cid)
        assert g.blood[item] == int(life.group(1))
    for k, n in _stats(card.text).items():
        key = k + ("s" if k == "vote" else "")
        assert stat(g, actor, key) == before[k] + n


def cid_in(pile: list[int], g: object, cid: str) -> bool:
    return any(g.cards[i].cid == cid for i in pile)  # type: ignore[attr-defined]


@pytest.mark.parametrize("cid", sorted(c.id for c in cards().values()
                                       if c.type == "vampire" and c.text))
def test_vampires_with_text_have_their_numbers(cid: str) -> None:
    card = cards()[cid]
    t = Table(2)
    v = t.minion(0, cid, blood=1)
    k, n = re.fullmatch(r"\+(\d+) (\w+)\.", card.text).group(2, 1)  # type: ignore[union-attr]
    assert stat(t.g, v, k) == {"strength": 1, "bleed": 1}.get(k, 0) + int(n)


# -- master cards (1.6.2, 5) ---------------------------------------------------------------

@pytest.mark.parametrize("cid", sorted(c.id for c in cards().values() if c.type == "master"
                                       and "Out-of-turn" not in c.text))
def test_master_cards(cid: str) -> None:
    card = cards()[cid]
    t = Table(2)
    clan = {"brujah": "lupo", "ventrue": "thomas", "toreador": "lila-moreau",
            "nosferatu": "nik", "tremere": "petra-ilic", "malkavian": "tess-ormond"}
    v = t.minion(0, clan.get(card.clan, "lila-moreau"), blood=1)
    c, = t.hand(0, cid)
    cap = t.g.capacity(v)
    game = t.start("master")
    targeted = card.discipline or "on one of your ready vampires" in card.text
    pick(game, "master", c, *((v,) if targeted else ()))
    g = t.g
    if card.discipline:
        assert g.capacity(v) == cap + 1 and g.level(v, card.discipline) >= 1
    elif "Location" in card.text:
        assert c in g.players[0].play and g.players[0].pool == 30 - card.pool_cost
        t2 = Table(2)
        t2.g.players[0].play.append(t2.new(0, cid))
        t2.start("untap")  # during its controller's untap phase
        assert t2.g.players[0].pool == 30 + number(card.text, r"gain (\d+) pool")
    elif "gain" in card.text and "pool" in card.text:
        assert g.players[0].pool == 30 - card.pool_cost + number(card.text, r"gain (\d+) pool")
    else:
        assert g.blood[v] == min(g.capacity(v), 1 + number(card.text, r"Put (\d+) blood"))
    assert c not in g.players[0].hand


def test_1_6_1_3_a_clan_master_card_needs_a_ready_vampire_of_the_clan() -> None:
    t = Table(2)
    t.minion(0, "lila-moreau", blood=1)
    rally, = t.hand(0, "brujah-rally")
    game = t.start("master")
    assert game.pending is None or all(o.choice.args[:1] != (rally,)
                                       for o in pending(game).options)
