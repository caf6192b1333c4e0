"""Where the record's things sit on its page: the rows of words, the two charts, Reset."""

from __future__ import annotations

from war.window.layout.pages import PAGE_LEFT, PAGE_PANEL, PAGE_TEXT_WIDTH
from war.window.layout.units import Rect

RECORD_RESET: Rect = (PAGE_LEFT, PAGE_PANEL[1] + PAGE_PANEL[3] - 74, 250, 52)
RECORD_TEXT_WIDTH = PAGE_TEXT_WIDTH
RECORD_TEXT_LEAST = 0.9  # a long row is set down to this share of its size before it is cut
RECORD_SUMMARY = (PAGE_PANEL[1] + 92, 22)  # (y, size): played, won, lost, drawn
RECORD_DETAILS = (PAGE_PANEL[1] + 124, 17)  # streaks and extremes
RECORD_TOTALS = (PAGE_PANEL[1] + 146, 17)  # battles and wars in all
RECORD_LATEST = (PAGE_PANEL[1] + 174, 19)  # where the round just finished falls
RECORD_ROW_GAP = 2  # at least this between a row and the row above (a row may take lines)
RECORD_CHARTS_TOP = PAGE_PANEL[1] + 210
RECORD_CHARTS_GAP = 14  # at least this between the last row and the charts
RECORD_OUTCOMES: Rect = (PAGE_LEFT, RECORD_CHARTS_TOP, 360, 340)
RECORD_LENGTHS: Rect = (PAGE_PANEL[0] + 430, RECORD_CHARTS_TOP, 470, 340)
RECORD_EMPTY = (PAGE_PANEL[1] + 360, 20)  # (y, size): the words for an empty record

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


def record_row_y(y: float, text_scale: float) -> float:
    """The top of the record's row of words designed at ``y``, moved down as far as larger
    words (``text_scale``) make the rows above it taller."""
    first = RECORD_SUMMARY[0]
    return first + (y - first) * text_scale


def record_chart_rect(area: Rect, text_scale: float, least_top: float = 0.0) -> Rect:
    """A chart's area under the record's rows of words: lowered as they grow (and to
    ``least_top`` at least, where they end), and shorter by as much, so it ends where it
    was designed to."""
    x, y, width, height = area
    top = max(record_row_y(y, text_scale), least_top)
    return (x, top, width, height - (top - y))
