"""The cards' propositions a table restates, one row a rule (reminders.py reads them).

A row says a rule of the cards (RULES.md) as PARTS, each a set of alternatives in the five
languages, every one of which a reminder says. A part may hold a SLOT (``<r10>``, ``<n4>``,
``<seat>``): a value the card fixes (the 10, four of a kind, the winner) that a table
could say otherwise (a 9, three of a kind, the loser). Said with the card's value, the
row is a reminder; said with another value, it is the card's rule changed (LP716). ``also``
are words a reminder of that rule may say besides its parts ("and you play again" after
"a 10 clears"); ``contrary`` says the rule the other way round, whatever else is said
("you may pass", "the winner need not draw", "the cleared cards come back"); ``own`` is
the card's own exception, which is no change ("a 2 goes on anything but an active 3").
``why`` names the reason of the message (claims.py's or play_readings.py's); a row with
none is a reminder only, its change being read elsewhere (a second vote: vote_*.py).

A rule the table does not have yet is one more row. The slots' words are written once
(``RANKS``, ``COUNTS``, ``SLOTS``), in the languages of the cards and in Chinese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: a rank's words (the folded text: ı -> i, ç -> c, ş -> s, ä ö ü kept); no lone "a"/"as"
RANKS: dict[int, str] = {
    2: r"2|two|zwei|twee|iki|二|两", 3: r"3|three|drei|drie|[uü]c|三",
    4: r"4|four|vier|d[oö]rt|四", 5: r"5|five|f[uü]nf|vijf|bes|五",
    6: r"6|six|sechs|zes|alti|六", 7: r"7|seven|sieben|zeven|yedi|七",
    8: r"8|eight|acht|sekiz|八", 9: r"9|nine|neun|negen|dokuz|九", 10: r"10|ten|zehn|tien|十",
    11: r"j|jack|bube|boer|vale|valet", 12: r"q|queen|dame|vrouw|kiz|kizi",
    13: r"k|king|k[oö]nig|heer|papaz", 14: r"ace|ass|aas",
}


def _word(alts: str) -> str:
    """``alts`` as a whole word (a rank's digits stand before Chinese characters too)."""
    return rf"(?<![\da-z])(?:{alts})(?:'?s|er|en)?(?![\da-z])"


def _rank(card: int) -> tuple[str, str]:
    return _word(RANKS[card]), _word("|".join(v for k, v in RANKS.items() if k != card))


#: a slot: the card's value, and every other value a table could put there
SLOTS: dict[str, tuple[str, str]] = {
    "r2": _rank(2), "r7": _rank(7), "r10": _rank(10),
    "n4": _rank(4),  # four of a kind: the other counts are the other numbers
    "n3": (_word(RANKS[3]), _word(r"2|4|5|6|two|four|five|zwei|vier|f[uü]nf|twee|vijf|iki"
                                  r"|d[oö]rt|bes|二|两|四|五")),
    "one": (_word(r"one|a|an|eine?|een|bir|1|一"),
            _word(r"2|3|two|three|zwei|drei|twee|drie|iki|[uü]c|二|两|三")),
    "n30": (_word(r"30|thirty|drei(?:ss|ß)ig|dertig|otuz|三十"),
            _word(r"(?!30\b)\d+|ten|twenty|forty|fifty|zehn|zwanzig|vierzig|f[uü]nfzig|tien"
                  r"|twintig|veertig|vijftig|yirmi|kirk|elli|十|二十|四十|五十")),
    "lower": (r"(?:lower|less|below|smaller|niedriger|kleiner|tiefer|weniger|drunter|lager"
              r"|minder|k[uü]c[uü]k|d[uü]s[uü]k|小|低)",
              r"(?:higher|more|above|bigger|h[oö]her|gr[oö]sser|mehr|hoger|groter|meer"
              r"|b[uü]y[uü]k|y[uü]ksek|大|高)"),
    # a bonus play's count (R-CLEAR-1: one a clear); a second one is another count
    # ("ikinci bir", "noch einen", "nog een": one more, not the one)
    "bonus": (r"(?<!ikinci )(?<!cifte )(?<!noch )(?<!nog )"
              + _word(r"one|a|an|eine?n?|een|bir|1|一"),
              _word(r"2|3|two|three|second|double|another|one more|zwei|drei|zweite[nrs]?"
                    r"|doppelte?[nr]?|noch eine?n?|twee|drie|tweede|dubbele?|nog een|iki|[uü]c"
                    r"|ikinci(?: bir)?|cifte|二|两|三|第二|双")),
    "seat": (r"(?:winner|gewinner|sieger|winnaar|kazanan|赢家|赢的人|赢的)",
             # not the dealer: the dealer leads a session's first round (R-SETUP-4)
             # a seat by a personal trait (the youngest) is LP304's (R-CUSTOM-4)
             r"(?:loser|verlierer|verliezer|kaybeden|输家|输的人|输的)"),
    "first": (r"(?:first|zuerst|als erste[rs]?|eerst|als eerste|ilk|先|最先)",
              r"(?:last|second|zuletzt|als letzte[rs]?|laatst|als laatste|son|最后|第二)"),
    "clock": (r"(?:(?<![a-z-])clockwise|im uhrzeigersinn|met de klok mee|saat y[oö]n[uü]nde"
              r"|顺时针)",
              r"(?:counter-? ?clockwise|anti-? ?clockwise|gegen den uhrzeigersinn"
              r"|tegen de klok in|saatin tersi(?: y[oö]n[uü]nde)?|逆时针)"),
}

#: a clear said in words (the verb and its object)
_CLEAR = (r"(?:clears?(?: the pile)?(?: at once)?|r[aä]um(?:t|en)(?: den stapel)? ab"
          r"|ruim(?:t|en)(?: de stapel)? op|(?:desteyi |yigini )?temizler|清(?:牌|掉牌堆|堆)?)")
_ART = r"(?:(?:a|an|the|eine|ein|einer|een|de|die|der) )?"


@dataclass(frozen=True)
class Row:
    """One rule of the cards as a table says it (the module's docstring)."""

    rule: str
    parts: tuple[tuple[str, ...], ...]
    why: str | None = None
    also: tuple[str, ...] = ()
    contrary: tuple[str, ...] = ()
    own: str | None = None
    #: whether the row said whole keeps the other rows' changes from being read in the
    #: sentence ("nobody draws after a bonus play" is R-DRAW-2's, no R-DRAW-1 denied); not
    #: a row that is a noun phrase the others' sentences hold ("a bonus play", R-CLEAR-1)
    whole: bool = True


_THREE = r"(?:three|3|drei|drie|[uü]c|三)"

#: a clear or its cards in any form ("after the clear", "nach dem Abräumen", "temizlerse",
#: "清牌后"): the context of a card taken back into a hand (R-CLEAR-3, R-SPECIAL-10)
_CLEARED_WORD = (r"(?:\bclear(?:s|ed|ing)?\b|\b(?:ab)?ger[aä]umt\w*|\b(?:ab|weg)?r[aä]um\w*"
                 r"|\b(?:op|af|weg)?ruim\w*|\bopgeruimd\w*|\btemiz\w*|清)")
#: one character of the span between them that is no denial ("nobody takes it back")
_UNDENIED = (r"(?:(?!\b(?:not|never|nobody|no one|nicht(?! vergessen)|nie|niemand|kein\w*"
             r"|niet(?! vergeten)|nooit|geen|kimse)\b|不|没|沒).)")
#: a card back into a hand: "back into his hand", "takes it back", "wieder auf die Hand",
#: "terug in de hand", "tekrar eline döner", "收回手里"
_HAND_BACK = (
    r"(?:\bback (?:in)?to (?:his|her|their|your|my|the|its) hands?\b"
    r"|\b(?:takes?|picks?|gets?|puts?) (?:it|them|(?:the|his|her|their|your|that) "
    r"(?:10|ten|card|cards|clearing card))(?: \w+){0,2} back\b"
    r"|\b(?:wieder|zur[uü]ck) (?:auf|in) (?:die|seine|ihre|deine|meine) hand\b"
    r"|\b(?:nimmt|holt|bekommt|kriegt) (?:er|sie|man|du|der \w+) (?:sie|ihn|es|die (?:10|zehn))"
    r"(?: \w+){0,5} (?:wieder|zur[uü]ck)\b"
    r"|\b(?:terug|weer) (?:in|naar|op) (?:de|zijn|haar|je|mijn) hand\b"
    r"|\b(?:neemt|krijgt|haalt) (?:hij|zij|ze|je) (?:hem|ze|die|de (?:10|tien))(?: \w+){0,5}"
    r" terug\b"
    r"|\b(?:geri|tekrar|yeniden) (?:\w+ )?(?:eline|ele|eli?ne) (?:d[oö]ner|gelir|al[iı]n[iı]r"
    r"|al[iı]r|koyar|konur)\b|\beline (?:geri|tekrar) (?:d[oö]ner|al[iı]r|gelir)\b"
    r"|(?:回到|收回|拿回|放回|回)(?:他|她|自己|你)?的?手(?:里|裡|上|中|牌)?)")

ROWS: tuple[Row, ...] = (
    Row("R-DRAW-1", (
        (  # the trigger: after your play
            r"\bafter (?:your|my|each|every|the|a) (?:first )?play(?:ing)?\b",
            r"\bafter (?:you(?:'ve| have)? )?play(?:ed|ing)?\b",
            r"\bnach dem (?:aus)?spielen\b",
            r"\bnach (?:deinem|meinem) (?:ersten )?(?:zug|spiel)\b",
            r"\bna het (?:uit)?spelen\b", r"\bna (?:je|mijn) (?:eerste )?spel\b",
            r"\boynadiktan sonra\b", r"\boyundan sonra\b",
            r"出完牌(?:以?后)?", r"出牌(?:以?后|之后)",
        ),
        (  # the draw back up to three hand cards
            r"\bdraws? (?:back )?(?:up )?to <n3>(?: (?:hand )?cards)?(?: in (?:your )?hand)?\b",
            r"\brefill (?:your hand )?to <n3>(?: (?:hand )?cards)?\b",
            r"\bauf <n3> (?:hand)?karten nachziehen\b", r"\bauf <n3> nachziehen\b",
            r"\bnachziehen,? bis (?:du )?<n3> (?:hand)?karten (?:hast|da sind)\b",
            r"\bbijtrekken tot <n3>(?: (?:hand)?kaarten)?\b",
            r"\btot <n3>(?: (?:hand)?kaarten)? bijtrekken\b",
            rf"\b(?:elini )?{_THREE}e tamamla\b", rf"\belini {_THREE} karta tamamla\b",
            r"(?:补|摸)(?:到|满|齐)<n3>张(?:手牌)?",
        ),
        (  # while the draw pile lasts
            r"\b(?:if|while|as long as) (?:the|there is a) draw pile(?: has cards| lasts"
            r"| is not empty| holds out| is left)?\b",
            r"\buntil the draw pile (?:is empty|runs out|is gone)\b",
            r"\bsolange (?:der |ein )?(?:nachzieh)?stapel (?:reicht|da ist|noch da ist)\b",
            r"\bzolang er (?:nog )?een trekstapel (?:is|ligt)\b",
            r"\bzolang de trekstapel (?:er )?(?:nog )?(?:is|ligt|strekt)\b",
            r"\b(?:cekme )?deste bitene kadar\b", r"\b(?:cekme )?deste (?:duruyorsa|varsa)\b",
            r"牌堆(?:没了|没有了|空了|摸完了?)(?:就|以后就)?不(?:用|必)(?:再)?(?:补|摸)(?:了)?",
            r"牌堆(?:还)?有牌(?:的话)?(?:就)?",
        ),
    ), why="draw", contrary=(  # a draw denied to all, or let off for a seat (R-DRAW-1's duty);
        # not a penalty card denied ("nobody draws a penalty card"), nor a draw the card lets
        # off ("you don't have to draw if the draw pile is empty", an out player's)
        r"\b(?:nobody|no one|no-one) (?:ever )?draws(?=\s*$| (?:after|when|on|if|once|in"
        r"|during|at|anymore|any more)\b)",
        r"\b(?:the )?(?:winner|dealer|loser|clearer|leader) (?:need not|needn't|does(?: not|n't)"
        r" (?:have|need) to) draw\b",
        r"\b(?:zieht|ziehen) niemand(?=\s*$)", r"\bniemand zieht(?=\s*$| (?:nach|wenn|bei)\b)",
        r"\b(?:gewinner|geber|verlierer)\w* (?:muss|braucht) nicht (?:nach)?(?:zu )?ziehen\b",
        r"\btrekt niemand(?=\s*$)", r"\bniemand trekt(?=\s*$| (?:na|als|bij)\b)",
        r"\b(?:winnaar|gever|verliezer) hoeft niet (?:bij )?te trekken\b",
        r"\b(?:kazanan|dagitan|kaybeden) (?:kart )?cekmek zorunda (?:degil|olmaz)\b",
        r"\bkimse (?:kart )?cekmez(?=\s*$)",
        r"(?:赢家|发牌的|输家)(?:不用|不必|不需要)(?:再)?(?:摸|补)牌", r"谁都不(?:摸|补)牌(?!.)",
    )),
    Row("R-DRAW-1 three", ((  # with three hand cards you draw nothing (the card's limit)
        rf"\bwith {_THREE} (?:or more )?(?:hand )?cards(?: in (?:your )?hand)?,? you draw "
        r"nothing\b",
        rf"\bmit {_THREE} (?:oder mehr )?(?:hand)?karten ziehst du nicht(?:s)?\b",
        rf"\bmet {_THREE} (?:of meer )?(?:hand)?kaarten trek je niet(?:s)?\b",
        rf"\belinde {_THREE} kart varsa (?:kart )?cekmezsin\b",
        rf"手(?:里|上)?有{_THREE}张(?:牌)?(?:就)?不(?:用)?(?:摸|补)(?:牌)?",
    ),)),
    Row("R-DRAW-2", ((  # a bonus play never draws
        r"\b(?:a |the )?bonus plays? (?:never|does(?:n't| not)) (?:gives?|gets?) (?:you )?"
        r"(?:a |any )?(?:draw|card)s?\b",
        r"\bno draw(?:ing)? (?:after|for|on) (?:a |the |my |your )?bonus plays?\b",
        r"\b(?:nobody|no one) (?:ever )?draws (?:after|for|on) (?:a |the )?bonus plays?\b",
        r"\bnach (?:einem|dem) bonus(?:zug|spiel),? zieht niemand\b",
        r"\bna een bonus(?:beurt|zet),? trekt niemand\b",
        r"\bbonus (?:hamle|oyun)(?:dan|undan) sonra kimse (?:kart )?cekmez\b",
        r"奖励出牌(?:以?后|之后)(?:谁都|都|我|你)?不(?:摸|补)牌",
        r"\bafter a bonus play,? (?:you )?(?:don't|do not|never) draw\b",
        r"\bnach (?:einem|dem) bonus(?:zug|spiel),? wird nicht (?:nach)?gezogen\b",
        r"\bnach (?:einem|dem) bonus(?:zug|spiel),? ziehst du nicht\b",
        r"\b(?:ein )?bonus(?:zug|spiel) gibt keine karte\b",
        r"\bna een bonus(?:beurt|zet),? trek je niet\b",
        r"\been bonus(?:beurt|zet) geeft geen kaart\b",
        r"\bbonus (?:hamle|oyun)(?:dan|undan) sonra (?:kart )?cekilmez\b",
        r"奖励(?:出牌|的那一手)(?:不|没有)(?:摸|补)牌",
    ),), why="bonus", contrary=(
        r"\bbonus plays? (?:gives?|gets?) (?:you )?(?:a |one )?(?:draw|card)\b",
        r"\bafter a bonus play,? (?:you |everyone )?draws? (?:a|one|too|as well)\b",
        r"\bnach (?:einem|dem) bonus(?:zug|spiel),? (?:ziehst du|zieht man) (?:eine|1|auch)\b",
        r"\bna een bonus(?:beurt|zet),? trek je (?:een|1|ook|wel)\b",
        r"\bbonus (?:hamle|oyun)(?:dan|undan) sonra (?:bir |1 )?kart cek\w*\b",
        r"奖励(?:出牌|的那一手)(?:也)?(?:要|可以)?(?:摸|补)(?:一张)?牌",
    )),
    Row("R-TURN-2 no pass", ((
        r"\b(?:nobody|no one|no-one) (?:can|may) pass\b", r"\bthere is no passing\b",
        r"\bno passing\b", r"\byou (?:can(?:not|'t)|may not) pass\b",
        r"\bpassen gibt es nicht\b", r"\bniemand (?:darf|kann) passen\b",
        r"\bes wird nicht gepasst\b",
        r"\bpassen bestaat niet\b", r"\bniemand mag passen\b", r"\bje mag niet passen\b",
        r"\bpas (?:gecmek )?yok\b", r"\bkimse pas gecemez\b", r"\bpas gecilmez\b",
        r"不能(?:说)?过(?:牌)?", r"没有过牌(?:这回事)?", r"谁都不能(?:说)?过",
        r"(?:没有人|没人|沒有人|沒人)(?:能|可以)(?:说)?过(?:牌)?",
    ),), why="pickup", contrary=(  # a pass allowed (not a card passed on: LP fa38's laps)
        r"\b(?:you|players?|everyone|anyone) (?:may|can|are allowed to) pass(?: once| your"
        r" turn| a turn|$)", r"\bdarfst du (?:\w+ )?passen\b", r"\bdu darfst (?:\w+ )*passen\b",
        # a standing let pass (R-CUSTOM-4): the winner, champion, leader, loser
        r"\b(?:winner|champion|leader|loser|runner-up)(?: of the (?:last|previous) round)?"
        r" (?:may|can|is allowed to) pass\b",
        r"\b(?:gewinner|sieger|verlierer|champion)\w*(?: der (?:letzten|vorigen) runde)? darf"
        r" (?:(?!nicht\b|nie\b|niemals\b)\w+ )?passen\b",
        r"\b(?:winnaar|verliezer|kampioen)(?: van de vorige ronde)? mag"
        r" (?:(?!niet\b|nooit\b)\w+ ){0,3}passen\b",
        r"\bje mag (?:\w+ ){0,4}passen\b", r"\bpas gecebilir\w*\b",
        r"(?:可以|能)(?:说)?过(?!来|去)",
    )),
    Row("R-TURN-2 play or pick up", ((
        r"\b(?:on your turn,? )?you (?:either )?play or (?:you )?pick up the (?:whole )?"
        r"pile\b",
        r"\bwer (?:dran|am zug) ist,? (?:spielt|legt) oder nimmt den (?:ganzen )?stapel"
        r"(?: auf)?\b",
        r"\b(?:je speelt|wie aan de beurt is,? speelt) of (?:je )?(?:pakt|neemt) de hele"
        r" stapel\b",
        r"\bsirasi gelen ya oynar ya da (?:b[uü]t[uü]n )?yigini alir\b",
        r"轮到你(?:就|要么)?出牌,?(?:或者|要么)把整(?:堆|摞)牌(?:收走|拿走|收回去)",
        # the same choice said as the only two there are ("you can only play or pick up")
        r"\b(?:you|everyone|players?) (?:can |may )?(?:only |just )?play or (?:you )?"
        r"(?:can |may )?(?:pick up|take up|take)(?: the (?:whole )?pile)?\b",
        r"\b(?:man|du|jeder) (?:kann|kannst|darf|darfst) nur (?:spielen|legen) oder "
        r"(?:den (?:ganzen )?stapel )?(?:aufnehmen|nehmen)\b",
        r"\b(?:je|iedereen) (?:kunt|kan|mag) (?:alleen|enkel|slechts) (?:spelen|opleggen) of "
        r"(?:de (?:hele )?stapel )?(?:oppakken|pakken|nemen)\b",
        r"\bsadece oynayabilir\w* ya da (?:yerdeki kartlari |yigini |butun yigini )?alabilir\w*",
        r"(?:你|大家)?只能出牌(?:或者|或|要么)(?:把整(?:堆|摞)牌)?(?:收牌|收走|拿走)",
    ),), why="pickup"),
    Row("R-CLEAR-3", (
        (  # the cleared cards (or "those cards", said at the clear)
            r"\b(?:the )?(?:cleared|those|these) cards\b",
            r"\b(?:die )?(?:abgeraeumten?|abger[aä]umten?|diese) karten\b",
            r"\b(?:de )?(?:weggespeelde|opgeruimde|die|deze) kaarten\b",
            r"\b(?:temizlenen|bu) kartlar\b",
            r"(?:清掉|清走|清空)的牌", r"这些牌",
        ),
        (  # stay out for the rest of the round
            r"\b(?:are|stay|remain) out(?: of (?:play|the game))? (?:for|until) the "
            r"(?:rest of the |end of the )?round(?: ends| is over)?\b",
            r"\bbleiben (?:bis zum rundenende|die ganze runde|f[uü]r den rest der runde)"
            r" (?:drau(?:ss|ß)en|aus dem spiel)\b",
            r"\bblijven (?:de hele ronde|tot het einde van de ronde) (?:uit het spel|weg)\b",
            r"\btur bitene kadar oyun di[sş]inda kal(?:ir|acak)\b",
            r"这一?局(?:都|就)?不(?:会)?再回来", r"这一?局(?:都|就)?不(?:会)?再用",
        ),
    ), why="back", contrary=(  # the cleared cards brought back
        r"\b(?:the )?(?:cleared|discarded) cards (?:\w+ )?(?:come|comes|go|are put) back\b",
        r"\b(?:die )?abger[aä]umten karten (?:\w+ )?(?:kommen|gehen) (?:\w+ )?zur[uü]ck\b",
        r"\b(?:de )?(?:weggespeelde|opgeruimde) kaarten (?:\w+ )?komen (?:\w+ )?terug\b",
        r"\bkomen (?:\w+ )?(?:de )?(?:weggespeelde|opgeruimde) kaarten (?:\w+ )?terug\b",
        r"\bkommen (?:\w+ )?(?:die )?abger[aä]umten karten (?:\w+ )?zur[uü]ck\b",
        r"\btemizlenen kartlar (?:\w+ )?geri (?:gelir|doner|döner)\b",
        r"(?:清掉|清走|清空)的牌[^不没]{0,6}回来",
        # a card that went out with the clear (the 10 that cleared, R-SPECIAL-10) taken
        # back into a hand, by anyone or a standing, reminder word or none (session 36)
        # (no denial before them either: the words shown are the named group's)
        rf"^{_UNDENIED}*?(?P<back1>{_CLEARED_WORD}{_UNDENIED}{{0,80}}{_HAND_BACK})",
        rf"^{_UNDENIED}*?(?P<back2>{_HAND_BACK}{_UNDENIED}{{0,60}}{_CLEARED_WORD})",
        # or kept: "keeps the cleared cards", "behält seine abgeräumte Zehn"
        r"(?<!nobody )(?<!no one )(?<!never )\bkeeps? (?:\w+ ){0,3}(?:cleared|clearing) "
        r"(?:cards?|10|ten)\b",
        r"(?<!niemand )\bbeh[aä]lt (?:\w+ ){0,3}abger[aä]umten?\b",
        r"(?<!niemand )\bhoudt (?:\w+ ){0,3}(?:opgeruimde|weggespeelde)\b",
        r"\btemizle\w* (?:\S+ ){0,3}(?:elinde (?:tutar|kal[iı]r)|saklar)\b",
        r"清掉的(?:牌|10|十)[^不没]{0,4}(?:留在|留着|留著)",
    ), own=r"\b(?:custom|house) rules?\b|\b(?:eigene|haus)regel|\bhuisregel|\beigen regel"
           r"|\b[oö]zel kural|\bev kural|自定义规则|家规"),
    # the rank is the clause's subject ("a 10 on a queen clears" is the 10's, not the queen's)
    Row("R-SPECIAL-10", ((
        rf"(?:^|[,:;] ?) ?{_ART}<r10> ?{_CLEAR}",
        # the verb first ("für den Sieger räumt eine 9 ab", "voor hem ruimt een 9 op")
        rf"\br[aä]umt (?:auch |schon |sogar )?{_ART}<r10>(?: den stapel)? ab\b",
        rf"\bruimt (?:ook |al |zelfs )?{_ART}<r10>(?: de stapel)? op\b",
    ),), why="power",
        own=r"\b(?:one|two|three|four|five|six|zwei|drei|vier|twee|drie|\d+) clears\b"
            r"(?! (?:the|a|it)\b)",  # a count of clears ("two clears!"), not a rank's power
        also=(
        r"\b(?:and )?(?:you|the player|the clearer) (?:play|plays|go|goes) again\b",
        r"\b(?:and )?(?:you )?(?:make|get|makes|gets) a bonus play\b",
        r"\bund (?:du )?(?:spielst|legst) (?:noch ?mal|nochmal|gleich) (?:weiter)?\b",
        r"\ben je (?:mag )?(?:nog een keer|opnieuw) (?:spelen)?\b",
        r"\bve (?:tekrar|bir daha) oynars\w*\b", r"(?:然后|再)(?:出一手|接着出|出)",
    )),
    Row("R-SPECIAL-2", ((
        rf"{_ART}<r2> (?:goes|can go|may go|can be played|is playable|plays) on anything\b",
        rf"{_ART}<r2> (?:geht|darf|kann) (?:immer|auf alles)\b",
        rf"\b(?:geht|darf|kann) {_ART}<r2> (?:immer|auf alles)\b",
        rf"{_ART}<r2> (?:mag|kan|gaat) (?:altijd|op alles)\b",
        r"<r2> her zaman (?:oynanir|atilir|gider)\b", r"<r2> her seyin [uü]st[uü]ne\b",
        r"<r2>(?:什么时候都能出|随时(?:都)?(?:能|可以)出|什么(?:牌)?上(?:面)?都能出|都能出)",
    ),), why="power", contrary=(
        r"<r2> (?:can(?:not|'t)|may not|does(?:n't| not)) (?:go|be played) on\b",
        r"\bno <r2> on\b", r"<r2> (?:geht|darf) nicht auf\b", r"\bkeine <r2> auf\b",
        r"<r2> mag niet op\b", r"\bgeen <r2> op\b",
        r"<r2>(?:'?[nu]?[iı]n)? [^.]{0,20}(?:[uü]st[uü]ne|[uü]zerine) (?:oynanmaz|atilmaz|konmaz)",
        r"<r2>不能(?:出在|放在|打在|压)",
    ), own=r"(?:<r3>|obligation|pflicht|verplichting|zorunlu|义务)".replace(
        "<r3>", _word(RANKS[3]))),
    Row("R-SPECIAL-7", (
        (r"\bafter (?:a |the )?<r7>", r"\bnach (?:einer |der )?<r7>", r"\bna (?:een |de )?<r7>",
         r"<r7>'?(?:den|dan|ten|tan) sonra", r"(?:出了|打了)?<r7>(?:以后|之后|后)"),
        # the 7 or lower: a lower bound ("a 6 or lower") is within the card's, so the
        # rank here is no slot; "7 or higher" is the card's rule turned round
        (r"(?:an? )?<seven> or <lower>", r"<seven> oder <lower>", r"<seven> of <lower>",
         r"<seven> (?:ya da|veya) (?:daha )?<lower>", r"<seven>(?:或者?|或是)(?:更)?<lower>"),
    ), why="legal", also=(
        r"\b(?:the )?next (?:play|card|player) (?:must|has to) (?:be|play)\b",
        r"\b(?:only|nur|alleen|sadece|yalnizca|just)\b", r"\b(?:must be|play|spielen|legen)\b",
        r"\bmoet je (?:spelen|leggen)\b|\bmoet (?:het|de volgende)\b", r"只能出|要出|的",
        r"\boynanir\b",
    )),
    Row("R-CLEAR-2", ((
        r"<n4> (?:cards? )?(?:of a kind|of the same rank|the same|alike|gleiche|gleichen"
        rf"|dezelfde|gelijke|ayni)(?: (?:cards?|karten|kaarten|kart))?s? ?(?:also |too |already"
        rf" |schon |auch |ook |al |da |bile )?{_CLEAR}",
        # the verb first ("räumen schon drei gleiche Karten den Stapel ab"), the rank's
        # count in a Turkish phrase ("aynı değerden üç kart da desteyi temizler")
        r"\br[aä]um(?:t|en) (?:\w+ )?<n4> gleiche(?:n)?(?: karten)?(?: den stapel)? ab\b",
        r"\bruim(?:t|en) (?:\w+ )?<n4> (?:dezelfde|gelijke)(?: kaarten)?(?: de stapel)?"
        r"(?: al| ook| nu)? op\b",
        r"\bayni (?:degerden|rakamdan|sayidan) <n4> kart(?: da| bile)? (?:desteyi |yigini )?"
        r"temizler\b",
        r"(?:凑齐|出齐|打出|出)?<n4>张(?:一样|相同|同点数|同样|同点)?的?(?:牌)?(?:就|会|才)?(?:算)?"
        r"(?:清场|清牌|清掉|清)",
    ),), why="power", also=(  # the other counts denied, the same for all
        r"\b(?:two|three|2|3) (?:cards )?(?:of a kind )?(?:do(?:n't| not)|never|will not|won't)"
        r" clear\b",
        r"\b(?:zwei|drei|2|3) (?:gleiche )?(?:karten )?r[aä]umen (?:nicht|nie) ab\b",
        r"\b(?:twee|drie|2|3) (?:dezelfde |gelijke )?(?:kaarten )?ruimen (?:niet|nooit) op\b",
        r"\b(?:iki|[uü]c|2|3) (?:ayni )?kart (?:desteyi |yigini )?temizlemez\b",
        r"(?:两|二|三|2|3)张(?:牌)?(?:还)?不(?:能|会|算)?清(?:场|牌|掉)?",
        r"\bthe same for (?:all|everyone|everybody)\b|\bf[uü]r alle gleich\b"
        r"|\bvoor iedereen (?:hetzelfde|gelijk)\b|\bherkes icin ayni\b|谁都一样|大家都一样",
        r"\b(?:only|nur|alleen|sadece|just|erst|pas)\b|才|只有",
    )),
    # a clear gives ONE bonus play (R-CLEAR-1); said with another count ("a second bonus
    # play", "iki ödül hamlesi", "两次奖励") for whoever, it is the card's power changed
    Row("R-CLEAR-1", ((
        r"<bonus> (?:extra )?bonus[ -]?(?:play|move|turn)s?\b",
        r"<bonus> (?:weitere[ns]? )?bonus(?:zug|z[uü]ge|spiel|spiele|runde)\b",
        r"<bonus> bonus(?:beurt|zet|spel)(?:ten|en)?\b",
        r"<bonus> (?:ödül|odul|bonus) (?:hamle|oyun|el)\w*",
        r"<bonus>(?:次|个|手|回)?(?:额外的?)?奖励(?:出牌|牌|的一手)?",
    ),), why="bonus", also=(
        # the clear it follows, and the bonus play's own draw (R-DRAW-2: none)
        r"\b(?:after|on|with|for) (?:a|the|each|every|this|your) clear\b|\bcleared\b"
        r"|\bwhen (?:you|the clearer) clears?\b|\bclearing\b",
        r"\bnach (?:dem|einem) abr[aä]umen\b|\babger[aä]umt\b|\bwer abr[aä]umt\b",
        r"\bna (?:het|een) opruimen\b|\bopgeruimd\b|\bwie opruimt\b",
        r"\btemizle\w*\b", r"清(?:场|牌|完|掉)(?:了|以?后|之后)?",
        r"\b(?:and )?(?:no|without a|without any) draw(?:ing)?(?: with it| for it)?\b",
        r"\bohne (?:zu )?(?:nach)?zieh\w*\b|\bkeine karte\b",
        r"\bzonder (?:bij te )?trekken\b|\bgeen kaart\b",
        r"\b(?:kart )?cekmeden\b|\bkart cekilmez\b", r"不(?:用)?(?:摸|补)(?:牌)?",
        r"\b(?:you|get|gets|make|makes|have|has|there is|du|bekommst|bekommt|kriege?|kriegst"
        r"|hast|machst|je|krijg|krijgt|heb|hebt|yapar\w*|alir\w*|var|gibt es|es gibt)\b",
        r"有|得到|可以|获得",
    ), whole=False, own=r"\b(?:twice|two clears|zweimal|zwei mal abr|tweemaal|twee keer"
           r"|iki kez|iki kere|iki defa|again|wieder|nochmal|opnieuw|weer|tekrar)\b"
           r"|两次清|清两次|又清|再清"
           # the cards' own exception (R-WIN-2): none for a clearer who has just gone out
           r"|\b(?:gone|went|goes|is) out\b|\bfertig geworden\b|\bdraußen ist\b|\b(?:net )?uit is\b"
           r"|\boyundan (?:cik|çık)\w*|已经出完|刚出完"),
    Row("R-SETUP-4", (
        (r"<seat>",),
        (r"\b(?:plays|leads|goes|comes) first\b", r"\b(?:starts|begins)(?=\s*(?:$|[,.;:!]))",
         r"\b(?:spielt|kommt|legt) (?:zuerst|als erste[rs]?)\b",
         r"\b(?:beginnt|f[aä]ngt an)(?=\s*(?:$|[,.;:!]))",
         r"\b(?:speelt|komt) (?:eerst|als eerste)\b", r"\bbegint(?=\s*(?:$|[,.;:!]))",
         r"\b(?:ilk|önce|once) (?:oynar|baslar)\b", r"\bbaslar(?=\s*(?:$|[,.;:!]))",
         r"先(?:出|手|打|来)"),
    ), why="first", also=(
        r"\b(?:last|previous) round'?s\b", r"\bof the (?:last|previous) round\b",
        r"\bthe\b", r"\b(?:der|die) (?:letzten|vorigen) runde\b", r"\b(?:der|die)\b",
        r"\bvan de vorige ronde\b", r"\bde\b", r"\b(?:önceki|onceki|gecen) tur(?:un)?\b",
        r"上一?局的?", r"\balways\b|\bimmer\b|\baltijd\b|\bher zaman\b|总是",
    ), own=r"\bfirst round\b|\berste(?:n)? runde\b|\beerste ronde\b|\bilk tur\b|第一局"),
    Row("R-TURN-1", (
        (r"<clock>",),
        (r"\bplay(?:s|ing)?\b|\bturns?\b|\bgame\b|\bspiel\w*\b|\bgespielt\b|\bspe(?:e)?l\w*\b"
         r"|\bbeurt\w*\b|\boyun\w*\b|\bsira\b|出牌|轮",),
    ), why="legal", also=(
        r"\b(?:we|wir|wij|es|het|the|goes|go|moves|is|geht|gaat|wird|wordt|d[oö]ner"
        r"|dondur|gider|always|immer|altijd|her zaman)\b", r"总是|一直",
        # a rule that reverses play says so from now on: its own action announced
        # (test_free_text_base.py), not the cards' direction misstated
    ), own=r"\b(?:from now on|now|ab jetzt|jetzt|von nun an|vanaf nu|nu|voortaan|art[iı]k"
           r"|bundan sonra|bundan boyle)\b|从现在(?:起|开始)|现在|以后"),
    Row("R-WIN-3", (
        (r"\b(?:whoever|who|the (?:player|one) who) (?:goes|is|gets) out <first>\b",
         r"\b(?:the )?<first> (?:player |one )?out\b",
         r"\bwer <first> (?:raus|drau(?:ss|ß)en|fertig) ist\b",
         r"\bwie (?:het )?<first> (?:uit|klaar) is\b", r"\b<first> (?:biten|cikan|bitiren)\b",
         r"(?:最)?<first>出完(?:牌)?的(?:人|那个人)?"),
        (r"\bwins\b", r"\bgewinnt\b", r"\bwint\b", r"\bkazanir\b", r"赢|获胜"),
    ), why="out", also=(r"\b(?:only|nur|alleen|sadece|yalnizca|elini)\b", r"只有|才",
                        # the win's rule (R-WIN-3, R-CUSTOM-1)
                        r"\b(?:and )?invents? (?:a|the|one) (?:new )?rule\b",
                        r"\bund (?:darf )?(?:eine )?(?:neue )?regel (?:erfinden|erfindet)\b",
                        r"\ben (?:mag )?een (?:nieuwe )?regel (?:verzinnen|bedenkt|verzint)\b",
                        r"\bve (?:yeni )?(?:bir )?kural (?:koyar|uydurur)\b",
                        r"(?:并|然后)?(?:定|发明)(?:一条)?(?:新)?规则")),
    # the win itself restated (R-WIN-1, session 44: fair44): "whoever legally plays their
    # last face-down card wins (and invents a rule)"; a reminder only, its change read
    # elsewhere (claims.py: a win that does not count)
    Row("R-WIN-1", (
        (r"\blast face-?down card\b", r"\bletzte\w* verdeckte\w* karte\b",
         r"\blaatste (?:dichte|blinde|gesloten) kaart\b", r"\bson kapali kart\w*\b",
         r"最后一张暗牌"),
        (r"\b(?:plays?|played|(?:aus)?spielt|gespielt|legt|speelt|gespeeld|oynayan|oynar"
         r"|oynarsa)\b", r"打出"),
        (r"\bwins\b", r"\bgewinnt\b", r"\bwint\b", r"\bkazanir\b", r"赢|获胜"),
    ), also=(r"\b(?:whoever|who|the (?:player|one) who|their|your|his|her|the|legally"
             r"|wer|seine|ihre|deine|die|regelgerecht|regelkonform|korrekt|legal"
             r"|nach den regeln|wie|zijn|haar|je|de|legaal|volgens de regels|reglementair"
             r"|kurallara uygun|kurala uygun|kurallara gore)\b", r"合法地?|的人|谁",
             r"\b(?:and )?invents? (?:a|the|one) (?:new )?rule\b",
             r"\bund (?:darf )?(?:eine )?(?:neue )?regel (?:erfinden|erfindet)\b",
             r"\bund erfindet (?:eine )?(?:neue )?regel\b",
             r"\ben (?:mag )?een (?:nieuwe )?regel (?:verzinnen|bedenkt|verzint)\b",
             r"\ben (?:bedenkt|verzint) (?:een )?(?:nieuwe )?regel\b",
             r"\bve (?:yeni )?(?:bir )?kural (?:koyar|uydurur)\b",
             r"(?:并且?|然后)?(?:定|发明)(?:一条)?(?:新)?规则")),
    Row("R-WIN-4", (  # a player out never draws
        (r"\b(?:an? )?(?:player who is out|out player|player already out|whoever is out"
         r"|who(?:ever)? (?:has gone|went|goes|is) out)\b",
         r"\bwer (?:schon )?(?:raus|drau(?:ss|ß)en|fertig) ist\b", r"\bwie (?:al )?uit is\b",
         r"\b(?:biten|cikan|bitiren|oyundan cikan) oyuncu\b", r"出完(?:牌)?的人"),
        (r"\b(?:never|does(?:n't| not)|no longer) draws?\b",
         r"\bzieht (?:nie|nicht mehr|keine karten? mehr)\b",
         r"\btrekt (?:nooit|niet meer|geen kaarten? meer)\b", r"\b(?:kart )?cekmez\b",
         r"不(?:用)?(?:再)?(?:摸|补)牌"),
    ), also=(r"\b(?:cards?|karten?|kaarten?|ever|any ?more|mehr|meer|artik)\b",)),
    Row("R-TURN-2 pick up", ((  # the pile may always be picked up
        r"\byou (?:can|may) always pick up the (?:whole )?pile(?: instead(?: of playing)?)?",
        r"\bdu (?:darfst|kannst) (?:immer|jederzeit) den (?:ganzen )?stapel (?:auf)?nehmen\b",
        r"\bje mag altijd de (?:hele )?stapel (?:op)?pakken\b",
        r"\bher zaman (?:b[uü]t[uü]n )?yigini alabilirsin\b",
        r"(?:你)?(?:随时|任何时候|总是)(?:都)?可以把整(?:堆|摞)牌(?:收走|拿走)",
    ),), why="pickup"),
    Row("R-FACE-2", ((  # then the face-down cards, unseen
        r"\b(?:then |after that,? )?(?:the |your )?face-?down cards,? (?:blind(?:ly)?|unseen"
        r"|without looking)\b",
        r"\b(?:danach|dann) (?:die )?verdeckten(?: karten)?,? (?:blind|ohne hinzusehen)\b",
        r"\b(?:daarna|dan) (?:de )?dichte(?: kaarten)?,? (?:blind|zonder te kijken)\b",
        r"\bsonra kapali kartlar,? (?:bakmadan|gormeden)\b",
        r"然后(?:是|出)?暗牌,?(?:不能看|不看|闭着眼)",
    ),)),
    Row("R-VOTE-1", ((
        r"<one> (?:rule )?votes? (?:per|a|each|every) round\b",
        r"<one> (?:regel)?abstimmung (?:pro|je|jede) runde\b",
        r"\b(?:pro|jede) runde <one> (?:regel)?abstimmung\b",
        r"<one> stemming per ronde\b", r"\belke ronde <one> stemming\b",
        r"\bher turda <one> oylama\b", r"每(?:一)?局(?:只有|只能)?<one>次(?:投票|表决)",
    ),), also=(r"\b(?:only|nur|alleen|sadece|there is|es gibt|er is|var)\b",)),
    Row("R-ROSHAMBO-2", (
        (r"<n30> (?:decided )?(?:rounds?|runden|rondes?|el|tur|局|轮)",),
        (r"rock.? ?paper.? ?scissors|roshambo|schere.? ?stein.? ?papier|schnick\w*"
         r"|steen.? ?papier.? ?schaar|tas.? ?kagit.? ?makas|石头剪刀布|剪刀石头布|猜拳",),
    ), also=(r"\b(?:play|spielen|spelen|oynanir|exactly|genau|precies|tam|decided)\b", r"打|玩")),
)


def fill(pattern: str, card: bool | None = True) -> str:
    """``pattern`` with each slot filled with the card's value (``card``), with any other
    value (False), or with either (None); ``<seven>`` is the 7, no slot."""
    pattern = pattern.replace("<seven>", _word(RANKS[7]))
    for name, (own, other) in SLOTS.items():
        value = own if card else other if card is False else f"(?:{own}|{other})"
        pattern = pattern.replace(f"<{name}>", value)
    return pattern


def compiled(row: Row, card: bool | None) -> tuple[re.Pattern[str], ...]:
    """``row``'s parts as patterns, each slot filled as :func:`fill` says."""
    return tuple(re.compile("|".join(f"(?:{fill(a, card)})" for a in part))
                 for part in row.parts)


__all__ = ["RANKS", "ROWS", "SLOTS", "Row", "compiled", "fill"]
