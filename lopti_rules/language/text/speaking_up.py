"""A player picked only to speak up, and the table waiting (issue 29, session 30: r2talk).

A clause that picks a player by something off the game ("whoever needs the toilet", "wie
naar de wc moet", "wer etwas nicht versteht") is LP304 when the rule then does something
to them (R-CUSTOM-4). When all the sentence then asks of them is to say so or to ask
("... says so", "sagt Bescheid", "zegt het even", "söylesin", "说一声", "fragt einfach"),
and all that follows is the table waiting ("and we wait", "und wir warten", "大家等他回来"),
it picks nobody: speaking up costs nothing, and a break the table waits for takes nothing
from anyone (R-CUSTOM-3). Read by the main clause's end, as leave_granted.py reads a leave:
a cost or a gain after it ("says so and draws two", "sagt es und setzt aus") is no mere
speaking up, and the selection is judged as before. language/text/harm.py asks
:func:`spoken_up`.
"""

from __future__ import annotations

from .textnorm import Sentence, any_of

#: the table waiting, after the speaking up: nothing else
_WAIT_EN = r"(?:[,;]? (?:and )?(?:we|the table|everyone|everybody)(?: all)?(?: will| ll)? " \
           r"(?:wait|waits|pause|pauses)\b[^,;]*)?"
_WAIT_DE = r"(?:[,;]? (?:und )?(?:wir|alle)(?: \w+)? (?:warten|pausieren)\b[^,;]*)?"
_WAIT_NL = r"(?:[,;]? (?:en )?(?:wij|we|iedereen)(?: \w+)? (?:wachten|wacht|pauzeren)\b[^,;]*)?"
_WAIT_TR = r"(?:[,;]? (?:\w+ ){0,4}(?:bekleriz|bekleyelim|bekliyoruz|bekleyecegiz|" \
           r"bekleyeceğiz|ara veririz))?"
#: speaking up ending the main clause, in the five languages
_SPOKEN = any_of(
    r"\b(?:says so|say so|tells us|tell us|lets us know|let us know|speaks up|speak up|"
    r"just asks|simply asks|asks away|ask away)" + _WAIT_EN + r"\s*[.!]*$",
    r"\b(?:(?:sagt|sag) (?:es|das|einfach|kurz|halt|mal)(?: kurz| einfach| halt| mal)*"
    r"(?: bescheid)?|(?:sagt|sag|gibt|gib) (?:\w+ )?bescheid|meldet sich|"
    r"(?:fragt|frag) (?:einfach|ruhig|nach|halt)(?: nach)?)" + _WAIT_DE + r"\s*[.!]*$",
    r"\b(?:(?:zegt|zeg|vraagt|vraag) (?:het|dat|even|gewoon|maar|gerust)"
    r"(?: even| gewoon| maar| gerust)*|meldt zich)" + _WAIT_NL + r"\s*[.!]*$",
    r"\b(?:söylesin|soylesin|haber versin|sorsun)" + _WAIT_TR + r"\s*[.!]*$",
    r"(?:说一声|說一聲|讲一声|講一聲|打个招呼|打個招呼|问就行|問就行)"
    r"(?:,?(?:大家|我们|我們)(?:就)?(?:等|停)[^,]{0,12})?[。！!]*$")


def spoken_up(sentence: Sentence) -> bool:
    """Whether the sentence's main clause only asks the one picked to speak up, the table
    waiting at most."""
    return bool(_SPOKEN.search(sentence.folded.strip()))


__all__ = ["spoken_up"]
