"""The slots of a person's life beyond the game made a stake, in the five languages
(issue 29, session 43: R-CUSTOM-3).

Read by language/text/life_beyond.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``lb_record``: **a person filmed or recorded**: film, video, a recording, a live stream
  (filmen, Video, aufzeichnen; filmen, filmpje; video, kaydetmek; 录像, 录音, 视频); Dutch
  "neemt ... op" is recording only with a device in its clause (``lb_nl_take``, ``lb_nl_up``,
  ``lb_device``): Dutch "opname", "opnemen" and German "aufnehmen" are the pickup, and
  Dutch "past ... op" (oppassen) is "watch out", no babysitting;
- ``lb_where``: **where a person is**: a live location, their whereabouts, "wo er gerade
  ist", "zijn locatie", "konumunu", 实时位置 (not the place of a game or a car);
- ``lb_cut``: **a tie to someone cut**: unfollow, unfriend, break up with, "mit ...
  Schluss", "zegt de vriendschap op", "takipten çık", 拉黑, 分手, 绝交; ``lb_cutv`` cuts
  only a tie named in its clause (``lb_tie``: a friend, a partner, a sister): "blocks one
  friend", "arkadaşıyla konuşmaz";
- ``lb_post``: **one's own profile or posts**: a profile picture, a post, a story, an
  account on a social network (Profilbild, profielfoto, profil fotoğrafı, paylaşım, 头像,
  朋友圈);
- ``lb_work``: **work outside the game**: a shift, homework, overtime, a move, a cellar or
  a car cleaned, babysitting (Schicht, Hausaufgaben, Umzug; dienst, huiswerk, verhuizen;
  nöbet, ödev, taşınma; 作业, 加班, 搬家), read with ``lb_later`` (a day after tonight:
  tomorrow, the weekend, next week);
- ``lb_dependent`` with ``lb_unattended`` (session 45): **a dependent left without care**:
  a child, a toddler, the babysitter (Kind, Babysitter; kind, oppas; çocuk, bakıcı; 孩子,
  保姆) with alone or sent home (allein, nach Hause geschickt; alleen, naar huis gestuurd;
  yalnız, eve gönderir; 一个人在家, 让保姆回家);
- ``lb_bare`` with ``lb_outside``: **sent out into the cold without one's coat**: "on the
  balcony without a coat", "draußen ohne Jacke", "buiten in de kou, zonder jas",
  "dışarıda montsuz", "不穿外套在阳台上" (LP701: the body's exposure);
- ``lb_agreed``: **the whole table agrees** to a photo or a post of the cards ("if
  everyone agrees, the host posts a photo of the winning hand");
- ``lb_banned`` with ``lb_span``: **a ban for days** ("may not", "grounded", "Hausarrest",
  "mag niet", "yasak", 不准, with "for a week", "bis Sonntag", "een maand", "ay boyunca",
  一个星期); ``lb_owed``, or ``lb_favour`` with ``lb_anytime``: **an open favour owed**;
  **an election vote dictated** (pressed.py's ``civic``: an election with a party, a
  candidate or the ballot, unless left free: "own business", "istediği"); ``lb_sign``
  with ``lb_doc``, or ``lb_bond`` alone (an IOU): **a signature
  under a binding paper** (session 44);
- ``lb_self``: **oneself** ("myself", "mich selbst", "mezelf", "kendimi", 自己): a
  recording of oneself is one's own.
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
LIFE_BEYOND: dict[str, dict[str, str]] = {
    "lb_record": {
        "en": "filmed, filming, films, film ~ them, film ~ him, film ~ her, film ~ you, "
              "film ~ me, film ~ the loser, video*, videotape*, recording*, voice memo*, "
              "livestream*, live stream*, record+ ~ me, record+ ~ them, record+ ~ him, "
              "record+ ~ her, record+ ~ you, record+ ~ saying, record+ ~ singing, "
              "record+ ~ dancing, record+ ~ snoring",
        "de": "filmt, filme, filmen, gefilmt, filmst, video*, aufzeichn*, aufgezeichnet, "
              "zeichnet ~ auf, mitschnitt*, mitgeschnitten, livestream*",
        "nl": "filmt, filmen, film, gefilmd, filmpje*, video*, opgenomen ~ telefoon, "
              "livestream*",
        "tr": "video*, videoya, kaydeder, kaydet*, kayda al*, ses kayd*, canlı yayın*",
        "zh": "录像, 录下, 录视频, 拍视频, 录音, 视频, 直播, 摄像, 录影",
    },
    "lb_nl_take": {"nl": "neemt, neem, nemen, nam, namen"},
    "lb_nl_up": {"nl": "op"},
    "lb_device": {
        "en": "phone, camera", "de": "handy, kamera, smartphone",
        "nl": "telefoon, mobiel, camera, gsm", "tr": "telefon*, kamera*", "zh": "手机, 相机",
    },
    "lb_where": {
        "en": "live location, their location, his location, her location, your location, "
              "my location, whereabouts, where they are, where he is, where she is, "
              "where you are, location with",
        "de": "standort*, wo er gerade ist, wo sie gerade ist, wo er ist, wo sie ist, "
              "wo du bist",
        "nl": "zijn locatie, haar locatie, je locatie, jouw locatie, mijn locatie, "
              "live locatie, locatie ~ aan, waar hij is, waar ze is, waar zij is",
        "tr": "konum*, nerede olduğunu, nereye gittiğini, nerede olduğu",
        "zh": "实时位置, 位置共享, 共享位置, 定位, 行踪",
    },
    "lb_cut": {
        "en": "unfollow+, unfriend+, break+ up with, broke up with, breaking up with, "
              "stop+ talking to, stop+ speaking to, end+ ~ friendship*",
        "de": "entfolg*, entfreund*, mit ~ schluss, trennt ~ sich, trennen ~ sich, "
              "freundschaft ~ kündig*, kündigt ~ freundschaft, freundschaft ~ beend*",
        "nl": "ontvolg*, ontvriend*, maakt het uit met, vriendschap ~ op, zegt ~ vriendschap, "
              "vriendschap ~ verbreek*, verbreekt ~ vriendschap",
        "tr": "takipten çık*, arkadaşlıktan çıkar*",
        "zh": "拉黑, 删好友, 删除好友, 取关, 取消关注, 分手, 绝交, 断交",
    },
    "lb_cutv": {
        "en": "block+, delete+, ghost+",
        "de": "blockier*, lösch*, spricht ~ nicht, redet ~ nicht",
        "nl": "blokkeer*, verwijder*, praat ~ niet, spreekt ~ niet",
        "tr": "engelle*, sil*, konuşmaz, konuşmayacak, konuşmasın, ayrıl*, küs*",
    },
    "lb_tie": {
        "en": "friend*, partner*, sister*, brother*, boyfriend*, girlfriend*, husband*, "
              "wife, mother, father, mum, mom, dad, parents, colleague*, contact*",
        "de": "freund*, partner*, schwester*, bruder*, mutter, vater, eltern, kollege*, "
              "kontakt*",
        "nl": "vriend*, partner*, zus*, broer*, moeder, vader, ouders, collega*, contact*",
        "tr": "arkadaş*, sevgili*, kardeş*, annesi*, babası*, eşi*, eşiyle",
    },
    "lb_post": {
        "en": "profile picture*, profile pic*, profile photo*, avatar*, post+, posting, "
              "instagram, facebook, tiktok, twitter, snapchat, bio",
        "de": "profilbild*, postet, poste, posten, gepostet, post, story, instagram, "
              "facebook, tiktok, status",
        "nl": "profielfoto*, post, posten, gepost, instagram, facebook, tiktok, story",
        "tr": "profil fotoğraf*, profil resm*, paylaşım*, instagram, hikaye*",
        "zh": "头像, 朋友圈, 发帖, 微博, 抖音, 动态, 发到网上",
    },
    "lb_work": {
        "en": "shift*, homework, overtime, help+ ~ move, help+ ~ moving, moving house, "
              "move+ house, clean+ ~ cellar, clean+ ~ garage, clean+ ~ flat, "
              "clean+ ~ apartment, wash+ ~ car, mow+ ~ lawn, babysit+, errand*, "
              "tax return*, essay*",
        "de": "schicht*, hausaufgabe*, überstunde*, umzug*, umziehen, keller*, garage*, "
              "wohnung ~ putz*, putzt ~ wohnung, auto ~ wasch*, wäscht ~ auto, rasen ~ mäh*, "
              "babysitt*, steuererklärung*",
        "nl": "dienst, diensten, huiswerk, overuren, verhuiz*, verhuist, kelder*, "
              "auto ~ wassen, wast ~ auto, gras ~ maai*, babysit*, belastingaangifte*",
        "tr": "nöbet*, ödev*, mesai*, taşın*, bodrum*, vardiya*, araba* ~ yıka*",
        "zh": "作业, 加班, 值班, 上班, 搬家, 打扫, 洗车, 替班",
    },
    "lb_later": {
        "en": "tomorrow, weekend, next week, this week, saturday, sunday, monday, "
              "friday, for a week, for a month",
        "de": "morgen, wochenende, samstag, sonntag, montag, freitag, woche, monat",
        "nl": "morgen, weekend, zaterdag, zondag, maandag, vrijdag, week, maand, morgenavond",
        "tr": "yarın, hafta*, cumartesi, pazar, ay boyunca",
        "zh": "明天, 周末, 这周, 下周, 星期, 一个月, 这一周",
    },
    "lb_bare": {
        "en": "without ~ coat, without ~ jacket, without ~ shoes, barefoot",
        "de": "ohne ~ jacke, ohne ~ mantel, ohne ~ schuhe, barfuß",
        "nl": "zonder ~ jas, zonder ~ schoenen, blootsvoets",
        "tr": "montsuz, ceketsiz, paltosuz, yalınayak",
        "zh": "不穿外套, 不穿鞋, 光脚, 光着脚",
    },
    "lb_outside": {
        "en": "balcony, outside, outdoors, garden, in the cold, in the snow",
        "de": "balkon, draußen, garten, kälte, schnee",
        "nl": "balkon, buiten, tuin, kou, sneeuw",
        "tr": "balkon*, dışarı*, bahçe*, soğuk*, kar*",
        "zh": "阳台, 外面, 室外, 雪地",
    },
    "lb_dependent": {
        "en": "child, children, kid, kids, toddler*, baby, babies, babysitter*, baby sitter*, "
              "sitter, nanny",
        "de": "kind, kinder, kleinkind*, baby*, babysitter*, kindermädchen",
        "nl": "kind, kinderen, kindje*, peuter*, baby*, oppas*",
        "tr": "çocuğ*, çocuk*, bebeğ*, bebek*, bakıcı*",
        "zh": "孩子, 小孩, 宝宝, 寶寶, 婴儿, 嬰兒, 保姆",
    },
    "lb_unattended": {
        "en": "alone, by themselves, by himself, by herself, on their own, unattended, "
              "send+ ~ home, sent home",
        "de": "allein, alleine, unbeaufsichtigt, schick* ~ nach hause, schick* ~ heim",
        "nl": "alleen, zonder toezicht, stuur* ~ naar huis, stuurt ~ naar huis",
        "tr": "yalnız*, tek başına, eve gönder*",
        "zh": "一个人在家, 一個人在家, 独自在家, 獨自在家, 自己在家, 让保姆回家, 讓保姆回家, "
              "保姆回家",
    },
    "lb_agreed": {
        "en": "everyone agrees, everybody agrees, all agree, the whole table agrees",
        "de": "alle einverstanden, alle zustimmen, alle damit einverstanden, alle ~ zustimmen",
        "nl": "iedereen ~ goed vindt, iedereen akkoord, iedereen ~ instemt",
        "tr": "herkes kabul eder*, herkes onaylar*, herkes razı*",
        "zh": "大家同意, 都同意, 大家都同意",
    },
    "lb_self": {
        "en": "myself, themselves, himself, herself, yourself",
        "de": "mich selbst, sich selbst, dich selbst",
        "nl": "mezelf, zichzelf, jezelf",
        "tr": "kendimi, kendini",
        "zh": "自己",
    },
    # session 44 (novel44a): a ban after the game, an open favour, a civic vote or a
    # signature under a binding paper
    "lb_banned": {
        "en": "may not, must not, not allowed, banned, ban on, grounded, house arrest, "
              "curfew, no more, give+ up, giving up, gave up, off limits",
        "de": "hausarrest, darf ~ nicht, dürfen ~ nicht, verboten, kein ~ mehr, verzicht*",
        "nl": "huisarrest, mag ~ niet, mogen ~ niet, verboden, geen ~ meer",
        "tr": "yasak*, yok",
        "zh": "不准, 不许, 禁止, 不能再, 戒掉",
    },
    "lb_span": {
        "en": "for a week, for a month, for two weeks, all week, whole week, until sunday, "
              "until monday, until the weekend, next week, for the week, until christmas, "
              "until easter, until next month",
        "de": "bis sonntag, bis montag, bis freitag, bis samstag, eine woche, einen monat, "
              "ganze woche, nächste woche, zwei wochen, bis zum wochenende, bis weihnachten, "
              "bis ostern",
        "nl": "de hele week, een week, een maand, tot zondag, tot maandag, volgende week, "
              "twee weken, tot het weekend, tot kerst, tot pasen",
        "tr": "ay boyunca, hafta boyunca, bir hafta, bir ay, haftaya, hafta sonuna kadar, "
              "pazara kadar",
        "zh": "一个星期, 一周, 一个月, 这周, 下周, 一星期, 整周, 两周",
    },
    "lb_owed": {
        "en": "owe+ ~ favour*, owe+ ~ favor*, favour ~ owed, favor ~ owed, in ~ debt, iou, "
              "blank cheque, blank check",
        "de": "in der schuld, in seiner schuld, in ihrer schuld, gefallen ~ schuldig, "
              "schuldet ~ gefallen, schulden ~ gefallen, gefallen ~ gut",
        "nl": "wederdienst ~ schuldig, gunst ~ schuldig, schuldig ~ wederdienst, "
              "schuldig ~ gunst, wederdienst ~ tegoed, gunst ~ tegoed, in het krijt",
        "tr": "iyilik ~ borçlu*, borçlu ~ iyilik, iyilik borcu*",
        "zh": "人情, 欠赢家, 欠他一个, 欠她一个, 欠你一个, 欠我一个",
    },
    "lb_favour": {
        "en": "favour, favor, favours, favors, wish", "de": "gefallen, wunsch",
        "nl": "wederdienst, gunst, wens", "tr": "iyilik, dilek*", "zh": "帮忙, 帮一个忙, 愿望",
    },
    "lb_anytime": {
        "en": "whenever, any day, any time, anytime, at will, when they like, "
              "when the winner likes",
        "de": "jederzeit, wann immer, wann er will, wann sie will, irgendwann",
        "nl": "wanneer ~ wil, op elk moment, altijd, wanneer ~ maar",
        "tr": "istediği zaman, her zaman, ne zaman",
        "zh": "什么时候, 随时, 任何时候",
    },
    "lb_sign": {
        "en": "signature*, sign+, signing, co-sign+, cosign+, guarantor*",
        "de": "unterschrift*, unterschreib*, unterschrieben, unterzeichn*, bürgt, bürgen",
        "nl": "handtekening*, teken*, getekend, onderteken*, staat borg, borg staan",
        "tr": "imza*",
        "zh": "签字, 签名, 画押",
    },
    "lb_doc": {
        "en": "petition*, contract*, iou, loan*, lease*, cheque*, guarantee*",
        "de": "petition*, vertrag*, schuldschein*, bürgschaft*, kredit*, darlehen*",
        "nl": "petitie*, contract*, schuldbekentenis*, lening*, borg*",
        "tr": "dilekçe*, sözleşme*, senet*, kefil*, imza kampanya*",
        "zh": "借条, 欠条, 合同, 请愿, 担保",
    },
    "lb_bond": {
        "en": "iou", "de": "schuldschein*", "nl": "schuldbekentenis*", "tr": "senet*",
        "zh": "借条, 欠条",
    },
}
