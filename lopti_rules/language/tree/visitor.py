"""A node visitor: ``visit(node)`` calls the ``visit_<NodeClass>`` method, else ``generic_visit``.

In the manner of Jinja's ``visitor.py``: adding a node class to nodes.py is a checklist
(every visitor that must handle it gets a ``visit_<NodeClass>``), not a hunt through
``isinstance`` chains. Extra arguments (a check's scope, the compiler's frame) are passed
through to the method. ``generic_visit`` walks the children; a visitor that must
handle every node (the compiler) overrides it to fail closed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .nodes import Node


class NodeVisitor:
    """Dispatch on a node's class name; walk the children of nodes with no method."""

    def get_visitor(self, node: Node) -> Callable[..., Any] | None:
        """The ``visit_<NodeClass>`` method for ``node``, or None."""
        method: Callable[..., Any] | None = getattr(self, f"visit_{type(node).__name__}", None)
        return method

    def visit(self, node: Node, *args: Any, **kwargs: Any) -> Any:
        """Visit ``node``: its ``visit_<NodeClass>`` method, or :meth:`generic_visit`."""
        method = self.get_visitor(node)
        if method is not None:
            return method(node, *args, **kwargs)
        return self.generic_visit(node, *args, **kwargs)

    def generic_visit(self, node: Node, *args: Any, **kwargs: Any) -> Any:
        """Called when no ``visit_<NodeClass>`` exists: visit every child, in source order."""
        for child in node.children():
            self.visit(child, *args, **kwargs)
