"""Forgetting: the passes that take memories out of service -- into the archive, or out of the store.

History is kept. By default no pass hard-deletes a superseded or merged
version, or an episodic memory whose TTL has not passed: what falls out of
use is **archived** (status ``archived``: never served by recall or context,
still answered by ``history`` and ``as_of``, listed in the UI's browser, and
brought back with ``restore``). Hard deletion happens only through

* erasure (``erase``, on request),
* **ttl** (agentmemory): ``forget_after`` has passed -- the owner's own
  instruction. Such memories are hidden from reads at once and erased here,
  from every index (row, full-text, vector, links, history), with only a
  hash of the text left in the audit log;
* a retention setting a deployment turns on explicitly:
  ``ForgetPolicy(purge_superseded_after_days=365)`` erases superseded and
  merged versions unchanged for that long, and
  ``ForgetPolicy(erase_archived_after_days=...)`` archived ones. Both default
  to ``None``: never.

Nothing important is forgotten by age alone. Every archival by idleness (the
archive rule, evict, and :mod:`credo.manage.sessions`' stale sessions and low
importance passes, in the daily ``forget`` task and the dream cycle's step 1)
takes only what :func:`keep_reason` lets go: never a pinned memory, a fact or a
structured value (a current fact leaves service only when superseded, retracted
or erased), a decision, a text naming a date not yet past (a deadline, an
appointment), or anything whose measured importance -- engram's nine factors
combined as of ``now`` (:mod:`credo.importance`) -- is at least
``ForgetPolicy.keep_importance`` (engram's 0.3). Every automatic archival is listed for a person by
``credo manage report`` (:func:`archival_report`) with its reason, and ``restore``
brings it back.

The archiving passes, in order (pinned memories are exempt from all of them):

* **archive** (engram): older than 90 days, retention < 0.15, importance < 0.3
  and fewer than 3 accesses. Importance here is engram's nine factors combined
  (:mod:`credo.importance`) as of ``now``: of two memories given the same
  importance, one a person stated and others confirmed is kept where an
  unconfirmed one from a low-trust source goes. Semantic, procedural and
  codebase memories are exempt (codebase ones leave service only through
  drift detection).
* **evict** (agentmemory's retention-evict): active working/episodic memories
  whose retention fell below the cold threshold (0.15), lowest first, at most
  ``max_evict`` (50, at most 1000) a run -- archived, not erased.
* **cap** (agentmemory's observation cap): a user's, and an agent's, active
  observations (episodic memories) beyond ``episodic_cap`` (10,000), least
  important first, then lowest retention -- archived. The ``evict`` job
  (:mod:`credo.manage.sessions`) runs the same pass.

Every pass judges as of its ``now``: retention is the decay curve computed at
``now`` (not the score the last decay run stored), and a memory recorded
after ``now`` is never touched. So ``credo manage forget --now T --dry-run``
shows what forgetting would do at T.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from typing import Any

from .. import importance, rules
from ..decay import DecayPolicy
from ..errors import ErasePending
from ..importance import DEFAULT_WEIGHTS, ImportanceWeights
from ..lifecycle import erase_many, record_status
from ..models import Kind, MemoryUnit, Scope, Status, StatusChange
from ..policies import ForgetPolicy
from ..store.base import HistoryQuery, RecallFilter, Store
from ..timeutil import mentioned_period, to_iso
from ..visibility import visible

#: The actors maintenance archives as (forget, the dream cycle, evict, auto-forget): their archivals are listed
#: by :func:`archival_report`; a person's own ``forget`` is not.
AUTOMATIC_ACTORS = frozenset({"forgetting", "dream", "eviction", "auto-forget"})
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH_NAMES = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?" \
               "|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"

DRY_RUN_LIMIT = 1_000_000


def forget(store: Store, tenant: str, now: datetime, *, policy: ForgetPolicy = ForgetPolicy(),
           decay: DecayPolicy = DecayPolicy(), dry_run: bool = False, actor: str = "forgetting") -> dict[str, Any]:
    """Run every forgetting pass for one tenant as of ``now``; returns the ids each pass took (or would take).

    ``ttl`` and ``purged`` were erased; ``archived``, ``evicted`` and ``capped`` were archived.
    """
    report: dict[str, Any] = {"task": "forget", "dry_run": dry_run, "at": to_iso(now)}
    report["ttl"] = _erase_all(store, tenant, now, "ttl", {}, policy, dry_run, actor, "TTL expired")
    report["archived"] = _archive_rule(store, tenant, now, policy, decay, dry_run, actor)
    taken = set(report["archived"])
    ids = store.select(rules.rule("evict", tenant, now, limit=policy.max_evict + len(taken),
                                  threshold=policy.evict_below, decay=decay, keep=policy.keep_importance),
                       ids_only=True)
    evict = [i for i in ids if i not in taken][: policy.max_evict]
    report["evicted"] = _archive(store, tenant, now, evict, policy, dry_run, actor,
                                 f"retention below the cold threshold ({policy.evict_below})")
    taken |= set(report["evicted"])
    report["capped"] = cap_observations(store, tenant, now, cap=policy.episodic_cap, forget=policy, decay=decay,
                                        dry_run=dry_run, actor=actor, taken=taken)
    report["purged"] = _retention(store, tenant, now, "purge", policy.purge_superseded_after_days, policy, dry_run,
                                  actor, "old version")
    report["purged"] += _retention(store, tenant, now, "purge_archived", policy.erase_archived_after_days, policy,
                                   dry_run, actor, "archived")
    report["counts"] = {k: len(report[k]) for k in ("ttl", "evicted", "archived", "purged", "capped")}
    if not dry_run and (report["ttl"] or report["purged"]):
        try:  # once per pass: the erased texts leave the index pages and the WAL
            store.compact()
        except ErasePending:  # another connection's read pins old pages; the store finishes after it
            report["erase_pending"] = True
    return report


def cap_observations(store: Store, tenant: str, now: datetime, *, cap: int, forget: ForgetPolicy,
                     decay: DecayPolicy, dry_run: bool, actor: str, taken: set[str] | None = None) -> list[str]:
    """Archive each user's and each agent's active observations beyond ``cap``, least important first."""
    taken = set(taken or ())
    capped: list[str] = []
    for by in ("user", "agent"):
        for owner, count in rules.observation_counts(store, tenant, by=by, over=cap).items():
            over = store.select(rules.rule("observation_cap", tenant, now, limit=count - cap + len(taken),
                                           by=by, owner=owner, decay=decay), ids_only=True)
            # a dry run archived nothing, so what it already picked is still counted: take those off
            gone = len(set(over) & taken) if dry_run else 0
            excess = [i for i in over if i not in taken][: max(count - cap - gone, 0)]
            capped += _archive(store, tenant, now, excess, forget, dry_run, actor,
                               f"over the cap of {cap} observations per {by}", idle=False)
            taken |= set(excess)
    return capped


def _retention(store: Store, tenant: str, now: datetime, rule: str, days: float | None, policy: ForgetPolicy,
               dry_run: bool, actor: str, what: str) -> list[str]:
    """A deployment's explicit retention setting; nothing when it is off (None)."""
    if days is None:
        return []
    cutoff = {"cutoff": now - timedelta(days=days)}
    return _erase_all(store, tenant, now, rule, cutoff, policy, dry_run, actor,
                      f"retention setting: {what}, unchanged for {days:g} days")


def _erase_all(store: Store, tenant: str, now: datetime, rule: str, params: dict[str, Any], policy: ForgetPolicy,
               dry_run: bool, actor: str, reason: str) -> list[str]:
    """Erase everything a rule selects: one selection, then bounded batches (one transaction each)."""
    ids = store.select(rules.rule(rule, tenant, now, limit=DRY_RUN_LIMIT, **params), ids_only=True)
    if dry_run:
        return ids
    taken: list[str] = []
    for batch in _chunks(ids, policy.batch):
        units = store.get(tenant, batch)
        if units:
            taken += erase_many(store, tenant, units, reason=reason, actor=actor, now=now, compact=False)
    return taken


def _chunks(items: list[str], size: int) -> list[list[str]]:
    return [items[i: i + size] for i in range(0, len(items), size)]


def _archive_rule(store: Store, tenant: str, now: datetime, policy: ForgetPolicy, decay: DecayPolicy,
                  dry_run: bool, actor: str) -> list[str]:
    params = {"cutoff": now - timedelta(days=policy.archive_after_days),
              "retention": policy.archive_retention, "importance": policy.archive_importance,
              "accesses": policy.archive_accesses}
    reason = (f"archival rule: older than {policy.archive_after_days:g} days, retention < {policy.archive_retention},"
              f" combined importance < {policy.archive_importance}, fewer than {policy.archive_accesses} accesses")
    ids = store.select(rules.rule("archive", tenant, now, limit=DRY_RUN_LIMIT, decay=decay,
                                  keep=policy.keep_importance, **params), ids_only=True)
    return _archive(store, tenant, now, ids, policy, dry_run, actor, reason)


def _archive(store: Store, tenant: str, now: datetime, ids: list[str], policy: ForgetPolicy, dry_run: bool,
             actor: str, reason: str, *, idle: bool = True) -> list[str]:
    """Archive ``ids`` (still active and unpinned), a batch per transaction: a crash keeps whole batches.

    ``idle``: the pass archives for idleness, so :func:`keep_reason` keeps what matters (the cap, which archives
    for count, passes False and keeps only pinned memories).
    """
    archived: list[str] = []
    for chunk in _chunks(ids, policy.batch):
        with store.transaction():
            for unit in store.get(tenant, chunk):
                if unit.status is not Status.ACTIVE or unit.pinned:  # changed since it was selected
                    continue
                if idle and keep_reason(unit, now, policy) is not None:
                    continue
                if not dry_run:
                    record_status(store, unit, Status.ARCHIVED, reason, actor=actor, now=now)
                archived.append(unit.id)
    return archived


_DEADLINE_DAY = re.compile(rf"\b(?:{_MONTH_NAMES})\.? (\d{{1,2}})(?:st|nd|rd|th)?\b|\b(\d{{1,2}})(?:st|nd|rd|th)? "
                           rf"(?:of )?(?:{_MONTH_NAMES})\b", re.I)


