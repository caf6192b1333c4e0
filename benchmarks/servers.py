"""The display servers benchmarks run the game on, and the CPU time a process has spent.

Xvfb (an X server in memory) and weston (a Wayland compositor, headless, drawing with its
CPU renderer), each started on a private display, waited for within START_SECONDS, and
stopped with SIGTERM (then SIGKILL). A server that does not start ends the benchmark with
one line and its log.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

START_SECONDS = 30.0
STOP_SECONDS = 10.0
# What tells SDL which desktop to open a window on: dropped, then set for the server wanted.
DISPLAY_VARIABLES = (
    "DISPLAY",
    "WAYLAND_DISPLAY",
    "SDL_VIDEODRIVER",
    "SDL_FRAMEBUFFER_ACCELERATION",
)


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far (all its threads), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def without_display() -> dict[str, str]:
    """This process's environment without any display."""
    return {key: value for key, value in os.environ.items() if key not in DISPLAY_VARIABLES}


def start_xvfb(screen: tuple[int, int], log: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb with one screen of that size; the server and its DISPLAY, once it answers."""
    read_end, write_end = os.pipe()
    size = f"{screen[0]}x{screen[1]}x24"
    with log.open("w") as out:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", size, "-nolisten", "tcp"],
            stdout=out,
            stderr=subprocess.STDOUT,
            pass_fds=(write_end,),
        )
    os.close(write_end)
    text = b""
    deadline = time.monotonic() + START_SECONDS
    while not text.endswith(b"\n") and time.monotonic() < deadline:
        if select.select([read_end], [], [], 0.2)[0]:
            chunk = os.read(read_end, 64)
            if not chunk:
                break
            text += chunk
    os.close(read_end)
    if not text.strip().isdigit():
        stop(server)
        raise SystemExit(f"Xvfb did not start: {log.read_text()}")
    return server, f":{int(text)}"


def start_weston(
    runtime: Path, socket: str, screen: tuple[int, int], log: Path
) -> subprocess.Popen[bytes]:
    """A headless weston listening on ``runtime``/``socket``, once the socket is there."""
    with log.open("w") as out:
        server = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", "--use-pixman", "--no-config"]
            + [f"--socket={socket}", "--idle-time=0"]
            + [f"--width={screen[0]}", f"--height={screen[1]}"],
            env={**without_display(), "XDG_RUNTIME_DIR": str(runtime)},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + START_SECONDS
    while not (runtime / socket).exists():
        if server.poll() is not None or time.monotonic() > deadline:
            stop(server)
            raise SystemExit(f"weston did not start: {log.read_text()}")
        time.sleep(0.05)
    return server


def stop(process: subprocess.Popen[Any]) -> None:
    """SIGTERM, and SIGKILL if that has not ended it within STOP_SECONDS. (A benchmark told
    to stop stops what it started in turn: benchmarks/stopping.py.)"""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
