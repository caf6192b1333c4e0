"""The window's language: the system's from the first frame (as SDL reports it), the one kept
in the settings over it, --lang's over both; and one picked in Settings spoken at once by
every scene, the battle log and the window's title included, and kept for the next game."""

from __future__ import annotations

import pygame
import pytest

from tests.helpers import run_until
from tests.window.app.test_app import centre, post, saved
from tests.window.helpers import click_events, key_event, window_point
from war.store.settings import Settings
from war.store.store import Store
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.words import languages
from war.words import settings as settings_words
from war.words import table as table_words
from war.words import title as title_words
from war.words import window as window_words

SIZE = (1280, 720)


@pytest.fixture
def system(monkeypatch):
    """``system(*locales)``: what SDL says the system prefers, from now on."""

    def prefers(*locales: tuple[str, str | None]) -> None:
        answer = [{"language": language, "country": country} for language, country in locales]
        monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: answer)

    return prefers


def in_language(code: str, words) -> str:
    """What ``words()`` says in language ``code`` (the language in use is kept)."""
    was = languages.in_use()
    languages.use(code)
    try:
        return words()
    finally:
        languages.use(was)


def drawn(app) -> list[str]:
    app.draw(1.0)
    return [text.words for text in app.screen.text_drawn]


def test_the_window_speaks_the_systems_first_language_it_offers_from_the_first_frame(
    make_app, system
):
    system(("ja", "JP"), ("pl", "PL"), ("de", None))
    app = make_app(size=SIZE)
    assert languages.in_use() == "pl"
    assert app.window.title == in_language("pl", window_words.window_title)
    shown = drawn(app)
    assert in_language("pl", table_words.new_round) in shown
    assert in_language("pl", title_words.name) in shown
    assert "New round" not in shown


def test_a_system_whose_languages_are_not_offered_gets_english(make_app, system):
    system(("ja", "JP"), ("zh", "CN"))
    app = make_app(size=SIZE)
    assert languages.in_use() == "en" and "New round" in drawn(app)


def test_the_language_kept_in_the_settings_is_spoken_over_the_systems(make_app, system, tmp_path):
    system(("pl", "PL"))
    store = Store(tmp_path / "data-0")
    store.save_settings(Settings(language="ru"))
    store.close()
    make_app(size=SIZE)
    assert languages.in_use() == "ru"


def test_lang_is_spoken_over_the_settings_and_the_system(make_app, system, tmp_path):
    system(("pl", "PL"))
    store = Store(tmp_path / "data-0")
    store.save_settings(Settings(language="ru"))
    store.close()
    app = make_app(size=SIZE, language="it")
    assert languages.in_use() == "it"
    assert app.settings.language == "ru"  # --lang is for this run: the setting is kept


def language_row(app):
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene.control("language")


def language_shown(app) -> str:
    """The language the Settings' chooser shows."""
    chooser = language_row(app)
    return chooser.options[chooser.chosen]


def press_language_row(app) -> None:
    post(*click_events(window_point(SIZE, centre(language_row(app).rect))))
    app.process_input()


def test_a_language_picked_in_settings_is_spoken_at_once_everywhere_and_kept(make_app, system):
    system(("en", "US"))
    app = make_app(size=SIZE, seed=570)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    post(key_event(pygame.K_SPACE), key_event(pygame.K_l))  # a battle, and the log open
    app.process_input()
    run_until(app.update, lambda: len(table.session.log.lines) > 0)
    english_log = list(table.session.log.lines)
    english_status = table.presenter.status
    post(key_event(pygame.K_o))
    app.process_input()
    # The row goes from the system's language to each in turn: English, then German.
    assert language_shown(app) == settings_words.system_language("English")
    press_language_row(app)
    press_language_row(app)
    assert app.settings.language == "de" and saved(app).language == "de"
    assert languages.in_use() == "de"
    assert language_shown(app) == "Deutsch"
    assert "Deutsch" in drawn(app)
    assert in_language("de", settings_words.title) in drawn(app)
    assert app.window.title == in_language("de", window_words.window_title)
    post(key_event(pygame.K_ESCAPE))  # back to the table, its log still open
    app.process_input()
    assert app.scenes.top is table
    shown = drawn(app)
    assert in_language("de", table_words.turn_cards) in shown
    assert in_language("de", table_words.battle_log) in shown
    assert table.session.log.lines != english_log
    assert table.presenter.status and table.presenter.status != english_status
    assert any(line in " ".join(shown) for line in table.session.log.lines)
    assert "Turn cards" not in shown


def test_lang_gives_way_to_a_language_picked_in_settings(make_app, system):
    system(("en", "US"))
    app = make_app(size=SIZE, language="fr")
    post(key_event(pygame.K_o))
    app.process_input()
    press_language_row(app)  # from the system's (as the row shows it) to English
    assert languages.in_use() == "en" and saved(app).language == "en"
    press_language_row(app)
    assert languages.in_use() == "de"


def test_with_lang_the_language_row_shows_the_language_spoken_and_moves_on_from_it(
    make_app, system, tmp_path
):
    system(("en", "US"))
    store = Store(tmp_path / "data-0")
    store.save_settings(Settings(language="de"))
    store.close()
    app = make_app(size=SIZE, language="fr")
    post(key_event(pygame.K_o))
    app.process_input()
    assert language_shown(app) == "Français"
    press_language_row(app)
    following = languages.CODES[languages.CODES.index("fr") + 1]
    assert languages.in_use() == following and saved(app).language == following


def test_the_system_choice_in_settings_speaks_the_systems_language_again(make_app, system):
    system(("nl", "NL"))
    app = make_app(size=SIZE)
    post(key_event(pygame.K_o))
    app.process_input()
    for _ in languages.CODES:  # round every language, back to the system's
        press_language_row(app)
    assert app.settings.language == languages.CODES[-1]
    press_language_row(app)
    assert app.settings.language is None and languages.in_use() == "nl"
