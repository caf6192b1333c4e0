"""Tests for synth.py: every cue made in code, short, soft, with headroom, the same on every
run, and well-formed WAV data (SDL loading it is heard in test_sound.py)."""

from __future__ import annotations

from war.window.audio.cues import Cue
from war.window.audio.sound import VOICES
from war.window.audio.synth import PEAK_LIMIT, PEAKS, synthesise

LONGEST_CUE_SECONDS = 1.0


def test_every_cue_is_made_short_soft_and_with_headroom_for_every_voice() -> None:
    made = synthesise()
    assert set(made) == set(Cue)
    for cue, samples in made.items():
        assert 0.05 <= samples.seconds <= LONGEST_CUE_SECONDS, f"{cue}: {samples.seconds:.2f} s"
        assert 0.05 < samples.peak <= PEAKS[cue] + 1e-6 <= PEAK_LIMIT + 1e-6, (
            f"{cue} peaks at {samples.peak:.3f} of full scale"
        )
        # Neither end clicks: it starts from silence and fades back to it.
        assert abs(samples.values[0]) < 0.01 * samples.peak, cue
        assert abs(samples.values[-1]) < 0.01 * samples.peak, cue
    # Every voice at its loudest together stays under full scale.
    assert VOICES * PEAK_LIMIT < 1.0
    assert synthesise() == made, "the sounds differ between runs: unseeded randomness"


def test_every_cue_is_a_well_formed_wav_file() -> None:
    for cue, samples in synthesise().items():
        wav = samples.wav()
        assert wav[:4] == b"RIFF" and wav[8:12] == b"WAVE", cue
        assert len(wav) == 44 + 4 * len(samples.values), cue
