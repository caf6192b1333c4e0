"""War, the card game: rules engine, simulator and pygame-ce client."""
