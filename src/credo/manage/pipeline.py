"""agentmemory's consolidation pipeline: semantic facts, reflected patterns, procedures, strength decay.

Four stages (:data:`STAGES`; agentmemory calls them consolidation tiers), each a
maintenance task, run per user in this order by ``pipeline`` (agentmemory's ``"all"``)::

    semantic    at least 5 session summaries (crystallize's digests): the 20 most
                recent yield facts -- with ``Memory.llm`` agentmemory's
                ``<fact confidence="0.9">...</fact>`` answer, offline the sentences
                that recur in 2+ summaries. A fact the user already holds from this
                stage is reinforced (access count +1, confidence = max) instead of added;
                a new one gets strength = confidence.
    reflect     the user's session memories of the last 30 days, grouped by
                content-word Jaccard >= 0.5; a group spanning 2+ sessions becomes a
                ``pattern`` memory (its text is its most recurring member's).
    procedural  at least 2 recurring patterns (each seen in 2+ sessions): with the
                LLM, ``<procedure name trigger><step>...</step></procedure>``; offline,
                one procedure whose steps are the patterns. A procedure of the same
                name gains frequency +1 and strength +0.1 (at most 1); a new one
                starts at strength 0.5.
    strength    strength x 0.9^n per full 30-day period since the last
                reinforcement or access, floor 0.1 (agentmemory's ``applyDecay``).

Nothing invents a claim. Every fact and every procedure step must be
*supported* by its sources (:func:`supported`): it is a sentence of one of
them (:func:`~credo.manage.consolidate.is_extractive`), or every word it
holds -- negations included, stop words aside -- is a word of one source. What
the LLM answers that fails the check is dropped and listed in the report's
``unsupported``; it is never stored as belief. Whatever a stage writes links
``derived_from`` to its sources and takes the highest classification among them.

Every stage is idempotent: a source that already fed a memory (recorded in its
``metadata``) does not reinforce it again, and strength is computed from the
strength at the last reinforcement (``metadata.strength_base``/``strength_at``),
so a second run at the same ``now`` changes nothing.

Where strength is used: recall multiplies a memory's importance component by
its strength (see :func:`credo.recall.components`), so a fact the pipeline
wrote and nobody used for months ranks below a fresh one, never below the floor.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from typing import Any, Sequence

from .. import rules, write
from ..embed import Embedder, embed_many
from ..gates import content_words
from ..llm.base import Complete
from ..policies import PipelinePolicy
from ..models import Classification, Kind, Layer, Link, LinkType, MemoryUnit, Scope, Source
from ..store.base import Store
from ..timeutil import days_between, parse_time, to_iso
from ..prompts.consolidation import (PROCEDURAL_VERSION, SEMANTIC_VERSION, parse_facts, parse_procedures,
                                     procedural_messages, semantic_messages)
from .consolidate import is_extractive, keyword_pairs, sentences
from .crystallize import _key

# -- support: nothing synthesised states what its sources do not -----------------------

_WORD = re.compile(r"[a-z0-9]+")


def supported(text: str, sources: Sequence[str]) -> list[int]:
    """Indexes of the sources that support ``text``: it is a sentence of one, or all its words are in one.

    Stop words aside, every word counts, negations included ("not" must be there).

    >>> supported("Ann likes green tea.", ["Ann likes green tea a lot.", "Bo runs."])
    [0]
    >>> supported("Ann does not like tea.", ["Ann likes tea."])
    []
    """
    if not text.strip():
        return []
    needed = _meaning(text)
    found = []
    for i, source in enumerate(sources):
        if is_extractive(text, [source]) or (needed and needed <= set(_WORD.findall(source.lower()))):
            found.append(i)
    return found


_NEGATIONS = frozenset({"not", "no", "never", "nor", "without", "cannot"})


def _meaning(text: str) -> set[str]:
    """The words a claim rests on: every word but stop words, and every negation."""
    return {w for w in _WORD.findall(text.lower()) if content_words(w) or w in _NEGATIONS}


# -- strength ---------------------------------------------------------------------------


def strength_at(base: float, since: datetime, now: datetime, policy: PipelinePolicy = PipelinePolicy()) -> float:
    """agentmemory's ``applyDecay``: ``base x 0.9^n`` per full period since ``since``, never below the floor.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> strength_at(0.8, t, t.replace(month=3, day=2), PipelinePolicy())  # 60 days: two periods
    0.648
    """
    periods = math.floor(days_between(since, now) / policy.decay_days) if policy.decay_days > 0 else 0
    if periods <= 0:
        return base
    return round(max(policy.strength_floor, base * policy.decay_factor ** periods), 6)


def _reinforced(unit: MemoryUnit) -> tuple[float, datetime]:
    """The strength at the last reinforcement and when it was (the base every decay is computed from)."""
    meta = unit.metadata
    base = meta.get("strength_base", unit.strength if unit.strength is not None else unit.confidence)
    return float(base), parse_time(meta.get("strength_at")) or unit.updated_at or unit.created_at


def strength(store: Store, tenant: str, now: datetime, *, policy: PipelinePolicy = PipelinePolicy(),
             dry_run: bool = False, user: str | None = None, actor: str = "consolidation") -> dict[str, Any]:
    """The ``strength`` stage: decay every strength-bearing memory to its value at ``now``.

    An access after the last reinforcement restarts the clock from the strength
    the memory had then (agentmemory decays from ``lastAccessedAt``).
    """
    changed: list[dict[str, Any]] = []
    updates: list[tuple[str, dict[str, Any]]] = []
    held = [u for u in store.select(rules.rule("strength_held", tenant, now)) if user is None or u.user == user]
    for unit in held:
        base, since = _reinforced(unit)
        meta = dict(unit.metadata)
        if unit.last_accessed is not None and since < unit.last_accessed <= now:
            base, since = strength_at(base, since, unit.last_accessed, policy), unit.last_accessed
            meta.update(strength_base=base, strength_at=to_iso(since))
        value = strength_at(base, since, now, policy)
        if value == unit.strength and meta == unit.metadata:
            continue
        if value != unit.strength:  # else only the clock restarted: an access since the last run
            changed.append({"id": unit.id, "before": unit.strength, "after": value})
        updates.append((unit.id, {"strength": value, "metadata": meta}))
    if updates and not dry_run:
        with store.transaction():
            for memory_id, fields in updates:
                store.update(tenant, memory_id, fields)
            store.append_audit(tenant, "consolidation.strength", actor, now, None, {"decayed": len(changed)})
    return {"task": "strength", "dry_run": dry_run, "decayed": changed,
            "counts": {"held": len(held), "decayed": len(changed)}}


# -- semantic ---------------------------------------------------------------------------

#: Marks a summary the semantic stage has read (metadata key, with the time), so a run with nothing new is free.
SEMANTIC_READ = "semantic_read"

def recurring_sentences(texts: Sequence[str], min_count: int) -> list[tuple[str, list[int]]]:
    """The offline facts: sentences found in ``min_count``+ texts, with the texts that hold them.

    >>> recurring_sentences(["Ann uses vim. It rained.", "Ann uses vim. Sun."], 2)
    [('Ann uses vim.', [0, 1])]
    """
    where: dict[str, list[int]] = defaultdict(list)
    first: dict[str, str] = {}
    for i, text in enumerate(texts):
        for sentence in sentences(text):
            key = _key(sentence)
            if key and i not in where[key]:
                where[key].append(i)
                first.setdefault(key, sentence)
    return [(first[k], idx) for k, idx in where.items() if len(idx) >= min_count]


def semantic(store: Store, embedder: Embedder, tenant: str, now: datetime, *, user: str,
             policy: PipelinePolicy = PipelinePolicy(), llm: Complete | None = None, dry_run: bool = False,
             actor: str = "consolidation") -> dict[str, Any]:
    """The ``semantic`` stage for one user: facts from the 20 most recent session summaries."""
    report: dict[str, Any] = {"stage": "semantic", "user": user, "added": [], "reinforced": [], "unsupported": []}
    if rules.count(store, rules.rule("digests", tenant, now, user=user)) < policy.semantic_min_summaries:
        return report | {"skipped": f"fewer than {policy.semantic_min_summaries} session summaries"}
    recent = store.select(rules.rule("digests", tenant, now, user=user, limit=policy.semantic_recent))
    if all(SEMANTIC_READ in u.metadata for u in recent):  # nothing new since the last run: ask no model again
        return report | {"skipped": "no session summary new since the last run"}
    texts = [u.text for u in recent]
    if llm is not None:
        facts = []
        for fact, confidence in parse_facts(llm(semantic_messages(texts))):
            backing = supported(fact, texts)
            if backing:
                facts.append((fact, confidence, backing))
            else:
                report["unsupported"].append(fact)
    else:
        facts = [(fact, round(min(0.9, 0.4 + 0.1 * len(idx)), 2), idx)
                 for fact, idx in recurring_sentences(texts, policy.semantic_min_recurrence)]
    held = {_key(u.text): u for u in store.select(rules.rule("pipeline_memories", tenant, now, user=user,
                                                                   tier="semantic"))}
    fresh: list[tuple[MemoryUnit, list[MemoryUnit]]] = []
    for fact, confidence, idx in facts:
        sources = [recent[i] for i in idx]
        existing = held.get(_key(fact))
        if existing is not None and any(existing is u for u, _ in fresh):
            continue  # said twice in one run: once is enough
        if existing is None:
            unit = _derived(Scope(tenant=tenant, user=user), fact, sources, now=now, kind=Kind.FACT,
                            layer=Layer.SEMANTIC, confidence=confidence, strength=confidence, tier="semantic",
                            prompt_version=SEMANTIC_VERSION if llm is not None else None)
            held[_key(fact)] = unit
            fresh.append((unit, sources))
            report["added"].append({"id": unit.id, "text": fact, "confidence": confidence,
                                    "derived_from": [u.id for u in sources]})
        elif _reinforce_fact(store, existing, confidence, sources, now, policy, dry_run):
            report["reinforced"].append({"id": existing.id, "text": existing.text})
    _insert(store, embedder, fresh, now=now, dry_run=dry_run, actor=actor)
    if not dry_run:
        with store.transaction():
            for unit in recent:
                if SEMANTIC_READ not in unit.metadata:
                    store.update(tenant, unit.id, {"metadata": {**unit.metadata, SEMANTIC_READ: to_iso(now)}})
    return report


def _reinforce_fact(store: Store, unit: MemoryUnit, confidence: float, sources: list[MemoryUnit], now: datetime,
                    policy: PipelinePolicy, dry_run: bool) -> bool:
    """agentmemory's update of an existing fact: access count +1, confidence = max; once per new source."""
    seen = set(unit.metadata.get("derived_from", []))
    new = [u for u in sources if u.id not in seen]
    if not new:
        return False
    if not dry_run:
        current = strength_at(*_reinforced(unit), now, policy)  # the clock restarts from today's strength
        meta = {**unit.metadata, "derived_from": [*unit.metadata.get("derived_from", []), *(u.id for u in new)],
                "strength_base": current, "strength_at": to_iso(now)}
        store.update(unit.tenant, unit.id, {
            "access_count": unit.access_count + 1, "confidence": max(unit.confidence, confidence), "strength": current,
            "classification": _max_class([unit, *new]), "metadata": meta, "updated_at": now})
        store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                           created_at=now) for u in new])
    return True


