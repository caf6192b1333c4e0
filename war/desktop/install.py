"""Putting the menu entry, the icons and the metainfo into the user's XDG data folder, and
taking out exactly those again.

Install writes only what differs, so a second run changes nothing, and keeps a record of
what it put there (``war/desktop-install.json``, with each file's SHA-256 and each folder it
made) so uninstall removes those files, if no one changed them since, and those folders, if
they are empty: never another program's icon, nor a shared folder that was there before.
A file already in the way that war did not put there stops install before anything is
written. Every failure is a DesktopError carrying the one line to say.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path, PurePosixPath

from war.shipped import DESKTOP_NAME, ICON_SIZES, asset_folder, icon_file
from war.words import desktop as words

RECORD = PurePosixPath("war", "desktop-install.json")  # under the data folder
ENTRY = PurePosixPath("applications", f"{DESKTOP_NAME}.desktop")
METAINFO = PurePosixPath("metainfo", f"{DESKTOP_NAME}.metainfo.xml")
HICOLOR = PurePosixPath("icons", "hicolor")
SCALABLE = HICOLOR / "scalable" / "apps" / f"{DESKTOP_NAME}.svg"
CACHE_SECONDS = 30.0  # the longest wait for gtk-update-icon-cache


class DesktopError(Exception):
    """What stopped install or uninstall: the message is the line to say after "war: "."""


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share if it is unset, empty or not absolute (the XDG
    Base Directory spec says to ignore a relative one)."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path(os.path.expanduser("~"), ".local", "share")


def shipped_files(entry: bytes) -> dict[PurePosixPath, bytes]:
    """Each file install puts under the data folder, by its place there, with its bytes:
    ``entry`` is the menu entry as made for this installation."""
    assets = asset_folder()
    files = {ENTRY: entry}
    for size in ICON_SIZES:
        place = PurePosixPath(icon_file(size).as_posix())
        files[place] = _read(assets / Path(place))
    files[SCALABLE] = _read(assets / "icons" / f"{DESKTOP_NAME}.svg")
    files[METAINFO] = _read(assets / "desktop" / f"{DESKTOP_NAME}.metainfo.xml")
    return files


def install(home: Path, files: dict[PurePosixPath, bytes], starts: str) -> list[str]:
    """Put ``files`` under ``home``; the lines that say what was done. ``starts`` is the
    command the menu entry runs."""
    owned, made = _read_record(home)
    for place, content in files.items():
        _check_ours(home / place, content, owned.get(str(place)))
    written: list[PurePosixPath] = []
    try:
        for place, content in files.items():
            target = home / place
            if not _holds(target, content):
                made += _make_folders(home, target.parent, words.cannot_install)
                _write(target, content)
                written.append(place)
            owned[str(place)] = _digest(content)
    except DesktopError:
        # Kept if it can be, so uninstall takes out what was written; the first failure
        # is the one to say.
        with contextlib.suppress(DesktopError):
            _keep_record(home, owned, made)
        raise
    _keep_record(home, owned, made)
    _refresh_icon_cache(home)
    return _installed_lines(home, written, starts)


def uninstall(home: Path) -> list[str]:
    """Take out what install put under ``home``, as its record lists it; the lines that
    say what was done."""
    if not (home / RECORD).exists():
        return [words.not_installed(str(home))]
    owned, made = _read_record(home)
    removed: list[PurePosixPath] = []
    left: list[str] = []
    for name, digest in sorted(owned.items()):
        place = PurePosixPath(name)
        target = home / place
        if place.is_absolute() or ".." in place.parts or not target.exists():
            continue  # only files under the data folder are ever war's
        if _digest(_read(target, words.cannot_uninstall)) != digest:
            left.append(words.left_changed(str(target)))
            continue
        _remove(target)
        removed.append(place)
    _remove(home / RECORD)
    folders = {Path(os.path.normpath(home / folder)) for folder in made}
    for folder in sorted(folders, key=lambda folder: len(folder.parts), reverse=True):
        with contextlib.suppress(OSError):
            folder.rmdir()  # only if empty: whatever is in it now is not ours
    _refresh_icon_cache(home)
    return (_removed_lines(home, removed) or [words.not_installed(str(home))]) + left


def _check_ours(target: Path, content: bytes, recorded: str | None) -> None:
    """A file in the way must be ours: what we would write, or what we wrote before."""
    try:
        there = target.read_bytes()
    except FileNotFoundError:
        return
    except IsADirectoryError:
        raise DesktopError(words.someone_elses_file(str(target))) from None
    except NotADirectoryError as error:
        in_the_way = next(parent for parent in target.parents if parent.exists())
        raise DesktopError(words.cannot_install(str(in_the_way), _reason(error))) from None
    except OSError as error:
        raise DesktopError(words.cannot_install(str(target), _reason(error))) from None
    if there != content and _digest(there) != recorded:
        raise DesktopError(words.someone_elses_file(str(target)))


def _holds(target: Path, content: bytes) -> bool:
    """Whether the file at ``target`` is ``content`` already."""
    try:
        return target.read_bytes() == content
    except OSError:
        return False


def _make_folders(home: Path, folder: Path, failed: Callable[[str, str], str]) -> list[str]:
    """Make ``folder`` and its missing parents; the ones made, relative to ``home``."""
    missing: list[Path] = []
    for parent in (folder, *folder.parents):
        if parent.exists():
            break
        missing.append(parent)
    made = []
    for parent in reversed(missing):
        try:
            parent.mkdir()
        except FileExistsError:
            continue
        except OSError as error:
            raise DesktopError(failed(str(parent), _reason(error))) from None
        made.append(os.path.relpath(parent, home))
    if not folder.is_dir():
        raise DesktopError(failed(str(folder), os.strerror(20)))  # ENOTDIR
    return made


def _write(target: Path, content: bytes) -> None:
    """``content`` at ``target`` whole or not at all (a temporary file, then renamed)."""
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    except OSError as error:
        raise DesktopError(words.cannot_install(str(target.parent), _reason(error))) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(content)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            os.unlink(temporary)
        raise DesktopError(words.cannot_install(str(target), _reason(error))) from None


def _remove(target: Path) -> None:
    try:
        target.unlink(missing_ok=True)
    except OSError as error:
        raise DesktopError(words.cannot_uninstall(str(target), _reason(error))) from None


def _read(path: Path, failed: Callable[[str, str], str] = words.cannot_install) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise DesktopError(failed(str(path), _reason(error))) from None


def _digest(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def _read_record(home: Path) -> tuple[dict[str, str], list[str]]:
    """What install put there: each file's SHA-256 by its place, and the folders it made,
    relative to ``home``. Nothing, if there is no record."""
    path = home / RECORD
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}, []
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise DesktopError(words.unreadable_record(str(path), _reason(error))) from None
    files = record.get("files") if isinstance(record, dict) else None
    folders = record.get("folders") if isinstance(record, dict) else None
    if not (
        isinstance(files, dict)
        and all(isinstance(key, str) and isinstance(value, str) for key, value in files.items())
        and isinstance(folders, list)
        and all(isinstance(folder, str) for folder in folders)
    ):
        raise DesktopError(words.unreadable_record(str(path), words.not_a_record()))
    return dict(files), list(folders)


def _keep_record(home: Path, owned: dict[str, str], made: list[str]) -> None:
    """Write the record if it would change: the same install twice leaves it as it was."""
    made += _make_folders(home, (home / RECORD).parent, words.cannot_install)
    record = {"files": dict(sorted(owned.items())), "folders": sorted(set(made))}
    content = (json.dumps(record, indent=1) + "\n").encode("utf-8")
    if not _holds(home / RECORD, content):
        _write(home / RECORD, content)


def _refresh_icon_cache(home: Path) -> None:
    """An icon cache that is there would hide a new icon until it is remade; none is made
    where there was none (uninstall would leave it behind). The menu's own database
    (update-desktop-database) indexes only MIME types, which War's entry has none of."""
    theme = home / HICOLOR
    tool = shutil.which("gtk-update-icon-cache")
    if tool is None or not (theme / "icon-theme.cache").is_file():
        return
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        subprocess.run(
            [tool, "--quiet", "--force", "--ignore-theme-index", str(theme)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=CACHE_SECONDS,
            check=False,
        )


def _installed_lines(home: Path, written: list[PurePosixPath], starts: str) -> list[str]:
    icons = [place for place in written if place.is_relative_to(HICOLOR)]
    lines = []
    if ENTRY in written:
        lines.append(words.installed_entry(str(home / ENTRY), starts))
    if icons:
        lines.append(words.installed_icons(len(icons), str(home / HICOLOR)))
    if METAINFO in written:
        lines.append(words.installed_metainfo(str(home / METAINFO)))
    return lines or [words.already_installed(str(home / ENTRY))]


def _removed_lines(home: Path, removed: list[PurePosixPath]) -> list[str]:
    icons = [place for place in removed if place.is_relative_to(HICOLOR)]
    lines = []
    if ENTRY in removed:
        lines.append(words.removed_entry(str(home / ENTRY)))
    if icons:
        lines.append(words.removed_icons(len(icons), str(home / HICOLOR)))
    if METAINFO in removed:
        lines.append(words.removed_metainfo(str(home / METAINFO)))
    return lines


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error)
