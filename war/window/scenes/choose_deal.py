"""Choosing a deal: a dialog to type a deal's number, which the table beneath then plays.

The number is read as ``--seed`` reads it (war/cli.py): digits 0 to 9 only, so never below
0; the same number deals the same cards. Keys type into the field (as ``Typed`` text, a
paste too), and so does the row of keys for the pointer and touch. Whatever could not make a
deal's number is refused where it is typed, with a line saying why, and nothing changes.
Play deal hands ``DealChosen`` to the scene beneath; Cancel (Esc) just closes.

The field starts empty, with this round's deal named under it: a number is typed afresh.
"""

from __future__ import annotations

from functools import partial

from war.window.drawing import palette
from war.window.drawing.dialogs import draw_deal_field
from war.window.drawing.screen import Screen
from war.window.drawing.text import wrap_evenly
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input.actions import Action, DealChosen, Input, Typed
from war.window.layout.choose_deal import (
    DEAL_DIALOG_HINT,
    DEAL_DIALOG_HINT_MIN_SIZE,
    DEAL_DIALOG_NOTE,
    DEAL_DIALOG_NOTE_STEP,
    DEAL_DIALOG_TITLE_SIZE,
    deal_layout,
)
from war.window.layout.frame import Frame
from war.window.layout.pages import column_origin, portrait
from war.window.layout.widgets import DIALOG_VEIL_OPACITY
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Area, Button, Controls
from war.words import dialogs as words

# ``--seed`` takes up to sys.get_int_max_str_digits() digits (4,300 by default); the field
# takes fewer. Thirty digits hold every seed the game or the simulator makes with room to
# spare, and the table's layout is checked with deal numbers that long.
MAX_DEAL_DIGITS = 30

ERASE = "⌫"  # a sign, as printed on keyboards' erase keys: the same in every language
KEYPAD = (*"1234567890", ERASE)


def is_digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def refusal(field: str, text: str) -> str:
    """Why ``text`` cannot be typed after ``field``, or "" if it can."""
    if not is_digits(text):
        sign, rest = text[:1], text[1:]
        if sign == "-" and not field and (not rest or is_digits(rest)):
            return words.negative()
        return words.digits_only()
    if len(field) + len(text) > MAX_DEAL_DIGITS:
        return words.too_long(MAX_DEAL_DIGITS)
    return ""


class DealScene(BaseScene):
    overlay = True
    takes_text = True

    def __init__(self, res: Resources, current_seed: int | None) -> None:
        self.res = res
        self.current_seed = current_seed
        self.typed = ""  # the field: digits only, never more than MAX_DEAL_DIGITS
        self.refused = ""  # why the last thing typed (or Play) was refused, until the next
        self.layout = deal_layout()
        keys = [
            Button(
                Action.KEYPAD,
                self.layout.key_rect(index),
                label=label,
                value=Action.ERASE if label == ERASE else Typed(label),
                centred=True,
            )
            for index, label in enumerate(KEYPAD)
        ]
        super().__init__(
            Controls(
                [
                    *keys,
                    Button(Action.TURN, self.layout.button_rect(0), label=words.play_deal()),
                    Button(Action.BACK, self.layout.button_rect(1), label=words.cancel()),
                ],
                focus=len(keys),  # Space or Enter play the number typed
            )
        )

    def fit(self, frame: Frame) -> None:
        """The design's dialog, or in a portrait frame a narrower one, its keys on two rows."""
        super().fit(frame)
        self.layout = deal_layout(frame)
        if portrait(frame):
            self.origin, self.zoom = column_origin(frame), 1.0
        *keys, play, cancel = self.controls.buttons
        for index, key in enumerate(keys):
            key.rect = self.layout.key_rect(index)
        play.rect, cancel.rect = self.layout.button_rect(0), self.layout.button_rect(1)

    # -- what can be done -------------------------------------------------------------------

    def type_text(self, text: str) -> None:
        """Add ``text`` to the field, or refuse it whole and say why. Spaces round it (a
        pasted line's, or Space's own, which presses a button) are no part of it."""
        text = text.strip()
        if not text:
            return
        self.refused = refusal(self.typed, text)
        if not self.refused:
            self.typed += text
        self._say_field()

    def erase(self) -> None:
        self.typed = self.typed[:-1]
        self.refused = ""
        self._say_field()

    def play(self) -> Transition | None:
        if not self.typed:
            self.refused = words.type_first()
            self._say_field()
            return None
        return Pop(DealChosen(int(self.typed)))

    # -- the scene protocol ---------------------------------------------------------------

    def handle(self, event: Input) -> Transition | None:
        if isinstance(event, Typed):
            self.type_text(event.text)
            return None
        return super().handle(event)

    def press(self, button: Area) -> Transition | None:
        if button.action is Action.KEYPAD:
            if isinstance(button.value, Typed):
                self.type_text(button.value.text)
            else:
                self.erase()
            return None
        return self.act(button.action)

    def act(self, action: Action) -> Transition | None:
        match action:
            case Action.TURN:
                return self.play()
            case Action.ERASE:
                self.erase()
            case Action.BACK:
                return Pop()
        return None  # nothing else happens until a deal is chosen or the dialog closed

    def opening_words(self) -> list[str]:
        return [words.deal_title(), words.deal_note()]

    def _say_field(self) -> None:
        """Aloud, as the field changes: why the last thing was refused, else the number
        typed so far (with none, that one is wanted), each cutting the last short."""
        said = self.refused or self.typed or words.type_first()
        self.outbox.say(partial(str, said), interrupt=True)

    def draw(self, screen: Screen, alpha: float) -> None:
        layout = self.layout
        screen.veil(DIALOG_VEIL_OPACITY)
        draw_panel(screen, layout.panel)
        screen.text(
            words.deal_title(),
            DEAL_DIALOG_TITLE_SIZE,
            layout.title_at,
            bold=True,
            color=palette.GOLD,
            max_width=layout.text_width,
        )
        dy, size = DEAL_DIALOG_NOTE
        note = [words.deal_note()]
        if layout.note_lines > 1 and screen.text_width(note[0], size) > layout.text_width:

            def width(line: str) -> float:
                return screen.text_width(line, size)

            note = wrap_evenly(note[0], width, layout.text_width)[: layout.note_lines]
            note = note if " ".join(note) == words.deal_note() else [words.deal_note()]
        for row, line in enumerate(note):
            screen.text(
                line,
                size,
                (layout.left, layout.y(dy) + row * DEAL_DIALOG_NOTE_STEP),
                color=palette.TEXT_DIM,
                shadow=False,
                max_width=layout.text_width,
                shrink_to=DEAL_DIALOG_HINT_MIN_SIZE,
            )
        draw_deal_field(screen, layout.field, self.typed, refused=bool(self.refused))
        dy, size = DEAL_DIALOG_HINT
        screen.text(
            self.refused or words.this_round(self.current_seed),
            size,
            (layout.left, layout.y(dy)),
            anchor="midleft",
            color=palette.TEXT_WARNING if self.refused else palette.TEXT_DIM,
            bold=bool(self.refused),
            shadow=False,
            max_width=layout.text_width,
            shrink_to=DEAL_DIALOG_HINT_MIN_SIZE,
        )
        draw_controls(screen, self.controls)
