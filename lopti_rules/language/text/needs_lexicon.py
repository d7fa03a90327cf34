"""The slots of a body's need withheld, in the five languages (issue 29, session 42:
R-CUSTOM-3).

Read by language/text/needs.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary words for each slot, not the
wordings of examples:

- ``nd_need``: **what a body needs** through an evening: water, food and meals, sleep,
  the toilet (Wasser, Essen, Abendessen, Schlaf, Toilette; water, eten, avondeten, slaap,
  wc; su, yemek, uyku, tuvalet; 水, 饭, 睡觉, 厕所);
- ``nd_denied``: **a word that withholds it** where a negation is no word of its own:
  a Turkish verb that cannot ("gidemez", "içemez", "yiyemez", "uyuyamaz"), Chinese "not
  allowed" (不准, 不许, 不让, 禁止), and staying awake all night, which is sleep
  withheld in any wording ("stays awake", "wach bleiben", "wakker blijven", "uyanık
  kalır", 熬夜, 通宵);
- ``nd_free``: **open to all at any time**: "any time", "whenever", "jederzeit",
  "wanneer je wilt", "istediği zaman", 随时 (a need left free withholds nothing).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
NEEDS: dict[str, dict[str, str]] = {
    "nd_need": {
        "en": "water, food, dinner, lunch, breakfast, supper, meal, meals, sleep, "
              "sleeping, toilet*, bathroom*, loo, restroom*, the lavatory",
        "de": "wasser, essen, abendessen, mittagessen, frühstück, abendbrot, mahlzeit*, "
              "schlaf, schlafen, schläft, toilette*, klo, wc",
        "nl": "water, eten, avondeten, lunch, ontbijt, maaltijd*, slaap, "
              "slapen, slaapt, wc, toilet*, plee",
        "tr": "suyu, suyunu, su içm*, yemek, yemeğ*, akşam yemeğ*, kahvaltı*, uyku*, "
              "uyuma*, uyusun, uyur, tuvalet*",
        "zh": "喝水, 吃饭, 晚饭, 晚餐, 午饭, 早饭, 吃东西, 睡觉, 上厕所, 厕所, 洗手间",
    },
    "nd_denied": {
        "en": "stay+ awake, stays up all night, stay up all night, without sleep*, "
              "without food, without water",
        "de": "wach bleib*, bleibt ~ wach, ohne schlaf, ohne essen, ohne wasser",
        "nl": "wakker blijv*, blijft ~ wakker, zonder eten, zonder water, zonder slaap",
        "tr": "gidemez, gidemezsin, gidemeyecek, gitmesi yasak, içemez, içemezsin, yiyemez, "
              "yiyemezsin, uyuyamaz, uyumayacak, uyanık kal*, yasak",
        "zh": "不准, 不許, 不许, 不让, 不讓, 禁止, 熬夜, 通宵, 不能",
    },
    "nd_free": {
        "en": "any time, anytime, whenever, at all times",
        "de": "jederzeit, wann immer, wann ~ will",
        "nl": "wanneer ~ wil*, op elk moment, elk moment",
        "tr": "istediği zaman, istediğin zaman, istediğinde",
        "zh": "随时, 隨時, 任何时候, 想喝就喝, 想吃就吃",
    },
}

__all__ = ["NEEDS"]
