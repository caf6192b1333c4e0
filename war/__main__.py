"""``python -m war``: the same as the ``war`` command."""

import sys

from war.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], program="python -m war"))
