"""Tests for presenter.py: whenever no animation runs, the table shown equals the engine."""

from __future__ import annotations

import pytest

from tests.helpers import short_seed, steps_while, war_seed
from tests.window.helpers import (
    assert_shown_matches_engine,
    play_through_checking_shown,
    run_until_idle,
)
from war.core.cards import ordered_deck
from war.core.engine import BATTLE_LIMIT, Round
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.window.app.loop import STEP_SECONDS
from war.window.audio.cues import Cue
from war.window.layout.frame import frame_for
from war.window.layout.table import table_layout
from war.window.table.card_moves import FLIP_SECONDS, SLIDE_SECONDS
from war.window.table.dealing import DEAL_CUE_PACE, DEAL_GAP_SECONDS, DEAL_SLIDE_SECONDS
from war.window.table.presenter import FAST_PACE, Presenter
from war.words.table import dealt, replaying

STEP = STEP_SECONDS


def dealt_presenter(round_: Round) -> Presenter:
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    presenter.finish()
    return presenter


def mirrored_round() -> Round:
    """Both sides hold the same ranks in the same order: war after war until both run out."""
    deck = sorted(ordered_deck(), key=lambda card: card.rank)
    return Round(deck)


# -- shown equals the engine --------------------------------------------------------------------


def test_shown_table_equals_engine_after_every_battle():
    """40 seeds, up to 250 battles each, every battle landed with finish()."""
    for seed in range(40):
        round_ = Round.from_seed(seed)
        presenter = dealt_presenter(round_)
        assert_shown_matches_engine(presenter, round_)
        assert presenter.shown.seed == seed
        for _ in range(250):
            if round_.is_over:
                break
            presenter.show_battle(round_.play_battle())
            presenter.finish()
            assert_shown_matches_engine(presenter, round_)
            assert presenter.banner.opacity == 0.0, seed
            assert presenter.timeline.speed == 1.0, seed
        if round_.is_over:
            assert presenter.shown.over is not None, seed
            assert round_.outcome is not None, seed
            assert presenter.shown.over.winner == round_.outcome.winner, seed


@pytest.mark.parametrize(
    "seed",
    [short_seed(), short_seed(start=7000, reason=Reason.OUT_OF_CARDS_IN_WAR), war_seed(2)],
)
def test_shown_equals_engine_when_played_through_updates(seed):
    play_through_checking_shown(Presenter(), Round.from_seed(seed), battles=40)


@pytest.mark.parametrize("size", [(1000, 1000), (720, 1280), (2560, 720)], ids=str)
def test_shown_equals_engine_in_a_frame_of_every_shape(size):
    layout = table_layout(frame_for(size))
    presenter = Presenter(layout=layout)
    play_through_checking_shown(presenter, Round.from_seed(war_seed()), battles=6)
    assert presenter.layout is layout


def test_a_new_layout_lets_what_moves_go_on_to_its_places():
    """The window changed shape mid-battle: the battle plays on (nothing lands early, no
    card flies to an old place), its cards ending where the new layout puts them, and the
    next battle's cards are laid there too."""
    round_, presenter, _ = first_plain_battle()
    presenter.update(STEP)
    assert presenter.busy
    portrait = table_layout(frame_for((720, 1280)))
    assert portrait.battle_position(Side.PLAYER, 0) != presenter.layout.battle_position(
        Side.PLAYER, 0
    )
    presenter.relayout(portrait)
    assert presenter.busy and presenter.layout is portrait
    presenter.update(SLIDE_SECONDS + FLIP_SECONDS)
    laid = [sprite for sprite in presenter.sprites if sprite.flip >= 0.999]
    assert len(laid) == 2
    for sprite in laid:
        assert (sprite.x, sprite.y) == pytest.approx(portrait.battle_position(sprite.side, 0))
    run_until_idle(presenter)
    assert_shown_matches_engine(presenter, round_)
    presenter.show_battle(round_.play_battle())
    presenter.update(SLIDE_SECONDS + FLIP_SECONDS)
    assert len(presenter.sprites) >= 2
    for sprite in presenter.sprites[:2]:
        assert (sprite.x, sprite.y) == pytest.approx(portrait.battle_position(sprite.side, 0))


