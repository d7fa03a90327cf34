"""The harm judge's lexicon: what free text may not ask, in the five languages of the rule cards.

English, German, Dutch, Turkish and Chinese (the official cards' languages). Each entry is
a comma-separated phrase of token patterns, read by language/text/harm.py against the
normalised tokens of language/text/textnorm.py (so write entries as the text is written: the
lexicon is folded the same way, and ``küss*`` also matches ``KÜSS``; an ASCII spelling
``kuess*`` is listed where writers use one):

- ``word``: exactly that token; ``stem*``: a token that starts with ``stem``;
  ``word+``: English inflections (``hit+``: hit, hits, hitting; ``kiss+``: kisses, kissed);
- ``a ~ b``: ``b`` within three tokens after ``a`` (``take ~ off``: "take your shirt off");
- an entry with a Chinese character is matched as a substring of the sentence with its
  spaces and punctuation taken out; a currency sign as a substring of the sentence.

:data:`HARM` lists the demands R-CUSTOM-3 forbids, by code. :data:`GROUPS` are the words
the structural readings combine (language/text/harm.py says how): the rule vote, Roshambo and
who decides (R-VOTE-8, R-CUSTOM-5). :data:`TABLE_ACTIONS` are the known table actions a
``does`` text may ask without the table's confirmation, and :data:`FILLER` the words
that may go with them.
"""

from __future__ import annotations

from .clause_lexicon import CLAUSES
from .common_words import COMMON
from .life_lexicon import CARD_ACTIONS, CARD_FILLER, LIFE, MORE_PLACES
from .tr_forms import BEAT, BEER, BELLY, CHOKE, EYES, HAIR, HEAD, PULL, SIT, THROAT, TURN

