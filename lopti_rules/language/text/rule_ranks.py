"""The house rules' own order, and the table's pace and silence, held by one standing
(session 44, novel44b).

The cards give every house rule the same footing and every player the same say over the
game's procedures: each rule is its inventor's, who reads it and may delete it (R-CUSTOM-5,
R-VOTE-4); an edge case goes to the creator, the table or the reading that changes base
Lopti least (R-FAQ-5); a rule holds for the whole session from its announcement and only
the vote removes another's (R-CUSTOM-1, R-VOTE-1); the winner announces the rule before
the next deal is complete (R-CUSTOM-1); no rule may stop the game from being won
(R-CUSTOM-3); abstentions count for neither side (R-VOTE-2, R-VOTE-9). A text that puts
one standing (the champion, the leader, the last winner, the dealer, the speaker) above
that footing hands it the table's say, said as an act or as a state with no verb of the
act ("Authorship of all house rules: the last winner's", "The leader's: for good"). Six
ideas, each read by concept in the five languages, a sentence with the one before it:

- **authorship of every rule** (LP709): one standing counts as the creator of every rule,
  whoever invented it ("Der Champion gilt als Erfinder jeder Hausregel", "今晚所有家规都算
  冠军发明的"); each rule staying its inventor's is the cards' own (:func:`authorship`);
- **a clash won by a standing's rule** (LP709): when house rules disagree, one standing's
  wins ("When two house rules clash, the champion's rule always wins", "两条家规冲突时，
  永远以冠军的规则为准"); the table's majority or the reading that changes base Lopti least
  is R-FAQ-5's (:func:`clash`);
- **others' rules given a shorter life** (LP709): rules of everyone but one standing lapse
  early, or one standing's rules last while the others' do not ("Regeln, die nicht vom
  Champion stammen, verfallen nach einer Runde", "Şampiyonun kuralları: bütün gece.
  Diğerlerinin kuralları: tek tur"); every rule alike is R-CUSTOM-1's (:func:`lapse`);
- **the invention right banked** (LP716): the new rule kept back to be spent in a later
  round when it suits ("The leader's invention: kept in reserve, to be spent whenever it
  suits him", "冠军的发明权：先存着，以后随时用"); announcing in time is R-CUSTOM-1's
  (:func:`banked`);
- **the game's pace held by one** (LP716): play stopped and resumed at one standing's will
  ("The round stays on hold until the champion's nod", "Het spel wordt stilgelegd zodra
  de kampioen dat wil"); a break for the whole table is none (:func:`paused`);
- **silent or absent votes given to one** (LP707): abstentions, silent or absent players'
  votes counted as one standing's ("Silent players in the rule vote: yes-votes for the
  leader", "Didn't vote? Then I, the champion, vote for you"); abstentions counting for
  neither side are R-VOTE-9's (:func:`silent_votes`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .game_keeping import RULE, Said, find, read_sentences, tagged
from .game_powers import WHY_FORCE
from .standing_words import GRANTED, ROLE, ROLE_ZH, SPEAKER, STANDING, STANDING_ZH, folded_re
from .textnorm import Reading

#: why a clash of house rules is no one standing's: a catalog entry (report/textwords.py)
WHY_CLASH = ("an edge case goes to the creator, the table's majority or the reading that "
             "changes base Lopti least, R-FAQ-5")
#: why silence in the vote is nobody's: a catalog entry (report/textwords.py)
WHY_SILENT = ("everyone votes for themselves and abstentions count for neither side: a silent "
              "or absent player's vote given to one person is that person's say, R-VOTE-2, "
              "R-VOTE-9, R-VOTE-8")

#: one standing: the champion, the leader, the last winner, a role, the speaker
ONE = folded_re(SPEAKER, STANDING, ROLE, zh=("我", *STANDING_ZH, *ROLE_ZH))
#: the whole table, or a fixed moment: a break or a count alike for all
ALL = tagged(
    en=r"\b(?:everyone(?! but)|everybody(?! but)|anyone(?! but)|whole table|all players|"
       r"together|majority|least|neither|for nobody|alike)\b",
    de=r"\b(?:jeder|alle|gemeinsam|zusammen|mehrheit|keine seite|am wenigsten)\b",
    nl=r"\b(?:iedereen|ieder|allen|samen|meerderheid|geen (?:van beide|kant))\b",
    tr=r"\b(?:herkes\w*|birlikte|[cç]o[gğ]unluk\w*|hicbir taraf\w*|hi[cç]bir taraf\w*)",
    zh=r"大家|所有人|每个人|每個人|一起|多数|多數|都不算|不算赞成也不算反对")
#: one's own rule (the creator's own rights: R-VOTE-4)
OWN = tagged(en=r"\b(?:own|its inventor|their inventor)\b", de=r"\beigene\w*",
             nl=r"\beigen\b", tr=r"\bkendi\b", zh=r"自己的")


def _one(text: str) -> re.Match[str] | None:
    return ONE.search(text)


def _words(*found: re.Match[str] | None) -> str:
    return " … ".join(f"'{m.group(0).strip()}'" for m in found if m is not None)


def _authority(words: str, why: str = WHY_FORCE) -> Said:
    return ("LP709", words, f"free text claims authority over the rules: {words} ({why})")


# ---------------------------------------------------------------- authorship
#: the maker of a rule: creator, author, inventor, authorship, invented
AUTHOR = tagged(
    en=r"\b(?:creator|author\w*|inventor|maker|invented)\b",
    de=r"\b(?:urheber\w*|erfinder\w*|ersteller\w*|erfunden)\b",
    nl=r"\b(?:auteur\w*|bedenker\w*|maker|bedacht\w*|uitvinder\w*)\b",
    tr=r"(?:yaratici\w*|mucid\w*|icat\w*)",
    zh=r"发明|發明|创造者|創造者|制定者")
#: every rule, all rules, the others' rules
EVERY_RULE = tagged(
    en=r"\b(?:(?:every|all|each|any) (?:the )?(?:house )?rules?|rules (?:made|invented) by "
       r"others|others' rules)\b",
    de=r"\b(?:jede\w* (?:\w+ )?\w*regel\w*|aller? \w*regeln|regeln der anderen)\b",
    nl=r"\b(?:(?:elke|iedere|alle) \w*regels?|regels van (?:de )?anderen)\b",
    tr=r"\b(?:t[uü]m (?:ev )?kural\w*|b[uü]t[uü]n (?:ev )?kural\w*|her (?:ev )?kural\w*)",
    zh=r"所有(?:的)?(?:家规|家規|规则|規則)|每条(?:家规|家規|规则|規則)")


def authorship(text: str, here: str, lang: str) -> Said | None:
    """One standing the creator of every rule (the module text): LP709."""
    author, every, one = find(AUTHOR, here, lang), find(EVERY_RULE, here, lang), _one(here)
    if author is None or every is None or one is None or find(OWN, here, lang):
        return None
    return _authority(_words(one, author, every))


# ---------------------------------------------------------------- a clash
#: rules disagreeing, or one ranked before the others
CLASH = tagged(
    en=r"\b(?:clash\w*|conflict\w*|disagree\w*|contradict\w*|precedence|priority|"
       r"(?:rule|one) first)\b",
    de=r"\b(?:widersprech\w*|widerspr(?:u|ü)ch\w*|kollidier\w*|vorrang|geht (?:\w+ ){0,4}vor)\b",
    nl=r"\b(?:botsen|botst|tegenspreken|spreken (?:\w+ ){0,3}tegen|tegenstrijdig\w*|voorrang|"
       r"gaat (?:\w+ ){0,6}voor|"
       r"wint altijd)\b",
    tr=r"(?:[cç]eli[sş]\w*|[oö]ncelik\w*|[oö]nce gelir)",
    zh=r"冲突|衝突|矛盾|为准|為準|优先|優先")


def clash(text: str, here: str, lang: str) -> Said | None:
    """A clash of house rules won by one standing's rule (the module text): LP709."""
    crash, one, rule = find(CLASH, text, lang), _one(here), find(RULE, text, lang)
    if crash is None or one is None or rule is None or find(ALL, text, lang):
        return None
    return _authority(_words(crash, one), WHY_CLASH)


