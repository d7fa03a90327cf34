"""A favour of a standing by its shape (issue 29, session 31): whatever is given, a text
that names a standing (last round's winner, the champion, the leader in wins, the
runner-up, last place, last round's loser), the rule's creator, or its speaker against
the rest, and makes that one the only one who receives, keeps, uses, chooses or is
spared, favours a person, not a role everyone holds in turn (R-CUSTOM-4).

The goods vary without end (a lamp, an armchair, a card holder, coffee, a say over who
deals), so they are not listed: the reading is of the shape around the one named.

- **only that one**, with a good verb (may, gets, keeps, uses, sits; "only last round's
  runner-up may pull the lamp over", "nur der Zweitplatzierte darf …", "alleen de nummer
  twee krijgt …", "sadece geçen elin ikincisi … çevirebilir", "只有上一局的第二名可以…");
  a bare act ("only the loser shuffles") is a chore, no favour;
- **that one against the others** ("…, the others take the stools", "die anderen …", "de
  rest …", "diğerleri …", "其他人…"), with a good verb on the one's side;
- **spared**: everyone but that one does something, any act asked of all being a duty
  ("everyone but the champion tidies", "alle außer dem Sieger räumen ab", "iedereen
  behalve …", "şampiyon hariç herkes …", "除了冠军以外，每个人…"); everyone but that one
  *getting* something is a handicap, none;
- **given to that one**: a service or goods handed over ("refills last round's winner's
  glass", "gibt dem Spitzenreiter …", "zet koffie voor de koploper", "kuralı koyan kişiye
  … verir", "给上一局赢家剥一个橘子"); cards are no goods (a card handed over is a
  handicap in a shedding game), nor applause, a toast or congratulations;
- **a say over others**: that one chooses who plays first, deals or draws ("bestimmt, wer
  …", "kiest wie …", "kimin … seçer", "决定……谁").

Clean: a role in turn (the dealer, whoever picks up: not a standing), the table choosing
together, the same for everyone ("the champion too", text/standing_words.WITH), a quote
of the cards (text/quotes.py, read by harm.py before this), the official procedures.
Cost: one pass over the text's words, and only when a standing is named.

Kept beside the slot reader (session 34, brief r1fold34): its WHAT is any GOOD (a lamp, a
chair, coffee, a service), where the slots read only the game's base events; its Turkish
permission suffixes are text/permission.py's.
"""

from __future__ import annotations

from .game_powers import about_new_rule
from .matching import language
from .permission import PERMIT_TR
from .standing_words import (
    ALL_BUT,
    APART,
    EVERYONE,
    EVERYONE_ZH,
    OTHERS,
    OTHERS_ZH,
    SPEAKER_APART,
    WITH,
    WITH_ZH,
    Mention,
    Said,
    by_language,
    cjk,
    favour,
    favoured,
    find,
    phrases,
    speaker_apart,
    tokens,
)
from .textnorm import Reading

#: Standings beyond the winner and the leader (text/standing_words.STANDING): the
#: runner-up, last place, last round's loser
RANKED = by_language(
    en="runner up, runner-up, second place, came second, last place, came last, finished last, "
       "loser of the last round, loser of last round, loser of the previous round, last round s "
       "loser, last round s runner up, last round s winner, previous round s winner",
    de="zweitplatziert*, zweite der letzten, zweiten der letzten, letzte der vorigen, letzte der "
       "letzten, letzten der vorigen, verlierer der letzten, verlierer der vorigen",
    nl="nummer twee, tweede van vorige, laatste van vorige, verliezer van vorige, verliezer van "
       "de vorige, verliezer van de laatste",
    tr="ikincisi*, ikinci olan*, sonuncusu*, sonuncu olan*, kaybeden*, kaybedeni*")
RANKED_ZH = ("第二名", "亚军", "亞軍", "最后一名", "最後一名", "倒数第一", "倒數第一",
             "上一局输的人", "上一局輸的人", "上局输家", "上局輸家")
#: Exclusivity before the one named ("only", "nur", "alleen", "sadece", 只有) or after it
ONLY = phrases("only, just, nur, alleen, enkel, sadece, yalnizca, yalniz")
ALONE = phrases("alone, als einziger, als einzige, allein, als enige, alleen, tek basina")
ONLY_ZH = ("只有", "只能由", "唯独", "唯獨", "仅", "僅", "只准")
#: What the one named receives, keeps, uses or takes (a permission is one too)
GOOD = by_language(
    en="may, can, gets, get, receives, keeps, keep, uses, use, has the, sits, sit, takes the, is "
       "allowed, gets to",
    de="darf, dürfen, durfen, kann, bekommt, bekomme, erhält, erhalt, behält, behalt, behalte, "
       "benutzt, benutze, nutzt, hat den, hat die, hat das, sitzt, sitze, nimmt sich",
    nl="mag, mogen, kan, krijgt, krijg, ontvangt, houdt, houd, gebruikt, gebruik, zit, neemt de",
    tr="alir, kullanir, oturur, sahip")
