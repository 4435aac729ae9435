"""Frozen records (frozen dataclasses) in copies of a game state, when the engine is compiled.

Searching bots copy states with pickle (``engine.determinize``). A class compiled by mypyc (the
optional compiled engine, README "Faster engine") restores a pickled instance by assigning its
attributes one by one, which a frozen dataclass refuses; :func:`picklable_record` makes pickle
rebuild such a record through its constructor instead. Pure Python needs none of this (the
registration is skipped there, so its copies are made exactly as before).
"""

from __future__ import annotations

import copyreg
from dataclasses import fields
from typing import Any, Final

from rage_tui.i18n import Text, made

#: whether this module (and so the engine) runs compiled: a compiled module is not a .py file
COMPILED: Final = not str(globals().get("__file__", "")).endswith(".py")


def picklable_record(cls: type[Any]) -> None:
    """Let pickle copy instances of the frozen dataclass ``cls`` when the engine is compiled."""
    if COMPILED:
        copyreg.pickle(cls, _reduce_record)


def _reduce_record(obj: Any) -> tuple[Any, ...]:
    return _rebuild, (type(obj), {f.name: getattr(obj, f.name) for f in fields(obj) if f.init})


def _rebuild(cls: type[Any], values: dict[str, Any]) -> Any:
    """A record of class ``cls`` with these field values."""
    return cls(**values)


def text_once(record: Any) -> Text:
    """The text of a frozen record that keeps a message id and its fields (``_text``,
    ``_fields``) until the text is first read: made now and kept in their place, so it is
    made at most once (an option's label, a decision's prompt, an event's text)."""
    fields_ = record._fields
    if fields_ is None:
        text: Text = record._text
        return text
    text = made(record._text, fields_)
    object.__setattr__(record, "_text", text)
    object.__setattr__(record, "_fields", None)
    return text
