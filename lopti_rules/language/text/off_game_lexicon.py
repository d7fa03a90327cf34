"""The slots of a game cost laid on what a person does off the cards, in the five languages
(issue 29, session 30: R-TURN-2, R-CUSTOM-1, R-CUSTOM-3, R-WIN-3).

Read by language/text/off_game.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary words for each slot, not the
wordings of examples:

- ``og_talk``: **speaking at the table**: talks, speaks, chats, says a word, makes a sound
  (redet, spricht, ein Wort; praat, spreekt, een woord; konuşan, ağzını açan; 说话, 出声,
  开口). "Says" alone is no slot: a game call ("whoever says Lopti first") is said;
- ``og_ask``: **asking**, about a rule or anything: asks, a question (fragt, Frage; vraagt,
  een vraag; soran, soru; 问, 提问);
- ``og_need``: **a body's need or leaving the table**: the toilet, the loo, a break,
  getting up, leaving the table (Toilette, Klo, Pause, aufstehen; wc, plassen, pauze, van
  tafel; tuvalet, mola, masadan kalkan; 厕所, 洗手间, 离席, 起身);
- ``og_cost``: **a cost in the game**: picks up the pile, draws cards, finishes or is placed
  last, sits a turn out (nimmt den Stapel, zieht Karten, wird Letzter, setzt aus; pakt de
  stapel, trekt kaarten, wordt laatste, beurt over; yığını alır, kart çeker, sonuncu, pas
  geçer; 收走, 摸牌, 最后一名, 停一轮);
- ``og_free``: **the cost denied**: no penalty, nobody draws, nothing is lost (keine
  Strafe, zieht nicht; geen straf, trekt niet; ceza yok, çekmez; 不罚, 不用摸);
- ``og_again``: **the act taken up again** in a sentence of its own, after a ban ("Nobody
  says a word. Whoever does picks up the pile"): whoever does, wer es doch tut, wie het
  toch doet, yapan, 谁违反.
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
OFF_GAME: dict[str, dict[str, str]] = {
    "og_talk": {
        "en": "talk+, speak+, spoke, chat+, says a word, say a word, said a word, says anything, "
              "say anything, makes a sound, make a sound, makes a noise, utter+, a peep",
        "de": "redet, reden, redest, spricht, sprechen, sprichst, quatsch*, plauder*, "
              "ein wort, einen mucks, mucks*, schwatz*, schwätz*",
        "nl": "praat, praten, praatte, kletst, kletsen, spreekt, spreken, een woord, "
              "een geluid, iets zegt, kwebbel*",
        "tr": "konuşan*, konusan*, konuşur*, konusur*, konuşma*, konusma*, ağzını açan*, "
              "agzini acan*, ses çıkaran*, ses cikaran*, laf eden*",
        "zh": "说话, 說話, 讲话, 講話, 出声, 出聲, 开口, 開口, 吭声, 吭聲, 聊天, 说一句, 說一句",
    },
    "og_ask": {
        "en": "ask+, asked",
        "de": "fragt, fragen, fragst, nachfragt, nachfragen, eine frage, frage stellt",
        "nl": "vraagt, vragen, vraag, vroeg, een vraag",
        "tr": "soran*, sorar*, sorsa*, soru, sorusu*, soruyu*, soru için, soru icin",
        "zh": "问, 問, 提问, 提問, 打听, 打聽",
    },
    "og_need": {
        "en": "toilet*, loo, bathroom*, restroom*, the gents, the ladies, leave+ the table, "
              "leave+ ~ table, get+ up, got up, take+ a break, on a break, smoke break*, pee, "
              "to the wc",
        "de": "toilette*, klo, wc, aufsteh*, steht ~ auf, verlässt ~ tisch, verlaesst ~ tisch, "
              "vom tisch, pause*, raus muss, pinkeln",
        "nl": "wc, toilet*, plassen, plast, opstaat, opstaan, van tafel, pauze*, naar buiten",
        "tr": "tuvalet*, masadan kalk*, masadan ayrıl*, masadan ayril*, kalkan*, mola*",
        "zh": "厕所, 廁所, 洗手间, 洗手間, 卫生间, 衛生間, 离席, 離席, 离开座位, 離開座位, "
              "离开桌, 離開桌, 起身, 上厕所",
    },
    "og_cost": {
        "en": "pick+ up the pile, pick+ ~ pile, take+ ~ pile, took ~ pile, take+ up the pile, "
              "draw+ ~ card*, draw+ two, draw+ one, draw+ three, finish+ last, placed last, "
              "place+ last, come+ last, end+ last, ends up last, last place, sit+ out, "
              "miss+ ~ turn, lose+ ~ turn, skip+ ~ turn",
        "de": "nimmt ~ stapel, nehmen ~ stapel, stapel ~ auf, zieht ~ karte*, ziehen ~ karte*, "
              "zieht eine, zieht zwei, zieht drei, wird letzter, wird letzte, als letzter, "
              "als letzte, letzter platz, letzten platz, setzt ~ aus, aussetzen",
        "nl": "pakt ~ stapel, pakken ~ stapel, neemt ~ stapel, stapel ~ op, trekt ~ kaart*, "
              "trekken ~ kaart*, wordt laatste, als laatste, laatste plaats, beurt over, "
              "slaat ~ over",
        "tr": "yığın* ~ al*, yigin* ~ al*, kart çek*, kart cek*, kart alır, "
              "kart alir, sonuncu*, son sıra*, son sira*, son olur, pas geç*, pas gec*, "
              "sırası geç*, sirasi gec*",
        "zh": "收走, 整叠牌, 整疊牌, 收牌, 摸牌, 摸一张, 摸一張, 摸两张, 摸兩張, 抽一张, 抽一張, "
              "抽两张, 抽兩張, 罚一张, 罰一張, 罚两张, 罰兩張, 最后一名, 最後一名, 算最后, 算最後, "
              "垫底, 墊底, 停一轮, 停一輪",
    },
    "og_free": {
        "en": "no penalty, without penalty, no punishment, nothing happens, loses nothing, "
              "loses anything, doesn t draw, does not draw, don t draw, never draws, "
              "nobody draws, no one draws, nobody picks, no one picks",
        "de": "keine strafe, ohne strafe, strafe gibt es keine, zieht nicht, zieht keine, "
              "niemand zieht, keiner zieht, verliert nichts",
        "nl": "geen straf, zonder straf, trekt niet, trekt geen, niemand trekt, verliest niets, "
              "verliest niks",
        "tr": "ceza yok, cezası yok, cezasi yok, cezasız, cezasiz, çekmez, cekmez, "
              "kimse çekmez, kaybetmez",
        "zh": "不罚, 不罰, 不用摸, 不摸, 不用收, 没有惩罚, 沒有懲罰",
    },
    "og_again": {
        "en": "whoever does, anyone who does, who does, whoever does so, if they do, if you do",
        "de": "wer es tut, wer es doch tut, wer das tut, wer es trotzdem tut",
        "nl": "wie het doet, wie het toch doet, wie dat doet, wie dat toch doet",
        "tr": "yapan*, yaparsa",
        "zh": "谁违反, 誰違反, 违反的人, 違反的人, 谁这样做, 誰這樣做",
    },
}

__all__ = ["OFF_GAME"]
