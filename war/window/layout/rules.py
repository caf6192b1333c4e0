"""Where the rules' page is laid out: its view, its words' sizes and gaps, the worked example."""

from __future__ import annotations

from war.window.layout.pages import PAGE, PageLayout
from war.window.layout.units import Rect

READING_VIEW_TOP = 80  # a page to read shows its words this far under the page's top...
READING_VIEW_BOTTOM = 30  # ...down to this far over its bottom
READING_SCROLLBAR_IN = 22  # the scrollbar, this far in from the page's right edge


def reading_view(page: PageLayout) -> Rect:
    """Where a page to read (the rules, the notices) shows its words."""
    height = page.panel[3] - READING_VIEW_TOP - READING_VIEW_BOTTOM
    return (page.left, page.top + READING_VIEW_TOP, page.text_width, height)


def reading_scrollbar_x(page: PageLayout) -> float:
    return page.panel[0] + page.panel[2] - READING_SCROLLBAR_IN


RULES_VIEW: Rect = reading_view(PAGE)  # the design's
RULES_SCROLLBAR_X = reading_scrollbar_x(PAGE)
RULES_HEADING_SIZE = 28
RULES_TEXT_SIZE = 21
RULES_ANSWER_SIZE = 20
RULES_PARAGRAPH_GAP = 10  # below each rule
RULES_HEADING_GAP = 12  # below a heading, and below each step of the example
RULES_SECTION_GAP = 24  # before the next heading
RULES_QUESTION_GAP = 2  # between a question and its answer
RULES_ANSWER_GAP = 14  # below an answer
RULES_MINI_CARD = (50, 70)
RULES_EXAMPLE_ROW_GAP = 16  # between the computer's and your row of mini cards
RULES_MINI_CARD_STEP = 22  # each example card this far right of the one before
RULES_EXAMPLE_LABEL_SIZE = 15
RULES_EXAMPLE_CARDS_X = 110  # after the "Computer" / "You" labels
RULES_EXAMPLE_CAPTION_X = 252
