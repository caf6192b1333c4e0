"""A record's counts made to fit together by the least change, once a file has been read.

The rules they must keep: no fewer rounds counted than listed, for each rule set and
ending; the current winning streak within the best, the best within the rounds won; the
battles at least the longest round and the listed rounds', at most what the rounds
counted can have lasted (each up to its rule set's limit); the longest round within the
limit of a rule set some round was played under, and at least every listed round; the
wars at least the most in one battle and the listed rounds'. The daily results have their
own: the run of days up to the latest listed is the run the listed days show (more only
if that run reaches back to the first day listed, the listing having been cut), and the
best run at least that and every run listed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import date

from war.core.events import Winner
from war.core.rules import ALL_RULES, SEED_RULES, Rules
from war.store.files import BadFile
from war.store.record import COUNT_MOST, Finished, Pair, endings_of, runs, value_name
from war.words import files as words

TOTALS = ("streak", "best_streak", "longest_round", "most_wars_in_a_battle", "battles", "wars")
Flat = dict[str, int]  # a record's values by the names notices give them


@dataclass
class Values:
    """A record's counts: rounds by rule set and ending, and the totals (TOTALS)."""

    by_rules: Mapping[Rules, Mapping[Pair, int]]
    totals: Mapping[str, int]


def _most(rules: Rules) -> int:
    return COUNT_MOST if rules.battle_limit is None else rules.battle_limit


class _Slots:
    """The counts of rounds a record has, by name: each rule set's endings."""

    def __init__(self, rule_sets: Collection[Rules]) -> None:
        self.of: dict[str, tuple[Rules, Pair]] = {
            value_name(rules, pair): (rules, pair)
            for rules in rule_sets
            for pair in endings_of(rules)
        }

    def names(self) -> list[str]:
        return list(self.of)

    def most(self, name: str) -> int:
        return _most(self.of[name][0])

    def won(self, name: str) -> bool:
        return self.of[name][1][0] is Winner.PLAYER


@dataclass
class _Listed:
    """What the listed rounds say of the counts, worked out once."""

    endings: Counter[str]
    longest: int
    battles: int
    wars: int

    @staticmethod
    def of(history: tuple[Finished, ...]) -> _Listed:
        return _Listed(
            Counter(value_name(each.rules, (each.winner, each.reason)) for each in history),
            max((each.battles for each in history), default=0),
            sum(each.battles for each in history),
            sum(each.wars for each in history),
        )


def _rule_sets(values: Values, history: tuple[Finished, ...]) -> list[Rules]:
    there = {SEED_RULES, *values.by_rules, *(each.rules for each in history)}
    return [rules for rules in ALL_RULES if rules in there]


def _flat(values: Values, slots: _Slots) -> Flat:
    flat = {
        name: values.by_rules.get(rules, {}).get(pair, 0)
        for name, (rules, pair) in slots.of.items()
    }
    return flat | {key: values.totals[key] for key in TOTALS}


def repaired(
    values: Values, history: tuple[Finished, ...], lost: Collection[str]
) -> tuple[Values, list[tuple[str, int, int]]]:
    """``values`` made to fit together (``check``) by the least change, and what was
    changed: (name, from, to). Each value the file had is kept, in the order of
    _kept_first, if it fits with those kept before it; one that does not is changed as
    little as lets it fit. One ``lost`` (not understood, so read as 0; a name of a group,
    "endings", "endings_by_rules" or "endings_by_rules: <rules>", loses all its counts) is
    brought back as the least the values still there imply, never the other way: a best
    streak of 10 means 10 rounds won at least, not a best streak lowered to the wins left."""
    slots = _Slots(_rule_sets(values, history))
    listed = _Listed.of(history)
    wanted = _flat(values, slots)
    gone = set(lost)
    for name, (rules, _) in slots.of.items():
        whole_group = {"endings", "endings_by_rules"} & gone
        if whole_group or f"endings_by_rules: {rules.key}" in gone or rules not in values.by_rules:
            gone.add(name)
    order = _kept_first(wanted, slots)
    fixed: Flat = {}
    for key in order:
        if key not in gone and _least({**fixed, key: wanted[key]}, listed, slots) is not None:
            fixed[key] = wanted[key]
    for key in order:
        if key not in gone and key not in fixed:
            fixed[key] = _closest(fixed, key, wanted[key], listed, slots)
    result = _least(fixed, listed, slots)
    # Each value was fixed only where it fits with those before it (and with nothing fixed,
    # the listed rounds alone always make a record).
    assert result is not None
    changed = [(key, wanted[key], result[key]) for key in wanted if result[key] != wanted[key]]
    by_rules: dict[Rules, dict[Pair, int]] = {}
    for name, (rules, pair) in slots.of.items():
        by_rules.setdefault(rules, {})[pair] = result[name]
    kept = {
        rules: counts for rules, counts in by_rules.items() if rules.is_seed or any(counts.values())
    }
    return Values(kept, {key: result[key] for key in TOTALS}), changed


def _kept_first(values: Flat, slots: _Slots) -> list[str]:
    """The order in which values are kept when not all can be: the counts of rounds first,
    the smallest first (a count past all the rest is the likely mistake), then the current
    streak before the best, the longest round before the battles it is part of, the most
    wars in a battle before the wars."""
    counts = sorted(slots.names(), key=lambda key: values[key])
    return [*counts, *TOTALS]


