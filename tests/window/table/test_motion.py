"""Tests for motion.py, and the presenter honouring it: each speed keeps the table true, slow
and fast change only the pace, instant moves nothing, reduced motion fades instead."""

from __future__ import annotations

import pytest

from tests.helpers import short_seed, steps_while, war_seed
from tests.window.helpers import (
    assert_shown_matches_engine,
    play_through_checking_shown,
    run_until_idle,
)
from war.core.cards import Card, ordered_deck
from war.core.engine import BATTLE_LIMIT, Round
from war.core.events import Reason, WarDeclared
from war.store.settings import Settings, Speed
from war.window.app.loop import STEP_SECONDS
from war.window.table.battle import REVEAL_HOLD_SECONDS
from war.window.table.motion import INSTANT_HOLD, NORMAL, SPEED_PACE, Motion, motion_for
from war.window.table.presenter import Presenter

STEP = STEP_SECONDS
INSTANT = motion_for(Settings(speed=Speed.INSTANT))
REDUCED = motion_for(Settings(reduced_motion=True))


def presenter_with(motion: Motion, round_: Round) -> Presenter:
    presenter = Presenter(motion=motion)
    presenter.show_deal(round_.dealt())
    presenter.finish()
    return presenter


def battle_to_play(seed: int, motion: Motion, *, war: bool = False):
    """A presenter over ``seed``'s round, dealt and with every battle before the first one
    with (or without) a war landed, then that battle queued."""
    round_ = Round.from_seed(seed)
    presenter = presenter_with(motion, round_)
    for _ in steps_while(lambda: True, limit=BATTLE_LIMIT):
        events = round_.play_battle()
        presenter.show_battle(events)
        if any(isinstance(event, WarDeclared) for event in events) == war:
            return round_, presenter, events
        presenter.finish()
    raise AssertionError("no such battle")


def seconds_to_play(presenter: Presenter) -> float:
    return run_until_idle(presenter, dt=STEP / 4) if presenter.busy else 0.0


# -- what each setting means --------------------------------------------------------------------


def test_slow_normal_and_fast_differ_only_in_pace():
    paces = [motion_for(Settings(speed=speed)) for speed in (Speed.SLOW, Speed.NORMAL, Speed.FAST)]
    assert [motion.pace for motion in paces] == sorted(motion.pace for motion in paces)
    assert paces[0].pace < 1.0 < paces[2].pace
    assert paces[1] == NORMAL
    assert all(motion.travel and motion.pop and motion.hold == 1.0 for motion in paces)


def test_instant_moves_nothing_whatever_reduced_motion_says():
    for reduced in (False, True):
        motion = motion_for(Settings(speed=Speed.INSTANT, reduced_motion=reduced))
        assert motion.instant
        assert motion.hold < 1.0 and not motion.pop


def test_reduced_motion_fades_at_the_chosen_speed():
    for speed in (Speed.SLOW, Speed.NORMAL, Speed.FAST):
        motion = motion_for(Settings(speed=speed, reduced_motion=True))
        assert not motion.travel and not motion.pop and motion.fade > 0
        assert motion.pace == SPEED_PACE[speed]


# -- the table stays true at every speed --------------------------------------------------------


@pytest.mark.parametrize(
    "settings",
    [
        Settings(speed=Speed.SLOW),
        Settings(speed=Speed.FAST),
        Settings(speed=Speed.INSTANT),
        Settings(reduced_motion=True),
        Settings(speed=Speed.FAST, reduced_motion=True),
    ],
    ids=["slow", "fast", "instant", "reduced", "reduced-fast"],
)
def test_shown_equals_engine_whenever_idle(settings):
    """Played through updates, deal and battles: wars, a war nobody can finish, the end."""
    motion = motion_for(settings)
    mirrored = Round(sorted(ordered_deck(), key=lambda card: card.rank))  # both out in a war
    rounds = [Round.from_seed(short_seed()), Round.from_seed(war_seed(2)), mirrored]
    for round_ in rounds:
        presenter = Presenter(motion=motion)
        play_through_checking_shown(presenter, round_, battles=30)
        if round_.is_over:
            assert presenter.shown.over is not None
    assert mirrored.outcome is not None and mirrored.outcome.reason is Reason.BOTH_OUT_IN_WAR


