"""How a card moves on the table: lifted, to its place in the battle, swept to a pile, turned."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from war.core.cards import Card
from war.core.events import Side
from war.window.table.sprites import CardSprite
from war.window.table.tween import (
    Call,
    Easing,
    Parallel,
    Sequence,
    Step,
    Tween,
    ease_in_out_cubic,
    ease_in_out_sine,
    ease_out_cubic,
    linear,
    stagger,
    stagger_seconds,
)

if TYPE_CHECKING:
    from war.window.table.presenter import Presenter

SLIDE_SECONDS = 0.28
FLIP_SECONDS = 0.18
LAY_SECONDS = 0.22
COLLECT_SECONDS = 0.34
COLLECT_GAP_SECONDS = 0.035


def slide(
    sprite: CardSprite, target: tuple[float, float], seconds: float, easing: Easing = ease_out_cubic
) -> Step:
    return Tween(sprite, seconds, easing, x=target[0], y=target[1])


def flip(sprite: CardSprite, to: float) -> Step:
    return Tween(sprite, FLIP_SECONDS, ease_in_out_sine, flip=to)


def lift(stage: Presenter, card: Card, side: Side, pile_count: int, *, face_up: bool) -> CardSprite:
    """A sprite for ``card``, just played from the top of ``side``'s pile (which held
    ``pile_count`` cards). When cards do not travel it is already in its place in the
    battle, face up if it is played so, and unseen until it fades in."""
    sprite = CardSprite(card, side, *stage.layout.pile_position(side, pile_count))
    motion = stage.motion
    if not motion.travel:
        sprite.x, sprite.y = slot(stage, sprite)
        sprite.flip = 1.0 if face_up else 0.0
        sprite.opacity = 0.0 if motion.fade > 0 else 1.0
        sprite.remember()
    stage.sprites.append(sprite)
    return sprite


def arriving(stage: Presenter) -> float:
    """How long a card takes to reach its place in the battle."""
    return SLIDE_SECONDS if stage.motion.travel else stage.motion.fade


def arrive(stage: Presenter, sprites: list[CardSprite], seconds: float = SLIDE_SECONDS) -> Step:
    """The cards go to their places in the battle: sliding, or fading in where they are."""
    if stage.motion.travel:
        return Parallel(slide(sprite, slot(stage, sprite), seconds) for sprite in sprites)
    fade = stage.motion.fade
    return Parallel(Tween(sprite, fade, linear, opacity=1.0) for sprite in sprites)


def slot(stage: Presenter, sprite: CardSprite) -> tuple[float, float]:
    """Where ``sprite``'s card lies in the battle as the table shows it."""
    laid = [t.card for t in stage.shown.table if t.side is sprite.side]
    return stage.layout.battle_position(sprite.side, laid.index(sprite.card))


def collect_seconds(stage: Presenter, count: int) -> float:
    """How long ``collect`` takes to sweep ``count`` cards to a pile: worked out from the
    same lengths ``collect`` builds its sweep from."""
    return stagger_seconds(count, leave_seconds(stage), sweep_gap(stage))


def leave_seconds(stage: Presenter) -> float:
    """How long one card takes to leave for a pile: sliding there, or fading where it is."""
    return COLLECT_SECONDS if stage.motion.travel else stage.motion.fade


def sweep_gap(stage: Presenter) -> float:
    """Between one card leaving for a pile and the next: they fade all at once."""
    return COLLECT_GAP_SECONDS if stage.motion.travel else 0.0


def collect(
    stage: Presenter, side: Side, cards: list[Card], then: Callable[[], None] | None = None
) -> Step:
    """Take ``cards`` (their sprites) to ``side``'s pile: sliding there and turning face
    down on the way, or fading out where they lie when cards do not travel."""
    by_card = {sprite.card: sprite for sprite in stage.sprites}
    target = stage.layout.pile_position(side, stage.shown.count(side) + len(cards))
    moves = []
    for card in cards:
        sprite = by_card[card]
        moves.append(Sequence([_leave(stage, sprite, target), Call(stage.land(sprite, side))]))
    sweep = stagger(moves, sweep_gap(stage))
    return sweep if then is None else Sequence([sweep, Call(then)])


def _leave(stage: Presenter, sprite: CardSprite, pile: tuple[float, float]) -> Step:
    seconds = leave_seconds(stage)
    if not stage.motion.travel:
        return Parallel(
            [Tween(sprite, seconds, linear, opacity=0.0), Tween(sprite, seconds, glow=0.0)]
        )
    return Parallel(
        [
            slide(sprite, pile, seconds, ease_in_out_cubic),
            Tween(sprite, seconds, ease_in_out_sine, flip=0.0),
            Tween(sprite, seconds, glow=0.0),
        ]
    )
