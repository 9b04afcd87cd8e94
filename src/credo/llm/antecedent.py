"""Who "she", "he" or "they" is when the turn itself does not say.

The reader resolves a pronoun inside a turn ("Ann? She's our new designer."). A turn that opens on a
pronoun with nobody named before it ("She's moved schools, she's at Oakwood Academy since September", months
after "My daughter goes to Hillside Primary") is about someone the user spoke of earlier. The write path
(:func:`credo.write.remember_turns`) hands in the people the user's memories are about, each with the
attributes already held for them; the turn is read again once for each person the pronoun can stand for
(never a "she" for a brother, and "they" only for a group: parents, kids), and the reading is kept only when
exactly one person fits:

* the only person for whom the reading types a fact of an attribute already held for them (the daughter has
  a school, so "she's at Oakwood Academy" is her new school), or
* the only person the pronoun can stand for at all, when the reading types a fact about them.

Otherwise the turn stays as read: an untyped statement, kept and searchable, never filed under a guess.

>>> compatible("she", "daughter"), compatible("she", "brother"), compatible("they", "parents")
(True, False, True)
>>> refer("best_friend"), refer("omar")
('my best friend', 'Omar')
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from . import lexicon
from .base import Extraction, Extractor

#: A pronoun standing for someone, opening what the reader kept untyped.
OPENING = re.compile(r"^(?:She|He|They)\b")
_PRONOUN = re.compile(r"(?<![\w'’])(she|he|they)(?![\w])", re.IGNORECASE)
#: Groups a "they" stands for.
GROUPS = frozenset({"parents", "kids", "children", "grandparents", "in-laws", "twins", "folks", "neighbours"})
#: The most people a turn is read again for.
MAX_PEOPLE = 4


def unresolved(extraction: Extraction) -> bool:
    """Whether the reader kept something untyped that opens on a pronoun nobody in the turn stands for."""
    return any(c.entity is None and OPENING.match(c.text) for c in extraction.candidates)


def compatible(pronoun: str, entity: str) -> bool:
    """Whether ``pronoun`` can stand for the person ``entity`` names (a relation or a name)."""
    word = lexicon.relation_key(entity.replace("_", " ").split()[-1])
    low = pronoun.lower()
    if low == "they":
        return word in GROUPS
    if word in GROUPS:
        return False
    return word not in (lexicon.MALE if low == "she" else lexicon.FEMALE)


def refer(entity: str) -> str:
    """How the user would name the person: "my daughter" for a relation, "Omar" for a name."""
    words = entity.replace("_", " ")
    return f"my {words}" if lexicon.relation_key(words.split()[-1]) in lexicon.RELATIONS | GROUPS else words.title()


def _spelled(rest: str) -> str:
    """The verb a pronoun's contraction stood for, written out for the name put in its place: "'s moved" is
    "has moved", "'s at" is "is at", "'re" is "are" ("my daughter's moved" would read as her move)."""
    contracted = re.match(r"['’](s|re|ll|ve)\b\s*(\w*)", rest)
    if contracted is None:
        return rest
    short, following = contracted.group(1), contracted.group(2).lower()
    done = following.endswith(("ed", "en")) or following in ("got", "been", "gone", "left", "had", "made", "lost",
                                                              "found", "quit", "run", "won", "begun")
    verb = {"s": " has" if done else " is", "re": " are", "ll": " will", "ve": " have"}[short]
    return verb + rest[len(short) + 1:]


def read_again(extractor: Extractor, text: str, speaker: object, people: Mapping[str, set[str]]) -> Extraction | None:
    """``text`` read with its first pronoun standing for the one person it fits (see the module docstring),
    or None when no one person does. ``people``: entity -> attributes held, most recently spoken of first."""
    found = _PRONOUN.search(text)
    if found is None:
        return None
    fits = [e for e in people if compatible(found.group(1), e)][:MAX_PEOPLE]
    opens = found.start() == 0 or re.search(r"[.!?]\s*$", text[:found.start()]) is not None
    reads: dict[str, tuple[Extraction, bool]] = {}
    for entity in fits:
        name = refer(entity)
        said = text[:found.start()] + (name[:1].upper() + name[1:] if opens else name) + _spelled(text[found.end():])
        again = extractor.extract(said, speaker=speaker)  # type: ignore[arg-type]
        typed = [c for c in again.candidates if c.entity == entity and c.attribute]
        if typed:
            reads[entity] = (again, any(c.attribute in people[entity] for c in typed))
    known = [e for e, (_, held) in reads.items() if held]
    if len(known) == 1:
        return reads[known[0]][0]
    if len(fits) == 1 and len(reads) == 1:
        return next(iter(reads.values()))[0]
    return None
