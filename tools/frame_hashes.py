"""Hashes of every frame the game draws on a fixed tour, to show a change leaves each picture
byte for byte the same.

Run ``python tools/frame_hashes.py OUT.txt`` before and after a change (say, one made to
start faster) and compare the two files (``cmp``). Headless (SDL's dummy drivers), in one
process, with fixed time steps, a fixed deal and a fixed date, so the same code always
gives the same hashes. The tour, at 1280x720 and at 800x600, on a fresh data folder and on
one holding a saved round and a record: the title, the rules, the record, the settings, a
new round, battles with wars, the battle log, Play 10, Play to the end and the round's end.
Each line is one frame: the case, the step, the top scene and the SHA-1 of its pixels.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/frame_hashes.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DAY = datetime.date(2027, 1, 3)


class _Day(datetime.date):
    """A date whose today() is always DAY: the title's deal of the day, the record's dates."""

    @classmethod
    def today(cls) -> _Day:
        return cls(DAY.year, DAY.month, DAY.day)


datetime.date = _Day  # type: ignore[misc]  # before the game imports it, wherever it does

import pygame  # noqa: E402  (after the drivers are chosen)

STEP_SECONDS = 1 / 60
SIZES = ((1280, 720), (800, 600))
SEED = 1680  # the player takes all 52 cards in 28 battles, five of them wars
RECORD_ROUNDS = 50
SAVED_BATTLES = 40


def played_folder(folder: Path) -> Path:
    """A data folder with a record of rounds, settings and a round saved part way."""
    from war.core.cards import shuffled_deck
    from war.core.engine import Round, play_fast
    from war.store.store import Store

    store = Store(folder)
    for seed in range(RECORD_ROUNDS):
        store.finish_round(play_fast(shuffled_deck(seed)), seed)
    saved = Round.from_seed(RECORD_ROUNDS)
    for _ in range(SAVED_BATTLES):
        saved.play_battle()
    store.save_round(saved.position())
    store.save_settings(store.settings)
    store.close()
    return folder


# (key, steps): press the key (if any), then run that many fixed steps, drawing each.
TOUR = (
    ("", 30),  # the title
    ("h", 30),  # the rules
    ("escape", 20),
    ("s", 30),  # the record
    ("escape", 20),
    ("o", 30),  # the settings
    ("escape", 20),
    ("n", 30),  # a new round
    ("y", 30),  # (the answer, if it asks first)
    *(("space", 60),) * 8,  # battles, one at a time
    ("l", 30),  # the battle log
    ("l", 30),
    ("t", 600),  # Play 10
    ("a", 1200),  # Play to the end, and the round's end
    ("", 60),
)


def frames(case: str, size: tuple[int, int], folder: Path) -> Iterator[str]:
    from war.window.app.app import App

    app = App(size=size, data_dir=folder, deals=lambda: SEED)
    keys = {name: pygame.key.key_code(name) for name in ("h", "s", "o", "n", "y", "l", "t", "a")}
    keys |= {"escape": pygame.K_ESCAPE, "space": pygame.K_SPACE}
    step = 0
    try:
        for key, steps in TOUR:
            if key:
                pygame.event.post(
                    pygame.event.Event(pygame.KEYDOWN, key=keys[key], mod=0, unicode="", scancode=0)
                )
            for _ in range(steps):
                app.process_input()
                app.update(STEP_SECONDS)
                app.draw(1.0)
                pixels = pygame.image.tobytes(app.window.get_surface(), "RGB")
                top = type(app.scenes.top).__name__
                yield f"{case} {size[0]}x{size[1]} {step} {top} {hashlib.sha1(pixels).hexdigest()}"
                step += 1
    finally:
        app.close()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tools/frame_hashes.py OUT.txt", file=sys.stderr)
        return 2
    pygame.display.init()
    pygame.font.init()
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="war-frame-hashes-") as work:
        for size in SIZES:
            for case in ("fresh", "played"):
                folder = Path(tempfile.mkdtemp(dir=work))
                if case == "played":
                    played_folder(folder)
                lines.extend(frames(case, size, folder))
    Path(argv[0]).write_text("\n".join(lines) + "\n", encoding="utf-8")
    distinct = len({line.rsplit(" ", 1)[1] for line in lines})
    print(f"{len(lines)} frames, {distinct} distinct pictures, written to {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
