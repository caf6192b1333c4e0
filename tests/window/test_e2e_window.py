"""End to end: the real game window on a virtual X screen, played with xdotool, checked on pixels.

Xvfb gives a screen, ``python main.py`` opens its window on it through SDL's x11 driver,
xdotool presses keys and clicks buttons through XTEST like a player, and the screen is read
back with libX11's XGetImage (through ctypes: libX11 comes with xdotool, so no capture tool is
needed). Checks are made on pixels: card faces are ivory, the rules panel is a flat colour.
The session test runs openbox on the screen too: full screen is the window manager's to grant.

Every wait polls the screen with a generous deadline, so a slow, busy machine only makes the
test slower. Each screenshot a check passes or fails on is saved in the test's tmp_path/shots.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import select
import signal
import subprocess
import sys
import time
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from tests.processes import die_with_parent, require_tools, stop
from war.core.events import Side
from war.shipped import DESKTOP_NAME
from war.window.drawing import palette
from war.window.drawing.icon import WINDOW_ICON_SIZE
from war.window.input.actions import Action
from war.window.layout.dialogs import round_over_layout
from war.window.layout.frame import Frame, frame_for
from war.window.layout.letterbox import Letterbox
from war.window.layout.settings import settings_page
from war.window.layout.side import side_layout
from war.window.layout.table import TableLayout, table_layout
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH, Rect

pytestmark = pytest.mark.slow  # a real window on a virtual screen

ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1600, 900)  # room round a 1280x720 window, and a 16:9 full screen
DEFAULT_WINDOW = (1280, 720)
START_SECONDS = 60.0  # Xvfb up, or the game's window shown: a loaded CI box can be slow
SETTLE_SECONDS = 30.0  # an animation to be seen, or to finish
EXIT_SECONDS = 20.0
POLL_SECONDS = 0.05

# Regions in logical pixels: of the 1280x720 design (the title and the dialogs, centred in
# the window's frame), or taken from the table's layout in the frame the game draws in.
# Round over with its story (every round the game deals has a number, so a story).
ROUND_OVER_PANEL = round_over_layout(story=True).panel
ROUND_OVER_MARGIN = pygame.Rect(ROUND_OVER_PANEL[0] + 8, ROUND_OVER_PANEL[1] + 40, 16, 150)
SETTINGS_PANEL = settings_page().panel
SETTINGS_MARGIN = pygame.Rect(SETTINGS_PANEL[0] + 8, SETTINGS_PANEL[1] + 120, 16, 300)
SESSION_DEAL = 481  # a round of 48 battles, won by the player: a session's worth
TITLE_WORD = pygame.Rect(540, 200, 200, 80)  # the big gold "WAR"
NEUTRAL_POINT = (700, 690)  # bare felt on the table, away from every button
HIGH_CONTRAST_SWITCH = pygame.Rect(settings_page().rows["high_contrast"].control)
# Window sizes the session resizes to: smaller, larger, and 4:3 (a taller frame).
SESSION_SIZES = [(960, 540), (1440, 810), (1024, 768)]


def slots(layout: TableLayout) -> dict[Side, pygame.Rect]:
    """Where each side's first card in play lies."""
    return {
        side: pygame.Rect(layout.battle_x, layout.battle_y[side], CARD_WIDTH, CARD_HEIGHT)
        for side in Side
    }


def header(layout: TableLayout) -> pygame.Rect:
    """ "Battle N / 500" and "N wars so far", over the buttons."""
    return pygame.Rect(layout.deal_button[0] + 14, layout.counter_y - 5, 250, 80)


def bare_felt(layout: TableLayout) -> pygame.Rect:
    """Nothing is ever drawn here on the table: under your cards in play."""
    x, y = layout.battle_x + 160, layout.battle_y[Side.PLAYER] + CARD_HEIGHT + 62
    return pygame.Rect(x, y, 300, 60)


def piles(layout: TableLayout) -> list[pygame.Rect]:
    """Both piles, round their cards."""
    return [
        pygame.Rect(layout.pile_x - 20, layout.pile_y[side] - 30, 140, 180)
        for side in (Side.COMPUTER, Side.PLAYER)
    ]


def counts(layout: TableLayout) -> list[pygame.Rect]:
    """Both piles' card counts (not the names: the last winner's is gold)."""
    return [
        pygame.Rect(layout.plates[side][0] + 11, layout.plates[side][1] + 44, 110, 32)
        for side in (Side.COMPUTER, Side.PLAYER)
    ]


