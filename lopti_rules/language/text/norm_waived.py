"""A norm for all with one standing licensed against it (issue 29, session 39, r2text39).

A text that lays a duty or a fact on everyone, then lets one standing (last round's
winner, the champion, the round's winner, the creator) off it or grants it the contrary,
favours a person in the role's clothes (R-CUSTOM-4), and changes for that one what the
table keeps for all without the vote (R-VOTE-1). Whatever the duty (honesty about one's
card count, a wrong play taken back, the pile's top card in sight), the reading is of the
**contrast**, not of the duty's verbs:

- **for all, then the standing licensed**: everyone (or "anyone else") in the text, and
  after the standing a permission whose object is the contrary (a denial, a lie, a secret,
  a wrong number, a card hidden or skipped) or a duty lifted: "everyone says truthfully how
  many cards they hold; the champion may keep it secret / may say a wrong number", "jeder
  …; nur der Sieger darf lügen", "iedereen …; alleen de winnaar mag het verzwijgen",
  "herkes …; yalnız son eli kazanan yalan söyleyebilir", "大家都要如实说…，只有上一局的赢家可以
  不说";
- **a norm, unless the standing**: an exception that opens on the standing ("a card put
  down by mistake goes back, unless last round's winner put it down", "…, außer wenn der
  Sieger sie gelegt hat", "…, behalve als de winnaar hem neerlegde", "… ancak son eli
  kazanan attıysa …", "…，除非是上一局的赢家出的").

Clean: the same duty for all with the standing included ("the winner included", "auch",
"ook", "dahil", "也一样": text/standing_words.WITH), a permission that is a ban ("may
not"), the standing set apart to bear a cost (a duty on it alone is a handicap: "only the
winner has to say its rank"), an exception from a good everyone gets (a handicap), a role
held in turn (the dealer: no standing). The message is text/favour_shape.py's;
text/favours.py asks :func:`read` with the other favour readers.
"""

from __future__ import annotations

from .denial_lexicon import NOT_WORDS, PROHIBITION
from .favour_shape import GOOD, GOOD_TR, GOOD_ZH, MESSAGE, ONLY_ZH
from .game_powers import about_new_rule
from .standing_words import (
    EVERYONE,
    EVERYONE_ZH,
    NEED_NOT,
    OTHERS,
    OTHERS_ZH,
    WITH,
    WITH_ZH,
    Mention,
    Said,
    by_language,
    cjk,
    favour,
    find,
    ones,
    phrases,
    tokens,
)
from .textnorm import Reading

#: An exception that opens on the one named ("unless", "außer wenn", "tenzij", 除非)
EXCEPT_IF = by_language(
    en="unless, except if, except when, except that, save when",
    de="außer wenn, ausser wenn, es sei denn, außer, ausser, ausgenommen wenn",
    nl="behalve als, behalve wanneer, tenzij",
    tr="ancak, meger, megerki")
EXCEPT_IF_ZH = ("除非",)
#: The contrary of a duty, on the licensed side: a denial, a lie, a secret, a wrong
#: number, a card hidden, turned over or skipped
#: (a bare denial after "may" is a ban in English, German and Dutch: "may not", "darf sie
#: nicht zeigen", "mag het niet"; a duty lifted is :data:`NEED_NOT`)
CONTRARY = by_language(
    en="wrong*, false*, lie, lies, lying, fib*, secret*, hide*, hidden, cover*, conceal*, skip*, "
       "ignore*, pretend*, made up, make up, any number, turn* it over, face down, keep it to, "
       "keeps it to, untrue, silent, refuse*, decline*",
    de="falsch*, lüg*, lug*, geheim*, verschweig*, verheimlich*, versteck*, verdeck*, abdeck*, "
       "überspring*, ignorier*, umdreh*, schweig*, beliebig*, verweiger*",
    nl="fout*, verkeerd*, lieg*, geheim*, verzwijg*, verstop*, verberg*, afdek*, bedek*, "
       "overslaan, negeer*, omdraai*, zwijg*, willekeurig*, weiger*",
    tr="yalan*, yanlis*, sakla*, gizle*, kapat*, atla*, soylemeyebilir*, vermeyebilir*, "
       "gostermeyebilir*, ters cevir*, uydur*, susabilir*, reddedebilir*")
#: Whatever one likes: the contrary of a duty to answer truly (:data:`HONEST` before the
#: one named: "they must answer truthfully; the winner can say whatever they like")
FREE = by_language(
    en="whatever*, anything, what they like, what he likes, what she likes, what they want, as "
       "they like, as they please",
    de="was er will, was sie will, was er mochte, was sie mochte, was er möchte, was sie möchte, "
       "was immer, irgendwas, irgendetwas",
    nl="wat hij wil, wat zij wil, wat ze wil, wat hij wilt, wat ze wilt, wat dan ook, om het even "
       "wat",
    tr="istedigini*, istedigi*, ne isterse*")
#: A duty to answer truly, the norm :data:`FREE` is the contrary of
HONEST = by_language(
    en="truthful*, honest*, truth, the true",
    de="ehrlich*, wahrheitsgem*, wahrheit*, die wahre",
    nl="eerlijk*, naar waarheid, waarheid*, de ware",
    tr="dürüst*, durust*, dogru*, gercegi*")
