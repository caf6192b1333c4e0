"""Tests for app.py: real pygame events through the App at many window sizes, and a full round."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import date

import pygame
import pytest

from tests.helpers import FakeClock, FakeSleep, run_until, short_seed
from tests.window.helpers import (
    HeardSound,
    RecordingScreen,
    assert_shown_matches_engine,
    click_events,
    key_event,
    tap_events,
    window_point,
)
from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import Reason, Side
from war.session.daily import daily_seed
from war.store.settings import TABLE_COLOURS
from war.store.store import Store
from war.window.app.app import IDLE_WAIT_SECONDS, RESIZE_SETTLE_SECONDS, App
from war.window.app.loop import run_loop
from war.window.app.start import fit_to_desktop
from war.window.audio.cues import Cue
from war.window.drawing.screen import Look
from war.window.input.actions import Action, Input
from war.window.layout.frame import DESIGN, frame_for
from war.window.layout.letterbox import MOST_DRAWN_PIXELS, MOST_SCALE, Letterbox
from war.window.layout.settings import settings_page
from war.window.layout.table import table_layout
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH, Rect
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import Transition
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.table.presenter import FAST_PACE
from war.window.ui.choices import Slider, Swatches, Switch

SIZES = [
    (1280, 720),
    (640, 360),
    (1920, 1080),
    (1000, 1000),
    (1600, 600),
    (720, 1280),
    (4000, 1000),
]


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


def centre(rect) -> tuple[float, float]:
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def labelled(scene, label: str):
    """The rect of the scene's button with this label, where it lies in the window's frame
    (a scene laid out for the design only is centred in it: its origin)."""
    return in_frame(scene, next(b.rect for b in scene.controls.buttons if b.label == label))


def in_frame(scene, rect: Rect) -> Rect:
    """Where ``rect`` of ``scene`` lies in the window's frame (at its origin and zoom)."""
    x, y, w, h = rect
    zoom = scene.zoom
    return x * zoom + scene.origin[0], y * zoom + scene.origin[1], w * zoom, h * zoom


def table_button(size: tuple[int, int], action: Action):
    """The rect of the table's button for ``action`` in a window of ``size``."""
    return table_layout(frame_for(size)).buttons[action]


def table(app: App) -> TableScene:
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


# -- buttons land right at every size ---------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_turn_cards_button_plays_one_battle_at_every_size(make_app, size):
    app = make_app(seed=3, size=size)
    assert app.window.size == size
    scene = table(app)
    assert scene.session.round.battles == 0
    post(*click_events(window_point(size, centre(table_button(size, Action.TURN)))))
    app.process_input()
    assert scene.session.round.battles == 1
    post(*click_events(window_point(size, centre(table_button(size, Action.TURN)))))
    app.process_input()
    assert scene.session.round.battles == 2


@pytest.mark.parametrize("size", [(640, 360), (1000, 1000), (1600, 600), (720, 1280)], ids=str)
def test_play_ten_button_plays_ten_battles(make_app, size):
    app = make_app(seed=3, size=size)
    scene = table(app)
    post(*click_events(window_point(size, centre(table_button(size, Action.PLAY_TEN)))))
    app.process_input()
    assert scene.session.round.battles == 10
    assert scene.presenter.timeline.speed == FAST_PACE


