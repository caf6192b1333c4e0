"""The table: one round of War played battle by battle, with its buttons and readouts.

Input while cards move is never lost and never applied twice. Each case, by design:
- Turn cards while animating: the queued animation lands at once, then the next battle
  is played and animated.
- Play 10 battles while animating: the same, then ten battles at the fast pace.
- Turn cards during a Play 10 run: the rest of the run lands at once, then one battle.
- New round at any time: the table is cleared and a fresh deal is animated.
- Rules at any time: the overlay opens and the table is frozen until it closes.
- Turn cards or Play 10 once the round is over: ignored (Round over is showing, or
  about to show when the last animation lands).
"""

from __future__ import annotations

import random

import pygame

from war.core.engine import BATTLE_LIMIT, Round
from war.core.events import Side
from war.window.drawing import palette
from war.window.drawing.widgets import Button, ButtonRow
from war.window.input import Action, Input
from war.window.layout import HUD_CENTRE_X, button_rect, pile_hit_rect
from war.window.presenter import FAST_PACE, Presenter
from war.window.resources import Resources
from war.window.scene import BaseScene, Push, Replace, Transition

PLAY_TEN_BATTLES = 10


def random_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


class TableScene(BaseScene):
    def __init__(self, res: Resources, seed: int | None = None) -> None:
        self.res = res
        self.presenter = Presenter()
        playing = self._can_play
        self.buttons = ButtonRow(
            [
                Button("Turn cards", Action.TURN, pygame.Rect(button_rect(0)), playing),
                Button("Play 10 battles", Action.PLAY_TEN, pygame.Rect(button_rect(1)), playing),
                Button("New round", Action.NEW_ROUND, pygame.Rect(button_rect(2))),
                Button("Rules", Action.HELP, pygame.Rect(button_rect(3))),
                Button("Title", Action.BACK, pygame.Rect(button_rect(4))),
            ]
        )
        # Your own pile works as an unlabelled Turn cards button (press and release on it).
        self.pile = Button("", Action.TURN, pygame.Rect(pile_hit_rect(Side.PLAYER)), playing)
        self.new_round(seed)

    # -- the scene protocol ----------------------------------------------------------------

    def handle(self, action: Input) -> Transition | None:
        if not isinstance(action, Action):
            action = self._pointer(action)
            if action is None:
                return None
        if action is Action.TURN:
            self.play(1)
        elif action is Action.PLAY_TEN:
            self.play(PLAY_TEN_BATTLES)
        elif action is Action.NEW_ROUND:
            self.new_round()
        elif action is Action.HELP:
            from war.window.scenes.rules import RulesScene

            return Push(RulesScene(self.res))
        elif action is Action.BACK:
            from war.window.scenes.title import TitleScene  # the title leads back here: import late

            return Replace(TitleScene(self.res))
        return None

    def update(self, dt: float) -> Transition | None:
        self.presenter.update(dt)
        if self._round_over_due() and not self.presenter.busy:
            self._round_over_shown = True
            from war.window.scenes.round_over import RoundOverScene

            return Push(RoundOverScene(self.res, self))
        return None

    def animating(self) -> bool:
        # A round that has ended but not yet shown Round over is about to change too.
        return self.presenter.busy or self._round_over_due()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(self.res.felt, (0, 0))
        self._draw_header(surface)
        self.res.painter.draw_table(surface, self.presenter, alpha)
        self.buttons.draw(surface, self.res.text)

    # -- playing ---------------------------------------------------------------------------

    def play(self, battles: int) -> None:
        """Land whatever is moving, then play up to ``battles`` battles and animate them."""
        self.presenter.finish()
        if self.round.is_over:
            return
        pace = FAST_PACE if battles > 1 else 1.0
        for _ in range(battles):
            self.presenter.show_battle(self.round.play_battle(), pace)
            if self.round.is_over:
                break

    def new_round(self, seed: int | None = None) -> None:
        self.round = Round.from_seed(random_seed() if seed is None else seed)
        self._round_over_shown = False
        self.presenter.show_deal(self.round.dealt())

    def _can_play(self) -> bool:
        return not self.round.is_over

    def _round_over_due(self) -> bool:
        return self.round.is_over and not self._round_over_shown

    def _pointer(self, event: Input) -> Action | None:
        fired = self.buttons.handle(event)
        on_pile = self.pile.handle(event)
        return fired or on_pile

    def _draw_header(self, surface: pygame.Surface) -> None:
        text = self.res.text
        shown = self.presenter.shown
        text.draw(
            surface,
            f"Battle {shown.battle} / {BATTLE_LIMIT}",
            30,
            (HUD_CENTRE_X, 70),
            bold=True,
            anchor="center",
        )
        wars = "war" if shown.wars == 1 else "wars"
        text.draw(
            surface,
            f"{shown.wars} {wars} so far",
            20,
            (HUD_CENTRE_X, 108),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        seed = self.round.seed
        text.draw(
            surface,
            f"Deal #{seed}",
            20,
            (HUD_CENTRE_X, 150),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        text.draw(
            surface,
            f"replay: python main.py --seed {seed}",
            14,
            (HUD_CENTRE_X, 176),
            anchor="center",
            color=palette.TEXT_DIM,
            shadow=False,
        )
