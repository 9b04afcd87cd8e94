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
* **the reader's structure** -- a value both read (equal, one the other's
  start, or the reader's inside the model's wording) takes the reader's
  attribute, value, owner and kind (so "hosting" and "host_pipeline" are one
  belief), keeping the model's attribute only where it is the vocabulary's and
  the reader's is not, and with it the reader's reading of time and change
  (when it began or ended, what it gives up, what it adds or takes back); an
  attribute of the model's own making for a sentence the reader typed otherwise
  gives way, and for one the reader kept in its words, or left for the writer
  to name (a change to a named value, a decision taken back), is the reader's;
  a correction the model read as a new fact is the reader's correction; a
  typed value the reader read and the model left out, or left untyped, joins
  the model's memories, in place of the model's untyped one that says it;
* **nothing invented** -- a value the turn never says ("job_title: runner" for
  "I've decided to do the Berlin marathon") is the model's inference and is
  kept as no belief, and a memory that says nothing the turn says is dropped,
  listed in ``skipped`` with why.

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
from typing import Any

from ..models import Kind, normalise_key
from ..vocabulary import (ATTRIBUTES, MULTI_VALUED, canonical_attribute, canonical_value, corrected_value,
                          reverses)
from .base import LOW_CONFIDENCE, Candidate, Extraction

#: Reasons the reader gives a framed or speculative sentence.
FRAMED = ("hypothetical framing", "roleplay framing", "rhetorical framing", "sarcasm or joke",
          "quotation of someone else", "tentative: considering, not decided")
#: Reasons the reader skips a sentence that the model may not overrule.
SKIPPED = frozenset({"pleasantry", "question", "request to the assistant", "transient state", "about the conversation"})
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
    kept, dropped = _structured(text, out, reader.candidates, framed)
    return replace(model, candidates=kept, skipped=model.skipped + dropped)


#: What the reader reads of a value's time and change, which a model's answer carries over when both read it.
_READING = ("retracts", "adds", "happened", "ended", "gives_up")


def _same_owner(reader: Candidate, model: Candidate) -> bool:
    """Both about the same one: the same entity, or the user and their team (a plan "we" made is filed under
    either by one reader or the other)."""
    return reader.entity == model.entity or {reader.entity, model.entity} <= {"user", "team"}


def _same_words(a: str, b: str) -> bool:
    """Whether two renderings of one sentence ("User is on BT now." / "we're on BT now") share most words."""
    words = [{w for w in re.findall(r"[a-z0-9']+", t.casefold()) if len(w) > 2 and w not in ("user", "the")}
             for t in (a, b)]
    return bool(words[0] and words[1]) and len(words[0] & words[1]) / len(words[0] | words[1]) >= 0.5


def _bare(value: str | None) -> str:
    return (value or "").casefold().removeprefix("not ").strip()


def word_in(word: str, text: str) -> bool:
    """``word`` in ``text`` as whole words (no letter, digit, "_" or "-" on either side), without a pattern per
    word (a pattern per value would crowd the regular-expression cache on every turn)."""
    if not word:
        return False
    start = text.find(word)
    while start >= 0:
        end = start + len(word)
        if (start == 0 or not (text[start - 1].isalnum() or text[start - 1] in "_-")) \
                and (end == len(text) or not (text[end].isalnum() or text[end] in "_-")):
            return True
        start = text.find(word, start + 1)
    return False


def _grounded(value: str, text: str) -> bool:
    """Whether a value is said in ``text``: one of its words, or a word of the same stem ("vegetarian" for "veggie"
    is not; "allergies" for "allergic" is), or a number when the text has one."""
    said = re.findall(r"[a-z0-9]+", text.casefold())
    words = [w for w in re.findall(r"[a-z0-9]+", value.casefold()) if w not in ("not", "a", "an", "the")]
    return not words or any(w in said or (len(w) > 3 and any(s[:4] == w[:4] for s in said))
                            or (w.isdigit() and any(s.isdigit() or s in _NUMBER_WORDS for s in said)) for w in words)


_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve".split())


