"""Where the tests find the repository's files: examples, scenarios, golden files, data."""

from __future__ import annotations

from pathlib import Path

#: the repository (the folder holding pyproject.toml)
ROOT = Path(__file__).parents[2]
#: the bundled legal rules, ``examples/rules/*.lopti``
EXAMPLES = ROOT / "examples" / "rules"
#: rules the linter refuses, each naming the codes it expects (``# expect: LP...``)
REJECTED = ROOT / "examples" / "rejected"
#: the shipped scenarios, ``examples/scenarios``
SCENARIOS = ROOT / "examples" / "scenarios"
#: example sessions and their rules, ``examples/sessions``
SESSIONS = ROOT / "examples" / "sessions"
#: the documentation pages
DOCS = ROOT / "docs"
#: expected outputs, one folder a kind (``compiled``, ``lint``, ``parse``)
GOLDEN = ROOT / "tests" / "golden"
#: the tests' own inputs (``scenarios/passing``, ``failing``, ``malformed``)
DATA = ROOT / "tests" / "data"
