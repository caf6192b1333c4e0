"""The inputs scenes receive: actions (what a key or button means), pointer events, text.

Nothing here reads pygame: scenes and the words about the game name actions, never keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto


class Action(Enum):
    TURN = auto()
    PLAY_TEN = auto()
    PLAY_TO_END = auto()  # battles until the round ends (the same button then reads Stop)
    REPLAY_BATTLE = auto()  # the last battle shown again
    LOG = auto()  # the battle log shown or hidden
    NEW_ROUND = auto()
    SAME_DEAL = auto()  # round over's: the deal just played, again from its first battle
    RESUME_ROUND = auto()  # the title's: carry on the saved round (Space and Enter do it)
    DAILY = auto()  # the title's: the deal of the day (D, which chooses a deal elsewhere)
    DAILY_INSTEAD = auto()  # --daily's question's yes: today's deal over the round in progress
    RECORD = auto()
    RESET = auto()  # the record's: ask to wipe it
    LAST_ROUND = auto()  # the record's: the last round's story, on a page of its own
    MEDALS = auto()  # the record's: its page of medals
    CONFIRM = auto()  # a confirming dialog's yes
    SETTINGS = auto()  # open the settings (or close them)
    CHANGE_SETTING = auto()  # a Settings row: which setting, its button's value says
    TABLE_RULES = auto()  # the Settings': open the Table rules
    HELP = auto()
    READ_NOTICES = auto()  # the title's: its notices, whole, on a page of their own
    BACK = auto()
    SCROLL_UP = auto()
    SCROLL_DOWN = auto()
    PAGE_UP = auto()
    PAGE_DOWN = auto()
    HOME = auto()
    END = auto()
    FOCUS_NEXT = auto()  # Tab (the arrow keys move the focus too where nothing takes them)
    FOCUS_PREVIOUS = auto()  # Shift-Tab
    # The arrow keys across: a focused control of a value (a slider, a switch, a choice)
    # moves it that way; elsewhere the focus moves on (Right) or back (Left).
    LEFT = auto()
    RIGHT = auto()
    CHOOSE_DEAL = auto()  # the table's: type a deal's number to play it
    COPY = auto()  # the table's: the deal's command copied, to play it again later
    MENU = auto()  # the table's: where room is short, New round, Settings and Title in a list
    ERASE = auto()  # a typed field's last character off
    SPEAK_STATE = auto()  # the state of things said aloud, on demand (with speech on)
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


# Where a press ends that ended off the window (or was cut short): past every edge, and
# still past them wherever a scene is placed.
NOWHERE = float("-inf")


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
