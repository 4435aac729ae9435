"""Bad input never crashes the loaders: it loads, or it raises ContentError with file and line.

Hypothesis mutates valid card and deck files (wrong types, missing fields, unknown keys, broken
YAML, tabs, non-UTF-8 bytes, huge numbers, empty files, truncation, byte flips). Derandomized,
so every run tries the same inputs.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rage_tui.content.decks import load_deck
from rage_tui.content.errors import ContentError
from rage_tui.content.library import load_card_file, load_library_lenient
from rage_tui.content.yamlio import count_lines
from tests.content_data import CARD_FILES, VALID_DECK, VALID_WYRM_DECK, deck_text

FUZZ = settings(
    max_examples=300,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

CARD_SOURCES = [text.encode() for text in CARD_FILES.values()]
DECK_SOURCES = [deck_text(VALID_DECK).encode(), deck_text(VALID_WYRM_DECK).encode()]

# Values that are wrong somewhere: other types, YAML syntax fragments, out-of-range numbers.
BAD_VALUES = [
    b"three", b"-1", b"0", b"1.5", b"9" * 400, b"-" + b"9" * 40, b"1e999", b".nan", b"~", b"null",
    b"true", b"yes", b"[]", b"{}", b"[a, b]", b"{x: 1}", b"''", b'"', b"'", b"[", b"{", b"]",
    b"}", b"&a", b"*missing", b"!!binary AAAA", b"!!python/name:os.system", b"!unknown x",
    b"|", b">", b"- - -", b": :", b"? x", b"%YAML 1.1", b"---", b"...", b"@", b"`",
    b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", b"<<: *missing", b"\xe9t\xe9", b"\x00",
    b"\xff\xfe", b"\t", "é".encode(), b"x" * 3000,
]


@st.composite
def mutated(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    """A valid file with one to four mutations applied."""
    data = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(1, 4))):
        data = draw(mutation(data))
    return data


def mutation(data: bytes) -> st.SearchStrategy[bytes]:
    lines = data.split(b"\n")
    n = len(lines)
    at_line = st.integers(0, max(n - 1, 0))
    at_byte = st.integers(0, max(len(data), 0))

    def replace_value(i: int, value: bytes) -> bytes:
        line = lines[i]
        if b":" in line:
            key = line.split(b":", 1)[0]
            new = key + b": " + value
        else:
            new = line + value
        return b"\n".join([*lines[:i], new, *lines[i + 1:]])

    def delete_line(i: int) -> bytes:
        return b"\n".join(lines[:i] + lines[i + 1:])

    def insert_line(i: int, text: bytes) -> bytes:
        return b"\n".join([*lines[:i], text, *lines[i:]])

    def tab_indent(i: int) -> bytes:
        return b"\n".join([*lines[:i], b"\t" + lines[i].lstrip(b" "), *lines[i + 1:]])

    def flip(pos: int, mask: int) -> bytes:
        if not data:
            return bytes([mask])
        pos = min(pos, len(data) - 1)
        return data[:pos] + bytes([data[pos] ^ mask]) + data[pos + 1:]

    def splice(pos: int, junk: bytes) -> bytes:
        return data[:pos] + junk + data[pos:]

    return st.one_of(
        st.builds(replace_value, at_line, st.sampled_from(BAD_VALUES)),
        st.builds(delete_line, at_line),
        st.builds(insert_line, at_line, st.sampled_from([
            b"  colour: red", b"  id: other", b"  type: gift", b"  damage: 2", b"- just text",
            b"- {}", b"- []", b"-", b"extra: 1", b"  - stray", b"  tst-jab: 3", b"    x: 1",
            b"  equipment: [no-such-card]", b"  effects: [{do: x, card: nowhere}]",
            b"  effects: [{do: x, cards: [1, 2, nowhere]}]", b"  keywords: [kailindoo]",
            b"  keywords: kailindo", b"  breed: 3", b"  crinos: {rage: x}", b"  type: [a]",
            b"  type: {a: 1}", b"  ? [a, b]\n  : c", b"  pack: [1, 2]", b"  sept: [a, b]",
            b"  allegiance: rogue", b"  name: " + b"n" * 200,
        ])),
        st.builds(tab_indent, at_line),
        st.builds(lambda pos: data[:pos], at_byte),  # truncation
        st.builds(flip, at_byte, st.integers(1, 255)),
        st.builds(splice, at_byte, st.sampled_from([b"\xff", b"\xc3", b"\x80\x80", b"\t", b"\x00",
                                                    b"\r", b"\n\n---\n", b"\xef\xbb\xbf"])),
        st.builds(splice, at_byte, st.binary(min_size=1, max_size=8)),
        st.just(b""),
        st.just(b"\n  \n# only a comment\n"),
        st.builds(lambda t: t.encode("utf-8", "surrogatepass"), st.text(max_size=40)),
    )


def last_line(data: bytes) -> int:
    """The last line a problem may point at: YAML also breaks lines at CR, NEL, LS and PS."""
    text = data.decode("utf-8", "replace")
    return max(data.count(b"\n") + 1, count_lines(text))


def assert_problems_are_placed(exc: ContentError, shown: str, data: bytes) -> None:
    last = last_line(data)
    assert exc.problems
    for problem in exc.problems:
        assert problem.path == shown, str(problem)
        assert isinstance(problem.line, int)
        assert 1 <= problem.line <= last, (str(problem), last)
        assert problem.message
        assert str(problem).startswith(f"{shown}:{problem.line}:")


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@FUZZ
@given(data=mutated(CARD_SOURCES))
def test_a_mutated_card_file_loads_or_raises_content_error_with_a_place(
    fuzz_dir: Path, data: bytes
) -> None:
    path = fuzz_dir / "cards.yaml"
    path.write_bytes(data)
    try:
        lib = load_card_file(path, "cards/mutant.yaml")
    except ContentError as exc:
        assert_problems_are_placed(exc, "cards/mutant.yaml", data)
    else:
        assert all(lib.origin[cid][0] == "cards/mutant.yaml" for cid in lib.cards)
        assert lib.digest  # the digest of whatever loaded can be computed
    # The library loader also checks references across files: it must not crash either.
    _, problems = load_library_lenient([path])
    for problem in problems:
        assert problem.path == str(path) and 1 <= problem.line <= last_line(data)


@FUZZ
@given(data=mutated(DECK_SOURCES))
def test_a_mutated_deck_file_loads_or_raises_content_error_with_a_place(
    fuzz_dir: Path, data: bytes
) -> None:
    path = fuzz_dir / "deck.yaml"
    path.write_bytes(data)
    try:
        deck = load_deck(path, "decks/mutant.yaml")
    except ContentError as exc:
        assert_problems_are_placed(exc, "decks/mutant.yaml", data)
    else:
        assert deck.name
        assert all(count >= 1 for _, count in deck.sept + deck.combat)


def test_the_mutations_do_break_files(fuzz_dir: Path) -> None:
    """A guard against a fuzzer that only ever produces valid files (and so tests nothing)."""
    path = fuzz_dir / "guard.yaml"
    failures = 0

    @settings(max_examples=60, derandomize=True, database=None, deadline=None)
    @given(data=mutated(CARD_SOURCES))
    def count(data: bytes) -> None:
        nonlocal failures
        path.write_bytes(data)
        try:
            load_card_file(path)
        except ContentError:
            failures += 1

    count()
    assert failures >= 30
