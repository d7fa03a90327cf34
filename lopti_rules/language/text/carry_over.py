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

A **stake that outlives the evening** is carried too (R-CUSTOM-3, R-SESSION-1): anything
a player picked by tonight's result owes, does or gets at a later time ("the loser buys the
winner a coffee tomorrow", "trägt bis morgen den Hut des Gewinners", "yarına kadar"), or
a thing taken home ("the winner takes the loser's deck home", "mit nach Hause", "mee naar
huis", "eve götürür", "带回家"): the later time or the home with a result's standing in one
clause (:data:`_RESULT`: the loser, the winner, the last place; not "whoever"), whatever
the act. "We all go for coffee tomorrow", "the deck stays with the host", "everyone takes
their own cards home" pick nobody by a result.

A **later event** is as much beyond the session (session 31): tonight's result carried to
a tournament, a league, a championship, a season, next month or the month's end, or a
seeding ("tonight's top winner goes straight to the month's tournament final", "ist beim
Monatsturnier direkt fürs Finale gesetzt", "ligde iki puan geride başlar", "直接进入月底锦标赛
的决赛"). A tournament everyone enters alike, playing again next week, a photo of tonight's
table pick nobody by a result.

The edge is read in the others' words too (session 33, r2text33): the lead ("spielt
beim nächsten Mal zuerst aus", "speelt volgende keer als eerste uit", "bir dahaki sefere
ilk başlar", "下次聚会第一个出牌"), the deal or a card more. A keepsake of tonight's result
handed over at the next evening (a trophy, a cup, a photo: "bekommt beim nächsten Mal einen
Pokal", "下次聚会拿到一个奖杯") is no edge, unless a loser owes it; the dealer leading the
next evening's first round is the cards' own start (R-SETUP-4); a shuffle is a chore.

Near misses stay clean: the fresh start said again ("next time we start with a clean
slate", R-SESSION-1), a denial ("nothing carries over to next week"), the end of this
evening ("at the end of the evening the winner chooses the music"), the next round.
language/text/procedure_world.py's ``lasts`` reads a *rule* said to last into a later
session; this reads anything else carried there. language/text/play_readings.py asks
:func:`carried` with its readings. A cost denied ("no penalty", "ohne Strafe", "ceza yok",
不罚) is no effect (session 46).
"""

from __future__ import annotations

from .denial_lexicon import DENIAL
from .leave_granted import HOME_FIRST
from .matching import hits, written
from .procedure_world import LATER_SESSION
from .textnorm import Sentence, any_of, clause_texts

#: later sessions said without a rule's lasting: next time, the next meeting
_NEXT_TIME = any_of(
    r"\bnext time\b", r"\bthe next (?:session|evening|game night|games night|meeting)\b",
    r"\bn(?:a|ä)chste\w* mal\b", r"\bbeim n(?:a|ä)chsten (?:mal|treffen|spieleabend)\b",
    r"\bde volgende keer\b", r"\bvolgende keer\b", r"\bvolgende (?:spel|speel|kaart)avond\b",
    r"\bbir dahaki\b", r"\b(?:gelecek|sonraki) oyun gece\w*",
    r"\bgelecek (?:sefer|hafta)\b",
    r"\bsonraki (?:sefer|oturum\w*|aksam\w*)\b", r"\bgelecek oturum\w*", r"\bgelecek aksam\w*",
    r"下次聚|下次见|下次見|下次来|下次來|下回|下一次聚|下次开|下次開|下次牌局|下次打牌",
    # tomorrow: another evening, another session
    r"\btomorrow\b", r"\bmorgen\b", r"\bmorgenavond\b", r"\byarin\w*", r"明天|明晚")
#: the same, for a rule's name said of a later session (analysis/checks/harm.py)
NEXT_TIME = _NEXT_TIME
#: a later event beyond the session (session 31, r2text31): a tournament, a league, a
#: championship or a season, next month or the month's end, a seeding; tonight's
#: result carried there is an edge beyond the session (R-SESSION-1)
_LATER_EVENT = any_of(
    r"\btournaments?\b", r"\bleagues?\b", r"\bchampionships?\b", r"\bseason\b",
    r"\bplay-?offs?\b", r"\bseed(?:ed|s|ing)?\b", r"\bnext (?:month|year)\b",
    r"\bend of the (?:month|year)\b",
    r"\b\w*turnier\w*", r"\bliga\b", r"\bmeisterschaft\w*", r"\bpokalturnier\w*", r"\bsaison\b",
    r"\bgesetzt\b", r"\bsetzliste\b", r"\bn(?:a|ä)chste\w* (?:monat|jahr)\b",
    r"\bmonatsende\b", r"\bende des monats\b",
    r"\btoernooi\w*", r"\bcompetitie\w*", r"\bkampioenschap\w*", r"\bbekertoernooi\w*",
    r"\bseizoen\b", r"\bvolgende (?:maand|jaar)\b", r"\beind van de maand\b",
    r"\bturnuva\w*", r"\blig(?:de|e|in|i)?\b", r"\bsampiyona\w*",
    r"\bsezon\w*", r"\bgelecek (?:ay|yil)\w*", r"\bay sonu\w*", r"\bseri basi\w*",
    r"锦标赛|錦標賽|联赛|聯賽|杯赛|杯賽|总决赛|總決賽|种子|種子|赛季|賽季|下个月|下個月|"
    r"月底|月末|明年")
#: a thing taken home: it leaves the table's evening
_HOME = any_of(
    r"\b(?:takes?|taking|took|brings?|carr(?:y|ies)) (?:\S+ ){0,5}home\b",
    r"\bmit nach hause\b", r"\bmit heim\b", r"\bmee naar huis\b", r"\bmee naar hun huis\b",
    r"\bev(?:e|ine) (?:g(?:o|ö)t(?:u|ü)r|getir|ta(?:s|ş)(?:i|ı))\w*",
    r"带回家|帶回家|拿回家|拿回去")
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
    r"牌|开始|開始|先出|先手|发牌|發牌|分|赢|贏|罚|罰|惩|懲|优势|優勢|多|欠|保留",
    # a place at a later event: straight to the final, a bye, seeded
    r"\bstraight\b", r"\bdirect\w*", r"\bfinals?\b", r"\bbye\b", r"\bqualif\w*",
    r"\bseed\w*", r"\bfinale\b", r"\bgesetzt\b", r"\bfreilos\b", r"\bmeteen\b",
    r"\bdogrudan\b", r"\bfinal\w*", r"直接|决赛|決賽|晋级|晉級|种子|種子|轮空|輪空",
    # the lead, the deal or a card more, in the others' words (session 33, r2text33):
    # "spielt … zuerst aus", "komt als eerste uit", "ilk oynar", "第一个出"; a shuffle is
    # a chore, no edge ("wie de stapel moest oppakken, schudt de volgende keer")
    r"\bzuerst\b", r"\bals erste\w*", r"\baus(?:spiel\w*|zuspielen)\b",
    r"\bspielt(?:\s+\w+){0,3}\s+aus\b",
    r"\bteilt(?:\s+\w+){0,3}\s+aus\b", r"\bextra\w*", r"\bzus(?:a|ä)tzlich\w*",
    r"\bals eerste\b", r"\beerst\b", r"\buitkom\w*", r"\bkomt(?:\s+\w+){0,3}\s+uit\b",
    r"\bspeelt(?:\s+\w+){0,3}\s+uit\b", r"\bdelen\b", r"\bgeeft\b",
    r"\bilk\b", r"\bonce (?:baslar|oynar|atar)\b",
    r"首先|第一个出|第一個出|先打")
#: a player picked by tonight's result: the loser, the winner, the last place
_STANDING = any_of(
    r"\blos(?:er|ers|es|t)\b", r"\bwinners?\b", r"\blast place\b", r"\bwhoever\b",
    r"\bverlierer\w*", r"\bsieger\w*", r"\bgewinner\w*", r"\bletzte\w*", r"\bwer\b",
    r"\bverliezer\w*", r"\bwinnaar\w*", r"\blaatste\w*", r"\bwie\b",
    r"\bkaybeden\w*", r"\bkazanan\w*", r"\bsonuncu\w*", r"\bkim\b",
    r"输家|輸家|赢家|贏家|最后一名|最後一名|垫底|墊底|谁|誰")
#: a player picked by tonight's result only (not "whoever": picked by what they do)
_RESULT = any_of(
    r"\blos(?:er|ers)\b", r"\bwinners?\b", r"\blast place\b", r"\bverlierer\w*",
    r"\bsieger\w*", r"\bgewinner\w*", r"\bverliezer\w*", r"\bwinnaar\w*",
    r"\bkaybeden\w*", r"\bkazanan\w*", r"\bsonuncu\w*", r"\bgalib(?:i|in|ler\w*)\b", r"\bgalip\b",
    r"输家|輸家|赢家|贏家|最后一名|最後一名")
#: a farewell said ("see you tomorrow", "bis morgen!", "tot morgen", "明天见") is speech,
#: nothing owed at that time
_FAREWELL = any_of(r"\bsee you\b", r"\bsays? (?:bis|tot) morgen\b", r"\bsagt[: ]+bis morgen\b",
                   r"\bzegt[: ]+tot morgen\b", r"\bgoodbye\b", r"\bgood night\b",
                   r"\bgute nacht\b", r"\btot ziens\b", r"\bgoede? nacht\b",
                   r"\bg(?:o|ö)r(?:u|ü)(?:s|ş)(?:u|ü)r(?:u|ü)z\b", r"\biyi geceler\b",
                   r"明天见|明天見|明儿见|晚安|再见|再見")
#: the fresh start said again, or the carry denied: clean slate, from zero, nothing
_FRESH = any_of(
    r"\bclean slate\b", r"\bfresh\w*", r"\bfrom (?:scratch|zero|nothing)\b",
    r"\b(?:at|back to) zero\b", r"\bauf null\b", r"\b(?:bij|van|op) nul\b", r"\bsifirl\w*",
    r"\bnothing\b", r"\bnobody\b", r"\ball (?:equal|even)\b", r"\breset\w*",
    r"\bvon (?:vorn|null)\b", r"\bbei null\b", r"\bneu(?:e|en|er|es|start|anfang)?\b",
    r"\bnichts\b", r"\bniemand\b",
    r"\bschone lei\b", r"\bopnieuw\b", r"\bvanaf nul\b", r"\bniets\b", r"\bgelijk\b",
    r"\bsifirdan\b", r"\btemiz (?:sayfa|bir)\b", r"\bhicbir\w*", r"\bkimse\b", r"\besit\b",
    r"从头|從頭|重新|清零|归零|歸零|从零|從零|零开始|零開始|一笔勾销|一筆勾銷",
    # nothing to do with it, not counted: "和今晚这局牌没关系", "不计入联赛" (fa38), as
    # "nothing", "nichts", "niets", "hiçbir" above
    r"(?:和|跟|与|與)[^，,。；;]{0,8}(?:没|沒)有?(?:任何)?关系|(?:和|跟|与|與)[^，,。；;]{0,8}"
    r"(?:没|沒)有?(?:任何)?關係|(?:和|跟|与|與)[^，,。；;]{0,8}(?:无关|無關)|不计入|不計入|"
    r"不算数|不算數|不算进|不算進")

#: every session, a recurrence: what happens in each session to that session's own
#: standings ("in jeder Sitzung zieht der Gewinner eine Karte") carries nothing of tonight
#: into another, unless an earlier session's result is named (:data:`_PREVIOUS`)
_EVERY = any_of(
    r"\b(?:in |at )?(?:every|each|all) (?:session|evening|game night|games night|meetup|"
    r"get-together|time we play)s?\b",
    r"\b(?:in |bei |an )?(?:jede[nmrs]?|alle[nm]?) (?:spieleabend|sitzung|treffen|spielabend|"
    r"abend)\w*", r"\b(?:in |bij |op )?(?:elke|iedere|alle) (?:speelavond|sessie|bijeenkomst|"
    r"spelavond|avond)\w*", r"\bher (?:oyun gecesi|oturum|bulusma|toplanti|aksam)\w*",
    r"(?<!以后)(?<!以後)(?<!今后)(?<!今後)(?:每次聚会|每次聚會|每个游戏之夜|每個遊戲之夜|每次玩|每晚)")
#: an earlier session named: its result carried into this one
_PREVIOUS = any_of(
    r"\b(?:previous|last|prior|earlier) (?:session|evening|game night|games night|time)s?\b",
    r"\bvorig\w*", r"\bletzte\w* (?:sitzung|abend|mal|spieleabend|treffen)\b",
    r"\bvorherig\w*", r"\bvorige\b", r"\bonceki\w*", r"\bgecen (?:oturum|aksam|sefer)\w*",
    r"上次|上一次|上回|上周|上週")


#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"carried": ("every session starts fresh, R-SESSION-1; only old rules return, by a vote "
                   "at setup, R-SESSION-2; the game never hears a text and no check reads it:"
                   " write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


#: a keepsake of tonight's result, no edge in the game: a trophy, a cup, a medal, a photo
#: shown or handed over at the next evening (session 33, r2text33)
_KEEPSAKE = any_of(
    r"\btroph\w*", r"\bcup\b", r"\bmedal\w*", r"\bphotos?\b", r"\bpictures?\b",
    r"\bcertificate\w*", r"\bpokal\w*", r"\bmedaille\w*", r"\bfoto\w*", r"\burkunde\w*",
    r"\bbild\b", r"\bbeker\w*", r"\bprijs\w*", r"\bkupa\w*", r"\bmadalya\w*",
    r"\bfotograf\w*", r"\bresim\w*", r"\bodul\w*",
    r"奖杯|獎盃|獎杯|奖牌|獎牌|照片|相片|合影|奖状|獎狀")
#: a loser or last place named: a keepsake asked of them is a stake, no keepsake
_LOSER = any_of(r"\blos(?:er|ers)\b", r"\blast place\b", r"\bverlierer\w*",
                r"\bverliezer\w*", r"\bkaybeden\w*", r"\bsonuncu\w*",
                r"输家|輸家|最后一名|最後一名")
#: the standing described by its win ("whoever wins tonight", "wer heute gewinnt", "谁赢"):
#: the win is who is meant, no effect of its own
_WHO_WINS = any_of(r"\bwho(?:ever)? (?:\w+ ){0,3}(?:wins|won)\b",
                   r"\bwer (?:\w+ ){0,4}(?:gewinnt|gewonnen hat)\b",
                   r"\bwie (?:\w+ ){0,4}(?:wint|won|heeft gewonnen)\b",
                   r"\bkim (?:\w+ ){0,3}kazan\w*", r"\bkazanan\w*",
                   r"谁赢|誰贏|赢的人|贏的人|赢了的人|贏了的人")


#: the dealer, who leads a session's first round by the cards (R-SETUP-4), and the
#: words of that start: said of the next evening it quotes the cards
_DEALER = any_of(r"\bdealer\b", r"\bgeber\w*", r"\bdeler\b", r"\bdagit(?:an|ici)\w*",
                 r"庄家|莊家|发牌的人|發牌的人")
_OWN_START = any_of(r"leads?", r"first", r"starts?", r"begins?", r"zuerst", r"als erste\w*",
                    r"beginn\w*", r"begin\w*", r"als eerste", r"ilk", r"basla\w*", r"先出",
                    r"第一个出", r"第一個出", r"首先", r"开始", r"開始",
                    r"spielt(?:\s+\w+){0,3}\s+aus", r"komt(?:\s+\w+){0,3}\s+uit",
                    r"speelt(?:\s+\w+){0,3}\s+uit")


def carried(sentence: Sentence) -> str:
    """The words of an effect carried into a later session, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    if not _PREVIOUS.search(text):  # each session's own winner: nothing of tonight's
        text = _EVERY.sub(" ", text)
    later = LATER_SESSION.search(text) or _NEXT_TIME.search(text) or _LATER_EVENT.search(text)
    if later is None and not _FRESH.search(text):
        home = _HOME.search(text)
        return "" if home is None else _outlived(sentence, home.group(0))
    if later is None or _FRESH.search(text):
        return ""
    if _FAREWELL.search(text):  # "see you tomorrow", "明天见": said, nothing carried
        return ""
    # the standing's own name is no effect ("赢家" holds 赢, a win), nor a cost denied
    # nor going home first: the first to leave ("mag als eerste naar huis", "可以先回家";
    # leave_granted.py), no lead at any evening (session 48)
    effect = _EFFECT.search(_RESULT.sub(" ", _WHO_WINS.sub(" ", HOME_FIRST.sub(" ", _free(
        sentence, text.replace(later.group(0), " "))))))
    if effect is None or _KEEPSAKE.search(text) and not _LOSER.search(text) \
            and _EFFECT.search(_KEEPSAKE.sub(" ", _RESULT.sub(" ", _WHO_WINS.sub(
                " ", text.replace(later.group(0), " "))))) is None:
        if _KEEPSAKE.search(text) and not _LOSER.search(text):
            return ""  # a trophy or a photo at the next evening: no edge in the game
        return _outlived(sentence, later.group(0))
    if _DEALER.search(text) and not _STANDING.search(text) \
            and _OWN_START.fullmatch(effect.group(0)):
        return ""  # "next time the dealer leads": the cards' own start (R-SETUP-4)
    if _recorded(text.replace(later.group(0), " ")):
        return ""  # "this win goes in the league book": a record, no edge there (fa37)
    if any(DENIAL.search(part) for part in clause_texts(sentence)
           if later.group(0) in part or effect.group(0) in part):
        return ""
    who = _STANDING.search(text)
    said = f"'{who.group(0)}' … " if who is not None else ""
    return f"{said}'{effect.group(0)}' … '{later.group(0)}'"


def _free(sentence: Sentence, text: str) -> str:
    """``text`` without the costs the sentence denies (off_game_lexicon's ``og_free``: "no
    penalty", "ohne Strafe", "zonder straf", "ceza yok", 不罚): a penalty said not to be
    is no effect carried anywhere ("whoever has training tomorrow may go after this round,
    no penalty": the later day says who, and nothing reaches it; session 46)."""
    for hit in hits(sentence):
        if hit.name == "og_free":
            text = text.replace(written(hit).strip("'"), " ")
    return text


#: a result written down: a book, a table, a list, a tally ("goes in the league book",
#: "kommt in die Vereinstabelle", "gaat in het clubboekje", "lig defterine yazılır")
_RECORD = any_of(
    r"\b\w*(?:book|table|list|tally|record|log)s?\b", r"\bwrit(?:e|es|ten)\b", r"\bnoted\b",
    r"\b\w*(?:buch|tabelle|liste)\w*", r"\beingetragen\b", r"\bnotiert\b", r"\baufgeschrieben\b",
    r"\b\w*(?:boek|boekje|lijst|tabel)\b", r"\bgenoteerd\b", r"\bopgeschreven\b",
    r"\b\w*defter\w*", r"\byazil\w*", r"\bkaydedil\w*", r"\bcizelge\w*",
    r"记到|記到|记在|記在|记上|記上|本上|表上|记录|記錄")
#: the effects a record may name: the result itself, nothing given for it
_RESULT_ONLY = any_of(r"\bwins?\b", r"\bsieg\w*", r"\bovertwinning\w*", r"\bgalibiyet\w*",
                      r"赢|贏")


def _recorded(text: str) -> bool:
    """Whether the only effect ``text`` names is the result itself, written down in a
    book, a table or a tally (:data:`_RECORD`): the result is what it was, a record
    carries no edge into the later event; points, a start, a place there do (module
    text)."""
    if _RECORD.search(text) is None:
        return False
    rest = _RESULT.sub(" ", text)
    return all(_RESULT_ONLY.fullmatch(m.group(0)) for m in _EFFECT.finditer(rest))


def _outlived(sentence: Sentence, later: str) -> str:
    """The words of a result's standing who owes, does or gets something at ``later`` (a
    later time or home), in one clause with it and not denied, or "" (module text)."""
    for part in (*clause_texts(sentence), sentence.cjk):
        who = _RESULT.search(part)
        if later in part and who is not None and not DENIAL.search(part) \
                and not _FAREWELL.search(part):
            return f"'{who.group(0)}' … '{later}'"
    return ""


__all__ = ["WHY", "carried"]
