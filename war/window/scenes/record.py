"""The lifetime record: rounds won, lost and drawn, and how long your rounds run against how
long rounds run by the rules. Reset asks first.

It opens over the title or over the round-over dialog; with the round just finished it says
where that round falls among all rounds.
"""

from __future__ import annotations

from war.core.engine import BATTLE_LIMIT, Outcome
from war.core.events import Reason, Winner
from war.core.words import plural
from war.simulator.lengths import Lengths
from war.store.record import Record
from war.store.summary import details, summary, totals
from war.window.drawing import charts, palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input.actions import Action
from war.window.layout import (
    RECORD_CLOSE,
    RECORD_DETAILS,
    RECORD_EMPTY,
    RECORD_LATEST,
    RECORD_LENGTHS,
    RECORD_OUTCOMES,
    RECORD_PANEL,
    RECORD_RESET,
    RECORD_SUMMARY,
    RECORD_TEXT_LEAST,
    RECORD_TEXT_WIDTH,
    RECORD_TEXT_X,
    RECORD_TITLE_AT,
    RECORD_TITLE_SIZE,
    RECORD_TOTALS,
    RECORD_VEIL_OPACITY,
    record_chart_rect,
    record_row_y,
)
from war.window.resources import Resources
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.ui.controls import Button, Controls

TITLE = "Your record"
# The histogram's bins: fifty battles each, then the rounds that reached the limit alone.
BINS = [(first, first + 49) for first in range(1, BATTLE_LIMIT - 50, 50)]
BINS += [(BATTLE_LIMIT - 49, BATTLE_LIMIT - 1), (BATTLE_LIMIT, BATTLE_LIMIT)]
OUTCOMES = (  # the bars: who won (and why, for the draws), the label, the colour
    (Winner.PLAYER, None, ("Won",), palette.GOLD),
    (Winner.COMPUTER, None, ("Lost",), palette.SUIT_RED),
    (Winner.DRAW, Reason.BATTLE_LIMIT, ("Drawn:", "the limit"), palette.BACK_LATTICE),
    (Winner.DRAW, Reason.BOTH_OUT_IN_WAR, ("Drawn:", "both out"), palette.TEXT_DIM),
)


def bin_label(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


class RecordScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources, finished: Outcome | None = None) -> None:
        """``finished``: the round that has just ended, to place among all rounds."""
        super().__init__(
            Controls(
                [
                    Button(Action.BACK, RECORD_CLOSE, label="Close"),
                    Button(Action.RESET, RECORD_RESET, self._has_rounds, label="Reset record"),
                ]
            )
        )
        self.res = res
        self.finished = finished
        self.lengths: Lengths = res.lengths

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
                        "Reset your record?",
                        f"All {plural(self.record.played, 'round')} will be forgotten.",
                        "Reset record",
                    )
                )
            case Action.CONFIRM:
                self.res.store.reset_record()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(RECORD_VEIL_OPACITY)
        draw_panel(screen, RECORD_PANEL)
        screen.text(TITLE, RECORD_TITLE_SIZE, RECORD_TITLE_AT, bold=True, color=palette.GOLD)
        record = self.record
        lines = [(summary(record), RECORD_SUMMARY, palette.TEXT)]
        if record.played:
            lines.append((details(record), RECORD_DETAILS, palette.TEXT_DIM))
            lines.append((totals(record).capitalize(), RECORD_TOTALS, palette.TEXT_DIM))
        if self.finished is not None:
            latest = where_it_falls(self.finished.battles, self.lengths)
            lines.append((latest, RECORD_LATEST, palette.GOLD))
        text_scale = screen.look.text_scale  # large text: the rows spread out, the charts give way
        for words, (y, size), colour in lines:
            at = (RECORD_TEXT_X, record_row_y(y, text_scale))
            screen.text(
                words,
                size,
                at,
                color=colour,
                max_width=RECORD_TEXT_WIDTH,
                shrink_to=size * RECORD_TEXT_LEAST,
            )
        if record.played:
            self._draw_charts(screen, record)
        else:
            centre = RECORD_PANEL[0] + RECORD_PANEL[2] / 2
            y, size = RECORD_EMPTY
            screen.text(
                "No rounds finished yet: play one to the end and it is counted here.",
                size,
                (centre, y),
                anchor="center",
                color=palette.TEXT_DIM,
            )
        draw_controls(screen, self.controls)

    def _draw_charts(self, screen: Screen, record: Record) -> None:
        text_scale = screen.look.text_scale
        outcomes = record_chart_rect(RECORD_OUTCOMES, text_scale)
        charts.bar_chart(screen, outcomes, "How your rounds ended", outcome_bars(record))
        charts.histogram(
            screen,
            record_chart_rect(RECORD_LENGTHS, text_scale),
            "Battles in a round",
            f"gold: yours · blue: {self.lengths.deals:,} rounds by the rules",
            [bin_label(*each) for each in BINS],
            length_shares(record),
            self.lengths.shares(BINS),
        )


def outcome_bars(record: Record) -> list[charts.Bar]:
    """Won, lost, drawn at the limit, drawn both out: how many of each, as bars."""
    bars = []
    for winner, reason, label, colour in OUTCOMES:
        count = record.count(winner) if reason is None else record.endings[(winner, reason)]
        bars.append(charts.Bar(label, count, f"{count:,}", colour))
    return bars


def length_shares(record: Record) -> list[float]:
    """The share of the listed rounds whose length falls in each of BINS."""
    mine = [each.battles for each in record.history]
    if not mine:
        return [0.0] * len(BINS)
    return [sum(first <= n <= last for n in mine) / len(mine) for first, last in BINS]


def where_it_falls(battles: int, lengths: Lengths) -> str:
    """E.g. "This round lasted 454 battles — longer than 87% of rounds"."""
    shorter = lengths.share_shorter_than(battles)
    return f"This round lasted {plural(battles, 'battle')} — longer than {shorter:.0%} of rounds"
