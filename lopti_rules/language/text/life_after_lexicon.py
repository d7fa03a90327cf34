"""The slots of what a game result takes from a person's life after the game, in the five
languages (issue 29, session 45: R-CUSTOM-3, R-CUSTOM-4).

Read by language/text/life_after.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``la_engage`` with ``la_drop`` (or English "no" before it, ``la_no``): **an engagement
  with people off the game given up**: an appointment, a birthday, a wedding, a funeral, a
  visit (Termin, Geburtstag, Hochzeit; afspraak, verjaardag, bruiloft; randevu, doğum
  günü, düğün; 婚礼, 生日, 预约) cancelled, skipped or stayed away from (absagen, afzeggen,
  iptal, gitmem, 别去, 取消);
- ``la_foot``: **the way home taken**: home on foot or alone in the dark, no lift, no taxi,
  the bike locked up ("walks home", "zu Fuß", "loopt ... naar huis", "yürüyerek", 走夜路,
  不准打车); or ``la_home`` with ``la_unlit``: home without lights ("cycles home without
  lights", "ohne Licht nach Hause", "骑车回家，不开灯"; text45b's words, at the merge);
- ``la_regime`` with ``la_days`` (or life_beyond_lexicon's ``lb_span``): **the body put
  through a regime for days**: runs, push-ups, cold showers, a diet of bread and water
  "every morning", "a week of", "jeden Morgen", "elke dag", "her gün", 每天;
- ``la_body`` with ``la_shown``: **the body weighed, measured or tested before others**:
  weight, waist, blood pressure, blood sugar (Gewicht, Bauchumfang, Blutdruck;
  bloeddruk; kilo, tansiyon; 体重, 血压) read out, shown or measured in front of the table
  ("reads the number out", "vor allen", "gaat rond", "herkese söyler", 当众, 念出来);
- ``la_secret`` with ``la_handed``: **the key to a person's life handed over**: a password,
  a PIN, a house key (Passwort, Haustürschlüssel; wachtwoord, pincode; şifre; 密码, 钥匙)
  told or given to another ("tells the winner", "gibt ... ab", "söyler", 告诉, 交给); a
  Wi-Fi password (``la_house``) is the house's, not a person's;
- ``la_fast``: **a fast or a faith's rule broken**: "breaks their fast", "your fast ends",
  "bricht sein Fasten", "breekt zijn vasten", "orucunu bozar", 开斋, 破戒.
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
LIFE_AFTER: dict[str, dict[str, str]] = {
    "la_engage": {
        "en": "appointment*, birthday*, wedding*, funeral*, christening*, anniversary, "
              "graduation*, school play*, dentist*, family dinner*, date night*, reunion*",
        "de": "termin, termine, arzttermin*, zahnarzt*, geburtstag*, hochzeit*, "
              "beerdigung*, taufe*, jahrestag*, familienfeier*, abschlussfeier*, "
              "verabredung*, schulaufführung*",
        "nl": "afspraak*, verjaardag*, bruiloft*, begrafenis*, doop*, trouwdag*, tandarts*, "
              "huisarts*, familiediner*, diploma-uitreiking*, schoolvoorstelling*",
        "tr": "randevu*, doğum gün*, düğün*, cenaze*, nişan*, mezuniyet*, kına*, "
              "okul gösteri*",
        "zh": "婚礼, 婚禮, 生日, 葬礼, 葬禮, 约会, 預約, 预约, 毕业典礼, 家庭聚餐, 看医生, 看牙, "
              "复诊, 年夜饭",
    },
    "la_drop": {
        "en": "cancel+, call+ off, skip+, postpone+, reschedule+, bail+ on, drop+ out, "
              "stay+ away, not go, don't go, doesn't go, won't go, is off, are off",
        "de": "absag*, sagt ~ ab, sag ~ ab, sagst ~ ab, abgesagt, verpasst, verpassen, "
              "schwänz*, verschieb*, verschob*, storniert, stornieren, bleibt ~ weg, "
              "geht ~ nicht hin, fällt ~ aus",
        "nl": "afzeggen, zegt ~ af, zeg ~ af, afgezegd, overslaan, slaat ~ over, "
              "sla ~ over, afblazen, blaast ~ af, verzetten, verzet, blijft ~ weg, "
              "gaat ~ niet naar, niet naar",
        "tr": "iptal*, gitmez, gitmem, gitmeyecek*, gitmesin, gidemez, gitmeyecek, "
              "kaçırır, kaçırmak, ertele*",
        "zh": "别去, 不去, 不准去, 不许去, 不能去, 取消, 推掉, 缺席, 翘掉, 放鸽子, 改期",
    },
    "la_no": {"en": "no"},
    "la_foot": {
        "en": "walk+ home, walking home, walk+ ~ home alone, on foot, no lift, no ride, "
              "no taxi, no cab, no uber, stays locked, stay locked, "
              "walk+ ~ home ~ however far",
        "de": "zu fuß, läuft ~ nach hause, laufen ~ nach hause, kein taxi, keine "
              "mitfahrgelegenheit, weggeschlossen, bleibt ~ abgeschlossen, allein nach hause",
        "nl": "loopt ~ naar huis, lopen ~ naar huis, loop ~ naar huis, te voet, geen lift, "
              "alleen naar huis, eentje naar huis, naar huis lopen, "
              "geen taxi, blijft ~ op slot",
        "tr": "yürüyerek, yürüyüp, eve yürü*, taksi ~ yok, taksiye binemez, taksiye binmez, "
              "eve yalnız, yalnız ~ eve, kimse bırakmaz",
        "zh": "走夜路, 走回家, 走路回家, 不准打车, 不许打车, 不能打车, 不准坐车, 不许坐车, "
              "不准叫车, 不许别人送, 不許別人送, 不准别人送",
    },
    # the way home without lights (read together: ``la_home`` with ``la_unlit``)
    "la_home": {
        "en": "ride+ home, rides home, cycle+ home, bike+ home, drive+ home, way home",
        "de": "nach hause, heimweg*, heimfahrt*",
        "nl": "naar huis, thuisreis, weg naar huis",
        "tr": "eve, eve dönüş*",
        "zh": "回家",
    },
    "la_unlit": {
        "en": "without light*, without ~ lights, no lights, lights off",
        "de": "ohne licht*, ohne lampe*, licht aus",
        "nl": "zonder licht*, zonder lamp*, zonder lampje*",
        "tr": "ışıksız, farsız, lambasız, ışık olmadan",
        "zh": "不开灯, 不開燈, 没有灯, 沒有燈, 不带灯, 不帶燈",
    },
    "la_regime": {
        "en": "run+, jog+, push-up*, pushup*, push ~ up*, sit-up*, situp*, sit ~ up*, squat*, "
              "burpee*, "
              "cold shower*, ice bath*, bread and water, kilometre*, kilometer*, km, diet+",
        "de": "läuft, laufen, joggt, joggen, liegestütz*, kniebeug*, sit-up*, sit ~ up*, "
              "kalt duschen, duscht ~ kalt, kalt, kalte dusche*, eisbad*, wasser und brot, "
              "kilometer, diät*",
        "nl": "rent, rennen, hardlo*, jogt, joggen, opdrukken, push-up*, push ~ up*, sit-up*, "
              "sit ~ up*, koud, "
              "koud douchen, doucht ~ koud, koude douche*, ijsbad*, water en brood, kilometer*, "
              "dieet*",
        "tr": "koşu*, koşar, koşmak, şınav*, mekik*, soğuk duş*, buz banyo*, su ve ekmek, "
              "kilometre*, diyet*",
        "zh": "跑步, 跑五公里, 公里, 俯卧撑, 仰卧起坐, 深蹲, 冷水澡, 冰水澡, 节食, 只吃",
    },
    "la_days": {
        "en": "every morning, every day, each morning, each day, every night, daily, "
              "a week of, a month of, two weeks of, for a week, for a month, "
              "until the next game night",
        "de": "jeden morgen, jeden tag, jeden abend, täglich, eine woche lang, "
              "einen monat lang, bis zum nächsten spieleabend, eine woche, einen monat",
        "nl": "elke ochtend, elke dag, iedere ochtend, iedere dag, elke avond, dagelijks, "
              "tot de volgende speelavond, een week lang, een maand lang",
        "tr": "her sabah, her gün, her akşam, günde, bir sonraki oyun gecesine kadar, "
              "hafta boyunca, ay boyunca",
        "zh": "每天, 天天, 每天早上, 每早, 每晚, 一个月, 一个星期, 一周",
    },
    "la_body": {
        "en": "bathroom scale*, weight, weighs ~ themselves, weigh ~ themselves, waist*, "
              "blood pressure, blood sugar, bmi, body fat, blood test*, prick+ ~ finger",
        "de": "personenwaage, waage, gewicht, wiegt ~ sich, bauchumfang*, taillen*, "
              "blutdruck*, blutzucker*, körperfett*, bluttest*",
        "nl": "weegschaal, gewicht, weegt ~ zich, buikomvang*, taille*, bloeddruk*, "
              "bloedsuiker*, vetpercentage*, bloedtest*",
        "tr": "tartıya, tartıda, tartılır, kilosu*, kilonu*, bel ölçü*, tansiyon*, "
              "kan şeker*, yağ oranı*",
        "zh": "称体重, 体重, 腰围, 血压, 血糖, 体脂, 上秤",
    },
    "la_shown": {
        "en": "read+ ~ out, out loud, aloud, to the table, in front of, we all see, "
              "everyone sees, for all to see, show+ ~ everyone, show+ ~ the table",
        "de": "vor allen, laut, vorgelesen, vorlesen, liest ~ vor, zeigt ~ allen, "
              "allen ~ zeigen",
        "nl": "gaat rond, hardop, voor iedereen, laat ~ zien, iedereen ~ ziet, "
              "leest ~ voor, voorgelezen",
        "tr": "herkese, yüksek sesle, herkesin önünde, masaya söyler",
        "zh": "当众, 念出来, 大声说, 给大家看, 大家都看, 公布",
    },
    "la_secret": {
        "en": "password*, pin, pin code*, passcode*, login*, house key*, front door key*, "
              "door key*, flat key*, apartment key*",
        "de": "passwort*, kennwort*, pin, geheimzahl*, zugangsdaten, haustürschlüssel*, "
              "hausschlüssel*, wohnungsschlüssel*",
        "nl": "wachtwoord*, pincode*, inloggegevens, huissleutel*, voordeursleutel*",
        "tr": "şifre*, parola*, ev anahtar*, kapı anahtar*",
        "zh": "密码, 家门钥匙, 门钥匙, 房门钥匙",
    },
    "la_handed": {
        "en": "tell+, give+, gives, hand+, share+, is the winner's, are the winner's, "
              "belongs to",
        "de": "gibt, geben, sagt, verrät, verraten, nennt, ab, bekommt, teilt",
        "nl": "krijgt, geeft, geven, vertelt, zegt, deelt, af",
        "tr": "söyler, verir, teslim*, paylaşır, kazanana, kazanan*",
        "zh": "告诉, 交给, 给赢家, 说出, 交出",
    },
    "la_house": {
        "en": "wifi, wi-fi, wlan", "de": "wlan, wifi, wi-fi", "nl": "wifi, wi-fi",
        "tr": "wifi, wi-fi, kablosuz", "zh": "wi-fi, wifi, 无线, 無線",
    },
    # session 47b: one's home left open overnight (``la_door`` with ``la_unlocked``, or
    # ``la_key`` with ``la_mat``, and ``la_night``)
    "la_door": {
        "en": "door, doors, front door*, back door*, window, windows, patio door*",
        "de": "tür, türe, haustür*, hintertür*, wohnungstür*, balkontür*, terrassentür*, "
              "fenster*",
        "nl": "deur, deuren, voordeur*, achterdeur*, balkondeur*, raam, ramen",
        "tr": "kapı*, pencere*",
        "zh": "门, 窗",
    },
    "la_unlocked": {
        "en": "unlocked, unlock+, wide open, left open, open all night, not lock+, "
              "doesn't lock, does not lock, don't lock, do not lock",
        "de": "unverschlossen, unabgeschlossen, nicht abgeschlossen, nicht ab, nicht zu, "
              "offen, sperrangelweit, aufgeschlossen, schließt ~ nicht ~ ab",
        "nl": "van het slot, niet op slot, niet op ~ slot, open, openstaan, openlaten, "
              "wagenwijd",
        "tr": "kilitlemeden, kilitlemez, kilitsiz, kilitlenmez, açık bırak*, açık kalır, "
              "ardına kadar",
        "zh": "不锁, 别锁, 不许锁, 不准锁, 不能锁, 开着, 敞开, 不关, 不許鎖, 不鎖",
    },
    "la_key": {
        "en": "key, keys, house key*, spare key*, door key*",
        "de": "schlüssel*, wohnungsschlüssel*, hausschlüssel*, haustürschlüssel*",
        "nl": "sleutel*, huissleutel*, voordeursleutel*",
        "tr": "anahtar*",
        "zh": "钥匙, 鑰匙",
    },
    "la_mat": {
        "en": "under ~ mat, under ~ doormat, under ~ flowerpot, under ~ doorstep, in the lock",
        "de": "unter ~ fußmatte, unter ~ fussmatte, unter ~ matte, unter ~ blumentopf, "
              "im schloss",
        "nl": "onder ~ deurmat, onder ~ mat, onder ~ bloempot, in het slot",
        "tr": "paspas*, saksının altına, saksının altında, kilidin üstünde",
        "zh": "地垫下, 脚垫下, 门垫下, 花盆下, 插在门上",
    },
    "la_night": {  # a time off the table, or one's own home named
        "en": "tonight, all night, overnight, when they get home, at home, until morning, "
              "till morning, until tomorrow, this week, all week, for a week, next week, "
              "until sunday, until monday, until the weekend, at work, to work, "
              "their front door*, their back door*, their flat door*, his front door*, "
              "her front door*",
        "de": "heute nacht, die ganze nacht, über nacht, zu hause, zuhause, daheim, "
              "bis morgen*, diese woche, die ganze woche, eine woche lang, nächste woche, "
              "bis sonntag, bis montag, bis zum wochenende, zur arbeit, auf der arbeit, "
              "seine wohnungstür*, seine haustür*, ihre wohnungstür*, ihre haustür*",
        "nl": "vannacht, de hele nacht, thuis, thuiskomt, tot morgen*, deze week, "
              "de hele week, een week lang, volgende week, tot zondag, tot maandag, "
              "tot het weekend, naar het werk, op het werk, zijn voordeur*, haar voordeur*, "
              "hun voordeur*",
        "tr": "bu gece, gece boyunca, bütün gece, evinin, evine, evde, sabaha kadar, "
              "bu hafta, bütün hafta, hafta boyunca, pazara kadar, hafta sonuna kadar, "
              "işe giderken, işteyken, kendi kapısı*",
        "zh": "今晚, 整夜, 一整晚, 回家, 家里, 过夜, 到天亮, 这周, 这个星期, 一整周, 一个星期, "
              "到周日, 到星期天, 上班, 自己家",
    },
    # session 47b: one's own blood or organ given (``la_donate``, or ``la_donation`` with
    # ``la_booked``)
    "la_donate": {
        "en": "donate, donates, donating, give blood, gives blood, giving blood, give plasma, "
              "gives plasma, kidney donor*, organ donor*, living donor*, bone marrow, "
              "stem cell donor*",
        "de": "blut spenden, spendet ~ blut, blut spendet, plasma spenden, spendet ~ plasma, "
              "niere spenden, spendet ~ niere, organspender*, blutspender*, knochenmark*, "
              "stammzellspender*",
        "nl": "bloed geven, geeft ~ bloed, bloed doneren, doneert ~ bloed, plasma geven, "
              "geeft ~ plasma, bloeddonor*, orgaandonor*, nierdonor*, beenmerg*, "
              "stamceldonor*",
        "tr": "kan verir, kan vermek, kan vermeye, kan bağışlar, kan bağışında bulunur, "
              "plazma verir, plazma bağış*, böbre* bağış*, organ bağışçı*, ilik bağış*",
        "zh": "献血, 捐血, 捐献, 捐肾, 捐骨髓, 献浆, 卖血, 捐器官",
    },
    "la_donation": {
        "en": "blood donation*, plasma donation*, blood drive*, donation appointment*",
        "de": "blutspende*, plasmaspende*, organspende*",
        "nl": "bloeddonatie*, bloedafname*, plasmadonatie*",
        "tr": "kan bağış*, plazma bağış*, organ bağış*",
        "zh": "献血, 捐血",
    },
    "la_booked": {
        "en": "book+, appointment*, sign+ up, signs up, register+, slot",
        "de": "termin*, anmeld*, meldet ~ an, bucht, buchen",
        "nl": "afspraak, afspraken, meldt ~ aan, inschrij*, schrijft ~ in",
        "tr": "randevu*, kayıt*, kaydol*",
        "zh": "预约, 报名, 登记, 约",
    },
    # session 47b: someone outside the game bearing its result (``la_kin`` of a result's
    # ``la_role``, with ``la_barred``)
    "la_kin": {
        "en": "son, sons, daughter, daughters, child, children, kid, kids, partner, wife, "
              "husband, boyfriend, girlfriend, mother, father, mum, mom, dad, parents",
        "de": "sohn, söhne, tochter, töchter, kind, kinder, kindern, partner, partnerin, "
              "ehefrau, ehemann, freundin, mutter, vater, eltern",
        "nl": "zoon, zoons, dochter, dochters, kind, kinderen, partner, vrouw, echtgeno*, "
              "vriendin, moeder, vader, ouders",
        "tr": "oğlu*, kızı, kızına, çocuğu*, çocukları*, eşi, eşine, annesi*, babası*",
        "zh": "孩子, 儿子, 女儿, 老婆, 老公, 妻子, 丈夫, 伴侣, 对象, 妈妈, 爸爸, 父母",
    },
    "la_role": {
        "en": "loser, losers, loser s, last player s, winner s, dealer s",
        "de": "verlierers, verliererin, des letzten, der letzten, des siegers, des gebers",
        "nl": "verliezer, laatste, winnaar",
        "tr": "kaybedenin, sonuncunun, kazananın, dağıtıcının",
        "zh": "输家的, 输的人的, 输家, 赢家的, 最后一名的",
    },
    "la_barred": {
        "en": "not allowed, may not, can't, cannot, no, loses, lose, grounded, sofa, couch, "
              "without, skips, misses, banned",
        "de": "kein, keine, keinen, nicht, verbot*, hausarrest, gestrichen, verzichten, "
              "sofa, couch",
        "nl": "geen, niet, verbod*, huisarrest, bank, zonder",
        "tr": "alamaz, alamayacak, gidemez, gidemeyecek, çıkamaz, oynayamaz, izleyemez, "
              "yasak*, kesilir, yok, olmaz, ceza*",
        "zh": "不准, 不许, 不能, 停, 没收, 禁止, 取消, 没有, 不給, 不给",
    },
    "la_fast": {
        "en": "break+ ~ fast, broke ~ fast, fast ~ ends, fast ~ end, end+ ~ fast, "
              "fast or not, fasting or not, whether ~ fast",
        "de": "bricht ~ fasten, brechen ~ fasten, fasten ~ brech*, fasten ~ bricht, "
              "fastet oder nicht",
        "nl": "breekt ~ vasten, breken ~ vasten, vasten ~ breken, vasten ~ breekt, "
              "vasten ~ verbreken, vast of niet, vasten of niet",
        "tr": "orucunu ~ boz*, orucu ~ boz*, oruç ~ boz*, orucunu ~ aç*, "
              "oruçlu olsun ya da olmasın, oruçlu olsun olmasın",
        "zh": "开斋, 破戒, 破斋, 開齋, 破齋, 是否在斋戒, 是否斋戒",
    },
}
