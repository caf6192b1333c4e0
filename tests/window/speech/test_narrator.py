"""What the game says aloud, heard through a recording voice in the real App, played by the
keyboard alone (SDL's dummy driver)."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame

from tests.helpers import RecordingVoice, run_until
from tests.window.helpers import key_event, play_the_days_deal
from tests.window.scenes.test_today import DAY
from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import Side, WarDeclared, Winner
from war.store.settings import Speed
from war.window.app.app import App
from war.window.input.actions import Action
from war.window.input.badges import control_names
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.medals import MedalsScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.settings import ROWS, SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene, keys_line
from war.window.speech.narrator import Narrator
from war.window.speech.outbox import Outbox
from war.window.ui.controls import Button
from war.words import daily as daily_words
from war.words import earned as earned_words
from war.words import endings, speech
from war.words import medals as medal_words
from war.words import record as record_words
from war.words import rules as rules_words
from war.words import settings as settings_words
from war.words import story as story_words
from war.words import table as table_words
from war.words.medals import Medal

FRAME = 1 / 60
_RANK = "(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)"
# A battle's line as said (war/words/spoken_log.py), English: the ranks by name, no signs.
_SPOKEN_BATTLE = re.compile(
    rf"Battle \d+: .*\b{_RANK}\b.*; (you|it|the computer) [a-z ]*\w+( cards?)?"
)
_SIGNS = re.compile("[♠♥♦♣×—#]")


def step(app: App, dt: float = FRAME) -> None:
    """One frame by hand: the input posted, then one update."""
    app.process_input()
    app.update(dt)


def settle(app: App) -> None:
    """A frame (the input posted is taken), then frames until nothing moves on top (a
    bounded wait)."""
    step(app)
    run_until(lambda dt: step(app, dt), lambda: not app.scenes.top.animating(), dt=FRAME)


def press(app: App, *keys: int) -> None:
    """Each key pressed in turn, the game left to settle after each."""
    for key in keys:
        pygame.event.post(key_event(key))
        settle(app)


def heard(make_app, **kwargs) -> tuple[App, RecordingVoice]:
    """An app speaking through a recording voice, after its first frame; played at the
    fast speed (the same lines at any speed, in fewer frames)."""
    app = make_app(**kwargs)
    app.res.store.save_settings(replace(app.settings, speed=Speed.FAST))
    voice = RecordingVoice()
    app.narrator.use(voice)
    settle(app)
    return app, voice


def on_table(app: App) -> TableScene:
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


def new_lines(voice: RecordingVoice, since: int) -> list[str]:
    return voice.said[since:]


def hint(*, tip: bool) -> list[tuple[str, bool]]:
    """What a table just dealt says after its deal's name: its status line, then (the first
    run) its tip's keys, as shown."""
    keys = table_words.first_tip(lambda: control_names(Action.TURN))[1]
    return [(table_words.dealt(), False), *([(keys, False)] if tip else [])]


def first_seed(wanted, start: int = 6000) -> int:
    """The first deal from ``start`` whose round (played fast) is ``wanted``."""
    for seed in range(start, start + 5000):
        if wanted(seed):
            return seed
    raise AssertionError("no such deal")


def short_win(seed: int) -> bool:
    outcome = play_fast(shuffled_deck(seed))
    return outcome.winner is Winner.PLAYER and outcome.battles <= 40


def long_round(seed: int) -> bool:
    return play_fast(shuffled_deck(seed)).battles > 20


def war_in_first_battle(seed: int) -> bool:
    return any(isinstance(e, WarDeclared) for e in Round.from_seed(seed).play_battle())


def test_the_title_is_said_as_speech_starts_with_its_focused_control(make_app):
    _, voice = heard(make_app)
    assert voice.said[:2] == [speech.title_opened(), table_words.new_round()]


def test_each_move_of_the_focus_says_the_control_reached(make_app):
    app, voice = heard(make_app)
    before = len(voice.lines)
    press(app, pygame.K_TAB, pygame.K_LEFT)
    assert voice.lines[before:] == [
        (daily_words.deal_of_the_day(), True),
        (table_words.new_round(), True),
    ]


def test_a_setting_is_said_with_its_value_and_again_as_it_changes(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_o)
    assert isinstance(app.scenes.top, SettingsScene)
    speed = settings_words.NAMES["speed"]()
    fast = settings_words.SPEEDS[Speed.FAST]()
    assert voice.said[-2:] == [settings_words.title(), speech.control_value(speed, fast)]
    press(app, pygame.K_RIGHT)
    instant = settings_words.SPEEDS[Speed.INSTANT]()
    assert voice.lines[-1] == (speech.control_value(speed, instant), True)
    press(app, pygame.K_TAB)
    second = settings_words.NAMES[ROWS[1]]()  # a switch, off in new settings
    assert voice.said[-1] == speech.control_value(second, speech.switched(False))


