"""Which language ``rage-tui`` speaks: the ``--lang`` option, the settings, the environment.

The first of these that names a language wins:

1. ``--lang CODE`` on the command line (before or after the subcommand);
2. the language chosen on the settings screen (``language`` in ``settings.json``);
3. the ``RAGE_TUI_LANG`` environment variable;
4. the locale: the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set
   (``pl_PL.UTF-8`` means Polish);
5. English.

An unknown ``--lang`` is refused; an unknown value anywhere else is passed over (a locale in a
language without a catalogue, such as ``de_DE``, simply means English).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rage_tui.cli.texts import _
from rage_tui.i18n import LANGUAGES

ENV_VAR = "RAGE_TUI_LANG"
LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG")
OPTION = "--lang"


class LanguageError(Exception):
    """A ``--lang`` value that names no language with a catalogue."""


def language_code(text: str | None) -> str | None:
    """The catalogue language of a code or locale name (``pl``, ``pl_PL.UTF-8``, ``en-GB``),
    or None when it names none (``C``, ``POSIX``, ``de_DE``, empty)."""
    if not text:
        return None
    base = text.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    return base if base in LANGUAGES else None


def language_option(words: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` in a command line (``--lang pl`` or ``--lang=pl``),
    or None without one; words after ``--`` are not options."""
    found: str | None = None
    for i, word in enumerate(words):
        if word == "--":
            break
        if word == OPTION:
            if i + 1 >= len(words) or words[i + 1].startswith("-"):
                raise LanguageError(_("--lang needs a language: {choices}").format(
                    choices=", ".join(LANGUAGES)))
            found = words[i + 1]
        elif word.startswith(OPTION + "="):
            found = word.split("=", 1)[1]
    return found


def check_option(value: str) -> str:
    """A ``--lang`` value as a catalogue language; :class:`LanguageError` for any other."""
    code = value.strip().lower()
    if code not in LANGUAGES:
        raise LanguageError(_("unknown language '{value}' for --lang (choose from: {choices})")
                            .format(value=value, choices=", ".join(LANGUAGES)))
    return code


def locale_language(environ: Mapping[str, str]) -> str | None:
    """The language of the locale: the first of LC_ALL, LC_MESSAGES and LANG that is set
    decides (as the C library does), None when it has no catalogue."""
    for name in LOCALE_VARS:
        value = environ.get(name)
        if value:
            return language_code(value)
    return None


def settings_language() -> str | None:
    """The language chosen on the settings screen, if any (read defensively: a settings file
    without one, or unreadable, means none)."""
    try:
        from rage_tui.ui.config import Settings

        chosen = getattr(Settings.load(), "language", None)
    except Exception:
        return None
    return chosen if isinstance(chosen, str) else None


def resolve_language(option: str | None, settings: str | None,
                     environ: Mapping[str, str]) -> str:
    """The language to use: ``--lang``, then the settings, then ``RAGE_TUI_LANG``, then the
    locale, then English. Raises :class:`LanguageError` for an unknown ``--lang``."""
    if option is not None:
        return check_option(option)
    for candidate in (language_code(settings), language_code(environ.get(ENV_VAR))):
        if candidate is not None:
            return candidate
    return locale_language(environ) or "en"


def without_language_option(words: Sequence[str]) -> list[str]:
    """``words`` with every ``--lang CODE`` / ``--lang=CODE`` taken out."""
    out: list[str] = []
    skip = False
    rest = False
    for word in words:
        if skip:
            skip = False
            continue
        if not rest and word == OPTION:
            skip = True
            continue
        if not rest and word.startswith(OPTION + "="):
            continue
        rest = rest or word == "--"
        out.append(word)
    return out
