"""Tests for pads.py and the mapper's pad events: pads opened as they are plugged in and
closed as they go (stand-ins: no hardware), buttons and the stick as actions, holds let go."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.processes import unavailable
from tests.window.helpers import key_event
from tests.window.sdl_pads import loaded_sdl
from war.window.input.actions import Action, Scroll
from war.window.input.badges import Device
from war.window.input.mapper import InputMapper
from war.window.input.pad_kinds import PadKind
from war.window.input.padmap import IGNORED, PAD_BUTTONS
from war.window.input.pads import AXIS_RANGE, STICK_LET_GO, STICK_PUSH, Held, LetGo, Pads
from war.window.input.repeat import REPEAT_DELAY_SECONDS, REPEAT_INTERVAL_SECONDS


class FakePad:
    def __init__(self, instance_id: int, kind: PadKind = PadKind.XBOX) -> None:
        self.id = instance_id
        self.kind = kind
        self.closed = False

    def quit(self) -> None:
        self.closed = True


class Plug:
    """Stand-ins for SDL's devices: ``plugged`` maps device index -> instance id; each
    open makes a new handle (as pygame's Controller objects are), all kept in ``opened``."""

    def __init__(self, plugged: dict[int, int] | None = None, *, support: bool = True) -> None:
        self.plugged = dict(plugged or {})
        self.support = support
        self.opened: list[FakePad] = []
        self.kinds: dict[int, PadKind] = {}  # by instance id; the others are Xbox pads

    def open(self, index: int) -> FakePad:
        if index not in self.plugged:
            raise pygame.error("Invalid index")
        instance = self.plugged[index]
        pad = FakePad(instance, self.kinds.get(instance, PadKind.XBOX))
        self.opened.append(pad)
        return pad

    def start(self) -> int:
        if not self.support:
            raise pygame.error("Game controller support not available")
        return max(self.plugged, default=-1) + 1

    def pads(self) -> Pads:
        return Pads(opener=self.open, starter=self.start, is_pad=lambda i: i in self.plugged)


def added(index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index)


def removed(instance_id: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id)


def button(instance_id: int, which: int, down: bool = True) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=instance_id, button=which)


def stick(instance_id: int, axis: int, travel: float) -> pygame.event.Event:
    value = round(travel * AXIS_RANGE)
    return pygame.event.Event(
        pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=axis, value=value
    )


def mapped(mapper: InputMapper, *events: pygame.event.Event) -> list:
    """The events posted and polled through the mapper, as pygame delivers them."""
    for event in events:
        pygame.event.post(event)
    return mapper.poll()


def held_for(mapper: InputMapper, seconds: float, step: float = 1 / 120) -> list:
    for _ in range(round(seconds / step)):
        mapper.tick(step)
    return mapper.poll()


LEFT_X = pygame.CONTROLLER_AXIS_LEFTX
LEFT_Y = pygame.CONTROLLER_AXIS_LEFTY
RIGHT_Y = pygame.CONTROLLER_AXIS_RIGHTY


# -- plugged in and out ----------------------------------------------------------------------


def test_start_opens_the_pads_plugged_in_before_once():
    plug = Plug({0: 10, 1: 11})
    pads = plug.pads()
    pads.start()
    pads.start()
    assert sorted(pads.open) == [10, 11] and len(plug.opened) == 2


def test_sdl_announcing_a_pad_already_open_opens_nothing_twice():
    plug = Plug({0: 10})
    pads = plug.pads()
    pads.start()
    pads.added(0)  # SDL's CONTROLLERDEVICEADDED for the pad plugged in at start
    assert list(pads.open) == [10]
    first, again = plug.opened
    assert not first.closed and again.closed  # the second handle given back, the first kept


@pytest.mark.parametrize("error", [pygame.error, ImportError])
def test_without_controller_support_start_finds_no_pads_and_raises_nothing(error):
    def starter() -> int:
        raise error("no controllers here")

    pads = Pads(opener=Plug().open, starter=starter, is_pad=lambda index: True)
    pads.start()
    assert pads.started and pads.open == {}


