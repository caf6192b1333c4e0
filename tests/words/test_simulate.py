"""The text the simulate command prints for people: the trace, a deal's summary, statistics."""

from __future__ import annotations

import io

from tests.decks import each_battle, first_battle_with_war
from war.core.cards import ordered_deck, parse_card, shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
)
from war.core.rules import Rules
from war.words.simulate import card_namer, format_battle, format_deal, format_statistics


class AsciiStream(io.StringIO):
    encoding = "ascii"


def test_card_namer_falls_back_to_codes_when_suits_cannot_be_encoded() -> None:
    card = ordered_deck()[-5]  # ten of spades
    assert card_namer(AsciiStream())(card) == "TS"
    assert card_namer(io.TextIOWrapper(io.BytesIO(), encoding="cp1252"))(card) == "TS"
    assert card_namer(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))(card) == "10♠"
    assert card_namer(io.StringIO())(card) == "10♠"


def test_format_battle_names_cards_wars_winner_and_piles() -> None:
    events = first_battle_with_war(1)
    line = format_battle(events, lambda card: card.code)
    turned = events[0]
    won = next(event for event in events if isinstance(event, BattleWon))
    assert isinstance(turned, CardsTurned)
    assert line.startswith(f"battle {turned.battle:>3}: {turned.player.code} v ")
    assert "war 1: down " in line and ", up " in line
    assert f"{won.winner} takes {len(won.cards)}" in line
    assert line.endswith(f"piles {won.player_count}-{won.computer_count}")
    assert "\n" not in line


def test_format_battle_of_the_last_battle_says_who_won() -> None:
    round_ = Round.from_seed(3)
    *_, events = each_battle(round_)  # the last battle's events
    assert format_battle(events, lambda card: card.code).endswith(
        "| Player wins: took all 52 cards"
    )


def test_format_battle_of_wars_cut_short() -> None:
    c2, d2, c3, d3, c4, d4, c5, d5 = (
        parse_card(code) for code in ("2C", "2D", "3C", "3D", "4C", "4D", "5C", "5D")
    )
    ran_out_before_laying: list[Event] = [
        CardsTurned(9, c2, d2),
        WarDeclared(9, 2, 1),
        BattleWon(9, Side.PLAYER, (c2, d2), 52, 0),
        RoundOver(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 9, 1, 52, 0, 1),
    ]
    assert format_battle(ran_out_before_laying, str) == (
        "battle   9: 2C v 2D | war 1: no cards left to lay | player takes 2 | piles 52-0"
        " | Player wins: the computer ran out of cards in a war"
    )
    both_out_before_turning: list[Event] = [
        CardsTurned(7, c2, d2),
        WarDeclared(7, 2, 1),
        CardLaidFaceDown(7, Side.PLAYER, c3),
        CardLaidFaceDown(7, Side.COMPUTER, d3),
        WarCardsTurned(7, c5, d5, 1),
        WarDeclared(7, 5, 2),
        CardLaidFaceDown(7, Side.PLAYER, c4),
        CardLaidFaceDown(7, Side.COMPUTER, d4),
        CardsReturned(7, (c2, c3, c5, c4), (d2, d3, d5, d4), 4, 4),
        RoundOver(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 7, 2, 4, 4, 2),
    ]
    assert format_battle(both_out_before_turning, str) == (
        "battle   7: 2C v 2D | war 1: down 3C 3D, up 5C v 5D"
        " | war 2: down 4C 4D, no cards left to turn"
        " | both sides ran out of cards in the war: each takes back their own | piles 4-4"
        " | Draw: both sides ran out of cards together in a war"
    )


def test_format_deal_tells_how_to_replay() -> None:
    deck = shuffled_deck(42)
    text = format_deal(play_fast(deck), 42, deck)
    assert "war simulate --seed 42 --trace" in text
    assert "war --seed 42" in text
    text = format_deal(play_fast(deck), None, deck)
    assert "war simulate --deck '" in text and "--seed" not in text
    assert text.isascii()


# What simulate.summarize gives for five rounds lasting 10, 20, 30, 40 and 500 battles.
SUMMARY = {
    "games": 5,
    "player_wins": 2,
    "computer_wins": 1,
    "draws": {"battle_limit": 1, "both_out_in_war": 1},
    "reasons": {"all_cards": 2, "out_of_cards_in_war": 1, "both_out_in_war": 1, "battle_limit": 1},
    "battles": {"mean": 120.0, "median": 30, "p90": 500, "p99": 500, "max": 500},
    "wars": {"mean": 23 / 5, "max": 9},
    "longest_war_chain": 3,
    "decided_share": 3 / 5,
}


def test_format_statistics_mentions_every_figure() -> None:
    text = format_statistics(SUMMARY, 10)
    assert "5 deals, seeds 10 to 14" in text
    assert "player wins    2  (40.0%)" in text
    assert "draws          2  (40.0%)" in text
    assert "2  (40.0%)  one side took all 52 cards" in text
    assert "1  (20.0%)  no winner within the limit of 500 battles" in text
    assert "median 30, p90 500, p99 500, max 500" in text
    assert "Wars per round: mean 4.60, max 9" in text
    assert "Decided within the limit: 60.0%" in text
    assert "Longest chain of wars in one battle: 3" in text
    assert "nearest-rank" in text
    assert text.isascii()


def test_format_battle_with_several_cards_down_says_whose_they_are() -> None:
    rules = Rules(war_cards=3)
    round_ = Round.from_seed(7, rules=rules)
    events = next(
        battle
        for battle in each_battle(round_)
        if any(isinstance(event, WarDeclared) for event in battle)
    )
    down = [event for event in events if isinstance(event, CardLaidFaceDown)][:6]
    mine = " ".join(event.card.code for event in down if event.side is Side.PLAYER)
    theirs = " ".join(event.card.code for event in down if event.side is Side.COMPUTER)
    assert f"war 1: down {mine} v {theirs}, up " in format_battle(events, str_code, rules)


def str_code(card) -> str:
    return card.code