#: code -> language -> entries. Languages: en, de, nl, tr, zh.
HARM: dict[str, dict[str, str]] = {
    "LP701": {  # alcohol, eating and drinking, smoking, physical risk
        "en": "drink+, drank, drunk, shot, shots, shotgun a beer, beer*, wine*, vodka, whisky, "
              "whiskys, whiskey*, whiskies, "
              "tequila, rum, gin, alcohol*, booze*, liquor, chug+, sip+, eat+, ate, eaten, "
              "swallow+, "
              "smoke+, smoking, vape+, cigarette*, hold ~ breath, lighter, knife, knives, "
              "set fire, light ~ fire, jump off, jump out, hot sauce, pepper, chili, bottoms up, "
              "stand on ~ chair, stand on ~ table, stands on ~ chair, stands on ~ table, "
              "climb on ~ chair, climb on ~ table, climbs on ~ chair, climbs on ~ table, "
              "climb onto, balance on ~ chair, balance on ~ table, ice cube*, ice water, candle*, "
              "flame*, push up*, pushup*, sit up*, situp*, squat*, burpee*, plank*, "
              # spinning until dizzy, breath held: a fall or a faint (redteam24)
              "holds ~ breath, holding ~ breath, dizzy, dizziness, spin* ~ times, "
              "twirl* ~ times",
        "de": "trink*, getrunken, sauf*, besauf*, schnaps, bier*, wein, weine, alkohol*, "
              "kurzer, shot, shots, iss, esst, essen, gegessen, schluck, schlucke, schlucken, "
              "schluckt, schluckst, schlucks, schlückchen, rauch*, "
              "zigarette*, feuerzeug, messer, feuer, luft anhalten, atem anhalten, exen, "
              "auf ~ stuhl ~ steig*, auf ~ tisch ~ steig*, steig* ~ stuhl, steig* ~ tisch, "
              "kletter* ~ stuhl, kletter* ~ tisch, eiswürfel*, eiswasser, kerze*, flamme*, "
              "liegestütz*, liegestuetz*, kniebeuge*, schwindlig*, schwindelig*, "
              "dreht sich zehnmal, dreht sich fünfmal, dreht sich dreimal",
        "nl": "drink, drinkt, drinken, dronken, zuip*, bier*, wijn*, jenever, alcohol*, "
              "shotje*, eet, eten, opeten, slik*, rook, rookt, roken, sigaret*, aansteker, "
              "mes, vuur, adem inhouden, adtje*, atje*, op ~ stoel ~ staan, op ~ tafel ~ staan, "
              "klim* ~ stoel, klim* ~ tafel, ijsblok*, ijswater, kaars*, vlam*, opdruk*, "
              "opdrukk*, squat*, drinkspel*, drankspel*, drinkwedstrijd*, drankwedstrijd*, "
              "duizelig*, draai* ~ om ~ as, rondjes ~ draai*, draai* ~ rondjes, tollen, tolt",
        "tr": "iç, içsin, içsinler, içer, içmek, içiyor, içecek, içki*, " + BEER + ", "
              "şarap*, rakı, "
              "rakıyı, rakıya, rakıdan, rakının, rakısı, rakısını, rakılar*, "
              "votka, alkol*, sarhoş*, shot, ye, yesin, yemek, yutsun, yut, sigara*, "
              "çakmak, çakmakla, çakmağı, çakmağa, çakmağın, bıçak*, ateş*, nefes ~ tut*, "
              "sandalye* ~ çık*, masa* ~ çık*, "
              "tırman* ~ sandalye*, tırman* ~ masa*, buz küp*, buzlu su, mum, mumu*, alev*, "
              # push-ups are done (çek-): folded, şınav is sınav, an exam (session 44)
              "şınav* ~ çek*, mekik*, içme ~ oyun*, içme ~ yarış*, içelim, içeriz, içersin, "
              "başı döner, başı dönene, başı dönünceye, başı dönünce, başı dönüyor, sersemle*, "
              "kez ~ kendi etrafında, defa ~ kendi etrafında",
        "zh": "喝, 酒, 干杯, 乾杯, 吃, 吞, 抽烟, 抽菸, 吸烟, 吸菸, 香烟, 香菸, 打火机, 刀子, "
              "小刀, 拿刀, 憋气, 站在椅子上, 站到椅子上, 站在桌子上, 站到桌子上, 爬上椅子, "
              "爬上桌子, 爬到桌子上, 冰块, 冰塊, 蜡烛, 蠟燭, 火焰, 俯卧撑, 俯臥撐, 仰卧起坐, "
              "仰臥起坐, 深蹲, 头晕, 頭暈, 转晕, 轉暈, 转到晕, 轉到暈, 转十圈, 轉十圈, 转五圈, "
              "转三圈, 转圈圈, 转好几圈",
    },
    "LP702": {  # violence
        "en": "hit+, slap+, punch+, kick+, spank+, pinch+, bite+, shove+, smack+, "
              "beat up, beats up, hurt+, wrestle+, strangle+, choke+, flick+, elbow+, "
              "headbutt+, kill+, stab+, trip up, push ~ player, push ~ dealer, push ~ winner, "
              "push ~ loser, push ~ someone, push ~ everyone, box with, boxes with, box ~ player, "
              "box ~ dealer, box ~ winner, box ~ loser, box ~ someone, boxes ~ player, "
              "boxes ~ dealer, boxes ~ winner, boxes ~ loser, boxes ~ someone",
        "de": "schlag, schlagen, schlägt, schlägst, ohrfeig*, boxen, boxt, boxe, tritt, treten, "
              "kneif*, zwick, zwicke, zwicken, zwickt, zwickst, zwickte, gezwickt, beiß*, beiss*, "
              "schubs*, verprügel*, verpruegel*, prügel*, "
              "hau, hauen, haut, würg*, wuerg*, tret*, schmerz*, weh tut, wehtut, tut ~ weh, "
              "kopfnuss*, kopfnüsse*, nackenschlag*, schnippchen ~ kopf",
        "nl": "sla, slaan, slaat, klap geven, een klap, geef ~ een klap, mep*, stompen, stompt, "
              "een stomp, schop*, pijn, pijnlijk*, "
              "trap ~ speler, knijp*, bijt, bijten, duw*, pijn doen, wurg*, afranselen",
        "tr": "tokat*, yumruk*, tekme*, çimdik*, ısır*, itekle*, dayak, vur ~ oyuncu*, "
              # beating and choking by their forms (tr_forms.py), fa33
              + BEAT + ", " + CHOKE,
        "zh": "打人, 打他, 打她, 打对方, 揍, 扇, 耳光, 拳打脚踢, 用拳头打, 踢, 掐, 咬, 推人, "
              "推他, 推她, 勒, 掌掴, 疼, 痛",
    },
    "LP703": {  # physical contact without consent, undressing, intimacy
        "en": "kiss+, lick+, grope+, fondle+, strip+, undress+, naked, nude, nudes, "
              "take ~ off, takes ~ off, clothes, clothing, underwear, bra, pants off, "
              "shirt off, lap dance, sit on ~ lap, sit on ~ player, sit on ~ someone, "
              "sits on ~ lap, massage+, cuddle+, hug+, feel up, touch ~ player, touch ~ dealer, "
              "touch ~ winner, touch ~ loser, "
              "touch ~ someone, touch ~ everyone, touch ~ neighbour, touch ~ neighbor, "
              "touches ~ player, tickle+, snog+, make out, sexy, sex, smooch+, "
              "remove ~ shirt*, remove ~ top, remove ~ pants, remove ~ trousers, "
              "remove ~ jeans, remove ~ sock*, remove ~ dress, remove ~ bra, removes ~ shirt*",
        "de": "küss*, kuess*, kuss, küsschen, bussi, leck, leckt, lecken, ableck*, umarm*, "
              "streichel*, berühr* ~ spieler*, begrapsch*, betatsch*, auszieh*, nackt, "
              "kleidung, klamotten, hemd aus, hose aus, "
              "unterwäsche, unterwaesche, strippen, strippt, strippst, stripper*, striptease*, "
              "massier*, kuschel*, fummel*, kitzel*",
        "nl": "kus, kust, kussen, zoen*, lik, likt, likken, aflikken, knuffel*, "
              "raak ~ speler ~ aan, "
              "betast*, uitkleden, kleed ~ uit, kleedt ~ uit, kleden ~ uit, kleren, kleding, "
              "naakt, bloot, ondergoed, "
              "strippen, stript, stripte, stripten, gestript, stripper*, striptease*, "
              "stripdans*, "
              "shirt uit, t shirt uit, trui uit, broek uit, sokken uit, bh uit, rok uit, "
              "masseer*, massage, kietel*, friemel*",
        "tr": "öp*, öpücük*, sarıl*, kucakla*, dokun* ~ oyuncu*, oyuncu* ~ dokun*, yala, yalasın, "
              "yalamak, soyun*, çıplak*, iç çamaşır*, gömle* ~ çıkar*, tişört* ~ çıkar*, "
              "pantolon* ~ çıkar*, çorab* ~ çıkar*, etek* ~ çıkar*, kıyafet* ~ çıkar*, "
              "masaj*, gıdıkla*, sevis*",
        "zh": "亲吻, 亲一下, 亲他, 亲她, 亲嘴, 亲脸, 親吻, 接吻, 吻, 拥抱, 擁抱, 抱抱, 抱一下, "
              "摸他, 摸她, 抚摸, 撫摸, 舔, 脱衣, 脫衣, 脱掉, 脫掉, 裸, 内衣, 內衣, 按摩, 挠痒, "
              "撓癢, "
              # a kiss to a person named after it (session 42): 亲赢家一下
              "亲赢家, 親贏家, 亲输家, 親輸家, 亲庄家, 亲发牌, 親發牌, 亲下家, 親下家, 亲上家, "
              "親上家, 亲大家, 親大家, 亲每个人, 亲一口, 親一口",
    },
    "LP704": {  # destroying or damaging things, the deck included
        "en": "tear+, tore, torn, rip+, burn+, burnt, smash+, destroy+, bend+, bent, crease+, "
              "crumple+, shred+, damage+, scratch+, spill+, break ~ card, break ~ glass, "
              "break ~ cup, break ~ chair, break ~ phone, break ~ table, breaks ~ card, "
              "throw ~ glass, throw ~ phone, wreck+, vandal*, "
              # a body's looks changed beyond tonight (session 42): shaved, cut, dyed, inked
              "shave+ off, shave+ ~ head, shave+ ~ eyebrow*, shave+ ~ beard, "
              "shave+ ~ moustache, shave+ ~ mustache, eyebrow* ~ off, head shaved, "
              "haircut*, cut+ ~ hair, dye+ ~ hair, bleach+ ~ hair, tattoo+, tattooed, "
              "pierce+, permanent marker*, permanent ink, sharpie*",
        "de": "zerreiß*, zerreiss*, reiß, reiße, reißen, reißt, reiss, reisse, reissen, reisst, "
              "verbrenn*, anzünd*, anzuend*, zerstör*, "
              "zerstoer*, knick, knicke, knicken, knickt, geknickt, kaputt*, zerknüll*, "
              "zerknuell*, beschädig*, beschaedig*, "
              "verschütt*, zerbrech*, "
              "rasier* ~ ab, abrasier*, augenbraue* ~ ab, glatze, kahl, haare ~ färb*, "
              "färb* ~ haare, haarsträhne* ~ ab, haare ~ ab, haare ~ schneid*, "
              "tätowier*, tattoo*, piercing*, permanentmarker*, edding*, wasserfest*",
        "nl": "scheur*, verscheur*, verbrand*, verbrandt, kapot*, verniel*, vernietig*, "
              "breek ~ kaart, breek ~ glas, kreukel*, verfrommel*, beschadig*, "
              # spilling by its forms: "mors*" is also Morse (morsecode), fa33
              "mors, morst, morsen, morste, morsten, gemorst, "
              "scheer* ~ af, afscheer*, afgeschoren, kaal, kaalgeschoren, wenkbrauw* ~ af, "
              "haar ~ verf*, verf* ~ haar, haar ~ knip*, knip* ~ haar, tatoeëer*, tatoeage*, "
              "tattoo*, piercing*, watervast*, permanente stift*",
        "tr": "yırt*, yak, yaksın, yakın ~ kart*, kır, kırsın, parçala*, buruştur*, "
              "hasar*, mahvet*, boz ~ kart*, "
              "tıraş*, traş*, kazıt*, kaş* ~ kazı*, saç* ~ kes*, saç* ~ boya*, "
              "kel ~ kal*, dövme*, piercing*, kalıcı kalem*, kalıcı marker*",
        "zh": "撕, 烧, 燒, 砸, 毁, 毀, 弄坏, 弄壞, 折弯, 折彎, 揉皱, 揉皺, 损坏, 損壞, 摔碎, 打碎, "
              "剃光头, 剃光頭, 剃头, 剃頭, 剃眉毛, 剃掉, 剪头发, 剪頭髮, 剪掉头发, 染头发, "
              "染頭髮, 纹身, 紋身, 刺青, 打耳洞, 油性笔, 油性筆",
    },
    "LP705": {  # illegal: stealing, drugs, trespassing
        "en": "steal+, stole, stolen, shoplift+, drug, drugs, weed, cocaine, "
              "heroin, pills, graffiti, trespass+, pickpocket+, rob, robs, robbing",
        "de": "stehl*, stiehl*, klau, klaut, klauen, geklaut, gestohlen, droge*, kokain, koks, "
              "gras rauch*, "
              "einbrech*, graffiti",
        "nl": "steel, steelt, stelen, gestolen, jat*, pik ~ portemonnee, drugs, wiet, "
              "cocaïne, cocaine, inbreken, graffiti",
        "tr": "çal ~ cüzdan*, hırsızlık*, çalıntı*, uyuşturucu*, esrar, kokain, "
              "haşhaş*, grafiti",
        "zh": "偷, 盗窃, 盜竊, 毒品, 大麻, 可卡因, 吸毒, 抢劫, 搶劫",
    },
    "LP706": {  # insults, mockery, humiliation
        "en": "insult+, mock+, humiliate+, ridicule+, make fun, makes fun, slur+, shame on, "
              "shames, shaming, "
              "bully+, call ~ names, idiot*, stupid, moron*, dumbass, fatso, ugly, "
              "loser face, shut up, laugh at, shame, dunce*, of disgrace, "
              # a person lowered before the table (session 42): on all fours, pleading,
              # an animal's noise, a foot kissed; a mocking name
              "on all fours, crawl+ ~ under, crawl+ ~ round, crawl+ ~ around, crawl+ ~ across, "
              "crawl+ ~ floor, grovel+, kowtow+, beg+ for mercy, beg+ ~ forgiveness, "
              "kiss+ ~ feet, kiss+ ~ foot, kiss+ ~ shoes, lick+ ~ shoes, lick+ ~ boots, "
              "oink+, fatty, dumbo",
        "de": "beleidig*, verspott*, auslach*, lach ~ aus, demütig*, demuetig*, bloßstell*, "
              "blossstell*, idiot*, dumm*, blöd*, bloed*, depp*, trottel*, hässlich*, "
              "schäm*, schand*, halt ~ maul, halts maul, "
              "auf allen vieren, kriech* ~ unter, kriech* ~ um, kriech* ~ durch, kriech* ~ boden, "
              "kroch ~ unter, gekrochen, um gnade, um vergebung, "
              "füße ~ küss*, küss* ~ füße, schuhe ~ leck*, knie* ~ nieder, "
              "niederknie*, esel, fettsack*, versager*",
        "nl": "beledig*, uitlach*, lach ~ uit, vernederen, vernedert, belachelijk, sukkel*, "
              "idioot, dom, dombo, stom, stomme, stommerik*, stommeling*, lelijk*, kop dicht, "
              "hou ~ bek, schaam*, schande*, "
              "op handen en voeten, op handen en knieën, kruip* ~ onder, kruip* ~ door, "
              "kruip* ~ rond, kruip* ~ vloer, kroop ~ onder, "
              "om genade, smeek*, voeten ~ kus*, kus* ~ voeten, ezel, dikzak*",
        "tr": "hakaret*, aşağıla*, dalga geç*, alay et*, alay*, aptal*, salak*, gerizekalı*, "
              "çirkin*, rezil*, küfür*, sövüş*, kes sesini, utanç*, "
              "dört ayak*, emekle*, sürün*, yalvar*, ayağını öp*, ayaklarını öp*, "
              "ayakkabı* ~ yala*, eşek, eşeğ*, öküz, dangalak*, ahmak*, şişko*",
        "zh": "侮辱, 嘲笑, 羞辱, 骂, 罵, 笨蛋, 傻, 白痴, 白癡, 蠢, 丑八怪, 醜八怪, 闭嘴, 閉嘴, "
              "跪下, 下跪, 磕头, 磕頭, 四肢着地, 四肢著地, 在地上爬, 爬一圈, "
              "求饶, 求饒, 舔鞋, 亲脚, 親腳, "
              "叫主人, 猪头, 豬頭, 胖子, 废物, 廢物",
    },
    "LP710": {  # money and bets
        "en": "€, $, £, ¥, ₺, pay+, paid, euro*, eur, dollar*, cent, cents, buck, "
              "bucks, money, cash, bet+, wager+, gamble+, gambling, stake, stakes, lira, yuan, "
              "wallet*, purse, venmo, paypal, tikkie, treat+ everyone, treat+ everybody, "
              "treat+ the table, treat+ the whole table, treat+ the others, treat+ us, "
              "treat+ all, "
              # money in another form: phone credit, a voucher (session 27)
              "top+ up ~ phone, top+ up ~ credit, gift card*, voucher*, "
              # a ticket to a gamble is a stake (session 27, third round)
              "lottery ticket*, lotto ticket*, scratch card*, scratchcard*, raffle ticket*",
        "de": "bezahl*, zahle, zahlt, zahlst, zahlte*, gezahlt, geld*, trinkgeld*, wette, "
              "wetten, wettet, "
              "gewettet, "
              "spendier*, cent, euro*, geldbörse*, geldboerse*, portemonnaie*, "
              "lädt ~ guthaben, lädt ~ handyguthaben, guthaben ~ auf, handyguthaben ~ auf, "
              "guthaben aufladen, handyguthaben aufladen, gutschein*, "
              "lottoschein*, lottozettel*, lottoticket*, lotterielos*, lotterieschein*, "
              "rubbellos*, tippschein*, wettschein*",
        "nl": "betaal*, betalen, betaalt, geld*, wed, wedden, weddenschap*, "
              "trakteer*, euro*, cent, portemonnee*, portefeuille*, "
              "opwaardeer*, waardeert ~ op, cadeaubon*, cadeaukaart*, "
              "loterijlot*, loterijbriefje*, lottobriefje*, lottoformulier*, kraslot*, "
              "krasbiljet*, staatslot*",
        # the verb's forms, not "ödev" (homework)
        "tr": "öde, ödem*, öder*, ödey*, öden*, ödedi*, ödes*, para, parayı, parası, "
              "paralar, parasını, parayla, bahis*, bahse*, iddiaya, "
              "kumar*, lira*, kuruş*, tl, avro, cüzdan*, "
              "ısmarla*, kontör ~ yükle*, kontör ~ at*, kontör ~ gönder*, hediye çek*, "
              "hediye kart*, piyango bilet*, milli piyango*, kazı kazan*, loto kupon*, "
              "iddaa kupon*",
        "zh": "钱, 錢, 付钱, 付款, 赌, 賭, 下注, 红包, 紅包, 欧元, 歐元, 美元, 人民币, 块钱, "
              "塊錢, 请客, 請客, 钱包, 錢包, 转账, 轉賬, 请大家吃, 請大家吃, 请大家喝, "
              "請大家喝, 请所有人吃, 請所有人吃, 请所有人喝, 請所有人喝, 请每个人吃, 請每個人吃, "
              "充话费, 充話費, 充值, 购物卡, 購物卡, 礼品卡, 禮品卡, "
              "彩票, 刮刮乐, 刮刮樂, 彩券, 奖券, 獎券, 乐透, 樂透",
    },
    "LP711": {  # dares that reach people or places outside the table
        "en": "dare, dares, truth or dare, "  # a call to someone of one's life: outsiders.py
              "prank call+, post ~ online, post ~ instagram, post ~ social, social media, "
              "go outside, run outside, outside naked, knock ~ door, ring ~ doorbell, "
              "ask ~ stranger, strangers, stranger, yell ~ window, shout ~ window, "
              "group chat*, groupchat*, whatsapp group*",
        "de": "mutprobe*, wahrheit oder pflicht, "
              "poste*, soziale medien, geh ~ raus, nach draußen, nach draussen, "
              "fremde*, klingel* ~ nachbar*, gruppenchat*, whatsapp-gruppe*, whatsappgruppe*",
        "nl": "durf*, waarheid ~ durven, "
              "post ~ online, sociale media, ga ~ naar buiten, naar buiten, "
              "vreemde*, aanbellen, groepsapp*, groepschat*, whatsappgroep*",
        "tr": "cesaret*, doğruluk ~ cesaret*, eski sevgili*, "
              "mesaj at*, instagram*, sosyal medya*, dışarı çık, dışarı çıks*, yabancı*, "
              "komşunun kapı*, grup sohbet*, whatsapp grub*",
        "zh": "真心话大冒险, 真心話大冒險, 大冒险, 大冒險, 前任, 发朋友圈, "
              "發朋友圈, 朋友圈, 陌生人, 出门, 出門, 邻居家, 鄰居家, "  # 邻居 alone: pranks.py
              "发微博, 發微博, 微信群, 发到群里, 發到群裡",
    },
}

