"""The command line, run as people run it: ``python main.py ...`` in a subprocess."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from war.cli import EXIT_USAGE, main
from war.core.cards import deck_codes, ordered_deck
from war.core.engine import play_fast, play_ranks
from war.simulator import simulate
from war.simulator.command import MAX_JOBS
from war.simulator.simulate import outcome_record, run_games
from war.words import command as words

ROOT = Path(__file__).resolve().parent.parent
ORDERED = deck_codes(ordered_deck())
REASONS = {"all_cards", "out_of_cards_in_war", "both_out_in_war", "battle_limit", "endless"}
OUTCOME_KEYS = [
    "winner",
    "reason",
    "battles",
    "wars",
    "player_cards",
    "computer_cards",
    "seed",
    "rules",
]


def war(
    *args: str, encoding: str = "utf-8", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": encoding, **(env or {})}
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        timeout=60,
    )


def war_json(*args: str) -> dict:
    result = war(*args, "--json")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return json.loads(result.stdout)


# --- bad input: one line, the bad value named, exit 2 ---------------------------------------

CARDS = ORDERED.split()
JOBS = "--jobs must be a whole number from 1 to 64, got "
WHOLE = "must be a whole number"
BAD_INPUT = [
    # (arguments, text the one line must contain)
    (["simulate", "--deck", " ".join(CARDS[:51])], "a deck needs 52 cards, got 51"),
    (["simulate", "--deck", " ".join([*CARDS[:51], "QS"])], "duplicate card: QS"),
    (["simulate", "--deck", " ".join([*CARDS[:51], "XX"])], "unknown card code: XX"),
    (["simulate", "--deck", ""], "a deck needs 52 cards, got 0"),
    (["simulate", "--seed", "abc"], '--seed must be a whole number ≥ 0, got "abc"'),
    (["simulate", "--seed", "-5"], '--seed must be a whole number ≥ 0, got "-5"'),
    (["simulate", "--seed", "1.5"], '--seed must be a whole number ≥ 0, got "1.5"'),
    (["simulate", "--games", "0"], '--games must be a whole number ≥ 1, got "0"'),
    (["simulate", "--games", "-3"], '--games must be a whole number ≥ 1, got "-3"'),
    (["simulate", "--games", "lots"], '--games must be a whole number ≥ 1, got "lots"'),
    (["simulate", "--games", "5", "--jobs", "0"], JOBS + '"0"'),
    (["simulate", "--games", "5", "--jobs", "two"], JOBS + '"two"'),
    (["simulate", "--games", "5", "--jobs", "65"], JOBS + '"65"'),
    (["simulate", "--games", "1000000", "--jobs", "1000"], "war: " + JOBS + '"1000"'),
    (["simulate", "--bogus"], "unknown option: --bogus"),
    (["simulate", "extra"], "unknown argument: extra"),
    (["simulate", "--seed"], "--seed needs a value"),
    (["simulate", "--deck"], "--deck needs a value"),
    (["simulate", "--games"], "--games needs a value"),
    (["simulate", "--games", "5", "--jobs"], "--jobs needs a value"),
    (["simulate", "--json=yes"], '--json takes no value, got "yes"'),
    (["simulate", "--deck", ORDERED, "--seed", "3"], "use --deck or --seed, not both"),
    (["simulate", "--games", "5", "--deck", ORDERED], "--games"),
    (["simulate", "--games", "5", "--trace"], "--games cannot be used with --trace"),
    (["simulate", "--jobs", "2"], "--jobs only applies to --games"),
    (["simulate", "--war-cards", "9"], "war: --war-cards takes 1, 2 or 3, not 9"),
    (["simulate", "--pickup", "random"], "--pickup takes as-laid or shuffled, not random"),
    (["simulate", "--games", "5", "--limit", "0"], "--limit takes 500, 1000 or none, not 0"),
    (["simulate", "--limit"], "--limit needs a value"),
    (["--war-cards", "9"], "war: --war-cards takes 1, 2 or 3, not 9"),  # the game's too
    (["--pickup", "Shuffled"], "--pickup takes as-laid or shuffled, not Shuffled"),
    (["--limit", "750"], "--limit takes 500, 1000 or none, not 750"),
    (["--seed", "abc"], '--seed must be a whole number ≥ 0, got "abc"'),
    (["--seed", "-1"], '--seed must be a whole number ≥ 0, got "-1"'),
    (["--seed"], "--seed needs a value"),
    (["--size", "big"], '--size must be WIDTHxHEIGHT like 1024x600, got "big"'),
    (["--size", "1024x"], '--size must be WIDTHxHEIGHT like 1024x600, got "1024x"'),
    (["--size", "320x200"], '--size must be at least 640x360, got "320x200"'),
    (["--size", "1024x300"], '--size must be at least 640x360, got "1024x300"'),
    (["--size", "20000x600"], '--size must be at most 10000x10000, got "20000x600"'),
    (["--fullscreen=yes"], '--fullscreen takes no value, got "yes"'),
    (["--bogus"], "unknown option: --bogus"),
    (["simulat"], "unknown argument: simulat"),
    # Python reads and prints at most 4,300 digits: say so, not "must be a whole number".
    (["--seed", "9" * 5000], f"--seed {WHOLE} ≥ 0 of at most 4,300 digits, got 5,000 digits"),
    (["simulate", "--seed", "9" * 5000], f"--seed {WHOLE} ≥ 0 of at most 4,300 digits, got 5,000"),
    (
        ["simulate", "--games", "9" * 4301],
        f"--games {WHOLE} ≥ 1 of at most 4,300 digits, got 4,301",
    ),
    (["simulate", "--games", "5", "--jobs", "9" * 5000], JOBS + "5,000 digits"),
    (["simulate", "--seed", "9" * 4300, "--games", "2"], "seeds of at most 4,300 digits"),
    # A value that starts with "-" is a value, named in the message.
    (["--size", "-1x-1"], '--size must be WIDTHxHEIGHT like 1024x600, got "-1x-1"'),
    (["simulate", "--deck", "-AS"], "unknown card code: -AS"),
    (["simulate", "--games", "-1e3"], '--games must be a whole number ≥ 1, got "-1e3"'),
    (["--seed", "--fullscreen"], "--seed needs a value"),  # an option is no value
    (["--daily", "--seed", "3"], "use --daily or --seed, not both"),
    (["--daily", "yes"], "yes"),  # --daily takes no value
    (["--size", "9999999999x1"], '--size must be at most 10000x10000, got "9999999999x1"'),
    (
        ["simulate", "--gam", "10"],
        "war: unknown option: --gam (see war simulate --help)",
    ),
    (["--seed", "3", "simulate"], "simulate must come first: war simulate --seed 3"),
    # --data-dir: a file is no folder; stats reads only a folder that is there.
    (["stats", "--data-dir", str(ROOT / "README.md")], "--data-dir must name a folder, not a file"),
    (["stats", "--data-dir", str(ROOT / "no such folder")], "--data-dir: no such folder: "),
    (["stats", "--data-dir", "~no-such-user-of-war/data"], "--data-dir: no such folder: "),
]


@pytest.mark.parametrize(("args", "expected"), BAD_INPUT, ids=lambda value: str(value)[:40])
def test_bad_input_gets_one_clear_line_and_exit_2(args: list[str], expected: str, capsys) -> None:
    # In this process, for speed: main() is all that main.py runs (the test below runs it).
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    assert err.count("\n") == 1, err
    assert err.startswith("war: ")
    assert expected in err


def test_bad_input_to_the_real_program_is_one_line_and_exit_2() -> None:
    for args in (["--size", "-1x-1"], ["simulate", "--gam", "10"]):
        result = war(*args)
        assert result.returncode == 2, args
        assert result.stdout == ""
        assert result.stderr.count("\n") == 1 and result.stderr.startswith("war: "), args


def test_a_long_value_is_shown_by_its_start_and_its_length() -> None:
    for args in (["simulate", "--deck", "X" * 100_000], ["--seed", "x" * 100_000]):
        result = war(*args)
        assert result.returncode == 2
        assert result.stderr.count("\n") == 1
        assert len(result.stderr) < 200, result.stderr[:300]
        assert f"{args[-1][:40]}…" in result.stderr
        assert "(100,000 characters)" in result.stderr


def test_control_characters_in_a_value_are_escaped_not_sent_to_the_terminal() -> None:
    for args in (
        ["simulate", "--deck", "\x1b[31mRED"],
        ["--size", "\x1b[2J\n640x480"],
        ["simulate", "--\x1b[31m"],
    ):
        result = war(*args)
        assert result.returncode == 2
        assert result.stderr.count("\n") == 1, result.stderr
        assert "\x1b" not in result.stderr
        assert "\\x1b[" in result.stderr


def test_games_say_deal_or_deals_as_the_count_needs() -> None:
    assert war("simulate", "--games", "1").stdout.startswith("1 deal, seed 0\n")
    assert war("simulate", "--games", "2").stdout.startswith("2 deals, seeds 0 to 1\n")


@pytest.mark.parametrize("args", [["--help"], ["simulate", "--help"]])
def test_help_works(args: list[str]) -> None:
    result = war(*args)
    assert result.returncode == 0
    assert "usage: python main.py" in result.stdout
    assert result.stderr == ""


def test_help_names_daily_and_what_it_plays(capsys) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "--daily" in out and "play the deal of the day" in out


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not os.path.exists("/dev/full"),
    reason="/dev/full, the device that is always full, is Linux's",
)
@pytest.mark.parametrize("args", [["--help"], ["simulate", "--help"]], ids=" ".join)
def test_help_that_cannot_be_written_is_one_line_and_exit_1(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "main.py", *args],
            cwd=ROOT,
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stderr == "war: cannot write output: No space left on device\n"


def test_help_read_by_a_reader_that_stops_early_is_no_error() -> None:
    process = subprocess.Popen(
        [sys.executable, "main.py", "--help"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like `| head -c1`, closed before the help is written
    errors = process.stderr.read()
    process.wait(timeout=60)
    assert errors == ""
    assert process.returncode == 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how Linux finds X")
def test_the_game_says_in_one_line_when_there_is_no_display() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    result = subprocess.run(
        [sys.executable, "main.py", "--seed", "3"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("war: no display available")
    assert "python main.py simulate" in result.stderr


def test_the_game_says_when_pygame_is_missing(monkeypatch, capsys) -> None:
    monkeypatch.delitem(sys.modules, "war.window.app.start", raising=False)
    monkeypatch.setitem(sys.modules, "pygame", None)
    assert main(["--fullscreen"]) == 1
    assert capsys.readouterr().err == (
        "war: the game window needs pygame-ce: pip install pygame-ce\n"
    )


# --- one deal --------------------------------------------------------------------------------


def test_json_for_one_deal_has_the_documented_fields_and_types() -> None:
    record = war_json("simulate", "--seed", "11")
    assert list(record) == OUTCOME_KEYS
    assert record["winner"] in {"player", "computer", "draw"}
    assert record["reason"] in {
        "all_cards",
        "out_of_cards_in_war",
        "both_out_in_war",
        "battle_limit",
    }
    for key in ("battles", "wars", "player_cards", "computer_cards"):
        assert type(record[key]) is int
    assert record["seed"] == 11
    assert record["player_cards"] + record["computer_cards"] == 52


def test_the_same_seed_gives_the_same_json() -> None:
    assert (
        war("simulate", "--seed", "8", "--json").stdout
        == war("simulate", "--seed", "8", "--json").stdout
    )


def test_a_given_deck_plays_as_the_engine_plays_it() -> None:
    record = war_json("simulate", "--deck", ORDERED)
    assert record == outcome_record(play_fast(ordered_deck()), None)
    assert record["seed"] is None


def test_a_deal_without_seed_or_deck_picks_a_seed_that_replays_it() -> None:
    record = war_json("simulate")
    assert type(record["seed"]) is int and record["seed"] >= 0
    assert war_json("simulate", "--seed", str(record["seed"])) == record


def test_the_summary_for_people_says_who_won_and_how_to_replay() -> None:
    result = war("simulate", "--seed", "42")
    assert result.returncode == 0 and result.stderr == ""
    battles = war_json("simulate", "--seed", "42")["battles"]
    assert f"Battles: {battles}" in result.stdout
    assert "Final piles: player " in result.stdout
    assert "python main.py simulate --seed 42 --trace" in result.stdout
    assert "python main.py --seed 42" in result.stdout


def test_trace_prints_one_line_per_battle() -> None:
    battles = war_json("simulate", "--seed", "1")["battles"]
    result = war("simulate", "--seed", "1", "--trace")
    assert result.returncode == 0
    lines = [line for line in result.stdout.splitlines() if line.startswith("battle ")]
    assert len(lines) == battles
    assert lines[0].startswith("battle   1: ")
    assert "♠" in result.stdout or "♥" in result.stdout


def test_trace_falls_back_to_codes_when_stdout_cannot_encode_suits() -> None:
    result = war("simulate", "--seed", "1", "--trace", encoding="ascii")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.isascii()
    assert "battle   1: QS v JC" in result.stdout


def test_trace_with_json_is_one_object_per_battle_then_the_result() -> None:
    result = war("simulate", "--deck", ORDERED, "--trace", "--json")
    records = [json.loads(line) for line in result.stdout.splitlines()]
    *battles, final = records
    assert final == outcome_record(play_fast(ordered_deck()), None)
    assert [record["battle"] for record in battles] == list(range(1, final["battles"] + 1))
    assert all(len(record["player"]) == 2 for record in battles)  # codes, never symbols


@pytest.mark.parametrize(
    "args",
    [["stats"], ["stats", "--json"], ["--help"], ["stats", "--help"], ["simulate", "--help"]],
    ids=" ".join,
)
def test_output_stdout_cannot_encode_is_written_escaped_not_a_traceback(
    args: list[str], tmp_path: Path
) -> None:
    """stdout in ASCII (PYTHONIOENCODING, or a Windows code page, ``stats > out.txt``): what
    it cannot hold, a folder named "café" and the record's "·", is written escaped."""
    from tests.store.test_record import SEQUENCE
    from war.store.store import Store

    home = tmp_path / "café"  # the default folder --help names, and the record's folder
    store = Store(home / "war")
    store.finish_round(SEQUENCE[0], seed=1)
    store.close()
    result = war(*args, encoding="ascii", env={"XDG_DATA_HOME": str(home)})
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    assert result.stdout.isascii() and result.stdout.endswith("\n")
    if args == ["stats"]:
        assert "caf\\xe9" in result.stdout and "\\xb7" in result.stdout
    elif args == ["stats", "--json"]:
        assert json.loads(result.stdout)["played"] == 1  # json.dumps escapes, as ever
    elif args != ["simulate", "--help"]:  # its help names no folder: ASCII as it is
        assert "caf\\xe9" in result.stdout


