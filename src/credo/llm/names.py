"""People's names the small parser misreads, read in the place of names it knows.

``en_core_web_sm`` tags a name it has rarely seen by its shape and place, and at the
start of a sentence it often calls one an adverb or an interjection: "Raj works at
Google" parses with "Raj" as an adverb and no subject, so nobody works at Google,
and the phrase rules then file Google as the *user's* employer. A capitalised word
the tagger calls an adverb (``RB``) or an interjection (``UH``) but that English
does not know as an adverb (WordNet's index, which the lemmatizer already ships) and
that is no greeting or filler is a name: the turn is parsed again with a familiar
name in its place (:func:`stand_ins`), and every candidate is given its own name back
(:func:`named_back`). "Honestly", "Recently" and "Lol" stay what they are.

Nouns fare the same: "My wife can't eat gluten" parses with "gluten" as the
sentence's verb. A lower-case word tagged as a verb that WordNet knows as a noun
and never as a verb (:func:`misread_noun`) is read in the place of a noun the
parser knows ("dairy"), and given back the same way.

>>> from credo.llm.base import Candidate
>>> from credo.models import Kind
>>> c = Candidate("John works at Google.", Kind.FACT, None, 0.5, 0.9, "john", "employer", "Google")
>>> named_back(c, {"John": "Raj"}).entity, named_back(c, {"John": "Raj"}).text
('raj', 'Raj works at Google.')
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from functools import cache
from typing import Any

from ..models import normalise_key
from . import lexicon
from .base import Candidate
from .parse import pipeline

#: Names the parser reads as names wherever they stand; one per misread name in a turn.
STAND_INS = ("John", "Mary", "David", "Sarah", "James", "Laura", "Peter", "Emma")
#: A hyphened given name said after whom it names ("my nephew Kai-lun", "our friend Jean-Marc").
_HYPHENED = re.compile(r"\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Mm]e) (?P<who>[a-z-]+) (?P<name>[A-Z][a-z]+-[A-Za-z][a-z]+)\b")
#: Capitalised words at the head of a sentence that are not names, whatever the tagger thinks.
_NOT_NAMES = frozenset("""i im ive id ill oh ok okay yes yeah yep no nope nah hi hey hello well wow lol haha hmm
    um uh btw fyi thanks thank please sorry anyway also so but and or then now just still only even maybe
    perhaps ugh omg tbh imo idk dear sure right cheers bye great""".split())


@cache
def _known(pos: str) -> frozenset[str]:
    """English words of one part of speech ("adv", "adj") as WordNet's index lists them (the lemmatizer's
    ``lemma_index`` table)."""
    lookups = pipeline().get_pipe("lemmatizer").lookups
    return frozenset(lookups.get_table("lemma_index").get(pos, []))


def verb(word: str) -> bool:
    """Whether WordNet's index lists ``word`` (a lemma, any case) as an English verb."""
    return word.lower() in _known("verb")


def adjective(word: str) -> bool:
    """Whether WordNet's index lists ``word`` (a lemma, any case) as an English adjective."""
    return word.lower() in _known("adj")


def english(word: str) -> bool:
    """Whether WordNet's index lists ``word`` (a lemma, any case) as an English noun, verb, adjective or adverb."""
    return any(word.lower() in _known(pos) for pos in ("noun", "verb", "adj", "adv"))


def misread(token: Any) -> bool:
    """``token`` is a person's name the tagger called an adverb or an interjection."""
    word = token.text
    before = token.doc[token.i - 1] if token.i > token.sent.start else None
    # ("Auntie Precious is the head cook": a capitalised word after a kin word said as a title is a name)
    titled = before is not None and before.text[:1].isupper() and lexicon.is_kin(before.lower_)
    if token.tag_ == "JJ" and not titled and (token.i != token.sent.start or word.lower() in _known("adj")):
        return False  # an adjective is a name only where it opens the sentence and English has no such adjective
    # ("my cousin Dion", the tagger's common noun: a capitalised word no English noun, after a kin word, is a name)
    kin_named = before is not None and lexicon.is_kin(before.lower_) and (
        token.tag_ in ("NN", "NNS") and word.lower() not in _known("noun")
        # ("my brother Rashed": a capitalised word no English verb, read as a verb's "-ed" form)
        or token.tag_.startswith("VB") and token.i > 0 and word.lower() not in _known("verb")
        and not inflected_verb(word.lower()) and not _verb_with_s(word.lower()))
    # ("Gaz on the weighbridge is my stepdad": a capitalised word no English noun, the subject a sentence opens with)
    opens_named = token.i == token.sent.start and token.tag_ in ("NN", "VB") \
        and token.dep_ in ("nsubj", "nsubjpass", "csubj") and word.lower() not in _known("noun") \
        and word.lower() not in _known("verb") and any(
            t.lower_ in ("my", "our", "me") and t.i + 1 < len(t.doc) and lexicon.is_kin(t.doc[t.i + 1].lower_)
            for t in token.sent)  # (said to be the speaker's kin; "Standup is at 9:15" names no one)
    return (token.tag_ in ("RB", "UH", "JJ") or titled and token.tag_ in ("NN", "NNS") or kin_named
            or opens_named) \
        and word.isalpha() \
        and word[:1].isupper() and not word.isupper() \
        and len(word) > 1 and word.lower() not in _NOT_NAMES and word.lower() not in lexicon.FILLER \
        and (titled or word.lower() not in _known("adv")) \
        and word.lower() not in lexicon.DIETS and word.lower() not in lexicon.NATIONALITIES \
        and word.lower() not in lexicon.FAITHS and not lexicon.is_kin(word.lower())
    # ("Vegetarian again since that documentary": a diet, a nationality or a faith is no one's name; "Auntie
    # Precious": the kin word is a title, no name of its own)




