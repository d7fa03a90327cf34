"""The slots of a people or a person mimicked, in the five languages (issue 29, session 42:
R-CUSTOM-3, R-CUSTOM-4).

Read by language/text/mimicry.py; merged into the judge's lexicon by
language/text/matching.py (the entry syntax of harm_lexicon.py: ``stem*``, ``word+``,
``a ~ b``). Chinese is read by mimicry.py's own patterns (its words run together). The
languages' ordinary words for each slot, not the wordings of examples:

- ``mm_voice``: **a way of speaking that belongs to a people or a place**: accent,
  dialect, brogue, twang (Akzent, Dialekt, Mundart, Sprechweise; accent, dialect,
  tongval; aksan, şive, lehçe, "Karadeniz ağzıyla");
- ``mm_imitate``: **imitating**: imitate, impersonate, mimic, parody, do an impression,
  caricature (nachahmen, nachmachen, nachäffen, imitieren, parodieren; imiteren,
  nadoen, naäpen, parodiëren; taklit etmek, taklidini yapmak); Dutch "doet ... na" is
  read by mimicry.py (its particle verb's stem is too short for the split reading);
- ``mm_copy``: **copying**, a weaker word: only with a voice or a trait (copy, ape);
- ``mm_people``: **a people**: a nationality, a country, a region, a province, an ethnic
  group, a religion, "a foreigner", and the names of peoples and regions a writer reaches
  for (a Frenchman, a Turkish accent, sächsisch, een Belg, Karadenizli);
- ``mm_act``: **how "they" are said to talk, behave or dress**: talk, speak, act, behave,
  dress, sound, walk (reden, sprechen, sich benehmen, sich verhalten, sich kleiden;
  praten, spreken, zich gedragen, zich kleden; konuşmak, davranmak, giyinmek);
- ``mm_like``: **as, like** before the people ("like a Frenchman", "wie ein Ausländer",
  "als een typische Duitser", "bir Alman gibi");
- ``mm_stereo``: **a stereotype**: stereotype, stereotypical, cliché (Klischee; stereotiep;
  klişe); not "typical" (a typical round), whose people "like" reads;
- ``mm_trait``: **a person's own fixed trait** that mimicry mocks: a stutter, a lisp, a
  limp (Stottern, Lispeln, Hinken; stotteren, lispelen, hinken, mank; kekemelik,
  peltek, topallamak);
- ``mm_own``: **one's own**: one's own dialect, mother tongue, home (eigen, Muttersprache,
  Heimat; eigen, moedertaal; kendi, ana dil): speaking it is no mimicry.

What is left out on purpose: a voice that belongs to nobody (a whisper, a song, a robot
voice, a pirate's "arr" as a game character), "language" and "word" (a toast in every
player's own language, a word a friend offers to teach), and "people" or "Leute" alone
(the players at the table are people too).
"""

from __future__ import annotations

