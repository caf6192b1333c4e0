"""What the table can show beside the game: the battle log, or the rules.

A side panel lies over the button column, so the piles and the cards in play stay in view
(and Turn cards still works). Each panel scrolls its content with a Scroller; the table
owns the panel, hands it scrolling input, and draws it over itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from war.window import rules_text
from war.window.battle_log import BattleLog
from war.window.drawing import palette
from war.window.drawing.screen import Look, Screen
from war.window.drawing.widgets import draw_panel, draw_scrollbar
from war.window.input import Action, Input
from war.window.layout import (
    LOG_INDENT,
    LOG_ROW,
    LOG_TEXT_SIZE,
    SIDE_PANEL,
    SIDE_SCROLLBAR_X,
    SIDE_TITLE_AT,
    SIDE_TITLE_SIZE,
    SIDE_VIEW,
)
from war.window.resources import Resources
from war.window.rules_page import Page, page_blocks
from war.window.scrolling import Scroller

LOG_TITLE = "Battle log"
NO_BATTLES = "No battle yet: turn cards to play the first."


class SidePanel:
    """A titled panel with a scrolled view; subclasses say what the view holds."""

    title = ""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.scroller = Scroller(SIDE_VIEW, lambda: res.store.settings.reduced_motion)

    def act(self, action: Action) -> bool:
        """The scrolling keys; True if ``action`` was one."""
        return self.scroller.act(action)

    def point(self, event: Input) -> bool:
        """The wheel, and a drag or flick in the view; True if ``event`` was one."""
        return self.scroller.point(event)

    def update(self, dt: float) -> None:
        self.scroller.update(dt)

    def draw(self, screen: Screen) -> None:
        draw_panel(screen, SIDE_PANEL)
        screen.text(self.title, SIDE_TITLE_SIZE, SIDE_TITLE_AT, bold=True, color=palette.GOLD)
        self.draw_view(screen)
        draw_scrollbar(screen, self.scroller, SIDE_SCROLLBAR_X)

    def draw_view(self, screen: Screen) -> None:
        raise NotImplementedError


class RulesPanel(SidePanel):
    """The rules, the worked example and the questions, set to the panel's width."""

    title = rules_text.TITLE

    def __init__(self, res: Resources) -> None:
        super().__init__(res)
        self.blocks = page_blocks()
        self._heights: dict[float, int] = {}  # the page's length at each text scale
        self._page: tuple[tuple[tuple[int, int], float], Page] | None = None
        self.scroller.content_height = self.page_height

    @property
    def page_height(self) -> int:
        """The page's length in logical pixels, at the text size the settings ask for."""
        text_scale = Look.of(self.res.store.settings).text_scale
        if text_scale not in self._heights:
            page = Page(self.blocks, self.res.fonts, 1.0, text_scale=text_scale, width=SIDE_VIEW[2])
            self._heights[text_scale] = page.height
        return self._heights[text_scale]

    def act(self, action: Action) -> bool:
        self.scroller.content_height = self.page_height
        return super().act(action)

    def point(self, event: Input) -> bool:
        self.scroller.content_height = self.page_height
        return super().point(event)

    def draw_view(self, screen: Screen) -> None:
        page = self.page_for(screen)
        view = screen.rect(SIDE_VIEW)
        self.scroller.content_height = self.page_height
        first_row = self.scroller.first_row(page.height, view.height)
        screen.text_drawn += page.draw(screen.target, view, first_row)

    def page_for(self, screen: Screen) -> Page:
        key = (screen.size, screen.look.text_scale)
        if self._page is None or self._page[0] != key:
            view = screen.rect(SIDE_VIEW)
            page = Page(
                self.blocks,
                self.res.fonts,
                screen.scale,
                screen.cards,
                view.w * view.h,
                screen.look.text_scale,
                width=SIDE_VIEW[2],
            )
            self._page = (key, page)
        return self._page[1]


