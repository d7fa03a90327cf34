"""Hypothesis strategies for rule books of any syntax the parser reads and the formatter
prints, whether the validator accepts them or not.

Expressions mix freely (a number compared with a role, ``not`` of a count), roles
include the kinds the validator rejects (``creator``, seats, described players),
texts hold any printable character but braces (a brace opens a placeholder, whose
round trip tests/language/test_counting_and_values.py pins): what round trips through
``lopti fmt`` must keep its meaning. For rules shaped to compile, see ``support.strategies``.
"""

from __future__ import annotations

from hypothesis import strategies as st

from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language.tree import nodes

TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_characters='"{}\n\r\x0b\x0c\x1c\x1d'
                                      '\x1e\x85\u2028\u2029', exclude_categories=["Cs", "Cc"]),
               max_size=12)
SINGLE = st.sampled_from(["acting", "next", "previous", "dealer", "last_winner", "fewest", "most",
                         "last_place"])
PLURAL = st.sampled_from(["every", "every_other", "still_in"])
OPS = st.sampled_from(["==", "!=", "<", "<=", ">", ">="])


def single_role() -> st.SearchStrategy[nodes.Role]:
    """Roles the validator accepts, and the rejected kinds the parser must still round-trip."""
    return st.one_of(
        SINGLE.map(lambda k: nodes.Role(kind=k)),
        st.just(nodes.Role(kind="creator")),
        st.sampled_from(["clearer", "picker", "drawer", "winner"]).map(
            lambda v: nodes.Role(kind="acting", value=v)),
        st.integers(0, 9).map(lambda v: nodes.Role(kind="seat", value=v)),
        st.sampled_from(["oldest", "clear", "skip", "if", "lucky"]).map(
            lambda v: nodes.Role(kind="described", value=v)),
    )


def any_role() -> st.SearchStrategy[nodes.Role]:
    return st.one_of(single_role(), PLURAL.map(lambda k: nodes.Role(kind=k)))


ATOMS: st.SearchStrategy[nodes.Expr] = st.one_of(
    st.integers(0, 60).map(lambda v: nodes.Number(value=v)),
    st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)),
    st.booleans().map(lambda v: nodes.Bool(value=v)),
    st.sampled_from(["rank", "count", "bonus"]).map(
        lambda n: nodes.Attribute(namespace="play", name=n)),
    st.sampled_from(["ten", "four", "custom"]).map(lambda w: nodes.Word(value=w)),
    st.builds(lambda m, r: nodes.Measure(measure=m, player=r),
              st.sampled_from(["hand", "face_up", "face_down", "cards"]), single_role()),
    single_role(),
)


def _extend(inner: st.SearchStrategy[nodes.Expr]) -> st.SearchStrategy[nodes.Expr]:
    return st.one_of(
        st.builds(lambda o, a, b: nodes.Compare(op=o, left=a, right=b), OPS, inner, inner),
        st.builds(lambda o, xs: nodes.BoolOp(op=o, operands=tuple(xs)),
                  st.sampled_from(["and", "or"]), st.lists(inner, min_size=2, max_size=3)),
        st.builds(lambda a: nodes.Not(operand=a), inner),
        st.builds(lambda o, a, b: nodes.Arith(op=o, left=a, right=b),
                  st.sampled_from(["+", "-"]), inner, inner),
        st.builds(lambda a, xs, n: nodes.OneOf(item=a, options=tuple(xs), negated=n),
                  inner, st.lists(inner, min_size=1, max_size=3), st.booleans()),
        st.builds(lambda a, e: nodes.Parity(operand=a, even=e), inner, st.booleans()),
    )


EXPRS = st.recursive(ATOMS, _extend, max_leaves=8)
COUNTS = st.one_of(st.integers(1, 4).map(lambda v: nodes.Number(value=v)), EXPRS)
RANKS = st.one_of(st.integers(2, 10).map(lambda v: nodes.Number(value=v)),
                  st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)))

ACTIONS: st.SearchStrategy[nodes.Stmt] = st.one_of(
    st.builds(lambda r, c: nodes.Draw(who=r, count=c), any_role(), COUNTS),
    st.builds(lambda v, c: nodes.Draw(who=nodes.Role(kind="named", value=v), count=c), TEXT,
              COUNTS),
    st.builds(lambda r, c, t: nodes.Give(giver=r, count=c, to=t), any_role(), COUNTS,
              any_role()),
    st.builds(lambda r, c, s: nodes.Give(giver=r, count=c, side=s), any_role(), COUNTS,
              st.sampled_from(["left", "right"])),
    st.builds(lambda r, c, s: nodes.Take(who=r, count=c, source=s), any_role(), COUNTS,
              st.sampled_from(["cleared", "pile"])),
    st.builds(lambda r: nodes.Pickup(who=r), single_role()),
    st.builds(lambda i: nodes.ClearPile(instead=i), st.booleans()),
    st.builds(lambda r: nodes.Skip(who=r), single_role()),
    st.just(nodes.Reverse()),
    st.builds(lambda k, r: nodes.Restrict(kind=k, ranks=(r,)),
              st.sampled_from(["at_most", "at_least"]), RANKS),
    st.builds(lambda rs: nodes.Restrict(kind="one_of", ranks=tuple(rs)),
              st.lists(RANKS, min_size=1, max_size=3)),
    st.builds(lambda c: nodes.Restrict(kind="min_cards", count=c), COUNTS),
    st.builds(lambda r: nodes.Reveal(who=r), any_role()),
    st.builds(lambda r, v, t: nodes.Say(who=r, verb=v, text=nodes.Text(value=t)), any_role(),
              st.sampled_from(["say", "do"]), TEXT),
    st.builds(lambda a, b: nodes.Roshambo(first=a, second=b), single_role(), single_role()),
)


def _blocks(inner: st.SearchStrategy[nodes.Stmt]) -> st.SearchStrategy[nodes.Stmt]:
    body = st.lists(inner, min_size=1, max_size=3).map(tuple)
    return st.one_of(
        st.builds(lambda c, t, e: nodes.If(condition=c, then=t, orelse=e), EXPRS, body,
                  st.one_of(st.just(()), body)),
        st.builds(lambda c, b: nodes.Repeat(count=c, body=b), COUNTS, body),
        st.builds(lambda r, b: nodes.ForEach(players=r, body=b), PLURAL.map(
            lambda k: nodes.Role(kind=k)), body),
    )


STMTS = st.recursive(ACTIONS, _blocks, max_leaves=6)
HOOKS = st.builds(
    lambda t, e, c, b: nodes.Hook(timing=t, event=e, condition=c, body=tuple(b)),
    st.sampled_from(["before", "after"]), st.sampled_from(EVENT_NAMES),
    st.one_of(st.none(), EXPRS), st.lists(STMTS, min_size=1, max_size=3))
BOOKS = st.builds(
    lambda rules: nodes.RuleBook(rules=tuple(rules)),
    st.lists(st.builds(lambda n, hs: nodes.Rule(name=n, hooks=tuple(hs)), TEXT,
                       st.lists(HOOKS, min_size=1, max_size=2)), max_size=3))


