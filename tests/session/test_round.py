"""Tests for war/session/round.py: when a round is saved and counted, replays, resuming.

No window here: a ``Table`` stands in for what the window shows, applying each battle's
events to a Tableau and saying when a deal or a battle has landed, as the presenter does.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.decks import CONSTRUCTED
from tests.helpers import short_seed
from war.core.cards import shuffled_deck
from war.core.engine import BATTLE_LIMIT, Outcome, Round, deal, play_fast, replay
from war.core.events import BattleWon, Event, RoundDealt, Side, Winner
from war.core.position import Position
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.core.tableau import Tableau
from war.session.deals import DealSource, random_deal
from war.session.log import BattleLog
from war.session.medals import Medal
from war.session.round import LANDINGS, RoundSession, last_winner
from war.store import store as store_module
from war.store.record import Record
from war.store.store import RECORD_FILE, Store

# Each example makes its own folder under tmp_path, so sharing the fixture is harmless.
FIXTURE_IS_FINE = [HealthCheck.function_scoped_fixture]


class Table:
    """What the window shows of a session: events applied as the presenter applies them,
    ``landed`` said after the same events (war.session.round.LANDINGS, the presenter's too).
    It starts a round of deal ``seed`` (shown dealt) or carries on from ``resume``."""

    def __init__(
        self,
        store: Store,
        seed: int | None = None,
        *,
        resume: Position | None = None,
        deals: DealSource = random_deal,
        **choices: Any,
    ) -> None:
        self.session = RoundSession(store, deals, seed=seed, resume=resume, **choices)
        self.shown = Tableau()
        if resume is None:
            self.show(self.session.dealt())
        else:
            self.shown.restore(resume)

    def show(self, events: list[Event] | RoundDealt) -> None:
        for event in [events] if isinstance(events, RoundDealt) else events:
            self.shown.apply(event)
            if isinstance(event, LANDINGS):
                self.session.landed(self.shown.position())

    def deal(self, seed: int | None = None, **choices: Any) -> None:
        """New round, pressed at this moment (``choices``: its rules, or the day's deal)."""
        self.shown = Tableau()
        self.show(self.session.deal(seed, **choices))

    def to_the_end(self) -> None:
        while not self.session.is_over:
            self.battle()

    def battle(self) -> None:
        """One battle played, landed and saved, as a frame of the window does."""
        self.show(self.session.play())
        self.session.save()


class CountingStore(Store):
    """A store that counts its writes of the round and of the record."""

    def __init__(self, folder: Path) -> None:
        self.round_writes = 0
        self.record_writes = 0
        super().__init__(folder)

    def save_round(self, position: Position, *args: Any, **kwargs: Any) -> None:
        self.round_writes += 1
        super().save_round(position, *args, **kwargs)

    def finish_round(self, outcome: Outcome, *args: Any, **kwargs: Any) -> Record:
        self.record_writes += 1
        return super().finish_round(outcome, *args, **kwargs)


def deals_from(*seeds: int) -> Iterator[int]:
    yield from seeds
    raise AssertionError("more deals asked for than the test gave")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[CountingStore]:
    made = CountingStore(tmp_path / "data")
    yield made
    made.close()


def on_disk(store: Store) -> Position | None:
    """The round saved in ``store``'s folder, as a game started there now would read it."""
    reader = Store(store.folder, read_only=True)
    return reader.saved_round


def played_on_disk(store: Store) -> int:
    return Store(store.folder, read_only=True).record.played


def playing(store: Store, seed: int, battles: int) -> Table:
    """Deal ``seed`` played ``battles`` battles in (fewer if it ends first), each landed."""
    table = Table(store, seed)
    for _ in range(battles):
        if table.session.is_over:
            break
        table.battle()
    return table


# -- saving -------------------------------------------------------------------------------------


def test_a_deal_is_saved_at_once_and_replaces_the_round_saved(store: CountingStore) -> None:
    playing(store, 3, 5)
    table = Table(store, deals=deals_from(570, 6).__next__)
    assert table.session.seed == 570
    assert store.saved_round == on_disk(store) == Round.from_seed(570).position()
    table.deal()
    assert on_disk(store) == Round.from_seed(6).position()


def test_a_battle_is_saved_when_it_lands_not_when_it_is_played(store: CountingStore) -> None:
    table = playing(store, 3, 2)
    events = table.session.play()
    table.session.save()
    assert on_disk(store) == replay(3, 2)[0].position()  # played, still moving: not yet
    table.show(events)
    assert on_disk(store) == replay(3, 2)[0].position()  # landed: kept, written by save()
    table.session.save()
    assert on_disk(store) == replay(3, 3)[0].position()


def test_battles_landed_together_are_written_once(store: CountingStore) -> None:
    table = playing(store, 3, 0)
    before = store.round_writes
    for _ in range(10):  # Play 10 landed at once: one frame
        table.show(table.session.play())
    table.session.save()
    table.session.save()
    assert store.round_writes == before + 1
    assert on_disk(store) == replay(3, 10)[0].position()


def test_what_is_saved_is_what_was_shown_last(store: CountingStore) -> None:
    """Whenever the round is saved, the file holds the last deal or battle landed."""
    table = playing(store, 1366, 0)
    for _ in range(40):
        table.battle()
        assert on_disk(store) == table.shown.position() == table.session.shown


# -- counting -----------------------------------------------------------------------------------


def test_a_round_is_counted_when_its_last_battle_lands_and_then_not_resumable(
    store: CountingStore,
) -> None:
    seed = short_seed()
    table = playing(store, seed, 0)
    battles = []
    while not table.session.is_over:
        battles.append(table.session.play())  # Play to the end at Instant: all at once
    assert played_on_disk(store) == 0 and not table.session.counted  # ended, not shown yet
    assert table.session.ended_unseen
    for events in battles:
        table.show(events)
    table.session.save()
    assert table.session.counted and played_on_disk(store) == 1
    assert on_disk(store) is None
    assert Store(store.folder, read_only=True).record.history[-1].seed == seed


def both_out_position() -> Position:
    """A hand-built deal whose first battle both run out in (no seed deals one)."""
    player, computer = deal(CONSTRUCTED["both_out"])
    return Position(None, 0, 0, 0, tuple(player), tuple(computer))


@pytest.mark.parametrize("ending", ["all_cards", "both_out_in_war", "battle_limit"])
def test_every_kind_of_ending_is_counted_once(store: CountingStore, ending: str) -> None:
    """All 52 taken, both out at once in a war (both piles still hold cards), 500 battles."""
    if ending == "both_out_in_war":
        table = Table(store, resume=both_out_position())
    else:
        table = Table(store, 11 if ending == "battle_limit" else short_seed())
    while not table.session.is_over:
        table.battle()
    outcome = table.session.outcome
    assert outcome is not None and outcome.reason == ending
    assert played_on_disk(store) == 1 and store.record_writes == 1
    assert on_disk(store) is None
    table.session.landed(table.shown.position())  # said again: the round ends once
    table.session.save()
    table.session.leave()
    assert played_on_disk(store) == 1 and store.record_writes == 1 and on_disk(store) is None


def test_a_round_that_ended_unseen_is_counted_before_the_next_deal(store: CountingStore) -> None:
    table = playing(store, short_seed(), 0)
    while not table.session.is_over:
        table.session.play()  # played, none of it landed: New round pressed meanwhile
    table.deal(6)
    record = Store(store.folder, read_only=True).record
    assert record.played == 1 and record.history[-1].seed == short_seed()
    assert on_disk(store) == Round.from_seed(6).position()
    assert not table.session.counted


def test_a_round_left_as_its_end_moves_is_counted_once(store: CountingStore) -> None:
    """Title pressed while the last battle moves, then New round on the title: the round
    that ended is in the record, once, and no longer one to resume."""
    table = playing(store, short_seed(), 0)
    while not table.session.is_over:
        table.session.play()
    table.session.leave()
    assert played_on_disk(store) == 1 and on_disk(store) is None
    table.session.leave()  # left again (Esc twice): still once
    Table(store, 6)  # the title's New round: a session of its own
    assert played_on_disk(store) == 1 and store.record_writes == 1


def test_a_round_quit_before_its_end_is_shown_is_saved_and_ends_when_resumed(
    store: CountingStore,
) -> None:
    """The game closed while the last battle moves: the round before it is kept (nothing
    counted), and resumed, its last battle plays again and is counted."""
    seed = short_seed()
    table = playing(store, seed, 0)
    while not table.session.is_over:
        events = table.session.play()
        if not table.session.is_over:
            table.show(events)
            table.session.save()
    assert played_on_disk(store) == 0
    saved = on_disk(store)
    assert saved is not None
    again = Table(store, resume=saved)
    again.battle()
    assert again.session.counted and played_on_disk(store) == 1 and on_disk(store) is None


# -- replaying ----------------------------------------------------------------------------------


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 10_000), battles=st.integers(1, 60))
def test_a_replay_changes_nothing(tmp_path: Path, seed: int, battles: int) -> None:
    """Replaying the last battle shows it again from the table before it, and landing it
    again saves, logs and counts nothing new."""
    store = Store(tmp_path / f"replay-{seed}-{battles}")
    table = playing(store, seed, battles)
    session = table.session
    played = session.shown.battles
    state = (session.round.position(), list(session.log.lines), store.saved_round)
    again = session.replay()
    assert again is not None
    assert again.before == replay(seed, played - 1)[0].position()
    assert again.before_winner == last_winner(again.before)
    assert again.events == replay(seed, played)[1]
    table.shown.restore(again.before)
    table.show(again.events)
    session.save()
    assert (session.round.position(), list(session.log.lines), store.saved_round) == state
    assert on_disk(store) == state[2]
    assert played_on_disk(store) == (1 if session.is_over else 0)
    store.close()


