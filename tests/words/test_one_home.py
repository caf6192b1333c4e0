"""Every word the command line prints comes from war/words, looked up as it is printed.

With the pseudo-translation in use (tests/words/pseudo.py: each message marked and its
letters accented), the game's --help, its mistakes, simulate and stats are run, and every
line they print is read: a plain English letter there is a word that did not come through
war/words/translate.py, unless it is data. What is data here, and why:

- ``war:`` before each line on stderr: the command's name, as the shell knows it;
- a command to type (``python main.py simulate --seed 42``), and options (``--seed``):
  what is typed is the same in every language;
- card codes (``AS``) and labels (``K♣``): how cards are written and typed everywhere;
- the data folder's file names (``stats.json``, one set aside as ``stats.json.bad-<time>``),
  a file's keys in quotes (``"player all_cards"``) and the settings' keys
  (``four_colour_deck``): as they are on the disk;
- what the test itself typed or made (a value on the command line, a path), shown back;
- the system's reason a file cannot be read (``Permission denied``): the system's words;
- numbers, and signs.

The JSON outputs are data for programs: they must hold no mark at all. Nothing here
imports pygame.
"""

from __future__ import annotations

import errno
import json
import os
import shlex
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

from tests.helpers import ROOT
from tests.store.test_bad_files import unreadable
from tests.words.pseudo import OPEN, not_from_war_words, pseudo
from war.cli import main
from war.core.cards import deck_codes, shuffled_deck
from war.core.engine import play_fast
from war.simulator.progress import ProgressBar
from war.store import files
from war.store.settings import Settings
from war.store.store import Store, default_folder
from war.words.program import NAME, PROGRAM

pytestmark = pytest.mark.usefixtures("pseudo_translation")


def lines_not_from_war_words(text: str, shown: Iterable[str] = ()) -> list[str]:
    return not_from_war_words(text, shown)


def assert_from_war_words(text: str, shown: Iterable[str] = ()) -> None:
    assert text.strip(), "nothing printed"
    wrong = lines_not_from_war_words(text, shown)
    assert not wrong, "words not from war/words:\n" + "\n".join(wrong)


def assert_data_only(text: str) -> None:
    """JSON for programs: data, no word of any language in it."""
    assert text.strip() and OPEN not in text, text[:200]
    for line in text.splitlines():
        json.loads(line)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_check_finds_words_that_do_not_come_through_war_words():
    """What the checks below rely on: an English word shows plain, in a line or in a
    placeholder, and data does not count."""
    assert lines_not_from_war_words(pseudo("Battle {battle}").format(battle=3)) == []
    assert lines_not_from_war_words("Battle 3") == ["Battle 3"]
    said = pseudo("{name} could not be used ({problem})").format(name="stats.json", problem="bad")
    assert lines_not_from_war_words(said) == [said]
    assert lines_not_from_war_words(pseudo("{file}: seen").format(file="stats.json")) == []
    assert (
        lines_not_from_war_words(f"{NAME}: " + pseudo("see {command}").format(command=PROGRAM))
        == []
    )
    assert lines_not_from_war_words(f"  {PROGRAM} simulate --deck 'AS KD' --trace") == []
    assert lines_not_from_war_words("  37  (74.0%)") == []


