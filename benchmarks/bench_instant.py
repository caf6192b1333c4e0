"""Instant means instant: how long Play to the end takes at the Instant speed, in real time.

Run ``python benchmarks/bench_instant.py`` (``--runs N``, default 5). It prints numbers and
asserts nothing: a table, then one JSON object as its last line: {"machine", "runs",
"battles", "engine_ms", "session_ms", "save_ms", "window_s": {case: median}, "window_s_runs",
"frames", "counter_values", "stop_frames", "stop_ms", "target_s"}.

Target: at the Instant speed, Play to the end finishes any round within 3 s on the
development machine, the counts running up as it goes: the longest round there is, a draw
at the 500-battle limit, from the press to Round over on top, with the screen drawn every
frame and a press of Stop answered on the next one. (Before issue 18, Instant played to the
end at about ten battles a second: that draw took 49 s.)

What is measured, exactly: in this process, the real ``App`` (war/window/app/app.py,
1280x720) on SDL's dummy video and audio drivers, over a data folder in a temporary
directory whose settings.json asks for the Instant speed, deal 11 (a draw at the battle
limit: 500 battles, the longest a round can be), run by ``war.window.app.loop.run_loop``
with its own clock (``time.perf_counter``) and its own blocking sleep, capped at 60 frames
a second as the game runs. Once the deal has landed, A (Play to the end) is posted into
pygame's event queue as a key press; the time is from that frame's end to the end of the
frame that first has Round over on top. Each frame's battle counter (the battle the table
shows) is read after it is drawn: "counter_values" is how many different ones were drawn,
the counts running up. The case "log open" does the same with the battle log beside the
table (L first), which takes every battle's line as it lands. A fresh App each run;
median of ``--runs``. Then one more run: A, and 0.5 s later Space (any key stops the run):
"stop_frames" is how many frames pass until the run has stopped (1: the next), and
"stop_ms" the wall time.

The baselines, measured side by side in the same process and run: the bare engine playing
the same round (``Round.play_battle`` until it is over, "engine_ms"); the same round shown
without a window (``Presenter`` and ``RoundSession``, each battle queued and landed at once
and logged, "session_ms"), the bookkeeping the window cannot avoid; and one save of
round.json ("save_ms"), which the table makes once an update step (1/120 s) while battles
land. The window's time is given against the target and as a ratio to the bare engine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python benchmarks/bench_instant.py` finds the war package

from machine import described  # noqa: E402  (benchmarks/machine.py, beside this script)

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SEED = 11  # a draw at the 500-battle limit: the longest round there is
WINDOW_SIZE = (1280, 720)
RUNS = 5
TARGET_SECONDS = 3.0
STOP_AFTER_SECONDS = 0.5
LIMIT_SECONDS = 120.0  # a run still going after this is stuck: it stops, saying so


def engine_seconds() -> tuple[float, int]:
    """The bare engine playing deal SEED to its end: seconds, and the battles played."""
    from war.core.engine import Round

    start = time.perf_counter()
    round_ = Round.from_seed(SEED)
    while not round_.is_over:
        round_.play_battle()
    return time.perf_counter() - start, round_.battles


def session_seconds() -> float:
    """Deal SEED shown without a window: every battle queued and landed at once, logged."""
    from war.session.round import RoundSession
    from war.store.settings import Settings, Speed
    from war.store.store import Store
    from war.window.table.motion import motion_for
    from war.window.table.presenter import Presenter

    folder = Path(tempfile.mkdtemp(prefix="war-instant-"))
    try:
        store = Store(folder / "data")
        start = time.perf_counter()
        session = RoundSession(store, seed=SEED)
        presenter = Presenter(on_settled=lambda shown: session.landed(shown.position()))
        presenter.motion = motion_for(Settings(speed=Speed.INSTANT))
        presenter.show_deal(session.dealt())
        presenter.finish()
        while not session.is_over:
            presenter.show_battle(session.play())
            presenter.finish()
        seconds = time.perf_counter() - start
        store.close()
        return seconds
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def save_seconds(saves: int = 50) -> float:
    """One write of round.json (written, fsynced, renamed, the folder fsynced), the median."""
    from war.core.engine import Round
    from war.store.store import Store

    folder = Path(tempfile.mkdtemp(prefix="war-instant-"))
    try:
        store = Store(folder / "data")
        round_ = Round.from_seed(SEED)
        times = []
        for _ in range(saves):
            round_.play_battle()
            position = round_.position()
            start = time.perf_counter()
            store.save_round(position)
            times.append(time.perf_counter() - start)
        store.close()
        return statistics.median(times)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def window_run(log_open: bool = False, stop: bool = False) -> dict[str, Any]:
    """One run of the App as the module docstring says: its figures."""
    import pygame

    from war.store.files import write_json
    from war.store.settings import Settings, Speed, to_json
    from war.store.store import SETTINGS_FILE
    from war.window.app.app import App
    from war.window.app.loop import run_loop, run_to_end
    from war.window.scenes.round_over import RoundOverScene
    from war.window.scenes.table import TableScene

    folder = Path(tempfile.mkdtemp(prefix="war-instant-"))
    write_json(folder / SETTINGS_FILE, to_json(Settings(speed=Speed.INSTANT)))
    app = App(seed=SEED, size=WINDOW_SIZE, data_dir=folder)
    pygame.event.clear()  # the window's own start-up events
    table = app.scenes.top
    assert isinstance(table, TableScene)
    state: dict[str, Any] = {"pressed": None, "done": None, "stopped_at": None, "frames": 0}
    counters: set[int] = set()

    def press(key: int) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))

    async def sleep(seconds: float) -> None:
        now = time.perf_counter()
        if state["pressed"] is None:
            if not table.presenter.busy:  # the deal has landed
                if log_open and table.panel is None:
                    press(pygame.K_l)
                else:
                    press(pygame.K_a)
                    state["pressed"] = now
        else:
            state["frames"] += 1
            counters.add(table.presenter.shown.battle)
            if stop and state["stopped_at"] is None and now - state["pressed"] > STOP_AFTER_SECONDS:
                press(pygame.K_SPACE)
                state["stopped_at"], state["stop_frame"] = now, state["frames"]
            elif stop and state["stopped_at"] is not None and not table.running:
                state["stop_frames"] = state["frames"] - state["stop_frame"]
                state["stop_ms"] = (now - state["stopped_at"]) * 1000
                app.running = False
            if isinstance(app.scenes.top, RoundOverScene):
                state["done"] = now
                app.running = False
            if now - state["pressed"] > LIMIT_SECONDS:
                raise RuntimeError(f"the round was still playing after {LIMIT_SECONDS:.0f} s")
        if seconds > 0:
            time.sleep(seconds)

    try:
        run_to_end(run_loop(app, sleep=sleep))
    finally:
        app.close()
        shutil.rmtree(folder, ignore_errors=True)
    result = {"frames": state["frames"], "counter_values": len(counters)}
    if stop:
        return result | {key: state[key] for key in ("stop_frames", "stop_ms")}
    return result | {
        "seconds": state["done"] - state["pressed"],
        "battles": table.presenter.shown.battle,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=RUNS, help="runs of each case (median)")
    runs = parser.parse_args().runs

    import pygame

    pygame.display.init()
    pygame.font.init()
    about = described()
    print(f"Machine: {about}; median of {runs} runs", file=sys.stderr)
    engine: list[float] = []
    sessions: list[float] = []
    saves: list[float] = []
    cases: dict[str, list[float]] = {"log closed": [], "log open": []}
    frames: list[int] = []
    counters: list[int] = []
    battles = 0
    for _ in range(runs):  # interleaved, so a busy moment of the machine falls on each alike
        seconds, battles = engine_seconds()
        engine.append(seconds)
        sessions.append(session_seconds())
        saves.append(save_seconds())
        for case, seen in cases.items():
            run = window_run(log_open=case == "log open")
            assert run["battles"] == battles, run
            seen.append(run["seconds"])
            if case == "log closed":
                frames.append(run["frames"])
                counters.append(run["counter_values"])
    stopped = window_run(stop=True)
    pygame.quit()

    engine_ms = statistics.median(engine) * 1000
    session_ms = statistics.median(sessions) * 1000
    save_ms = statistics.median(saves) * 1000
    window = {case: statistics.median(seen) for case, seen in cases.items()}
    rows = [
        ("the bare engine, the same round", f"{engine_ms:.1f} ms"),
        ("shown without a window (presenter, session, log)", f"{session_ms:.0f} ms"),
        ("one save of round.json (written, fsynced)", f"{save_ms:.2f} ms"),
    ]
    for case, seconds in window.items():
        verdict = "met" if seconds <= TARGET_SECONDS else "MISSED"
        rows.append(
            (
                f"the window, Play to the end at Instant ({case})",
                f"{seconds:.2f} s ({seconds / TARGET_SECONDS:.0%} of the {TARGET_SECONDS:.0f} s"
                f" target: {verdict}; {seconds * 1000 / engine_ms:,.0f}x the bare engine)",
            )
        )
    rows += [
        ("frames drawn on the way (log closed)", f"{statistics.median(frames):.0f}"),
        ("battle counts drawn on the way", f"{statistics.median(counters):.0f} of {battles}"),
        ("Stop pressed mid-run: frames until it stops", f"{stopped['stop_frames']}"),
        ("Stop pressed mid-run: wall time", f"{stopped['stop_ms']:.1f} ms"),
    ]
    width = max(len(name) for name, _ in rows)
    print(
        f"Deal {SEED}: {battles} battles (a draw at the limit), {WINDOW_SIZE[0]}x{WINDOW_SIZE[1]}"
    )
    for name, value in rows:
        print(f"  {name:<{width}}  {value}")
    figures = {
        "machine": about,
        "runs": runs,
        "battles": battles,
        "engine_ms": round(engine_ms, 2),
        "session_ms": round(session_ms, 1),
        "save_ms": round(save_ms, 2),
        "window_s": {case: round(seconds, 3) for case, seconds in window.items()},
        "window_s_runs": {case: [round(s, 3) for s in seen] for case, seen in cases.items()},
        "frames": statistics.median(frames),
        "counter_values": statistics.median(counters),
        "stop_frames": stopped["stop_frames"],
        "stop_ms": round(stopped["stop_ms"], 1),
        "target_s": TARGET_SECONDS,
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
