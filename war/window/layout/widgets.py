"""What every screen's widgets share: buttons, the focus ring, panels, Close, scrollbars."""

from __future__ import annotations

from war.window.layout.units import Rect

BUTTON_HEIGHT = 58  # dialogs' and the title's buttons
BUTTON_RADIUS = 12
BUTTON_RIM = 2
BUTTON_RIM_HIGH_CONTRAST = 4
BUTTON_SHADOW_DROP = 3  # the shadow under a raised button
BUTTON_PRESS_DEPTH = 2  # how far a pressed button sinks
BUTTON_LABEL_SIZE = 22
BUTTON_LEAD_LABEL_SIZE = 26  # the leading button's (Turn cards) label
BUTTON_LABEL_MIN_SIZE = 20  # a label too long for its button is set this small before it is cut
BUTTON_LABEL_INSET = 18  # from the button's left edge to its label
BUTTON_KEY_SIZE = 15
BUTTON_KEY_INSET = 16  # from the button's right edge to its key badge, and from it to the label
BUTTON_KEY_PADDING = (6, 4)  # the badge's frame round the key name, each side
BUTTON_KEY_RADIUS = 6
FOCUS_RING_GAP = 5  # the keyboard focus ring, this far outside the button
FOCUS_RING_WIDTH = 3
BUTTON_DETAIL_SIZE = 16  # a second, smaller line under a button's label
BUTTON_DETAIL_GAP = 2  # between the label's letters and its detail's, at least...
BUTTON_DETAIL_GAP_MOST = 8  # ...and at most, where the button has room to spare

# Panels: dialogs and pages over the table, and the panel beside it.
PANEL_RADIUS = 20
PANEL_RIM = 3
PANEL_SHADOW_DROP = 6
PANEL_INSET = 40  # a dialog's or a page's words and buttons, this far in from its edges
DIALOG_VEIL_OPACITY = 170  # of 255: how much a dialog dims the table under it

# A panel's Close button, at its top right: its label and key side by side in large text.
CLOSE_WIDTH = 184
CLOSE_INSET = 20  # in from the panel's right edge
CLOSE_TOP = 18  # down from its top
CLOSE_HEIGHT = 46

SCROLLBAR_WIDTH = 6
SCROLLBAR_RADIUS = 3
SCROLLBAR_THUMB_LEAST = 30  # the thumb's height, however long the content


def close_rect(
    panel: Rect, *, inset: float = CLOSE_INSET, top: float = CLOSE_TOP, height: float = CLOSE_HEIGHT
) -> Rect:
    """A panel's Close button: CLOSE_WIDTH wide, ``inset`` in from its right edge and
    ``top`` down from its top."""
    return (panel[0] + panel[2] - inset - CLOSE_WIDTH, panel[1] + top, CLOSE_WIDTH, height)
