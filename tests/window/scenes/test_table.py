"""Tests for scenes/table.py: input while cards move is never lost and never applied twice."""

from __future__ import annotations

import math

import pygame
import pytest

from tests.decks import CONSTRUCTED, each_battle, position_after
from tests.helpers import run_until, short_seed, steps_while, war_seed
from tests.window.helpers import (
    HeardSound,
    RecordingScreen,
    assert_shown_matches_engine,
    click_events,
    key_event,
    run_until_idle,
    shown_state,
    stacked,
    tap_events,
    window_point,
)
from war.core.cards import shuffled_deck
from war.core.engine import BATTLE_LIMIT, Round, deal, play_fast, replay
from war.core.events import Reason, Side, Winner
from war.core.position import Position
from war.session.log import BattleLog
from war.store.settings import Settings, Speed
from war.store.store import RECORD_FILE, Store
from war.window.app.loop import STEP_SECONDS
from war.window.audio.cues import Cue
from war.window.drawing.screen import Look, Screen
from war.window.input.actions import (
    WINDOW_ACTIONS,
    Action,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    Typed,
)
from war.window.input.keymap import key_names
from war.window.input.mapper import InputMapper
from war.window.layout.frame import DESIGN, frame_for
from war.window.layout.side import side_layout
from war.window.layout.table import table_layout
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH
from war.window.scenes.choose_deal import DealScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.scene import Pop, Push, Transition
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.table.motion import INSTANT_RUN_BATTLES, NORMAL, motion_for
from war.window.table.moves import ENDING_CUES, PLAY_TEN_BATTLES
from war.window.table.presenter import FAST_PACE, Presenter
from war.window.ui.controls import Area, Button
from war.window.ui.panels import LogPanel
from war.window.ui.scrolling import LINE_SCROLL
from war.words.format import either
from war.words.log import battle_lines
from war.words.table import (
    first_tip,
    no_battle_yet,
    play_to_the_end,
    playing_to_the_end_now,
    replay_hint,
    stop,
    turn_cards,
)

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
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            return
        table.handle(Action.TURN)
    raise AssertionError("the round did not end within its battle limit")


def shown_piles(table: TableScene) -> tuple:
    shown = table.presenter.shown
    return tuple(shown.player_pile), tuple(shown.computer_pile)


def test_a_new_table_deals_with_no_battle_played(res):
    table = TableScene(res, seed=3)
    assert table.session.round.battles == 0
    assert table.presenter.busy
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)


def test_turn_during_the_deal_lands_it_and_plays_one_battle(res):
    table = TableScene(res, seed=3)
    run(table, 0.3)
    table.handle(Action.TURN)
    assert table.session.round.battles == 1
    assert shown_piles(table) == (Round.from_seed(3).player_pile, Round.from_seed(3).computer_pile)
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)


@pytest.mark.parametrize("seconds", [0.05, 0.3, 0.6, 1.0])
def test_turn_while_animating_lands_it_and_plays_exactly_one_more(res, seconds):
    seed = war_seed()  # the first battle has a war: a long animation to interrupt
    table = TableScene(res, seed=seed)
    table.presenter.finish()
    table.handle(Action.TURN)
    run(table, seconds)
    assert table.presenter.busy
    table.handle(Action.TURN)
    assert table.session.round.battles == 2
    # The first battle landed at once: the table shows the engine as it stood after it.
    after_first = engine_after(seed, 1)
    assert shown_piles(table) == (after_first.player_pile, after_first.computer_pile)
    assert table.presenter.shown.battle == 1
    assert table.presenter.shown.table == []
    assert table.presenter.sprites == []
    assert table.presenter.timeline.speed == 1.0
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert table.session.round.battles == 2


def test_three_turn_presses_in_one_frame_play_exactly_three_battles(res):
    table = TableScene(res, seed=3)
    for _ in range(3):
        table.handle(Action.TURN)
    assert table.session.round.battles == 3
    after_two = engine_after(3, 2)
    assert shown_piles(table) == (after_two.player_pile, after_two.computer_pile)
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert table.session.round.battles == 3


def test_play_ten_plays_ten_at_the_fast_pace(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    assert table.session.round.battles == PLAY_TEN_BATTLES
    assert table.presenter.timeline.speed == FAST_PACE
    fast_time = run_until_idle(table.presenter)
    assert_shown_matches_engine(table.presenter, table.session.round)
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
    assert table.session.round.battles == 1 + PLAY_TEN_BATTLES
    assert table.presenter.shown.battle == 1
    assert table.presenter.sprites == []
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)


def test_play_ten_stops_when_the_round_ends(res):
    seed = short_seed()
    total = play_fast(shuffled_deck(seed)).battles
    table = TableScene(res, seed=seed)
    for _ in range(total - 3):
        table.handle(Action.TURN)
    table.handle(Action.PLAY_TEN)
    assert table.session.round.is_over
    assert table.session.round.battles == total
    transitions = settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert len(transitions) == 1 and isinstance(transitions[0], Push)
    assert isinstance(transitions[0].scene, RoundOverScene)


def test_turn_during_a_play_ten_run_lands_the_run_and_plays_one(res):
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    run(table, 1.0)
    assert table.presenter.busy
    table.handle(Action.TURN)
    assert table.session.round.battles == PLAY_TEN_BATTLES + 1
    after_run = engine_after(3, PLAY_TEN_BATTLES)
    assert shown_piles(table) == (after_run.player_pile, after_run.computer_pile)
    assert table.presenter.timeline.speed == 1.0  # the extra battle plays at normal pace
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)


@pytest.mark.parametrize("during", ["deal", "battle", "play ten"])
def test_new_round_mid_animation_deals_afresh_with_nothing_left_over(res, during):
    table = TableScene(res, seed=war_seed())
    if during != "deal":
        table.presenter.finish()
        table.handle(Action.TURN if during == "battle" else Action.PLAY_TEN)
    run(table, 0.5)
    assert table.presenter.busy
    old = table.session.round
    table.handle(Action.NEW_ROUND)
    assert table.session.round is not old and table.session.round.battles == 0
    assert table.presenter.timeline.speed == 1.0
    assert table.presenter.shown.cards_in_play() == []
    assert table.presenter.shown.battle == 0
    assert table.presenter.banner.opacity == 0.0
    # The only sprites are the 52 of the new deal, waiting in the middle.
    assert len(table.presenter.sprites) == 52
    assert all((s.x, s.y) == table.presenter.layout.deal_origin for s in table.presenter.sprites)
    assert {s.card for s in table.presenter.sprites} == set(
        table.session.round.player_pile + table.session.round.computer_pile
    )
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)


