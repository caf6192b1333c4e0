"""Start War: the game window, or `python main.py simulate ...` for headless rounds."""

import sys

from war.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
