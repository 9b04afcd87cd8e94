"""Query text helpers shared by the read path and every backend.

A keyword query is the query's words OR-ed, so a word that occurs everywhere
("what", "did", "her") makes nearly every memory a keyword match and crowds
the keyword candidates with memories that share only such words. Those words
are dropped: the English stop words of NLTK's list (pronouns, auxiliaries,
question words, prepositions), kept whole rather than tuned on any benchmark.

Whole conversation sessions are ranked here, in Python, rather than by a
database, so every backend ranks them the same: :func:`bm25_documents` splits
and stems words exactly as the SQLite store's full-text index does (FTS5's
``porter unicode61 remove_diacritics 2``) and scores exactly as FTS5's
``bm25()``. ``tests/test_text.py`` holds SQLite to both.
"""

from __future__ import annotations

import math
import re
import sys
import threading
import unicodedata
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

from .errors import InvalidInput

#: NLTK's English stop words, as credo's tokenizer splits them (``don't`` -> ``don``, ``t``).
STOP_WORDS = frozenset("""
i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is are
was were be been being have has had having do does did doing a an the and but if or because as until while
of at by for with about against between into through during before after above below to from up down in out
on off over under again further then once here there when where why how all any both each few more most
other some such no nor not only own same so than too very s t can will just don should now d ll m o re ve y
ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn
""".split())

_WORD = re.compile(r"\w+", re.UNICODE)


def query_terms(text: str, max_terms: int = 64) -> list[str]:
    """The words of a query worth matching: lower-cased, unique, stop words dropped.

    A query made only of stop words keeps them all, so it still matches something.

    >>> query_terms("When did Caroline go to the LGBTQ support group?")
    ['caroline', 'go', 'lgbtq', 'support', 'group']
    >>> query_terms("Who was it?")
    ['who', 'was', 'it']
    """
    words = list(dict.fromkeys(w.lower() for w in _WORD.findall(text)))
    return ([w for w in words if w not in STOP_WORDS] or words)[:max_terms]


# --- words as FTS5's "porter unicode61 remove_diacritics 2" tokenizer makes them ---------------------------------
#
# unicode61 classifies code points with SQLite's own Unicode 6.1 tables, which Python's newer `unicodedata`
# does not reproduce (SQLite counts unassigned and newer code points, such as most emoji after 2012, as
# letters), so its differences are kept here as hex ranges, generated from SQLite 3.40 and checked code point
# by code point against SQLite in tests/test_text.py.

