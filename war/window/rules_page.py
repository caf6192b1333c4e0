"""The rules page laid out at any scale: paragraphs and example rows, each typeset as one image.

A page knows where every block starts; it makes a block's image when the view first reaches
it and keeps only a couple of views' worth, so a tall page costs little memory even in a 4K
window. Its height at scale 1 is the page's length in logical pixels, what scrolling counts.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from war.core.cards import parse_card
from war.core.events import Side
from war.window import rules_text
from war.window.assets import Fonts
from war.window.drawing import palette
from war.window.drawing.art import CardArt
from war.window.drawing.cache import SurfaceCache
from war.window.drawing.text import Ink, no_widow
from war.window.layout import (
    RULES_ANSWER_GAP,
    RULES_ANSWER_SIZE,
    RULES_EXAMPLE_CAPTION_X,
    RULES_EXAMPLE_CARDS_X,
    RULES_EXAMPLE_LABEL_SIZE,
    RULES_EXAMPLE_ROW_GAP,
    RULES_HEADING_GAP,
    RULES_HEADING_SIZE,
    RULES_MINI_CARD,
    RULES_MINI_CARD_STEP,
    RULES_PARAGRAPH_GAP,
    RULES_QUESTION_GAP,
    RULES_SECTION_GAP,
    RULES_TEXT_SIZE,
    RULES_VIEW,
    text_pixels,
)
from war.window.wording import SIDE_NAMES

PAGE_WIDTH = RULES_VIEW[2]
EXAMPLE_ROW_HEIGHT = 2 * RULES_MINI_CARD[1] + RULES_EXAMPLE_ROW_GAP
VIEWS_KEPT = 2  # block images kept: about two views' worth of pixels


@dataclass(frozen=True)
class Words:
    """A paragraph, wrapped to the page's width, and the space after it."""

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
    """The rules, the worked example and the questions, in order."""
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


def typeset(block: Block, fonts: Fonts, scale: float, cards: CardArt | None) -> pygame.Surface:
    """One block as an image at ``scale``. Words wrap to the page's width and never end on
    one word alone; an example row gets its mini cards only when ``cards`` is given (its
    size does not depend on them, so measuring needs no art)."""
    if isinstance(block, Words):
        return _paragraph(block.text, block.size, PAGE_WIDTH, fonts, scale, block.color, block.bold)
    return _example_row(block, fonts, scale, cards)


def _paragraph(
    words: str,
    size: float,
    width: float,
    fonts: Fonts,
    scale: float,
    color: Ink = palette.TEXT,
    bold: bool = False,
) -> pygame.Surface:
    font = fonts.get(text_pixels(size, scale), bold)
    return font.render(no_widow(words), True, color, wraplength=max(1, round(width * scale)))


def _example_row(
    example: Example, fonts: Fonts, scale: float, cards: CardArt | None
) -> pygame.Surface:
    caption_width = PAGE_WIDTH - RULES_EXAMPLE_CAPTION_X
    caption = _paragraph(example.caption, RULES_TEXT_SIZE, caption_width, fonts, scale)
    height = max(round(EXAMPLE_ROW_HEIGHT * scale), caption.get_height())
    row = pygame.Surface((max(1, round(PAGE_WIDTH * scale)), height), pygame.SRCALPHA)
    caption_at = (round(RULES_EXAMPLE_CAPTION_X * scale), (height - caption.get_height()) // 2)
    row.blit(caption, caption_at)
    if cards is None:
        return row
    mini = (max(1, round(RULES_MINI_CARD[0] * scale)), max(1, round(RULES_MINI_CARD[1] * scale)))
    label_font = fonts.get(text_pixels(RULES_EXAMPLE_LABEL_SIZE, scale))
    sides = ((Side.COMPUTER, example.theirs), (Side.PLAYER, example.mine))
    for index, (side, codes) in enumerate(sides):
        top = round(index * (RULES_MINI_CARD[1] + RULES_EXAMPLE_ROW_GAP) * scale)
        name = label_font.render(SIDE_NAMES[side], True, palette.TEXT_DIM)
        row.blit(name, (0, top + (mini[1] - name.get_height()) // 2))
        for position, code in enumerate(codes):
            card = cards.back() if code == "?" else cards.face(parse_card(code))
            x = round((RULES_EXAMPLE_CARDS_X + position * RULES_MINI_CARD_STEP) * scale)
            row.blit(pygame.transform.smoothscale(card, mini), (x, top))
    return row


class Page:
    """The page at one scale: each block's top and the page's height, in window pixels."""

    def __init__(
        self,
        blocks: list[Block],
        fonts: Fonts,
        scale: float,
        cards: CardArt | None = None,
        view_pixels: int = 0,
    ) -> None:
        self.blocks = blocks
        self.fonts = fonts
        self.scale = scale
        self.cards = cards
        self.tops: list[int] = []
        self.heights: list[int] = []
        y = 0
        for block in blocks:
            height = typeset(block, fonts, scale, None).get_height()
            self.tops.append(y)
            self.heights.append(height)
            y += height + round(block.gap * scale)
        self.height = y
        self._images = SurfaceCache(max(1, VIEWS_KEPT * view_pixels))

    def draw(self, target: pygame.Surface, view: pygame.Rect, first_row: int) -> None:
        """The part of the page from ``first_row`` down, into ``view`` on ``target``."""
        clip = target.get_clip()
        target.set_clip(view)
        for index, (top, height) in enumerate(zip(self.tops, self.heights, strict=True)):
            if top + height <= first_row or top >= first_row + view.height:
                continue
            target.blit(self._image(index), (view.x, view.y + top - first_row))
        target.set_clip(clip)

    def _image(self, index: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            return typeset(self.blocks[index], self.fonts, self.scale, self.cards)

        return self._images.get(index, make)
