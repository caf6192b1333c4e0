"""The rules overlay: rules, a worked example and a FAQ, scrolled by wheel, drag or keys.

It sits over the title or the table, which stays frozen underneath, so closing it returns
to exactly the same moment.

The page is laid out from a list of blocks. Its height in logical pixels (what scrolling
counts in) is measured once at the design size; each window size renders the page sharp at
its own scale, and the scroll position maps onto it as the same share of the way down.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from war.core.cards import parse_card
from war.window import rules_text
from war.window.assets import Fonts
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, no_widow
from war.window.drawing.widgets import Button, Controls, draw_panel
from war.window.input import Action, Input, PointerDown, PointerMove, PointerUp, Scroll
from war.window.layout import (
    MIN_TEXT_PIXELS,
    RULES_ANSWER_GAP,
    RULES_ANSWER_SIZE,
    RULES_CLOSE,
    RULES_EXAMPLE_CAPTION_X,
    RULES_EXAMPLE_CARDS_X,
    RULES_EXAMPLE_LABEL_SIZE,
    RULES_EXAMPLE_ROW_GAP,
    RULES_HEADING_GAP,
    RULES_HEADING_SIZE,
    RULES_MINI_CARD,
    RULES_MINI_CARD_STEP,
    RULES_PANEL,
    RULES_PARAGRAPH_GAP,
    RULES_QUESTION_GAP,
    RULES_SCROLLBAR_WIDTH,
    RULES_SCROLLBAR_X,
    RULES_SECTION_GAP,
    RULES_TEXT_SIZE,
    RULES_TITLE_AT,
    RULES_TITLE_SIZE,
    RULES_VEIL_OPACITY,
    RULES_VIEW,
    contains,
)
from war.window.resources import Resources
from war.window.scene import BaseScene, Pop, Transition

LINE_SCROLL = 48  # logical pixels per arrow press or wheel notch
FRICTION_PER_SECOND = 6.0  # how fast a flicked page slows down
VIEW_HEIGHT = RULES_VIEW[3]
EXAMPLE_ROW_HEIGHT = 2 * RULES_MINI_CARD[1] + RULES_EXAMPLE_ROW_GAP


@dataclass(frozen=True)
class Words:
    """A paragraph, wrapped to the view's width, and the space after it."""

    text: str
    size: int
    gap: int
    bold: bool = False
    color: Ink = palette.TEXT


@dataclass(frozen=True)
class Example:
    """One step of the worked example: both sides' cards, small, beside a caption."""

    caption: str
    mine: list[str]
    theirs: list[str]
    gap: int = RULES_HEADING_GAP


Block = Words | Example


def page_blocks() -> list[Block]:
    blocks: list[Block] = [
        Words(f"{number}.  {rule}", RULES_TEXT_SIZE, RULES_PARAGRAPH_GAP)
        for number, rule in enumerate(rules_text.RULES, start=1)
    ]
    blocks.append(_heading(rules_text.EXAMPLE_TITLE))
    blocks += [Example(*step) for step in rules_text.EXAMPLE]
    blocks.append(Words(rules_text.EXAMPLE_AFTER, RULES_TEXT_SIZE, RULES_SECTION_GAP))
    blocks.append(_heading(rules_text.FAQ_TITLE))
    for question, answer in rules_text.FAQ:
        blocks.append(Words(question, RULES_TEXT_SIZE, RULES_QUESTION_GAP, bold=True))
        blocks.append(Words(answer, RULES_ANSWER_SIZE, RULES_ANSWER_GAP, color=palette.TEXT_DIM))
    return blocks


def _heading(text: str) -> Words:
    return Words(text, RULES_HEADING_SIZE, RULES_HEADING_GAP, bold=True, color=palette.GOLD)


class RulesScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        super().__init__(Controls([Button("Close", Action.BACK, RULES_CLOSE)]))
        self.blocks = page_blocks()
        self.page_height = measure_page(self.blocks, res.fonts)
        self.offset = 0.0  # logical pixels scrolled down the page
        self.velocity = 0.0  # logical pixels per second, after a flick
        self._drag_from: tuple[float, float] | None = None
        self._last_drag: tuple[float, float] = (0.0, 0.0)  # (y, time) of the last drag move
        self._time = 0.0
        # The page rendered for the last window size drawn at: pixels kept while the rules
        # are open (tens of MB in a 4K window), not state; gone with the scene.
        self._rendered: tuple[tuple[int, int], pygame.Surface] | None = None

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
        if self._rendered is None or self._rendered[0] != screen.size:
            self._rendered = (screen.size, render_page(self.blocks, screen))
        page = self._rendered[1]
        view = screen.rect(RULES_VIEW)
        shown = self.shown_top(page.get_height(), view.height)
        screen.target.blit(page, view.topleft, pygame.Rect(0, shown, view.width, view.height))
        self._draw_scrollbar(screen)
        self.controls.draw(screen)

    def shown_top(self, page_pixels: int, view_pixels: int) -> int:
        """The first row of a page rendered ``page_pixels`` tall that the view shows: the
        same share of the way down as the offset, so End shows the last row at every size."""
        scrollable = max(0, page_pixels - view_pixels)
        return 0 if self.max_offset <= 0 else round(scrollable * self.offset / self.max_offset)

    def _draw_scrollbar(self, screen: Screen) -> None:
        if self.max_offset <= 0:
            return
        x, y, _, height = RULES_VIEW
        track = (RULES_SCROLLBAR_X, y, RULES_SCROLLBAR_WIDTH, height)
        screen.fill(palette.FELT_DARK, track, radius=3)
        thumb = max(30, height * VIEW_HEIGHT / self.page_height)
        top = y + (height - thumb) * self.offset / self.max_offset
        screen.fill(palette.GOLD, (RULES_SCROLLBAR_X, top, RULES_SCROLLBAR_WIDTH, thumb), radius=3)


def measure_page(blocks: list[Block], fonts: Fonts) -> float:
    """The page's height in logical pixels, laid out at the design size."""
    height = 0.0
    for block in blocks:
        if isinstance(block, Words):
            font = fonts.get(max(MIN_TEXT_PIXELS, block.size), block.bold)
            image = font.render(
                no_widow(block.text), True, block.color, wraplength=round(RULES_VIEW[2])
            )
            height += image.get_height()
        else:
            height += _example_height(fonts, block, 1.0)
        height += block.gap
    return height


def render_page(blocks: list[Block], screen: Screen) -> pygame.Surface:
    """Lay the whole page out once, at the screen's scale, on a tall transparent surface."""
    width = RULES_VIEW[2]
    images: list[tuple[pygame.Surface, int]] = []
    for block in blocks:
        if isinstance(block, Words):
            image = screen.paragraph(
                no_widow(block.text), block.size, width, color=block.color, bold=block.bold
            )
        else:
            image = _example_row(screen, block, width)
        images.append((image, round(block.gap * screen.scale)))
    page = pygame.Surface(
        (screen.length(width), sum(image.get_height() + gap for image, gap in images)),
        pygame.SRCALPHA,
    )
    y = 0
    for image, gap in images:
        page.blit(image, (0, y))
        y += image.get_height() + gap
    return page


def _caption_width() -> int:
    return round(RULES_VIEW[2] - RULES_EXAMPLE_CAPTION_X)


def _example_height(fonts: Fonts, example: Example, scale: float) -> float:
    pixels = max(MIN_TEXT_PIXELS, round(RULES_TEXT_SIZE * scale))
    caption = fonts.get(pixels).render(
        no_widow(example.caption), True, palette.TEXT, wraplength=round(_caption_width() * scale)
    )
    return max(EXAMPLE_ROW_HEIGHT, caption.get_height() / scale)


def _example_row(screen: Screen, example: Example, width: float) -> pygame.Surface:
    caption = screen.paragraph(no_widow(example.caption), RULES_TEXT_SIZE, _caption_width())
    height = max(screen.length(EXAMPLE_ROW_HEIGHT), caption.get_height())
    row = pygame.Surface((screen.length(width), height), pygame.SRCALPHA)
    mini = screen.box.window_size_of(RULES_MINI_CARD)
    label_pixels = max(MIN_TEXT_PIXELS, screen.text_pixels(RULES_EXAMPLE_LABEL_SIZE))
    for index, (label, codes) in enumerate((("Computer", example.theirs), ("You", example.mine))):
        top = round(index * (RULES_MINI_CARD[1] + RULES_EXAMPLE_ROW_GAP) * screen.scale)
        name = screen.texts.render(label, label_pixels, palette.TEXT_DIM)
        row.blit(name, (0, top + (mini[1] - name.get_height()) // 2))
        for position, code in enumerate(codes):
            card = screen.cards.back() if code == "?" else screen.cards.face(parse_card(code))
            x = screen.length(RULES_EXAMPLE_CARDS_X + position * RULES_MINI_CARD_STEP)
            row.blit(pygame.transform.smoothscale(card, mini), (x, top))
    row.blit(
        caption, (screen.length(RULES_EXAMPLE_CAPTION_X), (height - caption.get_height()) // 2)
    )
    return row
