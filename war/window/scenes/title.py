"""The title screen: the game's name, the saved round to resume, New round, Deal of the day,
Record, Rules, Quit; how today's deal went, and Copy result once it is played.

It is always the bottom scene: the table is pushed over it, and the table's Title button
pops back to it, where it looks again at what is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from war.core.cards import parse_card
from war.session.daily import daily_seed, day_of
from war.window.drawing import palette
from war.window.drawing.screen import PLATE_RADIUS, Screen
from war.window.drawing.text import NO_BREAK, keep_together, wrap_evenly
from war.window.drawing.title import draw_fan
from war.window.drawing.widgets import draw_button
from war.window.input import badges
from war.window.input.actions import Action
from war.window.layout.frame import Frame
from war.window.layout.pages import column_origin, portrait
from war.window.layout.title import (
    DESIGN_TITLE,
    TITLE_KEYS_MIN_SIZE,
    TITLE_KEYS_SIZE,
    TITLE_KEYS_STEP,
    TITLE_NAME_MIN_SIZE,
    TITLE_NAME_SIZE,
    TITLE_NAME_SIZE_STEP,
    TITLE_NOTICE_INSET,
    TITLE_NOTICE_LINK_GAP,
    TITLE_NOTICE_PAD,
    TITLE_NOTICE_RING,
    TITLE_NOTICE_SIZE,
    TITLE_NOTICE_STEP,
    TITLE_TAGLINE_MIN_SIZE,
    TITLE_TAGLINE_SIZE,
    TitleLayout,
    title_layout,
)
from war.window.layout.units import LOGICAL_CENTRE_X, Rect
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Push, Quit, Scene, Transition
from war.window.scenes.today import TodayLine, draw_link
from war.window.ui.controls import Button, Controls
from war.window.ui.notices import NoticeLines, notice_lines
from war.words import daily as daily_words
from war.words import speech
from war.words import table as table_words
from war.words import title as words

if TYPE_CHECKING:
    from war.core.position import Position
    from war.window.scenes.table import TableScene

FAN = [parse_card(code) for code in ("AC", "AD", "AH", "AS")]


def keys_line(resumable: bool, *, said: bool = False) -> str:
    """The title's reminder of the controls, named as the key map (or, with a pad in use,
    the pad's map) names them. Space (A) presses the first button: Resume round if there is
    one, else New round (which N also presses). A pad's line lists only what it has buttons
    for: the rest is reached by the focus. ``said``: read aloud, with no sign a screen
    reader names (a PlayStation's buttons in words, not ✕ ○; no "·" between hints)."""
    pad = badges.in_use() is badges.Device.PAD

    def key(action: Action) -> str | None:
        return badges.badge(action, signs=not said)

    first = key(Action.TURN)
    assert first is not None  # Space and the pad's A both turn cards
    return words.keys_line(
        first=first,
        new=key(Action.NEW_ROUND),
        record=key(Action.RECORD),
        rules=key(Action.HELP),
        settings=key(Action.SETTINGS),
        back=key(Action.BACK),
        fullscreen=key(Action.FULLSCREEN),
        resumable=resumable,
        pad=pad,
        said=said,
    )


def _name_size(screen: Screen, name: str, layout: TitleLayout) -> float:
    """The size to set the game's name at: TITLE_NAME_SIZE, or smaller if its letters reach
    below the line so far that they would run into the tagline (the J of OORLOGJE does,
    WAR's letters do not), or if it is wider than the title's words may run (LA BATAILLE
    in a portrait frame)."""
    lowest_allowed = screen.point(LOGICAL_CENTRE_X, layout.name_lowest)[1]
    middle = screen.point(LOGICAL_CENTRE_X, layout.name_y)[1]
    size = TITLE_NAME_SIZE
    while size > TITLE_NAME_MIN_SIZE:
        font = screen.fonts.get(screen.text_pixels(size), bold=True)
        below_line = -min((metrics[2] for metrics in font.metrics(name) if metrics), default=0)
        bottom = middle - font.get_height() / 2 + font.get_ascent() + below_line
        wide = screen.text_width(name, size, bold=True) > layout.width
        if bottom <= lowest_allowed and not wide:
            break
        size -= TITLE_NAME_SIZE_STEP
    return size


class TitleScene(BaseScene):
    def __init__(self, res: Resources) -> None:
        self.res = res
        self._read_button: Button | None = None  # the notices' plate, where they are cut
        self.today = TodayLine(res)
        self._grid: list[Button] = []  # the buttons laid out in the grid (no links)
        self.layout = DESIGN_TITLE
        self._laid_for_notices = False  # whether the layout has the notices' room
        super().__init__()

    def fit(self, frame: Frame) -> None:
        """The design, or in a portrait frame a column of it (layout/title.py)."""
        super().fit(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        self._lay_out()

    def _lay_out(self) -> None:
        """The title in its frame, with room for notices if there are any, the buttons
        where it puts them."""
        self._laid_for_notices = bool(self.res.store.notices)
        self.layout = title_layout(self.frame, self._laid_for_notices)
        for index, button in enumerate(self._grid):
            button.rect = self.layout.button_rect(index, len(self._grid))

    def update(self, dt: float) -> Transition | None:
        # A notice that comes while the title shows (speech that cannot speak) has room.
        if bool(self.res.store.notices) != self._laid_for_notices:
            self._lay_out()
        return None

    def enter(self) -> None:
        super().enter()
        # As it is first shown, and again after each round: one may be saved or ended (and
        # a notice may have come meanwhile).
        self._read_button = None
        self.today.forget()
        self.controls = self._controls()
        self._lay_out()

    def words_changed(self) -> None:
        focus = self.controls.focus
        self.today.words_changed()
        self.controls = self._controls()
        self._read_button = None  # offered again as the notices are drawn, worded anew
        if focus is not None and focus < len(self.controls.buttons):
            self.controls.focus = focus  # the same buttons: the ring stays where it was

    def _controls(self) -> Controls:
        """Resume first when a round is saved (the default, as Space and Enter say). Copy
        result and the notices' plate join them as they are drawn (``_offer``)."""
        saved = self.res.store.saved_round
        labels: list[tuple[Action, str, str]] = []
        if saved is not None:
            limit = self.res.store.saved_rules.battle_limit
            detail = words.resume_detail(saved.seed, saved.battles, limit)
            labels.append((Action.RESUME_ROUND, words.resume_round(), detail))
        labels += [
            (Action.NEW_ROUND, table_words.new_round(), ""),
            (Action.DAILY, daily_words.deal_of_the_day(), ""),
            (Action.RECORD, table_words.record(), ""),
            (Action.HELP, table_words.rules(), ""),
            (Action.SETTINGS, table_words.settings(), ""),
            (Action.BACK, words.quit_game(), ""),
        ]
        buttons = [
            Button(action, self.layout.button_rect(index, len(labels)), label=label, detail=detail)
            for index, (action, label, detail) in enumerate(labels)
        ]
        buttons[0].shortcut = Action.TURN  # Space and Enter press the first button...
        if saved is not None:  # aloud with its detail too, as it shows under it
            said = round_said(self.res, saved)
            buttons[0].spoken_label = speech.control_value(words.resume_round(), said)
        daily = next(button for button in buttons if button.action is Action.DAILY)
        daily.shortcut = Action.CHOOSE_DEAL  # D: "deal", of the day here
        self._grid = buttons
        return Controls(buttons, focus=0)  # ...which has the keyboard's focus

    def act(self, action: Action) -> Transition | None:
        # The scenes the title leads to are imported when first opened: the table's brings
        # most of the window's modules, and the first frame (this one) needs none of them.
        from war.window.scenes.notices import NoticesScene
        from war.window.scenes.record import RecordScene
        from war.window.scenes.rules import RulesScene
        from war.window.scenes.settings import SettingsScene
        from war.window.scenes.table import TableScene

        saved = self.res.store.saved_round
        if action in (Action.TURN, Action.PLAY_TEN):  # the keys of play press the first button
            action = Action.RESUME_ROUND if saved is not None else Action.NEW_ROUND
        match action:
            case Action.RESUME_ROUND if saved is not None:
                return Push(TableScene(self.res, resume=saved))
            case Action.NEW_ROUND:
                return Push(TableScene(self.res))
            case Action.DAILY | Action.CHOOSE_DEAL:
                return Push(todays_table(self.res))
            case Action.DAILY_INSTEAD:  # --daily's question answered: play today's instead
                return Push(todays_table(self.res, asked=True))
            case Action.COPY:
                said = self.today.copied if self.today.copy() else None
                if said is not None and self.controls.focused is not self.today.button:
                    self.outbox.say(said, interrupt=True)  # focused, its focus says it
            case Action.RECORD:
                return Push(RecordScene(self.res))
            case Action.HELP:
                return Push(RulesScene(self.res))
            case Action.SETTINGS:
                return Push(SettingsScene(self.res))
            case Action.READ_NOTICES:
                return Push(NoticesScene(self.res, self.res.store.notices))
            case Action.BACK:
                return Quit()
        return None

    def opening_words(self) -> list[str]:
        return [speech.title_opened()]

    def spoken_state(self) -> list[str]:
        """Asked for: the game's name, how today's deal stands, the focused button, then
        the reminder of the keys (or the pad's buttons), all as the title shows them."""
        focus = self.spoken_focus()
        return [
            *self.opening_words(),
            *self.today.said(),
            *([focus] if focus else []),
            keys_line(self.res.store.saved_round is not None, said=True),
        ]

    def spoken_focus(self) -> str | None:
        """The focused control; Copy result, once it has copied, as the line then says."""
        copied = self.today.copied
        if copied is not None and self.controls.focused is self.today.button:
            return copied()
        return super().spoken_focus()

    def draw(self, screen: Screen, alpha: float) -> None:
        layout = self.layout
        draw_fan(screen, FAN, layout.fan_y)
        name = words.name()
        screen.text(
            name,
            screen.keep(("title-name-size", name), lambda: _name_size(screen, name, layout)),
            (LOGICAL_CENTRE_X, layout.name_y),
            bold=True,
            anchor="center",
            color=palette.GOLD,
            max_width=layout.width,
        )
        screen.text(
            words.tagline(),
            TITLE_TAGLINE_SIZE,
            (LOGICAL_CENTRE_X, layout.tagline_y),
            anchor="center",
            color=palette.TEXT_DIM,
            max_width=layout.width,
            shrink_to=TITLE_TAGLINE_MIN_SIZE,
        )
        grow = screen.text_pixels(TITLE_NOTICE_SIZE) / (TITLE_NOTICE_SIZE * screen.scale)
        focused = self.controls.focused
        if self._draw_notices(screen):
            self.today.draw(
                screen, layout.today_y(grow), layout.width, focused is self.today.button
            )
        else:
            self.today.hide()
        self._offer(self.today.button, self.today.linked)
        for index, button in enumerate(self.controls.buttons):
            if button in self._grid:  # the others are drawn as links
                draw_button(screen, button, focused=index == self.controls.focus)
        self._draw_keys(screen)

    def _draw_keys(self, screen: Screen) -> None:
        """The line of keys under the buttons: in a portrait frame on two lines, as even as
        they can be, where one would have to be set smaller."""
        keys = keys_line(self.res.store.saved_round is not None)
        layout = self.layout
        lines = [keys]
        if layout.keys_lines > 1 and screen.text_width(keys, TITLE_KEYS_SIZE) > layout.width:

            def width(line: str) -> float:
                return screen.text_width(line, TITLE_KEYS_SIZE)

            # Broken only after a hint's separator: each hint stays whole on its line.
            between = words.hints_between()
            after = between.replace(" ", NO_BREAK, 1) if between.startswith(" ") else between
            whole = after.join(keep_together(hint) for hint in keys.split(between))
            lines = wrap_evenly(whole, width, layout.width)
            if len(lines) > layout.keys_lines:
                lines = [keys]
        tall = screen.fonts.get(screen.text_pixels(TITLE_KEYS_SIZE)).get_height() / screen.scale
        step = max(TITLE_KEYS_STEP, tall)
        for row, line in enumerate(lines):
            screen.text(
                line,
                TITLE_KEYS_SIZE,
                (LOGICAL_CENTRE_X, layout.keys_y + row * step),
                anchor="center",
                color=palette.TEXT_DIM,
                shadow=False,
                max_width=layout.width,
                shrink_to=TITLE_KEYS_MIN_SIZE,
            )

    def _draw_notices(self, screen: Screen) -> bool:
        """The store's notices on a plate above the buttons, under the line on today's
        deal: whole where the band holds them, else (the line on today's deal giving way
        to them) each one's start and, after the last line, the words that open them all
        whole (the plate is then a button: pointer, touch, or Tab and Space). Returns
        whether the line on today's deal has its row."""
        notices = tuple(self.res.store.notices)
        if not notices:
            self._offer_notices(None)
            return True
        # How much larger than designed the words are drawn: large text, or the least size.
        grow = screen.text_pixels(TITLE_NOTICE_SIZE) / (TITLE_NOTICE_SIZE * screen.scale)

        def width(line: str) -> float:
            return screen.text_width(line, TITLE_NOTICE_SIZE)

        layout = self.layout

        def lines(today: bool) -> NoticeLines:
            return screen.keep(  # measured once for the words and the look, not every frame
                ("title-notices", notices, screen.look, today),
                lambda: notice_lines(
                    notices,
                    width,
                    layout.width,
                    layout.notice_rows(grow, today),
                    TITLE_NOTICE_LINK_GAP,
                ),
            )

        today = True
        shown = lines(today)
        if shown.cut:
            today = False
            shown = lines(today)
        link = words.read_notices(len(notices)) if shown.cut else ""
        widths = [width(line) for line in shown.lines]
        if link:
            widths[-1] += TITLE_NOTICE_LINK_GAP + width(link)
        widest = min(layout.width, max(widths))
        height = len(shown.lines) * TITLE_NOTICE_STEP * grow + 2 * TITLE_NOTICE_PAD
        left = LOGICAL_CENTRE_X - widest / 2 - TITLE_NOTICE_INSET
        plate = (left, layout.notices_top(grow, today), widest + 2 * TITLE_NOTICE_INSET, height)
        button = self._offer_notices(plate if link else None, link)
        if button is not None and (button.hovered or button.pressed):
            screen.fill(palette.BUTTON_HOVER, plate, radius=PLATE_RADIUS)
        else:
            screen.plate(plate)
        if button is not None and self.controls.focused is button:
            screen.fill(palette.FOCUS_RING, plate, width=TITLE_NOTICE_RING, radius=PLATE_RADIUS)
        for row, line in enumerate(shown.lines):
            centre: float = LOGICAL_CENTRE_X
            if link and row == len(shown.lines) - 1:
                centre -= (TITLE_NOTICE_LINK_GAP + width(link)) / 2
            screen.text(
                line,
                TITLE_NOTICE_SIZE,
                (centre, layout.notice_y(row, grow, today)),
                anchor="center",
                color=palette.TEXT_WARNING,
                max_width=layout.width,
            )
        if link:
            after = LOGICAL_CENTRE_X + widths[-1] / 2 - width(link)  # the last line's end
            last = layout.notice_y(len(shown.lines) - 1, grow, today)
            draw_link(screen, link, (after, last))
        return today

    def _offer(self, button: Button, shown: bool) -> None:
        """``button`` (drawn as words that do something) among the controls while it is
        ``shown``: last, so Tab reaches it after the grid."""
        buttons = self.controls.buttons
        if shown and button not in buttons:
            buttons.append(button)
        elif not shown and button in buttons:
            index = buttons.index(button)
            buttons.remove(button)
            focus = self.controls.focus
            if focus is not None and focus >= index:
                self.controls.focus = 0 if focus == index else focus - 1

    def _offer_notices(self, plate: Rect | None, link: str = "") -> Button | None:
        """The button that opens the notices whole: on the plate ``plate``, or none. Where
        the notices are cut depends on how large the window sets their words, known as
        they are drawn: the button follows what was last drawn."""
        button = self._read_button
        if plate is None:
            if button is not None:
                index = self.controls.buttons.index(button)
                self.controls.buttons.remove(button)
                if self.controls.focus is not None and self.controls.focus >= index:
                    self.controls.focus = 0 if self.controls.focus == index else None
                self._read_button = None
            return None
        if button is None:
            button = Button(Action.READ_NOTICES, plate, label=link)
            self.controls.buttons.append(button)  # last: Tab reaches it after Quit
            self._read_button = button
        button.rect, button.label = plate, link
        return button


def todays_opening(res: Resources) -> Scene:
    """What --daily opens over the title: the deal of the day's table, or first, where a
    round of another deal is in progress, the question whether to leave it for today's
    (yes deals today's; no leaves the title, Resume round first)."""
    from war.window.scenes.confirm import ConfirmScene

    saved = res.store.saved_round
    if saved is None or _todays(res):
        return todays_table(res)
    in_progress = words.resume_detail(saved.seed, saved.battles, res.store.saved_rules.battle_limit)
    return ConfirmScene(
        daily_words.leave_round_question(),
        daily_words.leave_round_note(in_progress),
        daily_words.play_todays(),
        daily_words.keep_round(),
        answer=Action.DAILY_INSTEAD,
        said_note=daily_words.leave_round_note(round_said(res, saved)),
    )


def round_said(res: Resources, saved: Position) -> str:
    """The saved round ``saved`` as said aloud: its deal (the deal of the day by its date)
    and the battle it reached, with no sign: "Deal 570, battle 12 of 500"."""
    daily = res.store.saved_daily and saved.seed is not None
    day = day_of(saved.seed) if daily and saved.seed is not None else None
    limit = res.store.saved_rules.battle_limit
    return words.resume_said(speech.deal_name(saved.seed, day), saved.battles, limit)


def todays_table(res: Resources, *, asked: bool = False) -> TableScene:
    """The table for the deal of the day: today's round carried on where it is saved, else
    today's deal from its start, counted as the day's. ``asked``: the player chose it over
    the round in progress when asked, and heard which that was."""
    from war.window.scenes.table import TableScene

    saved = res.store.saved_round
    if saved is not None and _todays(res):
        return TableScene(res, resume=saved)
    return TableScene(res, daily=True, asked=asked)


def _todays(res: Resources) -> bool:
    """Whether the round saved is today's deal of the day, started as it."""
    saved = res.store.saved_round
    today = daily_seed(res.today())
    return saved is not None and saved.seed == today and res.store.saved_daily
