"""The slots of a player's stake in life moved by a game result, in the five languages
(issue 29, session 48: R-CUSTOM-3, R-SESSION-1).

Read by language/text/life_moved.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``lm_stake``: **what a life holds outside the game**: a living being in one's care (a
  dog, a cat, a pet; Hund, Katze, Haustier; hond, kat, huisdier; köpek, kedi; 狗, 猫,
  宠物), a possession a life runs on (a car, a flat, a booked holiday, a flight, a parking
  space; Auto, Urlaub, Stellplatz; auto, vakantie, parkeerplaats; araba, tatil, otopark;
  车, 假期, 车位), a place in a queue of life (a waiting list, a day care place, a
  student room, public housing; Warteliste, Kitaplatz; wachtlijst, studentenkamer;
  bekleme listesi, yurt; 排队, 名额, 公租房), a position (a job application, a promotion,
  a seat on a committee; Bewerbung, Beförderung, Sitz im Beirat; sollicitatie, promotie,
  zetel; iş başvurusu, terfi; 升职, 求职, 委员会的席位), a legal right (a life insurance,
  a pension; Lebensversicherung; levensverzekering; hayat sigortası; 人寿保险);
- ``lm_heir``: **a legal right named to another**: a beneficiary, an heir, one's will
  (Begünstigter, Erbe, Testament; begunstigde, erfgenaam, testament; lehtar, mirasçı,
  vasiyet; 受益人, 继承人, 遗嘱); "my will" is the speaker's own gift and not listed;
- ``lm_hand`` with a ``lm_taker``: **handed to another** (gives, hands over, transfers,
  lends, in the name of; gibt ab, überlässt, tritt ab, überschreibt; geeft, staat af,
  draagt over, leent; verir, devreder, bırakır; 让给, 送给, 交给, 转给, 改成) the winner
  (Sieger, Gewinner; winnaar; kazanan; 赢家);
- ``lm_drop``: **given up** (withdraws, turns down, gives up, cancels; zieht zurück,
  lehnt ab, verzichtet; trekt in, slaat af, ziet af van; geri çeker, reddeder, vazgeçer;
  撤回, 拒绝, 放弃);
- ``lm_loser``: **the result's bearer**: the loser, whoever loses, the last (Verlierer,
  wer verliert; verliezer, wie verliest; kaybeden; 输家, 输的人, 最后一名).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
LIFE_MOVED: dict[str, dict[str, str]] = {
    "lm_stake": {
        "en": "dog, dogs, cat, cats, pet, pets, puppy, kitten, horse, rabbit, hamster, "
              "parrot, car, cars, car keys, motorbike, flat, apartment, student room, "
              "council flat, holiday*, vacation*, flight*, trip, booking*, parking space*, "
              "parking spot*, waiting list*, day care place*, nursery place*, place in line, "
              "job application*, application*, job offer*, promotion*, "
              "committee*, board seat*, life insurance*, pension*, season ticket*",
        "de": "hund, hunde, hundes, katze, katzen, kater, haustier*, pferd*, kaninchen, "
              "auto, autos, autoschlüssel*, wagen, motorrad*, wohnung*, mietwohnung*, "
              "wohnheimplatz*, urlaub*, reise, flug, flüge, buchung*, stellplatz*, "
              "parkplatz*, warteliste*, kitaplatz*, kita-platz*, kindergartenplatz*, "
              "bewerbung*, stellenangebot*, beförderung*, gehaltserhöhung*, sitz im, sitz in, "
              "beirat*, elternbeirat*, ausschuss*, vorstand*, lebensversicherung*, rente*, "
              "dauerkarte*",
        "nl": "hond, honden, kat, katten, kater, huisdier*, paard*, konijn*, auto, autos, "
              "autosleutel*, sleutels van zijn auto, sleutels van haar auto, woning*, "
              "huurwoning*, sociale huurwoning*, studentenkamer*, vakantie*, reis, "
              "vlucht*, boeking*, parkeerplaats*, parkeerplek*, wachtlijst*, "
              "kinderopvangplek*, sollicitatie*, baanaanbod, promotie*, "
              "loonsverhoging*, zetel*, zitting in, commissie*, bestuur*, "
              "levensverzekering*, pensioen*, seizoenskaart*",
        "tr": "köpeğ*, köpek*, kedisi*, kedisin*, kedi, evcil hayvan*, "
              "arabası*, araba anahtar*, evini, dairesi*, yurt*, tatil*, uçak bilet*, "
              "rezervasyon*, otopark*, park yeri*, bekleme liste*, kreş*, "
              "iş başvuru*, başvurusu*, iş teklif*, terfi*, komite*, kurul*, "
              "hayat sigorta*, emekli*",
        "zh": "狗, 猫, 宠物, 寵物, 兔子, 车钥匙, 车位, 車位, 停车位, 汽车, 房子, 公租房, "
              "廉租房, 宿舍, 假期, 度假, 机票, 旅行, 排队名额, 排队资格, 名额, 名額, 托儿所, "
              "幼儿园名额, 求职, 工作申请, 升职, 晋升, 升迁, 加薪, 委员会, 席位, 人寿保险, 寿险, "
              "养老金",
    },
    "lm_heir": {
        "en": "beneficiary, beneficiaries, heir, heirs, their will, his will, her will, "
              "your will, inherit+, inheritance",
        "de": "begünstigt*, erbe, erben, erbin, testament*, vermächtnis*, vermacht*, "
              "vererbt*",
        "nl": "begunstigde*, erfgenaam, erfgenamen, testament*, nalatenschap*, erft",
        "tr": "lehtar*, lehdar*, mirasçı*, vasiyet*, miras*",
        "zh": "受益人, 继承人, 繼承人, 遗嘱, 遺囑, 遗产, 遺產",
    },
    "lm_hand": {
        "en": "give+, gave, given, hand+, hand+ over, transfer+, cede+, sign+ over, lend+, "
              "lent, pass+ on, switch+, change+ ~ name, rebook+, in the winner s name, "
              "into the winner s name, let+ ~ have",
        "de": "gibt, geben, gib, abgeben, überlässt, überlassen, "
              "abtreten, abgetreten, überschreibt, überschreiben, umschreiben, schreibt ~ um, "
              "leiht, verleiht, schenkt, vermacht, setzt ~ ein, auf den namen",
        "nl": "geeft, geven, geef, afstaan, afgestaan, draagt ~ over, "
              "overdragen, overgedragen, leent, uitlenen, schenkt, overschrijven, "
              "schrijft ~ over, zet ~ op, op naam van",
        "tr": "verir, versin, verecek, devreder, devretsin, devret*, bırakır, bıraksın, "
              "ödünç verir, hediye eder, adına",
        "zh": "让给, 讓給, 送给, 送給, 交给, 交給, 转给, 轉給, 借给, 借給, 改成, 过户, 過戶, "
              "给赢家",
    },
    "lm_taker": {
        "en": "winner, winners, winner s",
        "de": "sieger, siegers, siegerin, gewinner, gewinners, gewinnerin",
        "nl": "winnaar, winnares",
        "tr": "kazanan*",
        "zh": "赢家, 贏家, 赢的人, 第一名",
    },
    "lm_drop": {
        "en": "withdraw+, withdrew, withdrawn, pull+ out, pull+ ~ application, turn+ down, "
              "turn+ ~ down, decline+, refuse+, give+ up, gave up, giving up, cancel+, "
              "forfeit+, resign+",
        "de": "zurückziehen, zurückgezogen, ablehnen, abgelehnt, "
              "verzichtet, verzichten, gibt ~ auf, aufgeben, storniert, stornieren, "
              "schlägt ~ aus, ausschlagen",
        "nl": "intrekken, ingetrokken, afslaan, afgeslagen, "
              "weigert, weigeren, ziet ~ af, afzien, geeft ~ op, opgeven, annuleert, annuleren",
        "tr": "geri çeker, geri çeksin, geri çekecek, reddeder, reddetsin, reddedecek, "
              "vazgeçer, vazgeçsin, iptal eder, iptal etsin, çekilir",
        "zh": "撤回, 撤销, 撤銷, 拒绝, 拒絕, 放弃, 放棄, 退掉, 取消",
    },
    "lm_loser": {
        "en": "loser, losers, loser s, whoever loses, who loses, last place, finishes last, "
              "comes last",
        "de": "verlierer, verlierers, verliererin, wer verliert, der letzte, die letzte, "
              "letzter",
        "nl": "verliezer, verliezers, wie verliest, de laatste",
        "tr": "kaybeden*, son olan*, sonuncu*",
        "zh": "输家, 輸家, 输的人, 輸的人, 最后一名, 最後一名, 输了的人",
    },
}

__all__ = ["LIFE_MOVED"]