def test_output_closed_early_is_no_error() -> None:
    process = subprocess.Popen(
        [sys.executable, "main.py", "simulate", "--seed", "0", "--trace"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like `| head` exiting before the first line is written
    errors = process.stderr.read()
    process.wait(timeout=60)
    assert errors == ""
    assert process.returncode == 0  # the reader had all it wanted: no error


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not os.path.exists("/dev/full"),
    reason="/dev/full, the device that is always full, is Linux's",
)
@pytest.mark.parametrize(
    "args",
    [["--seed", "1"], ["--seed", "1", "--trace", "--json"], ["--games", "20"]],
    ids=" ".join,
)
def test_a_full_disk_is_one_line_and_exit_1(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "main.py", "simulate", *args],
            cwd=ROOT,
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stderr == "war: cannot write output: No space left on device\n"


@pytest.mark.skipif(sys.platform == "win32", reason="closes file descriptor 1 before exec")
@pytest.mark.parametrize("args", [["--seed", "1"], ["--games", "20"]], ids=" ".join)
def test_a_closed_stdout_is_one_line_and_exit_1(args: list[str]) -> None:
    # Like `python main.py simulate --seed 1 >&-`: Python starts with sys.stdout None.
    # (stdout=DEVNULL would be an open descriptor, which is not the same thing.)
    result = subprocess.run(
        [sys.executable, "main.py", "simulate", *args],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr == "war: cannot write output: stdout is closed\n"


def test_no_stdout_and_no_stderr_still_exit_1_quietly(monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["simulate", "--seed", "1"]) == 1
    assert main(["simulate", "--games", "3"]) == 1


# --- many deals ------------------------------------------------------------------------------


def test_jobs_default_to_one_per_cpu_but_never_past_the_maximum(monkeypatch, capsys) -> None:
    asked: list[int] = []

    def recording_run_games(first_seed: int, games: int, jobs: int, **kwargs):
        asked.append(jobs)
        return run_games(first_seed, games, 1, **kwargs)

    monkeypatch.setattr(simulate, "run_games", recording_run_games)  # as simulate looks it up
    monkeypatch.setattr(os, "cpu_count", lambda: 256)
    assert main(["simulate", "--games", "3", "--json"]) == 0
    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    assert main(["simulate", "--games", "3", "--json"]) == 0
    assert main(["simulate", "--games", "3", "--jobs", "64", "--json"]) == 0
    assert asked == [MAX_JOBS, 3, 64]
    assert capsys.readouterr().err == ""


def test_games_give_the_same_json_in_one_process_and_in_two() -> None:
    # 1000 deals: enough that --jobs 2 really starts two processes (500 deals each at least).
    one = war("simulate", "--games", "1000", "--seed", "5", "--jobs", "1", "--json")
    two = war("simulate", "--games", "1000", "--seed", "5", "--jobs", "2", "--json")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout
    assert json.loads(one.stdout)["games"] == 1000


def test_games_json_matches_a_direct_computation() -> None:
    from war.core.cards import shuffled_deck

    summary = war_json("simulate", "--games", "9", "--seed", "20")
    outcomes = [play_ranks([c.rank for c in shuffled_deck(seed)]) for seed in range(20, 29)]
    battles = sorted(o.battles for o in outcomes)
    assert summary["games"] == 9
    assert summary["player_wins"] == sum(o.winner == "player" for o in outcomes)
    assert summary["computer_wins"] == sum(o.winner == "computer" for o in outcomes)
    assert summary["draws"] == {
        "battle_limit": sum(o.reason == "battle_limit" for o in outcomes),
        "both_out_in_war": sum(o.reason == "both_out_in_war" for o in outcomes),
        "endless": 0,
    }
    assert sorted(summary["reasons"]) == sorted(REASONS)
    # Nearest rank with n = 9: median at position ceil(4.5) = 5, p90 at ceil(8.1) = 9.
    assert summary["battles"] == {
        "mean": sum(battles) / 9,
        "median": battles[4],
        "p90": battles[8],
        "p99": battles[8],
        "max": battles[8],
    }
    assert summary["wars"] == {
        "mean": sum(o.wars for o in outcomes) / 9,
        "max": max(o.wars for o in outcomes),
    }
    assert summary["longest_war_chain"] == max(o.longest_war_chain for o in outcomes)
    assert summary["decided_share"] == sum(o.winner != "draw" for o in outcomes) / 9


def test_games_for_people() -> None:
    result = war("simulate", "--games", "50")
    assert result.returncode == 0
    assert result.stderr == ""  # no progress bar when stderr is not a terminal
    assert result.stdout.startswith("50 deals, seeds 0 to 49\n")
    assert "Battles per round: mean " in result.stdout
    assert "Longest chain of wars in one battle: " in result.stdout


def read_until(fd: int, marker: bytes, seconds: float) -> bytes:
    """Read a terminal's output until ``marker`` shows up (or the time is over, or it closes)."""
    seen = b""
    deadline = time.monotonic() + seconds
    while marker not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the other end closed
                break
            if not chunk:
                break
            seen += chunk
    return seen


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_long_run_shows_progress_and_ctrl_c_ends_it_with_one_line(jobs: str) -> None:
    import pty

    terminal, stderr_side = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "main.py", "simulate", "--games", "10000000", "--jobs", jobs],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=stderr_side,
    )
    os.close(stderr_side)
    try:
        shown = read_until(terminal, b" deals", 30)  # the bar appears after about a second
        assert b"/10,000,000 deals" in shown
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=30)
        shown += read_until(terminal, b"\n", 5)
    finally:
        process.kill()
        process.wait()
        os.close(terminal)
    assert process.returncode == 130
    assert out == b""
    shown = shown.replace(b"\r\n", b"\n")  # the terminal's own line endings
    erased, message = shown.rsplit(b"\r", 2)[-2:]
    assert erased.strip(b" ") == b""  # the bar was cleared before the message
    assert message == b"war: interrupted\n"


