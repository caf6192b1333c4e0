"""The title screen: the game's name, New round, Rules, Quit.

It is always the bottom scene: New round pushes the table over it, and the table's Title
button pops back to it.
"""

from __future__ import annotations

import pygame

from war.core.cards import parse_card
from war.window.controls import Button, Controls
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls
from war.window.input import Action, key_names
from war.window.layout import (
    LOGICAL_CENTRE_X,
    TITLE_FAN_ANGLE,
    TITLE_FAN_DROP,
    TITLE_FAN_STEP_X,
    TITLE_FAN_Y,
    TITLE_KEYS_SIZE,
    TITLE_KEYS_Y,
    TITLE_NAME_SIZE,
    TITLE_NAME_Y,
    TITLE_TAGLINE_SIZE,
    TITLE_TAGLINE_Y,
    title_button_rect,
)
from war.window.resources import Resources
from war.window.scene import BaseScene, Push, Quit, Transition
from war.window.scenes.rules import RulesScene
from war.window.scenes.table import TableScene

FAN = [parse_card(code) for code in ("AC", "AD", "AH", "AS")]
TAGLINE = "the card game · you against the computer"
KEY_HINTS = (
    (Action.NEW_ROUND, "new round"),
    (Action.HELP, "rules"),
    (Action.BACK, "quit"),
    (Action.FULLSCREEN, "full screen"),
)


def keys_line() -> str:
    """The title's reminder of the keys, named as the key map names them."""
    hints = (f"{key_names(action)[0]} {what}" for action, what in KEY_HINTS)
    return "Keys: " + " · ".join(hints)


class TitleScene(BaseScene):
    def __init__(self, res: Resources) -> None:
        super().__init__(
            Controls(
                [
                    Button(Action.NEW_ROUND, title_button_rect(0), label="New round"),
                    Button(Action.HELP, title_button_rect(1), label="Rules"),
                    Button(Action.BACK, title_button_rect(2), label="Quit"),
                ]
            )
        )
        self.res = res

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.NEW_ROUND | Action.TURN | Action.PLAY_TEN:
                return Push(TableScene(self.res))
            case Action.HELP:
                return Push(RulesScene(self.res))
            case Action.BACK:
                return Quit()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        for image, centre in screen.keep("title-fan", lambda: _fan(screen)):
            screen.target.blit(image, image.get_rect(center=centre))
        screen.text(
            "WAR",
            TITLE_NAME_SIZE,
            (LOGICAL_CENTRE_X, TITLE_NAME_Y),
            bold=True,
            anchor="center",
            color=palette.GOLD,
        )
        screen.text(
            TAGLINE,
            TITLE_TAGLINE_SIZE,
            (LOGICAL_CENTRE_X, TITLE_TAGLINE_Y),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        draw_controls(screen, self.controls)
        screen.text(
            keys_line(),
            TITLE_KEYS_SIZE,
            (LOGICAL_CENTRE_X, TITLE_KEYS_Y),
            anchor="center",
            color=palette.TEXT_DIM,
            shadow=False,
        )


def _fan(screen: Screen) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The four aces fanned out, at the screen's scale: (image, window centre) each."""
    fan = []
    for index, card in enumerate(FAN):
        steps = index - (len(FAN) - 1) / 2
        image = pygame.transform.rotozoom(screen.cards.face(card), -steps * TITLE_FAN_ANGLE, 1.0)
        centre = (
            LOGICAL_CENTRE_X + steps * TITLE_FAN_STEP_X,
            TITLE_FAN_Y + abs(steps) * TITLE_FAN_DROP,
        )
        fan.append((image, screen.point(*centre)))
    return fan
