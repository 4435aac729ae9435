"""Names the engine uses as keys (phases, open-play windows, closed-play steps) and the
words players read for them: the key stays English (stops settings, events' data), the
word is a game message translated when shown."""

from __future__ import annotations

from typing import Final

from rage_tui.i18n import Text, m

PHASES: Final[dict[str, Text]] = {
    "redraw": m("Redraw Phase"),
    "regeneration": m("Regeneration Phase"),
    "resource": m("Resource Phase"),
    "umbra": m("Umbra Phase"),
    "moot": m("Moot Phase"),
    "combat": m("Combat Phase"),
}

WINDOWS: Final[dict[str, Text]] = {
    "Redraw Phase": PHASES["redraw"],
    "Regeneration Phase": PHASES["regeneration"],
    "Umbra Phase": PHASES["umbra"],
    "Moot Phase": PHASES["moot"],
    "Beginning of combat": m("Beginning of combat"),
    "After bluffs": m("After bluffs"),
    "Blows about to land": m("Blows about to land"),
    "Between rounds": m("Between rounds"),
    "Pre-combat": m("Pre-combat"),
    "Beginning of the Combat Phase": m("Beginning of the Combat Phase"),
    "After combat": m("After combat"),
}

STEPS: Final[dict[str, Text]] = {
    "collect": m("Collect"),
    "resources": m("Resources"),
    "call-junta": m("Call junta"),
    "redraw-discard": m("Redraw discard"),
    "step-sideways": m("Step sideways"),
    "combat-discard": m("Combat discard"),
}


def phase_word(name: str) -> Text:
    """The heading of phase ``name`` (``redraw`` -> "Redraw Phase")."""
    return PHASES.get(name) or m("{name} Phase", name=name.capitalize())


def window_word(window: str) -> Text:
    """The name of an open-play window for players."""
    return WINDOWS.get(window, window)


def step_word(kind: str) -> Text:
    """The name of a closed-play step (a decision kind such as ``redraw-discard``)."""
    return STEPS.get(kind) or kind.replace("-", " ").capitalize()


CARD_TYPES: Final[dict[str, Text]] = {
    "character": m("character"), "ally": m("ally"), "enemy": m("enemy"), "victim": m("victim"),
    "equipment": m("equipment"), "gift": m("gift"), "rite": m("rite"), "action": m("action"),
    "event": m("event"), "totem": m("totem"), "caern": m("caern"), "realm": m("realm"),
    "territory": m("territory"), "moot": m("moot"), "board_meeting": m("board meeting"),
    "quest": m("quest"), "past_life": m("past life"), "battlefield": m("battlefield"),
    "combat_action": m("combat action"), "combat_event": m("combat event"),
}


def card_type_word(kind: str) -> Text:
    """A card type (``past_life`` ...) in words ("past life")."""
    return CARD_TYPES.get(kind) or kind.replace("_", " ")
