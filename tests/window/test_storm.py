"""An input storm: thousands of random pygame events through the real loop, headless.

Keys (every one, with modifiers), game pads' buttons and sticks, clicks and taps anywhere
(outside the window too), fingers dragged and lifted at odd coordinates, the wheel, typed
and pasted text, focus, minimising and window sizes from 1x1 to 20000x20000 are posted
into pygame's queue, so they go through the real input mapping, while ``run_loop`` runs
the App on a fake clock.
The storm is biased so that it reaches every scene, panel and dialog, and says so.

After every frame: no exception; the table (wherever it lies in the scene stack) holds 52
distinct cards between its piles and the cards in play; and whenever nothing moves, it
shows exactly the engine's round, and that is what is saved. Each seed starts with its own
mix of the settings that change drawing and motion, changes some in the Settings scene,
and must show every scene, panel and dialog, more than one look and the 20000x20000 window.

The suite runs a short storm. ``WAR_STORM=long`` runs the full one (20,000 events for each
of six seeds). A failure names ``seed=S event=I`` and the last events posted; to replay one
seed alone::

    WAR_STORM_SEED=S .venv/bin/python -m pytest tests/window/test_storm.py

(with ``WAR_STORM=long`` too if it failed in the long storm, as the message says: the
same seed and length post the same events, and the game, on a fake clock and with its new
deals drawn from the seed, does the same with them).
"""

from __future__ import annotations

import asyncio
import math
import os
import random
from collections import Counter, deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest

from tests.helpers import FakeClock, short_seed
from tests.window.helpers import assert_shown_matches_engine
from war.core.cards import shuffled_deck
from war.core.engine import Round
from war.core.events import Reason, Side
from war.store.files import write_json
from war.store.settings import Settings, Speed, to_json
from war.store.store import SETTINGS_FILE
from war.window.app.app import App
from war.window.app.loop import run_loop
from war.window.drawing.screen import Look
from war.window.input.actions import Action
from war.window.input.keymap import KEYS
from war.window.scenes.choose_deal import DealScene
from war.window.scenes.confirm import ConfirmScene
from war.window.scenes.last_round import LastRoundScene
from war.window.scenes.medals import MedalsScene
from war.window.scenes.menu import MenuScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.scene import BaseScene
from war.window.scenes.settings import SettingsScene
from war.window.scenes.table import TableScene
from war.window.scenes.table_rules import TableRulesScene
from war.window.scenes.title import TitleScene
from war.window.ui.panels import LogPanel, RulesPanel

LONG = os.environ.get("WAR_STORM") == "long"
EVENTS_PER_SEED = 20_000 if LONG else 1_200
SEEDS: tuple[int, ...] = tuple(range(1, 7)) if LONG else (1, 2, 3)
if os.environ.get("WAR_STORM_SEED"):
    SEEDS = (int(os.environ["WAR_STORM_SEED"]),)
# Frames with nothing posted (waiting for cards to land, a round to end) come on top of
# the events, each wait bounded; a storm never runs more frames than this in all.
MOST_FRAMES_PER_EVENT = 5
HUGE = (20000, 20000)
HUGE_VISITS = 3 if LONG else 1  # a window that size costs SDL 1.6 GB: visited briefly
LAST_EVENTS_SHOWN = 20
STORM_TIMEOUT_SECONDS = 300 if LONG else 60  # for each seed, on a slow machine
TOUR_SHARE = 0.1  # of the storm's plans: a visit to whatever has been seen least

# How each seed's game is set to draw and move: a different mix for each.
LOOKS = (
    Settings(),
    Settings(four_colour_deck=True, speed=Speed.INSTANT),
    Settings(high_contrast=True, large_text=True, speed=Speed.SLOW),
    Settings(reduced_motion=True, speed=Speed.FAST, four_colour_deck=True),
    Settings(
        four_colour_deck=True,
        high_contrast=True,
        large_text=True,
        reduced_motion=True,
        speed=Speed.INSTANT,
    ),
    Settings(large_text=True, reduced_motion=True),
    Settings(high_contrast=True, speed=Speed.FAST, sound=False),
    Settings(speed=Speed.SLOW, reduced_motion=True, large_text=True, four_colour_deck=True),
)

KINDS = (
    "title",
    "table",
    "settings",
    "record",
    "reset confirm",
    "battle log panel",
    "rules panel",
    "rules",
    "deal dialog",
    "round over",
    "menu",
)
SCENE_KINDS: dict[type, str] = {
    TitleScene: "title",
    TableScene: "table",
    SettingsScene: "settings",
    RecordScene: "record",
    ConfirmScene: "reset confirm",
    RulesScene: "rules",
    DealScene: "deal dialog",
    RoundOverScene: "round over",
    MenuScene: "menu",
    # Reached through the scenes above (Settings, the record); a storm that must visit
    # each is issue 22's.
    TableRulesScene: "table rules",
    MedalsScene: "medals",
    LastRoundScene: "last round",
}