@pytest.mark.parametrize("size", [(1000, 1000), (1600, 600), (720, 1280)], ids=str)
def test_click_just_outside_the_button_does_nothing(make_app, size):
    app = make_app(seed=3, size=size)
    scene = table(app)
    x, y, w, h = table_button(size, Action.TURN)
    for canvas_point in ((x - 6, y + h / 2), (x + w / 2, y + h + 4)):
        post(*click_events(window_point(size, canvas_point)))
    app.process_input()
    assert scene.session.round.battles == 0


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (720, 1280)], ids=str)
def test_clicking_own_pile_turns_cards(make_app, size):
    app = make_app(seed=3, size=size)
    scene = table(app)
    layout = scene.presenter.layout
    assert layout == table_layout(frame_for(size))
    pile_centre = (layout.pile_x + CARD_WIDTH / 2, layout.pile_y[Side.PLAYER] + CARD_HEIGHT / 2)
    post(*click_events(window_point(size, pile_centre)))
    app.process_input()
    assert scene.session.round.battles == 1


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (1600, 600)], ids=str)
def test_a_tap_on_turn_cards_plays_exactly_one_battle(make_app, size):
    app = make_app(seed=3, size=size)
    scene = table(app)
    pos = window_point(size, centre(table_button(size, Action.TURN)))
    norm = (pos[0] / size[0], pos[1] / size[1])
    common = {"touch_id": 1, "finger_id": 0, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    post(
        pygame.event.Event(pygame.FINGERDOWN, common, x=norm[0], y=norm[1]),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
        pygame.event.Event(pygame.FINGERUP, common, x=norm[0], y=norm[1]),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
    )
    app.process_input()
    assert scene.session.round.battles == 1


def settled(app: App) -> None:
    """Frames until a new window size has settled: the scenes laid out in its frame."""
    for _ in range(round(RESIZE_SETTLE_SECONDS * 60) + 1):
        app.process_input()
        app.update(1 / 60)


def test_buttons_follow_a_window_resize(make_app):
    app = make_app(seed=3, size=(1280, 720))
    scene = table(app)
    size = (1000, 1000)
    app.window.size = size  # SDL reports the change with a window event
    settled(app)
    assert app.mapper.letterbox == Letterbox(size)
    assert scene.frame == frame_for(size) and scene.presenter.layout == table_layout(scene.frame)
    post(*click_events(window_point(size, centre(table_button(size, Action.TURN)))))
    app.process_input()
    assert scene.session.round.battles == 1


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (1600, 600)], ids=str)
def test_title_buttons(make_app, size):
    app = make_app(size=size)
    assert isinstance(app.scenes.top, TitleScene)
    title = app.scenes.top
    post(*click_events(window_point(size, centre(labelled(title, "Rules")))))
    app.process_input()
    assert isinstance(app.scenes.top, RulesScene)
    post(key_event(pygame.K_ESCAPE))
    app.process_input()
    assert isinstance(app.scenes.top, TitleScene)
    post(*click_events(window_point(size, centre(labelled(title, "New round")))))
    app.process_input()
    assert isinstance(app.scenes.top, TableScene)


# -- window-level actions ---------------------------------------------------------------------


def test_space_key_plays_a_battle(make_app):
    app = make_app(seed=3)
    post(key_event(pygame.K_SPACE), key_event(pygame.K_RETURN))
    app.process_input()
    assert table(app).session.round.battles == 2


def test_window_close_stops_the_app_and_drops_later_input(make_app):
    app = make_app(seed=3)
    post(pygame.event.Event(pygame.WINDOWCLOSE), key_event(pygame.K_SPACE))
    app.process_input()
    assert app.running is False
    assert table(app).session.round.battles == 0


def test_quit_event_stops_the_app(make_app):
    app = make_app(seed=3)
    post(pygame.event.Event(pygame.QUIT))
    app.process_input()
    assert app.running is False


def test_escape_on_title_quits(make_app):
    app = make_app()
    post(key_event(pygame.K_ESCAPE))
    app.process_input()
    assert app.running is False


def test_focus_lost_pauses_and_regained_resumes(make_app):
    app = make_app(seed=3)
    post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.process_input()
    assert app.paused is True
    post(pygame.event.Event(pygame.WINDOWRESTORED))
    app.process_input()
    assert app.paused is False
    post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    app.process_input()
    assert app.paused is True


def test_f11_toggles_full_screen_and_back(make_app):
    app = make_app(seed=3, size=(800, 600))
    post(key_event(pygame.K_F11))
    app.process_input()
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.window.size == desktop
    assert app.mapper.letterbox == Letterbox(desktop)
    post(key_event(pygame.K_F11))
    app.process_input()
    assert app.window.size == (800, 600)
    assert app.mapper.letterbox == Letterbox((800, 600))
    assert app.running


def saved(app: App):
    """The settings as the next game would read them from the app's folder."""
    return Store(app.res.store.folder, read_only=True).settings


