"""The rules page laid out at any scale: paragraphs and example rows, each typeset as one image.

A page knows where every block starts; it makes a block's image when the view first reaches
it and keeps only a couple of views' worth, so a tall page costs little memory even in a 4K
window. Its height at scale 1 is the page's length in logical pixels, what scrolling counts.

Words are set ``text_scale`` times their design size (large text) within the same width, so
larger words wrap into more lines and the page grows longer; they never run past its edge.
The page also knows where each of its texts lies, and says which ones a view shows whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from war.core.cards import parse_card
from war.core.events import Side
from war.core.rules import SEED_RULES, Rules
from war.window.drawing import palette
from war.window.drawing.art import CardArt
from war.window.drawing.cache import SurfaceCache
from war.window.drawing.fonts import Fonts
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, no_widow
from war.window.input import badges
from war.window.input.badges import control_names
from war.window.layout.rules import (
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
)
from war.window.layout.units import text_pixels
from war.words import rules as rules_words
from war.words import table_rules as table_rules_words
from war.words.table import side_name

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
    said: str | None = None  # as read aloud, where that differs (no letters to spell)


@dataclass(frozen=True)
class Example:
    """One step of the worked example: both sides' cards, small, beside a caption."""

    caption: str
    mine: list[str]
    theirs: list[str]
    gap: int = RULES_HEADING_GAP


Block = Words | Example


def block_lines(blocks: list[Block]) -> list[str]:
    """The page as lines to read aloud one by one: each paragraph, each example's caption."""
    return [
        (block.said or block.text) if isinstance(block, Words) else block.caption
        for block in blocks
    ]


def page_blocks(rules: Rules = SEED_RULES) -> list[Block]:
    """The rules, the worked example and the questions, in order, as ``rules`` have them
    (house rules: said first, which); keys named as the key map names them."""
    blocks: list[Block] = []
    if not rules.is_seed:
        house = table_rules_words.house_rules(rules)
        blocks.append(Words(house, RULES_TEXT_SIZE, RULES_PARAGRAPH_GAP, color=palette.GOLD))
    said = rules_words.rules(rules, said=True)
    blocks += [
        Words(
            rules_words.numbered(number, rule),
            RULES_TEXT_SIZE,
            RULES_PARAGRAPH_GAP,
            said=rules_words.numbered(number, said[number - 1]),
        )
        for number, rule in enumerate(rules_words.rules(rules), start=1)
    ]
    blocks.append(_heading(rules_words.example_title()))
    blocks += [Example(*step) for step in rules_words.example(rules)]
    blocks.append(Words(rules_words.example_after(rules), RULES_TEXT_SIZE, RULES_SECTION_GAP))
    blocks.append(_heading(rules_words.faq_title()))
    pad = badges.in_use() is badges.Device.PAD
    for question, answer in rules_words.faq(control_names, rules, pad=pad):
        blocks.append(Words(question, RULES_TEXT_SIZE, RULES_QUESTION_GAP, bold=True))
        *lines, last = answer
        for line in lines:
            blocks.append(
                Words(line, RULES_ANSWER_SIZE, RULES_QUESTION_GAP, color=palette.TEXT_DIM)
            )
        blocks.append(Words(last, RULES_ANSWER_SIZE, RULES_ANSWER_GAP, color=palette.TEXT_DIM))
    return blocks


def _heading(text: str) -> Words:
    return Words(text, RULES_HEADING_SIZE, RULES_HEADING_GAP, bold=True, color=palette.GOLD)


class Part(NamedTuple):
    """One text of a typeset block: its words and where they lie in the block's image."""

    words: str
    rect: pygame.Rect


def typeset(
    block: Block,
    fonts: Fonts,
    scale: float,
    cards: CardArt | None,
    text_scale: float = 1.0,
    width: float = PAGE_WIDTH,
) -> pygame.Surface:
    """One block as an image at ``scale``, its words ``text_scale`` times their size. Words
    wrap to ``width`` (logical) and never end on one word alone; an example row gets its
    mini cards only when ``cards`` is given (its size does not depend on them, so measuring
    needs no art)."""
    return typeset_parts(block, fonts, scale, cards, text_scale, width)[0]


