"""The word classes of what a text asks of a person, in the five languages (issue 29, session 20).

Read by language/text/acts.py; merged into the judge's lexicon by language/text/matching.py
(the entry syntax of harm_lexicon.py: ``stem*``, ``word+``, ``a ~ b``, Chinese by
substring). Each class is the languages' ordinary vocabulary for one role in a structure,
not the wordings of examples:

- **things sent at someone** (an error, R-CUSTOM-3): ``a_throw``, the verbs of sending a
  thing through the air (throw, toss, lob, fling, flick, shoot; werfen, schmeißen,
  schnippen; gooien, smijten, keilen; atmak, fırlatmak; 扔, 丢, 砸), read with a target
  (at someone, "naar de deler", a Turkish dative, 向/往/朝 someone); ``a_pelt``, the verbs
  whose object is the target (pelt, spray, splash, douse; bewerfen, bespritzen;
  bekogelen, natspuiten; ıslatmak; 泼, 浇, 喷, 砸); ``a_soft``, what may be sent at anyone
  (a kiss, a glance, confetti, a compliment, a card to its pile);
- **stuff put on or into someone** (R-CUSTOM-3): ``a_wet``, water, ice, snow, cold and hot
  things (unsafe, LP701); ``a_mess``, food and goo (cream, flour, mustard, paint, glue,
  mud, eggs: an unwanted touch, LP703); ``a_garment``, where it goes on another person
  (the collar, down the shirt, the neck, the shoes: harm_lexicon.py's ``body`` and
  contact_lexicon.py's ``c_body`` are the body's parts); ``a_hand``, a hand something
  lands on ("auf die Hand": a hand of cards holds cards);
- **someone's belongings** (R-CUSTOM-3, LP703): ``a_spoil``, tying, hiding, gluing,
  cutting (tie, hide, glue; verstecken; verstoppen; saklamak; 藏, 绑), with ``a_belong``,
  a thing of someone else's (shoelaces, a phone, a bag, a drink);
- **things worn** (R-CUSTOM-4, LP304): ``p_worn``, clothes and things worn or grown
  (a hoodie, glasses, a beard; Brille, Bart; trui, bril; gözlük, şapka), read by
  persons.py's ``dressed``;
- **a harmless act one does oneself** (a table action, no LP712): ``s_self``, the verbs of
  posture, gesture, speech, cheering and tidying the cards that have no patient (stand,
  rise, bow, nod, wave, smile, say, shout, cheer, toast; aufstehen, nicken, sagen; opstaan,
  knikken, zeggen; kalkmak, eğilmek, söylemek; 站, 点头, 说); ``s_tidy``, tidying with the
  cards as its object; ``s_speak``, the verbs whose
  object is only the words said; ``s_touch``, a light touch (tap, knock, pat, blow on)
  harmless with the cards, the deck, the pile or the table as its object; ``s_mod``,
  adverbs of manner, degree and moment that change no act (briefly, politely, warmly,
  kurz, herzlich, even, beleefd, kibarca, 一下);
  ``s_long``, a stretch of time that makes an act a forfeit (until, the whole round, bis,
  de hele ronde, boyunca, 直到); ``s_place``, putting or laying a thing down or aside
  (put, lay; legen; leggen, zetten; koymak; 放), harmless with the cards or one's own
  things as its object ("put your phone face down", "leg dein Handy weg"), never with
  another person in the sentence ("put your phone in the loser's drink"); ``s_where``,
  where a thing so put goes (aside, face down; beiseite, zur Seite; opzij, omgekeerd;
  kenara, ters; 一边, 扣着) and a choice left to the doer (of your choice, deiner Wahl,
  naar keuze, istediğin, 自选).
"""

from __future__ import annotations

