"""agentmemory's session and observation model: ``evict`` and ``auto_forget``.

credo has no session table: a session is the memories sharing one
``source_session`` (of one user), and its summary is crystallize's digest. An
*observation* is an episodic memory (episodic layer or episode kind) that is
not a digest. agentmemory's importance runs 1-10; credo's 0-1, so its
thresholds divide by ten (importance < 3 is < 0.3, <= 2 is <= 0.2).

``evict`` (agentmemory's ``mem::evict``), each pass archiving -- never deleting --
with a status-history row, pinned memories exempt:

* **stale sessions**: a session idle for more than 30 days with no summary is
  first *recovered* (crystallized into a digest, as ``event::session::stopped``
  would); only when that yields nothing are its episodes archived;
* **low importance**: observations older than 90 days with importance < 0.3;
* **cap**: 10,000 active observations per user *and* per agent (agentmemory caps
  a project), least important first (then lowest retention, then oldest). The
  ``forget`` job runs the same pass, with the same setting (``forget.episodic_cap``).

``auto_forget`` (agentmemory's ``mem::auto-forget``):

* **ttl**: ``forget_after`` has passed -- forget's TTL pass (erasure: the owner's instruction);
* **contradiction**: two active memories of one user sharing a concept (the same
  entity, or the same topic) whose word sets have Jaccard > 0.9: the older is
  superseded by the newer (soft, with history), unless it is pinned;
* **low value**: observations older than 180 days with importance <= 0.2, archived.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from .. import rules
from ..embed import Embedder
from ..errors import InvalidInput
from ..lifecycle import supersede
from ..models import Scope, Status
from ..store.base import Store
from ..timeutil import parse_time, to_iso
from . import crystallize as crystal
from .consolidate import keyword_pairs
from ..decay import DecayPolicy
from ..policies import EvictPolicy, ForgetPolicy
from .forget import DRY_RUN_LIMIT, _archive, _erase_all, cap_observations


# -- evict --------------------------------------------------------------------------------

def evict(store: Store, embedder: Embedder, tenant: str, now: datetime, *, policy: EvictPolicy = EvictPolicy(),
          forget: ForgetPolicy = ForgetPolicy(), decay: DecayPolicy = DecayPolicy(), dry_run: bool = False,
          digester: crystal.Digester | None = None, actor: str = "eviction") -> dict[str, Any]:
    """agentmemory's ``mem::evict`` for one tenant as of ``now``: stale sessions, low importance, the cap."""
    report: dict[str, Any] = {"task": "evict", "dry_run": dry_run, "at": to_iso(now)}
    report["recovered"], report["stale"] = stale_sessions(store, embedder, tenant, now, policy=policy,
                                                          forget=forget, dry_run=dry_run, digester=digester,
                                                          actor=actor)
    cutoff = now - timedelta(days=policy.low_importance_days)
    ids = store.select(rules.rule("low_importance", tenant, now, limit=DRY_RUN_LIMIT, cutoff=cutoff,
                                  importance=policy.low_importance, keep=forget.keep_importance), ids_only=True)
    report["low_importance"] = _archive(store, tenant, now, ids, forget, dry_run, actor,
                                        f"observation older than {policy.low_importance_days:g} days with importance"
                                        f" below {policy.low_importance}")
    report["capped"] = cap_observations(store, tenant, now, cap=forget.episodic_cap, forget=forget, decay=decay,
                                        dry_run=dry_run, actor=actor, taken=set(report["low_importance"]))
    report["counts"] = {"recovered": len(report["recovered"]),
                        **{k: len(report[k]) for k in ("stale", "low_importance", "capped")}}
    return report


def stale_sessions(store: Store, embedder: Embedder, tenant: str, now: datetime, *, policy: EvictPolicy,
                   forget: ForgetPolicy, dry_run: bool, digester: crystal.Digester | None = None,
                   actor: str = "eviction") -> tuple[list[dict[str, Any]], list[str]]:
    """Sessions idle past ``stale_session_days`` with undigested episodes: crystallized, else their episodes archived.

    Returns (the sessions recovered, with their digest) and (the ids archived).
    """
    cutoff = now - timedelta(days=policy.stale_session_days)
    recovered: list[dict[str, Any]] = []
    archived: list[str] = []
    for user, session in rules.finished_sessions(store, tenant, now, cutoff=cutoff):
        scope = Scope(tenant=tenant, user=user)
        try:
            done = crystal.crystallize(store, embedder, scope, session, now=now, digester=digester,
                                       dry_run=dry_run, actor=actor)
        except InvalidInput:  # the digester produced no text: nothing to recover
            done = {"digest": None, "sources": store.select(rules.rule("crystallize", tenant, now,
                                                                       user=user, session=session), ids_only=True)}
        if done["digest"]:
            recovered.append({"user": user, "session": session, "digest": done["digest"]["id"]})
        else:
            archived += _archive(store, tenant, now, done["sources"], forget, dry_run, actor,
                                 f"stale session {session}: idle over {policy.stale_session_days:g} days, "
                                 "nothing to summarise")
    return recovered, archived


# -- auto-forget --------------------------------------------------------------------------

_TOKEN = re.compile(r"\w+")


