"""Makes the game's icon PNGs in assets/icons/hicolor/: from assets/icons/war.svg at 48 px and
up, and drawn pixel by pixel at 16, 24 and 32 px.

Run ``python tools/make_icons.py`` (``--out DIR``: under another folder) after changing the
icon. The SVG is the icon: the game's blue card back tipped to the left, and the ace of
spades over it. Rendered at 32 px or less, its slanted edges and small indices blur into
grey, so the small sizes are drawn on the pixel grid instead: the same two cards, upright
and offset, with a spade drawn by hand (16, 24) or the SVG's own spade (32). The same
drawings always give the same PNGs.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # so `python tools/make_icons.py` finds the war package

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the driver is chosen)

from war.shipped import DESKTOP_NAME, ICON_SIZES, asset_folder, icon_file  # noqa: E402

SVG_NAMES = {"svg": "http://www.w3.org/2000/svg"}

# The colours of the pixel drawings, by the letter that stands for each: the SVG's, which are
# the game's (war/window/drawing/palette.py), the face's edge darker so it shows on white.
INKS: dict[str, tuple[int, int, int, int]] = {
    "k": (12, 28, 72, 255),  # the back's edge
    "b": (22, 52, 128, 255),  # the back
    "l": (96, 136, 214, 255),  # the back's lattice
    "w": (250, 250, 250, 255),  # the back's white border
    "e": (74, 74, 70, 255),  # the face's edge
    "i": (252, 249, 240, 255),  # the face
    "g": (150, 148, 142, 255),  # half spade, half face: the spade's softened edge
    "s": (24, 24, 28, 255),  # the spade
}
SPADE_INK = "#18181c"  # INKS["s"]


@dataclass(frozen=True)
class Drawing:
    """One small size: where the two cards lie (left, top, width, height), how round their
    corners are (how many pixels each row cuts, from the corner in), how far in the back's
    white border lies and how far apart its lattice's lines, and the spade: rows of INKS
    letters, or None for the SVG's spade rendered into ``spade_box``."""

    back: tuple[int, int, int, int]
    face: tuple[int, int, int, int]
    corner: tuple[int, ...]
    border_inset: int
    lattice_step: int
    spade_box: tuple[int, int, int, int]
    spade: tuple[str, ...] | None = None


DRAWINGS = {
    16: Drawing(
        back=(0, 0, 10, 14),
        face=(5, 1, 11, 15),
        corner=(1,),
        border_inset=2,
        lattice_step=2,
        spade_box=(7, 5, 7, 8),
        spade=(
            "...s...",
            "..gsg..",
            ".gsssg.",
            "gsssssg",
            "sssssss",
            "ssgsgss",
            "...s...",
            "..sss..",
        ),
    ),
    24: Drawing(
        back=(0, 1, 14, 20),
        face=(8, 3, 16, 21),
        corner=(2, 1),
        border_inset=2,
        lattice_step=4,
        spade_box=(10, 7, 12, 12),
        spade=(
            ".....ss.....",
            "....gssg....",
            "...gssssg...",
            "..gssssssg..",
            ".gssssssssg.",
            "gssssssssssg",
            "ssssssssssss",
            "ssssssssssss",
            "gsssgssgsssg",
            ".gg.gssg.gg.",
            "....ssss....",
            "..gssssssg..",
        ),
    ),
    32: Drawing(
        back=(0, 1, 20, 28),
        face=(11, 3, 21, 29),
        corner=(2, 1),
        border_inset=3,
        lattice_step=4,
        spade_box=(14, 9, 15, 17),
    ),
}


def _inside(x: int, y: int, width: int, height: int, corner: tuple[int, ...]) -> bool:
    """Whether (x, y) is on a card of that size with corners cut by ``corner``."""
    if not (0 <= x < width and 0 <= y < height):
        return False
    row = min(y, height - 1 - y)
    column = min(x, width - 1 - x)
    return row >= len(corner) or column >= corner[row]


def card_rows(width: int, height: int, corner: tuple[int, ...], edge: str, fill: str) -> list[str]:
    """A card as rows of letters: ``edge`` where a side touches the outside, ``fill`` within."""
    rows = []
    for y in range(height):
        row = ""
        for x in range(width):
            if not _inside(x, y, width, height, corner):
                row += "."
            elif all(
                _inside(x + dx, y + dy, width, height, corner)
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            ):
                row += fill
            else:
                row += edge
        rows.append(row)
    return rows


def back_rows(drawing: Drawing) -> list[str]:
    """The card back: dark edge, blue, a white border, and inside it a diagonal lattice."""
    _, _, width, height = drawing.back
    rows = [list(row) for row in card_rows(width, height, drawing.corner, "k", "b")]
    inset, step = drawing.border_inset, drawing.lattice_step
    for y in range(inset, height - inset):
        for x in range(inset, width - inset):
            on_border = x in (inset, width - 1 - inset) or y in (inset, height - 1 - inset)
            if on_border:
                rows[y][x] = "w"
            elif (x + y) % step == 0 or (x - y) % step == 0:
                rows[y][x] = "l"
    return ["".join(row) for row in rows]


def paint(surface: pygame.Surface, left: int, top: int, rows: list[str] | tuple[str, ...]) -> None:
    for y, row in enumerate(rows):
        for x, letter in enumerate(row):
            if letter != ".":
                surface.set_at((left + x, top + y), INKS[letter])


def spade_path(svg: Path) -> str:
    """The ``d`` of the SVG's big spade (``id="spade"``), so the small sizes draw the same one."""
    for path in ElementTree.parse(svg).getroot().iterfind(".//svg:path", SVG_NAMES):
        if path.get("id") == "spade":
            return path.get("d", "")
    raise SystemExit(f"{svg} has no path with id=spade")


def rendered_spade(svg: Path, size: tuple[int, int]) -> pygame.Surface:
    """The SVG's spade alone, filling ``size``: its path spans x -40..40 and y -44..46."""
    alone = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-40 -44 80 90">'
        f'<path fill="{SPADE_INK}" d="{spade_path(svg)}"/></svg>'
    )
    return pygame.image.load_sized_svg(io.BytesIO(alone.encode()), size)


def drawn(drawing: Drawing, size: int, svg: Path) -> pygame.Surface:
    """A small size on its pixel grid: the back, the face over it, the spade on the face."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    paint(surface, *drawing.back[:2], back_rows(drawing))
    left, top, width, height = drawing.face
    paint(surface, left, top, card_rows(width, height, drawing.corner, "e", "i"))
    spade_left, spade_top, spade_width, spade_height = drawing.spade_box
    if drawing.spade is not None:
        paint(surface, spade_left, spade_top, drawing.spade)
    else:
        spade = rendered_spade(svg, (spade_width, spade_height))
        surface.blit(spade, (spade_left, spade_top))
    return surface


def svg_file() -> Path:
    """The icon's SVG, the source of every size."""
    return asset_folder() / "icons" / f"{DESKTOP_NAME}.svg"


def icon(size: int, svg: Path) -> pygame.Surface:
    """The icon at ``size`` pixels: drawn on the grid if small, else the SVG rendered."""
    if size in DRAWINGS:
        return drawn(DRAWINGS[size], size, svg)
    return pygame.image.load_sized_svg(str(svg), (size, size))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    assets = asset_folder()
    parser.add_argument(
        "--out", type=Path, default=assets, help=f"asset folder to write in (default {assets})"
    )
    args = parser.parse_args()
    pygame.init()
    for size in ICON_SIZES:
        path = args.out / icon_file(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(icon(size, svg_file()), str(path))
        print(path)


if __name__ == "__main__":
    main()