#: Non-ASCII code points that unicode61 splits words on.
_SEPARATORS = """
80-a9 ab-b1 b4 b6-b8 bb bf d7 f7 2c2-2c5 2d2-2df 2e5-2eb 2ed 2ef-2ff 305 30d-30e 310 312-31a 31c-322 329-32c 32f
332-36f 375 37e 384-385 387 3f6 482-489 55a-55f 589-58a 58f 591-5c7 5f3-5f4 600-604 606-61b 61e-61f 64b-65f
66a-66d 670 6d4 6d6-6e4 6e7-6ed 6fd-6fe 700-70d 70f 711 730-74a 7a6-7b0 7eb-7f3 7f6-7f9 816-819 81b-823 825-827
829-82d 830-83e 859-85b 85e 8e4-8fe 900-903 93a-93c 93e-94f 951-957 962-965 970 981-983 9bc 9be-9c4 9c7-9c8
9cb-9cd 9d7 9e2-9e3 9f2-9f3 9fa-9fb a01-a03 a3c a3e-a42 a47-a48 a4b-a4d a51 a70-a71 a75 a81-a83 abc abe-ac5
ac7-ac9 acb-acd ae2-ae3 af0-af1 b01-b03 b3c b3e-b44 b47-b48 b4b-b4d b56-b57 b62-b63 b70 b82 bbe-bc2 bc6-bc8
bca-bcd bd7 bf3-bfa c01-c03 c3e-c44 c46-c48 c4a-c4d c55-c56 c62-c63 c7f c82-c83 cbc cbe-cc4 cc6-cc8 cca-ccd
cd5-cd6 ce2-ce3 d02-d03 d3e-d44 d46-d48 d4a-d4d d57 d62-d63 d79 d82-d83 dca dcf-dd4 dd6 dd8-ddf df2-df4 e31
e34-e3a e3f e47-e4f e5a-e5b eb1 eb4-eb9 ebb-ebc ec8-ecd f01-f1f f34-f3f f71-f87 f8d-f97 f99-fbc fbe-fcc fce-fda
102b-103e 104a-104f 1056-1059 105e-1060 1062-1064 1067-106d 1071-1074 1082-108d 108f 109a-109f 10fb 135d-1368
1390-1399 1400 166d-166e 1680 169b-169c 16eb-16ed 1712-1714 1732-1736 1752-1753 1772-1773 17b4-17d6 17d8-17db
17dd 1800-180e 18a9 1920-192b 1930-193b 1940 1944-1945 19b0-19c0 19c8-19c9 19de-19ff 1a17-1a1b 1a1e-1a1f
1a55-1a5e 1a60-1a7c 1a7f 1aa0-1aa6 1aa8-1aad 1b00-1b04 1b34-1b44 1b5a-1b7c 1b80-1b82 1ba1-1bad 1be6-1bf3
1bfc-1bff 1c24-1c37 1c3b-1c3f 1c7e-1c7f 1cc0-1cc7 1cd0-1ce8 1ced 1cf2-1cf4 1dc0-1de6 1dfc-1dff 1fbd 1fbf-1fc1
1fcd-1fcf 1fdd-1fdf 1fed-1fef 1ffd-1ffe 2000-2064 206a-206f 207a-207e 208a-208e 20a0-20b9 20d0-20f0 2100-2101
2103-2106 2108-2109 2114 2116-2118 211e-2123 2125 2127 2129 212e 213a-213b 2140-2144 214a-214d 214f 2190-23f3
2400-2426 2440-244a 249c-24e9 2500-26ff 2701-2775 2794-2b4c 2b50-2b59 2ce5-2cea 2cef-2cf1 2cf9-2cfc 2cfe-2cff
2d70 2d7f 2de0-2e2e 2e30-2e3b 2e80-2e99 2e9b-2ef3 2f00-2fd5 2ff0-2ffb 3000-3004 3008-3020 302a-3030 3036-3037
303d-303f 3099-309c 30a0 30fb 3190-3191 3196-319f 31c0-31e3 3200-321e 322a-3247 3250 3260-327f 328a-32b0
32c0-32fe 3300-33ff 4dc0-4dff a490-a4c6 a4fe-a4ff a60d-a60f a66f-a67e a69f a6f0-a6f7 a700-a716 a720-a721
a789-a78a a802 a806 a80b a823-a82b a836-a839 a874-a877 a880-a881 a8b4-a8c4 a8ce-a8cf a8e0-a8f1 a8f8-a8fa
a926-a92f a947-a953 a95f a980-a983 a9b3-a9cd a9de-a9df aa29-aa36 aa43 aa4c-aa4d aa5c-aa5f aa77-aa79 aa7b aab0
aab2-aab4 aab7-aab8 aabe-aabf aac1 aade-aadf aaeb-aaf1 aaf5-aaf6 abe3-abed fb1e fb29 fbb2-fbc1 fd3e-fd3f
fdfc-fdfd fe00-fe19 fe20-fe26 fe30-fe52 fe54-fe66 fe68-fe6b feff ff01-ff0f ff1a-ff20 ff3b-ff40 ff5b-ff65
ffe0-ffe6 ffe8-ffee fff9-ffff 10100-10102 10137-1013f 10179-10189 10190-1019b 101d0-101fd 1039f 103d0 10857
1091f 1093f 10a01-10a03 10a05-10a06 10a0c-10a0f 10a38-10a3a 10a3f 10a50-10a58 10a7f 10b39-10b3f 11000-11002
11038-1104d 11080-11082 110b0-110c1 11100-11102 11127-11134 11140-11143 11180-11182 111b3-111c0 111c5-111c8
116ab-116b7 12470-12473 16f51-16f7e 16f8f-16f92 1d000-1d0f5 1d100-1d126 1d129-1d1dd 1d200-1d245 1d300-1d356
1d6c1 1d6db 1d6fb 1d715 1d735 1d74f 1d76f 1d789 1d7a9 1d7c3 1eef0-1eef1 1f000-1f02b 1f030-1f093 1f0a0-1f0ae
1f0b1-1f0be 1f0c1-1f0cf 1f0d1-1f0df 1f110-1f12e 1f130-1f16b 1f170-1f19a 1f1e6-1f202 1f210-1f23a 1f240-1f248
1f250-1f251 1f300-1f320 1f330-1f335 1f337-1f37c 1f380-1f393 1f3a0-1f3c4 1f3c6-1f3ca 1f3e0-1f3f0 1f400-1f43e
1f440 1f442-1f4f7 1f4f9-1f4fc 1f500-1f53d 1f540-1f543 1f550-1f567 1f5fb-1f640 1f645-1f64f 1f680-1f6c5
1f700-1f773 e0001 e0020-e007f e0100-e01ef
"""
#: Combining marks that remove_diacritics drops inside a word (and splits on anywhere else).
_DROPPED_MARKS = "300-304 306-30c 30f 311 31b 323-328 32d-32e 330-331"
#: Letters unicode61 leaves as they are where Python would fold them (mostly case pairs newer than Unicode 6.1).
_UNFOLDED = ("1e1 37f 528-52e 13f8-13fd 1c80-1cbf 2c2f a698-a69a a796-a79e a7ab-a7f5 ab70-abbf 104b0-10595 "
             "10c80-10cb2 118a0-118bf 16e40-16e5f 1e900-1e921")
