"""Beyond the game (LP712, LP703): the word classes of what a text asks of a person off the
cards (housework, errands, a private act, a person picked by losing, a force), in the five
languages of the rule cards, written as harm_lexicon.py's entries are. A chore is the
verb's work ("bügeln", "ütü yapmak", "babysitten"), not the thing or the person it names
(a "Bügeleisen", an "ütü" put away, a "Babysitter" or "bebek bakıcısı" who calls: session
47). claim_lexicon.py
merges them into its classes (``CLAIMS``) where this section stood; beyond.py and its
readers read them by name.
"""

from __future__ import annotations

#: group -> language -> entries
BEYOND: dict[str, dict[str, str]] = {
    "k_chore": {  # housework asked of a person: a demand the whole table agrees to first
        # (fetching, making, buying; pouring or handing round is hospitality, contact.py)
        "en": "wash+ ~ dishes, do ~ dishes, does ~ dishes, dishwasher, take+ out ~ trash, "
              "take+ out ~ bins, take+ out ~ rubbish, clean+ up, tidy+ up, clean+ ~ kitchen, "
              "vacuum+, hoover+, fetch+ ~ drinks, fetch+ ~ snacks, bring+ ~ drinks, "
              "bring+ ~ snacks, make+ ~ coffee, make+ ~ tea, cook+, pay+ ~ pizza, "
              "order+ ~ pizza, "
              # an errand or a service to a person's home or life (session 27)
              "walk+ ~ dog, mow+ ~ lawn, iron+ ~ shirt*, iron+ ~ clothes, babysit+, "
              "do+ ~ laundry, does ~ laundry, do+ ~ homework, does ~ homework, "
              "do+ ~ tax*, does ~ tax*, wash+ ~ car, clean+ ~ car, do+ ~ shopping, "
              "does ~ shopping, groceries, run+ ~ errand*, sweep+ ~ floor*, swept ~ floor*",
        "de": "abwasch*, spül* ~ geschirr, spült ~ ab, geschirr*, müll ~ raus*, bring* ~ müll, "
              "aufräumen, putz*, staubsaug*, hol* ~ getränke, hol* ~ snacks, "
              "bring* ~ getränke, koch* ~ kaffee, koch* ~ tee, kocht, kochen, "
              "gassi, hund ~ aus, rasen ~ mäh*, mäht ~ rasen, bügeln, bügelt, bügle, bügelst, "
              "gebügelt, bügelwäsche, babysitten, babysittet, babysitte, gebabysittet, wäsche, "
              "hausaufgaben, steuererklärung*, auto ~ wasch*, wäscht ~ auto, einkäufe, "
              "einkaufen, besorgung*, feg* ~ boden, kehr* ~ boden, feg* ~ küche",
        "nl": "afwas*, doe ~ afwas, vaatwasser*, vuilnis*, opruim* ~ keuken, "
              "poets*, stofzuig*, haal ~ drankjes, haal ~ drinken, haal ~ snacks, "
              "zet ~ koffie, zet ~ thee, kook*, "
              "hond ~ uit, uitlaten, gras ~ maai*, maait ~ gras, strijk* ~ overhemd*, "
              "strijk* ~ kleren, strijkwerk, babysitten, babysit, babysitten, gebabysit, "
              "oppas ~ kind*, past ~ op ~ kind*, "
              "huiswerk, belastingaangifte, auto ~ was*, wast ~ auto, boodschappen, "
              "de was ~ doen, doet ~ de was, klusje*, veeg* ~ vloer, veegt ~ keuken",
        # sweeping is housework on the floor or a room, not on the pile ("yığını
        # süpürdün": a clear, fa36), in every language
        "tr": "bulaşık*, bulaşığ*, çöp* ~ çıkar*, topla* ~ mutfa*, temizlik*, yer* ~ süpür*, "
              "ev* ~ süpür*, oda* ~ süpür*, mutfa* ~ süpür*, süpürge*, "
              "içecek* ~ getir*, atıştırmalık* ~ getir*, kahve ~ yap*, çay ~ demle*, "
              "yemek ~ yap*, köpe* ~ gezdir*, çim* ~ biç*, ütü yap*, ütüle*, bebeğe bak*, "
              "bebek ~ bakar, bebek ~ bakmak, bebek ~ baksın, bebek ~ bakacak, ödev*, "
              "araba* ~ yıka*, çamaşır*, alışveriş*, ayak işi*",
        "zh": "洗碗, 刷碗, 倒垃圾, 扔垃圾, 打扫, 拖地, 扫地, 收拾厨房, 收拾桌子, 拿饮料, "
              "泡咖啡, 泡茶, 做饭, 买零食, 遛狗, 割草, 熨衣服, 带孩子, 写作业, 寫作業, 洗车, "
              "洗車, 洗衣服, 买菜, 買菜, 跑腿",
    },
    "k_fetch": {  # fetching or bringing something: for the others, asked of a person
        # (beyond.py's act for others), a demand the whole table agrees to first
        "en": "fetch+, bring+, brought, go+ get, get+",
        "de": "hol*, bring*, brachte*, besorg*",
        "nl": "haal, haalt, halen, haalde*, breng*, bracht*",
        "tr": "getir*",
        "zh": "拿, 取, 带, 帶",
    },
    "k_lost": {  # a player picked by losing: the one a stake falls on (beyond.py's staked)
        "en": "loser*, last place, bottom place, comes last, come last, finishes last, "
              "finish last, ends last, whoever loses, who loses, if you lose the round, "
              "if you lose this round",
        "de": "verlierer*, letzter wird, letzte wird, letzter platz, letzten platz, "
              "als letzter, als letzte, wer verliert",
        "nl": "verliezer*, laatste plaats, als laatste, wie verliest",
        "tr": "kaybeden*, sonuncu*, son sıradaki, son olan",
        "zh": "输家, 輸家, 输的人, 輸的人, 输了的人, 輸了的人, 最后一名, 最後一名, 垫底, 墊底",
    },
    "k_private": {  # what is private: a phone, messages, secrets, money, a body's figures
        "en": "show+ ~ phone, show+ ~ messages, show+ ~ photos, read+ ~ message*, "
              "read+ ~ texts, read+ ~ chat*, browser history, search history, password*, "
              "pin code, tell ~ secret*, reveal+ ~ secret*, salary, how much ~ earn, "
              "your weight, s weight, their weight, his weight, her weight, body weight, "
              "how much ~ weigh+, your age, bank account*, bank balance",
        "de": "zeig* ~ handy, zeig* ~ nachrichten, zeig* ~ fotos, lies ~ nachricht*, "
              "vorles* ~ nachricht*, lies ~ chat*, suchverlauf*, passwort*, geheimnis*, "
              "gehalt*, verdienst*, gewicht, wie viel ~ verdien*, kontostand*",
        "nl": "laat ~ telefoon ~ zien, laat ~ berichten ~ zien, laat ~ foto* ~ zien, "
              "lees ~ bericht*, voorlez* ~ bericht*, zoekgeschiedenis, wachtwoord*, "
              "salaris, hoeveel ~ verdien*, gewicht, geheim, geheimen, geheimpje*",
        "tr": "telefon* ~ göster*, mesaj* ~ göster*, mesaj* ~ oku*, fotoğraf* ~ göster*, "
              "arama geçmiş*, şifre*, sır, sırr*, sırlar*, maaş*, kilo*, ne kadar ~ kazan*",
        "zh": "手机给, 看手机, 翻手机, 读消息, 念消息, 聊天记录, 浏览记录, 搜索记录, 密码, "
              "秘密, 工资, 收入, 体重, 存款",
    },
    "vote": {  # more words of the vote (harm_lexicon's group): a rule voted away
        "en": "voted away, voted out, vote ~ out",
        "de": "abgewählt, abwählen, abwähl*",
        "nl": "weggestemd, wegstemmen, wegstem*",
        "tr": "oylamayla",
    },
    "word": {  # Chinese words that hold a harm character and mean something else
        "zh": "偷看, 偷瞄",
    },
    "k_repeat": {  # a vote cast more than once
        "en": "twice, two times, three times, more than once",
        "de": "zweimal, dreimal, zwei mal, mehrmals, doppelt",
        "nl": "twee keer, drie keer, tweemaal, driemaal, meerdere keren",
        "tr": "iki kez, iki kere, üç kez, birden fazla",
        "zh": "两次, 兩次, 三次, 多次",
    },
    "k_first": {  # a move of the game: playing first, a seat to play from
        "en": "plays first, play first, goes first, starts, begins, leads, seat, chair",
        "de": "fängt an, beginnt, spielt zuerst, platz, stuhl, sitzplatz",
        "nl": "begint, speelt eerst, mag beginnen, stoel, plaats",
        "tr": "ilk oyna*, başlar, başlasın, koltuk*, sandalye*",
        "zh": "先出, 先手, 第一个出, 座位, 位子",
    },
    "k_band": {  # something snapped or whipped against a body
        "en": "rubber band*, elastic band*, hair tie*, belt*, ruler*, wooden spoon*",
        "de": "gummiband*, gummibänder, haargummi*, gürtel*, lineal*, kochlöffel*",
        "nl": "elastiekje*, elastiek*, haarelastiek*, riem*, liniaal*, pollepel*",
        "tr": "lastik*, toka*, kemer*, cetvel*, tahta kaşık*",
        "zh": "橡皮筋, 皮筋, 发圈, 髮圈, 皮带, 皮帶, 尺子",
    },
    "k_snap": {
        "en": "snap+, flick+, whip+, smack+, ping+, twang+, lash+, shoot+",
        "de": "schnipp*, schnalz*, knall*, peitsch*, schnalzen, zieh* ~ schnell*",
        "nl": "knal*, knap*, flits*, zweep*, schiet*, klap*",
        "tr": "şaklat*, fırlat*, çarp*, vur*, gerip bırak*",
        "zh": "弹, 彈, 抽, 甩, 打",
    },
    "k_contact": {  # a gesture that meets another player's body
        "en": "high five*, highfive*, high 5, handshake*, shake ~ hand*, pat ~ back, "
              "fist bump*, chest bump*, low five*",
        "de": "abklatsch*, handschlag*, high five*, schulterklopf*, klaps",
        "nl": "high five*, boks*, handdruk*, schouderklop*, geef ~ vijf",
        "tr": "çak*, beşlik*, tokalaş*, el sık*, omzuna vur*, sırtına vur*",
        "zh": "击掌, 擊掌, 握手, 拍肩, 拍拍肩, 碰拳, 撞胸",
    },
    "k_force": {  # done as hard as one can: a gesture turned into a blow
        "en": "as hard as, hard as you can, really hard, very hard, full force, with force, "
              "hardest, with all your strength, as strong as, hard, hefty, good hard",
        "de": "so fest, so hart, mit voller kraft, mit aller kraft, kräftig*, feste, fest, "
              "hart, harte, harten, harter, festen, ordentlichen",
        "nl": "zo hard, keihard, met volle kracht, uit alle macht, hard, harde, hardere, "
              "stevig, stevige, flinke, ferme",
        "tr": "sertçe, sert, olabildiğince, var gücüyle, tüm gücüyle, kuvvetle*, var gücün*, "
              "tüm gücün*, bütün gücün*",
        "zh": "用力, 狠狠, 使劲, 使勁, 全力, 重重",
    },
}
