"""What a rule vote leaves behind (issue 29, session 22): R-VOTE-3 to R-VOTE-6 as slots.

The cards fix what follows a vote and what does not count as one:

- **the round's one attempt** (R-VOTE-5): a failed or tied vote uses it up, so a vote held
  again in the same round ("if the vote fails, we vote again", "scheitert die Abstimmung,
  stimmen wir noch einmal ab") is another value (LP707). The next round's vote is its own:
  "we try again next round" stays clean;
- **nothing undone** (R-VOTE-6): finished card actions are never undone, so a rule voted
  out, deleted or removed whose moves are taken back, reversed or returned is another value
  (LP707); an unfinished action stopped, and the card's own words, stay clean;
- **the winner's rule is no vote** (R-VOTE-3): the new rule said to use up, count as or
  take the place of the round's vote is another value (LP707);
- **a deletion earns nothing** (R-VOTE-4): a rule deleted by its creator followed by a new
  one invented or a replacement earned is another value (LP709: only the first player out
  invents a rule, R-WIN-3);
- **when a change holds** (R-VOTE-6): said before the vote, at once or from the next round,
  so a change made to hold back in time (retroactively, "rückwirkend", "追溯") or with its
  time left unsaid ("nobody needs to say whether the change holds now or next round") is
  another value (LP707);
- **the creator's own deletion is free** (R-VOTE-4): a creator who may delete their own rule
  only with a vote, or needs one for it, is another value (LP707); "without a vote" and
  someone else's rule are the card's own.

A denial is the card's own value ("a failed vote cannot be repeated", "deleting earns no
replacement"). language/text/procedure_world.py asks :func:`slots` with its own.
"""

from __future__ import annotations

from . import vote_effect
from .denial_lexicon import DENIED
from .textnorm import Sentence, any_of, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"attempt": "a failed or tied vote uses up the round's one attempt; R-VOTE-5, R-VOTE-8",
       "undone": ("finished card actions are never undone; only an unfinished custom action "
                  "may be stopped; R-VOTE-6, R-CUSTOM-3"),
       "used up": "the winner's new rule does not use up the rule vote; R-VOTE-3, R-VOTE-8",
       "replacement": ("deleting a rule earns no replacement; only the first player out "
                       "invents a rule; R-VOTE-4, R-WIN-3"),
       "own deletion": ("a creator may delete their own rule at any time without a vote; "
                        "R-VOTE-4, R-VOTE-8"),
       "timing": ("before voting, say whether the change holds at once or from the next "
                  "round; finished card actions are never undone; R-VOTE-6, R-CUSTOM-3"),
       **vote_effect.WHY}


_VOTE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimmung\w*", r"\bballot\w*",
            r"\babstimm\w*", r"\bstimmen\b", r"\bstemmen\b", r"\bstemm\w*", r"\boyla\w*",
            r"\babgestimmt\b", r"\bgestemd\b",
            r"投票|表决|表決")

# ---------------------------------------------------------------- the round's one attempt
#: a vote that did not pass: failed, lost, tied
_FAILED = any_of(
    r"\bfails?\b", r"\bfailed\b", r"\blost\b", r"\bloses\b", r"\btied?\b", r"\bties\b",
    r"\bdoes not pass\b", r"\bdoesn t pass\b", r"\bscheiter\w*", r"\bgescheitert\w*",
    r"\bdurchgefallen\b", r"\bunentschieden\b", r"\bmislukt\b", r"\bmislukte\b",
    r"\bgelijkspel\b", r"\bstaakt\b", r"\bverworpen\b", r"\bba(?:s|ş)ar(?:i|ı)s(?:i|ı)z\w*",
    r"\bberabere\b", r"\bge(?:c|ç)mezse\b", r"\breddedil\w*",
    # a proposal voted down or rejected, the vote lost (session 45, novel45b)
    r"\bvoted down\b", r"\brejected\b", r"\babgelehnt\w*", r"\bverloren\b",
    r"\bafgewezen\b", r"\bkabul edilmez\w*", r"\blehn\w* (?:\w+ ){0,4}ab\b",
    r"\bvalt (?:\w+ ){0,3}tegen\b", r"\bnot (?:accepted|passed)\b", r"\bnicht angenommen\b",
    r"\bniet aangenomen\b",
    r"失败|失敗|没通过|沒通過|未通过|未通過|平票|平局|否决|否決")