# ---------------------------------------------------------------- a shorter life
#: the others: everyone but the standing, the other players
OTHERS = tagged(
    en=r"\b(?:anyone but|everyone but|other players?'?s?|every other|others'?|"
       r"not (?:by|from) the)\b",
    de=r"\b(?:andere\w*|nicht vom|nicht von)\b",
    nl=r"\b(?:andere\w*|dan de)\b",
    tr=r"(?:di[gğ]er\w*|ba[sş]ka\w*|d[iı][sş][iı]ndak\w*)",
    zh=r"以外|之外|其他|别人|別人")
#: lapsing, or a short life: expire, gone, one round only
SHORT = tagged(
    en=r"\b(?:expire\w*|laps\w*|gone|struck|dropped|one round|a single round)\b",
    de=r"\b(?:verfall\w*|erl(?:ö|o)sch\w*|gestrichen|eine(?:r)? runde)\b",
    nl=r"\b(?:vervall\w*|vervalt|geschrapt|(?:één|een) ronde)\b",
    tr=r"(?:ge[cç]ersiz\w*|tek tur|bir tur)",
    zh=r"一局|失效|作废|作廢|只管")


def lapse(text: str, here: str, lang: str) -> Said | None:
    """The others' rules given a shorter life than one standing's (the module text):
    LP709."""
    others, short = find(OTHERS, text, lang), find(SHORT, text, lang)
    one, rule = _one(text), find(RULE, text, lang)
    if others is None or short is None or one is None or rule is None \
            or find(ALL, text, lang):
        return None
    return _authority(_words(one, others, short))


