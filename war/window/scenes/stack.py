"""The stack of scenes: the one place scenes change, and the only one handed input and time.

A scene is told ``enter()`` each time it becomes the top one (its first showing too) and
``exit()`` each time it stops being it. Popping the last scene quits the game.
"""

from __future__ import annotations

from war.window.drawing.screen import Screen
from war.window.input.actions import Input
from war.window.scenes.scene import Pop, Push, Quit, Rebase, Scene, Transition


class SceneStack:
    """Scenes on top of one another; only the top one is handed input and time."""

    def __init__(self, *scenes: Scene) -> None:
        if not scenes:
            raise ValueError("a scene stack needs a scene")
        self.scenes: list[Scene] = list(scenes)
        self.quit = False
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

    def words_changed(self) -> None:
        """Another language is in use: every scene looks its words up again."""
        for scene in self.scenes:
            scene.words_changed()

    def handle(self, event: Input) -> None:
        self.apply(self.top.handle(event))

    def update(self, dt: float) -> None:
        self.apply(self.top.update(dt))

    def draw(self, screen: Screen, alpha: float) -> None:
        """Draw from the highest scene that hides what is under it, upwards."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(screen, alpha if scene is self.top else 1.0)
