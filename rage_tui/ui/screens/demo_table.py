"""The table of a rules demo as Rich text, built from the engine's views.

A demo hides nothing from its audience, so besides the spectator's view of the table it shows
each seat's hands (taken from that seat's own view). Used by the demo viewer.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from rage_tui.i18n import N_, _, render
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import CombatView, CreatureView, SeatView, View
from rage_tui.ui.describe import combat_kind, frenzy_words, side_name, step_name

PHASE_WORDS = {"redraw": N_("Redraw Phase"), "regeneration": N_("Regeneration Phase"),
               "resource": N_("Resource Phase"), "umbra": N_("Umbra Phase"),
               "moot": N_("Moot Phase"), "combat": N_("Combat Phase"),
               "end": N_("end of the turn")}
SIDE_STYLE = {"gaia": "green", "wyrm": "magenta", "rogue": "yellow"}


def _name(defs: Mapping[str, CardDef], cid: str | None) -> str:
    if cid is None:
        return _("a face-down card")
    card = defs.get(cid)
    return card.name if card is not None else cid


def _names(defs: Mapping[str, CardDef], cids: tuple[str, ...] | list[str]) -> str:
    return ", ".join(_name(defs, c) for c in cids) or _("none")


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
    out.append(f" ({render(cv.form)})", style="red" if cv.crinos else "cyan")
    out.append(f" R{cv.rage}")
    if cv.card_rage != cv.rage:
        out.append(" " + _("(plays as {n})").format(n=cv.card_rage), style="yellow")
    out.append(f" G{cv.gnosis} H{cv.health}, " + _("Renown {n}").format(n=cv.renown))
    if cv.damage:
        parts = ", ".join((_("{card} {n} agg") if d.aggravated else _("{card} {n}")).format(
            card=_name(defs, d.cid), n=d.value) for d in cv.damage)
        out.append(f"\n{indent}    " + _("damage {n}/{health}: {cards}").format(
            n=cv.total_damage, health=cv.health, cards=parts), style="red")
    extras = []
    if cv.attached:
        extras.append(_("with {cards}").format(cards=_names(defs, cv.attached)))
    if cv.umbra:
        extras.append(_("in both worlds") if cv.physical else _("in the Umbra"))
    if cv.frenzy:
        extras.append(frenzy_words(cv.frenzy))
    if extras:
        out.append(f"\n{indent}    " + "; ".join(extras), style="dim")
    return out


def _seat_text(sv: SeatView, own: SeatView | None, defs: Mapping[str, CardDef]) -> Text:
    out = Text()
    out.append(sv.name, style=f"bold {SIDE_STYLE.get(sv.allegiance, '')}".strip())
    out.append(f"  {side_name(sv.allegiance)} · " + _("{n} VP").format(n=sv.vp))
    if sv.out:
        out.append("  " + _("(out of the game)"), style="red")
    for cv in sv.pack:
        out.append("\n")
        out.append_text(creature_text(cv, defs))
    if not sv.pack:
        out.append("\n    " + _("(no creatures)"), style="dim")
    if sv.resources:
        out.append("\n    " + _("resources: {cards}").format(cards=_names(defs, sv.resources)),
                   style="dim")
    if sv.victory:
        won = ", ".join(_name(defs, c) for c in sv.victory)
        out.append("\n    " + _("victory pile: {cards}").format(cards=won), style="green")
    hand = own if own is not None else sv
    if hand.sept_hand is not None and hand.combat_hand is not None:
        out.append("\n    " + _("sept hand: {cards}").format(
            cards=_names(defs, [c for _i, c in hand.sept_hand])), style="italic")
        out.append("\n    " + _("combat hand: {cards}").format(
            cards=_names(defs, [c for _i, c in hand.combat_hand])), style="italic")
    else:
        out.append("\n    " + _("holds {sept} sept and {combat} combat cards").format(
            sept=sv.sept_hand_count, combat=sv.combat_hand_count), style="italic")
    return out


def _combat_text(view: View, cv: CombatView, defs: Mapping[str, CardDef]) -> Text:
    def who(iid: int) -> str:
        c = view.creature(iid)
        return c.name if c is not None else f"#{iid}"

    out = Text()
    out.append(_("Combat"), style="bold red")
    out.append(" " + _("({kind}), round {n}, {step}").format(
        kind=combat_kind(cv.kind), n=cv.round, step=step_name(cv.step)) + "\n")
    out.append("  " + _("attackers: {names}").format(
        names=", ".join(who(i) for i in cv.attackers) or _("none")) + "\n")
    out.append("  " + _("defenders: {names}").format(
        names=", ".join(who(i) for i in cv.defenders) or _("none")))
    for s in cv.slots:
        card = _("a face-down card") if s.face_down and s.cid is None else (
            _name(defs, s.cid) if s.cid is not None else _("nothing"))
        if s.target is not None:
            line = _("{creature}: {card} at {target}").format(
                creature=who(s.creature), card=card, target=who(s.target))
        else:
            line = f"{who(s.creature)}: {card}"
        line = "\n  " + line
        out.append(line)
    return out


def table_text(view: View, views: Mapping[int, View], defs: Mapping[str, CardDef]) -> Text:
    """The whole table: where the game stands, any combat, every pack, the Hunting Grounds.
    Creatures read "name (form) R<rage> G<gnosis> H<health>, Renown n"."""
    out = Text()
    if view.turn <= 0 and not view.seats:
        return Text(_("(the demo did not start)"), style="dim")
    out.append(_("Turn {n}").format(n=view.turn), style="bold")
    phase = PHASE_WORDS.get(view.phase)
    out.append(f" · {_(phase) if phase is not None else view.phase}")
    if view.step:
        out.append(f" · {step_name(render(view.step))}")
    level = view.renown_level
    out.append(" · " + (_("first to {n} VP").format(n=level) if level is not None
                        else _("no renown level")), style="dim")
    if view.over:
        out.append("\n" + _("Game over: {result}").format(result=render(view.result)),
                   style="bold green")
    if view.combat is not None:
        out.append("\n\n")
        out.append_text(_combat_text(view, view.combat, defs))
    for sv in view.seats:
        own_view = views.get(sv.seat)
        own = own_view.seats[sv.seat] if own_view is not None and own_view.seats else None
        out.append("\n\n")
        out.append_text(_seat_text(sv, own, defs))
    if view.hunting:
        out.append("\n\n" + _("Hunting Grounds"), style="bold")
        for cv in view.hunting:
            out.append("\n")
            out.append_text(creature_text(cv, defs))
    return out