#: The words the structural readings of language/text/harm.py combine, by group and language.
GROUPS: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ the rule vote (LP707)
    "vote": {
        "en": "vote*, voting, ballot*, referendum, poll, polls, polling, novote*, veto+",
        "de": "abstimm*, regelabstimm*, abgestimmt, stimmrecht*, veto*, stimme, stimmen",
        "nl": "stem, stemming*, stemmen, stemt, regelstemming*, stemrecht*, veto*",
        "tr": "oylama*, oy, oyu, oylar*, oylarla, veto*",
        "zh": "投票, 表决, 表決, 票, 否决, 否決",
    },
    "vote_change": {
        "en": "no, none, without, skip+, cancel+, cancelled, abolish+, suspend+, ignore+, "
              "instead, veto+, twice, double+, banned, forbid*, scrap+, don t count, "
              "doesn t count, dont count, doesnt count, not count, never, no longer, extra, "
              "overrule+, "
              "counts ~ more, weighs, weight, veto+, "
              "void, null, invalid, is off, are off, called off, call off, postpone+, delay+, "
              "moot, novote*, "
              "no more, nomore",
        "de": "kein*, ohne, fällt ~ aus, entfällt, abgeschafft, abschaff*, überspring*, "
              "streich*, gestrichen, doppelt, statt, anstatt, zählt ~ nicht, nie, verbot*, "
              "werden nicht, wird nicht, ungültig*, verschoben, verschieb*, nicht mehr, veto*, "
              "abgesagt, storniert",
        "nl": "geen, zonder, overslaan, sla ~ over, afgeschaft, afschaff*, vervalt, dubbel, "
              "in plaats van, telt ~ niet, nooit, verbod*, verboden, ongeldig*, uitgesteld, "
              "niet meer, vervallen, veto*, geschrapt, afgelast, gaat niet door, "
              "geannuleerd",
        "tr": "yok, yapılmaz, yapılmayacak, olmayacak, iptal*, atla*, geçersiz*, iki kez, çift*, "
              "sayılmaz, oylamasız, yasak*, asla, ertelen*, artık ~ yok, veto*",
        "zh": "不投票, 不用投票, 不需要投票, 不许投票, 不能投票, 不准投票, 禁止投票, 没有投票, "
              "沒有投票, 没有表决, 沒有表決, 无需表决, 無需表決, 不表决, 不表決, 取消投票, "
              "取消表决, "
              "取消表決, 跳过投票, 跳过表决, 免投票, 投票无效, 表决无效, 两票, 兩票, 双倍, 雙倍, "
              "否决, 否決, 不算, "
              # "no longer" said of the vote (en "no longer", de "nicht mehr")
              "不再投票, 不再表决, 不再表決, 不再进行投票, 不再進行投票, 不再有投票, "
              # the vote named first, then cancelled ("投票取消", "投票作废")
              "投票取消, 投票被取消, 投票作废, 投票作廢, 投票被作废, 投票撤销, 投票撤銷, 投票废除, "
              "表决取消, 表決取消, 表决作废, 表決作廢, 投票就取消, 投票也取消",
    },
    "rule_itself": {  # a rule named as a rule of the book ("this rule", "diese Regel")
        "en": "this rule, my rule, the rule, that rule, these rules, my rules, the rules, "
              "house rule*, rule stays, rule remains",
        "de": "regel, regeln, hausregel*",
        "nl": "regel, regels, huisregel*",
        "tr": "kural, kuralı, kurallar*, kuralım*",
        "zh": "规则, 規則, 这条规则, 這條規則",
    },
    "permanent": {  # ... that the vote could never remove (R-VOTE-1, R-VOTE-4)
        "en": "forever, permanent*, undeletable, unremovable, irrevocable, immune, "
              "never ~ deleted, never ~ removed, never ~ voted, never ~ abolished, "
              "cannot ~ deleted, cannot ~ removed, can t ~ deleted, can t ~ removed, "
              "cant ~ deleted, cant ~ removed, may not ~ deleted, may not ~ removed, "
              "for ever, for good, always stays, stays ~ always, here to stay, regardless, "
              "no matter, "
              "whatever the vote, whatever is voted, outlive+ ~ vote*, survive+ ~ vote*, "
              "outlast+ ~ vote*, vote proof, voteproof",
        "de": "für immer, ewig*, unlöschbar*, dauerhaft*, unabänderlich*, nie ~ gelöscht, "
              "nie ~ entfernt, nie ~ abgeschafft, nicht ~ gelöscht, nicht ~ entfernt, "
              "nicht ~ abgeschafft, bleibt immer, egal, unabhängig*, trotz*, unabwählbar*, "
              "unabwaehlbar*, abstimmungsfest*, übersteht ~ abstimmung*",
        "nl": "voor altijd, eeuwig*, permanent*, nooit ~ verwijderd, nooit ~ geschrapt, ongeacht, "
              "nooit ~ afgeschaft, niet ~ verwijderd, niet ~ geschrapt, blijft altijd, "
              "onwegstembaar*, stembestendig*, overleeft ~ stemming*",
        "tr": "sonsuza*, kalıcı*, silinemez, kaldırılamaz, ebedi*, hep kalır, "
              "asla ~ silin*, asla ~ kaldırıl*, ne olursa olsun, rağmen, "
              "oylamaya dayanıklı, oylamalardan sağ çıkar*",
        "zh": "永久, 永远, 永遠, 不能删除, 不能刪除, 不可删除, 不可刪除, 不得删除, 不得刪除, "
              "不能取消, 不可取消, 不能废除, 不能廢除, 无论, 無論, 不管, 投不掉, 取消不了, "
              "废除不了, 廢除不了",
    },
    # ------------------------------------------------------------ people (R-CUSTOM-4)
    "trait": {  # a player picked by who they are, not by their role in the game (LP304)
        "en": "youngest, oldest, tallest, wears glasses, wear glasses, wearing glasses, "
              "with glasses, with a beard, bearded, the host, birthday child, blonde*, "
              "redhead*",
        "de": "jüngste*, juengste*, älteste*, aelteste*, brillenträger*, trägt ~ brille, "
              "mit brille, mit bart, gastgeber*, geburtstagskind*",
        "nl": "jongste, oudste, met bril, draagt ~ bril, met baard, gastheer, gastvrouw, "
              "jarige",
        "tr": "en genç, en yaşlı, gözlüklü*, gözlük takan*, sakallı*, ev sahib*",
        "zh": "最年轻, 最年輕, 年纪最大, 年紀最大, 最年长, 最年長, 个子最高, 個子最高, 戴眼镜, "
              "戴眼鏡, 有胡子, 有鬍子, 寿星, 壽星, 最小的玩家, 最大的玩家, 最老的玩家, "
              "最高的玩家, 最矮的玩家, 最小的人, 最大的人",
    },
    # a player picked by what they wear or are ("whoever wears a hat", "wer eine Mütze
    # trägt"): read with a person word (:data:`PERSON`), as a trait (LP304)
    "wears": {
        "en": "wear+, wore, worn, dressed, owns, drives",
        "de": "trägt, tragen, anhat, besitzt, fährt",
        "nl": "draagt, dragen, aanheeft, bezit, rijdt",
        "tr": "takan*, giyen*, giymiş*, sahip olan*",
        "zh": "戴着, 戴著, 穿着, 穿著, 戴, 穿",
    },
    "superlative": {  # "the smallest player": size and age are who someone is
        "en": "smallest, biggest, shortest, tallest, youngest, oldest, heaviest, lightest, "
              "prettiest, ugliest, eldest, longest",
        "de": "kleinste*, größte*, groesste*, jüngste*, älteste*, schwerste*, längste*, "
              "laengste*",
        "nl": "kleinste, grootste, jongste, oudste, zwaarste, langste",
        "tr": "en ~ küçük*, en ~ büyük*, en ~ genç*, en ~ yaşlı*, en ~ uzun*, en ~ kısa*",
        "zh": "最小, 最大, 最老, 最高, 最矮, 最胖, 最瘦, 最年轻, 最年長, 最年长",
    },
    "person": {  # a person word: the player a description picks
        "en": "player*, person, people, whoever, who, someone, anyone",
        "de": "spieler*, person, wer, jemand, derjenige, diejenige, die, der",
        "nl": "speler*, persoon, wie, iemand, degene",
        "tr": "oyuncu*, kişi*, kim*, olan",
        "zh": "玩家, 的人, 谁, 誰",
    },
    # a seat picked by a place in the room ("the window seat", "wer am Fenster sitzt"):
    # a place read with a position word is a disguised person (LP304)
    "place": {
        "en": "window*, door*, doorway, kitchen, corner, wall, sofa, couch, fireplace, "
              "fridge, bathroom, stairs, heater, radiator, tv, television, balcony, "
              "head of the table, end of the table",
        "de": "fenster*, tür*, tuer*, küche*, kueche*, ecke*, wand, sofa, couch, kamin*, "
              "kühlschrank*, heizung*, fernseher*, balkon*, kopfende*, tischende*",
        "nl": "raam, ramen, deur*, keuken*, hoek*, muur, bank, kachel*, bank, tv, balkon*, "
              "koelkast*, hoofd van de tafel",
        "tr": "pencere*, kapı*, mutfa*, köşe*, duvar*, kanepe*, şömine*, buzdolab*, "
              "balkon*, televizyon*",
        "zh": "窗, 门口, 門口, 门边, 門邊, 厨房, 廚房, 角落, 墙, 牆, 沙发, 沙發, 冰箱, 电视, 電視, "
              "阳台, 陽台, 主位",
    },
    "position": {
        "en": "sit+, sat, seat*, seated, nearest, closest, next to, beside, by the, near, "
              "facing, opposite",
        # sitting by its forms: "sitz*" is also the session (Sitzung), fa33
        "de": "sitz, sitze, sitzen, sitzt, sitzend*, sitzplatz*, sitzplätz*, sitzordnung*, "
              "sass, saß, am, nächste*, naechste*, neben, nahe, gegenüber, beim",
        "nl": "zit*, zat, bij, naast, dichtst*, dichtbij, tegenover",
        "tr": SIT + ", kenar*, yanında*, yakın*, karşısında*, dibinde*",
        "zh": "坐, 靠, 旁边, 旁邊, 附近, 对面, 對面, 边上, 邊上",
    },
    "seat": {  # the word before a seat's number: "seat 2", "Platz 3" (LP302)
        "en": "seat",
        "de": "sitz, sitzplatz, platz",
        "nl": "stoel, zitplaats",
        "tr": "koltuk, numaralı",
        "zh": "座位, 号位, 號位",
    },
    "own_rule": {  # R-VOTE-4: a creator deletes their own rule without a vote
        # (the creator addressed: "as the creator, you may delete your rule")
        "en": "own rule*, creator* ~ you ~ your rule*, maker* ~ you ~ your rule*",
        "de": "eigene* regel*, urheber* ~ du ~ deine regel*, erfinder* ~ du ~ deine regel*",
        "nl": "eigen regel*, maker ~ je ~ je regel*, maker ~ jij ~ jouw regel*, "
              "maker ~ je ~ jouw regel*",
        "tr": "kendi kural*",
        "zh": "自己的规则, 自己的規則",
    },
    # ------------------------------------------------------------ removing a rule (LP707)
    "remove": {  # taking a rule away: with a rule and "cannot", a rule the vote could not
        # remove (LP707); with a rule and no vote, one rule repealing others (LP709)
        "en": "remove*, delete*, abolish*, repeal*, cancel*, override*, overrid*, overrule*, "
              "void*, scrap*, drop+, vote ~ out, voted ~ out, undo*, get rid, revoke*, beat+, "
              "struck, trump+, outrank+, precedence, prevail+",
        "de": "abschaff*, abgeschafft, lösch*, geloescht, gelöscht, entfern*, abwähl*, abgewählt, "
              "abwaehl*, aufheb*, aufgehoben, streich*, gestrichen*, kipp*, vorrang*, schlägt, "
              "sticht",
        "nl": "verwijder*, schrap*, geschrapt, afschaff*, afgeschaft, weggestemd*, wegstem*, "
              "opheff*, opgeheven, weghal*, gaat voor, voorrang*",
        "tr": "kaldır*, sil*, iptal*, oylan*, değiştiril*, geçersiz*, üstün*, önceli*",
        "zh": "删除, 刪除, 删掉, 刪掉, 取消, 废除, 廢除, 推翻, 撤销, 撤銷, 作废, 作廢, 去掉, "
              "优先于, 優先於, 高于, 高於",
    },
    "other_rules": {  # rules beside this one: a rule that takes them away rules alone
        "en": "other rule*, any rule*, every rule, all rules, all the rules, all other rule*, "
              "any other rule*, every other rule, the other rule*",
        "de": "andere* regel*, alle regeln, jede regel, jede andere regel, sämtliche regeln",
        "nl": "andere regel*, alle regels, elke regel, iedere regel, alle andere regels",
        "tr": "diğer kural*, başka kural*, tüm kural*, bütün kural*, her kural*",
        "zh": "其他规则, 其他規則, 别的规则, 別的規則, 所有规则, 所有規則, 任何规则, 任何規則",
    },
    "cannot": {  # nobody may, it cannot be: the vote's power denied
        "en": "cannot, can t, cant, nobody, no one, noone, never, may not, must not, "
              "mustn t, not allowed, is not possible, impossible, none of you",
        "de": "niemand, keiner, kann nicht, können nicht, darf nicht, dürfen nicht, nie, "
              "niemals, nicht",
        "nl": "niemand, geen mens, kan niet, kunnen niet, mag niet, mogen niet, nooit, niet",
        "tr": "kimse, hiç kimse, hiçkimse, asla, olmaz, yok",
        "zh": "没有人, 沒有人, 谁也不, 誰也不, 任何人都不, 不能, 不可, 不得, 无法, 無法, 不许, "
              "不許, 不准",
    },
    "tie": {  # a tie: who breaks it is R-VOTE-9/10 and Roshambo's (R-ROSHAMBO)
        "en": "tie, ties, tied, tiebreak*, stalemate, draw in the vote, even vote",
        "de": "gleichstand, unentschieden, patt",
        "nl": "gelijkspel, gelijkstand, gelijke stand, staken",
        "tr": "beraber*, eşitlik*, eşit oy*",
        "zh": "平局, 平手, 平票, 打平",
    },
    # ------------------------------------------------------------ drinking (LP701)
    "vessel": {  # a drinking vessel: emptied, finished or downed it is drinking
        "en": "glass, cup, mug, pint, bottle, can of, drink, drinks, beverage, beer, wine",
        "de": "glas, gläschen, becher, tasse, flasche, getränk*, bier, wein",
        "nl": "glas, glaasje, beker, kopje, fles, flesje, drankje*, biertje*",
        "tr": "bardak*, bardağ*, kadeh*, şişe*, fincan*, içecek*",
        "zh": "杯, 瓶, 饮料, 飲料",
    },
    "consume": {
        "en": "empty, empties, emptied, finish+, down, downs, downed, drain+, neck, necks, "
              "bottoms, in one go, in one, at once, clear ~ glass",
        "de": "leer*, aus, austrink*, auf ex, ex, leeren",
        "nl": "leeg*, op, opdrinken, ad fundum, in een keer, in één keer",
        # dikmek (to down a glass) by its forms: "dik*" was also "dikkat", a warning (fa37)
        "tr": "bitir*, boşalt*, dik, dikin, dikiniz, diker, dikerek, dikip, dikmek, dikmeli*, "
              "diksin*, dikecek*, dikti*, dikil*, dikiş*, fondip*, tek seferde",
        "zh": "干, 乾, 光, 空, 喝完, 一口",
    },
    # ------------------------------------------------------------ touching a body (LP702)
    "body": {  # another body's parts: struck, it is violence (LP702)
        "en": "head, heads, forehead*, face, faces, nose, noses, ear, ears, cheek*, neck, "
              "arm, arms, leg, legs, knee*, back, belly, stomach, butt, bum, hair, rib, ribs, "
              "side, sides, shoulder*, chest, thigh*, teeth, tooth, chin, eye, eyes, wrist*",
        "de": "kopf, köpfe, hinterkopf, handgelenk*, stirn, gesicht*, nase, ohr, ohren, "
              "wange*, nacken, hals, arm, "
              "arme, bein*, knie, rücken, bauch, hintern, po, haar*, schulter*, brust, "
              "oberschenkel*, zähne, kinn, auge, augen",
        "nl": "hoofd, voorhoofd, gezicht, neus, oor, oren, wang*, nek, arm, armen, been, "
              "benen, knie*, rug, buik, kont, haar, schouder*, borst, dij, dijen, tanden, kin, "
              "oog, ogen, kop, achterhoofd, pols",
        "tr": ", ".join((HEAD, THROAT, EYES, HAIR, BELLY)) + ", "
              "kafa*, burun*, burn*, kulak*, kulağ*, yanak*, yanağ*, "
              "ense*, bacak*, sırt*, omuz*, omz*, göğs*, göğüs*, "
              "çene*, "
              # the arm and the knee by their forms: "kol*" is also cologne (kolonya) and
              # "diz*" a verb of arranging (kartları dizer), fa32b
              "kol, kolu, kolunu, koluna, kolundan, kolum, kolumu, koluma, kolun, kolunun, "
              "koluyla, kollar*, "
              "diz, dizi, dizini, dizine, dizinden, dizim, dizimi, dizime, dizin, dizinin, "
              "diziyle, dizler*",
        "zh": "脑门, 腦門, 脑袋, 腦袋, 额头, 額頭, 头, 頭, 脸, 臉, 鼻子, 耳朵, 脖子, 胳膊, "
              "腿, 膝盖, 膝蓋, 背, 肚子, 屁股, 头发, 頭髮, 肩, 胸, 下巴, 眼睛",
    },
    "strike": {
        "en": "flick+, tap+, pat+, poke+, flip+, bop+, boop+, thump+, prod+, knock+, snap+, "
              "smack+, whack+, swat+, nudge+, hit+, pull+, yank+",
        "de": "schnips*, schnipp*, tipp*, stups*, klaps*, klopf*, stoß*, stoss*, zieh*, "
              "zupf*",
        "nl": "tik, tikje, tikken, tikt, por, port, porren, porde, porden, gepord, "
              "porretje*, klop*, duw*, trek*, knip*",
        "tr": "fiske*, dürt*, vur*, " + PULL + ", tıklat*",
        "zh": "弹, 彈, 戳, 敲, 弹一下, 彈一下, 扯, 揪, 拍",
    },
    "invent": {  # making rules: more of them than one a win (R-CUSTOM-1) is authority
        "en": "invent*, make, makes, add+, create+, write+, announce+",
        "de": "erfind*, erfinden, mach*, schreib*, aufstell*",
        "nl": "bedenk*, verzin*, maak, maakt, schrijf*, uitvind*",
        "tr": "icat*, uydur*, koy*, yaz*, ekle*",
        "zh": "发明, 發明, 创造, 創造, 定, 加, 再定, 新增",
    },
    "more": {
        "en": "second, another, extra, two, three, additional, more, again",
        "de": "zweite*, weitere*, noch eine*, zwei, drei, zusätzlich*, mehr",
        "nl": "tweede, nog een, extra, twee, drie, meer",
        "tr": "ikinci, bir ~ daha, iki, üç, ek, fazla",
        "zh": "第二, 再, 多, 两条, 兩條, 额外, 額外",
    },
    # ------------------------------------------------------------ Roshambo (LP708)
    "roshambo": {
        "en": "roshambo*, rps, rock paper scissor*, rockpaperscissor*, rock scissor* paper",
        "de": "schere stein papier, schere ~ stein ~ papier, stein schere papier, schnick schnack*",
        "nl": "steen papier schaar, steen ~ papier ~ schaar, blad steen schaar",
        "tr": "taş kağıt makas*, taş ~ kağıt ~ makas*, taşkağıtmakas*",
        "zh": "石头剪刀布, 石頭剪刀布, 剪刀石头布, 剪刀石頭布, 石头剪子布, 猜拳",
    },
    "roshambo_change": {
        "en": "best of, first to, only, just, single, instead, replace*, coin, dice, skip+, "
              "cancel+, no, without, once, twice, shorter, longer, draws count, ties count, "
              # one side shows its sign after the other's: both show at once (fa33)
              "sign* ~ after, shows last, show last, after seeing, sees ~ sign* ~ first, "
              "see ~ sign* ~ first, "
              # the order or timing of showing bent, a throw redone (session 31, r2text31)
              "after the other*, after ~ challenger, after ~ opponent, throws after, "
              "throw after, shows after, show after, shown theirs",
        "de": "best of, nur, einmal, zweimal, eine runde, statt, anstatt, münze, muenze, "
              "würfel*, wuerfel*, kein*, ohne, überspring*, "
              "zeichen ~ nach, zeigt ~ zuletzt, zeigt ~ als letzter, nachdem ~ gezeigt, "
              "erst wenn, erst ~ nachdem, nach dem anderen, nach dem gegner, ~ gezeigt hat",
        "nl": "alleen, maar één, één ronde, een ronde, eenmaal, munt, dobbelsteen*, geen, "
              "zonder, in plaats van, overslaan, "
              "teken ~ na, toont ~ als laatste, nadat ~ getoond, nadat ~ laten zien, "
              "pas ~ als, pas ~ nadat, pas ~ wanneer, na de ander*, na de tegenstander, "
              "heeft laten zien",
        "tr": "tek tur, bir tur, bir kez, tek el, bir el, tek atış, sadece, yalnızca, yazı tura, "
              "zar, yerine, atla*, "
              "yok, gösterdikten sonra, gördükten sonra, sonra göster*, en son göster*, "
              "rakibinden sonra, ötekinden sonra, diğerinden sonra, karşısındakinden sonra, "
              "sonra açar, sonra açsın",
        "zh": "三局两胜, 三局兩勝, 一局, 一次定胜负, 一次定勝負, 改成, 改为, 改為, 代替, 取代, "
              "不玩, 跳过, 跳過, 抛硬币, 拋硬幣, 掷骰子, 擲骰子, 只玩, "
              "后出拳, 後出拳, 最后出拳, 最後出拳, 晚出拳, 看了再出, 看完再出, 等对方出, 等對方出, "
              "对方出完, 對方出完, 后出, 後出, 等别人出, 等別人出",
    },
    # a throw redone (session 31, r2text31): a change of Roshambo unless a draw is named,
    # whose throw again is the card's own (R-ROSHAMBO-2: draws do not count)
    "roshambo_rethrow": {
        "en": "throw+ again, rethrow*, re-throw*, re throw*, another throw, second throw, "
              "redo+ ~ throw*",
        "de": "nochmal werfen, noch einmal werfen, neu werfen, wiederhol*, darf ~ nochmal",
        "nl": "opnieuw gooien, nog een keer gooien, overdoen, over doen, overnieuw",
        "tr": "tekrar atar, yeniden atar, tekrar atabilir, yeniden atabilir, tekrar atsın",
        "zh": "重出, 重新出, 再出一次, 重来一次, 重來一次",
    },
    "roshambo_same": {  # a draw said by its signs: both show the same one
        "en": "same sign, same hand, same symbol, the same thing, both show the same",
        "de": "gleiche zeichen, gleichen zeichen, dasselbe, das gleiche, dasselbe zeichen",
        "nl": "hetzelfde, zelfde teken, hetzelfde teken, dezelfde hand",
        "tr": "aynı işaret*, aynı şey*, aynısını",
        "zh": "一样, 一樣, 相同",
    },
    "number": {  # a count of Roshambo rounds other than the official 30 (and 15-15)
        "en": "one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, "
              "twenty, fifty, hundred",
        "de": "ein, eine, einer, zwei, drei, vier, fünf, fuenf, sechs, sieben, acht, neun, "
              "zehn, zwanzig, hundert",
        "nl": "één, een, twee, drie, vier, vijf, zes, zeven, acht, negen, tien, twintig, honderd",
        "tr": "bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz, yirmi, elli, yüz",
        "zh": "一局, 两局, 兩局, 三局, 五局, 一盘, 三盘, 一次, 三次, 五次",
    },
    "rounds": {  # what a count of Roshambo counts: rounds, throws or wins
        "en": "round*, game*, time*, win*, won, throw*, point*",
        "de": "runde*, mal, spiel*, sieg*, wurf, würfe, gewinn*, gewonnen, punkt*",
        "nl": "ronde*, keer, potje*, spel*, worp*, win, wint, winnen, winst, winsten, gewonnen, "
              "punt*",
        "tr": "tur*, kez, kere, atış*, kazan*, galibiyet*, puan*",
        "zh": "局, 次, 盘, 盤, 轮, 輪, 赢, 贏, 胜, 勝, 分",
    },
    # ------------------------------------------------------------ who decides (LP709)
    "self_rule": {  # the speaker takes authority outright
        "en": "i decide, i decide*, i alone, only i, i make ~ rules, i set ~ rules, "
              "my word is law, my rules, what i say goes, whatever i say, i am the law, "
              "word is law, word is final, word is the law, "
              "i have ~ final say, i have ~ last word",
        "de": "ich entscheide, ich bestimme, ich allein, nur ich, mein wort ist gesetz, "
              "wort ist gesetz, "
              "ich mache ~ regeln, was ich sage gilt, ich habe ~ letzte wort",
        "nl": "ik beslis, ik bepaal, ik alleen, alleen ik, mijn woord is wet, ik maak ~ regels, "
              "woord is wet, "
              "wat ik zeg, ik heb ~ laatste woord",
        "tr": "ben karar ver*, karar benim, kararı ben, tek başıma, ben belirler*, sözüm kanun*, "
              "kuralları ben",
        "zh": "我决定, 我決定, 我说了算, 我說了算, 由我决定, 由我決定, 我来决定, 我來決定, "
              "我一个人决定, 我定规则, 我定規則, 我说的算, 我說的算",
    },
    "leader": {  # roles with no authority over the rules (the creator settles ambiguity)
        "en": "winner*, loser*, dealer*, clearer, leader, last winner, shuffler*, "
              "whoever shuffled",
        "de": "gewinner*, sieger*, verlierer*, geber*, mischer*, wer gemischt hat",
        "nl": "winnaar*, verliezer*, gever, deler, schudder*, wie geschud heeft",
        "tr": "kazanan*, kaybeden*, dağıtan*, dağıtıcı*, karıştıran*",
        "zh": "赢家, 贏家, 胜者, 勝者, 输家, 輸家, 发牌者, 發牌者, 庄家, 莊家, 发牌的, 發牌的, "
              "洗牌的, 洗牌者, "
              "发牌那位, 發牌那位, 发牌人, 發牌人, 赢的那位, 贏的那位, 输的那位, 輸的那位",
    },
    "self": {
        "en": "i, me, my, myself, creator, maker",
        "de": "ich, mir, mein*, urheber",
        "nl": "ik, mij, mijn, maker",
        "tr": "ben, bana, benim, yaratıcı*",
        "zh": "我, 创造者, 創造者",
    },
    "decide": {
        "en": "decide*, final say, last word, makes ~ rules, sets ~ rules, is the boss, "
              "is the law, rules alone, word is law, word is final, rule ~ alone, "
              "rules ~ alone, says goes",
        "de": "entscheid*, bestimmt ~ allein, letzte wort, macht ~ regeln, wort ist gesetz, "
              "regel* ~ allein",
        "nl": "beslis*, bepaalt, laatste woord, maakt ~ regels, woord is wet, regel* ~ alleen",
        "tr": "karar*, belirler, söz hakkı, sözü kanun*, kural* ~ tek başına, son söz*",
        "zh": "决定, 決定, 说了算, 說了算, 定规则, 定規則",
    },
    "rewrite": {
        "en": "change ~ rule*, changes ~ rule*, rewrite* ~ rule*, alter* ~ rule*, "
              "amend* ~ rule*, new rules now, rules change",
        "de": "änder* ~ regel*, regel* ~ änder*, aender* ~ regel*, regel* ~ umschreib*, "
              "schreib* ~ regel* ~ um",
        "nl": "verander* ~ regel*, regel* ~ verander*, regel* ~ aanpass*, pas ~ regel* ~ aan, "
              "herschrijf* ~ regel*",
        "tr": "kural* ~ değiştir*, kural* ~ yeniden yaz*",
        "zh": "改规则, 改規則, 修改规则, 修改規則, 更改规则, 更改規則, 改写规则, 改寫規則, "
              "换规则, 換規則",
    },
    "ambiguity": {  # R-CUSTOM-5: settling an unclear case is the creator's right
        "en": "ambigu*, unclear, edge case*, interpret*",
        "de": "mehrdeutig*, grenzfall*, unklar*, ausleg*",
        "nl": "onduidelijk*, grensgeval*, uitleg*, uitlegg*",
        "tr": "belirsiz*, uç durum*, yorum*",
        "zh": "歧义, 歧義, 边缘情况, 邊緣情況, 解释, 解釋",
    },
    "negation": {
        "en": "not, don t, dont, doesn t, doesnt, never, cannot, can t, cant, may not",
        "de": "nicht, nie, niemals, darf nicht",
        "nl": "niet, nooit, mag niet",
        "tr": "değil, asla, yapamaz, edemez",
        "zh": "不, 不得, 不能, 不可, 不可以",
    },
}

