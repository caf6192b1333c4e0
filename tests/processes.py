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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import pytest

STOP_SECONDS = 10.0
# What the tests that build the game in the checkout hold while setuptools writes its build/
# and *.egg-info there (one_at_a_time): two builds at once would tread on each other.
BUILDS_IN_CHECKOUT = "builds-in-checkout"
try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]


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


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of this test run's that every pytest-xdist worker shares (each worker's own
    temporary folders are in it), or the run's own without xdist."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextmanager
def one_at_a_time(tmp_path_factory: pytest.TempPathFactory, name: str) -> Iterator[None]:
    """Held by one pytest-xdist worker of the run at a time (the others wait): for what
    writes one place that every worker would, as the builds in the checkout's build/.
    The lock is the kernel's (flock), let go even when a worker is killed."""
    with (run_folder(tmp_path_factory) / f"{name}.lock").open("w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield
