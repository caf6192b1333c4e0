"""The real voice, with a stand-in for prism's backend: it speaks from its own thread, a line
that interrupts drops those waiting before it, it picks a voice for the game's language,
and whatever fails becomes one line of trouble, never an exception in the game."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from war.window.speech import screen_reader
from war.window.speech.screen_reader import NoVoice, Opened, ScreenReader, open_voice
from war.words import speech as words

WAIT = 5.0  # seconds: the most any test waits for the voice's thread


@dataclass
class Features:
    supports_set_voice: bool = True
    supports_get_voice_language: bool = True


@dataclass
class FakeBackend:
    """prism's Backend as the voice uses it: what it was told, in order."""

    languages: list[str] = field(default_factory=lambda: ["en-gb", "fr-be", "fr-fr", "pt", "pt-br"])
    features: Features = field(default_factory=Features)
    said: list[tuple[str, bool]] = field(default_factory=list)
    voices: list[tuple[str, int]] = field(default_factory=list)  # each line, and its voice
    stops: int = 0
    voice: int = 0
    fail_on: str | None = None  # a line that makes speak raise
    gate: threading.Event | None = None  # speak waits for it (lines pile up meanwhile)
    speaking: threading.Event = field(default_factory=threading.Event)  # a speak began

    @property
    def voices_count(self) -> int:
        return len(self.languages)

    def get_voice_language(self, index: int) -> str:
        return self.languages[index]

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.speaking.set()
        if self.gate is not None:
            self.gate.wait(WAIT)
        if text == self.fail_on:
            raise OSError("the speech server went away")
        self.said.append((text, interrupt))
        self.voices.append((text, self.voice))

    def stop(self) -> None:
        self.stops += 1


def until(condition, seconds: float = WAIT) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def closed(voice: ScreenReader) -> None:
    voice.close()
    assert voice.wait(WAIT)


def test_lines_are_said_in_turn_from_the_voices_own_thread():
    backend = FakeBackend()
    voice = ScreenReader(lambda: Opened(backend))
    voice.speak("Battle 1: you win", interrupt=False)
    voice.speak("Battle 2: the computer wins", interrupt=False)
    closed(voice)
    assert backend.said == [("Battle 1: you win", False), ("Battle 2: the computer wins", False)]
    assert voice.trouble is None


def test_speaking_returns_at_once_while_the_voice_is_still_opening():
    opening = threading.Event()
    backend = FakeBackend()

    def slow_opener() -> Opened:
        opening.wait(WAIT)  # Speech Dispatcher takes seconds to list its voices
        return Opened(backend)

    voice = ScreenReader(slow_opener)
    started = time.monotonic()
    for n in range(100):
        voice.speak(f"line {n}", interrupt=False)
    assert time.monotonic() - started < 1.0  # nothing waited on the opening
    opening.set()
    assert until(lambda: len(backend.said) == 100)
    closed(voice)


def test_a_line_that_interrupts_drops_those_still_waiting_before_it():
    gate = threading.Event()
    backend = FakeBackend(gate=gate)
    voice = ScreenReader(lambda: Opened(backend))
    voice.speak("first", interrupt=False)
    assert backend.speaking.wait(WAIT)  # the first is being said, the gate shut
    voice.speak("old battle", interrupt=False)
    voice.use_language("fr")
    voice.speak("older battle", interrupt=False)
    voice.speak("the newest battle", interrupt=True)
    voice.speak("after it", interrupt=False)
    gate.set()
    closed(voice)
    assert backend.said == [("first", False), ("the newest battle", True), ("after it", False)]
    assert backend.voice == 2  # the language between them was still followed


def test_silence_stops_the_voice_and_what_waited_is_not_said():
    gate = threading.Event()
    backend = FakeBackend(gate=gate)
    voice = ScreenReader(lambda: Opened(backend))
    voice.speak("first", interrupt=False)
    assert backend.speaking.wait(WAIT)
    voice.speak("never said", interrupt=False)
    voice.silence()
    gate.set()
    closed(voice)
    assert backend.said == [("first", False)]
    assert backend.stops == 2  # the silence, then the close


def test_the_games_language_picks_the_first_voice_that_speaks_it():
    backend = FakeBackend()
    voice = ScreenReader(lambda: Opened(backend))
    for code in ("fr", "pt_BR", "pt", "en", "xx"):
        voice.use_language(code)
        voice.speak(code, interrupt=False)
    closed(voice)
    # France's French before Belgium's; Brazilian Portuguese has a voice of its own; "xx"
    # keeps the one in use.
    assert backend.voices == [("fr", 2), ("pt_BR", 4), ("pt", 3), ("en", 0), ("xx", 0)]


def test_a_screen_reader_keeps_its_own_voice():
    backend = FakeBackend(features=Features(supports_set_voice=False))
    voice = ScreenReader(lambda: Opened(backend))
    voice.use_language("fr")
    closed(voice)
    assert backend.voice == 0


def test_a_voice_that_fails_mid_game_stops_with_one_line_and_never_raises():
    backend = FakeBackend(fail_on="boom")
    voice = ScreenReader(lambda: Opened(backend))
    voice.speak("fine", interrupt=False)
    voice.speak("boom", interrupt=False)
    assert until(lambda: voice.trouble is not None)
    assert voice.trouble == words.voice_stopped("the speech server went away")
    voice.speak("after the failure", interrupt=True)  # ignored, no exception
    voice.close()
    assert voice.wait(WAIT)
    assert backend.said == [("fine", False)]


def test_nothing_to_speak_through_is_one_line_of_trouble():
    def nothing() -> Opened:
        raise NoVoice

    def broken() -> Opened:
        raise RuntimeError("Prism could not\nbe initialized")

    def missing() -> Opened:
        raise ImportError("No module named 'prism'")

    for opener, said in (
        (nothing, words.no_voice_found()),
        (broken, words.no_voice("Prism could not be initialized")),
        (missing, words.no_library()),
    ):
        voice = ScreenReader(opener)
        voice.speak("unheard", interrupt=False)
        assert voice.wait(WAIT)
        assert voice.trouble == said
        voice.close()


def test_without_the_library_no_voice_is_opened_and_the_reason_says_how_to_install_it(
    monkeypatch,
):
    monkeypatch.setattr(screen_reader.importlib.util, "find_spec", lambda name: None)
    voice, reason = open_voice("de")
    assert voice is None
    assert reason == words.no_library()
    assert "war-card-game[speech]" in reason


def test_open_voice_hands_the_language_to_the_voice_it_opens():
    backend = FakeBackend()
    voice, reason = open_voice("fr", opener=lambda: Opened(backend))
    assert voice is not None and reason == ""
    voice.speak("Bonjour", interrupt=False)
    closed(voice)
    assert backend.voice == 2 and backend.said == [("Bonjour", False)]


def test_empty_lines_are_not_sent():
    backend = FakeBackend()
    voice = ScreenReader(lambda: Opened(backend))
    voice.speak("   ", interrupt=True)
    voice.speak("a\x00b", interrupt=False)
    closed(voice)
    assert backend.said == [("ab", False)]
