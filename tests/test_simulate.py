"""Statistics over many deals, the single-deal runner, and the text the simulate command prints."""

from __future__ import annotations

import io
import math
import statistics

import pytest

from war import simulate
from war.cards import ordered_deck, parse_card, shuffled_deck
from war.engine import BATTLE_LIMIT, Outcome, Round, play_fast, play_ranks
from war.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.report import card_namer, format_battle, format_deal, format_statistics, headline
from war.simulate import (
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


@pytest.mark.parametrize("seed", [*range(200), 2**31 - 1, 10**30])
def test_deal_ranks_are_the_ranks_of_the_shuffled_deck(seed: int) -> None:
    assert deal_ranks(seed) == [card.rank for card in shuffled_deck(seed)]


def test_play_deal_reports_every_battle_and_matches_the_fast_path() -> None:
    battles: list[list] = []
    deck = shuffled_deck(5)
    result = play_deal(deck, seed=5, on_battle=battles.append)
    assert result == play_fast(deck)
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
    ]
    assert record["seed"] is None
    assert record["winner"] in {"player", "computer", "draw"}


def first_battle_with_war(seed: int) -> list:
    round_ = Round.from_seed(seed)
    while not round_.is_over:
        events = round_.play_battle()
        if any(isinstance(event, WarDeclared) for event in events):
            return events
    raise AssertionError(f"seed {seed} has no war")


def test_battle_record_lists_each_war_in_codes() -> None:
    events = first_battle_with_war(1)
    turned = events[0]
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
        "draws": {"battle_limit": 1, "both_out_in_war": 1},
        "reasons": {
            "all_cards": 2,
            "out_of_cards_in_war": 1,
            "both_out_in_war": 1,
            "battle_limit": 1,
        },
        # battles sorted: 10 20 30 40 500; positions ceil(2.5)=3, ceil(4.5)=5, ceil(4.95)=5
        "battles": {"mean": 120.0, "median": 30, "p90": 500, "p99": 500, "max": 500},
        "wars": {"mean": 23 / 5, "max": 9},
        "longest_war_chain": 3,
        "decided_share": 3 / 5,
    }


def test_summarize_lists_all_four_reasons_even_when_unseen() -> None:
    summary = summarize(aggregate(SAMPLE[:1]))
    assert summary["reasons"] == {
        "all_cards": 1,
        "out_of_cards_in_war": 0,
        "both_out_in_war": 0,
        "battle_limit": 0,
    }
    assert summary["draws"] == {"battle_limit": 0, "both_out_in_war": 0}


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
    assert list(seed_chunks(7, 10, 4)) == [(7, 11), (11, 15), (15, 17)]
    assert list(seed_chunks(0, 3, 100)) == [(0, 3)]


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


@pytest.mark.parametrize(("games", "jobs"), [(0, 1), (5, 0)])
def test_run_games_refuses_nonsense(games: int, jobs: int) -> None:
    with pytest.raises(ValueError):
        run_games(0, games, jobs)


# --- text for people -----------------------------------------------------------------------


class AsciiStream(io.StringIO):
    encoding = "ascii"


def test_card_namer_falls_back_to_codes_when_suits_cannot_be_encoded() -> None:
    card = ordered_deck()[-5]  # ten of spades
    assert card_namer(AsciiStream())(card) == "TS"
    assert card_namer(io.TextIOWrapper(io.BytesIO(), encoding="cp1252"))(card) == "TS"
    assert card_namer(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))(card) == "10♠"
    assert card_namer(io.StringIO())(card) == "10♠"


def test_format_battle_names_cards_wars_winner_and_piles() -> None:
    events = first_battle_with_war(1)
    line = format_battle(events, lambda card: card.code)
    turned = events[0]
    won = next(event for event in events if isinstance(event, BattleWon))
    assert isinstance(turned, CardsTurned)
    assert line.startswith(f"battle {turned.battle:>3}: {turned.player.code} v ")
    assert "war 1: down " in line and ", up " in line
    assert f"{won.winner} takes {len(won.cards)}" in line
    assert line.endswith(f"piles {won.player_count}-{won.computer_count}")
    assert "\n" not in line


