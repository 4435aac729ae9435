"""The bluffing model: it reads reveals and bluffs from events, estimates how often a seat
bluffs, and explains a notable play once it is revealed."""

from __future__ import annotations

from rage_tui.ai.bluff import BluffModel
from rage_tui.content.library import CardLibrary
from rage_tui.engine.events import ev
from rage_tui.i18n import Msg
from tests.ai.conftest import new_match


def reveal_round(model: BluffModel, view: object, mine: int, theirs: int, my_card: int,
                 their_card: int, their_bluff: bool, my_bluff: bool = False,
                 landed: bool = True) -> None:
    events = [ev("revealed", "Cards are revealed", slots=((mine, my_card, theirs),
                                                           (theirs, their_card, mine)))]
    if their_bluff:
        events.append(ev("bluff", "a bluff", creature=theirs, card=their_card, lands=False))
    if my_bluff:
        events.append(ev("bluff", "a bluff", creature=mine, card=my_card, lands=landed))
    events.append(ev("round-end", "End of combat round"))
    model.observe(view, events)  # type: ignore[arg-type]


def test_history_raises_and_lowers_the_estimated_bluff_rate(lib: CardLibrary) -> None:
    match = new_match(lib, {}, seed=1)
    view = match.game.view_for(0)
    mine = view.seats[0].pack[0].iid
    theirs = view.seats[1].pack[0].iid
    bluffer = BluffModel(0, "hard")
    honest = BluffModel(0, "hard")
    prior = bluffer.p_bluffing(1, 3)
    for k in range(3):
        reveal_round(bluffer, view, mine, theirs, 500 + k, 600 + k, their_bluff=True)
        reveal_round(honest, view, mine, theirs, 500 + k, 600 + k, their_bluff=False)
    assert bluffer.bluff_counts(1) == (3, 3)
    assert honest.bluff_counts(1) == (0, 3)
    assert bluffer.p_bluffing(1, 3) > prior > honest.p_bluffing(1, 3)
    assert bluffer.reason_from_history(1) == "this opponent bluffed 3 of its last 3 reveals"


def test_a_null_card_counts_as_a_bluff_and_easy_ignores_history(lib: CardLibrary) -> None:
    match = new_match(lib, {}, seed=1)
    view = match.game.view_for(0)
    mine, theirs = view.seats[0].pack[0].iid, view.seats[1].pack[0].iid
    easy = BluffModel(0, "easy")
    normal = BluffModel(0, "normal")
    for model in (easy, normal):
        reveal_round(model, view, mine, theirs, 500, -1, their_bluff=False)
    assert normal.bluff_counts(1) == (1, 1)
    assert easy.bluff_counts(1) == (0, 0)
    assert easy.p_bluffing(1, 3) == BluffModel(0, "easy").p_bluffing(None, 3)


def test_a_noted_bluff_is_explained_after_its_reveal(lib: CardLibrary) -> None:
    match = new_match(lib, {}, seed=1)
    view = match.game.view_for(0)
    mine, theirs = view.seats[0].pack[0].iid, view.seats[1].pack[0].iid
    model = BluffModel(0, "normal")
    reveal_round(model, view, mine, theirs, 500, 600, their_bluff=True)
    reveal_round(model, view, mine, theirs, 501, -1, their_bluff=False)
    reveal_round(model, view, mine, theirs, 502, 602, their_bluff=False)
    model.note(mine, 777, "Dry Gulch", "bluff", model.reason_from_history(1))
    assert model.explain_last() is None
    reveal_round(model, view, mine, theirs, 777, -1, their_bluff=False, my_bluff=True)
    assert model.explain_last() == ("bluffed Dry Gulch: this opponent bluffed 2 of its last 3 "
                                    "reveals; it landed")
    said = model.explain_last()
    assert said is not None and render_in(said, "pl") == (
        "blef kartą Dry Gulch: ten przeciwnik blefował w 2 z 3 ostatnich odkryć; blef się udał")


def render_in(text: str, lang: str) -> str:
    """A bot's explanation (a game message) as a reader of ``lang`` sees it."""
    assert isinstance(text, Msg)
    return text.render(lang)
