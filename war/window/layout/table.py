"""Where the table's things sit in a frame of any shape: piles, cards in play, words, buttons.

The table is the same above and below its middle: the computer's pile and cards in play
lie as far from the top as yours from the bottom, the status line between them. In a
landscape or near-square frame the piles stand at the left, the cards in play in the middle
and the buttons in a column at the right, the rows spread over the frame's height; in a
portrait frame the table fills the top and the buttons lie below it. ``table_layout(frame)``
places everything from the frame's size and a few units (a card, a margin, a button).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from war.core.events import Side
from war.window.input.actions import Action
from war.window.layout.frame import Frame, Shape
from war.window.layout.units import (
    CARD_HEIGHT,
    CARD_WIDTH,
    LARGE_TEXT,
    SIDE_PANEL_MARGIN,
    SIDE_PANEL_WIDTH,
    Rect,
)

# -- sizes, the same in every shape ------------------------------------------------------------
PILE_DEPTH_STEP = 0.5  # logical pixels of pile thickness per card
PILE_OUTLINE_MARGIN = 4  # the dark outline where a pile lies, round the card
PILE_OUTLINE_WIDTH = 2
PILE_OUTLINE_RADIUS = 12
PILE_HIT_MARGIN = 30  # a click or tap this far round your pile still turns cards
PILE_NAME_SIZE = 26
PILE_COUNT_SIZE = 22
PILE_LABEL_WIDTH = 176  # the plate behind a pile's name and count (large text widens it)
PILE_LABEL_HEIGHT = 84
PILE_LABEL_PAD = 14  # from the plate's left edge to its words
PILE_NAME_DY = 10  # from the plate's top to the name's...
PILE_COUNT_DY = 48  # ...and to the count's
WAR_STEP_X = 36  # each card laid in a war sits this far right of the one before
ROOMY_WAR_CARDS = 12  # six wars per side at the full step; later ones squeeze up
TIGHT_WAR_STEP_X = 3  # so even all 52 cards on the table stay clear of the buttons
MOST_TIGHT_CARDS = 13  # a side lays at most 26 cards: 13 past the roomy ones
FACE_DOWN_DROP = 6  # a face-down war card sits this much lower, so the stack reads as layers
STATUS_SIZE = 24
STATUS_MIN_SIZE = 20  # a long status line is set this small before it is ever cut
BANNER_SIZE = 60
RIBBON_SIZE = (560, 70)
GLOW_MARGIN = 14  # the winning card's halo reaches this far past the card
# A round won: your cards spread in a ribbon across the table, an arc over its middle, from
# near the frame's left edge to short of where a side panel begins.
RIBBON_MARGIN = 60  # from the frame's left edge (or, in portrait, either edge)
RIBBON_ARC = 60  # the ribbon's middle lies this much higher than its ends
BATTLE_COUNTER_SIZE = 30
WARS_SIZE = 20
REPLAY_HINT_SIZE = 14
REPLAY_HINT_MIN_SIZE = 11  # a long deal number's command is set this small before it is cut
EDGE = 30  # the buttons and the piles' plates keep this far from the frame's edges
RULES_LINE_GAP = 16  # the house rules' line, this far from the plates, piles and buttons
RULES_LINE_DOWN = 36  # in a portrait frame, its middle this far below the table's top
RULES_LINE_SIZE = 16  # its words
RULES_LINE_MIN_SIZE = 12

# -- the buttons --------------------------------------------------------------------------------
# Turn cards leads: the first, largest, in the accent colour. The rest come in groups: what
# plays, what shows, what leaves. Where the frame has no room for the last group, a Menu
# button opens it.
PLAYING = (Action.PLAY_TEN, Action.PLAY_TO_END, Action.REPLAY_BATTLE)
LOOKING = (Action.LOG, Action.HELP, Action.RECORD)
LEAVING = (Action.NEW_ROUND, Action.SETTINGS, Action.BACK)
GROUPS = (PLAYING, LOOKING, LEAVING)
COLUMN_WIDTH = 264  # the longest label and its key with a clear gap between (usual text size)
LEAD_HEIGHT = 68  # Turn cards
BUTTON_HEIGHT = 44  # the others
BUTTON_GAP = 8  # between buttons of a group
GROUP_GAP = 20  # between groups
DEAL_HEIGHT = 42  # the deal number's button


@dataclass(frozen=True)
class TableLayout:
    """Every place on the table in one frame; see ``table_layout``."""

    frame: Frame
    pile_x: float
    pile_y: Mapping[Side, float]  # a pile's card's top (for an empty pile, its outline's)
    plates: Mapping[Side, Rect]  # the plate behind each pile's name and count
    battle_x: float
    battle_y: Mapping[Side, float]  # the top of each side's row of cards in play
    war_step_x: float
    status_x: float  # the status line's middle: on the cards in play, or its band's
    status_y: float  # the middle of the gap between the two rows
    status_span: tuple[float, float]  # the band the status line may slide within
    counter_y: float  # the battle counter's middle; the wars line and the deal below it
    wars_y: float
    hud_centre_x: float  # the lines over the buttons are centred here...
    hud_span: tuple[float, float]  # ...or moved left within this band, to stay in it
    deal_button: Rect
    replay_hint_y: float
    buttons: Mapping[Action, Rect]  # the buttons shown, by what they do (MENU: the last group)
    menu: tuple[Action, ...]  # what the Menu button lists, if the frame has one
    ribbon_span: tuple[float, float]  # a round won: the ribbon of your cards, left to right
    # Where the line saying house rules are in force goes: its band's left, its middle, its
    # width (over the felt the cards in play leave free, clear of the piles and the column).
    rules_line: tuple[float, float, float]

    @property
    def battle_centre_x(self) -> float:
        """The middle of the cards in play (three wars deep): the status line's and WAR!'s."""
        return self.battle_x + CARD_WIDTH / 2 + 3 * self.war_step_x

    @property
    def deal_origin(self) -> tuple[float, float]:
        """Where the deck sits before it is dealt: between the rows, at the first card's place."""
        return self.battle_x, (self.battle_y[Side.COMPUTER] + self.battle_y[Side.PLAYER]) / 2

    def pile_position(self, side: Side, count: int) -> tuple[float, float]:
        """Top-left of the top card of a pile holding ``count`` cards (thicker piles rise)."""
        lift = min(count, 52) * PILE_DEPTH_STEP
        return self.pile_x - lift, self.pile_y[side] - lift

    def battle_position(self, side: Side, index: int) -> tuple[float, float]:
        """Top-left of the ``index``-th card a side laid in the current battle (0 = opening)."""
        roomy = min(index, ROOMY_WAR_CARDS)
        x = self.battle_x + roomy * self.war_step_x + (index - roomy) * TIGHT_WAR_STEP_X
        y = self.battle_y[side] + (FACE_DOWN_DROP if index % 2 else 0)
        return x, y

    def ribbon_position(self, index: int, count: int) -> tuple[float, float]:
        """Top-left of the ``index``-th of ``count`` cards spread in the ribbon of a round won."""
        share = index / max(1, count - 1)
        left, right = self.ribbon_span
        x = left + share * (right - left - CARD_WIDTH)
        return x, self.deal_origin[1] - RIBBON_ARC * math.sin(math.pi * share)

    def pile_hit_rect(self, side: Side) -> Rect:
        """Where a click or tap counts as on a pile: the card and a margin round it."""
        margin = PILE_HIT_MARGIN
        return (
            self.pile_x - margin,
            self.pile_y[side] - margin,
            CARD_WIDTH + 2 * margin,
            CARD_HEIGHT + 2 * margin,
        )


