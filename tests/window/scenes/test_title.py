"""Tests for scenes/title.py: a saved round is offered first, and Space or Enter resume it;
Deal of the day (and D) plays today's deal, or carries it on where it is saved."""

from __future__ import annotations

from datetime import date

import pygame

from tests.decks import position_after
from tests.window.helpers import RecordingScreen, key_event
from war.window.input import badges
from war.window.input.actions import Action, PointerDown, PointerUp
from war.window.input.keymap import key_names
from war.window.input.mapper import InputMapper
from war.window.scenes.notices import NoticesScene
from war.window.scenes.record import RecordScene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene, keys_line


def saved_after(res, seed: int, battles: int):
    position = position_after(seed, battles)
    res.store.save_round(position)
    return position


def shown_title(res) -> TitleScene:
    """The title as the game first shows it."""
    title = TitleScene(res)
    SceneStack(title)
    return title


def labels(title: TitleScene) -> list[str]:
    return [button.label for button in title.controls.buttons]


def test_with_nothing_saved_new_round_comes_first(res):
    title = shown_title(res)
    assert labels(title) == [
        "New round",
        "Deal of the day",
        "Record",
        "Rules",
        "Settings",
        "Quit",
    ]
    assert title.controls.buttons[0].key_action is Action.TURN


def test_a_saved_round_is_the_first_and_default_button_with_its_deal_and_battle(res):
    saved_after(res, 570, 12)
    title = shown_title(res)
    assert labels(title) == [
        "Resume round",
        "New round",
        "Deal of the day",
        "Record",
        "Rules",
        "Settings",
        "Quit",
    ]
    first = title.controls.buttons[0]
    assert first.detail == "Deal #570 · battle 12 of 500"
    assert first.key_action is Action.TURN  # its badge says Space


def test_a_round_saved_under_another_limit_is_told_against_its_own_limit(res):
    from war.core.rules import Rules

    for limit, detail in ((1000, "Deal #570 · battle 12 of 1000"), (None, "Deal #570 · battle 12")):
        res.store.save_round(position_after(570, 12), Rules(battle_limit=limit))
        assert shown_title(res).controls.buttons[0].detail == detail


def test_space_enter_and_t_resume_the_saved_round(res):
    position = saved_after(res, 570, 12)
    mapper = InputMapper((1280, 720))
    for key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_t):
        stack = SceneStack(TitleScene(res))
        for action in mapper.translate(key_event(key)):
            stack.handle(action)
        table = stack.top
        assert isinstance(table, TableScene)
        assert table.session.round.position() == position
        assert table.presenter.shown.position() == position


def test_clicking_resume_resumes_and_new_round_deals_afresh(res):
    position = saved_after(res, 570, 12)
    title = TitleScene(res)
    stack = SceneStack(title)
    x, y, w, h = title.controls.buttons[0].rect
    stack.handle(PointerDown(x + w / 2, y + h / 2))
    stack.handle(PointerUp(x + w / 2, y + h / 2))
    resumed = stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.round.position() == position
    stack.handle(Action.BACK)  # back to the title: the round is still saved
    stack.handle(Action.NEW_ROUND)
    new = stack.top
    assert isinstance(new, TableScene)
    assert new.session.round.battles == 0
    assert res.store.saved_round == new.session.round.position()  # the new deal replaces it


def test_back_on_the_title_it_offers_the_round_just_left(res):
    stack = SceneStack(TitleScene(res))
    stack.handle(Action.NEW_ROUND)
    table = stack.top
    assert isinstance(table, TableScene)
    table.presenter.finish()
    for _ in range(3):
        table.handle(Action.TURN)
    table.presenter.finish()
    table.update(0.0)
    stack.handle(Action.BACK)
    title = stack.top
    assert isinstance(title, TitleScene)
    assert labels(title)[0] == "Resume round"
    assert title.controls.buttons[0].detail.endswith("battle 3 of 500")


def drawn_notices(res, size=(640, 360)):
    """The title at ``size`` with a notice far too long for its rows, as drawn."""
    res.store.notices.append(
        "Progress will not be saved: another War is playing with /home/someone/.local/share/"
        "war/round.json, where round.json leads. Close the other game and start again."
    )
    res.store.notices.append("Your settings were set aside.")
    res.store.notices.append("Your record was set aside.")
    stack = SceneStack(TitleScene(res))
    screen = RecordingScreen(size, res.fonts)
    stack.draw(screen, 1.0)
    return stack, screen


def test_notices_cut_short_open_whole_by_mouse_touch_and_keys_and_close_again(res):
    for how in ("click", "tap", "keys"):
        stack, _ = drawn_notices(res)
        title = stack.top
        assert isinstance(title, TitleScene)
        button = next(b for b in title.controls.buttons if b.action is Action.READ_NOTICES)
        if how == "keys":
            while title.controls.focused is not button:
                stack.handle(Action.FOCUS_NEXT)
            stack.handle(Action.TURN)
        else:
            x, y, w, h = button.rect
            stack.handle(PointerDown(x + w / 2, y + h / 2))
            stack.handle(PointerUp(x + w / 2, y + h / 2, touch=how == "tap"))
        notices = stack.top
        assert isinstance(notices, NoticesScene), how
        assert list(notices.notices) == res.store.notices
        stack.handle(Action.BACK)  # Esc
        assert stack.top is title, how
        stack.apply(title.press(button))
        stack.handle(Action.FOCUS_NEXT)  # Tab to Close, and Space or Enter press it
        stack.handle(Action.TURN)
        assert stack.top is title, how
        res.store.notices.clear()


