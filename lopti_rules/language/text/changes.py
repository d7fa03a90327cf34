"""What a sentence changes (issue 29, "Free text, judged alike"): readings by concept.

A text said at the table is never heard by the game, so a rule that lives only in its
words is judged by what it would change if the table obeyed it. Each reading is a concept
(who or what x a verb family x an object family, with negation and scope), in the five
languages of the cards, from the word families of language/text/change_lexicon.py
(found by language/text/families.py; the vote's and Roshambo's in vote_changes.py):

- a new way to win or lose (R-WIN-1: you win by playing your last face-down card): a
  win or lose verb after a condition on the cards held or played ("three sevens win",
  "wer mit einer Zwei ausgeht, hat verloren", "谁先凑齐四张A谁就赢"), which ends the
  clause (the game, the round or "at once" may follow; "wins a cheer" is no win);
- the house rule put above the official rules (R-CUSTOM-2: add, don't replace; only the
  rule vote adjusts a base rule, R-VOTE-1): the rule and the official rules with a word of
  precedence or conflict, the rule being the one that prevails ("bu kural resmi
  kurallardan önce gelir", "如有冲突，以本规则为准"; "以官方规则为准" is the rules' own order);
- the vote's threshold made unanimity (R-VOTE-2: more than half): the whole table, a yes
  and a requirement about a rule or a vote ("a rule only goes if all players want it",
  "Regeln werden nur einstimmig abgeschafft", "删除规则需要全票通过");
- who may propose a change narrowed to some ("only the winner may propose a change",
  "Değişikliği sadece kazanan önerebilir"): R-VOTE-1 gives the table its vote;
- Roshambo's draws counted (R-ROSHAMBO-2: draws do not count).

A question lays nothing down; a negated sentence is read as its quote ("this rule does not
override the official rules"), except a win denied, which is a change too ("whoever holds a
2 cannot win").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .base_counts import counted
from .base_lexicon_world import TR_GAINED
from .basegame import base_changes
from .claims import Claim
from .denial_lexicon import TR_NOT_ENDINGS
from .families import Tokens, cjk, cjk_at, family, has, located, shown
from .matching import language
from .standing_rules import WHO_RE
from .textnorm import Sentence, fold
from .vote_changes import knockout, vote_changes

# ---------------------------------------------------------------- a way to win or lose
_ZH_CARD = re.compile(r"(?:\d+|[一二两兩三四五六七八九十几幾])[张張](?:[2-9]|10|[ajqk])?"
                      r"|(?<![a-z0-9])(?:10|[2-9]|[ajqk])(?![a-z0-9])")
_ZH_EVENT = re.compile(r"清空|摸到|收牌|收走")
_ZH_CLAUSE = re.compile(r"[，,。！？；：、!?;:]")
_MAYBE = frozenset(("might", "could", "may", "can", "konnte", "könnte", "kann", "kan",
                    "zou", "misschien", "belki"))
_ARTICLES = frozenset(("a", "an", "one", "ein", "eine", "einer", "einem", "einen", "een",
                       "bir"))
_CONJUNCTIONS = frozenset(("and", "but", "und", "aber", "en", "maar", "ve", "ama", "or",
                           "oder", "of", "veya"))


def _card_spans(tokens: Tokens, lang: str) -> list[tuple[int, int]]:
    """Cards named in a sentence: a rank word, a digit 2-10 that counts no rounds or
    points, a number before a card or a rank ("three sevens", "üç yedi")."""
    spans = [s for s in located(tokens, "rank")  # Turkish "as" is an Ace, English "as" not
             if tokens[s[0]][0] != "as" or lang not in ("en", "de", "nl")]
    numbers = {s for s, _ in located(tokens, "number")}
    cards = {s for s, _ in located(tokens, "card")} | {s for s, _ in spans}
    uncounted = {s for s, _ in located(tokens, "not_card")}
    for i, t in enumerate(tokens):
        word = t[0].removesuffix("s").removesuffix("er").removesuffix("en")  # "5s", "10er"
        after = i + 1
        if word.isdecimal() and 2 <= int(word) <= 10 and after not in uncounted:
            spans.append((i, after))
        elif i in numbers and (after in cards or after in numbers):
            spans.append((i, after + 1))
        elif i in numbers and i > 0 and tokens[i - 1][0] in _ARTICLES \
                and after not in uncounted and after not in cards:
            spans.append((i, after))  # "mit einer Zwei", "with a two": the card
    return spans


def _win_ends_clause(tokens: Tokens, end: int, stop: int) -> bool:
    """Whether nothing but the game, the round or an adverb follows a win verb before its
    clause ends or a conjunction ("wins the round", "gewinnt sofort"; not "wins a cheer",
    nor "wins the round shuffles", the win inside a clause picking a player)."""
    objects = {s - end for s, _ in located(tokens, "win_object") if end <= s < stop}
    for k in range(stop - end):
        if tokens[end + k][0] in _CONJUNCTIONS:
            return True
        if k not in objects:
            return False
    return True


def _win_changed(sentence: Sentence, bounds: Sequence[tuple[int, int]], lang: str) -> str:
    """A win or a loss said to follow from the cards: the words, or ""."""
    tokens = sentence.split
    if cjk(sentence.folded):
        return _win_changed_zh(sentence.folded)
    declared = located(tokens, "as_out")
    wins = sorted((*located(tokens, "win"), *declared))
    if not wins:
        return ""
    cards = _card_spans(tokens, lang) + list(located(tokens, "event"))
    outs = located(tokens, "out")
    standings = _standings(sentence.folded)
    for start, end in wins:
        if any(a <= start < b for a, b in standings):
            continue  # "ook bij wie vorige ronde won": a standing named, no win declared
        if end < len(tokens) and tokens[end][0] == "t" or start > 0 and \
                tokens[start - 1][0] in _MAYBE:
            continue  # "won't" (the apostrophe splits it), "you might win"
        if start > 0 and tokens[start][0].startswith("kazan") \
                and tokens[start - 1][0] in TR_GAINED:
            continue  # "bir bonus oyun kazanır": a play gained, no win
        stop = next((b for a, b in bounds if a <= start < b), len(tokens))
        if not _win_ends_clause(tokens, end, stop):
            continue
        before = [c for c in cards if c[1] <= start]
        is_win = tokens[start][0] in _WIN_ONLY or (start, end) in declared
        outside = [o for o in outs if not start <= o[0] < end]
        if before and not (is_win and outside):  # the last card, going out: R-WIN-1
            return f"{shown(tokens, before[0])} … {shown(tokens, (start, end))}"
    return ""


def _standings(folded: str) -> list[tuple[int, int]]:
    """The token spans of the standings a folded sentence names ("whoever won last round",
    "wie vorige ronde won", "geçen turu kazanan"): their win is last round's, named to say
    who a rule falls on, not a win the text declares (session 36)."""
    def at(offset: int) -> int:
        return len(re.findall(r"\w+", folded[:offset]))
    return [(at(m.start()), at(m.end())) for m in WHO_RE.finditer(folded)]


#: win verbs (not lose verbs): going out and winning is the official win
_WIN_ONLY = frozenset(fold(w) for w in (
    "win", "wins", "won", "gewinnt", "gewinnen", "gewonnen", "gewinnst", "siegt", "wint",
    "winnen", "kazanir", "kazanmis", "kazanmistir", "kazandi"))


def _win_changed_zh(folded: str) -> str:
    offset = 0
    for clause in _ZH_CLAUSE.split(folded):
        declared = cjk_at(clause, "as_out")
        wins = [w for w in cjk_at(clause, "win") + declared
                if not any(a <= w[0] < b for a, b in cjk_at(clause, "win_not"))]
        for start, end in wins:
            rest = clause[end:].strip()
            ends = not rest or any(rest == sub or rest.startswith(sub) and len(rest) <= 4
                                   for sub in family("win_object").cjk)
            card = _ZH_CARD.search(folded[:offset + start]) or _ZH_EVENT.search(
                folded[:offset + start])
            is_win = clause[start:end] not in ("输", "輸")
            outside = (start, end) not in declared and cjk_at(folded, "out")
            if ends and card and not (is_win and outside):
                return f"'{card.group(0)}' … '{clause[start:end]}'"
        offset += len(clause) + 1
    return ""


# ---------------------------------------------------------------- the house rule on top
_ZH_OBLIQUE = ("于", "於", "比", "与", "與", "和", "跟", "同", "对", "對")


def _above_zh(text: str) -> str:
    """:func:`_above` in Chinese: "本规则优先于官方规则", "如有冲突，以本规则为准"."""
    ours, official = cjk_at(text, "this_rule"), cjk_at(text, "official")
    how = cjk_at(text, "precedence") or cjk_at(text, "conflict")
    clash = cjk_at(text, "conflict") and cjk_at(text, "applies")
    if ours and cjk_at(text, "conflict") and "不" not in text:
        for sub in ("听", "聽", "按照", "按", "照", "遵守", "遵循"):  # "冲突时，听本规则的"
            at = text.find(sub)
            if at >= 0 and any(text.startswith(m, at + len(sub))
                               for m in family("this_rule").cjk):
                return f"'{sub}' … '{text[at + len(sub):at + len(sub) + 3]}'"
    if not (ours and (official or clash) and how) or "不" in text[:how[0][0]]:
        return ""
    mentions = sorted([(s, "mine") for s, _ in ours] + [(s, "theirs") for s, _ in official])
    # "以X为准": the mention right after 以 prevails ("冲突时，以官方规则为准": the cards)
    at = text.rfind("以", 0, how[0][0])
    named = [who for s, who in mentions if s == at + 1] if at >= 0 else []
    # "X优先于Y": else the first mention not after 于/比/与 prevails
    first = named[0] if named else next((who for s, who in mentions
                                         if not (s > 0 and text[s - 1] in _ZH_OBLIQUE)), "")
    return f"'{text[ours[0][0]:ours[0][1]]}' … '{text[how[0][0]:how[0][1]]}'" \
        if first == "mine" else ""


def _above(sentence: Sentence) -> str:
    """The house rule said to prevail over the official rules: the words, or ""."""
    tokens = sentence.split
    if cjk(sentence.folded):
        return _above_zh(sentence.cjk)
    mine = located(tokens, "this_rule")
    if not mine:
        return ""
    theirs = located(tokens, "official")
    mentions = [(s, e, "mine") for s, e in mine] + [(s, e, "theirs") for s, e in theirs]
    negations = {s for s, _ in located(tokens, "negation")}

    def said(at: tuple[int, int], whose: str, ahead: bool = False) -> str:
        """The words when the mention next to ``at`` is ``whose`` and nothing denies it.
        ``ahead``: only a mention after the word counts (a preposition's object)."""
        denied = any(at[0] - k in negations for k in (1, 2, 3)) or (
            at[1] < len(tokens) and tokens[at[1]][0].endswith(TR_NOT_ENDINGS))
        if denied or _nearest(mentions, at, ahead=ahead) != whose:
            return ""
        return f"{shown(tokens, mine[0])} … {shown(tokens, at)}"

    # a word of precedence with the official rules next to it: they give way ("comes
    # before the official rules", "resmi kurallardan önce", "den offiziellen Regeln vor")
    for at in located(tokens, "precedence"):
        # a preposition takes what follows it; a postposition (Turkish "önce", "yerine")
        # or a German particle at the end ("... Regeln vor") what comes before
        post = tokens[at[0]][0].startswith(_POSTPOSITIONS)
        # "resmi kuralların hepsinden önce": the rules' whole is the object too
        whole = at[0] > 1 and tokens[at[0] - 1][0] in _ALL_OF["tr"] and \
            tokens[at[0] - 2][0].startswith("kural")
        if post and not whole and (at[0] == 0 or not tokens[at[0] - 1][0].startswith("kural")):
            continue  # a postposition's object is the word just before it: "resmi
            # kurallardan önce" gives way, "temel bir olaydan önce" is a time (R-CUSTOM-2)
        words = said(at, "theirs", at[1] < len(tokens) and not post)
        if words:
            return words
        # on a clash, a particle at the sentence's end after this rule: it goes first
        # ("... elkaar tegenspreken, gaat deze regel voor")
        if at[1] == len(tokens) and not post and located(tokens, "conflict") \
                and _nearest(mentions, at, reach=1) == "mine":
            return f"{shown(tokens, mine[0])} … {shown(tokens, at)}"
    # what comes first prevails: the mention before "first" ("house rules come first")
    for at in located(tokens, "first"):
        if _nearest(mentions, at, behind=True) == "mine" and theirs:
            return f"{shown(tokens, mine[0])} … {shown(tokens, at)}"
    # on a clash, the rule next to "applies" is the one that holds ("bei Widerspruch gilt
    # diese Regel", "çelişirse bu kural geçerli")
    for at in located(tokens, "applies") if located(tokens, "conflict") else ():
        words = said(at, "mine")
        if words:
            return words
    return ""


#: Turkish "all of them" between the rules and a postposition ("kuralların hepsinden önce")
_ALL_OF = {"tr": ("hepsinden", "tumunden", "tümünden")}
_POSTPOSITIONS = ("once", "önce", "yerine", "ustun", "üstün", "oncelik", "öncelik", "önün",
                  "onun")


def _nearest(mentions: Sequence[tuple[int, int, str]], at: tuple[int, int],
             reach: int = 3, ahead: bool = False, behind: bool = False) -> str:
    """Whose mention stands next to the word at ``at``: the nearest within ``reach``
    tokens after it, else (unless ``ahead``) before it ("before the official rules",
    "kurallardan önce")."""
    after = [] if behind else [(s - at[1], who) for s, _, who in mentions
                               if 0 <= s - at[1] <= reach]
    before = [] if ahead else [(at[0] - e, who) for _, e, who in mentions
                               if 0 <= at[0] - e <= reach]
    return min(after)[1] if after else min(before)[1] if before else ""


# ---------------------------------------------------------------- a rank's power given
#: the rank that has each power (R-SPECIAL-2, R-SPECIAL-3, R-CLEAR-1)
_POWER_RANK = {"clears": "10", "resets": "2", "passes": "3"}
#: a rank's words, as its value
_RANK_VALUES = {fold(w): v for v, words in (
    ("10", "ten tens zehn zehner tien tienen"), ("2", "two twos zwei zweier twee tweeen iki"),
    ("3", "three threes drei dreier drie drieen uc")) for w in words.split()}
_ZH_VALUES = {"十": "10", "二": "2", "两": "2", "兩": "2", "三": "3"}


def _power_given(sentence: Sentence, bounds: Sequence[tuple[int, int]], lang: str) -> str:
    """A special rank's power given to another rank ("jacks now clear the pile too",
    "ab jetzt räumt auch eine Neun ab", "artık 8 de yığını temizler", "J也能清空牌堆"):
    a base rule (R-SPECIAL, R-CLEAR) changed in words. The rank is the verb's subject: right
    before it in its clause (only "now", "also", "may", "the pile" between), or right after
    a German or Dutch verb ("räumt auch eine Neun ab"); one after "like" is a comparison.
    Four of a kind clears whatever its rank (R-CLEAR-2); a power denied is claims.py's."""
    if cjk(sentence.folded):
        return _power_given_zh(sentence.folded)
    tokens = sentence.split
    if located(tokens, "negation") or located(tokens, "quads"):
        return ""
    if not any(located(tokens, power) for power in _POWER_RANK):
        return ""
    likes = {e for _, e in located(tokens, "like")}
    fill = {s for s, _ in located(tokens, "power_fill")}
    cards = [c for c in _card_spans(tokens, lang) if c[0] not in likes and c[0] - 1 not in likes]
    for power, rank in _POWER_RANK.items():
        for at in located(tokens, power):
            clause = next(((a, b) for a, b in bounds if a <= at[0] < b), (0, len(tokens)))
            if at[1] < len(tokens) and tokens[at[1]][0].endswith(TR_NOT_ENDINGS):
                continue
            # "a 9 on a 2 now clears": the pile's words stand between the subject and its verb
            piled = {i for c in cards if _on_pile(tokens, c[0]) for i in _pile_words(tokens, c)}
            for c in cards:
                gap = [i for i in (range(c[1], at[0]) if c[1] <= at[0] else range(at[1], c[0]))
                       if i not in piled]
                after = c[0] >= at[1] and lang in ("de", "nl")
                if not (clause[0] <= c[0] < clause[1]) or len(gap) > 3 or \
                        any(i not in fill for i in gap) or not (c[1] <= at[0] or after) \
                        or c[0] in piled:
                    continue
                word = tokens[c[1] - 1][0]
                value = _RANK_VALUES.get(word.removesuffix("s"), word.removesuffix("s")
                                         .removesuffix("er"))
                if value != rank:
                    return f"{shown(tokens, c)} … {shown(tokens, at)}"
    return ""


_ZH_POWER_GIVEN = re.compile(r"(10|[2-9]|[ajqk]|十|二|两|兩|三|[四五六七八九])[张張]?"
                             r"(?:也|都|还|還|就)?(?:能|可以|会|會|可)?(?:直接)?$")


_ON = frozenset(("on", "onto", "upon", "auf", "op"))
_THE = frozenset(("the", "a", "an", "die", "der", "das", "den", "dem", "ein", "eine", "einen",
                  "einer", "einem", "de", "het", "een"))


def _on_pile(tokens: Tokens, at: int) -> bool:
    """Whether the rank at ``at`` is the pile a card goes on ("a 3 on a King passes it
    on"), not the power's subject; "from now on jacks clear" is no pile."""
    i = at - 1
    while i >= 0 and tokens[i][0] in _THE:
        i -= 1
    return i >= 1 and tokens[i][0] in _ON and tokens[i - 1][0] != "now"


def _pile_words(tokens: Tokens, card: tuple[int, int]) -> range:
    """The words of "on a King": the preposition, its articles and the rank."""
    i = card[0] - 1
    while i >= 0 and tokens[i][0] in _THE:
        i -= 1
    return range(i, card[1])


def _power_given_zh(folded: str) -> str:
    if "不" in folded or "没" in folded or "沒" in folded or cjk_at(folded, "quads"):
        return ""
    for clause in _ZH_CLAUSE.split(folded):
        for power, rank in _POWER_RANK.items():
            for start, end in cjk_at(clause, power):
                said = _ZH_POWER_GIVEN.search(clause[:start].replace(" ", ""))
                if said is not None and _ZH_VALUES.get(said.group(1), said.group(1)) != rank:
                    return f"'{said.group(0)}' … '{clause[start:end]}'"
    return ""


#: the wordings' reasons, catalog entries of report/textwords.py: a win the text declares
#: is one the game does not count; proposals kept from some are struck before the vote
_WIN_WHY = ("going out or a win that does not count, R-WIN-1; the game never hears a text "
            "and no check reads it: write it as the rule's actions, R-CUSTOM-2, R-CUSTOM-3")
_POWER_WHY = ("a special rank's power is the base game's, R-SPECIAL, R-CLEAR-2; the game "
              "never hears a text and no check reads it: write it as the rule's actions, "
              "R-CUSTOM-2, R-CUSTOM-3")


def changed(sentence: Sentence, bounds: Sequence[tuple[int, int]], play: bool = True
            ) -> list[Claim]:
    """What the sentence changes that only the rule vote, or nothing, may change, as
    claims of their kinds ("play", "rules", "vote", "roshambo"), which harm.py, the text
    stage's one reporter, reports under LP716, LP709, LP707 and LP708.
    ``bounds``: the sentence's clauses (textnorm.clauses); ``play``: whether the "play"
    claims are asked (a judge of the procedures' codes alone, harm.judge's ``codes``,
    does not read the base game's values)."""
    out = []
    lang = language(sentence)
    # a win of a tie-break or of Roshambo ("bei Gleichstand ..., die höhere gewinnt") is
    # the vote's or Roshambo's, not the game's: their own readings have it
    duel = has(sentence, "tie") or has(sentence, "roshambo")
    won = "" if duel or not play else _win_changed(sentence, bounds, lang)
    if won:
        out.append(Claim("play", won, f"free text lays down a rule of play: {won} ("
                                         f"{_WIN_WHY})"))
    power = _power_given(sentence, bounds, lang) if play else ""
    if power and not won:
        out.append(Claim("play", power, f"free text lays down a rule of play: {power} "
                                           f"({_POWER_WHY})"))
    if play and not won and not power:  # a base value asserted false (basegame.py)
        out += base_changes(sentence, bounds)[:1] or counted(sentence, bounds)
    above = _above(sentence)
    if above:
        out.append(Claim("rules", above, f"free text claims authority over the rules: "
                                           f"{above} (no rule ranks above the others; only "
                                           "the rule vote removes one, R-VOTE-1, R-CUSTOM-5)"))
    out += vote_changes(sentence)
    return out


__all__ = ["changed", "knockout"]
