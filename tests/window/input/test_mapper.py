"""Tests for input.py: keys, mouse, touch and window events become actions via the letterbox."""

from __future__ import annotations

import pygame
import pytest

from tests.window.helpers import key_event, window_point
from war.core.events import Side
from war.window.input.actions import (
    NOWHERE,
    WINDOW_ACTIONS,
    Action,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    Typed,
)
from war.window.input.keymap import KEYMAP, key_names, types_text
from war.window.input.mapper import InputMapper
from war.window.layout.frame import frame_for
from war.window.layout.letterbox import Letterbox
from war.window.layout.table import table_layout
from war.window.layout.units import contains

SIZES = [(1280, 720), (640, 360), (1920, 1080), (1000, 1000), (1600, 600), (720, 1280)]
LOGICAL_POINTS = [(640, 360), (1125, 259), (10, 10), (1270, 710), (90.5, 530.25), (0, 0)]


def mouse(kind: int, pos, *, button: int = 1, touch: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=touch)
    return pygame.event.Event(kind, pos=pos, button=button, touch=touch)


def finger(kind: int, window_size, pos, finger_id: int = 0) -> pygame.event.Event:
    """A touch event: SDL gives finger positions as fractions of the window, 0..1."""
    return pygame.event.Event(
        kind,
        touch_id=1,
        finger_id=finger_id,
        x=pos[0] / window_size[0],
        y=pos[1] / window_size[1],
        dx=0.0,
        dy=0.0,
        pressure=1.0,
    )


def tolerance(size) -> float:
    """One window pixel, in logical pixels."""
    box = Letterbox(size)
    return box.logical_size[0] / box.rect[2] + 1e-6


def in_frame(size, points):
    """Those of ``points`` inside the frame of a window of ``size``."""
    width, height = frame_for(size).size
    return [(x, y) for x, y in points if x < width and y < height]


# -- the letterbox ----------------------------------------------------------------------------


def test_letterbox_rects():
    assert Letterbox((1280, 720)).rect == (0, 0, 1280, 720)
    assert Letterbox((640, 360)).rect == (0, 0, 640, 360)
    assert Letterbox((1920, 1080)).rect == (0, 0, 1920, 1080)
    # A window of another shape has a frame of its shape: no bars.
    assert Letterbox((1000, 1000)).rect == (0, 0, 1000, 1000)
    assert Letterbox((1600, 600)).rect == (0, 0, 1600, 600)
    assert Letterbox((720, 1280)).rect == (0, 0, 720, 1280)
    # Past the widest frame, bars left and right; past the tallest, top and bottom.
    left, top, width, height = Letterbox((4000, 1000)).rect
    assert (top, height) == (0, 1000)
    assert left > 100 and left + width + left == pytest.approx(4000, abs=1)
    left, top, width, height = Letterbox((400, 1200)).rect
    assert (left, width) == (0, 400)
    assert top > 50 and top + height + top == pytest.approx(1200, abs=1)


# -- mouse --------------------------------------------------------------------------------------


def test_click_maps_to_the_logical_point_under_it_at_every_size():
    for size in SIZES:
        for point in in_frame(size, LOGICAL_POINTS):
            mapper = InputMapper(size)
            pos = window_point(size, point)
            down = mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, pos))
            up = mapper.translate(mouse(pygame.MOUSEBUTTONUP, pos))
            assert len(down) == 1 and isinstance(down[0], PointerDown), (size, point)
            assert len(up) == 1 and isinstance(up[0], PointerUp), (size, point)
            for got in (down[0], up[0]):
                assert got.x == pytest.approx(point[0], abs=tolerance(size)), (size, point)
                assert got.y == pytest.approx(point[1], abs=tolerance(size)), (size, point)