#: Turkish "may": the ability suffix ("çevirebilir", "alabilir")
GOOD_TR = PERMIT_TR
GOOD_ZH = ("可以", "能", "得到", "拿到", "用", "坐", "享有", "有权", "有權")
#: A duty (on the one named it is a chore; from all but them, a burden spared)
DUTY = by_language(
    en="must, has to, have to, gather*, tidy*, tidies, wipe*, wash*, clean*, pour*, refill*, "
       "fetch*, serve*, clear* the table",
    de="muss, müssen, mussen, räum*, raum*, spül*, spul*, wisch*, putz*, schenk* ein, hol*, bring*",
    nl="moet*, ruim*, ruimt, afwas*, was*, veeg*, schenk* in, haal*, breng*",
    tr="zorunda*, toplar*, temizle*, yika*, doldur*, getir*")
#: Handed over to someone: give, bring, make for, serve
GIVE = phrases("give*, gives, bring*, make* for, buy*, refill*, pour*, fetch*, serve*, "
               "peel*",
               "gib, gibt, bring*, hol*, kauf*, schenk*",
               "geef*, geeft, geven, breng*, haal*, koop*, schenk*, zet*")
#: Turkish giving verbs, after the one named in the dative
GIVE_TR = ("verir", "getirir", "ikram", "ismarla", "alir")
GIVE_ZH = ("给", "給", "替", "帮", "幫", "为", "為", "请", "請")
#: Given of no value: praise and cheer, and cards (a handicap in a shedding game)
NO_VALUE = by_language(
    en="applause, applaud*, clap*, cheer*, congratulat*, toast*, high five, bow, nod, wink, "
       "smile, thumb*, song, sing*, salute*, compliment*, handshake, shake* hands",
    de="applaus, beifall, klatsch*, gratulier*, glückwunsch*, gluckwunsch*, anstoß*, anstoss*, "
       "stoßen, stossen, nick*, daumen, lied, sing*, verbeug*, lob*, die hand",
    nl="applaus, klap*, feliciteer*, proost*, toost*, knik*, duim*, lied*, zing*, juich*, "
       "compliment*, de hand",
    tr="alkis*, tebrik*, kutla*, selam*, sarki*, ovgu*, el sikis*")
#: "die Hand", "de hand" after "in", "op", "aus", "uit": the hand of cards looked into or
#: held ("in die Hand eines Gegners schauen", "in de hand van een tegenstander kijken"),
#: no handshake (parity38)
_HAND_HELD = frozenset(("in", "op", "aus", "uit", "auf"))


def no_value(words: list[str]) -> bool:
    """Whether the words name something given of no value (:data:`NO_VALUE`: praise, a
    cheer, a handshake), the hand of cards ("in die Hand") being no handshake."""
    return any(not (words[s:e] in (["die", "hand"], ["de", "hand"]) and s > 0
                    and words[s - 1] in _HAND_HELD) for s, e in find(words, NO_VALUE))


#: Cards handed over are a handicap, not goods
CARDS = phrases("card*, karte*, kaart*, kart*")
NO_VALUE_ZH = ("鼓掌", "掌声", "掌聲", "祝贺", "祝賀", "恭喜", "干杯", "乾杯", "欢呼", "歡呼",
               "点头", "點頭", "唱", "大拇指", "夸", "誇", "喝彩", "握手")
#: A choice over the others: choose, decide, pick + who
CHOOSE = by_language(
    en="choose*, chooses, decide*, pick*, determine*, names, says",
    de="bestimm*, wähl*, wahl*, entscheid*, sucht ~ aus, legt fest",
    nl="kiest, kiezen, bepaalt, beslist, wijst ~ aan",
    tr="secer*, belirler*, karar ver*")
WHO = phrases("who, whoever, which player, wer, welcher, wie, welke speler, kimin, kim")
#: What a say over others is about: the game's own acts (who leads, draws, throws, votes);
#: a chore picked for someone ("who boils the water", "who deals", "who shuffles": the
#: winner choosing the dealer is clean, tests/data/free_text/fix24c.toml) is no favour
PLAY = by_language(
    en="play*, lead*, draw*, start*, begin*, go* first, throw*, vote*, pick* up",
    de="spielt, spielen, ausspielt, zieht, ziehen, beginnt, anfängt, anfangt, fängt, fangt, "
       "wirft, stimmt, erste*",
    nl="speelt, spelen, trekt, trekken, begint, beginnen, gooit, stemt, eerste",
    tr="oyna*, cek*, basla*, atar*, atacag*, oy*, ilk")
