"""Tests for tween.py: easing, tweens of several attributes, composition, calls, the timeline."""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

import pytest

from war.window.table.tween import (
    Call,
    Deferred,
    Delay,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_in_out_sine,
    ease_out_back,
    ease_out_cubic,
    lerp,
    linear,
    stagger,
    stagger_seconds,
)

EASINGS = [linear, ease_out_cubic, ease_in_out_cubic, ease_out_back, ease_in_out_sine]


@pytest.mark.parametrize("easing", EASINGS, ids=lambda f: f.__name__)
def test_easing_starts_at_zero_and_ends_at_one(easing):
    assert easing(0.0) == pytest.approx(0.0, abs=1e-12)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-12)


MONOTONIC = [linear, ease_out_cubic, ease_in_out_cubic, ease_in_out_sine]


@pytest.mark.parametrize("easing", MONOTONIC, ids=lambda f: f.__name__)
def test_monotonic_easings_never_go_back(easing):
    values = [easing(i / 100) for i in range(101)]
    assert values == sorted(values)
    assert all(0.0 <= v <= 1.0 + 1e-12 for v in values)


def test_ease_out_back_overshoots_then_settles():
    assert max(ease_out_back(i / 100) for i in range(101)) > 1.0
    assert ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert ease_in_out_sine(0.5) == pytest.approx(0.5)


def test_lerp():
    assert lerp(10, 20, 0) == 10
    assert lerp(10, 20, 1) == 20
    assert lerp(10, 20, 0.25) == 12.5


def test_tween_moves_attribute_from_start_to_end():
    target = SimpleNamespace(x=0.0)
    tween = Tween(target, 2.0, linear, x=100.0)
    tween.seek(0.5)
    assert target.x == pytest.approx(25.0)
    tween.seek(1.0)
    assert target.x == pytest.approx(50.0)
    tween.seek(5.0)  # past the end: clamped
    assert target.x == 100.0


def test_tween_start_is_read_when_it_first_runs_not_when_built():
    target = SimpleNamespace(x=0.0)
    tween = Tween(target, 1.0, linear, x=100.0)
    tween.seek(0.0)  # not begun yet: the start is not captured at t=0
    target.x = 60.0  # an earlier step moved it after the tween was made
    tween.seek(0.5)
    assert tween.start == {"x": 60.0}
    assert target.x == pytest.approx(80.0)
    target.x = -1000.0  # the start is captured once only
    tween.seek(1.0)
    assert target.x == 100.0


def test_tween_with_explicit_start_ignores_current_value():
    target = SimpleNamespace(x=42.0)
    Tween(target, 1.0, linear, start={"x": 0.0}, x=10.0).seek(0.5)
    assert target.x == pytest.approx(5.0)


def test_zero_duration_tween_jumps_to_end():
    target = SimpleNamespace(x=3.0)
    Tween(target, 0.0, x=7.0).seek(0.0)
    assert target.x == 7.0


def test_sequence_and_parallel_durations():
    seq = Sequence([Delay(0.25), Delay(0.5), Call(lambda: None), Delay(0.125)])
    assert seq.duration == pytest.approx(0.875)
    par = Parallel([Delay(0.25), Delay(0.75), Sequence([Delay(0.5), Delay(0.5)])])
    assert par.duration == pytest.approx(1.0)
    assert Parallel([]).duration == 0.0
    assert Sequence([]).duration == 0.0


def test_stagger_duration_is_last_start_plus_its_length():
    moves = [Delay(0.3) for _ in range(10)]
    assert stagger(moves, 0.05).duration == pytest.approx(9 * 0.05 + 0.3)
    assert stagger([], 0.05).duration == 0.0


def test_stagger_starts_each_step_gap_later():
    targets = [SimpleNamespace(x=0.0) for _ in range(3)]
    par = stagger([Tween(t, 1.0, linear, x=1.0) for t in targets], 0.5)
    par.seek(0.75)
    assert [t.x for t in targets] == pytest.approx([0.75, 0.25, 0.0])
    par.seek(2.0)
    assert [t.x for t in targets] == [1.0, 1.0, 1.0]


def test_sequence_plays_steps_in_order():
    a, b = SimpleNamespace(x=0.0), SimpleNamespace(x=0.0)
    seq = Sequence([Tween(a, 1.0, linear, x=1.0), Tween(b, 1.0, linear, x=1.0)])
    seq.seek(0.5)
    assert (a.x, b.x) == pytest.approx((0.5, 0.0))
    seq.seek(1.5)
    assert (a.x, b.x) == pytest.approx((1.0, 0.5))
    seq.seek(2.0)
    assert (a.x, b.x) == (1.0, 1.0)


