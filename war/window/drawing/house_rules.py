"""The line on the table that says house rules are in force ("House rules: 2 cards down ·
no battle limit"), on a plate over the felt where the layout leaves room for it; nothing
under the standard rules."""

from __future__ import annotations

from war.core.rules import Rules
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import wrap_evenly
from war.window.layout.table import (
    RULES_LINE_GAP,
    RULES_LINE_MIN_SIZE,
    RULES_LINE_SIZE,
    TableLayout,
)
from war.window.layout.units import Rect
from war.words import table_rules as words

LINE_PITCH = 1.35  # two lines this many times their letters' size apart


def draw_house_rules(
    screen: Screen, layout: TableLayout, rules: Rules, beside: Rect | None = None
) -> None:
    """The house rules ``rules`` in force, in the layout's place for them, on one line if
    it fits (set smaller if need be), else on two; short of the panel ``beside`` the table
    where it lies across the line."""
    said = words.house_rules(rules)
    if not said:
        return
    left, middle, width = layout.rules_line
    if beside is not None and beside[1] <= middle <= beside[1] + beside[3]:
        width = min(width, beside[0] - RULES_LINE_GAP - left)
    if width <= 0:
        return
    lines = [said]
    if screen.text_width(said, RULES_LINE_MIN_SIZE) > width:
        lines = _two_lines(screen, said, width)
    pitch = LINE_PITCH * screen.text_pixels(RULES_LINE_SIZE) / screen.scale
    top = middle - pitch * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        screen.text(
            line,
            RULES_LINE_SIZE,
            (left + width / 2, top + index * pitch),
            anchor="center",
            color=palette.TEXT,
            plate=True,
            max_width=width,
            shrink_to=RULES_LINE_MIN_SIZE,
        )


def _two_lines(screen: Screen, said: str, width: float) -> list[str]:
    """``said`` on two lines, broken between two of the rules where it can be (the break
    nearest its middle), else wherever the words break most evenly."""
    between = words.between_rules()
    breaks = [index for index in range(len(said)) if said.startswith(between, index)]
    if not breaks:
        return wrap_evenly(said, lambda line: screen.text_width(line, RULES_LINE_SIZE), width)
    cut = min(breaks, key=lambda index: abs(2 * index - len(said)))
    return [said[:cut], said[cut + len(between) :]]
