"""Tests for scenes/settings.py: each setting on its control (switches, Speed's segments, the
volume's slider, the language's chooser), changed by mouse, by finger and by keys, saved at
once and shown; the focus ring on the control in hand; the sample at the sound's new level;
the help line; Close, Esc and O close it."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.window.helpers import (
    HeardSound,
    RecordingScreen,
    key_event,
    stacked,
    tap_events,
    window_point,
)
from war.store.settings import CARD_BACKS, TABLE_COLOURS, Settings, Speed
from war.store.store import Store
from war.window.audio.cues import Cue
from war.window.drawing import palette
from war.window.drawing.screen import Look
from war.window.drawing.themes import Theme, preview
from war.window.input.actions import Action, PointerDown, PointerMove
from war.window.input.mapper import InputMapper
from war.window.layout.choices import SWATCH_INSET
from war.window.layout.widgets import FOCUS_RING_GAP
from war.window.scenes.settings import LANGUAGE_CHOICES, ROWS, SettingsScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.title import TitleScene
from war.window.ui.choices import Chooser, Segments, Slider, Swatches, Switch
from war.words import languages

SIZE = (1280, 720)
SWITCHES = ["reduced_motion", "four_colour_deck", "large_text", "high_contrast", "sound"]
SWITCHES += ["speech", "fullscreen"]


class LevelSound(HeardSound):
    """A HeardSound that also keeps the mute and volume each cue was played under."""

    def __init__(self) -> None:
        super().__init__()
        self.levels: list[tuple[Cue, bool, int]] = []

    def play(self, cue: Cue, pace: float = 1.0) -> None:
        self.levels.append((cue, self.muted, self.volume))
        super().play(cue, pace)


def saved(res) -> Settings:
    """The settings as the next game would read them from the folder."""
    return Store(res.store.folder, read_only=True).settings


def opened(res) -> tuple[SceneStack, SettingsScene]:
    scene = SettingsScene(res)
    return stacked(TitleScene(res), scene), scene


def centre(rect) -> tuple[float, float]:
    x, y, width, height = rect
    return x + width / 2, y + height / 2


def click(stack: SceneStack, point: tuple[float, float]) -> None:
    """The mouse pressed and let go at a logical point, through the window's mapper."""
    mapper = InputMapper(SIZE)
    pos = window_point(SIZE, point)
    for event in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False),
    ):
        for each in mapper.translate(event):
            stack.handle(each)


def tap(stack: SceneStack, point: tuple[float, float]) -> None:
    """A finger's tap at a logical point, with the mouse events SDL makes of it."""
    mapper = InputMapper(SIZE)
    for event in tap_events(SIZE, window_point(SIZE, point)):
        for each in mapper.translate(event):
            stack.handle(each)


def drag(stack: SceneStack, points: list[tuple[float, float]], *, touch: bool) -> None:
    """A press at the first point, moved through the others, let go at the last: by the
    mouse, or by a finger."""
    mapper = InputMapper(SIZE)
    at = [window_point(SIZE, point) for point in points]
    if touch:

        def finger(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
            x, y = pos[0] / SIZE[0], pos[1] / SIZE[1]
            return pygame.event.Event(kind, touch_id=1, finger_id=0, x=x, y=y, dx=0.0, dy=0.0)

        events = [finger(pygame.FINGERDOWN, at[0])]
        events += [finger(pygame.FINGERMOTION, pos) for pos in at[1:]]
        events.append(finger(pygame.FINGERUP, at[-1]))
    else:
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at[0], button=1, touch=False)]
        events += [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False
            )
            for p in at[1:]
        ]
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at[-1], button=1, touch=False))
    for event in events:
        for each in mapper.translate(event):
            stack.handle(each)


def keys(stack: SceneStack, *pressed: int) -> None:
    mapper = InputMapper(SIZE)
    for key in pressed:
        for each in mapper.translate(key_event(key)):
            stack.handle(each)


