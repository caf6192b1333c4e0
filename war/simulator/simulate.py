"""Headless rounds: one deal played on the event path, and statistics over many seeded deals.

Statistics are built from compact tallies so that many deals can be split over processes:
``aggregate`` turns outcomes into a ``Tally``, ``merge`` adds tallies, and ``summarize`` turns
one tally into the figures people read. Every count in a tally is an integer and the floats
are computed only in ``summarize``, so splitting the work never changes the result. Every
deal is played by one rule set (war/core/rules.py), the seed rules unless told otherwise;
with no battle limit a tally's histogram is as long as its longest round, and merging pads
the shorter one.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import zip_longest
from multiprocessing.pool import Pool
from typing import Any

from war.core.cards import Card, ordered_deck
from war.core.endings import ENDING_ORDER
from war.core.engine import BATTLE_LIMIT, Outcome, Round, play_ranks
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.core.rules import SEED_RULES, Rules

REASONS = tuple(Reason)
DRAW_REASONS = (Reason.BATTLE_LIMIT, Reason.BOTH_OUT_IN_WAR, Reason.ENDLESS)

# Below this many deals per process, starting processes costs more than it saves.
MIN_GAMES_PER_PROCESS = 500
# Deals per task: small enough for the progress bar to move several times a second.
CHUNK_GAMES = 1000

_ORDERED_RANKS = [card.rank for card in ordered_deck()]
_REASON_INDEX = {reason: index for index, reason in enumerate(REASONS)}
_ENDING_INDEX = {ending: index for index, ending in enumerate(ENDING_ORDER)}
_EMPTY_HISTOGRAM = (0,) * (BATTLE_LIMIT + 1)


def empty_histogram(rules: Rules = SEED_RULES) -> tuple[int, ...]:
    """No rounds yet: a count for each length from 0 to the limit (none: no lengths yet)."""
    limit = rules.battle_limit
    return _EMPTY_HISTOGRAM if limit == BATTLE_LIMIT else (0,) * (0 if limit is None else limit + 1)


def rules_record(rules: Rules) -> dict[str, Any]:
    """The rules in force, as JSON: ``{"war_cards": 1, "pickup": "as-laid", "battle_limit":
    500}`` (``null`` for no limit)."""
    return {
        "war_cards": rules.war_cards,
        "pickup": str(rules.pickup),
        "battle_limit": rules.battle_limit,
    }


def play_deal(
    deck: Sequence[Card],
    *,
    seed: int | None = None,
    rules: Rules = SEED_RULES,
    on_battle: Callable[[list[Event]], None] | None = None,
) -> Outcome:
    """Play one deal battle by battle on the event path; ``on_battle`` sees each battle's events."""
    round_ = Round(deck, seed=seed, rules=rules)
    while round_.outcome is None:
        events = round_.play_battle()
        if on_battle is not None:
            on_battle(events)
    return round_.outcome


def outcome_record(outcome: Outcome, seed: int | None, rules: Rules = SEED_RULES) -> dict[str, Any]:
    """The single-deal JSON object, straight from the engine's Outcome, and the rules."""
    return {
        "winner": str(outcome.winner),
        "reason": str(outcome.reason),
        "battles": outcome.battles,
        "wars": outcome.wars,
        "player_cards": outcome.player_cards,
        "computer_cards": outcome.computer_cards,
        "seed": seed,
        "rules": rules_record(rules),
    }


def battle_record(events: Sequence[Event]) -> dict[str, Any]:
    """One battle as a JSON object with card codes, for ``--trace --json``.

    ``wars`` lists each war's face-down cards and turned cards (player's first); a war cut
    short lacks some. ``winner`` is null when both ran out and took back their own cards.
    """
    record: dict[str, Any] = {}
    wars: list[dict[str, list[str]]] = []
    for event in events:
        match event:
            case CardsTurned(battle, player, computer):
                record |= {"battle": battle, "player": player.code, "computer": computer.code}
                record["wars"] = wars
            case WarDeclared():
                wars.append({"down": [], "up": []})
            case CardLaidFaceDown(_, _, card):
                wars[-1]["down"].append(card.code)
            case WarCardsTurned(_, player, computer, _):
                wars[-1]["up"] = [player.code, computer.code]
            case BattleWon(_, winner, _, player_count, computer_count):
                record |= _piles(str(winner), player_count, computer_count)
            case CardsReturned(_, _, _, player_count, computer_count):
                record |= _piles(None, player_count, computer_count)
    return record


