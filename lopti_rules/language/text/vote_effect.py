"""What a rule vote's result does, and when (issue 29, session 42: R-VOTE-2, R-VOTE-6,
R-VOTE-7, R-ROSHAMBO-1, R-VOTE-8).

The procedure fixes not only how the vote is held but what its result does, and no rule may
change that (R-VOTE-8). A sentence that gives the result another effect is LP707 (LP708
for Roshambo's outcome). It reads as slots over the sentence, by concept:

- **a change made to wait** (R-VOTE-6): a change passed holds at once or from the next
  round, as said before the vote. A change of a rule said to take effect, count or hold
  only later (the evening's end, tomorrow, some rounds on: "gilt erst drei Runden später",
  "gaat pas na drie rondes in", "gecenin sonunda geçerli olur", "今晚结束前都不生效") is
  another value. "From the next round", "at once", "if it passes, it starts now" are the
  card's own;
- **a removed rule back without a vote** (R-VOTE-7): a rule voted out, removed or struck
  said to come back by itself or after some rounds ("kehrt nach zwei Runden von selbst
  zurück", "komt vanzelf terug", "kendiliğinden geri gelir", "过两局会自动恢复") is another
  value; "only through a later rule vote", "nur durch eine neue Abstimmung", "靠以后的投票"
  are the card's own;
- **a person's yes on top of the majority** (R-VOTE-2): a removal or change that waits
  for a standing's or a role's consent ("only with the dealer's approval", "fällt nur weg,
  wenn der Champion zustimmt", "als de deler ja zegt", "şampiyon onay verirse", "必须冠军
  同意") is another value; the table's majority, everyone, and the creator's own deletion
  (R-VOTE-4) are the card's own;
- **Roshambo's outcome set aside** (R-ROSHAMBO-1): Roshambo named with its winner made not
  to matter ("whoever wins", "egal wer gewinnt", "kim kazanırsa kazansın", "不管谁赢")
  and the rule kept or dropped anyway is another value (LP708).

A denial of the other value ("changes never wait", "it does not come back by itself") is
the card's own. language/text/vote_outcome.py asks :func:`slots` beside its own.
"""

from __future__ import annotations

import re

from .denial_lexicon import DENIED
from .standing_words import (
    ROLE,
    ROLE_ZH,
    ROUND_WINNER,
    ROUND_WINNER_ZH,
    STANDING,
    STANDING_ZH,
    folded_re,
)
from .textnorm import Sentence, any_of, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"effect delayed": ("a change passed holds at once or from the next round, as said "
                          "before the vote; R-VOTE-6, R-VOTE-8"),
       "rule returned": ("a removed rule comes back in the session only through a later "
                         "rule vote; R-VOTE-7, R-VOTE-8"),
       "consent": ("the table's majority decides a rule vote, no one person's consent; "
                   "R-VOTE-2, R-VOTE-8"),
       "outcome set aside": ("a tie goes to Roshambo and its outcome decides; nobody "
                             "defending lets the change pass; R-ROSHAMBO-1, R-VOTE-8")}

#: a rule or the vote named: what the change is a change of
_RULE = any_of(r"\brules?\b", r"\bregel\w*", r"\bkural\w*", r"\bvot\w*", r"\babstimm\w*",
               r"\bstemming\w*", r"\boyla\w*", r"规则|規則|投票|表决|表決")

# ---------------------------------------------------------------- a change made to wait
_CHANGE = any_of(r"\bchange\w*", r"\bamend\w*", r"\bpassed\b", r"\bvoted in\b",
                 r"\b(?:a|ä)nderung\w*", r"\bge(?:a|ä)ndert\w*", r"\bbeschlossen\w*",
                 r"\bwijziging\w*", r"\bgewijzigd\w*", r"\baangenomen\b",
                 r"\bde(?:g|ğ)i(?:s|ş)ik\w*", r"\bde(?:g|ğ)i(?:s|ş)tiril\w*",
                 r"修改|改动|改動|改了|变更|變更|改变|改變|更改")
