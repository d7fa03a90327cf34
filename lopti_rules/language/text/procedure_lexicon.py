"""The words of the table's procedures, read by language/text/procedures.py (issue 29, round 5).

When the rule vote is held and what passes it (R-VOTE-1, R-VOTE-2), how a tie is broken
(R-VOTE-10, R-ROSHAMBO-1, R-ROSHAMBO-2), who reads an unclear rule (R-CUSTOM-5, R-FAQ-5,
R-SESSION-3) and an agreement a text claims for the table (R-CUSTOM-3). The same entry
syntax as harm_lexicon.py (``stem*``, ``word+``, ``a ~ b``, Chinese by substring); merged
into its :data:`~lopti_rules.language.text.harm_lexicon.GROUPS` by clause_lexicon.py.
"""

from __future__ import annotations

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
              "letzte runde, letzten runde",
        "nl": "pas na, pas ~ na, pas als, pas aan, pas op, pas bij, uitstel*, uitgesteld, "
              "schuiven ~ op, schuift ~ op, verschuiv*, verschoven, aan het eind*, op het eind*, "
              "laatste ronde, tot het eind*, wachten tot",
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
        "zh": "占用, 用掉, 阻止, 妨碍, 妨礙, 别忘, 別忘, 不要忘, 记得, 記得",
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
        "en": "stands, holds, prevails, is final, binding, is law, applies",
        "de": "gilt, maßgeblich, massgeblich, verbindlich, ist gesetz",
        "nl": "geldt, bindend, doorslaggevend, is wet",
        "tr": "geçerli*, esas*, bağlayıcı, kesin*",
        "zh": "为准, 為準, 算数, 算數, 说了算, 說了算, 作准",
    },
    "exclusive": {  # ... or kept for one player ("only the winner may interpret it")
        "en": "only, alone, solely",
        "de": "nur, allein, ausschließlich, ausschliesslich",
        "nl": "alleen, enkel, uitsluitend",
        "tr": "sadece, yalnız*, tek başına",
        "zh": "只有, 只能, 仅, 僅, 唯独, 唯獨",
    },
    "creator": {  # whoever made the rule: the reading is theirs (R-CUSTOM-5)
        "en": "creator, maker, author, inventor, whoever made, who made, whoever wrote, "
              "who wrote, who invented, whoever invented",
        "de": "urheber*, erfinder*, ersteller*, wer ~ erfunden, wer ~ aufgestellt",
        "nl": "maker, bedenker*, opsteller*, wie ~ bedacht, wie ~ verzonnen",
        "tr": "yaratıcı*, kuralı koyan, kuralı yapan, kuralı getiren, kuralı uyduran, "
              "kuralın sahibi",
        "zh": "定规则的, 定規則的, 立规则的, 立規則的, 规则的作者, 規則的作者, 创造者, 創造者, "
              "作者, 提出规则的, 提出規則的",
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
              "common consent, as decided",
        "de": "zugestimmt, abgemacht, vereinbart, einverstanden, beschlossen, wie besprochen",
        "nl": "afgesproken, ingestemd, akkoord, overeengekomen, besloten, zoals besproken",
        "tr": "kabul ettiği*, kabul etti*, kabul edildi*, onayladı*, onaylandı*, anlaştı*, "
              "anlaşıldığı, kararlaştırıl*",
        "zh": "同意了, 都同意, 说好, 說好, 约好, 約好, 商量好, 约定, 約定, 答应了, 答應了",
    },
    "conditional": {  # ... asked or made a condition, it is no claim ("if everyone agrees")
        "en": "if, unless, whether",
        "de": "wenn, falls, sofern, ob",
        "nl": "als, indien, mits",
        "tr": "eğer, olursa",
        "zh": "如果, 要是, 假如, 是否, 吗, 嗎",
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
        "tr": "kural turu, oylama turu",
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
