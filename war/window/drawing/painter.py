"""Draws the table: piles, the cards in play, the WAR banner, and the words above them.

Layering, bottom to top: felt, piles, every text of the table (pile names and counts, the
status line) on its dark plate, then the cards off the piles, moving or laid, then the WAR
banner. One rule for every card: a card in the hand lies over whatever is written on the
felt, as it would on a real table, in the deal, a battle, a war and a sweep alike. Reads the
presenter; never changes it, so drawing one moment twice gives the same picture.
"""

from __future__ import annotations

import pygame

from war.core.engine import BATTLE_LIMIT
from war.core.events import Side
from war.core.rules import SEED_RULES, Rules
from war.core.tableau import Tableau
from war.window.drawing import palette
from war.window.drawing.art import SHADOW_MARGIN, SHADOW_OFFSET
from war.window.drawing.screen import PLATE_PADDING, Screen
from war.window.input.actions import Action
from war.window.input.badges import control_names
from war.window.layout.side import SIDE_HINT_MIN_SIZE, SIDE_HINT_SIZE, SideLayout
from war.window.layout.table import (
    BANNER_SIZE,
    BATTLE_COUNTER_SIZE,
    GLOW_MARGIN,
    PILE_COUNT_DY,
    PILE_COUNT_SIZE,
    PILE_LABEL_PAD,
    PILE_NAME_DY,
    PILE_NAME_SIZE,
    PILE_OUTLINE_MARGIN,
    PILE_OUTLINE_RADIUS,
    PILE_OUTLINE_WIDTH,
    REPLAY_HINT_MIN_SIZE,
    REPLAY_HINT_SIZE,
    RIBBON_SIZE,
    STATUS_MIN_SIZE,
    STATUS_SIZE,
    WARS_SIZE,
    TableLayout,
)
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH, Rect
from war.window.table.presenter import Presenter
from war.window.table.sprites import CardSprite
from war.words import table as words

PILE_LAYER_CARDS = 4  # one visible edge per this many cards in a pile
STATUS_LINE_STEP = 1.2  # a two-line status line's rows, this many times its size apart


def draw_table(
    screen: Screen,
    presenter: Presenter,
    alpha: float,
    status_span: tuple[float, float] | None = None,
    covered: Rect | None = None,
) -> None:
    """The table as ``presenter`` shows it, in its layout; the status line stays within
    ``status_span`` (narrower while a panel lies beside the table). What ``covered`` hides
    (a sheet over a portrait table) is not written: its words cannot be read."""
    shown = presenter.shown
    layout = presenter.layout
    for side in Side:
        _draw_pile(screen, layout, side, presenter.pile_height(side))
    for side in Side:
        won = side is shown.last_winner
        if covered is None or not _overlap(layout.plates[side], covered):
            _draw_pile_label(screen, layout, side, presenter.pile_count(side), won)
    # While the WAR! banner shows, it speaks for the status line.
    hidden = covered is not None and covered[1] <= layout.status_y
    if presenter.status and presenter.banner.opacity <= 0.01 and not hidden:
        _draw_status(screen, layout, presenter.status, status_span or layout.status_span)
    for sprite in _visible(presenter.sprites, alpha):
        draw_card(screen, sprite, alpha)
    _draw_banner(screen, presenter)