def _least(fixed: Flat, listed: _Listed, slots: _Slots) -> Flat | None:
    """Every value of a record: the ``fixed`` ones as they are, each other the least the
    rules let it be with them (which leaves the most room for the rest); None if no record
    holds ``fixed`` with those listed rounds."""
    names = slots.names()
    values = {name: listed.endings[name] for name in names}
    values |= {"streak": 0, "longest_round": listed.longest, "most_wars_in_a_battle": 0}
    values |= fixed
    values.setdefault("best_streak", values["streak"])
    free = [name for name in names if name not in fixed]
    if wins := [name for name in free if slots.won(name)]:
        won = sum(values[name] for name in names if slots.won(name))
        values[wins[0]] += max(0, values["best_streak"] - won)
    if free:  # as many rounds as the battles take, and one as long as the longest
        longest = values["longest_round"]
        if longest > _longest_allowed(values, slots):
            roomy = [name for name in free if slots.most(name) >= longest]
            if roomy:
                values[max(roomy, key=slots.most)] += 1
        fought = max(values.get("battles", 0), longest)
        short = fought - _fought_most(values, slots)
        if short > 0:
            roomiest = max(free, key=slots.most)
            values[roomiest] += -(-short // slots.most(roomiest))
    played = sum(values[name] for name in names)
    values.setdefault("battles", max(values["longest_round"], listed.battles, min(played, 1)))
    values.setdefault("wars", max(values["most_wars_in_a_battle"], listed.wars))
    return None if _broken(values, listed, slots) else values


def _longest_allowed(values: Flat, slots: _Slots) -> int:
    """The longest round any rule set played under allows."""
    return max((slots.most(name) for name in slots.names() if values[name]), default=0)


def _fought_most(values: Flat, slots: _Slots) -> int:
    """The most battles the rounds counted can have lasted."""
    return sum(values[name] * slots.most(name) for name in slots.names())


def _closest(fixed: Flat, key: str, wanted: int, listed: _Listed, slots: _Slots) -> int:
    """The value of ``key`` nearest ``wanted`` that fits with ``fixed``. Those that fit
    are a range, from the least up (the rules are each a bound on a sum)."""
    least = _least(fixed, listed, slots)
    assert least is not None  # ``fixed`` fits without ``key``
    low, high = least[key], wanted
    if high <= low or _least({**fixed, key: high}, listed, slots) is not None:
        return max(low, high)
    while high - low > 1:  # low fits and high does not
        middle = (low + high) // 2
        if _least({**fixed, key: middle}, listed, slots) is None:
            high = middle
        else:
            low = middle
    return low


def _broken(values: Flat, listed: _Listed, slots: _Slots) -> str | None:
    """Why ``values`` with those listed rounds are no record: the first rule they break, in
    words; None if they fit together."""
    names = slots.names()
    played = sum(values[name] for name in names)
    won = sum(values[name] for name in names if slots.won(name))
    battles, longest = values["battles"], values["longest_round"]
    if played > COUNT_MOST:
        return words.too_many_rounds(COUNT_MOST)
    if any(name not in slots.of for name in listed.endings):
        return words.listed_round_does_not_fit()
    if any(values[name] < n for name, n in listed.endings.items()):
        return words.more_listed_than_counted()
    if not values["streak"] <= values["best_streak"] <= won:
        return words.streaks_do_not_fit()
    if not max(longest, listed.battles) <= battles <= _fought_most(values, slots):
        return words.battles_do_not_fit()
    if longest > _longest_allowed(values, slots):
        return words.battles_do_not_fit()
    if played and not battles:
        return words.rounds_without_battles()
    if values["wars"] < max(values["most_wars_in_a_battle"], listed.wars):
        return words.wars_do_not_fit()
    if listed.longest > longest:
        return words.listed_round_does_not_fit()
    return None


def check(values: Values, history: tuple[Finished, ...]) -> None:
    """What the counts imply of one another. A record read from a file is fitted to it
    first (``repaired``); this is the last guard, in case a file finds a way past that."""
    slots = _Slots(_rule_sets(values, history))
    problem = _broken(_flat(values, slots), _Listed.of(history), slots)
    if problem is not None:
        raise BadFile(problem)


def repaired_days(
    days: Collection[date], run: int, best: int, lost: Collection[str], *, whole: bool = False
) -> tuple[int, int, list[tuple[str, int, int]]]:
    """The daily run and best daily streak fitted to the days listed (``lost``: those not
    understood, read as 0), and what was changed: (name, from, to). ``whole``: the days
    listed are every day ever played (none cut off the listing, none left out), so the
    run and the best are exactly theirs."""
    listed_run, longest = runs(days) if days else (0, 0)
    fitted_run = run
    # The run shows whole in the days listed unless it reaches back to the first of them,
    # and the listing was cut there.
    reaches_back = listed_run == len(days) and not whole
    if "daily_run" in lost or run < listed_run or (run > listed_run and not reaches_back):
        fitted_run = listed_run
    if not days:
        fitted_run = 0
    least_best = max(fitted_run, longest)
    keep = "best_daily_streak" not in lost and not whole
    fitted_best = max(best, least_best) if keep else least_best
    changed = [
        (key, old, new)
        for key, old, new in (
            ("daily_run", run, fitted_run),
            ("best_daily_streak", best, fitted_best),
        )
        if old != new
    ]
    return fitted_run, fitted_best, changed
