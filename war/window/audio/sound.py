"""The game's sounds: made in code at start, played on a few voices, silent with no device.

Every cue is synthesised with the standard library alone (``random`` seeded, so the sounds
are the same on every run) and handed to SDL, which converts it to the format the mixer
opened. Each cue peaks at most synth.PEAK_LIMIT of full scale and at most ``VOICES`` sounds
play at once, so even every voice at its loudest adds up to less than full scale: nothing
ever clips.

Fast play (``pace`` > 1) is kept from turning into a wall of noise: fewer voices, quieter,
and a cue that is already sounding is not started again within ``MERGE_SECONDS``. When
every voice is taken, a cue steals the oldest voice playing something less important
(a round's ending over a card's slide), or is skipped.

No sound device, or ``SDL_AUDIODRIVER=dummy``: ``Sound.open()`` gives a Sound that plays
nothing. It never raises and never prints: ALSA writes its complaints straight to file
descriptor 2 from C, so that descriptor points at the null device while the mixer opens
and closes, and is put back exactly afterwards.
"""

from __future__ import annotations

import io
import math
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from typing import Protocol

import pygame

from war.window.audio.cues import Cue

# What the mixer is asked for. SDL converts to whatever the device really takes
# (allowedchanges=0), so the mixer's own format is always this one.
FREQUENCY = 44100  # samples per second
SAMPLE_SIZE = -16  # signed 16-bit
CHANNELS = 1  # mono: the cards have no place in a stereo field worth the cost
BUFFER_FRAMES = 1024  # 23 ms at 44.1 kHz: no underruns on a busy machine, no audible lag

VOICES = 4  # sounds at once at normal pace
FAST_VOICES = 2  # at pace > 1 (Play 10, fast speeds)
MERGE_SECONDS = 0.03  # the same cue again this soon is the same sound (both cards flip)
FAST_GAIN_FLOOR = 0.35  # quietest a fast pace makes a cue
MUTE_FADE_MS = 40  # muting fades what plays instead of cutting it (a cut clicks)

# A cue may take the voice of one that matters less; equals never interrupt each other.
PRIORITY = {
    Cue.FLIP: 0,
    Cue.SLIDE: 0,
    Cue.COLLECT: 1,
    Cue.WAR: 2,
    Cue.WON: 3,
    Cue.LOST: 3,
    Cue.DRAWN: 3,
}


class Voice(Protocol):
    """One mixer channel: a pygame.mixer.Channel."""

    def get_busy(self) -> bool: ...
    def set_volume(self, value: float, /) -> None: ...
    def play(self, sound: pygame.mixer.Sound, /) -> None: ...
    def fadeout(self, milliseconds: int, /) -> None: ...
    def stop(self) -> None: ...


