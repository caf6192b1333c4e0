"""The table in every shape of window: it fills the frame, nothing overlaps, every button
has a place (or a place in the menu), and Turn cards leads."""

from __future__ import annotations

import pytest

from war.core.events import Side
from war.window.input.actions import Action
from war.window.layout.frame import Shape, frame_for
from war.window.layout.side import side_layout
from war.window.layout.table import (
    GROUPS,
    MOST_TIGHT_CARDS,
    PILE_LABEL_WIDTH,
    ROOMY_WAR_CARDS,
    TableLayout,
    table_layout,
)
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH, Rect

# The windows (portrait, 4:3, 16:9, a wide strip, full HD) and more shapes.
SIZES = [
    (720, 1280),
    (720, 960),
    (800, 1000),
    (1024, 768),
    (1280, 800),
    (1000, 1000),
    (1280, 720),
    (640, 360),
    (1920, 1080),
    (2560, 1080),
    (1900, 560),
]
LARGE_TEXT = 1.25  # a plate is this much wider with large text (painter.py)


def _layout(size: tuple[int, int]) -> TableLayout:
    return table_layout(frame_for(size))


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _inside(inner: Rect, outer: Rect) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[0] + inner[2] <= outer[0] + outer[2]
        and inner[1] + inner[3] <= outer[1] + outer[3]
    )


def _row(layout: TableLayout, side: Side) -> Rect:
    """Where a side's cards in play can lie, at the most cards it can lay."""
    x, y = layout.battle_position(side, 0)
    right, _ = layout.battle_position(side, ROOMY_WAR_CARDS + MOST_TIGHT_CARDS)
    return (x, y, right + CARD_WIDTH - x, CARD_HEIGHT + 6)


def _pile(layout: TableLayout, side: Side) -> Rect:
    x, y = layout.pile_position(side, 52)
    return (x, y, layout.pile_x + CARD_WIDTH - x, layout.pile_y[side] + CARD_HEIGHT - y)


def _plate(layout: TableLayout, side: Side) -> Rect:
    x, y, width, height = layout.plates[side]
    return (x, y, width * LARGE_TEXT, height)


def _things(layout: TableLayout) -> dict[str, Rect]:
    things = {f"{action.name} button": rect for action, rect in layout.buttons.items()}
    things["deal button"] = layout.deal_button
    for side in Side:
        things[f"{side.name} pile"] = _pile(layout, side)
        things[f"{side.name} plate"] = _plate(layout, side)
        things[f"{side.name} cards in play"] = _row(layout, side)
    return things


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_everything_on_the_table_lies_inside_its_frame(size):
    layout = _layout(size)
    whole = (0, 0, *layout.frame.size)
    outside = [name for name, rect in _things(layout).items() if not _inside(rect, whole)]
    assert outside == []


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_nothing_on_the_table_overlaps_anything_else(size):
    things = list(_things(_layout(size)).items())
    overlapping = [
        (a, b)
        for index, (a, rect_a) in enumerate(things)
        for b, rect_b in things[index + 1 :]
        if _overlap(rect_a, rect_b)
    ]
    assert overlapping == []


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_table_fills_its_window(size):
    """Piles, cards, words and buttons span at least 80% of a portrait or near-square
    window's height, and of a wide window's width (the issue's measure)."""
    layout = _layout(size)
    things = list(_things(layout).values())
    top = min(rect[1] for rect in things)
    bottom = max(rect[1] + rect[3] for rect in things)
    left = min(rect[0] for rect in things)
    right = max(rect[0] + rect[2] for rect in things)
    width, height = layout.frame.size
    assert (bottom - top) / height >= 0.8
    if layout.frame.shape is Shape.LANDSCAPE:
        assert (right - left) / width >= 0.8


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_every_table_action_has_a_button_or_a_place_in_the_menu(size):
    layout = _layout(size)
    reachable = set(layout.buttons) | set(layout.menu)
    wanted = {Action.TURN} | {action for group in GROUPS for action in group}
    assert wanted <= reachable
    assert (Action.MENU in layout.buttons) == bool(layout.menu)
    assert not set(layout.buttons) & set(layout.menu)


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_turn_cards_is_the_largest_button_and_comes_first(size):
    layout = _layout(size)
    turn = layout.buttons[Action.TURN]
    others = [rect for action, rect in layout.buttons.items() if action is not Action.TURN]
    assert all(turn[2] * turn[3] > rect[2] * rect[3] for rect in others)
    assert all(turn[3] > rect[3] for rect in others)
    first = min(layout.buttons.values(), key=lambda rect: (rect[1], rect[0]))
    assert first == turn


def test_a_portrait_window_has_its_buttons_below_the_table():
    layout = _layout((720, 1280))
    table_bottom = max(
        rect[1] + rect[3]
        for name, rect in _things(layout).items()
        if "button" not in name or name == "deal button"
    )
    assert all(rect[1] >= table_bottom for action, rect in layout.buttons.items())


def test_a_near_square_window_shows_every_button_and_a_short_one_folds_some_into_a_menu():
    assert _layout((1024, 768)).menu == ()
    assert set(_layout((1280, 720)).menu) == {Action.NEW_ROUND, Action.SETTINGS, Action.BACK}


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_panel_beside_the_table_leaves_the_computer_s_cards_in_view(size):
    frame = frame_for(size)
    layout, side = table_layout(frame), side_layout(frame)
    assert _inside(side.panel, (0, 0, *frame.size))
    # The opening cards and three wars' (a long war's later cards may go under it).
    x, y = layout.battle_position(Side.COMPUTER, 0)
    right, _ = layout.battle_position(Side.COMPUTER, 6)
    in_view = (x, y, right + CARD_WIDTH - x, CARD_HEIGHT)
    assert not _overlap(side.panel, in_view)
    assert _inside(in_view, side.table_side)
    if side.covers_header:  # beside the table: the status line stays left of the panel
        assert side.status_span[1] < side.panel[0]
    else:  # a sheet over the lower part (portrait): the counter and the deal stay in view
        assert side.panel[1] > layout.deal_button[1] + layout.deal_button[3]


@pytest.mark.parametrize("size", [(720, 1280), (720, 960)], ids=str)
def test_portrait_plates_leave_room_for_large_text_beside_the_cards(size):
    layout = _layout(size)
    for side in Side:
        x, _, width, _ = layout.plates[side]
        assert x + width * LARGE_TEXT < layout.battle_x
        assert width == PILE_LABEL_WIDTH