def keep_reason(unit: MemoryUnit, now: datetime, policy: ForgetPolicy = ForgetPolicy(),
                weights: ImportanceWeights = DEFAULT_WEIGHTS, *, facts: bool = True) -> str | None:
    """Why idleness may not archive ``unit`` as of ``now``, or None when it may.

    ``facts=False``: a fact is not kept for being one or for its importance (probing doubts weak facts,
    see :mod:`credo.manage.probe`); pinned, decisions and dates still are.

    >>> from datetime import datetime, timezone
    >>> from credo.models import MemoryUnit
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> note = MemoryUnit(id="m", tenant="t", user="u", text="Renew the Acme contract by 2026-03-15",
    ...                   kind="episode", importance=0.1, created_at=t, valid_from=t)
    >>> keep_reason(note, datetime(2026, 2, 1, tzinfo=timezone.utc))
    'names a date not yet past (2026-03-15)'
    >>> keep_reason(note, datetime(2026, 4, 1, tzinfo=timezone.utc)) is None
    True
    """
    if unit.pinned:
        return "pinned"
    if unit.kind is Kind.DECISION:
        return "a decision"
    fact = unit.kind is Kind.FACT or bool(unit.entity)
    if facts and fact:
        return "a fact" if not unit.entity else "a structured fact"
    if (day := future_date(unit.text, unit.valid_from, now)) is not None:
        return f"names a date not yet past ({day})"
    if facts or not fact:
        combined = importance.score(unit, now, weights)
        if combined >= policy.keep_importance:
            return f"importance {combined:.2f} >= {policy.keep_importance:g} (engram's nine factors, combined)"
    return None


def future_date(text: str, written: datetime, now: datetime) -> str | None:
    """A date ``text`` names explicitly that is not yet past at ``now``, as ``YYYY-MM-DD``, else None.

    A day with a year ("2027-03-15", "15 March 2027"), a month or a year; a day without one ("by March 15")
    is its first occurrence on or after ``written``.
    """
    period = mentioned_period(text)
    if period is not None:
        return period[0].date().isoformat() if period[1] > now else None
    for match in _DEADLINE_DAY.finditer(text):
        month = next(i for i, name in enumerate(_MONTHS, 1) if match[0].lower().find(name[:3]) >= 0)
        day = int(match[1] or match[2])
        for year in (written.year, written.year + 1):
            try:
                when = datetime(year, month, day, tzinfo=timezone.utc)
            except ValueError:
                break
            if when + timedelta(days=1) > written:
                return when.date().isoformat() if when + timedelta(days=1) > now else None
    return None


def archival_report(store: Store, tenant: str, now: datetime, *, user: str | None = None,
                    viewer: Scope | None = None, limit: int = 1000) -> dict[str, Any]:
    """Every automatic archival still in the archive (a maintenance pass did it, not a person), newest first,
    with its reason and how to bring it back, and the served beliefs probing flagged for a person to confirm
    (``unconfirmed``, oldest first, :func:`credo.rules.unconfirmed`): what ``credo manage report`` shows a
    person."""
    rows = [c for c in store.history(HistoryQuery(tenant, new=frozenset({Status.ARCHIVED})))
            if c.actor in AUTOMATIC_ACTORS]
    latest: dict[str, StatusChange] = {}
    for change in rows:
        latest[change.memory_id] = change
    units = {u.id: u for u in store.get(tenant, list(latest))} if latest else {}
    seen = visible(store, viewer, list(units)) if viewer is not None else set(units)
    listed = []
    for memory_id, change in sorted(latest.items(), key=lambda kv: kv[1].at, reverse=True):
        unit = units.get(memory_id)
        if unit is None or unit.status is not Status.ARCHIVED or memory_id not in seen:
            continue
        if user is not None and unit.user != user:
            continue
        listed.append({"id": unit.id, "user": unit.user, "text": unit.text, "kind": unit.kind.value,
                       "importance": unit.importance, "archived_at": to_iso(change.at), "by": change.actor,
                       "reason": change.reason, "restore": f"credo restore {unit.id}"})
    who = Scope(tenant=tenant, user=user, include_shared=False)
    flagged = rules.unconfirmed(store, who, RecallFilter(now=now, min_confidence=0.0), limit=limit)
    seen = visible(store, viewer, [u.id for u in flagged]) if viewer is not None else {u.id for u in flagged}
    unconfirmed = [{"id": u.id, "user": u.user, "text": u.text, "kind": u.kind.value,
                    "confidence": u.confidence, "flagged_at": u.metadata[rules.UNCONFIRMED].get("at"),
                    "reason": u.metadata[rules.UNCONFIRMED].get("reason"),
                    "confirm": f"credo review approve {u.id}"} for u in flagged if u.id in seen]
    return {"task": "report", "dry_run": True, "at": to_iso(now), "archived": listed[:limit],
            "unconfirmed": unconfirmed, "counts": {"archived": len(listed), "unconfirmed": len(unconfirmed)}}
