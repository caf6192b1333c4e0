"""A round's end on the table: the moment between its last battle landing and Round over.

Won: your cards spring from your pile into a ribbon across the table, a wave turns them
face up, and they gather back into your pile, the top of the ribbon first. Lost or drawn, a
gentler close: the pile that won (both, in a draw) glows softly a moment, its top card
lifting a little and settling. With reduced motion no card flies: the pile glows, the same
for every ending. At the Instant speed nothing moves: Round over comes at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from war.core.events import Side, Winner
from war.window.table.card_moves import slide
from war.window.table.sprites import CardSprite
from war.window.table.tween import (
    Call,
    Delay,
    Parallel,
    Sequence,
    Step,
    Tween,
    ease_in_out_cubic,
    ease_in_out_sine,
    ease_out_cubic,
    stagger,
)
from war.words import table as words

if TYPE_CHECKING:
    from war.window.table.presenter import Presenter

RISE_SECONDS = 0.28  # one card from your pile to its place in the ribbon
RISE_GAP_SECONDS = 0.005  # between one card leaving and the next
TURN_SECONDS = 0.15  # one card of the ribbon turning face up...
TURN_GAP_SECONDS = 0.007  # ...a moment after the card before: a wave along it
SHOW_SECONDS = 0.15  # the ribbon face up, before it gathers
GATHER_SECONDS = 0.28  # one card back to your pile
GATHER_GAP_SECONDS = 0.005
GLOW_SECONDS = 0.45  # the gentler close: a pile's glow rising, and as long falling
GLOW_HOLD_SECONDS = 0.3
GLOW_WON = 1.0  # how bright the glow grows for a pile that took all (reduced motion)
GLOW_SOFT = 0.55  # and for the gentler close
LIFT = 8.0  # logical pixels the glowing top card rises, and settles back


def ending_steps(stage: Presenter, winner: Winner) -> Step | None:
    """The moment that closes a round ``winner`` won (None: nothing moves)."""
    motion = stage.motion
    if motion.instant:
        return None
    if winner is Winner.PLAYER and motion.travel and stage.shown.player_pile:
        return _flourish(stage)
    if winner is Winner.DRAW:
        sides = [Side.PLAYER, Side.COMPUTER]
    else:
        sides = [Side.PLAYER if winner is Winner.PLAYER else Side.COMPUTER]
    bright = GLOW_WON if winner is Winner.PLAYER else GLOW_SOFT
    glows = [_glow(stage, side, bright) for side in sides if stage.shown.count(side)]
    return Parallel(glows) if glows else None


def _flourish(stage: Presenter) -> Step:
    """Your pile spread into a ribbon, turned face up in a wave, and gathered back."""
    cards = list(stage.shown.player_pile)  # top first
    count = len(cards)
    sprites = [CardSprite(card, Side.PLAYER, 0.0, 0.0) for card in cards]

    def leave(index: int) -> Step:
        """The pile's top card now (the ``index``-th off) flies to its place in the
        ribbon, over the ones before it."""
        sprite = sprites[index]

        def lift() -> None:
            sprite.x, sprite.y = stage.layout.pile_position(Side.PLAYER, count - index)
            sprite.remember()
            stage.sprites.append(sprite)
            stage.lifted[Side.PLAYER] += 1

        return Sequence(
            [Call(lift), slide(sprite, stage.layout.ribbon_position(index, count), RISE_SECONDS)]
        )

    def gather(order: int, sprite: CardSprite) -> Step:
        """Back onto the pile, the ``order``-th home: the top of the ribbon first."""

        def landed() -> None:
            stage.sprites.remove(sprite)
            stage.lifted[Side.PLAYER] -= 1

        home = stage.layout.pile_position(Side.PLAYER, order + 1)
        return Sequence(
            [
                Parallel(
                    [
                        slide(sprite, home, GATHER_SECONDS, ease_in_out_cubic),
                        Tween(sprite, GATHER_SECONDS, ease_in_out_sine, flip=0.0),
                    ]
                ),
                Call(landed),
            ]
        )

    turn = (Tween(sprite, TURN_SECONDS, ease_in_out_sine, flip=1.0) for sprite in sprites)
    return Sequence(
        [
            Call(lambda: stage.say(words.nothing)),  # the ribbon lies across the status line
            stagger((leave(index) for index in range(count)), RISE_GAP_SECONDS),
            stagger(turn, TURN_GAP_SECONDS),
            Delay(SHOW_SECONDS),
            stagger(
                (gather(order, sprite) for order, sprite in enumerate(reversed(sprites))),
                GATHER_GAP_SECONDS,
            ),
        ]
    )


def _glow(stage: Presenter, side: Side, bright: float) -> Step:
    """``side``'s pile glows ``bright`` a moment: its top card, lifting a little as it
    glows where cards travel."""
    count = stage.shown.count(side)
    x, y = stage.layout.pile_position(side, count)
    top = CardSprite(stage.shown.pile(side)[0], side, x, y)
    rise: list[Step] = [Tween(top, GLOW_SECONDS, ease_out_cubic, glow=bright)]
    fall: list[Step] = [Tween(top, GLOW_SECONDS, ease_in_out_sine, glow=0.0)]
    if stage.motion.travel:
        rise.append(Tween(top, GLOW_SECONDS, ease_out_cubic, y=y - LIFT))
        fall.append(Tween(top, GLOW_SECONDS, ease_in_out_sine, y=y))

    def lift() -> None:
        stage.sprites.append(top)
        stage.lifted[side] += 1  # the pile's top card is this one, for now

    def settle() -> None:
        stage.sprites.remove(top)
        stage.lifted[side] -= 1

    return Sequence(
        [Call(lift), Parallel(rise), Delay(GLOW_HOLD_SECONDS), Parallel(fall), Call(settle)]
    )
