"""The lifetime record: rounds won, lost and drawn, and how long your rounds run against how
long rounds run by the rules. Reset asks first.

It opens over the title or over the round-over dialog; with the round just finished it says
where that round falls among all rounds.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import Reason, Winner
from war.simulator.lengths import Lengths
from war.store.record import Record
from war.window.drawing import charts, palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap_evenly
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel
from war.window.input.actions import Action
from war.window.layout.pages import (
    PAGE_CLOSE,
    PAGE_LEFT,
    PAGE_PANEL,
    PAGE_VEIL_OPACITY,
)
from war.window.layout.record import (
    RECORD_CHARTS_GAP,
    RECORD_DETAILS,
    RECORD_EMPTY,
    RECORD_LATEST,
    RECORD_LENGTHS,
    RECORD_OUTCOMES,
    RECORD_RESET,
    RECORD_ROW_GAP,
    RECORD_SUMMARY,
    RECORD_TEXT_LEAST,
    RECORD_TEXT_WIDTH,
    RECORD_TOTALS,
    record_chart_rect,
    record_row_y,
)
from war.window.resources import Resources
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.ui.controls import Button, Controls
from war.words import record as words
from war.words import table as table_words
from war.words.format import number

Bins = list[tuple[int, int]]  # each (first, last) battle, ends included


def bins_of(width: int) -> Bins:
    """The histogram's bins: ``width`` battles each, then the rounds that reached the limit
    alone."""
    bins = [(first, first + width - 1) for first in range(1, BATTLE_LIMIT - width, width)]
    return [*bins, (BATTLE_LIMIT - width + 1, BATTLE_LIMIT - 1), (BATTLE_LIMIT, BATTLE_LIMIT)]


# Fifty battles a bin; where their labels cannot all be set whole and apart (a small window,
# large text), a hundred, then 250.
BIN_WIDTHS = (50, 100, 250)
BINS = bins_of(BIN_WIDTHS[0])
OUTCOMES = (  # the bars: who won (and why, for the draws), and the colour
    (Winner.PLAYER, None, palette.GOLD),
    (Winner.COMPUTER, None, palette.SUIT_RED),
    (Winner.DRAW, Reason.BATTLE_LIMIT, palette.BACK_LATTICE),
    (Winner.DRAW, Reason.BOTH_OUT_IN_WAR, palette.TEXT_DIM),
)


class RecordScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources, finished: Outcome | None = None) -> None:
        """``finished``: the round that has just ended, to place among all rounds."""
        super().__init__(
            Controls(
                [
                    Button(Action.BACK, PAGE_CLOSE, label=table_words.close()),
                    Button(Action.RESET, RECORD_RESET, self._has_rounds, label=words.reset()),
                ]
            )
        )
        self.res = res
        self.finished = finished
        self.lengths: Lengths = res.lengths
        self._bins: tuple[Record, list[charts.Bins]] | None = None

    @property
    def record(self) -> Record:
        return self.res.store.record

    def _has_rounds(self) -> bool:
        return self.record.played > 0

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.BACK | Action.RECORD:
                return Pop()
            case Action.RESET if self._has_rounds():
                return Push(
                    ConfirmScene(
                        words.reset_question(),
                        words.reset_note(self.record.played),
                        words.reset(),
                        words.keep(),
                    )
                )
            case Action.CONFIRM:
                self.res.store.reset_record()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, PAGE_PANEL)
        draw_page_title(screen, words.title())
        record = self.record
        # An empty record is said once, where the charts would be: no row of noughts above.
        lines = (
            [
                (words.summary(record), RECORD_SUMMARY, palette.TEXT),
                (words.details(record), RECORD_DETAILS, palette.TEXT_DIM),
                (words.totals(record), RECORD_TOTALS, palette.TEXT_DIM),
            ]
            if record.played
            else []
        )
        if self.finished is not None:
            battles = self.finished.battles
            shorter = self.lengths.share_shorter_than(battles)
            lines.append((words.where_it_falls(battles, shorter), RECORD_LATEST, palette.GOLD))
        rows_end = _draw_rows(screen, lines)
        if record.played:
            self._draw_charts(screen, record, rows_end + RECORD_CHARTS_GAP)
        else:
            centre = PAGE_PANEL[0] + PAGE_PANEL[2] / 2
            y, size = RECORD_EMPTY
            screen.text(
                words.empty(),
                size,
                (centre, y),
                anchor="center",
                color=palette.TEXT_DIM,
            )
        draw_controls(screen, self.controls)

    def _draw_charts(self, screen: Screen, record: Record, least_top: float) -> None:
        """The charts, under the rows of words (``least_top`` at the highest)."""
        text_scale = screen.look.text_scale
        outcomes = record_chart_rect(RECORD_OUTCOMES, text_scale, least_top)
        lengths = record_chart_rect(RECORD_LENGTHS, text_scale, least_top)
        bars = outcome_bars(record)
        choices = self._binned(record)
        # The two axes in line: the names under each take as much room as the other's.
        band = max(
            charts.bar_band(screen, outcomes, bars), charts.histogram_band(screen, lengths, choices)
        )
        charts.bar_chart(screen, outcomes, words.outcomes_title(), bars, band)
        charts.histogram(
            screen,
            lengths,
            words.lengths_title(),
            words.lengths_legend(self.lengths.deals),
            choices,
            band,
        )

    def words_changed(self) -> None:
        self._bins = None  # the bins' names, in the language in use now

    def _binned(self, record: Record) -> list[charts.Bins]:
        """The lengths of ``record``'s rounds and the simulated ones, in bins of each of
        BIN_WIDTHS (counted once for each record, not every frame)."""
        if self._bins is None or self._bins[0] is not record:
            choices = []
            for width in BIN_WIDTHS:
                bins = bins_of(width)
                labels = [words.bin_label(*each) for each in bins]
                mine = length_shares(record, bins)
                choices.append(charts.Bins(labels, mine, self.lengths.shares(bins)))
            self._bins = (record, choices)
        return self._bins[1]


def _draw_rows(screen: Screen, rows: Sequence[tuple[str, tuple[float, float], Ink]]) -> float:
    """The record's rows of words, each where it was designed to be (lower, as large text
    makes the rows above taller) or under the row above if that reaches further: a row too
    long for the page is set a little smaller, or else on as many lines as it needs.
    Returns where the last ends (logical)."""
    text_scale = screen.look.text_scale
    end = 0.0
    for said, (y, size), colour in rows:
        top = max(record_row_y(y, text_scale), end + RECORD_ROW_GAP if end else 0.0)
        least = size * RECORD_TEXT_LEAST
        lines = [said]
        if screen.text_width(said, least) > RECORD_TEXT_WIDTH:

            def width(words: str, size: float = size) -> float:
                return screen.text_width(words, size)

            lines = wrap_evenly(said, width, RECORD_TEXT_WIDTH)
        step = screen.fonts.get(screen.text_pixels(size)).get_height() / screen.scale
        for line in lines:
            screen.text(
                line,
                size,
                (PAGE_LEFT, top),
                color=colour,
                max_width=RECORD_TEXT_WIDTH,
                shrink_to=least,
            )
            top += step
        end = top
    return end


def outcome_bars(record: Record) -> list[charts.Bar]:
    """Won, lost, drawn at the limit, drawn both out: how many of each, as bars."""
    bars = []
    for winner, reason, colour in OUTCOMES:
        count = record.count(winner) if reason is None else record.endings[(winner, reason)]
        label = words.outcome_label(winner, reason)
        bars.append(charts.Bar(label, count, number(count), colour))
    return bars


def length_shares(record: Record, bins: Bins = BINS) -> list[float]:
    """The share of the listed rounds whose length falls in each of ``bins``."""
    mine = [each.battles for each in record.history]
    if not mine:
        return [0.0] * len(bins)
    return [sum(first <= n <= last for n in mine) / len(mine) for first, last in bins]