def test_m_mutes_and_unmutes_from_the_table_and_remembers_it(make_app):
    app = make_app(seed=3)
    app.res.sound = sound = HeardSound()
    post(key_event(pygame.K_m))
    app.process_input()
    assert sound.muted and not app.settings.sound and not saved(app).sound
    post(key_event(pygame.K_m))
    app.process_input()
    assert not sound.muted and app.settings.sound and saved(app).sound
    assert table(app).session.round.battles == 0  # the table never saw the key


def test_f11_remembers_full_screen_for_the_next_game(tmp_path):
    app = App(data_dir=tmp_path, size=(800, 600))
    try:
        post(key_event(pygame.K_F11))
        app.process_input()
        assert app.settings.fullscreen and saved(app).fullscreen
    finally:
        app.close()
    again = App(data_dir=tmp_path, size=(800, 600))
    try:
        assert again.fullscreen and again.window.size == pygame.display.get_desktop_sizes()[0]
        post(key_event(pygame.K_F11))
        again.process_input()
        assert again.window.size == (800, 600) and not saved(again).fullscreen
    finally:
        again.close()
        pygame.event.clear()


def test_the_full_screen_row_in_settings_fills_the_screen_and_gives_it_back(make_app):
    app = make_app(size=(800, 600))
    desktop = pygame.display.get_desktop_sizes()[0]
    post(key_event(pygame.K_o))
    app.process_input()
    for on, size in ((True, desktop), (False, (800, 600))):
        scene = app.scenes.top
        assert isinstance(scene, SettingsScene)
        switch = scene.control("fullscreen")
        assert isinstance(switch, Switch)
        post(*click_events(window_point(app.window.size, centre(in_frame(scene, switch.rect)))))
        app.process_input()
        assert app.window.size == size and app.mapper.letterbox == Letterbox(size), on
        assert saved(app).fullscreen is on and switch.on is on


def test_full_screen_asked_on_the_command_line_stays_as_you_play(make_app):
    """--fullscreen is for this run: the first key must not put the window back."""
    app = make_app(seed=3, size=(800, 600), fullscreen=True)
    desktop = pygame.display.get_desktop_sizes()[0]
    post(key_event(pygame.K_SPACE), key_event(pygame.K_o), key_event(pygame.K_ESCAPE))
    app.process_input()
    assert table(app).session.round.battles == 1
    assert app.fullscreen and app.window.size == desktop
    assert not saved(app).fullscreen  # and the setting is as it was


def test_a_look_changed_in_settings_is_drawn_at_once(make_app):
    size = (1280, 720)
    app = make_app(size=size)
    post(key_event(pygame.K_o))
    app.process_input()
    assert isinstance(app.scenes.top, SettingsScene)
    rows = [
        ("four_colour_deck", Look(four_colour=True)),
        ("high_contrast", Look(four_colour=True, high_contrast=True)),
        ("large_text", Look(four_colour=True, high_contrast=True, large_text=True)),
    ]
    for label, look in rows:
        scene = app.scenes.top
        assert isinstance(scene, SettingsScene)
        switch = scene.control(label)
        post(*click_events(window_point(size, centre(switch.rect))))
        app.process_input()
        assert app.screen.look == look, label
        assert app.screen.size == size and app.screen.cards.four_colour, label
        app.draw(1.0)
        assert app.screen.text_drawn, label  # the frame is drawn with the new look's screen
    for name, index, chosen in (("card_back", 2, "tartan"), ("table_colour", 1, "blue")):
        scene = app.scenes.top
        assert isinstance(scene, SettingsScene)
        swatches = scene.control(name)
        assert isinstance(swatches, Swatches)
        post(*click_events(window_point(size, centre(swatches.segment(index)))))
        app.process_input()
        assert getattr(app.screen.look, name) == chosen and getattr(saved(app), name) == chosen
    assert app.screen.cards.back_design == "tartan"


