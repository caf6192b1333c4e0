"""War, the card game: rules engine, simulator and pygame-ce client."""

# The one place the version is written: the package's build reads it (pyproject.toml),
# `war --version` prints it, and CHANGELOG.md's newest entry names it.
__version__ = "0.5.0"
