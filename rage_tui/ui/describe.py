"""Words and Rich text for what a :class:`~rage_tui.engine.view.View` holds.

Everything here reads a view (never the game state), so the screen can only show what the
viewing seat may know.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rich.text import Text

from rage_tui.engine.events import Event
from rage_tui.i18n import language, render
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import CombatView, CreatureView, SeatView, View

PHASES = {"setup": "Setup", "redraw": "Redraw Phase", "regeneration": "Regeneration Phase",
          "resource": "Resource Phase", "umbra": "Umbra Phase", "moot": "Moot Phase",
          "combat": "Combat Phase"}
STEP_WORDS = {"play-card": "play-card step (face down)", "targeting": "targeting step",
              "beginning of combat": "beginning of combat", "withdrawal": "withdrawal step",
              "between rounds": "between rounds"}
ALLEGIANCE_STYLE = {"gaia": "green", "wyrm": "magenta", "rogue": "yellow"}
HIDDEN_STEPS = ("play-card", "targeting")


_YOU_VERB = re.compile(r"\bYou (\w+)\b")
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do"}


def _you_verb(m: re.Match[str]) -> str:
    word = m.group(1)
    if word in _IRREGULAR:
        return f"You {_IRREGULAR[word]}"
    if len(word) > 3 and word.endswith("ies"):
        return f"You {word[:-3]}y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return f"You {word[:-2]}"
    if len(word) > 2 and word.endswith("s") and not word.endswith(("ss", "us")):
        return f"You {word[:-1]}"
    return m.group(0)


def you_grammar(text: object) -> str:
    """Engine text names players in the third person ("Bram puts ..."); for a player named
    "You" the verb must agree: "You has chosen" -> "You have chosen", "You puts" -> "You put",
    "You's" -> "Your". Other languages choose the reader's forms in their catalogue."""
    text = render(text)
    if "You" not in text or language() != "en":
        return text
    return _YOU_VERB.sub(_you_verb, text.replace("You's ", "Your "))


def card_name(defs: Mapping[str, CardDef], cid: str | None) -> str:
    """The printed name of a card id."""
    if cid is None:
        return "a face-down card"
    card = defs.get(cid)
    return card.name if card is not None else cid


def phase_name(phase: str) -> str:
    """A phase id in words."""
    return PHASES.get(phase, phase.replace("-", " ").title())


def phase_text(view: View, names: Mapping[int, str], deciding: str) -> Text:
    """The phase and step bar."""
    out = Text()
    if view.over:
        out.append("Game over", style="bold")
        out.append(f" · {view.result}")
        return out
    out.append(f"Turn {view.turn}", style="bold")
    out.append(" · ")
    out.append(phase_name(view.phase), style="bold cyan")
    if view.step:
        out.append(f" · {view.step}")
    if view.combat is not None:
        out.append(f" · {STEP_WORDS.get(view.combat.step, view.combat.step)}")
    out.append(" · deciding: ")
    out.append(deciding, style="bold yellow")
    level = view.renown_level
    out.append(f" · first to {level} VP" if level is not None else " · no renown level")
    return out


def stats_text(cv: CreatureView) -> str:
    """Rage, Gnosis and Health, with damage."""
    dmg = cv.total_damage
    health = f"H{cv.health}" + (f" dmg {dmg}" if dmg else "")
    return f"R{cv.rage} G{cv.gnosis} {health}"


def creature_line(cv: CreatureView, defs: Mapping[str, CardDef], indent: str = "  ") -> Text:
    """One creature on one line: alpha mark, name, form, stats, attachments, where it is."""
    out = Text(indent)
    out.append("★ " if cv.alpha else "  ", style="bold yellow")
    style = "strike dim" if cv.dead else "bold"
    out.append(cv.name, style=style)
    out.append(f"  {cv.form}", style="cyan" if cv.crinos else "")
    out.append(f"  {stats_text(cv)}")
    if cv.damage:
        aggr = sum(1 for d in cv.damage if d.aggravated)
        out.append(f" ({len(cv.damage)} card{'s' if len(cv.damage) != 1 else ''}"
                   + (f", {aggr} aggravated" if aggr else "") + ")", style="red")
    where = []
    if cv.umbra and not cv.physical:
        where.append("Umbra")
    elif cv.umbra:
        where.append("both worlds")
    if cv.frenzy:
        where.append(f"{cv.frenzy} frenzy")
    if cv.bound:
        where.append("bound")
    if where:
        out.append("  [" + ", ".join(where) + "]", style="magenta")
    if cv.attached:
        out.append("  + " + ", ".join(card_name(defs, a) for a in cv.attached), style="green")
    return out


