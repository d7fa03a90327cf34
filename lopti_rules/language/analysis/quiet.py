"""Whether a rule book can change a game at all: hooks that only speak or count do not.

A book whose every action is speech (``says``/``does``) or a change of its own counts
plays every game exactly as the base game does; the trial (``tools.trial``) has nothing
to compare for it, and the free-text judge reads its texts. A shown hand changes what
the others know: the trial's bots read no hands, but who sets a reveal off, by standing,
is the trial's to weigh (``trial/standings.py``, "standing wielded": a peek only the
last winner's plays set off, session 23), so a book that shows hands is played.
"""

from __future__ import annotations

from ..tree import nodes

#: actions that change nothing in a game: what they do is said or counted
QUIET_ACTIONS = (nodes.Say, nodes.CountChange)


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