def test_new_round_with_a_seed(res):
    table = TableScene(res, seed=3)
    table.moves.new_round(seed=42)
    assert table.session.round.seed == 42
    table.presenter.finish()
    assert table.presenter.shown.seed == 42
    assert_shown_matches_engine(table.presenter, table.session.round)


def test_turn_after_the_round_is_over_does_nothing(res):
    seed = short_seed()
    table = TableScene(res, seed=seed)
    play_all(table)
    battles = table.session.round.battles
    table.handle(Action.TURN)
    table.handle(Action.PLAY_TEN)
    table.handle(Action.TURN)
    assert table.session.round.battles == battles
    assert not table.presenter.busy  # the last animation was landed, nothing queued
    assert_shown_matches_engine(table.presenter, table.session.round)
    turn_button, ten_button = button_for(table, Action.TURN), button_for(table, Action.PLAY_TEN)
    assert not turn_button.enabled() and not ten_button.enabled()
    assert table.update(STEP) is None and table.moves.closing  # the round's end has its moment
    table.handle(Action.TURN)  # which a press skips, doing nothing else
    assert table.session.round.battles == battles
    result = table.update(STEP)
    assert isinstance(result, Push) and isinstance(result.scene, RoundOverScene)
    assert table.update(STEP) is None  # shown once


def test_disabled_turn_button_does_not_fire(res):
    table = TableScene(res, seed=short_seed())
    play_all(table)
    table.presenter.finish()  # the end is shown: now the button greys out
    battles = table.session.round.battles
    rect = button_for(table, Action.TURN).rect
    table.handle(PointerDown(*centre(rect)))
    table.handle(PointerUp(*centre(rect)))
    assert table.session.round.battles == battles


def test_the_buttons_never_give_the_ending_away(res):
    """Turn cards and Play 10 stay live while the last battle is still being shown."""
    seed = 7828  # 25 battles
    assert play_fast(shuffled_deck(seed)).battles == 25
    table = TableScene(res, seed=seed)
    playing: list[Area] = [button_for(table, Action.TURN), button_for(table, Action.PLAY_TEN)]
    playing += table.controls.areas
    for _ in range(24):
        table.handle(Action.TURN)
    settle(table)
    table.handle(Action.TURN)  # the last battle: the engine knows the round is over
    assert table.session.round.is_over and table.presenter.busy
    live = run_until(
        lambda dt: table.update(dt),
        lambda: table.presenter.shown.over is not None or not all(b.enabled() for b in playing),
    )
    assert table.presenter.shown.over is not None, "a button greyed out before the end showed"
    assert live > 1.0  # the whole last battle was played out with the buttons live
    assert not any(b.enabled() for b in playing)


def pile_centre(table: TableScene, side: Side) -> tuple[float, float]:
    layout = table.presenter.layout
    return layout.pile_x + CARD_WIDTH / 2, layout.pile_y[side] + CARD_HEIGHT / 2


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (720, 1280)], ids=str)
def test_clicking_own_pile_turns_but_a_drag_off_it_does_not(res, size):
    table = TableScene(res, seed=3)
    table.fit(frame_for(size))
    pile = pile_centre(table, Side.PLAYER)
    table.handle(PointerDown(*pile))
    assert table.session.round.battles == 0  # fires on release, like a button
    table.handle(PointerUp(*pile))
    assert table.session.round.battles == 1
    table.handle(PointerDown(*pile))
    table.handle(PointerUp(600, 300))
    assert table.session.round.battles == 1
    opponent = pile_centre(table, Side.COMPUTER)
    table.handle(PointerDown(*opponent))
    table.handle(PointerUp(*opponent))
    assert table.session.round.battles == 1


@pytest.mark.parametrize(
    "label, action, size",
    [
        ("Turn cards", Action.TURN, (1280, 720)),
        ("Play 10 battles", Action.PLAY_TEN, (1280, 720)),
        ("New round", None, (1280, 800)),  # on the table where the frame has room for it
        ("Turn cards", Action.TURN, (720, 1280)),
        ("New round", None, (720, 1280)),
    ],
    ids=str,
)
def test_buttons_on_the_table(res, label, action, size):
    table = TableScene(res, seed=3)
    table.fit(frame_for(size))
    old = table.session.round
    rect = next(b.rect for b in table.controls.buttons if b.label == label)
    assert table.handle(PointerDown(*centre(rect))) is None
    table.handle(PointerUp(*centre(rect)))
    expected = {Action.TURN: 1, Action.PLAY_TEN: PLAY_TEN_BATTLES, None: 0}[action]
    assert table.session.round.battles == expected
    assert (table.session.round is old) == (action is not None)


def test_escape_from_the_table_pops_back_to_the_title_beneath(res):
    table = TableScene(res, seed=3)
    assert table.handle(Action.BACK) == Pop()


def test_whole_round_by_turns_keeps_shown_equal_to_engine(res):
    seed = short_seed(start=7000)
    table = TableScene(res, seed=seed)
    settle(table)
    for _ in range(BATTLE_LIMIT):
        if table.session.round.is_over:
            break
        table.handle(Action.TURN)
        transitions = settle(table)
        assert_shown_matches_engine(table.presenter, table.session.round)
        assert bool(transitions) == table.session.round.is_over
    outcome = table.session.round.outcome
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


def test_a_battle_goes_on_through_a_new_window_shape_and_is_saved_as_it_lands(res):
    """The window changes shape mid-battle, a war (the app fits the scenes to the new frame
    as it draws): the war plays on, shown whole, and is saved once it has landed."""
    seed = war_seed()
    table = TableScene(res, seed=seed)
    table.presenter.finish()
    table.handle(Action.TURN)
    run(table, 0.3)
    assert table.presenter.busy
    table.fit(frame_for((1000, 1000)))
    assert table.presenter.busy  # not landed: still showing
    settle(table)
    assert table.presenter.shown.position() == engine_after(seed, 1).position()
    assert res.store.saved_round == table.presenter.shown.position()


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
        assert again.session.round.position() == engine_after(seed, stop + 1).position(), seed
        for _ in again.session.round.play_to_end():
            pass
        assert again.session.round.outcome == expected, seed


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
    # The round's end is the last heard (a medal it earns chimes after it).
    ending = [each for each in heard.cues if each is not Cue.MEDAL]
    assert ending[-1] is cue and heard.cues.count(cue) == 1


