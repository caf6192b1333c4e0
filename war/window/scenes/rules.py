"""The rules overlay: rules, a worked example and a FAQ, scrolled by wheel, drag or keys.

It sits over the title or the table, which stays frozen underneath, so closing it returns
to exactly the same moment.
"""

from __future__ import annotations

import pygame

from war.core.cards import parse_card
from war.window import rules_text
from war.window.drawing import palette
from war.window.drawing.widgets import Button, ButtonRow, Text, draw_panel, veil
from war.window.input import Action, Input, PointerDown, PointerMove, PointerUp, Scroll
from war.window.layout import CANVAS_SIZE
from war.window.resources import Resources
from war.window.scene import BaseScene, Pop, Transition

PANEL = pygame.Rect(170, 40, 940, 640)
VIEW = pygame.Rect(PANEL.x + 40, PANEL.y + 80, PANEL.width - 80, PANEL.height - 110)
LINE_SCROLL = 48  # logical pixels per arrow press or wheel notch
FRICTION_PER_SECOND = 6.0  # how fast a flicked page slows down
MINI_CARD = (50, 70)


class RulesScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.page = _render_page(res, VIEW.width)
        self.offset = 0.0
        self.velocity = 0.0  # logical pixels per second, after a flick
        self._drag_from: tuple[float, float] | None = None
        self._last_drag: tuple[float, float] = (0.0, 0.0)  # (y, time) of the last drag move
        self._time = 0.0
        close = pygame.Rect(PANEL.right - 190, PANEL.y + 18, 170, 46)
        self.buttons = ButtonRow([Button("Close", Action.BACK, close)])
        self._veil = veil(CANVAS_SIZE, 200)

    @property
    def max_offset(self) -> float:
        return max(0.0, self.page.get_height() - VIEW.height)

    def handle(self, action: Input) -> Transition | None:
        if not isinstance(action, Action):
            fired = self.buttons.handle(action)
            if fired is None:
                self._drag(action)
                return None
            action = fired
        if action in (Action.BACK, Action.HELP):
            return Pop()
        steps = {
            Action.SCROLL_UP: -LINE_SCROLL,
            Action.SCROLL_DOWN: LINE_SCROLL,
            Action.PAGE_UP: -(VIEW.height - LINE_SCROLL),
            Action.PAGE_DOWN: VIEW.height - LINE_SCROLL,
            Action.HOME: -self.page.get_height(),
            Action.END: self.page.get_height(),
        }
        if action in steps:
            self.scroll_by(steps[action])
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

    def animating(self) -> bool:
        return self.velocity != 0.0

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        text = self.res.text
        text.draw(
            surface,
            rules_text.TITLE,
            34,
            (PANEL.x + 40, PANEL.y + 22),
            bold=True,
            color=palette.GOLD,
        )
        surface.blit(
            self.page, VIEW.topleft, pygame.Rect(0, round(self.offset), VIEW.width, VIEW.height)
        )
        self._draw_scrollbar(surface)
        self.buttons.draw(surface, text)

    def _drag(self, event: Input) -> None:
        if isinstance(event, Scroll):
            self.scroll_by(-event.lines * LINE_SCROLL)
        elif isinstance(event, PointerDown) and VIEW.collidepoint(event.x, event.y):
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

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_offset <= 0:
            return
        track = pygame.Rect(PANEL.right - 22, VIEW.y, 6, VIEW.height)
        pygame.draw.rect(surface, palette.FELT_DARK, track, border_radius=3)
        share = VIEW.height / self.page.get_height()
        height = max(30, round(track.height * share))
        top = track.y + round((track.height - height) * self.offset / self.max_offset)
        pygame.draw.rect(
            surface, palette.GOLD, (track.x, top, track.width, height), border_radius=3
        )


def _render_page(res: Resources, width: int) -> pygame.Surface:
    """Lay the whole text out once on a tall transparent surface."""
    blocks: list[tuple[pygame.Surface, int]] = []  # (image, space after)
    text = res.text
    for number, rule in enumerate(rules_text.RULES, start=1):
        blocks.append((_paragraph(text, f"{number}.  {rule}", 21, width), 10))
    blocks.append((text.render(rules_text.EXAMPLE_TITLE, 28, palette.GOLD, bold=True), 12))
    for caption, mine, theirs in rules_text.EXAMPLE:
        blocks.append((_example_row(res, caption, mine, theirs, width), 12))
    blocks.append((_paragraph(text, rules_text.EXAMPLE_AFTER, 21, width), 24))
    blocks.append((text.render(rules_text.FAQ_TITLE, 28, palette.GOLD, bold=True), 12))
    for question, answer in rules_text.FAQ:
        blocks.append((_paragraph(text, question, 21, width, bold=True), 2))
        blocks.append((_paragraph(text, answer, 20, width, color=palette.TEXT_DIM), 14))
    height = sum(image.get_height() + gap for image, gap in blocks)
    page = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for image, gap in blocks:
        page.blit(image, (0, y))
        y += image.get_height() + gap
    return page


def _paragraph(
    text: Text,
    words: str,
    size: int,
    width: int,
    *,
    bold: bool = False,
    color: tuple[int, int, int] = palette.TEXT,
) -> pygame.Surface:
    """Word-wrap ``words`` to ``width`` logical pixels."""
    font = text.fonts.get(size, bold)
    lines: list[str] = []
    line = ""
    # Split on plain spaces only: a no-break space keeps a command on one line.
    for word in words.split(" "):
        candidate = f"{line} {word}" if line else word
        if font.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    images = [font.render(each, True, color) for each in lines]
    step = font.get_linesize()
    surface = pygame.Surface((width, step * len(images)), pygame.SRCALPHA)
    for index, image in enumerate(images):
        surface.blit(image, (0, index * step))
    return surface


def _example_row(
    res: Resources, caption: str, mine: list[str], theirs: list[str], width: int
) -> pygame.Surface:
    """One step of the worked example: both sides' cards, small, beside a caption."""
    gap = 22
    cards_left = 80  # after the "Computer" / "You" labels
    cards_width = cards_left + MINI_CARD[0] + gap * 2 + 40
    row_height = MINI_CARD[1] * 2 + 16
    surface = pygame.Surface((width, row_height), pygame.SRCALPHA)
    for row, (label, codes) in enumerate((("Computer", theirs), ("You", mine))):
        y = row * (MINI_CARD[1] + 16)
        surface.blit(res.text.render(label, 15, palette.TEXT_DIM), (0, y + 26))
        for index, code in enumerate(codes):
            image = res.art.back() if code == "?" else res.art.face(parse_card(code))
            small = pygame.transform.smoothscale(image, MINI_CARD)
            surface.blit(small, (cards_left + index * gap, y))
    caption_image = _paragraph(res.text, caption, 20, width - cards_width)
    surface.blit(caption_image, (cards_width, (row_height - caption_image.get_height()) // 2))
    return surface
