"""One round of War from its deal to the record: what is played, shown, saved and counted.

The engine runs ahead of the table: ``play()`` plays a battle at once, and the window
animates it. The window says when a deal or a battle has *landed* on the table
(``landed``), and only then does the round move on for the player:

- the position shown is the round to resume: kept at once, written by ``save()`` (the
  window saves once a frame, so ten battles landed at once cost one write);
- the battle goes into the log;
- a round whose last battle has landed goes into the lifetime record, once.

A new deal replaces the saved round at once. A round that ended while its last cards were
still moving is counted when the player moves on from it (a new deal, or leaving the table),
so no finished round is ever lost; quit while they move, it stays saved, and ends (and is
counted) when resumed. Replaying a battle changes nothing: it is the deal played again up
to that battle.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from war.core.engine import Outcome, Round, replay
from war.core.events import BattleWon, CardsReturned, CardsTurned, Event, RoundDealt, Side
from war.core.position import Position
from war.session.deals import DealSource, random_deal
from war.session.log import BattleLog
from war.store.store import Store

# The events after which the table has landed: a deal, a battle taken, a war both ran out
# in. The window reports each as it is shown (``landed``).
LANDINGS = (RoundDealt, BattleWon, CardsReturned)


def last_winner(position: Position) -> Side | None:
    """Who won the battle before ``position``, as its deal played it (None before the first
    battle, or for a round with no deal number to replay)."""
    if position.seed is None:
        return None
    _, last = replay(position.seed, position.battles)
    return next((event.winner for event in last if isinstance(event, BattleWon)), None)


@dataclass(frozen=True)
class Replay:
    """A battle to show again: the table as it stood before it, who had won the battle
    before that, and the battle's events."""

    before: Position
    before_winner: Side | None
    events: list[Event]


class RoundSession:
    """A round, kept in ``store`` as it is shown; ``deals`` numbers the deals no one chose.

    It starts with deal ``seed`` (or a fresh one), or carries on the round saved at
    ``resume``; ``deal()`` starts the next.
    """

    def __init__(
        self,
        store: Store,
        deals: DealSource = random_deal,
        *,
        seed: int | None = None,
        resume: Position | None = None,
    ) -> None:
        self.store = store
        self.deals = deals
        self.counted = False  # the round is in the record
        self._unshown: deque[list[Event]] = deque()  # battles played, not yet landed
        self._unsaved: Position | None = None
        if resume is None:
            self._deal(seed)
        else:
            self.round = Round.resume(resume)
            seed = resume.seed
            self._start(BattleLog() if seed is None else BattleLog.of_deal(seed, resume.battles))

    # -- starting and leaving ----------------------------------------------------------------

    def deal(self, seed: int | None = None) -> RoundDealt:
        """The next round: deal ``seed``, or a fresh one. It replaces any round saved; a
        round that had ended unseen is counted first."""
        self.leave()
        self._deal(seed)
        return self.dealt()

    def dealt(self) -> RoundDealt:
        """The round's deal, to show."""
        return self.round.dealt()

    def leave(self) -> None:
        """The player moves on from this round (to the next, or away from the table): if it
        had ended while its last cards still moved, it goes into the record now."""
        if self.ended_unseen:
            self._count()

    def _deal(self, seed: int | None) -> None:
        self.round = Round.from_seed(self.deals() if seed is None else seed)
        self._start(BattleLog())
        self.store.save_round(self.shown)

    def _start(self, log: BattleLog) -> None:
        self.log = log
        self.shown = self.round.position()  # the last deal or battle landed
        self.counted = False
        self._unshown.clear()
        self._unsaved = None

    # -- what the round is -------------------------------------------------------------------

    @property
    def seed(self) -> int | None:
        return self.round.seed

    @property
    def battle_limit(self) -> int | None:
        return self.round.battle_limit

    @property
    def outcome(self) -> Outcome | None:
        """How the round ended, as the engine played it (perhaps not shown yet)."""
        return self.round.outcome

    @property
    def is_over(self) -> bool:
        return self.round.is_over

    @property
    def ended_unseen(self) -> bool:
        """The engine has ended the round but its last battle has not landed yet."""
        return self.is_over and not self.counted

    # -- playing and showing -----------------------------------------------------------------

    def play(self) -> list[Event]:
        """The next battle, played now; it counts for the player once it has landed."""
        events = self.round.play_battle()
        self._unshown.append(events)
        return events

    def landed(self, shown: Position) -> None:
        """The table now shows ``shown``: a deal or a battle has just landed on it.

        Every battle up to it goes into the log; a live position is the round to resume
        (written by ``save``); the round's last battle puts the round in the record.
        """
        self.shown = shown
        while self._unshown and _battle_of(self._unshown[0]) <= shown.battles:
            self.log.add(self._unshown.popleft())
        if self.is_over and shown.battles == self.round.battles:
            # The last battle: never one to resume, though both piles may still hold cards
            # (both ran out in a war), and counted the first time it lands.
            self._unsaved = None
            if not self.counted:
                self._count()
        elif shown.is_live(self.round.rules):
            self._unsaved = shown

    def save(self) -> None:
        """Write the position last landed, if it is not what is saved already."""
        if self._unsaved is not None and self._unsaved != self.store.saved_round:
            self.store.save_round(self._unsaved)
        self._unsaved = None

    def replay(self) -> Replay | None:
        """The last battle landed, to show again (None before the first, or for a round
        with no deal number). The round itself is not touched."""
        battles, seed = self.shown.battles, self.seed
        if battles < 1 or seed is None:
            return None
        before, _ = replay(seed, battles - 1)
        _, events = replay(seed, battles)
        position = before.position()
        return Replay(position, last_winner(position), events)

    def _count(self) -> None:
        """Into the record with the round, once; it is no longer one to resume."""
        assert self.outcome is not None
        self.counted = True
        self.store.finish_round(self.outcome, self.seed)


def _battle_of(events: list[Event]) -> int:
    """The number of the battle ``events`` (as Round.play_battle returns them) played."""
    return next(event.battle for event in events if isinstance(event, CardsTurned))
