"""An effect carried into a later session, said in free text (issue 29, session 24):
R-SESSION-1 as a slot.

Every session starts fresh (R-SESSION-1): tonight's standings, cards and rules do not
reach the next evening, and old rules come back only by a vote at setup (R-SESSION-2).
A text whose effect reaches **beyond this session** lays down a rule for an evening no
vote of this one governs and no check reads (R-CUSTOM-2), so it is a rule of play laid
down in words (LP716). Read by meaning in the five languages: a **later session** (the
next session, evening or game night, next time we play, tomorrow, next week, forever; the words
language/text/procedure_world.py reads for a rule said to outlast its session) with an
**effect** on the game or on a player picked by tonight's result (cards, a head start,
points or wins, who starts, deals or sits out; the loser, the winner, the last place).

Near misses stay clean: the fresh start said again ("next time we start with a clean
slate", R-SESSION-1), a denial ("nothing carries over to next week"), the end of this
evening ("at the end of the evening the winner chooses the music"), the next round.
language/text/procedure_world.py's ``lasts`` reads a *rule* said to last into a later
session; this reads anything else carried there. language/text/play_readings.py asks
:func:`carried` with its readings.
"""

from __future__ import annotations

from .procedure_world import LATER_SESSION
from .textnorm import NEGATION, Sentence, any_of, clause_texts

#: later sessions said without a rule's lasting: next time, the next meeting
_NEXT_TIME = any_of(
    r"\bnext time\b", r"\bthe next (?:session|evening|game night|games night|meeting)\b",
    r"\bn(?:a|ä)chste\w* mal\b", r"\bbeim n(?:a|ä)chsten (?:mal|treffen|spieleabend)\b",
    r"\bde volgende keer\b", r"\bvolgende keer\b", r"\bbir dahaki\b",
    r"\bgelecek (?:sefer|hafta)\b",
    r"\bsonraki (?:sefer|oturum\w*|aksam\w*)\b", r"\bgelecek oturum\w*", r"\bgelecek aksam\w*",
    r"下次聚|下次见|下次見|下次来|下次來|下回|下一次聚|下次开|下次開",
    # tomorrow: another evening, another session
    r"\btomorrow\b", r"\bmorgen\b", r"\bmorgenavond\b", r"\byarin\b", r"明天|明晚")
#: an effect on the game or on the players: cards, a start, points, wins, a penalty
_EFFECT = any_of(
    r"\bcards?\b", r"\bstarts?\b", r"\bbegins?\b", r"\bdeals?\b", r"\bleads?\b",
    r"\bfirst\b", r"\bpoints?\b", r"\bwins?\b", r"\bhead start\b", r"\bhandicap\w*",
    r"\bpenalt\w*", r"\bbonus\w*", r"\bextra\b", r"\bsits? out\b", r"\bskips?\b",
    r"\bdraws?\b", r"\bkeeps?\b", r"\bowes?\b", r"\bdebt\w*", r"\badvantage\w*",
    r"\bkarte\w*", r"\bbeginn\w*", r"\bf(?:a|ä)ngt\b", r"\banf(?:a|ä)ng\w*", r"\bstart\w*",
    r"\bgibt\b", r"\bpunkte?\b", r"\bsieg\w*", r"\bvorsprung\b", r"\bstrafe\w*",
    r"\bzieht\b", r"\bsetzt\b.*\baus\b", r"\bbeh(?:a|ä)lt\w*", r"\bschuld\w*", r"\bvorteil\w*",
    r"\bkaart\w*", r"\bbegin\w*", r"\bdeelt\b", r"\bpunt\w*", r"\bovertwinning\w*",
    r"\bvoorsprong\b", r"\bstraf\w*", r"\btrekt\b", r"\bhoudt\b", r"\bvoordeel\w*",
    r"\bkart\w*", r"\bbasla\w*", r"\bdagit\w*", r"\bpuan\w*", r"\bgalibiyet\w*",
    r"\bceza\w*", r"\bavantaj\w*", r"\bfazla\b", r"\bceker\b", r"\bkorur\b", r"\bborc\w*",
    r"牌|开始|開始|先出|先手|发牌|發牌|分|赢|贏|罚|罰|惩|懲|优势|優勢|多|欠|保留")
#: a player picked by tonight's result: the loser, the winner, the last place
_STANDING = any_of(
    r"\blos(?:er|ers|es|t)\b", r"\bwinners?\b", r"\blast place\b", r"\bwhoever\b",
    r"\bverlierer\w*", r"\bsieger\w*", r"\bgewinner\w*", r"\bletzte\w*", r"\bwer\b",
    r"\bverliezer\w*", r"\bwinnaar\w*", r"\blaatste\w*", r"\bwie\b",
    r"\bkaybeden\w*", r"\bkazanan\w*", r"\bsonuncu\w*", r"\bkim\b",
    r"输家|輸家|赢家|贏家|最后一名|最後一名|垫底|墊底|谁|誰")
#: the fresh start said again, or the carry denied: clean slate, from zero, nothing
_FRESH = any_of(
    r"\bclean slate\b", r"\bfresh\w*", r"\bfrom (?:scratch|zero|nothing)\b",
    r"\bnothing\b", r"\bnobody\b", r"\ball (?:equal|even)\b", r"\breset\w*",
    r"\bvon (?:vorn|null)\b", r"\bbei null\b", r"\bneu(?:e|en|er|es|start|anfang)?\b",
    r"\bnichts\b", r"\bniemand\b",
    r"\bschone lei\b", r"\bopnieuw\b", r"\bvanaf nul\b", r"\bniets\b", r"\bgelijk\b",
    r"\bsifirdan\b", r"\btemiz (?:sayfa|bir)\b", r"\bhicbir\w*", r"\bkimse\b", r"\besit\b",
    r"从头|從頭|重新|清零|归零|歸零|一笔勾销|一筆勾銷")

#: a denial, read in the clause that names the later session or the effect: "the loser
#: does not start with extra cards next week"; "..., 不许反悔" (no going back on it) denies
#: nothing carried
_DENIED = any_of(*NEGATION)

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"carried": ("every session starts fresh, R-SESSION-1; only old rules return, by a vote "
                   "at setup, R-SESSION-2; the game never hears a text and no check reads it:"
                   " write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


def carried(sentence: Sentence) -> str:
    """The words of an effect carried into a later session, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    later = LATER_SESSION.search(text) or _NEXT_TIME.search(text)
    if later is None or _FRESH.search(text):
        return ""
    effect = _EFFECT.search(text.replace(later.group(0), " "))
    if effect is None:
        return ""
    if any(_DENIED.search(part) for part in clause_texts(sentence)
           if later.group(0) in part or effect.group(0) in part):
        return ""
    who = _STANDING.search(text)
    said = f"'{who.group(0)}' … " if who is not None else ""
    return f"{said}'{effect.group(0)}' … '{later.group(0)}'"


__all__ = ["WHY", "carried"]
