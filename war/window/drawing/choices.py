"""Controls that hold a value, drawn: switches, segments, swatches, sliders and choosers, and
the focus ring every control wears when the keyboard is on it.

Each shows its value by shape as well as colour: a switch's knob lies left or right and
carries a tick when on; the chosen segment is filled, the others hollow; the chosen swatch
is framed and ticked; a slider is filled up to its knob. What a pointer does to them is
war/window/ui/choices.py's job.
"""

from __future__ import annotations

import pygame

from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import Ink, wrap_evenly
from war.window.drawing.themes import Theme, preview
from war.window.layout.choices import (
    CHOOSER_ARROW_SIZE,
    CHOOSER_TEXT_MIN_SIZE,
    CHOOSER_TEXT_SIZE,
    CONTROL_RADIUS,
    CONTROL_RIM,
    CONTROL_RIM_HIGH_CONTRAST,
    SEGMENT_DETAIL_GAP,
    SEGMENT_DETAIL_LINE,
    SEGMENT_DETAIL_MIN_SIZE,
    SEGMENT_DETAIL_SIZE,
    SEGMENT_INSET,
    SEGMENT_PADDING,
    SEGMENT_TEXT_MIN_SIZE,
    SEGMENT_TEXT_SIZE,
    SLIDER_KNOB_RADIUS,
    SLIDER_KNOB_RIM,
    SLIDER_TRACK_HEIGHT,
    SWATCH_BADGE_RADIUS,
    SWATCH_INSET,
    SWATCH_RIM,
    SWITCH_KNOB_INSET,
    SWITCH_TICK_WIDTH,
)
from war.window.layout.units import Rect
from war.window.layout.widgets import FOCUS_RING_GAP, FOCUS_RING_WIDTH
from war.window.ui.choices import Chooser, Segments, Slider, Swatches, Switch
from war.window.ui.controls import Button


def draw_focus_ring(screen: Screen, rect: Rect, radius: float) -> None:
    """The keyboard's ring, FOCUS_RING_GAP outside ``rect`` (whose corners are ``radius``)."""
    x, y, width, height = rect
    gap = FOCUS_RING_GAP
    ring = (x - gap, y - gap, width + 2 * gap, height + 2 * gap)
    screen.fill(palette.FOCUS_RING, ring, width=FOCUS_RING_WIDTH, radius=radius + gap)


def draw_choice(screen: Screen, control: Button, *, focused: bool) -> bool:
    """``control`` drawn, if it is a control of a value; False if it is a plain button."""
    match control:
        case Switch():
            draw_switch(screen, control)
        case Swatches():
            draw_swatches(screen, control)
        case Segments():
            draw_segments(screen, control)
        case Slider():
            draw_slider(screen, control)
        case Chooser():
            draw_chooser(screen, control)
        case _:
            return False
    if focused:
        draw_focus_ring(screen, control.rect, _radius(control))
    return True


def _radius(control: Button) -> float:
    if isinstance(control, Switch | Slider):
        return control.rect[3] / 2
    return CONTROL_RADIUS


def _rim(screen: Screen) -> tuple[Ink, float]:
    """The rim's colour and width: white and bolder in high contrast."""
    if screen.look.high_contrast:
        return palette.WHITE, CONTROL_RIM_HIGH_CONTRAST
    return palette.BUTTON_BORDER, CONTROL_RIM


def draw_switch(screen: Screen, switch: Switch) -> None:
    """A pill: off, dark and hollow with the knob at the left; on, gold with the knob at the
    right bearing a tick."""
    x, y, width, height = switch.rect
    radius = height / 2
    rim, rim_width = _rim(screen)
    if switch.on:
        track = palette.GOLD_LIGHT if switch.hovered else palette.GOLD
        screen.fill(track, switch.rect, radius=radius)
        if screen.look.high_contrast:
            screen.fill(rim, switch.rect, width=rim_width, radius=radius)
    else:
        track = palette.BUTTON_HOVER if switch.hovered else palette.FELT_DARK
        screen.fill(track, switch.rect, radius=radius)
        screen.fill(rim, switch.rect, width=rim_width, radius=radius)
    knob_radius = radius - SWITCH_KNOB_INSET
    side = x + width - radius if switch.on else x + radius
    if switch.pressed:  # held down: the knob leans the way a release sends it
        side += (-1 if switch.on else 1) * SWITCH_KNOB_INSET
    centre = screen.point(side, y + radius)
    knob = palette.CARD_IVORY if switch.on else palette.TEXT_DIM
    pygame.draw.aacircle(screen.target, knob, centre, screen.length(knob_radius))
    if switch.on:
        _tick(screen, (side, y + radius), knob_radius)


