"""The slots of a demand that reaches someone outside the table, in the five languages
(issue 29, session 27: R-CUSTOM-3).

Read by language/text/outsiders.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot:

- ``os_reach``: **reaching someone who is not here**: calling, ringing, texting,
  messaging, writing to, mailing (call, phone, text, message, write to; anrufen,
  schreiben, eine Nachricht schicken; bellen, appen, sms'en, een bericht sturen; aramak,
  mesaj atmak, yazmak; 打电话, 发信息, 发短信, 发消息);
- ``os_person``: **a person of the player's life**, not of the table: a parent, a
  grandparent, the boss, a colleague, a teacher, a neighbour, a landlord, an ex, a crush
  (Mutter, Chef, Nachbar, Kollege; moeder, baas, buurman, collega; anne, patron, komşu,
  öğretmen; 妈妈, 老板, 邻居, 同事, 前任).

The host is a person of the table (the Turkish "ev sahibi" is left out: it is the host).
A word is read only in its own language (onlookers.py): Turkish "son" is "last", not a son,
English "nine" no Turkish grandmother; and words that are also common words of their own
language are left out ("hala", "still", for an aunt; "sevgili", "dear"; "eşi", a card's
pair). A neighbour is a person of the table, the next seat, unless said to live near
("next door", "nebenan", "de buren", "komşular", 邻居家).

Read by language/text/onlookers.py (session 40), a person at hand who does not play:

- ``ol_watch``: **someone said not to play**: an onlooker, a spectator, whoever only
  watches, whoever is not playing (Zuschauer, wer nur zuschaut, wer nicht mitspielt;
  toeschouwer, wie alleen kijkt, wie niet meespeelt; seyirci, izleyen, oynamayan; 观众,
  旁观的人, 不玩的);
- ``ol_home``: **someone of the household**: a flatmate, a partner, the children (Mitbewohner,
  Partnerin, Kinder; huisgenoot, vriendin, kinderen; ev arkadaşı, sevgili, çocuklar; 室友,
  女朋友, 孩子). Said with a duty they are someone the rule reaches without their word;
- ``ol_duty``: **a service at the table** the other slots of a duty leave out: rinsing,
  wiping, topping up, serving (spült, wischt, schenkt nach; spoelt, veegt, serveert;
  yıkar, siler, servis eder).
Read by language/text/pranks.py (session 42), people who do not play bothered:

- ``pk_prank``: **a prank by its name**: a prank call, ring and run, a doorbell prank
  (Klingelstreich, Telefonstreich; belletje trekken; şaka telefonu; 恶作剧);
- ``pk_stranger``: **someone nobody at the table knows**: a stranger, a random or unknown
  number, passers-by, the people in the street, a random house (Fremde, Passanten, eine
  fremde Nummer; voorbijgangers, een onbekende, mensen op straat; yabancı, rastgele bir
  numara, sokaktaki insanlar; 陌生人, 路人, 随便拨);
- ``pk_bother``: **a trick or a nuisance done to them**: pretending to be someone, yelling
  at them, an order sent to them, luring them down (gibt sich als ~ aus, brüllt an; doet
  alsof, roept naar; gibi tanıtır, bağırır; 假装, 冒充, 大喊);
- ``pk_spared``: **quiet kept for them** (keep it down, leise, zachter, sessiz, 别吵, 小声):
  the outsiders spared, not bothered.

Read by language/text/reviews.py (session 43), people outside lied about:

- ``rv_review``: **a review or a rating** of a shop, a place or a person (Bewertung,
  Rezension; recensie, beoordeling; yorum, değerlendirme; 评价, 差评, 点评);
- ``rv_false``: **what makes it false**: fake, made up, one star, never been there
  (erfunden, gefälscht, nie dort gewesen; nep, verzonnen, nooit geweest; sahte, uydurma,
  hiç gitmediği; 假, 编造, 一星, 刷, 从没去过). A one-star rating asked for, not earned, is
  false whatever the place deserves.

Read by language/text/borrowed_name.py (session 42), a person's name or means used by
another:

- ``nu_means``: **what speaks for a person**: a phone, an account, a profile, a chat app,
  their name ("in the loser's name", "im Namen", "namens", "adına", 名义);
- ``nu_use``: **using it to reach others**: posting, sharing, logging in, taking it over
  (the reaching words of ``os_reach`` count too; a phone handed over alone is
  private.py's, LP703 with its own message);
- ``nu_own``: **one's own** (own, eigen, kendi, 自己): the player uses their own;
- ``nu_others``: **the others** (the others, die anderen, de anderen, diğerleri, 别人);
- ``nu_consent``: **the person's agreement** (if everyone agrees, einverstanden, akkoord,
  kabul ederse, 同意).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
OUTSIDERS: dict[str, dict[str, str]] = {
    "os_reach": {
        "en": "call+, calls, called, phone+, ring+, rings, rang, text+, texts, message+, "
              "write+ to, writes to, wrote to, email+, e mail+, dm, dms, facetime+, "
              "video call+, voice message+",
        "de": "ruf ~ an, ruft ~ an, rufen ~ an, anrufen, anruft, anzurufen, angerufen, "
              "schreib*, nachricht*, sms, simse*, mail*, textet, texten",
        "nl": "bel, belt, bellen, belde, opbellen, app, appt, appen, sms, smst, sms en, "
              "bericht*, stuur*, mail*, schrijf*",
        "tr": "ara, arar, arasın, arayıp, arayacak, araması, aramalı, arayarak, aradığı, "
              "mesaj*, yazar, yazsın, yazıp, yazmalı, sms*, e posta*",
        "zh": "打电话, 打電話, 打个电话, 打個電話, 发信息, 發信息, 发短信, 發短信, 发消息, "
              "發消息, 发微信, 發微信, 视频通话, 視頻通話, 语音, 語音, 留言",
    },
    "os_person": {
        "en": "mother, mom, mum, mommy, mummy, father, dad, daddy, parents, grandma, "
              "grandmother, granny, grandpa, grandfather, boss, colleague*, coworker*, "
              "teacher*, neighbour*, neighbor*, landlord*, landlady, ex, exes, "
              "ex boyfriend, ex girlfriend, crush, aunt, uncle, sister, brother",
        "de": "mutter, mama, mutti, vater, papa, vati, eltern, oma, opa, großmutter, "
              "großvater, chef, chefin, kolleg*, lehrer*, nachbar*, vermieter*, ex, "
              "exfreund*, schwarm, tante, onkel, schwester, bruder",
        "nl": "moeder, mama, mam, vader, papa, pap, ouders, oma, opa, baas, collega*, "
              "leraar, lerares, juf, meester, buurman, buurvrouw, buren, huisbaas, ex, "
              "tante, oom, zus, broer",
        "tr": "anne, annem*, annen*, annesi*, anneye, anneler*, baba, babam*, baban*, "
              "babası*, babaya, ebeveyn*, babaanne*, anneanne*, dede, dedem*, deden*, "
              "dedesi*, dedeye, nine, ninem*, ninen*, ninesi*, nineye, patron*, "
              "iş arkadaş*, öğretmen*, komşu*, eski sevgili*, teyze*, halam*, halan*, "
              "halası*, amca*, dayı*, abla, ablam*, ablan*, ablası*, ablaya, ağabey*",
        "zh": "妈妈, 媽媽, 母亲, 母親, 爸爸, 父亲, 父親, 父母, 奶奶, 爷爷, 爺爺, 外婆, 外公, "
              "老板, 老闆, 上司, 同事, 老师, 老師, 邻居, 鄰居, 房东, 房東, 前任, 前男友, 前女友, "
              "阿姨, 叔叔",
    },
    "ol_watch": {
        "en": "onlooker*, spectator*, bystander*, watcher*, audience, only watching, "
              "just watching, only watches, just watches, only watch, is watching, "
              "are watching, whoever watches, who watches, who watch, anyone watching, "
              "isn t playing, is not playing, aren t playing, are not playing, "
              "doesn t play, does not play, don t play, do not play, not playing, "
              "not taking part, isn t taking part, aren t taking part",
        "de": "zuschauer*, zaungast*, zaungäste*, nur zuschaut, nur zuschauen, nur zusieht, "
              "wer zuschaut, die zuschauen, nicht mitspielt, nicht mitspielen, "
              "nicht mitspielende*, nicht mitmacht, nicht mitmachen",
        "nl": "toeschouwer*, kijker*, alleen kijkt, alleen kijken, alleen toekijkt, "
              "alleen toekijken, wie toekijkt, niet meespeelt, niet meespelen, niet meedoet, "
              "niet meedoen",
        "tr": "oynamayan*, izleyen*, izleyici*, seyirci*, oyuna katılmayan*, "
              "oyuna katilmayan*",
        "zh": "不玩的, 没玩的, 沒玩的, 不参加的, 不參加的, 没参加的, 沒參加的, 不打牌的, 旁观, "
              "旁觀, 观众, 觀眾, 围观, 圍觀, 看热闹的, 看熱鬧的",
    },
    "ol_home": {
        "en": "flatmate*, roommate*, housemate*, girlfriend, boyfriend, wife, husband, kids, "
              "children, son, daughter",
        "de": "mitbewohner*, freundin, partnerin, ehefrau, ehemann, kinder, sohn, tochter",
        "nl": "huisgenoot, huisgenote, huisgenoten, vriendin, echtgenote, echtgenoot, "
              "kinderen, zoon, dochter",
        "tr": "ev arkadaş*, sevgilim, sevgilin, sevgilisi*, eşim, karım, kocam, çocuklar*, "
              "oğlum, kızım",
        "zh": "室友, 女朋友, 男朋友, 老婆, 老公, 妻子, 丈夫, 孩子, 儿子, 兒子, 女儿, 女兒",
    },
    "ol_duty": {
        "en": "rinse+, rinses, wipe+, wipes, wipe+ down, serve+, serves, top+ up, tops up, "
              "refill+, refills, pour+, pours, clear+ away, clears away, wash+ up, washes up",
        "de": "spült, spülen, abspülen, spült ~ ab, wäscht ~ ab, abwaschen, wischt, wischen, "
              "serviert, servieren, schenkt ~ ein, schenkt ~ nach, nachschenken, einschenken",
        "nl": "spoelt, spoelen, wast ~ af, afwassen, veegt, vegen, serveert, serveren, "
              "schenkt ~ in, schenkt ~ bij, bijschenken, inschenken",
        "tr": "yıkar, yıkasın, yıkamalı, siler, silsin, servis eder, servis yapar, doldurur",
        "zh": "冲洗, 沖洗, 擦桌, 上菜, 添酒, 倒酒, 倒茶, 续杯, 續杯",
    },
    "pk_prank": {
        "en": "prank+, prank call+, ring and run, knock and run, ding dong ditch, "
              "doorbell ditch, crank call+",
        "de": "klingelstreich*, telefonstreich*, einen streich, streich spielen, "
              "streiche spielen, scherzanruf*",
        "nl": "belletje trekken, belletje lellen, grap ~ uithalen, haalt ~ grap ~ uit, "
              "nepoproep*, telefoongrap*",
        "tr": "şaka telefon*, eşek şaka*, zili çalıp kaç*, zilini çalıp kaç*, "
              "kapıyı çalıp kaç*, kapısını çalıp kaç*",
        "zh": "恶作剧, 惡作劇, 整蛊, 整蠱, 骚扰电话, 騷擾電話, 按门铃就跑, 敲门就跑",
    },
    "pk_stranger": {
        "en": "stranger, strangers, random number, unknown number, random person, "
              "random people, passer+ by, passers by, passerby, people walking by, "
              "people walking past, people passing, people in the street, "
              "people on the street, people outside, anyone walking by, random house, "
              "someone else s address, wrong address, random address, flat upstairs, "
              "flat downstairs, the street",
        "de": "fremde*, fremden, unbekannte* nummer, zufällige* nummer, irgendeine nummer, "
              "passant*, leute auf der straße, leute auf der strasse, "
              "menschen auf der straße, auf die straße, auf der straße, "
              "vorbeigehende*, bei den nachbarn, falsche adresse",
        "nl": "onbekende*, vreemde*, vreemden, willekeurig nummer, willekeurige nummer, "
              "voorbijganger*, mensen op straat, op straat, de buren, bij de buren, "
              "naar de straat, verkeerde adres, verkeerd adres",
        "tr": "yabancı*, rastgele ~ numara*, bilinmeyen ~ numara*, rastgele biri*, "
              "sokaktaki*, sokaktakiler*, yoldan geçen*, yoldan geçenler*, "
              "komşunun*, komşular*, üst kattaki*, alt kattaki*, yanlış adres*",
        "zh": "陌生人, 路人, 过路, 過路, 行人, 随便拨, 隨便撥, 随便打, 隨便打, 陌生号码, "
              "陌生號碼, 随机号码, 隨機號碼, 邻居, 鄰居, 楼上, 樓上, 楼下, 樓下, 街上",
    },
    "pk_bother": {
        "en": "pretend+ to be, pretends to be, claim+ to be, claims to be, yell+, yells, "
              "shout+, shouts, scream+, screams, holler+, order+, orders, lure+, lures, "
              "trick+, tricks, fool+, fools, knock+ on, knocks on, ring+ ~ bell, "
              "rings ~ bell, run+ away, runs away, dash+ back, dashes back",
        "de": "gibt sich, gib dich, ausgeben, brüllt, brüllen, angebrüllt, "
              "anbrüllen, brüllt ~ an, schreit, schreien, angeschrien, schreit ~ an, "
              "ruft ~ zu, bestellt, bestellen, lockt, klingelt, klingeln, klopft, "
              "rennt weg, läuft weg, wegrennen, veräppelt, reinlegen, legt ~ rein",
        "nl": "doet ~ alsof, doe ~ alsof, doen ~ alsof, roept, roep, roepen, schreeuwt, "
              "schreeuw, schreeuwen, bestelt, bestel, bestellen, lokt, lokken, belt aan, "
              "aanbellen, klopt aan, aankloppen, rent weg, rennen weg, wegrennen, "
              "voor de gek",
        "tr": "gibi tanıt*, olarak tanıt*, kendini ~ tanıt*, bağırır, bağır*, "
              "sipariş*, kandır*, zilini çal*, zili çal*, kapısını çal*, kaçar, kaçsın, "
              "numarası yap*, taklidi yap*",
        "zh": "假装, 假裝, 装成, 裝成, 装作, 裝作, 冒充, 大喊, 喊, 叫喊, 骗, 騙, 敲门, "
              "敲門, 的门, 的門, 按门铃, 按門鈴, 跑掉, 跑开, 跑開, 订外卖, 訂外賣, 点外卖, "
              "點外賣, 吵",
    },
    "pk_spared": {
        "en": "keep+ ~ down, keeps ~ down, quiet+, quietly, without disturbing, "
              "not disturb, don t disturb, can sleep",
        "de": "leise, ruhig, nicht stören, ohne ~ stören, schlafen können",
        "nl": "zachter, zachtjes, stil, stiller, niet storen, zonder ~ storen, "
              "kunnen slapen",
        "tr": "sessiz*, yavaş sesle, rahatsız etme*, uyuyabil*",
        "zh": "别吵, 別吵, 不要吵, 不吵, 小声, 小聲, 别打扰, 別打擾, 不打扰, 不打擾, 安静, 安靜",
    },
    "nu_means": {
        "en": "phone, phones, mobile, cellphone, smartphone, account*, profile*, "
              "instagram, facebook, tiktok, twitter, whatsapp, snapchat, wechat, "
              "login, password, in ~ name, on ~ behalf, on behalf of",
        "de": "handy*, telefon*, smartphone*, konto*, account*, profil*, instagram*, "
              "facebook*, tiktok*, whatsapp*, im namen, in ~ namen, namens",
        "nl": "telefoon*, mobiel*, gsm, smartphone*, account*, profiel*, instagram*, "
              "facebook*, tiktok*, whatsapp*, namens, uit naam van, in naam van, "
              "uit ~ naam",
        "tr": "telefon*, cep*, hesab*, hesap*, profil*, instagram*, facebook*, tiktok*, "
              "whatsapp*, adına, ağzından",
        "zh": "手机, 手機, 微信, 朋友圈, 账号, 賬號, 帐号, 帳號, 微博, 抖音, 名义, 名義",
    },
    "nu_use": {
        "en": "post+, posts, share+, shares, upload+, uploads, tweet+, tweets, log+ in, "
              "logs in, log+ into, logs into, send+, sends, sent, use+, uses, take+ over, "
              "takes over, took over",
        "de": "post*, teilt, teilen, geteilt, lädt ~ hoch, hochladen, loggt ~ ein, "
              "einloggen, eingeloggt, schickt, schicken, verschickt, benutzt, benutzen, "
              "übernimmt, übernehmen",
        "nl": "plaatst, plaatsen, geplaatst, post, posten, gepost, deelt, delen, "
              "gedeeld, inloggen, logt ~ in, ingelogd, gebruikt, gebruiken, neemt ~ over, "
              "overnemen",
        "tr": "paylaş*, gönder*, atar, atsın, atılır, atıp, giriş yap*, kullan*, "
              "ele geçir*",
        "zh": "发, 發, 登录, 登錄, 登入, 轮流用, 輪流用, 用, 接管",
    },
    "nu_own": {
        "en": "own", "de": "eigen*, selbst", "nl": "eigen", "tr": "kendi*",
        "zh": "自己",
    },
    "nu_others": {
        "en": "the others, others, everyone else, the rest",
        "de": "die anderen, den anderen, alle anderen", "nl": "de anderen, de rest",
        "tr": "diğerleri*, öbürleri*", "zh": "别人, 別人, 其他人, 其他玩家",
    },
    "nu_consent": {
        "en": "agree+, agrees, consent+, permission",
        "de": "einverstanden, zustimm*, erlaubnis",
        "nl": "akkoord, instemm*, toestemming",
        "tr": "kabul eder*, izin*, razı*",
        "zh": "同意, 愿意, 願意",
    },
    "rv_review": {
        "en": "review, reviews, rating, ratings, star rating*, one star*, 1 star*, "
              "one-star*, google review*, tripadvisor, yelp",
        "de": "bewertung*, rezension*, sternebewertung*, ein stern*, ein-stern*, "
              "einstern*, 1 stern*, google-bewertung*",
        "nl": "review*, recensie*, beoordeling*, nepreview*, één ster, een ster, "
              "1 ster, sterrenbeoordeling*",
        "tr": "yorum, yorumu, yorumlar*, değerlendirme*, puanlama*, bir yıldız*, "
              "tek yıldız*, 1 yıldız*",
        "zh": "差评, 差評, 好评, 好評, 点评, 點評, 评价, 評價, 评分, 評分, 一星",
    },
    "rv_false": {
        "en": "fake, false, made up, made-up, invented, bogus, one star*, 1 star*, "
              "one-star*, never been, never visited, never went, never eaten, "
              "never used, never met, lie, lies, lying",
        "de": "erfunden*, gefälscht*, falsch*, fake, ausgedacht*, ein stern*, ein-stern*, "
              "einstern*, 1 stern*, nie war, nie gewesen, nie dort, nie da, nie besucht, "
              "noch nie",
        "nl": "nep*, vals*, valse, verzonnen, gefingeerd*, fake, één ster, een ster, "
              "1 ster, nooit geweest, nooit ~ geweest, nooit ~ bezocht, nog nooit",
        "tr": "sahte*, uydurma*, yalan*, asılsız*, bir yıldız*, tek yıldız*, 1 yıldız*, "
              "hiç gitmedi*, hiç gitmemiş*, hiç görmedi*",
        "zh": "假, 虚假, 虛假, 编造, 編造, 瞎编, 瞎編, 一星, 刷, 从没去过, 從沒去過, "
              "没去过, 沒去過, 从来没去过, 從來沒去過, 差评",
    },
}


__all__ = ["OUTSIDERS"]
