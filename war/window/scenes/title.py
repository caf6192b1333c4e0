"""The title screen: the game's name, New round, Rules, Quit."""

from __future__ import annotations

import pygame

from war.core.cards import parse_card
from war.window.drawing import palette
from war.window.drawing.widgets import Button, ButtonRow
from war.window.input import Action, Input
from war.window.resources import Resources
from war.window.scene import BaseScene, Push, Quit, Replace, Transition

FAN = [parse_card(code) for code in ("AC", "AD", "AH", "AS")]
BUTTON_WIDTH = 300


class TitleScene(BaseScene):
    def __init__(self, res: Resources) -> None:
        self.res = res
        left = 640 - BUTTON_WIDTH // 2
        self.buttons = ButtonRow(
            [
                Button("New round", Action.NEW_ROUND, pygame.Rect(left, 430, BUTTON_WIDTH, 58)),
                Button("Rules", Action.HELP, pygame.Rect(left, 504, BUTTON_WIDTH, 58)),
                Button("Quit", Action.BACK, pygame.Rect(left, 578, BUTTON_WIDTH, 58)),
            ]
        )
        self._fan = []
        for index, card in enumerate(FAN):
            image = pygame.transform.rotozoom(res.art.face(card), (1.5 - index) * 12, 1.0)
            centre = (640 + (index - 1.5) * 70, 135 + abs(index - 1.5) * 12)
            self._fan.append((image, image.get_rect(center=centre)))

    def handle(self, action: Input) -> Transition | None:
        if not isinstance(action, Action):
            action = self.buttons.handle(action)
        if action in (Action.NEW_ROUND, Action.TURN, Action.PLAY_TEN):
            from war.window.scenes.table import TableScene  # the table leads back here: import late

            return Replace(TableScene(self.res))
        if action is Action.HELP:
            from war.window.scenes.rules import RulesScene

            return Push(RulesScene(self.res))
        if action is Action.BACK:
            return Quit()
        return None

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.res.felt, (0, 0))
        for image, rect in self._fan:
            surface.blit(image, rect)
        text = self.res.text
        text.draw(surface, "WAR", 120, (640, 300), bold=True, anchor="center", color=palette.GOLD)
        text.draw(
            surface,
            "the card game · you against the computer",
            24,
            (640, 372),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        self.buttons.draw(surface, text)
        text.draw(
            surface,
            "Keys: N new round · H rules · Esc quit · F11 full screen",
            16,
            (640, 680),
            anchor="center",
            color=palette.TEXT_DIM,
            shadow=False,
        )