# --- no pygame for simulate ------------------------------------------------------------------


def test_simulate_never_imports_pygame() -> None:
    script = (
        "import sys, io, contextlib\n"
        "from war.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['simulate', '--seed', '1', '--trace'])\n"
        "    main(['simulate', '--games', '20', '--json'])\n"
        "print(sorted(m for m in sys.modules if m.startswith(('pygame', 'war.window.app'))))\n"
        "print('war.window.layout' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    # The layout's sizes check --size at the top of the module, and layout needs no pygame.
    assert result.stdout.split() == ["[]", "True"]


# --- the lifetime record -------------------------------------------------------------------


def test_stats_prints_the_record_for_people_and_for_programs(tmp_path, capsys) -> None:
    from tests.store.test_record import SEQUENCE
    from war.store.store import Store

    store = Store(tmp_path)
    for seed, outcome in enumerate(SEQUENCE):
        store.finish_round(outcome, seed)
    assert main(["stats", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("6 rounds played: won 4 (67%), lost 1, drawn 1\n")
    assert "How your rounds ended:\n  3  You won: you took all 52 cards\n" in out
    assert f"(kept in {tmp_path})" in out
    assert main(["stats", "--json", "--data-dir", str(tmp_path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert (record["played"], record["won"], record["lost"], record["drawn"]) == (6, 4, 1, 1)
    assert record["longest_round"] == 500 and len(record["history"]) == 6
    # Version 2's, beside the keys version 1 had: each rule set's counts, the daily streak
    # as of today, the medals with their days.
    assert record["per_rules"] == {"1 as-laid 500": {"played": 6, "won": 4, "lost": 1, "drawn": 1}}
    assert (record["daily_streak"], record["best_daily_streak"], record["medals"]) == (0, 0, {})
    assert record["endings"]["player all_cards"] == 3


def test_stats_before_any_round_is_played_says_so_and_exits_0(tmp_path) -> None:
    """The default folder is not made until the game first runs: that is no mistake."""
    result = war("stats", env={"XDG_DATA_HOME": str(tmp_path / "nobody-played-yet")})
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("No rounds played yet.\n")


def test_the_game_given_a_file_for_its_data_folder_says_so_before_any_window(tmp_path) -> None:
    """One line naming it, exit 2, and pygame never even imported."""
    script = (
        "import sys\n"
        "from war.cli import main\n"
        f"code = main(['--data-dir', {str(ROOT / 'README.md')!r}])\n"
        "print(code, 'pygame' in sys.modules)\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        env=env,
    )
    assert result.stdout.split() == ["2", "False"], result
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("war: --data-dir must name a folder, not a file: ")


def test_a_data_folder_inside_a_file_is_said_to_be_so_before_any_window(
    tmp_path, monkeypatch, capsys
) -> None:
    """It can never be made, as a file never can be a folder: one line naming the file."""
    monkeypatch.chdir(tmp_path)
    Path("notes.txt").write_text("")
    for args in (["--data-dir"], ["stats", "--data-dir"]):
        assert (main([*args, "notes.txt/war/data"]), capsys.readouterr().err) == (
            2,
            'war: --data-dir must name a folder, not one inside a file: "notes.txt/war/data" '
            '("notes.txt" is a file)\n',
        ), args


def test_the_default_data_folder_in_a_file_s_place_is_said_to_be_a_file(tmp_path) -> None:
    """XDG_DATA_HOME/war a file, or XDG_DATA_HOME itself: stats says so, in one line, and
    shows no record (there can be none), exit 1."""
    (tmp_path / "war").write_text("")
    (tmp_path / "notes.txt").write_text("")
    for home, said in (
        (tmp_path, f"{tmp_path}/war is a file, not a folder."),
        (
            tmp_path / "notes.txt",
            f"{tmp_path}/notes.txt is a file, not a folder, so {tmp_path}/notes.txt/war cannot "
            "be there.",
        ),
    ):
        result = war("stats", env={"XDG_DATA_HOME": str(home)})
        assert (result.returncode, result.stdout) == (1, ""), home
        assert result.stderr == f"war: Cannot read the data folder: {said}\n", home


def test_stats_escapes_the_folder_it_names_as_every_message_does(tmp_path, capsys) -> None:
    from tests.store.test_record import SEQUENCE
    from war.store.store import Store

    folder = tmp_path / "a\x1b[31mred\x07folder"
    Store(folder).finish_round(SEQUENCE[0], 1)
    assert main(["stats", "--data-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "a\\x1b[31mred\\x07folder)" in out.splitlines()[-1]


@pytest.mark.parametrize("as_json", [False, True], ids=["for people", "--json"])
def test_stats_with_a_damaged_record_says_so_in_one_line_shows_none_and_exits_1(
    tmp_path, as_json: bool
) -> None:
    """An empty record would say "no rounds played", which a script takes for a fresh install."""
    (tmp_path / "stats.json").write_text("[[[")
    result = war("stats", *(["--json"] if as_json else []), "--data-dir", str(tmp_path))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.count("\n") == 1
    assert result.stderr == (
        "war: Your record could not be read (not JSON: damaged or cut short); "
        "stats.json is left as it is.\n"
    )
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]  # stats only reads


@pytest.mark.parametrize("as_json", [False, True], ids=["for people", "--json"])
def test_stats_that_cannot_read_the_record_or_its_folder_shows_none_and_exits_1(
    tmp_path, monkeypatch, capsys, as_json: bool
) -> None:
    """stats.json at chmod 000, or the folder not searchable (for root, whom chmod does not
    stop, the same refused): the store's one line, no record, exit 1."""
    from tests.store.test_bad_files import unreadable
    from tests.store.test_record import SEQUENCE
    from tests.store.test_store import unsearchable
    from war.store.store import Store

    game = Store(tmp_path)
    game.finish_round(SEQUENCE[0], seed=1)
    game.close()
    args = ["stats", *(["--json"] if as_json else []), "--data-dir", str(tmp_path)]
    cases = {
        "stats.json": (
            lambda: unreadable(tmp_path / "stats.json", monkeypatch),
            "war: Your record cannot be read (Permission denied); stats.json is left as it is.\n",
        ),
        "the folder": (
            lambda: unsearchable(tmp_path, monkeypatch),
            f"war: Cannot read the data folder {tmp_path} (Permission denied).\n",
        ),
    }
    for kind, (refusing, said) in cases.items():
        with refusing():
            code = main(args)
        out, err = capsys.readouterr()
        assert (code, out, err) == (1, "", said), kind
    assert main(args) == 0 and capsys.readouterr().err == ""  # readable again: shown


def test_stats_of_a_folder_with_no_record_yet_says_no_rounds_are_played(tmp_path) -> None:
    result = war("stats", "--data-dir", str(tmp_path))
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("No rounds played yet.\n")


def test_stats_of_a_record_with_a_value_left_out_shows_the_rest_and_exits_0(tmp_path) -> None:
    from tests.store.test_record import SEQUENCE
    from war.store.store import Store

    Store(tmp_path).finish_round(SEQUENCE[0], seed=1)
    data = json.loads((tmp_path / "stats.json").read_text())
    (tmp_path / "stats.json").write_text(json.dumps({**data, "wars": -1}))
    result = war("stats", "--data-dir", str(tmp_path))
    assert result.returncode == 0 and result.stdout.startswith("1 round played: won 1")
    assert result.stderr == (
        'war: Your record was repaired: some of it was not understood and was left out ("wars"); '
        '"wars" raised to 7 so the counts fit together; stats.json is left as it is and will not '
        "be written over.\n"
    )


def test_a_sigterm_closes_the_game_with_its_round_saved(tmp_path) -> None:
    """The window's close button and SIGTERM: exit 0, and the round is there to resume."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    folder = tmp_path / "not" / "there" / "yet"  # made, as --data-dir says
    game = subprocess.Popen(
        [sys.executable, "main.py", "--seed", "5", "--data-dir", str(folder)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while not (folder / "round.json").exists():
            assert time.monotonic() < deadline, "the deal was never saved"
            assert game.poll() is None, game.communicate()
            time.sleep(0.05)
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=30)
    finally:
        if game.poll() is None:
            game.kill()
    assert game.returncode == 0 and err == "" and out == ""
    from war.core.engine import Round
    from war.store.store import Store

    assert Store(folder, read_only=True).saved_round == Round.from_seed(5).position()


@pytest.mark.slow
def test_daily_opens_the_game_on_todays_deal_counted_as_the_days(tmp_path) -> None:
    from datetime import date

    from tests.helpers import first_frame_then_sigterm
    from war.session.daily import daily_seed

    folder = tmp_path / "data"
    program = (sys.executable, str(ROOT / "main.py"), "--daily")
    before = daily_seed(date.today())
    done = first_frame_then_sigterm(folder, tmp_path / "run", program=program)
    assert done.returncode == 0, done.stderr
    saved = json.loads((folder / "round.json").read_text(encoding="utf-8"))
    assert saved["daily"] is True
    assert saved["seed"] in (before, daily_seed(date.today()))  # a midnight between


def test_the_games_rule_options_are_the_table_rules_it_keeps_each_given_one_alone(
    tmp_path, monkeypatch
) -> None:
    """--war-cards, --pickup and --limit are chosen as in Settings: those given are kept
    for every new round (the deal of --seed too), the others stay as they were."""
    from war.window.app import start

    opened: list[dict] = []

    def run(**asked: object) -> int:  # the window, not opened: what it was asked to open
        opened.append(asked)
        return 0

    monkeypatch.setattr(start, "run", run)
    data = ["--data-dir", str(tmp_path)]
    assert main(["--war-cards", "3", "--limit", "none", "--seed", "7", *data]) == 0
    assert opened[-1]["rules"] == {"war_cards": 3, "battle_limit": None}
    assert opened[-1]["seed"] == 7
    assert main(data) == 0
    assert opened[-1]["rules"] == {}  # none given: the settings' as they are


def test_speak_asks_the_window_to_turn_speech_on_and_help_says_it_is_kept(
    tmp_path, monkeypatch, capsys
) -> None:
    from war.window.app import start

    opened: list[dict] = []

    def run(**asked: object) -> int:  # the window, not opened: what it was asked to open
        opened.append(asked)
        return 0

    monkeypatch.setattr(start, "run", run)
    assert main(["--speak", "--data-dir", str(tmp_path)]) == 0
    assert main(["--data-dir", str(tmp_path)]) == 0
    assert [each["speak"] for each in opened] == [True, False]
    assert main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert f"--speak {words.speak_help()}" in out


def test_the_games_help_says_the_rule_options_are_kept_as_the_table_rules(capsys) -> None:
    assert main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    for option in ("--war-cards 1|2|3", "--pickup as-laid|shuffled", "--limit 500|1000|none"):
        assert option in out
    assert " ".join(words.game_rules_note().split()) in out


@pytest.mark.parametrize(
    ("options", "named"),
    [
        (["--war-cards", "2"], "--war-cards"),
        (["--pickup", "shuffled", "--limit", "none"], "--pickup --limit"),
    ],
)
def test_the_deal_of_the_day_refuses_house_rules_in_one_line(options, named, capsys):
    assert main(["--daily", *options]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and named in err and "--daily" in err


@pytest.mark.parametrize(
    "args", [[], ["--data-dir", "some folder"], ["--data-dir=some folder"], ["--data-dir="]]
)
def test_a_plain_start_reads_the_options_the_games_parser_reads(args) -> None:
    from war.cli import game_parser, plain_start

    assert vars(plain_start(args)) == vars(game_parser().read(args)[0])


@pytest.mark.parametrize(
    "args",
    [["--data-dir"], ["--data-dir", "-x"], ["--data-dir", "a", "b"], ["--seed", "1"], ["--data"]],
)
def test_any_other_start_is_left_to_the_games_parser(args) -> None:
    from war.cli import plain_start

    assert plain_start(args) is None


def test_a_plain_start_opens_the_window_as_the_parser_would_and_imports_no_argparse(
    tmp_path,
) -> None:
    """The window is asked for what the parser's defaults say, and argparse is never
    imported on the way (it cost milliseconds before the first frame)."""
    script = (
        "import sys, war.cli\n"
        "from war.window.app import start\n"
        "asked = []\n"
        "start.run = lambda **options: asked.append(options) or 0\n"
        f"assert war.cli.main(['--data-dir', {str(tmp_path)!r}]) == 0\n"
        "print(sorted(asked[0].items()), 'argparse' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=Path(__file__).resolve().parent.parent,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert done.returncode == 0, done.stderr
    expected = {
        "seed": None,
        "daily": False,
        "fullscreen": False,
        "size": None,
        "data_dir": tmp_path,
        "language": None,
        "rules": {},
        "speak": False,
    }
    assert done.stdout.strip() == f"{sorted(expected.items())} False"
