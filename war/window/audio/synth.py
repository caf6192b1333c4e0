"""The game's sounds, made in code: every cue synthesised with the standard library alone
(``random`` seeded, so the sounds are the same on every run), as WAV data SDL can load.

Each cue peaks at most ``PEAK_LIMIT`` of full scale (its own level is in ``PEAKS``), so
``VOICES`` of them at their loudest together still stay under full scale (see sound.py).
"""

from __future__ import annotations

import cmath
import math
import random
import struct
import sys
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate, chain, repeat
from operator import add, attrgetter, mul, sub
from typing import Any

from war.window.audio.cues import Cue

PEAK_LIMIT = 0.22  # of full scale, per cue: VOICES * PEAK_LIMIT < 1, so no sum clips
_IMAG = attrgetter("imag")

# Pure Python kept fast: lists built by C-level loops (itertools.accumulate, map over
# operator), never a Python loop per sample. A struck tone is a complex number multiplied
# by itself each sample: its imaginary part is a sine dying away, with no math call per
# sample. Each cue is made as 32-bit floats at the lowest rate that holds it, and SDL
# converts it to the rate, format and channels the mixer opened.

NOISE_RATE = 22050  # samples per second: the cards' noises reach up to 7 kHz
TONE_RATE = 11025  # the drum and the endings: nothing above 2.5 kHz
RATES = {cue: NOISE_RATE for cue in (Cue.FLIP, Cue.SLIDE, Cue.COLLECT)} | {
    cue: TONE_RATE for cue in (Cue.WAR, Cue.WON, Cue.LOST, Cue.DRAWN, Cue.MEDAL)
}
SEED = 1  # the noise of every cue: the same sounds on every run
RING_DECAYS = 7  # a tone stops after this many of its decay times (below -60 dB)
ATTACK_SECONDS = 0.003  # a soft mallet, not a click
HORN_SWELL_SECONDS = 0.025  # a horn's note swells in, as breath does
HORN_TOP = 2500.0  # Hz: a horn's harmonics up to here (TONE_RATE holds them)
FADE_SECONDS = 0.005  # every cue's last moment fades to nothing: its end never clicks

# How long each cue lasts, in seconds.
SECONDS = {
    Cue.FLIP: 0.07,
    Cue.SLIDE: 0.16,
    Cue.WAR: 0.5,
    Cue.COLLECT: 0.32,
    Cue.WON: 1.0,
    Cue.LOST: 0.75,
    Cue.DRAWN: 0.7,
    Cue.MEDAL: 0.6,
}

# Peak of each cue, as a share of full scale. Noise peaks high for its loudness and tones
# low, so these make the cards quieter than the drum and the endings: they are far more
# frequent.
PEAKS = {
    Cue.FLIP: 0.16,
    Cue.SLIDE: 0.11,
    Cue.WAR: 0.22,
    Cue.COLLECT: 0.14,
    Cue.WON: 0.17,
    Cue.LOST: 0.12,  # the gentler closes: softer than a round won's fanfare
    Cue.DRAWN: 0.12,
    Cue.MEDAL: 0.1,  # a soft chime over the round's end
}

# Equal-tempered pitches in Hz.
C4, E_FLAT4, D4, G4, A4 = 261.63, 311.13, 293.66, 392.0, 440.0
C5, E5, G5, C6 = 523.25, 659.26, 783.99, 1046.5


@dataclass(frozen=True)
class Samples:
    """One cue's sound: mono 32-bit float samples at ``rate`` Hz."""

    rate: int
    values: array

    @property
    def seconds(self) -> float:
        return len(self.values) / self.rate

    @property
    def peak(self) -> float:
        """The loudest sample, as a share of full scale."""
        return max(max(self.values), -min(self.values))

    def wav(self) -> bytes:
        """The samples as a WAV file (IEEE float), which SDL reads and converts."""
        values = array("f", self.values)
        if sys.byteorder == "big":
            values.byteswap()  # WAV is little-endian
        data = values.tobytes()
        header = struct.pack(
            "<4sI4s4sIHHIIHH4sI",
            b"RIFF",
            36 + len(data),
            b"WAVE",
            b"fmt ",
            16,  # the format chunk's size
            3,  # WAVE_FORMAT_IEEE_FLOAT
            1,  # channels
            self.rate,
            self.rate * 4,  # bytes per second
            4,  # bytes per frame
            32,  # bits per sample
            b"data",
            len(data),
        )
        return header + data


