"""The words of the rule vote's time and conditions, read by language/text/vote_time.py
(issue 29, session 19), in the five languages of the rule cards.

The vote has a time and no conditions: when the deal begins, one a round, and any player
may ask for it (R-VOTE-1, R-VOTE-2; R-CUSTOM-3: no rule may prevent voting). These are the
word classes a condition on it is read from: notice given ahead, a span of time longer than
a round, a day of the calendar, a person's presence, a form (in writing), waiting, a
restriction ("only", "must", "erst", "pas", "ancak", "才"), and a condition said not to be
needed. The same entry syntax as harm_lexicon.py (``stem*``, ``word+``, ``a ~ b``, Chinese by
substring); merged into the lexicon's groups by procedure_lexicon.py.
"""

from __future__ import annotations

#: group -> language -> entries
TIMES: dict[str, dict[str, str]] = {
    "t_ahead": {  # notice given ahead of the vote ("a day in advance", "van tevoren")
        "en": "in advance, ahead, beforehand, ahead of time, prior notice, notice, "
              "advance notice, earlier",
        "de": "vorher, im voraus, vorab, zuvor, vorankündig*, ankündigungsfrist, frist, "
              "fristen, frühzeitig, fruehzeitig",
        "nl": "van tevoren, tevoren, vooraf, vooruit, opzegtermijn, termijn, aankondigingstermijn",
        "tr": "önceden, onceden, evvelden, öncesinden, öncesinde, bildirim süresi",
        "zh": "提前, 预先, 預先, 事先, 提早",
    },
    "t_span": {  # a span of time longer than a round
        "en": "day, days, week, weeks, hour, hours, month, months, minute, minutes, "
              "overnight, fortnight",
        "de": "tag, tage, tagen, woche, wochen, stunde, stunden, monat, monate, monaten, "
              "minute, minuten",
        "nl": "dag, dagen, week, weken, uur, uren, maand, maanden, minuut, minuten",
        "tr": "gün, günü, gun, hafta, haftalık, saat, ay, dakika",
        "zh": "一天, 两天, 兩天, 三天, 一周, 一週, 一星期, 一个星期, 一個星期, 一个月, 一個月, "
              "小时, 小時, 分钟, 分鐘",
    },
    "t_calendar": {  # a day of the calendar, a time of the clock, some rounds but not all
        "en": "weekend*, monday*, tuesday*, wednesday*, thursday*, friday*, saturday*, "
              "sunday*, midnight, noon, o clock, weekday*, holiday*, birthday*, tomorrow, "
              "next week, next month, next session, even rounds, odd rounds, every other round",
        "de": "wochenende*, montag*, dienstag*, mittwoch*, donnerstag*, freitag*, samstag*, "
              "sonntag*, sonnabend*, mitternacht, uhr, feiertag*, werktag*, wochentag*, "
              "morgen, übermorgen, nächste woche, nächsten woche, geraden runden, "
              "ungeraden runden, jede zweite runde",
        "nl": "weekend*, maandag*, dinsdag*, woensdag*, donderdag*, vrijdag*, zaterdag*, "
              "zondag*, middernacht, feestdag*, werkdag*, doordeweeks, morgen, overmorgen, "
              "volgende week, even rondes, oneven rondes, even rondes, om de andere ronde",
        "tr": "hafta sonu*, haftasonu*, pazartesi*, salı*, çarşamba*, perşembe*, cuma*, "
              "cumartesi*, pazar günü*, pazarları, gece yarısı*, bayram*, tatil*, yarın*, "
              "gelecek hafta, haftaya, çift turlar*, tek turlar*",
        "zh": "周末, 週末, 周一, 周二, 周三, 周四, 周五, 周六, 周日, 週一, 週五, 週六, 週日, "
              "星期, 礼拜, 禮拜, 午夜, 半夜, 节假日, 節假日, 假日, 明天, 后天, 後天, 下周, 下週, "
              "双数局, 雙數局, 单数局, 單數局, 偶数局, 偶數局, 奇数局, 奇數局",
    },
    "t_present": {  # a person's presence made a condition
        "en": "present, at the table, in the room, is here, is there, are here, are there, "
              "around, attends, attending, votes too, also votes, votes as well, "
              "takes part, take part, joins in, join in, casts ~ vote too",
        "de": "anwesend, da ist, dabei ist, am tisch, im raum, hier ist, dabei sind, "
              "mit abstimmt, mitstimmt, mit abstimmen, mitstimmen, teilnimmt, teilnehmen, "
              "mitmacht, mitmachen",
        "nl": "aanwezig, erbij, aan tafel, er is, er zijn, hier is, in de kamer, "
              "stemt mee, meestemt, mee stemt, meedoet, doet mee, deelneemt",
        "tr": "masada*, burada*, orada*, mevcut*, hazır bulun*, odada*, oy verirse, "
              "oy kullanırsa, katılırsa, katılmadıkça, katıldığında",
        "zh": "在场, 在場, 在座, 在桌, 在的时候, 在的時候, 在时, 在時, 也投票, 也投了, "
              "参与投票, 參與投票, 参加投票, 參加投票, 一起投票, 也参与, 也參與",
    },
    "t_form": {  # a form the vote or the request must take
        "en": "in writing, on paper, signed, signature*, written request*, written notice, "
              "written application, form, forms, petition in writing",
        "de": "schriftlich*, unterschrieben, unterschrift*, formular*, auf papier",
        "nl": "schriftelijk*, op papier, handtekening*, ondertekend, formulier*",
        "tr": "yazılı, yazili, yazıyla, dilekçe*, imza*, form*",
        "zh": "书面, 書面, 签字, 簽字, 签名, 簽名, 申请书, 申請書, 表格",
    },
    "t_wait": {  # waiting before the vote
        "en": "wait+, waiting period, cooling off, cool off, at the earliest",
        "de": "warten, wartet, wartezeit*, abwarten, frühestens, fruehestens",
        "nl": "wachten, wacht, wachttijd*, op zijn vroegst, afwachten",
        "tr": "bekle*, en erken",
        "zh": "等待, 等到, 要等, 得等, 先等, 最早",
    },
    "t_must": {  # a restriction on the vote: only, must, not before
        "en": "only, must, has to, have to, need to, needs to, is required, are required, "
              "shall, not before, no sooner than, not until, earliest",
        "de": "nur, muss, müssen, muessen, erst, nicht vor, frühestens, fruehestens",
        "nl": "alleen, enkel, moet, moeten, pas, niet voor, niet eerder dan, slechts",
        "tr": "sadece, yalnız*, yalniz*, ancak, zorunlu*, şart, gerek*, mecbur*",
        "zh": "只有, 只能, 只在, 必须, 必須, 须, 須, 才能, 才可以, 才可, 才会, 才會, 得先, "
              "要先, 之后才, 之後才, 以后才, 以後才",
    },
    "t_moment": {  # one moment of the evening, not every deal: its last deal, its end
        "en": "last deal, final deal, last hand, final hand, last round, final round, "
              "end of the evening, end of the night, end of the session, end of the game night, "
              "close of the evening, evening s end, night s end, the very end",
        "de": "letzte geben, letzten geben, letzte austeilen, letzten austeilen, letzte runde, "
              "letzten runde, schlussrunde*, ende des abends, ende der sitzung, ende des "
              "spielabends, abends ende, zum schluss, am schluss",
        "nl": "laatste deal, laatste keer delen, laatste ronde, slotronde*, einde van de avond, "
              "eind van de avond, einde van de sessie, einde van de speelavond, aan het eind, "
              "op het eind, aan het einde, op het einde",
        "tr": "son dağıtım*, son dagitim*, son el, son elde, son tur, son turda, akşamın sonu*, "
              "aksamin sonu*, gecenin sonu*, oturumun sonu*, en sonda, en son elde",
        "zh": "最后一局, 最後一局, 最后一轮, 最後一輪, 最后一手, 最後一手, 最后一次发牌, "
              "最後一次發牌, 最后发牌, 最後發牌, 晚上结束, 晚上結束, 散场前, 散場前, 收尾, 最后才, "
              "最後才",
    },
    # the vote's own moment moved (vote_time.moved): a step before the deal begins (the
    # cut, the shuffle), or the deal's beginning itself named to be denied (R-VOTE-1)
    "t_predeal": {  # a moment before the deal begins: before the cut, before the shuffle
        "en": "before the cut, before cutting, before the cards are cut, before the deck is cut, "
              "before anyone cuts, before the shuffle, before shuffling, before the cards are "
              "shuffled, before the deck is shuffled, while ~ holds the deck, while ~ hold the "
              "deck, while ~ still holds the deck",
        "de": "vor dem abheben, vorm abheben, bevor abgehoben, bevor ~ abhebt, vor dem mischen, "
              "vorm mischen, bevor gemischt, bevor ~ mischt, solange ~ die karten hält, "
              "solange ~ den stapel hält",
        "nl": "voor het afnemen, voor het couperen, voordat er afgenomen, voordat er "
              "gecoupeerd, voor het schudden, voordat er geschud, voordat ~ schudt, "
              "zolang ~ de stapel vasthoudt, zolang ~ de kaarten vasthoudt",
        "tr": "kesmeden önce, kesilmeden önce, desteyi kesmeden, karıştırmadan önce, "
              "karılmadan önce, karmadan önce, deste ~ elindeyken",
        "zh": "切牌之前, 切牌前, 切牌以前, 洗牌之前, 洗牌前, 洗牌以前, 还拿着牌, 还握着牌",
    },
    "t_atdeal": {  # the deal's beginning, the vote's own moment
        "en": "when the deal begins, when the deal starts, as the deal begins, the deal has "
              "begun, the deal has started, start of the deal, beginning of the deal, "
              "when dealing starts, dealing has started, once cards are dealt, once the cards "
              "are dealt, at the deal",
        "de": "beim austeilen, beim geben, wenn das austeilen beginnt, wenn das geben beginnt, "
              "beginn des austeilens, beginn des gebens, austeilen begonnen, sobald ~ "
              "ausgeteilt",
        "nl": "bij het delen, bij het begin van het delen, begin van het delen, als het delen "
              "begint, wanneer het delen begint, het delen begonnen, zodra ~ gedeeld",
        "tr": "dağıtım başla*, dağıtımın başı*, dağıtıma başla*, dağıtırken, dağıtım "
              "sırasında, kartlar dağıtıldıktan",
        "zh": "开始发牌, 開始發牌, 发牌时, 發牌時, 发牌开始, 發牌開始, 发牌后, 發牌後",
    },
    "t_fee": {  # a price put on asking for or casting a vote
        "en": "cost+, pay+, paid, fee, fees, price, toll, charge+",
        "de": "kostet, kosten, zahl*, bezahl*, gebühr*, gebuehr*, preis",
        "nl": "kost, kosten, betaal*, betaalt, prijs, tol",
        "tr": "öde, ödem*, öder*, ödey*, öden*, ödedi*, ödes*, ode, odem*, oder*, odey*, "
              "oden*, odedi*, odes*, bedel*, ücret*, ucret*, mal olur",  # not "ödev"
        "zh": "代价, 代價, 付出, 要交, 得交, 交出, 罚一张, 罰一張, 花费, 花費",
    },
    "t_free": {  # a condition said not to be needed: the official value
        "en": "no need, no notice, without notice, not needed, needn t, don t need, do not "
              "need, doesn t need, does not need, don t have to, do not have to, any time, "
              "anytime, whenever",
        "de": "nicht nötig, nicht noetig, ohne vorankündigung, ohne voranmeldung, "
              "ohne anmeldung, ohne frist, keine frist, "
              "muss nicht, müssen nicht, jederzeit, braucht nicht",
        "nl": "niet nodig, zonder aankondiging, geen termijn, hoeft niet, hoeven niet, "
              "altijd, wanneer je wilt",
        "tr": "gerek yok, gerekmez, şart değil, her zaman, istediği zaman, haber vermeden",
        "zh": "不用, 不必, 无需, 無需, 不需要, 随时, 隨時",
    },
    # the vote counted over a span (language/text/vote_span.py): one vote each round is the
    # card's rhythm (R-VOTE-1); a count of votes for the evening or the session, or a vote
    # only every few rounds, is another one
    "t_evening": {  # the evening, the night or the session as the span of a count
        "en": "tonight, evening, evenings, night, nights, session, sessions, game night",
        "de": "heute abend, abend, abends, nacht, sitzung*, spielabend*, session*",
        "nl": "vanavond, avond, avonden, nacht, sessie*, speelavond*, spelavond*",
        "tr": "akşam*, aksam*, gece, geceler*, gecelik, oturum*, seans*",
        "zh": "今晚, 今天晚上, 整晚, 整个晚上, 整個晚上, 一晚, 每晚, 晚上, 整场, 整場, 本场, 本場, "
              "这场, 這場, 本次聚会, 本次聚會",
    },
    "t_count": {  # a number of votes a person has or casts
        "en": "once, twice, one vote, a single vote, two votes, more than once",
        "de": "einmal, einmalig, zweimal, eine stimme, einzige stimme, zwei stimmen, "
              "mehr als einmal",
        "nl": "één keer, een keer, eenmaal, twee keer, tweemaal, één stem, een stem, "
              "twee stemmen, meer dan eens",
        "tr": "bir kez, bir kere, bir defa, bir oy*, tek oy*, tek bir oy*, iki kez, "
              "iki kere, iki oy, birden fazla",
        "zh": "一次, 一票, 两次, 兩次, 两票, 兩票, 多次",
    },
    "t_each_round": {  # the count taken each round: the card's own rhythm
        "en": "each round, every round, per round, a round, each deal, every deal, per deal, "
              "in a round, in one round, in any round, each vote, every vote, per vote, "
              "each rule vote, every rule vote",
        "de": "jede runde, jeder runde, pro runde, je runde, einer runde, eine runde, "
              "pro abstimmung, jede abstimmung, jeder abstimmung, pro deal",
        "nl": "elke ronde, iedere ronde, per ronde, een ronde, één ronde, elke stemming, "
              "per stemming, iedere stemming",
        "tr": "her tur*, tur başına, tur basina, her el, el başına, bir turda, her oylama*, "
              "oylama başına",
        "zh": "每轮, 每輪, 每局, 每一轮, 每一輪, 每一局, 一轮, 一輪, 一局, 每次投票, 每回合",
    },
    "t_sparse": {  # a vote only every few rounds
        "en": "every second round, every third round, every fourth round, every fifth round, "
              "every 2nd, every 3rd, every 4th, every 5th, every ~ rounds, every few rounds, "
              "every other round, alternate rounds",
        "de": "jede zweite, jede dritte, jede vierte, jede fünfte, alle ~ runden, "
              "jeder zweiten, jeder dritten",
        "nl": "om de ronde, om de ~ rondes, om de ~ ronden, elke tweede, elke derde, "
              "iedere tweede, iedere derde",
        "tr": "iki turda bir, üç turda bir, dört turda bir, beş turda bir, birkaç turda bir, "
              "iki elde bir, üç elde bir, dört elde bir, birkaç elde bir, 2 turda bir, "
              "3 turda bir, 2 elde bir, 3 elde bir, turda bir atla*",
        "zh": "每隔, 隔一轮, 隔一輪, 隔轮, 隔輪, 每两轮, 每兩輪, 每三轮, 每三輪, 每两局, "
              "每兩局, 每三局, 每几轮, 每幾輪",
    },
}


__all__ = ["TIMES"]
