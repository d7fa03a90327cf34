"""Rules in play: a compiled rule book attached to an engine game, its effects applied."""