def test_a_control_that_does_nothing_for_now_says_so():
    off = Button(Action.TURN, (0, 0, 10, 10), lambda: False, label=table_words.turn_cards())
    assert off.spoken() == speech.unavailable(table_words.turn_cards())


def test_a_battle_is_said_as_the_log_words_it_each_new_one_cutting_the_last_short(make_app):
    app, voice = heard(make_app, seed=first_seed(lambda s: not war_in_first_battle(s)))
    table = on_table(app)
    assert isinstance(table, TableScene)
    assert voice.said[-3] == speech.deal_name(table.session.seed)
    press(app, pygame.K_SPACE)
    assert voice.lines[-1] == (table.session.log.spoken[0], True)
    press(app, pygame.K_SPACE)
    assert voice.lines[-1] == (table.session.log.spoken[1], True)
    # Said by rank, with no sign a screen reader would spell: "your queen beat the
    # computer's ten; you took 2 cards".
    assert re.fullmatch(_SPOKEN_BATTLE, voice.said[-1]), voice.said[-1]


def test_a_new_round_names_its_deal_once_from_the_table_and_from_round_over(make_app):
    short = first_seed(short_win)
    app, voice = heard(make_app, seed=short, deals=lambda: short)  # New round deals it too
    table = on_table(app)
    press(app, pygame.K_n)
    assert voice.lines[-3:] == [(speech.deal_name(table.session.seed), True), *hint(tip=True)]
    press(app, pygame.K_a)
    run_until(lambda dt: step(app, dt), lambda: isinstance(app.scenes.top, RoundOverScene))
    step(app)
    before = len(voice.lines)
    press(app, pygame.K_SPACE)  # Round over's New round, focused
    assert app.scenes.top is table
    assert voice.lines[before:] == [
        (speech.deal_name(table.session.seed), True),
        *hint(tip=False),  # the tip went with the first battle
    ]


def test_a_new_rounds_table_says_what_to_do_once_dealt_as_shown(make_app):
    app, voice = heard(make_app)
    before = len(voice.lines)
    press(app, pygame.K_n)  # from the title: the first run's table, its tip showing
    table = on_table(app)
    assert table.tip
    assert voice.lines[before:] == [
        (speech.deal_name(table.session.seed), True),
        *hint(tip=True),
    ]


def test_a_war_is_said_as_its_banner_shows_then_its_result_after_it(make_app):
    app, voice = heard(make_app, seed=first_seed(war_in_first_battle))
    table = on_table(app)
    before = len(voice.lines)
    press(app, pygame.K_SPACE)
    result = table.session.log.spoken[0]
    assert voice.lines[before:] == [(speech.war_declared(1), True), (result, False)]


def test_play_10_is_heard_where_it_stops(make_app):
    app, voice = heard(make_app, seed=first_seed(long_round))
    table = on_table(app)
    before = len(voice.lines)
    press(app, pygame.K_t)
    assert len(table.session.log.spoken) == 10
    assert voice.lines[before:] == [(table.session.log.spoken[-1], True)]


def test_play_to_the_end_is_said_as_it_starts_once_then_nothing_till_it_stops(make_app):
    app, voice = heard(make_app, seed=first_seed(long_round))
    table = on_table(app)
    before = len(voice.lines)
    pygame.event.post(key_event(pygame.K_a))
    for _ in range(60):  # a second of the run: battles land, none is said
        step(app)
    assert table.running and len(table.session.log.spoken) > 1
    assert voice.lines[before:] == [(table_words.play_to_the_end(), True)]


def test_copy_result_on_the_title_says_the_confirmation_shown_with_no_sign(make_app):
    app, voice = heard(make_app)
    play_the_days_deal(app.res, DAY)
    app.res.copy_text = lambda text: True  # a clipboard that takes it
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    app.draw(1.0)  # Copy result is drawn, and joins the controls
    for _ in range(len(title.controls.buttons)):
        if title.controls.focused is title.today.button:
            break
        press(app, pygame.K_TAB)
    assert title.controls.focused is title.today.button
    before = len(voice.lines)
    press(app, pygame.K_SPACE)
    assert title.today.lines()[0].startswith("Copied: War · deal of ")  # as shown, and copied
    # Aloud, the same words with no "·" and the month's name whole.
    said = "Copied: War, deal of 3 January 2027: won in 44 battles, 7 wars"
    assert voice.lines[before:] == [(said, True)]
    app.draw(1.0)  # Copy result is gone: the focus goes back to the first button
    step(app)
    assert voice.lines[before:] == [(said, True), (table_words.new_round(), False)]
    title.today.forget()  # shown afresh: Ctrl+C, the focus elsewhere, says it too
    before = len(voice.lines)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=pygame.KMOD_CTRL))
    settle(app)
    assert voice.lines[before:] == [(said, True)]