#: group -> language -> entries. Languages: en, de, nl, tr, zh (Chinese: mimicry.py).
MIMICRY: dict[str, dict[str, str]] = {
    "mm_voice": {
        "en": "accent, accents, accented, dialect, dialects, brogue, twang, drawl",
        "de": "akzent, akzente, akzenten, akzents, dialekt*, mundart*, sprechweise",
        "nl": "accent, accenten, accentje, dialect*, tongval",
        "tr": "aksan*, şive*, sive*, lehçe*, lehce*, ağzıyla, ağzını, ağzı ile",
    },
    "mm_imitate": {
        "en": "imitate+, imitating, imitation*, impersonate+, impersonating, "
              "impersonation*, mimic, mimics, mimicked, mimicking, parody, parodies, "
              "parodied, parodying, caricature*, impression of, impressions of, "
              "pretend+ to be, pretend+ ~ to be, pose+ as, play+ the part of",
        "de": "nachahm*, nachmach*, nachgemacht, nachäff*, nachaeff*, nachgeäfft, "
              "imitier*, parodier*, karikier*, imitation*, tut so als, tu so als, so tun als, "
              "gibt sich als ~ aus",
        "nl": "imiteer*, imiteren, imiteert, geïmiteerd, geimiteerd, imitatie*, nadoen, "
              "nagedaan, naäp*, naap*, nageaapt, parodie*, parodieer*, karikatu*, doet alsof, "
              "doe alsof, doen alsof",
        "tr": "taklit*, taklid*, parodi*, karikatür*, gibi yap*, rolü yap*, rolüne gir*",
    },
    "mm_copy": {
        "en": "copy, copies, copied, copying, ape, apes, aped, aping",
        "de": "kopier*",
        "nl": "kopieer*, kopiëren, kopieren",
        "tr": "kopyala*",
    },
    "mm_people": {
        "en": "foreign, foreigner*, nationality, nationalities, country, countries, "
              "region, regions, province, provinces, ethnic*, religion*, immigrant*, "
              "migrant*, refugee*, tribe, tribes, american*, british, brit, brits, english, "
              "englishman, scottish, scot, scots, scotsman, irish, irishman, welsh, french, "
              "frenchman, frenchmen, german, germans, dutch, dutchman, belgian*, italian*, "
              "spanish, spaniard*, portuguese, mexican*, indian*, chinese, japanese, "
              "korean*, russian*, polish, pole, poles, turk, turks, turkish, arab, arabs, "
              "arabic, african*, asian*, jamaican*, swiss, austrian*, swede, swedes, "
              "swedish, greek, greeks, moroccan*, kurd, kurds, kurdish, jew, jews, jewish, "
              "muslim*, moslem*, gypsy, gypsies, roma, hillbilly, hillbillies, redneck*, "
              "cockney, texan*, bavarian*, swabian*, australian*, canadian*, "
              "brazilian*, nigerian*, pakistani*, vietnamese, thai, filipino*, "
              "aborigin*, eskimo*, native american*",
        "de": "ausländ*, auslaend*, fremdländ*, nationalität*, land, landes, länder, "
              "volk, volkes, völker*, region, regionen, provinz*, ethni*, religion*, "
              "einwanderer*, flüchtling*, türke, türken, türkin, türkisch*, italiener*, "
              "italienisch*, franzose*, französisch*, engländer*, englisch*, "
              "amerikaner*, amerikanisch*, russe, russen, russisch*, pole, polen, "
              "polnisch*, chinese, chinesen, chinesisch*, japaner*, japanisch*, inder, "
              "indisch*, afrikaner*, afrikanisch*, araber*, arabisch*, jude, juden, "
              "jüdisch*, juedisch*, muslim*, moslem*, zigeuner*, sachse, sachsen, "
              "sächsisch*, saechsisch*, bayer, bayern, bayrisch*, bayerisch*, schwabe, "
              "schwaben, schwäbisch*, österreich*, schweizer*, schweizerisch*, holländ*, "
              "niederländ*, ostfries*, berlinerisch*, kölsch*, spanier*, spanisch*, "
              "grieche*, griechisch*, kurde, kurden, kurdisch*, asiat*, marokkan*, "
              "deutsche, deutscher, deutschen",
        "nl": "buitenland*, allochto*, nationaliteit*, land, landen, volk, volken, "
              "regio, regio's, provincie*, etni*, religie*, belg, belgen, belgisch*, "
              "duitser*, duits, duitse, fransman*, fransen, franse, engelsman*, engelse, "
              "amerikaan*, marokkaan*, marokkaans*, turk, turken, turks, turkse, "
              "surinaam*, surinamer*, antilliaan*, chinees, chinese, chinezen, japanner*, "
              "japans*, indiër*, indier*, indisch*, afrikaan*, afrikaans*, arabier*, "
              "arabisch*, jood, joden, joods*, moslim*, zigeuner*, limburg*, brabant*, "
              "brabo, fries, friezen, friese, fries*, gronings*, twents*, vlaams*, "
              "vlaming*, hollands*, amsterdams*, rotterdams*, italiaan*, spanjaard*, "
              "spaans*, pool, polen, pools, poolse, rus, russen, russisch*, grieks*, "
              "griek, grieken, koerd*",
        "tr": "yabancı*, yabanci*, millet*, milliyet*, ülke*, ulke*, bölge*, bolge*, "
              "yöre*, yore*, etnik*, din, dini, dinin, alman*, ingiliz*, fransız*, "
              "fransiz*, amerikalı*, amerikali*, arap*, kürt*, rum, rumlar*, "
              "ermeni*, yahudi*, çingene*, cingene*, laz, lazlar*, karadeniz*, doğulu*, "
              "rus, ruslar*, rusça, japon*, çinli*, cinli*, hintli*, italyan*, yunan*, "
              "suriyeli*, afrikalı*, afrikali*, zenci*, köylü*, koylu*, göçmen*, "
              "gocmen*, mülteci*",
    },
    "mm_act": {
        "en": "talk+, speak+, spoke, spoken, sound+, act+, behave+, dress+, walk+",
        "de": "rede, reden, redet, redest, redete*, sprech*, sprich*, spricht, sprach, "
              "benimm*, benehm*, verhalt*, verhält*, kleid*, zieh* ~ an, klingt, klingen",
        "nl": "praat, praten, praatte, spreek*, spreken, sprak*, gedraag*, gedragen, "
              "gedroeg*, kleed*, kleden, klinkt, klinken, loop, loopt, lopen",
        "tr": "konuş*, konus*, davran*, giyin*, yürü*, yuru*, söyle*",
    },
    "mm_like": {
        "en": "like, as",
        "de": "wie, als",
        "nl": "als, zoals",
        "tr": "gibi, misali",
    },
    "mm_stereo": {
        "en": "stereotyp*, cliché*, cliche*",
        "de": "klischee*, stereotyp*",
        "nl": "stereotyp*, stereotiep*, cliché*",
        "tr": "klişe*, klise*, stereotip*",
    },
    "mm_trait": {
        "en": "stutter*, stammer*, lisp, lisps, lisping, limp, limps, limping, squint*, "
              "speech impediment*",
        "de": "stotter*, stammel*, lispel*, hinken, hinkt, humpel*, sprachfehler*, "
              "schielen*",
        "nl": "stotter*, lispel*, hinken, hinkt, mank*, spraakgebrek*, scheel*",
        "tr": "kekeme*, kekele*, peltek*, pelteğ*, topalla*, topal*, şaşı*, sasi*",
    },
    "mm_own": {
        "en": "own, mother tongue, native language, home dialect",
        "de": "eigen*, muttersprach*, heimat*",
        "nl": "eigen, moedertaal, thuistaal",
        "tr": "kendi*, ana dil*, anadil*",
    },
}

__all__ = ["MIMICRY"]
