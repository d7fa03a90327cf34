"""A player picked by a skill they bring to the table (LP304, R-CUSTOM-4), five languages.

Speaking, knowing and playing are acts of the table when their object is the game's
("whoever speaks first", "wer eine Zehn spielt", "kuralları bilen"), so the clause readings
(text/selection.py) take the verb for a game fact. With an object the game does not know
they say what a person can do, not what happened at the table: a language spoken ("whoever
speaks French", "wie Turks spreekt", "Kürtçe bilen", "会说粤语的人"), an instrument or a
sport played ("wer Klavier spielt", "gitar çalan", "会弹钢琴的人"). Who the person is picks
them then, a fixed personal trait. The object is known by the judge's lexicons not knowing
it, not by a list of languages: a card, a turn, a word of the game, an adverb of time or
order ("speaks first", "spielt zuletzt", "önce oynar") keeps the act the game's.
"""

from __future__ import annotations

import re

from .given_names import known_words, named
from .textnorm import fold

#: whoever (or "the player who", "anyone who") + a verb of skill + its object (English)
_EN = re.compile(r"\b(?:whoever|who|anyone who|anybody who)\s+(?:can\s+|knows how to\s+)?"
                 r"(speaks?|knows|plays?)\s+(?:the\s+|a\s+)?([^\W\d_]+)", re.I)
#: German and Dutch: the selector, the object, the verb at the clause's end
_DE_NL = re.compile(r"\b(?:wer|wie)\s+(?:gut\s+|goed\s+|fließend\s+|vloeiend\s+)?"
                    r"([^\W\d_]+)\s+(spricht|spielt|sprechen kann|spielen kann|kann|"
                    r"spreekt|speelt|spreken kan|spelen kan|kan)\b", re.I)
#: Turkish: the object, then the participle of knowing, speaking or playing an instrument
_TR = re.compile(r"\b([^\W\d_]+)\s+(bilen|konuşan|konusan|çalan|calan|çalabilen)\b", re.I)
#: Chinese: 会 (can) or 懂 (knows) + a verb of speaking or playing + its object + 的人
_ZH = re.compile(r"(?:会|會|懂)(?:说|說|讲|講|弹|彈|拉|吹|打)?([\u4e00-\u9fff]{1,4}?)的(?:人|玩家)")
#: Chinese objects that are the game's: cards, the rules, the game itself
_ZH_GAME = re.compile(r"牌|规则|規則|游戏|遊戲|规矩|規矩|洛普|石头|石頭|剪刀|数|數")
#: Objects that keep the act the game's though the lexicons do not know them all:
#: order and time ("first", "zuerst", "önce"), manner ("loud", "laut")
_MANNER = frozenset(fold(w) for w in (
    "first last next out up loud loudly softly quickly fast again twice once "
    "zuerst zuletzt laut leise schnell wieder nochmal erst eerst laatst luid zacht snel "
    "weer önce sonra ilk son yüksek hızlı not nicht niet kein keine geen hiç").split())


#: The game's own objects, whatever a lexicon reads them as: the rules, the cards, Lopti
_GAME = re.compile(r"^(?:rules?|regeln?|regels?|kural|kart|karte|kaart|card|lopti|roshambo)")
#: Verbs of speaking: a word spoken is a language unless it says how or when one speaks
#: (the lexicons read "Turks" as Turkish "tur", a round, so they are not asked)
_SPEAK = frozenset(fold(w) for w in (
    "speak speaks spricht sprechen kann spreekt spreken kan bilen konuşan konusan").split())


def _outside(word: str, verb: str, clause: str) -> bool:
    """Whether ``word``, the object of ``verb``, is no word of the game in ``clause``."""
    folded = fold(word)
    if folded in _MANNER or _GAME.match(folded) or len(folded) < 3:
        return False
    return fold(verb) in _SPEAK or folded not in known_words(clause)


def skilled(text: str) -> str:
    """The words that pick a player by a language spoken or an instrument played, quoted,
    or "" (language/text/harm.py reports them: LP304)."""
    found = [m.group(0) for m in _EN.finditer(text) if _outside(m.group(2), m.group(1), text)]
    found += [m.group(0) for m in _DE_NL.finditer(text)
              if _outside(m.group(1), m.group(2), text)]
    found += [m.group(0) for m in _TR.finditer(text) if _outside(m.group(1), m.group(2), text)]
    found += [m.group(0) for m in _ZH.finditer(text) if not _ZH_GAME.search(m.group(1))]
    return f"'{found[0]}'" if found else ""


def named_or_skilled(text: str) -> list[tuple[str, str, str]]:
    """A person named by name at a verb of play (given_names.py, LP303), and one picked
    by a skill (LP304), as (code, words, message) (language/text/harm.py asks)."""
    name, skill = named(text), skilled(text)
    out = [("LP303", name, f"free text names a person: {name} (R-CUSTOM-4)")] if name else []
    return out + ([("LP304", skill, "free text picks a player by a personal trait: "
                                    f"{skill} (R-CUSTOM-4)")] if skill else [])
