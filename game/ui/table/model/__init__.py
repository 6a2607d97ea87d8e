"""The hand's model side: the controller (engine, seats, aids), the events it returns, and the
human's input. No pygame in the controller or the events."""
