"""Sessions: the session model, Roshambo, the rule-book archive and its exports."""
