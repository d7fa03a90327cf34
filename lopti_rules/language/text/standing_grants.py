"""A standing's grant in any shape (issue 29, session 32, brief r1text32): the shapes
text/favour_shape.py and text/standing_powers.py do not read, where a standing (last
round's winner, the champion, the leader in wins, the runner-up, last place), the rule's
creator or a seat found by a question gets a power, a good or a result the others do not:

- **reserved by a noun phrase**, no verb ("Reading lamp for the runner-up only", "Nur für
  den Champion: …", "Alleen voor de koploper", "Kampiyona özel …", "冠军专用");
- **a permission without "only"**: the standing, or a pronoun for it in the same
  sentence, and a permission right after ("The runner-up may swap hands with anyone", "De
  kampioen mag het spel beëindigen", "If the champion is behind, they can call the round
  off", "亚军可以随时要求…"), or a say over the deal ("the champion picks who deals");
- **found by a question, granted in the next sentence** ("Who won last round? They choose
  the next dealer.", "Wer hat die letzte Runde gewonnen? Der darf …");
- **a result given**: a win shared with a standing or the round counted as a standing's
  win when nobody chose it ("the winner and the runner-up both win", "gilt die Runde als
  vom Spitzenreiter gewonnen", "el liderin kazanmış sayılır", "这一局算冠军赢"): only the
  first player out wins (R-WIN-3).

A person in the role's clothes (R-CUSTOM-4): LP716, LP301 for the creator.

Clean: the same for all ("the champion too", "like everyone"), a permission denied ("the
champion may not …"), praise and chores, the rules and their procedures (a rule, the vote,
Roshambo: their own readers), the cards' own start ("last round's winner plays first",
R-SETUP-4), the bare round's winner ("the winner chooses who deals next": a role of the
moment, tests/data/free_text/fix24c.toml). Cost: one pass over the words, only when a
standing is named or a question asks who won.

Kept beside the slot reader (session 34, brief r1fold34) for what has no base-event slot:
a good reserved by a noun phrase, a result counted (R-WIN-3), a power at will, the
speaker's own permission; its permission words are text/permission.py's.
"""

from __future__ import annotations

from .favour_shape import (
    CARDS,
    DUTY,
    NO_VALUE_ZH,
    PROCEDURE,
    PROCEDURE_ZH,
    RANKED,
    RANKED_ZH,
    no_value,
)
from .permission import PERMIT, PERMIT_TR, PERMIT_ZH
from .standing_powers import ALIKE, NO, NO_ZH
from .standing_words import (
    EVERYONE,
    GRANTED,
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
    tokens,
)
from .textnorm import Reading

#: "for" before the one named, a reservation after it
FOR = phrases("for, fur, für, voor, icin")
ONLY = phrases("only, just, alone, exclusively, nur, allein, ausschliesslich, alleen, enkel, "
               "uitsluitend, sadece, yalnizca, yalniz")
RESERVED = phrases("reserved for, kept for, goes to, go to, reserviert fur, reserviert für, "
                   "vorbehalten, geht an, gehen an, gereserveerd voor, gaat naar, gaan naar")
#: Turkish: the one named in the dative, then "özel" (special to) or "ayrılır" (set aside)
RESERVED_TR = ("ozel", "özel", "ayril", "ayrılmıs", "ayrılmış")
RESERVED_ZH = ("专用", "專用", "专属", "專屬", "独享", "獨享", "专座", "專座", "独占", "獨佔")
#: At the one named's will: "as they like", "nach Belieben", "naar believen", "istediği"
AT_WILL = by_language(
    en="as they like, as they please, wherever they like, whenever they like, wherever they want, "
       "whenever they want, at will",
    de="nach belieben, wo er will, wo sie will, wann er will, wann sie will, wie er will, wie sie "
       "will",
    nl="naar believen, naar keuze, waar hij wil, waar zij wil, wanneer hij wil, wanneer zij wil",
    tr="istedigi*, istedigin*, diledigi*")
#: A say over the deal: who deals, shuffles or cuts, the next dealer
CHOOSE = by_language(
    en="choose*, chooses, decide*, pick*, picks, determine*, names, appoint*",
    de="bestimm*, wähl*, wahl*, entscheid*, sucht ~ aus, legt fest",
    nl="kiest, kiezen, bepaalt, beslist, wijst, wijs",
    tr="secer*, belirler*, karar ver*")