def _piles(winner: str | None, player_count: int, computer_count: int) -> dict[str, Any]:
    return {"winner": winner, "player_cards": player_count, "computer_cards": computer_count}


def deal_ranks(seed: int) -> list[int]:
    """The ranks of ``shuffled_deck(seed)``, top first, without building 52 Card objects.

    A shuffle's permutation depends only on the list's length and the generator, so shuffling
    the ordered ranks gives exactly ``[card.rank for card in shuffled_deck(seed)]`` (a test
    pins this) at less than half the cost.
    """
    ranks = _ORDERED_RANKS.copy()
    random.Random(seed).shuffle(ranks)
    return ranks


@dataclass(frozen=True, slots=True)
class Tally:
    """Integer aggregates of a set of rounds; ``merge`` of two tallies is their union.

    ``reasons`` counts rounds per Reason in ``REASONS`` order, ``endings`` per (winner,
    reason) in ``ENDING_ORDER`` order, and ``battles`` is a histogram: ``battles[n]`` rounds
    lasted exactly n battles (as long as the limit allows, or as the longest round).
    """

    player_wins: int = 0
    computer_wins: int = 0
    reasons: tuple[int, ...] = (0,) * len(REASONS)
    battles: tuple[int, ...] = _EMPTY_HISTOGRAM
    wars_total: int = 0
    wars_max: int = 0
    longest_war_chain: int = 0
    endings: tuple[int, ...] = (0,) * len(ENDING_ORDER)

    @property
    def games(self) -> int:
        return sum(self.reasons)


def aggregate(outcomes: Iterable[Outcome], rules: Rules = SEED_RULES) -> Tally:
    """Tally rounds played by ``rules``."""
    player_wins = computer_wins = wars_total = wars_max = longest = 0
    reasons = [0] * len(REASONS)
    endings = [0] * len(ENDING_ORDER)
    battles = list(empty_histogram(rules))
    for outcome in outcomes:
        if outcome.winner is Winner.PLAYER:
            player_wins += 1
        elif outcome.winner is Winner.COMPUTER:
            computer_wins += 1
        reasons[_REASON_INDEX[outcome.reason]] += 1
        endings[_ENDING_INDEX[outcome.winner, outcome.reason]] += 1
        if outcome.battles >= len(battles):
            battles += [0] * (outcome.battles + 1 - len(battles))
        battles[outcome.battles] += 1
        wars_total += outcome.wars
        wars_max = max(wars_max, outcome.wars)
        longest = max(longest, outcome.longest_war_chain)
    return Tally(
        player_wins,
        computer_wins,
        tuple(reasons),
        tuple(battles),
        wars_total,
        wars_max,
        longest,
        tuple(endings),
    )


def merge(first: Tally, second: Tally) -> Tally:
    """The tally of both sets of rounds. Associative and commutative, with ``Tally()`` as zero."""
    return Tally(
        first.player_wins + second.player_wins,
        first.computer_wins + second.computer_wins,
        tuple(a + b for a, b in zip(first.reasons, second.reasons, strict=True)),
        tuple(a + b for a, b in zip_longest(first.battles, second.battles, fillvalue=0)),
        first.wars_total + second.wars_total,
        max(first.wars_max, second.wars_max),
        max(first.longest_war_chain, second.longest_war_chain),
        tuple(a + b for a, b in zip(first.endings, second.endings, strict=True)),
    )


