"""Value classes without ``dataclasses``: the records a cold ``lopti lint`` reads (issue 24).

``import dataclasses`` loads ``inspect`` (and with it ``ast``, ``dis`` and ``tokenize``),
and each ``@dataclass`` writes and compiles its methods' source when its module is
imported: 57M instructions of a cold lint whose verdict is kept (259M to 202M, session
27), for the seven classes that lint reads (a diagnostic, a file's result and its source, the
settings, the code filter, the gathered files, the verdict). Those derive from
:class:`Record`, which gives what ``@dataclass`` gave them, without writing code:

- the fields are the ``__slots__``, in order, and the ``__init__`` (written by hand, for
  the type checker) takes them in that order and stores them through :meth:`_init`;
- ``==`` compares the fields of two records of the same class (not those in
  ``_uncompared``), ``hash`` hashes them when the record is frozen (a mutable record is
  unhashable, as a dataclass with ``eq`` and not ``frozen`` is);
- ``repr`` shows the fields (not those in ``_unshown``) as ``Name(field=value, ...)``;
- a frozen record refuses ``setattr`` and ``delattr`` (``AttributeError``);
- :meth:`replace` is ``dataclasses.replace``, :meth:`to_dict` ``dataclasses.asdict`` (of
  fields holding plain values), ``pickle`` and ``copy`` rebuild through ``__init__``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self


class Record:
    """A value class: its fields are its ``__slots__`` (see the module's docstring)."""

    __slots__ = ()
    #: the fields, in ``__init__``'s order (set from ``__slots__``)
    _fields: ClassVar[tuple[str, ...]] = ()
    #: False for a record whose fields may be set again (then it is unhashable)
    _frozen: ClassVar[bool] = True
    #: fields ``==`` and ``hash`` leave out
    _uncompared: ClassVar[frozenset[str]] = frozenset()
    #: fields ``repr`` leaves out
    _unshown: ClassVar[frozenset[str]] = frozenset()
    _compared: ClassVar[tuple[str, ...]] = ()
    _shown: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._fields = tuple(cls.__dict__.get("__slots__", ()))
        cls._compared = tuple(f for f in cls._fields if f not in cls._uncompared)
        cls._shown = tuple(f for f in cls._fields if f not in cls._unshown)
        setattr(cls, "__match_args__", cls._fields)  # noqa: B010 (as a dataclass has it)
        if not cls._frozen:
            cls.__hash__ = None  # type: ignore[assignment]

    def _init(self, *values: object) -> None:
        """Store the fields' values, in order (each ``__init__`` calls this once)."""
        store = object.__setattr__
        for name, value in zip(self._fields, values, strict=True):
            store(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        if self._frozen:
            raise AttributeError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        if self._frozen:
            raise AttributeError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    def _key(self) -> tuple[object, ...]:
        return tuple(getattr(self, f) for f in self._compared)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Record)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._shown)
        return f"{self.__class__.__qualname__}({shown})"

    def __reduce__(self) -> tuple[type[Self], tuple[object, ...]]:
        return self.__class__, tuple(getattr(self, f) for f in self._fields)

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` (field name to value), as ``dataclasses.replace``."""
        values = {f: getattr(self, f) for f in self._fields}
        values.update(changes)
        return self.__class__(**values)

    def to_dict(self) -> dict[str, object]:
        """A plain dict of every field (their values as they are)."""
        return {f: getattr(self, f) for f in self._fields}
