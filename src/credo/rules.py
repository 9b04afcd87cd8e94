"""Every rule over stored memories, written once, above the store.

Maintenance rules (what is expired, evictable, archivable, purgeable, over the
cap, promotable, probe-worthy, ready to crystallize), contradiction-loop churn,
decay tiers and stats are typed :class:`~credo.store.base.Select` and
:class:`~credo.store.base.Aggregate` values here, so every backend applies the
same rule and none holds a rule of its own. Read helpers the core shares
(the open facts of an entity+attribute, a pair's timeline, a supersession
chain, the users and tenants of a store) live here too.

Every rule judges as of ``now``: memories recorded after it do not exist yet,
and with a decay policy retention is that curve at ``now``
(:class:`~credo.decay.Retention`) instead of the stored ``decay_score``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from .decay import RETENTION_TIERS, DecayPolicy, Retention
from .errors import StorageError
from .importance import DEFAULT_WEIGHTS, ImportanceAt, ImportanceWeights
from .models import ConflictStatus, Layer, MemoryUnit, Scope, Status
from .quantize import TIER_FLOORS
from .store.base import Aggregate, AnyOf, Cond, HistoryQuery, RecallFilter, Select, Store

ACTIVE = Cond("status", "=", Status.ACTIVE)
UNPINNED = Cond("pinned", "=", False)
#: Only working and episodic memories are ever archived or evicted: semantic, procedural and codebase
#: ones are exempt (engram's archival rule; codebase knowledge leaves only through drift detection).
FORGETTABLE_LAYERS = Cond("layer", "in", (Layer.WORKING, Layer.EPISODIC))
EPISODE = Cond("kind", "=", "episode")
NOT_A_DIGEST = Cond("metadata", "lacks", "crystal")              # a digest is never re-digested
UNDIGESTED = Cond("metadata", "lacks", "crystallized_into")


def _retention(decay: DecayPolicy | None, now: datetime) -> Retention | None:
    return Retention(decay, now) if decay is not None else None


def _recorded(now: datetime) -> Cond:
    return Cond("created_at", "<=", now)


# -- forgetting (credo.manage.forget) -------------------------------------------------


def ttl(tenant: str, now: datetime, **_: Any) -> Select:
    """Past its TTL (``forget_after``): erased, not archived."""
    return Select(tenant, (Cond("forget_after", "not null"), Cond("forget_after", "<=", now)), order=("forget_after",))


#: Kinds idleness never archives: what the user decided, and facts (a current fact leaves service only by
#: being superseded, retracted or erased).
KEPT_KINDS = ("fact", "decision")


def idle_guard(keep: float, now: datetime) -> tuple[Cond, ...]:
    """The conditions every archival by idleness adds (:func:`credo.manage.forget.keep_reason` is the same rule
    per memory, with the dates a text names): unpinned, not a fact or decision, no structured value, and a
    measured importance -- engram's nine factors combined as of ``now`` -- below ``keep`` (the select carries
    :func:`importance_at`)."""
    return (UNPINNED, Cond("kind", "not in", KEPT_KINDS), Cond("entity", "null"),
            Cond("effective_importance", "<", keep))


def importance_at(weights: ImportanceWeights | None, now: datetime) -> ImportanceAt:
    return ImportanceAt(weights or DEFAULT_WEIGHTS, now)


def evict(tenant: str, now: datetime, *, threshold: float, decay: DecayPolicy | None = None, keep: float = 0.3,
          weights: ImportanceWeights | None = None, **_: Any) -> Select:
    """Active, unpinned working/episodic memories whose retention fell below ``threshold``, weakest first; only
    those below ``keep`` in importance, written and combined (:func:`idle_guard`)."""
    return Select(tenant, (*idle_guard(keep, now), _recorded(now), ACTIVE, FORGETTABLE_LAYERS,
                           Cond("retention", "<", threshold)),
                  order=("retention", "created_at"), retention=_retention(decay, now),
                  importance=importance_at(weights, now))


def archive(tenant: str, now: datetime, *, cutoff: datetime, retention: float, importance: float, accesses: int,
            decay: DecayPolicy | None = None, weights: ImportanceWeights | None = None, keep: float = 0.3,
            **_: Any) -> Select:
    """engram's archival rule: old, faded, unimportant and rarely used.

    Importance is engram's nine factors combined (:mod:`credo.importance`) as of ``now``,
    weighted by ``weights`` (the defaults when None); the cheap conditions come first.
    """
    return Select(tenant, (*idle_guard(min(importance, keep), now), _recorded(now), ACTIVE, FORGETTABLE_LAYERS,
                           Cond("created_at", "<", cutoff),
                           Cond("access_count", "<", accesses), Cond("retention", "<", retention)),
                  order=("created_at",), retention=_retention(decay, now),
                  importance=importance_at(weights, now))


def purge(tenant: str, now: datetime, *, cutoff: datetime, **_: Any) -> Select:
    """Superseded or merged versions unchanged since ``cutoff`` (a retention setting, off by default)."""
    return _unchanged(tenant, (Status.SUPERSEDED, Status.MERGED), cutoff)


def purge_archived(tenant: str, now: datetime, *, cutoff: datetime, **_: Any) -> Select:
    """Archived memories unchanged since ``cutoff`` (a retention setting, off by default)."""
    return _unchanged(tenant, (Status.ARCHIVED,), cutoff)


def _unchanged(tenant: str, statuses: Sequence[Status], cutoff: datetime) -> Select:
    changed_before = AnyOf((Cond("updated_at", "<", cutoff),
                            Cond("updated_at", "null"),))  # never updated: created_at decides, below
    return Select(tenant, (Cond("status", "in", tuple(statuses)), UNPINNED, changed_before,
                           AnyOf((Cond("updated_at", "not null"), Cond("created_at", "<", cutoff)))),
                  order=("updated_at",))


# -- layers (credo.manage.promote) ---------------------------------------------------


def promote_working(tenant: str, now: datetime, *, cutoff: datetime, accesses: int, **_: Any) -> Select:
    """Working memories old enough or used enough to become episodic."""
    return Select(tenant, (ACTIVE, Cond("layer", "=", Layer.WORKING), _recorded(now),
                           AnyOf((Cond("created_at", "<=", cutoff), Cond("access_count", ">=", accesses)))),
                  order=("created_at",))


def promote_episodic(tenant: str, now: datetime, *, importance: float, accesses: int, **_: Any) -> Select:
    """Episodic memories important and used enough to become semantic."""
    return Select(tenant, (ACTIVE, Cond("layer", "=", Layer.EPISODIC), _recorded(now),
                           Cond("importance", ">=", importance), Cond("access_count", ">=", accesses)),
                  order=("created_at",))


# -- probing (credo.manage.probe) ----------------------------------------------------


#: The metadata key probing sets on a weak belief it may not take out of service (a current fact, a date not yet
#: past): ``{"at": ..., "reason": ...}``. The belief stays active and served; it waits in the review queue until a
#: person confirms or corrects it, the user repeats it (a confirmation) or it is replaced (:func:`unconfirmed`).
UNCONFIRMED = "unconfirmed"
#: An open flag: set, and nothing confirmed or verified the belief since.
OPEN_FLAG = (Cond("metadata", "has", UNCONFIRMED), Cond("confirmations", "=", 0), Cond("verified_count", "=", 0))


def probe(tenant: str, now: datetime, *, cutoff: datetime, confidence: float, keep: float = 0.3,
          **_: Any) -> Select:
    """Unpinned, old, low-confidence beliefs nobody ever confirmed or verified and probing has not flagged yet,
    least sure first; never a decision, nor anything but a fact whose measured importance is ``keep`` or more.
    Which of them is challenged and which is only flagged for a person (a current fact: age alone never takes
    it out of service) is :func:`credo.manage.forget.keep_reason`'s to say.

    Codebase memories are not probed: drift detection checks them against the code itself.
    """
    return Select(tenant, (UNPINNED, _recorded(now), ACTIVE, Cond("layer", "!=", Layer.CODEBASE),
                           Cond("kind", "!=", "decision"), Cond("metadata", "lacks", UNCONFIRMED),
                           AnyOf((Cond("kind", "=", "fact"), Cond("entity", "not null"),
                                  Cond("effective_importance", "<", keep))),
                           Cond("created_at", "<=", cutoff),
                           Cond("confidence", "<", confidence), Cond("confirmations", "=", 0),
                           Cond("verified_count", "=", 0)),
                  order=("confidence", "created_at"), importance=importance_at(None, now))


def unconfirmed(store: Store, scope: Scope, flt: RecallFilter, *, limit: int = 200) -> list[MemoryUnit]:
    """Served beliefs probing flagged for a person to confirm, whose flag is still open (:data:`OPEN_FLAG`),
    oldest first: what the review queue lists as ``unconfirmed``."""
    return store.select(Select(scope.tenant, OPEN_FLAG, scope=scope, filter=flt, order=("created_at",),
                               limit=int(limit)))


def flag_open(unit: MemoryUnit) -> bool:
    """``unit`` is a belief probing flagged and nothing has confirmed since (:data:`OPEN_FLAG`, per memory)."""
    return UNCONFIRMED in unit.metadata and unit.confirmations == 0 and unit.verified_count == 0


# -- crystallization (credo.manage.crystallize) --------------------------------------


def crystallize(tenant: str, now: datetime, *, user: str, session: str, **_: Any) -> Select:
    """A user's undigested episodes of one session, in the order they happened."""
    return Select(tenant, (ACTIVE, EPISODE, NOT_A_DIGEST, Cond("source_session", "=", session),
                           Cond("user", "=", user), _recorded(now), UNDIGESTED),
                  order=("valid_from", "seq"))


