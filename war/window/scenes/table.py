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
from collections import deque
from dataclasses import replace

from war.core.engine import BATTLE_LIMIT, Round, replay
from war.core.events import BattleWon, Event, Side, Winner
from war.core.position import Position
from war.core.tableau import Tableau
from war.store.settings import Speed
from war.window.audio.cues import Cue
from war.window.battle_log import BattleLog
from war.window.drawing import palette
from war.window.drawing.painter import draw_table
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls
from war.window.input.actions import Action, DealChosen, Input, PointerDown
from war.window.layout import (
    BATTLE_COUNTER_SIZE,
    BATTLE_COUNTER_Y,
    DEAL_BUTTON,
    HUD_CENTRE_X,
    HUD_SPAN,
    REPLAY_HINT_MIN_SIZE,
    REPLAY_HINT_SIZE,
    REPLAY_HINT_Y,
    SIDE_CLOSE,
    SIDE_HINT,
    SIDE_HINT_MIN_SIZE,
    SIDE_HINT_WIDTH,
    SIDE_TURN,
    STATUS_SPAN_BESIDE,
    TABLE_SIDE,
    WARS_SIZE,
    WARS_Y,
    button_rect,
    pile_hit_rect,
)
from war.window.resources import Resources
from war.window.scenes.deal import DealScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.scenes.settings import SettingsScene
from war.window.table.motion import motion_for
from war.window.table.presenter import FAST_PACE, Presenter
from war.window.ui.controls import Area, Button, Controls
from war.window.ui.panels import LogPanel, RulesPanel, SidePanel
from war.window.wording import battle_counter, deal_name, replay_hint, wars_so_far

