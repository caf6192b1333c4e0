"""The game window and its scenes: input, scenes and drawing wired together, frame by frame."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from war import speaking
from war.session.deals import DealSource, random_deal
from war.store.settings import Settings
from war.window.audio.cues import Cue
from war.window.audio.sound import Sound
from war.window.drawing.felt import felt_colours
from war.window.drawing.icon import window_icon
from war.window.drawing.screen import Look, Screen
from war.window.input import badges
from war.window.input.actions import WINDOW_ACTIONS, Action, Input
from war.window.input.mapper import InputMapper
from war.window.layout.frame import frame_for
from war.window.layout.letterbox import MOST_DRAWN_PIXELS, Letterbox
from war.window.layout.units import DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE
from war.window.resources import Resources, check_shipped_data
from war.window.scenes.stack import SceneStack
from war.window.scenes.title import TitleScene, todays_opening
from war.window.speech.narrator import Narrator
from war.window.speech.switch import SpeechSwitch
from war.words import languages
from war.words import window as words

if TYPE_CHECKING:  # the voice's module is imported only when speech is turned on
    from war.window.speech.screen_reader import SpeakingVoice, VoiceOpener

# Once nothing moves, keep drawing this long (hover fades, the last eased pixels), then
# draw nothing until something changes: the loop waits for input (see idle_seconds).
SETTLE_SECONDS = 0.5
# The longest the loop waits for input while all is still: what changes with the clock
# alone (the day, so the title's line on today's deal; a voice that stopped by itself)
# is looked at this often.
IDLE_WAIT_SECONDS = 1.0
# Screens (art made for one window size) kept: F11 back and forth rebuilds nothing.
SCREENS_KEPT = 2
# A new window size must hold this long (game time) before its art is made: a drag of the
# window's edge sends a size a frame, and each would cost a rebuild. Until then the last
# frame's art is scaled into the window (soft for a moment, but never a stall).
RESIZE_SETTLE_SECONDS = 0.15
# At the end, the voice's thread is given this long to hand its last line on.
CLOSE_VOICE_SECONDS = 0.5


class App:
    """One window and its scenes. ``run_loop`` drives it; tests can drive it frame by frame."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        daily: bool = False,
        fullscreen: bool = False,
        size: tuple[int, int] | None = None,
        grain: bool = True,
        data_dir: Path | None = None,
        deals: DealSource = random_deal,
        screen_type: type[Screen] = Screen,
        language: str | None = None,
        rules: Mapping[str, Any] | None = None,
        speak: bool = False,
        open_voice: VoiceOpener | None = None,
    ) -> None:
        """``seed``: open on that deal's table (--seed); ``daily``: on the deal of the day's
        (--daily), asking first before a round in progress of another deal gives way to it.
        ``data_dir`` keeps the saved round and the record (by default the user's data
        folder); ``deals`` numbers the deals New round deals (tests choose them).
        ``screen_type`` makes each window size's Screen (tests record what it draws).
        ``grain=False`` leaves the felt's fine grain out (for screenshots: it makes
        a PNG several times larger and cannot be seen at the size a README shows it).
        ``language``: the code --lang asked for, spoken until the player picks another in
        Settings; if None, the settings' choice, else the system's. ``rules``: the table
        rules --war-cards, --pickup and --limit chose, by their names in the settings, kept
        as if chosen in Settings (every new round is dealt under them; a saved round keeps
        its own). ``speak``: turn the Speech setting on and keep it (--speak).
        ``open_voice`` opens the voice speech speaks through (by default the screen
        reader's, war/window/speech/screen_reader.py; tests hand in a stand-in)."""
        self.grain = grain
        self._screen_type = screen_type
        self.res = Resources.load(data_dir=data_dir, deals=deals)
        chosen = replace(self.res.store.settings, **(rules or {}))
        if speak:
            chosen = replace(chosen, speech=True)
        if chosen != self.res.store.settings:
            self.res.store.save_settings(chosen)
        # Silent until the first frame is shown: opening the mixer and making the cues takes
        # tens of ms a player would wait for, and the title makes no sound of its own. A
        # press before then is silent; after it, the sounds are opened (see draw).
        self._silent_start: Sound | None = Sound.silent()
        self.res.sound = self._silent_start
        self.res.follow_sound_settings()
        # The language, before any word is shown: the window's title is the first.
        self._language_asked = language
        self._language_setting = self.settings.language
        speaking.use(self._language())
        # Made hidden, so that it is shown with its own icon from the first (an X window's
        # icon is read when it is mapped: set later, some window managers never notice).
        self.window = pygame.Window(
            words.window_title(), size or DEFAULT_WINDOW_SIZE, resizable=True, hidden=True
        )
        icon = window_icon()
        if icon is not None:
            self.window.set_icon(icon)
        self.window.show()
        self.window.minimum_size = MIN_WINDOW_SIZE
        self.fullscreen = fullscreen or self.settings.fullscreen  # Window does not tell
        # The setting as last followed: only a change to it moves the window, so
        # --fullscreen holds for the run even though the setting says windowed.
        self._fullscreen_setting = self.settings.fullscreen
        if self.fullscreen:
            self.window.set_fullscreen(desktop=True)
        self._screens: OrderedDict[tuple[tuple[int, int], Look], Screen] = OrderedDict()
        self.screen = self._screen_for(self.window.size)
        self.mapper = InputMapper(self.window.size)
        badges.use(self.mapper.device)  # buttons name keys until a pad is used
        # The title is always at the bottom: a deal chosen with --seed opens the table over it.
        frame = frame_for(self.window.size)
        self.scenes = SceneStack(TitleScene(self.res), frame=frame)
        if seed is not None:
            from war.window.scenes.table import TableScene  # the title alone needs none of it

            self.scenes = SceneStack(self.scenes.top, TableScene(self.res, seed), frame=frame)
        elif daily:
            opening = todays_opening(self.res)
            self.scenes = SceneStack(self.scenes.top, opening, frame=frame)
        # What is said aloud: nothing until a voice is handed to it (narrator.use).
        self.narrator = Narrator()
        # SDL reads typed text from the start; only a scene that takes text wants it.
        self.mapper.set_typing(self.scenes.top.takes_text)
        self.running = True
        self.paused = False
        self._still = 0.0  # seconds of game time with no input and nothing moving
        self._outside = self._outside_now()  # what can change the picture from outside
        self._unsettled = 0.0  # game time since the window last changed size
        self._stand_in: pygame.Surface | None = None  # the old size's frame, while resizing
        # What speaks, as the Speech setting says, once the first frame is shown.
        self.speech = SpeechSwitch(self.narrator, self.res.store.notice, open_voice)
        self._first_shown = False

    def process_input(self) -> None:
        for action in self.mapper.poll():
            self._still = 0.0
            self._dispatch(action)
            if not self.running:
                return
        self._follow_device()
        if self.paused and self.window.size != self.screen.size:
            self._resized()  # no game time passes to settle in, and paused frames are rare

    def wants_draw(self) -> bool:
        """Redraw while anything moves and a little after, and while card art is made ahead
        (a piece after each frame); when all is still, never."""
        return self._still < SETTLE_SECONDS or self.screen.cards.pending > 0

    def idle_seconds(self) -> float:
        """How long the loop may wait for input before the next frame: 0 while anything
        moves or is due in game time (a drawing frame, a key or pointer held down, a new
        window size to settle); else IDLE_WAIT_SECONDS. Paused, game time stands still."""
        if not self.paused and (
            self.wants_draw() or self.mapper.held or self.window.size != self.screen.size
        ):
            return 0.0
        return IDLE_WAIT_SECONDS

    def _outside_now(self) -> tuple[object, ...]:
        """What changes the picture with no input and nothing moving: the day (the title's
        line on today's deal) and the notices (a voice that stopped says so)."""
        return (self.res.today(), len(self.res.store.notices))

    def _dispatch(self, action: Input) -> None:
        if action in WINDOW_ACTIONS:
            self._window_action(action)
            return
        before = self.scenes.top
        self.scenes.handle(action)
        if self.scenes.quit:
            self.running = False
        elif self.scenes.top is not before:
            self.mapper.stop_repeats()
            self._point_at_mouse()
        self._follow_settings()
        self._follow_typing()
        self._narrate(by_input=True)

    def _narrate(self, *, by_input: bool) -> None:
        """The narrator hears what the scenes and the notices are now (with no voice, it
        does nothing)."""
        if self.narrator.voice is not None:
            self.narrator.follow(self.scenes.scenes, self.res.store.notices, by_input=by_input)

    def _window_action(self, action: Input) -> None:
        """The window's own actions: scenes never see these (see WINDOW_ACTIONS)."""
        match action:
            case Action.QUIT:
                self.running = False
            case Action.FULLSCREEN:
                self.toggle_fullscreen()
            case Action.MUTE:
                settings = self.settings
                self.res.store.save_settings(replace(settings, sound=not settings.sound))
                self.res.follow_sound_settings()
            case Action.VOLUME_DOWN | Action.VOLUME_UP:
                step = 1 if action is Action.VOLUME_UP else -1
                self.res.store.save_settings(self.settings.with_volume(step))
                self.res.follow_sound_settings()
                self.res.sound.play(Cue.FLIP)  # the new level, heard
            case Action.PAUSE:
                self.paused = True
            case Action.RESUME:
                self.paused = False
            case Action.RESIZED:
                self._unsettled = 0.0  # input already maps through the new size
            case Action.EXPOSED:
                pass  # any input already makes the next frames draw (see _still)
            case _:
                raise TypeError(f"not a window action: {action!r}")

    def _point_at_mouse(self) -> None:
        """Tell a newly shown scene where the mouse is, so hover is right without a move."""
        pointer = self.mapper.pointer_now()
        if pointer is not None:
            self.scenes.handle(pointer)

    def _follow_device(self) -> None:
        """Buttons and words name the controls of what was pressed last, a pad's or the
        keyboard's: on a change, the words scenes keep are looked up again."""
        if (self.mapper.device, self.mapper.pad_kind) != badges.naming():
            badges.use(self.mapper.device, self.mapper.pad_kind)
            self.scenes.words_changed()

    def _follow_typing(self) -> None:
        """Typed text is read while the top scene takes it, and only then."""
        if self.scenes.top.takes_text != self.mapper.typing:
            self.mapper.set_typing(self.scenes.top.takes_text)

    def _resized(self) -> None:
        """Make (or take back) the screen for the window's size now, and lay the scenes out
        in its frame."""
        self.screen = self._screen_for(self.window.size)
        self.scenes.fit(frame_for(self.window.size))
        self.mapper.resize(self.window.size, self.screen.frame_size)
        self._stand_in = None

    @property
    def settings(self) -> Settings:
        return self.res.store.settings

    def look(self) -> Look:
        """How the settings ask for things to be drawn, in the language in use."""
        return Look.of(self.settings, languages.in_use())

    def _language(self) -> str:
        """The language to speak: --lang's, else the settings', else the system's."""
        system = languages.from_sdl(pygame.system.get_pref_locales())
        return speaking.chosen(self._language_asked, self.settings.language, system)

    def _follow_language(self) -> None:
        """A language picked in Settings is spoken at once (--lang's gives way to it): every
        scene's words are looked up again, and the window's title."""
        if self.settings.language == self._language_setting:
            return
        self._language_setting = self.settings.language
        self._language_asked = None
        code = self._language()
        if code != languages.in_use():
            speaking.use(code)
            self.window.title = words.window_title()
            self.scenes.words_changed()
            self.speech.use_language(code)

    def _screen_for(self, size: tuple[int, int]) -> Screen:
        """The screen for a window size (and the look asked for): made now, with art at that
        size, unless kept from before."""
        key = (size, self.look())
        screen = self._screens.pop(key, None)
        if screen is None:
            target = self.window.get_surface()
            screen = self._screen_type(
                size,
                self.res.fonts,
                target=target,
                grain=self.grain,
                look=key[1],
                figures=self.res.figures,
            )
        self._screens[key] = screen
        while len(self._screens) > SCREENS_KEPT:
            self._screens.popitem(last=False)
        return screen

    def toggle_fullscreen(self) -> None:
        """F11: full screen on or off, and remembered as the setting."""
        self._set_fullscreen(not self.fullscreen)
        self.res.store.save_settings(replace(self.settings, fullscreen=self.fullscreen))
        self._fullscreen_setting = self.fullscreen

    def _set_fullscreen(self, on: bool) -> None:
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
        self.fullscreen = on
        self._resized()

    def _follow_settings(self) -> None:
        """Apply what the settings now say (they may have changed in the Settings scene)."""
        if self.settings.fullscreen != self._fullscreen_setting:
            self._fullscreen_setting = self.settings.fullscreen
            self._set_fullscreen(self.settings.fullscreen)
        self._follow_language()
        if self.screen.look != self.look():
            self.screen = self._screen_for(self.screen.size)
        self.res.follow_sound_settings()
        self._follow_speech()

    def _follow_speech(self) -> None:
        """Speech as its setting says, from the first frame shown on (war/window/speech/
        switch.py)."""
        if self._first_shown:
            self.speech.follow(self.settings.speech, languages.in_use())

    @property
    def voice(self) -> SpeakingVoice | None:
        """What speaks now (None: nothing)."""
        return self.speech.voice

    def update(self, dt: float) -> None:
        self.mapper.tick(dt)  # what is held down repeats in game time
        self._unsettled += dt
        if self._unsettled >= RESIZE_SETTLE_SECONDS and self.window.size != self.screen.size:
            self._resized()
        before = self.scenes.top
        self.scenes.update(dt)
        if self.scenes.quit:
            self.running = False
        self._follow_typing()
        self._narrate(by_input=False)
        self._follow_speech()  # a voice that stopped meanwhile is let go
        if self.scenes.top is not before:
            self.mapper.stop_repeats()  # as for a scene an input brings (see _dispatch)
        outside = self._outside_now()
        if self.scenes.top is not before or self.scenes.top.animating() or outside != self._outside:
            self._outside = outside
            self._still = 0.0
        else:
            self._still += dt

    def draw(self, alpha: float) -> None:
        """Draw the scenes straight onto the window at its own size, and show it."""
        target = self.window.get_surface()
        size = target.get_size()
        if size != self.screen.size and (size, self.look()) in self._screens:
            self._resized()  # a size seen before: its art is kept, so no wait
        elif size != self.screen.size and _pixels(self.screen.size) > MOST_DRAWN_PIXELS:
            self._resized()  # a stand-in as large as that old window would take gigabytes
        if size == self.screen.size:
            self.screen.target = target
            self.screen.clear()
            self.scenes.draw(self.screen, alpha)
        else:
            self._draw_stand_in(target, alpha)
        self.window.flip()
        if self._silent_start is not None:
            self._open_sound()
        if not self.mapper.pads.started:
            self.mapper.pads.start()  # after the first frame, as the sounds: see input/pads.py
        if not self._first_shown:  # speech, too, waits for the first frame
            self._first_shown = True
            check_shipped_data()  # the round lengths: the title shows none of them
            self._follow_speech()
        # After the frame is shown: one piece of card art made ahead of its first showing.
        self.screen.cards.prepare()

    def _open_sound(self) -> None:
        """After the first frame: the real sounds (silent, in a moment, with no device),
        unless someone has handed the app other sounds meanwhile."""
        if self.res.sound is self._silent_start:
            self.res.sound = Sound.open()
            self.res.follow_sound_settings()
        self._silent_start = None

    def _draw_stand_in(self, target: pygame.Surface, alpha: float) -> None:
        """While a new size settles: a frame drawn at the old size, scaled so its table lies
        where the new size's will (so clicks land where they look)."""
        old = self.screen
        if self._stand_in is None or self._stand_in.get_size() != old.size:
            self._stand_in = pygame.Surface(old.size)
        old.target = self._stand_in
        old.clear()
        self.scenes.draw(old, alpha)
        # The scenes keep the old frame until it settles: it is shown letterboxed in the
        # new size, as the mapper maps the pointer into it meanwhile.
        left, top, width, height = Letterbox(target.get_size(), old.frame_size).rect
        table = self._stand_in.subsurface(old.box.rect)
        look = old.look
        target.fill(felt_colours(look.table_colour, dark=look.high_contrast)[1])
        target.blit(pygame.transform.smoothscale(table, (width, height)), (left, top))

    def stop(self) -> None:
        """End the loop after this frame (the window's close button, SIGTERM)."""
        self.running = False

    def close(self) -> None:
        self.mapper.pads.close()
        self.res.sound.close()
        self.res.store.close()
        self.window.destroy()
        # Last, the window gone: the last line's moment to reach the voice (and a voice
        # still opening, the moment it needs to open: see ScreenReader.wait).
        self.speech.close(CLOSE_VOICE_SECONDS)


def _pixels(size: tuple[int, int]) -> int:
    return size[0] * size[1]
