"""Every numbered base rule as a TOPIC a sentence can name (issue 29, session 35, brief
r1words35): one row a rule of RULES.md's R-SETUP, R-TURN, R-PLAY, R-DRAW, R-SPECIAL,
R-CLEAR, R-FACE, R-WIN and R-FAQ sections, in the five languages (the folded text:
ı -> i, ç -> c, ş -> s, ß -> ss; ä ö ü kept; Chinese as written).

A row's ``topic`` is what a sentence says when it speaks of that rule's proposition: the
event the rule governs (the draw after a play, the pickup a 3 forces, the look at a
face-down card, the clear of four of a kind, going out) with the value the card fixes or
another. The topic alone is no finding: text/standing_rules.py reads it with a STANDING
named (the champion, last round's winner or loser, the dealer, the player left of the
dealer, the rule's creator) and a CHANGE said for that standing (may, need not, counts as,
also, only, instead of, again, for the champion ...). The same topic said for everyone,
as a reminder, or "like everyone" is the card's rule and clean.

A rule the reader does not know yet is one more row here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .reminder_table import RANKS


@dataclass(frozen=True)
class Topic:
    """One numbered base rule: its number and the words that name its proposition."""

    rule: str
    topic: str
    #: the topic's words already say another value than the card's ("three of a kind
    #: clear", "out with one card"), unless denied ("does not clear")
    other: bool = False
    #: (a row anchored at the sentence's start names its words ``(?P<topic>...)``)
    #: the topic denied is the card's rule denied ("one card on three does not clear")
    denied: bool = False
    #: the card GIVES what the topic names (a draw, a swap, the 3's pass, a clear, the
    #: face-up cards taken up): said to be over for everyone ("no longer", "nicht mehr",
    #: "niet meer", "artık ... -maz", "不再"), it is taken away (text/base_for_all.py)
    given: bool = False
    #: the card FORBIDS what the topic names (a 2 on an active 3, a look at a face-down
    #: card, a play after a pickup): a permission said for everyone is the change
    banned: bool = False

    @property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.topic)


_HIGH = (r"(?:higher|lower|beats?|h[oö]her|niedriger|hoger|lager|y[uü]ksek|d[uü]s[uü]k"
         r"|b[uü]y[uü]k)")
_FACE = (r"(?:ace|as|ass|aas|queen|king|jack|dame|bube|k[oö]nig|vrouw|heer|boer|kiz|papaz"
         r"|vale|valet)")
_TWO_PLUS = r"(?:two|three|four|2|3|4|zwei|drei|vier|twee|drie|iki|[uü]c|d[oö]rt|两|二|三|四)"
_FACE_DOWN = (r"(?:face-?down|blind|verdeckte?n?|dichte|gesloten|kapali|暗牌|盲)")
_FACE_UP = r"(?:face-?up|offene?n?|open|acik|明牌)"
_CLEAR = (r"(?:clears?|cleared|r[aä]um\w*|abger[aä]umt\w*|ruim\w*|opgeruimd\w*|temizle\w*"
          r"|清)")
_PICKUP = (r"(?:pick(?:s|ing)? up|picking up|aufnehm\w*|aufnimmt|aufzunehmen|aufgenommen|nimmt\w* "
           r"(?:\w+ )?auf|op te pakken|oppakk\w*|oppakt|pakt|alm\w*|aldik\w*|alir|收牌|收走)")
_DRAW = (r"(?:draws?|drawing|zieh\w*|nachzu?zieh\w*|trek\w*|bij te trekken|cek\w*|摸|补牌)")
#: The one who picks up, named by the act ("the picker", "der Aufnehmende", "toplayan")
_PICKER = (r"(?:picker|(?:one|player) who (?:picks|picked) up|aufnehmende\w*|aufnehmer\w*"
           r"|oppakker|wie (?:de stapel )?oppakt|toplayan\w*|收牌的(?:人|玩家))")
#: One more card played at once ("one more card", "noch eine Karte", "bir kart daha")
_MORE = (r"(?:one more|another (?:card|play)|play(?:s)? again|noch (?:eine?n?|mal)"
         r"|nog (?:een|eens)|bir (?:kart|hamle|el) daha|再出|接着出|继续出)")
#: Out, finished, as a threshold reached ("is out as soon as", "klaar zodra", "fertig sobald")
_DONE = (r"(?:out|raus|fertig|klaar|uit|bitirmis\w*|bitir\w*|oyundan c[iı]k\w*|出完|出局|算赢)")
_OUT = (r"(?:is out|goes out|going out|gone out|out with|raus\w*|fertig|uit is|uit met"
        r"|uitgaan|bitir\w*|bitmis\w*|cikt\w*|出完|剩)")

#: Any rank's word (reminder_table.py's ranks), for two ranks named in one play
_RANK = "|".join(RANKS.values())
#: Played together, in one play ("together", "zusammen", "samen", "birlikte", "一起")
_TOGETHER = (r"(?:together|at once|in one (?:play|go|turn)|as one play|zusammen|gleichzeitig"
             r"|auf einmal|in einem zug|samen|tegelijk|in (?:een|één) (?:zet|keer|beurt)"
             r"|birlikte|beraber|ayni anda|tek hamlede)")

TOPICS: tuple[Topic, ...] = (
    # R-SETUP-1: one deck, the ranks low to high, the Ace highest
    Topic("R-SETUP-1", rf"\b{_FACE}\w*\b.{{0,30}}\b{_HIGH}|\b{_HIGH}\w* (?:than|als|dan)"
                       rf" (?:an? |the |das |de |een )?{_FACE}\b|\b{_FACE}\w* .{{0,12}}daha"
                       rf" {_HIGH}|[akqj2-9]比[akqj2-9](?:大|小)", other=True),
    # R-SETUP-2: three face-down (nobody looks), three face-up, three hand cards
    Topic("R-SETUP-2", r"\b(?:hand ?cards?|handkarten?|handkaarten?|el kart\w*)\b|手牌"
                       r"|\bkijken\b.{0,30}dichte|\bnaar (?:zijn |haar |je )?dichte"
                       r"|(?:自己的)?暗牌(?!再出)"),
    # R-SETUP-2 as another count dealt: three of each ("we each get four face-down cards",
    # "jeder bekommt zwei Handkarten", "herkes dört kapalı kart alır", "每个人拿四张暗牌")
    Topic("R-SETUP-2", rf"\b(?:get|gets|deal\w*|dealt|receive\w*|bekomm\w*|krieg\w*"
                       rf"|geteilt|krijg\w*|gedeeld|al[iı]r|al[iı]yor|dag[iı]t\w*)\b"
                       rf"(?: \w+){{0,3}} (?:one|two|four|five|six|eine?|zwei|vier|f[uü]nf|een"
                       rf"|twee|vijf|bir|iki|d[oö]rt|bes|[12456]) (?:{_FACE_DOWN}|{_FACE_UP}"
                       rf"|hand) ?(?:cards?|karten?|kaarten?|kart\w*)?"
                       rf"|(?:拿|发|分)到?(?:一|两|四|五|六|[12456])张(?:暗牌|明牌|手牌)",
          other=True),
    # R-SETUP-3: one swap of a hand card for a face-up card, once
    Topic("R-SETUP-3", r"\b(?:swap\w*|exchange\w*|tausch\w*|ruil\w*|degistir\w*|değiştir\w*)"
                       r"|换\w*明牌|换两次|换.{0,4}次", given=True),
    # R-SETUP-4: the dealer leads a session's first round, last round's winner the others
    Topic("R-SETUP-4", r"\b(?:plays?|leads?|goes|comes) first\b|\b(?:starts|begins)\b"
                       r"|\b(?:may|can) (?:start|begin)\b|\b(?:beginnen|anfangen)\b"
                       r"|\b(?:spielt|kommt|legt) (?:zuerst|als erste\w*)|\bbeginnt\b"
                       r"|\bf[aä]ngt\b.{0,20}\ban\b|\bbegint\b|\b(?:speelt|komt) (?:eerst|als"
                       r" eerste)|\bilk (?:oynar|baslar)|\bbaslar\b|先出|先手", other=True),
    # R-TURN-1: play clockwise; on an empty table lead cards of one rank
    Topic("R-TURN-1", r"\b(?:direction|clockwise|counter-?clockwise|spielrichtung|richtung"
                      r"|uhrzeigersinn|speelrichting|richting|met de klok|tegen de klok"
                      r"|y[oö]n\w*|saat y[oö]n\w*)\b|方向|顺时针|逆时针"),
    # R-TURN-2: play or pick up the whole pile; any pickup ends the turn; no pass
    Topic("R-TURN-2", rf"\bpass(?:es|ing)?\b|\bpassen\b|\bpas gec\w*|过牌|\b{_PICKUP}.{{0,40}}"
                      r"\b(?:again|play again|noch|weiter|nog|opnieuw|tekrar)\b|\bafter"
                      r" (?:picking up|a pickup)|\bnach dem aufnehmen\b|\bna het oppakken\b"
                      r"|收牌(?:以?后|之后).{0,6}(?:接着|再|继续)出|aldiktan sonra"),
    Topic("R-TURN-2", rf"\b{_PICKER}.{{0,80}}{_MORE}|{_PICKUP}.{{0,60}}{_MORE}"
                      rf"|{_MORE}.{{0,30}}\b(?:after|nach|na)\b.{{0,20}}{_PICKUP}",
          banned=True),
    # R-TURN-3: on an empty table a player with cards must play
    Topic("R-TURN-3", r"\bempty table\b|\bleeren tisch\b|\blege tafel\b|\bbos masa\w*|空桌"),
    # R-PLAY-1: a play is cards of ONE rank
    Topic("R-PLAY-1", rf"\b{_TWO_PLUS} (?:different )?(?:ranks|values|ränge|range|werte"
                      rf"|verschiedene ränge|verschillende waarden|waarden|farkli deger\w*)"
                      rf"|\b{_TWO_PLUS} verschiedene\b|\b{_TWO_PLUS} verschillende\b"
                      rf"|{_TWO_PLUS}种点数|不同点数", other=True),
    # R-PLAY-1 as two different ranks named for one play ("a 5 and a 6 together", "eine 5
    # und eine 6 zusammen", "een 5 en een 6 samen", "bir 5 ile bir 6'yı birlikte",
    # "把5和6一起出"): the same rank twice is a play of one rank
    Topic("R-PLAY-1", rf"(?<![\w])(?P<one>{_RANK})(?:'?s|en|er|'\w+)? (?:and|und|en|ve|ile)"
                      rf" (?:(?:a|an|eine?n?|een|bir) )?(?!(?P=one)(?![\w]))(?:{_RANK})"
                      rf"(?![\w])\S*.{{0,40}}\b{_TOGETHER}"
                      rf"|(?P<zh>[2-9jqka]|10|[二两三四五六七八九十])(?:和|跟|与|加)"
                      rf"(?!(?P=zh))(?:[2-9jqka]|10|[二两三四五六七八九十]).{{0,6}}(?:一起|同时)出",
          other=True),
    # R-PLAY-2: higher than the previous play, or the same rank with more cards
    Topic("R-PLAY-2", r"\b(?:lower|smaller|niedrigere?\w*|kleinere?\w*|lagere?|kleinere"
                      r"|daha d[uü]s[uü]k|daha k[uü]c[uü]k)\b.{0,20}\b(?:card|karte|kaart"
                      r"|kart)\w*|\bmatch (?:a|the) (?:pair|single|triple)\b"
                      r"|\bsame number of cards\b|比上一手小|比上家小"),
    # R-PLAY-3: one card completing a legal four is legal and clears
    Topic("R-PLAY-3", r"\bcomplete\w* (?:a |the )?four\b|\bvervollst[aä]ndig\w*|\bvollmach\w*"
                      r"|\bvolmak\w*|\bd[oö]rtl[uü]\w*|凑齐四张|凑满四张", given=True),
    # R-PLAY-4: the previous play is the last play on the pile; 3s never
    Topic("R-PLAY-4", r"\bprevious play\b|\bletzter zug\b|\bvorige(?:r|n)? zug\b|\bvorige"
                      r" zet\b|\b[oö]nceki hamle\w*|上一手|\b(?:lowest|unterste|onderste"
                      r"|en alttaki)\b"),
    # R-DRAW-1: after the first play, draw one while fewer than three hand cards
    Topic("R-DRAW-1", rf"\b{_DRAW}\b.{{0,40}}\b(?:after (?:playing|a play|your play|the play)"
                      rf"|up to|hand ?cards?|handkarten?)\b|\bnachzu?zieh\w*|\bbij te"
                      rf" trekken\b|\boynadiktan sonra\b.{{0,20}}\bcek\w*|出牌(?:以?后|之后)"
                      rf".{{0,4}}(?:摸|补)|\bauf {_TWO_PLUS} handkarten\b", given=True),
    # (a range from one is a scale, no hand size: "een cijfer van één tot vijf", "from one
    # up to five", "birden beşe kadar"; session 44, fair44)
    Topic("R-DRAW-1", r"(?<!\bvan een )(?<!\bvan één )(?<!\bvan 1 )(?<!\bfrom one )"
                      r"(?<!\bfrom 1 )(?<!\bvon eins )(?<!\bvon 1 )"
                      r"\b(?:up to|auf|tot|kadar) (?:four|five|vier|f[uü]nf|vijf|d[oö]rt|bes"
                      r"|4|5)\b|(?:补|摸)(?:到|满)(?:四|五|4|5)张", other=True),
    # R-DRAW-2: a clear gives a bonus play, which never draws
    Topic("R-DRAW-2", r"\bbonus ?(?:play|move|turn|zug|z[uü]ge|beurt|zet|hamle)\w*"
                      r".{0,40}\b(?:draw|zieh|trek|cek)\w*|\b(?:draw|zieh|trek|cek)(?!\w*(?:erken"
                      r"|arken|end|ende|end\w*|ing)\b)\w*\b.{0,40}\bbonus|奖励出牌.{0,8}摸",
          other=True),
    # R-DRAW-3: a blind play draws like any other
    Topic("R-DRAW-3", r"\bblind(?:e[nr]?)? (?:play|zug|zet)\b|\bk[oö]r hamle\w*|盲出",
          given=True),
    # R-SPECIAL-2: a 2 on anything but an active 3-obligation
    Topic("R-SPECIAL-2", r"\b(?:a|an|eine|een)? ?(?:2|two|zwei|twee|iki)\b.{0,40}\b(?:active"
                         r"|offene|actieve|aktif)\b.{0,4}\b(?:3|three|drei|drie)|\b(?:aktif"
                         r" bir 3|3-pflicht)\b.{0,30}\b2\b|3的义务.{0,8}出2", banned=True),
    # R-SPECIAL-3: after a 3, pick up the pile or play a 3
    Topic("R-SPECIAL-3", rf"\b(?:after|nach|na|on) (?:a |an |einer |een )?(?:3|three|drei"
                         rf"|drie)\b.{{0,40}}{_PICKUP}|\b3'?(?:ten|tan|den|dan) sonra\b"
                         rf".{{0,30}}{_PICKUP}|{_PICKUP}.{{0,20}}\b(?:after|nach|na)"
                         rf" (?:a |an |einer |een )?"
                         rf"(?:3|three|drei|drie)\b|遇到3.{{0,6}}(?:收牌|不收)", given=True),
    # R-SPECIAL-3 as the 3's own power: a 3 passes the obligation on ("3s pass", "Dreien
    # geben weiter", "drieën geven door", "3'ler aktarır", "3传下去")
    Topic("R-SPECIAL-3", r"\b(?:3|three|drei|drie)(?:s|'s|en|n|ën|en)?\b (?:\w+ ){0,3}?"
                         r"(?:pass\w*|geben?\b.{0,30}\bweiter|weitergeben|geven?\b.{0,30}"
                         r"\bdoor|doorgeven)|\b3'?(?:ler|lar|l[uü]k)?\b.{0,30}\b(?:aktar\w*"
                         r"|devret\w*|gecir\w*)|3(?:的作用|能)?.{0,4}(?:传|轉|转)(?:给|下去|走)",
          given=True),
    # R-SPECIAL-7: after a 7, a 7 or lower; no 10 on a 7
    Topic("R-SPECIAL-7", r"\b(?:10|ten|zehn|tien) (?:on|auf|op) (?:a |an |eine |een )?(?:7"
                         r"|seven|sieben|zeven)\b|\b(?:after|nach|na|on|auf|op) (?:a |an"
                         r" |einer |een )?(?:7|seven|sieben|zeven)\b.{0,30}\b(?:higher"
                         r"|h[oö]her|hogere?|above)\b|\b7'?(?:den|dan|ten|tan) sonra\b.{0,20}"
                         r"\by[uü]ksek|在7上面?出(?:10|8|9|j|q|k|a|更大)|7(?:之后|以后|后).{0,6}"
                         r"(?:更大|大的)"),
    # R-SPECIAL-7 as anything on a 7 ("on a 7 anyone may play whatever they like"); "anything
    # lower" is the card's own
    Topic("R-SPECIAL-7", r"\b(?:on|auf|op|after|nach|na) (?:a |an |einer |eine |een )?(?:7"
                         r"|seven|sieben|zeven)\b.{0,30}\b(?:anything|whatever|any card|alles"
                         r"|jede karte|wat (?:je|hij|ze) wil\w*|elke kaart|her ?sey|istedi\w*)\b"
                         r"(?!.{0,12}\b(?:lower|below|niedriger|kleiner|lager|d[uü]s[uü]k"
                         r"|k[uü]c[uü]k)\b)|7(?:上面|之后|以后|后).{0,4}(?:随便|什么都|什么牌都)"
                         r"(?!.{0,6}小)", other=True),
    # R-SPECIAL-10: a 10 clears, not on a 7 nor an active 3
    # (four of a kind is R-CLEAR-2's: "four 8s clear", "vier Achten räumen ab", "四张8也能清")
    # a count of clears said ("two clears!") is none either
    # (a rank after "four" is four of a kind's count, R-CLEAR-2: "dört 6 temizler"; "four
    # clear", the noun with no verb, is the clear of four: "Dealer four clear gift")
    Topic("R-SPECIAL-10", rf"(?<!four )(?<!vier )(?<!dört )(?<!dort )(?<!4 )(?<!四张 )(?<!四张)"
                          rf"\b(?!(?:four|vier|d[oö]rt|4) (?!{_CLEAR})\w)"
                          # ("four clear" bare, as a name says it: the clear of four,
                          # the language's own `clear.cause is four`, R-CLEAR-2)
                          rf"(?!(?:four|4) clear\b)"
                          rf"(?!\w+ clears\b(?! (?:the|a|it|pile)\b))"
                          rf"(?:2|4|5|6|8|9|j|q|k|two|four|five|six|eight|nine|zwei|vier"
                          rf"|f[uü]nf|sechs|acht|neun|twee|vijf|zes|negen|iki|d[oö]rt|bes"
                          rf"|alti|sekiz|dokuz)\b (?:\w+ ){{0,3}}{_CLEAR}|\b{_CLEAR}\w* "
                          rf"(?:auch |ook |too |also )?(?:eine |een |a )?(?:9|8|6|5|4|2)\b"
                          rf"|(?<!四张)(?:9|8|6|5|4|2)也?能清", other=True),
    # R-CLEAR-1: a clear gives ONE bonus play at once, and cancels pending 3s and 7s
    Topic("R-CLEAR-1", rf"\b{_TWO_PLUS}\b (?:extra )?bonus\w*|\b(?:two|zwei|twee|iki|second"
                       rf"|zweite\w*|tweede|ikinci) (?:bonus|[oö]d[uü]l)\w*|两次奖励|二次奖励"
                       rf"|第二次奖励|\bbonus\w* (?:after|on) (?:a|every|each) clear\b",
          other=True),
    # R-CLEAR-1: the bonus play comes at once; kept for a later turn it is another value
    # ("kept for later", "aufheben", "bewaren", "saklayabilir", "留到以后")
    Topic("R-CLEAR-1", r"\bbonus[ -]?(?:play|move|turn|zug|z[uü]ge|beurt|zet|hamle)\w*\b.{0,50}"
                       r"\b(?:kept|keep|save[ds]?|bank\w*|hold|for later|later turn|aufheb\w*"
                       r"|aufbewahr\w*|aufspar\w*|sp[aä]ter|bewar\w*|sparen|later|sakla\w*"
                       r"|sonraki)\b|\b(?:keep|save|bank|hold|aufheben|bewaren|sparen)\b.{0,30}"
                       r"\bbonus|奖励(?:出牌)?.{0,8}(?:留|存|攒)", other=True),
    # R-CLEAR-2: four of a rank clear
    # (one card on three completes the four, R-FAQ-2: no four between them)
    Topic("R-CLEAR-2", rf"\b(?:three|drei|drie|[uü]c|3|two|zwei|twee|iki|2)\b (?:of a kind"
                       rf"|gleiche\w*|gelijke\w*|dezelfde|kart)\b(?:(?!\b(?:four|vier|d[oö]rt|4)"
                       rf"\b).){{0,30}}{_CLEAR}|\bayn[iı]"
                       rf" de[gğ]erden (?:[uü]c|iki)"
                       rf"|(?:三|两)张(?:一样|同)\w{{0,3}}?(?:就|也)?(?:能|可以|会)?清",
          other=True),
    # R-CLEAR-2: four of a rank clear; denied with no 7 in the sentence (four high cards
    # on a 7 do not clear, R-CLEAR-4: the cards' own) it is the card's rule taken away
    Topic("R-CLEAR-2", rf"^(?!.*(?:\b(?:7|seven|sieben|zeven|yedi)\b|7|七)).*?(?P<topic>\b(?:four"
                       rf"|vier|d[oö]rt|4) (?:[\w']+ ){{0,3}}?{_CLEAR}|四张.{{0,6}}清)",
          denied=True),
    # R-CLEAR-3: the cleared cards stay out for the round; no rule prevents a clear
    Topic("R-CLEAR-3", r"\b(?:cleared|abger[aä]umte\w*|opgeruimde|weggespeelde|temizlenen)\b"
                       r"|清掉的牌|\bprevent\w* (?:a |the )?clear|\bverhinder\w*\b.{0,20}"
                       r"abr[aä]um"),
    # R-CLEAR-4: four high cards cannot clear a 7
    Topic("R-CLEAR-4", rf"\b(?:four|vier|d[oö]rt|4) (?:8s|9s|\w+en|achten|8|9|eights|nines"
                       rf"|kings|k[oö]nige|heren|papaz)\b.{{0,30}}\b(?:7|seven|sieben|zeven)"
                       rf"|\b(?:on|auf|op) (?:a |an |einer |een )?(?:7|seven|sieben|zeven)"
                       rf"\b.{{0,20}}{_CLEAR}|7'?(?:nin|in) [uü]st[uü]ne d[oö]rt|7上面出四张"
                       rf"|四张[kq89a].{{0,6}}清.{{0,3}}7", other=True),
    # R-FACE-1: an empty hand takes the face-up cards
    Topic("R-FACE-1", rf"\b{_FACE_UP} (?:cards?|karten?|kaarten?|kartlar\w*)\b.{{0,60}}"
                      rf"\b(?:hand|el\w*)\b|\bel\w* bosal\w*.{{0,20}}{_FACE_UP}|\b{_FACE_UP}"
                      rf" karten\b.{{0,30}}\bnehmen\b|没出完.{{0,6}}拿明牌|拿明牌", given=True),
    # R-FACE-2: a face-down card is played unseen; illegal, the pile is picked up
    Topic("R-FACE-2", rf"\b(?:look\w*|peek\w*|ansehen|anschauen|ansieht|bekijk\w*|kijk\w*"
                      rf"|bak\w*)\b.{{0,30}}\b{_FACE_DOWN}|\b{_FACE_DOWN}\b.{{0,30}}\b(?:look"
                      rf"|peek|ansehen|anschauen|bekijken|kijken|bak\w*)|\b{_FACE_DOWN}\b.{{0,30}}"
                      rf"\b(?:illegal|ung[uü]ltig|ongeldig|gecersiz)|先看.{{0,4}}暗牌"
                      rf"|看.{{0,4}}暗牌", banned=True),
    # R-FACE-3: during an active 3 only a face-down 3 is legal
    Topic("R-FACE-3", rf"\b(?:during|bei|bij) (?:a|an|einer|een) (?:active |aktiven |actieve )?"
                      rf"(?:3|three|drei|drie)\b.{{0,60}}{_FACE_DOWN}|\baktif bir 3\b.{{0,40}}"
                      rf"kapali|3的义务.{{0,10}}暗牌"),
    # R-WIN-1: you win with your last face-down card legally played
    Topic("R-WIN-1", rf"\b{_OUT}\b.{{0,20}}\b(?:one|a|eine?r?|een|bir|1) (?:card|karte|kaart"
                     rf"|kart)|\b(?:one|eine?r?|een|bir|1) (?:card|karte|kaart|kart)\w*"
                     rf"\b.{{0,30}}\b{_OUT}|剩一张.{{0,4}}(?:出完|赢)|\bkart kalinca\b",
          other=True),
    # R-WIN-1 as a threshold moved: out once the face-up cards are played, the face-down
    # ones skipped ("klaar zodra zijn open kaarten op zijn", "出完明牌就算赢")
    Topic("R-WIN-1", rf"\b{_DONE}\b.{{0,40}}{_FACE_UP} ?(?:cards?|karten?|kaarten?|kart\w*)"
                     rf"|{_FACE_UP} ?(?:cards?|karten?|kaarten?|kart\w*)\b.{{0,40}}\b{_DONE}\b"
                     rf"|明牌(?:(?!暗牌).){{0,8}}(?:出完|打完).{{0,6}}(?:就|便)?(?:算赢|赢|出局)",
          other=True),
    Topic("R-WIN-1", rf"{_FACE_DOWN} ?(?:cards?|karten?|kaarten?|kart\w*)\b.{{0,20}}"
                     rf"(?:(?:are|is) skipped|don'?t count|do not count|z[aä]hlen nicht"
                     rf"|tellen niet|sayilmaz|entf[aä]ll\w*|vervallen)|暗牌.{{0,4}}不(?:用出|算)",
          denied=True),
    # R-WIN-2: a last card that clears gives no bonus play; the next player leads
    Topic("R-WIN-2", rf"\blast card\b.{{0,20}}{_CLEAR}|\bletzte karte\b.{{0,30}}{_CLEAR}"
                     rf"|{_CLEAR}.{{0,30}}\bletzte karte|\blaatste kaart\b.{{0,30}}{_CLEAR}"
                     rf"|\bson kart\w*\b.{{0,30}}{_CLEAR}|最后一张牌清"),
    # R-WIN-3: only the first player out wins
    Topic("R-WIN-3", r"\b(?:wins?|gewinnt|wint|kazanir)\b.{0,30}\b(?:second|zweite\w*|tweede"
                     r"|ikinci)\b|\b(?:second|zweite\w*|tweede|ikinci)\b.{0,30}\b(?:wins?"
                     r"|gewinnt|wint|kazanir)\b|第二个出完.{0,4}赢|也算赢", other=True),
    # R-WIN-4: a player out never draws
    Topic("R-WIN-4", rf"\b(?:once out|after going out|rausgehen|uitgaan|oyundan cikt\w*)\b"
                     rf".{{0,40}}{_DRAW}|出完以后.{{0,6}}摸牌", other=True),
    # R-FAQ-1: a 3 on an empty pile: nobody loses a turn
    Topic("R-FAQ-1", r"\b(?:3|three|drei|drie)\b.{0,20}\b(?:empty|leeren?|lege|bos)\b.{0,40}"
                     r"\b(?:loses?|aus|setzt|over|kaybeder|skip\w*)\b"
                     r"|\bbos masa\w* (?:3|[uü]c)\b.{0,40}"
                     r"\b(?:kaybeder|atlar|pas gecer)\b|空桌上出3.{0,10}跳过", other=True),
    # R-FAQ-2: one card on three equal cards completes the four and clears
    Topic("R-FAQ-2", r"\bone card on three\b|\beine karte auf drei\b|\been kaart op drie\b"
                     r"|\b[uü]c ayn[iı] kart\w*\b.{0,20}tek kart|三张一样的牌上出一张",
          denied=True),
    # R-FAQ-3: four high cards cannot clear a 7
    Topic("R-FAQ-3", r"\b(?:four|vier|d[oö]rt|4) (?:kings|k[oö]nige|heren|papaz|aces|asse"
                     r"|azen|queens|damen)\b.{0,30}\b(?:7|seven|sieben|zeven)|四张k.{0,4}清掉7"
                     r"|四张[kqa].{0,4}(?:也能)?清掉?7", other=True),
    # R-FAQ-4: several 3s pass ONE obligation to one player
    Topic("R-FAQ-4", r"\b(?:two|zwei|twee|iki) (?:3s|threes|dreien|drieen|drieën|tane 3)\b"
                     r".{0,60}\b(?:next two|n[aä]chsten zwei|volgende twee|sonraki iki)\b"
                     r"|两张3.{0,10}两个人", other=True),
    # R-FAQ-5: an edge case: the creator decides, else the table by majority
    Topic("R-FAQ-5", r"\b(?:dispute|disagreement|doubt|edge case)\w*\b.{0,30}\brule|\brule\w*"
                     r"\b.{0,30}\b(?:dispute|disagreement)|\bstreit\b.{0,20}\bregel"
                     r"|\btwijfel\b.{0,20}\bregel|\bkural\b.{0,30}\banlasmazlik\w*"
                     r"|规则有争议|有争议"),
    # R-TURN-2: the pickup itself (or a pass), the card's to everyone at every turn: taken
    # from one standing ("the winner may not pick up the pile", "son kazanan pas
    # geçemez"); last, so that a 3's pass (R-SPECIAL-3) is read first
    Topic("R-TURN-2", rf"\b(?:pile|stapel\w*|yigin\w*)\b.{{0,30}}(?:{_PICKUP}|alama\w*)"
                      rf"|\b{_PICKUP}.{{0,20}}\b(?:pile|stapel\w*|yigin\w*)\b|牌堆.{{0,6}}收"
                      r"|\bpass(?:es|ing)?\b|\bpassen\b|\bpas gec\w*|过牌|收牌",
          given=True),
)

__all__ = ["TOPICS", "Topic"]