DEAL = phrases("next dealer, the dealer, dealer, geber*, deler*, dagitici*")
#: The deal's acts, after "who" ("wer die Karten gibt", "kimin dağıtacağı")
DEAL_ACT = phrases("deal*, shuffl*, cut*, gibt, geben, misch*, abheb*, hebt, deelt, delen, "
                   "schud*, afneemt, dagit*, karistir*")
#: What a permission is about, for it to be a grant: the game (cards, the deal, the draw,
#: a round, the evening's play, the win) or a seat at the table; "the runner-up may take a
#: photo", "last place may pick the music" are no power in the game
GAME = by_language(
    en="card*, hand, hands, deal*, shuffl*, draw*, round*, game*, pile*, deck*, stock, turn*, "
       "win*, evening, night, session, seat*, place, chair*",
    de="karte*, gib*, misch*, zieh*, runde*, spiel*, stapel*, zug, abend*, partie*, platz*, "
       "sitz*, stuhl*, sessel*",
    nl="kaart*, deel*, schud*, trek*, ronde*, spel*, beurt*, win*, avond*, plek*, plaats*, "
       "stoel*, zetel*",
    tr="kart*, el, eli, elimi, dagit*, karistir*, cek*, tur*, oyun*, deste*, aksam*, yer, yere, "
       "yeri, koltu*, sandalye*")
GAME_ZH = ("牌", "局", "发", "發", "洗", "摸", "赢", "贏", "座", "位", "结束", "結束", "出")
#: The cards' own start (R-SETUP-4): last round's winner plays first
OWN_START = phrases("play first, plays first, go first, goes first, lead, leads, begin*, "
                    "start*, zuerst, beginnt, anfangen, fangt an, fängt an, begint, als eerste, "
                    "ilk oynar, ilk baslar, baslar")
#: A permission that grants nothing ("may take back nothing", "darf nichts")
NOTHING = phrases("nothing, nichts, niets, hicbir, hic")
#: Putting things away is a chore, no good ("may put the cards back in their case")
PUT_AWAY = phrases("case, box, away, schachtel, kiste, weg, doos, opberg*, kutu*, kaldir*")
#: A word said aloud: "weg" before "sagen" is the word called ("darf 'weg' sagen"), no
#: putting away (redteam28's clear on call, read once "wer letzte Runde gewonnen hat" is
#: the standing it names, referents.py)
SAID = phrases("say, says, call, calls, shout*, sagen, sagt, rufen, ruft, zeggen, zegt, "
               "roepen, roept, demek, söyle*")
#: The creator's own rule deleted: R-VOTE-4 lets a creator delete it at any time, no
#: favour ("whoever made this rule may delete it whenever they like", "darf sie löschen")
DELETED = by_language(en="delete*, remove*, scrap*, withdraw*",
                      de="lösch*, loesch*, streich*, zurückzieh*",
                      nl="verwijder*, schrap*, intrekk*",
                      tr="sil*, kaldir*, geri cek*")
#: The others allowed the same further on ("and so may everyone else")
SO_MAY = phrases("so may, so can, ebenso, genauso, net zo, evenzo")
#: A pronoun standing for the one named in the same sentence, or found by a question
PRONOUN = phrases("they, he, she, that player, this player, that person, "
                  "er, sie, der, die, dieser, diese, "
                  "hij, zij, ze, die, die speler, "
                  "o, o kisi, o oyuncu, bu kisi")
#: A question that finds a standing: who won / came last (the next sentence grants)
WHO = phrases("who, wer, wie, kim")
WON = phrases("won, win, came last, came second, finished last, gewonnen, gewann, "
              "letzter, letzte, zweiter, won, winnaar, laatste, kazandi*, kazanan, sonuncu*")
WON_ZH = ("谁赢", "誰贏", "谁是冠军", "誰是冠軍", "谁输", "誰輸")
#: The round's result said: a win, shared or counted
WIN = phrases("win, wins, won, winning, winners, gewinnt, gewinnen, gewonnen, siegt, "
              "wint, winnen, gewonnen, kazanir, kazanmis*, kazandi*, kazansin, "
              # a winner declared: "wird zum Sieger erklärt", "tot winnaar uitgeroepen"
              "winner, sieger, gewinner, winnaar, kazanan")
SHARED = phrases("both, as well, also, too, jointly, together, beide, beiden, ebenfalls, auch, "
                 "allebei, beiden, ook, samen, ikisi, ikisi de, birlikte, da, de")
