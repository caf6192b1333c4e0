"""The story of a round drawn in an area: a chart of your card count over its battles (your
share of the deck gold, the computer's red, the 26 line marked), its wars as dots on the
line (a deeper war a larger dot), its turning point as a line across, and in words.

Every word is whole at every size and text size: the sentence is set smaller, then on as
many lines as it needs, and the chart gives up its height to it; the battles' numbers
under the chart give way to the turning point's name where they would touch it.
"""

from __future__ import annotations

import pygame

from war.session.story import HALF, Story
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import wrap_evenly
from war.window.layout.record import CHART_AXIS_WIDTH
from war.window.layout.story import (
    STORY_APART,
    STORY_DOT_DEEPER,
    STORY_DOT_RADIUS,
    STORY_LABEL_SIZE,
    STORY_LINE_WIDTH,
    STORY_MARK_WIDTH,
    STORY_SENTENCE_LEAST,
    STORY_SENTENCE_SIZE,
    STORY_TITLE_SIZE,
    StoryLayout,
    story_layout,
)
from war.window.layout.units import Rect
from war.words import story as words
from war.words.format import number

DECK = 2 * HALF
YOURS = palette.GOLD_DARK  # your share of the deck, under the line
THEIRS = palette.STORY_THEIRS  # the computer's, over it
LINE = palette.TEXT
HALF_LINE = palette.TEXT_DIM
WAR_DOT = palette.CARD_IVORY  # a war's dot on the line, rimmed dark to stand out on both
MARK = palette.FOCUS_RING


def _height(screen: Screen, size: float, *, bold: bool = False) -> float:
    """How tall a line of words designed ``size`` tall is, in logical pixels."""
    return screen.fonts.get(screen.text_pixels(size), bold).get_height() / screen.scale


def sentence_lines(screen: Screen, said: str, width: float) -> tuple[list[str], float]:
    """The turning point's words on the lines they take in ``width``, and their size."""
    if screen.text_width(said, STORY_SENTENCE_SIZE) <= width:
        return [said], STORY_SENTENCE_SIZE
    if screen.text_width(said, STORY_SENTENCE_LEAST) <= width:
        return [said], STORY_SENTENCE_LEAST

    def measure(line: str) -> float:
        return screen.text_width(line, STORY_SENTENCE_LEAST)

    return wrap_evenly(said, measure, width), STORY_SENTENCE_LEAST


def draw_story(screen: Screen, area: Rect, story: Story, title: str) -> StoryLayout:
    """``story`` in ``area`` under ``title``; returns where its parts went."""
    x, _, width, _ = area
    said = words.turning_point(story)
    lines, size = sentence_lines(screen, said, width)
    step = _height(screen, size)
    counts = [number(value) for value in (DECK, HALF, 0)]
    gutter = max(screen.text_width(each, STORY_LABEL_SIZE) for each in counts)
    laid = story_layout(
        area,
        title_height=_height(screen, STORY_TITLE_SIZE, bold=True),
        gutter=gutter,
        label_height=_height(screen, STORY_LABEL_SIZE),
        sentence_height=step * len(lines),
    )
    screen.text(title, STORY_TITLE_SIZE, (x, laid.title_top), bold=True, max_width=width)
    _chart(screen, laid.chart, story)
    _counts(screen, laid.chart, counts, x + gutter)
    _battles(screen, laid, story)
    top = laid.sentence_top
    for line in lines:
        screen.text(line, size, (x + width / 2, top), color=palette.GOLD, anchor="midtop")
        top += step
    return laid


def _chart(screen: Screen, chart: Rect, story: Story) -> None:
    """The chart, drawn once for its size and look and kept (Round over stays up a while)."""
    area = screen.rect(chart)
    strong = screen.look.high_contrast
    deepest = max((each.depth for each in story.wars), default=1)
    # Round the chart, room for the largest dot with its rim, and the line's width.
    margin = screen.length(STORY_DOT_RADIUS + STORY_DOT_DEEPER * (deepest - 1) + 2)
    margin += screen.length(STORY_LINE_WIDTH + 1)
    key = ("story chart", story.seed, story.rules, tuple(area), margin, strong)
    image = screen.shape(key, lambda: _chart_image(screen, chart, story, margin))
    screen.target.blit(image, (area.left - margin, area.top - margin))
    screen.fill(palette.TEXT_DIM, (chart[0], chart[1] + chart[3], chart[2], CHART_AXIS_WIDTH))