#: The two letters unicode61 folds otherwise than lower-case-then-strip-accents.
_SPECIAL_FOLDS = {0x130: "i", 0x1E0: "\u01e1"}

#: Words the porter stemmer leaves alone: shorter than 3 or longer than 64 UTF-8 bytes.
_STEM_MIN, _STEM_MAX = 3, 64
#: How many texts' words, and how many words' stems, are kept for session ranking.
TOKEN_CACHE_SIZE = 100_000


def _ranges(spec: str) -> tuple[list[int], list[int]]:
    """Parsed ``"a-b c"`` hex ranges, as sorted starts and ends for :func:`_within`."""
    pairs = [(int(a, 16), int(b or a, 16)) for a, _, b in (r.partition("-") for r in spec.split())]
    return [a for a, _ in pairs], [b for _, b in pairs]


def _within(code: int, ranges: tuple[list[int], list[int]]) -> bool:
    starts, ends = ranges
    i = bisect_right(starts, code) - 1
    return i >= 0 and code <= ends[i]


_SEPARATOR_RANGES, _DROPPED_RANGES, _UNFOLDED_RANGES = map(_ranges, (_SEPARATORS, _DROPPED_MARKS, _UNFOLDED))


def _fold(code: int) -> str:
    """What unicode61 makes of one code point: a folded letter, ``""`` (dropped) or ``" "`` (a separator)."""
    char = chr(code)
    if code < 128:
        return char.lower() if char.isalnum() else " "
    if _within(code, _SEPARATOR_RANGES) or 0xD800 <= code <= 0xDFFF:
        return " "
    if _within(code, _DROPPED_RANGES):
        return ""
    if code in _SPECIAL_FOLDS:
        return _SPECIAL_FOLDS[code]
    if _within(code, _UNFOLDED_RANGES):
        return char
    folded = next((f for f in (char.casefold(), char.lower()) if len(f) == 1), char)
    base, *marks = list(unicodedata.normalize("NFD", folded))
    # remove_diacritics maps a Latin letter with any number of accents to its ASCII letter, and nothing else
    return base if base.isascii() and all(unicodedata.combining(m) for m in marks) else folded


class _FoldTable(dict[int, str]):
    """A ``str.translate`` table filled in as code points are first met (below U+20000, so it stays small)."""

    def __missing__(self, code: int) -> str:
        folded = _fold(code)
        if code < 0x20000:
            self[code] = folded
        return folded


_FOLD_TABLE = _FoldTable()
#: Every byte but a-z and 0-9 as a space: in ASCII text (lower-cased) the words are what is left between spaces.
_ASCII_SPACES = bytes(c if chr(c) in "abcdefghijklmnopqrstuvwxyz0123456789" else 0x20 for c in range(256))