COUNTED = phrases("counts, count as, counted as, is declared, declared, goes to, "
                  "gilt, zahlt, zählt, geht an, telt, geldt, gaat naar, erklart, erklärt, "
                  "uitgeroepen, ilan, "
                  "sayilir*, sayilsin, sayilacak*, verilir")
#: A result the same as ever ("counts as an ordinary win"): no grant
ORDINARY = phrases("ordinary, normal*, usual, like any, like every, gewohnlich*, gewöhnlich*, "
                   "wie jeder, gewoon, zoals elke, siradan, her")
RESULT_ZH = ("算", "视为", "視為", "当作", "當作", "都赢", "都贏", "一起赢", "一起贏", "共同获胜")
WIN_ZH = ("赢", "贏", "胜", "勝")


_REACH = 10
#: Turkish puts the verb last: the permission may close a clause of a few words ("Şampiyon
#: kaybettiği turu geçersiz sayabilir")
_TR_REACH = 4


#: The one who says the text as the subject ("ich darf", "I may", "ik mag")
SPEAKER_SUBJECT = frozenset(("i", "ich", "ik", "ben"))
#: Turkish "I may": the ability suffix with the first person ("değiştirebilirim")
PERMIT_TR_ME = ("abilirim", "ebilirim")

def read(reading: Reading, speaker: bool = True) -> Said | None:
    """The grant to a standing, the creator, an asked-for seat or (if ``speaker``) the
    one who says the text in ``reading``, as (code, words, message), or None."""
    words = tokens(reading)
    named = [m for m in favoured(reading) if m.at >= 0]
    named += [Mention("standing", s, "'" + " ".join(words[s:e]) + "'")
              for s, e in find(words, RANKED) if not any(m.at <= s < m.at + 4 for m in named)]
    for m in sorted(named, key=lambda m: m.at):
        end = m.at + len(m.words.strip("'").split())
        said = _result(words, m, end)
        if said is None and not _same_for_all(words, m, end):
            said = _reserved(words, m, end) or _granted(words, m, end, _ends(reading))
        if said is not None:
            return said
    return _asked(reading, words) or _zh(reading) or (_spoken(reading, words) if speaker
                                                      else None)


def _spoken(reading: Reading, words: list[str]) -> Said | None:
    """"Ich darf meine Karten einmal pro Runde tauschen", "I may end the game", "我可以随时
    重新洗牌": the speaker's own permission in the game (favours.spoken keeps it only when
    a standing says the text)."""
    ends = _ends(reading)
    for at, w in enumerate(words):
        mine = w in SPEAKER_SUBJECT or w.endswith(PERMIT_TR_ME)
        stop = next((e for e in ends if e > at), len(words))
        if not mine or not _in(words, GAME, at, stop):
            continue
        m = Mention("speaker", at, f"'{w}'")
        if w.endswith(PERMIT_TR_ME):
            if not _in(words, NO, at - 2, at) and not no_value(words):
                return favour(m, m.words, GRANTED)
            continue
        if not _same_for_all(words, m, at + 1):
            said = _granted(words, m, at + 1, ends)
            if said is not None:
                return said
    zh = cjk(reading)
    at = zh.find("我可以")
    if at >= 0 and any(w in zh[at:] for w in ("牌", "局", "发", "洗", "摸", "赢")) \
            and not any(w in zh for w in WITH_ZH + NO_VALUE_ZH):
        return favour(Mention("speaker", -1, "'我'"), "'我可以'", GRANTED)
    return None


def _ends(reading: Reading) -> list[int]:
    """The index one past each sentence's last word in :func:`tokens`."""
    out, n = [], 0
    for s in reading.sentences:
        n += len(tokens(Reading((s,), s.folded)))
        out.append(n)
    return out


def _in(words: list[str], group: tuple[tuple[str, ...], ...], lo: int, hi: int
        ) -> list[tuple[int, int]]:
    return [(s, e) for s, e in find(words, group) if lo <= s < hi]


#: The one named included in a denial of all: "nobody, not even the champion, may …"
NOT_EVEN = phrases("not even, nicht einmal, nicht mal, selbst nicht, niet eens, zelfs niet, bile")


def _same_for_all(words: list[str], m: Mention, end: int) -> bool:
    """"The champion too", "like everyone", "not even the champion", a rule or the vote
    near: not read here."""
    return bool(_in(words, WITH, m.at - 3, end + 5) or _in(words, ALIKE, m.at - 4, end + 8)
                or _in(words, NOT_EVEN, m.at - 3, m.at) or _in(words, NOT_EVEN, end, end + 2)
                or any(not _in(words, ROUND, s - 3, e + 3)
                       for s, e in _in(words, PROCEDURE, m.at - 6, m.at))
                or _in(words, PROCEDURE, end, end + _REACH))


