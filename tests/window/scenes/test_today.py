"""Tests for scenes/today.py: the title says how today's deal went and the daily streak, and
Copy result puts the day's line on the clipboard (by pointer, keys or Ctrl+C), saying so."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tests.window.helpers import RecordingScreen, play_the_days_deal
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.scenes.stack import SceneStack
from war.window.scenes.title import TitleScene
from war.words import languages

DAY = date(2027, 1, 3)  # its deal (#20270103) is won in 44 battles, 7 wars
LINE = "War · deal of 3 Jan 2027: won in 44 battles, 7 wars"


class Clipboard:
    """Stands in for the system's: keeps what was put on it (or refuses, with none)."""

    def __init__(self, there: bool = True) -> None:
        self.there = there
        self.texts: list[str] = []

    def __call__(self, text: str) -> bool:
        if self.there:
            self.texts.append(text)
        return self.there


def title_drawn(res, size=(1280, 720)) -> tuple[SceneStack, TitleScene, list[str]]:
    title = TitleScene(res)
    stack = SceneStack(title)
    screen = RecordingScreen(size, res.fonts)
    stack.draw(screen, 1.0)
    return stack, title, [text.words for text in screen.text_drawn]


def redrawn(stack: SceneStack, res) -> list[str]:
    screen = RecordingScreen((1280, 720), res.fonts)
    stack.draw(screen, 1.0)
    return [text.words for text in screen.text_drawn]


def test_before_todays_deal_is_played_the_title_says_so_and_offers_nothing_to_copy(res):
    res.today = lambda: DAY
    res.copy_text = clipboard = Clipboard()
    stack, title, drawn = title_drawn(res)
    assert "Today's deal: not played yet" in drawn
    assert "Copy result" not in drawn
    assert not title.today.button.enabled()
    stack.handle(Action.COPY)  # Ctrl+C
    assert clipboard.texts == []


def test_once_todays_deal_is_played_the_title_says_how_it_went(res):
    play_the_days_deal(res, DAY)
    _, _, drawn = title_drawn(res)
    assert "Today's deal: won in 44 battles" in drawn
    assert "Copy result" in drawn
    res.today = lambda: DAY + timedelta(days=1)  # the next day: a new deal to play
    _, _, drawn = title_drawn(res)
    assert "Today's deal: not played yet" in drawn


def test_the_title_says_the_daily_streak_from_two_days_on(res):
    play_the_days_deal(res, DAY - timedelta(days=1))
    play_the_days_deal(res, DAY)
    _, _, drawn = title_drawn(res)
    assert any(words.endswith(" · 2 days in a row") for words in drawn), drawn


@pytest.mark.parametrize("how", ["click", "keys", "ctrl+c"])
def test_copy_result_puts_the_days_line_on_the_clipboard_and_says_so(res, how):
    play_the_days_deal(res, DAY)
    res.copy_text = clipboard = Clipboard()
    stack, title, _ = title_drawn(res)
    button = title.today.button
    if how == "click":
        x, y, w, h = button.rect
        stack.handle(PointerDown(x + w / 2, y + h / 2))
        stack.handle(PointerUp(x + w / 2, y + h / 2))
    elif how == "keys":
        while title.controls.focused is not button:
            stack.handle(Action.FOCUS_NEXT)
        stack.handle(Action.TURN)  # Space or Enter
    else:
        stack.handle(Action.COPY)
    assert clipboard.texts == [LINE]
    drawn = redrawn(stack, res)
    assert f"Copied: {LINE}" in drawn
    assert "Copy result" not in drawn  # until the title is shown afresh
    stack.top.enter()
    assert "Copy result" in redrawn(stack, res)


def test_with_no_clipboard_copy_result_says_there_is_none(res):
    play_the_days_deal(res, DAY)
    res.copy_text = Clipboard(there=False)
    stack, _, _ = title_drawn(res)
    stack.handle(Action.COPY)
    assert "There is no clipboard here to copy to." in redrawn(stack, res)


def test_the_line_copied_is_in_the_players_language_with_its_date(res):
    play_the_days_deal(res, DAY)
    res.copy_text = clipboard = Clipboard()
    stack, _, _ = title_drawn(res)
    try:
        for code in ("de", "ru", "pt_BR"):
            languages.use(code)
            stack.handle(Action.COPY)
    finally:
        languages.use(languages.SOURCE_LANGUAGE)
    assert clipboard.texts == [
        "Krieg · Mischung vom 3. Jan. 2027: in 44 Schlachten gewonnen, 7 Kriege",
        "«Пьяница» · расклад 3 янв. 2027 г.: победа за 44 боя, 7 споров",
        "Guerra · mão do dia 3 de jan. de 2027: vencida em 44 batalhas, 7 guerras",
    ]
