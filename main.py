"""Start War from a checkout: the game window, or `python main.py simulate ...` for headless
rounds. Installed, the same program is the `war` command (and `python -m war`)."""

import sys

from war.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], program="python main.py"))
