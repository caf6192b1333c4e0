"""The sizes of the controls that hold a value: switches, segments, sliders and choosers."""

from __future__ import annotations

CONTROL_HEIGHT = 44  # a row's control: segments, a slider's reach, a chooser
CONTROL_RADIUS = 12
CONTROL_RIM = 2
CONTROL_RIM_HIGH_CONTRAST = 4

SWITCH_WIDTH = 68  # the track: a pill, its knob at the left when off and the right when on
SWITCH_HEIGHT = 36
SWITCH_KNOB_INSET = 4  # from the track's edge to the knob's
SWITCH_TICK_WIDTH = 3  # the tick on the knob of a switch that is on

SEGMENT_TEXT_SIZE = 18
SEGMENT_TEXT_MIN_SIZE = 14  # a long option is set this small rather than cut
SEGMENT_PADDING = 8  # each side of an option's words, inside its segment
SEGMENT_INSET = 4  # the chosen segment's fill, this far inside the control's rim
SEGMENT_DETAIL_SIZE = 15  # a segment's detail (what to expect of a table rule), under its name
SEGMENT_DETAIL_MIN_SIZE = 12
SEGMENT_DETAIL_LINE = 18  # its lines, this far apart, where it takes two
SEGMENT_DETAIL_GAP = 6  # from the option's name to its detail

SWATCH_HEIGHT = 60  # a row of swatches: a small card back, or a patch of felt, in each
SWATCH_INSET = 6  # each picture, this far inside its segment
SWATCH_RIM = 3  # the chosen one's frame
SWATCH_BADGE_RADIUS = 9  # the tick on the chosen one, at its top right corner

SLIDER_TRACK_HEIGHT = 8
SLIDER_KNOB_RADIUS = 14
SLIDER_KNOB_RIM = 3

CHOOSER_ARROW_WIDTH = 44  # the back and forward arrows' parts, at each end
CHOOSER_ARROW_SIZE = 9  # half the arrow's height
CHOOSER_TEXT_SIZE = 20
CHOOSER_TEXT_MIN_SIZE = 15
