"""The Record's part that compares like with like: which rule set its lengths chart is of
(the round just finished's, else the rules new rounds are dealt under), the rounds of that
rule set binned over that rule set's reference histogram (war/simulator/lengths.py), and
under house rules a row counting the rounds played under them.

A battle limit of 500 has bins of 50 battles (100, 250 where their names need room); 1000
and no limit twice as wide; with no limit the last bin holds every round of 1,000 battles
and more.
"""

from __future__ import annotations

from functools import cache

from war.core.rules import Rules
from war.simulator import lengths
from war.simulator.lengths import Lengths
from war.store.record import Record
from war.window.drawing import charts
from war.words import record as record_words
from war.words import record_rules as words

Bins = list[tuple[int, int]]  # each (first, last) battle, ends included

BIN_WIDTHS = (50, 100, 250)  # under a limit of 500; scaled with the limit
SCALE_LIMIT = 500  # the limit BIN_WIDTHS are for
OPEN_FROM = 1000  # with no limit, the last bin: this many battles and more
OPEN_END = 10**9  # (its end: more battles than any round can last)


def rules_of(record: Record, finished: bool, chosen: Rules) -> Rules:
    """The rule set the Record tells of: the round just finished's (``finished``), else
    the rules new rounds are dealt under (``chosen``)."""
    if finished and record.history:
        return record.history[-1].rules
    return chosen


def bins_of(width: int, rules: Rules) -> Bins:
    """The histogram's bins under ``rules``: ``width`` battles each (for a limit of 500),
    then the rounds that reached the limit alone; with no limit, one bin for 1,000 and more."""
    limit = rules.battle_limit
    top = OPEN_FROM if limit is None else limit
    step = width * top // SCALE_LIMIT
    bins = [(first, first + step - 1) for first in range(1, top - step, step)]
    if limit is None:
        return [*bins, (top - step + 1, top - 1), (top, OPEN_END)]
    return [*bins, (top - step + 1, top - 1), (top, top)]


def bin_label(first: int, last: int) -> str:
    """A bin's name: "1–50", "500" alone, or "1000+" (no limit)."""
    if last == OPEN_END:
        return words.open_bin_label(first)
    return record_words.bin_label(first, last)


def length_shares(record: Record, rules: Rules, bins: Bins) -> list[float]:
    """The share of the listed rounds played under ``rules`` whose length falls in each bin."""
    mine = [each.battles for each in record.history if each.rules == rules]
    if not mine:
        return [0.0] * len(bins)
    return [sum(first <= n <= last for n in mine) / len(mine) for first, last in bins]


@cache
def reference(rules: Rules) -> Lengths:
    """The shipped lengths of 100,000 deals played under ``rules``."""
    return lengths.load(rules)


def binned(record: Record, rules: Rules) -> list[charts.Bins]:
    """The lengths of ``record``'s rounds under ``rules`` and of the simulated ones under
    them, in bins of each width, finest first."""
    shipped = reference(rules)
    choices = []
    for width in BIN_WIDTHS:
        bins = bins_of(width, rules)
        labels = [bin_label(*each) for each in bins]
        choices.append(
            charts.Bins(labels, length_shares(record, rules, bins), shipped.shares(bins))
        )
    return choices


def title(rules: Rules) -> str:
    return words.lengths_title(rules)


def legend(rules: Rules) -> str:
    return words.lengths_legend(rules, reference(rules).deals)


def house_row(record: Record, rules: Rules) -> str | None:
    """Under house rules, the row counting the rounds played under them (None under the
    standard rules, or before any)."""
    if rules.is_seed:
        return None
    tally = record.per_rules(rules)
    if not tally.played:
        return None
    return words.under_house_rules(rules, tally.played, tally.won, tally.lost, tally.drawn)


def share_shorter_than(rules: Rules, battles: int) -> float:
    """The share of simulated rounds under ``rules`` shorter than ``battles``."""
    return reference(rules).share_shorter_than(battles)
