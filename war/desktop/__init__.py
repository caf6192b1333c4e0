"""War in the menu of Linux desktops (freedesktop.org): ``war desktop install`` and
``war desktop uninstall``."""
