"""The words of acts on bodies and of gestures, in the five languages (issue 29, session 19).

The languages of the rule cards. Read by language/text/contact.py; merged into the judge's
lexicon by language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``,
``word+``, ``a ~ b``, Chinese by substring).
Two classes, each a structure over word classes, not a list of sentences:

- **an act by one person on another person's body** (R-CUSTOM-3, LP703): ``c_act``, the
  verbs that reach a body (hit, slap, pinch, poke, flick, tickle, pull, squeeze; schlagen,
  kneifen, zwicken, ziehen; knijpen, porren, trekken; çimdiklemek, dürtmek, çekmek; 打, 捏,
  掐, 揪, 戳, 弹, 挠), and ``c_blow``, the nouns of such an act (a slap, a noogie, a dead
  arm, eine Backpfeife, een por, bir şaplak, 一巴掌), read with another person
  (``c_person``, persons_lexicon.py's ``p_other``) or another's body part (``body``);
- **a gesture one makes oneself** (R-CUSTOM-3: a table action, no LP712): ``g_light``, a
  light verb (give, make, throw, show; geben, machen, zeigen; geven, maken, steken;
  vermek, yapmak, kaldırmak; 竖起, 做, 比) with ``g_noun``, a gesture noun (a thumbs up,
  a nod, a wink, a wave, a bow; Daumen, Verbeugung; duim, knipoog; başparmak, selam;
  大拇指, 礼), or a gesture verb (harm_lexicon.py's table actions, and ``g_verb``); the
  addressee and manner words around it (``g_toward``; a manner adverb is read by its
  form, contact.py's ``_manner``), and ``g_prop``, a harmless thing waved or held up;
- ``c_tool``, a thing one strikes with, read with another's body part; ``h_serve``,
  ``h_drink`` and ``h_for``, a drink served at the table (contact.py's ``hosted``).
"""

from __future__ import annotations

