"""The slots of a demand on a person's conscience or private life, in the five languages
(issue 29, session 41: R-CUSTOM-3).

Read by language/text/conscience.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``, Chinese by substring). The languages' ordinary vocabulary for each slot, not
the wordings of examples:

- ``cs_belief``: **an act that professes a belief**, itself the demand: praying and
  prayers (pray, prayer, grace; beten, Gebet, Vaterunser; bidden, gebed, schietgebedje,
  weesgegroetje; dua, namaz, besmele; 祷告, 念佛, 阿弥陀佛), the sign of the cross, a
  creed, an oath by a god or on a holy book, loyalty pledged, a party's or a political
  slogan, sins confessed, a faith renounced;
- ``cs_life``: **a fact of someone's private life**: income, pay, savings, debts,
  weight, age, love life, who they last kissed, when they last cried, health, a
  diagnosis, a doctor or therapist, medicine, a family quarrel, "something private";
- ``cs_tell``: **telling it**: tell, say, confess, reveal, admit (erzählen, verraten,
  gestehen; vertellen, verklappen, opbiechten; söylemek, anlatmak, itiraf etmek; 说,
  告诉, 交代, 坦白), read with a ``cs_life`` fact in the sentence.

What is left out on purpose: "amen" (said to a vote it is a word of assent, no prayer,
deity or creed named), a song, a toast, a team's anthem or chant, a promise or an oath
about the game ("I promise to shuffle well", "jeder schwört, nicht zu schummeln"), a
game fact told (how many cards, which card was held longest, who will win). Bare words
that a card table uses for the game are not here: "earn" (points), "secret" (a secret
vote), "Lohn" (a reward), "parti" (Turkish: a game), "bid" (an auction).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh.
CONSCIENCE: dict[str, dict[str, str]] = {
    "cs_belief": {
        "en": "pray+, prayer*, say+ grace, cross+ themselves, cross+ himself, "
              "cross+ herself, cross+ yourself, crosses oneself, sign of the cross, "
              "creed*, our father, hail mary, hail marys, rosary, rosaries, "
              "swear+ by god, swore by god, swear+ to god, swore to god, "
              "swear+ ~ by allah, swear+ ~ on the bible, swear+ ~ on the quran, "
              "swear+ ~ on the koran, pledge+ allegiance, pledge+ loyalty, "
              "swear+ loyalty, swore loyalty, swear+ allegiance, swore allegiance, "
              "oath of allegiance, oath of loyalty, loyalty to the party, "
              "party slogan*, party s slogan*, party ~ slogan*, slogan* ~ party, "
              "political slogan*, party chant*, confess+ ~ sins, renounce+ ~ faith, "
              "renounce+ ~ religion, renounce+ ~ god, hallelujah, allahu akbar, "
              "hare krishna, amitabha",
        "de": "bete, betet, beten, betest, betete, beteten, gebet, gebete, gebets, "
              "tischgebet*, stoßgebet*, abendgebet*, nachtgebet*, vaterunser*, "
              "ave maria, rosenkranz*, glaubensbekenntnis*, kreuzzeichen*, bekreuzig*, "
              "schwör* ~ bei gott, schwört ~ bei gott, schwören ~ bei gott, "
              "schwör* ~ bei allah, schwör* ~ auf die bibel, schwör* ~ auf den koran, "
              "treue ~ partei, treueschwur*, treueeid*, parteiparole*, parteislogan*, "
              "partei* ~ parole*, parole* ~ partei*, politische parole*, "
              "sünden ~ beicht*, beicht* ~ sünden, glauben ~ abschwör*, "
              "schwör* ~ glauben ab, halleluja",
        "nl": "bidt, bidden, gebed, gebeden, gebedje*, schietgebed*, weesgegroet*, "
              "onzevader*, onze vader, rozenkrans*, geloofsbelijdenis*, kruisteken*, "
              "slaat ~ kruisje, slaan ~ kruisje, sla ~ kruisje, kruis ~ slaat, "
              "kruisje slaan, zweer* ~ bij god, zweert ~ bij god, zweer* ~ bij allah, "
              "zweer* ~ op de bijbel, zweer* ~ op de koran, trouw ~ partij, "
              "trouw aan de partij, partijleus*, partijslogan*, partij* ~ leus*, "
              "leus* ~ partij*, partij* ~ slogan*, slogan* ~ partij*, politieke leus*, "
              "politieke slogan*, zonden ~ biecht*, biecht* ~ zonden, geloof ~ afzweren, "
              "halleluja",
        "tr": "dua, duası, duasını, dualar*, dua eder, dua et*, namaz*, besmele*, tekbir*, "
              "şehadet*, kelime i şehadet, haç çıkar*, istavroz*, allah a yemin*, "
              "allaha yemin*, allah ~ yemin*, kuran ~ yemin*, incil ~ yemin*, "
              "sadakat yemin*, bağlılık yemin*, parti* ~ slogan*, slogan* ~ parti*, "
              "siyasi slogan*, parti* ~ marş*, ilahi söyle*, ilahi oku*, zikir*, zikr*, "
              "tövbe*, amentü*, elhamdülillah, inşallah de*, maşallah de*",
        "zh": "祷告, 禱告, 祈祷, 祈禱, 念佛, 阿弥陀佛, 阿彌陀佛, 南无, 南無, 画十字, 劃十字, "
              "画个十字, 畫個十字, 念经, 念經, 诵经, 誦經, 主祷文, 主禱文, 信经, 信經, 拜佛, "
              "上香, 烧香, 燒香, 宣誓效忠, 效忠, 政治口号, 政治口號, 党的口号, 黨的口號, "
              "上帝发誓, 上帝發誓, 佛祖发誓, 佛祖發誓, 真主发誓, 真主發誓, "
              "老天发誓, 老天發誓, 忏悔, 懺悔, 哈利路亚, 哈利路亞",
    },
    "cs_kept": {
        "en": "stay+ secret, stays secret, remain+ secret, kept secret, keep+ ~ secret, "
              "stays private, stays between",
        "de": "bleibt geheim, bleiben geheim, behält ~ für sich, behalten ~ für sich, "
              "bleibt unter uns",
        "nl": "blijft geheim, blijven geheim, houdt ~ voor zich, blijft onder ons",
        "tr": "sır olarak kalır, sır kalır, sırları sır, gizli kalır, saklı kalır",
        "zh": "保密, 不外传, 不外傳",
    },
    "cs_life": {
        "en": "salary, salaries, income, incomes, take home, takes home, paycheck*, "
              "pay slip*, payslip*, earn+ ~ month, earn+ ~ year, earn+ ~ week, "
              "earn+ ~ hour, earn+ ~ job, earn+ ~ work, savings, bank balance, "
              "debts, in debt, money ~ owe+, owe+ ~ money, how much ~ weigh+, "
              "their weight, his weight, her weight, your weight, my weight, body weight, "
              "how old, their age, your age, his age, her age, my age, love life, sex life, "
              "last kissed, kissed last, who ~ kissed, last date, their ex, "
              "last cried, cried last, when ~ cried, why ~ cried, diagnos*, doctor, "
              "doctors, therapist*, therapy, medication*, illness*, disease*, "
              "health, family quarrel*, family fight*, fight+ ~ family, quarrel+ ~ family, "
              "argument* ~ family, private life, something private, anything private, "
              "their secrets, biggest secret, deepest secret, darkest secret, "
              "most embarrassing, in confidence, confided, confide+, confiding",
        "de": "anvertraut*, im vertrauen, unter vier augen, "
              "gehalt*, einkommen*, verdien* ~ monat*, verdien* ~ jahr*, "
              "verdien* ~ woche*, verdien* ~ stunde*, monat* ~ verdien*, "
              "jahr* ~ verdien*, kontostand*, ersparnis*, erspartes, schulden, "
              "wie viel ~ wieg*, wie schwer ~ ist, sein gewicht, ihr gewicht, "
              "mein gewicht, körpergewicht*, wie alt, sein alter, ihr alter, mein alter, "
              "liebesleben*, sexleben*, geküsst, letztes date, letzten date, "
              "letzte date, exfreund*, ex freund*, geweint, diagnose*, arzt, ärztin, "
              "therapeut*, therapie*, psycholog*, psychiater*, medikament*, krankheit*, "
              "gesundheit*, familienstreit*, streit ~ familie, familie ~ streit, "
              "privatleben*, privates, etwas privates, intimes",
        "nl": "onder vier ogen, in vertrouwen, toevertrouwd, "
              "salaris*, inkomen*, verdien* ~ maand, verdien* ~ jaar, verdien* ~ week, "
              "verdien* ~ uur, maand ~ verdien*, jaar ~ verdien*, spaargeld, schulden, "
              "hoeveel ~ weeg*, hoe zwaar ~ is, "
              "zijn gewicht, haar gewicht, mijn gewicht, lichaamsgewicht, leeftijd, hoe oud, "
              "liefdesleven*, seksleven*, gezoend, gekust, laatste date, "
              "laatste afspraakje, ex vriend*, exvriend*, gehuild, huilde, diagnose*, "
              "dokter, huisarts*, therapeut*, therapie*, psycholoog*, psychiater*, "
              "medicijn*, ziekte*, gezondheid*, ruzie ~ familie, familie ~ ruzie, "
              "familieruzie*, privéleven*, priveleven*, iets privé*, iets prive*",
        "tr": "sır olarak, sırrını, sırlarını, sırrı, "
              "maaş*, gelir*, ne kadar kazan*, ayda ~ kazan*, yılda ~ kazan*, birikim*, "
              "borç*, kaç kilo, kilosu*, kilosunu, kilonu, kaç yaşında, yaşını, "
              "aşk hayat*, cinsel hayat*, sevgilisi*, sevgilin*, öptüğ*, öpüştüğ*, "
              "ağladığ*, ağladı, "
              "hastalı*, teşhis*, doktor*, terapi*, psikolog*, psikiyatr*, ilaç*, "
              "aile* ~ kavga*, kavga* ~ aile*, özel hayat*",
        "zh": "私下告诉, 私下告訴, 秘密, "
              "工资, 工資, 薪水, 薪资, 薪資, 收入, 月薪, 年薪, 存款, 欠债, 欠債, 欠了多少钱, "
              "负债, 負債, 体重, 體重, 年龄, 年齡, 几岁, 幾歲, 恋爱, 戀愛, 感情生活, 前任, "
              "暗恋, 暗戀, 亲的是谁, 親的是誰, 上次亲, 上次親, 吻了谁, 吻的是谁, 上次哭, "
              "最后一次哭, 最後一次哭, 为什么哭, 為什麼哭, 看病, 病情, 病史, 诊断, 診斷, "
              "心理医生, 心理醫生, 心理咨询, 心理諮詢, 吃什么药, 吃什麼藥, 吃的药, 家里吵架, "
              "家裡吵架, 家庭矛盾, 隐私, 隱私, 私生活",
    },
    "cs_tell": {
        "en": "tell+, told, say+, said, confess+, reveal+, admit+, share+, disclose+, "
              "repeat+, "
              "announce+, explain+, spill+, own+ up",
        "de": "erzähl*, sag*, verrat*, verrät, gesteh*, gestanden, beicht*, offenbar*, "
              "nenn*, teil* ~ mit, preisgeb*, gibt ~ preis, zugeben, gibt ~ zu",
        "nl": "vertel*, zeg*, zegt, verklap*, beken, bekent, bekennen, opbiecht*, "
              "biecht* ~ op, geef* ~ toe, geeft ~ toe, toegeven, noem*",
        "tr": "söyle*, anlat*, itiraf*, açıkla*, paylaş*, açık eder",
        "zh": "说, 說, 告诉, 告訴, 讲, 講, 交代, 坦白, 承认, 承認, 公布, 报出, 報出, 透露",
    },
}

__all__ = ["CONSCIENCE"]
