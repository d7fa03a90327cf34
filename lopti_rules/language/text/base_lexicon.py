"""The words of the base game's propositions (language/text/basegame.py, baseorder.py).

A text that asserts a value of the base game other than the cards' own (the Ace below the
2, a 3 that passes nothing on, a pass instead of the pickup, a second winner, two rules
invented) changes a base rule, which only the rule vote may do (R-VOTE-1). The readings
put a proposition together from these word classes, in the five languages of the cards
(en, de, nl, tr; Chinese is read by patterns on the sentence, basegame.py), and check its
value against the engine's official rules. The entries are written as harm_lexicon.py's
(``stem*``, ``word+``, ``a ~ b``; split German and Dutch verbs are read by matching.py);
claim_lexicon.py merges them into the lexicon. Every group starts with ``b_`` so no other
reading meets it.
"""

from __future__ import annotations

#: group -> language -> entries.
BASE: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ the rank order (R-SETUP-1)
    "b_lower": {  # a rank said to be below another
        "en": "lower, smaller, less, below, beneath, under, weaker, inferior",
        "de": "kleiner, niedriger, weniger, unter, unterhalb, tiefer, schwächer",
        "nl": "lager, kleiner, minder, onder, beneden, zwakker",
        "tr": "küçük*, kucuk*, düşük*, dusuk*, aşağı*, asagi*, altında, altinda, zayıf*",
    },
    "b_higher": {  # ... above another
        "en": "higher, bigger, greater, more, above, over, stronger, superior",
        "de": "größer, grösser, groesser, höher, hoeher, mehr, über, oberhalb, stärker",
        "nl": "hoger, groter, meer, boven, sterker",
        "tr": "büyük*, buyuk*, yüksek*, yuksek*, yukarı*, yukari*, üstünde, ustunde, güçlü*",
    },
    "b_than": {"en": "than", "de": "als", "nl": "dan"},
    "b_lowest": {  # the bottom of the order
        "en": "lowest, smallest, bottom card*, bottom rank*, weakest",
        "de": "niedrigste*, kleinste*, tiefste*, schwächste*",
        "nl": "laagste, kleinste, zwakste",
        "tr": "en düşük*, en dusuk*, en küçük*, en kucuk*, en zayıf*",
    },
    "b_highest": {  # the top of the order
        "en": "highest, biggest, greatest, top card*, top rank*, strongest",
        "de": "höchste*, hoechste*, größte*, groesste*, stärkste*",
        "nl": "hoogste, grootste, sterkste",
        "tr": "en yüksek*, en yuksek*, en büyük*, en buyuk*, en güçlü*",
    },
    "b_counts_as": {  # a rank said to count as a value ("the Ace counts as one")
        "en": "count+ as, counted as, is worth, are worth, play+ as, is played as, "
              "ranks as, rank as, count+ ~ as, treat+ ~ as, score+ ~ as, "
              # a rank that works like another has its power ("eights work like sevens")
              "work+ like, work+ just like, act+ like, act+ as, behave+ like, function+ as, "
              "function+ like",
        "de": "zählt ~ als, zählen ~ als, zaehlt ~ als, gilt ~ als, gelten ~ als, "
              "gewertet ~ als, funktioniert ~ wie, funktionieren ~ wie, wirkt ~ wie, "
              "wirken ~ wie, verhält ~ wie, verhalten ~ wie",
        "nl": "telt ~ als, tellen ~ als, geldt ~ als, gelden ~ als, geteld ~ als, "
              "werkt ~ als, werken ~ als, werkt ~ zoals, werken ~ zoals, "
              "gedraagt ~ als, gedragen ~ als",
        "tr": "sayılır, sayilir, sayılsın, değerinde, gibi çalışır, gibi calisir, "
              "gibi işler, gibi isler, gibi davranır, gibi davranir, yerine geçer, "
              "yerine gecer",
    },
    # ------------------------------------------------------------ the special ranks' powers
    "b_resets": {  # the 2 (R-SPECIAL-2)
        "en": "reset+",
        "de": "setzt ~ zurück, setzen ~ zurück, zurücksetz*, zuruecksetz*, reset*",
        "nl": "reset*, zet ~ terug, zetten ~ terug",
        "tr": "sıfırla*, sifirla*",
    },
    "b_passes": {  # the 3 passes the pickup on (R-SPECIAL-3)
        "en": "pass+ on, pass+ ~ on, pass+ along, pass+ ~ along, pass+ ~ obligation, "
              "pass+ ~ pickup, pass+ ~ duty, pass, passes",
        "de": "weitergeb*, gibt ~ weiter, geben ~ weiter, gib ~ weiter, weiterreich*, "
              "reicht ~ weiter",
        "nl": "doorgeven, doorgeeft, geeft ~ door, geven ~ door, geef ~ door, doorschuiv*, "
              "schuift ~ door",
        "tr": "devred*, devret*, devir*, aktar*",
    },
    "b_low": {  # the 7 forces low play (R-SPECIAL-7)
        "en": "force+ ~ low*, make+ ~ play low*, go+ low, goes low, low rule, low play, "
              "limit+ ~ next*, limit+ ~ what*",
        "de": "zwingt ~ niedrig*, zwingt ~ klein*, zwingen ~ niedrig*, niedrig spielen, "
              "niedriger spielen, nur niedrige*",
        "nl": "dwingt ~ laag, dwingt ~ lager, dwingen ~ laag, laag spelen, lager spelen, "
              "lage kaarten",
        "tr": "düşük ~ oyna*, dusuk ~ oyna*, küçük ~ oyna*, kucuk ~ oyna*, "
              "küçük ~ kart ~ zorla*, düşük ~ kart ~ zorla*",
    },
    "b_clears": {  # the 10 clears (R-SPECIAL-10)
        "en": "clear+, clears",
        "de": "räumt*, räumen, raeumt*, abräum*, abraeum*, leert, leeren",
        "nl": "ruimt ~ op, ruimen ~ op, opruim*, maakt ~ leeg, maken ~ leeg",
        "tr": "temizle*",
    },
    "b_plain": {  # an ordinary card, a rank without its power
        "en": "ordinary, normal card*, plain card*, regular card*, normal one, dead card*, "
              "blank card*",
        "de": "normale* karte*, gewöhnliche* karte*, gewoehnliche* karte*, normale, "
              "gewöhnliche*, tote karte*, leere karte*",
        "nl": "gewone kaart*, normale kaart*, gewone, normale, dode kaart*, lege kaart*",
        "tr": "sıradan*, siradan*, normal kart*, normal bir kart*, ölü kart*, olu kart*, "
              "boş kart*, bos kart*",
    },
    "b_powerless": {  # a power denied in one phrase
        "en": "no special*, no power*, no effect*, nothing special, lost its power, "
              "loses its power, without its power, without power, has no power*, "
              "do nothing, does nothing",
        "de": "keine wirkung, keine sonderfunktion*, keine besondere*, nichts besonderes, "
              "keine funktion, keine kraft, ohne wirkung, ohne funktion, tut nichts, "
              "tun nichts, macht nichts, machen nichts",
        "nl": "geen effect, geen functie, geen speciale*, niets speciaals, niks speciaals, "
              "geen kracht, zonder effect, zonder functie, doet niets, doen niets, doet niks",
        "tr": "etkisi yok, özelliği yok, ozelligi yok, gücü yok, gucu yok, etkisiz*, "
              "özelliğini kaybed*, ozelligini kaybed*, hiçbir şey yapmaz, hicbir sey yapmaz",
    },
    "b_stop": {  # a power stopped: a denial right before its verb ("tens stop clearing")
        "en": "stop+, quit+, cease+, no longer",
        "de": "hört ~ auf, hören ~ auf, hoert ~ auf, aufhören",
        "nl": "stopt met, stoppen met, houdt op met, houden op met",
        "tr": "bırak*, birak*",
    },
    "b_not": {  # a denial of the power read next to it
        "en": "not, no, never, nothing, none, no longer, any more, anymore, don t, dont, "
              "doesn t, doesnt, isn t, aren t, won t, cannot, can t, cant",
        "de": "nicht, nie, niemals, nichts, kein*, nicht mehr",
        "nl": "niet, nooit, niets, niks, geen, niet meer",
        "tr": "değil, degil, asla, hiç, hic, hiçbir*, hicbir*, yok",
    },
    # ------------------------------------------------------------ the pickup (R-TURN-2)
    "b_pickup": {
        "en": "pick+ up, pick+ ~ up, pickup*, take+ ~ pile, took ~ pile, take+ up, "
              "take+ ~ stack, collect+ ~ pile",
        "de": "aufnehm*, aufnimmt, nimmt ~ auf, nehmen ~ auf, nimm ~ auf, aufheb*, "
              "stapel ~ nehm*, stapel ~ nimmt, aufzunehmen",
        "nl": "oppak*, op te pakken, pakt ~ op, pakken ~ op, pak ~ op, opnem*, op te nemen, "
              "neemt ~ op, stapel ~ pakken, oprap*, op te rapen, raapt ~ op, rapen ~ op, "
              # the table's own word for the pickup (without "op"): "de stapel rapen"
              "stapel ~ rapen, stapel ~ raapt, stapel ~ geraapt, raapt ~ stapel, "
              "rapen ~ stapel",
        "tr": "yığın* ~ al*, yigin* ~ al*, deste* ~ al*, kartları ~ topla*, yığını ~ topla*",
    },
    "b_free": {  # ... no longer required
        "en": "don t have to, doesn t have to, do not have to, does not have to, dont have to, "
              "doesnt have to, need not, needn t, no need, has to no longer, no longer has to, "
              "no longer have to, nobody has to, no one has to, never has to, never have to, "
              "not required, not obliged, is not forced, isn t forced, nobody is forced, "
              "no one is forced, is never forced, nobody must, no one must",
        "de": "muss nicht, müssen nicht, muss nie, muss niemals, musst nicht, muss ~ nicht, "
              "müssen ~ nicht, "
              "braucht nicht, brauchen nicht, braucht ~ nicht, niemand muss, keiner muss, "
              "nicht mehr müssen, nicht nötig, nicht verpflichtet, nicht gezwungen, "
              "niemand ist gezwungen, keiner ist gezwungen",
        "nl": "hoeft niet, hoeven niet, hoeft ~ niet, hoeven ~ niet, niemand hoeft, hoeft ~ nog, "
              "hoeft ~ meer, hoeft nooit, hoeven nooit, hoeft ~ nooit, niet verplicht, "
              "geen plicht, niet nodig, niemand wordt gedwongen, niemand is verplicht",
        "tr": "zorunda değil, zorunda degil, mecbur değil, mecbur degil, gerek yok, "
              "zorunluluğu yok, zorunlulugu yok, şart değil, sart degil",
    },
    "b_pass": {  # a pass: a turn given up without a play or the pickup (not in Lopti)
        "en": "say+ pass, just pass, simply pass, may pass, can pass, pass instead, "
              "pass your turn, pass the turn, pass their turn, call pass, says pass, "
              "pass and, passing is, pass is allowed, can skip, may skip, just skip, "
              "simply skip, skip instead, can knock, may knock, just knock, sit tight, "
              "sits tight, wait instead, just wait",
        "de": "passe, passen, sagt pass*, sag pass*, sagen pass*, darf passen, kann passen, "
              "einfach passen, einfach pass*, passt einfach",
        "nl": "zeg* ~ pas, passen, mag passen, kan passen, gewoon passen, past gewoon",
        "tr": "pas geç*, pas gec*, pas de*, pas diy*, pas der*, pas",
    },
    "b_play": {  # a play, to read "if you can play" (a pickup left optional by a play)
        "en": "play, plays",
        "de": "legen, legt, spielen, spielt",
        "nl": "spelen, speelt, leggen, legt",
        "tr": "oynar, oynayabil*, oynayan*",
    },
    "b_adj_low": {"en": "low", "de": "niedrig", "nl": "laag", "tr": "düşük, dusuk"},
    "b_adj_high": {"en": "high", "de": "hoch", "nl": "hoog", "tr": "yüksek, yuksek"},
    "b_cannot_play": {  # ... and "if you cannot play" (the pickup is the way out)
        "en": "can t play, cant play, cannot play, can not play, unable to play, no legal "
              "play, can t go, cannot go, not want to play, doesn t want to play, "
              "don t want to play, rather not play",
        "de": "nicht legen, nicht spielen, kann nicht, nicht kann, keine karte legen",
        "nl": "niet spelen, niet kan spelen, kan niet, niet kan, niet leggen",
        "tr": "oynayama*, oynayamayan*, oynayamaz, oynamak istemeyen*, oynamak istemez*",
    },
    # ------------------------------------------------------------ the win (R-WIN-1, R-WIN-3)
    "b_win": {  # a win said as a verb (a winner, a noun, names a role)
        "en": "win, wins, won, is a winner, are winners, counts as a winner, "
              "counts as winner, is the winner, is also a winner",
        "de": "gewinnt, gewinnen, gewonnen, siegt, ist ~ sieger*, ist ~ gewinner*, "
              "gilt als sieger*, gilt als gewinner*",
        "nl": "wint, winnen, gewonnen, is ~ winnaar, geldt als winnaar",
        "tr": "kazanır, kazanir, kazanmış*, kazanmis*, kazandı*, kazandi*, "
              "kazanan sayılır, kazanan sayilir",
    },
    "b_next_round": {  # a round other than this one: a win carried on
        "en": "next round, next game, next one, following round, round after, two rounds, "
              "both rounds, next two rounds, the one after, one after, the next, the round "
              "after, the following one, whole evening, the evening, whole night, the night, "
              "the session, whole session, all evening, all night",
        "de": "nächste runde, nächsten runde, naechste runde, naechsten runde, nächste spiel, "
              "nächsten spiel, folgende runde, folgenden runde, zwei runden, die danach, "
              "die nächste, die darauf, ganzen abend, den abend, ganze nacht, die session, "
              "ganze session",
        "nl": "volgende ronde, volgende spel, volgende potje, twee rondes, de volgende, "
              "ronde erna, die erna, hele avond, de avond, hele sessie, de sessie",
        "tr": "sonraki el*, sonraki tur*, gelecek el*, gelecek tur*, bir sonraki*, "
              "iki el*, iki tur*, bir sonrakini, sonrakini, bütün akşam*, butun aksam*, "
              "tüm akşam*, tum aksam*, akşamı, aksami",
    },
    "b_double": {  # a win counted more than once
        "en": "two wins, double win*, counts double, count double, counts twice, count twice, "
              "win twice, wins twice, three wins, both win, two winners, both winners",
        "de": "zwei siege, doppelte* sieg*, zählt doppelt, zaehlt doppelt, zählt zweimal, "
              "zwei mal gewonnen, zweimal gewonnen, gewinnt doppelt, gewinnen beide, "
              "beide gewinnen, zwei gewinner, zwei sieger",
        "nl": "twee overwinningen, dubbele winst, dubbele overwinning, telt dubbel, "
              "telt twee keer, wint dubbel, winnen allebei, allebei winnen, winnen beiden, "
              "twee winnaars",
        "tr": "iki galibiyet*, çift galibiyet*, cift galibiyet*, iki kez kazan*, "
              "iki kere kazan*, çift sayılır, cift sayilir, iki kazanan, ikisi de kazan*",
    },
    "b_place": {  # a place other than the first out
        "en": "second, third, fourth, last, runner up, runner-up, next out",
        "de": "zweite*, dritte*, vierte*, letzte*",
        "nl": "tweede, derde, vierde, laatste",
        "tr": "ikinci, üçüncü, ucuncu, dördüncü, dorduncu, son",
    },
    "b_first": {  # the first to reach a goal (R-WIN-1: the first out of all three zones)
        "en": "first, the first",
        "de": "als erster, als erste, als erstes, zuerst",
        "nl": "als eerste, het eerst, eerst",
        "tr": "ilk, ilk önce, ilk once, önce, once",
    },
    "b_also": {  # ... winning as well; a second say beside the winner's (next_rule.py)
        "en": "also, too, as well",
        "de": "auch, ebenfalls, genauso",
        "nl": "ook, eveneens",
        "tr": "de, da, dahi",
        "zh": "还, 還, 也",
    },
    # ------------------------------------------------------------ who invents (R-CUSTOM-1)
    "b_invent": {  # a rule invented
        "en": "invent+, make up, makes up, make ~ up, come up with, comes up with, think up, "
              "thinks up, create+ ~ rule*, add+ ~ rule*, new rule*, set+ ~ rule*, write+ ~ rule*, "
              "introduce+ ~ rule*, make+ ~ rule*, choose+ ~ rule*, chose ~ rule*, pick+ ~ rule*, "
              "dream+ up, dream+ ~ up, devise+ ~ rule*, draft+ ~ rule*",
        "de": "erfind*, erfunden, ausdenk*, denkt ~ aus, denken ~ aus, denk ~ aus, "
              "neue regel*, neuen regel*, regel* ~ aufstell*, stellt ~ regel* ~ auf, "
              "regel* ~ hinzufüg*, fügt ~ regel* ~ hinzu, regel* ~ einführ*, "
              "führt ~ regel* ~ ein, regel* ~ aussuch*, sucht ~ regel* ~ aus, regel* ~ wähl*, "
              "wählt ~ regel*, regel* ~ überleg*, regel* ~ uberleg*, überlegt ~ regel*",
        "nl": "bedenk*, bedacht, verzin*, verzon*, nieuwe regel*, regel* ~ maken, "
              "maakt ~ regel*, regel* ~ opstell*, regel* ~ toevoeg*, voegt ~ regel* ~ toe, "
              "regel* ~ invoer*, voert ~ regel* ~ in, kiest ~ regel*, regel* ~ kiez*, "
              "regel* ~ uitkiez*",
        "tr": "kural* ~ koy*, kural* ~ uydur*, kural* ~ icat*, yeni kural*, kural* ~ belirle*, "
              "kural* ~ ekle*, kural* ~ çıkar*, kural* ~ cikar*, kural* ~ getir*, kural* ~ yap*, "
              "kural* ~ seç*, kural* ~ sec*",
    },
    "b_many": {  # more than one
        "en": "two, three, four, five, several, 2, 3, 4, 5, another, second, extra, one more, "
              "additional, both, many, multiple, couple, few",
        "de": "zwei, drei, vier, fünf, funf, mehrere, 2, 3, 4, 5, noch eine, noch einen, "
              "zweite, zusätzliche*, zusaetzliche*, weitere, extra, paar",
        "nl": "twee, drie, vier, vijf, meerdere, 2, 3, 4, 5, nog een, tweede, extra, "
              "verschillende, paar",
        "tr": "iki, üç, uc, dört, dort, beş, bes, birkaç, birkac, 2, 3, 4, 5, ikinci, "
              "ekstra, fazladan, ek",
    },
    "b_other_maker": {  # someone other than the first player out
        "en": "loser*, dealer*, everyone, everybody, every player, each player, all players, "
              "second, third, last, runner up, runner-up, others, other players",
        "de": "verlierer*, geber*, jeder, jede, alle, zweite*, dritte*, letzte*, "
              "andere* spieler*",
        "nl": "verliezer*, deler*, iedereen, ieder, elke speler, alle spelers, tweede, derde, "
              "laatste, andere spelers",
        "tr": "kaybeden*, dağıtıcı*, dagitici*, dağıtan*, dagitan*, herkes*, her oyuncu, "
              "sonuncu*, sonuncusu, "
              "ikinci, üçüncü, ucuncu, son, diğer oyuncu*, diger oyuncu*",
    },
    # ------------------------------------------------------------ the draw (R-DRAW-1)
    "b_draw": {  # a card drawn from the draw pile
        "en": "draw+, drew",
        "de": "zieh*, nachzieh*, nachgezogen",
        "nl": "trek, trekt, trekken, bijtrek*, getrokken",
        "tr": "çek*, cek*",
    },
    "b_after_play": {  # ... after a play (the draw's moment)
        "en": "after each play, after every play, after a play, after your play, "
              "after playing, after you play, each time you play, every time you play, "
              "after each turn, after every turn, after your turn",
        "de": "nach jedem zug, nach jedem legen, nach dem legen, nach jedem spielzug, "
              "jedes mal wenn, nach deinem zug, nach dem ausspielen",
        "nl": "na elke zet, na iedere zet, na het spelen, na elke beurt, na je zet, "
              "elke keer als je speelt, na het leggen",
        "tr": "her oyundan sonra, oynadıktan sonra, oynadiktan sonra, her hamleden sonra, "
              "hamleden sonra, attıktan sonra, attiktan sonra",
    },
    "b_upto": {  # drawn up to a hand size: a refill the base game has not (R-DRAW-1)
        "en": "up to, until, till",
        "de": "bis",
        "nl": "tot",
        "tr": "kadar",
    },
    "b_refill": {  # a hand filled up: a draw to a size (R-DRAW-1 draws one card)
        "en": "refill+, fill up, fills up, fill+ ~ hand, top+ up ~ hand, top+ ~ hand ~ up",
        "de": "auffüllen, auffüllt, aufgefüllt, auffuellen, füllt ~ hand ~ auf, nachfüll*",
        "nl": "aanvullen, aanvult, aangevuld, vult ~ aan, vul ~ aan, bijvull*",
        "tr": "tamamla*",
    },
    # ------------------------------------------------------------ a 7's low rule (R-SPECIAL-7)
    "b_anything": {  # any rank at all may follow
        "en": "anything, any card, any rank, whatever you like, whatever you want, "
              "anything goes, everything",
        "de": "alles, jede karte, jeden rang, was man will, was du willst, beliebig*",
        "nl": "alles, elke kaart, iedere kaart, wat je wilt, wat je maar wilt",
        "tr": "her şey, her sey, her kart, herhangi bir kart, istediğin*, istedigin*",
    },
    "b_on": {  # ... on or after the pile's rank
        "en": "on, onto, after, on top of",
        "de": "auf, nach",
        "nl": "op, na",
        "tr": "üstüne, ustune, üzerine, uzerine, sonra, ardından, ardindan, gelince, "
              "gelirse, geldiğinde, geldiginde",
    },
    # ------------------------------------------------------------ a power as a proposition
    # (language/text/basepowers.py): a special rank declared ordinary, what may follow a
    # rank (the 7's direction, R-SPECIAL-7; the 2, 3 and 10 on anything, R-SPECIAL)
    "b_mere": {  # "a 2 is just a 2": a rank reduced to its face
        "en": "just, only, merely, simply, nothing but, nothing more than, no more than, "
              "nothing other than, nothing else than, plain, purely",
        "de": "nur, bloß, bloss, lediglich, einfach, nichts weiter als, nichts anderes als, "
              "nicht mehr als, schlicht, nur noch, bloß noch, bloss noch",
        "nl": "gewoon, maar, slechts, alleen, alleen maar, enkel, niets meer dan, "
              "niet meer dan, niets anders dan, gewoonweg, zomaar",
        "tr": "sadece, yalnızca, yalnizca, sırf, sirf, salt, yalnız, yalniz, düz, duz, basit",
    },
    "b_asks": {  # a rank that asks for what follows it ("a 7 wants lower")
        "en": "ask+ ~ for, want+, demand+, require+, call+ ~ for, mean+, need+, force+",
        "de": "verlangt, verlangen, will, wollen, fordert, fordern, bedeutet, bedeuten, "
              "heißt, heisst, erfordert, braucht, zwingt, zwingen",
        "nl": "vraagt ~ om, vragen ~ om, wil, willen, eist, eisen, betekent, betekenen, vereist, "
              "dwingt, dwingen",
        "tr": "ister, istiyor, isteriz, gerektirir, gerektiriyor, anlamına gelir, "
              "anlamina gelir, demek, zorlar, zorunlu kılar, zorunlu kilar",
    },
    "b_up": {  # the next play higher
        "en": "higher, bigger, greater, stronger, high card*, above, beat+ it, beat+ them, "
              "beat+ that, top+ it, go+ up, going up, went up, play+ up, upward*, high play, "
              "play+ high",
        "de": "höher*, hoeher*, größer*, groesser*, grösser*, stärker*, hohe karte*, "
              "übertreff*, ubertreff*, schlagen, schlägt, nach oben, aufwärts, aufwarts, drüber",
        "nl": "hoger*, groter*, sterker*, hoge kaart*, hoge, overtreff*, verslaan, verslaat, "
              "omhoog, naar boven",
        "tr": "daha büyük*, daha buyuk*, daha yüksek*, daha yuksek*, daha güçlü*, "
              "yüksek kart*, yuksek kart*, büyük kart*, buyuk kart*, yukarı*, yukari*",
    },
    "b_down": {  # ... lower (the 7's own direction, R-SPECIAL-7)
        "en": "lower, smaller, weaker, low card*, or below, or less, below it, go+ down, "
              "going down, play+ down, downward*",
        "de": "niedriger*, kleiner*, tiefer*, schwächer*, niedrige karte*, nach unten, "
              "abwärts, abwarts",
        "nl": "lager*, kleiner*, zwakker*, lage kaart*, lage, omlaag, naar beneden",
        "tr": "daha küçük*, daha kucuk*, daha düşük*, daha dusuk*, küçük kart*, "
              "kucuk kart*, düşük kart*, dusuk kart*, aşağı*, asagi*",
    },
    "b_lies": {  # a rank on the pile, in a clause of its own ("once a 7 is down, ...")
        "en": "on the pile, on top, is down, lies, lie, is played, gets played, "
              "has been played, was played, is showing, is on top",
        "de": "liegt, liegen, oben, auf dem stapel, gelegt wurde, gespielt wurde, gelegt ist, "
              "gespielt ist",
        "nl": "ligt, liggen, bovenop, op de stapel, gelegd is, gespeeld is, gelegd wordt, "
              "gespeeld wordt",
        "tr": "atılınca, atilinca, atıldığında, atildiginda, oynanınca, oynaninca, "
              "oynandığında, oynandiginda, yığında, yiginda, üstte, ustte",
    },
    "b_over": {  # a verb whose object is the pile ("cover an Ace with a 3")
        "en": "cover+, beat+, answer+",
        "de": "überdeck*, uberdeck*, bedeck*, beantwort*, schlagen, schlägt",
        "nl": "bedek*, dek, dekt, dekken, beantwoord*",
        "tr": "kapat*",
    },
    "b_if": {  # a condition: a denial in it lays down no ban ("if you cannot play ...")
        "en": "if, unless, whenever",
        "de": "wenn, falls, sofern",
        "nl": "als, indien, wanneer",
        "tr": "eğer, eger",
    },
    "b_like_any": {  # "a card like any other": a rank without its power
        "en": "like any other*, like every other*, like all the other*, like the other*, "
              "like the rest, like all other*",
        "de": "wie jede andere*, wie alle andere*, wie jede normale*, wie die andere*, "
              "wie der rest",
        "nl": "als alle andere*, zoals alle andere*, als elke andere*, zoals elke andere*, "
              "als iedere andere*, zoals iedere andere*, net als de rest",
        "tr": "diğer kartlar gibi, diger kartlar gibi, öteki kartlar gibi, oteki kartlar gibi, "
              "her kart gibi, başka kartlar gibi, baska kartlar gibi",
    },
    "b_mere_after": {  # "a 2 is a 2 and nothing else": "just" said after the face
        "en": "nothing else, nothing more, no more, that s all, and that s it",
        "de": "nichts weiter, nichts anderes, nichts mehr, sonst nichts, mehr nicht",
        "nl": "niets meer, niets anders, meer niet, verder niets, anders niet",
        "tr": "o kadar, başka bir şey değil, baska bir sey degil, fazlası değil, fazlasi degil",
    },
    # a power named as a noun, and taken away ("deuces lost their reset", "ohne Reset bei
    # der Zwei", "İkilinin özelliği artık yok"): each power's nouns, and the generic ones
    "b_n_reset": {
        "en": "reset, resetting", "de": "reset, zurücksetzen, rücksetzung", "nl": "reset",
        "tr": "sıfırlama*, sifirlama*",
    },
    "b_n_pass": {
        "en": "pass on, pass-on, passing on", "de": "weitergabe, weitergeben, weiterreichen",
        "nl": "doorgeven, doorgeef*", "tr": "devretme*, devir*, aktarma*",
    },
    "b_n_low": {
        "en": "low rule, low play", "de": "niedrig-regel, niedrigregel, niedrig regel",
        "nl": "lage regel, laag spelen, laag-regel", "tr": "düşük kuralı, dusuk kurali",
    },
    "b_n_clear": {
        "en": "clear, clearing", "de": "abräumen, abraumen", "nl": "opruimen",
        "tr": "temizleme*",
    },
    "b_n_power": {
        "en": "power, powers, special power*, magic, ability, abilities, effect, effects",
        "de": "wirkung, sonderfunktion*, funktion, kraft, macht, fähigkeit*, fahigkeit*, "
              "sonderrecht*, sonderregel*",
        "nl": "effect, kracht, functie, speciale kracht*, vermogen, gave, speciale regel*",
        "tr": "özelli*, ozelli*, güc*, guc*, etki*",
    },
    "b_removed": {  # ... taken away
        "en": "lost, lose+, losing, without, gone, abolished, cancelled, canceled, removed, "
              "dropped, scrapped, is off, are off, taken away, take+ away",
        "de": "ohne, verliert, verlieren, verloren, abgeschafft, gestrichen, weg, fällt weg, "
              "fallt weg, entfällt, entfallt, aufgehoben",
        "nl": "zonder, verliest, verliezen, verloren, afgeschaft, geschrapt, weg, vervalt, "
              "vervallen",
        "tr": "yok, kalktı, kalkti, kaldırıldı, kaldirildi, kaybeder, kaybetti, olmadan, "
              "olmaksızın, olmaksizin, iptal*",
    },
    "b_immune": {  # a rank the others may not go on ("Aces are immune to twos")
        "en": "immune to, safe from, protected from, protected against, shielded from",
        "de": "immun gegen, geschützt vor, geschuetzt vor, sicher vor",
        "nl": "immuun voor, beschermd tegen, veilig voor",
        "tr": "karşı korumalı, karsi korumali, karşı bağışık, karsi bagisik, karşı güvende, "
              "karsi guvende",
    },
    "b_court": {  # the court cards: a pile of J, Q or K
        "en": "court card*, face card*, picture card*, royals",
        "de": "bildkarte*, bilder, hofkarte*, figuren, figurenkarte*",
        "nl": "plaatje*, plaatjes, hofkaart*, prentjes",
        "tr": "resimli kart*, resimli*, saray kart*",
    },
    "b_modal": {  # a play allowed, required or forbidden (not an opinion: "a 2 on a K, nice")
        "en": "may, can, could, must, has to, have to, had to, allowed, should, shall, "
              "cannot, can t, cant, mustn t, permitted, legal, ok, okay, fine, playable",
        "de": "darf, dürfen, durfen, kann, können, konnen, muss, müssen, mussen, soll, "
              "sollen, erlaubt, zulässig, zulassig, gestattet, spielbar",
        "nl": "mag, mogen, kan, kunnen, moet, moeten, toegestaan, toegelaten, hoeft, zal, "
              "speelbaar",
        "tr": "zorunlu*, zorunda, serbest, olur, izin*, gerek*, lazım, lazim",
    },
    "b_banned": {  # ... forbidden
        "en": "forbidden, banned, prohibited, illegal, not allowed, disallowed, never",
        "de": "verboten, untersagt, nicht erlaubt, unzulässig, unzulassig",
        "nl": "verboden, niet toegestaan, niet toegelaten, niet meer",
        "tr": "yasak*, yasaklan*, olmaz",
    },
    # ------------------------------------------------------------ the bonus play (R-CLEAR-1)
    "b_turn_ends": {  # a turn over, the next player on: no bonus play
        "en": "ends your turn, ends the turn, ends their turn, turn is over, turn ends, "
              "next player goes, next player plays, next player's turn, next player s turn",
        "de": "beendet ~ zug, zug ist vorbei, zug ist zu ende, zug endet, nächste spieler ist, "
              "nächste ist dran, naechste ist dran",
        "nl": "beurt is voorbij, einde ~ beurt, beëindigt ~ beurt, beeindigt ~ beurt, "
              "volgende is aan de beurt, volgende speler is aan de beurt",
        "tr": "sıra ~ geçer, sira ~ gecer, sıran biter, siran biter, hamlen biter",
    },
    "b_passed_on": {  # ... handed to another player: the bonus play given away (R-CLEAR-1)
        "en": "goes to the next player, go to the next player, passes to the next player, "
              "is passed to the next player, goes to the player on the left, "
              "goes to the left neighbour, goes to the left neighbor",
        "de": "geht ~ an den nächsten*, geht ~ an den naechsten*, geht ~ an den linken*, "
              "geht ~ an die nächste*, bekommt der nächste*, bekommt der linke*",
        "nl": "gaat ~ naar de volgende*, gaat ~ naar de linker*, gaat ~ naar je linker*, "
              "krijgt de volgende*, gaat ~ over naar de volgende*",
        "tr": "sıradaki oyuncuya geçer, siradaki oyuncuya gecer, sıradakine geçer, "
              "siradakine gecer, soldakine geçer, soldakine gecer, sonraki oyuncuya geçer, "
              "sonraki oyuncuya gecer, solundaki oyuncuya geçer, solundaki oyuncuya gecer, "
              "solundakine geçer, solundakine gecer",
    },
    "b_bonus": {  # the bonus play named (R-CLEAR-1), the cards' words
        "en": "bonus play*, bonus turn*, bonus move*",
        "de": "bonusspiel*, bonuszug*, bonuszüge*, extrazug*",
        "nl": "bonusspel*, bonusbeurt*, bonuszet*",
        "tr": "bonus oyun*, bonus hamle*, ek hamle*",
    },
    "b_cleared": {  # a clear said
        "en": "clear+, cleared",
        "de": "räumt ~ ab, abräum*, abraeum*, abgeräumt, abgeraeumt",
        "nl": "ruimt ~ op, opruim*, opgeruimd",
        "tr": "temizle*",
    },
    # ------------------------------------------------------------ the blind flip (R-FACE-2)
    "b_blind": {  # a face-down card played blind
        "en": "blind card*, face down card*, facedown card*, blind play*, blind flip*",
        "de": "verdeckte*, blinde* karte*, blindkarte*, fehlgriff*",
        "nl": "blinde kaart*, dichte kaart*, gesloten kaart*, blinde",
        "tr": "kapalı kart*, kapali kart*, ters kart*, kör kart*, kor kart*",
    },
    "b_illegal": {  # ... that cannot be played
        "en": "illegal, cannot be played, can t be played, can not be played, does not fit, "
              "doesn t fit, not legal, not playable, wrong",
        "de": "unerlaubt*, illegal*, passt nicht, nicht passt, nicht erlaubt, falsch*, "
              "fehlgriff*, nicht spielbar",
        "nl": "niet past, past niet, ongeldig*, illegaal, niet speelbaar, fout*, verkeerd*",
        "tr": "uymaz*, uymuyor*, geçersiz*, gecersiz*, yanlış*, yanlis*, oynanamaz*",
    },
    "b_undone": {  # ... goes back, costs nothing: no pickup (R-FACE-2: pick up the pile)
        "en": "put+ ~ back, take+ ~ back, goes back, go back, return+, costs ~ nothing, "
              "no penalty, nothing happens, try again, another try",
        "de": "zurückgelegt, zurücklegen, legt ~ zurück, leg ~ zurück, nimmt ~ zurück, "
              "zurücknehmen, kostet nichts, nichts passiert, nochmal versuchen, "
              "noch ein versuch",
        "nl": "leg ~ terug, legt ~ terug, teruglegg*, neemt ~ terug, kost niets, "
              "er gebeurt niets, nog een poging, opnieuw proberen",
        "tr": "geri koy*, geri al*, geri konur, bir şey olmaz, bir sey olmaz, tekrar dene*",
    },
    # ------------------------------------------------------------ the table (R-SETUP)
    "b_wild": {  # a rank made wild: playable as any rank, which no rank is (R-PLAY-1, -2)
        "en": "wild, wildcard*, wild card*, joker*",
        "de": "joker*, wildcard*",
        "nl": "joker*, wildcard*",
        "tr": "joker*",
    },
    "b_dealt": {  # cards dealt to each player (R-SETUP-2: three of each kind)
        "en": "hand card*, face down card*, facedown card*, face up card*, faceup card*, "
              "cards in hand",
        "de": "handkarte*, verdeckte karte*, verdeckten karte*, offene karte*, offenen karte*, "
              "karten auf der hand",
        "nl": "handkaart*, dichte kaart*, open kaart*, kaarten in de hand",
        "tr": "el kartı*, el karti*, kapalı kart*, kapali kart*, açık kart*, acik kart*",
    },
    "b_each": {  # ... to each one
        "en": "each, everyone, every player, everybody, all players",
        "de": "jeder, jede, alle, pro spieler, jedem spieler",
        "nl": "iedereen, ieder, elke speler, alle spelers, per speler",
        "tr": "herkes*, her oyuncu*, oyuncu başına, oyuncu basina",
    },
}

__all__ = ["BASE"]
