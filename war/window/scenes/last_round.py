"""The last round's story, on a page opened from the Record: how it ended, its deal, and the
chart of your card count over its battles with its turning point (war/drawing/story.py).

The round is the Record's last listed one, played again from its deal number and rules; a
round with no deal number has no story to tell, and says so.
"""

from __future__ import annotations

from war.core.events import Winner
from war.session.daily import day_of
from war.session.story import Story, tell
from war.store.record import Finished
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.story import draw_story
from war.window.drawing.widgets import (
    draw_centred_lines,
    draw_controls,
    draw_page_title,
    draw_panel,
)
from war.window.input.actions import Action
from war.window.layout.frame import Frame
from war.window.layout.pages import PAGE_VEIL_OPACITY, column_origin, page_layout, portrait
from war.window.layout.record import RECORD_TEXT_LEAST
from war.window.layout.story import (
    LAST_ROUND_BOTTOM,
    LAST_ROUND_HEADLINE,
    LAST_ROUND_ROW,
    LAST_ROUND_ROW_GAP,
    LAST_ROUND_ROWS_TOP,
    LAST_ROUND_STORY_GAP,
    LAST_ROUND_STORY_MOST,
)
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Button, Controls
from war.words import endings, speech
from war.words import story as words
from war.words import table as table_words


def last_story(last: Finished | None) -> Story | None:
    """The story of ``last`` (the Record's last round), if it has a deal number."""
    if last is None or last.seed is None:
        return None
    return tell(last.seed, last.rules)


class LastRoundScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources, last: Finished | None) -> None:
        """``last``: the Record's last round (None: no round finished yet)."""
        self.page = page_layout()
        super().__init__(
            Controls([Button(Action.BACK, self.page.close, label=table_words.close())])
        )
        self.res = res
        self.last = last
        self.story = last_story(last)  # played again once, not every frame

    def fit(self, frame: Frame) -> None:
        super().fit(frame)
        self.page = page_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        (close,) = self.controls.buttons
        close.rect = self.page.close

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.BACK | Action.RECORD:
                return Pop()
        return None

    def opening_words(self) -> list[str]:
        """The page as it reads: its title, its rows, and the round's turning point."""
        told = [said for said, _, _, _ in self._rows_shown(said=True)]
        if self.story is not None:
            told.append(words.turning_point(self.story))
        return [words.last_round(), *told]

    def _rows_shown(self, *, said: bool = False) -> list[tuple[str, float, palette.Color, bool]]:
        """The rows of words under the title: (words, size, colour, bold); ``said``: as
        read aloud, the deal with no "#" (the deal of the day by its date)."""
        last = self.last
        if last is None:
            return [(words.no_round_yet(), LAST_ROUND_ROW, palette.TEXT_DIM, False)]
        ending = endings.said(endings.REASONS, (last.winner, last.reason), last.battles)
        headline = endings.HEADLINES[last.winner]()
        colour = palette.GOLD if last.winner is Winner.PLAYER else palette.TEXT
        tally = table_words.round_tally(last.battles, last.wars)
        rows: list[tuple[str, float, palette.Color, bool]] = [
            (headline, LAST_ROUND_HEADLINE, colour, True),
            (ending, LAST_ROUND_ROW, palette.TEXT, False),
            (tally, LAST_ROUND_ROW, palette.TEXT_DIM, False),
        ]
        if last.seed is not None:
            deal = table_words.deal_name(last.seed)
            if said:
                deal = speech.deal_name(last.seed, day_of(last.seed) if last.daily else None)
            rows.insert(2, (deal, LAST_ROUND_ROW, palette.TEXT_DIM, False))
        if self.story is None:
            rows.append((words.no_story(), LAST_ROUND_ROW, palette.TEXT_DIM, False))
        return rows

    def draw(self, screen: Screen, alpha: float) -> None:
        page = self.page
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, page.panel)
        draw_page_title(screen, words.last_round(), at=page.title_at, width=page.title_width)
        end = self._rows(screen, self._rows_shown())
        if self.story is not None:
            top = end + LAST_ROUND_STORY_GAP
            height = min(LAST_ROUND_STORY_MOST, page.bottom - LAST_ROUND_BOTTOM - top)
            area = (page.left, top, page.text_width, height)
            draw_story(screen, area, self.story, words.chart_title())
        draw_controls(screen, self.controls)

    def _rows(self, screen: Screen, rows: list[tuple[str, float, palette.Color, bool]]) -> float:
        """The rows of words centred one under another from the top; where they end."""
        page = self.page
        top = page.top + LAST_ROUND_ROWS_TOP
        end: float | None = None
        for said, size, colour, bold in rows:
            step = screen.fonts.get(screen.text_pixels(size), bold).get_height() / screen.scale
            middle = top + step / 2 if end is None else end + LAST_ROUND_ROW_GAP + step / 2
            end = draw_centred_lines(
                screen,
                [(said, middle, size, colour, bold)],
                page.centre_x,
                page.text_width,
                size * RECORD_TEXT_LEAST,
            )
        return end if end is not None else top
