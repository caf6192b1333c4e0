"""What the table can show beside the game, the battle log or the rules: each scrolled.

A side panel lies over the button column (or, in a portrait window, the lower part of the
table), so the piles and the cards in play stay in view (and Turn cards still works). Each
panel scrolls its content with a Scroller; the table owns the panel and hands it scrolling
input, and war/window/drawing/panels.py draws it. With speech on, each panel is read aloud
line by line with Up and Down (its ``reader``): the log from its newest battle back,
worded for speech (war/words/spoken_log.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from war.core.rules import Rules
from war.session.log import BattleLog
from war.window.drawing.rules_page import Page, block_lines, page_blocks
from war.window.drawing.screen import Look, Screen
from war.window.input.actions import Action, Input
from war.window.layout.frame import DESIGN
from war.window.layout.side import (
    LOG_INDENT,
    LOG_ROW,
    LOG_TEXT_SIZE,
    VIEW_WIDTH,
    SideLayout,
    side_layout,
)
from war.window.layout.units import text_pixels
from war.window.resources import Resources
from war.window.speech.reader import Reader
from war.window.ui.scrolling import Scroller
from war.words import rules as rules_words
from war.words import table as table_words


class SidePanel:
    """A titled panel with a scrolled view; subclasses say what the view holds."""

    def title(self) -> str:
        """The panel's title, above its view."""
        raise NotImplementedError

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.layout = side_layout(DESIGN)
        self.scroller = Scroller(self.layout.view, lambda: res.store.settings.reduced_motion)
        self.reader = Reader(self.lines, from_end=self.reads_from_end)  # Up and Down, aloud

    reads_from_end = False  # whether the first key read reaches the last line

    def lines(self) -> list[str]:
        """What the panel holds, as lines to read aloud one by one."""
        raise NotImplementedError

    def fit(self, layout: SideLayout) -> None:
        """The panel lies where ``layout`` puts it (the window changed shape)."""
        self.layout = layout
        self.scroller.view = layout.view
        self.scroller.offset = min(self.scroller.offset, self.scroller.max_offset)

    def act(self, action: Action) -> bool:
        """The scrolling keys; True if ``action`` was one."""
        return self.scroller.act(action)

    def point(self, event: Input) -> bool:
        """The wheel, and a drag or flick in the view; True if ``event`` was one."""
        return self.scroller.point(event)

    def update(self, dt: float) -> None:
        self.scroller.update(dt)
        self.refresh()

    def refresh(self) -> None:
        """Take in what has changed since (the log's new lines): called each frame, and as
        the panel opens."""

    def words_changed(self) -> None:
        """Another language is in use: what the panel keeps set in words is set again."""


class RulesPanel(SidePanel):
    """The rules, the worked example and the questions, set to the panel's width, as the
    rules in force have them (``rules()``: the round's on the table)."""

    def title(self) -> str:
        return rules_words.title()

    def __init__(self, res: Resources, rules: Callable[[], Rules] | None = None) -> None:
        super().__init__(res)
        self.rules_in_force = rules or (lambda: res.store.settings.rules)
        self.rules = self.rules_in_force()
        self.blocks = page_blocks(self.rules)
        self._heights: dict[float, int] = {}  # the page's length at each text scale
        self._page: tuple[tuple[tuple[int, int], float], Page] | None = None
        self.scroller.content_height = self.page_height

    @property
    def page_height(self) -> int:
        """The page's length in logical pixels, at the text size the settings ask for."""
        text_scale = Look.of(self.res.store.settings).text_scale
        if text_scale not in self._heights:
            page = Page(self.blocks, self.res.fonts, 1.0, text_scale=text_scale, width=VIEW_WIDTH)
            self._heights[text_scale] = page.height
        return self._heights[text_scale]

    def lines(self) -> list[str]:
        return block_lines(self.blocks)

    def refresh(self) -> None:
        """A round under other rules is on the table now: the page tells those."""
        if self.rules_in_force() != self.rules:
            self.words_changed()

    def words_changed(self) -> None:
        """The page again, in the language in use now (and for the rules in force)."""
        self.rules = self.rules_in_force()
        self.blocks = page_blocks(self.rules)
        self._heights.clear()
        self._page = None
        self.scroller.content_height = self.page_height

    def act(self, action: Action) -> bool:
        self.scroller.content_height = self.page_height
        return super().act(action)

    def point(self, event: Input) -> bool:
        self.scroller.content_height = self.page_height
        return super().point(event)

    def page_for(self, screen: Screen) -> Page:
        """The page typeset for ``screen``'s size and text size (made on the first draw at
        them, kept while the rules are beside the table)."""
        key = (screen.size, screen.look.text_scale)
        if self._page is None or self._page[0] != key:
            view = screen.rect(self.layout.view)
            page = Page(
                self.blocks,
                self.res.fonts,
                screen.scale,
                screen.cards,
                view.w * view.h,
                screen.look.text_scale,
                width=VIEW_WIDTH,
            )
            self._page = (key, page)
        return self._page[1]