def test_nothing_to_replay_before_the_first_battle_or_without_a_deal_number(
    store: CountingStore,
) -> None:
    assert playing(store, 3, 0).session.replay() is None
    table = Table(store, resume=both_out_position())
    table.battle()
    assert table.session.replay() is None


# -- the log ------------------------------------------------------------------------------------


def test_the_log_holds_the_battles_landed_and_no_others(store: CountingStore) -> None:
    table = playing(store, 3, 4)
    assert table.session.log.lines == BattleLog.of_deal(3, 4).lines
    table.session.play()  # moving
    assert table.session.log.lines == BattleLog.of_deal(3, 4).lines


# -- resuming -----------------------------------------------------------------------------------


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, BATTLE_LIMIT))
def test_a_resumed_round_is_the_uninterrupted_round(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, stop: int
) -> None:
    """Stopped after any battle (the game closed, killed), started again on the same folder
    and resumed: the same battles, the same log, the same ending, counted once."""
    monkeypatch.setattr("war.store.files.os.fsync", lambda handle: None)  # tests/store: kills
    folder = tmp_path / f"resume-{seed}-{stop}"
    store = Store(folder)
    table = playing(store, seed, 0)
    while table.session.shown.battles < stop and not table.session.is_over:
        table.battle()
    store.close()  # the game gone: its lock with it
    store = Store(folder)
    saved = store.saved_round
    if saved is None:  # the round had ended and was counted
        assert table.session.is_over and store.record.played == 1
    else:
        assert saved.battles == stop
        table = Table(store, resume=saved)
        assert table.session.log.lines == BattleLog.of_deal(seed, stop).lines
        while not table.session.is_over:
            table.battle()
    assert table.session.outcome == play_fast(shuffled_deck(seed))
    assert table.session.log.lines == BattleLog.of_deal(seed, BATTLE_LIMIT).lines
    assert store.record.played == 1 and store.record.history[-1].seed == seed
    store.close()


