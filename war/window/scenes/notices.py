"""The title's notices, each whole, on a page to read (scenes/reading.py): opened from the
title where one is cut short or left out, closed by Close or Esc."""

from __future__ import annotations

from collections.abc import Sequence

from war.window.drawing import palette
from war.window.drawing.rules_page import Words
from war.window.layout.rules import RULES_PARAGRAPH_GAP, RULES_TEXT_SIZE
from war.window.resources import Resources
from war.window.scenes.reading import ReadingScene
from war.words import title as words


class NoticesScene(ReadingScene):
    def __init__(self, res: Resources, notices: Sequence[str]) -> None:
        self.notices = tuple(notices)
        count = len(notices)
        blocks = [
            Words(notice, RULES_TEXT_SIZE, RULES_PARAGRAPH_GAP, color=palette.TEXT_WARNING)
            for notice in notices
        ]
        super().__init__(res, lambda: words.notices_title(count), list(blocks))
