"""The rules reference, part three: cards and keywords (rage-1995), in our own words.

Each section is a game message (title and body), so the reference shows in the
reader's language; the English text is the message id."""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_sections import CARDS, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        "creatures",
        m("Characters, allies and prey"),
        CARDS,
        m(
            "Characters are two-sided: breed form and Crinos (battle) form; some have one form "
            "only. Each has Rage (which combat actions it can play without bluffing), Gnosis "
            "(spiritual power: gifts, fetishes, stepping sideways), Health, and Renown (its "
            "votes, and its VP when killed). Allies are pack members brought in by a character: "
            "they fight, equip and can be alpha, but do not vote or call juntas, and they leave "
            "if the pack's last character dies. Prey and allies cannot frenzy or step sideways, "
            "and can use cards that need keywords they have."
        ),
        (
            "v0.2 Character Cards",
            "v0.2 Allies",
            "v0.2 Creatures",
            "v0.2 Forms",
        ),
    ),
    Section(
        "classes",
        m("Keywords: creature classes"),
        CARDS,
        m(
            "Creature classes say what a creature can do by nature. Garou (the thirteen Gaia "
            "tribes, Black Spiral Dancers and Ronin) can frenzy, regenerate and step sideways; "
            "other shapeshifters (Fera) likewise; banes can frenzy, regenerate and step "
            "sideways; vampires frenzy and regenerate; humans, animals and most fomori do none "
            "of these. Spirits are in both worlds and count as Crinos form. Shapeshifter allies "
            "and prey count as Crinos form, humans as Homid."
        ),
        (
            "v0.2 Creature classes",
            "v0.2 Full description of keywords",
        ),
    ),
    Section(
        "keywords",
        m("Keywords: tribes, auspices, breeds and abilities"),
        CARDS,
        m(
            "Tribes and other factions (Pentex, Cults ...) decide which gifts and past lives a "
            "creature may use. Auspices (Ragabash, Theurge, Philodox, Galliard, Ahroun) are the "
            "moon under which a Garou was born. Breeds (Homid, Lupus, Metis ...) name the breed "
            "form. Wyrm characters have an aspect (Beast-of-War, Defiler, Eater-of-Souls). "
            "Ability keywords such as Kailindo unlock the cards that need them. Fast striking "
            "and slow striking are combat action keywords for speed (a card with both is normal "
            "speed); aggravated marks damage that cannot be regenerated; firearm and armour are "
            "referred to by other cards."
        ),
        (
            "v0.2 Keywords",
            "v0.2 Faction",
            "v0.2 Spiritual Roles",
            "v0.2 Breed",
            "v0.2 Ability keywords",
            "v0.2 Other keywords",
        ),
    ),
)
