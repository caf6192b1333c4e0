"""Settings: speed, motion, the deck's colours, text size, contrast, sound, full screen.

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
from war.window.drawing.widgets import draw_controls, draw_panel
from war.window.input.actions import Action
from war.window.layout import (
    SETTINGS_CLOSE,
    SETTINGS_HELP,
    SETTINGS_HELP_MIN_SIZE,
    SETTINGS_HELP_WIDTH,
    SETTINGS_HINT,
    SETTINGS_PANEL,
    SETTINGS_TITLE_AT,
    SETTINGS_TITLE_SIZE,
    SETTINGS_VEIL_OPACITY,
    settings_row_rect,
    settings_step_rect,
)
from war.window.resources import Resources
from war.window.scenes.scene import BaseScene, Pop, Transition
from war.window.ui.controls import Area, Button, Controls

TITLE = "Settings"
HINT = "Changes apply at once and are kept for next time."
SPEEDS = list(Speed)
# The rows: the setting each changes, and what it is called.
ROWS = (
    ("speed", "Speed"),
    ("reduced_motion", "Reduced motion"),
    ("four_colour_deck", "Four-colour deck"),
    ("large_text", "Large text"),
    ("high_contrast", "High contrast"),
    ("sound", "Sound"),
    ("volume", "Volume"),
    ("fullscreen", "Full screen"),
)
VOLUME_ROW = [name for name, _ in ROWS].index("volume")
# What each setting does, in a line under the rows for the one in hand.
HELP = {
    "speed": "How fast the cards move. Instant shows each result without moving a card.",
    "reduced_motion": "Cards fade in and out where they lie: nothing slides, turns or pops.",
    "four_colour_deck": "Diamonds blue and clubs green: no suit told by red or black alone.",
    "large_text": "Every word on every screen a quarter larger.",
    "high_contrast": "Darker felt, pure white words, bolder button edges.",
    "sound": "Cards, wars and the round's end, heard. M turns it off or on anywhere.",
    "volume": "How loud the sounds play. - and + change it anywhere.",
    "fullscreen": "The game fills the screen. F11 does it anywhere.",
}
# Rows whose setting also has a key of its own anywhere in the game: the row shows it.
SHORTCUTS = {"sound": Action.MUTE, "fullscreen": Action.FULLSCREEN}


def shown(settings: Settings, name: str) -> str:
    """A setting's value in words: "Normal", "On", "80%"."""
    value = getattr(settings, name)
    if isinstance(value, Speed):
        return value.capitalize()
    if isinstance(value, bool):
        return "On" if value else "Off"
    return f"{value}%"


def changed(settings: Settings, name: str, step: int = 1) -> Settings:
    """``settings`` with setting ``name`` moved to its next value (``step`` for the volume)."""
    if name == "speed":
        following = SPEEDS[(SPEEDS.index(settings.speed) + 1) % len(SPEEDS)]
        return replace(settings, speed=following)
    if name == "volume":
        return settings.with_volume(step)
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
            for index, (name, _) in enumerate(ROWS)
        ]
        # Labelled with their keys (- and +, anywhere in the game), so no key is shown on them.
        for step, label in ((-1, "−"), (1, "+")):
            buttons.append(
                Button(
                    Action.CHANGE_SETTING,
                    settings_step_rect(VOLUME_ROW, step),
                    label=label,
                    value=("volume", step),
                    centred=True,
                )
            )
        buttons.append(Button(Action.BACK, SETTINGS_CLOSE, label="Close"))
        return Controls(buttons, focus=0)

    def _relabel(self) -> None:
        """Each row's label says its setting's value now."""
        settings = self._labelled = self.res.store.settings
        for button, (name, label) in zip(self.controls.buttons, ROWS, strict=False):
            button.label = f"{label}: {shown(settings, name)}"

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

    def act(self, action: Action) -> Transition | None:
        if action in (Action.BACK, Action.SETTINGS):
            return Pop()
        return None

    def update(self, dt: float) -> Transition | None:
        if self._labelled != self.res.store.settings:  # M, F11, - or + pressed meanwhile
            self._relabel()
        return None

    def draw(self, screen: Screen, alpha: float) -> None:
        screen.veil(SETTINGS_VEIL_OPACITY)
        draw_panel(screen, SETTINGS_PANEL)
        screen.text(TITLE, SETTINGS_TITLE_SIZE, SETTINGS_TITLE_AT, bold=True, color=palette.GOLD)
        y, size = SETTINGS_HINT
        screen.text(HINT, size, (SETTINGS_TITLE_AT[0], y), color=palette.TEXT_DIM, shadow=False)
        draw_controls(screen, self.controls)
        words = self.help()
        if words:
            y, size = SETTINGS_HELP
            screen.text(
                words,
                size,
                (SETTINGS_TITLE_AT[0], y),
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
        return HELP[button.value[0]]
