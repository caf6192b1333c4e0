"""Tests for data_dir.py: the folder --data-dir names, checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from war.store.data_dir import data_folder
from war.usage import UsageError


def test_a_folder_that_is_there_is_used(tmp_path: Path) -> None:
    assert data_folder(str(tmp_path), must_exist=True) == tmp_path


def test_a_missing_folder_is_made_later_unless_it_must_exist(tmp_path: Path) -> None:
    missing = tmp_path / "war"
    assert data_folder(str(missing), must_exist=False) == missing
    with pytest.raises(UsageError):
        data_folder(str(missing), must_exist=True)


def test_a_file_is_no_folder(tmp_path: Path) -> None:
    file = tmp_path / "stats.json"
    file.write_text("{}")
    with pytest.raises(UsageError):
        data_folder(str(file), must_exist=False)


def test_a_folder_inside_a_file_never_can_be(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("")
    with pytest.raises(UsageError, match="inside a file"):
        data_folder(str(file / "war"), must_exist=False)


@pytest.mark.parametrize("text", ["", "a\0b"])
def test_an_empty_name_or_one_with_a_nul_is_no_folder(text: str) -> None:
    with pytest.raises(UsageError):
        data_folder(text, must_exist=False)


def test_a_home_folder_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_folder("~", must_exist=True) == tmp_path
