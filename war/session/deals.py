"""Where new deals' numbers come from: a random one, or a source a test chooses."""

from __future__ import annotations

import random
from collections.abc import Callable

DealSource = Callable[[], int]  # the number of the next deal no one chose
DEAL_NUMBERS = 1_000_000  # a random deal is one of this many: short enough to type


def random_deal() -> int:
    """The number of a fresh deal, as New round deals one."""
    return random.SystemRandom().randrange(DEAL_NUMBERS)
