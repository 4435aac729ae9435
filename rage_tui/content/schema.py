"""The card file schema: one pydantic model per card type (schema_creatures, schema_sept,
schema_combat, on the building blocks of schema_base), joined here and exported as JSON Schema.

A card file is a YAML list of cards. Each card has an ``id`` (a lower-case slug), a ``name``,
a ``type`` and the fields of its type. Unknown fields are errors. Keywords and forms come from
the ruleset's closed vocabulary (:mod:`rage_tui.rulesets.rage1995.keywords`).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, TypeAdapter

from rage_tui.content.schema_combat import CombatActionCard, CombatEventCard
from rage_tui.content.schema_creatures import AllyCard, CharacterCard, EnemyCard, VictimCard
from rage_tui.content.schema_sept import (
    ActionCard,
    BattlefieldCard,
    BoardMeetingCard,
    CaernCard,
    EquipmentCard,
    EventCard,
    GiftCard,
    MootCard,
    PastLifeCard,
    QuestCard,
    RealmCard,
    RiteCard,
    TerritoryCard,
    TotemCard,
)
from rage_tui.rulesets.rage1995 import keywords as kw

AnyCard = Annotated[
    CharacterCard
    | AllyCard
    | EnemyCard
    | VictimCard
    | EquipmentCard
    | GiftCard
    | RiteCard
    | ActionCard
    | EventCard
    | TotemCard
    | CaernCard
    | RealmCard
    | TerritoryCard
    | MootCard
    | BoardMeetingCard
    | QuestCard
    | PastLifeCard
    | BattlefieldCard
    | CombatActionCard
    | CombatEventCard,
    Field(discriminator="type"),
]

CARD_ADAPTER: TypeAdapter[Any] = TypeAdapter(AnyCard)
CARD_FILE_ADAPTER: TypeAdapter[Any] = TypeAdapter(list[AnyCard])


def card_file_json_schema() -> dict[str, Any]:
    """JSON Schema (2020-12) for a card file: a list of cards."""
    schema = CARD_FILE_ADAPTER.json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "rage_tui card file"
    schema["description"] = (
        "A list of Rage cards. See docs/card-format.md for how to write a card.")
    _add_vocabulary(schema)
    return schema


def _add_vocabulary(schema: dict[str, Any]) -> None:
    """Spell out the closed keyword and form vocabularies (checked by validators in pydantic)
    so that an editor can complete them and flag a typo while the card is typed."""
    keywords = {"type": "string", "enum": sorted(kw.ALL_KEYWORDS)}
    forms = {"type": "string", "enum": sorted(kw.FORMS)}
    for model in schema.get("$defs", {}).values():
        props = model.get("properties", {})
        for name in ("keywords", "requires"):
            if props.get(name, {}).get("type") == "array":
                props[name]["items"] = keywords
                props[name]["uniqueItems"] = True
        if props.get("forms", {}).get("type") == "array":
            props["forms"]["items"] = forms
            props["forms"]["uniqueItems"] = True
        if props.get("form", {}).get("type") == "string":
            props["form"]["enum"] = forms["enum"]
