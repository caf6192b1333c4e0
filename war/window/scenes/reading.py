"""A page to read over the scene below: its title, Close, and its words scrolled by wheel,
drag or keys. The rules are one (scenes/rules.py), the title's notices another
(scenes/notices.py).

With speech on, Up and Down also read the page aloud a paragraph at a time (Home and End
its first and last), each said as it is reached.

The scene below stays frozen underneath, so closing the page returns to exactly the same
moment. The page is laid out by drawing/rules_page.py, its words at the size the settings
ask for: large text makes the page longer, and scrolling counts that page.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from war.window.drawing.rules_page import Block, Page, block_lines
from war.window.drawing.screen import Look, Screen
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel, draw_scrollbar
from war.window.input.actions import Action, Input
from war.window.layout.frame import Frame
from war.window.layout.pages import (
    PAGE_VEIL_OPACITY,
    column_origin,
    page_layout,
    portrait,
)
from war.window.layout.rules import reading_scrollbar_x, reading_view
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.speech.reader import Reader
from war.window.ui.controls import Button, Controls
from war.window.ui.scrolling import Scroller
from war.words.table import close


class ReadingScene(BaseScene):
    """A titled page of ``blocks`` over the scene below, closed by Close or by any of
    ``closed_by``."""

    overlay = True
    scrolls = True
    closed_by: frozenset[Action] = frozenset({Action.BACK})

    def __init__(self, res: Resources, title: Callable[[], str], blocks: list[Block]) -> None:
        self.layout = page_layout()
        super().__init__(Controls([Button(Action.BACK, self.layout.close, label=close())]))
        self.res = res
        self.fonts = res.fonts
        self.title = title
        self.blocks = blocks
        self._heights: dict[float, int] = {}  # the page's length for each text scale
        self.view = reading_view(self.layout)
        self.scroller = Scroller(self.view, lambda: res.store.settings.reduced_motion)
        self.scroller.content_height = self.page_height
        self.reader = Reader(lambda: block_lines(self.blocks))  # Up and Down, read aloud
        # The page laid out for the last window size (and text size) drawn at: pixels kept
        # while the page is open, not state; gone with the scene.
        self._page: tuple[tuple[tuple[int, int], float], Page] | None = None

    def fit(self, frame: Frame) -> None:
        """The design's page, or in a portrait frame one as tall and wide as it allows:
        the words set again to its width, scrolled as far down as they were."""
        super().fit(frame)
        self.layout = page_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        self.controls.buttons[0].rect = self.layout.close
        view = reading_view(self.layout)
        if view == self.view:
            return
        share = self.scroller.offset / self.scroller.max_offset if self.scroller.max_offset else 0
        self.view = self.scroller.view = view
        self._heights.clear()
        self._page = None
        self.scroller.content_height = self.page_height
        self.scroller.offset = share * self.scroller.max_offset

    @property
    def page_height(self) -> int:
        """The page's length in logical pixels, its words at the size the settings ask for."""
        text_scale = Look.of(self.res.store.settings).text_scale
        if text_scale not in self._heights:
            width = self.view[2]
            page = Page(self.blocks, self.fonts, 1.0, text_scale=text_scale, width=width)
            self._heights[text_scale] = page.height
        return self._heights[text_scale]

    def act(self, action: Action) -> Transition | None:
        if action in self.closed_by:
            return Pop()
        self.scroller.content_height = self.page_height
        self.scroller.act(action)
        line = self.reader.step(action)
        if line is not None:
            self.outbox.say(partial(str, line), interrupt=True)
        return None

    def point(self, event: Input) -> Transition | None:
        """Pointer input no button took scrolls the page: wheel, drag, flick."""
        self.scroller.content_height = self.page_height
        self.scroller.point(event)
        return None

    def update(self, dt: float) -> Transition | None:
        self.scroller.update(dt)
        return None

    def exit(self) -> None:
        super().exit()
        self.scroller.release()

    def animating(self) -> bool:
        return self.scroller.moving

    def opening_words(self) -> list[str]:
        return [self.title()]

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, self.layout.panel)
        draw_page_title(
            screen, self.title(), at=self.layout.title_at, width=self.layout.title_width
        )
        page = self.page_for(screen)
        view = screen.rect(self.view)
        page.draw(screen, view, self.scroller.first_row(page.height, view.height))
        draw_scrollbar(screen, self.scroller, reading_scrollbar_x(self.layout))
        draw_controls(screen, self.controls)

    def page_for(self, screen: Screen) -> Page:
        """The page laid out at the screen's scale, its words at the screen's text size
        (made on the first draw at a size)."""
        key = (screen.size, screen.look.text_scale)
        if self._page is None or self._page[0] != key:
            view = screen.rect(self.view)
            pixels = view.w * view.h
            text_scale = screen.look.text_scale
            page = Page(
                self.blocks,
                self.fonts,
                screen.scale,
                screen.cards,
                pixels,
                text_scale,
                width=self.view[2],
            )
            self._page = (key, page)
        return self._page[1]