def test_the_round_over_and_a_medal_earned_are_said(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    table = on_table(app)
    before = len(voice.lines)
    press(app, pygame.K_a)
    run_until(lambda dt: step(app, dt), lambda: isinstance(app.scenes.top, RoundOverScene))
    step(app)
    log = table.session.log.spoken
    said = new_lines(voice, before)
    medal = earned_words.medal_earned_status([medal_words.name(Medal.FIRST_WIN)])
    dialog = app.scenes.top
    assert isinstance(dialog, RoundOverScene)
    outcome = dialog.outcome
    tally = table_words.round_tally(outcome.battles, outcome.wars)  # the ending said once
    assert said[:5] == [table_words.play_to_the_end(), log[-2], log[-1], medal, tally]
    assert said[-1] == table_words.new_round()  # Round over's focused button


def test_the_medals_page_says_each_medal_as_shown_earned_when_or_how_to(make_app):
    app, voice = heard(make_app, seed=first_seed(short_win))
    press(app, pygame.K_a)
    run_until(lambda dt: step(app, dt), lambda: isinstance(app.scenes.top, RoundOverScene))
    press(app, pygame.K_s)
    record = app.scenes.top
    assert isinstance(record, RecordScene)
    for _ in range(len(record.controls.buttons)):
        focused = record.controls.focused
        if focused is not None and focused.action is Action.MEDALS:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)
    assert isinstance(app.scenes.top, MedalsScene)
    won = app.res.store.record.medals[Medal.FIRST_WIN]
    # The day it was earned with its month's name whole ("Earned 2 December 2026").
    earned = earned_words.earned_on(won, said=True)
    assert earned == f"Earned {won.day} {daily_words.month_said(won.month)} {won.year}"
    first = speech.control_value(medal_words.name(Medal.FIRST_WIN), earned)
    other = next(medal for medal in Medal if medal not in app.res.store.record.medals)
    not_yet = speech.control_value(medal_words.name(other), earned_words.not_earned())
    told = app.scenes.top.opening_words()
    assert told[:2] == [earned_words.medals(), earned_words.earned_count(1, len(Medal))]
    assert first in told
    assert told[told.index(not_yet) + 1] == medal_words.how(other)
    assert len(told) == 3 + len(Medal) + len(Medal) - 1  # the heads, each medal, how to
    assert voice.said[-len(told) - 1 :] == [*told, table_words.close()]  # then its focus


def test_a_notice_is_said_as_it_comes(make_app):
    app, voice = heard(make_app)
    app.res.store._notice("war: the record could not be read")  # as the store tells one
    step(app)
    assert voice.said[-1] == "war: the record could not be read"


def test_the_state_is_said_on_demand_on_the_table(make_app):
    app, voice = heard(make_app, seed=first_seed(long_round))
    table = on_table(app)
    press(app, pygame.K_t, pygame.K_i)
    presenter = table.presenter
    state = speech.table_state(
        presenter.pile_count(Side.PLAYER),
        presenter.pile_count(Side.COMPUTER),
        10,
        table.session.rules.battle_limit,
        presenter.shown.wars,
    )
    assert voice.lines[-1] == (state, True)
    assert state.startswith("You ") and "battle 10 of 500" in state


def test_the_state_key_elsewhere_says_the_scene_and_its_focused_control(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_i)
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    assert voice.said[-4:] == [
        speech.title_opened(),
        title.today.lines()[0],  # how today's deal stands, as the title shows it
        table_words.new_round(),
        keys_line(resumable=False, said=True),  # the keys the title's foot names
    ]
    # Apart by no sign a screen reader would name ("middle dot").
    assert voice.said[-1] == (
        "Keys: Space or N new round; S record; H rules; O settings; Esc quit; F11 full screen"
    )


def test_the_battle_log_is_read_line_by_line_with_up_and_down(make_app):
    app, voice = heard(make_app, seed=first_seed(long_round))
    table = on_table(app)
    press(app, pygame.K_t, pygame.K_l)
    assert voice.lines[-1] == (table_words.battle_log(), True)
    lines = list(table.session.log.spoken)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_DOWN)
    assert voice.said[-4:] == [lines[-1], lines[-2], lines[-3], lines[-2]]
    assert lines[-1].startswith("Battle 10: ") and lines[-1] != table.session.log.lines[-1]
    assert all(re.fullmatch(_SPOKEN_BATTLE, line) for line in voice.said[-4:]), voice.said
    press(app, pygame.K_SPACE, pygame.K_UP)  # a battle more: read from the newest again
    assert voice.said[-1] == table.session.log.spoken[-1] != lines[-1]


