"""The free-text judge: what a ``says``/``does`` text asks, read in five languages."""
