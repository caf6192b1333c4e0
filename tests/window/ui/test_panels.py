"""Tests for war/window/ui/panels.py: the log's rows fit its view at every size, text size
and scroll offset; a drag holds the log where it is put; the rules scroll to the end of
their page at the text size the settings ask for.

How the table keeps the log, and how the panels take part in play, is tested with the table
(tests/window/scenes/test_table.py); the scrolling itself with the rules (scenes/test_rules.py).
"""

from __future__ import annotations

import pygame
import pytest

from tests.decks import CONSTRUCTED, each_battle
from tests.helpers import steps_while
from tests.window.helpers import RecordingScreen
from war.core.engine import Round
from war.core.events import Event
from war.session.log import BattleLog
from war.store.settings import Settings
from war.window.drawing.panels import draw_side_panel, shown_rows
from war.window.drawing.screen import Look
from war.window.input.actions import Action, PointerDown, PointerMove, PointerUp
from war.window.layout.frame import frame_for
from war.window.layout.side import LOG_INDENT, LOG_ROW, side_layout
from war.window.ui.panels import LogPanel, RulesPanel
from war.words.table import battle_log, no_battle_yet

SIZES = [(640, 360), (1280, 720), (1920, 1080), (1000, 1000), (1600, 600), (720, 1280)]
LOOKS = {"default": Look(), "large text": Look(large_text=True)}
OFFSET_STEP = 17  # logical pixels: no multiple of a row, so rows are cut at the view's edges


def battles_of_every_kind() -> list[list[Event]]:
    """Battles whose lines are of every length the game writes: plain battles, wars, a
    chain of twelve, running out in a war (face down and face up), both out, the endings."""
    battles = []
    for name in ("double_war", "short_down_player_out", "short_up_computer_out", "both_out"):
        battles += list(each_battle(Round(CONSTRUCTED[name])))[-40:]
    return battles


def log_of(battles: list[list[Event]]) -> BattleLog:
    log = BattleLog()
    for events in battles:
        log.add(events)
    return log


@pytest.fixture(scope="module")
def long_log() -> BattleLog:
    return log_of(battles_of_every_kind())


@pytest.fixture(params=[(size, look) for size in SIZES for look in LOOKS], ids=str)
def screen(request, fonts) -> RecordingScreen:
    size, look = request.param
    return RecordingScreen(size, fonts, look=LOOKS[look])


def fitted(panel: LogPanel, screen: RecordingScreen) -> LogPanel:
    """``panel`` laid out in the frame of ``screen``'s window, as the table lays it out."""
    panel.fit(side_layout(frame_for(screen.size)))
    return panel


def drawn_rows(panel: LogPanel, screen: RecordingScreen) -> list[tuple[str, pygame.Rect]]:
    """Each text the panel draws in its view (all but its title), with the pixels it inks."""
    screen.clear()
    draw_side_panel(screen, panel)
    return [(text.words, text.ink) for text in screen.text_drawn if text.words != battle_log()]


def drawn_row_numbers(panel: LogPanel, screen: RecordingScreen) -> list[tuple[int, pygame.Rect]]:
    """Which of the panel's rows it draws, in order, with the pixels each inks: the rows it
    says it shows, each drawn with its own words."""
    words = [words for words, _ in panel.rows_for(screen)]
    shown = [index for index, _ in shown_rows(screen, panel)]
    drawn = drawn_rows(panel, screen)
    assert [text for text, _ in drawn] == [words[index] for index in shown]
    return [(index, ink) for index, (_, ink) in zip(shown, drawn, strict=True)]