#: held again: again, repeated, a second vote, another attempt
_AGAIN = any_of(
    r"\bagain\b", r"\brepeat\w*", r"\bredo\b", r"\bre-?vot\w*",
    r"\b(?:second|fresh|new) (?:vote|attempt|try)\b", r"\banother (?:vote|attempt|try|go)\b",
    r"\btry again\b", r"\bnieuwe (?:poging|kans|stemming)\b", r"\bneue\w* (?:versuch|abstimmung)\b",
    r"\ba second\b", r"\beine zweite\b", r"\been tweede\b", r"\bikinci bir\b",
    r"\bnoch ?(?:ein)?mal\b", r"\berneut\w*", r"\bwiederhol\w*",
    r"\bzweite\w* (?:abstimmung|versuch)\b", r"\bopnieuw\b", r"\bnog een keer\b",
    r"\bnog eens\b", r"\bherhaal\w*", r"\btweede (?:stemming|poging)\b",
    r"\btekrar\w*", r"\byeniden\b", r"\bbir daha\b", r"\bikinci (?:oylama|deneme)\w*",
    r"再投|重新投|再表决|再表決|重新表决|重新表決|再来一次|再來一次|再试|再試|重投")
#: the next round's vote is its own (R-VOTE-1: one a round)
_NEXT_ROUND = any_of(r"\bnext round\b", r"\bnext deal\b", r"\bn(?:a|ä)chste\w* runde\b",
                  r"\bvolgende ronde\b", r"\bsonraki (?:el|tur|dagitim|dağıtım)\w*",
                  r"\bgelecek (?:el|tur)\w*",
                  r"下一局|下局|下一轮|下一輪")

# ---------------------------------------------------------------- nothing undone
#: the rule gone: voted out, removed, deleted
_GONE = any_of(
    r"\bvoted (?:out|off|away|down)\b", r"\bremov\w*", r"\bdelet\w*", r"\bdropped\b",
    r"\babgew(?:a|ä)hlt\b", r"\bgestrichen\b", r"\bgel(?:o|ö)scht\b", r"\bentfernt\b",
    r"\babgeschafft\b", r"\bfliegt\w* (?:\w+ )*?raus\b", r"\brausgeflogen\b",
    r"\bweggestemd\b", r"\bgeschrapt\b", r"\bverwijderd\b",
    r"\bkald(?:i|ı)r(?:i|ı)l\w*", r"\bsilin\w*", r"\biptal edil\w*",
    r"取消|删除|刪除|废除|廢除|投掉|去掉")
#: its moves taken back: undone, reversed, returned
_UNDONE = any_of(
    r"\bundo\w*", r"\bundone\b", r"\brevers\w*", r"\bgo(?:es)? back\b", r"\bgiven back\b",
    r"\bgive\w* back\b", r"\bgets? back\b", r"\bget\w* (?:\w+ )?back\b", r"\breturn\w*",
    r"\btake\w* back\b", r"\brolled back\b", r"\broll\w* back\b",
    r"\br(?:u|ü)ckg(?:a|ä)ngig\b", r"\bzur(?:u|ü)ck\w*", r"\bongedaan\b", r"\bterug\w*",
    r"\bgeri (?:al|ver|d(?:o|ö)n|gel)\w*", r"\biade\w*",
    r"撤销|撤銷|退回|还回|還回|恢复原状|恢復原狀|收回|作废|作廢")
#: what the rule did at the table: cards, moves, actions, everything (not the rule itself,
#: whose return is R-VOTE-7's: language/text/procedure_model.py)
_MOVES = any_of(r"\bcards?\b", r"\bmoves?\b", r"\bmoved\b", r"\bactions?\b", r"\beffects?\b",
             r"\beverything\b", r"\ball (?:it|that)\b", r"\bkarte\w*", r"\baktion\w*",
             r"\balles\b", r"\bkaart\w*", r"\bacties?\b", r"\bkart\w*", r"\bhamle\w*",
             r"\bher (?:s|ş)ey\w*", r"牌|一切|所有|效果|动作|動作")
#: an unfinished action stopped: the card's own value (the finished ones kept is a denial)
_UNFINISHED = any_of(r"\bunfinished\b", r"\bunvollendet\w*", r"\bangefangen\w*",
                  r"\bonvoltooid\w*", r"\bbitmemi\w*", r"未完成")

