"""From a checked tree to Python: the generator, its expressions, and the compiled book."""
