"""Files that survive a kill at any instant: atomic writes, and bad files set aside, not lost.

A write goes to a temporary file in the same folder, is flushed and fsynced, then renamed
over the old one, and the folder is fsynced: a crash leaves the old file or the new one,
never a mix and never an empty file. A file that is damaged (not what it should be) is
renamed aside (``round.json.bad-20261130-142501``), so nothing good is ever overwritten and
nothing bad is ever lost. A file that is there but cannot be read (no permission, a failing
disk) is not damaged: it is Unreadable, and left where it is.

A file that is a link (to keep it elsewhere) is read and written through it: the write goes
to the link's target, atomically in the target's folder, so the link stays and keeps
leading to the newest file. A bad file behind a link is set aside where it is.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from war.words import files as words


class BadFile(ValueError):
    """A file that is there but damaged: not what it should be. The message says why, in a
    few words."""


class Unreadable(OSError):
    """A file that is there but cannot be read now (no permission, a failing disk): nothing
    says it is damaged, so it is to be left as it is. ``strerror`` says why."""


def write_json(path: Path, data: Any) -> None:
    """Replace ``path`` (or the file its link leads to) with ``data`` as JSON, atomically.
    Raises OSError if it cannot."""
    where = target(path)
    if where != path:
        # A link to a device or a folder is no place for a file: never rename over one.
        with contextlib.suppress(FileNotFoundError):
            if not stat.S_ISREG(os.stat(where).st_mode):
                raise OSError(errno.EINVAL, words.a_link_to_no_file(), str(path))
    _write_bytes(where, (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))


def target(path: Path) -> Path:
    """The file ``path`` stands for: itself, or if it is a link, where the link (or a chain
    of links) leads, whether or not anything is there yet."""
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def _write_bytes(path: Path, data: bytes) -> None:
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


# What follows ``.<name>.`` in a leftover's name (see ``leftovers``).
_LEFTOVER_TAIL = re.compile(r"(bad-\d{8}-\d{6}(-\d+)?\.)?[^.]+\.tmp")


def leftovers(path: Path) -> list[Path]:
    """The temporary files that writes of ``path``, or of a copy kept of it, left beside it
    when a kill cut them short: ``.<name>.<random>.tmp`` and ``.<name>.bad-<time>.<random>.tmp``
    as _write_bytes and keep_copy name them, never another file's (``.<name>.x.<random>.tmp``
    is ``<name>.x``'s), whatever ``path``'s name holds (``[s]tats.json`` is no pattern)."""
    start = f".{path.name}."
    try:
        names = os.listdir(path.parent)
    except OSError:
        return []
    # One pattern for every file's: compiling one a file (and a glob's) cost ms at start-up.
    return sorted(
        path.parent / name
        for name in names
        if name.startswith(start) and _LEFTOVER_TAIL.fullmatch(name, len(start))
    )


def can_look_into(folder: Path, names: Iterable[str]) -> bool:
    """Whether ``folder`` is there to read ``names`` from; False if there is no such folder.
    Raises OSError if it is there but cannot be used, or cannot be there: not a folder, or
    below something that is not (``in_the_way`` says what), a name too long, no permission
    to look inside it."""
    try:
        info = os.stat(folder)
    except FileNotFoundError:
        return False
    if not stat.S_ISDIR(info.st_mode):
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder))
    for name in names:
        # Needs only the right to look inside the folder, never to read the file.
        with contextlib.suppress(FileNotFoundError):
            os.lstat(folder / name)
    return True


def in_the_way(folder: Path) -> Path | None:
    """What stands where ``folder``, or a folder above it, should be and is no folder (a
    file, a device, a link that leads nowhere); None if nothing does."""
    for path in (folder, *folder.parents):
        if os.path.isdir(path):
            return None
        if os.path.lexists(path):
            return path
    return None


def read_json(path: Path, most_bytes: int) -> Any | None:
    """The JSON in ``path``; None if there is no such file. Raises Unreadable if it is there
    but cannot be read, BadFile if it is not a JSON file of at most ``most_bytes`` bytes, or
    holds only ``null``."""
    data = read_bytes(path, most_bytes)
    return None if data is None else parse_json(data)


def read_bytes(path: Path, most_bytes: int) -> bytes | None:
    """The bytes of the regular file ``path``; None if there is no such file. Raises
    Unreadable if it is there but cannot be read, BadFile if it is no regular file of at
    most ``most_bytes`` bytes."""
    data = _read_bytes(path, most_bytes)
    if data is not None and len(data) > most_bytes:
        raise BadFile(words.too_large(most_bytes))
    return data


def parse_json(data: bytes) -> Any:
    """The JSON ``data`` holds. Raises BadFile if it holds none, or only ``null``."""
    if not data.strip():
        raise BadFile(words.empty())
    try:
        # Bytes, not text: json reads UTF-8 with or without a byte-order mark, and UTF-16 and
        # UTF-32 (Notepad's "Unicode"), as editors save a file.
        value = json.loads(data)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadFile(words.not_json()) from None
    if value is None:  # not to be taken for no file, and written over
        raise BadFile(words.only_null())
    return value


def _read_bytes(path: Path, most_bytes: int) -> bytes | None:
    """Up to ``most_bytes + 1`` bytes of the regular file ``path``; None if there is none."""
    try:
        # Non-blocking, and only a regular file is read: a pipe put there must not hang us.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except IsADirectoryError:
        raise BadFile(words.a_folder_instead()) from None
    except OSError as error:
        if error.errno == errno.ELOOP:  # a damaged link: setting it aside moves no data
            raise BadFile(words.a_looping_link()) from None
        # Windows opens no folder, and says so as EACCES: still a folder in the way, not a
        # file to leave where it is for ever.
        if error.errno in (errno.EACCES, errno.EPERM) and os.path.isdir(path):
            raise BadFile(words.a_folder_instead()) from None
        raise _unreadable(error, path) from error
    try:
        kind = os.fstat(handle).st_mode
        if stat.S_ISDIR(kind):
            raise BadFile(words.a_folder_instead())
        if not stat.S_ISREG(kind):
            raise BadFile(words.not_a_regular_file())
        chunks: list[bytes] = []
        left = most_bytes + 1
        while left > 0 and (chunk := os.read(handle, left)):
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise _unreadable(error, path) from error
    finally:
        os.close(handle)


def _unreadable(error: OSError, path: Path) -> Unreadable:
    return Unreadable(error.errno or errno.EIO, error.strerror or str(error), str(path))


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``<name>.bad-<time>`` beside it; the new path, or None if it could
    not be moved (then it is left exactly as it was).

    A link to a regular file: that file is what is bad, and is set aside beside itself (the
    link stays, for the next write to make its target afresh). A link to anything else (a
    device, a folder, nothing, itself) is a bad link, and the link is set aside: renaming a
    link moves no data.
    """
    moved = path
    if os.path.islink(path):
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.stat(path).st_mode):
                moved = target(path)
    aside = _aside(moved)
    if aside is None:
        return None
    try:
        os.rename(moved, aside)
    except OSError:
        return None
    _sync_folder(moved.parent)
    return aside


def keep_copy(path: Path, data: bytes) -> Path | None:
    """Keep ``data``, the bytes ``path`` holds, in a new file ``<name>.bad-<time>`` beside
    it (beside the file its link leads to, for a link), written as atomically as any; its
    path, or None if it could not be made."""
    aside = _aside(target(path))
    if aside is None:
        return None
    try:
        _write_bytes(aside, data)
    except OSError:
        return None
    return aside


def _aside(path: Path) -> Path | None:
    """A name beside ``path`` for it as it was, ``<name>.bad-<time>``, that nothing has."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f".bad-{stamp}" if attempt == 0 else f".bad-{stamp}-{attempt}"
        aside = path.with_name(path.name + suffix)
        if not os.path.lexists(aside):  # a link there, even one leading nowhere, is kept
            return aside
    return None


def remove(path: Path) -> None:
    """Delete ``path`` if it is there (for a link, the file it leads to: the link stays, for
    the next write). Raises OSError if it cannot."""
    where = target(path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(where)
    _sync_folder(where.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows it)."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)
