"""Tests for scenes/table.py: input while cards move is never lost and never applied twice."""

from __future__ import annotations

import pytest

from tests.helpers import (
    HeardSound,
    assert_shown_matches_engine,
    run_until,
    run_until_idle,
    short_seed,
    war_seed,
)
from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast, replay
from war.core.events import Side, Winner
from war.store.settings import Settings, Speed
from war.store.store import Store
from war.window.cues import Cue
from war.window.drawing.screen import Look, Screen
from war.window.input import Action, PointerDown, PointerUp
from war.window.layout import CARD_HEIGHT, CARD_WIDTH, DEAL_ORIGIN, PILE_X, PILE_Y
from war.window.loop import STEP_SECONDS
from war.window.motion import NORMAL, motion_for
from war.window.presenter import FAST_PACE
from war.window.scene import Pop, Push
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.table import ENDING_CUES, PLAY_TEN_BATTLES, TableScene
from war.window.wording import replay_hint

STEP = STEP_SECONDS


def engine_after(seed: int, battles: int) -> Round:
    """The engine's state after ``battles`` battles of ``seed``'s deal."""
    return replay(seed, battles)[0]


def run(table: TableScene, seconds: float) -> list:
    transitions = []
    for _ in range(round(seconds / STEP)):
        result = table.update(STEP)
        if result is not None:
            transitions.append(result)
    return transitions


def settle(table: TableScene) -> list:
    """Update until the animation is over, and one step more; the transitions returned."""
    transitions = []

    def step(dt: float) -> None:
        result = table.update(dt)
        if result is not None:
            transitions.append(result)

    run_until(step, lambda: not table.presenter.busy)
    step(STEP)  # the frame after the last landing
    return transitions


def centre(rect) -> tuple[float, float]:
    x, y, width, height = rect
    return x + width / 2, y + height / 2


def play_all(table: TableScene) -> None:
    """Press Turn until the engine's round is over (each press lands the one before)."""
    for _ in range(table.round.battle_limit):
        if table.round.is_over:
            return
        table.handle(Action.TURN)
    raise AssertionError("the round did not end within its battle limit")


def shown_piles(table: TableScene) -> tuple:
    shown = table.presenter.shown
    return tuple(shown.player_pile), tuple(shown.computer_pile)


def test_a_new_table_deals_with_no_battle_played(res):
    table = TableScene(res, seed=3)
    assert table.round.battles == 0
    assert table.presenter.busy
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)


def test_turn_during_the_deal_lands_it_and_plays_one_battle(res):
    table = TableScene(res, seed=3)
    run(table, 0.3)
    table.handle(Action.TURN)
    assert table.round.battles == 1
    assert shown_piles(table) == (Round.from_seed(3).player_pile, Round.from_seed(3).computer_pile)
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)


@pytest.mark.parametrize("seconds", [0.05, 0.3, 0.6, 1.0])
def test_turn_while_animating_lands_it_and_plays_exactly_one_more(res, seconds):
    seed = war_seed()  # the first battle has a war: a long animation to interrupt
    table = TableScene(res, seed=seed)
    table.presenter.finish()
    table.handle(Action.TURN)
    run(table, seconds)
    assert table.presenter.busy
    table.handle(Action.TURN)
    assert table.round.battles == 2
    # The first battle landed at once: the table shows the engine as it stood after it.
    after_first = engine_after(seed, 1)
    assert shown_piles(table) == (after_first.player_pile, after_first.computer_pile)
    assert table.presenter.shown.battle == 1
    assert table.presenter.shown.table == []
    assert table.presenter.sprites == []
    assert table.presenter.timeline.speed == 1.0
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)
    assert table.round.battles == 2


def test_three_turn_presses_in_one_frame_play_exactly_three_battles(res):
    table = TableScene(res, seed=3)
    for _ in range(3):
        table.handle(Action.TURN)
    assert table.round.battles == 3
    after_two = engine_after(3, 2)
    assert shown_piles(table) == (after_two.player_pile, after_two.computer_pile)
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)
    assert table.round.battles == 3


def test_play_ten_plays_ten_at_the_fast_pace(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    assert table.round.battles == PLAY_TEN_BATTLES
    assert table.presenter.timeline.speed == FAST_PACE
    fast_time = run_until_idle(table.presenter)
    assert_shown_matches_engine(table.presenter, table.round)
    assert table.presenter.timeline.speed == 1.0
    # The same ten battles one by one at normal pace take FAST_PACE times as long.
    slow = TableScene(res, seed=3)
    slow.presenter.finish()
    slow_time = 0.0
    for _ in range(PLAY_TEN_BATTLES):
        slow.handle(Action.TURN)
        slow_time += run_until_idle(slow.presenter)
    assert fast_time == pytest.approx(slow_time / FAST_PACE, abs=(PLAY_TEN_BATTLES + 2) * STEP)


def test_play_ten_while_animating_lands_it_then_plays_ten(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.TURN)
    run(table, 0.2)
    table.handle(Action.PLAY_TEN)
    assert table.round.battles == 1 + PLAY_TEN_BATTLES
    assert table.presenter.shown.battle == 1
    assert table.presenter.sprites == []
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)


