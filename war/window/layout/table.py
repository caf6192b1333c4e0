"""Where the table's things sit: the piles, the cards in play, the status line, the column.

The table is the same above and below its middle: the computer's pile and cards in play
lie as far from the top as yours from the bottom, the status line between them. Both piles
stand at PILE_X; each card of a war lies one WAR_STEP_X right of the one before; the column
of buttons fills the right-hand side, COLUMN_MARGIN in from the edge.
"""

from __future__ import annotations

import math

from war.core.events import Side
from war.window.layout.units import CARD_HEIGHT, CARD_WIDTH, LOGICAL_SIZE, Rect

HEIGHT = LOGICAL_SIZE[1]


def _mirrored(top: float) -> dict[Side, float]:
    """A card's top for each side: the computer's ``top`` down, yours as far up."""
    return {Side.COMPUTER: top, Side.PLAYER: HEIGHT - top - CARD_HEIGHT}


# -- the piles ----------------------------------------------------------------------------------
PILE_X = 90
PILE_MARGIN_Y = 50  # a pile's card from the top (the computer's) or the bottom (yours)
PILE_Y = _mirrored(PILE_MARGIN_Y)
PILE_DEPTH_STEP = 0.5  # logical pixels of pile thickness per card
PILE_OUTLINE_MARGIN = 4  # the dark outline where a pile lies, round the card
PILE_OUTLINE_WIDTH = 2
PILE_OUTLINE_RADIUS = 12
PILE_HIT_MARGIN = 30  # a click or tap this far round your pile still turns cards
PILE_LABEL_X = PILE_X + CARD_WIDTH + 28
PILE_NAME_DY = 34  # below the pile's top edge: the side's name...
PILE_COUNT_DY = 72  # ...and its card count
PILE_NAME_SIZE = 26
PILE_COUNT_SIZE = 22
# The plate behind a pile's name and count: x, y below the pile's top edge, width, height.
# Large text widens it by the text scale.
PILE_LABEL_PLATE: Rect = (PILE_LABEL_X - 14, PILE_NAME_DY - 10, 176, 84)

# -- the cards in play --------------------------------------------------------------------------
BATTLE_X = 400
BATTLE_INSET_Y = 182  # a card in play from the top (the computer's) or the bottom (yours)
BATTLE_Y = _mirrored(BATTLE_INSET_Y)
WAR_STEP_X = 36  # each card laid in a war sits this far right of the one before
ROOMY_WAR_CARDS = 12  # six wars per side at the full step; later ones squeeze up
TIGHT_WAR_STEP_X = 3  # so even all 52 cards on the table stay clear of the buttons
FACE_DOWN_DROP = 6  # a face-down war card sits this much lower, so the stack reads as layers
BATTLE_AREA_CENTRE_X = BATTLE_X + CARD_WIDTH // 2 + 3 * WAR_STEP_X
STATUS_Y = HEIGHT // 2  # the middle of the gap between the two battle rows
STATUS_SIZE = 24
STATUS_MIN_SIZE = 20  # a long status line is set this small before it is ever cut
# Centred on the battle area, a long status line may slide sideways within this band, its
# plate too: it runs between the two rows of cards, from near the window's edge to the buttons.
STATUS_SPAN = (36, 950)
BANNER_SIZE = 60
RIBBON_SIZE = (560, 70)
GLOW_MARGIN = 14  # the winning card's halo reaches this far past the card
DEAL_ORIGIN = (BATTLE_X, (BATTLE_Y[Side.COMPUTER] + BATTLE_Y[Side.PLAYER]) // 2)
# A round won: your cards spread in a ribbon across the table, an arc over its middle, from
# near the window's left edge to short of where a side panel begins.
RIBBON_SPAN = (60, 724)
RIBBON_ARC = 60  # the ribbon's middle lies this much higher than its ends

# -- the right-hand column: battle counter, deal number, buttons --------------------------------
BUTTON_WIDTH = 264  # the longest label and its key with a clear gap between (usual text size)
COLUMN_MARGIN = 30  # from the buttons' right edge to the design's
BUTTON_X = LOGICAL_SIZE[0] - COLUMN_MARGIN - BUTTON_WIDTH
HUD_CENTRE_X = BUTTON_X + BUTTON_WIDTH // 2
# The lines above the buttons are centred over them, as wide as this band allows, unless
# the battle counter would then pass its right edge (large text): then they move left, over
# the battle area, whose cards lie well below them.
HUD_SPAN = (BATTLE_AREA_CENTRE_X, LOGICAL_SIZE[0] - COLUMN_MARGIN + 10)
BATTLE_COUNTER_Y = 50
BATTLE_COUNTER_SIZE = 30
WARS_Y = 86
WARS_SIZE = 20
# The deal number is a button: pressed (or D), it asks for another deal to play.
DEAL_BUTTON: Rect = (BUTTON_X, 106, BUTTON_WIDTH, 42)
REPLAY_HINT_Y = 164
REPLAY_HINT_SIZE = 14
REPLAY_HINT_MIN_SIZE = 11  # a long deal number's command is set this small before it is cut
# The buttons: nine of them, one under another, under the lines above.
TABLE_BUTTON_HEIGHT = 46
TABLE_BUTTON_GAP = 10
BUTTONS_TOP = 186


def pile_position(side: Side, count: int) -> tuple[float, float]:
    """Top-left of the top card of a pile holding ``count`` cards (thicker piles rise)."""
    lift = min(count, 52) * PILE_DEPTH_STEP
    return PILE_X - lift, PILE_Y[side] - lift


def battle_position(side: Side, index: int) -> tuple[float, float]:
    """Top-left of the ``index``-th card a side laid in the current battle (0 = opening)."""
    roomy = min(index, ROOMY_WAR_CARDS)
    x = BATTLE_X + roomy * WAR_STEP_X + (index - roomy) * TIGHT_WAR_STEP_X
    y = BATTLE_Y[side] + (FACE_DOWN_DROP if index % 2 else 0)
    return x, y


def ribbon_position(index: int, count: int) -> tuple[float, float]:
    """Top-left of the ``index``-th of ``count`` cards spread in the ribbon of a round won."""
    share = index / max(1, count - 1)
    left, right = RIBBON_SPAN
    x = left + share * (right - left - CARD_WIDTH)
    return x, DEAL_ORIGIN[1] - RIBBON_ARC * math.sin(math.pi * share)


def pile_hit_rect(side: Side) -> Rect:
    """Where a click or tap counts as on a pile: the card and a margin round it."""
    margin = PILE_HIT_MARGIN
    return (
        PILE_X - margin,
        PILE_Y[side] - margin,
        CARD_WIDTH + 2 * margin,
        CARD_HEIGHT + 2 * margin,
    )


def button_rect(index: int) -> Rect:
    """The table's buttons, one under another in the right-hand column."""
    return (
        BUTTON_X,
        BUTTONS_TOP + index * (TABLE_BUTTON_HEIGHT + TABLE_BUTTON_GAP),
        BUTTON_WIDTH,
        TABLE_BUTTON_HEIGHT,
    )