# ---------------------------------------------------------------- the winner's rule, a deletion
_NEW_RULE = any_of(r"\bnew rule\b", r"\bwinner s rule\b", r"\bneue\w* regel\b",
                r"\bnieuwe regel\b", r"\byeni kural\w*", r"新规则|新規則")
#: used up, counted as, instead of
_USES = any_of(r"\buses? up\b", r"\bcounts? as\b", r"\binstead of\b", r"\breplaces?\b",
            r"\bverbraucht\b", r"\bz(?:a|ä)hlt als\b", r"\bstatt\b", r"\bersetzt\b",
            r"\bverbruikt\b", r"\bgeldt als\b", r"\btelt als\b", r"\bin plaats van\b",
            r"\bharcar\w*", r"\bsay(?:i|ı)l(?:i|ı)r\b", r"\byerine\b",
            r"用掉|算作|算是|当作|當作|代替|占用|佔用")
_OWN_DELETED = any_of(r"\b(?:own|their|his|her|my) (?:own )?rule\b",
                   r"\b(?:eigene|seine|ihre|meine)\w* regel\b",
                   r"\b(?:eigen|zijn|haar|mijn) (?:eigen )?regel\b", r"\bkendi kural\w*",
                   r"自己的规则|自己的規則")
_DELETE = any_of(r"\bdelet\w*", r"\bremov\w*", r"\bwithdraw\w*", r"\bl(?:o|ö)sch\w*",
              r"\bstreich\w*", r"\bzur(?:u|ü)ckzieh\w*", r"\bschrap\w*", r"\bverwijder\w*",
              r"\bintrekt\b", r"\bsil\w*", r"\bkald(?:i|ı)r\w*", r"删除|刪除|撤回|取消|废除|廢除")
_INVENT = any_of(r"\binvent\w*", r"\bmake\w* up\b", r"\breplacement\b", r"\banother rule\b",
              # the verbs only: der Erfinder, de bedenker are the rule's creator
              r"\ba new (?:one|rule)\b", r"\berfind(?:e|en|et|est|t)?\b", r"\bersatz\w*",
              r"\beine neue\b", r"\bbedenk(?:e|en|t)?\b", r"\bbedacht\b", r"\bvervang\w*",
              r"\been nieuwe\b",
              r"\buydur\w*", r"\byeni bir\b", r"\byerine\b", r"\bkoyabilir\b",
              r"新的|另一条|另一條|重新定|再定|补一条|補一條")

#: a vote said not to be used up or not to count (R-VOTE-3 said of a failed vote: R-VOTE-5
#: turned round)
_NOT_USED = any_of(
    r"\b(?:does not|doesn t|do not|don t|never|won t|will not) (?:use|cost|take)\w*",
    r"\bverbraucht\b.{0,30}\bnicht\b", r"\bverbruikt\b.{0,30}\bniet\b",
    r"\bkost\b.{0,30}\bniet\b", r"\bharcamaz\b", r"\bkullanmaz\b",
    r"\bnot used up\b", r"\bnicht verbraucht\b", r"\bgeen poging verbruikt\b",
    r"不占用|不佔用|不用掉|不消耗|不算用")
#: the round's vote said gone: none held, none more, one counted as held
_NO_VOTE_LEFT = any_of(
    r"\bno (?:rule )?vote\b", r"\bno (?:more|other|further|second) vote\b",
    r"\bkeine (?:weitere |andere )?abstimmung\b", r"\bnicht (?:mehr )?abgestimmt\b",
    r"\bgeen (?:andere |verdere )?stemming\b", r"\bniet (?:meer )?gestemd\b",
    r"\boylama (?:yap(?:i|ı)lmaz|yok)\b", r"\boylamas(?:i|ı) yap(?:i|ı)lmaz\b",
    r"不能再表决|不能再表決|不再表决|不再表決|不再另外表决|不再另外表決|不能再投票|不再投票|"
    r"算(?:是)?(?:已经|已經)?表决过|算(?:是)?(?:已经|已經)?表決過|没有表决|沒有表決|不表决|不表決")
#: the card's value said again: still, as always, all the same
_AS_ALWAYS = any_of(r"\bstill\b", r"\bas (?:always|usual)\b", r"\bwie immer\b",
                    r"\btrotzdem\b", r"\bdennoch\b", r"\bzoals altijd\b", r"\bgewoon\b",
                    r"\btoch\b", r"\byine\b", r"\bher zamanki gibi\b",
                    r"照样|照樣|照常|仍然|仍旧|仍舊|还是可以|還是可以|和平常一样|和平常一樣")


