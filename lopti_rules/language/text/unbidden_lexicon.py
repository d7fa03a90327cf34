"""The slots of consent taken for granted and of signals kept from the table, in the five
languages (issue 29, session 28: R-CUSTOM-3, R-CUSTOM-4).

Read by language/text/consent_assumed.py and language/text/secret_signals.py; merged into
the judge's lexicon by language/text/matching.py (the entry syntax of harm_lexicon.py:
``stem*``, ``word+``, ``a ~ b``, Chinese by substring). The languages' ordinary words for
each slot, not the wordings of examples:

- ``ca_deemed``: **agreement presumed**, not asked: "already", "counts as", "deemed", "by
  sitting down", "on arrival" (schon, bereits, gilt als, mit dem Hinsetzen; al, geldt als,
  bij binnenkomst; zaten, sayılır, oturan; 已经, 就等于, 视为);
- ``ca_cost``: **what the agreement is said to cover**: a punishment, a forfeit, a dare,
  a penalty (Strafe, Pfand; straf, boete; ceza; 惩罚, 处罚);
- ``ca_leave``: **leaving the table or the evening**: leave, get up, go home (aufstehen,
  gehen, nach Hause; opstaan, weggaan, naar huis; kalkmak, ayrılmak, eve gitmek; 离开,
  走, 回家, 起身);
- ``ca_leave_ok``: **someone's leave** that leaving is made to wait for: allows, permits,
  says so, lets go (erlaubt, Erlaubnis; toestemming, laat gaan; izin; 允许, 同意, 放人);
- ``sc_secret``: **kept from the table**: secretly, in secret, whispered, unseen
  (heimlich, geheim, zuflüstern; stiekem, geheim, fluisteren; gizlice, gizli, fısılda-;
  偷偷, 暗中, 悄悄, 私下);
- ``sc_sign``: **a sign or a word between players**: signals, signs, winks, whispers,
  tells, hints (Zeichen, Signal, zwinkern, flüstern, verraten; teken, seintje, knipoog,
  verklappen; işaret, göz kırp-, fısılda-, söyler; 暗号, 使眼色, 暗示, 告诉).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
UNBIDDEN: dict[str, dict[str, str]] = {
    "ca_deemed": {
        "en": "already, counts as, count as, deemed, is taken as, are taken as, by sitting, "
              "by joining, by playing, on arrival, in advance, automatically",
        "de": "schon, bereits, gilt als, gelten als, mit dem hinsetzen, durch das hinsetzen, "
              "mit dem mitspielen, im voraus, vorab, automatisch",
        "nl": "al, reeds, geldt als, gelden als, bij binnenkomst, door te gaan zitten, "
              "door mee te spelen, bij voorbaat, vooraf, automatisch",
        "tr": "zaten, sayılır, sayilir, oturan*, oturarak, baştan, bastan, önceden, peşinen",
        "zh": "已经, 已經, 就等于, 就等於, 等于, 等於, 视为, 視為, 默认, 默認, 事先",
    },
    "ca_cost": {
        "en": "punishment*, forfeit*, dare*, penalt*, consequence*",
        "de": "strafe*, pfand, pfänder, mutprobe*, konsequenz*",
        "nl": "straf, straffen, boete*, opdracht*, pand, panden",
        "tr": "ceza*, yaptırım*",
        "zh": "惩罚, 懲罰, 处罚, 處罰, 罚, 罰",
    },
    "ca_leave": {
        "en": "leave+, get up, gets up, go home, goes home, stand up from, walk away",
        "de": "aufstehen, aufsteht, verlassen, verlässt, nach hause, heimgehen, geht, gehen",
        "nl": "opstaan, opstaat, weggaan, weggaat, vertrekken, vertrekt, naar huis, verlaten",
        "tr": "kalkamaz, kalkabilir, kalkmak, kalkar, ayrılamaz, ayrılabilir, ayrılmak, "
              "eve gidemez, eve gidebilir, gidemez",
        "zh": "离开, 離開, 离席, 離席, 回家, 起身, 走人",
    },
    "ca_leave_ok": {
        "en": "allows, allow, permits, permission, says so, lets ~ go, until ~ says, "
              "until ~ allows, before ~ allows, without ~ permission",
        "de": "erlaubt, erlaubnis, zustimmung, entlässt, gehen lässt, freigibt",
        "nl": "toestemming, toestaat, laat gaan, vrijgeeft, goedkeurt",
        "tr": "izin*, izni*, iznin*, müsaade*, musaade*",
        "zh": "允许, 允許, 同意, 放人, 批准, 点头, 點頭",
    },
    "sc_secret": {
        "en": "secret, secretly, in secret, hidden, privately, unseen, under the table, quietly, "
              "on the quiet, unnoticed",
        "de": "heimlich*, geheim*, verdeckt, unbemerkt, unter dem tisch, unauffällig*, leise",
        "nl": "stiekem, geheim*, heimelijk*, ongezien, onder tafel, onopvallend, zachtjes",
        "tr": "gizlice, gizli, sessizce, kimse görmeden, masanın altından",
        "zh": "偷偷, 暗中, 悄悄, 私下, 秘密, 暗地, 小声",
    },
    "sc_sign": {
        "en": "signal*, sign, signs, wink*, whisper*, hint*, nod*, code word*, tell+, tells",
        "de": "zeichen, signal*, zwinker*, zuflüster*, flüster*, verrat*, tipp*",
        "nl": "teken, tekens, seintje*, signaal, signalen, knipoog*, fluister*, verklap*, "
              "tip, tips",
        "tr": "işaret*, isaret*, göz kırp*, fısılda*, ipucu*, söyler, anlatır",
        "zh": "暗号, 暗號, 使眼色, 暗示, 告诉, 告訴, 提示, 打手势, 打手勢, 信号, 信號",
    },
}

__all__ = ["UNBIDDEN"]