def words(text: str) -> list[str]:
    """The words of ``text`` as the store's full-text index sees them: split, folded, accents dropped, stemmed.

    >>> words("Caroline's café, 2 résumés & the LGBTQ meetings")
    ['carolin', 's', 'cafe', '2', 'resum', 'the', 'lgbtq', 'meet']
    """
    if text.isascii():
        # one C pass each (translate, split) found the words in half the time of a regex's findall
        return list(map(_ASCII_STEMS.__getitem__, text.encode().lower().translate(_ASCII_SPACES).decode().split()))
    return list(map(_stem, text.translate(_FOLD_TABLE).split()))


class _AsciiStems(dict[str, str]):
    """Each ASCII word's stem, filled in as words are first met, so that :func:`words` maps a text's words in one
    C-level call: recall splits a thousand session texts read for the first time, and a Python call per word
    (to the cached :func:`_stem`) was two thirds of it. A number is its own stem (no Porter rule ends in a
    digit) and is not kept: numbers would churn the table. Past :data:`TOKEN_CACHE_SIZE` words it starts
    again (a stem is the same whenever it is worked out).
    """

    def __missing__(self, word: str) -> str:
        if word.isdigit():
            return word
        if len(self) >= TOKEN_CACHE_SIZE:
            self.clear()
        stem = self[word] = _stem(word)
        return stem


_ASCII_STEMS = _AsciiStems()


@lru_cache(maxsize=TOKEN_CACHE_SIZE)
def _stem(word: str) -> str:
    """FTS5's porter stemmer (Porter's own C version, so ``logi`` -> ``log``), on the word's UTF-8 bytes."""
    raw = word.encode("utf-8", "surrogateescape")
    if not _STEM_MIN <= len(raw) <= _STEM_MAX:
        return word
    # latin-1 gives one character per byte, so lengths and neighbours are counted in bytes as FTS5 counts them
    return _porter(raw.decode("latin-1")).encode("latin-1").decode("utf-8", "surrogateescape")


