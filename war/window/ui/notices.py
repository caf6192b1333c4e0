"""The title's notices fitted to the rows it has for them: each notice whole while they all
fit, else each one's start and "…", those with no row counted, and room on the last row for
the words that open them all whole (war/window/scenes/notices.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from war.window.drawing.text import ELLIPSIS, wrap_evenly
from war.words import title as words


@dataclass
class NoticeLines:
    """The lines the title shows of its notices, and whether any notice is cut short or
    left out of them: then the last line is followed by words that open them all whole."""

    lines: tuple[str, ...]
    cut: bool


def notice_lines(
    notices: Sequence[str], width: Callable[[str], float], most: float, rows: int, gap: float
) -> NoticeLines:
    """What the title shows of ``notices`` in ``rows`` lines no wider than ``most`` (by
    ``width``): each notice wrapped whole into even lines while they all fit. Where they do
    not, each notice has a line at least, the first ones more while there are lines to
    spare, and a notice with too few shows its start and "…"; notices with no line left are
    counted on the last. The last line then leaves room, ``gap`` and the words that open
    the notices (``read_notices``) after it."""
    if not notices:
        return NoticeLines((), False)
    rows = max(1, rows)
    whole = [wrap_evenly(notice, width, most) for notice in notices]
    # A notice with a word wider than a line (a long path) is never whole on the title.
    needs = [
        len(lines) if all(width(line) <= most for line in lines) else rows + 1 for lines in whole
    ]
    if sum(needs) <= rows:
        return NoticeLines(tuple(line for lines in whole for line in lines), False)
    last_room = most - gap - width(words.read_notices(len(notices)))
    shown = min(len(notices), rows) if len(notices) <= rows or rows == 1 else rows - 1
    more = len(notices) - shown if rows > 1 else 0
    spare = rows - (1 if more else 0)  # the lines the shown notices share
    lines: list[str] = []
    for index in range(shown):
        given = min(needs[index], spare - (shown - index - 1))
        spare -= given
        last = index == shown - 1 and not more
        if given == needs[index] and not (last and width(whole[index][-1]) > last_room):
            lines += whole[index]
        else:
            lines += _start(notices[index], given, width, most, last_room if last else most)
    if more:
        lines.append(words.more_notices(more))
    return NoticeLines(tuple(lines), True)


def _start(
    notice: str, rows: int, width: Callable[[str], float], most: float, last: float
) -> list[str]:
    """As much of ``notice`` from its start as ``rows`` lines hold, each no wider than
    ``most`` and the last, with "…" after it, no wider than ``last``; broken between words
    (inside a word only if it is wider than a line alone)."""
    rest = notice.split(" ")
    lines = []
    for row in range(rows):
        room, after = (last, ELLIPSIS) if row == rows - 1 else (most, "")
        line = ""
        while rest and width((f"{line} {rest[0]}" if line else rest[0]) + after) <= room:
            line = f"{line} {rest.pop(0)}" if line else rest.pop(0)
        if not line and rest:  # a word wider than the line: as much of it as fits
            word = rest.pop(0)
            keep = len(word)
            while keep > 1 and width(word[:keep] + after) > room:
                keep -= 1
            line = word[:keep]
            if word[keep:]:
                rest.insert(0, word[keep:])
        lines.append(line)
    if rest:
        lines[-1] += ELLIPSIS
    return lines