def focus_on(stack: SceneStack, scene: SettingsScene, name: str) -> None:
    """Tab until the control of setting ``name`` has the ring."""
    for _ in range(len(scene.controls.buttons)):
        if scene.controls.focused is scene.control(name):
            return
        keys(stack, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def drawn(scene: SettingsScene, screen) -> list[str]:
    scene.draw(screen, 1.0)
    return [text.words for text in screen.text_drawn]


def test_every_setting_has_a_control_of_its_kind_and_the_first_has_the_ring(res):
    _, scene = opened(res)
    kinds = {name: type(scene.control(name)) for name in ROWS}
    assert kinds == {
        "speed": Segments,
        "volume": Slider,
        "language": Chooser,
        "card_back": Swatches,
        "table_colour": Swatches,
        **{name: Switch for name in SWITCHES},
    }
    assert scene.controls.focused is scene.control("speed")


@pytest.mark.parametrize("how", ["click", "tap", "name", "space", "enter", "arrows"])
def test_each_switch_flips_its_setting_saves_it_at_once_and_shows_it(res, how):
    for name in SWITCHES:
        res.store.save_settings(Settings())
        stack, scene = opened(res)
        switch = scene.control(name)
        assert isinstance(switch, Switch)
        before = getattr(Settings(), name)
        assert switch.on is before
        if how == "click":
            click(stack, centre(switch.rect))
        elif how == "tap":
            tap(stack, centre(switch.rect))
        elif how == "name":  # its name, left of the switch, takes a press too
            x, y = scene.page.rows[name].name_at
            click(stack, (x + 10, y))
        else:
            focus_on(stack, scene, name)
            if how == "arrows":
                keys(stack, pygame.K_LEFT if before else pygame.K_RIGHT)
            else:
                keys(stack, pygame.K_SPACE if how == "space" else pygame.K_RETURN)
        assert getattr(res.store.settings, name) is not before, (name, how)
        assert getattr(saved(res), name) is not before, (name, how)  # on disk already
        assert switch.on is not before, (name, how)


def test_the_arrows_set_a_switch_the_way_its_knob_goes_and_no_further(res):
    stack, scene = opened(res)
    focus_on(stack, scene, "high_contrast")
    shown = []
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_LEFT):
        keys(stack, key)
        shown.append(res.store.settings.high_contrast)
    assert shown == [True, True, False, False]
    assert scene.controls.focused is scene.control("high_contrast")  # the ring stays


@pytest.mark.parametrize("how", [click, tap], ids=["click", "tap"])
def test_a_press_on_a_speed_chooses_it_and_all_four_show(res, screen_at, how):
    stack, scene = opened(res)
    segments = scene.control("speed")
    assert isinstance(segments, Segments)
    said = drawn(scene, screen_at())
    assert all(word in said for word in ("Slow", "Normal", "Fast", "Instant"))
    chosen = []
    for index in (3, 0, 2, 1):
        how(stack, centre(segments.segment(index)))
        chosen.append((res.store.settings.speed, saved(res).speed, segments.chosen))
    assert chosen == [
        (Speed.INSTANT, Speed.INSTANT, 3),
        (Speed.SLOW, Speed.SLOW, 0),
        (Speed.FAST, Speed.FAST, 2),
        (Speed.NORMAL, Speed.NORMAL, 1),
    ]


def test_space_goes_round_the_speeds_and_the_arrows_go_along_them(res):
    stack, scene = opened(res)  # Speed has the ring
    went = []
    for key in [pygame.K_SPACE] * 4 + [pygame.K_LEFT] * 3 + [pygame.K_RIGHT] * 5:
        keys(stack, key)
        went.append(res.store.settings.speed)
    assert went == [
        Speed.FAST,
        Speed.INSTANT,
        Speed.SLOW,
        Speed.NORMAL,
        Speed.SLOW,
        Speed.SLOW,  # Left stops at the slowest
        Speed.SLOW,
        Speed.NORMAL,
        Speed.FAST,
        Speed.INSTANT,
        Speed.INSTANT,  # and Right at Instant
        Speed.INSTANT,
    ]
    assert saved(res).speed is Speed.INSTANT


def test_speeds_share_the_row_alike_unless_one_is_too_long_for_its_share(res):
    stack, scene = opened(res)
    speed = scene.control("speed")
    assert isinstance(speed, Segments) and speed.weights == ()
    languages.use("pl")  # Natychmiastowe, with large text, is too long for a quarter
    try:
        scene.words_changed()
        keys(stack, pygame.K_DOWN, pygame.K_DOWN)  # to Large text
        keys(stack, pygame.K_SPACE)
        stack.update(0.0)
        speed = scene.control("speed")
        assert isinstance(speed, Segments)
        widths = [speed.segment(index)[2] for index in range(4)]
        assert widths[3] == max(widths) > widths[0]
        assert scene.controls.focused is scene.control("large_text")  # the ring stays
    finally:
        languages.use("en")