#: Nouns the parser reads as nouns wherever they stand, for a noun it took for a verb.
NOUN_STAND_INS = ("dairy", "cheese", "rice")


def misread_noun(token: Any) -> bool:
    """``token`` is a noun the tagger called a verb: a word English knows as a noun and never as a verb ("My
    wife can't eat gluten" parses with "gluten" as the sentence's verb)."""
    word = token.lower_
    return (token.tag_.startswith("VB") and token.pos_ != "AUX" and token.is_alpha and token.text.islower()
            and len(word) > 2 and word not in _known("verb") and token.lemma_.lower() not in _known("verb")
            and not inflected_verb(word) and word in _known("noun")
            and word not in lexicon.GAME_ROLES | lexicon.VOICE_PARTS | lexicon.POSITIONS)
    # ("moved me to jungle", "moved me up to soprano": read where it stands, reader.predicate)


def _verb_with_s(word: str) -> bool:
    """Whether ``word`` is a verb with its "-s" or "-es" ("lives", "teaches", "carries")."""
    return word.endswith("s") and (word[:-1] in _known("verb") or word.endswith("es") and word[:-2] in _known("verb")
                                   or word.endswith("ies") and word[:-3] + "y" in _known("verb"))


def inflected_verb(word: str) -> bool:
    """Whether ``word`` is a verb's "-ing" or "-ed" form ("getting", "planned", "baking"), whose lemma the
    tagger may have left as it is."""
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)]
            if any(s in _known("verb") for s in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else "")):
                return True
    return False


def stand_ins(text: str, doc: Any) -> tuple[str, dict[str, str]]:
    """``text`` with each misread name replaced by a stand-in the parser knows, and the stand-ins' map
    back to the names; ``text`` unchanged and an empty map when no name was misread."""
    names: dict[str, str] = {}
    spare = [n for n in STAND_INS if not re.search(rf"\b{n}\b", text, re.IGNORECASE)]
    nouns = [n for n in NOUN_STAND_INS if not re.search(rf"\b{n}\b", text, re.IGNORECASE)]
    for found in _HYPHENED.finditer(text):
        # ("my nephew Kai-lun works ...": a hyphened given name, which the tokenizer splits in three)
        if lexicon.relation_key(found.group("who").lower()) in lexicon.RELATIONS and spare \
                and found.group("name") not in names.values():
            names[spare.pop(0)] = found.group("name")
    for token in doc:
        if token.text in names.values():
            continue
        if misread(token) and spare:
            names[spare.pop(0)] = token.text
        elif misread_noun(token) and nouns:
            names[nouns.pop(0)] = token.text
    if not names:
        return text, {}
    back = {name: stand_in for stand_in, name in names.items()}
    swapped = re.sub(r"\b(" + "|".join(re.escape(n) for n in back) + r")\b", lambda m: back[m.group(1)], text)
    return swapped, names


def named(value: str, names: dict[str, str]) -> str:
    """``value`` with every stand-in replaced by the name it stood for (a key by the name's key); a noun's
    stand-in also where a sentence opens with it or a verb's "-s" was put on it ("Dairy too, ...", "the user
    dairies" for "catalan too", "the user journals")."""
    for stand_in, name in names.items():
        if stand_in in NOUN_STAND_INS:
            inflected = stand_in[:-1] + "ies" if stand_in.endswith("y") else stand_in + "s"
            for said, meant in ((inflected, name + "s"), (stand_in, name)):
                value = re.sub(rf"\b{said}\b", meant, value)
                value = re.sub(rf"\b{said.capitalize()}\b", meant[:1].upper() + meant[1:], value)
            continue
        value = re.sub(rf"\b{stand_in}\b", name, value)
        # (a key as well as a word: "john_date" is the stand-in's date, the "_" no boundary to ``\b``)
        value = re.sub(rf"(?<![a-z0-9]){stand_in.lower()}(?![a-z0-9])", normalise_key(name) or name.lower(), value)
    return value


def named_back(candidate: Candidate, names: dict[str, str]) -> Candidate:
    """``candidate`` with every stand-in replaced by the name it stood for (text, entity, value, ...)."""
    if not names:
        return candidate
    changed: dict[str, Any] = {f.name: named(getattr(candidate, f.name), names) for f in fields(candidate)
                               if type(getattr(candidate, f.name)) is str}
    return replace(candidate, **changed)
