"""The progress bar: silent for quick runs and non-terminals, throttled, fit to the width."""

from __future__ import annotations

import io
import sys

from war.simulator.progress import ProgressBar


class FakeTerminal(io.StringIO):
    def __init__(self, tty: bool = True) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_bar_waits_a_second_then_draws_at_most_ten_times_a_second() -> None:
    stream, clock = FakeTerminal(), FakeClock()
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
    stream, clock = FakeTerminal(tty=False), FakeClock()
    with ProgressBar(10, stream=stream, clock=clock) as bar:
        clock.now += 5
        bar.update(5)
    assert stream.getvalue() == ""


def test_progress_bar_stays_silent_without_a_stderr(monkeypatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)  # as under pythonw, or with 2>&-
    with ProgressBar(10, clock=FakeClock(), delay=0) as bar:
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
