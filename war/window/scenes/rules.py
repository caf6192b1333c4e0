"""The rules overlay: rules, a worked example and a FAQ, scrolled by wheel, drag or keys.

It sits over the title or the table, which stays frozen underneath, so closing it returns
to exactly the same moment. The page itself is laid out by rules_page.py, its words at the
size the settings ask for: large text makes the page longer, and scrolling counts that page.
"""

from __future__ import annotations

from war.window import rules_text
from war.window.controls import Button, Controls
from war.window.drawing import palette
from war.window.drawing.screen import Look, Screen
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input import Action, Input, PointerDown, PointerMove, PointerUp, Scroll
from war.window.layout import (
    RULES_CLOSE,
    RULES_PANEL,
    RULES_SCROLLBAR_RADIUS,
    RULES_SCROLLBAR_THUMB_LEAST,
    RULES_SCROLLBAR_WIDTH,
    RULES_SCROLLBAR_X,
    RULES_TITLE_AT,
    RULES_TITLE_SIZE,
    RULES_VEIL_OPACITY,
    RULES_VIEW,
    contains,
)
from war.window.resources import Resources
from war.window.rules_page import Page, page_blocks
from war.window.scene import BaseScene, Pop, Transition

LINE_SCROLL = 48  # logical pixels per arrow press or wheel notch
FRICTION_PER_SECOND = 6.0  # how fast a flicked page slows down
VIEW_HEIGHT = RULES_VIEW[3]


class RulesScene(BaseScene):
    overlay = True
    scrolls = True

    def __init__(self, res: Resources) -> None:
        super().__init__(Controls([Button(Action.BACK, RULES_CLOSE, label="Close")]))
        self.res = res
        self.fonts = res.fonts
        self.blocks = page_blocks()
        self._heights: dict[float, int] = {}  # the page's length for each text scale
        self.offset = 0.0  # logical pixels scrolled down the page
        self.velocity = 0.0  # logical pixels per second, after a flick
        self._drag_from: tuple[float, float] | None = None
        self._last_drag: tuple[float, float] = (0.0, 0.0)  # (y, time) of the last drag move
        self._time = 0.0
        # The page laid out for the last window size (and text size) drawn at: pixels kept
        # while the rules are open, not state; gone with the scene.
        self._page: tuple[tuple[tuple[int, int], float], Page] | None = None

    @property
    def page_height(self) -> int:
        """The page's length in logical pixels, its words at the size the settings ask for."""
        text_scale = Look.of(self.res.store.settings).text_scale
        if text_scale not in self._heights:
            page = Page(self.blocks, self.fonts, 1.0, text_scale=text_scale)
            self._heights[text_scale] = page.height
        return self._heights[text_scale]

    @property
    def max_offset(self) -> float:
        return max(0.0, self.page_height - VIEW_HEIGHT)

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.HELP):
            return Pop()
        steps = {
            Action.SCROLL_UP: -LINE_SCROLL,
            Action.SCROLL_DOWN: LINE_SCROLL,
            Action.PAGE_UP: -(VIEW_HEIGHT - LINE_SCROLL),
            Action.PAGE_DOWN: VIEW_HEIGHT - LINE_SCROLL,
            Action.HOME: -self.page_height,
            Action.END: self.page_height,
        }
        if action in steps:
            self.scroll_by(steps[action])
        return None

    def point(self, event: Input) -> Transition | None:
        """Pointer input no button took scrolls the page: wheel, drag, flick."""
        if isinstance(event, Scroll):
            self.scroll_by(-event.lines * LINE_SCROLL)
        elif isinstance(event, PointerDown) and contains(RULES_VIEW, event.x, event.y):
            self._drag_from = (event.y, self.offset)
            self._last_drag = (event.y, self._time)
            self.velocity = 0.0
        elif isinstance(event, PointerMove) and event.held and self._drag_from is not None:
            start_y, start_offset = self._drag_from
            self.offset = min(self.max_offset, max(0.0, start_offset - (event.y - start_y)))
            last_y, last_time = self._last_drag
            if self._time > last_time:
                self.velocity = -(event.y - last_y) / (self._time - last_time)
            self._last_drag = (event.y, self._time)
        elif isinstance(event, PointerUp):
            if self._drag_from is not None and self._time - self._last_drag[1] > 0.1:
                self.velocity = 0.0  # held still before letting go: no flick
            if self.res.store.settings.reduced_motion:
                self.velocity = 0.0  # the page stops where it is let go: no glide
            self._drag_from = None
        return None

    def scroll_by(self, pixels: float) -> None:
        self.velocity = 0.0
        self.offset = min(self.max_offset, max(0.0, self.offset + pixels))

    def update(self, dt: float) -> Transition | None:
        self._time += dt
        if self.velocity and self._drag_from is None:
            self.offset += self.velocity * dt
            self.velocity *= max(0.0, 1.0 - FRICTION_PER_SECOND * dt)
            if abs(self.velocity) < 5 or not 0 <= self.offset <= self.max_offset:
                self.velocity = 0.0
            self.offset = min(self.max_offset, max(0.0, self.offset))
        return None

    def exit(self) -> None:
        super().exit()
        self._drag_from = None
        self.velocity = 0.0

    def animating(self) -> bool:
        return self.velocity != 0.0

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(RULES_VEIL_OPACITY)
        draw_panel(screen, RULES_PANEL)
        screen.text(
            rules_text.TITLE, RULES_TITLE_SIZE, RULES_TITLE_AT, bold=True, color=palette.GOLD
        )
        page = self.page_for(screen)
        view = screen.rect(RULES_VIEW)
        shown = page.draw(screen.target, view, self.shown_top(page.height, view.height))
        screen.text_drawn += shown
        self._draw_scrollbar(screen)
        draw_controls(screen, self.controls)

    def page_for(self, screen: Screen) -> Page:
        """The page laid out at the screen's scale, its words at the screen's text size
        (made on the first draw at a size)."""
        key = (screen.size, screen.look.text_scale)
        if self._page is None or self._page[0] != key:
            view = screen.rect(RULES_VIEW)
            pixels = view.w * view.h
            text_scale = screen.look.text_scale
            page = Page(self.blocks, self.fonts, screen.scale, screen.cards, pixels, text_scale)
            self._page = (key, page)
        return self._page[1]

    def shown_top(self, page_pixels: int, view_pixels: int) -> int:
        """The first row of a page rendered ``page_pixels`` tall that the view shows: the
        same share of the way down as the offset, so End shows the last row at every size."""
        scrollable = max(0, page_pixels - view_pixels)
        if self.max_offset <= 0:
            return 0
        return round(scrollable * min(1.0, self.offset / self.max_offset))

    def _draw_scrollbar(self, screen: Screen) -> None:
        if self.max_offset <= 0:
            return
        x, y, _, height = RULES_VIEW
        track = (RULES_SCROLLBAR_X, y, RULES_SCROLLBAR_WIDTH, height)
        screen.fill(palette.FELT_DARK, track, radius=RULES_SCROLLBAR_RADIUS)
        thumb = max(RULES_SCROLLBAR_THUMB_LEAST, height * VIEW_HEIGHT / self.page_height)
        top = y + (height - thumb) * self.offset / self.max_offset
        thumb_rect = (RULES_SCROLLBAR_X, top, RULES_SCROLLBAR_WIDTH, thumb)
        screen.fill(palette.GOLD, thumb_rect, radius=RULES_SCROLLBAR_RADIUS)
