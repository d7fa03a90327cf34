"""Who a text favours, in five languages (issue 29, session 26): the words the readings of
a favour by standing share (text/standing_slots.py, text/take_back.py, text/favour_shape.py).

A favour in words falls on one player whom play keeps in place: the last winner, the
champion or the evening's leader in wins (a standing: a win brings the favour, and the
favour helps win again, R-CUSTOM-4's person in the role's clothes), or the rule's creator
(one fixed person, R-CUSTOM-4). The one who says the text is a third: "I take my time, the
rest of you ..." gives the speaker alone what the others have not. What is read here:

- :func:`favoured`: a standing or the creator named, with the words it was named by;
- :func:`set_apart`: whether that mention is set apart from the others ("except the
  winner", "nur der Erfinder nicht", "behalve de winnaar", "除了……发明者", "plays without a
  clock"), and not included ("the winner too", "kazanan dahil", "ich auch");
- :func:`speaker_apart`: the speaker against the rest ("the rest of you", "jullie niet",
  "everybody else ... I");
- :func:`everyone`: a demand said to all ("whoever", "wer", "herkes", "每个人").

The persons themselves are kept here once, by language: a standing (:data:`TITLE`, the
champion or the leader; :data:`STANDING`, those and the last winner), the round's winner
and loser (:data:`ROUND_WINNER`, :data:`LOSER`), a role a round or the house gives
(:data:`ROLE`: the dealer, the host), the speaker; the regex readers (game_powers.py,
vote_effect.py) read them through :func:`folded_re` (session 43).

Words are matched on the folded text (text/textnorm.py), stems by their start; Chinese by
substring.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from . import creator_lexicon
from .textnorm import Reading, Sentence, fold, has_cjk
from .tongues import decided, reads


class Mention(NamedTuple):
    """A favoured one named: ``who`` is "creator" or "standing", ``at`` its first token
    (-1 in Chinese), ``words`` as quoted in a message."""

    who: str
    at: int
    words: str

#: (code, words, message), as text/context.py's readings give them
Said = tuple[str, str, str]
#: The speaker as the favoured one ("except me", "'i' … 'the rest of you'")
SPEAKER_APART = Mention("speaker", -1, "")


def favour(m: Mention, words: str, message: str) -> Said:
    """The finding of a favour in words: LP301 when the creator is favoured (one fixed
    person), LP716 for a standing or the speaker (R-CUSTOM-4)."""
    return ("LP301" if m.who == "creator" else "LP716"), words, message.format(words=words)


#: The favour of a standing, the creator or a seat granted a power, a good or a result
#: (LP716, LP301): the one wording (a catalog entry of report/textwords.py) that
#: standing_grants.py, standing_slots.py, game_powers.py and the other favour readers give
GRANTED = ("free text grants one standing, the creator or a seat it picks out a power, a "
           "good or a result the others do not share: {words} (game roles held in turn "
           "and changing conditions are allowed, a standing or the creator is a person in "
           "the role's clothes, R-CUSTOM-4; only the first player out wins, R-WIN-3)")


class Group(tuple[tuple[str, ...], ...]):
    """Phrases of folded words, each with its language (:attr:`langs`, "" for a phrase of
    every language): :func:`find` reads a phrase only in a text of its language or of
    none decided (text/tongues.reads), so the Dutch "de" is no Turkish "too" and the
    English "son" no Turkish "last" (lexlang42)."""

    langs: tuple[str, ...]


def _group(pairs: list[tuple[str, tuple[str, ...]]]) -> Group:
    group = Group(p for _, p in pairs)
    group.langs = tuple(lang for lang, _ in pairs)
    return group


def phrases(*groups: str) -> Group:
    """Phrases of folded words ("last winner" -> ("last", "winner")); a trailing * a stem.
    Read in every language: a list of words of one language is :func:`by_language`'s."""
    return _group([("", tuple(fold(w).split())) for g in groups for w in g.split(",")
                   if w.strip()])


def by_language(en: str = "", de: str = "", nl: str = "", tr: str = "") -> Group:
    """Phrases as :func:`phrases` makes them, each language's apart: each read only in a
    text of its language or of none decided."""
    return _group([(lang, tuple(fold(w).split()))
                   for lang, g in (("en", en), ("de", de), ("nl", nl), ("tr", tr))
                   for w in g.split(",") if w.strip()])