def jaccard(a: str, b: str) -> float:
    """Token-level Jaccard similarity of two texts (lower case), as auto-forget compares them.

    >>> jaccard("Ann likes tea", "ann likes tea")
    1.0
    >>> round(jaccard("Ann likes tea", "Ann likes coffee"), 2)
    0.5
    """
    x, y = set(_TOKEN.findall(a.lower())), set(_TOKEN.findall(b.lower()))
    return len(x & y) / len(x | y) if x | y else 0.0


def auto_forget(store: Store, tenant: str, now: datetime, *, policy: EvictPolicy = EvictPolicy(),
                forget: ForgetPolicy = ForgetPolicy(), dry_run: bool = False,
                actor: str = "auto-forget") -> dict[str, Any]:
    """agentmemory's ``mem::auto-forget`` for one tenant: TTL, near-duplicate contradiction, low value."""
    report: dict[str, Any] = {"task": "auto_forget", "dry_run": dry_run, "at": to_iso(now)}
    report["ttl"] = _erase_all(store, tenant, now, "ttl", {}, forget, dry_run, actor, "TTL expired")
    report["contradiction"] = contradictions(store, tenant, now, policy=policy, dry_run=dry_run, actor=actor)
    cutoff = now - timedelta(days=policy.low_value_days)
    ids = store.select(rules.rule("low_importance", tenant, now, limit=DRY_RUN_LIMIT, cutoff=cutoff,
                                  importance=policy.low_value_importance, inclusive=True,
                                  keep=forget.keep_importance), ids_only=True)
    report["low_value"] = _archive(store, tenant, now, ids, forget, dry_run, actor,
                                   f"low-value observation: older than {policy.low_value_days:g} days, importance"
                                   f" <= {policy.low_value_importance}")
    report["counts"] = {"ttl": len(report["ttl"]), "contradiction": len(report["contradiction"]),
                        "low_value": len(report["low_value"])}
    return report


def contradictions(store: Store, tenant: str, now: datetime, *, policy: EvictPolicy, dry_run: bool,
                   actor: str) -> list[dict[str, str]]:
    """Pairs sharing a concept with Jaccard above the threshold: the older superseded by the newer."""
    done: list[dict[str, str]] = []
    retired: set[str] = set()
    for column in ("entity", "topic"):
        for user, concept in rules.concept_groups(store, tenant, now, column=column):
            members = [u for u in store.select(rules.rule("concept_members", tenant, now, column=column, user=user,
                                                          concept=concept)) if u.id not in retired]
            tokens = [frozenset(_TOKEN.findall(u.text.lower())) for u in members]
            for i, j in keyword_pairs(tokens, policy.contradiction_jaccard):
                old, new = sorted((members[i], members[j]), key=lambda u: (u.created_at, u.valid_from))
                if old.pinned or old.id in retired or new.id in retired or \
                        jaccard(old.text, new.text) <= policy.contradiction_jaccard:
                    continue
                retired.add(old.id)
                done.append({"superseded": old.id, "by": new.id, column: getattr(old, column)})
                if not dry_run:
                    with store.transaction():
                        current = store.get(tenant, [old.id])
                        if current and current[0].status is Status.ACTIVE:
                            supersede(store, current[0], new, actor=actor, now=now,
                                      reason=f"auto-forget: near-duplicate of a newer memory (token Jaccard >"
                                             f" {policy.contradiction_jaccard}, same {column})")
    return done


# -- the sessions a user has --------------------------------------------------------------


def list_sessions(store: Store, tenant: str, now: datetime, *, user: str | None = None,
                  policy: EvictPolicy = EvictPolicy(), finished_after_days: float = 7.0,
                  viewer: Scope | None = None) -> list[dict[str, Any]]:
    """Each session of the tenant (or of one user) with its state, most recently active first.

    ``summarised``: it has a digest; ``archived``: none of its memories is active
    any more; ``stale``: idle over ``stale_session_days`` with no summary;
    ``finished``: idle over ``finished_after_days`` (crystallize's 7) with no
    summary yet; ``open``: active within that. ``viewer``: only what it may see counts.
    """
    sessions: dict[tuple[str, str], dict[str, Any]] = {}
    for row in rules.session_rows(store, tenant, now, user=user, viewer=viewer):
        key = (row["user"], row["source_session"])
        entry = sessions.setdefault(key, {"user": key[0], "session": key[1], "memories": 0, "active": 0,
                                          "first_at": None, "last_at": None})
        entry["memories"] += row["n"]
        entry["active"] += row["n"] if row["status"] == Status.ACTIVE.value else 0
        first, last = parse_time(row["min_created_at"]), parse_time(row["max_created_at"])
        entry["first_at"] = min(filter(None, (entry["first_at"], first)))
        entry["last_at"] = max(filter(None, (entry["last_at"], last)))
    summarised = rules.summarised_sessions(store, tenant, now, user=user, viewer=viewer)
    out = []
    for key, entry in sessions.items():
        idle = (now - entry["last_at"]).total_seconds() / 86400
        entry["state"] = ("summarised" if key in summarised else "archived" if entry["active"] == 0
                          else "stale" if idle > policy.stale_session_days
                          else "finished" if idle > finished_after_days else "open")
        entry["first_at"], entry["last_at"] = to_iso(entry["first_at"]), to_iso(entry["last_at"])
        out.append(entry)
    return sorted(out, key=lambda e: (e["last_at"] or "", e["session"]), reverse=True)
