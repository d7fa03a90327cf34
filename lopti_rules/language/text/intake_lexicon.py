"""The slots of a substance taken on demand and of a person's own need met, in the five
languages (issue 29, session 42: R-CUSTOM-3, R-CUSTOM-4).

Read by language/text/intake.py and language/text/own_need.py; merged into the judge's
lexicon by language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``,
``word+``, ``a ~ b``, Chinese by substring). The languages' ordinary words for each slot:

- ``sb_thing``: **something taken into a body that is no food**: a medicine in any form
  (pill, tablet, capsule, syrup, drops, spray), a remedy or supplement (vitamins, an
  antacid), a stimulant or a sedative (an energy shot, a sleeping pill, snuff), or a
  condiment taken by the spoon (vinegar, hot sauce); German and Dutch compounds are read
  by their last part in intake.py (Kopfschmerztablette, slaappil);
- ``sb_take``: **taking it in**: the verbs a medicine is taken with, given with or put up
  the nose with (take, pop, sniff, spray; nehmen, einnehmen, einflößen; nemen, innemen,
  toedienen, snuiven; almak, içirmek, yutmak, sıkmak; 服, 灌, 喷, 吸), beside the eating and
  drinking words harm_lexicon.py reads as LP701;
- ``sb_own``: **one's own, at its own time**: "on time", "at its time", "rechtzeitig",
  "op tijd", "saatinde", 按时 (a medicine one takes on one's own schedule);
- ``nm_need``: **a need of the person's own**: having to, being ill or having a cold
  ("needs to", "muss", "moet", "gereken", 需要, 感冒);
- ``nm_wait``: **the table waits** ("we wait", "the game waits", "wir warten", "het spel
  wacht", "bekleriz", 我们等), or the game goes on for the others ("the game goes on",
  "wir spielen weiter", "het spel gaat door", "oyun devam eder", 继续玩: session 48);
- ``nm_cost``: **a cost laid on someone**: a card drawn, a turn lost, sitting out, a
  payment, a penalty, a drink of alcohol, the game or the round lost or a turn skipped
  ("counts as having lost", "wordt overgeslagen", 算他输: session 48).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
INTAKE: dict[str, dict[str, str]] = {
    "sb_thing": {
        "en": "pill, pills, tablet, tablets, capsule*, medicine*, medication*, meds, "
              "painkiller*, aspirin*, paracetamol, ibuprofen, antacid*, vitamin*, "
              "cough syrup*, syrup, cough drop*, lozenge*, nasal spray*, nose spray*, "
              "snuff, laxative*, antihistamine*, sleeping pill*, sedative*, "
              "energy shot*, energy drink*, caffeine pill*, supplement*, vinegar, "
              "hot sauce, fish oil, cod liver oil",
        "de": "tablette*, pille*, kapsel*, medizin*, medikament*, arznei*, schmerzmittel*, "
              "aspirin*, paracetamol, ibuprofen, vitamin*, hustensaft*, sirup, "
              "nasenspray*, schnupftabak*, schnupf*, abführmittel*, beruhigungsmittel*, "
              "energydrink*, energy shot*, essig*, lebertran, tropfen",
        "nl": "pil, pillen, pilletje*, tablet*, capsule*, medicijn*, medicatie, "
              "pijnstiller*, aspirine, paracetamol, ibuprofen, vitamine*, hoestdrank*, "
              "hoestsiroop*, siroop, neusspray*, snuiftabak*, snuif, laxeermiddel*, "
              "slaappil*, kalmeringsmiddel*, energiedrank*, azijn, levertraan, druppels",
        "tr": "hap, hapı, hapını, hapının, haplar*, hapları*, ilaç, ilacı, ilacını, ilacının, "
              "ilaçlar*, "
              "tablet*, kapsül*, ağrı kesici*, aspirin*, parol, vitamin*, şurup*, şurubu*, "
              "burun sprey*, sprey*, enfiye*, müshil*, enerji içeceğ*, sirke*, acı sos*, "
              "balık yağı",
        "zh": "药, 藥, 胶囊, 膠囊, 维生素, 維生素, 糖浆, 糖漿, 喷雾, 噴霧, 鼻烟, 鼻煙, 醋, "
              "辣椒酱, 辣椒醬, 能量饮料, 能量飲料, 阿司匹林, 止咳, 鱼油, 魚油, 泻药",
    },
    "sb_take": {
        "en": "take+, took, taken, pop+, sniff+, snort+, inhale+, spray+, gulp+, chew+, "
              "suck+, administer+, dose+, downs, downed",
        "de": "nimm, nimmt, nehme, nehmen, nehmt, genommen, einnehmen, eingenommen, "
              "einflöß*, eingeflößt, eingeflösst, sprüh*, spruh*, schnupf*, inhalier*, "
              "kau, kaut, kauen, lutsch*, verabreich*, runterschluck*",
        "nl": "neem, neemt, nemen, genomen, innemen, ingenomen, toedien*, toegediend, "
              "spuit, spuiten, gespoten, snuif, snuift, snuiven, gesnoven, inhaleer*, "
              "kauw*, zuig*",
        "tr": "al, alır, alırım, alsın, alacak, alıyor, içirilir, içiril*, içirir*, içir, "
              "yutar, yutarım, yutsun, yutacak, yutulur, sıkar, sıksın, sıkılır, çeker, "
              "çeksin, çekilir, çiğner*, kullanır, kullansın",
        "zh": "服, 灌, 喷, 噴, 吸, 嚼, 含, 吞, 吃, 喝",
    },
    "sb_own": {
        "en": "on time, on schedule, at its time, when it is due, when due, "
              "time for your own, time for their own, time for his own, time for her own, "
              "time for my own",
        "de": "rechtzeitig, pünktlich, zur gewohnten zeit, wenn es zeit ist",
        "nl": "op tijd, op het juiste tijdstip, op het gewone tijdstip",
        "tr": "saatinde, vaktinde, zamanında, içme saati gelen, alma saati gelen",
        "zh": "按时, 按時, 到点, 到點, 准时, 準時, 吃药时间, 吃藥時間, 吃药的时间, 吃藥的時間",
    },
    "nm_need": {
        "en": "needs to, need to, has to, have to, must, has a cold, have a cold, "
              "feels sick, feel sick, feels ill, feel ill, is sick, is ill, feels unwell, "
              "needs their, needs his, needs her, need their, need your, needs a, "
              "children at home, kids at home, kid at home, child at home, baby at home",
        "de": "muss, müssen, musst, erkältet, krank, unwohl, braucht, brauchen, "
              "kinder zu hause, kind zu hause, kinder daheim",
        "nl": "moet, moeten, verkouden, ziek, misselijk, nodig, kinderen thuis, kind thuis",
        "tr": "gereken, gerekirse, gerekiyorsa, lazım, hasta, rahatsız, çocuğu evde, "
              "çocukları evde",
        "zh": "需要, 要吃药, 要上厕所, 要打电话, 感冒, 生病, 不舒服, 按时吃药, 要去接, "
              "要送孩子, 家里有孩子, 家裡有孩子",
    },
    "nm_wait": {
        "en": "we wait, we ll wait, we will wait, we all wait, game waits, table waits, "
              "game pauses, we pause, pause the game, pauses the game, wait for them, "
              "wait for you, the rest of you wait, table pauses, we pause for, "
              "no penalty, without penalty, without a penalty, penalty free, "
              "game goes on, game continues, games go on, we play on, we keep playing, "
              "play on without, we carry on",
        "de": "wir warten, warten wir, runde wartet, spiel wartet, tisch wartet, "
              "wir halten an, halten wir an, wir pausieren, ihr wartet, tisch pausiert, "
              "runde pausiert, ohne strafe, straffrei, spielen ~ weiter, spiel geht weiter, "
              "spiel läuft weiter, runde geht weiter",
        "nl": "wij wachten, we wachten, wachten we, spel wacht, tafel wacht, ligt stil, "
              "wachten wij, tafel pauzeert, spel pauzeert, pauzeren we, pauzeren wij, "
              "zonder straf, strafvrij, spel gaat ~ door, spelen ~ door, spelen ~ verder, "
              "potje gaat ~ door",
        "tr": "bekleriz, bekleyelim, bekleyeceğiz, bekliyoruz, oyun bekler, masa bekler, "
              "oyun durur, siz beklersiniz, ceza yok, cezasız, ceza almadan, "
              "oyun ~ devam eder, oyuna ~ devam ederiz, oyun sürer",
        "zh": "我们等, 我們等, 等你, 等着, 等著, 大家等, 暂停, 暫停, 不受任何惩罚, "
              "不受惩罚, 不受懲罰, 没有惩罚, 沒有懲罰, 继续玩, 繼續玩, 接着玩, 接著玩, "
              "游戏继续, 遊戲繼續, 照常玩, 继续打, 繼續打",
    },
    "nm_cost": {
        "en": "draw+ ~ card*, lose+ ~ turn, miss+ ~ turn, skip+ ~ turn, sit+ out, "
              "sits out, pay+, penalty, penalties, beer*, shot, shots, schnapps, vodka, "
              "counts as having lost, counts as lost, counts as a loss, lose+ the game, "
              "lose+ the round, lose+ this round, is skipped, gets skipped, are skipped",
        "de": "zieh* ~ karte*, nimmt ~ karte*, setzt ~ aus, aussetzen, zahl*, bezahl*, "
              "strafe*, verliert ~ zug, schnaps*, bier*, kurzer, gilt als verloren, "
              "verliert ~ spiel, verliert ~ runde, übersprungen, uebersprungen",
        "nl": "trek* ~ kaart*, beurt kwijt, slaat ~ over, betaal*, straf*, "
              "verliest ~ beurt, bier*, jenever, borrel*, telt als verloren, geldt als verloren, "
              "verliest ~ spel, verliest ~ ronde, verliest ~ potje, overgeslagen",
        "tr": "kart çek*, kart al*, sıra* ~ kaybed*, pas geç*, öder, ödesin, ceza*, "
              "rakı*, bira*, kaybetmiş sayılır, yenilmiş sayılır, oyunu kaybeder, eli kaybeder, "
              "turu kaybeder, atlanır",
        "zh": "罚, 抽牌, 摸牌, 跳过, 出局, 付钱, 交钱, 酒, 算输, 算他输, 算她输, 算輸, 判负, "
              "判負, 输掉, 輸掉",
    },
}

__all__ = ["INTAKE"]
