"""The offline reader: what a turn says, read from its dependency parse.

The default offline extractor (``[extractor] provider = "rules"``). spaCy's
``en_core_web_sm`` (:mod:`credo.llm.parse`, pinned by sha256) tags and parses
each turn; small functions read the parse the way a person reads a sentence:

1. **Whose turn.** Text from the assistant, a tool or a document is read for
   orders and claims (:func:`credo.llm.other.read_other`); only the user's own
   words become beliefs about the user.
2. **What act.** A sentence is skipped with its reason when it is a pleasantry,
   a question, a request to the assistant or a passing state; it is *framed*
   (stored at confidence <= 0.3, :mod:`credo.llm.framing`) when it is a
   hypothetical, role-play, a rhetorical role, sarcasm, a joke or a quotation.
3. **Who.** Each clause's subject is resolved to an entity: ``user`` ("I",
   household "we"), ``team`` ("we" at work), ``company``, a named person
   ("Ann", "my brother Ben" -> ``ben`` plus ``user.brother = Ben``), or an
   unnamed one by the relation ("my mum" -> ``mother``); "she" is the last
   person named.
4. **What about them.** The predicate -- copula and its complement, a verb with
   its object or preposition -- names the attribute (:mod:`credo.vocabulary`
   types values: "Python" is a programming language); conjoined objects give
   one triple each.
5. **How sure and how lasting.** Negation, "no longer" and "anymore" turn a
   value into ``not X`` (``retracts``); "also", "too", "another" mark a value
   that joins the others (``adds``); hedges lower confidence, speculation
   ("might", "thinking about") puts it at the uncertain line; a dated past
   action is an event; frequency words a routine; lesson markers a procedure;
   "decided", "going with" a decision.
6. **Nothing silently lost.** A declarative sentence none of this can type is
   kept as a low-importance episode, and everything not stored is listed in
   ``skipped`` with its reason.

>>> from credo.llm.reader import Reader
>>> out = Reader().extract("My sister works at a bakery.")           # doctest: +SKIP
>>> [(c.entity, c.attribute, c.value) for c in out.candidates]       # doctest: +SKIP
[('sister', 'employer', 'bakery')]
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cache, partial
from typing import Any

from ..models import Kind, Source, normalise_key
from ..vocabulary import (
    ATTRIBUTES,
    LENT_FOR_WORK,
    in_own_words,
    REGIONS,
    spelled_numbers,
    number_as_said,
    SLOT_NOUNS,
    REVERSALS,
    CLOCK_WORDS,
    DAY_WORDS,
    HOURS,
    HELD_AT_A_PLACE,
    MONTH_WORDS,
    PART_OF_DAY,
    UNTYPED,
    shift,
    MULTI_VALUED,
    NUMBER_WORDS,
    PREFERENCE_ATTRIBUTES,
    SERVICES,
    TIMES_OF_DAY,
    as_count,
    attribute_for_value,
    canonical_attribute,
    canonical_value,
    car_make,
    corrected_value,
    corrects,
    is_country,
    is_instrument,
    is_medication,
    is_multi_valued,
    measures,
    reverses,
    revises,
    said_value,
    topic_for,
    value_shapes,
)
from . import framing, lexicon, places
from .base import Candidate, Extraction
from .parse import parse, pipeline
from .other import read_other
from .prose import third_person, topic_of, verb_read_as_noun
from .register import normalise, pictograph_breaks
from .guard import flagged, word_in
from .names import english, named, named_back, stand_ins
from .names import adjective as english_adjective, inflected_verb, verb as known_verb
from .rules import RulesExtractor, decision_triple, settled_thing

Token = Any
Span = Any

#: Confidence of a plain statement, a hedged one, a correction.
SURE, HEDGED, CORRECTED = 0.9, 0.6, 0.95
#: A speculative plan ("I might move to Berlin") sits at the uncertain line.
SPECULATIVE = 0.3
#: An untyped statement is kept, but below what recall serves first.
UNTYPED_IMPORTANCE = 0.3


@dataclass
class Fact:
    """One (entity, attribute, value) a clause states, with how it was said."""

    entity: str
    attribute: str
    value: str
    kind: Kind = Kind.FACT
    retracts: bool = False
    adds: bool = False
    since: str | None = None  # the clause's own start ("joined Stripe *in January*")
    until: str | None = None  # the clause's own end ("worked at Shopify *until last December*")
    gives_up: str | None = None  # the value the same sentence gives up for this one ("returned the iPhone")
    scheduled: bool = False  # when or where a thing is ("the offsite is on April 10"), whoever decided it


@dataclass
class Reading:
    """What one sentence says: its facts, its kind, and how sure and how lasting it is."""

    sentence: str
    facts: list[Fact] = field(default_factory=list)
    kind: Kind | None = None
    reason: str = ""
    confidence: float = SURE
    importance: float = 0.65
    subject: str = "user"


# -- normalising ------------------------------------------------------------------------------------------------

#: Past participles that, after "'s", say how someone or something is, never what it has done.
_STATE_PARTICIPLES = frozenset({"called", "named", "based", "married", "engaged", "divorced", "retired", "located",
                                "allergic", "obsessed", "scared", "interested", "involved", "situated"})


#: Past participles said of what someone has done, never how they are: "Mum's insisted", "Sam's decided".
_DONE_ALONE = frozenset({"insisted", "decided", "agreed", "refused", "offered", "promised", "volunteered",
                         "suggested", "confirmed", "announced", "arrived", "resigned", "quit", "relented", "caved"})
#: Past participles of things done to someone at a place or a date: "'s booked into", "'s stationed at".
_DONE_TO = frozenset({"booked", "enrolled", "registered", "scheduled", "stationed", "posted", "admitted", "assigned",
                      "seconded", "deployed", "rostered", "pencilled", "penciled"})


#: When an age is reached, said after it ("83 this spring", "40 next month").
_AGE_WHEN = frozenset({"spring", "summer", "autumn", "fall", "winter", "year", "month", "week", "birthday", "time"})


def _possessive_is(doc: Any) -> str | None:
    """ "Leo's allergic to cats": a "'s" the tagger read as possessive before an adjective is "is" (every such "'s"
    of the text: "The Adelphi's double-booked us, so the Christmas party's at the Titanic Hotel now")."""
    fixes: list[tuple[int, str]] = []
    for t in doc:
        if t.text == "'s" and t.tag_ == "VBZ" and t.dep_ == "case" and t.head.dep_ in ("ROOT", "nsubj", "dep") \
                and t.i + 1 < len(doc) and t.head.pos_ in ("NOUN", "PROPN") \
                and doc[t.i + 1].tag_ in ("RB", "IN"):
            fixes.append((t.i, "is"))  # "The AGM's actually on the 10th": the tagger's "is", hung as a possessive
            continue
        if t.text == "'s" and t.tag_ == "POS" and t.i > 0 and doc[t.i - 1].lower_ in ("she", "he", "it", "that", "who"):
            fixes.append((t.i, "is"))  # ("She's vegan": no "she" owns anything by "'s", the "is" she is)
            continue
        if t.text == "'s" and t.tag_ == "POS" and t.i + 1 < len(doc):
            nxt = doc[t.i + 1]
            said_of = nxt.lower_ in _SAID_OF_ONESELF and t.i > 0 and (
                doc[t.i - 1].tag_ in ("NNP", "NNPS") or lexicon.relation_key(doc[t.i - 1].lower_) in lexicon.RELATIONS
                and (t.i + 2 >= len(doc) or doc[t.i + 2].pos_ in ("PUNCT", "ADV", "CCONJ", "ADP", "DET", "AUX",
                                                                   "PART", "SCONJ"))) \
                and (t.i + 2 >= len(doc) or doc[t.i + 2].pos_ not in ("NOUN", "PROPN"))  # "Ana's vegan btw"
            doing = nxt.lower_.endswith("ing") and nxt.tag_ == "NN" and t.i > 0 and doc[t.i - 1].tag_ == "NNP" \
                and t.i + 2 < len(doc) and doc[t.i + 2].tag_ in ("IN", "TO", "RP")  # "Kemi's relocating to Leeds"
            if re.fullmatch(r"\d{1,2}[:.]\d{2}(?:am|pm)?|\d{1,2}(?:am|pm)", nxt.lower_) \
                    and (t.i + 2 >= len(doc) or doc[t.i + 2].pos_ not in ("NOUN", "PROPN", "ADJ")
                         or doc[t.i + 2].lower_ in ("tomorrow", "today", "tonight")):
                fixes.append((t.i, "is"))  # "High water at Padstow's 14:20 tomorrow": a clock time is when, "is"
                continue
            if t.i > 1 and doc[t.i - 2].lower_.rstrip(".") in ("st", "saint", "to", "from", "at", "near"):
                continue  # "St Anne's", "moving from Guy's to King's": a place's name, a possessive whatever follows
            if re.fullmatch(r"\d+(?:st|nd|rd|th)", nxt.lower_):
                continue  # "For Dad's 70th": a birthday of his, never "Dad is 70th"
            if lexicon.relation_key(nxt.lower_) in lexicon.RELATIONS and t.i > 0 and (
                    lexicon.relation_key(doc[t.i - 1].lower_) in lexicon.RELATIONS or doc[t.i - 1].tag_ in ("NNP", "NNPS")):
                continue  # "My brother's missus Danielle", "Gary's missus": kin of kin, a possessive
            owned = doc[t.i - 1] if t.i > 0 else None
            if owned is not None and owned.dep_ == "dobj" and owned.head.pos_ == "VERB" and owned.head.i < owned.i \
                    and nxt.tag_ == "RB":
                continue  # "My dad's got Parkinson's now": what is had, its "'s" its own, no "is"
            mine = nxt.tag_ == "PRP$" and t.i > 0  # "Piano's my main instrument", "Ana's my sister"
            # "His name's Piotr": a name given
            mine = mine or t.i > 0 and doc[t.i - 1].lower_ == "name" and nxt.tag_ in ("NNP", "NNPS")
            # "Mamaw's 87 and still ...": an age, no number of Mamaw's things
            before = doc[t.i - 1] if t.i > 0 else None
            # (a number in words with its hyphen, "eighty-three", read as the one number it is)
            past = t.i + 4 if nxt.tag_ == "CD" and t.i + 3 < len(doc) and doc[t.i + 2].text == "-" \
                and doc[t.i + 3].tag_ == "CD" and not doc[t.i + 2].whitespace_ else t.i + 2
            aged = nxt.tag_ == "CD" and before is not None and (
                before.tag_ in ("NNP", "NNPS") or lexicon.relation_key(before.lower_) in lexicon.RELATIONS) \
                and (past >= len(doc) or doc[past].pos_ in (
                    "CCONJ", "PUNCT", "ADV", "AUX", "VERB") and doc[past].text not in ("-", "%", "/", ":")
                    # ("Uncle Everett's 83 this spring": when, no number of his things)
                    or doc[past].lower_ in ("this", "next") and past + 1 < len(doc)
                    and doc[past + 1].lower_ in _AGE_WHEN)
            # (but "Isla's 12-week jabs", "Ann's 3 cats", "Dad's 70th": things of hers, his)
            # ("the sweet cider's ten dollars a gallon", "Rent's £950": a price, no sum of the thing's)
            priced = nxt.tag_ == "$" or nxt.tag_ == "CD" and t.i + 2 < len(doc) and (
                _CURRENCY_WORDS.fullmatch(doc[t.i + 2].text) is not None or doc[t.i + 2].lower_ in ("grand", "p", "k"))
            mine = mine or aged or priced
            if nxt.tag_ == "JJ" and t.i + 2 < len(doc) and doc[t.i + 2].pos_ == "NOUN" and doc[t.i + 2].i == nxt.head.i:
                continue  # "my daughter's favourite game": an adjective on the possessed noun, a possessive
            if nxt.lower_ in ("first", "last", "next", "new", "old") and nxt.head.pos_ == "NOUN" \
                    and t.i + 1 < nxt.head.i <= t.i + 4:
                continue  # ("Amira's first training session was great": her session, however the nouns hang)
            if (nxt.tag_ in ("JJ", "VBN", "RB", "IN", "VBG", "DT") or said_of or doing or mine) \
                    and nxt.lower_ not in ("own",):
                # "the cat's called Tiger", "she's based in Leeds": a state the past participle names is "is"
                # ("Biscuit's booked into the kennels": a thing done to him, said with where or when)
                done_to = nxt.lower_ in _DONE_TO and t.i + 2 < len(doc) and doc[t.i + 2].tag_ in ("IN", "RP")
                # ("The switchboard's staffed by eleven operators": done by someone, the passive's "is")
                done_to = done_to or t.i + 2 < len(doc) and doc[t.i + 2].lower_ == "by" and nxt.tag_ in ("VBN", "VBD")
                # ("The Red Lion's double-booked us": a thing done to someone, whatever the tagger calls the word)
                # ("Mum's insisted, so ...": a thing done, whatever the tagger calls the word)
                done = t.i + 3 if t.i + 3 < len(doc) and doc[t.i + 2].text == "-" else t.i + 1
                acted = nxt.lower_ in _DONE_ALONE or doc[done].lower_.endswith("ed") and done + 1 < len(doc) \
                    and doc[done + 1].lower_ in ("us", "me", "him", "her", "them")
                fixes.append((t.i, "has" if nxt.tag_ in ("VBN", "VBD") and nxt.lower_ not in _STATE_PARTICIPLES
                              and not done_to or acted else "is"))
    if not fixes:
        return None
    words = [t.text_with_ws for t in doc]
    for i, word in fixes:
        words[i - 1] = words[i - 1].rstrip() + " "
        words[i] = f"{word} "
    return "".join(words).strip()


def _gerund_opener(doc: Any) -> str | None:
    """ "Dropping Mailchimp, the newsletter moves to Buttondown": a capitalised "-ing" word opening a sentence
    before a name is a verb the tagger read as part of the name; lower-cased, it parses as one."""
    for sent in doc.sents:
        first = sent[0]
        nxt = sent[1] if len(sent) > 1 else None
        if first.text[:1].isupper() and first.lower_.endswith("ing") and len(first) > 5 \
                and first.tag_ in ("NNP", "NN") and nxt is not None and nxt.tag_ in ("NNP", "NNPS"):
            return doc[: first.i].text_with_ws + first.lower_ + first.whitespace_ + doc[first.i + 1:].text
    return None


#: Past forms the tagger misreads at the start of a subjectless sentence ("Ditched Spotify" as a noun).
_PAST = frozenset("""went got gave sold made took had began bought quit left became moved switched ditched
    dropped started stopped adopted joined finished tried found lost broke ran met flew paid signed picked chose
    decided migrated returned traded cancelled canceled finally just""".split())
#: Past participles that are no past tense, opening a sentence whose "I've" was left out ("Taken up bowls").
_PARTICIPLES = frozenset("""taken given gone done begun seen eaten written driven ridden swum flown grown thrown
    known shown sworn worn torn chosen broken spoken stolen frozen woken forgotten gotten""".split())
_LEAD_ADVERBS = frozenset({"also", "now", "still", "currently", "recently", "finally", "just", "already",
                           "these", "days", "lately"})


#: Ways of going somewhere, said as what one is doing these days ("Walking to the office these days, ...").
_GOING = frozenset({"walk", "cycle", "bike", "drive", "run", "commute", "take", "ride", "work", "live", "train",
                    "study", "learn", "use", "play", "swim", "teach"})


def _dropped_subject(sent: Span) -> str | None:
    """What a sentence in the chat register left out before its verb or complement, if anything.

    "Went vegan last month", "Ditched Spotify for good" (a past verb with no subject) lack "I";
    "Fluent in Portuguese", "Lactose intolerant" (a complement with no verb) lack "I'm".
    """
    words = [t for t in sent if not t.is_punct]
    colon = next((t for t in sent if t.text == ":"), None)
    if colon is not None and re.match(r"\W*[\w' -]{2,40}:\s*\S", sent.text) \
            and not any(t.pos_ in ("VERB", "AUX") for t in sent if t.i != colon.i):
        return None  # "Favourite band: Radiohead": a label and its value, nobody left out
    if len(words) > 1 and words[1].lower_ in ("i", "we") and words[0].lower_ in ("had", "were", "was", "did"):
        return None  # "Had I studied medicine, ...": a subject after its verb, a conditional or a question
    if re.match(r"(?i)\W*(?:nights|days|earlies|lates|weekends|evenings|mornings) (?:at|for) (?:the )?(?:[a-z]+ )?"
                r"(?-i:[A-Z])", sent.text):
        return "I work"  # "nights at the big Asda in Small Heath, I do the chilled aisle": where the speaker works
    if re.match(r"(?i)\W*(?:now |finally |just )?back (?:in|home in|to|on)\s+(?-i:[A-Z])", sent.text):
        return "I'm"  # "back in Toronto since January, Vancouver didn't work out", "Back to Vim": a return
    if words and words[0].tag_ == "VBG" and words[0].dep_ == "advcl" and words[0].i == sent.start \
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in words[0].children) \
            and lemma_of(words[0]) in _GOING and any(t.text == "," for t in sent if t.i > words[0].i):
        return "I'm"  # "Walking to the office these days, it's only 25 minutes": what the speaker is doing
    if not words or any(t.dep_ in ("nsubj", "nsubjpass", "expl") and t.i < t.head.i for t in sent):
        if not (words and (words[0].lower_ in _PAST or words[0].lower_ in _PARTICIPLES) and words[0].i == sent.start):
            return None
    first = next((t for t in words if t.lower_ not in _LEAD_ADVERBS), None)
    if first is None or first.lower_ in ("i", "we", "my", "our", "you", "it", "this", "that", "there", "please"):
        return None
    if first.i == words[0].i and first.lower_ == "been" and len(words) > 1:
        return "I've"  # "Been on Red Watch six years now": what the speaker has been
    if first.i == words[0].i and first.tag_ == "VBN" and first.lower_ not in _PAST and len(words) > 1 \
            and words[1].dep_ == "prep" and words[1].lower_ not in ("to", "into", "onto", "from"):
        return "I'm"  # "Based in Leeds these days", "Married with two kids"
    opens = first.i == words[0].i or all(t.lower_ in ("just", "finally", "recently", "also") for t in words
                                          if t.i < first.i)  # "Just started at Globex"
    if opens and first.lower_ in ("packed", "jacked", "chucked", "knocked") and len(words) > 1 \
            and words[1].lower_ in ("in", "it"):
        return "I"  # "Packed in the captaincy at Barnt Green": given up, no state the speaker is in
    if opens and first.lower_ in _PARTICIPLES and len(words) > 1:
        return "I've"  # "Taken up bowls as well", "Given up the allotment": what the speaker has done
    if opens and (first.lower_ in _PAST or ((first.tag_ in ("VBD", "VBN") or first.pos_ == "VERB" and first.is_title)
                                            and first.lower_.endswith("ed"))):  # ("Booked my ..." tagged as a base)
        return "I"
    if first.i == words[0].i and first.lower_ in ("ca", "can", "could", "cannot", "wo") and len(words) > 2 \
            and (words[1].lower_ in ("n't", "not") or first.lower_ == "cannot") and not sent.text.rstrip().endswith("?"):
        return "I"  # "Can't stand country music": nobody asks a question without "?" and a subject
    if first.tag_ == "VBG" and first.dep_ == "ROOT" and first.i == words[0].i:
        return "I'm"
    verbs = [t for t in sent if t.pos_ in ("VERB", "AUX")]
    if not verbs and words[0].tag_ in ("JJ", "RB") and first.tag_ == "JJ" and first.i < sent.start + 3 \
            and not any(t.lower_ in ("over", "than") for t in sent) \
            and sum(attribute_for_value(t.text) == "spoken_languages" for t in words) < 2:
        # ("Green tea over coffee" is a choice; "Spanish at work, Catalan at home" the languages one speaks)
        return "I'm"
    if re.match(r"(?i)\W*(?:no longer|not) (?:\w+ )?(?:allergic|vegan|vegetarian|married|single|on|into|a fan)\b",
                sent.text) and not verbs:
        return "I'm"  # "No longer allergic to penicillin, weirdly"
    return None


#: Words a person is, said alone ("Lactose intolerant, fyi", "currently unemployed"): the last word of a
#: fragment that is about the speaker.
_STATES = frozenset("""intolerant allergic pregnant sober employed bilingual trilingual fluent left-handed
    right-handed ambidextrous teetotal""".split())  # with the employments, marital states, conditions and diets below
#: Nouns a fragment names the speaker by before "of" ("Proud owner of a Civic", "mother of two boys").
_ONE_OF = frozenset("""owner mother mum mom father dad parent grandmother grandma grandfather grandpa fan member
    graduate alumnus alumna""".split())
_FRAGMENT_PREPS = frozenset({"on", "between", "off", "into"})
#: What follows such a preposition in a set phrase, which says nothing of the speaker ("On second thought, ...").
_SET_PHRASES = frozenset({"second thought", "second thoughts", "reflection", "balance", "the other hand",
                          "top of that", "the whole", "average", "purpose", "paper", "the contrary"})
_FRAGMENT_TAILS = frozenset({"here", "btw", "fyi", "tbh", "lol", "honestly"})


def _birthday_age(word: str) -> int | None:
    """The age ``word`` says, a number from 1 to 119 in figures or words ("40", "thirty", "eighty-one"), or None."""
    said = spelled_numbers(word.casefold())
    return int(said) if said.isdigit() and 0 < int(said) < 120 else None


def _fragment(sent: Span) -> str | None:
    """A sentence that opens with what the speaker is, with no verb ("Celiac here, so ...", "Proud owner of a
    2012 Honda Civic", "On a keto diet for 3 months now", "Freelance designer, based in Leeds"), said again
    with its subject ("I'm celiac, so ...", "I'm a proud owner of ...", "I'm on a keto diet ..."), or None.

    Only the fragment's own words decide: a state a person is (:data:`_STATES`, a diet, a condition), a role
    or a relation "of" something, a trade (``lexicon.ROLES``), or "on"/"between" a thing; a fragment about
    anything else ("Coffee, black", "Great question") is left as it is."""
    head: list[Token] = []
    for token in sent:
        if token.text in (",", ";", "-", "–", "—", "(", ":", "!", "?") or token.lower_ in ("so", "but", "and"):
            break
        head.append(token)
    words = [t for t in head if not t.is_punct]
    while words and words[0].lower_ in _LEAD_ADVERBS:
        words = words[1:]
    while words and words[-1].lower_ in _FRAGMENT_TAILS:
        words = words[:-1]
    if not words or len(words) > 10 or any(t.pos_ in ("VERB", "AUX", "PRON") and t.tag_ != "PRP$" for t in head) \
            or sent.text.rstrip().endswith("?") or words[0].lower_ in ("no", "not", "never", "the", "my", "our") \
            or (words[0].lower_ in ("as", "like") and words[0].pos_ in ("ADP", "SCONJ")):
        return None  # ("As a diabetic, I watch sugar": the "as a" framing reads it, :func:`_as_a`)
    low = [t.lower_ for t in words]
    first = words[0]
    if low[0] in _FRAGMENT_PREPS and len(words) > 1 and " ".join(low[1:]) not in _SET_PHRASES:
        said = "I'm"  # "On a keto diet for 3 months now", "Between jobs at the moment"
    elif "of" in low and low[low.index("of") - 1] in _ONE_OF and low.index("of") <= 2:
        said = "I'm a"  # "Proud owner of a 2012 Honda Civic", "mother of two boys"
    elif low[0] in _FRAGMENT_PREPS:
        return None
    elif len(low) == 2 and low[1] == "today" and _birthday_age(words[0].text) is not None:
        said = "I'm"  # "Thirty today.": a birthday, the age one turned
    elif low[0] in _SPEAKS_IN and len(low) > 2 and low[1] == "in":
        said = "I'm"  # "Fluent in Dutch and conversational in German"
    elif low[-1] in _STATES or low[-1] in _SAID_OF_ONESELF:
        said = "I'm"  # "Lactose intolerant, fyi", "Type 1 diabetic here", "Celiac here"
        if words[-1].tag_ == "NN" and words[-1].lower_ in _CONDITIONS and len(words) > 1:
            said = "I'm a"  # "Type 1 diabetic here": a diabetic (of type 1, :func:`_typed_condition`)
    elif low[-1] in lexicon.ROLES and len(words) <= 3 and all(t.pos_ in ("ADJ", "NOUN", "PROPN") for t in words):
        said = "I'm a"  # "Freelance designer, based in Leeds"
    elif (at := next((n for n, t in enumerate(words) if n and t.lower_ in ("at", "for", "with", "on")), 0)) \
            and at <= 3 and low[at - 1] in lexicon.ROLES and low[at - 1] not in lexicon.RELATIONS \
            and all(t.pos_ in ("ADJ", "NOUN", "PROPN") for t in words[:at]) and at + 1 < len(words) \
            and (words[at + 1].lower_ in ("a", "an") or any(t.tag_ in ("NNP", "NNPS") for t in words[at + 1:at + 4])):
        # (a place of work by its name or any one: "Manager at the desk, absolute nightmare" is someone else)
        said = "I'm a"  # "Pastry chef at a hotel in Killarney", "Nurse at the Royal Free"
    elif head[-1:] and any(t.lower_ == "here" for t in head) and words[-1].tag_ == "NN" and len(words) <= 3:
        said = "I'm a"  # "Night owl here"
    else:
        return None
    rest = sent.doc[words[-1].i + 1:sent.end].text_with_ws
    rest = re.sub(r"^\s*(?:here|btw|fyi|tbh)\b", "", rest, flags=re.IGNORECASE)
    opening = first.text if first.tag_ in ("NNP", "NNPS") and first.text.lower() not in _STATES | _SAID_OF_ONESELF \
        and first.lower_ not in _ONE_OF and first.lower_ not in lexicon.ROLES else first.text.lower()
    body = " ".join([opening] + [t.text for t in words[1:]])
    return f"{said} {body}{'' if rest[:1] in ',.;!' or not rest else ' '}{rest.lstrip() if rest[:1] == ' ' else rest}" \
        + sent.text_with_ws[len(sent.text):]


def _someone_else_said(sent: Span | None) -> str | None:
    """Who ``sent`` is about, said as a sentence would open on them again, when that is one other person: the
    subject of its main verb, a name ("my gf Priya got the job"), "he" or "she", or one's relation ("My brother's
    thriving"), in a sentence where the speaker is not "I" or "me" too. None otherwise."""
    if sent is None or any(t.lower_ in ("i", "me", "myself", "we", "us") for t in sent):
        return None
    root = sent.root
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) \
        if root.pos_ in ("VERB", "AUX") else None
    if subject is None:
        return None
    if subject.lower_ in ("he", "she"):
        return subject.text.capitalize()
    if subject.tag_ in ("NNP", "NNPS"):
        return " ".join([t.text for t in subject.lefts if t.dep_ == "compound" and t.tag_ in ("NNP", "NNPS")]
                        + [subject.text])
    if subject.is_lower and any(t.dep_ == "compound" and t.lower_ in lexicon.RELATIONS for t in subject.lefts) \
            and not english(subject.text):
        return subject.text.capitalize()  # ("my cousin dion got into the coastguard": Dion, in lower case)
    owner = next((c for c in subject.children if c.dep_ == "poss" and c.lower_ in ("my", "our")), None)
    return f"{owner.text.capitalize()} {subject.text}" if owner is not None and subject.lower_ in lexicon.RELATIONS \
        else None


def _with_subjects(doc: Any) -> tuple[str | None, bool]:
    """``doc``'s text with each dropped subject put back (None when none was dropped), and whether a verbless
    fragment was among them (:func:`_fragment`)."""
    parts: list[str] = []
    changed = fragments = False
    before: Span | None = None
    for sent in doc.sents:
        fragment = _fragment(sent)
        if fragment is not None:
            other = _someone_else_said(before) if fragment.startswith("I'm a ") else None
            # ("Priya got the job. Junior dev at Monzo.": the post is Priya's, said of the one just spoken of)
            parts.append(f"{other} is a {fragment[6:]}" if other else fragment)
            changed = fragments = True
            before = sent
            continue
        subject = _dropped_subject(sent)
        opening = sent[0]
        if subject is None and opening.dep_ == "ROOT" and opening.is_title and (
                opening.tag_ == "VBZ" or opening.tag_ == "NNS" and known_verb(opening.lower_[:-1]) and len(sent) > 1
                and sent[1].lower_ in ("in", "at", "for", "with", "on", "near")) \
                and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in opening.children):
            # ("My sister got a new job. Works at Tesco now.": a verb said of one other than "I", the one just
            # spoken of)
            subject = _someone_else_said(before)
        before = sent
        text = sent.text_with_ws
        marked = re.match(r"(\W*(\w+)\s*:\s*)(\w+)\b", text)
        if marked and marked.group(2).lower() in _NOT_LABELS and (
                marked.group(3).lower() in _PAST or marked.group(3).lower().endswith("ed")):
            text = f"{marked.group(1)}I {marked.group(3).lower()}{text[marked.end(3):]}"  # "Update: moved to Leeds"
            changed = True
            subject = None
        if subject:
            first = text[:1].lower() if text[:1].isupper() and not text[1:2].isupper() else text[:1]
            text = f"{subject} {first}{text[1:]}"
            changed = True
        parts.append(text)
    return ("".join(parts) if changed else None), fragments


#: A turn that lists what the speaker is: "About me: software engineer, based in Berlin, speak English",
#: "I'm a vegetarian, allergic to nuts, and I don't drink", "Health stuff you should know: asthma, ...", or what
#: someone close is: "Hubby: plumber, supports the Ospreys".
_LISTED = re.compile(r"^\W*(?:(?P<label>[a-z' -]{1,40}?)\s*:\s*|(?P<am>i'm|i am)\s+)(?P<items>[^.!?:;]+)[.!]*$",
                     re.IGNORECASE)
#: The words a label of such a list is made of, and nothing else: a label that says what follows is information
#: about the speaker ("Some background about me", "Health stuff you should know", "Key medical info"). A label with
#: any other word ("Lesson learned", "Things I hate", "Update") says something else.
_LIST_LABEL = frozenset("""intro about me myself background bio profile context fyi info information details stuff
    things facts basics rundown summary health medical quick some a bit of my the you should know to for important
    key useful general personal basic""".split())
#: Words a label needs one of (the rest are glue: "a bit about" alone labels nothing).
_LIST_LABEL_HEADS = frozenset("""intro me myself background bio profile context fyi info information details stuff
    things facts basics rundown summary""".split())


def _list_label(label: str) -> str | None:
    """Whose list ``label`` opens: "user" for a label of information about the speaker, the relation for a person
    close to them ("Hubby", "My wife"), or None for any other label."""
    words = label.casefold().split()
    if words and set(words) <= _LIST_LABEL and set(words) & _LIST_LABEL_HEADS:
        return "user"
    kin = words[1:] if words[:1] == ["my"] else words
    if len(kin) == 1 and kin[0] in lexicon.RELATIONS:
        return lexicon.relation_key(kin[0])
    return None


def _listed_apart(text: str) -> str | None:
    """ "About me: software engineer, based in Berlin, originally from Lagos, speak English and Yoruba": a list of
    what the speaker is, each item said as the sentence it stands for ("I'm based in Berlin. I speak English and
    Yoruba."), which the parser reads one at a time; the same for each sentence of a turn ("Me: teacher, 2 cats.
    Hubby: plumber, supports the Ospreys."). Only a list of at least three short items is one, or of two for a
    person close to the speaker."""
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    said = [_listed_sentence(sentence) for sentence in sentences]
    if all(s is None for s in said):
        return None
    return " ".join(s if s is not None else sentence for s, sentence in zip(said, sentences, strict=True))


#: An item that is only names joined by "and" or "or" ("Sotho and English").
_ONLY_NAMES = re.compile(r"[A-Z][\w'-]*(?:\s+(?:and|or|&)\s+[A-Z][\w'-]*|\s+[A-Z][\w'-]*)*")


#: A person named with a title, then their age, then what else is said of them, in the clipped way of a handover
#: or a profile ("Bed 4, Mr Okafor, 67, retired quarryman, allergic to penicillin", "Mrs Whitlock, 88, lives
#: alone in Redruth").
_PERSON_LISTED = re.compile(r"^(?P<lead>(?:[^,:.!?]{1,20}[,:]\s*)?)(?P<name>(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? [A-Z][\w'-]+"
                            r"(?: [A-Z][\w'-]+)?),\s*(?P<age>\d{1,3})(?:\s*(?:yo|y/o|yrs|years(?: old)?))?\s*"
                            r"(?:,\s*(?P<items>[^.!?]*?))?[.!]*$")


def _person_listed(text: str) -> str | None:
    """A :data:`_PERSON_LISTED` list said as sentences about the person ("Mr Okafor is 67. Mr Okafor is a retired
    quarryman. Mr Okafor is allergic to penicillin."); items with a verb of their own that is not the person's
    ("wife visits pm") are left as said, apart."""
    found = _PERSON_LISTED.match(text.strip())
    if found is None or not 0 < int(found.group("age")) < 120:
        return None
    name = found.group("name")
    lead = found.group("lead").strip(" ,:")
    said = [f"{name} is {found.group('age')}."] + ([f"{name} is in {lead}."] if lead else [])  # ("Bed 4": where)
    for item in (i.strip() for i in (found.group("items") or "").split(",")):
        words = item.casefold().split()
        if not words:
            continue
        if re.search(r"\b(?:is|are|was|has|visits|says|said)\b", item) and words[0] not in _LIST_VERBS \
                and words[0].rstrip("s") not in _LIST_VERBS:
            said.append(f"{item[:1].upper()}{item[1:]}.")  # ("daughter is NOK": someone else's part)
            continue
        said.append(_list_item(item, name).rstrip(".") + ".")
    return " ".join(said)


def _listed_sentence(text: str) -> str | None:
    """One sentence of :func:`_listed_apart`, said item by item, or None when it is no such list."""
    person = _person_listed(text)
    if person is not None:
        return person
    found = _LISTED.match(text.strip())
    if found is None:
        return None
    whose = _list_label(found.group("label")) if found.group("label") else "user"
    if whose is None:
        return None
    items: list[str] = []
    for item in (re.sub(r"^(?:and|&)\s+", "", i.strip(), flags=re.IGNORECASE) for i in found.group("items").split(",")):
        if items and _ONLY_NAMES.fullmatch(item) and re.search(r"\b[A-Z][\w'-]*$", items[-1]):
            items[-1] += f", {item}"  # ("and I speak Zulu, Sotho and English": the names go on the list before)
        else:
            items.append(item)
    # (one thing said of someone close is a sentence too, when it is no name: "Sis: allergic to shellfish",
    # "Hubby: plumber"; "Hubby: Dave" names him)
    described = whose != "user" and len(items) == 1 and items[0][:1].islower() and (
        len(items[0].split()) > 1 or items[0].casefold() in lexicon.ROLES)
    if len(items) < (3 if whose == "user" else 1 if described else 2) or any(not i or len(i.split()) > 8 for i in items):
        return None
    if any(re.match(r"(?:so|but|because|cos|cause|then)\b", i, re.IGNORECASE)
           or re.search(r"\b(?:you|he|she|they)\b|\bi (?:really|actually|honestly)\b", i, re.IGNORECASE) for i in items):
        return None  # ("I'm not role-playing, I really am a vet nurse, so you can be technical": clauses, no list)
    said = [_list_item(item, whose) for item in items]
    return " ".join(s.rstrip(".") + "." for s in said)


def _list_item(item: str, whose: str) -> str:
    """One item of a list about ``whose`` ("user" or a relation), said as the sentence it stands for."""
    words = item.casefold().split()
    first = words[0]
    if whose != "user":
        who_is = whose if whose[:1].isupper() else f"My {whose}"  # (a person named, or one close to the speaker)
        if first in _LIST_VERBS or (len(words) > 1 and first.endswith("s") and not first.endswith("ss")
                                    and first not in lexicon.ROLES and first not in lexicon.PETS):
            return f"{who_is} {item}"  # "supports the Ospreys", "works nights"
        if len(words) == 1 and first in lexicon.ROLES:
            return f"{who_is} is a {item}"  # "plumber"
        return f"{who_is} is {item}"
    if first in ("i", "i'm", "i've", "i'd", "my", "we", "we're", "our"):
        return item[:1].upper() + item[1:]  # "and I don't drink": a clause of its own
    if first in _LIST_VERBS:
        return f"I {item}"  # "speak English and Yoruba"
    if words[-1] in _ILLNESSES and len(words) <= 3:
        return f"I have {item}"  # "asthma", "type 1 diabetes"
    if len(words) == 2 and as_count(first).isdigit() and (
            words[1] in lexicon.PETS or words[1] in lexicon.CHILDREN):
        return f"I have {item}"  # "2 cats", "three kids"
    if len(words) == 1 and first in lexicon.ROLES:
        return f"I'm a {item}"  # "teacher"
    if first == "been":
        return f"I've {item}"  # "been at the Leeds office six years"
    return f"I'm {item}"  # "based in Berlin", "allergic to nuts", "29"


_BASED_OUT_OF = re.compile(r"\b(based|living|working) out of\b", re.IGNORECASE)
_SHIFTS_DONE = re.compile(r"(?<!\bthe )(?<!\ba )(?<!\bChristmas )(?<!\bleaving )(?<!\bwork )"
                          r"\b((?i:do|does|doing|did|done)) ((?i:lates|earlies|twilights|overnights)|"
                          r"(?!(?:no|some|any|every)thing\b|morning\b|evening\b|during\b)[a-z]{3,}ing)\b"
                          r"(?= at| for| in| on|,|\.|$)")
#: Animals counted, where they are kept, then their names: "two horses at livery, Biscuit and Major" (the parser hangs
#: the names on the place), said as "two horses, Biscuit and Major, at livery".
_NAMED_AFTER_PLACE = re.compile(
    r"\b(?P<animals>(?:two|three|four|five|\d+) (?:%s)s?) (?P<where>(?:at|in|on|with|up at|down at) [^,.;]{1,30}), "
    r"(?P<names>[A-Z][\w'-]+(?:, [A-Z][\w'-]+)* and [A-Z][\w'-]+)" % "|".join(sorted(lexicon.PETS, key=len, reverse=True)))
#: A verb said once for two things, each with its own place: "I play cricket for the village and darts for the Red
#: Lion" (the parser hangs the second thing on the first place), said with the verb again.
_GAPPED = re.compile(r"\b(?P<verb>play|plays|playing|do|does|doing|coach|coaches|teach|teaches|ring|rings)\s+"
                     r"(?P<x>[a-z]+(?: [a-z]+)?) (?P<p>for|at|with|on) (?P<a>[^,.;]+?) and (?P<y>[a-z]+(?: [a-z]+)?) "
                     r"(?P=p) ")
#: A place named with the bigger place it is in, after "in" ("in Lekki, Lagos, since last year"), and no list.
_PLACE_IN_PLACE = re.compile(r"\b(?P<at>in|near|outside) (?P<town>[A-Z][\w'-]+), (?P<region>[A-Z][\w'-]+)"
                             r"(?=\s*(?:[.;!?]|$|,(?!\s*(?:and\s+)?[A-Z])))")
_TOWN_REGION = re.compile(r"\b(?P<town>[A-Z][\w.'-]+), (?P<region>[A-Z][a-z]+(?: [A-Z][a-z]+)?)\b(?!\s*[(,]? ?[A-Z])")


def _region_apart(found: re.Match[str]) -> str:
    """A town named with its state or province ("in Oxford, Mississippi, been there since '04") said with the
    region in brackets, as the parser reads an aside, rather than as a clause of a name left alone."""
    town, region = found.group("town"), found.group("region")
    if region.casefold() not in REGIONS or town.casefold() in REGIONS:
        return found.group(0)
    return f"{town} ({region})"
#: Openings of the chat register that leave the speaker out, and the words that put them back: "Originally from
#: Krakow, now in Dublin", "happily divorced, 2 yrs now", "Been living in Lisbon since the pandemic", "Turned 41
#: last week", "Plant-based for 3 years now".
_LEFT_OUT = (
    (re.compile(r"(^|[.!?]\s+)(originally from)\b", re.IGNORECASE), r"\1I'm \2"),
    (re.compile(r"(^|[.!?]\s+)((?:happily|newly|recently|proudly|finally) (?:married|divorced|single|engaged|"
                r"retired|separated|widowed))\b", re.IGNORECASE), r"\1I'm \2"),
    (re.compile(r"(^|[.!?]\s+)been (living|working|based|staying|on the)\b", re.IGNORECASE), r"\1I've been \2"),
    (re.compile(r"(^|[.!?]\s+)turned (\d{1,3})\b", re.IGNORECASE), r"\1I turned \2"),
    # ("Got engaged to Maria at the weekend!": the tagger reads an opening "Got" as a name)
    (re.compile(r"(^|[.!?]\s+)((?:just |finally |only went and )?got (?:engaged|married|divorced|hitched|wed|promoted|"
                r"made redundant|laid off|sacked|fired|the sack|the job|the keys|a new job|a job))\b", re.IGNORECASE),
     r"\1I \2"),
    # (a hedge before a state said with the speaker left out says it holds all the same: "Pretty much fully remote now")
    (re.compile(r"(^)(pretty much|basically|more or less|near enough|practically)\s+(?=(?:(?:fully|completely|"
                r"totally|strictly|now)\s+)*(?:plant-based|vegan|vegetarian|pescatarian|veggie|teetotal|sober|remote|"
                r"freelance|self-employed|semi-retired)\b)", re.IGNORECASE), r"\1"),
    # ("Fully vegetarian these days.", "Fully remote now, I only go in for the meeting": a state said with
    # the speaker left out)
    (re.compile(r"(^|[.!?]\s+)((?:(?:mostly|fully|completely|totally|strictly|officially|finally|now|100%|properly)\s+)*"
                r"(?:plant-based|vegan|vegetarian|pescatarian|veggie|teetotal|sober|gluten-free|dairy-free))"
                r"(?= for | since |,| now\b| these days\b| nowadays\b|\s*[.!]*\s*$)", re.IGNORECASE), r"\1I'm \2"),
    # (a way of working, only where the turn opens on it: in a note about someone, "SRE. remote, based Lagos." is theirs)
    (re.compile(r"(^)((?:(?:mostly|fully|completely|totally|officially|finally|now|100%|properly)\s+)*"
                r"(?:remote|freelance|self-employed|semi-retired))"
                r"(?= for | since |,| now\b| these days\b| nowadays\b|\s*[.!]*\s*$)", re.IGNORECASE), r"\1I'm \2"),
)
_BORN_AND_RAISED = re.compile(r"(^|[.!?]\s+|,\s+)born and (raised|bred)\b", re.IGNORECASE)
#: "that's me done with bees for now", "I'm done with climbing": a pastime given up (never "done with work today").
_DONE_WITH = re.compile(r"\b(?:that's me|that is me|i'm|i am)(?: all| properly)? done with (?:the )?(?P<what>[a-z]+)"
                        r"(?! (?:today|tonight|for (?:today|tonight|the day|the week)))\b", re.IGNORECASE)


def _given_up(found: re.Match[str]) -> str:
    """A :data:`_DONE_WITH` statement said as giving the pastime up, when what is done with is one."""
    what = found.group("what").lower()
    if what in lexicon.PASTIME_OF or what.endswith("ing") and what not in ("everything", "nothing", "something",
                                                                             "anything", "thing", "working", "morning"):
        return f"I've given up {found.group('what')}"
    return found.group(0)


#: "They made me up to team leader", "I've been made up to sergeant": promoted, as British speech says it.
_MADE_UP = re.compile(r"\b(?P<who>\w+(?:'ve|'s)? (?:been |got |just )?)made(?P<me> me| him| her| us)? up to\b",
                      re.IGNORECASE)
#: "My job's on Trelawny ward", "my work is at the depot in Crewe": where the speaker works, said as where the job is.
_JOB_IS = re.compile(r"\b(?i:my) (?:job|work|post|placement)(?:'s|’s| is) (?:now )?(?P<prep>on|at|with|in)\b"
                     r"(?=\s+(?:the\s+(?!line\b|chopping\b|rocks\b|block\b|cards\b|way\b)|a\s+|an\s+|[A-Z]))")
#: (never "my job's on the line", "my job is at risk", "my work is in progress": what the job is, said as where)
#: "Turns out club night's been Wednesday all along": what turned out, a statement of its own (the parser hangs its
#: subject on "turns" and reads no clause).
_TURNS_OUT = re.compile(r"^(?P<lead>\W*)(?:it )?turn(?:s|ed) out,? (?:that )?(?P<first>[a-z])(?=[a-z]* [a-z])",
                        re.IGNORECASE)


#: Verbs an item of a list about oneself opens with ("speak English", "live in Leeds", "work at Monzo").
_LIST_VERBS = frozenset("""speak live work study play have own drive love like hate prefer use teach run train
    cook swim climb ride""".split())


#: A pseudo-cleft, the thing said last ("What I'm allergic to: wasps", "What I drive is a Yaris") or first ("Rust is
#: what I write at work"): the same statement in its plain order, which the parser reads.
_CLEFT_LAST = re.compile(r"^(?P<lead>\W*)what (?P<who>i|we)(?P<be>'m| am|'re| are)? (?P<said>[^:.!?]{2,60}?)"
                         r"(?:\s*:\s*| is | are | was )(?P<value>[^.!?]{1,60})", re.IGNORECASE)
_CLEFT_FIRST = re.compile(r"^(?P<lead>\W*)(?P<value>[A-Za-z][\w' +#.-]{0,40}?) (?:is|are) what (?P<who>i|we) "
                          r"(?P<said>[a-z]+)\b", re.IGNORECASE)


#: Someone named between commas after the word for them, then what they do: "Our lodger, Thiago, works nights at
#: Amazon" (the parser reads "works nights" as a noun; said without the commas it reads the sentence). Only before the
#: verbs it takes for plural nouns: with "is", "has" or "runs" it reads the commas ("Our supervisor, Precious, is from
#: Harare", "Our practice manager, Gwen, runs the rotas").
_NAME_BETWEEN_COMMAS = re.compile(r"(?P<who>(?:^|(?<=[.!?]\s))\W*(?i:my|our|his|her|their|the) [a-z][\w-]*(?: [a-z][\w-]*)?),"
                                  r" (?P<name>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?), (?=(?:works|lives|drives)\b)")


def _put_back(template: str, found: re.Match[str]) -> str:
    """A :data:`_LEFT_OUT` opening with its speaker put back, the opening word lower-cased."""
    return found.expand(template).replace(found.group(2), found.group(2).lower(), 1)


def _cleft_apart(text: str) -> str | None:
    """``text`` with a pseudo-cleft said in its plain order ("I'm allergic to wasps", "I write Rust at work"),
    or None."""
    last = _CLEFT_LAST.match(text)
    if last is not None:
        who = last.group("who")
        who = "I" if who.lower() == "i" else who
        plain = f"{last.group('lead')}{who}{last.group('be') or ''} {last.group('said')} {last.group('value')}"
        return plain + text[last.end():]
    first = _CLEFT_FIRST.match(text)
    if first is not None:
        who = "I" if first.group("who").lower() == "i" else first.group("who")
        return f"{first.group('lead')}{who} {first.group('said')} {first.group('value')}{text[first.end():]}"
    return None


#: "and also" or "and too" before the last word or two of a clause: one more of a list ("allergic to peanuts and
#: also shellfish", "speaks Twi and also Ga"), which the parser reads as a verb of its own.
_AND_ALSO_LAST = re.compile(r"\b(and|or) (?:also|too|as well) (?=[A-Za-z]+(?: [a-z]+)?\s*(?:[.,;!?]|$))")


_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
#: "he"/"she" straight before an age, no verb between ("she ninety-one now, God bless", "him seventy-two an' still
#: milking"): the copula left out, put back so the age is read.
_AGE_NO_COPULA = re.compile(rf"\b((?i:she|he))\s+(?=(?:\d{{1,3}}|{_TENS}(?:-\w+)?|one hundred)\s*(?:now|already|"
                            rf"this year|years old|yrs old|an[d']? still|and still|,|\.|!|$))")


#: A quotation closed, then the speaker's own words after a comma and "and", "so" or "but" ("My nan always said
#: 'you'll never make a living from puppets', and here I am, I run a puppet theatre in Whitby"): the speaker's words
#: a sentence of their own, so the framing of the quoted words is not theirs. (Never a bare comma: "'I'm a doctor, not
#: a bricklayer!', I say it all the time" says the line again, it is no statement of one's own.)
_OWN_AFTER_QUOTE = re.compile(r"(?P<quote>[\"'\u2019\u201d])\s*[,;]\s*(?:and|so|but)\s+(?:(?:yes|yeah|aye|yep)\s*,?\s+)?"
                              r"(?:(?:here i am|truth is|to be fair|honestly)\s*,\s*)?"
                              r"(?P<own>(?:i|i'm|i've|i am|i have|i was)\b(?:\s+(?:really|actually|genuinely))?)",
                              re.IGNORECASE)


#: Who a post or a relation is, said as "a [lovely, Cumbrian ...] woman called Priya": the name is who it is (the words
#: for a person between say nothing the name does not).
_IS_ONE_CALLED = re.compile(r"\b(?P<is>is|was|'s) (?:a|an) (?:[\w-]+ ){0,3}?(?:woman|man|lad|fella|feller|fellow|guy|"
                            r"bloke|girl|lass|chap|gent|gentleman|lady|person|kid|youngster|geezer) (?:called|named) "
                            r"(?=[A-Z])")


#: An age reached today, said of anyone ("My gran is 94 today").
_AGE_TODAY = re.compile(r"\b(is|turns|turned|'s) (\d{1,3}) today\b")
#: The same once :data:`_AGE_TODAY` has set "today" apart, said of someone named or one's own ("My gran is 94,
#: today"; never "The queue is 40 today"): a birthday, no passing state (:func:`passing`).
_THEIR_AGE_TODAY = re.compile(r"^\W*(?:(?i:my|our|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?|(?!The\b)[A-Z][\w'-]+)\s+"
                              r"(?:is|turns|turned|'s)\s+(?P<age>\d{1,3}),?(?: years old)? today\b")


def read_doc(text: str) -> Any:
    """The parse of ``text``, re-parsed once where a "'s" was misread as a possessive or a subject
    was left out (the chat register's "Went vegan last month")."""
    text = _TOWN_REGION.sub(_region_apart, text)  # "Oxford, Mississippi": the town's region, no clause of its own
    text = _AND_ALSO_LAST.sub(r"\1 ", text)  # "allergic to peanuts and also shellfish": one list, the parser's verb none
    text = _AGE_NO_COPULA.sub(r"\1 is ", text)  # "she ninety-one now": the copula the Englishes leave out
    text = _AGE_TODAY.sub(r"\1 \2, today", text)  # "My gran is 94 today": the parser's "94" would count days
    # ("Dentist is the 16th": a carer's appointment said by the carer alone, capitalised as the sentence opens)
    text = _CARER_OPENS.sub(lambda m: f"{m.group(1)}The {m.group(2).lower()}", text)
    text = _SHIFTS_DONE.sub(r"\1 the \2", text)  # "I do lates at the Morrisons": the tagger reads "lates" as a verb
    text = _PLACE_IN_PLACE.sub(r"\g<at> \g<town> (\g<region>)", text)  # "a bank teller in Lekki, Lagos, since ..."
    text = _NAMED_AFTER_PLACE.sub(r"\g<animals>, \g<names>, \g<where>", text)  # "two horses at livery, Biscuit and Major"
    text = _GAPPED.sub(r"\g<verb> \g<x> \g<p> \g<a> and \g<verb> \g<y> \g<p> ", text)  # "cricket for X and darts for Y"
    text = _OWN_AFTER_QUOTE.sub(lambda m: f"{m.group('quote')}. {m.group('own')[:1].upper()}{m.group('own')[1:]}", text)
    text = _IS_ONE_CALLED.sub(r"\g<is> ", text)  # "Our new vet is a lovely woman called Priya": Priya is
    text = _listed_apart(text) or text
    clefted = _cleft_apart(text)
    text = clefted or text
    text = _BASED_OUT_OF.sub(lambda m: f"{m.group(1)} in", text)  # "I'm based out of Lisbon"
    text = _NAME_BETWEEN_COMMAS.sub(r"\g<who> \g<name> ", text)  # "Our lodger, Thiago, works nights at Amazon"
    before = text
    for left_out, put_back in _LEFT_OUT:  # (the opening word lower-cased: it no longer opens the sentence)
        text = left_out.sub(partial(_put_back, put_back), text)
    speaker_put_back = text != before  # ("Fully vegetarian these days": the phrase rules read it with its "I'm")
    text = _BORN_AND_RAISED.sub(lambda m: f"{m.group(1)}I was born and {m.group(2)}", text)  # the subject left out
    text = _DONE_WITH.sub(_given_up, text)
    text = _JOB_IS.sub(lambda m: f"I work {'for' if m.group('prep') == 'with' else m.group('prep')}", text)
    text = _MADE_UP.sub(lambda m: f"{m.group('who')}promoted{m.group('me') or ''} to", text)
    text = _TURNS_OUT.sub(lambda m: f"{m.group('lead')}{m.group('first').upper()}", text)
    text = _FROM_TEAM.sub(r"\1 (\2)", text)
    text = _BARE_NAME.sub(lambda m: f"{m.group(1)}My name is ", text)
    # "my sis lives in Leeds": an informal relation word said as the one the parser reads
    text = _ME_AS_MY.sub(lambda m: "My " if m.start() == 0 or text[m.start() - 2:m.start()].strip() in ".!?" else "my ",
                       text)
    text = _SLANG_KIN.sub(lambda m: f"{m.group(1)} {_SLANG_KIN_WORDS[m.group(2).casefold()]}", text)
    text = _BARE_KIN.sub(lambda m: f"{m.group(1)}my {m.group(2)}", text)  # "mum lives in Cork": the user's mum  # "Carlos from finance lives ..." parses "finance lives" as a noun
    doc = parse(text)
    contracted = _possessive_is(doc)
    fixed = contracted or _gerund_opener(doc)
    if fixed:
        doc = parse(fixed)
    restored, fragments = _with_subjects(doc)
    # "Python's my go-to language", "Rust is what I write": the phrase rules read the plain words too
    fragments = fragments or bool(contracted) or bool(clefted) or speaker_put_back
    if restored:
        doc = parse(restored)
    named = _lower_case_names(doc)
    doc = parse(named) if named else doc
    apposed = _name_set_apart(doc)
    doc = parse(apposed) if apposed else doc
    verbed = _verb_read_as_plural(doc)
    doc = parse(verbed) if verbed else doc
    spliced = _splice_apart(doc)
    doc = parse(spliced) if spliced else doc
    apart = _opener_apart(doc)
    doc = parse(apart) if apart else doc
    asked = _asked_after(doc)
    doc = parse(asked) if asked else doc
    topic = _topic_apart(doc)
    doc = parse(topic) if topic else doc
    valued = _value_for(doc)
    doc = parse(valued) if valued else doc
    dashed = _dash_apart(doc)
    doc = parse(dashed) if dashed else doc
    if fragments:  # "Mother of two boys" said again as "I'm a mother of two boys": the phrase rules read that too
        doc.user_data["said_again"] = doc.text
    _mark_apposed_names(doc)
    _mark_trades_as_posts(doc)
    return doc


#: What "we" hold is the household's, never a team's: a marriage, children, pets, a faith, a home.
_OURS_AT_HOME = frozenset({"marital_status", "spouse", *lexicon.CHILD_ATTRIBUTES, "children_count", "pets", "religion",
                           "home_city", "home_country", "address"})
#: Comparatives no "-er" stem gives away ("better", "worse").
_IRREGULAR_COMPARATIVES = frozenset({"better", "worse", "further", "farther", "elder", "lesser", "latter", "former",
                                     "inner", "outer", "upper", "under", "over", "other", "after", "never", "ever",
                                     "together", "either", "neither", "rather", "whether", "proper", "clever", "eager"})


def _mark_trades_as_posts(doc: Any) -> None:
    """A trade the tagger took for a comparative is a noun: "he is glassblower since ten years" (said without an
    article, as speakers of languages without one do) tags "glassblower" JJR, an adjective's "-er". A word shaped
    like a trade (:func:`_trade_word`) is one when no English word is its stem ("tall-er", "bigg-er", "happi-er"),
    nothing compares ("than") and nothing grades it ("much", "even", "a bit")."""
    for t in doc:
        low = t.lower_
        if t.tag_ != "JJR" or t.dep_ != "acomp" or lemma_of(t.head) != "be" or not _trade_word(low) \
                or low in _IRREGULAR_COMPARATIVES or any(c.dep_ in ("advmod", "npadvmod") for c in t.children) \
                or any(w.lower_ == "than" for w in t.sent if w.i > t.i):
            continue
        stems = (low[:-2], low[:-1], low[:-3], low[:-3] + "y", low[:-4] + "y")
        if not any(len(stem) > 1 and english(stem) for stem in stems):
            t.tag_, t.pos_, t.dep_ = "NN", "NOUN", "attr"


def _mark_apposed_names(doc: Any) -> None:
    """A name set between commas right after a noun is that noun's apposition, however the parser labelled it
    ("The new shift lead on the pickers, Bartek, is Polish" hangs "Bartek" on "lead" as an adverb)."""
    for t in doc[1:-1]:
        if t.dep_ == "npadvmod" and t.tag_ in ("NNP", "NNPS") and t.head.i < t.i \
                and (t.head.pos_ == "NOUN" or t.head.pos_ == "PROPN" and t.head.text.islower()) \
                and doc[t.i - 1].text == "," and doc[t.i + 1].text == "," and t.ent_type_ not in ("DATE", "TIME"):
            t.dep_ = "appos"
    for t in doc[1:]:
        if t.dep_ == "appos" and t.tag_ == "NN" and t.text.istitle() and t.i > t.sent.start and t.head.i == t.i - 1 \
                and t.head.pos_ == "NOUN" and t.head.text.islower() and t.lower_ not in lexicon.ROLES \
                and (_post_word(t.head.lower_) or t.head.lower_ in _PERSON_NOUNS or _relation_word(t.head) is not None):
            t.tag_, t.pos_ = "NNP", "PROPN"  # ("Our dance teacher Yanet": a name the tagger did not know)
    for t in doc[1:]:
        before = doc[t.i - 1]
        if t.dep_ == "nsubj" and t.tag_ in ("NNP", "NNPS") and before.dep_ == "nsubj" and before.pos_ == "NOUN" \
                and before.head.i == t.head.i and before.text.islower() and t.text.istitle() \
                and (_post_word(before.lower_) or before.lower_ in _PERSON_NOUNS
                     or _relation_word(before) is not None):  # (never "the gliding club AGM": a thing's name)
            # ("Our care worker Ama is allergic to dogs": the parser makes both the verb's subject; the name is the
            # noun's apposition, as "Our vet Sam" parses)
            t.head, t.dep_ = before, "appos"
    _mark_called_names(doc)


#: Words for a person that a name can be given to with "called" ("a lad called Rhys"), besides
#: :data:`_PERSON_NOUNS` and the posts :func:`_post_word` knows.
_CALLABLE = frozenset({"fellow", "feller", "gent", "gentleman", "geezer", "kid", "chappie", "bird", "youngster"})


def _mark_called_names(doc: Any) -> None:
    """A person said as "a lad called Rhys", "a very intense woman called Gretchen", "a trainee electrician named
    Reece" is the name: the name becomes the apposition of what the noun phrase stands beside ("The farrier, a lad
    called Rhys, is only twenty-two"), of the noun itself where it is the subject ("A guy called Marco runs the
    deli"), or the complement of "is" with the noun beside it ("The new caretaker is a fella called Jim"). A pet or
    a thing called something ("a retriever called Biscuit", "a band called Wet Leg") is not a person and is left."""
    for name in doc:
        called = name.head
        if name.tag_ not in ("NNP", "NNPS") or name.dep_ not in ("oprd", "dobj", "attr") or called.i >= name.i \
                or called.lower_ not in ("called", "named") or called.dep_ not in ("acl", "relcl"):
            continue
        noun = called.head
        low = noun.lower_
        if noun.pos_ != "NOUN" or not (low in _PERSON_NOUNS or low in _CALLABLE or _post_word(low)) \
                or low in lexicon.PETS or not any(c.dep_ == "det" and c.lower_ in ("a", "an", "this", "some")
                                                  for c in noun.children):
            continue
        if noun.dep_ == "appos" and noun.head.pos_ in ("NOUN", "PROPN"):
            name.head, name.dep_ = noun.head, "appos"  # "The farrier, a lad called Rhys, ..."
        elif noun.dep_ in ("nsubj", "nsubjpass"):
            # ("My physio, a woman named Ines, is from Porto": the parser's two subjects; the name is the first's)
            first = next((c for c in noun.head.children if c.dep_ == noun.dep_ and c.i < noun.i and c.pos_ == "NOUN"
                          and doc[noun.left_edge.i - 1].text == ","), None)
            name.head, name.dep_ = first or noun, "appos"  # "A guy called Marco runs the deli"
        elif noun.dep_ == "attr" and lemma_of(noun.head) == "be" and low in _PERSON_NOUNS | _CALLABLE:
            verb = noun.head  # "The new caretaker is a fella called Jim": Jim is the caretaker
            name.head, name.dep_ = verb, "attr"
            noun.head, noun.dep_ = name, "appos"


#: A cue that opens a correction or a decision and is followed by what it says ("Wait no, ...", "Small fix: ...").
_CUE = "(?:%s)" % "|".join(re.escape(m.strip(" :,")) for m in sorted(
    {*lexicon.CORRECTION_MARKERS, "no wait", "wait", "sorry"}, key=len, reverse=True) if m.strip(" :,"))
_OPENER = re.compile(r"^\s*(?P<cue>%s)\s*[,:;—–-]+\s*(?P<rest>\S.*)$" % _CUE, re.IGNORECASE | re.DOTALL)
_CUE_ONLY = re.compile(_CUE, re.IGNORECASE)


def _opener_apart(doc: Any) -> str | None:
    """A cue the parser took for the sentence's head ("No wait, my flight's on the 14th" rooted at "wait") is
    set apart as a sentence of its own, so that what follows parses as the statement it is."""
    found = _OPENER.match(doc.text)
    if found is None:
        return None
    first = next(iter(doc.sents))
    rest = len(doc.text) - len(found.group("rest"))
    if first.root.idx >= rest or not any(t.idx >= rest and t.pos_ in ("VERB", "AUX") for t in first):
        return None  # the statement already heads its sentence, or is a bare value ("Sorry, three weeks.")
    body = found.group("rest")
    if body.split()[0].casefold() in _OPENING_WORDS:  # "my flight's ...": a sentence's first word, capitalised
        body = body[:1].upper() + body[1:]
    return f"{found.group('cue')}. {body}"  # a value keeps its case ("postgres it is")


_OPENING_WORDS = frozenset("i i'm i've i'd my our we we're the it it's its his her their this that there".split())

#: Words that open the ask after a statement ("I'm Muslim, so could you ...", "I live in Leeds now - where's ...").
_ASKS = frozenset("""what what's where where's when how how's which who why could can would should will do does
    did is are any anything anyone anybody tips ideas advice thoughts suggestions recommendations recs""".split())
_ASK_JOINS = frozenset({"so", "but", "and", "then", "now"})


def _dash_apart(doc: Any) -> str | None:
    """A statement ending in a name and a verbless afterthought joined by a spaced dash ("Got poached by the
    Midland Hotel - head of pastry now"), which the parser reads as one noun phrase ("the Midland Hotel - head"):
    the dash is made the full stop it stands for, so the name ends where it does. (After anything but a name the
    afterthought says more of the same clause: "Got promoted - senior designer as of this week".)"""
    dashes = [t for t in doc if t.text in ("-", "\u2013", "\u2014") and t.i > 0 and t.whitespace_
              and doc[t.i - 1].whitespace_ and t.i + 1 < len(doc)]
    if len(dashes) != 1:
        return None
    dash = dashes[0]
    sent = dash.sent
    after = [t for t in doc[dash.i + 1: sent.end] if not t.is_punct]
    before = doc[sent.start: dash.i]
    if not after or not after[0].is_alpha or after[0].tag_ in ("NNP", "NNPS") \
            or doc[dash.i - 1].tag_ not in ("NNP", "NNPS") \
            or any(t.pos_ in ("VERB", "AUX") or t.tag_ in ("VBZ", "VBP", "VBD", "MD", "PRP", "POS") for t in after) \
            or not any(t.tag_ in ("VBD", "VBZ", "VBP", "VBN") for t in before):
        return None
    return f"{doc.text[: dash.idx].rstrip()}. {doc.text[after[0].idx:][:1].upper()}{doc.text[after[0].idx + 1:]}"


def _topic_apart(doc: Any) -> str | None:
    """Someone named first, then a clause about their kin ("Mrs Adeyemi from the launderette on Stretford Road, her
    son Tunde is a junior doctor at Wythenshawe now"), which the parser reads as one subject with the kin in
    apposition: the name is set apart as a sentence of its own, so that "her son Tunde" is who the clause is about
    (and "her" is Mrs Adeyemi)."""
    for kin in doc:
        poss = next((c for c in kin.children if c.dep_ == "poss" and c.lower_ in ("his", "her", "their")), None)
        if poss is None or _relation_word(kin) is None or kin.i < 2 or doc[poss.i - 1].text != ",":
            continue
        topic = doc[kin.sent.start: poss.i - 1]
        # (the kin hung on the name as its apposition, or the name hung on the verb as an adverb)
        named_kin = kin.head.tag_ in ("NNP", "NNPS") or _relation_word(kin.head) is not None and any(
            c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS") and c.i < kin.i for c in kin.head.children)
        # ("My colleague Wei Jie, his wife Shu Fen is ...": a relation named, then the kin of theirs)
        if not (kin.dep_ == "appos" and kin.head.dep_ == "nsubj" and named_kin
                or kin.dep_ == "nsubj" and any(t.tag_ in ("NNP", "NNPS") and t.dep_ in ("npadvmod", "nsubj", "dep")
                                               for t in topic)):
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in topic) or not any(t.dep_ == "appos" and t.head.i == kin.i
                                                                    for t in doc[kin.i + 1: kin.i + 4]):
            continue
        cut = doc[poss.i - 1].idx
        return f"{doc.text[:cut]}. {poss.text[:1].upper()}{doc.text[poss.idx + 1:]}"
    for pronoun in doc:
        # ("Jade from the salon, the one with the pink hair, she has moved to Manchester": the name, then what she did)
        if pronoun.lower_ not in ("she", "he") or pronoun.dep_ != "nsubj" or pronoun.i < 3 \
                or doc[pronoun.i - 1].text != ",":
            continue
        topic = doc[pronoun.sent.start: pronoun.i - 1]
        if any(t.pos_ in ("VERB", "AUX") for t in topic) or not any(
                t.tag_ in ("NNP", "NNPS") and t.dep_ in ("npadvmod", "dep", "nsubj") and t.head.i == pronoun.head.i
                for t in topic):
            continue
        cut = doc[pronoun.i - 1].idx
        return f"{doc.text[:cut]}. {pronoun.text[:1].upper()}{doc.text[pronoun.idx + 1:]}"
    return None


def _value_for(doc: Any) -> str | None:
    """A value said first, then the thing it is for, with no verb ("Half two for tomorrow's blast.", "£220 for the
    full service now.", "Friday the 9th for the leaving do"): said again as the thing being it ("Tomorrow's blast
    is at half two."), which the reader reads like any other. Only a time, a day, a date or a sum is such a value,
    and only a thing named as one ("the", "our", "tomorrow's") is what it is for."""
    for sent in doc.sents:
        words = [t for t in sent if not t.is_punct]
        cut = next((n for n, t in enumerate(words) if t.lower_ == "for"), None)
        if not cut or cut > 4 or any(t.pos_ in ("VERB", "AUX", "PRON") and t.lower_ not in ("am", "pm")
                                     for t in words[:cut + 1]):
            continue
        value = sent.doc[words[0].i: words[cut - 1].i + 1].text
        if words[0].tag_ not in ("NNP", "NNPS"):
            value = value[:1].lower() + value[1:]  # ("Half two for ...": the capital is the sentence's)
        kind = when_kind(value)
        if kind is None and not (_MONEY.search(value) and any(t.like_num for t in words[:cut])):
            continue
        thing = words[cut + 1] if cut + 1 < len(words) else None
        if thing is None or thing.lower_ not in ("the", "our", "my", "this", "next") \
                and not (thing.i + 1 < sent.end and sent.doc[thing.i + 1].tag_ == "POS") \
                and not (thing.lower_ in ("a", "an") and any(t.lower_ == "now" for t in sent)):
            continue  # ("£5 for a coffee": what one cost; "£220 for a full service now": what it costs)
        head = thing.head if thing.dep_ in ("det", "poss") else thing
        while head.dep_ in ("poss", "compound", "amod") and head.head.i > head.i:
            head = head.head
        if head.pos_ != "NOUN" or head.text[:1].isupper() or head.head.lower_ != "for":
            continue  # ("The 16th for the Hendersons": a value put right for people, :func:`_value_put_right`)
        if any(t.pos_ in ("VERB", "AUX") for t in sent.doc[head.i: sent.end]) or head.right_edge.i + 1 < sent.end \
                and sent.doc[head.right_edge.i + 1].text not in (".", "!", ",", ";") \
                and sent.doc[head.right_edge.i + 1].lower_ not in ("now", "then", "tomorrow", "today", "tonight"):
            continue  # ("Half two for tomorrow's blast, the van can't get here": only a bare fragment)
        named = sent.doc[thing.i: head.right_edge.i + 1].text
        said = {"time": "at ", "day": "on ", "date": "on "}.get(kind or "", "")
        rest = sent.doc[head.right_edge.i + 1: sent.end].text_with_ws
        lead = sent.doc.text[:sent.start_char]
        return f"{lead}{named[:1].upper()}{named[1:]} is {said}{value}" \
            f"{'' if rest[:1] in ',.;!' or not rest else ' '}{rest}{sent.doc.text[sent.end_char:]}"
    return None


def _asked_after(doc: Any) -> str | None:
    """A question that opens with a statement of its own ("Actually I'm Muslim, so could you leave out the pork
    recipes?", "I have two kids under five, any ideas for half-term?"): the statement is set apart as a
    sentence, so that it is read as what it says and only the ask is skipped as a question."""
    sents = list(doc.sents)
    last = sents[-1] if sents else None
    if last is None or not last.text.rstrip().endswith("?"):
        return None
    for mark in (t for t in last if t.text in (",", ";", "-", "\u2013", "\u2014", ":") and t.i > last.start + 2):
        after = [t for t in last[mark.i + 1 - last.start:] if not t.is_punct]
        while after and after[0].lower_ in _ASK_JOINS:
            after = after[1:]
        if not after or after[0].lower_ not in _ASKS and after[0].lemma_.lower() not in ("have", "get"):
            continue
        before = last[: mark.i - last.start]
        first = next((t for t in before if not t.is_punct and t.lower_ not in ("actually", "so", "well", "ok",
                                                                            "okay", "also", "btw")), None)
        if first is None or first.lower_ in _WH or first.dep_ == "aux" or first.tag_ == "MD":
            return None  # the question opens the sentence ("Can you, by any chance, ...")
        subject = next((t for t in before if t.dep_ in ("nsubj", "nsubjpass") and t.head.i < mark.i
                        and t.head.tag_ in ("VBP", "VBZ", "VBD", "MD")
                        or t.dep_ in ("nsubj", "nsubjpass") and any(a.dep_ == "aux" and a.tag_ in ("VBP", "VBZ", "VBD")
                                                                    for a in t.head.children)), None)
        if subject is None or lemma_of(subject.head) in _SAYING or subject.lower_ in ("you", "u", "it", "this", "that"):
            return None  # ("I think, what's the point?", "You said, what was it?": no statement of one's own)
        said = subject.head
        if any(c.dep_ == "mark" for c in said.children) or said.dep_ != "ROOT" and said.head.i < mark.i:
            return None  # "If I were vegan, what ...", "Say I'm allergic to gluten, what ...": no statement
        if not any(t.pos_ in ("NOUN", "PROPN", "ADJ", "NUM") and t.i != subject.i for t in before):
            return None  # ("I was wondering, could you ...", "ok so I tried that, what next?": nothing said)
        ask = doc.text[after[0].idx:]
        head = doc.text[: mark.idx].rstrip()
        return f"{head}. {ask[:1].upper()}{ask[1:]}"
    return None


#: Things of a person's that follow the relation's word ("my dentist appointment", "my mum's birthday"): a noun,
#: never the relation's name.
_OF_A_RELATION = frozenset("""appointment appointments visit visits session sessions meeting meetings call calls bill
    bills office practice clinic surgery number address email phone birthday wedding party funeral house flat place
    car dog cat kids school job work team company account checkup check exam results report referral prescription
    tongue land language country ship board nature
    """.split())  # ("my mother tongue is Gujarati": one's first language, nobody's name)


def _verb_next(token: Token) -> bool:
    """A verb follows ``token``, straight after it or after an adverb of time ("my bf callum just passed ...")."""
    doc = token.doc
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if after is not None and after.lower_ in ("just", "finally", "recently", "also", "still", "now") \
            and after.i + 1 < len(doc):
        after = doc[after.i + 1]
    return after is not None and after.tag_[:2] in ("VB", "MD")


def _said_of_again(token: Token) -> bool:
    """``token`` is followed by a "she" or "he" that says something of it ("my mum sheila she's the tailor", "my
    cousin dion, he works ..."), and is no word of time ("my mum today she's ...")."""
    doc = token.doc
    after = doc[token.i + 1: token.i + 3]
    pronoun = after[1] if len(after) > 1 and after[0].text == "," else after[0]
    kin = doc[token.i - 1]
    return pronoun.lower_ in ("she", "he") and pronoun.i + 1 < len(doc) and doc[pronoun.i + 1].tag_[:2] in ("VB", "MD") \
        and not when_kind(token.text) and token.lower_ not in _DATE_WORDS_ALONE \
        and any(c.dep_ == "poss" for c in (*kin.children, *token.children))  # ("a solicitor anymore, he ...")


#: Words of time that may stand between a relation and what is said of them ("my mum today she's ...").
_DATE_WORDS_ALONE = frozenset({"today", "tonight", "yesterday", "tomorrow", "now", "lately", "recently", "though",
                               "anyway", "honestly", "bless", "apparently", "still"})


#: Words a town's name follows ("in swansea", "moved to leeds", "nr holyhead"): :data:`_PLACE_PREPS`, and "to".
_BEFORE_A_TOWN = frozenset({"in", "at", "from", "near", "on", "into", "around", "outside", "across", "since", "until",
                            "to", "nr", "round"})
#: Common nouns that are towns' names too ("at college", "in reading", "for sale").
_NOUNS_NOT_TOWNS = frozenset({"college", "sale", "reading", "wells", "uni", "church", "court", "home", "mine", "bed",
                              "university", "school", "hospital", "market", "station", "harbour", "port", "beach"})


def _town_in_lower_case(word: str) -> bool:
    """Whether ``word``, typed in lower case, is a town's name: listed as a town, and no English verb or adjective
    or common noun ("swansea", "glasgow"; never "bath", "reading", "hope", "college")."""
    return word not in _NOUNS_NOT_TOWNS and not known_verb(word) and not english_adjective(word) \
        and places.large_town(word)


def _lower_case_names(doc: Any) -> str | None:
    """ "my boyfriend tom is a chef", "my sister sara works at ikea": in lower case, the word between a relation
    and its verb is the relation's name; written as a name, the parser reads it as one. So is a town's name after
    "in", "at", "from", "to" that is no English word ("in swansea", never "in bath")."""
    fixed, changed = [], False
    for t in doc:
        text = t.text
        if t.is_lower and t.is_alpha and len(text) > 1 and 0 < t.i < len(doc) - 1 and t.tag_ != "NNS" \
                and t.pos_ not in ("VERB", "AUX") \
                and doc[t.i - 1].lower_ in lexicon.RELATIONS and (_verb_next(t) or _said_of_again(t)) \
                and text not in lexicon.RELATIONS and text not in lexicon.ROLES and not t.is_stop \
                and text not in _OF_A_RELATION and not (t.tag_ in ("RB", "RBR", "RBS") and english(text)):
            text, changed = text.capitalize(), True  # (never an adverb: "Mum finally come round to it")
        elif t.is_lower and t.is_alpha and len(text) > 2 and t.i > 0 and doc[t.i - 1].lower_ in _BEFORE_A_TOWN \
                and _town_in_lower_case(text):
            text, changed = text.capitalize(), True  # ("i work in a call centre in swansea": the town, as written)
        fixed.append(text + t.whitespace_)
    return "".join(fixed) if changed else None


def _splice_apart(doc: Any) -> str | None:
    """ "my dentist is actually Dr Shah, Dr Patel is my GP": two clauses joined by a comma, which the parser reads
    as one ("Dr Shah, Dr Patel" the subject of the second "is", the first "is" left with nothing). The comma is
    made the full stop it stands for."""
    for t in doc:
        if lemma_of(t) != "be" or any(c.dep_ in ("attr", "acomp") for c in t.children):
            continue
        name = next((n for n in doc[t.i + 1: t.i + 4] if n.tag_ in ("NNP", "NNPS") and n.dep_ == "nsubj"
                     and n.head.i > n.i and lemma_of(n.head) == "be"), None)
        if name is None:
            continue
        second = next((c for c in name.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None)
        comma = next((c for c in name.children if c.text == "," and c.i < second.i), None) \
            if second is not None else None
        if comma is not None:
            return f"{doc.text[:comma.idx].rstrip()}. {doc.text[comma.idx + 1:].lstrip()}"
    for t in doc:  # "Piano is my main instrument, I've played since I was six": a whole statement taken for the
        # second clause's object
        if lemma_of(t) != "be" or t.dep_ != "ccomp" or t.head.i < t.i \
                or not any(c.dep_ == "nsubj" and c.lower_ not in ("you", "u") for c in t.children) \
                or not any(c.dep_ in ("attr", "acomp") for c in t.children):
            continue  # ("You be the interviewer, I'll be ...": a role handed out, read whole)
        commas = [c for c in doc[t.i + 1: t.head.i] if c.text == ","]
        comma = commas[0] if len(commas) == 1 else None  # ("Tunde's at BP, not Shell, I ...": a contrast, kept)
        subject = _subject(t.head)
        if comma is not None and subject is not None and comma.i < subject.i and subject.lower_ in ("i", "we") \
                and lemma_of(t.head) not in _SAYING:
            return f"{doc.text[:comma.idx].rstrip()}. {doc.text[comma.idx + 1:].lstrip()}"
    for t in doc:  # "Signed the lease in Hoboken, movers came Saturday": the speaker's own clause taken for the
        # complement of a second one with another subject
        head = t.head
        if t.dep_ != "ccomp" or t.i > head.i or t.pos_ not in ("VERB", "AUX") or lemma_of(head) in _SAYING \
                or head.pos_ not in ("VERB", "AUX"):
            continue
        own = next((c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        other = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass") and c.i > t.i), None)
        commas = [c for c in doc[t.i + 1: head.i] if c.text == ","]
        # (the second clause tells something else that happened, not what the first one's thing is: "We adopted a
        # rabbit too, her name is Clover" and "Switched to evenings, mornings are too rushed" stay whole)
        if own is not None and own.lower_ in ("i", "we", "user") and other is not None and other.pos_ == "NOUN" \
                and lemma_of(head) != "be" and not any(c.dep_ == "poss" for c in other.children) \
                and len(commas) == 1 and commas[0].i < other.i \
                and not any(w.lower_ in ("it", "that", "this", "them", "her", "him", "there", "one") for w in doc[commas[0].i:]) \
                and not corrects(doc[:commas[0].i].text) and "wrong" not in doc[:commas[0].i].text.lower():
            return f"{doc.text[:commas[0].idx].rstrip()}. {doc.text[commas[0].idx + 1:].lstrip()}"
    for t in doc[1:]:  # "Wells can't have us that Saturday, so the outing's going to Exeter now": what follows from
        # the first clause, with a subject of its own, which the parser hung on the first as its complement
        verb = t.head
        if t.lower_ != "so" or doc[t.i - 1].text != "," or verb.i <= t.i or verb.dep_ not in ("ccomp", "advcl") \
                or doc[t.i + 1].lower_ in ("that", "as", "much", "many", "far") \
                or verb.head.i > t.i or verb.pos_ not in ("VERB", "AUX"):
            continue
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and t.i < subject.i < verb.i and subject.lower_ not in ("it", "that", "this"):
            return f"{doc.text[:doc[t.i - 1].idx].rstrip()}. So {doc.text[t.idx + 2:].lstrip()}"
    return None


#: Verbs that report or hedge what they hang on ("Tea is great, I think"): a clause before them is their object.
_SAYING = frozenset({"think", "guess", "say", "believe", "reckon", "suppose", "know", "mean", "hope", "feel",
                     "tell", "swear", "bet", "admit", "hear", "imagine"})


#: Verbs whose third person is also a plural noun ("studies", "lives", "works"), which the tagger reads as one
#: after a name ("Leo studies at UCL" parsed as a noun phrase).
_VERBS_AS_PLURALS = frozenset({"study", "work", "live", "play", "run", "drive", "teach", "train", "ride", "cook",
                               "swim", "walk", "bike", "speak", "own", "manage", "lead", "rent", "keep", "fence",
                               "row", "skate", "race", "climb", "box", "sail"})


#: Verbs of a trade the tagger reads as a plural noun before what they work on ("grooms dogs", "fixes boilers").
_TRADE_VERBS = frozenset({"groom", "fix", "repair", "clean", "paint", "teach", "coach", "train", "breed", "bake",
                          "brew", "build", "mend", "shoe", "sell", "design", "present", "cut", "style", "walk"})


def _verb_read_as_plural(doc: Any) -> str | None:
    """ "Our intern Leo studies at UCL": a verb the tagger took for a plural noun heading the name before it is
    said in the progressive ("Leo is studying at UCL"), which it parses as a clause."""
    for t in doc:
        pair = doc[t.i - 1] if t.i > 2 and doc[t.i - 1].dep_ == "conj" and doc[t.i - 1].tag_ in ("NNP", "NNPS") \
            and doc[t.i - 2].lower_ in ("and", "&") else None
        if pair is not None and t.tag_ in ("NN", "NNS") and t.dep_ == "ROOT" and t.lemma_.lower() in _VERBS_AS_PLURALS \
                and any(c.dep_ == "prep" and c.i > t.i for c in t.children):
            # "Tom and Ann work at Google": two names and their verb, read as a noun phrase
            return f"{doc.text[:t.idx]}are {_ing(t.lemma_.lower())}{doc.text[t.idx + len(t.text):]}"
        happens = t.lower_[:-1] if t.lower_[:-1] in _HAPPENS else None
        when = next((g for p in t.children if p.dep_ == "prep" and p.lower_ in ("on", "at", "in", "by") and p.i > t.i
                     for g in p.children if g.dep_ == "pobj"), None)
        if t.tag_ == "NNS" and happens and when is not None and when_kind(_up_to_a_break(when)) \
                and any(c.dep_ == "compound" for c in t.children):
            # "Car insurance renews on the 13th of June", "My flight home lands at 6:40pm": a thing's verb of when
            # it happens, read as a plural noun closing the thing's name
            return f"{doc.text[:t.idx]}will {happens}{doc.text[t.idx + len(t.text):]}"
        done_to = doc[t.i + 1] if t.i + 1 < len(doc) else None
        doer = doc[t.i - 2] if t.i > 1 and doc[t.i - 1].text == "," else doc[t.i - 1] if t.i > 0 else None
        if t.tag_ == "NNS" and done_to is not None and done_to.tag_ in ("VBZ", "NNS", "NN") and doer is not None \
                and t.lemma_.lower() in _TRADE_VERBS and doer.tag_ in ("NNP", "NNPS") and doer.text[:1].isupper():
            # "Shona grooms dogs out of a van": the verb read as the subject, what it works on as the verb
            return f"{doc.text[:t.idx]}is {_ing(t.lemma_.lower())}{doc.text[t.idx + len(t.text):]}"
        verb = t.lower_[:-1] if t.lower_[:-1] in _VERBS_AS_PLURALS else t.lemma_.lower()
        if t.tag_ == "NNS" and t.dep_ == "conj" and verb in _VERBS_AS_PLURALS and doc[t.i - 1].lower_ == "and" \
                and t.head.dep_ in ("attr", "acomp") and lemma_of(t.head.head) == "be" \
                and (any(c.dep_ == "prep" and c.i > t.i for c in t.children)
                     or t.i + 1 < len(doc) and doc[t.i + 1].dep_ == "prep"):
            # "Zeph is 15 and lives in Perth": a second verb of the same subject, read as a noun beside the age (its
            # "in" hung on the "is", as it is when a clause follows)
            return f"{doc.text[:t.idx]}is {_ing(verb)}{doc.text[t.idx + len(t.text):]}"
        plural_of = "live" if t.lower_ == "lives" else t.lemma_.lower()  # ("lives" lemmatised as the noun "life")
        if t.tag_ != "NNS" or plural_of not in _VERBS_AS_PLURALS or t.dep_ not in ("ROOT", "appos", "nmod") \
                or not (any(c.dep_ in ("prep", "dobj", "appos") and c.i > t.i for c in t.children)
                        or (t.dep_ == "nmod" and t.head.i > t.i)):  # (what is studied heads it: "studies medicine")
            continue
        name = doc[t.i - 2] if t.i > 1 and doc[t.i - 1].text == "," else doc[t.i - 1] if t.i > 0 else None
        opener = doc[t.sent.start] if t.i > 0 and doc[t.i - 1].text == "," else None
        if name is not None and (name.tag_ not in ("NNP", "NNPS") or lexicon.relation_key(name.lower_) in
                                 lexicon.RELATIONS) and opener is not None \
                and opener.tag_ in ("NNP", "NNPS") and opener.i + 1 < t.i and doc[opener.i + 1].text == ",":
            name = opener  # "Kasia, our dog-sitter, studies veterinary medicine": the name before the apposition
        kin = name is not None and name.i > 0 and (lexicon.relation_key(name.lower_) in lexicon.RELATIONS or (
            name.text.islower() and name.is_alpha and not english(name.lower_))) \
            and doc[name.i - 1].lower_ in ("'s", "my", "our", "his", "her", "their")  # "Priya's mum rents a flat"
        # (and "my sekuru lives in Mutare": a word for someone from an English no list knows, no word WordNet lists)
        if name is None or not kin and (name.tag_ not in ("NNP", "NNPS") or not name.text[:1].isupper()
                                        or name.lower_ in lexicon.RELATIONS):
            continue
        return f"{doc.text[:t.idx]}is {_ing(plural_of)}{doc.text[t.idx + len(t.text):]}"
    return None


def _name_set_apart(doc: Any) -> str | None:
    """ "My best friend Raj supports Arsenal", "My daughter Ellie is a nurse": a name right after a relation is
    that relation's name. Where the parser did not join the two, nor made the name the clause's subject (it read
    the name as an adverb, the relation as a compound of nothing), the name is set apart with commas, the way it
    parses as the relation's apposition ("My best friend, Raj, supports Arsenal")."""
    cuts = []
    for t in doc[:-2]:
        name, after = doc[t.i + 1], doc[t.i + 2]
        if (lexicon.relation_key(t.lower_) not in lexicon.RELATIONS and t.lower_ not in lexicon.ROLES) \
                or t.pos_ != "NOUN" \
                or name.tag_ != "NNP" or not name.text[:1].isupper() or name.lower_ in lexicon.RELATIONS \
                or not after.is_lower or after.tag_ == "POS" or after.lower_ in ("'s", "and", "or"):
            continue
        joined = (name.head.i == t.i and name.dep_ in ("appos", "compound")) \
            or (t.head.i == name.i and t.dep_ in ("compound", "appos", "nmod")) \
            or name.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in lexicon.ROLES  # the clause is the name's
            # already (a post before it, "My hairdresser Jodie is off", is read as the post of the name set apart)
        if not joined and any(p.dep_ == "poss" for p in t.children):  # "my ...", "our ...", "her ..."
            cuts.append(name)
    if not cuts:
        return None
    text = doc.text
    for name in reversed(cuts):
        end = name.idx + len(name.text)
        text = f"{text[:name.idx].rstrip()}, {name.text},{text[end:]}"
    return text


_LEMMAS = {"hates": "hate", "loves": "love", "likes": "like", "got": "get", "'s": "be", "'re": "be", "'m": "be"}


def lemma_of(token: Token) -> str:
    """The token's lemma, with the small model's known slips put right ("hates" -> "hat")."""
    return _LEMMAS.get(token.lower_, token.lemma_.lower())


# -- who: the subject of a clause ----------------------------------------------------------------------------------

_HOUSEHOLD = frozenset({"live", "have", "get", "adopt", "go", "move", "fly", "travel", "own", "rent", "buy",
                        "visit", "marry", "sell", "give", "settle", "relocate", "emigrate", "remortgage", "rehome",
                        "foster", "grow"})
_TEAM_WORDS = frozenset({"team", "squad", "department", "startup", "shop"})
_COMPANY_WORDS = frozenset({"company", "board", "firm", "organisation", "organization", "business"})


@dataclass
class Who:
    """The entity a clause is about, and any relation fact the naming carries (``user.brother = Ben``)."""

    entity: str
    relation: Fact | None = None


#: Words that make the name after them a place, never a person's: "Our Nan up Pewsey", "me da over in Kilburn".
_WHERE_WORDS = frozenset({"up", "down", "over", "out", "in", "at", "from", "near", "round", "outside"})
#: Words that make the word after them a quality, never a name.
_INTENSIFIERS = frozenset({"very", "so", "quite", "really", "super", "proper", "well", "too", "damn", "dead", "pure",
                           "wicked", "mega", "right"})
_BEFORE_NO_NAME = _INTENSIFIERS | _WHERE_WORDS


def _name_of(token: Token) -> str | None:
    """A person's name attached to a noun: "my brother Ben", "Sofia, my business partner"."""
    for child in token.children:
        if child.i > 0 and child.doc[child.i - 1].lower_ in _BEFORE_NO_NAME:
            continue  # ("My mother-in-law very garang one": what she is; "Our Nan up Pewsey": where she is; no name)
        if child.dep_ in ("appos", "compound", "npadvmod") and child.tag_ in ("NNP", "NNPS") \
                and child.lower_ not in lexicon.RELATIONS:
            return _full_name(child) if child.dep_ == "appos" else child.text  # ("my friend, Mary Beth, ...")
        if child.dep_ == "appos" and child.tag_ in ("NN", "NNS") and child.text[:1].isupper() \
                and child.i > child.sent.start and child.lower_ not in lexicon.RELATIONS:
            return child.text  # ("my grandson Rhys", "Rhys" the tagger's plural noun)
    if token.dep_ == "appos" and (token.head.tag_ in ("NNP", "NNPS") or token.head.pos_ == "NOUN"
                                  and token.head.text.istitle() and token.head.i == token.sent.start):
        return token.head.text  # ("Tunde, my cousin who ...": a name the tagger took for a noun, opening the sentence)
    after = next((t for t in token.doc[token.i + 1: token.i + 3] if not t.is_punct), None)
    if after is not None and token.dep_ in ("nsubj", "nsubjpass") and after.dep_ == token.dep_ \
            and after.head.i == token.head.i \
            and after.tag_ in ("NNP", "NNPS"):
        return after.text  # "My best mate Dev just moved", "My youngest, Noah, is": the second the first's name
    return None


def _relation_word(token: Token) -> str | None:
    """The relation a noun names, with its compound or modifier ("business partner", "best friend", "ex-husband")."""
    low = token.lower_
    if low in ("brother", "sister") and token.text[:1].isupper() and token.i + 1 < len(token.doc) \
            and token.doc[token.i + 1].tag_ in ("NNP", "NNPS") and not any(c.dep_ == "poss" for c in token.children) \
            and not any(t.lower_ in ("my", "our", "me", "ma") for t in token.doc[max(token.i - 2, 0): token.i]):
        return None  # ("Brother Clive is back from Jamaica", "Sister Faith moved me over": a title in a church or order)
    if low not in lexicon.RELATIONS and low.split("-")[-1] not in lexicon.RELATIONS:
        if not (low.endswith("s") and token.tag_ == "NNS" and (
                low[:-1] in lexicon.RELATIONS or low.endswith("ses") and low[:-2] in lexicon.RELATIONS)):
            return None
        low = low[:-1] if low[:-1] in lexicon.RELATIONS else low[:-2]  # "our neighbours", "my bosses name"
    if low in _POST_HEADS and any(c.dep_ == "compound" and c.pos_ == "NOUN" and c.i < token.i
                                  and c.lower_ not in ("line", "team", "dog", "business", "phd", "thesis",
                                                       "dissertation", "research", "project") for c in token.children):
        return None  # "Our site manager, Dougie", "the transport manager": a post, not the speaker's manager
    mods = [c.lower_ for c in token.children if c.dep_ in ("compound", "amod") and c.i < token.i
            and c.lower_ in ("best", "business", "ex", "little", "older", "younger", "big", "step", "dog",
                             "team", "other")]
    mods = [m for m in mods if m not in ("little", "older", "younger", "big", "other")]
    if low == "partner" and not mods:
        # ("my dance partner", "her tennis partner", "my running partner": whom one does a thing with, no spouse;
        # a "life partner", a "civil partner" is one)
        done = next((c for c in token.children if c.i == token.i - 1 and (
            c.dep_ == "compound" or c.dep_ == "amod" and (c.pos_ == "NOUN" or c.tag_ == "VBG"))
                     and c.lower_ not in _SPOUSE_PARTNERS and c.is_alpha), None)
        if done is not None:
            return f"{done.lower_} partner"
        # ("My partner at the bridge club, Margaret": whom one plays with there, named by what the place is for)
        where = next((g for c in token.children if c.dep_ == "prep" and c.lower_ in ("at", "in", "from")
                      for g in c.children if g.dep_ == "pobj" and g.pos_ in ("NOUN", "PROPN")), None)
        if where is not None and where.lower_ not in ("life", "crime", "marriage"):
            kind = next((c.lower_ for c in where.children if c.dep_ == "compound" and c.is_alpha), where.lower_)
            return f"{kind} partner"
    around = token.doc[max(token.i - 2, 0): token.i + 4].text.lower()
    key = lexicon.relation_key(low)
    if any(m.group(1) == low for m in _EX.finditer(around)):
        key = f"ex-{key}"
    if any(m.group(1) == low for m in _IN_LAW.finditer(around)):
        key = f"{key}-in-law"
    return " ".join([*[m for m in mods if m != "ex"], key])


#: Words before "partner" that still name a spouse ("my life partner", "a civil partner").
_SPOUSE_PARTNERS = frozenset({"life", "civil", "domestic", "romantic", "long-term", "longterm", "de", "facto"})
#: Relation words that are posts when a noun says of what ("site manager", "project lead", "shift supervisor").
_POST_HEADS = frozenset({"manager", "director", "coordinator", "lead", "supervisor", "leader"})
#: A trade or a post ("nurse", "manager"): what a role a person holds is headed by.
_ROLE_HEADS = lexicon.ROLES | _POST_HEADS
_EX = re.compile(r"\bex-?\s?([\w-]+)")
_IN_LAW = re.compile(r"([\w-]+?)[- ]in[- ]law")


def _owner(token: Token) -> str | None:
    """The possessor of ``token``: "my" -> "user", "our" -> "we", "Ann's" -> "ann", "my son's" -> "son",
    "Grandad's" -> "grandfather"."""
    inside = _possessive_compound(token)
    if inside is not None:  # "Ollie's parents' evening" is Ollie's
        return _owner(inside)
    for child in token.children:
        if child.dep_ == "poss":
            low = child.lower_
            if low == "my":
                return "user"
            if low == "our":
                return "we"
            if low in ("his", "her", "their"):
                # "Found the paperwork in Dad's bureau: his funeral plan's with Dignity": Dad's, said before it
                said = _antecedent_of_possessive(child)
                return said or "they"
            if low == "its":
                thing = next((t for t in reversed(token.doc[token.sent.start:child.i]) if t.pos_ in ("NOUN", "PROPN")
                              and t.dep_ != "compound"), None)  # "wrong about the campervan, its MOT": its
                return normalise_key(thing.lemma_) if thing is not None else None
            if low in _TIME_OWNERS or (child.dep_ == "poss" and child.lower_ in _TIME_OWNERS):
                return "user"  # "Next year's goal is a marathon": a time owns nothing, the speaker's goal
            relation = _relation_word(child)
            if relation and _owner(child) in ("user", "we", None):
                return normalise_key(relation) or relation
            if not relation and child.tag_ == "NNS" and child.lower_ not in lexicon.RELATIONS \
                    and not any(g.dep_ == "poss" for g in child.children):
                return None  # ("the beginners' class", "the members' bar": a kind of thing, nobody's)
            return normalise_key(child.text) or None
    # "Our flower wholesaler for the shop": the parser's "our" on the first noun of the compound
    first = next((c for c in token.children if c.dep_ == "compound" and c.i < token.i), None)
    said = next((c.lower_ for c in first.children if c.dep_ == "poss" and c.lower_ in ("my", "our")), None) \
        if first is not None else None
    return {"my": "user", "our": "we"}.get(said or "")


#: Times that take a possessive without owning anything: "next year's goal", "this week's plan".
_TIME_OWNERS = frozenset({"year", "years", "week", "weeks", "month", "months", "today", "tomorrow", "tonight",
                          "season", "weekend", "term", "semester", "quarter", "summer", "winter", "spring",
                          "autumn", "fall", "day", "night", "morning", "evening", "afternoon", "yesterday",
                          "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})


def _antecedent_of_possessive(pronoun: Token) -> str | None:
    """Whose "his", "her" or "their" is, where the turn names someone before it in the same sentence: the key
    :func:`_antecedent` gives for "he", "she" or "they" there; None when nobody is named before it."""
    if not any(t.pos_ in ("NOUN", "PROPN") for t in pronoun.doc[pronoun.sent.start:pronoun.i]):
        return None
    stand_in = {"his": "he", "her": "she", "their": "they"}[pronoun.lower_]
    found = _antecedent(_AsPronoun(pronoun, stand_in))
    if found is None or any(t.dep_ == "pobj" and t.tag_ in ("NNP", "NNPS") and normalise_key(t.text) in
                            found[1].split("_") for t in pronoun.doc[pronoun.sent.start:pronoun.i]):
        return None  # ("My godson was accepted to West Point, his mom ...": where one goes is nobody's "his")
    return found[1]


class _AsPronoun:
    """A possessive pronoun read as the subject pronoun it goes with ("his" as "he"), for :func:`_antecedent`."""

    def __init__(self, token: Token, lower: str) -> None:
        self._token, self.lower_ = token, lower

    def __getattr__(self, name: str) -> Any:
        return getattr(self._token, name)


#: Things "our" shares with a household, not a team: "our car", "our baby", "our flat".
_HOUSEHOLD_THINGS = frozenset("""car house flat apartment home baby garden mortgage rent landlord landlady wifi
    kitchen boiler neighbourhood neighborhood street dog cat puppy kitten fridge sofa bedroom wedding anniversary
    honeymoon holiday vacation""".split()) | lexicon.PETS


#: What a household holds, whoever decides it: "we're adopting a greyhound" is the speaker's pet, never a team's.
_HOUSEHOLD_ATTRIBUTES = frozenset({"pets", "home_city", "home_country", "address", "car", *lexicon.CHILD_ATTRIBUTES,
                                   "children_count",
                                   "spouse", "marital_status", "energy_provider", "broadband_provider",
                                   "mortgage_provider", "mobile_provider", "insurance_provider", "diet"})


def _households(attribute: str) -> bool:
    """Whether ``attribute`` is held by a household whoever decides it: one of :data:`_HOUSEHOLD_ATTRIBUTES`, a sum
    one pays ("Subs are £210 now, the AGM voted": one's own subs) or a colour of the home ("the hallway's going to be
    a warm white")."""
    return attribute in _HOUSEHOLD_ATTRIBUTES or attribute.split("_")[-1] in _PAID or attribute.endswith("_colour")


def _ours(noun: Token) -> str:
    """Whose a thing of "ours" is: a household's ("our car", "our baby") is the user's, anything else the team's."""
    paid = noun.lower_ in _PAID and not any(c.dep_ == "compound" and c.lower_ in _TEAM_WORDS | _COMPANY_WORDS
                                            for c in noun.children)
    return "user" if noun.lower_ in _HOUSEHOLD_THINGS or paid else "team"  # ("our council tax", not "our team budget")


#: Names of a day or an event that open with a possessive noun: "Ollie's parents' evening" is Ollie's, not his
#: parents'.
_POSSESSIVE_COMPOUNDS = frozenset({"parents evening", "parent evening", "parents night", "mothers day",
                                   "fathers day", "valentines day", "new years eve", "new years day"})


def _possessive_compound(token: Token) -> Token | None:
    """The possessive noun that opens the name ``token`` ends ("parents'" in "Ollie's parents' evening"), or
    None."""
    inside = next((c for c in token.children if c.dep_ == "poss" and c.pos_ in ("NOUN", "PROPN")), None)
    if inside is None:
        return None
    return inside if f"{inside.lower_.replace(chr(39), '')} {token.lower_}" in _POSSESSIVE_COMPOUNDS else None


def _without_possessor(token: Token) -> str:
    """The noun phrase ``token`` heads, without its possessor ("Grandad's birthday" -> "birthday") or a word that
    only says it is the one now ("my new email" is the email)."""
    inside = _possessive_compound(token)
    if inside is not None:  # "Ollie's parents' evening": the parents' evening
        return f"{inside.lower_} {token.lower_}"
    skip = {t.i for c in token.children if c.dep_ == "poss" for t in c.subtree}
    skip |= {p.i for c in token.children if c.dep_ == "compound" for p in c.children
             if p.dep_ == "poss" and p.lower_ in ("my", "our")}  # ("our flower wholesaler": the wholesaler)
    words = [t.text for t in token.subtree if t.i not in skip and t.i <= token.i and t.dep_ not in ("det", "punct")
             and not (t.dep_ == "amod" and t.head.i == token.i and t.lower_ in _NOW_WORDS)]
    return " ".join(words).strip()


#: Words before a noun that say only that it is the one now: "my new email", "our current address".
_NOW_WORDS = frozenset({"new", "current", "latest", "updated", "present"})


#: Nouns for a person that say nothing of how they relate to the speaker: the name set beside one is whom it means.
_PERSON_NOUNS = frozenset({"guy", "bloke", "chap", "lad", "lass", "woman", "man", "lady", "person", "fella",
                           "dude", "girl", "boy", "gal", "folks", "someone", "people"})


def _word_for_a_person(token: Token) -> bool:
    """Whether ``token`` is a word for someone: a relation ("my sister"), a post ("the vet") or a person
    ("the lad")."""
    return _relation_word(token) is not None or token.lower_ in lexicon.ROLES or token.lower_ in _PERSON_NOUNS


def _mine_after(verb: Token) -> bool:
    """Whether the speaker's own "my" or "I" follows ``verb`` ("We dropped Trello, all my planning is in Notion
    now"), a team's "my team" aside: what "we" did is the speaker's household's."""
    return any(t.lower_ in ("my", "i") and not (t.lower_ == "my" and t.head.lower_ in _TEAM_WORDS | _COMPANY_WORDS
                                                 | {"colleagues", "boss", "manager"})
               for t in verb.sent if t.i > verb.i)


#: What only people do, said of a word for someone: live, work, teach, marry ("My sekuru lives in Mutare").
_DONE_BY_PEOPLE = frozenset({"live", "work", "teach", "marry", "study", "nurse", "drive", "retire", "move", "stay",
                             "farm", "preach", "speak", "cook", "run", "own", "volunteer", "coach", "sing", "play"})

def who(subject: Token | None, verb: Token, memory: dict[str, str]) -> Who:
    """The entity ``subject`` names (no subject: the speaker), and any relation fact that comes with it."""
    if subject is None:
        return Who("user")
    low = subject.lower_
    if low in ("i", "me", "myself"):
        return Who("user")
    spoken_to = next((c for c in subject.children if c.dep_ == "appos" and _named_itself(c)), None) \
        if subject.tag_ in ("NNP", "NNPS") and subject.i == subject.sent.start else None
    if spoken_to is not None:
        return who(spoken_to, verb, memory)  # "Y'all, my brother Travis just got hired ...": Travis, no one called Y'all
    if verb.dep_ == "acl" and subject.i == subject.sent.start and subject.tag_ == "NNP" and english(subject.text) \
            and subject.ent_type_ != "PERSON" and subject.i + 1 < len(subject.doc) \
            and subject.doc[subject.i + 1].text == ",":
        return Who("user")  # "Remote, based in Lagos": a word of a note, its subject left out, no one named Remote
    if low in ("we", "us"):
        household = (verb.lemma_ in _HOUSEHOLD or verb.lemma_ in _REMOVE and _mine_after(verb) or any(c.dep_ == "attr" and c.lower_ in ("family", "household",
                                                                                     "couple") for c in verb.children)
                     or verb.lemma_ in ("keep", "add", "lose") and any(c.dep_ == "dobj" and c.lower_ in lexicon.PETS
                                                               for c in verb.children)
                     or verb.lemma_ == "pick" and any(c.lower_ == "up" and c.dep_ == "prt" for c in verb.children)
                     or verb.lemma_ == "be" and any(c.dep_ == "prep" and c.lower_ == "in" and any(
                         g.lemma_ in _DWELLINGS for g in c.children) for c in verb.children)
                     # ("At home we talk in Hindi": the household)
                     or any(c.dep_ == "prep" and c.lower_ == "at" and any(g.lower_ == "home" for g in c.children)
                            for c in verb.children)) \
            and not any(t.lower_ in _TEAM_WORDS for t in verb.subtree)  # "we're a family of four": the user's
        return Who("user" if household else "team")
    if low in ("she", "he", "they"):
        found = antecedent(subject) or memory.get("person")
        if found:
            memory["person"] = found
            return Who(found)
    if low in _TEAM_WORDS or (low in _COMPANY_WORDS and _owner(subject) == "we"):
        return Who("company" if low in _COMPANY_WORDS else "team")
    if low in _COMPANY_WORDS and any(c.lower_ == "the" for c in subject.children):
        return Who("company")
    relation = _relation_word(subject)
    owner = _owner(subject)
    after = _named_after(subject, verb)
    name = _name_of(subject) or after
    named = next((c for c in subject.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")
                  and c.lower_ not in lexicon.ROLES), None) or next(
        # ("The lad next door, Ollie, ...": the name hung on "door", the words that say which lad)
        (g for c in subject.children if c.dep_ == "appos" and c.pos_ == "NOUN" for g in c.children
         if g.dep_ == "appos" and g.tag_ in ("NNP", "NNPS") and g.lower_ not in lexicon.ROLES), None) or next(
        # ("My partner at the bridge club, Margaret, is ...": the name set apart last, before the verb)
        (g for g in subject.subtree if g.dep_ == "appos" and g.tag_ in ("NNP", "NNPS") and g.head.i > subject.i
         and g.head.dep_ == "pobj" and g.i + 2 == verb.i and g.doc[g.i + 1].text == ","
         and g.lower_ not in lexicon.ROLES), None)
    after = after if named is None and relation is None else None
    if after is not None and (subject.lower_ in lexicon.ROLES or subject.lower_ in _PERSON_NOUNS):
        key = normalise_key(after) or after.lower()  # "The pharmacist I work under, Priya, is ...": Priya
        memory["person"] = key
        return Who(key)
    if relation is None and _post_word(subject.lower_) and named is not None:
        # "Our CTO, Maria, prefers Go": Maria is the CTO ("Our youth worker Dele is learning Portuguese": a post by
        # its shape, which no list of roles need name)
        key = normalise_key(_full_name(named)) or named.lower_
        memory["person"] = key
        return Who(key, _apposed(subject, named.text, key))
    if relation is None and subject.lower_ in _PERSON_NOUNS and named is not None:
        key = normalise_key(_full_name(named)) or named.lower_  # "The new guy on my team, Omar, is from Cairo"
        memory["person"] = key
        return Who(key)
    if relation is None and subject.tag_ in ("NNP", "NNPS"):
        titled_by = next((c for c in subject.children if c.dep_ in ("compound", "amod") and _relation_word(c)), None)
        if titled_by is not None and titled_by.text in _ORDER_TITLES and _owner(subject) is None \
                and _owner(titled_by) is None:
            titled_by = None  # ("Father Declan, our parish priest", "Brother Idris": a title in an order, no kin)
        if titled_by is not None:
            relation, owner, name = _relation_word(titled_by), _owner(subject) or _owner(titled_by), subject.text
        beside = _beside(subject)
        if titled_by is None and beside is not None:
            key = normalise_key(_full_name(subject)) or low
            memory["person"] = key
            return Who(key, _apposed(beside, subject.text, key))
    if relation is None and owner == "user" and subject.pos_ == "NOUN" and subject.text.islower() \
            and not english(subject.lower_) and lemma_of(verb) in _DONE_BY_PEOPLE and name is None:
        # "My sekuru lives in Mutare": a word for whom the speaker has, in an English no list of kin words knows
        # (no word WordNet lists), doing what people do: that person, keyed by the word
        memory["person"] = low
        return Who(low)
    kin_of = next((c for c in subject.children if c.dep_ == "appos" and _relation_word(c) and any(
        g.dep_ == "poss" and g.tag_ in ("NNP", "NNPS") for g in c.children)), None) if relation else None
    theirs = next((g for g in kin_of.children if g.dep_ == "appos" and g.tag_ in ("NNP", "NNPS")), None) \
        if kin_of is not None else None
    if theirs is not None:
        # ("Me mate Wiremu's missus, Hana, is a vet": the parser hangs the mate's missus on the mate; she is Hana)
        key = normalise_key(_full_name(theirs)) or theirs.lower_
        memory["person"] = key
        return Who(key)
    if relation and owner in ("user", "we", None):
        set_apart = named.text if name is None and named is not None and named.head.i > subject.i else None
        name = name or set_apart
        if name:
            key = normalise_key(name) or name.lower()
            memory["person"] = key
            attribute = lexicon.RELATION_ATTRIBUTE.get(relation, normalise_key(relation) or relation)
            if set_apart and owner is None:
                return Who(key)  # ("The old fella on the next allotment, Stan, ...": no one of the speaker's)
            if relation == "partner" and any(c.dep_ == "prep" and c.lower_ in ("at", "in", "from", "for")
                                             for c in subject.children):
                return Who(key)  # ("My partner at the bridge club, Margaret": one played with, no spouse)
            if any(c.dep_ == "relcl" and any(g.dep_ == "nsubj" and speaker_word(g) for g in c.children)
                   for c in subject.children):
                return Who(key)  # "The dentist I nurse for, Dr Mahlangu": whom the speaker works for, not theirs
            return Who(key, Fact("user", attribute, name))
        memory["person"] = relation
        return Who(relation)
    naming = verb.lemma_ in ("be", "call", "name") and any(
        c.dep_ in ("attr", "oprd") and c.tag_ in ("NNP", "NNPS") and c.lower_ not in lexicon.NATIONALITIES
        and _faith(c) is None for c in verb.children)  # ("Mum's carer Bogdana is Polish": what she is, no name)
    if relation and owner and owner not in ("they",) and not naming:
        # someone close to someone else: "Priya's husband Dan is a plumber" is Dan, Priya's spouse; "my son's
        # girlfriend is from Lyon", "my sister's husband works at Google" are that person, keyed by the chain
        attribute = lexicon.RELATION_ATTRIBUTE.get(relation, normalise_key(relation) or relation)
        if name:
            key = normalise_key(name) or name.lower()
            memory["person"] = key
            kin = lexicon.KIN_OF_KIN.get((owner, relation))  # "Mama's sister, Aunt Lurleen": the speaker's aunt
            return Who(key, Fact("user", kin, name) if kin else Fact(owner, attribute, name))
        key = f"{owner}_{normalise_key(relation) or relation}"
        memory["person"] = key
        return Who(key)
    if relation and owner == "they" and name and not naming:
        # ("My chachaji ... but his son Gurpreet has become pilot": whose son is not known, but he is named)
        key = normalise_key(name) or name.lower()
        memory["person"] = key
        return Who(key)
    titled = subject.is_title and subject.i == subject.sent.start and subject.pos_ in ("ADV", "NOUN", "PROPN") \
        and not subject.lower_.endswith("ly") \
        and subject.lower_ not in TIMES_OF_DAY  # "Afternoons work better for calls": a time, nobody's name
    if subject.tag_ in ("NNP", "NNPS") or titled:
        key = normalise_key(_full_name(subject)) or low
        if owner and owner not in ("user", "we", "they"):
            return Who(owner)
        memory["person"] = key
        return Who(key)
    return Who("")


_CALENDAR = re.compile(rf"(?:{MONTH_WORDS})|(?:{DAY_WORDS})s?")
#: The parts of the day and week one is met in, as said at the head of a sentence ("Mornings again for calls").
_DAY_PARTS = frozenset({"morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night",
                                 "nights", "weekend", "weekends", "weekday", "weekdays", "lunchtime", "lunchtimes"})
#: Prepositions whose object is a place or a time, never the person a later "she" is.
_PLACE_PREPS = frozenset({"in", "at", "from", "near", "on", "into", "around", "outside", "across", "since", "until"})
#: Verbs of going somewhere: what they go "to" is a place, never the person a later "she" is.
_GOING_TO = frozenset({"move", "relocate", "go", "fly", "travel", "head", "emigrate", "return", "drive", "commute",
                       "transfer", "come"})


def antecedent(pronoun: Token) -> str | None:
    """The person a "he", "she" or "they" stands for: the nearest one named before it in the turn that the
    pronoun can stand for -- a relation of the speaker's ("I have a sister. She lives in Madrid"), or a name
    ("Talked to Nadia today. She works at Deloitte now"); "she" never a brother, "he" never a sister, "they"
    only people said in the plural. None when nobody fits."""
    found = _antecedent(pronoun)
    return found[1] if found else None


#: Words that are someone's partner only when said as someone's ("my fella", "her bloke"), any man or woman
#: otherwise ("a lovely fella").
_LOOSE_KIN = frozenset({"fella", "fellah", "feller", "bloke", "missus", "lad", "lass", "chap", "guy", "girl", "boy",
                        "man", "woman", "geezer"})
#: Pronouns, which name no value: whom they stand for is said elsewhere.
_PERSONAL_PRONOUNS = frozenset({"i", "me", "you", "he", "him", "she", "her", "it", "we", "us", "they", "them"})
#: "You" said to more than one, as the Englishes say it ("Allyuh know Kerwin?"): no one a later "he" stands for.
_YOU_ALL = frozenset({"allyuh", "alyuh", "yinz", "youse", "yous", "yall", "y'all", "unu", "oonu", "wunna"})
#: Verbs whose object is a place of work or a thing, never whom a later "she" is: "left Deloitte, she's ...".
_LEFT_OR_JOINED = frozenset({"leave", "quit", "join", "sell", "buy", "use", "drop", "ditch", "switch", "found"})


def _antecedent(pronoun: Token) -> tuple[str, str] | None:
    """:func:`antecedent` as (the person in words, their key)."""
    low = pronoun.lower_
    for token in reversed(pronoun.doc[:pronoun.i]):
        if token.pos_ not in ("NOUN", "PROPN") or token.dep_ == "compound" and (
                token.head.pos_ == "PROPN" or token.tag_ in ("NNP", "NNPS") and _relation_word(token) is None):
            continue  # ("at the Amazon warehouse": a name that says which thing is nobody a "she" stands for)
        relation = _relation_word(token)
        if relation is not None and token.lower_ in _LOOSE_KIN and not any(c.dep_ == "poss" for c in token.children) \
                and _name_of(token) is None:
            relation = None  # ("Stanislaw on plot 14, lovely fella, he's Polish": a man, nobody's boyfriend)
        if relation is not None and token.dep_ == "pobj" and token.head.lower_ == "at" and _name_of(token) is None \
                and not any(c.dep_ == "poss" for c in token.children):
            continue  # ("my mum works at the dentist on the high st, she's a hygienist": a premises, no one)
        theirs = next((c for c in token.children if c.dep_ == "poss" and c.lower_ in ("his", "her")), None) \
            if relation is not None else None
        whose = _antecedent_of_possessive(theirs) if theirs is not None else None
        # ("I met Priyanka's new husband at the games night. He's a paramedic": her husband, not Priyanka)
        owner = next((c for c in token.children if c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS")
                      and c.lower_ not in ("user",)), None) if relation is not None and whose is None else None
        apposed = _name_of(token) if owner is not None else None
        if apposed:  # ("Our Gary's missus, Leanne, ... she's a nail tech": Leanne, by the name she was given)
            return apposed, normalise_key(apposed) or apposed.lower()
        whose = normalise_key(_full_name(owner)) if owner is not None else whose
        base = relation.split()[-1] if relation else ""
        if whose and not ((low == "she" and base in lexicon.MALE) or (low == "he" and base in lexicon.FEMALE)
                          or low == "they"):
            if (name := _name_of(token)) is not None:  # ("Tariq and his wife Noor ..., she's the vet": Noor)
                return name, normalise_key(name) or name.lower()
            # "Ate Cherry and her husband work at Amazon. ... he drives a forklift": her husband
            said = f"User's {whose}" if lexicon.is_kin(whose) else whose.replace("_", " ").title()
            return f"{said}'s {relation}", normalise_key(f"{whose} {relation}") or whose
        if relation is not None and _owner(token) in ("user", "we", None) and relation.split()[-1] != "ex":
            named_as = _subject(token.head) if token.dep_ == "attr" and lemma_of(token.head) == "be" else None
            if named_as is not None and named_as.lower_ not in _PRONOUNS and named_as.pos_ in ("NOUN", "PROPN") \
                    and any(c.lower_ in ("a", "an") for c in token.children):
                continue  # "My brother isn't a solicitor anymore, he ...": a role said of someone, not a person
            if named_as is not None and named_as.lower_ in _PRONOUNS and named_as.i < token.i:
                if named_as.lower_ != low:
                    continue  # ("She's a shift supervisor and he drives a forklift": not whom "she" was)
                return _antecedent(named_as)  # "Kemi? She's my new manager, she's ...": both are Kemi
            name = _name_of(token) or (named_as.text if named_as is not None and named_as.tag_ in ("NNP", "NNPS")
                                       else None)  # "Kemi is my new manager, she's ...": she is Kemi
            if not name and token.dep_ == "appos" and token.head.tag_ in ("NNP", "NNPS") and token.head.i < token.i:
                name = _full_name(token.head)  # ("Efua, my flatmate, is ..., and she speaks Twi": she is Efua)
            before = token.doc[token.left_edge.i - 1] if token.left_edge.i > token.sent.start else None
            if not name and before is not None and before.i == token.sent.start and before.is_title \
                    and before.dep_ in ("intj", "npadvmod", "dep") and before.lower_ not in lexicon.RELATIONS:
                name = before.text  # ("Efua my flatmate is ...": the name said first, the tagger's interjection)
            if name:
                return name, normalise_key(name) or name.lower()
            plural = token.tag_ == "NNS" or relation in ("parents", "child") and token.lower_ in ("kids", "children")
            base = relation.split()[-1]
            if (low == "they") != plural or (low == "she" and base in lexicon.MALE) \
                    or (low == "he" and base in lexicon.FEMALE):
                continue
            return f"User's {relation}", normalise_key(relation) or relation
        if token.tag_ in ("NNP", "NNPS") and token.is_title and low != "they" and token.lower_ not in lexicon.RELATIONS \
                and token.lower_ not in lexicon.NATIONALITIES and token.lower_ not in _STREET_ENDS \
                and not any(c.dep_ == "nummod" for c in token.children) \
                and token.lower_ not in _YOU_ALL \
                and not (token.dep_ == "pobj" and token.head.lower_ in ("down", "up", "along", "over", "round")) \
                and not any(c.dep_ == "det" and c.lower_ == "the" for c in token.children) \
                and not (token.dep_ == "conj" and any(c.dep_ == "det" and c.lower_ == "the"
                                                      for c in token.head.children)) \
                and not (token.dep_ == "pobj" and (token.head.lower_ in _PLACE_PREPS or (
                    token.head.lower_ == "to" and lemma_of(token.head.head) in _GOING_TO))) \
                and not (token.dep_ == "dobj" and lemma_of(token.head) in _LEFT_OR_JOINED) \
                and not (token.dep_ == "pobj" and token.head.dep_ == "agent") \
                and not (token.dep_ == "dobj" and (doer := _subject(token.head)) is not None and doer.i < token.i
                         and doer.lower_ not in _YOU_ALL
                         and (doer.tag_ in ("NNP", "NNPS") or _word_for_a_person(doer) or doer.lower_ in _PRONOUNS)) \
                and not (token.dep_ == "pobj" and token.head.lower_ in ("off", "from") and token.head.head.pos_ == "VERB"
                         and (doer := _subject(token.head.head)) is not None and doer.i < token.i
                         and (doer.tag_ in ("NNP", "NNPS") or _relation_word(doer) is not None)) \
                and not (token.dep_ == "pobj" and token.head.lower_ == "of" and token.head.head.pos_ in (
                    "ADP", "ADV", "VERB")) \
                and not (token.dep_ == "pobj" and token.head.lower_ == "by" and token.head.dep_ == "prep") \
                and not (token.dep_ in ("nmod", "compound") and token.head.dep_ == "pobj"
                         and token.head.head.lower_ in _PLACE_PREPS) \
                and not (token.dep_ in ("dobj", "pobj") and any(c.dep_ == "case" for c in token.children)) \
                and not any(c.dep_ == "poss" and c.tag_ in ("NN", "NNS") and not _word_for_a_person(c)
                            for c in token.children) \
                and not _CALENDAR.fullmatch(token.lower_) and not attribute_for_value(token.text):
            # ("out by Turriff": a place, as "by" says it apart from who does a thing; "got Parkinson's", "went to
            # Sainsbury's": a name with its "'s" and nothing after is a condition or a shop, nobody a "he" is; "from
            # Santiago de Cuba": a word of a place's name;
            # ("passed out of Sandhurst, he's ...": a place one comes out of is nobody a "he" stands for; "Bazza's
            # bought the shop off old Terry, he's a mechanic": the buyer, not whom he bought it off; "Shreya
            # mains Jett and she's only 17": the one who does it, before what she does it to; "Kenji got signed by
            # Fnatic, he ...": whoever signs or hires is a firm; "looked after the concert hall's Steinway; he turned
            # eighty-one": what a thing or a place owns is nobody)
            if _relation_word(token.head) is not None and token.dep_ in ("appos", "compound"):
                continue  # "my brother Ben": the relation above names him
            return _full_name(token), normalise_key(_full_name(token)) or token.lower_
    return None


#: Kin words that are titles in a religious order or a congregation when said capitalised before a name with no
#: "my" ("Father Declan", "Sister Agnes", "Brother Idris", "Mother Teresa").
_ORDER_TITLES = frozenset({"Father", "Brother", "Sister", "Mother"})

_TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "professor", "sir", "dame", "judge", "aunty", "auntie",
                     "uncle", "nana", "grandma", "grandpa", "chief", "pastor", "rev", "reverend", "imam", "rabbi",
                     "sheikh", "bishop", "deacon", "canon", "captain", "capt", "cllr", "councillor"})


def _named_after(subject: Token, verb: Token) -> str | None:
    """A name set off by commas between a subject said with a clause of its own and its verb: "The pharmacist I
    work under, Priya, is ...", "The dentist I nurse for, Dr Mahlangu, is from Durban" (the parser hangs the name
    in the clause). The name without a title, as it keys the person."""
    if not any(c.dep_ in ("relcl", "acl") for c in subject.children) or verb.i <= subject.i:
        return None
    toks = [t for t in subject.doc[subject.i + 1: verb.i] if t.dep_ not in ("aux", "auxpass", "neg")]
    if len(toks) < 3 or toks[-1].text != ",":
        return None
    commas = [n for n, t in enumerate(toks[:-1]) if t.text == ","]
    if not commas:
        return None
    said = toks[commas[-1] + 1: -1]
    if not 1 <= len(said) <= 3 or not all(t.tag_ in ("NNP", "NNPS") for t in said):
        return None
    words = [t.text for t in said]
    while len(words) > 1 and words[0].lower().strip(".") in _TITLES:
        words = words[1:]
    return " ".join(words)


def _tie(relation: str, name: str) -> Fact:
    """Who the speaker's ``relation`` is, as the fact about the speaker: "my husband Tom" is ``user.spouse = Tom``
    (:data:`lexicon.RELATION_ATTRIBUTE`: a husband is a spouse, a son a child)."""
    return Fact("user", canonical_attribute(lexicon.RELATION_ATTRIBUTE.get(relation, relation)), name)


def _clause_owner(subject: Token | None) -> str | None:
    """Whom a clause's ``subject`` names for a sentence-level reader (:func:`_subject_key`), the speaker when the
    subject is left out ("Also started curling ..."); None for anyone else."""
    return _subject_key(subject) if subject is not None else "user"


def _apposed(noun: Token, name: str, key: str) -> Fact | None:
    """What a noun set beside a name says: "Sofia, my business partner" -> ``user.business_partner = Sofia``;
    "Zoe, our intern", "Hannah (team lead)" -> ``zoe.job_title = intern``."""
    relation = _relation_word(noun)
    owner = _owner(noun)
    if noun.lower_ in _TEAMS or noun.text.isupper() and len(noun.text) <= 3 and noun.lower_ not in lexicon.ROLES:
        return Fact(key, "team", noun.text)  # "Emily (HR)", "Carlos from finance"
    if relation and owner == "user" and noun.lower_ not in lexicon.ROLES:
        return _tie(relation, name)
    # ("Our head of year, Mrs Okafor"; "Yaw, my husband's nephew": a kin word of someone else's is no post)
    if noun.lower_ in lexicon.ROLES or noun.lower_ in _POST_HEADS \
            or relation and relation.split()[-1] in _POSTS_AS_RELATIONS | {"colleague", "coworker", "co-worker"}:
        return Fact(key, "job_title", _one_role(noun))  # ("The new shift lead, Bartek": a shift lead)
    return None


def _full_name(token: Token) -> str:
    """A person's name as said, given names and all ("Olumide Bankole", "Mary Beth"), without a title or a
    relation word before it ("Reverend Okonjo", "Auntie Wanjiru", "Coach Carter": Okonjo, Wanjiru, Carter)."""
    parts = [c.text for c in token.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
             and c.lower_ not in ("mr", "mrs", "ms", "dr", "prof")]
    if token.lower_ in ("mr", "mrs", "ms", "dr", "prof"):
        return token.text
    if parts and token.lower_ in ("jr",):
        return parts[-1]
    given: list[str] = []
    for before in reversed(token.doc[token.sent.start: token.i]):
        if before.dep_ != "compound" or before.head.i != token.i or before.tag_ not in ("NNP", "NNPS") \
                or not before.is_title or before.lower_.strip(".") in _TITLES | _NOT_GIVEN \
                or lexicon.relation_key(before.lower_) in lexicon.RELATIONS or before.lower_ in lexicon.ROLES:
            break
        given.insert(0, before.text)
    return " ".join([*given, _hyphenated(token)])


#: Words before a surname that are no given name: titles of the church and the forces, honorifics.
_NOT_GIVEN = frozenset({"reverend", "rev", "revd", "father", "sister", "brother", "pastor", "imam", "rabbi", "canon",
                        "sergeant", "sgt", "captain", "capt", "major", "colonel", "general", "officer", "lord",
                        "lady", "saint", "st", "councillor", "cllr", "coach", "nurse", "chef", "bishop", "madam",
                        "aunt", "uncle", "granny", "gran", "nan", "grandad", "mama", "papa", "baba", "mum", "mam",
                        "ate", "kuya", "tito", "tita", "lola", "lolo", "bibi", "mzee", "auntie", "aunty", "wor",
                        "our", "maestro", "sensei", "herr", "frau", "monsieur", "madame", "senor", "señor",
                        "senora", "señora",
                        # words that open a sentence before a name ("Meet Bongani, my new line manager")
                        "meet", "welcome", "say", "tell", "ask", "call", "thank", "thanks", "hi", "hello", "hey",
                        "dear", "congrats", "congratulations", "happy", "poor", "little", "old", "young", "big",
                        "lovely", "sweet", "good", "great", "bless", "ring", "text", "message", "email"})


def _hyphenated(token: Token) -> str:
    """A name the tokenizer split at its hyphen, whole again: "Joon-ho" (read "Joon", "-", "ho"), "Mary-Jane"."""
    doc, i = token.doc, token.i
    if i >= 2 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ and not doc[i - 2].whitespace_ \
            and doc[i - 2].is_alpha and doc[i - 2].text[:1].isupper() and token.is_alpha:
        return f"{doc[i - 2].text}-{token.text}"
    return token.text


# -- what: values, read from noun phrases -------------------------------------------------------------------------

_DROP_DET = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "some", "any", "your"})


def phrase(token: Token, *, keep_preps: bool = False) -> str:
    """The noun phrase ``token`` heads, without determiners, relative clauses or (by default) prepositions."""
    words: list[Token] = []
    for t in token.subtree:
        if t.i < token.i and (t.dep_ in ("det", "poss", "predet") and t.lower_ in _DROP_DET
                              or t.dep_ == "aux" and t.lower_ == "to") \
                and not (t.i > 0 and t.doc[t.i - 1].text == "-"):  # ("five-a-side": a word inside one)
            continue
        if t.dep_ == "punct" and t.i < token.i:  # "Hannah (team lead)": the parenthesis opens the phrase
            if t.text == "-" and not t.whitespace_ and t.i > 0 and not t.doc[t.i - 1].whitespace_ and words:
                words.append(t)  # ("stand-up comic": a hyphen inside a word)
            continue
        if t.dep_ in ("cc", "conj") and t.i != token.i and _one_name(token):
            words.append(t)  # "Foster and Partners", "Marks & Spencer": one firm's name
            continue
        if t.dep_ == "acl" and t.head.i == token.i and t.i == token.i + 1 and t.tag_ == "VBG" \
                and lemma_of(t) in _PASTIME_DOINGS and not any(c.dep_ in ("dobj", "nsubj") for c in t.children):
            words.append(t)  # "the fell running", "the bell ringing": a pastime the parser split in two
            break
        if t.dep_ in ("relcl", "acl", "punct", "cc", "conj", "appos", "advcl") and t.i != token.i:
            break
        if t.i > token.i and t.head.i != token.i and t.head.dep_ in ("relcl", "acl", "advcl"):
            break  # "a barista to pay for my master's", "a parrot that swears": the clause opens, not the noun
        if not keep_preps and t.dep_ == "prep" and t.i > token.i:
            break
        words.append(t)
    text = " ".join(w.text for w in words).replace(" - ", "-").replace(" '", "'")
    text = re.sub(r"([£$€¥₹]) (?=\d)", r"\1", text)  # "£180", as written
    # ("the job at Arnold Clark after all": the words of a change of mind are not the name's)
    text = re.sub(r"\s+(?:after all|instead|as well|anyway)$", "", text, flags=re.IGNORECASE)
    # ("stays in Woodlands now lor", "a ranch hand out near Abilene": a word of the moment or of where, no name's)
    while words and words[-1].i > token.i and (words[-1].dep_ in ("advmod", "prt", "npadvmod", "dep") or (
            words[-1].text.islower() and len(words) > 1 and words[-2].text[:1].isupper())) \
            and words[-1].lower_ in _TRAILING:  # ("a pilot there now": each; "Hyndland Secondary noo")
        text = text[: -len(words[-1].text)].rstrip()
        words.pop()
    last = words[-1] if words else None
    cut = re.match(r"-[A-Za-z]+(?:-[A-Za-z]+)*\b", last.doc.text[last.idx + len(last.text):]) \
        if last is not None and not last.whitespace_ else None
    if cut is not None:  # ("at the Co-op in Hexham": the parser's "Co", then "-", then "op" hung elsewhere)
        text += cut.group(0)
    return text.strip(" ,.;:!?\"'")


#: What is done in a pastime named by where or with what it is done ("fell running", "bell ringing", "wild swimming").
_PASTIME_DOINGS = frozenset({"run", "walk", "swim", "climb", "ring", "ride", "cycle", "sail", "row", "dance", "sing",
                             "fish", "ski", "skate", "surf", "dive", "knit", "watch", "spot", "race", "shoot", "hike",
                             "paddle"})


#: Words a value's phrase ends with that are no part of it (the moment, a direction, a chat particle).
_TRAILING = frozenset({"now", "out", "then", "too", "again", "though", "lor", "lah", "leh", "la", "innit", "like",
                       "mind", "eh", "yet", "still", "currently", "noo", "aye", "already", "po", "na", "muna", "ba",
                       "there", "here"})


#: Last words of a firm's name that are joined to its first with "and" or "&" ("Foster and Partners").
_FIRM_TAILS = frozenset({"partners", "sons", "daughters", "co", "company", "associates", "spencer", "gamble",
                         "johnson", "friends"})


def _one_name(token: Token) -> bool:
    """Whether a proper name and the one conjoined to it are one name: "Foster and Partners", "M&S"."""
    if token.tag_ not in ("NNP", "NNPS"):
        return False
    joined = [c for c in token.children if c.dep_ == "conj"]
    ampersand = len(joined) == 1 and joined[0].i == token.i + 2 and token.doc[token.i + 1].text == "&" \
        and joined[0].tag_ in ("NNP", "NNPS")  # "the Rose & Crown", "Spoke & Chain": a name said with "&"
    return len(joined) == 1 and (joined[0].lower_ in _FIRM_TAILS and joined[0].is_title or ampersand)


def conjuncts(token: Token) -> list[Token]:
    """``token`` and the tokens conjoined with it ("Arabic, French and English"; "Foster and Partners" is one)."""
    if _one_name(token):
        return [token]
    out = [token]
    det = next((c.lower_ for c in token.children if c.dep_ == "det"), None)
    listed = next((c for c in token.children if c.dep_ == "appos" and c.i > token.i and c.pos_ == "NOUN"
                   and det is not None and any(g.dep_ == "det" and g.lower_ == det for g in c.children)
                   and any(g.dep_ == "conj" for g in c.children)), None)
    if listed is not None:
        # ("the waltz, the foxtrot and the quickstep": the parser's apposition is the list's second item)
        return [token, *conjuncts(listed)]
    again = next((c for c in token.head.children if c.dep_ == "dobj" and c.i > token.i and c.pos_ == "NOUN"
                  and token.doc[c.i - 1].lower_ in ("the", "a", "an") and token.doc[c.i - 2].text == ","), None) \
        if token.dep_ == "dobj" and det is not None else None
    if again is not None:
        # ("the rumba, the samba and the jive": the parser's second object is the list's second item)
        return [token, *conjuncts(again)]
    for t in token.conjuncts:
        if t.i <= token.i or t.pos_ not in ("NOUN", "PROPN", "ADJ", "NUM") or t.lower_ in _SPEAKS_IN:
            continue  # "Portuguese and conversational in Italian": how well, not what
        # "bass and a bit of drums": the amount's "of" names the value
        out.append(_prep(t, "of") or t if t.lower_ in _AMOUNTS else t)
    if token.dep_ == "dobj" and len(out) == 1:
        # ("plays guitar and a bit of piano": the parser hangs the second thing on the verb, as a noun)
        out += [_prep(c, "of") or c if c.lower_ in _AMOUNTS else c for c in token.head.children
                if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN") and c.i > token.i and c.lower_ not in _SPEAKS_IN
                and not any(g.dep_ in ("nsubj", "dobj") for g in c.children)]
    return out


def _prep(verb: Token, *words: str, keep: Callable[[Token], bool] | None = None) -> Token | None:
    """The object of ``verb``'s preposition among ``words`` ("live in X" -> X), the first ``keep`` accepts."""
    for child in verb.children:
        if child.dep_ in ("prep", "dative", "agent") and child.lower_ in words:
            for grand in child.children:
                if grand.dep_ == "pobj" and (keep is None or keep(grand)):
                    return grand
            if child.lower_ == "as" and not any(g.dep_ == "pobj" for g in child.children):
                # ("works as podiatrist in the NHS clinic", the article left out: the parser's modifier of "as")
                post = next((g for g in child.children if g.pos_ == "NOUN" and g.lower_ in lexicon.ROLES), None)
                if post is not None and (keep is None or keep(post)):
                    return post
    if "as" in words:
        # ("working as cook in the monastery school": the parser makes the bare post a clause "as" marks)
        post = next((c for c in verb.children if c.dep_ == "advcl" and c.pos_ == "NOUN" and c.lower_ in lexicon.ROLES
                     and any(m.dep_ == "mark" and m.lower_ == "as" for m in c.children)), None)
        if post is not None and (keep is None or keep(post)):
            return post
    for particle in verb.children:  # "moving back to Mumbai": the parser hangs the "to" on the "back"
        if particle.dep_ in ("advmod", "prt") and particle.lower_ in _PARTICLES_BEFORE_A_PLACE:
            found = _prep(particle, *words, keep=keep)
            if found is not None:
                return found
    return None


#: What the assistant is asked to stop doing, never a pastime of the speaker's given up ("stop suggesting chicken").
_ASKED_OF_THE_ASSISTANT = frozenset({"suggest", "send", "ask", "tell", "remind", "recommend", "mention", "show",
                                     "give", "offer", "bring", "put", "add", "use", "say", "call", "email", "text",
                                     "message", "ping", "list", "include", "propose", "book", "schedule"})
#: Particles a verb of going takes before its preposition ("moving back to Mumbai", "went over to Leeds").
_PARTICLES_BEFORE_A_PLACE = frozenset({"back", "over", "home", "away", "out", "down", "up"})


_OBJECT_DEPS = ("dobj", "attr", "oprd", "acomp", "xcomp", "ccomp")


def _object(verb: Token) -> Token | None:
    """The verb's object or complement, a noun or adjective before a clause ("Bristol is home", not the
    clause "we finally relocated" the parser hung on the same verb); the "more" of "no more" is none. A name
    said before the subject of a verb that takes one ("Kotlin I don't use no more") is its object."""
    found = [c for c in verb.children if c.dep_ in _OBJECT_DEPS
             and not (c.lower_ == "more" and any(d.lower_ == "no" for d in c.children))]
    if found:
        return min(found, key=lambda c: (c.dep_ in ("xcomp", "ccomp"), c.i))
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or verb.pos_ != "VERB" or verb.lemma_ == "be":
        return None
    # (a name of a time opens a clause as when, never as what: "Mondays I work from home"; a language or an instrument
    # the tagger reads as a plural or an adjective is one by its shape: "Tamil also I can speak now")
    return next((c for c in verb.children if c.dep_ in ("npadvmod", "dep") and c.i < subject.i
                 and (c.tag_ in ("NNP", "NNPS") or attribute_for_value(c.text) in _FRONTED_BY_SHAPE)
                 and not _CALENDAR.fullmatch(c.lower_)
                 and c.lower_ not in ("christmas", "easter", "today", "tomorrow", "yesterday")), None)


#: What a value said before the subject is by its shape alone, whatever the tagger makes of it.
_FRONTED_BY_SHAPE = frozenset({"spoken_languages", "programming_languages", "instruments"})


def _place(value: str) -> str:
    """Where a move or a home puts someone: a country, a city, or a team at work ("moved over to the fraud
    team")."""
    if value.split()[-1].lower() in _TEAM_UNITS:
        return "team"
    return "home_country" if is_country(value) else "home_city"


#: Units at work that one moves to or joins, never a home.
_TEAM_UNITS = frozenset({"team", "squad", "department", "dept", "division", "unit", "group", "crew", "tribe", "watch"})


_SEASONS = frozenset({"summer", "winter", "spring", "autumn", "fall", "summers", "winters", "term", "holidays",
                      # the times of a life ("In my twenties I lived in Berlin")
                      "teens", "twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties",
                      "childhood", "youth"})


def _not_a_time(verb: Token, word: str) -> Token | None:
    """The object of ``verb``'s preposition ``word`` that is not a time ("In the summer I live in Nice": Nice)."""
    return _prep(verb, word, keep=lambda t: t.lower_ not in _SEASONS and not _CALENDAR.fullmatch(t.lower_)
                 and not _DATE_WORDS.fullmatch(t.text))


def _named_place(token: Token) -> Token:
    """The place a dwelling or an area is in, where one is named: "a small flat above a bakery in Lyon" and "a
    suburb of Chicago" are Lyon and Chicago; a named place, or a dwelling with none, stays itself."""
    if token.pos_ == "PROPN":
        return token
    named = [t for t in token.subtree if t.tag_ in ("NNP", "NNPS") and t.dep_ == "pobj"
             and t.head.lower_ in ("in", "of", "near", "outside")]
    return named[-1] if named else token


def _field(token: Token) -> str | None:
    """What "works in X" names: a place ("in Dubai": where the work is) or a field ("in finance"); None for a
    place of work said by its common noun ("works in the depot", "in a shop"): where, but no field and no town."""
    if token.lower_ in _FIELDS:
        return "industry"
    if token.tag_ in ("NN", "NNS") and token.lower_ not in _FIELD_HEADS and (
            token.lemma_.lower() in _WORKPLACES or any(c.dep_ in ("det", "poss") and c.lower_ in (
                "the", "a", "an", "this", "our", "my", "his", "her", "their") for c in token.children)):
        return None  # ("working in quarry near Kielce", its article left out: a workplace all the same)
    town_after = any(t.dep_ == "pobj" and t.head.lower_ == "in" and t.i > token.i and t.tag_ in ("NNP", "NNPS")
                     for t in token.head.head.subtree) if token.head.lower_ == "in" else False
    if token.tag_ in ("NNP", "NNPS") and (token.ent_type_ == "ORG" or town_after) and not is_country(token.text) \
            and not places.is_town(token.text) and token.ent_type_ not in ("GPE", "LOC") and not token.text.isupper():
        return "employer"  # ("working in Infosys in Pune": a firm, the town said after it)
    if token.ent_type_ in ("GPE", "LOC") or is_country(token.text) or (
            token.tag_ in ("NNP", "NNPS") and not token.text.isupper()):  # "in Dubai", not "in IT" or "in HR"
        return "work_location"
    return "industry"


#: Nouns that name a field whatever is said before them ("works in the construction industry").
_FIELD_HEADS = frozenset({"industry", "sector", "field", "business", "trade", "world", "profession", "arts",
                          "sciences", "service", "services"})
#: Fields and departments people capitalise ("I work in Marketing"): never a place.
_FIELDS = frozenset("""marketing sales finance engineering design product support operations legal research
    education healthcare retail logistics consulting hospitality insurance banking tech media publishing
    accounting recruiting recruitment procurement security compliance cybersecurity fintech pharma
    construction manufacturing journalism advertising nursing teaching academia biotech""".split())
#: What a person can be "from" at work, or have set beside their name: "Emily from HR", "Carlos (finance)".
_TEAMS = _FIELDS | frozenset("hr it qa ops devops accounts admin payroll infra platform backend frontend".split())
_BARE_KIN = re.compile(r"(^|[.!?]\s+)(mum|mom|dad|mam|grandma|grandpa|gran|nan|hubby|wifey)\b(?=\s+(?!of\b)[a-z'])",
                       re.IGNORECASE)  # ("Dad of 3" is what the speaker is)
#: Informal relation words the parser reads as something else ("my sis lives" as a compound noun), and the word
#: it reads them right as.
_SLANG_KIN_WORDS = {"sis": "sister", "pal": "friend", "bestie": "best friend", "stepmum": "stepmother",
                    "stepmom": "stepmother", "bff": "best friend", "in-laws": "parents-in-law",
                    "inlaws": "parents-in-law",
                    # Filipino English: the elder sister, brother, aunt, uncle, grandparents, said before the name
                    "ate": "sister", "kuya": "brother", "tita": "aunt", "tito": "uncle", "lola": "grandmother",
                    "lolo": "grandfather", "other half": "partner", "better half": "partner"}
_SLANG_KIN = re.compile(r"\b(my|our|his|her) (%s)\b(?!')" % "|".join(_SLANG_KIN_WORDS), re.IGNORECASE)
#: "Me mate Declan", "me mum": the "my" of Irish, Scottish and Northern English.
_ME_AS_MY = re.compile(r"\b[Mm]e (?=(?:mate|mum|mam|ma|da|dad|brother|sister|bro|sis|nan|nana|granny|gran|wife|"
                       r"husband|missus|fella|girlfriend|boyfriend|son|daughter|cousin|uncle|auntie|aunty|kids|boss|"
                       # what one has, said the same way: "handed me notice in", "me own little salon", "on me feet"
                       r"own|notice|feet|car|van|house|flat|job|shift|shifts|hours|rota|wages|pension|mortgage|"
                       r"garden|allotment)\b)")
#: "Name's Gus": the chat register's name without its "my".
_BARE_NAME = re.compile(r"(^|[.!?]\s+)name(?:'s| is)\s+(?=[A-Za-z])", re.IGNORECASE)
_FROM_TEAM = re.compile(r"\b([A-Z][a-z]+) from (?:the )?((?i:" + "|".join(sorted(_TEAMS)) +
                        r"))(?: (?i:team|department|dept))?\b(?! of\b)")


def _typed(value: str, default: str) -> str:
    """The attribute a value names by itself (pytest is a test framework), else ``default``."""
    found = attribute_for_value(value)
    if default == "job_title":
        return default  # "working as a bank teller": a post, whatever its words name
    if (found in ("gym", "bank") or found in SERVICES.values()) and default in ("employer", "work_location"):
        return default  # "works at a bank", "works at PureGym", "I work for EE": where one works, whatever it is
    if found == "spoken_languages" and default == "response_language":
        return default  # "Reply in Spanish": the language to answer in
    if found == "tools" and default and not default.startswith("@"):
        return default  # "migrate the docs to Confluence": where the docs are, more than one of the tools
    return found if found and found not in ("home_country",) else default


# -- the predicate: attribute and value ---------------------------------------------------------------------------

Pairs = list[tuple[str, str]]


def _copula(subject_is_user: bool, complement: Token) -> Pairs:
    """ "X is <complement>": a role, a diet, an age, a name, a condition, a place of origin."""
    pairs: Pairs = []
    of = _prep(complement, "of") if complement.lower_ in ("more", "bit", "kind", "sort") else None
    complement = of if of is not None else complement  # "I'm more of a cat person": a cat person
    for token in conjuncts(complement):
        # (the verb hung on the noun, or on the copula beside it)
        trade = next((c for c in (*token.children, *token.head.children) if c.dep_ in ("acl", "dep")
                      and c.i == token.i + 1 and c.lower_ in lexicon.ROLES
                      and not any(g.dep_ == "dobj" for g in c.children)), None)
        if trade is not None and token.pos_ == "NOUN":
            # "a chimney sweep out in Ballincollig", "a tour guide in Arusha": the parser's verb is the trade's noun
            town = _prep(trade, "in")
            pairs += [("job_title", f"{token.lower_} {trade.lower_}")] + (
                [("work_location", phrase(town))] if town is not None and town.tag_ in ("NNP", "NNPS") else [])
            continue
        pairs += _complement(subject_is_user, token)
        person = any(a in ("job_title", "spoken_languages") for a, _ in pairs)  # (a post, or a speaker of a language)
        home = _prep(token, "from") if token.pos_ == "NOUN" and person else None
        if home is not None and home.tag_ in ("NNP", "NNPS") and home.lower_ not in _TEAMS \
                and not home.text.isupper() and not _DATE_WORDS.fullmatch(phrase(home)):
            pairs.append(("origin", phrase(home)))  # "She's a lampworker from Orkney": where she is from
    if not pairs and complement.dep_ == "attr":  # "I'm a type 1 diabetic": the parser's second attribute says it
        for token in (c for c in complement.head.children if c.dep_ == "attr" and c.i > complement.i):
            pairs += _complement(subject_is_user, token)
    for child in complement.children:
        if child.dep_ == "appos":
            pairs += _complement(subject_is_user, child)
    return pairs


_DIETS = lexicon.DIETS
def _typed_condition(token: Token) -> str:
    """The condition an adjective for someone who has it names, with its type when said: "diabetic" ->
    "diabetes", "type 1 diabetic" -> "type 1 diabetes"."""
    words = [t.lower_ for t in token.doc[token.left_edge.i: token.i]]
    if words and words[-1] in ("registered", "partially", "severely", "profoundly"):
        return f"{words[-1]} {token.lower_}"  # "registered blind", "partially deaf": as the register says it
    typed = next((f"type {w}" for a, w in zip(words, words[1:]) if a == "type" and w.isalnum()), None)
    before = re.search(r"\btype\s+(1|2)\s*$", token.doc.text[: token.idx], re.IGNORECASE)
    if typed is None and before is not None:  # ("a type 2 diabetic since last year": "type" parsed apart)
        typed = f"type {before.group(1)}"
    after = re.match(r"\s*,?\s*type\s+(1|2|one|two)\b", token.doc.text[token.idx + len(token.text):], re.IGNORECASE)
    if typed is None and after is not None:  # "I'm diabetic, type 1"
        typed = f"type {after.group(1).lower().replace('one', '1').replace('two', '2')}"
    said = re.search(r"\btype\s+(1|2)\s+diabet", token.doc.text, re.IGNORECASE) \
        if typed is None and _CONDITIONS[token.lower_] == "diabetes" else None
    if said is not None:  # ("My GP said 'you've got type 2 diabetes', so yes, I'm officially diabetic now")
        typed = f"type {said.group(1)}"
    return f"{typed} {_CONDITIONS[token.lower_]}" if typed else _CONDITIONS[token.lower_]


_CONDITIONS = lexicon.CONDITIONS
_EMPLOYMENT = frozenset({"retired", "unemployed", "self-employed", "freelance", "jobless"})
_MARITAL = frozenset({"married", "single", "divorced", "engaged", "widowed", "separated"})
#: What a fragment's last word says the speaker is, besides :data:`_STATES` ("retired", "vegan", "celiac").
_SAID_OF_ONESELF = _EMPLOYMENT | _MARITAL | _DIETS | frozenset(_CONDITIONS)
def _faith(token: Token) -> str | None:
    """The faith a believer's word names (:func:`lexicon.faith_of`), read from the word and what comes before it."""
    if token.pos_ not in ("NOUN", "PROPN", "ADJ"):
        return None
    start = min(token.left_edge.i, token.i)
    return lexicon.faith_of(token.doc.text[token.doc[start].idx: token.idx + len(token.text)]) \
        or lexicon.faith_of(phrase(token))


def _complement(subject_is_user: bool, token: Token) -> Pairs:
    low = token.lower_
    spoken = next((c for c in token.children if c.dep_ in ("amod", "compound") and c.i < token.i
                   and attribute_for_value(c.text) == "spoken_languages"), None) if low in ("speaker", "speakers") \
        else None
    if spoken is not None:  # "a fluent Welsh speaker": a language one speaks, no post
        return [("spoken_languages", spoken.text)]
    size = _prep(token, "of") if low in _GROUPS else None
    if size is not None and size.tag_ == "CD":  # "We're a team of 6", "a family of four": how many
        return [(_GROUPS[low], as_count(size.text))]
    counted = next((c for c in token.children if c.dep_ == "nummod"), None) if low in _HEADS else None
    if counted is not None and not subject_is_user:  # "our company is 40 people"
        return [("headcount", as_count(counted.text))]
    if low in ("owner", "owners"):  # "I'm the proud owner of a 2012 Honda Civic": what one has
        owned = next((g for c in token.children if c.dep_ == "prep" and c.lower_ == "of"
                      for g in c.children if g.dep_ == "pobj"), None)
        return _possession(owned) if owned is not None else []
    if low in _DIETS:
        return [("diet", low)]
    if low in _CONDITIONS:
        return [("medical_conditions", _typed_condition(token))]
    if low in _MARITAL:
        return [("marital_status", low)]
    if low == "intolerant":  # "lactose intolerant", "gluten-intolerant"
        what = next((c for c in token.children if c.i < token.i and c.is_alpha and c.dep_ != "advmod"), None)
        return [("medical_conditions", f"{what.lower_} intolerance")] if what is not None else []
    if low in _EMPLOYMENT and (token.pos_ == "ADJ" or low == "freelance"):  # "Dad is retired", "I'm freelance now"
        return [("employment_status", low)]
    faith = _faith(token)
    if faith is not None:
        return [("religion", faith)]
    if low in lexicon.HAIR_COLOURS:  # "I've gone blonde!"
        return [("hair_colour", "blonde" if low == "blond" else low)]
    if low in ("sober", "teetotal", "teetotaller", "teetotaler", "tt") \
            or low in ("alcoholic", "alcoholics") and any(c.lower_ == "recovering" for c in token.children):
        return [("drinks_alcohol", "no")]  # "been sober 18 months", "I'm a recovering alcoholic", "teetotal": no drink
    if low in ("citizen", "national", "resident") and token.tag_ == "NN":  # "a British citizen", "a permanent resident"
        kind = next((c for c in token.children if c.dep_ in ("amod", "compound") and c.i < token.i), None)
        if kind is not None and kind.lower_ in ("permanent", "legal", "lawful"):
            return [("immigration_status", f"{kind.lower_} resident")]
        if kind is not None and (kind.lower_ in lexicon.NATIONALITIES or kind.text in ("US", "UK", "EU")):
            return [("nationality", kind.text)] if low != "resident" else [("immigration_status", f"{kind.text} resident")]
    if low in lexicon.NATIONALITIES and token.pos_ in ("ADJ", "PROPN", "NOUN") and not _prep(token, "in"):
        half = next((c.lower_ for c in token.children if c.lower_ in ("half", "part", "quarter")), None)
        return [("nationality", f"{half} {token.text}" if half else token.text)]  # "Lindqvist is Finnish"
    if low == "allergic":
        # "allergic to shellfish" with "to shellfish" misread as an infinitive: the "verb" is the allergen
        target = _prep(token, "to") or next((c for c in token.children if c.dep_ == "xcomp"
                                             and any(a.lower_ == "to" for a in c.children)), None)
        to = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "to"), None)
        gerund = next((c for c in to.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None) \
            if target is None and to is not None else None
        held = _object(gerund) if gerund is not None else None
        if gerund is not None and held is not None:  # "allergic to sticking plasters": "sticking" read as a verb
            return [("allergies", token.doc[gerund.i: held.i + 1].text)]
        # "allergic to penicillin and also latex": the parser may hang the second on the verb; "to peanuts and to
        # latex": a second "to"
        more = [c for c in token.head.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN") and c.i > token.i]
        more += [g for p in [*(to.children if to is not None else ()), *token.children]
                 if p.dep_ == "conj" and p.lower_ == "to" for g in p.children if g.dep_ == "pobj"]
        # ("allergic to shrimp on top of that": the allergen, without the words that add it)
        return [("allergies", re.sub(r"\s+(?:on top(?: of (?:that|it|this|all that))?|as well)$", "",
                                     re.sub(r"^(?:also|too|even)\s+", "", phrase(t))))
                for t in [*conjuncts(target), *more]] if target is not None else []
    if low == "free":  # "Marco is dairy-free": the parser hangs "dairy" on "free"
        what = next((c for c in token.children if c.i == token.i - 2 and c.is_alpha), None)
        return [("diet", f"{what.lower_}-free")] if what is not None else []
    keen = _KEEN.get(low)
    if keen is not None and _prep(token, keen[0]) is not None:  # "fond of jazz", "keen on climbing"
        return [(keen[1], phrase(t)) for t in conjuncts(_prep(token, keen[0]))]
    at = (_prep(token, "at") or (_prep(token.head, "at") if lemma_of(token.head) in ("get", "become") else None)) \
        if low in _GOOD_AT else None
    if at is not None and attribute_for_value(at.text) == "spoken_languages":
        return [("spoken_languages", at.text)]  # "I'm getting decent at Welsh too": one more language spoken
    if low in _SPEAKS_IN:  # "fluent in Portuguese and conversational in Italian": each "in" names one
        said = [token] + [c for c in token.conjuncts if c.lower_ in _SPEAKS_IN]
        targets = [t for how in said for c in how.children if c.dep_ == "prep" and c.lower_ == "in"
                   for g in c.children if g.dep_ == "pobj" for t in conjuncts(g)]
        return [("spoken_languages", phrase(t)) for t in targets]
    counted = next((c for c in token.children if c.dep_ == "nummod" and c.tag_ == "CD"), None) \
        if low in ("years", "yrs") and all(c.dep_ == "nummod" for c in token.children) else None  # ("this 12 years")
    if counted is not None and lemma_of(token.head) == "be" and token.head.tag_ in ("VBZ", "VBP") \
            and not _negated(token.head) and not any(c.lower_ in ("there", "here") for c in token.head.children) \
            and token.doc[counted.i - 1].lower_ not in ("this", "these", "the", "for", "past", "last", "over", "about"):
        token = counted  # ("I am 34 years", "he is 74 years": an age said without its "old")
        low = token.lower_
    aged = str(NUMBER_WORDS[token.lower_]) if token.tag_ == "CD" and 2 <= NUMBER_WORDS.get(token.lower_, 0) <= 10 \
        and _prep(token, "of") is None else token.text  # ("I'm one of five": no age)
    in_words = _birthday_age(token.text) if token.tag_ == "CD" and not aged.isdigit() \
        and NUMBER_WORDS.get(token.lower_, 11) > 10 and token.head.pos_ in ("AUX", "VERB") else None
    if in_words is not None \
            and not (token.i > 0 and token.doc[token.i - 1].lower_ in ("this", "these", "the", "for")):
        aged = str(in_words)  # ("I'm thirty today": an age said in words)
    if token.tag_ == "CD" and aged.isdigit() and 0 < int(aged) < 120 \
            and not (token.i > 0 and token.doc[token.i - 1].text in "£$€¥₹"):  # ("£45": a sum, not an age)
        return [("age", aged)]  # (and "My nephew Alfie is nine": a number said in words)
    if low == "from" or token.dep_ == "prep" and low == "from":
        return []
    if token.pos_ in ("NOUN", "PROPN") or low in lexicon.ROLE_SLANG or (low in lexicon.ROLES or _role_shaped(token)) \
            and not any(c.dep_ == "det" for c in token.children):
        # ("a chippy": tagged an adjective; "I am nurse at the hospital", the article left out as many learners of
        # English leave it: the tagger's adjective)
        return _role_or_name(subject_is_user, token)
    return []


#: How well one does a thing, said with "at": "decent at Welsh", "pretty good at Spanish".
_GOOD_AT = frozenset({"good", "decent", "great", "ok", "okay", "better", "competent", "passable", "fluent"})
#: How well one speaks, said with "in" before the language: "fluent in Portuguese", "conversational in Italian".
_SPEAKS_IN = frozenset({"fluent", "bilingual", "conversational", "proficient", "rusty", "native"})
#: Groups a speaker is one of, and the attribute their size is ("a team of 6", "a family of four").
_GROUPS = {"team": "team_size", "squad": "team_size", "family": "family_size", "household": "household_size",
           "company": "headcount", "startup": "headcount", "band": "band_size"}
#: Heads a group is counted in ("our company is 40 people").
_HEADS = frozenset({"people", "employees", "staff", "engineers", "folks", "heads"})
#: Words of taste said with "be" and a preposition: "fond of jazz", "obsessed with Rust", "sick of meetings".
_KEEN = {"fond": ("of", "likes"), "keen": ("on", "likes"), "crazy": ("about", "likes"), "mad": ("about", "likes"),
         "passionate": ("about", "likes"), "obsessed": ("with", "likes"), "hooked": ("on", "likes"),
         "addicted": ("to", "likes"), "sick": ("of", "dislikes"), "tired": ("of", "dislikes")}
_FAN = frozenset({"fan", "lover", "enthusiast", "buff", "nut", "junkie", "addict", "geek", "nerd", "fanatic"})


#: Nouns shaped like a trade that name what someone does for fun, or is like, not their work.
_NOT_ROLES = frozenset("""runner lover fan believer member user player winner beginner smoker drinker reader
    follower gamer swimmer cyclist climber hiker traveller traveler dreamer thinker optimist pessimist
    perfectionist minimalist realist idealist introvert extrovert vegetarian vegan pescatarian morning_person
    sleeper eater foodie collector supporter customer passenger visitor neighbor neighbour leftie lefty
    newcomer outsider insider loner ender listener talker learner planner procrastinator overthinker worrier
    multitasker saver spender achiever doer giver hugger joker gentleman snowman caveman superman madman layman
    kinsman countryman countrywoman nobleman sportsman sportswoman everyman woman human person german roman""".split())
#: Words before a trade-shaped noun that make it a trait: "a good listener", "a natural planner".
_TRAIT_WORDS = frozenset({"good", "great", "bad", "terrible", "natural", "big", "huge", "total", "real", "born",
                          "light", "heavy", "early", "late", "picky", "fussy", "fast", "slow", "quick", "chronic",
                          "serial", "compulsive", "avid", "keen", "casual", "social", "hopeless"})
_TRADE_ENDINGS = ("er", "or", "ist", "ian", "eer", "smith", "wright", "monger", "man", "woman", "person")


#: Roles of people who study: "at" after one of them names the school (a postdoc is employed where they research).
_STUDENTS = frozenset({"student", "pupil", "undergrad", "undergraduate", "postgrad", "fresher",
                       "phd", "candidate"})


#: Words for a young person of a place, said with its name ("a Peterhead loon", "a Yorkshire lass", "a Kerry native").
_OF_A_PLACE = frozenset({"lad", "lass", "loon", "quine", "lassie", "laddie", "native", "boy", "girl", "bairn"})
#: What the posts said as "a ... man" or "a ... lady" do ("a lollipop man", "a dinner lady").
_DONE_BY_A_MAN_OR_LADY = frozenset({"lollipop", "dinner", "tea", "bin", "ice", "cream", "delivery", "post", "milk",
                                    "repair", "cleaning", "crossing", "lollypop", "rag", "bone", "sound", "camera",
                                    "lighting", "door", "security", "maintenance", "removal", "lunch"})


def _post_word(low: str) -> bool:
    """Whether the lower-case word ``low`` names a post: one a list knows (:data:`_ROLE_HEADS`) or one shaped like a
    trade (:func:`_trade_word`)."""
    return low in _ROLE_HEADS or _trade_word(low)


def _trade_word(low: str) -> bool:
    """Whether the lower-case word ``low`` is shaped like a trade ("welder", "arborist", "oboist"), as
    :data:`lexicon.ROLES` may not list it."""
    return len(low) > 4 and low.endswith(_TRADE_ENDINGS) and low not in _NOT_ROLES


def _role_shaped(token: Token) -> bool:
    """A lower-case singular noun after "a" or "an", shaped like a trade ("a miner", "a welder", "a
    glassblower", "an arborist"): a job, where :data:`lexicon.ROLES` does not list it."""
    low = token.lower_
    # ("I am bookbinder", the tagger's adjective: a trade made of what is worked on and the work)
    compound_trade = token.tag_ == "JJ" and token.dep_ == "acomp" and low.endswith(_COMPOUND_TRADES)
    return (token.tag_ == "NN" or compound_trade) and token.text.islower() and _trade_word(low) \
        and low not in lexicon.RELATIONS \
        and (any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in token.children)
             # ("I am cheesemaker at the dairy": the article left out, the post the complement of "be")
             or token.dep_ in ("attr", "acomp") and lemma_of(token.head) == "be" and not any(
                 c.dep_ in ("det", "poss") for c in token.children)
             # ("she's the saddler in Dingwall": the one of a named place)
             or any(c.dep_ == "det" and c.lower_ == "the" for c in token.children) and any(
                 p.dep_ == "prep" and p.lower_ in ("in", "at", "for") and any(
                     g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS") for g in p.children) for p in token.children)) \
        and not any(c.lower_ in _TRAIT_WORDS for c in token.children)


#: Endings of a trade named by what is worked on and the work done ("bookbinder", "saddlemaker", "locksmith").
_COMPOUND_TRADES = ("binder", "maker", "smith", "wright", "monger", "keeper", "builder", "fitter", "setter", "cutter",
                    "mender", "grinder", "weaver", "carver", "blower", "turner")


#: Words that make a post of the one after them: "a deputy head", "the acting head".
_SECOND_IN_POST = frozenset({"deputy", "assistant", "acting", "interim", "associate", "co", "joint", "executive"})
#: Nouns said of a person "at" a place that are no post there ("a regular at the Crown", "a member at the gym").
_NOT_POSTS = frozenset({"member", "regular", "customer", "patient", "guest", "visitor", "fan", "client", "subscriber",
                        "tenant", "resident", "friend", "person", "bit", "lot", "mess", "wreck", "natural", "beginner",
                        "learner", "one", "fixture", "legend", "favourite", "favorite", "pain", "nightmare", "star",
                        "family", "couple", "pair", "student", "pupil", "kid", "child"})
#: Relation words that are posts too, said of one's place in a firm: "a partner at Hargreaves & Lowe", "the laundry
#: supervisor at the hospice".
_POSTS_AS_RELATIONS = frozenset({"partner", "supervisor", "manager", "boss", "associate", "director"})


def _post_at(token: Token) -> bool:
    """A common noun said as what a person is, at a named place or the workplace ("a volunteer guide at the
    lighthouse museum", "the laundry supervisor at the hospice", "a partner at Hargreaves & Lowe LLP"): a post there,
    where :data:`lexicon.ROLES` does not list it. Nothing for what one is at a place without working there ("a
    regular at the Crown")."""
    low = token.lower_
    if token.dep_ != "attr" or token.tag_ != "NN" or not token.text.islower() or low in _NOT_POSTS \
            or low in lexicon.RELATIONS and low not in _POSTS_AS_RELATIONS \
            or any(c.lower_ in _TRAIT_WORDS for c in token.children) \
            or not any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in token.children):
        return False
    place = _prep(token, "at") or _prep(token.head, "at")
    return place is not None and place.pos_ in ("NOUN", "PROPN") and (
        place.tag_ in ("NNP", "NNPS") or place.lower_ in _TEAM_PLACES
        or any(c.dep_ == "det" and c.lower_ == "the" for c in place.children)) \
        and place.lower_ not in ("moment", "time", "weekend", "weekends", "minute", "end", "start", "home", "heart")

def _place_name(token: Token) -> str:
    """A place's name with its "of" when what follows names the place too ("Port of Spain", "Isle of Man")."""
    of = _prep(token, "of")
    return f"{phrase(token)} of {phrase(of)}" if of is not None and of.tag_ in ("NNP", "NNPS") else phrase(token)


#: Posts of a church or a faith, which a word of the faith may be said before ("a Catholic priest").
_CLERGY = frozenset({"priest", "vicar", "minister", "pastor", "rabbi", "imam", "deacon", "curate", "chaplain",
                     "bishop", "nun", "monk", "rector", "preacher", "missionary"})


def _one_role(token: Token) -> str:
    """A role as one person holds it: "our new designer" -> "designer"; "both teachers" (said of two) -> "teacher";
    "head of year", "head of maths": the post with what it is head of."""
    of = _prep(token, "of") if token.lower_ in ("head", "director", "vp", "chief", "deputy") else None
    # ("Mum's carer", "the zoo's new vet": the post, not whose it is; "a coroner's officer", "a solicitor's clerk":
    # a kind of post, named by whom such a post serves)
    kind_of = any(c.dep_ == "poss" and c.tag_ == "NN" and c.text.islower() and _relation_word(c) is None
                  and not any(g.dep_ == "poss" or g.dep_ == "det" and g.lower_ not in ("a", "an") for g in c.children)
                  for c in token.children)
    own = _without_possessor(token) if any(c.dep_ == "poss" for c in token.children) and not kind_of \
        else phrase(token)
    said = f"{own} of {phrase(of)}" if of is not None else own
    value = re.sub(r"^(?:(?:new|current|both|all|only|sole|main|resident|qualified|fully|newly|actual|real|proper|"
                   r"registered|licensed|certified|night[- ]shift|day[- ]shift|long[- ]haul|full[- ]time|part[- ]time)"
                   r"\s+)+", "", said, flags=re.IGNORECASE)
    if of is not None:
        return value
    first, _, rest = value.partition(" ")
    if rest and first[:1].isupper() and attribute_for_value(first) == "spoken_languages" \
            and not rest.casefold().endswith(_TAUGHT_POSTS):
        value = rest  # ("our Arabic translator", "the Danish architect": the post; a language teacher keeps it)
    if token.tag_ == "NNS" and value.endswith(token.text):
        value = value[:-len(token.text)] + token.lemma_
    if value.casefold() in ("hire", "starter", "joiner"):
        value = phrase(token)  # ("our new hire": the post is being new)
    value = re.sub(r"\s+(?:up|down|out|over|now|here|there|the|a|an)$", "", value)  # ("a shepherd up above Tregaron")
    # ("I've been a welder twenty year": how long, no part of the post)
    return re.sub(r"\s+(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)"
                  r"(?:\s+(?:years?|yrs?|months?|weeks?))?$", "", value, flags=re.IGNORECASE) or value


#: Posts whose language word says what is taught or worked in ("a French teacher", "a BSL interpreter").
_TAUGHT_POSTS = ("teacher", "tutor", "lecturer", "professor", "instructor", "coach", "teaching assistant", "interpreter")


def _for_years(verb: Token) -> bool:
    """Whether ``verb`` says how long it has held, in years ("I've been in Wellington ten years", "for six years")."""
    has = any(c.dep_ == "aux" and lemma_of(c) == "have" for c in verb.children)
    spans = [c for c in verb.children if c.dep_ == "npadvmod"] + [g for c in verb.children if c.dep_ == "prep"
                                                                   and c.lower_ == "for" for g in c.children]
    return has and any(t.lemma_ in ("year", "yr", "decade") for t in spans)


#: Units a dose of a medicine is said in ("20mg of citalopram").
_DOSES = frozenset({"mg", "mcg", "milligrams", "micrograms", "ml", "units", "puffs", "tablets"})


#: Posts held under another's, which "the X's" names as a job ("the auctioneer's assistant", "the head's PA").
_POSTS_UNDER = frozenset({"assistant", "deputy", "secretary", "apprentice", "pa", "clerk", "driver", "understudy"})


def _role_or_name(subject_is_user: bool, token: Token) -> Pairs:
    head = token.lower_
    misread = next((c for c in token.children if c.dep_ == "amod" and c.lower_ in lexicon.ROLES), None) \
        if token.tag_ in ("NNP", "NNPS") and any(c.lower_ in ("a", "an") for c in token.children) else None
    if misread is not None:
        # "My cousin's a paramedic down Penzance now": the parser makes the post a word about the town
        named = " ".join(t.text for t in token.subtree if t.i == token.i or t.dep_ == "compound" and t.tag_ == "NNP")
        return [("job_title", misread.lower_), (_place(named), named)]
    if head in lexicon.ROLE_SLANG and (token.pos_ == "NOUN" or any(c.lower_ in ("a", "an") for c in token.children)):
        # "Bazza's a chippy up in Cairns": a carpenter, and where
        up = next((c for c in token.children if c.lower_ in ("up", "down", "out", "over") and c.dep_ == "prt"), None)
        town = _prep(token, "in") or (_prep(up, "in") if up is not None else None)
        return [("job_title", lexicon.ROLE_SLANG[head])] + (
            [(_place(phrase(town)), phrase(town))] if town is not None and town.tag_ in ("NNP", "NNPS") else [])
    kind = next((c.lower_ for c in token.children if c.dep_ in ("compound", "amod", "nmod") and c.i < token.i
                 and c.pos_ in ("NOUN", "ADJ")), None) if head in ("person", "people") else None
    if kind in ("morning", "night", "evening", "early"):
        return [("chronotype", f"{kind} person")]  # "Not a morning person", "I'm a night person"
    if kind is not None and kind in lexicon.PETS:  # "I'm more of a cat person": cats ("a coffee person in the
        return [("likes", kind if kind.endswith("s") else f"{kind}s")]  # mornings" is left to what is drunk when)
    if head in _FAN:  # "a huge Arsenal fan", "a big coffee lover"
        liked = [c for c in token.children if c.dep_ in ("compound", "nmod") or (c.dep_ == "amod" and c.tag_ == "NNP")]
        if liked:
            return [("likes", " ".join(t.text for t in liked[-1].subtree if t.dep_ != "det"))]
        of = _prep(token, "of")
        return [("likes", phrase(of))] if of is not None else []
    worded = head in lexicon.RELATIONS and any(c.dep_ == "compound" and c.pos_ == "NOUN" and c.text.islower()
                                               for c in token.children) \
        and any(c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in token.children)  # "a ward sister": a post
    # "a lollipop man", "a dinner lady", "a bin man": a post said by what is done and who does it
    worded = worded or head in ("man", "lady", "woman", "men", "ladies", "women") and any(
        c.dep_ in ("compound", "amod") and c.lower_ in _DONE_BY_A_MAN_OR_LADY for c in token.children)
    born = next((c for c in token.children if c.dep_ in ("compound", "amod") and c.text[:1].isupper()
                 and c.i < token.i and c.i > token.sent.start), None) if head in _OF_A_PLACE else None
    if born is not None and not attribute_for_value(born.text):
        return [("origin", phrase(born))]  # "Dod is a Peterhead loon", "she's a Yorkshire lass": where one is from
    if head == "head" and ((of := _prep(token, "of")) is None or of.lower_ in ("household", "family", "house",
                                                                             "queue", "table", "bed", "stairs")) \
            and not any(c.dep_ in ("amod", "compound") and c.lower_ in _SECOND_IN_POST for c in token.children):
        return []  # "head of the household": no post ("a deputy head" is one)
    under = next((c for c in token.children if c.dep_ == "poss" and c.pos_ == "NOUN" and c.lower_ in lexicon.ROLES),
                 None) if head in _POSTS_UNDER else None
    if under is not None:
        return [("job_title", f"{under.lower_}'s {head}")]  # "the auctioneer's assistant": the post, whose it is under
    # ("the new chair of the agility club": a post, said with what it chairs)
    chaired = head in ("chair", "president", "vice-chair", "convenor", "convener") and _prep(token, "of") is not None
    if head in lexicon.ROLES or head.rstrip("s") in lexicon.ROLES or _role_shaped(token) or worded \
            or token.text in lexicon.ROLE_ACRONYMS or _post_at(token) or chaired:
        pairs = [("job_title", _one_role(token))]
        believer = next((c for c in token.children if c.dep_ in ("amod", "compound") and c.i == token.i - 1
                         and c.text[:1].isupper() and lexicon.faith_of(c.text)), None) \
            if head in _CLERGY else None
        if believer is not None:
            # ("a Catholic priest", "an Anglican vicar": the post, and the faith it is a post of)
            pairs = [("job_title", _one_role(token).replace(f"{believer.text} ", "", 1)),
                     ("religion", lexicon.faith_of(believer.text) or believer.text)]
        studies = head.rstrip("s") in _STUDENTS  # "a master's student at TU Delft": the school
        for prep, attribute in (("at", "school" if studies else "employer"), ("for", "employer"),
                                ("with", "employer"), ("in", "home_city"), ("by", "employer")):
            # ("a paramedic with St John"; the German speaker's "librarian by the Bamberg Symphony": "bei", at)
            place = _prep(token, prep) or (_prep(token.head, prep, keep=lambda t: t.text[:1].isupper())
                                           if token.dep_ == "attr" and prep != "in" else None)
            # ("My partner's a mortgage adviser at Nationwide": the parser's "at" on the verb)
            if place is not None and place.lower_ in ("city", "town") and prep == "in":
                place = next((c for c in place.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")),
                             place)  # ("a tailor in Galway city": the town)
            generic = place is not None and place.tag_ not in ("NNP", "NNPS") and any(
                c.dep_ == "det" and c.lower_ in ("a", "an") for c in place.children)  # "at a primary school": a kind
            if place is not None and not generic and (place.tag_ in ("NNP", "NNPS") or attribute in ("employer", "school")
                                                      and prep == "at") \
                    and not _DURATION.fullmatch(phrase(place)):  # "a teacher for ten years": a time, no employer
                if attribute == "home_city" and (_a_body(place) or _a_named_house(place)):
                    # "a lance corporal in the Rifles", "a nurse in the Army", "a receptionist in the Mater": who,
                    # not where
                    attribute = "employer"
                if attribute == "home_city" and _SCHOOL_YEAR.fullmatch(phrase(place)):
                    continue  # "a teaching assistant in Year 3": a class, not a town
                if attribute == "home_city" and any(a in ("employer", "school") for a, _ in pairs) \
                        and not is_country(place.text):
                    # ("a porter at the James Cook in Middlesbrough": the town of the workplace, where one works)
                    pairs.append(("work_location", phrase(place)))
                    continue
                # ("a tailor in Galway city": the town, its word for a town left off)
                town = re.sub(r"\s+(?:city|town)$", "", phrase(place)) if attribute == "home_city" else phrase(place)
                pairs.append((attribute if attribute != "home_city" else _place(place.text),
                              _firm_name(place) if attribute == "employer" else town))
                if attribute == "home_city":
                    # ("My brother Ben is a nurse in Glasgow": where the work is, and where he most likely lives)
                    pairs.append(("work_location", town))
        based = _worked_from(token)
        if based is not None and not any(a == "work_location" for a, _ in pairs):
            pairs.append(("work_location", based))
        return pairs
    if token.tag_ in ("NNP", "NNPS") and subject_is_user and not attribute_for_value(token.text) \
            and token.lower_ not in _NOT_NAMES and not any(c.lower_ in ("a", "an") for c in token.children) \
            and not when_kind(token.text) and not when_kind(token.text.removesuffix("s")) \
            and not any(c.dep_ == "nummod" for c in token.children):  # ("Local 7", "Ward 9": a number's label)
        return [("name", token.text)]  # ("I'm a Leo": a sign, a fan, a kind of person, never one's name)
    return []


def _a_named_house(place: Token) -> bool:
    """A place named with "the" that is no town: a hospital, a hotel, a theatre by its name ("in the Mater", "at the
    Royal"), as one works in it."""
    # (a town takes no "the": "in the Whittington" is the hospital, whatever village shares its name)
    return place.tag_ == "NNP" and any(c.dep_ == "det" and c.lower_ == "the" for c in place.children) \
        and place.ent_type_ not in ("GPE", "LOC") and not is_country(place.text) \
        and not any(c.dep_ == "compound" for c in place.children)


#: The last word of a street's name: where a trade is done on it ("a watch repairer on Bold Street").
_STREET_ENDS = frozenset({"street", "road", "lane", "avenue", "market", "square", "parade", "row", "quay", "wharf",
                          "arcade", "terrace", "way"})


def _worked_from(role: Token) -> str | None:
    """Where a trade is done from, said after it: a town a boat or a van works "out of" ("a longliner skipper out of
    Twillingate"), or a street one trades on ("a watch repairer on Bold Street"); None for anything else."""
    # (hung on the role, on what the role works on, or on the "is" the role completes: "a skipper on the salmon farm
    # boats out of Havelock", "I'm a deckie on the Fruitful Bough out of Fraserburgh", "I'm a florist on Church Street")
    out_of = _out_of(role.subtree) or (_out_of((role.head,)) if role.dep_ == "attr" else None)
    out_of = out_of if out_of is not None and out_of.i > role.i else None
    beside = [c for c in role.head.children if c.dep_ == "prep" and c.i > role.i] if role.dep_ == "attr" else []
    streets = [g for prep in (*(c for c in role.children if c.dep_ == "prep"), *beside) if prep.lower_ == "on"
               for g in prep.children if g.dep_ == "pobj" and g.lower_ in _STREET_ENDS]
    return next((phrase(place) for place in (out_of, *streets) if place is not None
                 and place.tag_ in ("NNP", "NNPS") and not when_kind(place.text)
                 and not _CALENDAR.fullmatch(place.lower_)), None)


#: A class of a school: "Year 3", "Primary 6", "Reception", "Grade 10".
_SCHOOL_YEAR = re.compile(r"(?:year|yr|primary|p|grade|form|class|standard|reception|nursery)(?: \d{1,2})?",
                          re.IGNORECASE)
_SCHOOL = re.compile(r"\b(?:school|uni|university|college|academy|kindergarten|nursery|daycare|preschool|"
                     r"institute|polytechnic|primary|secondary|elementary|high|grammar|montessori|comp|"
                     r"comprehensive|middle|juniors?|infants|sixth form|gymnasium|lycée)\b", re.IGNORECASE)
#: The last word of a name that is a place of work, whatever school word comes before it ("King's College
#: Hospital", "Trinity College Library").
_WORKPLACE_ENDS = frozenset({"hospital", "clinic", "library", "bank", "group", "labs", "lab", "studio", "studios",
                             "agency", "council", "ltd", "inc", "plc", "llc", "gmbh", "trust", "foundation", "press"})


#: What moves with the speaker: "we moved the family to Leeds" is a move home.
_MOVED_WITH_US = frozenset({"family", "house", "home", "household", "stuff", "things", "life", "kids", "everything",
                            "everyone", "base", "lives"})


#: Words in the name of a body one serves in, never a town: "the Royal Marines", "the Metropolitan Police".
_BODY_WORDS = frozenset({"army", "navy", "air", "force", "marines", "regiment", "corps", "guards", "police", "service",
                         "rifles", "fusiliers", "battalion", "brigade", "squadron", "fleet", "reserves", "nhs"})


def _a_body(place: Token) -> bool:
    """Whether a name after "in" is a body one serves in rather than a town: "the Rifles", "the Royal Navy"."""
    words = {t.lower_ for t in place.subtree}
    return bool(words & _BODY_WORDS) or (place.tag_ == "NNPS" and any(c.lower_ == "the" for c in place.children))


def _school_name(name: str) -> bool:
    """Whether ``name`` names a school: a school word in it ("Oakwood Academy", "Hillside Primary"), and not as
    part of a place of work's name ("King's College Hospital")."""
    words = name.casefold().split()
    named = any(not _SCHOOL.fullmatch(w) and w not in ("the", "a", "my", "our", "her", "his") for w in words)
    # a school word alone ("went to uni") names no school
    return named and bool(_SCHOOL.search(name)) and words[-1].strip(".'") not in _WORKPLACE_ENDS


#: Where a firm's people report: "CIMB head office", "the Leeds depot".
_OFFICES = frozenset({"office", "offices", "hq", "headquarters", "branch", "site", "depot", "campus", "plant"})
#: Fields one studies, said as what one "does" or "reads" at a university: "doing optometry at UCC".
_STUDIED = frozenset("""medicine law optometry nursing physics chemistry biology maths mathematics history english
    engineering architecture economics psychology pharmacy dentistry veterinary accounting accountancy music drama
    philosophy geography politics sociology midwifery physiotherapy business classics theology linguistics
    anthropology statistics biochemistry neuroscience radiography paramedicine journalism criminology""".split())

#: What "my X is a <role>" may say of something that is no person: "my job is ...", "my dream is ...".
_NOT_A_PERSON = frozenset({"job", "role", "position", "title", "occupation", "profession", "career", "dream", "plan",
                           "goal", "ambition", "calling", "trade", "line", "day", "first", "second", "background",
                           "training", "degree", "qualification", "side", "hobby", "passion", "main", "other"})


_VERB_PREPS: dict[str, tuple[tuple[str, str], ...]] = {
    # verb lemma: (preposition, attribute) in the order tried
    "live": (("in", "@place"), ("near", "@place"), ("outside", "@place"), ("on", "@afloat"), ("above", "@over"),
             ("over", "@over"), ("behind", "@over"), ("opposite", "@over")),
    "move": (("to", "@place"), ("into", "@dwelling"), ("in", "@place")), "relocate": (("to", "@place"),),
    # ("Signed with BEAR Scotland yesterday": a firm one signed with is whom one works for now)
    "sign": (("in", "@leased"), ("on", "@leased"), ("for", "@leased"), ("with", "@named_employer")),
    "settle": (("in", "@place"),),
    "work": (("at", "employer"), ("for", "@employer"), ("as", "job_title"), ("from", "work_location"),
             ("in", "@field"), ("on", "@typed")),  # "I work on Linux": only a value of a known kind
    # reporting to a named firm is starting there ("Monday I report to CIMB head office"); to a person, nothing
    "report": (("to", "@named_employer"),),
    "come": (("from", "origin"),), "grow": (("in", "origin"),), "base": (("in", "@place"),),
    "sit": (("in", "@place"),),  # "My manager Priyanka sits in Singapore": where she is based
    # a choice kept or gone back to: only a value of a known kind ("we're staying on GCP", "reverting to Redux")
    "stay": (("on", "@typed"), ("with", "@typed")), "stick": (("with", "@typed"),),
    "revert": (("to", "@typed"),), "return": (("to", "@typed"),), "migrate": (("to", "@typed"),),
    "bear": (("in", "origin"), ("on", "birthday")),
    # what one does for a named firm is one's work there ("I drive a tanker for Arla now", "she writes for the Guardian")
    **dict.fromkeys(("drive", "deliver", "nurse", "cook", "clean", "design", "write", "consult", "freelance", "sell",
                     "coach", "model", "contract", "temp", "farm", "manage", "tramp", "trunk", "haul", "shear",
                     "courier", "cater", "fit", "repair", "paint", "plaster", "tile", "groom", "dispense", "guide"),
                    (("for", "@named_employer"),)),
    "train": (("at", "gym"),), "bank": (("with", "bank"), ("at", "bank")),
    "teach": (("at", "@workplace"), ("for", "@named_employer"), ("in", "@typed")),  # ("I teach in a 2012 Corsa")
    "remortgage": (("with", "mortgage_provider"),), "rent": (("in", "@place"),),
    "shoot": (("on", "@typed"), ("with", "@typed")),  # "I shoot on a Fujifilm X-T4": only a value of a known kind
    # a post taken up as what one now is ("qualified as a vet", "was ordained as a deacon", "retrained as a plumber")
    **dict.fromkeys(("qualify", "ordain", "retrain", "appoint", "elect", "serve", "employ", "enlist", "induct",
                     "license", "certify", "register", "commission", "accept", "hire", "take", "recruit", "promote",
                     "second", "engage", "keep", "reappoint", "confirm"), (("as", "@role"),)),
    # a post held while doing what it is for ("running my own lab as a group leader at the Sanger"): a post only
    **dict.fromkeys(("run", "lead", "head"), (("as", "@post"),)),
    "go": (("to", "@school"),), "start": (("at", "@school"), ("as", "@role"), ("with", "@named_employer"),
                                          ("in", "@owned_site")),
    "begin": (("at", "@school"), ("with", "@named_employer")),
    "attend": (("at", "@school"),), "study": (("at", "school"), ("in", "field_of_study")),
    "code": (("in", "programming_languages"),), "program": (("in", "programming_languages"),),
    "write": (("in", "programming_languages"),), "develop": (("in", "programming_languages"),),
    "reply": (("in", "response_language"),), "respond": (("in", "response_language"),),
    "answer": (("in", "response_language"),), "talk": (("in", "response_language"),),
    # "I do all my writing in Obsidian": only a value of a known kind; "Gaz does tramping for Eddie Stobart": a firm
    "do": (("in", "@typed"), ("on", "@typed"), ("for", "@named_employer")),
    "type": (("on", "@typed"), ("in", "@typed"), ("with", "@typed")),  # "I type on a Dvorak layout"
    # "At work I design everything in Figma": only a value of a known kind (what one keeps, tracks or runs
    # somewhere is that thing's: "we track bugs in Jira" is where the bugs are, :func:`_held_on`)
    **dict.fromkeys(("design", "draw", "plan", "edit", "sketch", "prototype", "organise", "organize", "build",
                     "model", "analyse", "analyze"), (("in", "@typed"), ("with", "@typed"))),
}
#: What one is hired "at" that is no workplace: when, or where one was found ("hired at the start of the year").
_NOT_HIRED_AT = frozenset({"start", "end", "beginning", "age", "fair", "interview", "event", "conference", "party",
                           "festival", "show", "meeting", "expo", "open", "day", "last", "once", "short", "same", "time",
                           "moment", "point", "stage", "level", "rate", "salary", "grade", "band", "wage", "minimum"})
#: What "driving" names that is no vehicle ("my driving test", "driving lessons").
_DRIVING_THINGS = frozenset({"test", "tests", "lesson", "lessons", "licence", "license", "instructor", "exam",
                             "theory", "school", "round", "rounds", "route", "routes", "run", "runs", "shift", "shifts",
                             "circuit", "loop", "way", "distance", "miles", "mile"})
_VERB_OBJECTS: dict[str, str] = {
    "speak": "spoken_languages", "study": "field_of_study", "drive": "car", "learn": "learning",
    "play": "instrument", "teach": "teaches", "support": "likes", "practise": "hobbies", "practice": "hobbies",
    "drink": "likes", "dance": "hobbies",  # ("I dance salsa and bachata": the dances, each a pastime)
    "grow": "crops",  # ("On the allotment we grow potatoes and runner beans": each crop)
}
#: What one grows that is no crop ("growing my hair out", "we grow the business").
_NOT_CROPS = frozenset({"hair", "beard", "moustache", "mustache", "nails", "business", "company", "team", "audience",
                        "following", "brand", "revenue", "sales", "confidence", "list", "network", "fringe", "bump",
                        "family", "number", "numbers", "community"})
_TASTE = {"love": "likes", "like": "likes", "enjoy": "likes", "adore": "likes", "prefer": "@prefer",
          "hate": "dislikes", "dislike": "dislikes", "detest": "dislikes", "loathe": "dislikes"}


#: What one switches when one switches these ("switched banks to Starling" is the bank).
_SWITCHED_KINDS = {"banks": "bank", "gyms": "gym", "teams": "team", "phones": "phone", "editors": "editor",
                   "schools": "school", "jobs": "employer", "employers": "employer", "doctors": "doctor",
                   "dentists": "dentist", "networks": "mobile_provider", "carriers": "mobile_provider",
                   "browsers": "browser", "cars": "car", "laptops": "laptop", "careers": "job_title",
                   "clubs": "club", "churches": "church", "vets": "vet", "therapists": "therapist",
                   "energy suppliers": "energy_provider", "suppliers": "energy_provider"}


def _switched_kind(verb: Token) -> Pairs:
    """ "Switched banks to Starling", "changed gyms to PureGym", "moved teams to payments": the kind the plural
    names, now the value after "to"."""
    if lemma_of(verb) not in ("switch", "change", "move", "swap"):
        return []
    kinds = [c for c in verb.children if c.dep_ in ("dobj", "npadvmod") and c.lower_ in _SWITCHED_KINDS]
    to = _prep(verb, "to", "onto") or next((g for c in verb.children if c.dep_ == "prt" and c.lower_ == "over"
                                            for g in c.children if g.dep_ == "pobj"), None)
    if not kinds or to is None:
        return []
    return [(_SWITCHED_KINDS[kinds[0].lower_], phrase(to))]


def _comparative(verb: Token) -> bool:
    """ "Email works better for me than calls": how well a thing works, not where someone works."""
    return any(c.dep_ == "advmod" and c.tag_ in ("RBR", "JJR") or c.lower_ in ("better", "best", "fine", "well")
               for c in verb.children)


#: Activities one keeps at a part of the day, by the verb (or its noun), and the attribute of when.
_ACTIVITY_TIMES = {"work out": "workout_time", "workout": "workout_time", "workouts": "workout_time",
                   "exercise": "workout_time", "train": "workout_time", "training": "workout_time",
                   "gym": "workout_time", "run": "running_time", "runs": "running_time", "running": "running_time",
                   "jog": "running_time", "swim": "swimming_time", "swims": "swimming_time",
                   "meditate": "meditation_time", "meditation": "meditation_time", "yoga": "yoga_time",
                   "walk": "walking_time", "walks": "walking_time", "study": "study_time"}
_PARTS = {word: part for word, part in PART_OF_DAY.items() if part not in ("breakfast", "lunch", "dinner")}


def _activity_time(verb: Token) -> Pairs:
    """ "I work out in the morning", "I'd rather run in the evenings": the part of the day an activity is kept
    at (workout_time, running_time), one value that a later one replaces."""
    lemma = lemma_of(verb)
    key = "work out" if lemma == "work" and _particle(verb) == "out" else lemma
    attribute = _ACTIVITY_TIMES.get(key) if key != "work" else None
    part = _part_of_day(verb) if attribute is not None else None  # "in the evenings", "I run mornings"
    return [(attribute, part)] if attribute and part else []


#: Prepositions that say where a thing sits ("by the main gate", "on the third floor", "outside the station").
_WHERE_PREPS = frozenset({"by", "on", "at", "next", "outside", "near", "behind", "opposite", "beside", "in", "under",
                          "above", "below", "beneath", "inside", "upstairs", "downstairs", "round", "around",
                          "between", "nearest", "along", "across"})
#: Places one is allotted and keeps, whose whereabouts is worth knowing until it moves (never where one's keys
#: are today): "my pitch", "my desk", "our plot", "my locker", "my mooring".
_ALLOTTED = frozenset("""pitch desk plot spot locker stall seat bay peg berth mooring pew bench post patch
    allotment bunk cubicle booth stand space pod hut shed beat patch lane position""".split())


def _where_it_sits(sent: Span) -> list[Fact]:
    """Where a thing of the speaker's sits, said plainly: "My pitch at the car boot is by the main gate", "My desk
    is on the third floor", "Our allotment plot is at the far end by the brook", "My spot on the rank is outside the
    station" -- a place one is allotted (:data:`_ALLOTTED`) is there, a value to be changed when it moves; where
    one's keys are today is no such thing. Negated or asked, nothing."""
    root = sent.root
    if lemma_of(root) != "be" or _negated(root) or sent.text.rstrip().endswith("?"):
        return []
    thing = next((c for c in root.children if c.dep_ == "nsubj"), None)
    where = next((c for c in root.children if c.dep_ == "prep" and c.lower_ in _WHERE_PREPS and c.i > root.i), None)
    owner = next((c for c in thing.children if c.dep_ == "poss"), None) if thing is not None else None
    if thing is None or where is None or owner is None or owner.lower_ not in ("my", "our") \
            or thing.pos_ != "NOUN" or thing.lower_ not in _ALLOTTED or any(c.dep_ in ("attr", "acomp") for c in root.children):
        return []
    value = sent.doc[where.i: where.right_edge.i + 1].text.strip(" ,.;")
    if not any(t.dep_ == "pobj" for t in where.subtree) or when_kind(value):
        return []  # ("My shift is on Monday": when, not where -- the schedule rules read it)
    noun = " ".join(t.lower_ for t in thing.children if t.dep_ == "compound" and t.i < thing.i) + " " + thing.lower_
    return [Fact("team" if owner.lower_ == "our" else "user", canonical_attribute(noun.strip()), value)]


def _kept_at_a_part(sent: Span) -> list[Fact]:
    """ "Morning workouts again for me", "evening runs from now on": an activity's noun with the part of the day
    before it, said of the speaker's own routine (the verb's form is read by :func:`_activity_time`)."""
    for token in sent:
        attribute = _ACTIVITY_TIMES.get(token.lower_)
        if attribute is None or any(c.dep_ == "poss" and c.lower_ not in ("my", "our") for c in token.children):
            continue  # (the tagger may take "workouts" for a verb; the part of the day before it says otherwise)
        before = token.doc[token.i - 1] if token.i > sent.start else None
        part = _PARTS.get(before.lower_) if before is not None else None  # "Morning workouts", however parsed
        if part:
            return [Fact("user", attribute, part)]
    return []


#: Where one is at bedtime or on waking, each with the time it names: "in bed by 9", "asleep by 10", "up at 6".
_SLEEP_WORDS = {"bed": "bedtime", "asleep": "bedtime", "sleep": "bedtime", "up": "wake_time", "awake": "wake_time"}
_CLOCK_AT = re.compile(rf"(?:by|at|around|before|about|after)\s+(?:about\s+|around\s+)?({CLOCK_WORDS})\b",
                       re.IGNORECASE)


_ANOTHER_GO = re.compile(r"\bgiv(?:e|es|ing|en|ving) (?P<value>[\w.+# -]{1,30}?) (?:another|a second|one more) "
                         r"(?:go|try|shot|chance)\b", re.IGNORECASE)


def _another_go(sent: Span) -> list[Fact]:
    """ "ok giving Dvorak another go": the speaker is back on a value that names its kind (the small parser
    reads this idiom every way but the right one)."""
    found = _ANOTHER_GO.search(sent.text)
    kind = attribute_for_value(found.group("value")) if found is not None else None
    giving = next((t for t in sent if t.lower_.startswith("giv")), None)
    if found is None or not kind or kind == "home_country" or giving is None or not _by_the_speaker(giving):
        return []  # ("she's giving Vim another go" is hers)
    return [Fact("user", kind, found.group("value"))]


def _by_the_speaker(token: Token) -> bool:
    """Whether the clause ``token`` stands in is the speaker's own: its verb's subject is "I" or "we", or it has
    none (the chat register drops it: "Registered with a new GP")."""
    verb = token
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    subject = _subject(verb) or (verb.head if verb.dep_ == "acl" else None)  # "My mum registered ...", however hung
    return subject is None or subject.lower_ in ("i", "we")


#: Those whose services one is registered with, by name: a new one replaces the old ("a new GP, Dr Osei").
_CARERS = frozenset("""gp doctor dentist vet therapist physio physiotherapist accountant hairdresser barber optician
    midwife solicitor lawyer landlord landlady counsellor counselor psychiatrist pediatrician paediatrician
    orthodontist cleaner nanny childminder consultant specialist cardiologist oncologist neurologist dermatologist
    rheumatologist endocrinologist psychologist surgeon nurse pharmacist""".split())
#: A carer (:data:`_CARERS`, or one seen only by appointment) opening a sentence with "is", no article or name before
#: it ("Dentist is the 16th", "Vet's on Tuesday"): the appointment, capitalised as the sentence opens.
_CARER_OPENS = re.compile(r"(^|[.!?]\s+)(%s)(?=(?:'s| is| was) (?:on |at |the |next |this |now |moved |booked |(?:%s)|\d))"
                          % ("|".join(sorted({w.capitalize() for w in _CARERS | {"podiatrist", "chiropractor", "osteopath"}}
                                             | {"GP"})), DAY_WORDS))


def _new_carer(sent: Span) -> list[Fact]:
    """ "Registered with a new GP, Dr Osei", "we found a new vet, Dr Hale": one of the speaker's carers, by the
    name set beside it (a carer said with "my" and "is" is read by the clause: "My GP is Dr Khan")."""
    for token in sent:
        if token.lower_ not in _CARERS or token.dep_ not in ("pobj", "dobj"):
            continue
        name = next((c for c in token.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None)
        new = any(c.lower_ == "new" for c in token.children) or _owner(token) in ("user", "we")
        if name is not None and new and _by_the_speaker(token):  # ("my mum registered with ..." is hers)
            return [Fact("user", canonical_attribute(token.lower_), phrase(name))]
    return []


#: Words for a share of a group, said with "of" ("the last of the huskies", "the rest of my hens").
_SHARES_OF = frozenset({"last", "rest", "remainder", "remains", "lot", "all", "both", "each", "most", "remaining"})

#: What one "plays the ..." that is no instrument: a game, a market, a part.
_PLAYED_NOT_INSTRUMENTS = frozenset({"lottery", "lotto", "field", "game", "games", "market", "markets", "fool", "part",
                                     "role", "lead", "villain", "hero", "victim", "odds", "system", "pokies", "slots",
                                     "horses", "ball", "card", "cards", "waiting", "long", "course", "room", "joker",
                                     "host", "music", "song", "tune", "record", "album", "video", "radio", "club",
                                     "pub", "venue", "gig", "festival", "match", "final"})


#: Words for a firm's people one joins ("the Network Rail crew", "the Arriva lot").
_CREWS = frozenset({"crew", "team", "gang", "squad", "lot", "outfit", "firm", "company", "group", "side"})

#: Bodies that employ, said by their common noun with "the" ("driving for the council", "cleaning for the NHS trust").
_EMPLOYING_BODIES = frozenset({"council", "nhs", "government", "ministry", "army", "navy", "police", "railway",
                               "railways", "post office", "hospital", "university", "trust", "authority", "county",
                               "state", "city", "borough", "parish", "diocese", "church", "coastguard"})


def _played_the(obj: Token) -> bool:
    """Whether "play the X" names an instrument by its shape: a lower-case singular noun after "the" that names no
    game, market or part ("playing the surdo", "plays the hurdy-gurdy")."""
    return obj.tag_ == "NN" and obj.text.islower() and obj.lower_ not in _PLAYED_NOT_INSTRUMENTS \
        and any(c.dep_ == "det" and c.lower_ == "the" for c in obj.children) \
        and not any(c.dep_ in ("amod", "compound", "poss") for c in obj.children) \
        and attribute_for_value(obj.text) is None


def _post_had(sent: Span) -> list[Fact]:
    """Someone who has a carer, a tutor or any post beside them, with the name set apart after it ("Our youngest,
    Maisie, has a speech therapist now, Mrs Adeyemi", "My mum has a new carer, Precious"): the named one holds the
    post, and is the haver's. Whose it is follows the verb's subject; a question, a wish or a denial, nothing."""
    for post in sent:
        verb = post.head
        if post.dep_ != "dobj" or post.pos_ != "NOUN" or lemma_of(verb) not in ("have", "get", "find") \
                or not (post.lower_ in _CARERS or _post_word(post.lower_)) or _negated(verb) or question(sent) \
                or _conditioned(verb) or post.lower_ in lexicon.MALE | lexicon.FEMALE:  # ("a brother, Tom": kin)
            continue
        name = next((c for c in post.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None) or next(
            # ("a speech therapist now, Mrs Adeyemi": the name hung past "now")
            (t for t in sent[post.i - sent.start + 1:] if t.tag_ in ("NNP", "NNPS") and t.dep_ in ("appos", "npadvmod")
             and all(w.lower_ in ("now", ",", "too", "as", "well") or w.dep_ == "compound" and w.head == t
                     for w in t.doc[post.i + 1: t.i])), None)
        subject = _subject(verb)
        if name is None or subject is None:
            continue
        whose = who(subject, verb, {}).entity if subject.lower_ not in ("i", "we") else "user"
        if not whose or whose in ("team", "company"):
            continue
        key = normalise_key(_full_name(name)) or name.lower_
        return [Fact(key, "job_title", _one_role(post)),
                Fact(whose, canonical_attribute(post.lower_), _full_name(name))]
    return []


def _learned_the_hard_way(verb: Token) -> bool:
    """ "Learned the hard way that cheap boots leak", "we learned that the hard way": a lesson, nothing studied."""
    return any(t.lower_ == "way" and any(c.lower_ == "hard" for c in t.children) for t in verb.subtree) \
        or any(c.dep_ == "ccomp" and any(m.lower_ == "that" and m.dep_ == "mark" for m in c.children)
               for c in verb.children)


#: What one can have none of, and the attribute that says so.
_NONE_OF = {"car": "car", "cars": "car", "pet": "pets", "pets": "pets", "kids": "children_count",
            "children": "children_count", "medication": "medications", "medications": "medications",
            "meds": "medications", "medicine": "medications", "allergies": "allergies"}


#: Words for the time one speaks in: "at the moment", "at present".
_MOMENTS = frozenset({"moment", "present", "minute", "mo", "min", "time"})
#: Words of being out of work: "I'm unemployed", "out of work", "between jobs".
_OUT_OF_WORK = re.compile(r"\b(?:i'm|i am|im|i've been|ive been)\s+(?:currently\s+|now\s+|still\s+)?(?:out of work|"
                          r"between jobs|not working|redundant|jobless|without a job)\b|"
                          r"(?:^|[,;]\s*)no job (?:now|till|until|at the moment|right now|for now)\b",
                          re.IGNORECASE)  # ("unemployed": the status, said as such)
#: What ends one's job: "took the redundancy", "was made redundant", "got laid off", "lost my job".
_JOB_ENDED = re.compile(r"\bi\s+(?:(?:have|'ve|was|got|been|just|finally)\s+)*(?:took (?:the )?(?:voluntary )?redundancy|"
                        r"(?:made|been made) redundant|(?:laid|let) (?:off|go)|lost my job|sacked|fired)\b", re.IGNORECASE)


def _out_of_work(sent: Span) -> list[Fact]:
    """ "I took the redundancy, so I'm not working at the moment", "I'm between jobs": the speaker has no employer
    now (the value "none", which a later employer replaces); "can't work since the accident", "signed off": the
    speaker is unable to work. Someone else's redundancy is theirs."""
    if _UNABLE.search(sent.text):
        return [Fact("user", "employment_status", "unable to work")]
    if _OUT_OF_WORK.search(sent.text) or _JOB_ENDED.search(sent.text):
        return [Fact("user", "employer", "none")]
    return []


#: Words of being unable to work: "can't work at the moment", "signed off sick".
_UNABLE = re.compile(r"^(?:(?!\b(?:he|she|they|my|his|her)\b).)*?\b(?:can't|cannot|can not|unable to) work\b|"
                     r"\b(?:i'm|i am|i've been|ive been|i have been|i got|i was|i've got) signed off\b", re.IGNORECASE)


def _none_of(sent: Span) -> list[Fact]:
    """ "I'm not on any medication", "i dont have a car", "I'm not allergic to anything": the speaker has none
    of a thing (the value "none", which a later one replaces), not a value taken back."""
    out = _out_of_work(sent)
    if out and not re.search(r"\b(?:starting|start|started|(?<!for a )(?<!find a )(?<!need a )new job|joined|joining|"
                             r"got a job)\b", sent.text, re.I):
        return out  # ("made redundant in May, started at Aldi last week": the new one is said)
    for token in sent:
        key = _NONE_OF.get(token.lower_) if token.pos_ == "NOUN" else None
        if token.lower_ == "anything" and token.head.lower_ == "to" and token.head.head.lower_ == "allergic":
            key = "allergies"
        if key is None:
            continue
        verb = next((a for a in token.ancestors if a.pos_ in ("VERB", "AUX")), None)
        subject = _subject(verb) if verb is not None else None
        if verb is None or not _negated(verb) or (subject is not None and subject.lower_ != "i"):
            continue
        if token.lower_ != "anything" and not any(c.lower_ in ("any", "a", "an") for c in token.children):
            continue
        return [Fact("user", key, "0" if key == "children_count" else "none")]
    return []


#: What a doctor does to take someone off a medicine: "stopped the metformin", "discontinued my statins".
_DEPRESCRIBES = frozenset({"stop", "discontinue", "cut", "drop", "withdraw", "end"})
#: What a doctor does to put someone on a medicine.
_PRESCRIBES = frozenset({"add", "prescribe", "start", "put", "give", "switch", "swap", "change", "move", "increase",
                         "up"})
#: What a carer does to put someone on one medicine in place of another: "swapped me onto ramipril".
_SWAPS = frozenset({"switch", "swap", "change", "move"})


def _came_off(sent: Span) -> list[Fact]:
    """ "Came off the sertraline completely last month", "I'm off the statins now": a medicine the speaker no
    longer takes (someone else's is theirs: "Dad came off the warfarin" is left)."""
    for token in sent:
        if token.lower_ != "off" or not any(is_medication(g.text) for g in token.children if g.dep_ == "pobj"):
            continue
        verb = token.head
        subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
        if lemma_of(verb) not in ("come", "be", "get") or _negated(verb) \
                or subject is not None and subject.lower_ != "i":
            continue
        medicine = next(g for g in token.children if g.dep_ == "pobj" and is_medication(g.text))
        return [Fact("user", "medications", f"not {phrase(medicine)}", retracts=True)]
    return []


def _prescribed(sent: Span) -> list[Fact]:
    """ "The GP has added amlodipine as well", "my doctor put me on sertraline": a medicine the speaker's carer
    gives is the speaker's (one more of them; someone else's carer gives it to them: "Dad's GP started him on
    statins" is left to the clause)."""
    for verb in sent:
        subject = _subject(verb) if verb.pos_ == "VERB" else None
        if subject is None or subject.lower_ not in _CARERS or lemma_of(verb) not in _PRESCRIBES \
                or _owner(subject) not in (None, "user") or _negated(verb):
            continue
        whom = next((c for c in verb.children if c.dep_ in ("dobj", "dative") and c.pos_ == "PRON"), None)
        if whom is not None and whom.lower_ != "me":
            continue
        medicine = next((t for t in verb.subtree if t.pos_ in ("NOUN", "PROPN") and is_medication(t.text)
                         and not (lemma_of(verb) in _SWAPS and t.head.lower_ in ("from", "off"))), None)
        if medicine is not None:
            adds = bool(_ADDS.search(sent.text)) or lemma_of(verb) == "add"
            # "GP's swapped me onto ramipril, the amlodipine was making my ankles swell": the one named beside it
            # is the one it replaces
            dropped = [t for t in sent if t.i != medicine.i and t.pos_ in ("NOUN", "PROPN") and is_medication(t.text)
                       and t.lower_ != medicine.lower_] if lemma_of(verb) in _SWAPS else []
            # (the one given up first, said in the speaker's words, so that no bare "not amlodipine" answers)
            return [Fact("user", "medications", f"not {phrase(t)}", retracts=True) for t in dropped[:1]] + [
                Fact("user", "medications", phrase(medicine), adds=adds)]
    return []


#: Times of the year a pastime is kept in: "cricket in the summer and five-a-side in the winter".
_PASTIME_SEASONS = frozenset({"summer", "winter", "spring", "autumn", "fall", "season", "week", "weekends", "evenings"})
#: Where in a workplace one works, and the post it names: "on reception", "on the tills".
_STATIONS = {"reception": "receptionist", "tills": "cashier", "till": "cashier", "checkouts": "cashier",
             "checkout": "cashier", "switchboard": "switchboard operator", "bins": "refuse collector"}
#: Homes afloat, lived "on": where they are moored is where one lives.
_AFLOAT = frozenset({"boat", "narrowboat", "barge", "houseboat", "yacht", "liveaboard", "sailboat",
                     "catamaran"})
#: Words for the place a household lives in.
_DWELLINGS = frozenset({"house", "flat", "apartment", "place", "home", "condo", "bungalow", "cottage", "terrace",
                        "townhouse", "maisonette", "studio", "farmhouse", "villa", "croft", "semi", "duplex", "loft",
                        "penthouse", "houseboat", "ranch", "cabin", "two-down", "down", "terraced", "new-build",
                        "caravan", "bedsit", "tenement", "gaff", "pad", "digs", "crib"})
# ("a two-up two-down in Anfield", "me new gaff in Crosby")
#: Words that name no thing in particular: what one drops or gives up of them is nothing one held.
_NOTHING_IN_PARTICULAR = frozenset({"everything", "something", "anything", "nothing", "it", "that", "this", "stuff",
                                    "things", "all", "them", "off"})
#: What a household does with its home: "got the keys to", "bought", "rent", "moved into".
#: Where one lodges rather than keeps house: "halls", "digs", "a house share" (said "in", a home all the same).
_LODGINGS = frozenset({"halls", "residence", "digs", "dorm", "dorms", "hostel", "houseshare", "flatshare"})


def _dwelling(token: Token) -> bool:
    """Whether ``token`` names a home: a dwelling, a lodging, or a house or flat share."""
    return token.lemma_ in _DWELLINGS or token.lower_ in _LODGINGS or token.lemma_ == "share" and any(
        c.dep_ in ("compound", "amod") and c.lower_ in ("house", "flat") for c in token.children)


#: Words of a move just made: "last box is in", "first night here", "unpacked".
_MOVING_IN = re.compile(r"\b(?:last box|boxes|unpack\w*|first night|moved in|removal van|got the keys)\b", re.IGNORECASE)
_HOMED = frozenset({"get", "buy", "rent", "move", "own", "find", "purchase", "let", "complete", "close", "exchange"})
#: A sale's last steps, said "on" the home bought: "exchanged on the bungalow", "completed on the flat".
_CONVEYED = frozenset({"exchange", "complete"})


def _capitalised(token: Token) -> bool:
    """Whether ``token`` is a name by its tag, or by its capital inside a sentence ("in Amble": the tagger's
    adjective)."""
    return token.tag_ in ("NNP", "NNPS") or token.text[:1].isupper() and token.i > token.sent.start \
        and token.pos_ in ("ADJ", "NOUN", "VERB", "ADV") and token.lower_ not in _NOT_NAMES


def _new_home(sent: Span) -> list[Fact]:
    """ "Got the keys to our new flat in Portobello", "We rent a terraced house on Mill Lane", "We bought a
    house in Didsbury": the speaker's household lives where its home is (a town: the home city; a street:
    the address). Someone else's home is theirs ("my sister bought a flat in Leeds")."""
    for token in sent:
        if lemma_of(token) == "unpack" and token.pos_ == "VERB" and not _negated(token):
            # "we're unpacking boxes in Braunton now": a move just made, where the boxes are opened
            mover = _subject(token)
            things = _object(token)
            where = _prep(token, "in", "into") or (_prep(things, "in") if things is not None else None)
            if where is not None and _capitalised(where) and not when_kind(phrase(where)) \
                    and (mover is None or mover.lower_ in ("i", "we")):
                return [Fact("user", _place(phrase(where)), phrase(where))]
        if token.lemma_ in _DWELLINGS and token.tag_ == "NNS" and token.head.lower_ == "of" \
                and token.head.head.lower_ == "one" and token.head.head.dep_ in ("pobj", "dobj"):
            # "moved into one of the Karbon flats in Gateshead": the one is the home, where the flats are
            where = _prep(token, "in")
            verb = token.head.head.head if token.head.head.dep_ == "dobj" else token.head.head.head.head
            mover = _subject(verb)
            if where is not None and where.tag_ in ("NNP", "NNPS") and lemma_of(verb) in _HOMED \
                    and not _negated(verb) and (mover is None or mover.lower_ in ("i", "we")):
                return [Fact("user", _place(phrase(where)), phrase(where))]
        ours_new = any(c.lower_ in ("new", "first", "own") for c in token.children) and any(
            c.dep_ == "poss" and c.lower_ in ("our", "my") or c.dep_ == "det" and c.lower_ == "the"
            for c in token.children)  # ("the kids have their own rooms in the new house in Musselburgh")
        # ("Finally exchanged on the bungalow in Clacton": the home the speaker bought)
        buyer = _subject(token.head.head) if token.dep_ == "pobj" and token.head.lower_ == "on" \
            and lemma_of(token.head.head) in _CONVEYED else None
        ours_new = ours_new or buyer is not None and buyer.lower_ in ("i", "we")
        if ours_new and token.lower_ in _DWELLINGS and token.dep_ == "nsubj" and _MOVING_IN.search(sent.text):
            # "Last box is in, the new place in Shawlands has a proper back green, first night here": home now
            where = _prep(token, "in")
            if where is not None and _capitalised(where) and not when_kind(phrase(where)):
                return [Fact("user", _place(phrase(where)), phrase(where))]
        # ("Collected the keys for our BTO in Tampines": whatever one's own the keys are to is the home)
        keyed = token.dep_ == "pobj" and token.head.lower_ in ("to", "for") and token.head.head.lower_ == "keys" \
            and any(c.dep_ == "poss" and c.lower_ in ("our", "my") for c in token.children)
        if (token.lower_ not in _DWELLINGS and not keyed) or token.dep_ not in ("pobj", "dobj") \
                or not (ours_new or _by_the_speaker(token)):
            continue
        verb = token.head if token.dep_ == "dobj" else token.head.head if token.head.head.pos_ in ("VERB", "NOUN") \
            else None
        if verb is not None and verb.pos_ == "NOUN" and verb.lower_ == "keys":  # "got the keys to our flat"
            verb = verb.head
        subject = _subject(verb) if verb is not None else None
        if not ours_new and (verb is None or lemma_of(verb) not in _HOMED and not keyed or _negated(verb)
                             or subject is not None and subject.lower_ not in ("i", "we")):
            continue  # ("dropped everything at our new place in Margate": our new home, whatever brought it)
        # (the parser's attachment; "the farmhouse outside Flagstaff": the town it is by)
        where = _prep(token, "in", "outside", "near") or (_prep(verb, "in", "outside", "near") if verb is not None
                                                          else None)
        if where is not None and _capitalised(where) and not when_kind(phrase(where)):
            return [Fact("user", _place(phrase(where)), phrase(where))]  # ("moved into the house in May": when)
        street = _prep(token, "on") or (_prep(verb, "on") if verb is not None else None)
        if street is not None and street.tag_ in ("NNP", "NNPS"):
            # ("a flat on Gloucester Road in Bristol": the street, and the town it is in)
            town = _prep(street, "in")
            placed = [Fact("user", _place(phrase(town)), phrase(town))] \
                if town is not None and _capitalised(town) and not when_kind(phrase(town)) else []
            return [Fact("user", "address", phrase(street)), *placed]
    return []


#: Ways of coming away with a thing: "drove home a Ram 1500", "rode off on a new Triumph", "traded it in for".
_CAME_AWAY = frozenset({"home", "off", "away", "out"})


#: A distance covered: "ten miles", "21.1k", "a half marathon".
_DISTANCE = re.compile(r"\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                       r"thirteen|fourteen|fifteen|sixteen|twenty|thirty|forty|fifty|a hundred|a)\s?"
                       r"(?:miles?|k|km|kilometres?|kilometers?|metres?|meters?|laps|lengths|half marathon|marathon)\b",
                       re.IGNORECASE)
_BEST = re.compile(r",\s*(?:my|our|the user's)\s+(?P<adj>longest|fastest|furthest|biggest|heaviest|highest|best|"
                   r"quickest)\s+(?P<noun>run|ride|swim|walk|hike|climb|lift|catch|score|distance|time)\b",
                   re.IGNORECASE)


#: Ways of ending a membership: "cancelled my membership at the dojo", "let my membership of the club lapse".
_ENDS_MEMBERSHIP = frozenset({"cancel", "end", "quit", "terminate", "stop", "lapse", "give", "drop", "freeze"})


#: Verbs of doing one's work somewhere: "I run the hire fleet at a boatyard in Anderton".
_WORK_AT = frozenset({"run", "manage", "operate", "supervise", "crew", "skipper", "serve", "fix", "mend", "service",
                      "repair", "maintain", "oversee", "coordinate", "staff"})


def _on_instrument(sent: Span) -> list[Fact]:
    """ "Been on the bagpipes since primary", "I'm on the drums in the band": an instrument the speaker plays."""
    for verb in sent:
        played = _prep(verb, "on") if lemma_of(verb) == "be" and not _negated(verb) else None
        subject = _subject(verb)
        if played is not None and subject is not None and subject.lower_ == "i" and is_instrument(phrase(played)):
            return [Fact("user", "instruments", phrase(played))]
    return []


#: A numbered place in a team's order one holds: "I'm on board one", "dropped to board three", "Board one again".
_SLOT_HELD = re.compile(r"(?:\b(?:i'm|i am|i've been|i have been) (?:on|playing|back on) |\bi play (?:on )?|"
                        r"\b(?:i(?:'ve| have)? )?(?:dropped|moved|gone|went|promoted|bumped|demoted|slipped|climbed)"
                        r"(?: up| down| back)? to |^\W*(?=\w+ \w+ (?:again|now|this (?:week|month|season))\b))"
                        r"(?P<slot>board|rink|peg) (?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b",
                        re.IGNORECASE)


#: A post reached, said as a fragment after what the speaker now does: "..., proper pharmacist at last", "fully
#: qualified electrician now!".
_QUALIFIED_NOW = re.compile(r"(?:^|[,;:!-]\s*)(?:a |an )?(?:proper|fully qualified|fully fledged|fully-fledged|"
                            r"qualified|certified|chartered|registered|real|official|officially an?)\s+"
                            r"(?P<role>[a-z]+(?: [a-z]+)?)\s+(?:at last|now|finally|at long last)\b", re.IGNORECASE)


#: A post the speaker qualified for by passing its test: "Passed my dispatcher assessment, so I'm on the radio desk".
_PASSED_FOR = re.compile(r"(?:^\W*|\b(?:I|I've|I have|[Uu]ser|[Uu]ser has)\s+)(?:(?:just|finally)\s+)?(?i:passed) "
                         r"(?:my|the user's) "
                         r"(?P<role>[a-z]+(?: [a-z]+)?) (?:assessment|assessments|exam|exams|course|training|test|"
                         r"probation|ticket|qualification|board|boards|sign-off|sign off)\b")


def _qualified_now(sent: Span) -> list[Fact]:
    """A post the speaker has reached, said as a fragment: "Passed my registration assessment! ..., proper pharmacist
    at last" (the speaker's, as nobody else is named as its subject), or by the test passed for it: "Passed my
    dispatcher assessment" (a test named by a post: a driving test names none)."""
    found = _QUALIFIED_NOW.search(sent.text) or _PASSED_FOR.search(sent.text.strip())
    if found is None or found.group("role").split()[-1].lower() not in lexicon.ROLES:
        return []
    return [Fact("user", "job_title", found.group("role").lower())]


#: The speaker starting at a firm's office, however the parser reads the name: "Monday I report to Aviva head office".
_REPORTS_TO = re.compile(r"\b(?:I|[Uu]ser) (?:report|reports|am reporting|is reporting|start reporting) to "
                         r"([A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*) (?:head office|HQ|hq|headquarters|offices?|depot|"
                         r"branch|site)\b")
#: Where the speaker is from, said before "born and bred": "I'm Camborne born and bred".
_BORN_AND_BRED = re.compile(r"\b(?:I'm|I am|[Uu]ser is|the user is) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?) born and "
                            r"(?:bred|raised)\b")


def _said_of_the_speaker(pattern: re.Pattern[str], attribute: str, sent: Span) -> list[Fact]:
    """The speaker's ``attribute``, the group ``pattern`` finds in ``sent``'s words (:data:`_REPORTS_TO`,
    :data:`_BORN_AND_BRED`, :data:`_WORKS_OUT_AT`, :data:`_SHOPS_AT`; of a pattern said more than one way, the group
    of the way it was said), where the parse read none."""
    found = pattern.search(sent.text)
    said = next((g for g in found.groups() if g), None) if found is not None else None
    return [Fact("user", attribute, said)] if said else []


#: An allergy said by what it does to the speaker: "Amoxicillin brings me out in hives", "Cats give me a rash".
_REACTS_TO = re.compile(r"^\W*(?P<thing>(?:[A-Za-z][\w-]*)(?: [a-z][\w-]*)?) (?:brings|bring|brought|gives|give|gave|"
                        r"makes|make|made) (?:me|the user) (?:come )?(?:out )?(?:in |up in )?(?:hives|a rash|rashes|"
                        r"welts|blotches|swell(?:ing)? up|wheezy|wheeze)\b", re.IGNORECASE)


def _reacts_to(sent: Span) -> list[Fact]:
    """What brings the speaker out in hives or a rash (:data:`_REACTS_TO`): an allergy, said by its reaction."""
    found = _REACTS_TO.search(sent.text)
    if found is None or found.group("thing").lower() in ("it", "this", "that", "stress", "the heat", "heat", "sun"):
        return []
    thing = found.group("thing")
    return [Fact("user", "allergies", thing[0].lower() + thing[1:] if thing[1:2].islower() else thing)]


def _own_place(sent: Span) -> list[Fact]:
    """A workplace the speaker now has of their own, in a named town ("got the keys to my own little salon in
    Longton", "opened my own bakery in Frome"): self-employed, working there."""
    for t in sent:
        if t.lower_ not in _WORKPLACES | _TEAM_WORDS or not any(c.lower_ == "own" for c in t.children) \
                or not any(c.dep_ == "poss" and c.lower_ in ("my", "user", "their") for c in t.children):
            continue
        # ("I've set up my own little lab in Rotherham": the town hung on the verb)
        town = _prep(t, "in") or (_prep(t.head, "in") if t.dep_ == "dobj" else None)
        if town is None or town.tag_ not in ("NNP", "NNPS") or when_kind(phrase(town)) or _negated(_governor(t)):
            continue
        return [Fact("user", "employment_status", "self-employed"), Fact("user", "work_location", phrase(town))]
    return []


#: A firm that has taken the speaker on, said as what it has them doing: "Page Park have me starting in Glasgow on
#: Monday", "Arup have taken me on". A firm's name of two words or more, or one with a firm's word, never a person's.
_TAKEN_ON_BY = re.compile(r"(?:^|[,;:]\s*|\band\s+|\bso\s+)(?P<firm>[A-Z][\w&'.-]*(?: (?:and|&) [A-Z][\w&'.-]*| [A-Z][\w&'.-]*)+"
                          r"|[A-Z][\w&'.-]* (?:Ltd|Group|Council|Trust|Partners|Associates|Architects|Solicitors|"
                          r"Engineering|Studios?|Media|Holdings|Limited|LLP|plc|Inc))"
                          r" (?:have|has|'ve|'s|have got|'ve got|got|are having|is having|want|are taking|have taken|"
                          r"'ve taken|took|are putting|have put|'ve put) (?:me|the user) (?:on|starting|to start|"
                          r"in|on board|at)\b")


#: A firm the speaker has begun with, said by its induction: "Today I had induction with thebigword".
_INDUCTED_BY = re.compile(r"(?:^\W*(?:(?:today|yesterday|just|finally),?\s+)?|\b(?:I|I've|I have|[Uu]ser|[Uu]ser has|the user|"
                          r"the user has)\s+(?:(?:just|finally)\s+)?)(?:had|did|done|doing|"
                          r"having|started|start|finished) (?:my |an |the |our |the user's |their )?(?:induction|"
                          r"inductions|onboarding|induction day|induction week) (?:with|at|for) (?:the )?"
                          r"(?P<firm>[A-Za-z][\w&'.-]*(?: (?:and |& )?[A-Z][\w&'.-]*)*)")
#: Bells the speaker rings: a pastime, said by what is rung ("I ring the bells at St Mary's most Sundays").
_RINGS_BELLS = re.compile(r"\b(?:I|[Uu]ser|[Ww]e)(?: still| also)? (?:ring|rings|ringing|am ringing|'m ringing|rang|"
                          r"have rung|'ve rung) (?:the |church |the church |handbells|tower )?(?:bells|handbells)\b")


def _inducted(sent: Span) -> list[Fact]:
    """The firm whose induction the speaker has had (:data:`_INDUCTED_BY`): the employer they start with."""
    found = _INDUCTED_BY.search(sent.text)
    if found is None or found.group("firm").lower() in ("work", "the", "home", "today", "last", "this"):
        return []
    return [Fact("user", "employer", found.group("firm"))]


#: A firm's name as said: capitalised words, a number or "and"/"&"/"of" between them ("Opus 2", "LDA Design",
#: "the Bedminster Bike Kitchen", "Marks & Spencer").
_FIRM = r"(?P<firm>[A-Z][\w&'.-]*(?:\s+(?:(?:and|&|of|du|de|la|le|von|van|der|di|da)\s+)?(?:[A-Z][\w&'.-]*|\d+\b))*)"
#: A firm the speaker is now with, said by what it did or what the speaker has there: "Epiq signed me up on a staff
#: contract", "from Monday I can be reached at LDA Design", "I've got my own bench at the Bedminster Bike Kitchen",
#: "my first week at Arup" (each way of saying it its own pattern; the one said first in the sentence counts).
_JOINED = tuple(re.compile(p) for p in (
    rf"(?:^|[,;:]\s*|\band\s+|\bso\s+|\bnow\s+){_FIRM} (?:have |has |'ve |'s )?(?:signed|taken) (?:me|the user) "
    rf"(?:up|on)\b",
    # (the speaker's own hiring only: "Priya got taken on at Tesco" is Priya's)
    rf"\b(?:I|I've|I'd|the user|user)(?: just| finally| now| officially)? (?i:got|been|was|have been|has been) "
    rf"(?:took|taken) on (?:by|at|with) (?:the )?{_FIRM}",
    rf"\b(?:I|the user) can (?:now )?be (?:reached|found|contacted) at (?:the )?{_FIRM}",
    # (the North's "I'm on at": working at, "I'm on at National Tyres from Tuesday")
    rf"\b(?:I'm|I am|the user is) (?:now )?on at (?:the )?{_FIRM}",
    # (on a firm's books: "from tomorrow I'm on Mantax's books", "I'm on the books at Brightwater now")
    rf"\b(?:I'm|I am|the user is|I'll be|I will be|the user will be|I've been|the user has been) (?:now |officially )?"
    rf"on (?:the )?{_FIRM}['’]s? books\b",
    rf"\b(?:I'm|I am|the user is|I'll be|I will be|the user will be) (?:now |officially )?on the books (?:at|of|with) "
    rf"(?:the )?{_FIRM}",
    rf"\b(?:I've|I have|I|I've just|the user has) got (?:my|their) own (?:bench|desk|chair|station|workshop|room|office|"
    rf"studio|pitch|stall|booth|space|locker) (?:at|in) (?:the )?{_FIRM}",
    rf"\b(?:my|the user's|their) first (?:shift|day|week|month|hearing|job|run|contract) (?:for|at|with) (?:the )?"
    rf"{_FIRM}",
    # (what a firm gives those who work for it, received: "Today I receive my new uniform from the Hotel du Vin",
    # "got me pass for the Cammell Laird yard")
    rf"\b(?i:receive|receives|received|got|get|getting|gets|picked up|collected|collect|was given|been given) "
    rf"(?:me |my |the user's |their |a )?(?:new )?(?:own )?(?:{LENT_FOR_WORK}|ID|ID card|overalls|hi-vis)s? "
    rf"(?:for|from|at|with) (?:the )?{_FIRM}",
    # ("Since last week I have my new contract with the NDR Elbphilharmonie Orchestra")
    rf"\b(?:I have|I've got|I've|I got|I signed|the user has|the user got|the user signed) (?:my|a|their) new "
    rf"(?:contract|job|post|position) (?:with|at) (?:the )?{_FIRM}"))
#: A firm the speaker has left, said by the last of the work there or the pass handed back: "Did my last shift at
#: Easton", "I handed back my Gillespies pass today", "I finished with Opus 2 on Friday".
_LEFT_FIRM = tuple(re.compile(p) for p in (
    rf"\b(?i:did|done|worked|had|finished|pulled|do|doing) (?:my|the user's|their) (?:very )?last (?:ever )?(?:shift|day|"
    rf"week|session|night|hearing|stint|run) (?:at|with|for) (?:the )?{_FIRM}",
    rf"\b(?i:handed|gave|given|handing) (?:back|in) (?:my|the user's|their) {_FIRM} "
    rf"(?:pass|badge|lanyard|keys|laptop|key card|keycard|fob|uniform|ID)\b",
    rf"\b(?:I|I've|I have|the user|the user has) (?:just )?finished (?:up )?(?:with|at) (?:the )?{_FIRM}",
    # ("Gave StreetCars their radio back today", "handed Acme back their keys"): what the firm lent, given back
    rf"\b(?i:gave|given|handed|handing|give) (?:back )?(?:the )?{_FIRM} (?:back )?(?:their|its|the) "
    rf"(?:{LENT_FOR_WORK})(?: back)?\b",
    rf"\bthat's (?:me|us|the user|them) (?:done|finished) (?:with|wi'|at) (?:the )?{_FIRM}"))
_NOT_FIRMS = frozenset({"I", "The", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
                        "Christmas", "Easter", "Today", "It", "We", "They", "He", "She", "You", "Dear", "Got", "Did"})


def _found_firm(patterns: tuple[re.Pattern[str], ...], text: str) -> str | None:
    """The firm the first of ``patterns`` said in ``text`` names (:data:`_JOINED`, :data:`_LEFT_FIRM`), its trailing
    day or time words left off."""
    found = min((m for p in patterns if (m := p.search(text)) is not None), key=lambda m: m.start(), default=None)
    if found is None:
        return None
    firm = found.group("firm").rstrip(".'’-")  # ("at Atkins Global.": the sentence's stop)
    words = firm.split()
    while words and words[-1] in _NOT_FIRMS | {"On", "From", "This", "Next", "Last"}:
        words.pop()
    return " ".join(words) if words and words[0] not in _NOT_FIRMS and not lexicon.is_kin(words[0].lower()) else None


def _changed_firm(sent: Span) -> list[Fact]:
    """The firm the speaker is with now, or the one they have left, said by what happened rather than by naming the
    employer (:data:`_JOINED`, :data:`_LEFT_FIRM`): the new employer (which replaces the old one), or, with no new
    one said, the old one retracted."""
    joined = _found_firm(_JOINED, sent.text)
    if joined is not None:
        return [Fact("user", "employer", joined)]
    left = _found_firm(_LEFT_FIRM, sent.text)
    return [Fact("user", "employer", f"not {left}", retracts=True)] if left is not None else []


#: Moved to another part of a choir or band, said by where one sits: "Sister Faith moved me over to sit with the
#: altos", "they've put me in with the tenors".
_SITS_WITH = re.compile(r"\b(?:moved|put|switched|shifted|sent|bumped|swapped)\s+(?:me|the user)\s+(?:over\s+|up\s+|"
                        r"down\s+|across\s+|back\s+)?(?:to\s+(?:sit|sing|stand|be)\s+with|in\s+with|into|to|with)\s+"
                        r"the\s+(?P<part>[a-z-]+?)s?\b", re.IGNORECASE)


def _sits_with(sent: Span) -> list[Fact]:
    """The voice part the speaker has been moved to, said by the section they sit with (:data:`_SITS_WITH`)."""
    found = _SITS_WITH.search(sent.text)
    part = found.group("part").lower() if found is not None else ""
    part = part if part in lexicon.VOICE_PARTS else part.removesuffix("e") if part.removesuffix("e") in lexicon.VOICE_PARTS \
        else ""
    return [Fact("user", "voice_part", part)] if part else []


def _works_as(sent: Span) -> list[Fact]:
    """A post said after what the speaker does in it: "I report the Crown Court hearings for Opus 2 as a freelance
    stenographer", "I cover the weekend shifts at Tesco as a supervisor" -- the post, and the firm the work is for
    or at, when it is named. Only the speaker's present work, never a wish ("I'd love to work as a chef")."""
    for token in sent:
        if token.lower_ != "as" or token.dep_ != "prep":
            continue
        # (the parser may hang "as" on the object: "I report the council meetings ... as a stenographer")
        verb = token.head if token.head.pos_ == "VERB" or token.head.dep_ != "dobj" else token.head.head
        if verb.pos_ != "VERB" or verb.tag_ not in ("VBP", "VBZ") or token.i < verb.i \
                or _negated(verb) or any(c.dep_ == "aux" for c in verb.children) \
                or lemma_of(verb) in ("volunteer", "help", "play", "dress", "sing", "act", "pose", "double"):
            continue  # ("I volunteer as a lifeguard at the lido": unpaid; "as a left-hander I struggle": a framing)
        doer = _subject(verb)
        role = next((c for c in token.children if c.dep_ == "pobj"), None)
        if doer is None or doer.lower_ != "i" or role is None \
                or not (role.lower_ in lexicon.ROLES or _role_shaped(role)) or role.tag_ != "NN":
            continue
        firm = _prep(verb, "for", "at") or next((g for t in verb.subtree if t.dep_ == "prep" and t.lower_ in ("for", "at")
                                                 for g in t.children if g.dep_ == "pobj"), None)
        named = firm is not None and firm.tag_ in ("NNP", "NNPS") and not when_kind(phrase(firm))
        return [Fact("user", "job_title", _one_role(role))] + (
            [Fact("user", "employer", _firm_name(firm))] if named and firm is not None else [])
    return []


#: A shift or watch the speaker works, named by its time of day: "I'm on the day watch at the coastguard station",
#: "I'm back on the night shift".
_ON_WATCH = re.compile(r"\b(?:I'm|I am|I've been|I'll be|I will be|the user is|user is)\s+(?:now\s+|still\s+|back\s+)*"
                       r"on\s+(?:the\s+)?(?P<shift>day|night|early|late|back)s?\s+(?:watch|shift|shifts|rota|turn)\b",
                       re.IGNORECASE)
#: A part said again with nothing else, opening the sentence: "Tenor again from Sunday", "Back in goal again".
_PART_AGAIN = re.compile(r"^\W*(?P<part>[A-Za-z-]+(?: [A-Za-z-]+)?) again\b", re.IGNORECASE)


#: A position said as what the speaker does in it, now: "I'm jamming for the A team", "Coach has me blocking now".
_DOING_POSITION = re.compile(r"\b(?:I'm|I am|the user is|user is|has me|have me|'s got me|got me|has the user|put me on)\s+"
                             r"(?:now\s+|still\s+|back\s+)?(?P<doing>" + "|".join(lexicon.POSITION_DOING) + r")\b",
                             re.IGNORECASE)


def _position_doing(sent: Span) -> list[Fact]:
    """The position the speaker plays, said as what they do in it (:data:`_DOING_POSITION`)."""
    found = _DOING_POSITION.search(sent.text)
    return [Fact("user", "playing_position", lexicon.POSITION_DOING[found.group("doing").lower()])] \
        if found is not None else []


def _on_watch(sent: Span) -> list[Fact]:
    """The shift the speaker works, said as the watch or shift they are on (:data:`_ON_WATCH`)."""
    found = _ON_WATCH.search(sent.text)
    return [Fact("user", "work_schedule", canonical_value("work_schedule", f"{found.group('shift').lower()} shift"))] \
        if found is not None else []


def _part_again(sent: Span) -> list[Fact]:
    """A voice part or a position the speaker is in again, said alone at the head of the sentence ("Tenor again from
    Sunday, Brother Clive is back from Jamaica"): the part, which replaces the one before."""
    found = _PART_AGAIN.match(sent.text)
    part = found.group("part").lower() if found is not None else ""
    part = lexicon.POSITION_DOING.get(part, part)  # ("Jamming again from the next bout": the jammer)
    if part in lexicon.VOICE_PARTS:
        return [Fact("user", "voice_part", part)]
    if part in lexicon.POSITIONS:
        return [Fact("user", "playing_position", part)]
    if part in lexicon.DANCE_ROLES:  # "Lead again from Friday, we're short of leads"
        return [Fact("user", "dance_role", part)]
    return []


#: A post the speaker takes up, said as a notice says it: "with effect from 1 April I take up the post of Head of
#: Collections Care", "I'm taking up the role of deputy manager at Boots".
_TAKES_UP = re.compile(r"\b(?:I|I'm|I am|I will|I'll|I shall|I have|I've|I had|I have now|the user has)\s+(?:be\s+|now\s+)?"
                       r"(?:take|taking|took|taken)\s+up\s+"
                       r"(?:the|a|my)\s+(?:new\s+)?(?:post|position|role|job|appointment)\s+(?:of|as)\s+(?:an?\s+|the\s+)?"
                       r"(?P<post>[^,.;!]+?)(?:\s+(?:at|with|for)\s+(?P<firm>(?:the\s+)?[^,.;!]+?))?\s*(?:[,.;!]|$)")


#: A post accepted, as a letter says it: "I write to confirm my acceptance of the post of Adviser at Citizens Advice".
_ACCEPTS_POST = re.compile(r"\b(?:my|the user's|their) acceptance of the (?:post|position|role|job|offer) of (?:an?\s+|the\s+)?"
                           r"(?P<post>[^,.;!]+?)(?:\s+(?:at|with|for)\s+(?P<firm>(?:the\s+)?[^,.;!]+?))?\s*(?:[,.;!]|$)")


def _post_taken_up(sent: Span) -> list[Fact]:
    """The post the speaker takes up, and where, as a notice says it (:data:`_TAKES_UP`) or a letter accepts it
    (:data:`_ACCEPTS_POST`); the firm when named."""
    found = _TAKES_UP.search(sent.text) or _ACCEPTS_POST.search(sent.text)
    if found is None:
        return []
    firm = (found.group("firm") or "").strip()
    named = firm and any(w[:1].isupper() for w in firm.split() if w.lower() != "the")
    return [Fact("user", "job_title", found.group("post").strip())] + (
        [Fact("user", "employer", re.sub(r"^the\s+", "", firm))] if named else [])


#: A new pass for a workplace: where the speaker works now ("picked up my new pass at the Bodleian"; a first stint
#: there is read by the clause, :func:`predicate`).
_FIRST_AT_WORK = re.compile(r"\b(?:picked up|got|collected|been given|given)\s+(?:my|our)\s+new\s+(?:staff\s+)?"
                            r"(?:pass|badge|lanyard|ID|id card|staff card|swipe card)\s+(?:at|for|from)\s+")
_ORG_NAMED = re.compile(r"(?:the\s+)?(?P<org>[A-Z][\w'&.-]*(?:\s+(?:of\s+)?[A-Z][\w'&.-]*){0,3})")
#: The speaker's first night in a new home in a named town: where they live now ("spent my first night in the house in
#: Gander").
_FIRST_NIGHT_HOME = re.compile(r"\b(?:spent|spending|slept|sleeping|had|having)\s+(?:my|our)\s+first\s+night\s+"
                               r"(?:in|at)\s+(?:the|my|our)\s+(?:new\s+)?(?:house|flat|place|home|bungalow|cottage|"
                               r"apartment|gaff|digs)\s+(?:in|at|on)\s+(?P<town>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")


def _started_at_work(sent: Span) -> list[Fact]:
    """Where the speaker works now, said as a new pass for it (:data:`_FIRST_AT_WORK`)."""
    found = _FIRST_AT_WORK.search(sent.text)
    org = _ORG_NAMED.match(sent.text, found.end()) if found is not None else None
    if org is None or when_kind(org.group("org")):
        return []
    return [Fact("user", "employer", org.group("org"))]


def _first_night_home(sent: Span) -> list[Fact]:
    """Where the speaker lives now, said as their first night in a new home there (:data:`_FIRST_NIGHT_HOME`)."""
    found = _FIRST_NIGHT_HOME.search(sent.text)
    return [Fact("user", _place(found.group("town")), found.group("town"))] if found is not None else []


#: The seats of a section said before the instrument: "second trumpet", "principal cello".
_SEATS = ("first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|principal|sub-principal|co-principal|"
          "associate principal|assistant principal|section")
#: A seat in a section the speaker holds, with the band or orchestra it is in: "I'm third trumpet with the BSO",
#: "I am principal cello in the City Sinfonia".
_SEAT_HELD = re.compile(rf"\b(?:I'm|I am)\s+(?:now\s+)?(?:the\s+)?(?:{_SEATS})\s+(?P<played>[a-z]+)"
                        r"(?:\s+(?:with|in|for|at)\s+(?:the\s+)?(?P<band>[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*){0,3}))?")


def _seat_held(sent: Span) -> list[Fact]:
    """The instrument of a seat the speaker holds in a section, and the band or orchestra the seat is in
    (:data:`_SEAT_HELD`)."""
    found = _SEAT_HELD.search(sent.text)
    if found is None or not is_instrument(found.group("played")):
        return []
    band = (found.group("band") or "").rstrip(".")
    return [Fact("user", "instruments", found.group("played"))] + ([Fact("user", "employer", band)] if band else [])


#: A post said last, alone after a comma, in a sentence of the speaker's: "I'm running the place now, chief
#: projectionist", "Got the job, senior staff nurse!".
_POST_LAST = re.compile(r",\s*(?P<post>(?:[a-z][a-z-]+\s+){0,2}[a-z][a-z-]+)\s*[.!]*\s*$")
_RANKS = frozenset({"chief", "senior", "head", "deputy", "lead", "principal", "assistant", "junior", "staff",
                    "acting", "relief", "trainee", "apprentice", "sous", "executive"})
_SPEAKER_NOW = re.compile(r"\b(?:I'm|I am|I've|I have|I|the user is|the user has|user is)\b")


def _post_said_last(sent: Span) -> list[Fact]:
    """A post the speaker now holds, named alone at the end of a sentence of theirs after a comma (:data:`_POST_LAST`):
    its last word a post the lexicon knows, the words before it what sets it apart ("chief", "senior staff")."""
    found = _POST_LAST.search(sent.text)
    if found is None or not _SPEAKER_NOW.search(sent.text[: found.start()]):
        return []
    words = found.group("post").split()
    if words[-1] not in lexicon.ROLES or any(w in ("a", "an", "the", "my", "not", "no", "ex", "former", "old")
                                             for w in words):
        return []
    if any(t.lower_ in ("he", "she", "they", "his", "her", "their") and t.i < sent.start + 3 for t in sent):
        return []  # ("She's moved on, deputy head": hers)
    if not (len(words) > 1 and words[0] in _RANKS or re.search(r"\bnow\b", sent.text[: found.start()])):
        return []  # ("I love it here, honestly, nurse": said to a nurse, no post of one's own)
    return [Fact("user", "job_title", " ".join(words))]


#: A site of work named by its town: "I'm based at the Taunton register office", "stationed at the Leuchars base".
_BASED_AT = re.compile(r"\b(?:I'm|I am|I've been|I'll be|I|the user is|user is)\s+(?:now\s+|still\s+|currently\s+)?"
                       r"(?:based|stationed|posted)\s+(?:at|out of|from)\s+the\s+"
                       r"(?P<town>[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:[a-z]+\s+)?(?:office|depot|branch|site|station|yard|"
                       r"plant|warehouse|hub|base|store|clinic|library|centre|center|studio|shop)\b")


def _based_at(sent: Span) -> list[Fact]:
    """Where the speaker works, said as the site they are based at, named by its town (:data:`_BASED_AT`): one is
    based at a firm's site by the firm's place ("the Leeds office"); a firm that names its own site is read
    elsewhere ("I work at the Amazon warehouse")."""
    found = _BASED_AT.search(sent.text)
    town = found.group("town") if found is not None else ""
    return [Fact("user", "work_location", town)] if town and attribute_for_value(town) is None else []


#: Someone's first session with a side, which is theirs now: "Aarav's first training with the Bracknell Bees juniors
#: was yesterday", "my first game for Clapham Rovers".
_FIRST_WITH = re.compile(r"\b(?P<who>[A-Z][a-z]+|[Mm]y|[Hh]is|[Hh]er)(?:['’]s)? first (?:training|session|practice|"
                         r"game|match|bout|race|fixture|run|outing) (?:session )?(?:with|for|at) (?:the )?"
                         r"(?P<side>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*(?: (?:juniors|seniors|under-\d+s|firsts|seconds|"
                         r"ladies|men|women|academy))?)")


def _first_with(sent: Span) -> list[Fact]:
    """The side someone has just had a first session with, theirs now (:data:`_FIRST_WITH`): a named person's, or
    the speaker's ("my first game for ...")."""
    found = _FIRST_WITH.search(sent.text)
    if found is None or found.group("side").split()[0] in _NOT_FIRMS:
        return []
    who = found.group("who")
    if who.lower() in ("his", "her"):
        return []
    whose = "user" if who.lower() == "my" else normalise_key(who) or who.lower()
    return [Fact(whose, "team", found.group("side"))]


def _rings_bells(sent: Span) -> list[Fact]:
    """Bell ringing, the speaker's pastime (:data:`_RINGS_BELLS`)."""
    return [Fact("user", "hobbies", "bell ringing")] if _RINGS_BELLS.search(sent.text) else []


#: Hours the speaker has changed to: "Went part-time at the library in May", "I've gone back full-time".
_HOURS_NOW = re.compile(r"(?:^\W*|\b(?:I|I've|I have|I'm|I am|[Uu]ser|[Uu]ser has|[Uu]ser is)\s+)(?:just |finally |now )?"
                        r"(?i:went|gone|going|go|dropped|dropping|dropped down|cut down|switched|moved|moving) "
                        r"(?:back |down |over )?(?:to )?(?P<hours>part[- ]time|full[- ]time|flexi[- ]time|"
                        r"(?:three|four|3|4)[- ]day weeks?)\b")
#: A post the speaker has been given: "I've been made sister on the ward", "got made a partner at the firm".
_MADE_POST = re.compile(r"(?:^\W*|\b(?:I've|I have|I|[Uu]ser has|[Uu]ser)\s+)(?:(?:just|finally|now)\s+)?(?:been|got|was|"
                        r"been and got) made (?:up to )?(?:an? |the )?(?P<post>(?:[a-z]+ ){0,2}[a-z]+?)"
                        r"(?= (?:on|at|of|in|for|with|from|today|this|last|now)\b|[.,;!]|$)")
#: The person the speaker now reports to: "I report to Tom now" (a firm's office is :data:`_REPORTS_TO`'s).
_REPORTS_TO_SOMEONE = re.compile(r"\b(?:I|[Uu]ser)(?: now)? (?:report|reports|am reporting|'m reporting|will be reporting|"
                                 r"'ll be reporting) (?:directly |straight )?(?:in )?to (?P<who>[A-Z][\w'-]+"
                                 r"(?: [A-Z][\w'-]+)?)(?![\w'-])(?! (?:[A-Z][\w'-]+ )?(?:head office|HQ|hq|headquarters|offices?|"
                                 r"depot|branch|site|[A-Z]))")


#: A phone number as written: "07700 900123", "+44 7700 900123", "(555) 010-4477".
_PHONE_NUMBER = re.compile(r"(?<![\w+])\+?\(?\d[\d\s().-]{7,}\d(?!\w)")
#: Attributes a phone number said alone is filed under as the parse names them.
_PHONE_WORDS = frozenset({"phone", "number", "mobile", "mobile_number", "phone_number", "cell", "cell_number",
                          "new_number", "landline", "contact_number"})


def _phone_whole(fact: Fact, said: str) -> Fact:
    """``fact`` with a phone number whole, filed as the phone: the parser may keep only its first group of digits
    ("07700" of "07700 900123"), or file "New number: ..." under "number"."""
    if fact.attribute not in _PHONE_WORDS or not fact.value or not fact.value[:1].isdigit() and fact.value[:1] != "+":
        return fact
    whole = next((m.group(0).strip() for m in _PHONE_NUMBER.finditer(said)
                  if m.group(0).strip().startswith(fact.value.strip())), None)
    if whole is None or sum(ch.isdigit() for ch in whole) < 9:
        return fact
    return replace(fact, attribute="phone", value=whole)


#: A service moved to a provider: "Switched our energy over to EDF", "ported my number to Giffgaff".
_SERVICE_MOVED = re.compile(r"\b(?i:switched|switching|switch|moved|moving|ported|porting|changed|changing|took|taken|"
                            r"transferred|put) (?i:my|our) (?P<svc>(?i:mobile|phone|number|broadband|internet|wifi|"
                            r"energy|electricity|gas|insurance|car insurance|home insurance|mortgage|pension|"
                            r"bank account|current account|account|accounts|savings|salary|banking)) (?i:over )?"
                            r"(?i:to|with|across to) (?P<to>[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*)*)")
#: An account closed at one bank and opened at another: "Closed my NatWest account and went with Starling".
_ACCOUNT_MOVED = re.compile(r"\b(?i:closed|shut|cancelled|canceled) (?i:my|our) [A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*)* "
                            r"(?i:account|accounts|current account|bank account)\b[^.;!?]{0,30}?\b(?i:went|gone|going|"
                            r"moved|switched|opened one) (?i:over )?(?i:with|to|at) (?P<to>[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*)*)")


def _service_moved(sent: Span) -> list[Fact]:
    """The provider a service of the speaker's went to (:data:`_SERVICE_MOVED`, :data:`_ACCOUNT_MOVED`), under the
    attribute the service names (:data:`credo.vocabulary.SERVICES`)."""
    found = _SERVICE_MOVED.search(sent.text)
    if found is not None:
        attribute = SERVICES.get(found.group("svc").lower())
        return [Fact("user", attribute, found.group("to").rstrip("."))] if attribute else []
    moved = _ACCOUNT_MOVED.search(sent.text)
    return [Fact("user", "bank", moved.group("to").rstrip("."))] if moved is not None else []


#: Whether the speaker smokes, said either way: "I'm a smoker", "quit smoking in March", "six months off the fags".
_SMOKES = re.compile(r"\b(?P<yes>(?:I'm|I am|[Uu]ser is) (?:a |still a )?(?:heavy |light |social )?smoker\b|I (?:still )?smoke"
                     r"(?! (?:salmon|fish|meat|brisket|ribs))\b)|(?P<no>(?:I'm|I am|[Uu]ser is) (?:a )?non-smoker\b|"
                     r"\b(?:quit|stopped|gave up|given up|packed in|knocked) (?:the )?(?:smoking|cigarettes|fags|ciggies)\b|"
                     r"\boff (?:the )?(?:cigarettes|fags|ciggies|smokes)\b|(?:don't|do not|no longer) smoke\b)")


def _smokes(sent: Span) -> list[Fact]:
    """Whether the speaker smokes (:data:`_SMOKES`): a smoker, or a non-smoker now."""
    found = _SMOKES.search(sent.text)
    if found is None or any(t.dep_ == "nsubj" and t.lower_ not in ("i", "we", "it", "that", "this")
                            and (t.pos_ in ("NOUN", "PROPN") or t.lower_ in ("he", "she", "they")) for t in sent):
        return []  # ("My dad quit smoking", "she's a smoker": theirs)
    return [Fact("user", "smoking", "smoker" if found.group("yes") else "non-smoker")]


#: A town the speaker has been living in for a while now: "We've been in Edinburgh three weeks now".
_SETTLED_IN = re.compile(r"\b(?:I've|I have|we've|we have|[Uu]ser has) been (?:living |settled )?in (?P<place>[A-Z][\w'-]+"
                         r"(?: [A-Z][\w'-]+)?) (?:for )?(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|"
                         r"a couple of|\d+) )?(?:(?P<long>months?|years?)|(?:weeks?|fortnight)(?= now\b))")
#: How the speaker now gets to work or town: "I've started cycling in to Manchester", "getting the bus to work now".
_COMMUTES_BY = re.compile(r"\b(?:I've|I have|I|I'm|I am|[Uu]ser has|[Uu]ser is)\s+(?:now\s+|just\s+)?(?:started\s+|been\s+|"
                          r"taken to\s+|switched to\s+|gone back to\s+)?(?P<mode>cycling|biking|driving|walking|running|"
                          r"getting the (?:bus|train|tram|tube|ferry|metro)|taking the (?:bus|train|tram|tube|ferry|metro))"
                          r" (?:in to|into|in|to) (?:work|the office|town|[A-Z][\w'-]+)\b")
#: Ways of getting to work said as what one does, in the words :data:`_MODES` files a commute under.
_COMMUTE_GERUNDS = frozenset({"cycling", "biking", "driving", "walking", "running"})


def _settled_in(sent: Span) -> list[Fact]:
    """The town the speaker has lived in for a while now (:data:`_SETTLED_IN`): their home, not a visit."""
    found = _SETTLED_IN.search(sent.text)
    if found is None or when_kind(found.group("place")):
        return []
    return [Fact("user", _place(found.group("place")), found.group("place"))]


def _commutes_by(sent: Span) -> list[Fact]:
    """How the speaker gets to work now (:data:`_COMMUTES_BY`): the commute, not a pastime."""
    found = _COMMUTES_BY.search(sent.text)
    if found is None:
        return []
    mode = found.group("mode").lower()
    return [Fact("user", "commute", "cycling" if mode == "biking" else mode if mode in _COMMUTE_GERUNDS
                 else mode.split()[-1])]


#: Where the speaker works out or does the food shop now: "I'm doing my workouts at the council leisure centre these
#: days", "We do the big shop at Aldi now" (said of one's own, "my" or "our", never of a visit).
_WORKS_OUT_AT = re.compile(r"\b(?:I'm|I am|I|I've been|[Uu]ser is)\s+(?:now\s+)?(?:doing|do|did) (?:my|all my) (?:workouts?|"
                           r"training|gym sessions?|weights|classes) (?:at|in) (?:the )?(?P<gym>(?:[a-z]+ )?(?:leisure|"
                           r"sports|fitness) cent(?:re|er)|[A-Z][\w'&-]*(?: [A-Z][\w'&-]*)?)")
_SHOPS_AT = re.compile(r"\b(?:I|we|We|[Uu]ser)\s+(?:now\s+|usually\s+|always\s+|mostly\s+)?(?:do|does|get) (?:the|our|my) "
                       r"(?:big |weekly |main |food |grocery )?(?:shop|shopping|groceries) (?:at|in|from) "
                       r"(?P<store>[A-Z][\w'&-]*(?: [A-Z][\w'&-]*)?)|\b(?:I|we|We|[Uu]ser)\s+(?:now\s+)?shops? (?:at|in) "
                       r"(?P<then>[A-Z][\w'&-]*(?: [A-Z][\w'&-]*)?) for (?:the|our|my) (?:big |weekly |main |food )?shop\b")


def _hours_now(sent: Span) -> list[Fact]:
    """The speaker's hours changed (:data:`_HOURS_NOW`): the work schedule now."""
    found = _HOURS_NOW.search(sent.text)
    if found is None:
        return []
    return [Fact("user", "work_schedule", re.sub(r"\s+", "-", found.group("hours").lower()))]


def _been_made(sent: Span) -> list[Fact]:
    """A post the speaker has been made, said in the passive (:data:`_MADE_POST`; the active "They made me head
    chef" is :func:`_made_post`'s): "sister" on a ward is a post, not a relation."""
    found = _MADE_POST.search(sent.text)
    post = found.group("post") if found is not None else ""
    head = post.split()[-1] if post else ""
    if head not in lexicon.ROLES and head not in _POSTS_AS_RELATIONS | {"sister", "charge", "captain", "head"}:
        return []
    return [Fact("user", "job_title", post)]


#: A post someone else has been made: "She's just been made head skating coach there", "Dev has been made captain".
_MADE_THEIRS = re.compile(r"(?:^\W*|[,;]\s*|\band\s+)(?P<who>[A-Z][a-z]+|[Ss]he|[Hh]e)(?:'s| has| is)\s+(?:(?:just|finally|now)\s+)?"
                          r"(?:been|got|being) made (?:up to )?(?:an? |the )?(?P<post>(?:[a-z]+ ){0,2}?[a-z]+?)"
                          r"(?= (?:on|at|of|in|for|with|from|there|today|this|last|now)\b|[.,;!]|$)")


def _made_theirs(sent: Span) -> list[Fact]:
    """A post a person named, or the one a "he" or "she" stands for (the last name said before), has been made
    (:data:`_MADE_THEIRS`)."""
    found = _MADE_THEIRS.search(sent.text)
    if found is None:
        return []
    post, who = found.group("post"), found.group("who")
    if post.split()[-1] not in lexicon.ROLES and post.split()[-1] not in ("captain", "head", "coach"):
        return []
    if who.lower() in ("he", "she"):
        named = [t for t in sent.doc[: sent.start] if t.tag_ in ("NNP", "NNPS") and t.text[:1].isupper()
                 and t.text not in _NOT_FIRMS and not lexicon.is_kin(t.lower_)]
        if not named:
            return []
        who = named[-1].text
    if who in _NOT_FIRMS or lexicon.is_kin(who.lower()):
        return []
    return [Fact(normalise_key(who) or who.lower(), "job_title", post)]


#: A new job announced, then said as a post and a firm: "new job!!! pest control tech for Rentokil, start monday".
_NEW_JOB = re.compile(r"^\W*(?:(?:i'm |i've )?(?:got (?:a|the) )?new job|got the job|new role|job offer accepted)\b",
                      re.IGNORECASE)
_POST_FOR = re.compile(r"^\W*(?:I'm an? |I am an? )?(?P<post>(?i:(?:[a-z-]+ ){0,3}[a-z-]+)) (?:for|at|with) (?P<firm>[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*)*)")


def _new_job_said(sent: Span) -> list[Fact]:
    """A post and its firm said alone just after the turn announces a new job (:data:`_NEW_JOB`, :data:`_POST_FOR`)."""
    if not _NEW_JOB.match(sent.doc.text):
        return []
    found = _POST_FOR.match(sent.text)
    if found is None:
        return []
    post = found.group("post").lower()
    head = post.split()[-1]
    if head not in lexicon.ROLES and not _trade_word(head):
        return []
    return [Fact("user", "job_title", post), Fact("user", "employer", found.group("firm"))]


#: Verbs of work done at a site: "I make crowns and bridges at a lab in Sheffield", "I coach figure skating at the ice
#: rink in Dumfries".
_WORK_DONE = frozenset({"make", "coach", "teach", "fix", "repair", "cook", "serve", "clean", "manage", "build",
                        "design", "treat", "nurse", "care", "cut", "drive", "bake", "brew", "weld", "paint", "sell",
                        "groom", "train", "instruct", "lifeguard", "guard", "work", "run"})
#: Sites that are places of work, never of leisure, when work is done there.
_SITES_WORKED_AT = frozenset({"lab", "laboratory", "rink", "lido", "depot", "clinic", "surgery", "workshop", "studio",
                         "salon", "bakery", "garage", "kitchen", "warehouse", "factory", "yard", "practice", "office",
                         "hospital", "school", "nursery", "farm", "site", "plant", "mill", "brewery", "restaurant",
                         "cafe", "café", "shop", "store", "branch"})


def _works_at_site(sent: Span) -> list[Fact]:
    """The town the speaker works in, said as work done at a site there: "I make crowns and bridges at a lab in
    Sheffield" -- the site's town, when the speaker does the work."""
    for site in sent:
        if not (site.lower_ in _SITES_WORKED_AT or site.lower_.endswith("yard")) or site.dep_ != "pobj" \
                or site.head.lower_ != "at":
            continue  # ("at me uncle's scrapyard": a yard of any trade)
        # (the work's verb above whatever the parser hung "at" on: "I teach aerial silks at the circus school")
        verb = next((t for t in site.head.ancestors if t.pos_ in ("VERB", "AUX")), site.head.head)
        town = _prep(site, "in")
        if town is None and site.i + 1 < len(site.doc) and site.doc[site.i + 1].lower_ == "in" \
                and site.doc[site.i + 1].head.i == verb.i:
            town = _prep(verb, "in")  # ("I drive the grab at the scrapyard in Rainham": "in" hung on the verb)
        if town is None or town.tag_ not in ("NNP", "NNPS") or when_kind(phrase(town)) or is_country(phrase(town)):
            continue
        # (a post said with "be" names its town already: "I'm a picker at the Next warehouse in Doncaster")
        doer = _subject(verb) if verb.pos_ == "VERB" else None
        if lemma_of(verb) in _WORK_DONE and doer is not None and doer.lower_ == "i" and not _negated(verb):
            return [Fact("user", "work_location", phrase(town))]
    return []


#: Verbs of getting by in a language: "I can get by in Portuguese", "I muddle through in Italian", "I can order a
#: coffee in Greek".
_GET_BY_IN = frozenset({"get", "muddle", "manage", "cope", "scrape", "survive", "struggle", "chat", "converse",
                        "communicate", "order", "haggle", "dream", "think", "count", "swear", "read", "write", "speak",
                        "teach", "text", "banter", "flirt", "argue", "talk"})


def _gets_by_in(sent: Span) -> list[Fact]:
    """A language the speaker gets by in, said by what they manage in it rather than that they speak it: "I can get
    by in Portuguese too", "I muddle through in Italian as well" -- one more language spoken (never a wish or a
    negation: "I'd love to get by in Greek", "I can't manage in German")."""
    for said in sent:
        if said.dep_ != "pobj" or said.head.lower_ != "in" or attribute_for_value(said.text) != "spoken_languages" \
                or not said.text[:1].isupper():
            continue
        verb = next((t for t in said.ancestors if t.pos_ == "VERB"), None)
        wished = any(lemma_of(t) in ("love", "like", "want", "hope", "wish", "need", "try", "learn", "plan")
                     or any(c.dep_ in ("aux", "neg") and c.lower_ in ("would", "'d", "should", "might", "not", "n't")
                            for c in t.children) for t in said.ancestors if t.pos_ in ("VERB", "AUX"))
        if verb is None or lemma_of(verb) not in _GET_BY_IN or _negated(verb) or wished:
            continue
        doer = _subject(verb) or next((_subject(t) for t in verb.ancestors if t.pos_ == "VERB" and _subject(t)), None)
        if doer is not None and doer.lower_ == "i":
            return [Fact("user", "spoken_languages", said.text, adds=True)]
    return []


#: Someone who manages the speaker's team now: "Tom manages our team now", "Aisha's my new line manager".
_MANAGES_US = re.compile(r"(?:^|[,;]\s*|\band\s+|\bso\s+)(?P<who>[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?:manages|runs|leads|heads up|"
                         r"is managing|'s managing|is running|'s running) (?:our|my|the) (?:team|department|dept|unit|"
                         r"section|ward|shift|crew|squad|office|branch)\b|"
                         r"(?:^|[,;]\s*|\band\s+|\bso\s+)(?P<who2>[A-Z][a-z]+)(?:'s| is) (?:my|our) (?:new )?(?:line )?"
                         r"(?:manager|boss|supervisor)\b")


def _manages_us(sent: Span) -> list[Fact]:
    """The person who manages the speaker's team now (:data:`_MANAGES_US`): the speaker's manager."""
    found = _MANAGES_US.search(sent.text)
    who = (found.group("who") or found.group("who2")) if found is not None else None
    return [Fact("user", "manager", who)] if who and who.split()[0] not in _NOT_FIRMS else []


#: Everything of a kind moved to a named provider: "Moved everything over to Nationwide", "moved all my accounts
#: across to Monzo".
_MOVED_ALL = re.compile(r"\b(?i:moved|moving|switched|switching|transferred|shifted|taken|took) (?:everything|it all|all of "
                        r"it|all my \w+|my \w+(?: \w+)?|our \w+(?: \w+)?)(?: over| across)? (?:to|over to|across to) "
                        r"(?P<to>[A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*)")


def _moved_all(sent: Span) -> list[Fact]:
    """A provider everything was moved to, named only by its name (:data:`_MOVED_ALL`): the attribute the name
    itself says (a bank, a mobile network), when it says one."""
    found = _MOVED_ALL.search(sent.text)
    typed = attribute_for_value(found.group("to")) if found is not None else None
    return [Fact("user", typed, found.group("to"))] if found is not None and typed and typed != "home_country" else []


def _reports_to_someone(sent: Span) -> list[Fact]:
    """The person the speaker reports to (:data:`_REPORTS_TO_SOMEONE`): their manager."""
    found = _REPORTS_TO_SOMEONE.search(sent.text)
    if found is None or found.group("who").split()[0].lower() in lexicon.RELATIONS | {"the", "head"}:
        return []
    return [Fact("user", "manager", found.group("who"))]


def _taken_on(sent: Span) -> list[Fact]:
    """The firm that has taken the speaker on (:data:`_TAKEN_ON_BY`): the employer, its name the subject."""
    found = _TAKEN_ON_BY.search(sent.text)
    if found is None or found.group("firm").split()[0].lower() in lexicon.RELATIONS | {"i", "we", "they", "the"}:
        return []
    return [Fact("user", "employer", found.group("firm"))]


def _kin_named_alone(sent: Span) -> list[Fact]:
    """Kin of the speaker's named in a sentence of no verb, as a topic set apart from what is said of their own kin
    ("My colleague Wei Jie." before "His wife Shu Fen is ..."): who they are to the speaker."""
    if any(t.pos_ in ("VERB", "AUX") for t in sent):
        return []
    for kin in sent:
        # (the tagger may call the kin word an adjective: "My flatmate Priya.")
        relation = _relation_word(kin) or (lexicon.relation_key(kin.lower_)
                                           if lexicon.relation_key(kin.lower_) in lexicon.RELATIONS else None)
        name = next((c for c in kin.children if c.dep_ in ("appos", "compound") and c.tag_ in ("NNP", "NNPS")
                     and c.i > kin.i), None)
        if name is None and kin.head.tag_ in ("NNP", "NNPS") and kin.head.i > kin.i:
            name = kin.head  # ("My sister-in-law Margaux.": the name the head, the kin word on it)
        owned = _owner(kin) == "user" or any(c.dep_ == "poss" and c.lower_ in ("my", "our", "meh", "me", "ma", "mi")
                                             for c in (*kin.children, *(name.children if name is not None else ())))
        if relation and name is not None and owned:
            return [_tie(relation, _full_name(name))]
    return []


#: Diabetes said with its type, which the parser splits from the word ("has got type 1 diabetes and ...").
_TYPED_DIABETES = re.compile(r"\b(?:has|have|'s|'ve|got|with|had)\s+(?:got\s+)?(?P<what>type\s+[12]\s+diabetes)\b|"
                             r"\b(?:is|am|are|'s|'m|was)\s+(?:a\s+)?(?:(?P<pre>type\s+[12])\s+diabetic|"
                             r"diabetic,?\s+(?P<post>type\s+[12]))\b", re.IGNORECASE)


def _diabetes_typed(sent: Span) -> list[Fact]:
    """Diabetes of a type someone has (:data:`_TYPED_DIABETES`), theirs by the clause's subject: the speaker, a
    name, or the speaker's kin."""
    found = _TYPED_DIABETES.search(sent.text)
    if found is None:
        return []
    start = sent.start_char + found.start()
    subject = next((t for t in sent if t.dep_ in ("nsubj", "nsubjpass") and t.idx < start), None)
    key = _subject_key(subject) if subject is not None else None
    # ("is type 2 diabetic", "I am diabetic type 2": the type of diabetes said of a diabetic)
    what = found.group("what") or f"{found.group('pre') or found.group('post')} diabetes"
    return [Fact(key, "medical_conditions", " ".join(what.lower().split()))] if key else []


#: No drink for the speaker, said without a verb: "so no alcohol for me", "Halal only for me, and no alcohol, obviously".
_NO_DRINK = re.compile(r"(?:^|[,;:]\s*|\band\s+|\bso\s+)no (?:alcohol|booze|drink|drinking|wine|beer)"
                       r"(?:\s+(?:for me|for the user|for them|at all|whatsoever|ever))?(?:\s*,\s*(?:obviously|thanks|please))?"
                       r"(?=\s*(?:[,.;!]|$|which|though|but))", re.IGNORECASE)


def _no_drink_for_me(sent: Span) -> list[Fact]:
    """The speaker drinks no alcohol (:data:`_NO_DRINK`), when the sentence is theirs: said "for me", or beside
    the speaker's own faith or diet."""
    found = _NO_DRINK.search(sent.text)
    if found is None or not re.search(r"\b(?:me|i|i'm|the user|user)\b", sent.text, re.IGNORECASE):
        return []
    return [Fact("user", "drinks_alcohol", "no")]


#: What a sentence's words say of the speaker where the parse read none of it, each reader with the attributes it
#: fills and whose they must be to count as read (None: anyone's): a workplace of one's own, a post reached, the firm
#: one reports to, one's roots, an allergy by its reaction, the firm that took one on or inducted one, bells rung,
#: hours changed, a post one was made, the person one reports to, a service moved to a provider, whether one smokes,
#: a town lived in a while now, how one gets to work, where one works out and does the food shop.
_BY_THE_WORDS: tuple[tuple[Callable[[Span], list[Fact]], frozenset[str], str | None], ...] = (
    (_own_place, frozenset({"employer", "work_location"}), "user"),
    (_seat_held, frozenset({"instruments"}), "user"),
    (_post_taken_up, frozenset({"job_title"}), "user"),
    (_no_drink_for_me, frozenset({"drinks_alcohol"}), "user"),
    (_diabetes_typed, frozenset({"medical_conditions"}), None),
    (_kin_named_alone, frozenset(lexicon.RELATION_ATTRIBUTE.values()) | {
        r.replace("-", "_").replace(" ", "_") for r in lexicon.RELATIONS}, "user"),
    (_started_at_work, frozenset({"employer"}), "user"),
    (_first_night_home, frozenset({"home_city", "home_country"}), "user"),
    (_qualified_now, frozenset({"job_title"}), None),
    (partial(_said_of_the_speaker, _REPORTS_TO, "employer"), frozenset({"employer"}), None),
    (partial(_said_of_the_speaker, _BORN_AND_BRED, "origin"), frozenset({"origin"}), None),
    (_reacts_to, frozenset({"allergies"}), None),
    (_taken_on, frozenset({"employer"}), "user"),
    (_changed_firm, frozenset({"employer"}), "user"),
    (_works_as, frozenset({"job_title"}), "user"),
    (_sits_with, frozenset({"voice_part"}), "user"),
    (_part_again, frozenset({"voice_part", "playing_position"}), "user"),
    (_on_watch, frozenset({"work_schedule"}), "user"),
    (_position_doing, frozenset({"playing_position"}), "user"),
    (_post_said_last, frozenset({"job_title"}), "user"),
    (_based_at, frozenset({"work_location"}), "user"),
    (_first_with, frozenset({"team"}), None),
    (_made_theirs, frozenset({"job_title"}), None),
    (_new_job_said, frozenset({"job_title", "employer"}), "user"),
    (_works_at_site, frozenset({"work_location"}), "user"),
    (_gets_by_in, frozenset({"spoken_languages"}), "user"),
    (_manages_us, frozenset({"manager"}), "user"),
    (_moved_all, frozenset({"bank", "mobile_provider", "energy_provider", "broadband_provider"}), "user"),
    (_inducted, frozenset({"employer"}), "user"),
    (_hours_now, frozenset({"work_schedule"}), "user"),
    (_service_moved, frozenset(SERVICES.values()), "user"),
    (_smokes, frozenset({"smoking"}), "user"),
    (_settled_in, frozenset({"home_city", "home_country"}), "user"),
    (_commutes_by, frozenset({"commute"}), "user"),
    (partial(_said_of_the_speaker, _WORKS_OUT_AT, "gym"), frozenset({"gym"}), "user"),
    (partial(_said_of_the_speaker, _SHOPS_AT, "supermarket"), frozenset({"supermarket"}), "user"),
    (_been_made, frozenset({"job_title"}), "user"),
    (_reports_to_someone, frozenset({"manager"}), "user"),
    (_rings_bells, frozenset({"hobbies"}), "user"),
)


def _slot_held(sent: Span) -> list[Fact]:
    """The numbered place the speaker holds in a team's order ("I'm on board one for the club's league team",
    "dropped to board three this month", "Board one again"): one at a time, so the next replaces it."""
    found = _SLOT_HELD.search(sent.text)
    if found is None:
        return []
    slot = found.group("slot").lower()
    return [Fact("user", canonical_attribute(slot), f"{slot} {found.group('n').lower()}")]


def _allergic_to_said(sent: Span) -> list[Fact]:
    """ "Can't have penicillin, I'm allergic": what the speaker cannot have, said beside an allergy named to
    nothing; "Penicillin allergy, since I was a kiddie": an allergy named first, in a sentence of the speaker's."""
    opening = [t for t in sent if not t.is_punct][:2]
    if len(opening) == 2 and opening[1].lower_ == "allergy" and opening[0].pos_ in ("NOUN", "PROPN") \
            and opening[0].i == sent.start and re.search(r"\b(?:i|i'm|me|my)\b", sent.text, re.IGNORECASE) \
            and not any(t.dep_ == "poss" and t.lower_ != "my" or t.lower_ in ("his", "her", "their") for t in sent):
        return [Fact("user", "allergies", opening[0].lower_)]  # "Penicillin allergy, since I was a kiddie"
    # ("The GP's got me down as allergic to penicillin": the speaker, recorded as allergic by someone else)
    recorded = next((t for t in sent if t.lower_ == "allergic" and t.head.lower_ == "as" and _prep(t, "to") is not None
                     and any(c.dep_ == "dobj" and c.lower_ in ("me", "user") for c in t.head.head.children)), None)
    if recorded is not None and not _negated(recorded.head.head):
        return [Fact("user", "allergies", phrase(a)) for a in conjuncts(_prep(recorded, "to"))]
    # (an allergy named after "to" however parsed, "allergic to shrimp" with "shrimp" read as a verb, is its own)
    allergic = next((t for t in sent if t.lower_ == "allergic" and _prep(t, "to") is None
                     and not (t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_ == "to")), None)
    said_by = _subject(allergic.head) if allergic is not None else None
    if allergic is None or _negated(allergic.head) or said_by is not None and said_by.lower_ != "i":
        return []
    for verb in sent:
        had = _object(verb) if lemma_of(verb) in ("have", "eat", "take", "drink", "touch") and _negated(verb) else None
        doer = _subject(verb)
        if had is not None and had.pos_ in ("NOUN", "PROPN") and (doer is None or doer.lower_ == "i"):
            return [Fact("user", "allergies", phrase(t)) for t in conjuncts(had)]
    return []


def _said_number(value: str) -> str:
    """A pattern for a number as it may be said: "10" or "ten" (and "not 10" as 10)."""
    value = value.removeprefix("not ")
    words = [w for w, n in NUMBER_WORDS.items() if str(n) == value]
    return "|".join(re.escape(v) for v in [value, *words])


#: A membership of a club named before the word, ended: "Let my National Trust membership lapse", "Didn't renew my
#: Cardiff Ajax membership", "cancelled our Holywood membership".
_MEMBERSHIP_ENDED = re.compile(
    r"\b(?:(?i:let(?:ting)? (?:my|our)) (?P<let>[A-Z][\w'&-]*(?: [A-Z][\w'&-]*){0,3}) membership "
    r"(?i:lapse|go|expire|run out)|(?i:(?:didn't|did not|won't|will not|not|never) renew(?:ed|ing)? (?:my|our)) "
    r"(?P<renew>[A-Z][\w'&-]*(?: [A-Z][\w'&-]*){0,3}) membership|(?i:(?:cancel(?:l?ed|ling)?|ended|quit|stopped|"
    r"dropped|gave up|given up|froze|frozen) (?:my|our)) (?P<ended>[A-Z][\w'&-]*(?: [A-Z][\w'&-]*){0,3}) membership)\b")


def _joined_on(token: Token) -> str:
    """A hyphened word right after ``token`` ("the Mill Lane kiln co-op": " co-op", which the tokenizer
    splits and the parser hangs elsewhere), else ""."""
    found = re.match(r"\s+[a-z]+(?:-[a-z]+)+\b", token.doc.text[token.idx + len(token.text):], re.IGNORECASE)
    return found.group(0).replace("\n", " ") if found is not None else ""


def _membership(sent: Span) -> list[Fact]:
    """ "I am member of the karate dojo in Cathays", "I'm a member of Hastings chess club": one of the clubs the
    speaker belongs to (one of several); "I have cancelled my membership at the dojo in Cathays", "Let my National
    Trust membership lapse": no longer."""
    ended = _MEMBERSHIP_ENDED.search(sent.text)
    if ended is not None:
        club = ended.group("let") or ended.group("renew") or ended.group("ended")
        return [Fact("user", "memberships", f"not {club}", retracts=True)]
    for token in sent:
        if token.lemma_.lower() not in ("member", "membership"):
            continue
        club = _prep(token, "of", "at", "with") or (_prep(token.head, "at", "with") if token.dep_ == "dobj" else None)
        before = [c for c in token.children if c.dep_ in ("compound", "nmod", "amod") and c.i < token.i
                  and c.lower_ not in ("annual", "yearly", "monthly", "full", "family", "old")]
        if club is None and token.lemma_.lower() == "membership" and before:
            # "Cancelled my co-op membership": the club named by what it is, before the word
            start = min(t.i for b in before for t in b.subtree if t.dep_ not in ("poss", "det"))
            named = token.doc[start: token.i].text
        elif club is None or club.pos_ not in ("NOUN", "PROPN") or club.lower_ in _NOTHING_IN_PARTICULAR:
            continue
        else:
            named = phrase(club) + _joined_on(club)
        verb = token.head
        member = _subject(verb)
        if token.lower_ == "member" and token.dep_ == "attr" and lemma_of(verb) == "be" and not _negated(verb) \
                and member is not None and member.lower_ in ("i", "we"):
            return [Fact("user", "memberships", named)]
        if token.lemma_.lower() == "membership" and token.dep_ == "dobj" and lemma_of(verb) in _ENDS_MEMBERSHIP \
                and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in token.children) and not _negated(verb):
            return [Fact("user", "memberships", f"not {named}", retracts=True)]
    return []


def _personal_best(sent: Span) -> list[Fact]:
    """ "Did ten miles on Sunday, my longest run ever", "Ran the Manchester Marathon today, my longest run by
    miles": what the speaker did, said to be their best of a kind, is that best now (a later one replaces it)."""
    found = _BEST.search(sent.text)
    if found is None:
        return []
    verb = next((t for t in sent if t.pos_ in ("VERB", "AUX") and t.idx < sent.start_char + found.start()
                 and t.dep_ in ("ROOT", "conj", "ccomp")), None)
    subject = _subject(verb) if verb is not None else None
    done = _object(verb) if verb is not None else None
    attribute = canonical_attribute(f"{found.group('adj').lower()} {found.group('noun').lower()}")
    distance = _DISTANCE.search(sent.text[:found.start()])
    if distance is not None:  # "Did ten miles on Sunday": the distance said, however the parser reads it
        return [Fact("user", attribute, distance.group(0))]
    if done is None or subject is not None and subject.lower_ not in ("i", "we") or verb is None or _negated(verb):
        return []
    value = " ".join(t.text for t in done.subtree if t.dep_ != "det" and t.idx < sent.start_char + found.start())
    return [Fact("user", attribute, value.strip(" ,"))] if value.strip(" ,") else []


_PROPOSED = re.compile(r"\b(?:proposed|popped the question|got down on one knee|asked me to marry)\b", re.IGNORECASE)
_YES = re.compile(r"\b(?:i|the user) said yes\b|\bwe(?:'re| are) engaged\b", re.IGNORECASE)


def _said_yes(sent: Span) -> list[Fact]:
    """ "Marco got down on one knee tonight and I said yes!": the speaker is engaged, to whoever asked (by name)."""
    if not (_PROPOSED.search(sent.text) and _YES.search(sent.doc.text[sent.start_char:])):
        return []  # (the yes may be read as a clause of its own: the turn from the proposal on says it)
    asker = next((t for t in sent if t.dep_ == "nsubj" and t.tag_ in ("NNP", "NNPS") and t.ent_type_ in ("PERSON", "")
                  and _PROPOSED.search(t.head.text + " " + " ".join(c.text for c in t.head.children))), None)
    return [Fact("user", "marital_status", "engaged")] + (
        [Fact("user", "fiance", _full_name(asker))] if asker is not None else [])


_COLOURS = r"(?:white|green|grey|gray|blue|navy|yellow|red|pink|black|cream|beige|magnolia|teal|sage|terracotta|" \
    r"ochre|charcoal|taupe|lilac|purple|orange|brown|turquoise|mint|olive|mustard|burgundy|coral|duck egg)"
_SURFACES = r"(?:hallway|hall|kitchen|bedroom|lounge|living room|bathroom|front door|back door|fence|shed|walls|" \
    r"nursery|landing|stairs|ceiling|dining room|study|spare room|porch|garage door|bedroom walls)"
_PAINT = re.compile(rf"\bpaint(?:ing)?\s+(?:the|our|my)\s+(?P<thing>{_SURFACES})\s+(?:in\s+)?(?:a\s+)?"
                    rf"(?P<colour>(?:[a-z]+\s+){{0,2}}?{_COLOURS}(?:\s+{_COLOURS})?)\b|\b(?:the|our|my)\s+(?P<thing2>{_SURFACES})"
                    rf"(?:'s| is| will be)\s+(?:going to be\s+|gonna be\s+)?(?:painted\s+)?(?:a\s+)?"
                    rf"(?P<colour2>(?:[a-z]+\s+){{0,2}}?{_COLOURS}(?:\s+{_COLOURS})?)\b", re.IGNORECASE)


def _painted(sent: Span) -> list[Fact]:
    """ "Going to paint the hallway sage green", "so the hallway's going to be a warm white": the colour a room or a
    thing of the home is to be, a choice a later one replaces (the household's)."""
    found = _PAINT.search(sent.text)
    if found is None or not (_our_plan(sent) or re.search(r"\bgoing to be\b|\bgonna be\b|\bwill be\b", sent.text, re.I)
                             or decision(sent)):  # ("We've decided to paint the lounge grey")
        return []
    thing = (found.group("thing") or found.group("thing2")).lower()
    colour = (found.group("colour") or found.group("colour2")).lower()
    return [Fact("user", canonical_attribute(f"{thing} colour"), colour, Kind.DECISION)]


_MOVED_UP = re.compile(r"\b(?:bumped|moved|promoted|made|put)\s+(?:me|the user)\s+(?:up\s+)?(?:to|into)\s+(?:the\s+)?"
                       r"(?P<role>[a-z][a-z -]{2,30}?)(?=\s+(?:when|after|because|since|from|last|this)\b|\s*[,.!;]|$)",
                       re.IGNORECASE)


#: "I moved from meat inspector to the quality lead role", "went from barista to head roaster": one post for another.
_POST_TO_POST = re.compile(
    r"\b(?:I|I've|I have|I'd|I had|the user|the user has|the user had)\s+(?:\w+\s+)?(?:moved|switched|gone|went|stepped"
    r"|changed|transferred|progressed|been promoted|was promoted|got promoted)\s+(?:up\s+)?from\s+(?:an?\s+|the\s+"
    r"|being\s+(?:an?\s+)?)?(?P<old>[a-z][a-z -]{2,30}?)\s+(?:role\s+|post\s+|job\s+)?(?:up\s+)?(?:to|into)\s+"
    r"(?:an?\s+|the\s+|being\s+(?:an?\s+)?)?(?P<role>[a-z][a-z -]{2,30}?)(?:\s+(?:role|post|position|job))?"
    r"(?=\s+(?:at|in|for|with|on|when|after|because|since|last|this|and|in)\b|\s*[,.!;]|$)", re.IGNORECASE)


#: Where a message is written from, said first: "Greetings from Rothera!", "Hello from Lisbon", "Love from Bird
#: Island x". What the message goes on to call "here" is that place.
_GREETED_FROM = re.compile(r"^\W*(?i:greetings|hello|hi|hiya|love|hugs|waves|postcard|writing|wish you were here)"
                           r"(?i: all| everyone)? (?i:from) (?i:sunny |rainy |snowy |freezing |beautiful |lovely )?"
                           r"(?P<place>[A-Z][\w'’-]*(?: (?:[A-Z][\w'’-]*|de|del|da|du|la|le|of|on|upon))*)\W*$")
#: A stay long enough to be where one is based, not a visit: "here till next spring", "here for the season".
_STAY_LONG = re.compile(r"\bhere (?:till|until|til|through|for) (?:the )?(?:next |whole |rest of the |end of the )?"
                        r"(?:spring|summer|autumn|fall|winter|season|year|contract|rotation|posting|tour|"
                        r"(?:\w+ )?months|january|february|march|april|may|june|july|august|september|october|"
                        r"november|december)\b", re.IGNORECASE)
#: Another place given up for this one: "Swapped Halley's ice for fur seals", "traded Leeds for ...".
_SWAPPED_PLACE = re.compile(r"\b(?i:swapped|traded|exchanged|left|swapping|trading) (?P<old>[A-Z][\w-]*(?: [A-Z][\w-]*)*)"
                            r"(?:'s|’s)?\b")


#: An employer read with the site it owns: "Anglian Water's Cotton Valley", "Amazon's Tilbury".
_FIRMS_SITE = re.compile(r"^(?P<firm>(?!St\b|Saint\b)[A-Z][\w&-]*(?: [A-Z][\w&-]*){0,3})['’]s "
                         r"(?P<site>[A-Z][\w-]*(?: [A-Z][\w-]*){0,2})$")
#: Words that end the name of a branch or a house, never a place (“Sainsbury's Local”, “Guy's Hospital”).
_NO_SITE = frozenset({"local", "express", "metro", "extra", "superstore", "superstores"})


def _firm_and_site(facts: list[Fact]) -> list[Fact]:
    """An employer read whole with the named site it owns ("I work at Anglian Water's Cotton Valley works", the
    parser's "works" a verb): the firm, and the site where one works. A house named for someone ("St Mary's",
    "Guy's Hospital", "Neal's Yard") is one name."""
    out = []
    for f in facts:
        found = _FIRMS_SITE.match(f.value or "") if f.attribute == "employer" and not f.retracts else None
        last = found.group("site").split()[-1].lower() if found is not None else ""
        if found is None or last in _WORKPLACES | _SITES | _NO_SITE or last in _ROLE_HEADS:
            out.append(f)
            continue
        out.append(replace(f, value=found.group("firm")))
        if not any(g.entity == f.entity and g.attribute == "work_location" for g in facts):
            out.append(Fact(f.entity, "work_location", found.group("site")))
    return out


def _here_is(sent: Span, facts: list[Fact], memory: dict[str, str]) -> list[Fact]:
    """Where the speaker works, read from "here" in a message that opened by saying where it is written from
    (:data:`_GREETED_FROM`): "Greetings from Rothera! I'm the boating officer here for the summer season" (a post
    held here), "Greetings from Bird Island! Swapped Halley's ice for fur seals, here till next spring" (a long stay
    in the place of another one left). A visit ("here till Sunday") is no place one is based."""
    place = memory.get("here")
    if not place or not any(t.lower_ == "here" for t in sent) \
            or any(f.entity == "user" and f.attribute in ("work_location", "home_city") for f in facts):
        return []
    works = any(f.entity == "user" and f.attribute in ("job_title", "employer") and not f.retracts for f in facts)
    moved = _STAY_LONG.search(sent.text) is not None and (
        (found := _SWAPPED_PLACE.search(sent.text)) is not None and found.group("old") != place)
    return [Fact("user", "work_location", place)] if works or moved else []


def _moved_up(sent: Span) -> list[Fact]:
    """ "They bumped me up to head baker when Gerald left", "made me up to sergeant": the post one holds now (a post
    by its last word; the parser may read "to head baker" as a verb). "This year I moved from meat inspector to the
    quality lead role": the post moved to, where one of the two is a post a list knows and the other is shaped like
    one ("I moved from London to Leeds" is a home)."""
    found = _MOVED_UP.search(sent.text)
    role = found.group("role").strip() if found is not None else ""
    if role and role.split()[-1].lower() in lexicon.ROLES:
        return [Fact("user", "job_title", role)]
    found = _POST_TO_POST.search(sent.text)
    if found is None:
        return []
    said_old = found.group("old").strip()
    old, role = said_old.split()[-1].lower(), found.group("role").strip().split()[-1].lower()
    # (a post a list knows after any lower-case words, "from teaching assistant to class teacher"; a post by its
    # shape only after one a list knows)
    if role in _ROLE_HEADS and said_old.islower() or _trade_word(role) and old in _ROLE_HEADS:
        return [Fact("user", "job_title", found.group("role").strip())]
    return []


def _leased(sent: Span) -> list[Fact]:
    """ "Signed the lease on a one-bedroom in Winnipeg yesterday": where the home one has leased is."""
    for token in sent:
        if token.lower_ not in ("lease", "tenancy", "contract") or lemma_of(token.head) not in ("sign", "get", "take"):
            continue
        subject = _subject(token.head)
        if subject is not None and subject.lower_ not in ("i", "we") or _negated(token.head):
            continue
        on = _prep(token, "on", "for") or _prep(token.head, "on", "for")
        where = next((t for t in (on.subtree if on is not None else ()) if t.dep_ == "pobj" and t.tag_ in ("NNP", "NNPS")
                      and t.head.lower_ == "in"), None) if on is not None else None
        where = where or (_prep(token.head, "in") if on is not None else None)  # (the parser's "in" on the verb)
        if where is not None and where.tag_ in ("NNP", "NNPS") and not when_kind(phrase(where)):
            return [Fact("user", _place(phrase(where)), phrase(where))]
    return []


def _done_pastime(sent: Span) -> list[Fact]:
    """ "I do parkrun most Saturdays", the tagger's "parkrun" a verb with "do" its auxiliary: the speaker's pastime."""
    for token in sent:
        done = any(c.dep_ == "aux" and c.lower_ in ("do", "does") for c in token.children)
        subject = next((c for c in token.children if c.dep_ == "nsubj"), None)
        if token.lower_ in _DONE_PASTIMES and token.pos_ == "VERB" and done and not _negated(token) \
                and subject is not None and subject.lower_ in ("i", "we"):
            return [Fact("user", "hobbies", token.lower_)]
    return []


def _brought_home(sent: Span) -> list[Fact]:
    """ "Traded the old Silverado in and drove home a Ram 1500", "part-exchanged the Golf for a Tesla Model 3":
    the vehicle or phone the speaker came away with is the one they have now (its kind named by the value, so a
    road driven home along is nothing). Someone else's is left to the clause."""
    for verb in sent:
        lemma = lemma_of(verb)
        away = lemma in ("drive", "ride") and any(c.lower_ in _CAME_AWAY and c.dep_ in ("advmod", "prt")
                                                  for c in verb.children)
        traded = lemma in ("trade", "swap", "exchange", "part-exchange")
        if verb.pos_ != "VERB" or not (away or traded) or _negated(verb):
            continue
        subject = _subject(verb)
        if subject is not None and subject.lower_ not in ("i", "we"):
            continue
        things = [c for c in verb.children if c.dep_ in ("dobj", "npadvmod", "attr")] if away else [
            o for p in verb.children if p.dep_ == "prep" and p.lower_ == "for" for o in p.children if o.dep_ == "pobj"]
        for thing in things:
            kind = attribute_for_value(phrase(thing))
            if kind in ("car", "phone"):
                return [Fact("user", kind, phrase(thing))]
    return []


def _sleep_time(sent: Span) -> list[Fact]:
    """ "New baby means I'm in bed by 9 most nights now", "I'm usually up at 6": when the speaker goes to bed
    or gets up, said of being somewhere (in bed, asleep, up) rather than of going there (the phrase rules read
    "I go to bed at 11"). A night told in the past ("I was up at 3 with the baby") is an event, not a habit."""
    for token in sent:
        attribute = _SLEEP_WORDS.get(token.lower_)
        if attribute is None or (token.lower_ == "up" and token.dep_ == "prt"):
            continue  # "set up at 6" is not waking
        verb = token.head if token.head.lower_ not in ("in", "to") else token.head.head
        subject = _subject(verb)
        if subject is None or subject.lower_ != "i" or verb.tag_ in ("VBD", "VBN"):
            continue
        at = _CLOCK_AT.match(sent.doc[token.i + 1: sent.end].text)
        if at is not None:
            return [Fact("user", attribute, at.group(1).strip())]
    alarm = _ALARM_AT.search(sent.text)
    if alarm is not None and not re.search(r"\b(?:his|her|their|your)\s+alarm", sent.text, re.IGNORECASE) \
            and not any(t.tag_ == "VBD" and lemma_of(t) in ("go", "ring") for t in sent):
        return [Fact("user", "wake_time", alarm.group(1).strip())]  # ("alarm goes off at 7 now": when one gets up)
    return []


#: The speaker's alarm set for a time: "New routine: alarm goes off at 7 now", "my alarm's set for 5:30".
_ALARM_AT = re.compile(rf"\balarm(?:'s| is| goes off| rings| is set| set|'s set| clock goes off)\s+(?:for|at)\s+"
                       rf"(?:about\s+|around\s+)?({CLOCK_WORDS})\b", re.IGNORECASE)


def _out_of(heads: Iterable[Token]) -> Token | None:
    """The place said "out of" after one of ``heads`` ("a taco truck out of San Marcos", "a skipper on the boats out
    of Havelock"): the parser's "out" with its "of" under it, or an "of" right after an "out"."""
    children = [c for head in heads for c in head.children]
    return next((g for c in children if c.lower_ == "out" and c.dep_ in ("prep", "advmod", "prt")
                 for o in c.children if o.lower_ == "of" for g in o.children if g.dep_ == "pobj"), None) \
        or next((g for c in children if c.lower_ == "of" and c.dep_ == "prep" and c.i > 0
                 and c.doc[c.i - 1].lower_ == "out" for g in c.children if g.dep_ == "pobj"), None)


def _business_in(verb: Token) -> Pairs:
    """ "My uncle runs a vineyard in Mendoza", "she owns a bakery in Naples": where someone runs a business of
    their own is where they live (a named place only)."""
    if lemma_of(verb) not in ("run", "own", "manage") or not any(
            c.dep_ == "dobj" and c.pos_ == "NOUN" for c in verb.children):
        return []
    obj = next(c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN")
    place = _prep(verb, "in") or _prep(obj, "in")
    out_of = _out_of((verb, obj))  # ("I run a taco truck out of San Marcos": where it trades from, where one works)
    if place is None and out_of is not None and out_of.tag_ in ("NNP", "NNPS") and not when_kind(phrase(out_of)) \
            and not _past_state(verb) and verb.tag_ != "VBD":
        return [("work_location", phrase(out_of))]
    if place is None or place.tag_ not in ("NNP", "NNPS") or when_kind(phrase(place)) \
            or obj.lower_ in _EVENT_RUNS or _past_state(verb) or verb.tag_ == "VBD":
        return []  # "I ran my first marathon in April": a race run, not a business; "ran a shop in Leeds": once
    return [(_place(phrase(place)), phrase(place))]


#: What one runs as an event, never as a business.
_EVENT_RUNS = frozenset({"marathon", "race", "10k", "5k", "half", "ultra", "workshop", "session", "meeting",
                         "event", "course", "test", "tests", "errand", "errands", "mile", "miles", "k"})


def _made_post(sent: Span) -> list[Fact]:
    """ "They made me head chef last week!": the post someone gave the speaker is the speaker's job title; so is one
    whose token of office they got ("Got my team leader lanyard today", "finally got my sergeant's stripes")."""
    badge = _POST_TOKEN.search(_as_said(sent))
    post = badge.group("post").strip().removesuffix("'s") if badge is not None else ""
    if post and (post.split()[-1] in lexicon.ROLES or post.split()[-1] in _ROLE_HEADS):
        return [Fact("user", "job_title", post)]
    let_in = _WORKPLACE_TOKEN.search(_as_said(sent))
    if let_in is not None and not when_kind(let_in.group("firm")):
        # ("Got my badge for the birth centre at Salford Royal today, first shift there Monday": the workplace
        # whose pass one was given)
        return [Fact("user", "employer", let_in.group("firm"))]
    return next(([Fact("user", a, v) for a, v in found] for found in map(_made_into, sent) if found), [])


def _as_said(sent: Span) -> str:
    """``sent``'s words with the words the parser was given stand-ins for put back ("lanyard", read as "dairy")."""
    return named(sent.text, sent.doc.user_data.get("stand_ins") or {})


#: A workplace said by the pass one was given to it: "Got my badge for the birth centre at Salford Royal", "picked up
#: my swipe card for Arup today".
_WORKPLACE_TOKEN = re.compile(r"\b(?i:got|get|getting|been given|was given|received|picked up|collected)\s+(?i:my)\s+"
                              r"(?i:new\s+)?(?i:id\s+|staff\s+|swipe\s+|security\s+)?(?i:badge|lanyard|pass|id|"
                              r"swipe card|keycard|key card|keys|uniform|login)\s+(?i:for)\s+(?:(?i:the)\s+(?:[a-z-]+\s+)"
                              r"{0,3}(?i:at|in|of)\s+(?:(?i:the)\s+)?)?(?P<firm>[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,3})")
#: A post said by its token of office: "Got my team leader lanyard", "got my sergeant's stripes".
_POST_TOKEN = re.compile(r"\b(?:got|get|getting|been given|was given|received|earned|picked up|collected)\s+my\s+"
                         r"(?:new\s+)?(?P<post>(?:[a-z-]+\s+){0,2}[a-z-]+?(?:'s)?)\s+"
                         r"(?:lanyard|badge|stripes|pips|epaulettes|name badge|id badge|warrant card|whites)\b",
                         re.IGNORECASE)


def _made_into(verb: Token) -> Pairs:
    """ "They made me head chef", "they've appointed me team lead": the post the speaker was given."""
    if lemma_of(verb) not in ("make", "appoint", "name"):
        return []
    post = next((c for c in verb.children if c.dep_ in ("ccomp", "oprd", "xcomp", "dobj") and c.pos_ == "NOUN"
                 and any(g.lower_ == "me" for g in c.children)), None) or next(
        (c for c in verb.children if c.dep_ in ("oprd", "xcomp") and c.pos_ == "NOUN"), None)
    if post is None or not any(t.lower_ == "me" for t in verb.subtree):
        return []
    head = post.lower_
    if head in lexicon.ROLES or head.rstrip("s") in lexicon.ROLES or _role_shaped(post):
        return [("job_title", " ".join(t.text for t in post.subtree if t.dep_ in ("compound", "amod") or t.i == post.i))]
    return []


#: A first stint somewhere, said as what was done ("did my first night at ..."), and the verbs that say it.
_FIRST_STINTS = frozenset({"night", "nights", "shift", "day", "week", "late", "lates", "early", "earlies"})
_STINT_VERBS = frozenset({"do", "work", "start", "pull", "have", "finish"})
#: What one gives as a teacher, a first one of which at a place is a first stint there ("taught my first class at
#: Tango Studio"); one "had" or "took" is a pupil's.
_FIRST_TAUGHT = frozenset({"class", "lesson", "session", "workshop"})
_TEACHING_VERBS = frozenset({"teach", "run", "lead", "give"})
#: Trades said as what one is doing, and the one who does them: "nursing" is a nurse's work.
_TRADE_GERUNDS = {"nursing": "nurse", "teaching": "teacher", "lecturing": "lecturer", "nannying": "nanny",
                  "portering": "porter", "waitressing": "waitress", "bartending": "bartender", "cheffing": "chef",
                  "lifeguarding": "lifeguard", "childminding": "childminder", "labouring": "labourer",
                  "tutoring": "tutor", "midwifing": "midwife", "barbering": "barber", "plastering": "plasterer",
                  "bricklaying": "bricklayer", "joinering": "joiner", "stewarding": "steward", "caddying": "caddie",
                  "temping": "temp", "locuming": "locum"}


def _trade_of(lemma: str) -> str | None:
    """The trade the lexicon knows for one who does what ``lemma`` says ("brew" -> "brewer", "restore" ->
    "restorer"), or None."""
    return next((a for a in (f"{lemma}er", f"{lemma}r", f"{lemma}{lemma[-1:]}er") if a in lexicon.ROLES), None)


#: Who does what a verb says, where "-er" is not how it is said.
_DOERS = {"cook": "cook", "guide": "guide", "nurse": "nurse", "sell": "seller", "cut": "cutter", "run": "runner",
          "shop": "shopper", "ship": "shipper", "plan": "planner", "dig": "digger", "act": "actor", "sail": "sailor",
          "survey": "surveyor", "translate": "translator", "edit": "editor", "invest": "investor",
          "counsel": "counsellor", "illustrate": "illustrator", "operate": "operator", "inspect": "inspector",
          "conduct": "conductor", "instruct": "instructor", "sculpt": "sculptor", "tutor": "tutor", "coach": "coach",
          "model": "model", "temp": "temp", "chauffeur": "chauffeur", "busk": "busker", "type": "typist",
          "photograph": "photographer", "interpret": "interpreter", "study": "student", "lecture": "lecturer"}
#: Verbs of no trade, whatever is said "for a living" after them ("what do you do for a living").
_NOT_A_LIVING = frozenset({"do", "be", "have", "get", "make", "work", "need", "want", "earn", "go", "say", "ask", "tell"})


def _doer(lemma: str) -> str:
    """The one who does what ``lemma`` says, named for a trade said "for a living" though the lexicon may not list it
    (:func:`_trade_of` reads only those it lists): an irregular one (:data:`_DOERS`), or the verb with "-er"
    ("restore" -> "restorer", "farm" -> "farmer")."""
    if lemma in _DOERS:
        return _DOERS[lemma]
    if lemma.endswith("e"):
        return lemma + "r"
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ier"
    if re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", lemma):
        return lemma + lemma[-1] + "er"  # ("set" -> "setter", "run" -> "runner": one syllable, its end doubled)
    return lemma + "er"


def _for_a_living(verb: Token, lemma: str) -> Pairs:
    """A trade said as what one does "for a living" ("restores antique furniture for a living" is a furniture
    restorer) or as farming something ("been farming deer twenty years": a deer farmer)."""
    if _negated(verb) or verb.pos_ != "VERB" or lemma in _NOT_A_LIVING or verb.sent.text.rstrip().endswith("?"):
        return []
    done = _object(verb)
    living = any(c.dep_ == "prep" and c.lower_ == "for" and any(g.lower_ == "living" for g in c.children)
                 for c in (*verb.children, *(done.children if done is not None else ())))
    farmed = lemma == "farm" and done is not None and done.pos_ == "NOUN"
    if not (living or farmed):
        return []
    what = lemma_of(done).lower() if done is not None and done.pos_ == "NOUN" and done.lower_ != "living" \
        and done.lower_ not in _LAND else ""  # ("farms 300 acres": a farmer, of no crop called acres)
    return [("job_title", f"{what} {_doer(lemma)}".strip())]


#: The last word of a sports club's name ("Holy Trinity ABC", "Tyne Rowing Club", "Salford Harriers").
_CLUB_ENDS = frozenset({"club", "abc", "bc", "fc", "afc", "rfc", "rufc", "ac", "harriers", "cc", "sc", "rc", "bcc",
                        "wheelers", "striders", "runners", "rovers", "athletic", "academy", "gym"})


#: Sports done in pairs, whose "with" names a person one does them with: "I'm dancing with Rohan now".
_PAIRED = frozenset({"dance", "climb", "skate"})


def _partnered(side: Token, lemma: str) -> bool:
    """Whether the "with" of a paired sport names one person, a partner, rather than a club: one given name, no
    word of a club before it, no country ("dancing with Rohan", against "rows with Agecroft Rowing Club")."""
    return lemma in _PAIRED and side.head.lower_ == "with" and side.tag_ == "NNP" \
        and side.ent_type_ in ("PERSON", "") and not any(c.dep_ in ("compound", "det", "amod") for c in side.children) \
        and not is_country(side.text) and side.lower_ not in _NOT_NAMES  # (a single word names a person, town or not)


def _club_at(verb: Token) -> Token | None:
    """The club a sport is done "at", when its name says it is one ("Oisín boxes at Holy Trinity ABC")."""
    at = _prep(verb, "at")
    return at if at is not None and at.lower_ in _CLUB_ENDS and (at.tag_ in ("NNP", "NNPS") or any(
        c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in at.children)) else None


def predicate(verb: Token, entity: str) -> Pairs:
    """The (attribute, value) pairs a verb and its dependents state about ``entity``."""
    lemma = lemma_of(verb)
    part = _part_played(verb, lemma)
    if part:
        return part
    stint = next((c for c in verb.children if c.dep_ in ("dobj", "npadvmod")
                  and (c.lower_ in _FIRST_STINTS and lemma in _STINT_VERBS
                       or c.lower_ in _FIRST_TAUGHT and lemma in _TEACHING_VERBS)
                  and any(a.lower_ == "first" for a in c.children)), None) if not _negated(verb) else None
    stint_at = (_prep(stint, "at", "with", "for") or _prep(verb, "at", "with", "for")) if stint is not None else None
    if stint_at is not None and stint_at.tag_ in ("NNP", "NNPS") and not when_kind(phrase(stint_at)):
        # "did my first night at the Friarage", "My son did his first shift at Asda", "I'll do my first night at the
        # Royal on Monday": where one works now (a school, for a first day at one)
        # (a school one teaches at is one's employer)
        return [("school" if _school_name(phrase(stint_at)) and lemma not in _TEACHING_VERBS else "employer",
                 _firm_name(stint_at))]
    living = _for_a_living(verb, lemma)
    if living:  # "Sanjay restores antique furniture for a living", "been farming deer twenty years": the trade
        return living
    plying = _TRADE_GERUNDS.get(verb.lower_) if verb.tag_ == "VBG" and not _negated(verb) and any(
        c.dep_ == "aux" and lemma_of(c) == "be" for c in verb.children) and not any(
        c.dep_ == "dobj" for c in verb.children) else None
    if plying:  # "she's nursing in the UHG now", "I'm portering at the Royal": the trade, and where it is plied
        plied_at = _prep(verb, "at", "in", "for", "with")
        # (a town said bare after "in" is where; a place said with "the", or "at" one, is whom for)
        town = plied_at is not None and plied_at.head.lower_ == "in" and not any(
            c.dep_ == "det" for c in plied_at.children)
        plied: Pairs = ([("work_location", phrase(plied_at))] if town or is_country(plied_at.text)
                        else [("employer", _firm_name(plied_at))]) \
            if plied_at is not None and plied_at.tag_ in ("NNP", "NNPS") else []
        if plied_at is not None and plied_at.lower_ in lexicon.WARDS:
            plied = [("ward", plied_at.lower_)]  # ("I'm portering in outpatients this month": the ward one is on)
        return [("job_title", plying)] + plied
    registered = next((c for c in verb.children if c.dep_ in ("oprd", "acomp") and c.lower_ in ("blind", "deaf",
                                                                                           "disabled")), None) \
        if lemma == "register" and not _negated(verb) else None
    if registered is not None:  # "I am registered blind": the condition, as the register says it
        return [("medical_conditions", f"registered {registered.lower_}")]
    # (the speaker's own sport for a club is read as the pastime it is: "I swim for Otter Swimming Club")
    side = (_prep(verb, "for") if lemma == "play" else (_prep(verb, "for", "with") or _club_at(verb))
            if lemma in _SPORTED else None) \
        if (verb.tag_ in ("VBP", "VBZ") or verb.tag_ == "VBG" and lemma in _SPORTED) and not _negated(verb) \
        and _object(verb) is None else None
    # ("I play tenor horn for Grimethorpe": the instrument is what is said; "Jack fences with Salle Dunfermline", "she
    # rows for Tyne": the club one does a sport with)
    if side is not None and (side.tag_ in ("NNP", "NNPS") or any(c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
                                                                 for c in side.children)):
        # "My son Aarav plays for the Slough Jets juniors", "I play for Clapham Rovers", "Jack fences with Salle
        # Dunfermline": the side one plays or does the sport for; the speaker's own sport is their pastime too ("I
        # row with Agecroft Rowing Club": the club a move takes them from, and rowing, said apart from the club so
        # that leaving the club leaves no word of it held)
        pastime = [("hobbies", _gerund(verb))] if entity == "user" and lemma != "play" else []
        if _partnered(side, lemma):
            # ("from this month I am dancing with Rohan": whom one dances with is one's partner in it, no club)
            return [(f"{'dance' if lemma == 'dance' else _gerund(verb)}_partner", side.text)] + pastime
        return [("team", phrase(side))] + pastime
    where = _prep(verb, "in") if lemma == "stay" and verb.tag_ in ("VBP", "VBZ") and not _negated(verb) else None
    where = _named_place(where) if where is not None and where.pos_ == "NOUN" else where  # "in a flat in Partick"
    if where is not None and where.tag_ in ("NNP", "NNPS") and not when_kind(phrase(where)):
        return [(_place(phrase(where)), phrase(where))]  # "I stay in Kirkcaldy": where one lives, said in Scots
    switched = _switched_kind(verb) or _activity_time(verb) or _business_in(verb)
    if switched:
        return switched
    chosen = (_object(verb) or _prep(verb, "for")) if _chosen_over(verb, lemma) else None
    if chosen is not None and chosen.pos_ in ("NOUN", "PROPN"):
        # "I'd pick the train over flying", "I'd rather take the train than fly": one of two, chosen as a taste
        typed = attribute_for_value(phrase(chosen))
        typed = "preferred_programming_language" if typed == "programming_languages" else typed
        return [(typed if typed in PREFERENCE_ATTRIBUTES else "likes", phrase(chosen))]
    if lemma in _BECOME or lemma == "get" and any(c.dep_ == "acomp" and c.lower_ in _GOOD_AT for c in verb.children):
        # ("getting decent at Welsh")
        complement = next((c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd", "dobj")), None)
        became = _copula(entity == "user", complement) if complement is not None else []
        if became:
            return became
    faith = _prep(verb, "to") if lemma == "convert" and not _negated(verb) else None
    believer = (lexicon.FAITH_NAMES.get(faith.lower_) or _faith(faith)) if faith is not None else None
    if believer:  # "My cousin converted to Islam", "he converted to Catholicism": the faith they hold now
        return [("religion", believer)]
    again = next((c for c in verb.children if c.lower_ == "back"), None)
    dyed = (_prep(verb, "to") or (_prep(again, "to") if again is not None else None)
            or next((c for c in verb.children if c.dep_ in ("oprd", "acomp", "xcomp")), None)) if lemma == "dye" else None
    if dyed is not None and dyed.lower_ in lexicon.DYED_COLOURS:  # "Dyed it back to brunette", "dyed my hair pink"
        return [("hair_colour", dyed.lower_)]
    if lemma == "react" and not _negated(verb):  # "I react to ibuprofen too": one more thing one is allergic to
        to = next((t for t in verb.doc[verb.i + 1: verb.sent.end] if t.lower_ == "to"), None)
        what = next((t for t in verb.doc[to.i + 1: verb.sent.end] if t.dep_ != "det"), None) if to is not None \
            else None  # (the tagger may read "to ibuprofen" as a verb's infinitive)
        if what is not None and what.is_alpha and what.lower_ not in ("it", "that", "this", "them", "well", "badly"):
            allergen = [what.text] + [t.text for t in itertools.takewhile(
                lambda t: t.pos_ in ("NOUN", "PROPN"), verb.doc[what.i + 1: verb.sent.end])]  # "tree nuts"
            return [("allergies", " ".join(allergen))]
    if lemma == "promote":
        to = next((t for t in verb.subtree if t.lower_ == "to" and t.i > verb.i), None) or next(
            (t for t in verb.doc[verb.i + 1: verb.sent.end] if t.text in ("-", ":", "\u2013", "\u2014")), None)
        if to is not None:
            words: list[str] = []
            for t in verb.doc[to.i + 1: verb.sent.end]:
                if t.lower_ == "of" and words and t.head.text in words and t.head.i > to.i:
                    words.append(t.text)  # "promoted to head of sales in the spring": the post's own "of"
                    continue
                if t.is_punct or t.tag_ in ("IN", "CC") or t.dep_ in ("npadvmod", "prep") \
                        or t.lower_ in ("last", "this", "next", "yesterday", "today", "recently"):
                    break  # "promoted to senior engineer last week": the post, not when
                words.append(t.text)
            value = " ".join(w for w in words if w.lower() not in ("a", "an", "the", "now"))
            return [("job_title", value)] if value and (to.lower_ == "to" or any(
                w.lower() in lexicon.ROLES for w in words)) else []
    lost = _object(verb) if lemma == "lose" else None
    if lost is not None and _counted_stock(lost):
        return []  # ("We lost four thousand fish to an algal bloom": stock, counted past a household's pets)
    if lost is not None and (lost.tag_ in ("NNP", "NNPS") and _prep(verb, "to") is not None
                             or lost.lower_ in lexicon.PETS):
        # "Lost Mabel to a fox last night", "We lost our cat Tigger to cancer": a pet that died is gone (the
        # parser may give the name as a second object)
        named = _name_of(lost) or next((c.text for c in verb.children if c.dep_ == "dobj" and c.i == lost.i + 1
                                        and c.tag_ in ("NNP", "NNPS")), None)
        return [("pets", named or (lost.text if lost.tag_ in ("NNP", "NNPS") else phrase(lost)))]
    ended = _object(verb) if lemma in _GET_OVER or (lemma == "get" and _particle(verb) == "over") else None
    if ended is None and lemma == "get" and _particle(verb) == "over":
        ended = _prep(verb, "over")
    if ended is not None and ended.lemma_ in ("allergy", "intolerance"):
        allergen = [c for c in ended.children if c.dep_ in ("compound", "amod", "nmod") and c.i < ended.i]
        # "my son has outgrown his egg allergy": the allergy is no longer his
        return [("allergies", _plural(allergen[-1].lower_))] if allergen else []
    food = _stopped_eating(verb)
    if food is not None:  # "My wife stopped eating meat", "I've given up drinking": a diet, not a pastime dropped
        return _without(food, drinking=food.lower_ in _DRINKS)
    packed = _packed_in(verb)
    if lemma in _REMOVE or (lemma == "give" and _particle(verb) == "up") or packed:
        # ("packed in the five-a-side", "jacked in the gym": given up, the parser's "in" a preposition)
        obj = (_prep(verb, "in") if packed else None) or _object(verb) or (_prep(verb, "of") if lemma == "rid"
                                                                          else None)
        if obj is not None and obj.lower_ in _SHARES_OF and _prep(obj, "of") is not None:
            obj = _prep(obj, "of")  # ("Rehomed the last of the huskies", "sold the rest of the hens": the animals)
        if obj is not None and obj.pos_ == "VERB" and lemma_of(obj) in _ASKED_OF_THE_ASSISTANT:
            return []  # ("please stop suggesting chicken": what the assistant is asked not to do, nothing given up)
        if lemma in ("lose", "sell") and obj is not None and _counted_stock(obj):
            return []  # ("sold 40 lambs at the mart": stock, not one's animals)
        if lemma == "release" and (obj is None or not (obj.tag_ in ("NNP", "NNPS")
                                                      or obj.lemma_.lower() in lexicon.PETS)):
            return []  # ("Released Pip back at Wenlock Edge": an animal let go; a record or a statement released, no)
        if lemma == "sell" and obj is not None and obj.pos_ == "NOUN" and not any(
                c.dep_ in ("det", "poss", "nummod") for c in obj.children):
            return []  # "Auntie sells fish at the market", "Dad sold cars for years": a trade, nothing of one's own
        inner = _object(obj) if obj is not None and obj.pos_ == "VERB" else None
        if obj is not None and inner is not None:  # "stopped playing the violin": what was played
            doing = _VERB_OBJECTS.get(lemma_of(obj))
            return [(_removed_attribute(t) if doing in (None, "instrument", "hobbies") else doing, phrase(t))
                    for t in conjuncts(inner)]
        if obj is None or obj.lower_ in _NOTHING_IN_PARTICULAR or obj.lower_ in ("me", "us", "him", "her", "them") \
                or lemma in ("drop", "cut") \
                and obj.lemma_.lower() in _PAID | {"price", "cost", "prices"}:
            # ("the removal van dropped everything at our new place": nothing given up; "the landlord dropped the
            # rent": lowered, not given up)
            return []
        # a thing sold or got rid of is a possession, never a pastime: what it was is left to the memory that
        # names it ("sold the golf" retires "I drive a Golf" by name: credo.belief.replaced)
        # ("Packed in the captaincy at Barnt Green": the post given up, as the post was said)
        # ("given up the bees": the pastime they were kept for)
        return [("job_title", lexicon.POST_ROLES[t.lower_]) if t.lower_ in lexicon.POST_ROLES
                else ("hobbies", lexicon.PASTIME_OF[t.lower_]) if t.lower_ in lexicon.PASTIME_OF and lemma == "give"
                else (_removed_attribute(t), phrase(t)) for t in conjuncts(obj)
                if lemma not in ("sell", "rid") or _removed_attribute(t) != "hobbies"]
    listed = (_prep(verb, "to") or _prep(_object(verb), "to")) if lemma == "add" and _object(verb) is not None else None
    if listed is not None and _owner(listed) == "user" and listed.lower_ in _ROUTINES:
        # "Added bouldering to my weekly routine": one more pastime
        return [("hobbies", phrase(t)) for t in conjuncts(_object(verb))]
    if listed is not None and _owner(listed) == "user":  # "Add wasps to my allergy list": one more value
        kind = next((c for c in listed.children if c.dep_ == "compound"), None) if listed.lower_ == "list" else listed
        if kind is not None:
            return [(_typed(phrase(t), canonical_attribute(kind.lower_)), phrase(t)) for t in conjuncts(_object(verb))]
    if lemma == "return" and _object(verb) is not None and attribute_for_value(phrase(_object(verb))):
        return [(_removed_attribute(_object(verb)), phrase(_object(verb)))]  # "returned the iPhone"
    back = next((c for c in verb.children if c.lower_ == "back" and c.dep_ in ("advmod", "prt")), None)
    onto = (_prep(verb, "to", "on", "onto") or (_prep(back, "to", "on", "onto") if back is not None else None)
            or (_prep(verb, "at", "with") if lemma == "be" and not any(
                c.dep_ == "attr" and (c.lower_ in lexicon.ROLES or _role_shaped(c)) for c in verb.children)
                else None)) \
        if lemma in _ONTO else None  # "I'm at The Gym Group now", "I'm with Monzo these days"
    # (not a post's firm: "a mortgage adviser at Nationwide" works there, whatever Nationwide is)
    typed = _back_onto(onto) if onto is not None else None  # "I'm back to vegetarian", "swapped onto late shifts"
    if typed in SERVICES.values() and onto is not None and lemma == "go" and any(
            c.lower_ == "the" for c in onto.children):
        typed = None  # ("we go to the Bell for a pint": a pub; one goes over to a provider named without "the")
    held = _object(verb) if typed else None
    service = SERVICES.get(held.lower_) if held is not None else None
    if service and typed in set(SERVICES.values()):
        typed = service  # ("Switched the broadband to Vodafone": the broadband's provider, whatever else it sells)
    if typed is None and onto is not None and is_instrument(phrase(onto)) and _prep(verb, "from") is not None:
        typed = "instruments"  # "Arjun switched from trumpet to the drums" (without "from", the writer names it)
    moved = _object(verb) if lemma in _MOVED_ONTO else None  # "migrate the docs to Confluence": the docs' place
    if onto is not None and typed and typed != "home_country" and not (
            typed == "tools" and moved is not None and moved.pos_ == "NOUN" and moved.lower_ not in _GENERIC_WORK):
        # "switched to postgres for the new service": that thing's, as a decision "for" it names it
        scope = (_prep(verb, "for") or _prep(onto, "for")) if lemma in _MOVED_ONTO else None
        thing = settled_thing(phrase(scope)) if scope is not None and scope.pos_ == "NOUN" and any(
            c.dep_ in ("det", "poss") and c.lower_ in ("the", "our", "my") for c in scope.children) else None
        # ("moved to a Mac for work": why, not which thing)
        # "I'm back on my Pixel 8", "switched to Neovim", "went back to the Galaxy"
        if thing is None and is_multi_valued(typed):  # ("I'm on metformin and ramipril": each of them)
            # (or hung on the verb: "I'm on metformin and ramipril now")
            hung = [c for c in verb.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN") and c.i > onto.i]
            return [(typed, _onto_said(t)) for t in [*conjuncts(onto), *hung]
                    if t.i == onto.i or _back_onto(t) == typed]
        return [(thing or typed, _onto_said(onto))]
    wanting = lemma in ("want", "prefer", "like", "need")
    wanted = _object(verb) if wanting else None
    # "prefers Slack over email": with an object that is itself a way (or any typed value), "over" names what
    # is passed over; "prefer updates over email" is updates by email
    passed_over = wanted is not None and lemma == "prefer" and (
        wanted.lower_ in _CHANNELS or attribute_for_value(phrase(wanted)) is not None)
    ways = ("by", "via", "through") if passed_over else ("by", "via", "over", "through")
    channel = (_prep(verb, *ways) or (_prep(wanted, *ways) if wanted is not None else None)) if wanting else None
    if channel is not None and channel.lower_ in _CHANNELS:  # "only wants updates by email"
        return [("communication_channel", _CHANNELS[channel.lower_])]
    keen = _KEEN.get(verb.lower_) if verb.tag_ == "VBN" else None
    if keen is not None and _prep(verb, keen[0]) is not None:  # "Dave is obsessed with Rust" (a passive root)
        return [(keen[1], phrase(t)) for t in conjuncts(_prep(verb, keen[0]))]
    on = _prep(verb, "on") if lemma == "be" else None
    status = _status_got(verb) if on is not None and _STATUSES.search(phrase(on)) else None
    if status:  # "I was on a Skilled Worker visa until March": the leave one was on
        return [("immigration_status", status)]
    if lemma == "be":
        provider, used = _prep(verb, "with"), _prep(verb, "for")
        service = _service(used) if used is not None else None
        if provider is not None and service and provider.text[:1].isupper():
            return [(service, phrase(provider))]  # "I'm with Vodafone for my mobile"
        complement = _object(verb)
        copula = _copula(entity == "user", complement) if complement is not None \
            and complement.dep_ not in ("ccomp", "xcomp") else None
        came = _came_from(complement) if complement is not None and entity == "user" else None
        if came:  # "I'm an Igbo girl from Onitsha", "I'm a Kerry man living in Boston": where one is from
            return [("origin", came)] + (copula or [])
        if copula or copula is not None and _prep(verb, "in") is None:
            return copula  # (an empty one beside "in": "I'm in a Toyota Yaris hybrid now", the parser's "hybrid")
        origin = _prep(verb, "from") if not any(c.lower_ == "back" for c in verb.children) else None
        if origin is not None and not _DATE_WORDS.fullmatch(phrase(origin)) and not when_kind(phrase(origin)) \
                and not origin.like_num and origin.lower_ not in TIMES_OF_DAY \
                and origin.lower_ not in ("week", "month", "year", "today", "tomorrow", "now"):
            # ("from 2019 to 2022" is a period; "Standup is at 10 from next week": when, no roots)
            return [("origin", phrase(origin))]  # ("Eamon's back from his hernia op": returned, no roots)
        sings = _prep(verb, "with") if entity == "user" else None
        voice = sings.lower_[:-1] if sings is not None and sings.lower_.endswith("s") else None
        if voice is not None and _played(voice) == "voice_part" and not _negated(verb):
            return [("voice_part", voice)]  # "I'm with the tenors in the church choir", "with the altos"
        on = _prep(verb, "on")
        dosed = _prep(on, "of") if on is not None and on.lower_ in _DOSES and any(c.like_num for c in on.children) \
            else None
        if on is not None and dosed is not None and is_medication(phrase(dosed)) and not _negated(verb):
            # "I'm on 20mg of citalopram": the medicine, and how much of it (which "upped to 30mg" replaces)
            dose = "".join(t.text for t in on.subtree if t.i <= on.i and (t.like_num or t.i == on.i))
            # (the dose first: the sentence's words, which say the dose, go when the dose changes)
            return [(phrase(dosed).lower(), canonical_value(phrase(dosed), dose)), ("medications", phrase(dosed))]
        if on is not None and on.lower_ == "diet" and any(c.dep_ in ("compound", "amod") for c in on.children):
            # "I'm on the keto diet", "on a low-carb diet"
            said = " ".join(t.lower_ for t in on.subtree if t.i < on.i and t.dep_ not in ("det", "poss"))
            return [("diet", said.replace(" - ", "-"))]
        between = _prep(verb, "between")
        if between is not None and between.lower_ in ("jobs", "roles", "contracts"):
            return [("employment_status", "between jobs")]  # "I'm currently between jobs"
        off = _prep(verb, "off")
        if off is not None and is_medication(phrase(off)):
            return [("medications", phrase(off))]  # "I'm off the lisinopril now": taken back (_off_a_medicine)
        place = _prep(verb, "in", "on") or (_prep(back, "in") if back is not None else None)
        if place is not None and entity in ("user", "team") and place.lower_ == "office" and place.head.lower_ == "in" \
                and any(c.lower_ == "the" for c in place.children) and not _negated(verb):
            return [("work_location", "office")]  # "We're back in the office full time now": where one works
        if place is not None and (entity == "user" and (place.lower_ == "team" or place.lower_ == "watch"
                                                        and place.tag_ == "NNP") or entity not in ("team", "company")
                                  and place.lower_ in ("team", "squad") and place.head.lower_ == "in"
                                  and any(c.dep_ in ("compound", "amod", "nmod") for c in place.children)):
            # ("My son Kai is in the development squad at gymnastics": which of the club's squads he is in)
            post = _prep(verb, "as") or _prep(place, "as")  # "I'm in the employment team as an NQ now": the post too
            titled = post is not None and (post.lower_ in lexicon.ROLES or _role_shaped(post)
                                           or post.text in lexicon.ROLE_ACRONYMS)
            # ("Monday I'm on the art team at Rare": the firm whose team it is)
            firm = _prep(place, "at") or _prep(verb, "at")
            firm = firm if firm is not None and firm.tag_ in ("NNP", "NNPS") and entity == "user" else None
            return [("team", phrase(place))] + ([("job_title", _one_role(post))] if titled else []) \
                + ([("employer", phrase(firm))] if firm is not None else [])
        now = any(t.lower_ in ("now", "nowadays") and t.i > verb.i for t in verb.sent)
        if place is not None and now and place.head.lower_ == "in" and attribute_for_value(phrase(place)) == "car":
            return [("car", phrase(place))]  # "I'm in a Toyota Yaris hybrid now": what one drives
        if place is not None and place.lower_ in _FIELDS and place.head.lower_ == "in" \
                and not any(c.dep_ in ("det", "poss") for c in place.children):
            return [("industry", phrase(place))]  # "Work-wise I'm in cybersecurity"
        # "my mum is still in Inverness" (and the place beside it: "I'm in Glasgow, my mum is still in ..."); a
        # "still" on anything but a verb of place ("in Paris, still jet-lagged") settles nothing
        still = any(t.lower_ == "still" and (p := _prep(t.head, "in")) is not None and p.tag_ in ("NNP", "NNPS")
                    for t in verb.sent)
        settled = still or any(t.lower_ in ("now", "moved", "relocated", "settled") for t in verb.sent) or any(
            c.lower_ == "back" for c in verb.children) \
            or _prep(verb, "since") is not None or _for_years(verb) \
            or corrects(verb.sent.text)  # "I'm back in Toronto": home again; "been in Bath since 2024"; "Got that
        # wrong, Orla's in Limerick": where one is, said to put right where one lives
        if place is not None and settled and place.tag_ in ("NNP", "NNPS") and place.head.lower_ == "in" \
                and place.text[:1].isupper():  # ("Ivy's back in junior": a squad, in lower case, no town)
            return [(_place(phrase(place)), phrase(place))]  # "she's in Dundee now", after a move
        if place is not None and _dwelling(place) and place.head.lower_ == "in" and not _negated(verb):
            # "we're in the cottage at North Berwick now", "I'm in a flat in Leith": the town the home is in
            town = _prep(place, "at", "in") or next((g for c in verb.children if c.dep_ == "prep" and c.lower_ in
                                                     ("at", "in") for g in c.children if g.tag_ in ("NNP", "NNPS")), None)
            if town is not None and town.tag_ in ("NNP", "NNPS") and not when_kind(phrase(town)):
                return [(_place(phrase(town)), phrase(town))]
        at, lasting = _prep(verb, "at"), _prep(verb, "for")
        called = next((o for c in at.children if c.dep_ == "acl" and lemma_of(c) in ("call", "name")
                       for o in c.children if o.dep_ == "oprd" and o.tag_ in ("NNP", "NNPS")), None) \
            if at is not None and at.pos_ == "NOUN" else None
        if called is not None and verb.tag_ == "VBN" \
                and any(c.lower_ in ("'ve", "have", "has", "'s") for c in verb.children):
            return [("employer", called.text)]  # "I've been at a small startup called Loopwise since": there now
        if at is not None and at.tag_ in ("NNP", "NNPS") and _school_name(phrase(at)):
            return [("school", phrase(at))]  # "she's at Oakwood Academy now": a school by its name
        if at is not None and at.tag_ in ("NNP", "NNPS") and lasting is not None \
                and lasting.lemma_ in ("year", "month", "decade"):
            return [("employer", phrase(at))]  # "I've been at Spotify for six years now": years at a place of work
        since = _prep(verb, "since")
        if at is not None and at.tag_ in ("NNP", "NNPS") and since is not None and not is_country(phrase(at)) \
                and (since.tag_ in ("NNP", "CD") or _DATE_WORDS.fullmatch(phrase(since))):
            return [("employer", phrase(at))]  # "she's at KPMG since May": a place one has been at since a date
        period = _prep(verb, "from", "until", "till")
        if at is not None and at.tag_ in ("NNP", "NNPS") and period is not None and not is_country(phrase(at)) \
                and _DATE_WORDS.fullmatch(phrase(period)) and not _school_name(phrase(at)):
            return [("employer", phrase(at))]  # "I was at Accenture from 2019 to 2023": dated by clause_times
        return []
    held = _held_on(verb, lemma, _object(verb)) if lemma in _MOVED_ONTO else []
    if held:
        return held  # "moving CI to GitHub Actions" moves CI, not the speaker
    station = _prep(verb, "on") if lemma == "work" else None
    if station is not None and station.lower_ in _STATIONS and not _negated(verb):
        # "I work on reception at the dental surgery": the post the place one works at names, and where
        place = _prep(verb, "at", "for") or _prep(station, "at", "for")
        return [("job_title", _STATIONS[station.lower_])] + ([("employer", phrase(place))] if place is not None
                                                             else [])
    done = _object(verb) if lemma in ("do", "start", "begin") else None  # ("Monday I start nights at the Aldi")
    schedule = (_object(verb) or next((c for c in verb.children if c.dep_ == "npadvmod"), None)) \
        if lemma == "work" or done is not None and done.lower_ in _SHIFT_WORDS \
        else None  # "I'm doing nights at the parcel depot for now"
    if schedule is not None and schedule.lower_ in _SHIFT_WORDS | {"weekends", "shifts", "evenings"} \
            and not any(c.lower_ in ("these", "those", "most", "some", "many", "few", "other", "all")
                        for c in schedule.children):  # "these days" is now, "most days" how often
        # "works nights at the hospital", "as a nurse" (however hung: "do nights at the Asda in Small Heath")
        place = _prep(verb, "at", "for") or _prep(schedule, "at", "for") \
            or _prep(schedule, "on", keep=lambda t: t.tag_ in ("NNP", "NNPS"))  # "overnights on Capital Yorkshire"
        role = _prep(verb, "as") or _prep(schedule, "as")  # ("I do nights as a senior carer at Rosewood")
        town = _prep(verb, "in")  # "works nights in Edinburgh" (a branch's town is said with its employer)
        # "three days a week": how much one works, said whole; where one works is the memory's first part, so that
        # the sentence stands for it and goes when the job does
        hours = " ".join(t.text for t in schedule.subtree) if any(c.dep_ == "nummod" for c in schedule.children) \
            else schedule.lower_
        return ([("employer", _firm_name(place))] if place is not None else []) + [("work_schedule", hours)] \
            + ([("job_title", phrase(role))] if role is not None else []) \
            + ([("work_location", phrase(town))] if town is not None and town.tag_ in ("NNP", "NNPS")
               and not when_kind(phrase(town)) else [])
    summoned = _prep(verb, "to") if lemma in ("call", "bring", "order", "summon", "force", "drag") and any(
        c.lower_ == "back" for c in verb.children) else None
    if summoned is not None and summoned.lower_ in ("office", "site", "workplace") and any(
            c.dep_ == "dobj" and c.lower_ in ("us", "me", "everyone", "everybody") for c in verb.children):
        return [("work_location", "office")]  # "They've called us all back to the office full-time"
    ward = _prep(verb, "on", "to", "onto", "in") if lemma in ("work", "move", "transfer", "rotate", "be") else None
    named_ward = next((c for c in ward.children if c.dep_ == "appos" and c.lower_ == "ward"), None) \
        if ward is not None and ward.tag_ in ("NNP", "NNPS") else None
    if ward is not None and (ward.lower_ == "ward" or ward.lower_ in lexicon.WARDS or named_ward is not None) \
            and not _negated(verb):
        # "I work on the renal ward at the Royal Free", "I moved to ICU in April": the ward, and the hospital
        # ("on Trelawny, the surgical ward up at Treliske hospital": the ward by its name, the hospital after it)
        hospital = _prep(verb, "at") or _prep(ward, "at") or (named_ward is not None and next(
            (t for t in named_ward.subtree if t.dep_ == "pobj" and t.head.lower_ == "at"), None)) or None
        named = hospital is not None and (hospital.tag_ in ("NNP", "NNPS") or any(
            c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in hospital.children))
        # (the hospital first: where one works is said whole, with its ward)
        return ([("employer", phrase(hospital))] if hospital is not None and named else []) \
            + [("ward", f"{phrase(ward)} ward" if named_ward is not None else phrase(ward))]
    unit = _prep(verb, "to", "onto", "into", "on") if lemma in _MOVED_ACROSS else None
    role = unit if unit is not None else next((c for c in verb.children if c.dep_ == "xcomp"
                                               and c.lower_ in lexicon.GAME_ROLES), None) \
        if lemma in _MOVED_ACROSS else None  # (the parser may read "to jungle" as an infinitive)
    if role is not None and phrase(role).lower() in lexicon.GAME_ROLES:
        return [("game_role", phrase(role).lower())]  # "Coach has moved me to jungle for the spring split"
    if unit is not None and unit.lower_ in _TEAM_UNITS and (unit.head.lower_ != "on" or lemma in ("put", "assign")):
        return [("team", phrase(unit))]  # "Got transferred to the search team", "they put me on the infra squad"
    site = _prep(verb, "to") if lemma in _MOVED_ACROSS | _SENT | _POSTED and any(
        c.dep_ == "dobj" and c.lower_ == "me" or c.dep_ == "nsubjpass" and c.lower_ == "i" for c in verb.children) \
        else None
    named = [c for c in site.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")] \
        if site is not None and site.lower_ in _WORKPLACES | _SITES else []
    if site is not None and not named and site.tag_ in ("NNP", "NNPS") and lemma in _SENT | _POSTED \
            and not when_kind(phrase(site)) and not _negated(verb):
        return [("work_location", phrase(site))]  # "they're sending me out to Clair Ridge": where one works next
    if named:
        # "Company's sent me over to their Beech House home in Longton", "I've been moved to the Crewe depot": the
        # site one is put to work at now, where it is when its name is a town's
        town = _prep(site, "in")
        if all(c.ent_type_ == "GPE" for c in named):
            return [("work_location", " ".join(c.text for c in named))]
        return [("employer", _without_possessor(site))] + (
            [("work_location", phrase(town))] if town is not None and town.tag_ in ("NNP", "NNPS") else [])
    spoken = _prep(verb, "in") if lemma == "get" and _particle(verb) == "by" else None
    if spoken is not None and attribute_for_value(phrase(spoken)) == "spoken_languages":
        return [("spoken_languages", t.text) for t in conjuncts(spoken)]  # "I can get by in Turkish"
    raised = _prep(verb, "in") if lemma in ("raise", "bring", "breed") and _object(verb) is None and (
        any(c.dep_ == "auxpass" for c in verb.children) or lemma_of(verb.head) == "bear") else None
    if raised is not None and raised.tag_ in ("NNP", "NNPS"):
        return [("origin", _place_name(raised))]  # "Born and raised in Glasgow", "I was brought up in Kent"
    generic = _object(verb)  # "write all my code in Sublime Text": the preposition hangs on the generic object
    # ("building the game in Godot": the engine hangs on the game, whose own choice it is: see "@typed" below)
    generic = generic if generic is not None and (generic.lower_ in _GENERIC_WORK or (
        lemma == "build" and generic.pos_ == "NOUN")) else None
    # "I live with my partner in Leeds", "Mum's moved in with my sister in Cardiff"
    with_whom = _prep(verb, "with") if lemma == "live" or lemma == "move" and any(
        c.lower_ == "in" and c.dep_ in ("prt", "advmod") for c in verb.children) else None
    for prep, attribute in _VERB_PREPS.get(lemma, ()):
        if attribute in ("@post", "@leased") and _prep(verb, prep) is None and _object(verb) is not None:
            generic = _object(verb)  # ("running my own kitchen as head chef": the parser hangs the post on the kitchen;
            # "signed the lease in Hoboken", the town on the lease)
        found = _prep(verb, prep) or (_prep(generic, prep) if generic is not None else None) or (
            _prep(with_whom, prep, keep=lambda t: t.tag_ in ("NNP", "NNPS")) if with_whom is not None else None)
        if found is not None and found.lower_ in _MOMENTS:
            continue  # "I'm not working at the moment": when, not where
        moved = next((c for c in verb.children if c.dep_ == "dobj"), None) \
            if lemma in ("move", "relocate") and attribute == "@place" else None
        if moved is not None and moved.lower_ not in _DWELLINGS | {"house", "home", "us", "me", "family", "everyone",
                                                                  "lot", "kids", "myself", "ourselves"}:
            continue  # ("moved the last of it over to Chase", "moved the sofa to Leeds": a thing moved, no home)
        if found is None and prep == "as" and attribute == "@role":
            by = next((g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"), None)
            found = _prep(by, "as") if by is not None else None  # ("taken on by the garden centre as a florist")
        if found is not None and lemma in ("take", "keep") and _particle(verb) != "on":
            continue  # ("taken on as a dispenser", "kept on as a supervisor"; never "I take it as a compliment")
        if found is not None and attribute == "origin" and lemma != "bear" and (
                found.like_num or when_kind(found.text) or found.lower_ in TIMES_OF_DAY):
            continue  # ("on the desk Friday from three to eleven", "off from Monday": when, never one's roots)
        if found is not None and attribute == "origin" and lemma == "come" and (
                _particle(verb) in ("through", "back", "in", "up", "down", "out", "home", "round")
                or any(c.dep_ == "det" and c.lower_ == "the" for c in found.children)
                # ("I'm coming from London tomorrow": a journey, when it is made)
                or any(t.lower_ in ("tomorrow", "today", "tonight", "later", "soon", "monday", "tuesday", "wednesday",
                                    "thursday", "friday", "saturday", "sunday", "weekend", "next")
                       for t in verb.subtree)):
            continue  # "Contract's come through from the Alex", "came back from the gym": arrived, not one's roots
        if found is not None and lemma == "train" and prep == "at" and verb.tag_ in ("VBD", "VBN") \
                and found.tag_ in ("NNP", "NNPS") and attribute_for_value(phrase(found)) != "gym":
            return [("school", phrase(found))]  # "Marco trained at Ballymaloe": where one learned one's trade
        if found is not None and lemma == "bear" and (prep == "on" or _DATE_WORDS.fullmatch(phrase(found))):
            return [("birthday", phrase(found, keep_preps=True))]  # "born on 2 May", "born in 1990"
        if found is not None and attribute == "@school":
            obj = _object(verb)
            school = _school_name(phrase(found)) or (obj is not None and _SCHOOL.search(obj.text)) or (
                lemma == "go" and entity.split()[-1] in lexicon.CHILDREN and found.pos_ == "PROPN")  # "goes to St Mary's"
            if school:
                return [("school", phrase(found))]
            role = _prep(verb, "as")  # "Starting as a data analyst at ING": the title too
            if lemma in ("start", "begin") \
                    and (found.tag_ in ("NNP", "NNPS") or role is not None and found.pos_ == "NOUN") \
                    and (entity.split()[-1] not in lexicon.CHILDREN or role is not None):
                # ("at the council's housing office as an admin"; "My stepdaughter has just started at Hogan Lovells
                # as a trainee solicitor": a grown child's post)
                return [("employer", phrase(found))] + ([("job_title", phrase(role))] if role is not None else [])
            town = next((t for t in found.subtree if t.dep_ == "pobj" and t.head.lower_ in ("at", "in")
                         and _capitalised(t) and not when_kind(t.text)), None) \
                if lemma in ("start", "begin") and found.pos_ == "NOUN" \
                and (verb.tag_ == "VBD" or _starting_soon(verb)) else None
            if town is not None and entity.split()[-1] not in lexicon.CHILDREN and not _negated(verb):
                # "started at the farm shop butchery out at Dronfield this morning": a workplace named by where it is
                return [("employer", phrase(found)), ("work_location", phrase(town))]
            return []
        if found is not None and attribute == "@post":
            if found.lower_ not in _ROLE_HEADS and not _role_shaped(found) or _negated(verb):
                continue  # ("ran as fast as I could")
            attribute = "@role"
        if found is not None and attribute == "@role":  # "Starting as a data analyst at ING"
            where = _prep(found, "at", "with")
            if where is not None and (where.like_num or _DATE.fullmatch(phrase(where))):
                where = None  # "retrained as a plumber at 40", "ordained as a deacon at Easter": when, not where
            # ("appointed as the Council's Lock and Waterways Officer": the title whole, not whose post it is)
            titled = any(c.dep_ == "poss" for c in found.children) or any(
                t.dep_ == "cc" and t.i < found.i for t in found.subtree)
            return [("job_title", _one_role(found) if titled else phrase(found))] + (
                [("employer", phrase(where))] if where is not None else [])
        if found is not None and attribute == "@employer":  # "works for Acme", not "works better for me"
            if found.pos_ == "PRON" or _comparative(verb):
                continue
            attribute = "employer"
        if found is not None and attribute == "@over":  # "I live above the fish shop in Tynemouth": the town named
            town = next((t for t in found.subtree if t.dep_ == "pobj" and t.tag_ in ("NNP", "NNPS")
                         and t.head.lower_ == "in" and not when_kind(t.text)), None)
            if town is None:
                continue
            return [(_place(phrase(town)), _place_name(town))]
        if attribute == "@afloat":  # "I live on a narrowboat moored at Hebden Bridge": where the boat is
            where = next((t for t in found.subtree if t.dep_ == "pobj" and t.tag_ in ("NNP", "NNPS")
                          and t.head.lower_ in ("at", "in", "on", "near")), None) \
                if found is not None and found.lemma_ in _AFLOAT else None
            if where is None or when_kind(phrase(where)):
                continue
            return [(_place(phrase(where)), phrase(where))]
        if found is not None and attribute == "@leased":  # "Signed the lease in Hoboken": a new home there
            leased = _object(verb)
            if leased is None or leased.lower_ not in ("lease", "tenancy", "rental") or found.tag_ not in ("NNP", "NNPS") \
                    or when_kind(phrase(found)) or _negated(verb):
                continue
            return [(_place(phrase(found)), _place_name(found))]
        if found is not None and attribute == "@dwelling":  # "Mum moved into a care home in Harrogate"
            town = _prep(found, "in") if found.lemma_ in _DWELLINGS | {"halls", "residence"} else None
            if town is None or town.tag_ not in ("NNP", "NNPS") or when_kind(phrase(town)):
                continue
            return [(_place(phrase(town)), phrase(town))]
        if found is None and attribute == "@named_employer" and _object(verb) is not None:
            found = _prep(_object(verb), "for")  # ("drive a tanker for Arla": the parser hangs it on the tanker)
        if found is not None and lemma == "report":
            # ("Monday I report to CIMB head office": the firm whose office it is; "I report to Sarah" names a boss)
            office = found.lower_ in _OFFICES or found.tag_ in ("NNP", "NNPS") and found.lower_ in _OFFICES | {"hq"}
            found = next((c for c in found.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")), None) \
                if office else None
            if found is None:
                continue
        if found is not None and attribute == "@named_employer":  # a name, never "for my kids"
            # ("I'm driving for the council now": a body that employs, said with "the", is whom one works for)
            body = found.lower_ in _EMPLOYING_BODIES and any(c.dep_ == "det" and c.lower_ == "the"
                                                               for c in found.children) \
                and lemma not in ("start", "begin", "report", "sign", "do", "teach") and not _negated(verb)
            if body:
                return [("employer", phrase(found))]
            # ("starting with the Network Rail crew next week": the firm whose crew it is)
            crew_of = [c for c in found.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")] \
                if found.lower_ in _CREWS and not _negated(verb) else []
            if crew_of:
                return [("employer", found.doc[crew_of[0].left_edge.i: crew_of[-1].i + 1].text)]
            if found.tag_ not in ("NNP", "NNPS") or when_kind(phrase(found)) or _relation_word(found):
                continue
            doer = _subject(verb) if lemma in ("start", "begin") else None
            if lemma in ("start", "begin") and (attribute_for_value(phrase(found)) or attribute_for_value(found.text)
                                                 or any(c.dep_ == "poss" for c in found.children)
                                                 or doer is None or doer.lower_ != "i"):
                continue  # ("I'll start with Python": a thing of a known kind; "we'll begin with Sarah": an order)
            driven = _object(verb) if lemma == "drive" else None
            if driven is not None and driven.lemma_.lower() in _WORK_VEHICLES and not _negated(verb):
                # "I drive a bus for Arriva": the job as well as the firm
                return [("job_title", f"{driven.lemma_.lower()} driver"), ("employer", phrase(found))]
            return [("employer", phrase(found))]  # (the tanker driven for Arla is no car of one's own)
        if found is not None and attribute == "@owned_site":
            # ("on Monday I start in the National Theatre's wig room": the firm whose room it is)
            owner = next((c for c in found.children if c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS")), None)
            if owner is None or _negated(verb) or _relation_word(owner):
                continue
            return [("employer", " ".join(t.text for t in owner.subtree if t.dep_ != "case" and t.lower_ != "the"))]
        if found is not None and attribute == "@workplace":  # "taught maths at Kingsway School", not "at weekends"
            if found.lower_ in TIMES_OF_DAY or when_kind(phrase(found)) or found.lower_ in ("moment", "time", "home"):
                continue
            taught = _object(verb)
            subject = phrase(taught).lower() if taught is not None and taught.pos_ in ("NOUN", "PROPN") \
                and len(phrase(taught).split()) <= 2 else ""
            if _SCHOOL.search(phrase(found)) and not _past_state(verb) and not _negated(verb):
                # "I teach science at a secondary school": a teacher there (what is taught names the post)
                return [("employer", phrase(found)), ("job_title", f"{subject} teacher".strip())]
            attribute = "employer"
        if found is not None and attribute == "@field" and (found.lower_ in TIMES_OF_DAY or when_kind(phrase(found))):
            continue  # "I work in the mornings": when, not a field
        firm = _prep(found, "at", "of") if found is not None and attribute == "@field" and found.pos_ == "NOUN" \
            and any(c.dep_ == "det" and c.lower_ == "the" for c in found.children) else None
        if firm is not None and firm.tag_ in ("NNP", "NNPS") and not when_kind(phrase(firm)):
            # "I work in the pharmacy at the Royal Infirmary": a department of the firm named after it
            town = _prep(firm, "in")
            return [("employer", _firm_name(firm))] + (
                [("work_location", phrase(town))] if town is not None and town.tag_ in ("NNP", "NNPS") else [])
        studied = _object(verb) if lemma == "study" else None
        if found is not None and studied is not None and attribute == "field_of_study" \
                and found.tag_ in ("NNP", "NNPS") and studied.pos_ == "NOUN":
            attribute = "school"  # "studies veterinary medicine in Wroclaw": what is studied, and where
        if found is not None and studied is not None and attribute == "field_of_study" and studied.pos_ == "NOUN" \
                and found.lemma_.lower() in _SCHOOL_NOUNS:
            return [("field_of_study", phrase(studied))]  # "I study hospitality management in the college"
        if found is not None and attribute == "work_location" and (_DATE_WORDS.fullmatch(phrase(found))
                                                                    or when_kind(phrase(found))):
            continue  # "worked at the BBC from 2015 until 2020": a period, not a place
        if found is not None and attribute == "@typed":
            if found.lower_ in _TEAM_UNITS:  # "I work on the payments team"
                return [("team", phrase(found))]
            aboard = [c for c in found.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")]
            if found.lower_ in _WORKED_ON and aboard and lemma == "work":
                # "I work on the Brent Charlie platform": where
                return [("work_location", found.doc[aboard[0].left_edge.i:aboard[-1].i + 1].text)]
            kind = attribute_for_value(phrase(found))
            made = _object(verb)
            if not kind or kind == "home_country" or (
                    made is not None and made.pos_ in ("NOUN", "PROPN") and made.lower_ not in _GENERIC_WORK
                    and kind != "game_engine"):  # (a game is made in its engine, whatever the game)
                continue  # ("build the dashboard in Vue": the dashboard's, which a later choice for it replaces)
            if is_multi_valued(kind):  # "I shoot on a Fujifilm X-T4 and a Pentax 67": each one
                return [(kind, phrase(t)) for t in conjuncts(found) if attribute_for_value(phrase(t)) == kind]
            return [(kind, phrase(found))]
        kind = attribute_for_value(found.text) if found is not None and attribute == "@place" \
            and lemma in ("live", "move", "relocate") else None
        if found is not None and kind not in (None, "home_country"):
            # "I basically live in Jira": a tool; "we're moving everything to Azure next quarter": the hosting
            return [(str(kind), found.text)]
        held_event = _subject(verb)
        if found is not None and attribute == "@place" and held_event is not None \
                and held_event.lemma_.lower() in _EVENTS | _MEETINGS:
            return []  # "Offsite's moving to Porto": where the event is (:func:`_scheduled`), nobody's home
        site_town = [c for c in found.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")] \
            if found is not None and attribute == "@place" and found.tag_ not in ("NNP", "NNPS") \
            and found.lower_ in _OFFICES | _SITES else []
        if site_town and not _negated(verb) and not any(g.lower_ in _MOVED_WITH_US for g in verb.children):
            # ("Sam is moving to the Leeds office": where Sam will work, no home called "Leeds office")
            return [("work_location", site_town[0].doc[site_town[0].left_edge.i: site_town[-1].i + 1].text)]
        if found is not None and attribute == "@place" and (when_kind(phrase(found)) or _CALENDAR.fullmatch(
                found.lower_) or found.lower_ in _DAY_PARTS):
            return []  # ("Zumba's moved to Thursdays from next month": a day, nobody's home)
        if found is not None and attribute == "@place" and found.tag_ not in ("NNP", "NNPS") \
                and not found.is_title and any(c.dep_ == "dobj" and c.lower_ in ("me", "us", "him", "her")
                                               or c.dep_ == "nsubjpass" and c.lower_ in ("i", "we")
                                               for c in verb.children):
            # "The director moved me down to bass", "I've been moved to bow seat": a part, a seat, a shift one is
            # put on, no home
            played = _played(phrase(found))
            return [(played, phrase(found).removesuffix(" seat"))] if played else []
        if found is not None and attribute == "@place" and lemma in ("move", "switch", "step", "go") \
                and found.lower_ in ("role", "post", "job", "position") and not _negated(verb):
            # ("I moved from meat inspector to the quality lead role at the abattoir": the post one holds now)
            said = " ".join(t.text for t in found.doc[found.left_edge.i: found.i] if t.dep_ not in ("det", "poss")
                            and t.lower_ not in ("new", "current", "permanent", "temporary", "full-time"))
            return [("job_title", said.lower())] if said else []
        if found is not None and attribute == "@place" and lemma == "move" and found.tag_ not in ("NNP", "NNPS") \
                and (found.lemma_.lower() in _DEPARTMENTS or found.lower_ in _DEPARTMENTS):
            return [("team", phrase(found))]  # ("Tom Baines moves over to client services from 1 March": a team)
        if found is not None and attribute == "@place":
            moved = _object(verb) if lemma in ("move", "relocate") else None
            if moved is not None and moved.pos_ in ("NOUN", "PROPN") and moved.lower_ not in _MOVED_WITH_US:
                # "moved all my accounts over to Starling": the thing moved, not the speaker's home
                service = _service(moved)
                return [(service, phrase(found))] if service and found.text[:1].isupper() else []
            if lemma == "base" and found.lemma_.lower() in _WORKPLACES:
                # ("based in the Clerkenwell workshop", "based at our Edinburgh saleroom": where one works, by its
                # place's name)
                town = " ".join(c.text for c in found.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS"))
                return [("work_location", town or phrase(found))]
            found = _named_place(_not_a_time(verb, prep) or found)  # "a small flat above a bakery in Lyon": Lyon
            if found.lemma_ in _DWELLINGS:  # "We live in the flat above the chippy in Portobello": the second "in"
                found = next((g for c in verb.children if c.dep_ == "prep" and c.lower_ == prep for g in c.children
                              if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS")), found)
                if found.lemma_ in _DWELLINGS:
                    continue  # "I live in a flat": no town said
            if when_kind(phrase(found)):
                return []  # "Offsite moved to April 17": a thing put at a new date, nobody's home (_scheduled)
            if lemma == "sit" and found.tag_ not in ("NNP", "NNPS"):
                return []  # one sits in Singapore, but in meetings or "the London office" one is not based
            if re.search(r"['’]s$", phrase(found)) and not re.match(r"(?i)st\.? |saint ", phrase(found)):
                return []  # "moving from Guy's to King's": a hospital, a college, a shop by its owner; no town
        written = _object(verb) if attribute == "programming_languages" else None
        if written is not None and written.pos_ in ("NOUN", "PROPN") and written.lower_ not in _GENERIC_WORK \
                and not any(c.dep_ == "poss" for c in written.children):
            found = found or _prep(written, prep, keep=lambda t: attribute_for_value(t.text) == attribute)
        else:
            written = None
        if found is not None and written is not None:
            # "write the API in Go": the language of that one thing, which a later choice replaces (the languages
            # one writes in are "all my code", "scripts": _GENERIC_WORK)
            words = [c.lower_ for c in written.children if c.dep_ == "compound" and c.i < written.i]
            return [(canonical_attribute(" ".join([*words, written.lower_, "language"])), phrase(found))]
        if found is not None and attribute == "response_language" and lemma in ("talk", "speak", "chat") \
                and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in verb.children):
            attribute = "spoken_languages"  # "At home we talk in Hindi": what the household speaks, not an order
        if found is not None:
            values = conjuncts(found) if attribute in MULTI_VALUED else [found]
            # a value that names its own kind keeps it: "I write all my code in Sublime Text" is the editor
            pairs = [(_place(phrase(t)) if attribute == "@place" else _typed(phrase(t), _field(t) or "")
                      if attribute == "@field" else _typed(phrase(t), attribute),
                      _firm_name(t) if attribute == "employer" else phrase(t)) for t in values
                     if attribute != "@field" or _field(t)]  # ("works in the depot": no field, no town)
            if studied is not None and studied.pos_ in ("NOUN", "PROPN"):  # "studies economics at LSE"
                pairs.append(("field_of_study", phrase(studied)))
            for other_prep, other in _VERB_PREPS.get(lemma, ()):  # "works at Acme as a data engineer"
                more = (_prep(verb, other_prep) or (_prep(found, other_prep) if other == "job_title" else None)) \
                    if other_prep != prep and other != attribute else None  # ("in the depot as mechanic")
                if more is not None and _DATE_WORDS.fullmatch(phrase(more)):
                    continue  # "worked at the BBC from 2015 until 2020": when, not where
                if more is not None and not other.startswith("@"):
                    pairs.append((other, phrase(more)))
                elif more is not None and other == "@field" and (area := _field(more)):  # "at Zara in logistics"
                    pairs.append((area, phrase(more)))
            town = next((g for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" and c.i > found.i
                         for g in c.children if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS")), None) \
                if attribute == "@field" and any(a == "employer" for a, _ in pairs) else None
            if town is not None:
                pairs.append(("work_location", phrase(town)))  # ("working in Infosys in Pune": the firm's town)
            firm_like = lambda t: t.tag_ in ("NNP", "NNPS") and not when_kind(phrase(t)) \
                and not places.is_town(t.text) and not is_country(t.text)  # noqa: E731
            # (the German speaker's "by", "bei", may hang on the verb: "working as chemist by BASF")
            firm = _prep(found, "for", "at", "with", "by", keep=firm_like) or _prep(verb, "by", keep=firm_like) \
                if attribute == "job_title" and lemma == "work" and not any(a == "employer" for a, _ in pairs) else None
            if firm is not None:
                # ("working as software developer for SAP", "work as a nurse at Kingston Public Hospital", the German
                # speaker's "as engineer by Siemens": the firm hung on the post)
                pairs.append(("employer", _firm_name(firm)))
            return pairs
    commute = _commute(verb, lemma)
    if commute:
        # ("I ride a Trek Domane to work": how one gets there, and the bike one has)
        ridden = _object(verb) if lemma in ("ride", "drive") else None
        kind = "bike" if lemma == "ride" else "car"
        return [("commute", commute)] + ([(kind, phrase(ridden))] if ridden is not None and _named_thing(ridden)
                                         and _speakers_own(ridden) else [])
    obj = _object(verb)
    chosen = (obj or _prep(verb, "for")) if lemma in _CHOOSE and any(
        t.lower_ in _HABITUAL for t in verb.subtree) else None
    typed = attribute_for_value(phrase(chosen)) if chosen is not None else None
    if chosen is not None and typed in PREFERENCE_ATTRIBUTES:
        return [(typed, phrase(chosen))]  # "I always pick the window seat when I fly"
    joined = _prep(verb, "for") if lemma == "leave" else None
    said_by = _subject(verb) if joined is not None else None
    if joined is not None and joined.tag_ in ("NNP", "NNPS") and said_by is not None \
            and (_relation_word(said_by) or "").split()[-1:] in ([w] for w in _WORKMATES):
        return [("employer", phrase(joined))]  # "my coworker Dana just left for Figma": a workmate's next job
    if lemma == "freelance" and verb.tag_ in ("VBG", "VBP", "VBZ"):  # "These days I'm freelancing full time"
        return [("employment_status", "freelance")]
    if lemma == "retire" and obj is None and not (verb.tag_ in ("VBZ", "VBP", "VB") and any(
            t.lower_ in ("next", "soon", "in", "this", "at", "on", "when") for t in verb.subtree if t.i > verb.i)):
        # "My mum retired in March" (not "My dad retires in June": not yet)
        return [("employment_status", "retired")]
    marrying = verb if lemma == "marry" else next(
        (c for c in verb.children if c.dep_ == "acomp" and c.lemma_ == "marry"), None) if lemma == "get" else None
    wed_at = _prep(marrying, "in", "at") if marrying is not None else None  # ("getting married in Italy")
    if wed_at is not None and not when_kind(phrase(wed_at)):
        # "we're getting married at my parents' farm in Devon": the wedding's place (the town named, else the
        # place as said)
        town = _prep(wed_at, "in")
        return [("wedding_location", phrase(town if town is not None and not when_kind(phrase(town)) else wed_at))]
    if lemma in ("marry", "engage", "divorce") and verb.tag_ == "VBN" and _object(verb) is None \
            and any(c.dep_ in ("auxpass", "aux") and lemma_of(c) in ("get", "be") and c.tag_ == "VBD"
                    for c in verb.children):  # (not "we're getting married in May": a plan)
        return [("marital_status", {"marry": "married", "engage": "engaged", "divorce": "divorced"}[lemma])]
        # "We got married last June", "they're getting divorced": what the couple is from then on
    wed = next((c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd") and c.lower_ in _MARITAL), None) \
        if lemma == "get" and verb.tag_ == "VBD" and not _negated(verb) else None
    if wed is not None:  # "I got engaged to Maria at the weekend": the parser's "engaged" a complement of "got"
        return [("marital_status", wed.lower_)]
    ill = _prep(verb, "with") if lemma == "diagnose" else None
    if ill is not None and ill.pos_ in ("NOUN", "PROPN"):  # "she's been diagnosed with diabetes"
        return [("medical_conditions", phrase(ill))]
    status = next((c.lower_ for c in verb.children if c.lower_ in _EMPLOYMENT), None) if lemma == "go" else None
    if status is not None:  # "then went freelance", "she's gone self-employed"
        return [("employment_status", status)]
    school = _prep(verb, "at") if lemma in ("do", "read", "take") and obj is not None and obj.lower_ in _STUDIED else None
    if school is not None and (school.tag_ in ("NNP", "NNPS") or school.lower_ in ("uni", "university", "college")) \
            and not _negated(verb):  # "Yaw is doing optometry at UCC", "reading law at Bristol": a course there
        return [("field_of_study", phrase(obj)), ("school", phrase(school))]
    field_ = (_prep(obj, "in") or _prep(verb, "in")) if obj is not None and obj.lower_ in _DEGREES else None
    if field_ is not None:  # "doing her PhD in chemistry", "has a degree in law"
        return [("field_of_study", phrase(field_))]
    managed = _managed(verb, lemma, obj)
    if managed:
        return managed
    held = _held_on(verb, lemma, obj)
    if held:
        return held
    if lemma == "work" and obj is not None and obj.lower_ in ("nights", "weekends", "shifts", "days"):
        pairs = [("work_schedule", obj.lower_)]
        place = _prep(verb, "at", "for")
        return pairs + ([("employer", phrase(place))] if place is not None else [])
    status = _status_got(verb) if lemma in _GRANTED else None
    doc = verb.doc
    ill = doc[verb.i + 1] if lemma in ("have", "get") and verb.i + 1 < len(doc) else None
    if ill is not None and ill.lower_ in _ILLNESSES and ill.dep_ != "dobj" and not _negated(verb):
        return [("medical_conditions", ill.text)]  # "I've got ms, diagnosed 2019": the parser makes "ms" a subject
    if lemma == "leave" and verb.i + 2 < len(doc) and doc[verb.i + 1].lower_ == "to" \
            and doc[verb.i + 2].lemma_ == "remain" and not _negated(verb) and doc[verb.i - 1].lower_ != "to" \
            and any(c.dep_ in ("aux", "auxpass") and lemma_of(c) in ("have", "get") for c in verb.children):
        # "I have indefinite leave to remain": the parser reads "leave" as the verb
        status = "indefinite leave to remain" if doc[verb.i - 1].lower_ == "indefinite" else "leave to remain"
    if status:  # "Joon-ho finally got his green card", "she's got indefinite leave to remain now"
        return [("immigration_status", status)]
    appointed = next((c for c in verb.children if c.dep_ == "oprd"), None) if lemma in _APPOINTED and any(
        c.dep_ == "auxpass" for c in verb.children) else None
    if appointed is not None and (appointed.lower_ in _ROLE_HEADS or _role_shaped(appointed)) and not _negated(verb):
        # "Mr Bello has been appointed Depot Manager at Stockport": the post, and where (a site's town, else the firm)
        post = " ".join(t.lower_ for t in appointed.subtree if t.i <= appointed.i and t.dep_ in ("compound", "amod")
                        or t.i == appointed.i)
        at = _prep(appointed, "at") or _prep(verb, "at")
        where = "work_location" if any(w in _BRANCHES for w in post.split()) else "employer"
        return [("job_title", post)] + ([(where, phrase(at))] if at is not None and at.tag_ in ("NNP", "NNPS")
                                        and not when_kind(phrase(at)) else [])
    posted = _prep(verb, "to", "in", "at") if lemma in _POSTED and any(
        c.dep_ == "auxpass" for c in verb.children) else None
    if posted is not None and posted.tag_ in ("NNP", "NNPS") and not when_kind(phrase(posted)) and not _a_body(posted):
        return [("work_location", phrase(posted))]  # "My son was deployed to Estonia", "she's stationed in Cyprus"
    stint = obj if lemma in ("do", "start", "begin", "get", "land", "finish") and obj is not None and (
        obj.lower_ in _STINTS or any(c.dep_ == "compound" and c.lower_ in _STINTS for c in obj.children)) else None
    placed = (_prep(stint, "at", "with") or _prep(verb, "at", "with")) if stint is not None else None
    if placed is not None and placed.tag_ in ("NNP", "NNPS") and not _negated(verb):
        # "Priyanka is doing her placement year at Deloitte": where she works for the while
        return [("employer", phrase(placed))]
    trial = obj if lemma in ("pass", "finish", "complete") and obj is not None and obj.lower_ in (
        "probation", "probationary", "trial") else None
    passed_at = (_prep(verb, "at", "with") or _prep(trial, "at", "with")) if trial is not None else None
    if passed_at is not None and passed_at.tag_ in ("NNP", "NNPS") and not _negated(verb):
        return [("employer", phrase(passed_at))]  # "Passed my probation at the Land Registry today"
    took_up = lemma == "take" and _particle(verb) == "up"
    if (lemma in ("get", "start", "land", "accept", "secure", "win") or took_up) and obj is not None \
            and (obj.lower_ in ("job", "position", "role", "post") or obj.lower_ in lexicon.POST_ROLES):
        # "got a new job as a UX designer at Spotify", "Got a lectureship at York", "got a registrar post in Cardiff"
        role = _prep(obj, "as") or _prep(verb, "as")
        place = _prep(obj, "at", "with") or _prep(verb, "at", "with") or (
            _prep(role, "at", "with") if role is not None else None)
        town = _prep(obj, "in") or _prep(verb, "in") if place is None else None
        if town is not None and town.tag_ in ("NNP", "NNPS") and not when_kind(phrase(town)):
            place = town  # (where the post is stands for who gives it, when no one is named)
        named = lexicon.POST_ROLES.get(obj.lower_) or " ".join(
            c.text for c in obj.children if c.dep_ in ("compound", "amod") and c.i < obj.i and c.lower_ in lexicon.ROLES)
        title = phrase(role) if role is not None else named
        return ([("job_title", title)] if title else []) + ([("employer", phrase(place))] if place is not None else [])
    if lemma == "make" and obj is not None and obj.lower_ in lexicon.ROLES and _owner(obj) is None \
            and not any(c.dep_ == "det" for c in obj.children):
        return [("job_title", phrase(obj))]  # "Made full corporal today!", "they made me captain"
    if lemma in ("start", "begin", "attend", "join") and obj is not None and obj.lower_ in ("uni", "university",
                                                                                           "college", "school"):
        place = _prep(verb, "at") or _prep(obj, "at") or _prep(verb, "in") or _prep(obj, "in")
        if place is not None and when_kind(phrase(place)):  # "starts school in September": when, not where
            return [(f"{obj.lower_}_start", phrase(place))]
        return [("school", phrase(place))] if place is not None else []
    post = (_prep(obj, "as") or _prep(verb, "as")) if lemma in ("join", "transfer", "rejoin") and obj is not None \
        else None
    if post is not None and obj is not None and post.pos_ in ("NOUN", "PROPN") and not _negated(verb) and (
            post.lower_ in lexicon.ROLES or _role_shaped(post) or post.lower_ in _POST_HEADS
            or any(c.dep_ == "compound" and c.lower_ in lexicon.ROLES for c in post.children)):
        # "Olumide Bankole will join the Emergency Department as Matron": the post, and the unit or the firm
        town = next((c for c in obj.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")), None) \
            if obj.lower_ in ("branch", "office", "offices") else None
        unit = ("work_location", phrase(town)) if town is not None else (  # "joins the Solihull branch as ..."
            "team" if obj.lower_ in _TEAM_UNITS | _TEAMS or obj.lemma_.lower() in _TEAM_UNITS else "employer",
            phrase(obj))
        return [("job_title", _one_role(post).lower() if post.tag_ in ("NNP", "NNPS") else _one_role(post)), unit]
    if lemma in ("join", "transfer") and obj is not None and obj.lower_ in _TEAM_UNITS:
        return [("team", phrase(obj))]  # "joined the platform team"
    if lemma == "join" and obj is not None and obj.tag_ in ("NNP", "NNPS") and entity != "team":
        return [("employer", phrase(obj))]  # "I joined Acme in February": a named organisation joined
    served = (obj if lemma in ("join", "enlist") else _prep(verb, "into") if lemma == "get" else None) \
        or (_prep(verb, "in", "into") if lemma == "enlist" else None)
    if served is not None and phrase(served).lower() in lexicon.SERVICES and not _negated(verb):
        return [("employer", phrase(served))]  # "my cousin got into the coastguard", "joined the navy at 18"
    chosen = _prep(verb, "for") if lemma in ("go", "opt") else _prep(verb, "on") if lemma == "settle" else None
    if chosen is not None and obj is None and attribute_for_value(phrase(chosen)):
        return [(str(attribute_for_value(phrase(chosen))), phrase(chosen))]  # "Went for a Nothing Phone 2 this time"
    gone = next((c for c in verb.children if c.dep_ == "xcomp" and c.tag_ == "VBG" and _object(c) is None), None) \
        if lemma == "go" else None
    if gone is not None and any(t.lower_ in _OFTEN or t.lower_ in _HABITUAL for t in verb.subtree):
        return [("hobbies", gone.lower_)]  # "I go climbing twice a week": a pastime, however often
    hired_by = next((o for a in verb.children if a.dep_ == "agent" for o in a.children if o.dep_ == "pobj"), None) \
        if lemma in ("headhunt", "poach", "hire", "recruit", "snap", "sign", "scout", "employ") \
        or verb.lower_.startswith(("headhunt", "poach")) \
        else None
    if hired_by is not None and (hired_by.tag_ in ("NNP", "NNPS") or any(
            c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in hired_by.children)):
        # "Beatriz got headhunted by Monzo": her next employer; "signed by the Hibs academy"
        return [("employer", phrase(hired_by))]
    hired_at = _prep(verb, "at") if (lemma in ("hire", "employ", "recruit") or lemma == "take" and any(
        c.dep_ == "prt" and c.lower_ == "on" for c in verb.children)) and any(
        c.dep_ in ("auxpass", "nsubjpass") for c in verb.children) else None
    if hired_at is not None and not (hired_at.like_num or hired_at.lower_ in _NOT_HIRED_AT or hired_at.lower_ in
                                     TIMES_OF_DAY or when_kind(phrase(hired_at)) or _negated(verb)):
        # "my brother just got hired on at a ranch", "she's been taken on at the Co-op": where the one taken on works
        # (one hired "at the start of the year", "at a jobs fair", "at 16" says when, or where they were found)
        return [("employer", phrase(hired_at))]
    into = _prep(verb, "into") if lemma == "get" and obj is None else None
    arrived = any(c.dep_ == "nsubj" and c.lower_ in ("we", "they") for c in verb.children) or any(
        t.lower_ in _ARRIVAL_WORDS for t in verb.sent)  # ("We got into Leeds late last night": arrived)
    studied = _prep(verb, "for") or next((_object(c) for c in verb.children if c.dep_ in ("advcl", "xcomp")
                                          and lemma_of(c) in ("study", "read", "do")), None) if into else None
    if into is not None and not arrived and (into.tag_ in ("NNP", "NNPS") or into.text[:1].isupper() or into.lower_ in (
            "oxford", "cambridge") or studied is not None and into.pos_ in ("NOUN", "PROPN") and into.text.islower()
            and not any(c.dep_ in ("det", "poss") for c in into.children)):
        # "my sis got into durham for medicine": a place to study (its name, typed lower case), and what
        named = phrase(into)
        return [("school", named[:1].upper() + named[1:])] + (
            [("field_of_study", phrase(studied))] if studied is not None and studied.pos_ == "NOUN" else [])
    if into is not None and (into.tag_ == "VBG" or (into.pos_ == "NOUN" and any(
            c.lower_ in _TAKEN_UP_LATELY for c in verb.children))) and into.lower_ not in _NOT_PASTIMES \
            and not any(c.dep_ in ("det", "poss") for c in into.children):
        return [("hobbies", phrase(into))]  # "Got into calligraphy too lately": a pastime taken up
    played = _prep(verb, "on") if lemma in ("start", "begin") and obj is None else None
    if played is not None and is_instrument(phrase(played)) and not _negated(verb):
        return [("instruments", phrase(played))]  # "Started on the trombone as well, for the big band": one more
    present = verb.tag_ in ("VBP", "VBZ") or (verb.tag_ == "VBD" and verb.lower_ == lemma)  # "I knit": the tagger's past
    if obj is None and lemma in _PASTIMES and present and any(
            t.lower_ in _OFTEN or t.lower_ in _HABITUAL or t.lower_ in _RECURRING for t in verb.subtree):
        return [("hobbies", _gerund(verb))]  # "I run three times a week", "she swims every morning"
    if obj is None:
        return []
    return _with_object(verb, lemma, obj)


#: Pastimes said as a bare verb, a habit when said with how often ("I run three times a week").
_PASTIMES = frozenset("""run jog swim cycle bike climb hike row surf ski snowboard skate box dance paint draw knit
    sew crochet garden fish sail golf bowl""".split())
#: Pastimes one "does" by name: "I do parkrun most Saturdays", "she does Pilates".
_DONE_PASTIMES = frozenset("""parkrun yoga pilates crossfit karate judo taekwondo kickboxing boxing zumba spin tai chi
    aikido jiu-jitsu bjj ballet tap salsa ballroom archery fencing triathlon triathlons marathons orienteering
    bouldering climbing swimming running cycling rowing kayaking canoeing sailing surfing skiing""".split())
#: Words that say one "got into" a place by arriving there ("We got into Leeds late last night").
_ARRIVAL_WORDS = frozenset({"late", "early", "tonight", "night", "yesterday", "morning", "evening", "traffic",
                            "station", "airport"})
#: Words that say a thing one "got into" is newly taken up ("got into calligraphy lately"; "got into trouble" is not).
_TAKEN_UP_LATELY = frozenset({"lately", "recently", "too", "also", "really", "properly", "seriously", "finally"})
#: Words that say how often: "three times a week", "every day", "twice weekly".
_OFTEN = frozenset({"times", "twice", "every", "daily", "weekly", "nightly", "regularly", "often"})


def _no_more(sent: Span) -> list[Fact]:
    """ "Knee surgery means no more running for me": a pastime the speaker has given up, said as a noun."""
    for token in sent:  # (the tagger reads "no more climbing" as a noun, "no more running" as a verb)
        if token.lower_ not in _PASTIME_FORMS or token.i < sent.start + 2:
            continue
        before = sent.doc[token.i - 2: token.i].text.lower()
        mine = _prep(token, "for")
        if before == "no more" and (mine is None or mine.lower_ in ("me", "us")):
            return [Fact("user", "hobbies", f"not {token.lower_}", retracts=True)]
    return []


#: Verbs that take a person from one team to another ("transferred to the search team", "put on the infra squad").
#: Verbs of sending someone off to work elsewhere ("they've sent me over to their Longton home").
_SENT = frozenset({"send", "redeploy"})  # (with :data:`_MOVED_ACROSS`: "transferred me", "seconded me")
_MOVED_ACROSS = frozenset({"transfer", "move", "switch", "swap", "rotate", "reassign", "assign", "second", "put", "go",
                           "shift", "get"})
#: What one adds a pastime to.
_ROUTINES = frozenset({"routine", "schedule", "week", "rotation", "regime", "regimen"})
#: People one works with: where one of them "left for" a named place, it is their next employer.
_WORKMATES = frozenset({"colleague", "coworker", "co-worker", "teammate", "manager", "boss", "lead", "report",
                        "cofounder", "co-founder", "mentor", "intern"})
#: Degrees and courses: "in" after one names the field ("a PhD in chemistry").
_DEGREES = frozenset({"phd", "degree", "masters", "master", "doctorate", "bachelors", "bachelor", "mba", "msc",
                      "bsc", "ba", "ma", "diploma", "course", "apprenticeship", "major", "minor"})
#: Objects that say nothing of their own, so a preposition on them is the verb's ("write my code in Go").
_GENERIC_WORK = frozenset({"code", "everything", "stuff", "things", "apps", "software", "scripts", "programs",
                           "backends", "frontends", "services", "tools", "projects", "work"})
#: Verbs that put a person on or onto a thing a value names by itself (a phone, an editor, a language).
_ONTO = frozenset({"be", "go", "switch", "move", "come", "get", "change", "migrate", "return", "stick", "upgrade",
                   "downgrade", "swap", "put"})
#: Ways to be reached, as a preference names them ("updates by email", "via Slack").
_CHANNELS = {"email": "email", "e-mail": "email", "mail": "email", "phone": "phone", "call": "phone",
             "text": "text", "sms": "text", "slack": "Slack", "whatsapp": "WhatsApp", "teams": "Teams",
             "signal": "Signal", "telegram": "Telegram", "post": "post", "letter": "post"}
#: Verbs of becoming: "went vegan", "became a nurse", "stayed vegetarian" read like "is".
_BECOME = frozenset({"become", "go", "turn", "stay", "remain"})
#: Verbs that end having or doing something: "sold the piano", "quit Spotify", "gave up chess".
_REMOVE = frozenset({"quit", "sell", "release", "ditch", "drop", "cancel", "stop", "abandon", "uninstall", "rehome", "rid", "bin",
                     "dump", "chuck", "junk"})  # ("Scrap the laksa, ...": a choice taken back, :func:`decision`)


def _packed_in(verb: Token) -> bool:
    """ "packed in the five-a-side", "jacked in the gym": given up (the parser's "in" a particle or a preposition)."""
    return lemma_of(verb) in ("pack", "jack") and (_particle(verb) == "in" or _prep(verb, "in") is not None)
#: Verbs that end a condition: "outgrew his egg allergy", "got over my cat allergy".
_GET_OVER = frozenset({"outgrow", "overcome", "cure", "beat", "lose"})


def _plural(food: str) -> str:
    """An allergen as allergies are listed: "egg" -> "eggs", "peanut" -> "peanuts"; "milk", "gluten" stay."""
    return food + "s" if food in ("egg", "peanut", "nut", "cat", "dog", "strawberry", "tomato") else food


def _particle(verb: Token) -> str | None:
    return next((c.lower_ for c in verb.children if c.dep_ == "prt"), None)


def _held_kind(token: Token | None) -> bool:
    """Whether ``token`` names a thing of a kind one holds: a typed value, an instrument or an animal ("the old
    piano", "the cat", "my Pixel 7"); never keys ("Handed the keys back to the landlord": a home left, no keyboard
    given away)."""
    return token is not None and token.lower_ not in ("keys", "key") \
        and (bool(attribute_for_value(phrase(token))) or is_instrument(phrase(token)) or token.lower_ in lexicon.PETS)


def _removed_attribute(token: Token) -> str:
    """The attribute a given-up value belongs to: its type, else an instrument, a pet, a pastime."""
    low = token.lower_
    if token.tag_ in ("NNP", "NNPS") and lemma_of(token.head) in ("rehome", "re-home"):
        return "pets"  # ("We rehomed Brock": only an animal is rehomed)
    typed = attribute_for_value(phrase(token))
    if typed and typed != "home_country":
        return typed
    if is_instrument(phrase(token)):
        return "instruments"
    if low in lexicon.PETS:
        return "pets"
    if low in ("car", "bike", "motorbike"):
        return "car"
    return "hobbies"


_MODES = {"cycle": "cycling", "bike": "cycling", "walk": "walking", "drive": "driving", "run": "running",
          "ride": "riding", "scooter": "scooter", "commute": ""}


_MOVED_ONTO = frozenset({"move", "switch", "migrate", "transfer", "port"})
_HELD_ON = frozenset({"run", "host", "keep", "store", "deploy", "manage", "track", "do"})
#: What stands somewhere to trade or to stay: its pitch is where ("the van at Longsands", "the caravan at Filey").
_PITCHED = frozenset({"van", "truck", "trailer", "caravan", "stall", "cart", "barrow", "kiosk", "boat", "narrowboat",
                      "motorhome", "campervan"})
#: Verbs of presenting a slot on air, and the slots ("the breakfast show", "the weekend overnights").
_PRESENTS = frozenset({"do", "present", "host", "front", "produce", "read", "dj"})
_SLOTS = frozenset({"show", "programme", "program", "slot", "overnight", "overnights", "breakfast", "drivetime",
                    "drive-time", "bulletin", "podcast", "phone-in"})


def _managed(verb: Token, lemma: str, obj: Token | None) -> Pairs:
    """A workplace someone manages is their post ("Femi, who manages our community radio station": station manager;
    "My sister manages a Greggs in Leeds": a manager, at Greggs); what else one manages (a budget, a team's
    rota) is no post."""
    if lemma != "manage" or obj is None or _negated(verb) or any(c.dep_ == "aux" and c.tag_ == "MD"
                                                                   for c in verb.children):
        return []
    if obj.tag_ in ("NNP", "NNPS") and any(c.lower_ in ("a", "an", "the") for c in obj.children):
        return [("job_title", "manager"), ("employer", phrase(obj))]  # a branch of a firm
    if obj.lemma_.lower() in _WORKPLACES | _TEAM_WORDS - {"firm", "business", "company"}:
        # ("manages the solar farm outside Carmarthen": what kind of farm, said with it)
        kind = " ".join(c.lower_ for c in obj.children if c.dep_ == "amod" and c.i < obj.i and c.pos_ == "ADJ"
                        and c.tag_ == "JJ" and c.lower_ not in ("new", "old", "local", "big", "small", "little",
                                                                "main", "whole", "village", "corner"))
        return [("job_title", f"{kind} {obj.lemma_.lower()} manager".strip())]
    return []


def _held_on(verb: Token, lemma: str, obj: Token | None) -> Pairs:
    """Where a thing is kept or run, the thing naming the attribute: "We'll run CI on CircleCI" ->
    ``ci = CircleCI``; "moving CI to GitHub Actions" -> ``ci = GitHub Actions``; "I keep my notes in
    Evernote" -> ``notes = Evernote``."""
    if obj is None or obj.pos_ not in ("NOUN", "PROPN") or obj.lower_ in ("everything", "all", "it", "this", "that"):
        return []
    if obj.lower_ in lexicon.PETS or obj.lower_ in lexicon.RELATIONS or obj.lower_ in ("house", "home", "teams"):
        return []
    station = _prep(verb, "on", "for") or _prep(obj, "on", "for")
    if lemma in _PRESENTS and obj.lemma_.lower() in _SLOTS and station is not None \
            and station.tag_ in ("NNP", "NNPS") and not _negated(verb):
        # "I do the weekend overnights on Capital Yorkshire", "she does the breakfast show on Radio Humberside":
        # the station one works for (the show is said in the memory's words)
        return [("employer", phrase(station))]
    service = _service(obj) if lemma in _MOVED_ONTO else None
    if obj.lemma_.lower() in _PITCHED and lemma in _MOVED_ONTO | {"park", "pitch", "keep"} and not _negated(verb):
        # "I'm parking the van at Longsands this summer", "Moved the van to Whitley Bay": where it stands (a
        # place, never the vehicle's make)
        spot = _prep(verb, "to", "at", "on", "in") or _prep(obj, "at", "on", "in")
        named = spot is not None and (_capitalised(spot) or any(c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
                                                                for c in spot.children))  # "at Tynemouth market"
        if spot is not None and named and not when_kind(phrase(spot)):
            return [(f"{obj.lemma_.lower()}_pitch", phrase(spot))]
        return []
    if lemma in _MOVED_ONTO:
        over = next((c for c in verb.children if c.lower_ in ("over", "across") and c.dep_ in ("advmod", "prt")), None)
        target = _prep(verb, "to", "onto") or (_prep(over, "to") if over is not None else None)  # "over to Giffgaff"
        if service and target is not None and target.text[:1].isupper():  # a brand the tagger may misread
            return [(service, phrase(target))]  # "ported my number to Three": the mobile provider
    elif lemma in _HELD_ON:
        target = _prep(verb, "on", "in", "with") or _prep(obj, "on", "in", "with")
    else:
        return []
    if target is None or target.lower_ in ("it", "this", "that") or _CALENDAR.fullmatch(target.lower_) \
            or _DATE_WORDS.fullmatch(target.text) or not (target.tag_ in ("NNP", "NNPS")
                                                                        or attribute_for_value(target.text)):
        return []
    words = [c.lower_ for c in obj.children if c.dep_ == "compound" and c.i < obj.i] + [obj.lower_]
    name = normalise_key(" ".join(words)) or ""
    return [(name, phrase(target))] if name else []


def _service(token: Token) -> str | None:
    """The provider attribute a noun names, with its compound ("my phone contract") or alone ("broadband")."""
    words = [c.lower_ for c in token.children if c.dep_ == "compound" and c.i < token.i]
    return SERVICES.get(" ".join([*words, token.lower_])) or SERVICES.get(token.lower_)


#: Ways of going that one gets or takes ("get the train", "take the bus").
_TRANSPORT = frozenset({"train", "bus", "tube", "ferry", "tram", "coach", "metro", "subway", "underground"})


#: Sites one works "on", named before the word: "the Brent Charlie platform", "the Ocean Star rig".
_WORKED_ON = frozenset({"platform", "rig", "ship", "vessel", "trawler", "tanker", "installation", "ward"})
#: Words that put a vehicle on two wheels pedalled: "on the cycle scheme", "my bike got nicked".
_CYCLING = frozenset({"cycle", "bike", "bicycle", "cyclist", "cycling", "pedal", "saddle"})


def _commute(verb: Token, lemma: str) -> str | None:
    """How someone gets to work: "I get to work by car", "cycling to the office", "I take the train to work"."""
    dest = next((t for t in verb.subtree if t.lower_ in ("work", "office", "job", "campus") and t.i > verb.i), None)
    if dest is not None and dest.head.lower_ == "for" and _object(verb) is not None:
        return None  # "I ride a Surly Cross-Check for my courier work": what is ridden for it, no way there
    ride = _object(verb) if lemma in ("get", "take", "catch") else None
    if dest is None and ride is not None and ride.lower_ in _TRANSPORT and not _negated(verb) \
            and _prep(verb, "into", "to") is not None and any(t.lower_ in ("now", "nowadays", "daily", "every")
                                                              for t in verb.sent):
        return phrase(ride)  # "Sold the car, I get the train into Reading now": how one goes in these days
    if dest is None:
        return None
    by = next((t for t in verb.subtree if t.lower_ == "by" and t.dep_ == "prep"), None)
    if by is not None:
        ride = next((c for c in by.children if c.dep_ == "pobj"), None)
        return phrase(ride) if ride is not None else None
    if lemma in _MODES and _MODES[lemma]:
        return _MODES[lemma]
    obj = _object(verb)
    if lemma == "take" and obj is not None and obj.pos_ == "NOUN" and obj.i != dest.i:
        return phrase(obj)  # ("taking the job at Zoopla": the job taken is no way to get there)
    return None


#: Amounts before what is had: "a lot of coffee", "cups of tea".
_AMOUNTS = frozenset({"lot", "lots", "bit", "cup", "cups", "glass", "glasses", "bottle", "bottles", "pint", "pints",
                      "ton", "tons", "loads", "plenty"})


def _part_of_day(verb: Token) -> str | None:
    """The part of the day a habit is kept at: "every morning", "in the mornings", "at night" -> "morning",
    "night"; None when none is said."""
    for token in verb.subtree:
        part = _PARTS.get(token.lower_)
        if part and token.dep_ in ("npadvmod", "pobj", "advmod"):
            return part
    return None


#: Vehicles one drives for a living, never one's own car ("I drive a forklift", "she drives a bus for Arriva").
_WORK_VEHICLES = frozenset({"forklift", "bus", "lorry", "truck", "hgv", "tram", "train", "ambulance", "taxi", "cab",
                            "minicab", "coach", "digger", "crane", "tractor", "van", "artic", "tanker", "bin lorry",
                            "fire engine", "reach truck"})
#: Words after an employer's name that say what kind of site it is ("the Amazon warehouse", "the Asda depot"):
#: the employer is the name.
_SITES = frozenset({"warehouse", "depot", "store", "shop", "branch", "factory", "plant", "site", "office",
                    "offices", "distribution", "centre", "center", "superstore", "hub", "yard", "works"})


def _firm_name(place: Token) -> str:
    """An employer named by its site ("the Amazon warehouse in Skelmersdale", "the Asda depot"): the name, the
    kind of site left out; any other place as said."""
    said = phrase(place)
    named_of = next((c for c in place.children if c.dep_ == "prep" and c.lower_ in ("of", "for") and c.i == place.i + 1
                     and any(g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS") for g in c.children)), None) \
        if place.tag_ in ("NNP", "NNPS") and place.text[:1].isupper() else None
    if named_of is not None:
        whole = place.doc[place.left_edge.i: named_of.right_edge.i + 1]
        if all(t.text[:1].isupper() or t.lower_ in ("and", "&", "of", "the", "for") for t in whole):
            # ("the Ministry of Education", "the Bank of England", "the Department for Work and Pensions": one name)
            return re.sub(r"^the\s+", "", whole.text, flags=re.IGNORECASE)
    joined = [c for c in place.children if c.dep_ == "conj"]
    if place.tag_ in ("NNP", "NNPS") and len(joined) == 1 and joined[0].tag_ in ("NNP", "NNPS") and any(
            c.dep_ == "cc" and c.lower_ in ("and", "&") for c in place.children):
        whole = place.doc[place.left_edge.i: joined[0].right_edge.i + 1]
        if all(t.text[:1].isupper() or t.lower_ in ("and", "&", "of", "the") for t in whole):
            # ("a firefighter with Fire and Rescue NSW", "at Marks and Spencer": one firm's name, "and" in it)
            return re.sub(r"^the\s+", "", whole.text, flags=re.IGNORECASE)
    # (the name may hang on a word of the site: "the Sky call centre", Sky on "call")
    names = [c for c in place.subtree if c.tag_ in ("NNP", "NNPS") and c.i < place.i and c.dep_ != "poss"]
    owner = next((c for c in place.subtree if c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS") and c.i < place.i), None)
    if place.lower_ in _SITES and owner is not None and place.text.islower():  # (not "Neal's Yard": a name)
        # ("Tesco's Dagenham depot", "Yorkshire Water's Knostrop sewage works": the firm whose site it is; the
        # name beside the site is where it is)
        return " ".join(t.text for t in owner.subtree if t.tag_ in ("NNP", "NNPS") and t.dep_ != "case")
    if place.lower_ in _SITES and names:
        # ("the Swindon depot": a town's site, no firm's -- the town is where one works, :func:`_town_worked_in`)
        return "" if places.is_town(" ".join(t.text for t in names)) else " ".join(t.text for t in names)
    # ("the big Tesco in Selly Oak", "the local Co-op": a word of which one, no part of the name; "the Royal Free
    # nights mostly": the shifts worked there)
    said = re.sub(r"\s+(?:nights|days|lates|earlies|weekends|mostly|mainly|now|currently)$", "", said)
    return re.sub(r"^(?:(?:big|little|new|old|local|main|huge|small|massive)\s+)+(?=[A-Z])", "", said)


#: What one "takes up" that is no pastime ("took up the offer", "taken up a post in Leeds").
_NOT_TAKEN_UP = frozenset({"offer", "post", "job", "role", "position", "space", "room", "time", "challenge",
                           "residence", "case", "issue", "matter", "slack", "invitation", "option", "place", "seat",
                           "cause", "appointment", "chair", "fellowship", "story", "thread", "point"})


def _with_object(verb: Token, lemma: str, obj: Token) -> Pairs:
    said = next((c for c in obj.children if c.dep_ in ("compound", "amod") and c.i < obj.i), None) \
        if lemma in ("speak", "sign", "read", "write") and obj.lower_ in _SPEAKS_IN else None
    if said is not None:
        obj = said  # ("she speaks BSL fluent": the language, however well; the parser's object is "fluent")
    post = _prep(obj, "of") if lemma in ("do", "have", "hold") and obj.lower_ in ("job", "role", "post", "work") \
        and not _negated(verb) else None
    if post is not None and post.pos_ == "NOUN" and post.tag_ == "NN":  # ("the job of X": X names a post)
        # ("I am doing the job of data centre technician at Equinix": the post, and the firm it is at)
        firm = _prep(obj, "at", "for", "with") or _prep(verb, "at", "for", "with")
        return [("job_title", _one_role(post))] + ([("employer", _firm_name(firm))] if firm is not None
                                                   and firm.tag_ in ("NNP", "NNPS") else [])
    if lemma in ("train", "practise", "practice") and obj.tag_ == "NN" and not any(c.dep_ in ("det", "poss")
                                                                                   for c in obj.children) \
            and obj.lower_ not in lexicon.PETS and obj.lower_ not in lexicon.ROLES and not _negated(verb) \
            and verb.tag_ != "VBD":
        return [("hobbies", obj.lower_)]  # ("I train parkour with the crew most weekends": a sport one does)
    shifts = shift(re.sub(r"^the\s+", "", phrase(obj).lower())) \
        if lemma in ("do", "work", "pull", "cover") and obj.lower_ in ("shift", "shifts") and not _negated(verb) else None
    if shifts:
        return [("work_schedule", shifts)]  # ("I'm doing the early shift at the laundrette": the shifts one works)
    if lemma == "learn" and (_learned_the_hard_way(verb) or obj.lower_ in ("way", "lesson", "that", "it")):
        return []  # "learned that the hard way": a lesson (:func:`lesson`), nothing one studies
    for_firm = next((p for p in (_prep(obj, "for"), _prep(verb, "for")) if p is not None
                     and p.tag_ in ("NNP", "NNPS")), None) if lemma == "drive" else None
    worked = lemma == "drive" and (obj.lower_ in _WORK_VEHICLES or obj.lemma_.lower() in _WORK_VEHICLES) \
        and not _negated(verb) and not any(c.dep_ == "poss" for c in obj.children)
    if worked:  # "I drive a forklift at the Asda depot", "drives a bus for Arriva": the job, no car of one's own
        firm = for_firm or next((p for p in (_prep(obj, "at"), _prep(verb, "at")) if p is not None and (
            p.tag_ in ("NNP", "NNPS") or any(c.tag_ in ("NNP", "NNPS") and c.dep_ == "compound" for c in p.children))),
                                None)
        driver = ("job_title", f"{obj.lemma_.lower()} driver")
        if firm is not None and not when_kind(phrase(firm)):
            return [driver, ("employer", _firm_name(firm))]
        # ("Stosh drives a CTA bus": the firm whose bus it is, its name an acronym or a name before the vehicle)
        owner = next((c for c in obj.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
                      and c.is_upper and len(c.text) >= 2), None)  # (a "Luton van" is a kind of van)
        return [driver, ("employer", owner.text)] if owner is not None else [driver]
    if for_firm is not None and not when_kind(phrase(for_firm)):
        # "my dad drove artics for Eddie Stobart for 30 years": who he drove for, not a car of his own
        return [("employer", phrase(for_firm))]
    drunk = attribute_for_value(phrase(obj)) if lemma in ("take", "have", "drink", "use", "get") else None
    if drunk in ("milk", "coffee"):
        return [(drunk, phrase(obj))]  # "I take oat milk in my tea", "I only drink decaf"
    if lemma in ("race", "rally", "restore", "track") and (attribute_for_value(phrase(obj)) == "car"
                                                           or car_make(phrase(obj))):
        return [("car", phrase(obj))]  # "Gaz races a Caterham at Brands most weekends"
    if lemma == "play" and phrase(obj).lower() in lexicon.GAME_ROLES:
        return [("game_role", phrase(obj).lower())]  # "I play support on our League team": the role, no pastime
    played_on = _prep(verb, "on") if lemma == "play" else None
    if played_on is not None and phrase(played_on).lower() in lexicon.GAME_INPUTS:
        # "I play Apex on a controller": the game, and what it is played on
        return [("hobbies", phrase(obj)), ("game_controls", phrase(played_on).lower())]
    if lemma == "ride" and obj.tag_ in ("NNP", "NNPS") and any(c.lower_ in ("a", "an") for c in obj.children) \
            and not _negated(verb) and attribute_for_value(phrase(obj)) != "car":
        return [("bike", phrase(obj))]  # "I ride a Trek Madone": the bike one has, by its make
    if lemma == "do" and obj.lower_ in _DONE_PASTIMES and not _negated(verb):
        return [("hobbies", obj.lower_)]  # "I do parkrun most Saturdays at Heaton Park": one of one's pastimes
    # ("I've taken up bonsai too": the tagger's adverb for a word it does not know, the verb's object all the same)
    if lemma == "take" and _particle(verb) == "up" and (obj.pos_ == "NOUN" or obj.dep_ == "dobj" and obj.text.isalpha()
                                                       and obj.text.islower() and obj.pos_ in ("ADV", "ADJ")) \
            and obj.lower_ not in _NOT_TAKEN_UP \
            and not any(c.dep_ == "poss" for c in obj.children) and not _negated(verb):
        # "Taken up bowls as well", "I've taken up the cello": a new pastime, or an instrument
        return [("instruments" if is_instrument(phrase(obj)) or is_instrument(obj.text) else "hobbies", phrase(obj))]
    if lemma in ("manage", "understand", "read", "follow", "talk", "chat", "sign", "do", "use") \
            and attribute_for_value(_language_said(obj)) == "spoken_languages" \
            and not _negated(verb):
        # "I can manage Marathi also now", "I do Irish Sign Language as well now", "I am signing BSL"
        return [("spoken_languages", _language_said(t)) for t in conjuncts(obj)]
    if lemma == "drive" and (obj.lower_ in _DRIVING_THINGS or obj.i + 1 < len(obj.doc)
                             and obj.doc[obj.i + 1].lower_ in _DRIVING_THINGS):
        return []  # ("Passed me driving test": a test passed, no car; "drove the milk round": a round, the parser's)
    if lemma == "drink" and any(c.dep_ == "det" and c.lower_ == "no" for c in obj.children):
        return _without(obj, drinking=True)  # "also I drink no alcohol": none
    if lemma in _VERB_OBJECTS and (obj.pos_ in ("NOUN", "PROPN") or lemma == "play" and is_instrument(obj.text)
                                   or lemma == "play" and obj.lower_ in _TEAM_SPORTS  # ("plays lacrosse": an adjective)
                                   or attribute_for_value(obj.text) in ("spoken_languages", "programming_languages")) \
            and not any(c.lower_ in ("half", "most", "some", "many") for c in obj.children) \
            and not (lemma == "grow" and (obj.lower_ in _NOT_CROPS or obj.pos_ == "PROPN")):  # ("half the beers")
        attribute = _VERB_OBJECTS[lemma]
        if obj.lower_ in _AMOUNTS and _prep(obj, "of") is not None:
            obj = _prep(obj, "of")  # "drinks a lot of coffee": coffee
        if lemma == "play" and not (is_instrument(phrase(obj)) or is_instrument(obj.text) or _played_the(obj)):
            attribute = "hobbies"  # ("second violin"; "playing the surdo": an instrument no list names)
        when = _part_of_day(verb) if lemma == "drink" else None
        if when:  # "I drink coffee every morning": the one drink of that part of the day, not one more liking
            attribute = f"{when}_drink"
        typed = attribute in ("spoken_languages", "programming_languages")
        # "I play the oboe in the county orchestra and the piano at home": an object said again after the first's
        # phrase, the parser's conjunct of the verb, is one more of the same kind
        # (or hung on the first's setting: "the trumpet in a ska band and the piano at church")
        # (or a game said after when the first is played: "cricket in the summer and five-a-side all year round")
        gapped = [c for c in verb.subtree if c.dep_ == "conj" and c.i > obj.i and c.pos_ in ("NOUN", "PROPN")
                  and c.head.i not in {t.i for t in conjuncts(obj)}
                  and (is_instrument(phrase(c)) if lemma == "play" and attribute != "hobbies" else
                       c.head.lower_ in _PASTIME_SEASONS and c.head.dep_ == "pobj" if lemma == "play" else
                       typed and attribute_for_value(c.text) == attribute)] if lemma in ("play", "speak") else []
        if attribute == "instrument":
            # ("I play cornet and tenor horn in the mill band": the list as said, however the parser hung "tenor")
            said = re.match(r"\s*((?:the |a |an )?[a-z][a-z -]*?)"
                            r"(?=\s+(?:in|at|for|with|on|every|each|since)\b|[,.;!]|$)",
                            verb.doc[verb.i + 1: verb.sent.end].text)
            items = [re.sub(r"^(?:the|a|an) ", "", i.strip()) for i in re.split(r",|\band\b|&", said.group(1))] \
                if said is not None else []
            if len(items) > 1 and all(i and is_instrument(i) for i in items):
                return [(attribute, i) for i in items]
        # ("plays lacrosse for the Somerville Youth Lax club": the club played for, one's team)
        club = _prep(verb, "for") if lemma == "play" and attribute == "hobbies" else None
        for_club = [("team", _up_to_a_break(club).removeprefix("the "))] if club is not None and (
            club.tag_ in ("NNP", "NNPS") or any(c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
                                                for c in club.children)) and not when_kind(club.text) else []
        return [(attribute, _language_said(t) if typed else phrase(t)) for t in [*conjuncts(obj), *gapped]] + for_club
    if lemma in ("adopt", "rescue") and obj.tag_ in ("NNP", "NNPS") and not attribute_for_value(obj.text):
        return [("pets", obj.text)]  # "we adopted Pip last week"
    inner = _prep(obj, "of") if lemma in ("do", "use", "write", "code", "speak") and obj.lower_ in _AMOUNTS else None
    kind = attribute_for_value(inner.text) if inner is not None else None
    if inner is not None and kind in ("programming_languages", "spoken_languages", "tools", "editor"):
        return [(kind, inner.text)]  # "I also do a lot of TypeScript": how much of a value that names its kind
    if lemma in _TAKE_MEDICINE and attribute_for_value(phrase(obj)) == "medications":
        return [("medications", phrase(t)) for t in conjuncts(obj)]  # "I take metformin every morning"
    dwelling = obj.lower_ in _DWELLINGS or re.fullmatch(r"(?:\w+-)?bed(?:room)?(?:ed)?", obj.lower_) is not None
    if lemma in ("rent", "own", "share", "buy", "have") and dwelling and not _negated(verb):
        town = _prep(obj, "in") or _prep(verb, "in")  # "I rent a one-bed in Walthamstow": where one lives
        if town is not None and town.tag_ in ("NNP", "NNPS") and not when_kind(phrase(town)):
            return [(_place(phrase(town)), phrase(town))]
    if lemma == "add" and obj.lower_ in lexicon.PETS and (_prep(verb, "to") or _prep(obj, "to")) is not None:
        return _possession(obj)  # "Added a rescue greyhound to the family": one more pet
    if lemma == "add" and attribute_for_value(phrase(obj)) == "cameras":
        return [("cameras", phrase(obj))]  # "Added a Ricoh GR III to the bag": one more of a kind one has several of
    if lemma == "keep" and lexicon.PASTIME_OF.get(obj.lower_) == "beekeeping":
        return [("hobbies", "beekeeping")]  # "Mrs Duffy keeps bees"
    if lemma in ("have", "adopt", "get", "own", "rescue", "buy", "grab", "purchase") or (
            lemma in ("keep", "foster", "fly") and obj.lower_ in lexicon.PETS) or (  # "We keep two hens, Doris and Mabel"
            # ("I fly a Harris hawk called Juno": a falconer's bird)
            lemma == "take" and _particle(verb) in ("on", "in") and obj.lower_ in lexicon.PETS) or (
            # ("We took on a second greyhound, a retired racer called Ziggy")
            lemma == "pick" and _particle(verb) == "up" and attribute_for_value(phrase(obj)) in ("car", "phone", "bike")):
        # ("picked up a second-hand Toyota Yaris on Saturday")
        if obj.lemma_ in ("call", "name"):  # ("a golden retriever called Biscuit", the animal hung on "called")
            obj = next((c for c in obj.children if c.dep_ in ("npadvmod", "nsubj", "nsubjpass", "dobj")
                        and c.lower_ in lexicon.PETS), obj)
        return _possession(obj)
    taken_up = lemma in ("start", "begin") or (lemma in ("take", "pick") and _particle(verb) == "up")
    learnt = attribute_for_value(obj.text) if taken_up and (obj.tag_ in ("NNP", "NNPS") or obj.text[:1].isupper()) \
        else None  # ("Picking up some German": the tagger's adjective, a language by its capital)
    if learnt in ("spoken_languages", "programming_languages"):
        return [(learnt, obj.text)]  # "Picked up Japanese recently": one more language
    if taken_up and obj.tag_ == "VBG" and (lemma_of(obj) in _PASTIMES or lemma == "take") and _object(obj) is None:
        return [("hobbies", obj.lower_)]  # "I've taken up swimming", "Took up bouldering too"
    if taken_up and is_instrument(phrase(obj)):
        return [("instruments", phrase(obj))]  # "Picked up the cello too": one more instrument played
    lessons = obj if lemma in ("start", "begin", "take", "book", "have") and obj.lower_ == "lessons" else None
    learnt_in = next((c for c in lessons.children if c.dep_ in ("compound", "amod")), None) if lessons is not None \
        else None
    if learnt_in is not None and is_instrument(learnt_in.text):  # "Started piano lessons last month"
        return [("instruments", learnt_in.text)]
    if learnt_in is not None and attribute_for_value(learnt_in.text) == "spoken_languages":
        return [("learning", learnt_in.text)]  # "started Spanish lessons": a language being learnt
    if taken_up and obj.pos_ == "NOUN" and obj.tag_ == "NN" and obj.lower_ not in _NOT_PASTIMES \
            and not any(c.dep_ in ("det", "poss") for c in obj.children):
        # "started padel too", "took up pottery": a pastime begun (a thing begun with "a", "the" or "my" is not)
        kind = attribute_for_value(obj.text) or "hobbies"
        return [(kind, phrase(t)) for t in conjuncts(obj)]
    if lemma in ("use", "rely"):
        rather = any(t.lower_ in ("rather", "prefer") for t in verb.sent)
        scope = _prep(verb, "for") or _prep(obj, "for")  # "Our team uses Jira for tickets": where the tickets are
        thing = settled_thing(phrase(scope)) if scope is not None and scope.pos_ == "NOUN" else None
        pairs = [(thing if thing and _typed(phrase(t), "tools") == "tools" else _typed(phrase(t), "tools"), phrase(t))
                 for t in conjuncts(obj) if t.pos_ in ("NOUN", "PROPN")]
        return [("preferred_programming_language" if rather and a == "programming_languages" else a, v)
                for a, v in pairs]
    scope = _prep(verb, "for") if lemma in _MADE_FOR else None
    if scope is not None and scope.pos_ in ("NOUN", "PROPN") and scope.i < verb.i and obj.pos_ in ("NOUN", "PROPN") \
            and any(c.dep_ == "nsubj" and c.lower_ in ("we", "i") for c in verb.children) and not _negated(verb):
        # ("For the Okafor wedding invites we're printing navy ink on cotton card": what is chosen for a thing
        # named first, as "For the Jones wedding we're using lilies" says it)
        thing = settled_thing(phrase(scope))
        return [(thing, phrase(obj))] if thing else []
    if lemma in _TASTE:
        return _taste(lemma, verb, obj)
    if lemma in ("keep", "retain") and attribute_for_value(phrase(obj)) not in (None, "home_country"):
        return [(str(attribute_for_value(phrase(obj))), phrase(obj))]  # "we're keeping MongoDB": the choice kept
    if lemma == "turn" and obj.tag_ == "CD":
        return [("age", canonical_value("age", obj.doc[obj.left_edge.i: obj.i + 1].text))]  # "ninety-two": 92
    return []


#: A team's choice for a thing named first, read off the words (the parser may take "invites" for a verb): "For the
#: Okafor wedding invites we're printing navy ink on cotton card".
_CHOSEN_FOR = re.compile(
    r"^\W*for (?P<thing>(?:the|our|this|next|that) [\w'’ -]{2,50}?),? (?:we're|we are|we'll be|we will be|we've gone "
    r"with|we're going with|we'll go with) ?(?P<verb>using|printing|serving|ordering|booking|hiring|making|baking|"
    r"doing|getting|playing|having|wearing|picking|choosing|)\s*(?P<value>[\w'’ -]{2,60}?)(?=\s*[,.;!]|\s+(?:for|"
    r"instead|this|next|because|as)\b|$)", re.IGNORECASE)


def _chosen_for(sent: Span) -> list[Fact]:
    """A team's choice for a thing named first (:data:`_CHOSEN_FOR`), under the thing's name, as the parse files
    "For the Jones wedding we're using lilies"."""
    found = _CHOSEN_FOR.match(sent.text)
    if found is None or _negated(sent.root) or question(sent):
        return []
    thing = settled_thing(re.sub(r"^(?:the|our|this|that)\s+", "", found.group("thing"), flags=re.IGNORECASE))
    return [Fact("team", thing, found.group("value").strip())] if thing else []


#: Verbs of what is made or got for a thing ("For the invites we're printing navy ink", "for the buffet we're
#: serving tapas").
_MADE_FOR = frozenset({"print", "serve", "order", "book", "hire", "make", "bake", "cater", "pick", "choose", "do",
                       "get", "play", "lay", "wear"})


#: Verbs by which one is on a medicine: "I take metformin", "started on ramipril", "was prescribed sertraline".
_TAKE_MEDICINE = frozenset({"take", "start", "prescribe", "need", "use", "begin", "have"})
#: What one starts that is not a pastime: care, schooling, work.
_NOT_PASTIMES = frozenset("""work job therapy treatment medication chemo chemotherapy physio physiotherapy rehab
    counselling counseling dialysis ivf school college uni university kindergarten nursery preschool daycare
    training onboarding recovery""".split())


#: One of one's kin said with "a" and named ("a son, Leo"; "a little girl, Ava"): the attribute they are held under.
_ONE_KIN = {"boy": "son", "girl": "daughter", **{kin: kin for kin in ("son", "daughter", "brother", "sister", "stepson",
                                                                      "stepdaughter", "grandson", "granddaughter")}}
#: Nouns whose count is an attribute of its own ("two daughters": children_count 2).
_COUNTED = {**dict.fromkeys(("kids", "children", "daughters", "sons", "boys", "girls"), "children_count"),
            "brother": "brother_count", "brothers": "brother_count", "sister": "sister_count",
            "sisters": "sister_count", "sibling": "sibling_count", "siblings": "sibling_count"}


#: Plural nouns a number before which counts no holding: a time, a sum, a share ("got two weeks off", "have 3 grand").
_NOT_COUNTED = frozenset("""years months weeks days hours minutes seconds nights mornings evenings weekends times
    pounds dollars euros quid grand bucks pence cents percent points goals marks stars likes followers views tickets
    questions ideas things bits ways options reasons steps people guys""".split())


def _pass_for(obj: Token) -> Pairs:
    """ "Got myself a season ticket for the train", "bought a bus pass": how one gets about now."""
    if obj.lower_ not in ("ticket", "pass", "card", "travelcard", "railcard") or not any(
            c.dep_ == "compound" and c.lower_ in ("season", "bus", "rail", "train", "travel", "tram", "metro")
            for c in obj.children):
        return []
    mode = _prep(obj, "for") or _prep(obj.head, "for")
    said = phrase(mode) if mode is not None else next(c.lower_ for c in obj.children if c.dep_ == "compound")
    return [("commute", said)] if said not in ("season", "travel") else []


def _born(obj: Token) -> Pairs:
    """ "We just had a baby girl, Isla!", "My sister had a baby boy called Leo": a child born, by the name given."""
    if obj.lower_ not in ("baby", "girl", "boy", "son", "daughter") or obj.head.tag_ != "VBD" or not (
            obj.lower_ == "baby" or any(c.lower_ == "baby" and c.dep_ == "compound" for c in obj.children)):
        return []
    name = next((c for c in obj.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None) or next(
        (o for c in obj.children if c.dep_ == "acl" and lemma_of(c) in ("call", "name")
         for o in c.children if o.dep_ == "oprd" and o.tag_ in ("NNP", "NNPS")), None)
    return [("child", name.text)] if name is not None else []


_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6"}


def _pet_name(obj: Token) -> Token | None:
    """The name an animal is given beside it ("a ginger cat called Mango", "our dog, Biscuit"), not one given to
    another animal listed after it."""
    others = {t.i for c in obj.children if c.dep_ == "conj" for t in c.subtree}
    return next((c for c in obj.subtree if c.dep_ in ("oprd", "appos", "npadvmod", "attr", "dobj")
                 and (c.tag_ in ("NNP", "NNPS") or (c.dep_ == "oprd" and c.text[:1].isupper())) and c.i != obj.i
                 and c.i not in others), None) or next(
        # "two rabbits, Bramble and Nutmeg", the first name tagged a word describing them
        (c for c in obj.children if c.dep_ == "amod" and c.i > obj.i + 1 and c.is_title
         and obj.doc[c.i - 1].text == "," and any(d.dep_ == "conj" and d.tag_ in ("NNP", "NNPS") for d in c.children)),
        None) or next(
        # "two owls in the aviary, Pip the barn owl and Morag the tawny": the names listed after the place, hung on
        # the verb
        (c for c in obj.head.children if obj.tag_ == "NNS" and c.dep_ in ("npadvmod", "appos", "dobj") and c.i > obj.i
         and c.tag_ in ("NNP", "NNPS") and obj.doc[c.i - 1].text == ","
         and any(d.dep_ == "conj" and d.tag_ in ("NNP", "NNPS") for d in c.children)), None)


#: Words for a vehicle by what it is used for: "my commuter", "our runaround", "my winter hack".
_USED_FOR = frozenset({"commuter", "runaround", "run_around", "hack", "winter_hack", "daily", "daily_driver", "ride",
                       "wheels", "motor", "winter_bike", "summer_bike", "work_bike", "town_bike", "tourer"})


def _possession(obj: Token) -> Pairs:
    low = obj.lower_
    born = _born(obj) or _pass_for(obj)
    if born:
        return born
    if low in lexicon.PETS or (low == "coon" and any(c.lower_ == "maine" for c in obj.children)):  # a Maine Coon
        named = _pet_name(obj)
        if named is None and obj.dep_ in ("npadvmod", "nsubj", "nsubjpass") and obj.head.lemma_ in ("call", "name"):
            # "We have a golden retriever called Biscuit", parsed with the animal hung on "called": its name
            named = next((c for c in obj.head.children if c.dep_ in ("oprd", "attr", "dobj") and c.tag_ in
                          ("NNP", "NNPS")), None)
        if named is None:  # "Added a rescue greyhound to the family, she's called Pip": named in the next clause
            named = next((t for t in obj.sent if t.i > obj.i and t.dep_ in ("oprd", "attr") and t.tag_ == "NNP"
                          and lemma_of(t.head) in ("call", "name") and any(
                              c.dep_ == "nsubjpass" and c.lower_ in ("he", "she", "it", "they") for c in t.head.children)),
                         None)
        count = next((c for c in obj.children if c.dep_ == "nummod"), None)
        value = named.text if named is not None else phrase(obj)  # "two golden retrievers", a count and all
        # "two cats, Mochi and Tofu": each name given is a pet
        more = [t.text for t in conjuncts(named)[1:] if t.tag_ in ("NNP", "NNPS")] if named is not None else []
        # ("a dog called Rex and a cat called Tom": the second animal, hung on the first's name, by its own)
        more += [n.text for t in (conjuncts(named)[1:] if named is not None else []) if t.pos_ == "NOUN"
                 and (n := _pet_name(t)) is not None and n.text not in more]
        # "two dogs, a staffy called Tama and an old heading dog called Moss": each animal of the list set beside
        listed = next((c for c in obj.children if c.dep_ == "appos" and named is not None and named.i in
                       {t.i for t in c.subtree}), None)
        more += [n.text for t in (conjuncts(listed)[1:] if listed is not None else [])
                 if (n := _pet_name(t)) is not None and n.text not in more]
        # "a tortoise called Shelby and a ginger cat called Mango": each animal by its own name
        return [("pets", value)] + [("pets", name) for name in more] + [
            ("pets", (_pet_name(t) or t).text if _pet_name(t) is not None else phrase(t)) for t in conjuncts(obj)[1:]]
    if attribute_for_value(obj.text) == "spoken_languages" and obj.tag_ in ("NNP", "NNPS", "NN"):
        return [("spoken_languages", obj.text)]  # "I've got decent French as well" (a guitar had is not played)
    if low in ("allergy", "allergies", "intolerance"):
        kinds = [c for c in obj.children if c.dep_ in ("compound", "amod") and c.lower_ not in
                 ("bad", "severe", "mild", "serious", "slight")]
        return [("allergies", kinds[0].text)] if kinds else []
    nth = next((c for c in obj.children if c.dep_ == "amod" and c.lower_ in _ORDINALS), None) \
        if low in ("baby", "child", "kid", "son", "daughter") else None
    if nth is not None and any(c.dep_ == "poss" and c.lower_ in ("our", "my") for c in obj.children):
        return [("children_count", _ORDINALS[nth.lower_])]  # "We just had our third baby!": three now
    kin = _ONE_KIN.get(low) if any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in obj.children) else None
    named = next((c for c in obj.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None) or next(
        (o for c in obj.children if c.dep_ == "acl" and c.lower_ in ("called", "named") for o in c.children
         if o.dep_ in ("oprd", "attr", "dobj") and o.tag_ in ("NNP", "NNPS")), None) if kin else None
    if kin and named is not None:
        return [(kin, named.text)]  # "I have a son, Leo", "We have a daughter called Mia", "I've got a little girl, Ava"
    counted = _COUNTED.get(low)
    if counted:  # "two daughters", "three brothers", "one sister": how many
        count = next((c for c in obj.children if c.dep_ == "nummod"), None)
        named = next((c for c in obj.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None)
        kin = "child" if counted == "children_count" else counted.removesuffix("_count")
        names = [(kin, t.text) for t in conjuncts(named) if t.tag_ in ("NNP", "NNPS")] if named is not None else []
        return ([(counted, canonical_value(counted, count.text))] if count is not None else []) + names
        # ("I have two kids, Sam and Ella": how many, and who)
    many = next((c for c in obj.children if c.dep_ == "nummod" and c.like_num), None) \
        if obj.tag_ == "NNS" and low not in _NOT_COUNTED and any(c.dep_ == "nsubj" for c in obj.head.children) \
        else None  # ("Next time: get three quotes before hiring": an order, no holding)
    if many is not None and obj.dep_ == "dobj":  # "I've got six hives at the out-apiary now": how many
        return [(f"{obj.lemma_.lower()}_count", canonical_value("count", many.text))]
    if low in ("car", "bike", "motorbike") and obj.dep_ == "dobj":
        return [("car", phrase(obj))] if any(c.dep_ in ("compound", "amod") for c in obj.children) else []
    if attribute_for_value(phrase(obj)) in ("phone", "car", "cameras", "bike"):  # "Got an iPhone 15", "a Pixel 8",
        kind = attribute_for_value(phrase(obj)) or ""  # "I have a Honda Civic"
        if kind == "car" and any(t.lemma_.lower() in _CYCLING for t in obj.sent if t.i not in range(
                obj.left_edge.i, obj.right_edge.i + 1)):
            kind = "bike"  # "got a Genesis Croix de Fer on the cycle scheme": a bicycle, whatever else bears the name
        return [(kind, phrase(obj))]
    said = phrase(obj).lower()
    if (low in _ILLNESSES or low.removesuffix("'s") in _ILLNESSES or said in _ILLNESS_PHRASES
            or _ILLNESS_BY_ITS_HEAD.fullmatch(said)) and not any(
            c.dep_ == "prep" and c.lower_ in ("about", "over", "before") for c in obj.children):
        return [("medical_conditions", phrase(obj))]  # ("anxiety about the exam" is a mood)
    return []


#: A condition named by the organ or kind before its last word: "kidney failure", "Crohn's disease", "liver cancer",
#: "Tourette's syndrome" (a word before it: no "a disease" or "the failure").
_ILLNESS_BY_ITS_HEAD = re.compile(r"(?:(?:chronic |acute |end-stage )?(?:kidney|renal|heart|cardiac|liver|hepatic|lung|"
                                  r"respiratory|organ|bone marrow) failure)|(?!(?:a|an|the|some|this|that|my|his|her|"
                                  r"their|our|total|complete|utter|big|massive|epic)\b)[\w'-]+(?: [\w'-]+)? (?:disease|"
                                  r"syndrome|disorder|deficiency|palsy|sclerosis|dystrophy|cancer|tumou?r)")


#: Conditions one "has" ("Dad has Parkinson's", "my wife has MS"), as the parser writes their last word.
_ILLNESSES = frozenset("""asthma diabetes adhd add epilepsy migraines migraine arthritis eczema tinnitus dementia
    alzheimer alzheimers parkinson parkinsons ms copd cancer leukaemia leukemia lupus psoriasis fibromyalgia ibs
    crohn crohns colitis endometriosis pcos hypertension anaemia anemia autism dyslexia dyspraxia ocd ptsd anxiety
    depression insomnia apnoea apnea sciatica gout glaucoma cataracts osteoporosis scoliosis hypothyroidism
    long-covid covid celiac coeliac shingles bipolar schizophrenia hiv hepatitis tuberculosis tb angina""".split())
#: Conditions said in more than one word ("she have sickle cell", "he has cerebral palsy").
_ILLNESS_PHRASES = frozenset({"sickle cell", "sickle cell disease", "sickle cell anaemia", "cerebral palsy",
                              "multiple sclerosis", "cystic fibrosis", "down syndrome", "down's syndrome",
                              "motor neurone disease", "heart failure", "kidney disease", "type 1 diabetes",
                              "type 2 diabetes", "sleep apnoea", "sleep apnea", "chronic fatigue", "long covid",
                              "high blood pressure", "bipolar disorder", "hearing loss", "muscular dystrophy",
                              "spina bifida", "macular degeneration", "atrial fibrillation", "heart disease",
                              "underactive thyroid", "overactive thyroid", "high cholesterol", "acid reflux",
                              "heart condition", "rheumatoid arthritis", "psoriatic arthritis", "chronic pain"})


_SOME_OF = re.compile(r"^(?:(?:and|but|plus|also)\s+)?(?:(?:a (?:bit|little|touch|smattering) of|some|a little|"
                      r"basic|broken|decent|fluent|bits of)\s+)?(?P<lang>[A-Z][a-z]+)\b")


_WISE = re.compile(r"^\W*(?P<topic>[a-z]+)[- ]?wise\b,?\s*(?:(?:it's|it is|it was|for me it's|there's|i've got|i have|"
                   r"just|only)\s+)?(?P<values>[^.;!?]+)", re.IGNORECASE)


def _topic_wise(sent: Span) -> list[Fact]:
    """A statement that names its attribute first ("Allergy-wise it's penicillin and latex for me", "Language-wise,
    Malay and English"): the values said, of that attribute, the speaker's; only an attribute of many values, so
    that "Money-wise it's tight" says nothing. Read off the words (the parser makes little of such a sentence)."""
    found = _WISE.match(sent.text)
    attribute = canonical_attribute(found.group("topic")) if found else ""
    if not found or attribute not in MULTI_VALUED or any(t.lower_ in ("no", "not", "n't", "none") for t in sent):
        return []
    listed = re.split(r"\s+(?:for me|for us|both|mainly|mostly|as well|too)\b|,\s*(?:both|all|which|so|but)\b",
                      found.group("values"), maxsplit=1)[0]
    said = [v.strip(" ,") for v in re.split(r",|\band\b|&|\bplus\b", listed) if v.strip(" ,")]
    return [Fact("user", attribute, v) for v in said if len(v.split()) <= 3] if 0 < len(said) <= 6 else []


#: What a customer does at a firm's site ("I shop at the Tesco store"): no work there.
_CUSTOMER_VERBS = frozenset({"shop", "buy", "eat", "drink", "park", "meet", "visit", "go", "get", "pick", "collect",
                             "queue", "wait", "stop", "pop", "browse", "order", "bank", "sit", "stand", "see", "live",
                             "stay", "return", "use", "call", "ring", "find", "pay", "spend"})


#: Verbs of being somewhere for a while, with "as" the post held there: "wintering at Halley as the station
#: doctor", "out in Dubai this year as a site engineer", "spending the summer at the camp as a lifeguard".
_STAYED_AS = frozenset({"winter", "summer", "spend", "be", "stay", "serve", "base", "post", "station", "deploy",
                        "live", "work"})  # (not "started here as a cleaner": what one was then; "volunteers as a
# lifeguard": no post, the volunteering kept as it is)


def _post_held_as(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The post someone holds where they are for a while, said with "as" (:data:`_STAYED_AS`): the job title, and
    the place named "at" or "in" the verb where they hold it. Never a costume or a part ("went to the party as a
    pirate"), a time of life ("as a kid"), a question or a negation; only a post a list knows or one shaped like
    one, with an article."""
    out: list[Fact] = []
    for prep in sent:
        verb = prep.head
        post = next((c for c in prep.children if c.dep_ == "pobj" and c.pos_ == "NOUN"), None)
        if prep.lower_ != "as" or prep.dep_ != "prep" or post is None or lemma_of(verb) not in _STAYED_AS \
                or verb.pos_ not in ("VERB", "AUX") or prep.i < verb.i or _negated(verb) or question(sent) \
                or not _post_word(post.lower_) \
                or post.lower_ in _STUDENTS or not any(c.dep_ == "det" and c.lower_ in ("a", "an", "the")
                                                     for c in post.children):
            continue
        subject = _subject(verb)
        whose = who(subject, verb, {}).entity if subject is not None else None
        if not whose or whose in ("team", "company") \
                or any(f.entity == whose and f.attribute == "job_title" for f in facts):
            continue
        out.append(Fact(whose, "job_title", _one_role(post)))
        where = next((g for p in verb.subtree if p.dep_ == "prep" and p.lower_ in ("at", "in") and p.i < prep.i
                      for g in p.children if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS")
                      and not when_kind(g.text)), None)
        if where is not None and not any(f.entity == whose and f.attribute == "work_location" for f in facts):
            out.append(Fact(whose, "work_location", _place_name(where)))
    return out


#: Prepositions that put a workplace in its town ("a dairy in Durrus", "the garden centre near York", "a yard
#: outside Kerrville"); "out in", "up in", "down at" end on one of them.
_TOWN_PREPS = frozenset({"in", "near", "outside", "at", "by", "inna"})


def _workplace_town(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The town where someone works, said as the town of the place they work in or run ("My friend Colm works in
    the cheese dairy out in Durrus", "My husband is working in the market garden near Evesham", "My aunt runs a
    bakery in Hackney", "I work in a bank in Leeds"), when nothing else gave where they work. The workplace is a
    common noun (a named one is an employer, read elsewhere); its town a name after "in", "near", "outside" or
    "at", on the workplace or on the verb after it. Said in the past, denied, asked or wished, nothing; a named
    house ("the Hippodrome") or the employer itself is no town."""
    out: list[Fact] = []
    for verb in sent:
        lemma = lemma_of(verb)
        if lemma not in _WORK_AT | {"work"} or verb.pos_ != "VERB" or verb.tag_ == "VBD" or _negated(verb) \
                or verb.dep_ == "xcomp" and lemma_of(verb.head) in ("use", "want", "hope", "like", "love") \
                or _conditioned(verb) or question(sent) or any(c.dep_ == "aux" and c.lower_ in ("had", "did", "would",
                                                                                             "might", "could")
                                                              for c in verb.children):
            continue
        worked = _object(verb) if lemma != "work" else None
        # (what one runs may be the work, and the workplace said with "at": "I run the hire fleet at a boatyard in
        # Anderton")
        place = next((g for p in verb.children if p.dep_ == "prep" and p.lower_ in ("in", "at")
                      for g in p.children if g.dep_ == "pobj"), None) if lemma == "work" \
            else worked if worked is not None and (worked.lower_ in _WORK_SITES
                                                   or worked.lemma_.lower() in _WORK_SITES) \
            else _prep(verb, "at") or (_prep(worked, "at") if worked is not None else None)
        if place is None or place.pos_ != "NOUN" or place.tag_ in ("NNP", "NNPS") or not (
                place.lower_ in _WORK_SITES or place.lemma_.lower() in _WORK_SITES
                or place.lower_.endswith(tuple(_WORKPLACES)) and len(place.lower_) > 5):
            continue
        # (the preposition on the workplace or the verb, or on "out", "up", "down" under one: "out in Durrus")
        town = next((g for holder in (place, verb) for p in holder.subtree
                     if p.dep_ == "prep" and p.lower_ in _TOWN_PREPS and p.i > place.i and (
                         p.head in (place, verb)
                         or p.head.lower_ in ("out", "up", "down", "over") and p.head.head in (place, verb))
                     for g in p.children if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS") and g.text[:1].isupper()
                     and not when_kind(phrase(g)) and not _relation_word(g)), None)
        if town is None or _a_body(town) or is_country(town.text) and not places.is_town(town.text) \
                or any(c.dep_ == "det" and c.lower_ == "the" for c in town.children) \
                and not places.is_town(_place_name(town)) \
                or any(f.attribute == "employer" and (f.value or "").casefold() == _place_name(town).casefold()
                       for f in facts):
            continue  # ("at the Hippodrome", "the pharmacy at Mount Hope": a named house, where one is employed)
        subject = _subject(verb) or (_subject(verb.head) if verb.dep_ == "conj" else None)
        if subject is None and verb.dep_ != "ROOT":
            continue  # ("fourteen scaffolders, all working out of the yard in Sculcoates": nobody's own)
        whose = "user" if subject is None or subject.lower_ in ("i", "me") else who(subject, verb, {}).entity
        if whose and whose not in ("team", "company"):
            out.append(Fact(whose, "work_location", _place_name(town)))
    return out


def _costs(sent: Span) -> list[Fact]:
    """What something costs, said with the verb: "My acupuncture sessions cost £45 each", "My gym membership costs
    £30 a month", "Rent costs me £900 a month" -- the price under the thing's name, as "My rent is £900 a month"
    files it. A price asked about, wished for or denied, none."""
    for verb in sent:
        # (the tagger may take "costs" for a noun with a subject of its own)
        if lemma_of(verb) not in ("cost", "charge") or not (verb.pos_ == "VERB" or verb.dep_ == "ROOT") \
                or _negated(verb) or _conditioned(verb) or question(sent):
            continue
        thing = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ in ("NOUN", "PROPN")),
                     None)
        amount = next((c for c in verb.children if c.dep_ in ("dobj", "attr", "npadvmod") and c.like_num
                       and _MONEY.search(" ".join(t.text for t in c.subtree))), None)
        if thing is None or amount is None or lemma_of(verb) == "charge":
            continue
        words = [t for t in amount.subtree if not (t.dep_ == "prep" or any(a.dep_ == "prep" and a.i > amount.i
                                                                            for a in t.ancestors))]
        value = re.sub(r"([£$€¥₹]) (?=\d)", r"\1", " ".join(t.text for t in words))
        owner = _owner(thing)
        whose = "team" if owner == "we" else "user" if owner in (None, "user") else owner
        named = normalise_key(" ".join(t.lemma_.lower() if t.i == thing.i else t.lower_ for t in thing.subtree
                                       if t.i <= thing.i and t.dep_ not in ("poss", "det", "case")))
        if named:
            return [Fact(whose, named, value)]
    return []


def _pastime_kept_up(sent: Span, facts: list[Fact]) -> list[Fact]:
    """A pastime said as what one has been doing for years or since one was young: "I've been skating since I was
    9", "been climbing for ten years" -- one of the speaker's hobbies, as "I skate" says it. A thing done lately
    ("been running round all day") says how long, not since when."""
    if any(f.entity == "user" and f.attribute == "hobbies" for f in facts):
        return []
    for verb in sent:
        been = any(c.lower_ == "been" and c.dep_ == "aux" for c in verb.children) or (
            verb.i > sent.start and verb.doc[verb.i - 1].lower_ == "been" and verb.i - 1 == sent.start)
        since = next((c for c in verb.children if c.dep_ in ("prep", "advcl", "mark") and c.lower_ in ("since", "for")),
                     None) or next((g for c in verb.children if c.dep_ == "advcl" for g in c.children
                                    if g.dep_ == "mark" and g.lower_ == "since"), None)
        if verb.tag_ != "VBG" or lemma_of(verb) not in _PASTIME_DOINGS or not been or since is None \
                or _negated(verb) or question(sent) or _object(verb) is not None:
            continue
        subject = _subject(verb)
        if subject is not None and subject.lower_ != "i":
            continue
        span = " ".join(t.lower_ for t in (since.subtree if since.dep_ == "prep" else since.head.subtree))
        if since.lower_ == "for" and not re.search(r"\b(?:years?|decades?|months)\b", span):
            continue  # ("been running for an hour": how long today)
        return [Fact("user", "hobbies", verb.lower_)]
    return []


#: What one studies where, said with the year or as "X student": "2nd year law at KCL", "a second-year law student
#: at KCL", "in my final year of medicine at Leeds", "a history student at Durham".
_STUDIED_AT = re.compile(r"\b(?:(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|final)[- ]year\s+(?:of\s+)?"
                         r"(?P<field>[a-z]+(?:\s[a-z]+)?)(?:\s+students?)?|(?P<subject>[a-z]+)\s+student)\s+(?:at|in)\s+"
                         r"(?:the\s+)?(?P<school>[A-Z][\w&'’-]*(?:\s(?:of\s)?[A-Z][\w&'’-]*)*)")
#: Words before "student" or after a year that name no subject studied.
_NO_SUBJECT = frozenset({"uni", "university", "college", "school", "phd", "postgrad", "mature", "exchange",
                         "international", "time", "year", "my", "the", "a", "an", "student", "final", "medical",
                         "grad", "undergrad", "undergraduate", "postgraduate", "masters", "doctoral", "first", "top",
                         # (no article: "My son is student at Kielce university" names no subject)
                         "is", "am", "are", "was", "were", "be", "been", "being", "as", "now", "still", "also"})


def _studied_at(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The subject one studies and where (:data:`_STUDIED_AT`): the speaker's, or the kin's the sentence opens with
    ("My son is a second-year law student at Leeds"). A subject no word names ("a uni student at ...") is only the
    school."""
    found = _STUDIED_AT.search(sent.text)
    if found is None or question(sent) or _negated(sent.root):
        return []
    opener = re.match(r"\W*(?:my|our)\s+([a-z-]+)", sent.text, re.IGNORECASE)
    kin = opener.group(1).lower() if opener is not None and lexicon.is_kin(opener.group(1).lower()) else None
    whose = normalise_key(lexicon.relation_key(kin)) or kin if kin else \
        "user" if re.search(r"\b(?:i|i'm|im|i am|my|the user|user)\b", sent.text, re.IGNORECASE) else None
    if not whose:
        return []
    field = re.sub(r"\s+students?$", "", (found.group("field") or found.group("subject") or "").strip())
    named = bool(field) and field.split()[0] not in _NO_SUBJECT and field.split()[-1] not in _NO_SUBJECT
    if not named and "student" not in found.group(0):
        return []  # ("the second year of the project at Arup": no study)
    out = [Fact(whose, "school", found.group("school"))] + ([Fact(whose, "field_of_study", field)] if named else [])
    return [f for f in out if not any(g.entity == f.entity and g.attribute == f.attribute for g in facts)]


#: Pronouns one uses: "I use she/her pronouns", "I go by they/them".
_PRONOUNS_USED = re.compile(r"(?:\b(?:I use|I go by|I'm|I am|the user uses|the user goes by|user uses)|^\W*pronouns"
                            r"(?:\s+are|\s*:))\s+"
                            r"(?P<p>(?:she|he|they|xe|ze)(?:/(?:her|hers|him|his|them|theirs|xem|zir|she|he|they))+)"
                            r"(?:\s+pronouns)?\b", re.IGNORECASE)
#: A height said of oneself: "I'm 5'11", "I'm six foot two", "I'm 1.82 m", "I am 178cm tall".
_HEIGHT = re.compile(r"\b(?:I'm|I am|the user is|user is)\s+(?:about |around |nearly |almost |just over |just under |"
                     r"roughly )?(?P<h>\d'\s?\d{1,2}(?:\"|'')?|\d\.\d{1,2}\s?m\b|1\d{2}\s?cm\b|"
                     r"(?:\d|one|two|three|four|five|six|seven)\s?(?:foot|feet|ft)(?:\s+(?:\d{1,2}|one|two|three|four|"
                     r"five|six|seven|eight|nine|ten|eleven)(?:\s?(?:inches|in)\b)?)?)", re.IGNORECASE)
#: A weight said of oneself: "I weigh 80 kilos", "I'm 5'11 and about 80 kilos", "I'm 14 stone".
_WEIGHT = re.compile(r"\b(?:I weigh|I'm|I am|the user weighs|the user is|and)\s+(?:about |around |nearly |almost |just over |"
                     r"just under |roughly )?(?P<w>\d{2,3}(?:\.\d)?\s?(?:kg|kgs|kilos?|kilograms?|lbs?|pounds)|"
                     r"\d{1,2}\s?(?:st|stone)(?:\s+\d{1,2}(?:\s?(?:lbs?|pounds))?)?)\b"
                     r"(?!\s+(?:short|down|up|over|under|lighter|heavier|in debt|out|off|a (?:week|month|year)))",
                     re.IGNORECASE)


def _body_measures(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The speaker's height and weight, said with their units ("I'm 5'11 and about 80 kilos", "I weigh 14 stone"):
    never a number that is no measure of them ("I'm 20 pounds short", "lost 10 kilos"). Someone else's, a question
    or a wish, none."""
    if question(sent) or _conditioned(sent.root) or any(f.attribute in ("height", "weight") for f in facts):
        return []
    text = sent.text
    height, weight = _HEIGHT.search(text), _WEIGHT.search(text)
    out = [Fact("user", "height", height.group("h").strip())] if height is not None else []
    if weight is not None and (weight.group(0).lower().startswith(("i ", "i'm", "the user")) or height is not None):
        out.append(Fact("user", "weight", weight.group("w").strip()))
    return out


#: Sign languages by their names: what "I can sign" signs, when the turn names one.
_SIGN_LANGUAGE = re.compile(r"\b(?P<name>BSL|ASL|ISL|Auslan|LSF|DGS|NZSL|Makaton|(?:British|American|Irish) Sign "
                            r"Language)\b")


def _signs(sent: Span, facts: list[Fact], turn: str) -> list[Fact]:
    """A sign language one can sign, said without its name where the turn names it: "Passed my BSL level 2 at night
    classes, so I can sign as well now" -- BSL is one of the speaker's languages (one more: "as well")."""
    named = _SIGN_LANGUAGE.search(turn)
    if named is None or any(f.attribute == "spoken_languages" for f in facts):
        return []
    for verb in sent:
        subject = _subject(verb)
        if lemma_of(verb) == "sign" and verb.pos_ == "VERB" and _object(verb) is None and not _negated(verb) \
                and subject is not None and subject.lower_ == "i" and not _conditioned(verb) and not question(sent):
            return [Fact("user", "spoken_languages", named.group("name"), adds=True)]
    return []


def _left_for_a_job(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The employer someone moved or left for: "Dev's moved to Bristol for a job at Airbus", "Helen is leaving for a
    post with the NHS" -- the firm the job is at, the mover's employer. Not a job only hoped for ("to look for a
    job at ...") or denied."""
    for job in sent:
        verb = job.head.head if job.dep_ == "pobj" and job.head.lower_ == "for" else None
        if verb is None or job.lemma_ not in ("job", "post", "role", "position") or verb.pos_ != "VERB" \
                or lemma_of(verb) not in ("move", "leave", "relocate", "go", "head", "quit", "emigrate") \
                or _negated(verb) or _conditioned(verb) or question(sent):
            continue
        firm = next((g for p in job.children if p.dep_ == "prep" and p.lower_ in ("at", "with")
                     for g in p.children if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS")), None)
        subject = _subject(verb)
        whose = who(subject, verb, {}).entity if subject is not None else None
        if firm is None or not whose or whose in ("team", "company") \
                or any(f.entity == whose and f.attribute == "employer" for f in facts):
            continue
        return [Fact(whose, "employer", _firm_name(firm))]
    return []


#: Measures of land a crop is grown on or animals are kept on ("forty hectares", "200 acres").
_LAND = frozenset({"acre", "acres", "hectare", "hectares", "ha"})


def _farmed(sent: Span, facts: list[Fact]) -> list[Fact]:
    """A farmer by what is grown on land said by its size: "Our host Mireille grows lavender on forty hectares",
    "I grow barley on 200 acres" -- the job "lavender farmer". A garden or an allotment ("grows tomatoes on the
    balcony") is no farm."""
    for verb in sent:
        crop = next((c for c in verb.children if c.dep_ in ("dobj", "acomp", "attr") and c.pos_ == "NOUN"), None)
        land = next((g for p in verb.subtree if p.dep_ == "prep" and p.lower_ in ("on", "across", "over")
                     for g in p.children if g.dep_ == "pobj" and g.lower_ in _LAND
                     and any(c.dep_ == "nummod" for c in g.children)), None)
        if lemma_of(verb) not in ("grow", "farm", "raise", "plant") or crop is None or land is None \
                or _negated(verb) or question(sent):
            continue
        subject = _subject(verb)
        whose = who(subject, verb, {}).entity if subject is not None else None
        if subject is not None and whose in (None, "", "team", "company") and (name := _name_of(subject)):
            whose = _person_key(name)  # ("Our host Mireille": the name, whatever a host is to the speaker)
        if whose and whose not in ("team", "company") \
                and not any(f.entity == whose and f.attribute == "job_title" for f in facts):
            return [Fact(whose, "job_title", f"{crop.lemma_.lower()} farmer")]
    return []


_FAITH_LEFT = re.compile(r"\b(?:but|though|although|lapsed|no longer|anymore|any more|used to|left the|not religious|"
                         r"non-?religious|atheist|agnostic|ex-?\w+|converted|not practising|not practicing)\b",
                         re.IGNORECASE)
#: What a faith is said of when it is the home one comes from ("a Jain family", "a Sikh household").
_HOMES_OF_A_FAITH = frozenset({"family", "household", "home", "background", "upbringing", "parents", "community"})


def _faith_of_home(sent: Span, facts: list[Fact], turn: str) -> list[Fact]:
    """The speaker's faith, said as the home they come from: "I'm from a Jain family", "I grew up in a Sikh
    household", "vegetarian since childhood, Jain family", "I was raised Catholic", "brought up Methodist". Only in
    a sentence the speaker says of themselves; someone else's family ("Ana's family is Catholic") is theirs."""
    if any(f.attribute == "religion" for f in facts) or not any(t.lower_ in ("i", "me", "my", "i'm") for t in sent) \
            or question(sent) or _FAITH_LEFT.search(turn):
        return []  # ("brought up Methodist but I'm not religious now": the home's faith, not the speaker's now)
    for faith in sent:
        if faith.lower_ not in lexicon.FAITHS or faith.lower_ in ("orthodox",):
            continue
        home = faith.head if faith.dep_ in ("amod", "compound") else None
        raised = faith.dep_ in ("acomp", "oprd", "xcomp", "attr", "dobj") and (
            lemma_of(faith.head) == "raise" or lemma_of(faith.head) == "bring" and _particle(faith.head) == "up")
        if (home is not None and home.lower_ in _HOMES_OF_A_FAITH and _owner(home) in (None, "user")) or raised:
            return [Fact("user", "religion", faith.text[:1].upper() + faith.text[1:])]
    return []


#: A post pictured and then owned: "Imagine a locksmith who's scared of the dark, that's me".
_PICTURED_POST = re.compile(r"^\W*(?:imagine|picture)\s+(?:being\s+)?an?\s+(?P<post>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)"
                            r"(?=\s+(?:who|that|with|on|in|at|afraid|scared|terrified)\b|\s*,)", re.IGNORECASE)


def _pictured_as_me(sent: Span, facts: list[Fact], turn: str) -> list[Fact]:
    """The speaker's post, pictured and then owned ("Imagine a locksmith who's scared of the dark, that's me"):
    :func:`framing.classify` reads the owning as sincere; the post is the last word of what is pictured."""
    found = _PICTURED_POST.match(sent.text)
    if found is None or any(f.entity == "user" and f.attribute == "job_title" for f in facts) \
            or not framing.owned_picture(turn):
        return []
    post = found.group("post")
    last = post.split()[-1].lower()
    return [Fact("user", "job_title", post)] if _post_word(last) else []


def _site_said_in_words(verb: Token) -> bool:
    """Whether a work verb says its workplace by kind alone ("in the data centre", "at a sewage works") beside a name
    "at" it ("... at Slough"): the name is then the place, never the firm."""
    name = next((g for p in verb.children if p.dep_ == "prep" and p.lower_ == "at" for g in p.children
                 if g.dep_ == "pobj" and g.tag_ in ("NNP", "NNPS")), None)
    if lemma_of(verb) not in ("work", "be") or name is None or not places.listed_town(_place_name(name)):
        return False  # ("in the lab at Pfizer": a firm)
    # (the kind first, with no name of its own: "the London office" is the firm's office in a town)
    return any(g.i < name.i and not any(c.tag_ in ("NNP", "NNPS") for c in g.subtree)
               for p in verb.subtree if p.dep_ == "prep" and p.lower_ in ("in", "at")
               for g in p.children if g.dep_ == "pobj" and g.pos_ == "NOUN" and g.lower_ in _SITES | _WORKPLACES
               and any(c.dep_ == "det" and c.lower_ in ("the", "a", "an") for c in g.children))


def _site_worked_at(sent: Span) -> list[Fact]:
    """Where the speaker does what they do, named by a firm's site ("I pack boxes at the Boots warehouse in
    Nottingham", "I load wagons at the Tesco depot"): the firm, whatever the work is called."""
    for verb in sent:
        site = _prep(verb, "at")
        if verb.tag_ not in ("VBP", "VBZ") or verb.pos_ != "VERB" or site is None or site.lower_ not in _SITES \
                or lemma_of(verb) in _CUSTOMER_VERBS \
                or _negated(verb) or not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in verb.children) \
                or not any(c.dep_ in ("compound", "poss") and c.tag_ in ("NNP", "NNPS") for c in site.subtree):
            continue
        firm = _firm_name(site)
        return [Fact("user", "employer", firm)] if firm else []  # (a town's site names no firm)
    return []


def _subject_key(subject: Token) -> str | None:
    """Whom a sentence-level reader's subject names: the speaker ("I"), a person by name (a nationality is no
    name), or the speaker's kin ("my brother"); None for anyone else."""
    relation = _relation_word(subject)
    if subject.lower_ == "i":
        return "user"
    if subject.tag_ in ("NNP", "NNPS") and subject.lower_ not in lexicon.NATIONALITIES:
        return _person_key(_full_name(subject))
    if relation is not None and _owner(subject) == "user":
        return normalise_key(relation) or relation
    return None


def _admitted(sent: Span) -> list[Fact]:
    """A school one was accepted to ("My godson was accepted to West Point", "she was accepted into Durham to study
    law"): the school, and what is studied there (one "got into" is read with the verb: :func:`predicate`)."""
    for verb in sent:
        lemma = lemma_of(verb)
        school = _prep(verb, "to", "into", "at", "by") \
            if lemma == "accept" and any(c.dep_ == "auxpass" for c in verb.children) else None
        if school is None or _negated(verb) or school.pos_ not in ("PROPN", "NOUN") \
                or school.lower_ in ("trouble", "bed", "shape", "it", "that", "work", "the", "car", "house"):
            continue
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        whose = "user" if subject is None else _subject_key(subject)
        named = phrase(school)
        if whose is None or not (school.tag_ in ("NNP", "NNPS") or _SCHOOL.search(named)):
            continue
        field = _prep(verb, "for") or next((_object(c) for c in verb.children if c.dep_ in ("advcl", "xcomp")
                                            and lemma_of(c) in ("study", "read", "do")), None)
        return [Fact(whose, "school", named)] + ([Fact(whose, "field_of_study", phrase(field))]
                                                 if field is not None and field.pos_ == "NOUN" else [])
    return []


def _goes_doing(sent: Span) -> list[Fact]:
    """A pastime the speaker goes and does, however the parser hung it ("I go wild swimming in Ullswater most
    weekends" parses "swimming" as a noun of the weekends): what the speaker does as a pastime."""
    for go in sent:
        if lemma_of(go) != "go" or go.tag_ not in ("VBP", "VBZ") or _negated(go) \
                or not any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in go.children):
            continue
        after = [t for t in sent[go.i - sent.start + 1:] if not t.is_punct][:3]
        words: list[str] = []
        for t in after:
            if t.lower_.endswith("ing") and len(t.lower_) > 5 and t.lower_ != "going":
                return [Fact("user", "hobbies", " ".join([*words, t.lower_]))]
            if t.pos_ not in ("ADJ", "ADV", "NOUN") or t.lower_ in ("to", "out", "back", "home"):
                break  # ("open water swimming": what kind of swimming)
            words.append(t.lower_)
    return []


def _languages_listed(sent: Span) -> list[Fact]:
    """The languages of a verbless list, each said with where or with whom ("Welsh at home with the kids, English
    in work, and a bit of Polish off the boys on the line"): what the speaker speaks."""
    if any(t.pos_ in ("VERB", "AUX") and t.tag_ not in ("VBN", "VBG") and not (
            lemma_of(t) == "be" and any(c.dep_ == "nsubj" and c.lower_ in ("those", "these", "that", "they")
                                        for c in t.children)) for t in sent):
        return []  # (a verb says something else of them: "French and German are hard"; not "those are my languages")
    items = [p.strip() for p in re.split(r"[,;]|\band\b", sent.text.rstrip(".!")) if p.strip()]
    said = [m.group("lang") for m in map(_SOME_OF.match, items)
            if m is not None and attribute_for_value(m.group("lang")) == "spoken_languages"]
    return [Fact("user", "spoken_languages", lang) for lang in said] if len(said) >= 2 else []


#: Verbs of taking up a post "as" what one now is, whatever the tagger makes of them ("Kirsty's just qualified as a
#: vet nurse" reads "qualified" as an adjective; "signed on as a deckhand").
_TAKEN_UP = frozenset({"qualified", "signed", "enlisted", "retrained", "started", "joined", "promoted"})


def _taken_up_as(sent: Span) -> list[Fact]:
    """A post someone has just taken up, said "as" the post ("Ma wee sister Kirsty's just qualified as a vet
    nurse", "Our kid's just signed on as a deckhand"): the job title of whoever the clause's subject names."""
    for word in sent:
        if word.lower_ not in _TAKEN_UP or _negated(word):
            continue
        post = _prep(word, "as") or next((_prep(p, "as") for p in word.children if p.dep_ == "prt"), None)
        subject = next((c for c in word.children if c.dep_ in ("nsubj", "nsubjpass")), None) or next(
            (c for a in word.children if a.dep_ == "aux" for c in a.children if c.dep_ == "nsubj"), None)
        named = next((c for c in subject.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None) \
            if subject is not None else None
        kin = _relation_word(subject) if named is not None and _owner(subject) == "user" else None
        subject = named or subject  # ("My wee sister Kirsty has just qualified": Kirsty, the speaker's sister)
        if post is None or subject is None or post.pos_ != "NOUN" \
                or not (post.lower_ in lexicon.ROLES or _role_shaped(post) or post.lower_ in _POST_HEADS):
            continue
        whose = _subject_key(subject)
        if whose is None:
            continue
        sibling = [Fact("user", canonical_attribute(lexicon.RELATION_ATTRIBUTE.get(kin, kin)), _full_name(subject))] \
            if kin else []
        return [Fact(whose, "job_title", _one_role(post)), *sibling]
    return []


#: The shifts one works or does ("I do lates at the Morrisons", "Monday I start earlies").
_SHIFT_WORDS = frozenset({"nights", "days", "earlies", "lates", "mornings", "afternoons", "overnights", "doubles",
                          "backs", "twilights"})


def _ill_with(sent: Span, facts: list[Fact]) -> list[Fact]:
    """A condition someone is off work, in hospital or laid up "with" ("My boss, Deborah, is off on long-term sick with
    long covid", "Grandad's in the Royal with pneumonia"): a condition of theirs, when the sentence names one person."""
    people = {f.entity for f in facts if f.entity not in ("team", "company") and f.attribute != "medical_conditions"}
    named = [f.value for f in facts if f.entity == "user" and f.value and f.attribute in lexicon.RELATIONS | {"manager"}]
    whose = normalise_key(named[0]) if len(named) == 1 else next(iter(people)) if len(people) == 1 else None
    if whose is None and any(t.lower_ == "i" and t.dep_ == "nsubj" for t in sent):
        whose = "user"
    if whose is None or any(f.attribute == "medical_conditions" for f in facts):
        return []
    for ill in (g for t in sent if t.lower_ == "with" and t.dep_ == "prep" for g in t.children if g.dep_ == "pobj"):
        said = " ".join(t.text for t in ill.subtree if t.dep_ not in ("poss", "det"))
        if ill.lower_ in _ILLNESSES or said.lower() in _ILLNESS_PHRASES:
            return [Fact(whose, "medical_conditions", said)]
    return []


def _shift_worked_at(sent: Span, facts: list[Fact]) -> list[Fact]:
    """Where the shifts someone is on are worked ("My husband's on nights at the Royal Mail sorting office in
    Peterborough"): the firm, named, when only the shifts were read."""
    shifted = {f.entity for f in facts if f.attribute == "work_schedule"}
    if len(shifted) != 1 or any(f.attribute == "employer" for f in facts):
        return []
    for at in (t for t in sent if t.lower_ == "at" and t.dep_ == "prep"):
        place = next((c for c in at.children if c.dep_ == "pobj"), None)
        if place is not None and not when_kind(phrase(place)) and (place.tag_ in ("NNP", "NNPS") or any(
                c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in place.subtree)):
            return [Fact(next(iter(shifted)), "employer", _firm_name(place))]
    return []


#: Verbs whose doer is no trade, whatever the lexicon calls one ("starter", "joiner", "runner", "worker").
_NO_TRADE = frozenset({"start", "begin", "join", "work", "go", "stay", "live", "leave", "run", "use", "help", "visit",
                       "volunteer", "shop", "train", "study", "walk", "sit", "stop", "call", "meet", "play", "swim", "keep"})


#: A day of the week a thing is done on, every week: "every Friday", "on Saturdays", "each Tuesday".
_WEEKLY = re.compile(rf"\b(?:every|each)\s+(?:other\s+)?(?:{DAY_WORDS})\b|\bon\s+(?:{DAY_WORDS})s\b", re.IGNORECASE)


def _trade_by_verb(sent: Span, facts: list[Fact]) -> list[Fact]:
    """A trade said by what one does, at a place of work, for a living, for a firm or with the thing it works on ("I
    brew at a microbrewery in Hackney", "I actually teach climbing for a living", "Shona grooms dogs out of a
    converted van", "Big Tam who brews for us", "he's welded at the refinery"): the one who does it (the speaker or
    a person named), when the lexicon knows that as a trade (a brewer, a groomer), with what it works on ("dog
    groomer", "maths teacher"), and where, when it is named. Said in the present, when no job was read for them."""
    living = re.search(r"\bfor a living\b|\bby trade\b|\bprofessionally\b", sent.text, re.IGNORECASE)
    if not living and _WEEKLY.search(sent.text):
        return []  # ("Every Friday I pack the sandwiches at the soup kitchen": a routine kept, no trade)
    for verb in sent:
        lemma = lemma_of(verb)
        # (in the present: "I brew at ..." the tagger may call past, though "brew" is no past form; "he's welded at
        # the refinery": all his working life)
        kept_at = verb.tag_ == "VBN" and any(c.dep_ == "aux" and lemma_of(c) == "have" for c in verb.children)
        doer = _subject(verb)
        if doer is not None and _relation_word(doer):  # "My cousin, Rab, trains horses": the name set beside
            doer = next((c for c in doer.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), doer)
        # ("Shona is grooming dogs out of a van", as the parser's repair says "Shona grooms dogs": someone named's)
        going = verb.tag_ == "VBG" and doer is not None and doer.tag_ in ("NNP", "NNPS", "NN") and doer.is_title \
            and any(c.dep_ == "aux" and lemma_of(c) == "be" for c in verb.children)
        if verb.pos_ != "VERB" or not (verb.tag_ in ("VBP", "VBZ", "VB") or verb.lower_ == lemma or kept_at or going) \
                or _negated(verb) or lemma in _NO_TRADE:
            continue  # ("I start at Guy's next week": no starter)
        if doer is not None and doer.lower_ in ("who", "that") and verb.dep_ == "relcl":
            doer = verb.head  # "Big Tam who brews for us"
        by_name = doer is not None and doer.is_title and doer.ent_type_ not in ("ORG", "GPE") and (
            doer.tag_ in ("NNP", "NNPS") or doer.tag_ == "NN" and not english(doer.text))  # ("Pete", the tagger's NN)
        whose = "user" if doer is not None and doer.lower_ == "i" else normalise_key(_full_name(doer)) \
            if by_name and doer is not None else None  # (a person by name: not "the LB")
        taught = _prep(verb, "at") or (_prep(_object(verb), "at") if _object(verb) is not None else None) \
            if lemma == "teach" else None  # (the parser may hang "at" on what is taught)
        taught_at = taught is not None and taught.tag_ in ("NNP", "NNPS")
        if whose is None or any(f.entity == whose and f.attribute in ("job_title", "hobbies", "teaches", "instruments")
                                for f in facts) and not taught_at:
            continue  # ("Frank keeps bees", "Mei teaches piano": read already, as a pastime or what one teaches; "I
            # teach maths at Oakfield Academy" is a post there)
        agent = _trade_of(lemma)
        if lemma in ("sing", "play") and any(t.lower_ in lexicon.VOICE_PARTS or t.lemma_ in ("choir", "band", "chorus")
                                             for t in verb.subtree):
            continue  # ("I sing soprano in the gospel choir at New Testament Church": a part, no trade)
        place = _prep(verb, "at") or (taught if taught_at else None)
        at_work = place is not None and (place.tag_ in ("NNP", "NNPS") or place.lower_.endswith(tuple(_WORKPLACES)))
        worked = _object(verb)
        # "grooms dogs", "teaches maths", "does drive ambulance": what the trade works on, said bare
        worked = worked if worked is not None and worked.pos_ == "NOUN" and worked.lower_ not in _GENERIC_WORK \
            and not any(c.dep_ in ("det", "poss", "nummod", "amod", "compound") for c in worked.children) \
            and worked.lower_ not in ("it", "them", "stuff", "things") else None
        for_firm = _prep(verb, "for")
        hired = for_firm is not None and lemma != "drive" and (for_firm.lower_ == "us" or for_firm.tag_ in (
            "NNP", "NNPS") and not when_kind(phrase(for_firm)))  # (one drives for Uber on weekends: a side gig)
        if agent is None or not (at_work or living or hired or worked is not None and whose != "user"):
            continue
        named = place is not None and (place.tag_ in ("NNP", "NNPS") or any(
            c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in place.children))
        driven = _object(verb) if lemma == "drive" else None  # ("I drive a hearse for a living": a hearse driver)
        post = f"{driven.lower_} {agent}" if driven is not None and driven.pos_ == "NOUN" else \
            f"{_one_of(worked)} {agent}" if worked is not None else agent
        return [Fact(whose, "job_title", post)] + ([Fact(whose, "employer", _firm_name(place))] if named else [])
    return []


def _language_said(token: Token) -> str:
    """A language as named: one word ("French"), or a sign language by all its name ("British Sign Language")."""
    if token.lower_ == "language" and any(c.dep_ == "compound" for c in token.children):
        return " ".join(t.text for t in token.subtree if t.i <= token.i and (t.dep_ in ("compound", "amod")
                                                                               or t.i == token.i))
    return token.text


def _one_of(token: Token) -> str:
    """A thing worked on, said as a trade says it: "dogs" -> "dog" ("a dog groomer"); "maths" stays."""
    low = token.lower_
    return low if low.endswith("ss") or low in ("maths", "physics", "economics", "news") else token.lemma_.lower()


def _languages_gapped(sent: Span, facts: list[Fact]) -> list[Fact]:
    """More languages said each with where it is spoken after the first ("I speak Cantonese at home, English at
    work"): the parser takes the second for a subject of what follows; the speaker speaks it too."""
    spoken = {f.value.casefold() for f in facts if f.entity == "user" and f.attribute == "spoken_languages"}
    if not spoken:
        return []
    return [Fact("user", "spoken_languages", t.text) for t in sent
            if t.tag_ in ("NNP", "NNPS") and t.lower_ not in spoken
            and attribute_for_value(t.text) == "spoken_languages"
            and t.i > sent.start and t.doc[t.i - 1].text == "," and any(
                c.dep_ == "prep" and c.lower_ in ("at", "with", "in", "for") for c in t.children)]


#: Sites of a firm named by the town they are in ("the Leeds office", "our Stockport depot"); a lab or a studio is
#: named by its head ("the Hartley lab").
_BRANCHES = frozenset({"office", "offices", "branch", "depot", "site", "store", "plant", "warehouse", "factory", "hub",
                       "campus", "station", "base", "garage", "terminal"})


#: Words before a number that make it no age: a time, a sum, a count of something else ("since I was 16", "at 6",
#: "number 5", "£30", "the 3rd").
_NOT_AN_AGE_BEFORE = frozenset({"since", "when", "was", "were", "at", "from", "till", "until", "by", "the", "number",
                                "no", "£", "$", "€", "about", "around", "over", "under", "for", "of", "to", "-",
                                "+", "x", "page", "room", "bed", "flat", "house", "size", "top", "last", "first"})
#: The titles a name is said with ("Mrs Evelyn Hartley"): no part of the name.
_HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr"})


def _age_aside(sent: Span, facts: list[Fact]) -> list[Fact]:
    """An age said beside a person rather than of them with "is": "My sister Amy, 34, is a dentist", "Mrs Hartley,
    aged 87", "he's 78 years old" (of the one the sentence is about), "Me old man's a roofer, sixty-one and still up
    ladders", "Been a joiner since I was sixteen, forty-four now". The number is set apart by commas right after a
    person or what they are, or says "years old", "aged" or "now"; whose age it is, the person named before it or
    the clause's subject. Said in the past ("when I was 12"), in a list ("4 and 7", "eight, twelve and six"), of a
    thing ("a break, 104"), or as a sum or a time, no age."""
    if any(f.attribute == "age" for f in facts):
        return []  # (an age read by its clause: "My son Theo is 9 years old", under whatever key it is kept)
    people: set[str] = {f.entity or "" for f in facts if f.entity and f.entity not in ("user", "team", "company")} | {
        normalise_key(f.value) or "" for f in facts if f.entity == "user" and f.value[:1].isupper()
        and f.attribute.replace("_", "-") in lexicon.RELATIONS}

    def number(t: Token | None) -> bool:
        return t is not None and (t.text.isdigit() or t.lower_ in NUMBER_WORDS)

    def person(t: Token) -> str | None:
        """The entity ``t`` names, when it names a person of the sentence's facts (or a relation)."""
        low = t.lower_
        if t.tag_ in ("NNP", "NNPS") and t.text[:1].isupper():
            # (the person of the facts it names, or a name said with a title or a relation: "Mrs Evelyn Hartley",
            # "my neighbour Doris")
            known = next((p for p in people if low in p.split()), None)
            run = [w for w in t.doc[t.left_edge.i: t.i + 1] if w.tag_ in ("NNP", "NNPS")]
            titled = run[0].i > t.sent.start and (t.doc[run[0].i - 1].lower_ in lexicon.RELATIONS
                                                  or t.doc[run[0].i - 1].lower_ == "our"
                                                  or run[0].lower_.rstrip(".") in _HONORIFICS)
            return known or (normalise_key(" ".join(w.text for w in run if w.lower_.rstrip(".") not in _HONORIFICS))
                             if titled else None)
        return (_relation_word(t) and who(t, t.head, {}).entity) or None

    for token in sent:
        value = token.text if token.text.isdigit() else str(NUMBER_WORDS.get(token.lower_, "")) or ""
        if not value.isdigit() or not 1 <= int(value) <= 110 or token.i < sent.start + 2:
            continue
        before, after = token.doc[token.i - 1], token.doc[token.i + 1] if token.i + 1 < sent.end else None
        later = token.doc[token.i + 2] if token.i + 2 < sent.end else None
        rest = token.doc[token.i + 1: min(token.i + 3, sent.end)].text.casefold()
        old = rest.startswith(("years old", "yrs old", "year old", "yo", "y/o"))
        if not old and (int(value) < 2 or after is not None and after.pos_ in ("NOUN", "PROPN", "ADJ", "NUM")
                        and after.lower_ not in ("now", "and", "but", "still")):
            continue  # ("eleven shops", "a force eight last night", "one of the partners": a count, no age)
        if before.lower_ in _NOT_AN_AGE_BEFORE \
                or not old and re.match(r"(?:years?|yrs|months|weeks|days|hours|o'clock|am|pm|%|k\b|quid|grand|"
                                        r"pounds|miles|acres|mins|minutes|st|nd|rd|th)\b", rest) \
                or after is not None and after.lower_ in ("and", "or", ",", "-", "to") and number(later) \
                or number(token.doc[token.i - 2]) and before.text == "," and not (after and after.lower_ == "now"):
            continue  # ("4 and 7", "eight, 12 and six": a list of numbers)
        lead = token.doc[token.i - 2] if before.text == "," else token.doc[token.i - 3] \
            if before.lower_ == "aged" and token.doc[token.i - 2].text == "," else None
        while lead is not None and lead.lower_ in _AGE_LEAD_ADVERBS and lead.i > sent.start:
            lead = lead.doc[lead.i - 1]  # ("a roadie now, sixty-three and still ...": the post before "now")
        held_by = next((a for a in lead.ancestors if a.dep_ == "attr" or a.pos_ in ("VERB", "AUX")), None) \
            if lead is not None and lead.dep_ == "pobj" else None
        if held_by is not None and held_by.dep_ == "attr":
            lead = held_by  # ("a roadie for a punk band, sixty-three", "a mender at the mill in Dewsbury, 62 and ...")
        owner = person(lead) if lead is not None else None
        nowish = after is not None and after.lower_ == "now"
        # ("..., absolute prodigy, only fourteen.": a young age said last, set apart, of whom the sentence is about)
        nowish = nowish or before.lower_ in ("only", "just", "barely") and token.doc[token.i - 2].text == "," \
            and (after is None or after.is_punct and after.text != ",")
        if owner is None and not (old or nowish or lead is not None and (
                lead.dep_ == "attr" and after is not None and after.lower_ in ("and", ",", "but"))):
            continue  # ("at the club, 104": a number beside a thing)
        if owner is None:
            verb = next((a for a in token.ancestors if a.pos_ in ("VERB", "AUX")), sent.root)
            subject = _subject(verb)
            if lemma_of(verb) == "be" and subject is not None and subject.pos_ != "PRON" \
                    and not (token.head.dep_ == "pobj" and before.lower_ in ("only", "just", "barely")) \
                    and not (lead is not None and lead.dep_ == "attr" and lead.head == verb and person(subject)):
                continue  # ("My son Theo is 9 years old": the clause's own reading keeps it; "a superintendent
                # at NUH, only 34" hangs the age on the place)
            if subject is not None and subject.lower_ in ("he", "she") and len(people) == 1:
                owner = next(iter(people))
            elif subject is None or subject.lower_ in ("i", "me"):
                owner = "user" if not people or subject is not None else None
            else:
                owner = person(subject)
        if owner:
            return [Fact(owner, "age", value)]
    return []


#: Words said between a post and an age set apart after it ("a roadie now, sixty-three and still ...").
_AGE_LEAD_ADVERBS = frozenset({"now", "nowadays", "already", "too", "then", "today"})

#: Prepositions a time one rises by stands after, and the ones that stay in the value ("before six").
_WAKE_PREPS = frozenset({"before", "by", "at", "around", "about", "after"})


def _woken_at(sent: Span, facts: list[Fact]) -> list[Fact]:
    """When the speaker gets up, however the sentence is built: "I always get up really early, usually before six",
    "I'm always up before six", "I'm an early riser, up before six every day" -- the time (with "before" or "after",
    which change it), as "I get up at six" says it. Someone else's, a night told in the past, or a time of anything
    else, none."""
    if any(f.attribute == "wake_time" for f in facts) or _negated(sent.root):
        return []
    for up in sent:
        verb = up.head if up.lower_ == "up" else up
        rising = up.lower_ == "up" and (lemma_of(verb) in ("get", "be", "wake") or up.dep_ == "advmod"
                                        and lemma_of(verb) == "be") or lemma_of(up) in ("wake", "rise") \
            and up.pos_ == "VERB"
        subject = _subject(verb)
        if not rising or subject is None or subject.lower_ != "i" or verb.tag_ in ("VBD", "VBN") \
                and not any(t.lower_ in ("always", "usually", "normally") for t in sent):
            continue
        for prep in (c for t in (up, verb) for c in t.children if c.dep_ == "prep" and c.lower_ in _WAKE_PREPS):
            when = next((c for c in prep.children if c.dep_ == "pobj"), None)
            said = sent.doc[when.i: when.i + 2].text if when is not None and when.i + 1 < sent.end and \
                sent.doc[when.i + 1].lower_ in ("am", "a.m.", "o'clock") else when.text if when is not None else ""
            if when is not None and (when.like_num or re.fullmatch(CLOCK_WORDS, said, re.IGNORECASE)):
                return [Fact("user", "wake_time", f"{prep.lower_} {said}" if prep.lower_ in ("before", "after")
                             else said, Kind.PATTERN)]
    return []


def _club_joined(fact: Fact) -> Fact:
    """A membership that names a club ("Moved my membership over to Nottingham RC") is the club one is in
    (``team``), as "I row with Agecroft Rowing Club" says it."""
    words = fact.value.split()
    if fact.attribute not in ("membership", "memberships") or not words or words[-1].lower() not in _CLUB_ENDS \
            or not fact.value[:1].isupper() or fact.retracts:
        return fact
    return replace(fact, attribute="team")


def _event_place(fact: Fact) -> Fact:
    """A gathering's named place, however the clause read it ("We've moved the summer party to the Crown"): where it
    is (``summer_party_location``), as "the summer party is at the Crown" says it."""
    words = fact.attribute.split("_")
    if words[-1] not in _EVENTS or not fact.value[:1].isupper() or when_kind(fact.value) \
            or fact.attribute in ("funeral", "wedding") and fact.entity not in ("user", "team"):
        return fact
    return replace(fact, attribute=f"{fact.attribute}_location")


def _site_of_a_town(fact: Fact) -> Fact:
    """An employer said as a town's site ("a cook at the Whitby lifeboat station", "a job at the Preston call
    centre"): a town and common nouns name no firm; the town is where one works. A firm named after its town keeps
    its capitals ("Leeds Building Society")."""
    words = fact.value.split()
    if fact.attribute != "employer" or len(words) < 2 or not all(w.islower() for w in words[1:]) \
            or not places.is_town(words[0]):
        return fact
    return replace(fact, attribute="work_location", value=words[0])


def _town_worked_in(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The town where the one whose job or workplace a sentence gives works, said with the job or the workplace ("I'm
    a seamstress at a bridal shop in Harrogate", "a nurse at St Mary's in Leeds", "been at the Leeds office six
    years"): where they work, when no other place of theirs was read. A town said with anything else ("and we live
    in Leeds") is not where anyone works."""
    workers = {f.entity for f in facts if f.attribute in ("job_title", "employer") and not f.retracts}
    placed = {f.entity for f in facts if f.attribute in ("work_location", "home_city", "home_country")}
    if len(workers) != 1 or workers & placed:
        return []
    said = {w for f in facts if f.entity in workers and f.attribute in ("job_title", "employer")
            for w in f.value.casefold().split()}
    for town in sent:
        if town.tag_ not in ("NNP", "NNPS") or not town.text[:1].isupper() or when_kind(town.text) \
                or town.ent_type_ in ("PERSON", "ORG", "NORP") or town.lower_ in said:
            continue
        if town.dep_ == "pobj" and town.head.lower_ in ("in", "at") and _a_named_house(town) \
                and town.head.head.lower_ in said and not town.text.isupper() \
                and not any(f.attribute == "employer" for f in facts):
            # ("taken on as a receptionist in the Mater": a house named with "the" is where one works, no town)
            return [Fact(next(iter(workers)), "employer", town.text)]
        held = town.head if town.dep_ == "compound" else town.head.head if town.dep_ == "pobj" and (
            town.head.lower_ in ("in", "down", "up", "round", "out")
            or town.head.lower_ in ("at", "near", "outside") and town.head.head.lower_ in _WORKPLACES | _SITES
            and places.is_town(_place_name(town))) else None  # ("the yard at Hebburn"; never "a recruiter at Meta")
        if held is not None and held.lower_ in ("out", "over", "up", "down", "away") \
                and held.dep_ in ("advmod", "prt", "prep"):
            held = held.head  # ("a dental nurse out in Lisburn")
        if held is not None and lemma_of(held) == "be" and town.dep_ == "pobj":
            # ("she's a marine biologist down Falmouth now": the town hung on "is", beside the job)
            held = next((c for c in held.children if c.dep_ == "attr" and c.lower_ in said), held)
        # (the town's own name beside the workplace, "the Leeds office", or "in" the job or the workplace)
        # (a site named by a word the parser knows as a place: "the Boots warehouse" is the firm's)
        # ("Yorkshire Water's Knostrop sewage works": the firm said as whose the site is, the name beside it a place)
        firms_site = held is not None and any(c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS") for c in held.children)
        if held is None or town.dep_ == "compound" and (held.lower_ not in _BRANCHES | _SITES or not (
                town.ent_type_ in ("GPE", "LOC") or places.is_town(_place_name(town)) or firms_site)) \
                or town.dep_ == "pobj" and not (held.lower_ in said or held.lower_ in _WORKPLACES | _SITES
                                                or held.dep_ == "pobj" and held.head.lower_ == "at"):
            continue  # ("a chef at a bistro in Bath": the town of the place one is at)
        return [Fact(next(iter(workers)), "work_location", _place_name(town))]
    return []


def _taken_for(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The condition a medicine is taken for is one its taker has: "I'm on methotrexate for my rheumatoid
    arthritis", "Mum takes levothyroxine for her thyroid" (a condition named as one, never "for the pain")."""
    takers = {f.entity for f in facts if f.attribute == "medications" and not f.retracts}
    if not takers:  # "I'm on inhalers for my asthma": one's own, whatever the treatment is called
        takers = {"user"} if any(t.lower_ == "for" and any(g.dep_ == "pobj" and any(
            p.dep_ == "poss" and p.lower_ == "my" for p in g.children) for g in t.children) for t in sent) else set()
    if len(takers) != 1:
        return []
    for prep in sent:
        ill = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep.lower_ == "for" else None
        if ill is None or not any(c.dep_ == "poss" for c in ill.children) \
                or takers == {"user"} and not any(c.dep_ == "poss" and c.lower_ == "my" for c in ill.children):
            continue
        said = " ".join(t.text for t in ill.subtree if t.dep_ != "poss")
        if ill.lower_ in _ILLNESSES or said.lower() in _ILLNESS_PHRASES:
            return [Fact(next(iter(takers)), "medical_conditions", said)]
    return []


def _gerund(verb: Token) -> str:
    """ "hiking" as said, or the -ing form of "to hike" / "to swim"."""
    return verb.lower_ if verb.tag_ == "VBG" else _ing(verb.lemma_.lower())


def _ing(base: str) -> str:
    """The -ing form of a verb: "hike" -> "hiking", "swim" -> "swimming"."""
    if base.endswith("e") and not base.endswith(("ee", "ye", "oe")):
        base = base[:-1]
    elif re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", base):
        base += base[-1]
    return base + "ing"


#: The pastimes as their nouns: "no more climbing".
_PASTIME_FORMS = frozenset(_ing(p) for p in _PASTIMES)


#: What a "for" or "in" names that is no scope of a preference ("prefers Go for everything").
_NO_SCOPE = frozenset({"everything", "anything", "all", "most", "work", "general"})


def _subject_is_someone_else(verb: Token) -> bool:
    """Whether the clause's subject is a person other than the speaker (a name or a relation)."""
    subject = _subject(verb)
    return subject is not None and subject.lower_ not in ("i", "we", "me", "us") and (
        subject.pos_ in ("PROPN", "NOUN") or bool(_relation_word(subject)))  # "Noor", "our designer, Noor"


#: How one takes a food or a drink ("my coffee black", "my steak rare").
_HOW_TAKEN = frozenset({"black", "white", "strong", "weak", "hot", "iced", "cold", "sweet", "rare", "medium",
                        "spicy", "mild", "plain", "neat", "dry", "decaf"})


def _chosen_over(verb: Token, lemma: str) -> bool:
    """Whether ``verb`` chooses one thing over another as a standing taste: a verb of choosing said with "would"
    and "over" or "rather ... than" ("I'd pick the train over flying", "I'd always go for tea over coffee").
    A choice made once ("we chose Kubernetes over Nomad") has no "would" and is a decision."""
    if lemma not in _CHOOSE or not any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in verb.children):
        return False
    return any(c.lower_ == "rather" or (c.dep_ == "prep" and c.lower_ == "over") for c in verb.children)


def _taste(lemma: str, verb: Token, obj: Token) -> Pairs:
    attribute = _TASTE[lemma]
    if obj.dep_ == "xcomp" and obj.pos_ == "VERB":  # "I like to use Python": the object of the inner verb
        kept = _activity_time(obj)
        if kept:
            return kept  # "I prefer to work out in the morning": the part of the day, as said plainly
        inner = _object(obj)
        if inner is None:
            return [(attribute if attribute != "@prefer" else "likes", _gerund(obj))] if lemma != "prefer" else []
        obj = inner
    if obj.pos_ == "VERB" and obj.tag_ == "VBG":
        return [("likes" if attribute != "dislikes" else "dislikes", obj.text)]
    if obj.pos_ not in ("NOUN", "PROPN") or obj.lower_ in ("it", "this", "that"):
        return []
    taken = next((c for c in obj.children if c.dep_ == "compound" and c.pos_ == "NOUN"), None)
    if obj.lower_ in _HOW_TAKEN and taken is not None and any(c.dep_ == "poss" for c in obj.children):
        return [(canonical_attribute(taken.lower_), obj.lower_)]  # "I like my coffee black": the coffee, black
    out: Pairs = []
    for t in conjuncts(obj):
        value = phrase(t)
        typed = attribute_for_value(value)
        if attribute == "@prefer" and typed is None and (_prep(t, "over", "to") or _prep(verb, "over", "to")) is not None:
            out.append(("likes", value))  # "I prefer tea over coffee": a choice between two is a preference
            continue
        scope = _prep(t, "in", "for", "at", "during", "on", "when") or _prep(verb, "in", "for", "at", "during",
                                                                            "on", "when")
        if attribute == "@prefer" and typed is None and (scope is None or scope.lower_ in _NO_SCOPE) \
                and _subject_is_someone_else(verb):
            out.append(("likes", value))  # "Noor prefers Figma": no phrase rule reads someone else's taste
            continue
        if attribute == "@prefer" and typed is None:
            continue  # "I prefer tea in the evening": the phrase rules name the scope (preference_evening)
        if attribute == "@prefer" or (typed in PREFERENCE_ATTRIBUTES and attribute != "dislikes"):
            # (a value hated is a dislike, never the preference its kind names: "Karen hates Slack")
            typed = "preferred_programming_language" if typed == "programming_languages" else typed
            out.append((typed or "likes", value))
        else:
            out.append((attribute, value))
    return out


# -- clauses: every verb with its own subject ---------------------------------------------------------------------

_CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "parataxis", "xcomp", "acl", "dep"})


def _stranded_subject(verb: Token) -> Token | None:
    """The person said right before a verb with no subject of its own, whom the parser hung on the clause before
    ("My sister Jade works at Boots and her husband Craig drives for DPD": "her husband Craig" read as one more
    thing at Boots): that person is who does it. None when no such person stands there."""
    if verb.dep_ not in ("advcl", "conj") or verb.pos_ not in ("VERB", "AUX") \
            or any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        return None
    at = verb.i - 1
    while at > verb.sent.start and verb.doc[at].is_punct:
        at -= 1  # ("her partner, Rob, drives for Stagecoach": the commas around the name)
    if at < verb.sent.start:
        return None
    before = verb.doc[at]
    if before.dep_ == "appos" and before.tag_ in ("NNP", "NNPS"):
        before = before.head  # ("her husband Craig": the relation the name is given to)
    if before.dep_ not in ("conj", "pobj", "dobj") or before.pos_ not in ("NOUN", "PROPN") \
            or max(t.i for t in before.subtree) != verb.i - 1:
        return None
    owned = any(c.dep_ == "poss" for c in before.children)
    return before if _relation_word(before) is not None and owned else None


def clauses(sent: Span) -> list[tuple[Token, Token | None]]:
    """Each verb (or verbless head) of ``sent`` that states something, with its subject (inherited by a
    conjoined verb that has none: "I live in Austin and work at Dell")."""
    out: list[tuple[Token, Token | None]] = []
    for token in sent:
        if token.dep_ == "relcl" and token.pos_ in ("VERB", "AUX"):
            said = _subject(token)  # "My sister she lives in Leeds": the pronoun restates the noun it hangs on
            if said is not None and said.lower_ in _PRONOUNS and token.head.dep_ == "ROOT" and (
                    _relation_word(token.head) or token.head.tag_ in ("NNP", "NNPS")):
                out.append((token, token.head))
            elif said is not None and said.lower_ in ("who", "that") and (
                    _relation_word(token.head) or token.head.tag_ in ("NNP", "NNPS")
                    or token.head.lower_ in lexicon.ROLES):
                out.append((token, token.head))  # "I have a brother who works at Google": the brother works there
            continue
        if token.dep_ not in _CLAUSE_DEPS or token.pos_ not in ("VERB", "AUX", "NOUN", "PROPN", "ADJ"):
            continue
        if token.dep_ != "ROOT" and token.pos_ not in ("VERB", "AUX"):
            continue
        if token.dep_ == "xcomp" and (lemma_of(token.head) in _TASTE or lemma_of(token.head) in _REMOVE):
            continue  # "like to use X", "stopped playing the violin" are read from the taste or removal verb
        if token.dep_ == "advcl" and lemma_of(token) == "be" and token.tag_ == "VBD" and any(
                c.dep_ == "mark" and c.lower_ in ("since", "till", "until") for c in token.children):
            continue  # ("been at it since he was a youngster": from when, nothing he is)
        subject = _stranded_subject(token) or _subject(token)
        out.append((token, subject))
        for prep in (c for c in token.children if c.dep_ == "prep"):
            moved = _moved_before(prep)
            if moved is not None and subject is not None:
                out.append((moved[0], subject))  # "Before moving to Berlin in 2024 I lived ...": the move, by them
        if subject is not None and subject.dep_ in ("nsubj", "nsubjpass"):
            # "Ann and Bo work at Acme", "My partner and I live in Leeds": each subject said it
            out += [(token, other) for other in subject.conjuncts if other.pos_ in ("PROPN", "NOUN", "PRON")]
    return out


def _subject(verb: Token, _depth: int = 0) -> Token | None:
    """Who does what ``verb`` says: its subject, or the one a clause without its own inherits (remembered per
    parse: a sentence's readers ask it of the same verbs dozens of times, and a parse is not changed once read)."""
    if _depth:
        return _find_subject(verb, _depth)
    known = verb.doc.user_data.setdefault("subjects", {})
    if verb.i not in known:
        known[verb.i] = _find_subject(verb)
    found: Token | None = known[verb.i]
    return found


def _find_subject(verb: Token, _depth: int = 0) -> Token | None:
    if _depth > 12:
        return None  # (a parse whose clauses hang on each other in a ring: no subject found by following it)
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if len(subjects) == 2 and subjects[1].tag_ in ("NNP", "NNPS") and subjects[0].tag_ not in ("NNP", "NNPS") \
            and (subjects[0].lower_ in _PERSON_NOUNS or subjects[0].lower_ in lexicon.ROLES) \
            and not _relation_word(subjects[0]):  # (a relation's name is read with it: :func:`who`)
        return subjects[1]  # "the guy who services our boiler, Dev, is moving": the name the parser split off
    between = verb.doc[subjects[0].i: subjects[1].i] if len(subjects) == 2 else ()
    if len(subjects) == 2 and subjects[1].lower_ in ("i", "we") and (
            subjects[0].pos_ == "NOUN" and any(t.text == "," for t in between)
            or subjects[0].pos_ == "PROPN" and any(t.text in (":", ";", "'", '"', "–", "—") for t in between)
            # ("Ngāti Porou on my dad's side, I grew up in Gisborne": one's people, then the speaker)
            or subjects[0].pos_ == "PROPN" and any(t.lower_ == "side" and t.head.lower_ == "on" for t in between)):
        # ("'once a Brummie, always a Brummie': I was born in Small Heath": a saying before the speaker's words)
        return subjects[1]  # "Last shift at Asda done, Monday I start nights": the fragment before the comma is no doer
    if len(subjects) == 2 and subjects[1].i == subjects[0].i + 1 and subjects[0].pos_ == "NOUN" \
            and subjects[1].text.isupper() and 2 <= len(subjects[1].text) <= 4:
        return subjects[1]  # "The gliding club AGM is on the 3rd": the acronym is the thing, the club whose it is
    for child in verb.children:
        if child.dep_ in ("nsubj", "nsubjpass", "expl"):
            if child.lower_ in _OPENING_CUES and any(c.dep_ in ("nsubj", "nsubjpass") and c.i > child.i
                                                     for c in verb.children):
                continue  # "Correction: the wedding is at Kew Gardens": the cue is no subject
            return _said_before(child) or _thing_apposed(child) or child
    for child in verb.children:  # "Tom from accounting speaks ...": a name the small model hung elsewhere
        if child.dep_ in ("npadvmod", "dep") and child.i < verb.i and child.is_title \
                and not any(c.lower_ in _DROPPING_VERBS for c in child.children) \
                and child.doc[child.i + 1].text != "-":  # ("Part-exchanged the Astra": one word, no subject)
            return child  # (not "Forget Majorca, the kids want snow": a thing dropped, the tagger's "Forget" a name)
    if verb.dep_ == "acl" and verb.tag_ == "VBN" and verb.head.dep_ == "attr" and lemma_of(verb.head.head) == "be" \
            and verb.doc[verb.i - 1].text == ",":
        # ("Lena is our senior horologist, based in Clerkenwell": Lena is)
        return _subject(verb.head.head, _depth + 1)
    aside = next((c for c in verb.children if c.dep_ in ("ccomp", "parataxis") and c.i < verb.i), None)
    opener = verb.doc[verb.sent.start]
    if aside is not None and opener.tag_ in ("NNP", "NNPS") and opener.head.i == aside.i \
            and opener.dep_ in ("npadvmod", "dep", "nsubj") and verb.doc[opener.i + 1].text in ("-", "–", "—", ","):
        return opener  # "Joanne - she's the one I do the school run with - has just been made headteacher": Joanne
    if verb.tag_ == "VBG" and verb.i > verb.sent.start and verb.doc[verb.i - 1].lower_ == "not" \
            and verb.i - 1 == verb.sent.start:
        return None  # "Not selling the piano after all, my niece wants ...": the speaker's, the subject left out
    if verb.tag_ == "VBG" and verb.i == verb.sent.start and verb.dep_ == "advcl" \
            and verb.head.i > verb.i and any(t.text == "," for t in verb.doc[verb.i: verb.head.i]):
        return None  # "Picking up Hokkien also, the aunties at work teach me one": the speaker is picking it up
    noun = verb.head
    opener = noun.dep_ == "dep" and noun.i == verb.sent.start and noun.text[:1].isupper() and verb.tag_ == "VBN" \
        and not verb.i == noun.i + 1  # ("Ravi (backend) relocated to Bangalore": a name the tagger took for a noun)
    if verb.dep_ == "acl" and (noun.dep_ == "ROOT" or opener) and noun.pos_ in ("NOUN", "PROPN") and lemma_of(verb) \
            not in ("call", "name") and (noun.lower_ in lexicon.ROLES or _relation_word(noun) or noun.tag_ in ("NNP", "NNPS")
                                         or noun.lower_ in _PERSON_NOUNS or opener):
        return noun  # "Our head chef, Marco, trained at Ballymaloe": the parser's sentence is the chef, the verb his
    if verb.dep_ in ("conj", "xcomp", "advcl", "acl") and verb.head is not verb:
        head = verb.head.head if verb.dep_ == "conj" and verb.head.dep_ in ("attr", "acomp") else verb.head
        inherited = _subject(head, _depth + 1)  # "My son Max is 12 and obsessed with Minecraft": Max is both
        if verb.dep_ == "advcl" and inherited is not None and inherited.i > verb.i and (
                attribute_for_value(phrase(inherited))
                or (lemma_of(verb.head) == "be" and any(c.dep_ == "acomp" for c in verb.head.children))
                # "Promoted to sergeant this morning, drinks are on me": no drink was promoted
                or inherited.lower_ in ("it", "this", "that")  # "Swapped onto lates, it works better"
                # "Added a rescue greyhound to the family, she's called Pip": the chat's dropped "I"
                or (verb.tag_ == "VBD" and verb.i == verb.sent.start and not _relation_word(inherited)
                    and (inherited.lower_ in _PRONOUNS or inherited.tag_ not in ("NNP", "NNPS")))
                # ("Dyed it back to brunette, the blonde washed me out": the speaker dyed it)
                or (inherited.tag_ in ("NN", "NNS") and not _relation_word(inherited)
                    and inherited.lower_ not in _PERSON_NOUNS and inherited.lower_ not in lexicon.ROLES)):
            # "Finally ditched Sublime, Zed is my editor now", "moving bug tracking to Linear, Jira is too slow":
            # a thing does not ditch or move, the speaker did
            return None
        if verb.dep_ == "conj" and verb.tag_ == "VBD" and inherited is not None and verb.i > 0 \
                and verb.doc[verb.i - 1].text == "," and inherited.pos_ in ("NOUN", "PROPN") \
                and inherited.ent_type_ not in ("PERSON", "ORG", "NORP", "GPE") and not _relation_word(inherited) \
                and inherited.lower_ not in _PERSON_NOUNS and inherited.lower_ not in lexicon.ROLES:
            return None  # "Removal van's been and gone, got the keys to the cottage": the van got no keys
        return inherited
    if verb.tag_ == "VBZ" and verb.dep_ == "ROOT":
        # "He's called Owain, comes from Lampeter": a verb in the third person, its subject the one the clause the
        # parser hung under it names first (never the speaker: "I comes from" is nobody's English here)
        said = next((found for c in verb.children if c.dep_ in ("advcl", "ccomp", "parataxis") and c.i < verb.i
                     and (found := _subject(c, _depth + 1)) is not None), None)
        if said is not None and (said.lower_ in ("he", "she") or said.tag_ in ("NNP", "NNPS")
                                 or _relation_word(said)):
            return said
    return None


#: Verbs that open a sentence by dropping a thing ("Forget Majorca, ...", "Scrap the barn, ...").
_DROPPING_VERBS = frozenset({"forget", "scrap", "ditch", "drop", "cancel", "nix", "skip", "bin"})


def _thing_apposed(subject: Token) -> Token | None:
    """The thing a subject's apposition names, where the parser made the person it belongs to (or a cue) the
    subject: "My sister Anna's operation is at the Freeman" (her operation is there), "Correction: Ollie's
    parents' evening is Wednesday"."""
    cue = subject.lower_ in lexicon.CORRECTION_MARKERS or subject.lower_ in ("correction", "update")
    if not cue and not _relation_word(subject):
        return None
    return next((c for c in subject.children if c.dep_ == "appos" and c.pos_ == "NOUN" and not _word_for_a_person(c)
                 and any(g.dep_ == "poss" and (cue or g.tag_ in ("NNP", "NNPS")) for g in c.children)), None)


_PRONOUNS = frozenset({"he", "she", "they"})
_BESIDE_DEPS = ("npadvmod", "dep", "advmod", "nsubj", "intj")


def _said_before(subject: Token) -> Token | None:
    """Whom a subject restates, when the parser hung the one it restates beside it: "My brother he is working"
    (the pronoun restates "brother"); "Raj (my flatmate) works", "Hannah, team lead, is" (the noun describes
    the name before it)."""
    if subject.lower_ in _PRONOUNS:
        fits = lambda t: _relation_word(t) is not None or t.tag_ in ("NNP", "NNPS")  # noqa: E731
    elif subject.pos_ == "NOUN" and not _named_itself(subject):  # ("Tom, my brother Jack lives in Leeds": Jack)
        fits = lambda t: t.tag_ in ("NNP", "NNPS") and t.is_title and _relation_word(t) is None \
            and not any(c.lower_ in _DROPPING_VERBS for c in t.children)  # noqa: E731
    else:
        return None
    return next((t for t in subject.head.children if t.dep_ in _BESIDE_DEPS and t.i < subject.i
                 and fits(t)), None)


def _beside(name: Token) -> Token | None:
    """The noun set beside a name to say who they are: its apposition, or a noun the parser made the
    subject after it ("Raj (my flatmate) works"). Never a noun that carries a name of its own: the name before it
    is then someone spoken to ("Y'all, my brother Travis just got hired", "Isa, my cousin Jone got picked")."""
    appos = next((c for c in name.children if c.dep_ == "appos"), None)
    if appos is not None or name.dep_ not in _BESIDE_DEPS:
        return None if appos is not None and _named_itself(appos) else appos
    return next((t for t in name.head.children if t.dep_ in ("nsubj", "nsubjpass") and t.i > name.i
                 and t.pos_ == "NOUN" and (t.lower_ in lexicon.ROLES or _relation_word(t) or t.lower_ in _TEAMS)
                 and not _named_itself(t)), None)


def _named_itself(noun: Token) -> bool:
    """Whether a common noun has a proper name set beside it after it ("my cousin Jone")."""
    return noun.pos_ == "NOUN" and any(c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS") and c.i > noun.i
                                       for c in noun.children)


def _negated(verb: Token) -> bool:
    """Whether a clause denies what it states. A "not" after a comma or dash contrasts the value said with the
    one it replaces ("I'm vegan, not vegetarian", "two daughters, not one"): it denies the other value, not
    this one."""
    if any(c.dep_ == "neg" and not _contrasts(c) for c in verb.children):
        return True
    complement = _object(verb)
    # (a clause of its own denies only itself: "Linear didn't work out, we're back on Jira")
    return complement is not None and complement.dep_ != "ccomp" and any(
        c.dep_ == "neg" and not _contrasts(c) for c in complement.children)


def _contrasts(neg: Token) -> bool:
    """A "not" that opens a contrast after what it follows (", not Y", "- not Y"), not one that negates."""
    return neg.i > neg.head.i and neg.i > 0 and neg.doc[neg.i - 1].text in _CONTRAST_PUNCT


_NO_LONGER = re.compile(r"\b(?:no longer|not any ?more|anymore|any more|gave up|give up|quit|stopped|sold|"
                        r"ditched|got rid of|cancel+ed|passed away)\b", re.IGNORECASE)
_ADDS = re.compile(r"\b(?:also|too|as well|another|besides|other|add|added|plus|on top of|apart from|alongside)\b",
                   re.IGNORECASE)


def _speaks_of_self(verb: Token) -> bool:
    """Whether the turn of ``verb`` is the speaker's about themselves: "I" or "me" said in it, or "of mine"."""
    return any(t.lower_ in ("i", "me", "mine", "my") for t in verb.doc)  # (a sentence spliced off still counts)


def read_clause(verb: Token, subject: Token | None, memory: dict[str, str]) -> list[Fact]:
    """The facts one clause states, about whom, negated or added as said."""
    back = next((c for c in verb.children if c.lower_ == "back" and c.dep_ in ("advmod", "prt")), None) \
        if subject is not None else None
    if back is not None and subject is not None and back.i < subject.i \
            and any(t.text in (",", ";") for t in verb.doc[back.i: subject.i]):
        # "Back on full-strength coffee, decaf did nothing for me": what the speaker is back on, before the reason
        onto = _prep(back, "on", "to", "onto", "with")
        typed = _back_onto(onto) if onto is not None else None
        if onto is not None and typed and typed != "home_country":
            return [Fact("user", typed, canonical_value(typed, _onto_said(onto)))]
    complement = _object(verb) if lemma_of(verb) == "be" else None
    spoken = subject if subject is not None and complement is not None and complement.pos_ in ("ADJ", "NOUN") \
        and attribute_for_value(subject.text) == "spoken_languages" and _owner(subject) in ("user", "we") else None
    if spoken is not None and complement is not None and not _negated(verb) \
            and complement.lower_ not in ("nonexistent", "non-existent", "existent", "zero"):
        # "My Afrikaans is decent too", "my French is rusty": a language one speaks, however well
        return [Fact("user", "spoken_languages", spoken.text, adds=bool(_ADDS.search(verb.sent.text)))]
    many = next((c for c in complement.children if c.dep_ == "nummod" and c.like_num), None) \
        if complement is not None and complement.tag_ == "NNS" and complement.lower_ not in _NOT_COUNTED else None
    if many is not None and complement is not None and subject is not None and subject.lower_ in ("it", "that") \
            and not _negated(verb):
        # "Correction: it's five hives": how many, said of the thing counted
        return [Fact("user", f"{complement.lemma_.lower()}_count", canonical_value("count", many.text))]
    home = complement if complement is not None and complement.lower_ == "home" else next(
        (c for c in verb.children if c.lower_ == "home" and c.dep_ in ("advmod", "npadvmod")), None) \
        if lemma_of(verb) == "be" else None
    if subject is not None and home is not None and subject.tag_ in ("NNP", "NNPS") and not _negated(verb):
        return [Fact("user", _place(phrase(subject)), phrase(subject))]  # "Bristol is home now", "Leeds has been home"
    if subject is not None and complement is not None and subject.lower_ == "home" \
            and complement.tag_ in ("NNP", "NNPS") and not _owner(subject):  # "Home is Cardiff now"
        return [Fact("user", _place(phrase(complement)), phrase(complement))]
    if subject is not None and complement is not None and _owner(complement) == "user" and not _negated(verb) \
            and attribute_for_value(phrase(subject)) == "spoken_languages" \
            and canonical_attribute(_without_possessor(complement)) == "native_language":
        # "Sinhala is my mother tongue, and English from school of course": the first language, and any other
        # said beside it
        return [Fact("user", "native_language", phrase(subject))] + [
            Fact("user", "spoken_languages", t.text) for c in verb.children if c.dep_ == "conj"
            for t in conjuncts(c) if attribute_for_value(t.text) == "spoken_languages"]
    if subject is not None and complement is not None and _owner(complement) in ("user", "we") \
            and attribute_for_value(phrase(subject)) == canonical_attribute(_without_possessor(complement)):
        # "Zed is my editor now": a thing of the kind the noun names, not a person in that role ("English is my
        # second language" names a second language, not the languages spoken)
        attribute = canonical_attribute(_without_possessor(complement))
        return [Fact("user", attribute, phrase(subject),
                     Kind.PREFERENCE if attribute in PREFERENCE_ATTRIBUTES else Kind.FACT)]
    name = " ".join(t.text for t in subject.subtree if t.i == subject.i or t.dep_ == "compound" and t.i < subject.i
                    and t.tag_ in ("NNP", "NNPS")) if subject is not None and subject.tag_ in ("NNP", "NNPS") else \
        memory.get("said") if subject is not None and subject.lower_ in _PRONOUNS else None  # "Felix? He's ..."
    # ("Dr Khan is my GP": the name as said, title and all)
    # ("Marites is the auctioneer's assistant": a post under someone known only by theirs, no one's relation)
    by_post = complement is not None and complement.lower_ in _POSTS_UNDER and any(
        c.dep_ == "poss" and c.pos_ == "NOUN" and not _relation_word(c) and any(d.lower_ == "the" for d in c.children)
        for c in complement.children)
    if name and complement is not None and not by_post \
            and _relation_word(complement) and _owner(complement) not in (None, "they") and not _negated(verb):
        owner = {"we": "user"}.get(_owner(complement) or "", _owner(complement) or "")
        relation = _relation_word(complement) or ""
        named_by = _full_name(subject) if subject is not None and subject.tag_ in ("NNP", "NNPS") else name
        memory["person"] = normalise_key(named_by) or name.lower()
        attribute = lexicon.RELATION_ATTRIBUTE.get(relation, relation) if owner == "user" else relation
        return [Fact(owner, canonical_attribute(attribute), name)]  # "Lucy is my son's godmother"
    if subject is not None and complement is not None and complement.lower_ in ("thing", "jam", "passion") \
            and _owner(complement) == "user" and not _negated(verb) and subject.pos_ in ("NOUN", "PROPN", "VERB"):
        return [Fact("user", "likes", phrase(subject), Kind.PREFERENCE)]  # "Spicy food is my thing"
    if subject is not None and complement is not None and complement.lower_ in ("hobby", "pastime", "passion") \
            and any(c.lower_ in ("another", "a") for c in complement.children) and _speaks_of_self(verb) \
            and not _negated(verb) and subject.pos_ in ("NOUN", "PROPN", "VERB") and not _relation_word(subject):
        # "Chess is another big hobby, I play online most nights", "Knitting is a big hobby of mine"
        return [Fact("user", "hobbies", phrase(subject), adds=True)]
    said_as = _said_as(subject, verb)
    if said_as is not None:
        return [said_as]
    pet = _name_of(subject) if subject is not None and subject.lower_ in lexicon.PETS \
        and _owner(subject) in ("user", "we") else None
    if pet is None and subject is not None and subject.lower_ in lexicon.PETS and _owner(subject) in ("user", "we") \
            and lemma_of(verb) == "be" and complement is not None:
        # "Our dog's a border collie called Fly": the name the complement gives
        pet = next((t.text for t in complement.subtree if t.tag_ in ("NNP", "NNPS") and t.head.lemma_ in ("call", "name")),
                   None)
    if pet and lemma_of(verb) == "be":
        # "My dog Skye is a border collie", "our cat Luna is very shy": a pet of the household, by its name (what
        # it is like stays in the memory's words)
        return [Fact("user", "pets", pet)]
    called = _called(subject, verb, memory)
    if called is not None:
        return [called]
    person = who(subject, verb, memory)
    listed = _prep(verb, "to") if lemma_of(verb) in ("add", "put") and _object(verb) is not None else None
    if listed is not None and _owner(listed) == "user" and person.entity != "user":
        person = Who("user")  # "The doctor added atorvastatin to my meds": the list, and what is on it, is mine
    moved = _object(verb) if lemma_of(verb) in _MOVED_ACROSS | _SENT | _POSTED | {"call", "bring", "order", "summon",
                                                                                 "promote"} else None
    if moved is not None and (moved.lower_ == "me" or moved.lower_ == "us" and lemma_of(verb) not in _MOVED_ACROSS) \
            and person.entity != "user" and person.entity not in _CARERS:  # (what the GP swapped: :func:`_prescribed`)
        # "They moved me to the data platform team", "They've called us all back to the office": the speaker
        person = Who("user")
    elif moved is not None and lemma_of(verb) == "promote" and (moved.tag_ in ("NNP", "NNPS") or _relation_word(moved)):
        person = who(moved, verb, memory)  # "They promoted Sam to head chef": Sam's post
    placed = _object(verb)
    if person.entity != "user" and placed is not None and placed.lower_ == "me" and _part_played(verb, lemma_of(verb)):
        person = Who("user")  # "Coach has me on the wing now": where the speaker plays
    how = next((c for c in verb.children if c.lower_ in ("redundant", "off", "go")), None)
    let_go = (_prep(verb, "from", "by") or (_prep(how, "from", "by") if how is not None else None)) \
        if lemma_of(verb) in ("make", "lay", "fire", "let", "sack") and (
            how is not None or lemma_of(verb) in ("fire", "sack")) else None
    if let_go is not None and let_go.tag_ in ("NNP", "NNPS") and person.entity:
        # "Sunita's been made redundant from Barclays", "I was laid off from Meta": no longer works there
        return [Fact(person.entity, "employer", f"not {phrase(let_go)}", retracts=True)] + (
            [person.relation] if person.relation else [])
    holder = _post_holder(subject, verb)
    if holder is not None:
        return [holder]
    medicine = _medicine_changed(verb, subject)
    if medicine:
        return medicine
    given_to = _prep(verb, "to") or next((g for c in verb.children if c.dep_ == "dative" and c.lower_ == "to"
                                          for g in c.children if g.dep_ == "pobj"), None)
    given = _object(verb) if lemma_of(verb) in ("give", "hand", "pass") and (
        any(c.lower_ in ("away", "on") and c.dep_ in ("prt", "advmod") for c in verb.children)
        or (given_to is not None and (_relation_word(given_to) or given_to.tag_ in ("NNP", "NNPS")
                                      or given_to.pos_ in ("NOUN", "PROPN") and _held_kind(_object(verb))))) else None
    # ("Gave the old piano to the parish hall": a thing of a kind one holds, given to anyone)
    if given is not None and not _negated(verb) and (
            given.tag_ in ("NNP", "NNPS") or _held_kind(given)):
        # "Gave Bandit to my nephew", "gave the cat away": no longer the giver's (what it was, the writer knows)
        return [Fact(person.entity, _removed_attribute(given), f"not {phrase(given)}", retracts=True)]
    set_to = _set_to(verb)
    if set_to is not None:
        return [set_to]
    ridden = _gets_about_in(verb, person) if person.entity == "user" else None
    if ridden is not None:
        return [ridden]
    if not person.entity:
        owned = _possessed(subject, verb, memory) or _runs_on(subject, verb) or _moved_thing(subject, verb)
        titled = _titled_owner(subject) if owned is not None else None  # "Grandma Jean's birthday is in August"
        return ([owned] if owned is not None else []) + _more_of_a_set(owned, verb) \
            + ([titled] if titled is not None else [])
    named = _named_relation(subject, verb, person)
    if named is not None:
        return [named]
    abstains = _abstains(verb) or (_without(food, drinking=food.lower_ in _DRINKS)
                                   if (food := _off_a_food(verb)) is not None else [])
    eats = _eats_again(verb)
    if eats is not None and not abstains:  # "Started eating meat again": a diet without meat is over
        return [Fact(person.entity, "diet", f"eats {eats.lower_}")] + ([person.relation] if person.relation else [])
    if abstains:  # "my mother-in-law can't eat dairy", "I'm off dairy now": the diet, not a retracted value
        return [Fact(person.entity, a, v, Kind.PREFERENCE if a in PREFERENCE_ATTRIBUTES else Kind.FACT)
                for a, v in abstains] + ([person.relation] if person.relation else [])
    if lemma_of(verb) == "offer" and _offered_me(verb, person):
        return []  # "Got offered a job at Google": an offer is no post until taken (:func:`_accepted_offer`)
    patient = _put_on(verb, memory)
    if patient is not None:
        # ("the doctor over in Hazard put her on insulin": hers, whoever prescribed it)
        person = Who(patient)
    if lemma_of(verb) == "drop" and _particle(verb) in ("off", "in", "by", "round", "over"):
        return []  # ("Dropped Ama off at her halls": one takes someone somewhere, or calls; nothing dropped)
    pairs = predicate(verb, person.entity)
    if lemma_of(verb) == "move" and any(c.lower_ == "over" and c.dep_ in ("prt", "advmod") for c in verb.children):
        # ("My boss Priya has moved over to Google": to another firm, no town listed as one)
        pairs = [("employer" if a == "home_city" and not places.listed_town(v) and not is_country(v) else a, v)
                 for a, v in pairs]
    if _site_said_in_words(verb):
        # ("works as shift engineer in the data centre at Slough": the workplace said by its kind, the name after
        # it where that workplace is)
        pairs = [("work_location" if a == "employer" and v and v[:1].isupper() else a, v) for a, v in pairs]
    text = verb.sent.text
    removal = _stopped_eating(verb) is None and (  # (what one stopped eating is a diet, said as it now is)
        lemma_of(verb) in _REMOVE or lemma_of(verb) in _GET_OVER or _off_a_medicine(verb) or _packed_in(verb)
        or (lemma_of(verb) == "get" and _particle(verb) == "over")
        or (lemma_of(verb) == "give" and _particle(verb) == "up")
        or (lemma_of(verb) == "return" and _object(verb) is not None
            and bool(attribute_for_value(phrase(_object(verb))))))
    # "I used to live in Oslo", "In my twenties I lived in Berlin": held once, not now (a past state dated by
    # its period holds then: clause_times)
    used_to = _used_to(verb) or (_past_state(verb) and not clause_times(verb))
    kept = removal and _negated(verb) and lemma_of(verb) in ("sell", "cancel", "quit", "drop", "ditch", "give")
    # ("Not selling the piano after all": a removal taken back keeps the thing, when it is a thing of a known kind;
    # "not quitting my job" keeps no pastime)
    if kept:
        pairs = [(a, v) for a, v in pairs if a != "hobbies"]
    negated = (_negated(verb) or removal or used_to) and not kept or bool(
        re.search(r"\bno longer\b", _segment(verb), re.IGNORECASE))
    adds = bool(_ADDS.search(text)) and not negated
    facts: list[Fact] = []
    placed = _placed_by_someone(verb)
    for attribute, value in pairs:
        if not value or placed and canonical_attribute(attribute) in PREFERENCE_ATTRIBUTES:
            continue
        if attribute == "allergies" and value.lower() in lexicon.NOT_ALLERGENS:
            continue  # ("allergic to cats and commitment": the cats; the joke at the end of the list is none)
        attribute = canonical_attribute(attribute)
        value = canonical_value(attribute, value)
        # "My birthday was in May", "I was from Cork originally": said in the past, still so
        held_once = negated and not (used_to and attribute in _TIMELESS and lemma_of(verb) == "be")
        if held_once:
            value = f"not {value}"
        kind = Kind.PREFERENCE if attribute in PREFERENCE_ATTRIBUTES else Kind.FACT
        facts.append(Fact(person.entity, attribute, value, kind, retracts=held_once,
                          adds=adds and attribute in MULTI_VALUED))
    now = _now_instead(verb) if used_to else None
    if now is not None and facts:  # "Used to live in Oslo, now in Bergen"
        facts.append(Fact(person.entity, facts[0].attribute, phrase(now), facts[0].kind))
    scope = _recurring(verb)
    if scope:  # "Weekdays I work at the library", "on weekends I work at a climbing gym": both hold, each then
        facts = [replace(f, attribute=f"{f.attribute}@{scope}") if f.attribute in _SCOPED else f for f in facts]
    base = list(facts)
    if person.relation is not None:
        facts.append(person.relation)
    titled = _titled_owner(subject)
    if titled is not None and base and titled not in facts:
        facts.append(titled)  # "Grandma Jean's birthday is in August": Jean is the user's grandmother
    for other in _conjoined(subject):
        # "My sister and her husband live in Perth": what is said of the pair is said of each
        also = who(other, verb, dict(memory)).entity
        kin = _relation_word(other)
        if not also and kin and any(c.dep_ == "poss" and c.lower_ in ("her", "his", "their") for c in other.children):
            also = f"{person.entity}_{normalise_key(kin) or kin}"  # "my sister and her husband": the sister's
        if also and also != person.entity and also not in ("user", "team", "company"):
            facts += [replace(f, entity=also) for f in base if f.entity == person.entity]
    for name in _also_named(subject):
        # "My parents-in-law, Geoff and Maureen, live in Whitby": what is said of one is said of both
        key = normalise_key(name) or name.lower()
        facts += [replace(f, entity=key) for f in base if f.entity == person.entity]
        if person.relation is not None:
            facts.append(replace(person.relation, value=name))
    return facts


def _medicine_changed(verb: Token, subject: Token | None) -> list[Fact]:
    """A medicine someone else puts the speaker on or takes them off: "Doctor switched me from metformin to
    insulin", "My GP took me off the sertraline", "My doctor stopped the metformin" (and "Dad's GP stopped his
    statins", the carer's patient's); nothing for any other clause."""
    lemma = lemma_of(verb)
    switched = _object(verb) if lemma in ("switch", "move", "change", "put") else None
    from_prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "from"), None)
    # ("from A to B": the parser may hang the "to" on the "from")
    onto_med = (_prep(verb, "to", "onto", "on") or (_prep(from_prep, "to", "onto") if from_prep is not None
                                                    else None)) if switched is not None and switched.lower_ == "me" \
        else None
    if onto_med is not None and is_medication(phrase(onto_med)):
        # the medicine the speaker is on now, and off the other
        off_med = _prep(verb, "from")
        return [Fact("user", "medications", phrase(onto_med))] + (
            [Fact("user", "medications", f"not {phrase(off_med)}", retracts=True)]
            if off_med is not None and is_medication(phrase(off_med)) else [])
    # ("My GP took me off the sertraline", "the neurologist has weaned me off the carbamazepine")
    taken = _object(verb) if lemma in ("take", "get", "bring", "wean", "taper", "ease", "step") else None
    off = _prep(verb, "off") if taken is not None and taken.lower_ == "me" else None
    if off is not None and is_medication(phrase(off)):  # no longer the speaker's
        return [Fact("user", "medications", f"not {phrase(off)}", retracts=True)]
    patient = {None: "user", "we": "user", "they": None}.get(_owner(subject), _owner(subject)) \
        if subject is not None and subject.lower_ in _CARERS else None
    stopped = _object(verb) if lemma in _DEPRESCRIBES and patient and not _negated(verb) else None
    if stopped is not None and patient and is_medication(phrase(stopped)):  # a carer ends its patient's medicine
        return [Fact(patient, "medications", f"not {phrase(t)}", retracts=True) for t in conjuncts(stopped)]
    return []


def _offered_me(verb: Token, person: Who) -> bool:
    """Whether an "offer" clause offers the speaker something: "I got offered a job", "they offered me a role"."""
    offered_to = _subject(verb)
    return (person.entity == "user" and offered_to is not None and offered_to.dep_ == "nsubjpass") \
        or any(c.dep_ == "dative" and c.lower_ == "me" for c in verb.children)


def _titled_owner(subject: Token | None) -> Fact | None:
    """The relation a possessor's title names ("Grandma Jean's birthday", "Uncle Bob's house"): the user's."""
    owner = next((c for c in subject.children if c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS")), None) \
        if subject is not None else None
    title = next((c for c in owner.children if c.dep_ in ("compound", "amod") and _relation_word(c)), None) \
        if owner is not None else None
    if owner is None or title is None or any(c.dep_ == "poss" and c.lower_ not in ("my", "our")
                                             for c in title.children):
        return None
    relation = _relation_word(title) or ""
    return _tie(relation, owner.text)


def _segment(verb: Token) -> str:
    """The words of ``verb``'s sentence between the commas, semicolons or dashes around it: "no longer" in "No
    longer at Deloitte, started at EY" is the first stretch's, not the one "started" stands in."""
    sent = verb.sent
    marks = [t.i for t in sent if t.text in (",", ";", "-", "–", "—")]
    start = max([m + 1 for m in marks if m < verb.i], default=sent.start)
    end = min([m for m in marks if m > verb.i], default=sent.end)
    return verb.doc[start:end].text


def _conjoined(subject: Token | None) -> list[Token]:
    """The people conjoined to ``subject`` as one subject ("my sister and her husband"): relations or names."""
    if subject is None or subject.lower_ in ("i", "we", "me"):
        return []
    return [t for t in conjuncts(subject)[1:] if t.pos_ in ("NOUN", "PROPN") and (
        _relation_word(t) or t.tag_ in ("NNP", "NNPS"))]


def _also_named(subject: Token | None) -> list[str]:
    """The names conjoined to the name set beside ``subject`` ("my parents-in-law, Geoff and Maureen": Maureen)."""
    named = next((c for c in subject.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None) \
        if subject is not None else None
    return [t.text for t in conjuncts(named)[1:] if t.tag_ in ("NNP", "NNPS")] if named is not None else []


#: Where and for whom one is at a given time: a value of one of these said for a recurring time holds then only
#: ("learning Rust on weekends" is still the learning, said with when).
_SCOPED = frozenset({"employer", "work_location", "home_city", "home_country", "job_title", "commute", "transport"})
_WEEK = tuple(DAY_WORDS.split("|"))  # the weekdays as vocabulary spells them
_RECURRING = {**{f"{d}s": f"{d}s" for d in _WEEK}, "weekdays": "weekdays", "weekends": "weekends",
              "weekend": "weekends", "mornings": "mornings", "evenings": "evenings", "nights": "nights",
              "summers": "summer", "winters": "winter"}


#: Nouns of a single value one has, which a clause of the speaker's can name ("The job I have is nurse").
_SAID_AS_NOUNS = frozenset({"job_title", "car", "phone", "editor", "laptop", "gym", "employer", "bank"})


def _said_as(subject: Token | None, verb: Token) -> Fact | None:
    """ "Another language I speak is Greek", "The car I drive is a Golf": a noun the speaker's own clause
    describes, said to be a value, is what that clause does with the value ("I speak Greek")."""
    if subject is None or lemma_of(verb) != "be" or _negated(verb):
        return None
    inner = next((c for c in subject.children if c.dep_ == "relcl" and (s := _subject(c)) is not None
                  and s.lower_ == "i"), None)
    value = _object(verb)
    attribute = _VERB_OBJECTS.get(lemma_of(inner)) if inner is not None else None
    named = canonical_attribute(subject.lemma_.lower())  # "Another tool I use daily is Notion": one of the tools
    if attribute is None and inner is not None and (is_multi_valued(named) or named in _SAID_AS_NOUNS):
        attribute = named  # ("The job I have is nurse at night": the job title)
    if attribute is None or value is None or value.pos_ not in ("NOUN", "PROPN", "ADJ"):
        return None
    another = any(c.lower_ in ("another", "other") for c in subject.children)
    attribute = canonical_attribute(attribute)
    return Fact("user", attribute, phrase(value), adds=another and attribute in MULTI_VALUED)


def _recurring(verb: Token) -> str | None:
    """The recurring time a clause holds in, which scopes its value ("weekdays", "on weekends", "every Monday",
    "in the summer"): a value said for one such time does not replace one said for another."""
    for child in verb.children:
        words = [child] if child.dep_ in ("npadvmod", "advmod", "nsubj") else \
            [c for c in child.children if c.dep_ == "pobj"] if child.dep_ == "prep" and child.lower_ in (
                "on", "at", "during", "in", "over") else []
        for word in words:
            low = word.lower_
            if low in _RECURRING and (low != "weekend" or child.lower_ in ("at", "on", "over")):
                return _RECURRING[low]
            if low in _WEEK and any(c.lower_ in ("every", "each") for c in word.children):
                return f"{low}s"
            if low in ("summer", "winter") and child.lower_ in ("in", "during") \
                    and not any(c.tag_ == "CD" or c.lower_ in ("this", "last", "next") for c in word.children):
                return low
    return None


def _called(subject: Token | None, verb: Token, memory: dict[str, str]) -> Fact | None:
    """ "My sister is called Sara", "our CTO is called Priya": the name of a relation or a role."""
    if subject is None or lemma_of(verb) not in ("call", "name"):
        return None
    name = next((c for c in verb.children if c.dep_ in ("oprd", "attr", "xcomp") and c.pos_ in ("PROPN", "NOUN")), None)
    owner = _owner(subject)
    if name is None or not any(c.dep_ == "auxpass" for c in verb.children) or owner == "they" \
            or owner is None and subject.lower_ not in lexicon.ROLES:
        return None
    said = " ".join([c.text for c in name.children if c.dep_ == "compound" and c.i < name.i] + [name.text])
    said = said[:1].upper() + said[1:]  # "Mrs Hale", "Sara"
    relation = _relation_word(subject)
    if owner is None and subject.lower_ in lexicon.ROLES and any(c.lower_ == "the" for c in subject.children):
        # "The new sous chef at work is called Tomás": the one who holds the post, by name
        memory["person"] = _person_key(said)
        return Fact(memory["person"], "job_title", _post_of(subject))
    if owner is None:
        return None
    if owner not in ("user", "we"):
        if not relation and subject.lower_ in lexicon.PETS:  # "My neighbour's dog is called Biscuit": their pet
            return Fact(owner, "pets", said)
        # "My sister's husband is called Tom", "My daughter's piano teacher is called Mrs Hale": someone's person
        if not relation and subject.lower_ not in lexicon.ROLES:
            return None
        memory["person"] = normalise_key(said) or said.lower()
        named = lexicon.RELATION_ATTRIBUTE.get(relation, relation) if relation else " ".join(
            [*(c.lower_ for c in subject.children if c.dep_ == "compound"), subject.lower_])
        return Fact(owner, canonical_attribute(named), said)
    memory["person"] = normalise_key(said) or said.lower()
    if relation:
        return _tie(relation, said)
    if subject.lower_ in lexicon.PETS:  # "Our dog is called Rex": the pet's name is the pet
        return Fact("user", "pets", said)
    if subject.lower_ in lexicon.ROLES:
        return Fact(memory["person"], "job_title", subject.text)
    return None


def _post_holder(subject: Token | None, verb: Token) -> Fact | None:
    """Who holds a post said with "the" (at the speaker's work or school, as "the" says): "The new sous chef is
    Tobias", "The new practice manager is Deepa" -- the name's job title; None for anything else."""
    if subject is None or lemma_of(verb) != "be" or _negated(verb) or subject.lower_ not in lexicon.ROLES \
            or not any(c.lower_ == "the" for c in subject.children):
        return None
    named = next((c for c in verb.children if c.dep_ == "attr" and c.i > verb.i and c.tag_ in ("NNP", "NNPS")
                  and c.lower_ not in lexicon.NATIONALITIES and _faith(c) is None), None)
    if any(c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS") for c in subject.children):
        return None  # "The vicar, Reverend Okonjo, is Nigerian": the post's holder is named beside it (:func:`who`)
    return Fact(_person_key(_full_name(named)), "job_title", _post_of(subject)) if named is not None else None


#: Relations of the speaker's that are a place in a hierarchy or a deal, not a trade: "my manager Bruno" says whose
#: manager he is, not what he does for a living.
_HIERARCHY = frozenset({"manager", "lead", "intern", "landlord", "co-founder", "cofounder", "walker", "coach",
                        "trainer", "boss", "supervisor", "mentor", "colleague"})


def _posts_beside_names(sent: Span) -> list[Fact]:
    """A post set beside a name anywhere in a sentence, whatever the sentence goes on to say of them: "The head
    winemaker at our vineyard, Margaux, trained in Burgundy", "Met our new sound engineer, Callum, today", "My
    stylist Chantelle is off on maternity" -- the name's job title. A relation ("my manager Bruno") is the
    speaker's person, read as one (:func:`who`); a nationality is no name."""
    out = []
    for name in sent:
        if name.tag_ not in ("NNP", "NNPS") or not name.text[:1].isupper() or name.lower_ in lexicon.NATIONALITIES \
                or name.lower_ in lexicon.ROLES or any(c.like_num for c in name.children):
            continue  # ("a union ironworker, Local 7": a branch, nobody's name)
        if name.lower_ in REGIONS or name.i > 0 and name.doc[name.i - 1].text in ("(", "-") \
                or name.ent_type_ in ("GPE", "LOC", "FAC", "NORP"):
            continue  # ("a deacon in Oxford (Mississippi)", "Masjid an-Nur", "in Lekki, Lagos": no one's name)
        held_at = name.head if name.dep_ == "appos" and name.head.dep_ == "pobj" and name.head.head.dep_ == "prep" \
            and name.head.head.lower_ in ("at", "on", "for", "with", "from") \
            and name.head.head.head.pos_ == "NOUN" and name.head.head.head.i < name.head.i \
            and name.head.head.head.dep_ in ("nsubj", "nsubjpass", "ROOT", "appos") else None
        if held_at is not None and held_at.head.head.lower_ in _ROLE_HEADS \
                and _relation_word(held_at) is None and held_at.ent_type_ != "PERSON":
            # "The sous chef at the Crown, Marek, trained in Krakow": the parser hangs the name on the place the
            # post is at; it names the post's holder
            post = held_at.head.head
            out.append(Fact(_person_key(_full_name(name)), "job_title", _one_role(post)))
            continue
        post = name.head if name.dep_ == "appos" and name.head.i < name.i else next(
            (c for c in name.children if c.dep_ in ("compound", "amod") and c.i < name.i and any(
                p.dep_ == "poss" and p.lower_ in ("my", "our") for p in name.children)), None)
        if post is not None and post.lower_ == "one" and any(c.lower_ == "new" for c in post.children):
            # "Our night manager was replaced last week; the new one, Agnieszka, ...": one of the post just named
            post = next((t for t in reversed(name.doc[name.sent.start: post.i]) if t.pos_ == "NOUN"
                         and t.lower_ in _ROLE_HEADS), None)
        if post is None and name.dep_ in ("nsubj", "nsubjpass") and name.i > 0 and name.doc[name.i - 1].text == ",":
            # "Our head instructor at the ski school, Benoît, used to race": the parser makes both the verb's subject
            post = next((c for c in name.head.children if c.dep_ == name.dep_ and c.i < name.i and c.pos_ == "NOUN"),
                        None)
        if post is None or post.pos_ != "NOUN" or not (post.lower_ in _ROLE_HEADS or _trade_word(post.lower_)
                                                       and post.dep_ != "pobj" and _relation_word(post) is None) \
                or _relation_word(post) is not None and post.lower_ in _HIERARCHY:
            continue  # ("Our principal oboist, Henrike, ...": a trade by its shape)
        # (one who serves the speaker, "my hairdresser Jodie", is the speaker's hairdresser and a hairdresser)
        out.append(Fact(_person_key(_full_name(name)), "job_title", _one_role(post)))
    opener = sent[0]
    for post in sent:
        # "Priti, the night manager, she's from Leicester", "Aled, the milk recorder, comes out every month",
        # "Dean at the dealership, the sales manager, drives ...": the post said after the name, with "the"
        end = post.i  # the post's phrase ends at a comma or a clause of its own ("the ward manager on Ward 7, ...")
        for t in post.subtree:
            if t.i > post.i and (t.is_punct or t.dep_ in ("relcl", "acl", "appos")):
                break
            end = max(end, t.i)
        after = post.doc[end + 1] if end + 1 < len(post.doc) else None
        # ("Brenda, our stud groom of thirty-one years, who retires on Friday": "our" post, set beside the name)
        ours = post.dep_ == "appos" and post.head.tag_ in ("NNP", "NNPS") and any(
            c.dep_ == "poss" and c.lower_ in ("our", "my") for c in post.children)
        if post.pos_ != "NOUN" or not (any(c.dep_ == "det" and c.lower_ == "the" for c in post.children) or ours) \
                or post.i < 2 or post.doc[post.left_edge.i - 1].text != "," or _relation_word(post) is not None \
                or after is None or after.text not in (",", "-", "–", "—") \
                or not _post_word(post.lower_):
            continue
        name = post.head if post.dep_ == "appos" and post.head.tag_ in ("NNP", "NNPS") else \
            opener if opener.tag_ in ("NNP", "NNPS") and opener.text[:1].isupper() and post.dep_ in ("nsubj", "appos") \
            and opener.lower_ not in lexicon.NATIONALITIES and opener.dep_ != "compound" else None
        if name is not None and not any(f.entity == _person_key(_full_name(name)) for f in out):
            out.append(Fact(_person_key(_full_name(name)), "job_title", _one_role(post)))
    return out


#: Words for a stretch of shifts worked ("first set of nights", "first run of days").
_STINTS_WORKED = frozenset({"shift", "shifts", "set", "run", "block", "stint", "tour", "week"})


def _worked_with_watch(sent: Span) -> list[Fact]:
    """A shift worked with a named watch or crew, the speaker's own ("First set of nights with Blue Watch done"): the
    watch one is on now, as "I'm on Blue Watch" says it. Not one missed or left ("I'll miss the Red Watch lads")."""
    for unit in sent:
        if unit.lower_ in ("watch", "crew") and unit.tag_ == "NNP" and unit.dep_ == "pobj" \
                and unit.head.lower_ == "with" and unit.head.head.lower_ in _SHIFT_WORDS | _STINTS_WORKED \
                and any(c.dep_ == "compound" and c.tag_ == "NNP" for c in unit.children):
            return [Fact("user", "team", phrase(unit))]
    return []


#: Words that only say which one of its kind a person is ("my new neighbour", "our old landlord"), never what kind.
_ONLY_WHICH = frozenset({"new", "old", "current", "former", "previous", "lovely", "nice", "usual", "regular",
                         "favourite", "favorite", "own", "first", "second", "last", "latest", "only", "temporary"})


def _name_given(sent: Span, memory: dict[str, str] | None = None) -> list[Fact]:
    """The name given of one the sentence has just spoken of by what they are to the speaker ("Met my probation
    officer again today, her name's Ms Okafor"; "Our new neighbour came round, his name is Tom Riley"): the
    speaker's probation officer, neighbour, is that name, as "My probation officer is Ms Okafor" says it."""
    for word in sent:
        if word.lower_ != "name" or word.i == sent.start or word.doc[word.i - 1].lower_ not in ("his", "her", "their") \
                or word.i + 2 >= sent.end or word.doc[word.i + 1].lower_ not in ("'s", "’s", "is", "was"):
            continue
        said = []
        for t in word.doc[word.i + 2: sent.end]:
            if t.tag_ not in ("NNP", "NNPS") or not t.text[:1].isupper():
                break
            said.append(t.text)
        role = next((t for t in reversed(word.doc[sent.start: word.i]) if t.pos_ == "NOUN" and any(
            p.dep_ == "poss" for p in t.children)), None)  # (whose it is: "my son's teacher" is no teacher of mine)
        if said and role is None and memory and memory.get("new post") and word.i <= sent.start + 1:
            # "Met the new removals foreman today. His name's Piotr": the newcomer just spoken of
            return [Fact(_person_key(" ".join(said)), "job_title", memory["new post"])]
        # ("his" or "her" name: a person's, whatever the noun they were spoken of by: "my health visitor")
        kin = _relation_word(role) if role is not None else None
        if not said or role is None \
                or not (role.lower_ in _ROLE_HEADS or kin or word.doc[word.i - 1].lower_ != "their") \
                or not any(p.dep_ == "poss" and p.lower_ in ("my", "our") for p in role.children):
            continue
        # ("my key worker", "my social worker": the kind of worker; "my new neighbour" is a neighbour)
        words = [c.lower_ for c in role.children if c.i < role.i and (c.dep_ == "compound" or c.dep_ == "amod"
                                                                     and c.lower_ not in _ONLY_WHICH)] + [role.lower_]
        relation = kin if len(words) == 1 else None
        attribute = lexicon.RELATION_ATTRIBUTE.get(relation, relation) if relation else " ".join(words)
        return [Fact("user", canonical_attribute(attribute), " ".join(said))]
    return []


def _person_key(name: str) -> str:
    """The key a person said by name is kept under, their title left out ("Mr Oduya" is oduya)."""
    words = [w for w in name.split() if w.casefold().strip(".") not in _TITLES]
    return normalise_key(" ".join(words or name.split())) or name.casefold()


def _post_of(role: Token) -> str:
    """A post as said, with what it is head of ("the new head of year": head of year; "sous chef")."""
    post = _without_possessor(role)
    of = next((c for c in role.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    if of is not None and role.lower_ in ("head", "director", "chair", "leader", "manager", "dean", "captain"):
        post += " " + " ".join(t.text for t in of.subtree)
    return post


def _used_to(verb: Token) -> bool:
    """ "used to live", "used to play": a habit or state of the past (the verb hangs on "used" with "to")."""
    return verb.dep_ == "xcomp" and verb.head.lower_ == "used" and verb.head.tag_ == "VBD" \
        and any(c.lower_ == "to" for c in verb.children)


def _past_state(verb: Token) -> bool:
    """ "In my twenties I lived in Berlin", "I was living in Leeds when we met", "Back in 2020 I worked at Monzo":
    a state told in the simple past (or the past progressive) held then and not now, unless the sentence says it
    still does ("I lived in Leeds for years and still do") or when it began ("lived here since 2019")."""
    if lemma_of(verb) == "be":
        return _past_copula(verb)
    if lemma_of(verb) not in _PAST_STATES:
        return False
    simple = verb.tag_ == "VBD" and not any(c.dep_ == "aux" for c in verb.children)
    progressive = verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.tag_ == "VBD" for c in verb.children)
    # ("taught my first class at Tango Studio this morning": a first time is a beginning, held from then on)
    first = any(c.dep_ in ("dobj", "npadvmod") and any(a.lower_ == "first" for a in c.children)
                for c in verb.children)
    return (simple or progressive) and not any(t.lower_ in _STILL for t in verb.sent) \
        and _prep(verb, "since") is None and not first


def _stopped_eating(verb: Token) -> Token | None:
    """What one stopped eating or drinking ("stopped eating meat", "gave up drinking alcohol"), or None."""
    if not (lemma_of(verb) in ("stop", "quit") or (lemma_of(verb) == "give" and _particle(verb) == "up")):
        return None
    inner = next((c for c in verb.children if c.dep_ in ("xcomp", "dobj") and lemma_of(c) in ("eat", "drink")), None)
    if inner is not None:
        return _object(inner)
    # "quit eating sugar": the tagger hangs "eating" on the food as its modifier
    return next((c for c in verb.children if c.dep_ == "dobj" and any(
        m.dep_ == "amod" and lemma_of(m) in ("eat", "drink") for m in c.children)), None)


def _said_off(verb: Token) -> Token | None:
    """What one "is off" ("I'm off the lisinopril now", "she's off sugar"), or None."""
    return _prep(verb, "off") if lemma_of(verb) == "be" else None


def _off_a_medicine(verb: Token) -> bool:
    """ "I'm off the lisinopril now", "she's been off sertraline since May": a medicine no longer taken."""
    off = _said_off(verb)
    return off is not None and is_medication(phrase(off))


def _off_a_food(verb: Token) -> Token | None:
    """ "I'm off dairy now", "she's off sugar": a food one does without, said with "off"."""
    off = _said_off(verb)
    return off if off is not None and (off.lower_ in _FREE_OF or off.lower_ in ("meat", "carbs", "booze")) else None


def _past_copula(verb: Token) -> bool:
    """ "We were a team of four back then", "I was a vegetarian for ten years", "She was my manager": a person
    described in the simple past was so then and is not now (what they still are is said in the present, or
    with "still"). A thing described in the past ("My flight was on Monday") is an event, not a state."""
    subject = _subject(verb)
    if verb.tag_ != "VBD" or subject is None or any(c.dep_ in ("aux", "auxpass") for c in verb.children) \
            or not any(c.dep_ in ("attr", "acomp", "prep") for c in verb.children):
        return False
    if any(t.lower_ in _STILL for t in verb.sent) or _prep(verb, "since") is not None:
        return False
    if subject.lower_ in ("i", "we"):
        return True
    # someone else's past is often just their story ("my grandpa was a miner in Wales"): a past state only
    # where the clause says it is over ("back then", "before the kids", "when we met", "for ten years")
    other = subject.lower_ in ("he", "she", "they") or subject.tag_ in ("NNP", "NNPS") \
        or lexicon.relation_key(subject.lower_) in lexicon.RELATIONS
    return other and (any(c.dep_ == "advcl" for c in verb.children) or any(
        t.lower_ in _OVER or (t.dep_ == "prep" and t.lower_ == "for" and any(
            o.dep_ == "pobj" and _DURATION.fullmatch(phrase(o)) for o in t.children)) for t in verb.subtree))


#: Words that place a past state in a time that is over.
_OVER = frozenset({"then", "once", "before", "previously", "formerly", "ago", "back", "originally", "until", "till"})


#: What the past tense does not take back: a birthday, where one comes from ("I was from Leeds originally").
_TIMELESS = frozenset({"birthday", "origin", "birthplace", "nationality"})
#: Verbs of a lasting state, which in the simple past no longer hold ("I lived in Tokyo").
_PAST_STATES = frozenset({"live", "work", "study", "teach", "stay", "reside"})
#: Words that say a past state holds still.
_STILL = frozenset({"still", "now", "currently", "since", "anymore"})


def _now_instead(verb: Token) -> Token | None:
    """What a clause of the past says holds now instead: the object of a preposition marked "now"."""
    for prep in verb.children:
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep.dep_ == "prep" else None
        if obj is not None and any(t.lower_ in ("now", "nowadays") for t in [*obj.children, *prep.children]):
            return obj
    return None


#: What one stops eating entirely is "X-free"; anything else is "no X".
_FREE_OF = frozenset({"dairy", "gluten", "lactose", "sugar", "wheat", "soy", "nuts", "meat", "alcohol", "caffeine"})
_DRINKS = frozenset({"alcohol", "booze", "drink", "drinks", "beer", "wine", "spirits"})


def _abstains(verb: Token) -> Pairs:
    """ "I don't eat pork", "can't have dairy", "never drinks alcohol": what a person does not eat or drink is
    their diet (a restriction), not a value taken back; what they "can't stand" they dislike."""
    lemma = lemma_of(verb)
    negated = _negated(verb) or any(c.lower_ == "never" for c in verb.children)
    if lemma in ("stand", "bear") and negated and _object(verb) is not None:
        return [("dislikes", phrase(_object(verb)))]  # "Can't stand country music"
    unable = lemma == "have" and any(c.lower_ in ("ca", "can", "cannot") for c in verb.children)
    taken = _object(verb) if lemma in ("take", "touch") else None
    if negated and taken is not None and (taken.lower_ in _DRINKS or taken.lower_ == "drop" and lemma == "touch"):
        return [("drinks_alcohol", "no")]  # "I don't take alcohol", "never touch the stuff" said of a drink
    if lemma not in ("eat", "drink") and not unable or not negated:
        return []
    after = verb.doc[verb.i + 1] if verb.i + 1 < verb.sent.end else None
    food = next((c for c in verb.children if c.dep_ == "dobj"), None) or (
        after if after is not None and after.is_alpha and after.pos_ != "PUNCT" and after.dep_ in (
            "advcl", "npadvmod", "dobj", "attr", "xcomp") and after.head.i == verb.i else None)  # gluten as a verb
    if food is None:
        return [("drinks_alcohol", "no")] if lemma_of(verb) == "drink" else []
    if food.pos_ == "PRON":
        return []  # ("Wells can't have us that Saturday": a host that cannot take a party, no diet)
    return _without(food, drinking=lemma_of(verb) == "drink")


#: Foods a diet goes without, whose eating again ends that diet.
_DIET_FOODS = frozenset({"meat", "fish", "chicken", "pork", "beef", "dairy", "eggs", "seafood", "cheese", "red"})


def _eats_again(verb: Token) -> Token | None:
    """What one eats again, or has started to ("Started eating meat again after ten years", "I eat fish again",
    "went back to eating meat"): a food a diet went without, eaten once more, or None."""
    eating = verb if lemma_of(verb) == "eat" else next(
        (c for c in verb.subtree if c.dep_ in ("xcomp", "pcomp", "pobj", "dobj") and lemma_of(c) == "eat"
         and c.head.i in (verb.i, *(t.i for t in verb.children))), None)
    if eating is None or _negated(verb) or _negated(eating) or (verb.dep_ in ("xcomp", "pcomp") and _negated(verb.head)):
        return None
    food = _object(eating)
    if food is None or food.lower_ not in _DIET_FOODS or any(t.lower_ in _DIETS for t in verb.doc):
        return None  # ("not vegetarian anymore, started eating fish again": the diet said by name is the fact)
    started = lemma_of(verb) in ("start", "begin", "resume") or any(
        t.lower_ in ("again", "back") for t in verb.subtree)
    return food if started else None


def _without(food: Token, *, drinking: bool) -> Pairs:
    """What one does without, as a diet: "dairy-free" for what one cuts out entirely, "no pork" for the rest, and
    no alcohol for a drink of it."""
    low = food.lower_
    if any(c.dep_ in ("predet", "quantmod", "nummod") or c.lower_ in ("half", "most", "some", "many", "all")
           for c in food.children):
        return []  # ("as a vegan I can't drink half the beers we brew": some of a kind, no diet of its own)
    if drinking and low in _DRINKS:
        return [("drinks_alcohol", "no")]
    return [("diet", f"{low}-free" if low in _FREE_OF else f"no {phrase(food)}")]


def _named_relation(subject: Token | None, verb: Token, person: Who) -> Fact | None:
    """ "My wife is Ana", "Our landlord is Mr Kowalski": the relation's name is a fact about the user."""
    if subject is None or lemma_of(verb) != "be" or person.relation is not None:
        return None
    complement = _object(verb)
    relation = _relation_word(subject)
    if complement is None or relation is None or complement.tag_ not in ("NNP", "NNPS") \
            or _owner(subject) not in ("user", "we") or complement.lower_ in _NOT_NAMES \
            or complement.lower_ in lexicon.NATIONALITIES or _faith(complement) is not None \
            or any(c.dep_ == "amod" and c.text.islower() for c in complement.children):
        return None  # ("My mother-in-law is Jain", "my sister is Catholic": her faith, not her name; "a paramedic
        # down Penzance", which the parser hangs on Penzance: a word about a name is no part of it)
    attribute = lexicon.RELATION_ATTRIBUTE.get(relation, relation)
    return Fact("user", canonical_attribute(attribute), phrase(complement))


def _more_of_a_set(owned: Fact | None, verb: Token) -> list[Fact]:
    """The other values of a set listed after the first ("My hobbies are archery and ten-pin bowling"): each one of
    the same set, for an attribute that holds several."""
    complement = _object(verb) if owned is not None and is_multi_valued(owned.attribute) else None
    if owned is None or complement is None:
        return []
    parsed = [replace(owned, value=canonical_value(owned.attribute, _as_written(phrase(t), verb.sent.text)))
              for t in conjuncts(complement)[1:] if t.pos_ in ("NOUN", "PROPN")]
    listed = _listed_after(verb)
    if len(listed) > len(parsed) + 1 and _squashed(listed[0]) == _squashed(owned.value):
        # ("My hobbies are dry-stone walling and fell running": the parser reads "fell" as a verb; the list as said)
        return [replace(owned, value=canonical_value(owned.attribute, item)) for item in listed[1:]]
    return parsed


def _squashed(value: str) -> str:
    return re.sub(r"[\s-]+", " ", value.casefold()).strip()


#: A short list said after a verb and nothing else: "dry-stone walling and fell running", "chess, darts and pool".
_LIST_ITEM = r"[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*){0,2}"
_LIST_SAID = re.compile(rf"^\s*(?:the |my )?(?P<items>{_LIST_ITEM}(?:\s*,\s*(?:the |my )?{_LIST_ITEM})*"
                        rf"(?:,? (?:and|&) (?:the |my )?{_LIST_ITEM}))\s*[.!]?\s*$")


def _listed_after(verb: Token) -> list[str]:
    """The items of a plain list that is all of the sentence after ``verb``, as said; empty for anything else."""
    rest = verb.sent.text[verb.idx + len(verb.text) - verb.sent.start_char:]
    found = _LIST_SAID.match(rest)
    if found is None:
        return []
    items = [re.sub(r"^(?:the|my) ", "", i.strip()) for i in re.split(r"\s*,\s*(?:and |& )?|\s+(?:and|&)\s+",
                                                                       found.group("items"))]
    if any(w.lower() in ("is", "are", "was", "were", "i", "but", "so") for i in items for w in i.split()):
        return []
    return [i for i in items if i]


#: Times of one's life, said as one's own ("my twenties", "my childhood"), which are no property with a value.
_TIMES_OF_LIFE = frozenset({"teens", "twenties", "thirties", "forties", "fifties", "sixties", "seventies",
                            "eighties", "nineties", "childhood", "youth", "life", "lifetime", "days", "school days"})


def _possessed(subject: Token | None, verb: Token, memory: dict[str, str]) -> Fact | None:
    """ "My favourite colour is green", "Ann's manager is Bruno", "My wife is Ana": the subject is a property
    of its possessor, the complement its value."""
    if subject is None or verb.lemma_ != "be":
        return None
    if verb.tag_ == "VBD" and any(c.dep_ == "poss" and c.lower_ in _TIME_OWNERS for c in subject.children):
        return None  # "Last night's screening was a full house": what happened then, nobody's property
    if subject.lower_ in _TIMES_OF_LIFE:
        return None  # ("since my twenties and Juniper's my third guide dog": a time of one's life, no property)
    owner = _owner(subject)
    complement = _object(verb)
    if complement is not None and complement.dep_ in ("ccomp", "xcomp") and complement.i < verb.i:
        complement = None  # "I got that wrong, Rolo's booster is on the 15th": the clause before is no value
    slot = None
    on = _prep(verb, "on") if complement is not None and when_kind(phrase(complement)) else None
    if on is not None and _DAY_THEN_DATE.match(on.doc[on.i:].text):
        complement = None  # "Dad's knee op is on Thursday the 12th of March": the parser's "12th" is the date's
    if complement is None and owner not in (None, "user", "we"):
        # "Anna's operation is at the Freeman", "Jamie's trip is to Chester", "Lena's party is on the 3rd": which
        # of the thing's details is said (where it is held, where to, when) is part of what it is said of, so that
        # its date and its place are two beliefs and a place said again replaces the place
        complement = _prep(verb, "to", "with", keep=lambda t: t.tag_ in ("NNP", "NNPS")) \
            or _prep(verb, "on", "in", "at")
        slot = complement
    if complement is not None and subject.lower_ == "name" and complement.tag_ in ("NNP", "NNPS"):
        if owner == "user" and not _negated(verb) and not any(c.dep_ == "compound" for c in subject.children):
            return Fact("user", "name", phrase(complement))  # "My name is Gus, by the way"
        return _relation_named(subject, complement, memory)  # "Her name is Chloe": whom "she" is next
    provider = _service(subject) if owner in ("user", "we") else None
    with_whom = _prep(verb, "with") if provider else None
    if provider and with_whom is not None and with_whom.tag_ in ("NNP", "NNPS") and not _negated(verb):
        return Fact("user", provider, phrase(with_whom))  # "Our energy's with Octopus", "my mobile is with Three"
    # "Lena's birthday is on March 3" (the user's own "flight to Oslo is on Friday" the phrase rules name)
    if owner is None or complement is None or _negated(verb):
        return None
    named = next((c for c in subject.children if c.dep_ == "appos" and c.tag_ in ("NNP", "NNPS")), None)
    if named is not None and (complement.lower_ in lexicon.ROLES or complement.text in lexicon.ROLE_ACRONYMS) \
            and any(c.lower_ in ("a", "an") for c in complement.children):
        # "My daughter's scout leader, Baz, is a paramedic in the week": the named one's post, not the leader's name
        memory["person"] = _person_key(_full_name(named))
        return Fact(memory["person"], "job_title", _one_role(complement))
    kin = _relation_word(subject)
    if kin and owner not in ("user", "we", "they") and complement.lower_ in lexicon.ROLES:
        # "My sister's husband is a pilot": the pilot is the sister's husband, not her husband's name
        return Fact(normalise_key(f"{owner} {kin}") or owner, "job_title", phrase(complement))
    if subject.lower_ in ("household", "family", "home", "house") and owner in ("we", "user"):
        # ("Our household is gluten-free because of me", "Our family is Catholic": how the home is kept, the
        # speaker's with it)
        said = phrase(complement)
        kept_as = "diet" if said.casefold() in lexicon.DIETS else "religion" if lexicon.faith_of(said) else None
        if kept_as is not None:
            return Fact("user", kept_as, canonical_value(kept_as, said))
    owner = {"we": _ours(subject), "they": memory.get("person", "")}.get(owner, owner)
    relation = _relation_word(subject)
    if relation and (complement.pos_ == "ADJ" or complement.tag_ not in ("NNP", "NNPS") and owner != "user"
                     or _faith(complement) is not None or complement.lower_ in lexicon.NATIONALITIES):
        # "My sister-in-law is pregnant with twins": how she is, never who she is; "my partner's parents are
        # retired teachers": what they are (:func:`who` reads them), never their names; "my parents are
        # Methodists": their faith
        return None
    if not relation and owner == "user" and complement.pos_ == "NOUN" and (
            complement.lower_ in lexicon.ROLES or _role_shaped(complement)) \
            and any(c.lower_ in ("a", "an") for c in complement.children) \
            and subject.lower_ not in _NOT_A_PERSON and not attribute_for_value(subject.text) \
            and canonical_attribute(subject.lower_) == subject.lower_.replace(" ", "_"):
        # "My sekuru is a retired headmaster": only a person is a headmaster, so a word for whom the speaker has,
        # from an English no list of kin words knows, names that person, never a fact of the speaker's own
        said = _without_possessor(subject)
        doc = subject.doc
        if subject.i + 2 < len(doc) and doc[subject.i + 1].text == "-" and doc[subject.i + 2].dep_ == subject.dep_:
            said = doc[subject.i: subject.i + 3].text  # ("co-brother", split in three by the tokenizer)
        return Fact(normalise_key(said) or subject.lower_, "job_title", _one_role(complement))
    attribute = lexicon.RELATION_ATTRIBUTE.get(relation, relation) if relation else _without_possessor(subject)
    joined = next((c for c in subject.children if c.dep_ == "appos" and c.i == subject.i + 1 and c.pos_ == "NOUN"
                   and c.text.islower()), None)
    if joined is not None and not relation:  # "Our flower wholesaler is ...", the parser's apposition: one noun
        attribute = f"{attribute} {joined.lower_}"
    if attribute in _BODY:
        return None  # ("my legs are jelly", "my back has been sore since 2019": how a body is, nothing held by it)
    if complement.lower_ == "due":  # "Our baby is due in August", "my rent is due on the 1st"
        when = _prep(verb, "in", "on", "by") or _prep(complement, "in", "on", "by")
        if when is None:
            return None
        attribute, complement = f"{attribute} due date", when
    if complement.tag_ in ("VBN", "JJR", "RBR") and not relation:
        return None  # ("my stepdad's narrowboat is moored at ...", "his lungs are better than mine": how it is)
    value = phrase(complement, keep_preps=complement.pos_ != "PROPN")
    value += _meridiem(complement) if complement.i == complement.right_edge.i else ""
    dated = _DAY_THEN_DATE.match(complement.doc[complement.i:].text) if slot is None else None
    if dated is not None:  # "is Wednesday the 11th": the day and its date, one date
        value = dated.group(0)
    if slot is not None and not relation:
        value, suffix = _slot_of(slot, value)
    else:  # "Correction: Ollie's parents' evening is Wednesday the 11th": a date said as what the thing is
        suffix = when_kind(value) if not relation and attribute not in ("age", "name") else None
        if suffix == "time" and not re.search(r"[:.]\d|am\b|pm\b|o'clock", value, re.IGNORECASE):
            suffix = None  # ("Grandad's collie, Fly, is 14 now": an age, not a time)
    if suffix and not (suffix != "location" and attribute.split()[-1] in _WHEN_NOUNS):
        attribute = f"{attribute} {suffix}"
    if not owner or not attribute or not value or complement.lower_ in ("it", "this", "that"):
        return None
    attribute = canonical_attribute(attribute)
    if attribute in ("question", "point", "problem", "issue", "plan", "guess", "fault", "idea", "thing", "job") \
            or re.fullmatch(r"first_(?:day|week|month|term|shift|year|night)", attribute):
        return None  # ("My daughter's first day at Westfield was a triumph": how it went, nothing held)
    kind = Kind.PREFERENCE if attribute in PREFERENCE_ATTRIBUTES or attribute.startswith("favorite") else Kind.FACT
    return Fact(owner, attribute, canonical_value(attribute, value), kind)


#: A stretch of work done somewhere as part of training: the place is where one works for the while.
_STINTS = frozenset({"placement", "internship", "apprenticeship", "residency", "traineeship", "secondment", "rotation",
                     "attachment", "clerkship", "externship", "co-op", "sandwich"})
#: Verbs of being given leave to stay in a country, and the leave given (:func:`_status_got`).
_GRANTED = frozenset({"get", "receive", "obtain", "gain", "grant", "award", "have", "hold", "win", "secure", "land",
                      "approve", "issue"})
_STATUSES = re.compile(r"\b(?:(?P<nation>(?-i:[A-Z][a-z]+)) )?(?P<status>green card|(?:indefinite )?leave to remain|"
                       r"(?:pre-)?settled status|permanent (?:residency|residence|resident status)|citizenship|"
                       r"refugee status|asylum|(?:work|spouse|spousal|student|skilled worker|partner|family|"
                       r"graduate|working holiday|tier \d) visa|work permit|residence permit|blue card|ILR)\b",
                       re.IGNORECASE)
#: Verbs whose infinitive is not (yet) had: "waiting to get", "hoping to get", "applying to get".
_NOT_YET = frozenset({"wait", "hope", "want", "try", "apply", "need", "plan", "expect", "aim", "wish", "struggle",
                      "fight", "queue"})
#: Verbs of being sent to serve somewhere, said in the passive ("was deployed to Estonia", "is stationed in Cyprus").
_POSTED = frozenset({"deploy", "station", "post", "garrison"})
#: Verbs of being given a post, said with the post alone ("has been appointed Depot Manager").
_APPOINTED = frozenset({"appoint", "promote", "name", "make", "elect", "confirm"})


def _status_got(verb: Token) -> str | None:
    """The leave to stay a person was given, as said ("his green card", "indefinite leave to remain", "her British
    citizenship"); None for anything else got, and for a status not (yet) had."""
    if _negated(verb) or any(c.lower_ in ("if", "once", "until", "when") and c.dep_ != "prep" for c in verb.children) \
            or verb.dep_ == "xcomp" and lemma_of(verb.head) in _NOT_YET \
            or any(c.dep_ == "aux" and c.lower_ in ("will", "'ll", "shall") for c in verb.children) \
            or verb.dep_ == "xcomp" and lemma_of(verb.head) == "go" and verb.head.tag_ == "VBG":
        return None  # ("still waiting to get my green card", "hoping to get", "will get her settled status")
    words = verb.doc.text[verb.idx: verb.right_edge.idx + len(verb.right_edge.text)]
    found = _STATUSES.search(words)
    if found is None or words[: found.start()].lower().endswith("to "):
        return None  # ("I have to leave to remain sane": a verb)
    nation = found.group("nation")
    said = found.group("status")
    return f"{nation} {said}" if nation and nation.lower() in lexicon.NATIONALITIES else said


#: Verbs that set an amount one has to a new one: "bumped my rent to 1350", "raised my limit to 5k".
_SET_TO = frozenset({"bump", "raise", "increase", "lower", "cut", "reduce", "drop", "push", "put", "set", "change",
                     "up", "hike"})


def _set_to(verb: Token) -> Fact | None:
    """ "Landlord bumped my rent to 1350 from this month": whoever does it, the speaker's rent is now 1350."""
    obj = _object(verb)
    to = _prep(verb, "to")
    if lemma_of(verb) not in _SET_TO or obj is None or to is None or obj.pos_ != "NOUN":
        return None
    owner = _owner(obj)
    if owner not in ("user", "we") or not any(ch.isdigit() for ch in phrase(to)):
        return None
    return Fact("user" if owner == "user" else _ours(obj), canonical_attribute(_without_possessor(obj)), phrase(to))


#: Prepositions a vehicle one gets about in stands after ("I get round the pubs in an old Berlingo", "run the
#: valeting off a white Transit", "do my rounds on a Vespa").
_RIDDEN_IN = ("in", "off", "out", "from", "with", "on")
#: Verbs a thing is given for another by ("Part-exed the old Transit for a Vivaro", "traded the Corsa in for a Golf").
_TRADED = frozenset({"trade", "swap", "exchange", "part-ex", "px", "change", "switch", "sell"})


def _gets_about_in(verb: Token, person: Who) -> Fact | None:
    """A vehicle the speaker gets about in, or took in exchange for the old one, named by its make or model: "I get
    round the pubs in an old Citroën Berlingo", "I run the valeting off a white Transit", "Part-exed the old Transit
    for a Vivaro" -- the speaker's car (or van), as "I drive a Yaris" says it. Negated, asked or hoped for, no car."""
    if _negated(verb) or verb.tag_ in ("VBG",) and verb.dep_ != "ROOT" or person.entity != "user":
        return None
    lemma = lemma_of(verb)
    traded = lemma in _TRADED or verb.lower_ in ("exed", "ex'd", "exd") and verb.i > 1 \
        and verb.doc[verb.i - 2].lower_ == "part"  # ("Part-exed the old Transit for a Vivaro")
    if traded:
        given = _object(verb)
        taken = _prep(verb, "for") or (_prep(given, "for") if given is not None else None)
        if given is not None and taken is not None and attribute_for_value(phrase(given)) == "car" and (
                attribute_for_value(phrase(taken)) == "car" or taken.tag_ in ("NNP", "NNPS") or taken.is_title):
            # ("traded the Yaris in for a Golf": what a car is given for is the car now, whatever its make)
            return Fact("user", "car", phrase(taken))
        return None
    if lemma in ("have", "buy", "own", "sell", "crash", "scrap", "hire", "rent", "borrow", "want", "need", "sit",
                 "like", "love", "hate", "see", "fix", "clean", "wash", "park", "lose", "miss", "check", "book",
                 "test", "try", "look", "ride", "steal", "hit", "sat"):
        return None  # (had, bought: read as holdings; seen, fixed, parked, sat in: nothing of whose it is)
    for vehicle in verb.subtree:
        # (the preposition hung on the verb or on a word of its own clause: "get round the pubs in a Berlingo")
        if vehicle.dep_ != "pobj" or vehicle.head.lower_ not in _RIDDEN_IN \
                or attribute_for_value(phrase(vehicle)) != "car" \
                or any(t.pos_ in ("VERB", "AUX") and t.dep_ not in ("dobj", "pobj") for t in vehicle.ancestors
                       if verb.is_ancestor(t)):  # (through "the valeting", a gerund's object: one clause still)
            continue
        owned = any(c.dep_ in ("det", "poss") and c.lower_ in ("a", "an", "my", "our", "the", "me") for c in
                    vehicle.children)
        if owned and not any(c.dep_ == "poss" and c.lower_ not in ("my", "our", "me") for c in vehicle.children):
            return Fact("user", "car", phrase(vehicle))
    return None


def _moved_thing(subject: Token | None, verb: Token) -> Fact | None:
    """ "the newsletter moves to Buttondown next month": a thing of the speaker's (the team's, when nobody owns
    it) moved to a named one is held there, as "moving CI to GitHub Actions" says it (:func:`_held_on`)."""
    if subject is None or subject.pos_ != "NOUN" or lemma_of(verb) not in _MOVED_ONTO | {"go"}:
        return None
    owner = _owner(subject)
    to = _prep(verb, "to", "onto")
    if owner not in ("user", "we", None) or to is None or to.tag_ not in ("NNP", "NNPS") \
            or subject.lower_ in lexicon.RELATIONS or subject.lower_ in lexicon.ROLES:
        return None
    if owner is None and not any(c.lower_ == "the" for c in subject.children):
        return None
    named = " ".join(t.text for t in to.subtree if t.i <= to.i)  # "Buttondown", not "Buttondown next month"
    return Fact("user" if owner == "user" else _ours(subject), normalise_key(subject.lower_) or subject.lower_, named)


def _runs_on(subject: Token | None, verb: Token) -> Fact | None:
    """ "My blog runs on WordPress", "our site is hosted on Netlify": what one's own thing runs on is that thing's
    value, as moving it says ("migrated the blog onto Ghost": :func:`_held_on`)."""
    if subject is None or subject.pos_ != "NOUN" or lemma_of(verb) not in _HELD_ON | {"build", "power", "base"}:
        return None
    owner = _owner(subject)
    on = _prep(verb, "on", "with", "in", "by")
    if owner not in ("user", "we") or on is None or on.tag_ not in ("NNP", "NNPS"):
        return None
    return Fact("user" if owner == "user" else _ours(subject), normalise_key(subject.lower_) or subject.lower_,
                phrase(on))


def _relation_named(subject: Token, complement: Token, memory: dict[str, str]) -> Fact | None:
    """ "My brother's name is Karl", "my flatmates name is Jo": the name of the speaker's relation, a fact about
    the speaker (``user.brother = Karl``); the name is whom a later "he" or "she" stands for."""
    said = _full_name(complement)
    holder = next((c for c in subject.children if c.dep_ in ("poss", "compound") and _relation_word(c)), None)
    memory["person"] = normalise_key(said) or said.lower()
    if holder is None or _owner(holder) not in ("user", "we", None):
        return None
    relation = _relation_word(holder) or ""
    return _tie(relation, said)


# -- the act: skip, frame or read ---------------------------------------------------------------------------------


def _words(sent: Span) -> list[str]:
    return [t.lower_ for t in sent if not t.is_punct and not t.is_space and t.pos_ != "SYM"]


_PRAISE = re.compile(r"\W*(?:great|good|nice|perfect|awesome|excellent|brilliant|cool|lovely|helpful|amazing)\s+"
                     r"(?:answer|job|point|work|stuff|explanation|one|idea|summary|list)\b", re.IGNORECASE)
#: Thanks, then what the answer was, with no name in it: "Cheers pal, that's pure magic", "thanks, you're a star".
_THANKS_AND_PRAISE = re.compile(r"^\W*(?i:cheers|thanks|thank you|ta|thx|nice one)(?i: (?:pal|mate|bud|hun|love|duck|"
                                r"bab|so much|a lot|loads))?\W+(?i:that's|that is|it's|it is|you're|you are|this is)"
                                r"(?: (?!my\b|our\b|his\b|her\b|their\b|the\b|user)[a-z']+){1,4}\W*$")
def _idiom_of_thanks(token: Token) -> bool:
    """A word of a saying that goes with thanks: "thanks a bunch", "sound as a pound" (what the thanks is "as")."""
    before = token.doc[token.i - 2: token.i] if token.i >= 2 else None
    return before is not None and (before[1].lower_ in ("a", "an") and (
        before[0].lower_ in _THANKS_WORDS or before[0].lower_ == "as") or before[1].lower_ == "as")  # "right as rain"


#: The words of thanks ("ta", "cheers", "thanks a million").
_THANKS_WORDS = frozenset({"thanks", "thank", "ta", "cheers", "thx", "ty", "tysm", "merci", "gracias", "danke"})
_SIGHS = frozenset({"ugh", "meh", "argh", "ah", "oh", "yay", "ooh", "phew", "sigh", "ouch", "yikes", "oof", "welp",
                    "hmm", "hm", "huh", "wow", "whoa"})


_LAUGH = re.compile(r"(?:ha|he|ah|lo|lol)+h?|l+o+l+|lmf?a+o+|xd+|hah+", re.IGNORECASE)


def pleasantry(sent: Span) -> bool:
    """Only filler words ("thanks, that's super helpful!"), a compliment to the assistant ("Great answer, keep
    going"), or a sigh at something with no verb ("Ugh, Mondays.")."""
    words = _words(sent)
    if all(w in lexicon.FILLER or _LAUGH.fullmatch(w) or re.sub(r"(.)\1{2,}", r"\1", w) in lexicon.FILLER
           or not any(ch.isalnum() for ch in w) for w in words):
        return True  # ("hahaha stoppp", "cheers bru", "no dramas mate, ta")
    if _PRAISE.match(sent.text) or _NEVER_MIND.match(sent.text) or _THANKS_AND_PRAISE.match(sent.text):
        return True
    if any(w in _THANKS_WORDS for w in words) and len(words) <= 8 and not any(
            t.pos_ in ("VERB", "AUX", "PRON", "NUM", "NOUN", "PROPN") and t.lower_ not in _THANKS_WORDS
            and t.lower_ not in lexicon.FILLER and not _idiom_of_thanks(t)
            and t.lower_ not in ("yesterday", "today", "tonight", "earlier", "before", "everything", "all")
            for t in sent):  # ("cheers for yesterday": when the help was, nothing said of it)
        return True  # thanks and an idiom with nothing said of anyone: "ta mate, sound as a pound", "dead on, thanks"
    if words and words[0] in _SIGHS and len(words) <= 3 and not any(t.pos_ in ("VERB", "AUX") for t in sent):
        return True
    subject = [t for t in sent if t.dep_ == "nsubj"]
    return bool(subject and subject[0].lower_ == "you" and sent.root.lemma_ == "be"
                and any(t.lower_ in lexicon.FILLER for t in sent if t.dep_ in ("attr", "acomp")))


#: Waving off what was just asked, and nothing else: "Never mind.", "nvm, forget it".
_NEVER_MIND = re.compile(r"^\W*(?:(?:never ?mind|nvm|forget it|no worries|all good|doesn't matter)\W*)+$", re.IGNORECASE)
_WH = frozenset({"what", "how", "why", "when", "where", "who", "which", "whose"})


#: What the assistant is asked to do with what the user says next: keep it.
_KEEP_VERBS = frozenset({"remember", "note", "know", "memorise", "memorize", "save", "store", "record"})


def _asked_to_keep(sent: Span) -> bool:
    """ "Can you remember that I prefer dark mode?", "Could you note that my wife is allergic to nuts": asked of
    the assistant, what follows "that" is said as a fact to keep."""
    root = sent.root
    said = next((c for c in root.children if c.dep_ == "ccomp"), None)
    return lemma_of(root) in _KEEP_VERBS and said is not None and any(c.lower_ == "you" for c in root.children) \
        and any(c.lower_ == "that" and c.dep_ == "mark" for c in said.children)


#: A tag after a comma that turns a statement into a call for a nod ("..., yeah?", "..., innit?", "..., ok?").
_TAG_ASKED = re.compile(r",\s*(?:yeah|yea|yeh|yep|right|ok|okay|innit|eh|aye|ya|alright|you know|like|mate|love|"
                        r"yes|lah|la|no)\s*\?+\s*$", re.IGNORECASE)


def question(sent: Span) -> bool:
    """Ends with "?", or opens with a wh-word or an inverted auxiliary and states nothing."""
    words = _words(sent)
    if not words:
        return False
    if _asked_to_keep(sent):
        return False  # "Can you remember that I prefer dark mode?": a statement, asked to be kept
    if sent.text.rstrip().endswith("?"):
        # "I'm deaf in my left ear, so sit me on the right, yeah?": a statement with a tag asking for a nod
        return not (_TAG_ASKED.search(sent.text) and any(t.lower_ in ("i", "my") for t in sent)
                    and sent[0].lower_ not in _WH and not (sent[0].tag_ == "MD" or sent[0].dep_ == "aux"))
    first = sent[0]
    if words[0] in _WH and (":" in sent.text or first.head.dep_ == "advcl" or (
            words[0] in ("when", "whenever", "where", "wherever") and "," in sent.text)):
        return False  # "What works for me: writing tests first", "When my toddler melts down, naming ...works"
    if len(sent) > 2 and sent[1].lower_ in ("n't", "not") and sent[2].tag_ == "VB" and first.lemma_ == "do":
        return False  # "Don't water the succulents more than once a fortnight": an order, never a question
    if len(sent) > 2 and sent[1].lower_ in ("n't", "not") and (first.lemma_ in ("have", "be") or first.tag_ == "MD") \
            and first.i == sent.start and sent[2].lower_ not in ("you", "we", "i", "they", "he", "she", "it", "u"):
        # "Haven't touched fish since February, fully plant-based now", "Can't have penicillin, I'm allergic": the
        # subject left out, no "?"
        return False
    if first.lower_ == "been" or first.lower_ in ("was", "were") and len(sent) > 1 and sent[1].tag_ == "VBG":
        # "Been doing floristry for eleven years", "Was reading the wrong line": the speaker left out, no "?"
        return False
    if len(sent) > 1 and first.lower_ in ("did", "done") and (sent[1].like_num or sent[1].tag_ == "CD"
                                                               or sent[1].lower_ in ("my", "our", "me", "mi", "ma")
                                                               or sent[1].lower_ in ("the", "a", "an", "some", "all")
                                                               and (first.dep_ != "aux" or first.head.tag_ != "VB")):
        # ("Did the sums with Mum tonight, ...")
        return False  # "Did ten miles on Sunday", "Did my last drive-time today": what the speaker did, no "?"
    return words[0] in _WH or (first.tag_ == "MD" or first.lemma_ in ("do", "be", "have")) and first.dep_ == "aux"


#: Verbs of reworking an answer just given: "Shorten that", "Turn that into a table", "Translate this".
_REWORKS = frozenset({"shorten", "turn", "convert", "format", "trim", "condense", "rewrite", "reword", "translate",
                      "summarise", "summarize", "expand", "simplify", "redo", "tidy", "tweak", "cut", "lengthen"})


def request(sent: Span) -> bool:
    """An order to the assistant about this conversation ("Summarize this article", "make it shorter")."""
    root = sent.root
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in root.children):
        return False
    if root.tag_ == "VB" and root.i == next((t.i for t in sent if not t.is_punct), root.i) \
            and (lemma_of(root) in _ANSWER_VERBS or lemma_of(root) in _REWORKS) \
            and any(c.dep_ == "dobj" and c.lower_ in ("that", "this", "it") for c in root.children) \
            and not any(t.lower_ in ("always", "never", "anymore", "future") for t in sent):
        return True  # "Shorten that to three bullet points for me, ta.": this answer, once
    if any(t.lower_ in ("always", "never", "anymore", "n't", "not") for t in sent) \
            or any(t.lower_ in ("my",) for t in root.subtree) \
            or re.search(r"\b(?:with|for|to) me\b.*[,;]|\bfrom now on\b|\bin (?:the )?future\b", sent.text.lower()):
        return False  # "Keep it short with me, I'm busy": how to answer this person, not this once
    if lemma_of(root) in _ANSWER_VERBS and not any(c.dep_ == "dobj" and c.lower_ != "me" for c in root.children):
        way = _prep(root, "in")
        if way is not None and attribute_for_value(phrase(way)) in ("communication_style", "response_language"):
            return False  # "Answer me in bullet points please": how to answer this person, not one task
    first = next((t for t in sent if not t.is_punct and t.lower_ not in ("please", "pls", "just", "now")), root)
    if first.tag_ in ("VBD", "VBN") and first.lower_.endswith("ed") and first.lower_ not in lexicon.ASSISTANT_VERBS:
        return False  # "Checked the plate on the new rigid this morning, ...": what the speaker did, "I" left out
    return first.lower_ in lexicon.ASSISTANT_VERBS or first.lemma_.lower() in lexicon.ASSISTANT_VERBS


#: Verbs of how the assistant talks to the person: with a way of answering, a standing preference.
_ANSWER_VERBS = frozenset({"answer", "reply", "respond", "talk", "write", "speak", "text", "message"})


#: What the speaker is about to do this minute: "let me check", "let me think about it".
_RIGHT_AWAY = frozenset({"check", "think", "see", "look", "ask", "find", "try", "get", "confirm", "go", "grab",
                         "double", "verify", "dig", "read", "know"})
#: Holding the chat a moment: "hang on a sec", "hold on", "one sec".
_A_MOMENT = re.compile(r"^\W*(?:hang on|hold on|one sec|just a sec|give me a (?:sec|second|minute|moment)|"
                       r"wait a (?:sec|second|minute|moment)|be right back|back in a (?:sec|minute|bit))\b",
                       re.IGNORECASE)


#: A date said whole, with its month: "Saturday 11 July", "the 9th of March", "June 19".
_WHOLE_DATE = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? (?:{MONTH_WORDS})\b|\b(?:{MONTH_WORDS}) \d{{1,2}}(?:st|nd|rd|th)?\b",
                         re.IGNORECASE)

#: What one "got" today that passes with the day: a haircut, a drink, a cold.
_GOT_IN_PASSING = frozenset({"hair", "nails", "period", "coffee", "tea", "lunch", "dinner", "breakfast", "cold", "flu",
                             "steps", "nap", "sleep", "head", "way", "bus", "train", "parcel", "delivery", "shopping"})


def passing(sent: Span) -> bool:
    """A state of the moment: a feeling, "right now", "tonight", "here", a trivial thing that just happened, the
    chat's own comings and goings ("brb"), what the speaker is about to do ("Let me check")."""
    words = set(_words(sent))
    if words & {"brb", "gtg", "ttyl", "afk", "g2g"} or _A_MOMENT.match(sent.text):
        return True
    if "allergic" in words or "allergy" in words:
        return False  # ("The hospital's got me down as allergic to latex": a record, however "down" reads)
    if re.search(r"\b(?:it'll|it will|that'll|this too shall|it'll all) (?:pass|blow over)\b", sent.text.lower()) \
            and not any(t.tag_ in ("NNP", "NNPS") and t.i > sent.start for t in sent) \
            and not words & lexicon.LIFE_EVENTS:
        return True  # "a wee bit scunnered the day but ach, it'll pass": a mood, said to be passing
    if _OFF_TO_BED.search(sent.text) and not words & lexicon.LIFE_EVENTS \
            and not any(t.tag_ in ("NNP", "NNPS") and t.i > sent.start for t in sent):
        return True  # ("proper wiped out after the night shift, off to crash": how one is tonight)
    opening = [t for t in sent if not t.is_punct]
    if opening and opening[0].lower_ in lexicon.PASSING and opening[0].i + 1 < sent.end \
            and sent.doc[opening[0].i + 1].text == "," and lemma_of(sent.root) in ("be", "feel", "get") \
            and not any(t.tag_ in ("NNP", "NNPS") for t in opening[1:]) and not words & lexicon.LIFE_EVENTS:
        return True  # ("knackered, been on me feet all day": how the speaker is, then why)
    if re.match(r"\W*(?:(?:so|and|now|ok|right)[,\s]+)?back (?:to|on|in|with|at|onto)\b", sent.text, re.IGNORECASE):
        return False  # "Back to packed lunches, the canteen got expensive": a return, whatever mood follows
    if re.match(r"\W*(?:(?:i'm|i am)\s+)?(?:on\s+)?(?:the\s+)?(?:early|late|night|day|back|middle|evening|morning|"
                r"twilight|graveyard) shifts?\b", sent.text, re.IGNORECASE):
        return False  # ("late shift again from Tuesday": a shift one works, however "I'm late" reads)
    if words & lexicon.LIFE_EVENTS or _first_stint(sent) \
            or re.search(r"\blast (?:ever )?(?:shift|day|week|show|match|game|night) (?:at|on|for|with)\b", sent.text,
                         re.IGNORECASE):
        return False  # "Pumpkin died last week, we're gutted", "Last shift at Asda done": a turn in a life
        # ("First week as a data analyst at the council done.": a new post, however briefly said)
    if any(lemma_of(t) in _CHANGE_VERBS and t.pos_ == "VERB" and any(
            c.dep_ == "prep" and c.lower_ in ("to", "from", "onto", "over") for c in t.children) for t in sent):
        return False  # "nah, moving bug tracking to Linear, Jira is too slow": a change, with its reason
    if sent.root.lemma_ in ("think", "check", "look") and any(c.lower_ in ("'ll", "will") for c in sent.root.children) \
            and any(c.lower_ in ("i",) for c in sent.root.children) \
            and any(t.lower_ in ("it", "that", "this") for t in sent.root.subtree if t.dep_ == "pobj"):
        return True  # "I'll think about it": what the speaker will do next, nothing to keep
    root = sent.root
    doing = [c for c in root.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_ in _RIGHT_AWAY]
    if root.lemma_ == "let" and doing and any(t.lower_ == "me" for t in (*root.children, *doing[0].children)):
        return True
    if re.match(r"\W*(?:learned|learnt|lesson|lessons|note to self|tip)\b", sent.text, re.IGNORECASE):
        return False  # "Learned today: reef before you think you need to": a lesson learned today is no mood
    turned = re.fullmatch(r"\W*(?:i'm|i am|i turn|i turned|turned|turning)?\s*(?P<age>[\w-]+) today\W*", sent.text,
                          re.IGNORECASE) or _THEIR_AGE_TODAY.search(sent.text)
    if turned is not None and _birthday_age(turned.group("age")) is not None:
        return False  # ("I'm 40 today!", "Thirty today.": a birthday, an age from now on)
    if words & {"tonight", "rn", "today", "atm"} or "right now" in sent.text.lower() \
            or "this morning" in sent.text.lower():
        if _new_home(sent):
            return False  # "Got the keys to our first house in Stockport today!!": a new home, not a mood
        low = sent.text.lower()
        # ("I'm going onto the night rota from January, told my manager today": a change from a date on)
        lasting = any(p in low for p in ("as of today", "from today", "starting today", "from now on", "for good")) \
            or re.search(rf"\bfrom (?:next |this )?(?:{MONTH_WORDS}|{DAY_WORDS}|week|month|term|year)\b", low) is not None
        # ("Finished mixing the album today": a thing done, its object in the clause it opens)
        # (the clause that did it may be the parser's complement of a later one: "..., I could cry")
        # ("we are going with the gas dryers, signed the contract today": the deed joined on; "Filled our first cask
        # this morning": said without its "I", the tagger's participle)
        done = any((v.tag_ == "VBD" or v.tag_ == "VBN" and v.i == sent.start)
                   and (v.i == sent.root.i or v.dep_ in ("ccomp", "conj") and v.head.i == sent.root.i)
                   and any(c.dep_ == "dobj" or c.dep_ == "xcomp" and any(g.dep_ == "dobj" for g in c.children)
                           for c in v.children)
                   and lemma_of(v) not in ("be", "feel", "get", "seem", "look") for v in sent)
        # ("Got my black belt today", "got my 5-year pin at the practice today": something of one's own gained, no
        # mood; never "got my hair cut today", "got my coffee")
        done = done or any(lemma_of(v) == "get" and v.tag_ in ("VBD", "VBN") and any(
            c.dep_ == "dobj" and c.lower_ not in _GOT_IN_PASSING and any(g.dep_ == "poss" and g.lower_ in ("my", "our")
                                                                         for g in c.children)
            and any(g.dep_ in ("amod", "compound", "nummod") for g in c.children) for c in v.children) for v in sent)
        # "Right now I'm an individual contributor": what one is for now is a role, not a mood
        role = lemma_of(sent.root) == "be" and any(c.dep_ == "attr" and (c.lower_ in lexicon.ROLES or _role_shaped(c))
                                                    for c in sent.root.children)
        # "Handed in my Shopify laptop and badge today, and Monday I start at Wealthsimple", "Marco got down on one
        # knee tonight and I said yes!": a turn that names someone or somewhere is news, not a mood
        named = any(t.tag_ in ("NNP", "NNPS") and t.is_title and not _CALENDAR.fullmatch(t.lower_)
                    and t.i > sent.start and lemma_of(_governor(t)) != "be"
                    for t in sent)  # ("I'm in a hotel in Munich tonight": where one is, a mood)
        # ("Posters came back today, the end-of-term show is Saturday 11 July": a date set for something to come)
        set_for = _WHOLE_DATE.search(sent.text) is not None
        # ("Blast went off at 11:40 on the east face this morning": a thing that happened, at the minute)
        set_for = set_for or re.search(r"\bat \d{1,2}[:.]\d{2}\b", sent.text) is not None
        # ("Checked the roster board again today, Monday I take out the 06:15": a time set for a day to come)
        set_for = set_for or re.search(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b", low) is not None \
            and re.search(rf"\b(?:{DAY_WORDS})s?\b", low) is not None
        # ("Went through the invoices tonight, a full service is £220 now": what a thing costs, found out tonight)
        priced = any(t.like_num and (t.ent_type_ == "MONEY" or t.i > sent.start and sent.doc[t.i - 1].tag_ == "$"
                                     or t.i + 1 < sent.end and _CURRENCY_WORDS.fullmatch(sent.doc[t.i + 1].text))
                     and _governor(t).lemma_ == "be" and _governor(t).tag_ in ("VBZ", "VBP")
                     and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in _governor(t).children)
                     for t in sent)
        return not (lasting or done or priced or decision(sent) or role or named or set_for
                    or words & {"every", "always", "usually", "since", "decided", "officially",
                                                "promoted", "promotion", "anymore"} or words & lexicon.LIFE_EVENTS)
        # "had my interview this morning"; "got laid off today" is a turn in a life, not a mood
    if "since" in words and (any(t.like_num for t in sent) or any(_CALENDAR.fullmatch(w) for w in words)):
        return False  # ("My back has been sore since the accident in 2019": a state that has lasted)
    complements = [t for t in sent if t.dep_ in ("acomp", "attr", "amod", "ROOT") and t.lower_ in lexicon.PASSING
                   and not _conditioned(t)
                   and not (t.pos_ == "VERB" and any(c.dep_ == "dobj" for c in t.children))]  # "lost our cat"
    comma = next((t.i for t in sent if t.text == "," and t.i > sent.start), None)
    if complements and comma is not None and all(t.i > comma and not any(
            c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in t.head.children) for t in complements) and any(
            t.pos_ in ("NOUN", "PROPN") and t.lower_ not in ("today", "tonight") for t in sent if t.i < comma):
        return False  # "Morning workouts again for me, evenings are too busy": the reason, after what is said
    if words & {"always", "usually", "constantly", "chronically", "generally"}:
        complements = []  # "As a parent of two, I'm always tired": a lasting state, not the moment's
    if complements and not any(t.lower_ in ("i'm",) for t in sent) and sent.root.lemma_ in ("be", "feel", "get", "tired",
                                                                                       "stressed", "hungry"):
        return True
    if complements and sent.root.lower_ in lexicon.PASSING:
        return True
    if complements and any(t.dep_ == "nsubj" and t.lower_ == "i" for t in sent) and sent.root.lemma_ in ("be", "feel"):
        return True
    if "under the weather" in sent.text.lower() or _HYPERBOLE.search(sent.text.lower()):
        return True  # ("I'm literally dying of boredom", "I could murder a pizza": the moment, said big)
    if any(t.dep_ == "nsubj" and t.lower_ in _BODY and t.head.lemma_.lower() in ("kill", "ache", "hurt", "throb", "be",
                                                                                  "feel", "burn", "hang", "bang",
                                                                                  "pound", "sting", "swim")
           for t in sent) and words & {"killing", "aching", "sore", "hurting", "dead", "jelly", "throbbing", "numb",
                                       "burning", "knackered", "wrecked", "done", "bursting", "hanging", "banging",
                                       "pounding", "stinging", "swimming", "bits", "shot", "goosed"} \
            and not words & {"since", "always", "chronic", "constantly", "years", "months"} \
            and not any(t.like_num for t in sent):
        return True  # ("my feet are killing me after that double", "eyes are hanging out after that shift": how the
        # body feels just now)
    # "My coffee went cold": a thing's passing state, no date, no name, no person
    root, subject = sent.root, [t for t in sent.root.children if t.dep_ == "nsubj"]
    trivial = root.tag_ == "VBD" and subject and subject[0].pos_ == "NOUN" \
        and not any(_relation_word(t) for t in subject[0].subtree) \
        and not any(t.tag_ in ("NNP", "NNPS", "CD") or any(ch.isdigit() for ch in t.text) for t in sent) \
        and not dated(sent)
    return bool(trivial and root.lemma_ in ("go", "get", "turn", "run"))


#: Parts of the body: what they "are" is how one feels ("my legs are jelly", "my feet are killing me").
_BODY = frozenset("""legs leg feet foot back head hands hand arms arm eyes eye knees knee shoulders shoulder neck
    stomach tummy belly brain heart chest throat ears ear nose skin hair wrist wrists ankle ankles elbow elbows hip
    hips toe toes finger fingers thumb thumbs collarbone rib ribs jaw tooth teeth""".split()) - {"hair"}


#: Worn out and off to sleep: "off to crash", "wiped out", "need my kip".
_OFF_TO_BED = re.compile(r"\b(?:off to (?:crash|bed|kip|sleep|my bed|get some kip|hit the (?:hay|sack))|"
                         r"(?:wiped|zonked|conked|flaked) out|need(?:s)? (?:a|my|some) (?:kip|nap|lie-down))\b",
                         re.IGNORECASE)


def _governor(token: Token) -> Token:
    """The verb a word hangs under (itself for a verb, the root when none is above it)."""
    while token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    return token


_HYPERBOLE = re.compile(r"\bdying (?:of|for) (?:boredom|hunger|thirst|laughter|embarrassment|a |an )|"
                        r"\b(?:bored|starving|freezing|boiling|knackered) to death\b|\bcould murder an? \w+")


def _conditioned(token: Token) -> bool:
    """``token`` sits in an "if" or "when" clause: "If I'm late, it's because I take the train" states the train,
    not lateness."""
    head = token if token.pos_ in ("VERB", "AUX") else token.head
    if any(c.lower_ == "otherwise" for c in head.children):
        return True  # "Only ever book me window seats, I get sick otherwise": what would happen, not what is
    while head.dep_ not in ("ROOT", "advcl") and head.head.i != head.i:
        head = head.head
    return head.dep_ == "advcl" and any(c.lower_ in ("if", "when", "whenever") for c in head.children)


def skip_reason(sent: Span) -> str | None:
    """Why ``sent`` is not kept, or None when it may be."""
    if pleasantry(sent):
        return "pleasantry"
    if question(sent) and not speculative(sent):
        return "question"
    again = _SLOT_AGAIN.match(_sentence_case_off(sent))
    if request(sent) and not (again is not None and not set(again.group("value").split()) & _NO_SLOT):
        return "request to the assistant"  # (never "Help desk again from Monday": a slot said again)
    if passing(sent):
        return "transient state"
    if _ABOUT_THE_TALK.match(sent.text.strip()):
        return "about the conversation"
    return None


#: What a speaker says about the conversation itself, not about their life: what they think of an answer
#: ("that's not what I asked", "you're wrong about that"), the turn-taking ("one more thing", "quick q: ...",
#: "I have a question about ..."), the typing ("sorry for the typos", "on my phone so excuse typos"), and when
#: they will go on ("let's continue tomorrow", "I'll get back to you", "I need to think about it").
_ABOUT_THE_TALK = re.compile(
    r"\W*(?:(?:ok|okay|so|hmm|um|sorry|oh)[,!.]?\s+)?(?:"
    r"(?:that's|that is|thats|this is|it's|you're|you are|ur)\s+(?:not what i (?:asked|meant|wanted)|wrong|"
    r"not right|not quite right|incorrect|off|backwards)(?:\s+about (?:that|this|it))?"
    r"|wait,?\s+what|what\?+|one more (?:thing|question)|(?:quick|small|another|a) (?:q|question)\b[^,;]*"
    r"|i (?:have|got|had) (?:a|another|one more) (?:quick |small )?question\b[^,;]*"
    r"|(?:sorry|apologies) (?:for|about) (?:the|my) (?:typos?|spelling|grammar)"
    r"|(?:i'm|im|i am) on (?:my|a) (?:phone|mobile)[, ]+(?:so )?(?:please )?(?:excuse|ignore|forgive) (?:the |my )?"
    r"(?:typos?|spelling|autocorrect)"
    r"|(?:please )?(?:excuse|ignore|forgive) (?:the |my )?(?:typos?|spelling|autocorrect)"
    r"|let(?:'s| us) (?:continue|pick (?:this|it) up|carry on|stop here|talk|chat|resume)\b[^,;]*"
    r"|i'll (?:get back to you|think about it|let you know|come back to (?:this|it))\b[^,;]*"
    r"|i (?:need|have|want) to (?:think about it|sleep on it|mull it over)"
    r"|i'm back(?: now| again)?|back again|i'm heading (?:out|off)(?: now)?|gotta go|got to go"
    r"|(?:i'm|i am|im) not (?:role-?playing|pretending|joking|kidding|making (?:this|it) up)"
    r"|(?:this|it) (?:isn't|is not) (?:a )?hypothetical|real talk|no role-?play"
    r")\s*[.!?]*\s*$", re.IGNORECASE)


_SPECULATIVE = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in lexicon.SPECULATIVE) + r")\b")


def _said_before_a_wish(sent: Span) -> Span | None:
    """The clause of ``sent`` before a comma after which only a plan not yet made is said ("Just passed 300 hours,
    thinking about the CPL"), when that clause says something itself; None otherwise."""
    for comma in (t for t in sent if t.text == "," and t.i > sent.start + 2):
        before, after = sent.doc[sent.start: comma.i], sent.doc[comma.i + 1: sent.end]
        if not speculative(before) and speculative(after) and any(t.pos_ in ("VERB", "AUX") for t in before) \
                and _SPECULATIVE.match(after.text.lower().lstrip()) is not None:
            return before
    return None


def speculative(sent: Span) -> bool:
    """A plan not yet made: "I might move", "thinking about getting a dog", "considering a move"."""
    low = sent.text.lower()
    if _SPECULATIVE.search(low):
        return not re.search(r"\b(?:decided|i think i'?m|i think i was|i think our)\b", low)
    return False


def hedged(text: str) -> bool:
    low = text.lower()
    return any(h in low for h in lexicon.HEDGES)


# -- kinds without a triple ---------------------------------------------------------------------------------------


_WORDS = re.compile(r"[a-z0-9]+")


def raw_pieces(raw: str) -> list[tuple[str, set[str]]]:
    """The turn as typed (emoji and all) in its sentences, each with its words: read once per turn."""
    pieces: list[tuple[str, set[str]]] = []
    for p in re.split(r"(?<=[.!?])\s+", pictograph_breaks(raw)):
        words = set(_WORDS.findall(p.lower()))
        if pieces and not words:  # "... doing taxes. 🙄": an emoji on its own caps the sentence before it
            pieces[-1] = (f"{pieces[-1][0]} {p}", pieces[-1][1])
        else:
            pieces.append((p, words))
    return pieces


def raw_sentence(raw: str, pieces: list[tuple[str, set[str]]], sentence: str) -> str:
    """The part of the turn as typed (``pieces``, :func:`raw_pieces`) that ``sentence`` was read from: the
    framing of one sentence ("my mum is a spy 😂", a quotation) is not the framing of the next ("I'm a
    pharmacist."). The whole turn when no part matches."""
    said = set(_WORDS.findall(sentence.lower()))
    kept = [p for p, words in pieces if words and len(words & said) >= 0.5 * len(words)]
    return " ".join(kept) if kept else raw


def _apology_fix(turn: str) -> bool:
    """A short turn that opens with an apology gives a corrected value ("Sorry, three weeks.")."""
    return bool(re.match(r"\W*(?:(?:no|nah|oh|ah|wait|um|erm)[,\s]+)?(?:sorry|oops|whoops)\b", turn, re.IGNORECASE)) \
        and len(turn.split()) <= 10  # ("no sorry wednesday the 10th, the surgery moved it")


def _starts(text: str, markers: tuple[str, ...]) -> bool:
    """Whether ``text`` opens with one of ``markers``, or says one in its first 40 characters, as whole words ("my
    bad", never "my badge")."""
    low = text.lower().lstrip(" -*")
    opens, says = _marker_patterns(markers)
    return opens.match(low) is not None or says.search(low[:40]) is not None


_WHOLE_WORD = r"(?!\w)"


@cache
def _marker_patterns(markers: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """For :func:`_starts`, compiled once per list: one of ``markers`` opening a text (followed by no letter or digit
    when it ends in one), and one said after a space (followed by no word character when it ends in one)."""
    def whole(marker: str, after: str) -> str:
        return re.escape(marker) + (after if marker[-1:].isalnum() else "")
    opens = "|".join(whole(m, r"(?![^\W_])") for m in markers) or r"(?!)"
    says = "|".join(whole(m, _WHOLE_WORD) for m in markers) or r"(?!)"
    return re.compile(f"(?:{opens})"), re.compile(f"(?<= )(?:{says})")
#: A new rule that binds everyone, no choice between values ("New rule on the launch: nobody goes up the ladder without
#: a lifejacket"); a rule that puts one value in place of another ("New rule: releases go out on Tuesdays, not
#: Thursdays") is a decision.
_BINDING_RULE = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|so)[,\s]+)?(?:a |the )?new (?:house |club |site |yard |shop )?rule"
                           r"(?:\s+(?:on|at|for|in) [^:]{1,40})?\s*[:,-]\s*(?:from (?:now|today) on,?\s*)?"
                           r"(?:nobody|no one|no-one|noone|everyone|everybody|anyone|all|always|never|no \w+|you|we all|"
                           r"every|each)\b(?![^.!?]*,\s*not\b)")


#: Words that seal a choice said before them, last in the sentence ("..., decision made", "made my mind up last night").
_SETTLED_LAST = re.compile(r"(?:,|\band|\bso)\s+(?:(?:the\s+)?decision(?:'s| is| has been)? (?:made|taken)|final answer|"
                           r"(?:i've |i have |we've |we have )?(?:made (?:my|our) minds? up|made up (?:my|our) minds?)|"
                           r"(?:my|our) minds? (?:is|are|'s) made up|(?:that's|it's) settled)"
                           r"(?:\s+(?:today|yesterday|now|tonight|(?:on|at|this|last|over) (?:the )?\w+(?: \w+)?))?\W*$")


_HABITUAL = frozenset({"always", "usually", "normally", "generally", "typically", "whenever", "invariably"})
#: Verbs of choosing: said as a habit of a value that names its kind, a preference ("I always book an aisle seat").
_CHOOSE = frozenset({"pick", "choose", "book", "take", "opt", "go", "get", "order", "ask", "request", "use"})


#: What a group or the speaker will do from now on: "will", "going to", "are switching to" (no "might": a
#: decision is made).
_PLAN_TO_BE = re.compile(r"\b(?:will|'ll|shall|(?:is|are|'s|'re|am|'m) (?:going to|switching|moving|changing|swapping|"
                         r"adopting|taking|dropping|replacing))\b(?![^.!?]*\b(?:might|maybe|perhaps|if)\b)")
#: A choice said as one thing put in place of another, or taken up again ("in place of", "instead of", "after all").
_IN_PLACE = re.compile(r"\b(?:in place of|instead of|rather than|after all)\b|,\s*not\s+[A-Z]", re.IGNORECASE)
#: A body's decision, said as what follows a review ("Following consultation, the service desk will move ...").
_AFTER_REVIEW = re.compile(r"\W*(?:following|after) (?:a |the |our |their )?(?:review|consultation|discussion|"
                           r"vote|ballot|feedback|meeting|agm)\b")


def decision(sent: Span) -> bool:
    low = sent.text.lower()
    if _BINDING_RULE.match(low):
        return False  # "New rule at the gym: nobody spars without a headguard": a standing procedure, binding all
    if re.search(r"\bvoted (?:me|us|him|her|them) (?:in|on|onto|back in)\b", low):
        return False  # "they voted me in last night": a post the speaker was given, no choice of theirs
    if _starts(low, lexicon.DECISION_MARKERS) or reverses(low):
        return True  # ("Changed my mind about the Peloton, ...", "Going back on what I said Monday: ...")
    if _SETTLED_LAST.search(low):
        return True  # "... not paying 800 quid for that new one, decision made": the choice said, then sealed
    if re.match(r"^(?:(?:ok(?:ay)?|so|right|actually|alright|fine|well|no|nah|then|hmm+),? ){0,2}"
                r"let(?:'s| us) (?!know|me|him|her|them)\w", low):
        return True  # "Let's use Postgres for the analytics DB": the team settles it
    if re.search(r"\b(?:is|are|'s|'re)\s+(?:going|moving|heading|pitching|playing|staying|switching|holding|having|"
                 r"buying|getting|choosing|picking|ordering|hiring)\b[^.!?]*\b(?:instead of|rather than)\b", low) \
            and not re.search(r"\b(?:i|i'm|i've)\b", low):
        return True  # "Funfair's going to Tramore for August instead of Bray": a plan put in place of another
    if _PLAN_TO_BE.search(low) and (_IN_PLACE.search(sent.text) or _AFTER_REVIEW.match(low)) \
            and not re.match(r"\W*(?:he|she|they|he'll|she'll|they'll)\b", low):  # (another's plan: no decision)
        # "the practice will adopt Vectorworks in place of AutoCAD from 1 April", "the band's going to compete at the
        # Worlds this year after all", "Following consultation, the service desk will move to a 7am to 7pm rota"
        return True
    root = sent.root
    if _chosen_over(root, root.lemma_):
        return False  # "I'd choose Python over Java any day": a standing taste, no choice made
    if any(c.lower_ in ("we", "team") and c.dep_ == "nsubj" for c in root.children) \
            and any(c.lower_ in ("'ll", "will", "shall") for c in root.children) and root.tag_ == "VB":
        return True  # "We'll run CI on CircleCI"
    if re.search(r"\b(?:not|n't) (?:doing|going with|using|picking|choosing|going ahead with)\b", low) \
            and re.search(r"\bafter all\b|\banymore\b|\bany more\b", low):
        return True  # "We're not doing Stripe after all": a decision taken back
    if re.search(r"\b(?:we|i)(?:'ve| have)? booked (?:a |an |the )?[A-Z][^.!?]*\bfor (?:our|my|the|[A-Z][\w-]*['’]s) "
                 r"\w+", sent.text, re.IGNORECASE) and re.search(r"\bbooked (?:a |an |the )?[A-Z]", sent.text):
        return True  # "We've booked Majorca for our honeymoon": where it will be, a plan another may replace
        # ("I've booked the Bronze party package for Finley's birthday": which one, for whose day)
    if re.search(r"\b(?:change|switch|move|swap|put|upgrade|downgrade) "
                 r"(?:us|me|it|them|the booking|our booking|my booking) (?:over |up |down )?to\b[^.!?]*\b"
                 r"(?:instead of|rather than|not)\b", low):
        return True  # ("please change us to the Gold package instead of Bronze": the choice changed)
    if re.search(r"\b(?:we|i)(?:'ve| have| had) (?:finally |now )?(?:gone|plumped|opted) (?:with|for) "
                 r"(?:the|a|an)\b", low):
        return True  # "We've gone with the Bronze party package": the choice made, which another may replace
    if re.search(r"\b(?:we're|we are|we'll|we will|i'm|i am|i'll|i will) not (?:be )?\w+ing\b[^.!?]*\b(?:this|next) "
                 r"(?:year|season|time|term|summer|winter|christmas|month)\b", low):
        return True  # "We're not renewing the van lease this year": a plan not to, which "after all" may take back
    if re.match(r"^\W*(?:(?:ok(?:ay)?|so|well|nope|no),? )?not \w+ing\b[^.!?]*\bafter all\b", low):
        return True  # "Not selling after all": the plan to sell taken back, the subject left out
    if re.search(r"\binstead\b|\bafter all\b", low) and _our_plan(sent):
        return True  # "We'll keep Luna's leg, ... the splint first instead of amputating": a plan, chosen
    if re.search(r"\bafter all\b", low) and re.match(r"\W*(?:(?:ok(?:ay)?|so|right|well)[,\s]+)?(?:we|i) (?:stay|keep|"
                                                     r"open|close|stick|go|do|run|use|take|have|book|hold)\b", low):
        return True  # "We stay open on Tuesdays after all": a plan said in the present, taken back
    if re.match(r"\W*(?:(?:ok(?:ay)?|so|right|then)[,\s]+)?(?:we|i) (?:go|going) (?:with|for) (?:the|a|an)\b[^.!?]*\bfor "
                r"(?:the|our|my)\b", low) and not any(t.lower_ in _HABITUAL for t in sent):
        return True  # "We go with the chalet at Sentosa for the team retreat": the choice made, for that
    if re.search(r"\b(?:we'll|we will|i'll|i will|we're going to|i'm going to) (?:go|going) (?:with|for) (?:the|a|an)\b",
                 low) and not any(t.lower_ in _HABITUAL for t in sent):
        return True  # "We'll go with the oak coffin, not the wicker, Mam would've wanted it plain"
    if re.search(r"\b(?:i'm|i am|we're|we are) going to (?!be\b|have\b|need\b|try\b|see\b|get\b|miss\b)\w+\b[^.!?]*"
                 r"\b(?:next (?:week|month|year|\w+day)|tomorrow|in (?:january|february|march|april|may|june|july|"
                 r"august|september|october|november|december)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|"
                 r"sunday)|this (?:weekend|summer|autumn|winter|spring))\b", low):
        return True  # "I'm going to sit my Grade 3 judo grading in March": a thing one will do, dated, a plan
    if any(_trip(t) for t in sent if t.pos_ == "VERB"):
        return True  # "We're driving up to Twillingate for the long weekend": where the household is going, then
    if any(_plans(t) and _settles(t) for t in sent if t.pos_ == "VERB") or re.search(r"\bgoing to turn down\b", low):
        return True  # "We're keeping the boat another season", "I'm going to turn down the Dallas offer"
    root = sent.root
    team = any(t.lower_ in ("we", "let", "us", "board") for t in sent)
    if root.lemma_ == "agree" and any(c.dep_ in ("xcomp", "prep") and (c.tag_ == "VB" or c.lower_ == "on")
                                       for c in root.children):
        return True  # "The team agreed to ship on Fridays only", "we agreed on Postgres"
    if root.lemma_ in ("agree", "decide", "vote") and any(
            c.dep_ == "ccomp" and any(g.lower_ in ("will", "'ll", "should", "shall") for g in c.children)
            for c in root.children):
        return True  # "We've agreed the choir will sing the Rutter at the carol service, not the Britten"
    if re.search(r"\b(?:i|we)(?:'ve| have)? (?:accepted|taken|turned down|declined|rejected|signed)\b[^.!?]*\b"
                 r"(?:offer|job|role|place|position|pupillage|contract|tenancy|deal|bid|proposal|scholarship)\b", low):
        return True  # "I've accepted the pupillage offer from the Gough Square set": a choice made
    habit = any(t.lower_ in _HABITUAL for t in sent)  # "I always pick the window seat": a preference, not a choice
    # ("she seems settled": settled in, nothing chosen; "we settled on Postgres" is a choice)
    settled = root.lemma_ == "settle" and _prep(root, "on", "for") is not None
    picked_for = root.lemma_ in ("pick", "choose", "select") and any(c.dep_ == "auxpass" for c in root.children)
    # ("I have resolved to sell the Daimler": decided, said formally; not "the issue was resolved")
    resolved = root.lemma_ == "resolve" and any(c.dep_ == "xcomp" for c in root.children)
    if not habit and not picked_for and ((root.lemma_ in ("decide", "choose", "pick", "opt", "approve", "vote")
                                          or settled or resolved) and _particle(root) != "up" or
                      any(t.lemma_ in ("decide", "choose", "approve", "vote") and t.pos_ == "VERB" for t in sent)):
        return True
    if team and root.lemma_ in lexicon.DECIDE and (root.tag_ in ("VBG", "VB") or "instead" in low
                                                   or re.search(r" over (?!the |a |last |this |that )", low)):
        return True
    if team and root.tag_ in ("VBG", "VB") and re.search(r"\b(?:rather than|instead of)\b", low):
        return True  # "We're putting Maya in the Montessori nursery rather than the council one"
    if re.search(r"\b(?:'s|is|are|'re) going to (?:be|go|have|get|use|take|stay|the|a|an)\b[^.!?]*,\s*not\b|"
                 r"\b(?:will|'ll) be (?:at|in|on|with)\b[^.!?]*,\s*not\b", low):
        # "Holiday's going to be Crete this year, not Sicily", "Ayesha's going to the grammar school, not the
        # academy", "The funeral will be at the crematorium, not the church": a plan settled against another
        return True
    if re.match(r"\W*(?:(?:ok(?:ay)?|so|nah|right|well)[,\s]+)*(?:(?:i'm|i am|we're|we are|i've|we've) )?"
                r"(?:going|gone|went|go) (?:for|with)\b[^.!?]*\b"
                r"(?:instead|rather than|over)\b", low) \
            or re.search(r"\b(?:has|have|'s|'ve) (?:gone|opted|plumped) (?:for|with)\b[^.!?]*\b(?:instead|rather than)\b",
                         low):
        return True  # "Going for the corner pitch by the station instead", "The choir's gone for the Fauré instead"
    if re.search(r"(?:^|,\s*|\bso\s+)[\w'&-]+(?: [\w'&-]+){0,3} it is\W*$", low) \
            or re.search(r"\b(?:we'll|we will|i'll|i will) (?:do|go for|go with|have|book|take|get) (?:the|a|an)\b"
                         r"[^.!?]*\binstead\b", low) \
            or re.search(r"\bso (?:the |our |my )?[\w'-]+(?:'s| is| are|'re) going to be\b", low) \
            or re.match(r"\W*(?:for [^,]{2,40},? )?(?:we're|we are) (?:doing|having|booking|holding|taking|hiring|"
                        r"renting|ordering|getting) (?:the|a|an)\b", low) \
            or re.search(r"\bso (?:we|i)(?:'ve| have) (?:booked|hired|chosen|picked|ordered|gone with|gone for|"
                         r"switched to) (?:the|a|an)\b", low) \
            or re.match(r"\W*for (?:the|our|this year's|next year's) [^,]{2,40},? (?:we|i) (?:book|take|choose|pick|hire|"
                        r"go with|go for|order|use) (?:the|a|an)\b", low) \
            or re.search(r"(?:^|\bso\s+|,\s*)(?:we|i) (?:take|book|choose|pick|hire|go with|go for|order) (?:the|a|an)\b"
                         r"[^.!?]*\b(?:now|instead)\W*$", low):
        # (a plan said in the present, as many Englishes say it: "For the company dinner we book the zi char place",
        # "so we take the gas furnace from Charlie Correll now")
        # "Octopus is out, ... so EDF it is", "so the hallway's going to be a soft white", "For Dad's 70th we're
        # doing the Whitby coast path": a plan settled
        return True
    if re.search(r",\s*(?:final|final answer|decided|done deal|end of)\W*$", low) \
            or re.match(r"\W*(?:(?:ok(?:ay)?|so|nah|right|well)[,\s]+)*not (?:doing|going to do|entering|running|going)\b"
                        r"[^.!?,]*\b(?:this|next) (?:year|time|month|season|summer|winter)\b", low) \
            or re.search(r"\b(?:i'm|i am|we're|we are) (?:appealing|challenging|contesting|disputing)\b", low):
        # "we're putting her in nursery 3 days not 2, final", "Not doing the London to Brighton ride this year",
        # "I'm appealing the PIP decision": a course settled
        return True
    if re.search(r"\b(?:i'm|i am|we're|we are) (?:definitely |now |officially |finally )?(?:going|moving|switching) "
                 r"(?:onto|on to|to) (?:the )?[\w-]+ (?:rota|shift|shifts|pattern)\b", low):
        return True  # "OK so I'm definitely going onto the night rota from January": settled
    if re.match(r"\W*(?:(?:we|i) )?(?:went|opted|plumped|settled) (?:with|for|on)\b[^.!?]*\bin the end\b", low):
        return True  # "Went with Hunters in the end, Connells wanted 1.8 percent": the choice made
    if re.search(r"\bit's agreed\b|\bit is agreed\b|^\W*(?:\w+,? ){0,2}agreed:|\bin the end (?:we|i) (?:went|chose|"
                 r"picked|opted|decided|settled)\b|\b(?:went|going|go) with\b[^.!?]*\brather than\b", low):
        return True  # "Right so it's agreed, the kids do Christmas with me", "In the end we went with Langstroth hives"
    if re.search(r"\b(?:(?:i'm|i am|we're|we are) going to|^\W*going to) (?:go (?:freelance|part-time|full-time|"
                 r"self-employed)|quit|"
                 r"retire|resign|leave|accept|take the (?:job|offer|role)|buy|purchase|order|sell|rent|lease|adopt|"
                 r"hire|get (?:a|an|the)\b|paint|decorate|renovate|redo|build|extend|convert|install|landscape)\b", low):
        return True  # "I'm going to go freelance full-time from January", "I'm going to buy an Icom": decided
    planned = re.match(r"\W*(?:(?:ok(?:ay)?|so|right|well)[,\s]+)*(?:we're|we are|i'm|i am) (?:getting|adopting|buying|"
                       r"ordering) (?:a|an|the|our|my)\b", low)
    if planned is not None and not any(t.dep_ == "dobj" and (t.lower_ in _ILLNESSES or t.lower_ in _AILMENTS)
                                       for t in root.children):
        return True  # "We're getting a cockapoo puppy from a breeder in Penrith": a plan made (not "a cold")
    if re.search(r"\b(?:is|'s|are|'re|has been|have been|has|got|was) (?:now )?(?:confirmed|booked|locked in|chosen|picked)"
                 r"\b[^.!?]*\b(?:as|for) (?:our|my|the)\b", low) \
            and not any(c.dep_ == "nsubjpass" and (_relation_word(c) or c.ent_type_ == "PERSON"
                                                   or any(_relation_word(g) for g in c.children))
                        for c in root.children):
        # (not "My nephew Kofi was picked for the under-19 squad": a person chosen, by others)
        return True  # "Hengrave Hall's confirmed as our wedding reception venue": a choice settled
    if team and any(t.lemma_ == "agree" and t.tag_ in ("VBN", "VBD") and t.dep_ != "ROOT" for t in sent):
        return True  # "we moved CI off Jenkins onto GitHub Actions, agreed in the retro"
    # "moving CI to GitHub Actions", "nah, moving bug tracking to Linear, Jira is too slow": a change nobody owns
    opening = next((t for t in sent if t.pos_ not in ("INTJ", "PUNCT") and t.lower_ not in ("nah", "ok", "so")), root)
    return any(t.tag_ in ("VB", "VBG") and t.lemma_ in ("move", "switch", "revert", "migrate", "scrap", "ditch", "drop")
               and not _subject(t)
               and (t is root or (t is opening and t.dep_ == "advcl")) for t in (root, opening))


#: What one "gets" without choosing it: "I'm getting a cold".
_AILMENTS = frozenset({"cold", "headache", "migraine", "flu", "cough", "sore", "rash", "bug", "temperature", "fever",
                       "feeling", "sense", "lot", "bit"})


#: A weekday said in the plural, or its part of the day, as what a slot of the week is: "Tuesday nights is practice
#: night", "Saturdays are market day".
_WEEKLY_SLOT = re.compile(rf"^\W*(?:(?:{DAY_WORDS})s|(?:{DAY_WORDS}) (?:nights|mornings|evenings|afternoons))\s+"
                          rf"(?:is|are|'s)\s+\w+", re.IGNORECASE)

#: Passives that say how a place is kept, a state held, not something done over and over ("is staffed by eleven").
_HOW_KEPT = ("staffed", "run", "manned", "crewed", "owned", "managed", "kept")
#: How a workplace is, since when or kept how ("family-run since 1974", "has got four vets", "is staffed by").
_HOW_IT_IS_KEPT = re.compile(rf"\bsince\b|(?:'s|'ve|\bhas|\bhave) got\b|\b(?:is|are) (?:{'|'.join(_HOW_KEPT)})\b")
_HOW_STAFFED = frozenset({*_HOW_KEPT, "based", "located", "situated", "open", "opened", "closed", "shut", "booked",
                          "covered"})


def routine(sent: Span) -> bool:
    words = set(_words(sent))
    low = sent.text.lower()
    if _WEEKLY_SLOT.match(low) and not _DATE_WORDS.search(sent.text):
        return True  # "Tuesday nights is practice night at the tower, seven till half eight": held week by week
    if words & lexicon.FREQUENCY or re.search(r"\bon (?:the )?weekends?\b|\bonce a\b|\bevery\b|\bmost (?:days|"
                                              r"mornings|evenings|nights|weekends|sundays)\b", low) \
            or _MONTHLY.search(low) or _DAYS_LISTED.match(low):
        if _DAYS_LISTED.match(low) and not _DATE_WORDS.search(sent.text):
            return True  # "Mon Wed Fri I'm in the pool at 6am": where one is on those days, week by week
        opening = next((sent.doc[sent.start: t.i] for t in sent if t.text in (",", ";", "-", "–", "—")), None)
        if opening is not None and len(opening) >= 3 and not any(t.pos_ in ("VERB", "AUX") for t in opening) \
                and re.search(r"\bevery\b|\bonce a\b|\btwice a\b", opening.text.lower()) \
                and not _DATE_WORDS.search(opening.text):
            return True  # ("Darts league every Wednesday at the Crown, we're top of the table": a note of what recurs)
        root = sent.root
        held = lemma_of(root) == "have" and any(c.dep_ == "dobj" and c.lemma_ in _HELD_EVENTS for c in root.children) \
            or lemma_of(root) == "be" and any(
                c.dep_ == "nsubj" and c.lemma_ in _HELD_EVENTS
                or c.dep_ in ("nsubj", "npadvmod") and _CALENDAR.fullmatch(c.lower_)  # ("First Saturday of the
                for c in root.children)  # month is crate-digging at the fair": what that day holds, month by month)
        # ("Band practice is Tuesdays and Thursdays at the Miners' Welfare": when it is held, week by week; "Every
        # Sunday morning I'm down the allotment by seven": where one is, week by week)
        held = held or lemma_of(root) == "be" and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in
                                                      root.children) \
            and any(c.dep_ in ("prep", "advmod") and c.lower_ in ("at", "down", "up", "in", "out", "off", "over", "on")
                    for c in root.children) and not any(c.dep_ in ("attr", "acomp") for c in root.children)
        present = root.tag_ in ("VBP", "VBZ", "VB", "VBG") or root.pos_ != "VERB" or root.tag_ == "VBN" and any(
            c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBP", "VBZ") for c in root.children) \
            and root.lower_ not in _HOW_STAFFED  # ("The switchboard's staffed round the clock": how it is, held)
        if (held or lemma_of(root) not in lexicon.STATE_VERBS) and present:
            return True  # ("Every Sunday at six I'm set up at the Newark car boot": a state said in the present)
        # "Mondays the shop's shut, so that's when I do the books": what the speaker does then, in a later clause
        return any(t.tag_ == "VBP" and t.pos_ == "VERB" and lemma_of(t) not in lexicon.STATE_VERBS
                   and (who := _subject(t)) is not None and who.lower_ in ("i", "we") for t in sent)
    return False


#: A day of each month ("First Monday of the month the whole watch does the hydrant checks").
_MONTHLY = re.compile(r"\b(?:first|second|third|fourth|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day of (?:the|each|"
                      r"every) month\b")
#: Days listed to open a sentence, short or long ("Mon Wed Fri I'm in the pool at 6am", "Tuesdays and Thursdays
#: I ...").
_DAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b\.?"
_DAYS_LISTED = re.compile(rf"\W*{_DAY}(?:\s*(?:,|&|and|/|\+)?\s*{_DAY}){{1,6}}\s*,?\s+(?:i|we)\b")


#: What one "has" every week because it happens, not because one owns it: "the team has a standup every morning".
_HELD_EVENTS = frozenset("""standup stand-up meeting call class lesson practice session sync review retro training
    rehearsal appointment check-in catchup catch-up""".split())


#: Verbs of thinking, saying and wanting: in the present they state this moment's mind, not a habit.
_NOT_HABITS = frozenset("""think know guess mean hope feel see agree understand remember forget wonder believe
    suppose need want wish expect doubt reckon assume realise realize bet promise apologise apologize admit
    say tell ask love like hate prefer""".split())


def habitual(sent: Span) -> bool:
    """A first-person present-tense action with no object, no modal and no negation: a habit ("I meditate for
    ten minutes before work", "we cycle to the office")."""
    root = sent.root
    subject = _subject(root)
    return root.tag_ == "VBP" and root.pos_ == "VERB" and subject is not None and subject.lower_ in ("i", "we") \
        and lemma_of(root) not in lexicon.STATE_VERBS | _NOT_HABITS \
        and not any(c.dep_ in ("dobj", "aux", "neg", "ccomp", "xcomp", "attr", "acomp") for c in root.children) \
        and not sent.text.rstrip().endswith("?") and not dated(sent)  # "We launch on May 5" is a plan


#: Orders that are asides to the listener, never a rule: "veggie again, don't judge", "don't laugh", "don't ask".
_ASIDES = frozenset({"judge", "laugh", "ask", "worry", "panic", "tell", "mind", "hate", "@"})


#: Verbs by which the speaker asks the assistant to keep something in mind ("so please remember that when you
#: suggest recipes"): a request about what was said, no procedure of one's own.
_KEPT_IN_MIND = frozenset({"remember", "bear", "note", "mind", "consider", "factor"})


def lesson(sent: Span, turn: str) -> bool:
    low = turn.lower()
    if _starts(low, lexicon.LESSON_MARKERS) or _BINDING_RULE.match(low):
        return True
    # (never "I'm learning to steer a dragon boat": a skill being learnt, no lesson)
    if any(lemma_of(t) == "learn" and t.tag_ not in ("VBG",) and (any(c.dep_ == "xcomp" and c.tag_ == "VB" and any(
            a.lower_ == "to" for a in c.children) for c in t.children) or _learned_the_hard_way(t)) for t in sent):
        return True  # "I've learned to never schedule meetings on Fridays", "Learned the hard way that ..."
    if re.match(r"\W*never ?mind\b", sent.text, re.IGNORECASE):
        return False  # "Never mind the cost, we're going with AWS": waving something off, no rule
    if re.match(r"\W*(?:so,? )?(?:from now on|going forward|from here on(?: in)?),? (?:(?:i|we) (?!'m|am|are|'re)\w+|"
                r"(?:i|we)(?:'m| am|'re| are) (?!going\b)\w+ing\b|(?:every|each|all|no|our|the|nobody|no one|"
                r"no-one|everyone|everybody|anyone|anybody)\b)",
                sent.text, re.IGNORECASE) and not question(sent):
        # "From now on I do a second torque check on every carbon seatpost", "From now on I'm saving every session in
        # two places": a rule one sets oneself (not "From now on I'm vegetarian": what one is)
        return True
    if re.match(r"\W*(?:the|our|one|a)\s+(?:golden\s+|house\s+|first\s+|big\s+|new\s+)?rule(?:\s+(?:here|now|"
                r"(?:at|in|on|for) (?:the |our )?[\w'-]+(?: [\w'-]+)?))?\s*(?:is|'s)\b", sent.text, re.IGNORECASE):
        return True  # "The rule here is no dogs on the green", "Our golden rule's never to reuse a blade"
    root = sent.root
    words = [t for t in sent if not t.is_punct]
    if len(words) > 2 and words[0].lower_ in ("never", "always") and words[1].tag_ == "VB" \
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in words[1].children):
        return True  # "Never schedule meetings with the Sydney office on Fridays - they're in the weekend"
    imperative = root.tag_ == "VB" and not _subject(root) and root.lemma_ not in _ASIDES \
        and not any(c.dep_ in ("dative", "dobj", "iobj") and c.lower_ in ("me", "us") for c in root.children)
    # ("..., so don't book me anything Tuesday afternoons": a request to the assistant about the speaker, no rule)
    # (a "do" that is the verb done, "let's do the offsite in Porto", is no rule's "do")
    if imperative and (any(t.lower_ in ("always", "never", "don't", "do", "n't") and t.i != root.i
                           and not (t.lower_ == "do" and t.head.lemma_ == "let") for t in sent)
                       or low.startswith("to ") or "before" in low or "then" in low):
        return True
    ordered = (imperative or root.dep_ == "ROOT" and root.i > sent.start and not _subject(root)
               and any(c.dep_ == "dobj" for c in root.children))  # "clear" read as an adjective
    if ordered and root.lemma_ not in lexicon.ASSISTANT_VERBS and not any(t.lower_ in ("me", "us") for t in sent) \
            and root.lemma_ not in _KEPT_IN_MIND \
            and any(c.dep_ == "advcl" and any(m.lower_ in ("if", "when", "whenever") for m in c.children)
                    and not any(s.dep_ == "nsubj" and s.lower_ == "you" for s in c.children)
                    for c in root.children):
        return True  # "If the build fails on CI, clear the cache first": what to do when it happens
    if re.search(r"\b(?:if|when|whenever)\b.+\b(?:fixes|works|helps|is better|works better|saves)\b", low):
        return True
    return bool(re.search(r"\bwe always\b|\bi always\b.*\b(?:first|before)\b", low))


_MONTHS = MONTH_WORDS
_DAYS = DAY_WORDS
_DATE = re.compile(
    rf"\b(?:(?:{_MONTHS})\b(?!-)|(?:{_DAYS})s?\b|(?:19|20)\d\d\b|yesterday|tomorrow|tonight|"
    r"(?:last|next|this|past) (?:week|month|year|weekend|quarter|spring|summer|autumn|fall|winter|night)|"
    r"\d+(?:st|nd|rd|th)\b|\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\d{1,2}:\d\d|\b(?:a|one|two|three|\d+) "
    r"(?:days?|weeks?|months?|years?) ago|christmas|easter|new year)", re.IGNORECASE)
#: Capitalised words that are not a name the speaker is called by ("I'm English", "I'm Catholic").
_NOT_NAMES = frozenset({"english", "british", "american", "french", "german", "spanish", "italian", "irish",
                        "scottish", "welsh", "canadian", "australian", "indian", "chinese", "japanese", "korean",
                        "dutch", "swiss", "polish", "brazilian", "mexican", "here", "back", "done", "ok"})


def dated(sent: Span, *, but: str | None = None) -> bool:
    """Whether ``sent`` names a date or a time ("in January", "on the 12th", "last week", "2019", "at 7am"),
    outside the value ``but`` when one is given (the year of "a 2014 Silverado" dates nothing)."""
    return bool(_DATE.search(sent.text.replace(but, " ") if but else sent.text))


_HAPPENED = re.compile(
    rf"(?<!until )(?<!till )(?<!by )(?<!before )\b(?:back in|in|since|on|during|as of|(?=last ))\s*(?P<when>(?:last\s+)?(?:(?:{_MONTHS})(?:\s+\d{{1,2}}"
    rf"(?:st|nd|rd|th)?)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS}))(?:,?\s+(?:19|20)\d\d)?)\b",
    re.IGNORECASE)


#: A month, a day of a month or a year, as :func:`credo.timeutil.past_start` reads them.
_DATE_WORDS = re.compile(rf"(?:last\s+)?(?:(?:{_MONTHS})(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|\d{{1,2}}(?:st|nd|rd|th)?\s+"
                         rf"(?:of\s+)?(?:{_MONTHS}))(?:,?\s+(?:19|20)\d\d)?|(?:19|20)\d\d|(?:last|this)\s+year|"
                         r"(?:last|this|this past)\s+(?:spring|summer|autumn|fall|winter)|"
                         r"last\s+month|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
                         r"(?:years?|months?)\s+ago", re.IGNORECASE)
_ENDS = frozenset({"until", "till", "til", "through"})
_STARTS = frozenset({"join", "start", "begin", "move", "switch", "become", "take"})
#: Verbs of coming to have a thing: what one got "in June" one has had since June.
_GOT = frozenset({"get", "adopt", "buy", "rescue"})


#: "more detail" asks for detailed answers, "shorter" for short ones.
_ASKED = {"detail": "detailed", "details": "detailed", "shorter": "short", "briefer": "brief"}


_BOOK = frozenset({"book", "put", "schedule", "keep", "set", "move", "arrange", "plan", "slot", "hold"})
_BOOKED = frozenset({"meeting", "meetings", "call", "calls", "1:1s", "1:1", "appointments", "appointment", "syncs",
                     "sync", "standups", "interviews", "catch-ups"})


def _booked_at(sent: Span) -> list[Fact]:
    """ "Please book calls after lunch from now on", "put my meetings before noon": the time the user's meetings
    are to be booked at, asked for (their preferred meeting time)."""
    for booked in (t for t in sent if t.lower_ in _BOOKED):
        if booked.dep_ == "dobj" and lemma_of(booked.head) in _BOOK:
            verb = booked.head
        elif any(c.dep_ == "nsubj" and c.lower_ in _BOOK for c in booked.children):
            verb = booked  # "Please book calls after lunch": the tagger took "book" for a noun, "calls" for a verb
        else:
            continue
        for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("before", "after", "in", "at",
                                                                                  "for", "on")):
            when = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if when is None or not (when.lower_ in TIMES_OF_DAY or when.lower_ in ("noon", "lunch", "lunchtime")
                                    or when_kind(phrase(when)) in ("time", "day")):
                continue
            value = phrase(when) if prep.lower_ in ("in", "at", "for", "on") else f"{prep.lower_} {phrase(when)}"
            return [Fact("user", "preferred_meeting_time", canonical_value("preferred_meeting_time", value),
                         Kind.PREFERENCE)]
    return []


#: Verbs of putting someone somewhere ("They've put me on the back row", "moved me onto the tills").
_PLACING = frozenset({"put", "set", "move", "stick", "shift", "place", "seat", "switch", "bump", "shove", "drop", "shunt",
                      "assign", "reassign", "transfer", "swap", "rotate", "bung", "pop", "slot"})


def _placed_by_someone(verb: Token) -> bool:
    """Whether ``verb`` is someone else putting the speaker somewhere ("They've put me on the back row by the burger
    van", "The boss switched me to the aisle seat"): where one is put is no want of one's own."""
    subject = _subject(verb)
    return lemma_of(verb) in _PLACING and subject is not None and subject.lower_ not in ("i", "we") \
        and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in verb.children)


#: Where one is put at work or play, said as a slot one is on ("I'm on the morning desk", "the back row"): the noun
#: names what the slot is of.
_SLOT_NOUNS = SLOT_NOUNS
#: A return to a slot said alone: "back on the treble", "back in outpatients from monday".
_BACK_ON = re.compile(r"^\W*(?:(?:i'm|i am|we're|we are|user is|the user is)\s+)?back\s+(?:on|at|in|to|onto)\s+(?:the\s+)?"
                      r"(?P<value>[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)(?=\s+(?:again|from|now|today|tonight|tomorrow|"
                      r"this|next|for|after|as|with|and)\b|\s*[,.;!]|\s*$)")
#: A slot said again alone: "mornings again from today", "by the main gate again from Sunday".
_SLOT_AGAIN = re.compile(r"^\W*(?:(?:i'm|i am|we're|we are)\s+)?(?P<value>(?:(?:by|on|at|in)\s+)?(?:the\s+)?"
                         r"[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)\s+again\b")


def _placed(sent: Span) -> list[Fact]:
    """Where the speaker is put, at work or at play, when nothing else names it: a slot they are on ("I'm on the
    morning desk at the station": ``desk`` = "morning"), a slot someone else puts them in ("They've shoved me onto
    afternoons now"), or one they are back in ("mornings again from today", "back in outpatients from monday").
    The last two name no slot; they are a ``placement``, which the speaker's latest slot names when the memory is
    written (:func:`credo.belief.slot_held`), so that a slot held, left and taken again is one value and its loop."""
    root = sent.root
    subject = _subject(root)
    if lemma_of(root) == "be" and subject is not None and subject.lower_ == "i" and not _negated(root):
        on = _prep(root, "on")
        mods = [c for c in on.children if c.dep_ in ("compound", "amod") and c.i < on.i] if on is not None else []
        if on is not None and on.pos_ == "NOUN" and on.lemma_.lower() in _SLOT_NOUNS and mods \
                and attribute_for_value(phrase(on)) is None:
            said = " ".join(m.lower_ for m in mods)
            # (a ward by its kind, as it is said when one is moved to it: "the postnatal ward")
            return [Fact("user", on.lemma_.lower(), _slot_value(f"{said} ward" if on.lemma_.lower() == "ward" else said))]
    for verb in sent:
        if not _placed_by_someone(verb) or _negated(verb):
            continue
        onto = _prep(verb, "onto", "on", "to", "into", "in", "at")
        typed = attribute_for_value(phrase(onto)) if onto is not None else None
        named = onto.doc[onto.left_edge.i: onto.i + 1].text if onto is not None else ""  # ("the back row", no more)
        # (a slot one is put in is no want of one's own: "the back row" is no seat one prefers)
        if onto is not None and onto.pos_ in ("NOUN", "PROPN") and (typed is None or typed in PREFERENCE_ATTRIBUTES) \
                and not when_kind(phrase(onto)):
            return [Fact("user", "placement", _slot_value(named))]
    said = _sentence_case_off(sent)
    found = _BACK_ON.match(said) or _SLOT_AGAIN.match(said)
    if found is not None and re.match(r"\s*(?:for|please)\b", said[found.end():]):
        return []  # ("Mornings again for calls": a time wanted for something, no slot)
    value = found.group("value") if found is not None else ""
    words = value.split()
    # (a slot is a thing named: "never again", "it's me again", "back at work", "back to working" name none)
    if found is None or when_kind(value) or not words \
            or words[-1] in _NO_SLOT or words[-1].endswith(("ing", "'s", "'")) or "'" in value:
        return []
    typed = attribute_for_value(value) or ("work_schedule" if shift(re.sub(r"^the\s+", "", value)) else None) \
        or _work_place(value)
    if typed is not None:
        # ("early shift again from Monday", "remote again": a value of a kind said again is that kind's)
        return [Fact("user", typed, canonical_value(typed, value))] if typed not in PREFERENCE_ATTRIBUTES else []
    return [Fact("user", "placement", _slot_value(value))]


def _sentence_case_off(sent: Span) -> str:
    """``sent``'s words without the capital that only opens the sentence ("Back in outpatients", "Mornings again"),
    as the slot patterns read them."""
    said = sent.text.strip()
    return said[:1].lower() + said[1:]


#: Words a return or an "again" is said of that name no slot ("back at work", "never again", "back on track").
_NO_SLOT = frozenset({"never", "once", "me", "it", "this", "that", "here", "there", "work", "home", "school", "uni",
                      "college", "normal", "track", "form", "base", "board", "duty", "bed", "feet", "top", "us", "them",
                      "him", "her", "you", "again", "yet", "so", "then", "now", "all", "everything", "nothing"})


def _slot_beside(sent: Span, memory: dict[str, str]) -> list[Fact]:
    """A slot said beside a post, or with the verb of working, for whoever the clause is about: "I'm a keeper on the
    primate section at the zoo" (``section`` = "primate", beside the post), "I work on the fish counter at
    Morrisons" (``counter`` = "fish"), "My sister is a nurse on the stroke ward" (her ``ward``). It is the slot a later
    "they've moved me over to the big cats" is a new value of (:func:`credo.belief.slot_held`). A slot said alone
    ("I'm on the morning desk") is :func:`_placed`'s; one held before, or not, is no slot held now."""
    for on in (t for t in sent if t.dep_ == "prep" and t.lower_ == "on"):
        slot = next((c for c in on.children if c.dep_ == "pobj" and c.pos_ == "NOUN"), None)
        noun = slot.lemma_.lower() if slot is not None else ""
        # (one works on *the* slot: "on a cattle station" is a place of its own; "on the night shift", "on the
        # weekend rota" are one's hours, read as such)
        if slot is None or noun not in _SLOT_NOUNS or noun in ("shift", "rota") \
                or any(c.lower_ in ("a", "an") for c in slot.children) or attribute_for_value(phrase(slot)) is not None:
            continue
        mods = [c for c in slot.children if c.dep_ in ("compound", "amod", "poss") and c.i < slot.i]
        if not mods:
            continue
        post = on.head
        verb = post.head if post.dep_ == "attr" and post.pos_ == "NOUN" and lemma_of(post.head) == "be" \
            else post if post.pos_ == "VERB" and lemma_of(post) == "work" else None
        if verb is None or _negated(verb) or verb.tag_ in ("VBD", "VBN") \
                or any(c.dep_ == "aux" and (c.tag_ in ("VBD", "MD") or lemma_of(c) == "use") for c in verb.children):
            continue
        # (whom the clause is about, as the clause reader decides it: "Mum's a porter on the maternity ward" is the
        # mother's, "My sister Amy is a nurse on the stroke ward" Amy's)
        key = who(_subject(verb), verb, memory).entity
        said = sent.doc[min(m.left_edge.i for m in mods): slot.i].text
        return [Fact(key, noun, _slot_value(f"{said} ward" if noun == "ward" else said))]
    return []


def _slot_value(words: str) -> str:
    """A slot's value in one spelling: lower case, without "the", a part of the day said once ("mornings": morning)."""
    value = re.sub(r"^the\s+", "", words.strip().lower())
    return re.sub(r"^(morning|afternoon|evening|weekend)s$", r"\1", value)


def asked_for(sent: Span) -> list[Fact]:
    """A value the user asks for or rates above another, when its kind names the attribute
    (:func:`credo.vocabulary.attribute_for_value`): "email please", "more detail please", "Email me, don't
    Slack me", "Slack is better than email for me". An untyped value ("the blue one please") asks for nothing
    lasting."""
    def typed(token: Token) -> list[Fact]:
        value = _ASKED.get(token.lower_, token.lower_ if token.pos_ != "PROPN" else token.text)
        attribute = attribute_for_value(value)
        if attribute == "communication_channel":  # "texts please": one spelling per channel
            value = canonical_value(attribute, value)
        return [Fact("user", attribute, value, Kind.PREFERENCE)] if attribute else []

    negated = {t.head.i for t in sent if t.dep_ == "neg"}
    for ask in (t for t in sent if t.lower_ in ("please", "pls", "plz")):
        # "email please", "more detail please": the word just before the request (or just after it)
        for offset in (-1, -2, 1, 2):
            i = ask.i + offset
            if sent.start <= i < sent.end and sent.doc[i].pos_ in ("NOUN", "PROPN", "ADJ") \
                    and not _errand(sent.doc[i]) and not (i > sent.start and sent.doc[i - 1].lower_ in _NOT_WANTED):
                # ("Slack, not email, please": the one not wanted is never the one asked for)
                found = typed(sent.doc[i])
                if found:
                    return found
    for token in sent:
        if token.i in negated:
            continue
        # "Email me": a channel used as a verb, on the user
        if token.pos_ == "VERB" and any(c.lower_ == "me" and c.dep_ == "dobj" for c in token.children):
            found = typed(token)
            if found and found[0].attribute == "communication_channel":
                return found
        # "Slack is better than email for me": the subject of "better"
        if token.dep_ == "nsubj" and any(c.lower_ in ("better", "best") for c in token.head.children) \
                and token.head.i not in negated:
            found = typed(token)
            if found:
                return found
    opener = next((t for t in sent if not t.is_punct), None)
    if opener is not None and opener.lower_ in _DAY_PARTS and re.search(
            r"\b(?:calls?|meetings?|1:1s?|one-on-ones?|syncs?|check-ins?)\b", sent.text, re.IGNORECASE):
        # "Mornings again for calls, afternoons are chaos": the time of day the person wants to be met
        return [Fact("user", "preferred_meeting_time", opener.lower_.removesuffix("s"), Kind.PREFERENCE)]
    root = sent.root
    over = _prep(root, "over") if root.pos_ in ("NOUN", "PROPN") and root.dep_ == "ROOT" else None
    if over is not None and re.search(r"\bfor me\b|\balways\b|\bany day\b|\bevery time\b", sent.text.lower()):
        return [Fact("user", "likes", phrase(root), Kind.PREFERENCE)]  # "Tea over coffee for me, always."
    return _preferred_value(sent) or _added_value(sent)


#: A sentence that opens with a bare value said as one more: "shellfish too, ...", "oh and birdwatching too",
#: "Also amoxicillin, since 2019", "plus Rust".
_ONE_MORE = re.compile(r"^\W*(?:(?:oh|and|plus|also|\+)[\s,]+)*(?:(?:the|a|an|some)\s+)?"
                       r"(?P<value>[^\W\d_][\w'&+#-]*(?:\.\w+)?(?:\s+[\w'&+#-]+(?:\.\w+)?){0,2}?)"
                       r"(?P<too>\s+(?:too|as well))?\s*(?:[,.;!:(]|$)", re.IGNORECASE)
#: Words a value said as one more never is: someone ("me too"), something pointed at ("that too"), a time.
_NOT_ONE_MORE = frozenset("""oh and plus also i me my mine we us our you your he him she her they them it this that
    these those same
    here there today tomorrow yesterday tonight now then so yes yeah no ok okay thanks thank lol haha
    is am are was were be do does did have has had can will would could should agree agreed love like likes
    works work sounds good great nice cool true fine please definitely exactly absolutely sure right""".split())


def _one_more(sent: Span) -> str | None:
    """The value of a verbless sentence that adds it to a list it does not name ("shellfish too, found that out
    the hard way", "Also amoxicillin, since 2019."), or None. An opening "also"/"plus" or a closing "too"/"as
    well" says it is one more; what it is one more of is the writer's to find (:func:`credo.write.name_one_more`).
    """
    found = _ONE_MORE.match(sent.text)
    if found is None or not (found.group("too") or re.match(r"\W*(?:(?:oh|and)\s+)*(?:plus|also|\+)\b",
                                                             sent.text, re.IGNORECASE)):
        return None
    value = found.group("value")
    words = value.casefold().split()
    head = [t for t in sent if t.idx < sent.start_char + found.end("value")]
    if any(w in _NOT_ONE_MORE or w in DAY_WORDS.split("|") for w in words) \
            or any(t.pos_ == "PRON" for t in head):  # a clause; (the tagger reads "shellfish too" or "tree nuts
        # too" as verbs, so the words decide)
        return None
    first = next((t for t in head if t.idx >= sent.start_char + found.start("value")), None)
    if first is not None and len(words) > 1 and first.pos_ == "VERB" and first.tag_ != "VBG":
        return None  # "Cut out fish too": something done, not one more of a list
    return value


def _added_value(sent: Span) -> list[Fact]:
    """ "+ Catalan, grew up in Girona", "plus Rust": one more value of a kind a person holds several of."""
    opening = [t for t in sent if not any(p.text in (",", ";", "-") for p in sent[:t.i - sent.start + 1])]
    # "and now Arabic as well, finished my second year": a verbless opening that says one more
    verbless = bool(opening) and not any(t.pos_ in ("VERB", "AUX") for t in opening) and bool(
        re.search(r"\b(?:as well|too|also)\b", " ".join(t.lower_ for t in opening)))
    if not verbless and not re.match(r"\W*(?:\+|plus\b|also\b|and also\b)", sent.text, re.IGNORECASE):
        return []
    for token in opening if verbless else sent:
        attribute = attribute_for_value(token.text)
        if attribute and is_multi_valued(attribute):
            return [Fact("user", attribute, token.text, adds=True)]
    return []


#: Words that make a value said in passing a value wanted: "bullet points pls", "Texts are better than calls for
#: me", "dark mode from now on", "email > slack".
_WANTING = re.compile(r",\s*not\b|\b(?:please|pls|plz|for me|better|best|from now on|always|only ever|"
                      r"prefer(?:red)?|rather|instead|"
                      r"give me|switch me|set me|put me|"
                      r"again|want|keep|"
                      r"go-to|all the way)\b|>", re.IGNORECASE)
#: A value after these words is the one not wanted ("better than calls", "not Slack", "over email").
_NOT_WANTED = frozenset({"not", "n't", "than", "over", "no", "instead", ">", "never"})
#: Kinds of value a person states as a standing want.
_WANTED_KINDS = frozenset({"communication_channel", "communication_style", "theme", "indentation", "editor",
                           "operating_system", "test_framework", "database", "preferred_seat", "units"})


def _opens_with_value(words: list[Token]) -> bool:
    """ "light mode, can't read dark in the office": a message that opens with a value of a wanted kind."""
    return any(_whole_value(words, 0, size) and attribute_for_value(" ".join(t.lower_ for t in words[:size]))
               in _WANTED_KINDS for size in (1, 2, 3))


def _whole_value(words: list[Token], n: int, size: int) -> bool:
    """``words[n:n + size]`` is a whole value, not the start of a longer noun ("dark roast coffee" is no theme)."""
    after = words[n + size] if n + size < len(words) else None
    return len(words[n:n + size]) == size and (after is None or after.pos_ not in ("NOUN", "PROPN", "ADJ"))


def _preferred_value(sent: Span) -> list[Fact]:
    """The first value of a wanted kind that a sentence with a word of wanting names, and not after "not",
    "than" or "over": a preference however few its words."""
    words = [t for t in sent if not t.is_punct or t.text == ">"]
    wanting = {m.group(0).casefold().replace(" ", "") for m in _WANTING.finditer(sent.text)}
    # ("They've put me on the back row by the burger van": what someone did with the speaker, no want of theirs)
    wanting -= {said for said in ("putme", "switchme", "setme") if any(
        t.lower_ == said[:-2] and t.pos_ == "VERB" and _placed_by_someone(t) for t in sent)}
    if not wanting and not _opens_with_value(words):
        return []
    if any(t.lower_ == "we" and t.dep_ in ("nsubj", "nsubjpass") for t in sent) and decision(sent):
        return []  # ("We've decided to go with Postgres instead of MySQL": what "we" chose, a decision, not a taste)
    # "Kelleher, not Kelly, I misheard her on the Teams call": a contrast alone wants only the value before it
    before_not = {t.i - 2 for t in sent if t.lower_ == "not" and t.i >= 2 and sent.doc[t.i - 1].text == ","} \
        if wanting == {",not"} else {t.i - 1 for t in sent if t.lower_ == "again" and t.i > sent.start} \
        if wanting == {"again"} else None  # ("Tenor again, they're two men short": tenor, never "short")
    for n, token in enumerate(words):
        if n and words[n - 1].lower_ in _NOT_WANTED:
            continue
        if before_not is not None and not any(words[n + size - 1].i in before_not
                                              for size in (3, 2, 1) if n + size <= len(words)):
            continue
        for size in (3, 2, 1):
            if not _whole_value(words, n, size):
                continue
            span = " ".join(t.lower_ for t in words[n:n + size])
            for said in (_ASKED.get(span, span), span.removesuffix("s")):  # "Texts are better": a text
                attribute = attribute_for_value(said)
                if attribute in _WANTED_KINDS:
                    return [Fact("user", attribute, canonical_value(attribute, said), Kind.PREFERENCE)]
    return []


def _errand(token: Token) -> bool:
    """A value that says how to do one thing ("send the report by email please"), not how the user wants to be
    dealt with ("contact me by email please"): the means of a verb that acts on something other than the user."""
    if token.dep_ != "pobj" or token.head.head.pos_ != "VERB":
        return False
    return any(c.dep_ == "dobj" and c.lower_ not in ("me", "us") for c in token.head.head.children)


def _dated(fact: Fact, times: dict[str, str]) -> Fact:
    return replace(fact, since=times.get("since"), until=times.get("until")) if times else fact


def clause_times(verb: Token) -> dict[str, str]:
    """The period a past clause dates its own fact to: "worked at Shopify *until last December*" ends it,
    "was at Google *from 2019 to 2022*" starts and ends it, "*then joined* Stripe *in January*" starts it,
    "*before moving* to Berlin *in 2024*" ends it and starts the move. Only a past clause, and only a month, a
    day or a year (:func:`credo.timeutil.past_start` reads them)."""
    if verb.dep_ == "pcomp" and verb.head.lower_ == "before":  # the move a "before moving ..." names, started then
        moved = _moved_before(verb.head)
        return {"since": moved[1]} if moved is not None else {}
    if verb.tag_ not in ("VBD", "VBN") and not any(c.dep_ == "aux" and c.tag_ == "VBD" for c in verb.children):
        return {}
    found: dict[str, str] = {}
    for prep in (c for c in verb.children if c.dep_ == "prep"):
        when = _date_of(prep)
        before = _moved_before(prep)
        if before is not None:  # "Before moving to Berlin in 2024 I lived in Munich": until the move
            found["until"] = before[1]
            continue
        if when is None:
            continue
        word = prep.lower_
        if word in _ENDS:
            found["until"] = when
        elif word == "from":
            found["since"] = when
            ends = _ENDS | {"to"}
            obj = next(c for c in prep.children if c.dep_ == "pobj")
            end = next((c for c in obj.children if c.dep_ == "prep" and c.lower_ in ends), None) \
                or next((c for c in prep.children if c.dep_ == "prep" and c.lower_ in ends), None) \
                or next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "to"), None)
            until = _date_of(end) if end is not None else None
            if until is not None:
                found["until"] = until
        elif word == "since" or (word in ("in", "on") and lemma_of(verb) in _STARTS | _GOT):
            found["since"] = when  # "joined in May"; "have been in Bath since 2024", whatever the verb
    had = next((c for c in verb.children if c.dep_ == "dobj"), None) if lemma_of(verb) == "have" else None
    for prep in (p for a in (had.children if had is not None else ()) if a.dep_ == "acl"
                 for p in a.children if p.dep_ == "prep" and p.lower_ in _ENDS):
        when = _date_of(prep)  # "We had a retriever called Bramble until 2024": the parser hangs it on "called"
        if when is not None and "until" not in found:
            found["until"] = when
    got = next((c for c in verb.children if c.dep_ == "dobj"), None) if lemma_of(verb) in _GOT else None
    for prep in (c for c in got.children if c.dep_ == "prep" and c.lower_ in ("in", "on")) if got is not None else ():
        when = _date_of(prep)  # "we got a puppy, Mabel, in June": the parser hangs the date on the puppy
        if when is not None and "since" not in found:
            found["since"] = when
    if not found and _past_state(verb):  # "Back in 2020 I worked at Monzo": held in that period
        when = next((w for p in verb.children if p.dep_ == "prep" and p.lower_ in ("in", "during")
                     and (w := _date_of(p)) is not None), None) or next(
            (w for b in verb.children if b.lower_ == "back" for p in b.children
             if p.dep_ == "prep" and p.lower_ == "in" and (w := _date_of(p)) is not None), None)
        if when is not None:
            found = {"since": when, "until": when}
    return found


def _moved_before(prep: Token) -> tuple[Token, str] | None:
    """ "Before moving to Berlin in 2024": the move's verb and its date, or None."""
    if prep.lower_ != "before":
        return None
    move = next((c for c in prep.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None)
    if move is None or lemma_of(move) not in _STARTS | {"relocate", "emigrate"}:
        return None
    when = next((w for w in (_date_of(p) for p in move.children if p.dep_ == "prep" and p.lower_ in ("in", "on"))
                 if w), None)
    return (move, when) if when else None


def _date_of(prep: Token) -> str | None:
    """The words of a preposition's object when they are a month, a day or a year, else None."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is None:
        return None
    words = " ".join(t.text for t in obj.subtree)
    return words if _DATE_WORDS.fullmatch(words) else None


def happened(sent: Span) -> str | None:
    """The date a sentence in the past tense puts what it tells at ("I moved to Lyon back in September",
    "joined Stripe in January", "last December"), or None: a present or future statement ("the report is
    due in May") keeps the time it was said."""
    if not any(t.tag_ == "VBD" for t in sent):
        return None
    found = _HAPPENED.search(sent.text)
    if found is None:
        return None
    at = next((t for t in sent if t.idx - sent.start_char >= found.start("when")), None)
    verb = next((a for a in (at.ancestors if at is not None else ()) if a.pos_ in ("VERB", "AUX")), None)
    if verb is not None and verb.tag_ in ("VBZ", "VBP") and not any(
            c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children):
        return None  # "Emeka got a registrar post in Cardiff, he starts in August": the August to come
    return found.group("when")


def event(sent: Span) -> bool:
    """A past action (not a state) by someone, or anything with a date."""
    root = sent.root
    past = root.tag_ in ("VBD", "VBN") or any(c.dep_ == "aux" and c.tag_ == "VBD" for c in root.children)
    if root.lower_ in ("ran", "met", "flew", "got", "had", "broke", "paid", "signed", "closed", "adopted"):
        past = True
    dated_ = dated(sent)
    # a change of state, not an event: a move, a marriage, a thing put at a new time ("pushed the deadline to May")
    taken_up = (lemma_of(root) in ("start", "begin") and any(
        c.dep_ == "dobj" and c.lower_ in ("lessons", "classes", "course", "a course") for c in root.children)) \
        or (lemma_of(root) in ("take", "pick") and _particle(root) == "up")  # "Started piano lessons last month"
    joined = (_prep(root, "at") if lemma_of(root) == "start" else _object(root) if lemma_of(root) == "join"
              else _prep(root, "with") if lemma_of(root) == "sign" else None)
    # ("started at EY on Monday", "joined Monzo in May", "Signed with BEAR Scotland yesterday": a new employer; "Jaden
    # start at the Barbados Community College this week, he done with Harrison now": a clause of its own)
    joined = joined if joined is not None else next(
        (at for t in sent if lemma_of(t) in ("start", "sign") and t.pos_ == "VERB"
         and t.dep_ in ("ROOT", "ccomp", "conj", "advcl") and not _negated(t)
         and (at := _prep(t, "at" if lemma_of(t) == "start" else "with")) is not None
         and at.tag_ in ("NNP", "NNPS")), None)
    hired = lemma_of(root) in ("hire", "recruit", "poach") or root.lower_.startswith("headhunt") or (
        joined is not None and joined.tag_ in ("NNP", "NNPS"))
    changes = taken_up or hired or lemma_of(root) in ("move", "relocate", "marry", "retire", "turn", "switch",
                                                      "migrate", "swap", "upgrade", "downgrade", "convert") or (
        lemma_of(root) in _RESCHEDULE and any(c.dep_ == "prep" and c.lower_ in ("to", "until", "till")
                                              and when_kind(_up_to_a_break(next(iter(c.children), c)))
                                              for c in root.children))
    if dated_ and any(t.tag_ == "VBD" and t.pos_ == "VERB" and lemma_of(t) not in lexicon.STATE_VERBS for t in sent):
        return not changes  # "Flew back from Tokyo on Sunday, jet lag is brutal": the dated past action
    return not changes and ((past and lemma_of(root) not in lexicon.STATE_VERBS) or (dated_ and past))


# -- candidates ---------------------------------------------------------------------------------------------------

_IMPORTANCE = {Kind.PREFERENCE: 0.8, Kind.FACT: 0.65, Kind.DECISION: 0.75, Kind.PROCEDURE: 0.7,
               Kind.PATTERN: 0.6, Kind.EPISODE: 0.5, Kind.CORRECTION: 0.9}
_REASONS = {Kind.PREFERENCE: "stated preference", Kind.FACT: "stated fact", Kind.DECISION: "decision recorded",
            Kind.PROCEDURE: "lesson or procedure", Kind.PATTERN: "routine", Kind.EPISODE: "event",
            Kind.CORRECTION: "explicit correction"}


def prose(sent: Span) -> str:
    """The memory's text: the sentence in the third person, self-contained (:mod:`credo.llm.prose`). A sentence
    the parser cut after "but" or "and" ("... at Meta but I'm vegetarian now") reads without it."""
    if len(sent) > 2 and sent[0].dep_ == "cc" and sent[0].lower_ in ("but", "and", "so", "or"):
        sent = sent[1:]
    return third_person(sent) if sent.text.strip() else ""


def _not_a_kind(text: str, facts: list[Fact]) -> bool:
    """Whether ``text`` ends by saying what someone is not ("not a tourist") where what it says they are is no post
    ("I live in Southie, born and raised, not a tourist"): a contrast, nothing put right ("she's a dental
    hygienist, not a dentist" puts a post right)."""
    return re.search(r",\s*not\s+an?\s+[\w' -]+[.!]?$", text) is not None \
        and not any(f.attribute == "job_title" for f in facts)


def _actually_a_value(turn: str) -> bool:
    """ "Actually it's 7pm, they changed the timetable": a correction when what follows is a date, a time, a
    number or a name (:data:`lexicon.ACTUALLY_MARKERS`)."""
    if not _starts(turn, lexicon.ACTUALLY_MARKERS):
        return False
    if re.search(r"\b(?:i|we)\s+actually\s+(?!meant?\b)[a-z]+", turn.lower()) \
            and not re.match(r"\W*actually\b", turn.lower()):
        return False  # "Straight up, I actually live in Southie": the speaker's emphasis, nothing put right
    value = corrected_value(turn)
    return value is not None and (bool(value_shapes(value)) or value[:1].isupper())


#: A sentence that says the speaker gave a wrong value before, anywhere in it ("Btw I gave you the wrong birthday
#: last week, it's 13 March").
_WRONG_GIVEN = re.compile(r"\b(?:gave|told|said|typed|sent)(?: you)? (?:the|a|my) wrong\b|\btold you wrong\b",
                          re.IGNORECASE)


#: A choice dropped by its name, first thing: "Scrap the abseil, ...", "Ditch the marquee, ...".
_DROPS_NAMED = re.compile(r"\W*(?:(?:ok(?:ay)?|so|right|nah|no)[,\s]+)?(?:scrap|ditch|forget|drop|cancel|bin|nix)\s+"
                          r"(?:the|our|my|that)\s+\w")
#: The words of a choice made: "let's do", "we're going with", "I'm getting ... instead".
_DECIDES = re.compile(r"\blet(?:'s| us) (?!know|me|him|her|them)\w|\b(?:we're|we are|i'm|i am|we'll|i'll) "
                      r"(?:going with|going for|getting|buying|picking|choosing|booking|doing|having|go with)\b|"
                      r"\binstead\b")


#: Verbs of settling a choice one had: what one will keep, stay with, accept or refuse.
_SETTLING = frozenset({"keep", "stay", "accept", "decline", "refuse", "reject"})
#: Objects that make "keep" an idiom, no choice: "keep an eye on it", "keep you posted".
_KEPT_IDIOMS = frozenset({"eye", "track", "touch", "count", "mind", "note", "head", "cool", "calm", "quiet", "tabs",
                          "fingers", "going", "it", "you", "them", "that", "this", "up", "busy", "warm", "secret"})


#: Verbs of going somewhere, and the times a trip is "for" ("for the long weekend", "for Easter").
_TRAVELS = frozenset({"go", "drive", "head", "fly", "travel", "sail", "cycle", "ride", "camp", "hike"})
_OCCASIONS = frozenset({"weekend", "holiday", "holidays", "term", "christmas", "easter", "summer", "break",
                        "honeymoon", "anniversary", "birthday", "hogmanay", "eid", "diwali", "thanksgiving", "week",
                        "fortnight", "night", "nights", "days"})


def _trip(verb: Token) -> bool:
    """Whether ``verb`` plans a trip: "we're driving up to Twillingate for the long weekend", "I'm flying to Oslo
    for Easter" (a place named, and the time it is for)."""
    if lemma_of(verb) not in _TRAVELS or not _plans(verb) or verb.tag_ != "VBG":
        return False
    to = _prep(verb, "to") or next((_prep(c, "to") for c in verb.children if c.dep_ in ("prt", "advmod")), None)
    held = _prep(verb, "for")
    return to is not None and to.tag_ in ("NNP", "NNPS") and not when_kind(phrase(to)) \
        and held is not None and held.lemma_.lower() in _OCCASIONS


def _settles(verb: Token) -> bool:
    """Whether ``verb`` settles a choice: a thing kept, accepted or turned down ("keeping the boat another season",
    "turn down the Dallas offer"), or a place stayed with ("stay with the firm"); not an idiom ("keep you posted")."""
    lemma = lemma_of(verb)
    done = next((c for c in verb.children if c.dep_ in ("ccomp", "xcomp", "oprd", "acomp")
                 and c.tag_ in ("VBN", "VBD")), None) if lemma in ("get", "have") else None
    thing = (next((c for c in done.children if c.dep_ in ("nsubj", "nsubjpass")), None) or _object(verb)) \
        if done is not None else None
    if thing is not None and thing.pos_ in ("NOUN", "PROPN"):
        return True  # "We'll get the Labrador neutered in the spring": a thing arranged (not "get it sorted")
    if lemma == "stay":
        held = _prep(verb, "with", "at", "in", "on")
        return held is not None and held.pos_ in ("NOUN", "PROPN") and held.lower_ not in ("home", "late")
    if lemma in ("hang", "hold") and _particle(verb) == "on" or lemma == "stick":
        # "I'm hanging on to the old Berlingo another year", "we'll stick with Octopus": a thing kept
        held = _prep(verb, "to", "with") or next((_prep(p, "to") for p in verb.children if p.dep_ == "prt"), None)
        return held is not None and held.pos_ in ("NOUN", "PROPN") and held.lower_ not in _KEPT_IDIOMS
    if lemma in _SETTLING or lemma == "turn" and _particle(verb) == "down":
        held = _object(verb)
        return held is not None and held.pos_ in ("NOUN", "PROPN") and held.lower_ not in _KEPT_IDIOMS
    return False


def _our_plan(sent: Span) -> bool:
    """Whether ``sent`` says what the speaker or their household will do: "we're keeping the herd", "I'll stay
    on", "we are going to rent" (a subject "I" or "we", and a verb of the future or a present progressive), or
    opens with the plan, its subject left out ("Gonna skip the sportive and do the Dragon Ride instead"): the verb
    "after all" or "instead" is said of, else any verb of the sentence."""
    said = next((_governor(t.head) for t in sent if t.lower_ in ("all", "instead") and t.dep_ == "advmod"
                 and (t.lower_ == "instead" or t.i > sent.start and t.doc[t.i - 1].lower_ == "after")), None)
    if sent[0].lower_ in ("gonna", "gon", "going", "not", "we'll", "i'll") or said is not None and said.i == sent.start:
        return True
    verbs = [said] if said is not None else []
    return any(_plans(verb) for verb in [*verbs, *(t for t in sent if t.pos_ in ("VERB", "AUX"))])


def _plans(verb: Token) -> bool:
    """Whether ``verb`` is what the speaker or their household will do (see :func:`_our_plan`)."""
    if verb.tag_ == "VBG" and verb.dep_ in ("conj", "advcl") and not any(c.dep_ in ("aux", "nsubj") for c in
                                                                         verb.children):
        verb = verb.head  # "We're pulling out of the Coromandel trip, going to Taupō instead": the plan's verb
    subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
    if subject is None or subject.lower_ not in ("i", "we") or _negated(verb) and verb.tag_ != "VBG":
        return False
    off = next((c for c in verb.children if c.lower_ == "off" and c.dep_ in ("advmod", "prt")), None) \
        if lemma_of(verb) == "be" else None
    if off is not None and (_prep(off, "to") or _prep(verb, "to")) is not None:
        return True  # "so we're off to Gros Morne instead": where the household is going
    return verb.tag_ == "VBG" and any(c.dep_ == "aux" and lemma_of(c) == "be" for c in verb.children) \
        or any(c.dep_ == "aux" and c.lower_ in ("will", "'ll", "shall") for c in verb.children)


#: "no" said as a tag after what it asks agreement with ("as well no", "only no", "already no"), as Sri Lankan and
#: Indian English say it: no correction.
_TAG_NO = re.compile(r"\b(?P<said>as well|too|also|only|already|itself|like that)\s+no\b(?=\s*[,.!?]|\s*$)",
                     re.IGNORECASE)


def sentence_kind(sent: Span, turn: str, facts: list[Fact]) -> Kind | None:
    """The kind of memory a sentence is, before its triples are counted."""
    text = sent.text
    turn = _TAG_NO.sub(r"\g<said>", turn)  # ("I am learning Tamil as well no, I can speak it": nothing put right)
    if _starts(turn, lexicon.CORRECTION_MARKERS) and (reverses(text.lower()) or reverses(turn.lower())
                                                      or _DROPS_NAMED.match(text.lower())) \
            and (_DECIDES.search(text.lower()) or revises(text.lower())):
        # "Actually no, let's do carrot cake", "Scratch that, we're entering the folk festival after all": a choice
        # made again, in place of the last
        return Kind.DECISION
    if _starts(turn, lexicon.CORRECTION_MARKERS) or _apology_fix(turn) or _actually_a_value(turn) \
            or _WRONG_GIVEN.search(text) \
            or re.search(r",\s*not\s+(?!enough\b|much\b|many\b|sure\b|great\b|ideal\b|a lot\b)[\w' -]+[.!]?$", text) \
            and facts and not any(f.retracts for f in facts) \
            and not _not_a_kind(text, facts) \
            and not decision(sent):  # "Final answer: the wedding's in Porto, not Lisbon" decides
        return Kind.CORRECTION
    if lesson(sent, turn) and not (facts and _starts(turn.lower(), ("turns out", "turned out", "it turns out"))) \
            and not re.match(r"\W*(?:imagine|picture)\b", text, re.IGNORECASE):  # ("Imagine a baker who ...": a scene)
        return Kind.PROCEDURE  # ("Turns out I'm allergic to plasters as well": a fact found out, no rule)
    if decision(sent):
        return Kind.DECISION
    if routine(sent):
        return Kind.PATTERN
    if event(sent):
        return Kind.EPISODE
    return None


def _candidate(text: str, kind: Kind, fact: Fact | None, *, confidence: float, reason: str,
               importance: float | None = None) -> Candidate:
    attribute = fact.attribute if fact else None
    if fact is not None and attribute == "instruments" and fact.value:
        # "second trumpet", "principal cello", "3rd horn": the instrument; the seat is a place in a section
        fact = replace(fact, value=_SEAT.sub("", fact.value) or fact.value)
    base = importance if importance is not None else _IMPORTANCE.get(kind, 0.6)
    if fact is not None and fact.entity not in ("user", "team", "company"):
        base -= 0.1
    return Candidate(text, kind, (topic_for(attribute) if attribute else None) or topic_of(text),
                     round(min(1.0, max(0.0, base)), 2), confidence,
                     fact.entity if fact else None, attribute, _as_written(fact.value, text) if fact else None,
                     reason=reason,
                     retracts=bool(fact and fact.retracts), adds=bool(fact and fact.adds),
                     happened=fact.since if fact else None, ended=fact.until if fact else None,
                     gives_up=fact.gives_up if fact else None)


#: A seat in an orchestra's section said before the instrument: "second trumpet", "principal cello".
_SEAT = re.compile(rf"^(?:{_SEATS}|tutti|solo)\s+(?=\S)", re.IGNORECASE)


#: A word said with a hyphen, that the parse splits: "co-founder", "Stoke-on-Trent".
_HYPHENED = re.compile(r"\w-\w")


def _as_written(value: str, text: str) -> str:
    """``value`` with the hyphens the speaker wrote in it: "centre-back", "part-time", not the parse's "centre
    back"; a title's "co-" and a town's "-on-Trent" too (a value is compared as said, and a later turn that says
    it so names the same value)."""
    whole = _HYPHENED.search(text, 0) and re.search(
        rf"(?<![\w-])(?P<pre>(?:co|vice|sous|deputy|joint)-)?{re.escape(value)}"
        rf"(?P<post>(?:-(?:on|upon|le|en|in|under|by|sur|super|the)-[A-Z][\w']*)|(?:-[A-Z][\w']*))?(?![\w-])", text)
    if whole is not None and (whole.group("pre") or whole.group("post")):
        return (whole.group("pre") or "") + value + (whole.group("post") or "")
    words = value.split()
    if len(words) < 2:
        return value
    found = re.search(r"(?<![\w-])" + r"(\s+|\s*-\s*)".join(re.escape(w) for w in words) + r"(?![\w-])", text,
                      re.IGNORECASE)
    if found is None or "-" not in found.group(0):
        return value
    joins = ["-" if "-" in sep else " " for sep in found.groups()]
    return words[0] + "".join(j + w for j, w in zip(joins, words[1:]))


def _triple_text(fact: Fact) -> str:
    return _own_words(fact.entity, fact.attribute, fact.value)


def _own_words(entity: str, attribute: str, value: str) -> str:
    """One value of a list in words of its own ("User's hobbies: chess.")."""
    return in_own_words(entity, attribute, value, lexicon.RELATIONS)


def _value_put_right(sent: Span, turn: str) -> bool:
    """Whether ``sent`` is only a date, a time or a figure that opens ``turn``, and the rest of the turn is nothing
    or names another value of its shape ("16th. The 14th was just the survey visit.")."""
    said = sent.text.strip()
    found = said_value(said)
    if found is None or found[0] not in ("date", "time", "day") or not turn.strip().startswith(said) \
            or not re.fullmatch(rf"\W*(?:the\s+)?{re.escape(found[1])}\W*", said, re.IGNORECASE):
        return False
    rest = turn.strip()[len(said):]
    if found[0] == "day" and rest.strip() and not re.search(rf"\b(?:{DAY_WORDS})\b", rest, re.IGNORECASE):
        return False  # ("Sunday. Thirty today.": a diary's day heading, then the day; no other weekday put right)
    return not rest.strip() or found[0] in value_shapes(rest) and found[1].casefold() not in rest.casefold() \
        or _MISREAD.match(rest) is not None


#: How a value was misread, said after the value put right ("15:05. Was reading Newquay's line on the table.").
_MISREAD = re.compile(r"\W*(?:i |i'd |i had |i was |was |had |sorry,? )?(?:misread|misremembered|(?:was )?(?:reading|"
                      r"looking at|thinking of|going off|going by|going from) (?:the |a |an )?\w|"
                      r"(?:got|had) (?:it|them|the \w+) (?:mixed|muddled) up\b|wrong (?:line|row|column|page|one)\b)",
                      re.IGNORECASE)


def read_sentence(sent: Span, following: Span | None, turn: str, memory: dict[str, str],
                  raw: str | None = None) -> tuple[list[Candidate], str]:
    """The candidates one sentence yields, or none and why (``raw``: the turn as typed, emoji and all)."""
    if pleasantry(sent):
        return [], "pleasantry"
    if following is not None and _CUE_ONLY.fullmatch(sent.text.strip(" .!:")):
        return [], "a cue for the sentence after it"  # "No wait. My flight's on the 14th": the next one says it
    said = memory.get("said")
    opener = next((t for t in sent if not t.is_punct and not t.is_space), None)
    named_before = _antecedent(opener) if opener is not None and opener.lower_ in _PRONOUNS \
        and opener.dep_ in ("nsubj", "nsubjpass") and opener.i > 0 else None
    text = _named_pronoun(prose(sent), named_before[0] if named_before
                          else said if said and normalise_key(said) == memory.get("person") else None)
    frame = framing.classify(sent, following, raw if raw is not None else turn, turn)
    reason = None if frame else skip_reason(sent)
    disclosed = [f for f in _as_a(sent) if f.attribute in _DISCLOSED] if reason == "question" else []
    if disclosed:  # "Speaking as someone just diagnosed with type 2 diabetes, what can I eat?": said, then asked
        return [_candidate(_triple_text(f), Kind.FACT, f, confidence=SURE, reason="stated fact") for f in disclosed], ""
    if not frame and not reason and _value_put_right(sent, turn):
        # "16th. The 14th was just the survey visit.": a value alone, opening a turn that says nothing else or names
        # the value it replaces: what was just said, put right (the writer finds the memory, :mod:`credo.belief`)
        return [_candidate(sent.text.strip(), Kind.CORRECTION, None, confidence=CORRECTED,
                           reason=_REASONS[Kind.CORRECTION])], ""
    if reason:
        return [], reason
    if frame:
        said = sent.text.strip()
        return [Candidate(f'User used {frame} (not a statement of fact): "{said}"', Kind.FACT, topic_of(said),
                          0.2, 0.2 if frame != "rhetorical framing" else framing.LOW_CONFIDENCE, None, None, None,
                          reason=frame)], ""
    if speculative(sent):
        tentative = Candidate(text, Kind.DECISION, topic_of(sent.text), 0.5, SPECULATIVE, None, None, None,
                              reason="tentative: considering, not decided")
        said = _said_before_a_wish(sent)
        if said is not None:
            # ("Just passed 300 hours, thinking about the CPL": what is so, then what is only thought of; each kept
            # as what it is)
            first, _ = read_sentence(said, None, turn, memory)
            return [c for c in first if c.confidence > SPECULATIVE] + [tentative], ""
        return [tentative], ""
    one_more = _one_more(sent)
    if one_more:  # "shellfish too, found that out the hard way": one more of a list the writer knows, not this one's
        return [replace(_candidate(text, Kind.FACT, None, confidence=SURE, reason="one more value"),
                        one_more=one_more)], ""
    said_in: dict[int, Token] = {}  # each fact's clause verb, for a sentence that speaks of several people
    # ("I am member of the karate dojo in Cathays": a club one belongs to, never where one lives)
    facts = _labelled(sent, memory) or _membership(sent) or _slot_held(sent) or _allergic_to_said(sent)
    if not facts:
        for verb, subject in clauses(sent):
            for f in read_clause(verb, subject, memory):
                facts.append(_dated(f, clause_times(verb)))
                said_in[id(facts[-1])] = verb
    facts += _was_at(sent, facts) + _no_more(sent) + _came_off(sent)
    for read, attributes, whose in _BY_THE_WORDS:  # what the words say of the speaker where the parse read none
        if not any(f.attribute in attributes and whose in (None, f.entity) for f in facts):
            facts += read(sent)
    if _SAME_AS_ME.search(sent.text):  # ("Our Jess is allergic to penicillin too, same as me": both are)
        facts += [replace(f, entity="user") for f in facts if f.entity != "user" and f.attribute in _SHARED_WITH_ME
                  and not f.retracts and not any(g.entity == "user" and g.attribute == f.attribute for g in facts)]
    # ("he's up at three every morning is Dean": the name said again after its verb, never the post Dean holds)
    facts = [f for f in facts if not (f.entity != "user" and f.attribute not in _OWN_NAMES
                                      and normalise_key(f.value) == f.entity)]
    if _TYPED_DIABETES.search(sent.text):  # ("type 1 diabetes": a type, never a count of one diabetes)
        facts = [f for f in facts if not (f.attribute.startswith("diabet") and f.attribute.endswith("_count"))]
    if any(f.attribute == "commute" and f.entity == "user" for f in facts):
        # ("I've started cycling in to Manchester": how one gets to work, not a pastime taken up)
        facts = [f for f in facts if not (f.attribute == "hobbies" and f.entity == "user"
                                          and (f.value or "").lower() in _COMMUTE_GERUNDS)]
    prescribed = _prescribed(sent) if any(f.attribute == "medications" and f.entity in _CARERS for f in facts) else []
    if prescribed:  # "GP's swapped me onto ramipril": the speaker's medicine, not the GP's
        facts = [f for f in facts if f.attribute != "medications"] + prescribed
    nothing = _none_of(sent)
    if nothing:  # "I'm not allergic to anything": none, not "anything" taken back
        facts = [f for f in facts if (f.entity, f.attribute) != (nothing[0].entity, nothing[0].attribute)] + nothing
    added = _added_value(sent)  # "+ Catalan, grew up in Girona": Catalan is one more language, nobody's name
    if added:
        facts = added + [f for f in facts if f.entity != normalise_key(added[0].value)]
    facts = _given_up_for(_unique(_day_job_first(sent, facts + _as_a(sent))))
    facts = _town_not_firm(sent, _firm_of_a_department(facts))
    facts = [f for f in facts if not _judged_not_named(sent, f) and not _a_day_for_a_place(f.attribute, f.value)]
    # "a band 6 midwife": the grade said before the post is the post's, never a number of its own
    facts = [replace(f, value=graded.group(0)) if f.attribute == "job_title" and re.match(r"\d", f.value or "") and (
        graded := re.search(rf"\b(?:band|grade|level|year|tier) {re.escape(f.value or '')}\b", sent.text,
                            re.IGNORECASE)) else f for f in facts]
    # ("got her very first guide dog last week, a black lab called Juno": the animal by its name, not its kind)
    facts = [replace(f, value=called.group("name")) if f.attribute == "pets" and not f.retracts and f.value
             and f.value == f.value.lower() and (called := _PET_CALLED.search(sent.text)) else f for f in facts]
    # ("he is very good dancer", "she's a brilliant cook": a doer praised, no post)
    facts = [f for f in facts if not (f.attribute == "job_title" and _DOER_JUDGED.match(f.value or ""))]
    # "My commuter's a Brompton": a thing named by what it is for is the kind its value says
    facts = [replace(f, attribute=kind) if f.attribute in _USED_FOR and f.value and (kind := attribute_for_value(
        f.value)) in ("bike", "car") else f for f in facts]
    facts += _replacement_named(sent, facts)
    facts += _holds_now(sent, facts) + _now_in(sent, facts)
    gone = _pet_gone(sent)
    if gone:  # ("Mist has retired to a family": the dog gone, no retirement of a person named Mist)
        facts = [f for f in facts if f.entity != normalise_key((gone[0].value or "").removeprefix("not "))]
    businesses = _business_kept_in(sent)
    facts += [f for f in _on_the_desk(sent) + _day_hours(sent) + gone + _class_attended(sent)
              + _pastime_started(sent) + businesses + _slot_beside(sent, memory)
              if (f.entity, f.attribute) not in {(g.entity, g.attribute) for g in facts}]
    kept_at = {(f.entity, f.value) for f in businesses}
    # ("I run the bakery on Main Street": where the business is, no thing called "bakery")
    facts = [f for f in facts if not ((f.entity, f.value) in kept_at and f.attribute != "work_location" and (
        f.attribute.replace("_", " ") in _WORKPLACES or f.attribute.replace("_", " ").split()[-1] in _WORKPLACES))]
    if not facts:
        facts = _said_now(sent) or _scheduled(sent) or _booked_at(sent) or _made_post(sent) or _kept_at_a_part(sent) \
            or _sleep_time(sent) or _another_go(sent) or _new_carer(sent) or _new_home(sent) or _prescribed(sent) \
            or _will_be(sent) or _booked_for(sent) or _first_stint(sent) or _accepted_offer(sent) or _back_on(sent) \
            or _said_again(sent) or _amount_now(sent) or _own_course(sent) or _brought_home(sent) \
            or _done_pastime(sent) or _personal_best(sent) or _moved_up(sent) or _leased(sent) or _painted(sent) \
            or _on_instrument(sent) or _opening_hours(sent) or _unpacked_in(sent) \
            or _boat_named(sent) or _where_it_sits(sent) or _placed(sent) or _costs(sent) or _chosen_for(sent)
    elif not any(f.attribute in ("school", "team") for f in facts):
        # "Maya's first day at Lincoln Middle went great, she already loves her band teacher": the school too (and
        # the club of a first session: "Oisín's first session at the Immaculata club was Tuesday")
        facts += [f for f in _first_stint(sent) if f.attribute in ("school", "team")]
        # ("My co-sister Lakshmi is doing her MBBS at Madras Medical College": a named one's course, beside whom
        # she is to the speaker)
        facts += [f for f in _own_course(sent) if f.entity not in ("user", None)]
    firms = {normalise_key(f.value) for f in facts if f.attribute == "employer" and f.value}
    # (a firm set beside a post is whom it is held at, no person: "Occupation: tree surgeon, Greenleaf Arb")
    facts += _new_pairs(_relation_placed(sent) + [f for f in _posts_beside_names(sent) if f.entity not in firms],
                        facts)
    facts += [f for f in _kin_named(sent) if not any(g.entity == "user" and g.value == f.value for g in facts)]
    facts += _new_pairs(_name_given(sent, memory), [f for f in facts if not f.retracts])  # (what one used to be aside)
    newcomer = next((t for t in sent if t.pos_ == "NOUN" and t.lower_ in _ROLE_HEADS and any(
        c.lower_ == "new" and c.i < t.i for c in t.subtree) and any(c.lower_ in ("the", "our") for c in t.children)),
                    None)
    if newcomer is not None:  # ("Met the new removals foreman today.": whose name may come next)
        memory["new post"] = _one_role(newcomer)
    facts += _taken_for(sent, facts)
    facts += _shift_worked_at(sent, facts)
    facts += _new_pairs(_worked_with_watch(sent), facts)
    facts += _trade_by_verb(sent, facts)
    facts += _languages_gapped(sent, facts)
    facts = [_site_of_a_town(_event_place(_club_joined(f))) for f in facts]
    facts += _woken_at(sent, facts)
    facts += _age_aside(sent, facts)
    town = _town_worked_in(sent, facts)
    facts += town
    facts += _here_is(sent, facts, memory)
    facts = _firm_and_site(facts)
    facts += _post_held_as(sent, facts)
    facts += _farmed(sent, facts)
    facts += _left_for_a_job(sent, facts)
    facts += _pastime_kept_up(sent, facts)
    facts += _signs(sent, facts, turn)
    facts += _body_measures(sent, facts)
    facts += _studied_at(sent, facts)
    pronouns_said = _PRONOUNS_USED.search(sent.text)
    if pronouns_said is not None and not any(f.attribute == "pronouns" for f in facts) and not _negated(sent.root):
        # ("I use she/her pronouns", "I go by they/them")
        facts.append(Fact("user", "pronouns", pronouns_said.group("p")))
    # ("My pronouns are they/them": the pronouns whole, as said, never the last of them)
    facts = [replace(f, value=whole.group(0)) if f.attribute == "pronouns" and f.value and (whole := re.search(
        rf"\b[a-z]+(?:/[a-z]+)*/{re.escape(f.value)}\b(?:/[a-z]+)*|\b{re.escape(f.value)}(?:/[a-z]+)+",
        sent.text, re.IGNORECASE)) else f for f in facts]
    if facts and not any(f.attribute == "employer" for f in facts):
        # ("Signed the contract for Hinkley Point C today, ... my last shift in Suffolk is Friday": the firm taken
        # on with, beside whatever else the sentence says)
        facts += [f for f in _accepted_offer(sent) if f.attribute == "employer"]
    facts += _pictured_as_me(sent, facts, turn)
    faith = _faith_of_home(sent, facts, turn)
    if faith:  # ("I'm from a Jain family": a faith, no place one is from)
        facts = [f for f in facts if not (f.attribute == "origin" and f.value.split()[-1].lower()
                                          in _HOMES_OF_A_FAITH)] + faith
    facts += _ill_with(sent, facts)
    worked_in = _workplace_town(sent, facts)
    if worked_in:  # ("My friend Colm works in the cheese dairy out in Durrus": where he works)
        placed = {f.entity for f in facts if f.attribute == "work_location"}
        facts += [f for f in worked_in if f.entity not in placed]
    if not facts:  # said in a way no clause reads: a list, a topic first, a pastime gone to, a school, a site
        facts = _languages_listed(sent) or _topic_wise(sent) or _goes_doing(sent) or _admitted(sent) \
            or _site_worked_at(sent)
    facts += _new_pairs(_taken_up_as(sent), facts)
    if facts and not any(f.attribute in ("home_city", "address") and f.entity == "user" for f in facts):
        # ("Keys to the new place in Sandy Bay came through, ... the kids start school in Hobart Monday": the new
        # home, beside whatever else the sentence says)
        worked = {f.value for f in facts if f.attribute in ("work_location", "employer")}
        facts += [f for f in _new_home(sent) if f.entity == "user" and f.attribute in ("home_city", "address")
                  and f.value not in worked]  # ("got my own booth at a studio in Shoreditch": where one works)
    had = _post_had(sent)
    facts += _new_pairs(had, facts)
    theirs = {(f.attribute, f.value) for f in had if f.entity != "user" and f.attribute != "job_title"}
    # ("My mum has a new carer, Precious": Mum's carer, not the speaker's)
    facts = [f for f in facts if not (f.entity == "user" and (f.attribute, f.value) in theirs)]
    ours = {t.lower_ for t in sent if any(c.dep_ == "poss" and c.lower_ == "our" for c in t.children)}
    facts = [replace(f, entity="team") if f.entity == "user" and f.attribute in _TEAM_RELATIONS and f.attribute in ours
             else f for f in facts]  # ("Our biggest client is Heineken": the team's client)
    # an age said in the past ("since I was 12", "When I was 12 we moved") is when something happened, no age now
    facts = [f for f in facts if not (f.attribute == "age" and re.search(  # "two on two off": a rotation, no age
        rf"\b(?:{_said_number(f.value)}) (?:weeks? )?on,? (?:\w+ )?(?:weeks? )?off\b", sent.text, re.IGNORECASE))]
    # a phone number whole, under the one attribute ("My mobile number is 07700 900123", "New number: 07700 900456")
    facts = [_phone_whole(f, sent.text) for f in facts]
    # (no one is 141: "Locker's 141, not 114" is a number of a thing the tagger took for a name; "about ten a day" is
    # how many)
    facts = [f for f in facts if not (f.attribute == "age" and ((f.value or "").isdigit() and int(f.value or 0) > 120
                                                               or re.search(rf"\b(?:{_said_number(f.value)}) (?:a|per|an)"
                                                                            r" (?:day|week|month|night|hour)\b",
                                                                            sent.text, re.IGNORECASE)))]
    facts = [f for f in facts if not (f.attribute == "age" and (f.retracts or re.search(
        rf"\b(?:was|were)\s+(?:only\s+|just\s+|about\s+|around\s+)?(?:{_said_number(f.value)})\b",
        sent.text, re.IGNORECASE)))]
    facts = [replace(f, entity="user") if f.entity == "team" and (f.attribute in _OURS_AT_HOME
                                                                  or f.attribute == "work_location"
                                                                  and f.value in ("office", "home"))
             else f for f in facts]  # ("We got engaged last night!", "We took on a second greyhound": the household;
    # "We're back in the office": where the speaker works too)
    facts += _said_yes(sent) if not any(f.attribute == "marital_status" for f in facts) else []
    used = lemma_of(sent.root) in ("use", "run", "write", "build", "deploy", "host", "ship")
    facts = [replace(f, kind=Kind.FACT) if used and f.kind is Kind.PREFERENCE and f.entity in ("team", "company")
             else f for f in facts]  # ("We use Terraform for all infra": how the team works, no taste)
    facts += _pet_until(sent)
    facts += _new_pairs(_team_ways(sent), facts)
    facts = _contrasted(sent, facts)
    if facts and (_opens_with_value([t for t in sent if not t.is_punct])
                  or re.search(r"\b(?:give|switch|set|put) me\b", sent.text, re.IGNORECASE)):
        # "Window seats for flights please, I like to sleep against the wall": the value asked for comes first
        facts = [f for f in _preferred_value(sent) if f.attribute not in {g.attribute for g in facts}] + facts
    # "Kemi is my new manager, she's based in Lagos": the sentence's words go to Kemi's fact, the relation
    # (user.manager = Kemi) is said in its own
    named = {f.entity for f in facts if f.entity not in ("user", "team", "company")}
    facts.sort(key=lambda f: f.entity == "user" and (normalise_key(f.value) or "") in named)
    kind = sentence_kind(sent, turn, facts)
    put_right = (corrected_value(prose(sent)) or "").casefold() if kind is Kind.CORRECTION and facts else ""
    if put_right and len(put_right.split()) <= 3 and not any(
            put_right in f.value.casefold() or f.value.casefold() in put_right
            or canonical_value(f.attribute, put_right.split()[0]) == f.value for f in facts):  # "five hives": 5
        # "Sorry, I meant Loughborough, Leicester is where I went to uni": the value put right is the one the
        # cue names; the clause after it explains the slip, and its own fact would take the correction's place
        facts = []
    if not facts and kind is not Kind.CORRECTION:
        facts = asked_for(sent)
        kind = Kind.PREFERENCE if facts else kind
    if kind in (None, Kind.EPISODE) and not facts and revises(sent.text.casefold()):
        # "the Q3 offsite is in person in Amsterdam after all": a plan said again as it now stands
        facts = _decided(sent)
        kind = Kind.DECISION if facts or _our_plan(sent) else kind  # ("We're keeping the herd after all")
    if kind in (Kind.DECISION, Kind.PATTERN) and not facts:
        facts = _decided(sent)
    if kind is Kind.CORRECTION and not facts:
        facts = _decided(sent)  # "scratch that, postgres it is for the new service": a decision made again
        kind = Kind.DECISION if facts else kind
    if kind is Kind.DECISION and not any(speaker_word(t) for t in sent):
        # "moving CI to GitHub Actions", "Let's use Postgres": a decision nobody owns is the team's
        facts = [replace(f, entity="team") if f.entity == "user" and not f.scheduled and not _households(f.attribute)
                 else f for f in facts]
    confidence = CORRECTED if kind is Kind.CORRECTION else HEDGED if hedged(turn) else SURE
    if not facts:
        if kind is None and habitual(sent):
            kind = Kind.PATTERN  # "I meditate for ten minutes before work": what one does, said in the present
        left_for = _left_for(sent) if kind in (None, Kind.EPISODE, Kind.PATTERN) else None
        if left_for is not None:  # "Left London for Manchester last year": the writer finds what said London
            put = _candidate(text, Kind.FACT, None, confidence=confidence, reason="change of state")
            return [replace(put, changes_to=left_for)], ""
        contrast = _contrast(sent) if kind in (None, Kind.PATTERN, Kind.EPISODE) else None
        if contrast is not None and contrast[0][:1].isupper() and contrast[1][:1].isupper():
            # "Actually Tunde's at BP, not Shell, I always mix them up": a name put in place of a name; the writer
            # finds the memory that said Shell (a correction said with its cue is put right as corrections are)
            put = _candidate(text, Kind.FACT, None, confidence=confidence, reason=_REASONS[Kind.FACT])
            return [replace(put, changes_to=contrast[0])], ""
        if kind in (None, Kind.EPISODE, Kind.PATTERN) and changes(sent):
            changed = _candidate(text, Kind.FACT, None, confidence=confidence, reason="change of state")
            onto = _moved_onto(sent)  # "moved all my tasks over to Things 3": the writer names what it replaces
            return [replace(changed, changes_to=onto) if onto else changed], ""
        if kind is Kind.EPISODE and _HOW_IT_IS_KEPT.search(sent.text.lower()) \
                and _how_the_team_is(sent):
            # "The garden centre's been family-run since 1974", "Our surgery's got four vets": how the workplace
            # is (since when), no event
            return [_candidate(text, Kind.FACT, None, confidence=confidence, reason=_REASONS[Kind.FACT])], ""
        if kind is None:
            plain, why = _untyped(sent, text)
            at = _now_at(sent)
            return ([replace(c, now_at=at) for c in plain] if at else plain), why
        kept = _kept_or_chosen(sent) if kind in (Kind.DECISION, None) else None
        if kept:  # "Forget Buildkite, we'll stay on GitHub Actions": the writer names what it replaces
            return [replace(_candidate(text, Kind.DECISION if kind else Kind.FACT, None, confidence=confidence,
                                       reason=_REASONS[kind or Kind.FACT]), changes_to=kept)], ""
        follows = kind is Kind.CORRECTION and corrected_value(prose(sent)) is None \
            and not re.search(r",\s*not\s+\w", sent.text)  # "Oops, autocorrect.": a cue, no value
        # "Sorry, three weeks. We changed it last quarter.": the second sentence explains the correction, it
        # corrects nothing itself, and is kept as plainly as any statement without a value
        return [_candidate(text, kind, None, confidence=confidence, reason=_REASONS[kind],
                           importance=UNTYPED_IMPORTANCE if follows else None)], ""
    # ("Rehomed the huskies to a musher in Kiruna": a place said with "in", no animal's name)
    animals = [f for f in facts if not (f.attribute == "pets" and not f.retracts and any(
        t.text == f.value and t.dep_ == "pobj" and t.head.lower_ in ("in", "near", "at", "from", "outside")
        for t in sent))]
    if not animals:
        return _untyped(sent, text)
    # ("first shift with Arriva on Monday": the firm, not the day one starts there)
    facts = [replace(f, value=when.group("name")) if f.attribute in ("employer", "work_location", "school") and (
        when := _NAME_THEN_DAY.fullmatch(f.value or "")) else f for f in animals]
    own = _clause_texts(facts, said_in)
    more: list[Candidate] = []
    if not own:  # "I live in Lisbon and I prefer morning meetings": a clause the parse left untyped, typed alone
        own, more = _phrased_clauses(sent, facts, said_in)
    out = []
    # a list of values ("I speak French, German and a little Russian") is one memory per value, each in its own
    # words, so that taking one back ("I don't speak Russian anymore") leaves no sentence that still says it
    listed = sum(1 for f in facts if is_multi_valued(f.attribute) and not f.retracts and (f.entity, f.attribute) ==
                 (facts[0].entity, facts[0].attribute)) > 1  # (one given up is said in the speaker's words)

    if kind is Kind.EPISODE and len(facts) == 1 and _whom_one_has(facts[0]) and not own and re.search(
            rf"\b(?:my|our|me)\s+(?:[\w-]+\s+)?[\w-]+,?\s+{re.escape(facts[0].value)}\b", sent.text, re.IGNORECASE):
        # ("My daughter Siân had a little boy on Tuesday night": who she is to the speaker holds, what happened is
        # the event; each is kept as what it is)
        return [_candidate(_triple_text(facts[0]), Kind.FACT, facts[0], confidence=confidence,
                           reason=_REASONS[Kind.FACT]),
                _candidate(text, Kind.EPISODE, None, confidence=confidence, reason=_REASONS[Kind.EPISODE])], ""
    for n, fact in enumerate(facts):
        fact_kind = kind or fact.kind
        if fact_kind is Kind.PATTERN and fact.kind is Kind.PREFERENCE and fact.attribute != "likes":
            fact_kind = Kind.PREFERENCE  # "I always pick the window seat": a habit of choosing is a preference
        if fact_kind is Kind.PATTERN and (fact.attribute in _HELD_NOT_DONE or _whom_one_has(fact)):
            fact_kind = Kind.FACT  # "Monday I start nights at the Aldi": where one works, whatever the days say
            # ("my neighbour Gwen ... volunteering at the hedgehog rescue on Fridays": who she is to one, held)
        if fact_kind is Kind.EPISODE and fact.attribute in _HELD_NOT_DONE and (
                _FROM_A_DATE.search(sent.text) or id(fact) not in said_in
                or fact.attribute in _HELD_FROM_THEN and not fact.retracts and not fact.until):
            # ("I was diagnosed with asthma in 2015", "My eldest son was deployed to Estonia in March": what holds
            # since, the event only when it began)
            # "has been appointed Depot Manager with effect from 1 March": held from then; "the new one, Agnieszka,
            # was ...": a post said beside a name, whatever the event the sentence tells
            fact_kind = Kind.FACT
        # ("Haven't touched a drop since my DUI back in 2022": a state since then, not the event of a date)
        since = " since " in f" {sent.text.lower()} " and not fact.retracts
        # ("I drive a forklift at the Asda depot, got my tickets last year": the job said in the present, the
        # event in its own clause)
        present = kind is Kind.EPISODE and id(fact) in said_in and said_in[id(fact)].tag_ in ("VBP", "VBZ") \
            and said_in[id(fact)].dep_ == "ROOT"
        present = present or kind is Kind.EPISODE and fact.attribute in ("origin", "nationality")  # "born in X, ..."
        # ("Club fee's actually 75 pound a year, they put it up in January": what is now, the event beside it)
        present = present or kind is Kind.EPISODE and any(
            lemma_of(t) == "be" and t.tag_ in ("VBZ", "VBP") and not _negated(t) and any(
                c.dep_ in ("attr", "acomp") and word_in(c.lower_, fact.value.casefold()) for c in t.children)
            for t in sent)
        verb = said_in.get(id(fact))
        # ("Been an estate agent eleven years": what one has been, and still is, no event)
        present = present or kind is Kind.EPISODE and verb is not None and lemma_of(verb) == "be" \
            and verb.tag_ == "VBN" and (any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)
                                        or verb.i == verb.sent.start)
        # ("I do Irish Sign Language as well now, I passed the exam last week", "I've also started on the viola da
        # gamba, lessons Thursday evenings": what one does now, the event or the times beside it)
        present = present or kind is Kind.EPISODE and verb is not None and (
            verb.tag_ in ("VBP", "VBZ") and any(c.lower_ == "now" for c in verb.children)
            or lemma_of(verb) in ("start", "begin") and is_multi_valued(fact.attribute)
            and any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children))
        # ("Handed my pass in today, and on Monday I start in the National Theatre's wig room": a post taken up is
        # where one works from then, whatever day it was said on)
        present = present or kind is Kind.EPISODE and fact.attribute in ("employer", "job_title", "work_location") \
            and not fact.retracts and not fact.until and any(
                lemma_of(t) in ("start", "begin", "join") and t.tag_ in ("VBP", "VBZ", "VB", "VBG") and not _negated(t)
                for t in sent)
        # ("Also started curling at the ice rink on Sunday nights": a pastime taken up is one now, whatever its days)
        present = present or kind is Kind.EPISODE and fact.attribute == "hobbies" and any(
            (lemma_of(t) in ("start", "begin") and t.pos_ == "VERB" or lemma_of(t) == "do" and t.tag_ in ("VBP", "VBZ"))
            and not _negated(t) for t in sent)  # ("I do stained glass at the evening class on Tuesdays": one now)
        if (n or present or (kind is Kind.EPISODE and (not dated(sent, but=None if when_kind(fact.value)
                                                                 else fact.value) or since))) \
                and fact_kind in (Kind.EPISODE, Kind.PATTERN, Kind.PROCEDURE):
            fact_kind = fact.kind  # "I just adopted a cat named Miso" is a pet; "born on 2 May 2023" an event
        clubbed = fact.attribute == "hobbies" and any(
            g.attribute == "team" and g.entity == fact.entity and own.get(id(g)) == own.get(id(fact)) for g in facts)
        words = _triple_text(fact) if clubbed else \
            own.get(id(fact)) or (text if n == 0 and not listed or fact in town else _triple_text(fact))
        if fact.value[:1].isupper() and not fact.retracts and not any(
                w.casefold() in words.casefold() for w in fact.value.split() if len(w) > 1):
            words = _triple_text(fact)  # ("so I can sign as well now", of BSL named before: the memory says its name)
        # (the town one works in is said in the words of the job it goes with: it goes when the job does; a pastime
        # is said in words of its own beside the club it is done for, which it outlasts: "I skate for Steel City")
        out.append(_candidate(words, fact_kind, fact, confidence=confidence, reason=_REASONS[fact_kind]))
    return out + more, ""


def _lists(candidates: list[Candidate]) -> Counter[tuple[str, str]]:
    """How many values of each (entity, multi-valued attribute) ``candidates`` state, taken-back ones aside: more
    than one is a list, kept one memory per value."""
    return Counter((c.entity, c.attribute) for c in candidates if c.entity and c.attribute and c.value
                   and is_multi_valued(c.attribute) and not c.retracts)


def _rest_of_a_list(candidates: list[Candidate], typed: str) -> list[Candidate]:
    """What is said after a list of values, kept in its own words (:func:`_said_after_values`): a list is kept one
    memory per value in the value's own words, so "My hobbies are parkour and bouldering, been training at the
    Chainstore in Bristol for six years" would lose its last clause."""
    lists = _lists(candidates)
    listed = [c.value for c in candidates
              if c.value and lists[(c.entity or "", c.attribute or "")] > 1 and c.confidence > 0.5]
    rest = _said_after_values(typed, listed) if listed else None
    if not rest or any(rest.casefold().rstrip(".")[:30] in c.text.casefold() for c in candidates):
        return []
    return [Candidate(rest, Kind.EPISODE, topic_of(rest), UNTYPED_IMPORTANCE, 0.7, None, None, None, reason=_UNTYPED)]


def _said_after_values(typed: str, values: list[str]) -> str | None:
    """What ``typed`` says after the last of a list's ``values``, past a comma, where it names none of them and is a
    clause of some length ("..., been doing both at the Ashford club since school"); None otherwise."""
    low = typed.casefold()
    ends = [found.end() for v in values for found in re.finditer(rf"\b{re.escape(v.casefold())}\b", low)]
    if not ends:
        return None
    comma = typed.find(",", max(ends))
    said = typed[comma + 1:].strip() if comma >= 0 else ""
    words = said.split()
    # (something of its own: a name, a place, a figure, or a clause of some length; "so I've got both" adds nothing)
    telling = len(words) >= 6 or any(w[:1].isupper() and w not in ("I", "I'm", "I've") for w in words[1:]) \
        or any(ch.isdigit() for ch in said)
    if len(words) < 4 or not telling or any(re.search(rf"\b{re.escape(v.casefold())}\b", said.casefold())
                                            for v in values):
        return None
    return said[:1].upper() + said[1:] + ("" if said[-1:] in ".!?" else ".")


def _whom_one_has(fact: Fact) -> bool:
    """A fact of whom the speaker has, by name: a relative, a friend, a partner in something ("child" = "Siân")."""
    return fact.entity == "user" and not fact.retracts and fact.value[:1].isupper() and (
        fact.attribute in _KIN_ATTRIBUTES or fact.attribute.endswith("_partner"))


#: The attributes whom the speaker has are held under ("child", "spouse", "brother", "friend").
_KIN_ATTRIBUTES = frozenset(normalise_key(lexicon.RELATION_ATTRIBUTE.get(w, w)) or w for w in lexicon.RELATIONS)
#: Words that say from when a post or a home holds ("with effect from 1 March", "effective Monday", "as of June").
_FROM_A_DATE = re.compile(r"\b(?:with effect from|effective(?: from)?|as of|as from|starting from)\b", re.IGNORECASE)
#: Attributes a statement holds, never a habit, however often the sentence says something is done.
_HELD_NOT_DONE = frozenset({"employer", "job_title", "home_city", "home_country", "school", "work_location", "team",
                            "origin", "nationality", "age", "spouse", *lexicon.CHILD_ATTRIBUTES, "medical_conditions",
                            "allergies", "medications", "children_count", "immigration_status"})


#: Of :data:`_HELD_NOT_DONE`, what an event begins and then holds: a condition diagnosed, a post one is sent to.
_HELD_FROM_THEN = frozenset({"medical_conditions", "allergies", "medications", "work_location", "immigration_status",
                             "nationality"})


def _new_pairs(found: list[Fact], facts: list[Fact]) -> list[Fact]:
    """Of ``found``, the facts of an entity and attribute ``facts`` does not already hold."""
    held = {(f.entity, f.attribute) for f in facts}
    return [f for f in found if (f.entity, f.attribute) not in held]


def _coordinate(sent: Span) -> list[tuple[Token, Span]]:
    """The coordinate clauses of ``sent``, each with its verb: the root and the verbs conjoined to it, parted by
    "and", "but", a comma or a semicolon ("I live in Lisbon | and I prefer morning meetings"). One clause when
    nothing parts them. A noun the tagger took for a conjoined verb ("and *work* at Dell") counts when it heads
    a preposition or an object."""
    root = sent.root
    if root.pos_ not in ("VERB", "AUX"):
        return [(root, sent)]
    verbs = sorted([root] + [t for t in root.conjuncts if t.i > root.i and (
        t.pos_ in ("VERB", "AUX") or (t.dep_ == "conj" and verb_read_as_noun(t)))], key=lambda t: t.i)
    spans = _parted(sent, verbs)
    return list(zip(verbs, spans)) if spans is not None else [(root, sent)]


def _parted(sent: Span, verbs: list[Token]) -> list[Span] | None:
    """``sent`` cut into one stretch per verb (in order): each runs from the last "and", "but", comma or semicolon
    before its verb to the next one before the following verb. None when no such word parts two verbs."""
    cuts = [sent.start]
    for before, after in zip(verbs, verbs[1:]):
        parts = [t.i for t in sent.doc[before.i + 1: after.i] if t.dep_ == "cc" or t.text in (",", ";")]
        if not parts:
            return None
        cuts.append(parts[-1])
    cuts.append(sent.end)
    return [sent.doc[cuts[n] + (n > 0): cuts[n + 1]] for n in range(len(verbs))]


def _phrased_clauses(sent: Span, facts: list[Fact], said_in: dict[int, Token]) -> tuple[dict[int, str], list[Candidate]]:
    """Each fact's own clause in words, and the typed memories of the sentence's other coordinate clauses, for a
    sentence whose clauses state different things and whose parse typed only some of them: "I live in Lisbon
    and I prefer morning meetings" is "User lives in Lisbon." and "User prefers morning meetings.", so that the
    home city never carries a meeting preference that a later turn changes. A clause without a fact is read by
    the phrase rules on its own words, its subject put back ("and work at Dell" is "I work at Dell"); when any
    such clause stays untyped, the sentence keeps its words whole (nothing said is dropped)."""
    spans = _coordinate(sent)
    if len(spans) < 2 or not facts or any(id(f) not in said_in or f.retracts for f in facts):
        return {}, []
    def owner(token: Token) -> int | None:
        return next((n for n, (_, span) in enumerate(spans) if span.start <= token.i < span.end), None)
    held = {id(f): owner(said_in[id(f)]) for f in facts}
    if None in held.values():
        return {}, []
    more: list[Candidate] = []
    things = {(f.entity, f.attribute) for f in facts}
    for n, (verb, span) in enumerate(spans):
        if n in held.values():
            continue
        subject = next((c for c in verb.children if c.dep_ in _SUBJECTS), None)
        inherited = None if subject is not None else next(
            (c for c in verb.head.children if c.dep_ in _SUBJECTS and c.i < span.start), None)
        if subject is None and inherited is None:
            return {}, []
        said = span.text if inherited is None else \
            f"{sent.doc[inherited.left_edge.i: inherited.right_edge.i + 1].text} {span.text}"
        typed = [c for c in _PHRASES.extract(said).candidates if c.attribute and c.value and c.entity
                 and c.confidence > framing.LOW_CONFIDENCE and (c.entity, c.attribute) not in things]
        if not typed:
            return {}, []
        words = _with_subject(span, verb)
        more += [flagged(replace(c, text=words), words) for c in typed[:1]]
    own = {id(f): _with_subject(spans[at][1], spans[at][0]) for f in facts if (at := held[id(f)]) is not None}
    return own, more


def _now_at(sent: Span) -> str | None:
    """The proper name the speaker says they are now at, with nothing saying what it is: "I'm at Siemens now",
    "these days I'm at Klarna" -> the name; None for anything else (a school by its name is read as one)."""
    root = sent.root
    if lemma_of(root) != "be" or not any(t.lower_ in ("now", "nowadays") or t.text.lower() == "these days"
                                         for t in sent) and "these days" not in sent.text.lower():
        return None
    subject = _subject(root)
    at = _prep(root, "at")
    if subject is None or subject.lower_ != "i" or at is None or at.tag_ not in ("NNP", "NNPS") \
            or _negated(root) or attribute_for_value(phrase(at)) or is_country(phrase(at)):
        return None
    return phrase(at)


#: Where a word is what a verb acts on or who acts, never a value said on its own ("Moved *teams* last month").
_HELD_BY_A_VERB = frozenset({"dobj", "pobj", "nsubj", "nsubjpass", "compound", "poss", "iobj"})


#: Nouns that are a date themselves: "the deadline is 30 June" is the deadline, not a deadline's date.
_WHEN_NOUNS = frozenset({"deadline", "birthday", "anniversary", "date", "due date", "start date", "end date",
                         "departure", "arrival"})
#: Words of a state that takes the when after it: "is due on", "is booked for", "got moved to".
_WHEN_STATES = frozenset({"due", "scheduled", "booked", "set", "planned", "moved", "fixed", "pencilled", "penciled"})
#: Nouns that count a run of the thing named after "of": "my next set of nights starts on the 14th" says when the
#: nights start, as "my nights actually start on the 16th" does.
_RUNS_OF = frozenset({"set", "run", "block", "batch", "round", "stint", "string", "series", "lot", "spell", "stretch"})
#: Words that point at whichever one is due and so name nothing ("my next set of nights", "the upcoming review").
_NEXT_ONE = frozenset({"next", "upcoming", "coming", "forthcoming"})
_CLOCK_VALUE = re.compile(CLOCK_WORDS, re.IGNORECASE)
_WEEKDAY_VALUE = re.compile(rf"(?:next\s+|this\s+)?(?:{DAY_WORDS})", re.IGNORECASE)
_ORDINAL_VALUE = re.compile(rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)(?:\s+of\s+(?:{MONTH_WORDS}))?", re.IGNORECASE)
#: What a "my X is on ..." sentence says about the conversation, not about a thing of the user's.
_NOT_SCHEDULED = frozenset("""question point concern guess problem issue answer fault idea thought head focus
    mind money bet hope worry attention""".split())


def _starting_soon(verb: Token) -> bool:
    """A start said in the present with the day it happens ("today I start at the farm in Tyholland", "I'm starting
    at the depot in Crewe on Monday"): a start, not a routine hour."""
    if verb.tag_ not in ("VBP", "VBZ", "VBG") or _negated(verb):
        return False
    return any((t.lower_ in ("today", "tomorrow", "tonight", "next") or re.fullmatch(DAY_WORDS, t.lower_))
               and _governor(t).i == verb.i for t in verb.subtree)


def _up_to_a_break(token: Token) -> str:
    """The words of ``token``'s phrase up to a comma or dash ("the 19th, not the 9th": "the 19th", wherever the
    parser hung the contrast)."""
    words: list[str] = []
    for t in token.subtree:
        if t.is_punct and t.text not in ("'", "’", ".", ":", "%"):
            break  # ("came back at 12%": a share, no hour)
        if t.dep_ == "prep" and t.i > token.i and t.lower_ in ("at", "in", "with") and when_kind(" ".join(words)):
            break  # "9 February at the Nuffield": the date, not where it is
        words.append(t.text)
    return " ".join(words) + _meridiem(token.doc[token.right_edge.i])


def _meridiem(token: Token) -> str:
    """The "am" or "pm" the tokenizer split off the hour ``token`` ends ("10am": "10" and "am", which the parser
    may hang beside the hour rather than under it), or nothing."""
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if token.like_num and after is not None and after.lower_ in ("am", "pm", "a.m.", "p.m.") \
            and after.head.i != token.i and not token.whitespace_:
        return after.text
    return ""


def when_kind(value: str) -> str | None:
    """What kind of when ``value`` is: "time" (4pm, 10:30), "day" (Friday), "date" (30 June, the 14th), or None
    for anything else (a place, a thing)."""
    value = re.sub(r"^the\s+", "", value.strip(), flags=re.IGNORECASE)
    if _CLOCK_VALUE.fullmatch(value):
        return "time"
    if _WEEKDAY_VALUE.fullmatch(value):
        return "day"
    if _DATE_WORDS.fullmatch(value) or _ORDINAL_VALUE.fullmatch(value) or _DAY_THEN_DATE.fullmatch(value):
        return "date"
    return None


#: Verbs that put a thing at a new time: "the sync moved to 4pm", "they pushed the deadline to Friday".
#: Acts done to a thing on a date, whose noun is the verb itself: launching the beta on April 14 is the beta's
#: launch date, as "the beta launch got pushed to May 5" says it.
_DATED_ACTS = frozenset({"launch", "release", "ship", "open", "demo", "publish", "review", "deploy", "close"})
#: Verbs that hold an event somewhere or on some day, and the events they hold ("do the offsite in Porto").
_HELD = frozenset({"hold", "host", "have", "do", "throw", "run", "organise", "organize"})
_EVENTS = frozenset("""offsite off-site party wedding reception ceremony retreat conference meetup kickoff kick-off
    launch workshop hackathon dinner lunch celebration barbecue bbq reunion summit fundraiser christening
    funeral do wake memorial vigil gala ball prom graduation naming shower hen stag send-off leaving""".split())
#: Things held at a named place ("the operation is at the Freeman", "the scan's at St James's").
_HELD_AT = frozenset({"operation", "op", "surgery", "appointment", "appt", "scan", "procedure", "birth", "delivery",
                      "interview", "exam", "test", "hearing"})  # (an event's place is read where it is chosen)
_RESCHEDULE = frozenset({"move", "push", "shift", "reschedule", "change", "bring", "postpone", "delay", "extend",
                         "put", "set"})


#: Meetings a bare hour puts at a time ("moved standup to 10").
_MEETINGS = frozenset({"standup", "stand-up", "sync", "meeting", "call", "retro", "retrospective", "review",
                       "huddle", "check-in", "catch-up", "catchup", "demo", "planning", "class", "lesson"})
#: Verbs that put a thing of one's own at a date: what is booked is on that date ("booked my MOT for Friday").
_BOOKS = frozenset({"book", "schedule", "arrange"})


#: Verbs of a thing happening when it is due ("our payments batch runs at 2am", "my bar exam results come out on
#: May 2nd", "the course starts on Monday"): said of a thing, they say when it is.
_HAPPENS = frozenset({"run", "fire", "trigger", "come", "start", "begin", "finish", "end", "open", "close",
                      "happen", "kick", "land", "arrive", "renew", "expire", "depart", "lapse"})


def _scheduled(sent: Span) -> list[Fact]:
    """When or where a thing of the user's is: "my flight's on the 14th" (flight_date), "the deadline is 30
    June" (deadline), "our sync is at 4pm" (sync_time), "the wedding's in Porto" (wedding_location), "the
    report is due on Friday" (report_day), "offsite moved to April 17", "we're moving the sync from 2pm to
    4pm". The thing is the subject (or what a rescheduling verb acts on), owned by the user or the team, named
    with "the", or opening the sentence; the value a date, a day, a clock time, or a named place after "in"."""
    for verb in sent:
        lemma = lemma_of(verb)
        # "the design review stays on Thursdays": where it is; "our payments batch runs at 2am": when a job runs
        doer = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        copular = lemma in ("be", "stay", "remain") or lemma in _HAPPENS and verb.pos_ == "VERB" \
            and doer is not None and doer.pos_ == "NOUN" and not _relation_word(doer) and doer.lower_ not in lexicon.ROLES
        acted = lemma in _DATED_ACTS and verb.pos_ == "VERB"  # "we decided to launch the beta on April 14"
        # "let's hold the offsite in Lisbon": the offsite's place
        held = lemma in _HELD and verb.pos_ == "VERB" and not copular
        booked = lemma in _BOOKS and verb.pos_ == "VERB"  # "Booked my hip replacement for 9 February": its date
        if not copular and not acted and not held and not booked \
                and (lemma not in _RESCHEDULE or verb.pos_ != "VERB"):
            continue
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")
                        and not (c.lower_ in _OPENING_CUES and c.i < verb.i - 1)), None)
        named = _subject(verb)  # ("The gliding club AGM is on the 3rd": the AGM, not the club)
        subject = named if named is not None and subject is not None and named.i == subject.i + 1 else subject
        if subject is None and copular:  # "Club night at the chess club is Tuesday": "night" read as an adverb
            subject = next((c for c in verb.children if c.dep_ == "npadvmod" and c.i < verb.i and c.pos_ == "NOUN"
                            and c.i == c.sent.start + sum(1 for t in c.lefts)), None)
        passive = subject is not None and subject.dep_ == "nsubjpass" and subject.pos_ != "PRON"
        if not copular and not passive and (subject is None or subject.pos_ == "PRON" or acted or held or booked):
            subject = next((c for c in verb.children if c.dep_ == "dobj"), None)  # "we moved the sync to 4pm"
            # ("the viva is booked for Thursday": what is booked, said as the subject)
        if subject is None or subject.pos_ not in ("NOUN", "PROPN") or subject.lower_ in _NOT_SCHEDULED \
                or subject.lower_ in _BODY \
                or (held and subject.lower_ not in _EVENTS):
            continue
        found = _when_of(verb, subject, moved=not copular and not acted and not held and not (booked and passive))
        if found is not None:
            value, suffix = found
            thing = _prep(subject, "of") if subject.lemma_.lower() in _RUNS_OF else None
            thing = subject if thing is None or thing.pos_ != "NOUN" else thing  # "my next set of nights": nights
            noun = " ".join(t.lower_ for t in thing.subtree if t.dep_ in ("compound", "amod") and t.i < thing.i
                            and t.lower_ not in _NEXT_ONE)
            noun = f"{noun} {thing.lemma_.lower()}".strip() + (f" {lemma}" if acted else "")
            day = next((c.lower_ for c in thing.children if c.dep_ == "poss" and _CALENDAR.fullmatch(c.lower_)), None)
            noun = f"{day} {noun}" if day else noun  # "Saturday's collection": that day's, apart from the others
            for prep in (c for c in subject.children if c.dep_ == "prep" and c.lower_ in ("to", "from", "with")):
                noun += " " + " ".join(t.lower_ for t in prep.subtree if t.pos_ != "DET")  # "flight to Oslo"
            if any(c.lower_ == "due" for c in verb.children):
                suffix = "deadline"  # "the grant application is due on April 3": its deadline
            attribute = noun if noun.split()[-1] in _WHEN_NOUNS and suffix != "location" else f"{noun} {suffix}"
            # the user's, whoever owns the thing ("our offsite", "the deadline"), and the same when a decision
            # moves it (read_sentence keeps it the user's): one entity, so the next date replaces this one; a
            # named person's own ("Anna's operation") is theirs
            held_by = _named_possessor(subject)
            whose = (normalise_key(_full_name(held_by)) or held_by.lower_) if held_by is not None else "user"
            return [Fact(whose, canonical_attribute(attribute), value, scheduled=True)]
    return []


#: Verbs of choosing a place: what is picked "for" an event is where it is ("We've picked the barn for the wedding").
_PICKS = frozenset({"pick", "choose", "go", "opt"})


def _booked_for(sent: Span) -> list[Fact]:
    """A place booked for an event: "We booked the barn in Dorset for the wedding!" is where the wedding is
    (``wedding_location``), as a later "we're getting married in Devon instead" says it again."""
    for verb in sent:
        settled = lemma_of(verb) in ("decide", "settle") and _prep(verb, "on") is not None
        if (lemma_of(verb) not in _BOOKS | _PICKS and not settled) or verb.pos_ != "VERB":
            continue
        event = _prep(verb, "for")
        # "We've decided on the registry office in Dundee for the wedding": the place decided on
        booked = _prep(verb, "on") if settled else next((c for c in verb.children if c.dep_ == "dobj"), None)
        if event is None or event.lower_ not in _EVENTS and event.lemma_ != "wedding" or booked is None:
            continue
        town = _prep(booked, "in") or _prep(verb, "in")
        if town is not None and town.tag_ in ("NNP", "NNPS") and not when_kind(phrase(town)):
            return [Fact("user", canonical_attribute(f"{event.lemma_.lower()} location"), phrase(town),
                         scheduled=True)]
        if booked.tag_ in ("NNP", "NNPS") and not when_kind(phrase(booked)) and event.lower_ in _EVENTS:
            # "We've booked the Rose & Crown for the band's Christmas do": the venue named, the event's place
            # (whose event its possessor says, as "the band's Christmas do is at the British Legion now" does)
            owner = _owner(event)
            named = [c.lower_ for c in event.children if c.dep_ == "compound" and c.i < event.i]
            # (the firm's or the team's event is said as the speaker's own, as "the Christmas party's at ..." is)
            return [Fact(owner if owner not in (None, "we", "they") and owner not in _COMPANY_WORDS | _TEAM_WORDS
                         else "user",
                         canonical_attribute(" ".join([*named, event.lemma_.lower(), "location"])), phrase(booked),
                         scheduled=True)]
    return []


_FIRST_STINT = re.compile(r"\bfirst (?:(?P<work>brew|work|working|training|induction|shadowing|teaching|placement|"
                          r"clinical|ward|duty|night|late|early|solo) )?(?P<stint>day|week|month|shift|fortnight|term|"
                          r"year|session|training session|practice|training|company class|class|rehearsal|"
                          r"sprint|match|game|race|gig|outing|regatta|fixture|performance|season)"
                          r"(?: (?:done|over|in|down))?"
                          r"(?: as (?:an? )?(?P<role>[a-z][a-z -]{1,40}?))?"
                          r"(?: (?P<prep>at|with) (?P<org>(?:the )?[A-Za-z][\w'&. -]{1,40}?))?"
                          r"(?= (?:done|over|complete|completed|finished|down|went|was|is|today|tonight|yesterday)\b"
                          r"| (?:in|on) (?:the|our) \w+(?: today| yesterday)?[,.!;]|[,.!;]|$)", re.IGNORECASE)


#: What one is offered at an employer: the post, or the offer itself.
_POSTS = frozenset({"job", "role", "position", "post", "offer", "contract", "gig"})
#: Words before a post that say nothing of what it is ("a new role", "my dream job").
_POST_WORDS = frozenset({"new", "great", "dream", "full", "part", "time", "permanent", "temporary", "temp", "first",
                         "good", "better", "job", "amazing", "perfect", "big", "fixed", "term", "-"})
#: Who offers a post without being an employer's name.
_NOT_EMPLOYERS = frozenset({"they", "he", "she", "management", "hr", "work", "company", "boss", "manager", "team",
                            "recruiter", "headhunter", "it", "someone", "somebody"})


def _accepted_offer(sent: Span) -> list[Fact]:
    """ "Got offered a deputy head role at Hillside and I said yes!", "Accepted the offer from Monzo", "Hillside
    offered me the job and I took it": the speaker (or whoever took it: "My wife accepted the offer from Amazon")
    works there now, in that post. An offer alone, or one turned down, changes nothing."""
    accepted: str | None = None  # who took it
    for verb in sent:
        if verb.pos_ not in ("VERB", "AUX") or _negated(verb):
            continue
        subject = _subject(verb)
        lemma, said = lemma_of(verb), {c.lower_ for c in verb.children if c.dep_ in ("intj", "dobj", "ccomp")}
        thing = _object(verb)
        if lemma in ("decline", "reject", "refuse") or (lemma == "turn" and _particle(verb) == "down") \
                or (lemma == "say" and said & {"no", "nope"}):
            return []
        if accepted is None and (lemma in ("accept", "sign") or (lemma == "say" and bool(said & {"yes", "yep"}))
                                 or (lemma == "take" and thing is not None and thing.lower_ in _POSTS | {"it"})):
            # the speaker, or whoever else took it ("My wife accepted the offer from Amazon"): that person's post
            accepted = "user" if subject is None or subject.lower_ in ("i", "we") else who(subject, verb, {}).entity
    post = next((t for t in sent if t.pos_ == "NOUN" and t.lemma_ in _POSTS), None)
    if not accepted or post is None:
        return []
    offered = next((t for t in sent if t.pos_ == "VERB" and lemma_of(t) == "offer"), None)
    signed = next((t for t in sent if t.pos_ == "VERB" and lemma_of(t) in ("sign", "accept")), None)
    giver = _subject(offered) if offered is not None else None
    candidates = [_prep(post, "at", "from", "with", "in"),
                  # ("Signed the contract for Hinkley Point C": a contract with a named place or firm is the post there)
                  _prep(post, "for") if post.lemma_ == "contract" else None,
                  _prep(signed, "for") if signed is not None and post.lemma_ == "contract" and post.head.i == signed.i
                  else None,
                  _prep(offered, "at", "from", "with", "in") if offered is not None else None,
                  _prep(signed, "with", "at", "from") if signed is not None else None,
                  next((c for c in post.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")), None)
                  if post.lemma_ == "offer" else None,  # "the Hillside offer" (a "Lisbon post" is where it is)
                  giver if giver is not None and giver.dep_ == "nsubj" and giver.text[:1].isupper()
                  and giver.lower_ not in _NOT_EMPLOYERS and not _relation_word(giver) else None]
    employer = next((t for t in candidates if t is not None and t.lower_ not in _NOT_EMPLOYERS
                     and (t.tag_ in ("NNP", "NNPS") or t is giver)), None)
    words = [c.text for c in post.children if c.dep_ in ("compound", "amod") and c.i < post.i
             and c.tag_ not in ("NNP", "NNPS") and c.lower_ not in _POST_WORDS]
    role = " ".join(words) if post.lemma_ in ("job", "role", "position", "post") else ""
    return ([Fact(accepted, "employer", phrase(employer))] if employer is not None else []) \
        + ([Fact(accepted, "job_title", role)] if role else [])


def _back_onto(onto: Token) -> str | None:
    """The attribute of a value one is on, switched or back to, by the value itself: a kind the vocabulary knows
    ("Neovim", "my Pixel 8"), a diet ("vegetarian") or a shift ("earlies"); None for anything else."""
    return _value_kind(_onto_said(onto)) or ("diet" if onto.lower_ in _DIETS else None) or (
        # ("back in red team", "back in the A squad": the team one is in, named by what sets it apart)
        # (a house only by its name: "an auction house" is a firm)
        "team" if onto.lower_ in ("team", "squad", "group", "house", "set", "crew") and any(
            c.dep_ in ("amod", "compound", "nmod") and (onto.lower_ != "house" or c.text[:1].isupper())
            for c in onto.children) else None)


def _value_kind(value: str) -> str | None:
    """The attribute a value said bare names: a kind the vocabulary knows, a diet, a shift, a player's role or
    controls (:func:`_played`); None for anything else."""
    return attribute_for_value(value) or ("diet" if value.lower() in _DIETS else None) or (
        "work_schedule" if shift(value) else None) or _played(value)


def _onto_said(onto: Token) -> str:
    """The value one is on or back to, as said: the words of a pair that is one thing together ("moved to mouse
    and keyboard"), else the phrase."""
    listed = conjuncts(onto)
    whole = onto.doc[onto.i: listed[-1].i + 1].text if len(listed) > 1 else ""
    return whole if whole and (attribute_for_value(whole) or _played(whole)) else phrase(onto)


def _played(value: str) -> str | None:
    """What a value one is back on or again is, when it is a player's role or what they play on ("back on support",
    "controller again"): words read so only where nothing else types them."""
    low = re.sub(r"^(?:the|on|in|at|playing|singing)\s+", "", value.lower())
    spaced = low.replace("-", " ")  # "centre-back", as the parse writes it: "centre back"
    # ("long-stick midfield", "left back": a position said with the kind of it, its last words the position)
    qualified = len(spaced.split()) > 1 and (" ".join(spaced.split()[-2:]) in _SPACED_POSITIONS
                                             or spaced.split()[-1] in _SPACED_POSITIONS) \
        and spaced.split()[0] in ("long", "short", "left", "right", "inside", "outside", "centre", "center", "deep",
                                  "attacking", "defensive", "holding", "wide")
    return "game_role" if low in lexicon.GAME_ROLES else "game_controls" if low in lexicon.GAME_INPUTS \
        else "voice_part" if spaced in _SPACED_PARTS else "playing_position" \
        if spaced in _SPACED_POSITIONS or qualified else None


_SPACED_PARTS = frozenset(p.replace("-", " ") for p in lexicon.VOICE_PARTS)
_SPACED_POSITIONS = frozenset(p.replace("-", " ") for p in lexicon.POSITIONS)


#: Where one works, by the arrangement: "remote again", "I'm fully remote now".
_WORK_PLACES = frozenset({"remote", "hybrid", "fully remote", "in the office", "office-based", "office based"})


def _work_place(value: str) -> str | None:
    """ "work_location" when ``value`` says where one works as a way of working ("remote", "hybrid"), else None."""
    return "work_location" if value.lower() in _WORK_PLACES else None
#: A value said again, with no verb: "decaf again, the palpitations came back", "ok controller again".
_AGAIN = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|right|nah|yeah|well|and|but)[,\s]+)*(?:(?:it's|its|it is|it'll be)\s+)?"
                    r"(?P<value>[\w'&-]+(?: [\w'&-]+){0,3}?)\s+again\b", re.IGNORECASE)  # ("so it's days again")


def _said_again(sent: Span) -> list[Fact]:
    """ "decaf again, the palpitations came back", "Oat milk again, dairy was upsetting my stomach", "ok controller
    again": a value of a known kind gone back to, said with no verb -- a value like any other, which replaces the
    one before (going back within weeks is a flip-flop, :mod:`credo.belief`)."""
    found = _AGAIN.match(sent.text)
    if found is None or any(t.pos_ in ("VERB", "AUX") and sent.start_char + found.start("value") <= t.idx
                            < sent.start_char + found.end("value") or t.pos_ == "VERB"
                            and t.idx < sent.start_char + found.start("value") for t in sent):
        return []
    value = found.group("value")
    typed = _value_kind(value) or _work_place(value) or (
        "hair_colour" if value.lower() in lexicon.HAIR_COLOURS else None)
    if not typed or typed == "home_country":
        return []
    said = value.lower() if _played(value) or typed in ("diet", "work_location", "hair_colour") else value
    return [Fact("user", typed, canonical_value(typed, said))]


#: A shift one is back on anywhere in a sentence: "guess who is stuck back on nights".
_BACK_ON_SHIFT = re.compile(r"\bback (?:on|to) (?P<shift>earlies|lates|nights|days|night shifts?|day shifts?|"
                            r"early shifts?|late shifts?)\b", re.IGNORECASE)

#: A shift said to be the speaker's from now: "it's days for me from Monday", "it's nights for me now".
_SHIFT_FOR_ME = re.compile(r"\b(?:it's|it is|its|it'll be|it will be|it's all) (?P<shift>earlies|lates|nights|days|"
                           r"night shifts?|day shifts?|early shifts?|late shifts?) for (?:me|us|the user|them)\b"
                           r"(?= (?:now|from|again|going forward|for the (?:next|foreseeable))\b)", re.IGNORECASE)


def _back_on(sent: Span) -> list[Fact]:
    """ "back on earlies, the lates were killing me", "back to oat milk": a turn that opens on what the speaker is
    back on, the verb and subject left out -- a value of a known kind, which a later one replaces."""
    first = next((t for t in sent if not t.is_punct), None)
    on_shift = _BACK_ON_SHIFT.search(sent.text) or _SHIFT_FOR_ME.search(sent.text)
    if on_shift is not None and not any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ in ("he", "she", "they")
                                        or _relation_word(t) and t.dep_ == "nsubj" for t in sent):
        return [Fact("user", "work_schedule", canonical_value("work_schedule", on_shift.group("shift")))]
    if first is None or first.lower_ != "back" or first.dep_ not in ("advmod", "ROOT"):
        return []
    onto = _prep(first, "on", "to", "onto", "with", "at", "in")
    if onto is None:  # "back to playing defence": what one plays, after the verb of playing
        doing = next((c for p in first.children if p.dep_ == "prep" and p.lower_ == "to" for c in p.children
                      if c.dep_ == "pcomp" and lemma_of(c) in ("play", "sing")), None)
        onto = next((c for c in doing.children if c.dep_ in ("dobj", "npadvmod", "attr")), None) \
            if doing is not None else None
    typed = _back_onto(onto) if onto is not None else None
    return [Fact("user", typed, canonical_value(typed, _onto_said(onto)))] \
        if onto is not None and typed and typed != "home_country" else []


#: Firsts done with a side or a company, not at a workplace ("first company class with the Royal Ballet").
_DONE_WITH_A_SIDE = frozenset({"practice", "training", "training session", "session", "company class", "class",
                               "rehearsal", "match", "game", "race", "gig", "outing", "regatta", "fixture",
                               "performance", "season"})


def _whose_first(sent: Span, found: re.Match[str]) -> str:
    """Whose first a :data:`_FIRST_STINT` is, by the owner said before it ("Tobi's first week", "my first
    practice"): a relation's key, a name's, or the user's."""
    whose = re.search(r"\b(?P<who>my|our|[\w-]+(?:'s|s'))\s*$", sent.text[:found.start()], re.IGNORECASE)
    who = re.sub(r"(?:'s|s')$", "", whose.group("who")) if whose is not None else "my"
    return "user" if who.casefold() in ("my", "our") else lexicon.relation_key(who.casefold()) \
        if who.casefold() in lexicon.RELATIONS else normalise_key(who) or "user"


def _first_stint(sent: Span) -> list[Fact]:
    """The speaker's first day or week in a role: "First week as a data analyst at the council done" is the job
    title (and the employer) they have now. Someone else's first week is said with their name, and left."""
    found = _FIRST_STINT.search(sent.text)
    group = re.sub(r"^the ", "", found.group("org") or "", flags=re.I) if found is not None else ""
    if found is not None and found.group("prep") == "with" and not found.group("role") \
            and found.group("stint") in _DONE_WITH_A_SIDE and group[:1].isupper() and not when_kind(group) \
            and not re.search(r"\b(?:i|i'm|my|our|we)\b", group, re.IGNORECASE) \
            and not re.match(r"(?:mr|mrs|ms|miss|mx|dr|coach|sir|prof|professor|madame|monsieur)\b\.?", group, re.I) \
            and (len(group.split()) > 1 or group.lower() in _CLUB_ENDS or group.split()[-1].lower() in _CLUB_ENDS):
        # ("First company class with the Royal Ballet at Covent Garden today", "Declan's first practice with the
        # Medford Mustangs"): the side or company one is with now, whoever's first it was -- a side named in words of
        # its own, never a person ("my first class with Mrs Jones", "with Tom")
        return [Fact(_whose_first(sent, found), "team", re.split(r" (?:at|in|on) ", group)[0].strip())]
    school = found.group("org") if found is not None and not found.group("role") and found.group("org") else None
    clubbed = school is not None and school.split()[-1].lower() in _CLUB_ENDS and school.split()[-1].lower() not in (
        "academy",)
    if found is not None and school is not None and (_school_name(school) or clubbed):
        # "Tobi's first week at Kingsmead High went well": the school one is at now, whoever's first week it was
        return [Fact(_whose_first(sent, found), "team" if clubbed and not _school_name(school) else "school",
                     re.sub(r"^the ", "", school.strip(), flags=re.I))]
    if found is None or found.group("stint") in ("session", "training session", "practice", "training"):
        return []
    # ("Sam's first week as an intern": Sam's; "She did her first week as a nurse": hers)
    theirs = re.search(r"\b(?!my\b|our\b)\w+(?:'s|s') $", sent.text[:found.start()], re.IGNORECASE) is not None
    start = sent.start_char + found.start()
    # ("Monday's my first day at ...": a day, nobody who works)
    doers = [t for t in sent if t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in ("i", "we", "it") and t.idx < start
             and not when_kind(t.text)]
    org = re.sub(r"^the ", "", (found.group("org") or "").strip(), flags=re.I)
    # ("my first day at the heritage forge at Abbeydale": a kind of place, named by where it is)
    named = org[:1].isupper() or re.search(r"\b(?:at|in|on) [A-Z]", org) is not None
    if not found.group("role") and (found.group("work") or found.group("stint") in ("shift", "day", "week")) \
            and named \
            and not theirs and not doers:
        # "First brew day at Cloudwater today", "first shift at the Asda done": where the speaker works now
        return [Fact("user", "employer", org)]
    if not found.group("role") or theirs \
            or any(t.lower_ not in ("day", "week", "month", "shift", "fortnight") for t in doers):
        return []  # (what follows a first week may be about it: "my hands were shaking")
    return [Fact("user", "job_title", found.group("role").strip())] + ([Fact("user", "employer", org)] if org else [])


_NOW_IN = re.compile(r",\s*(?:and\s+|but\s+)?now (?:in|based in|living in|in the) "
                     r"(?P<place>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)")


def _now_in(sent: Span, facts: list[Fact]) -> list[Fact]:
    """ "Originally from Krakow, now in Dublin": where the speaker is now, said after where they are from."""
    found = _NOW_IN.search(sent.text)
    if found is None or not any(f.entity == "user" and f.attribute == "origin" for f in facts) \
            or any(f.entity == "user" and f.attribute in ("home_city", "home_country") for f in facts):
        return []
    return [Fact("user", _place(found.group("place")), found.group("place"))]


def _will_be(sent: Span) -> list[Fact]:
    """What a thing of the speaker's or the team's will be, named: "The dashboard will be React", "our CI is
    going to be GitHub Actions": that thing's value (a choice a later one replaces), the team's unless the
    speaker says it is theirs ("my"). A person ("my sister will be 30") or a time is no such choice."""
    for verb in sent:
        if lemma_of(verb) != "be" or not any(
                c.dep_ == "aux" and c.lower_ in ("will", "'ll") for c in verb.children) and not (
                verb.head.lemma_ == "go" and verb.head.tag_ == "VBG"):
            continue
        holder = verb.head if verb.dep_ == "xcomp" else verb
        subject = next((c for c in holder.children if c.dep_ == "nsubj"), None)
        value = next((c for c in verb.children if c.dep_ == "attr" and (
            c.tag_ in ("NNP", "NNPS") or c.text[:1].isupper())), None)  # ("React like everything else": a "verb")
        if subject is None or value is None or subject.pos_ != "NOUN" or _relation_word(subject) \
                or subject.lower_ in lexicon.ROLES or when_kind(phrase(value)):
            continue
        owner = next((c.lower_ for c in subject.children if c.dep_ in ("det", "poss")), None)
        if owner not in ("the", "our", "my"):
            continue
        words = [c.lower_ for c in subject.children if c.dep_ in ("compound", "amod") and c.i < subject.i
                 and c.lower_ not in _LABEL_FILLERS] + [subject.lower_]
        return [Fact("user" if owner == "my" else "team", canonical_attribute(" ".join(words)), phrase(value),
                     Kind.DECISION)]
    return []


#: What one pays or is paid, again and again: what a sentence says it is now is its amount ("the rent is 1120").
_PAID = frozenset("""rent salary pay wage wages mortgage tax bill bills premium fee fees pension allowance budget
    insurance payment payments repayment repayments subs sub dues membership subscription""".split())
#: Verbs that take an amount to a new one: "my rent's going up to 1150", "our mortgage payment dropped to 900".
_AMOUNT_MOVES = frozenset({"go", "rise", "increase", "jump", "climb", "drop", "fall", "decrease", "come", "shoot",
                           "creep", "double", "bump", "put", "raise", "cut", "reduce", "lower"})


#: Verbs that leave a sum where it ends: "our seed round closed at 1.8 million", "the bill came to £240".
_SETTLES_AT = frozenset({"close", "come", "end", "settle", "cost", "sell", "value"})
#: A sum of money, by its currency or its size ("£180", "$2k", "1.8 million", "40 grand").
_CURRENCY_WORDS = re.compile(r"\b(?:dollars?|pounds?|quid|euros?|bucks|rand|pence|cents|shillings?|rupees?|naira|"
                             r"cedis?|pesos?)\b", re.IGNORECASE)
_MONEY = re.compile(r"[£$€¥₹]|\b\d[\d,.]*\s*(?:k|m|bn|million|billion|grand|quid|pounds|dollars|euros)\b|\d[kKmM]\b")


def _per_period(amount: Token) -> str:
    """``amount``'s words, with the period said after it ("1120", "a month" -> "1120 a month")."""
    value = "".join(t.text_with_ws for t in amount.subtree
                    if not (t.dep_ == "quantmod" and t.lower_ == "to") and not t.is_punct).strip()
    per = re.match(r"\s*(?:a|an|per|every)\s+(?:month|week|year|annum|fortnight|day|quarter|session|lesson|class|"
                   r"hour|night|visit|head|person|kilo|gallon|litre|pint)\b",
                   amount.doc.text[amount.right_edge.idx + len(amount.right_edge.text):])
    if per is not None and per.group(0).strip() not in value:  # "dropped to 880 a month"
        value = f"{value} {per.group(0).strip()}"
    return value


def _rent_for(sent: Span) -> list[Fact]:
    """ "I rent my chair at Fade Kings for 150 a week", "we rent the allotment for £40 a year": the rent of what
    the speaker rents, the sum said with "for" (a figure in it)."""
    for verb in sent:
        if lemma_of(verb) != "rent" or verb.pos_ != "VERB" or _negated(verb):
            continue
        subject, thing = _subject(verb), _object(verb)
        amount = _prep(verb, "for") or (_prep(thing, "for") if thing is not None else None)
        if subject is None or subject.lower_ not in ("i", "we") or thing is None or thing.pos_ != "NOUN" \
                or amount is None or not any(ch.isdigit() for t in amount.subtree for ch in t.text):
            continue
        return [Fact("user", canonical_attribute(f"{thing.lemma_.lower()} rent"), _per_period(amount))]
    return []


#: An animal of the household's gone to live elsewhere, by its name: "Brock's gone to a farm up the Dales", "Pip went
#: to a new home in May", "Biscuit has been rehomed", a working dog "retired to a family in Nethy Bridge".
_PET_GONE = re.compile(r"^\W*(?P<name>[A-Z][a-z]+)(?:'s| has| had)? (?:(?:gone|went|moved|retired|been retired) "
                       r"(?:off )?(?:to live )?"
                       r"(?:to|on|with) (?:a |an |the )?(?:new home|forever home|farm|rescue|sanctuary|"
                       r"(?:new )?famil(?:y|ies)|shelter|rehoming centre|the rescue)\b|been (?:re-?homed|adopted)\b)")


#: The same, said other ways: put to sleep ("We had to put Max down last week"), taken back ("Duke went back to the
#: breeder"), given to someone to keep ("We've let my sister have Bramble"); never "gone to live with", said of people.
_PET_GONE_ELSE = (
    re.compile(r"\b(?:had to |have had to |'ve had to |we |i )?(?:put|have|had) (?P<name>[A-Z][a-z]+) (?:down|to sleep)"
               r"(?=\s*(?:[,.;!]|$|last|yesterday|today|this|on|at the))"),
    re.compile(r"\b(?P<name>[A-Z][a-z]+)(?:'s| has| had)? (?:went|gone|go|going|been taken|was taken) back to "
               r"(?:the |her |his |its |their )?(?:breeder|rescue|shelter|farm|owner|owners|rspca|dogs trust|"
               r"cats protection)\b"),
    re.compile(r"\blet (?:my |our |the |a )?[a-z]+(?: [a-z]+)? (?:have|keep|take) (?P<name>[A-Z][a-z]+)\b"))


def _pet_gone(sent: Span) -> list[Fact]:
    """An animal gone to live elsewhere (:data:`_PET_GONE`, :data:`_PET_GONE_ELSE`): the household's animal of that
    name, gone; a name the household keeps no animal of is left to the writer, which retracts only what is held."""
    found = _PET_GONE.match(sent.text) or next((m for p in _PET_GONE_ELSE if (m := p.search(sent.text))), None)
    if found is None:
        return []
    before = [t for t in sent if t.idx < sent.start_char + found.start("name")]
    if lexicon.is_kin(found.group("name").lower()) or before and _relation_word(before[-1]):
        return []  # ("Mum's gone to a new home", "My son Max went back to ...": kin, never an animal)
    return [Fact("user", "pets", f"not {found.group('name')}", retracts=True)]


#: A post said by the desk one works: "started on the concierge desk at the Parker House", "I work the reception
#: desk at the Langham".
_ON_THE_DESK = re.compile(r"\b(?:on|work|works|working|worked|run|runs|running|man|mans|manning) (?:on )?the "
                          r"(?P<what>concierge|reception|front|bell|door|security|enquiries|information|cash|check-in)"
                          r" desk\b(?: (?:at|in|for) (?:the )?"
                          r"(?P<firm>[A-Z][\w'&-]*(?: (?:of |du |de )?[A-Z][\w'&-]*)*))?")
_DESK_POSTS = {"concierge": "concierge", "reception": "receptionist", "front": "receptionist", "bell": "bellhop",
               "door": "doorman", "security": "security officer", "enquiries": "receptionist",
               "information": "receptionist", "cash": "cashier", "check-in": "check-in agent"}


def _on_the_desk(sent: Span) -> list[Fact]:
    """The post a desk one works names (:data:`_ON_THE_DESK`), and the firm it is at, for whoever the sentence's
    subject is: the speaker, a name, the speaker's kin."""
    found = _ON_THE_DESK.search(sent.text)
    if found is None:
        return []
    verb = next((t for t in sent if t.idx >= sent.start_char + found.start()), None)  # (the verb, or "on" under it)
    verb = verb.head if verb is not None and verb.lower_ == "on" else verb
    if verb is None or _negated(verb):
        return []
    subject = _subject(verb)
    key = _clause_owner(subject)
    if subject is not None and subject.dep_ == "nsubj" and _relation_word(subject) and _name_of(subject):
        key = normalise_key(_name_of(subject) or "") or key  # ("My sister-in-law Gemma just started ...": Gemma)
    if not key:
        return []
    return [Fact(key, "job_title", _DESK_POSTS[found.group("what")])] + (
        [Fact(key, "employer", found.group("firm"))] if found.group("firm") else [])


_HOUR_SAID = rf"(?:\d{{1,2}}(?:[:.]\d\d)?\s*(?:am|pm)?|{HOURS}|noon|midnight)"
#: The hours the speaker works on a day: "I'm on the desk Friday from three to eleven", and said again by the day
#: alone: "Friday's seven to three".
_DAY_HOURS = (re.compile(rf"\b(?:i'm|i am|i work|i'm working|i am working|the user is|the user works)\b[^.;!?]*?\b"
                         rf"(?:on )?(?P<day>{DAY_WORDS})s? (?:from )?(?P<a>{_HOUR_SAID}) (?:to|till|until|-|–) "
                         rf"(?P<b>{_HOUR_SAID})\b", re.IGNORECASE),
              re.compile(rf"^\W*(?:(?:and|so|no|nah|sorry|actually)[,\s]+)?(?:on )?(?P<day>{DAY_WORDS})(?:'s|’s| is) "
                         rf"(?:now )?(?P<a>{_HOUR_SAID}) (?:to|till|until|-|–) (?P<b>{_HOUR_SAID})\b", re.IGNORECASE))


def _day_hours(sent: Span) -> list[Fact]:
    """The hours the speaker works on a day (:data:`_DAY_HOURS`): the day's hours, which a later "Friday's seven to
    three" replaces."""
    found = next((m for p in _DAY_HOURS if (m := p.search(sent.text)) is not None), None)
    if found is None:
        return []
    day = found.group("day").lower()
    return [Fact("user", canonical_attribute(f"{day} hours"), f"{found.group('a')} to {found.group('b')}")]


#: What a pastime is attended as: "a pottery class", "life drawing classes", "a woodturning course".
_CLASSES = frozenset({"class", "classes", "course", "courses", "lessons", "sessions", "session", "workshop",
                      "workshops", "group", "circle"})
_ATTENDS = frozenset({"go", "attend", "take", "join", "start", "sign", "enrol", "enroll", "book", "do", "begin",
                      "try"})


def _class_attended(sent: Span) -> list[Fact]:
    """A pastime told as the class one goes to ("I go to a pottery class every Tuesday", "I've started going to life
    drawing classes", "Signed up for a woodturning course"): the pastime, one more of the person's hobbies."""
    for verb in sent:
        lemma = lemma_of(verb)
        if lemma not in _ATTENDS or verb.pos_ != "VERB" or _negated(verb) or _conditioned(verb):
            continue
        held = [c for c in verb.children if c.dep_ == "dobj"] + [
            g for c in verb.children if c.dep_ == "prep" and c.lower_ in ("to", "for", "on", "in")
            for g in c.children if g.dep_ == "pobj"]
        # ("started going to ...": the class is the going's)
        held += [g for x in verb.children if x.dep_ == "xcomp" and lemma_of(x) in ("go", "attend")
                 for c in x.children if c.dep_ == "prep" and c.lower_ == "to" for g in c.children if g.dep_ == "pobj"]
        held += [c for x in verb.children if x.dep_ == "xcomp" and lemma_of(x) == "attend"
                 for c in x.children if c.dep_ == "dobj"]
        done = next((c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN"), None) \
            if lemma == "do" else None
        for thing in held:
            if thing.lower_ not in _CLASSES or any(c.dep_ == "poss" and c.lower_ not in _OWN_WORDS
                                                    for c in thing.children):
                continue  # ("my pottery class": one's own; "Tom's class": his)
            if done is not None and done.lower_ not in _CLASSES and thing.head.lower_ in ("at", "in") \
                    and not any(c.dep_ == "poss" for c in done.children):
                # "I do stained glass at the evening class": what is done there is the pastime
                words = [t for t in done.subtree if t.i <= done.i and t.dep_ not in ("det", "poss")]
                subject = _subject(verb)
                whose = _clause_owner(subject)
                return [Fact(whose, "hobbies", " ".join(t.lower_ for t in words), adds=True)] if whose else []
            words = [t for t in thing.subtree if t.i < thing.i and t.dep_ in ("compound", "amod", "nmod")
                     and t.lower_ not in ("evening", "night", "weekly", "morning", "new", "local", "free", "beginners",
                                           "beginner", "adult", "community", "online", "first", "taster", "weekend")]
            if not words or any(t.tag_ in ("NNP", "NNPS") and not english(t.text) for t in words):
                continue
            subject = _subject(verb) or _subject(verb.head)
            whose = _clause_owner(subject)
            if not whose:
                continue
            pastime = " ".join(t.lower_ for t in words)
            return [Fact(whose, "hobbies", pastime, adds=True)]
    done_at = _DONE_AT_CLASS.search(sent.text)
    doer = next((t for t in sent if t.dep_ == "nsubj"), None)
    if done_at is not None and doer is not None and not any(_negated(t) for t in sent if t.pos_ in ("VERB", "AUX")):
        # ("I do stained glass at the evening class", which the parser reads as "do" helping "stained")
        whose = _subject_key(doer)
        return [Fact(whose, "hobbies", done_at.group("what").lower(), adds=True)] if whose else []
    return []


#: What one does at a class or club, said in so many words: "I do stained glass at the evening class".
_DONE_AT_CLASS = re.compile(r"\b(?:do|does|doing)\s+(?P<what>[a-z][a-z-]+(?: [a-z][a-z-]+)?)\s+(?:at|in|with)\s+"
                            r"(?:the|a|an|my|our|his|her)\s+(?:[a-z]+\s+)?(?:class|classes|club|lessons|course|"
                            r"workshop|group|school)\b")


#: "my", "his", "her": the class one goes to is one's own.
_OWN_WORDS = frozenset({"my", "our", "his", "her", "their"})
#: Nouns for where or when one studies, never a field of study ("in the college", "in the evenings").
_SCHOOL_NOUNS = frozenset({"college", "university", "uni", "school", "academy", "institute", "polytechnic",
                           "conservatoire", "night school", "evenings", "evening"})
#: What one starts doing that is no pastime ("started working", "started feeling better").
_NOT_DOINGS = frozenset({"work", "feel", "get", "go", "come", "think", "look", "try", "make", "take", "do", "have",
                           "live", "plan", "prepare", "use", "say", "tell", "ask", "see", "date", "wonder", "worry",
                           "sleep", "eat", "drink", "cry", "laugh", "talk", "wear", "pay", "charge", "lose", "gain",
                           "bleed", "hurt", "rain", "snow", "pack", "move", "build", "renovate", "cough", "smoke",
                           "vape", "struggle", "miss", "notice", "apply", "commute", "drive", "teach", "write",
                           "earn", "save", "spend", "need", "want", "show", "happen", "snore", "walk", "learn",
                           "study", "train", "help", "volunteer", "call", "text", "reply", "answer"})


#: Verbs of keeping a business: "has a record shop in Turin", "runs the cafe in Ely", "opened a deli in Narberth".
_KEEPS_A_BUSINESS = frozenset({"have", "run", "own", "open", "keep", "manage", "start", "take", "buy"})
#: A street by the word that ends its name ("Cowley Road", "Church Lane", "the High Street").
_STREET = re.compile(r"\b(?:Road|Rd|Street|St|Lane|Avenue|Ave|Way|Parade|Terrace|Close|Row|Place|Square|Hill|"
                     r"Crescent|Drive|Broadway|Market|Walk|Gate|Quay|Wharf)\.?$")


def _business_kept_in(sent: Span) -> list[Fact]:
    """The town a business one keeps is in, said with it ("My friend Matteo he has a record shop in Turin", "I've had
    the toy shop in Kings Heath eleven year", "She's opened a cheesemonger's in Narberth"): where the keeper works.
    Only a workplace's noun (:data:`_WORKPLACES`) with a town by its name after "in"; asked, negated or wished
    for, nothing."""
    for verb in sent:
        set_up = lemma_of(verb) in ("set", "found", "establish") and (
            _particle(verb) == "up" or lemma_of(verb) != "set")  # ("set up a letterpress studio in Frome")
        if lemma_of(verb) not in _KEEPS_A_BUSINESS and not set_up or verb.pos_ not in ("VERB", "AUX") \
                or _negated(verb) or _conditioned(verb) or question(sent):
            continue
        kept = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if kept is None or not (kept.lemma_.lower() in _WORKPLACES or kept.lower_.rstrip("'s") in _WORKPLACES
                                or kept.lower_.endswith(("monger", "mongers", "monger's"))):
            continue
        town = _prep(kept, "in") or _prep(verb, "in")
        street = _prep(kept, "on") or _prep(verb, "on")
        if town is None and street is not None and _STREET.search(phrase(street)):
            town = street  # ("I'm running the laundrette on Cowley Road": the street it is on)
        if town is None or not (town.tag_ in ("NNP", "NNPS") or town.is_title and any(
                c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in town.children)) \
                or when_kind(phrase(town)) or _CALENDAR.fullmatch(town.lower_):
            continue  # ("in Kings Heath": the tagger's common noun under a name)
        subject = _subject(verb)
        whose = _clause_owner(subject)
        if subject is not None and subject.lower_ in ("he", "she", "they"):
            whose = antecedent(subject)  # ("My friend Matteo he has ...": the name said before the pronoun)
        elif subject is not None and _relation_word(subject) and (name := _name_of(subject)):
            whose = _person_key(name)  # ("My daughter Lowri has opened ...": Lowri)
        return [Fact(whose, "work_location", phrase(town))] if whose else []
    return []


def _pastime_started(sent: Span) -> list[Fact]:
    """A pastime said as what one has started doing, with where or when it is done ("Also started curling at the
    ice rink on Sunday nights", "I've begun bouldering at the wall in town"): one more of the person's hobbies.
    Only a doing with no object of its own, done somewhere or on some day."""
    for verb in sent:
        if lemma_of(verb) not in ("start", "begin") or verb.pos_ != "VERB" or _negated(verb) or _conditioned(verb):
            continue
        doing = next((c for c in verb.children if c.dep_ == "xcomp" and c.tag_ == "VBG"), None)
        if doing is None or lemma_of(doing) in _NOT_DOINGS or any(
                c.dep_ in ("dobj", "ccomp", "xcomp", "attr", "acomp", "dative", "prt") for c in doing.children):
            continue
        if not any(c.dep_ == "prep" and c.lower_ in ("at", "in", "on", "with") for c in doing.children):
            continue  # ("started running last year": no place nor day said; "started snoring": none)
        subject = _subject(verb)
        whose = _clause_owner(subject)
        return [Fact(whose, "hobbies", doing.lower_, adds=True)] if whose else []
    return []


#: A boat of the speaker's by its name: "an old aluminium barge called Kea", "picked up a catamaran called Tui".
_BOAT_NAMED = re.compile(r"\b(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,3}?(?:boat|barge|catamaran|dinghy|yacht|"
                         r"narrowboat|trawler|skiff|launch|ketch|sloop|cruiser|rib|tug|punt|canoe|kayak|houseboat)"
                         r"\s+(?:called|named)\s+(?P<name>[A-Z][\w'-]+)")


def _boat_named(sent: Span) -> list[Fact]:
    """The boat the speaker uses or has, by its name (:data:`_BOAT_NAMED`): the last one named in a first-person
    sentence (one sold, then one bought: the one bought)."""
    found = list(_BOAT_NAMED.finditer(sent.text))
    subject = _subject(sent.root)
    if not found or subject is not None and subject.lower_ not in ("i", "we") or _negated(sent.root):
        return []
    return [Fact("user", "boat", found[-1].group("name"))]


#: A move said by the unpacking at the other end: "the bakkie's unpacked in Knysna", "finally unpacked in Leith".
_UNPACKED_IN = re.compile(r"\b(?:unpacked|moved in|settled in|all set up) (?:in|at) (?:the )?(?P<town>[A-Z][\w'-]+"
                          r"(?: [A-Z][\w'-]+)?)")


def _unpacked_in(sent: Span) -> list[Fact]:
    """A new home said by what was unpacked there (:data:`_UNPACKED_IN`), the speaker's: said by them, of their
    things or their vehicle, with no one else named as doing it."""
    found = _UNPACKED_IN.search(sent.text)
    if found is None or when_kind(found.group("town")) or _CALENDAR.fullmatch(found.group("town").lower()) \
            or any(t.dep_ in ("nsubj", "nsubjpass") and (t.tag_ in ("NNP", "NNPS") or _relation_word(t)
                                                         or t.lower_ in ("he", "she", "they"))
                   for t in sent if t.idx < sent.start_char + found.start()):
        return []
    return [Fact("user", "home_city", found.group("town"))]


def _opening_hours(sent: Span) -> list[Fact]:
    """When a place opens or closes ("The toy shop opens at ten on Sundays", "the tip shuts at 4 in winter"): the
    place's opening (closing) time, on the days said, which a later time for the same days replaces."""
    for verb in sent:
        lemma = lemma_of(verb)
        if lemma not in ("open", "close", "shut") or verb.pos_ != "VERB" or _negated(verb) \
                or any(c.dep_ == "dobj" for c in verb.children):
            continue
        place = _subject(verb)
        at = _prep(verb, "at")
        # (a common noun, or one capitalised only as the sentence's first word: "Shop opens at eleven")
        if place is None or not (place.pos_ == "NOUN" or place.i == sent.start and place.pos_ == "PROPN"
                                 and english(place.text)) or _relation_word(place) or at is None:
            continue
        value = at.doc[at.left_edge.i: at.i + 1].text + _meridiem(at)
        if when_kind(value) != "time" and not at.like_num:
            continue
        days = [t.lower_.rstrip("s") for t in verb.subtree if t.dep_ == "pobj" and t.head.lower_ in ("on", "at")
                and _WEEKDAY_VALUE.fullmatch(t.lower_.rstrip("s"))]
        noun = " ".join(t.lower_ for t in place.subtree if t.i < place.i and t.dep_ in ("compound", "amod"))
        said = f"{days[0] if days else ''} {noun} {place.lemma_.lower()} {'opening' if lemma == 'open' else 'closing'}"
        return [Fact("user", canonical_attribute(f"{said} time".strip()), value, scheduled=True)]
    return []


def _is_sum(value: str) -> bool:
    """Whether ``value`` is a sum of money, in figures or words ("£220", "60k", "ten dollars a gallon")."""
    return _MONEY.search(value) is not None or _CURRENCY_WORDS.search(value) is not None


def _sum_said(amount: Token) -> str:
    """The sum ``amount`` heads, with what it is per, without the when said after it ("ten dollars a gallon this
    year": "ten dollars a gallon")."""
    said = re.sub(r"\s+(?:at|in|from|with|on)\s+(?:the|a|an|our|my)\b.*$", "", _per_period(amount))
    # ("eight dollars a session at the academy": where it is paid is no part of the sum)
    return re.sub(r"\s+(?:(?:this|next) (?:year|month|week|season|fall|autumn|spring|summer|winter)|now)$", "", said)


def _price_now(candidate: Candidate, sent: Span) -> bool:
    """A sum said to hold "now" ("an outside wash is £9 now, the boss changed it in February"): what it costs from
    today, whenever the change it follows was made."""
    return _is_sum(candidate.value or "") and re.search(r"\bnow\b", sent.text, re.IGNORECASE) is not None


def _sold_for(sent: Span) -> list[Fact]:
    """What the speaker's side sells a thing for ("We're selling the sweet cider for eight dollars a gallon", "we
    charge £40 for a full groom"): the thing's price, as "the sweet cider's ten dollars a gallon" says it later."""
    for verb in sent:
        lemma = lemma_of(verb)
        if lemma not in ("sell", "charge") or verb.pos_ != "VERB" or _negated(verb) or verb.tag_ == "VBD":
            continue
        doer = _subject(verb)
        if doer is None or doer.lower_ not in ("i", "we"):
            continue
        obj = next((c for c in verb.children if c.dep_ == "dobj"), None)
        # (the "for" of the sum hung wherever the parser put it: "at the farm stand for eight dollars")
        sum_ = next((g for t in verb.subtree if t.dep_ == "prep" and t.lower_ == "for" for g in t.children
                     if g.dep_ == "pobj"), None) if lemma == "sell" else obj
        thing = obj if lemma == "sell" else _prep(verb, "for")
        if thing is None or sum_ is None or thing.pos_ != "NOUN":
            continue
        value = _sum_said(sum_)
        if not _is_sum(value) or not any(t.like_num for t in sum_.subtree):
            continue
        noun = " ".join(t.lower_ for t in thing.subtree if t.i < thing.i and t.dep_ in ("compound", "amod"))
        # (what one charges for one's work is the trade's price, as "a full set is £110 now" says it later, whoever
        # says it: "I charge £95 for a full set", "we charge £40 for a full groom"; one's own thing sold is one's own)
        own = any(c.dep_ == "poss" and c.lower_ == "my" for c in thing.children)
        return [Fact("user" if own else "team", canonical_attribute(f"{noun} {thing.lower_}".strip()), value)]
    return []


def _amount_now(sent: Span) -> list[Fact]:
    """What a thing one pays or is paid amounts to now, said of it plainly or by its change: "the new rent from
    May is 1120", "my rent's going up to 1150", "Council tax has gone up to £180", "My salary went up to 60k".
    The user's (a named person's: "Tom's salary"); only a sum with a figure in it is an amount."""
    rented = _rent_for(sent)
    if rented:
        return rented
    sold = _sold_for(sent)
    if sold:
        return sold
    for verb in sent:
        lemma = lemma_of(verb)
        if lemma != "be" and (lemma not in _AMOUNT_MOVES | _SETTLES_AT or verb.pos_ != "VERB"):
            continue
        thing = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if thing is None and lemma in ("put", "raise", "cut", "reduce", "lower", "bump"):
            thing = next((c for c in verb.children if c.dep_ == "dobj"), None)  # "they put the rent up to 1150"
        if thing is not None and thing.lower_ == "it":
            # ("I was wrong about the beginners' class, it's twelve dollars": "it" is the thing just named)
            thing = next((t for t in reversed(sent.doc[sent.start: thing.i]) if t.dep_ == "pobj" and t.pos_ == "NOUN"
                          and t.head.lower_ == "about"), thing)
        # ("Subs are £45 now", "Cod's £14 a kilo": a common noun the tagger takes for a name at a sentence's start)
        common = thing is not None and (thing.pos_ == "NOUN" or thing.pos_ == "PROPN" and thing.i == sent.start
                                        and english(thing.text) and not thing.text.isupper())
        if thing is None or not common and thing.lower_ not in _PAID or _relation_word(thing) \
                or thing.lower_ in lexicon.ROLES or _negated(verb):
            continue
        paid = thing.lemma_.lower() in _PAID or thing.lower_ in _PAID
        owner = next((c for c in thing.children if c.dep_ == "poss"), None)
        kind_of = owner if owner is not None and owner.tag_ == "NNS" and not _relation_word(owner) \
            and owner.lower_ not in lexicon.ROLES and owner.lemma_.lower() not in lexicon.ROLES else None
        if kind_of is not None:
            owner = None  # ("the beginners' ballroom class": a kind of class, no one's; the word is part of its name)
        if owner is not None and owner.lower_ not in ("my", "our") and owner.tag_ not in ("NNP", "NNPS"):
            continue  # "his salary": whose the pronoun says, read where it is
        if lemma == "be":  # (the complement before any when: "is, tonight, five pounds a bottle")
            amount = next((c for c in verb.children if c.dep_ == "attr"), None) \
                or next((c for c in verb.children if c.dep_ == "npadvmod" and c.lower_ not in _NOW_WORDS
                         and c.lower_ not in ("tonight", "today", "tomorrow", "yesterday")), None)
        elif lemma in _SETTLES_AT:
            amount = _prep(verb, "at", "to", "on")
        else:
            to = _prep(verb, "to")
            amount = to if to is not None else next(
                (c for c in verb.children if c.dep_ in ("npadvmod", "dobj", "attr") and c is not thing
                 and any(q.dep_ == "quantmod" and q.lower_ == "to" for q in c.children)), None)
        # ("ten dollars a gallon": a figure in words, with what it is counted in)
        if amount is None or not any(ch.isdigit() for t in amount.subtree for ch in t.text) and not (
                any(t.like_num for t in amount.subtree) and _CURRENCY_WORDS.search(amount.text)):
            continue
        value = _sum_said(amount)  # ("ten dollars a gallon this year": the price, without when)
        if not paid and not _is_sum(value):
            continue  # ("the seed round was 1.6 million" is a sum; "the kids are 5 and 7" is not)
        noun = " ".join(t.lower_ for t in thing.subtree if t.i < thing.i and (t.dep_ == "compound" or t.dep_ == "amod"
                                                                               and t.lower_ not in _NOW_WORDS
                                                                               or kind_of is not None and t.i == kind_of.i))
        whose = normalise_key(_full_name(owner)) if owner is not None and owner.tag_ in ("NNP", "NNPS") \
            else "user" if owner is not None and owner.lower_ == "my" or paid else _ours(thing)
        # (what one pays is the speaker's household's; any other sum "ours" or "the" names, the team's: "our seed
        # round closed at 1.8 million", "the seed round was actually 1.6 million")
        said = thing.lower_ if thing.lower_ in _PAID else thing.lemma_.lower()  # ("subs", as "my subs are" says it)
        return [Fact(whose or "user", canonical_attribute(f"{noun} {said}".strip()), value)]
    return []


#: Nouns for a person that a place of origin is said before: "a Kerry man", "a Glasgow lass".
_FOLK = frozenset({"man", "woman", "girl", "boy", "lad", "lass", "bloke", "guy", "gal", "native", "born"})


_PART_AFTER = re.compile(r"^(?:me|us)\s+(?:(?:up|down|over|back)\s+)?(?:to|on|onto|at|in)\s+(?:the\s+)?(?P<part>%s)\b"
                         % "|".join(re.escape(p) for p in sorted(lexicon.VOICE_PARTS | lexicon.POSITIONS
                                                                 | lexicon.DANCE_ROLES, key=len,
                                                                 reverse=True)))


#: Verbs of putting someone on a part, a seat or a shift ("has me on earlies", "swapped me onto lates").
_PUT_ONTO = frozenset({"have", "put", "stick", "move", "switch", "keep", "swap", "shift"})


#: Games played in positions, which a sentence may name beside the position ("goalie" in lacrosse, hockey, football).
_TEAM_SPORTS = frozenset({"lacrosse", "hockey", "football", "soccer", "rugby", "netball", "basketball", "handball",
                          "volleyball", "hurling", "camogie", "shinty", "polo", "korfball", "cricket", "baseball",
                          "softball", "futsal", "ringette", "bandy"})


#: Positions played in many games, which name none of them alone.
_MANY_GAMES = frozenset({"goalie", "goalkeeper", "keeper", "goaltender", "defender", "defence", "defense", "forward",
                         "midfield", "midfielder", "centre", "center", "winger", "wing", "attack", "attacker"})


#: The parts of a firm one moves between: "moved over to client services", "moving to accounts".
_DEPARTMENTS = frozenset({"service", "services", "sales", "support", "marketing", "finance", "accounts", "hr",
                          "operations", "ops", "engineering", "logistics", "dispatch", "admin", "administration",
                          "procurement", "compliance", "legal", "payroll", "it", "research", "development", "design",
                          "product", "security", "maintenance", "production", "purchasing", "reception", "claims",
                          "underwriting"})


def _counted_stock(token: Token) -> bool:
    """Whether ``token`` is counted past what a household keeps (more than a dozen, or in hundreds or thousands:
    "four thousand fish", "40 lambs"): stock, whose loss or sale is an event, no pet gone."""
    counted = [c for c in token.subtree if c.dep_ in ("nummod", "quantmod", "compound") and c.like_num
               and c.i < token.i]
    if not counted:
        return False
    said = spelled_numbers(" ".join(c.lower_ for c in counted).replace(",", ""))
    return any(w in ("hundred", "thousand", "million", "dozen", "hundreds", "thousands") for w in said.split()) \
        or said.isdigit() and int(said) > 12


def _put_on(verb: Token, memory: dict[str, str]) -> str | None:
    """Whom a medicine is given to, where someone else puts them on it ("the GP put her on insulin", "they've
    started Dad on statins"): the person the verb acts on, by the pronoun's antecedent, the name or the kin."""
    onto = _prep(verb, "on", "onto")
    whom = next((c for c in verb.children if c.dep_ == "dobj"), None)
    if lemma_of(verb) not in ("put", "start", "switch", "move", "keep") or onto is None or whom is None \
            or not is_medication(phrase(onto)) and attribute_for_value(phrase(onto)) != "medications":
        return None
    if whom.lower_ in ("her", "him", "them"):
        # (never the one who put them on it: "the doctor put her on insulin" is not the doctor's; the one named
        # before the doctor)
        doer = _subject(verb)
        before = [t for t in verb.doc[verb.sent.start: doer.left_edge.i if doer is not None else whom.i]
                  if t.tag_ in ("NNP", "NNPS") or _relation_word(t)]
        return next((k for t in reversed(before)
                     if (k := normalise_key(kin) if (kin := _relation_word(t)) else _subject_key(t))),
                    None) or memory.get("person")
    if whom.lower_ == "me":
        return "user"
    return _subject_key(whom) if whom.tag_ in ("NNP", "NNPS") or _relation_word(whom) else None


def _part_played(verb: Token, lemma: str) -> Pairs:
    """The part one sings or the position one plays: "I sing tenor in the church choir", "I play defence",
    "Coach has me on the wing now", "Coach has put me at stroke in the eight"."""
    if _negated(verb):
        return []
    said = next((c for c in verb.children if c.dep_ in ("dobj", "attr", "npadvmod", "oprd", "advmod")), None) \
        if lemma in ("sing", "play", "row", "dance", "ring") else None  # ("I'm rowing stroke in the eight": the seat;
    # "I'm ringing the treble at St Mary's": the bell)
    if said is None and lemma in _PUT_ONTO \
            and any(c.dep_ in ("dobj", "nsubjpass") and c.lower_ in ("me", "i") for c in verb.children):
        said = _prep(verb, "on", "onto", "at", "in", "to")
    if said is None and lemma == "play" and (goal := _prep(verb, "in")) is not None and goal.lower_ == "goal":
        said = goal  # "Mia plays in goal for the under-10s"
    value = re.sub(r"\s*-\s*", "-", phrase(said)).removesuffix(" seat") if said is not None else ""  # "centre-back"
    if not value and lemma in _PUT_ONTO \
            and any(c.dep_ in ("dobj", "nsubjpass") and c.lower_ in ("me", "i") for c in verb.children):
        # "moved me up to soprano": the parser read "to soprano" as a verb; the words say the part
        after = verb.doc[verb.i + 1: verb.sent.end].text.lower()
        found = _PART_AFTER.search(after)
        value = found.group("part") if found is not None else ""
    played = _played(value) if value else None
    if value.lower() in lexicon.DANCE_ROLES and (lemma == "dance" or lemma in _PUT_ONTO and said is None):
        return [("dance_role", value.lower())]  # "I'm dancing lead", "Teacher's switched me to follow"
    if played == "voice_part" and lemma in ("play", "row") or played in ("playing_position", None) and lemma == "sing":
        return []
    value = re.sub(r"^the\s+", "", value)
    sport = lexicon.POSITION_SPORTS.get(value.lower()) if played == "playing_position" and lemma == "play" else None
    named = next((t.lower_ for t in verb.sent if t.lower_ in _TEAM_SPORTS), None) if sport else None
    # ("I play goalie in the men's lacrosse league": the game the sentence names; a goalie of no game named, none)
    sport = named or (None if value.lower() in _MANY_GAMES else sport)
    # ("My son plays tighthead for the under-16s": the position, and the game it is played in)
    return [(played, value)] + ([("hobbies", sport)] if sport else []) \
        if played in ("voice_part", "playing_position") else []


def _came_from(said: Token) -> str | None:
    """Where a person the speaker says they are comes from: the place after "from" ("an Igbo girl from Onitsha",
    "a nurse from Leeds"), or the place named before a word for a person ("a Kerry man"); None otherwise."""
    if said.pos_ not in ("NOUN", "PROPN"):
        return None
    came = _prep(said, "from")
    if came is not None and came.tag_ in ("NNP", "NNPS") and not _DATE_WORDS.fullmatch(phrase(came)) \
            and not when_kind(phrase(came)):  # ("early shift again from Monday": when, no roots)
        return phrase(came)
    before = [c for c in said.children if c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") and c.i < said.i]
    if said.lower_ in _FOLK and before and not lexicon.NATIONALITIES & {before[0].lower_}:
        return " ".join(t.text for t in before)
    return None


#: A course of study: "my PhD at Strathclyde", "doing a masters at UCL".
_DEGREE_AT = re.compile(r"\b(?P<whose>my|a|an|the|his|her|their)\s+(?:(?:first|second|third|final|last)\s+year\s+of\s+"
                        r"(?P<inner>my|a|the|his|her|their)\s+)?"
                        r"(?:phd|doctorate|dphil|mphil|masters?|msc|ma|mba|bsc|ba|llb|llm|degree|pgce|apprenticeship|"
                        r"mbbs|mbchb|bds|bvsc|beng|meng|btech|mtech|bcom|bed)"
                        r"(?:\s+in\s+(?P<field>[a-z]+(?:\s+[a-z]+){0,2}))?"
                        r"(?:\s+[a-z]+){0,3}?\s+at\s+(?P<school>(?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:of\s+)?[A-Z][\w'&.-]*){0,4})",
                        re.IGNORECASE)
def _course_field(whose: str, found: re.Match[str]) -> list[Fact]:
    """The field a course of :data:`_DEGREE_AT` is in, when it is said ("his MPhil in conservation science")."""
    field = found.group("field")
    return [Fact(whose, "field_of_study", field.lower())] if field and field.islower() else []


def _capitals(name: str) -> str:
    """A name without the lower-case words after it ("Madras Medical College only": the Indian English "only")."""
    return re.sub(r"(?:\s+[a-z][\w'&.-]*)+$", "", name)


#: A state of a marriage said alone, with when: "Divorced since March", "Married for ten years now".
_WED = re.compile(r"^\W*(?:i'm |i am |been )?(?P<state>divorced|married|separated|widowed|engaged)\s+"
                  r"(?:since|for|as of|in)\b",
                  re.IGNORECASE)
#: Sports one does for a club or a team, or with one: "I row for Tyne ARC", "I swim for the county", "Jack fences with
#: Salle Dunfermline".
_SPORTED = frozenset({"row", "swim", "run", "cycle", "sail", "climb", "box", "fence", "skate", "ski", "surf",
                      "dance", "ride", "race", "paddle", "wrestle", "bowl", "curl", "dive", "golf"})


#: Work the team does for others: "our biggest client" is the team's, never the speaker's own person.
_TEAM_RELATIONS = frozenset({"client", "customer", "supplier", "vendor", "investor", "partner agency", "sponsor"})


def _team_ways(sent: Span) -> list[Fact]:
    """How the speaker's team or company works, said with "we": "We're a Google Workspace shop" (its tools), "We
    have a no-meetings-Wednesday policy" (a policy), "We're fully remote" (where it works)."""
    root = sent.root
    subject = _subject(root)
    if subject is None or subject.lower_ != "we" or _negated(root):
        return []
    said = _object(root)
    if lemma_of(root) == "be" and said is not None and said.lower_ in ("shop", "house", "outfit", "team", "company"):
        named = " ".join(t.text for t in said.subtree if t.i < said.i and t.tag_ in ("NNP", "NNPS"))
        if named:
            return [Fact("team", "tools", named)]  # "We're a Google Workspace shop", "a Rails house"
    if lemma_of(root) == "have" and said is not None and said.lower_ in ("policy", "rule"):
        start = next((t for t in said.subtree if t.i < said.i and not (t.dep_ == "det" and t.head.i == said.i)),
                     None)
        words = sent.doc.text[start.idx: said.idx].strip() if start is not None else ""
        if words:
            return [Fact("team", "policy", words)]  # "We have a no-meetings-Wednesday policy"
    if re.search(r"\b(?:fully |all |100% )?remote\b", sent.text, re.IGNORECASE) and lemma_of(root) == "be" \
            and not re.search(r"\b(?:this|next) (?:week|month)\b|\btoday\b|\bfor now\b|\buntil\b", sent.text,
                              re.IGNORECASE):  # ("we're all remote this week": for now)
        return [Fact("team", "work_location", "remote")]  # "We're fully remote across 4 timezones"
    return []


def _own_course(sent: Span) -> list[Fact]:
    """What the speaker studies at, their state of marriage said alone, a sport they do for a club: "Third year
    of my PhD at Strathclyde" (school), "Divorced since March" (marital status), "I row for Tyne Amateur Rowing
    Club" (rowing, a hobby)."""
    text = sent.text
    found = _DEGREE_AT.search(text)
    if found is not None and (found.group("inner") or found.group("whose")).lower() in ("his", "her", "their"):
        # ("My co-sister Lakshmi is doing her MBBS at Madras Medical College": the one named, whose course it is)
        before = sent.char_span(0, found.start(), alignment_mode="contract") if found.start() else None
        named = next((t for t in (before or []) if t.tag_ in ("NNP", "NNPS") and t.dep_ in ("nsubj", "appos")
                      and t.ent_type_ in ("PERSON", "")), None)
        school = re.sub(r"^the\s+", "", _capitals(found.group("school").strip(" .")), flags=re.I)
        # (a name, said with its capitals: "at the opticians in the town" is a workplace, no school)
        if named is None or not school[:1].isupper() or re.search(r"apprenticeship", found.group(0), re.I):
            return []
        whose = _person_key(_full_name(named))
        return [Fact(whose, "school", school)] + _course_field(whose, found)
    if found is not None and not re.search(r"\b(?:his|her|their|your)\s+(?:\w+\s+){0,4}$", text[:found.start() + 4]):
        mine = re.search(r"\b(?:my|i'm|i am|i'm doing|doing)\b", text[:found.end()], re.IGNORECASE) \
            or found.group(0).lower().startswith("my")
        if mine or sent.start == 0 and text[:found.start()].strip() == "":
            return [Fact("user", "school", re.sub(r"^the\s+", "", _capitals(found.group("school").strip(" .")),
                                                  flags=re.I))] + _course_field("user", found)
    wed = _WED.match(text)
    if wed is not None:
        return [Fact("user", "marital_status", wed.group("state").lower())]
    for verb in sent:
        doer = _subject(verb)
        if lemma_of(verb) in _SPORTED and verb.pos_ == "VERB" and not _negated(verb) \
                and (doer is None or doer.lower_ in ("i", "we")):
            club = _prep(verb, "for", "with")
            if club is not None and club.tag_ in ("NNP", "NNPS"):
                return [Fact("user", "hobbies", _ing(lemma_of(verb)))]
    return []


def _pet_until(sent: Span) -> list[Fact]:
    """A pet of the speaker's said to have died in a month or a year ("Our old dog Hugo died in April"): theirs
    until then, so that what they had before it is still answered by its name."""
    out = []
    for verb in sent:
        if lemma_of(verb) not in ("die", "pass") or lemma_of(verb) == "pass" and not any(
                c.lower_ == "away" for c in verb.children) or _negated(verb):
            continue
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        pet = next((c for c in subjects if c.lower_ in lexicon.PETS and _owner(c) in ("user", "we")), None)
        name = next((c for c in subjects if c.tag_ in ("NNP", "NNPS")), None) \
            or (_pet_name(pet) if pet is not None else None)
        when = next((w for p in verb.children if p.dep_ == "prep" and p.lower_ in ("in", "on")
                     and (w := _date_of(p)) is not None), None)
        if pet is not None and name is not None and when is not None:
            out.append(Fact("user", "pets", name.text, until=when))
    return out


#: Relations of family and friendship: where one of them is said to be ("my aunt in Stellenbosch") is their home.
_KIN = lexicon.MALE | lexicon.FEMALE | {"partner", "spouse", "friend", "best friend", "cousin", "parents", "sibling",
                                        "child", "grandparents", "twin", "grandchild"}


def _kin_named(sent: Span) -> list[Fact]:
    """Who the speaker's kin or friend named beside their relation is ("My husband Jun-ho teach salsa ...", "Me aunty
    Philomena restores the stained glass ..."): the relation, however the rest of the sentence reads."""
    out = []
    for token in sent:
        relation = _relation_word(token) if token.pos_ in ("NOUN", "PROPN", "ADJ") else None
        if relation is None or _owner(token) != "user" or relation.split()[-1] == "ex" \
                or token.lower_ in lexicon.ROLES or not any(c.dep_ == "poss" and c.lower_ in ("my", "our")
                                                            for c in token.children):
            continue  # ("she's me mum's aunt": her mother's, not the speaker's, aunt)
        # (the parser may hang the relation on the name as its modifier: "My aunty Philomena restores ...")
        after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        name = _name_of(token) or (after.text if after is not None and after.is_title and after.pos_ in ("NOUN", "PROPN")
                                   and (after.tag_ in ("NNP", "NNPS") or not english(after.text))
                                   and after.lower_ not in lexicon.RELATIONS and token.i > token.sent.start
                                   and token.doc[token.i - 1].lower_ in ("my", "our") else None)
        if name and name[:1].isupper():
            out.append(_tie(relation, name))
    return out


def _relation_placed(sent: Span) -> list[Fact]:
    """Where the speaker's kin lives, said beside them: "My tannie in Stellenbosch makes the best koeksisters",
    "my uncle in Enugu, the one who's a pastor" (a town or a country by its name; "my brother in the army" is
    no place)."""
    out = []
    for token in sent:
        relation = _relation_word(token) if token.pos_ in ("NOUN", "PROPN") else None
        if relation is None or lexicon.relation_key(relation.split()[-1]) not in _KIN \
                or _owner(token) not in ("user", "we"):
            continue
        place = _prep(token, "in")
        if place is None or place.tag_ not in ("NNP", "NNPS") or when_kind(phrase(place)) \
                or _CALENDAR.fullmatch(place.lower_) or attribute_for_value(phrase(place)):
            continue
        # (the kin's name, set beside them, keys them: "Kwame, my cousin in Kumasi, is a pharmacist")
        name = _name_of(token)
        key = _person_key(name) if name else normalise_key(relation) or relation
        out.append(Fact(key, _place(phrase(place)), phrase(place)))
    return out


def _named_possessor(thing: Token) -> Token | None:
    """The named person a thing is said to be of ("Anna's operation", "Lena's birthday"); a name said with "the"
    is a thing's ("The Octavia's MOT": the car's, which is the speaker's)."""
    return next((c for c in thing.children if c.dep_ == "poss" and c.tag_ in ("NNP", "NNPS")
                 and c.lower_ not in _TIME_OWNERS and not _CALENDAR.fullmatch(c.lower_)  # ("Saturday's collection")
                 and not any(d.dep_ == "det" and d.lower_ == "the" for d in c.children)), None)


#: Words a statement may open with before its subject: a cue, or "so" and "well".
_OPENING_CUES = frozenset({"correction", "update", "actually", "sorry", "wait", "no", "so", "well", "ok", "okay",
                           "oops", "right"})


def _when_of(verb: Token, subject: Token, *, moved: bool) -> tuple[str, str] | None:
    """The when (or the named place) ``verb`` puts ``subject`` at, with its kind, or None."""
    owner = next((c.lower_ for c in subject.children if c.dep_ in ("poss", "det")), None)
    split = subject.doc[subject.i - 1] if subject.i > 0 and subject.doc[subject.i - 1].dep_ == subject.dep_ else None
    if owner is None and split is not None:  # ("The gliding club AGM": the parser's two subjects, one thing)
        owner = next((c.lower_ for c in split.children if c.dep_ in ("poss", "det")), None)
    days = owner in _TIME_OWNERS  # "Saturday's collection is at the Asda instead": the one of that day, held there
    owner = "the" if days else owner
    held_by = next((c for c in subject.children if c.dep_ == "poss"), None)
    if held_by is not None and held_by.pos_ == "NOUN" and not _relation_word(held_by) \
            and any(d.lower_ in ("the", "our", "my") for d in held_by.children):
        owner = "the"  # ("The quarry's summer barbecue is booked at the Bulkeley Arms": a place's or a firm's do)
    if _named_possessor(subject) is not None and subject.lemma_.lower() in _HELD_AT:
        owner = "the"  # "My sister Anna's operation is at the Freeman": hers, held somewhere (_scheduled names her)
    # (after a cue: "Correction: bar results are out May 9th")
    opens = all(t.is_punct or t.lower_ in _OPENING_CUES for t in subject.doc[subject.sent.start:subject.left_edge.i])
    if not (owner in ("my", "our", "the") or (owner is None and opens and not _relation_word(subject))
            or (owner is None and subject.lemma_.lower() in _MEETINGS)) \
            or (owner != "the" and _relation_word(subject)):  # ("moved standup to 10": a meeting named bare)
        return None  # "my sister is in Paris" is where she is, not a thing's place ("the report" is a thing)
    heads = [verb] + [c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd") and c.lower_ in _WHEN_STATES] \
        + ([subject] if subject.dep_ == "dobj" and not moved else [])  # "hold the offsite in Lisbon", however hung
    preps = ("to", "until", "till", "for") if moved else ("on", "at", "in", "for", "to")
    value, place = None, False
    for head in heads:
        for prep in (c for c in head.children if c.dep_ == "prep" and c.lower_ in preps):
            obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if obj is not None and not moved and obj.tag_ in ("NNP", "NNPS") and subject.lemma_.lower() not in \
                    _HELD_AT | _EVENTS and not when_kind(_up_to_a_break(obj)) and any(
                    p.dep_ == "prep" and p.lower_ in preps and p.i > prep.i for p in head.children):
                continue  # "Our summer show's at the Alexandra Theatre on the 20th of June": the date said after
            if obj is not None:
                # "the wedding's in Porto"; "Anna's operation is at the Freeman": where a thing that is held is
                dated = _DAY_THEN_DATE.match(obj.doc[obj.i:].text)
                if dated is not None:  # "on Thursday the 14th of May": the day and its date, one date
                    value, place = dated.group(0), False
                    break
                value, place = _up_to_a_break(obj), obj.tag_ in ("NNP", "NNPS") and (prep.lower_ == "in" or prep.lower_ == "at"
                                                                           and (subject.lemma_.lower() in _HELD_AT
                                                                                | _EVENTS or days))
                if place:  # "the christening's at St Bride's in Chorlton on the 26th": the church's name
                    value = _slot_of(obj, value)[0]
                break
        if value:
            break
    if value is None and moved:  # "moving the standup from 9:30 to 10": the parser reads "9:30 to 10" as a range
        ranged = next((o for p in verb.children if p.dep_ == "prep" and p.lower_ == "from" for o in p.children
                       if o.dep_ == "pobj" and any(c.lower_ == "to" and c.dep_ == "quantmod" for c in o.children)),
                      None)
        before = next((c for c in ranged.children if c.dep_ == "quantmod" and c.i < ranged.i and c.lower_ != "to"),
                      None) if ranged is not None else None
        if ranged is not None and before is not None and when_kind(before.text) == "time":
            end = ranged.doc[ranged.i: ranged.right_edge.i + 1].text  # "10", "4pm": a bare hour is a time as its pair
            return (end, "time") if re.fullmatch(r"(?:[1-9]|1[0-2])", end) or when_kind(end) == "time" else None
    if value is None and not moved:  # "the deadline is 30 June"
        # (what the thing is before when it is: "Our Bacchus this year is 11.5% alcohol" is no Bacchus of a year)
        attr = next((c for c in verb.children if c.dep_ == "attr"), None) \
            or next((c for c in verb.children if c.dep_ == "npadvmod" and c.i != subject.i), None)
        value = _up_to_a_break(attr) if attr is not None else None
    if not value:
        return None
    value = re.sub(r"^the\s+", "", value.strip(), flags=re.IGNORECASE)
    kind = when_kind(value)
    clock = re.search(r"\b\d{1,2}:\d{2}(?:\s?[ap]m)?\b|\b\d{1,2}\s?[ap]m\b", value, re.IGNORECASE) \
        if kind is None and not re.search(r"\d\s*(?:[ap]m)?\s*(?:to|-|–|until|till)\s*\d", value) else None
    if clock is not None:  # "High water at Padstow's 14:20 tomorrow": the time, whatever day is said with it
        value, kind = clock.group(0), "time"
    if kind is None and moved and re.fullmatch(r"(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?", value) \
            and subject.lemma_.lower() in _MEETINGS:
        kind = "time"  # "We moved standup to 10": a meeting is put at an hour, named bare
    if kind is None and moved and value[:1].isupper() and subject.lemma_.lower() in _EVENTS \
            and len(value.split()) <= 3:
        kind = "location"  # "Offsite's moving to Porto": the event's place
    if kind is None and place and value[:1].isupper() and len(value.split()) <= 3 and (owner or subject.pos_ == "NOUN"):
        kind = "location"
    if kind is None and not moved and subject.lemma_.lower() in _EVENTS and re.fullmatch(r"[a-z]+ (?:club|hall|church|"
                                                                                          r"centre|center|house|pub|"
                                                                                          r"hotel|chapel)", value):
        kind = "location"  # "the wake's at the rugby club instead": a venue named by its kind
    return (value, kind) if kind else None


#: A weekday said before its date ("on Tuesday the 10th of February", "Wednesday the 11th"): one date.
_DAY_THEN_DATE = re.compile(rf"(?:{DAY_WORDS}),?\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)(?:\s+of\s+(?:{MONTH_WORDS}))?",
                            re.IGNORECASE)


def _slot_of(obj: Token, value: str) -> tuple[str, str | None]:
    """Which detail of a thing a preposition's object ``obj`` (read as ``value``) gives, and the value as it
    names it: a date, day or time ("on the 3rd of June", "on Tuesday the 10th": the weekday and its date are
    one date), where it is held (a name after "at" or "in": "at the Freeman in Newcastle" is the Freeman), or
    where to (a name after "to": "is to York"), who provides it (after "with"); no detail (None) for anything else."""
    prep = obj.head.lower_
    after = obj.doc[obj.i:].text
    dated = _DAY_THEN_DATE.match(after)
    if dated is not None:
        return dated.group(0), "date"
    kind = when_kind(value)
    if kind:
        return value, kind
    if obj.tag_ in ("NNP", "NNPS") and prep in ("at", "in", "to", "with"):
        words = [t.text_with_ws for t in obj.subtree if t.i <= obj.i or t.dep_ == "case" and t.head.i == obj.i]
        named = "".join(words).strip()
        named = re.sub(r"^the\s+", "", named, flags=re.IGNORECASE)
        # ("Dad's funeral plan is with Golden Charter": who provides it)
        return named, {"to": "destination", "with": "provider"}.get(prep, "location")
    return value, None


def _held_by_a_verb(token: Token) -> bool:
    """Whether ``token`` is what its head acts on, in the same stretch of words (no comma or dash between):
    "Moved *teams*" is; "Cut out fish too, fully plant-based now - *vegan*" is a value set apart."""
    if token.dep_ not in _HELD_BY_A_VERB:
        return False
    low, high = sorted((token.i, token.head.i))
    return not any(t.is_punct for t in token.doc[low + 1: high])


def _said_now(sent: Span) -> list[Fact]:
    """A value of a known kind the speaker says holds now, or no longer holds, in words without a clause of
    their own: "Cut out fish too, fully plant-based now - vegan" -> the diet is vegan (the last such value
    said); "Not vegan anymore, I eat fish again" -> no longer vegan. Nothing when someone other than the
    speaker is the subject, or when none of "now", "anymore", "no longer" is said."""
    low = sent.text.casefold()
    if re.search(r"\b(?:fully |totally |completely |now )?plant-based(?: now)?\b", low) and re.search(r"\bnow\b", low) \
            and not any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in ("i", "we") for t in sent) \
            and not any(t.lower_ in _DIETS for t in sent):  # ("fully plant-based now - vegan": the word said last)
        return [Fact("user", "diet", "plant-based")]  # "fully plant-based now" (the tokenizer splits the hyphen)
    if not re.search(r"\b(?:now|anymore|any more|no longer)\b", low) or any(
            t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in ("i", "we") for t in sent):
        return []
    # a diet counts whatever the tagger calls it ("Not vegan anymore": a verb); another value only as a word
    kinds = [("diet" if t.lower_ in _DIETS else attribute_for_value(t.text) if t.pos_ in ("ADJ", "NOUN", "PROPN")
              else None, t) for t in sent if not _held_by_a_verb(t)]
    found = [((kind, t.lower_ if kind == "diet" else t.text), t) for kind, t in kinds
             if kind and kind != "home_country"]
    if not found:
        return []
    (attribute, value), token = found[-1]
    ended = any(c.dep_ == "neg" or c.lower_ in ("not", "no") for c in token.children) or re.search(
        rf"\b(?:not|no longer)\s+{re.escape(token.lower_)}\b", low) is not None
    if ended and not re.search(r"\b(?:anymore|any more|no longer)\b", low):
        return []  # "not vegan" alone is no change of state
    return [Fact("user", attribute, f"not {value}" if ended else value, retracts=ended)]


def _holds_now(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The value that holds now, set after one that ended in the same sentence without a verb of its own: "I had
    a Fiat Panda from 2019 until March, *now a Toyota Yaris*" -> the car is now the Toyota Yaris."""
    ended = [f for f in facts if f.until and not is_multi_valued(f.attribute)]
    if not ended:
        return []
    for token in sent:
        if token.lower_ != "now" or token.head.i == token.i or token.head.pos_ not in ("PROPN", "NOUN"):
            continue
        value = " ".join(t.text for t in token.head.subtree if t.i != token.i and t.dep_ not in ("det", "punct"))
        kind = attribute_for_value(value)
        before = next((f for f in ended if f.attribute == kind), None)
        if before is not None and value.casefold() != before.value.casefold():
            return [Fact(before.entity, before.attribute, value)]
    return []


def _clause_texts(facts: list[Fact], said_in: dict[int, Token]) -> dict[int, str]:
    """Each fact's own clause in words, for a sentence whose clauses state different things, of different people
    ("I live in Bristol and my best friend Omar lives in Cardiff") or of different attributes ("I live in Lisbon
    and I prefer morning meetings"): the home-city memory says nothing of Omar's city or of the meetings, so
    that when the meeting preference changes no serving memory still says the old one. A clause runs from the
    last "and", "but", comma or semicolon before its verb to the next one before the following clause's verb;
    one that shares its subject with the clause before ("... and work at Dell") gets that subject back ("User
    works at Dell."). Empty when every fact states the same thing of the same party, when one fact names
    another's person (the relation, "my coworker Dana ...", rides on the sentence as it is), or when no such
    word parts two clauses."""
    parties = {"user" if f.entity in ("user", "team", "company") else f.entity for f in facts}  # "we" is the speaker's
    things = {("user" if f.entity in ("user", "team", "company") else f.entity, f.attribute) for f in facts}
    verbs = sorted({v.i: v for f in facts if (v := said_in.get(id(f))) is not None}.values(), key=lambda v: v.i)
    if len(things) < 2 or len(verbs) < 2 or any(id(f) not in said_in for f in facts) or any(
            (normalise_key(f.value) or "") in parties - {"user"} for f in facts):
        return {}
    if len(parties) < 2 and any(f.retracts for f in facts):
        return {}  # "We dropped Trello, all my planning is in Notion now": a change is one memory's words
    parted = _parted(verbs[0].sent, verbs)
    if parted is None:
        return {}
    spans = {v.i: span for v, span in zip(verbs, parted)}
    return {id(f): _with_subject(spans[said_in[id(f)].i], said_in[id(f)]) for f in facts}


_SUBJECTS = ("nsubj", "nsubjpass", "expl")


def _with_subject(clause: Span, verb: Token) -> str:
    """``clause`` in the third person, with the subject it shares with the clause before put back: "work at
    Dell" after "I live in Lisbon and" is "User works at Dell."."""
    text = third_person(clause)
    if not text or any(c.dep_ in _SUBJECTS for c in verb.children) or verb.dep_ != "conj":
        return text
    head = verb.head
    while head.dep_ == "conj" and not any(c.dep_ in _SUBJECTS for c in head.children):
        head = head.head
    subject = next((c for c in head.children if c.dep_ in _SUBJECTS), None)
    if subject is None or subject.i >= clause.start:
        return text
    said = "User" if subject.lower_ == "i" else third_person(
        subject.doc[subject.left_edge.i: subject.right_edge.i + 1]).rstrip(".")
    return f"{said} {text[:1].lower()}{text[1:]}" if said else text


#: Verbs that keep or choose a named thing: "stay on GCP", "stick with Postgres", "go with Figma".
_KEEP_OR_CHOOSE = frozenset({"stay", "stick", "keep", "go", "switch", "move", "use", "pick", "choose", "opt",
                             "settle", "return", "revert"})


def _kept_or_chosen(sent: Span) -> str | None:
    """The named thing a sentence keeps or chooses when its kind has no name the parse can give it ("we'll stay
    on GitHub Actions"): a proper name after one of :data:`_KEEP_OR_CHOOSE`, else None."""
    if not any(n in sent.text.casefold() for n in ("forget", "scrap", "ditch", "drop", "instead", "not ",
                                                   "rather", "nix", "cancel")) and not reverses(sent.text.casefold()):
        return None  # only beside what it replaces, or taking back the last choice: the writer names the old one
    for token in sent:
        if lemma_of(token) not in _KEEP_OR_CHOOSE or token.pos_ not in ("VERB", "AUX"):
            continue
        found = _prep(token, "on", "with", "to", "for") or next(
            (c for c in token.children if c.dep_ == "dobj"), None)
        prep = next((c for c in token.children if c.dep_ == "prep" and c.lower_ in ("on", "with", "to", "for")), None)
        after = token.doc[prep.i + 1] if found is None and prep is not None and prep.i + 1 < sent.end else None
        found = found or (after if after is not None and after.tag_ in ("NNP", "NNPS") else None)  # a misparse
        if found is not None and found.tag_ in ("NNP", "NNPS"):
            return phrase(found) if found.dep_ != "punct" else found.text
    return _the_other_name(sent)


#: Verbs whose object a "not ... after all" or a "forget" rejects ("we're not doing Stripe after all").
_REJECTING = frozenset({"forget", "scrap", "ditch", "drop", "nix", "cancel", "do", "use", "go", "pick", "choose"})


def _was_at(sent: Span, facts: list[Fact]) -> list[Fact]:
    """ "I was at Deloitte until last November, then joined KPMG in February": a place the speaker was at, in a
    sentence that names the same kind of place (an employer, a school, a gym) in another clause, is an earlier
    value of that attribute, dated by its own clause."""
    kinds = {f.attribute for f in facts if f.entity == "user" and f.attribute in HELD_AT_A_PLACE}
    if len(kinds) != 1:
        return []
    kind, said = kinds.pop(), {f.value for f in facts}
    out = []
    for verb in sent:
        if lemma_of(verb) != "be" or verb.tag_ != "VBD" or not any(
                c.dep_ == "nsubj" and c.lower_ == "i" for c in verb.children):
            continue
        at = _prep(verb, "at")
        if at is not None and at.tag_ in ("NNP", "NNPS") and phrase(at) not in said:
            out.append(_dated(Fact("user", kind, phrase(at)), clause_times(verb)))
    return out


def _moved_onto(sent: Span) -> str | None:
    """The proper name a verb of change moves something onto ("moved all my tasks over to Things 3",
    "migrated the blog to Ghost"), or None."""
    for verb in sent:
        if lemma_of(verb) not in _CHANGE_VERBS or verb.pos_ != "VERB":
            continue
        moved = _object(verb)  # ("moved the porters' Christmas do to the Miners' Welfare": "to" hung on the thing)
        to = _prep(verb, "to", "onto") or next((g for c in verb.children if c.dep_ in ("prt", "advmod")
                                                 and c.lower_ == "over" for p in c.children if p.lower_ == "to"
                                                 for g in p.children if g.dep_ == "pobj"), None) \
            or (_prep(moved, "to", "onto") if moved is not None and lemma_of(verb) == "move" else None)
        if to is None and lemma_of(verb) in ("swap", "trade", "exchange", "switch") and _object(verb) is not None:
            to = _prep(verb, "for")  # "Swapped the Octavia for a Model 3": the thing taken for the one given
        if to is not None and (to.tag_ in ("NNP", "NNPS") or to.is_title and to.i != sent.start):
            return phrase(to)  # a name the tagger took for a noun ("Things 3") is still written as one
        if to is not None and to.pos_ == "NOUN" and lemma_of(verb) in ("switch", "change", "swap") \
                and not any(c.dep_ in ("det", "poss") for c in to.children):
            # "Ben's switched to economics, law wasn't for him": the writer finds the value the sentence names
            # beside it (law, what Ben studies) and files the new one under it
            return phrase(to)
    first = next((t for t in sent if not t.is_punct), None)
    back = _prep(first, "on", "with", "to", "at") if first is not None and first.lower_ == "back" else None
    if back is not None and (back.tag_ in ("NNP", "NNPS") or back.text[:1].isupper() and back.i != sent.start
                             or back.lower_ == back.text and attribute_for_value(back.text) is None
                             and any(t.lower_ != t.text for t in sent[1:]) is False):
        return phrase(back)  # "Back with Three, giffgaff had no signal", "back on uber": the name gone back to
    for verb in sent:  # "Work gave me a MacBook Pro to replace the ThinkPad": the thing given replaces the one named
        if lemma_of(verb) == "replace" and verb.dep_ in ("xcomp", "advcl", "relcl") and _object(verb) is not None:
            new = next((c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.i), None)
            if new is not None and (new.tag_ in ("NNP", "NNPS") or attribute_for_value(phrase(new)) or any(
                    c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS") for c in new.children)):  # "a Framework laptop"
                return phrase(new)
    return _swapped_for(sent)  # "Sold the Madone and collected a Canyon Aeroad": what one has in its place


#: Verbs a thing of one's own is got rid of by ("sold the Madone", "scrapped it", "wrote the Fiesta off", "flogged
#: the old Brompton", "gave the Kindle away").
_GOT_RID = frozenset({"sell", "scrap", "flog", "trade", "part-ex", "return", "dump", "bin", "total", "give",
                      "donate", "retire", "crash", "write", "lose"})
#: Verbs a thing is come away with by ("collected a Canyon Aeroad", "picked up a Polo", "bought a Kindle").
_CAME_BY = frozenset({"collect", "buy", "get", "grab", "pick", "bag", "order", "adopt", "take"})
#: What a thing goes for when it is got rid of ("The Corsa's gone for scrap").
_GONE_FOR = frozenset({"scrap", "auction", "parts", "sale"})


def _named_thing(token: Token) -> bool:
    """Whether ``token`` heads a thing named by a name ("the Madone", "a Canyon Aeroad", "a Toyota Yaris hybrid")."""
    return token.tag_ in ("NNP", "NNPS") or any(c.dep_ == "compound" and c.tag_ in ("NNP", "NNPS")
                                                for c in token.children)


def _speakers_own(thing: Token) -> bool:
    """Whether ``thing`` is the speaker's, by who owns it as said: nobody, "my", "our" ("the Madone", "my Pixel";
    never "his Focus", "Ann's Prius")."""
    return not any(c.dep_ == "poss" and c.lower_ not in ("my", "our", "me") for c in thing.children)


def _rid_of(sent: Span) -> tuple[Token, Token] | None:
    """The thing of the speaker's the sentence gets rid of, and the verb it does so by ("Sold the Madone on
    Marketplace", "we scrapped it", "The Corsa's gone for scrap", "Leaving do from Severn Print"); None."""
    for send_off in sent:
        # ("Had my leaving do at Starlight last night", the parser's "leaving" a noun): the workplace left
        if send_off.lower_ == "leaving" and send_off.pos_ == "NOUN" \
                and any(d.dep_ == "poss" and d.lower_ in ("my", "our") for d in send_off.children):
            left = _prep(send_off, "from", "at") or _prep(send_off.head, "from", "at")
            if left is not None and left.tag_ in ("NNP", "NNPS"):
                return left, send_off
    for verb in sent:
        lemma = lemma_of(verb)
        if verb.pos_ != "VERB" or _negated(verb):
            continue
        doer = _subject(verb)
        if lemma == "go" and doer is not None and _named_thing(doer) and _speakers_own(doer) and any(
                p.lower_ == "for" and any(o.lower_ in _GONE_FOR for o in p.children) for p in verb.children):
            return doer, verb  # ("The Corsa's gone for scrap")
        if lemma == "leave" and doer is None and any(c.dep_ == "dobj" and c.lower_ == "do" for c in verb.children):
            left = _prep(verb, "from", "at")  # ("Leaving do from Severn Print was class")
            return (left, verb) if left is not None and left.tag_ in ("NNP", "NNPS") else None
        if lemma not in _GOT_RID or doer is not None and doer.lower_ not in ("i", "we") \
                or lemma == "write" and not any(c.lower_ == "off" for c in verb.children) \
                or lemma == "give" and not any(c.lower_ in ("away", "back") for c in verb.children):
            continue  # ("My neighbour sold his Focus" is no word on the user's Focus)
        thing = _object(verb)
        if thing is not None and (thing.lower_ == "it" or _named_thing(thing) and _speakers_own(thing)):
            return thing, verb
    return None


def _swapped_for(sent: Span) -> str | None:
    """What the speaker came away with in a sentence that also gets rid of a thing of theirs: "Sold the Madone on
    Marketplace and collected a Canyon Aeroad", "The Corsa's gone for scrap, picked up a Polo", "Leaving do from
    Severn Print was class, Monday I'm on the presses at Pureprint" -- a name, the writer filing it where the
    thing got rid of was held (:func:`credo.write.name_change`); None unless both are said."""
    rid = _rid_of(sent)
    if rid is None:
        return None
    gone, by = rid
    for verb in sent:
        if verb.i == by.i or _negated(verb) or lemma_of(verb) not in _CAME_BY or verb.pos_ != "VERB" \
                or lemma_of(verb) == "pick" and not any(c.lower_ == "up" for c in verb.children):
            continue
        doer = _subject(verb)
        thing = next((c for c in verb.children if c.dep_ == "dobj"), None)
        if (doer is None or doer.lower_ in ("i", "we")) and thing is not None and _named_thing(thing):
            return phrase(thing)
    if lemma_of(by) == "leave" or by.lower_ == "leaving":  # a workplace left: where the speaker is now
        for at in sent:
            place = next((c for c in at.children if c.dep_ == "pobj"), None) if at.lower_ == "at" else None
            verb = next((a for a in at.ancestors if a.pos_ in ("VERB", "AUX")), None)
            doer = _subject(verb) if verb is not None else None
            # ("I'm on the presses at Pureprint", "taught my first class at Tango Studio": the speaker's, said or not)
            if place is not None and place.tag_ in ("NNP", "NNPS") and place.i != gone.i and verb is not None \
                    and (doer is None or doer.lower_ == "i") and not places.is_town(phrase(place)):
                return phrase(place)
    return None


def _left_for(sent: Span) -> str | None:
    """The name the speaker left a named place or firm for ("Left London for Manchester", "I left Google for
    Meta"), or None; what kind of thing both are is left to the memory that names the first."""
    for verb in sent:
        said_by = _subject(verb)
        if lemma_of(verb) != "leave" or verb.pos_ != "VERB" or (said_by is not None
                                                                and said_by.lower_ not in ("i", "we")):
            continue
        left, went = _object(verb), _prep(verb, "for")
        if left is not None and went is not None and left.tag_ in ("NNP", "NNPS") and went.tag_ in ("NNP", "NNPS"):
            return phrase(went)
    return None


def _the_other_name(sent: Span) -> str | None:
    """The one name a sentence that rejects another puts in its place: "We're not doing Stripe after all, Adyen
    gave us a better rate" (Adyen for Stripe). None unless exactly one name is rejected and one other said."""
    rejected, others = set(), []
    for token in sent:
        if token.tag_ not in ("NNP", "NNPS") or token.dep_ == "compound" or token.i == sent.start:
            continue
        verb = token.head.head if token.dep_ == "pobj" else token.head
        refused = lemma_of(verb) in _REJECTING and (_negated(verb) or lemma_of(verb) in (
            "forget", "scrap", "ditch", "drop", "nix", "cancel"))
        (rejected.add(phrase(token)) if refused else others.append(phrase(token)))
    others = [o for o in dict.fromkeys(others) if o not in rejected]
    return others[0] if len(rejected) == 1 and len(others) == 1 else None


#: Seasons of a year one gives something up "for": a while, not a replacement.
_SEASONS_KEPT = frozenset({"lent", "ramadan", "advent", "christmas", "easter", "passover", "diwali", "january",
                           "veganuary", "stoptober", "movember", "summer"})


def _replacement_named(sent: Span, facts: list[Fact]) -> list[Fact]:
    """The name a thing given up is given up for, where only the thing given up was read ("We've ditched Trello for
    Linear", "Ditched Trello, everything's in Linear now", "Binned Spotify, we're on Tidal now"): one more value of
    the same attribute, which gives up the old one."""
    given = [f for f in facts if f.retracts]
    if len(given) != 1 or any(not f.retracts for f in facts if f.entity == given[0].entity):
        return []
    old = given[0].value.removeprefix("not ")
    for name in sent:
        if name.tag_ not in ("NNP", "NNPS") or not name.text[:1].isupper() or name.text in old.split() \
                or name.dep_ == "compound" or when_kind(name.text) or name.lower_ in _SEASONS_KEPT:
            continue  # ("I quit the gym for Lent": for a while, no other gym)
        head = name.head
        instead = any(t.lower_ == "instead" for t in sent)
        now = any(t.lower_ == "now" for t in sent)
        if name.dep_ == "pobj" and (head.lower_ == "for" and lemma_of(head.head) in _REMOVE
                                    or head.lower_ in ("in", "on", "to", "onto") and (now or instead)):
            return [Fact(given[0].entity, given[0].attribute, _full_name(name) if name.tag_ == "NNP" else name.text,
                         gives_up=old)]
    return []


def _given_up_for(facts: list[Fact]) -> list[Fact]:
    """What a sentence gives up for the one new value of a single-valued attribute it states is that value's
    old one, which the new value replaces: "sold the Golf and now drive a Model 3" is the car Model 3 (not
    also the sport "golf" given up)."""
    gained = [f for f in facts if not f.retracts]
    if len(gained) != 1 or is_multi_valued(gained[0].attribute):
        return facts
    new = gained[0]
    # the same attribute, or a name the pastime guess filed ("the Golf"): a hobby given up keeps its own memory
    given = [f for f in facts if f.retracts and f.entity == new.entity and (
        f.attribute == new.attribute or (f.attribute == "hobbies" and f.value.removeprefix("not ")[:1].isupper()))]
    if not given:
        return facts
    # what was given up rides on the new value: a return to an old value that gives up the one between is the
    # person settling it ("returned the iPhone, back on my Pixel"), not a loop (credo.belief.loop_reason)
    new.gives_up = given[0].value.removeprefix("not ")
    kept = [f for f in facts if f not in given]
    if new.since and given[0].attribute == new.attribute and given[0].until is None:
        # "I used to live in Bristol, but I've been in Bath since 2024": Bristol held until Bath began, so what
        # was true in 2023 has an answer
        kept.append(replace(given[0], value=new.gives_up, retracts=False, until=new.since))
    return kept


_CONTRAST_PUNCT = (",", ";", "-", "–", "—")
_VALUE_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})


def _contrast(sent: Span) -> tuple[str, str] | None:
    """The value a sentence affirms and the one it denies beside it, in "A, not B" ("I'm vegan, not
    vegetarian", "on the 14th, not the 13th", "three brothers, not one"): the words just before the comma and
    the words after "not" up to the clause's end. None when there is no such contrast."""
    for neg in sent:
        if neg.lower_ != "not" or neg.i - 1 <= sent.start or neg.doc[neg.i - 1].text not in _CONTRAST_PUNCT:
            continue
        tail = []
        for token in neg.doc[neg.i + 1:sent.end]:
            if token.is_punct and token.text not in ("'", "’", "-"):
                break
            tail.append(token)
        denied = [t for t in tail if t.pos_ != "DET"]
        if not denied or len(denied) > 4 or any(t.pos_ in ("VERB", "AUX") for t in denied):
            return None
        affirmed: list[Token] = []
        for token in reversed(neg.doc[sent.start:neg.i - 1]):
            if token.pos_ not in _VALUE_POS and token.dep_ not in ("compound", "amod", "nummod"):
                break
            affirmed.insert(0, token)
        if not affirmed or len(affirmed) > 4:
            return None
        return " ".join(t.text for t in affirmed), " ".join(t.text for t in denied)
    return None


def _contrasted(sent: Span, facts: list[Fact]) -> list[Fact]:
    """Facts read from "A, not B" affirm A and give up B: a value the parse took from B's words, or negated by
    B's "not", is A's (the parser often hangs the contrast on the wrong word)."""
    contrast = _contrast(sent)
    if contrast is None:
        return facts
    affirmed, denied = contrast
    low_a, low_b = affirmed.casefold(), denied.casefold()
    out = []
    for fact in facts:
        bare = fact.value.removeprefix("not ").casefold()
        if bare and (bare == low_b or low_b.endswith(bare) or bare.endswith(low_b)) and low_a not in bare:
            value = canonical_value(fact.attribute, _typed_like(affirmed, fact.value))
            fact = replace(fact, value=value, retracts=False)
        elif fact.retracts and bare and (bare in low_a or low_a.endswith(bare) or bare.endswith(low_a)):
            fact = replace(fact, value=fact.value.removeprefix("not "), retracts=False)
        if not fact.retracts and not fact.gives_up and fact.value.casefold() != low_b:
            fact = replace(fact, gives_up=denied)
        out.append(fact)
    return out


def _typed_like(words: str, value: str) -> str:
    """``words`` written as ``value`` was: a count stays a count ("three brothers" where "1" was read)."""
    if value.removeprefix("not ").isdigit():
        number = next((as_count(w.lower()) for w in words.split() if as_count(w.lower()).isdigit()), None)
        if number is not None:
            return number
    return words


def _named_pronoun(text: str, name: str | None) -> str:
    """ "She's our new designer." after "Ann?" is stored as "Ann is our new designer.": a memory names whom it
    is about."""
    if not name:
        return text
    plural = " are" if name.endswith(("parents", "children", "kids", "s'")) else " is"
    verbs = {"'s": " is", "’s": " is", "'re": plural, "’re": plural}
    return re.sub(r"^(?:She|He|They)\b('s|’s|'re|’re)?", lambda m: name + verbs.get(m.group(1) or "", ""), text)


#: Labels that introduce a statement rather than name a value ("Decision: ...", "Note: ...").
_NOT_LABELS = frozenset("""decision lesson note update reminder correction ps p.s edit fyi btw todo q a question
    answer tip warning context background summary tl;dr tldr re subject important nb heads up plan idea rule""".split())
_LABEL_FILLERS = frozenset({"new", "current", "my", "our", "the", "updated", "latest", "actual", "real", "official"})
_LABEL_ENDS = frozenset({"since", "as", "from", "starting", "now", "effective", "for", "until", "today"})


def _labelled(sent: Span, memory: dict[str, str]) -> list[Fact]:
    """ "Blood type: A positive", "New manager since today: Tomasz", "Favourite band: Radiohead": a value under a
    label that names an attribute or a relation, both without a verb, is that attribute's value."""
    colon = next((t for t in sent if t.text == ":" and t.i > sent.start), None)
    # (a note in brackets is no clause: "Occupation: tree surgeon (self-employed), Greenleaf Arb")
    depth, outside = 0, []
    for t in sent[colon.i - sent.start + 1:] if colon is not None else ():
        depth += t.text == "("
        if depth == 0:
            outside.append(t)
        depth -= t.text == ")" and depth > 0
    if colon is None or any(t.pos_ in ("VERB", "AUX") for t in outside):
        return []
    label = [t for t in sent[:colon.i - sent.start] if not t.is_punct]
    value = sent[colon.i - sent.start + 1:].text.strip(" .!?;,")
    if not label or not value or len(value.split()) > 7 or any(t.pos_ in ("VERB", "AUX") for t in label):
        return []
    words = [t.lower_ for t in label]
    while words and words[0] in _LABEL_FILLERS:
        words.pop(0)
    cut = next((n for n, w in enumerate(words) if w in _LABEL_ENDS), len(words))
    words = words[:cut]
    if not words or len(words) > 3 or words[0] in _NOT_LABELS or " ".join(words) in _NOT_LABELS:
        return []
    head = lexicon.relation_key(words[-1])
    if head in lexicon.RELATIONS or words[-1] in lexicon.RELATIONS:
        memory["person"] = normalise_key(value) or value.lower()
        return [Fact("user", canonical_attribute(lexicon.RELATION_ATTRIBUTE.get(head, head)), value)]
    attribute = canonical_attribute(" ".join(words))
    kind = Kind.PREFERENCE if attribute in PREFERENCE_ATTRIBUTES or attribute.startswith("favorite") else Kind.FACT
    return _form_field(attribute, value, kind)


def _form_field(attribute: str, value: str, kind: Kind) -> list[Fact]:
    """A form's field read as a form is filled in: what is in brackets is a note to the value ("salt miner (rock
    salt)"), a post is followed by its firm ("salt miner, Compass Minerals"), an address ends in its town ("14 Over
    Lane, Winsford"), and a count of pets is no part of the animal ("one dog")."""
    bare = re.sub(r"\s*\([^)]*\)", "", value).strip(" ,") or value
    parts = [p.strip() for p in bare.split(",") if p.strip()]
    if attribute == "job_title" and len(parts) == 2 and parts[1][:1].isupper() and not parts[0][:1].isupper():
        return [Fact("user", "job_title", parts[0], kind), Fact("user", "employer", parts[1], kind)]
    if attribute == "address" and len(parts) >= 2 and re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}", parts[-1]):
        return [Fact("user", "address", bare, kind), Fact("user", "home_city", parts[-1], kind)]
    if attribute == "pets":
        bare = re.sub(r"^(?:a|an|one|two|three|four|\d+)\s+", "", bare, flags=re.IGNORECASE)
    return [Fact("user", attribute, canonical_value(attribute, bare), kind)]


def _only_a_name(sent: Span) -> bool:
    """A sentence that is a person's name and nothing else ("Ann?", "Priya.")."""
    words = [t for t in sent if not t.is_punct]
    return 0 < len(words) <= 2 and all(t.tag_ in ("NNP", "NNPS") and t.is_title for t in words) \
        and words[0].lower_ not in lexicon.RELATIONS


#: What a speaker discloses of themselves in an "as a ..." that opens a question: kept, the question skipped.
_DISCLOSED = frozenset({"medical_conditions", "diet", "religion", "allergies", "drinks_alcohol"})


def speaker_word(token: Token) -> bool:
    return token.lower_ in ("i", "me", "my", "mine", "myself")


def _as_a(sent: Span) -> list[Fact]:
    """ "As a diabetic, ...", "as a Muslim I ...": a sincere "as a" names the user's condition, diet or faith."""
    for token in sent:
        if token.lower_ == "as" and token.dep_ == "mark" and token.i + 2 < sent.end \
                and sent.doc[token.i + 1].lower_ in ("a", "an") and sent.doc[token.i + 2].lower_ in _DEMONYMS:
            return [Fact("user", "origin", _DEMONYMS[sent.doc[token.i + 2].lower_])]  # "As a Londoner born and bred"
        # (a question's opening "As ..." may be the parser's root or a marker: "As a coeliac, which beers are safe?")
        if token.lower_ == "as" and (token.dep_ == "prep" or token.dep_ in ("ROOT", "mark") and token.i <= sent.start + 1
                                     and any(c.dep_ == "pobj" for c in token.children)):
            someone = next((t for t in token.children if t.dep_ == "pobj" and t.lower_ in ("someone", "somebody",
                                                                                        "a person", "one")), None)
            ill = next((g for t in someone.subtree if t.lower_ == "with" for g in t.children
                        if g.dep_ == "pobj"), None) if someone is not None else None
            # ("As someone with sleep apnoea myself": the condition, without the speaker's "myself")
            said_ill = ill.doc[ill.left_edge.i: ill.i + 1].text if ill is not None else ""
            if ill is not None and (said_ill.lower() in _ILLNESS_PHRASES
                                    or any(w in _ILLNESSES for w in said_ill.lower().split())):
                # "Speaking as someone just diagnosed with type 2 diabetes", "As someone with coeliac disease"
                return [Fact("user", "medical_conditions", said_ill)]
            allergic = next((t for t in someone.subtree if t.lower_ == "allergic"), None) \
                if someone is not None else None
            allergen = _prep(allergic, "to") if allergic is not None and not _negated(allergic.head) else None
            if allergen is not None:  # "As someone who's allergic to sesame, I need you to ...": said of oneself
                return [Fact("user", "allergies", phrase(t)) for t in conjuncts(allergen)]
            for noun in (t for t in token.subtree if t.dep_ == "pobj"):
                low = noun.lower_
                if low in _CONDITIONS:
                    return [Fact("user", "medical_conditions", _typed_condition(noun))]
                if low in _DIETS:
                    return [Fact("user", "diet", low)]
                faith = _faith(noun)
                if faith is not None:
                    return [Fact("user", "religion", faith)]
                if low == "alcoholic" and any(c.lower_ == "recovering" for c in noun.children):
                    return [Fact("user", "drinks_alcohol", "no")]  # "As a recovering alcoholic, please don't ..."
                if low in _DEMONYMS:  # "As a Londoner born and bred, ...": where one is from
                    return [Fact("user", "origin", _DEMONYMS[low])]
                tongue = next((c for c in noun.children if c.dep_ in ("amod", "compound") and c.i == noun.i - 1
                               and attribute_for_value(c.text) == "spoken_languages"), None) \
                    if low in ("speaker", "signer", "native") else None
                if tongue is not None:  # "As a Khmer speaker I find the Thai script easy": a language one speaks
                    return [Fact("user", "spoken_languages", tongue.text)]
                single = any(c.lower_ in ("single", "lone") for c in noun.children)
                if single and lexicon.relation_key(low) in ("father", "mother", "parent"):
                    return [Fact("user", "marital_status", "single")]  # "As a single dad, I need ...": sincere
                after = sent.doc[noun.i + 1] if noun.i + 1 < len(sent.doc) else None
                if (low in lexicon.ROLES or _role_shaped(noun)) and after is not None and after.lower_ == "myself":
                    return [Fact("user", "job_title", phrase(noun))]  # "As a teacher myself, I know ...": sincere
                served = next((g for c in noun.children if c.dep_ == "prep" and c.lower_ in ("of", "for", "with")
                               for g in c.children if g.dep_ == "pobj" and g.lemma_ in ("year", "decade")), None)
                if low in lexicon.ROLES and served is not None and any(c.like_num for c in served.subtree):
                    # "As a vet of twenty years, I'd never give a dog ibuprofen": years in the post, said sincerely
                    return [Fact("user", "job_title", _one_role(noun))]
                root = sent.root
                opens = token.i <= sent.start + 1 and sent.doc[token.i + 1].lower_ in ("a", "an")  # "As a nurse, ..."
                spoken = token.i > sent.start and sent.doc[token.i - 1].lower_ == "speaking"
                judged = spoken and not sent.text.rstrip().endswith("?") and _subject(root) is not None \
                    and not speaker_word(_subject(root)) and not any(lemma_of(t) in _ASKING for t in sent)
                if opens and low in lexicon.ROLES and (judged or any(
                        c.dep_ == "nsubj" and c.lower_ == "i" for c in root.children)
                        and root.tag_ in ("VBP", "VBD", "VBZ") and not any(lemma_of(t) in _ASKING for t in sent)
                        and not any(t.dep_ == "aux" and t.tag_ == "MD" for t in sent)) \
                        and not any(t.lower_ in ("you", "me") for t in sent):
                    # "As a nurse I see this a lot", "Speaking as a charge nurse with 15 years in A&E, that advice
                    # is dangerous", "Speaking as a head of maths, that plan won't work": what one sees as what one
                    # is, no request for an answer's depth
                    said = " ".join(t.text for t in noun.subtree if t.i == noun.i or (
                        t.i < noun.i and t.dep_ in ("compound", "amod") and t.lower_ not in _INSISTING))
                    return [Fact("user", "job_title", _one_role(noun) if _prep(noun, "of") is not None else said)]
    return []


#: Words that only insist a post is truly held ("Speaking as an actual hospice chaplain"): no part of the post.
_INSISTING = frozenset({"actual", "real", "genuine", "proper", "practising", "practicing"})
#: Verbs of wanting or asking, with which "as a doctor, I need ..." frames a request rather than says a job.
_ASKING = framing.WANTS | {"expect", "wish", "ask", "require"}
#: What the people of a place are called, and the place: a word of where one is from ("a Londoner").
_DEMONYMS = {"londoner": "London", "new yorker": "New York", "glaswegian": "Glasgow", "mancunian": "Manchester",
             "liverpudlian": "Liverpool", "scouser": "Liverpool", "brummie": "Birmingham", "geordie": "Newcastle",
             "dubliner": "Dublin", "parisian": "Paris", "berliner": "Berlin", "edinburgher": "Edinburgh",
             "yorkshireman": "Yorkshire", "yorkshirewoman": "Yorkshire", "texan": "Texas", "californian": "California",
             "bostonian": "Boston", "chicagoan": "Chicago", "torontonian": "Toronto", "melburnian": "Melbourne",
             "sydneysider": "Sydney", "aucklander": "Auckland", "capetonian": "Cape Town", "corkonian": "Cork",
             "cornishman": "Cornwall", "cornishwoman": "Cornwall", "bristolian": "Bristol", "leodensian": "Leeds",
             "neapolitan": "Naples", "milanese": "Milan", "madrileño": "Madrid",
             "madrileno": "Madrid", "barcelonan": "Barcelona", "lisboeta": "Lisbon", "viennese": "Vienna",
             "muscovite": "Moscow", "angeleno": "Los Angeles"}


def _decided(sent: Span) -> list[Fact]:
    """What a decision settles, so the next decision on it supersedes this one (the team's, or the user's)."""
    settled = decision_triple(sent.text)
    if settled is None:
        return []
    attribute, value = settled
    if attribute in ("children_count", "age") and not re.search(r"\d", spelled_numbers(value)):
        return []  # ("Switching the kids to the NHS dentist": no count of children)
    team = any(t.lower_ in ("we", "us", "our", "let's") for t in sent) or not any(t.lower_ == "i" for t in sent)
    retracts = value.lower().startswith("not ")
    return [Fact("team" if team else "user", attribute, value, Kind.DECISION, retracts=retracts)]


def _untyped(sent: Span, text: str) -> tuple[list[Candidate], str]:
    """A statement nothing above could type: kept as a low-importance episode (searchable, below what
    recall serves first), never dropped."""
    if len(_words(sent)) < 2 or not any(t.pos_ in ("VERB", "AUX", "NOUN", "PROPN", "ADJ", "NUM") for t in sent):
        return [], "no lasting signal"
    if _how_the_team_is(sent):
        return [_candidate(text, Kind.FACT, None, confidence=0.9, reason=_REASONS[Kind.FACT])], ""
    kind = Kind.FACT if _a_state_now(sent) else Kind.EPISODE
    return [Candidate(text, kind, topic_of(sent.text), UNTYPED_IMPORTANCE, 0.7, None, None, None,
                      reason=_UNTYPED)], ""


def _a_state_now(sent: Span) -> bool:
    """Whether an untyped statement says how things are now rather than what happened: its main verb in the present
    ("My grandma doesn't use a smartphone", "We milk 180 Holsteins on the family farm", "Our choir's fifty-odd
    voices"), with no time it happened at and nothing planned. What happened ("My father passed away in 2019") is
    an episode."""
    root = sent.root
    if question(sent) or root.pos_ not in ("VERB", "AUX") or root.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass") and (c.tag_ in ("VBD", "MD") or c.lower_ in ("'ll", "will", "gon", "going"))
           for c in root.children) or root.lower_ in ("'ve", "have", "has") and root.dep_ == "aux":
        return False
    return not dated(sent) and not any(t.tag_ in ("VBD",) and t.head == root and t.dep_ in ("ccomp", "conj")
                                            for t in sent)


#: Words for a place of work a team is ("our base at Stansted", "the depot", "the practice").
_WORKPLACES = frozenset({"base", "depot", "practice", "office", "site", "branch", "plant", "factory", "warehouse",
                         "studio", "lab", "clinic", "surgery", "station", "yard", "store", "school", "ward", "salon",
                         "cafe", "café", "bakery", "garage", "restaurant", "pub", "agency", "charity", "consultancy",
                         "farm", "nursery", "hotel", "kitchen", "workshop", "mill", "brewery", "newsroom", "a&e",
                         "ed", "unit", "centre", "center", "hospital", "library", "museum", "gym", "pool", "club",
                         "church", "parish", "vineyard", "winery", "cinema", "theatre", "theater", "zoo", "mine",
                         "planetarium", "observatory", "aquarium", "kennels", "parlour", "dojo",
                         "dealership", "showroom", "hospice", "home", "academy", "trust", "council", "firm",
                         "chambers", "set", "surgery", "pharmacy", "garden", "chain", "franchise", "co-op",
                         "cooperative", "partnership", "hall", "rink", "alley", "lanes", "range", "track", "market",
                         "stables", "shop", "bindery", "forge", "stall", "arena", "circuit", "marina", "lido",
                         "boatyard", "allotment", "hatchery", "dairy", "orchard", "quarry", "kiln", "tannery",
                         "distillery", "switchboard", "stoneyard", "sawmill", "butchery", "bureau", "launderette",
                         "room", "chippy", "deli", "café", "canteen", "kitchens", "signalbox", "box", "lifeboat",
                         "laundrette", "laundromat", "takeaway", "bistro", "diner", "tearoom", "tearooms", "barbershop",
                         "boutique", "bookshop", "newsagents"})
#: A place of work or a firm's site, by its common noun (what :func:`_workplace_town` reads a town of).
_WORK_SITES = _WORKPLACES | _SITES
#: What a team, firm or workplace the speaker belongs to is called.
#: Bodies of people one works or serves in, beside the teams, firms and workplaces: "our sanctuary", "the gang".
_OUTFITS = frozenset({"gang", "crew", "band", "choir", "sanctuary", "service", "laundry", "tower", "outfit", "unit", "staff",
                      "agency", "charity", "club", "co-op", "cooperative", "collective", "rota", "round", "patrol",
                      "hostel", "society", "ferry", "observatory", "brigade", "lodge", "guild", "troupe", "squad",
                      "station"})
_TEAM_PLACES = _TEAM_WORDS | _COMPANY_WORDS | _WORKPLACES | _OUTFITS


def _hyphened_word(token: Token) -> str:
    """``token`` in lower case, whole where the tokenizer split a hyphened word it ends ("co-op": "op")."""
    doc = token.doc
    if token.i >= 2 and doc[token.i - 1].text == "-" and not doc[token.i - 1].whitespace_ \
            and not doc[token.i - 2].whitespace_:
        return doc[token.i - 2: token.i + 1].text.lower()
    return token.lower_


#: Endings of a word for a business or a place of work no list need name ("cattery", "roastery", "helpdesk").
_BUSINESS_ENDINGS = ("ery", "desk", "wash", "shop", "works", "line", "centre", "center", "yard", "hall", "room", "rooms")


def _business_word(low: str) -> bool:
    """Whether the lower-case word ``low`` names a team, a firm or a place of work: one a list knows
    (:data:`_TEAM_PLACES`), or one shaped like a business ("cattery", "roastery", "helpdesk", "car wash")."""
    return low in _TEAM_PLACES or len(low) > 4 and low.endswith(_BUSINESS_ENDINGS) and low not in _NOT_BUSINESSES


#: Words with a business's ending that name none ("every", "mystery", "battery", "surgery" is one and listed).
_NOT_BUSINESSES = frozenset({"every", "mystery", "battery", "lottery", "misery", "history", "memory", "story",
                             "theory", "category", "victory", "factory", "delivery", "recovery", "discovery",
                             "machinery", "jewellery", "jewelry", "pottery", "surgery", "gallery", "cutlery",
                             "headline", "deadline", "timeline", "online", "guideline", "bedroom", "classroom"})


def _how_the_team_is(sent: Span) -> bool:
    """Whether ``sent`` says how the speaker's team, firm or workplace is, in the present ("Our team looks after
    1,200 homes", "We're a six-chair practice", "The firm runs forty artics out of Teesport", "Our base at
    Stansted has over 300 cabin crew now", "Our surgery's got four vets", "Our call centre's KPI is ninety
    percent", "Our station's launched forty-one times this year, that's a record"): a fact about the team, however
    its words are typed."""
    if question(sent):
        return False
    root = sent.root
    return any(_team_clause(verb) for verb in [root, *(c for c in root.children if c.dep_ == "ccomp" and c.i < root.i)])


def _team_clause(verb: Token) -> bool:
    """:func:`_how_the_team_is` for one clause, whose verb is ``verb``."""
    having = any(c.dep_ in ("aux", "auxpass") and c.lower_ in ("'s", "has", "have", "'ve") for c in verb.children)
    perfect = verb.tag_ == "VBN" and having  # "The garden centre's been family-run since 1974"
    got = lemma_of(verb) == "get" and verb.tag_ in ("VBD", "VBN") and having or lemma_of(verb) == "get" and any(
        c.dep_ == "nsubj" and c.i + 1 < verb.i and c.doc[c.i + 1].lower_ == "'s" for c in verb.children)
    # ("The switchboard's staffed by eleven operators": how it is, said in the passive)
    staffed = verb.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.lower_ in ("is", "are", "'s", "'re")
                                         for c in verb.children)
    if verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in ("VBZ", "VBP") and not perfect and not got and not staffed \
            or _negated(verb):
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    if subject.lower_ == "we":  # "We're a six-chair practice", "We're a family-run cattery": what the team is
        return lemma_of(verb) == "be" and any(c.dep_ == "attr" and _business_word(c.lower_) for c in verb.children)
    holder = next((c for c in subject.children if c.dep_ == "poss" and c.pos_ == "NOUN"), None)
    place = holder if holder is not None and _business_word(holder.lower_) else subject
    owned = any(c.dep_ == "poss" and c.lower_ == "our" or c.dep_ == "det" and c.lower_ == "the"
                for c in place.children)
    looks = lemma_of(verb) == "look" and _prep(verb, "after") is None  # ("the team looks shattered")
    # ("Our sanctuary's got 112 donkeys at the moment", "about 900 kilos a week": a count of what the place holds or
    # does is how it is, whatever moment it is said at)
    counted = any(g.dep_ == "nummod" or g.like_num for c in verb.children if c.dep_ in ("dobj", "attr")
                  for t in (c, *c.conjuncts) for g in t.children) or bool(measures(verb.sent.text))
    return owned and _business_word(_hyphened_word(place)) and not looks \
        and lemma_of(verb) not in ("feel", "seem") \
        and (counted or not re.search(r"\b(?:this (?:week|morning|afternoon|evening)|today|tonight|right now|"
                                      r"at the moment)\b", verb.sent.text, re.IGNORECASE))  # ("the team is on fire
    # this week": a mood)


_CHANGE_VERBS = frozenset({"switch", "migrate", "move", "change", "replace", "trade", "return", "revert",
                           "relocate", "swap", "transfer", "upgrade", "downgrade", "convert", "exchange", "shift",
                           "post", "rotate", "reassign", "redeploy"})


#: A stretch of time said "from ... to ...": months, days, hours, seasons ("from April to September", "from 9 to 5").
_TIME = rf"(?:(?:{MONTH_WORDS}|(?:{DAY_WORDS})s?|spring|summer|autumn|fall|winter|\d{{1,2}}(?:[:.]\d\d)?\s*(?:am|pm)?|" \
    rf"(?:mid|early|late)[- ]\w+|noon|midday|midnight|dawn|dusk)\b)"
_TIME_SPAN = re.compile(rf"\bfrom (?:the )?{_TIME}[\w ]{{0,12}}? (?:to|till|until) (?:the )?{_TIME}")


def changes(sent: Span) -> bool:
    """A statement that something is now otherwise: "switched to tea", "migrated from Evernote to Obsidian",
    "back on coffee", "Hetzner instead of AWS" -- a change of state, not a passing event."""
    low = _TIME_SPAN.sub(" ", sent.text.lower())  # ("every 7 days from April to September": when, no change)
    if re.search(r"\b(?:instead of|rather than|back to|back on|back in|back with|back at|no longer)\b|"
                 r"\bfrom \w[\w .'-]* to \w|"
                 r",\s*not\s+(?:the\s+)?\w|\b(?:put|moved|stuck) (?:me|us) (?:on|onto|into|to|over to)\b", low):
        return True  # ("They've put me onto the bakery this month": where the speaker is put, a change)
    return any(lemma_of(t) in _CHANGE_VERBS and t.pos_ == "VERB" for t in sent) or _swapped_for(sent) is not None


#: Words after a post that say it is one's paid work beside a role held elsewhere ("an accountant by day", "a GP
#: the rest of the week", "weekday he is accountant").
_DAY_JOB = re.compile(r"\b(?:by day|the rest of the week|during the week|in the week|on weekdays|weekdays?|day job|"
                      r"for a living|by trade|by profession|full[- ]time)\b", re.IGNORECASE)
#: Words that make a post a second one beside another ("the cathedral organist as well", "a lifeguard an' all").
_SECOND_POST = re.compile(r"\b(?:as well|too|an['’] all|and all|also)\b", re.IGNORECASE)


#: Attributes whose values are named (a school, a post, an employer, a town): an adjective after "is" says
#: how one finds it, not which it is ("My school is great", "My job is boring").
_NAMED_VALUES = frozenset({"school", "job_title", "employer", "home_city", "home_country", "editor", "team", "gym",
                           "bank", "phone", "laptop", "doctor", "dentist", "manager", "landlord", "field_of_study",
                           "university", "college", "church", "club", "band", "course"})


_DEPARTMENT = re.compile(r"(?P<firm>(?:[A-Z][\w'&.-]*\s+)+)(?P<unit>(?:[a-z][\w-]*\s+){1,2}(?:department|dept|team|unit|"
                         r"section|ward|desk|room|workshop|office))")


_NAME_THEN_DAY = re.compile(rf"(?P<name>[A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*)*) (?i:(?:on|from|next|this) (?:(?:{DAY_WORDS})s?|"
                            rf"week|month|(?:{MONTH_WORDS})))\b.*")


def _town_not_firm(sent: Span, facts: list[Fact]) -> list[Fact]:
    """A post held "at" a town's bare name is held there, not for it ("I'm a fishmonger at Whitby", "my dad's the
    harbourmaster at Fishguard"): :func:`credo.llm.places.is_town` (listed, and no English word), said right after
    the post, one word. A name said with "the" or away from the post stays a firm's ("a night porter at the
    Langham", "She works at Zara as a buyer"), and so does a house named for someone ("a nurse at St Mary's")."""
    posts = {f.entity: f.value.split()[-1] for f in facts if f.attribute == "job_title" and not f.retracts and f.value}
    return [replace(f, attribute="work_location") if f.attribute == "employer" and not f.retracts
            and f.entity in posts and f.value.replace("-", "").isalpha() and places.is_town(f.value)
            and re.search(rf"\b{re.escape(posts[f.entity])}\s+at\s+{re.escape(f.value)}\b", sent.text, re.IGNORECASE)
            and not any(o.entity == f.entity and o.attribute == "work_location" for o in facts) else f for f in facts]


def _town_beside_a_firm(candidates: list[Candidate]) -> list[Candidate]:
    """Of two employers one turn gives one person, the one that is a town's bare name (:func:`places.is_town`) is
    where they work: "my cousin dion got into the coastguard!! starts at holyhead on monday" (the coastguard, at
    Holyhead)."""
    held = [c for c in candidates if c.attribute == "employer" and not c.retracts and not c.ended]
    firms: dict[str | None, int] = Counter(c.entity for c in held)  # ("used to work at Arup": ended, no second)
    return [replace(c, attribute="work_location") if c in held and firms[c.entity] > 1
            and places.is_town(c.value or "") else c for c in candidates]


def _firm_of_a_department(facts: list[Fact]) -> list[Fact]:
    """A department said with its firm's name before it ("a wig maker in the Royal Opera House wig department"):
    the firm is whom one works for, the department one's team; never a place called "Royal Opera House wig
    department"."""
    out: list[Fact] = []
    for f in facts:
        found = _DEPARTMENT.fullmatch(f.value or "") if f.attribute in ("work_location", "team") else None
        firm = found.group("firm").strip() if found else ""
        if not found or places.is_town(firm) or is_country(firm) or any(
                g.entity == f.entity and g.attribute == "employer" for g in facts):
            out.append(f)
            continue
        if f.attribute == "team":
            out.append(replace(f, value=found.group("unit")))
        if not any(g.entity == f.entity and g.attribute == "employer" for g in out):
            out.append(replace(f, attribute="employer", value=firm))
    return out


def _a_day_for_a_place(attribute: str | None, value: str | None) -> bool:
    """Whether a day or a date is given as a place one works, studies or lives ("I work nights on Thursdays": no
    employer called "Thursdays")."""
    return attribute in ("employer", "work_location", "school", "home_city") and bool(
        _CALENDAR.fullmatch((value or "").lower()) or when_kind(value or ""))


def _judged_not_named(sent: Span, fact: Fact) -> bool:
    """Whether ``fact`` gives a named attribute (:data:`_NAMED_VALUES`) a bare adjective said of it with "is" ("My
    daughter Maya's school is great": how it is, no school called "great")."""
    if fact.attribute not in _NAMED_VALUES or not fact.value or " " in fact.value.strip() or fact.retracts \
            or fact.attribute == "job_title" and _post_word(fact.value.lower()):
        return False  # ("The job I have is nurse at night": a post, whatever the tagger calls the word)
    said = next((t for t in sent if t.text == fact.value.strip()), None)
    return said is not None and said.tag_ in ("JJ", "JJR", "JJS") and said.dep_ in ("acomp", "attr") \
        and lemma_of(said.head) == "be" and said.text.islower()


def _day_job_first(sent: Span, facts: list[Fact]) -> list[Fact]:
    """Two posts of one person in a sentence, one a role held somewhere and one their work: the work said as such
    ("Our wicketkeeper Ollie is also the club treasurer, and he's an accountant by day", "Our skipper, Bernadette,
    ... she's a GP the rest of the week") comes first, and a post said as a second one ("the director of music ...
    is the cathedral organist as well") last, so that :func:`_unique` keeps the one a person would name as their
    job."""
    held = Counter(f.entity for f in facts if f.attribute == "job_title" and not f.retracts)
    if all(n < 2 for n in held.values()):
        return facts
    low = sent.text.casefold()

    def rank(f: Fact) -> int:
        if f.attribute != "job_title" or held[f.entity] < 2:
            return 1
        at = low.find((f.value or "").casefold())
        if at < 0:
            return 1
        after = low[at + len(f.value or ""): at + len(f.value or "") + 40]
        before = low[max(0, at - 40): at]
        end = re.search(r"[,;.]| and ", after)
        after = after[: end.start()] if end else after
        if _DAY_JOB.search(after) or re.search(r"\bweekdays?\b[^,;.]*$", before):
            return 0
        if _SECOND_POST.search(after) or re.search(r"\b(?:also|too)\b(?: (?:the|a|an))?\s*[\w-]*\s*$", before):
            return 2
        return 1

    return sorted(facts, key=rank)


def _unique(facts: list[Fact]) -> list[Fact]:
    seen: set[tuple[str, str, str]] = set()
    single: set[tuple[str, str]] = set()
    out: list[Fact] = []
    for f in facts:
        if not f.value.strip(" .,;:'\"()"):
            continue  # a value the parse could not read ("Hannah (team lead)") is no value
        key = (f.entity, f.attribute, f.value.lower())
        if key in seen or ((f.entity, f.attribute) in single and f.attribute not in MULTI_VALUED
                           and not (f.until or f.retracts or any(o.until or o.retracts for o in out if
                                                                 (o.entity, o.attribute) == (f.entity, f.attribute)))):
            continue  # a value that ended ("until last December", "used to") and the one after it are both kept
        seen.add(key)
        single.add((f.entity, f.attribute))
        out.append(f)
    return out


# -- the extractor ------------------------------------------------------------------------------------------------


#: A word or two starred on its own, the chat way of correcting a word just typed ("*Edinburgh", "Bailee*").
#: (a word of two letters or more, or a day of the month or a time: "19th*", "*10:30"; never a rating, "5*")
_STARRED_VALUE = r"(?:[^\W\d_][\w'’ -]{1,40}?|(?:\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}[:.]\d\d)[\w'’ -]{0,40}?)"
_STARRED = re.compile(rf"(?:\*\s*(?P<a>{_STARRED_VALUE})|(?P<b>{_STARRED_VALUE})\s*\*)"
                      r"(?:\s*(?:lol|lmao|haha|sorry|oops|my bad|typo|ugh|[^\w\s]))*\s*",  # "Birmingham* lol 🤦"
                      re.IGNORECASE)


@cache
def _first_turn() -> None:
    """What every turn may need, loaded once, on the first: the parser and the place names (never half-way through
    the first turn that names a town)."""
    pipeline()
    places.load()


class Reader:
    """The offline reader: a turn's parse read into candidate memories (see the module docstring).

    Deterministic and offline; the parser and the place names load (and are verified) on the first turn.
    """

    name = "rules"  # what ``[extractor] provider = "rules"`` names; the version tells the reader apart
    version = "reader-1"

    def extract(self, text: str, *, speaker: Source | str = Source.USER) -> Extraction:
        """The candidates ``text`` yields and every span left out, with its reason."""
        said_by = Source.parse(speaker)
        out = Extraction(extractor=self.name, prompt_version=self.version)
        if not text.strip():
            out.skipped.append((text, "blank text"))
            return out
        _first_turn()
        if said_by is not Source.USER:
            read_other(text, said_by, out)
            return out
        starred = _STARRED.fullmatch(text.strip())
        if starred:  # "*Edinburgh": the chat way of putting right a word just typed
            word = starred.group("a") or starred.group("b")
            out.candidates.append(Candidate(f"Correction: {word.strip()}.", Kind.CORRECTION, None,
                                            _IMPORTANCE[Kind.CORRECTION], CORRECTED, None, None, None,
                                            reason=_REASONS[Kind.CORRECTION]))
            return out
        turn = _REVERSAL_ALONE.sub(lambda m: f"{m.group('cue')}, {m.group('next').lower()}", normalise(text))
        doc = read_doc(turn)
        restored = doc.user_data.get("said_again") or text  # a fragment with its "I'm" put back, or as normalised
        swapped, names = stand_ins(doc.text, doc)  # "Raj works at Google": a name read as an adverb
        if names:
            doc = read_doc(swapped)
            doc.user_data["stand_ins"] = names  # (what a rule reading the words says them as: :func:`_as_said`)
        sentences = list(doc.sents)
        memory: dict[str, str] = {}
        pieces = raw_pieces(text)
        for n, sent in enumerate(sentences):
            following = sentences[n + 1] if n + 1 < len(sentences) else None
            raw = raw_sentence(text, pieces, named(sent.text, names))
            candidates, reason = read_sentence(sent, following, turn, memory, raw=raw)
            candidates = _about_them(sent, raw, candidates, memory)
            when = happened(sent)
            out.candidates.extend(named_back(replace(c, happened=when) if when and not (c.happened or c.ended)
                                             and not _price_now(c, sent) else c, names) for c in candidates)
            if reason:
                out.skipped.append((named(sent.text, names), reason))
            greeted = _GREETED_FROM.match(sent.text.strip())
            if greeted is not None:  # ("Greetings from Rothera!": what the message calls "here")
                memory["here"] = greeted.group("place")
            if _only_a_name(sent):  # "Ann? She's our new designer.": "she" is Ann
                memory["said"] = named(sent[0].text, names)
                memory["person"] = normalise_key(memory["said"]) or sent[0].lower_
        phrased = _with_phrases(_frame_turn(out.candidates), restored, turn)
        out.candidates = _one_post_each([_numbers_as_said(_site_as_place(_as_pronouns(c), turn), text)
                                         for c in phrased])
        out.candidates += _rest_of_a_list(out.candidates, text)
        out.candidates = _town_beside_a_firm(out.candidates)
        record = framing.record_owned(turn)
        if record is not None and not any(c.attribute == record[0] and c.entity == "user" for c in out.candidates):
            # ("My badge literally says 'Senior Forecaster', so yes, that's my actual job at the Met Office": the
            # record's value in the turn's words, the firm said with it in its own)
            attribute, value, firm = record
            stated = [Fact("user", attribute, value)] + ([Fact("user", "employer", firm)] if firm else [])
            out.candidates = [c for c in out.candidates if c.confidence > 0.5 and c.attribute
                              and c.attribute != "employer"] + [
                _candidate(turn if n == 0 else _triple_text(f), Kind.FACT, f, confidence=SURE,
                           reason=_REASONS[Kind.FACT]) for n, f in enumerate(stated)]
        wished = _birthday_wish(turn)
        if wished is not None and not any(c.attribute == "age" and c.entity == wished.entity for c in out.candidates):
            # ("HAPPY 30TH SHANNON!!! best mate and ...": the age the one wished a happy birthday turns)
            out.candidates.append(_candidate(_triple_text(wished), Kind.FACT, wished, confidence=SURE,
                                             reason=_REASONS[Kind.FACT]))
        written = framing.own_words(turn)
        if written is not None and not any(c.confidence > 0.5 and c.attribute for c in out.candidates):
            # ("My booking form said 'I am Deaf and my first language is BSL', and they still sat me behind a
            # pillar": the speaker's own words, quoted; what they say is the speaker's, the turn its text)
            said_so = [c for c in self.extract(written).candidates if c.confidence > 0.5 and c.attribute]
            if said_so:
                out.candidates = [replace(c, text=turn) if n == 0 else c for n, c in enumerate(said_so)]
        owned = _diagnosis_owned(turn)
        if owned is not None and not any(c.attribute == "medical_conditions" and c.confidence > 0.5
                                         for c in out.candidates):
            # ("The letter from the clinic says 'diagnosis: Crohn's disease', so yeah, that's me now": the
            # quotation is the record, the words after it the speaker's own, who owns it)
            out.candidates = [c for c in out.candidates if c.confidence > 0.5] + [
                _candidate(turn, Kind.FACT, Fact("user", "medical_conditions", owned), confidence=0.9,
                           reason=_REASONS[Kind.FACT])]
        return out


#: Said of someone else and of the speaker alike, last: "..., same as me", "just like me", "and so am I".
_SAME_AS_ME = re.compile(r"(?:,\s*|\band\s+|\s(?=just|exactly))(?:(?:just|exactly|the)\s+)?(?:same as|like)\s+(?:me|myself|I am|I do)\b|"
                         r"\b(?:and|as)\s+(?:so\s+)?(?:am|do)\s+I\b|,\s*(?:me too|me as well|as am I)\b", re.IGNORECASE)
#: What one may share with someone else by being so oneself: a condition, a diet, a tongue, a pastime, a faith.
_SHARED_WITH_ME = frozenset({"allergies", "diet", "medical_conditions", "spoken_languages", "hobbies", "religion",
                             "origin", "dietary_restrictions", "intolerances", "home_city", "home_country",
                             "employer"})
#: What a person's own name may be the value of.
_OWN_NAMES = frozenset({"name", "full_name", "preferred_name", "nickname", "maiden_name", "named_after"})


#: A birthday wished by the age turned: "Happy 40th birthday Dave!", "HAPPY 30TH SHANNON", "Happy 21st to my
#: nephew Sam", "happy 50th to me".
_BIRTHDAY_WISH = re.compile(r"^\W*happy\s+(?P<n>\d{1,3})(?:st|nd|rd|th)\b(?:\s+birthday)?\s*,?\s*(?:to\s+)?"
                            r"(?:(?P<me>me)\b|(?:(?:my|our)\s+(?P<kin>[a-z-]+)\s*,?\s*)?(?P<name>[a-z][a-z'-]+)?)",
                            re.IGNORECASE)


def _birthday_wish(turn: str) -> Fact | None:
    """The age someone turns, from a birthday wished by it (:data:`_BIRTHDAY_WISH`): theirs by name, by relation, or
    the speaker's ("to me"); None where it names no one."""
    found = _BIRTHDAY_WISH.match(turn)
    if found is None or not 1 <= int(found.group("n")) <= 110:
        return None
    if found.group("me"):
        return Fact("user", "age", found.group("n"))
    name = found.group("name") or ""
    kin = found.group("kin")
    if name and name[:1].isupper() and name.lower() not in ("to", "and", "from", "you", "mate", "everyone", "all",
                                                            "birthday", "anniversary", "love", "babe", "hun"):
        return Fact(_person_key(name.capitalize()), "age", found.group("n"))
    if kin and lexicon.is_kin(kin.lower()) and found.group("n") is not None:
        return Fact(normalise_key(lexicon.relation_key(kin.lower())) or kin.lower(), "age", found.group("n"))
    return None


def _numbers_as_said(candidate: Candidate, said: str) -> Candidate:
    """``candidate`` with its text's numbers in the words the speaker spelled them in: the parser reads "twelve
    dollars" as "12 dollars" (:func:`spelled_numbers`), but what is kept is what was said, so that "twelve" is
    found again; the value keeps its digits, as values are compared."""
    def back(found: re.Match[str]) -> str:
        digits = found.group(0)
        return digits if re.search(rf"(?<!\d){digits}(?!\d)", said) else number_as_said(said, digits) or digits

    text = re.sub(r"(?<![\d.,:])\d{2,}(?!\d|[.,:]\d)", back, candidate.text)
    return replace(candidate, text=text) if text != candidate.text else candidate


#: A diagnosis quoted, and the speaker's own words after it that own it: "says 'diagnosis: Crohn's disease', so yeah,
#: that's me now", "My GP said 'you've got type 2 diabetes', so it's official".
_QUOTED_DIAGNOSIS = re.compile(
    r"[\"'‘“](?:[^\"'‘’“”]*?\b)?(?:diagnosis|diagnosed with|you(?:'ve| have)(?: got)?|it's|it is)\s*:?\s*"
    r"(?P<condition>[A-Za-z][\w'’ -]{2,40}?)[.!]?[\"'’”]\s*,?\s*(?:so\s+)?(?:(?:yes|yeah|yep|aye)\s*,?\s*)?"
    r"(?:that's me(?: now)?|it's official|that's official|i've got it|i have it|there you go|so there we are)\b",
    re.IGNORECASE)


def _diagnosis_owned(turn: str) -> str | None:
    """The condition a quoted diagnosis names, when the speaker's own words after it own it; None otherwise (a
    word that names no condition, or no words of the speaker's that own it)."""
    found = _QUOTED_DIAGNOSIS.search(turn.replace("’", "'"))
    if found is None:
        return None
    condition = found.group("condition").strip()
    return condition if attribute_for_value(condition) == "medical_conditions" \
        or attribute_for_value(condition.split()[-1]) == "medical_conditions" \
        or condition.lower().split()[-1] in ("disease", "syndrome", "disorder", "diabetes", "cancer") else None


#: Words that put the speaker in a sentence as typed.
_SPEAKER = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|im|ive|me|myself|we|we're|we've|us)\b", re.IGNORECASE)
#: Attributes that say who someone is to the speaker: the speaker's own, whoever the sentence is about.
_TIES = frozenset(lexicon.RELATION_ATTRIBUTE.values()) | {r.replace("-", "_") for r in lexicon.RELATIONS}


#: A person introduced after a label and a colon: "new starter: Ifeoma.", "On call this week: Dev Patel."
_LABEL_NAME = re.compile(r"^\W*(?P<what>[\w' -]{2,40}?)\s*:\s*(?P<name>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\W*$")


def _theirs(candidate: Candidate, key: str, name: str) -> Candidate:
    """A candidate read as the speaker's, filed under the person ``key`` it is about and written with their name."""
    return replace(candidate, entity=key, text=re.sub(r"^User(?=['’ ])", name, candidate.text))


def _about_them(sent: Span, raw: str, candidates: list[Candidate], memory: dict[str, str]) -> list[Candidate]:
    """Facts of a sentence that leaves its subject out, after one about a person by name, are that person's
    ("Hannah from the claims team. Vegan.", "Pierrick moved back to Brest. Works as a sailmaker there now."), not the
    speaker's, unless the sentence puts the speaker in it. Remembers whom a sentence is about for the next one."""
    labelled = _LABEL_NAME.match(sent.text)
    if labelled is not None and not english(labelled.group("name").split()[0]):
        # "new starter: Ifeoma.": a person introduced by what they are, and what follows is about them
        memory["about"], memory["about_name"] = normalise_key(labelled.group("name")) or "", labelled.group("name")
        return [_theirs(c, memory["about"], labelled.group("name")) if c.entity == "user" and c.attribute == "job_title"
                else c for c in candidates
                if not (c.entity == "user" and c.attribute and c.attribute != "job_title" and c.attribute not in _TIES)]
    about, said = memory.get("about"), memory.get("about_name")
    if about and said and not _SPEAKER.search(raw):
        candidates = [_theirs(c, about, said) if c.entity == "user" and c.attribute and c.attribute not in _TIES
                      else c for c in candidates]
    people = {c.entity for c in candidates if c.entity not in (None, "user", "team", "company")}
    opener = next((t for t in sent if not t.is_punct), None)
    if _SPEAKER.search(raw) or len(people) > 1:
        memory.pop("about", None)
    elif len(people) == 1:
        memory["about"] = str(next(iter(people)))
        memory["about_name"] = next((_full_name(t) for t in sent if t.tag_ in ("NNP", "NNPS")
                                     and normalise_key(_full_name(t)) == memory["about"]), memory["about"].title())
    elif opener is not None and opener.tag_ == "NNP" and (opener.ent_type_ == "PERSON" or not english(opener.text)) \
            and not any(t.pos_ in ("VERB", "AUX") for t in sent) and normalise_key(_full_name(opener)):
        # "Hannah from the claims team.": a person named, what follows is about her
        memory["about"], memory["about_name"] = normalise_key(_full_name(opener)) or "", _full_name(opener)
    return candidates


#: The last words of a named place that is a site, never a firm: "at Whitty Street", "at Prestwick Airport",
#: "ski patroller at Nevis Range".
_SITE_NAMES = re.compile(r"(?:^|\s)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+(?:Street|St|Road|Rd|Lane|Avenue|Ave|Square|"
                         r"Airport|Range|Quay|Wharf|Pier)$")


#: An animal's name said after its kind: "a black lab called Juno", "a rescue greyhound named Bolt".
_PET_CALLED = re.compile(r"\b(?:called|named|name's|named as)\s+(?P<name>[A-Z][a-z'-]+)\b")
#: A doer praised or blamed, no post: "he is very good dancer", "she's a brilliant cook", "a terrible driver".
_DOER_JUDGED = re.compile(r"^(?:(?:very|really|so|such a|quite a|pretty|an?) )*(?:good|great|excellent|bad|terrible|"
                          r"awful|amazing|brilliant|natural|decent|fantastic|lovely|wonderful|fab|rubbish|poor|"
                          r"better|best|worst|nervous|careful|fast|slow|messy|fussy)\s+\w+$", re.IGNORECASE)


#: Words that say a place is gone to or worked on, said before "at" a town: "up at Glenshee", "the yard at Jarrow".
_TOWARDS = r"(?:up|down|doon|out|oot|over|round|along|across|back)"
_SITE_WORDS = r"(?:%s)" % "|".join(sorted(_WORKPLACES | {"tower", "patrol", "pit", "docks", "line"}))


def _site_as_place(candidate: Candidate, turn: str) -> Candidate:
    """An employer that is a named street, airport or range, or a town (:func:`places.is_town`) said as a place one
    goes to or a site is at, is where one works, not whom for ("a tram driver at Whitty Street", "an air traffic
    controller at Prestwick Airport", "a welder doon the yard at Jarrow")."""
    value = candidate.value or ""
    if candidate.attribute != "employer" or not (_SITE_NAMES.search(value) or places.is_town(value) and re.search(
            rf"\b(?:{_TOWARDS}|{_SITE_WORDS})\s+(?:at|in)\s+{re.escape(value)}\b", turn, re.IGNORECASE)):
        return candidate  # ("a welder doon the yard at Jarrow", "up at Glenshee": a town, where one works; "works at
    # Zara", "a nurse at St Mary's", "at the Langham": a firm, whatever town shares its name)
    return replace(candidate, attribute="work_location", text=candidate.text.replace("employer:", "work location:"))


def _one_post_each(candidates: list[Candidate]) -> list[Candidate]:
    """A value said twice in a turn, once only ("I'm a ballet teacher, I teach at Elmhurst" says Elmhurst twice); a
    post said once in full and once by its last word, in full ("ballet teacher", not "teacher" beside it)."""
    posts = [(c.entity, (c.value or "").casefold()) for c in candidates
             if c.attribute == "job_title" and not c.retracts]
    out: list[Candidate] = []
    seen: set[tuple[str | None, str, str, bool]] = set()
    for c in candidates:
        said = (c.entity, (c.value or "").casefold())
        if c.attribute == "job_title" and not c.retracts and any(e == said[0] and v.endswith(f" {said[1]}")
                                                                 for e, v in posts):
            continue
        key = (c.entity, c.attribute or "", said[1], c.retracts)
        if c.attribute and c.value and key in seen:
            continue
        seen.add(key)
        out.append(c)
    return out


#: A sentence that only takes back the decision before ("Reverting that. Backups go to Backblaze B2."): said with
#: the sentence after it, which is the decision made in its place ("Scrap that, backups go to ...").
_REVERSAL_ALONE = re.compile(r"^(?P<cue>\W*(?:(?:ok(?:ay)?|so|right|actually)[,\s]+)?(?:%s))\s*[.!]+\s+(?P<next>[A-Z])"
                             % "|".join(re.escape(r) for r in sorted(REVERSALS, key=len, reverse=True)
                                        if r not in ("never mind", "nevermind")),  # ("Never mind. ...": waved off)
                             re.IGNORECASE)


_PRONOUN_SETS = re.compile(r"(?:she|he|they|ze|xe|it|any)\s*/\s*(?:her|him|them|hers|his|theirs|zir|hir|xem|its|all)"
                           r"(?:\s*/\s*\w+)?", re.IGNORECASE)


def _as_pronouns(candidate: Candidate) -> Candidate:
    """A name one goes by that is a set of pronouns ("fyi I go by they/them") is the pronouns."""
    if candidate.attribute == "preferred_name" and candidate.value and _PRONOUN_SETS.fullmatch(candidate.value.strip()):
        return replace(candidate, attribute="pronouns", kind=Kind.FACT)
    return candidate


#: The phrase rules the reader grew out of, still consulted for first-person wordings the parse
#: does not type yet ("I switched to Arch", "I'm back to working from the office").
_PHRASES = RulesExtractor()
_UNTYPED = UNTYPED


#: The speaker in the first person, anywhere in a sentence.
_FIRST_PERSON = re.compile(r"\b(?i:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|we'll|our|ours|us)\b")
#: A sentence that opens on someone else as its subject: a name or "he"/"she"/"they", then its verb.
_THIRD_PERSON_OPENS = re.compile(r"^\W*(?:(?i:he|she|they)\b|[A-Z][\w'-]+(?: [A-Z][\w'-]+)?(?:'s| is| was| has| had| "
                                 r"will|'ll| works| lives| runs| moved| started| got| left| joined| took| went| quit|"
                                 r" became| landed| began| starts| [a-z]+ed)\b)")


def _with_phrases(parsed: list[Candidate], typed: str, text: str) -> list[Candidate]:
    """The parse's candidates, plus the phrase rules' typed ones (read from ``typed``, the turn as typed, or
    said again with the subject a fragment left out) for what the parse left untyped.

    The parse decides whether anything is kept (a skipped or framed turn stays so); a phrase-rule
    candidate joins only with a value the parse did not already file, and replaces the parse's
    untyped episode for that sentence. The phrase rules run only then: a turn the parse keeps nothing
    of (one in five of the reader set) does not pay for them.
    """
    if not any(c.confidence > framing.LOW_CONFIDENCE for c in parsed):
        return parsed
    phrased = _PHRASES.extract(typed)
    values = {(c.value or "").casefold().removeprefix("not ") for c in parsed if c.value}
    said = [v for v in values if v]
    pairs = {(c.entity, c.attribute) for c in parsed if c.attribute}
    filed = {(c.attribute, c.value.casefold()) for c in parsed if c.attribute and c.value}
    extra = [c for c in phrased.candidates if c.confidence > framing.LOW_CONFIDENCE
             and not _DURATION.fullmatch((c.value or "").strip())  # "a teacher for ten years": no employer
             and not (c.attribute == "age" and (c.value or "").isdigit() and int(c.value or 0) > 120)  # "Locker's 141"
             and (c.attribute == "religion" or not lexicon.faith_of(c.value or ""))  # "are Methodists": no name
             and not (c.attribute == "home_city" and (c.value or "x").lower().split()[-1] in _DWELLINGS)  # "a flat"
             and not (c.attribute == "car" and any(v.endswith(" driver") and word_in(c.value.casefold(), v)
                                                    for v in values if c.value))  # "drive a forklift": the job
             # ("My daughter Maya's school is brilliant": how it is, no school called so; "a nurse" stays a post)
             and not (c.attribute in _NAMED_VALUES and re.fullmatch(r"[a-z]+", c.value or "")
                      and not (c.attribute == "job_title" and _post_word(c.value or "")))
             and not _a_day_for_a_place(c.attribute, c.value)
             and (c.value or "").casefold() not in _PERSONAL_PRONOUNS  # ("She is my line manager": who she is, unsaid)
             # ("I have my hair set every Friday at ten and afterwards I go to ...": a clause, no colour of hair)
             and (len((c.value or "").split()) <= 8 or c.attribute == "address")
             # ("My stepdad's narrowboat is moored at ...", "my mamu is settled in Bradford": how a thing or a person
             # is, said by a past participle, no value of a property the words name)
             and not (c.attribute not in ATTRIBUTES and re.fullmatch(r"[a-z]+ed", c.value or "") is not None
                      and inflected_verb(c.value or ""))
             # ("My father-in-law he is allergic": the phrase rules' "father_in_law_he" names no attribute)
             and not set((c.attribute or "").split("_")) & {"he", "she", "they", "him", "her"}
             and not (c.value and not c.value[:1].isupper() and  # "is pregnant", "are retired teachers": no name
                      {(c.attribute or "").replace("_", "-"), c.attribute or "",
                       (c.attribute or "").removesuffix("s")} & lexicon.RELATIONS)  # ("twins are allergic")
             and not (_DATE_WORDS.fullmatch((c.value or "").strip()) and not re.search(  # "from 2015": no place
                 r"date|day|birthday|anniversary|time|year|month|since|until", c.attribute or ""))
             and ((c.attribute and c.value and c.value.casefold().removeprefix("not ") not in values
                   and not any(word_in(v, c.value.casefold()) for v in said)  # "host the pipeline on AWS"
                   and not any(a.split("@")[0] == c.attribute and word_in(c.value.casefold(), v) for a, v in filed)  # "two dogs"
                   # an attribute that names a value the parse filed is about that value ("my dog Skye is ..."
                   # filed as the pet Skye, not a "dog_skye" of the user's)
                   and not any(word_in(v, c.attribute.replace("_", " ")) for v in said)
                   and (c.entity, c.attribute) not in pairs
                   # the phrase rules key a named relation by both ("uncle_bob"), the parse by the name ("bob")
                   and ((c.entity or "").rpartition("_")[2], c.attribute) not in pairs
                   # ("My dad is diabetic": the phrase rules' "dad" is the parse's "father")
                   and (normalise_key(lexicon.relation_key((c.entity or "").replace("_", "-"))), c.attribute)
                   not in pairs
                   # "rent: due" beside the parse's "rent due date": the phrase rules read less of the same words
                   and not any(e == c.entity and a.startswith(f"{c.attribute}_") for e, a in pairs)
                   # a day said inside the date the parse filed ("on Tuesday the 4th": the date, never also a day
                   # that a correction of the date would leave behind)
                   and not (c.attribute.endswith("_day") and any(
                       a == f"{c.attribute.removesuffix('_day')}_date" and word_in(c.value.casefold(), v)
                       for a, v in filed)))
             or (c.changes_to and not any(word_in(v, c.changes_to.casefold()) for v in said)
                 and not any(p.kind is Kind.DECISION for p in parsed)))]  # (a decision the parse kept says it)
    named = [c.value for c in parsed if c.entity == "user" and c.value and c.value[:1].isupper()
             and (c.attribute in lexicon.RELATIONS or c.attribute in _WORKMATES or c.attribute == "best_friend")]
    if not _FIRST_PERSON.search(typed) and _THIRD_PERSON_OPENS.match(typed) or any(
            re.search(rf"\b{re.escape(name)}(?:'s| is| was| has| had| will|'ll)\b", typed) for name in named):
        # ("Helen is leaving for a job at Google", "Our manager Helen is leaving for a job at Google": the phrase rules
        # read "a job at Google" as anyone's; hers here, the sentence is about her)
        extra = [c for c in extra if c.entity != "user"]
    elif not re.search(r"\b(?:i|i'm|i've|i'd|me|my|mine|myself)\b", typed, re.IGNORECASE) and any(
            c.entity not in (None, "user", "team", "we") for c in parsed if c.attribute):
        # ("Lena Fischer is now our senior horologist, based in the Clerkenwell workshop": only "our" of the
        # speaker, the parse's facts someone else's; "based in" is hers)
        extra = [c for c in extra if c.entity != "user"]
    if not extra:
        return parsed
    extra = [flagged(c, text) for c in extra]
    # ("Gaz is my stepdad": the relation under the key the parse files it by, "stepfather")
    extra = [replace(c, attribute=lexicon.relation_key(c.attribute)) if c.entity == "user" and c.attribute
             and lexicon.is_kin(c.attribute) else c for c in extra]
    # ("Juniper's my guide dog", "Bella is my cat": an animal of the household's, by its name, one of its pets)
    extra = [replace(c, attribute="pets", adds=True) if c.entity == "user" and c.attribute
             and c.attribute.rsplit("_", 1)[-1] in lexicon.PETS and c.value and c.value[:1].isupper()
             and not c.retracts else c for c in extra]
    # a list of values is one memory per value in its own words, as the parse files it (:func:`read_sentence`)
    lists = _lists(extra)
    extra = [replace(c, text=_own_words(c.entity, c.attribute, c.value))
             if c.entity and c.attribute and c.value and lists[(c.entity, c.attribute)] > 1 and not c.retracts else c
             for c in extra]
    plain = [c for c in parsed if not c.attribute and c.kind in (Kind.EPISODE, Kind.CORRECTION, Kind.FACT)]
    if any(c.kind is Kind.CORRECTION for c in plain):  # the parse heard a correction: so is the typed value
        extra = [replace(c, kind=Kind.CORRECTION, confidence=CORRECTED) if c.attribute else c for c in extra]
    kept = [c for c in parsed if c not in plain]
    # a typed value said in the very words of a kept untyped candidate (a routine, a decision) types that
    # candidate, rather than standing beside it as a copy the writer would fold into it
    for c in list(extra):
        twin = next((n for n, k in enumerate(kept) if k.text == c.text and not k.attribute and c.attribute), None)
        if twin is not None:
            kept[twin] = replace(kept[twin], entity=c.entity, attribute=c.attribute, value=c.value,
                                 retracts=c.retracts, adds=c.adds, changes_to=c.changes_to)
            extra.remove(c)
    # a second typed value of a sentence already kept in those words is said in its own ("User plays tennis on
    # Sundays." is the hobby; its day is "User's tennis days: Sundays."), never a second copy of the sentence;
    # a sentence that gives something up for it keeps saying both (the change is one memory's words)
    in_words = {k.text for k in kept if not k.retracts}
    extra = [replace(c, text=_own_words(c.entity, c.attribute, c.value))
             if c.text in in_words and c.entity and c.attribute and c.value and not c.retracts else c for c in extra]
    return kept + extra


#: A stretch of time, never a value of what one is or where: "ten years", "a few months".
_DURATION = re.compile(r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|"
                       r"several|many)\s+)?(?:years?|months?|weeks?|days?|decades?|hours?)", re.IGNORECASE)


def _frame_turn(candidates: list[Candidate]) -> list[Candidate]:
    """A hypothetical, role-play or rhetorical frame frames the turn: "I'm a doctor. Walk me through it" stores no
    doctor. A joke or a quotation frames its own sentence only (:func:`raw_sentence`): "my mum is a spy 😂 I'm
    a pharmacist." keeps the pharmacist."""
    if any(c.reason.endswith("framing") for c in candidates):
        return [c for c in candidates if c.confidence <= framing.LOW_CONFIDENCE]
    return candidates