def level_x(slider: Slider, level: int) -> float:
    left, right = slider.track()
    return left + (right - left) * level / 100


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "finger"])
def test_the_volume_at_100_is_lowered_by_dragging_its_knob_saved_as_it_is_let_go(res, touch):
    res.store.save_settings(Settings(volume=100))
    res.sound = sound = LevelSound()
    stack, scene = opened(res)
    slider = scene.control("volume")
    assert isinstance(slider, Slider) and slider.level == 100
    _, y = centre(slider.rect)
    path = [(level_x(slider, level), y) for level in (100, 90, 75, 60)]
    path.append((level_x(slider, 40), y + 150))  # the finger wanders below: the knob follows
    drag(stack, path, touch=touch)
    assert slider.level == 40 and not slider.held
    assert res.store.settings.volume == 40 and saved(res).volume == 40
    assert sound.levels == [(Cue.FLIP, False, 40)]  # one sample, at the level let go at


def test_while_the_knob_is_dragged_the_sound_follows_it_and_nothing_is_saved(res):
    res.sound = sound = LevelSound()
    stack, scene = opened(res)
    slider = scene.control("volume")
    assert isinstance(slider, Slider)
    _, y = centre(slider.rect)
    stack.handle(PointerDown(level_x(slider, 80), y))
    stack.handle(PointerMove(level_x(slider, 30), y, held=True))
    assert sound.volume == 30 and sound.levels == []
    assert res.store.settings.volume == 80 and saved(res).volume == 80
    stack.handle(Action.BACK)  # Esc in the middle of a drag: the place it was at is kept
    assert saved(res).volume == 30


@pytest.mark.parametrize("how", [click, tap], ids=["click", "tap"])
def test_a_press_anywhere_on_the_track_sets_the_volume_there(res, screen_at, how):
    stack, scene = opened(res)
    slider = scene.control("volume")
    assert isinstance(slider, Slider)
    _, y = centre(slider.rect)
    how(stack, (level_x(slider, 25), y))
    assert res.store.settings.volume == 25 and saved(res).volume == 25
    assert "25%" in drawn(scene, screen_at())
    how(stack, (slider.rect[0] + 2, y))  # at the very start
    assert res.store.settings.volume == 0


def test_the_arrows_step_the_volume_by_ten_with_a_sample_each_and_stop_at_0_and_100(res):
    res.sound = sound = LevelSound()
    stack, scene = opened(res)
    focus_on(stack, scene, "volume")
    heard = []
    for key in [pygame.K_RIGHT] * 3 + [pygame.K_LEFT] * 11:
        keys(stack, key)
        heard.append(res.store.settings.volume)
    assert heard == [90, 100, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 0]
    assert [volume for _, _, volume in sound.levels] == heard
    assert saved(res).volume == 0
    assert scene.controls.focused is scene.control("volume")


def test_the_sound_switch_and_the_volume_play_a_sample_and_the_others_do_not(res):
    res.sound = sound = LevelSound()
    stack, scene = opened(res)
    for name in ("four_colour_deck", "fullscreen"):
        click(stack, centre(scene.control(name).rect))
    click(stack, centre(scene.control("speed").rect))
    assert sound.levels == []
    click(stack, centre(scene.control("sound").rect))
    click(stack, centre(scene.control("sound").rect))
    assert sound.levels == [(Cue.FLIP, True, 80), (Cue.FLIP, False, 80)]  # muted: not heard


