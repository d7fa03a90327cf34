"""Someone at hand who does not play: a duty laid on them, or an offer made to them
(issue 29, session 40: R-CUSTOM-3, R-SESSION-1, R-CUSTOM-4).

A rule binds the players who agreed to it, for the session they agreed on (R-CUSTOM-3,
R-SESSION-1). A text that lays a **duty** on someone who does not play (an onlooker, a
flatmate, a partner, the children: "the flatmate who isn't playing does the dishes after
every round", "wer nur zuschaut, holt die Getränke", "de toeschouwer schenkt iedereen
bij", "oynamayan misafir çay demler", "不玩的室友负责洗杯子") reaches a person who never
sat down to the rule and never agreed to it: LP711, like a call to someone of a player's
life (outsiders.py). The slots, read in one sentence:

- **who**: someone said not to play (``ol_watch``) or of the household (``ol_home``), or a
  person of a player's life (``os_person``, outsider_lexicon.py);
- **a duty**: housework, fetching, making or serving (``k_chore``, ``k_fetch``,
  ``h_make``, ``h_serve``, ``s_tidy``, and ``ol_duty``'s rinsing, wiping, topping up;
  in Chinese 负责, 洗, 倒, 拿 ...);
- **not offered, not denied**: "may", "if they want", "darf", "mogen", "-abilir", 可以
  (``k_may``, ``bd_offer``, ``volition``) or "nobody has to" asks them nothing.

An **offer** to someone who only watches ("whoever is only watching may help themselves
to crisps", "the guest may join the next deal if they want", "toeschouwers mogen
meekijken") asks nothing and picks no player: "whoever watches" is no fixed personal
trait, so it is no LP304 (:func:`settle` drops it), unless what is offered is a thing of
the game (a card, the pile, going first: a privilege by a fact of the evening stays
LP304). A player's own chore ("every player rinses their own glass") names nobody here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import matching
from .clause_readings import Finding
from .matching import Hit
from .outsider_lexicon import OUTSIDERS
from .textnorm import Sentence, fold, has_cjk

#: who does not play: said so, of the household, a person of a player's life
_WHO = frozenset(("ol_watch", "ol_home", "os_person"))
#: a guest is one only with a word that says they watch (a guest may play): life_role
_GUEST = "life_role"
#: a duty: housework, fetching, making, serving, tidying
_DUTY = frozenset(("k_chore", "k_fetch", "h_make", "h_serve", "s_tidy", "ol_duty"))
_ZH_DUTY = re.compile(r"负责|負責|洗|倒|拿|泡|做饭|做飯|收拾|打扫|打掃|端|买|買")
#: an offer: "may", "if they want", a wish
_OFFER = frozenset(("k_may", "bd_offer", "volition", "b_free"))
_EN_OFFER = frozenset(("welcome", "invited", "free", "can", "kann", "können", "kan",
                       "kunnen", "gerust", "willkommen", "welkom", "isterse", "isteyen"))
_TR_MAY = ("ebilir", "abilir", "ebilirler", "abilirler")
_ZH_OFFER = re.compile(r"可以|欢迎|歡迎|随便|隨便|愿意|願意|想.*的话|想.*的話")
#: nobody is asked: "nobody", "niemand", "kimse", 没人 (the onlooker's own "not" is their
#: word, not a denial of the duty)
_NOBODY = frozenset(("nobody", "niemand", "keiner", "kimse", "hoeft", "muss", "zorunda"))
_ZH_NOBODY = re.compile(r"没人|沒人|没有人|沒有人|不用|不必")
#: a thing of the game offered: a privilege, not a courtesy (LP304 stays)
_GAME = frozenset(("play_object", "play_zone", "b_draw", "k_draw", "b_first", "first_to",
                   "draw_move", "leader"))
#: the Chinese and split-language verbs of taking that are also "draw" (nehmen, pakken,
#: 拿): a snack taken is no card drawn when nothing of the cards is named
_TAKE = frozenset(("draw_move", "play_move", "vote_price"))
#: "this round" beside "not playing" is a player sitting a round out, no onlooker
_ROUND = re.compile(r"\b(?:this|the next|diese|dieser|deze|bu) (?:round|hand|deal|runde|"
                    r"ronde|el|tur|elde)\b")
_ZH_ROUND = re.compile(r"这局|這局|本局|这一局|這一局|这轮|這輪|这一轮|這一輪")


#: a neighbour: at the table, the one in the next seat (a player) unless said to live
#: near ("the neighbours next door", "Nachbarn von nebenan", "de buren", "komşular")
_NEIGHBOUR = tuple(fold(w) for w in ("neighbour", "neighbor", "nachbar", "buurman",
                                     "buurvrouw", "komşu", "komsu"))
_NEXT_DOOR = re.compile(
    r"\b(?:next door|across the (?:street|hall|road|way)|downstairs|upstairs|"
    r"neighbou?rhood|nebenan|nachbarschaft|von gegenüber|von gegenuber|im haus|"
    r"hiernaast|naast de deur|van boven|van beneden|bovenburen|benedenburen|buren|"
    r"komsular\w*|komşular\w*|yan komsu\w*|yan komşu\w*|ust kat\w*|üst kat\w*|"
    r"alt kat\w*)\b")
_ZH_NEXT_DOOR = re.compile(r"隔壁|邻居家|鄰居家|邻居们|鄰居們|楼上|樓上|楼下|樓下|对门|對門|街坊")


def _entry_words(group: str, lang: str) -> tuple[tuple[str, bool], ...]:
    """The first word of each entry of ``group`` in ``lang``: (folded stem, a prefix)."""
    out = []
    for entry in OUTSIDERS.get(group, {}).get(lang, "").split(","):
        first = entry.split()[0] if entry.split() else ""
        if first:
            out.append((fold(first.rstrip("*+")), first.endswith(("*", "+"))))
    return tuple(out)


def _native(sentence: Sentence, who: Hit) -> bool:
    """Whether ``who`` is a word of the sentence's own language: Turkish "son" is "last",
    not an English son, "nine" no Turkish grandmother, "hala" ("still") no aunt. The
    language is the one its common words say, else the one its letters say (ş, ı, ß),
    else the one the word itself is a common word of; any other word is read in all."""
    if who.stream == 2 or who.name not in _WHO:
        return True
    lang = matching.language(sentence)
    langs = {lang} if lang and lang != "zh" else {o for o in sentence.owners[0] if o}
    tokens = (sentence.split, sentence.joined)[who.stream]
    if not 0 <= who.start < len(tokens):
        return True
    token = tokens[who.start]
    if not langs:  # a common word of some language is that language's ("nine cards")
        langs = {k for k, v in matching.common_words().items() if token[0] in v}
        if not langs:
            return True
    return any(v == stem or (prefix and v.startswith(stem))
               for lang in langs for stem, prefix in _entry_words(who.name, lang)
               for v in token)


def _said_apart(sentence: Sentence, who: Hit) -> bool:
    """Whether ``who``, a neighbour, is said not to be at the table: the seat neighbour
    ("give your neighbour a high five", "der rechte Nachbar hebt ab") is a player."""
    if who.stream == 2:
        word = who.words.strip("'")
        return word not in ("邻居", "鄰居") or bool(_ZH_NEXT_DOOR.search(sentence.cjk))
    tokens = (sentence.split, sentence.joined)[who.stream]
    if not 0 <= who.start < len(tokens) or not tokens[who.start][0].startswith(_NEIGHBOUR):
        return True
    return bool(_NEXT_DOOR.search(" ".join(t[0] for t in sentence.split)))


def _onlooker(sentence: Sentence, hits: Sequence[Hit]) -> Hit | None:
    """The person who does not play the sentence names, or None."""
    who = next((h for h in hits if h.name in _WHO and _native(sentence, h)
                and _said_apart(sentence, h)), None)
    if who is not None and who.name == "ol_watch":
        if _ROUND.search(" ".join(t[0] for t in sentence.split)) or _ZH_ROUND.search(
                sentence.cjk):
            return None
    return who


def _offered(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence offers rather than asks: a "may", a wish, a welcome."""
    if any(h.name in _OFFER for h in hits):
        return True
    if has_cjk(sentence.cjk):
        return bool(_ZH_OFFER.search(sentence.cjk))
    return any(t[0] in _EN_OFFER or t[0].endswith(_TR_MAY) for t in sentence.split)


