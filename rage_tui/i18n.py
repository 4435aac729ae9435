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
import string
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final, Self

from mypy_extensions import mypyc_attr

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


def ui_text(message: str) -> str:
    """``message`` (an English text of the ``ui`` domain) in the current language."""
    return catalogue("ui").gettext(message)


#: the marker the ``ui`` catalogue is extracted by. (An assignment: compiled with mypyc, a
#: function *defined* under the name ``_`` is not exported, and ``from rage_tui.i18n import _``
#: failed, so the compiled build's app did not start.)
_ = ui_text


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a ``ui`` message for ``n``, in the current language."""
    return catalogue("ui").ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for the ``ui`` catalogue without translating it now."""
    return message


# mypyc: the compiled engine compiles this module too (the engine makes thousands of messages a
# game; compiled, :func:`m` is a C function); a class extending ``str`` stays a Python class
@mypyc_attr(native_class=False)
class Msg(str):
    """A ``game`` message: an English template with ``{name}`` fields and their values.

    A message *is* its English text (a ``str``), so everything that compares, hashes, saves
    or searches engine texts keeps working unchanged and does not depend on the language;
    it also keeps its message id and arguments, so :func:`render` can show it in the reader's
    language. Values may be other messages (rendered in the same language). Immutable.
    """

    __slots__ = ("args", "msgid")
    msgid: str
    args: tuple[tuple[str, Any], ...]

    def __new__(cls, msgid: str, args: tuple[tuple[str, Any], ...] = ()) -> Self:
        self = str.__new__(cls, msgid.format(**dict(args)) if args else msgid)
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "args", args)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Msg is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Msg, (self.msgid, self.args))

    def __str__(self) -> str:
        return str.__str__(self)

    def render(self, lang: str | None = None) -> str:
        """This message in ``lang`` (default: the current language)."""
        lang = lang or _language
        if lang == "en":
            return str.__str__(self)
        template = catalogue("game", lang).gettext(self.msgid)
        values = {k: (v.render(lang) if isinstance(v, Msg) else v) for k, v in self.args}
        if not values:
            return template
        if template is self.msgid:
            return template.format(**values)
        return _FORMS.format(template, **values)


VIEWER_NAMES = frozenset({"You", "Ty"})
"""Seat names that mean the player reading the text (the solo player is called "You")."""


class _Forms(string.Formatter):
    """Formatting for translations: a field's format spec may list forms separated by ``|``.

    * A number picks a Polish plural form: ``{n:# karta|# karty|# kart}`` (one, 2-4 but
      not 12-14, the rest); ``#`` stands for the number. Two forms: one, the rest.
    * A seat name picks the form for another player or for the reader ("You"/"Ty"), so the
      verb can take the second person: ``{who:@ dobiera|dobierasz}``; ``@`` stands for the name.
    * Without forms a reader's name shows as "Ty".
    """

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" not in format_spec:
            if isinstance(value, str) and value in VIEWER_NAMES and not format_spec:
                return "Ty"
            return str(super().format_field(value, format_spec))
        forms = format_spec.split("|")
        if isinstance(value, int) and not isinstance(value, bool):
            return forms[plural_pl(value, len(forms))].replace("#", str(value))
        text = str(value)
        return forms[1 if text in VIEWER_NAMES else 0].replace("@", text)


def plural_pl(n: int, forms: int = 3) -> int:
    """Which of ``forms`` Polish plural forms goes with ``n`` (0: one, 1: 2-4, 2: many)."""
    if forms < 3:
        return 0 if n == 1 else min(1, forms - 1)
    if n == 1:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


_FORMS = _Forms()


# (Final: compiled, a C global instead of a lookup in the module's dictionary at every call)
_str_new: Final = str.__new__
_set_msgid: Final = vars(Msg)["msgid"].__set__  # (the slot descriptors, untyped: compiled
_set_args: Final = vars(Msg)["args"].__set__  # code must not read them as a str and a tuple)


