"""Tests for scenes/last_round.py and its button on the Record: the last round finished,
played again from its deal, told as its story on a page of its own."""

from __future__ import annotations

from war.core.cards import shuffled_deck
from war.core.engine import play_fast
from war.core.rules import Pickup, Rules
from war.session.story import tell
from war.store.record import Finished
from war.window.input.actions import Action
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.record import RecordScene
from war.window.scenes.scene import Pop, Push
from war.window.scenes.stack import SceneStack
from war.window.scenes.title import TitleScene
from war.words import story as words
from war.words.endings import HEADLINES


def finished(res, *seeds: int) -> None:
    for seed in seeds:
        res.store.finish_round(play_fast(shuffled_deck(seed)), seed)


def said(res, screen, scene) -> list[str]:
    screen.clear()
    SceneStack(TitleScene(res), RecordScene(res), scene).draw(screen, 1.0)
    return [text.words for text in screen.text_drawn]


def last_round_button(scene: RecordScene):
    return next(b for b in scene.controls.buttons if b.action is Action.LAST_ROUND)


def test_the_records_button_opens_the_last_rounds_story(res):
    finished(res, 7, 42)
    pushed = RecordScene(res).handle(Action.LAST_ROUND)
    assert isinstance(pushed, Push) and isinstance(pushed.scene, LastRoundScene)
    assert pushed.scene.story == tell(42)


def test_the_button_is_off_until_a_round_is_finished(res):
    record = RecordScene(res)
    assert not last_round_button(record).enabled()
    assert record.handle(Action.LAST_ROUND) is None
    finished(res, 3)
    assert last_round_button(record).enabled()


def test_the_page_tells_how_the_round_ended_and_its_turning_point(res, screen_at):
    finished(res, 42)
    last = res.store.record.history[-1]
    page = LastRoundScene(res, last)
    drawn = said(res, screen_at(), page)
    assert HEADLINES[last.winner]() in drawn
    assert page.story is not None
    assert words.turning_point(page.story) in drawn
    assert words.chart_title() in drawn


def test_a_round_with_no_deal_number_says_it_has_no_story(res, screen_at):
    outcome = play_fast(shuffled_deck(5))
    last = Finished(None, outcome.battles, outcome.wars, outcome.winner, outcome.reason)
    page = LastRoundScene(res, last)
    assert page.story is None
    drawn = said(res, screen_at(), page)
    assert words.no_story() in drawn and words.chart_title() not in drawn


def test_with_no_round_it_says_so(res, screen_at):
    assert words.no_round_yet() in said(res, screen_at(), LastRoundScene(res, None))


def test_close_and_the_records_key_go_back_to_the_record(res):
    page = LastRoundScene(res, None)
    assert isinstance(page.handle(Action.BACK), Pop)
    assert isinstance(page.handle(Action.RECORD), Pop)


def test_a_round_under_house_rules_is_told_by_its_rules(res):
    house = Rules(3, Pickup.SHUFFLED, None)
    res.store.finish_round(play_fast(shuffled_deck(42), house), 42, house)
    pushed = RecordScene(res).handle(Action.LAST_ROUND)
    assert isinstance(pushed, Push) and isinstance(pushed.scene, LastRoundScene)
    story = pushed.scene.story
    assert story is not None and story.rules == house and story == tell(42, house)
    assert story != tell(42)
