"""Words and Rich text for what a :class:`~rage_tui.engine.view.View` holds.

Everything here reads a view (never the game state), so the screen can only show what the
viewing seat may know.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rich.text import Text

from rage_tui.engine.events import Event
from rage_tui.engine.words import card_type_word
from rage_tui.i18n import N_, _, language, ngettext, render
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import CombatView, CreatureView, SeatView, View

PHASES = {"setup": N_("Setup"), "redraw": N_("Redraw Phase"),
          "regeneration": N_("Regeneration Phase"), "resource": N_("Resource Phase"),
          "umbra": N_("Umbra Phase"), "moot": N_("Moot Phase"), "combat": N_("Combat Phase")}
STEP_WORDS = {"play-card": N_("play-card step (face down)"), "targeting": N_("targeting step"),
              "beginning of combat": N_("beginning of combat"),
              "withdrawal": N_("withdrawal step"), "between rounds": N_("between rounds"),
              "pre-combat": N_("before the combat"), "reveal": N_("reveal step"),
              "establish-bluff": N_("establish-bluff step"),
              "resolution": N_("resolution step"), "alpha action": N_("alpha action")}
#: the game's own step ``combat round N`` (rage-1995), put in words by :func:`step_name`
ROUND_STEP = re.compile(r"combat round (\d+)")
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


#: Citations of a card's own text (the engine's rule ids), in words.
CARD_TEXT_RULES = {"card text": N_("card text"), "card text (by hand)": N_("card text (by hand)"),
                   "card text: a creature's own ability": N_("card text: a creature's own ability"),
                   "card text: built-in equipment": N_("card text: built-in equipment"),
                   "card text: choose a mode": N_("card text: choose a mode")}


_CITING: list[str | None] = [None]


def set_citing_ruleset(ruleset_id: str | None) -> None:
    """The ruleset whose rules the screens cite from now on (the game on screen; ``None``:
    rage-1995's names as the code gives them). A rule id of code shared between rulesets is
    shown as that ruleset's own section (under rage-unlimited "v0.2 Turn Sequence" is cited as
    "Rage Unlimited: Fazy tury")."""
    _CITING[0] = ruleset_id


def citing_ruleset() -> str | None:
    """The ruleset :func:`rule_citation` cites for (see :func:`set_citing_ruleset`)."""
    return _CITING[0]


def rule_citation(rule: str) -> str:
    """A rule id as cited on screen: a rules decision ("rules decision R8") and a card's own
    text ("card text") in the reader's language, a section of the rules package by its
    English name (the document's own), after the title of our reference section that explains
    it in another language; several ids joined by "; " each in turn. Under the
    ruleset being cited (:func:`set_citing_ruleset`) a shared rule id becomes its own."""
    if "; " in rule:
        return "; ".join(rule_citation(part) for part in rule.split("; "))
    if _CITING[0] is not None:
        from rage_tui.references import cite

        rule = cite(rule, _CITING[0])
    if rule.startswith("rules decision "):
        return _("rules decision {id}").format(id=rule[len("rules decision "):])
    found = CARD_TEXT_RULES.get(rule)
    if found is not None:
        return _(found)
    if rule.startswith("card text: "):  # "card text: Gogol Fangs-First (FAQ)": a card named
        return _("card text: {source}").format(source=rule[len("card text: "):])
    if rule.startswith("v0.2 ") and language() != "en":
        # the reader's words first, the document's own English name after it (to find it)
        from rage_tui.references import reference_for

        sec = reference_for(_CITING[0]).find(rule)
        if sec is not None:
            return f"{render(sec.title)} ({rule})"
    return rule


#: Kinds of combat (``CombatView.kind``), in words.
COMBAT_KINDS = {"attack": N_("attack"), "battlefield": N_("battlefield"),
                "challenge": N_("challenge"), "prey-attack": N_("prey-attack"),
                "territory": N_("territory")}


def combat_kind(kind: str) -> str:
    """A kind of combat in words."""
    found = COMBAT_KINDS.get(kind)
    return _(found) if found is not None else kind


def frenzy_words(kind: str) -> str:
    """A creature's frenzy ("full frenzy", "limited frenzy")."""
    from rage_tui.rulesets.rage1995.frenzy import KIND_WORDS

    return _("{kind} frenzy").format(kind=render(KIND_WORDS.get(kind, kind)))


def card_name(defs: Mapping[str, CardDef], cid: str | None) -> str:
    """The printed name of a card id."""
    if cid is None:
        return _("a face-down card")
    card = defs.get(cid)
    return card.name if card is not None else cid


def phase_name(phase: str) -> str:
    """A phase id in words."""
    found = PHASES.get(phase)
    return _(found) if found is not None else phase.replace("-", " ").title()


def step_name(step: str) -> str:
    """A combat step in words."""
    found = STEP_WORDS.get(step)
    if found is not None:
        return _(found)
    round_step = ROUND_STEP.fullmatch(step)
    if round_step is not None:
        return _("combat round {n}").format(n=round_step.group(1))
    return step


def phase_text(view: View, names: Mapping[int, str], deciding: str) -> Text:
    """The phase and step bar."""
    out = Text()
    if view.over:
        out.append(_("Game over"), style="bold")
        out.append(f" · {render(view.result)}")
        return out
    out.append(_("Turn {n}").format(n=view.turn), style="bold")
    out.append(" · ")
    out.append(phase_name(view.phase), style="bold cyan")
    if view.step:
        out.append(f" · {step_name(render(view.step))}")
    if view.combat is not None:
        out.append(f" · {step_name(view.combat.step)}")
    out.append(" · " + _("deciding:") + " ")
    out.append(deciding, style="bold yellow")
    level = view.renown_level
    out.append(" · " + (_("first to {n} VP").format(n=level) if level is not None
                        else _("no renown level")))
    return out


def stats_text(cv: CreatureView) -> str:
    """Rage, Gnosis and Health, with damage."""
    dmg = cv.total_damage
    health = f"H{cv.health}" + (" " + _("dmg {n}").format(n=dmg) if dmg else "")
    return f"R{cv.rage} G{cv.gnosis} {health}"


def creature_line(cv: CreatureView, defs: Mapping[str, CardDef], indent: str = "  ") -> Text:
    """One creature on one line: alpha mark, name, form, stats, attachments, where it is."""
    out = Text(indent)
    out.append("★ " if cv.alpha else "  ", style="bold yellow")
    style = "strike dim" if cv.dead else "bold"
    out.append(cv.name, style=style)
    out.append(f"  {render(cv.form)}", style="cyan" if cv.crinos else "")
    out.append(f"  {stats_text(cv)}")
    if cv.damage:
        aggr = sum(1 for d in cv.damage if d.aggravated)
        cards = ngettext("{n} card", "{n} cards", len(cv.damage)).format(n=len(cv.damage))
        if aggr:
            cards = _("{cards}, {n} aggravated").format(cards=cards, n=aggr)
        out.append(f" ({cards})", style="red")
    where = []
    if cv.umbra and not cv.physical:
        where.append(_("Umbra"))
    elif cv.umbra:
        where.append(_("both worlds"))
    if cv.frenzy:
        where.append(frenzy_words(cv.frenzy))
    if cv.bound:
        where.append(_("bound"))
    if cv.out_of_play:
        where.append(_("out of play this turn"))
    if where:
        out.append("  [" + ", ".join(where) + "]", style="magenta")
    if cv.attached:
        out.append("  + " + ", ".join(card_name(defs, a) for a in cv.attached), style="green")
    return out


def hand_counts(sv: SeatView, combat_hidden: bool) -> str:
    """Hand and deck sizes of a seat (sept/combat). While its face-down cards are down the
    combat hand size is hidden (it would tell a real card from a null one), and the line says
    why."""
    if combat_hidden:
        return _("hands {sept}/? (combat hand size hidden until the reveal) · decks "
                 "{sept_deck}/{combat_deck}").format(
            sept=sv.sept_hand_count, sept_deck=sv.sept_deck_count,
            combat_deck=sv.combat_deck_count)
    return _("hands {sept}/{combat} · decks {sept_deck}/{combat_deck}").format(
        sept=sv.sept_hand_count, combat=sv.combat_hand_count, sept_deck=sv.sept_deck_count,
        combat_deck=sv.combat_deck_count)


def player_label(name: str, kind: str) -> str:
    """A seat's name with who plays it ("Bram (greedy bot)"), once even when the name
    already says it ("Bram (greedy)")."""
    if kind == "human" or f"({kind}" in name:
        return name
    return _("{name} ({bot} bot)").format(name=name, bot=bot_name(kind))


def bot_name(kind: str) -> str:
    """A bot's name (``random``, ``greedy-easy`` ...) in the reader's language."""
    return "-".join(_(BOT_NAMES[part]) if part in BOT_NAMES else part
                    for part in kind.split("-"))


def bot_title(kind: str) -> str:
    """A bot's name as a menu entry ("Greedy-Easy")."""
    if language() == "en":
        return kind.title()
    name = bot_name(kind)
    return name[:1].upper() + name[1:]


#: The bots' names (see :mod:`rage_tui.ai.registry`), for the reader.
BOT_NAMES = {"random": N_("random"), "greedy": N_("greedy"), "hard": N_("hard"),
             "easy": N_("easy"), "normal": N_("normal")}
SIDE_NAMES = {"gaia": N_("Gaia"), "wyrm": N_("Wyrm"), "rogue": N_("Rogue")}


def side_name(allegiance: str) -> str:
    """An allegiance (``gaia`` ...) as a name."""
    found = SIDE_NAMES.get(allegiance)
    return _(found) if found is not None else allegiance.title()


def seat_header(sv: SeatView, view: View, kind: str, combat_hidden: bool) -> Text:
    """The line above a pack: name, allegiance, who plays it, VP, hand and deck sizes."""
    out = Text()
    style = ALLEGIANCE_STYLE.get(sv.allegiance, "white")
    if sv.seat == view.waiting_for:
        out.append("▶ ", style="bold yellow")
    out.append(f"{sv.name}", style=f"bold {style}")
    if kind == "human" or f"({kind}" in sv.name:
        out.append(f" ({side_name(sv.allegiance)})")
    else:
        out.append(" " + _("({side}, {bot} bot)").format(side=side_name(sv.allegiance),
                                                        bot=bot_name(kind)))
    level = view.renown_level
    vp = f"{sv.vp}/{level}" if level is not None else str(sv.vp)
    out.append(" " + _("VP {vp}").format(vp=vp), style="bold")
    out.append(f" · {hand_counts(sv, combat_hidden)}", style="dim")
    if sv.out:
        out.append(" · " + _("OUT"), style="bold red")
    return out


def seat_extras(sv: SeatView, defs: Mapping[str, CardDef]) -> list[Text]:
    """Resources and the victory pile of a seat."""
    lines = []
    if sv.resources:
        lines.append(Text("    " + _("resources: {cards}").format(
            cards=", ".join(card_name(defs, r) for r in sv.resources)), style="green"))
    if sv.victory:
        names = [card_name(defs, v) for v in sv.victory]
        lines.append(Text("    " + _("victory pile: {cards}").format(cards=", ".join(names)),
                          style="yellow"))
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
#: The outcomes in words (the keys above stay English: tests and styles read them).
OUTCOME_WORDS = {"illegal": N_("illegal"), "bluff fails": N_("bluff fails"),
                 "bluff lands": N_("bluff lands"), "hits": N_("hits"), "lands": N_("lands"),
                 "dodged": N_("dodged"), "blocked": N_("blocked"), "no damage": N_("no damage"),
                 "no target": N_("no target"), "stopped": N_("stopped")}


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
    head = Text(_("Combat ({kind}) · round {n} · {step}").format(
        kind=combat_kind(cv.kind), n=cv.round, step=step_name(cv.step)), style="bold red")
    out.append((head, None))
    slots = {s.creature: s for s in cv.slots}
    for side, members in ((N_("attacking:"), cv.attackers), (N_("defending:"), cv.defenders)):
        for iid in members:
            c = view.creature(iid)
            if c is None:
                continue
            line = Text(f"  {_(side)} ", style="dim")
            line.append(c.name, style="bold")
            s = slots.get(iid)
            if s is not None:
                if s.cid is not None:
                    mine = s.face_down and s.seat == view.seat
                    line.append(f"  {card_name(defs, s.cid)}", style="bold cyan")
                    if mine:
                        line.append(" " + _("(yours, face down)"), style="dim")
                elif s.face_down and s.seat == view.seat:
                    line.append("  " + _("a null card"), style="bold cyan")
                    line.append(" " + _("(yours, face down)"), style="dim")
                elif s.face_down:
                    line.append("  " + _("[face-down card]"), style="bold white on blue")
                else:
                    line.append("  " + _("no card"), style="dim")
                if s.target is not None:
                    t = view.creature(s.target)
                    line.append(f" → {t.name if t else '?'}")
                outcome = (outcomes or {}).get(iid) if not s.face_down else None
                if outcome:
                    line.append(f"  {_(OUTCOME_WORDS.get(outcome, outcome))}",
                                style="green" if outcome in GOOD else "red")
            out.append((line, iid))
    return out


def hunting_lines(view: View, defs: Mapping[str, CardDef]) -> list[tuple[Text, int | None]]:
    """The Hunting Grounds, physical world and Umbra."""
    physical = [c for c in view.hunting if c.physical]
    umbra = [c for c in view.hunting if c.umbra and not c.physical]
    out: list[tuple[Text, int | None]] = []
    out.append((Text(_("Hunting Grounds"), style="bold"), None))
    for title, group in ((N_("physical world"), physical), (N_("Umbra"), umbra)):
        if not group:
            out.append((Text("  " + _("{where}: empty").format(where=_(title)), style="dim"),
                        None))
            continue
        out.append((Text(f"  {_(title)}:", style="dim"), None))
        for c in group:
            line = creature_line(c, defs, indent="   ")
            line.append("  " + _("{kind}, {n} VP").format(kind=render(card_type_word(c.kind)),
                                                          n=c.renown), style="dim")
            out.append((line, c.iid))
    return out


def creature_facts(cv: CreatureView, defs: Mapping[str, CardDef]) -> list[str]:
    """The current state of a creature in play, for the card panel."""
    lines = [_("In play: {form} form, Rage {rage}, Gnosis {gnosis}, Health {health}, "
               "Renown {renown}").format(form=render(cv.form), rage=cv.rage, gnosis=cv.gnosis,
                                         health=cv.health, renown=cv.renown)]
    if cv.damage:
        parts = [(_("{card} {n} aggravated") if d.aggravated else _("{card} {n}")).format(
            card=card_name(defs, d.cid), n=d.value) for d in cv.damage]
        lines.append(_("Damage {n}: {cards}").format(n=cv.total_damage, cards=", ".join(parts)))
    if cv.attached:
        lines.append(_("Carries: {cards}").format(
            cards=", ".join(card_name(defs, a) for a in cv.attached)))
    flags = [_(w) for w, on in ((N_("alpha"), cv.alpha),
                                (N_("in the Umbra"), cv.umbra and not cv.physical),
                                (N_("regenerates"), cv.regenerates), (N_("bound"), cv.bound),
                                (N_("out of play this turn: no action but regenerating"),
                                 cv.out_of_play),
                                (N_("dead"), cv.dead)) if on]
    if cv.frenzy:
        flags.append(frenzy_words(cv.frenzy))
    if flags:
        text = ", ".join(flags)
        lines.append(text[:1].upper() + text[1:])
    return lines
