"""The game window on pygame-ce: loop, input, scenes, animation, and what they draw with."""