# -- reflect ----------------------------------------------------------------------------


def reflect(store: Store, embedder: Embedder, tenant: str, now: datetime, *, user: str,
            policy: PipelinePolicy = PipelinePolicy(), dry_run: bool = False,
            actor: str = "consolidation") -> dict[str, Any]:
    """The ``reflect`` stage for one user: recent memories that recur across sessions become patterns."""
    report: dict[str, Any] = {"stage": "reflect", "user": user, "added": [], "reinforced": []}
    units = store.select(rules.rule("reflect_sources", tenant, now, user=user,
                                    since=now - timedelta(days=policy.reflect_days)))
    held = {_key(u.text): u for u in store.select(rules.rule("pipeline_memories", tenant, now, user=user,
                                                                   tier="reflect"))}
    fresh: list[tuple[MemoryUnit, list[MemoryUnit]]] = []
    for group in _groups(units, policy.reflect_jaccard):
        sessions = sorted({u.source_session for u in group if u.source_session})
        if len(sessions) < policy.pattern_min_sessions:
            continue
        text = _representative(group)
        existing = held.get(_key(text))
        if existing is not None and any(existing is u for u, _ in fresh):
            continue  # said twice in one run: once is enough
        if existing is None:
            if len(report["added"]) >= policy.reflect_max_patterns:
                continue
            unit = _derived(Scope(tenant=tenant, user=user), text, group, now=now, kind=Kind.PATTERN,
                            layer=Layer.SEMANTIC, confidence=max(u.confidence for u in group), tier="reflect",
                            extra={"sessions": sessions})
            held[_key(text)] = unit
            fresh.append((unit, group))
            report["added"].append({"id": unit.id, "text": text, "sessions": sessions,
                                    "derived_from": [u.id for u in group]})
        elif _widen_pattern(store, existing, group, sessions, now, dry_run):
            report["reinforced"].append({"id": existing.id, "text": existing.text, "sessions": sessions})
    _insert(store, embedder, fresh, now=now, dry_run=dry_run, actor=actor)
    return report


