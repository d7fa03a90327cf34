"""Renderers are visitors, one per output (issue 23, "one way each"): adding a node to
``language/tree/nodes.py`` is a checklist, and these tests are the list. Each renderer of
the tree (the canonical formatter ``lopti fmt``, the plain-words reader ``fmt --words``)
has a ``visit_<Node>`` for every node a clean rule can hold; on one it does not know, the
formatter fails closed and the words say so, rather than guess (R-CUSTOM-1: what a table adopts is
what it reads)."""

from __future__ import annotations

import pytest

from lopti_rules.language.present import formatter, words
from lopti_rules.language.tree import nodes

#: the abstract bases, and ``BadValue``, which only a rule the checks refuse holds (LP714)
NOT_RENDERED = (nodes.Node, nodes.Expr, nodes.Stmt, nodes.Action, nodes.BadValue)
CLASSES = [c for c in vars(nodes).values()
           if isinstance(c, type) and issubclass(c, nodes.Node) and c not in NOT_RENDERED]
EXPRESSIONS = sorted(c.__name__ for c in CLASSES if issubclass(c, nodes.Expr))
ACTIONS = sorted(c.__name__ for c in CLASSES if issubclass(c, nodes.Action))
COMPOUND = sorted(c.__name__ for c in CLASSES
                  if issubclass(c, nodes.Stmt) and not issubclass(c, nodes.Action))


def _missing(renderer: type, names: list[str]) -> list[str]:
    return [n for n in names if not callable(getattr(renderer, f"visit_{n}", None))]


def test_r_custom_1_the_node_classes_fall_in_the_three_kinds_the_renderers_know() -> None:
    # a node of a new kind (neither an expression, an action nor a compound statement,
    # nor one of the book's levels: hook, permit, count, rule, book) needs a new row here
    levels = {"Hook", "Permit", "CountDecl", "Rule", "RuleBook"}
    assert {c.__name__ for c in CLASSES} == {*EXPRESSIONS, *ACTIONS, *COMPOUND, *levels}
    assert EXPRESSIONS and ACTIONS and COMPOUND


@pytest.mark.parametrize("renderer", [formatter.Printer, words.Reader],
                         ids=["fmt", "words"])
def test_r_custom_1_every_expression_and_action_has_its_method(renderer: type) -> None:
    assert _missing(renderer, EXPRESSIONS + ACTIONS) == []


@pytest.mark.parametrize("renderer", [formatter.Lines, words.Reader], ids=["fmt", "words"])
def test_r_custom_1_every_compound_statement_has_its_method(renderer: type) -> None:
    assert _missing(renderer, COMPOUND) == []


class Unheard(nodes.Expr):
    """A node no renderer knows: a new one, before its checklist is done."""


def test_r_custom_1_the_formatter_fails_closed_on_a_node_it_does_not_know() -> None:
    with pytest.raises(TypeError, match="cannot format Unheard"):
        formatter.Printer().visit(Unheard())


def test_r_custom_1_the_words_say_a_node_they_do_not_know_is_not_yet_put_in_words() -> None:
    assert words.Reader(event="play").visit(Unheard()) == "(unheard: not yet put in words)"
