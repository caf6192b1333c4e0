"""The player's settings (``settings.json``): speed, motion, the deck's colours, text size,
contrast, sound, speech, full screen, language, the cards' back and the table's colour, whether
the first run's tip has been seen, and the table rules new rounds are dealt under.

    {"version": 1, "speed": "normal", "reduced_motion": false, "four_colour_deck": false,
     "large_text": false, "high_contrast": false, "sound": true, "volume": 80,
     "speech": false, "fullscreen": false, "language": "de", "card_back": "lattice",
     "table_colour": "green", "tip_seen": true, "war_cards": 1, "pickup": "as-laid",
     "battle_limit": 500}

``language`` is null (or missing) to speak the system's language. ``tip_seen`` is missing
in a file an older game wrote: a player with a record (or a round under way) has played,
and is not shown the tip either (see war/window/scenes/table.py). ``war_cards`` (1, 2 or
3), ``pickup`` ("as-laid" or "shuffled") and ``battle_limit`` (500, 1000, or null for no
limit) are the table rules (war/core/rules.py) the next new round is dealt under; missing
(an older game's file), they are the seed rules. A round under way keeps the rules it was
dealt under (round.json's own).

Each value is read on its own: one that is missing or not understood falls back to its
default and the others are kept (a bad volume never resets the deck's colours).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from war.core.rules import LIMITS, SEED_RULES, WAR_CARDS, Pickup, Rules
from war.store.checks import version
from war.words.languages import CODES

VERSION = 1
VOLUME_STEP = 10  # percent
# The cards' backs and the table's colours a player can choose, by the ids the file keeps,
# in the order they are offered; the first of each is the game's first look. (What each
# looks like is war/window/drawing/themes.py's, what each is called war/words/settings.py's.)
CARD_BACKS = ("lattice", "rosette", "tartan", "sunburst")
TABLE_COLOURS = ("green", "blue", "red", "grey")
# What the file keeps for the player that no one chooses: no row in the Settings, no name.
KEPT = ("tip_seen",)
# The table rules, chosen on a page of their own (the Settings' Table rules), not a row.
TABLE_RULES = ("war_cards", "pickup", "battle_limit")


class Speed(StrEnum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"  # no motion at all; each battle's result still shows


@dataclass(frozen=True)
class Settings:
    speed: Speed = Speed.NORMAL
    reduced_motion: bool = False
    four_colour_deck: bool = False
    large_text: bool = False
    high_contrast: bool = False
    sound: bool = True
    volume: int = 80  # percent
    speech: bool = False  # said aloud by the screen reader or the system's voice (--speak)
    fullscreen: bool = False
    language: str | None = None  # a code of war/words/languages.py; None: the system's
    card_back: str = CARD_BACKS[0]  # one of CARD_BACKS
    table_colour: str = TABLE_COLOURS[0]  # one of TABLE_COLOURS
    tip_seen: bool = False  # the first run's tip has gone, after a first battle
    # The table rules (war/core/rules.py) the next new round is dealt under.
    war_cards: int = SEED_RULES.war_cards  # one of WAR_CARDS
    pickup: Pickup = SEED_RULES.pickup
    battle_limit: int | None = SEED_RULES.battle_limit  # one of LIMITS; None: no limit

    @property
    def rules(self) -> Rules:
        """The table rules chosen: those the next new round is dealt under."""
        return Rules(self.war_cards, self.pickup, self.battle_limit)

    def with_rules(self, rules: Rules) -> Settings:
        """These settings with the table rules ``rules``."""
        return replace(
            self, war_cards=rules.war_cards, pickup=rules.pickup, battle_limit=rules.battle_limit
        )

    def with_volume(self, step: int) -> Settings:
        """The volume ``step`` notches up (or down, if negative), within 0 to 100."""
        return replace(self, volume=max(0, min(100, self.volume + step * VOLUME_STEP)))


def to_json(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {"version": VERSION}
    for each in fields(Settings):
        value = getattr(settings, each.name)
        data[each.name] = str(value) if isinstance(value, StrEnum) else value
    return data


def from_json(data: Any) -> tuple[Settings, list[str]]:
    """The settings ``data`` holds, and the names of those it held badly (defaults used).

    Raises BadFile only when ``data`` is not a settings object at all.
    """
    data = version(data, VERSION)
    defaults = Settings()
    values: dict[str, Any] = {}
    bad: list[str] = []
    for each in fields(Settings):
        if each.name not in data:
            continue
        value = _read(each.name, data[each.name])
        if value is _BAD:
            bad.append(each.name)
        else:
            values[each.name] = value
    return replace(defaults, **values), bad


_BAD = object()  # what _read gives for a value a setting cannot take
_CHOICES = {"card_back": CARD_BACKS, "table_colour": TABLE_COLOURS}


def _read(name: str, value: Any) -> Any:
    """``value`` as setting ``name`` takes it, or _BAD if it cannot be."""
    if name == "language":
        # Only the languages the game speaks: another (a newer game's, a typo) is the
        # system's language, and said once.
        return value if value is None or (isinstance(value, str) and value in CODES) else _BAD
    if name in _CHOICES:
        # A back or a table this game does not draw (a newer game's, a typo) is the first
        # look's, and said once.
        return value if isinstance(value, str) and value in _CHOICES[name] else _BAD
    if name == "speed":
        # Only a string is looked up: a list or object in the file is not hashable.
        return Speed(value) if isinstance(value, str) and value in set(Speed) else _BAD
    if name == "volume":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
        return value if ok else _BAD
    # A table rule the game does not play by (a newer game's, a typo) is the seed rule,
    # and said once; the other two rules are kept.
    if name == "war_cards":
        return value if type(value) is int and value in WAR_CARDS else _BAD
    if name == "pickup":
        return Pickup(value) if isinstance(value, str) and value in set(Pickup) else _BAD
    if name == "battle_limit":
        ok = value is None or type(value) is int and value in LIMITS
        return value if ok else _BAD
    return value if isinstance(value, bool) else _BAD
