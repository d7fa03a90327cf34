"""The words of the base game as a closed world (language/text/basegame_world.py).

Word classes, not phrases of examples: the base game's own concepts as the cards name
them (the pile, the cleared heap, the draw, the deal, the hand, face-up and face-down
cards, the pickup, the clear, the bonus play, the turn's direction, the win and going
out), the frames that make a sentence lay a value down (a change in time, a modal, a
value or likeness, a house's own usage), the words that make it speech about the table's
present moment, and each language's function words (what a paraphrase may drop). The
ranks themselves are baseorder.py's. Entries: ``word`` exact, ``stem*`` a prefix, words
joined by spaces a phrase; all folded (textnorm.fold) when read.
"""

from __future__ import annotations

#: class -> language -> entries (comma separated)
WORLD: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ the base game's concepts
    "concept": {
        "en": "pile*, stack*, heap*, draw pile, drawpile, cleared, clear, clears, "
              "clearing, burn*, face up, face-up, faceup, face down, face-down, facedown, "
              "blind*, hand card*, cards in hand, empt* ~ hand, deal, deals, dealt, dealing, "
              "draw, draws, drew, drawing, drawn, pick up, picks up, pickup*, picking up, "
              "take the pile, takes the pile, bonus*, extra play, play again, plays again, "
              # a play more than the turn's one (R-TURN-1, R-CLEAR-1): "plays one more card"
              "one more card, another card, one more play, another play, "
              "go out, goes out, going out, out first, takes the round, take the round, "
              "reset*, low, high, lower, higher, "
              "lowest, highest, trump*, beat*, outrank*, wild*, obligation, four of a kind, "
              "quads, rank*, "
              # a turn taken from the next player: a power of a rank (R-SPECIAL, R-TURN-1)
              "skip, skips, skipped, skipping, jump* ~ seat*, jump* ~ player*, jump* ~ turn*, "
              "sit* ~ out, sat ~ out, miss* ~ turn*, lose* ~ turn*, lost ~ turn*",
        "de": "stapel*, haufen, ablage*, nachziehstapel*, abgeräumt*, abraeum*, abräum*, "
              "räumt, räumen, raeumt, offen*, verdeckt*, blind*, handkarte*, karten auf der hand, "
              "austeil*, teilt ~ aus, ausgeteilt, zieh*, nachzieh*, gezogen, aufnehm*, "
              "aufnimmt, nimmt ~ auf, aufgenommen, bonus*, nochmal, noch einmal, raus, "
              "noch eine karte, noch eine weitere karte, eine karte mehr, "
              "ausgeh*, zurücksetz*, "
              "niedrig*, hoch, höher*, hoeher*, tiefer, stech*, sticht, schlag*, schläg*, "
              "joker, vierling*, vier gleiche, pflicht, reihenfolge, rang*, "
              "überspring*, ueberspring*, übersprung*, uebersprung*, aussetz*, "
              "setzt ~ aus, setzen ~ aus, setzt ~ zug ~ aus",
        "nl": "stapel*, hoop, aflegstapel*, trekstapel*, opgeruimd*, opruim*, ruimt, ruimen, "
              "open kaart*, dichte kaart*, blind*, handkaart*, kaarten in de hand, delen, "
              "deelt, gedeeld, trek, trekt, trekken, getrokken, bijtrek*, oppak*, pakt ~ op, "
              "pakken ~ op, opgepakt, bonus*, nog een keer, nog eens, is uit, "
              "nog een kaart, een kaart meer, "
              "gaat uit, uitgaan, reset*, laag, lager, laagste, hoog, "
              "hoger, hoogste, verslaat, verslaan, troef*, joker, vier dezelfde, plicht, "
              "volgorde, rang*, overslaan, overgeslagen, slaat ~ over, slaan ~ over, "
              "slaat ~ speler* ~ over, slaan ~ speler* ~ over, beurt ~ kwijt, "
              "zit ~ beurt ~ uit",
        "tr": "yığın*, yigin*, temizle*, açık kart*, acik kart*, kapalı*, kapali*, "
              "kör*, kor*, el kart*, elindeki kart*, dağıt*, dagit*, çeker, çek, çekmek, "
              "çekil*, çekti*, çekebil*, çekemez, "
              "çekmez, ceker, cekmek, "
              "bonus*, ek hamle*, tekrar oyna*, yine oyna*, "
              # a card more played: "bir kart daha oynar", "bir tane daha atar"
              "kart daha oyna*, kartı daha oyna*, kart daha at*, tane daha oyna*, "
              "tane daha at*, bir daha oyna*, "
              "bitir*, sıfırla*, sifirla*, düşük*, dusuk*, küçük*, kucuk*, "
              "yüksek*, yuksek*, büyük*, buyuk*, yener, yenemez, yenebilir, yenilir, joker, "
              "dörtlü*, dortlu*, "
              "zorunluluk*, sıra*, sira*, atla*, pas geç*, pas gec*",
    },
    # ------------------------------------------------------------ frames that lay a value down
    "change": {  # a change in time, a replacement, the house's own usage
        "en": "from now on, from tonight, from today, from this round, from next round, "
              "from the next round, starting now, starting tonight, starting today, "
              "henceforth, no longer, not any more, not anymore, any more, anymore, "
              "no more, instead, instead of, house rule*, in this house, "
              "at this table, at our table, our rule*, round here, around here, "
              "is done, are done, is over, are over, nowadays, these days",
        "de": "ab sofort, ab heute, ab jetzt, ab morgen, ab nun, ab der nächsten, "
              "ab dieser, von nun an, von jetzt an, von heute an, künftig, kunftig, "
              "zukünftig, fortan, nicht mehr, kein mehr, keine mehr, nie mehr, stattdessen, "
              "statt, anstatt, anstelle, hausregel*, "
              "bei uns, an diesem tisch, ab heute abend",
        "nl": "vanaf nu, vanaf vanavond, vanaf vandaag, vanaf de volgende, vanaf deze, "
              "voortaan, niet meer, geen meer, nooit meer, in plaats van, in plaats daarvan, "
              "huisregel*, bij ons, aan deze tafel, tegenwoordig",
        "tr": "artık, artik, bundan sonra, itibaren, bu geceden, "
              "yerine, ev kural*, bizde, bizim masa*, şimdiden sonra, "
              "bundan böyle, bundan boyle",
    },
    # the present said of a rank's power: a frame only in a clause whose subject is a rank
    # and that names a concept after it ("Jacks now skip the next player", "Eights jump
    # a seat now", "Buben überspringen jetzt ...", "Kız şimdi ... atlar")
    "now": {
        "en": "now, also, too, as well",
        "de": "jetzt, nun, auch",
        "nl": "nu, ook",
        "tr": "şimdi, simdi, ayrıca, ayrica",
    },
    "modal": {
        "en": "must, may, can, cannot, can t, cant, could, has to, have to, had to, "
              "allowed, not allowed, should, shall, mustn t, permitted, forbidden, banned, "
              "only, let, lets, let s, need to, needs to, gets to, get to, is to, are to",
        "de": "darf, dürfen, durfen, darfst, kann, können, konnen, kannst, muss, müssen, "
              "mussen, musst, soll, sollen, sollst, erlaubt, verboten, nur, lass, lasst",
        "nl": "mag, mogen, kan, kunnen, moet, moeten, hoeft, hoeven, toegestaan, verboden, "
              "alleen, slechts, laat, laten, zal, zullen",
        "tr": "zorunda, zorunlu*, yasak*, serbest, sadece, yalnızca, yalnizca, gerek*, "
              "lazım, lazim",
    },
    "value": {  # a value or a likeness said of a rank or a concept
        "en": "count* as, counted as, count* however, count* any way, is worth, are worth, "
              "work* like, act* as, act* like, "
              "behave* like, same as, equals, treat* as, is the new, are the new, "
              "be low, be high, are low, are high, is low, is high, dead card*, normal card*, "
              "ordinary, like a, like the, like sevens, like twos, like tens, like threes",
        "de": "zählt als, zählen als, zaehlt als, gilt als, gelten als, zählt wie, "
              "zählen wie, zaehlt wie, gilt wie, gelten wie, wie eine, wie ein, "
              "wie die, wie der, wie das, die neue, der neue, das neue, genauso wie, "
              "entspricht, normale karte*, gewöhnliche*",
        "nl": "telt als, tellen als, geldt als, gelden als, telt zoals, tellen zoals, "
              "geldt zoals, gelden zoals, net als, zoals, als een, "
              "de nieuwe, het nieuwe, hetzelfde als, gewone kaart*, normale kaart*",
        "tr": "gibi, sayılır, sayilir, yerine geçer, yerine gecer, eşittir, esittir, "
              "sıradan*, siradan*, normal kart*",
    },
    # a likeness to every one of a kind ("like any four of a kind", "her dörtlü gibi"): the
    # base rule all of them follow, no value laid on one rank (R-CLEAR-2; parity38). One
    # entry of the meaning for every reading; Chinese in WORLD_ZH's "any_one"
    "any_one": {
        "en": "any, every, each, all",
        "de": "jede, jeder, jedes, jeden, jedem, alle, allen, sämtliche*",
        "nl": "elke, ieder, iedere, alle",
        "tr": "her, bütün, butun, tüm, tum",
    },
    "win": {  # a win or going out stated
        "en": "win, wins, won, has won, have won, is the winner, takes the round, "
              "take the round",
        "de": "gewinnt, gewinnen, gewonnen, siegt, hat gewonnen, ist sieger*, ist raus",
        "nl": "wint, winnen, gewonnen, heeft gewonnen, is uit, is de winnaar",
        "tr": "kazanır, kazanir, kazanmış*, kazanmis*, kazandı*, kazandi*, kazanan, "
              "kazan, biter, bitirir",
    },
    "generic": {  # a subject anyone may fill: a rule, not one player now
        "en": "whoever, anyone, anybody, everyone, everybody, nobody, no one, each, every, "
              "the first, first, the player who, a player who, players, all",
        "de": "wer, jeder, jede, niemand, keiner, alle, als erster, als erste, zuerst, "
              "man, spieler",
        "nl": "wie, iedereen, niemand, ieder, elke, alle, als eerste, het eerst, eerst, "
              "men, spelers",
        "tr": "kim, kimse, herkes*, her oyuncu*, ilk, oyuncular",
    },
    # ------------------------------------------------------------ where no value is laid down
    "condition": {  # a clause that picks the moment of an action: a trigger, not a value
        "en": "if, when, whenever, once, after, before, as soon as, each time, every time, "
              "while, until, unless",
        "de": "wenn, falls, sobald, nachdem, bevor, während, jedes mal wenn",
        "nl": "als, wanneer, zodra, nadat, voordat, indien, telkens als, elke keer als",
        "tr": "eğer, eger, ne zaman, her seferinde",
    },
    "you": {  # the player addressed now
        "en": "you, your, you re, youre",
        "de": "du, dein, deine, dich, dir",
        "nl": "jij, je, jouw, jou",
        "tr": "sen, senin, sana, seni",
    },
    "moment": {  # speech about what just happened
        "en": "now, nice, great, well done, well played, congrats, congratulations, "
              "what a, boom, ha, wow, yes, again, that, this, there, time to",
        "de": "jetzt, super, klasse, toll, glückwunsch, gluckwunsch, herzlichen, "
              "wahnsinn, was für, schon wieder, diese, dieser, dieses",
        "nl": "nu, mooi, super, gefeliciteerd, wat een, alweer, weer, deze, dit",
        "tr": "şimdi, simdi, tebrik*, harika, süper, super, aferin, yine, bu",
    },
    "proposal": {  # a question that proposes a change ("why not let eights be low?")
        "en": "why not, how about, what about, what if we, shall we, let s, lets",
        "de": "warum nicht, wieso nicht, wie wäre es, wie waere es, lass uns, sollen wir",
        "nl": "waarom niet, wat dacht je van, zullen we, laten we",
        "tr": "neden olmasın, neden olmasin, niye olmasın, niye olmasin, hadi",
    },
    # a free choice left to the player ("as you like", "zoals je wilt", "istediğin gibi"):
    # its "as" is no likeness and lays no value down (how one sorts or holds one's own
    # hand is the player's, no rule of play: issue 29, fa24a)
    "choice": {
        "en": "as you like, as you wish, as you want, as you please, however you like, "
              "however you want, however you wish, any way you like, any way you want, "
              "the way you like, the way you want",
        "de": "wie du willst, wie du möchtest, wie du magst, wie ihr wollt, wie ihr möchtet, "
              "wie es dir gefällt, wie es euch gefällt, wie man will, nach belieben, "
              "nach lust und laune",
        "nl": "zoals je wilt, zoals jij wilt, zoals je wil, zoals jullie willen, "
              "zoals het je uitkomt, zoals je zelf wilt, naar believen, naar eigen inzicht, "
              "hoe je wilt, hoe je maar wilt",
        "tr": "istediğin gibi, istediginiz gibi, istediğiniz gibi, istedigin gibi, "
              "dilediğin gibi, dilediginiz gibi, dilediğiniz gibi, diledigin gibi, "
              "keyfine göre, keyfine gore, canın nasıl isterse, canin nasil isterse",
    },
    "neg": {
        "en": "not, no, never, nothing, none, nobody, don t, dont, doesn t, doesnt, isn t, "
              "aren t, won t, cannot, can t, cant, mustn t, except",
        "de": "nicht, nie, niemals, nichts, kein*, niemand, außer, ausser",
        "nl": "niet, nooit, niets, niks, geen, niemand, behalve",
        "tr": "değil, degil, asla, hiç, hic, hiçbir*, hicbir*, yok, kimse, hariç, haric",
    },
}