def finished_sessions(store: Store, tenant: str, now: datetime, *, cutoff: datetime,
                      limit: int = 1000) -> list[tuple[str, str]]:
    """(user, session) pairs with undigested episodes whose session has been idle since ``cutoff``, oldest first."""
    pending = store.aggregate(
        Select(tenant, (ACTIVE, EPISODE, NOT_A_DIGEST, Cond("source_session", "not null"), _recorded(now),
                        UNDIGESTED)),
        Aggregate(by=("user", "source_session"), min=("created_at",)))
    if not pending:
        return []
    busy = {row["source_session"] for row in store.aggregate(
        Select(tenant, (Cond("source_session", "in", tuple({r["source_session"] for r in pending})),
                        Cond("created_at", ">", cutoff))),
        Aggregate(by=("source_session",)))}
    idle = [r for r in pending if r["source_session"] not in busy]
    idle.sort(key=lambda r: (str(r["min_created_at"]), r["user"], r["source_session"]))
    return [(r["user"], r["source_session"]) for r in idle[:limit]]


# -- peer cards (credo.manage.cards) -------------------------------------------------


def entity_memories(tenant: str, now: datetime, *, user: str, entity: str) -> Select:
    """What credo believes now about one user's entity: its own active, open-ended (as :func:`active_facts`),
    valid, confident memories, oldest first."""
    return Select(tenant, (Cond("user", "=", user), Cond("entity", "=", entity), Cond("valid_until", "null"),
                           _recorded(now)),
                  filter=RecallFilter(now=now), order=("valid_from", "created_at"))


