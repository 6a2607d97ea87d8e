"""The table's render side: the view (events to motions, sounds and HUD changes in order), the HUD,
tiles, the camera on the line, layout and geometry."""
