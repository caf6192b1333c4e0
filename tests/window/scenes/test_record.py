"""Tests for scenes/record.py: the record's numbers and charts, and Reset only when confirmed."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.store.test_record import SEQUENCE
from tests.window.helpers import key_event, stacked
from war.core.events import Winner
from war.core.rules import SEED_RULES
from war.simulator.lengths import load
from war.store.record import COUNT_MOST, HISTORY_MOST, endings_of
from war.store.record_file import Loaded, from_json, to_json
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.input.mapper import InputMapper
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.record import (
    BINS,
    RecordScene,
    length_shares,
    outcome_bars,
)
from war.window.scenes.scene import Pop
from war.window.scenes.stack import SceneStack
from war.window.scenes.title import TitleScene
from war.words.daily import today_not_played
from war.words.record import empty, where_it_falls


def played(res) -> None:
    for seed, outcome in enumerate(SEQUENCE):
        res.store.finish_round(outcome, seed)


def tap(stack: SceneStack, rect, touch: bool = False) -> None:
    x, y, width, height = rect
    stack.handle(PointerDown(x + width / 2, y + height / 2))
    stack.handle(PointerUp(x + width / 2, y + height / 2, touch=touch))


def button(scene, label: str):
    return next(b for b in scene.controls.buttons if b.label == label)


def test_the_numbers_are_the_rounds_played(res, screen_at):
    played(res)
    scene = RecordScene(res)
    bars = outcome_bars(res.store.record)
    assert [(bar.label[0], bar.value) for bar in bars] == [
        ("Won", 4),
        ("Lost", 1),
        ("Drawn:", 1),
        ("Drawn:", 0),
    ]
    # 120, 40, 300, 90, 500 and 60 battles, in bins of 50 and the limit alone.
    sixth = 1 / 6
    assert length_shares(res.store.record) == pytest.approx(
        [sixth, 2 * sixth, sixth, 0, 0, sixth, 0, 0, 0, 0, sixth]
    )
    screen = screen_at()
    stacked(TitleScene(res), scene).draw(screen, 1.0)
    words = [text.words for text in screen.text_drawn]
    assert "6 rounds played: won 4 (67%), lost 1, drawn 1" in words
    assert "Winning streak 1 (best 2) · longest round 500 battles · most wars in one battle 3" in (
        words
    )


def test_an_empty_record_says_so_once_in_place_of_the_numbers_and_charts(res, screen_at):
    screen = screen_at()
    stacked(TitleScene(res), RecordScene(res)).draw(screen, 1.0)
    drawn = [text.words for text in screen.text_drawn]
    record = [line for line in drawn if line != today_not_played()]  # the title's, under it
    said = [line for line in record if "rounds" in line.lower() or "played" in line.lower()]
    assert said == [empty()], drawn


def test_the_reset_question_says_how_many_rounds_it_forgets(res):
    res.store.finish_round(SEQUENCE[0], 1)
    notes = []
    for seed in (1, 2):
        stack = stacked(TitleScene(res), RecordScene(res))
        stack.handle(Action.RESET)
        assert isinstance(stack.top, ConfirmScene)
        notes.append(stack.top.note)
        res.store.finish_round(SEQUENCE[seed], seed + 1)
    assert notes == ["Your only round will be forgotten.", "All 2 rounds will be forgotten."]


def test_where_the_round_just_finished_falls_among_all_rounds():
    lengths = load()
    share = lengths.share_shorter_than(454)
    words = where_it_falls(454, share)
    assert words == f"This round lasted 454 battles — longer than {share:.0%} of rounds"
    assert 0.8 < share < 0.95  # most rounds end well before the limit
    assert lengths.shares(BINS)[-1] == pytest.approx(lengths.counts[500] / lengths.deals)


def test_escape_s_and_close_close_it(res):
    for how in (Action.BACK, Action.RECORD, "click", "tap"):
        stack = stacked(TitleScene(res), RecordScene(res))
        if isinstance(how, Action):
            stack.handle(how)
        else:
            tap(stack, button(stack.top, "Close").rect, touch=how == "tap")
        assert isinstance(stack.top, TitleScene), how


def test_reset_asks_first_and_only_yes_empties_the_record(res):
    played(res)
    stack = stacked(TitleScene(res), RecordScene(res))
    tap(stack, button(stack.top, "Reset record").rect)
    assert isinstance(stack.top, ConfirmScene)
    stack.handle(Action.TURN)  # Space or Enter press the focused answer: keep it
    assert isinstance(stack.top, RecordScene) and res.store.record.played == 6
    stack.handle(Action.RESET)
    tap(stack, button(stack.top, "Keep the record").rect)
    assert isinstance(stack.top, RecordScene) and res.store.record.played == 6
    stack.handle(Action.RESET)
    tap(stack, button(stack.top, "Reset record").rect, touch=True)
    assert isinstance(stack.top, RecordScene)
    assert res.store.record.played == 0
    assert stack.top.res.store.record.played == 0


def test_reset_is_off_with_nothing_to_reset(res):
    scene = RecordScene(res)
    assert not button(scene, "Reset record").enabled()
    assert scene.handle(Action.RESET) is None


def test_escape_on_the_question_keeps_the_record_and_y_answers_yes(res):
    played(res)
    mapper = InputMapper((1280, 720))
    stack = stacked(TitleScene(res), RecordScene(res))
    stack.handle(Action.RESET)
    for action in mapper.translate(key_event(pygame.K_ESCAPE)):
        stack.handle(action)
    assert isinstance(stack.top, RecordScene) and res.store.record.played == 6
    stack.handle(Action.RESET)
    for action in mapper.translate(key_event(pygame.K_y)):
        stack.handle(action)
    assert isinstance(stack.top, RecordScene) and res.store.record.played == 0
    assert ConfirmScene("?", "", "Yes", "No").handle(Action.CONFIRM) == Pop(Action.CONFIRM)


def test_the_largest_record_a_file_can_hold_is_drawn(res, screen_at):
    """Every count at the most stats.json may hold (a larger one is left out as the file is
    read): the numbers and charts are drawn, no float overflows."""
    each = COUNT_MOST // len(endings_of(SEED_RULES))
    longest = max(SEQUENCE, key=lambda outcome: outcome.battles)
    record = replace(
        res.store.record.with_round(longest, seed=10**400),
        by_rules={SEED_RULES: dict.fromkeys(endings_of(SEED_RULES), each)},
        streak=each * 2,  # the player's two endings
        best_streak=each * 2,
        battles=COUNT_MOST,
        wars=COUNT_MOST,
    )
    record = replace(record, history=record.history * HISTORY_MOST)
    assert from_json(to_json(record)) == Loaded(record)  # the file would load as it is
    assert record.count(Winner.PLAYER) == each * 2
    res.store.record = record
    screen = screen_at()
    stacked(TitleScene(res), RecordScene(res)).draw(screen, 1.0)
    words = [text.words for text in screen.text_drawn]
    assert any(f"{record.played:,} rounds played" in line for line in words), words