def hand_counts(sv: SeatView, combat_hidden: bool) -> str:
    """Hand and deck sizes of a seat (sept/combat)."""
    combat = "?" if combat_hidden else str(sv.combat_hand_count)
    return (f"hands {sv.sept_hand_count}/{combat} · "
            f"decks {sv.sept_deck_count}/{sv.combat_deck_count}")


def player_label(name: str, kind: str) -> str:
    """A seat's name with who plays it ("Bram (greedy bot)"), once even when the name
    already says it ("Bram (greedy)")."""
    if kind == "human" or f"({kind}" in name:
        return name
    return f"{name} ({kind} bot)"


def seat_header(sv: SeatView, view: View, kind: str, combat_hidden: bool) -> Text:
    """The line above a pack: name, allegiance, who plays it, VP, hand and deck sizes."""
    out = Text()
    style = ALLEGIANCE_STYLE.get(sv.allegiance, "white")
    if sv.seat == view.waiting_for:
        out.append("▶ ", style="bold yellow")
    out.append(f"{sv.name}", style=f"bold {style}")
    who = "" if kind == "human" or f"({kind}" in sv.name else f", {kind} bot"
    out.append(f" ({sv.allegiance.title()}{who})")
    level = view.renown_level
    vp = f"{sv.vp}/{level}" if level is not None else str(sv.vp)
    out.append(f" VP {vp}", style="bold")
    out.append(f" · {hand_counts(sv, combat_hidden)}", style="dim")
    if sv.out:
        out.append(" · OUT", style="bold red")
    return out


def seat_extras(sv: SeatView, defs: Mapping[str, CardDef]) -> list[Text]:
    """Resources and the victory pile of a seat."""
    lines = []
    if sv.resources:
        lines.append(Text("    resources: " + ", ".join(card_name(defs, r) for r in sv.resources),
                          style="green"))
    if sv.victory:
        names = [card_name(defs, v) if v is not None else "a face-down card" for v in sv.victory]
        lines.append(Text("    victory pile: " + ", ".join(names), style="yellow"))
    return lines


def combat_hidden_for(view: View, seat: int) -> bool:
    """Whether a seat's combat hand size is hidden right now (it would tell whether a real
    card or a null card went face down)."""
    cv = view.combat
    if cv is None or cv.step not in HIDDEN_STEPS or seat == view.seat:
        return False
    if seat == cv.prey_seat or any(s.seat == seat for s in cv.slots):
        return True
    for iid in (*cv.attackers, *cv.defenders):
        c = view.creature(iid)
        if c is not None and c.controller == seat:
            return True
    return False


#: What became of a revealed card, by the kind of public event that says so.
MISSES = {"dodged": "dodged", "blocked": "blocked", "no-damage": "no damage",
          "no-target": "no target", "prevented": "stopped"}
GOOD = {"lands", "hits", "bluff lands"}


def round_outcomes(events: Sequence[Event]) -> dict[int, str]:
    """What the card of each creature did in the latest combat round, by creature, read
    from the structured fields of the round's public events (never their text): "illegal",
    "bluff fails", "bluff lands", "hits", "dodged", "blocked" ... A creature whose card has
    not done anything yet is left out."""
    start = max((i for i, e in enumerate(events) if e.kind == "round"), default=-1)
    out: dict[int, str] = {}
    by_card: dict[int, int] = {}
    for e in events[start + 1:]:
        if e.kind == "revealed":
            for creature, card, _target in e.get("slots", ()) or ():
                by_card[card] = creature
        elif e.kind == "illegal":
            out[e.get("creature")] = "illegal"
        elif e.kind == "bluff":
            out[e.get("creature")] = "bluff lands" if e.get("lands") else "bluff fails"
        elif e.kind == "damage" and e.get("card") in by_card:
            out[by_card[e.get("card")]] = "hits"
        elif e.kind in MISSES and e.get("card") in by_card:
            creature = by_card[e.get("card")]
            if out.get(creature) != "hits":
                out[creature] = MISSES[e.kind]
    return out


