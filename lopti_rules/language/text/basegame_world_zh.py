"""The base game as a closed world, read in Chinese (issue 29; language/text/basegame_world.py
reads the other languages and asks :func:`world_zh` of a sentence with Chinese in it).

The same model on characters: a base-game concept (base_lexicon_world.py ``WORLD_ZH``) in
the sentence's main part, after its conditions and a subject's clause ("清牌的人"), with a
frame that lays a value down (a change, a value, a win stated of anyone, a rank's turn
taken in the present: "J现在跳过下一个玩家"), is a claim, unless the Chinese card says it
(its ranks in order, most of its characters, as many denials) or the direction after a
rank is the official one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ...engine import OFFICIAL
from .base_lexicon_world import WORLD_ZH
from .claim_lexicon import three_unseen
from .quotes import CARDS
from .similes import imaged_zh
from .textnorm import fold, has_cjk

#: the ranks anything may follow (R-SPECIAL-2, -10) and the one that never lies (R-PLAY-4)
_ANY = frozenset((OFFICIAL.reset_rank, OFFICIAL.clear_rank, OFFICIAL.pass_rank))


def _in_order(part: Sequence[str], whole: Sequence[str]) -> bool:
    rest = iter(whole)
    return all(x in rest for x in part)


_ZH = {name: re.compile(alts) for name, alts in WORLD_ZH.items()}
_ZH_CLAUSE = re.compile(r"[，,。；;：:！!？?]")


def world_zh(text: str, question: bool) -> tuple[str, str, bool]:
    """A value of the base game laid down in a Chinese sentence (its characters, without
    spaces) that the model does not find official: the concept, the words (concept …
    frame) and whether it is a win, or ("", "", False)."""
    if question and not _ZH["proposal"].search(text):
        return "", "", False
    if _ZH_RULE_TIMED.fullmatch(text):  # "这条规则从下一次发牌起整局有效": the rule's own
        return "", "", False  # start (R-CUSTOM-1), no value of the game
    banked = None if question or _ZH_NOT.search(text) else _ZH_BANKED.search(text)
    if banked is not None:  # the bonus play kept for later: R-CLEAR-1 gives it at once
        return banked.group(1), f"'{banked.group(0)}'", False
    parts = [p for p in _ZH_CLAUSE.split(text) if p]
    parts = [q for p in parts if not _ZH["condition"].search(p)
             and not _ZH_ALL_ALIKE.fullmatch(p) and not _ZH_CALL_VOID.fullmatch(p)
             and (q := _ZH_LIKE_PEOPLE.sub("", p))]
    if three_unseen(text):  # "上一手就是牌堆最上面那一手，3永远不算": R-PLAY-4 restated
        parts = [p for p in parts if not _ZH_PREVIOUS_TOP.fullmatch(p)
                 and not _ZH_THREE_VOID.fullmatch(p)]
    if len(parts) > 1 and not _ZH["concept"].search(parts[-1]) \
            and not re.search(r"[0-9jqka]", parts[-1]):
        # an event, then what the table does ("以后有人出10，大家都鼓掌"): the event
        # picks the moment, unmarked; the frames of the event's clause stay
        parts = [_ZH_LATER.sub("", _ZH["change"].sub("", p)) if _ZH["concept"].search(
            p) or re.search(
            r"[0-9jqka]", p) else p for p in parts[:-1]] + parts[-1:]
    main = "".join(parts)
    whole = main
    subject = _ZH_SUBJECT.search(main)  # "清牌的人可以再出一次": the subject's clause
    if subject is not None and not _ZH["win"].search(main[subject.end():]):
        main = main[subject.end():]
    change = _ZH["change"].search(main) or next(
        (m for p in parts if (m := _ZH_LATER.match(p)) is not None), None)
    now = _ZH_RANK_NOW.match(main)  # "J现在跳过下一个玩家": a rank's power in the present
    if change is None and now is not None and _ZH_TURN.search(main, now.end()):
        change = now  # a turn taken: no power does that, nor may a custom rule
    # "四个一样的" (four alike) names the cards, a quads exclaimed, and "像刀切黄油一样" is
    # an image (similes.py): no value laid down
    value = _ZH["value"].search(imaged_zh(_ZH_ALIKE.sub("", main), _ZH_GAME))
    if value and value.group(0) in ("一样", "一樣") and re.search(
            rf"(?:和|跟|与|與|像)(?:{_ZH['any_one'].pattern})", main[:value.start()]):
        value = None  # "和任何四张同点数牌一样": like every one of a kind, the base rule
    if value and value.group(0) in ("一样", "一樣") and re.search(
            r"(?:和|跟|与|與|像)(?:平常|平时|平時|往常|以前|过去|過去|原来|原來)",
            main[:value.start()]):
        value = None  # "跟平常一样": as usual, the rule restated (session 43, fair43)
    if value and value.group(0) in ("一样", "一樣") and re.search("不一样|不一樣", main) \
            and re.search(r"(?<![0-9])(2|3|7|10)(?![0-9])|二|三|七|十", main):
        return "", "", False  # a special rank unlike the others: the cards' own (R-SPECIAL)
    # "上一局赢家也不例外": the winner named, a person, no win said (a copula makes it one:
    # "两个人都算赢家")
    win = _ZH["win"].search(_ZH_WINNER.sub(_masked, main)) \
        if _ZH["generic"].search(_ZH_WINNER.sub(_masked, whole)) else None
    if win and re.search("平局|打平|石头剪刀布|石頭剪刀布|猜拳", whole):
        win = None  # a tie-break's or Roshambo's win (vote_changes.py)
    if win and not change and not _ZH["concept"].search(_ZH_OUT.sub("", whole)) \
            and not re.search(r"[0-9jqka]|次|张|張", whole):
        return "", "", False  # the first out wins: the cards' own (R-WIN-1)
    blind = _ZH_BLIND_OUT.search(whole) if not change else None
    if blind is not None:
        rest = whole[:blind.start()] + whole[blind.end():]
        if not _ZH["win"].search(rest) and not re.search(r"[0-9jqka]|次|张|張", rest):
            return "", "", False  # the blind cards played out, then the win (R-WIN-1)
    concept = _ZH["concept"].search(whole if win else main) or re.search(
        r"(?<![0-9a-z])(10|[2-9]|[jqka])(?![0-9a-z])", main)
    said = change or value or win
    if concept is None or said is None:
        return "", "", False
    if not change and not value and _ZH["you"].search(text) and _ZH["moment"].search(text):
        return "", "", False
    if _official_zh(main, full=bool(change)) or not change and _direction_zh(main):
        return "", "", False
    return concept.group(0), f"'{concept.group(0)}' … '{said.group(0)}'", said is win


#: A clause that says the rule is the same for a person or for all ("谁都一样", "大家都一样",
#: "上一局赢家也一样", "上一局赢家收牌也一样", "跟大家一样"): a likeness of players, the
#: base rule restated for everyone, no value of the game (session 35, r2fair35); a rank
#: in it ("8也和7一样") is a value, and is read
_ZH_PEOPLE = (r"谁|誰|大家|所有人|每个人|每個人|人人|任何人|别人|別人|其他人|其他玩家|赢家|贏家"
              r"|输家|輸家|冠军|冠軍|庄家|莊家|发牌的人|發牌的人|定规则的人|我|你|他|她"
              # anyone described, a standing said as who did it ("上一局赢的人也一样",
              # "今晚赢得最多的人也一样", "主人也一样"; session 39): the whole clause says
              # the person alike (a rank in it keeps it a value: _ZH_ALL_ALIKE's class)
              r"|的人|的玩家|主人|客人")
_ZH_ALL_ALIKE = re.compile(
    rf"(?:[^0-9jqka二三四五六七八九十]{{0,8}}?(?:{_ZH_PEOPLE})[^0-9jqka二三四五六七八九十]{{0,4}}?)"
    rf"(?:都|也)*(?:是)?一[样樣](?:的)?|(?:都|也)+(?:是)?一[样樣](?:的)?"
    rf"|(?:跟|和|同|像)(?:{_ZH_PEOPLE})(?:都|也)?一[样樣](?:的)?")
#: A call that does not count ("嘴上喊不算", "光说不算", "喊一声也不算"): the cards' own, a
#: clear is made by cards, not announced (R-CLEAR-2; session 36), no value of the game
_ZH_CALL_VOID = re.compile(r"(?:嘴上|口头|口頭|光|只)?(?:喊|说|說|叫|宣布)(?:一声|一聲|出来|出來"
                          r"|了)?(?:也|都)?不算(?:数|數)?")
#: "Like everyone" inside a clause ("上一局的赢家也和大家一样摸牌"): the same for all
_ZH_LIKE_PEOPLE = re.compile(rf"(?:跟|和|同|像)(?:{_ZH_PEOPLE})(?:都|也)?一[样樣](?:的)?(?:地)?")
#: The win only once the blind cards too are played out ("要把三张暗牌也打完才算赢",
#: "暗牌出完才赢"): R-WIN-1 restated, its count, if any, the card's three
_ZH_BLIND_OUT = re.compile(
    r"(?:(?:三张|三張|所有|全部)的?)?暗牌[^，,。；;]{0,2}?(?:也|都)?(?:打完|出完|出光|走完|打光)"
    r"[^，,。；;]{0,2}?(?:才|就)?(?:算)?(?:赢|贏|获胜|獲勝)")
#: The previous play said to be the pile's top, the one to beat (R-PLAY-4)
_ZH_PREVIOUS_TOP = re.compile(r"(?:上一手|要压的|要壓的)(?:就)?是(?:牌堆)?最上面(?:的|那)?"
                              r"(?:一手|牌|那一手)?")
#: The 3 said not to count, in a sentence that names the previous play (three_unseen)
_ZH_THREE_VOID = re.compile(r"(?:3|三)(?:永远|永遠|从来|從來)?(?:都)?不算")
#: The game inside a Chinese image: a rank, a card, a concept ("像7一样" is a value)
_ZH_GAME = re.compile(WORLD_ZH["concept"] + r"|牌|[0-9jqka]|[二三四五六七八九十]")
#: N cards alike ("四个一样的", "三张一样"): the cards described, no frame (fa36)
_ZH_ALIKE = re.compile(r"[二两兩三四][个個张張]一[样樣]的?")
#: "以后" opening a clause is "from now on"; after a rank or a play it is "after" ("出7以后")
_ZH_LATER = re.compile(r"[从從]?(?:以后|以後)")
#: a rank as the subject, then a word of the present ("J现在", "8也")
_ZH_RANK_NOW = re.compile(r"(?:一张|一張)?(10|[2-9]|[jqka]|[二三四五六七八九十])(?:" +
                          WORLD_ZH["now"] + ")")
_ZH_TURN = re.compile("跳过|跳過|停一轮|停一輪|停一回合|轮空|輪空")
#: The bonus play kept for later ("奖励出牌可以先存着", "留到以后再出"; r2text37: read once
#: "赢家" was no longer a win) and a denial that keeps it at once ("谁也不能存到以后")
_ZH_BANKED = re.compile(
    r"(奖励出牌|獎勵出牌|奖励牌|獎勵牌|额外出牌|額外出牌)[^。]{0,6}?"
    r"(存着|存著|存起来|存起來|攒着|攢著|攒起来|攢起來|留着|留著|留到|存到)")
_ZH_NOT = re.compile(r"不|没|沒|别|別|谁也|誰也")
#: The winner as a person ("赢家", "上一局的获胜者", "赢的人"), not after a copula that
#: makes someone the winner ("算赢家", "成为赢家"): a standing named, no win stated (r2text37)
_ZH_WINNER = re.compile(r"(?<![算是当當为為成])(?:赢家|贏家|获胜者|獲勝者|胜者|勝者|胜利者|勝利者|"
                        r"(?:赢|贏|获胜|獲勝)(?:了)?的(?:人|玩家|那个人|那個人))")


#: This rule said to hold from a moment on ("这条规则从下一次发牌起整局有效", session 42): the
#: rule's own start and span (R-CUSTOM-1), with no rank, no act of play in it
_ZH_RULE_TIMED = re.compile(r"(?:这|這|本|此)(?:一)?(?:条|條)?(?:家)?(?:规则|規則)"
                            r"[^，,。；;0-9jqka出摸抽收清]*?(?:有效|生效|适用|適用|算数|算數)"
                            r"[。.!！]?")


def _masked(m: re.Match[str]) -> str:
    """A winner person's characters, masked to a neutral character of the same length."""
    return "某" * len(m.group(0))


