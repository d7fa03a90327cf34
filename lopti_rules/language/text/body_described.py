"""A player picked by their body in paraphrase (issue 29, session 39, r2text39): R-CUSTOM-4.

Not the trait's word ("left-handed", "tall": language/text/harm_lexicon.py's ``trait``)
but a description of the body that amounts to it (LP304):

- **a superlative of a body part**: the superlative in any adjective, read by its form,
  right before the part ("the one with the longest hair", "wer die größten Schuhe trägt",
  "degene met de donkerste ogen"), Turkish the part with its possessive before "en" and
  the adjective ("boyu en uzun olan", "gözleri en koyu"), Chinese the part before 最 ("眼睛
  最大的人", "头发最长的") or after 最…的 ("最长的头发");
- **the hand one writes or eats with**: left or right with writing, eating or throwing
  ("whoever writes with their left hand", "wer mit der linken Hand schreibt", "wie met
  links schrijft", "sol eliyle yazan", "用左手写字的人");

read with a word that picks a person (whoever, the one, the player, wer, degene, olan, a
Turkish participle, 的人, 谁). The game's own facts in the same shape stay clean: the hand
of cards ("the highest hand", "die meisten Karten auf der Hand", "手牌最多的人") names no
body part here, "the longest face-up row" is a row of cards, "whoever wants" a choice.
language/text/harm.py asks :func:`bodied` with persons.py's readings.
"""

from __future__ import annotations

from .claims import Claim
from .textnorm import Sentence, any_of, clause_texts

#: body parts whose size, colour or length is who someone is (the hand of cards left out)
_BODY_EN = (r"hair|eyes|eyelashes|lashes|eyebrows|feet|foot|fingers|fingernails|nails|nose|"
            r"ears|legs|arms|teeth|smile|voice|neck|beard|shoes|shoe size|skin|freckles")
_BODY_DE = (r"haare?n?|augen|wimpern|augenbrauen|f(?:u|ü)(?:ß|ss)e|finger|fingern(?:a|ä)gel|"
            r"nasen?|ohren|beine|armen?|z(?:a|ä)hne|stimme|schuhe|schuhgr(?:o|ö)(?:ß|ss)e|"
            r"h(?:a|ä)lse?|b(?:a|ä)rte?|haut")
_BODY_NL = (r"haar|haren|ogen|wimpers|wenkbrauwen|voeten|vingers|nagels|neus|oren|benen|armen|"
            r"tanden|stem|schoenen|schoenmaat|nek|baard|huid")
#: Turkish parts with a possessive ("boyu", "saçı", "gözleri", "ayakları"); not "eli" (a
#: hand, and a round of the game)
_BODY_TR = (r"boy(?:u|lari)|sac(?:i|lari)|g(?:o|ö)z(?:u|ü|leri)|ayak(?:lari|kabisi)|ayagi|"
            r"burnu|kulak(?:lari)|kulagi|bacak(?:lari)|kollari|parmak(?:lari)|dis(?:leri)|"
            r"sesi|sakali|tirnak(?:lari)")
_BODY_ZH = (r"头发|頭髮|眼睛|眼|睫毛|眉毛|脚|腳|鞋子?|鼻子|耳朵|腿|个子|個子|身高|牙齿?|牙齒|"
            r"嗓门|嗓門|声音|聲音|手指|指甲|胳膊|脖子|胡子|鬍子|皮肤|皮膚")
#: English superlatives by form, not the ones that are no trait of a body
_NOT_EN = r"(?:best|worst|rest|west|test|chest|nest|least|interest|latest|honest|forest)\b"
_SUPERLATIVE_PART = any_of(
    rf"\b(?!{_NOT_EN})\w{{2,}}est (?:\w+ )?(?:{_BODY_EN})\b",
    rf"\bmost \w+ (?:{_BODY_EN})\b",
    rf"\b(?!(?:meiste|beste|erste|letzte|n(?:a|ä)chste))\w{{2,}}(?:s|ß)te[nrms]? (?:{_BODY_DE})\b",
    rf"\b(?!(?:meeste|beste|eerste|laatste|volgende))\w{{2,}}ste (?:{_BODY_NL})\b",
    rf"\b(?:{_BODY_TR}) en \w+",
    r"\ben \w+ (?:sac|g(?:o|ö)z|ayak|burun|kulak|bacak|parmak|sakal)\w*l(?:i|u|ü)\b",
    rf"(?:{_BODY_ZH})最\w",
    rf"最(?:长|長|短|大|小|高|矮|黑|白|亮|粗|细|細|浓|濃|多)的(?:{_BODY_ZH})")
#: the hand one writes, eats or throws with
_HANDED = any_of(
    r"\b(?:writes?|writing|eats?|eating|throws?|throwing|signs?|draws pictures) with "
    r"(?:the |their |his |her |your )?(?:left|right)(?: hand)?\b",
    r"\b(?:left|right) hand (?:to |for )(?:write|writing|eat|eating|throw|throwing)\b",
    r"\bmit (?:der )?(?:linken|rechten|links|rechts)(?: hand)? (?:\w+ ){0,2}"
    r"(?:schreib\w*|isst|essen|wirft|werfen|zeichne\w*|unterschreib\w*)\b",
    r"\bmet (?:de |zijn |haar )?(?:links|rechts|linkerhand|rechterhand|linker hand|rechter hand)"
    r" (?:\w+ ){0,2}(?:schrijf\w*|eet|eten|gooit|gooien|teken\w*)\b",
    r"\b(?:sol|sag) el(?:i|iyle|le|ini)? (?:\w+ )?(?:yaz|ye|yiy|at|ciz|imza)\w*",
    r"用(?:左|右)手(?:写|寫|吃|拿笔|拿筆|拿筷子|扔|签|簽|画|畫)")
#: a word that picks a person, in the clause
_PICKED = any_of(
    r"\b(?:whoever|who|the one|the player|a player|the person|anyone|someone|wer|derjenige|"
    r"diejenige|spieler\w*|person|jemand|wie|degene|speler|persoon|iemand|olan|oyuncu\w*|"
    r"kisi\w*|kim\w*)\b", r"\b\w+(?:an|en)\b(?= (?:oyuncu|kisi)|$)",
    r"的人|的那位|的那个|的那個|的玩家|谁|誰")


def bodied(sentence: Sentence) -> Claim | None:
    """A player picked by a description of their body (see the module's docstring)."""
    for part in (*clause_texts(sentence), sentence.cjk):
        found = _SUPERLATIVE_PART.search(part) or _HANDED.search(part)
        if found is None:
            continue
        rest = part.replace(found.group(0), " ")
        turkish_participle = found.group(0).endswith(("an", "en")) or " olan" in part \
            or " yazan" in part
        if _PICKED.search(rest) is None and not turkish_participle \
                and "的" not in part[found.end():found.end() + 3]:
            continue
        words = f"'{found.group(0)}'"
        return Claim("seats", words, "free text picks a player by a personal trait: "
                                     f"{words} (R-CUSTOM-4)")
    return None


__all__ = ["bodied"]