def _chart_image(screen: Screen, chart: Rect, story: Story, margin: int) -> pygame.Surface:
    """The two shares of the deck, the 26 line, your count's line, the wars and the mark,
    on an image as large as the chart and ``margin`` pixels more all round (for the dots)."""
    area = screen.rect(chart)
    image = pygame.Surface((area.width + 2 * margin, area.height + 2 * margin), pygame.SRCALPHA)
    ox, oy = area.left - margin, area.top - margin
    left, top, width, height = chart
    battles = story.battles
    strong = screen.look.high_contrast

    def at(index: int, count: int) -> tuple[int, int]:
        """Image pixels of your ``count`` after the battle at ``index`` (-1: the deal)."""
        x, y = screen.point(
            left + width * (index + 1) / len(battles), top + height * (1 - count / DECK)
        )
        return x - ox, y - oy

    inside = area.move(-ox, -oy)
    pygame.draw.rect(image, THEIRS, inside)
    points = [at(-1, HALF), *(at(index, each.player_cards) for index, each in enumerate(battles))]
    pygame.draw.polygon(image, YOURS, [*points, inside.bottomright, inside.bottomleft])
    half = HALF_LINE if not strong else palette.WHITE
    dash = screen.length(8)
    middle = at(-1, HALF)[1]
    for x in range(inside.left, inside.right, 2 * dash):
        pygame.draw.line(image, half, (x, middle), (min(x + dash, inside.right) - 1, middle))
    line = screen.length(STORY_LINE_WIDTH + (1 if strong else 0))
    pygame.draw.lines(image, LINE if not strong else palette.WHITE, False, points, line)
    mark_x = screen.point(left + width * story.turning_point.battle.number / len(battles), top)[0]
    pygame.draw.line(
        image,
        MARK if not strong else palette.WHITE,
        (mark_x - ox, inside.top),
        (mark_x - ox, inside.bottom - 1),
        screen.length(STORY_MARK_WIDTH),
    )
    rim = screen.length(1 + (1 if strong else 0))
    for each in story.wars:
        centre = at(each.number - 1, each.player_cards)
        radius = screen.length(STORY_DOT_RADIUS + STORY_DOT_DEEPER * (each.depth - 1))
        pygame.draw.circle(image, palette.SUIT_BLACK, centre, radius + rim)
        pygame.draw.circle(image, WAR_DOT, centre, radius)
    return image


def _counts(screen: Screen, chart: Rect, counts: list[str], right: float) -> None:
    """52, 26 and 0 beside the chart, at their heights."""
    _, top, _, height = chart
    for words_, share in zip(counts, (0.0, 0.5, 1.0), strict=True):
        screen.text(
            words_,
            STORY_LABEL_SIZE,
            (right, top + height * share),
            color=palette.TEXT_DIM,
            anchor="midright",
            shadow=False,
        )


def _battles(screen: Screen, laid: StoryLayout, story: Story) -> None:
    """Under the chart: the first battle's number and the last's at its ends, and the turning
    point's name under its line (the numbers give way where they would touch it)."""
    left, _, width, _ = laid.chart
    top = laid.labels_top
    name = words.mark(story)
    name_width = screen.text_width(name, STORY_LABEL_SIZE)
    at = left + width * story.turning_point.battle.number / len(story.battles)
    name_left = min(max(at - name_width / 2, left), left + width - name_width)
    ink = palette.WHITE if screen.look.high_contrast else MARK  # as the mark's line
    screen.text(name, STORY_LABEL_SIZE, (name_left, top), color=ink, shadow=False)
    first, last = number(1), number(len(story.battles))
    first_width = screen.text_width(first, STORY_LABEL_SIZE)
    last_width = screen.text_width(last, STORY_LABEL_SIZE)
    if left + first_width + STORY_APART <= name_left:
        screen.text(first, STORY_LABEL_SIZE, (left, top), color=palette.TEXT_DIM, shadow=False)
    if name_left + name_width + STORY_APART <= left + width - last_width:
        screen.text(
            last,
            STORY_LABEL_SIZE,
            (left + width, top),
            color=palette.TEXT_DIM,
            anchor="topright",
            shadow=False,
        )
