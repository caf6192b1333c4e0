"""Turns engine events into animation: card sprites, one timeline, and the table as shown.

The engine runs ahead; ``shown`` is the table as the player sees it, and each event is
applied to it at the moment its animation gets there (a pile's count changes when the
cards land, not before). When the timeline is idle, ``shown`` equals the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

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
from war.window.audio.cues import Cue
from war.window.layout.table import DEAL_ORIGIN, battle_position, pile_position
from war.window.table.motion import NORMAL, Motion
from war.window.table.tween import (
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
from war.words import endings
from war.words import table as words

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
DEAL_CUE_PACE = 3.0  # the deal's many slides sound as softly as cards at this pace


class Pose(NamedTuple):
    """Where a card is and how it looks at one moment."""

    x: float
    y: float
    flip: float
    glow: float
    opacity: float


@dataclass
class CardSprite:
    """A card off the piles. ``flip`` runs 0 (back up) to 1 (face up); 0.5 is edge-on."""

    card: Card
    side: Side
    x: float
    y: float
    flip: float = 0.0
    glow: float = 0.0
    opacity: float = 1.0
    _previous: Pose = field(default=Pose(0.0, 0.0, 0.0, 0.0, 1.0), init=False, repr=False)

    def __post_init__(self) -> None:
        self.remember()

    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.flip, self.glow, self.opacity)

    def remember(self) -> None:
        """Keep the state before an update step, for drawing between steps."""
        self._previous = self.pose()

    def at(self, alpha: float) -> Pose:
        """The pose interpolated between the last two update steps."""
        return Pose(
            *(a + (b - a) * alpha for a, b in zip(self._previous, self.pose(), strict=True))
        )


@dataclass
class Banner:
    """The WAR! banner: fades and pops in, then fades out."""

    text: str = ""
    opacity: float = 0.0
    scale: float = 1.0


class Presenter:
    def __init__(
        self,
        on_settled: Callable[[Tableau], None] | None = None,
        on_cue: Callable[[Cue, float], None] | None = None,
        motion: Motion = NORMAL,
    ) -> None:
        """``on_settled(shown)`` is called whenever a deal or a battle has landed: the table
        shown is then between battles, or the round is over (the window saves it, to resume
        from, and logs the battle).
        ``on_cue(cue, pace)`` is called as each sound-making moment is shown (never for
        animations landed at once by ``finish``); ``pace`` > 1 when play is fast.
        ``motion`` (the Speed and Reduced motion settings) shapes the animations queued
        after it is set: change it only while nothing is queued (after ``finish``)."""
        self.timeline = Timeline()
        self.on_settled = on_settled
        self.on_cue = on_cue
        self.motion = motion
        self._landing = False
        self.reset()

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def update(self, dt: float) -> None:
        for sprite in self.sprites:
            sprite.remember()
        self.timeline.update(dt * self.motion.pace)
        if not self.timeline.busy:
            self.timeline.speed = 1.0

    def finish(self) -> None:
        """Land every queued animation now, in order (silently: no cue sounds)."""
        self._landing = True
        try:
            self.timeline.finish()
        finally:
            self._landing = False
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
        self._set_status(words.resumed())

    # -- building animations -------------------------------------------------------------

    def show_deal(self, dealt: RoundDealt) -> None:
        """The deck sits in the middle and is dealt one card at a time, player first (or,
        when cards do not travel, the piles simply appear)."""
        self.reset()
        if self.motion.travel:
            dealing: Step = self._deal_moves(dealt)
        else:
            dealing = Sequence([Call(lambda: self._cue(Cue.SLIDE)), Delay(self.motion.fade)])
        self.timeline.add(
            Sequence(
                [
                    Call(lambda: self._set_status(words.dealing())),
                    dealing,
                    Call(lambda: self._apply(dealt)),
                    Call(lambda: self._set_status(words.dealt())),
                ]
            )
        )

    def _deal_moves(self, dealt: RoundDealt) -> Step:
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
                        Call(lambda: self._cue(Cue.SLIDE, DEAL_CUE_PACE)),
                        _slide(sprite, target, DEAL_SLIDE_SECONDS),
                        Call(self._land(sprite, sprite.side)),
                    ]
                )
            )
        return stagger(moves, DEAL_GAP_SECONDS)

    def show_replay(
        self, before: Position, before_winner: Side | None, events: list[Event]
    ) -> None:
        """The battle of ``events`` again, from the table as it stood ``before`` it: its
        cards fly back from where they went to the piles they came from, then the battle
        plays as it did. What is shown ends as it began (nothing in the round changes)."""
        battle = next(event.battle for event in events if isinstance(event, CardsTurned))
        laid = _laid(events)

        def lift_cards() -> None:
            self._set_status(words.replaying(battle))
            now = {side: self.pile_count(side) for side in Side}
            went = _where_cards_went(events)
            self.shown.restore(before)
            self.shown.last_winner = before_winner
            self.sprites = []
            for side in Side:  # the piles show ``now`` until the cards move
                lifted = sum(1 for _, card in laid if went[card] is side)
                self.landed[side] = now[side] - self.shown.count(side) - lifted
            if not self.motion.travel:
                self.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}
                return
            for owner, card in laid:
                source = went[card]
                sprite = CardSprite(card, owner, *pile_position(source, now[source]))
                self.sprites.append(sprite)

        def fly_back() -> Step:
            if not self.motion.travel:
                return Delay(self.motion.fade)
            self._cue(Cue.COLLECT)
            moves = [
                Sequence(
                    [
                        _slide(
                            sprite,
                            pile_position(sprite.side, self.shown.count(sprite.side)),
                            COLLECT_SECONDS,
                            ease_in_out_cubic,
                        ),
                        Call(self._land(sprite, sprite.side)),
                    ]
                )
                for sprite in self.sprites
            ]
            return stagger(moves, COLLECT_GAP_SECONDS)

        seconds = self._collect_seconds(len(laid))
        self.timeline.add(Sequence([Call(lift_cards), Deferred(fly_back, seconds)]))
        self.show_battle(events)

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
                pair.append(self._lift(card, side, counts[side], face_up=True))
            self._cue(Cue.SLIDE if self.motion.travel else Cue.FLIP)

        def flips() -> Step:
            self._cue(Cue.FLIP)
            return Parallel(_flip(sprite, 1.0) for sprite in pair)

        steps: list[Step] = [Call(lift_cards), Deferred(lambda: self._arrive(pair), self._arriving)]
        if self.motion.travel:
            steps.append(Deferred(flips, FLIP_SECONDS))
        return Sequence(steps)

    def _lay_face_down(self, laid: list[CardLaidFaceDown]) -> Step:
        sprites: list[CardSprite] = []

        def lift_cards() -> None:
            for event in laid:
                count = self.shown.count(event.side)
                self._apply(event)
                sprites.append(self._lift(event.card, event.side, count, face_up=False))
            self._cue(Cue.SLIDE)

        seconds = LAY_SECONDS if self.motion.travel else self.motion.fade
        return Sequence(
            [Call(lift_cards), Deferred(lambda: self._arrive(sprites, LAY_SECONDS), seconds)]
        )

    def _war(self, event: WarDeclared) -> Step:
        banner = self.banner
        motion = self.motion

        def announce() -> None:
            self._apply(event)
            banner.text = words.banner(event.depth)
            banner.opacity = 1.0 if motion.instant else 0.0
            banner.scale = 0.6 if motion.pop else 1.0
            self._set_status(words.war_status(event.depth, *self._last_face_up()))
            self._cue(Cue.WAR)

        if motion.instant:  # no fading either: shown whole, for as long as it is read
            return Sequence(
                [
                    Call(announce),
                    Delay(WAR_BANNER_SECONDS * motion.hold),
                    Call(lambda: setattr(banner, "opacity", 0.0)),
                ]
            )
        pop_in = WAR_BANNER_SECONDS * 0.3
        appear: list[Step] = [Tween(banner, "opacity", 1.0, pop_in, ease_out_cubic, start=0.0)]
        if motion.pop:
            appear.append(Tween(banner, "scale", 1.0, pop_in, ease_out_back, start=0.6))
        return Sequence(
            [
                Call(announce),
                Parallel(appear),
                Delay(WAR_BANNER_SECONDS * 0.45 * motion.hold),
                Tween(banner, "opacity", 0.0, WAR_BANNER_SECONDS * 0.25, linear, start=1.0),
            ]
        )

    def _won(self, event: BattleWon) -> Step:
        glow_seconds = 0.0 if self.motion.instant else WIN_GLOW_SECONDS

        def highlight() -> Step:
            deciding = self._deciding_sprite(event.winner)
            mine, theirs = self._last_face_up()
            self._set_status(words.battle_summary(event.winner, mine, theirs, len(event.cards)))
            glow = [] if deciding is None else [Tween(deciding, "glow", 1.0, glow_seconds)]
            return Parallel(glow)

        def sweep() -> Step:
            self._cue(Cue.COLLECT)
            return self._collect(event.winner, list(event.cards), lambda: self._apply(event))

        return Sequence(
            [
                Deferred(highlight, glow_seconds),
                Delay(REVEAL_HOLD_SECONDS * self.motion.hold),
                Deferred(sweep, self._collect_seconds(len(event.cards))),
            ]
        )

    def _returned(self, event: CardsReturned) -> Step:
        def sweep() -> Step:
            self._set_status(endings.both_short())
            self._cue(Cue.COLLECT)
            player = self._collect(Side.PLAYER, list(event.player_cards))
            computer = self._collect(Side.COMPUTER, list(event.computer_cards))
            return Sequence([Parallel([player, computer]), Call(lambda: self._apply(event))])

        most = max(len(event.player_cards), len(event.computer_cards))
        return Sequence(
            [
                Delay(REVEAL_HOLD_SECONDS * self.motion.hold),
                Deferred(sweep, self._collect_seconds(most)),
            ]
        )

    def _collect(
        self, side: Side, cards: list[Card], then: Callable[[], None] | None = None
    ) -> Step:
        """Take ``cards`` (their sprites) to ``side``'s pile: sliding there and turning face
        down on the way, or fading out where they lie when cards do not travel."""
        by_card = {sprite.card: sprite for sprite in self.sprites}
        target = pile_position(side, self.shown.count(side) + len(cards))
        moves = []
        for card in cards:
            sprite = by_card[card]
            moves.append(Sequence([self._leave(sprite, target), Call(self._land(sprite, side))]))
        gap = COLLECT_GAP_SECONDS if self.motion.travel else 0.0
        sweep = stagger(moves, gap)
        return sweep if then is None else Sequence([sweep, Call(then)])

    def _leave(self, sprite: CardSprite, pile: tuple[float, float]) -> Step:
        if not self.motion.travel:
            fade = self.motion.fade
            return Parallel(
                [Tween(sprite, "opacity", 0.0, fade, linear), Tween(sprite, "glow", 0.0, fade)]
            )
        return Parallel(
            [
                _slide(sprite, pile, COLLECT_SECONDS, ease_in_out_cubic),
                Tween(sprite, "flip", 0.0, COLLECT_SECONDS, ease_in_out_sine),
                Tween(sprite, "glow", 0.0, COLLECT_SECONDS),
            ]
        )

    # -- helpers ---------------------------------------------------------------------------

    @property
    def _arriving(self) -> float:
        """How long a card takes to reach its place in the battle."""
        return SLIDE_SECONDS if self.motion.travel else self.motion.fade

    def _collect_seconds(self, count: int) -> float:
        if not self.motion.travel:
            return self.motion.fade
        return COLLECT_SECONDS + COLLECT_GAP_SECONDS * max(0, count - 1)

    def _lift(self, card: Card, side: Side, pile_count: int, *, face_up: bool) -> CardSprite:
        """A sprite for ``card``, just played from the top of ``side``'s pile (which held
        ``pile_count`` cards). When cards do not travel it is already in its place in the
        battle, face up if it is played so, and unseen until it fades in."""
        sprite = CardSprite(card, side, *pile_position(side, pile_count))
        if not self.motion.travel:
            sprite.x, sprite.y = self._slot(sprite)
            sprite.flip = 1.0 if face_up else 0.0
            sprite.opacity = 0.0 if self.motion.fade > 0 else 1.0
            sprite.remember()
        self.sprites.append(sprite)
        return sprite

    def _arrive(self, sprites: list[CardSprite], seconds: float = SLIDE_SECONDS) -> Step:
        """The cards go to their places in the battle: sliding, or fading in where they are."""
        if self.motion.travel:
            return Parallel(_slide(sprite, self._slot(sprite), seconds) for sprite in sprites)
        fade = self.motion.fade
        return Parallel(Tween(sprite, "opacity", 1.0, fade, linear) for sprite in sprites)

    def _slot(self, sprite: CardSprite) -> tuple[float, float]:
        index = [t.card for t in self.shown.table if t.side is sprite.side].index(sprite.card)
        return battle_position(sprite.side, index)

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
        if isinstance(event, RoundDealt | BattleWon | CardsReturned) and self.on_settled:
            self.on_settled(self.shown)

    def _cue(self, cue: Cue, pace: float = 1.0) -> None:
        """Sound ``cue`` now, at the pace things are moving (``pace`` more for a soft one)."""
        if self.on_cue is not None and not self._landing:
            self.on_cue(cue, pace * self.timeline.speed * self.motion.pace)

    def _last_face_up(self) -> tuple[Card, Card]:
        """The player's and the computer's latest face-up cards on the table."""
        face_up = [t for t in self.shown.table if t.face_up]
        mine = next(t.card for t in reversed(face_up) if t.side is Side.PLAYER)
        theirs = next(t.card for t in reversed(face_up) if t.side is Side.COMPUTER)
        return mine, theirs

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


def _flip(sprite: CardSprite, to: float) -> Step:
    return Tween(sprite, "flip", to, FLIP_SECONDS, ease_in_out_sine)
