"""The freedesktop checkers the menu entry's tests run: desktop-file-validate and
appstreamcli, and a reader of the Exec= line as a desktop reads it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from tests.processes import unavailable

TOOL_SECONDS = 60.0
PACKAGES = {  # Debian's package of each
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
    "gtk-update-icon-cache": "gtk-update-icon-cache",
}
# What appstreamcli may say of War's metainfo and still pass it, lowered to a note with its
# own --override (each is on its list of issues that may be lowered), for the reason given
# in the file: War has no web address, so no reverse-domain id, developer id or homepage.
# AppStream 0.16 knows only the first; a tag the installed version does not know is left
# out, as it cannot be reported either.
DEMOTED = ("cid-desktopapp-is-not-rdns", "developer-id-missing", "url-homepage-missing")
_UNKNOWN_TAG = re.compile(r"issue tag '([^']+)' is not recognized")


def tool(name: str) -> str:
    """The tool's path; a skip on a developer's machine without it, a failure in CI
    (WAR_REQUIRE_E2E=1)."""
    found = shutil.which(name)
    if found is None:
        unavailable(f"{name} not found: apt-get install -y {PACKAGES[name]}")
    return found


def desktop_file_validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [tool("desktop-file-validate"), str(path)],
        capture_output=True,
        text=True,
        timeout=TOOL_SECONDS,
    )


def appstream_validate(path: Path) -> subprocess.CompletedProcess[str]:
    """``appstreamcli validate --no-net``, with DEMOTED lowered to notes."""
    demoted = list(DEMOTED)
    while True:
        overrides = [f"--override={tag}=info" for tag in demoted]
        done = subprocess.run(
            [tool("appstreamcli"), "validate", "--no-net", *overrides, str(path)],
            capture_output=True,
            text=True,
            timeout=TOOL_SECONDS,
        )
        unknown = _UNKNOWN_TAG.search(done.stdout + done.stderr)
        if unknown is None or unknown[1] not in demoted:
            return done
        demoted.remove(unknown[1])


def exec_arguments(value: str) -> list[str]:
    """The arguments of an Exec= value, read as the Desktop Entry spec says: the string
    escapes first, then the quoting, then %% as %."""
    unescaped = re.sub(
        r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]), value
    )
    arguments: list[str] = []
    word: str | None = None
    chars = iter(unescaped)
    for char in chars:
        if char == '"':
            word = word or ""
            for inner in chars:
                if inner == '"':
                    break
                word += next(chars) if inner == "\\" else inner
            else:
                raise ValueError(f"unclosed quote in {value!r}")
        elif char == " ":
            if word is not None:
                arguments.append(word)
            word = None
        else:
            word = (word or "") + char
    if word is not None:
        arguments.append(word)
    return [argument.replace("%%", "%") for argument in arguments]