def test_a_round_won_shows_its_moment_with_its_fanfare_then_round_over(res):
    res.sound = heard = HeardSound()
    table = TableScene(res, seed=short_round_won_by(Winner.PLAYER))
    play_all(table)
    table.presenter.finish()
    assert table.update(STEP) is None  # the last battle has landed: the moment begins
    assert table.moves.closing and table.presenter.busy and heard.cues[-1] is Cue.WON
    flown = 0
    results: list[Transition] = []
    for _ in steps_while(lambda: not results):
        flown = max(flown, len(table.presenter.sprites))
        if (result := table.update(STEP)) is not None:
            results.append(result)
    assert flown == 52  # your cards, gathered in a flourish
    assert not table.presenter.busy  # Round over comes once the moment is over
    assert isinstance(results[0], Push) and isinstance(results[0].scene, RoundOverScene)
    assert heard.cues.count(Cue.WON) == 1


@pytest.mark.parametrize(
    "press",
    [
        Action.NEW_ROUND,
        Action.TURN,
        Action.BACK,
        PointerDown(*centre(table_layout(DESIGN).buttons[Action.LOG])),
    ],
    ids=str,
)
def test_any_press_during_the_rounds_end_skips_it_and_does_nothing_else(res, press):
    table = TableScene(res, seed=short_round_won_by(Winner.PLAYER))
    play_all(table)
    table.presenter.finish()
    for _ in range(30):
        table.update(STEP)
    assert table.presenter.busy and table.presenter.sprites  # cards in the air
    round_ = table.session.round
    assert table.handle(press) is None
    assert not table.presenter.busy and table.presenter.sprites == []
    assert table.presenter.pile_height(Side.PLAYER) == 52
    result = table.update(STEP)
    assert isinstance(result, Push) and isinstance(result.scene, RoundOverScene)
    assert table.session.round is round_  # no new deal, no leaving


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
    assert_shown_matches_engine(table.presenter, table.session.round)
    res.store.save_settings(Settings(reduced_motion=True))
    table.handle(Action.NEW_ROUND)
    assert table.presenter.motion == motion_for(res.store.settings)
    assert table.presenter.sprites == []  # the deal does not slide


def test_a_six_digit_deals_replay_command_is_shown_whole_in_large_text(res, fonts):
    table = TableScene(res, seed=999_999)
    for size in ((1280, 720), (1920, 1080)):
        screen = RecordingScreen(size, fonts, look=Look(large_text=True))
        screen.clear()
        table.draw(screen, 1.0)
        assert replay_hint(999_999) in [text.words for text in screen.text_drawn], size


# -- play to the end --------------------------------------------------------------------------

SCENE_ACTIONS = [action for action in Action if action not in WINDOW_ACTIONS]
FRAME = 1 / 30  # a slow machine's frame: many rounds played out through updates, quickly
FRAME_60 = 1 / 60  # the frame the game asks for
BARE_FELT = (660.0, 640.0)  # on the table, left of any side panel, away from every button


def button_for(table: TableScene, action: Action) -> Button:
    return next(b for b in table.controls.buttons if b.action is action)


def to_the_end_label(table: TableScene) -> str:
    assert table.panel is None, "the button is in the column, under the panel"
    return button_for(table, Action.PLAY_TO_END).label


def table_for(res, seed: int | None, deck) -> TableScene:
    """A new table for deal ``seed``; a deck no seed deals is laid out as a round at battle 0."""
    if seed is not None:
        return TableScene(res, seed=seed)
    player, computer = deal(deck)
    return TableScene(res, resume=Position(None, 0, 0, 0, tuple(player), tuple(computer)))


def whole_log(deck) -> list[str]:
    """The log of the whole round ``deck`` deals, battle by battle, then its ending."""
    log = BattleLog()
    for events in each_battle(Round(deck)):
        log.add(events)
    return log.lines


def until_transition(table: TableScene, dt: float, limit: float) -> tuple[list, int]:
    """Update until the table hands on a transition: the transitions, and the most battles
    the engine played in any one update."""
    transitions: list = []
    most = 0

    def step(dt: float) -> None:
        nonlocal most
        battles = table.session.round.battles
        result = table.update(dt)
        most = max(most, table.session.round.battles - battles)
        if result is not None:
            transitions.append(result)

    run_until(step, lambda: bool(transitions), dt=dt, limit=limit)
    return transitions, most


def test_played_to_the_end_a_round_ends_as_the_engine_says(res, monkeypatch):
    """Over many deals (short ones, 500-battle draws, both out at once in one battle), A plays
    battle after battle through the frames to the engine's own ending: Round over comes up
    once, the round goes into the record once, the log holds every battle, the button reads
    Stop until the end, and the table shows the engine."""
    monkeypatch.setattr("war.store.files.os.fsync", lambda handle: None)  # thousands of saves
    res.store.save_settings(Settings(speed=Speed.INSTANT))
    ends_in_a_war = short_seed(start=7000, reason=Reason.OUT_OF_CARDS_IN_WAR)
    deals = [(seed, shuffled_deck(seed)) for seed in [11, ends_in_a_war, *range(6000, 6027)]]
    deals.append((None, CONSTRUCTED["both_out"]))
    assert play_fast(deals[0][1]).battles == BATTLE_LIMIT
    for rounds, (seed, deck) in enumerate(deals, start=1):
        where = seed if seed is not None else "both out"
        expected = play_fast(deck)
        table = table_for(res, seed, deck)
        table.handle(Action.PLAY_TO_END)
        assert table.running and to_the_end_label(table) == stop(), where
        transitions, most = until_transition(table, FRAME, limit=BATTLE_LIMIT * 1.0)
        # Battles land as game time passes, a frame's worth in each: the counts run up.
        assert most <= math.ceil(FRAME * INSTANT_RUN_BATTLES), where
        assert most > 1 or expected.battles < 3, where
        assert len(transitions) == 1 and isinstance(transitions[0], Push), where
        assert isinstance(transitions[0].scene, RoundOverScene), where
        assert transitions[0].scene.outcome == expected == table.session.round.outcome, where
        assert not table.running and to_the_end_label(table) == play_to_the_end(), where
        assert_shown_matches_engine(table.presenter, table.session.round)
        assert table.session.log.lines == whole_log(deck), where
        assert res.store.record.played == rounds, where
        assert table.update(FRAME) is None, where


