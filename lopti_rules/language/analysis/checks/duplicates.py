"""The same rule twice in a book, within a file or across its files.

Two rules are the same when their names are, whatever the case (LP907, a warning: the
vote and the archive name rules; R-CUSTOM-1). Two hooks are the same when their
canonical trees (``meaning.hook_key``: layout, comments and every spelling of the same
meaning do not count, R-VOTE-7; hooks that only repeat a draw are one: ``meaning.merged_hooks``)
are and they sit in different rules (a rule that repeats
its own hook is its own business): that is an error (LP506), since the copy doubles the
first rule's effect, a material change only the vote may make (R-VOTE-4), and brings a
removed rule back without one (R-VOTE-7). A repeat is reported where it is, once,
naming the first rule of the book it repeats: ``(line 2)`` in the same file, ``in
a.lopti (line 2)`` in another. Each is found with one dictionary lookup, so the check
is linear in the book.

Two hooks of two rules are one too when they fire at the same moments of play with the
same effect, on events the official rules make come together (:mod:`..moments`: after
a clear and at its bonus play, a blind play that misses and its pickup): the same rule
by what it does at the table (R-VOTE-7), reported once per hook after the copies by
meaning, naming why the two moments are one.
"""

from __future__ import annotations

from ...tree import nodes
from .. import meaningsets
from ..meaning import Unmade, canonical_hook, foldable, rule_hook_keys
from ..moments import moment_key
from ..wholebook import BookCheck
from .base import head_span, name_span

#: A hook of the book as this check remembers it: its file, its rule, the hook.
Seen = tuple[str, nodes.Rule, nodes.Hook]


class DuplicateRules(BookCheck):
    """LP907: a rule name the book already has; LP506: a hook another rule already has."""

    def check(self) -> None:
        names: dict[str, tuple[str, nodes.Rule]] = {}
        #: a hook's meaning -> its first occurrence, and the first of another rule than that
        hooks: dict[str, list[Seen]] = {}
        unmade = meaningsets.unmade(book for _, book in self.book.files)
        repeated: set[int] = set()
        for filename, book in self.book.files:
            for rule in book.rules:
                first = names.setdefault(rule.name.strip().lower(), (filename, rule))
                if first[1] is not rule:
                    self.report("LP907", filename, name_span(rule),
                                f"a rule named \"{rule.name}\" already exists"
                                f"{self.in_file(first[0], filename)} (line {first[1].line})",
                                "give each rule its own name")
                for hook, key in rule_hook_keys(rule, unmade):
                    same = hooks.setdefault(key, [])
                    other = next((seen for seen in same if seen[1] is not rule), None)
                    if other is not None:
                        self.report("LP506", filename, head_span(hook),
                                    f"this hook repeats one in rule \"{other[1].name}\""
                                    f"{self.in_file(other[0], filename, ' of')} "
                                    f"(line {other[2].line}): a second copy doubles "
                                    f"that rule's effect (R-VOTE-4)",
                                    "delete this copy, or change the first rule by a vote")
                        repeated.add(id(hook))
                    if not same or (len(same) == 1 and same[0][1] is not rule):
                        same.append((filename, rule, hook))
        self.moments(repeated, unmade)

    def moments(self, repeated: set[int], unmade: Unmade) -> None:
        """LP506 for a hook that fires when a hook of another rule does, with its effect,
        on another event of one moment (:func:`..moments.moment_key`); ``repeated``: the
        hooks already reported as copies by meaning."""
        seen: dict[str, Seen] = {}
        for filename, book in self.book.files:
            for rule in book.rules:
                fold = foldable(rule)
                for hook in rule.hooks:
                    if id(hook) in repeated:
                        continue
                    found = moment_key(canonical_hook(hook, fold=fold, unmade=unmade))
                    if found is None:
                        continue
                    why, key = found
                    other = seen.setdefault(key, (filename, rule, hook))
                    if other[1] is rule or (other[2].timing, other[2].event) == (
                            hook.timing, hook.event):
                        continue  # its own rule's business, or a copy by meaning
                    self.report("LP506", filename, head_span(hook),
                                f"this hook fires when the hook of rule \"{other[1].name}\""
                                f"{self.in_file(other[0], filename, ' of')} (line "
                                f"{other[2].line}) does, with the same effect: {why}; a "
                                "second copy doubles that rule's effect (R-VOTE-4)",
                                "delete this copy, or change the first rule by a vote")

    @staticmethod
    def in_file(first: str, here: str, word: str = " in") -> str:
        """`` in a.lopti`` when the first occurrence is in another file, else ''."""
        return "" if first == here else f"{word} {first}"
