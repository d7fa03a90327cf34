"""The base of every AST node: its source span, its children, and ``==`` and ``repr``.

``language/tree/nodes.py`` declares each node class as ``@dataclass(kw_only=True, eq=False,
repr=False)``: ``==`` and ``repr`` are written once here, as dataclasses would write them
for each class, because Python 3.11 compiles every generated method of every class when
the module is imported, and that was a tenth of a cold ``lopti lint`` (issue 12). They
behave exactly as before (tests/language/test_node_methods.py compares them with the
dataclass methods): ``==`` holds between nodes of the very same class whose fields but
the span are equal; ``repr`` shows the fields but the span; nodes are unhashable.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields
from operator import attrgetter

#: Node class -> the names of its fields, in declaration order (``children`` reads them).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
#: Node class -> its fields that ``==`` compares, as one tuple (all fields but the span).
_COMPARED: dict[type, Callable[[Node], tuple[object, ...]]] = {}
#: Node class -> its ``repr``: a format string of the fields it shows, and their values.
_SHOWN: dict[type, tuple[str, Callable[[Node], tuple[object, ...]]]] = {}


def _values(names: tuple[str, ...]) -> Callable[[Node], tuple[object, ...]]:
    """The values of the fields ``names`` of a node, as a tuple read in one call."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda node: (one(node),)
    return lambda node: ()


@dataclass(kw_only=True, eq=False, repr=False)
class Node:
    """Base of every node: a source span that does not take part in equality."""

    line: int = field(default=0, compare=False, repr=False)
    column: int = field(default=0, compare=False, repr=False)
    end_line: int = field(default=0, compare=False, repr=False)
    end_column: int = field(default=0, compare=False, repr=False)

    def __eq__(self, other: object) -> bool:
        """Equal when of the very same class with equal fields, the span aside."""
        if other.__class__ is self.__class__:
            key = _COMPARED.get(self.__class__)
            if key is None:
                key = _COMPARED[self.__class__] = _values(
                    tuple(f.name for f in fields(self) if f.compare))
            return key(self) == key(other)
        return NotImplemented

    @reprlib.recursive_repr()
    def __repr__(self) -> str:
        shown = _SHOWN.get(self.__class__)
        if shown is None:
            names = tuple(f.name for f in fields(self) if f.repr)
            text = ", ".join(f"{name}={{!r}}" for name in names)
            shown = _SHOWN[self.__class__] = (f"{self.__class__.__qualname__}({text})",
                                              _values(names))
        return shown[0].format(*shown[1](self))

    def children(self) -> Iterator[Node]:
        """The direct child nodes, in source order."""
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(f.name for f in fields(self))
        for name in names:
            value = getattr(self, name)
            if isinstance(value, Node):
                yield value
            elif isinstance(value, tuple):
                for item in value:
                    if isinstance(item, Node):
                        yield item

    def walk(self) -> Iterator[Node]:
        """This node and every node below it, depth first, in source order."""
        yield self
        for child in self.children():
            yield from child.walk()
