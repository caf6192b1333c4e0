"""What a blind player's trial found unsaid, or said twice, heard through a recording voice
in the real App played by the keyboard alone (SDL's dummy driver): each place as it is
heard now."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pygame

from tests.helpers import run_until
from tests.window.speech.test_narrator import first_seed, heard, on_table, settle, short_win, step
from war.core.engine import Round
from war.core.events import WarDeclared, Winner
from war.store.settings import Speed
from war.window.input.actions import Action
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.medals import MedalsScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.scene import Push
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table_rules import TableRulesScene, expected
from war.window.scenes.title import TitleScene, todays_opening
from war.words import daily as daily_words
from war.words import dialogs, endings, languages, speech
from war.words import earned as earned_words
from war.words import medals as medal_words
from war.words import settings as settings_words
from war.words import table as table_words
from war.words import table_rules as rules_words
from war.words import title as title_words


def press(app, *keys: int, mod: int = 0) -> None:
    """Each key pressed and let go in turn (so nothing held repeats), the game left to
    settle after each."""
    for key in keys:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        settle(app)


def focus_on(app, wanted) -> None:
    """Tab until ``wanted(focused button)`` (a bounded walk round the scene's buttons)."""
    controls = app.scenes.top.controls
    for _ in range(len(controls.buttons) + 1):
        if controls.focused is not None and wanted(controls.focused):
            return
        press(app, pygame.K_TAB)
    raise AssertionError("no such button here")


def round_over(app) -> RoundOverScene:
    press(app, pygame.K_a)
    run_until(lambda dt: step(app, dt), lambda: isinstance(app.scenes.top, RoundOverScene))
    step(app)
    scene = app.scenes.top
    assert isinstance(scene, RoundOverScene)
    return scene


def test_round_over_says_how_the_round_ended_once_then_the_rest_of_the_dialog(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    table = on_table(app)
    before = len(voice.lines)
    dialog = round_over(app)
    said = voice.said[before:]
    ending = table.session.log.spoken[-1]  # "Round over: you won; you took all 52 cards"
    assert said.count(ending) == 1
    assert endings.HEADLINES[Winner.PLAYER]() not in said
    reason = dialog.spoken_state()[1]  # "You took all 52 cards."
    assert reason not in said
    assert said[-4:] == [*dialog.opening_words(), table_words.new_round()]
    assert dialog.opening_words()[0] == table_words.round_tally(
        dialog.outcome.battles, dialog.outcome.wars
    )


def test_round_over_shown_again_or_asked_for_says_all_it_shows(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    dialog = round_over(app)
    press(app, pygame.K_i)
    headline = endings.HEADLINES[Winner.PLAYER]()
    assert voice.said[-6] == headline  # with I: who won, why, the rest, the focus
    press(app, pygame.K_s)
    assert isinstance(app.scenes.top, RecordScene)
    before = len(voice.lines)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is dialog
    assert voice.said[before] == headline


def test_the_table_rules_say_what_each_choice_changes_and_what_to_expect(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_o)
    focus_on(app, lambda button: button.label == rules_words.open_button())
    press(app, pygame.K_SPACE)
    page = app.scenes.top
    assert isinstance(page, TableRulesScene)
    rules = page.rules
    figures = expected(rules)
    summary = rules_words.expectation_summary(figures.mean_battles, figures.draw_share)
    war_cards = rules_words.NAMES["war_cards"]()
    option = rules_words.option("war_cards", rules.war_cards)
    first = " ".join(
        (
            speech.control_value(war_cards, option),
            rules_words.what_it_changes("war_cards", rules.war_cards),
            summary,
        )
    )
    assert voice.said[-3:] == [rules_words.title(), rules_words.hint(), first]
    press(app, pygame.K_RIGHT)  # two cards face down: its line, and its figures
    rules = page.rules
    assert rules.war_cards == 2
    figures = expected(rules)
    assert voice.lines[-1] == (
        " ".join(
            (
                speech.control_value(war_cards, rules_words.option("war_cards", 2)),
                rules_words.what_it_changes("war_cards", 2),
                rules_words.expectation_summary(figures.mean_battles, figures.draw_share),
            )
        ),
        True,
    )
    press(app, pygame.K_DOWN)  # the next choice, as the focus reaches it
    pickup = rules_words.NAMES["pickup"]()
    assert voice.said[-1].startswith(pickup + ": ")
    assert rules_words.what_it_changes("pickup", rules.pickup) in voice.said[-1]


def test_a_value_at_its_end_says_the_control_again_as_screen_readers_do(make_app):
    app, voice = heard(make_app)
    app.res.store.save_settings(replace(app.settings, speed=Speed.INSTANT))
    press(app, pygame.K_o)
    assert isinstance(app.scenes.top, SettingsScene)
    speed = speech.control_value(
        settings_words.NAMES["speed"](), settings_words.SPEEDS[Speed.INSTANT]()
    )
    assert voice.said[-1] == speed
    before = len(voice.lines)
    press(app, pygame.K_RIGHT)  # Instant is the last speed: nothing moves
    assert voice.lines[before:] == [(speed, True)]


def test_a_value_that_moves_is_left_to_the_focus_to_say_not_said_again(make_app):
    """Said again is only for a key that changed nothing: the scene itself queues no line
    when the value moves (the narrator says the new value as the focus shows it)."""
    app, _voice = heard(make_app)
    app.res.store.save_settings(replace(app.settings, speed=Speed.NORMAL))
    press(app, pygame.K_o)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    scene.outbox.take()
    before = scene.spoken_focus()
    scene.handle(Action.RIGHT)  # Normal to Fast
    assert scene.spoken_focus() != before
    assert scene.outbox.take() == []


def test_the_only_button_is_said_again_when_the_focus_cannot_move(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_s)
    focus_on(app, lambda button: button.label == earned_words.medals())
    press(app, pygame.K_SPACE)
    assert isinstance(app.scenes.top, MedalsScene)
    for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB):
        before = len(voice.lines)
        press(app, key)
        assert voice.lines[before:] == [(table_words.close(), True)], key


def test_the_medals_page_has_its_close_focused_and_says_it(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_s)
    focus_on(app, lambda button: button.label == earned_words.medals())
    press(app, pygame.K_SPACE)
    medals = app.scenes.top
    assert isinstance(medals, MedalsScene)
    assert medals.controls.focused is medals.controls.buttons[0]
    assert voice.said[-1] == table_words.close()
    press(app, pygame.K_SPACE)  # Space closes it, as its ring shows
    assert isinstance(app.scenes.top, RecordScene)


def test_full_screen_toggled_keeps_the_tables_focus_and_esc_from_settings_says_it(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    table = on_table(app)
    press(app, pygame.K_TAB, pygame.K_TAB)
    focused = table.controls.focused
    assert focused is not None
    press(app, pygame.K_F11)  # the window changes shape: the ring stays where it was
    assert app.fullscreen and table.controls.focused is focused
    press(app, pygame.K_o)
    focus_on(app, lambda button: button.value == "fullscreen")
    press(app, pygame.K_SPACE)  # and back, from the setting
    assert not app.fullscreen
    before = len(voice.lines)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and table.controls.focused is focused
    assert voice.said[before:] == [table.heard.deal_name(), focused.spoken()]


def test_a_resumed_or_dealt_again_round_names_its_deal_once_the_deal_button_what_it_does(
    make_app,
):
    app, voice = heard(make_app, seed=first_seed(short_win))
    table = on_table(app)
    deal = table.heard.deal_name()  # "Deal 6184"
    press(app, pygame.K_SPACE, pygame.K_ESCAPE)
    before = len(voice.lines)
    press(app, pygame.K_SPACE)  # Resume round
    table = on_table(app)
    press(app, pygame.K_UP)  # the focus goes round to the last button: the deal's
    assert table.controls.focused is not None
    assert table.controls.focused.action.name == "CHOOSE_DEAL"
    said = voice.said[before:]
    assert said.count(deal) == 1
    assert said[-1] == speech.control_value(dialogs.deal_title(), deal)


def test_the_deal_of_the_day_is_said_as_what_it_is_with_its_date_in_words(make_app):
    app, voice = heard(make_app)
    app.res.today = lambda: date(2026, 12, 2)
    before = len(voice.lines)
    press(app, pygame.K_d)
    on_table(app)
    said = voice.said[before]
    assert said == "Deal of the day, 2 December 2026"  # the month's name whole
    assert said == speech.deal_name(20261202, date(2026, 12, 2))
    app.res.today = lambda: date(2026, 3, 1)  # French says the first of a month its way
    press(app, pygame.K_ESCAPE, pygame.K_n, pygame.K_ESCAPE)  # not today's round now
    languages.use("fr")
    try:
        before = len(voice.lines)
        press(app, pygame.K_d)
        assert voice.said[before] == "Donne du jour, 1er mars 2026"
    finally:
        languages.use(languages.SOURCE_LANGUAGE)


def test_a_round_opened_from_the_title_says_the_round_in_progress_it_replaces(make_app):
    seed = first_seed(short_win)
    app, voice = heard(make_app, seed=seed)
    press(app, pygame.K_SPACE, pygame.K_ESCAPE)  # a battle played: a round in progress
    saved = app.res.store.saved_round
    assert saved is not None
    in_progress = title_words.resume_said(speech.deal_name(saved.seed), saved.battles)
    assert in_progress == f"Deal {seed}, battle 1 of 500"  # with no "#" or "·" to name
    for key in (pygame.K_n, pygame.K_d):  # New round, then the deal of the day
        before = len(voice.lines)
        press(app, key)
        table = on_table(app)
        assert voice.lines[before : before + 2] == [
            (table.opening_words()[0], True),
            (daily_words.replaces_round(in_progress), False),
        ], key
        press(app, pygame.K_SPACE, pygame.K_ESCAPE)
        saved = app.res.store.saved_round
        assert saved is not None
        in_progress = title_words.resume_said(speech.deal_name(saved.seed), saved.battles)
    before = len(voice.lines)
    press(app, pygame.K_SPACE)  # Resume round replaces nothing
    assert daily_words.replaces_round(in_progress) not in voice.said[before:]


def test_daily_over_a_round_in_progress_says_the_round_it_replaces_once(make_app):
    seed = first_seed(short_win)
    app, voice = heard(make_app, seed=seed)
    press(app, pygame.K_SPACE, pygame.K_ESCAPE)  # a round of another deal in progress
    assert isinstance(app.scenes.top, TitleScene)
    app.scenes.apply(Push(todays_opening(app.res)))  # as war --daily opens over the title
    before = len(voice.lines)
    settle(app)
    round_said = f"Deal {seed}, battle 1 of 500"  # no "#", no "·" for a voice to name
    assert voice.said[before:] == [
        daily_words.leave_round_question(),
        daily_words.leave_round_note(round_said),
        daily_words.keep_round(),
    ]
    before = len(voice.lines)
    press(app, pygame.K_TAB, pygame.K_SPACE)  # Play today's deal
    table = on_table(app)
    assert voice.said[before:] == [
        daily_words.play_todays(),
        table.heard.deal_name(),
        table_words.dealt(),
    ]  # and not "This replaces your round in progress" again


SIGNS = ("#", "·", "—", "×", "♠", "♥", "♦", "♣")


def test_round_over_says_the_final_piles_with_no_sign(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    dialog = round_over(app)
    shown = table_words.final_piles(52, 0)
    assert shown == "You: 52 cards · Computer: 0 cards"  # as the dialog shows them
    said = dialog.spoken_state()
    assert shown not in said and "You 52 cards, the computer 0" in said
    assert not [line for line in said if any(sign in line for sign in SIGNS)], said


def test_the_record_says_its_rows_with_no_sign(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    round_over(app)
    press(app, pygame.K_s)
    record = app.scenes.top
    assert isinstance(record, RecordScene)
    said = record.opening_words()
    assert said[2].startswith("Winning streak 1, best 1; longest round ")
    assert said[-1].startswith("This round lasted ") and ", longer than " in said[-1]
    assert not [line for line in said if any(sign in line for sign in SIGNS)], said


def test_resume_round_on_the_title_says_the_round_it_resumes(make_app):
    seed = first_seed(short_win)
    app, voice = heard(make_app, seed=seed)
    press(app, pygame.K_SPACE, pygame.K_SPACE, pygame.K_ESCAPE)  # two battles, then the title
    assert voice.said[-1] == f"Resume round: Deal {seed}, battle 2 of 500"


def war_won(seed: int) -> bool:
    """Whether ``seed``'s round has a battle of two wars in a row or more (where the player
    wins it, Double war is earned beside the first win; the test checks it was)."""
    round_ = Round.from_seed(seed)
    while not round_.is_over:
        events = round_.play_battle()
        if sum(isinstance(event, WarDeclared) for event in events) >= 2:
            return True
    return False


def test_medals_earned_together_are_said_apart_by_no_sign(make_app):
    seed = first_seed(lambda s: short_win(s) and war_won(s), start=6000)
    app, voice = heard(make_app, seed=seed)
    table = on_table(app)
    round_over(app)
    medals = table.session.medals_earned
    assert len(medals) >= 2
    names = [medal_words.name(medal) for medal in medals]
    shown = earned_words.medal_earned_status(names)
    assert " · " in shown  # the status line as shown
    said = ", ".join(names)
    assert shown not in voice.said
    assert f"Medals earned: {said}" in voice.said


def test_the_last_round_page_says_its_deal_with_no_sign(make_app):
    app, voice = heard(make_app)
    app.res.today = lambda: date(2026, 12, 2)
    press(app, pygame.K_d)  # the deal of the day, played to its end
    round_over(app)
    press(app, pygame.K_s)
    focus_on(app, lambda button: button.action is Action.LAST_ROUND)
    press(app, pygame.K_SPACE)
    page = app.scenes.top
    assert isinstance(page, LastRoundScene)
    said = page.opening_words()
    assert "Deal of the day, 2 December 2026" in said  # not "Deal #20261202"
    assert not [line for line in said if any(sign in line for sign in SIGNS)], said