def joined(*groups: Group) -> Group:
    """The phrases of ``groups`` in one group, each kept with its language (a tuple's
    ``+`` would drop them)."""
    return _group([(lang, p) for g in groups for lang, p in zip(g.langs, g, strict=True)])


def folded_re(*groups: Group, zh: tuple[str, ...] = (), more: str = "") -> re.Pattern[str]:
    """The phrases of ``groups`` as one regex over a folded sentence, for the regex
    readers (game_powers.py, vote_effect.py), with Chinese words ``zh`` by substring and
    ``more`` (a pattern of the reader's own); read in every language."""
    return re.compile("|".join(
        [creator_lexicon.pattern(" ".join(p)) for g in groups for p in g]
        + [re.escape(w) for w in zh] + ([more] if more else [])))


#: The rule's creator, said as such (text/creator_lexicon.py, the one lexicon)
CREATOR = by_language(**creator_lexicon.PHRASES)
CREATOR_ZH = creator_lexicon.ZH
#: Chinese: whoever made the rule, said by a verb of making ("发明这条规则的人",
#: "编規則的人"), as the English "whoever made this rule"
CREATOR_MADE_ZH = creator_lexicon.MADE_ZH
#: A standing by its title: the champion, the leader (no win of the round just played)
TITLE = by_language(
    en="champion*, reigning*, front runner*, frontrunner*, top scorer*, leader",
    de="spitzenreiter*, champion*, tabellenführer*, titelverteidiger*, führende*, fuhrende*",
    nl="koploper*, kampioen*",
    tr="sampiyon*, lider*")
#: A standing: the last winner, the champion, the evening's leader in wins
STANDING = joined(by_language(
    en="last winner, winner of the last round, winner of last round, previous winner*, "
       "most wins, won the most, won most",
    de="letzte gewinner*, letzte sieger*, letzten gewinner*, letzten sieger*, "
       "letzter gewinner*, letzter sieger*, vorige gewinner*, vorigen gewinner*, "
       "gewinner der letzten, sieger der letzten, "
       "meisten siege*, meisten gewonnen, "
       "am meisten gewonnen, sieger der vorrunde, gewinner der vorrunde, "
       "vorrundensieger*, sieger der vorigen, gewinner der vorigen, "
       "sieger der vorherigen, gewinner der vorherigen",
    nl="laatste winnaar*, vorige winnaar*, winnaar van vorige, winnaar van de vorige, "
       "winnaar van de laatste, winnaar van de vorige ronde, "
       "meeste overwinningen, "
       "meeste zeges, vaakst gewonnen, meest gewonnen",
    tr="son kazanan*, onceki kazanan*, en cok kazanan*, gecen elin kazanan*, onceki elin kazanan*, "
       "gecen turun kazanan*, onceki turun kazanan*, son turun kazanan*, "
       "önceki elin kazanan*, önceki turun kazanan*, önceki oyunun kazanan*, "
       "gecen oyunun kazanan*, onceki oyunun kazanan*, "
       "gecen turun galib*, onceki turun galib*, son turun galib*, "
       "gecen elin galib*, onceki elin galib*, gecen oyunun galib*, son galip*"), TITLE)
#: Last round's winner in Chinese, every way of saying it ("上一轮的胜者", "上局赢家",
#: "上一把赢的人"): the one list, standing_rules.py reads it too (parity38)
LAST_WINNER_ZH = tuple(f"{last}{of}{who}" for last in (
    "上一局", "上局", "上一轮", "上轮", "上一輪", "上輪", "上一把", "上把", "上一盘", "上盘")
    for of in ("的", "") for who in ("赢家", "贏家", "胜者", "勝者", "获胜者", "獲勝者",
                                     "赢的人", "贏的人", "冠军", "冠軍"))
#: The round's loser, and the runner-up: a place the round gives, named bare
LOSER = by_language(en="loser*", de="verlierer*", nl="verliezer*", tr="kaybeden*")
LOSER_ZH = ("输家", "輸家")
#: The round's winner or loser named bare: during play the winner a text names is last
#: round's (blind_unshown.py reads it beside :data:`STANDING`; parity38)
ROUND_WINNER = joined(by_language(
    en="winner*",
    de="sieger*, gewinner*",
    nl="winnaar*",
    tr="kazanan*, galip, galib*"), LOSER)
