"""Pure rules of double-six dominoes: no pygame, no I/O, no global random."""
