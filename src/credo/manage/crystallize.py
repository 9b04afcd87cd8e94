"""Crystallization (agentmemory): a finished task's episodes become a digest and lessons.

The episodes of one task -- one ``source_session`` of one user -- are folded
into one digest memory (episode kind, semantic layer: it outlives the raw
turns) plus one procedural memory per lesson (confidence 0.6, as
agentmemory's lesson-save). The digest links ``derived_from`` to every
source, each lesson to the digest, and every source records
``crystallized_into`` so it is never crystallized twice.

Crystallization is idempotent: a digest (``metadata.crystal``) is never
taken as an episode to digest again, and a lesson the user already holds
(the same sentence, case and spacing aside) is not added a second time, so
a second run on the same input adds nothing.

Offline, the digest is extractive: the episodes' own sentences in time order
(each repeated sentence once), and a lesson is a sentence that reads like one
("lesson", "next time", "always", "never", "avoid", "root cause", ...). A
``Digester`` (an LLM) can write the narrative and lessons instead.
``crystallize_finished`` does every session idle for 7 days.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any, Protocol

from .. import write
from .. import rules
from ..embed import Embedder, embed_many
from ..models import Kind, Layer, Link, LinkType, Scope, Source
from ..store.base import RecallFilter, Store
from ..timeutil import to_iso

LESSON_CONFIDENCE = 0.6
DIGEST_MAX_CHARS = 1500
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_LESSON = re.compile(r"\b(lessons?|learn(ed|t)|next time|should|always|never|avoid|root cause|make sure|"
                     r"remember to|don't|do not|must)\b", re.IGNORECASE)


class Digester(Protocol):
    """Turns a task's episode texts into (narrative, lessons)."""

    def digest(self, texts: list[str]) -> tuple[str, list[str]]: ...


class ExtractiveDigester:
    """The offline digester: only sentences the episodes contain.

    >>> ExtractiveDigester().digest(["Deployed v2. It broke.", "Root cause: no migration. Next time run it first."])
    ('Deployed v2. It broke. Root cause: no migration. Next time run it first.', ['Root cause: no migration.', 'Next time run it first.'])
    """

    def digest(self, texts: list[str]) -> tuple[str, list[str]]:
        sentences = list(dict.fromkeys(s.strip() for text in texts for s in _SENTENCE.split(text) if s.strip()))
        narrative = ""
        for sentence in sentences:
            if len(narrative) + len(sentence) + 1 > DIGEST_MAX_CHARS:
                break
            narrative = f"{narrative} {sentence}".strip()
        return narrative, [s for s in sentences if _LESSON.search(s)]


def crystallize(store: Store, embedder: Embedder, scope: Scope, session: str, *, now: datetime,
                digester: Digester | None = None, dry_run: bool = False,
                actor: str = "crystallization") -> dict[str, Any]:
    """Fold one user's session into a digest and lessons; returns their ids and the sources."""
    sources = store.select(rules.rule("crystallize", scope.tenant, now, limit=10_000, session=session,
                                      user=scope.user))
    report: dict[str, Any] = {"task": "crystallize", "dry_run": dry_run, "session": session,
                              "sources": [u.id for u in sources], "digest": None, "lessons": []}
    if not sources:
        return report
    narrative, lessons = (digester or ExtractiveDigester()).digest([u.text for u in sources])
    lessons = _new_lessons(store, scope, lessons, now)
    digest = write.build_unit(
        scope, narrative, now=now, at=sources[0].valid_from, kind=Kind.EPISODE, layer=Layer.SEMANTIC,
        importance=max(u.importance for u in sources), confidence=min(max(u.confidence for u in sources), 1.0),
        source=Source.CONSOLIDATION, trust=min(u.trust for u in sources), source_session=session,
        classification=max((u.classification for u in sources), key=lambda c: c.rank),  # a digest reveals them all
        metadata={"crystal": True, "session": session, "derived_from": [u.id for u in sources],
                  "period": [to_iso(sources[0].valid_from), to_iso(sources[-1].valid_from)]})
    lesson_units = [write.build_unit(scope, text, now=now, kind=Kind.PROCEDURE, layer=Layer.PROCEDURAL,
                                     importance=0.7, confidence=LESSON_CONFIDENCE, source=Source.CONSOLIDATION,
                                     source_session=session, metadata={"lesson_of": digest.id})
                    for text in lessons]
    report["digest"] = {"id": digest.id, "text": digest.text}
    report["lessons"] = [{"id": u.id, "text": u.text} for u in lesson_units]
    if dry_run:
        return report
    vectors = embed_many(embedder, [u.text for u in [digest, *lesson_units]])
    with store.transaction():
        for unit, vector in zip([digest, *lesson_units], vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            write.insert_unit(store, unit, vector, actor=actor)
        links = [Link(source_id=digest.id, target_id=u.id, type=LinkType.DERIVED_FROM, created_at=now) for u in sources]
        links += [Link(source_id=u.id, target_id=digest.id, type=LinkType.DERIVED_FROM, created_at=now)
                  for u in lesson_units]
        store.add_links(scope.tenant, links)
        for unit in sources:
            store.update(scope.tenant, unit.id, {"metadata": {**unit.metadata, "crystallized_into": digest.id},
                                                        "updated_at": now})
        store.append_audit(scope.tenant, "memory.crystallized", actor, now, digest.id,
                           {"session": session, "sources": len(sources), "lessons": len(lesson_units)})
    return report


def _new_lessons(store: Store, scope: Scope, lessons: list[str], now: datetime) -> list[str]:
    """The lessons the user does not already hold as a procedural memory (each once)."""
    own = Scope(tenant=scope.tenant, user=scope.user, include_shared=False)
    flt = RecallFilter(now=now, min_confidence=0.0, kinds=frozenset({Kind.PROCEDURE}))
    held = {_key(u.text) for u in rules.list_memories(store, own, flt, limit=10_000)}
    fresh: list[str] = []
    for text in lessons:
        if _key(text) not in held:
            held.add(_key(text))
            fresh.append(text)
    return fresh


def _key(text: str) -> str:
    return " ".join(text.casefold().split()).rstrip(".!? ")


def crystallize_finished(store: Store, embedder: Embedder, tenant: str, now: datetime, *,
                         older_than_days: float = 7.0, digester: Digester | None = None, dry_run: bool = False,
                         actor: str = "crystallization") -> dict[str, Any]:
    """Crystallize every session of the tenant with no new episode for ``older_than_days``."""
    sessions = rules.finished_sessions(store, tenant, now, cutoff=now - timedelta(days=older_than_days))
    reports = [crystallize(store, embedder, Scope(tenant=tenant, user=user), session, now=now,
                           digester=digester, dry_run=dry_run, actor=actor) for user, session in sessions]
    return {"task": "crystallize", "dry_run": dry_run, "sessions": reports,
            "counts": {"sessions": len(reports), "digests": sum(1 for r in reports if r["digest"]),
                       "lessons": sum(len(r["lessons"]) for r in reports)}}


