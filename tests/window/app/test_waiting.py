"""Tests for waiting.py: SDL's own wait, reached in the SDL pygame runs on (here under SDL's
dummy video driver, which has no wait of its own: SDL's generic wait still answers)."""

from __future__ import annotations

import ctypes

import pygame
import pytest

from tests.processes import unavailable
from tests.window.sdl_pads import VirtualPads, loaded_sdl
from war.window.app import waiting
from war.window.app.waiting import WAITING_DRIVERS, event_wait, pygames_sdl, sdl_polls, sdl_wait

LONGEST_TEST_WAIT = 5.0  # a wait that missed its event ends here, and the test fails


@pytest.fixture
def wait(pygame_started):
    found = sdl_wait()
    assert found is not None, "pygame's SDL was not found in this process"
    pygame.event.clear()
    yield found
    pygame.event.clear()


def test_pygames_own_sdl_is_found_with_its_video_started(pygame_started):
    library = pygames_sdl()
    assert library is not None
    library.SDL_WasInit.restype = ctypes.c_uint32
    assert library.SDL_WasInit(0x20) & 0x20  # SDL_INIT_VIDEO: the running one, no other copy


def test_an_event_there_ends_the_wait_and_stays_for_pygame_to_read(wait):
    event = pygame.event.Event(pygame.USEREVENT, {"mark": 7})
    pygame.event.post(event)
    assert wait(LONGEST_TEST_WAIT) is True
    got = pygame.event.get()
    assert [(e.type, getattr(e, "mark", None)) for e in got] == [(pygame.USEREVENT, 7)]


def test_with_no_event_the_wait_ends_at_its_timeout_saying_so(wait):
    assert wait(0.02) is False
    assert pygame.event.get() == []


def test_a_wait_of_no_time_waits_the_least_sdl_can_and_finds_no_event(wait):
    assert wait(0.0) is False  # a millisecond: SDL's 0 would only poll, never wait


def test_drivers_that_would_poll_get_no_wait(pygame_started):
    assert pygame.display.get_driver() == "dummy"
    assert event_wait() is None  # the dummy driver would poll: the loop sleeps as before
    assert event_wait("offscreen") is None


def test_drivers_with_a_wait_of_their_own_get_sdls(pygame_started):
    assert "x11" in WAITING_DRIVERS and "wayland" in WAITING_DRIVERS
    assert callable(event_wait("x11"))


def test_without_pygames_sdl_there_is_no_wait_and_nothing_said(pygame_started, monkeypatch):
    monkeypatch.setattr(waiting, "_candidates", lambda: iter(["/nowhere/libSDL2-2.0.so.0"]))
    assert pygames_sdl() is None
    assert sdl_wait() is None
    assert event_wait("x11") is None


def test_a_copy_of_sdl_of_another_version_is_not_taken_for_pygames(pygame_started, monkeypatch):
    monkeypatch.setattr(pygame, "get_sdl_version", lambda linked=True: (2, 0, 0))
    assert pygames_sdl() is None


def test_with_a_pad_plugged_in_sdl_would_poll_so_the_wait_naps_instead(pygame_started):
    sdl = loaded_sdl()
    if sdl is None:
        unavailable("no SDL with virtual joysticks found in this process (Linux's /proc)")
    library = pygames_sdl()
    assert library is not None
    polls = sdl_polls(library)
    pads = VirtualPads(sdl)
    try:
        pads.plug()  # SDL now reads the joystick every millisecond it waits
        assert polls()
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))
        wait = sdl_wait()
        assert wait is not None
        assert wait(0.001) is False  # a nap: it never asked SDL, which would have polled
        assert [e.type for e in pygame.event.get()] == [pygame.USEREVENT]  # read next pass
    finally:
        pads.unplug_all()
    assert not polls()  # the pad gone: SDL's own wait again
