"""Who a memory is about: the person keys of the blind benchmark (issue 21).

The reader set (tests/data/reader_utterances.jsonl) and the blind belief
scenarios (bench/beliefs_blind.py) label every fact with the entity it is
about, by one convention:

* ``user`` -- the speaker;
* ``team`` -- "we" / "our team" at work; ``company`` -- "our company", "the
  board"; a named group by its name ("marketing team"). Household "we" ("we
  live in Lyon", "we have a dog") is the user;
* a named person -- the name as said, lower case, without a title
  ("Ann" -> ``ann``, "Mr Ferreira" -> ``ferreira``);
* an unnamed person -- the relation word, singular, with informal words made
  standard ("my mum" -> ``mother``, "my boss" -> ``manager``, "hubby" ->
  ``husband``, "my kid" -> ``child``).

A fact naming someone together with their relation ("my sister Jade lives in
Perth", "my wife is Ana") is about the named person (``jade``), and the
relation itself is a fact about the user whose attribute is the relation word
(``user.sister = Jade``; wife / husband / partner are ``spouse``).

A predicted entity matches a labelled one when both reduce to the same key, or
when the prediction only adds relation words to the labelled name
("wife_ana", "user's sister" and "brother ben" match ``ana``, ``sister`` and
``ben``). The user, the team and the company match only themselves.

>>> person_key("User's Mum"), person_key("Mr. Ferreira"), person_key("our team"), person_key("we")
('mother', 'ferreira', 'team', 'team')
>>> same_person("wife_ana", "ana"), same_person("user_sister", "sister"), same_person("user", "ann")
(True, True, False)
>>> same_person("boss", "manager"), same_person("ann", "anna")
(True, False)
"""

from __future__ import annotations

import re

#: Informal or variant words for a relation, and the key each stands for.
RELATION_ALIASES = {
    "mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother", "mama": "mother", "ma": "mother",
    "dad": "father", "daddy": "father", "papa": "father", "hubby": "husband", "wifey": "wife",
    "grandma": "grandmother", "granny": "grandmother", "nan": "grandmother", "nana": "grandmother",
    "grandpa": "grandfather", "grandad": "grandfather", "granddad": "grandfather", "gramps": "grandfather",
    "bf": "boyfriend", "gf": "girlfriend", "boss": "manager", "kid": "child", "kiddo": "child",
    "coworker": "colleague", "workmate": "colleague", "neighbor": "neighbour", "roomie": "roommate",
    "bestie": "best friend", "bff": "best friend", "best mate": "best friend", "sis": "sister", "bro": "brother",
    "mother-in-law": "mother in law", "father-in-law": "father in law", "kids": "child", "children": "child",
    "sons": "son", "daughters": "daughter",
}
#: Words that name a relation or a role rather than a person; a prediction may add them to a name.
RELATION_WORDS = frozenset({
    "wife", "husband", "partner", "spouse", "mother", "father", "parent", "sister", "brother", "sibling", "son",
    "daughter", "child", "manager", "colleague", "friend", "best", "cousin", "aunt", "uncle", "nephew", "niece",
    "grandmother", "grandfather", "boyfriend", "girlfriend", "roommate", "flatmate", "neighbour", "stepson",
    "stepdaughter", "in", "law", "ex", "twin", "little", "older", "younger", "oldest", "youngest", "cofounder",
    "business", "intern", "client", "landlord", "nanny", "mentee", "report", "lead", "godmother", "of",
})
TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir"})
_DROP = frozenset({"the", "my", "our", "user", "users", "speaker"})
_TEAM = frozenset({"we", "us", "team", "our team", "the team"})
_USER = frozenset({"user", "i", "me", "myself", "the user", "speaker"})


def person_key(entity: str | None) -> str:
    """The convention's key for an entity as written by a label or an extractor ("" for none)."""
    if not entity:
        return ""
    text = str(entity).lower().replace("'s ", " ").replace("’s ", " ")
    text = " ".join(re.sub(r"[_\-.,:;!?()'\"’]", " ", text).split())
    if text in _USER:
        return "user"
    if text in _TEAM:
        return "team"
    if text in ("company", "our company", "the company"):
        return "company"
    text = RELATION_ALIASES.get(text, text)
    words = [w for w in text.split() if w not in TITLES]
    if len(words) > 1 or (words and words[0] not in _DROP):
        kept = [w for w in words if w not in _DROP] or words
    else:
        kept = words
    words = " ".join(RELATION_ALIASES.get(w, w) for w in kept).split()
    return " ".join(words)


def same_person(predicted: str | None, gold: str | None) -> bool:
    """Whether ``predicted`` names the person the label ``gold`` names (see the module's convention)."""
    p, g = person_key(predicted), person_key(gold)
    if not p or not g:
        return False
    if p == g:
        return True
    if g in ("user", "team", "company") or p in ("user", "team", "company"):
        return False
    ps, gs = set(p.split()), set(g.split())
    return gs <= ps and (ps - gs) <= RELATION_WORDS
