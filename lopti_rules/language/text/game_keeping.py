"""What belongs to the whole table held by one person (session 43, novel43b).

The cards leave the game's papers and its agenda with nobody in particular: the winner
announces the whole rule to the table (R-CUSTOM-1), a kept rule's edge case goes to its
creator or the table (R-FAQ-5), the table gets the round's rule vote and everyone in it
votes (R-VOTE-1, R-VOTE-2), only a rule's creator deletes it without a vote and a change
needs the vote (R-VOTE-4), and who won is what happened at the table: the first player
out (R-WIN-3). A text that puts one of these in one person's keeping hands that person
the table's say, whatever paper or step it names. Four ideas, each read by concept in
the five languages, a sentence with the one before it (a text split at ";" or after a
question keeps its subject there):

- **the written rules kept from the others** (LP709): the rule cards, the list of house
  rules, the written rules, the rule's wording, in one person's keeping (kept, locked
  away, in their pocket, ask them) and not open to the others ("the champion keeps the
  rule cards; the others may not read them", "Die Liste der Hausregeln schließt der
  Spitzenreiter weg", "规则卡和家规清单由冠军保管，别人不能看"), or told in a language only
  one person speaks ("in einer Sprache, die außer ihm niemand versteht", "geheimtaal",
  "只有他自己懂的语言"). Rules lying open, read by anyone, in a language all speak, are the
  cards' own (:func:`rules_kept`);
- **the record of wins kept and corrected by one** (LP716): the tally, the score sheet,
  who won, in one person's hand with a licence to correct it at will or with what they
  write counting whatever happened ("the champion keeps the tally and may correct it as
  they see fit", "wat hij opschrijft telt, ook als het anders ging", "写的算数"); a record
  the table checks together is none (:func:`record_kept`);
- **a rule struck or changed without the vote** (LP709): a person who may strike, delete,
  cross out or change any rule, others' rules, "without a vote" ("De kampioen mag elke
  huisregel schrappen, zonder stemming", "Şampiyon herhangi bir ev kuralını oylamasız
  silebilir"); the creator deleting their own rule is R-VOTE-4's (:func:`struck`);
- **the vote's agenda held by one** (LP707): only one person may propose a change to the
  vote, a change another proposes is not voted on ("Only the champion may put a proposal
  to the rule vote", "Een wijziging die de koploper niet heeft voorgesteld, komt niet in
  stemming"); anyone proposing is the cards' own (:func:`agenda`).

Each word list gives its words by language (text/tongues.py): a text of one decided
language reads only that language's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from . import tongues
from .game_powers import WHY_FORCE
from .standing_words import GRANTED
from .textnorm import Reading, Sentence
from .told_part import WHY as WHY_TOLD

#: (code, words, message)
Said = tuple[str, str, str]
#: language -> pattern ("" for every language's)
Tagged = dict[str, re.Pattern[str]]

#: why the vote's agenda is the table's: a catalog entry (report/textwords.py)
WHY_AGENDA = ("the table gets the round's rule vote and anyone may ask it for a change: a "
              "vote only one person may open is that person's say, R-VOTE-1, R-VOTE-2, "
              "R-VOTE-8")


def tagged(**by_language: str) -> Tagged:
    return {lang: re.compile(words) for lang, words in by_language.items()}


#: one person: the creator, a standing, a role, the speaker
PERSON = tagged(
    en=r"\b(?:i|me|creator|maker|author|champion|leader|last winner|previous winner|"
       r"dealer|host|scorekeeper|loser|owner of the rule)\b",
    de=r"\b(?:ich|mir|erfinder\w*|ersteller\w*|urheber\w*|spitzenreiter\w*|champion|"
       r"letzte\w* gewinner\w*|vorige\w* gewinner\w*|geber\w*|gastgeber\w*|ihm|ihn)\b",
    nl=r"\b(?:ik|kampioen\w*|koploper\w*|bedenker\w*|maker|laatste winnaar\w*|"
       r"vorige winnaar\w*|deler\w*|gastheer\w*|hem|hij)\b",
    tr=r"\b(?:ben|sampiyon\w*|yaratici\w*|son kazanan\w*|onceki kazanan\w*|dagitici\w*|"
       r"dagitan\w*|lider\w*|kuralin sahib\w*|kendisi\w*|onun)\b",
    zh=r"我|冠军|冠軍|创造者|創造者|上一局(?:的)?(?:赢家|贏家)|领先的人|領先的人|发牌的人|"
       r"發牌的人|他|她")
#: everyone, together, anyone: the table's own
OPEN = tagged(
    en=r"\b(?:everyone|everybody|anyone|anybody|all players|whole table|together|"
       r"the table (?:checks|reads|counts)|in the middle of the table|aloud|out loud)\b",
    de=r"\b(?:jeder|jede|alle|gemeinsam|zusammen|tischmitte|laut)\b",
    nl=r"\b(?:iedereen|ieder|allen|samen|midden op tafel|hardop)\b",
    tr=r"\b(?:herkes\w*|birlikte|masanin ortasin\w*|y[uü]ksek sesle)\b",
    zh=r"大家|所有人|谁都可以|誰都可以|每个人|每個人|桌子中间|一起|大声|大聲")


def lang_of(sentence: Sentence) -> str:
    return tongues.decided(tuple(t[0] for t in sentence.split))


def find(table: Tagged, text: str, lang: str) -> re.Match[str] | None:
    """The first of ``table``'s words read in a text of the decided ``lang``."""
    found = [m for tongue, pattern in table.items() if tongues.reads(tongue, lang)
             for m in [pattern.search(text)] if m is not None]
    return min(found, key=lambda m: m.start()) if found else None