ALL_KEYS = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})
ALL_MODS = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("KMOD_")})
MAPPED_KEYS = [key for key, _, _ in KEYS]
# The keys that lead from scene to scene, and those that play: pressed far more often.
LEADING_KEYS = [
    pygame.K_o,
    pygame.K_s,
    pygame.K_l,
    pygame.K_h,
    pygame.K_d,
    pygame.K_a,
    pygame.K_t,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_n,
    pygame.K_g,
    pygame.K_r,
    pygame.K_y,
]
ODD_SIZES = [
    (1, 1),
    (2, 3),
    (16, 9),
    (639, 359),
    (640, 360),
    (641, 361),
    (1279, 719),
    (1280, 720),
    (1000, 1000),
    (4000, 50),
    (50, 3000),
    (3000, 200),
    (1, 720),
    (1280, 1),
]
POSTED_ONLY_SIZES = [(0, 0), (-5, -5), (-1, 720), (2**31 - 1, 3), HUGE]
ODD_FLOATS = [-0.5, -1e-9, 1.0, 1.5, 2.0, -3.0, 1e308, -1e308, math.nan, math.inf, -math.inf]
ODD_TEXTS = [
    "",
    " ",
    "\u2003",
    "0",
    "7",
    "42",
    " 570 ",
    "-3",
    "+5",
    "1e3",
    "٣",
    "１２",
    "3.5",
    "9" * 40,
    "\x00",
    "\n",
    "12\n34",
    "\ud800",
    "🂡🂱",
    "é",
    "e\u0301",
    "שלום",
    "0x1F",
    "∞",
]
WINDOW_EVENTS = [
    pygame.WINDOWSHOWN,
    pygame.WINDOWHIDDEN,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWMOVED,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWRESTORED,
    pygame.WINDOWENTER,
    pygame.WINDOWLEAVE,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWTAKEFOCUS,
    pygame.WINDOWHITTEST,
    pygame.WINDOWICCPROFCHANGED,
    pygame.WINDOWDISPLAYCHANGED,
    pygame.ACTIVEEVENT,
    pygame.VIDEOEXPOSE,
]
RESUMING = [pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN]
OTHER_EVENTS = [
    pygame.QUIT,  # the game closes, and the storm starts it again on the same data folder
    pygame.WINDOWCLOSE,
    pygame.KEYMAPCHANGED,
    pygame.CLIPBOARDUPDATE,
    pygame.AUDIODEVICEADDED,
    pygame.AUDIODEVICEREMOVED,
    pygame.DROPBEGIN,
    pygame.DROPCOMPLETE,
    pygame.LOCALECHANGED,
    pygame.RENDER_TARGETS_RESET,
    pygame.USEREVENT,
    pygame.USEREVENT + 7,
    pygame.JOYBUTTONDOWN,
    pygame.CONTROLLERBUTTONDOWN,
]
PAD_EVENTS = [
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERBUTTONDOWN,  # presses twice as often: they do things
    pygame.CONTROLLERAXISMOTION,
]
FULL_DECK = frozenset(shuffled_deck(0))
# The Settings' switches of looks (each control's value names its setting).
LOOK_ROWS = ("four_colour_deck", "large_text", "high_contrast")


def short_deals() -> list[int]:
    return [short_seed(), short_seed(start=7000, reason=Reason.OUT_OF_CARDS_IN_WAR)]


# -- what is posted ---------------------------------------------------------------------------


@dataclass
class Posted:
    """One thing the storm did: an event posted, or the window changed as the system would."""

    index: int
    what: str
    event: pygame.event.Event | None = None
    act: Callable[[], None] | None = None


@dataclass
class Frame:
    """What happens before one frame: things posted or done, then how long the frame took."""

    items: list[Posted] = field(default_factory=list)
    seconds: float = 1 / 60