Placed = tuple[Mapping[Action, Rect], tuple[Action, ...]]  # buttons by action, and the menu's


def _stack(top: float, left: float, width: float, room: float) -> Placed:
    """Turn cards, then the groups under one another from ``top``, in ``room`` of height;
    the last group folds into a Menu button when they do not all fit."""
    whole = LEAD_HEIGHT + len(GROUPS) * (GROUP_GAP + _group_height(3))
    groups: tuple[tuple[Action, ...], ...] = GROUPS
    menu: tuple[Action, ...] = ()
    if whole > room:
        groups, menu = (PLAYING, LOOKING, (Action.MENU,)), LEAVING
    buttons: dict[Action, Rect] = {Action.TURN: (left, top, width, LEAD_HEIGHT)}
    y = top + LEAD_HEIGHT
    for group in groups:
        y += GROUP_GAP
        for action in group:
            buttons[action] = (left, y, width, BUTTON_HEIGHT)
            y += BUTTON_HEIGHT + BUTTON_GAP
        y -= BUTTON_GAP
    return buttons, menu


def _war_span(step: float) -> float:
    """How wide a side's row of cards in play grows, at the most."""
    return CARD_WIDTH + ROOMY_WAR_CARDS * step + MOST_TIGHT_CARDS * TIGHT_WAR_STEP_X