#: takes effect, holds, counts, applies, waits
_EFFECT = any_of(r"\btakes? effect\b", r"\bin effect\b", r"\bhold\w*", r"\bcounts?\b",
                 r"\bappl(?:y|ies)\b", r"\bstarts?\b", r"\bkicks? in\b", r"\bwait\w*",
                 r"\bin kraft\b", r"\bgilt\b", r"\bgelten\b", r"\bgreift\b", r"\bz(?:a|ä)hlt\b",
                 r"\bgaat (?:\w+ ){0,5}in\b", r"\bingaan\b", r"\bgeldt\b", r"\bgelden\b",
                 r"\btelt\b", r"\bwacht\w*", r"\bge(?:c|ç)erli\w*",
                 r"\by(?:u|ü)r(?:u|ü)rl(?:u|ü)\w*",
                 r"\bba(?:s|ş)lar\b", r"\bsay(?:i|ı)l(?:i|ı)r\b",
                 r"生效|算数|算數|有效|实行|實行|执行|執行")
#: later than the next round: the evening's end, tomorrow, some rounds on
_NUM = (r"(?:two|three|four|five|several|a few|\d+|zwei|drei|vier|f(?:u|ü)nf|einige|"
        r"ein paar|twee|drie|vier|vijf|een paar|enkele|iki|(?:u|ü)(?:c|ç)|d(?:o|ö)rt|be(?:s|ş)|"
        r"birka(?:c|ç))")
_LATER = any_of(
    r"\b(?:evening|night|session|game) is over\b", r"\bend of (?:the|this|tonight)\w* ?\w*",
    r"\bevening s end\b", r"\btomorrow\b",
    # some rounds as a wait, not a length ("for three rounds" is how long it holds)
    rf"\b(?:after|in|until|wait\w*) {_NUM} (?:more |full )?(?:rounds|deals)\b",
    rf"\b{_NUM} (?:more |full )?(?:rounds|deals) (?:later|from now|on)\b",
    r"\bround after next\b", r"\bende des (?:abends|spiels|spieleabends|treffens)\b",
    r"\babends?ende\b", r"\bmorgen\b", rf"\b(?:nach|in) {_NUM} runden\b",
    rf"\b{_NUM} runden (?:sp(?:a|ä)ter|danach)\b", r"\b(?:u|ü)bern(?:a|ä)chste\w*",
    rf"\b(?:na|over) {_NUM} rondes?\b", rf"\b{_NUM} rondes? (?:later|daarna)\b",
    r"\beind van de avond\b", r"\bvolgende avond\b",
    r"\bgecenin sonu\w*", r"\bak(?:s|ş)am(?:i|ı)n sonu\w*", r"\boturumun sonu\w*",
    r"\byar(?:i|ı)n\b", rf"\b{_NUM} (?:el|tur) sonra\b",
    r"散场|散場|结束前|結束前|结束后|結束後|结束以后|結束以後|明天|下下局|下下轮|"
    r"[两兩三四五几幾\d](?:局|轮|輪|把)(?:以后|以後|之后|之後|后|後)")
#: the wait denied: never waits, not only later
_NO_WAIT = any_of(r"\b(?:never|not|no need to|doesn t|does not|don t) wait\w*",
                  r"\bnicht erst\b", r"\bniet pas\b", r"\bbeklemez\b",
                  r"不用等|不必等|无需等|無需等")


def _near(a: re.Pattern[str], b: re.Pattern[str], sentence: Sentence, words: int = 5,
          chars: int = 6) -> bool:
    """Whether ``a`` and ``b`` match within ``words`` words of each other in the folded
    sentence, or within ``chars`` characters in its Chinese: "a change to this rule", "对
    这条规则的修改", not "changes to the seating ... under this rule"."""
    text = sentence.folded
    starts = [(m.start(), m.end()) for m in a.finditer(text)]
    for m in b.finditer(text):
        for s, e in starts:
            gap = text[e:m.start()] if e <= m.start() else text[m.end():s]
            if len(gap.split()) <= words and (gap.isascii() or len(gap) <= chars or " " in gap):
                return True
    return False


def _delayed(sentence: Sentence) -> str:
    change, effect, later = (matched(_CHANGE, sentence), matched(_EFFECT, sentence),
                             matched(_LATER, sentence))
    if change and effect and later and _near(_CHANGE, _RULE, sentence) \
            and not matched(_NO_WAIT, sentence):
        return f"'{change}' … '{effect}' … '{later}'"
    return ""