def test_the_logs_rows_lie_inside_its_view_at_every_offset(res, screen, long_log):
    """Scrolled from top to bottom in steps that cut rows at the edges: every row drawn lies
    inside the view, a row cut by an edge is left out, the rows drawn follow one another
    with none missing, and every line is read whole over its rows."""
    panel = fitted(LogPanel(res, long_log), screen)
    view = screen.rect(panel.layout.view)
    rows = panel.rows_for(screen)
    for index, line in enumerate(long_log.lines):
        assert " ".join(words for words, at in rows if at == index) == line
    assert len(rows) > len(long_log.lines), "some line should need two rows"
    row = LOG_ROW * screen.look.text_scale
    whole_rows = int(panel.layout.view[3] // row)
    seen: set[int] = set()
    panel.act(Action.HOME)
    assert not panel.follow
    for _ in steps_while(lambda: True, limit=1000):
        drawn = drawn_row_numbers(panel, screen)
        for index, ink in drawn:
            assert view.contains(ink), (screen.size, screen.look, rows[index], ink, view)
        shown = [index for index, _ in drawn]
        assert shown == list(range(shown[0], shown[0] + len(shown))), shown
        assert len(shown) >= whole_rows - 1, (panel.scroller.offset, len(shown))
        seen.update(shown)
        if panel.scroller.at_end:
            break
        panel.scroller.scroll_by(OFFSET_STEP)
    assert seen == set(range(len(rows)))  # every row shows whole somewhere


def test_a_line_in_two_rows_goes_on_indented(res, screen_at, long_log):
    panel = LogPanel(res, long_log)
    screen = screen_at()
    rows = panel.rows_for(screen)
    second = next(i for i in range(1, len(rows)) if rows[i][1] == rows[i - 1][1])
    panel.act(Action.HOME)
    panel.scroller.scroll_by((second - 2) * LOG_ROW)  # the line near the top
    inks = dict(drawn_row_numbers(panel, screen))
    first, then = inks[second - 1], inks[second]
    assert then.left - first.left == pytest.approx(screen.length(LOG_INDENT), abs=3)
    assert then.top >= first.bottom - 2  # the row below, not over it


def test_an_empty_log_says_no_battle_yet_inside_the_view(res, screen):
    panel = fitted(LogPanel(res, BattleLog()), screen)
    drawn = drawn_rows(panel, screen)
    assert " ".join(words for words, _ in drawn) == no_battle_yet()
    for words, ink in drawn:
        assert screen.rect(panel.layout.view).contains(ink), words


def test_a_drag_holds_the_log_where_it_is_put_as_new_lines_come(res, screen_at):
    """While a finger holds the log, new lines do not move it from under the finger;
    dragged up and let go, it stays there; dragged back down to the end, it follows the
    newest line again."""
    screen = screen_at()
    battles = battles_of_every_kind()
    log = log_of(battles[:-4])
    panel = LogPanel(res, log)
    panel.update(0.0)  # a frame: the panel takes in the log's new length
    scroller = panel.scroller
    assert scroller.at_end and scroller.max_offset > 100
    held = scroller.offset
    x, y = panel.layout.view[0] + 100, panel.layout.view[1] + 100
    panel.point(PointerDown(x, y))  # at the end, following, and held
    log.add(battles[-4])
    panel.update(0.0)  # a frame: the panel takes in the log's new length
    assert scroller.offset == held < scroller.max_offset
    panel.point(PointerMove(x, y + 100, held=True))
    assert scroller.offset == held - 100
    panel.update(1.0)  # held still before it is let go: no flick
    panel.point(PointerUp(x, y + 100))
    assert not panel.follow
    log.add(battles[-3])
    panel.update(0.0)  # a frame: the panel takes in the log's new length
    assert scroller.offset == held - 100
    panel.point(PointerDown(x, y))
    panel.point(PointerMove(x, y - 1000, held=True))
    panel.point(PointerUp(x, y - 1000))
    assert panel.follow
    log.add(battles[-2])
    panel.update(0.0)
    words = [words for words, _ in drawn_rows(panel, screen)]
    assert scroller.at_end and words[-1] == panel.rows_for(screen)[-1][0]


def test_the_rules_scroll_to_the_end_of_the_page_at_the_text_size_asked_for(res):
    """Large text makes the page longer; End reaches its end without the panel reopening."""
    panel = RulesPanel(res)
    ends = []
    for settings in (Settings(), Settings(large_text=True)):
        res.store.save_settings(settings)
        panel.act(Action.END)
        assert panel.scroller.offset == panel.page_height - panel.layout.view[3]
        ends.append(panel.scroller.offset)
    assert 0 < ends[0] < ends[1]
