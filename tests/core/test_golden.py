"""Golden transcripts: fixed deals must give the exact event transcripts checked in here.

The files in tests/core/golden/ hold one event per line, cards as codes. After a deliberate
change to the rules or the events, rewrite them with ``python tests/core/make_golden.py`` and
read the diff before committing it. The tests never rewrite them.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from enum import Enum
from functools import partial
from pathlib import Path

import pytest

from tests.decks import CONSTRUCTED, endless_round
from war.core.cards import Card
from war.core.engine import Round
from war.core.events import CardsTurned, Event, Reason, RoundDealt
from war.core.rules import SEED_RULES, Pickup, Rules
from war.core.tableau import Tableau

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
HEADER = "# Event transcript; regenerate with: python tests/core/make_golden.py"

# Two hand-built deals from tests/decks.py: double-war opens with a battle of two wars;
# in both-out every face-up pair ties, battle 1 is 13 wars, and both run out after laying
# their aces face down. No seed gives that ending, so the deal is built by hand.
DOUBLE_WAR_DECK = CONSTRUCTED["double_war"]
BOTH_OUT_DECK = CONSTRUCTED["both_out"]

# name -> the deck it deals and the seed it records; between them, every way a round ends:
# seed 0 is won by the player in 180 battles (all_cards), seed 1 by the computer in 412,
# seed 7 by the player in 280 when the computer runs out of cards in a war, seed 11 is a
# draw at the 500-battle limit, and both-out a draw in battle 1. (Endless, below, needs no
# limit.)
CASES: dict[str, Callable[[], Round]] = {
    "seed-0": lambda: Round.from_seed(0),
    "seed-1": lambda: Round.from_seed(1),
    "seed-7": lambda: Round.from_seed(7),
    "seed-11": lambda: Round.from_seed(11),
    "double-war": lambda: Round(DOUBLE_WAR_DECK),
    "both-out": lambda: Round(BOTH_OUT_DECK),
}

# House rules: name -> the deal and the rules it is played by. Seed 9 with two cards face
# down in a war holds a chain of two wars and is won when the computer runs out of cards
# part-way through laying them; seed 31 with three the same, won by the computer; seed 27
# with shuffled pickup is won in 112 battles; seed 64 under the 1000-battle limit goes past
# the seed rules' 500 and is won at 530; seed 926 with no limit is won after 1,042.
HOUSE: dict[str, tuple[int, Rules]] = {
    "war-cards-2-seed-9": (9, Rules(war_cards=2)),
    "war-cards-3-seed-31": (31, Rules(war_cards=3)),
    "shuffled-seed-27": (27, Rules(pickup=Pickup.SHUFFLED)),
    "limit-1000-seed-64": (64, Rules(battle_limit=1000)),
    "no-limit-seed-926": (926, Rules(battle_limit=None)),
}
CASES |= {
    name: partial(Round.from_seed, seed, rules=rules) for name, (seed, rules) in HOUSE.items()
}
# And endless: a round with no limit brought back to where it had been (tests/decks.py).
CASES["endless"] = endless_round


def rules_of(name: str) -> Rules:
    """The rules golden case ``name`` is played by."""
    if name == "endless":
        return Rules(battle_limit=None)
    return HOUSE[name][1] if name in HOUSE else SEED_RULES


def header(name: str) -> list[str]:
    """The comment lines a golden file opens with: how to make it again, and its rules."""
    rules = rules_of(name)
    return [HEADER] if rules.is_seed else [HEADER, f"# Rules: {rules.key}"]


def format_value(value: object) -> str:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return ",".join(format_value(item) for item in value) or "-"
    if value is None:
        return "none"
    return str(value)


def format_event(event: Event) -> str:
    """``CardsTurned battle=1 player=9S computer=9H``: the name, then every field."""
    fields = " ".join(f"{name}={format_value(value)}" for name, value in event._asdict().items())
    return f"{type(event).__name__} {fields}"


def events_of(game: Round) -> list[Event]:
    return [game.dealt(), *game.play_to_end()]


def transcript(game: Round) -> list[str]:
    return [format_event(event) for event in events_of(game)]


def golden_path(name: str) -> Path:
    return GOLDEN_DIR / f"{name}.txt"


def read_golden(name: str) -> list[str]:
    lines = golden_path(name).read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def assert_same_lines(expected: list[str], actual: list[str], name: str) -> None:
    if expected == actual:
        return
    diff = difflib.unified_diff(
        expected, actual, f"golden/{name}.txt", "engine now", n=2, lineterm=""
    )
    shown = list(diff)[:60]
    pytest.fail(
        f"transcript of {name} differs from the golden file "
        f"({len(expected)} lines expected, {len(actual)} now):\n" + "\n".join(shown),
        pytrace=False,
    )


def test_format_event_writes_cards_as_codes() -> None:
    game = Round(DOUBLE_WAR_DECK)
    events = game.play_battle()
    assert [format_event(e) for e in events] == [
        "CardsTurned battle=1 player=5S computer=5H",
        "WarDeclared battle=1 rank=5 depth=1",
        "CardLaidFaceDown battle=1 side=player card=2C",
        "CardLaidFaceDown battle=1 side=computer card=2D",
        "WarCardsTurned battle=1 player=9D computer=9C depth=1",
        "WarDeclared battle=1 rank=9 depth=2",
        "CardLaidFaceDown battle=1 side=player card=3C",
        "CardLaidFaceDown battle=1 side=computer card=3D",
        "WarCardsTurned battle=1 player=4S computer=QH depth=2",
        "BattleWon battle=1 winner=computer cards=5H,5S,2D,2C,9C,9D,3D,3C,QH,4S "
        "player_count=21 computer_count=31",
    ]


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_transcript(name: str) -> None:
    assert golden_path(name).exists(), f"missing {golden_path(name)}: run tests/core/make_golden.py"
    expected = read_golden(name)
    assert expected[0].startswith("RoundDealt ")
    assert expected[-1].startswith("RoundOver ")
    assert_same_lines(expected, transcript(CASES[name]()), name)


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_invariants_52_distinct_cards_and_battles_within_limit(name: str) -> None:
    tableau = Tableau()
    game = CASES[name]()
    battle = game.battles  # 0, but for a round resumed part-way (endless)
    for event in events_of(game):
        tableau.apply(event)
        in_play = tableau.cards_in_play()
        assert len(in_play) == 52, f"{len(in_play)} cards after {format_event(event)}"
        assert len(set(in_play)) == 52, f"duplicate card after {format_event(event)}"
        if isinstance(event, CardsTurned):
            assert event.battle == battle + 1
            battle = event.battle
    limit = rules_of(name).battle_limit
    assert tableau.over is not None
    assert tableau.over.battles == battle <= (battle if limit is None else limit)


@pytest.mark.parametrize("name", sorted(HOUSE))
def test_a_house_rules_golden_file_says_its_rules(name: str) -> None:
    lines = golden_path(name).read_text(encoding="utf-8").splitlines()
    assert lines[:2] == header(name)
    assert lines[2].endswith(f" seed={HOUSE[name][0]}")


def test_the_house_rules_golden_cases_show_what_each_rule_changes() -> None:
    def over(name: str) -> dict[str, str]:
        return dict(pair.split("=") for pair in read_golden(name)[-1].split()[1:])

    for name, cards in (("war-cards-2-seed-9", 2), ("war-cards-3-seed-31", 3)):
        lines = read_golden(name)
        downs = [line for line in lines if line.startswith("CardLaidFaceDown ")]
        finished = [line for line in lines if line.startswith("WarCardsTurned ")]
        assert len(downs) > 2 * cards * len(finished) - 2 * cards, name  # K pairs a war
        assert over(name)["reason"] == "out_of_cards_in_war" and int(over(name)["wars"]) > 1
    won = [line for line in read_golden("shuffled-seed-27") if line.startswith("BattleWon ")]
    assert any(line.split()[2] == "winner=player" and "cards=" in line for line in won)
    assert int(over("limit-1000-seed-64")["battles"]) == 530
    assert int(over("no-limit-seed-926")["battles"]) == 1042


def test_golden_cases_start_with_the_expected_deal() -> None:
    first = read_golden("seed-0")[0]
    assert first.startswith("RoundDealt player_pile=4H,8S,AH,7C,")
    assert first.endswith(" seed=0")
    assert read_golden("double-war")[0].endswith(" seed=none")
    dealt = Round(DOUBLE_WAR_DECK).dealt()
    assert read_golden("double-war")[0] == format_event(
        RoundDealt(dealt.player_pile, dealt.computer_pile, None)
    )


def test_golden_cases_cover_every_ending() -> None:
    endings = {read_golden(name)[-1].split()[2] for name in CASES}
    assert endings == {f"reason={reason.value}" for reason in Reason}
    assert read_golden("endless")[-1] == (
        "RoundOver winner=draw reason=endless battles=13 wars=0 "
        "player_count=29 computer_count=23 longest_war_chain=0"
    )
    assert read_golden("seed-11")[-1].startswith("RoundOver winner=draw reason=battle_limit ")
    assert " battles=500 " in read_golden("seed-11")[-1]
    assert read_golden("both-out")[-1] == (
        "RoundOver winner=draw reason=both_out_in_war battles=1 wars=13 "
        "player_count=26 computer_count=26 longest_war_chain=13"
    )


def test_golden_directory_holds_only_known_cases() -> None:
    on_disk = {path.stem for path in GOLDEN_DIR.glob("*.txt")}
    assert on_disk == set(CASES)
    total = sum(path.stat().st_size for path in GOLDEN_DIR.glob("*.txt"))
    assert total < 700_000
