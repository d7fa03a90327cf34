"""The words of the world around the card table, in the five languages (issue 29, round 5).

Read by language/text/harm.py like harm_lexicon.py's groups (the same entry syntax:
``stem*``, ``word+``, ``a ~ b``, Chinese by substring) and merged into its GROUPS;
language/text/life_readings.py combines them:

- who someone is outside the game, as a bare noun (R-CUSTOM-4, LP304): a newcomer, a
  guest, the driver, the sober one (:data:`LIFE`'s ``life_role``), someone at a place
  of the room (``locative``);
- what can hurt a body (R-CUSTOM-3, LP701): an opening or an edge at a height and a move
  out of or onto it, a chair tilted, eyes closed while moving, a road, fire lit
  (the ``risk_*`` groups);
- the card table's own actions (cut, deal, fan, gather the cards: :data:`CARD_ACTIONS`),
  which a ``does`` text may ask like a clap (no LP712).
"""

from __future__ import annotations

from .tr_forms import HANG_OUT, RUN, SIT, STAND, TURN, WALK

#: group -> language -> entries.
LIFE: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ people (R-CUSTOM-4)
    # a person by their place in life or in the evening, not in the game: experience
    # (the newcomer, and the veteran who has played the game longest), who hosts or
    # visits, who drives or stays sober (a noun alone picks one person)
    # who a seat by a place picks (harm.py's place and position): a person word picks
    # one ("whoever sits by the window"), a seat noun is one seat ("the window seat"),
    # everyone or nobody picks no one ("everyone moves one chair, so nobody sits by the
    # heater all night"), and a thing by the door is no seat at all
    "all_or_none": {
        "en": "everyone, everybody, nobody, no one, all of us, each of us, every player, "
              "all players",
        "de": "jeder, jede, alle, niemand, keiner, jeder spieler, alle spieler",
        "nl": "iedereen, ieder, niemand, alle spelers, elke speler",
        "tr": "herkes*, kimse*, hepimiz*, her oyuncu*",
        "zh": "大家, 每个人, 每個人, 所有人, 没人, 沒人, 没有人, 沒有人",
    },
    "seat_noun": {
        "en": "seat*, chair*, place at, spot at, stool*, armchair*, sofa*, couch*, recliner*, "
              "beanbag*",
        "de": "platz, plätze, stuhl*, sessel*, hocker*, sofa*, couch*, sitzsack*",
        "nl": "stoel*, plek*, plaats, zitplaats*, fauteuil*, leunstoel*, bank, zitzak*",
        "tr": "koltu*, sandalye*, kanepe*, berjer*",
        "zh": "椅, 座位, 位子, 位置, 沙发, 沙發, 凳",
    },
    "life_role": {
        "en": "newcomer*, newbie*, beginner, beginners, rookie*, novice*, first timer*, "
              "greenhorn*, guest, visitor*, hostess, designated driver, driver, sober one, "
              "sober player, sober person, latecomer*, babysitter*, birthday girl, "
              "birthday boy, smoker, student, teacher, doctor, nurse, chef, came by car, "
              "came by bike, came by train, took the bus, veteran*, old hand*, old timer*, "
              "oldtimer*, most experienced, been playing ~ longest, has played ~ longest, "
              "have played ~ longest, known the game ~ longest, played lopti ~ longest",
        "de": "neuling*, neuankömmling*, neuankoemmling*, anfänger, anfängerin, anfängern, "
              "anfaenger, frischling*, gast, besucher*, fahrer, fahrerin, autofahrer*, "
              "nüchterne, nuechterne, nachzügler*, nachzuegler*, zuspätkommer*, raucher, "
              "raucherin, student, studentin, lehrer, lehrerin, arzt, ärztin, aerztin, "
              "mit dem auto gekommen*, mit dem rad gekommen*, mit dem zug gekommen*, "
              "erfahrenste*, veteran*, alte hase*, alten hasen, am längsten ~ spielt, "
              "am längsten dabei, am laengsten ~ spielt, am laengsten dabei, "
              "spielt ~ am längsten, spielt ~ am laengsten",
        "nl": "nieuweling*, nieuwkomer*, beginner, beginners, beginneling*, groentje*, gast, "
              "bezoeker*, bob, bestuurder*, chauffeur*, nuchtere, laatkomer*, feestvarken, "
              "roker, student, studente, leraar, lerares, dokter, verpleegster, "
              "met de auto gekomen, met de fiets gekomen, met de trein gekomen, "
              "meest ervaren, ervarenste, veteraan*, ouwe rot*, het langst ~ speelt, "
              "speelt ~ het langst",
        "tr": "acemi*, çaylak*, yeni gelen*, yeni başlayan*, misafir, misafire, misafiri, "
              "konuk*, şoför*, sürücü*, arabayı kullanan*, ayık olan*, geç gelen*, "
              "öğrenci*, öğretmen*, doktor*, hemşire*, arabayla gelen*, araba ile gelen*, "
              "bisikletle gelen*, trenle gelen*, otobüsle gelen*, taksiyle gelen*, "
              "en deneyimli*, en tecrübeli*, en eski oyuncu*, en uzun süredir*, "
              "en çok tecrübe*, emektar*, kıdemli*",
        "zh": "新手, 新人, 新来的, 新來的, 菜鸟, 菜鳥, 客人, 东道主, 東道主, 司机, 司機, 开车的, "
              "開車的, 代驾, 代駕, 没喝酒的, 沒喝酒的, 迟到的, 遲到的, 学生, 學生, 老师, 老師, "
              "医生, 醫生, 护士, 護士, 骑车来的, 騎車來的, 打车来的, 打車來的, 坐地铁来的, "
              "坐地鐵來的, 资格最老, 資格最老, 经验最丰富, 經驗最豐富, 最有经验, 最有經驗, 老手, "
              "玩得最久, 玩得最長, 玩得最长, 元老",
    },
    "newest": {  # the newest at the table: a fact of the evening, no role of the game
        # (life_readings.py's ``burdened``: a cost put on them is a person picked)
        "en": "newest player*, newest one, newest member*, newest person, who joined last, "
              "whoever joined last, joined the table last, last to join, last one to join",
        "de": "neueste spieler*, neuesten spieler*, neuste spieler*, neueste, neuesten, "
              "zuletzt dazugekommen*, als letzter dazugekommen*, zuletzt eingestiegen*",
        "nl": "nieuwste speler*, nieuwste, laatst aangeschoven*, laatst bijgekomen*, "
              "als laatste aangeschoven*, als laatste bijgekomen*",
        "tr": "en yeni oyuncu*, en yeni gelen*, en son katılan*, masaya en son katılan*, "
              "en son oturan*",
        "zh": "最新加入, 最后加入, 最後加入, 最晚加入, 最新的玩家, 最新来的, 最新來的",
    },
    "locative": {  # "the one on the couch", "der Spieler auf dem Sofa", "degene op de bank"
        "en": "on, in, at, from, under",
        "de": "auf, im, in, an, vom, unter",
        "nl": "op, in, aan, van, onder",
    },
    "someone": {  # who a place picks: a person word before the place
        "en": "one, player*, person, guy, girl, lady, man, woman, someone, anyone",
        "de": "spieler*, person, derjenige, diejenige, jemand",
        "nl": "speler*, persoon, degene, iemand",
    },
    "holding": {  # "the player with the remote", "der mit der Fernbedienung"
        "en": "with, holding",
        "de": "mit",
        "nl": "met",
    },
    # ------------------------------------------------------------ physical risk (LP701)
    # an opening at a height or into water: leaning, hanging or climbing out of it, or
    # jumping, is a fall (R-CUSTOM-3)
    "risk_opening": {
        "en": "window*, balcony, balconies, stairwell, pool, lake, river, canal, pond",
        "de": "fenster*, balkon*, treppenhaus, pool, fluss, kanal, teich",
        "nl": "raam, ramen, balkon*, trappenhuis, zwembad, gracht*, sloot, kanaal, rivier, "
              "vijver",
        "tr": "pencereden, pencereye, camdan, balkondan, havuza, denize, nehre, göle",
        "zh": "窗外, 窗户外, 窗戶外, 阳台外, 陽台外, 楼下, 樓下, 泳池, 河里, 河裡, 湖里, 湖裡",
    },
    # an edge at a height: standing, climbing, walking or balancing on it is a fall
    "risk_edge": {
        "en": "windowsill*, window sill*, sill, ledge*, railing*, banister*, balustrade*, "
              "parapet*, roof*, rooftop*, ladder*, fence*, bookshelf, bookcase*, shelf, "
              "shelves, cupboard*, wardrobe*, tree, trees",
        "de": "fensterbank*, fensterbrett*, fenstersims, sims, brüstung*, bruestung*, "
              "geländer*, gelaender*, dach, dachkante, dachrinne, leiter, zaun*, regal*, "
              "schrank*, baum, bäume",
        "nl": "vensterbank*, richel*, reling, balustrade*, leuning*, dak, daken, dakrand, "
              "dakgoot, ladder, hek, hekje, kast, boekenkast*, boom",
        "tr": "pervaz*, korkuluk*, çatı*, dolab*, ağac*, ağaç*, rafın, rafa",
        "zh": "窗台, 窗檯, 栏杆, 欄杆, 屋顶, 屋頂, 房顶, 房頂, 楼顶, 樓頂, 梯子, 树上, 樹上, "
              "柜子上, 櫃子上, 书架, 書架",
    },
    "risk_out": {  # out of or over an opening, or off an edge
        "en": "lean+, hang+ out, hangs out, hang+ from, hang+ off, dangle+, stick+ ~ out, "
              "put ~ head out, poke ~ out, climb+, jump+, leap+, dive+, crawl+ ~ out, "
              "slide+ down",
        "de": "lehn*, häng* ~ raus, häng* ~ hinaus, häng* ~ aus, haeng* ~ raus, baumel*, "
              "streck* ~ raus, streck* ~ hinaus, streck* ~ aus, kopf ~ raus, kopf ~ hinaus, "
              "kopf ~ aus, "
              "kletter*, spring*, tauch*, rutsch* ~ runter",
        "nl": "leun*, hang ~ uit, hangt ~ uit, hang ~ buiten, bungel*, steek ~ uit, "
              "hoofd ~ uit, hoofd ~ naar buiten, klim*, spring*, duik*, glij* ~ af",
        # hanging out by the verb's forms (tr_forms.py); "baş*" also began "başka" (fa33)
        "tr": HANG_OUT + ", "
              "başını ~ çıkar*, başı ~ çıkar*, kafa* ~ çıkar*, dışarı ~ çıkar*, tırman*, atla*, "
              "dal, dalın",
        "zh": "伸出, 探出, 探头, 探頭, 伸头, 伸頭, 爬出, 跳出, 跳下, 跳进, 跳進, 挂在, 掛在, "
              "爬上, 爬到",
    },
    "risk_sit": {  # sitting on an edge, asked ("sit on the railing"), not a seat described
        "en": "sit on, sit down on",
        "de": "setz dich ~ auf, setzt euch ~ auf",
        "nl": "ga op ~ zitten, gaat op ~ zitten",
        "zh": "坐在, 坐到, 坐上",
    },
    "risk_on": {  # standing, climbing, walking or balancing on an edge
        "en": "stand+ on, stood on, climb+, walk+ on, walk+ along, balance+, get up on, "
              "jump+, hang+",
        "de": "steig*, stell* dich ~ auf, stellt euch ~ auf, kletter*, "
              "balancier*, lauf* ~ auf, lauf* ~ entlang, spring*",
        "nl": "ga op ~ staan, gaat op ~ staan, klim*, balanceer*, loop ~ over, "
              "loop ~ op, spring*",
        "tr": "üstüne çık*, üzerine çık*, üstünde dur*, üzerinde dur*, tırman*, "
              "üstünde yürü*, üzerinde yürü*",
        "zh": "站在, 站到, 站上, 爬上, 爬到, 跳上, 走在, 蹲在",
    },
    # a chair tilted back, or balanced: a fall backwards (R-CUSTOM-3)
    "risk_chair": {
        "en": "chair, chairs, stool, stools",
        "de": "stuhl*, hocker*",
        "nl": "stoel*, kruk, krukje",
        "tr": "sandalye*, tabure*",
        "zh": "椅子, 凳子",
    },
    "risk_tilt": {
        "en": "tilt+, tip+ ~ back, on two legs, on ~ two legs, on ~ back legs, "
              "on ~ hind legs, rock+ back, swing+ back, teeter+, balance+",
        "de": "kippel*, kipp*, wipp*, schaukel, schaukelst, schaukelt, schaukeln, "
              "auf zwei beinen, auf ~ hinterbeinen, balancier*",
        "nl": "kantel*, wiebel*, schommel, schommelt, schommelen, op twee poten, "
              "op ~ achterpoten, balanceer*, wip, wippen, wipt",
        "tr": "sallan*, geriye yatır*, arkaya yatır*, iki ayağı üzerinde, iki ayak üstünde, "
              "iki ayağı üstünde, iki bacağı üzerinde, dengede",
        "zh": "翘起, 翹起, 往后翘, 往後翹, 向后翘, 向後翹, 翘椅子, 翹椅子, 后仰, 後仰, 两条腿, "
              "兩條腿, 两条椅子腿, 兩條椅子腿, 摇椅子, 搖椅子, 晃椅子",
    },
    "risk_chair_tilt": {  # the tilt that needs no chair named: German "kippeln"
        "de": "kippel*",
    },
    # eyes closed while moving: a fall or a collision (R-CUSTOM-3)
    "risk_blind": {
        "en": "blindfold*, eyes closed, eyes shut, close ~ eyes, closed eyes, shut ~ eyes, "
              "eyes covered",
        "de": "augen ~ zu, augen ~ geschlossen, geschlossenen augen, augenbinde*, "
              "verbundenen augen, schließ* ~ augen, schliess* ~ augen, mach* ~ augen ~ zu",
        "nl": "ogen ~ dicht, ogen ~ gesloten, gesloten ogen, geblinddoekt, blinddoek*, "
              "sluit ~ ogen, doe ~ ogen ~ dicht",
        "tr": "göz* ~ kapa*, göz* ~ kapalı, gözü kapalı, gözbağı*, göz* ~ bağlı",
        "zh": "闭眼, 閉眼, 闭着眼, 閉著眼, 闭上眼, 閉上眼, 蒙眼, 蒙着眼, 蒙著眼, 蒙上眼, 蒙住眼, "
              "眼罩",
    },
    "risk_move": {
        "en": "run+, ran, walk+, spin+, spun, jump+, hop+, race+, crawl+, circle+, "
              "go ~ around, around the table, round the table, across the room",
        "de": "lauf*, läuf*, laeuf*, renn*, geh* ~ um, um den tisch, dreh*, spring*, "
              "hüpf*, huepf*, kriech*, durch den raum",
        "nl": "ren, rent, rennen, loop, loopt, lopen, draai*, spring*, huppel*, kruip*, "
              "rond de tafel, rondje*, door de kamer",
        "tr": ", ".join((RUN, WALK, TURN)) + ", zıpla*, emekle*, etrafında, tur at*",
        "zh": "跑, 走路, 走一圈, 走几步, 走幾步, 走到, 转圈, 轉圈, 绕, 繞, 跳一跳, 跳起, "
              "往前跳, 爬",
    },
    # a road: standing, lying, running or dancing on it is traffic (R-CUSTOM-3)
    "risk_road": {
        "en": "street, streets, road, roads, traffic, highway, motorway, freeway, "
              "crossroads, intersection, railway, railroad, train tracks",
        "de": "straße, strasse, straßen, strassen, fahrbahn*, verkehr, kreuzung*, "
              "autobahn*, gleis, gleise, gleisen, schienen",
        "nl": "straat, straten, rijbaan, verkeer, snelweg, kruispunt, spoor, spoorweg*",
        "tr": "cadde*, sokağa, sokakta, sokağın, yola, yolda, yolun ortası*, trafik*, "
              "otoyol*, rayların, raylara",
        "zh": "马路, 馬路, 公路, 街上, 街中间, 街中間, 车道, 車道, 铁轨, 鐵軌",
    },
    "risk_road_act": {
        "en": "cross+, run+, ran, lie+, lay, lying, stand+, dance+, sit+, walk+, "
              "middle of",
        "de": "überquer*, ueberquer*, renn*, lauf*, leg* ~ dich, lieg*, steh*, tanz*, "
              "sitz, sitze, sitzen, sitzt, sitzend*, sitzplatz*, sitzplätz*, sitzordnung*, "
              "mitten auf",
        "nl": "steek ~ over, oversteken, ren, rent, rennen, rende, renden, gerend, loop*, lig*, "
              "ga ~ liggen, sta, staan, dans*, "
              "zit, midden op",
        "tr": ", ".join((RUN, STAND, SIT)) + ", "
              "karşıya geç*, uzan*, yat, yatın, dans*, ortasında",
        "zh": "跑, 躺, 站, 跳舞, 穿过, 穿過, 横穿, 橫穿, 走, 坐",
    },
    # fire lit: a burn (R-CUSTOM-3); candles, flames and lighters are harm words already
    "risk_ignite": {
        "en": "light+, lit, ignite+, set off, strike+",
        "de": "zünd*, zuend*, entzünd*, anmach*, mach* ~ an",
        "nl": "steek ~ aan, aansteken, ontsteek*",
        "tr": "yak, yakın, tutuştur*, ateşle*",
        "zh": "点燃, 點燃, 点着, 點著, 点火, 點火, 放",
    },
    "risk_fire": {
        "en": "match, matches, matchstick*, firework*, firecracker*, sparkler*",
        "de": "streichholz*, streichhölzer, zündholz*, feuerwerk*, böller*, boeller*, "
              "wunderkerze*",
        "nl": "lucifer*, vuurwerk*, sterretje*",
        "tr": "kibrit*, havai fişek*, maytap*",
        "zh": "火柴, 烟花, 煙花, 鞭炮, 爆竹",
    },
}