#: A round of the rule's: "in this rule's first round", "in der ersten Runde dieser Regel"
#: times the text, it names no procedure (r2text38); Turkish tables say "el" (a deal) for
#: a round too: "bu kuralın ilk elinde"
ROUND = phrases("round*", "runde*", "ronde*",
                "tur, turda, turunda, turu, ilk el, ilk elde, ilk elinde, ilk eli", "")


def _quote(words: list[str], s: int, e: int) -> str:
    return "'" + " ".join(words[s:e]) + "'"


def _reserved(words: list[str], m: Mention, end: int) -> Said | None:
    """"… for the runner-up only", "nur für den Champion", "kampiyona özel"."""
    fors = _in(words, FOR, m.at - 3, m.at) + _in(words, FOR, end, end + 1)  # "… için"
    marks = _in(words, ONLY, m.at - 5, m.at) + _in(words, ONLY, end, end + 4)
    reserved = _in(words, RESERVED, m.at - 4, m.at)
    tr = [(end, end + 1)] if end < len(words) and words[end].startswith(RESERVED_TR) \
        and words[end - 1][-1:] in ("a", "e") else []
    hits = (marks[:1] if fors else []) + reserved + tr
    hit = hits[0] if hits else None
    if hit is None or no_value(words) or _in(words, DUTY, 0, len(words)) \
            or find(words, OWN_START) \
            or _in(words, CARDS, m.at - 6, end + 6):
        return None
    return favour(m, f"{_quote(words, *hit)} … {m.words}" if hit[0] < m.at
                  else f"{m.words} … {_quote(words, *hit)}", GRANTED)


def _put_away(words: list[str], lo: int, hi: int) -> bool:
    """Whether a putting away follows (a chore, no good), not a word said aloud."""
    return any(not _in(words, SAID, e, e + 1) for _s, e in _in(words, PUT_AWAY, lo, hi))


def _granted(words: list[str], m: Mention, end: int, ends: list[int]) -> Said | None:
    """A permission right after the one named (or after a pronoun for it in the same
    sentence), or a say over the deal."""
    stop = next((e for e in ends if e > m.at), len(words))
    at = [end, end + 1]  # "the champion may", "the champion alone may"
    pronouns = [(s, e) for s, e in _in(words, PRONOUN, end + 1, stop) if s > end]
    at += [e for _s, e in pronouns]
    # German and Dutch put the permission before its subject after a clause ("Hat der
    # Sieger … nicht gewonnen, darf er …", "… mag hij"): the "nicht" before is the clause's
    inverted = {s - 1 for s, _e in pronouns}
    # the creator is one person whatever the clause (R-CUSTOM-4): a Turkish permission
    # closing its clause is theirs however far ("Kuralı yazan kişi ilk turda … verebilir")
    reach = stop - end if m.who == "creator" else _TR_REACH
    for s, e in _in(words, PERMIT, end, stop) + [
            (i, i + 1) for i in range(end, min(stop, end + reach + 1))
            if words[i].endswith(PERMIT_TR)]:
        if s not in at and s not in inverted \
                and not (words[s].endswith(PERMIT_TR) and s <= end + reach):
            continue
        if _in(words, NO, s if s in inverted else s - 2, e + 4) or _in(words, NOTHING, e, e + 4) \
                or _in(words, DUTY, s, s + 4) or _put_away(words, e, stop) \
                or _in(words, WITH, e, stop) or _in(words, SO_MAY, e, stop) \
                or m.who == "creator" and _in(words, DELETED, e, e + 4) \
                or no_value(words) or _in(words, OWN_START, e, e + 3) \
                or not _in(words, GAME, end, min(stop, e + 5)) \
                or any(_in(words, PERMIT, a, a + 4) for a, _b in _in(words, EVERYONE, 0, stop)):
            continue  # "everyone may …, the champion …": the same for all
        return favour(m, f"{m.words} … {_quote(words, s, e)}", GRANTED)
    will = _in(words, AT_WILL, end, stop)
    if will and not _in(words, NO, will[0][0] - 2, will[0][0]) and not no_value(words) \
            and not (m.who == "creator" and _in(words, DELETED, end, will[0][0])):
        return favour(m, f"{m.words} … {_quote(words, *will[0])}", GRANTED)
    for c in _in(words, CHOOSE, end, min(stop, end + 5)):  # Turkish: the verb last
        dealt = _in(words, DEAL, end, c[1] + 6) or [
            (s, e) for s, e in _in(words, DEAL_ACT, end, c[1] + 6)
            if _in(words, WHO, s - 4, s) or words[s - 1].startswith("kim")]
        if dealt and not _in(words, NO, m.at - 2, c[1]):
            return favour(m, f"{m.words} … {_quote(words, *c)} … {_quote(words, *dealt[0])}",
                          GRANTED)
    return None


