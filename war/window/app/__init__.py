"""The game's life in a window: opening it, the loop that drives it, shutting it down."""
