"""The commonest words of each language (en, de, nl, tr, zh), by which the free-text judge
tells which language a text is in (text/tongues.py, text/matching.py). A module of its own,
with no imports, so that every word list of text/ can be read in its own language without
an import circle (lexlang42).
"""

from __future__ import annotations

#: The commonest words of each language (articles, pronouns, the verbs to be and to have,
#: small particles). They tell which language a text is in; a word that is one of them in
#: the text's language is read in that language only (Dutch "je bent de volgende" is "you
#: are next", not the English damage word "bent"; German "die" is an article).
COMMON: dict[str, str] = {
    "en": "the, a, an, you, your, is, are, am, was, were, be, been, have, has, had, it, "
          "and, or, of, to, in, on, at, with, this, that, who, what, he, she, they, we, "
          "my, his, her, their, our, not, do, does, if, when, then, now, all, every, each, "
          "may, can, must, will, should, also, "
          # words said at the table that are the language's own: "Mum says lopti" is
          # English, its "mum" no Turkish candle
          "says, said, whoever, thanks, me, mum, mom",
    "de": "der, die, das, den, dem, des, ein, eine, einen, einem, und, oder, ist, sind, bist, "
          "bin, war, hat, hast, habe, haben, du, dich, dir, ich, mich, mir, er, sie, es, wir, "
          "ihr, mit, auf, für, von, zu, im, am, nicht, wer, wenn, dann, noch, nur, jetzt, "
          "alle, allen, jede, jeder, jedes, jeden, über, darf, dürfen, darfst, kann, können, "
          "kannst, muss, müssen, musst, soll, sollen, wird, werden, auch",
    "nl": "de, het, een, en, of, is, zijn, ben, bent, was, heb, hebt, heeft, hebben, je, jij, "
          "jou, jouw, ik, mij, mijn, hij, zij, ze, wij, we, met, op, voor, van, naar, niet, "
          "wie, als, dan, nog, maar, nu, aan, er, dat, die, deze, dit, elke, ieder, "
          "iedere, iedereen, mag, mogen, kan, kunnen, moet, moeten, zal, wordt, worden, ook, "
          "door",
    "tr": "bir, ve, veya, bu, şu, o, sen, ben, biz, siz, onlar, senin, benim, ile, için, "
          "de, da, ki, mi, mı, değil, var, yok, olan, gibi, çok, en, her, sonra, şimdi, "
          "herkes, tüm, bütün, hep, kadar, ama, ise, "
          # "bir şarkının ilk satırını söyler" is Turkish: first, last, more, once, says
          "ilk, son, daha, kez, kere, diye, olur, eder",
}

__all__ = ["COMMON"]
