"""Rule citations after a log line ("§ ...") in Polish: a card's own text is cited as "tekst
karty" (the log said "card text: a creature's own ability" in English on a Polish board);
sections of the rules package are cited by the Polish title of the reference section that
explains them, with the document's own English name after it (#29: "§ v0.2 Turn Sequence" was
English in a Polish game)."""

from __future__ import annotations

import pytest

from rage_tui.ui.describe import rule_citation

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def test_card_text_citations_read_in_polish() -> None:
    assert rule_citation("card text") == "tekst karty"
    assert rule_citation("card text: a creature's own ability") == (
        "tekst karty: własna zdolność istoty")
    assert rule_citation("card text (by hand)") == "tekst karty (ręcznie)"
    assert rule_citation("card text: Gogol Fangs-First (FAQ)") == (
        "tekst karty: Gogol Fangs-First (FAQ)")


def test_joined_citations_are_each_worded_and_sections_keep_their_names() -> None:
    assert rule_citation("card text; rules decision R72") == (
        "tekst karty; decyzja zasad R72")
    from rage_tui import rules_reference as ref
    from rage_tui.i18n import render

    rounds = render(ref.find("v0.2 Combat Rounds").title)
    assert rounds != "Combat rounds" and rounds
    assert rule_citation("v0.2 Combat Rounds") == f"{rounds} (v0.2 Combat Rounds)"
    assert rule_citation("v0.2 No Such Section") == "v0.2 No Such Section"
