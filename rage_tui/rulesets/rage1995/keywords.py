"""The closed keyword vocabulary of rage-1995 (Rules package v0.2, "Full description of keywords").

Keywords are written as lower-case slugs in card files (``red-talons``, ``beast-of-war``).
A keyword outside this vocabulary is a load error, so a typo never silently changes a card.
"""

from __future__ import annotations

from typing import Final

GAROU_TRIBES: Final = frozenset({
    "black-furies", "bone-gnawers", "children-of-gaia", "fianna", "get-of-fenris",
    "glass-walkers", "red-talons", "shadow-lords", "silent-striders", "silver-fangs",
    "stargazers", "uktena", "wendigo", "black-spiral-dancers", "ronin", "white-howlers",
})
#: the thirteen Gaian tribes of the Garou (Caern of the Painted Sands)
GAIAN_TRIBES: Final = GAROU_TRIBES - {"black-spiral-dancers", "ronin", "white-howlers"}
BASTET_TRIBES: Final = frozenset({
    "bagheera", "balam", "bubasti", "khan", "pumonca", "qualmi", "simba", "swara", "hellcats",
})
FERA: Final = frozenset({
    "bastet", "ajaba", "ananasi", "corax", "gurahl", "kitsune", "mokole", "nuwisha", "ratkin",
    "rokea",
})
CREATURE_CLASSES = frozenset({
    "garou", "bane", "fomori", "vampire", "abomination", "human", "animal", "cultist", "faerie",
    "kinfolk", "mage", "monster", "spirit", "wraith",
}) | FERA
FACTIONS: Final = frozenset({
    "pentex", "unbound", "cults", "7th-generation", "walid-set", "executive", "iliad", "odyssey",
    "police", "pentex-first-team", "silver-pack", "dark-trinity", "weaver", "wyld",
})
BREEDS: Final = frozenset({
    "homid", "metis", "lupus", "feline", "ursine", "suchid", "corvid", "rodens", "latrani",
    "kyubi", "squamus", "hyaena", "arachnid",
})
AUSPICES: Final = frozenset({"ragabash", "theurge", "philodox", "galliard", "ahroun"})
ASPECTS: Final = frozenset({"beast-of-war", "defiler", "eater-of-souls"})
CASTES: Final = frozenset({
    "business-caste", "government-caste", "medical-caste", "snatcher-caste", "warrior-caste",
})
ABILITIES: Final = frozenset({
    "kailindo", "iksakku", "insight", "pack-tactics", "cannot-be-bound",
    # prey that form a pack defence with each other when one is attacked
    "pack-defends",
    # creatures that attack a character at the end of the Combat Phase
    "hunter",
})
ALLEGIANCE_WORDS: Final = frozenset({"gaia", "wyrm"})

#: Keywords a creature may carry.
CREATURE_KEYWORDS = (
    GAROU_TRIBES | BASTET_TRIBES | CREATURE_CLASSES | FACTIONS | BREEDS | AUSPICES | ASPECTS
    | CASTES | ABILITIES
)

#: Forms a creature can be in (breed forms plus the battle form).
FORMS: Final = frozenset({
    "homid", "lupus", "crinos", "feline", "ursine", "suchid", "corvid", "rodens", "latrani",
    "kyubi", "squamus", "hyaena", "arachnid", "animal",
})

#: Keywords on combat cards.
COMBAT_KEYWORDS: Final = frozenset({
    "fast", "slow", "dodge", "aggravated", "cannot-be-bluffed", "reversal", "redirect",
    "pack-action", "feint", "instinctive", "death-blow", "firearm",
    # a requirement: only a creature using a weapon may play it (Cleft in Twain)
    "armed",
    # its damage is aggravated only on a creature in Crinos form as it lands (Fur Gnarl)
    "aggravated-vs-crinos",
})

#: Keywords on sept cards (equipment, events ...).
SEPT_KEYWORDS: Final = frozenset({
    "weapon", "armor", "firearm", "klaive", "lunar", "lasting", "spirit", "pack", "personal",
    "built-in", "umbral",
    # a weapon that does not count against the one-weapon limit (its text says so)
    "sidearm",
})

#: Everything a card may name in ``keywords`` or ``requires``.
ALL_KEYWORDS = CREATURE_KEYWORDS | COMBAT_KEYWORDS | SEPT_KEYWORDS | ALLEGIANCE_WORDS | FORMS

SHAPESHIFTERS = frozenset({"garou", "abomination"}) | FERA
#: Creature classes that regenerate (v0.2 "Regeneration Phase": shapeshifters and vampires).
#: Bane characters regenerate too ("Banes"), but Bane allies and prey are spirits, and spirits
#: never regenerate unless the card says so ("Spirit"): see :func:`regenerates_by_class`.
REGENERATING_CLASSES = frozenset({"vampire"}) | SHAPESHIFTERS
#: Creature classes that can frenzy.
FRENZY_CLASSES: Final = frozenset({
    "garou", "abomination", "bastet", "ajaba", "gurahl", "mokole", "ratkin", "rokea", "bane",
    "vampire",
})
#: Creature classes that can step sideways.
STEP_SIDEWAYS_CLASSES = frozenset({"faerie", "mage", "bane"}) | SHAPESHIFTERS


def is_garou(keywords: frozenset[str]) -> bool:
    """A character of any Garou tribe is a Garou even when "garou" is not printed."""
    return "garou" in keywords or "abomination" in keywords or bool(keywords & GAROU_TRIBES)


#: :func:`creature_classes` of each keyword set asked so far (a pure function of the set, so
#: never stale; asked tens of thousands of times a game, mostly with a card's own keywords)
_CLASSES: Final[dict[frozenset[str], frozenset[str]]] = {}


def creature_classes(keywords: frozenset[str]) -> frozenset[str]:
    """The creature classes implied by a creature's keywords."""
    found = _CLASSES.get(keywords)
    if found is None:
        found = _CLASSES[keywords] = _creature_classes(keywords)
    return found


def _creature_classes(keywords: frozenset[str]) -> frozenset[str]:
    classes = set(keywords & CREATURE_CLASSES)
    if is_garou(keywords):
        classes.add("garou")
    if keywords & BASTET_TRIBES:
        classes.add("bastet")
    return frozenset(classes)


def is_spirit_creature(keywords: frozenset[str], character: bool) -> bool:
    """Spirit allies and prey: the ``spirit`` keyword, or a Bane that is not a character
    (v0.2 "Banes": Bane allies and Bane prey are spirits; Bane characters are not)."""
    return not character and ("spirit" in keywords or "bane" in keywords)


def regenerates_by_class(keywords: frozenset[str], character: bool = True) -> bool:
    """Whether a creature's class regenerates even if the card does not say so: shapeshifters,
    vampires and Bane characters; never a spirit (v0.2 "Regeneration Phase", "Banes",
    "Spirit")."""
    if is_spirit_creature(keywords, character):
        return False
    classes = creature_classes(keywords)
    return bool(classes & REGENERATING_CLASSES) or (character and "bane" in classes)


def can_frenzy_by_class(keywords: frozenset[str]) -> bool:
    """Whether a creature's class can frenzy."""
    return bool(creature_classes(keywords) & FRENZY_CLASSES)


def can_step_sideways_by_class(keywords: frozenset[str]) -> bool:
    """Whether a creature's class can step sideways."""
    return bool(creature_classes(keywords) & STEP_SIDEWAYS_CLASSES)
