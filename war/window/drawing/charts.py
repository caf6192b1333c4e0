"""Charts drawn with pygame at the window's size: bars with their numbers, and a histogram
of shares drawn over another for comparison. Areas and sizes are in logical pixels.

Every word a chart shows is whole, at its size, and apart from the others, at every window
size and text size: a number wider than its bar's room is lifted over its neighbours' (the
bars made shorter to give it room), a name too long for its room goes on another line, and
names too wide to stand side by side take turns on two lines. A histogram whose words
cannot all be set so at its bins' width is drawn at the next width it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap
from war.window.layout.chart_labels import axis_lines, stacked_above, within
from war.window.layout.record import (
    CHART_AXIS_WIDTH,
    CHART_BAR_GAP,
    CHART_LABEL_GAP,
    CHART_LABEL_LINE,
    CHART_LABEL_SIZE,
    CHART_LABEL_SPACE,
    CHART_LABELS_APART,
    CHART_LEAST_BARS,
    CHART_LEAST_CLEAR_PIXELS,
    CHART_LEGEND_SIZE,
    CHART_LEGEND_SPACE,
    CHART_MARK_HEIGHT,
    CHART_NUMBER_GAP,
    CHART_TITLE_SIZE,
    CHART_TITLE_SPACE,
    CHART_VALUE_SIZE,
)
from war.window.layout.units import Rect
from war.words.format import percent

_SETTLING = 12  # tries at making room over the bars for their numbers


@dataclass(frozen=True)
class Bar:
    label: tuple[str, ...]  # one or two lines under the bar
    value: float
    shown: str  # the number written over the bar
    color: Ink


@dataclass(frozen=True)
class Bins:
    """A histogram's bins: each one's name, the share of rounds in it, and the share of the
    rounds it is compared with."""

    labels: Sequence[str]
    shares: Sequence[float]
    compared: Sequence[float]


@dataclass(frozen=True)
class _Number:
    words: str
    rect: Rect  # logical


@dataclass(frozen=True)
class _Plan:
    """A chart laid out: its bars (and marks) with their colours, its numbers over them,
    its names under the axis (words, left, top), and the axis's height."""

    fills: list[tuple[Ink, Rect]]
    numbers: list[_Number]
    names: list[tuple[str, float, float]]
    bottom: float


# -- measuring words as the screen sets them -----------------------------------------------------


def _height(screen: Screen, size: float, *, bold: bool = False) -> float:
    """How tall a line of words designed ``size`` tall is, in logical pixels."""
    return screen.fonts.get(screen.text_pixels(size), bold).get_height() / screen.scale


def _apart(screen: Screen, size: float) -> float:
    """How far apart two names or numbers designed ``size`` tall stand, side by side."""
    return CHART_LABELS_APART * screen.text_pixels(size) / screen.scale


def _clear(screen: Screen) -> float:
    """How far a number stands above its bar (or whatever it is lifted over)."""
    return max(CHART_NUMBER_GAP, CHART_LEAST_CLEAR_PIXELS / screen.scale)


def _line(screen: Screen) -> float:
    """From one line of names under the axis to the next."""
    return max(CHART_LABEL_LINE, _height(screen, CHART_LABEL_SIZE))


def _band(screen: Screen, lines: int) -> float:
    """The band under the axis that ``lines`` lines of names take."""
    return max(CHART_LABEL_SPACE, CHART_LABEL_GAP + lines * _line(screen))


# -- the charts -----------------------------------------------------------------------------------


def bar_band(screen: Screen, area: Rect, bars: Sequence[Bar]) -> float:
    """The band under the bar chart's axis its bars' names take on ``screen``."""
    lines, turns = _bar_names(screen, area, bars)
    return _band(screen, turns * max(map(len, lines), default=1))


def bar_chart(
    screen: Screen, area: Rect, title: str, bars: Sequence[Bar], band: float = 0.0
) -> None:
    """Bars side by side, as tall as their values, each with its number and its name; the
    names take ``band`` under the axis at least (to line it up with another chart's)."""
    x, y, width, height = area
    _title(screen, area, title)
    slot = width / max(1, len(bars))
    lines, turns = _bar_names(screen, area, bars)
    rows = max(map(len, lines), default=1)
    bottom = y + height - max(band, _band(screen, turns * rows))
    line = _line(screen)
    names = []
    for index, parts in enumerate(lines):
        centre = x + (index + 0.5) * slot
        first = (index % turns) * rows
        for row, words in enumerate(parts):
            words_width = screen.text_width(words, CHART_LABEL_SIZE)
            left = within(centre - words_width / 2, words_width, (x, x + width))
            names.append((words, left, bottom + CHART_LABEL_GAP + (first + row) * line))
    most = max((bar.value for bar in bars), default=0) or 1
    value_height = _height(screen, CHART_VALUE_SIZE, bold=True)
    widths = [screen.text_width(bar.shown, CHART_VALUE_SIZE, bold=True) for bar in bars]

    def plan(top: float) -> _Plan:
        fills = []
        floors = []
        for index, bar in enumerate(bars):
            left = x + index * slot + slot * CHART_BAR_GAP / 2
            bar_top = bottom - (bottom - top) * bar.value / most
            if bar.value:
                fills.append(
                    (bar.color, (left, bar_top, slot * (1 - CHART_BAR_GAP), bottom - bar_top))
                )
            floors.append((x + (index + 0.5) * slot, bar_top, widths[index], value_height))
        shown = [bar.shown for bar in bars]
        numbers = _numbers(screen, CHART_VALUE_SIZE, shown, floors, fills, (x, x + width))
        return _Plan(fills, numbers, names, bottom)

    laid = _settled(screen, y + CHART_TITLE_SPACE, bottom, value_height, plan, force=True)
    assert laid is not None  # forced
    _draw_plan(screen, laid, CHART_VALUE_SIZE, bold=True)
    _axis(screen, x, bottom, width)