# ---------------------------------------------------------------- the written rules
#: the game's written rules: the cards, the list of house rules, the rule's wording
WRITTEN = tagged(
    en=r"\b(?:rule cards?|list of (?:the )?(?:house )?rules|(?:house )?rule list|"
       r"written rules|rule ?book|rule sheet|wording|full text)\b",
    de=r"\b(?:regelkarte\w*|liste der (?:haus)?regeln|regelliste\w*|regelheft\w*|"
       r"regelbuch\w*|wortlaut\w*|geschriebenen regeln)\b",
    nl=r"\b(?:regelkaart\w*|lijst met (?:huis)?regels|regellijst\w*|regelboek\w*|"
       r"geschreven regels|tekst van de regel)\b",
    tr=r"\b(?:kural kart\w*|kurallari listes\w*|kural listes\w*|yazili kural\w*|"
       r"kural kitab\w*|tam metn\w*)\b",
    zh=r"规则卡|規則卡|家规清单|家規清單|规则清单|規則清單|规则本|規則本|写下来的规则|寫下來的規則|"
       r"规则书|規則書")
#: kept from the others: in one's keeping, locked away, not to be read, ask the keeper
WITHHELD = tagged(
    en=r"\b(?:(?:may|can)(?:not|'t)? (?:not )?(?:read|see|look at) (?:them|it)|"
       r"shown to (?:nobody|no one)|in (?:their|his|her|my) pocket|locks? (?:\w+ )?away|"
       r"ask (?:the|him|her|them|me)\b|kept by|keeps)\b",
    de=r"\b(?:nicht (?:lesen|sehen|ansehen|einsehen)|verwahrt|behalt\w*|behält|"
       r"schlie(?:ß|ss)t (?:\w+ ){0,4}weg|weggeschlossen|in (?:seiner|ihrer|meiner) tasche|"
       r"muss (?:ihn|sie|mich) fragen)\b",
    nl=r"\b(?:niet (?:lezen|zien|inzien|bekijken)|bewaart|houdt (?:\w+ ){0,4}achter|"
       r"achtergehouden|in (?:zijn|haar|mijn) zak|moet het (?:hem|haar|mij) vragen)\b",
    tr=r"(?:\bsaklar\b|\bsaklan\w*|okuyamaz\w*|g[oö]remez\w*|cebinde\w*|\w+ sorar\b)",
    zh=r"保管|别人不能看|別人不能看|不给别人看|不給別人看|口袋|去问|去問|锁起来|鎖起來")