def test_sequence_skipped_in_one_big_seek_lands_first_step():
    a, b = SimpleNamespace(x=0.0), SimpleNamespace(x=0.0)
    seq = Sequence([Tween(a, 1.0, x=5.0), Tween(b, 1.0, linear, x=1.0)])
    seq.seek(1.5)
    assert a.x == 5.0
    assert b.x == pytest.approx(0.5)


def test_call_fires_once_however_often_it_is_seeked():
    fired = []
    call = Call(lambda: fired.append(1))
    call.seek(-0.1)
    assert fired == []
    for t in (0.0, 0.0, 1.0, 5.0):
        call.seek(t)
    assert fired == [1]


def test_calls_in_sequence_fire_once_each_when_seeked_repeatedly():
    fired = []
    seq = Sequence(
        [
            Call(lambda: fired.append("a")),
            Delay(0.5),
            Call(lambda: fired.append("b")),
            Delay(0.5),
            Call(lambda: fired.append("c")),
        ]
    )
    for t in (0.0, 0.0, 0.1, 0.5, 0.5, 0.7, 0.9):
        seq.seek(t)
    assert fired == ["a", "b"]
    seq.seek(1.0)
    seq.seek(1.0)
    assert fired == ["a", "b", "c"]


def test_calls_skipped_over_by_one_big_step_all_fire_in_order():
    fired = []
    seq = Sequence(
        [
            Delay(0.1),
            Call(lambda: fired.append(1)),
            Delay(0.2),
            Call(lambda: fired.append(2)),
            Parallel([Delay(0.3), Call(lambda: fired.append(3))]),
            Call(lambda: fired.append(4)),
        ]
    )
    seq.seek(100.0)
    assert fired == [1, 2, 3, 4]
    seq.seek(200.0)
    assert fired == [1, 2, 3, 4]


def test_timeline_plays_queued_steps_one_after_another():
    timeline = Timeline()
    a, b = SimpleNamespace(x=0.0), SimpleNamespace(x=0.0)
    timeline.add(Tween(a, 1.0, linear, x=1.0))
    timeline.add(Tween(b, 1.0, linear, x=1.0))
    assert timeline.busy
    timeline.update(0.5)
    assert (a.x, b.x) == pytest.approx((0.5, 0.0))
    timeline.update(1.0)  # the leftover of the first step carries into the second
    assert (a.x, b.x) == pytest.approx((1.0, 0.5))
    timeline.update(0.5)
    assert (a.x, b.x) == (1.0, 1.0)
    assert not timeline.busy


def test_timeline_finish_lands_every_step_and_fires_calls_in_order():
    timeline = Timeline()
    fired: list[str | int] = []
    target = SimpleNamespace(x=0.0, y=0.0)
    timeline.add(Sequence([Tween(target, 1.0, x=10.0), Call(lambda: fired.append("x"))]))
    timeline.add(Call(lambda: fired.append("between")))
    timeline.add(
        stagger([Sequence([Delay(0.2), Call(partial(fired.append, i))]) for i in range(5)], 0.1)
    )
    timeline.add(Sequence([Tween(target, 2.0, y=-3.0), Call(lambda: fired.append("y"))]))
    timeline.update(0.3)
    assert fired == []
    timeline.finish()
    assert fired == ["x", "between", 0, 1, 2, 3, 4, "y"]
    assert (target.x, target.y) == (10.0, -3.0)
    assert not timeline.busy
    timeline.update(10.0)  # nothing fires twice
    assert fired == ["x", "between", 0, 1, 2, 3, 4, "y"]


def test_timeline_clear_drops_steps_without_playing_them():
    timeline = Timeline()
    fired = []
    target = SimpleNamespace(x=0.0)
    timeline.add(Tween(target, 1.0, linear, x=1.0))
    timeline.add(Call(lambda: fired.append(1)))
    timeline.update(0.5)
    timeline.clear()
    assert not timeline.busy
    timeline.update(5.0)
    timeline.finish()
    assert fired == []
    assert target.x == pytest.approx(0.5)
    # A step added after clearing starts from its own beginning.
    other = SimpleNamespace(x=0.0)
    timeline.add(Tween(other, 1.0, linear, x=1.0))
    timeline.update(0.25)
    assert other.x == pytest.approx(0.25)


@pytest.mark.parametrize("speed", [0.5, 2.0, 2.5])
def test_timeline_speed_scales_time(speed):
    timeline = Timeline()
    timeline.speed = speed
    target = SimpleNamespace(x=0.0)
    timeline.add(Tween(target, 1.0, linear, x=1.0))
    timeline.update(0.2)
    assert target.x == pytest.approx(min(1.0, 0.2 * speed))
    timeline.update(1 / speed - 0.2)
    assert target.x == 1.0
    assert not timeline.busy


