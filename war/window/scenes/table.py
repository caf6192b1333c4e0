"""The table: a round shown battle by battle, with its buttons, readouts and side panels.

The round itself (what is played, saved, logged and counted) is a RoundSession; its moves
(what the buttons do to it, and how each is shown) are war/window/table/moves.py's; this
scene turns input into those moves and draws them. Input while cards move is never lost and never
applied twice. Each case, by design:
- Turn cards while animating: the queued animation lands at once, then the next battle
  is played and animated.
- Play 10 battles while animating: the same, then ten battles at the fast pace.
- Turn cards during a Play 10 run: the rest of the run lands at once, then one battle.
- Any key, click or tap while a round plays itself to the end: it stops after the battle
  in motion, and does nothing else. (The key that asks for the state aloud says it and
  lets the round play on.) At the Instant speed the run lands INSTANT_RUN_BATTLES
  battles a second, so the press stops it at once.
- New round at any time: the table is cleared and a fresh deal is animated.
- The log and the rules open beside the table, which plays on.
- The window changes shape: everything takes its place in the new frame, and cards in
  motion go on to their places in it (the table fills every shape of window:
  layout/table.py).
- Turn cards or Play 10 once the round is over: ignored (Round over is showing, or
  about to show when the last animation lands).
- Any key, click or tap while the round's end shows its moment (and a medal earned, its
  own): the moment lands at once and Round over comes up; the press does nothing else.

The buttons follow what is shown, never the engine: they stay live until the last
battle's cards have landed, so they never give the ending away.

With speech on, the table is heard too (war/window/table/heard.py): each battle's result
as the log words it, once landed (a run is heard where it stops), the WAR! of a battle
played by itself, the round's end and its medals, a panel as it opens and its lines read
with Up and Down, and the state on demand.

The first time the table shows to someone who has never played, a tip points at Turn
cards and its keys; it goes when the first battle starts showing, for good.

How the cards move follows the Speed and Reduced motion settings, read as each battle or
deal is queued; the sounds come as each moment is shown, and the round's end has its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from war.core.events import Side
from war.core.position import Position
from war.session.daily import day_of
from war.session.round import RoundSession
from war.session.story import story_of
from war.store.store import Store
from war.window.drawing.house_rules import draw_house_rules
from war.window.drawing.medal_toast import draw_toast
from war.window.drawing.painter import draw_header, draw_side_hint, draw_table
from war.window.drawing.panels import draw_side_panel
from war.window.drawing.screen import Screen
from war.window.drawing.tip import draw_tip
from war.window.drawing.widgets import draw_controls
from war.window.input.actions import Action, DealChosen, Input, PointerDown
from war.window.layout.frame import Frame
from war.window.layout.side import side_layout
from war.window.layout.table import table_layout
from war.window.resources import Resources
from war.window.scenes.choose_deal import DealScene
from war.window.scenes.menu import MenuScene
from war.window.scenes.record import RecordScene
from war.window.scenes.round_over import RoundOverScene
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.scenes.settings import SettingsScene
from war.window.table.heard import Heard
from war.window.table.moves import PLAY_TEN_BATTLES, Moves
from war.window.table.presenter import Presenter
from war.window.ui.controls import Area, Button, Controls
from war.window.ui.panels import Beside, SidePanel
from war.words import speech
from war.words import table as words
from war.words.dialogs import deal_title

DEAL_NUMBER_LEAST_SIZE = 10  # the least size any words are set at 1280x720
_PLAYING = (Action.TURN, Action.PLAY_TEN, Action.PLAY_TO_END)  # live while the round is


def _always() -> bool:
    return True


# The column's buttons' labels (Play to the end's changes to Stop while it runs: _relabel).
_COLUMN_LABELS: dict[Action, Callable[[], str]] = {
    Action.TURN: words.turn_cards,
    Action.PLAY_TEN: lambda: words.play_battles(PLAY_TEN_BATTLES),
    Action.PLAY_TO_END: words.play_to_the_end,
    Action.REPLAY_BATTLE: words.replay_battle,
    Action.LOG: words.battle_log,
    Action.HELP: words.rules,
    Action.RECORD: words.record,
    Action.NEW_ROUND: words.new_round,
    Action.SETTINGS: words.settings,
    Action.BACK: words.title,
    Action.MENU: words.menu,
}


class TableScene(BaseScene):
    def __init__(
        self,
        res: Resources,
        seed: int | None = None,
        resume: Position | None = None,
        *,
        daily: bool = False,
        asked: bool = False,
    ) -> None:
        """A new round (of deal ``seed``, or a fresh one), or the saved one ``resume``;
        ``daily``: the new round is the deal of the day, counted as the day's; ``asked``:
        chosen over the round in progress when asked, so which it replaces is not said."""
        self.res = res
        replaced = None if resume is not None or asked else res.store.saved_round  # in progress
        replaced_limit = res.store.saved_rules.battle_limit  # its rules', said with it
        self.moves = Moves(res, seed, resume, daily=daily)
        self.moves.on_running = self._relabel
        self.moves.on_dealt = self._dealt
        self.tip = _first_run(res.store, resume)  # the tip beside Turn cards shows
        playing = self.moves.can_play
        nowhere = (0.0, 0.0, 0.0, 0.0)  # every place is set by fit(), for the window's frame
        # Every button the table may show; the frame's layout says which, and where.
        self._buttons = {
            action: Button(action, nowhere, playing if action in _PLAYING else _always)
            for action in (*_COLUMN_LABELS, Action.CHOOSE_DEAL)
        }
        self._buttons[Action.TURN].lead = True  # the one thing to do: it stands out
        self._buttons[Action.REPLAY_BATTLE].enabled = self.moves.can_replay
        # A deal's number as long as the deal box takes (30 digits) still shows whole.
        self._buttons[Action.CHOOSE_DEAL].least_size = DEAL_NUMBER_LEAST_SIZE
        # Your own pile works as an unlabelled Turn cards button.
        self._pile = Area(Action.TURN, nowhere, playing)
        self._column = Controls()
        # With a panel beside the table: its own Turn cards and Close, and a click anywhere
        # on the table's side turns cards too.
        self._beside_turn = Button(Action.TURN, nowhere, playing)
        self._close = Button(Action.BACK, nowhere)
        self._table_side = Area(Action.TURN, nowhere, playing)
        self._beside = Controls()
        super().__init__(self._column)
        self.panels = Beside(res)
        self.fit(self.frame)
        self.heard = Heard(self.moves, self.outbox, lambda: self.tip)
        self._label_buttons()
        self.moves.on_moment = self.heard.moment
        self.moves.on_medals = partial(self.outbox.say, interrupt=False)  # as they show
        self.moves.start(resume)
        self.heard.opened(replaced, replaced_limit)

    @property
    def session(self) -> RoundSession:
        return self.moves.session

    @property
    def presenter(self) -> Presenter:
        return self.moves.presenter

    @property
    def running(self) -> bool:
        """Playing to the end of the round."""
        return self.moves.running

    # -- the scene protocol ----------------------------------------------------------------

    def fit(self, frame: Frame) -> None:
        """The table fills ``frame``: every button, pile and panel in its place for its
        shape; cards in motion go on, to their places in the new one."""
        self.frame = frame
        self.origin, self.zoom = (0.0, 0.0), 1.0
        layout = table_layout(frame)
        self.presenter.relayout(layout)
        shown = [*layout.buttons, Action.CHOOSE_DEAL]
        for action, rect in (*layout.buttons.items(), (Action.CHOOSE_DEAL, layout.deal_button)):
            self._buttons[action].rect = rect
        self._pile.rect = layout.pile_hit_rect(Side.PLAYER)
        column = Controls([self._buttons[action] for action in shown], areas=[self._pile])
        column.focus_as(self._column)  # a new shape keeps the ring where it was
        if self.controls is self._column:
            self.controls = column
        self._column = column
        beside = side_layout(frame)
        self.panels.fit(beside)
        self._beside_turn.rect, self._close.rect = beside.turn, beside.close
        self._table_side.rect = beside.table_side
        # Where the panel leaves the deal's number in view (portrait), it still answers.
        buttons = [self._beside_turn, self._close]
        if not beside.covers_header:
            buttons.append(self._buttons[Action.CHOOSE_DEAL])
        controls = Controls(buttons, areas=[self._table_side])
        controls.focus_as(self._beside)
        if self.controls is self._beside:
            self.controls = controls
        self._beside = controls
        self._menu = layout.menu

    def handle(self, event: Input) -> Transition | None:
        if event is Action.SPEAK_STATE:
            return super().handle(event)  # said, whatever moves: a run goes on
        moves = self.moves
        if moves.running and isinstance(event, Action | PointerDown):
            moves.stop()  # any key, click or tap: the battle in motion lands, then no more
            return None
        if moves.closing and moves.presenter.busy and isinstance(event, Action | PointerDown):
            self.presenter.finish()  # any key, click or tap skips the end: Round over now
            return None
        if isinstance(event, DealChosen):
            moves.new_round(event.seed)  # from the deal dialog
            return None
        return super().handle(event)

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.TURN:
                self.moves.play(1)
            case Action.PLAY_TEN:
                self.moves.play(PLAY_TEN_BATTLES)
            case Action.PLAY_TO_END:
                self.moves.play_to_the_end()
                if self.running:  # silent till it stops: said as it starts, as its button
                    self.outbox.say(words.play_to_the_end, interrupt=True)
            case Action.REPLAY_BATTLE:
                self.moves.replay_battle()
            case Action.NEW_ROUND:
                self.moves.new_round()
            case Action.SAME_DEAL:
                self.moves.new_round(self.session.seed)
            case Action.CHOOSE_DEAL:
                return Push(DealScene(self.res, self.session.seed))
            case Action.LOG:
                self._show(self.panels.toggle_log(self.session.log))
            case Action.HELP:
                self._show(self.panels.toggle_rules(lambda: self.session.rules))
            case Action.SETTINGS:
                return Push(SettingsScene(self.res))
            case Action.COPY if self.session.seed is not None:
                seed, rules = self.session.seed, self.session.rules
                copied = self.res.copy_text(words.replay_command(seed, rules))
                said = partial(words.copied, seed, rules) if copied else words.not_copied
                self.presenter.say(said)
            case Action.RECORD:
                return Push(RecordScene(self.res))
            case Action.MENU if self._menu:
                menu = self._buttons[Action.MENU].rect
                return Push(MenuScene([self._buttons[a] for a in self._menu], below=menu))
            case Action.BACK if self.panel is not None:
                self.panels.close()  # Esc closes the panel first
                self._show(None)
            case Action.BACK:
                self.session.leave()  # a round ended as its cards moved: counted as it goes
                return Pop()  # the title lies beneath
            case _ if self.panel is not None:
                self.panel.act(action)  # the scrolling keys
                line = self.panel.reader.step(action)  # and, aloud, the line reached
                if line is not None:
                    self.outbox.say(partial(str, line), interrupt=True)
        return None

    def point(self, event: Input) -> Transition | None:
        if self.panel is not None:
            self.panel.point(event)
        return None

    @property
    def scrolls(self) -> bool:  # type: ignore[override]
        """Up and Down scroll the panel beside the table while one is open."""
        return self.panel is not None

    @property
    def panel(self) -> SidePanel | None:
        """What lies beside the table: the battle log, the rules, or nothing."""
        return self.panels.open

    def update(self, dt: float) -> Transition | None:
        self.presenter.update(dt)
        if self.tip and self.presenter.shown.battle > 0:
            self._tip_seen()  # the first battle is showing: the tip has done its work
        self.moves.run_on(dt)
        self.heard.battles()
        self.panels.update(dt)
        outcome = self.moves.round_over()
        if outcome is None:
            return None
        seed = self.session.seed
        day = day_of(seed) if self.session.daily and seed is not None else None
        story = story_of(self.session)
        ended = self.heard.ending_said  # Round over then goes on from there
        return Push(RoundOverScene(self.res, outcome, story, daily=day, ending_said=ended))

    def animating(self) -> bool:
        # A round that has ended but not yet shown Round over is about to change too.
        moves = self.moves
        return moves.presenter.busy or moves.running or self.panels.moving or moves.ending()

    def exit(self) -> None:
        super().exit()
        self.panels.release()

    def draw(self, screen: Screen, alpha: float) -> None:
        panel = self.panel
        layout, rules = self.presenter.layout, self.session.rules
        if panel is None or not panel.layout.covers_header:
            shown, seed = self.presenter.shown, self.session.seed
            draw_header(screen, layout, shown, seed, rules)
        # Beside a panel too: the line stops short of it.
        draw_house_rules(screen, layout, rules, None if panel is None else panel.layout.panel)
        if panel is None:
            draw_table(screen, self.presenter, alpha)
        else:
            beside = panel.layout
            covered = None if beside.covers_header else beside.panel
            draw_table(screen, self.presenter, alpha, beside.status_span, covered)
            draw_side_panel(screen, panel)
            draw_side_hint(screen, panel.layout)
        draw_toast(screen, self.presenter.layout, self.moves.toast)
        draw_controls(screen, self.controls)
        if self.tip:
            turn = next(b for b in self.controls.buttons if b.action is Action.TURN)
            draw_tip(screen, turn.rect)

    def _show(self, panel: SidePanel | None) -> None:
        """The buttons follow the panel beside the table (or none). A panel opened says its
        title, then the focused control; one closed, the focus that returns (with none, the
        deal, as the table opening says it)."""
        self.controls.release()
        self.controls = self._column if panel is None else self._beside
        said: list[Callable[[], str]] = [] if panel is None else [panel.title]
        focus = self.spoken_focus()
        if focus is not None:
            said.append(partial(str, focus))
        elif panel is None:
            said.append(self.heard.deal_name)
        for index, words_said in enumerate(said):
            self.outbox.say(words_said, interrupt=index == 0)

    # -- heard -----------------------------------------------------------------------------

    def opening_words(self) -> list[str]:
        return [self.heard.deal_name()]

    def spoken_state(self) -> list[str]:
        """The piles, the battle and the wars, as shown; then the focused control, if any."""
        focus = self.spoken_focus()
        return [self.heard.state(), *([focus] if focus else [])]

    def words_changed(self) -> None:
        self.session.log.reword()
        self.panels.words_changed()
        self._label_buttons()

    def _label_buttons(self) -> None:
        """Every button's label, in the language in use."""
        for button in self._buttons.values():
            button.label = _COLUMN_LABELS.get(button.action, str)()  # the deal's: _named
        self._beside_turn.label = words.turn_cards()
        self._close.label = words.close()
        self._named()
        self._relabel()

    def _dealt(self) -> None:
        """A deal is about to show: the log beside the table follows its round, and the
        deal's button names it (aloud too)."""
        self.panels.follow(self.session.log)
        self._named()
        self.heard.dealt()

    def _named(self) -> None:
        self._deal_button.label = words.deal_name(self.session.seed)
        self._deal_button.short_label = words.deal_number(self.session.seed)
        # Aloud, what it does too: the deal's name alone was said as the table opened.
        self._deal_button.spoken_label = speech.control_value(deal_title(), self.heard.deal_name())

    def _relabel(self) -> None:
        self._to_the_end.label = words.stop() if self.running else words.play_to_the_end()

    def _tip_seen(self) -> None:
        """The tip goes, and never comes back: the settings keep that it was seen."""
        self.tip = False
        settings = self.res.store.settings
        if not settings.tip_seen:
            self.res.store.save_settings(replace(settings, tip_seen=True))

    @property
    def _deal_button(self) -> Button:
        return self._buttons[Action.CHOOSE_DEAL]

    @property
    def _to_the_end(self) -> Button:
        # In the column, which keeps it while a panel lies over it (and A still works).
        return self._buttons[Action.PLAY_TO_END]


def _first_run(store: Store, resume: Position | None) -> bool:
    """Whether this table is someone's first: the tip never seen, no round in the record
    (nor a record there that could not be read), and no round resumed past its deal. A
    player of a game from before the tip has a record, or a round under way: no tip."""
    if store.settings.tip_seen or store.record.played or store.record_unread:
        return False
    return resume is None or resume.battles == 0