#: a language only one person speaks, a private code
PRIVATE_TONGUE = tagged(
    en=r"\b(?:(?:language|code) only (?:they|he|she|i|the \w+) (?:speaks?|knows?|"
       r"understands?)|secret (?:language|code)|language (?:that )?nobody else (?:speaks|"
       r"understands))\b",
    de=r"\b(?:sprache, die au(?:ß|ss)er (?:ihm|ihr|mir) niemand (?:versteht|spricht)|"
       r"geheimsprache|geheimcode)\b",
    nl=r"\b(?:geheimtaal|geheime taal|taal die alleen (?:hij|zij|ik) (?:kent|spreekt|"
       r"verstaat))\b",
    tr=r"\b(?:(?:yalnizca|sadece) (?:kendisinin|onun|benim) (?:bildigi|anladigi|"
       r"konu[sş]tu[gğ]u) bir dil\w*|gizli (?:bir )?dil\w*)\b",
    zh=r"只有(?:他|她|我)(?:自己)?(?:懂|会|會|听得懂|聽得懂)的(?:语言|語言|话|話)|暗语|暗語|"
       r"密语|密語")
#: told so that not all follow: whispered, mumbled, rushed
MUFFLED = tagged(
    en=r"\b(?:whisper\w*|mumbl\w*|mutter\w*|quickly|very fast)\b",
    de=r"\b(?:fl(?:ü|u)ster\w*|murmel\w*|nuschel\w*|schnell)\b",
    nl=r"\b(?:fluister\w*|mompel\w*|snel)\b",
    tr=r"\b(?:f(?:i|ı)s(?:i|ı)ld\w*|m(?:i|ı)r(?:i|ı)ld\w*|h(?:i|ı)zl(?:i|ı)ca)\b",
    zh=r"小声|小聲|悄悄|嘀咕|飞快|飛快")
#: and never said again, never translated
NO_REPEAT = tagged(
    en=r"\b(?:(?:nobody|no one) may ask (?:\w+ ){0,2}to repeat|(?:never|not) (?:be )?"
       r"repeated|need not (?:repeat|translate)|won't repeat|does not repeat)\b",
    de=r"\b(?:nicht wiederholt|wiederholt (?:sie|es|ihn) nicht|(?:ü|u)bersetzt (?:sie|es|ihn) "
       r"nicht|nicht (?:ü|u)bersetzt)\b",
    nl=r"\b(?:niet herhaald|herhaalt (?:hem|het|ze) niet|vertaalt (?:hem|het|ze) niet|"
       r"niet vertaald)\b",
    tr=r"\b(?:tekrarlanmaz|tekrarlamaz|[cç]evirmez|[cç]evrilmez)\b",
    zh=r"不重复|不重複|不翻译|不翻譯|不再说|不再說")
#: a rule named
RULE = tagged(en=r"\brules?\b", de=r"regel", nl=r"regel", tr=r"\bkural\w*", zh=r"规则|規則")


def rules_kept(text: str, here: str, lang: str) -> Said | None:
    """The written rules kept from the others, or a rule told in one person's own
    tongue (the module text): LP709."""
    tongue = find(PRIVATE_TONGUE, here, lang)
    if tongue is None and find(NO_REPEAT, here, lang) is not None:
        tongue = find(MUFFLED, here, lang) or find(MUFFLED, text, lang)
    if tongue is not None and find(RULE, text, lang) is not None:
        words = f"'{tongue.group(0)}'"
        return ("LP709", words, f"free text claims authority over the rules: {words} "
                                f"({WHY_TOLD['told to all']})")
    written, held = find(WRITTEN, text, lang), find(WITHHELD, here, lang)
    who = find(PERSON, text, lang)
    if written is None or held is None or who is None or find(OPEN, here, lang):
        return None
    words = f"'{written.group(0)}' … '{who.group(0)}' … '{held.group(0)}'"
    return ("LP709", words, f"free text claims authority over the rules: {words} "
                            f"({WHY_TOLD['told to all']})")