def _draw_status(
    screen: Screen, layout: TableLayout, status: str, span: tuple[float, float]
) -> None:
    """The status line on its plate, centred on the cards in play: set smaller (down to
    STATUS_MIN_SIZE) to stay centred in ``span``; else on two lines, centred or, if they
    must, moved sideways within it; else on one line moved sideways, cut only at the last."""
    centre = layout.status_x
    pad = PLATE_PADDING[0]
    room = 2 * (min(centre - span[0], span[1] - centre) - pad)
    size = _fitting(screen, [status], room)
    if screen.text_width(status, size) > room:
        lines = _halves(screen, status)
        for width in (room, span[1] - span[0] - 2 * pad):  # centred, else anywhere in span
            size = _fitting(screen, lines, width) if lines else size
            widest = max((screen.text_width(line, size) for line in lines), default=width + 1)
            if widest <= width:
                x = min(max(centre, span[0] + pad + widest / 2), span[1] - pad - widest / 2)
                _draw_two_lines(screen, lines, size, (x, layout.status_y))
                return
        size = _fitting(screen, [status], room)
    screen.text(
        status,
        size,
        (centre, layout.status_y),
        anchor="center",
        shrink_to=STATUS_MIN_SIZE,
        span=span,
        plate=True,
        suited=True,
    )


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _halves(screen: Screen, status: str) -> list[str]:
    """The status in two lines: broken after a dash (the result on the second) or at a
    space, wherever its longer line is shortest; none for a single word."""
    breaks = [i for i, letter in enumerate(status) if letter == " "]
    if not breaks:
        return []

    def split(at: int) -> list[str]:
        return [status[:at], status[at + 1 :]]

    def longest(at: int) -> float:
        return max(screen.text_width(line, STATUS_SIZE) for line in split(at))

    dash = status.find(" — ")
    if dash >= 0:  # the dash starts the second line, unless that leaves it far the longer
        best = min(breaks, key=longest)
        if longest(dash) <= longest(best) * 1.25:
            return split(dash)
        return split(best)
    return split(min(breaks, key=longest))


def _fitting(screen: Screen, lines: list[str], room: float) -> float:
    """The status size, from STATUS_SIZE down to STATUS_MIN_SIZE, at which ``lines`` fit
    in ``room`` (the least, if none does)."""
    size = STATUS_SIZE
    while size > STATUS_MIN_SIZE and max(screen.text_width(line, size) for line in lines) > room:
        size -= 1
    return size


def _draw_two_lines(
    screen: Screen, lines: list[str], size: float, centre: tuple[float, float]
) -> None:
    """Two lines of the status centred on ``centre``, on one plate."""
    step = screen.look.text_size(size) * STATUS_LINE_STEP
    width = max(screen.text_width(line, size) for line in lines)
    pad_x, pad_y = PLATE_PADDING
    x, y = centre
    screen.plate((x - width / 2 - pad_x, y - step - pad_y, width + 2 * pad_x, 2 * step + 2 * pad_y))
    for line, middle in zip(lines, (y - step / 2, y + step / 2), strict=True):
        screen.text(line, size, (x, middle), anchor="center", suited=True)


def draw_header(
    screen: Screen,
    layout: TableLayout,
    shown: Tableau,
    seed: int | None,
    rules: Rules = SEED_RULES,
) -> None:
    """Above the buttons: the battle counter (of the round's battle limit, if it has one),
    the wars so far, and how to replay the deal (if a number deals it) by its ``rules``."""
    limit = rules.battle_limit
    centre, width = hud_column(screen, layout, limit)
    screen.text(
        words.battle_counter(shown.battle, limit),
        BATTLE_COUNTER_SIZE,
        (centre, layout.counter_y),
        bold=True,
        anchor="center",
        span=layout.hud_span,
    )
    screen.text(
        words.wars_so_far(shown.wars),
        WARS_SIZE,
        (centre, layout.wars_y),
        anchor="center",
        color=palette.TEXT_DIM,
    )
    if seed is None:
        return  # a deal given as its cards: no number replays it
    hint = words.replay_hint(seed, rules)
    least = screen.text_pixels(REPLAY_HINT_MIN_SIZE)
    span = None
    if screen.texts.width(hint, least) > width * screen.scale:
        # A long number or house rules: the command whole, not "replay:"
        hint = words.replay_command(seed, rules)
        if screen.texts.width(hint, least) > width * screen.scale:
            span = layout.hud_span  # and, if it must, reaching left over the table
    screen.text(
        hint,
        REPLAY_HINT_SIZE,
        (centre, layout.replay_hint_y),
        anchor="center",
        color=palette.TEXT_DIM,
        shadow=False,
        max_width=None if span else width,
        span=span,
        shrink_to=REPLAY_HINT_MIN_SIZE,  # a command cut in the middle is no use
        optional=True,
    )


LONGEST_UNLIMITED = 9999  # with no limit, the counter is made room for up to this battle