def test_play_ten_stops_when_the_round_ends(res):
    seed = short_seed()
    total = play_fast(shuffled_deck(seed)).battles
    table = TableScene(res, seed=seed)
    for _ in range(total - 3):
        table.handle(Action.TURN)
    table.handle(Action.PLAY_TEN)
    assert table.round.is_over
    assert table.round.battles == total
    transitions = settle(table)
    assert_shown_matches_engine(table.presenter, table.round)
    assert len(transitions) == 1 and isinstance(transitions[0], Push)
    assert isinstance(transitions[0].scene, RoundOverScene)


def test_turn_during_a_play_ten_run_lands_the_run_and_plays_one(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    run(table, 1.0)
    assert table.presenter.busy
    table.handle(Action.TURN)
    assert table.round.battles == PLAY_TEN_BATTLES + 1
    after_run = engine_after(3, PLAY_TEN_BATTLES)
    assert shown_piles(table) == (after_run.player_pile, after_run.computer_pile)
    assert table.presenter.timeline.speed == 1.0  # the extra battle plays at normal pace
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)


@pytest.mark.parametrize("during", ["deal", "battle", "play ten"])
def test_new_round_mid_animation_deals_afresh_with_nothing_left_over(res, during):
    table = TableScene(res, seed=war_seed())
    if during != "deal":
        table.presenter.finish()
        table.handle(Action.TURN if during == "battle" else Action.PLAY_TEN)
    run(table, 0.5)
    assert table.presenter.busy
    old = table.round
    table.handle(Action.NEW_ROUND)
    assert table.round is not old and table.round.battles == 0
    assert table.presenter.timeline.speed == 1.0
    assert table.presenter.shown.cards_in_play() == []
    assert table.presenter.shown.battle == 0
    assert table.presenter.banner.opacity == 0.0
    # The only sprites are the 52 of the new deal, waiting in the middle.
    assert len(table.presenter.sprites) == 52
    assert all((s.x, s.y) == DEAL_ORIGIN for s in table.presenter.sprites)
    assert {s.card for s in table.presenter.sprites} == set(
        table.round.player_pile + table.round.computer_pile
    )
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)


def test_new_round_with_a_seed(res):
    table = TableScene(res, seed=3)
    table.new_round(seed=42)
    assert table.round.seed == 42
    table.presenter.finish()
    assert table.presenter.shown.seed == 42
    assert_shown_matches_engine(table.presenter, table.round)


def test_turn_after_the_round_is_over_does_nothing(res):
    seed = short_seed()
    table = TableScene(res, seed=seed)
    play_all(table)
    battles = table.round.battles
    table.handle(Action.TURN)
    table.handle(Action.PLAY_TEN)
    table.handle(Action.TURN)
    assert table.round.battles == battles
    assert not table.presenter.busy  # the last animation was landed, nothing queued
    assert_shown_matches_engine(table.presenter, table.round)
    turn_button, ten_button = table.controls.buttons[:2]
    assert not turn_button.enabled() and not ten_button.enabled()
    result = table.update(STEP)
    assert isinstance(result, Push) and isinstance(result.scene, RoundOverScene)
    assert table.update(STEP) is None  # shown once


def test_disabled_turn_button_does_not_fire(res):
    table = TableScene(res, seed=short_seed())
    play_all(table)
    table.presenter.finish()  # the end is shown: now the button greys out
    battles = table.round.battles
    rect = table.controls.buttons[0].rect
    table.handle(PointerDown(*centre(rect)))
    table.handle(PointerUp(*centre(rect)))
    assert table.round.battles == battles


def test_the_buttons_never_give_the_ending_away(res):
    """Turn cards and Play 10 stay live while the last battle is still being shown."""
    seed = 7828  # 25 battles
    assert play_fast(shuffled_deck(seed)).battles == 25
    table = TableScene(res, seed=seed)
    playing = [*table.controls.buttons[:2], *table.controls.areas]
    for _ in range(24):
        table.handle(Action.TURN)
    settle(table)
    table.handle(Action.TURN)  # the last battle: the engine knows the round is over
    assert table.round.is_over and table.presenter.busy
    live = run_until(
        lambda dt: table.update(dt),
        lambda: table.presenter.shown.over is not None or not all(b.enabled() for b in playing),
    )
    assert table.presenter.shown.over is not None, "a button greyed out before the end showed"
    assert live > 1.0  # the whole last battle was played out with the buttons live
    assert not any(b.enabled() for b in playing)


