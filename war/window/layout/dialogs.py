"""Where the dialogs' things sit: Round over, and the question before a reset.

Each dialog is a panel of the 1280x720 design, centred; in a portrait frame it is as wide
as the frame allows (at most the design's width), its buttons one under another, and it is
centred in the frame's height (in the coordinates of pages.column_origin).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from war.window.layout.frame import DESIGN, Frame
from war.window.layout.pages import PAGE_MARGIN, portrait
from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.layout.widgets import BUTTON_HEIGHT, PANEL_INSET

DIALOG_BUTTON_GAP = 16  # between buttons one under another
DIALOG_BOTTOM = 40  # under the last button, to the panel's bottom, in a portrait frame


@dataclass(frozen=True)
class DialogLayout:
    """A dialog in one frame: its panel, how wide its words may run, its buttons, and where
    a round's story goes (Round over's, when it has one)."""

    panel: Rect
    text_width: float
    buttons: tuple[Rect, ...]
    story: Rect | None = None

    def y(self, below_top: float) -> float:
        """The height ``below_top`` under the panel's top."""
        return self.panel[1] + below_top


def _column(
    frame: Frame, width: float, text: tuple[float, float], count: int, button_width: float
) -> DialogLayout:
    """A dialog for a portrait frame: its words at its top as the design's (``text``: how
    far down they go, how far in from the sides they keep), then ``count`` buttons
    ``button_width`` wide one under another, the whole centred."""
    text_up_to, text_inset = text
    width = min(width, frame.width - 2 * PAGE_MARGIN)
    buttons_height = count * BUTTON_HEIGHT + (count - 1) * DIALOG_BUTTON_GAP
    height = text_up_to + buttons_height + DIALOG_BOTTOM
    top = (frame.height - height) / 2
    button_width = min(button_width, width - 2 * PANEL_INSET)
    left = LOGICAL_CENTRE_X - button_width / 2
    step = BUTTON_HEIGHT + DIALOG_BUTTON_GAP
    buttons = tuple(
        (left, top + text_up_to + index * step, button_width, BUTTON_HEIGHT)
        for index in range(count)
    )
    panel = (LOGICAL_CENTRE_X - width / 2, top, width, height)
    return DialogLayout(panel, width - 2 * text_inset, buttons)


# -- round over ---------------------------------------------------------------------------------

ROUND_OVER_SIZE = (800, 440)
ROUND_OVER_TOP = 140
ROUND_OVER_HEADLINE = (70, 48)  # (y below the panel's top, font size)
ROUND_OVER_REASON = (140, 26)
ROUND_OVER_TALLY = (190, 22)
ROUND_OVER_PILES = (226, 20)
ROUND_OVER_BUTTON_WIDTH = 320  # two to a row: "Same deal again" and its key in large text
ROUND_OVER_BUTTON_GAP = 16
ROUND_OVER_BUTTONS_UP = 160  # the first row's top, above the panel's bottom
ROUND_OVER_TEXT_INSET = 50  # the words keep this far in from the panel's sides
ROUND_OVER_MIN_TEXT_SIZE = 18  # a long line is set this small before it is ever cut
ROUND_OVER_BUTTONS = 4
ROUND_OVER_COLUMN_WIDTH = 440  # portrait: the buttons one under another, this wide...
ROUND_OVER_COLUMN_ROOM = 40  # ...under room for a line of words more (a long one wraps)
ROUND_OVER_COLUMN_INSET = 30  # ...and the words this far in from the panel's sides
# With the round's story: a taller, wider panel, the story between the words and the buttons.
ROUND_OVER_STORY_SIZE = (900, 684)
ROUND_OVER_STORY_TOP = 18
ROUND_OVER_STORY_FROM = 252  # the story's top, under the panel's top (under the words)
ROUND_OVER_STORY_GAP = 14  # from the story's bottom to the buttons
ROUND_OVER_STORY_INSET = 40  # the story this far in from the panel's sides
ROUND_OVER_COLUMN_STORY = (200, 420)  # portrait: the story's least and most height


@cache
def round_over_layout(frame: Frame = DESIGN, *, story: bool = False) -> DialogLayout:
    """Round over in ``frame``; ``story``: with room for the round's story."""
    width, height = ROUND_OVER_STORY_SIZE if story else ROUND_OVER_SIZE
    if portrait(frame):
        return _round_over_column(frame, story=story)
    top = ROUND_OVER_STORY_TOP if story else ROUND_OVER_TOP
    panel = (LOGICAL_CENTRE_X - width / 2, top, width, height)
    buttons = tuple(_round_over_button(panel, index) for index in range(ROUND_OVER_BUTTONS))
    room = None
    if story:
        story_top = top + ROUND_OVER_STORY_FROM
        bottom = buttons[0][1] - ROUND_OVER_STORY_GAP
        inner = width - 2 * ROUND_OVER_STORY_INSET
        room = (panel[0] + ROUND_OVER_STORY_INSET, story_top, inner, bottom - story_top)
    return DialogLayout(panel, width - 2 * ROUND_OVER_TEXT_INSET, buttons, room)