ROUND_WINNER_ZH = ("赢家", "贏家", "获胜者", "獲勝者", "胜者", "勝者", "赢的人", "贏的人",
                   *LOSER_ZH)
#: A role a round or the house gives one person: the dealer, the host, the scorekeeper,
#: the runner-up (a person who could hold what the cards give nobody: game_powers.py,
#: vote_effect.py)
ROLE = by_language(
    en="dealer*, host*, scorekeeper*, score keeper*, runner up",
    de="geber*, gastgeber*",
    nl="deler*, gastheer*, gastvrouw*",
    tr="dagitici*, dagitan*, ev sahibi*")
ROLE_ZH = ("发牌的", "發牌的", "发牌人", "發牌人", "主人", "东道主", "東道主", "庄家", "莊家")
TITLE_ZH = ("冠军", "冠軍", "領先者", "领先者", "领先的人", "領先的人", "第一名", "卫冕")
STANDING_ZH = (*LAST_WINNER_ZH, *TITLE_ZH, "赢得最多", "贏得最多", "赢最多")
#: The speaker
SPEAKER = by_language(en="i, me, my, myself", de="ich, mir, mich", nl="ik, mij, mijn",
                      tr="ben, bana, benim")
#: Words that set a mention apart from the others, read around it
APART = by_language(
    en="except*, apart from, other than, exempt*, spared",
    de="außer, ausser, ausgenommen, bis auf, befreit*",
    nl="behalve, uitgezonderd, vrijgesteld*",
    tr="haric*, disinda*, muaf*")
#: "but" sets apart after a word for all: "everyone but the champion", "all players but"
ALL_BUT = by_language(en="everyone but, everybody but, all but, players but, all of us but")
#: A duty lifted: "never has to", "hoeft geen", "muss nicht", "zorunda değil"
NEED_NOT = by_language(
    en="never has to, never needs to, doesn t have to, does not have to, "
       "need not, needn t, is exempt, never pays, never draws",
    de="muss nicht, muss nie, muss kein*, braucht nicht, braucht nie, braucht kein*, "
       "hat kein*",
    nl="hoeft niet, hoeft geen, hoeft nooit, heeft geen",
    tr="zorunda degil, gerek yok, gerekmez, cekmez, odemez")
#: A denial that sets apart when it closes the clause ("nur der Erfinder nicht", "ich
#: nicht"), follows an "only" before the mention, or takes a clock ("spielt ohne Uhr")
DENIAL = by_language(en="not, never, without", de="nicht, nie, niemals, ohne",
                     nl="niet, nooit, zonder", tr="degil, asla")
ONLY = by_language(en="only, just", de="nur", nl="alleen, enkel", tr="sadece, yalniz*")
CLOCKS: dict[str, tuple[str, ...]] = {
    "en": ("clock", "timer", "hourglass", "limit"),
    "de": ("uhr", "sanduhr", "limit", "zeitlimit", "timer"),
    "nl": ("klok", "zandloper", "tijdslimiet", "limit", "timer"),
    "tr": ("sure", "limit")}
APART_ZH = ("除了", "除开", "以外", "之外", "不用", "不必", "无需", "無需", "免", "不受", "不计时",
            "不限时", "没有时间限制", "不算", "除外")  # "上一局的赢家除外" (session 39)
#: Words that include a mention with the others: no favour
WITH = by_language(
    en="too, included, including, as well, also, alike, the same",
    de="auch, inbegriffen, eingeschlossen, einschließlich, ebenso, genauso, ebenfalls",
    nl="ook, inbegrepen, inclusief, eveneens, net zo",
    tr="dahil*, bile, ayni sekilde")
WITH_ZH = ("也", "包括", "一样", "一樣", "同样", "同樣")
#: The whole table joined to a mention: "a photo of the host with the whole table", "vom
#: Gastgeber mit der ganzen Runde", "ev sahibiyle ... herkes", "主人和大家" (fa37): one
#: group, everyone in it, no one picked
TOGETHER = by_language(
    en="with the whole table, with everyone, with everybody, with all of us, "
       "with the whole group, with the whole gang, and everyone, and everybody, "
       "and the whole table, and all of us, and the rest of us",
    de="mit der ganzen runde, mit dem ganzen tisch, mit der ganzen gruppe, mit allen, "
       "und allen, und der ganzen runde, und dem ganzen tisch",
    nl="met de hele tafel, met de hele groep, met iedereen, met ons allemaal, "
       "en iedereen, en de hele tafel",
    tr="ve herkes*, ile herkes*, ve hepimiz, ile hepimiz, ve butun masa*")