def test_clicking_own_pile_turns_but_a_drag_off_it_does_not(res):
    table = TableScene(res, seed=3)
    pile = (PILE_X + CARD_WIDTH / 2, PILE_Y[Side.PLAYER] + CARD_HEIGHT / 2)
    table.handle(PointerDown(*pile))
    assert table.round.battles == 0  # fires on release, like a button
    table.handle(PointerUp(*pile))
    assert table.round.battles == 1
    table.handle(PointerDown(*pile))
    table.handle(PointerUp(600, 300))
    assert table.round.battles == 1
    opponent = (PILE_X + CARD_WIDTH / 2, PILE_Y[Side.COMPUTER] + CARD_HEIGHT / 2)
    table.handle(PointerDown(*opponent))
    table.handle(PointerUp(*opponent))
    assert table.round.battles == 1


@pytest.mark.parametrize(
    "label, action",
    [("Turn cards", Action.TURN), ("Play 10 battles", Action.PLAY_TEN), ("New round", None)],
)
def test_buttons_on_the_table(res, label, action):
    table = TableScene(res, seed=3)
    old = table.round
    rect = next(b.rect for b in table.controls.buttons if b.label == label)
    assert table.handle(PointerDown(*centre(rect))) is None
    table.handle(PointerUp(*centre(rect)))
    expected = {Action.TURN: 1, Action.PLAY_TEN: PLAY_TEN_BATTLES, None: 0}[action]
    assert table.round.battles == expected
    assert (table.round is old) == (action is not None)


def test_escape_from_the_table_pops_back_to_the_title_beneath(res):
    table = TableScene(res, seed=3)
    assert table.handle(Action.BACK) == Pop()


def test_whole_round_by_turns_keeps_shown_equal_to_engine(res):
    seed = short_seed(start=7000)
    table = TableScene(res, seed=seed)
    settle(table)
    for _ in range(table.round.battle_limit):
        if table.round.is_over:
            break
        table.handle(Action.TURN)
        transitions = settle(table)
        assert_shown_matches_engine(table.presenter, table.round)
        assert bool(transitions) == table.round.is_over
    outcome = table.round.outcome
    assert outcome == play_fast(shuffled_deck(seed))
    assert table.presenter.shown.count(Side.PLAYER) == outcome.player_cards
    assert table.presenter.shown.count(Side.COMPUTER) == outcome.computer_cards


# -- saving as it goes ------------------------------------------------------------------------


def test_a_new_deal_is_saved_at_once_and_each_landed_battle_after(res):
    table = TableScene(res, seed=3)
    assert res.store.saved_round == Round.from_seed(3).position()  # before the deal lands
    settle(table)
    for battles in range(1, 6):
        table.handle(Action.TURN)
        settle(table)
        assert res.store.saved_round == engine_after(3, battles).position()
        assert res.store.saved_round == table.presenter.shown.position()


def test_quitting_mid_battle_loses_only_the_battle_still_moving(res):
    seed = war_seed()
    table = TableScene(res, seed=seed)
    table.presenter.finish()
    table.handle(Action.TURN)
    settle(table)
    table.handle(Action.TURN)  # battle 2 is in the air...
    run(table, 0.3)
    assert table.presenter.busy
    # ...when the window closes: what is saved is battle 1, the last one that landed.
    assert res.store.saved_round == engine_after(seed, 1).position()
    assert Store(res.store.folder, read_only=True).saved_round == engine_after(seed, 1).position()


