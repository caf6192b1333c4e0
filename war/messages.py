"""One-line messages to the person at the terminal: "war: ...", shortened and escaped.

Whatever a message carries (a value typed on the command line, an error from SDL), it
stays one line, and nothing in it reaches the terminal as a control character.
"""

from __future__ import annotations

import contextlib
import re
import sys
import unicodedata

from war.words.command import long_value
from war.words.program import NAME

ECHO_MAX = 60  # characters of a value from the command line shown whole in a message
ECHO_KEEP = 40  # characters shown of a longer one, before "…"
_LONG_WORD = re.compile(rf"\S{{{3 * ECHO_MAX},}}")  # in a message, surely an echoed value


def echo(value: str, *, quote: bool = True) -> str:
    """A value from the command line, as a message shows it: in quotes, control characters
    escaped (never sent to the terminal), and a long one cut to its start, with its length.
    """
    pieces = [_escaped(char) for char in value[: ECHO_MAX + 1]]
    if len(value) <= ECHO_MAX and sum(map(len, pieces)) <= ECHO_MAX:
        shown = "".join(pieces)
    else:
        shown = ""
        for piece in pieces:
            if len(shown) + len(piece) > ECHO_KEEP:
                break
            shown += piece
        shown += "…"
        return long_value(f'"{shown}"' if quote else shown, len(value))
    return f'"{shown}"' if quote else shown


def _escaped(char: str) -> str:
    """``char``, or its escape (``\\x1b``) if it is a control, format or separator character."""
    if char == " " or unicodedata.category(char)[0] not in "CZ":
        return char
    return char.encode("unicode_escape", "backslashreplace").decode("ascii")


def escaped(text: str) -> str:
    """``text`` with every control, format or separator character escaped (``\\x1b``): one
    line with nothing for the terminal to act on, whatever it holds (a folder's name)."""
    return "".join(_escaped(char) for char in text)


def _printable(message: str) -> str:
    """One line with nothing for the terminal to act on, however it was built."""
    return escaped(_LONG_WORD.sub(lambda found: echo(found[0], quote=False), message))


def say(message: str) -> None:
    """One line on stderr, if there is a stderr to write to."""
    if sys.stderr is None:  # print(file=None) would write to stdout instead
        return
    with contextlib.suppress(OSError):
        print(f"{NAME}: {_printable(message)}", file=sys.stderr)