def deal(layout: TableLayout) -> pygame.Rect:
    """ "Deal #1" and its replay hint."""
    return pygame.Rect(layout.deal_button[0] + 4, layout.deal_button[1] + 24, 260, 60)


def turn_button(layout: TableLayout) -> pygame.Rect:
    return pygame.Rect(layout.buttons[Action.TURN])


def side_margin(frame: Frame) -> pygame.Rect:
    """The open panel's flat strip, left of its text."""
    x, y, _, _ = side_layout(frame).panel
    return pygame.Rect(x + 6, y + 126, 12, 440)


def log_view(frame: Frame) -> pygame.Rect:
    return pygame.Rect(side_layout(frame).view)


# -- reading the screen -----------------------------------------------------------------------


class _XImage(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int),
        ("data", ctypes.c_void_p),
        ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
        ("red_mask", ctypes.c_ulong),
        ("green_mask", ctypes.c_ulong),
        ("blue_mask", ctypes.c_ulong),
        ("obdata", ctypes.c_void_p),
        ("create_image", ctypes.c_void_p),
        ("destroy_image", ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)),
    ]


class _ClientMessage(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    ]


class _XEvent(ctypes.Union):
    _fields_ = [("xclient", _ClientMessage), ("pad", ctypes.c_long * 24)]


class _XErrorEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("resourceid", ctypes.c_ulong),
        ("serial", ctypes.c_ulong),
        ("error_code", ctypes.c_ubyte),
        ("request_code", ctypes.c_ubyte),
        ("minor_code", ctypes.c_ubyte),
    ]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_XErrorEvent))
_x_errors: list[str] = []


@_ERROR_HANDLER
def _record_x_error(display, event) -> int:
    # Xlib's own handler calls exit(): it would kill pytest and strand Xvfb and the game.
    error = event.contents
    _x_errors.append(
        f"X error {error.error_code} in request {error.request_code} "
        f"on resource {error.resourceid:#x}"
    )
    return 0


Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
CLIENT_MESSAGE = 33
NO_EVENT_MASK = 0


class XScreen:
    """A connection to one X display, for screenshots and window messages."""

    def __init__(self, display: str) -> None:
        self.lib = _libx11()
        self.lib.XSetErrorHandler(_record_x_error)
        self.handle = self.lib.XOpenDisplay(display.encode())
        if not self.handle:
            raise ConnectionError(f"cannot open X display {display}")
        self.root = self.lib.XDefaultRootWindow(self.handle)

    def close(self) -> None:
        if self.handle:
            self.lib.XCloseDisplay(self.handle)
            self.handle = None

    def capture(self) -> pygame.Surface:
        """The whole screen as an opaque pygame surface."""
        lib = self.lib
        pointer = lib.XGetImage(
            self.handle, self.root, 0, 0, SCREEN[0], SCREEN[1], ALL_PLANES, Z_PIXMAP
        )
        assert pointer, "XGetImage returned nothing"
        image = ctypes.cast(pointer, ctypes.POINTER(_XImage)).contents
        try:
            assert image.bits_per_pixel == 32 and image.red_mask == 0xFF0000, (
                f"unexpected screen format: {image.bits_per_pixel} bpp, "
                f"red mask {image.red_mask:#x}"
            )
            data = ctypes.string_at(image.data, image.bytes_per_line * image.height)
            size = (image.bytes_per_line // 4, image.height)
        finally:
            image.destroy_image(pointer)
        surface = pygame.image.frombytes(data, size, "BGRA")
        # X leaves the pad byte at 0: make every pixel opaque.
        surface.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
        return surface.subsurface((0, 0, *SCREEN)).copy()

    def origin_of(self, window: int) -> tuple[int, int] | None:
        """Where ``window``'s top-left pixel is on the screen; None if it is gone.

        Not xdotool's getwindowgeometry: under a reparenting window manager (openbox) it
        counts the title bar twice."""
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        _x_errors.clear()
        found = self.lib.XTranslateCoordinates(
            self.handle,
            window,
            self.root,
            0,
            0,
            ctypes.byref(x),
            ctypes.byref(y),
            ctypes.byref(child),
        )
        self.lib.XSync(self.handle, False)
        return (x.value, y.value) if found and not _x_errors else None

    def ask_to_close(self, window: int) -> None:
        """What a window manager's close button does: send WM_DELETE_WINDOW."""
        lib = self.lib
        event = _XEvent()
        message = event.xclient
        message.type = CLIENT_MESSAGE
        message.window = window
        message.message_type = lib.XInternAtom(self.handle, b"WM_PROTOCOLS", False)
        message.format = 32
        message.data[0] = lib.XInternAtom(self.handle, b"WM_DELETE_WINDOW", False)
        _x_errors.clear()
        assert lib.XSendEvent(self.handle, window, False, NO_EVENT_MASK, ctypes.byref(event))
        lib.XSync(self.handle, False)
        assert not _x_errors, f"WM_DELETE_WINDOW to {window:#x}: {_x_errors}"


def _libx11() -> ctypes.CDLL:
    path = ctypes.util.find_library("X11") or "libX11.so.6"
    lib = ctypes.CDLL(path)
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    lib.XDefaultRootWindow.restype = ctypes.c_ulong
    lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    lib.XGetImage.restype = ctypes.c_void_p
    lib.XGetImage.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.c_ulong,
        ctypes.c_int,
    ]
    lib.XInternAtom.restype = ctypes.c_ulong
    lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    lib.XSendEvent.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_long,
        ctypes.c_void_p,
    ]
    lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.XTranslateCoordinates.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong),
    ]
    lib.XSetErrorHandler.restype = ctypes.c_void_p
    lib.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
    return lib