#: Known table actions: a ``does`` text made only of these (and :data:`FILLER`) needs no
#: confirmation by the table (LP712).
TABLE_ACTIONS: dict[str, str] = {
    "en": "stand up, stands up, stand, sit down, sits down, clap+, applaud+, sing+, sang, "
          "song, dance+, bow+, curtsy, wave+, cheer+, knock ~ table, knocks ~ table, "
          "tap ~ table, taps ~ table, drum+ ~ table, swap seats, swap places, change seats, "
          "switch seats, shuffle+, whistle+, hum+, snap ~ fingers, raise ~ hand, "
          "raises ~ hand, thumbs up, thumb up, smile+, salute+, spin around, turn around, "
          "stomp+, wiggle+, jazz hands, victory pose, pose, shout, shouts, say, says, "
          "count ~ cards, show ~ cards, announce+, bow to the table, take ~ bow, breathe+, "
          "take+ ~ breath, took ~ breath, deep breath, nod+, wink+, cheer ~ for, applause, "
          "shimmy, shimmies, do+ ~ shimmy, do+ ~ dance, fist pump*, pump+ ~ fist, "
          # a card turned up for the table to see (language/text/deal_tampered.py's
          # seen_by_all: shown to all, no edge)
          "turn+ ~ face up, flip+ ~ face up, turn+ ~ card ~ over, flip+ ~ card ~ over, "
          "show+ ~ card",
    "de": "steh ~ auf, steht ~ auf, aufstehen, setz ~ hin, setz ~ dich, hinsetzen, klatsch*, "
          "applaudier*, lächl*, "
          "sing*, sang, lied, tanz*, verbeug*, wink*, jubel*, klopf* ~ tisch, "
          "trommel*, plätze tauschen, tausch* ~ plätze, platz ~ tauschen, misch*, "
          "pfeif*, summ*, schnips*, heb* ~ hand, daumen hoch, lächel*, laechel*, "
          "dreh ~ um, stampf*, ruf*, durchatm*, atme* ~ durch, luft holen, verneig*, nick*, "
          "beifall, spend* ~ beifall, applaus, deck* ~ oberste karte ~ auf, "
          "für alle sichtbar",
    "nl": "sta ~ op, staat ~ op, opstaan, ga zitten, zitten, klap ~ handen, klappen, "
          "applaudisseer*, "
          "zing*, zong, liedje*, dans*, buig*, zwaai*, juich*, klop* ~ tafel, trommel*, "
          "wissel ~ plaats*, ruil ~ plaats*, schud*, fluit*, neurie*, knip ~ vingers, "
          "steek ~ hand ~ op, duim omhoog, glimlach*, lach, draai ~ rond, stamp*, roep*, "
          "maak ~ buiging, buiging, haal* ~ adem, adem ~ in, knik*, klap ~ handen, "
          "steek* ~ duim* ~ op, steek* ~ duim* ~ omhoog, duimen omhoog, "
          "draai* ~ kaart ~ open, draai* ~ kaart ~ om, leg* ~ kaart ~ open",
    "tr": "ayağa kalk*, kalk, " + SIT + ", alkış*, şarkı söyle*, şarkı, dans*, eğil*, reverans, "
          "el salla*, tezahürat*, masaya vur*, masaya tıklat*, yer değiştir*, karıştır*, "
          "ıslık çal*, mırıldan*, parmak şıklat*, el kaldır*, gülümse*, selam ver*, " + TURN + ", "
          "bağır*, çırp*, masaya ~ vur*, masaya ~ tıklat*, reverans ~ yap*, nefes al*, "
          "başını salla*, göz kırp*, ritim tut*, ıslık*, alkış tut*, alkış ~ tut*, davul çal*, "
          "davul ~ çal*, kart* ~ açar, kart* ~ açsın, kart* ~ göster*, göreceği şekilde, "
          "görebileceği şekilde",
    "zh": "站起来, 站起來, 起立, 坐下, 鼓掌, 拍手, 唱歌, 唱, 跳舞, 跳支舞, 鞠躬, 挥手, 揮手, 欢呼, "
          "歡呼, 敲桌子, 拍桌子, 换座位, 換座位, 洗牌, 吹口哨, 哼歌, 微笑, 举手, 舉手, 转圈, 轉圈, "
          "喊, 说, 敲, 鞠个躬, 鞠個躬, 深呼吸, 呼吸, 点头, 點頭, 眨眼, "
          # a verb split by a measure (鞠一躬 "a bow", 深吸一口气 "a deep breath")
          "鞠一躬, 鞠一個躬, 深吸一口气, 深吸一口氣, 吸一口气, 吸一口氣, 打个响指, 打個響指, "
          "打一个响指, 打一個響指, 吹一段口哨, 吹一声口哨, 吹一聲口哨, 吹声口哨, 吹聲口哨, "
          "吹个口哨, 吹個口哨, 唱一句, 唱两句, 唱兩句, 唱几句, 唱幾句, 唱一首, 唱首, 打鼓, 敲鼓, "
          # the verbal measure between verb and object: 拍两下手 "clap twice"
          "拍一下手, 拍两下手, 拍兩下手, 拍三下手, 拍几下手, 拍幾下手, 拍拍手, "
          # a card turned up for the table to see (deal_tampered.py's seen_by_all)
          "翻开, 翻開, 给大家看, 給大家看, 亮牌",
}