def _groups(units: list[MemoryUnit], threshold: float) -> list[list[MemoryUnit]]:
    """Union-find over content-word Jaccard >= ``threshold``; groups of 2+, largest first."""
    tokens = [frozenset(content_words(u.text)) for u in units]
    parent = list(range(len(units)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in keyword_pairs(tokens, threshold):
        parent[root(j)] = root(i)
    groups: dict[int, list[MemoryUnit]] = defaultdict(list)
    for i, unit in enumerate(units):
        groups[root(i)].append(unit)
    return sorted((g for g in groups.values() if len(g) >= 2), key=lambda g: (-len(g), g[0].created_at))


def _representative(group: list[MemoryUnit]) -> str:
    """The member text that recurs in the most sessions (the earliest on a tie): a pattern states nothing new."""
    sessions: dict[str, set[str]] = defaultdict(set)
    for unit in group:
        sessions[_key(unit.text)].add(unit.source_session or "")
    best = max(group, key=lambda u: (len(sessions[_key(u.text)]), -group.index(u)))
    return best.text


def _widen_pattern(store: Store, unit: MemoryUnit, group: list[MemoryUnit], sessions: list[str], now: datetime,
                   dry_run: bool) -> bool:
    seen = set(unit.metadata.get("derived_from", []))
    new = [u for u in group if u.id not in seen]
    if not new:
        return False
    if not dry_run:
        meta = {**unit.metadata, "derived_from": [*seen, *(u.id for u in new)],
                "sessions": sorted({*unit.metadata.get("sessions", []), *sessions})}
        store.update(unit.tenant, unit.id, {"metadata": meta, "classification": _max_class([unit, *new]),
                                            "updated_at": now})
        store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                           created_at=now) for u in new])
    return True


