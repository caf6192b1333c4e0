"""Tests for display.py: the video driver and present path each desktop gets, and one line of
ours, alone, when there is no display to open a window on."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from war.window.app import display
from war.window.app.display import (
    ACCELERATION,
    DRIVER,
    VideoChoice,
    apply,
    choose,
    start_video,
    wayland_socket,
    withdraw,
)
from war.words import window as words

ROOT = Path(__file__).resolve().parents[3]
X_FAST = {ACCELERATION: "0"}


def everything(library: str) -> bool:
    return True


def linux(env: dict[str, str], can_load=everything) -> VideoChoice:
    return choose(env, platform="linux", can_load=can_load)


@pytest.fixture
def runtime(tmp_path: Path) -> Path:
    folder = tmp_path / "runtime"
    folder.mkdir(mode=0o700)
    return folder


@pytest.fixture
def live(runtime: Path) -> Iterator[dict[str, str]]:
    """An environment naming a Wayland socket that exists."""
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(runtime / "wayland-1"))
        yield {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-1"}


def test_x_alone_gets_the_x11_driver_and_its_framebuffer():
    assert linux({"DISPLAY": ":1"}) == VideoChoice({DRIVER: "x11", **X_FAST})


def test_wayland_alone_gets_the_wayland_driver_and_a_gl_es_texture(live):
    assert linux(live) == VideoChoice({DRIVER: "wayland", ACCELERATION: "opengles2"})


def test_without_gl_es_wayland_gets_sdls_first_gl_renderer(live):
    choice = linux(live, can_load=lambda library: library != "libGLESv2.so.2")
    assert choice == VideoChoice({DRIVER: "wayland"})


def test_x_beside_wayland_gets_x11_with_wayland_in_reserve(live):
    choice = linux({**live, "DISPLAY": ":0"})
    assert choice.settings == {DRIVER: "x11", **X_FAST}
    assert choice.fallback == {DRIVER: "wayland", ACCELERATION: "opengles2"}
    assert choice.missing is None


def test_neither_x_nor_wayland_is_said():
    assert linux({}) == VideoChoice(missing=words.no_display_variable())
    assert linux({"XDG_RUNTIME_DIR": "/run/user/1000"}).missing == words.no_display_variable()


def test_a_stale_wayland_display_counts_as_none(runtime, tmp_path):
    (runtime / "wayland-file").write_text("not a socket")
    stale = [
        {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-gone"},
        {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-file"},
        {"WAYLAND_DISPLAY": "wayland-0"},  # XDG_RUNTIME_DIR unset: libwayland finds nothing
        {"WAYLAND_DISPLAY": str(tmp_path / "nowhere")},
    ]
    for env in stale:
        assert wayland_socket(env) is None, env
        assert linux(env) == VideoChoice(missing=words.no_wayland_socket()), env
        assert linux({**env, "DISPLAY": ":0"}) == VideoChoice({DRIVER: "x11", **X_FAST}), env


def test_an_absolute_wayland_display_needs_no_runtime_folder(live):
    path = os.path.join(live["XDG_RUNTIME_DIR"], live["WAYLAND_DISPLAY"])
    assert wayland_socket({"WAYLAND_DISPLAY": path}) == path
    assert linux({"WAYLAND_DISPLAY": path}).settings[DRIVER] == "wayland"


def test_a_driver_the_user_chose_is_kept_and_checked(live, runtime):
    assert linux({DRIVER: "x11", "DISPLAY": ":0"}) == VideoChoice(X_FAST)
    assert linux({DRIVER: "x11"}).missing == words.x11_without_display()
    assert linux({**live, DRIVER: "wayland"}) == VideoChoice({ACCELERATION: "opengles2"})
    assert linux({DRIVER: "wayland", "DISPLAY": ":0"}).missing == words.wayland_without_socket()
    # Without WAYLAND_DISPLAY, libwayland connects to wayland-0: so does the check.
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(runtime / "wayland-0"))
        chosen = {DRIVER: "Wayland", "XDG_RUNTIME_DIR": str(runtime)}
        assert linux(chosen) == VideoChoice({ACCELERATION: "opengles2"})
    for other in ("dummy", "kmsdrm", "offscreen", "wayland,x11"):
        assert linux({DRIVER: other, "DISPLAY": ":0"}) == VideoChoice(), other


def test_off_linux_sdl_keeps_its_own_driver_and_present_path():
    """Cocoa has no framebuffer of its own: turning acceleration off there leaves no way to
    show a frame, as on Wayland."""
    for platform in ("darwin", "win32"):
        assert choose({"DISPLAY": ":0"}, platform=platform) == VideoChoice()


def test_a_wayland_library_that_cannot_load_is_named(live):
    def without_egl(library: str) -> bool:
        return library != "libEGL.so.1"

    missing = words.wayland_library_missing("libEGL.so.1")
    assert linux(live, can_load=without_egl) == VideoChoice(missing=missing)
    assert linux({**live, DRIVER: "wayland"}, can_load=without_egl).missing == missing
    # Beside X, X is used and Wayland is no fallback.
    beside_x = linux({**live, "DISPLAY": ":0"}, can_load=without_egl)
    assert beside_x == VideoChoice({DRIVER: "x11", **X_FAST})


def test_the_libraries_checked_are_the_ones_sdl_loads():
    assert display.loadable("libc.so.6")
    assert not display.loadable("libwar-no-such-library.so.0")


def test_settings_the_user_made_are_kept_and_only_ours_withdrawn():
    env = {ACCELERATION: "1", "HOME": "/home/player"}
    applied = apply({DRIVER: "x11", **X_FAST}, env)
    assert applied == {DRIVER: "x11"}
    assert env == {ACCELERATION: "1", "HOME": "/home/player", DRIVER: "x11"}
    withdraw(applied, env)
    assert env == {ACCELERATION: "1", "HOME": "/home/player"}


# -- starting SDL ---------------------------------------------------------------------------------


class FakeVideo:
    """pygame.display's init and get_driver: ``starts`` maps SDL_VIDEODRIVER to the driver
    SDL ends up on (a driver not in it will not start)."""

    def __init__(self, env: dict[str, str], starts: dict[str, str]) -> None:
        self.env, self.starts = env, starts
        self.tried: list[tuple[str, str | None]] = []
        self.driver = ""

    def init(self) -> None:
        driver = self.env.get(DRIVER, "")
        self.tried.append((driver, self.env.get(ACCELERATION)))
        if driver not in self.starts:
            raise pygame.error(f"{driver} not available")
        self.driver = self.starts[driver]

    def get_driver(self) -> str:
        return self.driver


@pytest.fixture
def fake_video(monkeypatch):
    def make(env: dict[str, str], starts: dict[str, str]) -> FakeVideo:
        video = FakeVideo(env, starts)
        monkeypatch.setattr(display, "choose", lambda env: choose(env, "linux", everything))
        monkeypatch.setattr(display.pygame.display, "init", video.init)
        monkeypatch.setattr(display.pygame.display, "get_driver", video.get_driver)
        monkeypatch.setattr(display.pygame.display, "quit", lambda: None)
        return video

    return make


def test_a_dead_x_server_beside_live_wayland_falls_back_to_wayland(live, fake_video):
    env = {**live, "DISPLAY": ":987"}
    video = fake_video(env, {"wayland": "wayland"})
    assert start_video(env) is None
    assert video.tried == [("x11", "0"), ("wayland", "opengles2")]
    assert env == {**live, "DISPLAY": ":987", DRIVER: "wayland", ACCELERATION: "opengles2"}


def test_a_dead_x_server_alone_is_said_by_its_name(fake_video):
    env = {"DISPLAY": ":987"}
    video = fake_video(env, {"wayland": "wayland"})
    assert start_video(env) == words.x_display_unreachable(":987")
    assert video.tried == [("x11", "0")]


def test_a_headless_driver_sdl_fell_back_to_is_no_window(fake_video):
    env = {DRIVER: "x11,offscreen", "DISPLAY": ":987"}
    fake_video(env, {"x11,offscreen": "offscreen"})
    assert start_video(env) == words.only_a_headless_driver("offscreen")
    env = {DRIVER: "offscreen"}
    fake_video(env, {"offscreen": "offscreen"})
    assert start_video(env) is None  # asked for by name: tests and screenshots draw so


# -- the game, started where there is no display ------------------------------------------------


@pytest.mark.slow  # seven real processes
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X and Wayland are Linux's")
def test_with_no_display_the_game_says_one_line_of_its_own(tmp_path, runtime):
    """Nothing from SDL or libwayland on stderr: only our line, whatever is missing."""
    with socket.socket(socket.AF_UNIX) as deaf:
        deaf.bind(str(runtime / "wayland-deaf"))  # a socket nobody accepts on
        no_runtime = {"WAYLAND_DISPLAY": "wayland-0"}
        stale = {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-gone"}
        cases = {
            "nothing": ({}, words.no_display_variable()),
            "XDG_RUNTIME_DIR unset": (no_runtime, words.no_wayland_socket()),
            "stale WAYLAND_DISPLAY": (stale, words.no_wayland_socket()),
            "dead X": ({**stale, "DISPLAY": ":987"}, words.x_display_unreachable(":987")),
            "dead X and dead Wayland": (
                {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-deaf"}
                | {"DISPLAY": ":987"},
                "wayland not available",
            ),
            "x11 chosen": ({DRIVER: "x11"}, words.x11_without_display()),
            "wayland chosen": ({DRIVER: "wayland"}, words.wayland_without_socket()),
        }
        drop = ("DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", DRIVER, ACCELERATION)
        base = {key: value for key, value in os.environ.items() if key not in drop}
        base.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        for name, (env, reason) in cases.items():
            result = subprocess.run(
                [sys.executable, "main.py", "--data-dir", str(tmp_path / "data")],
                cwd=ROOT,
                env={**base, **env},
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert (result.returncode, result.stdout) == (1, ""), name
            # The line names the simulate command as this process was started (python main.py).
            line = words.no_display(reason).replace("war simulate", "python main.py simulate")
            assert result.stderr == f"war: {line}\n", name
