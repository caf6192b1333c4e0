"""The panels beside the table drawn: their frame and title, the log's rows, the rules' page."""

from __future__ import annotations

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_panel, draw_scrollbar
from war.window.layout.side import (
    LOG_INDENT,
    LOG_ROW,
    LOG_TEXT_SIZE,
    SIDE_TITLE_MIN_SIZE,
    SIDE_TITLE_SIZE,
)
from war.window.ui.panels import LogPanel, RulesPanel, SidePanel


def draw_side_panel(screen: Screen, panel: SidePanel) -> None:
    """``panel`` beside the table: its frame, its title, its view as scrolled, its bar."""
    layout = panel.layout
    draw_panel(screen, layout.panel)
    screen.text(
        panel.title(),
        SIDE_TITLE_SIZE,
        layout.title_at,
        anchor="midleft",
        bold=True,
        color=palette.GOLD,
        max_width=layout.title_width,
        shrink_to=SIDE_TITLE_MIN_SIZE,
    )
    if isinstance(panel, LogPanel):
        _draw_log(screen, panel)
    elif isinstance(panel, RulesPanel):
        _draw_rules(screen, panel)
    else:
        raise TypeError(f"no drawing for {panel!r}")
    draw_scrollbar(screen, panel.scroller, layout.scrollbar_x)


def _draw_rules(screen: Screen, panel: RulesPanel) -> None:
    page = panel.page_for(screen)
    view = screen.rect(panel.layout.view)
    panel.scroller.content_height = panel.page_height
    page.draw(screen, view, panel.scroller.first_row(page.height, view.height))


def shown_rows(screen: Screen, panel: LogPanel) -> list[tuple[int, int]]:
    """The rows of the log ``screen`` shows whole in the view as scrolled now: each row's
    index and its top, in window pixels (a row cut by the view's edge is left out, as the
    rules page leaves out words it cuts)."""
    count = len(panel.rows_for(screen))
    row = screen.length(LOG_ROW * screen.look.text_scale)
    view = screen.rect(panel.layout.view)
    first_pixel = panel.scroller.first_row(count * row, view.height)
    shown = []
    for index in range(first_pixel // row, min(count, (first_pixel + view.height) // row + 1)):
        top = view.top + index * row - first_pixel
        if view.top <= top and top + row <= view.bottom:
            shown.append((index, top))
    return shown


def _draw_log(screen: Screen, panel: LogPanel) -> None:
    """The log's rows shown: the newest line bright (gold when it says how the round
    ended), a line's second row indented."""
    rows = panel.rows_for(screen)
    half_row = screen.length(LOG_ROW * screen.look.text_scale) / 2
    newest = len(panel.log) - 1
    for index, top in shown_rows(screen, panel):
        words, line = rows[index]
        indent = 0 if index == 0 or rows[index - 1][1] != line else LOG_INDENT
        colour = palette.TEXT if line == newest else palette.TEXT_DIM
        if line == newest and panel.log.over:
            colour = palette.GOLD
        middle = screen.logical_y(top + half_row)
        screen.text(
            words,
            LOG_TEXT_SIZE,
            (panel.layout.view[0] + indent, middle),
            anchor="midleft",
            color=colour,
            shadow=False,
            suited=True,
            max_width=panel.layout.view[2] - indent,
        )