def test_settings_open_as_the_window_turns_portrait_lay_out_in_it_and_take_presses_there(
    make_app,
):
    app = make_app(size=(1280, 720))
    post(key_event(pygame.K_o))
    app.process_input()
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    size = (720, 1280)
    app.window.size = size
    settled(app)
    assert scene.frame == frame_for(size) and scene.page == settings_page(size)
    assert scene.controls.focused is scene.control("speed")  # the ring where it was
    swatches = scene.control("table_colour")
    assert isinstance(swatches, Swatches)
    post(*click_events(window_point(size, centre(swatches.segment(3)))))
    app.process_input()
    assert saved(app).table_colour == TABLE_COLOURS[3] and app.screen.look.table_colour == "grey"
    slider = scene.control("volume")
    assert isinstance(slider, Slider)
    left, right = slider.track()
    post(
        *tap_events(size, window_point(size, (left + (right - left) * 0.3, centre(slider.rect)[1])))
    )
    app.process_input()
    assert saved(app).volume == 30


def test_a_back_or_table_colour_chosen_is_drawn_at_once_on_a_new_screen(make_app):
    """Whatever changes the settings (the Settings scene's rows), the next action finds a
    screen made with the new back and felt."""
    app = make_app(seed=3, size=(1280, 720))
    for back, colour in (("tartan", "green"), ("tartan", "red"), ("rosette", "grey")):
        before = app.screen
        app.res.store.save_settings(replace(app.settings, card_back=back, table_colour=colour))
        post(key_event(pygame.K_l))  # any action: the log opens or closes
        app.process_input()
        assert app.screen is not before, (back, colour)
        assert (app.screen.look.card_back, app.screen.look.table_colour) == (back, colour)
        assert app.screen.cards.back_design == back
        kept, made = (pygame.image.tobytes(each.felt, "RGB") for each in (before, app.screen))
        assert (kept == made) is (before.look.table_colour == colour), (back, colour)
        app.draw(1.0)
        corner = (0, 600, 60, 120)  # bare felt beside your pile
        assert average(app.window.get_surface(), corner) == average(app.screen.felt, corner)


# -- the picture in the window ----------------------------------------------------------------


def average(surface: pygame.Surface, rect) -> tuple[int, int, int]:
    return pygame.transform.average_color(surface, pygame.Rect(rect))[:3]


