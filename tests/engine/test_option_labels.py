"""Option labels made when read (``option("...", choice, card_id, **fields)``): an option whose
label is built on its first read shows, compares, hashes, prints, pickles and digests exactly
like one made with ``Option(choice, m(...), card)``."""

from __future__ import annotations

import copy
import pickle

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.game import plain
from rage_tui.i18n import Msg, later, m, render, set_language


def _pair() -> tuple[Option, Option]:
    choice = Choice("discard", (7,))
    eager = Option(choice, m("Discard {card} from {creature}", card="Claws", creature="Ghost"),
                   "claws")
    lazy = option("Discard {card} from {creature}", choice, "claws", card="Claws",
                  creature="Ghost")
    return eager, lazy


def test_a_lazy_label_is_the_same_message_with_its_id_and_fields() -> None:
    eager, lazy = _pair()
    label, before = lazy.label, eager.label
    assert isinstance(label, Msg) and isinstance(before, Msg)
    assert str(label) == "Discard Claws from Ghost"
    assert (label.msgid, label.args) == (before.msgid, before.args)
    assert lazy.label is label  # built once, then kept
    assert lazy.card == "claws" and lazy.choice == Choice("discard", (7,))


def test_a_field_may_be_called_card_without_taking_the_options_card_id() -> None:
    o = option("Play {card}", Choice("play", (1,)), "bite", card="Bite")
    assert (str(o.label), o.card) == ("Play Bite", "bite")


def test_lazy_and_eager_options_compare_hash_and_print_alike() -> None:
    eager, lazy = _pair()
    assert lazy == eager and hash(lazy) == hash(eager)
    assert repr(lazy) == repr(eager) == (
        "Option(choice=Choice(kind='discard', args=(7,)), label='Discard Claws from Ghost', "
        "card='claws')")
    other = option("Discard {card} from {creature}", Choice("discard", (7,)), "claws",
                   card="Claws", creature="Fang")
    assert other != eager
    assert len({eager, lazy, other}) == 2


def test_a_lazy_option_digests_like_an_eager_one_before_and_after_its_label_is_read() -> None:
    eager, lazy = _pair()
    before = plain(lazy)
    assert before == plain(eager) == {"choice": {"kind": "discard", "args": [7]},
                                      "label": "Discard Claws from Ghost", "card": "claws"}
    assert plain(lazy) == before


def test_a_lazy_option_pickles_and_copies_with_its_label() -> None:
    _, lazy = _pair()
    for copied in (pickle.loads(pickle.dumps(lazy)), copy.deepcopy(lazy), copy.copy(lazy)):
        assert copied == lazy
        label = copied.label
        assert isinstance(label, Msg)
        assert label.msgid == "Discard {card} from {creature}"


def test_a_lazy_label_renders_in_polish() -> None:
    eager, lazy = _pair()
    set_language("pl")
    try:
        assert render(lazy.label) == render(eager.label)
        assert render(option("Pass", Choice("pass")).label) == render(m("Pass")) != "Pass"
    finally:
        set_language("en")


def test_a_part_made_later_is_the_same_message_inside_the_label() -> None:
    choice = Choice("play", (3, 5, 9))
    eager = Option(choice, m("{who}{card}{on}", who=m("{user} plays ", user="Ghost"),
                             card="Claws", on=m(" on {t}", t="Fang")), "claws")
    lazy = option("{who}{card}{on}", choice, "claws", who=later("{user} plays ", user="Ghost"),
                  card="Claws", on=later(" on {t}", t="Fang"))
    copied = pickle.loads(pickle.dumps(lazy))
    assert lazy == eager and copied == eager and plain(lazy) == plain(eager)
    label, before = lazy.label, eager.label
    assert isinstance(label, Msg) and isinstance(before, Msg)
    assert str(label) == "Ghost plays Claws on Fang"
    assert label.args == before.args and isinstance(dict(label.args)["who"], Msg)
    set_language("pl")
    try:
        assert render(label) == render(before) != str(before)
    finally:
        set_language("en")


def test_a_part_made_later_formats_as_its_english_text_on_its_own() -> None:
    part = later("{user} plays ", user="Ghost")
    assert str(part) == f"{part}" == "Ghost plays "
    assert part.made() == m("{user} plays ", user="Ghost")
