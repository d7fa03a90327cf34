"""The vote's own terms (issue 29, session 23): R-VOTE-1, R-VOTE-2, R-VOTE-8 and R-CUSTOM-3
as slots.

The cards fix who votes, how much a vote weighs, how it is decided and what it takes to
call one: the table gets one rule vote each round, asked for by any player at the deal
(R-VOTE-1); everyone in the session votes, one vote each, and more than half of all the
session's players voting yes carries it (R-VOTE-2); the procedure may not be changed
(R-VOTE-8) and no rule may prevent voting (R-CUSTOM-3). So a sentence about the vote that
puts something else in one of these slots changes the vote (LP707), in any wording:

- **a vote's weight tied to a quantity**: as many votes as cards in hand, a vote that
  counts as much as one's wins ("so viele Stimmen wie Karten", "evenveel stemmen als
  kaarten", "kart sayısı kadar oy", "几张牌就算几票"): one vote each becomes a standing or
  a hand, whoever is ahead outvotes the rest;
- **a vote decided by chance**: lots, a coin, a die, straws settle a rule vote ("entscheidet
  das Los", "beslist de dobbelsteen", "yazı tura belirler", "抛硬币决定"): the majority
  replaced. A tied vote settled by chance is procedure_world.py's tie slot;
- **a cost on calling a vote**: whoever asks for a vote draws cards, picks up the pile,
  sits out a turn or pays ("wer eine Abstimmung verlangt, nimmt den Stapel auf", "wie om
  een stemming vraagt, pakt de stapel op", "oylama isteyen yığını alır", "要求投票的人先摸
  两张牌"): a price nobody wants to pay keeps the vote from being asked.

Near misses stay clean: one vote each "however many cards" (no proportion), the majority
deciding, chance deciding something that is no vote (who shuffles), asking for a vote and
saying which rule (no cost), a denial ("calling a vote costs nothing"). Who may vote at all
is procedure_model.py's electorate slot. language/text/procedure_world.py asks
:func:`slots` with its own.
"""

from __future__ import annotations

from . import vote_order
from .denial_lexicon import COSTS_NOTHING, DENIED
from .textnorm import Sentence, any_of, matched

#: the slots' reasons, catalog entries of language/report/textwords.py
WHY = {"vote weight": ("one player, one vote: everyone in the session votes once, "
                       "whatever they hold or have won; R-VOTE-2, R-VOTE-8"),
       "vote decided": ("a change passes with more than half of all the session's players "
                        "voting yes, never by chance; R-VOTE-2, R-VOTE-8"),
       "vote cost": ("any player may ask for the round's rule vote at the deal, for "
                     "nothing; no rule may prevent voting; R-VOTE-1, R-CUSTOM-3"),
       "vote condition": ("every vote cast counts: everyone in the session votes and more "
                          "than half of all the session's players voting yes decides; no "
                          "rule may prevent voting; R-VOTE-2, R-VOTE-8, R-CUSTOM-3"),
       **vote_order.WHY}

#: the vote named (the Turkish "oy", "oyu", "oylama", not "oyun", the game, nor "oyuncu")
_VOTE = any_of(r"\bvot\w*", r"\w*stemming\w*", r"\w*abstimmung\w*", r"\bballot\w*",
               r"\babstimm\w*", r"\bstimmen?\b", r"\bstemmen\b", r"\bstem\b",
               r"\boy(?:u|a|da|lar\w*|la\w*| hakk\w*)?\b", r"投票|表决|表決|票")
#: a denial in the clause (the card's own: "costs nothing", "never by chance")
_DENIED = any_of(DENIED.pattern, *COSTS_NOTHING)

# ---------------------------------------------------------------- a vote's weight
#: a proportion: as many ... as, as much as, so viel(e) ... wie, evenveel ... als, kadar,
#: one vote per, 几...几, 多少...多少
_AS_MANY = any_of(
    r"\bas (?:many|much|heavily)\b.{0,40}\bas\b", r"\bper (?:card|win|round|point)\b",
    r"\bfor (?:each|every) (?:card|win|round|point)\b",
    r"\bso viele?\b.{0,40}\bwie\b", r"\bso schwer\b.{0,40}\bwie\b",
    r"\bpro (?:karte|sieg|runde|punkt)\b",
    r"\bje (?:karte|sieg|runde|punkt)\b", r"\bf(?:u|ü)r jede\w* (?:karte|sieg|runde|punkt)\b",
    r"\b(?:even|zo)veel\b.{0,40}\bals\b", r"\bzo zwaar\b.{0,40}\bals\b",
    r"\bper (?:kaart|overwinning|ronde|punt)\b", r"\bvoor elke (?:kaart|overwinning|ronde|punt)\b",
    # Turkish "kadar" after a count ("kart sayısı kadar", "kazandığı kadar"), not "until"
    # ("oylamaya kadar", until the vote)
    r"\bsay(?:i|ı)s(?:i|ı) kadar\b", r"\b\w+d(?:i|ı|u|ü)(?:g|ğ)(?:i|ı|u|ü)\w* kadar\b",
    r"\bba(?:s|ş)(?:i|ı)na\b", r"\bi(?:c|ç)in bir oy\b",
    r"[几幾](?:张|張|局|场|場|分|次)[^，,。；;]{0,8}[几幾](?:票)|"
    r"多少(?:张|張|局|场|場|分)?[^，,。；;]{0,8}多少票|每(?:张|張|局|场|場|分)[^，,。；;]{0,4}一票")
