"""Does a card's text say what its fields and effects do?

``rage-tui cards check`` runs :func:`text_mismatches` on every card (and the effect language's
``unknown_primitives`` and ``missing_implementation``, handed on from here). It reads the rules text
for things a player relies on and looks for them in the card's fields and effects:

* **keywords**: speed (fast, slow), aggravated damage, Combat Restricted, Restricted, Unique;
* **numbers**: "Rage N or less", "+N Rage", "deals N damage", "draw N" ... and any other number
  the text names must be a value of the card (a field or an effect parameter);
* **equipment**: a weapon's "Rage N or less" and "Homid form only" against ``plays_rage`` and
  ``forms``; a creature's text naming an equipment card must carry it in ``equipment``;
* **targets**: a card that names enemies, victims, spirits, Wyrm or Gaia creatures or opponents
  as what it acts on must have an effect aimed at them.

It is a heuristic reader, not a parser: it catches the mismatches a rules judge found in the
library (an effect rewritten to something else while the text kept its word), and a card whose
effects knowingly fall short says so in ``incomplete:`` instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from rage_tui.content.texts import c_
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, Speed
from rage_tui.rulesets.rage1995.effects.language import missing_implementation, unknown_primitives

#: what ``rage-tui cards check`` asks of a Rage card (the effect language's two verdicts are
#: handed on from here, so the command line itself imports no ruleset)
__all__ = ["missing_implementation", "text_mismatches", "unknown_primitives"]

_WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
# conditions of the effect language that carry a number of their own
_CONDITION_NUMBERS = {"facing-renowned": (6,), "user-voted-winning": (2,)}


def _values(value: Any) -> Iterable[Any]:
    if isinstance(value, tuple | list):
        for v in value:
            yield from _values(v)
    else:
        yield value


def _effect_numbers(card: CardDef) -> set[int]:
    out: set[int] = set()
    for spec in card.effects:
        for _k, v in spec.params:
            for x in _values(v):
                if isinstance(x, int) and not isinstance(x, bool):
                    out.add(abs(x))
    return out


def _field_numbers(card: CardDef) -> set[int]:
    out: set[int] = set()
    for v in (card.rage_req, card.gnosis_req, card.renown_req, card.damage, card.block,
              card.plays_rage, card.vp, card.gauntlet, card.max_copies):
        if v is not None:
            out.add(v)
    if not card.is_creature and card.renown:
        out.add(card.renown)
    for side in (card.breed, card.crinos):
        if side is not None and card.type == CardType.BATTLEFIELD:
            out.update((side.stats.rage, side.stats.health))
    return out


def _params(card: CardDef, key: str) -> list[Any]:
    return [x for spec in card.effects for x in _values(spec.param(key))
            if spec.param(key) is not None]


def _has_modify(card: CardDef, stat: str, amount: int) -> bool:
    for spec in card.effects:
        if spec.do == "modify" and spec.param("stat") == stat:
            a = spec.param("amount")
            if isinstance(a, int) and abs(a) == amount:
                return True
    return False


def _strip_names(text: str, names: Iterable[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    # ids and model numbers are names, not quantities: ".38", "9mm", "#21", "7th", "43"
    text = re.sub(r"\.\d+|\d+mm|#\s?\d+|\b\d+(st|nd|rd|th)\b", " ", text)
    return text


def text_mismatches(card: CardDef, names: Mapping[str, CardDef] | None = None) -> list[str]:
    """What the card's text claims that its fields and effects do not do (empty when none).

    ``names`` is the library (id -> card), used to spot equipment named in a creature's text.
    """
    text = card.text
    if not text:
        return []
    low = text.lower()
    out: list[str] = []
    out += _keyword_mismatches(card, low)
    out += _number_mismatches(card, text, names or {})
    out += _equipment_mismatches(card, text, low, names or {})
    out += _target_mismatches(card, low)
    return out


# -- keywords ---------------------------------------------------------------------------------

def _keyword_mismatches(card: CardDef, low: str) -> list[str]:
    out = []
    speeds = {str(s) for s in _params(card, "speed")} | {
        str(s.param("stat")) for s in card.effects if s.do == "modify"}
    for word, speed in (("fast", Speed.FAST), ("slow", Speed.SLOW)):
        # "normal or slow combat action" describes other cards, not this one's speed
        mentions = re.findall(rf"\b{word}\b", low)
        described = re.findall(rf"(normal|fast|slow),? (or|and) {word}\b|{word} (or|and) "
                               r"(normal|fast|slow)", low)
        if mentions and len(mentions) > len(described) and card.speed != speed \
                and word not in card.keywords and speed.value not in speeds:
            out.append(c_("text says '{word}' but the card is not {word}").format(word=word))
    if "aggravated" in low:
        heals = any(s.do in ("heal", "mend", "regenerate") for s in card.effects)
        agg_words = {"aggravated", "aggravated-vs-crinos"}
        agg = card.aggravated or bool(agg_words & card.keywords) or any(
            s.param("aggravated") or (s.do == "modify" and s.param("stat") == "aggravated")
            for s in card.effects)
        negated = re.search(r"\b(never|not|no)\s+(\w+\s+)?aggravated", low)
        if not agg and not negated and not (
                heals and re.search(r"aggravated (included|too)|even aggravated", low)):
            out.append(c_("text says 'aggravated' but nothing it deals is aggravated"))
    if "combat restricted" in low and not card.combat_restricted:
        out.append(c_("text says 'Combat Restricted' but the field combat_restricted is not set"))
    plain_restricted = re.sub(r"combat restricted", "", low)
    if re.search(r"\brestricted\b", plain_restricted) and not card.restricted:
        out.append(c_("text says 'Restricted' but the field restricted is not set"))
    if re.search(r"\bunique\b", low) and not card.unique:
        out.append(c_("text says 'Unique' but the field unique is not set"))
    return out


# -- numbers ----------------------------------------------------------------------------------

def _number_mismatches(card: CardDef, text: str, names: Mapping[str, CardDef]) -> list[str]:
    out = []
    body = _strip_names(text, [card.name, *(c.name for c in names.values())])
    low = body.lower()
    eff = _effect_numbers(card)
    fields = _field_numbers(card)
    for m in re.finditer(r"rage (\d+) or less", low):
        n = int(m.group(1))
        if card.plays_rage != n and n not in eff:
            have = (c_("plays_rage is {n}").format(n=card.plays_rage)
                    if card.plays_rage is not None else c_("no field or effect has it"))
            out.append(c_("text says 'Rage {n} or less' but {have}").format(n=n, have=have))
    for m in re.finditer(r"([+-])(\d+) (rage|gnosis|health|renown)\b", low):
        n, stat = int(m.group(2)), m.group(3)
        if not any(_has_modify(card, f"{pre}{stat}", n) for pre in ("", "play_", "junta_")):
            out.append(c_("text says '{sign}{n} {Stat}' but no effect changes {stat} by {n}")
                       .format(sign=m.group(1), n=n, Stat=stat.capitalize(), stat=stat))
    for m in re.finditer(r"deals? (\d+) (more |less |extra )?damage", low):
        n = int(m.group(1))
        if n not in eff and card.damage != n:
            out.append(c_("text says '{words}' but no field or effect deals {n}").format(
                words=m.group(0), n=n))
    for m in re.finditer(r"draws? (\d+) (sept|combat) cards?", low):
        n, deck = int(m.group(1)), m.group(2)
        if not any(s.do in ("draw", "draw-for", "rally", "join-combat", "recruit", "hand-size")
                   and n in {abs(x) for x in _values(s.params) if isinstance(x, int)}
                   for s in card.effects):
            out.append(c_("text says 'draw {n} {deck} card' but no effect draws {n}").format(
                n=n, deck=deck))
    known = eff | fields | {n for c in _filter_values(card, "if")
                            for n in _CONDITION_NUMBERS.get(c, ())}
    seen: set[int] = set()
    for m in re.finditer(r"\b(\d+)\b", low):
        n = int(m.group(1))
        if n not in known and n not in seen:
            seen.add(n)
            out.append(c_("text names the number {n} but no field or effect has it").format(n=n))
    for word, n in _WORD_NUMBERS.items():
        if re.search(rf"\b{word}\b(?!-)", low) and n not in known and n not in seen:
            seen.add(n)
            out.append(c_("text names the number {n} but no field or effect has it").format(
                n=word))
    return out


# -- equipment --------------------------------------------------------------------------------

def _equipment_mismatches(card: CardDef, text: str, low: str,
                          names: Mapping[str, CardDef]) -> list[str]:
    out = []
    if card.type == CardType.EQUIPMENT:
        m = re.search(r"\b(homid|lupus|crinos) form only\b", low)
        if m and m.group(1) not in card.forms_req:
            out.append(c_("text says '{words}' but forms is {forms}").format(
                words=m.group(0), forms=sorted(card.forms_req) or c_("any")))
        if card.plays_rage is not None and not re.search(
                rf"rage {card.plays_rage} or less", low):
            out.append(c_("plays_rage is {n} but the text does not say 'Rage {n} or less'")
                       .format(n=card.plays_rage))
        if card.forms_req and not re.search(r"form only|only in .* form|usable in", low):
            out.append(c_("forms is {forms} but the text does not say so").format(
                forms=sorted(card.forms_req)))
    if card.is_creature:
        for other in names.values():
            if other.type == CardType.EQUIPMENT and other.id not in card.equipment \
                    and len(other.name) > 3 and other.name in text:
                out.append(c_("text names the equipment '{name}' but it is not in the "
                              "creature's equipment").format(name=other.name))
    return out


# -- targets ----------------------------------------------------------------------------------

_OPPONENT_TARGETS = {"opponent", "all-opponents", "other", "weaker-opponents", "attacker",
                     "other-opponent"}
#: conditions that limit a card to Enemy cards (fighting one, having killed one)
_ENEMY_CONDITIONS = {"against-enemy", "after-combat-killed-enemy"}
_OPPONENT_OF = {"opponent", "in-combat", "prey-or-opponent", "other-pack", "enemy",
                "opposing-action"}


def _filter_values(card: CardDef, key: str) -> set[str]:
    return {str(v) for v in _params(card, key)}


def _target_mismatches(card: CardDef, low: str) -> list[str]:
    if not card.effects or card.is_creature:
        return []
    out = []
    types = _filter_values(card, "card_type")
    keywords = _filter_values(card, "keyword")
    allegiance = _filter_values(card, "allegiance")
    conds = _filter_values(card, "if")
    targets = _filter_values(card, "target") | _filter_values(card, "to")
    ofs = _filter_values(card, "of")
    prey = "prey" in ofs or "prey-or-opponent" in ofs
    if re.search(r"\b(an|one|each|every|the|to) enem(y|ies)\b|\benemies\b(?! included)", low) \
            and "enemy" not in types and not prey and not conds & _ENEMY_CONDITIONS:
        out.append(c_("text acts on an enemy but no effect is limited to Enemy cards"))
    if re.search(r"\bvictims?\b", low) and "victim" not in types and not prey:
        out.append(c_("text acts on a victim but no effect is limited to Victim cards"))
    for side in ("wyrm", "gaia"):
        if re.search(rf"\b{side} creatures?\b", low) and side not in allegiance \
                and not (side == "wyrm" and "against-wyrm" in conds):
            out.append(c_("text acts on {Side} creatures but no effect is limited to allegiance "
                          "{side}").format(Side=side.capitalize(), side=side))
    if re.search(r"\bspirits?\b", low) and "spirit" not in keywords:
        out.append(c_("text acts on a spirit but no effect is limited to the keyword spirit"))
    if re.search(r"\bopponents?\b", low) and not (targets & _OPPONENT_TARGETS
                                                  or ofs & _OPPONENT_OF):
        out.append(c_("text acts on an opponent but no effect targets one"))
    return out
