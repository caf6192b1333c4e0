"""Tests for war/words/story.py: a round's turning point in a whole sentence for each case
(who won it, how deep its war was, whether it took the lead for good), in every language."""

from __future__ import annotations

import re

import pytest

from war.core.engine import Outcome
from war.core.events import Reason, Side, Winner
from war.core.rules import SEED_RULES
from war.session.story import Battle, Story, TurningPoint, tell
from war.words import languages
from war.words.story import biggest_mark, mark, turning_mark, turning_point

TAKEN = {0: 2, 1: 6, 2: 10, 3: 14, 4: 18}  # the cards a battle of each depth takes


def story_of(winner: Side | None, depth: int, *, for_good: bool, drawn: bool = False) -> Story:
    """A story whose turning point is battle 212, won by ``winner`` in a war ``depth``
    deep."""
    taken = TAKEN[depth] if winner is not None else 0
    gained = 0 if winner is None else taken // 2 * (1 if winner is Side.PLAYER else -1)
    battle = Battle(212, 26 + gained, 26 - gained, depth, winner, taken, gained)
    ending = (
        (Winner.DRAW, Reason.BATTLE_LIMIT)
        if drawn
        else (Winner(str(winner)) if winner else Winner.DRAW, Reason.ALL_CARDS)
    )
    outcome = Outcome(*ending, 500, 20, 52, 0, depth)
    return Story(0, SEED_RULES, outcome, (battle,), TurningPoint(battle, for_good=for_good))


CASES = [
    (side, depth, for_good)
    for side in Side
    for depth in TAKEN
    for for_good in (False, True)
    if for_good or depth  # a comeback's turning point is a war (a plain battle wins one)
]


def test_a_triple_war_you_won_says_so():
    said = turning_point(story_of(Side.PLAYER, 3, for_good=False))
    assert said == "Battle 212: a triple war won you 14 cards."


def test_the_lead_taken_for_good_is_said():
    said = turning_point(story_of(Side.COMPUTER, 2, for_good=True))
    assert (
        said
        == "Battle 212: the computer took 10 cards in a double war and never lost the lead again."
    )
    said = turning_point(story_of(Side.PLAYER, 0, for_good=True))
    assert said == "Battle 212: you won the battle and never lost the lead again."


def test_a_war_deeper_than_triple_says_how_deep():
    said = turning_point(story_of(Side.PLAYER, 4, for_good=False))
    assert said == "Battle 212: a war 4 deep won you 18 cards."


def test_a_draw_tells_its_biggest_battle_under_its_own_mark():
    story = story_of(Side.COMPUTER, 3, for_good=False, drawn=True)
    assert turning_point(story) == "Battle 212: the computer took 14 cards in a triple war."
    assert mark(story) == biggest_mark()
    assert mark(story_of(Side.COMPUTER, 3, for_good=False)) == turning_mark()


def test_a_war_both_ran_out_in_is_said():
    said = turning_point(story_of(None, 1, for_good=False, drawn=True))
    assert said == "Battle 212: you both ran out of cards in the same war."


def test_numbers_are_written_as_the_language_writes_them():
    languages.use("de")
    story = story_of(Side.PLAYER, 1, for_good=False)
    battle = Battle(1234, 29, 23, 1, Side.PLAYER, 6, 3)
    long = Story(0, SEED_RULES, story.outcome, (battle,), TurningPoint(battle, for_good=False))
    assert turning_point(long).startswith("Schlacht 1.234:")


@pytest.mark.parametrize("code", languages.CODES)
def test_every_case_is_a_whole_sentence_of_its_own_in_every_language(code):
    languages.use(code)
    said = [turning_point(story_of(side, depth, for_good=good)) for side, depth, good in CASES]
    assert len(set(said)) == len(said)  # no two cases worded alike
    for sentence, (_, depth, _) in zip(said, CASES, strict=True):
        assert "{" not in sentence and "212" in sentence
        numbers = set(re.findall(r"\d+", sentence))
        assert str(TAKEN[depth]) in numbers or depth == 0
        if depth >= 4:
            assert str(depth) in numbers


def test_a_real_rounds_turning_point_is_told():
    story = tell(11)
    said = turning_point(story)
    assert said.startswith(f"Battle {story.turning_point.battle.number}: ")
