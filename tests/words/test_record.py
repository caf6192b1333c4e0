"""Tests for war/words/record.py: what the record says, in the Record scene and for stats."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from tests.store.test_record import SEQUENCE
from war.core.engine import Outcome
from war.core.events import Reason, Winner
from war.core.rules import SEED_RULES, Pickup, Rules
from war.session.medals import Medal
from war.store.record import Record, endings_of
from war.words.endings import RECORD_ENDINGS, said
from war.words.record import daily_details, format_record, medals_summary, reset_note
from war.words.record_rules import under_house_rules


def test_the_reset_note_counts_the_rounds_in_words_that_fit_one_and_many() -> None:
    assert reset_note(1) == "Your only round will be forgotten."
    assert reset_note(2) == "All 2 rounds will be forgotten."
    assert reset_note(21) == "All 21 rounds will be forgotten."
    assert reset_note(12_345) == "All 12,345 rounds will be forgotten."


def test_stats_names_the_medals_held_in_the_order_shown_and_the_daily_streak() -> None:
    assert medals_summary(Record()) == f"Medals: none yet, {len(Medal)} to earn"
    day = date(2026, 12, 1)
    record = Record().with_round(
        SEQUENCE[0], 20261201, daily=day, ended=day, medals=[Medal.COMEBACK, Medal.FIRST_WIN]
    )
    assert medals_summary(record) == f"Medals: 2 of {len(Medal)} (First win, Comeback)"
    assert daily_details(3, 9) == "Daily streak 3 (best 9)"
    shown = format_record(record, Path("data"), today=date(2026, 12, 3)).splitlines()
    assert "Daily streak 0 (best 1)" in shown and medals_summary(record) in shown
    # Only the endings a round under the seed rules can have: no endless draw among them.
    listed = shown[shown.index("How your rounds ended:") + 1 : -1]
    assert len(listed) == len(endings_of(SEED_RULES)) == 6


def test_stats_says_each_draw_at_a_battle_limit_with_that_limit() -> None:
    def drawn_at(limit: int) -> Outcome:
        return Outcome(Winner.DRAW, Reason.BATTLE_LIMIT, limit, 40, 27, 25, 2)

    longer = Rules(1, Pickup.AS_LAID, 1000)
    record = Record().with_round(drawn_at(1000), 7, longer).with_round(drawn_at(500), 8)
    record = record.with_round(drawn_at(1000), 9, longer)
    lines = format_record(record, Path("data")).splitlines()
    limit = (Winner.DRAW, Reason.BATTLE_LIMIT)
    assert f"  1  {said(RECORD_ENDINGS, limit, 500)}" in lines
    assert f"  2  {said(RECORD_ENDINGS, limit, 1000)}" in lines


def test_stats_counts_the_rounds_of_each_house_rule_set_played() -> None:
    won = Outcome(Winner.PLAYER, Reason.ALL_CARDS, 200, 10, 52, 0, 1)
    house = Rules(2, Pickup.SHUFFLED, None)
    record = Record().with_round(won, 1, house).with_round(won, 2).with_round(won, 3, house)
    lines = format_record(record, Path("data")).splitlines()
    assert f"  {under_house_rules(house, 2, 2, 0, 0)}" in lines
    assert sum(line.startswith("  Under") for line in lines) == 1  # none for the seed rules


def test_the_reset_note_says_the_medals_and_daily_deals_go_too_where_there_are_any() -> None:
    also = "Your medals and your days of the deal of the day are forgotten too."
    assert reset_note(2, True) == f"All 2 rounds will be forgotten. {also}"
    assert reset_note(1, True) == f"Your only round will be forgotten. {also}"
    assert also not in reset_note(3)
