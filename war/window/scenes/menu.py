"""The table's menu: where the window has no room for every button, the last few in a list.

It opens over the Menu button with its first entry focused; an entry hands its action to
the table beneath (as if its own button had been pressed), Esc or a press outside closes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input.actions import Action, Input, PointerDown, PointerUp
from war.window.layout.frame import Frame
from war.window.layout.units import Rect, contains
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Area, Button, Controls
from war.words.table import menu

MENU_PADDING = 12  # round the entries, inside the menu's panel
MENU_GAP = 8  # between entries
MENU_VEIL_OPACITY = 90  # of 255: the table stays in plain view under a menu


class MenuScene(BaseScene):
    overlay = True

    def __init__(self, entries: Sequence[Button], below: Rect) -> None:
        """A list of ``entries`` (the table's buttons: their actions, labels and states),
        the list rising from the top of ``below`` (the Menu button), as wide as it."""
        x, y, width, height = below
        step = height + MENU_GAP
        top = y - MENU_GAP - len(entries) * step + MENU_GAP - 2 * MENU_PADDING
        self.panel: Rect = (x - MENU_PADDING, top, width + 2 * MENU_PADDING, y - MENU_GAP - top)
        buttons = [
            Button(
                entry.action,
                (x, top + MENU_PADDING + index * step, width, height),
                entry.enabled,
                label=entry.label,
            )
            for index, entry in enumerate(entries)
        ]
        super().__init__(Controls(buttons, focus=0))
        self._pressed_outside = False

    def fit(self, frame: Frame) -> None:
        self.frame = frame
        self.origin, self.zoom = (
            (0.0, 0.0),
            1.0,
        )  # placed over the table's own button, in the table's frame

    def act(self, action: Action) -> Transition | None:
        if action is Action.BACK or action is Action.MENU:
            return Pop()
        if any(button.action is action for button in self.controls.buttons):
            return Pop(action)  # its key, as on the table
        return None

    def press(self, button: Area) -> Transition | None:
        return Pop(button.action)

    def point(self, event: Input) -> Transition | None:
        # A press that starts and ends outside the list closes it, as menus do.
        if isinstance(event, PointerDown):
            self._pressed_outside = not contains(self.panel, event.x, event.y)
        elif isinstance(event, PointerUp) and self._pressed_outside:
            self._pressed_outside = False
            if not contains(self.panel, event.x, event.y):
                return Pop()
        return None

    def opening_words(self) -> list[str]:
        return [menu()]

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(MENU_VEIL_OPACITY)
        draw_panel(screen, self.panel)
        draw_controls(screen, self.controls)
