"""Hints on the deciding seat's own choices: which face-down cards would be a bluff or illegal,
and which equipment its creature could not use.

Only ever computed for the decision of the seat at the keyboard, about its own cards and its
own creature (whose stats are public), and shown only in that seat's prompt.
"""

from __future__ import annotations

from rage_tui.engine.choices import Decision
from rage_tui.i18n import _, render
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.bluffs import illegal_reason
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_state import NULL, Slot
from rage_tui.rulesets.rage1995.state import GameState


def option_hints(g: GameState, d: Decision) -> list[str | None]:
    """One hint (or None) per option of ``d``, for the eyes of ``d.seat`` only."""
    out: list[str | None] = []
    for opt in d.options:
        hint = None
        try:
            if d.kind == "commit" and opt.choice.kind == "commit" and d.about is not None:
                hint = _commit_hint(g, d.seat, d.about, int(opt.choice.args[0]))
            elif opt.choice.kind == "play" and len(opt.choice.args) == 2:
                hint = _equip_hint(g, int(opt.choice.args[0]), int(opt.choice.args[1]))
        except (KeyError, IndexError, ValueError, AttributeError):
            hint = None
        out.append(hint)
    return out


def is_bluff(hint: str) -> bool:
    """Whether a hint of :func:`option_hints` warns of a bluff (shown in another colour)."""
    return hint.startswith(_("bluff: needs Rage {need}, {creature} has {have}").split("{")[0])


def _commit_hint(g: GameState, seat: int, creature: int, card: int) -> str | None:
    if card == NULL or g.combat is None or creature not in g.creatures:
        return None
    found = illegal_reason(g, g.combat, Slot(creature, seat, card))
    if found is not None:
        reason = render(found)
        name = g.name(card)
        if reason.startswith(name + " "):
            reason = reason[len(name) + 1:]
        reason = reason.split(";")[0]
        return _("illegal: {reason}").format(
            reason=reason[3:] if reason.startswith("is ") else reason)
    c = g.creatures[creature]
    need = g.card(card).rage_req
    have = cr.card_rage(g, c)
    if need is not None and need > have:
        return _("bluff: needs Rage {need}, {creature} has {have}").format(
            need=need, creature=g.name(creature), have=have)
    return None


def _equip_hint(g: GameState, card: int, target: int) -> str | None:
    item = g.card(card)
    c = g.creatures.get(target)
    if item.type != CardType.EQUIPMENT or c is None:
        return None
    form = cr.form(g, c)
    if item.forms_req and form not in item.forms_req:
        return _("cannot be used now: needs {forms} form, {creature} is in {form} form"
                 ).format(forms=_(" or ").join(sorted(item.forms_req)),
                          creature=g.name(target), form=form)
    return None
