"""Peer cards: what credo believes about an entity, on one card per (user, entity).

engram's dream cycle "generates peer cards for entities with enough data"
(seed 002, step 3). A card is a summary of *belief*, not of everything ever
said: it is built only from the memories recall would serve now (active,
open-ended and valid, confidence >= 0.4, recorded by ``now``; see
:func:`credo.rules.entity_memories`), in sections:

* ``contested``   -- every open conflict on one of the entity's attributes, shown as
  contested ("home city: contested -- 'Paris' or 'London'; ask the user"), never as a fact;
* ``facts``       -- the current value of each attribute (the latest active one; a
  superseded value is history, not belief);
* ``preferences``, ``decisions``, ``procedures`` -- the latest memory of each such attribute, in its own words;
* ``episodes``    -- the :data:`RECENT_EPISODES` latest episodes about or naming the entity.

Every line carries the ids of the memories it came from. Without a model
(``Memory.llm is None``) a card is extractive: its lines are the memories'
own values and texts. With one, the model writes the prose from the
non-contested lines' memories and cites ids per line; a line is kept only if
it cites ids among those memories and is *supported* by them
(:func:`supported`: every content word and number it uses occurs in the cited
memories, and it is negated exactly when one of them is). The contested lines
stay extractive. If no line of the model survives, the card is extractive.
The card records its ``writer`` (``extractive`` or the model's name).

A card is stored (:class:`~credo.store.base.CardStore`) with a fingerprint of
the memories it was built from (ids, versions, statuses, classifications,
sharing) and of the writer meant to write it, so :func:`rebuild_cards` (the
``cards`` job, also step 3 of the dream cycle) rebuilds exactly the cards
whose beliefs changed, builds cards for entities that reached
:data:`MIN_MEMORIES` and removes those of entities that fell below it.
:func:`current_card` does the same for one entity on read. Erasing a memory
deletes every card built from it (the store does it in the erase's own
transaction); the next read or run rebuilds the card from what is left.

Visibility is decided at read, in one place: :func:`visible_card` keeps the
lines every source of which the viewer may see (:func:`credo.visibility.visible`),
and the classification of what it shows is the highest of those lines'.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .. import rules
from ..belief import retracts, stated_value, value_of
from ..errors import CredoError, InvalidInput, NotFound
from ..limits import MAX_NAME_CHARS, check_text
from ..llm.base import Complete
from ..models import CardLine, Classification, Kind, MemoryUnit, PeerCard, Scope, normalise_key
from ..prompts import card as card_prompt
from ..recall import contests
from ..services import Services
from ..store.base import RecallFilter, Store
from ..text import STOP_WORDS, words
from ..visibility import visible
from ..vocabulary import is_multi_valued

#: An entity gets a card once this many of its memories are believed now. Seed 002 says only "enough
#: data"; with one or two memories a card would repeat them line for line, while three is the least
#: that a summary can group (e.g. a fact, a preference and an episode) -- and it matches the
#: minimum group size credo uses elsewhere for a derived memory (``consolidate.PATTERN_MIN``).
MIN_MEMORIES = 3

#: How many of the latest episodes a card lists (the rest stay reachable through recall).
RECENT_EPISODES = 5

#: How many full-text candidates are read when looking for episodes that name the entity.
MENTION_SCAN = 50

#: The card's sections, in the order a card shows them.
SECTIONS = ("contested", "facts", "preferences", "decisions", "procedures", "episodes")

SECTION_OF_KIND: dict[Kind, str] = {
    Kind.FACT: "facts", Kind.CORRECTION: "facts", Kind.PREFERENCE: "preferences", Kind.DECISION: "decisions",
    Kind.PROCEDURE: "procedures", Kind.PATTERN: "procedures", Kind.EPISODE: "episodes",
}

#: The writer of a card without a model.
EXTRACTIVE = "extractive"

#: Words that negate: a line must be negated exactly when one of its sources is (they are stop words, so
#: the content-word check alone would let "Ann eats meat" through from "Ann does not eat meat").
NEGATIONS = frozenset("""
not no never nor neither none nothing nobody nowhere without cannot don doesn didn isn aren wasn weren won
wouldn shouldn couldn hasn haven hadn mustn needn shan ain mightn
""".split())

_STOP_STEMS = frozenset(w for stop in STOP_WORDS - NEGATIONS for w in words(stop))
_NEGATION_STEMS = frozenset(w for neg in NEGATIONS for w in words(neg))


# -- the plan: what a card is built from now -----------------------------------------


@dataclass
class Plan:
    """What one entity's card would be built from now, and its extractive lines."""

    tenant: str
    user: str
    entity: str
    lines: list[CardLine]                   # extractive, in section order
    considered: list[MemoryUnit]            # every memory the card depends on
    citable: list[MemoryUnit]               # the non-contested lines' sources: what a model may cite
    conflicts: list[str] = field(default_factory=list)

    def fingerprint(self, writer: str) -> str:
        """A hash of the memories the card depends on (id, version, status, classification, sharing),
        the open conflicts it shows, and the writer meant to write it."""
        state = [[u.id, u.version, u.status.value, u.classification.value, u.shared] for u in self.considered]
        blob = json.dumps([self.entity, writer, sorted(state), sorted(self.conflicts)], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()


def plan(store: Store, tenant: str, user: str, entity: str, now: datetime) -> Plan | None:
    """The plan for one user's entity, or None when fewer than :data:`MIN_MEMORIES` of its memories are believed."""
    believed = store.select(rules.entity_memories(tenant, now, user=user, entity=entity))
    if len(believed) < MIN_MEMORIES:
        return None
    flt = RecallFilter(now=now)
    pairs = {p["conflict_id"]: p for p in contests(store, Scope(tenant=tenant, user=user), flt).values()
             if p["entity"] == entity}
    contested_ids = {v["memory_id"] for p in pairs.values() for v in p["values"]}
    contested_attributes = {p["attribute"] for p in pairs.values()}
    shown = [_contested_line(store, tenant, p) for p in pairs.values()]
    claims = _claim_lines([u for u in believed if u.kind is not Kind.EPISODE and u.id not in contested_ids
                           and u.attribute not in contested_attributes])
    episodes = _episodes(store, tenant, user, entity, now, believed)
    lines = [line for line, _ in claims + episodes]
    citable = [u for _, group in claims + episodes for u in group]
    considered = list({u.id: u for u in (*believed, *citable)}.values())
    considered += store.get(tenant, sorted(contested_ids - {u.id for u in considered}))
    return Plan(tenant, user, entity, [*shown, *_in_sections(lines)], considered, citable, conflicts=sorted(pairs))


def _claim_lines(units: Sequence[MemoryUnit]) -> list[tuple[CardLine, list[MemoryUnit]]]:
    """One line per attribute: its latest value (every value it holds, for a multi-valued one), citing every
    believed memory that states them; a value taken back reads "no longer ..."."""
    by_attribute: dict[str, list[MemoryUnit]] = {}
    for unit in units:  # oldest first
        by_attribute.setdefault(unit.attribute or "", []).append(unit)
    out = []
    for attribute, held in sorted(by_attribute.items()):
        latest = held[-1]
        if is_multi_valued(attribute) and any(not retracts(u) for u in held):
            same = [u for u in held if not retracts(u)]
            shown = ", ".join(dict.fromkeys(stated_value(u) for u in same))
        else:
            same = [u for u in held if value_of(u) == value_of(latest)]
            shown = stated_value(latest)
        section = SECTION_OF_KIND[latest.kind]
        text = f"{_spoken(attribute)}: {shown}" if section == "facts" else latest.text
        out.append((_line(text, same, section), same))
    return out


def _episodes(store: Store, tenant: str, user: str, entity: str, now: datetime,
              believed: Sequence[MemoryUnit]) -> list[tuple[CardLine, list[MemoryUnit]]]:
    """The latest episodes about the entity or naming it, newest first, one line each."""
    name = words(_spoken(entity))
    own = Scope(tenant=tenant, user=user, include_shared=False)
    flt = RecallFilter(now=now, kinds=frozenset({Kind.EPISODE}))
    hits = [i for i, _ in store.search_text(own, " ".join(name), flt, MENTION_SCAN)] if name else []
    named = [u for u in store.get(tenant, hits) if u.created_at <= now and set(name) <= set(words(u.text))]
    found = {u.id: u for u in (*[u for u in believed if u.kind is Kind.EPISODE], *named)}
    latest = sorted(found.values(), key=lambda u: (u.valid_from, u.created_at), reverse=True)[:RECENT_EPISODES]
    return [(_line(f"{u.valid_from.date().isoformat()}: {u.text}", [u], "episodes"), [u]) for u in latest]


def _contested_line(store: Store, tenant: str, pair: dict[str, Any]) -> CardLine:
    values = pair["values"]
    said = " or ".join(f"{v['value']!r}" for v in values)
    units = store.get(tenant, [v["memory_id"] for v in values])
    return _line(f"{_spoken(pair['attribute'])}: contested -- {said}; ask the user", units, "contested")


def _line(text: str, sources: Sequence[MemoryUnit], section: str) -> CardLine:
    return CardLine(text=text, memory_ids=[u.id for u in sources], section=section,
                    classification=highest(u.classification for u in sources))


def _in_sections(lines: list[CardLine]) -> list[CardLine]:
    return sorted(lines, key=lambda line: SECTIONS.index(line.section))  # stable: keeps order within a section


def _spoken(key: str) -> str:
    return key.replace("_", " ").strip()


def highest(levels: Any) -> Classification:
    """The most sensitive of some classifications (internal for none)."""
    return max(levels, key=lambda c: c.rank, default=Classification.INTERNAL)


# -- writing: extractive, or a model checked line by line ------------------------------


def supported(text: str, sources: Sequence[MemoryUnit]) -> bool:
    """Whether every content word and number of ``text`` occurs in ``sources`` (text, value, attribute,
    entity, the date it became true), and ``text`` is negated exactly when one of them is.

    Words compare as the full-text index sees them (folded and stemmed), so "lives" matches "live".

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> ann = MemoryUnit(id="m1", tenant="t", user="u", text="Ann does not eat meat", created_at=t, valid_from=t)
    >>> supported("Ann doesn't eat meat.", [ann]), supported("Ann eats meat.", [ann])
    (True, False)
    >>> supported("Ann does not eat fish.", [ann])
    False
    """
    have: set[str] = set()
    for unit in sources:
        for piece in (unit.text, unit.value or "", _spoken(unit.attribute or ""), _spoken(unit.entity or ""),
                      unit.valid_from.date().isoformat()):
            have.update(words(piece))
    said = words(text)
    content = {w for w in said if w not in _STOP_STEMS and w not in _NEGATION_STEMS}
    negated = any(w in _NEGATION_STEMS for w in said)
    return bool(content) and content <= have and negated == bool(have & _NEGATION_STEMS)


def writer_name(llm: Any) -> str:
    """What a card records as its writer: ``extractive`` without a model, else the model's name."""
    if llm is None:
        return EXTRACTIVE
    owner = getattr(llm, "__self__", None)  # a provider's bound ``complete``
    return str(getattr(llm, "name", None) or getattr(owner, "name", None) or getattr(llm, "__name__", None) or "llm")


@dataclass
class Written:
    """A built card, and how many lines of the model's answer were dropped (unsupported or miscited)."""

    card: PeerCard
    dropped: int = 0


def build(p: Plan, now: datetime, llm: Complete | None = None) -> Written:
    """The card of a plan: the model's checked lines when it writes any, else the extractive ones."""
    meant = writer_name(llm)
    lines, dropped, writer = p.lines, 0, EXTRACTIVE
    if llm is not None and p.citable:
        written, dropped = _model_lines(llm, p, now)
        if written:
            lines, writer = [line for line in p.lines if line.section == "contested"] + written, meant
    card = PeerCard(tenant=p.tenant, user=p.user, entity=p.entity, lines=lines,
                    memory_ids=[u.id for u in p.considered], fingerprint=p.fingerprint(meant), built_at=now,
                    writer=writer, classification=highest(line.classification for line in lines))
    return Written(card, dropped)


def _model_lines(llm: Complete, p: Plan, now: datetime) -> tuple[list[CardLine], int]:
    """The model's lines that cite only citable memories and say nothing they do not; and how many were dropped."""
    by_id = {u.id: u for u in p.citable}
    shown = [(u.id, u.kind.value, f"{_spoken(u.attribute)}: {u.value}" if u.attribute else "", u.text)
             for u in p.citable]
    try:
        answer = llm(card_prompt.render(_spoken(p.entity), shown, today=now.date()))
    except CredoError:  # the model is unreachable or refused: the card stays extractive
        return [], 0
    parsed, malformed = card_prompt.parse(answer)
    kept = []
    for line in parsed:
        cited = [by_id.get(i) for i in dict.fromkeys(line.memory_ids)]
        sources = [u for u in cited if u is not None]
        if len(sources) != len(cited) or not supported(line.text, sources):
            continue
        section = min((SECTION_OF_KIND[u.kind] for u in sources), key=SECTIONS.index)
        kept.append(_line(line.text.strip(), sources, section))
    return _in_sections(kept), malformed + len(parsed) - len(kept)


# -- keeping cards current -------------------------------------------------------------


def current_card(store: Store, tenant: str, user: str, entity: str, now: datetime,
                 llm: Complete | None = None) -> PeerCard | None:
    """The card of one user's entity as of ``now``: the stored one if its beliefs are unchanged, else
    rebuilt and stored; None (and any stored card deleted) when the entity has too few memories."""
    p = plan(store, tenant, user, entity, now)
    stored = next(iter(store.cards(tenant, user=user, entity=entity)), None)
    if p is None:
        if stored is not None:
            store.delete_card(tenant, user, entity)
        return None
    if stored is not None and stored.fingerprint == p.fingerprint(writer_name(llm)):
        return stored
    card = build(p, now, llm).card
    store.save_card(card)
    return card


def visible_card(store: Store, card: PeerCard, viewer: Scope | None) -> PeerCard:
    """The card as ``viewer`` may see it: only lines all of whose sources it may see; NotFound if none."""
    if viewer is not None:
        seen = visible(store, viewer, [i for line in card.lines for i in line.memory_ids])
        lines = [line for line in card.lines if set(line.memory_ids) <= seen]
        cited = {i for line in lines for i in line.memory_ids}
        card = card.model_copy(update={"lines": lines, "memory_ids": [i for i in card.memory_ids if i in cited],
                                       "classification": highest(line.classification for line in lines)})
    if not card.lines:
        raise NotFound(f"no card for {card.entity}")
    return card


def card_for(s: Services, who: Scope, entity: str, now: datetime, *, viewer: Scope | None = None) -> PeerCard:
    """What credo believes about ``entity`` for ``who.user``: its card, built or rebuilt if its beliefs changed,
    cut down to what ``viewer`` may see. NotFound when the entity has fewer than :data:`MIN_MEMORIES`
    memories believed now (or none the viewer may see)."""
    key = normalise_key(check_text(entity, "entity", max_chars=MAX_NAME_CHARS)) if isinstance(entity, str) else None
    if key is None or who.user is None:
        raise InvalidInput("an entity is required")
    # no transaction around it: a model writing the card must not hold the store's write lock
    found = current_card(s.store, who.tenant, who.user, key, now, s.llm)
    if found is None:
        raise NotFound(f"no card for {key}: fewer than {MIN_MEMORIES} memories about it are believed now")
    return visible_card(s.store, found, viewer)


def cards_for(s: Services, who: Scope, now: datetime, *, viewer: Scope | None = None) -> list[PeerCard]:
    """Every card of ``who.user`` (each current as of ``now``), by entity, as ``viewer`` may see them."""
    found = []
    for _, entity, _ in rules.card_entities(s.store, who.tenant, now, min_memories=MIN_MEMORIES, user=who.user):
        try:
            found.append(card_for(s, who, entity, now, viewer=viewer))
        except NotFound:  # nothing on it the viewer may see
            continue
    return found


def rebuild_cards(s: Services, tenant: str, now: datetime, *, dry_run: bool = False,
                  user: str | None = None) -> dict[str, Any]:
    """Bring every card of the tenant (of one ``user``) up to date with what credo believes at ``now``.

    Builds cards for entities with at least :data:`MIN_MEMORIES` believed memories and none yet,
    rebuilds those whose fingerprint changed, removes those of entities that fell below the threshold.
    The report: ``{"task": "cards", "dry_run", "counts": {"built", "rebuilt", "unchanged", "removed",
    "dropped_lines"}, "cards": [entity names with a card afterwards], "changes": [{user, entity, action}]}``.
    """
    store, meant = s.store, writer_name(s.llm)
    stored = {(c.user, c.entity): c for c in store.cards(tenant, user=user)}
    counts = dict.fromkeys(("built", "rebuilt", "unchanged", "removed", "dropped_lines"), 0)
    changes: list[dict[str, str]] = []
    kept: set[str] = set()
    for who, entity, _ in rules.card_entities(store, tenant, now, min_memories=MIN_MEMORIES, user=user):
        p = plan(store, tenant, who, entity, now)
        if p is None:  # the count and the plan read at different moments; the plan decides
            continue
        old = stored.pop((who, entity), None)
        kept.add(entity)
        if old is not None and old.fingerprint == p.fingerprint(meant):
            counts["unchanged"] += 1
            continue
        action = "built" if old is None else "rebuilt"
        counts[action] += 1
        changes.append({"user": who, "entity": entity, "action": action})
        if not dry_run:
            written = build(p, now, s.llm)
            counts["dropped_lines"] += written.dropped
            store.save_card(written.card)
    for (who, entity) in sorted(stored):
        counts["removed"] += 1
        changes.append({"user": who, "entity": entity, "action": "removed"})
        if not dry_run:
            store.delete_card(tenant, who, entity)
    return {"task": "cards", "dry_run": dry_run, "counts": counts, "cards": sorted(kept), "changes": changes}


__all__ = ["MIN_MEMORIES", "RECENT_EPISODES", "Plan", "build", "card_for", "cards_for", "current_card", "plan",
           "rebuild_cards", "supported", "visible_card", "writer_name"]