#: what the weight is tied to: cards held, wins, rounds, points
_QUANTITY = any_of(
    r"\bcards?\b", r"\bwins?\b", r"\bwon\b", r"\brounds?\b", r"\bpoints?\b", r"\bvictor\w*",
    r"\bkarte\w*", r"\bsieg\w*", r"\bgewonnen\w*", r"\brunden?\b", r"\bpunkt\w*",
    r"\bkaart\w*", r"\boverwinning\w*", r"\bronde\w*", r"\bpunt\w*",
    r"\bkart\w*", r"\bel\b", r"\bel(?:i|de|den)\b", r"\bgalibiyet\w*", r"\bpuan\w*",
    r"\bkazand\w*", r"牌|局|场|場|分|赢|贏")
#: the weight itself: votes counted or weighed (a count of votes, a vote that counts)
_WEIGHS = any_of(
    r"\bvotes\b", r"\bweigh\w*", r"\bcounts?\b", r"\bworth\b", r"\bstimmen\b", r"\bz(?:a|ä)hlt\b",
    r"\bwiegt\b", r"\bgewicht\w*", r"\bstemmen\b", r"\btelt\b", r"\bweegt\b", r"\bzwaar\b",
    r"\boy\w*", r"\bsay(?:i|ı)l(?:i|ı)r\b", r"\bge(?:c|ç)er\b", r"票")


def _weighed(sentence: Sentence, vote: str) -> str:
    """A vote's weight tied to a quantity a player holds or has won: the words, or ""."""
    many = matched(_AS_MANY, sentence) if vote else ""
    if not (many and matched(_QUANTITY, sentence) and matched(_WEIGHS, sentence)):
        return ""
    if _denied_near(sentence, many):
        return ""
    return f"'{vote}' … '{many.strip()}'" if vote not in many else f"'{many}'"


# ---------------------------------------------------------------- a vote decided by chance
#: chance: lots, a coin, a die, straws, a card drawn
_CHANCE = any_of(
    r"\blots?\b", r"\bcoins?\b", r"\b(?:coin )?toss\w*", r"\bheads or tails\b", r"\bdice\b",
    r"\b(?:the|a) die\b",
    r"\bstraws?\b", r"\bchance\b", r"\bluck\b", r"\brandom\w*", r"\bdraw(?:ing)? lots\b",
    r"\blos\b", r"\bauslos\w*", r"\bm(?:u|ü)nz\w*", r"\bw(?:u|ü)rfel\w*", r"\bzufall\w*",
    r"\bstrohhalm\w*", r"\bgl(?:u|ü)ck\b",
    r"\blot\b", r"\bloting\b", r"\bloten\b", r"\bmunt\w*", r"\bkop of munt\b",
    r"\bdobbelsteen\w*", r"\bdobbel\w*", r"\btoeval\w*", r"\bstrootje\w*",
    r"\byaz(?:i|ı) tura\w*", r"\bzar(?:la|a|i|ı)?\b", r"\bkura(?:yla|ya)?\b",
    r"\bpara at\w*", r"\bsans\w*",
    r"\bşans\w*",
    r"抛硬币|拋硬幣|掷硬币|擲硬幣|硬币|硬幣|骰子|掷骰|擲骰|抽签|抽籤|抓阄|抓鬮|"
    r"运气|運氣|随机|隨機")
#: deciding, settling, determining
_DECIDES = any_of(
    r"\bdecide\w*", r"\bsettle\w*", r"\bdetermine\w*", r"\bchoos\w*", r"\bpick\w*",
    r"\bentscheid\w*", r"\bentschieden\b", r"\bbestimm\w*", r"\bbeslis\w*", r"\bbeslist\b",
    r"\bbepaal\w*", r"\bbelirle\w*", r"\bkarar\w*", r"\bsonu(?:c|ç)\w*",
    r"决定|決定|定|决|決")
#: the vote's tie: its settling is procedure_world.py's tie slot
_TIE = any_of(r"\bti(?:e|es|ed)\b", r"\bdraw\b", r"\bgleich\w*", r"\bunentschieden\b",
              r"\bpatt\b", r"\bgelijk\w*", r"\bstaken\b", r"\bberabere\b", r"\be(?:s|ş)it\w*",
              r"平票|平局|打平|同票")


