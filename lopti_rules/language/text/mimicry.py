"""A people or a person mimicked on demand (issue 29, session 42: R-CUSTOM-3, R-CUSTOM-4).

A game result may cost cards, turns, or a silly voice anyone can put on; it may not make a
player **caricature a people**: speak with the accent or dialect of a nationality, a
region, an ethnic group or a religion, imitate how "they" talk, behave or dress, play a
stereotype ("talks like a Frenchman", "mit türkischem Akzent", "doet een Belg na",
"Karadenizli taklidi", "学日本人说话", "模仿东北口音"), whoever picks which people (the
winner, the dealer, "a country the winner names"), nor **mock a person's own fixed trait**
by mimicry (their stutter, their lisp, their limp: "äfft das Lispeln des Gebers nach",
"学小王结巴说话"). A caricature of a people is discriminatory and humiliating whoever
plays it and whoever laughs (LP706): the word lists of harm_lexicon.py read insults and
mocking names, not a voice put on. The slots of language/text/mimicry_lexicon.py, read
together in one sentence:

- **a trait mimicked**: a trait (``mm_trait``) with imitating or copying;
- **a voice of a people**: an accent or a dialect (``mm_voice``) with a people, imitating,
  copying or speaking, unless it is one's own (``mm_own``: "in their own home dialect");
- **a people imitated**: imitating (``mm_imitate``, Dutch "doet ... na") with a people or
  a stereotype;
- **a people played**: "like"/"wie"/"als"/"gibi" (``mm_like``) right before a people,
  with how "they" talk, act or dress (``mm_act``), or a stereotype (``mm_stereo``) with
  a people or with that;
- **asked of nobody**: offered to whoever wants, left free ("may"), denied in the act's
  clause ("Akzente werden hier nicht nachgemacht", "niemand imiteert een accent", "kimse
  aksan taklidi yapmaz", "这里不学任何口音"; conscience.py's :func:`spared`), or "without
  an accent".

What stays clean: one's own dialect or mother tongue by choice, a toast in every player's
own language, a whisper, a song, a robot voice, a pirate's "arr" (a game character, no
people), a word of a friend's language they offer to teach, a train's whistle imitated.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .conscience import left_free, spared
from .context import Said
from .denial_lexicon import NOT_SHORT_WORDS, NOT_WORDS, ZH_DENIED
from .matching import Hit
from .textnorm import Sentence, clauses, fold, has_cjk

#: Why a mimicry is refused (the message's last part; a catalog entry of
#: language/report/textwords.py)
WHY = ("a people or a person mimicked: an accent, a dialect, a stereotype or someone's "
       "stutter or limp put on for the table is a caricature, not a game stake")
#: Words that take the voice away ("without an accent", "ohne Akzent", "aksansız")
_WITHOUT = frozenset(fold(w) for w in ("without", "ohne", "zonder", "sans"))
_TR_WITHOUT = ("sız", "siz", "suz", "süz")
#: Dutch "doet ... na" (nadoen): the finite verb, its particle last in the clause
_NL_DO = frozenset(("doe", "doet", "doen", "deed", "deden"))
#: How far "like" may stand before its people ("like a stereotypical Mexican")
_LIKE_SPAN = 4
#: "like" that follows its people (Turkish "Alman gibi")
_POSTPOSED = frozenset(("gibi", "misali"))

# ------------------------------------------------------------------ Chinese
#: Imitating: 模仿, 扮演, 装成; 学 (not 学习, 学会, 学生 ...) is read with what is learnt
_ZH_IMITATE = re.compile(r"模仿|模拟|模擬|扮演|装成|裝成|假装|假裝|冒充|扮成")
_ZH_LEARN = re.compile(r"学(?![习會会生校期到过過])|學(?![習會生校期到過])")
#: A way of speaking: an accent, a dialect, a place's twang (not "四川话" alone: a
#: dialect spoken is mostly one's own, "下一局我用四川话报牌")
_ZH_VOICE = re.compile(r"口音|方言|腔调|腔調|土话|土話|(?<![口满滿胸腹鼻])腔")
#: Speaking, walking, the look of someone: what 学 copies ("学日本人说话")
_ZH_MANNER = re.compile(r"说话|說話|讲话|講話|走路|的样子|的樣子")
#: A people: a country, a nationality, a province, a region, an ethnic group, a faith
_ZH_PEOPLE = re.compile(
    r"外国|外國|老外|外地|洋人|国家|國家|民族|省|那里的人|那裡的人|哪里的人|乡下人|鄉下人|"
    r"农村人|農村人|黑人|白人|日本|韩国|韓國|印度|美国|美國|英国|英國|法国|法國|德国|德國|"
    r"俄国|俄國|俄罗斯|俄羅斯|意大利|阿拉伯|非洲|东北|東北|广东|廣東|四川|上海|北京|河南|"
    r"山东|山東|湖南|新疆|西藏|台湾|台灣|香港|穆斯林|回族|藏族|维吾尔|維吾爾|犹太|猶太|"
    r"吉普赛|吉普賽|[\u4e00-\u9fff]国人|[\u4e00-\u9fff]國人")
#: A person's fixed trait
_ZH_TRAIT = re.compile(r"结巴|結巴|口吃|大舌头|大舌頭|瘸|跛|口齿不清|口齒不清|斜眼|驼背|駝背")
#: Like a people: 像 … 一样 with a people inside
_ZH_LIKE = re.compile(r"像(.{1,8}?)一[样樣]")
#: One's own speech: 自己的家乡话, 母语, the speaker's own origin ("我是四川人")
_ZH_OWN = re.compile(r"自己的|母语|母語|家乡话|家鄉話|我是|老家")
#: Mimicry denied or left free: 不学, 别模仿, 不带口音, 可以 (not 才可以)
_ZH_NOT = re.compile(r"[不别別没沒禁](?:要|准|许|許|能|必|用|得)?(?:学|學|模仿|装|裝|扮|带|帶|有)")
_ZH_MAY = re.compile(r"(?<!才)可以")


def _zh(text: str) -> str:
    """The words of a mimicry in Chinese ``text`` (see the module text), or ""."""
    trait = _ZH_TRAIT.search(text)
    imitate = _ZH_IMITATE.search(text) or _ZH_LEARN.search(text)
    voice, people = _ZH_VOICE.search(text), _ZH_PEOPLE.search(text)
    like = _ZH_LIKE.search(text)
    found = ""
    if imitate is not None and trait is not None:
        found = f"'{imitate.group()}' … '{trait.group()}'"
    elif _ZH_OWN.search(text) is None:
        if imitate is not None and (voice or people) is not None:
            found = f"'{imitate.group()}' … '{(voice or people).group()}'"  # type: ignore[union-attr]
        elif voice is not None and people is not None:
            found = f"'{people.group()}' … '{voice.group()}'"
        elif like is not None and _ZH_PEOPLE.search(like.group(1)) and _ZH_MANNER.search(text):
            found = f"'{like.group()}'"
    if not found or ZH_DENIED.search(text) or _ZH_NOT.search(text):
        return ""
    at = (imitate or voice or like or trait)
    may = _ZH_MAY.search(text)
    return "" if at is not None and may is not None and may.start() < at.start() else found


# ------------------------------------------------------------------ the other four
def _words(hit: Hit) -> str:
    return hit.words.split(" (read as")[0]


def _all(hits: Sequence[Hit], name: str) -> list[Hit]:
    return [h for h in hits if h.name == name and h.stream == 0]


def _one(hits: Sequence[Hit], name: str) -> Hit | None:
    return next(iter(_all(hits, name)), None)


def _nl_done(sentence: Sentence) -> Hit | None:
    """Dutch "doet ... na" (nadoen, split): the verb, with "na" the last of its clause."""
    tokens = [t[0] for t in sentence.split]
    for a, b in clauses(sentence):
        if b - a >= 3 and tokens[b - 1] == "na":
            at = next((i for i in range(a, b - 1) if tokens[i] in _NL_DO), None)
            if at is not None:
                return Hit("mm_imitate", at, b, f"'{tokens[at]} … na'", 0)
    return None


def _played(sentence: Sentence, hits: Sequence[Hit]) -> tuple[Hit, Hit] | None:
    """A people played: "like" right before a people ("talks like a Frenchman"), Turkish
    "gibi" right after it ("bir Alman gibi konuşur"): the like and the people."""
    people = _all(hits, "mm_people")
    starts = {a for a, _ in clauses(sentence)}
    for like in _all(hits, "mm_like"):
        if like.start in starts:
            continue  # a who-word or an if opening its clause ("Wie Turks spreekt, deelt")
        after = _words(like).strip("'") in _POSTPOSED
        shown = next((p for p in people if 0 < (like.start - p.start if after
                                                else p.start - like.start) <= _LIKE_SPAN),
                     None)
        if shown is not None:
            return like, shown
    return None


def _key(sentence: Sentence, hits: Sequence[Hit]) -> tuple[Hit, str] | None:
    """The demanding words of a mimicry (see the module text) and the words to show."""
    trait, voice = _one(hits, "mm_trait"), _one(hits, "mm_voice")
    imitate = _one(hits, "mm_imitate") or _nl_done(sentence)
    copy, people = _one(hits, "mm_copy"), _one(hits, "mm_people")
    act, stereo = _one(hits, "mm_act"), _one(hits, "mm_stereo")
    doing = imitate or copy
    if trait is not None and doing is not None:
        return doing, f"{_words(doing)} … {_words(trait)}"
    if voice is not None and _one(hits, "mm_own") is None:
        other = people or doing or act
        if other is not None:
            return voice, f"{_words(other)} … {_words(voice)}" if other.start < voice.start \
                else f"{_words(voice)} … {_words(other)}"
    if imitate is not None and (people or stereo) is not None:
        return imitate, f"{_words(imitate)} … {_words(people or stereo)}"  # type: ignore[arg-type]
    played = _played(sentence, hits)
    if played is not None and act is not None:
        like, shown = played
        return like, f"{_words(act)} … {_words(like)} … {_words(shown)}"
    doing = act or imitate or people or (played[0] if played is not None else None)
    if stereo is not None and doing is not None:  # "a stereotype of a nationality"
        return stereo, f"{_words(doing)} … {_words(stereo)}"
    return None


def _denied(sentence: Sentence, key: Hit) -> bool:
    """Whether the key's clause denies it ("nicht nachgemacht", "without an accent",
    "aksansız")."""
    tokens = [t[0] for t in sentence.split]
    a, b = next(((a, b) for a, b in clauses(sentence) if a <= key.start < b), (0, len(tokens)))
    inside = tokens[a:b]
    return any(t in NOT_WORDS or t in NOT_SHORT_WORDS or t in _WITHOUT for t in inside) \
        or any(t.startswith(("aksan", "sive", "şive")) and t.endswith(_TR_WITHOUT)
               for t in inside)


def mimicked(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of a people or a person mimicked on demand (see the module text), or ""."""
    if has_cjk(sentence.cjk):
        return _zh(sentence.cjk)
    found = _key(sentence, hits)
    if found is None:
        return ""
    key, words = found
    if spared(sentence, hits) or left_free(sentence, key) or _denied(sentence, key):
        return ""
    return words


def findings(sentence: Sentence, hits: Sequence[Hit], what: dict[str, str],
             done: set[str]) -> list[Said]:
    """:func:`mimicked` as an LP706 reading (code, words, message), unless LP706 is found
    already; ``what`` says what a code's demand is (language/text/harm.py's ``WHAT``)."""
    words = "" if "LP706" in done else mimicked(sentence, hits)
    if not words:
        return []
    return [("LP706", words, f"free text demands something {what['LP706']}: {words} "
                             f"({WHY}; R-CUSTOM-3, R-CUSTOM-4)")]


__all__ = ["WHY", "findings", "mimicked"]
