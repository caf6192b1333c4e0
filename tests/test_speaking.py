"""Which language a run speaks: --lang, the settings, the system's; and the command line
speaking it. Nothing here imports pygame."""

from __future__ import annotations

import json

import pytest

from war import speaking
from war.arguments import UsageError
from war.cli import main
from war.store.settings import Settings
from war.store.store import Store
from war.words import languages


@pytest.mark.parametrize(
    ("args", "typed"),
    [
        ([], None),
        (["--lang", "de"], "de"),
        (["--lang=pl"], "pl"),
        (["stats", "--json", "--lang", "ru"], "ru"),
        (["--lang", "de", "--lang", "fr"], "fr"),  # the last one, as argparse takes it
        (["--lang"], None),  # no value: the parser says so
        (["--", "--lang", "de"], None),
    ],
)
def test_lang_is_found_before_the_command_line_is_read(args, typed):
    assert speaking.asked(args) == typed


def test_a_language_the_game_does_not_speak_is_a_usage_error_naming_those_it_does():
    with pytest.raises(UsageError) as raised:
        speaking.code_of("klingon")
    message = str(raised.value)
    assert "klingon" in message and all(code in message for code in languages.CODES)
    assert speaking.code_of("de-AT") == "de"


def test_lang_then_the_settings_then_the_system_decide():
    assert speaking.chosen("de", "fr", ["pl"]) == "de"
    assert speaking.chosen(None, "fr", ["pl"]) == "fr"
    assert speaking.chosen(None, None, ["ja", "pl"]) == "pl"
    assert speaking.chosen(None, None, []) == "en"


def test_the_command_line_speaks_the_systems_language(monkeypatch, capsys):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["simulate", "--seed", "1"]) == 0
    assert languages.in_use() == "fr"
    english = _simulated_in("en", monkeypatch, capsys)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["simulate", "--seed", "1"]) == 0
    assert capsys.readouterr().out != english


def _simulated_in(code: str, monkeypatch, capsys) -> str:
    monkeypatch.setenv("LANG", "C.UTF-8")
    capsys.readouterr()
    assert main(["simulate", "--seed", "1", "--lang", code]) == 0
    return capsys.readouterr().out


def test_lang_overrides_the_system_and_json_stays_data(monkeypatch, capsys):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert main(["simulate", "--seed", "1", "--json", "--lang", "ru"]) == 0
    assert languages.in_use() == "ru"
    assert json.loads(capsys.readouterr().out)["seed"] == 1
    assert main(["simulate", "--seed", "1", "--json", "--lang", "en"]) == 0
    assert languages.in_use() == "en"


def test_an_unknown_lang_is_one_line_and_exit_2(capsys):
    assert main(["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "xx" in err and "pt_BR" in err


def test_help_lists_lang_in_every_command(capsys):
    for args in (["--help"], ["stats", "--help"], ["simulate", "--help"], ["desktop", "--help"]):
        assert main(args) == 0
        assert "--lang" in capsys.readouterr().out, args


def test_stats_speaks_the_language_kept_in_the_settings(tmp_path, capsys):
    store = Store(tmp_path)
    store.save_settings(Settings(language="pl"))
    store.close()
    assert main(["stats", "--data-dir", str(tmp_path)]) == 0
    polish = capsys.readouterr().out
    assert languages.in_use() == "pl"
    assert main(["stats", "--data-dir", str(tmp_path), "--lang", "en"]) == 0
    assert capsys.readouterr().out != polish
