"""Pixels: colours, card art and felt, the table painter, text and widgets."""