from .tr_forms import PULL, SQUEEZE

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
CONTACT: dict[str, dict[str, str]] = {
    "c_act": {  # a verb whose object, when it is a person or a body, is touched
        "en": "hit+, slap+, punch+, pinch+, poke+, prod+, jab+, flick+, tickle+, thump+, "
              "smack+, whack+, swat+, spank+, kick+, nip+, bop+, bonk+, shove+, headbutt+, "
              "noogie+, wedgie+, clobber+, wallop+, biff+, tackle+, pin+, blindfold+, sit on, "
              "sits on, trip+, "
              "lie on, lies on, pile on, piles on, jump on, jumps on, dogpile+",
        "de": "schlag, schlagt, schlagen, schlägt, schlägst, kneif*, kniff*, zwick, zwicke, "
              "zwicken, zwickt, zwickst, zwickte, gezwickt, pieks*, "
              "piek*, stups*, schnips*, schnipp*, kitzel*, knuff*, ohrfeig*, watsch*, "
              "verhau*, verprügel*, schubs*, "
              # the participles of a passive ("wird von allen gekitzelt")
              "gekitzelt, gekniffen, gezwickt, gepiekst, gepikst, gestupst, geschlagen, "
              "geohrfeigt, geschubst, geknufft, geschnipst",
        "nl": "sla, slaat, slaan, mep*, stomp*, knijp*, kneep*, por, port, porren, porde*, "
              "prik*, kietel*, duw*, schop*, trap, trapt, trappen, beuk*, pets*, kriebel*, "
              # the participles of a passive ("wordt door iedereen gekieteld")
              "gekieteld, geknepen, gepord, gemept, geslagen, gestompt, geschopt, getrapt, "
              "geprikt, geduwd, gekriebeld, gebeukt",
        "tr": "vur*, tokatla*, yumrukla*, çimdikle*, dürt*, gıdıkla*, tekmele*, itele*, "
              "ittir*, fiske*, çimdik at*, şaplak at*, tokat at*, yumruk at*",
        "zh": "揍, 扇, 捶, 锤, 踢, 踹, 掐, 捏, 拧, 擰, 揪, 戳, 捅, "  # 打 is also "play"
              "挠, 撓, 胳肢, 咯吱, 抓痒, 抓癢, 推搡",
    },
    "c_reach": {  # a verb that reaches a body only when a body part is named ("pull the
        # loser's hair"; "pull a card" is a draw)
        "en": "pull+, yank+, tug+, twist+, tweak+, squeeze+, elbow+, knee+, knuckle+, sock+, "
              "clip+, slug+, tap+, scratch+",
        "de": "zieh*, zupf*, zerr*, kratz*, stoß*, stöß*, stoss*, boxt, boxen, boxe, tret*, "
              "tritt*, rempel*, dreh*, quetsch*, drück*, drueck*",
        "nl": "trek, trekt, trekken, trok*, krab*, tik, tikt, tikken, draai*, knel*, klap*",
        "tr": PULL + ", " + SQUEEZE + ", sıkıştır*, bük*, bük, çimdik*, vur*",
        "zh": "扯, 拽, 拉, 抽, 撞, 拧, 敲, 弹, 彈, 打",  # 弹 a song, 打 a card: a body needed
    },
    "c_bend": {  # force that bends or twists a joint (session 39, r2text39): harm only on a
        # body part named as another's ("the loser's fingers", "dem Verlierer den Arm",
        # "kaybedenin bileğini", "输家的手指"); one bends one's own knees in a stretch
        # (twist, drehen, draaien, bükmek, 拧 reach a body in ``c_reach`` already)
        "en": "bend+, bent, wrench+, wring+, crush+",
        "de": "verdreh*, bieg*, verbieg*, umbieg*, überdehn*, verrenk*",
        "nl": "verdraai*, buig*, boog, bogen, verbuig*, wring*, knak*",
        "tr": "burk*, kıvır*",
        "zh": "掰, 扭, 拗, 折",
    },
    "c_blow": {  # an act on a body named as a thing given or got ("gives them a slap")
        "en": "noogie*, wedgie*, wet willy, wet willie*, dead arm, dead leg, charley horse*, "
              "chinese burn*, indian burn*, rabbit punch*, karate chop*, knuckle sandwich*, "
              "purple nurple*, titty twister*, nipple cripple*, swirly, swirlie*, "
              "atomic wedgie*, clip round the ear, clip around the ear, thick ear, "
              "slap, punch, poke, pinch, jab, smack, whack, thump, wallop, clout, "
              "headlock*, chokehold*, piggyback*, piggy back*, bear hug*, dogpile*, "
              # session 47b: blows with a thing, counted ("three strokes of the belt")
              "strokes ~ belt, strokes ~ cane, strokes ~ strap, strokes ~ ruler, "
              "strokes ~ slipper, strokes ~ rod, lash, lashes, lashing*, thrashing*, caning*, "
              "whipping*, belting*, strapping*, spanking*",
        "de": "backpfeife*, ohrfeige*, watschn, watsche*, schelle*, klaps*, knuff*, "
              "kopfnuss*, kopfnüsse*, nackenschlag*, nackenschelle*, faustschlag*, "
              "fausthieb*, hieb*, kniff*, stups*, puff*, rempler*, schnipser*, "
              "schwitzkasten*, pferdekuss*, piekser*, tritt, tritte, fußtritt*, fusstritt*, "
              "arschtritt*, kitzelattacke*, huckepack*, schläge, schlaege, prügel, "
              "peitschenhieb*, stockhieb*",
        "nl": "mep, meppen, mepje, stomp, stompje, stompen, por, "
              "porretje*, porren, tik, tikje, tikken, klap, klapje, dreun*, oplawaai*, knal, "
              "knallen, "
              "lel, lellen, pets, petsen, schop, schopje, trap, trapje, kneep, kneepje*, "
              "oorvijg*, nekslag*, draai om de oren, nekklem*, kopstoot*, rugritje*, "
              "slagen met, slag met, zweepslag*, riemslag*, stokslag*, pak slaag, "
              "afranseling*",
        "tr": "tokat*, şaplak*, yumruk*, tekme*, çimdik*, fiske*, dirsek*, ense tokad*, "
              "kafa atma*, kafa at*, kafa göz, gıdık*, sırtında, sırtına, sırtta, darbe*, "
              "kırbaç*, dayak*",
        "zh": "巴掌, 耳光, 一拳, 一脚, 一腳, 脑瓜崩, 腦瓜崩, 脑瓜嘣, 脑崩儿, 弹脑门, 彈腦門, "
              "痒痒, 癢癢, 锁喉, 鎖喉, 背起来, 背起來, 背一圈, 背着走, 背著走, 背在背上, "
              "骑在背上, 騎在背上, 骑到背上, 騎到背上, 驮着, 馱著, 驮起来, 馱起來, "
              "挨打, 鞭打, 抽打, 打手心, 打屁股",
    },
    "c_mark": {  # a verb that marks, covers or changes a body: with a body part named as
        # someone else's ("draw on the loser's face", "在输家脸上画乌龟") it is done to them
        "en": "draw+, drew, drawn, paint+, write+, wrote, written, scribble+, mark+, doodle+, "
              "tape+, glue+, cut+, shave+, trim+, tie+, mess+, ruffle+, tousle+, color+, "
              "colour+, cover+, wrap+, stick+, stuck",
        "de": "mal, male, malt, malen, bemal*, schreib*, beschrift*, kritzel*, bekritzel*, kleb*, "
              "schneid*, rasier*, binde*, bind, zerzaus*, verstrubbel*, wuschel*, färb*, "
              "verbinde*, abschneid*, abgeschnitten, abrasier*",
        "nl": "teken, tekent, tekenen, schilder*, schrijf*, krabbel*, plak*, knip*, scheer*, "
              "bind*, verf*, kleur*, woel*, afknip*, afgeknipt, afscheer*, afgeschoren",
        # kesmek as a rule says it: the aorist ("keser"), the passive ("kesilir"), the
        # future; not kes* ("kesin" certain, "kese" a pouch)
        "tr": "çiz*, boya*, yaz, yazsın, yazın, karala*, yapıştır*, kes, kessin, kesin, "
              "keser, keserim, kesilir, kesecek, keseriz, kesip, "
              "tıraş*, bağla*, karıştır*",
        "zh": "画, 畫, 写, 寫, 贴, 貼, 涂, 塗, 剪, 剃, 绑, 綁, 蒙, 揉乱, 揉亂",
    },
    # someone an act reaches beside the roles of persons_lexicon.py's ``p_other``: the
    # person spoken to, someone by a pronoun, everyone, the player last in a round
    "c_person": {
        "en": "you, him, her, them, each other, everyone, everybody, last one, "
              "last player, runner up, neighbour*, neighbor*, opponent*",
        "de": "ihm, ihn, ihnen, einander, allen, alle, jeden, jedem, letzte*, "
              "aufnehmer*, nachbar*, verlierer*, gewinner*, sieger*, geber*",
        "nl": "jou, hem, hen, elkaar, iedereen, allen, laatste*, oppakker*, "
              "buurman, buurvrouw, buren, verliezer*, winnaar*, deler*",
        "tr": "onu, ona, onun, seni, sana, senin, birbir*, herkes*, sonuncu*, toplayan*, "
              "kaybeden*, kazanan*, dağıtan*, komşu*, oyuncu*",
        "zh": "他, 她, 你, 对方, 對方, 大家, 每个人, 每個人, 所有人, 收牌人, 收牌的, 收牌者, "
              "输家, 輸家, 赢家, 贏家, 发牌者, 發牌者, 发牌的, 發牌的, 玩家, 下家, 上家, "
              "最后一名, 最後一名, 邻座, 鄰座, 输的人, 輸的人, 赢的人, 贏的人",
    },
    # more parts of a body than harm_lexicon.py's ``body``: where an act lands
    "c_body": {
        "en": "ribs, rib cage, tummy, gut, guts, shin*, ankle*, toe*, finger*, knuckles, "
              "earlobe*, eyebrow*, nipple*, bottom, backside, behind, temple*, skull, nape",
        "de": "rippe*, seite, magen, schienbein*, knöchel*, zeh, zehe, zehen, zehennag*, "
              "zehenspitze*, finger*, ohrläppchen*, "
              "augenbraue*, "
              "backe*, backen, schläfe*, schädel*, genick*, oberarm*",
        "nl": "ribben, rib, ribbenkast, zij, maag, scheen*, enkel, enkels, teen, tenen, vinger*, "
              "knokkel*, "
              "oorlel*, billen, bil, slaap, schedel*, bovenarm*",
        # a stem whose k softens before a case ending is read in both forms ("bilek",
        # "bileğini": the wrist, its accusative; session 39, r2text39)
        "tr": "kaburga*, böğür*, mide*, midesi*, incik*, bilek*, bileğ*, parmağ*, parmak*, "
              "kulak memesi*, popo*, kalça*, şakak*, kafatas*, ense*, ayak, ayağ*, "
              "ayakları*, dudak*, dudağ*, dirseğ*, topuk*, topuğ*, boynu, boynunu, boynuna, "
              "tırnakları*, tırnağını",
        "zh": "肋骨, 肚皮, 胸口, 小腿, 脚踝, 腳踝, 手指, 耳垂, 后脑勺, 後腦勺, 脑瓜, 腦瓜, "
              "太阳穴, 太陽穴, 胳膊, 手臂, 脸蛋, 臉蛋, 脸颊, 臉頰, 指关节, 指關節, 手背, "
              "手腕, 脚腕, 腳腕, 手肘, 胳膊肘, 脚趾, 腳趾",
    },
    # things an act may land on instead of a person (persons_lexicon.py's ``p_thing`` too)
    "c_thing": {
        "en": "table, tables, chair, floor, air, wall, bell, buzzer, drum*",
        "de": "tisch, tische, stuhl, boden, luft, wand, glocke, klingel",
        "nl": "tafel, tafels, stoel, grond, vloer, lucht, muur, bel",
        "tr": "masa*, sandalye*, yere, havaya, duvar*, zil*",  # "yer" also eats: fiske yer
        "zh": "桌, 椅, 地板, 空气, 空氣, 墙, 牆, 铃, 鈴",
    },
    # ------------------------------------------------------------ a gesture one makes
    "g_light": {  # a light verb: it means the gesture noun it carries
        "en": "give+, gave, given, make+, made, do, does, did, throw+, threw, thrown, "
              "flash+, show+, put ~ up, puts ~ up, hold ~ up, holds ~ up, raise+, offer+, "
              "shoot+, send+, blow+, tip+, doff+, pull+",
        "de": "gib, gibt, geben, gebt, mach, macht, machen, zeig, zeigt, zeigen, heb, hebt, "
              "heben, halt, hält, halten, haltet, streck*, reck*, schenk, schenkt, schick*, "
              "wirf, wirft, werfen, deut*",
        "nl": "geef, geeft, geven, maak, maakt, maken, steek, steekt, steken, toon*, "
              "laat ~ zien, hef, heft, heffen, gooi*, werp*, stuur*, doe, doet",
        "tr": "ver*, yap*, kaldır*, göster*, at, atar, atsın, atın, kırp*, salla*, çak*",
        "zh": "竖起, 豎起, 竖, 豎, 举起, 舉起, 比, 做, 行, 敬, 点, 點, 眨, 挥, 揮, 招, 摆, 擺, 送",
    },
    "g_noun": {  # a gesture: made by oneself, it touches nobody
        "en": "thumbs up, thumb up, thumbs, thumb, nod, nods, wink, winks, wave, waves, bow, "
              "bows, curtsy, salute, salutes, smile, smiles, grin, grins, cheer, cheers, "
              "peace sign, v sign, victory sign, ok sign, fist pump, air punch, round of "
              "applause, ovation, standing ovation, hat tip, tip of the hat, shrug, "
              "air guitar, jazz hands, air kiss, kiss on the air, namaste, goodbye, good bye, "
              "bye, farewell, hello",
        "de": "daumen, daumen hoch, nicken, nicker, kopfnicken, verbeugung, verneigung, "
              "knicks, diener, zwinkern, augenzwinkern, winken, gruß, gruss, salut, "
              "lächeln, applaus, beifall, ovation*, siegerfaust, faust, victory zeichen, "
              "daumen nach oben, tschüss, tschüs, auf wiedersehen, lebewohl",
        "nl": "duim, duimen, duimpje, duim omhoog, duimen omhoog, knik, knikje, knipoog*, "
              "buiging, buiginkje, revérence, reverence, zwaai, zwaaitje, groet, groetje, "
              "saluut, glimlach, lach, lachje, applaus, ovatie*, vuistje, doei, vaarwel, tot ziens",
        "tr": "başparmak*, başparmağ*, baş selamı, selam, selamı, göz kırp*, el salla*, "
              "reverans, gülümseme, alkış*, başıyla, başını salla*, hoşça kal, güle güle",
        "zh": "大拇指, 拇指, 大拇哥, 赞, 讚, 点赞, 點讚, 礼, 禮, 敬礼, 敬禮, 个礼, 個禮, 鞠躬, "
              "躬, 头, 頭, 眼, 手, 手势, 手勢, 胜利手势, 勝利手勢, 剪刀手, 比心, 个心, 個心, "
              "飞吻, 飛吻, 笑, 笑脸, 笑臉, 招手, 再见, 再見, 拜拜",
    },
    "g_verb": {  # gesture verbs the table actions lack
        "en": "beam+, grin+, shrug+",  # no high five: it touches someone
        "de": "zwinker*, zunick*, zulächel*, zuwink*, salutier*, grins*, knicks*",
        "nl": "knipoog*, toeknik*, toezwaai*, salueer*, grijns*, groet, groeten, groet*",
        "tr": "selamla*, gülümser, gülümsesin, sırıt*",
        "zh": "点点头, 點點頭, 挥挥手, 揮揮手, 眨眨眼, 招招手, 敬礼, 敬禮, 致意, 挥手致意",
    },
    "g_mutual": {  # a gesture two make together, the other meeting it by choice: a high
        # five or a fist bump offered is a greeting (R-CUSTOM-3); done hard, or to a body
        # part, it is read as a blow by claims.py's k_contact and k_force
        "en": "high five, high fives, high-five, high fived, low five, fist bump, fist bumps",
        "de": "high five, high fives, abklatschen, klatscht ~ ab, klatschen ~ ab, "
              "faustcheck*, ghettofaust",
        "nl": "high five, high fives, boks, boksje, boksen, geef ~ boks",
        "tr": "beşlik, beşlik çak*, çak bir beşlik, yumruk tokuştur*",
        "zh": "击掌, 擊掌, 击个掌, 擊個掌, 碰拳, 碰个拳, 碰個拳",
    },
    "g_prop": {  # a harmless thing a gesture is made with ("waves a white napkin", "zwaait
        # met een wit servetje"): covered only with a gesture made
        "en": "napkin*, serviette*, flag*, handkerchief*, hanky, hankie*, tissue*, hat, hats, "
              "scarf, banner*, white, white flag",
        "de": "serviette*, fahne*, flagge*, fähnchen, taschentuch*, tuch, hut, schal, weiß*, "
              "weiss*",
        "nl": "servet*, vlag*, vlaggetje*, zakdoek*, doekje*, hoed, sjaal, wit, witte",
        "tr": "peçete*, bayrak*, mendil*, şapka*, atkı*, beyaz",
        "zh": "餐巾, 纸巾, 紙巾, 手帕, 手绢, 手絹, 白旗, 旗子, 帽子, 白色",
    },
    "c_tool": {  # a thing one strikes with: with another's body part named, a blow
        # ("mit dem Kochlöffel eins auf die Finger", "a rap on the knuckles with a ruler")
        "en": "spoon*, wooden spoon*, ladle*, ruler*, stick, sticks, cane*, newspaper*, "
              "towel*, tea towel*, belt*, slipper*, shoe*, sandal*, fly swatter*, "
              "rubber band*, elastic band*, rolled up, rolled-up, spatula*, paddle*",
        "de": "kochlöffel*, holzlöffel*, löffel*, kelle*, lineal*, stock, stöcke*, stöckchen, "
              "rute*, zeitung*, handtuch*, geschirrtuch*, küchentuch*, gürtel*, hausschuh*, "
              "pantoffel*, latsch*, schuh*, fliegenklatsche*, gummiband*, gummi, pfannenwender*",
        "nl": "pollepel*, lepel*, houten lepel*, liniaal*, stok, stokje*, krant*, handdoek*, "
              "theedoek*, riem, slipper*, pantoffel*, schoen*, vliegenmepper*, elastiekje*",
        "tr": "kaşık*, kaşığ*, tahta kaşık*, kepçe*, cetvel*, sopa*, gazete*, havlu*, kemer*, "
              "terlik*, ayakkabı*, sineklik*, lastik*",
        "zh": "勺子, 汤勺, 湯勺, 木勺, 饭勺, 飯勺, 尺子, 棍子, 报纸, 報紙, 毛巾, 皮带, 皮帶, "
              "拖鞋, 鞋子, 苍蝇拍, 蒼蠅拍, 橡皮筋",
    },
    "h_serve": {  # serving at the table: pouring, handing round, offering. Fetching,
        # making or brewing is housework asked of a person (claim_lexicon.py's k_chore)
        "en": "pour+, serve+, refill+, top up, tops up, hand out, hands out, hand round, "
              "hands round, pass round, passes round, offer+, pass+, hand+, share+, give+, "
              "gave, dish+ ~ out, top+ ~ up, topp+ ~ up, freshen+ ~ up",
        "de": "schenk*, einschenk*, nachschenk*, servier*, reich*, anbiet*, biet* ~ an, "
              "verteil*, teil* ~ aus, gib, gibt, geben, gebt, gieß* ~ ein, giess* ~ ein, "
              "füll* ~ nach, fuell* ~ nach, nachfüll*, nachfuell*, füll* ~ auf, auffüll*",
        "nl": "schenk*, inschenk*, bijschenk*, serveer*, bied*, deel* ~ uit, geef, geeft, "
              "geven, deel* ~ rond, trakteer* ~ op, vul* ~ bij, bijvul*, vult ~ aan, "
              "vullen ~ aan, aanvul*",
        "tr": "dağıt*, ikram*, doldur*, koy*, servis*, tazele*",
        # a refill is serving too: topping up a cup ("给每个人续茶", "tops up the tea")
        "zh": "倒, 斟, 端, 递, 遞, 敬, 续茶, 續茶, 续杯, 續杯, 续水, 續水, 添茶, 添水, "
              "满上, 滿上, 加满, 加滿",
    },
    "h_make": {  # food or drink made for the table: with everyone its beneficiary and a
        # thing the table serves, hospitality ("makes coffee for everyone", "给大家切水果")
        "en": "make+, made, brew+, cut+, slice+, peel+, bake+, baked, cook+, prepare+, "
              "put+ on, whip+ up, mix+, boil+, "
              # or set out for the table to take from: a bowl passed round, a plate put in
              # the middle (fa36: "passes the bowl of pretzels round, help yourselves")
              "pass+ ~ bowl*, pass+ ~ plate*, pass+ ~ tray*, hand+ ~ bowl*, hand+ ~ plate*, "
              "put+ out, set+ out, put+ ~ middle, set+ ~ middle",
        "de": "mach*, koch*, brüh*, brueh*, schneid*, schnitt, schäl*, back*, bereit*, "
              "setz* ~ auf, mix*, "
              "stell* ~ schale, stell* ~ schüssel, stell* ~ teller, stell* ~ mitte, "
              "reich* ~ schale, reich* ~ schüssel, reich* ~ teller, reich* ~ herum",
        "nl": "zet, zetten, zette, maak*, snijd*, snijdt, schil*, bak, bakt, bakken, kook*, "
              "bereid*, "
              "zet* ~ schaal*, zet* ~ bord*, zet* ~ op tafel, zet* ~ in het midden, "
              "geef* ~ schaal* ~ rond, geef* ~ rond",
        "tr": "yap*, demle*, kes*, soy*, pişir*, hazırla*, doğra*, dilimle*, "
              "masaya ~ koy*, ortaya ~ koy*, tabak* ~ koy*, tabak* ~ dolaştır*",
        "zh": "切, 削, 泡, 煮, 做, 冲, 沖, 沏, 烤, 准备, 準備, 剥, 剝, 烧, 燒, "
              "摆到, 擺到, 摆在, 擺在, 放到桌上, 放在桌上, 端上",
    },
    "h_drink": {  # what a table serves: a drink or a snack named, nobody made to have it
        "en": "drink, drinks, beverage*, refreshment*, tea, teas, coffee*, water, juice, "
              "lemonade, cola, coke, soda, sodas, milk, cocoa, snack*, cake, biscuit*, cookie*, "
              "cup, cups, glass, glasses, "
              "cuppa, round, crisps, chips, nuts, peanuts, popcorn, pretzel*, sweets, candy, "
              "chocolate*, fruit, grapes, olives, cheese, crackers, pizza, sandwich*, "
              "nibbles, treats, bowl, plate, platter, tin, jar, box, basket, bag, packet, "
              "tray, jug, pot, teapot, kettle, bottle, mug, can, carafe, "
              # the table's comforts offered: tissues, napkins, cologne (fa32b)
              "tissue*, napkin*, wet wipe*, serviette*, cologne",
        "de": "getränk*, getraenk*, drinks, erfrischung*, tee, kaffee, wasser, saft, "
              "limo*, cola, sprudel, schorle, milch, kakao, snack*, kuchen, keks*, tasse*, "
              "glas, gläser, chips, nüss*, "
              "erdnüss*, salzstangen, brezel*, süßigkeiten, schokolade, obst, trauben, käse, "
              "gummibärchen, pizza, schüssel, schale, teller, häppchen, dose, glas, korb, tüte, "
              "packung, tablett, krug, kanne, teekanne, flasche, becher, taschentuch*, "
              "taschentücher, serviette*, feuchttuch*, feuchttücher, erfrischungstuch*, "
              "erfrischungstücher, kölnisch wasser",
        "nl": "drankje*, dranken, drinks, thee, theetje*, koffie*, water, sap, sapje*, "
              "limonade, ranja, cola, frisdrank*, melk, chocomel*, snack*, hapje*, koek*, "
              "taart*, kopje*, glas, "
              "glazen, glaasje*, chips, nootjes, pinda*, borrelnootjes, snoep*, chocola*, "
              "fruit, druiven, kaas*, bitterbal*, stroopwafel*, pizza, schaal, schaaltje, kom, "
              "trommel, pot, mand*, zak, zakje, pak, pakje, dienblad, kan, theepot, fles, "
              "beker, mok, tissue*, servet*, servetje*, zakdoek*, vochtige doekjes, "
              "eau de cologne",
        "tr": "içecek*, çay*, kahve*, su, suyu, meyve suyu, limonata*, kola, gazoz*, ayran*, "
              "atıştırmalık*, "
              "kurabiye*, bardak*, fincan*, cips*, çerez*, fıstık*, kuruyemiş*, şeker*, "
              "çikolata*, meyve*, üzüm*, peynir*, kraker*, simit*, börek*, lokum*, tabak*, "
              "kase*, kavanoz*, kutu*, sepet*, paket*, tepsi*, sürahi*, demlik*, şişe*, "
              "kolonya*, mendil*, peçete*, ıslak mendil*",
        "zh": "水, 茶, 热水, 熱水, 开水, 開水, 咖啡, 饮料, 飲料, 果汁, 点心, 點心, 零食, "
              "可乐, 可樂, 雪碧, 汽水, 橙汁, 奶茶, 牛奶, "
              "杯, 一杯, 杯水, 杯茶, 薯片, 花生, 瓜子, 坚果, 堅果, 糖, 巧克力, 水果, 葡萄, "
              "饼干, 餅乾, 蛋糕, 盘, 盤, 碗, 罐, 盒, 篮, 籃, 袋, 包, 托盘, 托盤, 壶, 壺, 瓶, 杯子, "
              "纸巾, 紙巾, 湿巾, 濕巾, 餐巾纸, 餐巾紙, 餐巾",
    },
    "h_for": {  # who is served or thanked: the beneficiary's and the reason's small words
        "en": "for, to, round, all, everyone, everybody, the table, having, hosting, us, "
              "evening, night, game, games, host, hosts, hostess*, more, another, "
              "everyone's, everybody's, fresh",
        "de": "für, fuer, allen, alle, jeden, jedem, den abend, abend, die einladung, "
              "einladung, uns, sich, bei, beim, gastgeber*, noch, nach, frischen, frische",
        "nl": "voor, iedereen, allen, de avond, avond, gastvrijheid, ons, zich, bij, "
              "gastheer, gastvrouw, gastheren, nog, ieders, iedereens, verse",
        "tr": "için, herkese, herkes, akşam*, misafirperverlik*, eder, etsin, ev, sahibi*, "
              "davet*",
        "zh": "给, 給, 为, 為, 大家, 所有人, 每人, 每个人, 每個人, 主人, 的, 招待, 款待",
    },
    "g_toward": {  # the addressee's and the gesture's small words
        "en": "at, towards, toward, to, big, warm, friendly, little, quick, brief, wide, "
              "everyone, table, winner, dealer, loser, picker, clearer",
        "de": "zu, an, vor, hoch, nach oben, kurz, kurzen, kleine, kleinen, freundlich, "
              "freundliches, anerkennendes, jedem, allen",
        "nl": "toe, naar, op, omhoog, voor, kort, kleine, vriendelijk, vriendelijke, zijn, "
              "haar, je, de, een",
        "tr": "herkese, kazanana, kaybedene, dağıtana, toplayana, ona, bir, ile, "
              "saygıyla, gururla, sevgiyle, kibarca, nazikçe",
        "zh": "向, 朝, 对, 對, 给, 給, 冲, 衝, 起, 个, 個, 一个, 一個, 一下, 大家, 所有人, 和, 跟, "
              "与, 與",
    },
}