def test_drawing_and_input_share_one_transform():
    """A logical point drawn at a window pixel maps back to itself, within that pixel."""
    for size in SIZES:
        box = Letterbox(size)
        for point in in_frame(size, LOGICAL_POINTS):
            back = box.to_logical(*box.to_window(*point))
            assert back is not None, (size, point)
            assert back[0] == pytest.approx(point[0], abs=tolerance(size)), (size, point)
            assert back[1] == pytest.approx(point[1], abs=tolerance(size)), (size, point)


@pytest.mark.parametrize(
    "size, bar_points",
    [
        ((400, 1200), [(200, 5), (200, 99), (399, 0), (200, 1100), (200, 1199), (0, 1195)]),
        ((4000, 1000), [(5, 500), (199, 500), (3800, 500), (3999, 999), (3999, 0)]),
    ],
    ids=str,
)
def test_clicks_on_the_bars_give_nothing(size, bar_points):
    mapper = InputMapper(size)
    for pos in bar_points:
        assert Letterbox(size).to_logical(*pos) is None, pos
        assert mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, pos)) == []
        assert mapper.translate(mouse(pygame.MOUSEBUTTONUP, pos)) == []
        assert mapper.translate(mouse(pygame.MOUSEMOTION, pos)) == []


@pytest.mark.parametrize("size", [(1000, 1000), (4000, 1000), (400, 1200)], ids=str)
def test_the_edges_of_the_letterbox_still_map(size):
    box = Letterbox(size)
    left, top, width, height = box.rect
    frame_w, frame_h = box.logical_size
    mapper = InputMapper(size)
    first = mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (left, top)))
    assert first == [PointerDown(0.5 * frame_w / width, 0.5 * frame_h / height)]  # its centre
    last = mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (left + width - 1, top + height - 1)))
    assert isinstance(last[0], PointerDown)
    assert frame_w - 1 - tolerance(size) <= last[0].x < frame_w
    assert frame_h - 1 - tolerance(size) <= last[0].y < frame_h


def test_release_on_the_bars_after_a_press_still_ends_the_press():
    mapper = InputMapper((4000, 1000))
    assert isinstance(mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (2000, 500)))[0], PointerDown)
    assert mapper.translate(mouse(pygame.MOUSEBUTTONUP, (5, 500))) == [PointerUp(NOWHERE, NOWHERE)]


def test_motion_reports_whether_the_button_is_held():
    mapper = InputMapper((1280, 720))
    assert mapper.translate(mouse(pygame.MOUSEMOTION, (100, 100))) == [
        PointerMove(100.5, 100.5, held=False)
    ]
    mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (100, 100)))
    assert mapper.translate(mouse(pygame.MOUSEMOTION, (100, 150))) == [
        PointerMove(100.5, 150.5, held=True)
    ]
    mapper.translate(mouse(pygame.MOUSEBUTTONUP, (100, 150)))
    moved = mapper.translate(mouse(pygame.MOUSEMOTION, (100, 200)))[0]
    assert isinstance(moved, PointerMove) and moved.held is False


@pytest.mark.parametrize("button", [2, 3, 4, 5])
def test_other_mouse_buttons_are_ignored(button):
    mapper = InputMapper((1280, 720))
    assert mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (100, 100), button=button)) == []
    assert mapper.translate(mouse(pygame.MOUSEBUTTONUP, (100, 100), button=button)) == []


def test_wheel_becomes_scroll_lines():
    mapper = InputMapper((1280, 720))
    wheel = pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0, flipped=False, touch=False
    )
    assert mapper.translate(wheel) == [Scroll(-2.0)]
    sideways = pygame.event.Event(
        pygame.MOUSEWHEEL, x=1, y=0, precise_x=1.0, precise_y=0.0, flipped=False, touch=False
    )
    assert mapper.translate(sideways) == []


def test_resize_changes_the_mapping():
    mapper = InputMapper((1280, 720))
    mapper.resize((640, 360))
    assert mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (320, 180))) == [PointerDown(641, 361)]


# -- touch --------------------------------------------------------------------------------------