def _denied(sentence: Sentence, *said: str) -> bool:
    """A denial in the sentence, outside the words already read ("没通过", "doesn't pass":
    a vote's failure is no denial of what follows it)."""
    text, cjk = sentence.folded, sentence.cjk
    for words in said:
        text, cjk = text.replace(words, " "), cjk.replace(words, "")
    return bool(DENIED.search(text) or DENIED.search(cjk))


def _attempt(sentence: Sentence) -> str:
    vote, failed, again = (matched(_VOTE, sentence), matched(_FAILED, sentence),
                           matched(_AGAIN, sentence))
    vote = vote or (again if again in ("再投", "重投", "重新投") else "")  # "当场重投"
    if vote and failed and again and not matched(_NEXT_ROUND, sentence) \
            and not _denied(sentence, failed):
        return f"'{vote}' … '{failed}' … '{again}'"
    # "a tied vote does not use up the round's vote": R-VOTE-5 said the other way round
    # (told41); R-VOTE-3's "the new rule does not use it up" names no failed vote
    kept = matched(_NOT_USED, sentence)
    if vote and failed and kept and not matched(_NEW_RULE, sentence):
        return f"'{vote}' … '{failed}' … '{kept}'"
    return ""


def held_again(before: Sentence, sentence: Sentence) -> str:
    """The words of a failed vote named in ``before`` (a question or a condition) and held
    again in ``sentence`` ("The vote failed? Then we simply hold it again, as often as it
    takes"): R-VOTE-5 across two sentences, "" when none (text/vote_bonds.py asks it)."""
    vote, failed = matched(_VOTE, before), matched(_FAILED, before)
    again = matched(_AGAIN, sentence)
    if not (vote and failed and again) or matched(_NEXT_ROUND, sentence) \
            or matched(_NEXT_ROUND, before) or _denied(sentence, "no matter") \
            or _attempt(before):
        return ""
    return f"'{vote}' … '{failed}' … '{again}'"


def _undone(sentence: Sentence) -> str:
    gone, undone = matched(_GONE, sentence), matched(_UNDONE, sentence)
    if gone and undone and matched(_MOVES, sentence) and not matched(_UNFINISHED, sentence) \
            and not matched(DENIED, sentence):
        return f"'{gone}' … '{undone}'"
    return ""


def _used_up(sentence: Sentence) -> str:
    new, uses, vote = (matched(_NEW_RULE, sentence), matched(_USES, sentence),
                       matched(_VOTE, sentence))
    if new and uses and vote and not matched(DENIED, sentence):
        return f"'{new}' … '{uses}' … '{vote}'"
    # the new rule's round said to hold no vote, or one already held ("赢家宣布新规则的那一
    # 局不能再表决", "算已经表决过"): the new rule used as the vote (told41); "照样", "as
    # always", "still" say the card's own value
    gone = matched(_NO_VOTE_LEFT, sentence) if new and vote else ""
    if gone and not matched(_AS_ALWAYS, sentence):
        return f"'{new}' … '{gone}'"
    return ""


#: the creator named: the rule's own deletion is theirs (R-VOTE-4)
_CREATOR = any_of(r"\bcreator\b", r"\bauthor\b", r"\bwhoever made\b", r"\berfinder\w*",
               r"\burheber\w*", r"\bmaker\b", r"\bbedenker\b", r"\bkural(?:i|ı) koyan\w*",
               r"\byazar(?:i|ı)\b", r"制定者|作者|定规则的人|定規則的人")
#: a vote required: only with, needs, must
_NEEDS = any_of(r"\bonly\b", r"\bneeds?\b", r"\bmust\b", r"\brequires?\b", r"\bnur\b",
             r"\bmuss\b", r"\bbraucht\b", r"\balleen\b", r"\bmoet\b", r"\bnodig\b",
             r"\bsadece\b", r"\bancak\b", r"\bgerek\w*", r"\bzorunda\b",
             r"只有|只能|必须|必須|需要|得先")
#: the card's own value: without a vote, no vote needed, someone else's rule
_WITHOUT = any_of(r"\bwithout\b", r"\bohne\b", r"\bzonder\b", r"\bolmadan\b", r"\w+s(?:i|ı)z\b",
               r"\bsomeone else\w*", r"\bother\w* rules?\b", r"\banderer\b", r"\bandermans\b",
               r"\bba(?:s|ş)kas(?:i|ı)n(?:i|ı)n\b", r"不用|无需|無需|不需要|不必|别人的|別人的")


