"""Tests for ending.py: a round won gathers your cards in a flourish, a round lost or drawn
closes gently, reduced motion flies nothing, Instant shows nothing, and every card is
counted throughout."""

from __future__ import annotations

import pytest

from tests.decks import CONSTRUCTED
from tests.helpers import steps_while
from tests.window.helpers import run_until_idle
from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import Reason, Side, Winner
from war.store.settings import Settings, Speed
from war.window.app.loop import STEP_SECONDS
from war.window.table.ending import GLOW_SOFT, LIFT
from war.window.table.motion import NORMAL, Motion, motion_for
from war.window.table.presenter import Presenter

STEP = STEP_SECONDS
INSTANT = motion_for(Settings(speed=Speed.INSTANT))
REDUCED = motion_for(Settings(reduced_motion=True))


def ended(winner: Winner, reason: Reason | None = None) -> tuple[Presenter, Winner]:
    """A presenter over a round ``winner`` won (``reason``: ended so), played to its end
    and landed, as the table stands when its end's moment begins."""
    if reason is Reason.BOTH_OUT_IN_WAR:  # no seed ends so: a deal built by hand
        round_ = Round(CONSTRUCTED["both_out"])
    else:
        seed = next(
            seed
            for seed in range(6000, 12000)
            if (outcome := play_fast(shuffled_deck(seed))).winner is winner
            and reason in (None, outcome.reason)
        )
        round_ = Round.from_seed(seed)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    while not round_.is_over:
        presenter.show_battle(round_.play_battle())
    presenter.finish()
    assert presenter.shown.over is not None and presenter.shown.over.winner is winner
    return presenter, winner


def watch(presenter: Presenter, winner: Winner, motion: Motion) -> list[list[tuple]]:
    """The ending shown in steps: each step's sprites (card, side, x, y, flip, glow), after
    checking every card is still counted and shown."""
    presenter.motion = motion
    presenter.show_ending(winner)
    seen = []
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        for side in Side:  # the counts written never move, whatever flies
            assert presenter.pile_count(side) == presenter.shown.count(side)
        # What is drawn: each pile without the cards lifted off it, and those cards.
        heights = presenter.pile_height(Side.PLAYER) + presenter.pile_height(Side.COMPUTER)
        assert heights + len(presenter.sprites) == 52
        seen.append([(s.card, s.side, s.x, s.y, s.flip, s.glow) for s in presenter.sprites])
    assert presenter.sprites == [] and presenter.lifted == {Side.PLAYER: 0, Side.COMPUTER: 0}
    return seen


def test_a_round_won_spreads_your_cards_in_a_ribbon_face_up_then_gathers_them_home():
    presenter, winner = ended(Winner.PLAYER)
    pile = list(presenter.shown.player_pile)
    seen = watch(presenter, winner, NORMAL)
    # At one moment all 52 lie in the ribbon, face up, each in its place, top card first.
    spread = [
        [(card, (x, y)) for card, _, x, y, _, _ in step]
        for step in seen
        if len(step) == 52 and all(flip == 1.0 for *_, flip, _ in step)
    ]
    assert spread, "the ribbon never lay whole and face up"
    assert [card for card, _ in spread[0]] == pile
    for index, (_, at) in enumerate(spread[0]):
        assert at == pytest.approx(presenter.layout.ribbon_position(index, 52))
    # Gathered home in order: the pile is as it was, and nothing of it has changed.
    assert presenter.shown.player_pile == pile
    assert presenter.pile_height(Side.PLAYER) == 52


@pytest.mark.parametrize("reason", [Reason.ALL_CARDS, Reason.OUT_OF_CARDS_IN_WAR])
def test_the_flourish_ends_each_way_a_round_can_be_won(reason):
    presenter, winner = ended(Winner.PLAYER, reason)
    seen = watch(presenter, winner, NORMAL)
    assert max(len(step) for step in seen) == presenter.shown.count(Side.PLAYER) == 52


def test_a_round_lost_closes_gently_the_winners_pile_glowing_softly_and_no_card_flying():
    presenter, winner = ended(Winner.COMPUTER)
    top = presenter.layout.pile_position(Side.COMPUTER, 52)
    seen = watch(presenter, winner, NORMAL)
    sprites = [sprite for step in seen for sprite in step]
    assert sprites and {sprite[1] for sprite in sprites} == {Side.COMPUTER}
    assert max(sprite[5] for sprite in sprites) == pytest.approx(GLOW_SOFT)
    for _, _, x, y, flip, _ in sprites:  # the top card lifts a little, face down, and settles
        assert x == top[0] and top[1] - LIFT - 1e-9 <= y <= top[1] and flip == 0.0
    assert sum(step[-1][3] < top[1] - LIFT / 2 for step in seen if step) > 0


@pytest.mark.parametrize("reason", [Reason.BATTLE_LIMIT, Reason.BOTH_OUT_IN_WAR])
def test_a_draw_glows_softly_on_both_piles_that_hold_cards(reason):
    presenter, winner = ended(Winner.DRAW, reason)
    holding = {side for side in Side if presenter.shown.count(side)}
    seen = watch(presenter, winner, NORMAL)
    assert {sprite[1] for step in seen for sprite in step} == holding


@pytest.mark.parametrize("winner", list(Winner))
def test_with_reduced_motion_no_card_flies_the_pile_only_glows(winner):
    presenter, _ = ended(winner)
    seen = watch(presenter, winner, REDUCED)
    sprites = [sprite for step in seen for sprite in step]
    assert sprites, "nothing showed the end"
    for card, side, x, y, flip, _ in sprites:
        assert (x, y) == presenter.layout.pile_position(
            side, presenter.shown.count(side)
        ) and flip == 0.0
        assert card == presenter.shown.pile(side)[0]


@pytest.mark.parametrize("winner", list(Winner))
def test_at_the_instant_speed_the_end_shows_nothing(winner):
    presenter, _ = ended(winner)
    presenter.motion = INSTANT
    presenter.show_ending(winner)
    assert not presenter.busy and presenter.sprites == []


def test_finish_lands_the_flourish_at_once_with_every_card_home():
    presenter, winner = ended(Winner.PLAYER)
    pile = list(presenter.shown.player_pile)
    presenter.show_ending(winner)
    for _ in range(40):
        presenter.update(STEP)
    assert presenter.sprites and presenter.lifted[Side.PLAYER] > 0
    presenter.finish()
    assert not presenter.busy and presenter.sprites == []
    assert presenter.pile_height(Side.PLAYER) == 52 and presenter.shown.player_pile == pile


def test_the_flourish_plays_at_the_speeds_pace():
    seconds = {}
    for speed in (Speed.SLOW, Speed.NORMAL, Speed.FAST):
        presenter, winner = ended(Winner.PLAYER)
        presenter.motion = motion_for(Settings(speed=speed))
        presenter.show_ending(winner)
        seconds[speed] = run_until_idle(presenter)
    assert seconds[Speed.SLOW] > seconds[Speed.NORMAL] > seconds[Speed.FAST] > 0.5
    assert seconds[Speed.NORMAL] < 2.5  # short: a moment, not a show to sit through
