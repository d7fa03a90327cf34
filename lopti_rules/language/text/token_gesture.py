"""A token with nothing attached (issue 29, session 37, r2text37: R-CUSTOM-4).

A table may hand a harmless object to a standing: "the paper crown goes to last round's
winner, it's only a hat, no perks come with it", "der Sieger bekommt die Pappkrone, sonst
nichts", "de winnaar draagt het kroontje, zonder voordeel", "kazanan kağıt tacı takar,
hiçbir ayrıcalığı yok", "纸王冠给上一局赢家戴，没有任何好处". It reads as slots:

- **the token**: a crown, a paper hat, a badge, a medal, a sash, a trophy (the five
  languages);
- **nothing attached**: the text itself says the token carries no advantage (no perk,
  nothing else, just for fun, only a hat, "sonst nichts", "ohne Vorteil", "zonder
  voordeel", "hiçbir ayrıcalığı yok", "没有任何好处");
- **no perk beside it**: once the disclaimer's own words are left out, no permission
  (may, darf, mag, -ebilir, 可以) and no good of the game or of the evening (a card, a
  turn, a pickup, a vote, a drink, paying) is named.

Such a text is a gesture: language/text/harm.py drops the reading of a good granted to
one standing (LP716, the token is the "good") and of a player picked by what they wear
(LP304: wearing the crown the rule hands out is no trait; wearing one's own glasses still
is). :func:`worn` asks only the token and no perk, no disclaimer: wearing what the rule
gives is never who someone is. A token that carries a right ("whoever wears the crown may
skip a pickup") or a standing that gets a real good (a card, a turn, a drink paid by the
others) stays refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .permission import PERMIT_RE
from .textnorm import fold

#: The tokens a table hands out (folded; Turkish and Chinese as written and folded)
_TOKEN = re.compile(
    r"\b(?:(?:paper |party |silly |cardboard )?(?:crown|crowns|tiara)|"
    r"(?:paper|party|silly|cardboard) (?:hat|hats)|badge|medal|sash|trophy|rosette|"
    r"(?:papp|papier)?(?:krone|kronen)|(?:papp|papier|party)(?:hut|hütchen|hutchen)|"
    r"abzeichen|medaille|pokal|schärpe|scharpe|anstecker|plakette|"
    r"(?:papieren |karton(?:nen)? )?(?:kroon|kroontje|kroontjes)|"
    r"(?:papieren |feest)(?:hoed|hoedje)|feesthoedje|beker|lintje|sjerp|"
    r"taç|tac|tacı|taci|tacını|tacini|tacı|(?:kağıt|kagit) (?:şapka|sapka)\w*|rozet\w*|"
    r"madalya\w*|kupa\w*|kurdele\w*)\b|"
    r"纸王冠|紙王冠|王冠|皇冠|纸帽|紙帽|徽章|奖牌|獎牌|奖杯|獎盃|绶带|綬帶|小红花|小紅花")
#: The text's own word that the token carries nothing (folded)
_NOTHING = re.compile(
    r"\b(?:no (?:perks?|advantages?|privileges?|benefits?|powers?|extras?|bonus(?:es)?|"
    r"special rights?)(?: (?:come|comes|attached|with it|whatsoever))*|"
    r"nothing (?:else|more|comes with it|attached)|(?:just|only|purely) for (?:fun|show|"
    r"laughs|the fun of it)|for fun|(?:it s |its |it is )?(?:only|just) an? "
    r"(?:hat|joke|gag|crown|badge|decoration)|carries nothing|means nothing|"
    r"(?:it )?(?:gives|brings) (?:no|nothing)\w*(?: advantage| perk)?|"
    r"changes nothing(?: in the game)?|(?:im spiel )?(?:andert|ändert) (?:sie |er |es )?nichts|"
    r"(?:in het spel )?verandert (?:die |het |hij |ze )?niets|verandert niks|"
    r"(?:oyunda )?(?:hicbir|hiçbir) (?:seyi|şeyi) degistirmez|(?:hiçbir|hicbir) şeyi değiştirmez|"
    r"sonst nichts|nichts weiter|nichts sonst|mehr nicht|nur (?:zum|aus) spa(?:ss|ß)|"
    r"nur spa(?:ss|ß)|(?:ohne|kein|keine|keinen) (?:vorteil\w*|vorrecht\w*|sonderrecht\w*|"
    r"privileg\w*|bonus)|nur (?:ein|eine) (?:hut|witz|gag|spa(?:ss|ß))|nur deko|"
    r"nur zur zierde|bringt nichts|"
    r"(?:zonder|geen) (?:voordeel|voordelen|voorrecht\w*|privilege\w*|bonus)|verder niets|"
    r"niets anders|niks anders|verder niks|(?:alleen |gewoon )?voor de (?:grap|lol|gein)|"
    r"(?:alleen|gewoon) (?:een )?(?:hoedje|grapje)|"
    r"(?:hiçbir|hicbir|hiç|hic)? ?(?:ayrıcalı\w*|ayricali\w*|avantaj\w*|getiri\w*) (?:yok|"
    r"yoktur|sağlamaz|saglamaz|vermez)|başka (?:bir )?şey yok|baska (?:bir )?sey yok|"
    r"sadece (?:eğlence|eglence|süs|sus|şaka|saka)\w*|eğlencesine|eglencesine|"
    r"şakasına|sakasina)\b|"
    r"没有任何好处|没有好处|沒有任何好處|沒有好處|没有(?:任何)?特权|沒有(?:任何)?特權|"
    r"没有(?:任何)?优势|沒有(?:任何)?優勢|没有别的|沒有別的|没有其他|沒有其他|只是好玩|"
    r"好玩而已|只是为了好玩|只是為了好玩|图个乐|圖個樂|只是装饰|只是裝飾|仅此而已|僅此而已|"
    r"不带任何|不帶任何|只是个帽子|只是個帽子|"
    # it changes nothing in the game (parity38: the same disclaimer in the five languages)
    r"(?:在游戏里|在遊戲裡|在游戏中|在遊戲中)?(?:什么也不|什么都不|什麼也不|什麼都不)(?:改变|改變)|"
    r"不改变任何|不改變任何")
#: A good named beside the token: a move of the game, a drink or money (folded; the
#: disclaimer's words are left out first); a permission is permission.py's PERMIT_RE
_GOODS = re.compile(
    r"\b(?:allowed|lets?|skips?|extra|free|cards?|turns?|first|"
    r"starts?|draws?|pick ?ups?|piles?|votes?|drinks?|pays?|paid|decides?|chooses?|"
    r"muss nicht|braucht nicht|aussetz\w*|"
    r"überspring\w*|karte\w*|zug|züge|zuerst|beginnt|fängt|stimme\w*|trinkt|getränk\w*|"
    r"zahl\w*|bezahl\w*|entscheid\w*|zieht|nimmt|"
    r"hoeft|rapen|kaart\w*|beurt\w*|eerst|begint|stem\w*|"
    r"drinkt|drankje\w*|betaal\w*|beslis\w*|trekt|"
    r"\w+(?:mayabilir|meyebilir)\w*|kart\w*|sıra\w*|sira\w*|ilk|başlar|"
    r"baslar|oy|oyu|oylar\w*|içer|icer|içki\w*|icki\w*|öder|karar\w*|çeker|ceker|"
    r"atla\w*)\b|"
    r"不用|免|(?<![发發洗])牌|先出|先手|跳过|跳過|票|喝|请客|請客|决定|決定|说了算|說了算")


def _perk(kept: str) -> bool:
    """A right or a good named beside the token: a permission (permission.py's words, the
    one list of them) or a good of the game or of the evening (:data:`_GOODS`)."""
    return bool(PERMIT_RE.search(kept) or _GOODS.search(kept))


#: A verb of wearing, as a finding gives its words ("'trägt'", "'戴着'", "'wears'")
_WEARING = re.compile(r"'(?:wear\w*|wore|worn|trägt|tragt|tragen|draagt|dragen|takar|takan\w*|"
                      r"giyer|giyen\w*|戴着|戴著|戴|穿着|穿著|穿)'")
#: The openings of the messages of a good granted to one standing (standing_grants.py,
#: standing_slots.py, favour_shape.py)
_GRANTS = ("free text grants one standing", "free text gives one standing what the others")


def misread(text: str) -> Callable[[str, str, str], bool]:
    """Whether a finding (code, words, message) of ``text`` is a reading this token
    contradicts: a wear of the token read as a trait (:func:`worn`, LP304) or the token
    read as a good granted (:func:`gesture`, LP716)."""
    token_worn, token_given = worn(text), gesture(text)

    def amiss(code: str, words: str, message: str) -> bool:
        return token_worn and code == "LP304" and wearing(words) \
            or token_given and code == "LP716" and granted(message)
    return amiss


def wearing(words: str) -> bool:
    """Whether a finding's words are only a verb of wearing."""
    return bool(_WEARING.fullmatch(words))


def granted(message: str) -> bool:
    """Whether a finding's message is a good granted to one standing."""
    return message.startswith(_GRANTS)


def _said(text: str) -> tuple[str, bool]:
    """``text`` folded with its disclaimers left out, and whether it had one."""
    folded = fold(text)
    kept = _NOTHING.sub(" ", folded)
    return kept, kept != folded


def worn(text: str) -> bool:
    """Whether ``text`` hands out a token and names no right or good beside it: wearing
    it is what the rule gives, not who someone is (no LP304)."""
    kept, _ = _said(text)
    return bool(_TOKEN.search(kept)) and not _perk(_TOKEN.sub(" ", kept))


def gesture(text: str) -> bool:
    """Whether ``text`` hands a token to a standing and says itself that nothing comes
    with it: a gesture, no good granted (no LP716 grant)."""
    kept, disclaimed = _said(text)
    return disclaimed and worn(text)


__all__ = ["gesture", "granted", "misread", "wearing", "worn"]