class Beside:
    """The panels the table can show beside itself, and which one is open (or none).

    Each panel is made when first opened and kept while hidden, so it keeps its place.
    """

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.open: SidePanel | None = None
        self._log: LogPanel | None = None
        self._rules: RulesPanel | None = None
        self.layout = side_layout(DESIGN)

    def fit(self, layout: SideLayout) -> None:
        """The panels lie where ``layout`` puts them (the window changed shape)."""
        self.layout = layout
        for panel in (self._log, self._rules):
            if panel is not None:
                panel.fit(layout)

    @property
    def moving(self) -> bool:
        """Whether the open panel's view is gliding after a flick."""
        return self.open is not None and self.open.scroller.moving

    def toggle_log(self, log: BattleLog) -> SidePanel | None:
        """The battle log (of ``log``) opened, or closed if it was open; the panel now open."""
        if self._log is None:
            self._log = LogPanel(self.res, log)
            self._log.fit(self.layout)
        self._log.log = log
        return self._toggle(self._log)

    def toggle_rules(self, rules: Callable[[], Rules] | None = None) -> SidePanel | None:
        """The rules (``rules()``, the rules in force) opened, or closed if they were open;
        the panel now open."""
        if self._rules is None:
            self._rules = RulesPanel(self.res, rules)
            self._rules.fit(self.layout)
        return self._toggle(self._rules)

    def close(self) -> None:
        self._open(None)

    def words_changed(self) -> None:
        """Another language is in use: the open panels' words are set again."""
        for panel in (self._log, self._rules):
            if panel is not None:
                panel.words_changed()

    def follow(self, log: BattleLog) -> None:
        """A new round's log: the log panel shows it from now on, open or not."""
        if self._log is not None:
            self._log.log = log

    def update(self, dt: float) -> None:
        if self.open is not None:
            self.open.update(dt)

    def release(self) -> None:
        """Forget the pointer: no drag or glide goes on in the open panel."""
        if self.open is not None:
            self.open.scroller.release()

    def _toggle(self, panel: SidePanel) -> SidePanel | None:
        self._open(None if self.open is panel else panel)
        return self.open

    def _open(self, panel: SidePanel | None) -> None:
        self.release()
        self.open = panel
        if panel is not None:
            panel.refresh()


Measure = Callable[[str], float]  # how wide some words are, in logical pixels


