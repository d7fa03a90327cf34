"""Event payloads compare, hash and print exactly as the frozen dataclasses they were.

``engine/events.py`` writes ``==``, ``hash`` and ``repr`` once on ``Event`` instead of
letting dataclasses compile them for each event class (issue 12: a cold ``lopti lint``
imports the events). These tests compare them, for any field values, with the methods
``dataclasses`` itself generates for the same fields: a subclass of each event class
made by ``dataclass(frozen=True)`` with nothing of its own.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lopti_rules.engine.events import EVENT_TYPES, Event

VALUES = st.one_of(st.integers(-3, 3), st.booleans(), st.sampled_from(["hand", "up", "ten"]),
                   st.tuples(st.integers(0, 3)), st.none())


@cache
def reference(cls: type[Event]) -> type:
    """``cls`` with the ``__eq__``, ``__hash__`` and ``__repr__`` of a frozen dataclass."""
    sub = type(cls.__name__, (cls,), {"__qualname__": cls.__qualname__, "__slots__": ()})
    return dataclasses.dataclass(frozen=True)(sub)


def build(cls: type[Event], values: list[Any], ref: bool = False) -> Any:
    """An event of ``cls`` (or of its reference) holding ``values``, without type checks."""
    ev = object.__new__(reference(cls) if ref else cls)
    for f, value in zip(dataclasses.fields(cls), values, strict=False):
        cls.__dict__[f.name].__set__(ev, value)
    return ev


@pytest.mark.parametrize("name", sorted(EVENT_TYPES))
@given(a=st.lists(VALUES, min_size=8, max_size=8), b=st.lists(VALUES, min_size=8, max_size=8))
def test_r_custom_2_events_behave_as_their_frozen_dataclasses(
        name: str, a: list[Any], b: list[Any]) -> None:
    cls = EVENT_TYPES[name]
    x, y, same = build(cls, a), build(cls, b), build(cls, a)
    rx, ry = build(cls, a, ref=True), build(cls, b, ref=True)
    assert repr(x) == repr(rx)
    assert (x == y) == (rx == ry) and (x != y) == (rx != ry)
    assert x == same and hash(x) == hash(same) == hash(rx)
    assert x.__eq__(rx) is NotImplemented  # another class, as a dataclass has it
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(x, dataclasses.fields(cls)[0].name, 1)


def test_r_custom_2_every_event_class_is_covered() -> None:
    assert all(issubclass(c, Event) and c.__hash__ is not None for c in EVENT_TYPES.values())
    assert len(EVENT_TYPES) == 15
