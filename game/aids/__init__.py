"""Player aids: hints that explain, the tile tracker, undo rules, practice and deal codes."""
