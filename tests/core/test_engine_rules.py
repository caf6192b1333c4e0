"""The engine against the rules of War, one named test (or more) per rule, on hand-built decks.

The hand-built decks, and how each one reaches its ending, are in tests/decks.py.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import (
    BOTH_OUT_COMPUTER,
    BOTH_OUT_PLAYER,
    CONSTRUCTED,
    RANKS,
    all_cards_piles,
    any_deck,
    any_seed,
    cards,
    deck_with_tops,
    each_battle,
    interleave,
    pair,
    small_limit,
    with_battles_left,
)
from war.core.cards import Card, ordered_deck, parse_card, shuffled_deck
from war.core.engine import BATTLE_LIMIT, Round, RoundFinished, deal, play_fast
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Reason,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    Winner,
    cut_short,
)
from war.core.tableau import Tableau

PLAYER, COMPUTER = Side.PLAYER, Side.COMPUTER


def play_all(deck: list[Card]) -> tuple[Round, list[Event]]:
    """Play a whole round on the event path; the transcript starts with RoundDealt."""
    game = Round(deck)
    return game, [game.dealt(), *game.play_to_end()]


def battle_events(events: list[Event], battle: int) -> list[Event]:
    return [e for e in events if getattr(e, "battle", None) == battle]


def battle_winner(events: list[Event]) -> Side:
    """Who won the battle whose events are ``events`` (one that did not end the round)."""
    won = events[-1]
    assert isinstance(won, BattleWon)
    return won.winner


def final_battle(events: list[Event]) -> list[Event]:
    over = events[-1]
    assert isinstance(over, RoundOver)
    return battle_events(events, over.battles) + [over]


# Rule 1: 52 cards; ranks 2 < 3 < ... < 10 < J < Q < K < A. Suits never matter.


def test_rule_1_deck_is_52_cards_of_13_ranks_in_4_suits() -> None:
    deck = ordered_deck()
    assert len(set(deck)) == 52
    assert sorted({card.rank for card in deck}) == list(range(2, 15))
    for rank in range(2, 15):
        assert {card.suit for card in deck if card.rank == rank} == set("CDHS")


def test_rule_1_rank_order_two_lowest_ace_highest() -> None:
    # Every pair of ranks, the higher card given to each side in turn; suits chosen
    # against the rank order. Collects every wrong pair, so a failure names them all.
    wrong = []
    for low, high in combinations(RANKS, 2):
        first = Round(deck_with_tops(high + "C", low + "S")).play_battle()
        second = Round(deck_with_tops(low + "S", high + "C")).play_battle()
        if (battle_winner(first), battle_winner(second)) != (PLAYER, COMPUTER):
            wrong.append(f"{high} vs {low}")
    assert wrong == [], f"the higher rank lost: {wrong}"


def test_rule_1_ten_beats_nine_and_loses_to_jack() -> None:
    assert battle_winner(Round(deck_with_tops("TC", "9S")).play_battle()) is PLAYER
    assert battle_winner(Round(deck_with_tops("TS", "JC")).play_battle()) is COMPUTER


@settings(max_examples=60, deadline=None)
@given(any_deck, st.permutations("CDHS"))
def test_rule_1_suits_never_matter(deck: list[Card], suits: list[str]) -> None:
    # Renaming the suits of a deal must rename the suits in the transcript and nothing else.
    swap = dict(zip("CDHS", suits, strict=True))

    def rename(card: Card) -> Card:
        return Card(card.rank, swap[card.suit])

    def rename_all(value: object) -> object:
        if isinstance(value, Card):
            return rename(value)
        if isinstance(value, tuple) and not hasattr(value, "_fields"):
            return tuple(rename_all(item) for item in value)
        return value

    _, events = play_all(deck)
    _, renamed = play_all([rename(card) for card in deck])
    assert renamed == [type(e)._make(rename_all(field) for field in e) for e in events]


def test_rule_1_same_rank_different_suit_is_a_tie_not_a_win() -> None:
    events = Round(deck_with_tops("AS 2C 3C", "AC 2D 4D")).play_battle()
    assert events[1] == WarDeclared(1, 14, 1)


# Rule 2: dealt one at a time, alternately, player first; the first card dealt is the top.


def test_rule_2_deal_alternates_player_first_26_each() -> None:
    deck = shuffled_deck(3)
    game = Round(deck)
    assert game.player_pile == tuple(deck[0::2])
    assert game.computer_pile == tuple(deck[1::2])
    assert len(game.player_pile) == len(game.computer_pile) == 26
    assert game.dealt() == RoundDealt(tuple(deck[0::2]), tuple(deck[1::2]), None)
    assert deal(deck) == (deck[0::2], deck[1::2])


def test_rule_2_first_card_dealt_is_top_of_pile() -> None:
    deck = ordered_deck()  # 2C to the player, 3C to the computer, 4C to the player, ...
    game = Round(deck)
    assert game.player_pile[:3] == tuple(cards("2C 4C 6C"))
    assert game.computer_pile[:3] == tuple(cards("3C 5C 7C"))
    assert game.play_battle()[0] == CardsTurned(1, *cards("2C 3C"))
    assert game.play_battle()[0] == CardsTurned(2, *cards("4C 5C"))


@settings(max_examples=50, deadline=None)
@given(any_seed)
def test_rule_2_seeded_round_turns_the_first_two_cards_of_the_shuffled_deck(seed: int) -> None:
    deck = shuffled_deck(seed)
    game = Round.from_seed(seed)
    assert game.dealt() == RoundDealt(tuple(deck[0::2]), tuple(deck[1::2]), seed)
    assert game.play_battle()[0] == CardsTurned(1, deck[0], deck[1])


# Rule 3: both turn their top card; the higher rank wins the battle.


def test_rule_3_player_higher_rank_wins_the_battle() -> None:
    game = Round(deck_with_tops("KS", "4D"))
    assert game.play_battle() == [
        CardsTurned(1, *cards("KS 4D")),
        BattleWon(1, PLAYER, tuple(cards("KS 4D")), 27, 25),
    ]
    assert game.player_pile[-2:] == tuple(cards("KS 4D"))
    assert len(game.computer_pile) == 25


def test_rule_3_computer_higher_rank_wins_the_battle() -> None:
    game = Round(deck_with_tops("3H", "QC"))
    assert game.play_battle() == [
        CardsTurned(1, *cards("3H QC")),
        BattleWon(1, COMPUTER, tuple(cards("QC 3H")), 25, 27),
    ]
    assert game.computer_pile[-2:] == tuple(cards("QC 3H"))


# Rule 4: equal ranks start a war: one card face down, one face up, repeat while tied.


def test_rule_4_equal_ranks_start_a_war_decided_by_the_face_up_cards() -> None:
    game = Round(deck_with_tops("7C AS 2H", "7D 3S 9H"))
    assert game.play_battle() == [
        CardsTurned(1, *cards("7C 7D")),
        WarDeclared(1, 7, 1),
        CardLaidFaceDown(1, PLAYER, parse_card("AS")),
        CardLaidFaceDown(1, COMPUTER, parse_card("3S")),
        WarCardsTurned(1, *pair("2H 9H"), 1),
        BattleWon(1, COMPUTER, tuple(cards("7D 7C 3S AS 9H 2H")), 23, 29),
    ]
    assert (game.battles, game.wars, game.longest_war_chain) == (1, 1, 1)


def test_rule_4_one_battle_can_hold_several_wars() -> None:
    game = Round(CONSTRUCTED["triple_war"])
    assert game.play_battle() == [
        CardsTurned(1, *cards("JS JH")),
        WarDeclared(1, 11, 1),
        CardLaidFaceDown(1, PLAYER, parse_card("2C")),
        CardLaidFaceDown(1, COMPUTER, parse_card("2D")),
        WarCardsTurned(1, *pair("4H 4S"), 1),
        WarDeclared(1, 4, 2),
        CardLaidFaceDown(1, PLAYER, parse_card("3C")),
        CardLaidFaceDown(1, COMPUTER, parse_card("3D")),
        WarCardsTurned(1, *pair("8C 8D"), 2),
        WarDeclared(1, 8, 3),
        CardLaidFaceDown(1, PLAYER, parse_card("4C")),
        CardLaidFaceDown(1, COMPUTER, parse_card("5C")),
        WarCardsTurned(1, *pair("AS KS"), 3),
        BattleWon(1, PLAYER, tuple(cards("JS JH 2C 2D 4H 4S 3C 3D 8C 8D 4C 5C AS KS")), 33, 19),
    ]
    assert (game.battles, game.wars, game.longest_war_chain) == (1, 3, 3)


def test_rule_4_face_down_cards_never_decide() -> None:
    # The player's face-down ace is buried; the face-up 3 loses to the 4.
    events = Round(deck_with_tops("6C AS 3C", "6D 2S 4D")).play_battle()
    assert battle_winner(events) is COMPUTER


# Rule 5: the winner puts the battle's cards at the bottom in laying order, winner's first.


def test_rule_5_example_player_wins_bottom_is_9s_9h_2d_5c_kc_7d() -> None:
    deck = CONSTRUCTED["rule_5_example"]
    game = Round(deck)
    before = game.player_pile
    events = game.play_battle()
    assert events[0] == CardsTurned(1, *cards("9S 9H"))
    assert events[-1] == BattleWon(1, PLAYER, tuple(cards("9S 9H 2D 5C KC 7D")), 29, 23)
    assert game.player_pile == before[3:] + tuple(cards("9S 9H 2D 5C KC 7D"))


def test_rule_5_mirror_computer_wins_bottom_is_9h_9s_5c_2d_kc_7d() -> None:
    # You turn 9S, the computer 9H; you lay 2D down, it lays 5C; you turn 7D, it KC.
    # Laying order is 9S 9H, 2D 5C, 7D KC; the winner's card leads each step.
    deck = CONSTRUCTED["rule_5_mirror"]
    game = Round(deck)
    before = game.computer_pile
    events = game.play_battle()
    assert events[-1] == BattleWon(1, COMPUTER, tuple(cards("9H 9S 5C 2D KC 7D")), 23, 29)
    assert game.computer_pile == before[3:] + tuple(cards("9H 9S 5C 2D KC 7D"))


def test_rule_5_double_war_cards_go_to_the_bottom_in_laying_order() -> None:
    game = Round(CONSTRUCTED["double_war"])
    before = game.computer_pile
    events = game.play_battle()
    won = tuple(cards("5H 5S 2D 2C 9C 9D 3D 3C QH 4S"))
    assert events[-1] == BattleWon(1, COMPUTER, won, 21, 31)
    assert game.computer_pile == before[5:] + won


@settings(max_examples=100, deadline=None)
@given(any_deck)
def test_rule_5_every_battle_won_holds_the_table_in_laying_order(deck: list[Card]) -> None:
    table: list[Card] = []
    for event in Round(deck).play_to_end():
        if isinstance(event, CardsTurned):
            table = [event.player, event.computer]
        elif isinstance(event, WarCardsTurned):
            table += (event.player, event.computer)
        elif isinstance(event, CardLaidFaceDown):
            table.append(event.card)
        elif isinstance(event, BattleWon):
            if event.winner is PLAYER:
                assert list(event.cards) == table
            else:
                swapped = [card for i in range(0, len(table), 2) for card in table[i : i + 2][::-1]]
                assert list(event.cards) == swapped


# Rule 6: a player with no card at a war step loses at once; both out is a draw.


@settings(max_examples=100, deadline=None)
@given(any_deck)
def test_rule_6_a_battle_is_cut_short_exactly_when_a_war_in_it_could_not_be_finished(
    deck: list[Card],
) -> None:
    """cut_short(events) is what the log and the status line say a battle ended by: true for
    the battle that ends a round by rule 6 (a side, or both, short in a war), and no other."""
    decks = [deck, *(CONSTRUCTED[name] for name in CONSTRUCTED)]
    for each in decks:
        for events in each_battle(Round(each)):
            over = next((e for e in events if isinstance(e, RoundOver)), None)
            by_rule_6 = over is not None and over.reason in (
                Reason.OUT_OF_CARDS_IN_WAR,
                Reason.BOTH_OUT_IN_WAR,
            )
            assert cut_short(events) == by_rule_6, events[0]


def test_rule_6_player_short_at_face_down_step_loses_at_once() -> None:
    game, events = play_all(CONSTRUCTED["short_down_player_out"])
    assert game.battles == 2
    assert final_battle(events) == [
        CardsTurned(2, *cards("8C 8D")),
        WarDeclared(2, 8, 1),
        BattleWon(2, COMPUTER, tuple(cards("8D 8C")), 0, 52),
        RoundOver(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR, 2, 13, 0, 52, 12),
    ]


def test_rule_6_computer_short_at_face_down_step_loses_at_once() -> None:
    _, events = play_all(CONSTRUCTED["short_down_computer_out"])
    assert final_battle(events) == [
        CardsTurned(2, *cards("8D 8C")),
        WarDeclared(2, 8, 1),
        BattleWon(2, PLAYER, tuple(cards("8D 8C")), 52, 0),
        RoundOver(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 2, 13, 52, 0, 12),
    ]


def test_rule_6_player_short_at_face_up_step_loses_at_once() -> None:
    game, events = play_all(CONSTRUCTED["short_up_player_out"])
    assert game.battles == 3
    assert final_battle(events) == [
        CardsTurned(3, *cards("7H 7S")),
        WarDeclared(3, 7, 1),
        CardLaidFaceDown(3, PLAYER, parse_card("KS")),
        CardLaidFaceDown(3, COMPUTER, parse_card("AS")),
        BattleWon(3, COMPUTER, tuple(cards("7S 7H AS KS")), 0, 52),
        RoundOver(Winner.COMPUTER, Reason.OUT_OF_CARDS_IN_WAR, 3, 12, 0, 52, 11),
    ]


def test_rule_6_computer_short_at_face_up_step_loses_at_once() -> None:
    _, events = play_all(CONSTRUCTED["short_up_computer_out"])
    assert final_battle(events) == [
        CardsTurned(3, *cards("7S 7H")),
        WarDeclared(3, 7, 1),
        CardLaidFaceDown(3, PLAYER, parse_card("AS")),
        CardLaidFaceDown(3, COMPUTER, parse_card("KS")),
        BattleWon(3, PLAYER, tuple(cards("7S 7H AS KS")), 52, 0),
        RoundOver(Winner.PLAYER, Reason.OUT_OF_CARDS_IN_WAR, 3, 12, 52, 0, 11),
    ]


def test_rule_6_both_short_at_the_same_step_is_a_draw_and_cards_go_back() -> None:
    game, events = play_all(CONSTRUCTED["both_out"])
    player, computer = cards(BOTH_OUT_PLAYER), cards(BOTH_OUT_COMPUTER)
    assert game.battles == 1
    # 13 wars; the 13th lays the last cards (AH, AS) face down, then neither can turn.
    assert events[-5:] == [
        WarDeclared(1, 13, 13),
        CardLaidFaceDown(1, PLAYER, parse_card("AH")),
        CardLaidFaceDown(1, COMPUTER, parse_card("AS")),
        CardsReturned(1, tuple(player), tuple(computer), 26, 26),
        RoundOver(Winner.DRAW, Reason.BOTH_OUT_IN_WAR, 1, 13, 26, 26, 13),
    ]
    # Each side took back what it laid, in laying order: its whole deal, as dealt.
    assert game.player_pile == tuple(player)
    assert game.computer_pile == tuple(computer)
    assert game.outcome is not None and game.outcome.winner is Winner.DRAW


@pytest.mark.parametrize(
    ("seed", "loser", "step"),
    [
        # Seeds found by searching 0..19999 with the event path; the shortest of each kind.
        (70, PLAYER, "face_down"),  # ends at battle 26
        (10425, COMPUTER, "face_down"),  # ends at battle 26
        (7828, PLAYER, "face_up"),  # ends at battle 25
        (12755, COMPUTER, "face_up"),  # ends at battle 27
    ],
)
def test_rule_6_seeded_rounds_end_short_in_war(seed: int, loser: Side, step: str) -> None:
    game = Round.from_seed(seed)
    table = Tableau()
    table.apply(game.dealt())
    events = list(game.play_to_end())
    last = final_battle(events)
    # The last battle ends with a war step the loser could not make.
    if step == "face_down":
        assert isinstance(last[-3], WarDeclared)
    else:
        assert isinstance(last[-3], CardLaidFaceDown)
        assert isinstance(last[-4], CardLaidFaceDown)
    winner = loser.other
    for event in events[:-2]:
        table.apply(event)
    # Just before the collection the loser's pile is empty and the winner's is not.
    assert table.count(loser) == 0
    assert table.count(winner) > 0
    collected = last[-2]
    assert isinstance(collected, BattleWon)
    assert collected.winner is winner
    assert set(collected.cards) == {t.card for t in table.table}
    assert (collected.player_count, collected.computer_count) == (
        (52, 0) if winner is PLAYER else (0, 52)
    )
    over = last[-1]
    assert isinstance(over, RoundOver)
    assert over.reason is Reason.OUT_OF_CARDS_IN_WAR
    assert over.winner == Winner(winner.value)
    assert play_fast(shuffled_deck(seed)) == game.outcome


# Rule 7: a player left with no cards after a battle has lost; the other holds all 52.


def test_rule_7_computer_left_with_no_cards_loses() -> None:
    player, computer = all_cards_piles()
    game, events = play_all(interleave(player, computer))
    first = battle_events(events, 1)
    assert first[-1] == BattleWon(1, PLAYER, tuple(interleave(player[:25], computer[:25])), 51, 1)
    assert events[-3:] == [
        CardsTurned(2, *cards("KH 3D")),
        BattleWon(2, PLAYER, tuple(cards("KH 3D")), 52, 0),
        RoundOver(Winner.PLAYER, Reason.ALL_CARDS, 2, 12, 52, 0, 12),
    ]
    assert len(game.player_pile) == 52
    assert game.computer_pile == ()


def test_rule_7_player_left_with_no_cards_loses() -> None:
    player, computer = all_cards_piles()
    game, events = play_all(interleave(computer, player))  # the same piles, sides swapped
    assert events[-2:] == [
        BattleWon(2, COMPUTER, tuple(cards("KH 3D")), 0, 52),
        RoundOver(Winner.COMPUTER, Reason.ALL_CARDS, 2, 12, 0, 52, 12),
    ]
    assert (len(game.player_pile), len(game.computer_pile)) == (0, 52)


@pytest.mark.parametrize(("seed", "winner"), [(0, Winner.PLAYER), (1, Winner.COMPUTER)])
def test_rule_7_seeded_round_ends_when_a_pile_empties(seed: int, winner: Winner) -> None:
    game = Round.from_seed(seed)
    counts = []
    for event in game.play_to_end():
        if isinstance(event, BattleWon):
            counts.append((event.player_count, event.computer_count))
    # Only the last battle leaves a pile empty, and the round ends right there.
    assert all(p > 0 and c > 0 for p, c in counts[:-1])
    assert counts[-1] == ((52, 0) if winner is Winner.PLAYER else (0, 52))
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (winner, Reason.ALL_CARDS)
    assert game.outcome.battles == len(counts)
    with pytest.raises(RoundFinished):
        game.play_battle()


# Rule 8: after 500 battles with no winner, a draw; a battle counts once; 500th can win.


def test_rule_8_round_is_a_draw_after_500_battles() -> None:
    game = Round.from_seed(11)  # seed 11 is still going at battle 500
    events = list(game.play_to_end())
    turned = [e.battle for e in events if isinstance(e, CardsTurned)]
    assert turned == list(range(1, 501))
    over = events[-1]
    assert isinstance(over, RoundOver)
    assert (over.winner, over.reason, over.battles) == (Winner.DRAW, Reason.BATTLE_LIMIT, 500)
    assert over.player_count + over.computer_count == 52
    assert over.player_count > 0 and over.computer_count > 0
    assert BATTLE_LIMIT == 500
    with pytest.raises(RoundFinished):
        game.play_battle()
    assert play_fast(shuffled_deck(11)) == game.outcome


@pytest.mark.parametrize(("seed", "winner"), [(835, Winner.COMPUTER), (3145, Winner.PLAYER)])
def test_rule_8_the_500th_battle_can_still_win_the_round(seed: int, winner: Winner) -> None:
    # Seeds found by searching 0..199999 with play_ranks for rounds won at battle 500.
    game = Round.from_seed(seed)
    events = list(game.play_to_end())
    over = events[-1]
    assert isinstance(over, RoundOver)
    assert (over.winner, over.reason, over.battles) == (winner, Reason.ALL_CARDS, 500)
    # Wars happened, yet the battle count is the number of battles, not battles + wars.
    assert over.wars > 0
    assert sum(isinstance(e, CardsTurned) for e in events) == 500
    assert play_fast(shuffled_deck(seed)) == game.outcome


def test_rule_8_a_battle_counts_once_however_many_wars_it_holds() -> None:
    game = with_battles_left(CONSTRUCTED["triple_war"], 2)
    events = list(game.play_to_end())
    first = BATTLE_LIMIT - 1
    assert sum(isinstance(e, WarDeclared) for e in battle_events(events, first)) == 3
    assert [e.battle for e in events if isinstance(e, CardsTurned)] == [first, BATTLE_LIMIT]
    assert isinstance(events[-1], RoundOver)
    assert events[-1].battles == BATTLE_LIMIT
    assert game.wars >= 3


def test_rule_8_the_last_battle_before_the_limit_ends_after_a_triple_war() -> None:
    game = with_battles_left(CONSTRUCTED["triple_war"], 1)
    events = list(game.play_to_end())
    assert events[-1] == RoundOver(Winner.DRAW, Reason.BATTLE_LIMIT, BATTLE_LIMIT, 3, 33, 19, 3)


@pytest.mark.parametrize("seed", [0, 1, 7, 70, 7828])
def test_rule_8_with_few_battles_left_the_last_one_can_still_win(seed: int) -> None:
    deck = shuffled_deck(seed)
    full = play_fast(deck)
    assert full.winner is not Winner.DRAW
    n = full.battles
    # Exactly n battles left: the round is still won in the last of them.
    at_limit = with_battles_left(deck, n)
    list(at_limit.play_to_end())
    assert at_limit.outcome == dataclasses.replace(full, battles=BATTLE_LIMIT)
    # One battle fewer: a draw at the limit.
    short = with_battles_left(deck, n - 1)
    list(short.play_to_end())
    assert short.outcome is not None
    assert (short.outcome.winner, short.outcome.reason) == (Winner.DRAW, Reason.BATTLE_LIMIT)
    assert short.outcome.battles == BATTLE_LIMIT
    assert short.outcome.player_cards + short.outcome.computer_cards == 52


@settings(max_examples=300, deadline=None)
@given(any_deck, small_limit)
def test_rule_8_the_limit_is_never_passed(deck: list[Card], left: int) -> None:
    game = with_battles_left(deck, left)
    events = list(game.play_to_end())
    turned = [e.battle for e in events if isinstance(e, CardsTurned)]
    first = BATTLE_LIMIT - left + 1
    assert turned == list(range(first, first + len(turned)))
    assert len(turned) <= left
    assert game.outcome is not None and game.outcome.battles == turned[-1]
    if game.outcome.winner is Winner.DRAW and turned[-1] < BATTLE_LIMIT:
        assert game.outcome.reason is Reason.BOTH_OUT_IN_WAR
