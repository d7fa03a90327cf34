"""The table's own group chat, a photo of the table the speaker sends there (issue 29,
session 34: R-CUSTOM-3, LP711).

A dare beyond the table (LP711) reaches people outside it: strangers, social media, a
neighbour's door. A group chat is a channel, and its dare is a player made to post to it,
or a person shown there. The speaker sending the table's own evening to it ("I'll put a
photo of the table in our group chat", "ich schicke ein Foto vom Tisch in unseren
Gruppenchat", "masanın fotoğrafını grup sohbetine atıyorum", "我拍张牌桌的照片发到群里")
asks nothing of anyone: the sentence is read in slots,

- **the channel**: an LP711 hit on a group chat (:data:`_CHATS`, the lexicon's entries of
  that channel in the five languages);
- **the sender**: the speaker ("I", "let me", "ich", "ik", a Turkish verb in the first
  person, 我), or one player from their own phone ("from their own phone", "met zijn
  eigen telefoon", "kendi telefonundan", "用自己的手机", session 42), never a role or
  another player told to post with nothing of their own;
- **what is sent**: the table's own evening (the table, the cards), nothing of a person but
  everyone ("the loser's face", "your photo" stay a dare shown);
- **to whom**: the table's own group, not one of the speaker's life ("the group chat of my
  office", "meiner Familie").

Then the channel's hit is no dare; any other hit stays.
"""

from __future__ import annotations

import re

from .matching import Hit
from .textnorm import Sentence, fold

#: The group chat as a channel, as the lexicon's LP711 entries write it (stems).
_CHATS = tuple(fold(w) for w in (
    "group chat", "groupchat", "whatsapp group", "gruppenchat", "whatsapp-gruppe",
    "whatsappgruppe", "groepsapp", "groepschat", "whatsappgroep", "grup sohbet",
    "whatsapp grub", "微信群", "发到群里", "發到群裡"))
#: A Turkish verb in the first person ("atıyorum", "atacağım", "koyarım"), folded.
_TR_FIRST = re.compile(r"(?:iyorum|uyorum|yorum|yoruz|acagim|ecegim|acagiz|ecegiz|arim|erim)$")
#: A person shown or told: a role, another player (everyone is none).
_PERSONS = frozenset({"leader", "p_other", "p_people", "you"})
#: The table's own things: what a photo of the evening shows (the table, the cards).
_TABLE = frozenset({"surface", "bd_table", "play_object"})
_EVERYONE = frozenset({"p_everyone", "all_or_none"})


def _chat(hit: Hit) -> bool:
    return hit.name == "LP711" and any(c in fold(hit.words) for c in _CHATS)


def _means(hits: list[Hit], mine: Hit) -> bool:
    """Whether "my" is the sender's own phone or account ("from my own phone")."""
    return any(h.name in ("nu_own", "nu_means") and h.stream == mine.stream
               and mine.end <= h.start <= mine.end + 1 for h in hits)


def _own_sender(sentence: Sentence, hits: list[Hit]) -> bool:
    """One player named, and the phone or account is their own ("met zijn eigen telefoon",
    "kendi telefonundan", "用自己的手机")."""
    named = {h.words for h in hits if h.name in ("leader", "p_other") and h.stream != 1}
    if len(named) != 1 or any(h.name in _EVERYONE for h in hits):
        return False
    own = [h for h in hits if h.name == "nu_own"]
    means = [h for h in hits if h.name == "nu_means"]
    if any(o.stream == m.stream == 0 and 0 <= m.start - o.end <= 1 for o in own for m in means):
        return True
    cjk = sentence.cjk
    return any(o.stream == m.stream == 2 and 0 <= cjk.find(m.words.strip("'"))
               - cjk.find(o.words.strip("'")) <= 3 for o in own for m in means)


def posted(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the group chat's LP711 hit when the speaker sends the table's own
    evening there (module text)."""
    if not any(_chat(h) for h in hits):
        return hits
    tokens = [t[0] for t in sentence.split]
    speaker = any(h.name == "self" for h in hits) or any(_TR_FIRST.search(t) for t in tokens)
    everyone = {(h.stream, h.start, h.end) for h in hits if h.name in _EVERYONE}
    person = any(h.name in _PERSONS and (h.stream, h.start, h.end) not in everyone
                 and not (h.stream == 2 and everyone) for h in hits)
    chats = [h for h in hits if _chat(h) and h.stream < 2]
    # a group of the speaker's own life after the channel ("the group chat of my office",
    # "in den Gruppenchat meiner Familie") is an audience beyond the table
    # ("from my own phone" after it is the means, session 42: borrowed_name.py)
    elsewhere = any(h.name == "self" and h.stream == c.stream and h.start >= c.end
                    and not _means(hits, h) for c in chats for h in hits)
    # one player who sends it from their own phone is a sender too (session 42: "the
    # winner sends a photo of the table to the group app from their own phone")
    if person and not speaker and _own_sender(sentence, hits):
        speaker, person = True, False
    if not speaker or person or elsewhere or not any(h.name in _TABLE for h in hits):
        return hits
    return [h for h in hits if not _chat(h)]


__all__ = ["posted"]
