"""``rage-tui --lang``: the command line in Polish (help, argparse's words, errors, output), the
order in which the language is chosen (--lang, settings, RAGE_TUI_LANG, the locale), and a
plain refusal of an unknown language."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest

from rage_tui.cli import build_parser, main
from rage_tui.cli.lang import LanguageError, language_option, resolve_language
from rage_tui.cli.texts import argparse_in_language
from rage_tui.i18n import language, set_language

WIDE = "2000"  # COLUMNS: argparse does not wrap, so each help text is on one line


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m rage_tui ARGS`` with the environment changed by ``env`` ('' unsets)."""
    environ = {k: v for k, v in os.environ.items()
               if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "RAGE_TUI_LANG")}
    environ.update({k: v for k, v in env.items() if v})
    environ["COLUMNS"] = WIDE
    return subprocess.run([sys.executable, "-m", "rage_tui", *args], capture_output=True,
                          text=True, timeout=120, check=False, env=environ)


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
            ) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every parser under ``parser`` with the words that reach it."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from parsers(child, (*path, name))


def help_texts(parser: argparse.ArgumentParser) -> list[str]:
    """The English help texts a parser's --help shows (options, positionals, subcommands)."""
    texts = [a.help for a in parser._actions if a.help and a.help != argparse.SUPPRESS]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts += [c.help for c in action._choices_actions if c.help]
    if parser.description:
        texts.append(parser.description)
    return texts


# --- --help in Polish ---------------------------------------------------------------------


def test_rage_tui_lang_pl_help_is_polish() -> None:
    result = run("--lang", "pl", "--help")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("użycie: rage-tui")
    for polish in ("argumenty pozycyjne:", "opcje:", "pokaż tę pomoc i zakończ",
                   "pokaż wersję rage-tui i zakończ", "POLECENIE", "w twoim terminalu",
                   "sprawdź, pokaż lub opisz karty", "rozegraj wiele partii między botami"):
        assert polish in out, polish
    for english in ("usage:", "options:", "positional arguments", "show this help message",
                    "COMMAND", "in your terminal", "play many games"):
        assert english not in out, english


def test_a_subcommands_help_is_polish_with_lang_after_the_subcommand() -> None:
    result = run("sim", "--help", "--lang", "pl")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("użycie: rage-tui sim")
    assert "--games N             liczba partii (domyślnie 100)" in result.stdout
    assert "--hashes PLIK" in result.stdout and "wypisz jeden obiekt JSON" in result.stdout
    assert "print one JSON object" not in result.stdout and "FILE" not in result.stdout