# ---------------------------------------------------------------- the right banked
#: kept back for later: saved, in reserve, banked
BANK = tagged(
    en=r"\b(?:save\w*|in reserve|bank\w*|keeps? (?:\w+ ){0,3}(?:for later|back)|"
       r"put (?:\w+ ){0,2}aside)\b",
    de=r"\b(?:hebt (?:\w+ ){0,6}auf|aufheb\w*|aufgehoben|spart (?:\w+ ){0,6}auf|aufspar\w*|"
       r"in reserve|l(?:ö|o)st (?:\w+ ){0,4}ein)\b",
    nl=r"\b(?:bewaar\w*|bewaren|spaart (?:\w+ ){0,4}op|achter de hand|in reserve)\b",
    tr=r"(?:sakla\w*|biriktir\w*|yedekte)",
    zh=r"留着|留著|存着|存著|攒着|攢著|保留")
#: the invention: a new rule, the right to invent
INVENT = tagged(
    en=r"\b(?:new rule|invention|right to invent|rule he|rule she|his rule|her rule)\b",
    de=r"\b(?:neue\w* regel|recht auf eine (?:neue )?regel|erfindung\w*)\b",
    nl=r"\b(?:nieuwe regel|recht op een (?:nieuwe )?regel|uitvinding)\b",
    tr=r"(?:yeni kural\w*|kural hakk\w*)",
    zh=r"新规则|新規則|发明权|發明權|发明新规则|發明新規則")
#: later, when it suits
LATER = tagged(
    en=r"\b(?:later|whenever|when(?:ever)? it suits|any (?:later )?round)\b",
    de=r"\b(?:sp(?:ä|a)ter\w*|wann (?:er|sie|ich) will|wann es (?:ihm|ihr) passt)\b",
    nl=r"\b(?:later\w*|wanneer (?:het )?(?:hem|haar) uitkomt|wanneer (?:hij|zij) wil)\b",
    tr=r"(?:sonraki|istedi[gğ]i|daha sonra)",
    zh=r"以后|以後|随时|隨時|想用")
#: the right said not to carry over
NO_CARRY = tagged(en=r"\b(?:not|no|never)\b", de=r"\b(?:nicht|kein\w*)\b",
                  nl=r"\b(?:niet|geen)\b", tr=r"(?:\w+(?:maz|mez)\b|yok)", zh=r"不|没|沒")


def banked(text: str, here: str, lang: str) -> Said | None:
    """The invention right kept back to be spent later (the module text): LP716."""
    bank, invent = find(BANK, here, lang), find(INVENT, text, lang)
    later = find(LATER, here, lang)
    if bank is None or invent is None or later is None or find(NO_CARRY, here, lang):
        return None
    words = _words(invent, bank, later)
    return ("LP716", words, GRANTED.format(words=words))


# ---------------------------------------------------------------- the pace
#: play held: paused, frozen, on hold, stopped
HOLD = tagged(
    en=r"\b(?:pause\w*|freez\w*|on hold|halt\w*|stops?|stopped)\b",
    de=r"\b(?:pause|h(?:ä|a)lt (?:\w+ ){0,4}an|angehalten|unterbr\w*|stopp\w*)\b",
    nl=r"\b(?:pauze\w*|stilgelegd|stil(?:legg\w*|gezet)|legt (?:\w+ ){0,4}stil|"
       r"onderbr\w*|hervat\w*)\b",
    tr=r"(?:durdur\w*|mola\w*|bekletir\w*)",
    zh=r"暂停|暫停|停下|叫停")
