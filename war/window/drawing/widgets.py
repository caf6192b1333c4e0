"""Buttons drawn in their hover, pressed and disabled states, with their keys; dialog panels.

What a pointer does to them is war/window/ui/controls.py's job.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap_evenly
from war.window.input.actions import Action
from war.window.input.badges import badge
from war.window.layout.pages import (
    PAGE_TITLE_AT,
    PAGE_TITLE_MIN_SIZE,
    PAGE_TITLE_SIZE,
    PAGE_TITLE_WIDTH,
)
from war.window.layout.units import Rect
from war.window.layout.widgets import (
    BUTTON_DETAIL_GAP,
    BUTTON_DETAIL_GAP_MOST,
    BUTTON_DETAIL_SIZE,
    BUTTON_KEY_INSET,
    BUTTON_KEY_PADDING,
    BUTTON_KEY_RADIUS,
    BUTTON_KEY_SIZE,
    BUTTON_LABEL_INSET,
    BUTTON_LABEL_MIN_SIZE,
    BUTTON_LABEL_SIZE,
    BUTTON_LEAD_LABEL_SIZE,
    BUTTON_PRESS_DEPTH,
    BUTTON_RADIUS,
    BUTTON_RIM,
    BUTTON_RIM_HIGH_CONTRAST,
    BUTTON_SHADOW_DROP,
    FOCUS_RING_GAP,
    FOCUS_RING_WIDTH,
    PANEL_RADIUS,
    PANEL_RIM,
    PANEL_SHADOW_DROP,
    SCROLLBAR_RADIUS,
    SCROLLBAR_THUMB_LEAST,
    SCROLLBAR_WIDTH,
)
from war.window.ui.controls import Button, Controls
from war.window.ui.scrolling import Scroller


def draw_controls(screen: Screen, controls: Controls) -> None:
    """Every button of ``controls`` (and control of a value: drawing/choices.py), the
    focused one ringed (bare areas draw nothing)."""
    for index, button in enumerate(controls.buttons):
        focused = index == controls.focus
        if type(button) is Button:
            draw_button(screen, button, focused=focused)
            continue
        # A setting's control: only the Settings have them, so the title starts without.
        from war.window.drawing.choices import draw_choice

        if not draw_choice(screen, button, focused=focused):
            draw_button(screen, button, focused=focused)


def draw_button(screen: Screen, button: Button, *, focused: bool = False) -> None:
    """A button in its state, its label at the left and its key in a badge at the right.

    A label too long for the room beside the badge goes without the badge, if that lets it
    show whole: large text makes labels that long, and so do some languages' words (in
    English the layout's buttons hold every label and its key at the usual size), and the
    title and the rules list the keys too.
    A label too long even for the whole button (a deal number of many digits) keeps the
    badge, and is set a little smaller, down to BUTTON_LABEL_MIN_SIZE, then cut; one that
    may be set smaller (its ``least_size``: a deal number of 30 digits) gives up the badge
    first.
    """
    enabled = button.enabled()
    if not enabled:
        fill, ink = palette.BUTTON_DISABLED, palette.BUTTON_TEXT_DISABLED
    elif button.pressed:
        fill, ink = palette.BUTTON_PRESSED, palette.BUTTON_TEXT
    elif button.hovered:
        fill, ink = palette.BUTTON_HOVER, palette.BUTTON_TEXT
    else:
        fill, ink = palette.BUTTON_NORMAL, palette.BUTTON_TEXT
    lead = button.lead and enabled
    if lead:
        fill = palette.LEAD_PRESSED if button.pressed else palette.LEAD_NORMAL
        if button.hovered and not button.pressed:
            fill = palette.LEAD_HOVER
        ink = palette.LEAD_TEXT
    label_size: float = BUTTON_LEAD_LABEL_SIZE if button.lead else BUTTON_LABEL_SIZE
    x, y, width, height = button.rect
    if focused:
        ring = (x - FOCUS_RING_GAP, y - FOCUS_RING_GAP, width + 2 * FOCUS_RING_GAP)
        ring_rect = (*ring, height + 2 * FOCUS_RING_GAP)
        radius = BUTTON_RADIUS + FOCUS_RING_GAP
        screen.fill(palette.FOCUS_RING, ring_rect, width=FOCUS_RING_WIDTH, radius=radius)
    if button.pressed:
        y += BUTTON_PRESS_DEPTH
    rect = (x, y, width, height)
    strong = screen.look.high_contrast
    border = palette.BUTTON_DISABLED
    if enabled:
        border = palette.WHITE if strong else palette.BUTTON_BORDER
    if lead and not strong:
        border = palette.LEAD_BORDER
    rim = BUTTON_RIM_HIGH_CONTRAST if strong else BUTTON_RIM
    _draw_face(screen, rect, fill, border, rim, shadow=not button.pressed)
    middle = y + height / 2
    key = _key_image(screen, button.key_action, ink)
    key_right = screen.point(x + width - BUTTON_KEY_INSET, middle)
    label_left = screen.point(x + BUTTON_LABEL_INSET, middle)[0]
    room = screen.point(x + width - BUTTON_LABEL_INSET, middle)[0] - label_left
    least_size = button.least_size or BUTTON_LABEL_MIN_SIZE
    least_pixels = screen.text_pixels(least_size)
    label = button.label
    if button.short_label and screen.texts.width(label, least_pixels, bold=True) > room:
        label = button.short_label  # the whole label would be cut: its short one is whole
    if key is not None:
        beside_key = key_right[0] - key[1].get_width() - screen.length(BUTTON_KEY_INSET)
        label_pixels = screen.text_pixels(label_size)
        label_width = screen.texts.width(label, label_pixels, bold=True)
        least_width = screen.texts.width(label, least_pixels, bold=True)
        cut_anyway = least_width > room and not button.least_size
        if label_width <= beside_key - label_left or cut_anyway:
            room = beside_key - label_left  # both fit, or the label is cut either way
        else:
            key = None  # room for the whole label only without the key: the label matters
    label_at = (x + BUTTON_LABEL_INSET, middle)
    anchor = "midleft"
    detail_top = middle
    if button.detail:
        lines = (label, button.detail)
        label_size, label_top, detail_top = _two_lines(screen, lines, rect, rim, room)
        label_at, anchor = (x + BUTTON_LABEL_INSET, label_top), "topleft"
    elif button.centred and key is None:
        label_at, anchor = (x + width / 2, middle), "center"
    screen.text(
        label,
        label_size,
        label_at,
        color=ink,
        bold=True,
        anchor=anchor,
        shadow=False,
        max_width=room / screen.scale,
        shrink_to=min(label_size, least_size),
    )
    if button.detail:
        detail_ink = palette.TEXT_DIM if enabled else ink
        screen.text(
            button.detail,
            BUTTON_DETAIL_SIZE,
            (x + BUTTON_LABEL_INSET, detail_top),
            color=detail_ink,
            anchor="topleft",
            shadow=False,
            max_width=room / screen.scale,
        )
    if key is not None:
        _draw_key(screen, *key, key_right, fill, ink)


def _two_lines(
    screen: Screen, words: tuple[str, str], rect: Rect, rim: float, room: int
) -> tuple[float, float, float]:
    """A label with its detail under it, their letters centred together inside the
    button's rim: the label's size (set smaller, down to BUTTON_LABEL_MIN_SIZE, where large
    text in a small window makes the two lines taller than the button), and the tops of
    the two lines (logical). ``words``: the label's and the detail's; ``room``: their
    width, in window pixels."""
    area = screen.rect(rect)
    inner_top = area.top + screen.length(rim) + 1  # a pixel clear of the rim
    inner = area.bottom - screen.length(rim) - 1 - inner_top
    gap = screen.length(BUTTON_DETAIL_GAP)
    detail = _ink(screen, words[1], BUTTON_DETAIL_SIZE, room, bold=False)
    size: float = BUTTON_LABEL_SIZE
    label = _ink(screen, words[0], size, room, bold=True)
    while size > BUTTON_LABEL_MIN_SIZE and label.height + gap + detail.height > inner:
        size -= 1
        label = _ink(screen, words[0], size, room, bold=True)
    # The room left shared out: as much between the lines as above and below them.
    spare = (inner - label.height - detail.height) // 3
    gap = max(gap, min(screen.length(BUTTON_DETAIL_GAP_MOST), spare))
    block = label.height + gap + detail.height
    top = inner_top + max(0, inner - block) // 2  # the label's first letters' top, in pixels
    label_top = screen.logical_y(top - label.top)
    detail_top = screen.logical_y(top + label.height + gap - detail.top)
    return size, label_top, detail_top


def _ink(screen: Screen, words: str, size: float, room: int, *, bold: bool) -> pygame.Rect:
    """Where the letters of ``words`` lie in their image, set ``size`` tall (a label down to
    BUTTON_LABEL_MIN_SIZE) to fit ``room`` window pixels, as Screen.text sets them."""
    pixels = screen.text_pixels(size)
    least = screen.text_pixels(min(size, BUTTON_LABEL_MIN_SIZE)) if bold else pixels
    fitted, pixels = screen.texts.shrink_to_fit(words, pixels, min(pixels, least), room, bold=bold)
    return screen.texts.render(fitted, pixels, palette.TEXT, bold=bold).get_bounding_rect()


def _draw_face(
    screen: Screen, rect: Rect, fill: Ink, border: Ink, rim: float, *, shadow: bool
) -> None:
    """The button's rounded face, its rim and (unless pressed) its shadow below: drawn once
    for its size, colours and pixel offsets, then blitted (rounded rectangles are the
    dearest part of a button to draw, and a table shows a dozen every frame)."""
    area = screen.rect(rect)
    drop = screen.rect((rect[0], rect[1] + BUTTON_SHADOW_DROP, rect[2], rect[3]))
    bounds = area.union(drop) if shadow else area
    face = area.move(-bounds.x, -bounds.y)
    under = drop.move(-bounds.x, -bounds.y) if shadow else None
    radius, rim_pixels = screen.length(BUTTON_RADIUS), screen.length(rim)

    def make() -> pygame.Surface:
        image = pygame.Surface(bounds.size, pygame.SRCALPHA)
        if under is not None:
            pygame.draw.rect(image, palette.TEXT_SHADOW, under, border_radius=radius)
        pygame.draw.rect(image, fill, face, border_radius=radius)
        pygame.draw.rect(image, border, face, width=rim_pixels, border_radius=radius)
        return image

    below = None if under is None else tuple(under)
    key = ("button", bounds.size, tuple(face), below, fill, border, rim_pixels)
    screen.target.blit(screen.shape(key, make), bounds)


def _key_image(screen: Screen, action: Action, ink: Ink) -> tuple[str, pygame.Surface] | None:
    """The shortcut's name and its image, if the device in use (the keyboard, a pad) has a
    control for it and it can be read."""
    name = badge(action)
    if name is None:
        return None
    # At a small window the key is set at the least readable size (like all words), and
    # the label decides whether there is room for it (draw_button).
    pixels = screen.text_pixels(BUTTON_KEY_SIZE)
    return name, screen.texts.render(name, pixels, ink, bold=True)


def _draw_key(
    screen: Screen,
    name: str,
    image: pygame.Surface,
    right_middle: tuple[int, int],
    fill: Ink,
    ink: Ink,
) -> None:
    """The key's name in a small frame, its right middle at the window point given."""
    key_rect = image.get_rect(midright=right_middle)
    frame = key_rect.inflate(*(2 * screen.length(v) for v in BUTTON_KEY_PADDING))
    radius = screen.length(BUTTON_KEY_RADIUS)
    # Drawn in window pixels: the frame hugs the text as rendered at this size.
    pygame.draw.rect(screen.target, fill, frame, border_radius=radius)
    pygame.draw.rect(screen.target, ink, frame, width=1, border_radius=radius)
    screen.put_text(name, image, key_rect)