def _group_height(count: int) -> float:
    return count * BUTTON_HEIGHT + (count - 1) * BUTTON_GAP


def _sideways(frame: Frame) -> TableLayout:
    """Landscape and near-square: piles left, cards in play in the middle, the column right."""
    width, height = frame.size
    column_x = width - EDGE - COLUMN_WIDTH
    # The rows spread with the height: the piles keep to the edges, the cards in play
    # keep their distance from the middle, so the status line always has its gap.
    pile_margin = 50 + (height - 720) * 0.05
    pile_y = {Side.COMPUTER: pile_margin, Side.PLAYER: height - pile_margin - CARD_HEIGHT}
    middle = height / 2
    battle_inset = 38 + (height - 720) * 0.08  # from the middle to a row's near edge
    battle_y = {
        Side.COMPUTER: middle - battle_inset - CARD_HEIGHT,
        Side.PLAYER: middle + battle_inset,
    }
    pile_x = 90.0
    # The cards in play: right of the piles' plates, centred in the room left before the
    # column (so a wide frame keeps them in the middle of the felt).
    plates_right = pile_x + CARD_WIDTH + 14 + PILE_LABEL_WIDTH
    war_span = _war_span(WAR_STEP_X)
    battle_x = max(400.0, plates_right + (column_x - plates_right - war_span) / 2)
    plate_x = pile_x + CARD_WIDTH + 14
    plates = {
        side: (plate_x, pile_y[side] + 24, PILE_LABEL_WIDTH, PILE_LABEL_HEIGHT) for side in Side
    }
    counter_y = 50 + (height - 720) * 0.05
    buttons_top = counter_y + 136
    buttons, menu = _stack(buttons_top, column_x, COLUMN_WIDTH, height - EDGE - buttons_top)
    centre = column_x + COLUMN_WIDTH / 2
    return TableLayout(
        frame=frame,
        pile_x=pile_x,
        pile_y=pile_y,
        plates=plates,
        battle_x=battle_x,
        battle_y=battle_y,
        war_step_x=WAR_STEP_X,
        status_x=battle_x + CARD_WIDTH / 2 + 3 * WAR_STEP_X,
        status_y=middle,
        status_span=(36, column_x - 36),
        counter_y=counter_y,
        wars_y=counter_y + 36,
        hud_centre_x=centre,
        hud_span=(min(battle_x + CARD_WIDTH / 2 + 3 * WAR_STEP_X, centre - 160), width - EDGE + 10),
        deal_button=(column_x, counter_y + 56, COLUMN_WIDTH, DEAL_HEIGHT),
        replay_hint_y=counter_y + 114,
        buttons=buttons,
        menu=menu,
        ribbon_span=(RIBBON_MARGIN, width - SIDE_PANEL_MARGIN - SIDE_PANEL_WIDTH - 24),
        # At the top, between the computer's plate (as wide as large text makes it) and
        # the column, on the battle counter's line.
        rules_line=(
            plate_x + PILE_LABEL_WIDTH * LARGE_TEXT + RULES_LINE_GAP,
            counter_y,
            column_x - RULES_LINE_GAP - (plate_x + PILE_LABEL_WIDTH * LARGE_TEXT + RULES_LINE_GAP),
        ),
    )


STATUS_BAND = 40  # the status line reaches this far above and below its middle, on two lines
PORTRAIT_STEP_X = 26  # a war's cards step less in a portrait frame's narrower rows
PORTRAIT_GAP = 12  # between the two columns of buttons under Turn cards
PORTRAIT_BAND_LEAST = 510  # the table's band (piles, plates, rows) needs this much height
# Under Turn cards, two columns: what plays on the left, what shows on the right, and under
# them what leaves (in a frame too short for it, a Menu button in its place).
PORTRAIT_LEFT = (*PLAYING, Action.NEW_ROUND, Action.BACK)
PORTRAIT_RIGHT = (*LOOKING, Action.SETTINGS)
PORTRAIT_SHORT_LEFT = (*PLAYING, Action.MENU)


