"""The title screen: the game's name, the saved round to resume, New round, Record, Rules, Quit.

It is always the bottom scene: the table is pushed over it, and the table's Title button
pops back to it, where it looks again at what is saved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from war.core.cards import parse_card
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.text import wrap_evenly
from war.window.drawing.title import draw_fan
from war.window.drawing.widgets import draw_controls
from war.window.input.actions import Action
from war.window.input.keymap import key_names
from war.window.layout.title import (
    TITLE_KEYS_MIN_SIZE,
    TITLE_KEYS_SIZE,
    TITLE_KEYS_Y,
    TITLE_NAME_LOWEST,
    TITLE_NAME_MIN_SIZE,
    TITLE_NAME_SIZE,
    TITLE_NAME_SIZE_STEP,
    TITLE_NAME_Y,
    TITLE_NOTICE_INSET,
    TITLE_NOTICE_SIZE,
    TITLE_NOTICE_STEP,
    TITLE_NOTICE_TOP,
    TITLE_NOTICE_WIDTH,
    TITLE_TAGLINE_MIN_SIZE,
    TITLE_TAGLINE_SIZE,
    TITLE_TAGLINE_Y,
    title_button_rect,
    title_notice_rows,
    title_notice_y,
)
from war.window.layout.units import LOGICAL_CENTRE_X
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Push, Quit, Transition
from war.window.ui.controls import Button, Controls
from war.words import table as table_words
from war.words import title as words

FAN = [parse_card(code) for code in ("AC", "AD", "AH", "AS")]


def keys_line(resumable: bool) -> str:
    """The title's reminder of the keys, named as the key map names them. Space presses the
    first button: Resume round if there is one, else New round (which N also presses)."""

    def key(action: Action) -> str:
        return key_names(action)[0]

    return words.keys_line(
        first=key(Action.TURN),
        new=key(Action.NEW_ROUND),
        record=key(Action.RECORD),
        rules=key(Action.HELP),
        settings=key(Action.SETTINGS),
        back=key(Action.BACK),
        fullscreen=key(Action.FULLSCREEN),
        resumable=resumable,
    )


def _name_size(screen: Screen, name: str) -> float:
    """The size to set the game's name at: TITLE_NAME_SIZE, or smaller if its letters reach
    below the line so far that they would run into the tagline (the J of OORLOGJE does,
    WAR's letters do not)."""
    lowest_allowed = screen.point(LOGICAL_CENTRE_X, TITLE_NAME_LOWEST)[1]
    middle = screen.point(LOGICAL_CENTRE_X, TITLE_NAME_Y)[1]
    size = TITLE_NAME_SIZE
    while size > TITLE_NAME_MIN_SIZE:
        font = screen.fonts.get(screen.text_pixels(size), bold=True)
        below_line = -min((metrics[2] for metrics in font.metrics(name) if metrics), default=0)
        bottom = middle - font.get_height() / 2 + font.get_ascent() + below_line
        if bottom <= lowest_allowed:
            break
        size -= TITLE_NAME_SIZE_STEP
    return size


class TitleScene(BaseScene):
    def __init__(self, res: Resources) -> None:
        self.res = res
        super().__init__()

    def enter(self) -> None:
        super().enter()
        # As it is first shown, and again after each round: one may be saved or ended.
        self.controls = self._controls()

    def words_changed(self) -> None:
        focus = self.controls.focus
        self.controls = self._controls()
        self.controls.focus = focus  # the same buttons: the ring stays where it was

    def _controls(self) -> Controls:
        """Resume first when a round is saved (the default, as Space and Enter say)."""
        saved = self.res.store.saved_round
        labels: list[tuple[Action, str, str]] = []
        if saved is not None:
            detail = words.resume_detail(saved.seed, saved.battles)
            labels.append((Action.RESUME_ROUND, words.resume_round(), detail))
        labels += [
            (Action.NEW_ROUND, table_words.new_round(), ""),
            (Action.RECORD, table_words.record(), ""),
            (Action.HELP, table_words.rules(), ""),
            (Action.SETTINGS, table_words.settings(), ""),
            (Action.BACK, words.quit_game(), ""),
        ]
        buttons = [
            Button(action, title_button_rect(index, len(labels)), label=label, detail=detail)
            for index, (action, label, detail) in enumerate(labels)
        ]
        buttons[0].shortcut = Action.TURN  # Space and Enter press the first button...
        return Controls(buttons, focus=0)  # ...which has the keyboard's focus

    def act(self, action: Action) -> Transition | None:
        # The scenes the title leads to are imported when first opened: the table's brings
        # most of the window's modules, and the first frame (this one) needs none of them.
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
            case Action.RECORD:
                return Push(RecordScene(self.res))
            case Action.HELP:
                return Push(RulesScene(self.res))
            case Action.SETTINGS:
                return Push(SettingsScene(self.res))
            case Action.BACK:
                return Quit()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        draw_fan(screen, FAN)
        name = words.name()
        screen.text(
            name,
            screen.keep(("title-name-size", name), lambda: _name_size(screen, name)),
            (LOGICAL_CENTRE_X, TITLE_NAME_Y),
            bold=True,
            anchor="center",
            color=palette.GOLD,
            max_width=TITLE_NOTICE_WIDTH,
        )
        screen.text(
            words.tagline(),
            TITLE_TAGLINE_SIZE,
            (LOGICAL_CENTRE_X, TITLE_TAGLINE_Y),
            anchor="center",
            color=palette.TEXT_DIM,
            max_width=TITLE_NOTICE_WIDTH,
            shrink_to=TITLE_TAGLINE_MIN_SIZE,
        )
        self._draw_notices(screen)
        draw_controls(screen, self.controls)
        screen.text(
            keys_line(self.res.store.saved_round is not None),
            TITLE_KEYS_SIZE,
            (LOGICAL_CENTRE_X, TITLE_KEYS_Y),
            anchor="center",
            color=palette.TEXT_DIM,
            shadow=False,
            max_width=TITLE_NOTICE_WIDTH,
            shrink_to=TITLE_KEYS_MIN_SIZE,
        )

    def _draw_notices(self, screen: Screen) -> None:
        """The store's notices, each wrapped whole onto as many lines as it needs, on one
        plate, as many as the band above the buttons holds."""
        # How much larger than designed the words are drawn: large text, or the least size.
        grow = screen.text_pixels(TITLE_NOTICE_SIZE) / (TITLE_NOTICE_SIZE * screen.scale)
        notices = tuple(self.res.store.notices)
        if not notices:
            return

        def width(line: str) -> float:
            return screen.text_width(line, TITLE_NOTICE_SIZE)

        lines = screen.keep(  # measured once for the words and the look, not every frame
            ("title-notices", notices, screen.look),
            lambda: notice_lines(notices, width, TITLE_NOTICE_WIDTH, title_notice_rows(grow)),
        )
        widest = min(TITLE_NOTICE_WIDTH, max(map(width, lines)))
        height = len(lines) * TITLE_NOTICE_STEP * grow
        left = LOGICAL_CENTRE_X - widest / 2 - TITLE_NOTICE_INSET
        screen.plate((left, TITLE_NOTICE_TOP, widest + 2 * TITLE_NOTICE_INSET, height))
        for row, line in enumerate(lines):
            screen.text(
                line,
                TITLE_NOTICE_SIZE,
                (LOGICAL_CENTRE_X, title_notice_y(row, grow)),
                anchor="center",
                color=palette.TEXT_WARNING,
                max_width=TITLE_NOTICE_WIDTH,  # only a word longer than a line is cut
            )


def notice_lines(
    notices: Sequence[str], width: Callable[[str], float], most: float, rows: int
) -> list[str]:
    """The lines the title shows of ``notices`` in ``rows`` lines: each notice wrapped whole
    into even lines no wider than ``most`` (by ``width``), as many notices as there is room
    for; where some are left, the last line says how many (they were printed in the
    terminal). If not even the first fits, as much of it as there is room for, its last
    line to be cut short as it is drawn."""
    if not notices or rows < 1:
        return []

    def lines(count: int) -> tuple[list[str], list[str]]:
        """The lines of the first ``count`` notices, and of the line for the rest."""
        shown = [line for notice in notices[:count] for line in wrap_evenly(notice, width, most)]
        left = len(notices) - count
        return shown, wrap_evenly(words.more_notices(left), width, most) if left else []

    for count in range(len(notices), 0, -1):
        shown, rest = lines(count)
        if len(shown) + len(rest) <= rows:
            return shown + rest
    shown, rest = lines(1)
    rest = rest[: rows - 1]
    room = rows - len(rest)
    return [*shown[: room - 1], " ".join(shown[room - 1 :]), *rest]