def _tick(screen: Screen, centre: tuple[float, float], radius: float) -> None:
    """A tick inside a knob or badge of ``radius`` at ``centre``, in the gold's dark."""
    cx, cy = centre
    points = [
        (cx - radius * 0.45, cy + radius * 0.02),
        (cx - radius * 0.12, cy + radius * 0.36),
        (cx + radius * 0.48, cy - radius * 0.34),
    ]
    pygame.draw.lines(
        screen.target,
        palette.GOLD_DARK,
        False,
        [screen.point(*point) for point in points],
        screen.length(SWITCH_TICK_WIDTH),
    )


def draw_segments(screen: Screen, segments: Segments) -> None:
    """Every option side by side in one rimmed bar, the chosen one filled gold with dark
    words, the one under the pointer lit."""
    rim, rim_width = _rim(screen)
    screen.fill(palette.BUTTON_NORMAL, segments.rect, radius=CONTROL_RADIUS)
    inner_radius = CONTROL_RADIUS - SEGMENT_INSET / 2
    for index, option in enumerate(segments.options):
        x, y, width, height = segments.segment(index)
        inner = (
            x + SEGMENT_INSET,
            y + SEGMENT_INSET,
            width - 2 * SEGMENT_INSET,
            height - 2 * SEGMENT_INSET,
        )
        chosen = index == segments.chosen
        under = index == segments.under
        if chosen:
            screen.fill(palette.GOLD, inner, radius=inner_radius)
            ink: Ink = palette.BUTTON_PRESSED
        else:
            if segments.pressed and under:
                screen.fill(palette.BUTTON_PRESSED, inner, radius=inner_radius)
            elif under:
                screen.fill(palette.BUTTON_HOVER, inner, radius=inner_radius)
            ink = palette.BUTTON_TEXT
        if index and not chosen and index - 1 != segments.chosen:
            screen.fill(palette.BUTTON_DIVIDER, (x - 0.5, y + height / 4, 1, height / 2))
        room = width - 2 * SEGMENT_PADDING
        details = _detail_lines(screen, segments, index, room)
        # The name and its detail's lines centred together in the segment, as tall as
        # this screen sets them (large text, the least size a small window reads).
        name_height, line_height = _heights(screen)
        block = name_height + SEGMENT_DETAIL_GAP + len(details) * line_height
        middle = y + height / 2 - (block - name_height) / 2 if details else y + height / 2
        screen.text(
            option,
            SEGMENT_TEXT_SIZE,
            (x + width / 2, middle),
            color=ink,
            bold=True,
            anchor="center",
            shadow=False,
            max_width=room,
            shrink_to=SEGMENT_TEXT_MIN_SIZE,
        )
        for line, words in enumerate(details):
            centre = (
                middle
                + SEGMENT_TEXT_SIZE / 2
                + SEGMENT_DETAIL_GAP
                + (line + 0.5) * SEGMENT_DETAIL_LINE
            )
            screen.text(
                words,
                SEGMENT_DETAIL_SIZE,
                (x + width / 2, centre),
                color=ink if chosen else palette.TEXT_DIM,
                anchor="center",
                shadow=False,
                max_width=room,
                shrink_to=SEGMENT_DETAIL_MIN_SIZE,
            )
    screen.fill(rim, segments.rect, width=rim_width, radius=CONTROL_RADIUS)


def _heights(screen: Screen) -> tuple[float, float]:
    """How tall a segment's name and each line of its detail are as ``screen`` sets them
    (logical pixels)."""
    name = screen.text_pixels(SEGMENT_TEXT_SIZE) / screen.scale
    line = screen.text_pixels(SEGMENT_DETAIL_SIZE) / screen.scale
    return name, line * SEGMENT_DETAIL_LINE / SEGMENT_DETAIL_SIZE


def _detail_lines(screen: Screen, segments: Segments, index: int, room: float) -> list[str]:
    """Option ``index``'s detail as it is set in its segment: on one line where it fits,
    else on two where the segment is tall enough for them (else one, set smaller)."""
    if index >= len(segments.details) or not segments.details[index]:
        return []
    detail = segments.details[index]
    if screen.text_width(detail, SEGMENT_DETAIL_SIZE) <= room:
        return [detail]
    name_height, line_height = _heights(screen)
    two = name_height + SEGMENT_DETAIL_GAP + 2 * line_height + 2 * SEGMENT_INSET
    if segments.rect[3] < two:
        return [detail]
    parts = detail.split(" · ")  # two figures: one on each line
    if len(parts) == 2:
        return parts
    lines = wrap_evenly(detail, lambda line: screen.text_width(line, SEGMENT_DETAIL_SIZE), room)
    return lines if len(lines) <= 2 else [" ".join(lines[:-1]), lines[-1]]


