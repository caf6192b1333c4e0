"""The rule sets: their choices, their names in files, and what is refused."""

from __future__ import annotations

import pytest

from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules, RulesError


def test_the_seed_rules_are_the_default_and_come_first() -> None:
    assert Rules(1, Pickup.AS_LAID, 500) == SEED_RULES
    assert ALL_RULES[0] == SEED_RULES and SEED_RULES.is_seed
    assert not any(rules.is_seed for rules in ALL_RULES[1:])


def test_every_combination_is_a_rule_set_once() -> None:
    assert len(ALL_RULES) == len(set(ALL_RULES)) == 3 * 2 * 3


def test_each_rule_set_is_named_by_its_key_and_read_back() -> None:
    assert SEED_RULES.key == "1 as-laid 500"
    assert Rules(3, Pickup.SHUFFLED, None).key == "3 shuffled none"
    for rules in ALL_RULES:
        assert Rules.from_key(rules.key) == rules


@pytest.mark.parametrize(
    "key",
    [
        "",
        "1 as-laid",
        "4 as-laid 500",
        "1 sorted 500",
        "1 as-laid 501",
        "1 as-laid -1",
        "١ as-laid 500",
        "1  as-laid 500",
        "1 as-laid 500 x",
        "01 as-laid 500x",
    ],
)
def test_a_key_that_names_no_rule_set_is_refused(key: str) -> None:
    with pytest.raises(RulesError):
        Rules.from_key(key)


@pytest.mark.parametrize(
    "values",
    [
        (0, Pickup.AS_LAID, 500),
        (True, Pickup.AS_LAID, 500),
        (1, "as-laid", 500),
        (1, Pickup.AS_LAID, 0),
        (1, Pickup.AS_LAID, False),
        (2, Pickup.SHUFFLED, 500.0),
    ],
)
def test_values_outside_the_choices_are_refused(values: tuple[object, object, object]) -> None:
    with pytest.raises(RulesError):
        Rules(*values)  # type: ignore[arg-type]
