"""The title's line on the deal of the day: how today's went (or that it is not played yet),
the daily streak, and, once it is played, Copy result after it, in gold and underlined.

Copy result is a button like any (pointer, touch, Tab and Space, or Ctrl+C on the title);
once it has copied, the line says so in its place until the title is left.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pygame

from war.session import daily
from war.store.record import DayResult
from war.window.drawing import palette
from war.window.drawing.screen import PLATE_RADIUS, Screen
from war.window.input.actions import Action
from war.window.layout.title import (
    TITLE_LINK_PAD,
    TITLE_NOTICE_LINK_GAP,
    TITLE_NOTICE_RING,
    TITLE_NOTICE_SIZE,
    TITLE_NOTICE_STEP,
    TITLE_NOTICE_UNDERLINE,
    TITLE_TODAY_MIN_SIZE,
)
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.resources import Resources
from war.window.ui.controls import Button
from war.words import daily as words
from war.words import table as table_words

NOWHERE = (0.0, 0.0, 0.0, 0.0)  # Copy result's place while it is not shown


def shared_line(day: date, result: DayResult, said: bool = False) -> str:
    """What Copy result puts on the clipboard for ``day``'s deal, played to ``result``;
    ``said``: as read aloud, with no sign a screen reader names."""
    return words.shared_result(day, result.winner, result.battles, result.wars, said)


def copy_result(
    res: Resources, day: date, result: DayResult
) -> tuple[Callable[[], str], Callable[[], str]]:
    """Put the line for ``day``'s ``result`` on the clipboard; what to say about it, as words
    looked up as they are shown (the status line's way): as shown, and as read aloud (with
    no sign a screen reader names)."""
    line = shared_line(day, result)
    if not res.copy_text(line):
        return table_words.not_copied, table_words.not_copied
    return (
        lambda: words.result_copied(shared_line(day, result)),
        lambda: words.result_copied(shared_line(day, result, said=True)),
    )


class TodayLine:
    """The line, and its Copy result button (``button``, placed as the line is drawn)."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.button = Button(Action.COPY, NOWHERE, self._pressable, label=words.copy_result())
        self._shown = True  # the line has its row (notices may need it)
        self._said: Callable[[], str] | None = None  # what copying said, in the line's place
        self._heard: Callable[[], str] | None = None  # and aloud

    @property
    def day(self) -> date:
        return self.res.today()

    @property
    def result(self) -> DayResult | None:
        """How today's deal went, if it has been played to its end."""
        return daily.result(self.res.store.record, self.day)

    def offered(self) -> bool:
        """Whether Copy result is there to press: today's is played, and not just copied."""
        return self._said is None and self.result is not None

    def words_changed(self) -> None:
        self.button.label = words.copy_result()

    def forget(self) -> None:
        """The title is shown afresh: the line says how today's went again."""
        self._said = self._heard = None

    @property
    def copied(self) -> Callable[[], str] | None:
        """What copying said in the line's place ("Copied: …"), as words read aloud; None
        before."""
        return self._heard

    def copy(self) -> bool:
        """Copy result pressed (or Ctrl+C): whether there was a result to copy."""
        played = self.result
        if played is None:
            return False
        self._said, self._heard = copy_result(self.res, self.day, played)
        return True

    def said(self) -> list[str]:
        """The line as read aloud: what copying said, once it has; else how today's went,
        then the streak (from two days on) apart, with no "·" between them."""
        if self._heard is not None:
            return [self._heard()]
        *_, today = self.lines()
        streak = daily.current_streak(self.res.store.record, self.day)
        return [today, words.streak(streak)] if streak >= 2 else [today]

    def lines(self) -> tuple[str, ...]:
        """The line, in the language in use, longest first: with the streak (from two days
        on), then without it for where the whole has no room."""
        if self._said is not None:
            return (self._said(),)
        played = self.result
        if played is None:
            today = words.today_not_played()
        else:
            today = words.today_result(played.winner, played.battles)
        streak = daily.current_streak(self.res.store.record, self.day)
        if streak < 2:
            return (today,)
        return (words.today_and_streak(today, words.streak(streak)), today)

    def _pressable(self) -> bool:
        return self._shown and self.offered()

    @property
    def linked(self) -> bool:
        """Whether Copy result was drawn, last time the line was."""
        return self.button.rect != NOWHERE

    def hide(self) -> None:
        """The line gives way (to notices that need its row): Copy result is nowhere
        (Ctrl+C still copies)."""
        self._shown = False
        self.button.rect = NOWHERE

    def draw(self, screen: Screen, y: float, width: float, focused: bool) -> None:
        """The line, its middle at ``y``, centred, no wider than ``width`` (without the
        streak where it has no room for it); Copy result after it while there is a result
        and it has not just copied."""
        self._shown = True
        link = self.button.label if self.offered() else ""

        def measure(words: str) -> float:
            return screen.text_width(words, TITLE_NOTICE_SIZE)

        gap = TITLE_NOTICE_LINK_GAP if link else 0.0
        line_room = width - (gap + measure(link) if link else 0.0)
        *longer, line = self.lines()
        line = next((each for each in longer if measure(each) <= line_room), line)
        whole = min(measure(line), line_room) + gap + (measure(link) if link else 0.0)
        left = LOGICAL_CENTRE_X - whole / 2
        screen.text(
            line,
            TITLE_NOTICE_SIZE,
            (left, y),
            anchor="midleft",
            color=palette.TEXT,
            max_width=line_room,
            shrink_to=TITLE_TODAY_MIN_SIZE,
        )
        if not link:
            self.button.rect = NOWHERE
            return
        at = left + min(measure(line), line_room) + gap
        # Its place as a button: its words, a little more each side, the line's height.
        grow = screen.text_pixels(TITLE_NOTICE_SIZE) / (TITLE_NOTICE_SIZE * screen.scale)
        tall = TITLE_NOTICE_STEP * grow
        rect = (at - TITLE_LINK_PAD, y - tall / 2, measure(link) + 2 * TITLE_LINK_PAD, tall)
        self.button.rect = rect
        hot = self.button.hovered or self.button.pressed
        if hot:
            screen.fill(palette.BUTTON_HOVER, rect, radius=PLATE_RADIUS)
        draw_link(screen, link, (at, y))
        if focused:
            screen.fill(palette.FOCUS_RING, rect, width=TITLE_NOTICE_RING, radius=PLATE_RADIUS)


def draw_link(screen: Screen, text: str, left_middle: tuple[float, float]) -> None:
    """Words that do something, in gold and underlined, their left middle at the point."""
    drawn = screen.text(text, TITLE_NOTICE_SIZE, left_middle, anchor="midleft", color=palette.GOLD)
    if drawn is None:
        return
    font = screen.fonts.get(screen.text_pixels(TITLE_NOTICE_SIZE))
    under = drawn.top + font.get_ascent() + screen.length(TITLE_NOTICE_UNDERLINE)
    thick = screen.length(TITLE_NOTICE_UNDERLINE)
    pygame.draw.rect(screen.target, palette.GOLD, (drawn.left, under, drawn.width, thick))
