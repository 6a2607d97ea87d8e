"""The table's pieces: chain layout, screen geometry, tile art, sprites."""
