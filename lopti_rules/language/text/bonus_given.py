"""The clearer's bonus play handed to another player (issue 29, session 38, parity38:
LP716, R-CLEAR-1, R-CLEAR-3).

A clear gives the player who caused it a bonus play at once (R-CLEAR-1); a custom rule may
prevent neither a clear nor the clearer's bonus play (R-CLEAR-3). A text that gives it away
lays down a rule of play in words: "the bonus play goes to the next player", "nach dem
Abräumen geht das Bonusspiel an den nächsten Spieler", "het bonusspel gaat naar de
volgende speler", "bonus oyun sıradaki oyuncuya geçer", "额外出牌归下一位玩家".

Read with base_lexicon.py's ``b_bonus`` (the bonus play named, the cards' words) or a
clear said (``b_cleared``, ``b_clears``), and ``b_passed_on`` (handed to the next or the
left player): the bonus play the subject of the handing on, right before it or inside a
verb split round it ("geht das Bonusspiel an den nächsten", "gaat het bonusspel naar de
volgende"). Clean: the play after the bonus play going on ("after the bonus play, play
goes to the next player", "nach dem Bonusspiel geht es an den nächsten Spieler", "na het
bonusspel gaat de beurt naar de volgende": the cards' own order), and a denial.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold, has_cjk

#: A play or a turn named between the bonus play and its handing on: the next play handed
#: on, not the bonus play
_PLAY_NOUNS = frozenset(fold(w) for w in ("play", "turn", "spiel", "zug", "spel", "beurt",
                                          "oyun", "sira", "sıra", "then", "dann", "dan", "sonra"))
#: Words before the bonus play that make it a time ("after the bonus play")
_AFTER = frozenset(fold(w) for w in ("after", "following", "nach", "na", "sonra"))
#: ... of which a postposition is none before it ("temizlemeden sonra bonus oyun": after
#: the clear, the bonus play)
_AFTER_BEFORE = _AFTER - {"sonra"}
#: Chinese: the bonus play (or the clear) handed to the next player
_ZH_GIVEN = re.compile(
    r"(清空|清场|清場|清掉|清牌|奖励出牌|獎勵出牌|额外出牌|額外出牌)[^。]{0,10}"
    r"((?:归|歸|给|給|让给|讓給|交给|交給)(?:[^。，,]{0,6}?(?:左边|左邊|左手边|左手邊|左侧|左側))?"
    r"(?:下家|下一[位个個]|的玩家|的人)?)(?<![归歸给給])")


def given_away(sentence: Sentence, found: Sequence[Hit]) -> str:
    """The words of the bonus play handed to another in ``sentence``, or ""."""
    if has_cjk(sentence.cjk):
        m = _ZH_GIVEN.search(sentence.cjk)
        return f"'{m.group(0)}'" if m else ""
    if any(h.name == "b_not" and h.stream == 0 for h in found):
        return ""
    tokens = [t[0] for t in sentence.split]
    given = [h for h in found if h.stream == 0 and h.name == "b_passed_on"]
    named = [h for h in found if h.stream == 0 and h.name == "b_bonus"] or [
        h for h in found if h.stream == 0 and h.name in ("b_cleared", "b_clears")]
    for g in given:
        for n in named:
            inside = g.start <= n.start < g.end
            gap = tokens[g.start + 1:n.start] if inside else tokens[n.end:g.start]
            if _AFTER_BEFORE & set(tokens[max(0, n.start - 2):n.start]) \
                    or tokens[n.end - 1].endswith(("dan", "den")):
                continue  # "nach dem Bonusspiel", "bonus oyundan sonra": a time, no subject
            if (inside or n.end <= g.start) and len(gap) <= 2 and not _PLAY_NOUNS & set(gap):
                shown = (" ".join(tokens[n.start:n.end]), " ".join(tokens[g.start:g.end]))
                return f"'{shown[0]}' … '{shown[1]}'"
    return ""


__all__ = ["given_away"]
