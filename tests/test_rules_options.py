"""Tests for rules_options.py: the table rules read from the command line, or refused."""

from __future__ import annotations

import pytest

from war.arguments import Parser, UsageError
from war.core.rules import ALL_RULES, Pickup, Rules
from war.rules_options import add_rules_options, limit_name, rules_from


def read(*args: str) -> Rules | None:
    parser = Parser(prog="test")
    add_rules_options(parser)
    options, extras = parser.read(list(args))
    assert not extras
    return rules_from(options)


def test_no_rule_option_gives_no_rules() -> None:
    assert read() is None


def test_every_rule_set_is_chosen_by_its_three_options() -> None:
    for rules in ALL_RULES:
        given = ("--war-cards", str(rules.war_cards), "--pickup", str(rules.pickup))
        assert read(*given, "--limit", limit_name(rules.battle_limit)) == rules


def test_an_option_left_out_is_the_seed_rule() -> None:
    assert read("--pickup", "shuffled") == Rules(pickup=Pickup.SHUFFLED)
    assert read("--limit", "none") == Rules(battle_limit=None)
    assert read("--war-cards=3") == Rules(war_cards=3)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--war-cards", "9"), "--war-cards takes 1, 2 or 3, not 9"),
        (("--war-cards", "01"), "--war-cards takes 1, 2 or 3, not 01"),
        (("--pickup", "random"), "--pickup takes as-laid or shuffled, not random"),
        (("--limit", "2000"), "--limit takes 500, 1000 or none, not 2000"),
        (("--limit", "None"), "--limit takes 500, 1000 or none, not None"),
        (("--limit=",), '--limit takes 500, 1000 or none, not ""'),
    ],
)
def test_a_value_not_among_the_choices_is_refused_in_one_line(args, message) -> None:
    with pytest.raises(UsageError) as refused:
        read(*args)
    assert str(refused.value) == message
