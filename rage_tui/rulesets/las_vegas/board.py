"""Reading and changing the board: a character's figures in its current form (with what its
attached cards add), the Umbral chart, wounds, Crinos flips, kills, Victory Piles and the
winner. Procedures call these; cards' effects call them through the effect language."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.rulesets.las_vegas.cards import ENEMY, GAROU, GIFT, VICTIM, LVCard
from rage_tui.rulesets.las_vegas.state import UMBRA_MAX, Char, LVState

UMBRA_RULE: Final = "LV The Umbra: the state of the Umbra"
KILL_RULE: Final = "LV Combat: End of Combat"
WIN_RULE: Final = "LV Winning the Game"


# -- figures -----------------------------------------------------------------------------
def bonus(g: LVState, iid: int, stat: str) -> int:
    """What the cards attached to ``iid``, its pack's Totem and active rites, and the Long
    Events in play (for every character) add to ``stat`` (their ``static`` ``bonus``
    effects)."""
    c = g.chars.get(iid)
    if c is None:
        return 0
    sources = c.attached + g.long_events
    if c.owner >= 0:
        p = g.player(c.owner)
        sources += p.totem + p.rites
    total = 0
    for src in sources:
        for spec in g.card(src).effects:
            if spec.when == "static" and spec.do == "bonus" and spec.param("stat") == stat:
                total += int(spec.param("amount", 1))
    return total


def side_value(card: LVCard, crinos: bool, stat: str) -> int:
    """The printed ``stat`` (rage, gnosis, health) of the side face up."""
    base: int = getattr(card, stat)
    if crinos and card.two_sided:
        value = getattr(card, f"crinos_{stat}")
        return base if value is None else int(value)
    return base


def figure(g: LVState, iid: int, stat: str) -> int:
    """``stat`` of character ``iid`` now: the face-up side plus bonuses (never below 0)."""
    c = g.chars[iid]
    return max(0, side_value(g.card(iid), c.crinos, stat) + bonus(g, iid, stat))


def renown(g: LVState, iid: int) -> int:
    """A character's Renown (its votes, its place in the alpha order)."""
    return max(0, g.card(iid).renown + bonus(g, iid, "renown"))


def death_at(g: LVState, iid: int) -> int:
    """The wounds that kill ``iid``: its Crinos Health (a Breed-form shapeshifter flips
    first), else its Health."""
    card = g.card(iid)
    return max(0, side_value(card, True, "health") + bonus(g, iid, "health"))


def is_garou(card: LVCard) -> bool:
    """A Garou card (shapeshifters of other kinds carry the keyword ``alternate``)."""
    return card.kind == GAROU


def can_vote(g: LVState, iid: int) -> bool:
    """Only Garou vote; not alternate shapeshifters, Spirits, Allies, regenerating Garou or
    Garou in the Umbra (seed, Resolution Phase, The Umbra), and only once a turn."""
    card = g.card(iid)
    c = g.chars[iid]
    return (is_garou(card) and "alternate" not in card.keywords and c.regen == 0
            and not c.umbra and not c.voted)


def umbra_level(g: LVState) -> int:
    """The level (1-5) of the Umbral marker: five points a level."""
    return (g.umbra - 1) // 5 + 1


def move_umbra(g: LVState, points: int, why: str) -> None:
    """Move the Umbral marker by ``points`` (it cannot leave the chart)."""
    new = min(UMBRA_MAX, max(1, g.umbra + points))
    if new == g.umbra:
        return
    g.umbra = new
    g.emit(event("umbra", "The Umbral marker moves to {point} (level {level}): {why}",
                 {"point": new, "level": umbra_level(g), "why": why}, UMBRA_RULE,
                 point=new, level=umbra_level(g)))


def frenzy_number(g: LVState, iid: int) -> int:
    """Combat cards a frenzy draws: the printed Frenzy plus the Umbral chart's (level 3: +1,
    levels 4 and 5: +2, L11); a Garou cannot frenzy at level 1."""
    card = g.card(iid)
    if not is_garou(card):
        return card.frenzy
    level = umbra_level(g)
    if level == 1:
        return 0
    return card.frenzy + {3: 1, 4: 2, 5: 2}.get(level, 0)


def trigger_damage(g: LVState, iid: int) -> int:
    """Wounds in one round that make a Garou frenzy, from its base Crinos (or Metis) Health:
    7+ gives 3, 4-6 gives 2, 1-3 gives 1; level 5 of the Umbra lowers it by 1."""
    card = g.card(iid)
    base = card.crinos_health if card.crinos_health is not None else card.health
    trig = 3 if base >= 7 else 2 if base >= 4 else 1
    if umbra_level(g) == 5:
        trig -= 1
    return max(1, trig)


# -- wounds and kills ----------------------------------------------------------------------
def wound(g: LVState, iid: int, n: int, killer: int | None, rule: str) -> bool:
    """Give ``iid`` ``n`` wounds; a shapeshifter in Breed form whose wounds reach its Health
    flips to Crinos, any other dies at its Health. ``killer``: the seat whose character dealt
    them (``None``: an Enemy, a Victim or no one). Returns whether it died."""
    if n <= 0 or iid not in g.chars:
        return False
    c = g.chars[iid]
    c.wounds += n
    g.emit(event("wounded", "{card} takes {n} wound(s) ({total} in all)",
                 {"card": g.name(iid), "n": n, "total": c.wounds}, rule, card=iid, n=n,
                 total=c.wounds))
    card = g.card(iid)
    if card.two_sided and not c.crinos and c.wounds >= figure(g, iid, "health"):
        flip_crinos(g, iid, "LV Combat: Apply Any Damage (flip to Crinos)")
    if c.wounds >= death_at(g, iid):
        kill(g, iid, killer)
        return True
    return False