def _result(words: list[str], m: Mention, end: int) -> Said | None:
    """A win shared with the one named, or the round counted as theirs."""
    wins = _in(words, WIN, m.at - 8, end + 8)
    wins = [(s, e) for s, e in wins if not m.at <= s < end]
    if not wins or _in(words, NO, wins[0][0] - 2, wins[0][0]) or find(words, ORDINARY):
        return None
    later = [w for w in wins if w[0] >= end]
    marks = _in(words, SHARED, end, later[0][1] + 1) if later else []
    wins = later[:1] if marks else wins
    marks += _in(words, COUNTED, m.at - 8, end + 8)
    if not marks:
        return None
    return favour(m, f"{m.words} … {_quote(words, *marks[0])} … {_quote(words, *wins[0])}",
                  GRANTED)


def _asked(reading: Reading, words: list[str]) -> Said | None:
    """"Who won last round? They choose the next dealer.": the pronoun opening the
    sentence after a question that finds a standing stands for that standing."""
    ends = _ends(reading)
    for i in range(len(reading.sentences) - 1):
        lo = ends[i - 1] if i else 0
        if "?" not in reading.folded or not _in(words, WHO, lo, lo + 3) \
                or not _in(words, WON, lo, ends[i]):
            continue
        opening = _in(words, PRONOUN, ends[i], ends[i] + 2)
        if not opening:
            continue
        s, e = opening[0]
        m = Mention("standing", s, _quote(words, lo, ends[i]))
        said = _granted(words, Mention(m.who, s, m.words), e, ends) \
            if not _same_for_all(words, Mention(m.who, s, m.words), e) else None
        if said is not None:
            return said
    return None


def _zh(reading: Reading) -> Said | None:
    """Chinese: a standing, then reserved (专用), a permission (可以) right after it, or a
    result counted as its (算冠军赢)."""
    zh = cjk(reading)
    named = [m for m in favoured(reading) if m.at < 0]
    named += [Mention("standing", -1, f"'{w}'") for w in RANKED_ZH if w in zh]
    for m in named:
        name = m.words.strip("'")
        at = zh.find(name)
        if at < 0:
            continue
        before, after = zh[max(0, at - 8):at], zh[at + len(name):at + len(name) + 10]
        if any(w in after[:3] for w in WITH_ZH) \
                or any(w in zh[max(0, at - 8):at + len(name) + 24] for w in PROCEDURE_ZH) \
                or any(w in zh for w in NO_VALUE_ZH):
            continue
        if any(w in before[-4:] + after[:4] for w in RESULT_ZH) \
                and any(w in before + after for w in WIN_ZH):
            word = next(w for w in RESULT_ZH if w in before[-4:] + after[:4])
            return favour(m, f"'{word}' … {m.words}", GRANTED)
        chose = next((w for w in ("决定", "決定", "指定", "选", "選", "挑") if w in after[:4]), "")
        if chose and any(w in after for w in ("谁", "誰")) \
                and any(w in after for w in ("发牌", "發牌", "洗牌", "切牌", "坐")):
            return favour(m, f"{m.words} … '{chose}'", GRANTED)
        reserved = next((w for w in RESERVED_ZH if w in after[:6] or w in before[-4:]), "")
        if reserved:
            return favour(m, f"{m.words} … '{reserved}'", GRANTED)
        permit = next((w for w in PERMIT_ZH if after.startswith(w) or after[2:].startswith(w)
                       and after[:2] in ("随时", "隨時", "每局", "总是")), "")
        if permit and not any(n in after[:4] for n in NO_ZH) \
                and any(w in zh[at + len(name):at + len(name) + 20] for w in GAME_ZH) \
                and not any(w in after for w in ("先出", "先走", "第一个出")):
            return favour(m, f"{m.words} … '{permit}'", GRANTED)
    return None


__all__ = ["read"]
