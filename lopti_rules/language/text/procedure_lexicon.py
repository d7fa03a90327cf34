"""The words of the table's procedures, read by language/text/procedures.py (issue 29, round 5).

When the rule vote is held and what passes it (R-VOTE-1, R-VOTE-2), how a tie is broken
(R-VOTE-10, R-ROSHAMBO-1, R-ROSHAMBO-2), who reads an unclear rule (R-CUSTOM-5, R-FAQ-5,
R-SESSION-3) and an agreement a text claims for the table (R-CUSTOM-3). The same entry
syntax as harm_lexicon.py (``stem*``, ``word+``, ``a ~ b``, Chinese by substring); merged
into its :data:`~lopti_rules.language.text.harm_lexicon.GROUPS` by clause_lexicon.py.
"""

from __future__ import annotations

from .vote_time_lexicon import TIMES

#: group -> language -> entries.
PROCEDURES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ when the vote is held
    # R-VOTE-1: when the deal begins. A vote put later ("only after the first turn",
    # "erst am Ende", "pas na", "ancak ... sonra", "留到最后") is another vote; "until the
    # next vote" (a rule's end) names the vote, it does not move it
    "later": {
        "en": "only after, only ~ after, not until, not ~ until, wait+ until, wait+ till, "
              "postpone+, delay+, put off, defer+, at the end, end of the, "
              "last round, final round, save+ for, saved for, leave+ ~ until, left ~ until",
        "de": "erst nach, erst ~ nach, erst am, erst ~ am ende, erst wenn, erst zum, "
              "verschieb*, verschoben, vertag*, aufgeschoben, aufschieb*, am ende, zum schluss, "
              "letzte runde, letzten runde, wartet bis, warten bis, wartet ~ bis, warten ~ bis",
        "nl": "pas na, pas ~ na, pas als, pas aan, pas op, pas bij, uitstel*, uitgesteld, "
              "schuiven ~ op, schuift ~ op, verschuiv*, verschoven, aan het eind*, op het eind*, "
              "laatste ronde, tot het eind*, wachten tot, wacht tot, wacht ~ tot, wachten ~ tot",
        "tr": "ancak ~ sonra, sonraya, sonuna, sonunda, en sona, ertele*, son tur*, son el*, "
              "bekle*",
        "zh": "留到, 推迟, 推遲, 延后, 延後, 推后, 推後, 等到, 以后再, 以後再, 之后再, "
              "之後再, 最后一局, 最後一局, 最后再, 最後再",
    },
    # ------------------------------------------------------------ what passes the vote
    # R-VOTE-2: more than half of all the session's players. Any other share of the table
    # said to pass a change ("a third is enough", "two thirds needed") changes the vote
    "share": {
        "en": "third, thirds, quarter, quarters, fifth, fifths, half, percent, minority, "
              "handful, a few",
        "de": "drittel, viertel, fünftel, fuenftel, hälfte, haelfte, prozent, minderheit, "
              "paar stimmen",
        "nl": "derde, kwart, vijfde, helft, procent, minderheid, paar stemmen",
        "tr": "üçte, dörtte, beşte, yarı*, yüzde, azınlık*",
        "zh": "三分之, 四分之, 五分之, 一半, 半数, 半數, 少数, 少數, 百分之, 一票, 两票, "
              "兩票, 两个人, 兩個人, 两人, 兩人, 三个人, 三個人",
    },
    "enough": {  # ... said to suffice, or to be needed
        "en": "enough, suffice+, sufficient, need+, require+, is all it takes, will do",
        "de": "reicht, reichen, genügt, genügen, genuegt, ausreichend, braucht, brauchen, "
              "nötig, noetig, erforderlich",
        "nl": "genoeg, volstaat, voldoende, nodig, vereist",
        "tr": "yeterli, yeter, yetiyor, kafi, gerek*, lazım",
        "zh": "够, 夠, 就行, 即可, 就能, 就可以, 需要",
    },
    "more_than_half": {  # R-VOTE-2's own words: a quote, no change
        "en": "more than half, over half, majority",
        "de": "mehr als die hälfte, mehr als die haelfte, über die hälfte, mehrheit*",
        "nl": "meer dan de helft, meer dan half, meerderheid*",
        "tr": "yarısından fazla*, yarıdan fazla*, çoğunluk*",
        "zh": "过半, 過半, 超过一半, 超過一半, 一半以上, 半数以上, 半數以上, 多数, 多數",
    },
    # ------------------------------------------------------------ the vote denied
    # a rule kept off the vote ("not up for a vote", "steht nicht zur Abstimmung",
    # "oylamaya gelmez") unless the denial asks for the vote ("not without a vote"), quotes
    # R-VOTE-3 ("does not use up the vote") or R-CUSTOM-3 ("no rule may prevent voting"),
    # or is a reminder ("don't forget the vote")
    "without": {
        "en": "without, unless",
        "de": "ohne, außer, ausser, es sei denn",
        "nl": "zonder, tenzij, behalve",
        "tr": "olmadan, olmaksızın, dışında, haricinde",
        "zh": "不经, 不經, 未经, 未經, 不通过, 不通過, 除非",
    },
    "vote_quote": {
        "en": "use+ up, uses ~ up, used up, prevent+, stop+ ~ voting, block+ ~ voting, "
              "forget, remember",
        "de": "verbraucht, verbrauchen, verhinder*, vergiss*, vergesst, vergessen, denk* ~ an",
        "nl": "verbruik*, verbruikt, voorkom*, belet*, vergeet, vergeten, denk* ~ aan",
        "tr": "kullanmaz, kullanmıyor, harcamaz, tüketmez, engelle*, unutma*",
        "zh": "占用, 用掉, 阻止, 妨碍, 妨礙, 别忘, 別忘, 不要忘, 记得, 記得, "
              # the vote cancelling a rule (R-VOTE-1), where "投票取消" is the vote cancelled
              "被投票取消, 被表决取消, 被表決取消, 被投票作废, 被投票作廢, 由投票取消, "
              "通过投票取消, 通過投票取消, 投票取消了这条, 投票取消了這條, 投票取消这条, "
              "投票取消這條, 投票取消任何, 可以投票取消, 按规定投票取消, 按規定投票取消, "
              "用投票取消",
    },
    # R-VOTE-5: a failed or tied vote uses up the round's one attempt; a tie said to
    # count as the round's vote used ("平票也算用掉了本轮的投票") quotes the cards
    "used_up": {
        "en": "use+ up, uses ~ up, used up, attempt*",
        "de": "verbraucht, verbrauch*, aufgebraucht, versuch*",
        "nl": "verbruik*, opgebruikt, poging*",
        "tr": "hakk*, deneme*, kullanılmış, harcan*",
        "zh": "用掉, 用完, 用光, 机会, 機會",
    },
    # ------------------------------------------------------------ a tie broken otherwise
    # R-VOTE-10, R-ROSHAMBO-1: a tied vote goes to Roshambo. A tie that "goes to", "is
    # won by" or "is decided by" anything else (a cut, a card drawn, a coin) is the
    # procedure replaced
    "award": {
        "en": "goes to, go to, takes it, take it, wins, win, won, decide+, settle+, "
              "break+, broken, is for, count+ for",
        "de": "gewinnt, gewinnen, entscheid*, geht an, gehen an, geht ~ an, zählt für, "
              "zaehlt für, zählt ~ für, gilt für",
        "nl": "wint, winnen, beslist, beslissen, beslecht*, gaat naar, gaat ~ naar, "
              "telt voor, telt ~ voor, geldt voor",
        "tr": "kazanır, kazanan, kazansın, karar ver*, belirler, çözül*, gider, yazıl*, "
              "sayıl*",
        "zh": "赢, 贏, 胜, 勝, 决定, 決定, 算, 归, 歸, 定胜负, 定勝負",
    },
    # a draw in Roshambo ("draws do not count", R-ROSHAMBO-2) ...
    "rps_draw": {
        "en": "draw, draws, drawn, tie, ties, tied",
        "de": "unentschieden, remis, gleichstand",
        "nl": "gelijkspel, gelijk, remise",
        "tr": "berabere*, beraberlik*",
        "zh": "平局, 打平, 平手",
    },
    # ... given to a side of it (the rule's defender, the one who asked for the change)
    "side": {
        "en": "defend+, defender*, challenger*, proposer*, side, sides, asked",
        "de": "verteidig*, seite, antragsteller*, herausforder*",
        "nl": "verdedig*, kant, indiener*, uitdager*",
        "tr": "savun*, taraf*, öneren*",
        "zh": "守, 一方, 提议, 提議, 提出",
    },
    # a part in the vote or in Roshambo: a player picked by it is picked by the game
    # (R-ROSHAMBO-1: the creator defends, the one who asked plays them)
    "vote_role": {
        "en": "defend+, object+, objected, propos+, support+, asked for",
        "de": "verteidig*, widersprech*, widerspricht, widersprochen, vorgeschlagen, "
              "schlägt ~ vor, beantragt, unterstütz*",
        "nl": "verdedig*, bezwaar, stelt ~ voor, voorgesteld, steun*",
        "tr": "savun*, itiraz*, öner*, destekle*",
        "zh": "守规则, 守規則, 捍卫, 捍衛, 提议, 提議, 支持",
    },
    # ------------------------------------------------------------ who reads a rule
    # R-CUSTOM-5, R-FAQ-5, R-SESSION-3: an unclear rule is read by its creator, then by
    # the table's majority, then as the reading that changes base Lopti least
    "meaning": {
        "en": "interpret*, reading, readings, meaning, meant, understand*, understood",
        "de": "ausleg*, auslegung*, bedeut*, gemeint, versteh*, deutung*, deutet",
        "nl": "betekent, betekenis, bedoel*, interpret*, opvat*, lezing",
        "tr": "yorum*, anlam*, kastedil*",
        "zh": "理解, 意思, 含义, 含義, 解读, 解讀, 怎么算, 怎麼算, 疑问, 疑問, 不清楚",
    },
    "prevail": {  # a reading made binding
        "en": "stands, holds, prevails, is final, binding, is law, applies, is valid",
        "de": "gilt, maßgeblich, massgeblich, verbindlich, ist gesetz",
        "nl": "geldt, bindend, doorslaggevend, is wet",
        "tr": "geçerli*, esas*, bağlayıcı, kesin*",
        "zh": "为准, 為準, 算数, 算數, 说了算, 說了算, 作准, 生效",
    },
    "exclusive": {  # ... or kept for one player ("only the winner may interpret it")
        "en": "only, alone, solely",
        "de": "nur, allein, ausschließlich, ausschliesslich",
        "nl": "alleen, enkel, uitsluitend",
        "tr": "sadece, yalnız*, tek başına",
        "zh": "只有, 只能, 仅, 僅, 唯独, 唯獨",
    },
    "creator": {  # whoever made the rule: the reading is theirs (R-CUSTOM-5)
        "en": "creator, maker, author, inventor, originator, whoever made, who made, "
              "whoever wrote, who wrote, who invented, whoever invented, whoever came up with, "
              "who came up with, rule s owner, owner of the rule",
        "de": "urheber*, erfinder*, ersteller*, schöpfer*, schoepfer*, autor*, wer ~ erfunden, "
              "wer ~ aufgestellt, wer ~ ausgedacht",
        "nl": "maker, bedenker*, opsteller*, uitvinder*, auteur*, wie ~ bedacht, "
              "wie ~ verzonnen",
        "tr": "yaratıcı*, kuralı koyan, kuralı yapan, kuralı getiren, kuralı uyduran, "
              "kuralın sahibi, kural sahibi, kuralı icat eden, kural koyucu*, kuralı yazan*, "
              "mucit*",
        "zh": "定规则的, 定規則的, 立规则的, 立規則的, 规则的作者, 規則的作者, 创造者, 創造者, "
              "作者, 提出规则的, 提出規則的, 制定者, 制定人, 发明人, 發明人, 发明者, 發明者, "
              "提出者, "
              # the one who made this rule, said with its verb: 发明这条规则的人
              "发明这条规则的, 發明這條規則的, 发明规则的, 發明規則的, 定这条规则的, "
              "定這條規則的, 想出这条规则的, 想出這條規則的, 提出这条规则的, 提出這條規則的, "
              "立这条规则的, 立這條規則的, 编这条规则的, 編這條規則的",
    },
    "least": {  # R-FAQ-5's last word: the reading that changes base Lopti least
        "en": "least, official",
        "de": "am wenigsten, wenigsten, offiziell*",
        "nl": "minst, minste, officieel, officiële",
        "tr": "en az, resmi",
        "zh": "最少, 官方",
    },
    # ------------------------------------------------------------ agreement claimed
    # R-CUSTOM-3: a demand beyond the known table actions needs the table's agreement, and
    # the session records it (--agreed-by, a ballot). A text that says the table agreed
    # ("as everyone agreed", "wie abgemacht", "herkesin kabul ettiği gibi") is its author's
    # word, as the author's own comment is
    "agreed": {
        "en": "agreed, consented, approved, as discussed, as arranged, by agreement, "
              "common consent, as decided, accepted",
        "de": "zugestimmt, abgemacht, vereinbart, einverstanden, beschlossen, wie besprochen, "
              "akzeptiert",
        "nl": "afgesproken, ingestemd, akkoord, overeengekomen, besloten, zoals besproken, "
              "geaccepteerd, aanvaard",
        "tr": "kabul ettiği*, kabul etti*, kabul edildi*, kabul etmiş*, kabul etmis*, onayladı*, "
              "onaylandı*, anlaştı*, "
              "anlaşıldığı, kararlaştırıl*",
        "zh": "同意了, 都同意, 说好, 說好, 约好, 約好, 商量好, 约定, 約定, 答应了, 答應了, "
              "接受了",
    },
    "conditional": {  # ... asked or made a condition, it is no claim ("if everyone agrees")
        "en": "if, unless, whether",
        "de": "wenn, falls, sofern, ob",
        "nl": "als, indien, mits",
        "tr": "eğer, olursa",
        "zh": "如果, 要是, 假如, 是否, 吗, 嗎",
    },
    # ------------------------------------------------------------ the procedure's slots
    # Read by language/text/procedure_model.py: who holds a part of the procedure (votes,
    # asks for a change, edits a rule, reads it) and whether the text says the official
    # holder (everyone, any player, the vote) or narrows it to some
    "p_only": {  # a part kept to some: "only", "reserved for", "nobody but"
        "en": "only, solely, exclusively, reserved for, restricted to, limited to, "
              "nobody but, no one but, none but, nobody except, no one except, is for, "
              "are for, belongs to, belong to, alone, privilege",
        "de": "nur, allein, ausschließlich, ausschliesslich, vorbehalten, beschränkt auf, "
              "niemand außer, niemand ausser, sonst niemand",
        "nl": "alleen, enkel, uitsluitend, slechts, voorbehouden, beperkt tot, "
              "niemand behalve, verder niemand",
        "tr": "sadece, yalnız*, yalniz*, ancak, ayrılmış*, dışında kimse, başka kimse",
        "zh": "只有, 只能, 只准, 只许, 只許, 仅, 僅, 唯有, 仅限, 僅限, 只属于, 只屬於, 只归, 只歸",
    },
    "p_everyone": {  # the official holder: everyone at the table, any player
        "en": "everyone, everybody, anyone, anybody, any player, every player, all players, "
              "each player, whole table, all of us, even, majority",
        "de": "jeder, jede, jedermann, alle, allen, irgendwer, auch wer, auch die, mehrheit*",
        "nl": "iedereen, ieder, elke speler, alle spelers, wie dan ook, ook wie, ook de, "
              "meerderheid*",
        "tr": "herkes*, her oyuncu*, tüm oyuncular*, bütün oyuncular*, kim olursa, "
              "çoğunluk*",
        "zh": "任何人, 所有人, 每个人, 每個人, 大家, 谁都, 誰都, 人人, 也照样, 也照樣, 也可以, "
              "也能, 多数, 多數",
    },
    "p_people": {  # the head of a group kept a part: "those who", "die, die", "olanlar"
        "en": "those, ones, players, people, winners, losers, whoever, someone, somebody, "
              "person, player",
        "de": "die, diejenigen, derjenige, wer, spieler, leute, sieger, gewinner, verlierer",
        "nl": "die, degenen, degene, wie, spelers, mensen, winnaars, verliezers",
        "tr": "olanlar*, olan, kazananlar*, kaybedenler*, oyuncular*, kişiler*, kişi*",
        "zh": "的人, 者, 玩家, 赢家, 贏家, 输家, 輸家, 庄家, 莊家",
    },
    "p_say": {  # a part in the vote, beside the vote's own words
        "en": "a say, have their say, take part, takes part, vote+, ballot*",
        "de": "stimmen ~ ab, stimmt ~ ab, abstimmen, mitstimmen, stimmt mit, stimmen mit, "
              "mitbestimmen, mitreden, zu sagen, mitsprache*",
        "nl": "stemmen, stemt, meestemmen, stemt mee, stemmen mee, meebeslissen, inspraak, "
              "te zeggen",
        "tr": "oy ver*, oy kullan*, katıl*, söz hakkı",
        "zh": "投票, 表决, 表決, 发言权, 發言權",
    },
    "p_excluded": {  # a part in the vote taken away: "sit the vote out", "nichts zu sagen"
        "en": "sit ~ out, sits ~ out, no say, not take part, don t take part, do not take "
              "part, excluded, left out, stay out of, stays out of, don t vote, do not vote, "
              "doesn t vote, does not vote, don t get a ballot, no ballot, lose+ ~ vote, "
              "vote is gone, vote ~ gone, keep quiet, keeps quiet, stay quiet, stays quiet, "
              "no voice",
        "de": "nichts ~ zu sagen, nichts mehr zu sagen, kein mitspracherecht, "
              "ausgeschlossen, nicht teil, stimmen nicht, stimmt nicht, nicht mit, "
              "verlier* ~ stimme*, stimme ~ weg, halten ~ mund, hält ~ mund, schweigen",
        "nl": "niets ~ te zeggen, geen inspraak, uitgesloten, doen niet mee, doet niet mee, "
              "stemmen niet, stemt niet, niet mee, stem ~ kwijt, verlie* ~ stem*, "
              "houden ~ mond, houdt ~ mond, hun mond, zijn mond, zwijgen",
        "tr": "katılamaz*, katılmaz*, söz hakkı yok*, oy veremez*, oy vermez*, dışarıda, "
              "oy hakkını kaybeder*, oy hakkı düşer*",
        "zh": "不参与, 不參與, 不参加, 不參加, 不能参与, 不能參與, 没有发言权, 沒有發言權, "
              "无权, 無權, 不投票, 失去投票权, 失去投票權",
    },
    "p_ask": {  # asking for a change, a removal or a vote (R-VOTE-1: any player may)
        "en": "ask+, request+, call for, calls for, call a vote, calls a vote, bring up, "
              "brings up, demand+, move to, moves to, petition+, propose+, suggest+",
        "de": "beantrag*, verlang*, forder*, bitten, bittet, bat, gebeten, anregen, regt ~ an, "
              "antrag*, vorschlagen, schlägt ~ vor, schlagen ~ vor",
        "nl": "vragen, vraagt, vraag ~ om, verzoek*, aanvragen, vraagt ~ aan, eisen, eist, "
              "indienen, dient ~ in, vroeg, vroegen, gevraagd, voorstellen, stelt ~ voor",
        "tr": "iste*, talep*, öner*, oner*, teklif*",
        "zh": "提出, 提议, 提議, 申请, 申請, 要求, 请求, 請求, 发起, 發起",
    },
    "p_not": {  # a power denied after a modal ("darf keine", "mogen geen")
        "en": "not, no, never",
        "de": "kein, keine, keinen, keiner, nicht, nie",
        "nl": "geen, niet, nooit",
        "tr": "değil, degil, hiç",
    },
    "p_tweak": {  # a rule changed a little: still a change (R-VOTE-1, R-VOTE-4)
        "en": "tweak+, touch+ up, polish+, fine tune+, adjust+, amend+, edit+, rewrite+, "
              "revise+, improve+, modify+, change+, alter+, rework+",
        "de": "feil*, nachbesser*, anpass*, überarbeit*, ueberarbeit*, umschreib*, "
              "ausbesser*, verbesser*, modifizier*, ändern, ändert, aendern, aendert",
        "nl": "bijschav*, bijstel*, aanpass*, bijwerk*, herschrijv*, verbeter*, wijzig*, "
              "sleutel*, veranderen, verandert",
        "tr": "düzelt*, duzelt*, değiştir*, degistir*, rötuş*, ayarla*, revize*",
        "zh": "改, 修改, 微调, 微調, 调整, 調整, 润色, 潤色, 修订, 修訂",
    },
    "p_others_rule": {  # a rule not the holder's own
        "en": "other players rules, other players rule, others rules, anyone s rule*, "
              "anybody s rule*, everyone s rule*, other people s rule*, someone else s rule*, "
              "any rule, every rule, all rules, all the rules, other rules, "
              "everybody s rule*",
        "de": "regeln der anderen, regel der anderen, anderer spieler, fremde regel*, "
              "jede regel, alle regeln, andere regeln, anderen regeln",
        "nl": "andermans, regels van anderen, regel van anderen, elke regel, alle regels, "
              "andere regels",
        "tr": "başkalarının kural*, diğerlerinin kural*, başkasının kural*, her kural*, "
              "tüm kural*, bütün kural*, diğer kural*",
        "zh": "别人的规则, 別人的規則, 他人的规则, 他人的規則, 其他人的规则, 其他人的規則, "
              "所有规则, 所有規則, 任何规则, 任何規則, 其他规则, 其他規則",
    },
    "p_gone": {  # a rule gone, in words beside remove
        "en": "go, goes, gone, disappear+, dropped, scrapped",
        "de": "verschwind*, verschwunden, fällt weg, fliegt ~ raus, gestrichen",
        "nl": "verdwijn*, verdwenen, vervalt, eruit, geschrapt",
        "tr": "kalkar, kalkmaz, kaldırılamaz, silinemez",
        "zh": "去掉, 拿掉, 作废, 作廢, 删掉, 刪掉",
    },
    "p_next": {  # the official decider at 15-15: the next decided round (R-ROSHAMBO-2)
        "en": "next, following, one more, another round, extra round",
        "de": "nächste*, naechste*, folgende*, noch eine, weitere runde",
        "nl": "volgende, nog een, nog één, extra ronde",
        "tr": "sonraki*, ardından, bir el daha, bir tur daha",
        "zh": "下一, 接下来, 接下來, 再来一局, 再來一局, 加赛, 加賽, 再加一把, 再加一局, "
              "加一把, 再猜一把, 再比一把, 再来一把, 再來一把",
    },
    "p_keep": {  # the rule kept, a side's win in other words ("at 15-15 the rule stays")
        "en": "stays, remains, keeps, survives, is kept",
        "de": "bleibt, bleiben, behält, behaelt",
        "nl": "blijft, houdt, behoudt",
        "tr": "kalır, kalir, korur",
        "zh": "保留, 留下, 不变, 不變",
    },
    "p_read": {  # reading a rule: the creator's, then the table's (R-CUSTOM-5, R-SESSION-3)
        "en": "interpret+, interpretation, reads, read, explains, explain",
        "de": "legt ~ aus, legen ~ aus, ausleg*, deutet, deuten, erklärt, erklaert",
        "nl": "legt ~ uit, leggen ~ uit, uitleg*, interpreteert, interpreteren",
        "tr": "yorumla*, yorumu, yorumlar",
        "zh": "解释, 解釋, 诠释, 詮釋, 解读, 解讀",
    },
    "p_absent": {  # the creator away: the table reads their rule (R-SESSION-3)
        "en": "absent, not there, not here, isn t there, isn t here, is away, has left, gone "
              "home, not present",
        "de": "nicht da, abwesend, fehlt, nicht anwesend, weg ist, gegangen",
        "nl": "er niet, niet aanwezig, afwezig, weg is, vertrokken",
        "tr": "yoksa, yok, burada değil*, gitti*, gitmişse",
        "zh": "不在, 缺席, 走了, 离开, 離開",
    },
    "p_needs": {  # the vote asked for: a change needs it (R-VOTE-4)
        "en": "requires, require, required, needs, need, needed, goes through, go through",
        "de": "braucht, erfordert, benötigt, benoetigt, verlangt, geht über, geht durch",
        "nl": "vereist, vergt, heeft ~ nodig, nodig, gaat via, loopt via",
        "tr": "gerekir, gerektirir, gerekli, şart*, ister",
        "zh": "需要, 须, 須, 必须, 必須, 要经过, 要經過, 得通过, 得通過",
    },
    "p_uses": {  # the vote used up (R-VOTE-3: the winner's new rule does not)
        "en": "use, uses, used up, use up, uses up, spend, spends, cost, costs",
        "de": "verbraucht, verbrauchen, kostet, nutzt ~ auf",
        "nl": "gebruikt, verbruikt, kost, verbruiken",
        "tr": "kullanmaz, harcamaz, tüketmez, kullanır",
        "zh": "用掉, 占用, 佔用, 消耗",
    },
    "p_against": {  # one side plays the other at Roshambo (R-ROSHAMBO-1)
        "en": "plays, play, against, versus, takes on",
        "de": "gegen, spielt, tritt ~ an",
        "nl": "tegen, speelt, neemt het op",
        "tr": "karşı, karsi, oynar",
        "zh": "对, 對, 跟, 和",
    },
    "p_return": {  # a removed rule back (R-VOTE-7, R-SESSION-2: only through a vote)
        "en": "comes back, come back, coming back, returns, return, bring+ back, brought "
              "back, restored, restore+, revived, revive+, reinstated, reinstate+",
        "de": "kommt ~ zurück, kommt ~ wieder, kommen ~ zurück, kommen ~ wieder, "
              "zurückhol*, zurueckhol*, holt ~ zurück, wiederherstell*, kehrt ~ zurück, "
              "wiederbeleb*, gilt ~ wieder",
        "nl": "komt ~ terug, komen ~ terug, keert ~ terug, terughal*, haalt ~ terug, "
              "hersteld, herstellen, herstelt, geldt ~ opnieuw, geldt ~ weer",
        "tr": "geri gel*, geri getir*, geri döner*, geri alın*, yeniden geçerli*",
        "zh": "恢复, 恢復, 回来, 回來, 复活, 復活, 重新生效, 重新有效, 拿回来, 拿回來",
    },
    "p_auto": {  # ... by itself, with no vote, or whatever the vote said
        "en": "automatically, automatic, by itself, on its own, itself, even if, even when",
        "de": "automatisch, von selbst, von allein, selbstständig, selbst wenn, auch wenn",
        "nl": "automatisch, vanzelf, uit zichzelf, zelfs als, ook als",
        "tr": "otomatik*, kendiliğinden, kendiliginden, kendi kendine, bile",
        "zh": "自动, 自動, 自然, 直接, 即使, 就算",
    },
    "p_interpret_right": {  # interpretation held as a right ("最终解释权")
        "en": "right of interpretation, right to interpret, interpretation right*, "
              "right of final interpretation, final interpretation, ultimate interpretation",
        "de": "auslegungsrecht*, deutungshoheit, deutungsrecht*, recht der auslegung, "
              "recht zur auslegung, letzte auslegung",
        "nl": "interpretatierecht*, uitlegrecht*, recht van interpretatie, "
              "recht op interpretatie, recht van uitleg, uitleggingsrecht*",
        "tr": "yorum hakk*, yorumlama hakk*, yorumlama yetki*, yorum yetki*",
        "zh": "解释权, 解釋權, 最终解释, 最終解釋, 诠释权, 詮釋權",
    },
    "p_final": {  # ... made final or whole: beyond settling an ambiguity (R-CUSTOM-5)
        "en": "final, ultimate, sole, exclusive, absolute, all",
        "de": "letzte*, endgültig*, alleinig*, ausschließlich*, volle",
        "nl": "uiteindelijk*, laatste, enige, volledige, alle",
        "tr": "son, nihai, kesin, tüm, bütün, tek",
        "zh": "最终, 最終, 一切, 全部, 唯一, 所有",
    },
    "p_at_will": {  # a reading at will: a rewrite, not an ambiguity settled (R-CUSTOM-5)
        "en": "however they like, however they want, however they see fit, however he likes, "
              "however she likes, as they see fit, as he sees fit, as she sees fit, "
              "as they please, at will, any way they like, whatever they like, "
              "whatever ~ says, whatever ~ decides, whatever ~ wants, always right",
        "de": "nach belieben, wie es ihm passt, wie es ihr passt, wie er will, wie sie will, "
              "nach eigenem ermessen, nach gutdünken, nach gutduenken, immer recht, "
              "was ~ sagt, was immer",
        "nl": "naar believen, naar eigen goeddunken, zoals hij wil, zoals zij wil, "
              "hoe hij wil, hoe zij wil, naar eigen inzicht, altijd gelijk, wat ~ zegt",
        "tr": "istediği gibi, dilediği gibi, keyfine göre, canının istediği gibi, "
              "her zaman haklı*, ne derse",
        "zh": "随意, 隨意, 随便, 隨便, 任意, 想怎么, 想怎麼, 爱怎么, 愛怎麼, 说什么就是什么, "
              "說什麼就是什麼, 永远是对的, 永遠是對的, 总是对的, 總是對的",
    },
    "p_offbook": {  # a matter outside the procedure and the game: not the rule book
        "en": "shuffle+, music, song*, playlist*, snack*, drink*, pizza, food, break, "
              "breaks, coffee, tea, beer*, glasses, dishes, lights, crisps, chips, "
              "popcorn, sweets, candy, biscuit*, cookie*, cake, dessert, takeaway, "
              "bag of, kettle, washing up, next game, which game, another game, "
              "after lopti, film, movie, seat*, window, heating, dinner*, lunch*, supper*, "
              "breakfast*, meal*, what we eat, where we eat",
        "de": "misch*, musik, lied*, snack*, getränk*, getraenk*, pizza, essen, pause*, "
              "kaffee, tee, bier*, licht, chips, knabber*, kuchen, nachtisch, süßigkeit*, "
              "wasserkocher, abwasch, nächste spiel, nächstes spiel, welches spiel, "
              "nach lopti, film, fenster, heizung, abendessen, mittagessen, abendbrot, "
              "frühstück*, fruehstueck*, mahlzeit*",
        "nl": "schud*, muziek, liedje*, hapje*, drankje*, drinken, pizza, eten, pauze*, "
              "koffie, thee, bier*, licht, chips, zak ~ chips, snoep, taart, toetje, "
              "waterkoker, afwas, volgende spel, welk spel, ander spel, na lopti, "
              "film, raam, verwarming, avondeten, avondmaal, diner, lunch, ontbijt, maaltijd*",
        "tr": "karıştır*, karistir*, müzik*, şarkı*, atıştırmalık*, içecek*, pizza*, yemek*, "
              "mola*, kahve*, çay*, cips*, kuruyemiş*, tatlı*, pasta*, çaydanlık*, "
              "su ısıt*, bulaşık*, sonraki oyun*, hangi oyun*, başka oyun*, lopti'den sonra, "
              "film*, pencere*, yemeğ*, yemeg*, yiyece*, kahvaltı*, kahvalti*, öğle yemeğ*",
        "zh": "洗牌, 音乐, 音樂, 零食, 饮料, 飲料, 喝的, 披萨, 披薩, 吃的, 休息, 咖啡, "
              "薯片, 瓜子, 点心, 點心, 蛋糕, 甜点, 甜點, 水壶, 水壺, 一壶水, 一壺水, 烧水, "
              "燒水, 泡茶, 洗碗, 下一个游戏, 下一個遊戲, 玩什么游戏, 玩什麼遊戲, 电影, 電影, "
              "窗户, 窗戶, 晚饭, 晚飯, 晚餐, 午饭, 午飯, 午餐, 早饭, 早飯, 夜宵, 宵夜, 外卖, 外賣, "
              "吃什么, 吃什麼, 吃饭, 吃飯, 餐厅, 餐廳, 饭店, 飯店",
    },
}

#: Words added to the harm lexicon's groups: the vote's own name at a table ("the rule
#: round", "Regelrunde"), and a state of the game a condition may pick a player by (R-VOTE-2:
#: "players already out"; playing on).
EXTRA: dict[str, dict[str, str]] = {
    "vote": {
        "en": "rule round, rules round, voting round, show of hands",
        "de": "regelrunde*, abstimmungsrunde*",
        "nl": "regelronde*, stemronde*, handopsteking, gestemd",
        "tr": "kural turu, oylama turu, oylan*",
        "zh": "规则轮, 規則輪, 表决环节, 表決環節, 投票环节, 投票環節, 举手表决, 舉手表決",
    },
    "game_fact": {
        "en": "finished, done, keep+ playing, plays on",
        "de": "fertig, weiterspiel*, ausgeschieden",
        "nl": "klaar, doorspe*, speelt ~ door",
        "tr": "bitir*, bitmiş, çıkmış, devam ed*",
        "zh": "出完, 出局, 继续玩, 繼續玩",
    },
}

PROCEDURES.update(TIMES)  # the vote's time and conditions (language/text/vote_time.py)
