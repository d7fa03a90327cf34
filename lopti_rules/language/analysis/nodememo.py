"""Facts about one node of a parsed tree, kept while the tree lives (issue 26).

The linter keeps each file's tree while the file's text is unchanged
(``lint/filecache.py``), so the book-level checks see the very same hook objects
edit after edit. What they work out about one hook alone (its action sites and their
guards, whether it reads an unknown attribute, what it means) is kept here, by the
node's identity: an edit in one file works out again only that file's facts, and a
check over the whole book reads the rest from here. A fact depends on nothing but the
node (a pure function of it), so a kept fact is the one a cold lint works out.

Nodes are not hashable (their ``==`` compares fields), so a fact is kept by ``id`` beside
the node itself: the node stays alive while its fact is kept, and its ``id`` is not
reused. Each table keeps :data:`SIZE` nodes, least recently used dropped first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from ..tree import nodes

T = TypeVar("T")
N = TypeVar("N", bound=nodes.Node)

#: Nodes kept per fact (hooks of a few hundred-rule workspaces, many times over).
SIZE = 8192

_ALL: list[NodeMemo[Any, Any]] = []


class NodeMemo(Generic[N, T]):
    """One fact about nodes: ``memo(node)`` is ``fact(node)``, worked out once a node."""

    def __init__(self, fact: Callable[[N], T]) -> None:
        self.fact = fact
        self._kept: OrderedDict[int, tuple[N, T]] = OrderedDict()
        self._lock = threading.Lock()
        _ALL.append(self)

    def __call__(self, node: N) -> T:
        key = id(node)
        with self._lock:
            found = self._kept.get(key)
            if found is not None and found[0] is node:
                self._kept.move_to_end(key)
                return found[1]
        value = self.fact(node)
        with self._lock:
            self._kept[key] = (node, value)
            while len(self._kept) > SIZE:
                self._kept.popitem(last=False)
        return value

    def clear(self) -> None:
        """Forget every kept fact."""
        with self._lock:
            self._kept.clear()


def clear() -> None:
    """Forget every kept fact of every table (a cold lint follows)."""
    for memo in _ALL:
        memo.clear()
