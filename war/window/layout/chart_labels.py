"""Where a chart's words go so that each is whole and apart from the others: numbers over
their bars, lifted past whatever they would touch; names under the axis, on one line or
taking turns on two. Pure geometry in logical pixels: the sizes are measured by the caller.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.window.layout.units import Rect

_EPSILON = 1e-6  # logical pixels: touching edges do not collide


def touching(a: Rect, b: Rect, across: float, up: float) -> bool:
    """Whether ``a`` comes nearer ``b`` than ``across`` side by side or ``up`` one over the
    other (they overlap once ``a`` is grown by as much)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return (
        ax - across < bx + bw - _EPSILON
        and bx < ax + aw + across - _EPSILON
        and ay - up < by + bh - _EPSILON
        and by < ay + ah + up - _EPSILON
    )


def within(left: float, width: float, span: tuple[float, float]) -> float:
    """``left`` moved just far enough for ``width`` from it to stay inside ``span``
    (its left end, if it is wider)."""
    return max(span[0], min(left, span[1] - width))


def stacked_above(
    labels: Sequence[tuple[float, float, float, float]],
    obstacles: Sequence[Rect],
    span: tuple[float, float],
    apart: float,
    clear: float,
) -> list[Rect]:
    """Each label, given as (centre x, floor y, width, height), as low as it can sit: its
    bottom ``clear`` above its floor (the top of its bar), centred on it inside ``span``,
    and lifted past any of ``obstacles`` (bars, marks) it would come within ``clear`` of
    and any label placed before it that it would come within ``apart`` of side by side
    (or ``clear`` one over the other). Returns the labels' rectangles, in order."""
    placed: list[Rect] = []
    for centre, floor, width, height in labels:
        left = within(centre - width / 2, width, span)
        bottom = floor - clear
        while True:
            rect = (left, bottom - height, width, height)
            hits = [other for other in obstacles if touching(rect, other, clear, clear)]
            hits += [other for other in placed if touching(rect, other, apart, clear)]
            if not hits:
                break
            bottom = min(other[1] for other in hits) - clear  # strictly higher each time
        placed.append(rect)
    return placed


def axis_lines(
    centres: Sequence[float],
    widths: Sequence[float],
    span: tuple[float, float],
    apart: float,
    most: int = 2,
) -> tuple[int, list[float]] | None:
    """The names under an axis, each centred under its ``centres`` inside ``span``: on one
    line if they stand ``apart`` there, else taking turns on up to ``most`` lines. Returns
    how many lines and each name's left, or None if not even ``most`` lines hold them."""
    lefts = [within(c - w / 2, w, span) for c, w in zip(centres, widths, strict=True)]
    for lines in range(1, most + 1):
        clear = all(
            lefts[index - lines] + widths[index - lines] + apart <= lefts[index] + _EPSILON
            for index in range(lines, len(lefts))
        )
        if clear:
            return lines, lefts
    return None