TOGETHER_ZH = ("和大家", "跟大家", "与大家", "與大家", "和所有人", "跟所有人", "和全桌", "跟全桌",
               "和我们大家", "和我們大家")
#: Turkish "with" fused to the mention ("ev sahibiyle", "misafirle")
_WITH_TR = ("yle", "yla", "ile", "ila", "le", "la")
#: The rest set against the speaker
OTHERS = by_language(
    en="everybody else, everyone else, anyone else, the rest of you, rest of you, "
       "all of you, nobody else, the others, you lot, you others",
    de="alle anderen, ihr anderen, ihr nicht, ihr dürft nicht, der rest, niemand sonst, "
       "jeder andere, die anderen",
    nl="jullie niet, de rest, de anderen, iedereen behalve, niemand anders, "
       "alle anderen, jullie mogen niet",
    tr="digerleri*, diger herkes, geri kalan*, siz degil, sizler degil, "
       "baska kimse")
OTHERS_ZH = ("其他人", "其他玩家", "别人", "別人", "你们不", "你們不", "其余的人", "其餘的人",
             "剩下的人")
#: A demand said to all
EVERYONE = by_language(
    en="whoever*, everyone, everybody, each player, every player, anyone who, "
       "all players, all of you, all",
    de="wer, jeder*, alle, jede*",
    nl="wie, iedereen, elke speler, ieder*",
    tr="herkes*, kim*, her oyuncu*, hepimiz, hepiniz")
EVERYONE_ZH = ("谁", "誰", "每个人", "每個人", "每人", "大家", "所有人", "每位", "其他人",
               "其他玩家")

_WORD = re.compile(r"\w+")


def tokens(reading: Reading) -> list[str]:
    """The text's folded words, in order (sentences run on)."""
    return [w for s in reading.sentences for w in _WORD.findall(s.folded)]


def _ends(reading: Reading) -> set[int]:
    """The index of each sentence's last word in :func:`tokens`."""
    out, n = set(), 0
    for s in reading.sentences:
        n += len(_WORD.findall(s.folded))
        out.add(n - 1)
    return out


def cjk(reading: Reading) -> str:
    """The text's CJK characters run together."""
    return "".join(s.cjk for s in reading.sentences)


def find(words: list[str], group: tuple[tuple[str, ...], ...]) -> list[tuple[int, int]]:
    """Where each phrase occurs in ``words``: (start, end) pairs, in order; at each word
    the first phrase of the group (in its order) that starts there. A copy: the readers of
    one text ask the same groups again, so each group's scans are kept (session 31)."""
    return list(_matcher(group).found(tuple(words)))


