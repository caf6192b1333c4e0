"""The cards' backs, drawn in code at any size: a design for each of settings' CARD_BACKS.

Each design is drawn on a card ``supersample`` times larger than it is shown and shrunk, so
its lines and curves are anti-aliased. Every back has a light rim inside its edge, as printed
backs have, and is the same when turned round (a back must not tell which way up a card is).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from war.window.drawing import palette
from war.window.drawing.card_shape import big_card, shrink, supersample
from war.window.drawing.palette import Color

RIM_INSET = 6  # logical pixels from the card's edge to its rim
RIM_LINE = 2
FIELD_INSET = 3  # from the rim to the pattern

# A design draws on ``big``, whose every logical pixel is ``k`` pixels, inside ``field``.
Design = Callable[[pygame.Surface, pygame.Rect, float], None]


def draw_back(back: str, size: tuple[int, int], scale: float) -> pygame.Surface:
    """The back ``back`` (one of CARD_BACKS) of a card ``size`` window pixels, at ``scale``
    window pixels per logical pixel."""
    colours = palette.BACKS[back]
    s = supersample(scale)
    k = scale * s  # big pixels per logical pixel
    big = big_card(size, scale, s, colours.ground, colours.edge)
    rim = big.get_rect().inflate(-2 * _big(RIM_INSET, k), -2 * _big(RIM_INSET, k))
    field = rim.inflate(-2 * _big(FIELD_INSET, k), -2 * _big(FIELD_INSET, k))
    big.set_clip(field)
    _DESIGNS[back](big, field, k)
    big.set_clip(None)
    pygame.draw.rect(big, colours.rim, rim, width=_big(RIM_LINE, k), border_radius=_big(4, k))
    return shrink(big, size)


def _big(logical: float, k: float) -> int:
    return max(1, round(logical * k))


def _lattice(big: pygame.Surface, field: pygame.Rect, k: float) -> None:
    """Blue: a diagonal lattice with a dot in every diamond, a white-rimmed diamond amid it."""
    colours = palette.BACKS["lattice"]
    step, line = 10 * k, _big(1, k)
    cx, cy = big.get_rect().center
    # Lines at +45° and -45°, one step apart and crossing at the card's centre: along them
    # (x - cx) - (y - cy) and (x - cx) + (y - cy) are whole steps.
    # Lines through points of the middle row as far as half the field's width and height
    # out cross the field; none further out does.
    reach = field.width + field.height
    count = math.ceil(reach / 2 / step)
    for n in range(-count, count + 1):
        x = cx + n * step
        pygame.draw.line(
            big, colours.pattern, (x - reach, cy - reach), (x + reach, cy + reach), line
        )
        pygame.draw.line(
            big, colours.pattern, (x - reach, cy + reach), (x + reach, cy - reach), line
        )
    # A dot in the middle of every diamond, where both are half a step from whole.
    for n in range(-count, count):
        for m in range(-count, count):
            u, v = (n + 0.5) * step, (m + 0.5) * step
            centre = (round(cx + (u + v) / 2), round(cy + (v - u) / 2))
            if field.collidepoint(centre):
                pygame.draw.circle(big, colours.detail, centre, line)
    half_w, half_h = _big(22, k), _big(30, k)
    diamond = [(cx, cy - half_h), (cx + half_w, cy), (cx, cy + half_h), (cx - half_w, cy)]
    pygame.draw.polygon(big, colours.ground, diamond)
    pygame.draw.polygon(big, colours.rim, diamond, _big(2, k))
    inner = [(cx, cy - half_h // 2), (cx + half_w // 2, cy), (cx, cy + half_h // 2)]
    pygame.draw.polygon(big, colours.detail, [*inner, (cx - half_w // 2, cy)])


def _rosette(big: pygame.Surface, field: pygame.Rect, k: float) -> None:
    """Red: rings in staggered rows, like engraving, round a white rosette in a medallion."""
    colours = palette.BACKS["rosette"]
    step, line = 9 * k, _big(1, k)
    rows = math.ceil(field.height / step / 2) + 1
    columns = math.ceil(field.width / step / 2) + 1
    cx, cy = big.get_rect().center
    # Rows from the middle out, both ways, so the pattern is the same turned round.
    for row in range(-rows, rows + 1):
        shift = step / 2 if row % 2 else 0.0
        for column in range(-columns, columns + 1):
            centre = (round(cx + column * step + shift), round(cy + row * step * 0.87))
            pygame.draw.circle(big, colours.pattern, centre, round(step * 0.58), line)
    radius = _big(25, k)
    pygame.draw.circle(big, colours.ground, (cx, cy), radius)
    pygame.draw.circle(big, colours.rim, (cx, cy), radius, _big(2, k))
    pygame.draw.circle(big, colours.pattern, (cx, cy), radius - _big(5, k), line)
    # Eight petals, each an ellipse along its spoke.
    for petal in range(8):
        angle = petal * math.pi / 4
        _petal(big, colours.detail, (cx, cy), angle, _big(16, k), _big(5, k))
    pygame.draw.circle(big, colours.ground, (cx, cy), _big(4, k))
    pygame.draw.circle(big, colours.detail, (cx, cy), _big(2.5, k))


def _petal(
    big: pygame.Surface,
    colour: Color,
    centre: tuple[int, int],
    angle: float,
    length: int,
    width: int,
) -> None:
    """A pointed ellipse from ``centre`` out along ``angle``."""
    along = (math.cos(angle), math.sin(angle))
    across = (-along[1], along[0])
    points = []
    for step in range(48):  # once round: out along one side, back along the other
        t = step / 48 * 2 * math.pi
        a = length / 2 * (1 - math.cos(t))  # 0 at the centre, ``length`` at the tip
        b = width / 2 * math.sin(t)
        points.append(
            (centre[0] + a * along[0] + b * across[0], centre[1] + a * along[1] + b * across[1])
        )
    pygame.draw.polygon(big, colour, points)


def _tartan(big: pygame.Surface, field: pygame.Rect, k: float) -> None:
    """Green: a tartan, broad dark bands crossing, a navy band between them with a fine gold
    line in it, and fine red lines."""
    colours = palette.BACKS["tartan"]
    sett = 22 * k  # the pattern repeats every sett
    cx, cy = big.get_rect().center
    width, height = big.get_size()
    bands = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    count = math.ceil(max(field.width, field.height) / sett / 2) + 1
    # (where in the sett, how wide in logical pixels, colour): each stripe runs both ways,
    # translucent, so where two cross the cloth is darker, as woven.
    for where, wide, colour in (
        (0.0, 8, (*colours.pattern, 150)),
        (0.5, 3.5, (*palette.BACK_TARTAN_NAVY, 130)),
        (0.5, 0.8, (*colours.detail, 230)),
        (0.25, 0.7, (*palette.BACK_TARTAN_RED, 210)),
        (0.75, 0.7, (*palette.BACK_TARTAN_RED, 210)),
    ):
        half = max(1, round(wide * k / 2))
        down = pygame.Surface((2 * half, height), pygame.SRCALPHA)
        across = pygame.Surface((width, 2 * half), pygame.SRCALPHA)
        down.fill(colour)
        across.fill(colour)
        for n in range(-count, count + 1):
            # Each stripe where it lies from the centre, and mirrored: the same turned round.
            for at in {(n + where) * sett, -(n + where) * sett}:
                bands.blit(down, (round(cx + at) - half, 0))
                bands.blit(across, (0, round(cy + at) - half))
    big.blit(bands, (0, 0))


def _sunburst(big: pygame.Surface, field: pygame.Rect, k: float) -> None:
    """Black and gold: rays from the middle, a gold medallion with an eight-pointed star."""
    colours = palette.BACKS["sunburst"]
    cx, cy = big.get_rect().center
    reach = math.hypot(field.width, field.height)
    rays = 32
    for ray in range(0, rays, 2):
        a, b = (ray * 2 * math.pi / rays, (ray + 1) * 2 * math.pi / rays)
        wedge = [(cx, cy), *((cx + reach * math.cos(t), cy + reach * math.sin(t)) for t in (a, b))]
        pygame.draw.polygon(big, colours.pattern, wedge)
    radius = _big(20, k)
    pygame.draw.circle(big, colours.ground, (cx, cy), radius)
    pygame.draw.circle(big, colours.rim, (cx, cy), radius, _big(2, k))
    star = []
    for point in range(16):
        length = radius * (0.78 if point % 2 == 0 else 0.34)
        angle = point * math.pi / 8 - math.pi / 2
        star.append((cx + length * math.cos(angle), cy + length * math.sin(angle)))
    pygame.draw.polygon(big, colours.detail, star)


_DESIGNS: dict[str, Design] = {
    "lattice": _lattice,
    "rosette": _rosette,
    "tartan": _tartan,
    "sunburst": _sunburst,
}