class Storm:
    """The storm's events, frame by frame, from one seed. It looks at the app (its window
    size, the scene on top, its buttons) to aim some of them: the same seed gives the same
    storm, since the game is driven only by these events and a fake clock."""

    def __init__(self, seed: int, events: int) -> None:
        self.rng = random.Random(seed)
        self.total = events
        self.count = 0
        self.app: App | None = None
        self.huge_at = sorted(self.rng.sample(range(events // 10, events), HUGE_VISITS))
        self.short_deals = short_deals()
        self.visits: Counter[str] = Counter()  # what has been on top, frame by frame
        self._plan: Iterator[Frame] = iter(())

    @property
    def done(self) -> bool:
        return self.count >= self.total

    def next_frame(self) -> Frame:
        """The next frame's events; plans (a deal chosen and played out, a visit to the
        settings...) run over several frames."""
        for frame in self._plan:
            return frame
        self._plan = self._new_plan()
        return next(self._plan, Frame())

    # -- building blocks ---------------------------------------------------------------------

    def _post(self, event: pygame.event.Event) -> Posted:
        self.count += 1
        return Posted(self.count - 1, repr(event), event=event)

    def _do(self, what: str, act: Callable[[], None]) -> Posted:
        self.count += 1
        return Posted(self.count - 1, what, act=act)

    @property
    def _window(self) -> pygame.Window:
        assert self.app is not None
        return self.app.window

    @property
    def _size(self) -> tuple[int, int]:
        assert self.app is not None
        return self.app.mapper.letterbox.window_size

    def _frame(self, *items: Posted, seconds: float | None = None) -> Frame:
        return Frame(list(items), self._frame_seconds() if seconds is None else seconds)

    def _frame_seconds(self) -> float:
        pick = self.rng.random()
        if pick < 0.75:
            return 1 / 60
        if pick < 0.85:
            return 0.0
        if pick < 0.95:
            return self.rng.uniform(0.01, 0.25)
        return self.rng.choice([0.5, 3.0, 1e6, -1.0])  # a stall, and a clock gone back

    def key(self, key: int, mod: int = 0, *, up: bool = False) -> Posted:
        kind = pygame.KEYUP if up else pygame.KEYDOWN
        name = pygame.key.name(key) if key in ALL_KEYS else ""
        unicode = name if len(name) == 1 else ""
        return self._post(
            pygame.event.Event(kind, key=key, mod=mod, unicode=unicode, scancode=0, window=None)
        )

    def _any_key(self) -> Posted:
        rng = self.rng
        pick = rng.random()
        if pick < 0.45:
            key = rng.choice(LEADING_KEYS)
        elif pick < 0.75:
            key = rng.choice(MAPPED_KEYS)
        elif pick < 0.98:
            key = rng.choice(ALL_KEYS)
        else:
            key = rng.choice([0, -1, 2**31, 0x40000000 | 9999])  # keys no keyboard has
        mod = 0 if rng.random() < 0.8 else rng.choice(ALL_MODS) | rng.choice(ALL_MODS)
        return self.key(key, mod, up=rng.random() < 0.1)

    def _window_pixel(self, logical: tuple[float, float]) -> tuple[int, int]:
        """The window pixel showing a logical point of the scene on top (placed at its
        origin in the frame the input is mapped into now)."""
        assert self.app is not None
        box = self.app.mapper.letterbox
        left, top, width, height = box.rect
        frame_width, frame_height = box.logical_size
        scene = self.app.scenes.top
        x, y = (logical[i] * scene.zoom + scene.origin[i] for i in (0, 1))
        return int(left + x * width / frame_width), int(top + y * height / frame_height)

    def _somewhere(self) -> tuple[int, int]:
        """A window pixel: on a button of the scene on top, anywhere in the window or the
        letterbox's margins, or outside the window altogether."""
        rng = self.rng
        width, height = (max(1, side) for side in self._size)
        pick = rng.random()
        if pick < 0.5:
            target = self._a_button()
            if target is not None:
                return self._window_pixel(target)
        if pick < 0.8:
            return rng.randrange(width), rng.randrange(height)
        return (
            rng.choice([-1, -50, width, width + 7, -(2**31), 2**31 - 1, rng.randrange(width)]),
            rng.choice([-1, -50, height, height + 7, -(2**31), 2**31 - 1, rng.randrange(height)]),
        )

    def _a_button(self) -> tuple[float, float] | None:
        """A logical point on a button (or area) of the scene on top, mostly its centre."""
        assert self.app is not None
        top = self.app.scenes.top
        assert isinstance(top, BaseScene), top  # as every scene of the game is
        areas = [*top.controls.buttons, *top.controls.areas]
        if not areas:
            return None
        x, y, w, h = self.rng.choice(areas).rect
        if self.rng.random() < 0.7:
            return x + w / 2, y + h / 2
        return x + self.rng.uniform(-2, w + 2), y + self.rng.uniform(-2, h + 2)

    def click(self, pos: tuple[int, int], button: int = 1, touch: bool = False) -> list[Posted]:
        common = {"pos": pos, "button": button, "touch": touch, "window": None}
        return [
            self._post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, common)),
            self._post(pygame.event.Event(pygame.MOUSEBUTTONUP, common)),
        ]

    def _motion(self, pos: tuple[int, int], held: bool = False, touch: bool = False) -> Posted:
        buttons = (1, 0, 0) if held else (0, 0, 0)
        return self._post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=touch, window=None
            )
        )

    def _finger(self, kind: int, finger: int, x: float, y: float) -> Posted:
        return self._post(
            pygame.event.Event(
                kind,
                touch_id=1,
                finger_id=finger,
                x=x,
                y=y,
                dx=0.0,
                dy=0.0,
                pressure=1.0,
                window=None,
            )
        )

    def _finger_point(self) -> tuple[float, float]:
        rng = self.rng
        if rng.random() < 0.75:
            x, y = self._somewhere()
            width, height = (max(1, side) for side in self._size)
            return x / width, y / height
        return rng.choice(ODD_FLOATS), rng.choice(ODD_FLOATS + [0.5])

    def tap(self) -> list[Posted]:
        """A finger's tap, or a drag, with the mouse events SDL makes from it."""
        rng = self.rng
        finger = rng.choice([0, 0, 0, 1, 2, -1, 2**40])
        x, y = self._finger_point()
        width, height = (max(1, side) for side in self._size)
        scaled = (x * width, y * height)
        pixel = (0, 0) if not all(map(math.isfinite, scaled)) else (int(scaled[0]), int(scaled[1]))
        items = [self._finger(pygame.FINGERDOWN, finger, x, y)]
        items.append(
            self._post(
                pygame.event.Event(
                    pygame.MOUSEBUTTONDOWN, pos=pixel, button=1, touch=True, window=None
                )
            )
        )
        for _ in range(rng.choice([0, 0, 1, 3, 8])):  # a drag
            x, y = self._finger_point() if rng.random() < 0.3 else (x, y + rng.uniform(-0.2, 0.2))
            items.append(self._finger(pygame.FINGERMOTION, finger, x, y))
        if rng.random() < 0.9:  # sometimes the finger never comes up
            items.append(self._finger(pygame.FINGERUP, finger, x, y))
            items.append(
                self._post(
                    pygame.event.Event(
                        pygame.MOUSEBUTTONUP, pos=pixel, button=1, touch=True, window=None
                    )
                )
            )
        return items

    def _pointer(self) -> list[Posted]:
        rng = self.rng
        pick = rng.random()
        if pick < 0.45:
            button = 1 if rng.random() < 0.85 else rng.choice([2, 3, 4, 5, 6, 7, 0, 99])
            return self.click(self._somewhere(), button, touch=rng.random() < 0.05)
        if pick < 0.6:
            down = self._somewhere()
            items = [
                self._post(
                    pygame.event.Event(
                        pygame.MOUSEBUTTONDOWN, pos=down, button=1, touch=False, window=None
                    )
                )
            ]
            for _ in range(rng.randrange(1, 6)):  # a drag with the mouse
                items.append(self._motion(self._somewhere(), held=True))
            if rng.random() < 0.9:
                items.append(
                    self._post(
                        pygame.event.Event(
                            pygame.MOUSEBUTTONUP,
                            pos=self._somewhere(),
                            button=1,
                            touch=False,
                            window=None,
                        )
                    )
                )
            return items
        if pick < 0.75:
            return [self._motion(self._somewhere(), touch=rng.random() < 0.05)]
        if pick < 0.9:
            lines = rng.choice([1.0, -1.0, 0.5, -3.0, 0.0, 120.0, -1e9, math.nan, math.inf])
            return [
                self._post(
                    pygame.event.Event(
                        pygame.MOUSEWHEEL,
                        x=0,
                        y=int(lines) if math.isfinite(lines) else 0,
                        precise_x=0.0,
                        precise_y=lines,
                        flipped=rng.random() < 0.1,
                        touch=rng.random() < 0.05,
                        window=None,
                    )
                )
            ]
        return self.tap()

    def text(self, text: str) -> Posted:
        return self._post(pygame.event.Event(pygame.TEXTINPUT, text=text, window=None))

    def _any_text(self) -> list[Posted]:
        rng = self.rng
        text = rng.choice(ODD_TEXTS) if rng.random() < 0.7 else str(rng.randrange(10**6))
        pick = rng.random()
        if pick < 0.6:
            return [self.text(text)]
        if pick < 0.8:
            return [
                self._post(
                    pygame.event.Event(
                        pygame.TEXTEDITING,
                        text=text,
                        start=rng.choice([0, 1, -1, 99]),
                        length=rng.choice([0, 1, -1, 99]),
                        window=None,
                    )
                )
            ]
        # Ctrl+V (or Cmd+V): what the clipboard holds is typed (SDL's clipboard holds
        # UTF-8 without NUL: the rest cannot be put there).
        if "\x00" in text or "\ud800" in text:
            text = "\t12\t"
        mod = rng.choice([pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_GUI, pygame.KMOD_CTRL])
        return [
            self._do(f"clipboard = {text!r}", lambda: pygame.scrap.put_text(text)),
            self.key(pygame.K_v, mod),
        ]

    def _any_pad(self) -> Posted:
        """A game pad's event as SDL sends them, from one of a few pads (none of them
        plugged in: an added one fails to open), any button or axis, any value."""
        rng = self.rng
        pad = rng.randrange(-1, 4)
        kind = rng.choice(PAD_EVENTS)
        if kind == pygame.CONTROLLERDEVICEADDED:
            event = pygame.event.Event(kind, device_index=pad, window=None)
        elif kind == pygame.CONTROLLERDEVICEREMOVED:
            event = pygame.event.Event(kind, instance_id=pad, window=None)
        elif kind == pygame.CONTROLLERAXISMOTION:
            axis = rng.randrange(-1, pygame.CONTROLLER_AXIS_MAX + 1)
            value = rng.choice([0, 32767, -32768, rng.randrange(-40000, 40000)])
            event = pygame.event.Event(kind, instance_id=pad, axis=axis, value=value, window=None)
        else:
            which = rng.randrange(-1, pygame.CONTROLLER_BUTTON_MAX + 1)
            event = pygame.event.Event(kind, instance_id=pad, button=which, window=None)
        return self._post(event)

    def _window_event(self) -> list[Posted]:
        rng = self.rng
        assert self.app is not None
        if self.app.paused and rng.random() < 0.7:
            kind = rng.choice(RESUMING)
        else:
            kind = rng.choice(WINDOW_EVENTS)
        return [
            self._post(
                pygame.event.Event(
                    kind, x=rng.randrange(-100, 100), y=rng.randrange(-100, 100), window=None
                )
            )
        ]

    def _size_event(self, size: tuple[int, int]) -> Posted:
        kind = self.rng.choice([pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED])
        return self._post(pygame.event.Event(kind, x=size[0], y=size[1], window=None))

    def resize(self, size: tuple[int, int]) -> Posted:
        """The window takes ``size`` (SDL keeps it to the window's minimum) and says so."""

        def act() -> None:
            self._window.size = size

        return self._do(f"window.size = {size}", act)

    # -- plans: a few frames each --------------------------------------------------------------

    def _new_plan(self) -> Iterator[Frame]:
        if self.huge_at and self.count >= self.huge_at[0]:
            self.huge_at.pop(0)
            return self._huge()
        if self.rng.random() < TOUR_SHARE:
            # To what has been seen least: so every kind is reached, whatever the seed.
            least = min(KINDS, key=lambda kind: self.visits[kind])
            return self._tours()[least]()
        plans: list[tuple[float, Callable[[], Iterator[Frame]]]] = [
            (30, self._chaos),
            (14, self._leading_key),
            (14, self._aimed),
            (6, self._wait),
            (3, self._short_round),
            (2, self._settings_tour),
            (1, self._record_tour),
            (2, self._from_the_title),
            (2, self._resizing),
            (1.5, self._focus),
            (1, self._deal_dialog),
        ]
        weights = [weight for weight, _ in plans]
        return self.rng.choices([plan for _, plan in plans], weights)[0]()

    def _tours(self) -> dict[str, Callable[[], Iterator[Frame]]]:
        """A way to each kind of scene, panel and dialog."""
        return {
            "title": self._to_the_title,
            "table": self._to_the_table,
            "settings": self._settings_tour,
            "record": self._record_tour,
            "reset confirm": self._reset_tour,
            "battle log panel": lambda: self._panel_tour(pygame.K_l),
            "rules panel": lambda: self._panel_tour(pygame.K_h),
            "rules": self._rules_tour,
            "deal dialog": self._deal_dialog,
            "round over": self._short_round,
            "menu": self._menu_tour,
        }

    def _chaos(self) -> Iterator[Frame]:
        """A few frames, each with a handful of anything."""
        rng = self.rng
        for _ in range(rng.randrange(1, 5)):
            items: list[Posted] = []
            for _ in range(rng.choice([0, 1, 1, 2, 3, 5, 9])):
                pick = rng.random()
                if pick < 0.35:
                    items.append(self._any_key())
                elif pick < 0.7:
                    items += self._pointer()
                elif pick < 0.8:
                    items += self._any_text()
                elif pick < 0.9:
                    items += self._window_event()
                elif pick < 0.95:
                    items.append(self._size_event(rng.choice(ODD_SIZES + POSTED_ONLY_SIZES)))
                elif rng.random() < 0.5:
                    items.append(self._any_pad())
                else:
                    kind = rng.choice(OTHER_EVENTS)
                    items.append(self._post(pygame.event.Event(kind, window=None)))
            yield self._frame(*items)

    def _leading_key(self) -> Iterator[Frame]:
        yield self._frame(self.key(self.rng.choice(LEADING_KEYS)))

    def _aimed(self) -> Iterator[Frame]:
        """A button of the scene on top pressed: clicked, tapped, or focused and pressed."""
        rng = self.rng
        target = self._a_button()
        if target is None:
            yield self._frame()
            return
        pixel = self._window_pixel(target)
        pick = rng.random()
        if pick < 0.6:
            yield self._frame(*self.click(pixel))
        elif pick < 0.8:
            width, height = (max(1, side) for side in self._size)
            x, y = pixel[0] / width, pixel[1] / height
            yield self._frame(
                self._finger(pygame.FINGERDOWN, 0, x, y), self._finger(pygame.FINGERUP, 0, x, y)
            )
        else:
            tabs = [self.key(pygame.K_TAB) for _ in range(rng.randrange(1, 6))]
            yield self._frame(*tabs, self.key(rng.choice([pygame.K_SPACE, pygame.K_RETURN])))

    def _wait(self) -> Iterator[Frame]:
        """Nothing posted for a while: cards land, rounds end, Round over comes up."""
        yield from self._resume()
        seconds = self.rng.choice([1 / 60, 1 / 60, 0.1, 0.25])
        for _ in range(self.rng.randrange(5, 90)):
            yield Frame([], seconds)

    def _play_out(self) -> Iterator[Frame]:
        """The round on the table played to its end (A, or T again and again) until Round
        over shows, in quick frames: 100 s of game time at most."""
        assert self.app is not None
        app = self.app
        for _ in range(400):
            table = app.scenes.top
            if not isinstance(table, TableScene):
                return
            if table.session.round.is_over and not table.presenter.busy:
                return  # Round over came and went
            if table.running or table.presenter.busy:
                yield Frame([], 0.25)
            else:
                yield self._frame(self.key(self.rng.choice([pygame.K_a, pygame.K_t])), seconds=0.25)

    def _short_round(self) -> Iterator[Frame]:
        """A short deal typed into the deal dialog and played to the end, up to Round over."""
        assert self.app is not None
        app = self.app
        yield from self._open_the_deal_dialog()
        if not isinstance(app.scenes.top, DealScene):
            return
        digits = str(self.rng.choice(self.short_deals))
        if self.rng.random() < 0.3:
            paste = self._do(f"clipboard = {digits!r}", lambda: pygame.scrap.put_text(digits))
            yield self._frame(paste, self.key(pygame.K_v, pygame.KMOD_CTRL))
        else:
            cut = self.rng.randrange(len(digits) + 1)
            yield self._frame(self.text(digits[:cut]), self.text(digits[cut:]))
        yield self._frame(self.key(pygame.K_RETURN))
        if self.rng.random() < 0.4:  # the log or the rules beside the table as it ends
            yield self._frame(self.key(self.rng.choice([pygame.K_l, pygame.K_h])))
        yield from self._play_out()
        if self.rng.random() < 0.3:
            yield from self._record_tour()

    def _resume(self) -> Iterator[Frame]:
        """Focus back, if the storm took it: time must pass for what comes next."""
        assert self.app is not None
        if self.app.paused:
            yield self._frame(self._post(pygame.event.Event(pygame.WINDOWFOCUSGAINED, window=None)))

    def _open_the_deal_dialog(self) -> Iterator[Frame]:
        """The table's deal dialog open (D stops a round playing itself out first)."""
        assert self.app is not None
        app = self.app
        yield from self._resume()
        yield from self._to_the_table()
        for _ in range(3):
            if isinstance(app.scenes.top, DealScene):
                return
            yield self._frame(self.key(pygame.K_d))

    def _to_the_table(self) -> Iterator[Frame]:
        """Esc back to the title, then a new round (at most a few presses)."""
        assert self.app is not None
        app = self.app
        for _ in range(6):
            top = app.scenes.top
            if isinstance(top, TableScene) and top.panel is None:
                return
            if isinstance(top, TitleScene | RoundOverScene):
                yield self._frame(self.key(pygame.K_n))
            else:
                yield self._frame(self.key(pygame.K_ESCAPE))

    def _menu_tour(self) -> Iterator[Frame]:
        """The table's Menu opened (in a window the design's shape, too short for every
        button: the window made so first if need be), then an entry or two pressed."""
        assert self.app is not None
        app = self.app
        yield from self._resume()
        if app.fullscreen:  # a full screen window keeps the desktop's size
            yield self._frame(self.key(pygame.K_F11))
        yield from self._to_the_table()
        table = app.scenes.top
        if isinstance(table, TableScene) and Action.MENU not in table.presenter.layout.buttons:
            yield self._frame(self.resize((1280, 720)))
            for _ in range(20):  # the new size settles: the table laid out in its frame
                yield Frame([], 1 / 60)
        table = app.scenes.top
        if not isinstance(table, TableScene) or table.panel is not None or table.running:
            return
        menu = next((b for b in table.controls.buttons if b.action is Action.MENU), None)
        if menu is None:
            return
        x, y, w, h = menu.rect
        yield self._frame(*self.click(self._window_pixel((x + w / 2, y + h / 2))))
        for _ in range(self.rng.randrange(0, 3)):
            if not isinstance(app.scenes.top, MenuScene):
                return
            yield from self._aimed()

    def _settings_tour(self) -> Iterator[Frame]:
        """The settings opened and a few rows changed, by click, tap or keys."""
        assert self.app is not None
        app = self.app
        yield from self._resume()
        if not isinstance(app.scenes.top, SettingsScene):
            if not isinstance(app.scenes.top, TitleScene | TableScene):
                yield from self._to_the_title()  # O opens the settings from there
            yield self._frame(self.key(pygame.K_o))
        top = app.scenes.top
        if isinstance(top, SettingsScene) and self.rng.random() < 0.5:
            # A row that changes the look: every seed must see more than one look drawn.
            rows = [b for b in top.controls.buttons if b.value in LOOK_ROWS]
            x, y, w, h = self.rng.choice(rows).rect
            yield self._frame(*self.click(self._window_pixel((x + w / 2, y + h / 2))))
        for _ in range(self.rng.randrange(1, 6)):
            if not isinstance(app.scenes.top, SettingsScene):
                return
            yield from self._aimed()
        yield self._frame(self.key(self.rng.choice([pygame.K_ESCAPE, pygame.K_o])))

    def _to_the_title(self) -> Iterator[Frame]:
        """Esc until the title is on top (a few presses at most)."""
        assert self.app is not None
        app = self.app
        for _ in range(6):
            if isinstance(app.scenes.top, TitleScene):
                return
            yield self._frame(self.key(pygame.K_ESCAPE))

    def _from_the_title(self) -> Iterator[Frame]:
        """Back to the title, then one of its keys (Esc there quits: the game starts again)."""
        yield from self._to_the_title()
        keys = [pygame.K_h, pygame.K_h, pygame.K_s, pygame.K_o, pygame.K_n, pygame.K_SPACE]
        yield self._frame(self.key(self.rng.choice([*keys, pygame.K_ESCAPE])))

    def _panel_tour(self, key: int) -> Iterator[Frame]:
        """The log or the rules beside the table, scrolled a little."""
        yield from self._to_the_table()
        yield self._frame(self.key(key))
        for _ in range(self.rng.randrange(0, 4)):
            yield self._frame(*self._pointer())

    def _rules_tour(self) -> Iterator[Frame]:
        """The whole rules, from the title."""
        yield from self._to_the_title()
        yield self._frame(self.key(pygame.K_h))
        for _ in range(self.rng.randrange(0, 4)):
            yield self._frame(*self._pointer())

    def _reset_tour(self) -> Iterator[Frame]:
        """A round played to the end if none is in the record, then Reset record asked."""
        assert self.app is not None
        if not self.app.res.store.record.played:
            yield from self._short_round()
        yield from self._record_tour()

    def _record_tour(self) -> Iterator[Frame]:
        """The record opened (from Round over, or the title), Reset record pressed, and the
        question answered either way."""
        assert self.app is not None
        app = self.app
        if not isinstance(app.scenes.top, RoundOverScene):
            yield from self._to_the_title()
        yield self._frame(self.key(pygame.K_s))
        top = app.scenes.top
        if not isinstance(top, RecordScene):
            return
        reset = next(b for b in top.controls.buttons if b.action is Action.RESET)
        x, y, w, h = reset.rect
        yield self._frame(*self.click(self._window_pixel((x + w / 2, y + h / 2))))
        if isinstance(app.scenes.top, ConfirmScene):
            yield self._frame(self.key(self.rng.choice([pygame.K_y, pygame.K_ESCAPE])))

    def _deal_dialog(self) -> Iterator[Frame]:
        """The deal dialog with odd things typed, pasted and pressed."""
        yield from self._open_the_deal_dialog()
        for _ in range(self.rng.randrange(1, 8)):
            pick = self.rng.random()
            if pick < 0.5:
                yield self._frame(*self._any_text())
            elif pick < 0.8:
                yield from self._aimed()
            else:
                yield self._frame(self._any_key())

    def _resizing(self) -> Iterator[Frame]:
        """The window made an odd size: a drag through several, or one at once."""
        rng = self.rng
        for _ in range(rng.choice([1, 1, 2, 5])):
            size = rng.choice(ODD_SIZES)
            if rng.random() < 0.8:
                yield self._frame(self.resize(size))
            else:
                yield self._frame(self._size_event(size))

    def _huge(self) -> Iterator[Frame]:
        """20000x20000 for a few frames (long enough for its art to be made), then back."""
        assert self.app is not None
        app = self.app
        yield from self._resume()
        if app.fullscreen:  # a full screen window keeps the desktop's size
            yield self._frame(self.key(pygame.K_F11))
        back = app.window.size
        yield self._frame(self.resize(HUGE), seconds=0.25)
        yield self._frame(*self._pointer(), seconds=0.25)
        yield self._frame(self.key(self.rng.choice(LEADING_KEYS)), seconds=1 / 60)
        yield self._frame(self.resize(back))

    def _focus(self) -> Iterator[Frame]:
        """Focus lost or the window minimised (for real, or as an event), then back."""
        rng = self.rng
        if rng.random() < 0.5:
            yield self._frame(self._do("window.minimize()", self._window.minimize))
        else:
            kind = rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN])
            yield self._frame(self._post(pygame.event.Event(kind, window=None)))
        for _ in range(rng.randrange(0, 4)):
            yield from self._chaos()
        if rng.random() < 0.5:
            yield self._frame(self._do("window.restore()", self._window.restore))
        yield self._frame(self._post(pygame.event.Event(rng.choice(RESUMING), window=None)))


