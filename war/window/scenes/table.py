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

The buttons follow what is shown, never the engine: they stay live until the last
battle's cards have landed, so they never give the ending away.

What is shown is also what is saved: the deal as soon as it is made, then the table each
time a battle's cards have landed, so quitting by any means loses at most the battle still
moving. When the round's end has been shown, it goes into the lifetime record.

How the cards move follows the Speed and Reduced motion settings, read as each battle or
deal is queued; the sounds come as each moment is shown, and the round's end has its own.
"""

from __future__ import annotations

import random

from war.core.engine import BATTLE_LIMIT, Round, replay
from war.core.events import BattleWon, Side, Winner
from war.core.position import Position
from war.core.tableau import Tableau
from war.window.controls import Area, Button, Controls
from war.window.cues import Cue
from war.window.drawing import palette
from war.window.drawing.painter import draw_table
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls
from war.window.input import Action
from war.window.layout import (
    BATTLE_COUNTER_SIZE,
    BATTLE_COUNTER_Y,
    DEAL_SIZE,
    DEAL_Y,
    HUD_CENTRE_X,
    HUD_SPAN,
    REPLAY_HINT_MIN_SIZE,
    REPLAY_HINT_SIZE,
    REPLAY_HINT_Y,
    WARS_SIZE,
    WARS_Y,
    button_rect,
    pile_hit_rect,
)
from war.window.motion import motion_for
from war.window.presenter import FAST_PACE, Presenter
from war.window.resources import Resources
from war.window.scene import BaseScene, Pop, Push, Transition
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.rules import RulesScene
from war.window.scenes.settings import SettingsScene
from war.window.wording import battle_counter, deal_name, replay_hint, wars_so_far

PLAY_TEN_BATTLES = 10
ENDING_CUES = {Winner.PLAYER: Cue.WON, Winner.COMPUTER: Cue.LOST, Winner.DRAW: Cue.DRAWN}


def random_seed() -> int:
    return random.SystemRandom().randrange(1_000_000)


def last_winner(position: Position) -> Side | None:
    """Who won the battle before ``position``, as its deal played it."""
    if position.seed is None:
        return None
    _, last = replay(position.seed, position.battles)
    return next((event.winner for event in last if isinstance(event, BattleWon)), None)


class TableScene(BaseScene):
    def __init__(
        self, res: Resources, seed: int | None = None, resume: Position | None = None
    ) -> None:
        """A new round (of deal ``seed``, or a random one), or the saved one ``resume``."""
        self.res = res
        self.presenter = Presenter(on_settled=self._settled, on_cue=self._sound)
        self._unsaved: Position | None = None
        playing = self._can_play
        super().__init__(
            Controls(
                [
                    Button(Action.TURN, button_rect(0), playing, label="Turn cards"),
                    Button(Action.PLAY_TEN, button_rect(1), playing, label="Play 10 battles"),
                    Button(Action.NEW_ROUND, button_rect(2), label="New round"),
                    Button(Action.HELP, button_rect(3), label="Rules"),
                    Button(Action.SETTINGS, button_rect(4), label="Settings"),
                    Button(Action.BACK, button_rect(5), label="Title"),
                ],
                # Your own pile works as an unlabelled Turn cards button.
                areas=[Area(Action.TURN, pile_hit_rect(Side.PLAYER), playing)],
            )
        )
        if resume is None:
            self._deal(seed)
        else:
            self.round = Round.resume(resume)
            self._end_counted = False
            self.presenter.show_position(resume, last_winner(resume))

    # -- the scene protocol ----------------------------------------------------------------

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.TURN:
                self.play(1)
            case Action.PLAY_TEN:
                self.play(PLAY_TEN_BATTLES)
            case Action.NEW_ROUND:
                self.new_round()
            case Action.HELP:
                return Push(RulesScene(self.res))
            case Action.SETTINGS:
                return Push(SettingsScene(self.res))
            case Action.BACK:
                return Pop()  # the title lies beneath
        return None

    def update(self, dt: float) -> Transition | None:
        self.presenter.update(dt)
        self._save()
        outcome = self.round.outcome
        if outcome is not None and self._end_uncounted() and not self.presenter.busy:
            self._record_round()
            self._sound(ENDING_CUES[outcome.winner])
            return Push(RoundOverScene(self.res, outcome))
        return None

    def _record_round(self) -> None:
        """The round has ended: into the record with it, once."""
        assert self.round.outcome is not None
        self._end_counted = True
        self.res.store.finish_round(self.round.outcome, self.round.seed)

    def animating(self) -> bool:
        # A round that has ended but not yet shown Round over is about to change too.
        return self.presenter.busy or self._end_uncounted()

    def draw(self, screen: Screen, alpha: float) -> None:
        self._draw_header(screen)
        draw_table(screen, self.presenter, alpha)
        draw_controls(screen, self.controls)

    # -- playing ---------------------------------------------------------------------------

    def play(self, battles: int) -> None:
        """Land whatever is moving, then play up to ``battles`` battles and animate them."""
        self.presenter.finish()
        self._save()
        if self.round.is_over:
            return
        self.presenter.motion = motion_for(self.res.store.settings)
        pace = FAST_PACE if battles > 1 else 1.0
        for _ in range(battles):
            self.presenter.show_battle(self.round.play_battle(), pace)
            if self.round.is_over:
                break

    def new_round(self, seed: int | None = None) -> None:
        """Deal again; a round that ended while its last cards were moving is counted first."""
        if self._end_uncounted():
            self._record_round()
        self._deal(seed)

    def _deal(self, seed: int | None) -> None:
        self.round = Round.from_seed(random_seed() if seed is None else seed)
        self._end_counted = False
        self._unsaved = None
        self.res.store.save_round(self.round.position())  # it replaces any round saved
        self.presenter.motion = motion_for(self.res.store.settings)
        self.presenter.show_deal(self.round.dealt())

    def _sound(self, cue: Cue, pace: float = 1.0) -> None:
        self.res.sound.play(cue, pace)

    def _settled(self, shown: Tableau) -> None:
        """A deal or a battle has landed: what the table shows is the round to resume."""
        position = shown.position()
        if position.is_live(self.round.battle_limit):
            self._unsaved = position  # written once the frame's animation is done

    def _save(self) -> None:
        if self._unsaved is not None and self._unsaved != self.res.store.saved_round:
            self.res.store.save_round(self._unsaved)
        self._unsaved = None

    def _can_play(self) -> bool:
        # What the player has seen: the round's end is shown when its last cards land.
        return self.presenter.shown.over is None

    def _end_uncounted(self) -> bool:
        return self.round.is_over and not self._end_counted

    def _draw_header(self, screen: Screen) -> None:
        shown = self.presenter.shown
        centre, width = hud_column(screen)
        screen.text(
            battle_counter(shown.battle),
            BATTLE_COUNTER_SIZE,
            (centre, BATTLE_COUNTER_Y),
            bold=True,
            anchor="center",
            span=HUD_SPAN,
        )
        screen.text(
            wars_so_far(shown.wars),
            WARS_SIZE,
            (centre, WARS_Y),
            anchor="center",
            color=palette.TEXT_DIM,
        )
        seed = self.round.seed
        screen.text(
            deal_name(seed),
            DEAL_SIZE,
            (centre, DEAL_Y),
            anchor="center",
            color=palette.TEXT_DIM,
            max_width=width,
        )
        screen.text(
            replay_hint(seed),
            REPLAY_HINT_SIZE,
            (centre, REPLAY_HINT_Y),
            anchor="center",
            color=palette.TEXT_DIM,
            shadow=False,
            max_width=width,
            shrink_to=REPLAY_HINT_MIN_SIZE,  # a command cut in the middle is no use
            optional=True,
        )


def hud_column(screen: Screen) -> tuple[float, float]:
    """Where the lines above the buttons are centred, and how wide they may be: over the
    buttons, unless the widest battle counter would then pass the HUD's right edge (large
    text); then as far left as it needs. The same at every battle, so the counter never
    shifts as it counts."""
    widest = screen.text_width(battle_counter(BATTLE_LIMIT), BATTLE_COUNTER_SIZE, bold=True)
    centre = min(HUD_CENTRE_X, HUD_SPAN[1] - widest / 2)
    return centre, 2 * (HUD_SPAN[1] - centre)