# -- pixel checks ----------------------------------------------------------------------------


def share_near(shot: pygame.Surface, rect: pygame.Rect, colour, tolerance: int = 24) -> float:
    """The share of ``rect``'s pixels within ``tolerance`` of ``colour`` on every channel."""
    area = shot.subsurface(rect)
    mask = pygame.mask.from_threshold(area, (*colour, 255), (tolerance, tolerance, tolerance, 255))
    return mask.count() / (rect.width * rect.height)


def share_changed(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of ``rect``'s pixels that differ by more than a little between two shots."""
    first, second = a.subsurface(rect), b.subsurface(rect)
    up = first.copy()
    up.blit(second, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = second.copy()
    down.blit(first, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    same = pygame.mask.from_threshold(up, (0, 0, 0, 255), (12, 12, 12, 255))
    return 1.0 - same.count() / (rect.width * rect.height)


def is_felt(shot: pygame.Surface, rect: pygame.Rect) -> bool:
    """Green cloth only: no card face, back or text on it."""
    red, green, blue, _ = pygame.transform.average_color(shot, rect, consider_alpha=False)
    return green > red + 25 and green > blue + 20 and share_near(shot, rect, (250, 250, 250)) == 0


def shows_card_face(shot: pygame.Surface, rect: pygame.Rect) -> bool:
    return share_near(shot, rect, palette.CARD_IVORY, 20) > 0.35


def panel_open(game: Game, shot: pygame.Surface) -> bool:
    """A panel beside the table (the rules or the log) is open: its flat strip left of the
    text shows."""
    return share_near(shot, game.region(side_margin(game.frame)), palette.BUTTON_PRESSED, 10) > 0.95


def settings_open(game: Game, shot: pygame.Surface) -> bool:
    margin = game.design_region(SETTINGS_MARGIN)
    return share_near(shot, margin, palette.BUTTON_PRESSED, 10) > 0.95


def felt_green(shot: pygame.Surface, rect: pygame.Rect) -> float:
    return pygame.transform.average_color(shot, rect, consider_alpha=False)[1]


def title_shown(shot: pygame.Surface) -> bool:
    return share_near(shot, TITLE_WORD, palette.GOLD, 40) > 0.15


# -- the running game -----------------------------------------------------------------------


@dataclass
class Game:
    process: subprocess.Popen
    window: int
    screen: XScreen
    env: dict[str, str]
    stderr_path: Path
    shots_dir: Path
    letterbox: Letterbox
    origin: tuple[int, int]
    sound_path: Path  # what it played: mono signed 16-bit samples at the mixer's rate
    shots: int = 0

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=30
        )
        assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr.strip()}"
        return done.stdout

    def key(self, name: str) -> None:
        self.xdotool("key", "--clearmodifiers", name)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A logical point to a screen pixel, through the window's position and letterbox."""
        window_x, window_y = self.letterbox.to_window(x, y)
        return self.origin[0] + window_x, self.origin[1] + window_y

    def region(self, rect: pygame.Rect) -> pygame.Rect:
        """A logical rect (of the window's frame) to the screen rect it is shown in."""
        x, y = self.to_screen(rect.x, rect.y)
        right, bottom = self.to_screen(rect.right, rect.bottom)
        return pygame.Rect(x, y, right - x, bottom - y)

    def design_region(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect of the 1280x720 design (a dialog's), centred in the window's frame, to the
        screen rect it is shown in."""
        left, top = self.frame.design_origin
        return self.region(rect.move(round(left), round(top)))

    @property
    def frame(self) -> Frame:
        """The frame the game lays out in for the window's size now."""
        return frame_for(self.letterbox.window_size)

    @property
    def layout(self) -> TableLayout:
        """The table, as the game lays it out in the window's frame now."""
        return table_layout(self.frame)

    def click_design(self, rect: pygame.Rect) -> None:
        """Press and release on the centre of a dialog's button."""
        x, y = self.frame.design_origin
        self.move(rect.centerx + x, rect.centery + y)
        self.xdotool("click", "1")

    def follow_window(self, size: tuple[int, int]) -> None:
        """Wait until the window has ``size``; then aim at where it now lies."""
        deadline = time.monotonic() + SETTLE_SECONDS
        while (geometry := _geometry(self.window, self.env, self.screen)) is None or geometry[
            2:
        ] != size:
            if time.monotonic() > deadline:
                pytest.fail(f"the window never took {size[0]}x{size[1]}: {geometry}")
            time.sleep(POLL_SECONDS)
        self.origin = geometry[:2]
        self.letterbox = Letterbox(size)

    def resize(self, width: int, height: int) -> None:
        self.xdotool("windowsize", str(self.window), str(width), str(height))
        self.follow_window((width, height))

    def window_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, self.letterbox.window_size)

    def move(self, x: float, y: float) -> None:
        self.xdotool("mousemove", *map(str, self.to_screen(x, y)))

    def click(self, rect: pygame.Rect) -> None:
        """Press and release on a button's centre, like a player."""
        self.move(*rect.center)
        self.xdotool("click", "1")

    def capture(self, label: str) -> pygame.Surface:
        assert self.process.poll() is None, (
            f"the game exited early with code {self.process.returncode}:\n{self.stderr()}"
        )
        shot = self.screen.capture()
        self.shots += 1
        pygame.image.save(shot, str(self.shots_dir / f"{self.shots:03d}-{label}.png"))
        return shot

    def wait_for(
        self, what: str, test: Callable[[pygame.Surface], bool], seconds: float = SETTLE_SECONDS
    ) -> pygame.Surface:
        """Poll the screen until ``test`` holds; fail naming ``what`` after ``seconds``."""
        deadline = time.monotonic() + seconds
        while True:
            shot = self.screen.capture()
            if test(shot):
                self.shots += 1
                pygame.image.save(shot, str(self.shots_dir / f"{self.shots:03d}-{what}.png"))
                return shot
            if self.process.poll() is not None:
                pytest.fail(f"game exited while waiting for {what}:\n{self.stderr()}")
            if time.monotonic() > deadline:
                self.capture(f"timeout-{what}")
                pytest.fail(f"no {what} on screen after {seconds:.0f} s (see {self.shots_dir})")
            time.sleep(POLL_SECONDS)

    def wait_still(self, what: str, rect: pygame.Rect | None = None) -> pygame.Surface:
        """Poll until two shots 0.3 s apart agree: every animation has landed."""
        area = rect or pygame.Rect(0, 0, *SCREEN)
        previous = self.screen.capture()
        deadline = time.monotonic() + SETTLE_SECONDS
        while time.monotonic() < deadline:
            time.sleep(0.3)
            shot = self.screen.capture()
            if share_changed(previous, shot, area) == 0:
                return self.capture(what)
            previous = shot
        self.capture(f"timeout-{what}")
        pytest.fail(f"the screen never settled for {what} (see {self.shots_dir})")

    def loudest_sound(self) -> float:
        """The loudest sample the game has played so far, as a share of full scale."""
        samples = array(
            "h", self.sound_path.read_bytes()[: self.sound_path.stat().st_size // 2 * 2]
        )
        return max(map(abs, samples), default=0) / 32768

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def wait_exit(self) -> int:
        try:
            return self.process.wait(timeout=EXIT_SECONDS)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the game did not exit within {EXIT_SECONDS:.0f} s")


def _tools_or_skip() -> None:
    """A developer without Xvfb may skip this test; CI (WAR_REQUIRE_E2E=1) may not."""
    require_tools("Xvfb", "xdotool", "xprop", install="xvfb xdotool x11-utils")


@pytest.fixture
def x_display(tmp_path: Path) -> Iterator[str]:
    """A fresh Xvfb screen on a display number it picks itself; stopped afterwards.

    ``-displayfd`` has the server choose a free number and write it once it accepts
    connections: no race with other test runs over lock files, no guessing when it is ready.
    """
    _tools_or_skip()
    read_end, write_end = os.pipe()
    with (tmp_path / "xvfb.log").open("w") as log:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "{}x{}x24".format(*SCREEN)]
            + ["-nolisten", "tcp"],
            stdout=log,
            stderr=subprocess.STDOUT,
            pass_fds=(write_end,),
            start_new_session=True,
            preexec_fn=die_with_parent(signal.SIGTERM),
        )
    os.close(write_end)
    try:
        number = _read_display_number(read_end, server, tmp_path / "xvfb.log")
        yield f":{number}"
    finally:
        os.close(read_end)
        stop(server)


def _read_display_number(read_end: int, server: subprocess.Popen, log: Path) -> int:
    text = b""
    deadline = time.monotonic() + START_SECONDS
    while not text.endswith(b"\n") and time.monotonic() < deadline:
        ready, _, _ = select.select([read_end], [], [], 0.2)
        if ready:
            chunk = os.read(read_end, 64)
            text += chunk
            if chunk:
                continue
        if server.poll() is not None:
            pytest.fail(f"Xvfb exited with code {server.returncode}: {log.read_text()}")
    if not text.strip().isdigit():
        pytest.fail(f"Xvfb gave no display number in {START_SECONDS:.0f} s: {log.read_text()}")
    return int(text)


@pytest.fixture
def window_manager(x_display: str, tmp_path: Path) -> Iterator[None]:
    """openbox on the screen, ready once it answers for the desktop (EWMH); stopped after."""
    require_tools("openbox", install="openbox")
    env = {**os.environ, "DISPLAY": x_display}
    with (tmp_path / "openbox.log").open("w") as log:
        manager = subprocess.Popen(
            ["openbox", "--sm-disable"],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=die_with_parent(signal.SIGTERM),
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while subprocess.run(
            ["xdotool", "get_desktop"], env=env, capture_output=True, timeout=30
        ).returncode:
            if manager.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"openbox did not start: {(tmp_path / 'openbox.log').read_text()}")
            time.sleep(POLL_SECONDS)
        yield
    finally:
        stop(manager)


@pytest.fixture
def launch(x_display: str, tmp_path: Path) -> Iterator[Callable[..., Game]]:
    """Start ``python main.py <args>`` in a real x11 window, over one data folder for the
    test; return it once ``ready(shot)`` holds, shown and focused. Stopped at the end."""
    env = {key: value for key, value in os.environ.items() if key != "SDL_VIDEODRIVER"}
    # SDL's disk driver stands in for a sound card: what the game plays is written to a file.
    env.update(DISPLAY=x_display, SDL_AUDIODRIVER="disk", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # A stale Wayland session left in the environment: the game must use X without a word.
    env.update(WAYLAND_DISPLAY="wayland-gone", XDG_RUNTIME_DIR=str(tmp_path))
    data = tmp_path / "data"
    screen = XScreen(x_display)
    processes: list[subprocess.Popen] = []

    def start(*args: str, ready: Callable[[pygame.Surface, pygame.Rect], bool]) -> Game:
        run = len(processes)
        stderr_path = tmp_path / f"game-{run}.stderr"
        shots_dir = tmp_path / f"shots-{run}"
        shots_dir.mkdir()
        sound_path = tmp_path / f"game-{run}.raw"
        with stderr_path.open("w") as stderr:
            process = subprocess.Popen(
                [sys.executable, "main.py", *args, "--data-dir", str(data)],
                cwd=ROOT,
                env={**env, "SDL_DISKAUDIOFILE": str(sound_path)},
                stdout=subprocess.DEVNULL,
                stderr=stderr,
                preexec_fn=die_with_parent(signal.SIGKILL),
            )
        processes.append(process)
        window, geometry = _shown_window(process, env, screen, stderr_path, ready)
        game = Game(
            process,
            window,
            screen,
            env,
            stderr_path,
            shots_dir,
            Letterbox(geometry[2:]),
            geometry[:2],
            sound_path,
        )
        game.xdotool("windowfocus", "--sync", str(window))
        game.move(*NEUTRAL_POINT)
        return game

    try:
        yield start
    finally:
        for process in processes:
            stop(process)
        screen.close()


def logical(rect: pygame.Rect) -> Rect:
    return rect.x, rect.y, rect.width, rect.height


def table_shown(shot: pygame.Surface, window: pygame.Rect) -> bool:
    """The table's bare felt, where nothing is ever drawn, is on screen, and its Turn cards
    lies where the window's frame puts it (a new size has settled)."""
    layout = table_layout(frame_for(window.size))
    box = Letterbox(window.size)
    bare = pygame.Rect(box.rect_to_window(logical(bare_felt(layout))))
    turn = pygame.Rect(box.rect_to_window(logical(turn_button(layout).inflate(-20, -20))))
    bare, turn = bare.move(window.topleft), turn.move(window.topleft)
    return is_felt(shot, bare) and share_near(shot, turn, palette.LEAD_NORMAL, 40) > 0.5


def title_on_screen(shot: pygame.Surface, window: pygame.Rect) -> bool:
    box = Letterbox(window.size)
    placed = box.placed(frame_for(window.size).design_origin)
    word = pygame.Rect(placed.rect_to_window(logical(TITLE_WORD)))
    return share_near(shot, word.move(window.topleft), palette.GOLD, 40) > 0.15


@pytest.fixture
def game(launch: Callable[..., Game]) -> Game:
    """``python main.py --seed 1`` in a real x11 window, shown, focused."""
    return launch("--seed", "1", ready=table_shown)


def _shown_window(
    process: subprocess.Popen,
    env: dict[str, str],
    screen: XScreen,
    stderr_path: Path,
    ready: Callable[[pygame.Surface, pygame.Rect], bool],
) -> tuple[int, tuple[int, int, int, int]]:
    """The game's window and its geometry, once it shows the table.

    SDL on x11 maps a first window and then replaces it with another (it recreates the
    X window to present through OpenGL), so an id found early can vanish: wait for the
    first frame on screen, then check the window found is still the one.
    """
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(
                f"the game exited with code {process.returncode} before its window showed:\n"
                + stderr_path.read_text(errors="replace")
            )
        window = _find_window(process, env)
        geometry = None if window is None else _geometry(window, env, screen)
        if window is not None and geometry is not None:
            shown = ready(screen.capture(), pygame.Rect(geometry))
            if shown and _find_window(process, env) == window:
                return window, geometry
        time.sleep(0.2)
    pytest.fail(f"no window titled War ready after {START_SECONDS:.0f} s")


def _find_window(process: subprocess.Popen, env: dict[str, str]) -> int | None:
    """The game's visible window, found by its process id and checked by its title.

    Not ``xdotool search --name``: xdotool 3.2016 cannot read the UTF8_STRING title SDL sets,
    so it never matches; the process id SDL stores in _NET_WM_PID is exact anyway.
    """
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    for line in found.stdout.split():
        name = subprocess.run(
            ["xdotool", "getwindowname", line], env=env, capture_output=True, text=True, timeout=30
        )
        if name.returncode == 0 and name.stdout.strip() == "War":
            return int(line)
    return None


def _geometry(
    window: int, env: dict[str, str], screen: XScreen
) -> tuple[int, int, int, int] | None:
    """x, y, width, height of ``window`` on the screen; None if it is gone."""
    done = subprocess.run(
        ["xdotool", "getwindowgeometry", "--shell", str(window)],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    values = dict(line.split("=", 1) for line in done.stdout.split() if "=" in line)
    origin = screen.origin_of(window)
    if done.returncode != 0 or not {"WIDTH", "HEIGHT"} <= values.keys() or origin is None:
        return None
    return *origin, int(values["WIDTH"]), int(values["HEIGHT"])


# -- the tests -------------------------------------------------------------------------------


def test_the_window_is_known_by_the_menu_entrys_name_and_has_the_games_icon(game: Game) -> None:
    shown = subprocess.run(
        ["xprop", "-id", str(game.window), "-notype", "WM_CLASS", "_NET_WM_ICON"],
        env=game.env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    lines = shown.stdout.splitlines()
    assert shown.returncode == 0 and lines, shown.stderr
    assert lines[0] == f'WM_CLASS = "{DESKTOP_NAME}", "{DESKTOP_NAME}"'
    # The game's own, not pygame's 32 x 32 snake.
    size = WINDOW_ICON_SIZE
    assert lines[1] == f"_NET_WM_ICON = \tIcon ({size} x {size}):", lines[1]


def test_closing_the_window_quits_cleanly(game: Game) -> None:
    places = [game.region(slot) for slot in slots(game.layout).values()]
    game.wait_for("dealt", lambda shot: all(is_felt(shot, slot) for slot in places))
    game.key("space")  # close in the middle of an animation
    game.screen.ask_to_close(game.window)
    code = game.wait_exit()
    stderr = game.stderr()
    assert code == 0, f"exit code {code}:\n{stderr}"
    assert stderr == "", stderr  # not even SDL's complaint about the stale WAYLAND_DISPLAY


def round_over_shown(shot: pygame.Surface, game: Game) -> bool:
    """The round-over dialog's flat panel, left of its words, is on screen."""
    margin = game.design_region(ROUND_OVER_MARGIN)
    return share_near(shot, margin, palette.BUTTON_PRESSED, 10) > 0.95


def test_a_session_played_as_a_person_plays(
    launch: Callable[..., Game], window_manager: None, tmp_path: Path
) -> None:
    """One sitting, as a player has it: turn cards by key and by click, Play 10, Play to the
    end and stop it, the log opened and scrolled, the rules beside the table, a setting
    changed, three window sizes, full screen on and off, quit; then start again, resume the
    round and play it out. Checked on the screen's pixels at every step."""
    game = launch("--seed", str(SESSION_DEAL), ready=table_shown)

    def in_play() -> list[pygame.Rect]:
        return [game.region(slot) for slot in slots(game.layout).values()]

    def header_now() -> pygame.Rect:
        return game.region(header(game.layout))

    def turn_cards() -> None:
        game.click(turn_button(game.layout))

    def battle(label: str, press: Callable[[], None]) -> pygame.Surface:
        """A press turns a battle: both cards show face up, then go to the winner."""
        before = game.wait_still(f"{label}-before")
        press()
        game.wait_for(f"{label}-up", lambda shot: all(shows_card_face(shot, s) for s in in_play()))
        game.move(*NEUTRAL_POINT)
        game.wait_for(f"{label}-down", lambda shot: all(is_felt(shot, s) for s in in_play()))
        after = game.wait_still(f"{label}-after")
        # The piles' counts change hands (the header may be under a panel).
        shown = [game.region(count) for count in counts(game.layout)]
        assert any(share_changed(before, after, c) > 0.01 for c in shown), f"{label}: same counts"
        return after

    game.wait_for("dealt", lambda shot: all(is_felt(shot, s) for s in in_play()))

    # Turn cards by key and by the button.
    battle("space", lambda: game.key("space"))
    table = battle("turn-button", turn_cards)

    # Play 10 battles (T), twice: the header moves on and the table comes to rest mid-round.
    for run in (1, 2):
        game.key("t")

        def header_moved(shot: pygame.Surface, before: pygame.Surface = table) -> bool:
            return share_changed(before, shot, header_now()) > 0.005

        game.wait_for(f"play-10-{run}", header_moved)
        table = game.wait_still(f"play-10-{run}-done")
        assert not round_over_shown(table, game)

    # Play to the end (A), stopped by a key after the battle in motion.
    game.key("a")
    game.wait_for("running", lambda shot: share_changed(table, shot, header_now()) > 0.005)
    game.key("Right")
    table = game.wait_still("stopped")
    assert not round_over_shown(table, game)
    time.sleep(1.0)
    assert share_changed(table, game.screen.capture(), header_now()) == 0, "it went on playing"

    # The battle log (L): open beside the table, scrolled back by the wheel, End to the newest.
    game.key("l")
    newest = game.wait_for("log-open", lambda shot: panel_open(game, shot))
    for kept in [*piles(game.layout), *slots(game.layout).values()]:
        assert share_changed(table, newest, game.region(kept)) == 0, "the table went from view"
    newest = game.wait_still("log-still")
    game.move(*log_view(game.frame).center)
    for _ in range(5):
        game.xdotool("click", "4")  # the wheel, up
    view = game.region(log_view(game.frame))
    game.wait_for("log-scrolled", lambda shot: share_changed(newest, shot, view) > 0.02)
    game.key("End")
    game.wait_for("log-at-newest", lambda shot: share_changed(newest, shot, view) == 0)
    game.key("Escape")
    game.wait_for("log-closed", lambda shot: not panel_open(game, shot))

    # The rules (H) beside the table: Space still turns cards; Esc closes them.
    game.move(*NEUTRAL_POINT)
    game.key("h")
    game.wait_for("rules-open", lambda shot: panel_open(game, shot))
    battle("beside-the-rules", lambda: game.key("space"))
    assert panel_open(game, game.screen.capture()), "turning cards closed the rules"
    game.key("Escape")
    table = game.wait_for("rules-closed", lambda shot: not panel_open(game, shot))

    # A setting: High contrast darkens the felt at once and is saved; then off again.
    settings_file = tmp_path / "data" / "settings.json"
    bare = game.region(bare_felt(game.layout))
    for on in (True, False):
        game.key("o")
        game.wait_for(f"settings-{on}", lambda shot: settings_open(game, shot))
        game.click_design(HIGH_CONTRAST_SWITCH)
        game.key("Escape")
        shot = game.wait_for(f"settings-closed-{on}", lambda s: not settings_open(game, s))
        shot = game.wait_still(f"high-contrast-{on}")
        darker = felt_green(shot, bare) < felt_green(table, bare) - 20
        assert darker == on, f"high contrast {on}: felt green {felt_green(shot, bare)}"
        assert json.loads(settings_file.read_text())["high_contrast"] is on

    # Three window sizes: the table is drawn at each, and its Turn cards button works there.
    for width, height in SESSION_SIZES:
        game.resize(width, height)
        game.wait_for(f"{width}x{height}", lambda shot: table_shown(shot, game.window_rect()))
        battle(f"turn-at-{width}x{height}", turn_cards)
    game.resize(*DEFAULT_WINDOW)

    # Full screen (F11) and back: the window fills the screen and is played there.
    game.key("F11")
    game.follow_window(SCREEN)
    game.wait_for("full-screen", lambda shot: table_shown(shot, game.window_rect()))
    battle("turn-in-full-screen", turn_cards)
    game.key("F11")
    game.follow_window(DEFAULT_WINDOW)
    game.wait_for("windowed", lambda shot: table_shown(shot, game.window_rect()))
    before_quitting = game.wait_still("before-quitting")

    # Quit: Esc to the title, Esc again.
    game.key("Escape")
    game.wait_for("title", lambda shot: title_on_screen(shot, game.window_rect()))
    game.key("Escape")
    assert game.wait_exit() == 0, game.stderr()
    assert "Traceback" not in game.stderr(), game.stderr()
    # The battles were heard, and nothing came near clipping.
    assert 0.05 < game.loudest_sound() < 0.9, game.loudest_sound()

    # Start again: Resume round (Space) shows the table as it was left, and plays on to the end.
    again = launch(ready=title_on_screen)
    again.key("space")
    again.wait_for("resumed", lambda shot: table_shown(shot, again.window_rect()))
    resumed = again.wait_still("resumed-still")
    layout = again.layout
    assert layout == game.layout  # the same window size as the game left
    regions = [("pile", r) for r in piles(layout)] + [("count", r) for r in counts(layout)]
    for name, rect in [*regions, ("header", header(layout)), ("deal", deal(layout))]:
        left = before_quitting.subsurface(game.region(rect))  # the windows may lie apart
        right = resumed.subsurface(again.region(rect))
        assert share_changed(left, right, left.get_rect()) < 0.002, f"a {name} differs"
    again.key("a")
    again.wait_for("round-over", lambda shot: round_over_shown(shot, again), seconds=120)
    again.screen.ask_to_close(again.window)
    assert again.wait_exit() == 0
    assert again.stderr() == "", again.stderr()