def hud_column(
    screen: Screen, layout: TableLayout, limit: int | None = BATTLE_LIMIT
) -> tuple[float, float]:
    """Where the lines above the buttons are centred, and how wide they may be: over the
    buttons, unless the widest battle counter would then pass the HUD's right edge (large
    text); then as far left as it needs. The same at every battle, so the counter never
    shifts as it counts."""
    counter = words.battle_counter(limit or LONGEST_UNLIMITED, limit)
    widest = screen.text_width(counter, BATTLE_COUNTER_SIZE, bold=True)
    right = layout.hud_span[1]
    centre = min(layout.hud_centre_x, right - widest / 2)
    return centre, 2 * (right - centre)


def draw_side_hint(screen: Screen, layout: SideLayout) -> None:
    """Right of the side panel's Turn cards: how else cards are turned while it is open."""
    screen.text(
        words.beside_hint(lambda: control_names(Action.TURN)),
        SIDE_HINT_SIZE,
        layout.hint_at,
        anchor="midleft",
        color=palette.TEXT_DIM,
        shadow=False,
        max_width=layout.hint_width,
        shrink_to=SIDE_HINT_MIN_SIZE,
        optional=True,
    )


def draw_card(screen: Screen, sprite: CardSprite, alpha: float) -> None:
    """One card where the sprite is: face or back by its flip, narrowed as it turns, its
    shadow narrowing with it, the winner's glow behind it, all faded by its opacity."""
    x, y, flip, glow, opacity = sprite.at(alpha)
    if opacity <= 0.01:
        return
    art = screen.cards
    if glow * opacity > 0.01:
        halo = screen.keep("glow", lambda: _glow_surface(screen))
        screen.blit(_faded(halo, glow * opacity), (x - GLOW_MARGIN, y - GLOW_MARGIN))
    # The card narrows to its edge at flip 0.5 and opens on its other side.
    image = art.face(sprite.card) if flip >= 0.5 else art.back()
    width, height = image.get_size()
    narrow = max(1, round(width * abs(1.0 - 2.0 * flip)))
    left, top = screen.point(x, y)
    inset = (width - narrow) // 2
    shadow = art.shadow()
    if narrow < width:
        shadow = pygame.transform.smoothscale(
            shadow, (shadow.get_width() - (width - narrow), shadow.get_height())
        )
        image = pygame.transform.smoothscale(image, (narrow, height))
    _cast_shadow(screen, _faded(shadow, opacity), (left + inset, top))
    screen.target.blit(_faded(image, opacity), (left + inset, top))


def _cast_shadow(screen: Screen, shadow: pygame.Surface, card_at: tuple[int, int]) -> None:
    """``shadow`` under the card whose top-left window pixel is ``card_at``."""
    margin = screen.length(SHADOW_MARGIN)
    dx, dy = (screen.length(v) for v in SHADOW_OFFSET)
    screen.target.blit(shadow, (card_at[0] - margin + dx, card_at[1] - margin + dy))


def _visible(sprites: list[CardSprite], alpha: float) -> list[CardSprite]:
    """The sprites to draw: one lying exactly on the next (the undealt deck) cannot be seen."""
    states = [sprite.at(alpha) for sprite in sprites]
    return [
        sprite
        for index, sprite in enumerate(sprites)
        if index + 1 == len(sprites) or states[index] != states[index + 1]
    ]


def _draw_pile(screen: Screen, layout: TableLayout, side: Side, count: int) -> None:
    base_x, base_y = layout.pile_x, layout.pile_y[side]
    margin = PILE_OUTLINE_MARGIN
    outline = (base_x - margin, base_y - margin, CARD_WIDTH + 2 * margin, CARD_HEIGHT + 2 * margin)
    screen.fill(palette.FELT_DARK, outline, width=PILE_OUTLINE_WIDTH, radius=PILE_OUTLINE_RADIUS)
    if not count:
        return
    back = screen.cards.back()
    _cast_shadow(screen, screen.cards.shadow(), screen.point(base_x, base_y))
    for layer in range(0, count - 1, PILE_LAYER_CARDS):
        screen.blit(back, layout.pile_position(side, layer + 1))
    screen.blit(back, layout.pile_position(side, count))


