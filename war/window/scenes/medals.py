"""The page of medals, opened from the Record: every medal in the order shown, each earned one
with the day it was earned, each other one dimmed with how to earn it; above them, how many
are earned and the daily streak (now, and at best)."""

from __future__ import annotations

from datetime import date

import pygame

from war.session.daily import current_streak
from war.session.medals import Medal
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap_evenly
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel
from war.window.input.actions import Action
from war.window.layout.frame import Frame
from war.window.layout.medals import (
    MEDAL_DISC_RADIUS,
    MEDAL_DISC_RIM,
    MEDAL_LINE_GAP,
    MEDAL_NAME_SIZE,
    MEDAL_NOTE_LEAST,
    MEDAL_NOTE_SIZE,
    MEDAL_TEXT_AT,
    MEDALS_COUNT,
    MEDALS_STREAK,
    MedalsLayout,
    medals_layout,
)
from war.window.layout.pages import PAGE_VEIL_OPACITY, column_origin, portrait
from war.window.layout.units import Rect
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Button, Controls
from war.words import daily as daily_words
from war.words import earned as words
from war.words import medals as medal_words
from war.words import speech
from war.words import table as table_words

NOT_EARNED_INK = palette.BUTTON_TEXT_DISABLED  # a medal not earned yet: its name and disc


class MedalsScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.layout = medals_layout()
        super().__init__(
            # Close has the focus, so the page has one to say and Space closes it.
            Controls(
                [Button(Action.BACK, self.layout.page.close, label=table_words.close())], focus=0
            )
        )
        self.res = res

    def fit(self, frame: Frame) -> None:
        """The design's page, or in a portrait frame one as tall as it allows, its medals
        in one column."""
        super().fit(frame)
        self.layout = medals_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        self.controls.buttons[0].rect = self.layout.page.close

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.RECORD, Action.MEDALS):
            return Pop()  # back to the Record
        return None

    def words_changed(self) -> None:
        self.controls.buttons[0].label = table_words.close()

    def opening_words(self) -> list[str]:
        """The page as shown: its title, the count and the streak, then each medal in
        order, with the day it was earned, or that it is not yet and how to earn it."""
        held = self.res.store.record.medals
        told = [words.medals(), *self._heads()]
        for medal in Medal:
            earned = held.get(medal)
            name = medal_words.name(medal)
            if earned is not None:
                told.append(speech.control_value(name, words.earned_on(earned, said=True)))
            else:
                told += [speech.control_value(name, words.not_earned()), medal_words.how(medal)]
        return told

    def _heads(self) -> tuple[str, str]:
        """Above the medals: how many are earned, and the daily streak."""
        record = self.res.store.record
        streak = current_streak(record, self.res.today())
        return (
            words.earned_count(len(record.medals), len(Medal)),
            daily_words.daily_streak(streak, record.best_daily_streak),
        )

    def draw(self, screen: Screen, alpha: float) -> None:
        layout = self.layout
        page = layout.page
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, page.panel)
        draw_page_title(screen, words.medals(), at=page.title_at, width=page.title_width)
        scale = screen.look.text_scale
        held = self.res.store.record.medals
        count, streak = self._heads()
        heads = [
            (count, MEDALS_COUNT, palette.TEXT),
            (streak, MEDALS_STREAK, palette.TEXT_DIM),
        ]
        for said, row, colour in heads:
            screen.text(
                said,
                row[1],
                (page.left, layout.row_y(row, scale)),
                color=colour,
                max_width=page.text_width,
                shrink_to=row[1] * MEDAL_NOTE_LEAST,
            )
        for medal, cell in zip(Medal, layout.cells(len(Medal), scale), strict=True):
            _draw_medal(screen, layout, cell, medal, held.get(medal))
        draw_controls(screen, self.controls)


def _draw_medal(
    screen: Screen, layout: MedalsLayout, cell: Rect, medal: Medal, earned: date | None
) -> None:
    """One medal in its cell: its disc (gold if earned), its name, and under it the day
    it was earned or how to earn it (set smaller, then on two lines, where it is long)."""
    x, y, width, height = cell
    middle = y + height / 2
    _draw_disc(screen, (x + MEDAL_DISC_RADIUS, middle), earned is not None)
    left = x + MEDAL_TEXT_AT
    room = width - MEDAL_TEXT_AT
    name_ink: Ink = palette.GOLD if earned is not None else NOT_EARNED_INK
    note = words.earned_on(earned) if earned is not None else medal_words.how(medal)
    note_ink: Ink = palette.TEXT if earned is not None else NOT_EARNED_INK

    name = medal_words.name(medal)
    names = _lines(screen, name, MEDAL_NAME_SIZE, room, bold=True)
    notes = _lines(screen, note, MEDAL_NOTE_SIZE, room)
    name_tall, note_tall = _tall(screen, MEDAL_NAME_SIZE, bold=True), _tall(screen, MEDAL_NOTE_SIZE)
    block = len(names) * name_tall + MEDAL_LINE_GAP + len(notes) * note_tall
    top = middle - block / 2
    for line in names:
        screen.text(
            line,
            MEDAL_NAME_SIZE,
            (left, top),
            bold=True,
            color=name_ink,
            max_width=room,
            shrink_to=MEDAL_NAME_SIZE * MEDAL_NOTE_LEAST,
        )
        top += name_tall
    top += MEDAL_LINE_GAP
    for line in notes:
        screen.text(
            line,
            MEDAL_NOTE_SIZE,
            (left, top),
            color=note_ink,
            max_width=room,
            shrink_to=MEDAL_NOTE_SIZE * MEDAL_NOTE_LEAST,
        )
        top += note_tall


def _lines(screen: Screen, words: str, size: float, room: float, bold: bool = False) -> list[str]:
    """``words`` on one line where they fit it set a little smaller at the least, else on
    as many even lines as they need."""
    if screen.text_width(words, size * MEDAL_NOTE_LEAST, bold=bold) <= room:
        return [words]
    return wrap_evenly(words, lambda line: screen.text_width(line, size, bold=bold), room)


def _tall(screen: Screen, size: float, bold: bool = False) -> float:
    """The height of a line of words set ``size`` tall, in logical pixels."""
    return screen.fonts.get(screen.text_pixels(size), bold=bold).get_height() / screen.scale


def _draw_disc(screen: Screen, centre: tuple[float, float], earned: bool) -> None:
    """A medal's disc: gold with a darker rim once earned, else its rim alone, dimmed."""
    at = screen.point(*centre)
    radius = screen.length(MEDAL_DISC_RADIUS)
    rim = max(1, screen.length(MEDAL_DISC_RIM))
    if earned:
        pygame.draw.circle(screen.target, palette.GOLD, at, radius)
        pygame.draw.circle(screen.target, palette.GOLD_DARK, at, radius, rim)
        pygame.draw.circle(screen.target, palette.GOLD_LIGHT, at, max(1, radius // 2), rim)
    else:
        pygame.draw.circle(screen.target, NOT_EARNED_INK, at, radius, rim)