def flip_crinos(g: LVState, iid: int, rule: str) -> None:
    """Turn a shapeshifter to its Crinos side."""
    c = g.chars[iid]
    if c.crinos or not g.card(iid).two_sided:
        return
    c.crinos = True
    g.emit(event("crinos", "{card} shifts to Crinos form", {"card": g.name(iid)}, rule,
                 card=iid))


def heal(g: LVState, iid: int, n: int, rule: str) -> None:
    """Remove up to ``n`` wounds from ``iid``."""
    c = g.chars.get(iid)
    if c is None or c.wounds == 0:
        return
    healed = min(n, c.wounds)
    c.wounds -= healed
    g.emit(event("healed", "{card} heals {n} wound(s)", {"card": g.name(iid), "n": healed},
                 rule, card=iid, n=healed))


def discard_attached(g: LVState, c: Char) -> None:
    """Every card attached to ``c`` (and its rite) goes to its owner's discard pile."""
    for a in [*c.attached, *([c.rite] if c.rite is not None else [])]:
        g.player(g.cards[a].owner).sept_discard.append(a)
    c.attached.clear()
    c.rite = None
    c.rite_left = 0


def kill(g: LVState, iid: int, killer: int | None) -> None:
    """``iid`` dies: into the Victory Pile of the seat ``killer``, or out of the game when an
    Enemy, a Victim or no one killed it; its attached cards are discarded; the Umbra moves."""
    _kill(g, iid, -1 if killer is None else killer)


def _kill(g: LVState, iid: int, killer_seat: int) -> None:
    c = g.chars.pop(iid)
    card = g.card(iid)
    discard_attached(g, c)
    if c.owner >= 0:
        g.player(c.owner).pack.remove(iid)
    else:
        g.hunting.remove(iid)
    if iid in g.alphas:
        g.alphas.remove(iid)
    if killer_seat >= 0:
        g.player(killer_seat).victory.append(iid)
        g.emit(event("killed", "{card} is killed; {player} scores it",
                     {"card": g.name(iid), "player": g.player(killer_seat).name}, KILL_RULE,
                     card=iid, seat=killer_seat, renown=worth(g, iid)))
    else:
        g.removed.append(iid)
        g.emit(event("removed", "{card} is killed and removed from the game",
                     {"card": g.name(iid)}, KILL_RULE, card=iid))
    if card.kind == ENEMY and "wyrm" in card.keywords:
        move_umbra(g, -1, "a Wyrm Enemy is killed")
    elif "spirit" in card.keywords and "corrupt" not in card.keywords:
        move_umbra(g, 1, "a Spirit that is not corrupt is killed")
    elif is_garou(card) and "wyrm" not in card.keywords:
        move_umbra(g, 1, "a Garou that is not of the Wyrm is killed")
    check_winner(g)


def worth(g: LVState, iid: int) -> int:
    """What a card in a Victory Pile scores (a Victim scores 0 unless its card says)."""
    card = g.card(iid)
    if card.kind == VICTIM:
        return sum(int(s.param("amount", 0)) for s in card.effects if s.do == "worth")
    return card.renown


def score(g: LVState, seat: int) -> int:
    """The Renown of a seat's Victory Pile."""
    return sum(worth(g, i) for i in g.player(seat).victory)


def check_winner(g: LVState) -> None:
    """A seat at or over the Renown level wins; of two or more over it, the highest; a tie
    at the top plays on (seed, Winning the Game)."""
    if g.over:
        return
    over = [(score(g, s), s) for s in range(g.n_seats) if score(g, s) >= g.renown_level]
    if not over:
        return
    over.sort(reverse=True)
    if len(over) > 1 and over[0][0] == over[1][0]:
        g.emit(event("tie", "Two or more packs are over the Renown level with {score}: play "
                     "goes on", {"score": over[0][0]}, WIN_RULE, score=over[0][0]))
        return
    end_game(g, over[0][1], WIN_RULE)


def end_game(g: LVState, winner: int | None, rule: str) -> None:
    """The game is over; ``winner`` (``None``: nobody) wins."""
    g.over = True
    g.winner = winner
    if winner is None:
        g.result = "undecided"
        g.emit(event("game-over", "The game ends undecided", None, rule))
        return
    g.result = f"{g.player(winner).name} wins"
    g.emit(event("game-over", "{player} wins with {score} Renown (level {level})",
                 {"player": g.player(winner).name, "score": score(g, winner),
                  "level": g.renown_level}, rule, seat=winner, score=score(g, winner)))


def gifts_of(g: LVState, iid: int) -> list[int]:
    """The Gifts attached to ``iid``."""
    return [a for a in g.chars[iid].attached if g.card(a).kind == GIFT]


def used_gnosis(g: LVState, iid: int) -> int:
    """The Gnosis taken by ``iid``'s attached cards and rite in progress."""
    c = g.chars[iid]
    cards = c.attached + ([c.rite] if c.rite is not None else [])
    return sum(g.card(a).gnosis_cost for a in cards)


def seat_after(g: LVState, seat: int) -> int:
    """The next seat clockwise (to the left) that is still in the game."""
    order = [s for s in g.order if not g.player(s).out or s == seat]
    return order[(order.index(seat) + 1) % len(order)]


def clockwise_from(g: LVState, seat: int) -> list[int]:
    """Seats still in, clockwise from ``seat`` (included when in)."""
    order = g.order
    i = order.index(seat)
    return [s for s in order[i:] + order[:i] if not g.player(s).out]