class LogPanel(SidePanel):
    """The round's battles in words, one line each, newest at the bottom. It follows new
    battles unless the player has scrolled up from the bottom; scrolled back down to it,
    it follows again.

    A line too long for one row goes on in a second, indented. Where the rows break
    depends on the window's size (text is never set below a readable size, so a small
    window fits fewer words to a row): scrolling counts the rows as the design size
    breaks them, and a window shows the same share of the way down its own rows, as the
    rules page does.
    """

    def title(self) -> str:
        return table_words.battle_log()

    reads_from_end = True  # the newest battle first, then back up the round

    def lines(self) -> list[str]:
        """The log as speech says it (cards by rank, no signs), newest last."""
        return self.log.spoken or [table_words.no_battle_yet()]

    def __init__(self, res: Resources, log: BattleLog) -> None:
        super().__init__(res)
        self._log = log
        self.follow = True
        # Rows made so far, for each way of measuring (window size and text size):
        # (log, rows as (words, line index), how many lines are in them).
        self._rows: dict[Hashable, tuple[BattleLog, list[tuple[str, int]], int]] = {}
        self._read_to = 0  # the log's length when the reader last started: new battles

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
            self.reader.restart()
            self.scroller.release()
            self.scroller.offset = 0.0

    def act(self, action: Action) -> bool:
        self._measure_content()
        used = super().act(action)
        if used:
            self.follow = self.scroller.at_end
        return used

    def point(self, event: Input) -> bool:
        self._measure_content()
        used = super().point(event)
        if used:
            self.follow = self.scroller.at_end
        return used

    def words_changed(self) -> None:
        """The log's lines, worded again, are broken into rows afresh."""
        self._rows.clear()

    def refresh(self) -> None:
        self._measure_content()
        if self.follow and not self.scroller.dragging:
            self.scroller.to_end()
        if len(self.log.lines) != self._read_to:
            self._read_to = len(self.log.lines)
            self.reader.restart()  # new battles: the next key reads from the newest again

    def _measure_content(self) -> None:
        """The log's length as the design size sets it, at the text size asked for."""
        text_scale = Look.of(self.res.store.settings).text_scale
        font = self.res.fonts.get(text_pixels(LOG_TEXT_SIZE * text_scale, 1.0))
        rows = self.rows(("design", text_scale), lambda words: font.size(words)[0])
        self.scroller.content_height = len(rows) * LOG_ROW * text_scale

    def rows_for(self, screen: Screen) -> list[tuple[str, int]]:
        """The rows as ``screen`` sets them: (words, the index of the line they are of)."""
        key = (screen.size, screen.look.text_scale)
        return self.rows(key, lambda words: screen.text_width(words, LOG_TEXT_SIZE))

    def rows(self, key: Hashable, measure: Measure) -> list[tuple[str, int]]:
        """Each line of the log in one row, or in two where ``measure`` finds it too long
        for one (the second indented). Kept under ``key`` (the way of measuring); a new
        log's rows are made afresh, new lines added to those already broken."""
        if not self.log.lines:
            return [(words, 0) for words in _broken(measure, table_words.no_battle_yet())]
        log, rows, done = self._rows.get(key, (self.log, [], 0))
        if log is not self.log:
            rows, done = [], 0
        for index in range(done, len(self.log.lines)):
            rows += [(words, index) for words in _broken(measure, self.log.lines[index])]
        self._rows[key] = (self.log, rows, len(self.log.lines))
        return rows


def _broken(measure: Measure, line: str) -> list[str]:
    """``line`` in as many rows as it needs to fit the view, the rest indented: broken
    before its dash if that is enough (the result goes on the second row), else between
    words."""
    width = VIEW_WIDTH
    if measure(line) <= width:
        return [line]
    head, dash, tail = line.partition(" — ")
    rest = dash.strip() + " " + tail
    if dash and max(measure(head), measure(rest) + LOG_INDENT) <= width:
        return [head, rest]
    rows: list[str] = []
    current = ""
    for word in line.split(" "):
        trial = word if not current else f"{current} {word}"
        room = width - (LOG_INDENT if rows else 0)
        if current and measure(trial) > room:
            rows.append(current)
            current = word
        else:
            current = trial
    rows.append(current)
    return rows
