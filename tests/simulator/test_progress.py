"""The progress bar: silent for quick runs and non-terminals, throttled, fit to the width."""

from __future__ import annotations

import io
import sys

from tests.helpers import FakeClock
from war.simulator.progress import ProgressBar


class FakeTerminal(io.StringIO):
    def __init__(self, tty: bool = True) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def test_progress_bar_waits_a_second_then_draws_at_most_ten_times_a_second() -> None:
    stream, clock = FakeTerminal(), FakeClock(100.0)
    with ProgressBar(1000, stream=stream, clock=clock) as bar:
        clock.now += 0.5
        bar.update(100)
        assert stream.getvalue() == ""  # a quick run never shows a bar
        clock.now += 0.6
        bar.update(500)
        assert stream.getvalue().count("\r") == 1
        assert "50%" in stream.getvalue() and "500/1,000 deals" in stream.getvalue()
        clock.now += 0.05
        bar.update(600)
        assert stream.getvalue().count("\r") == 1  # too soon to draw again
        clock.now += 0.06
        bar.update(700)
        assert stream.getvalue().count("\r") == 2
    *_, erased, after = stream.getvalue().split("\r")
    assert erased.strip(" ") == "" and len(erased) >= len("500/1,000 deals") and after == ""


def test_progress_bar_stays_silent_when_stderr_is_not_a_terminal() -> None:
    stream, clock = FakeTerminal(tty=False), FakeClock(100.0)
    with ProgressBar(10, stream=stream, clock=clock) as bar:
        clock.now += 5
        bar.update(5)
    assert stream.getvalue() == ""


def test_progress_bar_stays_silent_without_a_stderr(monkeypatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)  # as under pythonw, or with 2>&-
    with ProgressBar(10, clock=FakeClock(100.0), delay=0) as bar:
        assert not bar.enabled
        bar.update(5)


def test_progress_bar_fits_narrow_terminals() -> None:
    bar = ProgressBar(100_000, stream=FakeTerminal())
    assert len(bar.render(50_000, 2.0, 80)) < 80
    assert len(bar.render(50_000, 2.0, 30)) < 30
    assert bar.render(100_000, 4.0, 80).startswith("[" + "#" * 10)


def test_progress_bar_says_deal_for_one_and_deals_for_more() -> None:
    one = ProgressBar(1, stream=FakeTerminal()).render(0, 2.0, 80)
    assert "0/1 deal" in one and "deals" not in one
    assert "0/2 deals" in ProgressBar(2, stream=FakeTerminal()).render(0, 2.0, 80)


def test_progress_bar_keeps_its_length_as_the_count_grows() -> None:
    bar = ProgressBar(100_000, stream=FakeTerminal())
    # From no pace yet, through estimates of many hours, seconds and none left.
    moments = [(0, 1.0), (1, 1.0), (1, 10_000.0), (99, 2.0), (5_000, 3.0), (99_999, 4.0)]
    for columns in (80, 50, 30):
        lengths = {len(bar.render(done, elapsed, columns)) for done, elapsed in moments}
        lengths.add(len(bar.render(100_000, 5.0, columns)))
        assert len(lengths) == 1, (columns, lengths)


def test_progress_bar_shows_the_time_left_as_hours_minutes_seconds() -> None:
    bar = ProgressBar(100_000, stream=FakeTerminal())
    assert bar.render(1_000, 0.87, 100).endswith(" 0:01:26 left")  # 99,000 more at 0.87 s each
    assert bar.render(50_000, 5153.0, 100).endswith(" 1:25:53 left")
    assert bar.render(1, 3600.0, 100).endswith(" >99:59:59 left")  # past 100 hours
    assert bar.render(0, 1.0, 100).endswith(" -:--:-- left")  # no pace to go by yet