def test_a_pad_gone_before_it_could_open_is_left_alone():
    pads = Plug({}).pads()
    pads.added(3)
    assert pads.open == {}


def test_several_pads_plugged_and_unplugged_while_the_game_runs(make_mapper):
    plug = Plug()
    mapper = make_mapper(plug.pads())
    plug.plugged = {0: 20, 1: 21, 2: 22}
    assert mapped(mapper, added(0), added(1), added(2)) == []
    assert sorted(mapper.pads.open) == [20, 21, 22]
    assert mapped(mapper, removed(21)) == []
    assert sorted(mapper.pads.open) == [20, 22]
    assert [pad.closed for pad in plug.opened] == [False, True, False]
    del plug.plugged[1]
    plug.plugged[1] = 23  # another pad in the freed slot
    mapped(mapper, added(1))
    assert sorted(mapper.pads.open) == [20, 22, 23]
    assert mapped(mapper, button(22, pygame.CONTROLLER_BUTTON_A)) == [Action.TURN]
    assert mapped(mapper, removed(99)) == []  # never opened: nothing to close
    mapper.pads.close()
    assert all(pad.closed for pad in plug.opened) and mapper.pads.open == {}


def test_a_pad_unplugged_with_a_move_held_lets_it_go_and_the_other_pads_hold_on(make_mapper):
    mapper = make_mapper(Plug({0: 1, 1: 2}).pads())
    mapper.pads.start()
    down = mapped(
        mapper,
        button(1, pygame.CONTROLLER_BUTTON_DPAD_DOWN),
        stick(1, LEFT_X, 1.0),
        button(2, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER),
    )
    assert down == [Action.SCROLL_DOWN, Action.RIGHT, Action.PAGE_DOWN]
    mapped(mapper, removed(1))
    assert held_for(mapper, REPEAT_DELAY_SECONDS) == [Action.PAGE_DOWN]
    # Plugged in again, its stick starts from rest: a push is a fresh move.
    assert mapped(mapper, stick(1, LEFT_X, 1.0)) == [Action.RIGHT]


# -- buttons and the stick -------------------------------------------------------------------


def test_each_button_of_the_standard_layout_does_its_action(make_mapper):
    mapper = make_mapper(Plug().pads())
    expected = {
        pygame.CONTROLLER_BUTTON_A: Action.TURN,
        pygame.CONTROLLER_BUTTON_B: Action.BACK,
        pygame.CONTROLLER_BUTTON_X: Action.PLAY_TEN,
        pygame.CONTROLLER_BUTTON_Y: Action.PLAY_TO_END,
        pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
        pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
        pygame.CONTROLLER_BUTTON_DPAD_UP: Action.SCROLL_UP,
        pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.SCROLL_DOWN,
        pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.PAGE_UP,
        pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.PAGE_DOWN,
        pygame.CONTROLLER_BUTTON_START: Action.SETTINGS,
        pygame.CONTROLLER_BUTTON_BACK: Action.HELP,
        pygame.CONTROLLER_BUTTON_LEFTSTICK: Action.SPEAK_STATE,
    }
    assert {b: a for b, _, a in PAD_BUTTONS} == expected
    for which, action in expected.items():
        assert mapped(mapper, button(7, which), button(7, which, down=False)) == [action]
    for which in IGNORED:  # Guide is the system's; the rest not on every pad
        assert mapped(mapper, button(7, which), button(7, which, down=False)) == [], which
    assert pygame.CONTROLLER_BUTTON_GUIDE in IGNORED


