"""A standing that plays a face-down card unseen and is its own judge (issue 29, session
37, r2text37: R-FACE-2, R-VOTE-8, R-CUSTOM-4).

R-FACE-2: a face-down card is played without looking and **revealed to all**; whether it
is legal is the rules' (R-PLAY), and the rules are the table's to change by the vote
(R-VOTE-8). A text that says, in the plain present and with no "may", that one standing
does otherwise grants it as much as "may" would:

- "When last round's winner plays a face-down card, they put it on the pile unseen and
  say themselves whether it fitted", "legt er sie ungesehen auf den Stapel und sagt
  selbst, ob sie gepasst hat", "legt hij die ongezien op de stapel en zegt zelf of hij
  paste", "kimseye göstermez; geçerli mi değil mi, onu kendisi söyler",
  "上一局赢家出暗牌时不给别人看，自己说合不合法".

It reads as slots over the whole text (the judgment often stands in the sentence after):

- **who**: a standing (the winner, last round's winner, the champion, the loser) named;
- **what**: a face-down card, or a play said to be legal or not;
- **(b) unshown**: unseen, without showing, shown to nobody ("ungesehen", "ongezien",
  "kimseye göstermez", "不给别人看") of a face-down card: LP716, an exemption from what
  everyone shows (R-FACE-2);
- **(a) its own judge**: the standing says or decides itself whether the play fits
  ("sagt selbst, ob", "zegt zelf of", "kendisi söyler", "自己说"): LP709, one standing
  over the rules (R-VOTE-8, R-FACE-2, R-CUSTOM-4).

Fair near misses stay clean: the same said of everyone ("wer eine verdeckte Karte spielt,
deckt sie für alle auf"), the official procedure, and the exemption denied ("nobody plays
a face-down card unseen, the winner neither", "谁都不能偷偷出暗牌").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOBODY, PROHIBITION
from .standing_words import (
    GRANTED,
    ROUND_WINNER,
    ROUND_WINNER_ZH,
    STANDING,
    STANDING_ZH,
    cjk,
    find,
    joined,
    tokens,
)
from .textnorm import Reading, any_of

#: (code, words, message), as text/context.py's readings give them
Said = tuple[str, str, str]

#: A standing of the evening: standing_words.py's standings and the round's winner named
#: bare (the one list of them; before parity38 a regex of this module's own)
_STANDINGS = joined(STANDING, ROUND_WINNER)  # each phrase in its own language
_STANDINGS_ZH = (*STANDING_ZH, *ROUND_WINNER_ZH)
#: A face-down card
_BLIND = re.compile(
    r"\b(?:face[ -]?down|blind card\w*|verdeckt\w*|blinde kaart\w*|dichte kaart\w*|"
    r"kapali (?:bir )?kart\w*|kapalı (?:bir )?kart\w*)\b|暗牌")
#: The card kept from the others' eyes
_UNSHOWN = re.compile(
    r"\b(?:unseen|unshown|unrevealed|without (?:showing|revealing|turning|anyone seeing|"
    r"letting anyone see)\w*|(?:does not|doesn t|doesnt|never) (?:show|reveal|turn)\w*|"
    r"keeps? it (?:hidden|covered|face down|secret)|shows? it to (?:nobody|no one)|"
    r"ungesehen|ohne (?:sie |es |ihn )?(?:zu zeigen|aufzudecken|umzudrehen|herzuzeigen)|"
    r"zeigt (?:sie |es |ihn )?(?:niemandem|keinem|nicht)|deckt (?:sie |es |ihn )?nicht auf|"
    r"ongezien|zonder (?:hem |die |het |ze )?(?:te laten zien|om te draaien|te tonen)|"
    r"laat (?:hem |die |het |ze )?(?:aan )?(?:niemand |niet )zien|toont (?:hem |die |het |ze )?"
    r"(?:aan )?(?:niemand|niet)|draait (?:hem |die |het |ze )?niet om|"
    r"kimseye (?:göstermez|gostermez|göstermeden|gostermeden)|göstermeden|gostermeden|"
    r"açmadan|acmadan|(?:karti |kartı )?açmaz|acmaz|kimse görmeden|kimse gormeden)\b|"
    r"不给别人看|不給別人看|不给人看|不給人看|不给大家看|不給大家看|不翻开|不翻開|不亮|偷偷|"
    r"不让别人看|不讓別人看|不让人看|不讓人看|不公开|不公開|不用翻|盖着出|蓋著出|扣着出|扣著出")
#: The standing its own judge of the play
_OWN_JUDGE = re.compile(
    r"\b(?:says? (?:themselves|himself|herself|itself|alone)|(?:decides?|judges?|rules?|"
    r"determines?|says?) (?:alone|themselves|himself|herself|on (?:their|his|her) own)|"
    r"(?:is|are) (?:their|his|her) own judge|"
    r"sagt (?:er |sie )?selbst|entscheidet (?:er |sie )?(?:selbst|allein)|"
    r"bestimmt (?:er |sie )?selbst|urteilt (?:er |sie )?selbst|"
    r"zegt (?:hij |zij |ze )?zelf|beslist (?:hij |zij |ze )?zelf|bepaalt (?:hij |zij |ze )?zelf|"
    r"oordeelt (?:hij |zij |ze )?zelf|"
    r"kendisi (?:söyler|soyler|karar verir|belirler|der)|kendi(?:si)? karar verir)\b|"
    r"自己说|自己說|自己决定|自己決定|自己判断|自己判斷|自己说了算|自己說了算|自己定")
#: What the judgment is about: the play fitting, being legal
_LEGAL = re.compile(
    r"\b(?:legal|illegal|valid|fits|fitted|fit|counts|whether|if|gepasst|passt|"
    r"gültig|gultig|erlaubt|ob|geldig|past|paste|of|geçerli|gecerli|uyar|uygun|mi)\b|"
    r"合法|合不合|算不算|能不能|对不对|對不對|行不行|有效")
#: The exemption denied, or the same asked of all: no favour
_DENIED = any_of(
    NOBODY.pattern, PROHIBITION.pattern,  # text/denial_lexicon.py
    r"\b(?:neither|nor|auch nicht|ook niet|\w+(?:amaz|emez)|"
    r"everyone|everybody|all players|alle|jeder|jede|iedereen|herkes\w*)\b|"
    r"大家|每个人|每個人|所有人")


def findings(reading: Reading, questions: Sequence[bool]) -> list[Said]:
    """The standing's blind card kept unshown (LP716) and its own judgment of a play
    (LP709) that ``reading`` says, or [] (a text that only asks lays nothing down)."""
    if questions and all(questions):
        return []
    text = reading.folded
    said = tokens(reading)
    found = find(said, _STANDINGS)
    standing = " ".join(said[found[0][0]:found[0][1]]) if found else next(
        (w for w in _STANDINGS_ZH if w in cjk(reading)), "")
    if not standing:
        return []
    unshown = _UNSHOWN.search(text) if _BLIND.search(text) else None
    judge = _OWN_JUDGE.search(text)
    if judge is not None and not (_BLIND.search(text) or _LEGAL.search(text[judge.end():])):
        judge = None
    rest = _OWN_JUDGE.sub(" ", _UNSHOWN.sub(" ", text))
    if _DENIED.search(rest):
        return []
    who = f"'{standing}'"
    out: list[Said] = []
    if unshown is not None:
        words = f"{who} … '{unshown.group(0)}'"
        out.append(("LP716", words, GRANTED.format(words=words)))
    if judge is not None:
        words = f"{who} … '{judge.group(0)}'"
        out.append(("LP709", words, f"free text claims authority over the rules: {words} "
                                    f"({_WHY})"))
    return out


_WHY = ("one standing judges its own play: a face-down card is revealed to all and the "
        "rules say whether it is legal, R-FACE-2, R-VOTE-8, R-CUSTOM-4")

__all__ = ["findings"]