#: Chinese words that hold a shorter entry of the lexicon but mean something else: read
#: as the whole word (``matching.words_in``, the longest word wins), they say nothing
#: themselves. 打 "hit" in tie, play cards, greet, plan, open, sweep, dress up, a discount,
#: ask around, type, pack, a call; 头 "head" in stone, hour, bone, beginning, lead, the
#: head of a line, first-class; 踢 in football; 咬 in pronunciation.
WORDS: dict[str, str] = {
    "zh": "打平, 打牌, 打招呼, 打算, 打开, 打開, 打扫, 打掃, 打扮, 打折, 打听, 打聽, 打字, "
          "打包, 打败, 打敗, 打一张, 打一張, 打几张, 打幾張, "
          "石头, 石頭, 钟头, 鐘頭, 骨头, 骨頭, 开头, 開頭, 带头, 帶頭, 头等, 頭等, 里头, 裡頭, "
          "外头, 外頭, 上头, 上頭, 前头, 前頭, 后头, 後頭, 念头, 念頭, 馒头, 饅頭, 个头, 個頭, "
          "踢足球, 咬字, 饼干, 餅乾, 干净, 乾淨, 干脆, "
          # a drink is a word, not a character inside another word: a cheer or a shout
          # (喝彩, 吆喝, 大喝一声), a surprise, a stammer or a loss (吃惊, 口吃, 吃亏)
          "喝彩, 喝采, 喝倒彩, 吆喝, 呼喝, 喝令, 喝止, 喝斥, 大喝一声, 大喝一聲, 当头棒喝, "
          "當頭棒喝, 吃惊, 吃驚, 口吃, 吃亏, 吃虧, 吃力, "
          # money everyone pays alike, the same share each, is no stake (R-CUSTOM-3); the
          # payers said (每人, 大家), since "输的人出一样的钱" is picked by a result
          "每人出一样的钱, 每人出一樣的錢, 每个人出一样的钱, 每個人出一樣的錢, 大家出一样的钱, "
          "大家出一樣的錢, 每人一样的钱, 每人一樣的錢, 钱大家平摊, 錢大家平攤, 钱大家均摊, "
          "錢大家均攤, "
          # a money character inside a word that means something else (fa32b): to sulk
          # (赌气), worth a lot (值钱: a hand of cards praised)
          "赌气, 賭氣, 值钱, 值錢, "
          # money denied is no money asked: voting, a rule, a round "costs no money" (投票不花钱)
          "不花钱, 不花錢, 不用花钱, 不用花錢, 不要钱, 不要錢, 不收钱, 不收錢, 一分钱不花, "
          "一分錢不花, "
          # 扇 "slap" in a fan and its shape: the cards fanned out (扇形, fa32b)
          "扇形, 扇子, 扇面, "
          # "we" is the table, not the speaker's 我 alone ("我们投票决定", text36)
          "我们, 我們",
}