class _Matcher:
    """One group's phrases indexed by their first word, for a scan that looks at each
    word's few candidates instead of every phrase (issue 23: the phrase-by-phrase scan was
    a third of the free-text tests' CPU). An exact first word is a key; a stem (``kazan*``)
    is keyed by its start, found by the word's own starts."""

    __slots__ = ("group", "exact", "stems", "longest", "kept")

    def __init__(self, group: tuple[tuple[str, ...], ...]) -> None:
        self.group = group
        langs = group.langs if isinstance(group, Group) else ("",) * len(group)
        exact: dict[str, list[tuple[int, tuple[str, ...], str]]] = {}
        stems: dict[str, list[tuple[int, tuple[str, ...], str]]] = {}
        for i, (phrase, lang) in enumerate(zip(group, langs, strict=True)):
            head = phrase[0]
            if head.endswith("*"):
                stems.setdefault(head[:-1], []).append((i, phrase, lang))
            else:
                exact.setdefault(head, []).append((i, phrase, lang))
        self.exact = {k: tuple(v) for k, v in exact.items()}
        self.stems = {k: tuple(v) for k, v in stems.items()}
        self.longest = max(map(len, stems), default=-1)
        self.kept: dict[tuple[str, ...], tuple[tuple[int, int], ...]] = {}

    def found(self, words: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
        out = self.kept.get(words)
        if out is None:
            if len(self.kept) >= 256:
                self.kept.clear()
            out = self.kept[words] = self._scan(words)
        return out

    def _scan(self, words: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
        out = []
        n = len(words)
        own = decided(words)  # each phrase read in its own language (lexlang42)
        for at, word in enumerate(words):
            heads = self.exact.get(word, ())
            if self.longest >= 0:
                for k in range(min(len(word), self.longest) + 1):
                    more = self.stems.get(word[:k])
                    if more:
                        heads = heads + more
            best = -1
            for _order, phrase, lang in sorted(heads) if len(heads) > 1 else heads:
                end = at + len(phrase)
                if end <= n and reads(lang, own) and all(
                        words[at + j].startswith(p[:-1]) if p.endswith("*") else
                        words[at + j] == p for j, p in enumerate(phrase) if j):
                    best = end
                    break
            if best >= 0:
                out.append((at, best))
        return tuple(out)


#: each group's matcher, by the group's identity (the matcher holds the group, so its id
#: is not reused while kept); groups are module constants, a bound keeps made ones few
_MATCHERS: dict[int, _Matcher] = {}


def _matcher(group: tuple[tuple[str, ...], ...]) -> _Matcher:
    m = _MATCHERS.get(id(group))
    if m is None or m.group is not group:
        if len(_MATCHERS) >= 4096:
            _MATCHERS.clear()
        m = _MATCHERS[id(group)] = _Matcher(group)
    return m


def favoured(reading: Reading) -> list[Mention]:
    """Each standing or creator the text names, in order."""
    words, zh = tokens(reading), cjk(reading)
    out = [Mention(who, at, "'" + " ".join(words[at:end]) + "'")
           for who, group in (("creator", CREATOR), ("standing", STANDING))
           for at, end in find(words, group)]
    out += [Mention(who, -1, f"'{w}'") for who, group in (("creator", CREATOR_ZH),
                                                           ("standing", STANDING_ZH))
            for w in group if w in zh]
    made = CREATOR_MADE_ZH.search(zh)  # "发明这条规则的人": whoever made the rule
    if made is not None and not any(m.who == "creator" for m in out):
        out.append(Mention("creator", -1, f"'{made.group(0)}'"))
    return sorted(out, key=lambda m: m.at)


#: The round's winner, said bare: during play it is last round's
WINNER = by_language(en="winner", de="sieger, gewinner", nl="winnaar", tr="kazanan*")
WINNER_ZH = ("赢家", "贏家", "赢的人", "贏的人")


def ones(reading: Reading) -> list[Mention]:
    """The standings and creators named (:func:`favoured`), with "the winner" said bare
    among them, in order."""
    words, out = tokens(reading), favoured(reading)
    known = {m.at for m in out}
    out += [Mention("standing", s, f"'{' '.join(words[s:e])}'")
            for s, e in find(words, WINNER) if not any(k <= s <= k + 4 for k in known)]
    zh = cjk(reading)
    if not any(m.at < 0 for m in out):
        out += [Mention("standing", -1, f"'{w}'") for w in WINNER_ZH if w in zh][:1]
    return sorted(out, key=lambda m: m.at)


def _near(words: list[str], group: tuple[tuple[str, ...], ...], at: int, before: int,
          after: int) -> tuple[int, int] | None:
    return next(((s, e) for s, e in find(words, group) if at - before <= s <= at + after),
                None)


def set_apart(reading: Reading, m: Mention, others: bool = True) -> str:
    """The words that set mention ``m`` apart from the others ("außer … 'erfinder'"), or
    "" (also when the mention is said to be included, "the winner too")."""
    words = tokens(reading)
    if m.at < 0:  # Chinese: the sentence with the mention
        zh = next((s.cjk for s in reading.sentences if m.words.strip("'") in s.cjk), "")
        if any(w in zh for w in WITH_ZH):
            return ""
        kept = zh.replace("不除外", "").replace("没有除外", "")  # "不除外": not excepted
        apart = next((w for w in (*APART_ZH, *(OTHERS_ZH if others else ())) if w in kept),
                     "")
        return f"'{apart}' … {m.words}" if apart else ""
    if _near(words, WITH, m.at, 2, 5) is not None:
        return ""
    found = _near(words, APART, m.at, 3, 5) or _near(words, ALL_BUT, m.at, 4, -1) \
        or _near(words, NEED_NOT, m.at, 0, 8) or _denied(reading, words, m) \
        or (next((o for o in find(words, OTHERS) if not _alike(words, *o)), None)
            if others else None)  # "…; everyone else", not "like everyone else"
    if found is None:
        return ""
    said = " ".join(words[found[0]:found[1]])
    return f"'{said}' … {m.words}" if found[0] < m.at else f"{m.words} … '{said}'"


#: "Like" before the others, or Turkish "gibi" after them: one of them, not set apart.
_LIKE = frozenset(("like", "as", "wie", "als", "zoals"))


def _alike(words: list[str], start: int, end: int) -> bool:
    """Whether the others at ``words[start:end]`` are said alike ("draws like everyone
    else", "net als iedereen", "herkes gibi"): the one named is included (R-CUSTOM-4)."""
    return start > 0 and words[start - 1] in _LIKE or end < len(words) and words[end] == "gibi"


def _denied(reading: Reading, words: list[str], m: Mention) -> tuple[int, int] | None:
    """A denial after mention ``m`` that sets it apart (see :data:`DENIAL`), or None."""
    only = _near(words, ONLY, m.at, 2, -1) is not None
    ends = _ends(reading)
    own = decided(tuple(words))
    clocks = tuple(w for lang, ws in CLOCKS.items() if reads(lang, own) for w in ws)
    after = m.at + len(m.words.strip("'").split())  # the word after the mention
    for s, e in find(words, DENIAL):  # "der Gewinner mischt nicht" denies another act
        if m.at < s <= m.at + 6 and (only or e - 1 in ends and s <= after or any(
                w.startswith(clocks) for w in words[e:e + 2])):
            return s, e
    return None


def speaker_apart(reading: Reading) -> str:
    """The speaker set against the rest ("'i' … 'the rest of you'"), or ""."""
    words, zh = tokens(reading), cjk(reading)
    others = find(words, OTHERS)
    me = [at for at, _ in find(words, SPEAKER)]
    if others and me and not any(_near(words, WITH, at, 0, 2) for at in me):
        s, e = others[0]
        return f"'{words[me[0]]}' … '{' '.join(words[s:e])}'"
    other_zh = next((w for w in OTHERS_ZH if w in zh), "")
    if other_zh and "我" in zh and not any(w in zh for w in WITH_ZH):
        return f"'我' … '{other_zh}'"
    return ""


def everyone(reading: Reading) -> str:
    """The words a demand is said to all with, or ""."""
    words, zh = tokens(reading), cjk(reading)
    found = find(words, EVERYONE)
    if found:
        return "'" + " ".join(words[found[0][0]:found[0][1]]) + "'"
    found_zh = next((f"'{w}'" for w in EVERYONE_ZH if w in zh), "")
    if found_zh:
        return found_zh
    # "…的人" is Chinese "whoever …" ("被抓到的人", "出错的人"), "每个" "every": a demand
    # to all, unless it is the creator's or a standing's own name ("定规则的人")
    for name in (*CREATOR_ZH, *STANDING_ZH):  # "赢得最多的人" names the standing itself
        zh = zh.replace(name + "的人", "").replace(name, "")
    return next((f"'{w}'" for w in _WHOEVER_ZH if w in zh), "")


#: Chinese "whoever …" and "every …" (see :func:`everyone`)
_WHOEVER_ZH = ("的人", "每个", "每個")


def included(sentence: Sentence) -> bool:
    """Whether ``sentence`` says a demand to all with the creator or a standing said to be
    one of them ("whoever plays an ace draws, the creator too", "kuralın yaratıcısı
    dahil", "定规则的人也一样"): everyone alike, no favour and no target (R-CUSTOM-4)."""
    reading = Reading((sentence,), sentence.folded)
    if not everyone(reading):
        return False
    words = tokens(reading)
    return any(_near(words, WITH, m.at, 2, 5) is not None if m.at >= 0
               else any(w in sentence.cjk for w in WITH_ZH) for m in favoured(reading))


def named_included(sentence: Sentence, words: str) -> bool:
    """Whether the person a finding names by ``words`` (a trait, a role of the house: "the
    host", "der Gastgeber", "ev sahibi", "主人") is said to be one of everyone, the words
    of inclusion right beside them ("everyone, the host too", "jeder, auch der
    Gastgeber", "iedereen, de gastheer ook", "herkes, ev sahibi dahil", "每个人，包括主人"):
    the same for all, no one picked (R-CUSTOM-4)."""
    reading = Reading((sentence,), sentence.folded)
    named = _WORD.findall(fold(words.split("(read as")[0].strip(" '")))
    if named and _together(reading, named):
        return True
    if not named or not everyone(reading):
        return False
    if has_cjk(named[0]):
        zh = sentence.cjk
        at = zh.find(named[0])
        return at >= 0 and any(zh[max(0, at - 2):at].endswith(w) or zh[at + len(named[0]):]
                               .startswith(w) for w in WITH_ZH)
    said = tokens(reading)
    for at in range(len(said) - len(named) + 1):
        if said[at:at + len(named)] == named:
            end = at + len(named)
            # "the host too", "auch der Gastgeber", or the finding's own last words
            # ("whoever arrived last too": 'arrived last too', session 39)
            if any(at < s <= end or at - 1 <= e <= at for s, e in find(said, WITH)):
                return True
    return False


#: The little words an inclusion may reach over to its mention: "ook voor de winnaar",
#: "auch für den Sieger", "including the champion", "even for the dealer"
_OVER = frozenset(("for", "voor", "fur", "für", "the", "der", "den", "dem", "die", "de",
                   "het", "of", "van", "von", "bei", "bij", "even", "selbst", "zelfs", "icin"))
#: Turkish "-de/-da" ("kazanan da"): the mention too (in a Turkish text or one of no
#: language decided: the Dutch "de winnaar de kaart" is an article)
_TR_TOO = frozenset(("da", "de"))
#: Chinese: the mention then "too, the same, no exception" or "including" before it
_ZH_AFTER = ("也一样", "也一樣", "也不例外", "也是", "也都", "也照样", "也照樣", "都一样", "都一樣",
             "也")
_ZH_BEFORE = ("包括", "连", "連")


def only_included(sentence: Sentence, words: str) -> bool:
    """Whether every mention of ``words`` (a standing or a role a finding names: "the
    winner", "de winnaar", "赢家") in ``sentence`` is there only to be included, an
    inclusion word right beside it with at most two little words between ("for the
    champion too", "ook voor de winnaar", "auch für den Sieger", "der Sieger ebenfalls",
    "şampiyon dahil", "kazanan da", "赢家也一样", "包括赢家"): the mention says the rule holds
    for that one as for everyone, no exception and no favour (R-CUSTOM-4)."""
    named = _WORD.findall(fold(words.split("(read as")[0].strip(" '")))
    if not named:
        return False
    if has_cjk(named[0]):
        zh, word, seen = sentence.cjk, named[0], False
        for at in (i for i in range(len(zh)) if zh.startswith(word, i)):
            seen = True
            rest, head = zh[at + len(word):], zh[:at]
            if not (rest.startswith(_ZH_AFTER) or head.endswith(_ZH_BEFORE)):
                return False
        return seen
    said = tokens(Reading((sentence,), sentence.folded))
    withs = find(said, WITH)
    spots = [at for at in range(len(said) - len(named) + 1) if said[at:at + len(named)] == named]
    for at in spots:
        end = at + len(named)
        after = any(s == end for s, _ in withs) or (end < len(said) and said[end] in _TR_TOO
                                                      and reads("tr", decided(tuple(said))))
        before = any(e <= at and all(w in _OVER for w in said[e:at]) and at - e <= 2
                     for _, e in withs)
        if not (after or before):
            return False
    return bool(spots)


def _together(reading: Reading, named: list[str]) -> bool:
    """Whether the mention ``named`` is joined to the whole table right after it ("the host
    with the whole table", "主人和大家"), or, in Turkish, by a "with" fused to it and
    everyone in the sentence ("ev sahibiyle ..., herkes gelsin"): a group of all."""
    if has_cjk(named[0]):
        zh = cjk(reading)
        at = zh.find(named[0])
        return at >= 0 and zh[at + len(named[0]):].startswith(TOGETHER_ZH)
    said = tokens(reading)
    for at in range(len(said) - len(named) + 1):
        if said[at:at + len(named)] != named:
            continue
        end = at + len(named)
        if any(s == end for s, _ in find(said, TOGETHER)):
            return True
        if said[end - 1].endswith(_WITH_TR) and find(said, phrases("herkes*, hepimiz")):
            return True
    return False


__all__ = ["CLOCKS", "GRANTED", "SPEAKER_APART", "Group", "Mention", "Said", "by_language", "cjk",
           "everyone", "favour", "favoured", "find", "included", "named_included",
           "only_included", "ones", "phrases", "set_apart", "speaker_apart", "tokens"]
