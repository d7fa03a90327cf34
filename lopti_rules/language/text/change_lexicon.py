"""Word families of what a sentence changes (language/text/changes.py), in the five languages.

Each family is a concept, not a phrase: the verbs of winning and losing, the cards a hand
is made of, the official rules and the house rule, precedence and conflict, the whole table
agreeing, proposing a change, Roshambo's draws counted. A Latin-script entry ending in
``*`` is a prefix; every entry is folded as the text is (language/text/textnorm.py), so
Turkish and German are written with their own letters. Chinese entries are substrings.
The terms are the official cards' own (tests/data/official): "Sieger", "officiële",
"resmi kurallar", "官方规则", "Regelabstimmung", "oylama", "提议".
"""

from __future__ import annotations

#: family -> (Latin-script words and prefixes, Chinese substrings)
FAMILIES: dict[str, tuple[str, str]] = {
    # winning or losing the game: the verb, not the noun "winner" (R-WIN-1)
    "win": ("win, wins, won, lose, loses, is yours, are yours, in your favour, in your favor, "
            "gehort dir, gehört dir, is voor jou, senindir, "
            "gewinnt, gewinnen, gewonnen, gewinnst, siegt, verliert, verlieren, verloren, "
            "verlierst, wint, winnen, verliest, verliezen, "
            "kazanir, kazanmis, kazanmistir, kazandi, kazanmis sayilir, kaybeder, kaybetmis, "
            "kaybetti, kaybetmistir, yenilir",
            "赢, 贏, 获胜, 獲勝, 胜出, 勝出, 输, 輸, 归你, 歸你"),
    # declared out, which is the win (R-WIN-1, R-WIN-4): "counts as out", "gilt als fertig"
    "as_out": ("counts as out, count as out, is out, are out, gilt als fertig, zahlt als "
               "fertig, zählt als fertig, ist fertig, ist raus, telt als uit, geldt als uit, "
               "is uit, bitmis sayilir, bitmiş sayılır, cikmis sayilir, çıkmış sayılır",
               "算出完, 算出局, 视为出完, 視為出完, 算打完"),
    # what may follow a win verb and still be the game's win: the round, the game, at once
    "win_object": ("the, this, round, game, outright, immediately, instantly, automatically, "
                   "directly, straight, at, once, on, spot, right, away, too, also, "
                   "die, das, diese, dieses, runde, spiel, sofort, direkt, gleich, "
                   "automatisch, auch, damit, de, het, deze, ronde, spel, potje, meteen, "
                   "direct, onmiddellijk, ook, daarmee",
                   "了, 这局, 這局, 本局, 本轮, 本輪, 比赛, 比賽, 游戏, 遊戲, 一局, 这一局"),
    # a Chinese win word that is something else: a winner as a noun, to earn, input
    "win_not": ("", "赢家, 贏家, 输家, 輸家, 赢得, 贏得, 输入, 輸入, 输出, 輸出, 运输, 運輸, "
                    "输给, 輸給, 认输, 認輸"),
    # the official way to win (R-WIN-1): the last card, going out, an empty hand
    "out": ("last, out, rid, empty, letzte*, fertig, los, leer, laatste, uit, kwijt, leeg, "
            "son, sonuncu, bitir*, bitiren, bos, cik*",
            "最后, 最後, 出完, 打完, 没有牌, 沒有牌, 手牌清空"),
    # a card as its rank is named in a sentence (digits are read apart)
    "rank": ("ace, aces, king, kings, queen, queens, jack, jacks, twos, threes, fours, "
             "fives, sixes, sevens, eights, nines, tens, ass, asse, konig, konige, könig, "
             "könige, dame, damen, bube, buben, zweier, dreier, vierer, funfer, fünfer, "
             "sechser, siebener, siebenen, achter, neuner, zehner, aas, azen, heer, heren, "
             "assen, koning, koningen, vrouw, vrouwen, boer, boeren, zevens, tienen, negens, "
             "zessen, vijven, "
             "papaz, papazi, papazlar*, vale, valeler*, asi, aslar*, as, "
             # the suits, when a hand of one suit is said to win
             "hearts, spades, clubs, diamonds, herz, pik, kreuz, karo, harten, schoppen, "
             "klaveren, ruiten, kupa, maca, maça, sinek",
             ""),
    "card": ("card, cards, karte, karten, kaart, kaarten, kart, karti, kartlar*", "牌"),
    "number": ("two, three, four, five, six, seven, eight, nine, ten, zwei, drei, vier, "
               "funf, fünf, sechs, sieben, acht, neun, zehn, twee, drie, vijf, zes, zeven, "
               "negen, tien, iki, uc, üç, dort, dört, bes, beş, alti, yedi, sekiz, dokuz, on",
               ""),
    # a count of something that is not a card: rounds, points, times
    "not_card": ("round, rounds, game, games, point, points, time, times, turn, turns, "
                 "minute*, runde, runden, punkt*, mal, spiel, spiele, zug, zuge, züge, "
                 "ronde, rondes, punt*, keer, beurt*, tur, turu, el, puan*, kez, kere, "
                 "dakika*", ""),
    # the official rules, as the cards name them
    "official": ("official, base rule*, basic rule*, base game, offiziell*, grundregel*, "
                 "grundspiel*, spielregel*, regelkarte*, rules on the card*, card rules, "
                 "rulebook, normal rules, real rules, normale regel*, echte regel*, officiele, "
                 "officiële, basisregel*, basisspel*, spelregel*, "
                 "resmi, temel",
                 "官方规则, 官方規則, 基本规则, 基本規則, 正式规则, 正式規則, 原来的规则, "
                 "原來的規則, 原规则, 原規則, 游戏规则, 遊戲規則, 基础规则, 基礎規則"),
    # this rule, the speaker's, the house's
    "this_rule": ("this rule, my rule, our rule, house rule*, custom rule*, these rules, "
                  "diese regel, dieser regel, meine regel, meiner regel, unsere regel, "
                  "hausregel*, eigene regel*, "
                  "deze regel, mijn regel, onze regel, huisregel*, eigen regel*, "
                  "bu kural*, benim kural*, ev kural*, ozel kural*, özel kural*",
                  "本规则, 本規則, 这条规则, 這條規則, 此规则, 此規則, 这个规则, 這個規則, "
                  "我的规则, 我的規則, 家规, 家規, 本条规则, 本條規則, 自定义规则, 自訂規則"),
    # one comes before, above or in place of the other
    "precedence": ("before, over, above, beat, beats, ignore*, ignorier*, negeer*, "
                   "negeren, gormezden, görmezden, yoksay*, override*, overrule*, outrank*, "
                   "trump*, "
                   "precedence, priority, prevail*, supersede*, instead, replace*, "
                   "vor, vorgeh*, vorrang*, uber, über, statt, anstatt, anstelle, ersetz*, "
                   "sticht, ubertrumpf*, übertrumpf*, boven, voorrang, plaats, vervang*, "
                   "voor, once, önce, ustun*, üstün*, yerine, oncelik*, öncelik*, "
                   "gecersiz, geçersiz, önünde, onunde, önüne, onune, ahead of, in front of",
                   "优先, 優先, 为准, 為準, 高于, 高於, 取代, 代替, 替代, 凌驾, 凌駕, 压过, "
                   "壓過, 盖过, 蓋過"),
    "conflict": ("clash*, conflict*, contradict*, disagree, widersprech*, widerspricht, "
                 "widerspruch, kollid*, konflikt*, bots*, tegenstrijd*, strijd*, celis*, "
                 "çeliş*, catis*, çatış*",
                 "冲突, 衝突, 矛盾, 不一致"),
    # marks a mention as the one that gives way ("than the rules", "resmi kurallardan")
    "oblique": ("than, over, before, above, of, instead, with, to, vor, uber, über, statt, "
                "anstatt, anstelle, als, mit, boven, voor, dan, met, van", ""),
    "negation": ("not, never, no, don t, doesn t, didn t, isn t, aren t, won t, can t, "
                 "cannot, nicht, nie, niemals, kein*, niet, nooit, geen, degil, "
                 "değil, hic, hiç", ""),
    # a share of the table other than the official more than half
    "fraction": ("thirds, quarters, percent, zweidrittel*, dreiviertel*, drittel, viertel, "
                 "prozent, twee derde, drie kwart, tweederde*, driekwart*, procent, ucte, "
                 "üçte, dortte, dörtte, yuzde, yüzde",
                 "分之, 百分"),
    # the rule that holds where two clash
    "applies": ("apply, applies, holds, counts, wins, prevails, stands, gilt, gelten, zahlt, "
                "zählt, geldt, gelden, telt, wint, gecerli, geçerli, gecerlidir, geçerlidir",
                "为准, 為準, 算数, 算數, 有效, 优先, 優先"),
    # the whole table
    "all": ("every, all, everyone, everybody, each, unanimous*, unanimity, whole table, "
            "ganze tisch, ganzen tisch, hele tafel, tum masa, tüm masa, butun masa, "
            "bütün masa, jeder, jede, "
            "jeden, alle, allen, samtliche, sämtliche, einstimmig*, iedereen, elke, ieder, "
            "unaniem, unanimiteit, herkes, herkesin, tum, tüm, butun, bütün, hepsi, "
            "oybirlig*, oy birlig*",
            "所有人, 每个人, 每個人, 全票, 全体, 全體, 一致, 全员, 全員, 大家都, 每位, 全桌"),
    "agree": ("agree*, yes, for, want, wants, approve*, consent*, zustimm*, stimmt zu, "
              "stimmen zu, ja, dafur, dafür, einverstanden, wollen, will, eens, akkoord, "
              "voor, ervoor, daarvoor, willen, wil, evet, onay*, kabul, ister*",
              "同意, 赞成, 贊成, 通过, 通過, 愿意, 願意"),
    "require": ("only, need, needs, needed, must, required, requires, unless, nur, muss, "
                "mussen, müssen, braucht, brauchen, erforderlich, notig, nötig, alleen, "
                "moet, moeten, nodig, vereist, pas, sadece, yalnizca, yalnızca, ancak, gerek*, "
                "lazim, lazım, sart, şart, zorunda, demeli",
                "需要, 必须, 必須, 才, 只有, 除非"),
    # a show of hands: a hand, and its going up (a yes said by a raised hand)
    "hand": ("hand, hands, hände, haende, handen, el, eli, elini, eller, elleri, ellerini",
             "举手, 舉手"),
    "up": ("up, raise*, raising, lift*, hoch, oben, heb*, gehoben, omhoog, op, opsteek*, "
           "opsteken, opgestoken, havaya, kalk*, kaldır*, kaldir*",
           ""),
    # a condition a change waits for ("only if", "unless", "pas als", "ancak"), not a duty
    "only_if": ("only, unless, until, nur, erst, alleen, pas, tenzij, ancak, sadece, "
                "yalnizca, yalnızca, need, needs, needed, takes, braucht, brauchen, nodig, "
                "gerek*, lazim, lazım, sart, şart",
                "才, 只有, 除非, 需要"),
    # the official threshold said: more than half, a majority (R-VOTE-2)
    "half": ("half, majority, halfte, hälfte, mehrheit, helft, meerderheid, meerderheid, "
             "yari, yarı, yarisi*, yarısı*, yarisin*, yarısın*, cogunluk*, çoğunluk*, "
             "cogunlug*, çoğunluğ*",
             "一半, 半数, 半數, 多数, 多數, 过半, 過半"),
    # a rule, a change, a vote: what unanimity would be about
    "rule_talk": ("rule, rules, vote, votes, voted, voting, ballot, regel, regeln, regels, "
                  "abstimm*, stimme, stimmen, stem, stemt, stemmen, stemming*, kural*, oy, "
                  "oylar*, oylama*, oylan*, oyla",
                  "规则, 規則, 投票, 表决, 表決"),
    # a change, a removal: what a share of the table would decide
    "change_talk": ("change, changes, remove*, removal, delete*, abolish*, anderung*, "
                    "änderung*, abschaff*, losch*, lösch*, streich*, wijzig*, afschaff*, "
                    "schrap*, degisik*, değişik*, kaldir*, kaldır*",
                    "修改, 删除, 刪除, 取消, 废除, 廢除"),
    # proposing a change or a rule (R-VOTE-1, R-ROSHAMBO-1: whoever asks for it)
    "propose": ("propose*, proposal*, suggest*, vorschlag*, vorschlagen, vorgeschlagen, "
                "beantrag*, antrag*, voorstel*, voorstellen, voorgesteld, indien*, oner*, "
                "öner*, teklif*",
                "提议, 提議, 提出, 建议, 建議, 提案"),
    # a role or a person at the table, as a rule names one
    "role": ("winner, dealer, creator, player, players, loser, leader, host, "
             "sieger, gewinner, geber, urheber, spieler, verlierer, gastgeber, winnaar, "
             "deler, maker, speler, spelers, verliezer, gastheer, kazanan, dagitan, "
             "dağıtan, dagitici, dağıtıcı, kurucu, oyuncu, oyuncular, kaybeden, ev sahibi, "
             "i, ich, ik, ben",
             "赢家, 贏家, 庄家, 莊家, 发牌, 發牌, 玩家, 创建者, 創建者, 作者, 我, 输家, 主人"),
    # "only" one person or role
    "only": ("only, nur, alleen, enkel, slechts, sadece, yalnizca, yalnızca, yalniz, yalnız",
             "只有, 只能, 仅, 僅, 只可以, 才能"),
    "roshambo": ("roshambo, roshambos, rps, rock, schere, stein, papier, steen, schaar, papier, "
                 "tas, taş, kagit, kağıt, makas, schnick*, schnickschnack*",
                 "石头剪刀布, 石頭剪刀布, 剪刀石头布, 剪刀石頭布, 猜拳"),
    "draw": ("draw, draws, drawn, tie, ties, tied, unentschieden, remis, gleichstand, "
             "gelijkspel*, gelijk, gelijke, berabere, beraberlik*",
             "平局, 平手, 打平"),
    "counts": ("count, counts, counted, zahlen, zählen, zahlt, zählt, gezahlt, gezählt, "
               "mitgezahlt, mitgezählt, tellen, telt, meetellen, geteld, sayilir, sayılır, "
               "sayar, sayilacak, sayılacak",
               "算, 计入, 計入, 计分, 計分, 也算"),
    # what a special rank does (R-SPECIAL, R-CLEAR): a 10 clears, a 2 resets, a 3 passes on
    "clears": ("clear, clears, raumt, räumt, raumen, räumen, ruimt, ruimen, temizler, "
               "temizleyebilir, temizleyecek, temizlesin",
               "清空, 清场, 清場, 清掉, 清牌"),
    "resets": ("reset, resets, zurucksetzen, zurücksetzen, resetten, sifirlar, "
               "sıfırlar, sifirlayabilir, sıfırlayabilir",
               "重置, 归零, 歸零"),
    "passes": ("passes, weitergeben, weitergibt, doorgeven, doorgeeft, devreder, aktarir, "
               "aktarır",
               "转嫁, 轉嫁, 传下去, 傳下去"),
    # what may stand between a rank and the verb of its power: now, also, may, the pile
    "power_fill": ("now, also, too, can, may, will, then, the, pile, it, a, an, jetzt, auch, "
                   "nun, kann, konnen, können, darf, durfen, dürfen, ab, heute, den, die, "
                   "stapel, eine, ein, einer, ook, nu, kan, mag, voortaan, de, het, een, "
                   "da, artik, artık, bundan, sonra, yigini, yığını, desteyi",
                   ""),
    # a comparison: "like tens", "wie eine Zehn", "net als", "gibi", "像"
    "like": ("like, as, wie, als, zoals, gibi, kadar", "像, 跟, 如同"),
    # four of a kind, which clears whatever its rank (R-CLEAR-2)
    "quads": ("four, vier, dort, dört", "四张, 四張, 四条, 四條, 炸弹, 炸彈"),
    # a rule removed: what unanimity is asked for ("zum Abschaffen müssen alle zustimmen")
    "removal": ("remove*, removal, delete*, abolish*, scrap*, abschaff*, losch*, lösch*, "
                "streich*, afschaff*, schrap*, verwijder*, kaldir*, kaldır*, sil*",
                "删除, 刪除, 废除, 廢除, 取消"),
    # a vote cast: "everybody votes to remove it" is every yes asked (R-VOTE-2)
    "cast": ("vote, votes, voted, stimmt, stimmen, abstimmt, abstimmen, stemt, stemmen, "
             "stemmen, oy, oyu, oylar*",
             "投票, 投, 表决, 表決"),
    # nobody against: unanimity said the other way round
    "none_against": ("nobody objects, no one objects, nobody votes against, no one votes "
                     "against, nobody is against, niemand widerspricht, niemand dagegen, "
                     "niemand ist dagegen, keiner dagegen, niemand tegen, niemand bezwaar, "
                     "kimse itiraz, kimse karsi, kimse karşı, kimse hayir, kimse hayır",
                     "没人反对, 沒人反對, 没有人反对, 沒有人反對, 无人反对, 無人反對"),
    # a vote taken from some ("may not vote", "oy veremez", "没有投票权")
    "no_vote": ("may not vote, cannot vote, can t vote, do not get a vote, don t get a vote, "
                "do not get to vote, don t get to vote, doesn t get to vote, never get to vote, "
                "does not get a vote, doesn t get a vote, get no vote, have no vote, "
                "lose their vote, nicht abstimmen, nicht mitstimmen, kein stimmrecht, "
                "keine stimme, niet stemmen, niet meestemmen, geen stemrecht, geen stem, "
                "oy veremez, oy kullanamaz, oy hakki yok, oy hakkı yok, oy hakkı olmaz, "
                "oy hakki olmaz",
                "不能投票, 不得投票, 不许投票, 不許投票, 无权投票, 無權投票, 没有投票权, "
                "沒有投票權"),
    # what comes first: the one before it prevails ("house rules come first")
    "first": ("first, zuerst, eerst, ilk", "第一, 优先"),
    # a tied vote (R-VOTE-9), and a rule that stays or goes without Roshambo
    "tie": ("tie, tied, gleichstand, stimmengleichheit, patt, gelijke stemmen, gelijke "
            "stemming, gelijke stand, gelijkstand, staken, esit, eşit, esitlik*, eşitlik*, "
            "beraberlik*, berabere",
            "平票, 票数相同, 票數相同, 票数一样, 票數一樣"),
    "stays": ("stays, remains, is kept, stay, remain, bleibt, bestehen, blijft, kalir, kalır, "
              "gecerli kalir, geçerli kalır",
              "保留, 保持, 继续有效, 繼續有效, 不变, 不變"),
    # a game event a win may be said to follow from ("the first to clear twice wins")
    "event": ("clear, clears, cleared, draw, draws, drew, pick up, picks up, picked up, "
              "abraumt, abräumt, raumt, räumt, zieht, nimmt, ruimt, trekt, raapt, temizler, "
              "temizleyen, ceker, çeker, ceken, çeken, alir, alır, alan",
              "清空, 摸到, 摸, 收牌, 收走"),
    # the vote's count or result: what one role would tally or announce (R-VOTE-2)
    "ballot": ("votes, vote, voting, ballot*, result, results, hands, abstimmung*, stimmen, "
               "ergebnis*, stemming*, stemmen, uitslag*, oylar*, oylama*, oyu, oyları, "
               "sonuc*, sonuç*",
               "投票, 表决, 表決, 选票, 選票, 票数, 票數, 结果, 結果"),
    # tallying, announcing or ruling on a vote: a role's act on the count
    "tally": ("counts, tallies, tally, announces, declares, decides, verkundet, verkündet, "
              "zahlt, zählt, entscheidet, telt, beslist, bekend, sayar, sayacak, "
              "ilan eder, aciklar, açıklar, karar verir",
              "宣布, 说了算, 說了算, 计票, 計票, 数票, 數票, 唱票, 点票, 點票, 裁定"),
    # a sign Roshambo does not have (R-ROSHAMBO-2: rock, paper, scissors): the lizard and
    # Spock, dynamite, a fourth or a new sign
    "rps_extra": ("lizard, spock, dynamite, fourth sign, extra sign, new sign, echse, dynamit, "
                  "viertes zeichen, vierte zeichen, neues zeichen, hagedis, dynamiet, "
                  "vierde teken, nieuw teken, kertenkele, dinamit, dorduncu isaret, "
                  "dördüncü işaret, yeni isaret, yeni işaret",
                  "蜥蜴, 史波克, 炸药, 炸藥, 第四种手势, 第四種手勢, 新手势, 新手勢"),
    # ... or a place that swallows signs, a sign only when the signs are named with it
    "rps_well": ("well, brunnen, waterput, put, kuyu*", ""),
    # a yes counted ("four yes votes", "ja-stemmen", "evet oyu")
    "yes": ("yes, ja, evet", "赞成票, 贊成票"),
    # one Roshambo round or throw instead of thirty (R-ROSHAMBO-2)
    "once": ("once, one throw, one round, single round, single throw, one hand, single "
             "hand, einmal, eine runde, ein wurf, eenmaal, een keer, één keer, een ronde, "
             "bir kez, bir kere, tek el, tek elde, tek elle, tek tur, tek turda, bir el, "
             "bir elde",
             "一次, 一局, 一把, 单局, 單局, 一盘, 一盤"),
    "rps_count": ("round, rounds, throw, throws, win, wins, game, games, runde, runden, "
                  "partie*, sieg*, wurf*, ronde, rondes, potje*, keer, worp*, el, tur, "
                  "kez, kere, oyun*",
                  ""),
    # a knockout to pick a side's player, one round a pairing (R-ROSHAMBO-3)
    "knockout": ("knockout, knock out, pairing, paarung*, k o, ko, afvalrace, paar, "
                 "eslesme*, eşleşme*, eleme",
                 "淘汰"),
}
