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
        "tr": "anne*, baba*, ebeveyn*, babaanne*, anneanne*, dede*, nine*, patron*, "
              "iş arkadaş*, öğretmen*, komşu*, eski sevgili*, teyze*, hala*, amca*, "
              "dayı*, abla*, ağabey*",
        "zh": "妈妈, 媽媽, 母亲, 母親, 爸爸, 父亲, 父親, 父母, 奶奶, 爷爷, 爺爺, 外婆, 外公, "
              "老板, 老闆, 上司, 同事, 老师, 老師, 邻居, 鄰居, 房东, 房東, 前任, 前男友, 前女友, "
              "阿姨, 叔叔",
    },
}


__all__ = ["OUTSIDERS"]
