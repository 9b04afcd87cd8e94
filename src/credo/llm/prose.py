"""A memory's text: what the user said, in the third person, read from the parse.

The stored text must read on its own in a prompt months later ("User lives in
Lyon."), so the speaker's words become the user's: "I" -> "the user", "my" ->
"the user's" (then "their"), and the verb that "I" governed agrees with its new
subject ("I live" -> "the user lives", "I'm" -> "the user is"). Because the
rewrite walks tokens, not characters, "me" inside ``dana.k@proton.me`` or a
"my" inside a quotation of someone else is never touched.

>>> from credo.llm.parse import parse
>>> third_person(parse("I live in Lyon and work at Dell"))          # doctest: +SKIP
'User lives in Lyon and works at Dell.'
"""

from __future__ import annotations

import re
from typing import Any

Span = Any

_IRREGULAR = {"am": "is", "'m": "is", "have": "has", "'ve": "has", "do": "does", "are": "is", "'re": "is",
              "was": "was", "go": "goes"}
_MODALS = frozenset({"can", "could", "will", "would", "shall", "should", "may", "might", "must", "'ll", "'d",
                     "ca", "wo"})


#: Irregular past forms the tagger sometimes reads as a present ("I misspoke"): they do not agree.
_PAST = frozenset("""went was were had did got made took gave said came knew spoke misspoke wrote ate drank
    drove rode ran began sang swam flew grew threw saw met sold told thought bought brought caught taught
    left felt kept slept lost found heard paid sent spent built lent meant quit broke chose froze woke
    forgot understood stood became""".split())


#: Prefixes a past form keeps ("misheard", "mistook", "overslept", "rewrote", "misread").
_PAST_PREFIX = re.compile(r"(?:mis|re|over|under|out|fore|with)(?P<past>\w+)")


def _prefixed_past(low: str) -> bool:
    """Whether ``low`` is an irregular past form with a prefix ("misheard", "misread": a slip said after it)."""
    found = _PAST_PREFIX.fullmatch(low)
    return found is not None and (found.group("past") in _PAST or low == "misread")


def conjugate(verb: str) -> str:
    """The third-person singular present of a first-person verb form.

    >>> conjugate("live"), conjugate("teach"), conjugate("study"), conjugate("have"), conjugate("went")
    ('lives', 'teaches', 'studies', 'has', 'went')
    """
    low = verb.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low in _MODALS or low.endswith("ed") or low in _PAST or _prefixed_past(low):
        return verb
    if re.search(r"(?:s|sh|ch|x|z|o)$", low):
        return verb + "es"
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    return verb + "s"


def verb_read_as_noun(token: Any) -> bool:
    """A verb the tagger took for a noun: a bare singular noun that still heads a preposition or an object
    ("I live in Lyon and *work* at Dell")."""
    return token.tag_ == "NN" and not any(c.dep_ == "det" for c in token.children) \
        and any(c.dep_ in ("prep", "dobj") for c in token.children)