def _own_deletion_voted(sentence: Sentence) -> str:
    """The creator's own deletion made to wait for a vote: R-VOTE-4 lets them delete their
    own rule at any time without one."""
    creator, delete, needs, vote = (matched(_CREATOR, sentence), matched(_DELETE, sentence),
                                    matched(_NEEDS, sentence), matched(_VOTE, sentence))
    if creator and delete and needs and vote and not matched(_WITHOUT, sentence) \
            and not _denied(sentence):
        return f"'{creator}' … '{delete}' … '{needs}' … '{vote}'"
    return ""


# ---------------------------------------------------------------- when a change holds
#: a change the vote makes: a change, voted in, passed
_CHANGE = any_of(r"\bchange\w*", r"\bvoted in\b", r"\bpassed\b", r"\b(?:a|ä)nderung\w*",
              r"\bbeschlossen\w*", r"\bwijziging\w*", r"\baangenomen\b",
              r"\bde(?:g|ğ)i(?:s|ş)iklik\w*",
              r"\bkabul edil\w*", r"修改|改动|改動|变更|變更|通过的|通過的")
#: back in time: retroactively, back to the start, already played
_RETRO = any_of(r"\bretroactiv\w*", r"\bbackdated\b", r"\bback to the start\b",
             r"\balready played\b", r"\br(?:u|ü)ckwirkend\w*", r"\bnachtr(?:a|ä)glich\w*",
             r"\bterugwerkende kracht\b", r"\bgeriye d(?:o|ö)n(?:u|ü)k\b",
             r"\bge(?:c|ç)mi(?:s|ş)e d(?:o|ö)n(?:u|ü)k\b", r"追溯|倒查|之前的.{0,6}也")
#: the time not said: nobody needs to say, no need to announce
_UNSAID = any_of(r"\bnobody needs to say\b", r"\bno need to (?:say|announce)\b",
              r"\bneed not (?:say|announce)\b", r"\bmuss niemand sagen\b",
              r"\bmuss (?:man )?nicht (?:sagen|ansagen)\b", r"\bhoeft niemand te zeggen\b",
              r"\bhoeft niet (?:te )?(?:zeggen|melden)\b", r"\bs(?:o|ö)ylemeye gerek yok\b",
              r"不用说|不用說|不必说|不必說|无需说明|無需說明")
#: the time a change holds: at once, next round
_WHEN = any_of(r"\bat once\b", r"\bnow\b", r"\bnext round\b", r"\bsofort\b",
            r"\bn(?:a|ä)chste\w* runde\b", r"\bmeteen\b", r"\bvolgende ronde\b", r"\bhemen\b",
            r"\bsonraki el\w*", r"立即|马上|馬上|下一局")


def _timing(sentence: Sentence) -> str:
    """A change made to hold back in time, or its time left unsaid (R-VOTE-6: say before
    the vote whether it holds at once or from the next round; nothing finished undone)."""
    change = matched(_CHANGE, sentence)
    retro = matched(_RETRO, sentence)
    if change and retro and not _denied(sentence):
        return f"'{change}' … '{retro}'"
    unsaid, when = matched(_UNSAID, sentence), matched(_WHEN, sentence)
    if change and unsaid and when:
        return f"'{change}' … '{unsaid}' … '{when}'"
    return ""


def _replaced(sentence: Sentence) -> str:
    own, delete, invent = (matched(_OWN_DELETED, sentence), matched(_DELETE, sentence),
                           matched(_INVENT, sentence))
    if own and delete and invent and not matched(DENIED, sentence):
        return f"'{delete}' … '{own}' … '{invent}'"
    return ""


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """Each slot the sentence fills with another value: (slot, code, words)."""
    found = [("attempt", "LP707", _attempt(sentence)), ("undone", "LP707", _undone(sentence)),
             ("used up", "LP707", _used_up(sentence)),
             ("replacement", "LP709", _replaced(sentence)),
             ("own deletion", "LP707", _own_deletion_voted(sentence)),
             ("timing", "LP707", _timing(sentence))]
    return [f for f in found if f[2]] + vote_effect.slots(sentence)


__all__ = ["WHY", "held_again", "slots"]
