"""Settings: speed, motion, the deck's colours, text size, contrast, the cards' back, the
table's colour, sound, full screen and the language, each on a control of its own.

Speed is a row of segments, every speed in view; the cards' backs and the table's colours
are swatches, a small picture of each; the settings that are on or off are switches; the
volume is a slider; the language a chooser, each language in its own name.
Each works by pointer (mouse or finger) and by keys: Tab, Shift-Tab, Up and Down move the
focus ring, Space and Enter flip a switch or move a choice on, Left and Right move the one
ringed (ui/choices.py). Every change is saved at once and applies at once: the app and the
scenes read the settings as they go; a slider being dragged sets the sound's level as it
goes and is saved when it is let go.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from war.store.settings import CARD_BACKS, TABLE_COLOURS, VOLUME_STEP, Settings, Speed
from war.window.audio.cues import Cue
from war.window.drawing import palette
from war.window.drawing.screen import Look, Screen
from war.window.drawing.text import NO_BREAK, Ink, wrap_evenly
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel
from war.window.input.actions import Action, Input, PointerDown, PointerMove, PointerUp
from war.window.input.keymap import key_names
from war.window.layout.choices import SEGMENT_PADDING, SEGMENT_TEXT_SIZE
from war.window.layout.frame import Frame, Shape
from war.window.layout.pages import PAGE_VEIL_OPACITY
from war.window.layout.settings import (
    ORDER,
    SETTINGS_NAME_AFTER,
    SETTINGS_NAME_MIN_SIZE,
    SETTINGS_NAME_SIZE,
    SETTINGS_TEXT_LINE,
    SETTINGS_TEXT_MIN_SIZE,
    SETTINGS_TEXT_SIZE,
    SettingsPage,
    settings_page,
)
from war.window.layout.units import contains
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Push, Transition
from war.window.scenes.table_rules import TableRulesScene
from war.window.ui.choices import Chooser, Segments, Slider, Swatches, Switch
from war.window.ui.controls import Area, Button, Controls
from war.words import languages, table_rules
from war.words import settings as words
from war.words.table import close

SPEEDS = list(Speed)
# The settings of a look picked from pictures, and the looks offered, in order.
LOOKS = {"card_back": CARD_BACKS, "table_colour": TABLE_COLOURS}
LOOK_NAMES = {"card_back": words.CARD_BACKS, "table_colour": words.TABLE_COLOURS}
# The settings, in the order the focus visits them: across the top, then down the first
# column and the second (or the one column).
ROWS = ORDER
# Settings that also have a key of their own anywhere in the game.
SHORTCUTS = {"sound": Action.MUTE, "fullscreen": Action.FULLSCREEN}
VOLUME_NOTCH = 5  # percent: where a press or a drag on the volume's slider stops


# The language row's values, in turn: the system's, then each language the game speaks.
LANGUAGE_CHOICES: tuple[str | None, ...] = (None, *languages.CODES)


def language_choice(settings: Settings) -> str | None:
    """The language row's choice: the settings' (None, the system's), unless --lang speaks
    another for this run: then that one, the language the player sees."""
    kept, spoken = settings.language, languages.in_use()
    return kept if kept is None or kept == spoken else spoken


def language_names() -> list[str]:
    """Each language choice in words: the system's, named with the language spoken (which
    is the system's whenever it is the choice), then each language in its own name, so a
    player finds theirs whatever is in use."""
    system = words.system_language(languages.native_name(languages.in_use()))
    return [system, *(languages.native_name(code) for code in languages.CODES)]


def help_line(name: str) -> str:
    """What setting ``name`` does, its keys named as the key map names them."""
    return words.help_line(
        name,
        mute=key_names(Action.MUTE)[0],
        down=key_names(Action.VOLUME_DOWN)[0],
        up=key_names(Action.VOLUME_UP)[0],
        fullscreen=key_names(Action.FULLSCREEN)[0],
    )


def held_value(control: Button) -> Any:
    """The value of the setting that ``control`` now shows."""
    match control:
        case Switch():
            return control.on
        case Swatches():
            return control.options[control.chosen]
        case Segments():
            return SPEEDS[control.chosen]
        case Slider():
            return control.level
        case Chooser():
            return LANGUAGE_CHOICES[control.chosen]
    raise TypeError(f"not a control of a setting: {control!r}")


class SettingsScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.page: SettingsPage = settings_page()
        self._pointer: tuple[float, float] | None = None  # where the pointer is, if known
        self._weighed_for = False  # large text, as Speed's segments were made for
        super().__init__(self._controls())
        self._show()

    def fit(self, frame: Frame) -> None:
        """A portrait frame has a page of its own, one column as tall as the frame allows;
        every other keeps the design's, centred."""
        if frame.shape is Shape.PORTRAIT:
            self.frame, self.origin, self.zoom = frame, (0.0, 0.0), 1.0
            page = settings_page(frame.size)
        else:
            super().fit(frame)
            page = settings_page()
        if page != self.page:
            self.page = page
            self._rebuild()

    def _controls(self) -> Controls:
        built: list[Button] = [self._control(name) for name in ROWS]
        built.append(self._table_rules_button())
        built.append(Button(Action.BACK, self.page.close, label=close()))
        return Controls(built, focus=0)

    def _control(self, name: str) -> Button:
        rect = self.page.rows[name].control
        label = words.NAMES[name]()
        action = Action.CHANGE_SETTING
        if name == "speed":
            speeds = [words.SPEEDS[speed]() for speed in SPEEDS]
            weights = self._weights(speeds, rect[2])
            return Segments(action, rect, value=name, label=label, options=speeds, weights=weights)
        if name == "volume":
            return Slider(
                action, rect, value=name, label=label, notch=VOLUME_NOTCH, step=VOLUME_STEP
            )
        if name == "language":
            return Chooser(action, rect, value=name, label=label, options=language_names())
        if name in LOOKS:
            names = [LOOK_NAMES[name][look]() for look in LOOKS[name]]
            return Swatches(
                action,
                rect,
                value=name,
                label=label,
                options=LOOKS[name],
                setting=name,
                names=names,
            )
        row = self.page.rows[name].row
        return Switch(
            action, rect, value=name, label=label, shortcut=SHORTCUTS.get(name), reach=row
        )

    def _table_rules_button(self) -> Button:
        """The button that opens the Table rules."""
        return Button(Action.TABLE_RULES, self.page.table_rules, label=table_rules.open_button())

    def _weights(self, options: list[str], width: float) -> tuple[float, ...]:
        """Segments alike for ``options`` where the widest one's words fit one of them (as
        the settings set words now); else each as wide as its own words, and a margin."""
        look = Look.of(self.res.store.settings)
        pixels = round(look.text_size(SEGMENT_TEXT_SIZE))
        font = self.res.fonts.get(pixels, True)
        needs = [font.size(option)[0] + 2 * SEGMENT_PADDING for option in options]
        self._weighed_for = look.large_text
        return () if max(needs) * len(options) <= width else tuple(needs)

    def control(self, name: str) -> Button:
        """The control of setting ``name``."""
        return next(each for each in self.controls.buttons if each.value == name)

    def _show(self) -> None:
        """Each control shows its setting as it is now (a held slider keeps its place)."""
        settings = self._shown = self.res.store.settings
        for control in self.controls.buttons:
            match control:
                case Switch():
                    control.on = getattr(settings, str(control.value))
                case Swatches():
                    control.chosen = control.options.index(getattr(settings, control.setting))
                case Segments():
                    control.chosen = SPEEDS.index(settings.speed)
                case Slider() if not control.held:
                    control.level = settings.volume
                case Chooser():
                    control.options = language_names()
                    control.chosen = LANGUAGE_CHOICES.index(language_choice(settings))

    def handle(self, event: Input) -> Transition | None:
        if isinstance(event, PointerDown | PointerMove | PointerUp):
            self._pointer = (event.x, event.y)
        return super().handle(event)

    def press(self, button: Area) -> Transition | None:
        if button.action is not Action.CHANGE_SETTING or not isinstance(button, Button):
            return self.act(button.action)
        name = str(button.value)
        if isinstance(button, Slider) and button.held:
            # Dragged: the sound follows the knob, and the setting is saved as it is let go
            # (each save is a write to the disk).
            self.res.sound.set_volume(button.level)
            return None
        settings = self.res.store.settings
        wanted = replace(settings, **{name: held_value(button)})
        if wanted != settings:
            self.res.store.save_settings(wanted)
        if name in ("sound", "volume"):  # let the player hear the new level
            self.res.follow_sound_settings()
            self.res.sound.play(Cue.FLIP)
        self._show()
        return None

    def words_changed(self) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        """The controls made again (in the language now spoken, where the page now puts
        them), the focus where it was."""
        focus = self.controls.focus
        self.controls = self._controls()
        self.controls.focus = focus
        self._show()

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.SETTINGS):
            return Pop()
        if action is Action.TABLE_RULES:
            return Push(TableRulesScene(self.res))
        return None

    def exit(self) -> None:
        # A slider let go of by the scene's end (Esc in a drag): its place is kept.
        for control in self.controls.buttons:
            if isinstance(control, Slider) and control.held:
                control.held = False
                self.press(control)
        super().exit()

    def update(self, dt: float) -> Transition | None:
        settings = self.res.store.settings
        if settings.large_text != self._weighed_for:  # Speed's words are another size now
            self._rebuild()
        elif self._shown != settings:  # M, F11, - or + pressed meanwhile
            self._show()
        return None

    def opening_words(self) -> list[str]:
        return [words.title()]

    def draw(self, screen: Screen, alpha: float) -> None:
        page = self.page
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, page.panel)
        draw_page_title(screen, words.title(), at=page.title_at, width=page.title_width)
        self._say(screen, words.hint(), page.hint_at, color=palette.TEXT_DIM, middle=False)
        for name in ROWS:
            self._draw_name(screen, name)
        draw_controls(screen, self.controls)
        said = self.help()
        if said:
            self._say(screen, said, page.help_at, color=palette.TEXT, middle=True)

    def _say(
        self, screen: Screen, said: str, at: tuple[float, float], *, color: Ink, middle: bool
    ) -> None:
        """The hint or the help line across the page: on one line where it fits; else on
        two, one under the other, where the page has room for them (a narrow page); else
        set smaller. Their left top is at ``at`` (``middle``: their left middle)."""
        room = self.page.text_width
        said = said.replace(" —", f"{NO_BREAK}—")  # a line never starts with a dash
        lines = [said]
        if self.page.text_lines > 1 and screen.text_width(said, SETTINGS_TEXT_SIZE) > room:

            def width(line: str) -> float:
                return screen.text_width(line, SETTINGS_TEXT_SIZE)

            lines = wrap_evenly(said, width, room)
        x, y = at
        if middle:
            y -= SETTINGS_TEXT_LINE * (len(lines) - 1) / 2
        for index, line in enumerate(lines):
            screen.text(
                line,
                SETTINGS_TEXT_SIZE,
                (x, y + index * SETTINGS_TEXT_LINE),
                anchor="midleft" if middle else "topleft",
                color=color,
                max_width=room,
                shrink_to=SETTINGS_TEXT_MIN_SIZE,
                shadow=False,
            )

    def _draw_name(self, screen: Screen, name: str) -> None:
        """A setting's name, at its row's left (above its control, or beside its switch);
        the volume's level, or the name of the look chosen, at the right of its name."""
        row = self.page.rows[name]
        room = row.name_width
        control = self.control(name)
        value = ""
        if isinstance(control, Slider):
            value = words.volume(control.level)
        elif isinstance(control, Swatches):
            value = control.names[control.chosen]
        if value:
            x, y = row.name_at
            # The value may take up to half the name's room; the name has the rest.
            half = row.name_width / 2
            shown = screen.text(
                value,
                SETTINGS_NAME_SIZE,
                (x + row.name_width, y),
                anchor="midright",
                bold=True,
                color=palette.GOLD,
                shadow=False,
                max_width=half,
                shrink_to=SETTINGS_NAME_MIN_SIZE,
            )
            if shown is not None:
                room -= shown.width / screen.scale + SETTINGS_NAME_AFTER
        screen.text(
            words.NAMES[name](),
            SETTINGS_NAME_SIZE,
            row.name_at,
            anchor="midleft",
            bold=True,
            color=palette.TEXT,
            shadow=False,
            max_width=room,
            shrink_to=SETTINGS_NAME_MIN_SIZE,
        )

    def help(self) -> str:
        """What the setting in hand does: the focused one's (the ring shows which), else
        the one whose row the pointer is over (a press with the pointer takes the ring
        away)."""
        focused = self.controls.focused
        if focused is not None:
            if focused.action is Action.TABLE_RULES:
                return table_rules.open_help()
            return help_line(str(focused.value)) if focused.value in ROWS else ""
        if self._pointer is None:
            return ""
        x, y = self._pointer
        if contains(self.page.table_rules, x, y):
            return table_rules.open_help()
        under = (name for name in ROWS if contains(self.page.rows[name].row, x, y))
        name = next(under, None)
        return "" if name is None else help_line(name)