# -- procedural -------------------------------------------------------------------------

#: Marks a pattern the procedural stage has read (metadata key: how many sessions it spanned then).
PROCEDURAL_READ = "procedural_read"


def procedural(store: Store, embedder: Embedder, tenant: str, now: datetime, *, user: str,
               policy: PipelinePolicy = PipelinePolicy(), llm: Complete | None = None, dry_run: bool = False,
               actor: str = "consolidation") -> dict[str, Any]:
    """The ``procedural`` stage for one user: recurring patterns become procedures (name, trigger, steps)."""
    report: dict[str, Any] = {"stage": "procedural", "user": user, "added": [], "reinforced": [], "unsupported": []}
    recurring = [u for u in store.select(rules.rule("patterns", tenant, now, user=user))
                 if len(u.metadata.get("sessions", [])) >= policy.pattern_min_sessions]
    if len(recurring) < policy.procedural_min_patterns:
        return report | {"skipped": f"fewer than {policy.procedural_min_patterns} recurring patterns"}
    if all(u.metadata.get(PROCEDURAL_READ) == len(u.metadata["sessions"]) for u in recurring):
        return report | {"skipped": "no pattern new or seen in a new session since the last run"}
    texts = [u.text for u in recurring]
    if llm is not None:
        plans = []
        for name, trigger, steps in parse_procedures(llm(procedural_messages(
                [(u.text, len(u.metadata["sessions"])) for u in recurring]))):
            backing = [supported(step, texts) for step in steps]
            if steps and all(backing):
                plans.append((name, trigger, steps, sorted({i for b in backing for i in b})))
            else:
                report["unsupported"].append({"name": name, "steps": steps})
    held = {_key(u.metadata.get("procedure", {}).get("name", "")): u
            for u in store.select(rules.rule("pipeline_memories", tenant, now, user=user, tier="procedural"))}
    if llm is None:
        plans = _offline_plans(recurring, list(held.values()), policy)
    fresh: list[tuple[MemoryUnit, list[MemoryUnit]]] = []
    for name, trigger, steps, idx in plans:
        sources = [recurring[i] for i in idx]
        existing = held.get(_key(name))
        if existing is not None and any(existing is u for u, _ in fresh):
            continue  # said twice in one run: once is enough
        if existing is None:
            unit = _derived(Scope(tenant=tenant, user=user), "\n".join(steps), sources, now=now,
                            kind=Kind.PROCEDURE, layer=Layer.PROCEDURAL, confidence=min(u.confidence for u in sources),
                            strength=policy.procedure_strength, tier="procedural",
                            extra={"procedure": {"name": name, "trigger": trigger, "steps": steps}, "frequency": 1,
                                   "sessions": _sessions(sources)},
                            prompt_version=PROCEDURAL_VERSION if llm is not None else None)
            held[_key(name)] = unit
            fresh.append((unit, sources))
            report["added"].append({"id": unit.id, "name": name, "trigger": trigger, "steps": steps,
                                    "derived_from": [u.id for u in sources]})
        elif _reinforce_procedure(store, existing, sources, now, policy, dry_run):
            report["reinforced"].append({"id": existing.id, "name": name})
    _insert(store, embedder, fresh, now=now, dry_run=dry_run, actor=actor)
    if not dry_run:
        with store.transaction():
            for unit in recurring:
                seen = len(unit.metadata["sessions"])
                if unit.metadata.get(PROCEDURAL_READ) != seen:
                    store.update(tenant, unit.id, {"metadata": {**unit.metadata, PROCEDURAL_READ: seen}})
    return report