def test_the_language_chooser_goes_on_and_back_round_every_language(res, screen_at):
    """(Speaking the language chosen is the app's part: see tests/window/app/test_language.py.)"""
    went = []
    for how in ("forward", "back", "name", "space", "left", "right"):
        res.store.save_settings(Settings())
        stack, scene = opened(res)
        chooser = scene.control("language")
        assert isinstance(chooser, Chooser)
        assert chooser.options[chooser.chosen] == "System (English)"
        assert "System (English)" in drawn(scene, screen_at())
        if how in ("forward", "back"):
            tap(stack, centre(chooser.arrow(1 if how == "forward" else -1)))
        elif how == "name":
            click(stack, centre(chooser.rect))
        else:
            focus_on(stack, scene, "language")
            named = {"space": pygame.K_SPACE, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}
            keys(stack, named[how])
        went.append(saved(res).language)
    first, last = LANGUAGE_CHOICES[1], LANGUAGE_CHOICES[-1]
    assert went == [first, last, first, first, last, first]
    chooser = SettingsScene(res).control("language")
    assert isinstance(chooser, Chooser)
    assert len(chooser.options) == len(languages.CODES) + 1
    assert chooser.options[1:] == [languages.native_name(code) for code in languages.CODES]


LOOKS = [("card_back", CARD_BACKS), ("table_colour", TABLE_COLOURS)]


@pytest.mark.parametrize(("name", "looks"), LOOKS, ids=[name for name, _ in LOOKS])
@pytest.mark.parametrize("how", [click, tap], ids=["click", "tap"])
def test_a_press_on_a_looks_swatch_chooses_it_saves_it_and_names_it(
    res, screen_at, name, looks, how
):
    stack, scene = opened(res)
    swatches = scene.control(name)
    assert isinstance(swatches, Swatches) and list(swatches.options) == list(looks)
    chosen = []
    for index in (2, 0, 3, 1):
        how(stack, centre(swatches.segment(index)))
        chosen.append((getattr(res.store.settings, name), getattr(saved(res), name)))
        assert swatches.names[index] in drawn(scene, screen_at())  # beside the setting's name
    assert chosen == [(looks[index], looks[index]) for index in (2, 0, 3, 1)]


@pytest.mark.parametrize(("name", "looks"), LOOKS, ids=[name for name, _ in LOOKS])
def test_space_goes_round_the_looks_and_the_arrows_along_them(res, name, looks):
    stack, scene = opened(res)
    focus_on(stack, scene, name)
    went = []
    for key in [pygame.K_SPACE] * 4 + [pygame.K_RIGHT] * 4 + [pygame.K_LEFT]:
        keys(stack, key)
        went.append(looks.index(getattr(saved(res), name)))
    assert went == [1, 2, 3, 0, 1, 2, 3, 3, 2]