def test_finger_maps_through_the_letterbox_at_every_size():
    for size in SIZES:
        for point in in_frame(size, [(640, 360), (1125, 259), (90, 600)]):
            mapper = InputMapper(size)
            pos = window_point(size, point)
            down = mapper.translate(finger(pygame.FINGERDOWN, size, pos))
            moved = mapper.translate(finger(pygame.FINGERMOTION, size, pos))
            up = mapper.translate(finger(pygame.FINGERUP, size, pos))
            kinds = [type(e) for e in down + moved + up]
            assert kinds == [PointerDown, PointerMove, PointerUp], (size, point)
            assert isinstance(moved[0], PointerMove) and moved[0].held is True
            assert isinstance(up[0], PointerUp) and up[0].touch is True
            for got in down + moved + up:
                assert isinstance(got, (PointerDown, PointerMove, PointerUp))
                assert got.x == pytest.approx(point[0], abs=tolerance(size)), (size, point)
                assert got.y == pytest.approx(point[1], abs=tolerance(size)), (size, point)


def test_finger_on_the_bars_gives_nothing():
    size = (400, 1200)
    mapper = InputMapper(size)
    assert mapper.translate(finger(pygame.FINGERDOWN, size, (200, 10))) == []
    assert mapper.translate(finger(pygame.FINGERUP, size, (200, 10))) == []


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (4000, 1000)], ids=str)
def test_a_tap_fires_exactly_once_despite_the_synthesised_mouse_events(size):
    mapper = InputMapper(size)
    pos = window_point(size, (1125, 259))
    events = [
        finger(pygame.FINGERDOWN, size, pos),
        mouse(pygame.MOUSEMOTION, pos, touch=True),
        mouse(pygame.MOUSEBUTTONDOWN, pos, touch=True),
        finger(pygame.FINGERUP, size, pos),
        mouse(pygame.MOUSEBUTTONUP, pos, touch=True),
    ]
    inputs = [got for event in events for got in mapper.translate(event)]
    assert [type(got) for got in inputs] == [PointerDown, PointerUp]


def test_touch_mouse_events_alone_are_dropped():
    mapper = InputMapper((1280, 720))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        assert mapper.translate(mouse(kind, (10, 10), touch=True)) == []
    wheel = pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False, touch=True
    )
    assert mapper.translate(wheel) == []


def test_second_finger_is_ignored():
    size = (1280, 720)
    mapper = InputMapper(size)
    assert mapper.translate(finger(pygame.FINGERDOWN, size, (100, 100), finger_id=7)) == [
        PointerDown(100.0, 100.0)
    ]
    assert mapper.translate(finger(pygame.FINGERDOWN, size, (600, 600), finger_id=8)) == []
    assert mapper.translate(finger(pygame.FINGERMOTION, size, (610, 600), finger_id=8)) == []
    assert mapper.translate(finger(pygame.FINGERUP, size, (610, 600), finger_id=8)) == []
    moved = mapper.translate(finger(pygame.FINGERMOTION, size, (120, 100), finger_id=7))
    assert moved == [PointerMove(120.0, 100.0, held=True)]
    assert mapper.translate(finger(pygame.FINGERUP, size, (120, 100), finger_id=7)) == [
        PointerUp(120.0, 100.0, touch=True)
    ]
    # The first finger is gone: a new one is followed again.
    assert mapper.translate(finger(pygame.FINGERDOWN, size, (50, 50), finger_id=8)) == [
        PointerDown(50.0, 50.0)
    ]