def is_felt(colour) -> bool:
    r, g, b = colour
    return g > r + 15 and g > b + 10


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_felt_fills_the_margins_and_nothing_is_cropped(make_app, size):
    app = make_app(seed=3, size=size)
    table(app).presenter.finish()
    app.draw(1.0)
    window = app.window.get_surface()
    assert window.get_size() == size
    left, top, width, height = Letterbox(size).rect
    margins = []
    if top:
        margins += [(0, 0, size[0], top), (0, top + height, size[0], size[1] - top - height)]
    if left:
        margins += [(0, 0, left, size[1]), (left + width, 0, size[0] - left - width, size[1])]
    for margin in margins:
        assert is_felt(average(window, margin)), margin
    # The whole table is inside the window: the lowest live button's gold rim, right to its
    # edges.
    live = [button for button in table(app).controls.buttons if button.enabled()]
    lowest = max(live, key=lambda button: button.rect[1] + button.rect[3])
    x, y, w, h = app.screen.rect(lowest.rect)
    assert x >= 0 and x + w <= size[0] and y >= 0 and y + h <= size[1]
    rim = window.get_at((x + w // 2, y))[:3]
    assert rim[0] > 150 and rim[1] > 130, rim


@pytest.mark.parametrize("size", [(640, 360), (1920, 1080), (2560, 1440)], ids=str)
def test_cards_are_drawn_at_the_windows_own_size_not_scaled(make_app, size):
    """The pile's top card in the window is the back made at that size, pixel for pixel."""
    app = make_app(seed=3, size=size)
    table(app).presenter.finish()
    app.draw(1.0)
    back = app.screen.cards.back()
    assert back.get_size() == (
        round(CARD_WIDTH * size[0] / 1280),
        round(CARD_HEIGHT * size[0] / 1280),
    )
    x, y = app.screen.point(*table(app).presenter.layout.pile_position(Side.PLAYER, 26))
    inset = app.screen.length(10)
    inside = pygame.Rect(inset, inset, back.get_width() - 2 * inset, back.get_height() - 2 * inset)
    shown = app.window.get_surface().subsurface(inside.move(x, y)).copy()
    expected = pygame.Surface(inside.size)
    expected.blit(back, (0, 0), inside)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def resize(app: App, size: tuple[int, int]) -> None:
    """What a window manager does: the window takes the size, SDL reports it."""
    app.window.size = size
    post(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))


def test_a_drag_makes_art_once_for_the_size_it_settles_on(make_app):
    app = make_app(seed=3, size=(1280, 720))
    small = app.screen
    for size in [(1400, 800), (1600, 900), (1920, 1080)]:  # a drag: a new size each frame
        resize(app, size)
        app.process_input()
        app.update(1 / 60)
        app.draw(1.0)
        assert app.screen is small  # the old art, scaled in for now
        # Input follows at once, into the frame the scenes keep until the size settles.
        assert app.mapper.letterbox == Letterbox(size, DESIGN.size)
    for _ in range(round(RESIZE_SETTLE_SECONDS * 60) + 1):
        app.process_input()
        app.update(1 / 60)
    app.draw(1.0)
    assert app.screen.size == (1920, 1080)
    assert app.screen.cards.size == (150, 210)
    made = [size for size, _ in app._screens]
    assert made == [(1280, 720), (1920, 1080)]  # none for the drag's middle
    resize(app, (1280, 720))  # back to a size seen before: its art is kept, no wait
    app.process_input()
    app.draw(1.0)
    assert app.screen is small


def test_while_a_size_settles_the_buttons_are_drawn_where_clicks_land(make_app):
    app = make_app(seed=3, size=(1280, 720))
    table(app).presenter.finish()
    resize(app, (1000, 1000))
    app.process_input()
    app.draw(1.0)
    assert app.screen.size == (1280, 720)  # still settling: the stand-in frame
    # The old frame, letterboxed in the new size: the buttons drawn there, clicks mapped there.
    stand_in = Letterbox((1000, 1000), DESIGN.size)
    x, y, w, h = stand_in.rect_to_window(table_button((1280, 720), Action.PLAY_TEN))
    inside = average(app.window.get_surface(), (x + 4, y + h // 2 - 3, 8, 6))
    assert inside == pytest.approx((32, 72, 52), abs=12)  # the button's face, not felt
    post(*click_events(stand_in.to_window(*centre(table_button((1280, 720), Action.TURN)))))
    app.process_input()
    assert table(app).session.round.battles == 1


def test_a_window_past_8k_is_drawn_at_8k_on_a_felt_made_smaller(make_app):
    """A 20000x20000 window once made its felt and art at its own size: 5 GB and half a
    minute. Past 8K's pixels the table is drawn at 8K, centred, and the felt is made
    within 8K's pixels and scaled as it is laid; clicks land where the buttons are."""
    size = (8000, 4800)  # just past 8K's pixels, to keep the test light
    app = make_app(seed=3, size=(1280, 720))
    resize(app, size)
    for _ in range(round(RESIZE_SETTLE_SECONDS * 60) + 1):
        app.process_input()
        app.update(1 / 60)
    table(app).presenter.finish()
    app.draw(1.0)
    screen = app.screen
    assert screen.size == size and screen.scale == MOST_SCALE
    assert screen.cards.size == (CARD_WIDTH * MOST_SCALE, CARD_HEIGHT * MOST_SCALE)
    width, height = screen.felt.get_size()
    assert width * height <= MOST_DRAWN_PIXELS and abs(width / height - 8000 / 4800) < 0.01
    window = app.window.get_surface()
    for corner in ((0, 0, 200, 200), (7800, 4600, 200, 200)):
        assert is_felt(average(window, corner)), corner
    post(*click_events(window_point(size, centre(table_button(size, Action.TURN)))))
    app.process_input()
    assert table(app).session.round.battles == 1
    resize(app, (1000, 1000))  # back down: drawn at the new size at once, no 8K stand-in
    app.process_input()
    app.draw(1.0)
    assert app.screen.size == (1000, 1000)


def test_window_events_never_reach_a_scene(make_app):
    app = make_app(seed=3)
    seen: list[Input] = []
    top = app.scenes.top
    original = top.handle

    def watched(event: Input) -> Transition | None:
        seen.append(event)
        return original(event)

    top.handle = watched
    post(
        pygame.event.Event(pygame.WINDOWEXPOSED),
        pygame.event.Event(pygame.WINDOWFOCUSLOST),
        pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        pygame.event.Event(pygame.WINDOWRESIZED, x=1280, y=720),
        key_event(pygame.K_SPACE),
    )
    app.process_input()
    assert seen == [Action.TURN]


# -- a full round through the real loop ---------------------------------------------------------


@pytest.mark.parametrize(
    "seed",
    [short_seed(), short_seed(start=7000, reason=Reason.OUT_OF_CARDS_IN_WAR)],
)
@pytest.mark.parametrize("every", [1, 9])
def test_full_round_through_the_loop(make_app, seed, every):
    """Press Space every ``every`` frames until Round over shows (1: skip; 9: mid-animation)."""
    expected = play_fast(shuffled_deck(seed))
    assert expected.battles <= 30
    app = make_app(seed=seed)
    scene = table(app)
    clock = FakeClock()
    waiting: list[tuple[int, bool]] = []  # a posted Space: battles and round over, before
    presses: list[tuple[int, int, bool]] = []  # battles before and after, round over before

    def on_frame(frame: int) -> None:
        if isinstance(app.scenes.top, RoundOverScene):
            app.running = False
        elif frame % every == 0:
            waiting.append((scene.session.round.battles, scene.session.round.is_over))
            pygame.event.post(key_event(pygame.K_SPACE))

    process_input = app.process_input

    def process_input_watched() -> None:
        process_input()
        assert len(waiting) <= 1, "a posted Space was left unprocessed for a frame"
        for battles, over in waiting:
            presses.append((battles, scene.session.round.battles, over))
        waiting.clear()

    app.process_input = process_input_watched  # the loop calls it once a frame
    sleep = FakeSleep(clock, 1 / 60, on_frame)
    frames = asyncio.run(run_loop(app, clock=clock, sleep=sleep, max_frames=3000))
    assert frames < 3000, "Round over never showed"
    over = app.scenes.top
    assert isinstance(over, RoundOverScene)
    assert app.scenes.scenes[-2] is scene
    assert over.outcome == expected
    assert scene.session.round.outcome == expected
    shown = scene.presenter.shown
    assert shown.count(Side.PLAYER) == expected.player_cards
    assert shown.count(Side.COMPUTER) == expected.computer_cards
    assert shown.over is not None and shown.over.winner == expected.winner
    assert_shown_matches_engine(scene.presenter, scene.session.round)
    # Every press played exactly one battle while the round ran, and none after it ended.
    for before, after, was_over in presses:
        assert after == before + (0 if was_over else 1), (before, after, was_over)
    playing = [press for press in presses if not press[2]]
    assert [before for before, _, _ in playing] == list(range(expected.battles))
    assert any(was_over for _, _, was_over in presses), "no press came after the round ended"


def test_full_screen_at_start_uses_the_whole_desktop(make_app):
    app = make_app(seed=3, size=(800, 600), fullscreen=True)
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.window.size == desktop
    assert app.mapper.letterbox == Letterbox(desktop)
    post(*click_events(window_point(desktop, centre(table_button(desktop, Action.TURN)))))
    app.process_input()
    assert table(app).session.round.battles == 1


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_n, pygame.K_SPACE])
def test_title_keys_start_a_round(make_app, key):
    app = make_app()
    post(key_event(key))
    app.process_input()
    assert table(app).session.round.battles == 0


def test_app_animation_speed_does_not_depend_on_frame_rate(make_app):
    """The whole app, drawing every frame: the same game time gives the same table."""
    states = []
    for fps in (30, 60, 144):
        app = make_app(seed=3)
        scene = table(app)
        scene.presenter.finish()
        post(key_event(pygame.K_t))  # Play 10, handled on the first frame
        clock = FakeClock()
        sleep = FakeSleep(clock, 1 / fps)
        asyncio.run(run_loop(app, clock=clock, sleep=sleep, max_frames=round(1.5 * fps) + 1))
        assert scene.session.round.battles == 10
        presenter = scene.presenter
        assert presenter.busy and presenter.sprites
        states.append(
            (
                [(s.card, s.x, s.y, s.flip, s.glow) for s in presenter.sprites],
                tuple(presenter.shown.player_pile),
                tuple(presenter.shown.computer_pile),
                presenter.shown.battle,
            )
        )
    assert states[0] == states[1] == states[2]


def _frame(app: App, dt: float = 1 / 60) -> bool:
    """One loop frame by hand: input, one update of ``dt``, the draw if it wants one (and
    whether it did)."""
    app.process_input()
    app.update(dt)
    drawn = app.wants_draw()
    if drawn:
        app.draw(1.0)
    return drawn


def test_an_idle_table_stops_redrawing_and_input_wakes_it(make_app):
    app = make_app(seed=3)
    table = app.scenes.top
    frames = 0

    def frame(dt: float) -> None:
        nonlocal frames
        assert _frame(app, dt)  # the deal animates: every frame is drawn
        frames += 1

    run_until(frame, lambda: not table.presenter.busy, dt=1 / 60)
    assert frames > 30
    settled = [_frame(app) for _ in range(120)]  # two idle seconds
    assert all(settled[:25])  # drawn for a moment after the last card lands
    assert not any(settled[60:])  # then not at all: the loop waits for input
    assert app.idle_seconds() == IDLE_WAIT_SECONDS
    post(key_event(pygame.K_SPACE))
    assert _frame(app)  # a key press draws at once
    assert table.presenter.busy
    assert all(_frame(app) for _ in range(20))  # and the battle's animation keeps drawing


def test_the_round_over_dialog_is_drawn_when_it_appears(make_app):
    app = make_app(seed=short_seed())
    table = app.scenes.top
    for _ in range(table.session.round.battle_limit):
        if table.session.round.is_over:
            break
        table.moves.play(1)
        table.presenter.finish()
    for _ in range(120):
        drawn = _frame(app)
        if isinstance(app.scenes.top, RoundOverScene):
            break
    assert isinstance(app.scenes.top, RoundOverScene)
    assert drawn


# -- before the window opens --------------------------------------------------------------------


def test_a_size_larger_than_the_screen_is_cut_to_it_with_one_line(monkeypatch, capsys):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert fit_to_desktop((10_000, 10_000)) == (1920, 1080)
    assert fit_to_desktop((2500, 900)) == (1920, 900)
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        "war: --size 10000x10000 is larger than the screen (1920x1080); opening 1920x1080",
        "war: --size 2500x900 is larger than the screen (1920x1080); opening 1920x900",
    ]
    assert fit_to_desktop((1024, 600)) == (1024, 600)
    assert capsys.readouterr().err == ""


