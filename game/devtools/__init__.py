"""Developers' tools shipped beside the game but never used by it: the layout audit and the frame bench."""
