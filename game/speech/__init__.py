"""Speech: the game said aloud, for players who cannot see the screen (issue #27).

``voices`` finds something that can speak here (the running screen reader, else the
system's synthesizer) and writes the transcript; ``speaker`` decides what is said and when
one sentence cuts another short; ``words`` builds the sentences from the model's values.
Nothing here imports pygame or the UI: the UI's reader (``game.ui.speech``) feeds it.
"""
