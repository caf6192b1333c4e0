"""A Speech Dispatcher of a test's own, and the game run beside it, for the tests that
hear speech for real (tests/window/speech/test_e2e_speech.py, the bundle's).

The server is Debian's speech-dispatcher with its espeak-ng module, sound sent to libao's
null driver (no sound card needed), logging every line it is sent. A developer without it
or without the speech extra skips those tests; CI (WAR_REQUIRE_E2E=1) may not. Nothing here
imports pygame.
"""

from __future__ import annotations

import importlib.util
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers import ROOT
from tests.processes import die_with_parent, require_tools, stop, unavailable

START_SECONDS = 60.0  # the server up, a line reaching it: a loaded CI box can be slow
# Where Debian puts Speech Dispatcher's output modules (the espeak-ng one is asked for).
MODULE_DIRS = ("/usr/lib/speech-dispatcher-modules", "/usr/libexec/speech-dispatcher-modules")
INSTALL = "speech-dispatcher speech-dispatcher-espeak-ng"


def require_speech_extra() -> None:
    """Skip (fail in CI) where the speech extra is not installed."""
    if importlib.util.find_spec("prism") is None:
        unavailable(
            "the speech extra (prismatoid) is not installed: pip install -r requirements-dev.txt"
        )


@dataclass
class Server:
    """A running Speech Dispatcher: its address (as SPEECHD_ADDRESS gives it) and its log."""

    address: str
    log: Path

    def text(self) -> str:
        try:
            return self.log.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def queued(self) -> list[str]:
        """The lines it was sent to say, in order, as its debug log records them."""
        return re.findall(r"Queueing message \|(.*?)\| with priority", self.text())

    def wait_for(self, pattern: str, seconds: float = START_SECONDS) -> str:
        """The first match of ``pattern`` in the log, waited for at most ``seconds``."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = re.search(pattern, self.text())
            if found:
                return found.group(0)
            time.sleep(0.05)
        pytest.fail(
            f"Speech Dispatcher never logged {pattern!r}; its log ends:\n" + self.text()[-3000:]
        )


@contextmanager
def speech_server(tmp_path: Path) -> Iterator[Server]:
    """A Speech Dispatcher of the test's own on a socket in ``tmp_path``: nothing of the
    system's (its config, a session's server, a sound card) is used or left running."""
    require_tools("speech-dispatcher", install=INSTALL)
    modules = [Path(folder) for folder in MODULE_DIRS if (Path(folder) / "sd_espeak-ng").exists()]
    if not modules:
        unavailable(f"Speech Dispatcher's espeak-ng module not found: apt-get install -y {INSTALL}")
    require_speech_extra()
    config = tmp_path / "speechd"
    (config / "modules").mkdir(parents=True)
    (config / "modules" / "espeak-ng.conf").write_text("")
    logs = tmp_path / "speechd-log"
    logs.mkdir()
    # Level 5 logs each line as it is queued. Sound goes through libao, whose null driver
    # (chosen in the server's own HOME) plays it nowhere: no sound card or sound server.
    (config / "speechd.conf").write_text(
        "LogLevel 5\n"
        f'LogDir "{logs}"\n'
        'AudioOutputMethod "libao"\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        "DefaultModule espeak-ng\n"
    )
    home = tmp_path / "speechd-home"
    home.mkdir()
    (home / ".libao").write_text("default_driver=null\n")
    socket = tmp_path / "speechd.sock"
    process = subprocess.Popen(
        [
            "speech-dispatcher",
            "--run-single",
            "--timeout",
            "0",
            "--config-dir",
            str(config),
            "--module-dir",
            str(modules[0]),
            "--log-dir",
            str(logs),
            "--log-level",
            "5",
            "--communication-method",
            "unix_socket",
            "--socket-path",
            str(socket),
            "--pid-file",
            str(tmp_path / "speechd.pid"),
        ],
        env={**os.environ, "HOME": str(home)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=die_with_parent(signal.SIGTERM),
    )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not socket.exists():
            if process.poll() is not None:
                pytest.fail(f"speech-dispatcher exited with code {process.returncode}")
            if time.monotonic() > deadline:
                pytest.fail(f"speech-dispatcher made no socket in {START_SECONDS:.0f} s")
            time.sleep(0.05)
        yield Server(f"unix_socket:{socket}", logs / "speech-dispatcher.log")
    finally:
        stop(process)


class Game:
    """The game (``program``: the checkout's ``python main.py`` unless told) under SDL's
    dummy driver, its stderr read as it comes. ``env`` is added to this process's
    environment, or with ``inherit=False`` is all the game gets (and SDL's drivers)."""

    def __init__(
        self,
        tmp_path: Path,
        *args: str,
        env: dict[str, str],
        program: Sequence[str] = (sys.executable, str(ROOT / "main.py")),
        inherit: bool = True,
    ) -> None:
        self.folder = tmp_path / "data"
        run_dir = tmp_path / "run"
        run_dir.mkdir()
        self.err: list[str] = []
        base = os.environ if inherit else {}
        drivers = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        self.process = subprocess.Popen(
            [
                *program,
                *args,
                "--size",
                "640x360",
                "--data-dir",
                str(self.folder),
            ],
            cwd=run_dir,
            env={**base, **drivers, **env},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=die_with_parent(signal.SIGTERM),
        )
        assert self.process.stderr is not None
        stderr = self.process.stderr
        self._reader = threading.Thread(target=lambda: self.err.extend(stderr), daemon=True)
        self._reader.start()

    def wait_for_line(self, line: str, seconds: float = START_SECONDS) -> None:
        deadline = time.monotonic() + seconds
        while line not in self.err:
            assert self.process.poll() is None, self.err
            assert time.monotonic() < deadline, f"never said {line!r}: {self.err}"
            time.sleep(0.05)

    def close(self) -> int:
        """SIGTERM (the window's close button), and its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=START_SECONDS)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
        self._reader.join(START_SECONDS)
        return code
