"""``python -m lopti_rules.cli``: the ``lopti`` command, for a checkout without the script."""

from . import run

run()