def test_a_play_ten_run_is_saved_battle_by_battle_as_it_lands(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    saved = set()

    def step(dt: float) -> None:
        table.update(dt)
        saved.add(res.store.saved_round.battles)

    run_until(step, lambda: not table.presenter.busy)
    assert saved == set(range(0, PLAY_TEN_BATTLES + 1))


def test_a_finished_round_is_no_longer_saved_and_goes_into_the_record(res):
    seed = short_seed()
    table = TableScene(res, seed=seed)
    play_all(table)
    transitions = settle(table)
    assert isinstance(transitions[-1].scene, RoundOverScene)
    assert res.store.saved_round is None
    assert not (res.store.folder / "round.json").exists()
    record = Store(res.store.folder, read_only=True).record
    assert record.played == 1 and record.history[0].seed == seed
    assert record.history[0].battles == play_fast(shuffled_deck(seed)).battles


def test_a_resumed_round_shows_the_saved_table_and_plays_on_as_if_never_stopped(res, monkeypatch):
    """Over many deals and stop points: stopped, resumed, played out, it ends as the
    uninterrupted round does, battle for battle."""
    # Thousands of saves: durability is tested with real kills in tests/store; not here.
    monkeypatch.setattr("war.store.files.os.fsync", lambda handle: None)
    for seed in range(6000, 6030):
        expected = play_fast(shuffled_deck(seed))
        stop = (seed * 7) % max(1, expected.battles)
        table = TableScene(res, seed=seed)
        for _ in range(stop):
            table.handle(Action.TURN)
        table.presenter.finish()  # the last battle lands...
        table.update(0.0)  # ...and the frame ends
        saved = Store(
            res.store.folder, read_only=True
        ).saved_round  # as a new run of the game finds it
        assert saved == engine_after(seed, stop).position(), seed
        again = TableScene(res, resume=saved)
        shown = again.presenter.shown
        assert (shown.battle, shown.wars, shown.seed) == (stop, saved.wars, seed)
        assert tuple(shown.player_pile) == saved.player and not again.presenter.busy
        before = table.presenter.shown.last_winner  # the gold name, as it was
        assert shown.last_winner == (before if stop else None), seed
        again.handle(Action.TURN)  # the next battle is the one the round would have played
        assert again.round.position() == engine_after(seed, stop + 1).position(), seed
        for _ in again.round.play_to_end():
            pass
        assert again.round.outcome == expected, seed


def test_a_round_that_ended_out_of_sight_is_still_counted_when_a_new_one_is_dealt(res):
    seed = short_seed()
    table = TableScene(res, seed=seed)
    play_all(table)  # the engine has ended the round; its last cards are still moving
    assert table.presenter.busy and res.store.record.played == 0
    table.handle(Action.NEW_ROUND)
    assert res.store.record.played == 1 and res.store.record.history[0].seed == seed
    settle(table)  # and the new round, when it ends, is counted once of its own
    assert res.store.record.played == 1


# -- motion and sound -----------------------------------------------------------------------------


def short_round_won_by(winner: Winner) -> int:
    for seed in range(6000, 11000):
        outcome = play_fast(shuffled_deck(seed))
        if outcome.battles <= 40 and outcome.winner is winner:
            return seed
    raise AssertionError(f"no short round won by {winner}")


@pytest.mark.parametrize(
    ("winner", "cue"), [(Winner.PLAYER, Cue.WON), (Winner.COMPUTER, Cue.LOST)], ids=str
)
def test_the_rounds_end_is_heard_as_it_is_shown(res, winner, cue):
    res.sound = heard = HeardSound()
    table = TableScene(res, seed=short_round_won_by(winner))
    play_all(table)
    assert cue not in heard.cues  # the last battle is still moving: the end is not given away
    transitions = settle(table)
    assert isinstance(transitions[-1].scene, RoundOverScene)
    assert heard.cues[-1] is cue and heard.cues.count(cue) == 1


def test_every_ending_has_its_own_sound():
    assert set(ENDING_CUES) == set(Winner)
    assert len(set(ENDING_CUES.values())) == len(Winner)


def test_the_table_sounds_what_it_shows(res):
    res.sound = heard = HeardSound()
    table = TableScene(res, seed=3)
    settle(table)
    assert set(heard.cues) == {Cue.SLIDE}  # the deal
    heard.played.clear()
    table.handle(Action.TURN)
    settle(table)
    assert heard.cues[:2] == [Cue.SLIDE, Cue.FLIP] and Cue.COLLECT in heard.cues


def test_each_battle_moves_as_the_settings_say_when_it_is_played(res):
    table = TableScene(res, seed=3)
    table.handle(Action.TURN)
    assert table.presenter.motion == NORMAL
    res.store.save_settings(Settings(speed=Speed.INSTANT))
    assert table.presenter.motion == NORMAL  # what is moving keeps moving as it began
    table.handle(Action.TURN)
    assert table.presenter.motion.instant
    settle(table)
    assert_shown_matches_engine(table.presenter, table.round)
    res.store.save_settings(Settings(reduced_motion=True))
    table.handle(Action.NEW_ROUND)
    assert table.presenter.motion == motion_for(res.store.settings)
    assert table.presenter.sprites == []  # the deal does not slide


def test_a_six_digit_deals_replay_command_is_shown_whole_in_large_text(res, fonts):
    table = TableScene(res, seed=999_999)
    for size in ((1280, 720), (1920, 1080)):
        screen = Screen(size, fonts, look=Look(large_text=True))
        screen.clear()
        table.draw(screen, 1.0)
        assert replay_hint(999_999) in [text.words for text in screen.text_drawn], size
