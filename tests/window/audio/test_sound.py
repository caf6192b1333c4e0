"""Sound: every cue made in code with headroom, heard through SDL's disk driver (and silent
when muted), a few voices at once and quieter at speed, nothing printed without a device.

The mixer runs in subprocesses: SDL picks its audio driver once per process, and these
tests need the disk driver (which writes the mixed samples to a file) or a failing one,
while the rest of the suite runs on the dummy driver.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from array import array
from pathlib import Path

import pygame
import pytest

from tests.helpers import FakeClock
from war.window.audio.cues import Cue
from war.window.audio.sound import FAST_GAIN_FLOOR, FAST_VOICES, MERGE_SECONDS, VOICES, Sound

ROOT = Path(__file__).resolve().parents[3]
RUN_SECONDS = 60  # a subprocess's bound: each takes about two seconds
FULL_SCALE = 32767
HEARD_SECONDS = 1.0  # of samples the disk driver must have written before the run stops


# -- voices, volume and mute, on fake mixer channels -----------------------------------------


class FakeVoice:
    """A mixer channel whose sound plays until the test ends it."""

    def __init__(self) -> None:
        self.busy = False
        self.volume = 1.0
        self.playing: FakeClip | None = None
        self.played: list[tuple[FakeClip, float]] = []  # (clip, channel volume) for each start
        self.faded = False

    def get_busy(self) -> bool:
        return self.busy

    def set_volume(self, value: float) -> None:
        self.volume = value

    @property
    def cue(self) -> Cue:
        """The cue of the clip it plays, or played last."""
        assert self.playing is not None, "this voice has played nothing"
        return self.playing.cue

    def play(self, sound: FakeClip) -> None:
        self.busy, self.playing = True, sound
        self.played.append((sound, self.volume))

    def fadeout(self, milliseconds: int) -> None:
        self.faded, self.busy = True, False

    def stop(self) -> None:
        self.busy = False


class FakeClip:
    def __init__(self, cue: Cue) -> None:
        self.cue = cue
        self.volume = 1.0

    def set_volume(self, value: float) -> None:
        self.volume = value

    def __repr__(self) -> str:
        return f"<{self.cue}>"


@pytest.fixture
def voices() -> list[FakeVoice]:
    return [FakeVoice() for _ in range(VOICES)]


@pytest.fixture
def clips() -> dict[Cue, FakeClip]:
    return {cue: FakeClip(cue) for cue in Cue}


@pytest.fixture
def sound(voices, clips, clock: FakeClock) -> Sound:
    return Sound(voices, clips, clock=clock)


def playing(voices: list[FakeVoice]) -> list[Cue]:
    return sorted(voice.cue for voice in voices if voice.busy)


def test_no_more_sounds_at_once_than_the_voices_and_fewer_at_speed(sound, voices, clock) -> None:
    for pace, limit in ((1.0, VOICES), (4.0, FAST_VOICES)):
        for voice in voices:
            voice.busy = False
        for number in range(12):  # Play 10: slides and flips faster than they end
            sound.play((Cue.SLIDE, Cue.FLIP)[number % 2], pace)
            clock.advance(0.05)
            assert len(playing(voices)) <= limit, f"pace {pace}: {playing(voices)}"
        assert len(playing(voices)) == limit
        # A voice ends: the next sound takes it.
        next(voice for voice in voices if voice.busy).busy = False
        sound.play(Cue.COLLECT, pace)
        assert Cue.COLLECT in playing(voices)
        assert len(playing(voices)) == limit


def test_a_more_important_cue_takes_the_oldest_lesser_voice(sound, voices, clock) -> None:
    for cue in (Cue.FLIP, Cue.SLIDE, Cue.COLLECT, Cue.WAR):
        sound.play(cue)
        clock.advance(0.05)
    sound.play(Cue.FLIP)  # every voice taken, none by a lesser cue: skipped
    assert playing(voices) == sorted([Cue.FLIP, Cue.SLIDE, Cue.COLLECT, Cue.WAR])
    clock.advance(0.05)
    sound.play(Cue.WON)  # takes the oldest lesser: the first flip
    assert playing(voices) == sorted([Cue.SLIDE, Cue.COLLECT, Cue.WAR, Cue.WON])
    clock.advance(0.05)
    sound.play(Cue.WAR)  # then the slide (the playing war is its equal, kept)
    assert playing(voices) == sorted([Cue.COLLECT, Cue.WAR, Cue.WAR, Cue.WON])


def test_the_same_cue_twice_at_once_is_one_sound(sound, voices, clock) -> None:
    sound.play(Cue.FLIP)
    sound.play(Cue.FLIP)  # both cards turn in the same frame
    assert playing(voices) == [Cue.FLIP]
    clock.advance(MERGE_SECONDS + 0.001)
    sound.play(Cue.FLIP)
    assert playing(voices) == [Cue.FLIP, Cue.FLIP]


def test_fast_play_is_quieter(sound, voices, clock) -> None:
    started: list[float] = []
    for pace in (0.5, 1.0, 1.5, 2.0, 4.0, 10.0, 40.0):
        for voice in voices:
            voice.busy = False
        sound.play(Cue.FLIP, pace)
        clock.advance(1.0)
        started.append(next(volume for voice in voices for _, volume in voice.played[-1:]))
        for voice in voices:
            voice.played.clear()
    assert started[:2] == [1.0, 1.0], "normal pace or slower plays at full volume"
    assert all(later < earlier for earlier, later in zip(started[1:5], started[2:6], strict=True))
    assert started[-1] == started[-2] == FAST_GAIN_FLOOR, started


def test_muted_plays_nothing_and_fades_what_was_playing(sound, voices, clock) -> None:
    sound.play(Cue.WAR)
    sound.set_muted(True)
    assert sound.muted
    assert any(voice.faded for voice in voices) and playing(voices) == []
    for cue in Cue:
        clock.advance(1.0)
        sound.play(cue)
    assert playing(voices) == []
    sound.set_muted(False)
    sound.play(Cue.WON)
    assert playing(voices) == [Cue.WON]


def test_volume_scales_every_sound_and_zero_plays_nothing(sound, voices, clips, clock) -> None:
    heard = []
    for percent in (100, 80, 50, 20, 1):
        sound.set_volume(percent)
        assert len({clip.volume for clip in clips.values()}) == 1, "one volume for every cue"
        heard.append(clips[Cue.FLIP].volume)
    assert heard[0] == 1.0
    assert all(later < earlier for earlier, later in zip(heard, heard[1:], strict=False))
    sound.set_volume(150)
    assert clips[Cue.WAR].volume == 1.0
    for percent in (0, -5):
        sound.set_volume(percent)
        sound.play(Cue.WAR)
        clock.advance(1.0)
        assert playing(voices) == [], f"volume {percent} still plays"


def test_a_silent_sound_plays_nothing_and_every_call_is_harmless() -> None:
    sound = Sound.silent()
    assert not sound.available
    for cue in Cue:
        sound.play(cue)
        sound.play(cue, 10.0)
    sound.set_volume(40)
    sound.set_muted(True)
    sound.set_muted(False)
    sound.close()
    sound.close()


def test_the_dummy_driver_is_silent_and_never_starts_the_mixer() -> None:
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"  # as tests/conftest.py sets it
    sound = Sound.open()
    assert not sound.available
    assert pygame.mixer.get_init() is None
    sound.play(Cue.WAR)
    sound.close()


# -- the real mixer, in subprocesses ---------------------------------------------------------


def run_python(code: str, **env_vars: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter, its stdout and stderr (file descriptors 1 and 2)
    captured, with the SDL and audio variables given here and no others (video: dummy)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("SDL_") and key not in ("AUDIODEV", "PYTHONPATH")
    }
    env.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    env.update(env_vars)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
    )


# A battle with a war in it, then the round won: as the table plays them.
PLAY_A_BATTLE = """
    import json, os, sys, time
    import pygame
    from war.window.audio.cues import Cue
    from war.window.audio.sound import Sound

    muted, pace = {muted}, {pace}
    sound = Sound.open()
    available, opened = sound.available, pygame.mixer.get_init()
    sound.set_muted(muted)
    for cue in ("slide slide flip flip war slide slide slide slide flip flip collect won").split():
        sound.play(Cue(cue), pace)
        time.sleep(0.04)
    # Until every sound has ended and a second of samples is written (the disk driver
    # writes at the pace a sound card would play), within a bound.
    rate, size, channels = opened or (1, 1, 1)
    enough = {heard} * rate * channels * abs(size) // 8
    deadline = time.monotonic() + 30
    path = os.environ["SDL_DISKAUDIOFILE"]
    while time.monotonic() < deadline and (
        pygame.mixer.get_busy() or not os.path.exists(path) or os.path.getsize(path) < enough
    ):
        time.sleep(0.02)
    sound.close()
    print(json.dumps({{"available": available, "opened": opened}}))