# ---------------------------------------------------------------- the record of wins
#: the record of wins: a tally, a score sheet, who won
RECORD = tagged(
    en=r"\b(?:tally|tallies|score ?sheet|scorecard|list of (?:wins|winners)|who won|"
       r"record of (?:wins|winners))\b",
    de=r"\b(?:siegerliste\w*|punktezettel\w*|strichliste\w*|wer gewonnen hat|"
       r"liste der sieger\w*)\b",
    nl=r"\b(?:lijst met (?:overwinningen|winnaars)|scorebriefje\w*|scorelijst\w*|"
       r"wie (?:er )?gewonnen heeft|winnaars op)\b",
    tr=r"\b(?:galibiyet listes\w*|skor ka[gğ]id\w*|puan cetvel\w*|kimin kazandig\w*)\b",
    zh=r"谁赢|誰贏|记分纸|記分紙|记分表|記分表|胜负记录|勝負記錄")
#: corrected at will, or what one writes counting whatever happened
AT_WILL = tagged(
    en=r"\b(?:(?:correct|change|fix|edit)s? it as (?:they|he|she|i) (?:see|sees) fit|"
       r"as (?:they|he|she|i) (?:see|sees) fit|whatever (?:\w+ ){1,3}writes?|"
       r"what is written counts|whatever happened)\b",
    de=r"\b(?:nach eigenem ermessen|nach belieben|was (?:\w+ ){1,4}eintr(?:ä|a)gt|"
       r"was (?:\w+ ){1,4}(?:auf)?schreibt|auch wenn es anders gelaufen)\b",
    nl=r"\b(?:naar eigen (?:inzicht|goeddunken)|wat (?:\w+ ){1,3}opschrijft|"
       r"wat (?:\w+ ){1,3}schrijft|ook als het anders ging)\b",
    tr=r"\b(?:diledigi gibi (?:d[uü]zelt\w*|degistir\w*)|istedigi gibi (?:d[uü]zelt\w*|"
       r"degistir\w*)|yazdigi gecerli\w*|olan farkli olsa bile)\b",
    zh=r"想怎么改就怎么改|想怎麼改就怎麼改|随便改|隨便改|写的算数|寫的算數|写的为准|寫的為準|"
       r"实际怎样都不管|實際怎樣都不管")


def record_kept(text: str, here: str, lang: str) -> Said | None:
    """The record of wins kept and corrected by one (the module text): LP716."""
    record, will = find(RECORD, text, lang), find(AT_WILL, here, lang)
    who = find(PERSON, text, lang)
    if record is None or will is None or who is None or find(OPEN, here, lang):
        return None
    words = f"'{record.group(0)}' … '{who.group(0)}' … '{will.group(0)}'"
    return ("LP716", words, GRANTED.format(words=words))


# ---------------------------------------------------------------- rules struck
#: struck, deleted, crossed out, changed
STRIKE = tagged(
    en=r"\b(?:strike|strikes|struck|delete\w*|cross(?:es)? out|scrap\w*|remove\w*|"
       r"change\w*|alter\w*|amend\w*|cancel\w*)\b",
    de=r"\b(?:streich\w*|gestrichen|l(?:ö|o)sch\w*|ab(?:ä|a)nder\w*|(?:ä|a)nder\w*|"
       r"aufheb\w*|abschaff\w*)\b",
    nl=r"\b(?:schrap\w*|geschrapt|verwijder\w*|aanpass\w*|wijzig\w*|verander\w*|"
       r"afschaff\w*)\b",
    tr=r"\b(?:sil\w*|kaldir\w*|degistir\w*|iptal\w*)\b",
    zh=r"删|刪|改|取消|废除|廢除")
