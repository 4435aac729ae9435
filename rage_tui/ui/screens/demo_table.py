"""The table of a rules demo as Rich text, built from the engine's views.

A demo hides nothing from its audience, so besides the spectator's view of the table it shows
each seat's hands (taken from that seat's own view). Used by the demo viewer.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import CombatView, CreatureView, SeatView, View

PHASE_WORDS = {"redraw": "Redraw Phase", "regeneration": "Regeneration Phase",
               "resource": "Resource Phase", "umbra": "Umbra Phase", "moot": "Moot Phase",
               "combat": "Combat Phase", "end": "end of the turn"}
SIDE_STYLE = {"gaia": "green", "wyrm": "magenta", "rogue": "yellow"}


def _name(defs: Mapping[str, CardDef], cid: str | None) -> str:
    if cid is None:
        return "a face-down card"
    card = defs.get(cid)
    return card.name if card is not None else cid


def _names(defs: Mapping[str, CardDef], cids: tuple[str, ...] | list[str]) -> str:
    return ", ".join(_name(defs, c) for c in cids) or "none"


def creature_text(cv: CreatureView, defs: Mapping[str, CardDef], indent: str = "  ") -> Text:
    """One creature: name, form, stats, damage and what is attached to it."""
    out = Text(indent)
    if cv.dead:
        out.append("✝ ", style="red")
    elif cv.alpha:
        out.append("★ ", style="bold yellow")
    else:
        out.append("  ")
    out.append(cv.name, style="bold strike" if cv.dead else "bold")
    out.append(f" ({cv.form})", style="red" if cv.crinos else "cyan")
    out.append(f" R{cv.rage}")
    if cv.card_rage != cv.rage:
        out.append(f" (plays as {cv.card_rage})", style="yellow")
    out.append(f" G{cv.gnosis} H{cv.health}, Renown {cv.renown}")
    if cv.damage:
        parts = ", ".join(f"{_name(defs, d.cid)} {d.value}{' agg' if d.aggravated else ''}"
                          for d in cv.damage)
        out.append(f"\n{indent}    damage {cv.total_damage}/{cv.health}: {parts}", style="red")
    extras = []
    if cv.attached:
        extras.append("with " + _names(defs, cv.attached))
    if cv.umbra:
        extras.append("in both worlds" if cv.physical else "in the Umbra")
    if cv.frenzy:
        extras.append(f"{cv.frenzy} frenzy")
    if extras:
        out.append(f"\n{indent}    " + "; ".join(extras), style="dim")
    return out


def _seat_text(sv: SeatView, own: SeatView | None, defs: Mapping[str, CardDef]) -> Text:
    out = Text()
    out.append(sv.name, style=f"bold {SIDE_STYLE.get(sv.allegiance, '')}".strip())
    out.append(f"  {sv.allegiance.title()} · {sv.vp} VP")
    if sv.out:
        out.append("  (out of the game)", style="red")
    for cv in sv.pack:
        out.append("\n")
        out.append_text(creature_text(cv, defs))
    if not sv.pack:
        out.append("\n    (no creatures)", style="dim")
    if sv.resources:
        out.append(f"\n    resources: {_names(defs, sv.resources)}", style="dim")
    if sv.victory:
        won = ", ".join("a face-down card" if c is None else _name(defs, c)
                        for c in sv.victory)
        out.append(f"\n    victory pile: {won}", style="green")
    hand = own if own is not None else sv
    if hand.sept_hand is not None and hand.combat_hand is not None:
        out.append(f"\n    sept hand: {_names(defs, [c for _, c in hand.sept_hand])}",
                   style="italic")
        out.append(f"\n    combat hand: {_names(defs, [c for _, c in hand.combat_hand])}",
                   style="italic")
    else:
        out.append(f"\n    holds {sv.sept_hand_count} sept and {sv.combat_hand_count} combat "
                   "cards", style="italic")
    return out


def _combat_text(view: View, cv: CombatView, defs: Mapping[str, CardDef]) -> Text:
    def who(iid: int) -> str:
        c = view.creature(iid)
        return c.name if c is not None else f"#{iid}"

    out = Text()
    out.append("Combat", style="bold red")
    out.append(f" ({cv.kind}), round {cv.round}, {cv.step}\n")
    out.append("  attackers: " + (", ".join(who(i) for i in cv.attackers) or "none") + "\n")
    out.append("  defenders: " + (", ".join(who(i) for i in cv.defenders) or "none"))
    for s in cv.slots:
        card = "a face-down card" if s.face_down and s.cid is None else (
            _name(defs, s.cid) if s.cid is not None else "nothing")
        line = f"\n  {who(s.creature)}: {card}"
        if s.target is not None:
            line += f" at {who(s.target)}"
        out.append(line)
    return out


def table_text(view: View, views: Mapping[int, View], defs: Mapping[str, CardDef]) -> Text:
    """The whole table: where the game stands, any combat, every pack, the Hunting Grounds.
    Creatures read "name (form) R<rage> G<gnosis> H<health>, Renown n"."""
    out = Text()
    if view.turn <= 0 and not view.seats:
        return Text("(the demo did not start)", style="dim")
    out.append(f"Turn {view.turn}", style="bold")
    out.append(f" · {PHASE_WORDS.get(view.phase, view.phase)}")
    if view.step:
        out.append(f" · {view.step}")
    level = view.renown_level
    out.append(f" · first to {level} VP" if level is not None else " · no renown level",
               style="dim")
    if view.over:
        out.append(f"\nGame over: {view.result}", style="bold green")
    if view.combat is not None:
        out.append("\n\n")
        out.append_text(_combat_text(view, view.combat, defs))
    for sv in view.seats:
        own_view = views.get(sv.seat)
        own = own_view.seats[sv.seat] if own_view is not None and own_view.seats else None
        out.append("\n\n")
        out.append_text(_seat_text(sv, own, defs))
    if view.hunting:
        out.append("\n\nHunting Grounds", style="bold")
        for cv in view.hunting:
            out.append("\n")
            out.append_text(creature_text(cv, defs))
    return out
