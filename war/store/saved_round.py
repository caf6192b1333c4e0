"""The round in progress as JSON (``round.json``), and the checks a loaded one must pass.

    {"version": 1, "seed": 570, "battles": 12, "wars": 3, "longest_war_chain": 1,
     "player": ["KC", "TH", ...], "computer": ["9S", ...]}

Piles are listed top first, as card codes; "10H" and "TH" both read as the ten of hearts.
"""

from __future__ import annotations

from typing import Any

from war.core.cards import Card, CardError, parse_card
from war.core.engine import replay
from war.core.position import Position, PositionError
from war.core.rules import SEED_RULES
from war.store.checks import brief, version, whole
from war.store.files import BadFile
from war.words import files as words
from war.words.cards import card_problem

VERSION = 1
MOST_BYTES = 16_000  # a saved round is under 1 KB; anything far larger is not one


def to_json(position: Position) -> dict[str, Any]:
    return {
        "version": VERSION,
        "seed": position.seed,
        "battles": position.battles,
        "wars": position.wars,
        "longest_war_chain": position.longest_war_chain,
        "player": [card.code for card in position.player],
        "computer": [card.code for card in position.computer],
    }


def from_json(data: Any) -> Position:
    """The position ``data`` describes. Raises BadFile saying what is wrong."""
    data = version(data, VERSION)
    position = Position(
        seed=whole(data, "seed"),
        battles=whole(data, "battles"),
        wars=whole(data, "wars"),
        longest_war_chain=whole(data, "longest_war_chain"),
        player=_pile(data, "player"),
        computer=_pile(data, "computer"),
    )
    try:
        position.check(SEED_RULES)
    except PositionError as error:
        raise BadFile(words.position_problem(error)) from None
    if position.seed is not None:
        _check_replayed(position, position.seed)
    return position


def _check_replayed(position: Position, seed: int) -> None:
    """A deal plays only one way: the position must be where deal ``seed`` stands after
    that many battles, or the file was edited."""
    round_, _ = replay(seed, position.battles)
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