def test_at_the_instant_speed_the_longest_round_plays_to_its_end_in_seconds(res, monkeypatch):
    """A draw at the battle limit, at 60 frames a second: Round over within 2 s of game
    time (before, ten battles a second: 49 s), every frame's counts further on, the last
    battle shown as it happens, and no sound but that battle's and the end's."""
    monkeypatch.setattr("war.store.files.os.fsync", lambda handle: None)
    res.store.save_settings(Settings(speed=Speed.INSTANT))
    res.sound = heard = HeardSound()
    table = TableScene(res, seed=11)
    table.presenter.finish()
    table.handle(Action.PLAY_TO_END)
    counts: list[tuple[int, int]] = []
    transitions: list[Transition] = []
    elapsed = 0.0
    for _ in steps_while(lambda: not transitions, limit=round(10 / FRAME_60)):
        if (result := table.update(FRAME_60)) is not None:
            transitions.append(result)
        elapsed += FRAME_60
        counts.append((table.presenter.shown.battle, table.presenter.pile_count(Side.PLAYER)))
        if table.running and not table.session.is_over:
            assert table.presenter.status == playing_to_the_end_now()
    assert isinstance(transitions[0], Push) and isinstance(transitions[0].scene, RoundOverScene)
    assert table.session.round.battles == BATTLE_LIMIT and elapsed < 2.0, elapsed
    battles = [battle for battle, _ in counts]
    assert battles == sorted(battles) and len(set(battles)) > BATTLE_LIMIT // 6
    assert len({mine for _, mine in counts}) > 10  # your pile's count runs up and down too
    assert set(heard.cues) <= {Cue.SLIDE, Cue.FLIP, Cue.COLLECT, Cue.WAR, Cue.DRAWN, Cue.MEDAL}
    assert len(heard.cues) < 10  # the last battle's and the end's, not five hundred


def test_at_the_instant_speed_a_press_stops_the_run_at_once(res):
    res.store.save_settings(Settings(speed=Speed.INSTANT))
    table = TableScene(res, seed=11)
    table.presenter.finish()
    table.handle(Action.PLAY_TO_END)
    run(table, 0.3)
    battles = table.session.round.battles
    assert table.running and 50 < battles < BATTLE_LIMIT
    table.handle(Action.TURN)
    assert not table.running and to_the_end_label(table) == play_to_the_end()
    assert run(table, 0.5) == [] and table.session.round.battles == battles
    assert_shown_matches_engine(table.presenter, table.session.round)
    # The middle tells the last battle landed, as it would after that battle played alone.
    alone = Presenter()
    alone.show_position(replay(11, battles - 1)[0].position())
    alone.show_battle(replay(11, battles)[1])
    alone.finish()
    assert table.presenter.status == alone.status != playing_to_the_end_now()


def running_table(res) -> TableScene:
    """A table playing to the end at the normal speed: a few battles in, one in motion."""
    table = TableScene(res, seed=3)
    table.presenter.finish()
    table.handle(Action.PLAY_TO_END)
    run(table, 1.0)
    assert table.running and table.presenter.busy and table.session.round.battles >= 2
    assert to_the_end_label(table) == stop()
    return table


def assert_stopped_after_the_battle_in_motion(table: TableScene, battles: int, why) -> None:
    """Stopped: the battle in motion goes on moving to its end (it is not cut short, nor
    landed at once), and no battle follows it."""
    assert not table.running and to_the_end_label(table) == play_to_the_end(), why
    assert table.presenter.busy and table.session.round.battles == battles, why
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert run(table, 0.5) == [] and table.session.round.battles == battles, why
    assert not table.presenter.busy, why


def test_any_key_stops_it_after_the_battle_in_motion_and_does_nothing_else(res):
    """Every key the table can be sent stops the run, and only stops it: Space plays no
    battle, N deals nothing, Esc leaves nothing, L opens nothing, Tab moves no focus. (The
    key that asks for the state aloud is the one that lets it run on: next test.)"""
    for action in SCENE_ACTIONS:
        if action is Action.SPEAK_STATE:
            continue
        table = running_table(res)
        battles, round_, focus = (
            table.session.round.battles,
            table.session.round,
            table.controls.focus,
        )
        assert table.handle(action) is None, action
        assert table.session.round is round_ and table.panel is None, action
        assert table.controls.focus == focus, action
        assert_stopped_after_the_battle_in_motion(table, battles, action)


def test_asking_for_the_state_says_it_and_lets_the_round_play_on(res):
    table = running_table(res)
    battles = table.session.round.battles
    table.outbox.take()  # what was said as the run began
    assert table.handle(Action.SPEAK_STATE) is None
    [line] = table.outbox.take()
    assert line.interrupt and line.words().startswith("You ")
    run(table, 2.0)
    assert table.running and table.session.round.battles > battles


def test_a_click_or_a_tap_anywhere_stops_it_and_presses_nothing(res):
    """The press stops the run; its release presses nothing, even on a button."""
    layout = table_layout(DESIGN)
    stop_button = centre(layout.buttons[Action.PLAY_TO_END])
    turn_button = centre(layout.buttons[Action.TURN])
    own_pile = (layout.pile_x + CARD_WIDTH / 2, layout.pile_y[Side.PLAYER] + CARD_HEIGHT / 2)
    for point in (stop_button, turn_button, own_pile, BARE_FELT):
        for touch in (False, True):
            table = running_table(res)
            battles = table.session.round.battles
            assert table.handle(PointerDown(*point)) is None
            assert table.handle(PointerUp(*point, touch=touch)) is None
            assert_stopped_after_the_battle_in_motion(table, battles, (point, touch))


def test_the_wheel_or_a_moving_pointer_does_not_stop_it(res):
    table = running_table(res)
    battles = table.session.round.battles
    for event in (Scroll(-3), Scroll(2), PointerMove(*BARE_FELT, held=False)):
        table.handle(event)
    run(table, 1.0)
    assert table.running and to_the_end_label(table) == stop()
    assert table.session.round.battles > battles


