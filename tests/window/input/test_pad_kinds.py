"""Tests for pad_kinds.py: a pad's kind is read from the name SDL gives it, and its buttons
are named as that kind of pad prints them (an unknown one as an Xbox pad)."""

from __future__ import annotations

import pytest

from war.window.input.pad_kinds import PadKind, kind_of, printed


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("PS4 Controller", PadKind.PS4),
        ("PS5 Controller", PadKind.PS5),
        ("Sony DualSense Wireless Controller", PadKind.PS5),
        ("PS3 Controller", PadKind.PS3),
        ("Nintendo Switch Pro Controller", PadKind.NINTENDO),
        ("Nintendo Switch Joy-Con (L/R)", PadKind.NINTENDO),
        ("Xbox Series X Controller", PadKind.XBOX),
        ("Steam Deck", PadKind.XBOX),
        ("Virtual Joystick", PadKind.XBOX),
        (None, PadKind.XBOX),
    ],
)
def test_the_kind_is_read_from_the_name_sdl_gives_the_pad(name, kind):
    assert kind_of(name) is kind


def test_each_kind_names_its_buttons_as_printed_on_it(monkeypatch):
    monkeypatch.delenv("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", raising=False)
    layout = ("A", "B", "X", "Y", "LB", "RB", "LT", "RT", "LS", "Back", "Start")
    assert [printed(name, PadKind.XBOX) for name in layout] == list(layout)
    assert [printed(name, PadKind.PS5) for name in layout] == [
        *("Cross", "Circle", "Square", "Triangle", "L1", "R1", "L2", "R2", "L3"),
        *("Create", "Options"),
    ]
    assert printed("Back", PadKind.PS4) == "Share" and printed("Back", PadKind.PS3) == "Select"
    # SDL 2 reads a Nintendo pad's face buttons by their letters: its A is the A printed.
    assert [printed(name, PadKind.NINTENDO) for name in layout] == [
        *("A", "B", "X", "Y", "L", "R", "ZL", "ZR", "LS", "Minus", "Plus"),
    ]


def test_a_nintendo_pad_read_by_places_names_the_letters_printed_there(monkeypatch):
    monkeypatch.setenv("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
    assert [printed(name, PadKind.NINTENDO) for name in ("A", "B", "X", "Y")] == [
        "B",
        "A",
        "Y",
        "X",
    ]
    assert printed("A", PadKind.XBOX) == "A"