@pytest.mark.parametrize(
    "losing", [pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN]
)
def test_focus_lost_with_a_finger_or_button_down_ends_the_press_and_touch_works_after(losing):
    """A finger whose lift never came (gone with the focus) was followed for ever, and
    every later touch ignored; where finger ids are never reused, for the whole game."""
    size = (1280, 720)
    mapper = InputMapper(size)
    mapper.translate(finger(pygame.FINGERDOWN, size, (100, 100), finger_id=7))
    lost = pygame.event.Event(losing)
    assert mapper.translate(lost) == [PointerUp(NOWHERE, NOWHERE, touch=True), Action.PAUSE]
    assert mapper.translate(pygame.event.Event(pygame.WINDOWFOCUSGAINED)) == [Action.RESUME]
    down = mapper.translate(finger(pygame.FINGERDOWN, size, (600, 600), finger_id=8))
    assert down == [PointerDown(600.0, 600.0)]
    assert mapper.translate(finger(pygame.FINGERUP, size, (100, 100), finger_id=7)) == []
    mapper.translate(finger(pygame.FINGERUP, size, (600, 600), finger_id=8))
    # A mouse button held as the focus goes: the press ends, and a move after is no drag.
    mapper.translate(mouse(pygame.MOUSEBUTTONDOWN, (300, 300)))
    assert mapper.translate(lost) == [PointerUp(NOWHERE, NOWHERE), Action.PAUSE]
    (moved,) = mapper.translate(mouse(pygame.MOUSEMOTION, (310, 300)))
    assert isinstance(moved, PointerMove) and not moved.held
    assert mapper.translate(lost) == [Action.PAUSE]  # nothing held: only a pause


# -- keys and window events ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "key, action",
    [
        (pygame.K_SPACE, Action.TURN),
        (pygame.K_RETURN, Action.TURN),
        (pygame.K_KP_ENTER, Action.TURN),
        (pygame.K_t, Action.PLAY_TEN),
        (pygame.K_0, Action.PLAY_TEN),
        (pygame.K_n, Action.NEW_ROUND),
        (pygame.K_h, Action.HELP),
        (pygame.K_F1, Action.HELP),
        (pygame.K_ESCAPE, Action.BACK),
        (pygame.K_F11, Action.FULLSCREEN),
        (pygame.K_DOWN, Action.SCROLL_DOWN),
        (pygame.K_UP, Action.SCROLL_UP),
        (pygame.K_PAGEDOWN, Action.PAGE_DOWN),
        (pygame.K_PAGEUP, Action.PAGE_UP),
        (pygame.K_HOME, Action.HOME),
        (pygame.K_END, Action.END),
        (pygame.K_BACKSPACE, Action.ERASE),
        (pygame.K_d, Action.CHOOSE_DEAL),
    ],
)
def test_keys(key, action):
    assert InputMapper((1280, 720)).translate(key_event(key)) == [action]


def test_unmapped_keys_and_key_releases_give_nothing():
    mapper = InputMapper((1280, 720))
    assert mapper.translate(key_event(pygame.K_q)) == []
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    assert mapper.translate(up) == []


def test_while_typing_the_keys_that_type_lose_their_shortcuts_and_the_others_keep_them():
    mapper = InputMapper((1280, 720))
    mapper.set_typing(True)
    try:
        for key in (pygame.K_0, pygame.K_KP0, pygame.K_m, pygame.K_MINUS, pygame.K_KP_PLUS):
            assert types_text(key), key
            assert mapper.translate(key_event(key)) == [], key
        for key, action in (
            (pygame.K_SPACE, Action.TURN),
            (pygame.K_RETURN, Action.TURN),
            (pygame.K_ESCAPE, Action.BACK),
            (pygame.K_TAB, Action.FOCUS_NEXT),
            (pygame.K_BACKSPACE, Action.ERASE),
            (pygame.K_F11, Action.FULLSCREEN),
            (pygame.K_LEFT, Action.LEFT),
        ):
            assert not types_text(key), key
            assert mapper.translate(key_event(key)) == [action], key
        # Space's text is none (Space presses a button); a paste of nothing types nothing.
        assert mapper.translate(pygame.event.Event(pygame.TEXTINPUT, text=" ")) == []
        assert mapper.translate(pygame.event.Event(pygame.TEXTINPUT, text="é")) == [Typed("é")]
        pygame.scrap.put_text("")
        paste = pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
        assert mapper.translate(paste) == []
    finally:
        mapper.set_typing(False)


