"""The deck or the deal tampered with, said in free text (issue 29, session 24): R-SETUP-2
as a slot.

The deal is a shuffled 52-card deck dealt alike: three face-down cards nobody looks at,
three face-up, three in hand, the rest the draw pile (R-SETUP-1, R-SETUP-2); face-down
cards are played without looking (R-FACE-2). A text in which a player **chooses, sees,
arranges, keeps back or swaps cards of the deal or the draw pile** (their own face-down
cards picked from the deck, the deck put in order, two Aces kept back, the bottom card
looked at) stacks the deal for whoever does it, where no check reads it (R-CUSTOM-2): a
rule of play laid down in words (LP716). Read by meaning in the five languages: a
**choice** (choose, pick out, select, sort, arrange, put in order, keep back, set aside,
swap, look through) with **cards of the deal** (the deck, the pack, the draw pile or
stock, the face-down cards, the bottom or top card of the deck, cards before the deal);
or a **look** at cards of the deck or the draw pile, a card named in the look's clause
("peek at the bottom card of the deck", "偷看牌堆底下的牌"; "look at the deck: 52 cards"
shows the deck itself).

Near misses stay clean: shuffling well, a cut ("the right neighbour cuts"), the dealer
dealing, R-SETUP-3's swap of face-up and hand cards, a choice of a person ("the winner
chooses who deals"), a denial ("nobody picks their own face-down cards"). A look at
face-down cards is language/text/claims.py's ("look"); language/text/play_readings.py
asks :func:`tampered` with its readings.
"""

from __future__ import annotations

from .denial_lexicon import DENIED, PROHIBITION_ZH
from .textnorm import Sentence, any_of, clause_texts, has_cjk

#: a choice made of cards: choose, pick out, sort, arrange, keep back, swap, look through
_CHOICE = any_of(
    r"\bchoos\w*", r"\bchose\w*", r"\bselect\w*", r"\bhand\W?pick\w*", r"\bpick\w* out\b",
    r"\bpick\w* (?:which|what|their|his|her|the best|any)\b", r"\bsort\w*", r"\barrang\w*",
    r"\b(?:put|puts|putting|lay|lays) (?:\w+ ){0,5}in order\b", r"\border\w* the\b",
    r"\bstack\w* the (?:deck|pack|deal|cards)\b", r"\bkeeps? (?:\w+ ){0,3}back\b",
    r"\bhold\w* (?:\w+ ){0,3}back\b", r"\bsets? (?:\w+ ){0,3}aside\b",
    r"\bput\w* (?:\w+ ){0,3}aside\b", r"\bswap\w*", r"\bexchang\w*", r"\btrad(?:e|es|ing)\b",
    r"\blook\w* through\b", r"\bgo(?:es)? through\b", r"\bslip\w*", r"\brig(?:s|ged|ging)?\b",
    r"\bsuch\w* (?:\w+ ){0,10}aus\b", r"\baussuch\w*", r"\bausgesucht\b", r"\bw(?:a|ä)hl\w*",
    r"\bauserw(?:a|ä)hl\w*", r"\bheraus(?:such|nehm|pick)\w*", r"\bordn\w*", r"\bsortier\w*",
    r"\bin (?:die )?reihenfolge\b", r"\bzur(?:u|ü)ck(?:leg|halt|behalt)\w*",
    r"\bbeh(?:a|ä)lt\w*", r"\bbeiseite\b", r"\btausch\w*", r"\bdurchs(?:e|ie)h\w*",
    r"\bsteck\w* (?:\w+ ){0,4}zu\b", r"\bzusteck\w*",
    r"\bkies\w*", r"\bkiez\w*", r"\buitkiez\w*", r"\buitzoek\w*", r"\bzoek\w* (?:\w+ ){0,8}uit\b",
    r"\bsorteer\w*", r"\borden\w*", r"\bop volgorde\b", r"\bachterhoud\w*",
    r"\bhoudt (?:\w+ ){0,4}achter\b", r"\bapart\b", r"\bruil\w*", r"\bwissel\w*",
    r"\bdoorzoek\w*", r"\bdoorkijk\w*", r"\bstopt (?:\w+ ){0,4}toe\b",
    r"\bsec(?:er|im|sin|ebilir|mek|ip|tig)\w*",
    # the deck split in two for a shuffle or a cut ("desteyi ikiye ayırıp") is no choice
    r"(?<!ikiye )\bayir(?:ir|ip|sin|abilir|mak)\w*",
    r"\bsirala\w*", r"\bdizer\b", r"\bdiz(?:ip|sin|ebilir)\w*", r"\bduzenle\w*",
    r"\bsakla(?:r|yip|sin|yabilir)\w*", r"\bdegistir\w*", r"\bdegis tokus\w*",
    r"挑|选|選|拣|揀|留给自己|留給自己|留下|藏起|排好|排序|按顺序|按順序|整理|换牌|換牌|调换|調換|做牌|偷换|偷換")