def typeset_parts(
    block: Block,
    fonts: Fonts,
    scale: float,
    cards: CardArt | None,
    text_scale: float = 1.0,
    width: float = PAGE_WIDTH,
) -> tuple[pygame.Surface, list[Part]]:
    """The block's image, as ``typeset`` makes it, and each text in it."""
    if isinstance(block, Words):
        size = block.size * text_scale
        image = _paragraph(block.text, size, width, fonts, scale, block.color, block.bold)
        return image, [Part(block.text, image.get_rect())]
    return _example_row(block, fonts, scale, cards, text_scale, width)


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
    example: Example,
    fonts: Fonts,
    scale: float,
    cards: CardArt | None,
    text_scale: float,
    width: float,
) -> tuple[pygame.Surface, list[Part]]:
    caption_width = width - RULES_EXAMPLE_CAPTION_X
    caption_size = RULES_TEXT_SIZE * text_scale
    caption = _paragraph(example.caption, caption_size, caption_width, fonts, scale)
    height = max(round(EXAMPLE_ROW_HEIGHT * scale), caption.get_height())
    row = pygame.Surface((max(1, round(width * scale)), height), pygame.SRCALPHA)
    caption_at = (round(RULES_EXAMPLE_CAPTION_X * scale), (height - caption.get_height()) // 2)
    row.blit(caption, caption_at)
    parts = [Part(example.caption, caption.get_rect(topleft=caption_at))]
    mini = (max(1, round(RULES_MINI_CARD[0] * scale)), max(1, round(RULES_MINI_CARD[1] * scale)))
    label_font = fonts.get(text_pixels(RULES_EXAMPLE_LABEL_SIZE * text_scale, scale))
    sides = ((Side.COMPUTER, example.theirs), (Side.PLAYER, example.mine))
    for index, (side, codes) in enumerate(sides):
        top = round(index * (RULES_MINI_CARD[1] + RULES_EXAMPLE_ROW_GAP) * scale)
        name = label_font.render(side_name(side), True, palette.TEXT_DIM)
        name_at = (0, top + (mini[1] - name.get_height()) // 2)
        row.blit(name, name_at)
        parts.append(Part(side_name(side), name.get_rect(topleft=name_at)))
        if cards is None:
            continue
        for position, code in enumerate(codes):
            card = cards.back() if code == "?" else cards.face(parse_card(code))
            x = round((RULES_EXAMPLE_CARDS_X + position * RULES_MINI_CARD_STEP) * scale)
            row.blit(pygame.transform.smoothscale(card, mini), (x, top))
    return row, parts


class Page:
    """The page at one scale: each block's top and the page's height, in window pixels, and
    where each of its texts lies on it."""

    def __init__(
        self,
        blocks: list[Block],
        fonts: Fonts,
        scale: float,
        cards: CardArt | None = None,
        view_pixels: int = 0,
        text_scale: float = 1.0,
        width: float = PAGE_WIDTH,
    ) -> None:
        self.blocks = blocks
        self.width = width
        self.fonts = fonts
        self.scale = scale
        self.cards = cards
        self.text_scale = text_scale
        self.tops: list[int] = []
        self.heights: list[int] = []
        self._parts: list[list[Part]] = []  # each block's texts, where they lie in its image
        y = 0
        for block in blocks:
            image, parts = typeset_parts(block, fonts, scale, None, text_scale, width)
            self.tops.append(y)
            self.heights.append(image.get_height())
            self._parts.append(parts)
            y += image.get_height() + round(block.gap * text_scale * scale)
        self.height = y
        self._images = SurfaceCache(max(1, VIEWS_KEPT * view_pixels))

    @property
    def parts(self) -> list[Part]:
        """Every text of the page, with where it lies on the page (window pixels)."""
        return [
            Part(words, rect.move(0, top))
            for top, parts in zip(self.tops, self._parts, strict=True)
            for words, rect in parts
        ]

    def draw(self, screen: Screen, view: pygame.Rect, first_row: int) -> None:
        """The part of the page from ``first_row`` down, into the window rect ``view`` (and
        nothing outside it)."""
        target = screen.target
        clip = target.get_clip()
        target.set_clip(view.clip(clip))
        for index, (top, height) in enumerate(zip(self.tops, self.heights, strict=True)):
            if top + height <= first_row or top >= first_row + view.height:
                continue
            image = self._image(index)
            rect = image.get_rect(topleft=(view.x, view.y + top - first_row))
            screen.put_image(image, rect, [(part.words, part.rect) for part in self._parts[index]])
        target.set_clip(clip)

    def _image(self, index: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            block = self.blocks[index]
            return typeset(block, self.fonts, self.scale, self.cards, self.text_scale, self.width)

        return self._images.get(index, make)