def _agrees_with_i(token: Any) -> bool:
    """Whether ``token`` is the finite verb of a clause whose subject is "I" (or inherits it)."""
    # "I live in Lyon and work at Dell", "I sold the Golf and now drive a Model 3"
    conjoined = (token.tag_ == "VB" or verb_read_as_noun(token)) and token.dep_ == "conj" \
        and token.head.tag_ in ("VBP", "VBD")
    if token.tag_ not in ("VBP",) and token.lower_ not in ("'m", "am", "'ve") and not conjoined:
        return False
    head = token.head if token.dep_ in ("aux", "auxpass") else token
    subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subjects and head.dep_ == "conj":
        subjects = [c for c in head.head.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subjects or subjects[0].lower_ != "i":
        return False
    # only the first verb of the verb group agrees: "I have been", not "I have had"
    group = [c for c in head.children if c.dep_ in ("aux", "auxpass", "neg") and c.i < head.i]
    first = min([head, *group], key=lambda t: t.i)
    return token.i == first.i


def third_person(sent: Span) -> str:
    """``sent`` rewritten about the user (see the module docstring)."""
    out: list[str] = []
    named = False
    hyphened = -1  # the last part of a hyphened verb ("re-wax"), which takes the ending
    for token in sent:
        low, word = token.lower_, token.text
        if token.i == hyphened:
            out.append(conjugate(word) + token.whitespace_)
            continue
        if low == "i":
            word, named = "the user", True
        elif low == "myself" and token.dep_ in ("appos", "npadvmod", "advmod", "dep") \
                and token.head.pos_ in ("NOUN", "PROPN", "ADJ"):
            word = "themselves"  # ("As a nurse myself, I'd say ...": said of the speaker, who is named after it)
        elif low == "me" and token.head.i == token.i + 1 and token.head.pos_ == "NOUN":
            word = "their" if named else "the user's"  # ("does all me tyres", "does me head in": "my", as said)
            named = True
        elif low in ("me", "myself") and not token.like_email:
            # ("..., me and the dog moved in Saturday": "me" a subject, said as one)
            word = ("themselves" if low == "myself" else "them") if named and token.dep_ != "nsubj" else "the user"
            named = True
        elif low == "mine" and (token.dep_ in ("compound", "amod", "nmod") or token.head.i > token.i
                                and token.head.pos_ == "NOUN"):
            pass  # ("a mine electrician", "the mine shaft": the pit, no word of the speaker's)
        elif low in ("my", "mine"):
            word = ("their" if low == "my" else "theirs") if named else "the user's"
            named = True
        elif _agrees_with_i(token) and not token.whitespace_ and token.i + 2 < len(sent.doc) \
                and sent.doc[token.i + 1].text == "-" and not sent.doc[token.i + 1].whitespace_:
            hyphened = token.i + 2  # "I re-wax": "re-waxes"
        elif _agrees_with_i(token):
            spelled = conjugate(low)
            word = (" " + spelled) if low.startswith("'") else spelled
        elif low in ("'ll", "'d", "'m", "am") and token.i > sent.start and sent.doc[token.i - 1].lower_ == "i":
            # ("Monday I'm on breakfast": "I'm" is "the user is" however the parser hung it)
            word = {"'ll": " will", "'d": " would", "'m": " is", "am": "is"}[low]
            if low == "'d" and token.i + 1 < sent.end and sent.doc[token.i + 1].tag_ == "VBN":
                word = " had"  # ("I'd looked at the wrong week": what had been done, not what would be)
        out.append(word + token.whitespace_)
    text = "".join(out).strip().rstrip(".!?;, ")
    if text.lower().startswith("the user"):
        text = "User" + text[len("the user"):]
    return (text[:1].upper() + text[1:] + ".") if text else text


_TOPIC_WORDS = [
    ("tech", r"code|coding|commit\w*|deploy\w*|release|tests?|pytest|python|rust|java|typescript|kotlin|database|"
             r"postgres\w*|sqlite|mysql|servers?|frontend|backend|api|service|framework|fastapi|flask|svelte|vue|"
             r"react|tailwind|kubernetes|aws|hosting|repo|branch|pr|docstrings|emojis|pyproject|changelog|ruff|"
             r"black|ci|hetzner|linux|infra\w*|terraform"),
    ("work", r"job|team|meetings?|boss|manager|client|offsite|sprints?|work|freelance|promo\w*|company|policy|"
             r"refund|code reviews?|payments?|on-call|standup"),
    ("health", r"doctor|allerg\w*|medical|medication|health|sleep|diet|asthma|diabet\w*"),
    ("food", r"food|eat|recipes?|coffee|tea|cook\w*|chef|wine|sommelier|restaurant"),
    ("family", r"wife|husband|kids?|children|son|daughter|family|parents?"),
    ("travel", r"move|moving|moved|trip|travel|flight|visa|relocat\w*"),
    ("education", r"learn\w*|course|degree|study|studying|school|uni|university"),
]
_TOPICS = [(topic, re.compile(rf"\b(?:{words})\b", re.IGNORECASE)) for topic, words in _TOPIC_WORDS]


def topic_of(text: str) -> str | None:
    """The broad topic a text's words suggest (tech, work, health ...), if any.

    >>> topic_of("We deploy on Tuesdays"), topic_of("My son is 9"), topic_of("Nice weather")
    ('tech', 'family', None)
    """
    return next((topic for topic, words in _TOPICS if words.search(text)), None)
