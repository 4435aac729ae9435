"""The tiny self-contained card set and decks used by the content and CLI tests.

Every id starts with ``tst-`` so it never clashes with a bundled card (the CLI tests load these
files on top of the bundled library).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

CHARACTERS = """\
# Characters of the test set.
- id: tst-elder
  name: Test Elder
  type: character
  allegiance: gaia
  renown: 8
  keywords: [silver-fangs, homid, philodox]
  breed: {form: homid, rage: 4, gnosis: 5, health: 5}
  crinos: {rage: 7, gnosis: 5, health: 8}
- id: tst-cub
  name: Test Cub
  type: character
  allegiance: gaia
  renown: 3
  keywords: [fianna, lupus, ragabash]
  breed: {form: lupus, rage: 2, gnosis: 3, health: 3}
  crinos: {rage: 4, gnosis: 3, health: 5}
- id: tst-seer
  name: Test Seer
  type: character
  allegiance: gaia
  renown: 5
  keywords: [uktena, homid, theurge]
  breed: {form: homid, rage: 2, gnosis: 7, health: 3}
  crinos: {rage: 5, gnosis: 7, health: 6}
- id: tst-seer-elder
  name: Test Seer, Elder
  type: character
  allegiance: gaia
  renown: 7
  persona: tst-seer
  keywords: [uktena, homid, theurge]
  breed: {form: homid, rage: 3, gnosis: 8, health: 4}
  crinos: {rage: 6, gnosis: 8, health: 7}
- id: tst-clawed
  name: Test Clawed One
  type: character
  allegiance: gaia
  renown: 4
  keywords: [red-talons, metis, ahroun]
  breed: {form: crinos, rage: 6, gnosis: 2, health: 7}
  equipment: [tst-talons]
- id: tst-drifter
  name: Test Drifter
  type: character
  allegiance: rogue
  renown: 6
  keywords: [ronin, homid, galliard]
  breed: {form: homid, rage: 3, gnosis: 4, health: 4}
  crinos: {rage: 6, gnosis: 4, health: 7}
- id: tst-loner
  name: Test Loner
  type: character
  allegiance: rogue
  renown: 4
  keywords: [ronin, lupus, ahroun]
  breed: {form: lupus, rage: 4, gnosis: 2, health: 4}
  crinos: {rage: 7, gnosis: 2, health: 7}
- id: tst-spiral
  name: Test Spiral
  type: character
  allegiance: wyrm
  renown: 7
  keywords: [black-spiral-dancers, homid, beast-of-war]
  breed: {form: homid, rage: 5, gnosis: 3, health: 4}
  crinos: {rage: 8, gnosis: 3, health: 8}
- id: tst-fomor
  name: Test Fomor
  type: character
  allegiance: wyrm
  renown: 4
  keywords: [fomori, defiler]
  breed: {form: crinos, rage: 4, gnosis: 2, health: 6}
"""

SEPT = """\
- {id: tst-knife, name: Test Knife, type: equipment, slot: weapon, keywords: [weapon]}
- {id: tst-vest, name: Test Vest, type: equipment, slot: armor, keywords: [armor]}
- {id: tst-talons, name: Test Talons, type: equipment, slot: weapon, keywords: [built-in]}
- {id: tst-song, name: Test Song, type: gift, gnosis: 3, requires: [galliard, theurge]}
- {id: tst-moon, name: Test Moon, type: event, subtype: lunar, keywords: [lunar]}
- {id: tst-den, name: Test Den, type: caern, gauntlet: 3}
- {id: tst-hound, name: Test Hound, type: ally, renown: 2, rage: 2, gnosis: 1, health: 3,
   keywords: [animal]}
- {id: tst-goon, name: Test Goon, type: enemy, renown: 3, rage: 3, gnosis: 1, health: 3}
- {id: tst-council, name: Test Council, type: action, restricted: true}
- {id: tst-pair, name: Test Pair, type: quest, vp: 2, max_copies: 2}
- {id: tst-rite, name: Test Rite, type: rite, renown: 4}
"""

COMBAT = """\
- id: tst-jab
  name: Test Jab
  type: combat_action
  rage: 1
  damage: 1
- id: tst-punch
  name: Test Punch
  type: combat_action
  rage: 2
  damage: 2
- id: tst-claw
  name: Test Claw
  type: combat_action
  rage: 4
  damage: 3
  forms: [crinos, lupus]
- id: tst-duck
  name: Test Duck
  type: combat_action
  rage: 1
  keywords: [dodge]
- id: tst-guard
  name: Test Guard
  type: combat_action
  rage: 2
  block: 2
- id: tst-finisher
  name: Test Finisher
  type: combat_action
  rage: 6
  damage: 6
  restricted: true
- id: tst-rally
  name: Test Rally
  type: combat_event
"""

#: The card files of the test set, by file name.
CARD_FILES = {"characters.yaml": CHARACTERS, "sept.yaml": SEPT, "combat.yaml": COMBAT}

#: A legal Gaia deck at Renown 20 (16 Renown, 30 sept cards, 20 combat cards).
VALID_DECK: dict[str, Any] = {
    "name": "Test Gaia",
    "allegiance": "gaia",
    "pack": ["tst-elder", "tst-cub", "tst-seer"],
    "sept": {"tst-knife": 5, "tst-vest": 5, "tst-song": 5, "tst-moon": 5, "tst-den": 4,
             "tst-hound": 4, "tst-council": 1, "tst-pair": 1},
    "combat": {"tst-jab": 5, "tst-punch": 5, "tst-claw": 4, "tst-duck": 3, "tst-guard": 2,
               "tst-rally": 1},
}

#: A legal Wyrm deck at Renown 20.
VALID_WYRM_DECK: dict[str, Any] = {
    **VALID_DECK,
    "name": "Test Wyrm",
    "allegiance": "wyrm",
    "pack": ["tst-spiral", "tst-fomor"],
}

ROOT = Path(__file__).resolve().parent.parent


def deck_text(data: dict[str, Any]) -> str:
    """A deck file in block style (one card per line) for ``data``."""
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=False)


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m rage_tui ARGS`` in a subprocess and capture its output."""
    return subprocess.run(
        [sys.executable, "-m", "rage_tui", *args],
        capture_output=True, text=True, timeout=120, cwd=cwd, check=False,
    )
