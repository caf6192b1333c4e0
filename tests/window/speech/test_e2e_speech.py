"""Speech for real on Linux: a Speech Dispatcher of the test's own (Debian's
speech-dispatcher, its espeak-ng module, sound to libao's null driver: no sound card
needed), logging every line it is sent, and the voice reaching it through prism: lines said
in order, one that interrupts stopping the last, the game's language choosing the voice;
and the game itself, started with --speak, speaking to it and keeping the setting.

A developer without Speech Dispatcher or the speech extra skips these; CI
(WAR_REQUIRE_E2E=1, .ci/run installs both) may not.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.processes import die_with_parent, require_tools, stop, unavailable
from war.window.speech.screen_reader import open_voice
from war.words import languages
from war.words import speech as words

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[3]
START_SECONDS = 60.0  # the server up, a line reaching it: a loaded CI box can be slow
# Where Debian puts Speech Dispatcher's output modules (the espeak-ng one is asked for).
MODULE_DIRS = ("/usr/lib/speech-dispatcher-modules", "/usr/libexec/speech-dispatcher-modules")
INSTALL = "speech-dispatcher speech-dispatcher-espeak-ng"


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


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A Speech Dispatcher of the test's own on a socket in ``tmp_path``: nothing of the
    system's (its config, a session's server, a sound card) is used or left running."""
    require_tools("speech-dispatcher", install=INSTALL)
    modules = [Path(folder) for folder in MODULE_DIRS if (Path(folder) / "sd_espeak-ng").exists()]
    if not modules:
        unavailable(f"Speech Dispatcher's espeak-ng module not found: apt-get install -y {INSTALL}")
    if importlib.util.find_spec("prism") is None:
        unavailable(
            "the speech extra (prismatoid) is not installed: pip install -r requirements-dev.txt"
        )
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


def test_the_voice_speaks_through_speech_dispatcher_in_turn_and_interrupts(server, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", server.address)
    voice, reason = open_voice("en")
    assert voice is not None and reason == ""
    try:
        voice.speak("Battle 1: you win with the K of spades", interrupt=False)
        server.wait_for(r"Queueing message \|Battle 1: you win")
        voice.speak("Battle 2: the computer wins", interrupt=False)
        voice.speak("WAR!", interrupt=True)
        server.wait_for(r"Queueing message \|WAR!\|")
        assert voice.trouble is None
    finally:
        voice.close()
        assert voice.wait(START_SECONDS)
    queued = server.queued()
    assert queued[0] == "Battle 1: you win with the K of spades" and queued[-1] == "WAR!"
    # The interrupting line stopped what was being said before it was queued.
    log = server.text()
    war = log.index("Queueing message |WAR!|")
    assert log.rfind("STOP SELF", 0, war) > log.index("Queueing message |Battle 1")


def test_the_games_language_chooses_a_voice_that_speaks_it(server, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", server.address)
    voice, _ = open_voice("fr")
    assert voice is not None
    try:
        voice.speak("Bataille 1 : vous gagnez", interrupt=False)
        server.wait_for(r"Queueing message \|Bataille 1")
        voice.use_language("pt_BR")
        voice.speak("Batalha 2", interrupt=False)
        server.wait_for(r"Queueing message \|Batalha 2")
    finally:
        voice.close()
        assert voice.wait(START_SECONDS)
    voices = re.findall(r"SET SELF SYNTHESIS_VOICE (.*)", server.text())
    assert voices[:2] == ["French (France)", "Portuguese (Brazil)"], voices


class Game:
    """``python main.py`` under SDL's dummy driver, its stderr read as it comes."""

    def __init__(self, tmp_path: Path, *args: str, env: dict[str, str]) -> None:
        self.folder = tmp_path / "data"
        run_dir = tmp_path / "run"
        run_dir.mkdir()
        self.err: list[str] = []
        self.process = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "main.py"),
                *args,
                "--size",
                "640x360",
                "--data-dir",
                str(self.folder),
            ],
            cwd=run_dir,
            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **env},
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


def test_the_game_started_with_speak_talks_to_speech_dispatcher(server, tmp_path):
    """``python main.py --speak``: the window opens, its voice reaches the server in the
    game's language, the title's words are said in it, the setting is kept, and the game
    closes cleanly (nothing said on stderr: a voice was found)."""
    languages.use("de")
    opened = words.title_opened()  # what the narrator says as the title opens
    languages.use("en")
    assert opened != words.title_opened()
    game = Game(tmp_path, "--speak", "--lang", "de", env={"SPEECHD_ADDRESS": server.address})
    try:
        # prism names its client to the server as it connects ("user:PRISM:main").
        server.wait_for(r'CLIENT_NAME "[^"]*PRISM')
        server.wait_for(r"SET SELF SYNTHESIS_VOICE German")
        server.wait_for(re.escape(f"Queueing message |{opened}"))
        assert game.process.poll() is None
    finally:
        code = game.close()
    assert code == 0 and game.err == []
    assert json.loads((game.folder / "settings.json").read_text())["speech"] is True


def test_speech_with_nothing_to_speak_through_is_one_notice_and_the_game_plays_on(tmp_path):
    """No screen reader and no speech server (an address where none listens, no session
    bus for Orca): one line on stderr, in plain words, and the game runs and closes as
    ever."""
    if importlib.util.find_spec("prism") is None:
        unavailable(
            "the speech extra (prismatoid) is not installed: pip install -r requirements-dev.txt"
        )
    nowhere = f"unix_socket:{tmp_path / 'no-server.sock'}"
    env = {"SPEECHD_ADDRESS": nowhere, "DBUS_SESSION_BUS_ADDRESS": "disabled:"}
    game = Game(tmp_path, "--speak", env=env)
    line = f"war: {words.no_voice_found()}\n"
    try:
        game.wait_for_line(line)
    finally:
        code = game.close()
    assert code == 0 and game.err == [line]
