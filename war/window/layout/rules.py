"""Where the rules' page is laid out: its view, its words' sizes and gaps, the worked example."""

from __future__ import annotations

from war.window.layout.pages import PAGE_LEFT, PAGE_PANEL
from war.window.layout.units import Rect

RULES_VIEW: Rect = (PAGE_LEFT, PAGE_PANEL[1] + 80, 860, 530)
RULES_SCROLLBAR_X = PAGE_PANEL[0] + PAGE_PANEL[2] - 22
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