def entity_timeline(tenant: str, *, user: str, entity: str, limit: int | None = None) -> Select:
    """Every memory one user has about an entity, of any status, oldest said first (a belief timeline)."""
    return Select(tenant, (Cond("user", "=", user), Cond("entity", "=", entity)),
                  order=("valid_from", "created_at"), limit=limit)


def card_entities(store: Store, tenant: str, now: datetime, *, min_memories: int,
                  user: str | None = None) -> list[tuple[str, str, int]]:
    """(user, entity, count) of every entity with at least ``min_memories`` memories believed now, sorted."""
    where = [Cond("entity", "not null"), Cond("valid_until", "null"), _recorded(now)]
    where += [Cond("user", "=", user)] if user is not None else []
    rows = store.aggregate(Select(tenant, tuple(where), filter=RecallFilter(now=now)), Aggregate(by=("user", "entity")))
    return sorted((r["user"], r["entity"], r["n"]) for r in rows if r["n"] >= min_memories)


# -- the codebase layer (credo.codebase, credo.manage.drift) -------------------------


LIVE = (Status.ACTIVE, Status.CHALLENGED, Status.QUARANTINED)


def codebase(tenant: str, *, user: str | None = None, statuses: Sequence[Status] = LIVE) -> Select:
    """Codebase-layer memories (of one user, when given) still in play, oldest first."""
    where = [Cond("layer", "=", Layer.CODEBASE), Cond("status", "in", tuple(statuses))]
    if user is not None:
        where.append(Cond("user", "=", user))
    return Select(tenant, tuple(where), order=("created_at",))


