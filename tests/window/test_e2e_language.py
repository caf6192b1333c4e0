"""Started on a system whose language is one the game speaks, the game speaks it from its
first frame: the game is started as a player would (``LANG`` set, nothing else), and its
first frame is read back with OCR (tesseract and its language's data). Slow: a process and
an OCR a language."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pygame
import pytest

from tests.helpers import first_frame_then_sigterm
from tests.processes import require_tools, unavailable
from war.words import languages
from war.words import table as table_words
from war.words import title as title_words

pytestmark = pytest.mark.slow

# Each language the game speaks: the locale a system would set, and tesseract's name for it.
SYSTEMS = {
    "de": ("de_DE.UTF-8", "deu"),
    "es": ("es_ES.UTF-8", "spa"),
    "fr": ("fr_FR.UTF-8", "fra"),
    "it": ("it_IT.UTF-8", "ita"),
    "nl": ("nl_NL.UTF-8", "nld"),
    "pl": ("pl_PL.UTF-8", "pol"),
    "pt_BR": ("pt_BR.UTF-8", "por"),
    "ru": ("ru_RU.UTF-8", "rus"),
}


def test_every_language_the_game_speaks_has_a_system_here():
    assert set(SYSTEMS) == set(languages.CODES) - {"en"}


def read_back(picture: Path, ocr_language: str) -> str:
    require_tools("tesseract", install="tesseract-ocr")
    found = subprocess.run(
        ["tesseract", "--list-langs"], capture_output=True, text=True, check=True
    ).stdout.split()
    if ocr_language not in found:
        unavailable(
            f"tesseract has no {ocr_language}: apt-get install -y tesseract-ocr-{ocr_language}"
        )
    return subprocess.run(
        ["tesseract", str(picture), "-", "-l", ocr_language],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout


def said_in(code: str, words) -> str:
    languages.use(code)
    try:
        return words()
    finally:
        languages.use("en")


@pytest.mark.parametrize("code", sorted(SYSTEMS))
def test_the_first_frame_speaks_the_systems_language(code, tmp_path):
    locale, ocr_language = SYSTEMS[code]
    shown = first_frame_then_sigterm(
        tmp_path / "data",
        tmp_path / "run",
        env={"LANG": locale, "LANGUAGE": ""},
        size="1024x576",
    )
    assert shown.returncode == 0 and shown.stderr == "", shown.stderr
    frame = next((tmp_path / "run").glob("SDL_window*-00000001.bmp"))
    picture = tmp_path / "first.png"
    pygame.image.save(pygame.image.load(str(frame)), str(picture))
    # Read as words: OCR may take a "·" for a ":" or a "*".
    text = read_back(picture, ocr_language)
    seen = re.findall(r"\w+", text.casefold())
    for words in (table_words.new_round, title_words.tagline, title_words.quit_game):
        expected = re.findall(r"\w+", said_in(code, words).casefold())
        assert expected and all(word in seen for word in expected), (code, expected, text)