def m(msgid: str, **args: Any) -> Msg:
    """A ``game`` message (the marker Babel extracts for the ``game`` catalogue)."""
    # the same as ``Msg(msgid, tuple(args.items()))``, written for speed (a game makes
    # thousands): the English text is formatted from ``args`` directly (``format_map``: the
    # same text as ``format(**args)`` without copying the arguments again)
    self: Msg = _str_new(Msg, msgid.format_map(args) if args else msgid)
    _set_msgid(self, msgid)
    _set_args(self, tuple(args.items()))
    return self


class Later:
    """A ``game`` message made only when it is needed: the message id and fields of
    ``m(msgid, **fields)``, as a field of a text that is itself made when read (an option's
    label, an event's text: ``option("{who}{card}", ..., who=later("{user} plays ",
    user=name))``), which builds it then (:func:`made`) with the values given now. Most such
    texts are never read (a bot reads choices and data), so their parts need not be made
    either. Written ``later("...", ...)`` (the catalogue tools extract it); formatted on its
    own it gives the message's English text."""

    msgid: str
    fields: dict[str, Any]

    def __init__(self, msgid: str, fields: dict[str, Any]) -> None:
        self.msgid = msgid
        self.fields = fields

    def made(self) -> Msg:
        """The message, ``m(msgid, **fields)``."""
        return made(self.msgid, self.fields)

    def __str__(self) -> str:
        return str.__str__(self.made())

    def __format__(self, format_spec: str) -> str:
        return format(str.__str__(self.made()), format_spec)

    def __repr__(self) -> str:
        return f"later({self.msgid!r}, **{self.fields!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Later, (self.msgid, self.fields))


def later(msgid: str, **fields: Any) -> Later:
    """``m(msgid, **fields)`` made when needed (a :class:`Later`; the marker the catalogue
    tools extract, as they do ``m("...")``)."""
    return Later(msgid, fields)


def made(msgid: str, fields: dict[str, Any]) -> Msg:
    """``m(msgid, **fields)``, any field made later (a :class:`Later`) made now."""
    for value in fields.values():
        if isinstance(value, Later):
            return m(msgid, **{k: (v.made() if isinstance(v, Later) else v)
                               for k, v in fields.items()})
    return m(msgid, **fields)


Text = str
"""What the engine shows a player: a plain string or a game message (a :class:`Msg`, itself a
``str`` holding the English text)."""


def render(text: object) -> str:
    """Any text for the screen: a :class:`Msg` in the current language, anything else as is."""
    return text.render() if isinstance(text, Msg) else str(text)


def joined(separator: str, items: Iterable[object]) -> Msg:
    """``items`` (messages or plain strings) joined by ``separator``, each shown in the reader's
    language (a message of fields only: nothing to translate)."""
    values = list(items)
    template = separator.join(f"{{i{k}}}" for k in range(len(values)))
    return Msg(template, tuple((f"i{k}", v) for k, v in enumerate(values)))


def joined_later(separator: str, items: Iterable[object]) -> Later:
    """:func:`joined` made when needed (a :class:`Later`: items may be ``Later`` too)."""
    values = list(items)
    template = separator.join(f"{{i{k}}}" for k in range(len(values)))
    return Later(template, {f"i{k}": v for k, v in enumerate(values)})


@mypyc_attr(native_class=False)  # (see Msg)
class CardTextMsg(Msg):
    """A card's rules text inside a game message: English as it is, and in another language
    the ``cards`` catalogue's translation for that card (see :func:`card_text`)."""

    __slots__ = ("card_id",)
    card_id: str

    def __new__(cls, card_id: str, text: str) -> Self:
        self = Msg.__new__(cls, text)
        object.__setattr__(self, "card_id", card_id)
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (CardTextMsg, (self.card_id, self.msgid))

    def render(self, lang: str | None = None) -> str:
        """The card's text in ``lang`` (default: the current language)."""
        return card_text(self.card_id, self.msgid, lang)


def card_text(card_id: str, text: str, lang: str | None = None) -> str:
    """A card's rules text in ``lang`` (default: the current language). The ``cards``
    catalogue keys each translation by the card id (its context) and the English text, so a
    card whose English text has changed since it was translated shows the new English text."""
    if not text:
        return text
    return catalogue("cards", lang).pgettext(card_id, text)
