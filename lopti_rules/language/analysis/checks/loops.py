"""May loop forever (LP401; R-CUSTOM-3): termination by construction, inside one hook.

LP401 an unbounded loop (``repeat forever``, ``repeat until``, ``while``). Hooks that
trigger each other (LP402) are a property of the whole book: checks/cycles.py.
"""

from __future__ import annotations

from ...catalogue import vocabulary
from ...tree import nodes
from .base import Check, Scope


class Loops(Check):
    """LP401 unbounded loops."""

    def visit_Loop(self, loop: nodes.Loop, scope: Scope) -> None:
        what = vocabulary.LOOP_HEADS[loop.kind]
        self.report("LP401", loop, f"'{what}' may never stop",
                    "repeat a fixed number of times ('repeat 2 times:') or once per "
                    "player ('for each player:')")
