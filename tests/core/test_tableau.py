"""Tests for war.core.tableau: the table rebuilt from events alone, and events that do not fit."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.decks import (
    BOTH_OUT_COMPUTER,
    BOTH_OUT_PLAYER,
    CONSTRUCTED,
    any_seed,
    cards,
    deck_with_tops,
    each_battle,
    interleave,
)
from war.core.cards import Card, ordered_deck, parse_card, shuffled_deck
from war.core.engine import Round
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    Winner,
)
from war.core.tableau import Tableau, TableauError, TableCard

PLAYER, COMPUTER = Side.PLAYER, Side.COMPUTER


def dealt_tableau(deck: list[Card]) -> tuple[Round, Tableau]:
    game = Round(deck)
    tableau = Tableau()
    tableau.apply(game.dealt())
    return game, tableau


# Battle 1: 5S ties 5H; war: 2C/2D down, 9D ties 9C; war: 3C/3D down, 4S loses to QH.
DOUBLE_WAR = CONSTRUCTED["double_war"]


def test_round_dealt_sets_the_piles_and_clears_the_rest() -> None:
    tableau = Tableau(table=[TableCard(parse_card("AS"), PLAYER, True, 0)], battle=9, wars=3)
    deck = shuffled_deck(4)
    tableau.apply(RoundDealt(tuple(deck[0::2]), tuple(deck[1::2]), 4))
    assert tableau.player_pile == deck[0::2]
    assert tableau.computer_pile == deck[1::2]
    assert (tableau.table, tableau.battle, tableau.wars, tableau.seed) == ([], 0, 0, 4)
    assert tableau.over is None and tableau.last_winner is None
    assert sorted(tableau.cards_in_play(), key=ordered_deck().index) == ordered_deck()


def test_cards_turned_moves_both_top_cards_face_up() -> None:
    game, tableau = dealt_tableau(DOUBLE_WAR)
    tableau.apply(game.play_battle()[0])
    assert tableau.battle == 1
    assert tableau.table == [
        TableCard(parse_card("5S"), PLAYER, True, 0),
        TableCard(parse_card("5H"), COMPUTER, True, 0),
    ]
    assert tableau.count(PLAYER) == tableau.count(COMPUTER) == 25
    assert len(tableau.cards_in_play()) == 52


def test_mid_war_the_table_holds_face_down_cards_at_their_depth() -> None:
    game, tableau = dealt_tableau(DOUBLE_WAR)
    events = game.play_battle()
    # Stop just before the second war's face-up cards.
    second_war_up = next(
        i for i, e in enumerate(events) if isinstance(e, WarCardsTurned) and e.depth == 2
    )
    for event in events[:second_war_up]:
        tableau.apply(event)
    assert tableau.war_depth == 2
    assert tableau.wars == 2
    assert tableau.table == [
        TableCard(parse_card("5S"), PLAYER, True, 0),
        TableCard(parse_card("5H"), COMPUTER, True, 0),
        TableCard(parse_card("2C"), PLAYER, False, 1),
        TableCard(parse_card("2D"), COMPUTER, False, 1),
        TableCard(parse_card("9D"), PLAYER, True, 1),
        TableCard(parse_card("9C"), COMPUTER, True, 1),
        TableCard(parse_card("3C"), PLAYER, False, 2),
        TableCard(parse_card("3D"), COMPUTER, False, 2),
    ]
    face_down = [t for t in tableau.table if not t.face_up]
    assert [(t.side, t.depth) for t in face_down] == [
        (PLAYER, 1),
        (COMPUTER, 1),
        (PLAYER, 2),
        (COMPUTER, 2),
    ]
    assert tableau.count(PLAYER) == tableau.count(COMPUTER) == 22
    assert len(set(tableau.cards_in_play())) == 52
    for event in events[second_war_up:]:
        tableau.apply(event)
    assert tableau.table == []
    assert tableau.last_winner is COMPUTER
    assert tableau.computer_pile[-10:] == cards("5H 5S 2D 2C 9C 9D 3D 3C QH 4S")
    assert tableau.computer_pile == list(game.computer_pile)


def test_a_new_battle_resets_the_war_depth() -> None:
    game, tableau = dealt_tableau(DOUBLE_WAR)
    for event in game.play_battle():
        tableau.apply(event)
    assert tableau.war_depth == 2
    tableau.apply(game.play_battle()[0])
    assert tableau.war_depth == 0
    assert tableau.last_winner is None
    assert all(t.depth == 0 and t.face_up for t in tableau.table)


def test_laying_a_card_that_is_not_on_top_raises() -> None:
    _, tableau = dealt_tableau(DOUBLE_WAR)
    with pytest.raises(TableauError, match="player laid 2C but its top card is 5S"):
        tableau.apply(CardsTurned(1, parse_card("2C"), parse_card("5H")))


def test_computer_laying_a_card_that_is_not_on_top_raises() -> None:
    _, tableau = dealt_tableau(DOUBLE_WAR)
    with pytest.raises(TableauError, match="computer laid 2D but its top card is 5H"):
        tableau.apply(CardsTurned(1, parse_card("5S"), parse_card("2D")))


def test_face_down_card_that_is_not_on_top_raises() -> None:
    game, tableau = dealt_tableau(DOUBLE_WAR)
    for event in game.play_battle()[:2]:  # CardsTurned, WarDeclared
        tableau.apply(event)
    with pytest.raises(TableauError, match="computer laid 9C"):
        tableau.apply(CardLaidFaceDown(1, COMPUTER, parse_card("9C")))


def test_laying_from_an_empty_pile_raises() -> None:
    tableau = Tableau()
    with pytest.raises(TableauError, match="top card is nothing"):
        tableau.apply(CardsTurned(1, parse_card("2C"), parse_card("3C")))


def test_battle_won_with_wrong_counts_raises() -> None:
    game, tableau = dealt_tableau(deck_with_tops("KS", "4D"))
    turned, won = game.play_battle()
    assert isinstance(won, BattleWon)
    tableau.apply(turned)
    with pytest.raises(TableauError, match="piles 27/25 but the event says 26/26"):
        tableau.apply(won._replace(player_count=26, computer_count=26))


def test_battle_won_with_cards_not_on_the_table_raises() -> None:
    game, tableau = dealt_tableau(deck_with_tops("KS", "4D"))
    turned, won = game.play_battle()
    assert isinstance(won, BattleWon)
    tableau.apply(turned)
    with pytest.raises(TableauError, match="cards won do not match"):
        tableau.apply(won._replace(cards=tuple(cards("KS 5D"))))
    with pytest.raises(TableauError, match="cards won do not match"):
        tableau.apply(won._replace(cards=tuple(cards("KS"))))


def test_cards_returned_that_were_not_laid_raise() -> None:
    game, tableau = dealt_tableau(deck_with_tops("KS", "4D"))
    tableau.apply(game.play_battle()[0])
    with pytest.raises(TableauError, match="cards returned do not match"):
        tableau.apply(CardsReturned(1, (parse_card("KS"),), (parse_card("AS"),), 26, 26))


def test_cards_returned_with_wrong_counts_raise() -> None:
    game, tableau = dealt_tableau(deck_with_tops("KS", "4D"))
    tableau.apply(game.play_battle()[0])
    with pytest.raises(TableauError, match="but the event says 25/27"):
        tableau.apply(CardsReturned(1, (parse_card("KS"),), (parse_card("4D"),), 25, 27))


def test_cards_returned_go_back_to_their_owners() -> None:
    game, tableau = dealt_tableau(deck_with_tops("KS", "4D"))
    tableau.apply(game.play_battle()[0])
    tableau.apply(CardsReturned(1, (parse_card("KS"),), (parse_card("4D"),), 26, 26))
    assert tableau.table == []
    assert tableau.player_pile[-1] == parse_card("KS")
    assert tableau.computer_pile[-1] == parse_card("4D")


def test_unknown_event_raises() -> None:
    with pytest.raises(TableauError, match="unknown event"):
        Tableau().apply(("CardsTurned", 1))  # type: ignore[arg-type]


def test_both_out_round_rebuilds_the_deal() -> None:
    # Same ranks in the same order on both sides: one battle of 13 wars, then both are out.
    player, computer = cards(BOTH_OUT_PLAYER), cards(BOTH_OUT_COMPUTER)
    game, tableau = dealt_tableau(interleave(player, computer))
    for event in game.play_to_end():
        tableau.apply(event)
        if isinstance(event, CardLaidFaceDown) and event.card == parse_card("AS"):
            assert tableau.player_pile == tableau.computer_pile == []
            assert len(tableau.table) == 52
            assert [t.depth for t in tableau.table][-2:] == [13, 13]
    assert tableau.player_pile == player
    assert tableau.computer_pile == computer
    assert tableau.over is not None and tableau.over.player_count == 26


@settings(max_examples=300, deadline=None)
@given(st.one_of(any_seed, st.permutations(ordered_deck())))  # a seed must reach the tableau
def test_after_every_battle_the_tableau_matches_the_engine(seed_or_deck: int | list[Card]) -> None:
    game = Round.from_seed(seed_or_deck) if isinstance(seed_or_deck, int) else Round(seed_or_deck)
    tableau = Tableau()
    tableau.apply(game.dealt())
    last = None
    for events in each_battle(game):
        for event in events:
            tableau.apply(event)
            last = event
        assert tableau.table == []
        assert tableau.player_pile == list(game.player_pile)
        assert tableau.computer_pile == list(game.computer_pile)
        assert tableau.count(PLAYER) == len(game.player_pile)
        assert tableau.pile(COMPUTER) is tableau.computer_pile
        assert (tableau.battle, tableau.wars) == (game.battles, game.wars)
    # At the end: the engine's last event is the tableau's ending, and the winner holds 52.
    over = tableau.over
    assert isinstance(last, RoundOver) and over == last
    assert (tableau.battle, tableau.wars) == (over.battles, over.wars)
    assert tableau.seed == game.seed
    counts = (len(tableau.player_pile), len(tableau.computer_pile))
    assert counts == (over.player_count, over.computer_count)
    if over.winner is Winner.PLAYER:
        assert counts == (52, 0)
    elif over.winner is Winner.COMPUTER:
        assert counts == (0, 52)
    else:
        assert sum(counts) == 52


def test_a_battle_cannot_begin_while_the_last_ones_cards_are_on_the_table() -> None:
    _, tableau = dealt_tableau(DOUBLE_WAR)
    tableau.apply(CardsTurned(1, parse_card("5S"), parse_card("5H")))
    with pytest.raises(TableauError, match="still on the table"):
        tableau.apply(CardsTurned(2, parse_card("2C"), parse_card("2D")))
