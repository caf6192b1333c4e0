"""The lifetime record: every finished round counted (by its rules and how it ended), the
recent ones listed, the deal of the day's results, the medals earned.

``streak`` is the current run of wins, whatever the rules. ``history`` keeps the latest
HISTORY_MOST rounds, oldest first, for the charts and the story of the last round: each
with its rules, whether it was its day's deal of the day, and the local day it ended. The
totals count every round ever played.

``daily`` holds the result of each day's deal of the day, the latest DAILY_MOST days: the
first result of a day stands (the deal played again that day is counted as a round like
any other). ``daily_run`` is the days in a row, up to the latest day listed, whose deal
was played to its end, won or not: played counts, as in Microsoft's daily challenges (the
days before the listed ones are in it, so the run can outlast the listing once it holds
DAILY_MOST days; before that, every day ever played is listed, and a file's run or best
longer than the days listed show is brought down to theirs). ``medals``
holds each medal earned (war/session/medals.py) and the day it was first earned.

How it is kept in ``stats.json``, and read back value by value: war/store/record_file.py.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import TYPE_CHECKING

from war.core.endings import ENDING_ORDER, ending_key
from war.core.events import Reason, Winner
from war.core.rules import ALL_RULES, SEED_RULES, Rules
from war.session.medals import Medal

if TYPE_CHECKING:
    from war.core.outcome import Outcome

HISTORY_MOST = 1000
DAILY_MOST = 1000  # days of daily results listed: nearly three years
# The most a count may be: the largest whole number every JSON reader holds exactly
# (RFC 8259, section 6), far past any lifetime of play. A count beyond it was not written
# by the game, and would overflow the floats the charts are drawn with.
COUNT_MOST = 2**53 - 1
Pair = tuple[Winner, Reason]


def endings_of(rules: Rules) -> tuple[Pair, ...]:
    """The endings a round under ``rules`` can have: a draw at the limit with one, an
    endless draw without."""
    never = Reason.BATTLE_LIMIT if rules.battle_limit is None else Reason.ENDLESS
    return tuple(pair for pair in ENDING_ORDER if pair[1] is not never)


def value_name(rules: Rules, pair: Pair) -> str:
    """A count of rounds as a notice names it: "player all_cards" for the seed rules,
    "3 shuffled none: player all_cards" for a house's."""
    name = ending_key(*pair)
    return name if rules.is_seed else f"{rules.key}: {name}"


def runs(days: Collection[date]) -> tuple[int, int]:
    """Of ``days``: the days in a row up to the latest, and the most days in a row."""
    ordered = sorted(days)
    run = longest = 0
    for before, day in zip([None, *ordered], ordered, strict=False):
        run = run + 1 if before is not None and day - before == timedelta(days=1) else 1
        longest = max(longest, run)
    return run, longest


def battles_most(rules: Rules) -> int:
    """The most battles a round under ``rules`` can last (no limit: as many as a count
    may be)."""
    return COUNT_MOST if rules.battle_limit is None else rules.battle_limit


def _zeros(rules: Rules) -> dict[Pair, int]:
    return dict.fromkeys(endings_of(rules), 0)


@dataclass
class Finished:
    """One finished round, as the history keeps it."""

    seed: int | None
    battles: int
    wars: int
    winner: Winner
    reason: Reason
    rules: Rules = SEED_RULES
    daily: bool = False  # its day's deal of the day, the result that day stands by
    ended: date | None = None  # the local day it ended (None: counted before version 2)


@dataclass
class DayResult:
    """How a day's deal of the day went, the first time it was played to its end."""

    winner: Winner
    reason: Reason
    battles: int
    wars: int


@dataclass
class Tally:
    """The rounds played under one rule set, by how they ended."""

    endings: Mapping[Pair, int]

    @property
    def played(self) -> int:
        return sum(self.endings.values())

    def count(self, winner: Winner) -> int:
        return sum(n for (who, _), n in self.endings.items() if who is winner)

    @property
    def won(self) -> int:
        return self.count(Winner.PLAYER)

    @property
    def lost(self) -> int:
        return self.count(Winner.COMPUTER)

    @property
    def drawn(self) -> int:
        return self.count(Winner.DRAW)