PLAY_TEN_BATTLES = 10
TO_THE_END = "Play to the end"
BESIDE_HINT = "Space, or click the table"
STOP = "Stop"  # the same button while a round plays itself out
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
        self.running = False  # playing to the end of the round
        playing = self._can_play
        self._column = Controls(
            [
                Button(Action.TURN, button_rect(0), playing, label="Turn cards"),
                Button(Action.PLAY_TEN, button_rect(1), playing, label="Play 10 battles"),
                Button(Action.PLAY_TO_END, button_rect(2), playing, label=TO_THE_END),
                Button(
                    Action.REPLAY_BATTLE, button_rect(3), self._can_replay, label="Replay battle"
                ),
                Button(Action.LOG, button_rect(4), label="Battle log"),
                Button(Action.HELP, button_rect(5), label="Rules"),
                Button(Action.NEW_ROUND, button_rect(6), label="New round"),
                Button(Action.SETTINGS, button_rect(7), label="Settings"),
                Button(Action.BACK, button_rect(8), label="Title"),
                # The deal's number, above: pressed, it asks for another deal to play.
                Button(Action.CHOOSE_DEAL, DEAL_BUTTON),
            ],
            # Your own pile works as an unlabelled Turn cards button.
            areas=[Area(Action.TURN, pile_hit_rect(Side.PLAYER), playing)],
        )
        # With a panel beside the table: its own Turn cards and Close, and a click anywhere
        # on the table's side turns cards too.
        self._beside = Controls(
            [
                Button(Action.TURN, SIDE_TURN, playing, label="Turn cards"),
                Button(Action.BACK, SIDE_CLOSE, label="Close"),
            ],
            areas=[Area(Action.TURN, TABLE_SIDE, playing)],
        )
        super().__init__(self._column)
        self.panel: SidePanel | None = None
        self._log_panel: LogPanel | None = None  # kept while hidden: it keeps its place
        self._rules_panel: RulesPanel | None = None
        self.log = BattleLog()
        self._unlogged: deque[list[Event]] = deque()  # battles played, not yet shown landed
        if resume is None:
            self._deal(seed)
        else:
            self.round = Round.resume(resume)
            self._deal_button.label = deal_name(self.round.seed)
            self._end_counted = False
            self.presenter.show_position(resume, last_winner(resume))
            if resume.seed is not None:
                self.log = BattleLog.of_deal(resume.seed, resume.battles)

    # -- the scene protocol ----------------------------------------------------------------

    def handle(self, event: Input) -> Transition | None:
        if self.running and isinstance(event, Action | PointerDown):
            self.stop()  # any key, click or tap: the battle in motion lands, then no more
            return None
        if isinstance(event, DealChosen):
            self.new_round(event.seed)  # from the deal dialog
            return None
        return super().handle(event)

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.TURN:
                self.play(1)
            case Action.PLAY_TEN:
                self.play(PLAY_TEN_BATTLES)
            case Action.PLAY_TO_END:
                self.play_to_the_end()
            case Action.REPLAY_BATTLE:
                self.replay_battle()
            case Action.NEW_ROUND:
                self.new_round()
            case Action.SAME_DEAL:
                self.new_round(self.round.seed)
            case Action.CHOOSE_DEAL:
                return Push(DealScene(self.res, self.round.seed))
            case Action.LOG:
                self._toggle(self._log_panel_now())
            case Action.HELP:
                self._toggle(self._rules_panel_now())
            case Action.SETTINGS:
                return Push(SettingsScene(self.res))
            case Action.BACK if self.panel is not None and not self._round_over_shown():
                self._show(None)  # Esc closes the panel (Round over's Title leaves, below)
            case Action.BACK:
                return Pop()  # the title lies beneath
            case _ if self.panel is not None:
                self.panel.act(action)  # the scrolling keys
        return None

    def point(self, event: Input) -> Transition | None:
        if self.panel is not None:
            self.panel.point(event)
        return None

    @property
    def scrolls(self) -> bool:  # type: ignore[override]
        """Up and Down scroll the panel beside the table while one is open."""
        return self.panel is not None

    def update(self, dt: float) -> Transition | None:
        self.presenter.update(dt)
        self._save()
        self._log_landed()
        if self.running:
            self._run_on()
        if self.panel is not None:
            self.panel.update(dt)
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
        moving = self.panel is not None and self.panel.scroller.moving
        return self.presenter.busy or self.running or moving or self._end_uncounted()

    def exit(self) -> None:
        super().exit()
        if self.panel is not None:
            self.panel.scroller.release()

    def draw(self, screen: Screen, alpha: float) -> None:
        if self.panel is None:
            self._draw_header(screen)
            draw_table(screen, self.presenter, alpha)
        else:
            draw_table(screen, self.presenter, alpha, STATUS_SPAN_BESIDE)
            self.panel.draw(screen)
            x, y, size = SIDE_HINT
            screen.text(
                BESIDE_HINT,
                size,
                (x, y),
                anchor="midleft",
                color=palette.TEXT_DIM,
                shadow=False,
                max_width=SIDE_HINT_WIDTH,
                shrink_to=SIDE_HINT_MIN_SIZE,
                optional=True,
            )
        draw_controls(screen, self.controls)

    # -- beside the table --------------------------------------------------------------------

    def _toggle(self, panel: SidePanel) -> None:
        self._show(None if self.panel is panel else panel)

    def _show(self, panel: SidePanel | None) -> None:
        """Show ``panel`` beside the table (or none): the buttons change with it."""
        if self.panel is not None:
            self.panel.scroller.release()
        self.panel = panel
        if panel is not None:
            panel.refresh()
        self.controls.release()
        self.controls = self._column if panel is None else self._beside

    def _log_panel_now(self) -> LogPanel:
        if self._log_panel is None:
            self._log_panel = LogPanel(self.res, self.log)
        self._log_panel.log = self.log
        return self._log_panel

    def _rules_panel_now(self) -> RulesPanel:
        if self._rules_panel is None:
            self._rules_panel = RulesPanel(self.res)
        return self._rules_panel

    def _log_landed(self) -> None:
        """Into the log with each battle whose cards have landed (what the table shows)."""
        shown = self.presenter.shown
        while self._unlogged:
            battle = self._unlogged[0][0].battle  # type: ignore[union-attr]
            landed = shown.battle > battle or (shown.battle == battle and not shown.table)
            if not landed and shown.over is None:
                return
            self.log.add(self._unlogged.popleft())

    # -- playing ---------------------------------------------------------------------------

    def play(self, battles: int) -> None:
        """Land whatever is moving, then play up to ``battles`` battles and animate them."""
        self._land()
        self._show_battles(battles, FAST_PACE if battles > 1 else 1.0)

    def play_to_the_end(self) -> None:
        """Play battle after battle, each shown at the fast pace, until the round ends or
        the player stops it (the button then reads Stop)."""
        self._land()
        self.running = not self.round.is_over
        self._relabel()

    def replay_battle(self) -> None:
        """The last battle shown again at the normal pace (reduced motion still holds): its
        cards fly back, then it plays as it did. The round is not touched: the next battle
        is the one that would have come anyway."""
        self._land()
        battles, seed = self.presenter.shown.battle, self.round.seed
        if battles < 1 or seed is None:
            return
        before, _ = replay(seed, battles - 1)
        _, events = replay(seed, battles)
        position = before.position()
        settings = replace(self.res.store.settings, speed=Speed.NORMAL)
        self.presenter.motion = motion_for(settings)
        self.presenter.show_replay(position, last_winner(position), events)

    def stop(self) -> None:
        """No more battles after the one in motion, which lands as it would."""
        self.running = False
        self._relabel()

    def _land(self) -> None:
        """Whatever is moving lands now: saved and logged as if it had landed by itself."""
        self.presenter.finish()
        self._save()
        self._log_landed()

    def _run_on(self) -> None:
        """Playing to the end: the next battle as soon as the last has landed."""
        if self.round.is_over:
            self.stop()
        elif not self.presenter.busy:
            self._show_battles(1, FAST_PACE)

    def _show_battles(self, battles: int, pace: float) -> None:
        """Play up to ``battles`` battles (fewer if the round ends) and queue them to show,
        moving as the settings say."""
        if self.round.is_over:
            return
        self.presenter.motion = motion_for(self.res.store.settings)
        for _ in range(battles):
            events = self.round.play_battle()
            self._unlogged.append(events)
            self.presenter.show_battle(events, pace)
            if self.round.is_over:
                break

    def _relabel(self) -> None:
        self._to_the_end.label = STOP if self.running else TO_THE_END

    def new_round(self, seed: int | None = None) -> None:
        """Deal again; a round that ended while its last cards were moving is counted first."""
        self.stop()
        if self._end_uncounted():
            self._record_round()
        self._deal(seed)

    def _deal(self, seed: int | None) -> None:
        self.round = Round.from_seed(random_seed() if seed is None else seed)
        self._end_counted = False
        self._unsaved = None
        self.log = BattleLog()
        self._unlogged.clear()
        if self._log_panel is not None:
            self._log_panel.log = self.log
        self.res.store.save_round(self.round.position())  # it replaces any round saved
        self._deal_button.label = deal_name(self.round.seed)
        self.presenter.motion = motion_for(self.res.store.settings)
        self.presenter.show_deal(self.round.dealt())

    def _sound(self, cue: Cue, pace: float = 1.0) -> None:
        self.res.sound.play(cue, pace)

    @property
    def _deal_button(self) -> Button:
        return next(b for b in self._column.buttons if b.action is Action.CHOOSE_DEAL)

    def _settled(self, shown: Tableau) -> None:
        """A deal or a battle has landed: what the table shows is the round to resume."""
        position = shown.position()
        if position.is_live(self.round.battle_limit):
            self._unsaved = position  # written once the frame's animation is done

    def _save(self) -> None:
        if self._unsaved is not None and self._unsaved != self.res.store.saved_round:
            self.res.store.save_round(self._unsaved)
        self._unsaved = None

    @property
    def _to_the_end(self) -> Button:
        # In the column, which keeps it while a panel lies over it (and A still works).
        return next(b for b in self._column.buttons if b.action is Action.PLAY_TO_END)

    def _can_replay(self) -> bool:
        return self.presenter.shown.battle > 0 and self.round.seed is not None

    def _can_play(self) -> bool:
        # What the player has seen: the round's end is shown when its last cards land.
        return self.presenter.shown.over is None

    def _end_uncounted(self) -> bool:
        return self.round.is_over and not self._end_counted

    def _round_over_shown(self) -> bool:
        """Round over has come up: the table is beneath it until it hands an action down."""
        return self.round.is_over and self._end_counted

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
        screen.text(
            replay_hint(self.round.seed),
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
