"""Statistics over many deals and the single-deal runner behind the simulate command."""

from __future__ import annotations

import dataclasses
import math
import statistics

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.decks import CONSTRUCTED, first_battle_with_war
from war.core.cards import ordered_deck, shuffled_deck
from war.core.engine import BATTLE_LIMIT, Outcome, Round, play_fast, play_ranks
from war.core.events import (
    BattleWon,
    CardsTurned,
    Reason,
    RoundOver,
    WarDeclared,
    Winner,
)
from war.core.rules import SEED_RULES, Rules
from war.simulator import simulate
from war.simulator.simulate import (
    Tally,
    aggregate,
    battle_record,
    deal_ranks,
    merge,
    nearest_rank,
    outcome_record,
    play_deal,
    run_games,
    seed_chunks,
    summarize,
    tally_seeds,
)

DRAW, ENDLESS = Winner.DRAW, Reason.ENDLESS


def outcome(winner: Winner, reason: Reason, battles: int, wars: int = 0, chain: int = 0):
    player = 52 if winner is Winner.PLAYER else 0 if winner is Winner.COMPUTER else 26
    return Outcome(winner, reason, battles, wars, player, 52 - player, chain)


SAMPLE = [
    outcome(Winner.PLAYER, Reason.ALL_CARDS, 10, wars=1, chain=1),
    outcome(Winner.COMPUTER, Reason.ALL_CARDS, 30, wars=4, chain=2),
    outcome(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 20, wars=2, chain=1),
    outcome(Winner.DRAW, Reason.BATTLE_LIMIT, 500, wars=9, chain=3),
    outcome(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 40, wars=7, chain=2),
]


def seeded_outcomes(first: int, count: int) -> list[Outcome]:
    """The direct computation the brief names: play_ranks on the ranks of shuffled_deck."""
    return [play_ranks([c.rank for c in shuffled_deck(s)]) for s in range(first, first + count)]


# --- deals --------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**30))
@example(0)
@example(2**31 - 1)
@example(10**30)
def test_deal_ranks_are_the_ranks_of_the_shuffled_deck(seed: int) -> None:
    assert deal_ranks(seed) == [card.rank for card in shuffled_deck(seed)]


def test_play_deal_reports_every_battle_and_returns_the_outcome_it_reported() -> None:
    # That this outcome is also the fast path's: tests/core/test_properties.py.
    battles: list[list] = []
    result = play_deal(shuffled_deck(5), seed=5, on_battle=battles.append)
    assert tuple(battles[-1][-1]) == dataclasses.astuple(result)
    assert len(battles) == result.battles
    assert [events[0].battle for events in battles] == list(range(1, result.battles + 1))
    assert isinstance(battles[-1][-1], RoundOver)


def test_outcome_record_has_the_documented_fields() -> None:
    record = outcome_record(play_fast(ordered_deck()), None)
    assert list(record) == [
        "winner",
        "reason",
        "battles",
        "wars",
        "player_cards",
        "computer_cards",
        "seed",
        "rules",
    ]
    assert record["seed"] is None
    assert record["winner"] in {"player", "computer", "draw"}


def test_battle_record_lists_each_war_in_codes() -> None:
    events = first_battle_with_war(1)
    turned = events[0]
    assert isinstance(turned, CardsTurned)
    won = next(event for event in events if isinstance(event, BattleWon))
    record = battle_record(events)
    assert record["battle"] == turned.battle
    assert (record["player"], record["computer"]) == (turned.player.code, turned.computer.code)
    assert len(record["wars"]) == sum(isinstance(event, WarDeclared) for event in events)
    assert all(len(war["down"]) == 2 and len(war["up"]) == 2 for war in record["wars"])
    assert record["winner"] == str(won.winner)
    assert (record["player_cards"], record["computer_cards"]) == (
        won.player_count,
        won.computer_count,
    )


# Player 2C..AC then 2H..AH, computer 2D..AD then 2S..AS: every face-up pair ties, so
# battle 1 is 13 wars and both run out after laying the aces face down.
BOTH_OUT_DECK = CONSTRUCTED["both_out"]


def test_battle_record_of_a_war_cut_short_when_both_run_out() -> None:
    record = battle_record(Round(BOTH_OUT_DECK).play_battle())
    assert (record["player"], record["computer"]) == ("2C", "2D")
    assert len(record["wars"]) == 13
    assert record["wars"][0] == {"down": ["3C", "3D"], "up": ["4C", "4D"]}
    assert record["wars"][-1] == {"down": ["AH", "AS"], "up": []}
    assert (record["winner"], record["player_cards"], record["computer_cards"]) == (None, 26, 26)


