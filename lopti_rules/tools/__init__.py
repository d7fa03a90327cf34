"""What a table does with a rule book: simulate, replay and scenario tests (the book optional)."""
