"""How a reading of a demand says it (issue 23, "one way each"; session 43): the words the
text judge quotes, what the code's demand is (language/text/harm.py's ``WHAT``) and why,
ending with what R-CUSTOM-3 leaves open: asking it of whoever wants to.

The readings of what a text makes a person do or suffer (bodily.py, conscience.py,
private.py, liberty.py, life_beyond.py) find a demand; this module is the one place that
words it, so their messages stay alike and the catalog holds one shape."""

from __future__ import annotations

from collections.abc import Mapping

#: (code, words, message)
Said = tuple[str, str, str]


def message(code: str, words: str, why: str, what: Mapping[str, str]) -> str:
    """The message of a demand found in free text."""
    return (f"free text demands something {what[code]}: {words} "
            f"({why}; R-CUSTOM-3: ask it only of whoever wants to)")


def shaped(found: tuple[str, str] | None, shapes: Mapping[str, tuple[str, str]],
           what: Mapping[str, str], done: set[str]) -> list[Said]:
    """A reading's ``(shape, words)`` as its finding (code, words, message), the shape's
    code and reason from ``shapes``; none when nothing was found or the code is found
    already (``done``)."""
    if found is None or shapes[found[0]][0] in done:
        return []
    shape, words = found
    code, why = shapes[shape]
    return [(code, words, message(code, words, why, what))]


__all__ = ["Said", "message", "shaped"]
