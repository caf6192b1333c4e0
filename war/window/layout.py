"""Where things sit on the 1280×720 canvas (logical pixels), and the letterbox to the window."""

from __future__ import annotations

from dataclasses import dataclass

from war.core.events import Side

CANVAS_SIZE = (1280, 720)
MIN_WINDOW_SIZE = (640, 360)
DEFAULT_WINDOW_SIZE = (1280, 720)

CARD_WIDTH = 100
CARD_HEIGHT = 140

PILE_X = 90
PILE_Y = {Side.COMPUTER: 50, Side.PLAYER: 530}
PILE_DEPTH_STEP = 0.5  # logical pixels of pile thickness per card

BATTLE_X = 400
BATTLE_Y = {Side.COMPUTER: 182, Side.PLAYER: 398}
WAR_STEP_X = 36  # each card laid in a war sits this far right of the one before
ROOMY_WAR_CARDS = 12  # six wars per side at the full step; later ones squeeze up
TIGHT_WAR_STEP_X = 3  # so even all 52 cards on the table stay clear of the buttons
STATUS_Y = 360  # the middle of the gap between the two battle rows
DEAL_ORIGIN = (BATTLE_X, (BATTLE_Y[Side.COMPUTER] + BATTLE_Y[Side.PLAYER]) // 2)

HUD_CENTRE_X = 1125  # the battle counter and deal number, above the buttons
BUTTON_X = 1000
BUTTON_WIDTH = 250
BUTTON_HEIGHT = 58
BUTTON_GAP = 16
BUTTONS_TOP = 230


def pile_position(side: Side, count: int) -> tuple[float, float]:
    """Top-left of the top card of a pile holding ``count`` cards (thicker piles rise)."""
    lift = min(count, 52) * PILE_DEPTH_STEP
    return PILE_X - lift, PILE_Y[side] - lift


def battle_position(side: Side, index: int) -> tuple[float, float]:
    """Top-left of the ``index``-th card a side laid in the current battle (0 = opening)."""
    roomy = min(index, ROOMY_WAR_CARDS)
    x = BATTLE_X + roomy * WAR_STEP_X + (index - roomy) * TIGHT_WAR_STEP_X
    # Face-down war cards sit a little lower so the stack reads as layers.
    y = BATTLE_Y[side] + (6 if index % 2 else 0)
    return x, y


def pile_hit_rect(side: Side) -> tuple[int, int, int, int]:
    """Where a click or tap counts as on a pile: the card and a margin round it."""
    margin = 30
    return (
        PILE_X - margin,
        PILE_Y[side] - margin,
        CARD_WIDTH + 2 * margin,
        CARD_HEIGHT + 2 * margin,
    )


def button_rect(index: int) -> tuple[int, int, int, int]:
    return (
        BUTTON_X,
        BUTTONS_TOP + index * (BUTTON_HEIGHT + BUTTON_GAP),
        BUTTON_WIDTH,
        BUTTON_HEIGHT,
    )


@dataclass(frozen=True)
class Letterbox:
    """The canvas scaled to fit a window, centred, keeping its shape."""

    window_size: tuple[int, int]
    canvas_size: tuple[int, int] = CANVAS_SIZE

    @property
    def scale(self) -> float:
        return min(
            self.window_size[0] / self.canvas_size[0],
            self.window_size[1] / self.canvas_size[1],
        )

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """Where the scaled canvas lands in the window: x, y, width, height."""
        width = max(1, round(self.canvas_size[0] * self.scale))
        height = max(1, round(self.canvas_size[1] * self.scale))
        return (
            (self.window_size[0] - width) // 2,
            (self.window_size[1] - height) // 2,
            width,
            height,
        )

    def to_canvas(self, x: float, y: float) -> tuple[float, float] | None:
        """A window pixel to a canvas point; None on the black bars."""
        left, top, width, height = self.rect
        if not (left <= x < left + width and top <= y < top + height):
            return None
        return (
            (x - left) * self.canvas_size[0] / width,
            (y - top) * self.canvas_size[1] / height,
        )
