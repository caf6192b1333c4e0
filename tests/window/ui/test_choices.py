"""Tests for choices.py: a switch, segments, a slider and a chooser each take a press, a drag
(mouse or finger alike), Space and Enter, and Left and Right, and fire only when they did."""

from __future__ import annotations

import pytest

from war.window.input.actions import Action, PointerDown, PointerMove, PointerUp
from war.window.layout.choices import CHOOSER_ARROW_WIDTH, SLIDER_KNOB_RADIUS
from war.window.ui.choices import Chooser, Segments, Slider, Swatches, Switch

RECT = (100, 100, 400, 44)
ROW = (40, 100, 460, 44)  # a switch's row: its name at the left, the track at the right
FIRED = Action.CHANGE_SETTING


def press(control, x: float, y: float = 122, *, touch: bool = False) -> list:
    """Down and up at one point: what each fired."""
    return [control.handle(PointerDown(x, y)), control.handle(PointerUp(x, y, touch=touch))]


def switch(on: bool = False) -> Switch:
    return Switch(FIRED, (432, 104, 68, 36), on=on, reach=ROW)


def test_a_press_on_a_switch_flips_it_and_fires_once():
    control = switch()
    assert press(control, 460) == [None, FIRED] and control.on
    assert press(control, 460, touch=True) == [None, FIRED] and not control.on


def test_a_press_on_a_switchs_name_flips_it_and_one_off_its_row_does_not():
    control = switch()
    assert press(control, 60) == [None, FIRED] and control.on
    assert press(control, 20) == [None, None] and control.on


def test_a_press_dragged_off_a_switch_leaves_it():
    control = switch()
    control.handle(PointerDown(460, 122))
    control.handle(PointerMove(460, 300, held=True))
    assert control.handle(PointerUp(460, 300)) is None and not control.on


def test_space_flips_a_switch_and_left_and_right_set_it_off_and_on():
    control = switch()
    control.key_press()
    assert control.on
    control.key_press()
    assert not control.on
    assert control.nudge(1) and control.on
    assert control.nudge(1) and control.on  # already on: Right keeps it so
    assert control.nudge(-1) and not control.on


def speeds(chosen: int = 1) -> Segments:
    return Segments(FIRED, RECT, options=["Slow", "Normal", "Fast", "Instant"], chosen=chosen)


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
def test_a_press_on_a_segment_chooses_it(touch):
    control = speeds()
    for index in (3, 0, 2):
        x = 100 + 100 * index + 50
        assert press(control, x, touch=touch) == [None, FIRED]
        assert control.chosen == index


def test_a_press_slid_along_the_segments_chooses_the_one_let_go_on():
    control = speeds()
    control.handle(PointerDown(120, 122))
    control.handle(PointerMove(260, 122, held=True))
    control.handle(PointerMove(380, 122, held=True))
    assert control.under == 2
    assert control.handle(PointerUp(380, 122, touch=True)) is FIRED
    assert control.chosen == 2


def test_a_press_let_go_off_the_segments_chooses_nothing():
    control = speeds()
    control.handle(PointerDown(120, 122))
    assert control.handle(PointerUp(120, 300)) is None and control.chosen == 1


def test_space_goes_round_the_segments_and_left_and_right_stop_at_the_ends():
    control = speeds(chosen=2)
    went = []
    for _ in range(3):
        control.key_press()
        went.append(control.chosen)
    assert went == [3, 0, 1]
    for _ in range(5):
        control.nudge(1)
    assert control.chosen == 3
    for _ in range(5):
        control.nudge(-1)
    assert control.chosen == 0


def volume(level: int = 80) -> Slider:
    return Slider(FIRED, RECT, level=level, notch=5, step=10)


def x_of(level: float) -> float:
    """Where the knob's centre is at ``level`` on the slider of RECT."""
    left, right = RECT[0] + SLIDER_KNOB_RADIUS, RECT[0] + RECT[2] - SLIDER_KNOB_RADIUS
    return left + (right - left) * level / 100


def test_the_knob_sits_inside_the_slider_at_both_ends():
    assert volume(0).knob_x() == RECT[0] + SLIDER_KNOB_RADIUS
    assert volume(100).knob_x() == RECT[0] + RECT[2] - SLIDER_KNOB_RADIUS


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
def test_a_press_anywhere_on_the_track_puts_the_knob_there_to_the_nearest_notch(touch):
    control = volume(100)
    assert press(control, x_of(31), touch=touch) == [FIRED, FIRED]
    assert control.level == 30
    assert press(control, x_of(83)) == [FIRED, FIRED] and control.level == 85
    assert press(control, RECT[0] + 1) == [FIRED, FIRED] and control.level == 0  # past the end


