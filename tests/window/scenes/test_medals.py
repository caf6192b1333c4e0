"""Tests for scenes/medals.py: the Record's page of medals lists every medal, each earned one
with the day it was earned, each other dimmed with how to earn it, and the daily streak;
it opens from the Record by pointer and keys, and goes back to it."""

from __future__ import annotations

from datetime import date

import pygame

from tests.window.helpers import RecordingScreen, play_the_days_deal, stacked
from war.session.medals import Medal
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.scenes.medals import NOT_EARNED_INK, MedalsScene
from war.window.scenes.record import RecordScene
from war.window.scenes.title import TitleScene
from war.words import languages
from war.words import medals as medal_words

DAY = date(2027, 1, 3)  # its deal is won: a first win, and a deal of the day won


def drawn_texts(res, size=(1280, 720)):
    """Every text the page of medals draws, over the Record over the title."""
    screen = RecordingScreen(size, res.fonts)
    stack = stacked(TitleScene(res), RecordScene(res), MedalsScene(res))
    stack.draw(screen, 1.0)
    return screen.text_drawn


def drawn(res, size=(1280, 720)):
    return {text.words: text for text in drawn_texts(res, size)}


def ink_of(image: pygame.Surface) -> tuple[int, int, int]:
    """The colour words were set in: their most opaque pixel's (antialiased edges fade)."""
    width, height = image.get_size()
    pixels = [image.get_at((x, y)) for x in range(width) for y in range(height)]
    strongest = max(pixels, key=lambda pixel: pixel.a)
    return strongest.r, strongest.g, strongest.b


def test_every_medal_is_listed_not_earned_with_how_to_earn_it_dimmed(res):
    shown = drawn(res)
    assert f"Medals earned: 0 of {len(Medal)}" in shown
    for medal in Medal:
        name, how = medal_words.name(medal), medal_words.how(medal)
        assert name in shown, name
        assert any(words in how for words in shown), how
        assert ink_of(shown[name].image) == NOT_EARNED_INK[:3], name


def test_a_medal_earned_shows_the_day_it_was_earned(res):
    play_the_days_deal(res, DAY)
    earned = res.store.record.medals
    assert earned[Medal.FIRST_WIN] == DAY and earned[Medal.DAILY_WIN] == DAY
    shown = drawn(res)
    assert f"Medals earned: {len(earned)} of {len(Medal)}" in shown
    days = [text.words for text in drawn_texts(res)].count("Earned 3 Jan 2027")
    assert days == len(earned)
    assert medal_words.how(Medal.FIRST_WIN) not in shown  # its day stands in its place
    assert medal_words.how(Medal.HUNDRED_ROUNDS) in shown


def test_the_daily_streak_is_said_now_and_at_best(res):
    play_the_days_deal(res, DAY)
    assert "Deal of the day: 1 day in a row now, 1 day at best" in drawn(res)


def test_the_days_are_written_in_the_players_language(res):
    play_the_days_deal(res, DAY)
    try:
        languages.use("de")
        assert "Erhalten am 3. Jan. 2027" in drawn(res)
        languages.use("ru")
        assert "Получена 3 янв. 2027 г." in drawn(res)
    finally:
        languages.use(languages.SOURCE_LANGUAGE)


def test_the_record_opens_the_medals_by_pointer_and_keys_and_they_go_back_to_it(res):
    for how in ("click", "keys"):
        record = RecordScene(res)
        stack = stacked(TitleScene(res), record)
        button = next(b for b in record.controls.buttons if b.action is Action.MEDALS)
        if how == "click":
            x, y, w, h = button.rect
            stack.handle(PointerDown(x + w / 2, y + h / 2))
            stack.handle(PointerUp(x + w / 2, y + h / 2))
        else:
            while record.controls.focused is not button:
                stack.handle(Action.FOCUS_NEXT)
            stack.handle(Action.TURN)
        assert isinstance(stack.top, MedalsScene), how
        stack.handle(Action.BACK)  # Esc, or Close
        assert stack.top is record, how