# ---------------------------------------------------------------- a removed rule back
_GONE = any_of(
    r"\bvoted[- ](?:out|off|away|down)\b", r"\bvot\w* (?:\w+ ){0,3}(?:out|off|away)\b",
    r"\bremov\w*", r"\bdelet\w*", r"\bstruck\b", r"\bscrapped\b", r"\bdropped\b",
    r"\babgew(?:a|ä)hlt\w*", r"\bw(?:a|ä)hl\w* (?:\w+ ){0,4}ab\b", r"\bgestrichen\w*",
    r"\bgel(?:o|ö)scht\w*", r"\bentfernt\w*", r"\babgeschafft\b",
    r"\bweggestemd\w*", r"\bwegstem\w*", r"\bstem\w* (?:\w+ ){0,4}weg\b", r"\bgeschrapt\w*",
    r"\bverwijderd\w*", r"\bkald(?:i|ı)r(?:i|ı)l\w*", r"\bsilin\w*",
    r"删掉|删除|刪除|投掉|去掉|废除|廢除|取消")
_BACK = any_of(
    r"\b(?:is|are|comes?|come|coming) back\b", r"\bback (?:again|automatically)\b",
    r"\breturn\w*", r"\bbring\w* (?:\w+ ){0,2}back\b", r"\breappear\w*", r"\breviv\w*",
    r"\bzur(?:u|ü)ck\w*", r"\bwieder (?:da|g(?:u|ü)ltig|in kraft)\b",
    r"\bgilt (?:\w+ ){0,2}wieder\b",
    r"\bterug\w*", r"\ber (?:\w+ ){0,2}weer\b", r"\bgeldt (?:\w+ ){0,2}weer\b",
    r"\bgeri (?:gel|d(?:o|ö)n)\w*", r"\b(?:yeniden|tekrar) ge(?:c|ç)erli\w*",
    r"恢复|恢復|回来|回來|复活|復活|重新生效|又生效|再生效")
#: by itself, or after some time: no vote brings it back
_UNBIDDEN = any_of(
    r"\bautomatic\w*", r"\bby (?:it|them)sel(?:f|ves)\b", r"\bon (?:its|their) own\b",
    r"\bafter (?:\w+ ){0,2}(?:rounds?|deals?)\b", r"\bnext (?:deal|round)\b",
    rf"\b{_NUM} (?:more )?(?:rounds|deals)\b",
    r"\bvon selbst\b", r"\bvon allein\w*", r"\bautomatisch\b", r"\bnach (?:\w+ ){0,2}runden?\b",
    r"\bn(?:a|ä)chste\w* (?:runde|geben|austeilen)\b", r"\bvanzelf\b",
    r"\bna (?:\w+ ){0,2}rondes?\b", r"\bvolgende (?:ronde|deling|deal)\b",
    r"\bkendili(?:g|ğ)inden\b", r"\botomatik\w*", r"\b(?:el|tur) sonra\b",
    r"\bsonraki (?:el|tur|da(?:g|ğ)(?:i|ı)t(?:i|ı)m)\w*",
    r"自动|自動|自己回|自行|过[两兩三四五几幾\d]局|過[两兩三四五几幾\d]局|下一局|下局|下一轮|下一輪")
#: the card's own way back: through a later, another or a new rule vote
_BY_VOTE = any_of(
    r"\b(?:through|by|with|after|via|unless) (?:a|an|another|the|one more) (?:new |later |second "
    r"|fresh )?(?:rule )?vote\b", r"\bnew vote\b", r"\blater (?:rule )?vote\b",
    r"\b(?:durch|mit|nach|per) (?:einer?|die) (?:neuen?|sp(?:a|ä)teren?|weiteren?|zweiten?)? ?"
    r"(?:regel)?abstimmung\b", r"\bneue\w* (?:regel)?abstimmung\b",
    r"\b(?:door|met|na|via) (?:een|de) (?:latere|nieuwe|tweede)? ?(?:regel)?stemming\b",
    r"\b(?:latere|nieuwe) (?:regel)?stemming\b",
    r"\b(?:yeni|sonraki|ba(?:s|ş)ka|ikinci) bir (?:kural )?oylama\w*", r"\boylamayla geri\b",
    r"[靠经經通]过?.{0,6}(?:投票|表决|表決)|除非.{0,8}(?:投票|表决|表決)|重新投票|再投票|再表决")


