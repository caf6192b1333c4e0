"""Benchmarks stop when told to: SIGTERM (what ``timeout`` sends) or Ctrl+C ends a run at
once, the processes it started with it.

SDL, once initialised, turns SIGTERM and SIGINT into a QUIT event, which the game's App
takes as the window being closed; a benchmark driving frames by itself would never see it
and run on for minutes. Told not to (``SDL_NO_SIGNAL_HANDLERS``, inherited by the
processes a benchmark starts), SDL leaves both signals to Python: each is raised here as
SystemExit (no traceback for a Ctrl+C), so the ``finally`` blocks and pools on the way out
stop the processes the benchmark started (with SIGTERM, so they stop theirs in turn).
"""

from __future__ import annotations

import os
import signal
from types import FrameType


def stop_when_told() -> None:
    """Call before pygame is initialised."""
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)


def _stop(signum: int, _frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)
