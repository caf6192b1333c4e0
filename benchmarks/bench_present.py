"""What showing a frame costs on each desktop: X11's framebuffer against Wayland's GL texture.

Run ``python benchmarks/bench_present.py`` (``--flips N`` per batch). It needs Xvfb and weston
(apt: xvfb weston); a server that is missing leaves its rows out. It prints numbers and
asserts nothing; the last line is one JSON object of the figures.

What is measured, exactly: a fresh process opens a 1280x720 resizable ``pygame.Window`` as
the game does, then BATCHES batches of N frames, each frame the whole window filled with a
new colour and ``Window.flip()`` (the game redraws the whole window while anything moves).
Per case: the median over batches of wall milliseconds a frame, and of the CPU milliseconds
a frame spent by the game's process (all its threads: Mesa's llvmpipe draws in threads of
its own) and by the display server (Xvfb or weston, read from /proc). The cases:

- ``x11 framebuffer``: SDL_FRAMEBUFFER_ACCELERATION=0 on Xvfb, the path the game takes on X
  (XShm). The baseline.
- ``x11 texture``: SDL's default on X without that setting: the frame uploaded as an OpenGL
  texture, drawn by software GL when there is no GPU. For comparison only.
- ``wayland texture``: on weston (headless, pixman renderer, no GPU), SDL's default (its
  first GL renderer), the only way SDL 2 shows a window surface on Wayland; the path the game
  takes there.
- ``wayland opengles2``: the same through the OpenGL ES 2 renderer.

On a desktop with a GPU the texture paths cost far less: here every GL call is llvmpipe's.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from servers import cpu_seconds, start_weston, start_xvfb, stop, without_display

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
BATCHES = 7
FLIPS = 100
CHILD_SECONDS = 300.0
SCREEN = (SIZE[0] + 320, SIZE[1] + 180)  # room round the window
SOCKET = "wayland-bench"


def child(flips: int) -> None:
    """In the measured process: open the window, time BATCHES batches of ``flips`` frames,
    and print one JSON line per batch (wall and own CPU seconds)."""
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    pygame.display.init()
    window = pygame.Window("bench", SIZE, resizable=True)
    frame = 0

    def show() -> None:
        nonlocal frame
        frame += 1
        pygame.event.pump()
        window.get_surface().fill((frame % 256, 96, 255 - frame % 256))
        window.flip()

    for _ in range(20):  # the first frames make the renderer and its texture
        show()
    print(json.dumps({"driver": pygame.display.get_driver()}), flush=True)
    for _ in range(BATCHES):
        sys.stdin.readline()  # the parent has read the server's CPU time
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(flips):
            show()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(json.dumps({"wall": wall, "cpu": cpu}), flush=True)
    sys.stdin.readline()
    pygame.quit()


def measure_cases(
    desktop: dict[str, str],
    cases: Sequence[tuple[str, str | None]],
    server_pid: int,
    flips: int,
) -> dict[str, dict[str, float]]:
    """Each case on one desktop: its name and SDL_FRAMEBUFFER_ACCELERATION (None: SDL's
    own choice)."""
    figures = {}
    for name, accel in cases:
        env = {**without_display(), **desktop}
        if accel is not None:
            env["SDL_FRAMEBUFFER_ACCELERATION"] = accel
        figures[name] = measure(env, server_pid, flips)
    return figures


def measure(env: dict[str, str], server_pid: int, flips: int) -> dict[str, float]:
    """One case: the child's batches, each with the server's CPU over the same frames."""
    game = subprocess.Popen(
        [sys.executable, __file__, "--child", "--flips", str(flips)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert game.stdin is not None and game.stdout is not None
    walls, cpus, servers = [], [], []
    try:
        driver = json.loads(_line(game))["driver"]
        if driver != env["SDL_VIDEODRIVER"]:
            raise SystemExit(f"SDL started {driver}, not {env['SDL_VIDEODRIVER']}")
        for _ in range(BATCHES):
            before = cpu_seconds(server_pid)
            game.stdin.write("\n")
            game.stdin.flush()
            batch = json.loads(_line(game))
            servers.append((cpu_seconds(server_pid) - before) / flips * 1000)
            walls.append(batch["wall"] / flips * 1000)
            cpus.append(batch["cpu"] / flips * 1000)
        game.stdin.write("\n")
        game.stdin.flush()
        game.wait(timeout=CHILD_SECONDS)
    finally:
        if game.poll() is None:
            game.kill()
        game.wait()
    return {
        "wall_ms": statistics.median(walls),
        "cpu_ms": statistics.median(cpus),
        "server_cpu_ms": statistics.median(servers),
    }


def _line(game: subprocess.Popen) -> str:
    assert game.stdout is not None
    ready, _, _ = select.select([game.stdout], [], [], CHILD_SECONDS)
    line = game.stdout.readline() if ready else ""
    if not line:
        game.kill()
        raise SystemExit(f"the measured window gave no figures: {game.communicate()[1]}")
    return line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--flips", type=int, default=FLIPS)
    options = parser.parse_args()
    if options.child:
        child(options.flips)
        return
    load = "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {load}")
    print(f"{SIZE[0]}x{SIZE[1]}, median of {BATCHES} batches of {options.flips} frames; ms a frame")
    figures: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="war-present-") as folder:
        here = Path(folder)
        if shutil.which("Xvfb"):
            server, display = start_xvfb(SCREEN, here / "xvfb.log")
            try:
                x11 = {"SDL_VIDEODRIVER": "x11", "DISPLAY": display}
                x11_cases = (("x11 framebuffer", "0"), ("x11 texture", None))
                figures.update(measure_cases(x11, x11_cases, server.pid, options.flips))
            finally:
                stop(server)
        if shutil.which("weston"):
            runtime = here / "runtime"
            runtime.mkdir(mode=0o700)
            server = start_weston(runtime, SOCKET, SCREEN, here / "weston.log")
            try:
                wayland = {
                    "SDL_VIDEODRIVER": "wayland",
                    "XDG_RUNTIME_DIR": str(runtime),
                    "WAYLAND_DISPLAY": SOCKET,
                }
                wayland_cases = (("wayland texture", None), ("wayland opengles2", "opengles2"))
                figures.update(measure_cases(wayland, wayland_cases, server.pid, options.flips))
            finally:
                stop(server)
    baseline = figures.get("x11 framebuffer")
    for name, row in figures.items():
        ratio = (
            f", {row['cpu_ms'] / baseline['cpu_ms']:.1f}x the baseline's game CPU"
            if baseline and name != "x11 framebuffer"
            else ""
        )
        print(
            f"{name:>18}: wall {row['wall_ms']:.2f}, game CPU {row['cpu_ms']:.2f}, "
            f"server CPU {row['server_cpu_ms']:.2f}{ratio}"
        )
    print(json.dumps(figures))


if __name__ == "__main__":
    from stopping import stop_when_told  # benchmarks/stopping.py, beside this script

    stop_when_told()
    main()