def test_many_battles_queued_then_played_through_updates():
    round_ = Round.from_seed(5)
    presenter = dealt_presenter(round_)
    for _ in range(10):
        presenter.show_battle(round_.play_battle())
    presenter.timeline.speed = 2.5
    run_until_idle(presenter, dt=1 / 60)
    assert_shown_matches_engine(presenter, round_)
    assert presenter.timeline.speed == 1.0  # back to normal once the run is over


@pytest.mark.parametrize("how", ["finish", "update"])
def test_both_out_in_war_returns_cards_and_shows_engine(how):
    round_ = mirrored_round()
    presenter = dealt_presenter(round_)
    events = round_.play_battle()
    assert any(isinstance(event, CardsReturned) for event in events)
    assert round_.outcome is not None and round_.outcome.reason is Reason.BOTH_OUT_IN_WAR
    presenter.show_battle(events)
    if how == "finish":
        presenter.finish()
    else:
        run_until_idle(presenter)
    assert_shown_matches_engine(presenter, round_)
    assert presenter.shown.over is not None and presenter.shown.over.winner is Winner.DRAW
    assert presenter.shown.wars == round_.wars == 13  # 1 + 12 * 2 cards, then 1 face down


# -- the deal -----------------------------------------------------------------------------------


def test_deal_fills_the_piles_from_zero_to_26_each():
    round_ = Round.from_seed(3)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    assert len(presenter.sprites) == 52
    assert all((s.x, s.y) == presenter.layout.deal_origin for s in presenter.sprites)
    assert presenter.pile_count(Side.PLAYER) == presenter.pile_count(Side.COMPUTER) == 0
    history = []
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        counts = (presenter.pile_count(Side.PLAYER), presenter.pile_count(Side.COMPUTER))
        history.append(counts)
        # A card is either still flying or already counted in its pile.
        assert sum(counts) + len(presenter.sprites) == 52
    assert history[0][0] <= 1
    assert history == sorted(history)
    assert history[-1] == (26, 26)
    assert len({counts for counts in history}) > 20  # filled card by card, not at once
    duration = 51 * DEAL_GAP_SECONDS + DEAL_SLIDE_SECONDS
    assert len(history) * STEP == pytest.approx(duration, abs=2 * STEP)
    assert_shown_matches_engine(presenter, round_)
    assert "Turn cards" in presenter.status


def test_dealt_cards_fly_to_their_own_pile():
    round_ = Round.from_seed(3)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    first = presenter.sprites[-1]  # drawn on top: the first card to deal
    assert first.card == round_.player_pile[0] and first.side is Side.PLAYER
    presenter.update(DEAL_SLIDE_SECONDS * 0.99)
    assert (first.x, first.y) == pytest.approx(
        presenter.layout.pile_position(Side.PLAYER, 1), abs=1.0
    )


# -- one battle, step by step -------------------------------------------------------------------


def first_plain_battle() -> tuple[Round, Presenter, list]:
    """A round at a battle with no war in it, its animation queued but not started."""
    round_ = Round.from_seed(3)
    presenter = dealt_presenter(round_)
    for _ in steps_while(lambda: True, limit=BATTLE_LIMIT + 1):
        events = round_.play_battle()
        if not any(isinstance(event, WarDeclared) for event in events):
            presenter.show_battle(events)
            return round_, presenter, events
        presenter.show_battle(events)
        presenter.finish()
    raise AssertionError("no battle without a war")


def test_turned_cards_slide_to_their_slots_and_flip_face_up():
    round_, presenter, events = first_plain_battle()
    before = {side: presenter.shown.count(side) for side in Side}
    presenter.update(STEP)
    # Lifted from the piles at once: the table holds them, the piles are one smaller.
    assert [presenter.shown.count(side) for side in Side] == [before[side] - 1 for side in Side]
    assert len(presenter.sprites) == 2
    assert all(sprite.flip == 0.0 for sprite in presenter.sprites)
    presenter.update(SLIDE_SECONDS + FLIP_SECONDS - STEP)
    for sprite in presenter.sprites:
        assert sprite.flip == 1.0
        assert (sprite.x, sprite.y) == pytest.approx(
            presenter.layout.battle_position(sprite.side, 0)
        )
    cards = {sprite.side: sprite.card for sprite in presenter.sprites}
    assert cards == {Side.PLAYER: events[0].player, Side.COMPUTER: events[0].computer}


