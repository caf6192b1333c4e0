"""Round over: who won and why, in plain words, over the final table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from war.core.events import Winner
from war.window.drawing import palette
from war.window.drawing.widgets import Button, ButtonRow, draw_panel, veil
from war.window.input import Action, Input
from war.window.layout import CANVAS_SIZE
from war.window.resources import Resources
from war.window.scene import BaseScene, Pop, Push, Replace, Transition
from war.window.wording import HEADLINES, reason_text

if TYPE_CHECKING:
    from war.window.scenes.table import TableScene

PANEL = pygame.Rect(290, 170, 620, 380)


class RoundOverScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources, table: TableScene) -> None:
        self.res = res
        self.table = table
        outcome = table.round.outcome
        assert outcome is not None, "Round over shown before the round ended"
        self.outcome = outcome
        width = 250
        left = PANEL.centerx - width - 10
        self.buttons = ButtonRow(
            [
                Button(
                    "New round", Action.NEW_ROUND, pygame.Rect(left, PANEL.bottom - 90, width, 58)
                ),
                Button(
                    "Title",
                    Action.BACK,
                    pygame.Rect(left + width + 20, PANEL.bottom - 90, width, 58),
                ),
            ]
        )
        self._veil = veil(CANVAS_SIZE, 170)

    def handle(self, action: Input) -> Transition | None:
        if not isinstance(action, Action):
            action = self.buttons.handle(action)
        if action is Action.NEW_ROUND:
            self.table.new_round()
            return Pop()
        if action is Action.BACK:
            from war.window.scenes.title import TitleScene

            return Replace(TitleScene(self.res))
        if action is Action.HELP:
            from war.window.scenes.rules import RulesScene

            return Push(RulesScene(self.res))
        return None

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        text = self.res.text
        outcome = self.outcome
        colour = palette.GOLD if outcome.winner is Winner.PLAYER else palette.TEXT
        text.draw(
            surface,
            HEADLINES[outcome.winner],
            48,
            (PANEL.centerx, PANEL.y + 70),
            bold=True,
            anchor="center",
            color=colour,
        )
        text.draw(
            surface,
            reason_text(outcome.winner, outcome.reason),
            26,
            (PANEL.centerx, PANEL.y + 140),
            anchor="center",
        )
        battles = "battle" if outcome.battles == 1 else "battles"
        wars = "war" if outcome.wars == 1 else "wars"
        text.draw(
            surface,
            f"{outcome.battles} {battles} and {outcome.wars} {wars} played",
            22,
            (PANEL.centerx, PANEL.y + 190),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        text.draw(
            surface,
            f"You {outcome.player_cards} cards · computer {outcome.computer_cards} cards",
            20,
            (PANEL.centerx, PANEL.y + 226),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        self.buttons.draw(surface, text)