# -- what must hold after every frame -----------------------------------------------------------


def check_table(table: TableScene) -> None:
    """52 distinct cards on the table, and at rest exactly the engine's round."""
    presenter = table.presenter
    cards = presenter.shown.cards_in_play()
    counts = [presenter.pile_count(side) for side in Side]
    # The cards each pile is drawn with: its count, less those lifted off it for show.
    heights = [presenter.pile_height(side) for side in Side]
    sprites = [sprite.card for sprite in presenter.sprites]
    assert min(counts) >= 0, f"a pile shows a negative count: {counts}"
    assert min(heights) >= 0, f"a pile is drawn with fewer than no cards: {heights}"
    assert len(set(sprites)) == len(sprites), "a card is drawn twice in flight"
    if cards:
        assert len(cards) == 52 and set(cards) == FULL_DECK, "the table lost or doubled a card"
        assert sum(heights) + len(sprites) == 52, f"{heights} on the piles, {len(sprites)} off"
    else:  # being dealt: the deck is flying out (or, without travel, fading in)
        assert presenter.busy, "an empty table with nothing moving"
        dealt = 52 if presenter.motion.travel else 0
        assert sum(counts) + len(sprites) == dealt, f"{counts} dealt, {len(sprites)} flying"
    if not presenter.busy:
        assert_shown_matches_engine(presenter, table.session.round)
        if table.session.round.outcome is None and table.res.store.writable:
            # What is saved is what is shown: quitting now would lose nothing.
            assert table.res.store.saved_round == presenter.shown.position(), "saved != shown"