def histogram_band(screen: Screen, area: Rect, choices: Sequence[Bins]) -> float:
    """The band under the histogram's axis its bins' names take on ``screen``, at the
    first width of bins whose names can stand apart."""
    for bins in choices:
        lines = _bin_names(screen, area, bins)
        if lines is not None:
            return _band(screen, lines[0])
    return _band(screen, 2)


def histogram(
    screen: Screen,
    area: Rect,
    title: str,
    legend: str,
    choices: Sequence[Bins],
    band: float = 0.0,
) -> None:
    """Shares as gold bars, one per bin, with their percentages; the shares compared as a
    blue mark across each, to measure against. ``choices`` are the same shares in bins of
    each width, finest first: the first whose words all stand whole and apart is drawn (the
    last if none). The names take ``band`` under the axis at least."""
    x, y, _, _ = area
    _title(screen, area, title)
    legend_top = y + CHART_TITLE_SPACE - CHART_LABEL_GAP
    screen.text(
        legend,
        CHART_LEGEND_SIZE,
        (x, legend_top),
        color=palette.TEXT_DIM,
        shadow=False,
        max_width=area[2],
    )
    legend_bottom = legend_top + _height(screen, CHART_LEGEND_SIZE) + _clear(screen)
    numbers_top = max(y + CHART_TITLE_SPACE + CHART_LEGEND_SPACE, legend_bottom)
    for index, bins in enumerate(choices):
        last = index == len(choices) - 1
        laid = _histogram_plan(screen, area, bins, numbers_top, band, force=last)
        if laid is not None:
            _draw_plan(screen, laid, CHART_LABEL_SIZE)
            _axis(screen, x, laid.bottom, area[2])
            return


def _histogram_plan(
    screen: Screen, area: Rect, bins: Bins, numbers_top: float, band: float, *, force: bool
) -> _Plan | None:
    """The histogram at ``bins``' width laid out, or None if its words cannot all stand
    whole and apart (unless ``force``: then as near as it comes)."""
    x, y, width, height = area
    lines = _bin_names(screen, area, bins)
    if lines is None and not force:
        return None
    count, lefts = lines if lines is not None else (2, _centred_lefts(screen, area, bins.labels))
    bottom = y + height - max(band, _band(screen, count))
    line = _line(screen)
    names = [
        (words, left, bottom + CHART_LABEL_GAP + (index % count) * line)
        for index, (words, left) in enumerate(zip(bins.labels, lefts, strict=True))
    ]
    slot = width / max(1, len(bins.shares))
    shown = [percent(share) for share in bins.shares]
    number_height = _height(screen, CHART_LABEL_SIZE)

    def plan(top: float) -> _Plan:
        most = max([*bins.shares, *bins.compared, 0.01])

        def height_of(share: float) -> float:
            return (bottom - top) * share / most

        fills: list[tuple[Ink, Rect]] = []
        floors = []
        half = CHART_MARK_HEIGHT / 2
        for index, (share, other) in enumerate(zip(bins.shares, bins.compared, strict=True)):
            left = x + index * slot + slot * CHART_BAR_GAP / 2
            bar_width = slot * (1 - CHART_BAR_GAP)
            if share:
                rise = height_of(share)
                fills.append((palette.GOLD, (left, bottom - rise, bar_width, rise)))
            mark = bottom - height_of(other)
            fills.append(
                (palette.BACK_LATTICE, (x + index * slot + 1, mark - half, slot - 2, 2 * half))
            )
            if share:
                floor = min(bottom - height_of(share), mark - half)
                words_width = screen.text_width(shown[index], CHART_LABEL_SIZE)
                floors.append((x + (index + 0.5) * slot, floor, words_width, number_height))
        written = [words for words, share in zip(shown, bins.shares, strict=True) if share]
        numbers = _numbers(screen, CHART_LABEL_SIZE, written, floors, fills, (x, x + width))
        return _Plan(fills, numbers, names, bottom)

    return _settled(screen, numbers_top, bottom, number_height, plan, force=force)


