"""The tests' recording voice keeps what the Voice protocol is given, so it can stand in."""

from __future__ import annotations

from tests.helpers import RecordingVoice
from war.window.speech.voice import Voice


def test_the_recording_voice_is_a_voice_and_keeps_lines_in_order() -> None:
    voice: Voice = RecordingVoice()
    voice.speak("Battle 1", interrupt=True)
    voice.speak("War!", interrupt=False)
    assert isinstance(voice, RecordingVoice)
    assert voice.lines == [("Battle 1", True), ("War!", False)]
    assert voice.said == ["Battle 1", "War!"]
