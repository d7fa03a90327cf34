"""Leave to go granted to a player picked by a condition (issue 29, brief fa34).

A clause that picks a player by a fact of their life ("whoever has to leave early", "wer
früher gehen muss") is LP304 when the rule then does something to them (R-CUSTOM-4). When
all the sentence then says is that they may go ("... may go", "darf gehen", "mag gaan",
"gidebilir", "可以先走"), it picks nobody: anyone may leave the table at any time (no
rule holds a person there, R-CUSTOM-3; R-SESSION-1), so the leave given changes nothing
for the one picked. Read by the main clause's end: a permission to go, leave or head home
and nothing after it. A cost or a gain after the leave ("may go but pays for the pizza",
"may go first", a play order) is no mere leave: the selection is judged as before.
language/text/harm.py asks :func:`granted`.

Kept beside the slot reader (text/standing_slots.py, session 34, brief r1fold34): its
idea is no favour by standing, no WHO x HOW x WHAT: the one picked is picked by a fact of
their life (LP304), and the leave given is one anyone has.
"""

from __future__ import annotations

from collections.abc import Sequence

from .house_choice import game_words
from .matching import Hit, hits
from .own_money import returned
from .own_things import sought
from .textnorm import Sentence, any_of, fold, has_cjk
from .tongues import decided, reads

#: Up to three words between a German or Dutch word of leave and its verb, none a denial
#: ("darf nach dieser Runde gehen", "mag na dit potje naar huis"; not "darf nicht gehen")
_UNDENIED = r"(?:(?!(?:nicht|kein|keine|niet|geen|nooit|nie)\b)\w+ ){0,3}"
#: a permission to leave that ends the sentence, in the five languages; a leave after this
#: round is still only leave (session 46: the round's end is when anyone may rise anyway)
_GRANTED = any_of(
    r"\b(?:may|can|is allowed to|are allowed to|is free to|gets to) (?:just )?(?:go|leave|"
    r"head home|go home|leave early|leave the table|get up and go)(?: early| home)?"
    r"(?: after (?:this|the|that) (?:round|hand|game|deal))?\s*[.!]*$",
    r"\b(?:darf|dürfen|kann|können) " + _UNDENIED + r"(?:gehen|heimgehen|nach hause gehen|"
    r"los|aufbrechen|den tisch verlassen)\s*[.!]*$",
    r"\b(?:mag|mogen|kan|kunnen) " + _UNDENIED + r"(?:gaan|weggaan|vertrekken|"
    r"naar huis(?: gaan)?|weg|de tafel verlaten)\s*[.!]*$",
    r"\b(?:gidebilir|gidebilirler|ayrılabilir|ayrilabilir|çıkabilir|cikabilir|"
    r"eve gidebilir|masadan kalkabilir)\s*[.!]*$",
    r"(?:可以|能|可)(?:先|提前)?(?:走|离开|離開|回家|离场|離場)(?:了)?[。！!]*$")


def granted(sentence: Sentence) -> bool:
    """Whether the sentence ends by granting leave to go, and only that (not held back
    to a time: :func:`held_back`), or by a leave and then only the table waiting or the
    game going on (:func:`_waiting_tail`: "可以先走，我们等他"; session 48)."""
    text = sentence.folded.strip()
    return bool(_GRANTED.search(text) or _GRANTED.search(_waiting_tail(sentence, text))) \
        and not held_back(sentence)


#: How long a last clause of only waiting is, in words (Chinese: in characters)
_TAIL_WORDS, _TAIL_CHARS = 6, 8


def _waiting_tail(sentence: Sentence, text: str) -> str:
    """``text`` without its last clause when that clause only says the table waits or the
    game goes on (own_need.py's ``nm_wait``: "we wait", 我们等他, 大家继续玩), else ""."""
    cut = max(text.rfind(","), text.rfind(";"), text.rfind("，"))
    tail = text[cut + 1:].strip(" .!。！")
    short = len(tail) <= _TAIL_CHARS if has_cjk(tail) else len(tail.split()) <= _TAIL_WORDS
    waits = any(h.name == "nm_wait" and h.words.strip("'") in tail for h in hits(sentence))
    return text[:cut].strip() if cut > 0 and short and waits else ""




#: Leave, not a demand, by language: "may", "darf", "mag", "kan"; Turkish "-ebilir" is the
#: verb's ending (read at the words' ends)
_MAY: dict[str, tuple[str, ...]] = {
    "en": ("may", "can"), "de": ("darf", "dürfen", "kann", "können", "mag"),
    "nl": ("mag", "mogen", "kan", "kunnen"),
}
_TR_MAY: dict[str, tuple[str, ...]] = {"tr": ("ebilir", "abilir", "ebilirler", "abilirler")}
#: What makes it no mere leave: a denial, a duty, money
_NOT_FREE = frozenset(("negation", "cannot", "LP710"))


