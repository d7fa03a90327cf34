"""What the doer offers to do for others (issue 29, session 24: R-CUSTOM-3).

**An act the doer does themselves for others, which the others may take or leave**,
costs nobody anything but the doer: a ``does`` text of the winner's own rule that makes
the winner peel oranges for everyone ("给大家剥橘子"), make coffee for whoever wants some
("zet koffie voor wie wil"), bake pancakes for the table, brew tea for everyone ("herkese
çay demler") asks nothing of the others, so it is a table action (no LP712), in any of the
five languages. Read as slots over the judge's lexicon (contact_lexicon.py, claim_lexicon.py,
bodily_lexicon.py):

- **the act**: a making or preparing verb (``h_make``: make, peel, cut, bake, brew;
  machen, schälen, backen; zetten, schillen, bakken; yapmak, soymak, demlemek; 做, 剥, 切,
  泡) or a chore named whole (``k_chore``: "zet koffie", "does the dishes");
- **for whom**: everyone as the beneficiary, after the act or marked as one ("for
  everyone", "für alle", "voor iedereen", the Turkish dative "herkese", "给大家", "为大家"),
  or whoever wants (``bd_offer``: "wie wil", "wer mag", "isteyenlere", "愿意的人"): taken
  or left by choice;
- **what**: the thing made, the words right after the act (before it in Turkish, verb
  last; up to three characters after it in Chinese), whatever it is.

It stays a demand (and the other readings judge it) when it **lands on another person's
body or things** (a body part, a touch, someone's glasses, "everyone's", "大家的"), **obliges
them** ("everyone must eat one", "一定要喝", a drink downed: the drinking readings'
LP701), **makes them act** (a causative, "makes everyone clean up": no "for"), or serves
**one named person** ("makes coffee for the dealer": a service asked for that player).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .contact import PEOPLE
from .matching import Hit, language
from .textnorm import Sentence, fold, has_cjk

#: What makes an offer more than one: a body reached, someone made to drink, eat or act,
#: a harm found, someone's private things
_NOT_OFFERED = frozenset(("body", "c_body", "causative", "consume", "c_act", "c_blow",
                          "c_reach", "c_tool", "LP701", "LP702", "LP703", "LP704", "LP705",
                          "LP706", "LP710", "LP711", "pv_thing", "pv_hand", "pv_open"))
#: The words an offer is made of (the act, who it is for, the thing served)
_OFFER = frozenset(("h_make", "k_chore", "h_for", "h_drink", "h_serve", "p_everyone",
                    "bd_offer", "person", "volition", "filler"))
#: Words that oblige the others ("everyone must eat one")
_MUST = frozenset(fold(w) for w in (
    "must", "has", "have", "need", "needs", "required", "muss", "müssen", "musst", "soll",
    "sollen", "moet", "moeten", "verplicht", "zorunda", "zorunlu", "mecbur"))
_ZH_MUST = re.compile(r"必须|必須|一定要|得吃|得喝|要吃|要喝|吃掉|喝掉|喝完|吃完")
#: Someone else's: a possessive of everyone ("everyone's", "iedereens", "herkesin", 大家的)
_THEIRS = frozenset(fold(w) for w in (
    "everyone s", "everybody s", "iedereens", "jedermanns", "herkesin", "allen ihre"))
#: Chinese: everyone marked as the beneficiary before the act, and everyone's
_ZH_FOR = re.compile(r"(?:给|給|为|為|帮|幫|替)(?:大家|每个人|每個人|所有人|全桌)")
_ZH_THEIRS = re.compile(r"(?:大家|每个人|每個人|所有人)的")
#: A share of what is made, for whoever wants some ("wie wat wil", "isteyen biraz")
_SOME = frozenset(fold(w) for w in ("some", "any", "one", "welche", "etwas", "wat", "iets",
                                    "biraz"))
_ZH_OBJECT = 3  #: characters after the act that may be the thing made
_OBJECT = 2     #: words after (Turkish: before) the act that may be the thing made
#: The words that mark everyone as the beneficiary ("for everyone", "für alle", "voor
#: iedereen", "herkes için"), and everyone in the dative ("kocht allen Kaffee", "herkese")
_FOR = frozenset(fold(w) for w in ("for", "für", "fuer", "voor"))
_DATIVES = frozenset(fold(w) for w in ("allen", "jedem", "herkese", "hepinize", "hepsine"))


def made_for_others(sentence: Sentence, hits: Sequence[Hit]
                    ) -> tuple[bool, set[int], list[str]]:
    """Whether the sentence is an act the doer offers to do for others (see the module
    text); the tokens it covers and the Chinese words it covers."""
    act = next((h for h in hits if h.name in ("h_make", "k_chore")), None)
    # a word inside the act's own phrase is the act's ("passes the bowl round", "zet ...
    # op tafel"): no handing of a thing of someone's, no "op" of a drink downed
    names = {h.name for h in hits if not _inside_act(h, hits)}
    if act is None or names & _NOT_OFFERED or _one_named(hits):
        return False, set(), []
    if has_cjk(sentence.cjk):
        return _zh(sentence, hits, act)
    tokens = [t[0] for t in sentence.split]
    if any(t in _MUST or t.endswith(("malı", "meli", "mali")) for t in tokens) \
            or any(f"{a} {b}" in _THEIRS for a, b in zip(tokens, tokens[1:], strict=False)) \
            or any(t in _THEIRS for t in tokens):
        return False, set(), []
    acts = [h for h in hits if h.stream == 0 and h.name in ("h_make", "k_chore")]
    start, end = min(h.start for h in acts), max(h.end for h in acts)
    offered = "bd_offer" in names
    for_all = any(h.stream == 0 and h.name == "p_everyone" and (
        h.start > 0 and tokens[h.start - 1] in _FOR or tokens[h.start] in _DATIVES
        or tokens[h.end:h.end + 1] == ["icin"]) for h in hits)
    if not (offered or for_all):
        return False, set(), []
    covered = {i for h in hits if h.stream == 0 and h.name in _OFFER
               for i in range(h.start, h.end)}
    covered |= {i for i, t in enumerate(tokens) if t in _SOME}  # "for whoever wants some"
    # the verb last (Turkish, a German infinitive), its object before it
    turkish = language(sentence) == "tr" or end == len(tokens)
    span = range(max(0, start - _OBJECT), start) if turkish else range(
        end, min(len(tokens), end + _OBJECT))
    for at in span:  # the thing made: the words next to the act, whatever they are
        if at not in covered and not any(h.stream == 0 and h.start <= at < h.end
                                         and h.name in PEOPLE for h in hits):
            covered.add(at)
    return True, covered, []


def _inside_act(hit: Hit, hits: Sequence[Hit]) -> bool:
    """Whether ``hit`` lies inside the span of a making or setting-out act (fa36)."""
    return hit.stream == 0 and hit.name not in ("h_make", "k_chore") and any(
        h.stream == 0 and h.name in ("h_make", "k_chore") and h.end - h.start > 1
        and h.start <= hit.start and hit.end <= h.end for h in hits)


#: the winner named: whose own act for the others is theirs to give, as the speaker's
_WINNER = ("winner", "gewinner", "sieger", "winnaar", "winnares", "kazanan")
_ZH_WINNER = re.compile(r"赢家|贏家|胜者|勝者|赢的人|贏的人|赢的那位|贏的那位|获胜者|獲勝者")


def is_winner(hit: Hit) -> bool:
    """Whether a role word (a ``leader`` hit) names the winner."""
    word = hit.words.strip("'")
    return hit.name == "leader" and (fold(word).startswith(_WINNER)
                                     or bool(_ZH_WINNER.search(word)))


def spoken_offer(sentence: Sentence, hits: Sequence[Hit]) -> bool:
    """Whether the sentence is the speaker's own offer to the others ("I'll make coffee for
    whoever wants", "Ik zet koffie voor wie wil", "我给愿意的人泡咖啡"): the speaker
    (a first person) makes something for everyone or for whoever wants, in any word
    order. It costs nobody but the speaker, so it is clean said as it is done (the
    ``does`` form: :func:`made_for_others`, asked of the winner). A chore named whole
    ("ich wasche für alle das Geschirr"), a named player served, anyone obliged: not one."""
    if not any(h.name == "h_make" for h in hits):
        return False
    roles = [h for h in hits if h.name == "leader"]
    winner = {(h.stream, h.start, h.words) for h in roles if is_winner(h)}
    if roles and len(winner) < len(roles):
        return False  # another role named: a demand on them (beyond.py)
    if not winner and not any(h.name == "self" for h in hits):
        return False
    # the winner as the doer ("der Gewinner macht allen Kaffee"): the winner's offer
    rest = [h for h in hits if (h.stream, h.start, h.words) not in winner]
    return made_for_others(sentence, rest)[0]


def _zh(sentence: Sentence, hits: Sequence[Hit], act: Hit) -> tuple[bool, set[int], list[str]]:
    cjk = sentence.cjk
    if _ZH_MUST.search(cjk) or _ZH_THEIRS.search(cjk):
        return False, set(), []
    # whoever wants some ("给想喝的人": whoever wants to drink) is whoever wants
    offered = any(h.name == "bd_offer" for h in hits) or bool(_ZH_WISHED.search(cjk))
    if not (offered or _ZH_FOR.search(cjk)):
        return False, set(), []
    verb = act.words.strip("'")
    at = cjk.find(verb)
    thing = cjk[at + len(verb):at + len(verb) + _ZH_OBJECT] if at >= 0 else ""
    thing = re.split(r"[，,。；;！!？?]", thing)[0]
    words = [h.words.strip("'") for h in hits if h.stream == 2 and h.name in _OFFER]
    words += [m.group(0) for m in _ZH_FOR.finditer(cjk)]
    return True, set(), [*words, verb, *([thing] if thing else [])]


def spoken_obligation(sentence: Sentence) -> bool:
    """Whether the sentence obliges someone ("must", "muss", "zorunda", "-malı", "必须",
    "吃完"): what is offered with it is no longer taken or left by choice."""
    if has_cjk(sentence.cjk) and _ZH_MUST.search(sentence.cjk):
        return True
    return any(t[0] in _MUST or t[0].endswith(("malı", "meli", "mali"))
               for t in sentence.split)


#: Chinese: eating or drinking inside "whoever wants to" (想喝的人, 愿意吃点东西的): a wish
_ZH_WISHED = re.compile(r"(?:想|愿意|願意|要)(?:喝|吃)[^，。？！,.?!的]{0,4}?的|"
                        # the question at a clause's start: 谁想喝水？谁要吃西瓜？ (fa32b;
                        # not 谁输谁要喝, where whoever loses must drink)
                        r"(?:^|(?<=[，。？！,.?!：:\s]))(?:谁|誰)(?:想|要|愿意|願意)(?:喝|吃)|"
                        # the wish, then one serves oneself: 想喝自己倒, 想吃自己拿 (fa36)
                        r"(?:想|愿意|願意)(?:喝|吃)(?:的话|的話)?(?:就)?自己")
#: the drinking and eating verbs a wish names, and the wishing words beside them
_WISHED_VERBS = frozenset(fold(w) for w in ("drink", "eat", "trinken", "essen", "drinken",
                                            "eten", "icmek", "içmek", "yemek"))
_WANT_BEFORE = frozenset(fold(w) for w in ("wants to", "want to", "wil", "wilt", "willen"))
_WHO = frozenset(fold(w) for w in ("who", "whoever", "wer", "die", "der", "wie", "welche",
                                    "degene", "diejenigen", "kim"))
_WANT_AFTER = frozenset(fold(w) for w in ("will", "wollen", "möchte", "möchten", "mochte",
                                          "mag", "mögen", "wil", "wilt", "willen"))
#: The wish right after "who" in a question ("who wants", "wer will", "wie wil"), by the
#: language of "who" (the English "who will" is no wish)
_WANTS = {"who": ("wants", "want"), "wer": ("will", "möchte", "mochte", "mag", "wollen"),
          "wie": ("wil", "wilt", "willen")}


def unwished(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """The hits without the eating or drinking that only names whoever wishes to ("for
    whoever wants to drink", "für alle, die trinken möchten", "voor wie wil drinken",
    "içmek isteyenlere", "给想喝的人"): a wish picks who is offered, it demands nothing."""
    tokens = [t[0] for t in sentence.split]
    wished: list[Hit] = []
    for h in hits:
        if h.name != "LP701":
            continue
        if h.stream == 2:
            word = h.words.strip("'")
            if word in ("喝", "吃") and _ZH_WISHED.search(sentence.cjk) \
                    and word not in _ZH_WISHED.sub("", sentence.cjk):
                wished.append(h)
            continue
        if h.stream != 0 or h.end - h.start != 1 or tokens[h.start] not in _WISHED_VERBS:
            continue
        before = " ".join(tokens[max(0, h.start - 2):h.start])
        after = tokens[h.start + 1] if h.start + 1 < len(tokens) else ""
        # only inside a clause that picks whoever wishes ("who wants to drink", "wer
        # trinken möchte", "wie wil drinken", "içmek isteyenler"): "the loser wants to
        # drink" is no offer
        window = tokens[max(0, h.start - 4):h.start]
        relative = bool(set(window) & _WHO)
        # the question "who wants (to eat) fruit?" ("Wer will Obst essen?", "Wie wil er
        # fruit eten?", "Kim meyve yemek ister?"): who and the wish side by side (fa32b)
        asked = any(b in _WANTS.get(a, ()) for a, b in zip(window, window[1:], strict=False))
        if relative and (before.endswith(tuple(_WANT_BEFORE)) or after in _WANT_AFTER
                         or asked or "kim" in window and after.startswith("iste")) \
                or after.startswith(("isteyen", "isteyene")):
            wished.append(h)
    return [h for h in hits if h not in wished]


def _one_named(hits: Sequence[Hit]) -> bool:
    """Whether a person other than everyone is named ("for the dealer"): a service to
    that player, not an offer to the table."""
    everyone = {(h.stream, h.start, h.words) for h in hits if h.name == "p_everyone"}
    offer = {(h.stream, i) for h in hits if h.name == "bd_offer" for i in range(h.start, h.end)}
    return any(h.name in PEOPLE | {"leader"} and (h.stream, h.start, h.words) not in everyone
               and (h.stream, h.start) not in offer for h in hits)


__all__ = ["is_winner", "made_for_others", "spoken_obligation", "spoken_offer", "unwished"]