#: cards of the deal: the deck, the draw pile, the face-down cards, the bottom card
_DEAL_CARDS = any_of(
    r"\bdeck\b", r"\bpack\b", r"\bdraw(?:ing)? pile\b", r"\bstock\b", r"\bthe deal\b",
    r"\bface\W?down\b", r"\bblind cards?\b", r"\bbottom card\b", r"\bdealt\b",
    r"\bnachziehstapel\w*", r"\bkartenstapel\w*", r"\baus dem stapel\b", r"\bvom stapel\b",
    r"\bdeck\w*\b", r"\bspiel ?karten\b", r"\bverdeckt\w*", r"\bunterste\w* karte\b",
    r"\bgemischt\w*",
    r"\bpak (?:kaarten|met kaarten)\b", r"\bhet pak\b", r"\btrekstapel\w*", r"\bde stok\b",
    r"\bdichte kaart\w*", r"\bblinde kaart\w*", r"\bonderste kaart\b", r"\bvoor het delen\b",
    r"\bdeste(?:yi|den|ye|de|nin|si|sini|sinden|ler\w*)?\b", r"\bkapali\w*", r"\ben alttaki\b",
    r"\bcekme\w*",
    r"牌堆|牌库|牌庫|整副|一副|摸牌堆|暗牌|底牌|发牌前|發牌前|发牌时|發牌時|洗好的牌")
#: a look, at cards of the deal that lie face down in the deck or the draw pile
_LOOK = any_of(
    r"\blook\w* at\b", r"\bpeek\w*", r"\bglanc\w*", r"\bansehen\b", r"\banschauen\b",
    r"\bangucken\b", r"\bsieht(?: \w+){0,6} an\b",
    r"\bschau\w*(?: \w+){0,6} an\b", r"\bspick\w*", r"\bbekijk\w*",
    r"\bkijk\w* (?:\w+ ){0,3}naar\b",
    r"\bspiek\w*", r"\bgluur\w*", r"\bbak(?:ar|abilir|sin|ip|mak)\w*", r"\bgor(?:ur|ebilir|sun)\w*",
    r"看|偷看|瞄|瞧")
#: the deck or the draw pile itself, whose cards nobody sees (the face-down cards in hand
#: are claims.py's look)
_DECK = any_of(
    r"\bdeck\b", r"\bpack\b", r"\bdraw(?:ing)? pile\b", r"\bstock\b", r"\bbottom card\b",
    r"\bnachziehstapel\w*", r"\bkartenstapel\w*", r"\bunterste\w* karte\w* des (?:decks|talons)\b",
    r"\btalon\w*",
    # the bottom card looked at while shuffling is the deck's ("the bottom card", "底牌")
    r"\bunterste\w* karte\b", r"\bonderste kaart\b", r"\ben alttaki\b",
    r"\bpak (?:kaarten|met kaarten)\b", r"\bhet pak\b", r"\bvan het pak\b",
    r"\btrekstapel\w*", r"\bdeste(?:yi|den|ye|de|nin|si|sini|sinden)?\b", r"\bcekme\w*",
    r"牌堆|牌库|牌庫|整副|摸牌堆|底牌")
#: a card named: what is looked at is the deck's cards, not the deck being shuffled
_CARD = any_of(r"\bcards?\b", r"\bkarte\w*", r"\bkaart\w*", r"\bkart(?:i|a|in|lar\w*)?\b",
               r"的牌|张|張|底牌")
#: a choice of a person or of the music, not of cards: "chooses who deals"
_PERSON_CHOICE = any_of(
    r"\b(?:choos\w*|chose\w*|select\w*|pick\w*) (?:who|whom|which player|the next dealer)\b",
    r"\bw(?:a|ä)hl\w* (?:\w+ )?(?:wer|wen|den n(?:a|ä)chsten)\b", r"\bkiest (?:\w+ )?wie\b",
    r"\bkimin\b", r"选谁|選誰|挑谁|挑誰")
#: a denial: nobody chooses, the deal is not arranged
_DENIED = any_of(DENIED.pattern, PROHIBITION_ZH)

#: the slot's reason, a catalog entry of language/report/textwords.py
WHY = {"deal": ("a shuffled deck dealt alike, face-down cards nobody sees, R-SETUP-1, "
                "R-SETUP-2; the game never hears a text and no check reads it: write it as "
                "the rule's actions, R-CUSTOM-2, R-CUSTOM-3")}


def _denied(sentence: Sentence, choice: str) -> bool:
    """Whether the choice is denied: a denial in its clause; Chinese, before it."""
    for part in clause_texts(sentence):
        if choice in part and not has_cjk(part):
            return bool(_DENIED.search(part))
    at = sentence.cjk.find(choice)
    return at > 0 and bool(_DENIED.search(sentence.cjk[:at]))