def test_the_stop_button_starts_it_again(res):
    """Its button stops it (the press) and, pressed again, plays on to the end."""
    table = running_table(res)
    rect = button_for(table, Action.PLAY_TO_END).rect
    for _ in range(2):
        table.handle(PointerDown(*centre(rect)))
        table.handle(PointerUp(*centre(rect)))
    assert table.running and to_the_end_label(table) == stop()


@pytest.mark.parametrize("panel", [Action.LOG, Action.HELP], ids=["log", "rules"])
def test_with_a_panel_open_it_plays_to_the_end_and_a_new_round_deals(res, panel):
    res.store.save_settings(Settings(speed=Speed.INSTANT))
    table = TableScene(res, seed=short_seed())
    table.handle(panel)
    table.handle(Action.PLAY_TO_END)
    assert table.running
    transitions, _ = until_transition(table, FRAME, limit=BATTLE_LIMIT * 1.0)
    assert isinstance(transitions[-1].scene, RoundOverScene) and not table.running
    table.handle(Action.NEW_ROUND)
    assert table.session.round.battles == 0 and not table.session.round.is_over
    table.handle(Action.PLAY_TO_END)
    run(table, 0.5)
    table.handle(Action.TURN)  # stops it
    assert not table.running and table.panel is not None
    table.handle(panel)  # the panel closes: the column's button is as it was
    assert to_the_end_label(table) == play_to_the_end()


# -- the battle log -------------------------------------------------------------------------


def played(res, seed: int, battles: int) -> TableScene:
    """A table of deal ``seed`` with ``battles`` battles played, landed and logged."""
    table = TableScene(res, seed=seed)
    for _ in range(battles):
        table.handle(Action.TURN)
    table.presenter.finish()
    table.update(STEP)
    return table


def drawn(table: TableScene, screen: RecordingScreen) -> list[str]:
    screen.clear()
    table.draw(screen, 1.0)
    return [text.words for text in screen.text_drawn]


def test_a_battle_goes_into_the_log_once_its_cards_have_landed(res):
    seed = war_seed()
    table = played(res, seed, 0)
    table.handle(Action.TURN)
    run(table, 0.5)
    assert table.presenter.busy and table.session.log.lines == []  # still moving: not told yet
    settle(table)
    assert table.session.log.lines == battle_lines(replay(seed, 1)[1])
    table.handle(Action.TURN)
    run(table, 0.3)
    table.handle(Action.TURN)  # battle 2 lands at once, and is logged with it
    assert table.session.log.lines == BattleLog.of_deal(seed, 2).lines


def test_play_ten_adds_its_lines_one_by_one_as_each_battle_lands(res):
    table = played(res, 3, 0)
    table.handle(Action.PLAY_TEN)
    counts = []

    def step(dt: float) -> None:
        table.update(dt)
        shown = table.presenter.shown
        landed = shown.battle - (1 if shown.table else 0)  # back on the piles
        assert len(table.session.log) == landed
        counts.append(len(table.session.log))

    run_until(step, lambda: not table.presenter.busy)
    assert sorted(set(counts)) == list(range(PLAY_TEN_BATTLES + 1))
    assert table.session.log.lines == BattleLog.of_deal(3, PLAY_TEN_BATTLES).lines


def test_a_resumed_rounds_log_starts_with_every_earlier_battle(res):
    for battles in (0, 1, 17):
        table = TableScene(res, resume=position_after(3, battles))
        assert table.session.log.lines == BattleLog.of_deal(3, battles).lines
        assert len(table.session.log) == battles
    table.handle(Action.TURN)
    settle(table)
    assert table.session.log.lines == BattleLog.of_deal(3, 18).lines


def test_a_new_round_empties_the_log_and_its_panel_shows_the_new_one(res, screen_at):
    """Even a log scrolled up, away from its end: the new round's shows from its start."""
    screen = screen_at()
    table = played(res, 3, 40)
    table.handle(Action.LOG)
    drawn(table, screen)
    table.handle(Scroll(3))
    table.handle(Action.NEW_ROUND)
    assert table.session.log.lines == []
    assert no_battle_yet() in drawn(table, screen)
    settle(table)
    table.handle(Action.TURN)
    settle(table)
    assert len(table.session.log.lines) == 1  # its rows, the line broken to fit if long
    assert isinstance(table.panel, LogPanel)
    rows = [row for row, _ in table.panel.rows_for(screen)]
    shown = drawn(table, screen)
    assert " ".join(rows).replace("  ", " ").startswith(table.session.log.lines[0].split(" — ")[0])
    assert all(row in shown for row in rows)


def newest_row(table: TableScene, screen: Screen) -> str:
    assert isinstance(table.panel, LogPanel)
    return table.panel.rows_for(screen)[-1][0]


@pytest.mark.parametrize(
    "up, down", [(Scroll(2), Scroll(-1)), (Action.SCROLL_UP, Action.SCROLL_DOWN)], ids=str
)
def test_the_log_follows_the_newest_line_unless_scrolled_up(res, screen_at, up, down):
    screen = screen_at()
    table = played(res, 3, 40)
    table.handle(Action.LOG)
    assert newest_row(table, screen) in drawn(table, screen)
    assert table.panel is not None
    scroller = table.panel.scroller
    assert scroller.at_end and scroller.max_offset > 0
    table.handle(up)
    offset = scroller.offset
    assert 0 < offset < scroller.max_offset
    table.handle(Action.TURN)
    settle(table)
    assert newest_row(table, screen) not in drawn(table, screen)
    assert scroller.offset == offset  # left where the player put it
    for _ in steps_while(lambda: not scroller.at_end, limit=20):
        table.handle(down)
    table.handle(Action.TURN)
    settle(table)
    assert newest_row(table, screen) in drawn(table, screen) and scroller.at_end


def test_l_shows_and_hides_the_log_and_esc_closes_it_without_leaving_the_table(res):
    title, table = TitleScene(res), TableScene(res, seed=3)
    stack = SceneStack(title, table)
    stack.handle(Action.LOG)
    assert isinstance(table.panel, LogPanel)
    stack.handle(Action.LOG)
    assert table.panel is None
    rect = button_for(table, Action.LOG).rect
    stack.handle(PointerDown(*centre(rect)))
    stack.handle(PointerUp(*centre(rect)))
    assert isinstance(table.panel, LogPanel)
    stack.handle(Action.BACK)
    assert table.panel is None and stack.top is table
    stack.handle(Action.BACK)
    assert stack.top is title