def test_a_window_resized_while_in_the_background_gets_its_art_at_once(make_app):
    app = make_app(seed=3, size=(1280, 720))
    post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.process_input()
    resize(app, (1600, 900))
    app.process_input()
    assert app.paused and app.screen.size == (1600, 900)


def drawn_words(app: App) -> list[str]:
    app.draw(1.0)
    assert isinstance(app.screen, RecordingScreen)
    return [text.words for text in app.screen.text_drawn]


def test_a_bad_saved_round_is_set_aside_and_said_on_the_title(tmp_path):
    (tmp_path / "round.json").write_bytes(b"\x00\xff garbage")
    app = App(data_dir=tmp_path, screen_type=RecordingScreen)
    try:
        assert isinstance(app.scenes.top, TitleScene)
        notices = [w for w in drawn_words(app) if w.startswith("Your saved round could not")]
        assert len(notices) == 1 and "the old file is kept as round.json.bad-" in notices[0]
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith("round.json.bad-")]
        assert "Resume round" not in drawn_words(app)
    finally:
        app.close()


def test_a_data_folder_that_cannot_be_written_is_said_on_the_title_and_play_goes_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    app = App(data_dir=blocker / "war", screen_type=RecordingScreen)
    try:
        assert any(w.startswith("Progress will not be saved") for w in drawn_words(app))
        post(key_event(pygame.K_SPACE))  # a new round, played as ever
        app.process_input()
        table(app).handle(Action.TURN)
        assert table(app).session.round.battles == 1
    finally:
        app.close()


