"""Tests for assets.py: fonts load from assets/, and failures name the bad path."""

import os
import random
import shutil
from pathlib import Path

import pygame
import pytest

from war.window.drawing.assets import ASSET_DIR, AssetError, asset_path
from war.window.drawing.fonts import FONT_BOLD, FONT_REGULAR, FONTS_KEPT, Fonts


@pytest.fixture
def asset_copy(tmp_path: Path) -> Path:
    """A private copy of the fonts folder that a test may damage."""
    shutil.copytree(ASSET_DIR / "fonts", tmp_path / "fonts")
    return tmp_path


def test_asset_dir_is_the_repo_assets_folder():
    assert Path(__file__).resolve().parents[3] / "assets" == ASSET_DIR
    assert (ASSET_DIR / FONT_REGULAR).is_file()
    assert (ASSET_DIR / FONT_BOLD).is_file()
    assert (ASSET_DIR / "fonts" / "LICENSE-DejaVu.txt").is_file()


def test_fonts_are_cached_per_size_and_weight():
    fonts = Fonts()
    assert fonts.get(20) is fonts.get(20)
    assert fonts.get(20) is not fonts.get(20, bold=True)
    assert fonts.get(20) is not fonts.get(30)
    assert fonts.get(30).get_height() > fonts.get(20).get_height()


def test_fonts_have_the_suit_glyphs():
    # pygame's own font draws the same box for every missing glyph; DejaVu draws four shapes.
    font = Fonts().get(40)
    shapes = {
        pygame.image.tobytes(font.render(suit, True, (0, 0, 0), (255, 255, 255)), "RGB")
        for suit in "\u2660\u2665\u2666\u2663"
    }
    assert len(shapes) == 4


def test_missing_font_names_its_path(asset_copy: Path):
    missing = asset_copy / FONT_REGULAR
    missing.unlink()
    with pytest.raises(AssetError) as caught:
        Fonts(asset_copy)
    message = str(caught.value)
    assert message == f"missing asset: {missing}"
    assert "\n" not in message


def test_missing_asset_dir_names_the_path(tmp_path: Path):
    with pytest.raises(AssetError, match="missing asset: .*DejaVuSans.ttf"):
        Fonts(tmp_path / "nowhere")


def test_corrupt_font_names_its_path(asset_copy: Path):
    corrupt = asset_copy / FONT_BOLD
    corrupt.write_bytes(b"this is not a font\x00\xff" * 64)
    with pytest.raises(AssetError) as caught:
        Fonts(asset_copy)
    message = str(caught.value)
    assert message.startswith(f"unreadable asset: {corrupt} (")
    assert "\n" not in message


def test_truncated_font_names_its_path(asset_copy: Path):
    # A real header with the tables cut off gets past the signature check to pygame.
    truncated = asset_copy / FONT_REGULAR
    truncated.write_bytes(truncated.read_bytes()[:4096])
    with pytest.raises(AssetError, match=f"unreadable asset: {truncated}"):
        Fonts(asset_copy)


def test_empty_font_names_its_path(asset_copy: Path):
    empty = asset_copy / FONT_REGULAR
    empty.write_bytes(b"")
    with pytest.raises(AssetError, match=f"unreadable asset: {empty}"):
        Fonts(asset_copy)


def test_unreadable_font_names_its_path(asset_copy: Path, monkeypatch: pytest.MonkeyPatch):
    locked = asset_copy / FONT_REGULAR
    locked.chmod(0)
    # Root reads a mode-0 file anyway, so the permission check is also made to say no.
    real_access = os.access
    monkeypatch.setattr(
        "war.window.drawing.assets.os.access",
        lambda path, mode: False if Path(path) == locked else real_access(path, mode),
    )
    try:
        with pytest.raises(AssetError, match=f"unreadable asset: {locked}"):
            Fonts(asset_copy)
    finally:
        locked.chmod(0o644)


def test_asset_path_rejects_a_directory(tmp_path: Path):
    (tmp_path / "fonts").mkdir()
    with pytest.raises(AssetError, match="missing asset: "):
        asset_path("fonts", tmp_path)


@pytest.mark.parametrize("seed", [2, 3, 5, 10])
def test_a_font_damaged_inside_names_its_path(asset_copy: Path, seed: int):
    # Flipped bytes past the header: such a font loads and measures, then fails on its
    # first real render (these seeds once crashed the game mid-draw). Every size is
    # probed as it is first loaded, so the failure is an AssetError whichever size shows it.

    damaged = asset_copy / FONT_REGULAR
    data = bytearray(damaged.read_bytes())
    flips = random.Random(seed)
    for _ in range(200):
        data[flips.randrange(12, len(data))] = flips.randrange(256)
    damaged.write_bytes(bytes(data))
    with pytest.raises(AssetError, match=f"unreadable asset: {damaged}"):
        fonts = Fonts(asset_copy)
        for size in range(12, 121, 2):
            fonts.get(size)


def test_fonts_of_many_sizes_do_not_pile_up_open_files():
    fonts = Fonts()
    open_files = len(os.listdir("/proc/self/fd"))
    for size in range(10, 10 + 3 * FONTS_KEPT):
        fonts.get(size, bold=size % 2 == 0)
    assert len(os.listdir("/proc/self/fd")) <= open_files + FONTS_KEPT
    first = fonts.get(10)
    assert fonts.get(10) is first  # kept while in use
