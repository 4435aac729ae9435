"""Translations: the language the player reads, and messages translated when shown.

Two message catalogues (gettext domains) live in ``rage_tui/locale/<lang>/LC_MESSAGES/``:

* ``ui``: what the app and the command line say (screens, prompts, help, CLI messages);
  translated at once with :func:`_` (or marked with :func:`N_` and translated when shown);
* ``game``: what the rules engine says (event texts, option labels, prompts of decisions, the
  rules reference, demo narration). The engine never translates: it builds :class:`Msg` records
  (a message id and its arguments; ``str(msg)`` is the English text, so hashes, saves, tests and
  logs do not depend on the language), and whoever shows one calls :func:`render`.

This module is pure (standard library only), so the engine and the rulesets may import it.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski"}
"""The languages with complete catalogues, by code."""

LOCALE_DIR = Path(__file__).parent / "locale"

_language = "en"
_catalogues: dict[tuple[str, str], gettext.NullTranslations] = {}


def set_language(code: str) -> None:
    """Switch every later translation to ``code`` (``en`` or ``pl``; a region suffix is dropped)."""
    global _language
    base = code.split("_")[0].split("-")[0].split(".")[0].lower()
    if base not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGES))}")
    _language = base


def language() -> str:
    """The current language code."""
    return _language


def catalogue(domain: str, lang: str | None = None) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang`` (English: no translation)."""
    lang = lang or _language
    key = (domain, lang)
    if key not in _catalogues:
        if lang == "en":
            _catalogues[key] = gettext.NullTranslations()
        else:
            _catalogues[key] = gettext.translation(domain, LOCALE_DIR, [lang], fallback=True)
    return _catalogues[key]


def _(message: str) -> str:
    """``message`` (an English text of the ``ui`` domain) in the current language."""
    return catalogue("ui").gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a ``ui`` message for ``n``, in the current language."""
    return catalogue("ui").ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the ``ui`` catalogue without translating it now."""
    return message


@dataclass(frozen=True, slots=True)
class Msg:
    """A ``game`` message: an English template with ``{name}`` fields and their values.

    Values may be other :class:`Msg` records (rendered in the same language). ``str()`` gives
    the English text; :func:`render` the text in the current language.
    """

    msgid: str
    args: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        return self.render("en")

    def render(self, lang: str | None = None) -> str:
        """This message in ``lang`` (default: the current language)."""
        template = catalogue("game", lang).gettext(self.msgid)
        values = {k: (v.render(lang) if isinstance(v, Msg) else v) for k, v in self.args}
        return template.format(**values) if values else template


def m(msgid: str, **args: Any) -> Msg:
    """A ``game`` message (the marker Babel extracts for the ``game`` catalogue)."""
    return Msg(msgid, tuple(args.items()))


def render(text: object) -> str:
    """Any text for the screen: a :class:`Msg` in the current language, anything else as is."""
    return text.render() if isinstance(text, Msg) else str(text)
