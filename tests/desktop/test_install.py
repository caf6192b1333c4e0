"""Install and uninstall against a temporary XDG data folder: what lands where, twice the
same, and exactly that taken out again."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path, PurePosixPath

import pytest

from tests.desktop.tools import desktop_file_validate, tool
from war.desktop import install as install_module
from war.desktop.install import (
    ENTRY,
    HICOLOR,
    METAINFO,
    RECORD,
    DesktopError,
    data_home,
    install,
    shipped_files,
    uninstall,
)
from war.shipped import ICON_SIZES, asset_folder

ENTRY_BYTES = (asset_folder() / "desktop" / "war.desktop").read_bytes()
FILES = shipped_files(ENTRY_BYTES)


def tree(folder: Path) -> dict[str, tuple[bytes | None, int]]:
    """Every folder and file under ``folder`` (and itself): each file's bytes, and the
    time each was last changed."""
    if not folder.exists():
        return {}
    found: dict[str, tuple[bytes | None, int]] = {".": (None, folder.stat().st_mtime_ns)}
    for path in folder.rglob("*"):
        content = path.read_bytes() if path.is_file() else None
        found[str(path.relative_to(folder))] = (content, path.stat().st_mtime_ns)
    return found


def names(folder: Path) -> dict[str, bytes | None]:
    return {name: content for name, (content, _) in tree(folder).items()}


@pytest.fixture
def shared(tmp_path) -> Path:
    """A data folder another program uses too: its menu entry and icon, and the icon
    theme's folders, one of them empty."""
    home = tmp_path / "share"
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "other.desktop").write_bytes(b"[Desktop Entry]\n")
    (home / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (home / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"png")
    (home / "icons" / "hicolor" / "16x16" / "apps").mkdir(parents=True)
    return home


def test_install_puts_each_file_in_its_xdg_place(tmp_path):
    home = tmp_path / "share"
    install(home, FILES, "war")
    expected = {
        "applications/war.desktop",
        "metainfo/war.metainfo.xml",
        "icons/hicolor/scalable/apps/war.svg",
        *(f"icons/hicolor/{size}x{size}/apps/war.png" for size in ICON_SIZES),
    }
    files = {name for name, content in names(home).items() if content is not None}
    assert files == expected | {str(RECORD)}
    assert all((home / place).read_bytes() == content for place, content in FILES.items())
    assert (home / "icons/hicolor/128x128/apps/war.png").read_bytes() == (
        asset_folder() / "icons/hicolor/128x128/apps/war.png"
    ).read_bytes()


def test_the_installed_entry_is_valid(tmp_path):
    install(tmp_path, FILES, "war")
    done = desktop_file_validate(tmp_path / ENTRY)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


def test_install_says_what_it_put_where(tmp_path):
    lines = install(tmp_path, FILES, "war")
    assert lines == [
        f"installed the menu entry {tmp_path / ENTRY} (it starts war)",
        f"installed the icon, in {len(ICON_SIZES) + 1} sizes, under {tmp_path / HICOLOR}",
        f"installed the software centre's description {tmp_path / METAINFO}",
    ]


def test_installing_twice_changes_nothing(shared):
    install(shared, FILES, "war")
    before = tree(shared)
    lines = install(shared, FILES, "war")
    assert tree(shared) == before
    assert lines == [f"War is in your menu already, unchanged: {shared / ENTRY}"]


def test_uninstall_leaves_a_shared_folder_as_it_was(shared):
    before = names(shared)
    install(shared, FILES, "war")
    lines = uninstall(shared)
    assert names(shared) == before
    assert lines[0] == f"removed the menu entry {shared / ENTRY}"
    assert len(lines) == 3


def test_uninstall_takes_out_the_folders_install_made(tmp_path):
    home = tmp_path / "new" / "share"
    install(home, FILES, "war")
    uninstall(home)
    assert names(tmp_path) == {".": None}


def test_uninstall_keeps_what_was_put_into_folders_install_made(tmp_path):
    install(tmp_path, FILES, "war")
    (tmp_path / "war" / "record.json").write_text("{}")  # the game's own data, later
    uninstall(tmp_path)
    assert names(tmp_path) == {".": None, "war": None, "war/record.json": b"{}"}


def test_uninstall_when_not_installed_says_so_and_changes_nothing(shared):
    before = tree(shared)
    assert uninstall(shared) == [f"War is not in your menu: nothing of it to remove under {shared}"]
    assert tree(shared) == before


def test_install_will_not_overwrite_another_programs_file(shared):
    theirs = shared / "icons" / "hicolor" / "48x48" / "apps" / "war.png"
    theirs.write_bytes(b"another war's icon")
    before = tree(shared)
    with pytest.raises(DesktopError) as raised:
        install(shared, FILES, "war")
    assert str(raised.value) == (
        f"{theirs} is there already and war did not put it there: move it away, then run "
        "war desktop install"
    )
    assert tree(shared) == before


def test_install_replaces_what_an_older_install_put_there(tmp_path):
    install(tmp_path, {**FILES, ENTRY: b"[Desktop Entry]\nExec=old\n"}, "old")
    install(tmp_path, FILES, "war")
    assert (tmp_path / ENTRY).read_bytes() == ENTRY_BYTES
    uninstall(tmp_path)
    assert names(tmp_path) == {".": None}


def test_uninstall_leaves_a_file_changed_since_and_says_so(tmp_path):
    install(tmp_path, FILES, "war")
    (tmp_path / ENTRY).write_bytes(ENTRY_BYTES + b"X-Edited=true\n")
    lines = uninstall(tmp_path)
    assert lines[-1] == (
        f"left {tmp_path / ENTRY} where it is: it was changed after war installed it"
    )
    assert names(tmp_path) == {
        ".": None,
        "applications": None,
        str(ENTRY): ENTRY_BYTES + b"X-Edited=true\n",
    }


def test_a_file_where_a_folder_should_be_stops_install_before_it_writes(tmp_path):
    (tmp_path / "metainfo").write_bytes(b"a file where a folder should be")
    before = tree(tmp_path)
    with pytest.raises(DesktopError) as raised:
        install(tmp_path, FILES, "war")
    assert str(raised.value) == (
        f"cannot put War into the menu: {tmp_path / 'metainfo'}: Not a directory"
    )
    assert tree(tmp_path) == before


def test_what_a_failed_install_wrote_is_on_the_record_for_uninstall(tmp_path, monkeypatch):
    write = install_module._write

    def full_at_the_metainfo(target: Path, content: bytes) -> None:
        if target.name == METAINFO.name:
            raise DesktopError(f"cannot put War into the menu: {target}: No space left")
        write(target, content)

    monkeypatch.setattr(install_module, "_write", full_at_the_metainfo)
    with pytest.raises(DesktopError, match="No space left"):
        install(tmp_path, FILES, "war")
    assert (tmp_path / ENTRY).exists() and not (tmp_path / METAINFO).exists()
    monkeypatch.undo()
    uninstall(tmp_path)
    assert names(tmp_path) == {".": None}


def test_a_damaged_record_is_one_line(tmp_path):
    install(tmp_path, FILES, "war")
    (tmp_path / RECORD).write_text('{"files": 3}')
    with pytest.raises(DesktopError) as raised:
        uninstall(tmp_path)
    assert str(raised.value) == (
        f"cannot read {tmp_path / RECORD}, the list of what war installed: it is not the list "
        "war writes"
    )


def test_uninstall_removes_nothing_outside_the_data_folder_whatever_the_record_says(tmp_path):
    home = tmp_path / "share"
    outside = tmp_path / "precious.txt"
    outside.write_bytes(b"keep")
    install(home, FILES, "war")
    record = json.loads((home / RECORD).read_text())
    digest = hashlib.sha256(b"keep").hexdigest()
    record["files"].update({"../precious.txt": digest, str(outside): digest})
    (home / RECORD).write_text(json.dumps(record))
    uninstall(home)
    assert outside.read_bytes() == b"keep"


def test_the_record_lists_each_file_and_each_folder_made(tmp_path):
    home = tmp_path / "share"
    install(home, FILES, "war")
    record = json.loads((home / RECORD).read_text())
    assert set(record["files"]) == {str(place) for place in FILES}
    assert "." in record["folders"] and "icons/hicolor/scalable/apps" in record["folders"]


def test_an_icon_cache_that_is_there_is_remade_and_none_is_made_where_there_was_none(shared):
    tool("gtk-update-icon-cache")  # skipped without it on a developer's machine, not in CI
    install(shared, FILES, "war")
    assert not (shared / HICOLOR / "icon-theme.cache").exists()
    uninstall(shared)
    cache = shared / HICOLOR / "icon-theme.cache"
    cache.write_bytes(b"")  # stale
    install(shared, FILES, "war")
    assert b"war" in cache.read_bytes()
    uninstall(shared)
    assert b"war" not in cache.read_bytes()


def test_the_data_folder_is_xdg_data_home_if_absolute(tmp_path):
    home = os.path.expanduser("~")
    assert data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert data_home({}) == Path(home, ".local", "share")
    assert data_home({"XDG_DATA_HOME": ""}) == Path(home, ".local", "share")
    assert data_home({"XDG_DATA_HOME": "relative/share"}) == Path(home, ".local", "share")


def test_the_files_are_placed_under_the_data_folder_only():
    assert all(
        not PurePosixPath(place).is_absolute() and ".." not in place.parts for place in FILES
    )
