"""Kill and resume, for real: the game killed with SIGKILL at random moments and in the middle
of its saves, then started again on the same data folder, over and over.

The child process is the real game, headless: the real App on SDL's dummy drivers, run by
the real loop, its sleep hook pressing keys as a player would (Turn cards, Play 10, Play to
the end, New round at Round over, mute and volume now and then). It says on stdout what it
saves, before and after each save; the parent kills it, then checks the data folder against
what it was told, and starts the next one on the same folder.
"""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from war.core.engine import replay
from war.core.events import Winner
from war.session.medals import Medal
from war.store.record import Record
from war.store.settings import Settings, Speed
from war.store.settings import to_json as settings_json
from war.store.store import RECORD_FILE, ROUND_FILE, SETTINGS_FILE, Store

ROOT = Path(__file__).resolve().parent.parent
LINE_SECONDS = 20.0  # the longest wait for any line from the child (its start-up included)
SHORT_DEAL_BATTLES = 60  # every deal dealt is this short, so rounds end and get counted
RANDOM_KILL_SECONDS = 0.35  # a random kill comes this long at most after the table shows

CHILD = r"""
import asyncio, json, os, random, sys, time
from pathlib import Path

import pygame

from war.core.cards import shuffled_deck
from war.core.engine import play_fast
from war.store import files
from war.store.settings import to_json as settings_json
from war.window.app.app import App
from war.window.app.loop import run_loop
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene

folder, life, mode, target, seed, short = sys.argv[1:7]
life, short = int(life), int(short)
rng = random.Random(int(seed))
started = time.monotonic()


def say(*words):
    print(*words, flush=True)


def short_deals():
    # Each life deals from its own thousand deals: no two rounds ever share a deal number,
    # so a round counted twice would show in the record as one number listed twice.
    for deal in range(life * 1000, life * 1000 + 1000):
        if play_fast(shuffled_deck(deal)).battles <= short:
            yield deal
    raise RuntimeError("out of short deals")


deals = short_deals()

# The two instants inside an atomic write where a kill would hurt most: the new file
# written and fsynced but not yet renamed over the old one; renamed, the folder not synced.
real_replace, real_sync = os.replace, files._sync_folder
renamed = [None]


def replace(source, destination, *args, **kwargs):
    name = Path(destination).name
    if mode == "replace" and name == target:
        say("@", name)
        time.sleep(0.03)
    real_replace(source, destination, *args, **kwargs)
    renamed[0] = name


def sync(where):
    if mode == "sync" and renamed[0] == target:
        say("@", target)
        time.sleep(0.03)
    renamed[0] = None
    real_sync(where)


os.replace = replace
files._sync_folder = sync

pygame.display.init()
pygame.font.init()
app = App(size=(640, 360), data_dir=Path(folder), deals=lambda: next(deals))
store = app.res.store
saved = store.saved_round
say("start", json.dumps({
    "notices": store.notices,
    "round": None if saved is None else [saved.seed, saved.battles],
}))


def reported(name, words):
    # Each save is said as it starts and once it has returned.
    real = getattr(store, name)

    def call(*args, **kwargs):
        say("begin", name, *words(*args))
        result = real(*args, **kwargs)
        say("end", name, *words(*args))
        return result

    setattr(store, name, call)


reported("save_round", lambda position, *rules: (position.seed, position.battles))
reported("forget_round", lambda: ())
reported("finish_round", lambda outcome, seed, *rules: (seed,))
reported("save_settings", lambda settings: (json.dumps(settings_json(settings)),))

# What the player presses when the table is idle: Turn cards, Play 10, Play to the end,
# or mute / volume down / volume up. A life aimed at one file presses what writes it.
PRESSES = [pygame.K_SPACE, pygame.K_t, pygame.K_a, pygame.K_m, pygame.K_MINUS, pygame.K_EQUALS]
WEIGHTS = {
    "stats.json": [1, 1, 8, 0.2, 0.2, 0.2],
    "settings.json": [1, 1, 0, 3, 3, 3],
}.get(target, [4, 3, 2, 0.4, 0.3, 0.3])
clock = [0.0]
frames = [0]
shown = [False]


def press(key):
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    pygame.event.post(event)


async def sleep(seconds):
    clock[0] += 0.25  # a long frame: the loop's most steps, so rounds play out quickly
    frames[0] += 1
    if frames[0] > 20000 or time.monotonic() - started > 60:
        app.running = False  # never outlive a parent that did not come back
    top = app.scenes.top
    if isinstance(top, TitleScene):
        press(pygame.K_SPACE)  # Resume round, or New round when none is saved
    elif isinstance(top, RoundOverScene):
        press(pygame.K_n)
    elif isinstance(top, TableScene):
        if not shown[0]:
            shown[0] = True
            position = top.session.round.position()
            say("table", position.seed, position.battles)
        if not top.presenter.busy and not top.running:
            key = rng.choices(PRESSES, WEIGHTS)[0]
            volume = app.settings.volume
            if (key, volume) in ((pygame.K_MINUS, 0), (pygame.K_EQUALS, 100)):
                key = pygame.K_m  # a step past the end saves nothing new: mute instead
            press(key)


asyncio.run(run_loop(app, clock=lambda: clock[0], sleep=sleep))
app.close()
pygame.quit()
say("exit")
"""