def test_a_seed_on_the_command_line_starts_that_deal_over_whatever_is_saved(tmp_path):
    from war.core.engine import Round
    from war.store.store import Store

    saved = Round.from_seed(570)
    for _ in range(12):
        saved.play_battle()
    before = Store(tmp_path)  # an earlier run of the game, which saved a round and ended
    before.save_round(saved.position())
    before.close()
    app = App(seed=3, data_dir=tmp_path)
    try:
        assert table(app).session.round.position() == Round.from_seed(3).position()
        assert (
            Store(tmp_path, read_only=True).saved_round == Round.from_seed(3).position()
        )  # replaced
    finally:
        app.close()


def test_the_sounds_open_once_the_first_frame_is_shown(make_app, monkeypatch):
    opened = HeardSound()
    monkeypatch.setattr("war.window.app.app.Sound.open", lambda: opened)
    app = make_app()
    assert app.res.sound is not opened
    post(key_event(pygame.K_EQUALS))  # a press before the first frame: silent, no error
    app.process_input()
    assert opened.played == []
    app.draw(0.0)
    assert app.res.sound is opened
    assert (opened.muted, opened.volume) == (not app.settings.sound, app.settings.volume)
    post(key_event(pygame.K_EQUALS))
    app.process_input()
    assert opened.cues == [Cue.FLIP]