def _round_over_column(frame: Frame, *, story: bool) -> DialogLayout:
    """Round over in a portrait frame: its buttons one under another; the story, as tall
    as the frame leaves room for (within ROUND_OVER_COLUMN_STORY), over them."""
    if not story:
        words = ROUND_OVER_SIZE[1] - ROUND_OVER_BUTTONS_UP + ROUND_OVER_COLUMN_ROOM
        text = (words, ROUND_OVER_COLUMN_INSET)
        return _column(frame, ROUND_OVER_SIZE[0], text, ROUND_OVER_BUTTONS, ROUND_OVER_COLUMN_WIDTH)
    words = ROUND_OVER_STORY_FROM
    buttons = ROUND_OVER_BUTTONS * BUTTON_HEIGHT + (ROUND_OVER_BUTTONS - 1) * DIALOG_BUTTON_GAP
    least, most = ROUND_OVER_COLUMN_STORY
    spare = frame.height - 2 * PAGE_MARGIN - words - buttons - DIALOG_BOTTOM - ROUND_OVER_STORY_GAP
    tall = max(least, min(most, spare))
    laid = _column(
        frame,
        ROUND_OVER_STORY_SIZE[0],
        (words + tall + ROUND_OVER_STORY_GAP, ROUND_OVER_COLUMN_INSET),
        ROUND_OVER_BUTTONS,
        ROUND_OVER_COLUMN_WIDTH,
    )
    x, y, width, _ = laid.panel
    inset = ROUND_OVER_COLUMN_INSET
    return replace(laid, story=(x + inset, y + words, width - 2 * inset, tall))


def _round_over_button(panel: Rect, index: int) -> Rect:
    """The design's buttons two to a row, centred under its text."""
    x, y, width, height = panel
    row, column = divmod(index, 2)
    left = x + (width - 2 * ROUND_OVER_BUTTON_WIDTH - ROUND_OVER_BUTTON_GAP) / 2
    left += column * (ROUND_OVER_BUTTON_WIDTH + ROUND_OVER_BUTTON_GAP)
    top = y + height - ROUND_OVER_BUTTONS_UP + row * (BUTTON_HEIGHT + ROUND_OVER_BUTTON_GAP)
    return (left, top, ROUND_OVER_BUTTON_WIDTH, BUTTON_HEIGHT)


ROUND_OVER_PANEL: Rect = round_over_layout().panel  # the design's
ROUND_OVER_TEXT_WIDTH = round_over_layout().text_width


def round_over_button_rect(index: int) -> Rect:
    """The design's: see round_over_layout."""
    return round_over_layout().buttons[index]


# -- confirming ---------------------------------------------------------------------------------

CONFIRM_SIZE = (760, 230)
CONFIRM_TOP = 230
CONFIRM_QUESTION = (60, 24)  # (y below the panel's top, size)
CONFIRM_NOTE = (100, 18)
CONFIRM_TEXT_INSET = 30
CONFIRM_LEAST_SIZE = 16  # a long question or note is set this small before it wraps
CONFIRM_BUTTON_WIDTH = 320  # "Keep the record" and its key in large text
CONFIRM_BUTTONS_UP = 82  # the buttons' top, above the panel's bottom


@cache
def confirm_layout(frame: Frame = DESIGN) -> DialogLayout:
    """The question and its two answers: the action on the left, keeping on the right (in
    a portrait frame one under the other)."""
    width, height = CONFIRM_SIZE
    if portrait(frame):
        text = (height - CONFIRM_BUTTONS_UP, CONFIRM_TEXT_INSET)
        return _column(frame, width, text, 2, CONFIRM_BUTTON_WIDTH)
    x, y = LOGICAL_CENTRE_X - width / 2, CONFIRM_TOP
    gap = width - 2 * CONFIRM_BUTTON_WIDTH - 2 * PANEL_INSET
    buttons = tuple(
        (
            x + PANEL_INSET + index * (CONFIRM_BUTTON_WIDTH + gap),
            y + height - CONFIRM_BUTTONS_UP,
            CONFIRM_BUTTON_WIDTH,
            BUTTON_HEIGHT,
        )
        for index in range(2)
    )
    return DialogLayout((x, y, width, height), width - 2 * CONFIRM_TEXT_INSET, buttons)


CONFIRM_PANEL: Rect = confirm_layout().panel  # the design's
CONFIRM_TEXT_WIDTH = confirm_layout().text_width


def confirm_button_rect(index: int) -> Rect:
    """The design's: see confirm_layout."""
    return confirm_layout().buttons[index]