def synthesise() -> dict[Cue, Samples]:
    """Every cue at its ``RATES``, lasting its ``SECONDS`` and peaking at its ``PEAKS``."""
    rng = random.Random(SEED)
    made = {
        Cue.FLIP: _flip(rng, RATES[Cue.FLIP]),
        Cue.SLIDE: _slide(rng, RATES[Cue.SLIDE]),
        Cue.WAR: _war(rng, RATES[Cue.WAR]),
        Cue.COLLECT: _collect(rng, RATES[Cue.COLLECT]),
        Cue.WON: _won(RATES[Cue.WON]),
        Cue.LOST: _lost(RATES[Cue.LOST]),
        Cue.DRAWN: _drawn(RATES[Cue.DRAWN]),
        Cue.MEDAL: _medal(RATES[Cue.MEDAL]),
    }
    return {cue: _finished(made[cue], PEAKS[cue], RATES[cue]) for cue in Cue}


@cache
def cached_synthesis() -> dict[Cue, Samples]:
    """``synthesise()``, made once per process."""
    return synthesise()


def _flip(rng: random.Random, rate: int) -> list[float]:
    """A crisp snap: a burst of bright noise, and a little low knock of the card's body."""
    n = _count(SECONDS[Cue.FLIP], rate)
    snap = _shaped(_band_noise(rng, n, 1500, 6000, rate), _decay(n, 0.007, rate))
    _attack(snap, 0.0008, rate)
    knock = _ring(210, 0.012, rate, seconds=SECONDS[Cue.FLIP], gain=0.25 * _peak(snap))
    _mix(snap, _imag(knock))
    return snap


def _slide(rng: random.Random, rate: int) -> list[float]:
    """A soft swish of card over felt: mid noise swelling, then dying away."""
    n = _count(SECONDS[Cue.SLIDE], rate)
    rise = _count(0.035, rate)
    envelope = [math.sin(0.5 * math.pi * i / rise) ** 2 for i in range(rise)]
    envelope += _decay(n - rise, 0.03, rate)
    return _shaped(_band_noise(rng, n, 500, 3500, rate), envelope)


def _war(rng: random.Random, rate: int) -> list[float]:
    """A war drum, ba-DUM: two low strikes with a short slap of the skin, the second
    lower and louder. Each strike starts a little sharp and settles, as a drum does."""
    length = SECONDS[Cue.WAR]
    out: list[complex] = [0j] * _count(length, rate)
    for at, pitch, level in ((0.0, 130.0, 0.6), (0.16, 110.0, 1.0)):
        start = _count(at, rate)
        for ratio, decay, gain in ((1.0, 0.11, 1.0), (1.59, 0.05, 0.45), (2.14, 0.03, 0.25)):
            ring = _ring(
                pitch * ratio, decay, rate, seconds=length - at, gain=level * gain, glide=1.3
            )
            _attack(ring, ATTACK_SECONDS, rate)
            _mix(out, ring, at=start)
    drum = _imag(out)
    for at, level in ((0.0, 0.6), (0.16, 1.0)):
        n = _count(0.03, rate)
        skin = _shaped(_band_noise(rng, n, 150, 1500, rate), _decay(n, 0.006, rate))
        _mix(drum, skin, at=_count(at, rate), gain=0.5 * level / (_peak(skin) or 1.0))
    return drum


