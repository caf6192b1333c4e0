"""Tests for resources.py: the check of the data shipped with the game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from war.simulator import lengths
from war.window.app.app import App
from war.window.drawing.assets import AssetError
from war.window.resources import check_shipped_data


@pytest.fixture
def broken_lengths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The round lengths file replaced by a damaged one (cut short mid-way)."""
    broken = tmp_path / "round_lengths.json"
    broken.write_text(lengths.DATA.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    monkeypatch.setattr(lengths, "DATA", broken)
    lengths._load_all.cache_clear()
    yield broken
    lengths._load_all.cache_clear()


def test_the_shipped_round_lengths_pass_the_check() -> None:
    check_shipped_data()


def test_damaged_round_lengths_are_an_asset_error_naming_the_file(broken_lengths: Path) -> None:
    with pytest.raises(AssetError, match="round_lengths.json"):
        check_shipped_data()


def test_the_window_checks_the_round_lengths_once_its_first_frame_is_shown(
    broken_lengths: Path, tmp_path: Path
) -> None:
    app = App(data_dir=tmp_path / "data")  # the title is made without them
    try:
        with pytest.raises(AssetError, match="round_lengths.json"):
            app.draw(1.0)
    finally:
        app.close()
