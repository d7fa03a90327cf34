"""The same rule twice across the files of a book (LP907; R-CUSTOM-1).

Within one file the names family reports a rule name or a hook written twice; across
files this check does, by meaning: two hooks are the same when their canonical trees
(``meaning.hook_key``: layout, comments and every spelling of the same meaning do not
count, R-VOTE-7) are, and two rules are the same
when their names are, whatever the case. Each is found with one dictionary lookup, so
the check is linear in the book.
"""

from __future__ import annotations

from ...tree import nodes
from ..meaning import hook_key
from ..wholebook import BookCheck, BookHook
from .base import head_span, name_span


class DuplicateRules(BookCheck):
    """LP907 across files: a rule name, or a hook, that another file of the book has."""

    def check(self) -> None:
        names: dict[str, tuple[str, nodes.Rule]] = {}
        hooks: dict[tuple[str, str], BookHook] = {}
        for filename, book in self.book.files:
            for rule in book.rules:
                key = rule.name.strip().lower()
                first = names.setdefault(key, (filename, rule))
                if first[0] != filename:
                    self.report("LP907", filename, name_span(rule),
                                f"a rule named \"{rule.name}\" already exists in {first[0]} "
                                f"(line {first[1].line})", "give each rule its own name")
        if not self.book.several_files:
            return  # one file: its repeats are the names family's
        for bh in self.book.hooks:
            other = hooks.setdefault((bh.hook.event, hook_key(bh.hook)), bh)
            if other.filename != bh.filename:
                self.report("LP907", bh.filename, head_span(bh.hook),
                            f"this hook repeats one in rule \"{other.rule.name}\" of "
                            f"{other.filename} (line {other.hook.line})", "delete one of them")