@dataclass
class Record:
    by_rules: Mapping[Rules, Mapping[Pair, int]] = field(
        default_factory=lambda: {SEED_RULES: _zeros(SEED_RULES)}
    )
    streak: int = 0
    best_streak: int = 0
    longest_round: int = 0
    most_wars_in_a_battle: int = 0
    battles: int = 0
    wars: int = 0
    history: tuple[Finished, ...] = ()
    daily: Mapping[date, DayResult] = field(default_factory=dict)  # oldest day first
    daily_run: int = 0
    best_daily_streak: int = 0
    medals: Mapping[Medal, date] = field(default_factory=dict)

    @property
    def endings(self) -> Mapping[Pair, int]:
        """Every round counted by how it ended, whatever its rules (every pair listed)."""
        totals = dict.fromkeys(ENDING_ORDER, 0)
        for counts in self.by_rules.values():
            for pair, n in counts.items():
                totals[pair] += n
        return totals

    @property
    def played(self) -> int:
        return sum(self.endings.values())

    def count(self, winner: Winner) -> int:
        """Rounds that ended with ``winner`` (Winner.DRAW: the draws)."""
        return sum(n for (who, _), n in self.endings.items() if who is winner)

    def per_rules(self, rules: Rules) -> Tally:
        """The rounds played under ``rules``: played, won, lost, drawn, and how each ended."""
        return Tally({**_zeros(rules), **self.by_rules.get(rules, {})})

    @property
    def rules_played(self) -> tuple[Rules, ...]:
        """The rule sets at least one round was played under, the seed rules first."""
        return tuple(rules for rules in ALL_RULES if self.per_rules(rules).played)

    def with_round(
        self,
        outcome: Outcome,
        seed: int | None,
        rules: Rules = SEED_RULES,
        *,
        daily: date | None = None,
        ended: date | None = None,
        medals: Collection[Medal] = (),
    ) -> Record:
        """The record once ``outcome`` (of deal ``seed`` under ``rules``) has been counted
        too: ``daily``, the day whose deal of the day it was (its result stands if it is
        that day's first); ``ended``, the local day it ended; ``medals``, those it earned
        (dated ``ended``, which they need; one held already keeps its date)."""
        pair = (outcome.winner, outcome.reason)
        if pair not in endings_of(rules):
            raise ValueError(f"no round under {rules.key!r} ends {ending_key(*pair)!r}")
        by_rules = {each: dict(counts) for each, counts in self.by_rules.items()}
        counts = by_rules.setdefault(rules, _zeros(rules))
        counts[pair] += 1
        streak = self.streak + 1 if outcome.winner is Winner.PLAYER else 0
        the_days = daily is not None and rules.is_seed and daily not in self.daily
        finished = Finished(
            seed, outcome.battles, outcome.wars, *pair, rules, daily=the_days, ended=ended
        )
        if medals and ended is None:
            raise ValueError("medals are dated by the day the round ended")
        record = replace(
            self,
            by_rules=by_rules,
            streak=streak,
            best_streak=max(self.best_streak, streak),
            longest_round=max(self.longest_round, outcome.battles),
            most_wars_in_a_battle=max(self.most_wars_in_a_battle, outcome.longest_war_chain),
            battles=self.battles + outcome.battles,
            wars=self.wars + outcome.wars,
            history=(*self.history, finished)[-HISTORY_MOST:],
            medals={**{medal: ended for medal in medals if ended is not None}, **self.medals},
        )
        if the_days:
            assert daily is not None
            result = DayResult(*pair, outcome.battles, outcome.wars)
            record = record._with_day(daily, result)
        return record

    def _with_day(self, day: date, result: DayResult) -> Record:
        latest = max(self.daily, default=None)
        days = dict(sorted({**self.daily, day: result}.items())[-DAILY_MOST:])
        if day not in days:  # older than every day listed: too old to count now
            return self
        run, longest = runs(days)
        if latest is None or day > latest:
            daily_run = self.daily_run + 1 if latest == day - timedelta(days=1) else 1
        else:  # an earlier day filled in: the run up to the latest may reach further back
            daily_run = max(self.daily_run, run)
        best = max(self.best_daily_streak, daily_run, longest)
        return replace(self, daily=days, daily_run=daily_run, best_daily_streak=best)


def sorted_medals(record: Record) -> list[Medal]:
    """The medals ``record`` holds, in the order shown."""
    return [medal for medal in Medal if medal in record.medals]


def daily_streak(record: Record, today: date) -> int:
    """The days in a row whose deal of the day was played, up to today or yesterday (a
    streak lives on through today until today's deal is played)."""
    latest = max(record.daily, default=None)
    return record.daily_run if latest is not None and latest >= today - timedelta(1) else 0
