"""simulate by house rules: --war-cards, --pickup and --limit, for one deal and for many."""

from __future__ import annotations

import json

import pytest

from tests.test_cli import war, war_json
from war.cli import main
from war.core.cards import shuffled_deck
from war.core.engine import play_fast
from war.core.rules import ALL_RULES, SEED_RULES, Pickup, Rules
from war.rules_options import rules_arguments
from war.simulator.simulate import outcome_record, rules_record, run_games, summarize

HOUSE = Rules(3, Pickup.SHUFFLED, None)


def test_json_says_the_rules_in_force() -> None:
    assert war_json("simulate", "--seed", "4")["rules"] == {
        "war_cards": 1,
        "pickup": "as-laid",
        "battle_limit": 500,
    }
    record = war_json("simulate", "--seed", "4", *rules_arguments(HOUSE))
    assert record == outcome_record(play_fast(shuffled_deck(4), HOUSE, 4), 4, HOUSE)
    assert record["rules"] == {"war_cards": 3, "pickup": "shuffled", "battle_limit": None}


def test_a_seed_with_shuffled_pickup_plays_the_same_twice() -> None:
    first = war("simulate", "--seed", "77", "--pickup", "shuffled", "--json")
    second = war("simulate", "--seed", "77", "--pickup", "shuffled", "--json")
    assert first.returncode == 0 and first.stdout == second.stdout
    assert json.loads(first.stdout)["battles"] != war_json("simulate", "--seed", "77")["battles"]


def test_every_rule_set_plays_one_deal_as_the_engine_does(capsys) -> None:
    for rules in ALL_RULES:
        assert main(["simulate", "--seed", "12", "--json", *rules_arguments(rules)]) == 0
        said = json.loads(capsys.readouterr().out)
        assert said == outcome_record(play_fast(shuffled_deck(12), rules, 12), 12, rules)


@pytest.mark.parametrize("rules", [Rules(battle_limit=None), HOUSE], ids=str)
def test_games_by_house_rules_are_the_same_in_one_process_and_in_two(rules: Rules) -> None:
    options = rules_arguments(rules)
    one = war("simulate", "--games", "1000", "--seed", "5", "--jobs", "1", *options, "--json")
    two = war("simulate", "--games", "1000", "--seed", "5", "--jobs", "2", *options, "--json")
    assert one.returncode == two.returncode == 0, two.stderr
    assert one.stdout == two.stdout
    summary = json.loads(one.stdout)
    expected = summarize(run_games(5, 1000, rules=rules)) | {"rules": rules_record(rules)}
    assert summary == json.loads(json.dumps(expected))


def test_games_json_keeps_its_keys_and_adds_the_rules(capsys) -> None:
    assert main(["simulate", "--games", "20", "--json"]) == 0
    seed_rules = json.loads(capsys.readouterr().out)
    assert seed_rules.pop("rules") == rules_record(SEED_RULES)
    assert seed_rules == json.loads(json.dumps(summarize(run_games(0, 20))))


def test_the_trace_shows_every_card_laid_face_down_in_a_war(capsys) -> None:
    seed = next(s for s in range(100) if play_fast(shuffled_deck(s), HOUSE, s).wars)
    assert main(["simulate", "--seed", str(seed), "--trace", *rules_arguments(HOUSE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    wars = [line for line in lines if "| war 1: down " in line and ", up " in line]
    assert wars, lines[:5]
    mine, theirs = wars[0].split("| war 1: down ")[1].split(", up ")[0].split(" v ")
    assert len(mine.split()) == len(theirs.split()) == HOUSE.war_cards  # three each face down
    assert lines[-1] == f"Play the same deal in the window:  war --seed {seed} " + " ".join(
        rules_arguments(HOUSE)
    )
    assert f"--trace {' '.join(rules_arguments(HOUSE))}" in lines[-2]


def test_statistics_for_people_name_the_house_rules_and_only_their_endings(capsys) -> None:
    assert main(["simulate", "--games", "30", "--limit", "none", "--war-cards", "2"]) == 0
    text = capsys.readouterr().out
    assert "House rules: --war-cards 2 --limit none" in text
    assert "so it would never end" in text and "within the limit" not in text
    assert main(["simulate", "--games", "30", "--limit", "1000"]) == 0
    text = capsys.readouterr().out
    assert "no winner within the limit of 1,000 battles" in text
    assert "never end" not in text