def draw_swatches(screen: Screen, swatches: Swatches) -> None:
    """A small picture of each look side by side in one rimmed bar (a card's back, a patch
    of felt), the chosen one on gold, framed, with a tick at its corner; the one under the
    pointer lit."""
    rim, rim_width = _rim(screen)
    screen.fill(palette.BUTTON_NORMAL, swatches.rect, radius=CONTROL_RADIUS)
    inner_radius = CONTROL_RADIUS - SEGMENT_INSET / 2
    for index, option in enumerate(swatches.options):
        x, y, width, height = swatches.segment(index)
        inset = SEGMENT_INSET
        inner = (x + inset, y + inset, width - 2 * inset, height - 2 * inset)
        chosen = index == swatches.chosen
        if chosen:
            screen.fill(palette.GOLD, inner, radius=inner_radius)
        elif swatches.under == index:
            fill = palette.BUTTON_PRESSED if swatches.pressed else palette.BUTTON_HOVER
            screen.fill(fill, inner, radius=inner_radius)
        picture = screen.rect(
            (
                x + SWATCH_INSET,
                y + SWATCH_INSET,
                width - 2 * SWATCH_INSET,
                height - 2 * SWATCH_INSET,
            )
        )
        screen.target.blit(_picture(screen, Theme(option, swatches.setting), picture.size), picture)
        if chosen:
            frame = (x + inset, y + inset, width - 2 * inset, height - 2 * inset)
            screen.fill(palette.GOLD, frame, width=SWATCH_RIM, radius=inner_radius)
            badge = (x + width - inset - SWATCH_BADGE_RADIUS, y + inset + SWATCH_BADGE_RADIUS)
            centre = screen.point(*badge)
            outer = screen.length(SWATCH_BADGE_RADIUS)
            pygame.draw.aacircle(screen.target, palette.GOLD_DARK, centre, outer)
            pygame.draw.aacircle(screen.target, palette.CARD_IVORY, centre, max(1, outer - 2))
            _tick(screen, badge, SWATCH_BADGE_RADIUS)
    screen.fill(rim, swatches.rect, width=rim_width, radius=CONTROL_RADIUS)


def _picture(screen: Screen, theme: Theme, size: tuple[int, int]) -> pygame.Surface:
    """The small picture of ``theme``, made once for this screen (its size and look)."""
    high_contrast = screen.look.high_contrast
    return screen.keep(
        ("swatch", theme, size), lambda: preview(theme, size, high_contrast=high_contrast)
    )


def draw_slider(screen: Screen, slider: Slider) -> None:
    """A track filled gold from its start to the knob, dark after; the knob ivory, ringed
    gold, larger while it is held."""
    _, y, _, height = slider.rect
    left, right = slider.track()
    middle = y + height / 2
    knob = slider.knob_x()
    thick = SLIDER_TRACK_HEIGHT
    track = (left, middle - thick / 2, right - left, thick)
    rim, _ = _rim(screen)
    screen.fill(palette.FELT_DARK, track, radius=thick / 2)
    screen.fill(rim, track, width=1, radius=thick / 2)
    screen.fill(palette.GOLD, (left, track[1], knob - left, thick), radius=thick / 2)
    radius = SLIDER_KNOB_RADIUS + (2 if slider.held else 0)
    centre = screen.point(knob, middle)
    outer = screen.length(radius)
    ring = palette.GOLD_LIGHT if slider.hovered or slider.held else palette.GOLD
    if screen.look.high_contrast:
        ring = palette.WHITE
    pygame.draw.aacircle(screen.target, ring, centre, outer)
    inner = max(1, outer - screen.length(SLIDER_KNOB_RIM))
    pygame.draw.aacircle(screen.target, palette.CARD_IVORY, centre, inner)


def draw_chooser(screen: Screen, chooser: Chooser) -> None:
    """The chosen option's name between a back arrow and a forward one, on a button's face."""
    rim, rim_width = _rim(screen)
    face = palette.BUTTON_PRESSED if chooser.pressed else palette.BUTTON_NORMAL
    if chooser.hovered and not chooser.pressed:
        face = palette.BUTTON_HOVER
    screen.fill(face, chooser.rect, radius=CONTROL_RADIUS)
    screen.fill(rim, chooser.rect, width=rim_width, radius=CONTROL_RADIUS)
    for step in (-1, 1):
        ax, ay, aw, ah = chooser.arrow(step)
        cx, cy = ax + aw / 2, ay + ah / 2
        size = CHOOSER_ARROW_SIZE
        tip, back = cx + step * size * 0.6, cx - step * size * 0.6
        points = [(back, cy - size), (tip, cy), (back, cy + size)]
        pygame.draw.polygon(screen.target, palette.GOLD, [screen.point(*point) for point in points])
    x, y, width, height = chooser.rect
    aw = chooser.arrow(1)[2]
    screen.text(
        chooser.options[chooser.chosen],
        CHOOSER_TEXT_SIZE,
        (x + width / 2, y + height / 2),
        color=palette.BUTTON_TEXT,
        bold=True,
        anchor="center",
        shadow=False,
        max_width=width - 2 * aw,
        shrink_to=CHOOSER_TEXT_MIN_SIZE,
    )
