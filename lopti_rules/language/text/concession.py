""""Whoever wins": a win named only as a concession (issue 29, session 26, brief text28b).

R-WIN-1 names the one way to win, and a text that lays another down is a rule of play in
words (LP716, language/text/basegame_world.py). "Whoever wins" ("wie er ook wint", "wer
auch immer gewinnt", "egal wer gewinnt") names any winner: said after a cost the table
shares alike ("De zaalhuur delen we gelijk, wie er ook wint"), it says the result moves
nothing, so the cards or the deal before it are no condition of the win. It is read by its
slots: the generic person is the win's own subject, with nothing but a concession's small
words between them. A condition between them ("wie drie azen heeft wint") is a way to win.

The Turkish participle "kazanan" (the one who wins) is a win stated only as the predicate
("2 ile bitiren kazanan olur", "... kazanan sayılmaz", or last in its sentence); as the
subject of another verb ("kazanan boğazını temizler", "kazanan bir kart çeker") it names
the round's winner, as "the winner" does in English: :func:`winner_named`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .base_lexicon_world import TR_GAINED, TR_TURN
from .textnorm import Sentence, clauses, fold

#: what may stand between "whoever" and "wins" in a concession ("wie er ook wint", "wer
#: auch immer gewinnt", "whoever it is that wins")
_CONCEDING = frozenset(fold(w) for w in (
    "er", "ook", "ook maar", "dan", "auch", "immer", "denn", "ever", "it", "is", "that",
    "also", "da", "even"))
#: the generic persons a concession names: who-words, not "first" or "the last"
_WHO = frozenset(fold(w) for w in ("whoever", "who", "whichever", "wer", "wie", "kim"))
#: Words that open a concession clause, alone ("regardless of", "egal wer", "ongeacht",
#: "whatever") or after the word before them ("no matter", "ganz gleich", "maakt niet
#: uit", "fark etmez" is one token): the one list of a concession's words (session 43)
_CONCEDE_OPEN = frozenset(fold(w) for w in (
    "regardless", "irrespective", "whatever", "wherever", "whichever", "egal",
    "unabhängig", "unabhaengig", "gleichgültig", "ongeacht", "onverschillig", "farketmez"))
_CONCEDE_PAIRS = frozenset((("no", "matter"), ("t", "matter"), ("not", "matter"),
                            ("ganz", "gleich"), ("niet", "uit"), ("fark", "etmez")))
#: the words of inclusion before a who ("ook wie het laatst gewonnen heeft", "auch wer
#: zuletzt gewonnen hat": a duty for all, the last winner too; session 39)
_INCLUDED = frozenset(fold(w) for w in ("ook", "zelfs", "auch", "selbst", "also", "even",
                                        "including", "inclusief"))
#: the words said right before a concession's who ("no matter who", "egal wer", "ganz
#: gleich wer", "ongeacht wie", "maakt niet uit wie"), a concession's own words or one of
#: inclusion: with one, a past round may stand between the who and the win ("egal wer
#: letzte Runde gewonnen hat", "no matter who won last round"): the round's result named
#: to say it moves nothing (session 35, r2fair35)
_MARKED = _CONCEDE_OPEN | {last for _, last in _CONCEDE_PAIRS} | _INCLUDED
#: a past round named between a marked concession's who and its win
_ROUND = frozenset(fold(w) for w in (
    "the", "last", "previous", "round", "die", "der", "letzte", "letzten", "vorige",
    "vorigen", "runde", "de", "het", "laatste", "ronde", "vorig", "laatst", "zuletzt",
    "als"))


def whoever_wins(words: Sequence[str], generic: Sequence[tuple[int, int]] | bool,
                 wins: Sequence[tuple[int, int]]) -> bool:
    """Whether a win is only "whoever wins" (see the module text). ``words``: the
    sentence's words; ``generic``: the spans of a generic person (``True`` for a Turkish
    participle guessed, which has no span: never a concession); ``wins``: the win verbs'
    spans."""
    if isinstance(generic, bool):
        return False
    return any(words[g] in _WHO and g_end <= w_start
               and (all(words[i] in _CONCEDING or g and words[g - 1] in _MARKED
                        and words[i] in _ROUND for i in range(g_end, w_start))
                    or _past_included(words, g, w_start))
               for g, g_end in generic for w_start, _w in wins)


#: a win said in the past after a word of inclusion: "auch wer heute Abend am meisten
#: gewonnen hat", "ook wie vanavond het vaakst gewonnen heeft" (session 39)
_PAST_WIN = frozenset(fold(w) for w in ("gewonnen", "verloren"))
#: the auxiliary that ends a German or Dutch relative clause ("wer ... gewonnen hat"); a
#: main clause puts it first ("Auch wer mit drei Assen ausgeht, hat gewonnen": a way to win)
_AUX = frozenset(fold(w) for w in ("hat", "haben", "heeft", "hebben"))


def _past_included(words: Sequence[str], who: int, win: int) -> bool:
    """Whether the who after a word of inclusion names a player by a win in the past (a
    standing included in a duty alike for all, no new way to win, R-WIN-1): a German or
    Dutch relative clause that ends in the win's perfect, within six words of the who."""
    return who > 0 and words[who - 1] in _INCLUDED and words[win] in _PAST_WIN \
        and win + 1 < len(words) and words[win + 1] in _AUX and win - who <= 6


