"""The one place that reads pygame events: keys, mouse, touch and window events become actions.

Scenes never see raw events, nor the window's own actions (the app handles those).
While a scene takes typed text (``typing``), what a key types arrives as ``Typed`` and the
key's own shortcut is dropped, so typing "m" or "-" in a field neither mutes nor turns
the sound down; Space, Enter, Esc, Tab, Backspace and the F keys still do their part.
Positions arrive in logical pixels, mapped back through the same letterbox that drawing
uses, so a button is hit where it is drawn at every window size.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from enum import Enum, auto

import pygame

from war.window.layout import Letterbox


class Action(Enum):
    TURN = auto()
    PLAY_TEN = auto()
    PLAY_TO_END = auto()  # battles until the round ends (the same button then reads Stop)
    REPLAY_BATTLE = auto()  # the last battle shown again
    LOG = auto()  # the battle log shown or hidden
    NEW_ROUND = auto()
    SAME_DEAL = auto()  # round over's: the deal just played, again from its first battle
    RESUME_ROUND = auto()  # the title's: carry on the saved round (Space and Enter do it)
    RECORD = auto()
    RESET = auto()  # the record's: ask to wipe it
    CONFIRM = auto()  # a confirming dialog's yes
    SETTINGS = auto()  # open the settings (or close them)
    CHANGE_SETTING = auto()  # a Settings row: which setting, its button's value says
    HELP = auto()
    BACK = auto()
    SCROLL_UP = auto()
    SCROLL_DOWN = auto()
    PAGE_UP = auto()
    PAGE_DOWN = auto()
    HOME = auto()
    END = auto()
    FOCUS_NEXT = auto()  # Tab, and the arrow keys where nothing scrolls
    FOCUS_PREVIOUS = auto()  # Shift-Tab
    CHOOSE_DEAL = auto()  # the table's: type a deal's number to play it
    ERASE = auto()  # a typed field's last character off
    KEYPAD = auto()  # an on-screen keypad's key: what it types (or erases), its value says
    # Window-level: the app handles these, scenes never receive them.
    FULLSCREEN = auto()
    MUTE = auto()  # sound off or on again, from anywhere
    VOLUME_DOWN = auto()  # a step quieter, from anywhere
    VOLUME_UP = auto()
    QUIT = auto()
    PAUSE = auto()
    RESUME = auto()
    RESIZED = auto()
    EXPOSED = auto()  # the window needs its picture again


WINDOW_ACTIONS = frozenset(
    {
        Action.FULLSCREEN,
        Action.MUTE,
        Action.VOLUME_DOWN,
        Action.VOLUME_UP,
        Action.QUIT,
        Action.PAUSE,
        Action.RESUME,
        Action.RESIZED,
        Action.EXPOSED,
    }
)


@dataclass(frozen=True)
class PointerDown:
    x: float
    y: float


@dataclass(frozen=True)
class PointerMove:
    x: float
    y: float
    held: bool  # a button or finger is down: a drag


@dataclass(frozen=True)
class PointerUp:
    x: float
    y: float
    touch: bool = False  # a lifted finger leaves nothing hovering, unlike a mouse


@dataclass(frozen=True)
class Scroll:
    """Wheel movement in lines; positive scrolls the content up (towards its start)."""

    lines: float


@dataclass(frozen=True)
class Typed:
    """Text typed (a key's character, or text pasted) while a scene takes text."""

    text: str


@dataclass(frozen=True)
class DealChosen:
    """The deal dialog's answer: play deal ``seed`` (as ``--seed`` would) from its start."""

    seed: int


Input = Action | PointerDown | PointerMove | PointerUp | Scroll | Typed | DealChosen

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
    (pygame.K_RIGHT, "Right", Action.FOCUS_NEXT),
    (pygame.K_LEFT, "Left", Action.FOCUS_PREVIOUS),
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
_PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_GUI  # Ctrl+V, or Cmd+V on a Mac


def types_text(key: int) -> bool:
    """Whether ``key`` types a character (Space aside: it presses the focused button).
    Codes past Unicode's last character type nothing: SDL's keys named by scancode (its
    mark is 1 << 30), and numbers no keyboard sends."""
    if key in _KEYPAD_TEXT_KEYS:
        return True
    return 0 <= key <= sys.maxunicode and key != pygame.K_SPACE and chr(key).isprintable()


def key_names(action: Action) -> list[str]:
    """The names of the keys that do ``action``, in the key map's order (shifted keys
    first), each once."""
    keys = SHIFTED_KEYS + KEYS
    return list(dict.fromkeys(name for _, name, does in keys if does is action))


_PAUSING = {pygame.WINDOWMINIMIZED, pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN}
_RESUMING = {pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWSHOWN}


class InputMapper:
    """Turns pygame events into inputs for the current window size.

    Touch is read from FINGER events only; the mouse events SDL synthesises from a touch
    carry ``event.touch`` and are dropped, so a tap fires exactly once.
    """

    def __init__(self, window_size: tuple[int, int]) -> None:
        self.letterbox = Letterbox(window_size)
        self._finger: int | None = None  # the one finger we follow; others are ignored
        self._mouse_held = False
        self.typing = False  # whether a scene takes typed text now (see set_typing)

    def set_typing(self, on: bool) -> None:
        """Start or stop reading typed text: SDL sends it (and opens an on-screen keyboard
        or an input method where the system has one) only while a scene takes text."""
        if on:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
        self.typing = on

    def resize(self, window_size: tuple[int, int]) -> None:
        self.letterbox = Letterbox(window_size)

    def poll(self) -> list[Input]:
        """Everything that happened since the last poll, as inputs, in order."""
        return [each for event in pygame.event.get() for each in self.translate(event)]

    def pointer_now(self) -> PointerMove | None:
        """Where the mouse is now (for hover after a scene change); None if not over us."""
        if not pygame.mouse.get_focused():
            return None
        point = self.letterbox.pixel_to_logical(*pygame.mouse.get_pos())
        return None if point is None else PointerMove(*point, held=self._mouse_held)

    def translate(self, event: pygame.event.Event) -> list[Input]:
        kind = event.type
        if kind == pygame.QUIT or kind == pygame.WINDOWCLOSE:
            return [Action.QUIT]
        if kind == pygame.KEYDOWN:
            return self._key(event.key, getattr(event, "mod", 0))
        if kind == pygame.TEXTINPUT:
            # Spaces alone are no text: Space presses a button (which may close the field).
            return [Typed(event.text)] if self.typing and event.text.strip() else []
        if kind in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            # Map the rest of this batch of events with the new size straight away.
            self.resize((event.x, event.y))
            return [Action.RESIZED]
        if kind == pygame.WINDOWEXPOSED:
            return [Action.EXPOSED]
        if kind in _PAUSING:
            return [*self._let_go(), Action.PAUSE]
        if kind in _RESUMING:
            return [Action.RESUME]
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []
            return self._mouse(event)
        if kind == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return []
            return [Scroll(event.precise_y)] if event.precise_y else []
        if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return self._finger_event(event)
        return []

    def _let_go(self) -> list[Input]:
        """Focus gone with a finger or button down: its lift may never come (and a finger
        followed forever would leave touch dead), so the press ends now, off every button."""
        touch = self._finger is not None
        held = touch or self._mouse_held
        self._finger = None
        self._mouse_held = False
        return [PointerUp(-1.0, -1.0, touch=touch)] if held else []

    def _key(self, key: int, mod: int) -> list[Input]:
        if self.typing and types_text(key):
            # Its character comes as a TEXTINPUT event; its shortcut would act behind the
            # field's back. Ctrl+V (Cmd+V) types what the clipboard holds.
            if key == pygame.K_v and mod & _PASTE_MODS:
                pasted = _clipboard_text()
                return [Typed(pasted)] if pasted else []
            return []
        action = KEYMAP.get(key)
        if mod & pygame.KMOD_SHIFT:
            action = SHIFTED_KEYMAP.get(key, action)
        return [action] if action else []

    def _mouse(self, event: pygame.event.Event) -> list[Input]:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != pygame.BUTTON_LEFT:
            return []
        if event.type == pygame.MOUSEBUTTONUP and event.button != pygame.BUTTON_LEFT:
            return []
        point = self.letterbox.pixel_to_logical(*event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if point is None:
                return []
            self._mouse_held = True
            return [PointerDown(*point)]
        if event.type == pygame.MOUSEBUTTONUP:
            was_held, self._mouse_held = self._mouse_held, False
            if point is None:
                # Released on the bars: still end the press so no button stays stuck down.
                return [PointerUp(-1.0, -1.0)] if was_held else []
            return [PointerUp(*point)]
        if point is None:
            return []
        return [PointerMove(*point, held=self._mouse_held)]

    def _finger_event(self, event: pygame.event.Event) -> list[Input]:
        width, height = self.letterbox.window_size
        point = self.letterbox.to_logical(event.x * width, event.y * height)
        if event.type == pygame.FINGERDOWN:
            if self._finger is not None or point is None:
                return []
            self._finger = event.finger_id
            return [PointerDown(*point)]
        if event.finger_id != self._finger:
            return []
        if event.type == pygame.FINGERUP:
            self._finger = None
            return [PointerUp(*point, touch=True) if point else PointerUp(-1.0, -1.0, touch=True)]
        return [PointerMove(*point, held=True)] if point else []


def _clipboard_text() -> str:
    """What the clipboard holds as text; nothing where there is no clipboard to read."""
    try:
        return pygame.scrap.get_text()
    except pygame.error:
        return ""
