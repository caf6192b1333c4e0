"""Writing a command's output to stdout, which may be closed, full, or a pipe whose reader
stops early: what cannot be written is one line on stderr and exit code 1, never a
traceback."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable

from war.messages import say
from war.words import command as words

EXIT_FAILURE = 1


def write_output(run: Callable[..., int], *args: object) -> int:
    """Run a command whose only I/O is writing stdout, so any OSError is a failed write.

    A reader that stops early (``| head``) is no error: exit 0 without a word. Any other
    failed write (a full disk, a closed descriptor) is one line on stderr and exit 1. What
    stdout's encoding cannot hold is written escaped (``caf\\xe9``).
    """
    if sys.stdout is None:  # started with no stdout at all (pythonw, a closed descriptor)
        return cannot_write(words.stdout_closed())
    try:
        # An ASCII or code-page stdout (``stats > out.txt`` on Windows) would end the output
        # in a traceback at the first "é" or "·"; the rest of it is still worth having.
        reconfigure = getattr(sys.stdout, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
        code = run(*args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _drop_unwritten_output()
        return 0
    except OSError as error:
        _drop_unwritten_output()
        return cannot_write(error.strerror or str(error))


def _drop_unwritten_output() -> None:
    """Point stdout at devnull, so the flush at exit does not fail a second time."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)


def cannot_write(reason: str) -> int:
    say(words.cannot_write(reason))
    return EXIT_FAILURE


def print_text(text: str) -> int:
    sys.stdout.write(text)
    return 0
