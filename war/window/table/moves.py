"""The round's moves on the table: what its buttons do to the session, and how each is shown.

The table scene (war/window/scenes/table.py) turns input into these moves and draws what
they show; the cases of input while cards move are listed there. Playing to the end runs
here, frame by frame, and so does the round's end: its moment, then the medals earned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from war.core.events import RoundDealt, Winner
from war.core.outcome import Outcome
from war.core.position import Position
from war.core.tableau import Tableau
from war.session.round import RoundSession, last_winner
from war.store.settings import Speed
from war.window.audio.cues import Cue
from war.window.resources import Resources
from war.window.table.medal_toast import MedalToast, toast_steps
from war.window.table.motion import INSTANT_RUN_BATTLES, motion_for
from war.window.table.presenter import FAST_PACE, Presenter
from war.window.table.tween import Call, Sequence
from war.words import earned as earned_words
from war.words import medals as medal_words
from war.words import table as words

PLAY_TEN_BATTLES = 10

ENDING_CUES = {Winner.PLAYER: Cue.WON, Winner.COMPUTER: Cue.LOST, Winner.DRAW: Cue.DRAWN}


def _nothing(*_: object) -> None:
    pass


class Moves:
    """A round on the table: its session, its presenter, and the moves played on them."""

    def __init__(
        self,
        res: Resources,
        seed: int | None = None,
        resume: Position | None = None,
        *,
        daily: bool = False,
    ) -> None:
        """A new round (of deal ``seed``, or a fresh one), or the saved one ``resume``;
        ``daily``: the new round is the deal of the day, counted as the day's. Nothing is
        shown until ``start``."""
        self.res = res
        # A new round is dealt under the table rules chosen (Settings, Table rules); a saved
        # one carries on under its own, and the deal of the day is played by the seed rules.
        self.session = RoundSession(
            res.store,
            res.deals,
            seed=seed,
            resume=resume,
            rules=res.store.settings.rules,
            daily=daily,
            today=res.today,
        )
        self.presenter = Presenter(on_settled=self._landed, on_cue=self._sound)
        self.running = False  # playing to the end of the round
        self._owed = 0.0  # Instant, playing to the end: battles due, not yet played
        self._told_before: Callable[[], str] | None = None  # what the middle said, before
        self.closing = False  # the round's end is showing (or has shown) its moment
        self._told = False  # Round over has been shown for this round
        self.toast = MedalToast()  # a medal earned, shown a moment at the round's end
        self.on_running: Callable[[], None] = _nothing  # playing to the end began or ended
        self.on_dealt: Callable[[], None] = _nothing  # a deal is about to be shown
        self.on_moment: Callable[[Cue], None] = _nothing  # a moment with a sound, shown
        # The medals earned are said (on the status line, and to be heard): their words.
        self.on_medals: Callable[[Callable[[], str]], None] = _nothing

    def start(self, resume: Position | None) -> None:
        """Show the round as it begins: its deal dealt, or the saved round ``resume`` laid
        out as it was."""
        if resume is None:
            self._show_deal(self.session.dealt())
        else:
            self.presenter.show_position(resume, last_winner(resume))

    def play(self, battles: int) -> None:
        """Land whatever is moving, then play up to ``battles`` battles and animate them."""
        self._land()
        self._show_battles(battles, FAST_PACE if battles > 1 else 1.0)

    def play_to_the_end(self) -> None:
        """Play battle after battle, each shown at the fast pace, until the round ends or
        the player stops it (the button then reads Stop)."""
        self._land()
        self.running = not self.session.is_over
        self._owed = 0.0
        self.on_running()

    def replay_battle(self) -> None:
        """The last battle shown again at the normal pace (reduced motion still holds): its
        cards fly back, then it plays as it did. The round is not touched: the next battle
        is the one that would have come anyway."""
        self._land()
        again = self.session.replay()
        if again is None:
            return
        settings = replace(self.res.store.settings, speed=Speed.NORMAL)
        self.presenter.motion = motion_for(settings)
        self.presenter.show_replay(again.before, again.before_winner, again.events)

    def stop(self) -> None:
        """No more battles after the one in motion, which lands as it would."""
        if self._told_before is not None and self.presenter.saying is words.playing_to_the_end_now:
            self.presenter.say(self._told_before)  # what the last battle landed said
        self._told_before = None
        self.running = False
        self.on_running()

    def new_round(self, seed: int | None = None) -> None:
        """Deal again (a round that ended while its last cards moved is counted first)."""
        self.stop()
        self._show_deal(self.session.deal(seed, rules=self.res.store.settings.rules))

    def run_on(self, dt: float) -> None:
        """Each frame: playing to the end goes on, and what has landed is saved."""
        if self.running:
            self._run_on(dt)
        self.session.save()

    def round_over(self) -> Outcome | None:
        """Each frame, once the round's last battle has landed and been counted: its end has
        a moment of its own (a flourish, a gentler close, or none) and the medals earned
        theirs; then the outcome, once, for Round over to come up."""
        outcome = self.session.outcome
        if outcome is None or not self.ending() or not self.session.counted or self.presenter.busy:
            return None
        if not self.closing:
            self.closing = True
            self._sound(ENDING_CUES[outcome.winner])
            self.presenter.motion = motion_for(self.res.store.settings)
            self.presenter.show_ending(outcome.winner)
            self._announce_medals()
            if self.presenter.busy:
                return None
        self._told = True
        return outcome

    def can_play(self) -> bool:
        # What the player has seen: the round's end is shown when its last cards land.
        return self.presenter.shown.over is None

    def can_replay(self) -> bool:
        return self.presenter.shown.battle > 0 and self.session.seed is not None

    def ending(self) -> bool:
        """The round has ended and Round over has not been shown for it yet."""
        return self.session.is_over and not self._told

    def _land(self) -> None:
        """Whatever is moving lands now: saved and logged as if it had landed by itself."""
        self.presenter.finish()
        self.session.save()

    def _run_on(self, dt: float) -> None:
        """Playing to the end: the next battle as soon as the last has landed (at the
        Instant speed, ``_rush``)."""
        if self.session.is_over:
            self.stop()
        elif self.presenter.busy:
            return
        elif motion_for(self.res.store.settings).instant:
            self._rush(dt)
        else:
            self._show_battles(1, FAST_PACE)

    def _rush(self, dt: float) -> None:
        """Instant: the battles ``dt`` of game time holds, INSTANT_RUN_BATTLES a second, each
        landed at once (silently; saved and logged as it lands), the counts running up; the
        round's last battle is shown as it happens. Meanwhile the middle says the round
        plays to its end."""
        self._owed += dt * INSTANT_RUN_BATTLES
        while self._owed >= 1 and not self.session.is_over:
            self._owed -= 1
            self._show_battles(1, 1.0)
            if not self.session.is_over:
                self.presenter.finish()
                self._told_before = self.presenter.saying
        if not self.session.is_over:
            self.presenter.say(words.playing_to_the_end_now)

    def _show_battles(self, battles: int, pace: float) -> None:
        """Play up to ``battles`` battles (fewer if the round ends) and queue them to show,
        moving as the settings say."""
        if self.session.is_over:
            return
        self.presenter.motion = motion_for(self.res.store.settings)
        for _ in range(battles):
            self.presenter.show_battle(self.session.play(), pace)
            if self.session.is_over:
                break

    def _announce_medals(self) -> None:
        """The medals the round just counted earned: after the round's end has shown its
        moment, a moment of their own (toast_steps) where the status line is, which then
        says them."""
        medals = tuple(self.session.medals_earned)
        if not medals:
            return

        def said(aloud: bool = False) -> str:
            names = [medal_words.name(m) for m in medals]
            return earned_words.medal_earned_status(names, said=aloud)

        steps = toast_steps(self.toast, medals, self.presenter.motion)
        if steps is None:
            self._say_medals(said)
            self._sound(Cue.MEDAL)
            return
        presenter = self.presenter
        presenter.timeline.add(
            Sequence(
                [
                    Call(lambda: presenter.say(words.nothing)),  # the moment lies over it
                    Call(self._medal_cue),
                    steps,
                    Call(lambda: self._say_medals(said)),
                ]
            )
        )

    def _say_medals(self, said: Callable[..., str]) -> None:
        """The status line names the medals; aloud, with no "·" between them."""
        self.presenter.say(said)
        self.on_medals(partial(said, aloud=True))

    def _medal_cue(self) -> None:
        self.presenter.cue(Cue.MEDAL)  # silent if the moment is skipped

    def _show_deal(self, dealt: RoundDealt) -> None:
        self.toast = MedalToast()
        self._told = False
        self.closing = False
        self.on_dealt()
        self.presenter.motion = motion_for(self.res.store.settings)
        self.presenter.show_deal(dealt)

    def _landed(self, shown: Tableau) -> None:
        self.session.landed(shown.position())

    def _sound(self, cue: Cue, pace: float = 1.0) -> None:
        self.res.sound.play(cue, pace)
        self.on_moment(cue)