#: a rule change, which only the vote makes (R-VOTE-1): "über eine Regeländerung entscheidet"
_CHANGE = any_of(r"\brule changes?\b", r"\bchang\w* (?:a|the) rule\b", r"\bregel(?:a|ä)nderung\w*",
                 r"\bregelwijziging\w*", r"\bkural de(?:g|ğ)i(?:s|ş)ikli\w*",
                 r"改规则|改規則|规则修改|規則修改|修改规则|修改規則")


#: the vote named as a time only ("after the vote, a coin decides who deals"): what chance
#: decides is then another thing, said with "who" (the vote's outcome would be "what")
_AS_TIME = any_of(r"\b(?:after|before) the vote\b", r"\b(?:nach|vor) der abstimmung\b",
                  r"\b(?:na|voor) de stemming\b", r"\boylamadan (?:sonra|(?:o|ö)nce)\b",
                  r"投票(?:之)?(?:后|後|前|以后|以後|以前)")
_WHO = any_of(r"\bwho(?:ever)?\b", r"\bwer\b", r"\bwie\b", r"\bkim\w*", r"谁|誰")


def _by_chance(sentence: Sentence, vote: str) -> str:
    """A rule vote (or a rule change) decided by chance: the words, or "" (a tie is
    another slot's)."""
    chance = matched(_CHANCE, sentence)
    if not (chance and matched(_DECIDES, sentence)) or matched(_TIE, sentence) \
            or matched(_AS_TIME, sentence) and matched(_WHO, sentence):
        return ""
    if _denied_near(sentence, chance):
        return ""
    return f"'{vote}' … '{chance}' … '{matched(_DECIDES, sentence)}'"


# ---------------------------------------------------------------- a cost on calling one
#: asking for a vote: asks, calls, requests, proposes
_ASKS = any_of(
    r"\bask\w*", r"\bcall\w*", r"\brequest\w*", r"\bdemand\w*", r"\bpropos\w*",
    r"\bverlang\w*", r"\bbeantrag\w*", r"\bfordert\b", r"\bfordern\b", r"\bvorschl(?:a|ä)g\w*",
    r"\bvraagt\b", r"\bvragen\b", r"\baanvra\w*", r"\bvoorstel\w*", r"\beist\b",
    r"\biste\w*", r"\btalep\w*", r"\b(?:o|ö)ner\w*",
    r"要求|提出|申请|申請|发起|發起|提议|提議")
#: a cost: cards drawn, the pile picked up, a turn sat out, a payment, a card given away
#: the cards a cost draws ("draws two cards", "zieht zwei Karten", "trekt twee kaarten")
_CARDS = r"(?:\w+ ){0,2}(?:cards?|karten?|kaart(?:en)?|kart\w*)\b"
_COST = any_of(
    rf"\bdraws? {_CARDS}", r"\bdraws? (?:two|three|four|five|\d+)\b", r"\bpicks? up\b",
    r"\btakes? (?:up )?the pile\b", r"\bskips? (?:a |their |his |her |your )?turn\b",
    r"\bmiss\w* (?:a|their|his|her|your) turn\b", r"\bsits? out\b", r"\bpays?\b",
    r"\bcosts?\b", r"\bloses? (?:a |their |his |her |your )?(?:turn|cards?|points?)\b",
    r"\bgives? (?:up|away) (?:a |one |two )?cards?\b",
    rf"\bzieh(?:t|en) {_CARDS}", r"\baufnehmen\b", r"\bnimmt\b.{0,20}\bauf\b",
    r"\bsetzt\b.{0,20}\baus\b", r"\baussetzen\b", r"\bzahlt\b", r"\bkostet\b",
    r"\bverliert\b", rf"\btrek(?:t|ken) {_CARDS}", r"\bpakt\b.{0,20}\bop\b",
    r"\boppakken\b", r"\bslaat\b.{0,20}\bover\b", r"\bbetaalt\b", r"\bkost\b",
    r"\bverliest\b", r"\bkart\w* (?:c|ç)ek(?:er|meli)\b",
    r"\b(?:y(?:i|ı)(?:g|ğ)(?:i|ı)n(?:i|ı)|desteyi) al\w*", r"\bpas ge(?:c|ç)er\b",
    r"\böder\b",  # with its dots: German "oder" is "or"
    r"\b(?:o|ö)demeli\b", r"\bkaybeder\b",
    r"摸|抽(?:[一两兩二三四五0-9]|牌)|收走|收牌|拿走牌堆|捡起|撿起|跳过|跳過|停一轮|停一輪|付|罚|罰")


