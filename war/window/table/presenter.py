"""Engine events turned into animation: a timeline of steps, card sprites, the table as shown.

The engine runs ahead; ``shown`` is the table as the player sees it, and each event is
applied to it at the moment its animation gets there (a pile's count changes when the
cards land, not before). When the timeline is idle, ``shown`` equals the engine. What the
steps are is each moment's own module (dealing.py, battle.py, replay.py), on the moves of
card_moves.py.
"""

from __future__ import annotations

from collections.abc import Callable

from war.core.cards import Card
from war.core.events import Event, RoundDealt, Side, Winner
from war.core.position import Position
from war.core.tableau import Tableau
from war.session.round import LANDINGS
from war.window.audio.cues import Cue
from war.window.layout.frame import DESIGN
from war.window.layout.table import TableLayout, table_layout
from war.window.table.battle import battle_steps
from war.window.table.dealing import deal_steps
from war.window.table.ending import ending_steps
from war.window.table.motion import NORMAL, Motion
from war.window.table.replay import fly_back_steps
from war.window.table.sprites import Banner, CardSprite
from war.window.table.tween import Call, Sequence, Timeline
from war.words import table as words

FAST_PACE = 2.5  # Play 10 battles runs its animations this many times faster


class Presenter:
    def __init__(
        self,
        on_settled: Callable[[Tableau], None] | None = None,
        on_cue: Callable[[Cue, float], None] | None = None,
        motion: Motion = NORMAL,
        layout: TableLayout | None = None,
    ) -> None:
        """``on_settled(shown)`` is called whenever a deal or a battle has landed: the table
        shown is then between battles, or the round is over (the window saves it, to resume
        from, and logs the battle).
        ``on_cue(cue, pace)`` is called as each sound-making moment is shown (never for
        animations landed at once by ``finish``); ``pace`` > 1 when play is fast.
        ``motion`` (the Speed and Reduced motion settings) shapes the animations queued
        after it is set: change it only while nothing is queued (after ``finish``).
        ``layout`` is where things lie on the table (``relayout`` moves them)."""
        self.layout = layout or table_layout(DESIGN)
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

    def relayout(self, layout: TableLayout) -> None:
        """The table is laid out anew (the window changed shape): every card goes on as it
        was, to and from the same places in ``layout`` (a pile, a card's place in the
        battle, the deck, the ribbon of a round won), so a battle in motion plays on; one
        resting at a place lies at that place in the new layout."""
        if layout == self.layout:
            return
        moved = dict(zip(_places(self.layout), _places(layout), strict=True))
        self.layout = layout

        def place(x: float, y: float) -> tuple[float, float] | None:
            return moved.get((round(x, 6), round(y, 6)))

        for tween in self.timeline.tweens():
            if not isinstance(tween.target, CardSprite):
                continue
            for values in (tween.to, tween.start):
                if "x" in values and "y" in values:
                    new = place(values["x"], values["y"])
                    if new is not None:
                        values["x"], values["y"] = new
        for sprite in self.sprites:
            new = place(sprite.x, sprite.y)
            if new is not None:
                sprite.x, sprite.y = new
            sprite.remember()

    def reset(self) -> None:
        """Forget the table (a new round is about to be dealt)."""
        self.timeline.clear()
        self.timeline.speed = 1.0
        self.shown = Tableau()
        self.sprites: list[CardSprite] = []  # drawing order: later ones on top
        self.banner = Banner()
        self._status: Callable[[], str] = words.nothing
        # Cards dealt or collected that have reached each pile before their event applies.
        self.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}
        # Cards of a pile lifted off it a moment for show (a round won): still counted.
        self.lifted = {Side.PLAYER: 0, Side.COMPUTER: 0}

    def pile_count(self, side: Side) -> int:
        """The count to show: the pile, plus the cards that have landed on it so far."""
        return self.shown.count(side) + self.landed[side]

    def pile_height(self, side: Side) -> int:
        """How many cards the pile itself shows: its count, less those lifted off for show."""
        return self.pile_count(side) - self.lifted[side]

    # -- what to show --------------------------------------------------------------------------

    def show_position(self, position: Position, last_winner: Side | None = None) -> None:
        """A round carried on from ``position``: its table laid out at once, nothing moving,
        the side that won the last battle marked as it was."""
        self.reset()
        self.shown.restore(position)
        self.shown.last_winner = last_winner
        self.say(words.resumed)

    def show_deal(self, dealt: RoundDealt) -> None:
        """The deck sits in the middle and is dealt one card at a time, player first (or,
        when cards do not travel, the piles simply appear). The deck says what happens: the
        status line, which it would cover, speaks once the cards are dealt."""
        self.reset()
        self.timeline.add(Sequence([deal_steps(self, dealt), Call(lambda: self.say(words.dealt))]))

    def show_battle(self, events: list[Event], pace: float = 1.0, replaying: bool = False) -> None:
        """Queue the animation of one battle's events; ``pace`` > 1 plays everything faster;
        ``replaying``: the status line keeps saying the battle plays again."""
        self.timeline.speed = pace
        self.timeline.add(battle_steps(self, events, replaying))

    def show_replay(
        self, before: Position, before_winner: Side | None, events: list[Event]
    ) -> None:
        """The battle of ``events`` again, from the table as it stood ``before`` it: its
        cards fly back from where they went to the piles they came from, then the battle
        plays as it did. What is shown ends as it began (nothing in the round changes)."""
        self.timeline.add(fly_back_steps(self, before, before_winner, events))
        self.show_battle(events, replaying=True)

    def show_ending(self, winner: Winner) -> None:
        """The moment that closes a round ``winner`` won, before Round over (ending.py);
        nothing is queued when nothing would move."""
        steps = ending_steps(self, winner)
        if steps is not None:
            self.timeline.add(steps)

    # -- what the steps do, as they are reached -------------------------------------------------

    def apply(self, event: Event) -> None:
        """``event`` has been shown: the table is as it says now."""
        self.shown.apply(event)
        if isinstance(event, LANDINGS):
            self.landed = {Side.PLAYER: 0, Side.COMPUTER: 0}  # now counted in ``shown``
            if self.on_settled:
                self.on_settled(self.shown)

    def land(self, sprite: CardSprite, side: Side) -> Callable[[], None]:
        """What to do when ``sprite`` reaches ``side``'s pile: it is part of the pile now."""

        def land() -> None:
            self.sprites.remove(sprite)
            self.landed[side] += 1

        return land

    def cue(self, cue: Cue, pace: float = 1.0) -> None:
        """Sound ``cue`` now, at the pace things are moving (``pace`` more for a soft one)."""
        if self.on_cue is not None and not self._landing:
            self.on_cue(cue, pace * self.timeline.speed * self.motion.pace)

    def say(self, words: Callable[[], str]) -> None:
        """The status line says what ``words()`` say from now on: looked up as it is drawn,
        so a language picked meanwhile applies to it at once."""
        self._status = words

    @property
    def saying(self) -> Callable[[], str]:
        """What the status line says, as words looked up as it is drawn (``say`` them again
        to say them again)."""
        return self._status

    @property
    def status(self) -> str:
        """What the status line says now, in the language in use."""
        return self._status()

    @status.setter
    def status(self, text: str) -> None:
        self._status = lambda: text

    def last_face_up(self) -> tuple[Card, Card]:
        """The player's and the computer's latest face-up cards on the table."""
        face_up = [t for t in self.shown.table if t.face_up]
        mine = next(t.card for t in reversed(face_up) if t.side is Side.PLAYER)
        theirs = next(t.card for t in reversed(face_up) if t.side is Side.COMPUTER)
        return mine, theirs


def _places(layout: TableLayout) -> list[tuple[float, float]]:
    """Every place a card comes to rest or sets out from in ``layout``, in one order for
    every layout (so the n-th place of one is the n-th of another), rounded to match."""
    places = [layout.deal_origin]
    for side in Side:
        places += [layout.pile_position(side, count) for count in range(53)]
        places += [layout.battle_position(side, index) for index in range(26)]
    places += [layout.ribbon_position(index, 52) for index in range(52)]
    return [(round(x, 6), round(y, 6)) for x, y in places]