#: the vote bypassed: without a vote, no vote, without asking the table
NO_VOTE = tagged(
    en=r"\b(?:without (?:a |any )?vot\w*|no vote|without asking (?:the table|anyone))\b",
    de=r"\b(?:ohne (?:eine )?abstimmung|ohne (?:den tisch )?zu fragen|keine abstimmung)\b",
    nl=r"\b(?:zonder (?:een )?stemming|zonder (?:de tafel )?te vragen|geen stemming)\b",
    tr=r"\b(?:oylamasiz\w*|oylama yapmadan|oylamaya gerek (?:yok|olmadan))\b",
    zh=r"不用投票|不投票|无需投票|無需投票|不经投票|不經投票")
#: the creator's own rule: R-VOTE-4's deletion
OWN = tagged(en=r"\b(?:own|their|his|her|my) rule", de=r"\b(?:eigene\w*|seine) regel",
              nl=r"\b(?:eigen|zijn|haar) regel", tr=r"\bkendi kural\w*",
              zh=r"自己的规则|自己的規則")


#: the creator, who may delete their own rule (R-VOTE-4)
CREATOR = tagged(en=r"\b(?:creator|maker|author)\b", de=r"\b(?:erfinder|ersteller|urheber)",
                  nl=r"\b(?:bedenker|maker)\b", tr=r"\b(?:yaratici\w*|kuralin sahib\w*)",
                  zh=r"创造者|創造者|制定者")
#: deleted (not changed: a material change needs the vote, R-VOTE-4)
DELETE = tagged(en=r"\b(?:delete\w*|remove\w*|strike|strikes|scrap\w*|drop\w*)\b",
                 de=r"\b(?:l(?:ö|o)sch\w*|streich\w*|gestrichen)",
                 nl=r"\b(?:verwijder\w*|schrap\w*)", tr=r"\b(?:sil\w*|kaldir\w*)",
                 zh=r"删|刪|取消")
#: another's rule, any rule, every rule ("at any time" is no rule)
OTHERS = tagged(
    en=r"\b(?:(?:any|every|each) (?:\w+ )?rules?|other|others|another|anyone's|everyone's)\b",
    de=r"\b(?:jede (?:\w+ )?\w*regel\w*|andere\w*|alle \w*regeln)\b",
    nl=r"\b(?:(?:elke|iedere) (?:\w+ )?\w*regel\w*|andere\w*|alle \w*regels)\b",
    tr=r"\b(?:her (?:\w+ )?\w*kural\w*|herhangi|baska\w*|diger\w*|tum kural\w*)\b",
    zh=r"任何|别人|別人|所有|其他")


def struck(text: str, here: str, lang: str) -> Said | None:
    """A rule struck or changed without the vote by someone (the module text): LP709."""
    strike, bypass = find(STRIKE, here, lang), find(NO_VOTE, here, lang)
    who, rule = find(PERSON, here, lang), find(RULE, here, lang)
    if strike is None or bypass is None or who is None or rule is None \
            or find(OWN, here, lang):
        return None
    if find(CREATOR, here, lang) and find(DELETE, here, lang) \
            and not find(OTHERS, here, lang):
        return None  # the creator deleting this rule: R-VOTE-4's own
    words = f"'{who.group(0)}' … '{strike.group(0)}' … '{bypass.group(0)}'"
    return ("LP709", words, f"free text claims authority over the rules: {words} "
                            f"({WHY_FORCE})")


# ---------------------------------------------------------------- the vote's agenda
#: a proposal to the vote
PROPOSE = tagged(
    en=r"\b(?:propos\w*|proposal\w*|put (?:a |the )?(?:change|proposal|motion)|motion)\b",
    de=r"\b(?:vorschl(?:a|ä)g\w*|schl(?:ä|a)gt (?:\w+ ){0,6}vor|vorgeschlagen|antrag\w*)\b",
    nl=r"\b(?:voorstel\w*|voorgesteld|stelt (?:\w+ ){0,6}voor)\b",
    tr=r"\b(?:[oö]neri\w*|[oö]ner\w*)\b",
    zh=r"提议|提議|提出|动议|動議")