@pytest.mark.parametrize(("name", "looks"), LOOKS, ids=[name for name, _ in LOOKS])
def test_each_swatch_shows_a_small_picture_of_its_look(res, screen_at, name, looks):
    """The picture drawn in each swatch is the look's own (themes.py's preview of it)."""
    _, scene = opened(res)
    swatches = scene.control(name)
    assert isinstance(swatches, Swatches)
    screen = screen_at()
    scene.draw(screen, 1.0)
    middles = []
    for index, look in enumerate(looks):
        x, y, width, height = swatches.segment(index)
        inside = screen.rect(
            (
                x + SWATCH_INSET,
                y + SWATCH_INSET,
                width - 2 * SWATCH_INSET,
                height - 2 * SWATCH_INSET,
            )
        )
        picture = preview(Theme(look, name), inside.size)
        middle = (inside.width // 2, inside.height // 2 + 3)  # clear of the chosen one's tick
        shown = screen.target.get_at((inside.x + middle[0], inside.y + middle[1]))[:3]
        assert shown == picture.get_at(middle)[:3], (name, look)
        middles.append(shown)
    assert len(set(middles)) == len(looks)  # each look its own picture


def test_up_down_and_tab_move_the_ring_and_left_and_right_move_it_off_close(res):
    stack, scene = opened(res)
    order = []
    for _ in range(len(ROWS) + 2):
        order.append(scene.controls.focus)
        keys(stack, pygame.K_DOWN)
    assert order == list(range(len(ROWS) + 2))  # every setting, Table rules, then Close
    assert scene.controls.buttons[len(ROWS)].action is Action.TABLE_RULES
    keys(stack, pygame.K_UP, pygame.K_UP, pygame.K_UP)
    assert scene.controls.focus == len(ROWS) - 1
    close = len(ROWS) + 1
    scene.controls.focus = close
    keys(stack, pygame.K_RIGHT)
    assert scene.controls.focus == 0  # Close holds no value: Right moves the ring on
    assert res.store.settings == Settings()


@pytest.mark.parametrize("name", [*ROWS, "close"])
def test_the_focus_ring_is_drawn_round_the_control_in_hand_and_only_it(res, screen_at, name):
    _, scene = opened(res)
    control = scene.controls.buttons[-1] if name == "close" else scene.control(name)
    scene.controls.focus = scene.controls.buttons.index(control)
    screen = screen_at()
    scene.draw(screen, 1.0)
    for each in scene.controls.buttons:
        x, y, width, height = each.rect
        # The middle of the ring's top edge and of its bottom one.
        edges = [(x + width / 2, y - FOCUS_RING_GAP + 1), (x + width / 2, y + height + 3)]
        ringed = [screen.target.get_at(screen.point(*at))[:3] == palette.FOCUS_RING for at in edges]
        assert ringed == [each is control] * 2, (name, each.label)


def test_a_setting_changed_by_its_key_elsewhere_shows_at_once(res):
    stack, scene = opened(res)
    res.store.save_settings(Settings(sound=False, volume=30, fullscreen=True))  # M, -, F11
    stack.update(0.0)
    assert not scene.control("sound").on  # type: ignore[attr-defined]
    assert scene.control("volume").level == 30  # type: ignore[attr-defined]
    assert scene.control("fullscreen").on  # type: ignore[attr-defined]


@pytest.mark.parametrize("how", ["Close", pygame.K_ESCAPE, pygame.K_o], ids=["close", "esc", "o"])
def test_close_escape_and_o_close_it(res, how):
    title = TitleScene(res)
    scene = SettingsScene(res)
    stack = stacked(title, scene)
    if isinstance(how, int):
        keys(stack, how)
    else:
        click(stack, centre(scene.controls.buttons[-1].rect))
    assert stack.scenes == [title]
    assert res.store.settings == Settings()  # closing changes nothing


def test_a_line_under_the_rows_says_what_the_setting_in_hand_does(res, screen_at):
    stack, scene = opened(res)
    assert "Instant" in scene.help()  # the focused first row: Speed
    volume = scene.control("volume")
    stack.handle(PointerMove(*centre(volume.rect), held=False))
    assert "Instant" in scene.help()  # the ring's row, while the ring shows
    keys(stack, pygame.K_TAB)
    assert "Diamonds" in scene.help()  # the four-colour deck
    click(stack, centre(volume.rect))  # the pointer's press takes the ring away
    assert scene.controls.focused is None
    assert "loud" in scene.help()  # the row under the pointer now
    x, y = scene.page.rows["high_contrast"].name_at
    stack.handle(PointerMove(x + 5, y, held=False))
    assert "Darker felt" in scene.help()  # over a setting's name, too
    screen = screen_at()
    assert scene.help() in drawn(scene, screen)
    stack.handle(PointerMove(*centre(scene.page.panel)[:1], 700, held=False))
    assert scene.help() == ""  # nothing in hand


@pytest.mark.parametrize("size", [(720, 960), (1080, 1920)], ids=["3:4", "9:16"])
@pytest.mark.parametrize("code", languages.CODES)
def test_the_page_fits_a_portrait_window_in_every_language_and_look(res, fonts, size, code):
    """Every word whole, inside the window and apart, with each control in hand in turn
    (its help line under the rows), from the tightest portrait frame to a tall one."""
    from tests.window.test_layout import ALL_ON, LARGE, assert_fits, texts

    try:
        for look in (
            Look(language=code),
            replace(LARGE, language=code),
            replace(ALL_ON, language=code),
        ):
            screen = RecordingScreen(size, fonts, look=look)
            res.store.save_settings(
                Settings(
                    large_text=look.large_text,
                    high_contrast=look.high_contrast,
                    four_colour_deck=look.four_colour,
                    language=code,
                )
            )
            languages.use(code)
            scene = SettingsScene(res)
            for index in range(len(scene.controls.buttons)):
                scene.controls.focus = index
                assert_fits(screen, texts(screen, TitleScene(res), scene))
            assert scene.zoom == 1.0 and scene.page.panel[2] > 0.9 * scene.frame.width
    finally:
        languages.use("en")