# -- replay last battle -----------------------------------------------------------------------


def table_as_seen(table: TableScene) -> tuple:
    """All a replay could change: the round, the table shown, the log, what is saved."""
    return (
        table.session.round.position(),
        shown_state(table.presenter),
        table.presenter.shown.last_winner,
        list(table.session.log.lines),
        table.res.store.saved_round,
    )


def test_a_replay_leaves_the_round_as_it_was(res):
    """It starts from the table as it stood before the battle (the last winner marked as
    then) and ends where it began; the round, its log and what is saved never change."""
    table = played(res, 3, 5)
    before = table_as_seen(table)
    table.handle(Action.REPLAY_BATTLE)
    assert table.presenter.busy and table.session.round.position() == before[0]
    table.update(STEP)
    shown = table.presenter.shown
    assert shown.position() == position_after(3, 4)
    assert shown.last_winner == played(res, 3, 4).presenter.shown.last_winner
    settle(table)
    assert table_as_seen(table) == before
    assert_shown_matches_engine(table.presenter, table.session.round)


def test_after_a_replay_turn_cards_plays_the_battle_that_was_coming(res):
    for seed in (3, war_seed()):
        replayed, plain = played(res, seed, 4), played(res, seed, 4)
        replayed.handle(Action.REPLAY_BATTLE)
        settle(replayed)
        for table in (replayed, plain):
            table.handle(Action.TURN)
            settle(table)
        assert replayed.session.round.position() == plain.session.round.position(), seed
        assert shown_state(replayed.presenter) == shown_state(plain.presenter), seed
        assert replayed.session.log.lines == plain.session.log.lines, seed


def test_replay_pressed_while_a_battle_moves_replays_that_battle(res):
    """Turn cards then R in the same frame: the battle just played lands and is replayed."""
    table = played(res, 3, 3)
    table.handle(Action.TURN)
    table.handle(Action.REPLAY_BATTLE)
    assert table.presenter.shown.battle == 4 and table.session.round.battles == 4
    table.update(STEP)
    assert table.presenter.shown.position() == position_after(3, 3)
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert table.session.log.lines == BattleLog.of_deal(3, 4).lines


def test_turn_during_a_replay_lands_it_and_plays_the_next_battle(res):
    seed = war_seed()
    table = played(res, seed, 1)
    table.handle(Action.REPLAY_BATTLE)
    run(table, 0.6)
    assert table.presenter.busy and table.presenter.sprites
    table.handle(Action.TURN)
    assert table.session.round.battles == 2
    after_first = engine_after(seed, 1)
    assert shown_piles(table) == (after_first.player_pile, after_first.computer_pile)
    assert table.presenter.shown.battle == 1 and table.presenter.sprites == []
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert table.session.round.position() == engine_after(seed, 2).position()


def test_a_replayed_war_shows_the_war_again(res):
    table = played(res, war_seed(), 1)
    banner = table.presenter.banner
    assert banner.opacity == 0.0
    table.handle(Action.REPLAY_BATTLE)
    shown: set[str] = set()

    def step(dt: float) -> None:
        table.update(dt)
        if banner.opacity > 0.9:
            shown.add(banner.text)

    run_until(step, lambda: not table.presenter.busy)
    assert shown == {"WAR!"}


def cards_shown(table: TableScene) -> tuple[int, int, int]:
    """The counts under the piles, and the cards off them (in the air or on the table)."""
    presenter = table.presenter
    return (
        presenter.pile_count(Side.PLAYER),
        presenter.pile_count(Side.COMPUTER),
        len(presenter.sprites),
    )


def test_a_replay_shows_all_52_cards_and_no_negative_count_at_every_step(res):
    for settings in (Settings(), Settings(reduced_motion=True)):
        res.store.save_settings(settings)
        for seed, battles in ((war_seed(), 1), (3, 7)):
            table = played(res, seed, battles)
            table.handle(Action.REPLAY_BATTLE)
            where = (settings, seed, battles)

            def step(
                dt: float, table: TableScene = table, where: tuple[Settings, int, int] = where
            ) -> None:
                table.update(dt)
                player, computer, off = cards_shown(table)
                assert min(player, computer) >= 0, where
                assert player + computer + off == 52, where

            def idle(table: TableScene = table) -> bool:
                return not table.presenter.busy

            run_until(step, idle)


def test_replaying_the_last_battle_counts_the_round_once(res):
    """Replayed after Round over, or pressed while the last battle still moves: Round over
    comes up once, the round is recorded once and no round is saved to resume."""
    seed = short_seed()
    table = TableScene(res, seed=seed)
    play_all(table)
    assert isinstance(settle(table)[-1].scene, RoundOverScene)
    table.handle(Action.REPLAY_BATTLE)
    assert table.presenter.busy
    assert settle(table) == []
    assert_shown_matches_engine(table.presenter, table.session.round)
    assert table.presenter.shown.over is not None
    assert res.store.record.played == 1 and res.store.saved_round is None
    again = TableScene(res, seed=seed)
    play_all(again)
    again.handle(Action.REPLAY_BATTLE)  # the last battle is still moving
    transitions = settle(again)
    assert len(transitions) == 1 and isinstance(transitions[0].scene, RoundOverScene)
    assert res.store.record.played == 2 and res.store.saved_round is None


def test_replay_before_any_battle_does_nothing(res):
    both_out = deal(CONSTRUCTED["both_out"])
    seedless = Position(None, 0, 0, 0, *(tuple(pile) for pile in both_out))
    for table in (played(res, 3, 0), TableScene(res, resume=seedless)):
        before = table_as_seen(table)
        assert not button_for(table, Action.REPLAY_BATTLE).enabled()
        table.handle(Action.REPLAY_BATTLE)
        assert not table.presenter.busy and table_as_seen(table) == before


# -- the first run's tip ----------------------------------------------------------------------


def tip_words(table: TableScene, screen: RecordingScreen) -> list[str]:
    """The tip's words among those drawn: its headline and the line naming the keys."""
    headline, detail = first_tip(lambda: key_names(Action.TURN))
    return [said for said in drawn(table, screen) if said in (headline, detail)]


