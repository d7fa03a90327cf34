"""Who stands for a side in Roshambo (issue 29, session 22): R-ROSHAMBO-1 and -3 as slots.

- **nobody defends** (R-ROSHAMBO-1): if nobody will defend the rule, the change passes. A
  sentence in which nobody defends and the rule stays, is kept or the change fails puts
  another value there (LP708); "nobody defends, the change passes" is the card's own.
- **a side's representative** (R-ROSHAMBO-3): a side that cannot pick one holds a knockout
  among its members, one decided round a pairing. A representative given by a role, a
  coin, a die or lots instead ("the dealer plays for them", "a coin decides who plays for
  them") is another value (LP708); the side picking its own, or its knockout, is clean.
- **the creator's stand-in** (R-ROSHAMBO-1, session 30 second round): the creator plays
  in person; only when the creator is absent do the supporters pick a representative. A
  creator (or the speaker, the rule's author) who picks or sends someone to throw in their
  place ("I pick whoever I like to throw for me", "der Erfinder schickt jemanden, der für
  ihn spielt", "kuralı koyan yerine istediğini gönderir", "发明者可以找别人替他猜拳") changes
  the procedure (LP708); throwing in person, or the supporters picking for an absent
  creator, is the card's own.

Read by meaning in the five languages; language/text/procedure_world.py asks
:func:`slots` with its own.
"""

from __future__ import annotations

import re

from .denial_lexicon import DENIED
from .textnorm import Sentence, any_of, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"defends": "if nobody will defend the rule, the change passes; R-ROSHAMBO-1, R-VOTE-8",
       "representative": ("a side that cannot pick its representative holds a knockout among "
                          "its members; R-ROSHAMBO-3, R-VOTE-8"),
       "stand-in": "its creator defends a rule, R-ROSHAMBO-1; R-VOTE-8"}


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


#: Roshambo named by its game
_ROSHAMBO = any_of(
    r"\broshambo\b", r"\brock,? paper,? (?:and )?scissors\b",
    r"\bschere,? stein,? (?:und )?papier\b",
    r"\bstein,? schere,? (?:und )?papier\b", r"\bschnick,? schnack,? schnuck\b",
    r"\bsteen,? papier,? (?:en )?schaar\b", r"\bschaar,? steen,? (?:en )?papier\b",
    r"\btas,? kagit,? (?:ve )?makas\b", r"\bkagit,? tas,? (?:ve )?makas\b",
    r"石头剪刀布|石頭剪刀布|剪刀石头布|剪刀石頭布|猜拳")
#: in the creator's place: for me, in my place, for the creator
_FOR_CREATOR = any_of(
    r"\b(?:plays?|throws?|stands?|goes|competes?|defends?) (?:it )?for me\b",
    r"\bin my (?:place|stead)\b",
    r"\bon my behalf\b", r"\binstead of me\b",
    r"\bfor (?:the|its|this rule s) (?:creator|maker|inventor)\b",
    r"\binstead of (?:the|its) (?:creator|maker|inventor)\b",
    r"\b(?:spiel|tritt|wirf|werf|knobel)\w* f(?:u|ü)r mich\b",
    r"\bf(?:u|ü)r mich (?:spiel|antritt|antreten|wirf|werf|knobel)\w*", r"\ban meiner stelle\b",
    r"\bstatt (?:meiner|mir)\b",
    r"\bf(?:u|ü)r (?:den|ihren) (?:erfinder|urheber)\b", r"\ban (?:seiner|ihrer) stelle\b",
    r"\bf(?:u|ü)r ihn (?:spielt|antritt)\b",
    r"\b(?:speel|gooi|speelt|gooit|spelen) voor mij\b", r"\bvoor mij (?:speel|gooi|spelen)\w*",
    r"\bin mijn plaats\b", r"\bnamens mij\b", r"\bin zijn plaats\b",
    r"\bvoor de (?:bedenker|uitvinder|maker)\b",
    r"\bbenim yerime\b", r"\byerime\b", r"\bkendi yerine\b",
    r"\b(?:yaratici\w*|kurali koyan\w*|mucid\w*) yerine\b",
    r"替我|代我|帮我出|幫我出|代替我|替他猜|替她猜|代替他|代替她|替发明者|替發明者|替创建者")
#: the creator named, and a place of theirs ("in their place", "für ihn", "onun yerine")
_CREATOR = any_of(r"\bcreator\b", r"\bmaker\b", r"\binventor\b", r"\berfinder\w*",
                  r"\burheber\w*", r"\bbedenker\b", r"\buitvinder\b", r"\byaratici\w*",
                  r"\bkurali koyan\w*", r"发明者|發明者|创建者|創建者|定规则的人|定規則的人")
_THEIR_PLACE = any_of(r"\bin (?:his|her|their) (?:place|stead)\b", r"\bfor (?:him|her|them)\b",
                      r"\bon (?:his|her|their) behalf\b", r"\bf(?:u|ü)r (?:ihn|sie)\b",
                      r"\ban (?:seiner|ihrer) stelle\b", r"\bvoor (?:hem|haar)\b",
                      r"\bin (?:zijn|haar) plaats\b", r"\b(?:onun )?yerine\b",
                      r"替他|替她|代替他|代替她|代他|代她")
#: someone else picked or sent: pick, choose, send, whoever, someone
_PICKED = any_of(
    r"\bpick\w*", r"\bchoos\w*", r"\bchose\w*", r"\bsends?\b", r"\bnam(?:e|es)\b",
    r"\bnominat\w*", r"\bappoint\w*", r"\bwhoever\b", r"\bsomeone\b", r"\bsomebody\b",
    r"\banyone\b", r"\bw(?:a|ä)hl\w*", r"\bbestimm\w*", r"\bschick\w*", r"\bjemand\w*",
    r"\bsucht?\b", r"\bkies\w*", r"\bstuur\w*", r"\bwijst\b", r"\biemand\b",
    r"\bsec\w*", r"\bgonder\w*", r"\bbirini\w*", r"\bistedi\w*", r"\bkimi\b",
    r"指定|选|選|派|找|谁|誰|别人|別人|朋友")
#: the card's own case: the creator absent, the supporters picking
_ABSENT = any_of(r"\babsent\b", r"\bnot (?:here|there|at the table)\b", r"\baway\b",
                 r"\bgone\b", r"\bnicht da\b", r"\babwesend\b", r"\bweg\b", r"\bafwezig\b",
                 r"\ber niet\b", r"\byoksa\b", r"\byoksam\b", r"\bgitti\w*", r"不在|走了|缺席")


def _stand_in(sentence: Sentence) -> str:
    """A stand-in the creator or the speaker picks to throw Roshambo in their place."""
    game, place = matched(_ROSHAMBO, sentence), matched(_FOR_CREATOR, sentence)
    if not place and matched(_CREATOR, sentence):
        place = matched(_THEIR_PLACE, sentence)
    picked = matched(_PICKED, sentence)
    if not (game and place and picked):
        return ""
    if matched(_ABSENT, sentence) and matched(_SIDE, sentence) != game:
        return ""  # "if I am absent, my supporters pick someone": R-ROSHAMBO-1's own
    if matched(DENIED, sentence):
        return ""  # "nobody throws for me"
    return f"'{game}' … '{picked}' … '{place}'"


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
             ("representative", "LP708", _represented(sentence)),
             ("stand-in", "LP708", _stand_in(sentence))]
    return [f for f in found if f[2]]


__all__ = ["WHY", "slots"]