class Sound:
    """The game's sounds, made in code; silent when there is no sound device.

    Call every method from the game's own thread (the mixer mixes on SDL's audio thread,
    but the bookkeeping here is not locked).
    """

    def __init__(
        self,
        voices: Sequence[Voice] = (),
        clips: Mapping[Cue, pygame.mixer.Sound] | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        owns_mixer: bool = False,
    ) -> None:
        """``voices`` and ``clips`` as ``open()`` makes them (tests pass fakes); no voices
        is a silent Sound. ``owns_mixer``: ``close()`` shuts the mixer down."""
        self._voices = list(voices)
        self._clips = dict(clips or {})
        self._clock = clock
        self._owns_mixer = owns_mixer
        self._playing: list[tuple[Cue, float] | None] = [None] * len(self._voices)
        self._last_start: dict[Cue, float] = {}
        self._muted = False
        self._gain = 1.0
        self._apply_volume()

    @classmethod
    def open(cls) -> Sound:
        """Start the mixer quietly and make the cues; never raises, never prints."""
        if _requested_driver() == "dummy":
            return cls.silent()  # a device that plays to nowhere: skip the work
        from war.window.audio.synth import cached_synthesis  # not before it is needed

        started = False
        try:
            if pygame.mixer.get_init() is None:
                with _quiet_stderr():
                    pygame.mixer.init(
                        FREQUENCY, SAMPLE_SIZE, CHANNELS, BUFFER_FRAMES, allowedchanges=0
                    )
                started = True
            opened = pygame.mixer.get_init()
            if opened is None or pygame.mixer.get_driver() == "dummy":
                raise LookupError(f"no sound device to play to: {opened}")
            pygame.mixer.set_num_channels(VOICES)
            clips = {
                cue: pygame.mixer.Sound(file=io.BytesIO(samples.wav()))
                for cue, samples in cached_synthesis().items()
            }
            voices = [pygame.mixer.Channel(number) for number in range(VOICES)]
        except Exception:  # a sound problem must never stop the game: play on in silence
            if started:
                _quit_mixer()
            return cls.silent()
        return cls(voices, clips, owns_mixer=started)

    @classmethod
    def silent(cls) -> Sound:
        """A Sound that plays nothing (for tests, and when there is no device)."""
        return cls()

    @property
    def available(self) -> bool:
        """A device is playing our sounds."""
        return bool(self._voices)

    @property
    def muted(self) -> bool:
        return self._muted

    def play(self, cue: Cue, pace: float = 1.0) -> None:
        """Start ``cue``; ``pace`` > 1 (Play 10, fast speeds) plays it quieter, on fewer voices."""
        if self._muted or self._gain <= 0 or not self._voices:
            return
        now = self._clock()
        last = self._last_start.get(cue)
        if last is not None and now - last < MERGE_SECONDS:
            return
        voice = self._voice_for(cue, VOICES if pace <= 1 else FAST_VOICES)
        if voice is None:
            return
        self._voices[voice].set_volume(pace_gain(pace))
        self._voices[voice].play(self._clips[cue])
        self._playing[voice] = (cue, now)
        self._last_start[cue] = now

    def set_volume(self, percent: int) -> None:
        """Loudness from 0 to 100, also for sounds already playing. The scale is a loudness
        taper, amplitude (percent / 100) squared: 50 sounds about half as loud as 100."""
        self._gain = (min(max(percent, 0), 100) / 100) ** 2
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        """Muted plays nothing; muting fades out what is playing."""
        self._muted = muted
        if muted:
            for voice in self._voices:
                if voice.get_busy():
                    voice.fadeout(MUTE_FADE_MS)

    def close(self) -> None:
        """Stop every sound and shut the mixer down (if ``open`` started it); plays nothing
        after. Safe to call twice, and after ``pygame.quit()``."""
        if not self._owns_mixer and pygame.mixer.get_init() is not None:
            for voice in self._voices:
                voice.stop()
        self._voices = []
        self._playing = []
        self._clips = {}
        if self._owns_mixer:
            self._owns_mixer = False
            _quit_mixer()

    def _voice_for(self, cue: Cue, limit: int) -> int | None:
        """A free voice while fewer than ``limit`` play; else the oldest voice playing a
        less important cue; else None (the cue is skipped)."""
        busy = [voice.get_busy() for voice in self._voices]
        if sum(busy) < limit and not all(busy):
            return busy.index(False)
        lesser = [
            (playing[1], index)
            for index, playing in enumerate(self._playing)
            if busy[index] and playing is not None and PRIORITY[playing[0]] < PRIORITY[cue]
        ]
        return min(lesser)[1] if lesser else None

    def _apply_volume(self) -> None:
        for clip in self._clips.values():
            clip.set_volume(self._gain)


def pace_gain(pace: float) -> float:
    """How loud a cue plays at ``pace``: full at normal pace or slower, then quieter as
    the game speeds up (1 / sqrt(pace)), never below ``FAST_GAIN_FLOOR``."""
    if pace <= 1:
        return 1.0
    return max(FAST_GAIN_FLOOR, 1 / math.sqrt(pace))


# -- the mixer, started and stopped without a word --------------------------------------------


def _requested_driver() -> str:
    return os.environ.get("SDL_AUDIODRIVER", "").strip().lower()


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """File descriptor 2 points at the null device inside, and is restored exactly after,
    even on an exception. C libraries (ALSA) write there directly, past ``sys.stderr``."""
    with suppress(AttributeError, OSError, ValueError):
        sys.stderr.flush()  # what Python already wrote still reaches the real stderr
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all: nothing to keep clean
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _quit_mixer() -> None:
    try:
        if pygame.mixer.get_init() is not None:
            with _quiet_stderr():
                pygame.mixer.quit()
    except Exception:  # closing the sound must never stop the game closing
        pass
