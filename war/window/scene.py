"""The scene protocol, the transitions scenes return, and the stack that applies them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from war.window.input import Input


class Scene(Protocol):
    #: An overlay lets the scene under it show through (and keeps it frozen).
    overlay: bool

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def handle(self, action: Input) -> Transition | None: ...

    def update(self, dt: float) -> Transition | None: ...

    def animating(self) -> bool:
        """Whether the picture changes with time alone (no input) right now."""
        ...

    def draw(self, surface: pygame.Surface, alpha: float) -> None: ...


class BaseScene:
    """Do-nothing defaults for the protocol, so a scene writes only what it uses."""

    overlay = False

    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def handle(self, action: Input) -> Transition | None:
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def animating(self) -> bool:
        return False


@dataclass(frozen=True)
class Push:
    scene: Scene


@dataclass(frozen=True)
class Pop:
    pass


@dataclass(frozen=True)
class Replace:
    """Clear the whole stack and show ``scene``."""

    scene: Scene


@dataclass(frozen=True)
class Quit:
    pass


Transition = Push | Pop | Replace | Quit


class SceneStack:
    """Scenes on top of one another; only the top one is handed input and time."""

    def __init__(self, first: Scene) -> None:
        self.scenes: list[Scene] = [first]
        self.quit = False
        first.enter()

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def apply(self, transition: Transition | None) -> None:
        """The one function that changes scenes."""
        if transition is None:
            return
        if isinstance(transition, Quit):
            self.quit = True
        elif isinstance(transition, Push):
            self.scenes.append(transition.scene)
            transition.scene.enter()
        elif isinstance(transition, Pop):
            if len(self.scenes) == 1:
                self.quit = True
                return
            self.scenes.pop().exit()
        elif isinstance(transition, Replace):
            while self.scenes:
                self.scenes.pop().exit()
            self.scenes.append(transition.scene)
            transition.scene.enter()

    def handle(self, action: Input) -> None:
        self.apply(self.top.handle(action))

    def update(self, dt: float) -> None:
        self.apply(self.top.update(dt))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw from the highest scene that hides what is under it, upwards."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(surface, alpha if scene is self.top else 1.0)
