"""The deal's choreography: the deck in the middle, dealt a card at a time, you first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from war.core.events import RoundDealt, Side
from war.window.audio.cues import Cue
from war.window.table.card_moves import slide
from war.window.table.sprites import CardSprite
from war.window.table.tween import Call, Delay, Sequence, Step, stagger

if TYPE_CHECKING:
    from war.window.table.presenter import Presenter

DEAL_SLIDE_SECONDS = 0.24
DEAL_GAP_SECONDS = 0.022
DEAL_CUE_PACE = 3.0  # the deal's many slides sound as softly as cards at this pace


def deal_steps(stage: Presenter, dealt: RoundDealt) -> Step:
    """The cards dealt to the piles (or, when cards do not travel, the piles simply
    appearing), then the deal applied to the table."""
    if stage.motion.travel:
        dealing = _moves(stage, dealt)
    else:
        dealing = Sequence([Call(lambda: stage.cue(Cue.SLIDE)), Delay(stage.motion.fade)])
    return Sequence([dealing, Call(lambda: stage.apply(dealt))])


def _moves(stage: Presenter, dealt: RoundDealt) -> Step:
    order = [
        (side, card)
        for pair in zip(dealt.player_pile, dealt.computer_pile, strict=True)
        for side, card in zip((Side.PLAYER, Side.COMPUTER), pair, strict=True)
    ]
    deck = [CardSprite(card, side, *stage.layout.deal_origin) for side, card in reversed(order)]
    stage.sprites = deck  # the first card to deal is drawn last, on top
    moves: list[Step] = []
    for index, sprite in enumerate(reversed(deck)):
        target = stage.layout.pile_position(sprite.side, index // 2 + 1)
        moves.append(
            Sequence(
                [
                    Call(lambda: stage.cue(Cue.SLIDE, DEAL_CUE_PACE)),
                    slide(sprite, target, DEAL_SLIDE_SECONDS),
                    Call(stage.land(sprite, sprite.side)),
                ]
            )
        )
    return stagger(moves, DEAL_GAP_SECONDS)
