"""A question before something that cannot be undone: yes hands CONFIRM to the scene beneath,
no (or Esc) just closes. Each answer says what it does ("Reset record", "Keep the record")."""

from __future__ import annotations

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input.actions import Action
from war.window.layout.dialogs import (
    CONFIRM_NOTE,
    CONFIRM_PANEL,
    CONFIRM_QUESTION,
    CONFIRM_TEXT_WIDTH,
    confirm_button_rect,
)
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.layout.widgets import DIALOG_VEIL_OPACITY
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Button, Controls


class ConfirmScene(BaseScene):
    overlay = True

    def __init__(self, question: str, note: str, yes: str, no: str) -> None:
        super().__init__(
            Controls(
                [
                    Button(Action.CONFIRM, confirm_button_rect(0), label=yes),
                    Button(Action.BACK, confirm_button_rect(1), label=no),
                ],
                focus=1,  # Space or Enter change nothing; only a deliberate choice says yes
            )
        )
        self.question = question
        self.note = note

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.CONFIRM:
                return Pop(Action.CONFIRM)
            case Action.BACK:
                return Pop()
        return None  # nothing else happens until it is answered

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(DIALOG_VEIL_OPACITY)
        draw_panel(screen, CONFIRM_PANEL)
        width = CONFIRM_TEXT_WIDTH
        for said, (y, size), colour, bold in (
            (self.question, CONFIRM_QUESTION, palette.TEXT, True),
            (self.note, CONFIRM_NOTE, palette.TEXT_DIM, False),
        ):
            screen.text(
                said,
                size,
                (LOGICAL_CENTRE_X, y),
                anchor="center",
                color=colour,
                bold=bold,
                max_width=width,
            )
        draw_controls(screen, self.controls)
