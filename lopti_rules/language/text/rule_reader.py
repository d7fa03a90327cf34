"""Who settles a rule's reading or a dispute about it (issue 29, session 25): R-FAQ-5 and
R-SESSION-3 as a slot.

The cards name the readers of a kept rule and nobody else: its creator decides an edge
case when present (R-FAQ-5, R-CUSTOM-5); when the creator is absent the table decides by
majority, and without a majority the reading that changes base Lopti least holds
(R-SESSION-3). So a sentence that hands a rule's reading, a question or a dispute about it
to anyone else takes the table's say away, in any wording:

- **the absent creator's reading given away**: the creator gone, away or home, and
  someone settles what the rule means: a partner, a friend, the host, a role, or the
  creator themselves reached by a call ("if I leave, my partner decides in my place",
  "Kuralı koyan eve gitmişse ona telefon edilir, onun sözü geçerlidir", "创建者不在的时候，
  由他女朋友说了算"): the table's majority replaced by one person's word;
- **a proxy settling the reading**: someone outside the rule's creator and the table, by
  a word of kinship or company (a partner, a girlfriend, a friend, the host), said to
  decide a rule's meaning or a dispute about it ("Bei Streit über die Regel entscheidet
  meine Freundin").

Near misses stay clean: the table, its majority or a vote named as the reader ("if in
doubt the table votes", "由大家投票多数决定"), the rule card read, the cards' least change,
a call with no say in it ("call the creator to say goodnight"), a denial ("nobody speaks
for an absent creator"), and the creator deciding while present (R-FAQ-5's own value).
language/text/procedure_world.py asks :func:`slots` with its own.
"""

from __future__ import annotations

from .denial_lexicon import DENIED, NOBODY_ZH, ZH_NOT
from .textnorm import Sentence, any_of, clause_texts, has_cjk, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"absent reader": ("an absent creator's rule is read by the table's majority, then by the "
                         "reading that changes base Lopti least; nobody speaks for the creator; "
                         "R-SESSION-3, R-FAQ-5")}

#: the rule's creator named, or the creator speaking ("if I leave", "wenn ich gehe")
_CREATOR = any_of(
    r"\bcreator\w*", r"\bmaker\b", r"\binventor\b", r"\bauthor\b", r"\bwhoever (?:made|wrote|"
    r"invented)\b", r"\bi\b", r"\bi'm\b", r"\bmy rule\b", r"\berfinder\w*", r"\burheber\w*",
    r"\bsch(?:o|ö)pfer\w*", r"\bersteller\w*", r"\bich\b", r"\bmaker\b", r"\bbedenker\b",
    r"\buitvinder\b", r"\bik\b", r"\bkural(?:i|ı) (?:koyan|yapan|getiren|icat eden)\b",
    r"\bkural(?:i|ı)n sahibi\b", r"\byarat(?:i|ı)c(?:i|ı)\w*", r"\bben\b", r"\w+(?:sem|sam)\b",
    r"创建者|創建者|制定者|发明者|發明者|作者|定规则的人|定規則的人|立规则的人|规则的主人|"
    r"規則的主人|我")
#: gone: away, absent, home, left, not at the table
_ABSENT = any_of(
    r"\b(?:is|are|has|have|was)? ?(?:away|absent|gone|left)\b", r"\bleaves?\b",
    r"\bgo(?:es|ne)? home\b", r"\bwent home\b", r"\bnot (?:here|there|around|at the table|"
    r"present|with us)\b", r"\bnicht (?:da|hier|anwesend|mehr da|am tisch)\b", r"\bweg\b",
    r"\bgegangen\b", r"\babwesend\b", r"\bnach hause\b", r"\bgehe\b",
    r"\bafwezig\b", r"\ber niet\b", r"\bniet (?:hier|aanwezig|meer)\b", r"\bnaar huis\b",
    r"\bvertrokken\b", r"\bvertrekt\b", r"\byoksa\b", r"\bgitti\w*", r"\bgitmi(?:s|ş)\w*",
    r"\bgidersem\b", r"\bgiderse\b", r"\bayr(?:i|ı)l\w*", r"\beve git\w*",
    r"\b(?:burada|masada) de(?:g|ğ)il\w*", r"\bgelmediyse\b", r"\bgelmezse\b",
    r"不在|走了|离开|離開|回家|缺席|没来|沒來|先走")
