"""The slots of what keeps a person's life running off the table, taken by a game
result, in the five languages (issue 29, session 46: R-CUSTOM-3, R-SESSION-1).

Read by language/text/life_kept.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring; German and Dutch particle verbs listed whole are read
split too). The languages' ordinary vocabulary for each slot, not the wordings of
examples:

- ``lk_tie`` with ``lk_end``: **a commitment outside the game ended**: a club, a choir, a
  team, a course, a membership, a subscription (Verein, Chor, Kurs, Abo; club, koor,
  cursus, abonnement; kulüp, koro, kurs, üyelik; 俱乐部, 合唱团, 会员) quit, cancelled or
  left (kündigt, tritt aus, meldet sich ab; zegt op, stopt met, meldt zich af; bırakır,
  ayrılır, iptal; 退出, 取消);
- ``lk_phone`` (or a call, ``lk_call``) with ``lk_off`` and ``lk_reach``: **being
  reachable taken away**: a phone
  switched off, put in the fridge or another room, or not answered (ausgeschaltet, im
  Kühlschrank, nicht ans Telefon; zet uit, in de koelkast, neemt niet op; kapatır,
  buzdolabı, açmaz; 关机, 冰箱, 不接) for the night or whoever calls (tonight, even if,
  the hospital; heute Nacht, egal wer, Krankenhaus; vanavond, ook als, ziekenhuis; bu
  gece, arasa bile, hastane; 今晚, 谁打来, 医院); ``lk_unless``: an exception kept
  ("unless it is an emergency", "außer", "tenzij", "hariç", 除非), or ``lk_kept_on``: the
  phone kept on or answering allowed ("keeps their phone on", "bleibt an", "mag
  opnemen", "açık kalır", 开着);
- ``lk_device`` with ``lk_disable``: **a safety device disabled**: a smoke or carbon
  monoxide alarm, a fire extinguisher, a fire blanket (Rauchmelder, Feuerlöscher,
  Löschdecke; rookmelder, brandblusser, blusdeken; duman dedektörü, yangın battaniyesi;
  烟雾报警器, 一氧化碳, 灭火器) switched off, unplugged, taped over, its battery taken out,
  taken away (ausgeschaltet, abgeklebt, Batterie raus; uitgezet, afgeplakt, batterij
  eruit; kapatır, pilini çıkarır, kaldırılır; 关掉, 拔掉, 电池拿出来);
- ``lk_thing`` (or ``lk_phone``) with ``lk_keeper`` and ``lk_until``: **one's own things
  held past the session**: keys, a bank card, an ID card, a passport, a wallet
  (Schlüssel, Bankkarte, Ausweis; sleutels, bankpas, paspoort; anahtar, banka kartı,
  kimlik; 钥匙, 银行卡, 身份证) kept by the winner or handed over (beim Gewinner,
  abgeben; bij de winnaar, afgeven; kazananda, teslim; 交给赢家, 保管) until another day
  (next time, nächste Woche, volgende keer, bir sonraki oyun, 下次); with a word of
  drinking (``lk_drink``) the keys are kept from a drinker, a safety (sober_driving.py's
  idea).

``LP701_NOT``: a smoke alarm is a device, no smoking: the harm lexicon's smoking words
("smoke", "rauch*", "rook") do not read it.
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
LIFE_KEPT: dict[str, dict[str, str]] = {
    "lk_tie": {
        "en": "football club*, tennis club*, sports club*, book club*, running club*, "
              "golf club*, chess club*, their club, his club, her club, my club, your club, "
              "choir*, membership*, subscription*, gym, gyms, "
              "dance course*, language course*, evening course*, their course, his course, "
              "her course, my course, your course, classes, evening class*, dance class*, "
              "yoga class*, lessons, band, orchestra*, league*, team, teams, squad, "
              "society, association, lease, tenancy, newspaper*, season ticket*",
        "de": "verein, vereins, vereine*, fußballverein*, sportverein*, tennisverein*, "
              "turnverein*, schützenverein*, gesangverein*, chor, chors, chöre*, kirchenchor*, "
              "mitgliedschaft*, abo, abos, abonnement*, zeitungsabo*, fitnessstudio*, gym, "
              "kurs, kurse, kurses, kursen, tanzkurs*, sprachkurs*, yogakurs*, "
              "volkshochschul*, band, orchester*, mannschaft*, team, mietvertrag*, "
              "handyvertrag*, zeitung, zeitungen, dauerkarte*, jahreskarte*",
        "nl": "club, clubs, clubje, voetbalclub*, sportclub*, tennisclub*, vereniging*, "
              "koor, koren, lidmaatschap*, abonnement*, sportschool*, fitnessclub*, "
              "cursus*, danscursus*, taalcursus*, dansles*, zwemles*, muziekles*, lessen, "
              "team, teams, elftal*, orkest*, band, huurcontract*, krant, kranten, "
              "seizoenskaart*",
        "tr": "kulüb*, kulüp*, koro*, üyeliğ*, üyelik*, abonelik*, aboneliğ*, spor salon*, "
              "kurs*, dans kurs*, takımından, takımdan, takımını, takımı, orkestra*, "
              "kira sözleşme*",
        "zh": "俱乐部, 俱樂部, 合唱团, 合唱團, 球队, 球隊, 会员, 會員, 健身房, 健身卡, 课程, "
              "課程, 培训班, 培訓班, 兴趣班, 舞蹈班, 补习班, 補習班, 乐队, 樂隊, 社团, 社團, "
              "读书会, 讀書會, 协会, 協會, 订阅, 訂閱, 租约, 年卡",
    },
    "lk_end": {
        "en": "quit+, quitting, resign+, cancel+, cancell*, unsubscribe+, terminate+, "
              "drop+ out, give+ up, gave up, giving up, leave+, left, stop+ going, "
              "no longer goes, never goes back",
        "de": "kündig*, gekündigt, tritt ~ aus, treten ~ aus, austreten, ausgetreten, "
              "austritt, abmelden, meldet ~ ab, abgemeldet, aufhören, hört ~ auf, "
              "aufgeben, gibt ~ auf, aufgegeben, verlässt, verlassen, storniert, stornieren, "
              "abbestellen, bestellt ~ ab, abbestellt, "
              "beendet, beenden",
        "nl": "opzeggen, zegt ~ op, zeg ~ op, opgezegd, stopt ~ met, stop ~ met, "
              "stoppen ~ met, afmelden, meldt ~ af, afgemeld, verlaat, verlaten, beëindig*, "
              "opgeven, geeft ~ op, uitschrijven, schrijft ~ uit, uitgeschreven",
        "tr": "bırak*, ayrıl*, iptal*, sonlandır*, dondur*, üyelikten çık*, kulüpten çık*, "
              "kulüpten ayrıl*",
        "zh": "退出, 退掉, 取消, 退会, 退會, 退团, 退團, 退课, 注销, 註銷, 不再去, 别再去, 放弃, "
              "放棄, 辞掉",
    },
    "lk_phone": {
        "en": "phone, phones, mobile, mobiles, cellphone*, cell phone*, smartphone*",
        "de": "handy*, telefon*, smartphone*",
        "nl": "telefoon*, mobiel, mobieltje*, gsm*, smartphone*",
        "tr": "telefon*, cep telefon*",
        "zh": "手机, 手機, 电话, 電話, 关机, 關機",  # 关机: a phone switched off
    },
    "lk_call": {
        "en": "call, calls, calling, rings, ringing, "
              "not answer, doesn t answer, does not answer, won t answer, can t answer, "
              "cannot answer, not pick up, ignore+ ~ call*, ignores every call",
        "de": "anruf*, ruft ~ an, anrufen, klingelt, "
              "nicht ans telefon, nicht ans handy, nicht rangehen, geht ~ nicht ran, "
              "nimmt ~ nicht ab, nicht abnehmen, nicht annehmen",
        "nl": "belt, bellen, gebeld, telefoontje*, "
              "neemt ~ niet op, niet opnemen, niet aannemen, drukt ~ weg, wegdrukken, "
              "niet bellen, niet gebeld",
        "tr": "arasa, ararsa, arar, arayan*, arama*, "
              "açmaz, açamaz, cevap vermez, bakmaz, reddeder",
        "zh": "打来, 打來, 来电, 來電, "
              "不接, 不能接, 不许接, 不准接, 拒接, 挂断, 掛斷",
    },
    "lk_off": {
        "en": "switch+ ~ off, turn+ ~ off, power+ ~ off, fridge, freezer, another room, "
              "other room, in the car, lock+ ~ away, locked away, not answer, doesn't answer, "
              "does not answer, won't answer, can't answer, cannot answer, not pick up, "
              "no answering, unanswered, let+ ~ ring, "
              "drawer, ignore+ ~ call*, ignores every call, decline+ ~ call*, reject+ ~ call*",
        "de": "ausschalten, schaltet ~ aus, ausgeschaltet, kühlschrank*, gefrierschrank*, "
              "anderen zimmer, anderes zimmer, nebenzimmer, im auto, weggeschlossen, "
              "eingeschlossen, "
              "nicht ans telefon, nicht ans handy, nicht ran, nicht rangehen, "
              "geht ~ nicht ran, nimmt ~ nicht ab, nicht abnehmen, nicht annehmen, "
              "schublade*, drückt ~ weg, wegdrücken, weggedrückt, ignoriert ~ anruf*",
        "nl": "uitzetten, zet ~ uit, uitgezet, koelkast*, ijskast*, vriezer*, andere kamer, "
              "in de auto, "
              "opgesloten, weggesloten, neemt ~ niet op, niet opnemen, niet aannemen, "
              "in de la, in de lade, drukt ~ weg, wegdrukken, weggedrukt, niet bellen, "
              "niet gebeld",
        "tr": "kapat*, kapalı, buzdolab*, başka oda*, diğer oda*, arabada, açmaz, açamaz, "
              "açmayacak, "
              "cevap vermez, bakmaz, "
              "çekmece*, reddeder, meşgule at*",
        "zh": "关机, 關機, 冰箱, 别的房间, 別的房間, 另一个房间, 车里, 車裡, 不接, 不能接, 不许接, "
              "不准接, "
              "锁起来, 鎖起來, "
              "抽屉, 抽屜, 拒接, 挂断, 掛斷",
    },
    "lk_reach": {
        "en": "all night, until morning, till morning, rest of the night, "
              "whole night, even if, whoever calls, "
              "no matter who, hospital, doctor, emergency, emergencies, "
              "911, 112, 999, emergency number*, babysitter*, sitter, nanny, care home*, "
              "nursing home*, carer*, sick, kids at home, no exception*, not even, "
              "whatever happens, can wait, will have to wait, has to wait, have to wait",
        "de": "heute nacht, ganze nacht, bis morgen, egal wer, "
              "auch wenn, selbst wenn, krankenhaus*, arzt, ärztin, notfall*, klinik*, "
              "112, 110, notruf*, babysitter*, pflegeheim*, pflegedienst*, altenheim*, kranke*, "
              "keine ausnahme*, ausnahmslos, kann warten, können warten, muss warten, "
              "müssen warten, auch nicht wenn, auch nicht, selbst dann nicht",
        "nl": "vannacht, hele nacht, tot morgen, wie er ook belt, "
              "ook als, zelfs als, ziekenhuis*, dokter*, huisarts*, noodgeval*, spoed*, "
              "112, oppas*, verzorgingshuis*, verpleeghuis*, thuiszorg*, zieke*, "
              "geen uitzondering*, zonder uitzondering, kan wachten, kunnen wachten, "
              "moet wachten, ook niet als, ook niet met, zelfs niet als",
        "tr": "gece boyunca, sabaha kadar, kim ararsa, arasa bile, "
              "olsa bile, hastane*, doktor*, acil*, "
              "112, 155, bebek bakıcı*, bakıcı*, bakımevi*, huzurevi*, hasta, istisna yok, "
              "istisnasız, beklesin, bekleyebilir, beklemek zorunda",
        "zh": "整晚, 一整夜, 到明天, 谁打来, 誰打來, 医院, 醫院, 医生, 醫生, 急事, 紧急, 緊急, "
              "110, 120, 119, 保姆, 养老院, 養老院, 护工, 護工, 生病, 病了, 没有例外, 沒有例外, "
              "不例外, 就算, 即使, 哪怕, 可以等, 先等着, 先等著",
    },
    "lk_kept_on": {
        "en": "keep+ ~ on, stay+ on, leave+ ~ on, on loud, may answer, can answer, "
              "keep+ ~ with them, keep+ ~ with you, keep+ ~ on the table, keep+ ~ loud",
        "de": "bleibt ~ an, bleiben ~ an, lässt ~ an, lassen ~ an, auf laut, darf rangehen, "
              "dürfen rangehen, behält ~ bei sich, behalten ~ bei sich, bei sich",
        "nl": "blijft ~ aan, blijven ~ aan, laat ~ aan, op luid, mag opnemen, mogen opnemen, "
              "houdt ~ bij zich, houden ~ bij zich, bij zich",
        "tr": "açık kalır, açık kalsın, açık tut*, sesli kalır, yanında tut*, yanında kalır",
        "zh": "开着, 開著, 可以接, 带在身上, 帶在身上, 留在身边, 留在身邊",
    },
    "lk_drink": {
        "en": "drink, drinks, drank, drunk, drinking, alcohol, beer, wine, tipsy",
        "de": "getrunken, trinkt, trinken, alkohol*, betrunken, angetrunken, bier, wein",
        "nl": "gedronken, drinkt, drinken, dronken, alcohol, bier, wijn, aangeschoten",
        "tr": "içen, içti*, içmiş*, alkol*, sarhoş*, bira*, şarap*",
        "zh": "喝酒, 喝了酒, 酒后, 酒後, 喝醉",
    },
    "lk_unless": {
        "en": "unless, except, apart from", "de": "außer, es sei denn, ausgenommen",
        "nl": "tenzij, behalve, uitgezonderd", "tr": "hariç, dışında, sürece",
        "zh": "除非, 除了",
    },
    "lk_device": {
        "en": "smoke alarm*, smoke detector*, fire alarm*, carbon monoxide, co alarm*, "
              "co detector*, gas alarm*, gas detector*, fire extinguisher*, extinguisher*, "
              "fire blanket*, sprinkler*",
        "de": "rauchmelder*, brandmelder*, feuermelder*, co melder*, kohlenmonoxid*, "
              "gasmelder*, feuerlöscher*, löschdecke*, sprinkler*",
        "nl": "rookmelder*, brandmelder*, koolmonoxide*, co melder*, gasmelder*, "
              "brandblusser*, blusdeken*, sprinkler*",
        "tr": "duman dedektör*, duman alarm*, yangın alarm*, karbonmonoksit*, "
              "karbon monoksit*, gaz alarm*, gaz dedektör*, yangın söndürücü*, yangın tüp*, "
              "yangın battaniye*",
        "zh": "烟雾报警器, 煙霧報警器, 烟感, 火灾报警器, 火災報警器, 一氧化碳, 燃气报警器, "
              "灭火器, 滅火器, 灭火毯, 滅火毯",
    },
    "lk_disable": {
        "en": "switch+ ~ off, turn+ ~ off, unplug+, disconnect+, disable+, deactivate+, "
              "tape+, cover+, take+ ~ battery, took ~ battery, batteries out, battery out, "
              "remove+, take+ ~ down, took ~ down, hide+, hid, hidden, lock+ ~ away, "
              "put+ ~ away, mute+, silence+, stay+ off, stays off",
        "de": "ausschalten, schaltet ~ aus, ausgeschaltet, abkleben, klebt ~ ab, abgeklebt, "
              "zukleben, klebt ~ zu, zugeklebt, abstecken, abmontier*, nimmt ~ ab, "
              "abgenommen, batterie ~ raus, batterie ~ aus, batterie ~ heraus, entfernt, "
              "entfernen, versteckt, verstecken, weggeschlossen, wegschließen, deaktivier*, "
              "bleibt ~ aus",
        "nl": "uitzetten, zet ~ uit, uitgezet, afplakken, plakt ~ af, afgeplakt, "
              "dichtplakken, plakt ~ dicht, dichtgeplakt, batterij ~ uit, batterij ~ eruit, "
              "weghalen, haalt ~ weg, weggehaald, loskoppel*, verstop*, opgeborgen, "
              "uitschakelen, schakelt ~ uit, afdekken, dekt ~ af, gaat ~ uit, blijft ~ uit",
        "tr": "kapat*, pilini çıkar*, pili çıkar*, pil* ~ çıkar*, sök*, bantla*, kaldır*, "
              "kilitle*, sakla*, devre dışı, fişini çek*, fişi çek*",
        "zh": "关掉, 關掉, 拔掉, 拆掉, 拆下, 拿出来, 拿出來, 拿走, 取出, 盖住, 蓋住, 贴住, "
              "貼住, 封住, 锁起来, 鎖起來, 藏起来, 藏起來, 收起来, 收起來, 关闭, 關閉",
    },
    "lk_thing": {
        "en": "key, keys, house key*, car key*, bank card*, debit card*, credit card*, "
              "id, id card*, identity card*, passport*, driving licence*, "
              "driver's license*, drivers license*, wallet*, purse*",
        "de": "schlüssel*, hausschlüssel*, autoschlüssel*, bankkarte*, ec karte*, "
              "kreditkarte*, girokarte*, ausweis*, personalausweis*, reisepass*, "
              "führerschein*, geldbeutel*, portemonnaie*, brieftasche*",
        "nl": "sleutel*, huissleutel*, autosleutel*, bankpas*, pinpas*, creditcard*, "
              "id kaart*, identiteitskaart*, paspoort*, rijbewijs*, portemonnee*, "
              "portefeuille*",
        "tr": "anahtar*, banka kart*, kredi kart*, kimliğ*, kimlik*, pasaport*, ehliyet*, "
              "cüzdan*",
        "zh": "钥匙, 鑰匙, 银行卡, 銀行卡, 信用卡, 身份证, 身份證, 护照, 護照, 驾照, 駕照, "
              "钱包, 錢包",
    },
    "lk_keeper": {
        "en": "winner, winners, host, hand+ ~ over, handed ~ over, surrender+, deposit+, "
              "pledge*, collateral",
        "de": "gewinner*, sieger*, gastgeber*, abgeben, gibt ~ ab, abgegeben, übergibt, "
              "übergeben, pfand*, hinterleg*",
        "nl": "winnaar*, gastheer, gastvrouw, afgeven, geeft ~ af, afgegeven, overhandig*, "
              "inleveren, levert ~ in, onderpand*",
        "tr": "kazanan*, ev sahib*, teslim*, rehin*, emanet*",
        "zh": "赢家, 贏家, 主人, 交给, 交給, 保管, 抵押",
    },
    "lk_until": {
        "en": "next time, next week, next game, next session, tomorrow, until we play again, "
              "for a week, for a month",
        "de": "nächste mal, nächsten mal, nächstes mal, nächste woche, nächsten woche, "
              "nächsten spieleabend, nächsten spielabend, nächsten treffen, nächsten abend, "
              "morgen, eine woche",
        "nl": "volgende keer, volgende week, volgende spelavond, volgende speelavond, "
              "morgen, een week",
        "tr": "bir sonraki oyun*, sonraki oyun*, bir dahaki, gelecek hafta, haftaya, yarın, "
              "bir hafta",
        "zh": "下次, 下周, 下星期, 明天, 下回, 一个星期",
    },
}

#: A safety device named is no smoking (the harm lexicon's LP701 words inside it)
LP701_NOT: dict[str, str] = {
    "en": "smoke alarm*, smoke detector*",
    "de": "rauchmelder*, rauchwarnmelder*",
    "nl": "rookmelder*",
    "tr": "duman dedektör*, duman alarm*",
    "zh": "烟雾报警器, 煙霧報警器",
}