#: The card table's own actions: a ``does`` text made of these asks nothing a table must
#: agree to (merged into harm_lexicon.py's TABLE_ACTIONS).
CARD_ACTIONS: dict[str, str] = {
    "en": "cut+ ~ deck, cut+ ~ cards, cut+ ~ pack, deal+ ~ card*, deal+ ~ deck, "
          "deal+ ~ hand*, dealt, fan+ ~ card*, fan+ ~ out, riffle+, square ~ deck, "
          "gather+ ~ card*, collect+ ~ card*, sort+ ~ card*, sort+ ~ hand*, stack+ ~ card*, "
          "pass+ ~ deck, hand+ ~ deck, pass+ ~ pack, hand+ ~ pack, spread+ ~ card*, "
          "spread+ ~ out, "
          # a shuffle by its name (fa36): the bridge, the overhand, the waterfall
          "bridge+ ~ card*, bridge+ ~ deck, overhand, hand over hand, waterfall, "
          "cascade+ ~ card*",
    "de": "abheben, heb ~ ab, hebt ~ ab, teil* ~ aus, austeil*, gib ~ karten, fächer*, "
          "faecher*, sortier*, sammel* ~ ein, sammle* ~ ein, einsammeln, reich* ~ deck, "
          "breit* ~ aus, ausbreiten, "
          # the deck handed on to the next dealer ("gib das Deck weiter")
          "gib ~ deck, gibt ~ deck, gib* ~ karten ~ weiter, gib* ~ deck ~ weiter, "
          "reich* ~ karten ~ weiter, reich* ~ deck ~ weiter, "
          "mit der brücke, brücke, bruecke, lässt ~ rieseln, laesst ~ rieseln, rieseln, "
          "riffel*",
    "nl": "couper*, coupeer*, neem ~ af, neemt ~ af, afnemen, deel ~ uit, delen, "
          "deel ~ kaarten, uitdelen, "
          "waaier*, sorteer*, verzamel*, schik*, spreid* ~ uit, uitspreiden, "
          "geef* ~ kaarten ~ door, geef* ~ spel ~ door, geef* ~ stok ~ door, "
          "reik* ~ kaarten ~ aan, reik* ~ spel ~ aan, "
          "hand over hand, brug, met een brug, leg* ~ spel ~ midden, leg* ~ kaarten ~ midden",
    "tr": "kes, kesin, kessin, desteyi kes*, dağıt*, yelpaze*, sırala*, topla, toplasın, "
          "ver ~ desteyi, desteyi ~ ver*, desteyi ~ uzat*, yelpaze ~ aç*, yelpaze gibi aç*, "
          "ikiye ayır*, ikiye böl*, şelale gibi, köprü*, desteyi ~ kes*",
    "zh": "切牌, 切一下牌, 发牌, 發牌, 理牌, 收牌, 码牌, 碼牌, 扇形, 展开, 展開, 排手牌, "
          "手牌排, 把牌递给, 把牌遞給, 传牌, 傳牌, 递牌, 遞牌, 摊开, 攤開, "
          "把牌切一下, 切一下, 洗一遍, 洗两遍, 洗兩遍, 洗三遍, 洗几遍, 洗幾遍, 再洗",
}

