"""A battle shown again: its cards fly back to the piles they came from, then it plays again."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from war.core.cards import Card
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    Side,
    WarCardsTurned,
)
from war.core.position import Position
from war.window.audio.cues import Cue
from war.window.table.card_moves import collect_seconds, leave_seconds, slide, sweep_gap
from war.window.table.sprites import CardSprite
from war.window.table.tween import (
    Call,
    Deferred,
    Delay,
    Sequence,
    Step,
    ease_in_out_cubic,
    stagger,
)
from war.words import table as words

if TYPE_CHECKING:
    from war.window.table.presenter import Presenter


def fly_back_steps(
    stage: Presenter, before: Position, before_winner: Side | None, events: list[Event]
) -> Step:
    """The table laid out as it stood ``before`` the battle of ``events`` (the piles still
    showing the cards that went to them), and those cards flown back to where they came from."""
    battle = next(event.battle for event in events if isinstance(event, CardsTurned))
    laid = _laid(events)

    def lift_cards() -> None:
        stage.say(partial(words.replaying, battle))
        now = {side: stage.pile_count(side) for side in Side}
        went = _where_cards_went(events)
        stage.shown.restore(before)
        stage.shown.last_winner = before_winner
        stage.sprites = []
        for side in Side:  # the piles show ``now`` until the cards move
            lifted = sum(1 for _, card in laid if went[card] is side)
            stage.landed[side] = now[side] - stage.shown.count(side) - lifted
        if not stage.motion.travel:
            stage.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}
            return
        for owner, card in laid:
            source = went[card]
            sprite = CardSprite(card, owner, *stage.layout.pile_position(source, now[source]))
            stage.sprites.append(sprite)

    def fly_back() -> Step:
        if not stage.motion.travel:
            return Delay(leave_seconds(stage))
        stage.cue(Cue.COLLECT)
        moves = [
            Sequence(
                [
                    slide(
                        sprite,
                        stage.layout.pile_position(sprite.side, stage.shown.count(sprite.side)),
                        leave_seconds(stage),
                        ease_in_out_cubic,
                    ),
                    Call(stage.land(sprite, sprite.side)),
                ]
            )
            for sprite in stage.sprites
        ]
        return stagger(moves, sweep_gap(stage))

    return Sequence([Call(lift_cards), Deferred(fly_back, collect_seconds(stage, len(laid)))])


def _laid(events: list[Event]) -> list[tuple[Side, Card]]:
    """Every card of a battle, in the order laid, with the side that laid it."""
    laid: list[tuple[Side, Card]] = []
    for event in events:
        if isinstance(event, CardsTurned | WarCardsTurned):
            laid += [(Side.PLAYER, event.player), (Side.COMPUTER, event.computer)]
        elif isinstance(event, CardLaidFaceDown):
            laid.append((event.side, event.card))
    return laid


def _where_cards_went(events: list[Event]) -> dict[Card, Side]:
    """The pile each card of a battle ended on: the winner's, or (both short) its own."""
    for event in events:
        if isinstance(event, BattleWon):
            return {card: event.winner for card in event.cards}
        if isinstance(event, CardsReturned):
            went = {card: Side.PLAYER for card in event.player_cards}
            return went | {card: Side.COMPUTER for card in event.computer_cards}
    raise ValueError("a battle's events end with BattleWon or CardsReturned")
