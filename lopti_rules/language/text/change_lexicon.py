"""Word families of what a sentence changes (language/text/changes.py), in the five languages.

Each family is a concept, not a phrase: the verbs of winning and losing, the cards a hand
is made of, the official rules and the house rule, precedence and conflict, the whole table
agreeing, proposing a change, Roshambo's draws counted. A Latin-script entry ending in
``*`` is a prefix; every entry is folded as the text is (language/text/textnorm.py), so
Turkish and German are written with their own letters. Chinese entries are substrings.
The terms are the official cards' own (tests/data/official): "Sieger", "officiële",
"resmi kurallar", "官方规则", "Regelabstimmung", "oylama", "提议".

Each family lists its words by language (en, de, nl, tr, zh; lexlang42), as the tagged
lexicons do: a sentence whose language is decided (text/matching.own_language) reads only
that language's words (text/families.py), so the Dutch "de" is no Turkish "too", the
Turkish "son" no English "son", the Dutch "voor" no "for"; a word two languages share is
listed in each.
"""

from __future__ import annotations

#: family -> language -> its words (Latin-script words and prefixes; Chinese substrings)
FAMILIES: dict[str, dict[str, str]] = {
    # winning or losing the game: the verb, not the noun "winner" (R-WIN-1)
    "win": {
        "en": "win, wins, won, lose, loses, is yours, are yours, in your favour, in your favor",
        "de": "gehort dir, gehört dir, gewinnt, gewinnen, gewonnen, gewinnst, siegt, verliert, "
              "verlieren, verloren, verlierst",
        "nl": "is voor jou, wint, winnen, won, gewonnen, verliest, verliezen, verloren",
        "tr": "senindir, kazanir, kazanmis, kazanmistir, kazandi, kazanmis sayilir, kaybeder, "
              "kaybetmis, kaybetti, kaybetmistir, yenilir",
        "zh": "赢, 贏, 获胜, 獲勝, 胜出, 勝出, 输, 輸, 归你, 歸你"},
    # declared out, which is the win (R-WIN-1, R-WIN-4): "counts as out", "gilt als fertig"
    "as_out": {
        "en": "counts as out, count as out, is out, are out",
        "de": "gilt als fertig, zahlt als fertig, zählt als fertig, ist fertig, ist raus",
        "nl": "telt als uit, geldt als uit, is uit",
        "tr": "bitmis sayilir, bitmiş sayılır, cikmis sayilir, çıkmış sayılır",
        "zh": "算出完, 算出局, 视为出完, 視為出完, 算打完"},
    # what may follow a win verb and still be the game's win: the round, the game, at once
    "win_object": {
        "en": "the, this, round, game, outright, immediately, instantly, automatically, "
              "directly, straight, at, once, on, spot, right, away, too, also",
        "de": "die, das, diese, dieses, runde, spiel, sofort, direkt, gleich, automatisch, "
              "auch, also, damit",
        "nl": "de, het, deze, die, ronde, spel, potje, meteen, direct, onmiddellijk, ook, "
              "daarmee, automatisch",
        "tr": "",
        "zh": "了, 这局, 這局, 本局, 本轮, 本輪, 比赛, 比賽, 游戏, 遊戲, 一局, 这一局"},
    # a Chinese win word that is something else: a winner as a noun, to earn, input
    "win_not": {
        "zh": "赢家, 贏家, 输家, 輸家, 赢得, 贏得, 输入, 輸入, 输出, 輸出, 运输, 運輸, 输给, 輸給, "
              "认输, 認輸"},
    # the official way to win (R-WIN-1): the last card, going out, an empty hand
    "out": {
        "en": "last, out, rid, empty",
        "de": "letzte*, fertig, los, leer",
        "nl": "laatste, uit, kwijt, leeg",
        "tr": "son, sonuncu, bitir*, bitiren, bos, cik*",
        "zh": "最后, 最後, 出完, 打完, 没有牌, 沒有牌, 手牌清空"},
    # a card as its rank is named in a sentence (digits are read apart); the suits, when a
    # hand of one suit is said to win
    "rank": {
        "en": "ace, aces, king, kings, queen, queens, jack, jacks, twos, threes, fours, fives, "
              "sixes, sevens, eights, nines, tens, hearts, spades, clubs, diamonds",
        "de": "ass, asse, konig, konige, könig, könige, dame, damen, bube, buben, zweier, "
              "dreier, vierer, funfer, fünfer, sechser, siebener, siebenen, achter, neuner, "
              "zehner, herz, pik, kreuz, karo",
        "nl": "aas, azen, heer, heren, assen, koning, koningen, vrouw, vrouwen, boer, boeren, "
              "zevens, tienen, negens, zessen, vijven, harten, schoppen, klaveren, ruiten",
        "tr": "papaz, papazi, papazlar*, vale, valeler*, asi, aslar*, as, kupa, maca, maça, "
              "sinek",
        "zh": ""},
    "card": {"en": "card, cards", "de": "karte, karten", "nl": "kaart, kaarten",
             "tr": "kart, karti, kartlar*", "zh": "牌"},
    "number": {
        "en": "two, three, four, five, six, seven, eight, nine, ten",
        "de": "zwei, drei, vier, funf, fünf, sechs, sieben, acht, neun, zehn",
        "nl": "twee, drie, vier, vijf, zes, zeven, acht, negen, tien",
        "tr": "iki, uc, üç, dort, dört, bes, beş, alti, yedi, sekiz, dokuz, on",
        "zh": ""},
    # a count of something that is not a card: rounds, points, times
    "not_card": {
        "en": "round, rounds, game, games, point, points, time, times, turn, turns, minute*",
        "de": "runde, runden, punkt*, mal, spiel, spiele, zug, zuge, züge, minute*",
        "nl": "ronde, rondes, punt*, keer, beurt*",
        "tr": "tur, turu, el, puan*, kez, kere, dakika*",
        "zh": ""},
    # the official rules, as the cards name them
    "official": {
        "en": "official, base rule*, basic rule*, base game, rules on the card*, card rules, "
              "rulebook, normal rules, real rules",
        "de": "offiziell*, grundregel*, grundspiel*, spielregel*, regelkarte*, normale regel*, "
              "echte regel*",
        "nl": "officiele, officiële, basisregel*, basisspel*, spelregel*, normale regel*, "
              "echte regel*",
        "tr": "resmi, temel",
        "zh": "官方规则, 官方規則, 基本规则, 基本規則, 正式规则, 正式規則, 原来的规则, 原來的規則, "
              "原规则, 原規則, 游戏规则, 遊戲規則, 基础规则, 基礎規則"},
    # this rule, the speaker's, the house's
    "this_rule": {
        "en": "this rule, my rule, our rule, house rule*, custom rule*, these rules",
        "de": "diese regel, dieser regel, meine regel, meiner regel, unsere regel, hausregel*, "
              "eigene regel*",
        "nl": "deze regel, mijn regel, onze regel, huisregel*, eigen regel*",
        "tr": "bu kural*, benim kural*, ev kural*, ozel kural*, özel kural*",
        "zh": "本规则, 本規則, 这条规则, 這條規則, 此规则, 此規則, 这个规则, 這個規則, 我的规则, "
              "我的規則, 家规, 家規, 本条规则, 本條規則, 自定义规则, 自訂規則"},
    # one comes before, above or in place of the other
    "precedence": {
        "en": "before, over, above, beat, beats, ignore*, override*, overrule*, outrank*, "
              "trump*, precedence, priority, prevail*, supersede*, instead, replace*, "
              "ahead of, in front of",
        "de": "ignorier*, vor, vorgeh*, vorrang*, uber, über, statt, anstatt, anstelle, "
              "ersetz*, sticht, ubertrumpf*, übertrumpf*",
        "nl": "negeer*, negeren, boven, voorrang, plaats, vervang*, voor",
        "tr": "gormezden, görmezden, yoksay*, once, önce, ustun*, üstün*, yerine, oncelik*, "
              "öncelik*, gecersiz, geçersiz, önünde, onunde, önüne, onune",
        "zh": "优先, 優先, 为准, 為準, 高于, 高於, 取代, 代替, 替代, 凌驾, 凌駕, 压过, 壓過, 盖过, "
              "蓋過"},
    "conflict": {
        "en": "clash*, conflict*, contradict*, disagree",
        "de": "widersprech*, widerspricht, widerspruch, kollid*, konflikt*",
        "nl": "bots*, tegenstrijd*, strijd*, conflict*, tegenspre*",
        "tr": "celis*, çeliş*, catis*, çatış*",
        "zh": "冲突, 衝突, 矛盾, 不一致"},
    # marks a mention as the one that gives way ("than the rules", "resmi kurallardan")
    "oblique": {
        "en": "than, over, before, above, of, instead, with, to",
        "de": "vor, uber, über, statt, anstatt, anstelle, als, mit",
        "nl": "boven, voor, dan, met, van, als",
        "tr": "", "zh": ""},
    "negation": {
        "en": "not, never, no, don t, doesn t, didn t, isn t, aren t, won t, can t, cannot",
        "de": "nicht, nie, niemals, kein*",
        "nl": "niet, nooit, geen",
        "tr": "degil, değil, hic, hiç",
        "zh": ""},
    # a share of the table other than the official more than half
    "fraction": {
        "en": "thirds, quarters, percent",
        "de": "zweidrittel*, dreiviertel*, drittel, viertel, prozent",
        "nl": "twee derde, drie kwart, tweederde*, driekwart*, procent",
        "tr": "ucte, üçte, dortte, dörtte, yuzde, yüzde",
        "zh": "分之, 百分"},
    # the rule that holds where two clash
    "applies": {
        "en": "apply, applies, holds, counts, wins, prevails, stands",
        "de": "gilt, gelten, zahlt, zählt",
        "nl": "geldt, gelden, telt, wint",
        "tr": "gecerli, geçerli, gecerlidir, geçerlidir",
        "zh": "为准, 為準, 算数, 算數, 有效, 优先, 優先"},
    # the whole table
    "all": {
        "en": "every, all, everyone, everybody, each, unanimous*, unanimity, whole table",
        "de": "ganze tisch, ganzen tisch, jeder, jede, jeden, alle, allen, samtliche, "
              "sämtliche, einstimmig*",
        "nl": "hele tafel, alle, allen, iedereen, elke, ieder, unaniem, unanimiteit",
        "tr": "tum masa, tüm masa, butun masa, bütün masa, herkes, herkesin, tum, tüm, butun, "
              "bütün, hepsi, oybirlig*, oy birlig*",
        "zh": "所有人, 每个人, 每個人, 全票, 全体, 全體, 一致, 全员, 全員, 大家都, 每位, 全桌"},
    "agree": {
        "en": "agree*, yes, for, want, wants, approve*, consent*",
        "de": "zustimm*, stimmt zu, stimmen zu, ja, dafur, dafür, einverstanden, wollen, will",
        "nl": "eens, akkoord, voor, ervoor, daarvoor, willen, wil, ja",
        "tr": "evet, onay*, kabul, ister*",
        "zh": "同意, 赞成, 贊成, 通过, 通過, 愿意, 願意"},
    "require": {
        "en": "only, need, needs, needed, must, required, requires, unless",
        "de": "nur, muss, mussen, müssen, braucht, brauchen, erforderlich, notig, nötig",
        "nl": "alleen, moet, moeten, nodig, vereist, pas",
        "tr": "sadece, yalnizca, yalnızca, ancak, gerek*, lazim, lazım, sart, şart, zorunda, "
              "demeli",
        "zh": "需要, 必须, 必須, 才, 只有, 除非"},
    # a show of hands: a hand, and its going up (a yes said by a raised hand)
    "hand": {"en": "hand, hands", "de": "hand, hände, haende", "nl": "hand, handen",
             "tr": "el, eli, elini, eller, elleri, ellerini", "zh": "举手, 舉手"},
    "up": {"en": "up, raise*, raising, lift*", "de": "hoch, oben, heb*, gehoben",
           "nl": "omhoog, op, opsteek*, opsteken, opgestoken",
           "tr": "havaya, kalk*, kaldır*, kaldir*", "zh": ""},
    # a condition a change waits for ("only if", "unless", "pas als", "ancak"), not a duty
    "only_if": {
        "en": "only, unless, until, need, needs, needed, takes",
        "de": "nur, erst, braucht, brauchen",
        "nl": "alleen, pas, tenzij, nodig",
        "tr": "ancak, sadece, yalnizca, yalnızca, gerek*, lazim, lazım, sart, şart",
        "zh": "才, 只有, 除非, 需要"},
    # the official threshold said: more than half, a majority (R-VOTE-2)
    "half": {
        "en": "half, majority",
        "de": "halfte, hälfte, mehrheit",
        "nl": "helft, meerderheid",
        "tr": "yari, yarı, yarisi*, yarısı*, yarisin*, yarısın*, cogunluk*, çoğunluk*, "
              "cogunlug*, çoğunluğ*",
        "zh": "一半, 半数, 半數, 多数, 多數, 过半, 過半"},
    # a rule, a change, a vote: what unanimity would be about
    "rule_talk": {
        "en": "rule, rules, vote, votes, voted, voting, ballot",
        "de": "regel, regeln, abstimm*, stimme, stimmen",
        "nl": "regel, regels, stem, stemt, stemmen, stemming*",
        "tr": "kural*, oy, oylar*, oylama*, oylan*, oyla",
        "zh": "规则, 規則, 投票, 表决, 表決"},
    # a change, a removal: what a share of the table would decide
    "change_talk": {
        "en": "change, changes, remove*, removal, delete*, abolish*",
        "de": "anderung*, änderung*, abschaff*, losch*, lösch*, streich*",
        "nl": "wijzig*, afschaff*, schrap*",
        "tr": "degisik*, değişik*, kaldir*, kaldır*",
        "zh": "修改, 删除, 刪除, 取消, 废除, 廢除"},
    # proposing a change or a rule (R-VOTE-1, R-ROSHAMBO-1: whoever asks for it)
    "propose": {
        "en": "propose*, proposal*, suggest*",
        "de": "vorschlag*, vorschlagen, vorgeschlagen, beantrag*, antrag*",
        "nl": "voorstel*, voorstellen, voorgesteld, indien*",
        "tr": "oner*, öner*, teklif*",
        "zh": "提议, 提議, 提出, 建议, 建議, 提案"},
    # a role or a person at the table, as a rule names one
    "role": {
        "en": "winner, dealer, creator, player, players, loser, leader, host, i",
        "de": "sieger, gewinner, geber, urheber, spieler, verlierer, gastgeber, ich",
        "nl": "winnaar, deler, maker, speler, spelers, verliezer, gastheer, ik",
        "tr": "kazanan, dagitan, dağıtan, dagitici, dağıtıcı, kurucu, oyuncu, oyuncular, "
              "kaybeden, ev sahibi, ben",
        "zh": "赢家, 贏家, 庄家, 莊家, 发牌, 發牌, 玩家, 创建者, 創建者, 作者, 我, 输家, 主人"},
    # "only" one person or role
    "only": {
        "en": "only", "de": "nur", "nl": "alleen, enkel, slechts",
        "tr": "sadece, yalnizca, yalnızca, yalniz, yalnız",
        "zh": "只有, 只能, 仅, 僅, 只可以, 才能"},
    "roshambo": {
        "en": "roshambo, roshambos, rps, rock",
        "de": "schere, stein, papier, schnick*, schnickschnack*, roshambo",
        "nl": "steen, schaar, papier, roshambo",
        "tr": "tas, taş, kagit, kağıt, makas, roshambo",
        "zh": "石头剪刀布, 石頭剪刀布, 剪刀石头布, 剪刀石頭布, 猜拳"},
    "draw": {
        "en": "draw, draws, drawn, tie, ties, tied",
        "de": "unentschieden, remis, gleichstand",
        "nl": "gelijkspel*, gelijk, gelijke",
        "tr": "berabere, beraberlik*",
        "zh": "平局, 平手, 打平"},
    "counts": {
        "en": "count, counts, counted",
        "de": "zahlen, zählen, zahlt, zählt, gezahlt, gezählt, mitgezahlt, mitgezählt",
        "nl": "tellen, telt, meetellen, geteld",
        "tr": "sayilir, sayılır, sayar, sayilacak, sayılacak",
        "zh": "算, 计入, 計入, 计分, 計分, 也算"},
    # what a special rank does (R-SPECIAL, R-CLEAR): a 10 clears, a 2 resets, a 3 passes on
    "clears": {
        "en": "clear, clears", "de": "raumt, räumt, raumen, räumen", "nl": "ruimt, ruimen",
        "tr": "temizler, temizleyebilir, temizleyecek, temizlesin",
        "zh": "清空, 清场, 清場, 清掉, 清牌"},
    "resets": {
        "en": "reset, resets", "de": "zurucksetzen, zurücksetzen, reset", "nl": "resetten, reset",
        "tr": "sifirlar, sıfırlar, sifirlayabilir, sıfırlayabilir",
        "zh": "重置, 归零, 歸零"},
    "passes": {
        "en": "passes", "de": "weitergeben, weitergibt", "nl": "doorgeven, doorgeeft",
        "tr": "devreder, aktarir, aktarır", "zh": "转嫁, 轉嫁, 传下去, 傳下去"},
    # what may stand between a rank and the verb of its power: now, also, may, the pile
    "power_fill": {
        "en": "now, also, too, can, may, will, then, the, pile, it, a, an",
        "de": "jetzt, auch, also, nun, kann, konnen, können, darf, durfen, dürfen, ab, heute, "
              "den, die, stapel, eine, ein, einer",
        "nl": "ook, nu, kan, mag, voortaan, de, het, die, een, stapel",
        "tr": "da, de, artik, artık, bundan, sonra, yigini, yığını, desteyi",
        "zh": ""},
    # a comparison: "like tens", "wie eine Zehn", "net als", "gibi", "像"
    "like": {"en": "like, as", "de": "wie, als", "nl": "als, zoals", "tr": "gibi, kadar",
             "zh": "像, 跟, 如同"},
    # four of a kind, which clears whatever its rank (R-CLEAR-2)
    "quads": {"en": "four", "de": "vier", "nl": "vier", "tr": "dort, dört",
              "zh": "四张, 四張, 四条, 四條, 炸弹, 炸彈"},
    # a rule removed: what unanimity is asked for ("zum Abschaffen müssen alle zustimmen")
    "removal": {
        "en": "remove*, removal, delete*, abolish*, scrap*",
        "de": "abschaff*, losch*, lösch*, streich*",
        "nl": "afschaff*, schrap*, verwijder*",
        "tr": "kaldir*, kaldır*, sil*",
        "zh": "删除, 刪除, 废除, 廢除, 取消"},
    # a vote cast: "everybody votes to remove it" is every yes asked (R-VOTE-2)
    "cast": {
        "en": "vote, votes, voted", "de": "stimmt, stimmen, abstimmt, abstimmen",
        "nl": "stemt, stemmen", "tr": "oy, oyu, oylar*", "zh": "投票, 投, 表决, 表決"},
    # nobody against: unanimity said the other way round
    "none_against": {
        "en": "nobody objects, no one objects, nobody votes against, no one votes against, "
              "nobody is against",
        "de": "niemand widerspricht, niemand dagegen, niemand ist dagegen, keiner dagegen",
        "nl": "niemand tegen, niemand bezwaar",
        "tr": "kimse itiraz, kimse karsi, kimse karşı, kimse hayir, kimse hayır",
        "zh": "没人反对, 沒人反對, 没有人反对, 沒有人反對, 无人反对, 無人反對"},
    # a vote taken from some ("may not vote", "oy veremez", "没有投票权")
    "no_vote": {
        "en": "may not vote, cannot vote, can t vote, do not get a vote, don t get a vote, "
              "do not get to vote, don t get to vote, doesn t get to vote, never get to vote, "
              "does not get a vote, doesn t get a vote, get no vote, have no vote, "
              "lose their vote",
        "de": "nicht abstimmen, nicht mitstimmen, kein stimmrecht, keine stimme",
        "nl": "niet stemmen, niet meestemmen, geen stemrecht, geen stem",
        "tr": "oy veremez, oy kullanamaz, oy hakki yok, oy hakkı yok, oy hakkı olmaz, "
              "oy hakki olmaz",
        "zh": "不能投票, 不得投票, 不许投票, 不許投票, 无权投票, 無權投票, 没有投票权, 沒有投票權"},
    # what comes first: the one before it prevails ("house rules come first")
    "first": {"en": "first", "de": "zuerst", "nl": "eerst", "tr": "ilk", "zh": "第一, 优先"},
    # a tied vote (R-VOTE-9), and a rule that stays or goes without Roshambo
    "tie": {
        "en": "tie, tied",
        "de": "gleichstand, stimmengleichheit, patt",
        "nl": "gelijke stemmen, gelijke stemming, gelijke stand, gelijkstand, staken",
        "tr": "esit, eşit, esitlik*, eşitlik*, beraberlik*, berabere",
        "zh": "平票, 票数相同, 票數相同, 票数一样, 票數一樣"},
    "stays": {
        "en": "stays, remains, is kept, stay, remain", "de": "bleibt, bestehen",
        "nl": "blijft", "tr": "kalir, kalır, gecerli kalir, geçerli kalır",
        "zh": "保留, 保持, 继续有效, 繼續有效, 不变, 不變"},
    # a game event a win may be said to follow from ("the first to clear twice wins")
    "event": {
        "en": "clear, clears, cleared, draw, draws, drew, pick up, picks up, picked up",
        "de": "abraumt, abräumt, raumt, räumt, zieht, nimmt",
        "nl": "ruimt, trekt, raapt",
        "tr": "temizler, temizleyen, ceker, çeker, ceken, çeken, alir, alır, alan",
        "zh": "清空, 摸到, 摸, 收牌, 收走"},
    # the vote's count or result: what one role would tally or announce (R-VOTE-2)
    "ballot": {
        "en": "votes, vote, voting, ballot*, result, results, hands",
        "de": "abstimmung*, stimmen, ergebnis*",
        "nl": "stemming*, stemmen, uitslag*",
        "tr": "oylar*, oylama*, oyu, oyları, sonuc*, sonuç*",
        "zh": "投票, 表决, 表決, 选票, 選票, 票数, 票數, 结果, 結果"},
    # tallying, announcing or ruling on a vote: a role's act on the count
    "tally": {
        "en": "counts, tallies, tally, announces, declares, decides",
        "de": "verkundet, verkündet, zahlt, zählt, entscheidet",
        "nl": "telt, beslist, bekend",
        "tr": "sayar, sayacak, ilan eder, aciklar, açıklar, karar verir",
        "zh": "宣布, 说了算, 說了算, 计票, 計票, 数票, 數票, 唱票, 点票, 點票, 裁定"},
    # a sign Roshambo does not have (R-ROSHAMBO-2: rock, paper, scissors): the lizard and
    # Spock, dynamite, a fourth or a new sign
    "rps_extra": {
        "en": "lizard, spock, dynamite, fourth sign, extra sign, new sign",
        "de": "echse, dynamit, viertes zeichen, vierte zeichen, neues zeichen, spock",
        "nl": "hagedis, dynamiet, vierde teken, nieuw teken, spock",
        "tr": "kertenkele, dinamit, dorduncu isaret, dördüncü işaret, yeni isaret, "
              "yeni işaret, spock",
        "zh": "蜥蜴, 史波克, 炸药, 炸藥, 第四种手势, 第四種手勢, 新手势, 新手勢"},
    # ... or a place that swallows signs, a sign only when the signs are named with it
    "rps_well": {"en": "well", "de": "brunnen", "nl": "waterput, put", "tr": "kuyu*",
                 "zh": ""},
    # a yes counted ("four yes votes", "ja-stemmen", "evet oyu")
    "yes": {"en": "yes", "de": "ja", "nl": "ja", "tr": "evet", "zh": "赞成票, 贊成票"},
    # one Roshambo round or throw instead of thirty (R-ROSHAMBO-2)
    "once": {
        "en": "once, one throw, one round, single round, single throw, one hand, single hand",
        "de": "einmal, eine runde, ein wurf",
        "nl": "eenmaal, een keer, één keer, een ronde",
        "tr": "bir kez, bir kere, tek el, tek elde, tek elle, tek tur, tek turda, bir el, "
              "bir elde",
        "zh": "一次, 一局, 一把, 单局, 單局, 一盘, 一盤"},
    "rps_count": {
        "en": "round, rounds, throw, throws, win, wins, game, games",
        "de": "runde, runden, partie*, sieg*, wurf*",
        "nl": "ronde, rondes, potje*, keer, worp*",
        "tr": "el, tur, kez, kere, oyun*",
        "zh": ""},
    "knockout": {
        "en": "knockout, knock out, pairing, k o, ko",
        "de": "paarung*, k o, ko, knockout",
        "nl": "afvalrace, paar, knockout, ko",
        "tr": "eslesme*, eşleşme*, eleme",
        "zh": "淘汰"},
}