def test_a_battle_lasts_inversely_to_the_speeds_pace():
    normal = seconds_to_play(battle_to_play(3, NORMAL, war=True)[1])
    for speed in (Speed.SLOW, Speed.FAST):
        motion = motion_for(Settings(speed=speed))
        seconds = seconds_to_play(battle_to_play(3, motion, war=True)[1])
        assert seconds == pytest.approx(normal / motion.pace, abs=2 * STEP)


# -- instant ------------------------------------------------------------------------------------


def test_instant_shows_the_result_in_place_for_its_hold_then_lands():
    round_, presenter, events = battle_to_play(3, INSTANT)
    presenter.update(STEP / 4)
    # At once: both cards face up in their places, the result said.
    assert len(presenter.sprites) == 2
    for sprite in presenter.sprites:
        assert (sprite.x, sprite.y, sprite.flip) == (
            *presenter.layout.battle_position(sprite.side, 0),
            1.0,
        )
        assert sprite.opacity == 1.0
    assert events[0].player.label in presenter.status
    assert presenter.busy
    seconds = seconds_to_play(presenter)
    assert seconds + STEP / 4 == pytest.approx(REVEAL_HOLD_SECONDS * INSTANT_HOLD, abs=STEP / 2)
    assert_shown_matches_engine(presenter, round_)


@pytest.mark.parametrize(("seed", "war"), [(3, False), (war_seed(2), True)], ids=["plain", "war"])
def test_instant_never_shows_a_card_between_places(seed, war):
    round_, presenter, _ = battle_to_play(seed, INSTANT, war=war)
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP / 4)
        for sprite in presenter.sprites:
            assert sprite.flip in (0.0, 1.0) and sprite.opacity == 1.0
            slots = [presenter.layout.battle_position(sprite.side, index) for index in range(12)]
            assert (sprite.x, sprite.y) in slots
        assert presenter.banner.opacity in (0.0, 1.0) and presenter.banner.scale == 1.0
    assert_shown_matches_engine(presenter, round_)


def test_instant_shows_the_war_banner_whole():
    _, presenter, _ = battle_to_play(war_seed(), INSTANT, war=True)
    shown_for = 0.0
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP / 4)
        shown_for += STEP / 4 if presenter.banner.opacity == 1.0 else 0.0
    assert shown_for > 0.3  # long enough to read


def test_instant_deal_fills_the_piles_at_once():
    round_ = Round.from_seed(3)
    presenter = Presenter(motion=INSTANT)
    presenter.show_deal(round_.dealt())
    presenter.update(STEP)
    assert not presenter.busy and presenter.sprites == []
    assert_shown_matches_engine(presenter, round_)


# -- reduced motion -----------------------------------------------------------------------------


def test_reduced_motion_fades_cards_where_they_lie_and_never_turns_them():
    round_, presenter, _ = battle_to_play(war_seed(2), REDUCED, war=True)
    places: dict[Card, tuple[float, float]] = {}
    opacities = set()
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        for sprite in presenter.sprites:
            assert places.setdefault(sprite.card, (sprite.x, sprite.y)) == (sprite.x, sprite.y)
            assert sprite.flip in (0.0, 1.0)
            opacities.add(round(sprite.opacity, 2))
        assert presenter.banner.scale == 1.0  # the banner fades, never grows
    assert len(places) > 2
    assert any(0.0 < opacity < 1.0 for opacity in opacities)  # faded, not cut
    assert_shown_matches_engine(presenter, round_)


def test_reduced_motion_deal_slides_nothing():
    round_ = Round.from_seed(3)
    presenter = Presenter(motion=REDUCED)
    presenter.show_deal(round_.dealt())
    assert presenter.sprites == []
    seconds = seconds_to_play(presenter)
    assert seconds == pytest.approx(REDUCED.fade, abs=STEP)
    assert_shown_matches_engine(presenter, round_)
