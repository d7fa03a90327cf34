"""The words of people off the game, in the five languages of the rule cards (issue 29, session 18).

Read by language/text/persons.py; merged into the judge's lexicon by language/text/matching.py
(the entry syntax of harm_lexicon.py: ``stem*``, ``word+``, ``a ~ b``, Chinese by substring).
One class, three kinds of description: a person picked by anything but their role in the
game is a disguised person (R-CUSTOM-4), however the table words it:

- ``p_bearing``: where someone faces or turns their back in the room ("facing north",
  "with their back to the window", "mit dem Rücken zum Fenster", "sırtı pencereye dönük",
  "背对窗户"); the places themselves are harm_lexicon.py's ``place``;
- ``p_trait``: the body, the age, the look ("tall people", "the one with the beard", "en
  uzun boylu", "个子高的人");
- ``p_relation``: who someone is to the evening ("whoever brought the snacks", "whose
  house we are in", "bij wie we thuis spelen", "cipsleri getiren", "带零食来的人");
- ``p_thing``: the things of the game that make a description a role ("the player who
  brought the pile back", "the oldest card"), and ``p_game_act`` its acts ("de speler die
  opruimde": the clearer), which language/text/selection.py reads as game facts.

And the words of a body touched against its owner's will (R-CUSTOM-3, LP703):
``p_contact`` (put into, onto or over a body: stick, blow, pour, spit, smear), ``p_wet``
(wet, water, spit), ``p_other`` (someone else: a role, a neighbour, each other), and
``p_toast`` (a glass raised to someone: a gesture, no drinking).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
PERSONS: dict[str, dict[str, str]] = {
    "p_bearing": {
        "en": "facing north, facing south, facing east, facing west, faces north, "
              "faces south, back to, backs to, back towards, back turned, "
              "with ~ back to, north side, south side, east side, west side, "
              "north end, south end, northern, southern, eastern, western",
        "de": "rücken zu*, rücken ~ zum, rücken ~ zur, ruecken ~ zum, ruecken ~ zur, "
              "richtung norden, richtung süden, richtung osten, richtung westen, "
              "nach norden, nach süden, nach osten, nach westen, blick ~ zum, blick ~ zur, "
              "nordseite, südseite, ostseite, westseite",
        "nl": "rug naar, rug ~ naar, rug ~ richting, gezicht naar, gezicht ~ naar, "
              "richting ~ noorden, richting ~ zuiden, richting ~ oosten, richting ~ westen, "
              "noordkant, zuidkant, oostkant, westkant, naar het noorden, naar het zuiden",
        "tr": "sırtı*, sırtını*, arkası ~ dönük, dönük, kuzeye, güneye, doğuya, batıya, "
              "kuzey tarafı*, güney tarafı*, masanın başı*, masanın başında*",
        "zh": "背对, 背對, 背朝, 背向, 面朝, 面对着, 面對著, 朝北, 朝南, 朝东, 朝東, 朝西, "
              "北边的, 北邊的, 南边的, 南邊的",
    },
    "p_trait": {
        "en": "tall, taller, tallest, short people, shorter, height, beard*, bearded, "
              "moustache*, mustache*, bald, wears glasses, wear glasses, wearing glasses, "
              "with glasses, has glasses, have glasses, in glasses, spectacles, "
              "freckle*, tattoo*, piercing*, "
              "long hair, short hair, curly hair, grey hair, gray hair, eldest, oldest, "
              "youngest, older, younger, years old, age, aged, feet tall, birthday*, "
              # where one comes from (session 36): a trait one is born with, not a role
              "come from, comes from, came from, born in, birthplace*, hometown*, "
              "home town*, home country, home region, nationality, native of, natives of, "
              "grew up in, accent, dialect*",
        "de": "groß gewachsen, größer, groesser, größte*, groesste*, bart, bärtig*, "
              "baertig*, schnurrbart*, glatze*, brille, sommersprossen, tattoo*, tätowier*, "
              "lange haare, langen haaren, locken, älter, aelter, jünger, juenger, "
              "älteste*, aelteste*, jüngste*, juengste*, jahre alt, alter, geburtstag*, "
              "aus ~ kommen, aus ~ kommt, aus ~ stammen, aus ~ stammt, kommt aus, kommen aus, "
              "stammt aus, stammen aus, geboren in, gebürtig*, gebuertig*, herkunft, "
              "heimatort*, heimatland*, heimatstadt*, aufgewachsen in, dialekt*, mundart*, "
              "akzent",
        "nl": "langer, langste, lange mensen, groter, grootste speler*, baard*, snor, "
              "kaal, kale, bril, sproet*, tatoeage*, lang haar, lange haren, krullen, "
              "ouder, oudst*, jonger, jongst*, jaar oud, leeftijd, jarig*, verjaardag*, "
              "komt uit, komen uit, uit ~ komt, uit ~ komen, afkomstig*, geboren in, "
              "geboorteplaats*, geboortestad, herkomst, opgegroeid in, dialect*, accent",
        "tr": "uzun boy*, kısa boy*, boylu*, boyu ~ uzun*, sakal*, bıyık*, kel, gözlük*, "
              "çil*, dövme*, uzun saç*, kıvırcık*, yaşlı*, genç*, yaşça*, yaşında*, doğum gün*, "
              "doğumlu*, nereli*, memleket*, kökenli*, hemşeri*, yöreli*, doğma büyüme, "
              "şive*, aksan*",
        "zh": "个子高, 個子高, 个子矮, 個子矮, 个子最, 個子最, 高个, 高個, 矮个, 矮個, 身高, "
              "胡子, 鬍子, "
              "光头, 光頭, 眼镜, 眼鏡, 纹身, 紋身, 长头发, 長頭髮, 年纪, 年紀, 年龄, 年齡, "
              "岁数, 歲數, 年长, 年長, 年轻, 年輕, 生日, 老家, 籍贯, 籍貫, 出生在, 出生于, 出生於, "
              "口音, 方言, 哪里人, 哪裡人, 同乡, 同鄉, 家乡, 家鄉",
    },
    "p_relation": {
        "en": "host*, brought, bring+, whose house, whose place, whose flat, whose home, "
              "whoever s house, whoever s place, whose kitchen, cooked, baked, invited, "
              "lives, lived, live ~ closest, live ~ nearest, live ~ furthest, live ~ farthest",
        "de": "gastgeber*, mitgebracht, mitbringt, mitgebracht hat, bei wem, wessen haus, "
              "wessen wohnung, gekocht, gebacken, eingeladen, bei dem wir, bei der wir, zu hause, "
              "zuhause, daheim, wohnt, wohnen",
        "nl": "gastheer, gastvrouw, meegenomen, meegebracht, meeneemt, meebrengt, "
              "bij wie, wiens huis, bij ~ thuis, thuis, gekookt, gebakken, uitgenodigd, woont, "
              "wonen",
        "tr": "ev sahibi, evin sahibi, getiren*, getirdi*, getirmiş*, evinde*, evindeyiz, "
              "pişiren*, davet eden*, oturan ~ evde, yaşayan*",
        "zh": "东道主, 東道主, 主人家, 带来, 帶來, 带零食, 帶零食, 带了, 帶了, 带饮料, "
              "帶飲料, 谁家, 誰家, 家里玩, 家裡玩, 请客的, 請客的, 做饭的, 做飯的, 住得最近, "
              "住得最远, 住得最遠",
    },
    "p_thing": {
        "en": "card*, pile*, deck*, hand, hands, turn*, round*, rule*, ace+, king+, queen+, "
              "jack+, seven*, ten*, two*, three*, rank*, play, plays, vote*, stack*",
        "de": "karte*, stapel*, deck*, hand, zug, züge, runde*, regel*, ass, asse, "
              "könig*, dame*, bube*, rang, abstimmung*",
        "nl": "kaart*, stapel*, deck, hand, beurt*, ronde*, regel*, aas, azen, heer, heren, "
              "koning*, vrouw, vrouwen, boer, boeren, stemming*",
        "tr": "kart*, deste*, yığın*, el, eli, sıra*, tur*, kural*, as, papaz*, vale*, "
              "oylama*",
        "zh": "牌, 张, 張, 轮, 輪, 局, 规则, 規則, 票",
    },
    # the game's own acts a person may be picked by, in the forms a clause takes ("de
    # speler die opruimde", "temizleyen oyuncu", "wer abgeräumt hat"): a role
    # going out, missing the blind flip, picking up, dealing, winning (session 41: "wie
    # als laatste uitkwam", Dutch "uitkomen" out of the hand; "wie blind mist", a blind
    # flip missed, no fog): game events, a standing, whatever else the word may mean
    "p_game_act": {
        "en": "cleared, clears, clearing, went out, goes out, gone out, go out, picked up, "
              "misses the blind, missed the blind, dealt",
        "de": "abgeräumt, abgeraeumt, räumt ~ ab, räumte ~ ab, abräumt*, aufgenommen, "
              "ausgespielt, spielt ~ aus, ausspielt, rausgegangen, rausgeht, geht ~ raus, "
              "ausgegangen, blind daneben, daneben liegt, danebenliegt, danebengelegen, "
              "aufnimmt, nimmt ~ auf, ausgeteilt, gegeben hat",
        "nl": "opruim*, opgeruimd, ruimt ~ op, ruimde ~ op, weggespeeld, uitkwam, uitkwamen, "
              "uitkomt, uitgekomen, uitkomen, blind mist, mist blind, blind gemist, "
              "opgepakt, pakt ~ op, pakte ~ op, oppakt, gedeeld, deelde",
        "tr": "temizle*, temizley*, bitiren*, bitirdi*, biten, bitenler, tutmayan*, "
              "tutturamayan*, kaçıran*, dağıtan*",
        "zh": "清掉, 清空, 清牌, 出完, 没中, 沒中, 盲出, 捡起, 撿起",
    },
    # ------------------------------------------------------------ a body touched (LP703)
    "p_contact": {
        "en": "stick+, put+, blow+, blew, pour+, spit+, spat, squirt+, spray+, splash+, "
              "dip+, dunk+, rub+, wipe+, smear+, drip+, dab+, stuff+, wet+, wipe+",
        "de": "steck*, puste*, pust, blas*, gieß*, giess*, geuss*, schütt*, schuett*, "
              "spuck*, spritz*, tunk*, schmier*, reib*, wisch*, träufel*, traeufel*",
        "nl": "steek, steekt, steken, stop, stopt, blaas, blaast, blazen, giet, gieten, "
              "spuug, spuugt, spuw*, spuit*, smeer*, wrijf*, veeg*, druppel*, dop*, doop*",
        "tr": "sok, soksun, sokar, sokun, üfle*, dök, döksün, dökün, dökülür, tükür*, "
              "püskürt*, sür, sürsün, sürün, bula*, sıçrat*, serp*",
        "zh": "插, 塞, 吹, 倒, 泼, 潑, 吐, 喷, 噴, 抹, 涂, 塗, 蘸, 浇, 澆",
    },
    # laying, holding or taking hold: with someone else's body part named as theirs
    # ("the winner's shoulder", "de knie van de winnaar", "kazananın omzu", "赢家的腿")
    "p_touch": {
        "en": "put+, lay+, laid, rest+, hold+, held, stroke+, grab+, touch+, place+, "
              "caress+, squeeze+, rub+, tickle+, lick+, kiss+",
        "de": "leg, legt, lege, legen, halt, hält, haelt, halte, pack*, greif*, fass*, "
              "berühr*, beruehr*, streichel*, drück*, drueck*",
        "nl": "leg, legt, leggen, houd, houdt, vasthoud*, aai*, pak, pakt, grijp*, raak, "
              "raakt, aanraken, knijp*, wrijf*",
        "tr": "koy, koysun, koyun, tut, tutsun, tutun, okşa*, yakala*, dokun*, sıkıştır*",
        "zh": "放在, 放到, 摸, 抓, 握, 搭在, 靠在, 捏",
    },
    "p_wet": {
        "en": "wet, water, spit, saliva, drool, slobber*, soup, sauce, ketchup, mustard, "
              "mayo*, ice water",
        "de": "nass*, nasse*, feucht*, wasser, spucke, speichel, sauce, soße, senf, ketchup",
        "nl": "nat, natte, vochtig*, water, spuug, speeksel, saus, mosterd, ketchup",
        "tr": "ıslak*, nemli*, su ~ dök*, suyu, suyla, tükürük*, sos*, hardal*, ketçap*",
        "zh": "湿, 濕, 水, 口水, 唾沫, 酱, 醬, 芥末",
    },
    "p_other": {
        "en": "picker, drawer, clearer, winner*, loser*, dealer*, neighbour*, neighbor*, "
              "opponent*, each other, one another, someone, somebody, anyone, everyone, "
              "player*, whoever",
        "de": "aufnehmer*, gewinner*, sieger*, verlierer*, geber*, nachbar*, gegner*, "
              "einander, gegenseitig, jemand*, jedem, spieler*",
        "nl": "oppakker*, winnaar*, verliezer*, deler*, gever*, buurman, buurvrouw, buren, "
              "tegenstander*, elkaar, iemand, iedereen, speler*",
        "tr": "kazanan*, kaybeden*, dağıtan*, toplayan*, komşu*, rakib*, birbiri*, "
              "oyuncu*, herkes*",
        "zh": "别人, 別人, 对方, 對方, 邻座, 鄰座, 彼此, 输家, 輸家, 赢家, 贏家, 发牌者, "
              "發牌者, 玩家, 下家, 上家",
    },
    # ------------------------------------------------------------ a toast (no drinking)
    "p_toast": {
        "en": "raise ~ glass*, raises ~ glass*, raise ~ cup*, raise ~ drink*, toast+, "
              "clink+ ~ glass*, clink+ ~ cup*",
        "de": "erheb* ~ glas, erheb* ~ gläser, heb* ~ glas, heb* ~ gläser, prost, "
              "zuprost*, anstoß*, anstoss*",
        "nl": "hef ~ glas, heft ~ glas, heffen ~ glazen, hef ~ glazen, proost*, toost*, "
              "klink* ~ glas, klink* ~ glazen",
        "tr": "kadeh kaldır*, kadeh* ~ kaldır*, bardağ* ~ kaldır*, şerefe, "
              "kadeh tokuştur*, kadeh* ~ tokuştur*",
        "zh": "举杯, 舉杯, 敬酒, 碰杯",
    },
}

#: Someone made to eat or drink: fed, spoon-fed, a drink poured down their throat
#: (R-CUSTOM-3, LP701; harm_lexicon.py's eating and drinking words)
FED: dict[str, str] = {
    "en": "feed ~ loser, feed ~ winner, feed ~ dealer, feed ~ player*, feed ~ picker, "
          "feeds ~ loser, feeds ~ winner, feeds ~ player*, spoon feed*, spoonfeed*",
    "de": "fütter*, fuetter*, einflöß*, einfloess*",
    "nl": "voeren, voer ~ verliezer, voer ~ winnaar, voer ~ deler, voer ~ speler*, "
          "voert ~ verliezer, voert ~ winnaar, voert ~ speler*",
    "tr": "yedir*, içir*",
    "zh": "喂一, 餵一, 喂输家, 喂赢家, 喂他, 喂她, 餵輸家, 餵贏家, 灌酒, 灌他, 灌她",
}
#: Gestures made toward someone, read as table actions (a ``does`` text made of them and
#: of the filler words asks nothing the table must agree to, LP712): a glass raised to
#: someone, glasses clinked (anstoßen, 碰杯: a toast everyone may join with any drink,
#: the water too, and no one is asked to drink), a bow taken, the fist-in-palm salute
#: (拱手, 抱拳), a hand laid on one's own heart; 敬酒 and 干杯 stay out (a toast drunk,
#: alcohol offered, the cup emptied: drinking, LP701), as does a clink with a drink said.
GESTURES: dict[str, str] = {
    "en": "raise ~ glass*, raises ~ glass*, raise ~ cup*, toast+, takes ~ bow, "
          "clink+ ~ glass*, clink+ ~ cup*, fist ~ palm, fist salute, "
          "put+ ~ hand on heart, put+ ~ hand on their heart, put+ ~ hand over heart, "
          "put+ ~ hand on ~ own heart, place+ ~ hand on their heart, lay+ ~ hand on heart, "
          "lay+ ~ hand on their heart",
    "de": "erheb* ~ glas, erheb* ~ gläser, heb* ~ glas, heb* ~ gläser, prost, zuprost*, "
          # with someone or to something: a clink ("stößt mit allen an"); someone
          # "angestoßen" alone is nudged, no gesture
          "mit anstoß*, mit anstoss*, auf anstoß*, auf anstoss*, "
          "faust ~ handfläche, faustgruß, "
          "leg* ~ hand auf ~ eigene herz, leg* ~ hand aufs eigene herz, "
          "leg* ~ hand auf ihr herz, leg* ~ hand auf sein herz",
    "nl": "hef ~ glas, heft ~ glas, hef ~ glazen, proost*, toost*, maakt ~ buiging, "
          "klink* ~ glas, klink* ~ glazen, "
          "vuist ~ handpalm, "
          "leg* ~ hand op zijn hart, leg* ~ hand op haar hart, leg* ~ hand op ~ eigen hart",
    "tr": "kadeh kaldır*, kadeh* ~ kaldır*, bardağ* ~ kaldır*, yumruğ* ~ avuc*, "
          "kadeh tokuştur*, kadeh* ~ tokuştur*, bardak tokuştur*, bardak* ~ tokuştur*, "
          "elini kalbine koy*, elini göğsüne koy*, el kalbine koy*, teşekkür ed*",
    "zh": "举杯, 舉杯, 碰杯, 拱手, 抱拳, 作揖, 手放在胸口, 手放在心口, 手按在胸口, 手按在心口, "
          "手放在胸前, 手按胸口, 抚胸, 撫胸, 道谢, 道謝",
}
#: Words a gesture made toward someone may carry: the direction and the roles it is
#: made to ("bow towards the dealer", "verbeugt sich vor der Runde", "buigt voor de
#: deler", "kazanan için", "为赢家").
TOWARD: dict[str, str] = {
    "en": "towards, toward, before, to, picker, drawer, last place",
    "de": "vor, zur, zum, zu, auf, runde, spielern, nächsten, aufnehmer",
    "nl": "voor, naar, op, deler, speler, spelers, volgende, oppakker",
    "tr": "için, doğru, karşı, önünde, dağıtan*, kaybeden*, oyuncu*, masadakiler*",
    "zh": "为, 為, 向, 朝, 下家, 上家",
}

__all__ = ["FED", "GESTURES", "PERSONS", "TOWARD"]
