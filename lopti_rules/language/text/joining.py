"""A player who joins the session, and how they come in (issue 29, R-CUSTOM-4, LP304).

Who joins later is a fact of the session, not a trait fixed to a person: a sentence that
says only how a newcomer comes in ("whoever arrives late joins from the next round",
"wer neu dazukommt, steigt in der nächsten Runde ein und bekommt die Regeln erklärt",
"wie later binnenkomt, doet mee vanaf de volgende ronde", "sonradan katılan oyuncu bir
sonraki elden itibaren oyuna katılır", "新来的朋友从下一局开始加入") asks nothing of them and
costs them nothing: no LP304. The line: every word of the sentence is the newcomer, their
joining (from the next round, dealt in, a normal hand, the rules explained, welcomed) or
a word that goes with it. Anything else said of the one who came last (a chore, a
forfeit, a task of play given by arrival: "whoever arrived last tonight shuffles",
"wer neu dazukommt, mischt", "新来的朋友洗牌") is a person picked by a fact of their
evening and stays LP304. Asked by language/text/harm.py.
"""

from __future__ import annotations

import re

from .textnorm import Sentence, fold, has_cjk

#: The verbs and phrases of joining the game: one of them must be said.
_JOIN = frozenset(fold(w) for w in (
    "join", "joins", "joining", "joined", "dealt", "waits", "wartet", "wacht",
    "einsteigen", "steigt", "steigen", "mitspielen", "spielt", "spielen", "macht", "mit",
    "mee", "meedoen", "meespelen", "speelt", "stapt", "instappen", "schuift", "aanschuift",
    "aanschuiven", "aansluit", "aansluiten"))
_TR_JOIN = ("katil", "katıl", "basla", "başla")
_ZH_JOIN = ("加入", "参加", "參加", "一起玩", "入局", "开始", "開始")

#: Everything else a sentence about joining may say: who joins, when, and how they are
#: dealt in and taught (articles, prepositions, "next round", "the rules explained").
_WORDS = frozenset(fold(w) for w in (
    # en
    "whoever", "who", "anyone", "someone", "a", "an", "the", "new", "newcomer", "newcomers",
    "player", "players", "person", "people", "friend", "friends", "guest", "guests",
    "late", "later", "latecomer", "latecomers", "arrives", "arrive", "arriving", "arrived",
    "comes", "come", "coming", "shows", "up", "in", "gets", "get", "here", "after",
    "has", "have", "is", "are", "be", "just", "from", "at", "with", "of", "and", "then",
    "next", "round", "game", "start", "starts", "starting", "plays", "play", "playing",
    "dealt", "hand", "cards", "normal", "regular", "usual", "full", "like", "everyone",
    "else", "rules", "explained", "explain", "welcome", "welcomed", "sits", "sit", "down",
    "table", "waits", "wait", "until", "for", "end", "current", "this", "they", "them",
    "their", "he", "she", "his", "her", "we", "us", "our", "also", "simply", "too",
    # de
    "wer", "jemand", "neu", "neue", "neuer", "neuen", "neuling", "neulinge", "spieler",
    "spielerin", "gast", "gäste", "nachzügler", "später", "spaeter", "dazukommt",
    "dazukommen", "hinzukommt", "hinzukommen", "dazustößt", "kommt", "ankommt",
    "der", "die", "das", "den", "dem", "ein", "eine", "einen", "in", "im", "ab", "zur",
    "zum", "nächsten", "nächste", "naechsten", "naechste", "runde", "spiel", "und",
    "bekommt", "kriegt", "regeln", "erklärt", "erklaert", "erklären", "normal", "normale",
    "normalen", "karten", "hand", "wie", "alle", "anderen", "wird", "willkommen",
    "geheißen", "begrüßt", "setzt", "sich", "dazu", "zu", "uns", "wartet", "bis", "ende",
    "einfach", "auch", "er", "sie", "ihm", "ihr", "an", "den", "tisch", "gleich",
    # nl
    "wie", "iemand", "later", "laat", "binnenkomt", "binnenkomen", "binnen", "komt",
    "aankomt", "erbij", "bij", "nieuw", "nieuwe", "nieuwkomer", "nieuwkomers", "speler",
    "spelers", "doet", "vanaf", "de", "het", "een", "volgende", "ronde", "spel", "krijgt",
    "uitleg", "regels", "uitgelegd", "en", "gewone", "normale", "kaarten", "net", "als",
    "iedereen", "welkom", "wacht", "tot", "einde", "van", "huidige", "aan", "tafel", "hij",
    "zij", "ook", "gewoon", "daarna", "pas", "doen", "krijgen", "komen", "nieuwelingen",
    "nieuweling", "bekommen", "kriegen", "kommen", "neulinge",
    # tr
    "sonradan", "yeni", "gelen", "gelenler", "geç", "gec", "oyuncu", "oyuncular", "kişi",
    "bir", "sonraki", "elden", "katılan", "katilan", "turdan", "itibaren", "oyuna", "oyun",
    "kuralları",
    "kurallari", "anlatılır", "anlatilir", "herkes", "gibi", "normal", "kart", "kartları",
    "alır", "alir", "ve", "hoş", "hos", "geldin", "masaya", "o", "da", "de", "misafir",
    "misafirler", "konuk", "konuklar",
    # R-VOTE-2: everyone in the session votes, a newcomer too ("votes like everyone
    # else", "stimmt ganz normal mit", "stemt gewoon mee", "herkes gibi oy kullanır")
    "vote", "votes", "voting", "voted", "stimmt", "stimmen", "abstimmen", "stimme",
    "ganz", "stemt", "stemmen", "meestemmen", "stem", "oy", "oyu", "kullanır", "kullanir",
    "verir", "else"))

#: Chinese: the newcomer, the joining and what goes with it, taken out of the sentence;
#: anything left is something else said of them.
_ZH_WORDS = sorted((
    "新来的", "新來的", "后来的", "後來的", "晚来的", "晚來的", "晚到的", "迟到的", "遲到的",
    "中途", "新人", "新手", "新", "朋友", "玩家", "客人", "人", "从", "從", "下一局", "下一轮",
    "下一輪", "下局", "加入", "参加", "參加", "一起玩", "入局", "开始", "開始", "正常发牌",
    "正常發牌", "照常发牌", "照常發牌", "讲解", "講解", "解释", "解釋", "讲", "講", "规则",
    "規則", "给", "給", "他", "她", "们", "們", "欢迎", "歡迎", "的", "就", "可以", "也", "和",
    "并", "並", "再", "起", "都", "会", "會", "位", "一位", "一起",
    # R-VOTE-2: the newcomer votes like everyone ("和大家一样投票")
    "投票", "表决", "表決", "大家", "一样", "一樣"), key=len, reverse=True)
_ZH_RE = re.compile("|".join(map(re.escape, _ZH_WORDS)))


def joins(sentence: Sentence) -> bool:
    """Whether the sentence says only how a player who joins the session comes in (see
    the module's docstring): a joining word, and nothing but the newcomer, their joining
    and the words that go with it."""
    if has_cjk(sentence.cjk):
        return any(w in sentence.cjk for w in _ZH_JOIN) \
            and not _ZH_RE.sub("", sentence.cjk).strip(",;:、")  # its clause ends kept
    words = [t for t in sentence.split if not t[0].isdigit()]
    if not words or not any(set(t) & _JOIN or t[0].startswith(_TR_JOIN) for t in words):
        return False
    return all(set(t) & (_WORDS | _JOIN) or t[0].startswith(_TR_JOIN) for t in words)


__all__ = ["joins"]
