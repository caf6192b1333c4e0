"""Where the story of a round sits: its chart of your card count, its marks, its words.

The story fills an area (Round over's, the Record's): its title at the top, the turning
point in words at the bottom, the chart between them taking what room the words leave.
"""

from __future__ import annotations

from dataclasses import dataclass

from war.window.layout.units import Rect

STORY_TITLE_SIZE = 17  # the chart's title, bold
STORY_LABEL_SIZE = 14  # the counts beside the chart and the battles under it
STORY_SENTENCE_SIZE = 19  # the turning point in words
STORY_SENTENCE_LEAST = 16  # a long sentence is set this small before it takes two lines
STORY_TITLE_GAP = 6  # from the title down to the chart
STORY_LABEL_GAP = 4  # from the chart's axis down to the battles' numbers
STORY_SENTENCE_GAP = 8  # from the battles' numbers down to the sentence
STORY_GUTTER_GAP = 6  # from the counts (52, 26, 0) to the chart
STORY_LEAST_CHART = 36  # the chart is never made shorter than this
STORY_LINE_WIDTH = 2  # your count's line (high contrast: one more)
STORY_DOT_RADIUS = 3.5  # a war's dot, and this more for each war deeper
STORY_DOT_DEEPER = 2
STORY_MARK_WIDTH = 2  # the turning point's line across the chart
STORY_APART = 10  # the least room between the numbers and the mark's words under the chart


@dataclass(frozen=True)
class StoryLayout:
    """A story laid out in its area: the title's top, the chart (its counts to the left
    of it), the battles' numbers' top, the sentence's lines' top."""

    title_top: float
    chart: Rect
    labels_top: float
    sentence_top: float


def story_layout(
    area: Rect,
    *,
    title_height: float,
    gutter: float,
    label_height: float,
    sentence_height: float,
) -> StoryLayout:
    """The story in ``area``, with words as tall as given (logical pixels): ``gutter`` is
    the room the counts take left of the chart. A chart left shorter than
    STORY_LEAST_CHART takes that much, the words under it moved down."""
    x, y, width, height = area
    chart_top = y + title_height + STORY_TITLE_GAP + label_height / 2  # 52 stands on its top
    below = STORY_LABEL_GAP + label_height + STORY_SENTENCE_GAP + sentence_height
    chart_bottom = max(y + height - below, chart_top + STORY_LEAST_CHART)
    left = x + gutter + STORY_GUTTER_GAP
    chart = (left, chart_top, x + width - left, chart_bottom - chart_top)
    labels_top = chart_bottom + STORY_LABEL_GAP
    return StoryLayout(y, chart, labels_top, labels_top + label_height + STORY_SENTENCE_GAP)


# -- the last round's page, opened from the Record ----------------------------------------------

LAST_ROUND_BUTTON_WIDTH = 340  # beside Reset on the Record's page
LAST_ROUND_BUTTON_GAP = 16
LAST_ROUND_ROWS_TOP = 96  # the round's rows of words, under the page's top
LAST_ROUND_HEADLINE = 26  # the size of the round's ending ("You win! You took all 52 cards.")
LAST_ROUND_ROW = 19  # the size of its deal and its battles and wars
LAST_ROUND_ROW_GAP = 6  # between the rows
LAST_ROUND_STORY_GAP = 24  # from the last row to the story
LAST_ROUND_BOTTOM = 36  # under the story, to the page's bottom (at least)
LAST_ROUND_STORY_MOST = 460  # the story is never taller (a portrait page has room to spare)


def last_round_button(reset: Rect) -> Rect:
    """The Record's button to the last round's story: beside Reset, as tall."""
    x, y, width, height = reset
    return (x + width + LAST_ROUND_BUTTON_GAP, y, LAST_ROUND_BUTTON_WIDTH, height)
