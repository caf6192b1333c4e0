"""Sound: the moments that make one, the sounds made in code, and the voices that play them."""
