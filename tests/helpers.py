"""Shared helpers for the game-window tests: fake time, bounded waits, seeds, events."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator

import pygame

from war.core.cards import shuffled_deck
from war.core.engine import Round, play_fast
from war.core.events import CardLaidFaceDown, Reason, Side, WarDeclared
from war.window.app.loop import STEP_SECONDS
from war.window.audio.cues import Cue
from war.window.layout import LOGICAL_SIZE, Letterbox
from war.window.scenes.scene import Push, Scene
from war.window.scenes.stack import SceneStack
from war.window.table.presenter import Presenter

SHORT_ROUND_BATTLES = 30
WAIT_LIMIT_SECONDS = 120.0  # of game time: far past any animation, so a hang fails fast


def run_until(
    update: Callable[[float], object],
    done: Callable[[], bool],
    *,
    dt: float = STEP_SECONDS,
    limit: float = WAIT_LIMIT_SECONDS,
) -> float:
    """Call ``update(dt)`` until ``done()``; return the game time it took.

    Fails after ``limit`` seconds of game time, so a regression fails instead of hanging.
    """
    elapsed = 0.0
    while not done():
        if elapsed > limit:
            raise AssertionError(f"still waiting after {limit:.0f} s of game time")
        update(dt)
        elapsed += dt
    return elapsed


def steps_while(going: Callable[[], bool], limit: int = 100_000) -> Iterator[int]:
    """Count steps while ``going()`` holds: ``for step in steps_while(...)`` is a bounded
    ``while``, failing after ``limit`` steps so a regression fails instead of hanging."""
    for step in range(limit):
        if not going():
            return
        yield step
    raise AssertionError(f"still going after {limit} steps")


def run_until_idle(presenter: Presenter, dt: float = STEP_SECONDS) -> float:
    """Play the presenter's queued animation to its end in steps of ``dt``."""
    return run_until(presenter.update, lambda: not presenter.busy, dt=dt)


def play_through_checking_shown(presenter: Presenter, round_: Round, battles: int) -> None:
    """Deal ``round_`` and play up to ``battles`` of its battles, each played through
    updates to idle; after each, what is shown must be the engine's state."""
    presenter.show_deal(round_.dealt())
    run_until_idle(presenter)
    assert_shown_matches_engine(presenter, round_)
    for _ in range(battles):
        if round_.is_over:
            return
        presenter.show_battle(round_.play_battle())
        run_until_idle(presenter)
        assert_shown_matches_engine(presenter, round_)
        assert presenter.sprites == [] and presenter.banner.opacity == 0.0


def stacked(*scenes: Scene) -> SceneStack:
    """The scenes as the game stacks them: each pushed over the one before, so each was
    shown (entered) on its way to where it lies."""
    stack = SceneStack(scenes[0])
    for scene in scenes[1:]:
        stack.apply(Push(scene))
    return stack


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def fake_sleep(clock: FakeClock, frame_seconds: float, on_frame=None):
    """An async sleep for run_loop that advances ``clock`` one frame, whatever it is asked.

    ``on_frame(n)`` runs after frame ``n`` (0-based) is drawn; it may post events.
    The list of requested sleep durations is kept on the function as ``.calls``.
    """
    calls: list[float] = []

    async def sleep(seconds: float) -> None:
        calls.append(seconds)
        if on_frame is not None:
            on_frame(len(calls) - 1)
        clock.advance(frame_seconds)

    sleep.calls = calls  # type: ignore[attr-defined]
    return sleep


@functools.cache
def short_seed(
    max_battles: int = SHORT_ROUND_BATTLES, start: int = 6000, reason: Reason | None = None
) -> int:
    """The first seed from ``start`` whose round ends within ``max_battles`` battles."""
    for seed in range(start, start + 5000):
        outcome = play_fast(shuffled_deck(seed))
        if outcome.battles <= max_battles and reason in (None, outcome.reason):
            return seed
    raise AssertionError("no short round found")


@functools.cache
def war_seed(depth: int = 1) -> int:
    """The first seed whose first battle has a war of at least ``depth`` and no short end."""
    for seed in range(5000):
        events = Round.from_seed(seed).play_battle()
        wars = [e for e in events if isinstance(e, WarDeclared)]
        laid = [e for e in events if isinstance(e, CardLaidFaceDown)]
        if len(wars) >= depth and len(laid) == 2 * len(wars):
            return seed
    raise AssertionError("no war found")


def window_point(
    window_size: tuple[int, int], logical_point: tuple[float, float]
) -> tuple[int, int]:
    """The window pixel showing the logical point (the pixel whose area holds it)."""
    left, top, width, height = Letterbox(window_size).rect
    x, y = logical_point
    return int(left + x * width / LOGICAL_SIZE[0]), int(top + y * height / LOGICAL_SIZE[1])


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False),
    ]


def tap_events(window_size: tuple[int, int], pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A finger's tap at window pixel ``pos``, with the mouse events SDL makes from it."""
    x, y = pos[0] / window_size[0], pos[1] / window_size[1]
    finger = {"touch_id": 1, "finger_id": 0, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    return [
        pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, **finger),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
        pygame.event.Event(pygame.FINGERUP, x=x, y=y, **finger),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
    ]


def key_event(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def sprite_state(presenter: Presenter) -> list[tuple]:
    return [(s.card, s.side, s.x, s.y, s.flip, s.glow) for s in presenter.sprites]


def shown_state(presenter: Presenter) -> tuple:
    shown = presenter.shown
    return (
        tuple(shown.player_pile),
        tuple(shown.computer_pile),
        tuple(shown.table),
        shown.battle,
        shown.wars,
        presenter.status,
        presenter.banner.opacity,
        presenter.banner.scale,
    )


def assert_shown_matches_engine(presenter: Presenter, round_: Round) -> None:
    """Idle table: what the player sees is exactly the engine's state."""
    shown = presenter.shown
    assert not presenter.busy
    assert tuple(shown.player_pile) == round_.player_pile
    assert tuple(shown.computer_pile) == round_.computer_pile
    assert shown.battle == round_.battles
    assert shown.wars == round_.wars
    assert shown.table == []
    assert presenter.sprites == []
    assert shown.count(Side.PLAYER) + shown.count(Side.COMPUTER) == 52
    # The counts the painter writes under the piles, not only the piles behind them.
    assert presenter.pile_count(Side.PLAYER) == len(round_.player_pile)
    assert presenter.pile_count(Side.COMPUTER) == len(round_.computer_pile)


class HeardSound:
    """Stands in for the game's Sound: keeps what it was asked to play, and its levels."""

    available = True

    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []
        self.muted = False
        self.volume = 100
        self.closed = False

    @property
    def cues(self) -> list[Cue]:
        return [cue for cue, _ in self.played]

    def play(self, cue: Cue, pace: float = 1.0) -> None:
        self.played.append((cue, pace))

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def set_volume(self, percent: int) -> None:
        self.volume = percent

    def close(self) -> None:
        self.closed = True