def drift_readers(tenant: str, now: datetime, *, user: str) -> Select:
    """One user's active memories outside the codebase layer: those drift detection reads for dead references."""
    return Select(tenant, (ACTIVE, Cond("user", "=", user), Cond("layer", "!=", Layer.CODEBASE), _recorded(now)),
                  order=("seq",))


# -- agentmemory's sessions and observations (credo.manage.sessions) -----------------

#: An observation (agentmemory): an episodic memory -- episodic layer or episode kind -- that is not a digest.
OBSERVATION = AnyOf((Cond("layer", "=", Layer.EPISODIC), Cond("kind", "=", "episode")))


def low_importance(tenant: str, now: datetime, *, cutoff: datetime, importance: float, inclusive: bool = False,
                   keep: float = 0.3, weights: ImportanceWeights | None = None, **_: Any) -> Select:
    """Active unpinned observations recorded before ``cutoff`` with importance below (or at) ``importance``."""
    below = Cond("importance", "<=" if inclusive else "<", importance)
    return Select(tenant, (*idle_guard(keep, now), ACTIVE, OBSERVATION, NOT_A_DIGEST,
                           Cond("created_at", "<", cutoff), below),
                  order=("importance", "created_at"), importance=importance_at(weights, now))


def observation_cap(tenant: str, now: datetime, *, by: str, owner: str, decay: DecayPolicy | None = None, **_: Any) -> Select:
    """One user's (``by="user"``) or agent's active unpinned observations, least important first."""
    return Select(tenant, (UNPINNED, _recorded(now), ACTIVE, OBSERVATION, NOT_A_DIGEST, Cond(by, "=", owner)),
                  order=("importance", "retention", "created_at"), retention=_retention(decay, now))


def observation_counts(store: Store, tenant: str, *, by: str, over: int) -> dict[str, int]:
    """Users (``by="user"``) or agents of the tenant with more than ``over`` active unpinned observations."""
    rows = store.aggregate(Select(tenant, (ACTIVE, OBSERVATION, NOT_A_DIGEST, UNPINNED, Cond(by, "not null"))),
                           Aggregate(by=(by,)))
    return {row[by]: row["n"] for row in rows if row["n"] > over}


def session_rows(store: Store, tenant: str, now: datetime, *, user: str | None = None,
                 viewer: Scope | None = None) -> list[dict[str, Any]]:
    """Per (user, session, status): how many memories, the first and the last recorded, digests apart.

    ``viewer``: only the memories it may see count.
    """
    where: list[Cond | AnyOf] = [Cond("source_session", "not null"), _recorded(now), NOT_A_DIGEST]
    if user is not None:
        where.append(Cond("user", "=", user))
    return store.aggregate(Select(tenant, tuple(where), scope=_own(viewer, tenant)),
                           Aggregate(by=("user", "source_session", "status"), min=("created_at",),
                                     max=("created_at",)))


def summarised_sessions(store: Store, tenant: str, now: datetime, *, user: str | None = None,
                        viewer: Scope | None = None) -> set[tuple[str, str]]:
    """(user, session) pairs that have an active digest (a session summary) the viewer may see."""
    where: list[Cond | AnyOf] = [ACTIVE, Cond("metadata", "has", "crystal"), _recorded(now)]
    if user is not None:
        where.append(Cond("user", "=", user))
    return {(u.user, u.source_session or "") for u in store.select(Select(tenant, tuple(where),
                                                                          scope=_own(viewer, tenant)))}