#: Chinese, read on the sentence's characters: class -> alternatives (a regex)
#: Turkish: a thing gained, said right before "kazanır" ("bir bonus oyun kazanır": a play
#: gained, no win; the accusative "oyunu kazanır" is the game won). Read by
#: basegame_world.py and changes.py (parity38)
TR_GAINED = frozenset(("oyun", "hamle", "hak", "hakki", "kart", "puan", "sans"))
#: Turkish: what "biter" ends when it is no going out ("sırası biter": the turn)
TR_TURN = frozenset(("sirasi", "siran", "sira", "turu", "tur"))


WORLD_ZH: dict[str, str] = {
    "concept": "牌堆|牌墩|弃牌|清牌|清空|清掉|清场|清場|收牌|收走|拿走牌|摸牌|抽牌|"
               "补牌|補牌|发牌|發牌|暗牌|明牌|手牌|盲出|盲打|奖励|獎勵|再出|出完|走完|"
               "重置|传给|傳給|转嫁|轉嫁|压小|壓小|小牌|大牌|更大|更小|最大|最小|比.{0,2}[大小]|"
               "万能|萬能|四张|四張|炸弹|炸彈|跳过|跳過|停一轮|停一輪|停一回合|轮空|輪空",
    "now": "现在|現在|也|还|還",
    "change": "从今|從今|从现在|從現在|从下|從下|从这|從這|从本|從本|今后|今後|往后|往後|"
              "从此|從此|不再|改为|改為|改成|代替|替(?=[^，。]{0,6}收)|换成|換成|我们这里|我們這裡|我们规定|我們規定|"
              "规定|規定|起[,，]",
    "modal": "必须|必須|可以|能|只能|不许|不許|不准|允许|允許|禁止|要|得",
    # "就是这么写的", "就是这样" (that is how it is written, how it is) affirm a quote of
    # the card, no value given (fa37's "三：要么收牌，要么出三，牌上就是这么写的")
    "value": "算|当作|當作|当成|當成|一样|一樣|等于|等於|相当于|相當於|视为|視為|"
             "就是(?!这么|這麼|这样|這樣|如此|那样|那樣)",
    "win": "赢|贏|获胜|獲勝|胜出|勝出",
    "any_one": "任何|所有|每一?[张張个個种種组組]",  # WORLD's "any_one", in Chinese
    "generic": "谁|誰|的人|的玩家|第一个|第一個|先",
    "condition": "如果|要是|每当|每當|当.{1,8}时|當.{1,8}時|的时候|的時候",
    "you": "你",
    "moment": "恭喜|好一|哇|又|真棒|漂亮|厉害|厲害|了[!！]?$",
    "proposal": "为什么不|為什麼不|要不|不如|干脆|乾脆",
    "neg": "不|没|沒|非|别|別|除了",
}