def step_watching_counts(presenter: Presenter, dt: float = STEP / 4) -> dict[Side, int]:
    """One small update; the shown counts move only with the cards themselves.

    A card lifted off a pile takes one off its count in that step; a card that lands (its
    sprite goes) adds one to the count of the pile it went to, in that step and not before.
    Returns how many cards landed on each side's pile in the step.
    """
    before = {side: presenter.pile_count(side) for side in Side}
    flying = {sprite.card for sprite in presenter.sprites}
    presenter.update(dt)
    lifted = {side: 0 for side in Side}
    for sprite in presenter.sprites:
        if sprite.card not in flying:
            lifted[sprite.side] += 1
    gone = flying - {sprite.card for sprite in presenter.sprites}
    landed = {side: presenter.pile_count(side) - before[side] + lifted[side] for side in Side}
    assert sum(landed.values()) == len(gone), "a count moved without a card landing"
    assert all(0 <= landed[side] <= 1 for side in Side), landed  # one card at a time
    return landed


def watch_counts(presenter: Presenter) -> dict[Side, int]:
    """Play to idle in small steps, checking every one; the cards landed on each pile."""
    total = {side: 0 for side in Side}
    for _ in steps_while(lambda: presenter.busy):
        for side, landed in step_watching_counts(presenter).items():
            total[side] += landed
    return total


def test_pile_count_rises_by_one_as_each_card_lands_not_before():
    round_, presenter, events = first_plain_battle()
    won = next(event for event in events if isinstance(event, BattleWon))
    winner, loser = won.winner, won.winner.other
    step_watching_counts(presenter)  # the two cards lift off the piles
    old = {side: presenter.pile_count(side) for side in Side}
    new = won.player_count if winner is Side.PLAYER else won.computer_count
    assert new == old[winner] + 2
    assert len(presenter.sprites) == 2
    seen = set()  # (cards in flight, the winner's count shown)
    saw_mid_flight = False
    for _ in steps_while(lambda: presenter.busy):
        landed = step_watching_counts(presenter)
        assert landed[loser] == 0
        assert presenter.pile_count(loser) == old[loser]
        flying = len(presenter.sprites)
        seen.add((flying, presenter.pile_count(winner)))
        moving = [s for s in presenter.sprites if s.flip < 1.0]
        if (
            flying == 2
            and moving
            and moving[0].x < presenter.layout.battle_position(winner, 0)[0] - 50
        ):
            saw_mid_flight = True  # on the way to the pile, still the old count
    # Both cards in flight: the old count; one landed: one more; both: the new count.
    assert seen == {(2, old[winner]), (1, old[winner] + 1), (0, new)}
    assert saw_mid_flight
    assert presenter.landed == {Side.PLAYER: 0, Side.COMPUTER: 0}
    assert presenter.shown.count(winner) == new
    assert presenter.shown.last_winner is winner
    assert_shown_matches_engine(presenter, round_)


@pytest.mark.parametrize("depth", [1, 2])
def test_a_war_lands_card_by_card_on_the_winners_pile(depth):
    round_ = Round.from_seed(war_seed(depth))
    presenter = dealt_presenter(round_)
    events = round_.play_battle()
    won = next(event for event in events if isinstance(event, BattleWon))
    presenter.show_battle(events)
    landed = watch_counts(presenter)
    assert landed == {won.winner: len(won.cards), won.winner.other: 0}
    assert_shown_matches_engine(presenter, round_)


def test_returned_cards_land_card_by_card_on_their_own_piles():
    round_ = mirrored_round()
    presenter = dealt_presenter(round_)
    events = round_.play_battle()
    returned = next(event for event in events if isinstance(event, CardsReturned))
    presenter.show_battle(events)
    landed = watch_counts(presenter)
    assert landed == {
        Side.PLAYER: len(returned.player_cards),
        Side.COMPUTER: len(returned.computer_cards),
    }
    assert_shown_matches_engine(presenter, round_)


def test_dealt_cards_count_one_by_one():
    round_ = Round.from_seed(3)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    assert watch_counts(presenter) == {Side.PLAYER: 26, Side.COMPUTER: 26}
    assert_shown_matches_engine(presenter, round_)


