"""Tests for scenes/settings.py: each row moves its setting on, saved at once and shown on its
label; the volume's steps; a sample to hear the sound's new level; Close, Esc and O close it."""

from __future__ import annotations

import pygame

from tests.window.helpers import HeardSound, key_event, stacked
from war.store.settings import Settings, Speed
from war.store.store import Store
from war.window.audio.cues import Cue
from war.window.input.actions import Action, PointerDown, PointerMove, PointerUp
from war.window.input.mapper import InputMapper
from war.window.scenes.settings import SettingsScene
from war.window.scenes.title import TitleScene

# Each row from the defaults: its label before a press, its label after, and the settings then.
ROWS = [
    ("Speed: Normal", "Speed: Fast", Settings(speed=Speed.FAST)),
    ("Reduced motion: Off", "Reduced motion: On", Settings(reduced_motion=True)),
    ("Four-colour deck: Off", "Four-colour deck: On", Settings(four_colour_deck=True)),
    ("Large text: Off", "Large text: On", Settings(large_text=True)),
    ("High contrast: Off", "High contrast: On", Settings(high_contrast=True)),
    ("Sound: On", "Sound: Off", Settings(sound=False)),
    ("Volume: 80%", "Volume: 90%", Settings(volume=90)),
    ("Full screen: Off", "Full screen: On", Settings(fullscreen=True)),
]


class LevelSound(HeardSound):
    """A HeardSound that also keeps the mute and volume each cue was played under."""

    def __init__(self) -> None:
        super().__init__()
        self.levels: list[tuple[Cue, bool, int]] = []

    def play(self, cue: Cue, pace: float = 1.0) -> None:
        self.levels.append((cue, self.muted, self.volume))
        super().play(cue, pace)


def labels(scene: SettingsScene) -> list[str]:
    return [button.label for button in scene.controls.buttons]


def click(scene: SettingsScene, label: str) -> None:
    """Press and release the pointer on the middle of the button labelled ``label``."""
    x, y, width, height = next(b.rect for b in scene.controls.buttons if b.label == label)
    assert scene.handle(PointerDown(x + width / 2, y + height / 2)) is None
    assert scene.handle(PointerUp(x + width / 2, y + height / 2)) is None


def saved(res) -> Settings:
    """The settings as the next game would read them from the folder."""
    return Store(res.store.folder, read_only=True).settings


def test_the_first_row_starts_focused(res):
    scene = SettingsScene(res)
    assert scene.controls.focus == 0
    assert scene.controls.focused is not None
    assert scene.controls.focused.label == "Speed: Normal"


def test_each_row_moves_its_setting_on_saves_it_at_once_and_says_it(res, screen_at):
    assert [before for before, _, _ in ROWS] == labels(SettingsScene(res))[: len(ROWS)]
    for before, after, changed in ROWS:
        res.store.save_settings(Settings())
        scene = SettingsScene(res)
        click(scene, before)
        assert res.store.settings == changed, before
        assert saved(res) == changed, before  # on disk already
        assert after in labels(scene) and before not in labels(scene), before
        screen = screen_at()
        scene.draw(screen, 1.0)
        assert after in [text.words for text in screen.text_drawn], before


def test_speed_goes_slow_normal_fast_instant_and_round_again(res):
    scene = SettingsScene(res)
    shown = []
    for _ in range(4):
        scene.handle(Action.TURN)  # Space on the focused row, which keeps the focus
        shown.append((res.store.settings.speed, labels(scene)[0]))
    assert shown == [
        (Speed.FAST, "Speed: Fast"),
        (Speed.INSTANT, "Speed: Instant"),
        (Speed.SLOW, "Speed: Slow"),
        (Speed.NORMAL, "Speed: Normal"),
    ]
    assert saved(res).speed is Speed.NORMAL


def test_the_volume_steps_by_ten_and_stops_at_0_and_100(res):
    scene = SettingsScene(res)
    heard = []
    for _ in range(3):
        click(scene, "+")
        heard.append(res.store.settings.volume)
    for _ in range(11):
        click(scene, "−")
        heard.append(res.store.settings.volume)
    assert heard == [90, 100, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 0]
    assert "Volume: 0%" in labels(scene)
    assert saved(res).volume == 0


def test_close_escape_and_o_close_it(res):
    mapper = InputMapper((1280, 720))
    for how in ("Close", pygame.K_ESCAPE, pygame.K_o):
        title = TitleScene(res)
        scene = SettingsScene(res)
        stack = stacked(title, scene)
        if isinstance(how, str):  # the button named
            x, y, width, height = next(b.rect for b in scene.controls.buttons if b.label == how)
            stack.handle(PointerDown(x + width / 2, y + height / 2))
            stack.handle(PointerUp(x + width / 2, y + height / 2))
        else:
            for action in mapper.translate(key_event(how)):
                stack.handle(action)
        assert stack.scenes == [title], how
    assert res.store.settings == Settings()  # closing changes nothing


def test_sound_and_volume_play_a_sample_at_the_new_level_and_other_rows_do_not(res):
    res.sound = sound = LevelSound()
    scene = SettingsScene(res)
    for label in ("Speed: Normal", "Four-colour deck: Off", "Full screen: Off"):
        click(scene, label)
    assert sound.levels == []
    click(scene, "−")
    click(scene, "Volume: 70%")
    click(scene, "Sound: On")
    click(scene, "Sound: Off")
    assert sound.levels == [
        (Cue.FLIP, False, 70),
        (Cue.FLIP, False, 80),
        (Cue.FLIP, True, 80),  # muted: the sample is not heard
        (Cue.FLIP, False, 80),
    ]


def test_a_line_under_the_rows_says_what_the_setting_in_hand_does(res, screen_at):
    scene = SettingsScene(res)
    assert "Instant" in scene.help()  # the focused first row: Speed
    x, y, width, height = next(b.rect for b in scene.controls.buttons if b.label == "+")
    scene.handle(PointerMove(x + width / 2, y + height / 2, held=False))
    assert "Instant" in scene.help()  # the ring's row, while the ring shows
    scene.handle(Action.FOCUS_NEXT)
    assert "fade" in scene.help()  # Reduced motion
    click(scene, "+")  # the pointer's press takes the ring away
    assert scene.controls.focused is None
    assert "loud" in scene.help()  # the row under the pointer now
    screen = screen_at()
    scene.draw(screen, 1.0)
    assert scene.help() in [text.words for text in screen.text_drawn]
    scene.handle(PointerMove(x + width / 2, y + height / 2 + 200, held=False))
    assert scene.help() == ""  # nothing in hand