def test_resuming_marks_who_won_the_battle_before(store: CountingStore) -> None:
    for battles in range(1, 12):
        won = next(e.winner for e in replay(3, battles)[1] if isinstance(e, BattleWon))
        assert last_winner(replay(3, battles)[0].position()) is won
    assert last_winner(Round.from_seed(3).position()) is None
    assert won in (Side.PLAYER, Side.COMPUTER)


# -- rules and the deal of the day --------------------------------------------------------------

HOUSE = Rules(3, Pickup.SHUFFLED, None)
DAY = date(2026, 12, 1)


def test_a_round_plays_by_its_rules_and_is_saved_and_counted_with_them(
    store: CountingStore,
) -> None:
    table = Table(store, 570, rules=HOUSE)
    assert table.session.rules == HOUSE and table.session.battle_limit is None
    table.battle()
    reader = Store(store.folder, read_only=True)
    assert reader.saved_rules == HOUSE and reader.saved_round == table.session.shown
    table.to_the_end()
    whole = Round.from_seed(570, rules=HOUSE)
    list(whole.play_to_end())
    assert table.session.outcome == whole.outcome
    record = Store(store.folder, read_only=True).record
    assert record.per_rules(HOUSE).played == 1 and record.per_rules(SEED_RULES).played == 0
    assert record.history[-1].rules == HOUSE


