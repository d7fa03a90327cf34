"""The session's end as the table's (issue 29, session 22): R-SESSION-1 as a slot.

A session is the unbroken stretch of play *the players agree on* (R-SESSION-1). When it
ends is the table's to agree, so a sentence that puts the end of the evening in one
player's hands takes it from them, whoever that player is: a role (the winner, the
leader, the dealer, the host), the rule's creator, the speaker, or whoever stands ahead
(a player ahead who may stop is a player who stops when ahead). Read by meaning in the
five languages: an **end** (end, stop, be over, call it a night, beenden, Schluss,
afgelopen, bitirmek, 结束, 散场) of the **session** (the evening, the game night, playing
itself, "we stop") with a **holder** (a person said to decide, say, want or be able to
end it, or a player ahead).

Near misses stay clean: the table or everyone agreeing (the card's own value), the end of a
round (someone going out, R-WIN-1), the end named as a time ("at the end of the evening
the winner chooses the music", session 24), leaving early oneself, thanks for the evening, a
question ("shall we stop?" changes nothing: language/text/harm.py drops a question's
procedure findings). language/text/procedure_world.py asks :func:`slots` with its
own.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .speaking_up import spoken_up
from .textnorm import Sentence, any_of, matched

#: an end: to end, stop, finish, be over
_END = any_of(
    r"\bends?\b", r"\bending\b", r"\bended\b", r"\bover\b", r"\bstop\w*", r"\bquit\w*",
    r"\bfinish\w*", r"\bwrap\w* up\b", r"\bcall\w* it\b", r"\bcalls it\b",
    r"\bende\w*", r"\bbeend\w*", r"\bschluss\b", r"\bh(?:o|ö)r\w* (?:\w+ )?auf\b",
    r"\baufh(?:o|ö)r\w*",
    r"\bvorbei\b", r"\bafgelopen\b", r"\bvoorbij\b", r"\bgedaan\b", r"\beinde\w*",
    r"\bbe(?:e|ë)indig\w*", r"\bophoud\w*",
    r"\bhoud\w* op\b", r"\bstoppen\b", r"\bstopt\b", r"\bbit(?:i|e|er|ir|ti)\w*", r"\bsona er\w*",
    r"\bson ver\w*", r"\bb(?:i|ı)rak\w*", r"\bdur(?:ur|du|al)\w*", r"\byeter\b",
    r"结束|結束|散场|散場|收工|不玩了|停止|到此为止|到此為止|喊停|想停|停")
#: the end as a time, not a power: "at the end of the evening the winner chooses the music"
_AT_THE_END = any_of(
    r"\b(?:at|by|towards?|near) the end of\b", r"\bam ende\b", r"\bgegen ende\b",
    r"\baan het (?:eind|einde)\b", r"\btegen het (?:eind|einde)\b", r"\bsonunda\b",
    r"\bsonuna (?:dogru|kadar)\b",
    r"结束时|結束時|结束后|結束後|结束前|結束前|结束的时候|結束的時候")
#: the session: the evening, the game night, tonight's play, "we stop (playing)"
_SESSION = any_of(
    r"\bsession\b", r"\bevening\b", r"\bgames? night\b", r"\btonight\b", r"\bthe night\b",
    r"\bwe (?:\w+ )?(?:stop|quit|finish)\b", r"\bstop playing\b", r"\bquit playing\b",
    r"\bcall\w* it a (?:night|day)\b", r"\bschluss\b", r"\bfeierabend\b",
    r"\babend\w*", r"\bspieleabend\w*", r"\bsitzung\b", r"\bwir h(?:o|ö)ren\b",
    r"\bwir beenden\b", r"\bavond\b", r"\bspeelavond\b", r"\bsessie\b", r"\bvanavond\b",
    r"\b(?:we|wij) (?:\w+ )?(?:stoppen|ophouden|ophoud\w*)\b", r"\bwe houden op\b",
    r"\bak(?:s|ş)am\w*", r"\boturum\w*",
    r"\boyun gecesi\b", r"\boyunu b(?:i|ı)rak(?:i|ı)r(?:i|ı)z\b", r"\bbu gece\b",
    # "we play until ...": the playing itself, in the first person plural
    r"\bwe (?:keep )?play(?:ing)? (?:on )?until\b", r"\bwir spielen\b.{0,12}\bbis\b",
    r"\bwe spelen\b.{0,12}\btot\b", r"\b\w+ kadar oynuyoruz\b", r"\boynamaya devam\w*",
    r"今晚|今天晚上|聚会|聚會|牌局|这场|這場|本场|本場|散场|散場|不玩了")
#: the table holds it: everyone, the majority, all agreeing, together
_TABLE = any_of(
    r"\beveryone\b", r"\beverybody\b", r"\ball\b", r"\bthe players\b", r"\bmajority\b",
    r"\btogether\b", r"\bagree\w*", r"\balle\w*\b", r"\bmehrheit\b", r"\bgemeinsam\b",
    r"\beinig\w*", r"\biedereen\b", r"\bmeerderheid\b", r"\bsamen\b", r"\bgoed vindt\b",
    r"\bakkoord\b", r"\bherkes\w*", r"\b(?:c|ç)o(?:g|ğ)unluk\w*", r"\bbirlikte\b",
    r"\banla(?:s|ş)\w*", r"大家|所有人|全桌|多数|多數|一起|商量|同意")
#: a say or a wish: decides, says, wants, may, whenever they like
_SAY = any_of(
    r"\bdecide\w*", r"\bsays?\b", r"\bwants?\b", r"\bmay\b", r"\bcan\b", r"\bchoos\w*",
    r"\bcalls?\b", r"\bwhenever\b", r"\bany time\b", r"\bat will\b", r"\blikes?\b",
    r"\bentscheid\w*", r"\bbestimm\w*", r"\bsagt\b", r"\bsagen\b", r"\bwill\b", r"\bdarf\b",
    r"\bkann\b", r"\bjederzeit\b", r"\blust\b", r"\bhad enough\b", r"\bzat\b",
    r"\bgenoeg\b", r"\bgenug\b", r"\bbeslis\w*", r"\bbepaal\w*", r"\bzegt\b",
    r"\bwil\b", r"\bmag\b", r"\bkan\b", r"\bwanneer\b.*\bwil\b", r"\bkarar\w*",
    r"\bder(?:se|ken)?\b", r"\bdedi(?:g|ğ)i\w*", r"\bist(?:e|i)\w*", r"\w+(?:abilir|ebilir)\b",
    r"说了算|說了算|决定|決定|说|說|想|可以|随时|隨時|愿意|願意|喊|宣布")
#: one player ahead: leading, in front, most wins
_AHEAD = any_of(
    r"\bahead\b", r"\bleading\b", r"\bin the lead\b", r"\bleader\b",
    r"\bfront\W?runner\b", r"\btop of the (?:table|standings)\b",
    r"\bmost (?:wins|points|rounds|victories)\b", r"\bmeisten (?:sieg|punkt|runde)\w*",
    r"\bspitzenreiter\w*", r"\btabellenf(?:u|ü)hrer\w*",
    r"\bmeeste (?:overwinningen|punten|rondes|zeges)\b", r"\bkoploper\w*", r"\bbovenaan\b",
    r"\ben (?:c|ç)ok (?:el |tur )?(?:kazanan|galibiyet|puan)\w*",
    r"赢得最多|贏得最多|胜场最多|勝場最多|赢最多|贏最多",
    r"\bvorn\w*", r"\bf(?:u|ü)hr\w*", r"\bvoorstaat\b", r"\bvoor staat\b", r"\baan kop\b",
    r"\bde leiding\b", r"\b(?:o|ö)nde\b", r"\blider\w*", r"领先|領先")
#: the holders a sentence names (language/text/matching.py's groups): one person
_ONE = ("leader", "self", "creator", "k_creator", "a_holder", "trait", "trait_noun")
#: one person by name in the five languages (a role, the creator, the host, "I")
_PERSON = any_of(
    r"\bwinner\b", r"\bdealer\b", r"\bhost\b", r"\bcreator\b", r"\bi\b", r"\bwhoever\b",
    r"\bgewinner\w*", r"\bsieger\w*", r"\bgeber\b", r"\bgastgeber\w*", r"\berfinder\w*",
    r"\bich\b", r"\bwer\b", r"\bwinnaar\b", r"\bdeler\b", r"\bgastheer\b", r"\bmaker\b",
    r"\bik\b", r"\bwie\b", r"\bkazanan\w*", r"\bda(?:g|ğ)(?:i|ı)t(?:i|ı)c(?:i|ı)\w*",
    r"\bev sahibi\b", r"\bkural(?:i|ı) koyan\b", r"\bben\b",
    r"赢家|贏家|庄家|莊家|主人|我|制定者|领先的人|領先的人")


#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"session end": ("the session is the stretch of play the players agree on; no one "
                       "player ends it, R-SESSION-1")}


def ended_by_one(sentence: Sentence, hits: Sequence[Hit]) -> str:
    """The words of the session's end put in one player's hands; "" when the sentence
    leaves it to the table, speaks of a round's end, or of no end of the session."""
    session = matched(_SESSION, sentence)
    end = matched(_END, sentence._replace(folded=_AT_THE_END.sub(" ", sentence.folded),
                                          cjk=_AT_THE_END.sub("", sentence.cjk)))
    if not end or not session or matched(_TABLE, sentence):
        return ""
    ahead = matched(_AHEAD, sentence)
    one = next((h.words.strip("'") for h in hits if h.name in _ONE), "")
    if not (ahead or one) and spoken_up(sentence):
        return ""  # "whoever works early, say so, and we stop": the table's stop, the one
        # picked by their need only spoke up (speaking_up.py, session 45); a standing's
        # word ("when the leader says so") is that standing's say
    holder = ahead or one or matched(_PERSON, sentence)
    say = matched(_SAY, sentence)
    if not holder or not (ahead or say):
        return ""
    return f"'{session}' … '{end}' … '{holder}'"


def slots(sentence: Sentence, hits: Sequence[Hit]) -> list[tuple[str, str, str]]:
    """The slot the sentence fills with another value: (slot, code, words)."""
    words = ended_by_one(sentence, hits)
    return [("session end", "LP709", words)] if words else []


__all__ = ["WHY", "ended_by_one", "slots"]