def test_the_notices_page_closes_by_pointer_on_close(res):
    stack, _ = drawn_notices(res)
    title = stack.top
    assert isinstance(title, TitleScene)
    button = next(b for b in title.controls.buttons if b.action is Action.READ_NOTICES)
    stack.apply(title.press(button))
    page = stack.top
    assert isinstance(page, NoticesScene)
    close = next(b for b in page.controls.buttons if b.label == "Close")
    x, y, w, h = close.rect
    stack.handle(PointerDown(x + w / 2, y + h / 2))
    stack.handle(PointerUp(x + w / 2, y + h / 2, touch=True))
    assert stack.top is title


def test_s_opens_the_record_and_notices_show_on_the_title(res, screen_at):
    res.store.notices.append("round.json could not be used (empty); it was set aside.")
    stack = SceneStack(TitleScene(res))
    screen = screen_at()
    stack.draw(screen, 1.0)
    assert any("round.json could not be used" in text.words for text in screen.text_drawn)
    stack.handle(Action.RECORD)
    assert isinstance(stack.top, RecordScene)


def test_the_first_button_starts_with_the_focus_ring(res):
    focused = shown_title(res).controls.focused
    assert focused is not None and focused.label == "New round"
    saved_after(res, 570, 12)
    focused = shown_title(res).controls.focused
    assert focused is not None and focused.label == "Resume round"


def test_the_keys_line_names_each_key_once_with_what_it_does():
    fresh, saved = keys_line(resumable=False), keys_line(resumable=True)
    assert fresh.startswith("Keys: Space or N new round · "), fresh
    assert saved.startswith("Keys: Space resume · N new round · "), saved
    for line in (fresh, saved):
        assert line.count("new round") == 1, line


DAY = date(2027, 1, 3)  # its deal (#20270103) is won in 44 battles, 7 wars


def test_deal_of_the_day_and_d_deal_todays_deal_counted_as_the_days(res):
    res.today = lambda: DAY
    mapper = InputMapper((1280, 720))
    for how in ("button", "d"):
        stack = SceneStack(TitleScene(res))
        if how == "button":
            title = stack.top
            assert isinstance(title, TitleScene)
            button = next(b for b in title.controls.buttons if b.action is Action.DAILY)
            x, y, w, h = button.rect
            stack.handle(PointerDown(x + w / 2, y + h / 2))
            stack.handle(PointerUp(x + w / 2, y + h / 2))
        else:
            for action in mapper.translate(key_event(pygame.K_d)):
                stack.handle(action)
        table = stack.top
        assert isinstance(table, TableScene), how
        assert table.session.seed == 20270103 and table.session.daily, how
        assert table.session.round.battles == 0, how
        assert res.store.saved_daily, how


def test_the_deal_of_the_days_button_shows_d_as_its_key(res):
    title = shown_title(res)
    button = next(b for b in title.controls.buttons if b.action is Action.DAILY)
    assert key_names(button.key_action) == ["D"]


def test_deal_of_the_day_carries_todays_round_on_where_it_is_saved(res):
    res.today = lambda: DAY
    stack = SceneStack(TitleScene(res))
    stack.handle(Action.DAILY)
    table = stack.top
    assert isinstance(table, TableScene)
    table.presenter.finish()
    for _ in range(5):
        table.moves.play(1)
        table.presenter.finish()
    table.update(0.0)
    stack.handle(Action.BACK)
    stack.handle(Action.DAILY)
    again = stack.top
    assert isinstance(again, TableScene) and again is not table
    assert again.session.round.battles == 5 and again.session.daily


def test_a_round_of_todays_deal_not_started_as_the_days_is_not_carried_on_as_it(res):
    """``--seed 20270103`` is the same deal, but not the day's: Deal of the day deals it
    afresh, counted as the day's."""
    res.today = lambda: DAY
    res.store.save_round(position_after(20270103, 5))
    stack = SceneStack(TitleScene(res))
    stack.handle(Action.DAILY)
    table = stack.top
    assert isinstance(table, TableScene)
    assert table.session.daily and table.session.round.battles == 0


def test_with_a_pad_in_use_the_keys_line_names_only_the_pads_buttons():
    badges.use(badges.Device.PAD)
    fresh, saved = keys_line(resumable=False), keys_line(resumable=True)
    assert fresh == "Gamepad: A new round · Back rules · Start settings · B quit", fresh
    assert saved == "Gamepad: A resume · Back rules · Start settings · B quit", saved
    badges.use(badges.Device.KEYBOARD)
    assert keys_line(resumable=False).startswith("Keys: Space or N new round · ")
