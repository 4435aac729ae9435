"""Event texts made when read (``event(kind, "...", fields, rule, **data)``): an event whose
text is built on its first read shows, compares, hashes, prints, pickles, digests and hides
cards exactly like one made with ``ev(kind, m(...), rule, **data)``."""

from __future__ import annotations

import copy
import pickle
from dataclasses import replace

from rage_tui.ai.inspect import ids_in
from rage_tui.content.library import CardLibrary
from rage_tui.engine.events import Event, ev, event, private, revealed_slot, revealed_slot_later
from rage_tui.engine.game import plain
from rage_tui.i18n import Msg, joined, joined_later, m, render, set_language
from tests.engine.conftest import new_game

RULE = "v0.2 Drawing"


def _pair() -> tuple[Event, Event]:
    eager = ev("drew", m("{player} drew {n} combat card(s)", player="Ann", n=2), RULE, seat=0,
               count=2)
    lazy = event("drew", "{player} drew {n} combat card(s)", {"player": "Ann", "n": 2}, RULE,
                 seat=0, count=2)
    return eager, lazy


def test_a_lazy_text_is_the_same_message_with_its_id_and_fields() -> None:
    eager, lazy = _pair()
    text, before = lazy.text, eager.text
    assert isinstance(text, Msg) and isinstance(before, Msg)
    assert str(text) == "Ann drew 2 combat card(s)"
    assert (text.msgid, text.args) == (before.msgid, before.args)
    assert lazy.text is text  # built once, then kept
    assert lazy.data == (("count", 2), ("seat", 0)) and lazy.rule == RULE
    assert lazy.get("count") == 2


def test_an_event_without_fields_has_its_message_too() -> None:
    text = event("tie", "Still tied at the top: the sudden death goes on", rule=RULE).text
    assert isinstance(text, Msg) and text.msgid == text == m(
        "Still tied at the top: the sudden death goes on")


def test_lazy_and_eager_events_compare_hash_and_print_alike() -> None:
    eager, lazy = _pair()
    assert lazy == eager and hash(lazy) == hash(eager)
    assert repr(lazy) == repr(eager) == (
        "Event(kind='drew', text='Ann drew 2 combat card(s)', data=(('count', 2), ('seat', 0)), "
        "rule='v0.2 Drawing', seats=None, public=None)")
    other = event("drew", "{player} drew {n} combat card(s)", {"player": "Ann", "n": 3}, RULE,
                  seat=0, count=2)
    assert other != eager
    assert len({eager, lazy, other}) == 2


def test_a_private_event_keeps_its_text_unmade_and_shows_the_others_the_public_one() -> None:
    eager, public = _pair()
    secret = private({0}, event("drew", "{player} drew {names}",
                                {"player": "Ann", "names": "Claws, Bite"}, RULE, seat=0),
                     public)
    assert secret.seats == frozenset({0}) and secret.for_seat(1) is public
    assert str(secret.text) == "Ann drew Claws, Bite"
    assert secret != eager and secret.for_seat(0) is secret


def test_a_lazy_event_digests_like_an_eager_one_before_and_after_its_text_is_read() -> None:
    eager, lazy = _pair()
    before = plain(lazy)
    assert before == plain(eager) == {"kind": "drew", "text": "Ann drew 2 combat card(s)",
                                      "data": [["count", 2], ["seat", 0]], "rule": RULE,
                                      "seats": None, "public": None}
    assert plain(lazy) == before


def test_a_lazy_event_pickles_and_copies_with_its_text() -> None:
    _, lazy = _pair()
    for copied in (pickle.loads(pickle.dumps(lazy)), copy.deepcopy(lazy), copy.copy(lazy)):
        assert copied == lazy
        text = copied.text
        assert isinstance(text, Msg)
        assert text.msgid == "{player} drew {n} combat card(s)"


def test_the_fields_of_an_unread_text_are_words_not_card_ids(lib: CardLibrary) -> None:
    g = new_game(lib).state
    iid = next(iter(g.cards))
    lazy = event("drew", "{player} drew {n} combat card(s)", {"player": "Ann", "n": iid}, RULE,
                 seat=0)
    assert ids_in(lazy, g) == set()
    assert ids_in(event("drew", "{n}", {"n": 1}, RULE, card=iid), g) == {iid}


def test_a_lazy_text_renders_in_polish() -> None:
    eager, lazy = _pair()
    set_language("pl")
    try:
        assert render(lazy.text) == render(eager.text) != str(eager.text)
    finally:
        set_language("en")


def test_an_event_changed_with_dataclasses_replace_keeps_its_text() -> None:
    eager, lazy = _pair()
    changed = replace(lazy, rule="v0.2 Combat Cards")
    assert changed.text == eager.text and changed.rule == "v0.2 Combat Cards"
    assert replace(eager, rule="v0.2 Combat Cards") == changed


def test_a_list_made_later_is_the_same_message_as_the_list_made_at_once() -> None:
    slots = [("Ghost", "Claws", "Fang"), ("Fang", None, None), ("Ann", "Bite", None)]
    eager = ev("revealed", m("Cards are revealed. {names}",
                             names=joined("; ", (revealed_slot(*s) for s in slots))), RULE)
    lazy = event("revealed", "Cards are revealed. {names}",
                 {"names": joined_later("; ", (revealed_slot_later(*s) for s in slots))}, RULE)
    assert plain(lazy) == plain(eager) and lazy == eager
    text, before = lazy.text, eager.text
    assert isinstance(text, Msg) and isinstance(before, Msg)
    assert str(text) == "Cards are revealed. Ghost: Claws at Fang; Fang: nothing; Ann: Bite"
    names, names_before = dict(text.args)["names"], dict(before.args)["names"]
    assert (names.msgid, names.args) == (names_before.msgid, names_before.args)
    set_language("pl")
    try:
        assert render(text) == render(before) != str(before)
    finally:
        set_language("en")
