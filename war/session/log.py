"""The battle log of a round: one line for each battle the table has shown, then its ending.

The lines are worded in war/words/log.py; the table's log panel draws ``lines``, newest last.
``spoken`` holds the same lines as speech says them (war/words/spoken_log.py), worded only
once asked for, so a game with speech off never words them.
"""

from __future__ import annotations

from collections.abc import Sequence

from war.core.engine import Round
from war.core.events import Event, RoundOver
from war.core.rules import SEED_RULES, Rules
from war.words.log import battle_lines
from war.words.spoken_log import SPOKEN


class BattleLog:
    """The lines of one round's log so far."""

    def __init__(self) -> None:
        self.lines: list[str] = []  # oldest first; callers only read it
        self.over = False  # the last line says how the round ended
        self._battles: list[Sequence[Event]] = []  # what the lines say, to word them again
        self._spoken: list[str] = []  # the lines as said aloud, of the first _said battles
        self._said = 0

    def add(self, events: Sequence[Event]) -> None:
        """A battle the table has shown (its events as Round.play_battle() returned them)."""
        self._battles.append(events)
        self.lines += battle_lines(events)
        self.over = any(isinstance(event, RoundOver) for event in events)

    def reword(self) -> None:
        """Every line worded again, in the language in use now (a new list: the panel
        that set the old lines sets these afresh)."""
        self.lines = [line for events in self._battles for line in battle_lines(events)]
        self._spoken, self._said = [], 0

    @property
    def spoken(self) -> list[str]:
        """The lines as speech says them, one for each of ``lines``: cards by their rank's
        name, no signs ("Battle 41: your queen beat the computer's ten; you took 2
        cards"). Callers only read it."""
        for events in self._battles[self._said :]:
            self._spoken += battle_lines(events, SPOKEN)
        self._said = len(self._battles)
        return self._spoken

    @classmethod
    def of_deal(cls, seed: int, battles: int, rules: Rules = SEED_RULES) -> BattleLog:
        """The log of deal ``seed`` under ``rules`` through its first ``battles`` battles
        (rebuilt by playing the deal again: a resumed round's log goes back to the deal). A
        round that ends sooner gives its whole log."""
        if battles < 0:
            raise ValueError(f"battles must be 0 or more, got {battles}")
        log = cls()
        round_ = Round.from_seed(seed, rules=rules)
        for _ in range(battles):
            if round_.is_over:
                break
            log.add(round_.play_battle())
        return log

    @property
    def battles(self) -> tuple[Sequence[Event], ...]:
        """The events of each battle logged, the first first (a round's story reads them)."""
        return tuple(self._battles)

    def __len__(self) -> int:
        return len(self.lines)
