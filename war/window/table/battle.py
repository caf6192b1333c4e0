"""A battle's choreography: each of its events as the steps that show it on the table.

The cards are turned, laid face down and face up in a war under the WAR! banner, the winner
glows, and the cards are swept to the winner's pile (or each side's own, both short).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from war.core.events import (
    BattleWon,
    CardLaidFaceDown,
    CardsReturned,
    CardsTurned,
    Event,
    RoundOver,
    Side,
    WarCardsTurned,
    WarDeclared,
    cut_short,
)
from war.window.audio.cues import Cue
from war.window.table.card_moves import (
    FLIP_SECONDS,
    LAY_SECONDS,
    arrive,
    arriving,
    collect,
    collect_seconds,
    flip,
    lift,
)
from war.window.table.sprites import CardSprite
from war.window.table.tween import (
    Call,
    Deferred,
    Delay,
    Parallel,
    Sequence,
    Step,
    Tween,
    ease_out_back,
    ease_out_cubic,
    linear,
)
from war.words import endings
from war.words import table as words
from war.words import table_rules as table_rules_words

if TYPE_CHECKING:
    from war.window.table.presenter import Presenter

REVEAL_HOLD_SECONDS = 0.40
WAR_BANNER_SECONDS = 0.75
WIN_GLOW_SECONDS = 0.25


def battle_steps(stage: Presenter, events: list[Event], replaying: bool = False) -> Step:
    """The steps that show one battle's events, in order. As its cards turn, the status
    line stops telling the battle before (unless ``replaying``: it says which battle plays
    again): the battle counter moves on then, and what the middle says agrees with it."""
    steps: list[Step] = []
    short = cut_short(events)
    index = 0
    while index < len(events):
        event = events[index]
        if isinstance(event, CardLaidFaceDown):
            # Both sides lay a face-down card together: one step of the war (a war of
            # several face-down cards is that many steps, one card each at each).
            laid = [event]
            while index + 1 < len(events) and _lays_with(events[index + 1], laid):
                index += 1
                laid.append(events[index])  # type: ignore[arg-type]
            steps.append(_lay_face_down(stage, laid))
        elif isinstance(event, WarDeclared):
            steps.append(_war(stage, event, _face_down_after(events, index)))
        else:
            steps.append(_step_for(stage, event, short, replaying))
        index += 1
    return Sequence(steps)


def _face_down_after(events: list[Event], index: int) -> int:
    """How many cards each side lays face down in the war declared at ``events[index]``
    (the rules' war cards, or fewer where a side runs out)."""
    laid: list[CardLaidFaceDown] = []
    for event in events[index + 1 :]:
        if not isinstance(event, CardLaidFaceDown):
            break
        laid.append(event)
    return max((sum(each.side is side for each in laid) for side in Side), default=0)


def _lays_with(event: Event, laid: list[CardLaidFaceDown]) -> bool:
    """Whether ``event`` is the other side's face-down card of the step ``laid`` began."""
    return isinstance(event, CardLaidFaceDown) and all(each.side is not event.side for each in laid)


def _step_for(stage: Presenter, event: Event, short: bool, replaying: bool) -> Step:
    if isinstance(event, CardsTurned | WarCardsTurned):
        return _turn(stage, event, replaying)
    if isinstance(event, BattleWon):
        return _won(stage, event, short)
    if isinstance(event, CardsReturned):
        return _returned(stage, event)
    if isinstance(event, RoundOver):
        return Call(lambda: stage.apply(event))
    raise TypeError(f"no animation for {event!r}")


def _turn(stage: Presenter, event: CardsTurned | WarCardsTurned, replaying: bool) -> Step:
    pair: list[CardSprite] = []

    def lift_cards() -> None:
        counts = {side: stage.shown.count(side) for side in Side}
        stage.apply(event)
        if isinstance(event, CardsTurned) and not replaying:
            stage.say(words.nothing)  # the battle before is over: its result goes
        for side, card in ((Side.PLAYER, event.player), (Side.COMPUTER, event.computer)):
            pair.append(lift(stage, card, side, counts[side], face_up=True))
        stage.cue(Cue.SLIDE if stage.motion.travel else Cue.FLIP)

    def flips() -> Step:
        stage.cue(Cue.FLIP)
        return Parallel(flip(sprite, 1.0) for sprite in pair)

    steps: list[Step] = [
        Call(lift_cards),
        Deferred(lambda: arrive(stage, pair), arriving(stage)),
    ]
    if stage.motion.travel:
        steps.append(Deferred(flips, FLIP_SECONDS))
    return Sequence(steps)


def _lay_face_down(stage: Presenter, laid: list[CardLaidFaceDown]) -> Step:
    sprites: list[CardSprite] = []

    def lift_cards() -> None:
        for event in laid:
            count = stage.shown.count(event.side)
            stage.apply(event)
            sprites.append(lift(stage, event.card, event.side, count, face_up=False))
        stage.cue(Cue.SLIDE)

    seconds = LAY_SECONDS if stage.motion.travel else stage.motion.fade
    return Sequence(
        [Call(lift_cards), Deferred(lambda: arrive(stage, sprites, LAY_SECONDS), seconds)]
    )


def _war(stage: Presenter, event: WarDeclared, face_down: int = 1) -> Step:
    banner = stage.banner
    motion = stage.motion

    def announce() -> None:
        stage.apply(event)
        banner.text, banner.depth = words.banner(event.depth), event.depth
        banner.opacity = 1.0 if motion.instant else 0.0
        banner.scale = 0.6 if motion.pop else 1.0
        if face_down > 1:  # house rules: the status line says how many go face down
            laid = (event.depth, *stage.last_face_up(), face_down)
            stage.say(partial(table_rules_words.war_status, *laid))
        else:
            stage.say(partial(words.war_status, event.depth, *stage.last_face_up()))
        stage.cue(Cue.WAR)

    if motion.instant:  # no fading either: shown whole, for as long as it is read
        return Sequence(
            [
                Call(announce),
                Delay(WAR_BANNER_SECONDS * motion.hold),
                Call(lambda: setattr(banner, "opacity", 0.0)),
            ]
        )
    pop_in = WAR_BANNER_SECONDS * 0.3
    appear: list[Step] = [
        Tween(banner, pop_in, ease_out_cubic, start={"opacity": 0.0}, opacity=1.0)
    ]
    if motion.pop:
        appear.append(Tween(banner, pop_in, ease_out_back, start={"scale": 0.6}, scale=1.0))
    return Sequence(
        [
            Call(announce),
            Parallel(appear),
            Delay(WAR_BANNER_SECONDS * 0.45 * motion.hold),
            Tween(banner, WAR_BANNER_SECONDS * 0.25, linear, start={"opacity": 1.0}, opacity=0.0),
        ]
    )


def _won(stage: Presenter, event: BattleWon, short: bool) -> Step:
    """The winner's card glows, the result is said (``short``: the loser could not finish
    a war), and the cards go to the winner's pile."""
    glow_seconds = 0.0 if stage.motion.instant else WIN_GLOW_SECONDS

    def highlight() -> Step:
        deciding = _deciding_sprite(stage, event.winner)
        mine, theirs = stage.last_face_up()
        stage.say(
            partial(words.battle_summary, event.winner, mine, theirs, len(event.cards), short)
        )
        glow = [] if deciding is None else [Tween(deciding, glow_seconds, glow=1.0)]
        return Parallel(glow)

    def sweep() -> Step:
        stage.cue(Cue.COLLECT)
        return collect(stage, event.winner, list(event.cards), lambda: stage.apply(event))

    return Sequence(
        [
            Deferred(highlight, glow_seconds),
            Delay(REVEAL_HOLD_SECONDS * stage.motion.hold),
            Deferred(sweep, collect_seconds(stage, len(event.cards))),
        ]
    )


def _returned(stage: Presenter, event: CardsReturned) -> Step:
    def sweep() -> Step:
        stage.say(endings.both_short)
        stage.cue(Cue.COLLECT)
        player = collect(stage, Side.PLAYER, list(event.player_cards))
        computer = collect(stage, Side.COMPUTER, list(event.computer_cards))
        return Sequence([Parallel([player, computer]), Call(lambda: stage.apply(event))])

    most = max(len(event.player_cards), len(event.computer_cards))
    return Sequence(
        [
            Delay(REVEAL_HOLD_SECONDS * stage.motion.hold),
            Deferred(sweep, collect_seconds(stage, most)),
        ]
    )


def _deciding_sprite(stage: Presenter, winner: Side) -> CardSprite | None:
    """The winner's card that decided the battle: its latest face-up one."""
    for sprite in reversed(stage.sprites):
        if sprite.side is winner and sprite.flip > 0.5:
            return sprite
    return None
