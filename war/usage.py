"""The command line's two ends short of running: a mistake in the arguments, and --help.

Apart from war/arguments.py (the parser that raises them), so what only raises or catches
them, a bare start of the window among them, needs no argparse.
"""

from __future__ import annotations


class UsageError(Exception):
    """Arguments that cannot be run; the message is the one line shown after "war: "."""


class HelpAsked(Exception):
    """--help was given: ``text`` is to be printed, and nothing else done."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text
