"""The whole game from a pad: controller events posted as SDL sends them, through the real
input mapper and the App; pads plugged in and out (stand-ins, no hardware); moves held
repeating in game time; the buttons' badges naming the pad's buttons or the keys."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tests.processes import unavailable
from tests.window.helpers import RecordingScreen, key_event
from tests.window.input.test_pads import Plug, added, button, removed, stick
from tests.window.sdl_pads import VirtualPads, loaded_sdl
from war.window.app.app import App
from war.window.app.loop import STEP_SECONDS
from war.window.drawing.screen import Screen
from war.window.input import badges
from war.window.input.actions import Action
from war.window.input.pads import Pads
from war.window.input.repeat import REPEAT_DELAY_SECONDS, REPEAT_INTERVAL_SECONDS
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene, Push
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.ui.panels import RulesPanel

PAD = 5  # the instance id of the pad the tests press
A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
BACK = pygame.CONTROLLER_BUTTON_BACK
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
# The layouts of the table: wide, near-square and portrait.
LAYOUTS = [(1280, 720), (1000, 800), (720, 1280)]


def press(app: App, *which: int, pad: int = PAD) -> None:
    """Each button pressed and let go on the pad, then the input read."""
    for each in which:
        pygame.event.post(button(pad, each))
        pygame.event.post(button(pad, each, down=False))
    app.process_input()


def hold(app: App, seconds: float) -> None:
    """``seconds`` of frames pass (input read, then the fixed steps), the pad held as it is."""
    for _ in range(round(seconds / STEP_SECONDS)):
        app.update(STEP_SECONDS)
        app.process_input()


def table(app: App) -> TableScene:
    assert isinstance(app.scenes.top, TableScene)
    return app.scenes.top


def badges_drawn(app: App) -> set[str]:
    """Every text drawn in a frame of the app."""
    app.draw(1.0)
    assert isinstance(app.screen, RecordingScreen)
    return {drawn.words for drawn in app.screen.text_drawn}


def rules_texts(app: App) -> str:
    """The words of the rules open beside the table."""
    panel = table(app).panel
    assert isinstance(panel, RulesPanel)
    return " ".join(getattr(block, "text", "") for block in panel.blocks)


@pytest.fixture
def pad_app(make_app):
    def make(**kwargs) -> App:
        app = make_app(**kwargs)
        app.mapper.pads = Plug({0: PAD}).pads()
        return app

    return make


def test_a_from_the_title_deals_a_round_and_plays_its_battles(pad_app):
    app = pad_app()
    assert isinstance(app.scenes.top, TitleScene)
    press(app, A)  # the title's first button is focused: New round
    press(app, A, A)
    assert table(app).session.round.battles == 2


def test_x_plays_ten_battles_and_y_plays_to_the_end(pad_app):
    app = pad_app(seed=3)
    press(app, X)
    assert table(app).session.round.battles == 10
    press(app, Y)
    assert table(app).running
    press(app, A)  # any press stops it, as any key does
    assert not table(app).running


def test_start_opens_the_settings_and_b_goes_back(pad_app):
    app = pad_app(seed=3)
    press(app, START)
    assert isinstance(app.scenes.top, SettingsScene)
    press(app, B)
    assert isinstance(app.scenes.top, TableScene)
    press(app, B)  # from the table, back to the title
    assert isinstance(app.scenes.top, TitleScene)


def test_back_opens_the_rules_shoulders_scroll_them_and_b_closes_them(pad_app):
    app = pad_app(seed=3)
    press(app, BACK)
    panel = table(app).panel
    assert panel is not None
    start = panel.scroller.offset
    press(app, RB, RB)
    assert panel.scroller.offset > start
    press(app, B)
    assert table(app).panel is None


def test_back_on_the_title_opens_the_rules(pad_app):
    app = pad_app()
    press(app, BACK)
    assert isinstance(app.scenes.top, RulesScene)


def test_the_d_pad_moves_the_focus_and_a_presses_the_focused_button(pad_app):
    app = pad_app()
    title = app.scenes.top
    first = title.controls.focused
    press(app, DOWN)
    second = title.controls.focused
    assert second is not first and second.action is Action.DAILY
    press(app, A)  # the ringed button pressed: the deal of the day opens over the title
    assert app.scenes.top is not title


def test_a_held_d_pad_moves_the_focus_again_and_again_then_stops_when_let_go(pad_app):
    app = pad_app()
    title = app.scenes.top
    moves: list[int | None] = []
    pygame.event.post(button(PAD, DOWN))
    app.process_input()
    moves.append(title.controls.focus)
    for _ in range(3):
        hold(app, REPEAT_DELAY_SECONDS if len(moves) == 1 else REPEAT_INTERVAL_SECONDS)
        moves.append(title.controls.focus)
    assert len(set(moves)) == len(moves)  # each repeat moved it on
    pygame.event.post(button(PAD, DOWN, down=False))
    app.process_input()
    still = title.controls.focus
    hold(app, 1.0)
    assert title.controls.focus == still


def test_the_left_stick_moves_the_focus_once_then_repeats(pad_app):
    app = pad_app()
    title = app.scenes.top
    before = title.controls.focus
    pygame.event.post(stick(PAD, pygame.CONTROLLER_AXIS_LEFTY, 0.9))
    pygame.event.post(stick(PAD, pygame.CONTROLLER_AXIS_LEFTY, 1.0))
    app.process_input()
    once = title.controls.focus
    assert once != before
    hold(app, REPEAT_DELAY_SECONDS - 0.1)
    assert title.controls.focus == once
    hold(app, 0.1)
    assert title.controls.focus != once


def focused_after_holding(app: App, seconds: float) -> int | None:
    """Where the top scene's focus is after ``seconds`` more of holding."""
    hold(app, seconds)
    top = app.scenes.top
    assert isinstance(top, BaseScene)
    return top.controls.focus


