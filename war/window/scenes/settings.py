"""Settings: speed, motion, the deck's colours, text size, contrast, sound, full screen and
the language.

One row a setting; pressing it (pointer, or Space and Enter on the focused row) moves it to
its next value. Every change is saved at once and applies at once: the app and the scenes
read the settings as they go.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from war.store.settings import Settings, Speed
from war.window.audio.cues import Cue
from war.window.drawing import palette
from war.window.drawing.screen import Screen
from war.window.drawing.widgets import draw_controls, draw_page_title, draw_panel
from war.window.input.actions import Action
from war.window.input.keymap import key_names
from war.window.layout.pages import (
    PAGE_CLOSE,
    PAGE_PANEL,
    PAGE_TITLE_AT,
    PAGE_VEIL_OPACITY,
)
from war.window.layout.settings import (
    SETTINGS_HELP,
    SETTINGS_HELP_MIN_SIZE,
    SETTINGS_HELP_WIDTH,
    SETTINGS_HINT,
    settings_row_rect,
    settings_step_rect,
)
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Area, Button, Controls
from war.words import languages
from war.words import settings as words
from war.words.table import close

SPEEDS = list(Speed)
# The rows, top to bottom: the setting each changes.
ROWS = (
    "speed",
    "reduced_motion",
    "four_colour_deck",
    "large_text",
    "high_contrast",
    "sound",
    "volume",
    "fullscreen",
    "language",
)
VOLUME_ROW = ROWS.index("volume")
# Rows whose setting also has a key of its own anywhere in the game: the row shows it.
SHORTCUTS = {"sound": Action.MUTE, "fullscreen": Action.FULLSCREEN}


# The language row's values, in turn: the system's, then each language the game speaks.
LANGUAGE_CHOICES: tuple[str | None, ...] = (None, *languages.CODES)


def language_choice(settings: Settings) -> str | None:
    """The language row's choice: the settings' (None, the system's), unless --lang speaks
    another for this run: then that one, the language the player sees."""
    kept, spoken = settings.language, languages.in_use()
    return kept if kept is None or kept == spoken else spoken


def shown(settings: Settings, name: str) -> str:
    """A setting's value in words: "Normal", "On", "80%", "Deutsch"."""
    value = getattr(settings, name)
    if name == "language":
        # Each language in its own name, so a player finds theirs whatever is in use.
        choice = language_choice(settings)
        if choice is None:
            return words.system_language(languages.native_name(languages.in_use()))
        return languages.native_name(choice)
    if isinstance(value, Speed):
        return words.SPEEDS[value]()
    if isinstance(value, bool):
        return words.switch(value)
    return words.volume(value)


def help_line(name: str) -> str:
    """What setting ``name`` does, its keys named as the key map names them."""
    return words.help_line(
        name,
        mute=key_names(Action.MUTE)[0],
        down=key_names(Action.VOLUME_DOWN)[0],
        up=key_names(Action.VOLUME_UP)[0],
        fullscreen=key_names(Action.FULLSCREEN)[0],
    )


def changed(settings: Settings, name: str, step: int = 1) -> Settings:
    """``settings`` with setting ``name`` moved to its next value (``step`` for the volume)."""
    if name == "speed":
        following = SPEEDS[(SPEEDS.index(settings.speed) + 1) % len(SPEEDS)]
        return replace(settings, speed=following)
    if name == "volume":
        return settings.with_volume(step)
    if name == "language":
        after = (LANGUAGE_CHOICES.index(language_choice(settings)) + 1) % len(LANGUAGE_CHOICES)
        return replace(settings, language=LANGUAGE_CHOICES[after])
    flipped: dict[str, Any] = {name: not getattr(settings, name)}
    return replace(settings, **flipped)


class SettingsScene(BaseScene):
    overlay = True

    def __init__(self, res: Resources) -> None:
        self.res = res
        super().__init__(self._controls())
        self._relabel()

    def _controls(self) -> Controls:
        buttons = [
            Button(
                Action.CHANGE_SETTING,
                settings_row_rect(index),
                value=(name, 1),
                shortcut=SHORTCUTS.get(name),
            )
            for index, name in enumerate(ROWS)
        ]
        # Labelled with their keys (- and +, anywhere in the game), so no key is shown on them.
        for step, label in ((-1, words.step_down()), (1, words.step_up())):
            buttons.append(
                Button(
                    Action.CHANGE_SETTING,
                    settings_step_rect(VOLUME_ROW, step),
                    label=label,
                    value=("volume", step),
                    centred=True,
                )
            )
        buttons.append(Button(Action.BACK, PAGE_CLOSE, label=close()))
        return Controls(buttons, focus=0)

    def _relabel(self) -> None:
        """Each row's label says its setting's value now."""
        settings = self._labelled = self.res.store.settings
        for button, name in zip(self.controls.buttons, ROWS, strict=False):
            button.label = words.row(name, shown(settings, name))

    def press(self, button: Area) -> Transition | None:
        if button.action is Action.CHANGE_SETTING and isinstance(button.value, tuple):
            name, step = button.value
            self.res.store.save_settings(changed(self.res.store.settings, name, step))
            if name in ("sound", "volume"):  # let the player hear the new level
                self.res.follow_sound_settings()
                self.res.sound.play(Cue.FLIP)
            self._relabel()
            return None
        return self.act(button.action)

    def words_changed(self) -> None:
        focus = self.controls.focus
        self.controls = self._controls()
        self.controls.focus = focus
        self._relabel()

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.SETTINGS):
            return Pop()
        return None

    def update(self, dt: float) -> Transition | None:
        if self._labelled != self.res.store.settings:  # M, F11, - or + pressed meanwhile
            self._relabel()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(PAGE_VEIL_OPACITY)
        draw_panel(screen, PAGE_PANEL)
        draw_page_title(screen, words.title())
        y, size = SETTINGS_HINT
        hint_at = (PAGE_TITLE_AT[0], y)
        screen.text(
            words.hint(),
            size,
            hint_at,
            color=palette.TEXT_DIM,
            shadow=False,
            max_width=SETTINGS_HELP_WIDTH,
            shrink_to=SETTINGS_HELP_MIN_SIZE,
        )
        draw_controls(screen, self.controls)
        said = self.help()
        if said:
            y, size = SETTINGS_HELP
            screen.text(
                said,
                size,
                (PAGE_TITLE_AT[0], y),
                anchor="midleft",
                max_width=SETTINGS_HELP_WIDTH,
                shrink_to=SETTINGS_HELP_MIN_SIZE,
                shadow=False,
            )

    def help(self) -> str:
        """What the setting in hand does: the focused one's (the ring shows which), else
        the one under the pointer (a press with the pointer takes the ring away)."""
        hovered = next((b for b in self.controls.buttons if b.hovered), None)
        button = self.controls.focused or hovered
        if button is None or not isinstance(button.value, tuple):
            return ""
        return help_line(button.value[0])