def nearest_rank(histogram: Sequence[int], percent: int) -> int:
    """The nearest-rank percentile of the values a histogram counts (``histogram[v]`` = count).

    With n values sorted ascending, the p-th percentile is the value at 1-based position
    ceil(p * n / 100): the smallest value that at least p% of the values do not exceed. It is
    always an observed value; the median is p = 50 (for even n, the lower of the middle two).
    """
    total = sum(histogram)
    if total == 0:
        raise ValueError("no values to take a percentile of")
    if not 0 < percent <= 100:
        raise ValueError(f"percent must be in 1..100, got {percent}")
    position = -(-percent * total // 100)  # ceil in integers, so no float rounding
    seen = 0
    for value, count in enumerate(histogram):
        seen += count
        if seen >= position:
            return value
    raise AssertionError("unreachable: position is at most the total")


def summarize(tally: Tally) -> dict[str, Any]:
    """The statistics JSON object. Percentiles are nearest-rank (see ``nearest_rank``)."""
    games = tally.games
    if games == 0:
        raise ValueError("no rounds to summarize")
    reasons = dict(zip((str(reason) for reason in REASONS), tally.reasons, strict=True))
    battles_total = sum(value * count for value, count in enumerate(tally.battles))
    battles_max = max(value for value, count in enumerate(tally.battles) if count)
    return {
        "games": games,
        "player_wins": tally.player_wins,
        "computer_wins": tally.computer_wins,
        "draws": {str(reason): reasons[reason] for reason in DRAW_REASONS},
        "reasons": reasons,
        "battles": {
            "mean": battles_total / games,
            "median": nearest_rank(tally.battles, 50),
            "p90": nearest_rank(tally.battles, 90),
            "p99": nearest_rank(tally.battles, 99),
            "max": battles_max,
        },
        "wars": {"mean": tally.wars_total / games, "max": tally.wars_max},
        "longest_war_chain": tally.longest_war_chain,
        "decided_share": (tally.player_wins + tally.computer_wins) / games,
    }


def tally_seeds(seeds: tuple[int, int] | tuple[int, int, str]) -> Tally:
    """Play the deals of seeds ``start <= seed < stop`` on the fast path, by the rule set
    named by the third item (its key; the seed rules if none). Runs in workers."""
    start, stop = seeds[0], seeds[1]
    rules = Rules.from_key(seeds[2]) if len(seeds) == 3 else SEED_RULES
    outcomes = (play_ranks(deal_ranks(seed), rules, seed) for seed in range(start, stop))
    return aggregate(outcomes, rules)


def seed_chunks(
    first_seed: int, games: int, size: int, rules: Rules = SEED_RULES
) -> Iterator[tuple[int, int, str]]:
    """Contiguous ``(start, stop, rules key)`` ranges of at most ``size`` seeds covering the
    run, lazily."""
    stop = first_seed + games
    key = rules.key
    return ((start, min(start + size, stop), key) for start in range(first_seed, stop, size))


def run_games(
    first_seed: int,
    games: int,
    jobs: int = 1,
    *,
    rules: Rules = SEED_RULES,
    on_progress: Callable[[int], None] | None = None,
    min_games_per_process: int = MIN_GAMES_PER_PROCESS,
) -> Tally:
    """Tally the deals of seeds first_seed .. first_seed + games - 1 by ``rules``, over up to
    ``jobs`` processes.

    The tally is the same for any ``jobs``. ``on_progress`` receives the number of deals done.
    """
    if games < 1 or jobs < 1:
        raise ValueError(f"need games >= 1 and jobs >= 1, got {games} and {jobs}")
    workers = min(jobs, games // min_games_per_process)
    chunks = seed_chunks(first_seed, games, _chunk_size(games, workers), rules)
    total = aggregate([], rules)
    done = 0
    if workers <= 1:
        for chunk in chunks:
            total = merge(total, tally_seeds(chunk))
            done += chunk[1] - chunk[0]
            if on_progress is not None:
                on_progress(done)
        return total
    with _start_pool(workers) as pool:
        for tally in pool.imap_unordered(tally_seeds, chunks):
            total = merge(total, tally)
            done += tally.games
            if on_progress is not None:
                on_progress(done)
    return total


def _chunk_size(games: int, workers: int) -> int:
    """At most CHUNK_GAMES, and small enough that every worker gets a few chunks."""
    return max(1, min(CHUNK_GAMES, -(-games // (max(workers, 1) * 4))))


def _start_pool(workers: int) -> Pool:
    """A "spawn" pool whose workers ignore Ctrl-C: the parent alone handles it, with one line.

    An ignored SIGINT survives exec, so workers started while it is ignored never print a
    KeyboardInterrupt traceback each.
    """
    context = multiprocessing.get_context("spawn")
    if threading.current_thread() is not threading.main_thread():
        return context.Pool(workers)  # only the main thread may touch signal handlers
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(workers)
    finally:
        signal.signal(signal.SIGINT, previous)
