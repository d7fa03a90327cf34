"""Helpers the tests share: paths of the repository, seeded games played out, rule
strategies and the language's reference interpreter (importable as ``support``)."""
