"""Tests for icon.py: the window's icon read from the shipped PNG, one line and the default
icon for a file amiss."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from war.shipped import icon_file
from war.window.drawing.icon import MOST_BYTES, WINDOW_ICON_SIZE, window_icon


def test_the_window_gets_the_shipped_icon():
    heard: list[str] = []
    icon = window_icon(tell=heard.append)
    assert icon is not None and heard == []
    assert icon.get_size() == (WINDOW_ICON_SIZE, WINDOW_ICON_SIZE)
    assert icon.get_at((0, 0)).a == 0  # transparent round the cards
    assert icon.get_at((WINDOW_ICON_SIZE // 2, WINDOW_ICON_SIZE // 2)).a == 255


def _missing(path: Path) -> None:
    pass


def _damaged(path: Path) -> None:
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"not the rest of a PNG" * 10)


def _a_folder(path: Path) -> None:
    path.mkdir()


def _a_pipe(path: Path) -> None:
    os.mkfifo(path)  # opened, it would wait for a writer for ever


def _too_large(path: Path) -> None:
    path.write_bytes(b"\0" * (MOST_BYTES + 1))


@pytest.mark.parametrize(
    ("spoil", "says"),
    [
        (_missing, "is missing"),
        (_damaged, "is damaged"),
        (_a_folder, "is not a regular file"),
        (_a_pipe, "is not a regular file"),
        (_too_large, "is larger than"),
    ],
)
def test_an_icon_file_amiss_is_one_line_and_the_default_icon(tmp_path, spoil, says):
    path = tmp_path / icon_file(WINDOW_ICON_SIZE)
    path.parent.mkdir(parents=True)
    spoil(path)
    heard: list[str] = []
    assert window_icon(tmp_path, tell=heard.append) is None
    assert len(heard) == 1 and "\n" not in heard[0]
    assert str(path) in heard[0] and says in heard[0], heard
    assert heard[0].endswith("the window has the default icon")
