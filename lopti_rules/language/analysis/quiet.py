"""Whether a rule book can change a game at all: hooks that only speak, show or count do not.

A book whose every action is speech (``says``/``does``), a shown hand or a change of its
own counts plays every game exactly as the base game does; the trial (``tools.trial``)
has nothing to compare for it, and the free-text judge reads its texts.
"""

from __future__ import annotations

from ..tree import nodes

#: actions that change nothing in a game: what they do is said, shown or counted
QUIET_ACTIONS = (nodes.Say, nodes.Reveal, nodes.CountChange)


def changes_play(book: nodes.RuleBook) -> bool:
    """Whether any rule of ``book`` can change a game: a permission, or an action of a
    hook that is not in :data:`QUIET_ACTIONS`."""
    for rule in book.rules:
        if rule.permits:
            return True
        for hook in rule.hooks:
            if any(isinstance(n, nodes.Action) and not isinstance(n, QUIET_ACTIONS)
                   for n in hook.walk()):
                return True
    return False