HONEST_ZH = ("如实", "如實", "老实", "老實", "诚实", "誠實", "说实话", "說實話")
CONTRARY_ZH = ("不说", "不說", "不报", "不報", "不用", "不必", "假", "隐瞒", "隱瞞", "瞒", "瞞",
               "藏", "盖", "蓋", "遮", "挡住", "擋住", "跳过", "跳過", "随便报", "隨便報", "乱报",
               "亂報", "谎", "謊", "保密", "不告诉", "不告訴", "扣下", "拒绝", "拒絕",
               )
#: Chinese :data:`FREE` (after :data:`HONEST_ZH`)
FREE_ZH = ("想说什么", "想說什麼", "想说多少", "想說多少", "随便说", "隨便說")
#: The standing taking the norm's act on by its own wish ("unless the winner wants to
#: shuffle instead"): a chore taken, no licence, unless a contrary follows
WISH = by_language(
    en="wants to, wishes to, would like to, prefers to, offers to, volunteers",
    de="will, möchte, mochte, mag es, lieber",
    nl="wil, wilt, liever, biedt aan",
    tr="isterse, ister, gonullu")
WISH_ZH = ("想", "愿意", "願意", "自愿", "自願")
#: A role held in turn: a chore it carries, handed to the standing by an exception, is
#: no favour ("the dealer shuffles, unless the winner wants to")
_ROLE = phrases("dealer, geber, deler, dagitan*, dagitici*")
_ROLE_ZH = ("发牌的人", "發牌的人", "庄家", "莊家", "发牌者", "發牌者")
#: A denial between a permission and its object makes a ban of it
_NOT = phrases(", ".join(sorted(NOT_WORDS)))  # text/denial_lexicon.py
#: An outcome that lets a play stand ("it stays on the pile", "bleibt liegen", "blijft
#: liggen", "yığında kalır", "就留在牌堆上"): the licence said as a fact, not a modal
STANDS = by_language(
    en="stays, stay, remains, remain, stands, counts, is kept, lies there",
    de="bleibt, bleiben, zählt, zahlt, gilt",
    nl="blijft, blijven, telt, geldt",
    tr="kalir, kalsin, sayilir, gecerli*")
STANDS_ZH = ("留在", "留着", "留著", "算数", "算數", "有效", "不用收回", "不收回", "照样算",
             "照樣算")
#: The others, said after the one named ("anyone else's wrong card goes back"):
#: standing_words.OTHERS and the genitives a clause about the others' cards takes
ELSE = OTHERS + phrases("jedes anderen, jeder anderen, aller anderen, der anderen",
                        "ieder ander, iedereen anders, de rest, van de anderen",
                        "baska herkes*, diger herkes*, digerlerinin, baskasinin")