def test_a_drag_takes_the_knob_along_firing_on_each_change_and_settling_once():
    control = volume(100)
    fired = [control.handle(PointerDown(x_of(100), 122))]
    assert control.held and control.level == 100
    for level in (90, 91, 50, 50.5):
        fired.append(control.handle(PointerMove(x_of(level), 400, held=True)))  # far below
    assert control.level == 50
    fired.append(control.handle(PointerUp(x_of(50), 400)))
    assert fired == [FIRED, FIRED, None, FIRED, None, FIRED]
    assert not control.held and control.level == 50


def test_a_drag_past_the_ends_stops_at_0_and_100():
    control = volume(50)
    control.handle(PointerDown(x_of(50), 122))
    control.handle(PointerMove(0, 122, held=True))
    assert control.level == 0
    control.handle(PointerMove(2000, 122, held=True))
    assert control.level == 100


def test_a_press_off_the_slider_moves_nothing_and_a_move_without_a_press_neither():
    control = volume(80)
    assert press(control, x_of(20), y=300) == [None, None]
    assert control.handle(PointerMove(x_of(20), 122, held=False)) is None
    assert control.level == 80 and control.hovered


def test_left_and_right_step_the_slider_and_stop_at_the_ends():
    control = volume(80)
    levels = []
    for step in (1, 1, 1, -1):
        control.nudge(step)
        levels.append(control.level)
    assert levels == [90, 100, 100, 90]
    for _ in range(12):
        control.nudge(-1)
    assert control.level == 0


def languages() -> Chooser:
    return Chooser(FIRED, RECT, options=["System", "English", "Deutsch"], chosen=0)


def test_a_press_on_the_chooser_goes_on_and_one_on_its_back_arrow_goes_back():
    control = languages()
    assert press(control, 300) == [None, FIRED] and control.chosen == 1  # its name
    assert press(control, 500 - CHOOSER_ARROW_WIDTH / 2) == [None, FIRED]
    assert control.chosen == 2
    assert press(control, 100 + CHOOSER_ARROW_WIDTH / 2, touch=True) == [None, FIRED]
    assert control.chosen == 1


def test_the_chooser_goes_round_both_ways():
    control = languages()
    control.nudge(-1)
    assert control.chosen == 2
    control.key_press()
    assert control.chosen == 0


def test_a_control_let_go_forgets_its_press():
    for control in (switch(), speeds(), volume(), languages()):
        control.handle(PointerDown(460, 122))
        control.release()
        assert control.handle(PointerUp(460, 122)) is None, control


def test_swatches_choose_as_segments_do_and_name_each_look():
    control = Swatches(
        FIRED,
        RECT,
        options=["green", "blue", "red", "grey"],
        names=["Green", "Blue", "Wine red", "Charcoal"],
        setting="table_colour",
    )
    assert press(control, 100 + 100 * 2 + 50, touch=True) == [None, FIRED]
    assert control.options[control.chosen] == "red" and control.names[control.chosen] == "Wine red"
    control.key_press()
    assert control.options[control.chosen] == "grey"
    control.nudge(-1)
    assert control.options[control.chosen] == "red"


def test_segments_given_weights_are_as_wide_as_their_share_and_taken_there():
    control = Segments(FIRED, RECT, options=["A", "B", "C", "D"], chosen=0, weights=(1, 1, 1, 5))
    assert control.segment(3) == (100 + 150, 100, 250, 44)
    assert control.segment(0) == (100, 100, 50, 44)
    assert press(control, 260) == [None, FIRED] and control.chosen == 3
    assert press(control, 240) == [None, FIRED] and control.chosen == 2


def test_each_control_of_a_value_says_its_value_after_its_name():
    rect = (0.0, 0.0, 400.0, 40.0)
    controls = [
        (Switch(Action.CHANGE_SETTING, rect, label="Sound", on=True), "Sound: On"),
        (
            Segments(
                Action.CHANGE_SETTING, rect, label="Speed", options=["Slow", "Fast"], chosen=1
            ),
            "Speed: Fast",
        ),
        (
            Swatches(
                Action.CHANGE_SETTING, rect, label="Back", options=["a", "b"], names=["Red", "Blue"]
            ),
            "Back: Red",
        ),
        (Slider(Action.CHANGE_SETTING, rect, label="Volume", level=70), "Volume: 70%"),
        (
            Chooser(Action.CHANGE_SETTING, rect, label="Language", options=["English", "Deutsch"]),
            "Language: English",
        ),
    ]
    for control, said in controls:
        assert control.spoken() == said, control
