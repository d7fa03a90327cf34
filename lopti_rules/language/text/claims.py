"""What a ``says``/``does`` text claims power over (issue 29, "Free text"), in five languages.

A claim is a verb family applied to an object family, read with its negation and scope
(the word classes are claim_lexicon.py's). None of them is a phrase: each is a pair of
concepts in one sentence, so a new wording of the same claim is caught without a new
entry, and a sentence that names the object without the power over it stays clean.

- **base-game actions taken over in words** (LP716, R-CUSTOM-2): the bonus play with
  "instead", "only" or a ban ("whoever shouts first makes the bonus play instead of the
  clearer", "no bonus after a 10"); the swap or the pickup with a ban or an "only"; the
  draw with a ban next to it ("no drawing this round"); a look at face-down cards, at
  the draw pile's top or at another player's hand, not denied ("the last winner may
  peek at their face-down cards", "... at the top card of the draw pile"); turns taken from a
  person ("I sit out until the pile is cleared", "speelt deze ronde niet mee"); a special
  rank's power denied ("four of a kind doesn't clear", "a 2 doesn't reset a 7");
- **the vote** (LP707, R-VOTE-2, R-VOTE-8): a vote handed to someone (a proxy), a
  proposal struck before the vote (a veto), the vote given "only" to some, more votes
  for someone or more votes a round;
- **Roshambo** (LP708, R-ROSHAMBO-1): the rule defended by a role, not its creator;
- **other rules** (LP709, R-VOTE-1): a rule put above the others ("outranks every other
  house rule"), or any rule removed by a player or without the vote;
- **seats and people** (LP304, R-CUSTOM-4): the seats arranged by someone ("I may
  rearrange everyone's seats"); people picked by who they are to each other and seated
  by it ("couples may not sit next to each other");
- **harm** (LP701, LP702, R-CUSTOM-3): a band snapped on a body; a contact gesture done
  as hard as one can ("a high five as hard as you can").

A question lays nothing down; a claim denied as a whole ("nobody may look at their
face-down cards", "nobody gets an extra vote") quotes the base game.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from . import contact
from . import denial_lexicon as lexicon
from .benched import occasion_skipped, own_choice
from .beyond import demanded, staked
from .claim_lexicon import ZH_DRAW_BAN, ZH_POWER, draw_denied_zh, three_unseen
from .conditioned import ZH_PICKER
from .deal_tampered import seen_by_all, shown_to_all
from .denial_lexicon import NOT_WORDS, TR_CANNOT_ENDINGS, TR_NOT_ENDINGS
from .first_player import laid_down
from .matching import Hit, first, language, together
from .offers import spoken_offer
from .picked import picks
from .rankplays import changed_plays
from .standing_words import included
from .textnorm import Sentence, fold, matched
from .vote_holders import by_vote, cast_again

#: Why a base-game action may not be taken over in words (each one catalog entry:
#: language/report/wordings.py)
_WHY_PLAY = {
    "bonus": ("the bonus play is the clearer's, R-CLEAR-1; the game never hears a text and no"
              " check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "out bonus": ("a player already out makes no bonus play, R-WIN-2; the game never hears a "
                  "text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
                  "R-CUSTOM-3"),
    "first": ("in a session's first round the dealer plays first, later the previous round's "
              "winner, R-SETUP-4; the game never hears a text and no check reads it: write it"
              " as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "pickup ends": ("any pickup ends the picker's turn, R-TURN-2; the game never hears a "
                    "text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
                    "R-CUSTOM-3"),
    "pass": ("on an empty table a player with cards must play, R-TURN-3; the game never "
             "hears a text and no check reads it: write it as the rule's actions, R-CUSTOM-2, "
             "R-CUSTOM-3"),
    "swap": ("every player may swap before play, R-SETUP-3; the game never hears a text and "
             "no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "pickup": ("a player may always pick up the pile, R-TURN-2; the game never hears a text "
               "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "look": ("nobody sees the face-down cards, R-SETUP-2; the game never hears a text and no"
             " check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "hidden": ("nobody sees the draw pile's cards or another player's hand, R-SETUP-2; the "
               "game never hears a text and no check reads it: write it as the rule's "
               "actions, R-CUSTOM-2, R-CUSTOM-3"),
    "draw": ("a player draws after a play, R-DRAW-1; the game never hears a text and no "
             "check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "turn": ("every player still in gets their turns, R-TURN-1; the game never hears a text "
             "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3"),
    "power": ("a special rank's power is the base game's, R-SPECIAL, R-CLEAR-2; the game "
              "never hears a text and no check reads it: write it as the rule's actions, "
              "R-CUSTOM-2, R-CUSTOM-3"),
    "legal": ("which rank may be played on which is the base game's, R-PLAY-2, R-SPECIAL-7; "
              "the game never hears a text and no check reads it: write it as the rule's "
              "actions ('allow J on Q'), R-CUSTOM-2, R-CUSTOM-3"),
}
#: Words that deny a whole sentence: it then quotes the base game's limits.
_DENY = lexicon.NOBODY_WORDS | lexicon.NEVER_WORDS
#: The special ranks (R-SPECIAL, R-CLEAR), as digits and words, and the power each has:
#: a 10 clears, a 2 resets, a 3 passes on; any of them may be made "not count".
_RANKS = {
    "k_clears": ("10", "ten", "tens", "zehn", "zehner", "tien", "tienen", "on", "onlu"),
    "k_resets": ("2", "two", "twos", "zwei", "zweier", "twee", "tweeën", "iki", "ikili"),
    "k_passes": ("3", "three", "threes", "drei", "dreier", "drie", "drieën", "üç", "üçlü"),
}
_POWERS = {power: frozenset(fold(w) for w in words) for power, words in _RANKS.items()}
_TR_RANKS = frozenset(fold(w) for w in "on onlu iki ikili üç üçlü yedi yedili".split())
_POWERS["k_counts"] = frozenset().union(*_POWERS.values(), (fold(w) for w in (
    "7", "seven", "sevens", "sieben", "siebener", "zeven", "zevens", "yedi", "yedili")))
#: What "no" must stand next to, to ban a draw (tokens either side)
_NEAR = 3
#: Words after "draw" that make it the draw pile, not the draw
_PILE = frozenset(("pile", "piles", "stack", "deck", "stapel", "stapels", "stock"))
_BETWEEN = frozenset(fold(w) for w in (
    "a", "an", "the", "any", "more", "card", "cards", "mehr", "eine", "einen", "karte",
    "karten", "meer", "een", "kaart", "kaarten", "kart"))
#: A reminder to do it ("don't forget to draw") is no ban
_REMIND = frozenset(fold(w) for w in ("forget", "vergiss", "vergesst", "vergessen", "vergeet",
                                      "unutma", "unutmayın", "yet", "wait", "warte", "wacht",
                                      "bekle", "henüz"))
_RULE_NOUNS = ("rule", "regel", "kural")
_OUT = frozenset(fold(w) for w in ("out", "raus", "draußen", "uit", "fertig", "çıkan",
                                   "bitiren", "rausgeht", "rausgehen", "rausgegangen",
                                   "uitgaat", "uitgaan", "uitgegaan"))
#: a bonus play still granted: still, anyway, gets, may (R-WIN-2: an out player makes none)
_STILL = frozenset(fold(w) for w in (
    "still", "anyway", "nevertheless", "too", "also", "gets", "get", "keeps", "noch",
    "trotzdem", "auch", "bekommt", "behält", "nog", "alsnog", "toch", "ook", "krijgt", "houdt",
    "yine", "hala", "hâlâ", "gene", "alır", "kullanır"))
#: a pass on an empty table allowed (R-TURN-3: a player with cards must play there): the
#: table or pile, a pass, a permission; a 3 or its obligation is R-SPECIAL-3's own pass
_TABLE_PILE = frozenset(fold(w) for w in (
    "table", "pile", "tisch", "stapel", "tafel", "masa", "masada", "yığın", "yigin"))
_PASS = frozenset(fold(w) for w in ("pass", "passes", "passing", "passen", "passt", "pas"))
_EMPTY_STEMS = tuple(fold(w) for w in ("empty", "leer", "leeg", "lege", "boş", "bos"))
#: what follows a pass that hands something on ("pass the salt", "pass a card")
_OBJECT = frozenset(fold(w) for w in (
    "the", "a", "an", "one", "two", "your", "it", "me", "them", "de", "het", "een", "der",
    "die", "das", "den", "dem", "eine", "einen", "bir", "ein"))
_MAY = frozenset(fold(w) for w in (
    "may", "can", "allowed", "darf", "dürfen", "kann", "erlaubt", "mag", "mogen", "kan",
    "geçebilir", "geçebilirsin", "geçebilirsiniz", "geçilebilir"))
_THREE = frozenset(fold(w) for w in ("3", "3s", "three", "threes", "drei", "dreier", "drie",
                                     "drieën", "üç", "obligation", "pflicht", "plicht",
                                     "zorunluluk"))


def _empty_pass(sentence: Sentence, tokens: Sequence[str], hits: Sequence[Hit]) -> Claim | None:
    """A pass on an empty table allowed: R-TURN-3 (a player with cards must play there). The
    pass is intransitive ("you may pass", not "pass the salt", "pass a card on")."""
    words, cjk = set(tokens), sentence.cjk
    empty = any(t.startswith(_EMPTY_STEMS) for t in tokens)
    passed = [i for i, t in enumerate(tokens) if t in _PASS
              and (i + 1 == len(tokens) or tokens[i + 1] not in _OBJECT)]
    latin = bool(empty and words & _TABLE_PILE and passed and words & _MAY) and not any(
        h.name in ("k_ban", "negation") for h in hits) and not any(
        t.endswith(TR_NOT_ENDINGS) for t in tokens)
    chinese = any(w in cjk for w in ("桌上没牌", "空桌", "牌堆空", "桌面空")) and any(
        w in cjk for w in ("可以不出", "可以过", "可以選擇不出", "可以选择不出")) and not any(
        w in cjk for w in ("不能", "不可以", "必须", "必須"))
    if (latin or chinese) and not words & _THREE and "3" not in cjk:
        return _play(f"'{tokens[passed[0]]}'" if latin else "'不出'", "pass")
    return None


#: a play again: again, once more, another play (the picker's turn goes on: R-TURN-2)
_AGAIN = frozenset(fold(w) for w in ("again", "nochmal", "opnieuw", "tekrar", "yeniden"))
_AGAIN_PHRASES = tuple(fold(w) for w in (
    "once more", "another play", "noch einmal", "noch mal", "nog een keer", "nog eens",
    "bir daha"))
_PLAYS = ("play", "spiel", "speel", "spel", "oyna", "lead", "leg", "ausspiel")
_NOT_AGAIN = NOT_WORDS | lexicon.NOT_SHORT_WORDS  # text/denial_lexicon.py
_NEXT = tuple(fold(w) for w in ("next", "nächst", "naechst", "volgend", "sonraki"))


def _pickup_again(sentence: Sentence, tokens: Sequence[str], hits: Sequence[Hit]) -> Claim | None:
    """The picker playing again after a pickup: any pickup ends the turn (R-TURN-2)."""
    folded, cjk = sentence.folded, sentence.cjk
    pickup = first(hits, "k_pickup")
    again = next((t for t in tokens if t in _AGAIN), "") or next(
        (p for p in _AGAIN_PHRASES if p in folded), "")
    plays = any(t.startswith(_PLAYS) for t in tokens)
    latin = pickup is not None and again and plays
    chinese = any(w in cjk for w in ("收牌", "拿走牌堆", "收走牌")) and any(
        w in cjk for w in ("再出", "接着出", "接著出", "继续出", "繼續出"))
    denied = any(h.name in ("k_ban", "negation") for h in hits) or any(
        t.endswith(TR_NOT_ENDINGS) or t in _NOT_AGAIN for t in tokens) or any(
        w in cjk for w in ("不能", "不可以", "不准", "不許"))
    later = any(t.startswith(_NEXT) for t in tokens) or any(
        w in cjk for w in ("下一", "下家", "下轮", "下輪"))  # the next round or player's
    if (latin or chinese) and not denied and not later:
        return _play(f"{pickup.words} … '{again}'" if latin and pickup else "'收牌' … '再出'",
                     "pickup ends")
    return None


_STILL_ZH = ("仍然", "仍", "还是", "還是", "照样", "照樣", "也可以")
_EMPTY = frozenset(fold(w) for w in ("empty", "leer", "leeg", "boş", "bos"))
_OWN = frozenset(fold(w) for w in (
    "own", "yourself", "themselves", "himself", "herself", "selbst", "dir", "sich", "zelf",
    "jezelf", "zichzelf", "kendi", "kendine", "kendini"))
_OFFICIAL = frozenset(fold(w) for w in (
    "official", "base", "card", "cards", "offizielle", "offiziellen", "grundregel",
    "grundregeln", "officiële", "officiele", "basisregels", "resmi", "temel"))
_ONCE = frozenset(fold(w) for w in (
    "once", "one", "einmal", "eine", "één", "keer", "bir", "kez"))


class Claim(NamedTuple):
    """What a sentence claims: its kind (language/text/harm.py reports each kind under its
    code: "play" LP716, "vote" LP707, "roshambo" LP708, "rules" LP709, "creator" LP301,
    "seats" LP304, "unsafe" LP701, "violent" LP702, "beyond" LP712, "staked" LP703,
    "win_block" LP502),
    the words, and why."""

    kind: str
    words: str
    message: str


def kept(hits: Sequence[Hit]) -> list[Hit]:
    """The hits no exception reads otherwise ("vote twice as loud": no second vote; "a
    sip of water": no drinking; "high stakes": no bet)."""
    return [h for h in hits if not any(
        e.name == f"except:{h.name}" and e.stream == h.stream and e.start <= h.start
        and h.end <= e.end for e in hits)]


def _near(a: Hit, b: Hit, sentence: Sentence, window: int) -> bool:
    """Whether two hits stand within ``window`` tokens (Chinese: characters) of each other."""
    if a.stream == 2 and b.stream == 2:
        i, j = sentence.cjk.find(a.words.strip("'")), sentence.cjk.find(b.words.strip("'"))
        return i >= 0 and j >= 0 and abs(i - j) <= window * 2
    if a.stream == 2 or b.stream == 2:
        return False
    return b.start - a.end <= window and a.start - b.end <= window


def _denied(sentence: Sentence, names: set[str]) -> bool:
    words = {t[0] for t in sentence.split}
    return bool(words & _DENY) or bool(matched(lexicon.NOBODY, sentence))


def _negated(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> bool:
    """A negation outside "without a vote" (不经表决 holds a 不 of its own)."""
    if "negation" not in names:
        return False
    if not any(h.name == "k_without_vote" for h in hits):
        return True
    rest = sentence.cjk
    for h in hits:
        if h.name == "k_without_vote" and h.stream == 2:
            rest = rest.replace(h.words.strip("'"), "")
    return any(h.name == "negation" and (h.stream != 2 or h.words.strip("'") in rest)
               for h in hits)


def _governs(ban: Hit, verb: Hit, tokens: Sequence[str]) -> bool:
    """Whether a ban stands right before the verb, with only an article, "card" or "more"
    between ("no drawing", "nicht mehr ziehen", "darf keine Karte mehr ziehen")."""
    if ban.start == verb.start:  # one word: Turkish "çekilmez"
        return True
    return ban.end <= verb.start and all(t in _BETWEEN for t in tokens[ban.end:verb.start])


def _out(sentence: Sentence, tokens: Sequence[str]) -> bool:
    """Whether the sentence is about a player who is out (who draws no more and makes
    no bonus play: R-WIN-2, R-DRAW), a quote of the base game."""
    return bool(set(tokens) & _OUT) or "出完" in sentence.cjk or "出局" in sentence.cjk


def _words(*found: Hit | None) -> str:
    return " … ".join(dict.fromkeys(h.words for h in found if h is not None))


def _play(words: str, what: str) -> Claim:
    return Claim("play", words, why_play(words, what))


def why_play(words: str, what: str) -> str:
    """The message of a base-game action taken over in words (``what``: a _WHY_PLAY key)."""
    return f"free text lays down a rule of play: {words} ({_WHY_PLAY[what]})"


def _base_actions(sentence: Sentence, hits: Sequence[Hit], names: set[str],
                  done: bool = False) -> Claim | None:
    ban, only, instead = first(hits, "k_ban"), first(hits, "k_only"), first(hits, "k_instead")
    tokens = [t[0] for t in sentence.split]
    bonus = first(hits, "k_bonus")
    # refused: a ban next to it, or a negation before it ("never give a draw" is R-CLEAR-2's)
    # ("Abräumen gibt ein Bonusspiel, keinen neuen Zug": a ban past a comma denies the next)
    refused = next((h for h in hits if h.name in ("k_ban", "negation") and bonus is not None
                    and _near(h, bonus, sentence, 2) and (h.stream == 2 or h.end <= bonus.start
                                                          or h.name == "k_ban"
                                                          and together(sentence, bonus, h,
                                                                       False))
                    and not draw_denied_zh(sentence.cjk, bonus.words, h.words)),
                   None)
    if bonus is not None and not _out(sentence, tokens) and (instead or only or refused):
        return _play(_words(instead or only or refused, bonus),
                     "bonus")
    # a player already out given the bonus play anyway (R-WIN-2); refused, it is the card's
    still = next((t for t in tokens if t in _STILL), "") or next(
        (w for w in _STILL_ZH if w in sentence.cjk), "")
    denied = any(h.name in ("k_ban", "negation") for h in hits) or any(
        t.endswith(TR_NOT_ENDINGS) for t in tokens) or "不" in sentence.cjk
    if bonus is not None and _out(sentence, tokens) and not denied and still:
        return _play(_words(bonus) + f" … '{still}'", "out bonus")
    swap = first(hits, "k_swap")
    if swap is not None and (ban or only) and not names & {"k_seats", "position"} \
            and not set(tokens) & _ONCE and "一次" not in sentence.cjk \
            and not any(t.startswith(("seat", "place", "platz", "plaats", "yer", "stoel"))
                        for t in tokens):
        return _play(_words(only or ban, swap), "swap")
    pickup = first(hits, "k_pickup")
    banned = next((h for h in hits if h.name == "k_ban" and pickup is not None and _near(
        h, pickup, sentence, _NEAR) and together(sentence, h, pickup, False)), None)
    if pickup is not None and (banned or only and together(sentence, only, pickup)) \
            and not _denied(sentence, names):
        return _play(_words(only or banned, pickup), "pickup")
    look, down = first(hits, "k_look"), first(hits, "k_face_down")
    hidden = first(hits, "k_hidden")
    # 别人 is "others"; a look by everyone at a card played is R-FACE-2's reveal
    if look is not None and (down or hidden) is not None and not _denied(sentence, names) \
            and not names & {"negation", "k_ban"} \
            and not look.words.strip("'").endswith(TR_NOT_ENDINGS) \
            and not re.search("别(?!人)|別(?!人)|不要", sentence.cjk) \
            and not (down is not None and shown_to_all(sentence, look.words.strip("'"))) \
            and not (down is None and seen_by_all(sentence, look.words.strip("'"))):
        return _play(_words(look, down or hidden), "look" if down is not None else "hidden")
    for draw in (h for h in hits if h.name == "k_draw"):
        if draw.stream != 2 and draw.end < len(tokens) and tokens[draw.end] in _PILE:
            continue
        if set(tokens) & _EMPTY or "空" in sentence.cjk:
            break  # "when the draw pile is empty nobody draws": the base game's limit
        if names & {"roshambo", "tie"} or draw.stream == 2:
            break  # a Roshambo draw is a tie, no card drawn
        # the ban before the draw ("no drawing", "nicht mehr ziehen"), or Turkish "yok"
        near = [h for h in hits if h.name in ("k_ban", "negation") and h.stream != 2
                and (_governs(h, draw, tokens) or h.words.strip("'") in ("yok", "olmaz")
                     and _near(h, draw, sentence, _NEAR))]
        if near and not _out(sentence, tokens) and not set(tokens) & _REMIND:
            return _play(_words(near[0], draw), "draw")
    drawn = ZH_DRAW_BAN.search(sentence.cjk)
    if drawn and not set(tokens) & _EMPTY and "空" not in sentence.cjk \
            and "出完" not in sentence.cjk:  # whoever is out draws no more (R-WIN-1)
        return _play(f"'{drawn.group(0)}'", "draw")
    lost = first(hits, "k_turn_lost")
    # a does text's doer is the one who loses the turns ("cuts the deck and then sits out
    # the whole round", fa36): the doer is the sentence's subject
    who = names & {"person", "self", "you", "leader", "k_creator"} or done or \
        any(t in ("whoever", "wer", "wie", "kim", "whoever's") for t in tokens)
    if lost and who and not ZH_PICKER.search(sentence.cjk) \
            and not own_choice(sentence, hits, lost) and not occasion_skipped(sentence, hits, lost):
        return _play(lost.words, "turn")
    nots = [h for h in hits if h.name == "negation" and h.stream != 2]
    nots += [Hit("negation", i, i + 1, f"'{t}'", 0) for i, t in enumerate(tokens)
             if t in NOT_WORDS]
    # a Turkish rank word is one only in a Turkish sentence ("on a tied vote": no ten)
    latin = bool(set(tokens) & _TR_RANKS) and language(sentence) in ("en", "de", "nl")
    for power, ranks in _POWERS.items():
        verb = first(hits, power)
        quads = first(hits, "k_quads") if power in ("k_clears", "k_counts") else None
        rank = next((t for t in tokens if t in ranks and not (latin and t in _TR_RANKS)),
                    "") or \
            (quads.words.strip("'") if quads is not None else "")
        if verb is None or verb.stream == 2 or not rank:
            continue
        # denied next to its verb ("doesn't clear", "räumen nicht mehr ab"; Turkish -maz)
        # (in its own clause: "die Drei gibt sie weiter, vergiss das nicht" denies nothing)
        if any(_near(n, verb, sentence, 2) and together(sentence, n, verb, False)
               for n in nots) \
                or tokens[verb.start].endswith(TR_NOT_ENDINGS):
            return _play(f"'{rank}' … {verb.words}", "power")
    zh = None if three_unseen(sentence.cjk) else ZH_POWER.search(sentence.cjk)  # R-PLAY-4
    if zh is not None and not names & {"roshambo", "tie"}:  # 平局不算: Roshambo's draws
        return _play(f"'{zh.group(0)}'", "power")
    return None


def _vote(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Claim | None:
    if "own_rule" in names or _denied(sentence, names):
        return None
    vote = first(hits, "vote") or first(hits, "k_vote_verb")
    handed = first(hits, "k_hand_over")
    whom = names & {"leader", "self", "person", "k_creator"}
    if vote is not None and handed is not None and whom:
        words = _words(vote, handed)
        return Claim("vote", words, f"free text changes the rule vote: {words} (a vote "
                                       "handed to another; R-VOTE-2, R-VOTE-8)")
    proposal, strike = first(hits, "k_proposal"), first(hits, "k_strike")
    if proposal is not None and strike is not None and "negation" not in names:
        words = _words(strike, proposal)
        return Claim("vote", words, f"free text changes the rule vote: {words} (a "
                                       "proposal struck before the vote; R-VOTE-1, R-VOTE-8)")
    only, may, act = first(hits, "k_only"), first(hits, "k_may"), first(hits, "k_vote_verb")
    tokens = {t[0] for t in sentence.split}
    # the power to vote given (the modal right before the vote, Turkish -ebilir in it)
    given = act is not None and (act.stream == 2 and may is not None or any(
        h.name == "k_may" and h.stream != 2 and 0 <= act.start - h.end <= 1 for h in hits)
        or act.stream != 2 and act.words.strip("'").endswith(("ebilir", "abilir")))
    means = by_vote(sentence, names, only, act, hits)  # "nur die Abstimmung", 要改只能投票
    if only is not None and act is not None and given and not tokens & _ONCE and not means \
            and "一次" not in sentence.cjk and "一票" not in sentence.cjk:
        words = _words(only, act)
        return Claim("vote", words, f"free text changes the rule vote: {words} (some kept "
                                       "from voting; everyone votes, R-VOTE-2, R-VOTE-8)")
    repeat = first(hits, "k_repeat")
    cast = act or vote or cast_again(sentence, hits, repeat)  # "zweimal … gestimmt"
    if repeat is not None and cast is not None and "negation" not in names:
        words = _words(cast, repeat)
        return Claim("vote", words, f"free text changes the rule vote: {words} (one player, "
                                       "one vote, one vote a round; R-VOTE-1, R-VOTE-2, "
                                       "R-VOTE-8)")
    subject = names & {"leader", "person", "self", "k_creator"}
    # "wer nicht abstimmt, zählt für keine Seite": who abstains, as R-VOTE-9 quotes it
    kept_out = act is not None and act.stream != 2 and subject and "neither" not in names and (any(
        h.name in ("k_ban", "negation") and h.stream != 2 and 0 <= act.start - h.end <= 1
        for h in hits) or act.words.strip("'").endswith(TR_CANNOT_ENDINGS))
    if kept_out and act is not None:
        words = act.words
        return Claim("vote", words, f"free text changes the rule vote: {words} (some kept "
                                       "from voting; everyone votes, R-VOTE-2, R-VOTE-8)")
    more = first(hits, "k_vote_more")
    if more is not None and "negation" not in names:
        return Claim("vote", more.words, f"free text changes the rule vote: {more.words} "
                                            "(one player, one vote, one vote a round; "
                                            "R-VOTE-1, R-VOTE-2, R-VOTE-8)")
    return None


def _threshold(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Claim | None:
    """The vote's majority changed in words: a fraction or unanimity asked of a vote or of
    removing a rule, or a vote counted from someone's absence or silence (R-VOTE-2: more
    than half of all the session's players; R-VOTE-9: abstentions count for neither)."""
    bar = first(hits, "k_threshold")
    if bar is None:
        return None
    tokens = {t[0] for t in sentence.split}
    about = first(hits, "vote") or first(hits, "k_vote_verb") or first(hits, "k_remove")
    if about is None and not any(t.startswith(_RULE_NOUNS) for t in tokens) \
            and "规则" not in sentence.cjk and "規則" not in sentence.cjk:
        return None
    words = _words(about, bar) if about is not None else bar.words
    return Claim("vote", words, f"free text changes the rule vote: {words} (a majority is "
                                   "more than half of all the session's players, and "
                                   "abstentions count for neither; R-VOTE-2, R-VOTE-9, "
                                   "R-VOTE-8)")


def _roshambo(hits: Sequence[Hit], names: set[str]) -> Claim | None:
    defend = first(hits, "k_defend")
    role = first(hits, "leader")
    if defend is not None and role is not None and (names & {"vote", "roshambo", "tie"} or
                                                    first(hits, "rule_itself")):
        words = _words(role, defend)
        return Claim("roshambo", words, f"free text changes Roshambo: {words} (its creator "
                                       "defends a rule, R-ROSHAMBO-1; R-VOTE-8)")
    return None


def _other_rules(sentence: Sentence, hits: Sequence[Hit], names: set[str]
                 ) -> Claim | None:
    rule = first(hits, "k_any_rule") or first(hits, "rule_itself")
    outrank = first(hits, "k_outrank")
    tokens = {t[0] for t in sentence.split}
    official = tokens & _OFFICIAL or "官方" in sentence.cjk or "基本规则" in sentence.cjk
    if rule is not None and outrank is not None and not official \
            and "negation" not in names:
        words = _words(outrank, rule)
        return Claim("rules", words, f"free text claims authority over the rules: {words} "
                                       "(no rule ranks above the others; only the rule vote "
                                       "removes one, R-VOTE-1, R-CUSTOM-5)")
    anyrule, remove = first(hits, "k_any_rule"), first(hits, "k_remove")
    if anyrule is not None and remove is not None and "own_rule" not in names \
            and (names & {"k_may", "k_without_vote"}) and not _denied(sentence, names) \
            and ("k_without_vote" in names or "vote" not in names) \
            and not _negated(sentence, hits, names):
        words = _words(remove, anyrule)
        return Claim("rules", words, f"free text claims authority over the rules: {words} "
                                       "(only the rule vote removes a rule, R-VOTE-1; a "
                                       "creator deletes only their own, R-VOTE-4)")
    rule_noun = next((t[0] for t in sentence.split if t[0].startswith(_RULE_NOUNS)), "") or \
        ("规则" if "规则" in sentence.cjk or "規則" in sentence.cjk else "")
    may = "k_may" in names or any(t[0].endswith(("ebilir", "abilir")) for t in sentence.split)
    creators = names & {"creator", "k_creator"} and not names & {  # R-VOTE-4 said: their own
        "a_other_owner", "other_rules", "k_any_rule", "k_only", "exclusive"}  # rule, not alone
    if remove is not None and rule_noun and may and names & {"leader", "self"} \
            and not creators and not names & {"own_rule", "vote", "negation"} \
            and not _denied(sentence, names):
        words = _words(remove) + f" … '{rule_noun}'"
        return Claim("rules", words, f"free text claims authority over the rules: {words} "
                                       "(only the rule vote removes a rule, R-VOTE-1; a "
                                       "creator deletes only their own, R-VOTE-4)")
    return None


def _creator(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Claim | None:
    """The rule's creator given a move of the game or a seat ("the creator draws two", "de
    stoel van de bedenker begint", "yaratıcının koltuğu"): one fixed person (LP301,
    R-CUSTOM-4). Settling ambiguity, defending the rule and deleting one's own are the
    creator's by the cards (R-CUSTOM-5, R-ROSHAMBO-1, R-VOTE-4)."""
    creator = first(hits, "k_creator")
    if creator is None or names & {"k_defend", "ambiguity", "own_rule", "vote", "roshambo",
                                   "tie", "dispute", "k_vote_verb", "negation"}:
        return None
    if included(sentence):  # one of everyone ("…, the creator too"): standing_words.py
        return None
    if names & {"draw_move", "k_first", "k_turn_lost", "k_bonus"}:
        word = creator.words.strip("'")
        return Claim("creator", word, f"'{word}' means the rule's creator, one fixed person")
    return None


def _seats(hits: Sequence[Hit], names: set[str]) -> Claim | None:
    seats, arrange = first(hits, "k_seats"), first(hits, "k_arrange")
    if seats is not None and arrange is not None:
        words = _words(arrange, seats)
        return Claim("seats", words, f"free text arranges the seats: {words}, who sits "
                                       "where picks people, not roles (R-CUSTOM-4)")
    bond, together = first(hits, "k_bond"), first(hits, "k_together")
    if bond is not None and together is not None and names & {"position", "k_seats"}:
        words = _words(bond, together)
        return Claim("seats", words, f"free text picks people by who they are to each "
                                       f"other: {words} (R-CUSTOM-4)")
    return None


def _harm(sentence: Sentence, hits: Sequence[Hit], names: set[str]) -> Claim | None:
    band, snap = first(hits, "k_band"), first(hits, "k_snap")
    if band is not None and snap is not None and "negation" not in names:
        words = _words(snap, band)
        own = {t[0] for t in sentence.split} & _OWN or "自己" in sentence.cjk
        # one's own body hurt is harm too (R-CUSTOM-3): unsafe, another's is violence
        # (harm.py words the demand, as it words every kind of harm)
        return Claim("unsafe" if own else "violent", words, "")
    contact, force = first(hits, "k_contact"), first(hits, "k_force")
    if contact is not None and force is not None and "negation" not in names:
        words = _words(contact, force)
        return Claim("violent", words, "")  # a touch given as hard as one can is a blow
    return None


def _win_block(sentence: Sentence, hits: Sequence[Hit]) -> Claim | None:
    """A game move made by speech against the player about to go out: a draw or pickup
    demanded of whoever is on their last card ("wer nur noch eine Karte hat, zieht
    drei") is a win block (LP502, R-CUSTOM-3), whether a rule action or a text asks it."""
    last = first(hits, "last_card")
    move = next((h for h in hits if h.name == "draw_move" and not picks(sentence, h)), None)
    if last is None or move is None or "negation" in {h.name for h in hits}:
        return None  # a draw that picks the speaker ("whoever draws the last card says
        # 'Last one!'") is the moment the text is attached to, not a move it demands
    if first(hits, "person") is None and first(hits, "you") is None:
        return None  # "the last card of the pile is drawn": no player
    words = f"{last.words} … {move.words}"
    # said aloud, the draw is the move (the same wording as the rule action's LP502)
    return Claim("win_block", words, "this gives cards to the event's player exactly when "
                                   "they are down to their last cards, so it keeps them "
                                   "from going out")


def _beyond(sentence: Sentence, hits: Sequence[Hit]) -> Claim | None:
    """Housework or something private asked of a person (language/text/beyond.py): a
    demand beyond the game that the whole table agrees to first (R-CUSTOM-3, LP712)."""
    stake = staked(sentence, hits)
    if stake is not None:  # a chore owed by whoever loses: a stake on the result (LP703)
        return Claim("staked", stake.words, "free text stakes a chore or errand on the "
                                            f"result: {stake.words}; it falls on whoever "
                                            "loses, which nobody agrees to in advance "
                                            "(R-CUSTOM-3)")
    found = demanded(sentence, hits)
    if found is None:
        return None
    return Claim("beyond", found.words, "free text asks a person for something beyond the "
                                         f"game: {found.words}; the whole table agrees first "
                                         "(R-CUSTOM-3)")


def claims(sentence: Sentence, hits: Sequence[Hit], question: bool,
           done: bool = False) -> list[Claim]:
    """What the sentence claims power over, one finding a reading (language/text/harm.py
    keeps the first of each code); ``done``: the sentence is a ``does`` text, its doer
    the subject of what it does."""
    names = {h.name for h in hits}
    found = [_win_block(sentence, hits),
             _vote(sentence, hits, names) or _threshold(sentence, hits, names),
             _roshambo(hits, names),
             _creator(sentence, hits, names),
             _other_rules(sentence, hits, names), _seats(hits, names),
             _harm(sentence, hits, names)]
    if not question:  # a question lays no rule of play down, nor asks anything of anyone
        said = changed_plays(sentence.folded, sentence.cjk)
        hosted = contact.hosted(sentence, hits)[0]  # coffee made for everyone: no chore
        found += [_base_actions(sentence, hits, names, done),
                  _empty_pass(sentence, [t[0] for t in sentence.split], hits),
                  _pickup_again(sentence, [t[0] for t in sentence.split], hits),
                  _play(lead, "first") if (lead := laid_down(sentence)) else None,
                  None if hosted or spoken_offer(sentence, hits) else _beyond(sentence, hits),
                  _play(said.words, "legal") if said is not None else None]
    return [f for f in found if f is not None]


__all__ = ["Claim", "claims", "kept", "why_play"]