def _sessions(patterns: list[MemoryUnit]) -> list[str]:
    return sorted({s for u in patterns for s in u.metadata.get("sessions", [])})


def _offline_plans(recurring: list[MemoryUnit], held: list[MemoryUnit],
                   policy: PipelinePolicy) -> list[tuple[str, str, list[str], list[int]]]:
    """Offline procedures: each held one over the patterns it was made from (so a rerun only reinforces it),
    and one new procedure over the recurring patterns no procedure uses yet, if there are enough of them."""
    index = {u.id: i for i, u in enumerate(recurring)}
    plans, used = [], set()
    for unit in held:
        mine = [index[i] for i in unit.metadata.get("derived_from", []) if i in index]
        used |= set(mine)
        procedure = unit.metadata.get("procedure", {})
        if mine:
            plans.append((procedure.get("name", ""), procedure.get("trigger", ""), procedure.get("steps", []), mine))
    unused = [i for i in range(len(recurring)) if i not in used]
    if len(unused) >= policy.procedural_min_patterns:
        name = _name([recurring[i] for i in unused])
        plans.append((name, f"a session touches: {name}", [recurring[i].text for i in unused], unused))
    return plans


def _name(patterns: list[MemoryUnit]) -> str:
    """An offline procedure's name: the three content words most of its patterns share (a label, not a claim)."""
    counts = Counter(w for u in patterns for w in sorted(content_words(u.text)))
    return " ".join(w for w, _ in counts.most_common(3)) or "recurring steps"


def _reinforce_procedure(store: Store, unit: MemoryUnit, sources: list[MemoryUnit], now: datetime,
                         policy: PipelinePolicy, dry_run: bool) -> bool:
    """agentmemory's update of an existing procedure: frequency +1, strength +0.1 (at most 1).

    Once per run that sees its patterns in a session it has not seen them in before: a second run over the
    same patterns changes nothing.
    """
    sessions = _sessions(sources)
    if set(sessions) <= set(unit.metadata.get("sessions", [])):
        return False
    if not dry_run:
        seen = list(unit.metadata.get("derived_from", []))
        new = [u for u in sources if u.id not in seen]
        base, since = _reinforced(unit)
        value = min(1.0, strength_at(base, since, now, policy) + policy.procedure_boost)
        meta = {**unit.metadata, "derived_from": [*seen, *(u.id for u in new)],
                "sessions": sorted({*unit.metadata.get("sessions", []), *sessions}),
                "frequency": int(unit.metadata.get("frequency", 1)) + 1,
                "strength_base": value, "strength_at": to_iso(now)}
        store.update(unit.tenant, unit.id, {"strength": value, "metadata": meta, "updated_at": now,
                                            "classification": _max_class([unit, *sources])})
        store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                           created_at=now) for u in new])
    return True


