"""A game consequence laid on any condition in words (issue 29, session 31: LP716).

The game never hears a text. A sentence that ties a **game consequence** (draws cards, picks
up the pile, sits a turn out, loses the round, finishes last) or a **game advantage** (plays
twice, plays first, puts a card back and draws again, looks at a face-down card) to a
**condition** lays a rule of play down in words (R-CUSTOM-2, R-CUSTOM-3): no check can judge
it, whatever sets it off. language/text/off_game.py names the conditions it knows (talking,
asking, a body's needs) in its own words; this reading judges the *shape*, the condition
being anything: laughing, a phone looked at, being late, humming, bringing the snacks.

Read on the folded sentence (language/text/textnorm.py), in the five languages:

- a **condition clause** opening before the consequence: a who-clause ("whoever", "anyone
  who", "wer", "wie", "kim", a Turkish subject participle "gülen", "谁…谁", "…的人") or an
  if/when/each-time clause ("if", "wenn", "als", "-rsa", "如果", "每次");
- a **consequence clause** after it, a game action on cards, turns or standing.

Clean, as before: a question (the judge asks no reading of one), a sentence of the cards
(quotes.py), a condition that is itself a game event, so the sentence quotes the base game or
announces what the rule's own actions do ("whoever cannot play picks up the pile", "if you
play a 2 the next player draws two", "after a 9 the next player draws a card": no
who/if-clause at all); a cost off the game ("whoever laughs sings a line": no game action);
a cost denied ("nobody draws"); and a consequence for everybody with no condition.
The conditions off_game.py names are reported there with their own reason.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import forced_out
from .benched import occasion_skipped, own_choice
from .denial_lexicon import DENIED, ZH_DENIED
from .matching import first, hits
from .quotes import quoted
from .speaking_up import spoken_up
from .textnorm import Reading, Sentence, has_cjk

#: a finding: (code, words, message)
Said = tuple[str, str, str]
#: the reasons, catalog entries of language/report/textwords.py
WHY = {
    "cost": "a game cost laid on a condition the game never hears: only a rule's actions "
            "draw cards, take the pile, skip a turn or decide a place, R-CUSTOM-2, R-CUSTOM-3",
    "gain": "a game advantage laid on a condition the game never hears: only a rule's "
            "actions give an extra play, a second draw or a look at hidden cards, "
            "R-CUSTOM-2, R-CUSTOM-4",
    "forced": forced_out.WHY,
}

_W = r"(?:[\w']+ ){0,4}"  # up to four words between
#: the condition clause's opening, Latin script (folded)
_IF = re.compile(
    r"\b(?:whoever|anyone who|anybody who|anyone caught|anybody caught|someone who|the one "
    r"who|the player who|a player who|those who|if|when|whenever|each time|every time|"
    r"wer|wenn|falls|sobald|jedes mal|immer wenn|jeder der|"
    r"wie|als|wanneer|elke keer|telkens|iedereen die|"
    r"kim|eger)\b")
#: a German or Dutch condition said by its verb first, its main clause after ", dann" /
#: ", dan" ("Moet de kampioen de stapel rapen, dan raapt …", "Muss der Sieger aufnehmen,
#: dann …"): the "if" the inversion says (parity38)
_V1 = re.compile(r"(?:moet|hoeft|mag|kan|wil|krijgt|heeft|is|muss|darf|kann|will|bekommt|hat|"
                 r"ist|soll)\b(?=[^,]*,\s*(?:dan|dann)\b)")
#: a Turkish subject participle or a conditional/temporal verb: "gülen", "bakan", "-rsa"
_TR_IF = re.compile(r"\b\w{2,}(?:[ae]n|[ae]nlar|[ae]nler|rsa|rse|dig?inda|dig?inde|"
                    r"tig?inda|tig?inde|[iu]nca|[iu]nce)\b")
_TR_NOT = frozenset(("zaman", "sonra", "once", "önce", "ben", "sen", "ten", "den", "dan", "tan",
                     "sadece", "ayni", "hemen", "yeniden", "birden", "kimsen", "olan"))
#: the consequence: a game action on cards, turns or standing (Latin script, folded)
_COST = re.compile("|".join((
    # en
    r"\b(?:pick|picks|picked|take|takes|took|get|gets|got|collect|collects) "
    r"(?:up )?(?:the )?(?:whole |entire )?(?:discard )?pile\b",
    r"\bdraws? " + _W + r"(?:cards?|more)\b", r"\bdraws? (?:one|two|three|four|five|\d+)\b",
    r"\b(?:takes?|gets?) (?:one|two|three|four|five|\d+) " + _W + r"cards?\b",
    r"\b(?:finish\w*|comes?|ends?|is placed|placed|counts? as|ranks?) last\b",
    r"\blast place\b",
    r"\b(?:lose|loses|lost) (?:\w+ ){0,2}(?:round|game|hand)\b",
    r"\b(?:miss|misses|skip|skips|lose|loses|forfeit\w*) (?:\w+ ){0,2}turns?\b",
    r"\bsits? (?:\w+ ){0,3}out\b",
    r"\b(?:can ?t|cannot|may not) play (?:next|the next|their next|this)\b",
    # a card, the pile or a turn received or lost, whatever the verb's words
    r"\b(?:get|gets|got|receive\w*|is dealt|are dealt|gets dealt|add|adds|must take|has to "
    r"take|have to take) (?:\w+ ){0,4}(?:penalty |extra |more )?(?:cards?|pile)\b",
    r"\bturn (?:is|gets|will be) (?:skipped|lost)\b", r"\bpile (?:goes|go) to\b",
    r"\b(?:is|are) out (?:for|of) (?:\w+ ){0,4}(?:round|game|hand)\b",
    r"\b(?:takes?|picks?) it(?: up)?$",
    # the game lost or a turn skipped said of the one picked (session 48: "counts as having
    # lost", "is skipped for the next round")
    r"\bcounts? as (?:having )?(?:lost|a loss|the loser)\b",
    r"\b(?:is|gets|are|will be) skipped (?:for|in|next|the next|this|every)\b",
    r"\bgives? (?:away )?(?:a|one|two|three|\d+) (?:of (?:their|his|her) )?cards?\b",
)))
_GAIN = re.compile("|".join((
    r"\bplays? (?:\w+ ){0,2}(?:again|twice)\b", r"\bplay (?:two|2) (?:times|cards)\b",
    r"\b(?:extra|another|second|bonus) (?:turn|play)\b",
    r"\b(?:plays?|goes|go|starts?) first\b",
    r"\bdraws? again\b", r"\bput\w* (?:\w+ ){0,3}back (?:\w+ ){0,4}draw",
    r"\b(?:look|looks|peek|peeks|see|sees) (?:\w+ ){0,5}face ?down\b",
)))
_COST_DE_NL = re.compile("|".join((
    # de
    r"\b(?:nimmt|nehmen|holt|bekommt|kriegt) " + _W + r"(?:ablage)?stapel\b",
    r"\bstapel (?:\w+ ){0,3}auf\b",
    r"\b(?:zieht|ziehen) " + _W + r"\w*karten?\b",
    r"\b(?:bekommt|kriegt|erhält|erhalt|nimmt) (?:\w+ ){0,3}strafkarten?\b",
    r"\bdarf (?:\w+ ){0,3}nicht (?:mehr )?mit(?:spielen)?\b|\bspielt (?:\w+ ){0,3}nicht mit\b",
    r"\b(?:bekommt|kriegt|nimmt) (?:\w+ ){0,3}(?:eine|zwei|drei|vier|fünf|\d+|weitere|extra)"
    r" (?:\w+ ){0,3}karten?\b",
    r"\b(?:zwei|drei|vier|funf|fünf|\d+) karten (?:\w+ ){0,4}(?:ziehen|nehmen|aufnehmen)\b",
    r"\bsetzt " + _W + r"aus\b", r"\baussetzen\b",
    r"\bgibt (?:\w+ ){0,4}(?:eine|zwei|drei|\d+) karten?\b",
    r"\bgeeft (?:\w+ ){0,4}(?:een|twee|drie|\d+) kaart(?:en)?\b",
    r"\b(?:verliert|verlieren) (?:\w+ ){0,3}(?:runde|spiel|partie)\b",
    r"\b(?:runde|spiel|partie) (?:\w+ ){0,3}verloren\b",
    r"\bwird (?:\w+ )?letzter?\b", r"\bals letzter?\b",
    r"\bwird (?:\w+ ){0,4}(?:übersprungen|ubersprungen|uebersprungen)\b",
    r"\bgilt (?:\w+ ){0,2}als (?:verloren|verlierer\w*)\b",
    # nl
    r"\b(?:pakt|pakken|neemt|nemen|krijgt|krijgen|raapt|rapen) " + _W + r"stapel\b",
    r"\bstapel (?:\w+ ){0,3}(?:te )?(?:rapen|raapt)\b", r"\braapt (?:\w+ ){0,4}(?:stapel|hem)\b",
    r"\b(?:trekt|trekken|neemt|nemen|pakt|pakken|krijgt) " + _W + r"\w*kaart(?:en)?\b",
    r"\b\w*kaarten (?:\w+ ){0,2}(?:pakken|trekken|nemen|krijgen)\b",
    r"\bmag (?:\w+ ){0,3}niet (?:meer )?mee(?:doen|spelen)\b|\bdoet (?:\w+ ){0,3}niet mee\b",
    r"\bbeurt (?:\w+ ){0,3}(?:over|missen|mist|kwijt|overslaan)\b",
    r"\b(?:verliest|verliezen) (?:\w+ ){0,3}(?:ronde|spel|potje)\b",
    r"\bwordt (?:\w+ )?laatste\b", r"\bals laatste (?:eindigt|geplaatst)\b",
    r"\bwordt (?:\w+ ){0,4}overgeslagen\b", r"\b(?:telt|geldt) (?:\w+ ){0,2}als verloren\b",
)))
_GAIN_DE_NL = re.compile("|".join((
    r"\b(?:zweimal|doppelt|noch ?einmal|nochmal|erneut) (?:\w+ ){0,3}(?:legen|spielen|"
    r"ziehen|legt|spielt|zieht)\b",
    r"\b(?:fangt|fängt|beginnt|spielt|legt) (?:\w+ )?(?:zuerst|als erster)\b",
    r"\bverdeckte\w* (?:\w+ ){0,3}(?:ansehen|anschauen|angucken|sehen)\b",
    r"\b(?:twee keer|tweemaal|nog een keer|nogmaals|opnieuw) (?:\w+ ){0,3}(?:leggen|spelen|"
    r"trekken|legt|speelt|trekt)\b",
    r"\blegt? (?:\w+ ){0,4}zurück (?:\w+ ){0,4}(?:zieht|ziehen)\b",
    r"\b(?:terugleggen|legt (?:\w+ ){0,3}terug)\b", r"\b(?:mag|begint) (?:\w+ )?eerst\b",
    r"\bdichte? (?:\w+ ){0,3}(?:bekijken|kijken|zien)\b",
)))
_COST_TR = re.compile("|".join((
    # tr
    r"\byigin\w* (?:\w+ ){0,3}al\w*", r"\bkart\w* (?:\w+ ){0,2}(?:ceker|cekmeli|ceksin|alir|"
                                      r"almali|alsin)\b",
    r"\b(?:sira\w*|tur\w*) (?:\w+ ){0,2}(?:kacirir|kaybeder|atlar|gecer)\b",
    r"\bpas gec\w*", r"\b(?:el\w*|oyun\w*|tur\w*) (?:\w+ ){0,3}kaybeder\b",
    r"\bsonuncu\w*", r"\bson sira\w*", r"\b(?:bir|iki) (?:tur|el) (?:bekler|oynamaz)\b",
    r"\bceza karti\w*", r"\b(?:bir|iki|uc|üc) kart (?:\w+ )?verir\b",
    r"\b(?:kaybetmis|yenilmis) sayilir\b", r"\b(?:tur\w*|el\w*) (?:\w+ ){0,2}atlanir\b",
)))
_GAIN_TR = re.compile("|".join((
    r"\b(?:iki kez|iki defa|tekrar|bir daha) (?:\w+ ){0,2}(?:oynar|oynayabilir|ceker|"
    r"cekebilir|atar|atabilir)\b",
    r"\b(?:ilk|once|önce) (?:o )?(?:oynar|baslar)\b",
    r"\bkapali (?:\w+ ){0,3}bak\w*",
)))
#: (kind, consequence, whether a Turkish participle may open its condition)
_CONSEQUENCES = (("cost", _COST, False), ("cost", _COST_DE_NL, False), ("cost", _COST_TR, True),
                 ("gain", _GAIN, False), ("gain", _GAIN_DE_NL, False), ("gain", _GAIN_TR, True))
#: the condition being a game event: a quote of the base game or an announcement of the
#: rule's own actions (Latin script, folded)
_GAME = re.compile("|".join((
    # en
    r"\b(?:can['’ ]?t|cannot|can not|unable to) (?:\w+ ){0,2}(?:play|beat|lay|go)",
    # not wanting to play: the pickup needs no reason, R-TURN-2 (gram39)
    r"\b(?:not|n ?t) (?:want|wish|like) to play\b|\brather not play\b",
    r"\bplay\w* (?:a|an|one|two|three|four|\d+|jacks?|queens?|kings?|aces?|tens?|twos?|"
    r"threes?|sevens?|nines?|eights?|pairs?)\b",
    r"\bis played\b|\bgo\w* out\b|\bclear\w*|\bwin(?:s|ners?|ning)?\b|\bwon\b",
    r"\bpick\w* up\b|\bdraw\w*",
    r"\b(?:fewer|less|more) than\b|\bno cards\b|\bdeal\w*|\bshuffl\w*",
    # de
    r"\bnicht (?:\w+ ){0,3}(?:legen|spielen)|\bkann (?:\w+ )?nicht\b|\bgewinn\w*|\bgewonnen\b",
    r"\bsieger\w*|\braus\w*|\bausgeht\b|\b(?:legt|spielt) (?:eine?n?|zwei|drei|\d+)\b",
    r"\bzieht\b|\bweniger als\b|\bgelegt\b|\bgespielt\b|\br[aä]umt\w*|\bmisch\w*",
    # nl
    r"\bniet (?:\w+ ){0,3}(?:leggen|spelen)|\bkan (?:\w+ )?niet\b|\bwint\b|\bwinnaar\w*",
    r"\buitgaat\b|\b(?:legt|speelt) (?:een|twee|drie|\d+)\b|\btrekt\b|\bminder dan\b",
    r"\bgelegd\b|\bgespeeld\b|\bschud\w*",
    # tr
    r"\bkart\w* (?:\w+ )?oyna\w*|"  # a card played, as "plays a card" (parity38)
    r"\boynayama\w*|\boynamak istem\w*|"  # not wanting to play, as above
    r"\bkazan\w*|\bbitir\w*|\bbiten\w*|\bceken\w*|\btemizle\w*|\bdagit\w*",
    r"\bazsa\b|\bkaristir\w*",
    r"\b(?:ikili|[uü]cl[uü]|d[oö]rtl[uü]|besli|altili|yedili|sekizli|dokuzlu|onlu)\w*",
    r"\b(?:vale|papaz|asi?)\b|\b\w+(?:dan|den|tan|ten) (?:sonra|once|önce|itibaren)\b",
    r"\b(?:yedi|sekiz|dokuz)\w*",  # a rank by its Turkish number word (session 40)
    r"\blos(?:t|er|ers)\b|\bverlor\w*|\bverlierer\w*|\bverliezer\w*|\bkaybed\w*|"
    r"\bblind\w*|\bface ?down\b|\billegal\b|\bverdeckt\w*|\bnicht passt\b|\bdichte\b|"
    r"\bkapali\b|\b(?:can|kann|kan|may|darf|mag) (?:\w+ ){0,2}(?:play|legen|spielen|leggen|"
    r"spelen)\b",
    # a card named by its rank, and a call of the game ("whoever forgets to say Lopti")
    r"\b(?:[2-9]|10)\b|\b(?:jacks?|queens?|kings?|aces?|buben?|k[oö]nig\w*|ass|"
    r"boeren?|vrouwen?|heren?|azen|aas)\b|\blopti\b|\bknock\w*|\bklopf\w*|\bklop\w*|"
    r"\bkapiyi cal\w*",
    # a race to a call, the game's ("whoever says Lopti first")
    r"\b(?:say|says|said|call|calls|shout\w*|speaks?|talks?|sagt|ruft|redet|spricht|zegt|"
    r"roept|praat|spreekt|diyen|s[oö]yleyen|konusan) (?:\w+ ){0,3}(?:first|zuerst|als erster|"
    r"eerst|ilk)\b",
    r"\b(?:first|zuerst|als erster|als eerste|eerst|ilk|önce) (?:\w+ ){0,2}(?:say|says|"
    r"call|calls|speaks?|talks?|sagt|ruft|redet|spricht|zegt|roept|praat|spreekt|konusan|"
    r"s[oö]yleyen|diyen)\b",
    r"\babr[aä]um\w*|\bopruim\w*",
    # the pickup, R-TURN-2's event, as "pick up" above (session 40: "wer aufnimmt",
    # "wie oppakt", "yığını alan" are the base game's picker, as "whoever picks up")
    r"\baufnimm\w*|\baufgenommen\b|\bnimmt (?:\w+ ){0,3}auf\b|\boppak\w*|\bopgepakt\b|"
    r"\bpakt (?:\w+ ){0,3}op\b|\byigin\w* (?:\w+ )?al\w*",
)))
_ZH_IF = re.compile(r"谁|誰|如果|要是|假如|每次|每当|每當|只要|一旦|有人|的人")
_ZH_COST = re.compile(
    r"摸[一二两兩三四五六七八九十几幾\d]*张|摸[一二两兩三四五\d]*張|摸牌|抽[一二两兩三\d]*[张張]|"
    r"罚[一二两兩三四五\d]*[张張]|全收|收了|最后出|最後出|少摸|多摸|给[^。]{0,8}[一二两兩三\d][张張]|"
    r"(?:拿|收)走|整[叠疊]|牌堆[^。]{0,4}(?:拿|收)|停一[轮輪]|不能出牌|不准出牌|跳过|跳過|"
    r"算输|算輸|直接输|直接輸|就输|就輸|最后一名|最後一名|垫底|墊底|算最后|算最後")
_ZH_GAIN = re.compile(r"再出|连出|連出|多出一次|出两次|出兩次|再摸一次|重新摸|先出|第一个出|"
                      r"第一個出|看[^。]{0,4}(?:暗牌|底牌|扣着的牌)")
_ZH_GAME = re.compile(r"[0-9]|[ajqk](?![a-z])|输|輸|暗牌|不能出|出不了|没法出|赢|贏|出完|打出|"
                      r"出了|摸到|敲|lopti|清|发牌|發牌|少于|少於|没有牌|沒有牌|先说|先說|抢先|搶先|洗牌|"
                      r"捡牌|撿牌")
#: A card played as the condition itself ("每次有人出牌", "谁出牌", as "whenever someone
#: plays a card"): read in the condition clause only, since a time before it ("别人出牌的时候
#: 谁笑了": while others play, whoever laughs) is no condition on the one who pays (parity38)
_ZH_PLAYED = re.compile(r"出牌(?![堆墩])")
#: "whoever cannot play" as the condition (谁不能出牌谁…, 不能出牌的人, and said to the reader:
#: 如果你不能出牌, gram39): R-TURN-2's picker,
#: no turn lost (language/text/claims.py asks)
ZH_PICKER = re.compile(r"(?:谁|誰)(?:不能|没法|沒法)出牌|(?:不能|没法|沒法)出牌的(?:人|玩家)|"
                       r"(?:如果|要是|假如|若)?你(?:不能|没法|沒法)出牌")
_NOT_IN = re.compile(r"\b(?:no|kein\w*|geen)\b")
#: a standing said as a consequence, and what may follow it in the same clause: a round
#: ("finishes last this round"), the sentence's end, or a comma; else the standing is the
#: condition's and another verb follows ("whoever ends tonight in last place shuffles")
_STANDING = re.compile(r"\blast\b|\bletzte|\blaatste\b|\bsonuncu|\bson sira")
_TAIL = re.compile(r"\s*(?:$|[,;]|(?:this|that|the|for|in|of|every|each|tonight|today|"
                   r"diese|der|in|deze|de|van|bu|o)\b)")
#: German and Dutch openers: their clause ends with its verb and a comma before the main
#: clause ("Wer zu spät kommt, verliert die Runde")
_VERB_LAST = frozenset(("wer", "wenn", "falls", "sobald", "jedes mal", "immer wenn", "jeder der",
                        "wie", "als", "wanneer", "elke keer", "telkens", "iedereen die"))
#: the one the condition picks, no condition of its own ("if you draw ...": the draw is it)
_PRONOUNS = frozenset(("you", "someone", "somebody", "anyone", "anybody", "a", "player", "they",
                       "he", "she", "jemand", "einer", "du", "er", "sie", "man", "iemand",
                       "je", "jij", "hij", "zij", "men", "biri", "birisi", "sen"))
#: the consequence for everybody at once: judged elsewhere (no condition picks anyone)
#: a condition that points back ("whoever caused it", "wer das tut", "wie dat doet", "bunu
#: yapan"): its event is named in the sentence before, and is judged there
_BACK = re.compile(r"(?:\S+ ){0,2}(?:\w+ (?:it|this|that|so|es|das|dies|dat|het|dit)|"
                   r"(?:das|dies|dat|dit|bunu|onu|bunlari) \w+)(?: a| an| the)?")
_ALL = re.compile(r"\b(?:everyone|everybody|all players|alle|iedereen|herkes|hepimiz)\b")
_ZH_ALL = re.compile(r"大家|所有人|每个人|每個人|全体|全體")


def _latin(text: str) -> tuple[str, str, str] | None:
    """(kind, condition words, consequence words) of a Latin-script sentence, or None."""
    for kind, consequence, turkish in _CONSEQUENCES:
        for then in consequence.finditer(text):
            head = text[:then.start()]
            opening = _IF.search(head) or _V1.match(text)
            participle = _participle(head) if opening is None and turkish else None
            if _STANDING.search(then.group(0)) and not _TAIL.match(text[then.end():]):
                continue  # "whoever ends tonight in last place shuffles": the condition's
            if (opening or participle) is None or DENIED.search(" ".join(head.split()[-2:])) \
                    or _NOT_IN.search(then.group(0)):
                continue  # "zieht keine Karte", "doesn't draw": the consequence denied
            if opening is not None and opening.group(0) in _VERB_LAST and "," in text \
                    and "," not in text[opening.end():then.start()]:
                continue  # "wie als laatste eindigt, schudt": still the condition clause
            # a Turkish participle closes its clause: "telefonuna bakan", the whole head
            condition = head.strip(" ,;") if opening is None else \
                head[opening.start():].strip(" ,;")
            bare = opening.group(0) if opening is not None else ""
            # "whoever" alone: the consequence is the condition ("whoever finished last")
            said = set(condition[len(bare):].replace(",", " ").split()) - _PRONOUNS
            if said and not _GAME.search(condition) \
                    and not _ALL.search(" ".join(head.split()[-3:])):
                return kind, condition, then.group(0)
    return None


def _participle(head: str) -> re.Match[str] | None:
    """A Turkish subject participle or conditional verb ("gülen", "hapşırırsa") in ``head``."""
    return next((m for m in _TR_IF.finditer(head) if m.group(0) not in _TR_NOT), None)


def _chinese(text: str) -> tuple[str, str, str] | None:
    for kind, consequence in (("cost", _ZH_COST), ("gain", _ZH_GAIN)):
        for then in consequence.finditer(text):
            head = text[:then.start()]
            opening = _ZH_IF.search(head)
            if opening is None or ZH_PICKER.search(text[max(0, then.start() - 4):then.end()]):
                continue  # "如果你不能出牌": the condition itself, R-TURN-2's picker
            # "…的人" closes its clause ("看手机的人"): the head's words before it
            condition = head if opening.group(0) == "的人" else head[opening.start():]
            if ZH_DENIED.search(head[-3:]):
                continue  # "谁都不能看暗牌", "谁也不用摸牌": the consequence denied (as "zieht
                # keine Karte" in _latin), text/denial_lexicon.py's Chinese denial
            if len(condition) > len(opening.group(0)) and not _ZH_GAME.search(head) \
                    and not _ZH_PLAYED.search(condition) \
                    and not _ZH_ALL.search(head[-4:]):
                return kind, condition, then.group(0)
    return None


def read(sentence: Sentence) -> tuple[str, str, str] | None:
    """The sentence's condition and game consequence, as (kind, condition, consequence)."""
    if has_cjk(sentence.cjk):
        return _chinese(sentence.cjk)
    return _latin(sentence.folded)


