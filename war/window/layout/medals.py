"""Where the page of medals puts things: how many are earned, the daily streak, then every
medal in a grid (two columns on a wide page, one on a portrait one), each with its disc."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from war.window.layout.frame import DESIGN, Frame
from war.window.layout.pages import PageLayout, page_layout, portrait
from war.window.layout.record import RECORD_BUTTON_ROW_STEP, RecordLayout
from war.window.layout.units import Rect

# The rows of words at the page's head: (how far under the page's top, size).
MEDALS_COUNT = (92, 20)  # how many medals are earned
MEDALS_STREAK = (122, 17)  # the daily streak, now and at best
MEDALS_GRID_TOP = 152  # the grid, this far under the page's top...
MEDALS_GRID_BOTTOM = 16  # ...down to this far above its bottom
MEDALS_COLUMN_GAP = 24  # between the two columns
MEDAL_NAME_SIZE = 18  # a medal's name
MEDAL_NOTE_SIZE = 15  # under it: the day it was earned, or how to earn it
MEDAL_NOTE_LEAST = 0.85  # of its size: a long note is set this small, then on two lines
MEDAL_DISC_RADIUS = 15  # the medal's disc, at the cell's left...
MEDAL_DISC_RIM = 3  # ...its rim (a disc not earned is only its rim)
MEDAL_TEXT_AT = 40  # the words, this far in from the cell's left
MEDAL_LINE_GAP = 1  # between the name and the note under it


@dataclass(frozen=True)
class MedalsLayout:
    """The page of medals in one frame."""

    page: PageLayout
    columns: int

    def row_y(self, row: tuple[float, float], text_scale: float) -> float:
        """The top of a row of words at the page's head, lower as larger words make the
        rows above it taller."""
        first = MEDALS_COUNT[0]
        return self.page.top + first + (row[0] - first) * text_scale

    def cells(self, count: int, text_scale: float) -> list[Rect]:
        """Where each of ``count`` medals lies, in their order down the (first) column, then
        down the second, the grid as low as the rows of words above it reach."""
        top = self.row_y((MEDALS_GRID_TOP, 0), text_scale)
        bottom = self.page.bottom - MEDALS_GRID_BOTTOM
        rows = max(1, math.ceil(count / self.columns))
        height = (bottom - top) / rows
        gaps = (self.columns - 1) * MEDALS_COLUMN_GAP
        width = (self.page.text_width - gaps) / self.columns
        cells = []
        for index in range(count):
            column, row = divmod(index, rows)
            x = self.page.left + column * (width + MEDALS_COLUMN_GAP)
            cells.append((x, top + row * height, width, height))
        return cells


MEDALS_BUTTON_SIZE = (230, 52)  # the Record's button to this page: Reset's height...


def medals_button(record: RecordLayout) -> Rect:
    """...on Reset's line at the page's right; on a portrait page (too narrow for three
    buttons in a row) over Reset, where the charts end above it (RecordLayout.charts)."""
    width, height = MEDALS_BUTTON_SIZE
    page = record.page
    if record.stacked:
        return (page.left, record.reset[1] - RECORD_BUTTON_ROW_STEP, width, height)
    return (page.left + page.text_width - width, record.reset[1], width, height)


@cache
def medals_layout(frame: Frame = DESIGN) -> MedalsLayout:
    return MedalsLayout(page_layout(frame), columns=1 if portrait(frame) else 2)
