"""The reader's rules as guard rails on a model's extraction: one post-processing for every provider.

An LLM extractor's answer passes through :func:`guard` with the offline
reader's extraction of the same turn (:class:`credo.llm.reader.Reader`):

* **framing** -- a turn the reader recognises as hypothetical, role-play,
  rhetorical, sarcastic or a quotation caps every model memory at confidence
  0.3, whatever the model scored it; a speculative plan ("I might move") too;
* **skips** -- a turn the reader skips whole as a pleasantry, a question, a
  request to the assistant or a passing state stores nothing, and says why;
* **nothing lost** -- when the model proposes nothing for a turn the reader
  finds a statement in, the reader's memories are kept;
* **whose fact** -- a model triple filed under the user whose value the reader
  read about someone else ("my sister works at a bakery") moves to that person;
* **one vocabulary** -- attributes and values are canonical
  (:mod:`credo.vocabulary`), a ``not X`` value ``retracts``, and a value of a
  multi-valued attribute said with "also" / "too" / "another" ``adds``;
* **the reader's structure** -- a value both read, which the model filed under
  an attribute of its own making, takes the reader's vocabulary attribute (so
  "hosting" and "host_pipeline" are one belief), and with it the reader's
  reading of time and change (when it began or ended, what it gives up, what it
  adds or takes back); a typed value the reader read and the model left out, or
  left untyped, joins the model's memories, in place of the model's untyped one
  that says it.

>>> from credo.models import Kind
>>> from credo.llm.base import Candidate, Extraction
>>> model = Extraction([Candidate("User is a doctor.", Kind.FACT, None, 0.8, 0.9, "user", "job", "doctor")])
>>> reader = Extraction([Candidate('User used rhetorical framing: "..."', Kind.FACT, None, 0.2, 0.3,
...                                None, None, None, reason="rhetorical framing")])
>>> [c.confidence for c in guard("I'm a doctor, so explain it technically.", model, reader).candidates]
[0.3]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..models import normalise_key
from ..vocabulary import ATTRIBUTES, MULTI_VALUED, canonical_attribute, canonical_value
from .base import LOW_CONFIDENCE, Candidate, Extraction

#: Reasons the reader gives a framed or speculative sentence.
FRAMED = ("hypothetical framing", "roleplay framing", "rhetorical framing", "sarcasm or joke",
          "quotation of someone else", "tentative: considering, not decided")
#: Reasons the reader skips a sentence that the model may not overrule.
SKIPPED = frozenset({"pleasantry", "question", "request to the assistant", "transient state"})
_ADDS = re.compile(r"\b(?:also|too|as well|another|besides|plus)\b", re.IGNORECASE)


def guard(text: str, model: Extraction, reader: Extraction) -> Extraction:
    """``model``'s extraction of ``text`` after the reader's guard rails (see the module docstring)."""
    framed = any(c.reason in FRAMED for c in reader.candidates)
    if not reader.candidates and reader.skipped and all(why in SKIPPED for _, why in reader.skipped):
        dropped = [(c.text, f"guard: the reader read this turn as {reader.skipped[0][1]}") for c in model.candidates]
        return replace(model, candidates=[], skipped=model.skipped + dropped)
    if not model.candidates and any(c.confidence > LOW_CONFIDENCE for c in reader.candidates):
        kept = [replace(c, reason=f"{c.reason} (the reader's: the model proposed nothing)") for c in reader.candidates]
        return replace(model, candidates=kept)
    about_others = {(c.value or "").casefold(): c.entity or "" for c in reader.candidates
                    if c.entity and c.entity != "user" and c.value}
    out = [_checked(c, text, framed, about_others) for c in model.candidates]
    return replace(model, candidates=_structured(out, reader.candidates, framed))


#: What the reader reads of a value's time and change, which a model's answer carries over when both read it.
_READING = ("retracts", "adds", "happened", "ended", "gives_up")


def _bare(value: str | None) -> str:
    return (value or "").casefold().removeprefix("not ").strip()


def _structured(model: list[Candidate], reader: list[Candidate], framed: bool) -> list[Candidate]:
    """The model's candidates with the reader's structure where the model has none (the module docstring's
    "the reader's structure")."""
    typed = [r for r in reader if r.entity and r.attribute and r.value and r.confidence > LOW_CONFIDENCE]
    if framed or not typed:
        return model
    out: list[Candidate] = []
    for c in model:
        twin = next((r for r in typed if c.attribute and _bare(r.value) == _bare(c.value)
                     and r.entity == c.entity), None)
        if twin is not None and twin.attribute != c.attribute and twin.attribute in ATTRIBUTES \
                and c.attribute not in ATTRIBUTES:
            c = replace(c, attribute=twin.attribute, value=canonical_value(twin.attribute, c.value or ""))
        if twin is not None and twin.attribute == c.attribute:
            c = replace(c, **{k: getattr(twin, k) for k in _READING if getattr(twin, k) and not getattr(c, k)})
        out.append(c)
    said = {_bare(c.value) for c in out if c.attribute}
    missed = [r for r in typed if _bare(r.value) not in said]
    if not missed:
        return out
    # the model's untyped memory that says a value the reader typed gives way to the reader's typed one
    untyped = [c for c in out if not c.attribute and any(_bare(r.value) in c.text.casefold() for r in missed)]
    added = [replace(r, reason=f"{r.reason} (the reader's: the model did not type it)".strip()) for r in missed]
    return [c for c in out if c not in untyped] + added


def _checked(c: Candidate, text: str, framed: bool, about_others: dict[str, str]) -> Candidate:
    entity, attribute, value = c.entity, c.attribute, c.value
    confidence, reason = c.confidence, c.reason
    if framed and confidence > LOW_CONFIDENCE:
        confidence, reason = LOW_CONFIDENCE, f"{reason}; capped: the reader reads this turn as framed".lstrip("; ")
    if entity and attribute and value:
        entity = normalise_key(entity) or entity
        if entity in ("user", "the_user", "users") or entity.startswith("user_"):
            entity = about_others.get(value.casefold()) or ("user" if entity in ("user", "the_user", "users")
                                                             else entity.removeprefix("user_"))
        attribute = canonical_attribute(attribute)
        value = canonical_value(attribute, value)
    return flagged(replace(c, entity=entity, attribute=attribute, value=value, confidence=confidence,
                           reason=reason), text)


def flagged(c: Candidate, text: str) -> Candidate:
    """``c`` with ``retracts`` set for a "not X" value and ``adds`` for a multi-valued one said with "also".

    >>> from credo.models import Kind
    >>> c = Candidate("User is also allergic to shellfish.", Kind.FACT, None, 0.8, 0.9, "user", "allergies", "shellfish")
    >>> flagged(c, c.text).adds
    True
    """
    if not (c.attribute and c.value):
        return c
    retracts = c.retracts or c.value.lower().startswith("not ")
    adds = c.adds or bool(c.attribute in MULTI_VALUED and _ADDS.search(text) and not retracts)
    return c if (retracts, adds) == (c.retracts, c.adds) else replace(c, retracts=retracts, adds=adds)