def _structured(text: str, model: list[Candidate], reader: list[Candidate],
                framed: bool) -> tuple[list[Candidate], list[tuple[str, str]]]:
    """The model's candidates with the reader's structure where the model has none (the module docstring's
    "the reader's structure"), and the model's memories dropped, each with why."""
    if framed:
        return model, []
    put_right = [r for r in reader if r.kind is Kind.CORRECTION and not r.attribute]
    value = corrected_value(put_right[0].text) if put_right else None
    if value and not any(word_in(value.casefold(), f"{c.value} {c.text}".casefold()) for c in model):
        # "Sorry, I meant Loughborough, Leicester is where I went to uni": a correction the model read as a new
        # fact, without the value put right, is the reader's correction (the writer applies it to what was said)
        return reader, [(c.text, "guard: the reader read this turn as a correction of another value")
                        for c in model]
    sure = [r for r in reader if r.confidence > LOW_CONFIDENCE]
    typed = [r for r in sure if r.entity and r.attribute and r.value]
    # what the reader leaves for the writer to name: a change to a named value ("we're on BT now": the one
    # provider the user has), a decision taken back ("scrap that, we're going with MySQL")
    pending = [r for r in sure if not r.attribute and (r.now_at or r.changes_to or (
        r.kind is Kind.DECISION and reverses(r.text)))]
    out: list[Candidate] = []
    dropped: list[tuple[str, str]] = []
    for c in model:
        same = next((r for r in sure if _same_words(r.text, c.text)), None)
        held = next((r for r in pending if _same_words(r.text, c.text) or word_in(
            _bare(r.now_at or r.changes_to), f"{c.value} {c.text}".casefold())), None)
        if held is not None:
            out.append(held)  # the writer relates it to what is held, as it would the reader's own
            continue
        if c.attribute and c.value and not _grounded(c.value, text):
            # "job_title: runner" for "I've decided to do the Berlin marathon": a value nobody said is the model's
            # inference, never a belief; the sentence stays as the reader reads it, and a memory that says
            # nothing the turn says ("User prefers Python" for "Email me, don't Slack me") is dropped
            if same is not None and not same.attribute:
                out.append(same)
            elif same is None and _same_words(c.text, text):
                out.append(replace(c, entity=None, attribute=None, value=None, retracts=False, adds=False))
            elif same is None:
                dropped.append((c.text, "guard: the model's memory says nothing the turn says"))
            continue  # (a typed reading of the reader's is added below)
        twin = next((r for r in typed if c.attribute and _same_value(r.value, c.value) and _same_owner(r, c)),
                    None) or next(
            (r for r in typed if c.attribute and _same_owner(r, c) and word_in(_bare(r.value), _bare(c.value))),
            None) or next(
            (r for r in typed if c.attribute and _same_owner(r, c)
             and (c.attribute not in ATTRIBUTES or c.attribute == r.attribute)
             and word_in(_bare(r.value), f"{c.value} {c.text}".casefold())), None)
        if twin is not None:
            # the model's own name for a value the reader filed ("sleeping_habits: midnight" is the reader's
            # "bedtime: midnight"): one name, value, owner and kind, so that later turns meet it; where both
            # name it from the vocabulary the model's name stands, and the reader's kind and owner
            own = twin.attribute not in ATTRIBUTES and c.attribute in ATTRIBUTES and _same_value(twin.value, c.value)
            if not own:
                c = replace(c, attribute=twin.attribute, value=twin.value)
            reading: dict[str, Any] = {k: getattr(twin, k) for k in _READING if getattr(twin, k)}
            # the model's words where it wrote the memory as one ("User prefers ..."), the reader's where it
            # echoed the turn ("I prefer ..."), so two sayings of one thing read alike
            words = c.text if re.match(r"\W*(?:the )?user\b", c.text, re.IGNORECASE) else twin.text
            c = replace(c, text=words, entity=twin.entity, kind=twin.kind, **reading)
        elif c.attribute and c.attribute not in ATTRIBUTES and same is not None:
            # an attribute of the model's own making for a statement the reader kept in its words is left for
            # the writer to relate to what is held (by the names and the topic it shares), as the reader's own
            # would be; one the reader typed otherwise ("exercise: three times a week" for "hobbies: running")
            # is the reader's, added below
            if not same.attribute:
                out.append(same)
            continue
        out.append(c)
    said = [c.value for c in out if c.attribute] + [c.now_at or c.changes_to for c in out if c.now_at or c.changes_to]
    missed = [r for r in typed if not any(_same_value(r.value, v) for v in said)]
    if not missed:
        return out, dropped
    # the model's untyped memory that says a value the reader typed gives way to the reader's typed one
    untyped = [c for c in out if not c.attribute and any(word_in(_bare(r.value), c.text.casefold())
                                                          for r in missed)]
    added = [replace(r, reason=f"{r.reason} (the reader's: the model did not type it)".strip()) for r in missed]
    return [c for c in out if c not in untyped] + added, dropped


def _same_value(a: str | None, b: str | None) -> bool:
    """One value in two spellings: equal, or one the other's start ("Postgres", "PostgreSQL")."""
    a, b = _bare(a), _bare(b)
    return bool(a) and (a == b or (min(len(a), len(b)) >= 5 and (a.startswith(b) or b.startswith(a))))


def _checked(c: Candidate, text: str, framed: bool, about_others: dict[str, str]) -> Candidate:
    entity, attribute, value = c.entity, c.attribute, c.value
    confidence, reason = c.confidence, c.reason
    if framed and confidence > LOW_CONFIDENCE:
        confidence, reason = LOW_CONFIDENCE, f"{reason}; capped: the reader reads this turn as framed".lstrip("; ")
    if entity and attribute and value:
        entity = normalise_key(entity) or entity
        if entity in ("user", "the_user", "users") or re.match(r"users?(?:'s)?_", entity):
            # "user", and "user's_colleague" (someone of the user's): whom the reader read the value about
            entity = about_others.get(value.casefold()) or ("user" if entity in ("user", "the_user", "users")
                                                             else re.sub(r"^users?(?:'s)?_", "", entity))
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