#: one person alone, or everyone but one person
ONLY = tagged(
    en=r"\b(?:only|nobody but|no one but|anyone but|anyone other than|except)\b",
    de=r"\b(?:nur|allein|au(?:ß|ss)er)\b", nl=r"\b(?:alleen|behalve)\b",
    tr=r"\b(?:yalnizca|sadece|yalniz|baskasi|disinda)\b", zh=r"只有|只能|除了|不是")
#: the vote refused: not voted on, not allowed
REFUSED = tagged(
    en=r"\b(?:not allowed|never voted|not voted|no vote)\b",
    de=r"\bnicht (?:abgestimmt|zugelassen|erlaubt)\b",
    nl=r"\b(?:niet in stemming|niet (?:\w+ )?voorgesteld|niet toegestaan)\b",
    tr=r"\b(?:oylanmaz|kabul edilmez)\b", zh=r"不付诸投票|不付諸投票|不投票|不算")
#: the vote named
VOTE = tagged(en=r"\bvot\w*", de=r"abstimm\w*", nl=r"stemming\w*", tr=r"\boylama\w*",
               zh=r"投票|表决|表決")
#: everyone may propose
ANYONE = tagged(en=r"\b(?:anyone|everyone|any player|each player)\b(?! but| other)",
                 de=r"\b(?:jeder|jede|alle)\b", nl=r"\b(?:iedereen|ieder)\b",
                 tr=r"\bherkes\w*", zh=r"每个人|每個人|大家|谁都|誰都")


def agenda(text: str, here: str, lang: str) -> Said | None:
    """The vote's agenda held by one (the module text): LP707."""
    propose, who = find(PROPOSE, here, lang), find(PERSON, here, lang)
    if propose is None or who is None or not (find(VOTE, text, lang)
                                               or find(RULE, here, lang)):
        return None
    only = find(ONLY, here, lang) or find(REFUSED, here, lang)
    if only is None or (find(ANYONE, here, lang) and not re.search(
            r"\b(?:but|other than|except)\b", here)):
        return None
    words = f"'{only.group(0)}' … '{who.group(0)}' … '{propose.group(0)}'"
    return ("LP707", words, f"free text changes the rule vote: {words} ({WHY_AGENDA})")


_READINGS = (rules_kept, record_kept, struck, agenda)

#: a reader of one sentence: (the sentence with the one before it, the sentence, its
#: decided language) -> a finding or None
Reader = Callable[[str, str, str], Said | None]


def read_sentences(reading: Reading, quotes: Sequence[bool], questions: Sequence[bool],
                   readers: Sequence[Reader]) -> list[Said]:
    """What ``readers`` find in ``reading``'s sentences, each code once; the cards' own
    sentences and questions lay nothing down, a question may name what the next sentence
    keeps ("Who won? Whatever the leader writes")."""
    out: list[Said] = []
    sentences = reading.sentences
    for i, sentence in enumerate(sentences):
        if (i < len(quotes) and quotes[i]) or (i < len(questions) and questions[i]):
            continue
        here = sentence.folded
        before = sentences[i - 1].folded if i and not (i - 1 < len(quotes)
                                                       and quotes[i - 1]) else ""
        text = f"{before} | {here}"
        lang = lang_of(sentence)
        for read in readers:
            said = read(text, here, lang)
            if said is not None and said[0] not in {s[0] for s in out}:
                out.append(said)
    return out


def findings(reading: Reading, quotes: Sequence[bool], questions: Sequence[bool]
             ) -> list[Said]:
    """What ``reading``'s sentences put in one person's keeping (the module text), each
    code once (:func:`read_sentences`)."""
    return read_sentences(reading, quotes, questions, _READINGS)


__all__ = ["PERSON", "RULE", "WHY_AGENDA", "Reader", "Said", "Tagged", "find", "findings",
           "lang_of", "read_sentences", "tagged"]
