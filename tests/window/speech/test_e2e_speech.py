"""Speech for real on Linux: a Speech Dispatcher of the test's own (Debian's
speech-dispatcher, its espeak-ng module, sound to libao's null driver: no sound card
needed), logging every line it is sent, and the voice reaching it through prism: lines said
in order, one that interrupts stopping the last, the game's language choosing the voice;
and the game itself, started with --speak, speaking to it and keeping the setting.

A developer without Speech Dispatcher or the speech extra skips these; CI
(WAR_REQUIRE_E2E=1, .ci/run installs both) may not.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.speech_server import START_SECONDS, Game, Server, require_speech_extra, speech_server
from war.window.speech.screen_reader import open_voice
from war.words import languages
from war.words import speech as words

pytestmark = pytest.mark.slow


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    with speech_server(tmp_path) as running:
        yield running


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
    require_speech_extra()
    nowhere = f"unix_socket:{tmp_path / 'no-server.sock'}"
    env = {"SPEECHD_ADDRESS": nowhere, "DBUS_SESSION_BUS_ADDRESS": "disabled:"}
    game = Game(tmp_path, "--speak", env=env)
    line = f"war: {words.no_voice_found()}\n"
    try:
        game.wait_for_line(line)
    finally:
        code = game.close()
    assert code == 0 and game.err == [line]


def test_the_game_quit_while_its_voice_opens_ends_cleanly(server, tmp_path):
    """Closed as its voice is still opening (the library connected, listing the server's
    voices): the game waits for the opening and exits 0, not with a crash in the library."""
    game = Game(tmp_path, "--speak", env={"SPEECHD_ADDRESS": server.address})
    try:
        server.wait_for(r'CLIENT_NAME "[^"]*PRISM')  # then it lists 13,000 voices
    finally:
        code = game.close()
    assert code == 0 and game.err == []