#: at one's will: as long as they like, until their nod or word
WILL = tagged(
    en=r"\b(?:as long as (?:he|she|they|i) (?:like|likes|want|wants)|until (?:the \w+|"
       r"he|she|they|i) (?:says?|nods?)|until the \w+'s (?:nod|word|say)|"
       r"(?:he|she|they) likes?|at any (?:moment|time)|however long)\b",
    de=r"\b(?:solange (?:\w+ ){0,5}will|wann (?:er|sie|ich) will|jederzeit|"
       r"bis (?:er|sie|ich) (?:es )?sagt)\b",
    nl=r"\b(?:zodra (?:\w+ ){0,3}wil|als (?:hij|zij|ik) het zegt|wanneer (?:hij|zij) wil|"
       r"zolang (?:hij|zij) wil)\b",
    tr=r"(?:istedi[gğ]i (?:an|kadar|zaman)|izin verene kadar)",
    zh=r"随时|隨時|想停多久|不发话|不發話|他说了算|他說了算")


def paused(text: str, here: str, lang: str) -> Said | None:
    """Play stopped and resumed at one standing's will (the module text): LP716."""
    hold, will, one = find(HOLD, here, lang), find(WILL, here, lang), _one(here)
    if hold is None or will is None or one is None or find(ALL, here, lang):
        return None
    words = _words(one, hold, will)
    return ("LP716", words, GRANTED.format(words=words))


# ---------------------------------------------------------------- silent votes
#: silence in the vote: abstentions, silent or absent players, no vote cast
SILENT = tagged(
    en=r"\b(?:abstention\w*|abstain\w*|silent|absent\w*|didn'?t vote|did not vote|"
       r"(?:does|do) not vote|no vote cast)\b",
    de=r"\b(?:enthaltung\w*|enth(?:ä|a)lt|schweig\w*|abwesend\w*|nicht abstimm\w*)\b",
    nl=r"\b(?:onthouding\w*|onthoudt|zwijg\w*|afwezig\w*|niet stemt|niet stemmen)\b",
    tr=r"(?:[cç]ekimser\w*|sessiz\w*|oy vermeyen\w*|bulunmayan\w*)",
    zh=r"弃权|棄權|不投票|没投票|沒投票|不在场|不在場|沉默")
#: counted for one: a yes for, theirs, added to their own
FOR_ONE = tagged(
    en=r"\b(?:yes(?:-votes?)? for|vote(?:s)? for you|counts? (?:\w+ ){0,3}as (?:his|her|my|"
       r"their) own|belongs? to|the \w+'s (?:side|vote))\b",
    de=r"\b(?:geh(?:ö|o)r\w*|zugerechnet|z(?:ä|a)hlt (?:\w+ ){0,4}f(?:ü|u)r)\b",
    nl=r"\b(?:telt (?:\w+ ){0,8}op|bij zijn eigen|voor de \w+|hoort bij)\b",
    tr=r"(?:oyu say\w*|oyuna eklen\w*)",
    zh=r"算作|算成|归|歸|替你")
#: the vote named
VOTE = tagged(en=r"\bvot\w*", de=r"\b(?:abstimm\w*|stimme\w*)", nl=r"\b(?:stemming|stem\w*)",
              tr=r"\boy\w*", zh=r"投票|表决|表決|票")


def silent_votes(text: str, here: str, lang: str) -> Said | None:
    """Silent or absent players' votes counted as one standing's (the module text):
    LP707."""
    silent, one = find(SILENT, text, lang), _one(here)
    for_one, vote = find(FOR_ONE, here, lang), find(VOTE, text, lang)
    if silent is None or one is None or for_one is None or vote is None \
            or find(ALL, text, lang):
        return None
    words = _words(silent, one, for_one)
    return ("LP707", words, f"free text changes the rule vote: {words} ({WHY_SILENT})")


_READERS = (authorship, clash, lapse, banked, paused, silent_votes)


def findings(reading: Reading, quotes: Sequence[bool], questions: Sequence[bool]
             ) -> list[Said]:
    """What ``reading``'s sentences put above the rules' common footing (the module
    text), each code once."""
    return read_sentences(reading, quotes, questions, _READERS)


__all__ = ["WHY_CLASH", "WHY_SILENT", "findings"]
