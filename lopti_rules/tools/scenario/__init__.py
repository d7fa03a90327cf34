"""Table scenarios (``lopti test``): a table set by hand, decisions, and what must follow."""
