"""The game's own ideas, as plain data every room may read: who the characters are
(``roster``), how a player plays (``modes``), who sits at the table (``lineup``) and the
campaign's matches and progress rules (``campaign``).

Nothing here reads files, draws, or thinks for a computer player: ``game.persist`` saves
these values, ``game.ai`` builds players from the roster and ``game.ui`` shows them.
"""
