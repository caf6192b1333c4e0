"""The game window: opens it, wires input, scenes and the loop together, and shuts down cleanly."""

from __future__ import annotations

import asyncio
import os
import sys

import pygame

from war.window.assets import AssetError
from war.window.input import Action, Input, InputMapper
from war.window.layout import CANVAS_SIZE, DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, Letterbox
from war.window.loop import run_loop
from war.window.resources import Resources
from war.window.scene import Scene, SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene

WINDOW_TITLE = "War"
NO_DISPLAY = (
    "no display available ({reason}); the headless simulator still works: python main.py simulate"
)


HEADLESS_DRIVERS = ("offscreen", "dummy")
# Once nothing moves, keep drawing this long (hover fades, the last eased pixels), then
# only every KEEPALIVE_FRAMES frames: an idle table costs next to no CPU.
SETTLE_SECONDS = 0.5
KEEPALIVE_FRAMES = 30


def display_missing() -> str | None:
    """Why no window can open here, if that is plain before SDL tries (and prints errors)."""
    if os.environ.get("SDL_VIDEODRIVER") or not sys.platform.startswith("linux"):
        return None  # a driver the user chose, or a system that always has a display
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    return None


def _choose_video_driver() -> None:
    # Without a GPU, SDL's default accelerated present falls back to software OpenGL,
    # which costs far more CPU than a plain framebuffer and opens the window twice.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    if sys.platform.startswith("linux") and not os.environ.get("WAYLAND_DISPLAY"):
        # Only X is on offer: otherwise SDL also tries Wayland and prints its own
        # complaint when the X server is unreachable, making our one line two.
        os.environ.setdefault("SDL_VIDEODRIVER", "x11")


def _fail(message: str) -> int:
    print(f"war: {message}", file=sys.stderr)
    return 1


class App:
    """One window and its scenes. ``run_loop`` drives it; tests can drive it frame by frame."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        fullscreen: bool = False,
        size: tuple[int, int] | None = None,
    ) -> None:
        self.window = pygame.Window(WINDOW_TITLE, size or DEFAULT_WINDOW_SIZE, resizable=True)
        self.window.minimum_size = MIN_WINDOW_SIZE
        self.fullscreen = fullscreen  # pygame.Window does not report this itself
        if fullscreen:
            self.window.set_fullscreen(desktop=True)
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.res = Resources.load()
        self.res.felt = self.res.felt.convert(self.canvas)
        self.mapper = InputMapper(self.window.size)
        first: Scene = TitleScene(self.res) if seed is None else TableScene(self.res, seed)
        self.scenes = SceneStack(first)
        self.running = True
        self.paused = False
        self._scaled: pygame.Surface | None = None
        self._still = 0.0  # seconds of game time with no input and nothing moving
        self._skipped = 0  # frames not drawn since the last one that was

    def process_input(self) -> None:
        for action in self.mapper.poll():
            self._still = 0.0
            self._dispatch(action)
            if not self.running:
                return

    def wants_draw(self) -> bool:
        """Redraw while anything moves and a little after; when all is still, rarely."""
        if self._still < SETTLE_SECONDS or self._skipped >= KEEPALIVE_FRAMES:
            self._skipped = 0
            return True
        self._skipped += 1
        return False

    def _dispatch(self, action: Input) -> None:
        if action is Action.QUIT:
            self.running = False
        elif action is Action.FULLSCREEN:
            self.toggle_fullscreen()
        elif action is Action.PAUSE:
            self.paused = True
        elif action is Action.RESUME:
            self.paused = False
        elif action is Action.RESIZED:
            self.mapper.resize(self.window.size)
        else:
            before = self.scenes.top
            self.scenes.handle(action)
            if self.scenes.quit:
                self.running = False
            elif self.scenes.top is not before:
                self._point_at_mouse()

    def _point_at_mouse(self) -> None:
        """Tell a newly shown scene where the mouse is, so hover is right without a move."""
        pointer = self.mapper.pointer_now()
        if pointer is not None:
            self.scenes.handle(pointer)

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.window.set_windowed()
        else:
            self.window.set_fullscreen(desktop=True)
        self.fullscreen = not self.fullscreen
        self.mapper.resize(self.window.size)

    def update(self, dt: float) -> None:
        before = self.scenes.top
        self.scenes.update(dt)
        if self.scenes.quit:
            self.running = False
        if self.scenes.top is not before or self.scenes.top.animating():
            self._still = 0.0
        else:
            self._still += dt

    def draw(self, alpha: float) -> None:
        self.scenes.draw(self.canvas, alpha)
        self.present()

    def present(self) -> None:
        """Scale the canvas into the window, letterboxed, and show it."""
        target = self.window.get_surface()
        size = target.get_size()
        if size == CANVAS_SIZE:
            target.blit(self.canvas, (0, 0))
        else:
            left, top, width, height = Letterbox(size).rect
            if self._scaled is None or self._scaled.get_size() != (width, height):
                self._scaled = pygame.Surface((width, height))
            pygame.transform.smoothscale(self.canvas, (width, height), self._scaled)
            target.fill((0, 0, 0))
            target.blit(self._scaled, (left, top))
        self.window.flip()

    def close(self) -> None:
        self.window.destroy()


def run(
    *, seed: int | None = None, fullscreen: bool = False, size: tuple[int, int] | None = None
) -> int:
    """Open the game window and play until it closes; return the process exit code.

    Ctrl-C propagates (after the window closes) to the command line, which reports it.
    """
    missing = display_missing()
    if missing:
        return _fail(NO_DISPLAY.format(reason=missing))
    _choose_video_driver()
    try:
        pygame.display.init()
        pygame.font.init()
    except pygame.error as error:
        return _fail(NO_DISPLAY.format(reason=error))
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        # SDL fell back to drawing nowhere: a window nobody can see is no use.
        pygame.quit()
        return _fail(NO_DISPLAY.format(reason=f"SDL found only the {driver} driver"))
    try:
        app = App(seed=seed, fullscreen=fullscreen, size=size)
    except AssetError as error:
        pygame.quit()
        return _fail(str(error))
    except pygame.error as error:
        pygame.quit()
        return _fail(f"cannot open the game window: {error}")
    try:
        asyncio.run(run_loop(app))
    except AssetError as error:  # a font that fails only at a size first used mid-game
        return _fail(str(error))
    finally:
        app.close()
        pygame.quit()
    return 0