def test_the_first_table_shows_the_tip_until_the_first_battle_then_never_again(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=3)
    headline, detail = first_tip(lambda: key_names(Action.TURN))
    assert tip_words(table, screen) == [headline, detail]  # while the deal flies, too
    settle(table)
    assert tip_words(table, screen) == [headline, detail]
    assert either(key_names(Action.TURN)) in detail and turn_cards() in headline
    table.handle(Action.TURN)
    table.update(STEP)  # the first battle's cards turn
    assert tip_words(table, screen) == [] and res.store.settings.tip_seen
    again = Store(res.store.folder)  # kept in settings.json for the next game
    assert again.settings.tip_seen
    again.close()
    res.store.save_round(position_after(3, 0))
    for later in (TableScene(res, seed=4), TableScene(res, resume=position_after(3, 0))):
        assert tip_words(later, screen) == []


def test_a_new_round_or_leaving_before_a_battle_keeps_the_tip_for_then(res, screen_at):
    screen = screen_at()
    table = TableScene(res, seed=3)
    table.handle(Action.NEW_ROUND)
    settle(table)
    assert len(tip_words(table, screen)) == 2
    table.handle(Action.BACK)  # to the title, no battle played
    assert not res.store.settings.tip_seen
    assert len(tip_words(TableScene(res, seed=5), screen)) == 2


def test_no_tip_for_someone_who_has_played(res, screen_at):
    """An upgrade: an older game's settings (no tip_seen) beside a record, or a round
    under way, mean the player has played; so does a record that cannot be read."""
    screen = screen_at()
    res.store.save_round(position_after(3, 12))
    assert tip_words(TableScene(res, resume=position_after(3, 12)), screen) == []
    assert len(tip_words(TableScene(res, resume=position_after(3, 0)), screen)) == 2
    res.store.finish_round(play_fast(shuffled_deck(6000)), 6000)
    assert not res.store.settings.tip_seen and res.store.record.played == 1
    assert tip_words(TableScene(res, seed=3), screen) == []


def test_no_tip_when_the_record_cannot_be_read(res, screen_at, tmp_path):
    folder = tmp_path / "unread"
    folder.mkdir()
    (folder / RECORD_FILE).write_text("{ not a record")
    res.store = Store(folder)
    assert res.store.record_unread and res.store.record.played == 0
    assert tip_words(TableScene(res, seed=3), screen_at()) == []
    res.store.close()


@pytest.mark.parametrize("panel", [None, Action.LOG], ids=["column", "log open"])
def test_the_tip_points_at_the_turn_cards_shown(res, screen_at, panel):
    table = TableScene(res, seed=3)
    settle(table)
    if panel is not None:
        table.handle(panel)
    turn = next(b for b in table.controls.buttons if b.action is Action.TURN)
    x, y, width, height = turn.rect
    screen = screen_at()
    table.draw(screen, 1.0)
    headline = first_tip(lambda: key_names(Action.TURN))[0]
    said = next(text for text in screen.text_drawn if text.words == headline)
    # Beside the button, level with it, and clear of it.
    button = screen.rect(turn.rect)
    assert said.rect.right < button.left
    assert said.rect.top < button.bottom and said.rect.bottom > button.top - screen.length(40)


# -- choosing a deal --------------------------------------------------------------------------


def test_d_or_the_deal_button_asks_for_a_deal(res):
    table = played(res, 3, 2)
    deal_button = centre(table.presenter.layout.deal_button)
    table.handle(PointerDown(*deal_button))  # on the deal's number
    for asked in (table.handle(PointerUp(*deal_button)), table.handle(Action.CHOOSE_DEAL)):
        assert isinstance(asked, Push) and isinstance(asked.scene, DealScene)
        assert asked.scene.current_seed == 3
    assert table.session.round.battles == 2


def deal_dialog_over(res, table: TableScene) -> tuple[SceneStack, DealScene]:
    stack = SceneStack(TitleScene(res), table)
    stack.handle(Action.CHOOSE_DEAL)
    assert isinstance(stack.top, DealScene)
    return stack, stack.top


def click(stack: SceneStack, rect) -> None:
    stack.handle(PointerDown(*centre(rect)))
    stack.handle(PointerUp(*centre(rect)))


def test_a_deal_chosen_is_dealt_from_its_first_battle_and_saved(res):
    table = played(res, 3, 5)
    stack, dialog = deal_dialog_over(res, table)
    for digit in "570":
        stack.handle(Typed(digit))
    click(stack, next(b.rect for b in dialog.controls.buttons if b.label == "Play deal"))
    assert stack.top is table
    assert (
        table.session.round.seed == 570
        and table.session.round.battles == 0
        and table.session.log.lines == []
    )
    assert res.store.saved_round == Round.from_seed(570).position()
    settle(table)
    fresh = TableScene(res, seed=570)
    settle(fresh)
    assert shown_state(table.presenter) == shown_state(fresh.presenter)
    for each in (table, fresh):
        each.handle(Action.TURN)
    assert table.session.round.position() == fresh.session.round.position()


def test_cancelling_the_deal_dialog_changes_nothing(res):
    table = played(res, 3, 5)
    before = table_as_seen(table)
    stack, dialog = deal_dialog_over(res, table)
    stack.handle(Typed("42"))
    click(stack, next(b.rect for b in dialog.controls.buttons if b.label == "Cancel"))
    assert stack.top is table and table_as_seen(table) == before
    deal_dialog_over(res, table)[0].handle(Action.BACK)  # Esc
    assert table_as_seen(table) == before and not table.presenter.busy


@pytest.mark.parametrize("how", ["button", "key G"])
def test_same_deal_again_deals_it_from_battle_zero_and_counts_the_round_once(res, how):
    seed = short_seed()
    table = TableScene(res, seed=seed)
    stack = SceneStack(TitleScene(res), table)
    play_all(table)
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    over = stack.top
    assert isinstance(over, RoundOverScene)
    assert res.store.record.played == 1
    if how == "button":
        click(stack, next(b.rect for b in over.controls.buttons if b.label == "Same deal again"))
    else:
        for action in InputMapper((1280, 720)).translate(key_event(pygame.K_g)):
            stack.handle(action)
    assert stack.top is table
    assert table.session.round.seed == seed and table.session.round.battles == 0
    assert res.store.saved_round == Round.from_seed(seed).position()
    assert res.store.record.played == 1
    settle(table)
    assert_shown_matches_engine(table.presenter, table.session.round)
    play_all(table)
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    assert res.store.record.played == 2  # the same deal played again is a round of its own


