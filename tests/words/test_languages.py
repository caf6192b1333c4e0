"""Which language the game speaks for a system's preferred locales, and putting one in use.
Nothing here imports pygame."""

from __future__ import annotations

import pytest

from war.words import languages, translate


@pytest.mark.parametrize(
    ("locale", "code"),
    [
        ("de", "de"),
        ("de_DE", "de"),
        ("de-AT", "de"),
        ("de_CH.UTF-8", "de"),
        ("fr_CA.utf8@euro", "fr"),
        ("pt_BR.UTF-8", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_PT", "pt_BR"),  # the one Portuguese the game speaks
        ("pt", "pt_BR"),
        ("PL_pl", "pl"),
        ("ru_RU.KOI8-R", "ru"),
        ("en_GB", "en"),
        ("C", "en"),  # gettext's untranslated locale
        ("POSIX", "en"),
        ("C.UTF-8", "en"),
    ],
)
def test_a_locale_is_the_language_the_game_offers_for_it(locale, code):
    assert languages.offered(locale) == code


@pytest.mark.parametrize("locale", ["ja_JP", "zh", "", "_DE", "xx-YY"])
def test_a_locale_of_a_language_not_offered_is_none(locale):
    assert languages.offered(locale) is None


def test_the_first_preferred_language_offered_is_chosen_else_english():
    assert languages.choose(["ja_JP", "pl_PL", "de_DE"]) == "pl"
    assert languages.choose(["ja_JP", "zh_CN"]) == "en"
    assert languages.choose([]) == "en"


def test_the_environment_is_read_as_sdl_reads_it_lang_then_language():
    environ = {"LANG": "de_DE.UTF-8", "LANGUAGE": "fr:en_GB", "LC_ALL": "ru_RU"}
    assert languages.from_environment(environ) == ["de_DE.UTF-8", "fr", "en_GB"]
    assert languages.from_environment({"LANGUAGE": "nl::pl"}) == ["nl", "pl"]
    assert languages.from_environment({}) == []


def test_sdls_locales_become_locale_names():
    sdl: list[dict[str, str | None]] = [
        {"language": "pt", "country": "BR"},
        {"language": "fr", "country": None},
        {},
    ]
    assert languages.from_sdl(sdl) == ["pt_BR", "fr"]


def test_each_language_is_named_in_its_own_words():
    assert languages.native_name("de") == "Deutsch"
    assert languages.native_name("ru") == "Русский"
    assert languages.native_name("pt_BR") == "Português (Brasil)"
    assert [code for code, _ in languages.LANGUAGES] == list(languages.CODES)


def test_a_language_put_in_use_is_what_every_message_is_looked_up_in():
    languages.use("de")
    assert languages.in_use() == "de"
    assert translate.pgettext("key", "Space") == "Leertaste"
    languages.use("en")
    assert languages.in_use() == "en"
    assert translate.pgettext("key", "Space") == "Space"


def test_a_language_whose_catalogue_cannot_be_read_keeps_the_one_in_use(tmp_path, monkeypatch):
    monkeypatch.setattr(languages, "asset_folder", lambda: tmp_path)
    with pytest.raises(languages.LanguageError):
        languages.use("fr")
    assert languages.in_use() == "en"
    assert translate._("War") == "War"
