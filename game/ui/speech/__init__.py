"""The game's screens said aloud: ``reader.Reader`` reads the scene stack for the speaker."""