#: Courtesy: thanks, congratulations, a welcome. A person named in it, even by who they
#: are to the evening ("thank the host"), is asked for nothing and costs nothing
#: (R-CUSTOM-4 is about people targeted by a rule): contact.py's ``courteous``.
COURTESY: dict[str, str] = {
    "en": "thank+, thanks, thank you, thankyou, congratulate+, congrats, congratulations, "
          "greet+, welcome+, compliment+, applaud+, applause, cheers, clap ~ for",
    "de": "dank*, bedank*, gratulier*, glückwunsch*, glueckwunsch*, begrüß*, begruess*, "
          "willkommen, lob, lobt, loben, applaus, beifall, applaudier*, klatsch*",
    "nl": "dank, bedank*, dankjewel, dankuwel, feliciteer*, felicitaties, proficiat, "
          "gefeliciteerd, begroet*, welkom, complimen*, applaus, applaudisseer*, "
          "klap ~ voor",
    "tr": "teşekkür*, sağ ol*, sağol*, tebrik*, kutla*, selamla*, hoş geldin*, hoşgeldin*, "
          "eline sağlık, alkış*",
    "zh": "谢谢, 謝謝, 感谢, 感謝, 多谢, 多謝, 致谢, 致謝, 祝贺, 祝賀, 恭喜, 欢迎, 歡迎, 夸, 誇, "
          "鼓掌, 掌声, 掌聲",
}
#: Serving the table: a verb of pouring or bringing with a drink as its thing
#: ("pour the drinks for everyone", "serve drinks") is hospitality, nobody made to drink
#: (R-CUSTOM-3): each verb with each drink, read as an exception to LP701
SERVE: dict[str, tuple[str, str]] = {
    "en": ("pour+, serve+, bring+, brought, fetch+, get, gets, hand out, hands out, "
           "refill+, top up, tops up, offer+, make+, made",
           "drink, drinks, beverage*, refreshment*"),
    "de": ("schenk*, einschenk*, servier*, bring*, hol*, reich*, mach*",
           "getränk*, getraenk*, drinks, erfrischung*"),
    "nl": ("schenk*, inschenk*, serveer*, breng*, haal, haalt, halen, bied*, maak*",
           "drankje*, drinken, dranken, drinks"),
    "tr": ("dağıt*, getir*, ikram*, doldur*, koy*, servis*, hazırla*",
           "içecek*"),
    "zh": ("", ""),
}
#: A kiss blown or thrown through the air touches nobody: a gesture, no LP703
AIR_KISS: dict[str, str] = {
    "en": "blow+ ~ kiss*, blew ~ kiss*, throw+ ~ kiss*, threw ~ kiss*, air kiss*, "
          "kiss ~ the air",
    "de": "kusshand*, luftkuss*, wirf ~ kuss, wirft ~ kuss, werfen ~ kuss",
    "nl": "kushand*, werp ~ kus*, werpt ~ kus*, gooi* ~ kus*, blaas ~ kus*, blaast ~ kus*",
    "tr": "öpücük ~ gönder*, öpücük ~ at*, öpücük ~ yolla*, uçan öpücük*",
    "zh": "飞吻, 飛吻",
}
#: Gestures that are insults: made at someone, they humiliate (R-CUSTOM-3, LP706)
RUDE: dict[str, str] = {
    "en": "give ~ middle finger, gives ~ middle finger, show ~ middle finger, "
          "shows ~ middle finger, raise ~ middle finger, give ~ the finger, gives ~ the finger, "
          "flip off, flips off, flipping off, flip ~ bird, flips ~ bird, give ~ the bird, "
          "gives ~ the bird, loser sign, wanker sign, up yours",
    "de": "stinkefinger*, mittelfinger*, vogel zeigen, zeig* ~ vogel, scheibenwischer* ~ zeig*",
    "nl": "middelvinger*, opgestoken middelvinger, lange neus, loser teken",
    "tr": "orta parmak*, orta parmağ*, nanik*, hareket çek*",
    "zh": "竖中指, 豎中指, 比中指, 伸中指, 竖起中指, 豎起中指, 鄙视的手势, 鄙視的手勢",
}

__all__ = ["AIR_KISS", "CONTACT", "COURTESY", "RUDE", "SERVE"]