def test_a_move_held_when_a_press_opens_a_scene_does_not_repeat_over_it(pad_app):
    app = pad_app()
    pygame.event.post(button(PAD, DOWN))
    app.process_input()
    hold(app, REPEAT_DELAY_SECONDS)  # repeating now
    press(app, START)  # Settings, the D-pad still held
    assert isinstance(app.scenes.top, SettingsScene)
    opened_at = focused_after_holding(app, 0.0)
    assert focused_after_holding(app, 1.0) == opened_at
    pygame.event.post(button(PAD, DOWN, down=False))
    pygame.event.post(button(PAD, DOWN))  # pressed again: it moves, and repeats, again
    app.process_input()
    moved = focused_after_holding(app, 0.0)
    assert moved != opened_at and focused_after_holding(app, 1.0) != moved


class OpensSettingsSoon(BaseScene):
    """A scene that opens Settings by itself a moment after it shows (as Round over opens
    when a round's last battle lands)."""

    def __init__(self, app: App) -> None:
        super().__init__()
        self.app = app
        self.left = REPEAT_DELAY_SECONDS + REPEAT_INTERVAL_SECONDS / 2

    def update(self, dt: float) -> Push | None:
        self.left -= dt
        if self.left > 0 or self.app.scenes.top is not self:
            return None
        return Push(SettingsScene(self.app.res))

    def draw(self, screen: Screen, alpha: float) -> None:
        pass


def test_a_move_held_when_a_scene_opens_by_itself_does_not_repeat_over_it(pad_app):
    app = pad_app()
    app.scenes.apply(Push(OpensSettingsSoon(app)))
    pygame.event.post(stick(PAD, pygame.CONTROLLER_AXIS_LEFTY, 1.0))
    app.process_input()
    hold(app, REPEAT_DELAY_SECONDS + REPEAT_INTERVAL_SECONDS)  # it opens as a repeat is due
    assert isinstance(app.scenes.top, SettingsScene)
    opened_at = focused_after_holding(app, 0.0)
    assert focused_after_holding(app, 1.0) == opened_at


def test_a_held_arrow_key_repeats_through_the_app_too(make_app):
    app = make_app()
    title = app.scenes.top
    pygame.event.post(key_event(pygame.K_DOWN))
    app.process_input()
    once = title.controls.focus
    hold(app, REPEAT_DELAY_SECONDS)
    assert title.controls.focus != once


def test_pads_are_read_only_after_the_first_frame_is_shown(make_app):
    app = make_app()
    plug = Plug({0: 1, 1: 2})
    app.mapper.pads = plug.pads()
    app.process_input()
    app.update(STEP_SECONDS)
    assert not app.mapper.pads.started and plug.opened == []
    app.draw(1.0)
    assert sorted(app.mapper.pads.open) == [1, 2]


def test_the_real_controller_subsystem_starts_after_the_first_frame_without_a_pad(make_app):
    app = make_app()
    assert isinstance(app.mapper.pads, Pads) and not app.mapper.pads.started
    app.draw(1.0)
    assert app.mapper.pads.started and app.mapper.pads.open == {}  # no pad on this machine
    press(app, A, pad=0)  # SDL would send none; posted, it is still read as a pad's
    assert not isinstance(app.scenes.top, TitleScene)