def test_format_battle_of_the_last_battle_says_who_won() -> None:
    round_ = Round.from_seed(3)
    events: list = []
    while not round_.is_over:
        events = round_.play_battle()
    assert format_battle(events, lambda card: card.code).endswith(
        "| Player wins: took all 52 cards"
    )


CUT_SHORT_CODES = ("2C", "2D", "3C", "3D", "4C", "4D", "5C", "5D")


def test_format_battle_of_wars_cut_short() -> None:
    c2, d2, c3, d3, c4, d4, c5, d5 = (parse_card(code) for code in CUT_SHORT_CODES)
    ran_out_before_laying = [
        CardsTurned(9, c2, d2),
        WarDeclared(9, 2, 1),
        BattleWon(9, Side.PLAYER, (c2, d2), 52, 0),
        RoundOver(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 9, 1, 52, 0, 1),
    ]
    assert format_battle(ran_out_before_laying, str) == (
        "battle   9: 2C v 2D | war 1: no cards left to lay | player takes 2 | piles 52-0"
        " | Player wins: the computer ran out of cards in a war"
    )
    both_out_before_turning = [
        CardsTurned(7, c2, d2),
        WarDeclared(7, 2, 1),
        CardLaidFaceDown(7, Side.PLAYER, c3),
        CardLaidFaceDown(7, Side.COMPUTER, d3),
        WarCardsTurned(7, c5, d5, 1),
        WarDeclared(7, 5, 2),
        CardLaidFaceDown(7, Side.PLAYER, c4),
        CardLaidFaceDown(7, Side.COMPUTER, d4),
        CardsReturned(7, (c2, c3, c5, c4), (d2, d3, d5, d4), 4, 4),
        RoundOver(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 7, 2, 4, 4, 2),
    ]
    assert format_battle(both_out_before_turning, str) == (
        "battle   7: 2C v 2D | war 1: down 3C 3D, up 5C v 5D"
        " | war 2: down 4C 4D, no cards left to turn"
        " | both out of cards: each takes back its own | piles 4-4"
        " | Draw: both ran out of cards in the same war"
    )
    record = battle_record(both_out_before_turning)
    assert record["wars"] == [
        {"down": ["3C", "3D"], "up": ["5C", "5D"]},
        {"down": ["4C", "4D"], "up": []},
    ]
    assert (record["winner"], record["player_cards"], record["computer_cards"]) == (None, 4, 4)


@pytest.mark.parametrize(
    ("winner", "reason", "expected"),
    [
        (Winner.PLAYER, Reason.ALL_CARDS, "Player wins: took all 52 cards"),
        (Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR, "the player ran out of cards in a war"),
        (Winner.DRAW, Reason.BOTH_OUT_IN_WAR, "Draw: both ran out of cards in the same war"),
        (Winner.DRAW, Reason.BATTLE_LIMIT, f"no winner after {BATTLE_LIMIT} battles"),
    ],
)
def test_headline_says_why_in_plain_words(winner: Winner, reason: Reason, expected: str) -> None:
    assert expected in headline(winner, reason)


def test_format_deal_tells_how_to_replay() -> None:
    deck = shuffled_deck(42)
    text = format_deal(play_fast(deck), 42, deck)
    assert "python main.py simulate --seed 42 --trace" in text
    assert "python main.py --seed 42" in text
    text = format_deal(play_fast(deck), None, deck)
    assert "python main.py simulate --deck '" in text and "--seed" not in text
    assert text.isascii()


def test_format_statistics_mentions_every_figure() -> None:
    text = format_statistics(summarize(aggregate(SAMPLE)), 10)
    assert "5 deals, seeds 10 to 14" in text
    assert "median 30, p90 500, p99 500, max 500" in text
    assert "Decided within the limit: 60.0%" in text
    assert "Longest chain of wars in one battle: 3" in text
    assert "nearest-rank" in text
    assert text.isascii()
