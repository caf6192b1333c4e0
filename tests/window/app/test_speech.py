"""The app and its voice: opened after the first frame when Speech is on (--speak turns it
on and keeps it), opened and let go as the setting is turned on and off in Settings,
told the game's language, and one notice, never a traceback, when nothing can speak."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tests.helpers import RecordingVoice
from tests.window.helpers import key_event
from war.store.store import Store
from war.window.scenes.settings import SettingsScene
from war.window.scenes.title import TitleScene
from war.window.ui.choices import Switch
from war.words import speech as words


class FakeVoice(RecordingVoice):
    """A recording voice that can fail as the real one does: ``trouble`` set, it stops."""

    def __init__(self) -> None:
        super().__init__()
        self.trouble: str | None = None
        self.waited = False

    def wait(self, seconds: float) -> bool:
        self.waited = True
        return True


class Opener:
    """Opens FakeVoices (or refuses with ``refusal``), keeping each and the language asked."""

    def __init__(self, refusal: str = "") -> None:
        self.refusal = refusal
        self.voices: list[FakeVoice] = []
        self.languages: list[str] = []

    def __call__(self, code: str) -> tuple[FakeVoice | None, str]:
        self.languages.append(code)
        if self.refusal:
            return None, self.refusal
        voice = FakeVoice()
        voice.use_language(code)
        self.voices.append(voice)
        return voice, ""


def frame(app) -> None:
    app.process_input()
    app.update(1 / 60)
    app.draw(1.0)


def speech_on(app) -> None:
    app.res.store.save_settings(replace(app.settings, speech=True))


def press(app, key: int) -> None:
    pygame.event.post(key_event(key))
    frame(app)


def test_speech_is_off_by_default_and_nothing_is_opened(make_app):
    opener = Opener()
    app = make_app(open_voice=opener)
    for _ in range(3):
        frame(app)
    assert app.voice is None and opener.languages == []


def test_with_speech_on_the_voice_opens_after_the_first_frame_in_the_games_language(make_app):
    opener = Opener()
    app = make_app(open_voice=opener, language="de")
    speech_on(app)
    app.update(1 / 60)
    assert app.voice is None  # nothing is opened before the first frame is shown
    app.draw(1.0)
    assert app.voice is opener.voices[0] and opener.languages == ["de"]
    for _ in range(3):
        frame(app)
    assert len(opener.voices) == 1  # opened once


def test_speak_turns_the_setting_on_and_keeps_it_for_the_next_game(make_app, tmp_path):
    opener = Opener()
    app = make_app(open_voice=opener, speak=True)
    frame(app)
    assert app.settings.speech and app.voice is not None
    app.close()
    kept = Store(tmp_path / "data-0")
    assert kept.settings.speech
    kept.close()


def test_turning_speech_on_and_off_in_settings_opens_and_lets_the_voice_go(make_app):
    opener = Opener()
    app = make_app(open_voice=opener)
    frame(app)
    press(app, pygame.K_o)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    switch = scene.control("speech")
    assert isinstance(switch, Switch)
    scene.controls.focus = scene.controls.buttons.index(switch)
    press(app, pygame.K_SPACE)
    assert app.settings.speech and app.voice is opener.voices[0]
    press(app, pygame.K_SPACE)
    assert not app.settings.speech and app.voice is None and opener.voices[0].closed
    press(app, pygame.K_SPACE)
    assert app.voice is opener.voices[1]  # a new voice, as a new choice


def test_the_voice_follows_a_language_picked_in_settings(make_app):
    opener = Opener()
    app = make_app(open_voice=opener, language="en")
    speech_on(app)
    frame(app)
    voice = opener.voices[0]
    assert voice.language == "en"
    app.res.store.save_settings(replace(app.settings, language="fr"))
    press(app, pygame.K_o)  # any input: the app follows the settings after it
    assert voice.language == "fr"


def test_no_library_is_one_notice_on_the_title_and_the_game_goes_on(make_app, capsys):
    opener = Opener(refusal=words.no_library())
    app = make_app(open_voice=opener)
    speech_on(app)
    for _ in range(5):
        frame(app)
    assert app.voice is None
    assert app.res.store.notices == [words.no_library()]
    assert capsys.readouterr().err.count(words.no_library()) == 1  # "war: ...", once
    title = app.scenes.top
    assert isinstance(title, TitleScene) and title.layout is not None
    press(app, pygame.K_SPACE)  # the title's first button still answers
    assert app.running


def test_a_voice_that_fails_mid_game_is_dropped_with_one_notice(make_app):
    opener = Opener()
    app = make_app(open_voice=opener)
    speech_on(app)
    frame(app)
    voice = opener.voices[0]
    voice.trouble = words.voice_stopped("the speech server went away")
    for _ in range(5):
        frame(app)
    assert app.voice is None and voice.closed
    assert app.res.store.notices == [words.voice_stopped("the speech server went away")]
    assert len(opener.voices) == 1  # not opened again until Speech is turned on anew


def test_closing_the_game_lets_the_voice_go_and_waits_for_its_last_line(make_app):
    opener = Opener()
    app = make_app(open_voice=opener)
    speech_on(app)
    frame(app)
    voice = opener.voices[0]
    app.close()
    assert voice.closed and voice.waited and app.voice is None
