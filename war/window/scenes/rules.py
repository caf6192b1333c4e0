"""The rules overlay: rules, a worked example and a FAQ, a page to read over the title or
the table (scenes/reading.py), closed by Close, Esc or the key that opened it. It tells the
rules new rounds are dealt under (the Settings' Table rules)."""

from __future__ import annotations

from war.window.drawing.rules_page import page_blocks
from war.window.input.actions import Action
from war.window.resources import Resources
from war.window.scenes.reading import ReadingScene
from war.words import rules as rules_words


class RulesScene(ReadingScene):
    closed_by = frozenset({Action.BACK, Action.HELP})

    def __init__(self, res: Resources) -> None:
        self.rules = res.store.settings.rules
        super().__init__(res, rules_words.title, page_blocks(self.rules))
