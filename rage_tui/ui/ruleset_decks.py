"""The decks the New game screen offers for a ruleset drawn by a UI adapter (V:TES ...): its
bundled decks (the plugin's decks folder, read by the ruleset's own loader) and deck files.
Rage decks keep their catalogue (:mod:`rage_tui.ui.catalog`). Pure Python (no Textual)."""

from __future__ import annotations

from pathlib import Path

from rage_tui.engine.decks import DeckList
from rage_tui.i18n import _
from rage_tui.ui.catalog import BUNDLED, DeckError


def deck_choices(ruleset_id: str) -> list[tuple[str, str]]:
    """(title, ref) of each bundled deck of ``ruleset_id``, in file order (``bundled:<stem>``);
    empty when its content cannot be read."""
    from rage_tui.content.errors import ContentError
    from rage_tui.content.plugins import ruleset_content

    try:
        content = ruleset_content(ruleset_id)
    except (ContentError, OSError, ValueError):
        return []
    return [(deck.name, f"{BUNDLED}{stem}") for stem, deck in content.deck_files]


def resolve_deck(ruleset_id: str, ref: str) -> DeckList:
    """The deck ``ref`` names (a bundled deck or a deck file of the ruleset's format);
    :class:`DeckError` saying why not."""
    from rage_tui.content.errors import ContentError
    from rage_tui.content.plugins import ruleset_content
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin

    if not ref:
        raise DeckError(_("no deck chosen"))
    if ref.startswith(BUNDLED):
        stem = ref[len(BUNDLED):]
        for found, deck in ruleset_content(ruleset_id).deck_files:
            if found == stem:
                return deck
        raise DeckError(_("there is no bundled deck called '{name}'").format(name=stem))
    loader = plugin(ruleset_id).deck_loader
    from rage_tui.ui.paths import typed_path_refusal

    path = Path(ref).expanduser()
    folder = typed_path_refusal(path)
    if folder is not None:
        raise DeckError(_("the browser server opens only deck files in {folder}").format(
            folder=folder))
    if not path.is_file():
        raise DeckError(_("no deck file at {path}").format(path=path))
    if not loader:
        raise DeckError(_("this game reads no deck files"))
    try:
        loaded: DeckList = resolve(loader)(path)
    except ContentError as exc:
        raise DeckError(str(exc)) from None
    return loaded