def _own(viewer: Scope | None, tenant: str) -> Scope | None:
    return viewer.model_copy(update={"tenant": tenant, "include_shared": False}) if viewer is not None else None


def digests(tenant: str, now: datetime, *, user: str, **_: Any) -> Select:
    """One user's active session summaries (crystallize's digests), newest first."""
    return Select(tenant, (ACTIVE, Cond("metadata", "has", "crystal"), Cond("user", "=", user), _recorded(now)),
                  order=("-created_at", "-seq"))


def count(store: Store, query: Select) -> int:
    """How many memories a select matches."""
    return sum(row["n"] for row in store.aggregate(query, Aggregate()))


# -- agentmemory's consolidation tiers (credo.manage.pipeline) -----------------------


def pipeline_memories(tenant: str, now: datetime, *, user: str, tier: str, **_: Any) -> Select:
    """One user's active memories written by one consolidation tier (``metadata.tier``), oldest first."""
    return Select(tenant, (ACTIVE, Cond("user", "=", user), Cond("metadata", "has", f"tier_{tier}"),
                           _recorded(now)), order=("created_at", "seq"))


def reflect_sources(tenant: str, now: datetime, *, user: str, since: datetime, **_: Any) -> Select:
    """One user's active session memories recorded since ``since`` (not digests nor pipeline output)."""
    return Select(tenant, (ACTIVE, Cond("user", "=", user), Cond("source_session", "not null"), NOT_A_DIGEST,
                           Cond("kind", "in", ("fact", "episode", "decision", "preference")),
                           Cond("created_at", ">=", since), _recorded(now)), order=("created_at", "seq"))


def patterns(tenant: str, now: datetime, *, user: str, **_: Any) -> Select:
    """One user's active pattern memories, oldest first."""
    return Select(tenant, (ACTIVE, Cond("user", "=", user), Cond("kind", "=", "pattern"), _recorded(now)),
                  order=("created_at", "seq"))


def strength_held(tenant: str, now: datetime, **_: Any) -> Select:
    """Active memories that carry a consolidation strength (the semantic facts and procedures of the pipeline)."""
    return Select(tenant, (ACTIVE, Cond("strength", "not null"), _recorded(now)), order=("created_at", "seq"))


def concept_groups(store: Store, tenant: str, now: datetime, *, column: str) -> list[tuple[str, str]]:
    """(user, concept) pairs with 2+ active memories naming the concept in ``column`` (entity or topic)."""
    rows = store.aggregate(Select(tenant, (ACTIVE, Cond(column, "not null"), _recorded(now))),
                           Aggregate(by=("user", column)))
    return sorted((row["user"], row[column]) for row in rows if row["n"] >= 2)


def concept_members(tenant: str, now: datetime, *, column: str, user: str, concept: str, **_: Any) -> Select:
    """One user's active memories naming one concept in ``column`` (entity or topic), oldest first."""
    return Select(tenant, (ACTIVE, Cond("user", "=", user), Cond(column, "=", concept), _recorded(now)),
                  order=("created_at", "seq"))


RULES: dict[str, Callable[..., Select]] = {
    "ttl": ttl, "evict": evict, "archive": archive, "purge": purge, "purge_archived": purge_archived,
    "promote_working": promote_working, "promote_episodic": promote_episodic, "probe": probe,
    "crystallize": crystallize, "low_importance": low_importance, "observation_cap": observation_cap,
    "digests": digests, "pipeline_memories": pipeline_memories, "reflect_sources": reflect_sources,
    "patterns": patterns, "strength_held": strength_held, "concept_members": concept_members,
}


def rule(name: str, tenant: str, now: datetime, *, limit: int | None = None, **params: Any) -> Select:
    """The select a named rule makes, limited to ``limit`` rows."""
    if name not in RULES:
        raise StorageError(f"unknown maintenance rule {name!r}")
    query = RULES[name](tenant, now, **params)
    return Select(query.tenant, query.where, order=query.order, limit=limit, retention=query.retention,
                  importance=query.importance)


