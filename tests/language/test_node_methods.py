"""AST nodes compare and print exactly as the dataclasses they were (issue 12).

``language/tree/nodebase.py`` writes ``==`` and ``repr`` once on ``Node`` instead of letting
dataclasses compile both for each of its classes (a tenth of a cold ``lopti lint``). For
every node of every example and rejected rule, and for a copy of it with another span,
these tests compare against the methods ``dataclasses`` itself generates for the same
fields: a subclass made by ``dataclass(kw_only=True, eq=True)`` with nothing of its own.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from functools import cache

import pytest
from support import each, paths

from lopti_rules.language.syntax.parser import parse_collect
from lopti_rules.language.tree import nodes

NODE_CLASSES = sorted((c for c in vars(nodes).values()
                       if isinstance(c, type) and issubclass(c, nodes.Node)),
                      key=lambda c: c.__name__)


@cache
def reference(cls: type[nodes.Node]) -> type:
    """``cls`` with the ``__eq__`` and ``__repr__`` dataclasses generates for its fields."""
    sub = type(cls.__name__, (cls,), {"__qualname__": cls.__qualname__})
    return dataclasses.dataclass(kw_only=True, eq=True)(sub)


def as_reference(node: nodes.Node, **changes: int) -> object:
    """The same field values in an instance of :func:`reference` (``changes`` applied)."""
    twin = object.__new__(reference(type(node)))
    for f in dataclasses.fields(node):
        setattr(twin, f.name, changes.get(f.name, getattr(node, f.name)))
    return twin


def every_node() -> dict[type, list[nodes.Node]]:
    found: dict[type, list[nodes.Node]] = defaultdict(list)
    for path in sorted([*paths.EXAMPLES.rglob("*.lopti"), *paths.REJECTED.rglob("*.lopti")]):
        book, _ = parse_collect(path.read_text(encoding="utf-8", errors="replace"), str(path))
        for node in book.walk() if book is not None else ():
            found[type(node)].append(node)
    return found


@pytest.fixture(scope="module")
def by_class() -> dict[type, list[nodes.Node]]:
    return every_node()


@pytest.mark.slow
def test_r_custom_1_the_examples_reach_nearly_every_node_class(
        by_class: dict[type, list[nodes.Node]]) -> None:
    concrete = [c for c in NODE_CLASSES if c not in (nodes.Node, nodes.Expr, nodes.Stmt,
                                                      nodes.Action)]
    assert len(by_class) >= 0.9 * len(concrete), sorted(c.__name__ for c in concrete
                                                        if c not in by_class)


def test_r_custom_1_repr_is_the_dataclass_repr(by_class: dict[type, list[nodes.Node]]) -> None:
    for found in by_class.values():
        for node in found:
            assert repr(node) == repr(as_reference(node))


def test_r_custom_1_equality_is_the_dataclass_equality_spans_aside(
        by_class: dict[type, list[nodes.Node]]) -> None:
    other_class = nodes.Number(value=1)
    for found in by_class.values():
        for x, y in zip(found, found[1:] + found[:1], strict=True):
            assert (x == y) == (as_reference(x) == as_reference(y))
            assert (x != y) == (as_reference(x) != as_reference(y))
            moved = dataclasses.replace(x, line=x.line + 7, column=x.column + 3)
            assert moved == x and as_reference(x, line=x.line + 7) == as_reference(x)
            assert x.__eq__(other_class if type(x) is not nodes.Number else "1") \
                is NotImplemented


@each.parametrize("cls", NODE_CLASSES, ids=lambda c: c.__name__, size=60)
def test_r_custom_1_nodes_stay_unhashable_as_dataclasses_with_eq(cls: type) -> None:
    assert cls.__hash__ is None
    assert reference(cls).__hash__ is None
