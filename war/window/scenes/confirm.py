"""A question before something that cannot be undone: yes hands CONFIRM (or the answer it was
made with) to the scene beneath, no (or Esc) just closes. Each answer says what it does
("Reset record", "Keep the record")."""

from __future__ import annotations

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_centred_lines, draw_controls, draw_panel
from war.window.input.actions import Action
from war.window.layout.dialogs import (
    CONFIRM_LEAST_SIZE,
    CONFIRM_NOTE,
    CONFIRM_QUESTION,
    confirm_layout,
)
from war.window.layout.frame import Frame
from war.window.layout.pages import column_origin, portrait
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.layout.widgets import DIALOG_VEIL_OPACITY
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Button, Controls


class ConfirmScene(BaseScene):
    overlay = True

    def __init__(
        self,
        question: str,
        note: str,
        yes: str,
        no: str,
        answer: Action = Action.CONFIRM,
        said_note: str | None = None,
    ) -> None:
        """``answer``: what yes hands down (an action no key does, where the scene beneath
        must not take Y for yes unasked); ``said_note``: the note as read aloud, where the
        one shown has a sign a screen reader names ("#", "·")."""
        self.layout = confirm_layout()
        self.answer = answer
        super().__init__(
            Controls(
                [
                    Button(Action.CONFIRM, self.layout.buttons[0], label=yes),
                    Button(Action.BACK, self.layout.buttons[1], label=no),
                ],
                focus=1,  # Space or Enter change nothing; only a deliberate choice says yes
            )
        )
        self.question = question
        self.note = note
        self.said_note = note if said_note is None else said_note

    def fit(self, frame: Frame) -> None:
        """The design's dialog, or in a portrait frame a narrower one, its answers one
        under the other."""
        super().fit(frame)
        self.layout = confirm_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        for button, rect in zip(self.controls.buttons, self.layout.buttons, strict=True):
            button.rect = rect

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.CONFIRM:
                return Pop(self.answer)
            case Action.BACK:
                return Pop()
        return None  # nothing else happens until it is answered

    def opening_words(self) -> list[str]:
        return [self.question, self.said_note]

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(DIALOG_VEIL_OPACITY)
        layout = self.layout
        draw_panel(screen, layout.panel)
        lines = [
            (self.question, CONFIRM_QUESTION, palette.TEXT, True),
            (self.note, CONFIRM_NOTE, palette.TEXT_DIM, False),
        ]
        draw_centred_lines(
            screen,
            [(said, layout.y(dy), size, colour, bold) for said, (dy, size), colour, bold in lines],
            LOGICAL_CENTRE_X,
            layout.text_width,
            CONFIRM_LEAST_SIZE,
        )
        draw_controls(screen, self.controls)
