"""Values in spoken text: the ``{...}`` placeholders of a ``says``/``does`` text, split out.

``says "{play.count} cards!"`` says the number of cards played. A text is literal parts
and placeholders; ``{{`` and ``}}`` write a brace. :func:`split` cuts a text into
:class:`Literal` and :class:`Slot` pieces (a slot keeps its offset in the text, so a
diagnostic points at its column, and a problem when it is not a placeholder at all: an
unclosed brace, an empty one, a stray ``}``). The transformer parses each slot's
source as a value (transform.py), the validator says what it may be (a number, rank or
word, never a person: LP713-LP715), the generator writes the text (codegen.py), and
the free-text judge reads only the literal parts (:func:`literal`).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Most placeholders one text may hold (LP715): a sentence, not a report.
MAX_VALUES = 8
#: Longest source of one placeholder, in characters (longer is LP714, not parsed).
MAX_SOURCE = 80


@dataclass(frozen=True, slots=True)
class Literal:
    """Literal text, braces unescaped (``{{`` is ``{``)."""

    text: str


@dataclass(frozen=True, slots=True)
class Slot:
    """A ``{...}``: its source between the braces, where it starts in the text (the
    offset of ``{``), how many characters it spans, and, if it is not a placeholder,
    what is wrong (else "")."""

    source: str
    start: int
    width: int
    problem: str = ""


Piece = Literal | Slot

_UNCLOSED = "a '{' that is never closed: close it with '}', or write '{{' for a brace"


def split(text: str) -> list[Piece]:
    """``text`` as literal parts and slots, in order (adjacent literals joined)."""
    out: list[Piece] = []
    buf: list[str] = []
    i, n = 0, len(text)

    def flush() -> None:
        if buf:
            out.append(Literal("".join(buf)))
            buf.clear()

    while i < n:
        ch = text[i]
        if ch == "{" and text.startswith("{{", i):
            buf.append("{")
            i += 2
        elif ch == "}" and text.startswith("}}", i):
            buf.append("}")
            i += 2
        elif ch == "}":
            flush()
            out.append(Slot("", i, 1, "a '}' with no '{' before it: write '}}' for a brace"))
            i += 1
        elif ch == "{":
            flush()
            end = text.find("}", i + 1)
            inner_open = text.find("{", i + 1)
            if end < 0 or 0 <= inner_open < end:  # never closed before the next '{'
                stop = inner_open if 0 <= inner_open and (end < 0 or inner_open < end) else n
                out.append(Slot(text[i + 1:stop], i, stop - i, _UNCLOSED))
                i = stop
                continue
            source = text[i + 1:end]
            problem = ""
            if not source.strip():
                problem = "'{}' holds no value: write one, like '{play.count}'"
            elif len(source) > MAX_SOURCE:
                problem = f"a value of more than {MAX_SOURCE} characters"
            out.append(Slot(source, i, end + 1 - i, problem))
            i = end + 1
        else:
            buf.append(ch)
            i += 1
    flush()
    return out


def has_slots(text: str) -> bool:
    """Whether ``text`` has a brace at all (most texts have none: nothing to split)."""
    return "{" in text or "}" in text


def literal(text: str, between: str = " ") -> str:
    """The literal parts of ``text``, ``between`` for each placeholder (a space): what the
    free-text judge reads (a value is a number, rank or word the rule computes, never a
    demand). With ``between=""`` the words a value splits are read joined as well
    (``vo{play.count}te``)."""
    if not has_slots(text):
        return text
    return "".join(p.text if isinstance(p, Literal) else between for p in split(text))