def test_while_typing_a_key_code_no_keyboard_has_types_nothing_and_is_no_crash():
    """A posted key past Unicode's last character (or below zero) raised in chr()."""
    mapper = InputMapper((1280, 720))
    mapper.set_typing(True)
    try:
        for key in (-1, 0x110000, (1 << 30) - 1, 2**31):
            assert not types_text(key), key
            assert mapper.translate(key_event(key)) == [], key
        assert types_text(ord("é"))  # while a character's key still types
    finally:
        mapper.set_typing(False)


def test_key_names_come_from_the_key_map():
    for action in set(KEYMAP.values()):
        names = key_names(action)
        assert names, action
        assert len(names) == len(set(names)), action  # keypad twins are named once
    assert key_names(Action.TURN) == ["Space", "Enter"]
    assert key_names(Action.PLAY_TEN) == ["T", "0"]
    assert key_names(Action.QUIT) == []  # the window's close button, no key


def test_keymap_is_data_with_every_scene_action():
    assert set(KEYMAP.values()) >= {
        Action.TURN,
        Action.PLAY_TEN,
        Action.NEW_ROUND,
        Action.HELP,
        Action.BACK,
        Action.FULLSCREEN,
    }


@pytest.mark.parametrize(
    "kind, action",
    [
        (pygame.QUIT, Action.QUIT),
        (pygame.WINDOWCLOSE, Action.QUIT),
        (pygame.WINDOWFOCUSLOST, Action.PAUSE),
        (pygame.WINDOWMINIMIZED, Action.PAUSE),
        (pygame.WINDOWRESTORED, Action.RESUME),
        (pygame.WINDOWFOCUSGAINED, Action.RESUME),
        (pygame.WINDOWRESIZED, Action.RESIZED),
        (pygame.WINDOWSIZECHANGED, Action.RESIZED),
    ],
)
def test_window_events(kind, action):
    # Real resize events carry the new size as x, y; the others ignore them.
    event = pygame.event.Event(kind, x=800, y=450)
    assert InputMapper((1280, 720)).translate(event) == [action]
    assert action in WINDOW_ACTIONS


@pytest.mark.parametrize("kind", [pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED])
def test_a_resize_maps_the_clicks_after_it_in_the_same_batch(kind):
    mapper = InputMapper((1280, 720))
    mapper.translate(pygame.event.Event(kind, x=640, y=360))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(320, 180), button=1, touch=False)
    assert mapper.translate(click) == [PointerDown(641.0, 361.0)]  # the pixel's centre


def test_unrelated_events_give_nothing():
    mapper = InputMapper((1280, 720))
    assert mapper.translate(pygame.event.Event(pygame.USEREVENT)) == []
    assert mapper.translate(pygame.event.Event(pygame.TEXTINPUT, text="x")) == []


def test_every_pixel_drawn_inside_a_button_hits_it_and_none_outside_does():
    """Exact to the pixel, at sizes where logical edges fall between window pixels."""
    sizes = [(641, 361), (1366, 768), (1000, 1000), (1601, 599), (2559, 1441), (960, 540)]
    for size in [*sizes, (719, 1279), (4001, 999)]:
        box = Letterbox(size)
        frame = frame_for(size)
        layout = table_layout(frame)
        # A dialog's button, in the design centred in the frame (smaller in a narrow one).
        (left, top), zoom = frame.design_origin, frame.design_zoom
        dialog = (left + 490 * zoom, top + 430 * zoom, 300 * zoom, 58 * zoom)
        rects = [*layout.buttons.values(), layout.pile_hit_rect(Side.PLAYER), dialog]
        for rect in rects:
            x, y, width, height = box.rect_to_window(rect)
            for column in range(x - 1, x + width + 1):
                for row in (y - 1, y, y + height // 2, y + height - 1, y + height):
                    inside = x <= column < x + width and y <= row < y + height
                    point = box.pixel_to_logical(column, row)
                    hit = point is not None and contains(rect, *point)
                    assert hit == inside, (size, rect, column, row)
