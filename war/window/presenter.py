"""Turns engine events into animation: card sprites, one timeline, and the table as shown.

The engine runs ahead; ``shown`` is the table as the player sees it, and each event is
applied to it at the moment its animation gets there (a pile's count changes when the
cards land, not before). When the timeline is idle, ``shown`` equals the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from war.core.cards import Card
from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    RoundDealt,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
)
from war.core.position import Position
from war.core.tableau import Tableau
from war.window.layout import DEAL_ORIGIN, battle_position, pile_position
from war.window.tween import (
    Call,
    Deferred,
    Delay,
    Easing,
    Parallel,
    Sequence,
    Step,
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_in_out_sine,
    ease_out_back,
    ease_out_cubic,
    linear,
    stagger,
)
from war.window.wording import BOTH_SHORT, RESUMED_STATUS, battle_summary, war_status

SLIDE_SECONDS = 0.28
FLIP_SECONDS = 0.18
LAY_SECONDS = 0.22
REVEAL_HOLD_SECONDS = 0.40
WAR_BANNER_SECONDS = 0.75
WIN_GLOW_SECONDS = 0.25
COLLECT_SECONDS = 0.34
COLLECT_GAP_SECONDS = 0.035
DEAL_SLIDE_SECONDS = 0.24
DEAL_GAP_SECONDS = 0.022
FAST_PACE = 2.5  # Play 10 battles runs its animations this many times faster


@dataclass
class CardSprite:
    """A card off the piles. ``flip`` runs 0 (back up) to 1 (face up); 0.5 is edge-on."""

    card: Card
    side: Side
    x: float
    y: float
    flip: float = 0.0
    glow: float = 0.0
    _previous: tuple[float, float, float, float] = field(
        default=(0.0, 0.0, 0.0, 0.0), init=False, repr=False
    )

    def __post_init__(self) -> None:
        self.remember()

    def remember(self) -> None:
        """Keep the state before an update step, for drawing between steps."""
        self._previous = (self.x, self.y, self.flip, self.glow)

    def at(self, alpha: float) -> tuple[float, float, float, float]:
        """x, y, flip, glow interpolated between the last two update steps."""
        px, py, pf, pg = self._previous
        return (
            px + (self.x - px) * alpha,
            py + (self.y - py) * alpha,
            pf + (self.flip - pf) * alpha,
            pg + (self.glow - pg) * alpha,
        )


@dataclass
class Banner:
    """The WAR! banner: fades and pops in, then fades out."""

    text: str = ""
    opacity: float = 0.0
    scale: float = 1.0


class Presenter:
    def __init__(self, on_settled: Callable[[Tableau], None] | None = None) -> None:
        """``on_settled(shown)`` is called whenever a deal or a battle has landed: the table
        shown is then between battles (the window saves it, to resume from)."""
        self.timeline = Timeline()
        self.on_settled = on_settled
        self.reset()

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def update(self, dt: float) -> None:
        for sprite in self.sprites:
            sprite.remember()
        self.timeline.update(dt)
        if not self.timeline.busy:
            self.timeline.speed = 1.0

    def finish(self) -> None:
        """Land every queued animation now, in order."""
        self.timeline.finish()
        self.timeline.speed = 1.0
        for sprite in self.sprites:
            sprite.remember()

    def reset(self) -> None:
        """Forget the table (a new round is about to be dealt)."""
        self.timeline.clear()
        self.timeline.speed = 1.0
        self.shown = Tableau()
        self.sprites: list[CardSprite] = []  # drawing order: later ones on top
        self.banner = Banner()
        self.status = ""
        # Cards dealt or collected that have reached each pile before their event applies.
        self.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}

    def pile_count(self, side: Side) -> int:
        """The count to show: the pile, plus the cards that have landed on it so far."""
        return self.shown.count(side) + self.landed[side]

    def show_position(self, position: Position, last_winner: Side | None = None) -> None:
        """A round carried on from ``position``: its table laid out at once, nothing moving,
        the side that won the last battle marked as it was."""
        self.reset()
        self.shown.restore(position)
        self.shown.last_winner = last_winner
        self._set_status(RESUMED_STATUS)

    # -- building animations -------------------------------------------------------------

    def show_deal(self, dealt: RoundDealt) -> None:
        """The deck sits in the middle and is dealt one card at a time, player first."""
        self.reset()
        order = [
            (side, card)
            for pair in zip(dealt.player_pile, dealt.computer_pile, strict=True)
            for side, card in zip((Side.PLAYER, Side.COMPUTER), pair, strict=True)
        ]
        deck = [CardSprite(card, side, *DEAL_ORIGIN) for side, card in reversed(order)]
        self.sprites = deck  # the first card to deal is drawn last, on top
        moves: list[Step] = []
        for index, sprite in enumerate(reversed(deck)):
            target = pile_position(sprite.side, index // 2 + 1)
            moves.append(
                Sequence(
                    [
                        _slide(sprite, target, DEAL_SLIDE_SECONDS),
                        Call(self._land(sprite, sprite.side)),
                    ]
                )
            )
        self.timeline.add(
            Sequence(
                [
                    Call(lambda: self._set_status("Dealing 26 cards each…")),
                    stagger(moves, DEAL_GAP_SECONDS),
                    Call(lambda: self._apply(dealt)),
                    Call(lambda: self._set_status("Press Turn cards to play the first battle.")),
                ]
            )
        )

    def show_battle(self, events: list[Event], pace: float = 1.0) -> None:
        """Queue the animation of one battle's events; ``pace`` > 1 plays everything faster."""
        self.timeline.speed = pace
        steps: list[Step] = []
        index = 0
        while index < len(events):
            event = events[index]
            if isinstance(event, CardLaidFaceDown):
                # Both sides lay their face-down card together.
                laid = [event]
                while index + 1 < len(events) and isinstance(events[index + 1], CardLaidFaceDown):
                    index += 1
                    laid.append(events[index])  # type: ignore[arg-type]
                steps.append(self._lay_face_down(laid))
            else:
                steps.append(self._step_for(event))
            index += 1
        self.timeline.add(Sequence(steps))

    def _step_for(self, event: Event) -> Step:
        if isinstance(event, CardsTurned | WarCardsTurned):
            return self._turn(event)
        if isinstance(event, WarDeclared):
            return self._war(event)
        if isinstance(event, BattleWon):
            return self._won(event)
        if isinstance(event, CardsReturned):
            return self._returned(event)
        if isinstance(event, RoundOver):
            return Call(lambda: self._apply(event))
        raise TypeError(f"no animation for {event!r}")

    def _turn(self, event: CardsTurned | WarCardsTurned) -> Step:
        pair: list[CardSprite] = []

        def lift_cards() -> None:
            counts = {side: self.shown.count(side) for side in Side}
            self._apply(event)
            for side, card in ((Side.PLAYER, event.player), (Side.COMPUTER, event.computer)):
                sprite = CardSprite(card, side, *pile_position(side, counts[side]))
                pair.append(sprite)
                self.sprites.append(sprite)

        def moves() -> Step:
            return Parallel(self._slide_to_slot(sprite, SLIDE_SECONDS) for sprite in pair)

        def flips() -> Step:
            return Parallel(_flip(sprite, 1.0) for sprite in pair)

        return Sequence(
            [Call(lift_cards), Deferred(moves, SLIDE_SECONDS), Deferred(flips, FLIP_SECONDS)]
        )

    def _lay_face_down(self, laid: list[CardLaidFaceDown]) -> Step:
        sprites: list[CardSprite] = []

        def lift_cards() -> None:
            for event in laid:
                start = pile_position(event.side, self.shown.count(event.side))
                self._apply(event)
                sprite = CardSprite(event.card, event.side, *start)
                sprites.append(sprite)
                self.sprites.append(sprite)

        def moves() -> Step:
            return Parallel(self._slide_to_slot(sprite, LAY_SECONDS) for sprite in sprites)

        return Sequence([Call(lift_cards), Deferred(moves, LAY_SECONDS)])

    def _war(self, event: WarDeclared) -> Step:
        banner = self.banner

        def announce() -> None:
            self._apply(event)
            banner.text = "WAR!" if event.depth == 1 else f"WAR ×{event.depth}"
            banner.opacity = 0.0
            banner.scale = 0.6
            self._set_status(war_status(self.shown, event.depth))

        pop_in = WAR_BANNER_SECONDS * 0.3
        return Sequence(
            [
                Call(announce),
                Parallel(
                    [
                        Tween(banner, "opacity", 1.0, pop_in, ease_out_cubic, start=0.0),
                        Tween(banner, "scale", 1.0, pop_in, ease_out_back, start=0.6),
                    ]
                ),
                Delay(WAR_BANNER_SECONDS * 0.45),
                Tween(banner, "opacity", 0.0, WAR_BANNER_SECONDS * 0.25, linear, start=1.0),
            ]
        )

    def _won(self, event: BattleWon) -> Step:
        def highlight() -> Step:
            deciding = self._deciding_sprite(event.winner)
            self._set_status(battle_summary(event, self.shown))
            glow = [] if deciding is None else [Tween(deciding, "glow", 1.0, WIN_GLOW_SECONDS)]
            return Parallel(glow)

        def sweep() -> Step:
            return self._collect(event.winner, list(event.cards), lambda: self._apply(event))

        return Sequence(
            [
                Deferred(highlight, WIN_GLOW_SECONDS),
                Delay(REVEAL_HOLD_SECONDS),
                Deferred(sweep, _collect_seconds(len(event.cards))),
            ]
        )

    def _returned(self, event: CardsReturned) -> Step:
        def sweep() -> Step:
            self._set_status(BOTH_SHORT)
            player = self._collect(Side.PLAYER, list(event.player_cards))
            computer = self._collect(Side.COMPUTER, list(event.computer_cards))
            return Sequence([Parallel([player, computer]), Call(lambda: self._apply(event))])

        seconds = _collect_seconds(max(len(event.player_cards), len(event.computer_cards)))
        return Sequence([Delay(REVEAL_HOLD_SECONDS), Deferred(sweep, seconds)])

    def _collect(
        self, side: Side, cards: list[Card], then: Callable[[], None] | None = None
    ) -> Step:
        """Slide ``cards`` (their sprites) to ``side``'s pile, turning face down on the way."""
        by_card = {sprite.card: sprite for sprite in self.sprites}
        target = pile_position(side, self.shown.count(side) + len(cards))
        moves = []
        for card in cards:
            sprite = by_card[card]
            moves.append(
                Sequence(
                    [
                        Parallel(
                            [
                                _slide(sprite, target, COLLECT_SECONDS, ease_in_out_cubic),
                                Tween(sprite, "flip", 0.0, COLLECT_SECONDS, ease_in_out_sine),
                                Tween(sprite, "glow", 0.0, COLLECT_SECONDS),
                            ]
                        ),
                        Call(self._land(sprite, side)),
                    ]
                )
            )
        sweep = stagger(moves, COLLECT_GAP_SECONDS)
        return sweep if then is None else Sequence([sweep, Call(then)])

    # -- helpers ---------------------------------------------------------------------------

    def _slide_to_slot(self, sprite: CardSprite, seconds: float) -> Step:
        index = [t.card for t in self.shown.table if t.side is sprite.side].index(sprite.card)
        return _slide(sprite, battle_position(sprite.side, index), seconds)

    def _deciding_sprite(self, winner: Side) -> CardSprite | None:
        for sprite in reversed(self.sprites):
            if sprite.side is winner and sprite.flip > 0.5:
                return sprite
        return None

    def _land(self, sprite: CardSprite, side: Side) -> Callable[[], None]:
        def land() -> None:
            self.sprites.remove(sprite)
            self.landed[side] += 1

        return land

    def _apply(self, event: Event) -> None:
        self.shown.apply(event)
        if isinstance(event, RoundDealt | BattleWon | CardsReturned):
            self.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}  # now counted in ``shown``
        if isinstance(event, RoundDealt | BattleWon) and self.on_settled is not None:
            self.on_settled(self.shown)

    def _set_status(self, text: str) -> None:
        self.status = text


def _slide(
    sprite: CardSprite,
    target: tuple[float, float],
    seconds: float,
    easing: Easing = ease_out_cubic,
) -> Step:
    return Parallel(
        [
            Tween(sprite, "x", target[0], seconds, easing),
            Tween(sprite, "y", target[1], seconds, easing),
        ]
    )


def _flip(sprite: CardSprite, to: float) -> Step:
    return Tween(sprite, "flip", to, FLIP_SECONDS, ease_in_out_sine)


def _collect_seconds(count: int) -> float:
    return COLLECT_SECONDS + COLLECT_GAP_SECONDS * max(0, count - 1)
