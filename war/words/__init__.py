"""Every word the game and its command line show, in one home, ready to be translated.

Each module holds the words of one part of the game (the table, the log, the rules, the
record, the files, the command line, ...) as functions that return them, looked up when they
are shown, never at import: so a language chosen later applies to everything. Nothing here
imports pygame.

How a message is written, for translators:
- a whole sentence (or a whole label), never one assembled from pieces; where one message
  holds another (a reason inside "could not be read (...)"), the inner one is whole too;
- values as named placeholders, ``{battle}``, ``{count}``; numbers through ``number()``;
- a count through ``ngettext`` with the count itself, so every language's plural forms
  apply (Polish and Russian have three); two counts in one line are two messages, each
  with a context (``npgettext``) saying which sentence holds it, since a language may
  need another case there;
- ``pgettext`` with a context where one English word means two things ("Record" the
  button, "record" the noun);
- each message (and its context) written out where it is looked up, ``_("Turn cards")``,
  never passed in a variable: the catalogue tool (tools/catalogues.py) reads them from
  there, and one it cannot read shows in English in every language (a test checks);
- key names from the key map (war/window/input/keymap.py), never written here by hand:
  functions that name keys take them as arguments.

Messages for programmers (an exception that means a bug) stay where they are raised.
"""