def test_the_right_stick_scrolls_as_the_wheel_does_and_repeats_while_held(make_mapper):
    mapper = make_mapper(Plug().pads())
    assert mapped(mapper, stick(3, RIGHT_Y, -1.0)) == [Scroll(1.0)]  # up: towards the start
    assert held_for(mapper, REPEAT_DELAY_SECONDS) == [Scroll(1.0)]
    assert mapped(mapper, stick(3, RIGHT_Y, 0.0)) == []
    assert held_for(mapper, 1.0) == []
    assert mapped(mapper, stick(3, RIGHT_Y, 1.0)) == [Scroll(-1.0)]
    assert mapped(mapper, stick(3, pygame.CONTROLLER_AXIS_RIGHTX, 1.0)) == []  # across: none
    assert mapper.device is Device.PAD


def test_the_triggers_go_to_the_start_and_the_end_once_a_pull(make_mapper):
    mapper = make_mapper(Plug().pads())
    left, right = pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    pulled = [stick(2, left, travel / 10) for travel in range(11)]  # squeezed slowly
    assert mapped(mapper, *pulled) == [Action.HOME]
    assert held_for(mapper, 1.0) == []  # held, it does not go again
    assert mapped(mapper, stick(2, left, 0.0), stick(2, right, 1.0)) == [Action.END]
    assert mapped(mapper, stick(2, left, -1.0)) == []  # no trigger is pushed the other way


def test_the_stick_moves_once_pushed_past_its_dead_zone_and_goes_back_with_hysteresis():
    pads = Pads()
    source = ("pad", 1, "stick", LEFT_Y)
    inside = (STICK_PUSH + STICK_LET_GO) / 2  # between letting go and pushing
    assert pads.axis(1, LEFT_Y, round(inside * AXIS_RANGE)) == []  # the dead zone
    assert pads.axis(1, LEFT_Y, AXIS_RANGE) == [Held(source, Action.SCROLL_DOWN)]
    assert pads.axis(1, LEFT_Y, round(inside * AXIS_RANGE)) == []  # still held
    assert pads.axis(1, LEFT_Y, AXIS_RANGE) == []  # pushed further: no second move
    assert pads.axis(1, LEFT_Y, round((STICK_LET_GO - 0.05) * AXIS_RANGE)) == [LetGo(source)]
    assert pads.axis(1, LEFT_Y, -32768) == [Held(source, Action.SCROLL_UP)]
    # Swung straight across in one event: the one way let go, the other held.
    assert pads.axis(1, LEFT_Y, AXIS_RANGE) == [
        LetGo(source),
        Held(source, Action.SCROLL_DOWN),
    ]
    assert pads.axis(1, pygame.CONTROLLER_AXIS_LEFTX, AXIS_RANGE) != []  # the other axis


def test_a_stick_pushed_and_held_is_one_move_then_repeats(make_mapper):
    mapper = make_mapper(Plug().pads())
    events = [stick(4, LEFT_X, -travel / 10) for travel in range(11)]  # eased to the edge
    assert mapped(mapper, *events) == [Action.LEFT]
    assert held_for(mapper, REPEAT_DELAY_SECONDS - 0.05) == []
    assert held_for(mapper, 0.05 + 2 * REPEAT_INTERVAL_SECONDS) == [Action.LEFT] * 3
    assert mapped(mapper, stick(4, LEFT_X, 0.0)) == []
    assert held_for(mapper, 1.0) == []


def test_a_held_d_pad_or_shoulder_repeats_and_a_face_button_does_not(make_mapper):
    mapper = make_mapper(Plug().pads())
    mapped(
        mapper,
        button(1, pygame.CONTROLLER_BUTTON_DPAD_UP),
        button(1, pygame.CONTROLLER_BUTTON_LEFTSHOULDER),
        button(1, pygame.CONTROLLER_BUTTON_A),
        button(1, pygame.CONTROLLER_BUTTON_START),
    )
    assert held_for(mapper, REPEAT_DELAY_SECONDS) == [Action.SCROLL_UP, Action.PAGE_UP]
    mapped(mapper, button(1, pygame.CONTROLLER_BUTTON_DPAD_UP, down=False))
    assert held_for(mapper, REPEAT_INTERVAL_SECONDS) == [Action.PAGE_UP]