# -- writing ----------------------------------------------------------------------------


def _max_class(units: Sequence[MemoryUnit]) -> Classification:
    return max((u.classification for u in units), key=lambda c: c.rank)


def _derived(scope: Scope, text: str, sources: list[MemoryUnit], *, now: datetime, kind: Kind, layer: Layer,
             confidence: float, tier: str, strength: float | None = None,
             extra: dict[str, Any] | None = None, prompt_version: str | None = None) -> MemoryUnit:
    """A memory a stage synthesised from ``sources``: their highest classification, lowest trust.

    It is marked ``metadata["tier_<stage>"]`` (the key predates the name "stage"; stored data keeps it)."""
    meta: dict[str, Any] = {f"tier_{tier}": True, "derived_from": [u.id for u in sources], **(extra or {})}
    if strength is not None:
        meta.update(strength_base=strength, strength_at=to_iso(now))
    agents = {u.agent for u in sources}
    return write.build_unit(
        scope, text, now=now, kind=kind, layer=layer, confidence=confidence,
        importance=max(u.importance for u in sources),
        source=Source.CONSOLIDATION, trust=min(u.trust for u in sources), classification=_max_class(sources),
        agent=agents.pop() if len(agents) == 1 else None, strength=strength, metadata=meta,
        prompt_version=prompt_version, extractor="llm" if prompt_version else None)


def _insert(store: Store, embedder: Embedder, fresh: list[tuple[MemoryUnit, list[MemoryUnit]]], *, now: datetime,
            dry_run: bool, actor: str) -> None:
    if dry_run or not fresh:
        return
    vectors = embed_many(embedder, [u.text for u, _ in fresh])
    with store.transaction():
        for (unit, sources), vector in zip(fresh, vectors):
            unit.embedding_model, unit.embedding_dim = embedder.name, int(vector.shape[0])
            write.insert_unit(store, unit, vector, actor=actor)
            store.add_links(unit.tenant, [Link(source_id=unit.id, target_id=u.id, type=LinkType.DERIVED_FROM,
                                               created_at=now) for u in sources])


# -- the tasks --------------------------------------------------------------------------

#: agentmemory's consolidation stages, in the order ``pipeline`` runs them.
STAGES = ("semantic", "reflect", "procedural", "strength")


def run_stage(stage: str, store: Store, embedder: Embedder, tenant: str, now: datetime, *, users: Sequence[str],
              policy: PipelinePolicy = PipelinePolicy(), llm: Complete | None = None,
              dry_run: bool = False) -> dict[str, Any]:
    """One stage for each of ``users``, as a maintenance report."""
    if stage == "strength":
        report = strength(store, tenant, now, policy=policy, dry_run=dry_run,
                          user=users[0] if len(users) == 1 else None)
        return report
    if stage == "reflect":
        reports = [reflect(store, embedder, tenant, now, user=u, policy=policy, dry_run=dry_run) for u in users]
    else:
        run = {"semantic": semantic, "procedural": procedural}[stage]
        reports = [run(store, embedder, tenant, now, user=u, policy=policy, llm=llm, dry_run=dry_run) for u in users]
    counts = {key: sum(len(r.get(key, [])) for r in reports) for key in ("added", "reinforced", "unsupported")}
    return {"task": stage, "dry_run": dry_run, "users": reports, "counts": counts}


def pipeline(store: Store, embedder: Embedder, tenant: str, now: datetime, *, users: Sequence[str],
             policy: PipelinePolicy = PipelinePolicy(), llm: Complete | None = None,
             dry_run: bool = False) -> dict[str, Any]:
    """agentmemory's consolidation ``"all"``: semantic, reflect, procedural, then strength decay."""
    reports = [run_stage(t, store, embedder, tenant, now, users=users, policy=policy, llm=llm, dry_run=dry_run)
               for t in STAGES]
    return {"task": "pipeline", "dry_run": dry_run, "stages": reports,
            "counts": {r["task"]: r["counts"] for r in reports}}