# --- aggregate, merge, percentiles ---------------------------------------------------------


def test_aggregate_counts_each_field() -> None:
    tally = aggregate(SAMPLE)
    assert tally.games == 5
    assert (tally.player_wins, tally.computer_wins) == (2, 1)
    assert dict(zip(simulate.REASONS, tally.reasons, strict=True)) == {
        Reason.ALL_CARDS: 2,
        Reason.OUT_OF_CARDS_IN_WAR: 1,
        Reason.BOTH_OUT_IN_WAR: 1,
        Reason.BATTLE_LIMIT: 1,
        Reason.ENDLESS: 0,
    }
    assert len(tally.battles) == BATTLE_LIMIT + 1
    assert {n: c for n, c in enumerate(tally.battles) if c} == {10: 1, 20: 1, 30: 1, 40: 1, 500: 1}
    assert (tally.wars_total, tally.wars_max, tally.longest_war_chain) == (23, 9, 3)


def test_aggregate_of_nothing_is_the_empty_tally() -> None:
    assert aggregate([]) == Tally()
    assert Tally().games == 0


def test_merge_is_the_tally_of_the_union() -> None:
    assert merge(aggregate(SAMPLE[:2]), aggregate(SAMPLE[2:])) == aggregate(SAMPLE)


def test_merge_has_a_zero_and_ignores_order() -> None:
    a, b, c = aggregate(SAMPLE[:1]), aggregate(SAMPLE[1:3]), aggregate(SAMPLE[3:])
    assert merge(Tally(), a) == a == merge(a, Tally())
    assert merge(a, b) == merge(b, a)
    assert merge(merge(a, b), c) == merge(a, merge(b, c))


def test_nearest_rank_by_hand() -> None:
    histogram = [0] * 11
    for value in range(1, 11):  # the values 1..10 once each
        histogram[value] = 1
    assert nearest_rank(histogram, 50) == 5  # position ceil(5.0) = 5
    assert nearest_rank(histogram, 90) == 9  # position ceil(9.0) = 9
    assert nearest_rank(histogram, 91) == 10  # position ceil(9.1) = 10
    assert nearest_rank(histogram, 99) == 10
    assert nearest_rank(histogram, 100) == 10
    assert nearest_rank(histogram, 1) == 1
    assert nearest_rank([0, 0, 0, 3], 50) == 3


@pytest.mark.parametrize(("histogram", "percent"), [([0, 0], 50), ([1], 0), ([1], 101)])
def test_nearest_rank_refuses_empty_data_and_bad_percents(histogram: list, percent: int) -> None:
    with pytest.raises(ValueError):
        nearest_rank(histogram, percent)


def test_summarize_by_hand() -> None:
    summary = summarize(aggregate(SAMPLE))
    assert summary == {
        "games": 5,
        "player_wins": 2,
        "computer_wins": 1,
        "draws": {"battle_limit": 1, "both_out_in_war": 1, "endless": 0},
        "reasons": {
            "all_cards": 2,
            "out_of_cards_in_war": 1,
            "both_out_in_war": 1,
            "battle_limit": 1,
            "endless": 0,
        },
        # battles sorted: 10 20 30 40 500; positions ceil(2.5)=3, ceil(4.5)=5, ceil(4.95)=5
        "battles": {"mean": 120.0, "median": 30, "p90": 500, "p99": 500, "max": 500},
        "wars": {"mean": 23 / 5, "max": 9},
        "longest_war_chain": 3,
        "decided_share": 3 / 5,
    }


def test_summarize_lists_every_reason_even_when_unseen() -> None:
    summary = summarize(aggregate(SAMPLE[:1]))
    assert summary["reasons"] == {
        "all_cards": 1,
        "out_of_cards_in_war": 0,
        "both_out_in_war": 0,
        "battle_limit": 0,
        "endless": 0,
    }
    assert summary["draws"] == {"battle_limit": 0, "both_out_in_war": 0, "endless": 0}


def test_summarize_refuses_an_empty_tally() -> None:
    with pytest.raises(ValueError):
        summarize(Tally())