class Ended:
    """The last round Round over was shown for (its table beneath it)."""

    round: Round | None = None


def check_frame(app: App, ended: Ended) -> None:
    scenes = app.scenes.scenes
    assert isinstance(scenes[0], TitleScene), "the title is no longer at the bottom"
    tables = [scene for scene in scenes if isinstance(scene, TableScene)]
    assert len(tables) <= 1, "two tables in the scene stack"
    for table in tables:
        check_table(table)
    top = app.scenes.top
    if isinstance(top, RoundOverScene):
        ended.round = tables[0].session.round
    elif (
        isinstance(top, TableScene) and top.session.round is ended.round and not top.presenter.busy
    ):
        raise AssertionError("Round over went, leaving its finished round on the table")


def kinds_shown(app: App) -> list[str]:
    top = app.scenes.top
    kinds = [SCENE_KINDS[type(top)]]
    if isinstance(top, TableScene) and top.panel is not None:
        kinds.append("battle log panel" if isinstance(top.panel, LogPanel) else "rules panel")
        assert isinstance(top.panel, LogPanel | RulesPanel)
    return kinds


# -- running it ---------------------------------------------------------------------------------


@dataclass
class Outcome:
    frames: int = 0
    starts: int = 0  # the game started (again, after the storm quit it)
    visits: Counter[str] = field(default_factory=Counter)
    looks: set[Look] = field(default_factory=set)  # as drawn
    sizes: set[tuple[int, int]] = field(default_factory=set)  # the screens drawn at


