"""Tests for values.py: a whole number given to an option, read."""

from __future__ import annotations

import sys

import pytest

from war.usage import UsageError
from war.values import whole_number


def test_a_whole_number_in_range_is_read() -> None:
    assert whole_number("--jobs", "8", 1, 64) == 8


@pytest.mark.parametrize("text", ["0", "65", "-1", "1.5", "eight", "", "٣"])
def test_anything_else_is_a_usage_error_naming_the_option(text: str) -> None:
    with pytest.raises(UsageError, match="--jobs"):
        whole_number("--jobs", text, 1, 64)


def test_a_number_longer_than_python_prints_is_refused_before_int_reads_it() -> None:
    digits = "9" * (sys.get_int_max_str_digits() + 1)
    with pytest.raises(UsageError, match="--seed"):
        whole_number("--seed", digits, 0)
