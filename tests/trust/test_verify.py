"""`rage-tui verify` and the hash chain: an honest game passes; an edited revealed card, choice,
setup, hash, cut or meta is caught with a reason (issue 15, "Commit-reveal proof")."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rage_tui.cli import main
from rage_tui.engine.commit import check
from rage_tui.i18n import set_language
from rage_tui.saves import SaveError, load_game, verify_save


@pytest.fixture
def bundled_is(monkeypatch, lib):
    """`rage-tui verify` checks against the test card set in these tests."""
    import rage_tui.content.bundled as bundled
    import rage_tui.content.plugins as plugins

    monkeypatch.setattr(bundled, "bundled_library", lambda: lib)
    # (verify asks the registry's content, which keeps what an earlier test loaded)
    monkeypatch.setattr(plugins, "_CACHE", {})


def _edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=1))


def test_an_honest_finished_game_verifies_with_exit_0(saved, bundled_is, capsys):
    assert main(["verify", str(saved)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "honest" in out and "finished" in out


def test_the_verdict_reads_in_polish_with_lang_pl(saved, bundled_is, capsys):
    assert main(["verify", str(saved), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and ": uczciwy: wybory (" in out
    assert out.rstrip().endswith("gra zakończona") and "honest" not in out


def test_every_revealed_card_in_an_honest_save_matches_its_commitment(saved):
    proofs = json.loads(saved.read_text())["proofs"]
    revealed = [p for p in proofs if p[2] is not None]
    assert len(revealed) >= 4
    assert any(p[2] == "null" for p in revealed)  # null cards commit too
    for slot, committed, card, salt in revealed:
        assert check(card, slot, salt, committed)


def _other_card(data):
    row = next(p for p in data["proofs"] if p[2] not in (None, "null"))
    row[2] = "t-maul" if row[2] != "t-maul" else "t-jab"


def _cut(data):
    data["choices"] = data["choices"][:-3]
    data["hashes"] = [h for h in data["hashes"] if h[0] <= len(data["choices"])]


def _choice(data):
    row = data["choices"][40]
    row[-1] = row[-1] + 1 if isinstance(row[-1], int) else row[-1]


def _hash(data):
    data["hashes"][1][1] = "0" * 20


def _setup(data):
    data["setup"]["renown_level"] = 5


def _meta(data):
    data["meta"]["players"] = ["Mallory", "Bob"]


def _agent(data):
    data["setup"]["seats"][1]["agent"] = "greedy"


def _library(data):
    data["library"] = "0" * 16


@pytest.mark.parametrize(("change", "why"), [
    (_other_card, "not the card that was committed"),
    (_cut, "moves were cut"),
    (_choice, ""),
    (_hash, "changed between choice 0"),
    (_setup, "header was changed"),
    (_agent, "header was changed"),
    (_library, "header was changed"),
    (_meta, "seal does not match"),
], ids=["revealed-card", "cut", "choice", "hash", "setup", "agent", "library", "meta"])
def test_verify_exits_1_with_the_reason_for_every_kind_of_edit(saved, bundled_is, capsys,
                                                                change, why):
    _edit(saved, change)
    before = saved.read_bytes()
    assert main(["verify", str(saved)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("NOT VERIFIED") and why in out and out.count("\n") == 1
    assert saved.read_bytes() == before


def test_loading_refuses_an_edited_revealed_card(saved, lib):
    _edit(saved, _other_card)
    with pytest.raises(SaveError, match="not the card that was committed"):
        load_game(saved, lib.cards, lib.digest)


def test_a_changed_card_library_is_reported_by_verify(saved, lib):
    with pytest.raises(SaveError, match="card library"):
        verify_save(saved, lib.cards, "another-digest")
    notes: list[str] = []
    with pytest.raises(SaveError):
        load_game(saved, {}, "another-digest", notes)


def test_a_revealed_card_edited_and_the_chain_resealed_is_still_caught(saved, bundled_is,
                                                                      capsys):
    """Whoever rebuilds the hash chain after the edit still cannot forge the commitment: the
    salt published at the reveal does not hash the new card to the committed value."""
    from rage_tui.engine.replay import chain

    def reseal(data):
        _other_card(data)
        links, seal = chain(data, [(n, h) for n, h, _ in data["hashes"]])
        data["hashes"] = [[n, h, link] for (n, h, _), link in zip(data["hashes"], links,
                                                                  strict=True)]
        data["seal"] = seal

    _edit(saved, reseal)
    assert main(["verify", str(saved)]) == 1
    assert "not the card that was committed" in capsys.readouterr().out


def test_a_rolled_back_or_resealed_save_is_reported_by_the_ledger(lib, tmp_path):
    """The ledger remembers the last save written for each game on this computer: loading an
    earlier save of the game (a rollback), or one edited and sealed again, is reported."""
    from rage_tui.engine.replay import chain
    from rage_tui.saves import save_game
    from tests.trust.conftest import played

    ledger = tmp_path / "ledger.json"
    early, late = tmp_path / "early.json", tmp_path / "late.json"
    save_game(early, played(lib, seed=4, steps=60), lib.digest, {}, ledger)
    save_game(late, played(lib, seed=4, steps=200), lib.digest, {}, ledger)
    notes: list[str] = []
    load_game(late, lib.cards, lib.digest, notes, ledger)
    assert notes == []  # the last save: nothing to report
    load_game(early, lib.cards, lib.digest, notes, ledger)
    assert len(notes) == 1 and "earlier save" in notes[0] and "200 choices" in notes[0]

    def reseal(data):
        data["meta"]["note"] = "edited"
        data["seal"] = chain(data, [(n, h) for n, h, _ in data["hashes"]])[1]

    _edit(late, reseal)
    notes.clear()
    load_game(late, lib.cards, lib.digest, notes, ledger)
    assert len(notes) == 1 and "sealed again" in notes[0]


def test_a_refused_save_is_explained_in_polish(saved, lib):
    """Under --lang pl the refusal reads in Polish: the loader's words (content catalogue)
    and the replay's reason (game catalogue), with the file named as it is."""
    set_language("pl")
    try:
        with pytest.raises(SaveError) as info:
            verify_save(saved, lib.cards, "another-digest")
        assert str(info.value) == (f"{saved}: nie da się go tu sprawdzić: zmieniło się od "
                                   "zapisu: biblioteka kart")
        _edit(saved, _other_card)
        with pytest.raises(SaveError) as info:
            load_game(saved, lib.cards, lib.digest)
        said = str(info.value)
        assert said.startswith(f"{saved}: zapis został zmieniony albo uszkodzony: karta odkryta")
        assert said.endswith("nie jest kartą, którą zagrano w zakryciu; plik pozostał nietknięty")
    finally:
        set_language("en")