def _portrait_buttons(width: float, height: float, short: bool) -> tuple[Placed, float]:
    """Turn cards across the width, two columns of buttons under it; and its top."""
    lead = LEAD_HEIGHT - 8 if short else LEAD_HEIGHT
    left, right = (PORTRAIT_SHORT_LEFT, LOOKING) if short else (PORTRAIT_LEFT, PORTRAIT_RIGHT)
    rows = max(len(left), len(right))
    grid = rows * BUTTON_HEIGHT + (rows - 1) * BUTTON_GAP + (0 if short else GROUP_GAP)
    top = height - EDGE - grid - GROUP_GAP - lead
    inner = width - 2 * EDGE
    buttons: dict[Action, Rect] = {Action.TURN: (EDGE, top, inner, lead)}
    column_width = (inner - PORTRAIT_GAP) / 2
    for column, actions in enumerate((left, right)):
        x = EDGE + column * (column_width + PORTRAIT_GAP)
        y = top + lead + GROUP_GAP
        for row, action in enumerate(actions):
            if row == len(PLAYING) and not short:
                y += GROUP_GAP - BUTTON_GAP  # what leaves, apart from the rest
            buttons[action] = (x, y, column_width, BUTTON_HEIGHT)
            y += BUTTON_HEIGHT + BUTTON_GAP
    return (buttons, LEAVING if short else ()), top


def _portrait(frame: Frame) -> TableLayout:
    """Portrait: the counter and the deal at the top, the table under them, the buttons
    at the bottom: Turn cards across the width, two columns under it."""
    width, height = frame.size
    (buttons, menu), buttons_top = _portrait_buttons(width, height, short=False)
    hud = 150.0
    if buttons_top - 20 - hud < PORTRAIT_BAND_LEAST:
        (buttons, menu), buttons_top = _portrait_buttons(width, height, short=True)
        hud = 130.0  # and the counter and the deal a little closer together
    top, bottom = hud, buttons_top - 20  # the table's band
    middle = (top + bottom) / 2
    # From the middle to a row's near edge: room for the status line in two lines.
    gap = 38 + max(0.0, (bottom - top) - 560) * 0.1
    battle_y = {Side.COMPUTER: middle - gap - CARD_HEIGHT, Side.PLAYER: middle + gap}
    pile_y = {Side.COMPUTER: top, Side.PLAYER: bottom - CARD_HEIGHT}
    pile_x = float(EDGE + 10)
    # The piles' plates under the computer's pile and over yours (as high as a full pile
    # rises), clear of the rows.
    plate_y = {
        Side.COMPUTER: top + CARD_HEIGHT + 8,
        Side.PLAYER: bottom - CARD_HEIGHT - 8 - 52 * PILE_DEPTH_STEP - PILE_LABEL_HEIGHT,
    }
    plates = {side: (EDGE - 4, plate_y[side], PILE_LABEL_WIDTH, PILE_LABEL_HEIGHT) for side in Side}
    # The rows end near the right edge, clear of the plates (as wide as large text makes them).
    plates_right = EDGE - 4 + PILE_LABEL_WIDTH * LARGE_TEXT
    battle_x = max(width - 14 - _war_span(PORTRAIT_STEP_X), plates_right + 14)
    # The status line lies between the rows, as wide as the frame where the plates leave
    # its band (two lines of large text) clear, else right of them.
    band = (middle - STATUS_BAND, middle + STATUS_BAND)
    clear = all(y + PILE_LABEL_HEIGHT <= band[0] or y >= band[1] for y in plate_y.values())
    status_left = 16 if clear else plates_right + 12
    centre = width / 2
    # The lines over the table: closer together over a short frame's shorter band.
    counter_y, wars_y, deal_y, hint_y = (24, 55, 72, 121) if hud < 150 else (30, 62, 82, 136)
    return TableLayout(
        frame=frame,
        pile_x=pile_x,
        pile_y=pile_y,
        plates=plates,
        battle_x=battle_x,
        battle_y=battle_y,
        war_step_x=PORTRAIT_STEP_X,
        status_x=(status_left + width - 16) / 2,
        status_y=middle,
        status_span=(status_left, width - 16),
        counter_y=counter_y,
        wars_y=wars_y,
        hud_centre_x=centre,
        hud_span=(EDGE, width - EDGE),
        deal_button=(centre - COLUMN_WIDTH / 2, deal_y, COLUMN_WIDTH, DEAL_HEIGHT - 2),
        replay_hint_y=hint_y,
        buttons=buttons,
        menu=menu,
        ribbon_span=(EDGE, width - EDGE),
        # Right of the computer's pile, near its top: the felt there is free.
        rules_line=(
            pile_x + CARD_WIDTH + RULES_LINE_GAP,
            top + RULES_LINE_DOWN,
            width - EDGE / 2 - (pile_x + CARD_WIDTH + RULES_LINE_GAP),
        ),
    )


@cache
def table_layout(frame: Frame) -> TableLayout:
    """The table laid out in ``frame``."""
    if frame.shape is Shape.PORTRAIT:
        return _portrait(frame)
    return _sideways(frame)
