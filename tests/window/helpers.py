"""Helpers for the game-window tests: events as pygame makes them, the presenter's state,
a screen that records the text it draws, and stand-ins for the sound."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import pygame

from tests.helpers import run_until
from war.core.engine import Round
from war.core.events import Side
from war.window.app.loop import STEP_SECONDS
from war.window.audio.cues import Cue
from war.window.drawing.screen import Screen
from war.window.layout.frame import DESIGN, Frame
from war.window.layout.letterbox import Letterbox
from war.window.scenes.scene import Push, Scene
from war.window.scenes.stack import SceneStack
from war.window.scenes.table import TableScene
from war.window.scenes.title import TitleScene
from war.window.table.presenter import Presenter


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


def land_the_end(stack: SceneStack, table: TableScene) -> None:
    """What is moving on ``table`` (the top scene) lands, and the moment that closes the
    round, if it has ended, begins and lands too: Round over is then on top."""
    for _ in range(2):  # the last battle, then the round's end
        table.presenter.finish()
        stack.update(0.0)


def stacked(*scenes: Scene, frame: Frame = DESIGN) -> SceneStack:
    """The scenes as the game stacks them in a window of ``frame``: each pushed over the one
    before, so each was fitted to the frame and shown (entered) on its way to where it lies."""
    stack = SceneStack(scenes[0], frame=frame)
    for scene in scenes[1:]:
        stack.apply(Push(scene))
    return stack


def window_point(
    window_size: tuple[int, int], logical_point: tuple[float, float]
) -> tuple[int, int]:
    """The window pixel showing the point of the window's frame (the pixel whose area
    holds it)."""
    box = Letterbox(window_size)
    left, top, width, height = box.rect
    (frame_w, frame_h), (x, y) = box.logical_size, logical_point
    return int(left + x * width / frame_w), int(top + y * height / frame_h)


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
        pygame.event.Event(pygame.FINGERDOWN, finger, x=x, y=y),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
        pygame.event.Event(pygame.FINGERUP, finger, x=x, y=y),
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


class DrawnText(NamedTuple):
    """A text as drawn: its words, where its image went (window pixels), and the image;
    ``asked``, the words the scene asked for, before any were cut to fit (None for a text
    of a typeset block, which is laid out whole)."""

    words: str
    rect: pygame.Rect
    image: pygame.Surface
    asked: str | None = None

    @property
    def ink(self) -> pygame.Rect:
        """The window pixels the letters actually cover."""
        return self.image.get_bounding_rect().move(self.rect.topleft)


class RecordingScreen(Screen):
    """A Screen that keeps, in ``text_drawn``, every text it has drawn since ``clear``
    and where: the tests' way to see the words on the screen and check that they fit.

    A text in a typeset block (the rules) counts only if it lies whole inside the clip it
    was drawn under: one cut by the edge of a scrolled view cannot be read.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.text_drawn: list[DrawnText] = []
        self._asked: str | None = None

    def clear(self) -> None:
        super().clear()
        self.text_drawn.clear()

    def text(self, words: str, *args: Any, **kwargs: Any) -> pygame.Rect | None:
        self._asked = words
        try:
            return super().text(words, *args, **kwargs)
        finally:
            self._asked = None

    def put_text(self, words: str, image: pygame.Surface, rect: pygame.Rect) -> None:
        super().put_text(words, image, rect)
        self.text_drawn.append(DrawnText(words, rect, image, self._asked))

    def put_image(
        self, image: pygame.Surface, rect: pygame.Rect, texts: Sequence[tuple[str, pygame.Rect]]
    ) -> None:
        super().put_image(image, rect, texts)
        clip = self.target.get_clip()
        for words, where in texts:
            at = where.move(rect.topleft)
            if clip.contains(at):
                self.text_drawn.append(DrawnText(words, at, image.subsurface(where)))


def play_the_days_deal(res: Any, day: Any) -> SceneStack:
    """``day``'s deal of the day played on the table to its end (Round over on top), as
    the title's Deal of the day starts it on ``day``."""
    res.today = lambda: day
    table = TableScene(res, daily=True)
    stack = stacked(TitleScene(res), table)
    table.moves.play(table.session.round.battle_limit or 10_000)
    land_the_end(stack, table)
    return stack