def findings(reading: Reading, questions: Sequence[bool], free: Sequence[bool]) -> list[Said]:
    """The first game consequence the text lays on a condition, if any. ``free[i]``: the
    i-th sentence denies the cost ("no penalty, nobody draws")."""
    for at, sentence in enumerate(reading.sentences):
        if (at < len(questions) and questions[at]) or (at < len(free) and free[at]):
            continue
        found = read(sentence)
        forced = None if found is not None else forced_out.read(sentence)
        if forced is not None:  # a concession or a place in words, whatever the condition
            found = ("forced", *forced)
        if found is None or quoted(sentence) or spoken_up(sentence):
            continue  # "谁过敏说一声，我们就拿走": the one picked speaks up, the table acts
        kind, condition, consequence = found
        if kind == "cost" and (own_choice(sentence, (said := hits(sentence)),
                                          first(said, "k_turn_lost"))
                               or occasion_skipped(sentence, said, first(said, "k_turn_lost"))):
            continue  # "whoever wants a break may sit out": a break of one's own (benched.py);
            # "darf beim Anstoßen aussetzen": the toast sat out, no turn
        if kind != "forced" and _points_back(reading.sentences[:at], condition):
            continue  # "A clear … gives the player who caused it a bonus play": the clear's
        words = f"'{condition}' … '{consequence}'"
        return [("LP716", words, f"free text lays down a rule of play: {words} ({WHY[kind]})")]
    return []


def _points_back(before: Sequence[Sentence], condition: str) -> bool:
    """The condition is a word pointing back ("whoever caused it", "wer das tut") and the
    event it points to is the game's, or not in the text at all (a fragment of a longer
    sentence): the sentence before, read as the condition, names a game event."""
    words = condition.split(maxsplit=1)
    if has_cjk(condition) or len(words) < 2 or not _BACK.fullmatch(words[1].strip(" ,;")):
        return False
    if not before:
        return True
    return bool(_GAME.search(before[-1].folded))


__all__ = ["WHY", "ZH_PICKER", "findings", "read"]
