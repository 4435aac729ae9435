"""Names the engine uses as keys (phases, open-play windows, closed-play steps) and the
words players read for them: the key stays English (stops settings, events' data), the
word is a game message translated when shown."""

from __future__ import annotations

from rage_tui.i18n import Text, m

PHASES: dict[str, Text] = {
    "redraw": m("Redraw Phase"),
    "regeneration": m("Regeneration Phase"),
    "resource": m("Resource Phase"),
    "umbra": m("Umbra Phase"),
    "moot": m("Moot Phase"),
    "combat": m("Combat Phase"),
}

WINDOWS: dict[str, Text] = {
    "Redraw Phase": PHASES["redraw"],
    "Regeneration Phase": PHASES["regeneration"],
    "Umbra Phase": PHASES["umbra"],
    "Moot Phase": PHASES["moot"],
    "Beginning of combat": m("Beginning of combat"),
    "Between rounds": m("Between rounds"),
    "Pre-combat": m("Pre-combat"),
    "Beginning of the Combat Phase": m("Beginning of the Combat Phase"),
    "After combat": m("After combat"),
}

STEPS: dict[str, Text] = {
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
