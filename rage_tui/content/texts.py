"""What the content loaders and the tools around them say: the ``content`` message catalogue.

The problems a player reads when a card, deck, scenario, behaviour or save file is broken
("file:line: card 'x', field 'y': what is wrong"), the campaign and solo setup errors, and the
summaries of the app benchmarks are English message ids marked with :func:`c_` (translate now),
:func:`cN_` (mark only, translated later with :func:`c_`) or :func:`cngettext` (a count), and
translated through ``rage_tui/locale/<lang>/LC_MESSAGES/content.po``. ``{name}`` fields are
filled in after translation with ``str.format``. File names, line numbers, card ids and field
names are never translated.

A problem is worded in the language that is current when it is found (the language is chosen
before anything is loaded: ``--lang``, the settings, the locale). The markers have names of
their own (not ``_``), so the extraction of the ``ui`` catalogue, which reads ``_`` in
``rage_tui/ui``, never takes these texts.
"""

from __future__ import annotations

from rage_tui.i18n import catalogue, language

DOMAIN = "content"


def c_(message: str) -> str:
    """``message`` (an English text of the ``content`` catalogue) in the current language."""
    if language() == "en":
        return message
    return catalogue(DOMAIN).gettext(message)


def cngettext(singular: str, plural: str, n: int) -> str:
    """The form of a ``content`` message that goes with ``n``, in the current language."""
    if language() == "en":
        return singular if n == 1 else plural
    return catalogue(DOMAIN).ngettext(singular, plural, n)


def cN_(message: str) -> str:
    """Mark ``message`` for the ``content`` catalogue without translating it now."""
    return message