def test_summary_of_seeds_matches_a_direct_computation() -> None:
    outcomes = seeded_outcomes(100, 61)
    battles = sorted(o.battles for o in outcomes)
    n = len(battles)
    summary = summarize(tally_seeds((100, 161)))
    assert summary["games"] == n
    assert summary["player_wins"] == sum(o.winner is Winner.PLAYER for o in outcomes)
    assert summary["computer_wins"] == sum(o.winner is Winner.COMPUTER for o in outcomes)
    for reason in Reason:
        assert summary["reasons"][reason] == sum(o.reason is reason for o in outcomes)
    assert summary["battles"]["mean"] == sum(battles) / n
    assert summary["battles"]["median"] == battles[math.ceil(n * 0.5) - 1] == battles[30]
    assert summary["battles"]["median"] == statistics.median_low(battles)  # odd n: the middle
    assert summary["battles"]["p90"] == battles[math.ceil(n * 0.9) - 1] == battles[54]
    assert summary["battles"]["p99"] == battles[math.ceil(n * 0.99) - 1] == battles[60]
    assert summary["battles"]["max"] == battles[-1]
    assert summary["wars"]["mean"] == sum(o.wars for o in outcomes) / n
    assert summary["wars"]["max"] == max(o.wars for o in outcomes)
    assert summary["longest_war_chain"] == max(o.longest_war_chain for o in outcomes)
    assert summary["decided_share"] == sum(o.winner is not Winner.DRAW for o in outcomes) / n


# --- running many deals ---------------------------------------------------------------------


def test_seed_chunks_are_contiguous_and_cover_the_run() -> None:
    seed = SEED_RULES.key
    assert list(seed_chunks(7, 10, 4)) == [(7, 11, seed), (11, 15, seed), (15, 17, seed)]
    assert list(seed_chunks(0, 3, 100, Rules(battle_limit=None))) == [(0, 3, "1 as-laid none")]


def test_a_tally_with_no_limit_is_as_long_as_its_longest_round_and_merges_padded() -> None:
    rules = Rules(battle_limit=None)
    won, endless = outcome(Winner.PLAYER, Reason.ALL_CARDS, 12), outcome(DRAW, ENDLESS, 1700, 40)
    short, long = aggregate([won], rules), aggregate([endless], rules)
    assert len(short.battles) == 13 and len(long.battles) == 1701
    both = merge(short, long)
    assert both == merge(long, short) == aggregate([won, endless], rules)
    assert both.battles[12] == both.battles[1700] == 1 and sum(both.battles) == 2
    assert summarize(both)["reasons"]["endless"] == 1 == summarize(both)["draws"]["endless"]


def test_run_games_in_one_process_reports_progress_and_matches_the_direct_tally() -> None:
    seen: list[int] = []
    tally = run_games(3, 40, 1, on_progress=seen.append)
    assert tally == aggregate(seeded_outcomes(3, 40))
    assert seen[-1] == 40
    assert seen == sorted(seen)


def test_run_games_over_processes_gives_exactly_the_one_process_result(monkeypatch) -> None:
    pools: list[int] = []
    start_pool = simulate._start_pool

    def counting_start_pool(workers: int):
        pools.append(workers)
        return start_pool(workers)

    monkeypatch.setattr(simulate, "_start_pool", counting_start_pool)
    seen: list[int] = []
    split = run_games(0, 300, 2, on_progress=seen.append, min_games_per_process=50)
    assert pools == [2], "the run should have used two worker processes"
    assert split == run_games(0, 300, 1)
    assert summarize(split) == summarize(run_games(0, 300, 1))
    assert seen[-1] == 300


def test_run_games_stays_in_process_for_small_runs(monkeypatch) -> None:
    def no_pool(workers: int):
        raise AssertionError("no processes for a small run")

    monkeypatch.setattr(simulate, "_start_pool", no_pool)
    assert run_games(0, 20, 8).games == 20


class InlinePool:
    """A pool that runs its tasks right here, counting them."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.tasks = 0

    def __enter__(self) -> InlinePool:
        return self

    def __exit__(self, *exc_info: object) -> None:
        pass

    def imap_unordered(self, function, chunks):
        for chunk in chunks:
            self.tasks += 1
            yield function(chunk)


def test_run_games_starts_no_more_workers_than_the_run_is_worth(monkeypatch) -> None:
    pools: list[InlinePool] = []

    def start_inline_pool(workers: int) -> InlinePool:
        pools.append(InlinePool(workers))
        return pools[-1]

    monkeypatch.setattr(simulate, "_start_pool", start_inline_pool)
    tally = run_games(0, 1500, 1000, min_games_per_process=500)
    assert [pool.workers for pool in pools] == [3]  # 1500 deals, 500 at least per process
    assert pools[0].tasks >= 3 * 4  # a few chunks for every worker
    assert tally == run_games(0, 1500, 1)


@pytest.mark.parametrize(("games", "jobs"), [(0, 1), (5, 0)])
def test_run_games_refuses_nonsense(games: int, jobs: int) -> None:
    with pytest.raises(ValueError):
        run_games(0, games, jobs)