# Porter's rules as FTS5 applies them: (suffix, replacement), tried longest-listed first; the first suffix that
# fits (leaving a non-empty stem) is the only one tried, and is replaced only if the step's condition holds.
_STEP2 = (("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
          ("logi", "log"), ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"),
          ("ization", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"),
          ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"))
_STEP3 = (("ical", "ic"), ("ness", ""), ("icate", "ic"), ("iciti", "ic"), ("ful", ""), ("ative", ""),
          ("alize", "al"))
_STEP4 = tuple((s, "") for s in ("al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent",
                                 "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize"))


def _consonants(word: str) -> list[bool]:
    """Which letters are consonants: all but a e i o u, and y after a consonant."""
    flags: list[bool] = []
    for c in word:
        flags.append(not (c in "aeiou" or (c == "y" and bool(flags) and flags[-1])))
    return flags


def _measure(word: str) -> int:
    """Porter's m: how many vowel-consonant runs the word has."""
    flags = _consonants(word)
    return sum(1 for i in range(1, len(flags)) if flags[i] and not flags[i - 1])


def _has_vowel(word: str) -> bool:
    """Porter's *v* as FTS5 writes it: y counts as a vowel anywhere but first."""
    return any(c in "aeiou" or (i > 0 and c == "y") for i, c in enumerate(word))


def _cvc(word: str) -> bool:
    """Porter's *o: ends consonant-vowel-consonant, the last not w, x or y."""
    return len(word) >= 3 and word[-1] not in "wxy" and _consonants(word)[-3:] == [True, False, True]


def _replace(word: str, rules: tuple[tuple[str, str], ...], holds: Callable[[str, str], bool]) -> str:
    """One Porter step: the first rule whose suffix fits, applied if ``holds(stem, suffix)``."""
    for suffix, replacement in rules:
        if len(word) > len(suffix) and word.endswith(suffix):
            stem = word[: -len(suffix)]
            return stem + replacement if holds(stem, suffix) else word
    return word


def _m_above(floor: int) -> Callable[[str, str], bool]:
    return lambda stem, _suffix: _measure(stem) > floor


def _step4_holds(stem: str, suffix: str) -> bool:
    return _measure(stem) > 1 and (suffix != "ion" or stem.endswith(("s", "t")))


def _step1(word: str) -> str:
    """Porter's steps 1a and 1b: plurals, then -eed, -ed and -ing."""
    if word.endswith("s"):
        if word.endswith("sses") and len(word) > 4 or word.endswith("ies") and len(word) > 3:
            word = word[:-2]
        elif not word.endswith("ss"):
            word = word[:-1]
    if word.endswith("eed") and len(word) > 3:
        return word[:-1] if _measure(word[:-3]) > 0 else word
    for suffix in ("ed", "ing"):
        if word.endswith(suffix) and len(word) > len(suffix):
            if not _has_vowel(word[: -len(suffix)]):
                return word
            word = word[: -len(suffix)]
            if word[-2:] in ("at", "bl", "iz") and len(word) > 2:
                return word + "e"
            if word[-1] not in "aeioulsz" and len(word) > 1 and word[-1] == word[-2]:
                return word[:-1]
            return word + "e" if _measure(word) == 1 and _cvc(word) else word
    return word


def _porter(word: str) -> str:
    """The Porter stemmer exactly as SQLite's FTS5 writes it (``fts5PorterCb``).

    >>> [_porter(w) for w in ("caresses", "ponies", "hopping", "relational", "psychology", "trekked")]
    ['caress', 'poni', 'hop', 'relat', 'psycholog', 'trek']
    """
    word = _step1(word)
    if word.endswith("y") and _has_vowel(word[:-1]):
        word = word[:-1] + "i"
    word = _replace(word, _STEP2, _m_above(0))
    word = _replace(word, _STEP3, _m_above(0))
    word = _replace(word, _STEP4, _step4_holds)
    if word.endswith("e"):
        m = _measure(word[:-1])
        if m > 1 or m == 1 and not _cvc(word[:-1]):
            word = word[:-1]
    if word.endswith("ll") and _measure(word[:-1]) > 1:
        word = word[:-1]
    return word


# --- BM25 over a few documents, as FTS5's bm25() scores them -------------------------------------------------------

_K1, _B = 1.2, 0.75
#: FTS5's idf for a term in at least half the documents, where the formula gives zero or less.
_IDF_FLOOR = 1e-6


@lru_cache(maxsize=TOKEN_CACHE_SIZE)
def _spaced_words(text: str) -> tuple[int, str]:
    """How many words ``text`` has, and each as ``" word "``, so a session's texts joined are searched at C speed.

    Cached (about 250 bytes for a 20-word text), since recall ranks the same sessions again. A word never
    holds a space, so ``" word "`` is found exactly where the word is.
    """
    found = words(text)
    return len(found), f" {'  '.join(found)} " if found else ""


def _split_run(texts: tuple[str, ...]) -> tuple[int, str]:
    """:func:`_spaced_words` of texts read one after another (a session's memories): how many words, and the
    words spaced, as the texts' own joined.

    Texts all in ASCII are split in one pass over them joined by a space, which ends a word, so the words are
    each text's in turn: a session's texts read for the first time cost more in calls than in words.
    """
    joined = " ".join(texts)
    if joined.isascii():
        found = words(joined)
        return len(found), f" {'  '.join(found)} " if found else ""
    spaced = [_spaced_words(text) for text in texts]
    return sum(size for size, _ in spaced), "".join(run for _, run in spaced)


class _Runs:
    """Sessions' words (:func:`_split_run`) by their texts, least recently used out past ``budget`` texts in all.

    Recall ranks the same sessions again, and looking up each text's words (:func:`_spaced_words`) was most of
    the time. The budget counts texts, as :func:`_spaced_words`'s cache does (a session holds 1 to 200), so
    the two reach as far.
    """

    def __init__(self, budget: int) -> None:
        self.budget, self.held, self.hits, self.misses = budget, 0, 0, 0
        self._runs: OrderedDict[tuple[str, ...], tuple[int, str]] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, texts: tuple[str, ...]) -> tuple[int, str]:
        with self._lock:
            found = self._runs.get(texts)
            if found is not None:
                self._runs.move_to_end(texts)
                self.hits += 1
                return found
        found = _split_run(texts)
        with self._lock:
            self.misses += 1
            if texts not in self._runs:
                self._runs[texts] = found
                self.held += len(texts)
            while self.held > self.budget and self._runs:
                oldest, _ = self._runs.popitem(last=False)
                self.held -= len(oldest)
        return found


_spaced_run = _Runs(TOKEN_CACHE_SIZE)


def _frequencies(key: str, value: str | Sequence[str], phrases: list[tuple[str, ...]]) -> tuple[int, list[int]]:
    """A document's length in words and how often each phrase occurs in it, its texts read one after another."""
    try:
        size, run = _spaced_words(value) if isinstance(value, str) else _spaced_run(tuple(value))
    except (AttributeError, TypeError) as exc:  # raised by a member that is not a str
        raise InvalidInput(f"document {key!r} must be a text or a list of texts") from exc
    return size, [run.count(f" {phrase[0]} ") if len(phrase) == 1 else _occurrences(phrase, run.split())
                  for phrase in phrases]


def _occurrences(phrase: tuple[str, ...], run: list[str]) -> int:
    """How often a phrase of several words (a query word FTS5 splits, "first_name") occurs; an empty one never."""
    width = len(phrase)
    return sum(1 for i in range(len(run) - width + 1) if width and tuple(run[i:i + width]) == phrase)


def bm25_documents(documents: Mapping[str, str | Sequence[str]], query: str) -> dict[str, float]:
    """BM25 of a few documents for the query's terms (see :func:`query_terms`), higher is better.

    A document is a text or a list of texts (a session's memories) read one after another. Words match as
    they do in the store's full-text index (:func:`words`), and each score equals SQLite FTS5's ``bm25()``
    over a table of just these documents, sign turned: k1 = 1.2, b = 0.75, idf = ln((N - n + 0.5) / (n + 0.5))
    or 1e-6 where that is not positive, each query term a phrase of its own. Documents that match no term
    are left out; the rest keep their order.

    >>> scores = bm25_documents({"a": ["Ann painted a sunrise", "It hangs in her hall"], "b": "Bo went fishing"},
    ...                         "what did Ann paint?")
    >>> list(scores)
    ['a']
    """
    phrases = [tuple(words(term)) for term in query_terms(query)]
    if not documents or not phrases:
        return {}
    measured = {key: _frequencies(key, value, phrases) for key, value in documents.items()}
    count = len(measured)
    avgdl = sum(size for size, _ in measured.values()) / count
    idf = []
    for i in range(len(phrases)):
        hits = sum(1 for _, frequencies in measured.values() if frequencies[i])
        value = math.log((count - hits + 0.5) / (hits + 0.5))
        idf.append(value if value > 0.0 else _IDF_FLOOR)
    scores: dict[str, float] = {}
    for key, (size, frequencies) in measured.items():
        if any(frequencies):
            score = 0.0  # summed in FTS5's order and grouping, so the floats come out the same
            for weight, f in zip(idf, frequencies):
                score += weight * ((f * (_K1 + 1.0)) / (f + _K1 * (1 - _B + _B * size / avgdl)))
            scores[key] = score
    return scores


class LazyPattern:
    """A regular expression compiled on its first use, not when its module is imported.

    The instruction screen (:mod:`credo.poison`) holds some sixty long patterns; compiling them at import cost
    every command line process about 0.1 s, although only writes read them. The methods are :class:`re.Pattern`'s.

    >>> digits = LazyPattern(r"\\d+")
    >>> digits.findall("a1b22"), digits.pattern
    (['1', '22'], '\\\\d+')
    """

    __slots__ = ("_source", "flags", "_compiled")

    def __init__(self, pattern: str | Callable[[], str], flags: int = 0) -> None:
        """``pattern`` is the expression, or a function that builds it (called on first use too)."""
        self._source, self.flags = pattern, flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def pattern(self) -> str:
        if callable(self._source):
            self._source = self._source()
        return self._source

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:  # two threads may both compile it: the same pattern, so either result serves
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self.flags})"