def test_collected_cards_fly_to_the_winners_pile():
    round_, presenter, events = first_plain_battle()
    won = next(event for event in events if isinstance(event, BattleWon))
    new = won.player_count if won.winner is Side.PLAYER else won.computer_count
    target = presenter.layout.pile_position(won.winner, new)
    last_positions = {}
    for _ in steps_while(lambda: presenter.busy):
        for sprite in presenter.sprites:
            last_positions[sprite.card] = (sprite.x, sprite.y, sprite.flip)
        presenter.update(STEP)
    for card in won.cards:
        x, y, flip = last_positions[card]
        assert (x, y) == pytest.approx(target, abs=6.0)
        assert flip < 0.1  # turned back face down on the way


def test_war_lays_cards_face_down_and_shows_the_banner():
    seed = war_seed()
    round_ = Round.from_seed(seed)
    presenter = dealt_presenter(round_)
    events = round_.play_battle()
    presenter.show_battle(events)
    banner_peak = 0.0
    saw_war_table = saw_war_cards_up = False
    down = [e for e in events if isinstance(e, CardLaidFaceDown)]
    war_cards = next(e for e in events if isinstance(e, WarCardsTurned))
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        banner_peak = max(banner_peak, presenter.banner.opacity)
        table = presenter.shown.table
        if len(table) == 6:
            saw_war_table = True
            assert [t.face_up for t in table] == [True, True, False, False, True, True]
            assert [t.depth for t in table] == [0, 0, 1, 1, 1, 1]
            assert {t.card for t in table if not t.face_up} == {e.card for e in down}
            by_card = {s.card: s for s in presenter.sprites}
            for event in down:
                if event.card in by_card:  # (until collected)
                    assert by_card[event.card].flip == 0.0  # face-down cards never show a face
            turned = ((Side.PLAYER, war_cards.player), (Side.COMPUTER, war_cards.computer))
            for side, card in turned:
                sprite = by_card.get(card)
                if sprite is not None and sprite.flip == 1.0 and sprite.glow == 0.0:
                    saw_war_cards_up = True
                    assert (sprite.x, sprite.y) == pytest.approx(
                        presenter.layout.battle_position(side, 2)
                    )
    assert saw_war_table and saw_war_cards_up
    assert banner_peak == pytest.approx(1.0, abs=0.02)
    assert presenter.banner.text == "WAR!"
    assert presenter.banner.opacity == pytest.approx(0.0, abs=1e-9)
    assert_shown_matches_engine(presenter, round_)
    assert presenter.shown.war_depth == 1


def test_status_line_names_the_cards_after_a_battle():
    round_, presenter, events = first_plain_battle()
    presenter.finish()
    turned = events[0]
    assert turned.player.label in presenter.status
    assert turned.computer.label in presenter.status


def test_the_counter_and_the_middle_agree_as_the_next_battle_turns():
    """The battle before's result goes as the next battle's cards turn, when the battle
    counter moves on: never "Battle 3" over battle 2's result."""
    round_ = Round.from_seed(3)
    presenter = dealt_presenter(round_)
    for _ in range(2):
        presenter.show_battle(round_.play_battle())
        run_until_idle(presenter)
    second = presenter.status
    assert presenter.shown.battle == 2 and second
    presenter.show_battle(round_.play_battle())
    told: list[tuple[int, str]] = []
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        told.append((presenter.shown.battle, presenter.status))
    assert all(status != second for battle, status in told if battle == 3), told[:5]
    assert told[-1][0] == 3 and told[-1][1] not in ("", second)  # battle 3's own result


def test_the_first_battle_prompt_goes_as_the_first_cards_turn():
    round_ = Round.from_seed(3)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    run_until_idle(presenter)
    assert presenter.status == dealt()
    presenter.show_battle(round_.play_battle())
    presenter.update(STEP)  # the cards are lifted off the piles
    assert presenter.sprites and presenter.status != dealt()


def test_a_replayed_battle_is_said_to_be_played_again_until_its_result():
    round_ = Round.from_seed(3)
    presenter = dealt_presenter(round_)
    before = round_.position()
    events = round_.play_battle()
    presenter.show_battle(events)
    presenter.finish()
    presenter.show_replay(before, None, events)
    said = set()
    for _ in steps_while(lambda: presenter.busy):
        presenter.update(STEP)
        said.add(presenter.status)
    assert "" not in said and replaying(1) in said


