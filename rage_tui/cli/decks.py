"""``rage-tui deck check``: each deck file against the construction rules of its own ruleset
(the deck's ``ruleset:``, asked through the registry: ``RulesetPlugin.deck_problems``) and the
references of solo prey decks; every problem names the file and line."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rage_tui.cli.texts import _, ngettext
from rage_tui.content.errors import ContentError
from rage_tui.i18n import render


def register(sub: Any) -> None:
    """Add the ``deck`` subcommands."""
    p = sub.add_parser("deck", help=_("check, import and export deck files"))
    dsub = p.add_subparsers(dest="deck_command", metavar=_("ACTION"), required=True)
    check = dsub.add_parser("check", help=_("check decks (and prey decks) against the rules"))
    check.add_argument("files", nargs="+", type=Path, metavar=_("FILE"),
                       help=_("deck files (YAML) to check"))
    check.add_argument("--renown", type=int, default=20, metavar="N",
                       help=_("Renown level (default 20)"))
    check.add_argument("--club-rules", action="store_true", help=_("apply Givors' club rules"))
    check.add_argument("--cards", action="append", type=Path, default=[], metavar=_("PATH"),
                       help=_("extra card file or folder the decks use (repeatable)"))
    check.set_defaults(handler=cmd_check)
    from rage_tui.cli import deck_lackey

    deck_lackey.register(dsub)


def _is_prey_deck(path: Path) -> bool:
    """A prey deck (solo campaign) has ``prey`` and ``boss`` instead of a pack."""
    from rage_tui.content.yamlio import LineDict, load_yaml_file

    try:
        data = load_yaml_file(path)
    except ContentError:
        return False
    return isinstance(data, LineDict) and ("prey" in data or "boss" in data)


def _check_one(path: Path, libs: _Libraries, args: argparse.Namespace) -> bool:
    """Print the verdict on one file; True when it is legal."""
    from rage_tui.content.behaviour import check_prey_deck, load_prey_deck
    from rage_tui.content.decks import deck_line, load_deck
    from rage_tui.rulesets import plugin

    if _is_prey_deck(path):
        prey = load_prey_deck(path)
        found = check_prey_deck(prey, libs.rage(), str(path), path)
        if not found:
            print(_("{path}: {name}: ok (prey deck: {prey} prey, {combat} combat)").format(
                path=path, name=prey.name, prey=prey.prey_count,
                combat=sum(prey.combat.values())))
            return True
        print(ngettext("{path}: {name}: {n} problem", "{path}: {name}: {n} problems",
                       len(found)).format(path=path, name=prey.name, n=len(found)))
        for problem in found:
            print(f"  - {problem}")
        return False
    deck = load_deck(path)
    try:
        declared = plugin(deck.ruleset)
    except ValueError as exc:
        print(f"{path}:{deck_line(path, None, 'ruleset')}: {exc}")
        return False
    options = {"renown_level": args.renown, "club_rules": args.club_rules}
    hook = declared.deck_problems
    problems = hook(deck, libs.cards_of(declared), options) if hook is not None else []
    if not problems:
        print(_("{path}: {name}: ok ({sept} sept, {combat} combat)").format(
            path=path, name=deck.name, sept=deck.sept_count, combat=deck.combat_count))
        return True
    print(ngettext("{path}: {name}: {n} problem", "{path}: {name}: {n} problems",
                   len(problems)).format(path=path, name=deck.name, n=len(problems)))
    cards = libs.cards_of(declared)
    for p in problems:
        print(f"  - {path}:{deck_line(path, p.card, p.section)}: {render(p.text)}"
              + _close_names(p.card, cards))
    return False


def _close_names(cid: str | None, cards: Mapping[str, Any]) -> str:
    """For a card id the library does not know, the closest ids it does (as ``deck import``
    suggests names): " (did you mean: a, b?)", or nothing."""
    import difflib

    if not cid or cid in cards:
        return ""
    close = difflib.get_close_matches(cid, list(cards), n=3, cutoff=0.6)
    if not close:
        return ""
    return " " + _("(did you mean: {names}?)").format(names=", ".join(close))


class _Libraries:
    """The card libraries the decks are checked against, each read once when a deck first
    needs it: rage-1995's format (bundled and ``--cards``) for the rulesets that keep it, a
    ruleset's own check (``RulesetPlugin.check_cards``, with ``--cards``) for the others."""

    def __init__(self, extra: list[Path]) -> None:
        self.extra = extra
        self._rage: Any = None
        self._own: dict[str, Any] = {}

    def rage(self) -> Any:
        """The rage-1995 library with ``--cards`` (ContentError on a broken card file)."""
        if self._rage is None:
            from rage_tui.content.bundled import bundled_library
            from rage_tui.content.library import load_library_lenient

            lib = bundled_library()
            if self.extra:
                lib, card_problems = load_library_lenient(self.extra, base=lib)
                if card_problems:
                    raise ContentError(card_problems)
            self._rage = lib
        return self._rage

    def cards_of(self, declared: Any) -> Any:
        """The cards a deck of ruleset ``declared`` is checked against."""
        if not declared.check_cards:
            return self.rage().cards
        if declared.id not in self._own:
            from rage_tui.engine.plugin import resolve

            report = resolve(declared.check_cards)(self.extra)
            if report.problems:
                raise ContentError(report.problems)
            self._own[declared.id] = report.cards
        return self._own[declared.id]


def cmd_check(args: argparse.Namespace) -> int:
    """Check each deck; list every violation; exit 1 if any deck is illegal."""
    from rage_tui.cli.errors import UserError

    if not 1 <= args.renown <= 1000:
        raise UserError(_("--renown must be from 1 to 1000"))
    for p in args.cards:
        if not p.exists():
            raise UserError(_("no such card file or folder: {path}").format(path=p))
    libs = _Libraries(list(args.cards))
    bad = 0
    for path in args.files:
        try:
            ok = _check_one(path, libs, args)
        except ContentError as exc:
            ok = False
            for problem in exc.problems:
                print(f"{problem}")
        bad += not ok
    print(_("decks: {ok} ok, {bad} with problems").format(ok=len(args.files) - bad, bad=bad))
    return 1 if bad else 0