#: deciding, settling, the last word, a word that counts
_SETTLES = any_of(
    r"\bdecides?\b", r"\bdecided by\b", r"\bsettles?\b", r"\bsettled by\b", r"\brules? on\b",
    r"\bhas the (?:final |last )?say\b", r"\b(?:word|answer|say) (?:counts|goes|is final|"
    r"is law|stands|holds)\b", r"\bthe (?:final|last) word\b", r"\bentscheid\w*",
    r"\bbestimmt\b", r"\b(?:wort|antwort) gilt\b", r"\bdas (?:letzte )?wort\b",
    r"\bbeslis\w*", r"\bbepaalt\b", r"\b(?:woord|antwoord) (?:geldt|telt|is wet)\b",
    r"\bhet laatste woord\b", r"\bkarar\w*", r"\bbelirler\b", r"\bdedi(?:g|ğ)i olur\b",
    r"\bs(?:o|ö)z(?:u|ü)\w* ge(?:c|ç)\w*", r"\bsoz(?:u|ü) ge(?:c|ç)\w*",
    r"\bsays? (?:what|how)\b", r"\bexplains?\b", r"\bdo (?:what|whatever) (?:they|he|she) "
    r"says?\b", r"\bwhat (?:they|he|she) says? goes\b", r"\bsagt\b.{0,30}\b(?:wie|was)\b",
    r"\berkl(?:a|ä)rt\b", r"\b(?:was|wie) (?:er|sie) sagt\b", r"\bzegt\b.{0,30}\b(?:wat|hoe)\b",
    r"\blegt\b.{0,30}\buit\b", r"\b(?:wat|hoe) (?:hij|zij|ze) zegt\b", r"\ba(?:c|ç)(?:i|ı)klar\b",
    r"\bderse o olur\b",
    r"说了算|說了算|决定|決定|为准|為準|拍板|定夺|定奪|裁定|做主|裁决|裁決|解释|解釋|听他的|聽他的|"
    r"按他说的|按他說的")
#: what is settled: a rule's meaning, a question, a doubt, a dispute
_MATTER = any_of(
    r"\bmean\w*", r"\binterpret\w*", r"\bunclear\b", r"\bdoubt\w*", r"\bquestions?\b",
    r"\bdisput\w*", r"\bargument\w*", r"\bdisagree\w*", r"\bedge case\w*", r"\bambigu\w*",
    r"\bgemeint\b", r"\bbedeut\w*", r"\bausleg\w*", r"\bunklar\w*", r"\bzweifel\w*",
    r"\bstreit\w*", r"\bfrage\w*", r"\bbedoel\w*", r"\bbetekent\b", r"\bbetekenis\b",
    r"\buitleg\w*", r"\bonduidelijk\w*", r"\btwijfel\w*", r"\bruzie\b", r"\bonenigheid\b",
    r"\bdiscussie\w*", r"\bgeschil\w*", r"\bne demek\b", r"\banlam\w*", r"\byorum\w*",
    r"\bbelirsiz\w*", r"\b(?:s|ş)(?:u|ü)phe\w*", r"\bsoru\w*", r"\btart(?:i|ı)(?:s|ş)\w*",
    r"\banla(?:s|ş)mazl\w*",
    r"意思|理解|解释|解釋|含义|含義|疑问|疑問|争议|爭議|分歧|问题|問題|不清楚|怎么算|怎麼算")
#: a call to someone away: the phone, a message
_CALL = any_of(
    r"\bphon\w*", r"\bcall (?:them|him|her)\b", r"\bring (?:them|him|her)\b",
    r"\btext (?:them|him|her)\b", r"\bmessage (?:them|him|her)\b", r"\banruf\w*",
    r"\bruf\w*\b.{0,20}\ban\b", r"\btelefon\w*", r"\bbell\w*\b.{0,20}\bop\b", r"\bbellen\b",
    r"\bapp(?:en|t)\b", r"\b(?:onu|ona) ara\w*", r"\bmesaj\w*",
    r"打电话|打電話|电话|電話|微信|发消息|發消息")
