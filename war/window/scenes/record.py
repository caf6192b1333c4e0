"""The lifetime record: rounds won, lost and drawn, and how long your rounds run against how
long rounds run by the rules. Reset asks first.

It opens over the title or over the round-over dialog; with the round just finished it says
where that round falls among all rounds.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import Reason, Winner
from war.core.rules import Rules
from war.store.record import Record
from war.window.drawing import charts, palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap_evenly
from war.window.drawing.widgets import (
    draw_centred_lines,
    draw_controls,
    draw_page_title,
    draw_panel,
)
from war.window.input.actions import Action
from war.window.layout.frame import Frame
from war.window.layout.medals import medals_button
from war.window.layout.pages import PAGE_VEIL_OPACITY, column_origin, portrait
from war.window.layout.record import (
    RECORD_CHARTS_GAP,
    RECORD_DETAILS,
    RECORD_EMPTY,
    RECORD_LATEST,
    RECORD_ROW_GAP,
    RECORD_SUMMARY,
    RECORD_TEXT_LEAST,
    RECORD_TOTALS,
    RecordLayout,
    record_layout,
)
from war.window.layout.story import last_round_button
from war.window.resources import Resources
from war.window.scenes import record_rules
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.medals import MedalsScene
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.ui.controls import Button, Controls
from war.words import record as words
from war.words import story as story_words
from war.words import table as table_words
from war.words.earned import medals
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
        self.layout = record_layout()
        super().__init__(
            Controls(
                [
                    Button(Action.BACK, self.layout.page.close, label=table_words.close()),
                    Button(Action.RESET, self.layout.reset, self._has_rounds, label=words.reset()),
                    Button(
                        Action.LAST_ROUND,
                        last_round_button(self.layout.reset),
                        self._has_rounds,
                        label=story_words.last_round(),
                    ),
                    Button(Action.MEDALS, medals_button(self.layout), label=medals()),
                ]
            )
        )
        self.res = res
        self.finished = finished
        self._bins: tuple[Record, Rules, list[charts.Bins]] | None = None

    def fit(self, frame: Frame) -> None:
        """The design's page, or in a portrait frame one as tall as it allows, its charts
        one over the other."""
        super().fit(frame)
        self.layout = record_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        close, reset, last_round, to_medals = self.controls.buttons[:4]
        close.rect, reset.rect = self.layout.page.close, self.layout.reset
        last_round.rect = last_round_button(self.layout.reset)
        to_medals.rect = medals_button(self.layout)

    @property
    def record(self) -> Record:
        return self.res.store.record

    @property
    def rules(self) -> Rules:
        """The rule set the Record charts: the round just finished's, else the rules new
        rounds are dealt under (scenes/record_rules.py)."""
        finished = self.finished is not None
        return record_rules.rules_of(self.record, finished, self.res.store.settings.rules)

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
                        words.reset_note(
                            self.record.played, bool(self.record.medals or self.record.daily)
                        ),
                        words.reset(),
                        words.keep(),
                    )
                )
            case Action.CONFIRM:
                self.res.store.reset_record()
            case Action.LAST_ROUND if self._has_rounds():
                history = self.record.history
                return Push(LastRoundScene(self.res, history[-1] if history else None))
            case Action.MEDALS:
                return Push(MedalsScene(self.res))
        return None

    def opening_words(self) -> list[str]:
        """The page's title and its rows of words (or, empty, that it is)."""
        rows = [said for said, _, _ in self._rows_shown(said=True)]
        return [words.title(), *(rows if self.record.played else [words.empty(), *rows])]

    def _rows_shown(self, *, said: bool = False) -> list[tuple[str, tuple[float, float], Ink]]:
        """The rows of words over the charts: (words, where and how large, colour);
        ``said``: the words as read aloud, with no sign a screen reader names ("·", "—")."""
        record = self.record
        rules = self.rules
        # An empty record is said once, where the charts would be: no row of noughts above.
        lines: list[tuple[str, tuple[float, float], Ink]] = (
            [
                (words.summary(record), RECORD_SUMMARY, palette.TEXT),
                (
                    (words.details_said if said else words.details)(record),
                    RECORD_DETAILS,
                    palette.TEXT_DIM,
                ),
                (words.totals(record), RECORD_TOTALS, palette.TEXT_DIM),
            ]
            if record.played
            else []
        )
        house = record_rules.house_row(record, rules)  # the rounds under the house rules
        if house is not None:
            lines.append((house, RECORD_TOTALS, palette.TEXT))
        if self.finished is not None:
            battles = self.finished.battles
            shorter = record_rules.share_shorter_than(rules, battles)
            falls = words.where_it_falls_said if said else words.where_it_falls
            lines.append((falls(battles, shorter), RECORD_LATEST, palette.GOLD))
        return lines

    def draw(self, screen: Screen, alpha: float) -> None:
        layout = self.layout
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, layout.page.panel)
        draw_page_title(
            screen, words.title(), at=layout.page.title_at, width=layout.page.title_width
        )
        record = self.record
        rows_end = _draw_rows(screen, layout, self._rows_shown())
        if record.played:
            self._draw_charts(screen, record, rows_end + RECORD_CHARTS_GAP)
        else:
            said = (words.empty(), layout.empty_y, RECORD_EMPTY[1], palette.TEXT_DIM, False)
            least = RECORD_EMPTY[1] * RECORD_TEXT_LEAST
            draw_centred_lines(screen, [said], layout.page.centre_x, layout.page.text_width, least)
        draw_controls(screen, self.controls)

    def _draw_charts(self, screen: Screen, record: Record, least_top: float) -> None:
        """The charts, under the rows of words (``least_top`` at the highest)."""
        outcomes, lengths = self.layout.charts(screen.look.text_scale, least_top)
        bars = outcome_bars(record)
        choices = self._binned(record)
        # The two axes in line: the names under each take as much room as the other's.
        band = max(
            charts.bar_band(screen, outcomes, bars), charts.histogram_band(screen, lengths, choices)
        )
        charts.bar_chart(screen, outcomes, words.outcomes_title(), bars, band)
        rules = self.rules  # the lengths of its rounds against rounds under the same rules
        title, legend = record_rules.title(rules), record_rules.legend(rules)
        charts.histogram(screen, lengths, title, legend, choices, band)

    def words_changed(self) -> None:
        self._bins = None  # the bins' names, in the language in use now

    def _binned(self, record: Record) -> list[charts.Bins]:
        """The lengths of ``record``'s rounds and the simulated ones, in bins of each of
        BIN_WIDTHS (counted once for each record, not every frame)."""
        rules = self.rules
        if self._bins is None or self._bins[0] is not record or self._bins[1] != rules:
            self._bins = (record, rules, record_rules.binned(record, rules))
        return self._bins[2]


def _draw_rows(
    screen: Screen, layout: RecordLayout, rows: Sequence[tuple[str, tuple[float, float], Ink]]
) -> float:
    """The record's rows of words, each where it was designed to be (lower, as large text
    makes the rows above taller) or under the row above if that reaches further: a row too
    long for the page is set a little smaller, or else on as many lines as it needs.
    Returns where the last ends (logical)."""
    text_scale = screen.look.text_scale
    end = 0.0
    most = layout.page.text_width
    for said, row, colour in rows:
        size = row[1]
        top = max(layout.row_y(row, text_scale), end + RECORD_ROW_GAP if end else 0.0)
        least = size * RECORD_TEXT_LEAST
        lines = [said]
        if screen.text_width(said, least) > most:

            def width(words: str, size: float = size) -> float:
                return screen.text_width(words, size)

            lines = wrap_evenly(said, width, most)
        step = screen.fonts.get(screen.text_pixels(size)).get_height() / screen.scale
        for line in lines:
            screen.text(
                line,
                size,
                (layout.page.left, top),
                color=colour,
                max_width=most,
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
