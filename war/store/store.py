"""The data folder: the round in progress, the lifetime record and the settings, kept as you play.

Nothing here ever stops the game. A folder that cannot be made or written means progress
is not saved, said once; a damaged file is set aside and said once; a file that cannot be
read is left as it is, never written over, and said once; a write that fails is said
once. ``notices`` holds those lines for the title to show, and each is also handed to
``tell`` (the terminal) as it happens.

One game at a time keeps a folder, and each file a link in it leads to: a second one
started on it, or on a folder linking to the same file, plays on without saving (and says
so), so two windows never write over each other's rounds and record.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Callable, Collection
from datetime import date
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

from war.core.rules import SEED_RULES, Rules
from war.store import locks
from war.store import settings as settings_file
from war.store.files import (
    BadFile,
    Unreadable,
    can_look_into,
    in_the_way,
    keep_copy,
    leftovers,
    parse_json,
    read_bytes,
    remove,
    set_aside,
    target,
    write_json,
)
from war.store.locks import LOCK_FILE
from war.store.record import HISTORY_MOST, Record
from war.store.settings import Settings
from war.words import files as words

# record_file and saved_round (and through them the engine's positions and the medals)
# are imported where their file is read or written: a first start's title needs neither.
if TYPE_CHECKING:  # the title reads the data folder with none of the engine
    from war.core.outcome import Outcome
    from war.core.position import Position
    from war.session.medals import Medal
    from war.store.saved_round import Saved

ROUND_FILE = "round.json"
RECORD_FILE = "stats.json"
SETTINGS_FILE = "settings.json"

T = TypeVar("T")


def default_folder() -> Path:
    """The user's data folder for the game, e.g. ``~/.local/share/war`` on Linux."""
    import platformdirs  # only asked for without --data-dir: its import costs ms at start-up

    return Path(platformdirs.user_data_dir("war", appauthor=False))