@pytest.mark.parametrize("panel", [Action.LOG, Action.HELP], ids=["log", "rules"])
def test_round_overs_title_leaves_for_the_title_with_a_panel_open(res, panel):
    """Round over's Title (or Esc there) goes back to the title (a Rebase): with the log or
    the rules beside the finished round it leaves, not just closing the panel."""
    title, table = TitleScene(res), TableScene(res, seed=short_seed())
    stack = SceneStack(title, table)
    stack.handle(panel)
    play_all(table)
    run_until(stack.update, lambda: isinstance(stack.top, RoundOverScene))
    over = stack.top
    assert isinstance(over, RoundOverScene)
    click(stack, next(b.rect for b in over.controls.buttons if b.label == "Title"))
    assert stack.scenes == [title]


def test_a_round_whose_end_still_moves_when_title_is_pressed_is_counted_once(res):
    """Esc to the title while the last battle's cards move, then New round there: the
    round the engine ended is in the record, once, and the title offers nothing to resume."""
    title, table = TitleScene(res), TableScene(res, seed=short_seed())
    stack = stacked(title, table)
    table.presenter.finish()
    table.handle(Action.PLAY_TEN)
    while not table.session.is_over:
        table.handle(Action.PLAY_TEN)
    assert table.presenter.busy and res.store.record.played == 0
    stack.handle(Action.BACK)
    assert stack.top is title and res.store.record.played == 1
    assert res.store.saved_round is None
    assert "Resume round" not in [button.label for button in title.controls.buttons]
    stack.handle(Action.NEW_ROUND)
    assert isinstance(stack.top, TableScene) and res.store.record.played == 1


# -- beside the table: a panel open -----------------------------------------------------------

PANEL_KEYS = {"log": pygame.K_l, "rules": pygame.K_h}


def panel_words(size: tuple[int, int]) -> tuple[float, float]:
    """On the panel's first row of words, in a window of ``size``."""
    x, y, _, _ = side_layout(frame_for(size)).view
    return x + 60, y + 12


def table_beside(size: tuple[int, int]) -> tuple[float, float]:
    """On the table left in view beside a panel, in a window of ``size``: bare felt low on
    it, away from the piles, the cards in play and the status line."""
    x, y, width, height = side_layout(frame_for(size)).table_side
    return x + width * 0.6, y + height * 0.93


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


def app_table(app) -> TableScene:
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


@pytest.mark.parametrize("panel", sorted(PANEL_KEYS))
@pytest.mark.parametrize(
    "size", [(1280, 720), (640, 360), (1920, 1080), (1000, 1000), (720, 1280)], ids=str
)
def test_with_a_panel_open_each_way_to_turn_cards_plays_one_battle(make_app, size, panel):
    """Through the app's own events: Space, a click or a tap on the table's side, and the
    panel's Turn cards each play exactly one battle; a click on the panel does not."""
    app = make_app(seed=3, size=size)
    table = app_table(app)
    post(key_event(PANEL_KEYS[panel]))
    app.process_input()
    assert table.panel is not None
    beside = side_layout(frame_for(size))
    assert table.panel.layout == beside  # laid out in the window's frame
    felt = window_point(size, table_beside(size))
    words = window_point(size, panel_words(size))
    ways = [
        ("Space", [key_event(pygame.K_SPACE)], 1),
        ("a click on the table", click_events(felt), 1),
        ("a tap on the table", tap_events(size, felt), 1),
        ("the panel's Turn cards", click_events(window_point(size, centre(beside.turn))), 1),
        ("a click on the panel's words", click_events(words), 0),
        ("a click on the panel's title", click_events(window_point(size, beside.title_at)), 0),
        ("a tap on the panel's words", tap_events(size, words), 0),
    ]
    for way, events, battles in ways:
        before = table.session.round.battles
        post(*events)
        app.process_input()
        assert table.session.round.battles == before + battles, way
        assert table.panel is not None, way


@pytest.mark.parametrize("panel", sorted(PANEL_KEYS))
def test_with_a_panel_open_the_keys_scroll_it_and_tab_goes_between_its_buttons(make_app, panel):
    app = make_app(seed=3)
    table = app_table(app)
    post(*(key_event(pygame.K_t) for _ in range(6)), key_event(PANEL_KEYS[panel]))
    app.process_input()
    table.presenter.finish()
    app.update(STEP)
    app.draw(1.0)  # the log knows its length once drawn
    assert table.panel is not None
    scroller = table.panel.scroller
    view_height = table.panel.layout.view[3]
    assert scroller.max_offset > view_height, "the panel should need scrolling"
    page = view_height - LINE_SCROLL
    battles = table.session.round.battles
    steps = [
        (pygame.K_HOME, 0.0),
        (pygame.K_DOWN, LINE_SCROLL),
        (pygame.K_DOWN, 2 * LINE_SCROLL),
        (pygame.K_UP, LINE_SCROLL),
        (pygame.K_PAGEDOWN, LINE_SCROLL + page),
        (pygame.K_END, scroller.max_offset),
        (pygame.K_PAGEUP, scroller.max_offset - page),
        (pygame.K_HOME, 0.0),
    ]
    for key, offset in steps:
        post(key_event(key))
        app.process_input()
        assert scroller.offset == pytest.approx(offset), pygame.key.name(key)
        assert table.controls.focus is None, pygame.key.name(key)
    assert table.session.round.battles == battles
    focused = []
    for _ in range(3):
        post(key_event(pygame.K_TAB))
        app.process_input()
        assert table.controls.focused is not None
        focused.append(table.controls.focused.label)
    assert focused == ["Turn cards", "Close", "Turn cards"]
    post(key_event(pygame.K_SPACE))  # presses the focused Turn cards
    app.process_input()
    assert table.session.round.battles == battles + 1 and table.panel is not None
    post(key_event(pygame.K_TAB), key_event(pygame.K_SPACE))  # and now Close
    app.process_input()
    assert table.panel is None and app.scenes.top is table