# -- --help ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [["--help"], ["simulate", "--help"], ["stats", "--help"]], ids=str)
def test_help_is_all_words_from_war_words(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 0 and err == ""
    assert_from_war_words(out, [str(default_folder())])


# -- mistakes -------------------------------------------------------------------------------------

DECK = deck_codes(shuffled_deck(3))
USAGE_ERRORS = {
    "a bad --seed": ["--seed", "1.5"],
    "a bad --size": ["--size", "100"],
    "a --size too small": ["--size", "100x100"],
    "an unknown option": ["--bogus"],
    "an unknown argument": ["stats", "now"],
    "simulate after an option": ["--seed", "3", "simulate"],
    "an option with no value": ["simulate", "--seed"],
    "an option that takes none": ["stats", "--json=yes"],
    "--games with --deck": ["simulate", "--games", "3", "--deck", DECK],
    "--games with --trace": ["simulate", "--games", "3", "--trace"],
    "--jobs without --games": ["simulate", "--jobs", "2"],
    "--deck with --seed": ["simulate", "--deck", DECK, "--seed", "3"],
    "a bad --deck code": ["simulate", "--deck", DECK.replace("AS", "11")],
    "a duplicate card": ["simulate", "--deck", DECK.replace("AS", "KD")],
    "a short deck": ["simulate", "--deck", "AS 2C 3D"],
    "--jobs past its most": ["simulate", "--games", "3", "--jobs", "1000"],
}


@pytest.mark.parametrize("args", USAGE_ERRORS.values(), ids=USAGE_ERRORS.keys())
def test_each_mistake_is_said_in_words_from_war_words(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert_from_war_words(err, args)


def test_a_data_folder_that_is_a_file_or_is_not_there_is_said_in_words_from_war_words(
    capsys, tmp_path
):
    a_file = tmp_path / "a file"
    a_file.write_text("")
    for args in (
        ["--data-dir", str(a_file)],
        ["stats", "--data-dir", str(a_file)],
        ["stats", "--data-dir", str(tmp_path / "not there")],
        ["--data-dir", str(a_file / "inside")],
        ["--data-dir", ""],
    ):
        code, out, err = run(capsys, *args)
        assert code == 2 and out == "", args
        assert_from_war_words(err, [*args, str(a_file)])


# -- simulate -------------------------------------------------------------------------------------


def test_one_deal_its_trace_and_its_summary_are_words_from_war_words(capsys):
    code, out, err = run(capsys, "simulate", "--seed", "42")
    assert code == 0 and err == ""
    assert_from_war_words(out)
    code, out, err = run(capsys, "simulate", "--seed", "42", "--trace")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) > 400  # every battle's line, each read
    assert_from_war_words(out)


def test_a_deal_of_cards_given_and_a_trace_with_wars_cut_short(capsys):
    from tests.decks import CONSTRUCTED

    for deck in (
        DECK,
        *(
            deck_codes(CONSTRUCTED[name])
            for name in ("both_out", "short_up_player_out", "short_down_computer_out")
        ),
    ):
        code, out, err = run(capsys, "simulate", "--deck", deck, "--trace")
        assert code == 0 and err == ""
        assert_from_war_words(out)
        code, out, err = run(capsys, "simulate", "--deck", deck)
        assert code == 0 and err == ""
        assert_from_war_words(out)


def test_statistics_of_many_deals_are_words_from_war_words(capsys):
    code, out, err = run(capsys, "simulate", "--games", "50", "--jobs", "1")
    assert code == 0 and err == ""
    assert_from_war_words(out)


class Terminal:
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_is_words_from_war_words():
    for total, done in ((1, 0), (10_000, 5_000), (100_000, 100_000)):
        bar = ProgressBar(total, stream=Terminal())  # type: ignore[arg-type]  # a stand-in TextIO
        for columns in (80, 30):
            assert_from_war_words(bar.render(done, 3.0, columns))


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "--seed", "42", "--json"],
        ["simulate", "--seed", "42", "--json", "--trace"],
        ["simulate", "--deck", DECK, "--json"],
        ["simulate", "--games", "20", "--jobs", "1", "--json"],
    ],
    ids=str,
)
def test_json_for_programs_holds_no_words(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 0 and err == ""
    assert_data_only(out)


# -- stats ----------------------------------------------------------------------------------------


def played(folder: Path, rounds: int = 12) -> Path:
    store = Store(folder)
    for seed in range(rounds):
        store.finish_round(play_fast(shuffled_deck(seed)), seed)
    store.close()
    return folder


def test_stats_of_no_rounds_and_of_rounds_played_are_words_from_war_words(capsys, tmp_path):
    for folder in (tmp_path / "none", played(tmp_path / "played")):
        folder.mkdir(exist_ok=True)
        code, out, err = run(capsys, "stats", "--data-dir", str(folder))
        assert code == 0 and err == ""
        assert_from_war_words(out, [str(folder)])
        code, out, err = run(capsys, "stats", "--json", "--data-dir", str(folder))
        assert code == 0 and err == ""
        assert_data_only(out)


def bad_value(folder: Path) -> None:
    path = folder / "stats.json"
    record = json.loads(path.read_text())
    record["endings_by_rules"]["1 as-laid 500"]["player all_cards"] = -5
    record["history"].append({"seed": 1})
    path.write_text(json.dumps(record))


def not_json(folder: Path) -> None:
    (folder / "stats.json").write_text("[[[")


def a_folder_instead(folder: Path) -> None:
    (folder / "stats.json").unlink()
    (folder / "stats.json").mkdir()


# Each way to spoil stats.json, and how stats ends: a record with a value left out is still
# shown (0); one it cannot read at all is not, and stats fails (1).
SPOILED = [(not_json, 1), (bad_value, 0), (a_folder_instead, 1)]


@pytest.mark.parametrize(("spoil", "ends"), SPOILED, ids=lambda f: getattr(f, "__name__", ""))
def test_stats_with_a_bad_file_says_so_in_words_from_war_words(capsys, tmp_path, spoil, ends):
    folder = played(tmp_path)
    spoil(folder)
    code, out, err = run(capsys, "stats", "--data-dir", str(folder))
    assert code == ends and err.startswith(f"{NAME}: ")
    assert_from_war_words(err, [str(folder)])
    if ends == 0:
        assert_from_war_words(out, [str(folder)])
    else:
        assert out == ""


def test_stats_with_a_file_it_cannot_read_says_so_in_words_from_war_words(
    capsys, tmp_path, monkeypatch
):
    folder = played(tmp_path)
    with unreadable(folder / "stats.json", monkeypatch):
        code, out, err = run(capsys, "stats", "--data-dir", str(folder))
    assert code == 1 and err.startswith(f"{NAME}: ") and out == ""  # no record could be read
    # The reason is the system's own (strerror), in the system's language.
    assert_from_war_words(err, [str(folder), os.strerror(errno.EACCES)])


# -- what the game says of its data folder (on stderr, and on the title) ------------------------


def full_disk(monkeypatch: pytest.MonkeyPatch) -> str:
    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    return os.strerror(errno.ENOSPC)


def test_each_notice_of_the_data_folder_is_words_from_war_words(tmp_path, monkeypatch):
    """Every kind of line the game says about its folder, as the terminal and the title
    show it: the folder a file, the lock file no file, another game on the folder, a file
    set aside, settings not understood, a record mended, a save that failed."""
    said: list[str] = []
    a_file = tmp_path / "a file"
    a_file.write_text("")
    Store(a_file, tell=said.append).close()
    locked = tmp_path / "locked"
    (locked / ".lock").mkdir(parents=True)
    Store(locked, tell=said.append).close()
    first = Store(tmp_path / "taken")
    Store(tmp_path / "taken", tell=said.append).close()
    first.close()
    spoiled = played(tmp_path / "spoiled")
    bad_value(spoiled)
    (spoiled / "round.json").write_text("{}")
    (spoiled / "settings.json").write_text('{"version": 1, "speed": 3, "sound": "loud"}')
    Store(spoiled, tell=said.append).close()
    store = Store(tmp_path / "full", tell=said.append)
    reason = full_disk(monkeypatch)
    store.save_settings(Settings(sound=False))
    store.close()
    assert len(said) == 7, said
    folders = [a_file, locked, tmp_path / "taken", spoiled, tmp_path / "full"]
    for line in said:
        assert_from_war_words(line, [*map(str, folders), reason])


# -- the menu entry -------------------------------------------------------------------------------


def test_desktop_help_and_its_mistakes_are_words_from_war_words(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "500")  # the folder on one line, as the test shows it back
    code, out, err = run(capsys, "desktop", "--help")
    assert (code, err) == (0, "")
    assert_from_war_words(out, [str(tmp_path), "{install,uninstall}"])
    for args in (["desktop"], ["desktop", "remove"]):
        code, out, err = run(capsys, *args)
        assert (code, out, err.count("\n")) == (2, "", 1)
        assert_from_war_words(err, args[1:])  # what was typed after "desktop", shown back


def test_desktop_install_and_uninstall_say_what_they_did_in_words_from_war_words(
    capsys, tmp_path, monkeypatch
):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    said = []
    for action in ("install", "install", "uninstall", "uninstall"):
        code, out, err = run(capsys, "desktop", action)
        assert (code, err) == (0, "")
        said.append(out)
    (tmp_path / "applications").write_text("")
    code, out, err = run(capsys, "desktop", "install")
    assert (code, out) == (1, "")
    said.append(err)
    places = ["applications/war.desktop", "icons/hicolor", "metainfo/war.metainfo.xml"]
    shown = [*(str(tmp_path / place) for place in places), str(tmp_path / "applications")]
    starts = shlex.join([os.path.abspath(sys.executable), str(ROOT / "main.py")])
    for text in said:
        assert_from_war_words(text, [*shown, str(tmp_path), starts, os.strerror(errno.ENOTDIR)])