#: Words that may go with a card action ("for the next deal", "für die nächste Runde").
CARD_FILLER: dict[str, str] = {
    "en": "deal, dealing, pack, out, neatly, face, down, "
          # one's own hand sorted or held as one likes: a choice the rules leave to each
          "as, however, any, way, own, hand, "
          # one's own hand sorted by suit, colour or rank (fa32b)
          "by suit, by colour, by color, by rank, suit, suits, colour, color, rank, order, "
          # how many times, and the custom one follows ("as the old card books advise")
          "six, seven, eight, nine, ten, as always, as usual, the old way, old, book, "
          "books, advise+, recommend+",
    "de": "nächste, nächsten, naechste, naechsten, neu, neue, ab, aus, fächerförmig, spiel, "
          "wie, handkarten, deiner, eigenen, belieben, nach, links, rechts, von, weiter, "
          "farbe, farben, rang, wert, reihenfolge",
    "nl": "volgende, ronde, spel, stok, uit, af, nieuwe, zoals, hoe, handkaarten, eigen, "
          "links, rechts, van, door, aan, op kleur, kleur, kleuren, volgorde, waarde",
    "tr": "sonraki, için, el, yeni, desteyi, kartları, kartlarını, elindeki, elinin, kendi, "
          "istediğin, istediğiniz, dilediğin, dilediğiniz, gibi, sola, sağa, soldaki, "
          "sağdaki, solundaki, sağındaki, soluna, sağına, tur, turu, turda, yığın, yığını, "
          "göre, renklerine, rengine, renge, sırasına, değerine, büyüklüğüne",
    "zh": "为, 為, 下一局, 下一轮, 下一輪, 下局, 把, 牌, 先, 成, 好, 自己, 按, 喜欢, 喜歡, "
          "顺序, 順序, 左边, 右边, 左邊, 右邊, 左手边, 右手边, 左手邊, 右手邊, "
          "按花色, 花色, 按大小, 大小, 一摞, 一叠, 一疊",
}

#: More places of a room a seat may be named by, added to harm_lexicon.py's ``place``.
MORE_PLACES: dict[str, str] = {
    "en": "armchair, recliner, beanbag, hammock, terrace, porch, garden, hallway",
    "de": "sessel*, lehnstuhl*, sitzsack*, terrasse*, garten*, flur",
    "nl": "fauteuil*, leunstoel*, zitzak*, poef, terras*, tuin*, gang",
    "tr": "berjer*, puf*, teras*, bahçe*, koridor*",
    "zh": "扶手椅, 懒人沙发, 懶人沙發, 摇椅, 搖椅, 花园, 花園, 走廊",
}

__all__ = ["CARD_ACTIONS", "CARD_FILLER", "LIFE", "MORE_PLACES"]
