"""What the table says aloud as its round goes: each battle as the log words it for speech
(war/words/spoken_log.py: "your queen beat the computer's ten") once what was played has
landed (a run of Play 10 battles or Play to the end where it stops), the WAR! of a battle
played by itself, the round's end, a new deal's name, the hint the table shows once it is
dealt (the status line, and the first run's tip), and the state.

The table scene hands it the round's moves and its outbox, and tells it as the frames go
(``battles``), as a moment with a sound is shown (``moment``) and as a deal shows
(``dealt``); what it says goes into the outbox, for the narrator.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from war.core.events import Side
from war.core.position import Position
from war.session.daily import day_of
from war.session.log import BattleLog
from war.window.audio.cues import Cue
from war.window.input.actions import Action
from war.window.input.badges import control_names
from war.window.speech.outbox import Outbox
from war.window.table.moves import Moves
from war.words import daily as daily_words
from war.words import speech as speech_words
from war.words import table as words
from war.words import title as title_words


class Heard:
    def __init__(self, moves: Moves, outbox: Outbox, tip: Callable[[], bool]) -> None:
        """``tip``: whether the first run's tip shows."""
        self.moves = moves
        self.outbox = outbox
        self.tip = tip
        self._hint_owed = True  # the table's hint is to be said once it shows
        self._heard = len(moves.session.log.lines)  # a resumed round's log: heard before
        self._war_heard = False  # the battle now showing has said its WAR! aloud
        self._dealt_before = False  # a deal has been shown here (New round deals again)
        self.ending_said = False  # the round's end has been said, as the log words it

    def battles(self) -> None:
        """Each frame: the log's new lines, once what was played has landed and no more is
        coming: the last battle's line (cutting short the one before, unless it follows its
        own WAR!), then the round's end if it ended there."""
        log, moves = self.moves.session.log, self.moves
        self._hint()
        lines = log.lines
        if self._heard > len(lines):
            self._heard = 0  # a new round's log
        if len(lines) == self._heard or moves.running or moves.presenter.busy:
            return
        self.ending_said = log.over and len(lines) >= 2
        first = len(lines) - (2 if log.over and len(lines) >= 2 else 1)
        for at in range(first, len(lines)):
            # The line as speech words it, worded as it is said (with no voice, never).
            self.outbox.say(
                partial(_spoken, log, at), interrupt=at == first and not self._war_heard
            )
        self._heard = len(lines)
        self._war_heard = False

    def moment(self, cue: Cue) -> None:
        """A moment shown: a WAR! in a battle played by itself is said as its banner shows
        (in a run it is not: its result is heard where the run stops)."""
        presenter = self.moves.presenter
        if cue is Cue.WAR and not self.moves.running and presenter.timeline.speed == 1.0:
            said = partial(speech_words.war_declared, presenter.banner.depth)
            self.outbox.say(said, interrupt=not self._war_heard)
            self._war_heard = True

    def dealt(self) -> None:
        """A deal is about to show: its name is said, after the first (the table said that
        one as it opened)."""
        if self._dealt_before:
            self.outbox.say(self.deal_name, interrupt=True)
        self._dealt_before = True
        self._heard, self._war_heard, self.ending_said = 0, False, False
        self._hint_owed = True

    def deal_name(self) -> str:
        """The deal on the table, as said aloud: "Deal 570", the deal of the day by its
        date."""
        session = self.moves.session
        day = day_of(session.seed) if session.daily and session.seed is not None else None
        return speech_words.deal_name(session.seed, day)

    def opened(self, replaced: Position | None, limit: int | None) -> None:
        """The table opened in place of the round in progress ``replaced`` (if any; played
        to a battle ``limit``): said with its deal, as nothing shows it (Resume round's
        words name the round)."""
        if replaced is not None:
            said = speech_words.deal_name(replaced.seed)  # the round's day is not known here
            detail = title_words.resume_said(said, replaced.battles, limit)
            self.outbox.say(self.deal_name, interrupt=True)
            self.outbox.say(partial(daily_words.replaces_round, detail))

    def _hint(self) -> None:
        """Once a deal (or a resumed round) shows, nothing moving: what the table says to do,
        as shown: the status line ("Press Turn cards to play the first battle."), then the
        first run's tip, its keys."""
        presenter = self.moves.presenter
        if not self._hint_owed or presenter.busy or self.moves.running:
            return
        self._hint_owed = False
        if presenter.saying not in (words.dealt, words.resumed):
            return  # the first battle came before the deal was done: its line says it
        self.outbox.say(presenter.saying)
        if self.tip():
            self.outbox.say(lambda: words.first_tip(lambda: control_names(Action.TURN))[1])

    def state(self) -> str:
        """The piles, the battle and the wars, as shown: "You 28 cards, the computer 24;
        battle 112 of 500; 9 wars"."""
        presenter = self.moves.presenter
        shown = presenter.shown
        return speech_words.table_state(
            presenter.pile_count(Side.PLAYER),
            presenter.pile_count(Side.COMPUTER),
            shown.battle,
            self.moves.session.rules.battle_limit,
            shown.wars,
        )


def _spoken(log: BattleLog, at: int) -> str:
    """``log``'s line ``at`` as said aloud."""
    return log.spoken[at]