#: someone beside the creator and the table by kinship or company: a proxy
_PROXY = any_of(
    r"\bpartner\w*", r"\bgirlfriend\b", r"\bboyfriend\b", r"\bwife\b", r"\bhusband\b",
    r"\bfriend\b", r"\bhost\w*", r"\bspouse\b", r"\bbrother\b", r"\bsister\b", r"\bmother\b",
    r"\bfather\b", r"\bneighbou?r\b", r"\bdeputy\b", r"\bproxy\b", r"\bstand-?in\b",
    r"\bfreundin\b", r"\bfreund\b", r"\bfrau\b", r"\bmann\b", r"\bgastgeber\w*",
    r"\bstellvertret\w*", r"\bvertreter\w*", r"\bvriendin\b", r"\bvriend\b", r"\bvrouw\b",
    r"\bgastheer\b", r"\bgastvrouw\b", r"\bplaatsvervanger\b", r"\bvervanger\b",
    r"\bk(?:i|ı)z arkada(?:s|ş)\w*", r"\berkek arkada(?:s|ş)\w*", r"\barkada(?:s|ş)\w*",
    r"\be(?:s|ş)i\b", r"\bev sahib\w*", r"\bvekil\w*", r"\btemsilci\w*",
    r"女朋友|男朋友|朋友|老婆|老公|妻子|丈夫|主人|东道主|東道主|代理人|代表")
#: a rule named: a dispute about the music is no reading of the rule book
_RULE = any_of(r"\brules?\b", r"\bregel\w*", r"\bkural\w*", r"规则|規則")
#: the table as the reader: the official value said (its majority, a vote, everyone, the
#: least change, the rule card)
_TABLE = any_of(
    r"\btable\b", r"\bmajorit\w*", r"\beveryone\b", r"\beverybody\b", r"\ball of us\b",
    r"\bvot\w*", r"\bleast\b", r"\brule card\b", r"\btisch\w*", r"\bmehrheit\w*", r"\balle\b",
    r"\babstimm\w*", r"\bstimm\w*", r"\bam wenigsten\b", r"\btafel\b", r"\bmeerderheid\b",
    r"\biedereen\b", r"\bstem\w*", r"\bminst\w*", r"\bmasa\w*", r"\b(?:c|ç)o(?:g|ğ)unlu\w*",
    r"\bherkes\w*", r"\boy\w*", r"\ben az\b",
    r"大家|所有人|全桌|多数|多數|投票|表决|表決|最少|规则卡|規則卡")
_ZH_DENIED = any_of(ZH_NOT, NOBODY_ZH)


def _settled_denied(sentence: Sentence) -> bool:
    """A denial in the clause that settles (the Chinese sentence whole, with its absence
    taken out: 不在, 没来 are no denial)."""
    if has_cjk(sentence.cjk):
        rest = sentence.cjk
        for word in ("不在", "不清楚", "没来", "沒來"):
            rest = rest.replace(word, "")
        return bool(_ZH_DENIED.search(rest))
    return any(_SETTLES.search(c) and DENIED.search(c) for c in clause_texts(sentence))


def reader(sentence: Sentence) -> str:
    """The words of a rule's reading or a dispute handed to someone but the table, or ""."""
    settles = matched(_SETTLES, sentence)
    if not settles or matched(_TABLE, sentence) or _settled_denied(sentence):
        return ""
    absent, creator = matched(_ABSENT, sentence), matched(_CREATOR, sentence)
    matter, proxy = matched(_MATTER, sentence), matched(_PROXY, sentence)
    if absent and creator:  # the creator gone: anyone's word but the table's, or a call
        by = proxy or matched(_CALL, sentence)
        if by or matter:
            return " … ".join(f"'{w}'" for w in dict.fromkeys((absent, by or matter, settles)))
        return ""
    if proxy and matter and matched(_RULE, sentence):  # a partner settles what a rule means
        return f"'{proxy}' … '{settles}' … '{matter}'"
    return ""


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    words = reader(sentence)
    if not words:
        return []
    absent = matched(_ABSENT, sentence) and matched(_CREATOR, sentence)
    return [("absent reader" if absent else "reader", "LP709", words)]


__all__ = ["WHY", "reader", "slots"]
