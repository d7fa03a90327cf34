"""A tree with some nodes swapped: the one copy-on-write rewrite the analyses share.

``substituted(node, swap)`` returns ``node`` with every node for which ``swap`` gives a
stand-in replaced by it (the stand-in is not searched further), rebuilding only the
nodes on the way to a swap; a subtree with nothing swapped is the same object. The
meaning's rewrite (``analysis/meaning.py``) rewrites bottom up with a rule of its own and
does not use it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from typing import TypeVar

from .nodes import Node

N = TypeVar("N", bound=Node)


def substituted(node: N, swap: Callable[[Node], Node | None]) -> N:
    """``node`` with each node ``swap`` gives a stand-in for replaced by it."""
    stand = swap(node)
    if stand is not None:
        return stand  # type: ignore[return-value]
    changes: dict[str, object] = {}
    for f in fields(node):
        if not f.init:
            continue
        old = getattr(node, f.name)
        if isinstance(old, Node):
            new: object = substituted(old, swap)
        elif isinstance(old, tuple) and any(isinstance(v, Node) for v in old):
            items = tuple(substituted(v, swap) if isinstance(v, Node) else v for v in old)
            new = items if any(a is not b for a, b in zip(items, old, strict=True)) else old
        else:
            continue
        if new is not old:
            changes[f.name] = new
    return replace(node, **changes) if changes else node  # type: ignore[arg-type]