def test_a_resumed_round_keeps_the_rules_it_was_saved_with(store: CountingStore) -> None:
    table = Table(store, 570, rules=HOUSE)
    for _ in range(5):
        table.battle()
    saved = on_disk(store)
    assert saved is not None
    # Started again with no rules asked for: the saved round's own are used.
    again = Table(Store(store.folder, read_only=True), resume=saved)
    assert again.session.rules == HOUSE and not again.session.daily


def test_the_next_deal_keeps_the_rules_unless_others_are_asked_for(store: CountingStore) -> None:
    table = Table(store, 3, rules=HOUSE, today=lambda: DAY)
    table.deal(4)
    assert table.session.rules == HOUSE
    table.deal(5, rules=SEED_RULES)
    assert table.session.rules == SEED_RULES
    table.deal(6, rules=HOUSE)
    table.deal(daily=True)  # the day's deal: always by the seed rules...
    assert table.session.rules == SEED_RULES and table.session.daily
    table.deal(7)  # ...and the deal after it by the rules before it
    assert table.session.rules == HOUSE and not table.session.daily


def test_the_deal_of_the_day_is_todays_number_by_the_seed_rules(store: CountingStore) -> None:
    table = Table(store, 3, rules=HOUSE, daily=True, today=lambda: DAY)
    assert (table.session.seed, table.session.rules) == (20261201, SEED_RULES)
    assert table.session.daily and store.saved_daily
    assert Store(store.folder, read_only=True).saved_daily
    table.to_the_end()
    record = Store(store.folder, read_only=True).record
    assert record.history[-1].daily and record.daily[DAY].battles == table.session.round.battles


def test_the_same_deal_chosen_by_hand_is_no_deal_of_the_day(store: CountingStore) -> None:
    table = Table(store, 20261201, today=lambda: DAY)
    assert not table.session.daily
    table.to_the_end()
    record = Store(store.folder, read_only=True).record
    assert record.daily == {} and not record.history[-1].daily and record.played == 1


def test_the_days_first_result_stands(store: CountingStore) -> None:
    """Played a second time as the deal of the day, the same day: counted as a round, the
    day's result still the first."""
    table = Table(store, daily=True, today=lambda: DAY)
    table.to_the_end()
    first = Store(store.folder, read_only=True).record.daily[DAY]
    table.deal(daily=True)
    table.to_the_end()
    record = Store(store.folder, read_only=True).record
    assert record.played == 2 and record.daily == {DAY: first}
    assert [each.daily for each in record.history] == [True, False]