def test_pads_plugged_in_and_out_mid_round_lose_nothing(pad_app):
    app = pad_app(seed=3)
    app.draw(1.0)
    plug = Plug({0: PAD, 1: 8, 2: 9})
    app.mapper.pads = plug.pads()
    for index in range(3):
        pygame.event.post(added(index))
    app.process_input()
    assert sorted(app.mapper.pads.open) == [PAD, 8, 9]
    press(app, A, pad=8)
    pygame.event.post(button(9, RB))  # held on the pad about to go
    pygame.event.post(removed(9))
    app.process_input()
    press(app, A, pad=PAD)
    assert table(app).session.round.battles == 2
    hold(app, 1.0)  # the held shoulder on the pad gone repeats nothing
    assert sorted(app.mapper.pads.open) == [PAD, 8]
    press(app, A, pad=9)  # a late event from the pad gone harms nothing
    assert table(app).session.round.battles == 3


@pytest.mark.parametrize("size", LAYOUTS, ids=str)
def test_the_badges_name_the_pad_after_a_pad_press_and_the_keys_after_a_key(pad_app, size):
    app = pad_app(seed=3, size=size)
    drawn = badges_drawn(app)
    assert "Space" in drawn and "T" in drawn and "A" in drawn  # A: Play to the end's key
    press(app, RIGHT)  # a focus move: nothing played
    drawn = badges_drawn(app)
    assert badges.in_use() is badges.Device.PAD
    assert {"A", "X", "Y", "Back"} <= drawn and "Space" not in drawn and "T" not in drawn
    assert "L" not in drawn  # the log has no pad button: its button shows none
    click = pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(click)
    app.process_input()
    assert "X" in badges_drawn(app)  # the mouse leaves the badges as they were
    pygame.event.post(key_event(pygame.K_RIGHT))
    app.process_input()
    drawn = badges_drawn(app)
    assert "Space" in drawn and "T" in drawn and "X" not in drawn


def test_the_badges_name_the_keys_again_once_the_last_pad_is_unplugged(pad_app):
    app = pad_app(seed=3)
    app.mapper.pads = Plug({0: PAD, 1: 8}).pads()
    app.mapper.pads.start()
    press(app, RIGHT, pad=8)
    assert "Space" not in badges_drawn(app)
    pygame.event.post(removed(8))
    app.process_input()
    assert "X" in badges_drawn(app)  # another pad is still plugged in
    pygame.event.post(removed(PAD))
    app.process_input()
    drawn = badges_drawn(app)
    assert "Space" in drawn and "X" not in drawn


def test_the_rules_controls_name_the_pad_buttons_while_a_pad_is_in_use(pad_app):
    app = pad_app(seed=3)
    press(app, BACK)
    texts = rules_texts(app)
    assert "Turn cards (A, or click your pile)" in texts
    assert "Play 10 battles (X)" in texts and "Settings (Start)" in texts
    assert "D-pad moves between the buttons; A presses the one ringed." in texts
    pygame.event.post(key_event(pygame.K_END))
    app.process_input()
    texts = rules_texts(app)
    assert "Turn cards (Space or Enter, or click your pile)" in texts


def focus_on(app: App, found) -> None:
    """The D-pad pressed (right) until the top scene's focused button is ``found``'s;
    bounded by the number of its buttons."""
    top = app.scenes.top
    assert isinstance(top, BaseScene)
    controls = top.controls
    for _ in range(len(controls.buttons) + 1):
        if controls.focused is not None and found(controls.focused):
            return
        press(app, RIGHT)
    raise AssertionError("no such button to focus")


def test_a_deal_of_your_choice_is_typed_and_played_from_the_pad_alone(pad_app):
    app = pad_app(seed=3)
    focus_on(app, lambda focused: focused.action is Action.CHOOSE_DEAL)
    press(app, A)
    for digit in "42":
        focus_on(app, lambda focused, digit=digit: focused.label == digit)
        press(app, A)
    focus_on(app, lambda focused: focused.action is Action.TURN)  # Play deal
    press(app, A)
    assert table(app).session.seed == 42


# -- SDL's own pads (virtual ones, inside the SDL pygame runs on) ------------------------------


@pytest.fixture
def sdl_pads() -> Iterator[VirtualPads]:
    sdl = loaded_sdl()
    if sdl is None:
        unavailable("no SDL with virtual joysticks found in this process (Linux's /proc)")
    pads = VirtualPads(sdl)
    yield pads
    pads.unplug_all()


def test_a_real_pad_unplugged_and_plugged_in_again_still_plays(make_app, sdl_pads):
    app = make_app(seed=3)
    app.draw(1.0)  # the controller subsystem starts after the first frame
    for _ in range(3):  # SDL gives the pad a new instance id each time it comes back
        pad = sdl_pads.plug()
        app.process_input()
        battles = table(app).session.round.battles
        sdl_pads.press(pad, A)
        sdl_pads.let_go(pad, A)
        app.process_input()
        assert table(app).session.round.battles == battles + 1
        sdl_pads.unplug(pad)
        app.process_input()
        assert app.mapper.pads.open == {}  # closed as it went