#: a Turkish verb negated in its ending ("geri gelmez", "dönemez", "gelmiyor")
_TR_NOT = re.compile(r"\w(?:m[ae]z|[ae]m[ae]z|m[iıuü]yor\w*)$")


def _returned(sentence: Sentence) -> str:
    gone, back, unbidden = (matched(_GONE, sentence), matched(_BACK, sentence),
                            matched(_UNBIDDEN, sentence))
    if gone and back and unbidden and not matched(_BY_VOTE, sentence) \
            and not matched(DENIED, sentence) and not _TR_NOT.search(back):
        return f"'{gone}' … '{back}' … '{unbidden}'"
    return ""


# ---------------------------------------------------------------- a person's consent
_REMOVE = any_of(
    r"\bremov\w*", r"\bdelet\w*", r"\bdrop\w*", r"\bstr(?:ike|uck)\b", r"\bscrap\w*",
    r"\bvot\w* (?:\w+ ){0,3}(?:out|off|away)\b", r"\bchang\w*",
    r"\bf(?:a|ä)llt (?:\w+ ){0,3}weg\b", r"\bwegfall\w*", r"\bstreich\w*", r"\bgestrichen\b",
    r"\bentfern\w*", r"\babschaff\w*", r"\babgeschafft\b", r"\b(?:a|ä)nder\w*",
    r"\bschrap\w*", r"\bgeschrapt\b", r"\bverwijder\w*", r"\bverdwijn\w*", r"\bwijzig\w*",
    r"\bkald(?:i|ı)r\w*", r"\bde(?:g|ğ)i(?:s|ş)\w*", r"\bsilin\w*",
    r"删|刪|去掉|取消|废除|廢除|修改|改动|改動")
_CONSENT = any_of(
    r"\bapprov\w*", r"\bagree\w*", r"\bconsent\w*", r"\bsays? yes\b", r"\bsaying yes\b",
    r"\bpermission\b", r"\bblessing\b", r"\bsign\w* off\b", r"\bzustimm\w*", r"\bstimmt\w* zu\b",
    r"\beinverstanden\b", r"\berlaub\w*", r"\bja sag\w*", r"\bsagt\w* ja\b", r"\beinwillig\w*",
    r"\bsegen\b", r"\bgoedvind\w*", r"\bgoed\w* vind\w*", r"\bvind\w* (?:\w+ ){0,3}goed\b",
    r"\bgoedkeur\w*", r"\binstem\w*", r"\bstemt? (?:\w+ ){0,2}in\b", r"\btoestemming\b",
    r"\bakkoord\b", r"\bja zeg\w*", r"\bzeg\w* (?:\w+ ){0,2}ja\b", r"\bonay\w*",
    r"\braz(?:i|ı)\b", r"\bizin\w*", r"\bevet de\w*",
    r"同意|点头|點頭|批准|允许|允許|答应|答應|认可|認可|首肯")
#: one standing or role (not the creator, whose own deletion is theirs, R-VOTE-4)
_PERSON = folded_re(STANDING, ROUND_WINNER, ROLE,
                    zh=(*STANDING_ZH, *ROUND_WINNER_ZH, *ROLE_ZH, "领先"))


#: the table's own say: the majority, everyone alike
_TABLE = any_of(r"\bmajority\b", r"\beveryone\b", r"\bwhole table\b", r"\bmehrheit\b",
                r"\bwie alle\w*", r"\bmeerderheid\b", r"\biedereen\b", r"(?:c|ç)o(?:g|ğ)unlu\w*",
                r"\bherkes\w*", r"多数|多數|过半|過半|大家|所有人")


#: a denial lifted by a person's yes ("can't be scrapped unless the dealer says yes"): the
#: yes is still required
_UNLESS = any_of(r"\bunless\b", r"\bes sei denn\b", r"\bau(?:ss|ß)er wenn\b", r"\btenzij\b",
                 r"\bmedik(?:c|ç)e\b", r"除非")


def _consent(sentence: Sentence) -> str:
    remove, consent, person = (matched(_REMOVE, sentence), matched(_CONSENT, sentence),
                               matched(_PERSON, sentence))
    denied = matched(DENIED, sentence) and not matched(_UNLESS, sentence)
    if remove and consent and person and _near(_REMOVE, _RULE, sentence, words=6) \
            and not denied and not matched(_TABLE, sentence):
        return f"'{remove}' … '{person}' … '{consent}'"
    return ""


