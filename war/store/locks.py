"""The locks that keep two games from writing one file: the folder's, and one per link target."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Collection
from pathlib import Path
from typing import IO

from war.words import files as words

LOCK_FILE = ".lock"  # in a data folder, held while a game plays on it
# Locks need flock, which Windows has not: there a game takes none, and nothing is made.
AVAILABLE = sys.platform != "win32"


def lock_for(where: Path, data_names: Collection[str]) -> Path:
    """The lock file a game holds to write ``where``, the file a link leads to.

    A file named as a data folder's own (``stats.json``...) may be that folder's, which its
    game writes holding only the folder's lock: that lock, then. Any other gets one of its
    own beside it (``.kept-stats.json.lock``), so two records kept in one synced folder do
    not hold each other up.
    """
    if where.name in data_names:
        return where.parent / LOCK_FILE
    return where.with_name(f".{where.name}.lock")


def take(path: Path) -> IO[bytes] | None:
    """An exclusive lock on the lock file ``path`` (made if missing), open for as long as
    it is to be held; None if another game holds it.
    Raises OSError if ``path`` cannot be a lock file. Only where AVAILABLE."""
    import fcntl

    # Only a regular file, and opened without waiting: a pipe put there must not hang us.
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise OSError(errno.EINVAL, words.not_a_regular_file())
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NONBLOCK
    lock = os.fdopen(os.open(path, flags, 0o644), "ab")
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return None
    return lock