"""


def hear(tmp_path: Path, label: str, *, muted: bool = False, pace: float = 1.0) -> array:
    """Play a battle through SDL's disk driver; return the samples it wrote."""
    written = tmp_path / f"{label}.raw"
    done = run_python(
        PLAY_A_BATTLE.format(muted=muted, pace=pace, heard=HEARD_SECONDS),
        SDL_AUDIODRIVER="disk",
        SDL_DISKAUDIOFILE=str(written),
    )
    assert done.returncode == 0, done.stderr
    # Not even the disk driver's own "CRITICAL: You are using the SDL disk i/o audio
    # driver!" gets out: the mixer starts and stops quietly.
    assert done.stderr == "", done.stderr
    report = json.loads(done.stdout)
    assert report["available"], "the mixer did not open on the disk driver"
    # What was asked for: signed 16-bit in this machine's byte order (SDL's S16SYS).
    assert report["opened"][1] == -16, report
    samples = array("h")
    samples.frombytes(written.read_bytes())
    assert len(samples) >= HEARD_SECONDS * report["opened"][0] * report["opened"][2] * 0.99
    return samples


def energy(samples: array) -> float:
    return sum(value * value for value in samples) / FULL_SCALE**2


def test_a_battle_is_heard_and_never_clips(tmp_path: Path) -> None:
    samples = hear(tmp_path, "battle")
    loudest = max(max(samples), -min(samples))
    assert loudest > 0.05 * FULL_SCALE, f"silent: the loudest sample is {loudest}"
    assert sum(1 for value in samples if value) > 0.2 * 44100, "only a blip was heard"
    assert loudest < 0.9 * FULL_SCALE, f"the loudest sample, {loudest}, is at full scale"