# -- retention tiers (credo.manage.decay) ----------------------------------------------


def of_user(tenant: str, user: str) -> Select:
    """Every memory of one user, of any status (what erasing the user deletes)."""
    return Select(tenant, where=(Cond("user", "=", user),))


def active(tenant: str) -> Select:
    return Select(tenant, (ACTIVE,))


def unscored_valence(tenant: str, *, limit: int | None = None) -> Select:
    """Memories of any status whose emotional valence was never scored (written before it existed), oldest first."""
    return Select(tenant, (Cond("valence", "null"),), order=("seq",), limit=limit)


def tier_counts(store: Store, query: Select) -> dict[str, int]:
    """How many memories a select matches in each retention tier (:data:`credo.decay.RETENTION_TIERS`)."""
    names = [name for name, _ in reversed(RETENTION_TIERS)]     # cold, warm, hot
    edges = tuple(edge for _, edge in reversed(RETENTION_TIERS))
    counts = {name: 0 for name, _ in RETENTION_TIERS} | {"evictable": 0}
    for row in store.aggregate(query, Aggregate(buckets=("retention", edges))):
        counts["evictable" if row["bucket"] == 0 else names[row["bucket"] - 1]] += row["n"]
    return counts


# -- vector precision tiers (credo.manage.compress) ----------------------------------


def vector_tiers(tenant: str, now: datetime) -> list[tuple[str, Select]]:
    """:func:`credo.quantize.tier_for` as selects: the tier each memory's vector belongs in, one select per case.

    Archived memories at 2 bits; pinned ones at float32; every other by its stored retention
    (``decay_score``, which the decay job keeps current) against :data:`credo.quantize.TIER_FLOORS`.
    Semantic and procedural memories are not exempt by layer (credo's layer follows the kind, so every
    fact is semantic); the ``engram`` decay policy never decays them, which keeps them at float32.
    The selects are disjoint and together cover every memory recorded by ``now``.
    """
    archived = Cond("status", "=", Status.ARCHIVED)
    kept = Cond("status", "!=", Status.ARCHIVED)
    cases: list[tuple[str, tuple[Cond | AnyOf, ...]]] = [("archive", (archived,)),
                                                          ("active", (kept, Cond("pinned", "=", True)))]
    ceiling: Cond | None = None
    for tier, floor in TIER_FLOORS:
        lowest = Cond("retention", ">" if tier == "active" else ">=", floor)
        cases.append((tier, (kept, UNPINNED, lowest, *([ceiling] if ceiling else []))))
        ceiling = Cond("retention", "<=" if tier == "active" else "<", floor)
    cases.append(("archive", (kept, UNPINNED, ceiling)))  # type: ignore[arg-type]
    return [(tier, Select(tenant, (_recorded(now), *conds))) for tier, conds in cases]


# -- reads the core shares -----------------------------------------------------------