def _denied(sentence: Sentence) -> bool:
    if has_cjk(sentence.cjk):
        return bool(_ZH_NOBODY.search(sentence.cjk))
    return any(t[0] in _NOBODY for t in sentence.split)


#: a player named by the game: the subject when said before the one who does not play
_PLAYER = frozenset(("leader", "k_lost"))


def _player_first(sentence: Sentence, hits: Sequence[Hit], who: Hit) -> bool:
    """Whether a player of the game is named before ``who`` (and so does the act)."""
    if who.stream == 2:
        at = sentence.cjk.find(who.words.strip("'"))
        return any(h.name in _PLAYER and h.stream == 2
                   and 0 <= sentence.cjk.find(h.words.strip("'")) < at for h in hits)
    return any(h.name in _PLAYER and h.stream == 0 and h.start < who.start for h in hits)


def duty(sentence: Sentence, hits: Sequence[Hit]) -> Finding | None:
    """An LP711 finding when the sentence lays a duty on someone who does not play (the
    module text), or None."""
    who = _onlooker(sentence, hits)
    if who is None or _offered(sentence, hits) or _denied(sentence):
        return None
    if _player_first(sentence, hits, who):
        return None  # "the loser picks the neighbour's apples": the player does it
    act = next((h for h in hits if h.name in _DUTY and h.words != who.words), None)
    if act is None and has_cjk(sentence.cjk):
        found = _ZH_DUTY.search(sentence.cjk.replace(who.words.strip("'"), ""))
        act = Hit("k_chore", 0, 0, f"'{found.group(0)}'", 2) if found else None
    if act is None:
        return None
    words = f"{who.words} … {act.words}"
    return Finding("LP711", words, f"free text lays a duty on someone who does not play: "
                                   f"{words}; a rule binds only the players who agreed to "
                                   "it (R-CUSTOM-3, R-SESSION-1)")


def settle(sentence: Sentence, hits: Sequence[Hit], found: list[Finding]) -> list[Finding]:
    """``found`` with the sentence's reading of someone who does not play: a duty laid on
    them added (LP711), or an offer to them, or a duty denied them ("nobody who watches has
    to fetch anything"), no person picked (LP304 dropped)."""
    laid = duty(sentence, hits)
    if laid is not None:
        return [f for f in found if f.code != "LP711"] + [laid]
    free = _offered(sentence, hits) or _denied(sentence)  # an offer, or a duty denied
    who = _onlooker(sentence, hits) or next(
        (h for h in hits if h.name == _GUEST and free), None)
    if who is None or not free or any(h.name in _GAME and h.name not in _TAKE
                                      for h in hits):
        return found
    return [f for f in found if f.code != "LP304"]


__all__ = ["duty", "settle"]
