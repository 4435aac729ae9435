"""Decision prompts made when read (``ask(seat, kind, "...", fields, options, ...)``): a
decision whose prompt is built on its first read shows, compares, hashes, prints, pickles,
digests and hides cards exactly like one made with ``Decision(seat, kind, m(...), ...)``."""

from __future__ import annotations

import copy
import pickle
from dataclasses import replace

from rage_tui.ai.inspect import ids_in
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.game import plain
from rage_tui.i18n import Msg, m, render, set_language
from tests.engine.conftest import new_game

RULE = "v0.2 Combat Rounds"


def _options() -> tuple[Option, ...]:
    return (option("Target {o}", Choice("target", (4,)), "fang", o="Fang"),)


def _pair() -> tuple[Decision, Decision]:
    eager = Decision(1, "target", m("Targeting step: the target of {creature}'s card",
                                    creature="Ghost"), _options(), about=3, rule=RULE)
    lazy = ask(1, "target", "Targeting step: the target of {creature}'s card",
               {"creature": "Ghost"}, _options(), about=3, rule=RULE)
    return eager, lazy


def test_a_lazy_prompt_is_the_same_message_with_its_id_and_fields() -> None:
    eager, lazy = _pair()
    prompt, before = lazy.prompt, eager.prompt
    assert isinstance(prompt, Msg) and isinstance(before, Msg)
    assert str(prompt) == "Targeting step: the target of Ghost's card"
    assert (prompt.msgid, prompt.args) == (before.msgid, before.args)
    assert lazy.prompt is prompt  # built once, then kept
    assert (lazy.seat, lazy.kind, lazy.about, lazy.rule) == (1, "target", 3, RULE)
    assert lazy.find(Choice("target", (4,))) == _options()[0]


def test_a_prompt_without_fields_is_a_message_too() -> None:
    prompt = ask(0, "alpha", "Choose your alpha for this Combat Phase", None, ()).prompt
    assert isinstance(prompt, Msg) and prompt == m("Choose your alpha for this Combat Phase")


def test_lazy_and_eager_decisions_compare_hash_print_and_digest_alike() -> None:
    eager, lazy = _pair()
    assert plain(lazy) == plain(eager)
    assert plain(lazy)["prompt"] == "Targeting step: the target of Ghost's card"
    assert lazy == eager and hash(lazy) == hash(eager) and repr(lazy) == repr(eager)
    other = ask(1, "target", "Targeting step: the target of {creature}'s card",
                {"creature": "Fang"}, _options(), about=3, rule=RULE)
    assert other != eager and len({eager, lazy, other}) == 2


def test_a_lazy_decision_pickles_and_copies_with_its_prompt() -> None:
    _, lazy = _pair()
    for copied in (pickle.loads(pickle.dumps(lazy)), copy.deepcopy(lazy), copy.copy(lazy)):
        assert copied == lazy
        assert isinstance(copied.prompt, Msg)
        assert copied.prompt.msgid == "Targeting step: the target of {creature}'s card"


def test_the_fields_of_an_unread_prompt_are_words_not_card_ids(lib: CardLibrary) -> None:
    g = new_game(lib).state
    iid = max(g.cards)
    d = ask(0, "discard-pick", "{card}: choose a card to discard ({n} to go)",
            {"card": "Claws", "n": iid}, (), about=None)
    assert ids_in(d, g) == set()
    assert ids_in(ask(0, "x", "{n}", {"n": 1}, (), about=iid), g) == {iid}


def test_a_lazy_prompt_renders_in_polish() -> None:
    eager, lazy = _pair()
    set_language("pl")
    try:
        assert render(lazy.prompt) == render(eager.prompt) != str(eager.prompt)
    finally:
        set_language("en")


def test_a_decision_changed_with_dataclasses_replace_keeps_its_prompt() -> None:
    eager, lazy = _pair()
    more = (*_options(), option("Target {o}", Choice("target", (5,)), "claws", o="Claws"))
    changed = replace(lazy, options=more)
    assert changed.prompt == eager.prompt and changed.options == more
    assert replace(eager, options=more) == changed