def combat_lines(view: View, defs: Mapping[str, CardDef],
                 outcomes: Mapping[int, str] | None = None) -> list[tuple[Text, int | None]]:
    """The combat in progress: each fighter with its card (or a face-down card) and target."""
    cv: CombatView | None = view.combat
    if cv is None:
        return []
    out: list[tuple[Text, int | None]] = []
    head = Text(f"Combat ({cv.kind}) · round {cv.round} · "
                f"{STEP_WORDS.get(cv.step, cv.step)}", style="bold red")
    out.append((head, None))
    slots = {s.creature: s for s in cv.slots}
    for side, members in (("attacking", cv.attackers), ("defending", cv.defenders)):
        for iid in members:
            c = view.creature(iid)
            if c is None:
                continue
            line = Text(f"  {side}: ", style="dim")
            line.append(c.name, style="bold")
            s = slots.get(iid)
            if s is not None:
                if s.cid is not None:
                    mine = s.face_down and s.seat == view.seat
                    line.append(f"  {card_name(defs, s.cid)}", style="bold cyan")
                    if mine:
                        line.append(" (yours, face down)", style="dim")
                elif s.face_down and s.seat == view.seat:
                    line.append("  a null card", style="bold cyan")
                    line.append(" (yours, face down)", style="dim")
                elif s.face_down:
                    line.append("  [face-down card]", style="bold white on blue")
                else:
                    line.append("  no card", style="dim")
                if s.target is not None:
                    t = view.creature(s.target)
                    line.append(f" → {t.name if t else '?'}")
                outcome = (outcomes or {}).get(iid) if not s.face_down else None
                if outcome:
                    line.append(f"  {outcome}", style="green" if outcome in GOOD else "red")
            out.append((line, iid))
    return out


def hunting_lines(view: View, defs: Mapping[str, CardDef]) -> list[tuple[Text, int | None]]:
    """The Hunting Grounds, physical world and Umbra."""
    physical = [c for c in view.hunting if c.physical]
    umbra = [c for c in view.hunting if c.umbra and not c.physical]
    out: list[tuple[Text, int | None]] = []
    out.append((Text("Hunting Grounds", style="bold"), None))
    for title, group in (("physical world", physical), ("Umbra", umbra)):
        if not group:
            out.append((Text(f"  {title}: empty", style="dim"), None))
            continue
        out.append((Text(f"  {title}:", style="dim"), None))
        for c in group:
            line = creature_line(c, defs, indent="   ")
            line.append(f"  {c.kind}, {c.renown} VP", style="dim")
            out.append((line, c.iid))
    return out


def creature_facts(cv: CreatureView, defs: Mapping[str, CardDef]) -> list[str]:
    """The current state of a creature in play, for the card panel."""
    lines = [f"In play: {cv.form} form, Rage {cv.rage}, Gnosis {cv.gnosis}, "
             f"Health {cv.health}, Renown {cv.renown}"]
    if cv.damage:
        parts = [f"{card_name(defs, d.cid)} {d.value}{' aggravated' if d.aggravated else ''}"
                 for d in cv.damage]
        lines.append(f"Damage {cv.total_damage}: " + ", ".join(parts))
    if cv.attached:
        lines.append("Carries: " + ", ".join(card_name(defs, a) for a in cv.attached))
    flags = [w for w, on in (("alpha", cv.alpha), ("in the Umbra", cv.umbra and not cv.physical),
                             ("regenerates", cv.regenerates), ("bound", cv.bound),
                             ("dead", cv.dead)) if on]
    if cv.frenzy:
        flags.append(f"{cv.frenzy} frenzy")
    if flags:
        lines.append(", ".join(flags).capitalize())
    return lines
