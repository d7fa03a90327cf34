"""Who stands for a side in Roshambo (issue 29, session 22): R-ROSHAMBO-1 and -3 as slots.

- **nobody defends** (R-ROSHAMBO-1): if nobody will defend the rule, the change passes. A
  sentence in which nobody defends and the rule stays, is kept or the change fails puts
  another value there (LP708); "nobody defends, the change passes" is the card's own.
- **a side's representative** (R-ROSHAMBO-3): a side that cannot pick one holds a knockout
  among its members, one decided round a pairing. A representative given by a role, a
  coin, a die or lots instead ("the dealer plays for them", "a coin decides who plays for
  them") is another value (LP708); the side picking its own, or its knockout, is clean.

Read by meaning in the five languages; language/text/procedure_world.py asks
:func:`slots` with its own.
"""

from __future__ import annotations

import re

from .textnorm import Sentence, any_of, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"defends": "if nobody will defend the rule, the change passes; R-ROSHAMBO-1, R-VOTE-8",
       "representative": ("a side that cannot pick its representative holds a knockout among "
                          "its members; R-ROSHAMBO-3, R-VOTE-8")}


#: nobody defending: nobody, no one, niemand, kimse, 没人
_NOBODY = any_of(r"\bnobody\b", r"\bno one\b", r"\bnoone\b", r"\bniemand\w*", r"\bkeiner\b",
              r"\bno defender\b", r"\bkein\w* verteidiger\w*", r"\bgeen verdediger\w*",
              r"\bsavunucu\w* yok\b",
              r"\bkimse\b", r"没人|沒人|没有人|沒有人|无人|無人")
_DEFEND = any_of(r"\bdefend\w*", r"\bverteidig\w*", r"\bverdedig\w*", r"\bsavun\w*",
              r"辩护|辯護|捍卫|捍衛|守护|守護|应战|應戰")
#: the rule kept or the change failing
_KEPT = any_of(
    r"\bstays?\b", r"\bremains?\b", r"\bkept\b", r"\bis kept\b", r"\bfails?\b",
    r"\bbleibt\b", r"\bbleiben\b", r"\bscheiter\w*", r"\bblijft\b", r"\bblijven\b",
    r"\bmislukt\b", r"\bkal(?:i|ı)r\b", r"\bkal(?:i|ı)yor\b", r"\bge(?:c|ç)mez\b",
    r"\bin force\b", r"\bbestehen\b", r"\bgelden\b", r"\by(?:u|ü)r(?:u|ü)rl(?:u|ü)kte\b",
    r"保留|留着|留著|不变|不變|不通过|不通過|作废|作廢|有效")
#: the card's own value: the change passes
_PASSES = any_of(r"\bpass\w*", r"\bgoes through\b", r"\bdurch\b", r"\bdoor\b", r"\bge(?:c|ç)er\b",
              r"通过|通過")

#: a side's representative: represent, play for them, in their place
_FOR_SIDE = any_of(
    r"\brepresent\w*", r"\b(?:plays?|throws?|stands?) for (?:them|the side|the supporters)\b",
    r"\bf(?:u|ü)r sie (?:spielt|antritt)\w*",
    r"\bon their behalf\b", r"\bvertreter\w*", r"\bvertritt\b", r"\bspielt\w* f(?:u|ü)r sie\b",
    r"\bvertegenwoordig\w*", r"\bspeelt\w* voor hen\b", r"\btemsil\w*", r"\byerine\b",
    r"代表|替他们|替他們|代替")
#: a side of the vote or the game of Roshambo: the supporters, the objectors, a side
_SIDE = any_of(
    r"\bsupporters?\b", r"\bobjectors?\b", r"\bsides?\b", r"\broshambo\b",
    r"\brock paper scissors\b", r"\bbef(?:u|ü)rworter\w*", r"\bgegner\w*", r"\bseite\b",
    r"\bschere\b", r"\bvoorstanders?\b", r"\btegenstanders?\b", r"\bkant\b",
    r"\bsteen papier\b", r"\bdestek(?:c|ç)i\w*", r"\bkar(?:s|ş)(?:i|ı) (?:c|ç)(?:i|ı)kan\w*",
    r"\btaraf\w*", r"\bta(?:s|ş) ka(?:g|ğ)(?:i|ı)t\b",
    r"支持者|支持方|反对者|反對者|一方|石头剪刀布|石頭剪刀布|猜拳")
#: the side picking its own: among themselves, a knockout
_OWN_PICK = any_of(
    r"\bamong (?:themselves|its members|their members|them)\b", r"\bknockout\b",
    r"\bthemselves\b", r"\bselbst\b", r"\bunter sich\b", r"\bk\.?o\.?-system\b", r"\bzelf\b",
    r"\bonder elkaar\b", r"\bkendi\w*\b", r"\baralar(?:i|ı)nda\w*", r"\beleme\w*",
    r"自己|淘汰|内部|內部")
#: someone else or chance as the representative: a role, a coin, a die, lots, age
_OTHER = any_of(
    r"\bdealer\b", r"\bhost\b", r"\bwinner\b", r"\bcoin\b", r"\bdice\b", r"\broll\w* a die\b",
    r"\blots?\b", r"\boldest\b", r"\byoungest\b", r"\bgeber\b", r"\bgastgeber\b",
    r"\bgewinner\b", r"\bm(?:u|ü)nze\b", r"\bw(?:u|ü)rfel\w*", r"\blos\b", r"\b(?:a|ä)lteste\w*",
    r"\bdeler\b", r"\bgastheer\b", r"\bwinnaar\b", r"\bmunt\b", r"\bdobbelsteen\b",
    r"\boudste\b", r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)c(?:i|ı)\w*", r"\bev sahibi\b", r"\bkazanan\w*",
    r"\byaz(?:i|ı) tura\b", r"\bzar\b", r"\ben ya(?:s|ş)l(?:i|ı)\b",
    r"庄家|莊家|主人|赢家|贏家|硬币|硬幣|骰子|抽签|抽籤|年纪最大|年紀最大")


def _defended(sentence: Sentence) -> str:
    nobody, defend, kept = (matched(_NOBODY, sentence), matched(_DEFEND, sentence),
                            matched(_KEPT, sentence))
    if nobody and defend and kept and not matched(_PASSES, sentence):
        return f"'{nobody}' … '{defend}' … '{kept}'"
    return ""


def _represented(sentence: Sentence) -> str:
    side, other = matched(_FOR_SIDE, sentence), matched(_OTHER, sentence)
    if other and re.search(rf"\b{re.escape(other)}\s+yerine\b", sentence.folded):
        return ""  # "zar yerine taş kağıt makas": the dice replaced, no representative
    if side and other and matched(_SIDE, sentence) and not matched(_OWN_PICK, sentence):
        return f"'{side}' … '{other}'"
    return ""


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """Each slot the sentence fills with another value: (slot, code, words)."""
    found = [("defends", "LP708", _defended(sentence)),
             ("representative", "LP708", _represented(sentence))]
    return [f for f in found if f[2]]


__all__ = ["WHY", "slots"]