#: the Turkish winner named by its participle, and what makes it the predicate after it
_TR_WINNER = frozenset(("kazanan", "kazananlar"))
_TR_PREDICATE = frozenset(fold(w) for w in (
    "olur", "olsun", "olacak", "olarak", "sayılır", "sayılmaz", "sayılsın", "değil",
    "değildir", "dır", "dir", "ilan", "kabul", "oyuncu", "oyuncudur", "kişi", "kişidir"))


def winner_named(words: Sequence[str], wins: Sequence[tuple[int, int]],
                 lang: str) -> list[tuple[int, int]]:
    """The win spans that state a win: a Turkish "kazanan" followed by neither a predicate
    word nor the sentence's end is the subject naming the winner, no win stated."""
    if lang != "tr":
        return list(wins)
    # "sırası biter" (the turn ends), "bir bonus oyun kazanır" (a play gained): no win
    return [(a, b) for a, b in wins if not (
        b == a + 1 and fold(words[a]) in _TR_WINNER and b < len(words)
        and fold(words[b]) not in _TR_PREDICATE) and not (a and fold(words[a - 1]) in (
            TR_TURN if fold(words[a]).startswith("bit") else TR_GAINED))]




#: every word of a concession's opening: a clause of these alone opens the next one
_OPENERS = _CONCEDE_OPEN | {w for pair in _CONCEDE_PAIRS for w in pair}
#: How far into its clause a concession's opening word may stand ("It does not matter
#: where", "het maakt niet uit waar", "ganz gleich, wer")
_OPEN_REACH = 5
#: The Turkish concessive: the same verb as a condition and a wish ("oturursa otursun",
#: "otursa otursun", "olursa olsun"), or a condition with "da/de" ("nereli olsa da")
_TR_CONCEDE = re.compile(r"\b(\w{2,}?)(?:ir|ır|ur|ür|ar|er|r)?(?:sa|se)\s+\1(?:sin|sın|sun|sün)\b|"
                         r"\b\w+(?:sa|se)\s+(?:da|de)\b")
_ZH_CONCEDE = re.compile(r"(?:不管|无论|無論|不论|不論|甭管)[^，,。：:；;]*")


def conceded_pick(sentence: Sentence, words: str) -> bool:
    """Whether a pick's quoted ``words`` all lie in a concession clause of ``sentence``
    (see the module's text): a trait or a place named to say it decides nothing. A
    who-word outside the concession ("no matter who sits by the door, whoever sits by the
    window fetches") picks all the same."""
    said = re.findall(r"'([^']+)'", words)
    if not said:
        return False
    zh = _ZH_CONCEDE.findall(sentence.cjk or "")
    if zh:
        rest = _ZH_CONCEDE.sub("", sentence.cjk or "")
        return all(any(w in c for c in zh) for w in said) and "谁" not in rest \
            and "誰" not in rest
    tokens = [t[0] for t in sentence.split]
    spans = list(clauses(sentence))
    for k, (start, end) in enumerate(spans):
        clause = tokens[start:end]
        if all(t in _OPENERS for t in clause) \
                and k + 1 < len(spans):
            end = spans[k + 1][1]  # "Egal, wo einer geboren ist: ...": the opener alone
            clause = tokens[start:end]
        opened = any(t in _CONCEDE_OPEN or i and (clause[i - 1], t) in _CONCEDE_PAIRS
                     for i, t in enumerate(clause[:_OPEN_REACH]))
        if not (opened or _TR_CONCEDE.search(" ".join(clause))) or end == len(tokens):
            continue  # a concession clause stands before the clause it concedes to
        inside = set(clause)
        if all(all(fold(x) in inside for x in w.split()) for w in said):
            return not any(t in _WHO for t in tokens[end:])
    return False


__all__ = ["conceded_pick", "whoever_wins", "winner_named"]