def test_the_arrow_and_page_keys_repeat_through_the_same_code_until_let_go(make_mapper):
    mapper = make_mapper(Plug().pads())
    assert mapped(mapper, key_event(pygame.K_DOWN), key_event(pygame.K_SPACE)) == [
        Action.SCROLL_DOWN,
        Action.TURN,
    ]
    assert held_for(mapper, REPEAT_DELAY_SECONDS) == [Action.SCROLL_DOWN]
    keyup = pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    mapped(mapper, keyup)
    assert held_for(mapper, 1.0) == []


def test_focus_lost_lets_go_of_every_held_key_and_button(make_mapper):
    mapper = make_mapper(Plug().pads())
    mapped(mapper, key_event(pygame.K_PAGEDOWN), button(1, pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert Action.PAUSE in mapped(mapper, pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert held_for(mapper, 1.0) == []


def test_the_device_in_use_is_what_was_pressed_last_not_the_mouse(make_mapper):
    mapper = make_mapper(Plug().pads())
    assert mapper.device is Device.KEYBOARD
    mapped(mapper, stick(1, LEFT_X, 0.2))  # inside the dead zone: not used
    assert mapper.device is Device.KEYBOARD
    mapped(mapper, button(1, pygame.CONTROLLER_BUTTON_B))
    assert mapper.device is Device.PAD
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, touch=False)
    mapped(mapper, click)
    assert mapper.device is Device.PAD
    mapped(mapper, key_event(pygame.K_h))
    assert mapper.device is Device.KEYBOARD


@pytest.fixture
def make_mapper():
    def make(pads: Pads) -> InputMapper:
        pygame.event.clear()
        return InputMapper((1280, 720), pads=pads)

    yield make
    pygame.event.clear()


def test_a_pad_event_posted_without_what_sdl_gives_it_is_ignored(make_mapper):
    mapper = make_mapper(Plug().pads())
    bare = [pygame.event.Event(kind, window=None) for kind in PAD_EVENT_KINDS]
    assert mapped(mapper, *bare) == []


PAD_EVENT_KINDS = (
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
)


# -- SDL's own pads, in a fresh process ------------------------------------------------------

# A pad plugged in before the game starts reading pads, pressed and unplugged: SDL's own
# (virtual) pad, in a process whose controller subsystem starts as the game's does (once:
# SDL started twice in one process sends each event twice, so this cannot run in pytest's).
PLUGGED_BEFORE = """
import pygame
from tests.window.sdl_pads import VirtualPads, loaded_sdl
from war.window.input.actions import Action, Scroll
from war.window.input.mapper import InputMapper

pygame.display.init()
window = pygame.Window("pads", (64, 64))
pygame.event.get()  # the window's own (shown, focus)
sdl = loaded_sdl()
if sdl is None:
    raise SystemExit("no SDL")
virtual = VirtualPads(sdl)
pad = virtual.plug()
mapper = InputMapper((64, 64))
mapper.pads.start()
mapper.poll()  # SDL announces the pad plugged in before as added
assert list(mapper.pads.open) == [pad], "opened by its instance id"
virtual.press(pad, pygame.CONTROLLER_BUTTON_A)
assert mapper.poll() == [Action.TURN], "one press, one Turn cards"
virtual.unplug(pad)
mapper.poll()
assert mapper.pads.open == {}, "forgotten as it went"
assert not virtual.held_open(pad), "SDL still holds it open"
print("ok")
"""


@pytest.mark.slow
def test_a_real_pad_plugged_in_before_the_start_plays_and_is_closed_as_it_goes(tmp_path):
    if loaded_sdl() is None:
        unavailable("no SDL with virtual joysticks found in this process (Linux's /proc)")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-c", PLUGGED_BEFORE],
        cwd=Path(__file__).parents[3],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.strip() == "ok", done.stderr