def draw_page_title(
    screen: Screen,
    title: str,
    *,
    at: tuple[float, float] = PAGE_TITLE_AT,
    width: float = PAGE_TITLE_WIDTH,
) -> None:
    """A page's title, its left middle ``at`` (on Close's line), set smaller if it would
    run past ``width`` (into Close)."""
    screen.text(
        title,
        PAGE_TITLE_SIZE,
        at,
        anchor="midleft",
        bold=True,
        color=palette.GOLD,
        max_width=width,
        shrink_to=PAGE_TITLE_MIN_SIZE,
    )


def draw_centred_lines(
    screen: Screen,
    lines: Sequence[tuple[str, float, float, Ink, bool]],
    centre_x: float,
    width: float,
    least_size: float,
) -> float | None:
    """Lines of words (words, the height of their middle, size, colour, bold) centred on
    ``centre_x``, each no wider than ``width``: one too long is set smaller, down to
    ``least_size``, and if even that is too long it goes on as many lines as it needs, those
    under it moved down as far. Returns where the last line ends (None: no lines)."""
    end: float | None = None  # where the last line drawn ends
    for said, y, size, colour, bold in lines:
        least = min(size, least_size)
        parts = [said]
        if screen.text_width(said, least, bold=bold) > width:

            def measure(words: str, size: float = size, bold: bool = bold) -> float:
                return screen.text_width(words, size, bold=bold)

            parts = wrap_evenly(said, measure, width)
        step = screen.fonts.get(screen.text_pixels(size), bold).get_height() / screen.scale
        middle = y if end is None else max(y, end + step / 2)
        for part in parts:
            screen.text(
                part,
                size,
                (centre_x, middle),
                bold=bold,
                anchor="center",
                color=colour,
                max_width=width,
                shrink_to=least,
            )
            end = middle + step / 2
            middle += step
    return end


