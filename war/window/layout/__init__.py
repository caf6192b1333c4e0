"""Where things sit, in logical pixels of the 1280×720 design, one module for each screen.

Positions are derived from a few units (units.py: the design's size, a card, a page's
inset) so that moving one thing moves what is placed by it. ``Letterbox`` (letterbox.py) is
the one transform between that space and a window's pixels: drawing goes through it one
way and pointer input the other, so a button is drawn and hit at the same place at every
window size.
"""
