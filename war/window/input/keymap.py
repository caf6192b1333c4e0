"""The key map, as data: each key, the name it is shown by, and the action it does.

Buttons, the title's hint, the settings and the rules take key names from here, so what the
game says about its keys never disagrees with what the keys do.
"""

from __future__ import annotations

import sys

import pygame

from war.window.input.actions import Action
from war.words.keys import key_name

# The key map, as data: each key, the name it is shown by, and what it does. Buttons, the
# title's hint and the rules take the names from here, so they never disagree with it.
KEYS: tuple[tuple[int, str, Action], ...] = (
    (pygame.K_SPACE, "Space", Action.TURN),
    (pygame.K_RETURN, "Enter", Action.TURN),
    (pygame.K_KP_ENTER, "Enter", Action.TURN),
    (pygame.K_t, "T", Action.PLAY_TEN),
    (pygame.K_0, "0", Action.PLAY_TEN),
    (pygame.K_KP0, "0", Action.PLAY_TEN),
    (pygame.K_a, "A", Action.PLAY_TO_END),
    (pygame.K_r, "R", Action.REPLAY_BATTLE),
    (pygame.K_l, "L", Action.LOG),
    (pygame.K_n, "N", Action.NEW_ROUND),
    (pygame.K_g, "G", Action.SAME_DEAL),
    (pygame.K_s, "S", Action.RECORD),
    (pygame.K_y, "Y", Action.CONFIRM),
    (pygame.K_o, "O", Action.SETTINGS),
    (pygame.K_d, "D", Action.CHOOSE_DEAL),
    (pygame.K_m, "M", Action.MUTE),
    (pygame.K_MINUS, "-", Action.VOLUME_DOWN),
    (pygame.K_KP_MINUS, "-", Action.VOLUME_DOWN),
    (pygame.K_EQUALS, "+", Action.VOLUME_UP),  # where + is on a US keyboard
    (pygame.K_PLUS, "+", Action.VOLUME_UP),
    (pygame.K_KP_PLUS, "+", Action.VOLUME_UP),
    (pygame.K_TAB, "Tab", Action.FOCUS_NEXT),
    (pygame.K_RIGHT, "Right", Action.RIGHT),
    (pygame.K_LEFT, "Left", Action.LEFT),
    (pygame.K_i, "I", Action.SPEAK_STATE),  # with speech on: the state, said aloud
    (pygame.K_h, "H", Action.HELP),
    (pygame.K_F1, "F1", Action.HELP),
    (pygame.K_ESCAPE, "Esc", Action.BACK),
    (pygame.K_F11, "F11", Action.FULLSCREEN),
    (pygame.K_UP, "Up", Action.SCROLL_UP),
    (pygame.K_DOWN, "Down", Action.SCROLL_DOWN),
    (pygame.K_PAGEUP, "Page Up", Action.PAGE_UP),
    (pygame.K_PAGEDOWN, "Page Down", Action.PAGE_DOWN),
    (pygame.K_HOME, "Home", Action.HOME),
    (pygame.K_END, "End", Action.END),
    (pygame.K_BACKSPACE, "Backspace", Action.ERASE),
)
# Keys that do something else with Shift held.
SHIFTED_KEYS: tuple[tuple[int, str, Action], ...] = (
    (pygame.K_TAB, "Shift+Tab", Action.FOCUS_PREVIOUS),
)
KEYMAP: dict[int, Action] = {key: action for key, _, action in KEYS}
SHIFTED_KEYMAP: dict[int, Action] = {key: action for key, _, action in SHIFTED_KEYS}
# Keys that type a character though SDL names them apart from it (with Num Lock on).
_KEYPAD_TEXT_KEYS = frozenset(
    {
        pygame.K_KP0,
        pygame.K_KP1,
        pygame.K_KP2,
        pygame.K_KP3,
        pygame.K_KP4,
        pygame.K_KP5,
        pygame.K_KP6,
        pygame.K_KP7,
        pygame.K_KP8,
        pygame.K_KP9,
        pygame.K_KP_PERIOD,
        pygame.K_KP_DIVIDE,
        pygame.K_KP_MULTIPLY,
        pygame.K_KP_MINUS,
        pygame.K_KP_PLUS,
        pygame.K_KP_EQUALS,
    }
)


def types_text(key: int) -> bool:
    """Whether ``key`` types a character (Space aside: it presses the focused button).
    Codes past Unicode's last character type nothing: SDL's keys named by scancode (its
    mark is 1 << 30), and numbers no keyboard sends."""
    if key in _KEYPAD_TEXT_KEYS:
        return True
    return 0 <= key <= sys.maxunicode and key != pygame.K_SPACE and chr(key).isprintable()


def key_names(action: Action) -> list[str]:
    """The names of the keys that do ``action``, in the key map's order (shifted keys
    first), each once, in the language in use."""
    keys = SHIFTED_KEYS + KEYS
    return [key_name(name) for name in dict.fromkeys(n for _, n, does in keys if does is action)]
