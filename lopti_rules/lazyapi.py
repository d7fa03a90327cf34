"""Each stage's API, loaded on first use from the names its ``__init__.pyi`` lists once.

Every package with public names lists them once, in the stub beside its
``__init__.py`` (mypy reads them there), one ``from .module import name as name`` a
line; its ``__init__.py`` hands that file to :func:`attach`, which gives the package
``lazy_loader``'s ``__getattr__``, ``__dir__`` and ``__all__``: a name's module is
imported on first use (SPEC 1), so a command pays only for the stages it uses.

The stub is read line by line, not by ``lazy_loader.attach_stub``'s parse of it into a
syntax tree: the stubs of a cold ``lopti lint`` cost about 20M instructions that way
(issue 24, cold start). A line in any other form is an error here, so a stub that
mypy reads differently never loads silently (``tests/test_layout.py`` checks every
stub against its ``ast`` reading too).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import lazy_loader

#: one public name: ``from .module.sub import name as name``, or a public submodule:
#: ``from . import notes as notes``
_LINE = re.compile(r"from \.([\w.]*) import (\w+) as (\w+)")


def attach(package: str, init_file: str) -> tuple[Callable[[str], Any],
                                                   Callable[[], list[str]], list[str]]:
    """``lazy_loader.attach`` of the names listed in ``init_file``'s stub (``.pyi``)."""
    stub = Path(init_file).with_suffix(".pyi")
    names: dict[str, list[str]] = {}
    submodules: list[str] = []
    in_doc = False
    for n, line in enumerate(stub.read_text(encoding="utf-8").splitlines(), 1):
        text = line.strip()
        if text.count('"""') == 1:
            in_doc = not in_doc
            continue
        if in_doc or not text or text.startswith(("#", '"""')) or \
                re.fullmatch(r"\w+: \w+", text):
            continue  # the docstring, comments, a variable's type (``__version__: str``)
        m = _LINE.fullmatch(text)
        if m is None or m.group(2) != m.group(3):
            raise ValueError(f"{stub}:{n}: not 'from .module import name as name': {text}")
        if m.group(1):
            names.setdefault(m.group(1), []).append(m.group(2))
        else:
            submodules.append(m.group(2))
    return lazy_loader.attach(  # type: ignore[no-any-return]
        package, submodules=submodules, submod_attrs=names)