#: Words that may go with a known table action ("clap three times", "a little dance").
FILLER: dict[str, str] = {
    "en": "a, an, the, little, short, quick, quickly, loud, loudly, softly, quietly, "
          "happy, silly, funny, proud, proudly, victory, once, twice, thrice, times, time, "
          "and, then, your, their, his, her, its, for, with, to, on, at, in, of, "
          "everyone, all, together, again, hands, hand, one, two, three, four, five, "
          "table, seats, seat, chair, deck, cards, card, pile, round, fingers, up, down, "
          "lopti, fast, slowly, short, tune, while, other, next, player, players, winner, "
          "dealer, left, right, neighbour, neighbor, cheer, cheerful, bit, secs, seconds, "
          "who, wants, want, may, if, you, like, wish, can, deep, clearer, picker, drawer, "
          "loser, everybody, yourself, at, both, each, arms, tiny, themselves, himself, "
          "herself, "
          # the song one sings or hums oneself is the act's own object (fa32b)
          "songs, tunes, melody, melodies, ditty, ditties, jingle, jingles, verse, chorus, "
          # the card turned up for all to see (TABLE_ACTIONS' "turn+ ~ face up")
          "top, bottom, so everyone can see it, so all can see it, for all to see",
    "de": "ein, eine, einen, einmal, zweimal, dreimal, mal, kurz, kurzen, kleinen, kleines, "
          "laut, leise, und, dann, die, der, das, den, dem, des, mit, auf, für, zu, im, "
          "allen, alle, zusammen, wieder, hände, hand, tisch, plätze, platz, karten, "
          "karte, deck, stapel, fröhlich, lied, drei, zwei, vier, fünf, dein, deine, "
          "finger, fingern, "
          "seine, ihre, sieg, siegestanz, nachbarn, dich, dir, du, wenn, willst, möchtest, magst, "
          "kannst, tief, wer, will, jeder, gewinner, sieger, geber, verlierer, sich, in, wieder, "
          "runde, kurz, beiden, beide, melodie, arme, "
          "lieder, liedchen, ständchen, melodien, kurzes, kurze, kleine",
    "nl": "een, één, keer, eenmaal, tweemaal, driemaal, kort, kleine, luid, zacht, en, dan, "
          "de, het, met, op, voor, naar, iedereen, allemaal, samen, weer, handen, hand, "
          "tafel, plaats, plaatsen, kaarten, kaart, stapel, vrolijk, twee, drie, vier, vijf, "
          "je, jouw, zijn, haar, overwinning, jij, als, wil, wilt, mag, kan, diep, wie, "
          "winnaar, gever, verliezer, in, beide, deuntje, melodie, vingers, die, armen, "
          "allebei, zichzelf, naar, "
          "lied, liederen, deuntjes, wijsje*, melodietje*, korte",
    "tr": "bir, kez, kere, iki, üç, dört, beş, kısa, küçük, yüksek, sesle, sessizce, ve, "
          "sonra, herkes, hep, birlikte, yine, tekrar, eller, el, ellerini, masa, masaya, "
          "kart, kartlar, kartları, deste, desteyi, neşeyle, zafer, yerini, yerinden, "
          "kısaca, bir kez, istersen, isteyen, yap, derin, kazanan*, herkese, kez, "
          "parmaklarıyla, masada, melodi, melodisi, çalar, kollarını, herkesle, "
          "şarkı*, türkü*, ezgi*, melodi*, en üstteki, üstteki, en alttaki",
    "zh": "一下, 一次, 两次, 兩次, 三次, 大声, 大聲, 小声, 小聲, 然后, 然後, 和, 并, 並, 所有人, "
          "大家, 一起, 再, 一首, 一支, 一个, 一個, 个, 個, 支, 首, 地, 得, 的, 向, 对, 對, "
          "着, 著, 短短, 快乐, 快樂, 胜利, 勝利, 舞, 歌, 手, 两下, 兩下, 下, 桌子, 赢家, 贏家, "
          "玩家, 发牌者, 發牌者, 想, 的话, 的話, 可以, 愿意, 願意, 在, 桌上, 桌面上, 用, 手指, "
          "手臂, 胳膊, "
          "曲, 小曲, 曲子, 小调, 小調, 调子, 調子, 一句, 两句, 兩句, 几句, 幾句, 一段, "
          "中间, 中間, 最上面, 最上面的, 最下面, 最下面的",
}

