"""The round in progress as JSON (``round.json``), and the checks a loaded one must pass.

    {"version": 2, "rules": "1 as-laid 500", "daily": false,
     "seed": 570, "battles": 12, "wars": 3, "longest_war_chain": 1,
     "player": ["KC", "TH", ...], "computer": ["9S", ...]}

``rules`` is the key of the rule set the round is played under (war/core/rules.py), and
``daily`` whether it was started as its day's deal of the day (always under the seed
rules; its day is its deal's number, war/session/daily.py). Piles are listed top first, as
card codes; "10H" and "TH" both read as the ten of hearts. A version 1 file (no rules, no
``daily``) is a round under the seed rules, not a deal of the day.

A saved round is checked by replaying its deal under its rules: a deal plays only one way,
so a position the deal never reaches was not written by the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from war.core.cards import Card, CardError, parse_card
from war.core.position import Position, PositionError
from war.core.rules import SEED_RULES, Rules, RulesError
from war.session.daily import day_of
from war.store.checks import brief, there, versions, whole
from war.store.files import BadFile
from war.words import files as words
from war.words.cards import card_problem

VERSION = 2


@dataclass
class Saved:
    """A round to resume: where it stands, the rules it is played by, and whether it is a
    deal of the day."""

    position: Position
    rules: Rules = SEED_RULES
    daily: bool = False


def to_json(position: Position, rules: Rules = SEED_RULES, daily: bool = False) -> dict[str, Any]:
    return {
        "version": VERSION,
        "rules": rules.key,
        "daily": daily,
        "seed": position.seed,
        "battles": position.battles,
        "wars": position.wars,
        "longest_war_chain": position.longest_war_chain,
        "player": [card.code for card in position.player],
        "computer": [card.code for card in position.computer],
    }


def from_json(data: Any) -> Saved:
    """The round ``data`` describes. Raises BadFile saying what is wrong."""
    rules, daily = SEED_RULES, False
    if versions(data, (1, VERSION)) > 1:
        try:
            rules = Rules.from_key(there(data, "rules"))
        except RulesError:
            raise BadFile(words.unknown_rules(brief(data["rules"]))) from None
        daily = there(data, "daily")
        if not isinstance(daily, bool):
            raise BadFile(words.not_true_or_false("daily", brief(daily)))
        if daily and not rules.is_seed:
            raise BadFile(words.daily_under_house_rules())
    position = Position(
        seed=whole(data, "seed"),
        battles=whole(data, "battles"),
        wars=whole(data, "wars"),
        longest_war_chain=whole(data, "longest_war_chain"),
        player=_pile(data, "player"),
        computer=_pile(data, "computer"),
    )
    try:
        position.check(rules)
    except PositionError as error:
        raise BadFile(words.position_problem(error)) from None
    if daily and (position.seed is None or day_of(position.seed) is None):
        raise BadFile(words.not_a_days_deal(position.seed or 0))
    if position.seed is not None:
        _check_replayed(position, position.seed, rules)
    return Saved(position, rules, daily)


def _check_replayed(position: Position, seed: int, rules: Rules) -> None:
    """A deal plays only one way under its rules: the position must be where deal ``seed``
    stands after that many battles, or the file was edited."""
    from war.core.engine import replay  # only for a saved round: a fresh title needs no engine

    round_, _ = replay(seed, position.battles, rules=rules)
    if round_.battles != position.battles or round_.is_over:
        raise BadFile(words.deal_ends_early(seed, position.battles))
    if round_.position() != position:
        raise BadFile(words.not_where_the_deal_stands(seed, position.battles))


def _pile(data: dict[str, Any], key: str) -> tuple[Card, ...]:
    codes = data.get(key)
    if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
        raise BadFile(words.not_card_codes(key))
    try:
        return tuple(parse_card(code) for code in codes)
    except CardError as error:
        shown = brief(error.value)  # a code from the file: cut short, as repr
        raise BadFile(words.bad_card(key, card_problem(error, shown))) from None
