# ruff: noqa: E501  (a corpus: one sentence a line, as the table writes it)
"""Writes the redteam-proc35 corpus (issue 29, session 35): claims on the vote, Roshambo,
removal, return and session procedures, harms, stakes and persons by trait or place, each
in five languages (en, de, nl, tr, zh) and carried by a ``says``, a ``does`` or the rule's
name; and fair texts a table writes (gestures, cheers, speech, the procedures quoted as they
are, chores in turn, a snack for all).

Deterministic: the same run writes the same files byte for byte. Run from the repository
root: ``.venv/bin/python tests/data/redteam-proc35/generate.py`` (it clears and rewrites
``unfair/`` and ``fair/``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ("en", "de", "nl", "tr", "zh")

# the keywords a book is written in: German, Dutch and Turkish books in their own keywords
# (as ``lopti fmt --lang`` writes them), Chinese books in English keywords
KW = {
    "en": {"rule": "rule", "after": "after", "dealer": "dealer", "winner": "the winner",
           "says": "says", "does": "does", "header": ""},
    "zh": {"rule": "rule", "after": "after", "dealer": "dealer", "winner": "the winner",
           "says": "says", "does": "does", "header": ""},
    "de": {"rule": "regel", "after": "nach", "dealer": "geber", "winner": "der sieger",
           "says": "sagt", "does": "tut", "header": "# lopti: lang=de\n"},
    "nl": {"rule": "regel", "after": "na", "dealer": "deler", "winner": "de winnaar",
           "says": "zegt", "does": "doet", "header": "# lopti: lang=nl\n"},
    "tr": {"rule": "kural", "after": "sonra", "dealer": "dağıtıcı", "winner": "bu kazanan",
           "says": "söyler", "does": "yapar", "header": "# lopti: lang=tr\n"},
}

# a ``does`` carries a claim as the dealer reading it out from a note (no word of "rule",
# which would be a claim of its own)
WRITES = {
    "en": "reads out from a note: {}",
    "de": "liest von einem Zettel vor: {}",
    "nl": "leest van een briefje voor: {}",
    "tr": "bir nottan okur: {}",
    "zh": "念出纸条上的话：{}",
}
# the body of a rule whose name carries the claim
SO_IT_IS = {
    "en": "From now on this holds.",
    "de": "Ab jetzt gilt das so.",
    "nl": "Vanaf nu geldt dit.",
    "tr": "Bundan sonra böyle geçerli.",
    "zh": "从现在起就这样。",
}

# (slug, category, why, {lang: text}); the text is a sentence a table writes
UNFAIR: list[tuple[str, str, str, dict[str, str]]] = [
    ("rps-short", "roshambo length", "A Roshambo by its folk name, shorter than 30 decided rounds (R-ROSHAMBO-2, R-VOTE-8).", {
        "en": "On a tied vote we play rock paper scissors, best of three, and that settles it.",
        "de": "Bei Gleichstand in der Abstimmung spielen wir Schnick Schnack Schnuck, nur bis drei.",
        "nl": "Bij gelijke stemmen doen we steen papier schaar, wie het eerst twee wint.",
        "tr": "Oylama berabere biterse taş kağıt makas oynarız, üç atışta biter.",
        "zh": "投票平票时玩石头剪刀布，三局两胜就定了。"}),
    ("rps-draws", "roshambo draws", "Draws in the Roshambo count for the creator; draws do not count (R-ROSHAMBO-2, R-VOTE-8).", {
        "en": "In ching chong cha a draw counts as a win for the rule's creator.",
        "de": "Beim Schnick Schnack Schnuck zählt ein Unentschieden für den Urheber der Regel.",
        "nl": "Bij steen papier schaar telt een gelijke worp voor de maker van de regel.",
        "tr": "Taş kağıt makasta berabere atış kuralın yaratıcısına sayılır.",
        "zh": "石头剪刀布平手也算规则创造者赢。"}),
    ("rps-defender", "roshambo defender", "The dealer always plays for the rule, not its creator or the supporters' pick (R-ROSHAMBO-1, R-VOTE-8).", {
        "en": "In the rock-paper-scissors tiebreak the dealer always defends the rule.",
        "de": "Beim Schere-Stein-Papier um einen Gleichstand verteidigt immer der Geber die Regel.",
        "nl": "Bij steen-papier-schaar om gelijke stemmen verdedigt altijd de deler de regel.",
        "tr": "Beraberlikteki taş-kağıt-makasta kuralı her zaman dağıtıcı savunur.",
        "zh": "平票的石头剪刀布里，永远由发牌的人替规则出拳。"}),
    ("tie-dealer", "tie settled by a person", "The dealer decides tied votes instead of Roshambo (R-VOTE-8, R-ROSHAMBO-1).", {
        "en": "The dealer decides ties in the rule vote.",
        "de": "Bei einem Gleichstand in der Abstimmung entscheidet der Geber.",
        "nl": "Bij gelijke stemmen beslist de deler.",
        "tr": "Oylamada beraberlik olursa dağıtıcı karar verir.",
        "zh": "规则表决平票时由发牌的人说了算。"}),
    ("tie-coin", "tie settled another way", "A coin replaces the Roshambo (R-VOTE-8, R-ROSHAMBO-2).", {
        "en": "From now on a tied vote is settled by tossing a coin.",
        "de": "Ab jetzt wird ein Gleichstand bei der Abstimmung mit einer Münze entschieden.",
        "nl": "Vanaf nu beslissen we gelijke stemmen met kop of munt.",
        "tr": "Bundan sonra berabere oylama yazı turayla çözülür.",
        "zh": "以后表决平票就抛硬币决定。"}),
    ("vote-waits", "vote delayed", "The rule vote waits until the third round (R-VOTE-1, R-VOTE-8).", {
        "en": "The rule vote waits until the third round.",
        "de": "Die Regelabstimmung wartet bis zur dritten Runde.",
        "nl": "De regelstemming wacht tot de derde ronde.",
        "tr": "Kural oylaması üçüncü tura kadar bekler.",
        "zh": "规则表决要等到第三轮才进行。"}),
    ("vote-postponed", "vote delayed", "The vote is postponed to the end of the evening (R-VOTE-1, R-VOTE-8).", {
        "en": "Votes on this rule are postponed to the end of the evening.",
        "de": "Abstimmungen über diese Regel werden auf das Ende des Abends verschoben.",
        "nl": "Stemmingen over deze regel worden uitgesteld tot het eind van de avond.",
        "tr": "Bu kural hakkındaki oylamalar akşamın sonuna ertelenir.",
        "zh": "关于这条规则的表决推迟到晚上结束再说。"}),
    ("vote-double", "vote weight", "The winner's vote counts double (R-VOTE-2, R-VOTE-8).", {
        "en": "The winner's vote counts double.",
        "de": "Die Stimme des Siegers zählt doppelt.",
        "nl": "De stem van de winnaar telt dubbel.",
        "tr": "Kazananın oyu iki kat sayılır.",
        "zh": "赢家的票算两票。"}),
    ("vote-creator-yes", "vote needs one person", "A change needs the creator's yes: a veto (R-VOTE-2, R-VOTE-8).", {
        "en": "Any change to this rule needs the creator's yes.",
        "de": "Jede Änderung dieser Regel braucht das Ja des Urhebers.",
        "nl": "Elke wijziging van deze regel heeft het ja van de maker nodig.",
        "tr": "Bu kuraldaki her değişiklik yaratıcısının onayını ister.",
        "zh": "修改这条规则必须经过创造者同意。"}),
    ("vote-out-barred", "who votes", "Players already out do not vote (R-VOTE-2).", {
        "en": "Players who are already out don't get to vote.",
        "de": "Wer schon draußen ist, darf nicht mit abstimmen.",
        "nl": "Spelers die al uit zijn mogen niet meestemmen.",
        "tr": "Oyundan çıkmış olanlar oy veremez.",
        "zh": "已经出完的玩家不能投票。"}),
    ("vote-two-thirds", "majority changed", "A change needs two thirds, not more than half (R-VOTE-2, R-VOTE-8).", {
        "en": "A change needs two thirds of the table voting yes.",
        "de": "Für eine Änderung müssen zwei Drittel des Tisches mit Ja stimmen.",
        "nl": "Voor een wijziging moet twee derde van de tafel voor stemmen.",
        "tr": "Bir değişiklik için masanın üçte ikisi evet demeli.",
        "zh": "修改需要三分之二的人投赞成票。"}),
    ("nobody-remove", "rule kept past the vote", "Nobody may remove the rule, not by a vote either (R-VOTE-1, R-CUSTOM-3).", {
        "en": "Nobody may remove this rule, not even with a vote.",
        "de": "Niemand darf diese Regel abschaffen, auch nicht per Abstimmung.",
        "nl": "Niemand mag deze regel schrappen, ook niet met een stemming.",
        "tr": "Bu kuralı kimse kaldıramaz, oylamayla bile.",
        "zh": "谁都不能取消这条规则，投票也不行。"}),
    ("return-by-itself", "rule returns without a vote", "A removed rule comes back by itself (R-VOTE-7).", {
        "en": "If this rule is voted out, it comes back by itself next round.",
        "de": "Wird diese Regel abgewählt, kommt sie in der nächsten Runde von selbst zurück.",
        "nl": "Als deze regel weggestemd wordt, komt hij de volgende ronde vanzelf terug.",
        "tr": "Bu kural oylamayla kalkarsa sonraki turda kendiliğinden geri gelir.",
        "zh": "这条规则被投票取消后，下一轮自动恢复。"}),
    ("next-night", "carried to another session", "The rule holds at the next game night too (R-SESSION-1, R-SESSION-2).", {
        "en": "This rule also holds at our next game night.",
        "de": "Diese Regel gilt auch beim nächsten Spieleabend.",
        "nl": "Deze regel geldt ook op de volgende spelavond.",
        "tr": "Bu kural bir sonraki oyun gecesinde de geçerli.",
        "zh": "这条规则下次牌局也照样有效。"}),
    ("prize-carried", "prize carried to another session", "Tonight's winner keeps a head start at the next evening (R-SESSION-1).", {
        "en": "Tonight's winner starts next evening with two cards fewer.",
        "de": "Der Sieger von heute beginnt den nächsten Abend mit zwei Karten weniger.",
        "nl": "De winnaar van vanavond begint de volgende avond met twee kaarten minder.",
        "tr": "Bu gecenin kazananı gelecek akşama iki kart eksik başlar.",
        "zh": "今晚的赢家下次聚会少拿两张牌开局。"}),
    ("ambiguity-dealer", "who settles ambiguity", "The dealer, not the creator or the table, settles what the rule means (R-CUSTOM-5, R-SESSION-3).", {
        "en": "Whenever this rule is unclear, the dealer decides what it means.",
        "de": "Wenn diese Regel unklar ist, entscheidet der Geber, wie sie gemeint ist.",
        "nl": "Als deze regel onduidelijk is, bepaalt de deler wat hij betekent.",
        "tr": "Bu kural belirsiz olursa ne anlama geldiğine dağıtıcı karar verir.",
        "zh": "这条规则有歧义时，由发牌的人决定怎么理解。"}),
    ("harm-knuckles", "harm to a body", "A rap on the knuckles for the loser (R-CUSTOM-3).", {
        "en": "The loser gets a rap on the knuckles with the deck.",
        "de": "Der Verlierer bekommt mit dem Kartenstapel eins auf die Knöchel.",
        "nl": "De verliezer krijgt met het pak kaarten een tik op de knokkels.",
        "tr": "Kaybeden desteyle parmak eklemlerine bir vuruş yer.",
        "zh": "输家要被用牌敲一下指关节。"}),
    ("harm-ear", "harm to a body", "An ear flicked for whoever picks up (R-CUSTOM-3).", {
        "en": "Whoever picks up the pile gets their ear flicked.",
        "de": "Wer den Stapel aufnimmt, kriegt einen Schnipser ans Ohr.",
        "nl": "Wie de stapel pakt, krijgt een knip tegen zijn oor.",
        "tr": "Yığını alanın kulağına fiske vurulur.",
        "zh": "收走牌堆的人要被弹一下耳朵。"}),
    ("harm-ice", "harm to a body", "An ice cube down the loser's back (R-CUSTOM-3).", {
        "en": "The loser gets an ice cube dropped down the back of their shirt.",
        "de": "Dem Verlierer wird ein Eiswürfel hinten ins Hemd gesteckt.",
        "nl": "De verliezer krijgt een ijsblokje in zijn nek gestopt.",
        "tr": "Kaybedenin sırtından gömleğine buz küpü atılır.",
        "zh": "输家要被往后背衣服里塞一块冰。"}),
    ("harm-hot-sauce", "food forced on one", "A spoon of hot sauce for whoever picks up (R-CUSTOM-3).", {
        "en": "Whoever picks up the pile eats a spoonful of hot sauce.",
        "de": "Wer den Stapel aufnimmt, isst einen Löffel scharfe Soße.",
        "nl": "Wie de stapel pakt, eet een lepel hete saus.",
        "tr": "Yığını alan bir kaşık acı sos yer.",
        "zh": "收走牌堆的人要吃一勺辣椒酱。"}),
    ("harm-wrist", "harm to a body", "A slap on the wrist for whoever passes (R-CUSTOM-3).", {
        "en": "Whoever passes gets a slap on the wrist from the winner.",
        "de": "Wer passt, kriegt vom Sieger einen Klaps aufs Handgelenk.",
        "nl": "Wie past, krijgt van de winnaar een klap op de pols.",
        "tr": "Pas geçen kazanandan bileğine bir şaplak yer.",
        "zh": "过牌的人要被赢家打一下手腕。"}),
    ("harm-pinch", "harm to a body", "The winner pinches the loser (R-CUSTOM-3).", {
        "en": "The winner may pinch the loser's arm.",
        "de": "Der Sieger darf den Verlierer in den Arm kneifen.",
        "nl": "De winnaar mag de verliezer in de arm knijpen.",
        "tr": "Kazanan kaybedenin kolunu çimdikleyebilir.",
        "zh": "赢家可以掐一下输家的胳膊。"}),
    ("harm-shot", "drink forced on one", "The loser downs a shot (R-CUSTOM-3).", {
        "en": "The loser has to down a shot of vodka.",
        "de": "Der Verlierer muss einen Schnaps exen.",
        "nl": "De verliezer moet een shotje jenever achterover slaan.",
        "tr": "Kaybeden bir shot rakı içmek zorunda.",
        "zh": "输家必须干一杯白酒。"}),
    ("stake-money", "money staked", "The loser pays the winner (R-CUSTOM-3).", {
        "en": "The loser pays the winner five euros.",
        "de": "Der Verlierer zahlt dem Sieger fünf Euro.",
        "nl": "De verliezer betaalt de winnaar vijf euro.",
        "tr": "Kaybeden kazanana beş lira öder.",
        "zh": "输家给赢家五块钱。"}),
    ("stake-chore", "chore for one", "The loser alone does all the dishes (R-CUSTOM-3).", {
        "en": "The loser does all the washing up tonight.",
        "de": "Der Verlierer spült heute Abend das ganze Geschirr allein.",
        "nl": "De verliezer doet vanavond in zijn eentje de hele afwas.",
        "tr": "Kaybeden bu gece bütün bulaşıkları tek başına yıkar.",
        "zh": "输家今晚一个人洗所有的碗。"}),
    ("person-age", "person by trait", "The oldest player gets a card fewer: a fixed trait (R-CUSTOM-4).", {
        "en": "The oldest player at the table starts with one card fewer.",
        "de": "Der älteste Spieler am Tisch bekommt eine Karte weniger.",
        "nl": "De oudste speler aan tafel krijgt één kaart minder.",
        "tr": "Masadaki en yaşlı oyuncu bir kart eksik alır.",
        "zh": "桌上年纪最大的玩家少发一张牌。"}),
    ("person-gender", "person by trait", "Women draw one card less: gender (R-CUSTOM-4).", {
        "en": "The women at the table may skip drawing after a pickup.",
        "de": "Die Frauen am Tisch dürfen nach dem Aufnehmen das Ziehen auslassen.",
        "nl": "De vrouwen aan tafel mogen na het oppakken het trekken overslaan.",
        "tr": "Masadaki kadınlar yığını aldıktan sonra çekmeyi atlayabilir.",
        "zh": "桌上的女士收牌后可以不抽牌。"}),
    ("person-origin", "person by trait", "Players from out of town draw an extra card: origin (R-CUSTOM-4).", {
        "en": "Anyone who isn't from around here draws an extra card after the deal.",
        "de": "Wer nicht von hier ist, zieht nach dem Geben eine Karte extra.",
        "nl": "Wie niet van hier komt, trekt na het delen een extra kaart.",
        "tr": "Buralı olmayan dağıtımdan sonra fazladan bir kart çeker.",
        "zh": "不是本地人的玩家发牌后多抽一张。"}),
    ("person-glasses", "person by trait", "Whoever wears glasses draws an extra card: body (R-CUSTOM-4).", {
        "en": "Whoever wears glasses draws an extra card every round.",
        "de": "Wer eine Brille trägt, zieht jede Runde eine Karte extra.",
        "nl": "Wie een bril draagt, trekt elke ronde een extra kaart.",
        "tr": "Gözlük takan her turda fazladan bir kart çeker.",
        "zh": "戴眼镜的人每轮多抽一张牌。"}),
    ("person-job", "person by trait", "The teacher at the table leads last: a job (R-CUSTOM-4).", {
        "en": "The teacher among us never has to pick up the pile.",
        "de": "Die Lehrerin unter uns muss nie den Stapel aufnehmen.",
        "nl": "De leraar onder ons hoeft nooit de stapel te pakken.",
        "tr": "Aramızdaki öğretmen yığını hiç almak zorunda değil.",
        "zh": "我们中间当老师的那位永远不用收牌堆。"}),
    ("person-smoker", "person by trait", "Smokers draw an extra card: a habit (R-CUSTOM-4).", {
        "en": "Smokers draw an extra card every time they pick up.",
        "de": "Raucher ziehen bei jedem Aufnehmen eine Karte extra.",
        "nl": "Rokers trekken bij elke keer oppakken een extra kaart.",
        "tr": "Sigara içenler her yığın alışında fazladan bir kart çeker.",
        "zh": "抽烟的人每次收牌都多抽一张。"}),
    ("place-window", "person by place", "Whoever sits by the window draws an extra card: a seat, a disguised person (R-CUSTOM-4).", {
        "en": "Whoever sits by the window draws an extra card after every clear.",
        "de": "Wer am Fenster sitzt, zieht nach jedem Abräumen eine Karte extra.",
        "nl": "Wie bij het raam zit, trekt na elke opruiming een extra kaart.",
        "tr": "Pencerenin yanında oturan her temizlemeden sonra fazladan kart çeker.",
        "zh": "坐在窗边的人每次清空牌堆后多抽一张。"}),
    ("place-host", "person by place", "The host skips the pickup: a person by the house (R-CUSTOM-4).", {
        "en": "The host never has to pick up the pile.",
        "de": "Der Gastgeber muss nie den Stapel aufnehmen.",
        "nl": "De gastheer hoeft nooit de stapel te pakken.",
        "tr": "Ev sahibi yığını asla almak zorunda değil.",
        "zh": "东道主永远不用收牌堆。"}),
]

FAIR: list[tuple[str, str, str, dict[str, str]]] = [
    ("applause", "cheer", "Applause for the winner costs nobody anything.", {
        "en": "Everyone gives the winner a round of applause.",
        "de": "Alle klatschen kurz für den Sieger.",
        "nl": "Iedereen geeft de winnaar een applausje.",
        "tr": "Herkes kazananı alkışlar.",
        "zh": "大家为赢家鼓掌。"}),
    ("well-played", "speech", "Words that cost nobody anything.", {
        "en": "Well played, everyone, that was a close one.",
        "de": "Gut gespielt, alle zusammen, das war knapp.",
        "nl": "Goed gespeeld allemaal, dat was spannend.",
        "tr": "Herkes iyi oynadı, çok çekişmeliydi.",
        "zh": "大家打得都不错，这局很接近。"}),
    ("high-five", "gesture", "A high five all round.", {
        "en": "The winner high-fives everyone at the table.",
        "de": "Der Sieger klatscht mit allen am Tisch ab.",
        "nl": "De winnaar geeft iedereen aan tafel een high five.",
        "tr": "Kazanan masadaki herkesle çak yapar.",
        "zh": "赢家和桌上每个人击掌。"}),
    ("knock", "gesture", "Everyone knocks twice on the table: alike for all.", {
        "en": "When four of a kind clear the pile, everyone knocks twice on the table.",
        "de": "Wenn vier Gleiche abräumen, klopfen alle zweimal auf den Tisch.",
        "nl": "Als vier dezelfde opruimen, klopt iedereen twee keer op tafel.",
        "tr": "Dört aynı kart temizleyince herkes masaya iki kez vurur.",
        "zh": "四张同点数清空牌堆时，大家一起敲两下桌子。"}),
    ("handshake", "gesture", "A handshake with everyone.", {
        "en": "The winner shakes hands with everyone before the next deal.",
        "de": "Der Sieger gibt allen vor dem nächsten Geben die Hand.",
        "nl": "De winnaar geeft iedereen een hand voor het volgende delen.",
        "tr": "Kazanan bir sonraki dağıtımdan önce herkesle tokalaşır.",
        "zh": "下一次发牌前赢家和每个人握手。"}),
    ("toast-any", "cheer", "Everyone raises whatever they drink, nothing demanded.", {
        "en": "Everyone raises their glass, water or whatever they like.",
        "de": "Alle heben ihr Glas, Wasser oder was jeder mag.",
        "nl": "Iedereen heft het glas, water of wat je maar wilt.",
        "tr": "Herkes bardağını kaldırır, su ya da ne isterse.",
        "zh": "大家举杯，喝水喝什么都行。"}),
    ("snack-all", "snack for all", "A bowl for everyone.", {
        "en": "A bowl of crisps goes in the middle for everyone.",
        "de": "Eine Schale Chips kommt für alle in die Mitte.",
        "nl": "Er komt een bak chips voor iedereen in het midden.",
        "tr": "Ortaya herkes için bir kase cips konur.",
        "zh": "桌子中间放一盘薯片，大家一起吃。"}),
    ("dishes-turns", "chore in turn", "The washing up goes round: everyone in turn.", {
        "en": "Everyone takes a turn at the washing up, one after another round the table.",
        "de": "Beim Abwasch ist reihum jeder einmal dran.",
        "nl": "De afwas gaat de tafel rond: iedereen is een keer aan de beurt.",
        "tr": "Bulaşığı sırayla herkes bir kez yıkar.",
        "zh": "洗碗大家轮流来，每人一次。"}),
    ("stretch", "break for all", "A stretch for everyone.", {
        "en": "Everyone stands up and stretches for a moment.",
        "de": "Alle stehen kurz auf und strecken sich.",
        "nl": "Iedereen staat even op en rekt zich uit.",
        "tr": "Herkes kalkıp biraz gerinir.",
        "zh": "大家站起来伸个懒腰。"}),
    ("quote-majority", "vote quoted", "The vote as the card says it (R-VOTE-2).", {
        "en": "Everyone in the session votes, players already out too; a majority needs more than half of all the session's players voting yes.",
        "de": "Alle Teilnehmenden dürfen abstimmen, auch bereits ausgeschiedene. Für eine Mehrheit müssen mehr als die Hälfte aller Spielenden der Sitzung mit Ja stimmen.",
        "nl": "Iedereen in de sessie mag stemmen, ook spelers die uit zijn. Voor een meerderheid moet meer dan de helft van alle spelers in de sessie vóór stemmen.",
        "tr": "Oturumdaki herkes, bitirenler dâhil oy verebilir. Çoğunluk için oturumdaki tüm oyuncuların yarısından fazlası evet demelidir.",
        "zh": "本场会话的所有人都可投票，包括已经出完的玩家。赞成票必须超过本场会话全部玩家的一半，才构成多数通过。"}),
    ("quote-roshambo", "roshambo quoted", "The Roshambo as the card says it (R-ROSHAMBO-2).", {
        "en": "A tied vote goes to rock paper scissors: exactly 30 decided rounds, draws don't count, at 15-15 the next decided round wins.",
        "de": "Ein Gleichstand geht ans Schnick Schnack Schnuck: genau 30 entschiedene Runden, Unentschieden zählen nicht; bei 15:15 gewinnt die nächste entschiedene Runde.",
        "nl": "Gelijke stemmen gaan naar steen papier schaar: precies 30 beslissende worpen, gelijke worpen tellen niet; bij 15–15 wint de volgende beslissende worp.",
        "tr": "Berabere oylama taş kağıt makasla çözülür: tam 30 sonuçlu atış, berabereler sayılmaz; 15–15 ise sonraki sonuçlu atış kazanır.",
        "zh": "平票就玩石头剪刀布：恰好30次分出胜负，平手不计数；15比15时下一次分出胜负者获胜。"}),
    ("quote-delete-own", "removal quoted", "The creator deletes their own rule (R-VOTE-4).", {
        "en": "The creator may delete their own rule at any time without a vote.",
        "de": "Der Urheber darf die eigene Regel jederzeit ohne Abstimmung löschen.",
        "nl": "Een maker mag de eigen regel altijd zonder stemming verwijderen.",
        "tr": "Yaratıcı kendi kuralını oylamasız istediği an silebilir.",
        "zh": "创造者可随时无需表决地删除自己的规则。"}),
    ("quote-return", "return quoted", "A removed rule returns only by a later vote (R-VOTE-7).", {
        "en": "A removed rule may come back this session only through a later rule vote.",
        "de": "Eine entfernte Regel darf in derselben Sitzung nur nach einer späteren Regelabstimmung zurückkehren.",
        "nl": "Een verwijderde regel mag die sessie niet terugkomen zonder een latere regelstemming.",
        "tr": "Kaldırılan kural, sonraki bir kural oylaması olmadan aynı oturumda geri dönemez.",
        "zh": "被删除的规则在本场会话中不能恢复，除非之后通过一次规则表决。"}),
    ("quote-session", "session quoted", "Every session starts fresh (R-SESSION-1, R-SESSION-2).", {
        "en": "Every session starts fresh; old rules come back only by a majority during setup.",
        "de": "Jede Sitzung beginnt neu; alte Regeln kommen nur mit einer Mehrheit bei der Vorbereitung zurück.",
        "nl": "Elke sessie begint opnieuw; oude regels komen alleen terug met een meerderheid tijdens de voorbereiding.",
        "tr": "Her oturum sıfırdan başlar; eski kurallar yalnızca kurulumda çoğunlukla döner.",
        "zh": "每场会话从零开始；旧规则只有在准备阶段获过半同意时才能恢复。"}),
    ("quote-absent", "ambiguity quoted", "An absent creator's rule is read by the table's majority (R-SESSION-3).", {
        "en": "If the creator is away and the rule is unclear, the table decides by majority.",
        "de": "Ist der Urheber nicht da und die Regel unklar, entscheidet der Tisch per Mehrheit.",
        "nl": "Is de maker afwezig en de regel onduidelijk, dan beslist de tafel met meerderheid.",
        "tr": "Yaratıcı yoksa ve kural belirsizse masa çoğunlukla karar verir.",
        "zh": "创造者不在而规则有歧义时，由牌桌过半决定。"}),
    ("quote-tie-used", "vote quoted", "A failed or tied vote uses the round's attempt (R-VOTE-5).", {
        "en": "A failed or tied vote uses up the round's one attempt.",
        "de": "Eine gescheiterte oder unentschiedene Abstimmung verbraucht den einen Versuch der Runde.",
        "nl": "Een verworpen of gelijk geëindigde stemming verbruikt de ene poging van de ronde.",
        "tr": "Başarısız veya berabere oylama turun tek girişimini kullanır.",
        "zh": "表决失败或平票都会用掉本轮唯一一次机会。"}),
    ("quote-vote-when", "vote quoted", "The vote comes when the deal begins (R-VOTE-1).", {
        "en": "When the deal begins, the table gets its one rule vote for the round.",
        "de": "Mit Beginn des Austeilens hat der Tisch seine eine Regelabstimmung für die Runde.",
        "nl": "Wanneer het delen begint, krijgt de tafel één regelstemming voor die ronde.",
        "tr": "Dağıtım başlayınca masa o tur için bir kural oylaması alır.",
        "zh": "发牌开始时，牌桌获得本轮的一次规则表决机会。"}),
    ("score-sheet", "score for all", "The winner notes the round where all can see.", {
        "en": "The winner writes the round on the score sheet everyone can see.",
        "de": "Der Sieger trägt die Runde auf dem Punktezettel ein, den alle sehen.",
        "nl": "De winnaar schrijft de ronde op het scorebriefje dat iedereen ziet.",
        "tr": "Kazanan turu herkesin gördüğü skor kağıdına yazar.",
        "zh": "赢家把这一局记在大家都看得到的记分纸上。"}),
    ("thumbs-up", "gesture", "A thumbs up costs nothing.", {
        "en": "Whoever clears the pile gives the table a thumbs up.",
        "de": "Wer abräumt, zeigt dem Tisch einen Daumen hoch.",
        "nl": "Wie de stapel opruimt, steekt een duim op naar de tafel.",
        "tr": "Yığını temizleyen masaya başparmağını kaldırır.",
        "zh": "清空牌堆的人向大家竖个大拇指。"}),
    ("seat-swap-all", "seating for all", "Everyone moves a chair: alike for all.", {
        "en": "After each round everyone moves one chair to the left.",
        "de": "Nach jeder Runde rücken alle einen Stuhl nach links.",
        "nl": "Na elke ronde schuift iedereen één stoel naar links.",
        "tr": "Her turdan sonra herkes bir sandalye sola kayar.",
        "zh": "每轮结束后大家都往左挪一个座位。"}),
]

CARRIERS = ("says", "does", "name")
# a fair text is said or names its rule: a ``does`` the judge does not know is a warning
# by design (LP712, an unknown table action), whatever it says
FAIR_CARRIERS = ("says", "name")


def book(lang: str, name: str, who: str, verb: str, text: str) -> str:
    kw = KW[lang]
    return (f'{kw["header"]}{kw["rule"]} "{name}"\n  {kw["after"]} round_end:\n'
            f'    {kw[who]} {kw[verb]} "{text}"\n')


def write(kind: str, index: int, slug: str, cat: str, why: str, lang: str, text: str) -> None:
    carrier = CARRIERS[index % 3] if kind == "unfair" else FAIR_CARRIERS[index % 2]
    name = f"{slug}-{lang}"
    if carrier == "says":
        body = book(lang, name, "dealer", "says", text)
    elif carrier == "does":
        body = book(lang, name, "dealer", "does", WRITES[lang].format(text.rstrip(".。")))
    else:
        body = book(lang, text.rstrip(".。"), "dealer", "says", SO_IT_IS[lang])
    out = HERE / kind / f"{slug}-{lang}-{carrier}.lopti"
    out.write_text(f"# category: {cat}\n# why: {why}\n{body}", encoding="utf-8")


def main() -> None:
    for kind, rows in (("unfair", UNFAIR), ("fair", FAIR)):
        shutil.rmtree(HERE / kind, ignore_errors=True)
        (HERE / kind).mkdir()
        index = 0
        for slug, cat, why, texts in rows:
            for lang in LANGS:
                write(kind, index, slug, cat, why, lang, texts[lang])
                index += 1


if __name__ == "__main__":
    main()