# ---------------------------------------------------------------- Roshambo's outcome set aside
_ROSHAMBO = any_of(r"\broshambo\w*", r"\brock[- ]paper[- ]scissors\b",
                   r"\bschere[- ]stein[- ]papier\b", r"\bschnick\w*",
                   r"\bsteen[- ]papier[- ]schaar\b",
                   r"\bta(?:s|ş)[- ]k(?:a|â)(?:g|ğ)(?:i|ı)t[- ]makas\w*",
                   r"石头剪刀布|石頭剪刀布|猜拳")
_WHOEVER = any_of(
    r"\bwhoever wins\b", r"\bno matter (?:who|what|how)\b", r"\bregardless\b",
    r"\bwhatever the (?:result|outcome)\b", r"\begal,? wer\b", r"\bganz gleich,? wer\b",
    r"\bunabh(?:a|ä)ngig\b", r"\bwer auch immer\b", r"\bwie (?:\w+ )?(?:auch )?ausgeht\b",
    r"\bongeacht\b", r"\bmaakt niet uit wie\b", r"\bwie er ook wint\b", r"\bhoe het ook afloopt\b",
    r"\bkim kazan(?:i|ı)rsa kazans(?:i|ı)n\b", r"\bne olursa olsun\b",
    r"(?:不管|无论|無論|不论|不論).{0,8}(?:谁|誰)(?:赢|贏)|"
    r"(?:不管|无论|無論|不论|不論)(?:结果|結果|输赢|輸贏)")


#: the rule kept or dropped anyway: stays, remains, goes
_KEPT = any_of(r"\bstays?\b", r"\bremains?\b", r"\bkept\b", r"\bkeeps?\b", r"\bdropped\b",
               r"\bgoes\b", r"\bpasses\b", r"\bbleibt\b", r"\bf(?:a|ä)llt\b", r"\bblijft\b",
               r"\bvervalt\b", r"\bkal(?:i|ı)r\b", r"\bkalkar\b", r"\bge(?:c|ç)er\b",
               r"保留|留到|留着|留著|不变|不變|照旧|照舊|作废|作廢|取消")
#: the rule kept on a condition ("the rule stays if the proposer lost"): the outcome heeded
_KEPT_IF = re.compile(r"\b(?:stays?|remains?|kept|bleibt|blijft|kal(?:i|ı)r)\b"
                      r"[^,;:]{0,30}\b(?:if|unless|when|wenn|falls|sofern|als|tenzij)\b")
#: the winner deciding: Roshambo's outcome heeded ("whoever wins decides")
_DECIDES = any_of(r"\bdecid\w*", r"\bentscheid\w*", r"\bbeslis\w*", r"\bbepaalt\b",
                  r"\bkarar\w*", r"说了算|說了算|决定|決定|听谁的|聽誰的")


def _set_aside(sentence: Sentence) -> str:
    roshambo, whoever, kept = (matched(_ROSHAMBO, sentence), matched(_WHOEVER, sentence),
                               matched(_KEPT, sentence))
    if roshambo and whoever and kept and matched(_RULE, sentence) \
            and not matched(_DECIDES, sentence) and not _KEPT_IF.search(sentence.folded):
        return f"'{roshambo}' … '{whoever}' … '{kept}'"
    return ""


def outcome_heeded(sentence: Sentence) -> bool:
    """Whether Roshambo is named with its outcome deciding ("whoever wins decides whether the
    rule stays", "wer gewinnt, entscheidet"): R-ROSHAMBO-1 quoted, no tie kept without it."""
    return bool(matched(_ROSHAMBO, sentence) and matched(_DECIDES, sentence))


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """Each slot the sentence fills with another value: (slot, code, words)."""
    found = [("effect delayed", "LP707", _delayed(sentence)),
             ("rule returned", "LP707", _returned(sentence)),
             ("consent", "LP707", _consent(sentence)),
             ("outcome set aside", "LP708", _set_aside(sentence))]
    return [f for f in found if f[2]]


__all__ = ["WHY", "outcome_heeded", "slots"]