def test_a_deal_of_the_day_resumed_the_next_day_counts_for_its_own_day(
    store: CountingStore,
) -> None:
    table = Table(store, daily=True, today=lambda: DAY)
    table.battle()
    saved = on_disk(store)
    assert saved is not None
    later = Table(store, resume=saved, today=lambda: date(2026, 12, 2))
    assert later.session.daily and later.session.seed == 20261201
    later.to_the_end()
    record = Store(store.folder, read_only=True).record
    assert list(record.daily) == [DAY] and record.history[-1].ended == date(2026, 12, 2)


# -- medals -------------------------------------------------------------------------------------


def a_won_deal() -> int:
    return next(s for s in range(100) if play_fast(shuffled_deck(s)).winner is Winner.PLAYER)


def test_a_round_counted_earns_its_medals_once_dated_the_day_it_ended(
    store: CountingStore,
) -> None:
    table = Table(store, a_won_deal(), today=lambda: DAY)
    table.to_the_end()
    assert Medal.FIRST_WIN in table.session.medals_earned
    assert Store(store.folder, read_only=True).record.medals[Medal.FIRST_WIN] == DAY
    table.deal(a_won_deal())
    assert table.session.medals_earned == ()  # a new round: nothing earned yet
    table.to_the_end()
    assert Medal.FIRST_WIN not in table.session.medals_earned  # held already
    assert Store(store.folder, read_only=True).record.medals[Medal.FIRST_WIN] == DAY


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, 300), rules=st.sampled_from(ALL_RULES))
def test_a_round_resumed_earns_what_the_whole_round_did(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, stop: int, rules: Rules
) -> None:
    """Stopped after any battle and resumed in a new game: the medals earned are those of
    the round played through without a stop."""
    monkeypatch.setattr("war.store.files.os.fsync", lambda handle: None)
    whole = Table(Store(tmp_path / f"whole-{seed}-{stop}-{rules.key}"), seed, rules=rules)
    whole.to_the_end()
    folder = tmp_path / f"stopped-{seed}-{stop}-{rules.key}"
    store = Store(folder)
    table = Table(store, seed, rules=rules)
    while table.session.shown.battles < stop and not table.session.is_over:
        table.battle()
    store.close()
    store = Store(folder)
    if store.saved_round is not None:
        table = Table(store, resume=store.saved_round)
        table.to_the_end()
    assert table.session.medals_earned == whole.session.medals_earned
    assert set(store.record.medals) == set(whole.session.medals_earned)
    store.close()


class Killed(BaseException):
    """The process gone at this instant (nothing after it runs)."""


def test_killed_between_forgetting_the_round_and_counting_it_nothing_is_counted_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The round file goes first, then the record and the medals in one write: killed
    between the two, the round and its medals are lost together, and the round is not
    there to resume and end (and be counted) again."""
    folder = tmp_path / "data"
    store = Store(folder)
    table = Table(store, a_won_deal(), today=lambda: DAY)
    real = store_module.write_json

    def dies_at_the_record(path: Path, data: dict[str, Any]) -> None:
        if path.name == RECORD_FILE:
            raise Killed
        real(path, data)

    monkeypatch.setattr(store_module, "write_json", dies_at_the_record)
    with pytest.raises(Killed):
        table.to_the_end()
    store.close()
    monkeypatch.setattr(store_module, "write_json", real)
    after = Store(folder)
    assert after.saved_round is None and after.record.played == 0 and after.record.medals == {}
    again = Table(after, a_won_deal(), today=lambda: DAY)
    again.to_the_end()
    record = Store(folder, read_only=True).record
    assert record.played == 1 and Medal.FIRST_WIN in record.medals
    assert set(record.medals) == set(again.session.medals_earned)
    after.close()
