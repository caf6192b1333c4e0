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
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from war.core.engine import Outcome, Round, replay
from war.core.events import BattleWon, CardsReturned, CardsTurned, Event, RoundDealt, Side
from war.core.position import Position
from war.core.rules import SEED_RULES, Rules
from war.session import medals
from war.session.daily import daily_seed, day_of
from war.session.deals import DealSource, random_deal
from war.session.log import BattleLog
from war.session.medals import Medal
from war.store.store import Store

# The events after which the table has landed: a deal, a battle taken, a war both ran out
# in. The window reports each as it is shown (``landed``).
LANDINGS = (RoundDealt, BattleWon, CardsReturned)


def last_winner(position: Position, rules: Rules = SEED_RULES) -> Side | None:
    """Who won the battle before ``position``, as its deal played it under ``rules`` (None
    before the first battle, or for a round with no deal number to replay)."""
    if position.seed is None:
        return None
    _, last = replay(position.seed, position.battles, rules=rules)
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

    It starts with deal ``seed`` (or a fresh one) under ``rules``, or today's deal of the
    day (``daily``: ``seed`` and ``rules`` are then not used), or carries on the round
    saved in ``store`` at ``resume``, by the rules it was saved with (``store.saved_rules``,
    and ``store.saved_daily``). ``deal()`` starts the next. ``today`` gives the local date:
    the deal of the day's, and the day a round is counted on.
    """

    def __init__(
        self,
        store: Store,
        deals: DealSource = random_deal,
        *,
        seed: int | None = None,
        resume: Position | None = None,
        rules: Rules = SEED_RULES,
        daily: bool = False,
        today: Callable[[], date] = date.today,
    ) -> None:
        self.store = store
        self.deals = deals
        self.today = today
        self.counted = False  # the round is in the record
        self.medals_earned: tuple[Medal, ...] = ()  # by the round counted last, in order
        self.daily = False  # this round was started as its day's deal of the day
        self._chosen = rules  # the rules of the deals that are no deal of the day
        self._unshown: deque[list[Event]] = deque()  # battles played, not yet landed
        self._unsaved: Position | None = None
        if resume is None:
            self._deal(seed, rules, daily)
        else:
            saved_rules = store.saved_rules
            self.round = Round.resume(resume, rules=saved_rules)
            self.daily = store.saved_daily
            if not self.daily:
                self._chosen = saved_rules
            seed = resume.seed
            log = (
                BattleLog()
                if seed is None
                else BattleLog.of_deal(seed, resume.battles, saved_rules)
            )
            self._start(log)

    # -- starting and leaving ----------------------------------------------------------------

    def deal(
        self, seed: int | None = None, *, rules: Rules | None = None, daily: bool = False
    ) -> RoundDealt:
        """The next round: deal ``seed``, or a fresh one, under ``rules`` (None: those of
        the last round that was no deal of the day); or, ``daily``, today's deal of the day
        under the seed rules. It replaces any round saved; a round that had ended unseen is
        counted first."""
        self.leave()
        self._deal(seed, self._chosen if rules is None else rules, daily)
        return self.dealt()

    def dealt(self) -> RoundDealt:
        """The round's deal, to show."""
        return self.round.dealt()

    def leave(self) -> None:
        """The player moves on from this round (to the next, or away from the table): if it
        had ended while its last cards still moved, it goes into the record now."""
        if self.ended_unseen:
            self._count()

    def _deal(self, seed: int | None, rules: Rules, daily: bool) -> None:
        self.daily = daily
        if daily:
            self.round = Round.from_seed(daily_seed(self.today()), rules=SEED_RULES)
        else:
            self._chosen = rules
            self.round = Round.from_seed(self.deals() if seed is None else seed, rules=rules)
        self._start(BattleLog())
        self.store.save_round(self.shown, self.rules, daily=self.daily)

    def _start(self, log: BattleLog) -> None:
        self.log = log
        self.shown = self.round.position()  # the last deal or battle landed
        self.counted = False
        self.medals_earned = ()
        self._unshown.clear()
        self._unsaved = None

    # -- what the round is -------------------------------------------------------------------

    @property
    def seed(self) -> int | None:
        return self.round.seed

    @property
    def rules(self) -> Rules:
        """The rules this round is played by."""
        return self.round.rules

    @property
    def battle_limit(self) -> int | None:
        """The battles after which this round is a draw (None: no limit)."""
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
        elif shown.is_live(self.rules):
            self._unsaved = shown

    def save(self) -> None:
        """Write the position last landed, if it is not what is saved already."""
        if self._unsaved is not None and self._unsaved != self.store.saved_round:
            self.store.save_round(self._unsaved, self.rules, daily=self.daily)
        self._unsaved = None

    def replay(self) -> Replay | None:
        """The last battle landed, to show again (None before the first, or for a round
        with no deal number). The round itself is not touched."""
        battles, seed = self.shown.battles, self.seed
        if battles < 1 or seed is None:
            return None
        before, _ = replay(seed, battles - 1, rules=self.rules)
        _, events = replay(seed, battles, rules=self.rules)
        position = before.position()
        return Replay(position, last_winner(position, self.rules), events)

    def _count(self) -> None:
        """Into the record with the round and the medals it earned, once; it is no longer
        one to resume."""
        outcome = self.outcome
        assert outcome is not None
        self.counted = True
        today = self.today()
        day = day_of(self.seed) if self.daily and self.seed is not None else None
        record = self.store.record.with_round(
            outcome, self.seed, self.rules, daily=day, ended=today
        )
        earned = medals.earned(self._facts(outcome), self.rules, record.history[-1].daily, record)
        self.store.finish_round(
            outcome, self.seed, self.rules, daily=day, ended=today, medals=earned
        )
        self.medals_earned = earned

    def _facts(self, outcome: Outcome) -> medals.Facts:
        """What the whole round did: its deal replayed from the first battle (a round with
        no deal number has only its ending to tell)."""
        if self.seed is None:
            return medals.facts([], outcome.winner, outcome.battles)
        whole = Round.from_seed(self.seed, rules=self.rules)
        return medals.facts(whole.play_to_end(), outcome.winner, outcome.battles)


def _battle_of(events: list[Event]) -> int:
    """The number of the battle ``events`` (as Round.play_battle returns them) played."""
    return next(event.battle for event in events if isinstance(event, CardsTurned))
