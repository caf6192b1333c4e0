"""The stack of scenes: the one place scenes change, and the only one handed input and time.

A scene is told ``enter()`` each time it becomes the top one (its first showing too) and
``exit()`` each time it stops being it. Popping the last scene quits the game. Every scene
is fitted to the window's frame before it first shows and whenever the frame changes; each
is drawn, and handed pointer positions, in its own place in that frame (``origin``).
"""

from __future__ import annotations

from dataclasses import replace

from war.window.drawing.screen import Screen
from war.window.input.actions import Input, PointerDown, PointerMove, PointerUp
from war.window.layout.frame import DESIGN, Frame
from war.window.scenes.scene import Pop, Push, Quit, Rebase, Scene, Transition


class SceneStack:
    """Scenes on top of one another; only the top one is handed input and time."""

    def __init__(self, *scenes: Scene, frame: Frame = DESIGN) -> None:
        if not scenes:
            raise ValueError("a scene stack needs a scene")
        self.scenes: list[Scene] = list(scenes)
        self.quit = False
        self.frame = frame
        for scene in self.scenes:
            scene.fit(frame)
        self.top.enter()

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def apply(self, transition: Transition | None) -> None:
        """The one function that changes scenes."""
        match transition:
            case None:
                pass
            case Quit():
                self.quit = True
            case Push(scene):
                self.top.exit()
                self.scenes.append(scene)
                scene.fit(self.frame)
                scene.enter()
            case Rebase():
                if len(self.scenes) > 1:
                    self.top.exit()  # those beneath it stopped being the top when covered
                    del self.scenes[1:]
                    self.top.enter()
            case Pop(action):
                if len(self.scenes) == 1:
                    self.quit = True  # nothing beneath the last scene: leave the game
                    return
                self.scenes.pop().exit()
                self.top.enter()
                if action is not None:
                    self.handle(action)
            case _:
                raise TypeError(f"not a scene transition: {transition!r}")

    def fit(self, frame: Frame) -> None:
        """The window has another frame (a resize): every scene lays out in it."""
        if frame == self.frame:
            return
        self.frame = frame
        for scene in self.scenes:
            scene.fit(frame)

    def words_changed(self) -> None:
        """Another language is in use: every scene looks its words up again."""
        for scene in self.scenes:
            scene.words_changed()

    def handle(self, event: Input) -> None:
        top = self.top
        self.apply(top.handle(_placed(event, top.origin, top.zoom)))

    def update(self, dt: float) -> None:
        self.apply(self.top.update(dt))

    def draw(self, screen: Screen, alpha: float) -> None:
        """Draw from the highest scene that hides what is under it, upwards."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            with screen.placed(scene.origin, scene.zoom):
                scene.draw(screen, alpha if scene is self.top else 1.0)


def _placed(event: Input, origin: tuple[float, float], zoom: float) -> Input:
    """A pointer position in the frame as a scene placed at ``origin``, ``zoom`` times as
    large, sees it."""
    if not isinstance(event, PointerDown | PointerMove | PointerUp):
        return event
    if origin == (0.0, 0.0) and zoom == 1.0:
        return event
    return replace(event, x=(event.x - origin[0]) / zoom, y=(event.y - origin[1]) / zoom)