#: everyone at the table, and the card played or turned: R-FACE-2's reveal to all
_EVERYONE = any_of(r"\beverybody\b", r"\beveryone\b", r"\ball of us\b", r"\bthe whole table\b",
                   r"\balle\b", r"\bjeder\b", r"\biedereen\b",
                   r"\bherkes\w*",  # its cases too: "herkesin göreceği" (parity38)
                   r"大家|所有人|全桌")
_PLAYED = any_of(r"\bplayed\b", r"\bflipped\b", r"\bturned (?:over|up)\b", r"\brevealed\b",
                 r"\bgespielt\b", r"\bumgedreht\b", r"\baufgedeckt\b", r"\bgespeeld\b",
                 r"\bomgedraaid\b", r"\boynan\w*", r"\bacil\w*", r"翻开|翻開|打出|亮出",
                 # turned up at its play (r2text37): "turns it over", "deckt sie auf",
                 # "draait hem om", "kartı açar"
                 r"\b(?:turns?|flips?) (?:it |them |the card |the cards )?(?:over|up)\b",
                 r"\bflips?\b", r"\bdeckt\b(?:\s+\w+){0,4}\s+auf\b", r"\baufdeck\w*",
                 r"\bdraait\b(?:\s+\w+){0,3}\s+om\b", r"\bomdraai\w*",
                 r"\b(?:acar|açar|acip|açıp|acarak|açarak)\b")
#: A look before the card is played, while it lies: no reveal at its play (R-SETUP-2)
_BEFORE = any_of(r"\bbefore\b", r"\bbeforehand\b", r"\bin advance\b", r"\bvorher\b",
                 r"\bbevor\b", r"\bvor dem\b", r"\bvoordat\b", r"\bvooraf\b",
                 r"\bvan tevoren\b", r"\bönce(?:den)?\b", r"之前|以前|提前|事先|先看")


def shown_to_all(sentence: Sentence, look: str) -> bool:
    """Whether a look at face-down cards is R-FACE-2's own: everyone sees them once they
    are played ("Face-down cards stay unseen until they are played, and then everybody
    sees them"); every clause that holds the look names everyone, and the sentence the
    card played."""
    parts = [p for p in clause_texts(sentence) if look in p]
    return bool(parts) and all(_EVERYONE.search(p) for p in parts) \
        and _PLAYED.search(sentence.folded) is not None \
        and _BEFORE.search(sentence.folded) is None


#: Everyone as those a card is shown to: "for all", "für alle", "voor iedereen",
#: "herkesin göreceği", "给大家看"
_ALL_EYES = any_of(r"\bevery(?:body|one)\b", r"\bfor all\b", r"\ball (?:can|see)\b",
                   r"\balle[nr]?\b", r"\bjeder\b", r"\biedereen\b", r"\bherkes\w*",
                   r"大家|所有人|全桌")


def seen_by_all(sentence: Sentence, look: str) -> bool:
    """Whether a card looked at is shown to everyone: every clause that holds the look
    names everyone ("turns the top card face up for all", "so everyone can see it",
    "herkesin göreceği şekilde açar", "翻开给大家看"). The same view for all is no edge
    (R-DRAW-1 keeps a draw unseen for the one who draws, not a card shown to the table);
    a look by one ("the dealer peeks at the top card") stays one player's view."""
    parts = [p for p in clause_texts(sentence) if look in p] or (
        [sentence.cjk] if look in sentence.cjk else [])
    return bool(parts) and all(_ALL_EYES.search(p) for p in parts)


def _seen_cards(sentence: Sentence, look: str) -> bool:
    """Whether the look is at cards: a card named in the clause of the look ("peek at the
    bottom card of the deck"); "look at the deck: 52 cards" shows the deck itself."""
    parts = [p for p in clause_texts(sentence) if look in p and not has_cjk(p)]
    return any(_CARD.search(p) for p in parts) if parts else bool(_CARD.search(sentence.cjk))


def _short(words: str) -> str:
    """A separable verb's span cut to its two ends ("sucht … aus")."""
    tokens = words.split()
    return f"{tokens[0]} … {tokens[-1]}" if len(tokens) > 3 else words


def tampered(sentence: Sentence) -> str:
    """The words of cards of the deal chosen, arranged, kept back or swapped, or ""."""
    text = f"{sentence.folded} {sentence.cjk}"
    look, deck = _LOOK.search(text), _DECK.search(text)
    if look is not None and deck is not None and _seen_cards(sentence, look.group(0)) \
            and not _denied(sentence, look.group(0)) \
            and not shown_to_all(sentence, look.group(0)):
        return f"'{look.group(0)}' … '{deck.group(0)}'"
    choice, cards = _CHOICE.search(text), _DEAL_CARDS.search(text)
    if choice is None or cards is None or _PERSON_CHOICE.search(text):
        return ""
    if _denied(sentence, choice.group(0)):
        return ""
    return f"'{_short(choice.group(0))}' … '{cards.group(0)}'"


__all__ = ["WHY", "shown_to_all", "tampered"]
