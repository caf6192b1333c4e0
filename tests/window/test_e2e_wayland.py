"""End to end: the game window on a Wayland desktop with no X server at all, under weston.

weston runs headless with its CPU renderer (pixman) on a private runtime folder; the game
starts with only WAYLAND_DISPLAY to go on (no DISPLAY), and weston-screenshooter reads the
desktop back (weston's screenshooter protocol, offered with --debug). The window is found
on the desktop as the green of its felt, and must be, pixel for pixel, the title screen the
game draws in-process. Each screenshot is kept in the test's tmp_path/shots. weston's
protocol log (weston-debug proto, also offered with --debug) shows the app id the window
asks for, which a desktop matches with the menu entry's StartupWMClass.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tests.processes import die_with_parent, require_tools, stop
from tests.window.test_e2e_window import is_felt, title_shown
from war.shipped import DESKTOP_NAME
from war.window.drawing.screen import Screen

pytestmark = pytest.mark.slow  # a compositor and the real game

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = (1600, 900)
WINDOW = (1280, 720)  # the game's default window size
SOCKET = "wayland-war-test"
START_SECONDS = 60.0  # weston up, or the window shown: a loaded CI box can be slow
SHOT_SECONDS = 30.0  # one weston-screenshooter run
EXIT_SECONDS = 20.0
POLL_SECONDS = 0.25
# The felt's green from its darkest corner to its lit middle; the desktop round it is grey.
FELT, FELT_TOLERANCE = (25, 90, 55, 255), (30, 50, 35, 255)
TOLERANCE = 3  # per channel, between the window on the desktop and the game's own frame
GAME_VARIABLES = {"SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
CLIENT_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER")


def _tools_or_skip() -> None:
    """A developer without weston may skip this test; CI (WAR_REQUIRE_E2E=1) may not."""
    require_tools("weston", "weston-screenshooter", install="weston")


def _clean_env() -> dict[str, str]:
    """This process's environment without any display (nor the tests' dummy driver)."""
    return {key: value for key, value in os.environ.items() if key not in CLIENT_VARIABLES}


@pytest.fixture
def wayland(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A headless weston desktop; the variables a client connects with. Stopped after."""
    _tools_or_skip()
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)  # libwayland refuses a runtime folder others can read
    log = tmp_path / "weston.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", "--use-pixman", "--debug"]
            + [f"--socket={SOCKET}", "--no-config", "--idle-time=0"]
            + [f"--width={DESKTOP[0]}", f"--height={DESKTOP[1]}"],
            env={**_clean_env(), "XDG_RUNTIME_DIR": str(runtime)},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=die_with_parent(signal.SIGTERM),
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not (runtime / SOCKET).is_socket():
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"weston did not start: {log.read_text()}")
            time.sleep(0.05)
        yield {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": SOCKET}
    finally:
        stop(server)


def screenshot(env: dict[str, str], folder: Path) -> pygame.Surface:
    """The whole desktop now (weston-screenshooter writes it into its working folder)."""
    folder.mkdir(parents=True)
    done = subprocess.run(
        ["weston-screenshooter"],
        cwd=folder,
        env={**_clean_env(), **env},
        capture_output=True,
        text=True,
        timeout=SHOT_SECONDS,
    )
    shots = sorted(folder.glob("wayland-screenshot-*.png"))
    assert done.returncode == 0 and shots, (done.returncode, done.stderr)
    return pygame.image.load(str(shots[-1]))


def game_window(shot: pygame.Surface) -> pygame.Rect | None:
    """Where the game's window lies on the desktop: round the largest patch of felt."""
    felt = pygame.mask.from_threshold(shot, FELT, FELT_TOLERANCE).connected_component()
    rects = felt.get_bounding_rects()
    return rects[0] if rects else None


def share_different(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels differing by more than TOLERANCE on a channel (same sizes)."""
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    limit = TOLERANCE + 1
    same = pygame.mask.from_threshold(up, (0, 0, 0, 255), (limit, limit, limit, 255))
    return 1.0 - same.count() / (a.get_width() * a.get_height())


def wait_for_frame(
    env: dict[str, str], expected: pygame.Surface, game: subprocess.Popen, tmp_path: Path
) -> pygame.Surface:
    """The game's window as the desktop shows it, once it shows ``expected``."""
    deadline = time.monotonic() + START_SECONDS
    for attempt in range(10_000):
        shot = screenshot(env, tmp_path / "shots" / str(attempt))
        where = game_window(shot)
        width, height = expected.get_size()
        if where is not None and where.width == width and where.height >= height:
            # A title bar drawn by the game itself (libdecor's, as on GNOME) lies above the
            # frame, and its dark grey passes for felt: the frame is the bottom of the patch.
            content = pygame.Rect(where.left, where.bottom - height, width, height)
            seen = shot.subsurface(content).convert(expected)
            if share_different(seen, expected) < 0.001:
                return seen
        assert game.poll() is None, f"the game exited: {(tmp_path / 'game.err').read_text()}"
        assert time.monotonic() < deadline, f"not shown in time; the last shot: window at {where}"
        time.sleep(POLL_SECONDS)
    raise AssertionError("too many screenshots")


def start_game(env: dict[str, str], stderr: Path, data: Path) -> subprocess.Popen:
    """The game from this checkout on the Wayland desktop ``env`` names."""
    with stderr.open("w") as err:
        return subprocess.Popen(
            [sys.executable, "main.py", "--data-dir", str(data)],
            cwd=ROOT,
            env={**_clean_env(), **env, **GAME_VARIABLES},
            stdout=subprocess.DEVNULL,
            stderr=err,
            preexec_fn=die_with_parent(signal.SIGKILL),
        )


def test_the_title_is_drawn_on_a_wayland_desktop_without_x(wayland, tmp_path, make_app):
    app = make_app(screen_type=Screen)  # the game's own frame, drawn here on SDL's dummy
    app.draw(0.0)
    expected = app.window.get_surface().copy()
    assert expected.get_size() == WINDOW
    assert title_shown(expected) and is_felt(expected, pygame.Rect(40, 500, 200, 150))

    stderr = tmp_path / "game.err"
    game = start_game(wayland, stderr, tmp_path / "data")
    try:
        seen = wait_for_frame(wayland, expected, game, tmp_path)
        assert title_shown(seen)
        game.send_signal(signal.SIGTERM)  # as the window's close button
        code = game.wait(timeout=EXIT_SECONDS)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert code == 0
    assert stderr.read_text() == ""


def test_the_window_asks_wayland_for_the_app_id_war(wayland, tmp_path):
    require_tools("weston-debug", install="weston")
    log = tmp_path / "proto.log"
    with log.open("w") as out:
        watcher = subprocess.Popen(
            ["weston-debug", "proto"],
            env={**_clean_env(), **wayland},
            stdout=out,
            stderr=subprocess.STDOUT,
            preexec_fn=die_with_parent(signal.SIGTERM),
        )
    game = None
    try:
        deadline = time.monotonic() + START_SECONDS
        while not log.read_text():  # its own requests come first: the log is bound
            assert watcher.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(POLL_SECONDS)
        game = start_game(wayland, tmp_path / "game.err", tmp_path / "data")
        while 'set_title("War")' not in log.read_text():
            assert game.poll() is None, (tmp_path / "game.err").read_text()
            assert time.monotonic() < deadline, "the window never asked for its title"
            time.sleep(POLL_SECONDS)
        game.send_signal(signal.SIGTERM)
        assert game.wait(timeout=EXIT_SECONDS) == 0
    finally:
        if game is not None:
            stop(game)
        stop(watcher)
    app_ids = re.findall(r'xdg_toplevel@\d+\.set_app_id\("([^"]*)"\)', log.read_text())
    assert app_ids and set(app_ids) == {DESKTOP_NAME}
