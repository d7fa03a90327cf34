"""A belonging staked on the round (issue 29, session 27: R-CUSTOM-3).

A rule that makes whoever loses part with something of theirs, lent, given or left to the
winner or taken home by them ("the loser lends the winner their bike for a week", "der
Verlierer leiht dem Gewinner sein Fahrrad", "de verliezer leent de winnaar zijn fiets",
"kaybeden bisikletini kazanana ödünç verir", "输的人把自行车借给赢家"), stakes the player's
property on the game: a bet nobody agrees to before they know who loses (LP710, like money
staked). The slots of language/text/belongings_lexicon.py, read together in one sentence:

- **who**: a player picked by losing (``k_lost``), before any winner (the winner's own
  offer to the loser, "the winner lends the loser a pen", is theirs to give);
- **passing**: lent, given, handed over, taken home (``bl_give``);
- **whose**: the player's own thing (``bl_own``: their, sein, zijn, 自己的, 把 ...; a
  Turkish possessive on the noun, "bisikletini");
- **to whom**: the winner, or home (``a_offgame``, "takes ... home").

A move of the game is none ("the loser gives the winner a card", "gives their cards to the
dealer": the cards, the pile, a draw); neither is an offer to whoever wants or a denial. A
phone, a wallet or keys handed over are private things (private.py, LP703).
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .offers import is_winner
from .standing_words import favoured, included, tokens
from .textnorm import Reading, Sentence, fold

#: cards, the pile, a draw: a move of the game, no belonging; a phone or a wallet handed
#: over is private.py's (LP703)
_PLAYED = frozenset(("play_object", "play_zone", "k_draw", "b_draw", "g_noun", "g_verb",
                     "pv_thing", "k_private"))
#: an offer or a denial asks it of nobody
_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition"))
#: a Turkish possessive in the accusative on the thing ("bisikletini", "ceketini")
_TR_OWN = ("ini", "ını", "unu", "ünü", "sini", "sını", "sunu", "sünü")


def _at(sentence: Sentence, h: Hit) -> int:
    return sentence.cjk.find(h.words.strip("'")) if h.stream == 2 else h.start


def lent(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP710 hit when the sentence stakes a loser's belonging (the module text), or
    none."""
    names = {h.name for h in hits}
    lost = next((h for h in hits if h.name == "k_lost"), None)
    give = next((h for h in hits if h.name == "bl_give"), None)
    if lost is None or give is None or names & (_PLAYED | _NOBODY):
        return []
    winners = [h for h in hits if is_winner(h)]
    if any(_at(sentence, h) < _at(sentence, lost) for h in winners):
        return []  # the winner's own offer to the loser
    own = "bl_own" in names or any(t[0].endswith(_TR_OWN) and len(t[0]) > 5
                                   for t in sentence.split)
    if not own or not (winners or "a_offgame" in names or "home" in give.words):
        return []
    return [Hit("LP710", give.start, give.end, give.words, give.stream)]




#: a thing handed over that the game does not move: a sweet, a snack, a coin, a drink, a
#: present (stems, matched at a word's start; Chinese by substring)
_GOODS = ("sweet", "candy", "candies", "chocolate", "snack", "coin", "cookie", "biscuit",
          "euro", "dollar", "cent", "penny", "pennies", "pound", "crisp", "beer", "drink",
          "gift", "present", "susigkeit", "süßigkeit", "bonbon", "schokolade", "keks",
          "münze", "munze", "geschenk", "bier", "getränk", "getrank", "snoep", "chocola",
          "koek", "munt", "dropje", "cadeau", "drankje", "seker", "cikolata", "kurabiye",
          "para", "lira", "kurus", "hediye", "bira", "icecek")
_GOODS_ZH = ("糖", "巧克力", "零食", "硬币", "硬幣", "钱", "錢", "块钱", "塊錢", "元", "礼物",
             "禮物", "啤酒", "饮料", "飲料")
#: what the game moves, handed over after the one given to: a card, the pile, a draw
_MOVED = ("card", "karte", "kaart", "kart", "pile", "stapel", "deste", "yigin", "hand")
#: Chinese "give to" before the one given to
_TO_ZH = ("给", "給", "送给", "送給", "交给", "交給")


def tribute(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP710 hit when the sentence makes someone hand a standing (last round's winner,
    the champion, the leader; or the creator) a thing of value the game does not move, a
    sweet, a coin, a drink ("Ik geef de winnaar van vorige ronde een snoepje", "whoever
    picks up gives the champion a coin", "son kazanana bir şeker verir", "给冠军一块糖"):
    a payment to one standing, stakes nobody agreed to (R-CUSTOM-3) aimed at a person in
    the role's clothes (R-CUSTOM-4). The standing giving ("the champion gives everyone a
    sweet": their own treat), a card or the pile (a move of the game), an offer, a denial
    or the standing said among everyone ("the champion too") is none."""
    if {h.name for h in hits} & _NOBODY:
        return []
    reading = Reading((sentence,), sentence.folded)
    standings = favoured(reading)
    if not standings or included(sentence):
        return []
    zh = sentence.cjk
    for m in (m for m in standings if m.at < 0):  # Chinese: "给冠军", the goods after
        at = zh.find(m.words.strip("'"))
        to = next((t for t in _TO_ZH if zh[:at].endswith(t)), "") if at > 0 else ""
        if to and any(g in zh[at:] for g in _GOODS_ZH) and "牌" not in zh[at:]:
            return [Hit("LP710", 0, 0, f"'{to}'", 2)]
    give = next((h for h in hits if h.name == "bl_give"), None)
    if give is None:
        return []
    words = tokens(reading)
    goods = [i for i, w in enumerate(words) if w.startswith(_GOODS)]
    verb = [i for i, w in enumerate(words) if w == fold(give.words.strip("'")).split()[0]]
    for m in (m for m in standings if m.at >= 0):
        given_to = any(0 < m.at - v <= 4 for v in verb) or any(  # "gives the champion"
            words[m.at + k].endswith(("a", "e", "ya", "ye"))  # Turkish dative: "kazanana"
            for k in range(len(m.words.strip("'").split())) if m.at + k < len(words)
            and words[m.at + k].startswith(("kazanan", "sampiyon", "lider")))
        after = words[m.at:m.at + 9]
        if given_to and any(m.at < g <= m.at + 8 for g in goods) and not any(
                w.startswith(_MOVED) for w in after):
            return [Hit("LP710", give.start, give.end, give.words, give.stream)]
    return []


__all__ = ["lent", "tribute"]
