"""Authority over the rule book and cards beating cards: the word classes of authority.py
and cardverbs.py (issue 29, "Free text").

Written as harm_lexicon.py's entries are (``stem*``, ``word+``, ``a ~ b``, Chinese by
substring), in the five languages of the rule cards. A class alone finds nothing:
authority.py reads a *power* (remove, change, veto, propose, settle) over an *object of
the book* (a rule, a proposal, a dispute, a tie) held by a *person* exclusively, or denied
to everyone; cardverbs.py reads a *beat* verb between two cards. matching.py compiles
these with the rest of the lexicon; the groups other lexicons already have (``remove``,
``change_verb``, ``k_strike``, ``leader``, ``k_creator`` ...) are read by name too.
"""

from __future__ import annotations

#: group -> language -> entries
AUTHORITY: dict[str, dict[str, str]] = {
    "a_power": {  # what may be done to a rule or a proposal, beside remove/change/veto
        "en": "touch+, edit+, amend+, overturn+, propose+, proposal*, suggest+, "
              "challenge+, scrap+, repeal+, get rid",
        "de": "antast*, rührt ~ an, rühren ~ an, anfass*, vorschlag*, vorschlagen, "
              "schlägt ~ vor, anfecht*, abschaff*, kipp*, ändern, ändert",
        "nl": "aanraken, aankomen, komt ~ aan, komen, aan ~ zitten, voorstel*, "
              "stelt ~ voor, stel ~ voor, "
              "aanvecht*, tornen, tornt, schrapp*, verander*, wijzig*",
        "tr": "dokun*, öner*, teklif*, itiraz*, kaldır*, sil*, değiştir*, düzenle*",
        "zh": "删, 刪, 改, 动这条, 動這條, 提议, 提議, 否决, 否決, 废, 廢, 编辑, 編輯",
    },
    # a say in the next rule (next_rule.py): the next round's winner invents it (R-CUSTOM-1)
    "a_next_rule": {  # the rule the next winner will invent
        "en": "next ~ rule, next ~ rules, following rule",
        "de": "nächste ~ regel*, nächsten ~ regel*, nächste ~ hausregel*, "
              "nächsten ~ hausregel*, folgende regel",
        "nl": "volgende ~ regel*, volgende ~ huisregel*",
        "tr": "sonraki ~ kural*, gelecek kural*",
        "zh": "下一条规则, 下一條規則, 下条规则, 下條規則, 下一个规则, 下一個規則, 下一局的规则, "
              "下一局的規則, 下一条新规则, 下一條新規則, 下一条家规, 下一條家規",
    },
    "a_choose": {  # choosing, deciding, writing or approving it
        "en": "choose+, chooses, chose, chosen, pick+, decide+, determine+, select+, write+, "
              "writes, wrote, approve+, veto+",
        "de": "bestimm*, wähl*, aussuch*, sucht ~ aus, legt ~ fest, festleg*, schreib*, "
              "genehmig*",
        "nl": "kies, kiest, kiezen, koos, bepaal*, bepaalt, uitkiez*, kiest ~ uit, "
              "schrijf*, keurt ~ goed, goedkeur*",
        "tr": "seç*, belirle*, onayla*, yazar, yazsın, karar ver*",
        "zh": "决定, 決定, 选, 選, 挑, 定, 批准, 写, 寫, 指定",
    },
    "a_next_winner": {  # the next round's winner: the one the cards give it to
        "en": "next winner, next winners, winner of the next round, whoever wins next, "
              "who wins next, whoever wins the next round",
        "de": "nächste gewinner*, nächsten gewinner*, gewinner der nächsten, "
              "wer als nächstes gewinnt, wer die nächste runde gewinnt",
        "nl": "volgende winnaar*, winnaar van de volgende, wie de volgende ronde wint, "
              "wie hierna wint",
        "tr": "sonraki kazanan*, sonraki turu kazanan*, sonraki turun kazanan*, "
              # the hand ("el") is the round too: "sonraki eli kazanan"
              "sonraki eli kazanan*, sonraki elin kazanan*, bir sonraki eli kazanan*",
        "zh": "下一局的赢家, 下一局的贏家, 下局赢家, 下一局赢家, 下一个赢家, 下一個贏家, "
              "下一局赢的人, 下一局贏的人",
    },
    # the next round's winner choosing the next rule is no role given a say: the card
    # (R-CUSTOM-1); its winner word is read as no leader when the next rule is named
    "except:leader": {
        "en": "next winner ~ next ~ rule, whoever wins next ~ next ~ rule, "
              "winner of the next round ~ next ~ rule",
        "de": "nächste gewinner ~ nächste ~ regel*, "
              "wer als nächstes gewinnt ~ nächste ~ regel*",
        "nl": "volgende winnaar ~ volgende ~ regel*, wie hierna wint ~ volgende ~ regel*",
        "tr": "sonraki turu kazanan ~ sonraki ~ kural*, sonraki kazanan ~ sonraki ~ kural*",
        "zh": "下一局的赢家决定下一条规则, 下一局的贏家決定下一條規則, "
              "下一局的赢家来决定下一条规则, 下一局的赢家选下一条规则",
    },
    "a_settle": {  # a binding say over the book (the tie, the dispute, the rule)
        "en": "decide+, decision*, settle+, rule on, rules on, ruling, has the say, "
              "have the say, call the shots, calls the shots, say* ~ goes, "
              "word goes, final word, last word, final say, last say, break ~ tie*, "
              "breaks ~ tie*, word ~ is law, word ~ is final, has the final, gets the final, "
              "say otherwise, says otherwise, say so, says so, casting vote, deciding vote, "
              "answer ~ closes, answer ~ final, answer ~ settles, closes the question, "
              "tiebreaker*, tie breaker*",
        "de": "entscheid*, bestimm*, letzte wort, letztes wort, letzte entscheidung, "
              "hat das sagen, schlicht*, bricht ~ gleichstand, wort ~ ist gesetz, es sage, "
              "antwort ~ endgültig, antwort ~ entscheidet, "
              "es sagt, anders sage, anders sagt, ausschlaggebende stimme, stichentscheid*",
        "nl": "beslis*, bepaal*, bepaalt, beslecht*, laatste woord, laatste beslissing, "
              "het voor het zeggen, hakt ~ knoop, woord ~ is wet, anders zeg*, het zeg*, "
              "antwoord ~ definitief, antwoord ~ beslist, "
              "doorslaggevende stem, archief*",
        "tr": "karar*, son söz*, son sözü, söz hakkı, belirler, hükmeder, hüküm*, "
              "sözü geçer*, aksini söyle*, söyleyene kadar, belirleyici oy*, dediği olur, "
              "dedigi olur, dediği geçerli*, "
              "eşitliği bozan oy*",
        "zh": "说了算, 說了算, 决定, 決定, 决定票, 決定票, 关键一票, 關鍵一票, "
              "裁定, 拍板, 定夺, 定奪, 最终决定, 最終決定, 裁决, 裁決",
    },
    "a_book": {  # what authority is over: the book, its changes, its disputes, its ties
        "en": "rule*, proposal*, motion*, dispute*, disagreement*, argument*, tie, ties, "
              "tied, tied vote, even vote, everything, every question, any question, "
              "casting vote, deciding vote, tiebreaker*, tie breaker*, "
              "archive*",  # the book kept: the rules of past sessions (R-SESSION-2)
        "de": "regel*, vorschlag*, vorschläge*, antrag*, anträge*, streit*, gleichstand, "
              "stimmengleichheit, patt, alles, jede frage, zweifelsfall*, zweifelsfälle, "
              "ausschlaggebende stimme, stichentscheid*, entscheidende stimme, archiv*",
        "nl": "regel*, voorstel*, geschil*, ruzie*, twijfelgeval*, twijfelgevallen, "
              "gelijke stemming, staking, gelijkspel, alles, elke vraag, beslissende stem, "
              "doorslaggevende stem, archief*",
        "tr": "kural*, öneri*, teklif*, anlaşmazlık*, tartışma*, beraber*, oylar eşit*, "
              "eşit oy*, eşitlik*, her şey*, her konu*, belirleyici oy*, eşitliği bozan oy*, "
              "arşiv*",
        "zh": "规则, 規則, 提议, 提議, 提案, 争议, 爭議, 分歧, 平票, 票数相同, 票數相同, 一切, "
              "所有事, 决定票, 決定票, 关键一票, 關鍵一票, 档案, 檔案, 存档, 存檔",
    },
    "a_holder": {  # a person the book could be handed to, beside the game's roles
        "en": "host*, author*, scorekeeper*, score keeper, organiser*, organizer*, "
              "captain, boss, chair",
        "de": "gastgeber*, autor*, verfasser*, spielleiter*",
        "nl": "gastheer*, gastvrouw*, schrijver*, auteur*, spelleider*",
        "tr": "ev sahibi, evsahibi, yazar*, dağıtıcı*, kağıdı dağıtan*, oyun yöneticisi",
        "zh": "主人, 东道主, 東道主, 作者, 记分员, 記分員, 庄家, 莊家, 赢家, 贏家, 输家, 輸家",
    },
    "a_consent": {  # a person's say-so a change needs: a veto in other words
        "en": "approval, approve+, consent, permission, blessing, say so, sign off, ok",
        "de": "zustimmung, erlaubnis, einverständnis, genehmigung, segen, okay",
        "nl": "toestemming, goedkeuring, instemming, zegen, akkoord",
        "tr": "onay*, izin*, rıza*, müsaade*",
        "zh": "同意, 批准, 许可, 許可, 准许, 准許, 点头, 點頭",
    },
    # words other lexicons' groups lack (the groups are read by name, wherever listed)
    "permanent": {  # a rule the vote could never touch
        # or the vote on it said to be pointless ("voting is pointless", "Abstimmung zwecklos")
        "en": "untouchable, locked, set in stone, non negotiable, nonnegotiable, beyond the vote, "
              "vot+ ~ pointless, vot+ ~ useless, vot+ ~ futile, vot+ ~ in vain, "
              "pointless ~ vot+, useless ~ vot+, futile ~ vot+, no point ~ vot+, no use ~ vot+",
        "de": "unantastbar*, unveränderlich*, unumstößlich*, in stein gemeißelt, "
              "abstimm* ~ zwecklos, abstimm* ~ sinnlos, abstimm* ~ nutzlos, "
              "abstimm* ~ vergeblich, zwecklos ~ abzustimmen, sinnlos ~ abzustimmen, "
              "nutzlos ~ abzustimmen, zwecklos ~ abstimm*, sinnlos ~ abstimm*",
        "nl": "onaantastbaar, onveranderlijk*, onwijzigbaar, in steen gebeiteld, "
              "stemm* ~ zinloos, stemm* ~ nutteloos, stemm* ~ geen zin, zinloos ~ stemmen, "
              "nutteloos ~ stemmen, geen zin ~ stemmen",
        "tr": "dokunulmaz*, kesin ve değişmez, oylama* ~ boşuna, oylama* ~ anlamsız, "
              "oylama* ~ faydasız, oylama* ~ nafile, oylamaya gerek yok, "
              "boşuna ~ oylama*, anlamsız ~ oylama*",
        "zh": "不可更改, 不可修改, 雷打不动, 雷打不動, 铁律, 鐵律, 投票也没用, 投票也沒用, "
              "投票没用, 投票沒用, 投票无用, 投票無用, 投票白费, 投票白費, 表决也没用, "
              "表決也沒用, 别费劲投票, 別費勁投票",
    },
    "rule_itself": {  # Turkish cases of "kural" ("bu kurala", "bu kuraldan")
        "tr": "kurala, kuralda, kuraldan, kuralın*",
    },
    "a_alone": {  # the holder kept exclusive after it ("the dealer alone")
        "en": "alone, by themselves, by himself, by herself, and nobody else, "
              "and no one else, nobody but, no one but, nobody except, no one except, "
              "nobody other than",
        "de": "allein, alleine, sonst niemand, niemand außer, niemand ausser, "
              "niemand anders als",
        "nl": "alleen, in zijn eentje, verder niemand, niemand behalve, niemand anders dan",
        "tr": "tek başına, başka kimse, dışında kimse, başka hiç kimse",
        "zh": "只有, 唯有, 只能由, 只由, 独自, 獨自, 单独, 單獨, 其他人都不, 其他人不",
    },
    "a_tie": {  # a tied vote (also an object of the book)
        "en": "tie, ties, tied, tied vote, even vote, casting vote, deciding vote, "
              "tiebreaker*, tie breaker*, comes out even, come out even, split evenly, "
              "evenly split",
        "de": "gleichstand, stimmengleichheit, patt, ausschlaggebende stimme, "
              "stichentscheid*, entscheidende stimme",
        "nl": "gelijke stemming, staking, gelijkspel, gelijke stand, beslissende stem, "
              "doorslaggevende stem, archief*",
        "tr": "beraber*, oylar eşit*, eşit oy*, eşitlik*, belirleyici oy*, "
              "eşitliği bozan oy*",
        "zh": "平票, 票数相同, 票數相同, 平局, 决定票, 決定票, 关键一票, 關鍵一票",
    },
    "a_take": {  # a tie taken by someone: with a tie, a say over it
        "en": "wins, win, gets, go to, goes to, takes",
        "de": "gewinnt, bekommt, geht an, gehen an",
        "nl": "wint, winnen, krijgt, gaat naar",
        "tr": "kazanır, alır",
        "zh": "赢, 贏, 归, 歸, 算",
    },
    "a_until": {  # a rule kept until someone ends it: that someone holds it
        "en": "until, till, unless",
        "de": "bis, solange, außer wenn",
        "nl": "totdat, tot, tenzij",
        "tr": "kadar, sürece",
        "zh": "直到, 为止, 為止, 除非",
    },
    "a_during": {  # a limit in time: "not during a round" denies no vote (R-CUSTOM-5)
        "en": "during, mid, midround, begun, started, while, until, before",
        "de": "während, sobald, mitten, bis, begonnen, angefangen, läuft",
        "nl": "tijdens, zodra, midden, totdat, tot, begonnen, gestart",
        "tr": "sırasında, başladı*, başlamış*, ortasında, kadar",
        "zh": "期间, 期間, 中途, 开始后, 開始後, 开始了, 開始了, 之前, 以前",
    },
    "a_other_owner": {  # someone else's rule: a creator deletes only their own (R-VOTE-4)
        "en": "another, someone else, somebody else, other players, other people, others",
        "de": "anderen, fremde*, eines anderen, einer anderen",
        "nl": "andermans, een ander, anderen",
        "tr": "başkasının, başkalarının, diğerlerinin, başka birinin",
        "zh": "别人, 別人, 他人, 其他人的",
    },
    "a_offgame": {  # a time or place beyond the game: a demand there is beyond it
        "en": "after the game, after the evening, after tonight, tomorrow, next week, "
              "at home, on the way home, outside the game, after we finish",
        "de": "nach dem spiel, nach dem abend, nach dem spieleabend, morgen, nächste woche, "
              "zu hause, daheim, auf dem heimweg, außerhalb des spiels",
        "nl": "na het spel, na de avond, na afloop, morgen, volgende week, thuis, "
              "onderweg naar huis, buiten het spel",
        "tr": "oyundan sonra, oyun bitince, oyun bittikten sonra, akşamdan sonra, yarın, "
              "gelecek hafta, haftaya, evde, eve giderken, oyun dışında",
        "zh": "游戏结束后, 遊戲結束後, 打完牌, 散场后, 散場後, 牌局结束后, 牌局結束後, 明天, "
              "下周, 下週, 回家, 在家",
    },
    # ------------------------------------------------------------ cards beating cards
    "c_beat": {  # one card over another (R-PLAY-2): no harm when both sides are cards
        "en": "beat, beats, beaten, outrank+, trump+, tops, top, outplay+",
        "de": "schlägt, schlagen, schlag, schlagt, sticht, stechen, übertrumpf*, "
              "übertrifft",
        "nl": "verslaat, verslaan, versla, troeft, troeven, gaat ~ boven, gaan ~ boven, "
              "wint van",
        "tr": "yener, yenebilir, yendi, yenir, yenmez, geçer, büyüktür, üstündür",
        "zh": "大过, 大過, 压过, 壓過, 压, 壓, 管住, 吃掉, 胜过, 勝過, 赢过, 贏過",
    },
    "c_pronoun": {  # a person as the object: "beat him with the ace" is a blow
        "en": "him, her, them, you, yourself, me, someone, somebody, anyone",
        "de": "ihn, ihm, ihr, sie, dich, dir, mich, jemand*",
        "nl": "hem, haar, hen, ze, jou, je, mij, iemand",
        "tr": "onu, ona, seni, sana, beni, birini",
        "zh": "他, 她, 你, 我, 别人, 別人",
    },
}


__all__ = ["AUTHORITY"]
