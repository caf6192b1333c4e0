"""The translation catalogues: one for every language offered, complete, no fuzzy message,
the English's placeholders, the words of play looked up as the catalogue tool can find
them, and each compiled file the same as its source. Nothing here imports pygame.

They use Babel, the maintainer's tool (requirements-dev.txt); the game reads the compiled
files with the standard library.
"""

from __future__ import annotations

import ast
import gettext
import io
import sys

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import read_mo

from tests.helpers import ROOT
from war.words import languages

sys.path.insert(0, str(ROOT / "tools"))
import catalogues  # noqa: E402  (tools/catalogues.py, the maintainer's tool)

TRANSLATED = [code for code in languages.CODES if code != languages.SOURCE_LANGUAGE]
DOORS = {"_": (0,), "ngettext": (0, 1), "pgettext": (0, 1), "npgettext": (0, 1, 2)}


@pytest.fixture(scope="module")
def template() -> Catalog:
    return catalogues.extracted()


def test_the_languages_offered_are_english_and_at_least_the_eight_asked_for():
    asked = {"de", "fr", "es", "it", "pt_BR", "nl", "pl", "ru"}
    assert languages.CODES[0] == languages.SOURCE_LANGUAGE == "en"
    assert asked <= set(languages.CODES)
    assert len(set(languages.CODES)) == len(languages.CODES)


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_ships_a_catalogue_and_its_compiled_file(code):
    assert catalogues.po_path(code).is_file()
    assert languages.catalogue_path(code) == catalogues.mo_path(code)
    assert languages.catalogue_path(code).is_file()


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_has_every_message_translated_none_fuzzy_with_the_englishs_placeholders(
    code, template
):
    assert catalogues.problems(code, template) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_compiled_catalogue_says_what_its_source_says(code):
    # Compared message by message (the compiled file's header names the Babel that wrote it).
    source = catalogues.read(catalogues.po_path(code), code)
    with catalogues.mo_path(code).open("rb") as handle:
        shipped = read_mo(handle)

    def forms(value: object) -> tuple[object, ...]:
        return tuple(value) if isinstance(value, list | tuple) else (value,)

    def translated(message: Message) -> bool:
        # Babel compiles an untranslated plural as its English: that is not a translation.
        said = forms(message.string)
        return all(said) and not set(said) <= set(forms(message.id))

    def messages(catalog: Catalog) -> dict[object, object]:
        return {
            (message.context, forms(message.id)): forms(message.string)
            for message in catalog
            if message.id and not message.fuzzy and translated(message)
        }

    assert messages(shipped) == messages(source), (
        f"{catalogues.mo_path(code)} is out of date: run python tools/catalogues.py"
    )
    assert shipped.plural_forms == source.plural_forms


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_message_is_flagged_as_printfs(code):
    # Every message is filled by str.format; one flagged python-format (as Babel guesses
    # from a "90% of") would be checked by msgfmt -c as printf's, and fail there.
    flags = [
        line
        for line in catalogues.po_path(code).read_text(encoding="utf-8").splitlines()
        if line.startswith("#,") and "python-format" in line.replace("python-brace-format", "")
    ]
    assert flags == []


def test_the_template_holds_every_message_the_code_looks_up(template):
    with catalogues.TEMPLATE.open("rb") as handle:
        shipped = catalogues.read_po(handle)
    assert {(m.context, m.id) for m in shipped if m.id} == {
        (m.context, m.id) for m in template if m.id
    }, "assets/locale/war.pot is out of date: run python tools/catalogues.py"


def test_the_check_finds_a_missing_a_fuzzy_and_a_wrong_placeholder(tmp_path, template):
    # The check the tests above rely on, on a catalogue damaged three ways.
    catalog = catalogues.read(catalogues.po_path("de"), "de")
    wanted = [m for m in template if m.id and isinstance(m.id, str) and "{" in m.id]
    missing, fuzzy, wrong = wanted[0], wanted[1], wanted[2]
    catalog.delete(missing.id, context=missing.context)
    made_fuzzy, made_wrong = (
        catalog.get(fuzzy.id, fuzzy.context),
        catalog.get(wrong.id, wrong.context),
    )
    assert made_fuzzy is not None and made_wrong is not None
    made_fuzzy.flags.add("fuzzy")
    made_wrong.string = "{nothing}"
    path = tmp_path / "de.po"
    buffer = io.BytesIO()
    catalogues.write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())
    found = catalogues.problems("de", template, path)
    assert any("missing" in line and repr(missing.id) in line for line in found)
    assert any("fuzzy" in line and repr(fuzzy.id) in line for line in found)
    assert any("{nothing}" in line for line in found)


def _door_calls() -> list[tuple[str, str, ast.Call]]:
    """Each call of a door of war/words/translate.py in war/: (file, door, call)."""
    found = []
    for path in sorted((ROOT / "war").rglob("*.py")):
        if path.name == "translate.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            door = (
                node.func.id
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                else ""
            )
            if door in DOORS:
                assert isinstance(node, ast.Call)
                found.append((str(path.relative_to(ROOT)), door, node))
    return found


def _written_out(call: ast.Call, index: int) -> bool:
    if index >= len(call.args):
        return False
    argument = call.args[index]
    return isinstance(argument, ast.Constant) and isinstance(argument.value, str)


def test_every_message_is_looked_up_with_its_words_written_out():
    # The catalogue tool reads messages (and contexts) where they are looked up: one passed
    # through a variable is never extracted, and would show in English in every language.
    calls = _door_calls()
    assert len(calls) > 300
    unreadable = [
        f"{path}:{call.lineno}"
        for path, door, call in calls
        for index in DOORS[door]
        if not _written_out(call, index)
    ]
    assert unreadable == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_compiled_catalogue_reads_with_the_standard_library(code):
    with languages.catalogue_path(code).open("rb") as handle:
        translation = gettext.GNUTranslations(handle)
    assert translation.info()["language"] == code
    assert translation.pgettext("key", "Space") != "Space"  # the key's name, translated


def test_a_catalogue_that_cannot_be_read_is_a_language_error_naming_it(tmp_path, monkeypatch):
    damaged = tmp_path / "locale" / "de" / "LC_MESSAGES"
    damaged.mkdir(parents=True)
    (damaged / "war.mo").write_bytes(b"not a catalogue at all")
    monkeypatch.setattr(languages, "asset_folder", lambda: tmp_path)
    with pytest.raises(languages.LanguageError, match=str(damaged / "war.mo")):
        languages.translation("de")
    (damaged / "war.mo").unlink()
    with pytest.raises(languages.LanguageError, match="No such file"):
        languages.translation("de")
