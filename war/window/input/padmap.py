"""The pad map, as data: each game pad button, the name it is shown by, and what it does.

SDL's game controllers share one standard layout (an Xbox pad's: A at the bottom of the
face buttons, B right, X left, Y top), whatever the pad is, so one map serves them all.
The D-pad and the left stick move the focus as the arrow keys do; the right stick scrolls
as the mouse wheel does; the triggers go to the start and the end as Home and End do.
Guide is the system's (Steam, the Xbox Game Bar and the PlayStation's home menu open on
it), so the game leaves it alone. Buttons and the rules take the names from here, as they
take the keys' from the key map.
"""

from __future__ import annotations

import pygame

from war.window.input.actions import Action, Scroll
from war.window.input.pad_kinds import SIGNS, PadKind, printed
from war.words.pad import button_name

PAD_BUTTONS: tuple[tuple[int, str, Action], ...] = (
    (pygame.CONTROLLER_BUTTON_A, "A", Action.TURN),
    (pygame.CONTROLLER_BUTTON_B, "B", Action.BACK),
    (pygame.CONTROLLER_BUTTON_X, "X", Action.PLAY_TEN),
    (pygame.CONTROLLER_BUTTON_Y, "Y", Action.PLAY_TO_END),
    (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "D-pad", Action.LEFT),
    (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "D-pad", Action.RIGHT),
    (pygame.CONTROLLER_BUTTON_DPAD_UP, "D-pad", Action.SCROLL_UP),
    (pygame.CONTROLLER_BUTTON_DPAD_DOWN, "D-pad", Action.SCROLL_DOWN),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "LB", Action.PAGE_UP),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "RB", Action.PAGE_DOWN),
    (pygame.CONTROLLER_BUTTON_START, "Start", Action.SETTINGS),
    (pygame.CONTROLLER_BUTTON_BACK, "Back", Action.HELP),
    (pygame.CONTROLLER_BUTTON_LEFTSTICK, "LS", Action.SPEAK_STATE),
)
PADMAP: dict[int, Action] = {button: action for button, _, action in PAD_BUTTONS}
# Left to the system, or to nothing: Guide (see above), the right stick's press, and the
# extra buttons some pads have, which not every pad shares (SDL 2 numbers them after the
# D-pad: Misc, the four paddles, the touchpad).
IGNORED = frozenset(
    {
        pygame.CONTROLLER_BUTTON_GUIDE,
        pygame.CONTROLLER_BUTTON_RIGHTSTICK,
        *range(pygame.CONTROLLER_BUTTON_DPAD_RIGHT + 1, pygame.CONTROLLER_BUTTON_DPAD_RIGHT + 7),
    }
)
# The left stick pushed one way: (axis, direction, action), as the D-pad's buttons.
STICK: tuple[tuple[int, int, Action], ...] = (
    (pygame.CONTROLLER_AXIS_LEFTX, -1, Action.LEFT),
    (pygame.CONTROLLER_AXIS_LEFTX, 1, Action.RIGHT),
    (pygame.CONTROLLER_AXIS_LEFTY, -1, Action.SCROLL_UP),
    (pygame.CONTROLLER_AXIS_LEFTY, 1, Action.SCROLL_DOWN),
)
# The right stick pushed up or down: the view scrolls a line (as a wheel's notch), again
# and again while it is held; the triggers pulled: Home and End.
SCROLL_STICK: tuple[tuple[int, int, Scroll], ...] = (
    (pygame.CONTROLLER_AXIS_RIGHTY, -1, Scroll(1.0)),
    (pygame.CONTROLLER_AXIS_RIGHTY, 1, Scroll(-1.0)),
)
TRIGGERS: tuple[tuple[int, int, Action], ...] = (
    (pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1, Action.HOME),
    (pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 1, Action.END),
)
# Every axis that does something: (axis, direction, what it does pushed that way).
AXES: tuple[tuple[int, int, Action | Scroll], ...] = (*STICK, *SCROLL_STICK, *TRIGGERS)
# Names for what no button's own action is: the stick does the D-pad's moves, and the two
# move the focus as Tab and Shift+Tab do (down and right on, up and left back) wherever
# nothing scrolls.
NAMED_AS: tuple[tuple[str, Action], ...] = (
    *(("Left stick", action) for _, _, action in STICK),
    ("D-pad", Action.FOCUS_NEXT),
    ("Left stick", Action.FOCUS_NEXT),
    ("D-pad", Action.FOCUS_PREVIOUS),
    ("Left stick", Action.FOCUS_PREVIOUS),
    ("LT", Action.HOME),
    ("RT", Action.END),
)


def pad_names(action: Action, kind: PadKind = PadKind.XBOX, *, signs: bool = False) -> list[str]:
    """The names of the pad's buttons that do ``action``, in the pad map's order, each
    once, as a pad of ``kind`` prints them, in the language in use (``signs``: the signs
    printed on a PlayStation's face buttons in their names' place, for a badge)."""
    named = [(name, does) for _, name, does in PAD_BUTTONS] + list(NAMED_AS)
    names = dict.fromkeys(printed(n, kind) for n, does in named if does is action)
    return [SIGNS[name] if signs and name in SIGNS else button_name(name) for name in names]