def _numbers(
    screen: Screen,
    size: float,
    words: Sequence[str],
    floors: Sequence[tuple[float, float, float, float]],
    fills: Sequence[tuple[Ink, Rect]],
    span: tuple[float, float],
) -> list[_Number]:
    """Each number over its bar, lifted past the bars, marks and numbers it would touch."""
    rects = stacked_above(
        floors,
        [rect for _, rect in fills],
        span,
        _apart(screen, size),
        _clear(screen),
    )
    return [_Number(each, rect) for each, rect in zip(words, rects, strict=True)]


def _settled(
    screen: Screen,
    numbers_top: float,
    bottom: float,
    number_height: float,
    plan: Callable[[float], _Plan],
    *,
    force: bool,
) -> _Plan | None:
    """The chart as ``plan`` lays it out with its bars' tops at a height that leaves room
    above them for every number, below ``numbers_top``; None if the bars would be left
    shorter than CHART_LEAST_BARS of their room (unless ``force``: then as short as they
    must be, or the last tried)."""
    top = numbers_top + number_height + _clear(screen)
    lowest = bottom - (0.0 if force else CHART_LEAST_BARS * (bottom - numbers_top))
    laid = plan(top)
    for _ in range(_SETTLING):
        highest = min((number.rect[1] for number in laid.numbers), default=numbers_top)
        if highest >= numbers_top - 1e-6:
            return laid
        if top >= lowest:
            break
        top = min(lowest, top + numbers_top - highest)
        laid = plan(top)
    return laid if force else None


def _draw_plan(screen: Screen, laid: _Plan, size: float, *, bold: bool = False) -> None:
    """The bars and marks, the numbers (``size`` tall) over them, the names under them."""
    for colour, rect in laid.fills:
        screen.fill(colour, rect)
    for number in laid.numbers:
        screen.text(number.words, size, (number.rect[0], number.rect[1]), bold=bold)
    for words, left, top in laid.names:
        screen.text(words, CHART_LABEL_SIZE, (left, top), color=palette.TEXT_DIM, shadow=False)


def _bar_names(
    screen: Screen, area: Rect, bars: Sequence[Bar]
) -> tuple[list[tuple[str, ...]], int]:
    """Each bar's name in lines under the axis, and whether the names all sit on the same
    lines (1) or take turns (2): each line of a name is broken to fit its bar's room, and
    the names take turns only where a word too long for that room would run into the name
    beside it (each then has two bars' room)."""
    x, _, chart_width, _ = area
    slot = chart_width / max(1, len(bars))
    apart = _apart(screen, CHART_LABEL_SIZE)

    def width(words: str) -> float:
        return screen.text_width(words, CHART_LABEL_SIZE)

    def left(index: int, words: str) -> float:
        return within(
            x + (index + 0.5) * slot - width(words) / 2, width(words), (x, x + chart_width)
        )

    names: list[tuple[str, ...]] = []
    for turns in (1, 2):
        room = turns * slot - apart

        def fits(words: str, room: float = room) -> bool:
            return width(words) <= room

        names = [tuple(part for line in bar.label for part in wrap(line, fits)) for bar in bars]
        beside = [
            (left(index, first), width(first), left(index + turns, second))
            for index in range(len(names) - turns)
            for first, second in zip(names[index], names[index + turns], strict=False)
        ]
        if all(start + words_width + apart <= after + 1e-6 for start, words_width, after in beside):
            return names, turns
    return names, 2


def _bin_names(screen: Screen, area: Rect, bins: Bins) -> tuple[int, list[float]] | None:
    """The lines the bins' names take under the axis, and each one's left; None if they
    cannot stand apart on two."""
    x, _, width, _ = area
    slot = width / max(1, len(bins.labels))
    centres = [x + (index + 0.5) * slot for index in range(len(bins.labels))]
    widths = [screen.text_width(words, CHART_LABEL_SIZE) for words in bins.labels]
    return axis_lines(centres, widths, (x, x + width), _apart(screen, CHART_LABEL_SIZE))


def _centred_lefts(screen: Screen, area: Rect, labels: Sequence[str]) -> list[float]:
    """Each name's left, centred under its bin inside the chart."""
    x, _, width, _ = area
    slot = width / max(1, len(labels))
    lefts = []
    for index, words in enumerate(labels):
        words_width = screen.text_width(words, CHART_LABEL_SIZE)
        lefts.append(
            within(x + (index + 0.5) * slot - words_width / 2, words_width, (x, x + width))
        )
    return lefts


def _title(screen: Screen, area: Rect, title: str) -> None:
    x, y, width, _ = area
    screen.text(title, CHART_TITLE_SIZE, (x, y), bold=True, max_width=width)


def _axis(screen: Screen, x: float, y: float, width: float) -> None:
    screen.fill(palette.TEXT_DIM, (x, y, width, CHART_AXIS_WIDTH))
