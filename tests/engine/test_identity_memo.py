"""Answers remembered by the identities of immutable objects (engine/identity_memo.py): worked
out once per object, never handed to a different object that merely looks the same."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.identity_memo import ByIdentities, ByIdentity


def test_an_answer_is_worked_out_once_per_object_and_not_for_an_equal_one() -> None:
    calls: list[EffectSpec] = []

    def compute(e: EffectSpec) -> str:
        calls.append(e)
        return e.do

    memo = ByIdentity(compute, limit=10)
    a, b = EffectSpec("draw"), EffectSpec("draw")  # equal, not the same object
    assert memo(a) == "draw" and memo(a) == "draw"
    assert calls == [a]
    assert memo(b) == "draw"
    assert len(calls) == 2 and calls[1] is b


def test_pairs_are_remembered_by_both_identities_in_order() -> None:
    seen: list[tuple[str, str]] = []

    def compute(x: EffectSpec, y: EffectSpec) -> str:
        seen.append((x.do, y.do))
        return x.do + y.do

    memo = ByIdentities(compute, limit=10)
    a, b = EffectSpec("a"), EffectSpec("b")
    assert memo(a, b) == "ab" and memo(a, b) == "ab" and memo(b, a) == "ba"
    assert seen == [("a", "b"), ("b", "a")]


def test_a_table_past_its_limit_starts_again() -> None:
    n = [0]

    def compute(e: EffectSpec) -> int:
        n[0] += 1
        return n[0]

    memo = ByIdentity(compute, limit=2)
    specs = [EffectSpec(str(i)) for i in range(4)]
    for s in specs:
        memo(s)
    assert n[0] == 4
    assert memo(specs[0]) == 5  # forgotten when the table was emptied, worked out again