def draw_panel(screen: Screen, rect: Rect) -> None:
    """A raised dark panel with a gold rim, for dialogs over the table."""
    x, y, width, height = rect
    shadow = (x, y + PANEL_SHADOW_DROP, width, height)
    screen.fill(palette.TEXT_SHADOW, shadow, radius=PANEL_RADIUS)
    screen.fill(palette.BUTTON_PRESSED, rect, radius=PANEL_RADIUS)
    screen.fill(palette.GOLD, rect, width=PANEL_RIM, radius=PANEL_RADIUS)


def draw_scrollbar(screen: Screen, scroller: Scroller, x: float) -> None:
    """A thin track beside a scrolled view at ``x``, its gold thumb as long as the share of
    the content the view shows and as far down as the view is (nothing if all shows)."""
    if scroller.max_offset <= 0:
        return
    _, y, _, height = scroller.view
    track = (x, y, SCROLLBAR_WIDTH, height)
    screen.fill(palette.FELT_DARK, track, radius=SCROLLBAR_RADIUS)
    thumb = max(SCROLLBAR_THUMB_LEAST, height * height / scroller.content_height)
    top = y + (height - thumb) * scroller.offset / scroller.max_offset
    screen.fill(palette.GOLD, (x, top, SCROLLBAR_WIDTH, thumb), radius=SCROLLBAR_RADIUS)