def run_storm(seed: int, data_dir: Path, events: int = EVENTS_PER_SEED) -> Outcome:
    """Play one seed's storm through the loop; raise AssertionError naming the seed and the
    event at the first frame that goes wrong."""
    settings = LOOKS[seed % len(LOOKS)]
    data_dir.mkdir(parents=True)
    write_json(data_dir / SETTINGS_FILE, to_json(settings))
    storm = Storm(seed, events)
    outcome = Outcome(visits=storm.visits)
    deals = random.Random(f"deals-{seed}")  # new rounds' deals, the same each replay
    clock = FakeClock()
    last: deque[Posted] = deque(maxlen=LAST_EVENTS_SHOWN)
    ended = Ended()
    limit = events * MOST_FRAMES_PER_EVENT
    app: App | None = None

    def where() -> str:
        shown = "\n".join(f"  {each.index}: {each.what}" for each in last)
        replay = f"WAR_STORM_SEED={seed}" + (" WAR_STORM=long" if LONG else "")
        event = last[-1].index if last else 0
        return (
            f"seed={seed} event={event} frame={outcome.frames} ({settings})\n"
            f"last events posted:\n{shown}\n"
            f"replay: {replay} .venv/bin/python -m pytest tests/window/test_storm.py"
        )

    async def sleep(_seconds: float) -> None:
        assert app is not None
        outcome.frames += 1
        check_frame(app, ended)
        outcome.visits.update(kinds_shown(app))
        outcome.looks.add(app.screen.look)
        outcome.sizes.add(app.screen.size)
        if storm.done or outcome.frames >= limit:
            app.running = False
            return
        frame = storm.next_frame()
        for item in frame.items:
            last.append(item)
            if item.event is not None:
                pygame.event.post(item.event)
            elif item.act is not None:
                item.act()
        clock.advance(frame.seconds)

    try:
        while not storm.done and outcome.frames < limit:
            app = App(data_dir=data_dir, size=(1280, 720), deals=lambda: deals.randrange(1_000_000))
            pygame.event.clear()
            storm.app = app
            outcome.starts += 1
            try:
                asyncio.run(
                    run_loop(
                        app, clock=clock, sleep=sleep, max_frames=max(1, limit - outcome.frames)
                    )
                )
                check_frame(app, ended)
            finally:
                app.close()
                pygame.event.clear()
    except Exception as error:
        raise AssertionError(f"{where()}\n{type(error).__name__}: {error}") from error
    assert storm.done, f"seed={seed}: the storm ran out of frames ({outcome.frames})"
    return outcome


@pytest.mark.slow
@pytest.mark.timeout(STORM_TIMEOUT_SECONDS * len(SEEDS))
def test_an_input_storm_keeps_every_scene_whole_and_visits_them_all(tmp_path):
    for seed in SEEDS:
        outcome = run_storm(seed, tmp_path / f"seed-{seed}")
        missing = [kind for kind in KINDS if not outcome.visits[kind]]
        assert not missing, f"seed={seed}: the storm never showed {missing}: {outcome.visits}"
        assert len(outcome.looks) > 1, f"seed={seed}: no look was changed in the settings"
        assert HUGE in outcome.sizes, f"seed={seed}: never drawn at {HUGE}"