_ZH_OUT = re.compile(r"出完|走完|打完|出光|所有|全部|暗牌")
_ZH_SUBJECT = re.compile(r"^.{1,12}?(?:的人|的玩家|者)")
_ZH_PILE = re.compile(r"(?<![0-9a-z])(10|[2-9]|[jqka]|七|十|二)(?:的)?(?:之后|之後|后|後|上面|上)")
_ZH_UP = re.compile(r"更大|更高|大于|大於|高于|高於|比.{1,2}大")
_ZH_DOWN = re.compile(r"更小|更低|小于|小於|低于|低於|不高于|不高於|或以下|比.{1,2}小")


def _direction_zh(text: str) -> bool:
    """A play after a rank said in the official direction (after a 7 lower, R-SPECIAL-7;
    after a plain rank higher, R-PLAY-2)."""
    pile = _ZH_PILE.search(text)
    down, up = _ZH_DOWN.search(text), _ZH_UP.search(text)
    if pile is None or bool(up) == bool(down) and not (down and up and "不高" in text):
        return False
    value = {"七": 7, "十": 10, "二": 2}.get(pile.group(1)) or (
        int(pile.group(1)) if pile.group(1).isdigit() else 0)
    if value in _ANY:
        return False
    said_down = bool(down) and not re.search("不能|不可以|不许|不許|不准", text)
    return said_down == (value == OFFICIAL.low_rank)


