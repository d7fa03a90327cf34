"""The words of a rule of play said in free text, read by language/text/play_readings.py.

A ``says``/``does`` text that lays down a rule of play (who is or is not out, cards moved
back out of the cleared cards, a count that grows each round, a rule from round N on) is
a rule the game never sees and the checks never read (R-CUSTOM-2, R-CUSTOM-3). The words
are a table's words for the game's mechanics, taken from the official cards in the five
languages (Nachziehstapel, abräumen, aufnehmen; trekstapel, afruimen, uitgaan; çekme
destesi, temizlemek; 摸牌堆, 清牌, 出完). The same entry syntax as harm_lexicon.py
(``stem*``, ``word+``, ``a ~ b``, Chinese by substring); merged into its
:data:`~lopti_rules.language.text.harm_lexicon.GROUPS` by clause_lexicon.py. Every group
starts with ``play_`` so no other reading meets it.
"""

from __future__ import annotations

#: group -> language -> entries.
PLAY: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------ where cards are
    # the cards a clear took out of play (R-CLEAR-3: out for the round unless a rule's
    # action brings them back)
    "play_cleared": {
        "en": "cleared card*, cleared pile*, cleared stack*, discard pile*, discarded card*, "
              "discards, removed card*, dead card*, cards ~ cleared",
        "de": "abgeräumt*, abgeraeumt*, geräumt*, geraeumt*, weggeräumt*, ablagestapel*, "
              "abwurfstapel*, abgelegte karten, aus dem spiel genommen*",
        "nl": "afgeruimd*, opgeruimd*, geruimd*, weggeruimd*, aflegstapel*, afgelegde kaarten, "
              "weggelegde kaarten",
        "tr": "temizlenen*, temizlenmiş*, atılan kart*, atılmış kart*, atılan*",
        "zh": "清空的牌, 清掉的牌, 清走的牌, 清出的牌, 清除的牌, 清理的牌, 清掉的, 弃牌, "
              "棄牌, 移出的牌, 打掉的牌",
    },
    # a place a card may be put back into: the draw pile, the pile, a hand
    "play_zone": {
        "en": "draw pile*, draw deck*, deck, stock, the pile, hand, hands",
        "de": "nachziehstapel*, ziehstapel*, stapel*, talon, deck, hand, hände, haende",
        "nl": "trekstapel*, stapel*, pot, deck, hand, handen",
        "tr": "çekme deste*, deste*, destesi*, destesine, yığın*, eline, ellerine",
        "zh": "摸牌堆, 抽牌堆, 牌堆, 牌库, 牌庫, 手牌, 手里, 手裡, 手上",
    },
    "play_back": {  # ... back into it
        "en": "back, return+, again",
        "de": "zurück*, zurueck*, wieder*",
        "nl": "terug*, opnieuw",
        "tr": "geri*, tekrar, yeniden",
        "zh": "放回, 洗回, 加回, 收回, 回到, 重新",
    },
    "play_mix": {  # ... by shuffling, putting or adding
        "en": "shuffle+, shuffled, mix+, put+, add+, go into, goes into, come+ into",
        "de": "gemischt, misch*, untergemischt, untermisch*, gelegt, leg*, kommen, kommt, "
              "hinzugefügt",
        "nl": "geschud, schud*, gemengd, meng*, gelegd, leg*, gaan, gaat, toegevoegd",
        "tr": "karıştır*, eklen*, konur, konul*, katıl*",
        "zh": "洗, 混, 放, 加入",
    },
    # ------------------------------------------------------------ who is out
    # going out and winning (R-WIN-1), as a state a sentence says of a player
    "play_status": {
        "en": "out, is out, are out, counts as out, go out, goes out, gone out, going out, "
              "is finished, win, wins, won, winning",
        "de": "raus, draußen, draussen, fertig, ausgeschieden, rausgeh*, geht raus, "
              "gewinnt, gewonnen",
        "nl": "uit, uitga*, gaat uit, klaar, wint, gewonnen",
        "tr": "çıkmış*, çıktı*, çıkar, çıkamaz, çıkmaz, bitmiş*, bitirmiş*, bitiremez, "
              "kazanmış*, kazanamaz, kazanmaz",
        "zh": "出完, 出局, 走了, 算赢, 算贏, 赢了, 贏了, 获胜, 獲勝",
    },
    "play_denied": {  # ... denied it: a win or a going out that does not count
        "en": "not, never, no longer, doesn t, dont, don t, doesnt, cannot, can t, cant",
        "de": "nicht, nie, niemals, kein*",
        "nl": "niet, nooit, geen",
        "tr": "değil, sayılmaz, çıkamaz, çıkmaz, bitiremez, kazanamaz, kazanmaz, olmaz",
        "zh": "不算, 不能, 不会, 不會, 没有, 沒有, 无效, 無效",
    },
    # a clause that picks a player by what they do: the frame of a rule ("whoever ...
    # is ...", "wer ..., ...", "wie ..., ...", "... -en oyuncu", "...的人")
    "play_whoever": {
        "en": "whoever, anyone who, a player who, the player who, if, when, whenever",
        "de": "wer, wenn, falls, sobald",
        "nl": "wie, als, wanneer, zodra, degene die",
        "tr": "eğer, olursa, oyuncu, kişi",
        "zh": "谁, 誰, 的人, 的玩家, 如果, 的话, 的話",
    },
    # a card or the pile: what makes the sentence about the game
    "play_object": {
        "en": "card*, pile*, deck, hand, ace+, king+, queen+, jack+, 2, 3, 4, 5, 6, 7, 8, 9, "
              "10, two, three, seven, ten",
        "de": "karte*, stapel*, hand, ass, asse, könig*, dame*, bube*, 2, 3, 4, 5, 6, 7, 8, "
              "9, 10, zwei, drei, sieben, zehn",
        "nl": "kaart*, stapel*, hand, aas, heer, vrouw, boer, 2, 3, 4, 5, 6, 7, 8, 9, 10, "
              "twee, drie, zeven, tien",
        "tr": "kart*, deste*, yığın*, as, papaz, kız, vale, 2, 3, 4, 5, 6, 7, 8, 9, 10",
        "zh": "牌, 张, 張",
    },
    # ------------------------------------------------------------ counts and clocks
    # a rule from a round on ("from round ten on", "ab der zehnten Runde", "vanaf ronde
    # 10", "onuncu turdan itibaren", "从第十局起"): base Lopti has no round clock
    "play_clock": {
        "en": "from round, from the ~ round, after round, after the ~ round, starting ~ round, "
              "from game, from the ~ game, beyond round",
        "de": "ab der ~ runde, ab runde, nach der ~ runde, ab dem ~ spiel, ab spiel, "
              "von der ~ runde an, ab der ~ partie",
        "nl": "vanaf ronde, vanaf de ~ ronde, na ronde, na de ~ ronde, vanaf het ~ spel, "
              "vanaf spel",
        "tr": "turdan itibaren, turdan sonra, elden itibaren, elden sonra, oyundan itibaren",
        "zh": "局起, 局以后, 局以後, 局之后, 局之後, 局开始, 局開始, 轮起, 輪起, 轮以后, "
              "輪以後, 轮开始, 輪開始",
    },
    # a count that grows each round ("one more each round", "jede Runde eine mehr",
    # "每局多抽一张"): base Lopti has no count that grows
    "play_each": {
        "en": "each round, every round, each game, every game, per round, round after round, "
              "each new round, every new round",
        "de": "jede runde, jeder runde, jedes spiel, pro runde, von runde zu runde, "
              "jede neue runde",
        "nl": "elke ronde, iedere ronde, per ronde, elk spel, ieder spel, "
              "elke nieuwe ronde",
        "tr": "her tur*, her el, her elde, her oyun*, tur başına",
        "zh": "每局, 每轮, 每輪, 每盘, 每盤, 每一局, 每一轮, 每一輪, 比上一局, 比上局, 逐局",
    },
    "play_more": {
        "en": "one more, more than, more cards, extra, another card, double+, increase+, "
              "grow+",
        "de": "mehr, noch eine, zusätzlich*, zusaetzlich*, extra, doppelt*, verdoppel*, "
              "wächst, waechst",
        "nl": "meer, extra, nog een, dubbel*, verdubbel*, groeit",
        "tr": "fazla, fazladan, ekstra, iki katı, artar, artır*",
        "zh": "多抽, 多摸, 多拿, 多一张, 多一張, 加倍, 翻倍, 额外, 額外",
    },
    # a move of cards a text may make a rule of (R-DRAW, R-TURN-2)
    "play_move": {
        "en": "draw+, drew, drawn, pick+ up, picked up, take+ ~ card*, take+ ~ pile, "
              "takes up",
        "de": "zieh*, zieht, gezogen, nimmt ~ auf, nehm* ~ auf, aufnehm*, aufgenommen",
        "nl": "trek*, trekt, getrokken, pak*, pakt, neem* ~ op, neemt ~ op, opgepakt",
        "tr": "çek*, çeker, alır, alsın, toplar, toplasın",
        "zh": "抽, 摸, 拿, 捡起, 撿起, 收起",
    },
}

__all__ = ["PLAY"]