PLAY_ZH = ("出牌", "摸", "抽", "先", "投票", "猜拳", "石头")
CHOOSE_ZH = ("决定", "決定", "选", "選", "挑", "指定")

#: The rules and their procedures: what the creator or a standing may do with a rule, the
#: vote or Roshambo is the cards' own ("only the creator may delete their own rule",
#: R-VOTE-4; the creator throws the Roshambo, R-ROSHAMBO-1) or a change of the procedure,
#: read by the vote and authority readers (LP707-LP709), not here
PROCEDURE = by_language(
    en="rule*, vote*, voting, ballot*, roshambo, rock paper*",
    de="regel*, abstimm*, stimme*, schnick*",
    nl="regel*, stemming*, stemmen, stemt",
    tr="kural*, oylama*, oyla*, tas kagit*")
PROCEDURE_ZH = ("规则", "規則", "投票", "表决", "表決", "猜拳", "石头剪刀布", "石頭剪刀布")

MESSAGE = ("free text gives one standing what the others do not get, or spares it what "
           "they carry: {words} (game roles held in turn and changing conditions are "
           "allowed; a standing or the creator favoured is a person in the role's clothes, "
           "R-CUSTOM-4)")

#: How far after the one named its predicate is read, in words
_REACH = 8


def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The favour by shape ``reading`` gives a standing, the creator or the speaker, as
    (code, words, message), or None."""
    if about_new_rule(reading.folded):
        return None  # ideas for the new rule: the procedure readers' (game_powers.py)
    words, zh = tokens(reading), cjk(reading)
    kept = favoured(reading)  # a standing or the creator said as such
    named = kept + [Mention("standing", s, "'" + " ".join(words[s:e]) + "'")
                    for s, e in find(words, RANKED)]
    named += [Mention("standing", -1, f"'{w}'") for w in RANKED_ZH if w in zh]
    # "the winner" said bare is left to the readers of named goods (text/insight.py): in a
    # rule after the win it is the round's own winner, whom a payment or a privilege of
    # the moment rewards once ("every other player pays the winner" is a stake, LP710)
    said = _zh(zh, [m for m in named if m.at < 0])
    if said is not None:
        return said
    dutch = any(language(s) == "nl" for s in reading.sentences)
    for m in sorted((m for m in named if m.at >= 0), key=lambda m: m.at):
        shape = _shape(words, m, dutch)
        if shape:
            return favour(m, shape, MESSAGE)
    me = speaker_apart(reading) if speaker else ""
    if me and _good_near(words, 0, len(words)):
        return favour(SPEAKER_APART, me, MESSAGE)
    return None


def _hits(words: list[str], group: tuple[tuple[str, ...], ...], lo: int, hi: int
          ) -> list[tuple[int, int]]:
    return [(s, e) for s, e in find(words, group) if lo <= s <= hi]


def _good_near(words: list[str], lo: int, hi: int) -> bool:
    goods = _hits(words, GOOD, lo, hi) or [
        (at, at + 1) for at in range(max(lo, 0), min(hi + 1, len(words)))
        if words[at].endswith(GOOD_TR)]
    return bool(goods) and not _hits(words, DUTY, lo, hi)


def _said(words: list[str], at: tuple[int, int], m: Mention) -> str:
    said = "'" + " ".join(words[at[0]:at[1]]) + "'"
    return f"{said} … {m.words}" if at[0] < m.at else f"{m.words} … {said}"


def _others(words: list[str], at: int, end: int) -> list[tuple[int, int]]:
    """The others set against the one named, before or after it ("diğerleri yerde oturur,
    şampiyon kanepede oturur"), unless they are said to have the same ("…, die anderen
    auch", "and so may everyone else")."""
    return [(s, e) for s, e in find(words, OTHERS) if (s >= end or e <= at)
            and not _hits(words, WITH, s - 3, e + 1) and "so" not in words[max(0, s - 2):s]]


def _shape(words: list[str], m: Mention, dutch: bool = False) -> str:
    """The words of the shape around mention ``m``, or "" (``dutch``: a Dutch text, whose
    "de" is the article, "behalve de kampioen de tafel", no Turkish "too")."""
    end = m.at + len(m.words.strip("'").split())
    if _hits(words, WITH, m.at - 3, end + 4) or words[end:end + 1] == ["da"] \
            or words[end:end + 1] == ["de"] and not dutch:
        return ""  # "the champion too", "kazanan da": the same for all
    if _hits(words, PROCEDURE, m.at - 6, m.at - 1) + _hits(words, PROCEDURE, end, end + _REACH):
        return ""  # a rule, the vote or Roshambo: the procedures' readers
    apart = _hits(words, APART, m.at - 4, m.at - 1) + _hits(words, ALL_BUT, m.at - 4, m.at - 1) \
        + _hits(words, APART, end, end + 1)
    if apart and find(words, EVERYONE) and not _hits(words, GOOD, 0, len(words)) \
            and not no_value(words):
        return _said(words, apart[0], m)  # everyone but the champion tidies: any act
        # asked of all but one spares that one; a good all get but one is a handicap
    given = [(s, e) for s, e in _hits(words, GIVE, m.at - 6, m.at - 1)
             if not words[s].startswith("gib") or s >= m.at - 3] + _dative(words, m, end)
    if given and not no_value(words) and not _hits(words, CARDS, m.at - 8, end + 8) \
            and not apart:
        return _said(words, given[0], m)
    good = _good_near(words, end, end + _REACH)
    only = _hits(words, ONLY, m.at - 3, m.at - 1) + _hits(words, ALONE, end, end + 2)
    if only and good:
        return _said(words, only[0], m)
    others = _others(words, m.at, end)
    if others and good:
        return _said(words, others[0], m)
    chosen = _hits(words, CHOOSE, end, end + 3)
    if chosen and _hits(words, WHO, chosen[0][1], chosen[0][1] + 2) \
            and _hits(words, PLAY, chosen[0][1], chosen[0][1] + 7):
        return _said(words, chosen[0], m)
    chosen_tr = _hits(words, CHOOSE, end, end + 8)  # Turkish: "kimin … seçer"
    if chosen_tr and _hits(words, WHO, end, chosen_tr[0][0]) \
            and _hits(words, PLAY, end, chosen_tr[0][0]):
        return _said(words, chosen_tr[0], m)
    return ""


def _dative(words: list[str], m: Mention, end: int) -> list[tuple[int, int]]:
    """Turkish: the one named in the dative, a giving verb after it ("şampiyona … verir",
    "kuralı koyan kişiye … verir"); "karar verir" decides, "oy verir" votes."""
    last = words[end - 1] if 0 < end <= len(words) else ""
    person = words[end] if end < len(words) and words[end].startswith("kisi") else ""
    if not any(len(w) > 4 and w.endswith(("ye", "ya", "e", "a")) for w in (last, person)):
        return []
    return [(s, s + 1) for s in range(end, min(end + _REACH, len(words)))
            if words[s].startswith(GIVE_TR) and words[s - 1] not in ("karar", "oy", "tavsiye")]


def _zh(zh: str, named: list[Mention]) -> Said | None:
    """The Chinese shapes around the one named (by substring), or None."""
    for m in named:
        name = m.words.strip("'")
        at = zh.find(name)
        if at < 0:
            continue
        before, after = zh[max(0, at - 6):at], zh[at + len(name):at + len(name) + 12]
        if any(w in after[:3] for w in WITH_ZH) or any(w in zh for w in ("也一样", "也一樣")) \
                or any(w in before + after for w in PROCEDURE_ZH):
            continue
        # "只能用一只手" (may only hold with one hand) restricts and "用一只手" is "with one
        # hand": neither grants anything
        granted = after.replace("只能", "").replace("只可以", "").replace("用一", "")
        good = next((w for w in GOOD_ZH if w in granted), "")
        if "除" in before and any(w in zh for w in EVERYONE_ZH) and not good \
                and not any(w in zh for w in NO_VALUE_ZH):
            return favour(m, f"'除了' … {m.words}", MESSAGE)
        give = next((w for w in GIVE_ZH if before.endswith(w)), "")
        handed = zh[zh.rfind("把", 0, at):at] if "把" in before else ""  # "把牌交给赢家"
        if give and not any(w in zh for w in NO_VALUE_ZH) and "牌" not in after[:8] + handed:
            return favour(m, f"'{give}' … {m.words}", MESSAGE)
        only = next((w for w in ONLY_ZH if w in before), "")
        if only and good:
            return favour(m, f"'{only}' … {m.words} … '{good}'", MESSAGE)
        other = next((w for w in OTHERS_ZH if w in zh[at + len(name):]), "")
        if other and good and not any(w in zh[at + len(name):] for w in WITH_ZH):
            return favour(m, f"{m.words} … '{good}' … '{other}'", MESSAGE)
        choose = next((w for w in CHOOSE_ZH if w in after[:4]), "")
        if choose and any(w in after for w in ("谁", "誰", "哪个", "哪個")) \
                and any(w in after for w in PLAY_ZH):
            return favour(m, f"{m.words} … '{choose}'", MESSAGE)
    return None


__all__ = ["MESSAGE", "read"]