class Store:
    """The saved round and the record of one data folder.

    ``read_only`` (for ``python main.py stats``) reads what is there and touches nothing:
    no folder made, no file set aside, nothing written.
    """

    def __init__(
        self,
        folder: Path | None = None,
        *,
        read_only: bool = False,
        tell: Callable[[str], None] | None = None,
    ) -> None:
        self.folder = folder if folder is not None else default_folder()
        self.notices: list[str] = []
        self._tell = tell
        self._locks: list[IO[bytes]] = []  # the folder's, and those beside links' targets
        # Files that cannot be read, and bad ones that could not be set aside: never written.
        self._blocked: set[str] = set()
        # Files that were there and could not be read (cannot be read, damaged, the folder
        # unusable): what is held in their place is a fresh one, not what they hold.
        self._unread: set[str] = set()
        self._failed_write = False
        self._said_folder = False  # a notice about the folder itself: one is enough
        self._reading = read_only  # for stats: no game goes on without a file it cannot use
        self.writable = False if read_only else self._prepare()
        self._readable = self._look_into_folder()
        saved: Saved | None = self._load(ROUND_FILE, lambda data, _: _saved_from(data), None)
        self.saved_round: Position | None = None if saved is None else saved.position
        # The saved round's rules, and whether it is a deal of the day (a version 1 file:
        # the seed rules, not one); with no round saved, the seed rules.
        self.saved_rules: Rules = SEED_RULES if saved is None else saved.rules
        self.saved_daily: bool = False if saved is None else saved.daily
        self.record: Record = self._load(RECORD_FILE, self._record_from, Record())
        self.settings: Settings = self._load(
            SETTINGS_FILE, lambda data, _: self._settings_from(data), Settings()
        )

    # -- the round in progress ---------------------------------------------------------------

    def save_round(
        self, position: Position, rules: Rules = SEED_RULES, *, daily: bool = False
    ) -> None:
        """Keep ``position``, of a round under ``rules`` (``daily``: started as its day's
        deal of the day), as the round to resume (it replaces any saved before)."""
        if daily and not rules.is_seed:  # the file would be refused when read
            raise ValueError("a deal of the day is played by the seed rules")
        from war.store import saved_round

        self.saved_round, self.saved_rules, self.saved_daily = position, rules, daily
        self._write(ROUND_FILE, saved_round.to_json(position, rules, daily))

    def forget_round(self) -> None:
        """No round to resume: it has ended."""
        self.saved_round, self.saved_rules, self.saved_daily = None, SEED_RULES, False
        if self.writable and ROUND_FILE not in self._blocked:
            path = self.folder / ROUND_FILE
            self._try(lambda: remove(path), target(path).parent)

    def finish_round(
        self,
        outcome: Outcome,
        seed: int | None,
        rules: Rules = SEED_RULES,
        *,
        daily: date | None = None,
        ended: date | None = None,
        medals: Collection[Medal] = (),
    ) -> Record:
        """The round (deal ``seed`` under ``rules``; ``daily``: the day whose deal of the
        day it is) has ended, on the local day ``ended`` (today if None), earning
        ``medals``: it is no longer resumable, and the record counts it and its medals.

        The saved round goes first: a kill between the two loses the round from the
        record rather than counting it twice when it is resumed and ends again. The round
        and its medals are one write: neither is ever counted without the other.
        """
        from war.store import record_file

        self.forget_round()
        self.record = self.record.with_round(
            outcome,
            seed,
            rules,
            daily=daily,
            ended=date.today() if ended is None else ended,
            medals=medals,
        )
        self._write(RECORD_FILE, record_file.to_json(self.record))
        return self.record

    def reset_record(self) -> None:
        from war.store import record_file

        self.record = Record()
        self._write(RECORD_FILE, record_file.to_json(self.record))

    # -- settings ----------------------------------------------------------------------------

    def save_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on, and keep them for the next run."""
        self.settings = settings
        self._write(SETTINGS_FILE, settings_file.to_json(settings))

    def _settings_from(self, data: Any) -> Settings:
        settings, bad = settings_file.from_json(data)
        if bad:
            self._notice(words.settings_not_understood(bad))
        return settings

    # -- the record --------------------------------------------------------------------------

    def _record_from(self, data: Any, raw: bytes) -> Record:
        """The record ``data`` holds; what it held badly is left out and said, and the file
        as it was (``raw``) is kept in a copy beside it before anything writes over it."""
        from war.store import record_file

        loaded = record_file.from_json(data)
        if not loaded.mended:
            return loaded.record
        copy = keep_copy(self.folder / RECORD_FILE, raw) if self.writable else None
        if copy is None:
            self._blocked.add(RECORD_FILE)
        else:
            # The original is safe in its copy: the record read is written now, so the next
            # start finds it whole instead of copying and saying it all again.
            self._write(RECORD_FILE, record_file.to_json(loaded.record))
        self._notice(
            words.record_mended(
                RECORD_FILE,
                dropped=loaded.dropped,
                unlisted=loaded.unlisted,
                overflow=loaded.overflow,
                most_listed=HISTORY_MOST,
                changed=loaded.changed,
                copy=None if copy is None else self._shown(copy),
            )
        )
        return loaded.record

    @property
    def record_unread(self) -> bool:
        """Whether there is a record that could not be read (stats.json cannot be read or is
        damaged, or the folder cannot be looked into, or cannot be there, a file above it):
        ``record`` is then an empty one in its place, not the player's. (No folder or no
        stats.json yet: nothing is unread.)"""
        return RECORD_FILE in self._unread

    def close(self) -> None:
        """Let another game keep the folder (the locks also go when the process ends)."""
        while self._locks:
            self._locks.pop().close()

    # -- files -------------------------------------------------------------------------------

    def notice(self, line: str) -> None:
        """A notice from outside the folder (speech that cannot speak), shown and said as
        the folder's own are."""
        self._notice(line)

    def _notice(self, line: str) -> None:
        self.notices.append(line)
        if self._tell is not None:
            self._tell(line)

    def _prepare(self) -> bool:
        """Make the folder if needed, take it for this game (and each file a link in it
        leads to), check it can be written, and clear away the writes a kill cut short."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, probe = tempfile.mkstemp(prefix=".write-test-", dir=self.folder)
            os.close(handle)
            os.unlink(probe)
        except OSError as error:
            self._said_folder = True
            reason = error.strerror or str(error)
            self._notice(
                self._in_the_way(words.not_saved_in_the_way)
                or words.not_saved_cannot_write(str(self.folder), reason)
            )
            return False
        own = self.folder / LOCK_FILE
        if not self._take(own, words.not_saved_another_game(str(self.folder))):
            return False
        held = {os.path.realpath(own)}
        ours: list[Path] = []  # the files this game alone writes: their leftovers are stale
        for name in _MOST_BYTES:
            where = target(self.folder / name)
            lock = locks.lock_for(where, _MOST_BYTES)
            if where == self.folder / name or os.path.realpath(lock) in held:
                ours.append(where)
                continue
            # Another game's link may lead to the same file: it holds the same lock.
            taken = self._take(lock, words.not_saved_another_game_file(str(where), name), where)
            if taken is False:
                self.close()
                return False
            if taken:
                held.add(os.path.realpath(lock))
                ours.append(where)
        for where in ours:
            for stale in leftovers(where):
                with contextlib.suppress(OSError):
                    stale.unlink()
        return True

    def _take(self, lock: Path, busy: str, beside: Path | None = None) -> bool | None:
        """Hold the lock file ``lock`` for as long as the store lives: True if taken (or
        where the system has no locks). False, said, if another game holds it (``busy``)
        or it cannot be a lock file. For a link's target (``beside``), None if no file
        can be made in its folder at all: no game can write there either, and the save
        that fails there is said then."""
        if not locks.AVAILABLE:  # pragma: no cover - Windows
            return True
        try:
            taken = locks.take(lock)
        except OSError as error:  # e.g. a folder or a pipe where the lock file should be
            if beside is not None and error.errno in _NO_FILE_HERE:
                return None
            self._notice(words.not_saved_cannot_use(str(lock), error.strerror or str(error)))
            return False
        if taken is None:
            self._notice(busy)
            return False
        self._locks.append(taken)
        return True

    def _look_into_folder(self) -> bool:
        """Whether the folder is there to read files from. One that cannot be used at all
        (not a folder, a name too long, no permission to look inside) is said once, for
        the folder, not once for each file; nothing in it is read, nor written over."""
        try:
            return can_look_into(self.folder, _MOST_BYTES)
        except OSError as error:
            self._blocked.update(_MOST_BYTES)
            self._unread.update(_MOST_BYTES)
            if not self._said_folder:
                self._said_folder = True
                reason = error.strerror or str(error)
                self._notice(
                    self._in_the_way(words.cannot_read_in_the_way)
                    or words.cannot_read_folder(str(self.folder), reason)
                )
            return False

    def _in_the_way(self, say: Callable[..., str]) -> str | None:
        """What ``say`` says of what stands, no folder, where the folder or one above it
        should be (a file, said to be one); None if nothing does."""
        found = in_the_way(self.folder)
        if found is None:
            return None
        return say(str(self.folder), str(found), a_file=os.path.isfile(found))

    def _load(self, name: str, parse: Callable[[Any, bytes], T], missing: T) -> T:
        """What file ``name`` holds, by ``parse`` (given its JSON and its bytes), or
        ``missing`` if there is none or it cannot be used (then said, and set aside or left)."""
        if not self._readable:
            return missing
        path = self.folder / name
        try:
            raw = read_bytes(path, _MOST_BYTES[name])
            return missing if raw is None else parse(parse_json(raw), raw)
        except Unreadable as error:
            # Perhaps only for now (a permission, a disk): nothing says it is damaged.
            self._blocked.add(name)
            self._unread.add(name)
            reason = error.strerror or str(error)
            self._notice(words.cannot_be_read(_KINDS[name], reason, name, reading=self._reading))
            return missing
        except BadFile as problem:
            self._unread.add(name)
            aside = set_aside(path) if self.writable else None
            if aside is None:
                self._blocked.add(name)
                said = words.left_as_it_is(_KINDS[name], str(problem), name, reading=self._reading)
            else:
                said = words.set_aside(_KINDS[name], str(problem), self._shown(aside))
            self._notice(said)
            return missing

    def _shown(self, path: Path) -> str:
        """``path`` as a notice names it: by its name in the folder, whole elsewhere (beside
        a link's target). Compared resolved: a link's target is a whole path, the folder
        perhaps relative or reached through a link."""
        here = os.path.realpath(path.parent) == os.path.realpath(self.folder)
        return path.name if here else str(path)

    def _write(self, name: str, data: dict[str, Any]) -> None:
        if self.writable and name not in self._blocked:
            path = self.folder / name
            self._try(lambda: write_json(path, data), target(path).parent)

    def _try(self, action: Callable[[], None], where: Path) -> None:
        """Run ``action``, a write into the folder ``where`` (a link's target's, or the data
        folder); one that fails is said once, naming that folder."""
        try:
            action()
        except OSError as error:
            if not self._failed_write:
                self._failed_write = True
                self._notice(words.could_not_save(str(where), error.strerror or str(error)))


# Why no lock file can be made beside a link's target: no permission, a read-only disk, its
# folder not there (a link that leads nowhere yet).
_NO_FILE_HERE = {errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT, errno.ENOTDIR}

_KINDS: dict[str, words.Kind] = {
    ROUND_FILE: "round",
    RECORD_FILE: "record",
    SETTINGS_FILE: "settings",
}

# The most each file is read of: anything far larger is not one of the game's.
_MOST_BYTES = {
    ROUND_FILE: 16_000,  # a saved round is under 1 KB
    RECORD_FILE: 1_000_000,  # a full record is about 250 KB
    SETTINGS_FILE: 10_000,
}


def _saved_from(data: Any) -> Saved:
    """The round to resume that a round file's ``data`` holds (raises BadFile)."""
    # Only with a round saved: reading one needs the engine's positions and cards.
    from war.store import saved_round

    return saved_round.from_json(data)
