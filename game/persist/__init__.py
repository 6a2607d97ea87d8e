"""What the game keeps between sessions: settings, campaign stamps, statistics, the match
in progress and the history of finished hands, all through one atomic, versioned store.

Start with :class:`game.persist.saves.Saves`; the other modules are its parts.
"""
