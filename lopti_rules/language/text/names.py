"""A rule's name, said of the rule (issue 29, session 19).

The table reads a rule's name first and hears it as said of the rule: "Overrides the
official rules", "Gaat voor het officiële reglement", "Oylamayla kaldırılamaz",
"优先于官方规则" each leave the subject out, and the subject is the rule. So a name that
opens with its predicate (a verb, an adverb, a preposition, a denial) is read with the rule
as its subject, in the name's language when the judge can tell it, as "this rule ..." would
be; a name that names its own subject first (a card, a role, a person, the game: "Ace
trumps", "The dealer decides", "Lopti forever") is read as written. The claims read there
are those over the vote, Roshambo and the rules (language/analysis/checks/harm.py keeps
LP707-LP709 of a name); a name that only labels what the rule does stays clean.
"""

from __future__ import annotations

from .clause_readings import Finding
from .harm import judge
from .matching import hits, language
from .textnorm import fold, has_cjk, read

#: the rule as a subject, in the name's language ("" when the judge cannot tell it: the
#: readings of the rule's own mention are the same in every language)
_SUBJECT = {"en": "This rule", "de": "Diese Regel", "nl": "Deze regel", "tr": "Bu kural",
            "": "This rule"}
_ZH_SUBJECT = "本规则"
#: what names a subject of its own: a card, a role, a person, a rule
_OWN = frozenset(("in_play", "play_object", "leader", "self", "k_creator", "creator",
                  "a_holder", "person", "p_people", "someone", "trait", "trait_noun",
                  "rule_itself", "other_rules", "you"))
#: words before a subject (articles), and the game's own name, a subject too
_ARTICLES = frozenset(fold(w) for w in ("the", "a", "an", "der", "die", "das", "den", "de",
                                        "het", "een", "ein", "eine", "bu", "o"))
_GAME = frozenset(("lopti",))


def said_of_rule(name: str) -> str:
    """The name with the rule as its subject, or "" when it names a subject of its own."""
    sentences = read(name).sentences
    if not sentences or not name.strip():
        return ""
    sentence = sentences[0]
    found = hits(sentence)
    if has_cjk(name) and not any(c.isascii() and c.isalpha() for c in name):
        squeezed = sentence.cjk
        own = any(h.stream == 2 and h.name in _OWN and squeezed.startswith(h.words.strip("'"))
                  for h in found)
        return "" if own else _ZH_SUBJECT + name
    tokens = [t[0] for t in sentence.split]
    at = next((i for i, w in enumerate(tokens) if w not in _ARTICLES), None)
    if at is None or tokens[at] in _GAME or any(
            h.stream == 0 and h.start == at and h.name in _OWN for h in found):
        return ""
    return f"{_SUBJECT.get(language(sentence), _SUBJECT[''])} {name}"


def judge_name(name: str) -> tuple[Finding, ...]:
    """What the name asks, read as written and as said of the rule: one Finding a code."""
    plain = judge(name)
    said = said_of_rule(name)
    if not said:
        return plain
    codes = {f.code for f in plain}
    subject = said[:len(said) - len(name)]
    return tuple(sorted((*plain, *(f for f in judge(said) if f.code not in codes
                                   and _of_the_rule(f.words, subject, name))),
                        key=lambda f: f.code))


_DENIALS = ("cannot", "negation", "k_never")


def _of_the_rule(words: str, subject: str, name: str) -> bool:
    """Whether a claim read with the rule as the subject is one about the rule itself: it
    quotes the subject (its rank, its permanence, "this rule ... overrides"), or the name
    denies a power over it ("Cannot be voted away"). A share or a count in a name ("Two
    thirds") labels the rule; with a subject added it would read as the vote's threshold."""
    quoted = {w for part in words.split("…") for w in fold(part.strip().strip("'")).split()}
    if quoted & set(fold(subject).split()) or _ZH_SUBJECT[1:] in words:
        return True
    sentences = read(name).sentences
    return bool(sentences) and any(h.name in _DENIALS for h in hits(sentences[0])) \
        or "不" in name


__all__ = ["judge_name", "said_of_rule"]