def _draw_pile_label(
    screen: Screen, layout: TableLayout, side: Side, count: int, won_last: bool
) -> None:
    """The side's name and card count on a plate by its pile (gold for the last winner);
    large text, and a language's longer words, widen the plate with them."""
    x, top, width, height = layout.plates[side]
    name, counted = words.side_name(side), words.cards(count)
    widest = max(
        screen.text_width(name, PILE_NAME_SIZE, bold=True),
        screen.text_width(counted, PILE_COUNT_SIZE),
    )
    room = widest + 2 * PILE_LABEL_PAD  # the plate's margin, either side of the words
    screen.plate((x, top, max(width * screen.look.text_scale, room), height))
    colour = palette.GOLD if won_last else palette.TEXT
    name_at = (x + PILE_LABEL_PAD, top + PILE_NAME_DY)
    screen.text(name, PILE_NAME_SIZE, name_at, bold=True, color=colour)
    count_at = (x + PILE_LABEL_PAD, top + PILE_COUNT_DY)
    screen.text(counted, PILE_COUNT_SIZE, count_at, color=palette.TEXT_DIM)


def _draw_banner(screen: Screen, presenter: Presenter) -> None:
    """WAR! on a dark ribbon across the battle area; it covers the status while it shows."""
    banner = presenter.banner
    if banner.opacity <= 0.01 or not banner.text:
        return
    opacity = min(1.0, banner.opacity)
    centre = (presenter.layout.battle_centre_x, presenter.layout.status_y)
    ribbon = screen.keep("ribbon", lambda: _ribbon_surface(screen))
    screen.blit(_faded(ribbon, opacity), centre, anchor="center")
    pixels = screen.text_pixels(BANNER_SIZE)
    image = screen.texts.render(banner.text, pixels, palette.GOLD, bold=True)
    shadow = screen.texts.render(banner.text, pixels, palette.TEXT_SHADOW, bold=True)
    size = (
        max(1, round(image.get_width() * banner.scale)),
        max(1, round(image.get_height() * banner.scale)),
    )
    # Scaling always makes a new surface, so setting its alpha leaves the cache alone.
    image = pygame.transform.smoothscale(image, size)
    shadow = pygame.transform.smoothscale(shadow, size)
    image.set_alpha(round(255 * opacity))
    shadow.set_alpha(round(255 * opacity))
    rect = image.get_rect(center=screen.point(*centre))
    screen.target.blit(shadow, rect.move(screen.length(3), screen.length(4)))
    screen.put_text(banner.text, image, rect)


def _faded(surface: pygame.Surface, opacity: float) -> pygame.Surface:
    """``surface`` at ``opacity``: itself when opaque, else a copy (shared images never change)."""
    if opacity >= 0.999:
        return surface
    copy = surface.copy()
    copy.set_alpha(round(255 * max(0.0, opacity)))
    return copy


def _ribbon_surface(screen: Screen) -> pygame.Surface:
    """A dark band that fades out at both ends, behind the WAR! banner."""
    width, height = screen.box.window_size_of(RIBBON_SIZE)
    ribbon = pygame.Surface((width, height), pygame.SRCALPHA)
    fade = screen.length(80)
    for x in range(width):
        edge = min(x, width - 1 - x)
        alpha = round(255 * min(1.0, edge / fade))
        pygame.draw.line(ribbon, (*palette.TEXT_SHADOW, alpha), (x, 0), (x, height - 1))
    line = screen.length(2)
    inset = screen.length(2)
    for y in (inset, height - 1 - inset):
        pygame.draw.line(ribbon, (*palette.GOLD, 255), (fade // 2, y), (width - fade // 2, y), line)
    return ribbon


def _glow_surface(screen: Screen) -> pygame.Surface:
    """A soft gold halo GLOW_MARGIN wider than a card all round."""
    size = screen.box.window_size_of((CARD_WIDTH + 2 * GLOW_MARGIN, CARD_HEIGHT + 2 * GLOW_MARGIN))
    sharp = pygame.Surface(size, pygame.SRCALPHA)
    for inset, alpha in ((0, 40), (4, 80), (8, 140), (11, 220)):
        step = round(inset * screen.scale)
        rect = pygame.Rect((0, 0), size).inflate(-2 * step, -2 * step)
        radius = screen.length(16 - inset // 2)
        pygame.draw.rect(sharp, (*palette.GOLD, alpha), rect, border_radius=radius)
    small = pygame.transform.smoothscale(sharp, (max(1, size[0] // 3), max(1, size[1] // 3)))
    return pygame.transform.smoothscale(small, size)