def _collect(rng: random.Random, rate: int) -> list[float]:
    """A short riffle: a dozen soft ticks coming faster, as the pile is swept together."""
    out = [0.0] * _count(SECONDS[Cue.COLLECT], rate)
    tick_n = _count(0.012, rate)
    ticks = [
        _shaped(_band_noise(rng, tick_n, 1500, 7000, rate), _decay(tick_n, 0.0018, rate))
        for _ in range(4)
    ]
    at, gap = 0.01, 0.032
    for number in range(12):
        level = min(1.0, 0.45 + number * 0.1) * rng.uniform(0.8, 1.0)
        _mix(out, ticks[number % 4], at=_count(at, rate), gain=level)
        at, gap = at + gap, gap * 0.9
    return out


def _won(rate: int) -> list[float]:
    """A little fanfare, ta-ta-ta-taaa: three quick horn notes climbing G C E, then the C
    major chord held with the G on top, swelling in and dying away."""
    length = SECONDS[Cue.WON]
    out: list[complex] = [0j] * _count(length, rate)
    for at, pitch, level in ((0.0, G4, 0.7), (0.11, C5, 0.75), (0.22, E5, 0.8)):
        _horn(out, pitch, at, 0.1, level, rate, decay=0.25, release=0.04)
    for pitch, level in ((C5, 0.6), (E5, 0.6), (G5, 0.9)):
        _horn(out, pitch, 0.33, length - 0.33, level, rate, decay=0.5, release=0.35)
    return _imag(out)


def _horn(
    out: list[complex],
    pitch: float,
    at: float,
    seconds: float,
    level: float,
    rate: int,
    *,
    decay: float,
    release: float,
) -> None:
    """A horn's note mixed into ``out``: every harmonic under HORN_TOP, each softer than
    the one below and dying a little sooner, swelling in over HORN_SWELL_SECONDS and let go
    over its last ``release`` seconds."""
    harmonic = 1
    while pitch * harmonic < HORN_TOP:
        ring = _ring(
            pitch * harmonic,
            decay / (1 + 0.35 * (harmonic - 1)),
            rate,
            seconds=seconds,
            gain=level / harmonic**1.3,
        )
        _attack(ring, HORN_SWELL_SECONDS, rate)
        n = min(len(ring), _count(release, rate))
        tail = len(ring) - n
        ring[tail:] = [value * (n - i) / n for i, value in enumerate(ring[tail:])]
        _mix(out, ring, at=_count(at, rate))
        harmonic += 1


def _lost(rate: int) -> list[float]:
    """Three mellow notes falling in a minor key, slower."""
    notes = [(0.0, G4, 1.0), (0.15, E_FLAT4, 0.9), (0.3, C4, 0.9)]
    return _melody(notes, SECONDS[Cue.LOST], rate, decay=0.2, bright=0.12)


def _drawn(rate: int) -> list[float]:
    """An open fifth, D and A, struck twice, the second softer: neither glad nor sad."""
    notes = [(0.0, D4, 1.0), (0.0, A4, 0.8), (0.2, D4, 0.7), (0.2, A4, 0.55)]
    return _melody(notes, SECONDS[Cue.DRAWN], rate, decay=0.18)


def _medal(rate: int) -> list[float]:
    """A small chime, two bright notes up a sixth: a medal earned."""
    notes = [(0.0, E5, 0.8), (0.1, C6, 1.0)]
    return _melody(notes, SECONDS[Cue.MEDAL], rate, decay=0.16, bright=0.2)


def _melody(
    notes: Sequence[tuple[float, float, float]],
    seconds: float,
    rate: int,
    *,
    decay: float,
    bright: float = 0.3,
) -> list[float]:
    """Struck notes (start in seconds, pitch in Hz, level), each with an octave partial
    at ``bright`` of it that dies away twice as fast."""
    out: list[complex] = [0j] * _count(seconds, rate)
    for at, pitch, level in notes:
        for ratio, gain in ((1, level), (2, level * bright)):
            ring = _ring(pitch * ratio, decay / ratio, rate, seconds=seconds - at, gain=gain)
            _attack(ring, ATTACK_SECONDS, rate)
            _mix(out, ring, at=_count(at, rate))
    return _imag(out)