def active_facts(store: Store, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
    """Active, open-ended memories of one user about one entity+attribute, oldest first."""
    return store.select(Select(tenant, (Cond("user", "=", user), Cond("entity", "=", entity),
                                        Cond("attribute", "=", attribute), Cond("valid_until", "null"), ACTIVE),
                               order=("valid_from", "created_at")))


def entity_attributes(store: Store, tenant: str, user: str, entity: str, *,
                      viewer: Scope | None = None) -> list[str]:
    """The attributes one user's entity holds now (active or contested memories; those ``viewer`` may see),
    most used first: what a differently worded new attribute may be (:mod:`credo.attributes`)."""
    held = (Status.ACTIVE, Status.CHALLENGED)
    rows = store.aggregate(Select(tenant, (Cond("user", "=", user), Cond("entity", "=", entity),
                                           Cond("attribute", "not null"), Cond("status", "in", held)),
                                  scope=_own(viewer, tenant)), Aggregate(by=("attribute",)))
    return [str(r["attribute"]) for r in sorted(rows, key=lambda r: (-int(r["n"]), str(r["attribute"])))]


def pair_timeline(store: Store, tenant: str, user: str, entity: str, attribute: str) -> list[MemoryUnit]:
    """Every value one user's entity+attribute has held (active, superseded or contested), by event time."""
    held = (Status.ACTIVE, Status.SUPERSEDED, Status.CHALLENGED)
    return store.select(Select(tenant, (Cond("user", "=", user), Cond("entity", "=", entity),
                                        Cond("attribute", "=", attribute), Cond("status", "in", held)),
                               order=("valid_from", "created_at")))


ORDERS = {"recent": ("-created_at", "-seq"), "importance": ("-importance", "-created_at")}


def list_memories(store: Store, scope: Scope, flt: RecallFilter, *, structured: bool | None = None,
                  about: tuple[str, str] | None = None, order: str = "recent", limit: int = 50,
                  offset: int = 0) -> list[MemoryUnit]:
    """Memories in scope passing the filter, newest first (``order="importance"``: most important first).

    ``structured=True`` keeps only entity/attribute/value facts, ``False`` only the rest; ``about`` (entity,
    attribute) only those of that pair.
    """
    if order not in ORDERS:
        raise StorageError(f"unknown order {order!r}")
    where = {None: (), True: (Cond("entity", "not null"),), False: (Cond("entity", "null"),)}[structured]
    if about is not None:
        where += (Cond("entity", "=", about[0]), Cond("attribute", "=", about[1]))
    return store.select(Select(scope.tenant, where, scope=scope, filter=flt, order=ORDERS[order],
                               limit=int(limit), offset=int(offset)))


def visible_ids(store: Store, scope: Scope, ids: Sequence[str], flt: RecallFilter) -> list[str]:
    """The subset of ``ids`` that lies in the scope and passes the filter, in the order given."""
    if not ids:
        return []
    return store.select(Select(scope.tenant, scope=scope, filter=flt, ids=tuple(ids)), ids_only=True)


def status_history(store: Store, tenant: str, memory_id: str) -> list[Any]:
    """A memory's status changes, oldest first."""
    return store.history(HistoryQuery(tenant, memory_ids=(memory_id,)))


def supersession_chain(store: Store, tenant: str, memory_id: str) -> list[str]:
    """Ids of the supersession chain that holds ``memory_id``, oldest first (by event, then record time)."""
    order: dict[str, tuple[Any, Any]] = {}
    expanded: set[str] = set()
    frontier = {memory_id}
    while frontier:  # walk superseded_by both ways until nothing new turns up
        ids = tuple(sorted(frontier))
        units = store.select(Select(tenant, (AnyOf((Cond("id", "in", ids), Cond("superseded_by", "in", ids))),)))
        expanded |= frontier
        frontier = set()
        for unit in units:
            order[unit.id] = (unit.valid_from, unit.created_at)
            frontier |= {n for n in (unit.id, unit.superseded_by) if n and n not in expanded}
    return sorted(order, key=lambda i: order[i])


def users(store: Store, tenant: str) -> list[str]:
    """Every user of the tenant that has memories."""
    return sorted(row["user"] for row in store.aggregate(Select(tenant), Aggregate(by=("user",))))


def tenants(store: Store) -> list[str]:
    """Every tenant that has memories (maintenance runs per tenant)."""
    return sorted(row["tenant"] for row in store.aggregate(Select(None), Aggregate(by=("tenant",))))


def embedding_models(store: Store, tenant: str) -> dict[str, int]:
    """How many of the tenant's memories have a vector from each embedding model."""
    rows = store.aggregate(Select(tenant, (Cond("embedding_model", "not null"),)), Aggregate(by=("embedding_model",)))
    return {row["embedding_model"]: row["n"] for row in rows}


def models_in(store: Store) -> Counter[str]:
    """How many memories have a vector of each model, over every tenant."""
    counts: Counter[str] = Counter()
    for tenant in tenants(store):
        counts.update(embedding_models(store, tenant))
    return counts


def stale_vectors(store: Store, tenant: str, model: str, limit: int) -> list[tuple[str, str]]:
    """Up to ``limit`` of the tenant's memories whose vector is not from ``model`` (or missing): (id, text).

    Every status counts; oldest first, so repeated calls that re-embed what they get make progress.
    """
    units = store.select(Select(tenant, (Cond("embedding_model", "!=", model), Cond("text", "!=", "")),
                                order=("seq",), limit=int(limit)))
    return [(u.id, u.text) for u in units]


# -- contradiction loops (credo.manage.loops) ----------------------------------------


def churn(store: Store, tenant: str, since: datetime, *, user: str | None = None, entity: str | None = None,
          attribute: str | None = None, min_count: int = 1, viewer: Scope | None = None) -> list[dict[str, Any]]:
    """Supersessions recorded since ``since``, per (user, entity, attribute), most first.

    An escalation counts too: the rival the loop guard challenged instead of
    superseding (a history row with ``escalation`` set) marks the supersession
    it stopped. ``viewer``: only supersessions of memories it may see count.

    Each row: ``user, entity, attribute, count, values`` (superseded values,
    oldest first) and ``last_at``. Seed 000's loop audit is
    ``churn(store, tenant, now - 30 days, min_count=3)``.
    """
    changes = [c for c in store.history(HistoryQuery(tenant, since=since,
                                                     new=frozenset({Status.SUPERSEDED, Status.CHALLENGED})))
               if c.new is Status.SUPERSEDED or c.escalation]
    if not changes:
        return []
    where = [Cond("entity", "not null")]
    for column, wanted in (("user", user), ("entity", entity), ("attribute", attribute)):
        if wanted is not None:
            where.append(Cond(column, "=", wanted))
    ids = tuple(dict.fromkeys(c.memory_id for c in changes))
    units = {u.id: u for u in store.select(Select(tenant, tuple(where), scope=viewer, ids=ids))}
    groups: dict[tuple[str, str, str], dict[str, Any]] = {}
    for change in changes:
        unit = units.get(change.memory_id)
        if unit is None:
            continue
        key = (unit.user, unit.entity or "", unit.attribute or "")
        group = groups.setdefault(key, {"user": key[0], "entity": key[1], "attribute": key[2], "count": 0,
                                        "values": [], "last_at": None})
        group["count"] += 1
        group["values"].append(unit.value)
        group["last_at"] = change.at
    found = [g for g in groups.values() if g["count"] >= min_count]
    return sorted(found, key=lambda g: (-g["count"], g["user"], g["entity"], g["attribute"]))


# -- stats ---------------------------------------------------------------------------


def stats(store: Store, tenant: str, user: str | None = None, *, viewer: Scope | None = None) -> dict[str, Any]:
    """Counts by status, kind, layer and classification, a histogram of active memories' decay scores,
    vectors per embedding model, job states and open conflicts; ``viewer``: only what it may see."""
    seen = (viewer or Scope(tenant=tenant)).model_copy(update={"tenant": tenant, "include_shared": False})
    if user is not None:
        seen = seen.model_copy(update={"user": user})
    everything = Select(tenant, scope=seen)
    out: dict[str, Any] = {"total": sum(r["n"] for r in store.aggregate(everything, Aggregate()))}
    for column in ("status", "kind", "layer", "classification"):
        out[f"by_{column}"] = {r[column]: r["n"] for r in store.aggregate(everything, Aggregate(by=(column,)))}
    edges = tuple(b / 10 for b in range(1, 10))
    histogram = {f"{b / 10:.1f}-{(b + 1) / 10:.1f}": 0 for b in range(10)}
    for row in store.aggregate(Select(tenant, (ACTIVE,), scope=seen), Aggregate(buckets=("decay_score", edges))):
        b = row["bucket"]
        histogram[f"{b / 10:.1f}-{(b + 1) / 10:.1f}"] += row["n"]
    out["retention_histogram"] = histogram
    out["embedding_models"] = {r["embedding_model"]: r["n"] for r in store.aggregate(
        Select(tenant, (Cond("embedding_model", "not null"),), scope=seen), Aggregate(by=("embedding_model",)))}
    out["jobs"] = store.job_counts(tenant, viewer=seen)
    out["open_conflicts"] = len(store.conflicts(tenant, status=ConflictStatus.OPEN, viewer=seen))
    return out