def test_round_over_is_shown_only_when_its_animation_lands():
    round_ = Round.from_seed(short_seed())
    presenter = dealt_presenter(round_)
    for _ in steps_while(lambda: True, limit=BATTLE_LIMIT + 1):
        events = round_.play_battle()
        presenter.show_battle(events)
        if round_.is_over:
            break
        presenter.finish()
    assert isinstance(events[-1], RoundOver)
    presenter.update(STEP)
    assert presenter.shown.over is None
    run_until_idle(presenter)
    assert presenter.shown.over == events[-1]


def test_finish_mid_animation_lands_everything():
    round_ = Round.from_seed(war_seed(2))
    presenter = dealt_presenter(round_)
    presenter.show_battle(round_.play_battle())
    presenter.show_battle(round_.play_battle())
    for _ in range(150):
        presenter.update(STEP)
    assert presenter.busy and presenter.sprites
    presenter.finish()
    assert_shown_matches_engine(presenter, round_)
    assert presenter.timeline.speed == 1.0


def test_reset_mid_animation_leaves_nothing_behind():
    round_ = Round.from_seed(war_seed())
    presenter = dealt_presenter(round_)
    presenter.show_battle(round_.play_battle())
    for _ in range(100):
        presenter.update(STEP)
    assert presenter.sprites
    presenter.reset()
    assert not presenter.busy
    assert presenter.sprites == []
    assert presenter.shown.cards_in_play() == []
    assert presenter.banner.opacity == 0.0
    fresh = Round.from_seed(99)
    presenter.show_deal(fresh.dealt())
    presenter.finish()
    assert_shown_matches_engine(presenter, fresh)


def test_sprite_interpolates_between_update_steps():
    round_, presenter, _ = first_plain_battle()
    presenter.update(STEP)
    presenter.update(STEP * 4)
    sprite = presenter.sprites[0]
    x0, y0, *_ = sprite.at(0.0)
    x1, y1, *_ = sprite.at(1.0)
    xm, ym, *_ = sprite.at(0.5)
    assert (x1, y1) == (sprite.x, sprite.y)
    assert (x0, y0) != (x1, y1)
    assert xm == pytest.approx((x0 + x1) / 2)
    assert ym == pytest.approx((y0 + y1) / 2)


# -- sounds -------------------------------------------------------------------------------------


def heard_while_playing(presenter: Presenter) -> list[tuple[Cue, float]]:
    heard: list[tuple[Cue, float]] = []
    presenter.on_cue = lambda cue, pace: heard.append((cue, pace))
    run_until_idle(presenter)
    return heard


def test_a_plain_battle_sounds_its_slide_flip_and_sweep_in_order():
    _, presenter, _ = first_plain_battle()
    heard = heard_while_playing(presenter)
    assert [cue for cue, _ in heard] == [Cue.SLIDE, Cue.FLIP, Cue.COLLECT]
    assert {pace for _, pace in heard} == {1.0}


def test_a_war_sounds_once_per_war_declared():
    round_ = Round.from_seed(war_seed(2))
    presenter = dealt_presenter(round_)
    events = round_.play_battle()
    presenter.show_battle(events)
    cues = [cue for cue, _ in heard_while_playing(presenter)]
    declared = [event for event in events if isinstance(event, WarDeclared)]
    assert cues.count(Cue.WAR) == len(declared) == 2
    assert cues.index(Cue.WAR) < cues.index(Cue.COLLECT)  # announced before the sweep
    assert cues.count(Cue.COLLECT) == 1


def test_cards_landed_at_once_make_no_sound():
    round_, presenter, _ = first_plain_battle()
    heard = []
    presenter.on_cue = lambda cue, pace: heard.append(cue)
    presenter.show_battle(round_.play_battle())
    presenter.finish()
    assert heard == []
    presenter.show_battle(round_.play_battle())
    presenter.update(STEP)
    assert heard == [Cue.SLIDE]  # and sound comes back for what is then shown moving


def test_fast_play_sounds_at_its_pace():
    round_, presenter, _ = first_plain_battle()
    presenter.finish()
    presenter.show_battle(round_.play_battle(), pace=FAST_PACE)
    assert {pace for _, pace in heard_while_playing(presenter)} == {FAST_PACE}


def test_the_deal_sounds_a_soft_slide_per_card():
    round_ = Round.from_seed(3)
    presenter = Presenter()
    presenter.show_deal(round_.dealt())
    heard = heard_while_playing(presenter)
    assert heard == [(Cue.SLIDE, DEAL_CUE_PACE)] * 52
    assert DEAL_CUE_PACE > 1  # softer than a battle's slide