def test_timeline_reaches_same_state_whatever_the_step_size():
    def build():
        targets = [SimpleNamespace(x=0.0, y=0.0) for _ in range(6)]
        timeline = Timeline()
        for t in targets:
            timeline.add(
                Parallel(
                    [
                        Tween(t, 0.3, ease_in_out_cubic, x=100.0),
                        Sequence([Delay(0.1), Tween(t, 0.25, y=50.0)]),
                    ]
                )
            )
        return timeline, targets

    results = []
    for dt in (1 / 30, 1 / 120, 0.07, 1.0):
        timeline, targets = build()
        elapsed = 0.0
        while elapsed < 5.0:
            timeline.update(dt)
            elapsed += dt
        results.append([(t.x, t.y) for t in targets])
        assert not timeline.busy
    assert all(r == [(100.0, 50.0)] * 6 for r in results)


@pytest.mark.parametrize("dt", [1 / 120, 1 / 60, 1 / 144, 1 / 30])
def test_stagger_of_52_moves_fires_every_end_call(dt):
    # Regression: float sums of delays once made the last calls of a deal never fire.
    targets = [SimpleNamespace(x=0.0) for _ in range(52)]
    landed: list[int] = []
    moves = [
        Sequence([Tween(t, 0.24, x=1.0), Call(partial(landed.append, i))])
        for i, t in enumerate(targets)
    ]
    done = []
    timeline = Timeline()
    timeline.add(Sequence([stagger(moves, 0.022), Call(lambda: done.append(True))]))
    steps = 0
    while timeline.busy:
        timeline.update(dt)
        steps += 1
        assert steps < 10_000
    assert landed == list(range(52))
    assert done == [True]
    assert all(t.x == 1.0 for t in targets)
    expected_seconds = 51 * 0.022 + 0.24
    assert steps * dt == pytest.approx(expected_seconds, abs=dt + 1e-9)


def test_stagger_of_52_moves_in_a_sequence_with_repeated_seeks():
    landed: list[int] = []
    moves = [Sequence([Delay(0.24), Call(partial(landed.append, i))]) for i in range(52)]
    seq = Sequence([stagger(moves, 0.022)])
    t = 0.0
    while t < seq.duration:
        t += 1 / 120
        seq.seek(t)
        seq.seek(t)
    seq.seek(seq.duration)
    assert landed == list(range(52))


def test_one_tween_moves_several_attributes_together():
    target = SimpleNamespace(x=0.0, y=10.0)
    slide = Tween(target, 1.0, linear, x=100.0, y=30.0)
    slide.seek(0.25)
    assert (target.x, target.y) == (25.0, 15.0)
    slide.seek(1.0)
    assert (target.x, target.y) == (100.0, 30.0)


def test_each_attribute_starts_where_it_is_unless_a_start_is_given():
    target = SimpleNamespace(x=4.0, y=4.0)
    tween = Tween(target, 1.0, linear, start={"y": 0.0}, x=8.0, y=8.0)
    target.x = 6.0  # moved by an earlier step before this one runs
    tween.seek(0.5)
    assert (target.x, target.y) == (7.0, 4.0)


def test_an_attribute_the_target_lacks_is_refused_when_the_tween_is_made():
    target = SimpleNamespace(x=0.0)
    with pytest.raises(AttributeError, match="'flip'"):
        Tween(target, 1.0, flip=1.0)
    with pytest.raises(TypeError, match="'y'"):
        Tween(target, 1.0, start={"y": 0.0}, x=1.0)
    with pytest.raises(TypeError, match="at least one"):
        Tween(target, 1.0)
    assert not hasattr(target, "flip")


def test_a_staggered_steps_length_comes_from_one_place():
    targets = [SimpleNamespace(x=0.0) for _ in range(5)]
    swept = stagger([Tween(t, 0.34, x=1.0) for t in targets], 0.035)
    assert swept.duration == stagger_seconds(5, 0.34, 0.035)
    assert stagger_seconds(1, 0.34, 0.035) == 0.34
    assert stagger_seconds(0, 0.34, 0.035) == stagger([], 0.035).duration == 0.0


def test_a_deferred_step_that_builds_another_length_than_it_promised_is_an_error():
    target = SimpleNamespace(x=0.0)
    good = Deferred(lambda: Tween(target, 0.5, x=1.0), 0.5)
    good.seek(0.25)
    assert target.x > 0.0
    bad = Deferred(lambda: Tween(target, 0.5, x=1.0), 0.4)
    with pytest.raises(ValueError, match="promised 0.4 s and built 0.5 s"):
        bad.seek(0.1)