def test_sounds_handed_to_the_app_before_its_first_frame_are_kept(make_app, monkeypatch):
    monkeypatch.setattr("war.window.app.app.Sound.open", HeardSound)
    app = make_app()
    app.res.sound = handed = HeardSound()
    app.draw(0.0)
    assert app.res.sound is handed


def test_daily_opens_on_todays_deal_counted_as_the_days(make_app):
    app = make_app(daily=True)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.session.daily and table.session.seed == daily_seed(date.today())
    assert isinstance(app.scenes.scenes[0], TitleScene)


def test_daily_asks_before_a_round_of_another_deal_in_progress_gives_way(tmp_path):
    saved = Round.from_seed(570)
    for _ in range(12):
        saved.play_battle()
    for answer in (Action.CONFIRM, Action.BACK):
        folder = tmp_path / str(answer)
        Store(folder).save_round(saved.position())
        app = App(data_dir=folder, daily=True, screen_type=RecordingScreen)
        try:
            question = app.scenes.top
            assert isinstance(question, ConfirmScene), answer
            words = drawn_words(app)
            assert "Play the deal of the day instead?" in words
            assert any("Deal #570 · battle 12 of 500" in line for line in words), words
            app.scenes.handle(answer)
            top = app.scenes.top
            if answer is Action.CONFIRM:
                assert isinstance(top, TableScene) and top.session.daily
            else:  # kept: on the title, Resume round first
                assert isinstance(top, TitleScene)
                assert top.controls.buttons[0].label == "Resume round"
                assert app.res.store.saved_round == saved.position()
        finally:
            app.close()


def test_daily_carries_todays_round_on_without_asking(tmp_path):
    first = App(data_dir=tmp_path, daily=True, screen_type=RecordingScreen)
    try:
        table = first.scenes.top
        assert isinstance(table, TableScene)
        for _ in range(7):
            table.moves.play(1)
            table.presenter.finish()
            table.update(0.0)
    finally:
        first.close()
    again = App(data_dir=tmp_path, daily=True, screen_type=RecordingScreen)
    try:
        resumed = again.scenes.top
        assert isinstance(resumed, TableScene)
        assert resumed.session.daily and resumed.session.round.battles == 7
    finally:
        again.close()


def test_the_rule_options_are_kept_as_the_table_rules_the_others_as_they_were(make_app):
    """--war-cards, --pickup and --limit reach the window as the rules they chose, kept as
    if chosen in Settings; a rule not given keeps the settings' choice."""
    from war.core.rules import Pickup, Rules
    from war.store.store import Store

    first = make_app(rules={"pickup": Pickup.SHUFFLED, "battle_limit": 1000})
    folder = first.res.store.folder
    assert first.res.store.settings.rules == Rules(1, Pickup.SHUFFLED, 1000)
    first.close()
    again = App(data_dir=folder, rules={"war_cards": 3}, screen_type=RecordingScreen)
    try:
        assert again.res.store.settings.rules == Rules(3, Pickup.SHUFFLED, 1000)
    finally:
        again.close()
    assert Store(folder, read_only=True).settings.rules == Rules(3, Pickup.SHUFFLED, 1000)