#: code -> words that look like a demand of that code but are not ("pay attention").
EXCEPT: dict[str, str] = {
    # a message to the table's own group reaches nobody outside (session 43: "eve ilk
    # giden, isterse gruba bir mesaj atar"; "drop the group a message" was none already)
    "LP711": "gruba ~ mesaj at*, grubumuza ~ mesaj at*",
    "LP701": "good shot, nice shot, great shot, long shot, big shot, mug shot, "
             "was für ein schuss, "
             # a compound is read by its last word: a toast, a song or a tip is no drink
             # (Trinkspruch, Trinklied, a drinking song)
             "trinkspruch*, trinksprüch*, trinklied*, drinking song*, trinkgeld*, "
             # an announcement: "shots fired!" is a challenge made, no drink; "drinks are
             # on me" is the speaker's treat, as "die Runde geht auf mich" is (fa36)
             "shots fired, drinks are on me, drinks on me, drink is on me, "
             "drinks tonight are on me",
    # hitting the jackpot is luck, no blow (its "jack" is no card: the card words are
    # "jack+", a card's name and its inflections); "a pinch of salt" is a measure
    "LP702": "kick off, kicks off, hit the table, hits the table, hit the deck, "
             "hit+ ~ jackpot, hitting ~ jackpot, pinch of, pinches of, "
             "sla ~ over, slaat ~ over, slaan ~ over, sloeg ~ over",
    # a card that burns is card slang for a clear ("the ten burns the lot", R-SPECIAL-10),
    # water put on to boil is tea, not fire (烧水, 烧开水, 一壶水)
    "LP704": "break ~ tie, breaks ~ tie, break ~ silence, ten burn+, tens burn+, "
             "ten will burn, 10 burn+, 10s burn+, four of a kind burn+, pile burn+, "
             "pile is burn+, pile gets burn+, zehn verbrenn*, tien verbrand*, "
             "烧水, 燒水, 烧开水, 燒開水, 烧壶, 燒壺, 壶水, 壺水, 水壶, 水壺, 烧饭, 燒飯, "
             "烧菜, 燒菜, 发烧, 發燒, 烧烤, 燒烤",
    # a stripe or tally stroke on the score sheet is no undressing (strip+), nor is a strip
    # as a thing: a piece of something ("a strip of paper", "a strip from the newspaper"),
    # a comic strip, or a strip read out ("reads a strip"); "does a strip" stays undressing;
    # and praise: "chef's kiss" kisses nobody (fa36)
    "LP703": "stripe, stripes, striped, strip+ of, strip+ from, comic strip+, paper strip+, "
             "newspaper strip+, cartoon strip+, read+ a strip, read+ the strip, read+ strips, "
             "read+ out a strip, read+ out the strip, read+ the strips, chef s kiss, chefs kiss, "
             # a kiss for luck given to the deck or a card (session 42)
             "kiss+ ~ deck, kiss+ ~ cards, kiss+ ~ card, küss* ~ karte*, küss* ~ stapel, "
             "kus* ~ kaart*, kust ~ stapel, zoen* ~ kaart*, deste* ~ öp*, kart* ~ öp*, "
             "亲吻牌, 亲一下牌, 亲牌, "
             # a strip that is a thing, a bare foot no nudity (session 46)
             "power strip+, led strip+, light strip+, çıplak ayak*",
    "LP706": "laugh at ~ joke, what a shame, such a shame, it s a shame, schade, jammer",
    "LP710": "pay attention, pays attention, paying attention, pay respect*, "
             "pay ~ compliment, pay ~ visit, let op, dikkat et, geldt, gelden, geldig*, "
             # a money stem at the start of another language's ordinary word (fa32b): the
             # Turkish past of gelmek, to come ("sıra bana geldi"), Europe and its song
             # contest, the German "öde" (dull) after a copula, not the Turkish "öde!" (pay)
             "geldi, geldim, geldin, geldik, geldiniz, geldiler, geldiyse*, geldikten, "
             "geldi mi, europ*, eurovision*, eurovisie*, "
             "ist öde, war öde, wird öde, sind öde, waren öde, so öde, echt öde, "
             "ziemlich öde, zu öde, total öde, "
             # money denied as the stakes: "for honour, not for money" (the money word
             # alone; a payment or a sum said beside it is its own hit and stays). Not
             # Chinese: its hits hold no place, so an exception would cover the sentence's
             "not for money, not for ~ money, no money, without money, "
             "nicht um geld, nicht für geld, nicht um ~ geld, ohne geld, kein geld, "
             "niet om geld, niet voor geld, niet om ~ geld, zonder geld, geen geld, "
             "para için değil, parasız, para yok, "
             "no lottery ticket*, no scratch card*, keine lottoscheine, kein lottoschein, "
             "kein rubbellos, geen loterijlot*, geen kraslot*, piyango bileti yok, "
             # each pays their own (tea, drink, share): a cost everyone pays alike, which no
             # result moves between players, is no stake (R-CUSTOM-3)
             "pay+ ~ own, paid ~ own, zahl* ~ eigen*, bezahl* ~ eigen*, betaal* ~ eigen*, "
             "kendi ~ öde*, kendi ~ ode*, "
             # or everyone the same share, the payers said right before the verb (not "the
             # losers all pay the same", "everyone who lost pays": picked by a result)
             "everyone pay+ ~ same, everybody pay+ ~ same, everyone pay+ ~ equal*, "
             "we all pay ~ same, we all pay ~ equal*, "
             "zahlen wir alle ~ gleich*, wir alle zahlen ~ gleich*, jeder zahlt ~ gleich*, "
             "jeder zahlt ~ dasselbe, "
             "iedereen betaalt ~ evenveel, iedereen betaalt ~ hetzelfde, "
             "betalen we allemaal ~ evenveel, we betalen allemaal ~ evenveel, "
             "herkes eşit öde*, herkes esit ode*, herkes aynı ~ öde*, herkes ayni ~ ode*",
    # "偷偷" is "secretly": no theft (a sign in secret: unbidden.py)
    "LP705": "偷偷",
}

GROUPS.update(CLAUSES)  # the clause readings' words (language/text/clause_lexicon.py)
GROUPS.update(LIFE)  # people by their life, physical risk (language/text/life_lexicon.py)
for _lang in TABLE_ACTIONS:  # the card table's own actions: cut, deal, fan the cards
    TABLE_ACTIONS[_lang] += ", " + CARD_ACTIONS[_lang]
    FILLER[_lang] += ", " + CARD_FILLER[_lang]
    GROUPS["place"][_lang] += ", " + MORE_PLACES[_lang]
__all__ = ["COMMON", "EXCEPT", "FILLER", "GROUPS", "HARM", "TABLE_ACTIONS", "WORDS"]
