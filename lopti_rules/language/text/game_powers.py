"""A power over the game's own procedure put in one person's hands (session 42, novel42b).

The cards give the table's procedures to nobody in particular: a rule holds for the whole
session as it was announced (R-CUSTOM-1), only the rule vote changes, pauses or removes it
(R-VOTE-1, R-VOTE-4), only the first player out invents a rule (R-WIN-3), everyone votes
and the count is the table's (R-VOTE-2), and every player plays from the same counts of
cards (R-DRAW-1). A text that hands one of these to one person claims authority over the
rules or favours a standing, whatever the procedure it names. Four ideas, each read by
concept over a sentence's folded text in the five languages:

- **a rule's force or text held by one** (LP709): a rule switched on and off ("the
  creator decides whether this rule is on or off", "Der Champion schaltet diese Regel ein
  und aus", "Şampiyon bu kuralı istediği zaman açıp kapatır", "冠军想什么时候停用这条规则"),
  reworded ("the champion may reword any house rule in the notebook", "De regels worden
  door de laatste winnaar aangepast", "冠军可以随意改写家规"), or made what one person
  writes down ("whatever the last winner writes in the rule book is the rule",
  "规则本上写的以上一局赢家写的为准"), with a person holding it (the creator, a standing, a
  role, the speaker). The vote named, a denial, or the wording kept "as announced" is the
  cards' own (:func:`rule_force`);
- **a new rule invented by someone who did not win** (LP709): a verb of inventing a new or
  next rule with another role as its inventor, or "instead of the winner", "whoever wins"
  ("the dealer also invents a new rule every round", "Die neue Regel denkt sich der
  Champion aus, egal wer die Runde gewinnt", "不管谁赢，新规则都由冠军来定"); "only the
  winner invents" and ideas suggested stay clean (:func:`invented_by_other`);
- **the rule vote counted unseen** (LP707): the votes counted or read by one person alone,
  out of sight, in secret ("the champion reads the slips alone and announces the result",
  "De stemmen worden door de laatste winnaar buiten het zicht geteld", "票由上一局赢家背着
  大家数"); hands counted aloud are the table's own (:func:`counted_unseen`);
- **a licence to mislead** (LP716): one standing or the speaker allowed to give a false
  answer about the game ("the champion may give a false number", "Der letzte Gewinner darf
  flunkern", "Son kazanan yalan söyleyebilir", "冠军可以报一个假数"); everyone answering
  truthfully, a licence denied, or one shared by all is none (:func:`misleads`).

Questions and the cards' own sentences (quotes) lay nothing down.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import language
from .next_rule import WHY as WHY_INVENT  # one rule a win (report/textwords.py)
from .standing_words import (
    GRANTED,
    LOSER,
    LOSER_ZH,
    ROLE,
    ROLE_ZH,
    SPEAKER,
    STANDING,
    STANDING_ZH,
    TITLE,
    TITLE_ZH,
    folded_re,
)
from .textnorm import Reading, Sentence

#: (code, words, message)
Said = tuple[str, str, str]

#: why a rule's force is nobody's: catalog entries (report/textwords.py)
WHY_FORCE = ("a rule holds for the whole session as it was announced, R-CUSTOM-1; only the "
             "rule vote changes, pauses or removes it, R-VOTE-1, R-VOTE-4")
WHY_COUNT = ("everyone votes and everyone sees the count: a count one person keeps unseen is "
             "that person's say, R-VOTE-2, R-VOTE-8")

#: the creator by a noun alone: not creator_lexicon.FOLDED_RE, whose relative clauses
#: ("kuralı koyan", who laid down the rule) meet _RECORD's "kartlarda yazdığı gibi" (as
#: written on the cards, the cards' own wording) in two fair books (redteam-par38,
#: redteam-s31f): the record must learn that first (session 43)
_CREATOR_NOUN = (r"\b(?:creator|maker|author|erfinder\w*|urheber\w*|bedenker\w*|yaratici\w*)\b"
                 r"|创造者|創造者|作者")
#: one person who could hold a power: the creator, a standing, a role, the speaker
#: (text/standing_words.py's words)
_PERSON = folded_re(SPEAKER, STANDING, LOSER, ROLE, zh=("我", *STANDING_ZH, *LOSER_ZH, *ROLE_ZH),
                    more=_CREATOR_NOUN)
#: the table, the vote, the majority: the cards' own holders
_TABLE = re.compile(
    r"\b(?:vote\w*|voting|majority|everyone|everybody|all players|whole table|together|"
    r"abstimm\w*|regelabstimmung|mehrheit|alle spieler|gemeinsam|"
    r"stemming\w*|regelstemming|meerderheid|iedereen|samen|"
    r"oylama\w*|cogunluk\w*|herkes\w*|birlikte)\b"
    r"|投票|表决|表決|多数|多數|大家|所有人|全桌")
#: a denial or a prohibition of the power
_DENIED = re.compile(
    r"\b(?:not|never|no one|nobody|cannot|niemand|nicht|nie|niemals|kein\w*|niet|nooit|"
    r"geen|kimse|asla|hicbir|(?:can|don|won|doesn|mustn|shouldn)['’ ]?t)\b"
    r"|\w+(?:amaz|emez|mamali|memeli)\b"
    r"|不能|不可以|不准|不许|不許|不得|禁止|谁都不|誰都不|没有人|沒有人|不再")
#: a rule named: this rule, a house rule, the rule book
_RULE = re.compile(r"\b(?:rules?|rule book|rulebook|\w*regel\w*|kural\w*)\b|规则|規則|家规|家規")

#: a rule switched on and off, or said to count only when one person wants it
_TOGGLE = re.compile(
    # the rule (or "it") the object of the switch, in the switch's own words
    r"\b(?:switch|switches|switched|turn|turns|turned) (?:(?:this|the|that|any|a|every|"
    r"their|his|her|my) )?(?:\w+ )?(?:rules? (?:\w+ ){0,3}|it )(?:on|off)\b|"
    r"\b(?:switch|switches|switched|turn|turns|turned) (?:on|off) (?:(?:this|the|that|any|"
    r"a|every) )?(?:\w+ )?rules?\b|"
    r"\brules? (?:\w+ ){0,3}(?:on or off|off or on|on and off)\b|"
    r"\bwhether (?:this|the) (?:house )?rule (?:is on|is off|applies|holds|counts)\b|"
    r"\bonly (?:counts|applies|holds) in (?:the )?rounds? (?:\w+ ){1,3}"
    r"(?:chooses|choose|picks|pick|wants|want|says|say)\b|"
    r"\bschalte\w* (?:(?:diese|die|jede|eine) )?(?:\w*regel\w*|sie|ihn|es) (?:\w+ ){0,4}"
    r"(?:ein|an|aus)\b|\b(?:\w*regel\w*|sie) (?:\w+ ){0,4}(?:ausschalt\w*|ausgeschaltet|"
    r"abschalt\w*|abgeschaltet|einschalt\w*|deaktivier\w*)|"
    r"\bregel\w* (?:\w+ ){0,3}(?:ein|an) und aus\b|"
    r"\bob (?:diese|die) (?:\w+ )?regel gilt(?: oder nicht)?\b|"
    r"\bzet\w* (?:(?:deze|de|die|elke|een) )?(?:\w*regel\w*|hem|het) (?:\w+ ){0,4}"
    r"(?:aan|uit)\b|\b(?:\w*regel\w*|hem) (?:\w+ ){0,4}(?:uitzet\w*|uitgezet|"
    r"uitschakel\w*|aanzet\w*|pauzeer\w*)|\bregel\w* (?:\w+ ){0,3}aan (?:en|of) uit\b|"
    r"\bof (?:deze|de) (?:\w+ )?regel (?:geldt|telt)(?: of niet)?\b|"
    r"\bkural(?:i|lari) (?:\w+ ){0,4}(?:acip kapat\w*|ac\w* (?:ve|veya|ya da) kapat\w*|"
    r"kapat\w*|devre disi\w*|askiya al\w*)|\bgecerli olup olmadig\w*"
    r"|(?:规则|規則)[^，,；;。]{0,8}(?:开还是关|開還是關|开或关|開或關|有没有效|有沒有效)"
    r"|(?:停用|启用|啟用|关掉|關掉|关闭|關閉|停掉|暂停|暫停)(?:这|這|本)(?:条|條)?(?:规则|規則)"
    # the rule itself paused ("让这条规则暂停一局"), not the rounds before it ("这条规则之前的局")
    r"|(?:这|這|本)(?:条|條)?(?:规则|規則)(?:[^，,；;。之以前局]{0,4})(?:暂停|暫停|关掉|關掉|停掉|停用|失效)")

#: a rule reworded, rewritten, corrected
_REWRITE = re.compile(
    r"\b(?:rewrite\w*|rewrote|rewritten|reword\w*|rephrase\w*|"
    r"(?:edit|amend)\w* (?:\w+ ){0,3}(?:rules?|rule sheet|rule book|wording)|"
    r"correct\w* (?:the|this) (?:rules?|rule sheet|rule book|wording)|"
    r"(?:fix|fixes|change|changes|correct|corrects) the wording|"
    r"umschreib\w*|umgeschrieben|schreib\w* (?:\w+ ){1,8}um|umformulier\w*|"
    r"formulier\w* (?:\w+ ){1,8}um|"
    r"herschrijf\w*|herschrijven|herschrev\w*|aangepast\w*|aanpass\w*|"
    r"past (?:\w+ ){1,8}aan|herformuleer\w*|herformuler\w*|"
    r"yeniden yaz\w*|kural(?:i|lari|ini|larini|in) (?:\w+ ){0,3}(?:de[gğ]i[sş]tir\w*|"
    r"d[uü]zelt\w*))\b"
    r"|改写|改寫|修改|改动|改動|重写|重寫|随意改|隨意改")
#: what one person writes down made the rule
_RECORD = re.compile(
    r"\bwhatever (?:\w+ ){1,4}(?:writes|write|notes down|writes down)\b|"
    r"\bwas (?:\w+ ){1,4}(?:schreibt|aufschreibt|eintragt|einträgt)\b|"
    r"\bwat (?:\w+ ){1,4}(?:schrijft|opschrijft|noteert)\b|"
    r"\b\w+ yazdig\w*|\byazdiklari\w*"
    r"|写的为准|寫的為準|写的算数|寫的算數|写的就是规则")
#: the wording kept as announced: the record, not a rewrite
_AS_ANNOUNCED = re.compile(
    r"\bas (?:\w+ ){0,3}announced\b|\bexactly as\b|\bwie (?:\w+ ){0,4}angesagt\b|"
    r"\bgenau so\b|\bzoals (?:\w+ ){0,4}aankondig\w*|\bprecies zoals\b|\bilan ettigi gibi\b|"
    r"照.{0,6}原话|照.{0,6}宣布")


def _denied(text: str, *said: re.Pattern[str]) -> bool:
    """Whether ``text`` denies, once the words of the reading itself are taken out ("ob
    diese Regel gilt oder nicht", "kimse görmeden" deny nothing)."""
    for pattern in said:
        text = pattern.sub(" ", text)
    return _DENIED.search(text) is not None


def rule_force(sentence: Sentence, whole: str = "") -> Said | None:
    """A rule's force or text held by one person (the module text): LP709."""
    text = sentence.folded
    if _TABLE.search(text) or _denied(text, _TOGGLE) or not _RULE.search(text):
        return None
    power = _TOGGLE.search(text) or _REWRITE.search(text)
    if power is None and not _AS_ANNOUNCED.search(text):
        power = _RECORD.search(text)
    who = _PERSON.search(text)
    if power is None or who is None:
        return None
    words = f"'{who.group(0)}' … '{power.group(0)}'"
    return ("LP709", words, f"free text claims authority over the rules: {words} "
                            f"({WHY_FORCE})")


#: inventing a rule
_INVENT = re.compile(
    r"\b(?:invent\w*|make up|makes up|made up|come up with|comes up with|thinks? up|"
    r"devise\w*|erfind\w*|erfunden|ausdenk\w*|ausgedacht|denk\w* (?:\w+ ){1,8}aus|"
    r"bedenk\w*|bedacht|verzin\w*|verzon\w*|uydur\w*|icat\w*|koyar|koysun|koyacak\w*)\b"
    r"|发明|發明|想出|来定|來定|定新规则|出新规则")
#: a new or next rule
_NEW_RULE = re.compile(
    r"\b(?:new|next|another|extra|second) (?:house )?rules?\b|"
    r"\b(?:neue\w*|nachste\w*|weitere\w*|zusatzliche\w*|zweite\w*) (?:\w+ )?regel\w*|"
    r"\b(?:nieuwe|volgende|extra|tweede) (?:\w+ )?regel\w*|"
    r"\b(?:yeni|sonraki|ikinci) (?:bir )?kural\w*"
    r"|新规则|新規則|下一条规则|下一條規則|新的规则|一条新规则|一條新規則")
#: the winner as the one inventor: the card (R-WIN-3)
_ONLY_WINNER = re.compile(
    r"\b(?:only|just) the winner\b|\bnur (?:der|die) (?:gewinner|sieger)\w*|"
    r"\balleen de winnaar\b|\b(?:yalnizca|sadece|yalniz) kazanan\w*|"
    r"只有(?:赢家|贏家)|只有赢的")
#: the inventor set apart from the winner
_NOT_THE_WINNER = re.compile(
    r"\binstead of the winner\b|\bwhoever wins\b|\bno matter who wins\b|"
    r"\bjust like the winner\b|\bas well as the winner\b|"
    r"\b(?:statt|anstelle) (?:des|der) (?:gewinner|sieger)\w*|\begal wer\b|"
    r"\bgenau wie (?:der|die) gewinner\w*|\bwie (?:\w+ ){0,4}ook wint\b|"
    r"\bin plaats van de winnaar\b|\bnet als de winnaar\b|"
    r"\bkazanan yerine\b|\bkim kazanirsa kazansin\b|\bkazanan gibi\b"
    r"|不管谁赢|不管誰贏|无论谁赢|無論誰贏|跟赢家一样|跟贏家一樣|代替赢家|代替贏家")
#: the new rules said to hold for all, a standing too ("gelten für alle gleich, auch für den
#: Champion"): the standing is whom they bind, not who invents (session 45)
_FOR_ALL_BY = {"en": r"\bfor (?:everyone|all players)\b", "de": r"\bf(?:u|ü)r alle\b",
               "nl": r"\bvoor iedereen\b", "tr": r"\bherkese\b", "zh": r"对所有人|對所有人"}
_FOR_ALL = re.compile("|".join(_FOR_ALL_BY.values()))
#: another inventor: a role or standing that is not "the winner" (text/standing_words.py)
_OTHER_INVENTOR = folded_re(TITLE, LOSER, ROLE, zh=(*TITLE_ZH, *LOSER_ZH, *ROLE_ZH),
                            more=r"\bwhoever (?:picked|picks|has|holds|lost|drew)\b")


def about_new_rule(folded: str) -> bool:
    """Whether a text is about inventing the new rule ("only the winner invents a new rule;
    the others may suggest ideas", "只有赢家发明新规则，其他人可以出主意"): its say is the
    procedure readers' (this module, next_rule.py, basegame.py), and the help or favour it
    names is with the rule, not with play (text/insight.py, text/favour_shape.py)."""
    return _INVENT.search(folded) is not None and _NEW_RULE.search(folded) is not None


def invented_by_other(sentence: Sentence, whole: str = "") -> Said | None:
    """A new rule invented by someone who did not win (the module text): LP709."""
    text = sentence.folded
    invent, rule = _INVENT.search(text), _NEW_RULE.search(text)
    if invent is None or rule is None or _ONLY_WINNER.search(text) \
            or _denied(text, _NOT_THE_WINNER) \
            or re.search(r"\bvote\w*|\babstimm\w*|\bstemming\w*|\boylama\w*|投票|表决", text) \
            or _FOR_ALL.search(text):
        return None
    who = _NOT_THE_WINNER.search(text)
    if who is not None and who.group(0) == "whoever wins" \
            and not text[who.end():invent.start()].strip():
        who = None  # "whoever wins invents one new rule": the winner is the inventor
    who = who or _OTHER_INVENTOR.search(text)
    if who is None:
        return None
    words = f"'{who.group(0)}' … '{invent.group(0)}' … '{rule.group(0)}'"
    return ("LP709", words, f"free text claims authority over the rules: {words} "
                            f"({WHY_INVENT})")


#: the votes or the slips they are written on
_VOTES = re.compile(
    r"\b(?:votes?|ballots?|voting|stimmen|stimmzettel\w*|\w*abstimmung\w*|stemmen|"
    r"stembriefje\w*|\w*stemming\w*|oy|oylar\w*|oylari\w*|oyu|oylama\w*)\b|票")
#: counted or read
_COUNTED = re.compile(
    r"\b(?:count\w*|tall\w*|reads?|opens?|zahl\w*|zählt|ausgezahlt|ausgezählt|liest|lesen|"
    r"telt|tellen|geteld|leest|lezen|okur\w*|say(?:il|ar|im|ip|ma)\w*|cast|announc\w*|"
    r"verkundet|"
    r"verkündet|ergebnis|uitslag|sonuc\w*)\b|数|數|计票|計票|唱票|宣布|结果|結果")
#: alone, unseen, in secret
_UNSEEN = re.compile(
    r"\b(?:alone|out of sight|behind (?:the|a) screen|behind \w+ back|unseen|in secret|"
    r"secretly|privately|in private|unobserved|by (?:him|her|them)sel(?:f|ves)|"
    r"without (?:anyone|anybody) (?:seeing|watching|looking)|"
    r"allein|unbeobachtet|heimlich|im geheimen|verdeckt|ohne dass (?:es )?jemand \w+|"
    r"alleen(?! (?:de|het|een|als|wie|wat|maar)\b)|buiten (?:het )?zicht|stiekem|"
    r"in het geheim|onbespied|zonder dat iemand \w+|"
    r"tek basina|kimse g[oö]rmeden|gizlice|gizli|kimseye g[oö]stermeden|"
    # the one who alone sees or knows the count ("only the champion knows", "als enige")
    r"only (?:the )?(?:\w+ ){1,2}(?:knows?|sees?)|nur (?:der|die) \w+ (?:wei[sß]|sieht)|"
    r"als (?:enige|einzige\w*)|alleen de \w+ (?:weet|ziet)|"
    r"(?:yaln[iı]zca|sadece) \w+ (?:bilir|g[oö]r[uü]r))\b"
    r"|一个人(?:看|数|數)|一個人(?:看|數)|独自|獨自|背着|背著|偷偷|私下|暗中|不让别人看|不讓別人看"
    r"|只有\w{1,6}(?:知道|看得到|看到)")
#: counted in the open: the table's own count
_OPEN = re.compile(
    r"\b(?:aloud|out loud|openly|in front of (?:everyone|all)|for all to see|laut|offen|"
    r"vor allen|hardop|openlijk|voor iedereen|y[uü]ksek sesle|herkesin [oö]n[uü]nde|acikca)\b"
    r"|大声|大聲|当众|當眾|公开|公開")


def counted_unseen(sentence: Sentence, whole: str = "") -> Said | None:
    """The rule vote counted unseen by one person (the module text): LP707. The votes may
    be named in the sentence before ("everyone hands the champion a slip; the champion
    reads them alone")."""
    text = sentence.folded
    votes = _VOTES.search(text) or _VOTES.search(whole)
    if votes is None or _OPEN.search(text) or _denied(text, _UNSEEN):
        return None
    counted, unseen = _COUNTED.search(text), _UNSEEN.search(text)
    if counted is None or unseen is None:
        return None
    words = f"'{votes.group(0)}' … '{counted.group(0)}' … '{unseen.group(0)}'"
    return ("LP707", words, f"free text changes the rule vote: {words} ({WHY_COUNT})")


#: a false answer about the game
_LIE = re.compile(
    r"\b(?:(?:lie|lies|lying|lied) (?:about|to)|tell\w* (?:a )?lies?|fib|fibs|falsely|"
    r"untruthfully|"
    r"(?:false|wrong|untrue) (?:number|count|answer)s?|"
    r"any number (?:\w+ ){0,2}(?:likes?|wants?|pleases?)|"
    r"lugen|lügen|lugt|lügt|flunker\w*|schwindel\w*|falsche (?:zahl|anzahl|antwort)\w*|"
    r"beliebige zahl|gelogen|jokken|jokt|verkeerde? (?:getal|aantal|antwoord)\w*|"
    r"onjuist\w* (?:getal|aantal|antwoord)|"
    r"yalan\w*|yanlis (?:bir )?sayi\w*)\b"
    r"|谎|謊|假数|假數|瞎说|瞎說|乱报|亂報|虚报|虛報")
#: Dutch "liegen" (to lie), which in German is lying on the table
_LIE_NL = re.compile(r"\b(?:liegen|liegt|lieg)\b")
#: a licence
_MAY = re.compile(r"\b(?:may|can|allowed|free to|darf|durfen|dürfen|kann|mag|mogen|kan)\b|"
                  r"\w+(?:ebilir|abilir)\b|\bserbest\w*|可以|能|准")
#: everyone alike, no one set apart
_ALL = re.compile(r"\b(?:everyone|everybody|every player|all players|jeder|alle|iedereen|"
                  r"elke speler|herkes|her oyuncu)\b|大家|每个人|每個人|所有人")
_ELSE = re.compile(r"\b(?:else|other|others|anderen|andere|diger\w*|diğer\w*)\b|其他|其余|其餘")


def misleads(sentence: Sentence, whole: str = "") -> Said | None:
    """A licence to mislead held by one standing or the speaker (the module text): LP716."""
    text = sentence.folded
    lie = _LIE.search(text) or (_LIE_NL.search(text) if language(sentence) == "nl" else None)
    if lie is None or _MAY.search(text) is None:
        return None
    head = text[:lie.start()]
    if re.search(r"\b(?:not|nobody|no one|nicht|niemand|niet|kimse|hicbir)\b|"
                 r"\w+(?:amaz|emez)\b|不(?:可以|能|准|许|許)|不得|禁止|谁都不", head + " "
                 + text[lie.start():lie.end() + 12]):
        return None
    if _ALL.search(text) and not _ELSE.search(text):
        return None
    who = _PERSON.search(text)
    if who is None:
        return None
    words = f"'{who.group(0)}' … '{lie.group(0)}'"
    return ("LP716", words, GRANTED.format(words=words))


_READINGS = (rule_force, invented_by_other, counted_unseen, misleads)


def findings(reading: Reading, quotes: Sequence[bool], questions: Sequence[bool]
             ) -> list[Said]:
    """What ``reading``'s sentences hand one person of the game's procedure (the module
    text), each code once; the cards' own sentences and questions lay nothing down."""
    out: list[Said] = []
    for i, sentence in enumerate(reading.sentences):
        if (i < len(quotes) and quotes[i]) or (i < len(questions) and questions[i]):
            continue
        for read in _READINGS:
            said = read(sentence, reading.folded)
            if said is not None and said[0] not in {s[0] for s in out}:
                out.append(said)
    return out


__all__ = ["WHY_COUNT", "WHY_FORCE", "about_new_rule", "findings"]
