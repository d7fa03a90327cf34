"""The outline of a rule file from its lines: rules and hooks (document symbols) and the
folding ranges of rules, hooks and blocks, also while the file does not parse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_RULE = re.compile(r'^rule\s+("[^"\n]*"?)')
_HOOK = re.compile(r"^\s+((before|after)\s+[A-Za-z_]\w*.*?):?\s*(#.*)?$")
_BLOCK = re.compile(r":\s*(#.*)?$")


@dataclass
class Symbol:
    """A rule or a hook: its name, its first and last line (0-based) and its hooks."""

    name: str
    kind: str  #: ``rule`` or ``hook``
    start: int
    end: int
    name_start: int
    name_end: int
    children: list[Symbol] = field(default_factory=list)


def _last_code_line(lines: list[str], start: int, stop: int) -> int:
    end = start
    for index in range(start, stop):
        if lines[index].strip():
            end = index
    return end


def symbols(lines: list[str]) -> list[Symbol]:
    """The rules of the file, each with its hooks."""
    rules: list[Symbol] = []
    starts = [i for i, line in enumerate(lines) if _RULE.match(line)]
    for n, start in enumerate(starts):
        stop = starts[n + 1] if n + 1 < len(starts) else len(lines)
        m = _RULE.match(lines[start])
        assert m is not None
        rule = Symbol(m.group(1).strip('"') or "(unnamed)", "rule", start,
                      _last_code_line(lines, start, stop), m.start(1), m.end(1))
        hooks = [i for i in range(start + 1, stop) if _HOOK.match(lines[i])]
        for k, hook in enumerate(hooks):
            h = _HOOK.match(lines[hook])
            assert h is not None
            until = hooks[k + 1] if k + 1 < len(hooks) else stop
            name = re.sub(r"\s+", " ", h.group(1)).rstrip(":").strip()
            rule.children.append(Symbol(name, "hook", hook, _last_code_line(lines, hook, until),
                                        h.start(1), h.end(1)))
        rules.append(rule)
    return rules


def folding_ranges(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) lines (0-based) of every rule and every block under a ``:`` line."""
    out = [(s.start, s.end) for s in symbols(lines) if s.end > s.start]
    for index, line in enumerate(lines):
        code = line.split("#", 1)[0] if '"' not in line else line
        if not line.strip() or _RULE.match(line) or not _BLOCK.search(code.rstrip() or line):
            continue
        indent = len(line) - len(line.lstrip())
        end = index
        for j in range(index + 1, len(lines)):
            if not lines[j].strip():
                continue
            if len(lines[j]) - len(lines[j].lstrip()) <= indent:
                break
            end = j
        if end > index:
            out.append((index, end))
    return sorted(set(out))
