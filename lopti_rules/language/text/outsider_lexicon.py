"""The slots of a demand that reaches someone outside the table, in the five languages
(issue 29, session 27: R-CUSTOM-3).

Read by language/text/outsiders.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot:

- ``os_reach``: **reaching someone who is not here**: calling, ringing, texting,
  messaging, writing to, mailing (call, phone, text, message, write to; anrufen,
  schreiben, eine Nachricht schicken; bellen, appen, sms'en, een bericht sturen; aramak,
  mesaj atmak, yazmak; 打电话, 发信息, 发短信, 发消息);
- ``os_person``: **a person of the player's life**, not of the table: a parent, a
  grandparent, the boss, a colleague, a teacher, a neighbour, a landlord, an ex, a crush
  (Mutter, Chef, Nachbar, Kollege; moeder, baas, buurman, collega; anne, patron, komşu,
  öğretmen; 妈妈, 老板, 邻居, 同事, 前任).

The host is a person of the table (the Turkish "ev sahibi" is left out: it is the host).
A word is read only in its own language (onlookers.py): Turkish "son" is "last", not a son,
English "nine" no Turkish grandmother; and words that are also common words of their own
language are left out ("hala", "still", for an aunt; "sevgili", "dear"; "eşi", a card's
pair). A neighbour is a person of the table, the next seat, unless said to live near
("next door", "nebenan", "de buren", "komşular", 邻居家).

Read by language/text/onlookers.py (session 40), a person at hand who does not play:

- ``ol_watch``: **someone said not to play**: an onlooker, a spectator, whoever only
  watches, whoever is not playing (Zuschauer, wer nur zuschaut, wer nicht mitspielt;
  toeschouwer, wie alleen kijkt, wie niet meespeelt; seyirci, izleyen, oynamayan; 观众,
  旁观的人, 不玩的);
- ``ol_home``: **someone of the household**: a flatmate, a partner, the children (Mitbewohner,
  Partnerin, Kinder; huisgenoot, vriendin, kinderen; ev arkadaşı, sevgili, çocuklar; 室友,
  女朋友, 孩子). Said with a duty they are someone the rule reaches without their word;
- ``ol_duty``: **a service at the table** the other slots of a duty leave out: rinsing,
  wiping, topping up, serving (spült, wischt, schenkt nach; spoelt, veegt, serveert;
  yıkar, siler, servis eder).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
OUTSIDERS: dict[str, dict[str, str]] = {
    "os_reach": {
        "en": "call+, calls, called, phone+, ring+, rings, rang, text+, texts, message+, "
              "write+ to, writes to, wrote to, email+, e mail+, dm, dms, facetime+, "
              "video call+, voice message+",
        "de": "ruf ~ an, ruft ~ an, rufen ~ an, anrufen, anruft, anzurufen, angerufen, "
              "schreib*, nachricht*, sms, simse*, mail*, textet, texten",
        "nl": "bel, belt, bellen, belde, opbellen, app, appt, appen, sms, smst, sms en, "
              "bericht*, stuur*, mail*, schrijf*",
        "tr": "ara, arar, arasın, arayıp, arayacak, araması, aramalı, arayarak, aradığı, "
              "mesaj*, yazar, yazsın, yazıp, yazmalı, sms*, e posta*",
        "zh": "打电话, 打電話, 打个电话, 打個電話, 发信息, 發信息, 发短信, 發短信, 发消息, "
              "發消息, 发微信, 發微信, 视频通话, 視頻通話, 语音, 語音, 留言",
    },
    "os_person": {
        "en": "mother, mom, mum, mommy, mummy, father, dad, daddy, parents, grandma, "
              "grandmother, granny, grandpa, grandfather, boss, colleague*, coworker*, "
              "teacher*, neighbour*, neighbor*, landlord*, landlady, ex, exes, "
              "ex boyfriend, ex girlfriend, crush, aunt, uncle, sister, brother",
        "de": "mutter, mama, mutti, vater, papa, vati, eltern, oma, opa, großmutter, "
              "großvater, chef, chefin, kolleg*, lehrer*, nachbar*, vermieter*, ex, "
              "exfreund*, schwarm, tante, onkel, schwester, bruder",
        "nl": "moeder, mama, mam, vader, papa, pap, ouders, oma, opa, baas, collega*, "
              "leraar, lerares, juf, meester, buurman, buurvrouw, buren, huisbaas, ex, "
              "tante, oom, zus, broer",
        "tr": "anne, annem*, annen*, annesi*, anneye, anneler*, baba, babam*, baban*, "
              "babası*, babaya, ebeveyn*, babaanne*, anneanne*, dede, dedem*, deden*, "
              "dedesi*, dedeye, nine, ninem*, ninen*, ninesi*, nineye, patron*, "
              "iş arkadaş*, öğretmen*, komşu*, eski sevgili*, teyze*, halam*, halan*, "
              "halası*, amca*, dayı*, abla, ablam*, ablan*, ablası*, ablaya, ağabey*",
        "zh": "妈妈, 媽媽, 母亲, 母親, 爸爸, 父亲, 父親, 父母, 奶奶, 爷爷, 爺爺, 外婆, 外公, "
              "老板, 老闆, 上司, 同事, 老师, 老師, 邻居, 鄰居, 房东, 房東, 前任, 前男友, 前女友, "
              "阿姨, 叔叔",
    },
    "ol_watch": {
        "en": "onlooker*, spectator*, bystander*, watcher*, audience, only watching, "
              "just watching, only watches, just watches, only watch, is watching, "
              "are watching, whoever watches, who watches, who watch, anyone watching, "
              "isn t playing, is not playing, aren t playing, are not playing, "
              "doesn t play, does not play, don t play, do not play, not playing, "
              "not taking part, isn t taking part, aren t taking part",
        "de": "zuschauer*, zaungast*, zaungäste*, nur zuschaut, nur zuschauen, nur zusieht, "
              "wer zuschaut, die zuschauen, nicht mitspielt, nicht mitspielen, "
              "nicht mitspielende*, nicht mitmacht, nicht mitmachen",
        "nl": "toeschouwer*, kijker*, alleen kijkt, alleen kijken, alleen toekijkt, "
              "alleen toekijken, wie toekijkt, niet meespeelt, niet meespelen, niet meedoet, "
              "niet meedoen",
        "tr": "oynamayan*, izleyen*, izleyici*, seyirci*, oyuna katılmayan*, "
              "oyuna katilmayan*",
        "zh": "不玩的, 没玩的, 沒玩的, 不参加的, 不參加的, 没参加的, 沒參加的, 不打牌的, 旁观, "
              "旁觀, 观众, 觀眾, 围观, 圍觀, 看热闹的, 看熱鬧的",
    },
    "ol_home": {
        "en": "flatmate*, roommate*, housemate*, girlfriend, boyfriend, wife, husband, kids, "
              "children, son, daughter",
        "de": "mitbewohner*, freundin, partnerin, ehefrau, ehemann, kinder, sohn, tochter",
        "nl": "huisgenoot, huisgenote, huisgenoten, vriendin, echtgenote, echtgenoot, "
              "kinderen, zoon, dochter",
        "tr": "ev arkadaş*, sevgilim, sevgilin, sevgilisi*, eşim, karım, kocam, çocuklar*, "
              "oğlum, kızım",
        "zh": "室友, 女朋友, 男朋友, 老婆, 老公, 妻子, 丈夫, 孩子, 儿子, 兒子, 女儿, 女兒",
    },
    "ol_duty": {
        "en": "rinse+, rinses, wipe+, wipes, wipe+ down, serve+, serves, top+ up, tops up, "
              "refill+, refills, pour+, pours, clear+ away, clears away, wash+ up, washes up",
        "de": "spült, spülen, abspülen, spült ~ ab, wäscht ~ ab, abwaschen, wischt, wischen, "
              "serviert, servieren, schenkt ~ ein, schenkt ~ nach, nachschenken, einschenken",
        "nl": "spoelt, spoelen, wast ~ af, afwassen, veegt, vegen, serveert, serveren, "
              "schenkt ~ in, schenkt ~ bij, bijschenken, inschenken",
        "tr": "yıkar, yıkasın, yıkamalı, siler, silsin, servis eder, servis yapar, doldurur",
        "zh": "冲洗, 沖洗, 擦桌, 上菜, 添酒, 倒酒, 倒茶, 续杯, 續杯",
    },
}


__all__ = ["OUTSIDERS"]