# Where each kind of life is killed: "random" at a random moment once the table shows;
# "replace" as the target file's new version is written but not yet renamed over the old;
# "sync" once renamed, before the folder is synced.
KINDS = [("random", "-")] * 24 + [
    (mode, name)
    for mode in ("replace", "sync")
    for name in (ROUND_FILE, RECORD_FILE, SETTINGS_FILE) * 5
]
IN_SAVES = sum(mode != "random" for mode, _ in KINDS)  # 30: ten a file


class Child:
    """One life of the game: its lines read by a thread, every wait bounded."""

    def __init__(self, folder: Path, life: int, mode: str, target: str, seed: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}
        env["SDL_AUDIODRIVER"] = "dummy"
        arguments = [folder, life, mode, target, seed, SHORT_DEAL_BATTLES]
        self.process = subprocess.Popen(
            [sys.executable, "-c", CHILD, *map(str, arguments)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.endswith("\n"):  # a line cut by the kill is no report
                self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def next_line(self) -> str:
        try:
            line = self._queue.get(timeout=LINE_SECONDS)
        except queue.Empty:
            raise AssertionError(f"no line from the game in {LINE_SECONDS} s") from None
        if line is None:
            errors = self.process.stderr.read() if self.process.stderr else ""
            raise AssertionError(f"the game ended by itself: {errors}")
        self.lines.append(line)
        return line

    def wait_for(self, start: str) -> str:
        while not (line := self.next_line()).startswith(start):
            pass
        return line

    def kill(self) -> str:
        """SIGKILL; the rest of what it said before it died."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=LINE_SECONDS)
        self._reader.join(timeout=LINE_SECONDS)
        while (line := self._queue.get_nowait()) is not None:
            self.lines.append(line)
        stdout, stderr = self.process.stdout, self.process.stderr
        assert stdout is not None and stderr is not None  # both piped when it started
        errors = stderr.read()
        stdout.close()
        stderr.close()
        return errors


def folder_now(folder: Path) -> dict[str, Any]:
    """What the folder holds, loaded by the real Store and checked on its own too: the
    round as (deal, battles), the record's rounds, the settings as their JSON."""
    names = sorted(p.name for p in folder.iterdir())
    assert not [n for n in names if ".bad-" in n], f"a good file was set aside: {names}"
    store = Store(folder, read_only=True)
    assert store.notices == [], store.notices
    saved = store.saved_round
    if saved is None:
        assert ROUND_FILE not in names
        key = None
    else:
        # Independently of the store's own check: a deal plays only one way, so the deal's
        # number and the battles played fix the piles; the file's piles must be those.
        data = json.loads((folder / ROUND_FILE).read_text())
        round_, _ = replay(data["seed"], data["battles"])
        assert round_.battles == data["battles"] and not round_.is_over, data
        assert data["player"] == [card.code for card in round_.player_pile], data
        assert data["computer"] == [card.code for card in round_.computer_pile], data
        assert (data["wars"], data["longest_war_chain"]) == (
            round_.wars,
            round_.longest_war_chain,
        ), data
        assert saved == round_.position()
        key = (saved.seed, saved.battles)
    return {
        ROUND_FILE: key,
        RECORD_FILE: store.record,
        SETTINGS_FILE: settings_json(store.settings),
    }


def told(lines: list[str], before: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """From the child's lines: each file's value after the last save that returned, and
    the value of a save begun but not returned (the process died inside it)."""
    done = {ROUND_FILE: before[ROUND_FILE], RECORD_FILE: before[RECORD_FILE].played}
    done[SETTINGS_FILE] = before[SETTINGS_FILE]
    begun: dict[str, Any] = {}
    for line in lines:
        words = line.split(" ", 2)
        if words[0] not in ("begin", "end"):
            continue
        step, name, rest = words[0], words[1], words[2] if len(words) > 2 else ""
        if name == "finish_round":
            name, value = RECORD_FILE, done[RECORD_FILE] + 1
        elif name == "save_round":
            name, value = ROUND_FILE, tuple(map(int, rest.split()))
        elif name == "forget_round":
            name, value = ROUND_FILE, None
        else:
            name, value = SETTINGS_FILE, json.loads(rest)
        if step == "begin":
            begun[name] = value
        else:
            done[name] = value
            begun.pop(name, None)
    return done, begun


@pytest.mark.slow
def test_killed_at_any_moment_the_game_resumes_its_last_battle_and_loses_nothing(tmp_path):
    """54 lives, each killed with SIGKILL: 24 at a random moment, 30 in the middle of
    saving round.json, stats.json or settings.json. After each kill, every file loads,
    the round is the last battle saved, and the record only grows."""
    folder = tmp_path / "data"
    first = Store(folder)
    first.save_settings(Settings(speed=Speed.INSTANT))  # no motion: many battles a second
    first.close()
    shuffle = random.Random(2024)
    kinds = KINDS[:]
    shuffle.shuffle(kinds)
    now = folder_now(folder)
    resumed = counted = told_apart = 0
    for life, (mode, target) in enumerate(kinds, start=1):
        case = f"life {life} ({mode} {target})"
        stale = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
        child = Child(folder, life, mode, target, shuffle.randrange(2**32))
        try:
            start = json.loads(child.wait_for("start ").split(" ", 1)[1])
            # A fresh game on a folder killed mid-save: nothing to tell, the round there.
            assert start["notices"] == [], f"{case}: {start['notices']}"
            assert start["round"] == (None if now[ROUND_FILE] is None else [*now[ROUND_FILE]])
            assert not [p for p in stale if p.exists()], f"{case}: half-written files kept"
            table = tuple(map(int, child.wait_for("table ").split()[1:]))
            if now[ROUND_FILE] is not None:
                assert table == now[ROUND_FILE], f"{case}: resumed {table}, saved {now}"
                resumed += now[ROUND_FILE][1] > 0
            if mode == "random":
                time.sleep(shuffle.uniform(0.0, RANDOM_KILL_SECONDS))
            else:
                for _ in range(shuffle.randint(1, 3)):
                    assert child.wait_for("@ ") == f"@ {target}"
        finally:
            errors = child.kill()
        assert errors == "", f"{case}: {errors}"
        done, begun = told(child.lines, now)
        after = folder_now(folder)
        found = {**after, RECORD_FILE: after[RECORD_FILE].played}
        # The exact relation. The table saves in its update right after a battle's cards
        # have landed, and the child says so before the save starts and after it returns.
        # A save is one atomic write (temporary file, fsync, rename, folder fsync), so a
        # kill anywhere leaves each file as the last save that returned left it, or as the
        # save begun and not returned would: the last completed battle or the next one
        # saved (for the record: its rounds, or one more).
        for name in (ROUND_FILE, RECORD_FILE, SETTINGS_FILE):
            allowed = [done[name], *([begun[name]] if name in begun else [])]
            assert found[name] in allowed, f"{case}: {name} holds {found[name]}, not {allowed}"
        # Killed before the rename: still the old file; after it: already the new one.
        if mode == "replace":
            assert found[target] == done[target], f"{case}: {found}"
        elif mode == "sync":
            assert found[target] == begun[target], f"{case}: {found}"
        if mode != "random":
            told_apart += begun[target] != done[target]
        grow(now[RECORD_FILE], after[RECORD_FILE], after[ROUND_FILE], case)
        counted += after[RECORD_FILE].played > now[RECORD_FILE].played
        now = after
    # The run did what it says: rounds resumed mid-way, rounds counted, and every kill in
    # a save came where the old file and the new one differ.
    assert resumed >= 10 and counted >= 5, (resumed, counted)
    assert told_apart == IN_SAVES, f"{IN_SAVES - told_apart} kills in a save told nothing apart"
    last = Store(folder)  # a last start clears what the last kill cut short
    assert last.notices == [] and not [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    last.close()


def grow(old: Record, new: Record, saved: tuple[int, int] | None, case: str) -> None:
    """The record only grows, never counts a round twice, never counts the saved one."""
    assert new.played >= old.played and new.battles >= old.battles, case
    assert new.history[: len(old.history)] == old.history, f"{case}: the history changed"
    deals = [each.seed for each in new.history]
    assert len(deals) == len(set(deals)), f"{case}: a round counted twice: {deals}"
    assert saved is None or saved[0] not in deals, f"{case}: a counted round is resumable"
    # A medal is counted with its round, in the same write, once: those held keep their
    # day, and the first win is held exactly when a round has been won.
    assert {**new.medals, **old.medals} == new.medals, f"{case}: a medal lost or dated anew"
    won = new.count(Winner.PLAYER) > 0
    assert (Medal.FIRST_WIN in new.medals) == won, f"{case}: {new.medals}, won: {won}"
