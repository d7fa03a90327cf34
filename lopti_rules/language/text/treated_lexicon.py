"""The slots of a person treated as air or as a thing at the table, in the five languages
(issue 29, session 44: R-CUSTOM-3).

Read by language/text/treated.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot:

- ``tr_shun``: **a person ignored**: ignored, the silent treatment, the cold shoulder,
  "Luft für", "links liegen", "genegeerd", "lucht voor", "yok sayar", "görmezden gelir",
  不理, 冷落, 当空气, 孤立 (said of nobody, "nobody is ignored", it stays clean);
- ``tr_none``: **nobody speaks to or looks at them**: the whole table as the one who
  shuns ("nobody speaks to them", "niemand redet mit", "door niemand aangesproken",
  "kimse konuşmaz", 没人理): the "nobody" is the doer here, not a denial;
- ``tr_prop``: **a person as furniture**: a footstool, "as a table", things laid on their
  back ("Fußbank", "als Tisch", "auf seinen Rücken", "voetenbank", "op zijn rug",
  "sırtında", 当桌子, 背上).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
TREATED: dict[str, dict[str, str]] = {
    "tr_shun": {
        "en": "ignored by, ignore+ ~ him, ignore+ ~ her, ignore+ ~ the loser, "
              "ignore+ ~ the player, ignore+ ~ whoever, silent treatment, cold shoulder, "
              "coventry, shun+, ostracis+, ostraciz+, thin air, invisible to, "
              "as if ~ not there, pretend+ ~ not there",
        "de": "von ~ ignoriert, ignoriert ~ ihn, ignorieren ~ ihn, luft für, links liegen, "
              "schweigen ~ an, schweigt ~ an, totgeschwiegen, totschweigen, "
              "von allen geschnitten, unsichtbar für, als wäre ~ nicht da",
        "nl": "door ~ genegeerd, negeert ~ hem, negeren ~ hem, negeert ~ haar, "
              "negeren ~ haar, lucht voor, doodzwijg*, doodgezwegen, onzichtbaar voor, "
              "alsof ~ er niet is, links ~ liggen",
        "tr": "onu yok say*, onu görmezden gel*, yüzüne bakmaz*, yüzüne bakılmaz, "
              "selam vermez*, yokmuş gibi",
        "zh": "不理他, 不理她, 不理会他, 冷落, 当他不存在, 当她不存在, 当空气, 孤立, "
              "不跟他说话, 不和他说话, 不跟她说话, 无视他, 无视她, 当他不在, 当她不在, 透明人",
    },
    "tr_none": {
        "en": "nobody ~ speaks to, nobody ~ talks to, nobody ~ answers, "
              "nobody says a word to, no one says a word to, "
              "no one ~ speaks to, no one ~ talks to, no one ~ answers",
        "de": "niemand ~ spricht mit, keiner ~ spricht mit, niemand ~ redet mit, "
              "keiner ~ redet mit, niemand ~ antwortet, keiner ~ antwortet",
        "nl": "niemand ~ praat met, niemand ~ aangesproken, niemand ~ aangekeken, "
              "niemand ~ antwoordt",
        "tr": "kimse ~ konuşmaz, kimse ~ cevap vermez",
        "zh": "没人理, 没有人理, 谁都不理, 大家都不理, 都不理",
    },
    "tr_prop": {
        "en": "footstool*, footrest*, foot stool*, human table, as a table, as the table, "
              "as a footstool, as a chair, as a stool, as a card table, armrest*, "
              "on their back, on his back, "
              "on her back, on your back",
        "de": "fußbank, fußhocker, fußstütze, fussbank, armlehne, als tisch, als stuhl, "
              "als hocker, "
              "als ablage, auf seinen rücken, auf ihren rücken, auf seinem rücken, "
              "auf ihrem rücken, auf deinen rücken, auf deinem rücken",
        "nl": "voetenbank*, voetensteun*, armleuning*, als tafel, als stoel, als krukje, "
              "op zijn rug, "
              "op haar rug, op je rug, op jouw rug",
        "tr": "sırtında, sırtına, masa olur, tabure olur, ayak koyar*, ayaklarını ~ koyar*",
        "zh": "当桌子, 当凳子, 当椅子, 脚凳, 垫脚, 他背上, 她背上, 你背上, 人肉桌",
    },
}