def test_every_help_of_every_command_is_shown_in_polish_and_none_in_english(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", WIDE)
    english = dict(parsers(build_parser()))
    set_language("pl")
    with argparse_in_language():
        polish = dict(parsers(build_parser()))
    set_language("en")
    assert len(english) > 20 and english.keys() == polish.keys()
    for path, parser in english.items():
        code, out, _err = cli(capsys, "--lang", "pl", *path, "--help")
        assert code == 0 and out.startswith("użycie: rage-tui"), path
        shown = " ".join(out.split())
        pairs = zip(help_texts(parser), help_texts(polish[path]), strict=True)
        for text, translated in pairs:
            assert translated != text, (path, text)
            assert " ".join(translated.split()) in shown, (path, translated)
            assert " ".join(text.split()) not in shown, (path, text)


def test_argparse_errors_are_polish(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = cli(capsys, "--lang", "pl", "deck")
    assert code == 2
    assert "rage-tui deck: błąd: brakuje wymaganych argumentów: CZYNNOŚĆ" in err
    code, _out, err = cli(capsys, "--lang", "pl", "sim", "--games", "many")
    assert code == 2 and "nieprawidłowa wartość typu int: 'many'" in err
    code, _out, err = cli(capsys, "--lang", "pl", "sim", "--ruleset", "chess")
    assert code == 2 and "nieprawidłowy wybór: 'chess' (do wyboru:" in err
    code, _out, err = cli(capsys, "--lang", "pl", "nothing")
    assert code == 2 and "nieprawidłowy wybór" in err and "invalid choice" not in err


def test_command_output_and_user_errors_are_polish(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = cli(capsys, "--lang", "pl", "rulesets")
    assert code == 0 and "pakiet zasad v0.2" in out and "podręcznik Rage Unlimited" in out
    code, _out, err = cli(capsys, "--lang", "pl", "sim", "--players", "random,nobody")
    assert code == 2
    assert err.strip() == "błąd: nieznany agent 'nobody' (znani: " + err.split("znani: ")[1]\
        .strip()
    code, out, _err = cli(capsys, "--lang", "pl", "deck", "check", "decks/fangs-of-the-north.yaml")
    assert code == 0 and out.strip().splitlines()[-1] == "talie: poprawne: 1, z problemami: 0"


def test_machine_readable_output_stays_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = cli(capsys, "--lang", "pl", "cards", "schema")
    assert code == 0 and '"properties"' in out


# --- choosing the language ---------------------------------------------------------------


def test_the_flag_beats_the_settings_which_beat_the_environment_which_beats_the_locale() -> None:
    env = {"RAGE_TUI_LANG": "en", "LANG": "pl_PL.UTF-8"}
    assert resolve_language("pl", "en", env) == "pl"
    assert resolve_language("en", "pl", {"RAGE_TUI_LANG": "pl"}) == "en"
    assert resolve_language(None, "pl", env) == "pl"
    assert resolve_language(None, None, env) == "en"
    assert resolve_language(None, None, {"RAGE_TUI_LANG": "pl", "LANG": "en_GB.UTF-8"}) == "pl"
    assert resolve_language(None, None, {"LANG": "pl_PL.UTF-8"}) == "pl"
    assert resolve_language(None, None, {}) == "en"


def test_the_locale_is_read_as_the_c_library_does() -> None:
    assert resolve_language(None, None, {"LC_ALL": "pl_PL.UTF-8", "LANG": "en_US"}) == "pl"
    assert resolve_language(None, None, {"LC_MESSAGES": "pl_PL", "LANG": "en_US"}) == "pl"
    assert resolve_language(None, None, {"LC_ALL": "C", "LANG": "pl_PL.UTF-8"}) == "en"
    assert resolve_language(None, None, {"LANG": "de_DE.UTF-8"}) == "en"  # no catalogue
    assert resolve_language(None, "klingon", {"RAGE_TUI_LANG": "xx", "LANG": "pl"}) == "pl"


def test_lang_on_the_command_line_beats_the_environment() -> None:
    assert run("--lang", "en", "--help", RAGE_TUI_LANG="pl").stdout.startswith("usage:")
    assert run("--help", RAGE_TUI_LANG="pl", LANG="en_US.UTF-8").stdout.startswith("użycie:")
    assert run("--help", LANG="pl_PL.UTF-8").stdout.startswith("użycie:")
    assert run("--help", RAGE_TUI_LANG="en", LANG="pl_PL.UTF-8").stdout.startswith("usage:")


def test_the_language_chosen_in_the_settings_beats_the_environment(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import rage_tui.cli.lang as lang

    monkeypatch.setattr(lang, "settings_language", lambda: "pl")
    monkeypatch.setenv("RAGE_TUI_LANG", "en")
    assert cli(capsys, "--help")[1].startswith("użycie:")
    assert cli(capsys, "--lang", "en", "--help")[1].startswith("usage:")


def test_lang_pl_without_a_command_opens_the_app_in_polish(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import rage_tui.cli.play as play

    seen: list[str] = []
    monkeypatch.setattr(play, "run_title", lambda args: seen.append(language()) or 0)
    assert main(["--lang", "pl"]) == 0
    assert main(["--lang=pl"]) == 0
    assert seen == ["pl", "pl"]
    assert language() == "en"  # main() in-process leaves the language as it found it


def test_the_app_opens_in_the_language_of_lang_even_when_the_settings_chose_another(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import rage_tui.cli.lang as lang
    import rage_tui.cli.play as play
    import rage_tui.ui.app as app

    opened: list[tuple[str, str]] = []

    class FakeApp:
        crash_message = None

        def __init__(self, **kwargs: object) -> None:
            # the app's language: the one handed over, else the one set when it starts
            opened.append((str(kwargs.get("start")), str(kwargs.get("language", language()))))

        def run(self) -> None:
            pass

    monkeypatch.setattr(lang, "settings_language", lambda: "pl")
    monkeypatch.setattr(play, "_needs_terminal", lambda: None)
    monkeypatch.setattr(app, "make_app", FakeApp)
    assert main(["play", "--lang", "en"]) == 0
    assert main(["--lang", "en", "solo"]) == 0
    assert main(["load", "x.json"]) == 0
    assert opened == [("play", "en"), ("solo", "en"), ("load", "pl")]


def test_a_browser_tab_of_rage_tui_serve_opens_in_the_servers_language() -> None:
    from rage_tui.cli.serve import session_command

    set_language("pl")
    assert session_command().endswith("-m rage_tui.cli.serve --lang pl")


# --- an unknown language -----------------------------------------------------------------


def test_an_unknown_language_is_refused_with_one_plain_line() -> None:
    result = run("--lang", "de", "--help")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "rage-tui: error: unknown language 'de' for --lang " \
                            "(choose from: en, pl)\n"
    result = run("sim", "--lang=klingon", LANG="pl_PL.UTF-8")
    assert result.returncode == 2
    assert result.stderr == "rage-tui: błąd: nieznany język 'klingon' w --lang " \
                            "(do wyboru: en, pl)\n"


def test_lang_without_a_value_is_refused() -> None:
    with pytest.raises(LanguageError, match="--lang needs a language: en, pl"):
        language_option(["sim", "--lang"])
    result = run("--lang")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr == "rage-tui: error: --lang needs a language: en, pl\n"