#: All, as a norm's subject ("anyone may ask anyone …, and they must answer"):
#: standing_words.EVERYONE, the bare "anyone" and "the players"
ALL = EVERYONE + phrases("anyone, anybody, the players, all the players")
#: How far after the one named its licence is read, in words (Chinese: characters)
_REACH, _REACH_ZH = 10, 14


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The favour of a standing licensed against a norm for all that ``reading`` says,
    or None (``speaker``: the favour readers' common signature, text/favours.py)."""
    del speaker
    if about_new_rule(reading.folded):
        return None  # ideas for the new rule: the procedure readers' (game_powers.py)
    words, zh = tokens(reading), cjk(reading)
    for m in ones(reading):
        said = _zh(zh, m) if m.at < 0 else _shape(words, m)
        if said:
            return favour(m, said, MESSAGE)
    return None


def _in(words: list[str], group: tuple[tuple[str, ...], ...], lo: int, hi: int
        ) -> list[tuple[int, int]]:
    return [(s, e) for s, e in find(words, group) if lo <= s <= hi]


def _shape(words: list[str], m: Mention) -> str:
    """The words of a norm for all waived for mention ``m``, or ""."""
    end = m.at + len(m.words.strip("'").split())
    if _in(words, WITH, m.at - 4, end + 6):
        return ""  # "the winner included", "kazanan da": the same for all
    unless = _in(words, EXCEPT_IF, m.at - 4, m.at - 1)
    free = _in(words, FREE, end, end + 8)
    wish = [w for w in _in(words, WISH, end, end + 4)
            if not any(s <= w[0] < e for s, e in free)]  # "darf sagen, was er will"
    if wish and not _in(words, CONTRARY, wish[0][1], wish[0][1] + 4):
        return ""  # "unless the winner wants to shuffle instead": a chore taken on
    if unless and not _in(words, GOOD, 0, unless[0][0]) \
            and not _in(words, _ROLE, 0, unless[0][0]) \
            and not any(w.endswith(GOOD_TR) for w in words[:unless[0][0]]):
        return f"'{' '.join(words[slice(*unless[0])])}' … {m.words}"
    stands = _stands(words, m, end)
    if stands:
        return stands
    everyone = _in(words, ALL, 0, m.at - 1) + _in(words, OTHERS, 0, len(words))
    if not everyone:
        return ""
    lifted = _in(words, NEED_NOT, end, end + _REACH)
    if lifted:
        return f"'{' '.join(words[slice(*everyone[0])])}' … {m.words} … " \
               f"'{' '.join(words[slice(*lifted[0])])}'"
    goods = _in(words, GOOD, end, end + _REACH) + [
        (at, at + 1) for at in range(end, min(end + _REACH, len(words)))
        if words[at].endswith(GOOD_TR)]
    if not goods or PROHIBITION.match(" ".join(words[goods[0][0]:goods[0][0] + 3])):
        # a permission that is a ban ("may not", "darf nicht", "mag geen"): the one
        # prohibition lexicon (denial_lexicon.py), read from the permission word on
        return ""
    good = goods[0]
    turkish = words[good[0]].endswith(GOOD_TR)
    contrary = _in(words, CONTRARY, end if turkish else good[1], good[1] + 6) or (
        _in(words, FREE, end if turkish else good[1], good[1] + 6)
        if _in(words, HONEST, 0, m.at - 1) else [])
    if not contrary or _in(words, _NOT, good[1], contrary[0][0]):
        return ""  # "darf es nicht überspringen": a ban on the contrary, no licence
    return f"'{' '.join(words[slice(*everyone[0])])}' … {m.words} … " \
           f"'{' '.join(words[slice(*good)])}' … '{' '.join(words[slice(*contrary[0])])}'"


def _stands(words: list[str], m: Mention, end: int) -> str:
    """The licence said first as an outcome, the others' duty after: the one named's
    wrong play stands ("if the champion lays a wrong card and nobody sees it, it stays")
    and the others' does not ("anyone else's wrong card always goes back"), or ""."""
    others = _in(words, ELSE, end, len(words))
    if not others or _in(words, WITH, others[0][0], len(words)):
        return ""  # "…, anyone else's too": the same for all
    wrong = _in(words, CONTRARY, end, others[0][0])
    stands = _in(words, STANDS, wrong[0][1] if wrong else end, others[0][0])
    if not wrong or not stands or _in(words, _NOT, stands[0][0] - 2, stands[0][0] - 1):
        return ""
    return f"{m.words} … '{' '.join(words[slice(*wrong[0])])}' … " \
           f"'{' '.join(words[slice(*stands[0])])}' … '{' '.join(words[slice(*others[0])])}'"


def _zh_stands(zh: str, at: int, name: str) -> str:
    """Chinese :func:`_stands`: after the one named a wrong play, an outcome that lets it
    stand, then the others (其他人), none of them "too" (也), or ""."""
    after = zh[at + len(name):]
    other = next((w for w in OTHERS_ZH if w in after), "")
    if not other:
        return ""
    mid, rest = after[:after.find(other)], after[after.find(other):]
    wrong = next((w for w in ("错", "錯", "出错", "不对", "不對") if w in mid), "")
    stands = next((w for w in STANDS_ZH if w in mid), "")
    if not wrong or not stands or any(w in rest for w in WITH_ZH):
        return ""
    return f"'{name}' … '{wrong}' … '{stands}' … '{other}'"


def _zh(zh: str, m: Mention) -> str:
    """Chinese: the same shapes by substring, or ""."""
    name = m.words.strip("'")
    at = zh.find(name)
    if at < 0:
        return ""
    before, after = zh[max(0, at - 4):at], zh[at + len(name):at + len(name) + _REACH_ZH]
    if any(w in after[:4] for w in WITH_ZH) or any(w in zh for w in ("也一样", "也一樣")):
        return ""
    honest = any(h in zh[:at] for h in HONEST_ZH)
    if any(w in after[:4] for w in WISH_ZH) and not any(w in after for w in CONTRARY_ZH) \
            and not (honest and any(w in after for w in FREE_ZH)):
        return ""  # "除非赢家想自己洗": a chore taken on
    stands = _zh_stands(zh, at, name)
    if stands:
        return stands
    unless = next((w for w in EXCEPT_IF_ZH if w in before), "")
    if unless and not any(w in zh[:at] for w in (*GOOD_ZH, *_ROLE_ZH)):
        return f"'{unless}' … {m.words}"
    everyone = next((w for w in (*EVERYONE_ZH, *OTHERS_ZH) if w in zh[:at] or w in after), "")
    if not everyone:
        return ""
    good = next((w for w in GOOD_ZH if w in after), "")
    rest = after[after.find(good) + len(good):] if good else after
    contrary = next((w for w in CONTRARY_ZH if w in (rest if good else after[:4])), "") or next(
        (w for w in FREE_ZH if w in (rest if good else after[:6]) and honest), "")
    if not contrary or good and rest.startswith(("不可以", "不能")):
        return ""
    only = next((w for w in ONLY_ZH if w in before), "")
    return " … ".join(f"'{w}'" for w in (everyone, only) if w) + f" … {m.words} … " \
        + " … ".join(f"'{w}'" for w in (good, contrary) if w)


__all__ = ["read"]
