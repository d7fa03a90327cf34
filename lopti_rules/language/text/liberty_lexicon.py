"""The slots of a person's body, liberty and senses put at risk, in the five languages
(issue 29, session 43: R-CUSTOM-3, R-CUSTOM-4).

Read by language/text/liberty.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``lv_space``: **a small space a person could be shut in**: a cupboard, a wardrobe, a
  closet, the space under the stairs, a car boot, a chest (Schrank, Abstellkammer,
  Kofferraum, Kiste; kast, bezemkast, kofferbak, kist; dolap, bagaj, sandık, kiler; 衣柜,
  柜子, 储物间, 后备箱, 箱子), and the small rooms one may be locked in (a bathroom, a
  toilet; Badezimmer, Klo; badkamer, wc; banyo, tuvalet; 厕所, 卫生间); ``lv_shut``,
  **shutting or locking someone in** (lock, shut in, einsperren, einschließen, opsluiten,
  kilitlemek, hapsetmek, 关进, 锁在);
  ``lv_enter``, **getting in and staying** (climb into, crawl in, stay there; kriecht,
  bleibt; kruipt, blijft; girer, kalır; 钻进, 待在);
- ``lv_unsteady``: **a thing that rolls or tips, stood on**: an office or swivel chair, a
  chair on wheels, a table, a railing, a windowsill, a stool (Bürostuhl, Drehstuhl,
  Tisch, Geländer, Fensterbank; bureaustoel, draaistoel, tafel, reling, vensterbank;
  ofis sandalyesi, tekerlekli sandalye, masa, korkuluk, pencere; 办公椅, 转椅, 桌子,
  栏杆, 窗台); ``lv_stand``, **standing or climbing** (stand, climb, get up; steht,
  stellt sich, klettert, steigt; staan, klimt; durur, çıkar; 站, 爬, 踩);
- ``lv_mouth``: **in the mouth** (im Mund, in de mond, ağzında, 嘴里, 含); ``lv_small``,
  **a small thing that chokes** (a coin, a bottle cap, a button, a marble, a die, a chip;
  Münze, Kronkorken; muntje, dop; madeni para, kapak; 硬币, 瓶盖);
- ``lv_aid``: **an aid a sense needs** (glasses, a hearing aid, contact lenses; Brille,
  Hörgerät; bril, gehoorapparaat; gözlük, işitme cihazı; 眼镜, 助听器); ``lv_aid_off``,
  **taking it away**: switched off, taken off, handed over, given away, confiscated
  (ausschalten, abnehmen, abgeben; uitzetten, afzetten, inleveren; kapatmak, çıkarmak,
  vermek; 关掉, 摘下, 交给, 没收).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
LIBERTY: dict[str, dict[str, str]] = {
    "lv_space": {
        "en": "cupboard*, wardrobe*, closet*, under the stairs, understairs, boot of, "
              "car boot, trunk of, car trunk, chest, toy box, storage box, crate, "
              "broom cupboard, pantry, cellar, bathroom, toilet, the loo",
        "de": "schrank, kleiderschrank, besenschrank, wandschrank, abstellkammer, "
              "besenkammer, kammer, unter der treppe, kofferraum, kiste, truhe, "
              "keller, vorratskammer, im bad, ins bad, badezimmer, toilette, klo",
        "nl": "kast, kledingkast, klerenkast, bezemkast, trapkast, onder de trap, "
              "kofferbak, kist, kelder, voorraadkast, bergkast, badkamer, wc, toilet",
        "tr": "dolab*, dolap*, gardırop*, gardırob*, bagaj*, sandık*, kiler*, merdiven altı*, "
              "bodrum*, banyo*, tuvalet*",
        "zh": "衣柜, 衣櫃, 柜子, 櫃子, 壁橱, 壁櫥, 储物间, 儲物間, 杂物间, 雜物間, 楼梯下, "
              "樓梯下, 后备箱, 後備箱, 箱子, 地下室, 厕所, 廁所, 卫生间, 衛生間, 浴室",
    },
    "lv_shut": {
        "en": "lock+, locked in, shut+ ~ in, shut+ in, shut+ the door, shut inside, "
              "door closed, door shut, door locked, trap+, confine+, imprison+",
        "de": "sperr* ~ ein, eingesperrt, einsperr*, gesperrt, schließt ~ ein, "
              "eingeschlossen, einschließ*, verschlossen*, abgeschlossen*, "
              "tür zu, geschlossener tür, eingeschlossen",
        "nl": "sluit ~ op, opgesloten, opsluit*, opgeslo*, sluiten ~ op, op slot, "
              "deur dicht, dichte deur, ingesloten, sluit ~ in",
        "tr": "kilitle*, kilitli*, kapatıl*, kapatır, kapat, kapatın, hapset*, "
              "hapsed*, kapanır, kapısı kapalı, kapalı kapı*",
        "zh": "关进, 關進, 关在, 關在, 锁在, 鎖在, 锁进, 鎖進, 锁起来, 鎖起來, 关起来, "
              "關起來, 关上门, 關上門, 反锁, 反鎖",
    },
    "lv_enter": {
        "en": "climb+ into, climb+ in, crawl+ into, crawl+ in, get+ into, got into, "
              "get+ in, stay+ there, stay+ inside, stay+ in it, spend+, spent, hide+ in, "
              "sit+ in, sat in, wait+ in",
        "de": "kriecht, kriech*, klettert ~ in, steigt ~ in, bleibt ~ drin, bleibt ~ dort, "
              "bleibt ~ da, verbringt, verbring*, sitzt ~ im, sitzt ~ in, wartet ~ im",
        "nl": "kruip*, klimt ~ in, stapt ~ in, blijft ~ daar, blijft ~ erin, blijft ~ in, "
              "brengt ~ door, zit ~ in",
        "tr": "gir*, kalır, kal, kalsın, saklan*, geçirir, bekler, beklesin, oturur, "
              "otursun",
        "zh": "钻进, 鑽進, 爬进, 爬進, 躲进, 躲進, 待在, 呆在, 蹲在, 坐进, 坐進",
    },
    "lv_unsteady": {
        "en": "office chair*, swivel chair*, rolling chair*, desk chair*, chair on wheels, "
              "chairs on wheels, table, tables, railing*, balustrade*, banister*, "
              "windowsill*, window sill*, window ledge*, ledge*, stool, stools, "
              "bar stool*, armrest*",
        "de": "bürostuhl*, buerostuhl*, drehstuhl*, schreibtischstuhl*, stuhl mit rollen, "
              "tisch, tisches, geländer*, brüstung*, fensterbank*, fenstersims*, "
              "barhocker*, hocker*, armlehne*",
        "nl": "bureaustoel*, draaistoel*, stoel op wieltjes, tafel, reling*, leuning*, "
              "balustrade*, vensterbank*, barkruk*, kruk, armleuning*",
        "tr": "ofis sandalye*, döner sandalye*, tekerlekli sandalye*, tekerlekli koltu*, "
              "masa*, korkulu*, pencere pervaz*, pervaz*, tabure*, bar sandalye*",
        "zh": "办公椅, 辦公椅, 转椅, 轉椅, 带轮子的椅子, 帶輪子的椅子, 带轮子的办公椅, "
              "桌子, 桌面, 餐桌, 栏杆, 欄杆, 窗台, 高脚凳, 高腳凳, 凳子, 扶手",
    },
    "lv_stand": {
        "en": "stand+, stood, standing, climb+, get+ up on, got up on, balance+, "
              "step+ up on, stepping up on",
        "de": "steht, stehen, stehend, stell* ~ sich, stell* ~ mich, stell* ~ dich, "
              "klettert, klettern, steigt, steigen, balancier*",
        "nl": "staan, staat, sta, klim, klimt, klimmen, stapt ~ op, balanceer*, "
              "ga ~ staan, gaat ~ staan",
        "tr": "dur, durur, dursun, durun, durmak, çık, çıkar, çıksın, çıkıp, tırman*, "
              "ayakta",
        "zh": "站, 爬上, 踩在, 踩到, 立在",
    },
    "lv_on_top": {  # on top of the thing (Turkish and Chinese say it after the thing)
        "en": "on, onto, upon, on top of",
        "de": "auf, obendrauf",
        "nl": "op, bovenop",
        "tr": "üstünde, üstüne, üzerinde, üzerine, tepesinde, tepesine",
        "zh": "上",
    },
    "lv_mouth": {
        "en": "in ~ mouth, into ~ mouth, between ~ teeth, under ~ tongue",
        "de": "im mund, in den mund, in ~ mund, zwischen ~ zähne*, unter ~ zunge",
        "nl": "in ~ mond, tussen ~ tanden, onder ~ tong",
        "tr": "ağz*, dişlerinin arası*, dilinin altı*",
        "zh": "嘴里, 嘴裡, 口中, 含, 叼",
    },
    "lv_small": {
        "en": "coin, coins, cap, caps, bottle cap*, bottle top*, button, buttons, marble, "
              "marbles, die, dice, chip, chips, token, tokens, bead*, pebble*, "
              "cork, corks, penny, pennies, pen cap*",
        "de": "münze*, muenze*, geldstück*, kronkorken*, deckel*, knopf, knöpfe, murmel*, "
              "würfel*, chip, chips, spielstein*, perle*, kiesel*, korken*, cent*",
        "nl": "muntje*, munt, munten, dop, dopje*, kroonkurk*, knoop, knopen, knikker*, "
              "dobbelste*, fiche*, kraal, kralen, steentje*, kurk*",
        "tr": "madeni para*, bozuk para*, para*, kapak*, kapağ*, şişe kapa*, düğme*, "
              "bilye*, zar, zarı, zarlar*, jeton*, boncu*, çakıl*, mantar*",
        "zh": "硬币, 硬幣, 瓶盖, 瓶蓋, 纽扣, 紐扣, 扣子, 弹珠, 彈珠, 骰子, 筹码, 籌碼, 珠子, "
              "石子, 瓶塞",
    },
    "lv_aid": {
        "en": "glasses, spectacles, specs, hearing aid*, contact lens*, contacts, "
              "reading glasses",
        "de": "brille*, hörgerät*, hoergeraet*, kontaktlinse*, lesebrille*",
        "nl": "bril, brillen, leesbril*, gehoorapparaat*, hoorapparaat*, lenzen, "
              "contactlens*",
        "tr": "gözlü*, işitme cihaz*, kulaklık cihaz*, lens*",
        "zh": "眼镜, 眼鏡, 助听器, 助聽器, 隐形眼镜, 隱形眼鏡",
    },
    "lv_aid_off": {
        "en": "switch+ off, turn+ off, take+ off, took off, taken off, remove+, "
              "hand+, give+, gave, given, confiscat*, put+ away, hide+, hid, hidden, "
              "surrender+, mute+, taken away, take+ away, took away, hand+ over, "
              "without",
        "de": "schalt* ~ aus, ausgeschaltet, ausschalt*, abschalt*, abgeschaltet, "
              "nimmt ~ ab, abnehm*, abgenommen, gibt, geben, gab, abgeben, gibt ~ ab, "
              "abgegeben, übergibt, übergeben, überreicht, weggenommen, nimmt ~ weg, "
              "wegnehm*, beschlagnahm*, versteck*, ohne, stumm*, liegt ~ bei, "
              "liegt ~ beim, bleibt ~ bei, bleibt ~ beim",
        "nl": "zet ~ uit, uitzet*, uitgezet, zet ~ af, afzet*, afgezet, geeft, geven, gaf, "
              "inlever*, levert ~ in, ingeleverd, afgepakt, pakt ~ af, afpak*, verstop*, "
              "zonder, afgenomen, neemt ~ af, gaat ~ uit, gaan ~ uit, ligt ~ bij, "
              "blijft ~ bij",
        "tr": "kapat*, kapa, kapar, çıkar*, verir, versin, ver, verilir, veriyor*, "
              "veririm, teslim*, "
              "alınır, alır, el koy*, sakla*, gözlüksüz*, cihazsız*",
        "zh": "关掉, 關掉, 关上, 關上, 关了, 關了, 摘掉, 摘下, 摘了, 交给, 交給, 给赢家, "
              "給贏家, 没收, 沒收, 拿走, 收走, 藏起来, 藏起來, 不戴, 不许戴, 不許戴",
    },
}

__all__ = ["LIBERTY"]