def test_a_muted_battle_writes_silence(tmp_path: Path) -> None:
    samples = hear(tmp_path, "muted", muted=True)
    assert not any(samples), f"{sum(1 for value in samples if value)} samples not silent"


def test_fast_play_is_heard_quieter(tmp_path: Path) -> None:
    normal = energy(hear(tmp_path, "normal"))
    fast = energy(hear(tmp_path, "fast", pace=10.0))
    assert 0 < fast < 0.5 * normal, f"energy at pace 10: {fast:.3f}, at pace 1: {normal:.3f}"


NO_DEVICE = """
    import pygame
    from war.window.audio.cues import Cue
    from war.window.audio.sound import Sound

    sound = Sound.open()
    assert not sound.available, pygame.mixer.get_init()
    for pace in (1.0, 10.0):
        for cue in Cue:
            sound.play(cue, pace)
    sound.set_volume(30)
    sound.set_muted(True)
    sound.set_muted(False)
    sound.play(Cue.WAR)
    sound.close()
    sound.close()
    assert pygame.mixer.get_init() is None
    pygame.quit()
"""

# ALSA on a card that no machine has fails everywhere, and ALSA says so on stderr.
NO_CARD = {"SDL_AUDIODRIVER": "alsa", "AUDIODEV": "hw:CARD=NoSuchCard"}


@pytest.mark.parametrize(
    "env_vars",
    [NO_CARD, {"SDL_AUDIODRIVER": "no-such-driver"}, {"SDL_AUDIODRIVER": "dummy"}],
    ids=["alsa-no-card", "unknown-driver", "dummy"],
)
def test_no_device_plays_nothing_raises_nothing_prints_nothing(env_vars) -> None:
    done = run_python(NO_DEVICE, **env_vars)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert done.stderr == ""


def test_alsa_would_print_without_the_quiet_start() -> None:
    """The check above means something: the same mixer start, not silenced, prints."""
    done = run_python(
        """
        import pygame
        try:
            pygame.mixer.init()
        except pygame.error as error:
            print(error)
        """,
        **NO_CARD,
    )
    if "not available" in done.stdout:
        pytest.skip(f"SDL has no ALSA driver here: {done.stdout.strip()}")
    assert "ALSA lib" in done.stderr, (done.stdout, done.stderr)