def test_a_panel_opened_says_its_title_then_the_focus_and_closed_the_focus_back(make_app):
    app, voice = heard(make_app, seed=first_seed(long_round))
    table = on_table(app)
    press(app, pygame.K_l, pygame.K_TAB)  # the log, and the focus on its Turn cards
    assert voice.lines[-1] == (table_words.turn_cards(), True)
    before = len(voice.lines)
    press(app, pygame.K_ESCAPE)  # closed: no focus in the column, the deal as it opened
    assert voice.lines[before:] == [(speech.deal_name(table.session.seed), True)]
    before = len(voice.lines)
    press(app, pygame.K_h)  # the rules, their Turn cards focused as the log's was
    assert voice.lines[before:] == [(rules_words.title(), True), (table_words.turn_cards(), False)]
    before = len(voice.lines)
    press(app, pygame.K_h)  # closed again, by its own key
    assert voice.lines[before:] == [(speech.deal_name(table.session.seed), True)]
    press(app, pygame.K_TAB, pygame.K_l, pygame.K_l)  # a focus in the column comes back
    assert voice.lines[-3:] == [
        (table_words.battle_log(), True),
        (table_words.turn_cards(), False),
        (table_words.turn_cards(), True),
    ]


def test_the_rules_are_read_line_by_line_with_up_and_down(make_app):
    app, voice = heard(make_app)
    press(app, pygame.K_h)
    assert isinstance(app.scenes.top, RulesScene)
    assert voice.said[-1] == rules_words.title()
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP)
    lines = app.scenes.top.reader.lines()
    assert voice.said[-3:] == [lines[0], lines[1], lines[0]]


def test_speech_follows_the_games_language(make_app):
    _, voice = heard(make_app, language="fr")  # the words in use from now on: French
    assert voice.said[0] == speech.title_opened() != "War, the card game: you against the computer"


def test_a_blind_player_plays_follows_and_reviews_a_whole_round_by_keyboard(make_app):
    """Title, New round, battles, Play to the end, Round over, the record, the last round:
    each step said, in German."""
    app, voice = heard(make_app, deals=lambda: first_seed(short_win), language="de")
    # The words in use: German, from the app's start.
    assert voice.said[:2] == [speech.title_opened(), table_words.new_round()]
    press(app, pygame.K_n)
    table = on_table(app)
    assert isinstance(table, TableScene)
    assert voice.lines[-3:] == [(speech.deal_name(table.session.seed), True), *hint(tip=True)]
    press(app, pygame.K_SPACE)
    assert voice.said[-1] == table.session.log.spoken[0]
    press(app, pygame.K_a)
    run_until(lambda dt: step(app, dt), lambda: isinstance(app.scenes.top, RoundOverScene))
    step(app)
    assert voice.said.count(table.session.log.spoken[-1]) == 1  # how the round ended, once
    assert any(line.startswith("Runde vorbei: Du hast gewonnen; ") for line in voice.said)
    assert not any(_SIGNS.search(line) for line in voice.said), voice.said  # no ♠, ×, —
    dialog = app.scenes.top
    assert isinstance(dialog, RoundOverScene)
    outcome = dialog.outcome
    assert table_words.round_tally(outcome.battles, outcome.wars) in voice.said
    press(app, pygame.K_s)
    assert isinstance(app.scenes.top, RecordScene)
    record = app.scenes.top
    told = record.opening_words()
    assert told[0] == record_words.title() and len(told) > 1  # its rows of words too
    assert voice.said[-len(told) :] == told
    while voice.said[-1] != story_words.last_round():
        before = len(voice.said)
        press(app, pygame.K_TAB)
        assert len(voice.said) == before + 1  # each move said
    press(app, pygame.K_SPACE)
    last = app.scenes.top
    assert isinstance(last, LastRoundScene) and last.story is not None
    told = [story_words.last_round(), endings.HEADLINES[Winner.PLAYER]()]
    assert voice.lines[-len(last.opening_words()) :][:2] == [(told[0], True), (told[1], False)]
    assert voice.said[-1] == story_words.turning_point(last.story)  # how the round turned


def test_with_no_voice_the_narrator_looks_at_nothing():
    class Untouchable:
        @property
        def outbox(self) -> Outbox:
            raise AssertionError("looked at with no voice")

    Narrator().follow([Untouchable()], ["a notice"], by_input=True)  # type: ignore[list-item]


def test_a_new_voice_starts_with_the_scene_on_top(make_app):
    app, voice = heard(make_app)
    again = RecordingVoice()
    app.narrator.use(again)
    step(app)
    assert again.said == [speech.title_opened(), table_words.new_round()]
