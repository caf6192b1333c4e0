"""Charts drawn with pygame at the window's size: bars with their numbers, and a histogram
of shares drawn over another for comparison. Areas and sizes are in logical pixels."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink
from war.window.layout.record import (
    CHART_AXIS_WIDTH,
    CHART_BAR_GAP,
    CHART_LABEL_GAP,
    CHART_LABEL_LINE,
    CHART_LABEL_MIN_SIZE,
    CHART_LABEL_SIZE,
    CHART_LABEL_SPACE,
    CHART_LABEL_SPACING,
    CHART_LEGEND_SIZE,
    CHART_LEGEND_SPACE,
    CHART_MARK_HEIGHT,
    CHART_NUMBER_GAP,
    CHART_TITLE_SIZE,
    CHART_TITLE_SPACE,
    CHART_VALUE_SIZE,
    CHART_VALUE_SPACE,
)
from war.window.layout.units import Rect
from war.words.format import percent


@dataclass(frozen=True)
class Bar:
    label: tuple[str, ...]  # one or two lines under the bar
    value: float
    shown: str  # the number written over the bar
    color: Ink


def bar_chart(screen: Screen, area: Rect, title: str, bars: Sequence[Bar]) -> None:
    """Bars side by side, as tall as their values, each with its number and label."""
    x, y, width, height = area
    _title(screen, area, title)
    top, bottom = y + CHART_TITLE_SPACE + CHART_VALUE_SPACE, y + height - CHART_LABEL_SPACE
    most = max((bar.value for bar in bars), default=0) or 1
    slot = width / max(1, len(bars))
    for index, bar in enumerate(bars):
        left = x + index * slot + slot * CHART_BAR_GAP / 2
        bar_width = slot * (1 - CHART_BAR_GAP)
        bar_top = bottom - (bottom - top) * bar.value / most
        if bar.value:
            screen.fill(bar.color, (left, bar_top, bar_width, bottom - bar_top))
        centre = left + bar_width / 2
        screen.text(
            bar.shown,
            CHART_VALUE_SIZE,
            (centre, bar_top - CHART_NUMBER_GAP),
            anchor="midbottom",
            bold=True,
        )
        for line, words in enumerate(bar.label):
            screen.text(
                words,
                CHART_LABEL_SIZE,
                (centre, bottom + CHART_LABEL_GAP + line * CHART_LABEL_LINE),
                anchor="midtop",
                color=palette.TEXT_DIM,
                shadow=False,
                max_width=slot,
            )
    _axis(screen, x, bottom, width)


def histogram(
    screen: Screen,
    area: Rect,
    title: str,
    legend: str,
    labels: Sequence[str],
    shares: Sequence[float],
    compared: Sequence[float],
) -> None:
    """``shares`` as gold bars, one per bin, with their percentages; ``compared`` (the same
    bins' shares of another set) as a blue mark across each, to measure against."""
    x, y, width, height = area
    _title(screen, area, title)
    screen.text(
        legend,
        CHART_LEGEND_SIZE,
        (x, y + CHART_TITLE_SPACE - CHART_LABEL_GAP),
        color=palette.TEXT_DIM,
        shadow=False,
        max_width=width,
    )
    top = y + CHART_TITLE_SPACE + CHART_LEGEND_SPACE + CHART_VALUE_SPACE
    bottom = y + height - CHART_LABEL_SPACE
    most = max([*shares, *compared, 0.01])
    slot = width / max(1, len(shares))

    def height_of(share: float) -> float:
        return (bottom - top) * share / most

    for index, (share, other) in enumerate(zip(shares, compared, strict=True)):
        left = x + index * slot + slot * CHART_BAR_GAP / 2
        bar_width = slot * (1 - CHART_BAR_GAP)
        if share:
            screen.fill(
                palette.GOLD, (left, bottom - height_of(share), bar_width, height_of(share))
            )
        mark = bottom - height_of(other)
        half = CHART_MARK_HEIGHT / 2
        screen.fill(palette.BACK_LATTICE, (x + index * slot + 1, mark - half, slot - 2, 2 * half))
    for index, share in enumerate(shares):  # numbers last: over the marks, never under them
        centre = x + (index + 0.5) * slot
        # A share too wide for its bar even set small is left out: "…" would say nothing.
        if share and screen.text_width(percent(share), CHART_LABEL_MIN_SIZE) <= slot:
            over = min(bottom - height_of(share), bottom - height_of(compared[index]))
            screen.text(
                percent(share),
                CHART_LABEL_SIZE,
                (centre, over - CHART_NUMBER_GAP),
                anchor="midbottom",
                max_width=slot,
                shrink_to=CHART_LABEL_MIN_SIZE,  # a share set smaller before it is cut
            )
        # Labels take turns on two lines: on its own, each has room for two slots.
        screen.text(
            labels[index],
            CHART_LABEL_SIZE,
            (centre, bottom + CHART_LABEL_GAP + (index % 2) * CHART_LABEL_LINE),
            anchor="midtop",
            color=palette.TEXT_DIM,
            shadow=False,
            max_width=2 * slot - CHART_LABEL_SPACING,
            shrink_to=CHART_LABEL_MIN_SIZE,
        )
    _axis(screen, x, bottom, width)


def _title(screen: Screen, area: Rect, title: str) -> None:
    x, y, width, _ = area
    screen.text(title, CHART_TITLE_SIZE, (x, y), bold=True, max_width=width)


def _axis(screen: Screen, x: float, y: float, width: float) -> None:
    screen.fill(palette.TEXT_DIM, (x, y, width, CHART_AXIS_WIDTH))