@dataclass
class _Rows:
    """A log's lines broken into rows for one window size and text size."""

    key: tuple[tuple[int, int], float]
    log: BattleLog
    rows: list[tuple[str, int]] = field(default_factory=list)  # (words, line index)
    lines_done: list[int] = field(default_factory=list)  # the lines already in ``rows``


class LogPanel(SidePanel):
    """The round's battles in words, one line each, newest at the bottom. It follows new
    battles unless the player has scrolled up from the bottom; scrolled back down to it,
    it follows again."""

    title = LOG_TITLE

    def __init__(self, res: Resources, log: BattleLog) -> None:
        super().__init__(res)
        self._log = log
        self.follow = True
        self._rows: _Rows | None = None

    @property
    def log(self) -> BattleLog:
        return self._log

    @log.setter
    def log(self, log: BattleLog) -> None:
        """Another log (a new round's) is shown from its start and followed, wherever the
        last one was scrolled to."""
        if log is not self._log:
            self._log = log
            self.follow = True
            self.scroller.release()
            self.scroller.offset = 0.0

    def act(self, action: Action) -> bool:
        used = super().act(action)
        if used:
            self.follow = self.scroller.at_end
        return used

    def point(self, event: Input) -> bool:
        used = super().point(event)
        if used:
            self.follow = self.scroller.at_end
        return used

    def draw_view(self, screen: Screen) -> None:
        rows = self.rows(screen)
        row = LOG_ROW * screen.look.text_scale
        self.scroller.content_height = len(rows) * row
        if self.follow and not self.scroller.dragging:
            self.scroller.to_end()
        x, top, _, height = SIDE_VIEW
        first = int(self.scroller.offset // row)
        shift = self.scroller.offset - first * row
        newest = len(self.log) - 1
        visible = int(height // row)
        for index in range(first, min(len(rows), first + visible + 1)):
            y = top + (index - first) * row - shift
            if y < top - 0.5 or y + row > top + height + 0.5:
                continue  # cut by the view's edge: left out, as the rules page does
            words, line = rows[index]
            indent = 0 if index == 0 or rows[index - 1][1] != line else LOG_INDENT
            colour = palette.TEXT if line == newest else palette.TEXT_DIM
            if line == newest and words.startswith("Round over"):
                colour = palette.GOLD
            screen.text(
                words,
                LOG_TEXT_SIZE,
                (x + indent, y + row / 2),
                anchor="midleft",
                color=colour,
                shadow=False,
                suited=True,
            )

    def rows(self, screen: Screen) -> list[tuple[str, int]]:
        """Each line of the log in one row, or in two where it is too long for one (the
        second indented), as wide as the view is at this screen's size and text size. Made
        afresh for a new size or a new log; new lines are added to those already broken."""
        if not self.log.lines:
            return [(words, 0) for words in _broken(screen, NO_BATTLES)]
        key = (screen.size, screen.look.text_scale)
        made = self._rows
        if made is None or made.key != key or made.log is not self.log:
            made = self._rows = _Rows(key, self.log)
        for index in range(len(made.lines_done), len(self.log.lines)):
            made.rows += [(words, index) for words in _broken(screen, self.log.lines[index])]
            made.lines_done.append(index)
        return made.rows


def _broken(screen: Screen, line: str) -> list[str]:
    """``line`` in as many rows as it needs to fit the view, the rest indented: broken
    before its dash if that is enough (the result goes on the second row), else between
    words."""
    width = SIDE_VIEW[2]
    if screen.text_width(line, LOG_TEXT_SIZE) <= width:
        return [line]
    head, dash, tail = line.partition(" — ")
    rest = dash.strip() + " " + tail
    if dash and max(_width(screen, head), _width(screen, rest) + LOG_INDENT) <= width:
        return [head, rest]
    rows: list[str] = []
    current = ""
    for word in line.split(" "):
        trial = word if not current else f"{current} {word}"
        room = width - (LOG_INDENT if rows else 0)
        if current and _width(screen, trial) > room:
            rows.append(current)
            current = word
        else:
            current = trial
    rows.append(current)
    return rows


def _width(screen: Screen, words: str) -> float:
    return screen.text_width(words, LOG_TEXT_SIZE)
