"""What tests that start other programs share: the tools they need, and their processes.

A developer's machine without a tool skips the tests that need it; CI sets
WAR_REQUIRE_E2E=1, and there a missing tool fails them. Nothing here imports pygame.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import subprocess
from collections.abc import Callable
from typing import NoReturn

import pytest

STOP_SECONDS = 10.0


def unavailable(message: str) -> NoReturn:
    """A skip on a developer's machine; a failure in CI (WAR_REQUIRE_E2E=1)."""
    if os.environ.get("WAR_REQUIRE_E2E") == "1":
        pytest.fail(message)
    pytest.skip(message)


def require_tools(*tools: str, install: str) -> None:
    """Each of ``tools`` on PATH, or ``unavailable`` naming the apt packages that bring them."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        unavailable(f"{' and '.join(missing)} not found: apt-get install -y {install}")


def die_with_parent(signum: int) -> Callable[[], None]:
    """For Popen: the child gets ``signum`` if pytest dies, so nothing is left running."""
    prctl = getattr(ctypes.CDLL(None), "prctl", None)  # Linux only
    set_parent_death_signal = 1  # PR_SET_PDEATHSIG

    def arrange() -> None:
        if prctl is not None:
            prctl(set_parent_death_signal, signum)

    return arrange


def stop(process: subprocess.Popen) -> None:
    """SIGTERM, and SIGKILL if that has not ended it within STOP_SECONDS."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=STOP_SECONDS)
