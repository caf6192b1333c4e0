"""Widgets: what a pointer and the keys do to buttons, scrolled views and the side panels."""