#: function words a paraphrase may add or drop (the key words of a statement are what
#: stays: its ranks, concepts, values and other content words)
FUNCTION: dict[str, str] = {
    "en": "a an the of to in on at by for with and or but is are be been was were it its "
          "this that these those you your we our they their he she his her them i me my "
          "also too just then so as than there here one s t d ll re ve all any some "
          "remember note please yes okay ok mate guys folks go goes put puts get gets "
          "play plays played playing card cards make makes do does did has have had will "
          "would next player players who whoever what which means mean on onto after "
          "from into",
    "de": "der die das den dem des ein eine einer einen einem und oder aber ist sind "
          "war waren es sie er wir ihr du ich mich dich sich auch noch schon dann so als "
          "wie zu auf in im an am mit von vom für fur bei nach aus um man wird werden "
          "hat haben karte karten spielen spielt gespielt gelegt legen legt spieler "
          "spielerin bedeutet heißt heisst auf nach",
    "nl": "de het een en of maar is zijn was waren het hij zij ze wij we jij je u ik "
          "ook nog al dan zo als te op in aan met van voor bij na uit om er wordt worden "
          "heeft hebben kaart kaarten spelen speelt gespeeld leggen legt speler spelers "
          "betekent op na",
    "tr": "bir ve veya ama bu şu o da de ile için gibi daha en çok her kart kartı "
          "kartlar oyna oynar oynanır oyuncu atılır atılabilir atar demek "
          "üstüne üzerine sonra",
}

__all__ = ["FUNCTION", "WORLD"]