def _priced(sentence: Sentence, vote: str) -> str:
    """A cost laid on asking for the vote: the words, or ""."""
    asks = matched(_ASKS, sentence) if vote else ""
    cost = matched(_COST, sentence) if asks else ""
    if not cost or _denied_near(sentence, cost):
        return ""
    return f"'{asks}' … '{vote}' … '{cost}'"


def _denied_near(sentence: Sentence, words: str) -> bool:
    """A denial in the clause that holds ``words`` (the sentence, for Chinese): "not by the
    majority" beside the chance that decides denies the majority, not the chance."""
    folded = sentence.folded
    at = folded.find(words)
    if at < 0:  # found in the Chinese read without spaces
        return bool(_DENIED.search(sentence.cjk))
    spans = _clause_texts(folded)
    clause = next((c for start, c in spans if start <= at < start + len(c)), folded)
    return bool(_DENIED.search(clause))


def _clause_texts(folded: str) -> list[tuple[int, str]]:
    """The folded sentence's clauses with where each starts (split at commas, colons,
    semicolons and their Chinese forms)."""
    out, at = [], 0
    for part in _SPLIT.split(folded):
        out.append((at, part))
        at += len(part) + 1
    return out


_SPLIT = any_of(r"[,:;\uff0c\u3001\uff1a\uff1b]")


# ---------------------------------------------------------------- a vote's condition
#: a vote counting, valid ("counts", "zählt", "gilt", "telt", "geldt", "sayılır",
#: "geçerli", "算数", "有效")
_COUNTS = any_of(r"\bcounts?\b", r"\bcounted\b", r"\bvalid\b", r"\bz(?:a|ä|ae)hl(?:t|en)\b",
                 r"\bgilt\b", r"\bg(?:u|ü)ltig\b", r"\btel(?:t|len)\b", r"\bgeldt\b",
                 r"\bgeldig\b", r"\bsay(?:i|ı)l(?:i|ı)r\b", r"\bge(?:c|ç)erli\w*",
                 r"算数|算數|才算|有效")
#: only on a condition: "only if", "nur, wenn", "alleen als", "pas als", "ancak/sadece
#: ... -se/-sa", "只有……才", "除非"
_ONLY_IF = any_of(r"\bonly\b.{0,20}\b(?:if|when|after|once)\b", r"\bunless\b",
                  r"\bnur\b.{0,20}\b(?:wenn|falls|nachdem|sofern)\b", r"\bau(?:ß|ss)er\b",
                  r"\balleen\b.{0,20}\b(?:als|wanneer|indien|nadat)\b", r"\bpas als\b",
                  r"\btenzij\b", r"\b(?:ancak|sadece|yaln(?:i|ı)zca)\b.{0,60}\w(?:se|sa)\b",
                  r"只有.{0,24}才|除非")
#: the majority itself as the condition (R-VOTE-2 said again: "only if more than half
#: vote yes")
_MAJORITY = any_of(r"\bhalf\b", r"\bmajority\b", r"\bh(?:a|ä)lfte\b", r"\bmehrheit\b",
                   r"\bhelft\b", r"\bmeerderheid\b", r"\byar(?:i|ı)s\w*",
                   r"\b(?:c|ç)o(?:g|ğ)unlu\w*",
                   r"半数|半數|多数|多數|过半|過半")


def _conditioned(sentence: Sentence, vote: str) -> str:
    """A vote counted only on a condition: the words, or "". Everyone votes and the
    majority decides (R-VOTE-2): a vote that counts only if its voter first does
    something ("reads their reasons aloud", "stands up") takes a vote from whoever will
    not, and a condition on one side's votes tilts the count (R-VOTE-8, R-CUSTOM-3).
    The majority named as the condition quotes R-VOTE-2."""
    counts = matched(_COUNTS, sentence) if vote else ""
    only = matched(_ONLY_IF, sentence) if counts else ""
    if not only or matched(_MAJORITY, sentence) or _denied_near(sentence, counts):
        return ""
    return f"'{vote}' … '{counts}' … '{only}'"


def slots(sentence: Sentence) -> list[tuple[str, str, str]]:
    """Each slot the sentence fills with another value: (slot, code, words)."""
    late = vote_order.slot(sentence)  # one votes last, after the others (R-VOTE-2)
    vote = matched(_VOTE, sentence)
    change = vote or matched(_CHANGE, sentence)  # a rule change is the vote's (R-VOTE-1)
    if not change:
        return [("vote order", "LP707", late)] if late else []
    found = [("vote weight", "LP707", _weighed(sentence, vote)),
             ("vote decided", "LP707", _by_chance(sentence, change)),
             ("vote cost", "LP707", _priced(sentence, vote)),
             ("vote condition", "LP707", _conditioned(sentence, vote)),
             ("vote order", "LP707", late)]
    return [f for f in found if f[2]]


__all__ = ["WHY", "slots"]