def offered_off_game(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether a player picked by a fact of their life is only offered something off the
    game (session 43): "whoever has a dog at home may show a photo of it", "whoever heads
    home first, drop the group a message, if you like", "wer mag, putzt seine Brille",
    "isteyen gözlüğünü silebilir", "家里有狗的人可以给大家看看照片". A leave or an offer
    ("may", "if you like", "wer mag", "-ebilir", 可以, bodily's ``bd_offer``), no denial or
    duty, and nothing of the game beside it (house_choice's game words: a card, a turn, a
    role, money, a chore): anyone may do it anyway, so the pick gives nobody anything and
    costs nobody anything (R-CUSTOM-4). So does a thing found and handed back to its owner
    ("whoever finds a wallet under the sofa gives it back to its owner": own_money.py)."""
    if sought(sentence, hits) or returned(sentence, hits):  # one's own lost thing looked
        return True  # for (own_things.py), a found thing given back (own_money.py)
    if any(h.name in _NOT_FREE for h in hits) or game_words(sentence, hits) \
            or goes_first(sentence, hits) or held_back(sentence):
        return False
    if any(h.name == "bd_offer" and _whole(h) for h in hits):
        return True
    if has_cjk(sentence.cjk):
        return leave(sentence)
    # "wer Hunde mag" (likes dogs): the word of leave is a liking that picks, no leave
    liked = {h.start for h in hits if h.name == "liking" and h.stream == 0}
    return any(_leave_word(sentence, t[0]) and i not in liked
               for i, t in enumerate(sentence.split))


#: "Only then may": a leave held back to a time is a restriction, no leave given
_ONLY_BY_LANGUAGE = {"en": ("only",), "de": ("nur", "erst"), "nl": ("pas", "alleen"),
                     "tr": ("ancak", "sadece")}
_ONLY = frozenset(fold(w) for words in _ONLY_BY_LANGUAGE.values() for w in words)
_ZH_ONLY = ("才", "只有", "只能")


def held_back(sentence: Sentence) -> bool:
    """Whether the sentence holds its leave back (session 46): "can leave only after the
    last hand", "darf erst nach der letzten Runde gehen", "mag pas na het laatste potje
    gaan", "ancak son elden sonra kalkabilir", "打完最后一局才可以走": a restriction on
    the one named, no leave given."""
    if has_cjk(sentence.cjk):
        return any(z in sentence.cjk for z in _ZH_ONLY)
    return any(t[0] in _ONLY for t in sentence.split)


def _whole(offer: Hit) -> bool:
    """Whether an offer's words stand together: "wer mag", "if you like"; "wer Hunde mag"
    (whoever likes dogs) has a liking between them, a trait that picks (R-CUSTOM-4)."""
    shown = offer.words.split(" (read as")[0].strip("'").split()
    return offer.stream != 0 or len(shown) == offer.end - offer.start


#: "First" said of going home or leaving (session 48, fair48b): the first to go home
#: leaves the table before the others, no place in the order of play ("may go home
#: first", "mag als eerste naar huis", "darf als Erster heim", "ilk olarak eve
#: gidebilir", "可以先回家"); a bare "may go first" stays a turn taken first
HOME_FIRST = any_of(
    r"\b(?:go|goes|head|heads) home first\b", r"\b(?:leave|leaves) first\b",
    r"\bfirst to (?:go home|head home|leave)\b",
    r"\b(?:als erste\w*|zuerst) (?:\w+ ){0,2}(?:nach hause|heim|heimgehen|gehen|los)\b",
    r"\bals eerste (?:\w+ ){0,2}(?:naar huis|weg|weggaan|vertrekken|gaan|vertrekt)\b",
    r"\b(?:ilk|once) (?:olarak )?(?:eve|evine|gid\w*|ayril\w*|kalk\w*|cik\w*)",
    r"先(?:回家|回去|离开|離開|离场|離場|下桌)")


def goes_first(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the leave is to go first, a place in the order of play ("the guest may go
    first", "可以先出牌"): "first" after the leave's word, not in the clause that picks
    ("whoever heads home first, ...") nor said of going home (:data:`HOME_FIRST`)."""
    if has_cjk(sentence.cjk):
        cjk = HOME_FIRST.sub("", sentence.cjk)
        return "可以先" in cjk or "可以第一" in cjk
    at = next((i for i, t in enumerate(sentence.split) if _leave_word(sentence, t[0])), None)
    homeward = _home_first(sentence)
    return at is not None and any(h.name == "b_first" and h.stream == 0 and h.start > at
                                  and h.start not in homeward for h in hits)


def _home_first(sentence: Sentence) -> set[int]:
    """The places of the words of a "first" said of going home (:data:`HOME_FIRST`)."""
    words = [t[0] for t in sentence.split]
    text = " ".join(words)
    out: set[int] = set()
    for m in HOME_FIRST.finditer(text):
        first = text[:m.start()].count(" ")
        out.update(range(first, first + m.group(0).count(" ") + 1))
    return out


def leave(sentence: Sentence) -> bool:
    """Whether the sentence gives leave rather than demands: "may", "darf", "mag", "kan",
    the Turkish "-ebilir" on the verb, Chinese 可以 (not 才可以: "only then may")."""
    if has_cjk(sentence.cjk):
        return "可以" in sentence.cjk and "才可以" not in sentence.cjk
    return any(_leave_word(sentence, t[0]) for t in sentence.split)


def _leave_word(sentence: Sentence, word: str) -> bool:
    """Whether ``word`` is a word of leave in the sentence's language (tongues.reads)."""
    lang = decided(tuple(t[0] for t in sentence.split))
    return any(fold(word) in {fold(w) for w in words}
               for tongue, words in _MAY.items() if reads(tongue, lang)) or any(
        word.endswith(ends) for tongue, ends in _TR_MAY.items() if reads(tongue, lang))


__all__ = ["HOME_FIRST", "goes_first", "granted", "held_back", "leave", "offered_off_game"]
