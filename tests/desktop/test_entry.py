"""The menu entry and the metainfo as shipped, and the Exec= line made for each way the
game can be installed."""

from __future__ import annotations

import configparser
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import war
from tests.desktop.tools import appstream_validate, desktop_file_validate, exec_arguments
from tests.helpers import ROOT
from war.desktop.entry import (
    Installation,
    UnusablePath,
    entry_text,
    exec_line,
    launch_command,
    this_installation,
)
from war.shipped import DESKTOP_NAME, asset_folder
from war.words import languages

DESKTOP = asset_folder() / "desktop" / f"{DESKTOP_NAME}.desktop"
METAINFO = asset_folder() / "desktop" / f"{DESKTOP_NAME}.metainfo.xml"
PYTHON = Path("/opt/py/bin/python3")


def desktop_entry(text: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


def changelog() -> list[tuple[str, str]]:
    """Each release in CHANGELOG.md, newest first: its version and its entry's first line
    (what is on main and not yet released, under "Unreleased", is no release)."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = re.findall(r"^## (\S+)\n\n(.+)$", text, re.M)
    return [(version, line) for version, line in entries if version != "Unreleased"]


def test_the_shipped_menu_entry_is_valid():
    done = desktop_file_validate(DESKTOP)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_the_shipped_metainfo_is_valid():
    done = appstream_validate(METAINFO)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_entry_the_metainfo_and_the_window_share_one_name():
    entry = desktop_entry(DESKTOP.read_text(encoding="utf-8"))
    assert entry["Icon"] == entry["StartupWMClass"] == entry["Exec"] == DESKTOP_NAME
    assert entry["Categories"] == "Game;CardGame;"
    assert (entry["Type"], entry["Terminal"]) == ("Application", "false")
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == DESKTOP_NAME
    assert METAINFO.name == f"{component.findtext('id')}.metainfo.xml"
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert component.findtext("provides/binary") == DESKTOP_NAME
    assert component.findtext("name") == entry["Name"]
    assert component.findtext("summary") == entry["Comment"]


def test_the_metainfo_claims_no_licence_for_the_game_and_has_a_content_rating():
    component = ET.parse(METAINFO).getroot()
    assert component.find("project_license") is None  # War has no licence of its own
    assert component.findtext("metadata_license") == "CC0-1.0"
    rating = component.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"


def test_the_metainfo_releases_are_the_changelogs_newest_first():
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    listed = [(release.get("version"), release.findtext("description/p")) for release in releases]
    assert listed == changelog()
    assert listed[0][0] == war.__version__
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\d", release.get("date") or "") for release in releases)


def test_the_metainfo_lists_every_language_the_game_speaks_whole():
    listed = ET.parse(METAINFO).getroot().findall("languages/lang")
    assert {lang.text for lang in listed} == set(languages.CODES) - {languages.SOURCE_LANGUAGE}
    assert {lang.get("percentage") for lang in listed} == {"100"}  # tests/words checks that


def test_the_bundle_starts_itself_by_its_own_path():
    app = Path("/opt/War/war")
    frozen = Installation(True, app, None, False, None)
    assert launch_command(frozen) == [str(app)]


def test_this_installations_war_on_path_is_started_by_the_path_it_was_found_at():
    found = Path("/home/someone/.local/bin/war")
    pipx = Installation(False, PYTHON, found, False, None)
    assert launch_command(pipx) == [str(found)]


def test_a_python_that_finds_the_package_anywhere_starts_it_with_dash_m():
    venv = Installation(False, PYTHON, None, True, Path("/src/war/main.py"))
    assert launch_command(venv) == [str(PYTHON), "-m", "war"]


def test_a_checkout_is_started_by_its_main_py():
    checkout = Installation(False, PYTHON, None, False, Path("/src/war/main.py"))
    assert launch_command(checkout) == [str(PYTHON), "/src/war/main.py"]


def test_this_checkout_is_started_by_this_python_and_its_main_py():
    here = this_installation()
    assert here == Installation(
        frozen=False,
        executable=Path(os.path.abspath(sys.executable)),
        war_on_path=None,
        importable=False,
        checkout_main=ROOT / "main.py",
    )
    assert launch_command(here) == [os.path.abspath(sys.executable), str(ROOT / "main.py")]


def test_a_plain_command_is_written_as_it_is():
    assert exec_line(["/usr/bin/python3", "-m", "war"]) == "/usr/bin/python3 -m war"


def test_reserved_characters_are_quoted_and_percent_doubled():
    line = exec_line(['/home/a b/$x "q" `c` \\d 50%/python'])
    assert line == '"/home/a b/\\\\$x \\\\"q\\\\" \\\\`c\\\\` \\\\\\\\d 50%%/python"'


# Any path a file system holds but control characters: the line reads back as the same
# arguments, as a desktop reads it.
PATHS = st.text(
    st.characters(min_codepoint=0x20, exclude_characters="\x7f", exclude_categories=["Cs"]),
    min_size=1,
)


@given(st.lists(PATHS, min_size=1, max_size=3))
def test_the_exec_line_reads_back_as_the_same_arguments(arguments):
    assert exec_arguments(exec_line(arguments)) == arguments


@pytest.mark.parametrize("path", ["/home/a\nb/python", "/tmp/\x1b[31m/python", "/tmp/\udcff/py"])
def test_a_path_a_menu_entry_cannot_hold_is_refused(path):
    with pytest.raises(UnusablePath):
        exec_line([path])


def test_only_the_exec_line_is_changed():
    shipped = DESKTOP.read_text(encoding="utf-8")
    made = entry_text(shipped, [str(PYTHON), "/src/my war/main.py"])
    assert desktop_entry(made) == {
        **desktop_entry(shipped),
        "Exec": '/opt/py/bin/python3 "/src/my war/main.py"',
    }
    assert entry_text(shipped, ["war"]) == shipped


def test_a_made_entry_with_a_strange_path_is_valid(tmp_path):
    folder = tmp_path / 'my "games" $HOME 100% (new)'
    made = entry_text(DESKTOP.read_text(encoding="utf-8"), [str(folder / "python"), "-m", "war"])
    path = tmp_path / DESKTOP.name
    path.write_text(made, encoding="utf-8")
    done = desktop_file_validate(path)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")
    assert exec_arguments(desktop_entry(made)["Exec"]) == [str(folder / "python"), "-m", "war"]
