"""Where the record's things sit on its page: the rows of words, the two charts, Reset."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from war.window.layout.frame import DESIGN, Frame
from war.window.layout.pages import PageLayout, page_layout, portrait
from war.window.layout.units import Rect

RECORD_TEXT_LEAST = 0.9  # a long row is set down to this share of its size before it is cut
# The rows of words: (how far under the page's top, size).
RECORD_SUMMARY = (92, 22)  # played, won, lost, drawn
RECORD_DETAILS = (124, 17)  # streaks and extremes
RECORD_TOTALS = (146, 17)  # battles and wars in all
RECORD_LATEST = (174, 19)  # where the round just finished falls
RECORD_EMPTY = (360, 20)  # the words for an empty record (in the page's middle in portrait)
RECORD_ROW_GAP = 2  # at least this between a row and the row above (a row may take lines)
RECORD_CHARTS_TOP = 210  # under the page's top
RECORD_CHARTS_GAP = 14  # at least this between the last row and the charts
RECORD_CHARTS_HEIGHT = 340  # in the design, side by side
RECORD_OUTCOMES_WIDTH = 360  # the design's outcomes chart, at the page's left...
RECORD_LENGTHS_AT = 430  # ...and the lengths' chart this far in from the page's left edge
RECORD_LENGTHS_WIDTH = 470
RECORD_RESET_UP = 74  # Reset's top, above the page's bottom
RECORD_RESET_SIZE = (250, 52)
RECORD_BUTTON_ROW_STEP = 68  # portrait: a row of buttons (Medals) over Reset's, this far up
RECORD_STACKED_GAP = 36  # portrait: the charts one over the other, this far apart...
RECORD_STACKED_SHARE = 0.42  # ...the outcomes taking this share of their height


@dataclass(frozen=True)
class RecordLayout:
    """The record's page in one frame: its rows, its two charts (side by side, or one over
    the other in a portrait frame), Reset."""

    page: PageLayout
    stacked: bool

    @property
    def reset(self) -> Rect:
        return (self.page.left, self.page.bottom - RECORD_RESET_UP, *RECORD_RESET_SIZE)

    def row_y(self, row: tuple[float, float], text_scale: float) -> float:
        """The top of the row designed ``row[0]`` under the page's top, moved down as far
        as larger words (``text_scale``) make the rows above it taller."""
        first = RECORD_SUMMARY[0]
        return self.page.top + first + (row[0] - first) * text_scale

    def charts(self, text_scale: float, least_top: float) -> tuple[Rect, Rect]:
        """The outcomes' chart and the lengths': under the rows of words (lowered as larger
        words make them taller, and to ``least_top`` at least), ending where they were
        designed to."""
        top = max(self.row_y((RECORD_CHARTS_TOP, 0), text_scale), least_top)
        left, width = self.page.left, self.page.text_width
        if not self.stacked:
            bottom = self.page.top + RECORD_CHARTS_TOP + RECORD_CHARTS_HEIGHT
            x = self.page.panel[0] + RECORD_LENGTHS_AT
            return (
                (left, top, RECORD_OUTCOMES_WIDTH, bottom - top),
                (x, top, RECORD_LENGTHS_WIDTH, bottom - top),
            )
        bottom = self.reset[1] - RECORD_BUTTON_ROW_STEP - RECORD_STACKED_GAP
        height = bottom - top - RECORD_STACKED_GAP
        first = height * RECORD_STACKED_SHARE
        second_top = top + first + RECORD_STACKED_GAP
        return (left, top, width, first), (left, second_top, width, bottom - second_top)

    @property
    def empty_y(self) -> float:
        if self.stacked:
            return self.page.top + self.page.panel[3] / 2
        return self.page.top + RECORD_EMPTY[0]


@cache
def record_layout(frame: Frame = DESIGN) -> RecordLayout:
    return RecordLayout(page_layout(frame), stacked=portrait(frame))


CHART_TITLE_SIZE = 20
CHART_VALUE_SIZE = 16
CHART_LABEL_SIZE = 15
CHART_LABELS_APART = 0.5  # of a label's size: the least space between two side by side
CHART_TITLE_SPACE = 34  # above the bars, for the chart's title
CHART_LEGEND_SIZE = 15
CHART_LEGEND_SPACE = 22  # under the title, for a line saying what the colours are
CHART_LABEL_SPACE = 44  # below the bars, for two lines of labels (more if they need it)
CHART_BAR_GAP = 0.3  # of each bar's slot, left empty
CHART_AXIS_WIDTH = 2
CHART_LABEL_LINE = 18  # between the two lines of a label
CHART_LABEL_GAP = 6  # from the axis down to a label
CHART_NUMBER_GAP = 4  # from the top of a bar (or its mark) up to its number
CHART_LEAST_CLEAR_PIXELS = 2  # ...and never less than this many window pixels
CHART_LEAST_BARS = 0.4  # of their room: bars made shorter than this for numbers over them
# are too short to read, and a histogram's next width of bins is tried
CHART_MARK_HEIGHT = 4  # the compared share's mark across a bar