def _count(seconds: float, rate: int) -> int:
    return max(1, round(seconds * rate))


def _ring(
    pitch: float,
    decay: float,
    rate: int,
    *,
    seconds: float,
    gain: float = 1.0,
    glide: float = 1.0,
) -> list[complex]:
    """A struck tone as a turning phasor: its imaginary part is a sine at ``pitch`` Hz
    falling by 1/e every ``decay`` seconds, from ``gain``, for ``RING_DECAYS`` decay times
    or ``seconds``, whichever is shorter. With ``glide``, it starts that many times higher
    and settles within 60 ms."""
    n = _count(min(RING_DECAYS * decay, seconds), rate)
    damping = -1 / (decay * rate)
    turn = 2 * math.pi * pitch / rate
    steady = cmath.exp(complex(damping, turn))
    steps: Iterator[complex] = repeat(steady, n - 1)
    if glide != 1.0:
        segments = 6
        length = min(_count(0.01, rate), (n - 1) // segments)
        bent = [
            repeat(cmath.exp(complex(damping, turn * glide ** (1 - k / segments))), length)
            for k in range(segments)
        ]
        steps = chain(*bent, repeat(steady, n - 1 - segments * length))
    return list(accumulate(steps, mul, initial=complex(gain, 0)))


def _imag(phasors: Iterable[complex]) -> list[float]:
    return list(map(_IMAG, phasors))


def _decay(n: int, seconds: float, rate: int) -> list[float]:
    """An envelope from 1 falling by 1/e every ``seconds``."""
    return list(accumulate(repeat(math.exp(-1 / (seconds * rate)), n - 1), mul, initial=1.0))


def _band_noise(rng: random.Random, n: int, low: float, high: float, rate: int) -> list[float]:
    """``n`` samples of noise kept roughly between ``low`` and ``high`` Hz: the difference
    of two running means (a mean over w samples passes up to about 0.44 rate / w Hz)."""
    narrow = _odd_width(0.443 * rate / high)
    wide = max(_odd_width(0.443 * rate / low), narrow + 2)
    half = wide // 2
    sums = list(accumulate(array("b", rng.randbytes(n + wide)), initial=0))

    def mean(width: int) -> list[float]:
        start = half - width // 2  # both means centred on the same sample
        ahead = sums[start + width : start + width + n]
        behind = sums[start : start + n]
        return list(map(mul, map(sub, ahead, behind), repeat(1 / width)))

    return list(map(sub, mean(narrow), mean(wide)))


def _odd_width(width: float) -> int:
    return max(1, round(width)) | 1


def _shaped(samples: Sequence[float], envelope: Sequence[float]) -> list[float]:
    return list(map(mul, samples, envelope))


def _attack(samples: list[Any], seconds: float, rate: int) -> None:
    """A linear fade-in over ``seconds``, in place."""
    n = min(len(samples), _count(seconds, rate))
    samples[:n] = [value * i / n for i, value in enumerate(samples[:n])]


def _mix(into: list[Any], sound: Sequence[Any], *, at: int = 0, gain: float = 1.0) -> None:
    """Add ``sound`` (times ``gain``) into ``into`` from sample ``at``, cut at its end."""
    end = min(len(into), at + len(sound))
    if end <= at:
        return
    part = sound[: end - at]
    if gain != 1.0:
        part = list(map(mul, part, repeat(gain)))
    into[at:end] = map(add, into[at:end], part)


def _peak(samples: Sequence[float]) -> float:
    return max(max(samples, default=0.0), -min(samples, default=0.0))


def _finished(sound: list[float], peak: float, rate: int) -> Samples:
    """``sound`` scaled to peak at ``peak`` of full scale, its last moment faded out."""
    fade = min(len(sound), _count(FADE_SECONDS, rate))
    tail = len(sound) - fade
    sound[tail:] = [value * (fade - i) / fade for i, value in enumerate(sound[tail:])]
    loudest = _peak(sound)
    scale = peak / loudest if loudest else 0.0
    return Samples(rate, array("f", map(mul, sound, repeat(scale))))
