"""Test-wide settings: Hypothesis profiles (CI runs derandomized, so a run is repeatable)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# Timing is measured by benchmarks/, never by tests: no deadlines anywhere.
settings.register_profile("dev", deadline=None)
# CI (CI=true) draws the same examples every run, so a red build reproduces.
settings.register_profile(
    "ci", deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))
