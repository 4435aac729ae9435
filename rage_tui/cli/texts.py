"""What the command line says, in the reader's language: the ``cli`` message catalogue.

Every text ``rage-tui`` prints for a person (help of commands and options, errors, summaries)
is an English message id wrapped in :func:`_` (or :func:`ngettext` for counts), translated
through ``rage_tui/locale/<lang>/LC_MESSAGES/cli.po``; ``{name}`` fields are filled in after
translation with ``str.format``. Machine-readable output (``--json``, ids, file paths) is not
translated.

argparse's own words ("usage:", "options", "the following arguments are required ...") come
from the same catalogue: :func:`argparse_in_language` points argparse's gettext at it while a
command line is parsed (the English ids are listed in :mod:`rage_tui.cli.argparse_words`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rage_tui.i18n import catalogue, language

DOMAIN = "cli"


def _(message: str) -> str:
    """``message`` (an English text of the ``cli`` catalogue) in the current language."""
    if language() == "en":
        return message
    return catalogue(DOMAIN).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a ``cli`` message that goes with ``n``, in the current language."""
    if language() == "en":
        return singular if n == 1 else plural
    return catalogue(DOMAIN).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the ``cli`` catalogue without translating it now."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural form for the ``cli`` catalogue without translating it now."""
    return singular, plural


@contextmanager
def argparse_in_language() -> Iterator[None]:
    """While inside, argparse translates its own messages with the ``cli`` catalogue.

    argparse looks each of its texts up through the ``_`` and ``ngettext`` names of its module
    at the moment it builds a parser, prints help or reports an error; they are swapped for
    ours and put back on the way out."""
    import argparse  # here, not at the top: the title screen's start does without it

    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
