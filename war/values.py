"""A whole number given to an option (--seed, --games, --jobs), read: a UsageError whose one
line names the option and echoes the value (cut short, its control characters escaped)
when it cannot be."""

from __future__ import annotations

import sys

from war.messages import echo
from war.usage import UsageError
from war.words import command as words


def whole_number(option: str, text: str, minimum: int, maximum: int | None = None) -> int:
    """``text`` as an int from ``minimum`` to ``maximum`` (if given); else UsageError.

    At most ``sys.get_int_max_str_digits()`` digits (4300 by default): Python can neither
    read nor print a longer number, so a seed past it could not be shown to replay it.
    """
    if text.isascii() and text.isdigit():
        limit = sys.get_int_max_str_digits()
        if limit and len(text) > limit:
            raise UsageError(words.too_many_digits(option, minimum, maximum, limit, len(text)))
        value = int(text)
        if value >= minimum and (maximum is None or value <= maximum):
            return value
    raise UsageError(words.not_a_whole_number(option, minimum, maximum, echo(text)))