from .tr_forms import COLLAR, HAIR, SIT, TURN

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
ACTS: dict[str, dict[str, str]] = {
    "a_throw": {  # sending a thing through the air: with a target person, at them
        "en": "throw+, threw, thrown, toss+, lob+, chuck+, fling+, flung, hurl+, launch+, "
              "flick+, shoot+, shot at, spit+, spat, catapult+, sling+, slung, fire ~ at, "
              "fires ~ at, bung+, drop+ ~ on",
        "de": "wirf, wirft, werfen, werft, geworfen, schmeiß*, schmeiss*, geschmissen, "
              "schleuder*, schnipp*, schnips*, schieß*, schiess*, geschossen, spuck*, "
              "katapultier*, feuer* ~ auf",
        "nl": "gooi*, gegooid, smijt*, smeet, gesmeten, werp*, wierp, geworpen, keil*, "
              "slinger*, schiet*, geschoten, spuug*, spuw*, mik*, knikker*",
        "tr": "at, atsın, atar, atın, atsınlar, atılsın, atılır, fırlat*, savur*, tükür*, "
              "fırlatıl*",
        "zh": "扔, 丢, 丟, 抛, 拋, 掷, 擲, 甩, 射, 吐",
    },
    "a_pelt": {  # sending or spreading a thing at someone, the someone as the object
        "en": "pelt+, bombard+, spray+, squirt+, splash+, douse+, drench+, soak+, spritz+, "
              "hose+ down, hoses down, hosed down, sprinkle+, splatter+, spatter+, smear+, "
              "daub+, plaster+",
        "de": "bewerf*, bewirf*, beworfen, bespritz*, besprüh*, bespruh*, bespuck*, "
              "beschmier*, bekleckers*, übergieß*, uebergiess*, übergoss*, durchnäss*, "
              "nass ~ spritz*, nassgespritzt, nassmach*, einseif*, beschütt*",
        "nl": "bekogel*, bespat*, besprenkel*, bespuit*, natspuit*, natgespoten, nat ~ spuit*, "
              "nat ~ gooi*, besmeur*, overgiet*, overgoten, bespuug*, natmaak*, nat ~ maak*, "
              "ingezeept, inzeep*",
        "tr": "taşla*, ıslat*, islat*, su ~ sık*, su ~ sıçrat*, sıçrat*, serp*, püskürt*, "
              "bulaştır*, sıvaz*",
        "zh": "砸, 泼, 潑, 浇, 澆, 喷, 噴, 溅, 濺, 淋, 糊, 抹, 砸向",
    },
    "a_soft": {  # what may be sent at anyone: a kiss, a look, a compliment, confetti, cards
        "en": "kiss*, glance*, look, looks, smile*, wink*, compliment*, question*, confetti, "
              "streamer*, petal*, rice, card, cards, deck, dice, die, chip, chips, token*, "
              "counter*, pile",
        "de": "kuss, küsse, kusshand*, blick*, lächeln, kompliment*, frage*, konfetti, "
              "luftschlange*, blütenblätter, karte*, würfel*, chip*, spielstein*",
        "nl": "kus, kusje*, kushand*, blik*, glimlach*, compliment*, vraag, vragen, "
              "confetti, serpentine*, kaart*, dobbelsteen*, fiche*",
        "tr": "öpücük*, bakış*, gülücük*, iltifat*, soru*, konfeti*, kart*, "
              "zar, zarı, zarları, fiş, fişi, fişleri",
        "zh": "飞吻, 飛吻, 眼神, 媚眼, 彩纸, 彩紙, 彩带, 彩帶, 牌, 骰子, 筹码, 籌碼",
    },
    "a_wet": {  # cold, hot or wet stuff: on or into someone, unsafe (LP701)
        "en": "water, cold water, ice, ice cube*, iced, icy, snow*, slush*, hot, boiling, "
              "steam*, freezing, cold, chilled, wet, soaking",
        "de": "wasser, eis, eiswürfel*, eiswasser, eiskalt*, eisig*, schnee*, kalt*, kälte, "
              "heiß*, heiss*, kochend*, dampf*, nass*, nasse*",
        "nl": "water, ijs, ijsblok*, ijsklont*, ijswater, ijskoud*, sneeuw*, koud*, heet, "
              "hete, kokend*, stoom, nat, natte, washand*",
        "tr": "su, suyu, suyla, suya, buz, buzu, buzlu, buzla, buz küp*, soğuk*, kaynar*, "
              "sıcak*, ıslak*, islak*",
        "zh": "水, 冷水, 凉水, 涼水, 冰, 冰水, 冰块, 冰塊, 雪, 热水, 熱水, 开水, 開水, 湿, 濕",
    },
    "a_mess": {  # food or goo put on someone: an unwanted touch (LP703)
        "en": "cream, whipped cream, shaving foam, shaving cream, flour, ketchup, mustard, "
              "mayo*, sauce, paint, glue, mud, jam, honey, syrup, egg, eggs, custard, pie, "
              "toothpaste, lipstick, glitter, sauce, butter, jelly, slime, soap, foam",
        "de": "sahne, schlagsahne, rasierschaum, mehl, ketchup, senf, mayo*, soße, sosse, "
              "farbe, kleber, leim, schlamm, matsch, marmelade, honig, ei, eier, pudding, "
              "torte, zahnpasta, lippenstift, glitzer, butter, seife, schaum",
        "nl": "slagroom, room, scheerschuim, meel, bloem, ketchup, mosterd, mayonaise, "
              "saus, verf, lijm, modder, jam, honing, ei, eieren, vla, taart, tandpasta, "
              "lippenstift, glitter, boter, zeep, schuim",
        "tr": "krem*, krema*, köpük*, un, unu, ketçap*, hardal*, mayonez*, sos*, boya*, "
              "tutkal*, yapıştırıcı*, çamur*, reçel*, bal, balı, yumurta*, puding*, pasta*, "
              "diş macun*, ruj*, sim, tereyağ*, sabun*",
        "zh": "奶油, 面粉, 麵粉, 番茄酱, 番茄醬, 芥末, 蛋黄酱, 蛋黃醬, 酱, 醬, 颜料, 顏料, "
              "胶水, 膠水, 泥, 果酱, 果醬, 蜂蜜, 鸡蛋, 雞蛋, 蛋糕, 牙膏, 口红, 口紅, 肥皂, 泡沫",
    },
    "a_garment": {  # where a thing goes on or into another person
        "en": "collar*, shirt*, t shirt*, top, sleeve*, pants, trousers, jeans, shoe*, sock*, "
              "hood*, pocket*, lap, hair, neck, back, down the back, down the neck, "
              "down the shirt",
        "de": "kragen, ausschnitt*, hemd*, shirt*, pulli*, pullover*, ärmel*, hose*, "
              "schuh*, socke*, socken, kapuze*, tasche*, schoß, haar*, nacken, genick",
        "nl": "kraag*, hemd*, shirt*, trui*, mouw*, broek*, schoen*, sok, sokken, capuchon*, "
              "zak, zakken, schoot, haar, haren, nek",
        "tr": COLLAR + ", gömle*, tişört*, kazağ*, kazak*, pantolon*, ayakkabı*, çorab*, "
              "kol, kolu, kolunu, koluna, kolundan, kolum, kolumu, koluma, kolun, kolunun, "
              "koluyla, kollar*, "
              "çorap*, kapüşon*, cep*, cebi*, kucağ*, ense*, " + HAIR,
        "zh": "衣领, 衣領, 领口, 領口, 领子, 領子, 脖子, 后背, 後背, 衣服, 袖子, 裤子, 褲子, "
              "鞋, 袜子, 襪子, 帽子, 口袋, 头发, 頭髮, 领, 領, 身上, 身体, 身體",
    },
    "a_hand": {  # a hand a thing lands on ("auf die Hand"; a hand of cards holds cards)
        "en": "hand, hands, back of the hand, palm*",
        "de": "hand, hände, handrücken, handfläche*",
        "nl": "hand, handen, handrug, handpalm*",
        "tr": "el, eli, eline, elinin, elini, ellerine, avuc*, avuç*",
        "zh": "手背, 手心, 手掌",
    },
    "a_spoil": {  # what is done to someone's belongings unasked: tied, hidden, glued, cut
        # (taken away is none: "takes away everyone's empty glasses" tidies up)
        "en": "tie+, tied, knot+, hide+, hid, hidden, glue+, tape+, cut+, pull+ ~ away, "
              "yank+ ~ away, kick+ ~ away, swap+ ~ for, "
              "unlace+, untie+, soak+, wet+",
        "de": "bind*, gebunden, verknot*, versteck*, kleb*, geklebt, schneid*, geschnitten, "
              "zieh* ~ weg, weggezogen",
        "nl": "knoop*, geknoopt, verstop*, plak*, geplakt, knip*, geknipt, trek* ~ weg, "
              "weggetrokken",
        "tr": "bağla*, sakla*, yapıştır*, kes*",
        "zh": "绑, 綁, 系在一起, 繫在一起, 藏, 粘, 剪",
    },
    "a_belong": {  # someone's things: spoilt or hidden, an act on them
        "en": "shoelace*, laces, shoe*, phone*, bag*, keys, glasses, drink, drinks, chair, "
              "jacket*, coat*, wallet*, hat, hats, sock*, bike*, car, keys, glass, cup",
        "de": "schnürsenkel*, schuh*, handy*, tasche*, schlüssel*, brille*, getränk*, "
              "stuhl, jacke*, mantel*, geldbeutel*, mütze*, socke*, fahrrad*, auto*, glas, "
              "tasse*",
        "nl": "veter*, schoen*, telefoon*, mobiel*, tas, tassen, sleutel*, bril*, drankje*, "
              "stoel, jas, jassen, portemonnee*, muts*, sok, sokken, fiets*, auto*, glas, "
              "kopje*",
        "tr": "ayakkabı bağ*, bağcık*, ayakkabı*, telefon*, çanta*, anahtar*, gözlük*, "
              "içeceğ*, sandalye*, ceket*, mont*, cüzdan*, şapka*, çorab*, bisiklet*, "
              "araba*, bardağ*",
        "zh": "鞋带, 鞋帶, 鞋, 手机, 手機, 包, 钥匙, 鑰匙, 眼镜, 眼鏡, 饮料, 飲料, 椅子, "
              "外套, 钱包, 錢包, 帽子, 袜子, 襪子, 自行车, 自行車, 车, 車, 杯子",
    },
    "p_worn": {  # clothes and things worn or grown: a player picked by them is a person
        "en": "shirt*, t shirt*, jumper*, sweater*, hoodie*, jacket*, coat*, dress, dresses, "
              "skirt*, hat, hats, glasses, spectacles, sunglasses, earring*, necklace*, "
              "scarf, scarves, beard*, moustache*, mustache*, tattoo*, piercing*, shoes, "
              "boots, trainers, sneakers, uniform*, jersey*, braces, bracelet*, wig*",
        "de": "hemd*, shirt*, pulli*, pullover*, jacke*, mantel*, kleid*, mütze*, hut, "
              "kappe*, brille*, sonnenbrille*, ohrring*, halskette*, krawatte*, schal*, "
              "bart*, schnurrbart*, tattoo*, tätowierung*, piercing*, schuhe*, stiefel*, "
              "turnschuh*, trikot*, zahnspange*, armband*, perücke*",
        "nl": "hemd*, shirt*, trui*, jas, jasje*, jurk*, muts*, hoed*, pet, petje, bril*, "
              "zonnebril*, oorbel*, ketting*, stropdas*, sjaal*, baard*, snor*, tattoo*, "
              "tatoeage*, piercing*, schoenen, laarzen, sneakers, gympen, beugel*, "
              "armband*, pruik*",
        "tr": "gömle*, tişört*, kazak*, ceket*, mont*, elbise*, etek*, şapka*, kasket*, "
              "gözlük*, küpe*, kolye*, kravat*, atkı*, sakal*, bıyık*, dövme*, piercing*, "
              "ayakkabı*, çorap*, forma*, bilezik*, peruk*",
        "zh": "",
    },
    "s_self": {  # a harmless act one does oneself, no patient: posture, gesture, speech
        "en": "stand+, stood, rise+, rose, get up, gets up, sit+, sat, bow+, curtsey+, "
              "curtsy, curtsies, nod+, wink+, wave+, smile+, grin+, beam+, shrug+, "
              "salute+, clap+, applaud+, cheer+, toast+, sing+, sang, hum+, whistle+, "
              "laugh+, giggle+, say+, said, shout+, yell+, call out, calls out, announce+, "
              "declare+, whisper+, recite+, chant+, rap+, howl+, crow+, boast+, brag+, "
              "celebrate+, dance+, jump+, hop+, stretch+, lean+ back, leans back, raise+, "
              "tip+, doff+, offer+, thank+, congratulate+, compliment+, "
              "wish+, greet+, welcome+, hail+, bless+, sigh+, groan+, gasp+, blink+, "
              "take+ ~ bow, takes ~ bow, make+ ~ bow, makes ~ bow, snap+ ~ fingers, "
              "click+ ~ fingers, knock+ on wood, knocks on wood, touch+ wood, cross+ ~ fingers",
        "de": "steh*, aufsteh*, stand, erheb*, setz*, sitz, sitze, sitzen, sitzt, sitzend*, "
              "sitzplatz*, sitzplätz*, sitzordnung*, verbeug*, verneig*, knicks*, "
              "nick*, zwinker*, wink*, lächel*, laechel*, grins*, strahl*, zuck*, "
              "salutier*, klatsch*, applaudier*, jubel*, prost*, sing*, summ*, pfeif*, "
              "lach*, kicher*, sag*, ruf*, schrei*, verkünd*, flüster*, fluester*, "
              "sprich*, spricht, rezitier*, feier*, tanz*, dreh*, spring*, hüpf*, streck*, "
              "lehn*, reich*, "
              "bedank*, dank*, gratulier*, begrüß*, begruess*, grüß*, gruess*, wünsch*, "
              "wuensch*, seufz*, stöhn*, biet* ~ an, bietet ~ an, anbiet*, schnipp* ~ finger*, "
              "schnips* ~ finger*, klopf* ~ auf holz, auf holz klopf*, daumen drück*, "
              "drück* ~ daumen",
        "nl": "sta, staat, staan, opstaan, sta ~ op, staat ~ op, stond*, zit, zitten, "
              "ga ~ zitten, gaat ~ zitten, buig*, boog, maak* ~ buiging, knik*, knipoog*, "
              "knipper*, zwaai*, glimlach*, lach*, grijns*, straal*, haal* ~ schouders, "
              "salueer*, klap, klapt, klappen, applaudisseer*, juich*, proost*, zing*, "
              "zong, neurie*, fluit*, giechel*, zeg, zegt, zeggen, roep*, riep, schreeuw*, "
              "kondig*, fluister*, spreek*, draag* ~ voor, vier*, dans*, draai*, spring*, "
              "huppel*, rek*, leun*, bedank*, dank*, feliciteer*, begroet*, groet*, wens*, zucht*, "
              "bied* ~ aan, biedt ~ aan, aanbied*, knip* ~ vingers, afklop*, klop* ~ op hout",
        "tr": "kalk*, ayağa kalk*, " + SIT + ", eğil*, reverans*, selam ver*, selamla*, "
              "göz kırp*, el salla*, gülümse*, sırıt*, omuz silk*, alkışla*, alkış*, "
              "tezahürat*, kadeh kaldır*, şarkı söyle*, mırıldan*, ıslık çal*, gül*, "
              "söyle*, desin, diyor, bağır*, seslen*, duyur*, ilan et*, fısılda*, "
              "oku*, kutla*, dans et*, " + TURN + ", zıpla*, esne*, yaslan*, teşekkür et*, "
              "tebrik et*, "
              "karşıla*, dile*, iç çek*, ikram et*, ikram eder, parmak şıklat*, "
              "parmaklarını şıklat*, tahtaya vur*, şıklat*",
        "zh": "站, 起立, 坐, 鞠躬, 行礼, 行禮, 点头, 點頭, 眨眼, 挥手, 揮手, 招手, 微笑, 笑, "
              "耸肩, 聳肩, 敬礼, 敬禮, 鼓掌, 拍手, 欢呼, 歡呼, 举杯, 舉杯, 唱, 哼, 吹口哨, 说, "
              "說, 喊, 叫, 宣布, 念, 朗诵, 朗誦, 庆祝, 慶祝, 跳舞, 转圈, 轉圈, 跳, 伸懒腰, "
              "伸懶腰, 谢谢, 謝謝, 感谢, 感謝, 祝, 恭喜, "
              "问好, 問好, 打招呼, 叹气, 嘆氣, 竖, 豎, 比, 眨眨眼, 挥挥手, 点点头, 笑一笑, "
              "递, 遞, 打响指, 打個響指, 打个响指, 敲木头, 敲木頭",
    },
    "s_tidy": {  # tidying: harmless with the cards or the pile as its object
        "en": "tidy+, straighten+, stack+, square+ up, squares up, gather+, sort+, "
              "collect+, neaten+, arrange+, fan+, shuffle+, "
              # the cards put aside or away: tidying too (fa32b)
              "put+ ~ aside, set+ ~ aside, lay+ ~ aside, put+ away, puts away, put+ ~ away, "
              "put+ ~ in ~ box, puts ~ in ~ box, box+ up",
        "de": "räum*, raeum*, stapel*, sortier*, sammel*, sammle*, einsammel*, ordne*, "
              "richte* ~ aus, misch*, "
              "leg* ~ beiseite, leg* ~ zur seite, leg* ~ weg, weglegen, pack* ~ ein, "
              "leg* ~ in ~ schachtel, leg* ~ in ~ karton",
        "nl": "ruim* ~ op, stapel*, sorteer*, verzamel*, leg* ~ recht, orden*, schud*, "
              "leg* ~ opzij, legt ~ opzij, leg* ~ weg, berg* ~ op, doe* ~ in ~ doos",
        "tr": "düzelt*, topla*, diz*, sırala*, düzenle*, karıştır*, "
              "kenara koy*, kenara ~ koy*, kutuya koy*, kutusuna koy*, kutuya ~ koy*, "
              "üst üste koy*, yerine koy*",
        "zh": "整理, 理牌, 码牌, 碼牌, 收牌, 洗牌, 叠好, 疊好, 摆好, 擺好, "
              "放到一边, 放到一邊, 放一边, 放一邊, 放在一边, 放在一邊, 放进盒子, 放進盒子, "
              "放回盒子, 装进盒子, 裝進盒子, 收起来, 收起來, 收好, 理整齐, 理整齊, 理好, "
              "码整齐, 碼整齊, 码好, 碼好, 叠整齐, 疊整齊, 叠起来, 疊起來",
    },
    "s_away": {  # one's own thing put away, face down or silenced (fa32b): with a thing of
        # one's own (``a_belong``: the phone) and nobody else's, a courtesy to the table
        "en": "put+ ~ face down, lay+ ~ face down, turn+ ~ face down, turn+ ~ over, "
              "put+ away, puts away, put+ ~ away, silence+, mute+, switch+ ~ off, "
              "turn+ ~ off, put+ ~ in ~ pocket, put+ ~ in ~ bag, pocket+, put+ ~ on silent, "
              "set+ ~ to silent, switch+ ~ to silent",
        "de": "leg* ~ umgedreht, umgedreht, dreh* ~ um, umdreh*, leg* ~ weg, weglegen, "
              "leg* ~ beiseite, stumm*, lautlos*, schalt* ~ aus, ausschalt*, steck* ~ weg, "
              "wegsteck*, stell* ~ lautlos, stell* ~ stumm",
        "nl": "leg* ~ omgekeerd, omgekeerd, draai* ~ om, omdraai*, leg* ~ weg, wegleg*, "
              "stop* ~ weg, wegstop*, op stil, zet* ~ op stil, zet* ~ uit, uitzet*, "
              "leg* ~ neer",
        "tr": "ters çevir*, ters koy*, ters ~ koy*, sessize al*, kapat*, cebine koy*, "
              "çantasına koy*, kenara koy*",
        "zh": "扣在桌上, 扣到桌上, 扣过来, 扣過來, 扣下, 屏幕朝下, 静音, 靜音, 关机, 關機, "
              "关掉, 關掉, 放进包里, 放進包裡, 放进口袋, 放進口袋, 放进抽屉, 放進抽屜, "
              "收起来, 收起來, 放一边, 放一邊, 调成静音, 調成靜音, 调静音, 調靜音, 调到静音, "
              "調到靜音",
    },
    "s_touch": {  # a light touch: harmless with the cards, the deck or the pile as object
        "en": "tap+, pat+, knock+, touch+, drum+, rap+, stroke+, blow+ on, blows on, "
              "blow+ over, blows over, blow+ across, blows across",
        "de": "tipp*, tippt ~ an, klopf*, berühr*, beruehr*, tätschel*, trommel*, streichel*, "
              "puste*, pust, blas* ~ über",
        "nl": "tik, tikt, tikken, tikte, klop, klopt, kloppen, aanraak*, raak* ~ aan, "
              "trommel*, aai*, blaas* ~ op, blaas* ~ over, blaast ~ over",
        "tr": "dokun*, tıklat*, tiklat*, vur*, fiske*, okşa*, oksa*, üfle*, ufle*",
        "zh": "敲, 拍, 轻敲, 輕敲, 轻拍, 輕拍, 摸, 碰, 吹",
    },
    "s_speak": {  # a verb whose object is only the words said
        # thanks too (issue 29): whom one thanks and what for is what one says, a
        # speech that costs nobody anything ("thanks everyone for the game")
        "en": "say+, said, shout+, yell+, call out, calls out, announce+, declare+, "
              "whisper+, recite+, chant+, sing+, sang, cry out, cries out, exclaim+, wish+, "
              "thank+",
        "de": "sag*, ruf*, schrei*, verkünd*, flüster*, fluester*, sprich*, spricht, "
              "rezitier*, sing*, wünsch*, wuensch*, bedank*, dankt, danken, danke",
        "nl": "zeg, zegt, zeggen, roep*, riep, schreeuw*, kondig*, fluister*, spreek*, "
              "zing*, wens*, bedank*, dankt, danken",
        "tr": "söyle*, desin, diyor, bağır*, seslen*, duyur*, ilan et*, fısılda*, "
              "dile*, teşekkür*",
        "zh": "说, 說, 喊, 宣布, 念, 祝, 谢谢, 謝謝, 感谢, 感謝, 多谢, 多謝, 致谢, 致謝",
    },
    "s_mod": {  # adverbs of manner, degree and moment that change no act
        "en": "briefly, quickly, politely, warmly, kindly, gently, softly, gladly, proudly, "
              "just, even, quick, briefly, nicely, graciously, heartily, cheerfully, "
              "sincerely, once, twice, again, then, first, now, also, too, still, "
              "properly, a bit, a little, very, really, so, extra, good, well, imaginary, "
              "pretend, invisible, whole, entire, round, everyone, all, every, each, "
              "back, up, down, out, over, in, into, onto, around, while, everybody, cheery, "
              "merry, neat, neatly, of, full of, "
              "deep, deeply, low, lowly, thoroughly, carefully, tidily, along ~ music, along, "
              "to the music, to the beat, in time, with the music, "
              # a wish for luck (session 36): the act stays what it is
              "for luck, for good luck, for good fortune, for a lucky hand",
        "de": "kurz, kurzen, schnell, höflich, hoeflich, herzlich, freundlich, sanft, "
              "leise, gern, gerne, stolz, mal, eben, noch, noch einmal, nochmal, dann, "
              "zuerst, jetzt, auch, ganz, richtig, ein bisschen, etwas, sehr, tief, "
              "wieder, kurz, ordentlich, imaginär*, unsichtbar*, ganze, ganzen, gesamte*, "
              "runde, auf, ab, hin, her, zurück, um, dabei, nach, ein, an, aus, mit, herum, voll, "
              "voller, gründlich, gruendlich, sorgfältig, sorgfaeltig, gut, im takt, zur musik, "
              "mit der musik, im takt der musik, einmal, über, ueber, für glück, fuer glück, "
              "fürs glück, fuers glueck, für gutes glück, als glücksbringer",
        "nl": "kort, even, eventjes, snel, beleefd, hartelijk, vriendelijk, zacht, "
              "zachtjes, graag, trots, nog, nog eens, dan, eerst, nu, ook, heel, hele, "
              "echt, een beetje, beetje, diep, weer, netjes, denkbeeldig*, onzichtbaar*, "
              "ronde, op, af, terug, om, rond, aan, in, uit, mee, door, van, vol, met, goed, "
              "grondig, zorgvuldig, op de maat, op de muziek, mee met de muziek, "
              "op de maat van de muziek, over, een keer, één keer, eenmaal, voor geluk, "
              "voor het geluk, voor goed geluk",
        "tr": "kısaca, hızlıca, kibarca, nazikçe, içtenlikle, sıcak, gururla, bir an, "
              "biraz, hemen, önce, sonra, şimdi, yine, tekrar, derin, derince, "
              "hafifçe, yavaşça, güzelce, sevgiyle, saygıyla, tüm, bütün, tam, iyice, düzgünce, "
              "düzgün, dikkatlice, özenle, titizlikle, müziğe eşlik ederek, müziğe eşlik edip, "
              "müzikle, müziğin ritmine, ritme uyarak, bir kez, bir kere, şans için, "
              "uğur için, uğur getirsin diye, şans getirsin diye",
        "zh": "一下, 一下子, 跟, 轻轻, 輕輕, 礼貌, 禮貌, 热情, 熱情, 大方, 开心, 開心, 高兴, 高興, "
              "骄傲, 驕傲, 再, 先, 然后, 然後, 也, 地, 着, 著, 了, 起来, 起來, 一起, 深深, 往, 里, "
              "裡, 仔细, 仔細, 认真, 認真, 好好, 整齐, 整齊, 跟着音乐, 跟著音樂, "
              "随着音乐, 隨著音樂, 跟着节奏, 跟著節奏, 跟着节拍, 跟著節拍, 图个吉利, 圖個吉利, "
              "讨个吉利, 討個吉利, 求好运, 求好運, 为了好运, 為了好運, 一口气, 一口氣",
    },
    "s_place": {  # putting or laying a thing down or aside: the cards, one's own things
        "en": "put+, lay+, laid, place+, set+ ~ down, set+ ~ aside, turn+ ~ over, "
              "turn+ ~ face down, flip+ ~ over",
        "de": "leg, lege, legt, legen, hinleg*, wegleg*, ableg*, beiseitelegen, "
              "stell, stelle, stellt, stellen, dreh* ~ um, umdreh*",
        "nl": "leg, legt, leggen, neerleg*, wegleg*, zet, zetten, zet ~ neer, zet ~ weg, "
              "draai* ~ om, omdraai*",
        "tr": "koy, koysun, koyar, koyun, koysunlar, bırak, bıraksın, bırakır, bırakın, "
              "çevir, çevirsin, çevirir, kapat, kapatsın",
        "zh": "放, 放下, 放到, 放在, 扣, 扣在, 收起, 收好",
    },
    "s_where": {  # where a thing put goes, and a choice left to the doer
        "en": "aside, away, face down, face up, upside down, to one side, out of the way, "
              "of your choice, of their choice, of choice, your choice, you choose, "
              "you like best",
        "de": "beiseite, zur seite, weg, unten, nach unten, umgedreht, verdeckt, "
              "mit dem display nach unten, deiner wahl, nach wahl, eigener wahl, "
              "nach eigener wahl, freier wahl, ihrer wahl, seiner wahl, nach belieben",
        "nl": "opzij, aan de kant, weg, neer, omgekeerd, ondersteboven, naar keuze, "
              "naar eigen keuze, eigen keuze, jouw keuze, je keuze, van je keuze",
        "tr": "kenara, bir kenara, ters, ters çevrili, yüzüstü, istediğin, istediğiniz, "
              "seçtiğin, dilediğin",
        "zh": "一边, 一邊, 旁边, 旁邊, 反扣, 扣着, 扣著, 朝下, 自选, 自選, 任选, 任選, 随便, 隨便",
    },
    "s_long": {  # a stretch of time: an act held so long is a forfeit, not a gesture
        "en": "until, till, rest of, whole round, whole game, whole evening, all round, "
              "all game, all night, all evening, entire round, entire game, next round, "
              "next game, minute*, hour*, for ~ turns, for ~ rounds",
        "de": "bis, ganze runde, ganzen runde, ganze spiel, ganzen spiel, ganzen abend, "
              "restliche*, rest der, minute*, stunde*, nächste runde, nächsten runde",
        "nl": "tot, totdat, hele ronde, hele spel, hele avond, rest van, minuut, minuten, "
              "uur, volgende ronde",
        "tr": "kadar, boyunca, bütün tur, tüm tur, bütün oyun, tüm oyun, dakika*, saat*, "
              "sonraki tur*, gelecek tur*",
        "zh": "直到, 整局, 整场, 整場, 整晚, 整个, 整個, 分钟, 分鐘, 小时, 小時, 下一局, 下一轮, "
              "下一輪",
    },
}

#: the ``a_wet`` words that are neither cold nor hot (acts.put_on): plain water on another
#: is done to them unasked (LP703), as water over oneself is one's own act; ice, snow, cold
#: or heat hurt, on oneself too (LP701). Folded as the text is (textnorm.fold).
ONLY_WET = frozenset((
    "water", "wet", "soaking", "wasser", "nass", "nasse", "nassen", "nasses", "nat", "natte",
    "su", "suyu", "suyla", "suya", "islak", "水", "湿", "濕"))

__all__ = ["ACTS", "ONLY_WET"]
