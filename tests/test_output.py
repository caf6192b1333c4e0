"""Tests for output.py: a command's output written, whatever stdout turns out to be."""

from __future__ import annotations

import errno
import io
import sys

import pytest

from war.output import EXIT_FAILURE, print_text, write_output


class FailingOut(io.StringIO):
    def __init__(self, error: OSError) -> None:
        super().__init__()
        self.error = error

    def write(self, text: str) -> int:
        raise self.error


def test_what_is_written_reaches_stdout_and_the_exit_code_is_the_commands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert write_output(print_text, "hello\n") == 0
    assert out.getvalue() == "hello\n"


def test_a_reader_that_stops_early_is_no_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", FailingOut(BrokenPipeError(errno.EPIPE, "Broken pipe")))
    monkeypatch.setattr("war.output._drop_unwritten_output", lambda: None)
    assert write_output(print_text, "hello\n") == 0


def test_a_failed_write_is_one_line_naming_why_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", FailingOut(OSError(errno.ENOSPC, "No space left on device")))
    monkeypatch.setattr("war.output._drop_unwritten_output", lambda: None)
    assert write_output(print_text, "hello\n") == EXIT_FAILURE
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1 and "No space left on device" in said[0]


def test_no_stdout_at_all_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    assert write_output(print_text, "hello\n") == EXIT_FAILURE
    assert len(capsys.readouterr().err.splitlines()) == 1
