"""What the standalone app runs (tools/bundle.py builds it): War's command line, as ``war``.

A frozen app is its own Python: the workers of ``war simulate --games N --jobs K`` are this
same program started again, and freeze_support makes them workers, not a second command line
(without it each worker reads its arguments as the game's and a new one is started in its
place, for ever). Importing multiprocessing costs the app nothing: PyInstaller's own start-up
hook for it has imported it already.
"""

import multiprocessing
import sys

from war.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main(sys.argv[1:], program="war"))