_ZH_FUNCTION = frozenset("的了是在就都也和与與或一个個张張这這那就会會把被")


@cache
def _official_zh_text() -> tuple[tuple[str, frozenset[str]], ...]:
    out = []
    for path in sorted(CARDS.glob("001*")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for s in re.split(r"[。；;！!？?]", fold(line)):
                chars = frozenset(c for c in s if has_cjk(c) or c.isalnum())
                if chars:
                    out.append((s, chars))
    return tuple(out)


def _official_zh(text: str, full: bool = False) -> bool:
    """Whether a Chinese sentence says a sentence of the cards in other words: its ranks
    and most of its characters in one sentence of the Chinese card, as many denials."""
    for name in ("modal", "generic", "you", "moment", "now"):
        text = _ZH[name].sub("", text)
    chars = {c for c in text if (has_cjk(c) or c.isalnum()) and c not in _ZH_FUNCTION}
    digits = re.findall(r"10|[2-9]|[jqka]", text)
    neg = len(_ZH["neg"].findall(text))
    for s, o_chars in _official_zh_text():
        if neg % 2 != len(_ZH["neg"].findall(s)) % 2:
            continue
        if not _in_order(digits, re.findall(r"10|[2-9]|[jqka]", s)):
            continue
        if chars and len(chars & o_chars) >= (1 if full else 0.75) * len(chars):
            return True
    return False


__all__ = ["world_zh"]
