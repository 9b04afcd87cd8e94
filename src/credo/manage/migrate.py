"""Moving a store: copy everything from one backend to another, resumably, and prove the copy equal.

:func:`migrate` reads the source and writes the destination through the storage
protocol only (:mod:`credo.store.base`), so it moves a store between any two
backends -- SQLite to PostgreSQL and back. Per tenant it copies:

* memories of every status in insertion order, each batch one destination
  transaction holding the memories, their vectors (float32, per embedding model),
  their status history, the links they are the source of and their access log;
* the audit log, by copying its pruning checkpoints as they are and then replaying
  ``append_audit`` in order from the last checkpoint's anchor, which rebuilds the hash
  chain exactly (verification compares every hash);
* jobs of every status, API keys, conflicts, merge proposals and peer cards.

It is resumable: a destination that already holds some of the source's memories
is the remains of an interrupted run, so batches it already has are skipped and
the audit log continues after the destination's last event. A destination that
holds anything the source does not (a memory, a job, a key, an audit event off
the source's chain) is refused with :class:`~credo.errors.InvalidInput` before
anything is written. Scheduler leases are not copied: they say which process of
the old deployment last ran each maintenance job, and the new one runs each when
it is first due.

:func:`verify` runs at the end of every migration: row counts per table per
tenant, and a sha256 over a canonical JSON of every item -- each memory row in id
order with its vector's float32 bytes, history, links and accesses (each sorted, so
the order a backend returns rows in never matters); audit hashes; jobs; keys;
conflicts; proposals; cards -- computed on both sides in lockstep, so a mismatch
names the first item that differs.

Stop writers to the source while it runs: what is written to it meanwhile may or
may not be copied, and verification will say which.

>>> import os, tempfile
>>> from credo import HashEmbedder, Memory
>>> from credo.store import open_store
>>> folder = tempfile.mkdtemp()
>>> with Memory(os.path.join(folder, "a.db"), embedder=HashEmbedder(dim=32)) as mem:
...     _ = mem.store("Ann drinks green tea", user="ann")
>>> src, dst = open_store(os.path.join(folder, "a.db")), open_store(os.path.join(folder, "b.db"))
>>> report = migrate(src, dst)
>>> report["copied"]["memories"], report["verify"]["ok"]
(1, True)
>>> migrate(src, dst)["copied"]["memories"]  # a rerun finds everything there
0
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from itertools import zip_longest
from typing import Any

import numpy as np

from .. import rules
from ..errors import InvalidInput
from ..models import ApiKey, ConflictRecord, Job, MemoryUnit, MergeProposal
from ..store.base import HistoryQuery, Select, Store
from ..timeutil import parse_time, to_iso

#: Memories (or audit events, jobs ...) read and committed at a time.
BATCH_SIZE = 500
MAX_BATCH_SIZE = 5000
#: What a call that takes a limit is given to mean "all of them".
EVERY = 2**31 - 1

#: The tables counted per tenant, in the order reports list them.
TABLES = ("memories", "vectors", "history", "links", "accesses", "audit", "jobs", "keys", "conflicts", "proposals",
          "cards")

Progress = Callable[[int, int], None]


def migrate(src: Store, dst: Store, *, batch: int = BATCH_SIZE, progress: Progress | None = None) -> dict[str, Any]:
    """Copy every tenant's data from ``src`` to ``dst`` and verify the copy; returns a report.

    ``progress(done, total)`` is called after each committed batch (``total``: rows
    of every table the source holds, ``done``: those the destination now has).
    The report: ``{"task": "migrate", "tenants", "total", "done", "batches",
    "copied": {table: n}, "skipped": {table: n}, "verify": verify(src, dst)}``.
    A copy that differs is not an exception: ``report["verify"]["ok"]`` is False and
    ``first_difference`` names the item.
    """
    _check_batch(batch)
    plan = _Plan(src, dst)
    plan.refuse_foreign()
    run = _Run(src, dst, batch, progress, total=plan.total())
    for tenant in plan.tenants:
        run.memories(tenant, plan.memory_ids[tenant])
        run.audit(tenant, plan.audit[tenant], plan.dst_audit[tenant])
        run.jobs(tenant, plan.jobs[tenant], plan.dst_jobs[tenant])
        run.records("keys", src.list_keys(tenant), dst.list_keys(tenant), dst.save_key)
        run.records("conflicts", src.conflicts(tenant), dst.conflicts(tenant), dst.save_conflict)
        run.records("proposals", src.proposals(tenant), dst.proposals(tenant), dst.save_proposal)
        run.records("cards", src.cards(tenant), dst.cards(tenant), dst.save_card, key=_card_key)
    report = {"task": "migrate", "tenants": plan.tenants, "total": run.total, "done": run.done,
              "batches": run.batches, "copied": run.copied, "skipped": run.skipped}
    report["verify"] = verify(src, dst, batch=batch)
    return report


def verify(src: Store, dst: Store, *, batch: int = BATCH_SIZE) -> dict[str, Any]:
    """Compare two stores item by item: counts per table per tenant, a checksum of each side, the first difference.

    ``{"ok", "counts": {tenant: {table: {"source": n, "destination": n}}}, "source_checksum",
    "destination_checksum", "first_difference"}`` (``None`` when equal).
    """
    _check_batch(batch)
    tenants = sorted(set(all_tenants(src)) | set(all_tenants(dst)))
    digests = [hashlib.sha256(), hashlib.sha256()]
    counts: dict[str, dict[str, list[int]]] = {t: {table: [0, 0] for table in TABLES} for t in tenants}
    first: str | None = None
    sides = [_items(src, tenants, batch), _items(dst, tenants, batch)]
    for pair in zip_longest(*sides):
        for side, item in enumerate(pair):
            if item is not None:
                key, tenant, tallies, body = item
                digests[side].update(f"{key}\n{body}\n".encode())
                for table, n in tallies.items():
                    counts[tenant][table][side] += n
        if first is None:
            first = _difference(*pair)
    result = {t: {table: {"source": a, "destination": b} for table, (a, b) in c.items()} for t, c in counts.items()}
    checksums = [d.hexdigest() for d in digests]
    return {"ok": first is None and checksums[0] == checksums[1], "counts": result,
            "source_checksum": checksums[0], "destination_checksum": checksums[1], "first_difference": first}


def all_tenants(store: Store) -> list[str]:
    """Every tenant with memories, audit events, jobs or keys."""
    found = set(rules.tenants(store)) | set(store.audit_tenants())
    found |= {job.tenant for job in store.jobs(None, limit=EVERY)}
    found |= {key.tenant for key in store.list_keys(None)}
    return sorted(found)


def _check_batch(batch: int) -> None:
    if isinstance(batch, bool) or not isinstance(batch, int) or not 1 <= batch <= MAX_BATCH_SIZE:
        raise InvalidInput(f"batch size must be between 1 and {MAX_BATCH_SIZE}")


class _Plan:
    """What the source holds, what the destination already has, and whether it may be written to."""

    def __init__(self, src: Store, dst: Store) -> None:
        self.src, self.dst = src, dst
        self.tenants = all_tenants(src)
        self.dst_tenants = all_tenants(dst)
        self.memory_ids = {t: src.select(Select(t, order=("seq",)), ids_only=True) for t in self.tenants}
        self.audit = {t: [e["hash"] for e in src.audit_events(t)] for t in self.tenants}
        self.dst_audit = {t: [e["hash"] for e in dst.audit_events(t)] for t in self.dst_tenants}
        self.jobs = _by_tenant(src.jobs(None, limit=EVERY))
        self.dst_jobs = _by_tenant(dst.jobs(None, limit=EVERY))
        for t in self.tenants:
            self.dst_audit.setdefault(t, [])
            self.jobs.setdefault(t, [])
            self.dst_jobs.setdefault(t, [])

    def total(self) -> int:
        return sum(len(self.memory_ids[t]) + len(self.audit[t]) + len(self.jobs[t]) + len(self.src.list_keys(t))
                   + len(self.src.conflicts(t)) + len(self.src.proposals(t)) + len(self.src.cards(t))
                   for t in self.tenants)

    def refuse_foreign(self) -> None:
        """Raise InvalidInput when the destination holds anything that is not (a prefix of) the source's."""
        for tenant in self.dst_tenants:
            chain, source_chain = self.dst_audit[tenant], self.audit.get(tenant, [])
            for what, theirs, ours in (
                ("memories", self.dst.select(Select(tenant, order=("seq",)), ids_only=True),
                 self.memory_ids.get(tenant, ())),
                ("jobs", [j.id for j in self.dst_jobs.get(tenant, ())], [j.id for j in self.jobs.get(tenant, ())]),
                ("API keys", [k.id for k in self.dst.list_keys(tenant)], [k.id for k in self.src.list_keys(tenant)]),
            ):
                known = set(ours)
                if extra := [i for i in theirs if i not in known]:
                    self._refuse(f"{what} the source does not have ({len(extra)}; the first: {tenant}/{extra[0]})")
            if chain != source_chain[:len(chain)]:
                self._refuse(f"an audit log of tenant {tenant} that is not the source's")

    @staticmethod
    def _refuse(what: str) -> None:
        raise InvalidInput(f"the destination holds {what}: migrate into an empty store, or into the one an"
                           " interrupted migrate of this source left")


def _by_tenant(jobs: list[Job]) -> dict[str, list[Job]]:
    """Jobs per tenant, oldest first (``jobs()`` lists newest first)."""
    grouped: dict[str, list[Job]] = defaultdict(list)
    for job in reversed(jobs):
        grouped[job.tenant].append(job)
    return dict(grouped)


class _Run:
    """The copying: batches, each one destination transaction, counted into the report."""

    def __init__(self, src: Store, dst: Store, batch: int, progress: Progress | None, total: int) -> None:
        self.src, self.dst, self.batch, self.progress = src, dst, batch, progress
        self.total, self.done, self.batches = total, 0, 0
        self.copied = dict.fromkeys(TABLES, 0)
        self.skipped = dict.fromkeys(TABLES, 0)

    def _committed(self, rows: int, *, written: bool = True) -> None:
        self.done += rows
        self.batches += int(written)
        if self.progress is not None:
            self.progress(self.done, self.total)

    def memories(self, tenant: str, ids: Sequence[str]) -> None:
        for chunk in _chunks(ids, self.batch):
            have = set(self.dst.select(Select(tenant, ids=tuple(chunk)), ids_only=True))
            todo = [i for i in chunk if i not in have]
            self.skipped["memories"] += len(chunk) - len(todo)
            if todo:
                self._copy_memories(tenant, todo)
            self._committed(len(chunk), written=bool(todo))

    def _copy_memories(self, tenant: str, ids: list[str]) -> None:
        src = self.src
        units = src.get(tenant, ids)
        vectors = _vectors(src, tenant, units)
        history = src.history(HistoryQuery(tenant, memory_ids=tuple(ids)))
        links = src.links(tenant, ids, outgoing=True)
        accesses = src.access_log(tenant, ids)
        with self.dst.transaction():
            self.dst.insert(units, [vectors.get(u.id) for u in units])
            self.dst.add_history(tenant, history)
            self.dst.add_links(tenant, links)
            self.dst.add_access_log(tenant, accesses)
        for table, n in (("memories", len(units)), ("vectors", len(vectors)), ("history", len(history)),
                         ("links", len(links)), ("accesses", len(accesses))):
            self.copied[table] += n

    def audit(self, tenant: str, chain: list[str], have: list[str]) -> None:
        """Replay the source's events after the destination's last one; ``append_audit`` rebuilds each hash."""
        self.skipped["audit"] += len(have)
        checkpoints = self.src.audit_checkpoints(tenant)
        if checkpoints and not have and not self.dst.audit_checkpoints(tenant):
            # pruned events are gone: the checkpoints go first, so the replay chains from the same anchor
            self.dst.add_audit_checkpoints(tenant, checkpoints)
        if have:
            self._committed(len(have), written=False)
        if len(have) == len(chain):
            return
        events = list(self.src.audit_events(tenant))[len(have):]
        for chunk in _chunks(events, self.batch):
            with self.dst.transaction():
                for e in chunk:
                    self.dst.append_audit(tenant, e["action"], e["actor"], parse_time(e["at"]), e["memory_id"],
                                          e["detail"])
            self.copied["audit"] += len(chunk)
            self._committed(len(chunk))

    def jobs(self, tenant: str, jobs: list[Job], have: list[Job]) -> None:
        """Jobs the destination lacks, oldest first: queued as they were, then given their state."""
        there = {job.id for job in have}
        todo = [job for job in jobs if job.id not in there]
        self.skipped["jobs"] += len(jobs) - len(todo)
        if len(jobs) > len(todo):
            self._committed(len(jobs) - len(todo), written=False)
        for chunk in _chunks(todo, self.batch):
            with self.dst.transaction():
                for job in chunk:
                    self.dst.enqueue_job(job)
                    self.dst.update_job(job)
            self.copied["jobs"] += len(chunk)
            self._committed(len(chunk))

    def records(self, table: str, records: list[Any], have: list[Any], save: Callable[[Any], None], *,
                key: Callable[[Any], str] = lambda r: str(r.id)) -> None:
        """Records saved by insert-or-replace (keys, conflicts, proposals, cards): those the destination lacks or
        holds in another state are written, in order."""
        there = {key(r): r.model_dump(mode="json") for r in have}
        todo = [r for r in records if there.get(key(r)) != r.model_dump(mode="json")]
        self.skipped[table] += len(records) - len(todo)
        if len(records) > len(todo):
            self._committed(len(records) - len(todo), written=False)
        for chunk in _chunks(todo, self.batch):
            with self.dst.transaction():
                for record in chunk:
                    save(record)
            self.copied[table] += len(chunk)
            self._committed(len(chunk))


def _chunks(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _vectors(store: Store, tenant: str, units: Sequence[MemoryUnit]) -> dict[str, np.ndarray]:
    """The stored vector of every memory that has one, read per embedding model."""
    models: dict[str, list[str]] = defaultdict(list)
    for unit in units:
        if unit.embedding_model:
            models[unit.embedding_model].append(unit.id)
    found: dict[str, np.ndarray] = {}
    for model, ids in models.items():
        found.update(store.vectors(tenant, ids, model=model))
    return found


# -- verification --------------------------------------------------------------------

Item = tuple[str, str, dict[str, int], str]  # key, tenant, rows it counts per table, canonical JSON


def _items(store: Store, tenants: Sequence[str], batch: int) -> Iterator[Item]:
    """Every item of the store in a canonical order: per tenant memories by id, audit, jobs, keys, reviews."""
    jobs = _by_tenant(store.jobs(None, limit=EVERY))
    for tenant in tenants:
        yield from _memory_items(store, tenant, batch)
        for n, checkpoint in enumerate(store.audit_checkpoints(tenant), 1):
            yield f"audit checkpoint {tenant}#{n}", tenant, {"audit": 1}, _canonical({"hash": checkpoint["hash"]})
        for n, event in enumerate(store.audit_events(tenant), 1):
            yield f"audit {tenant}#{n}", tenant, {"audit": 1}, _canonical({"hash": event["hash"]})
        tables: tuple[tuple[str, Sequence[Job | ApiKey | ConflictRecord | MergeProposal]], ...] = (
            ("jobs", jobs.get(tenant, [])), ("keys", store.list_keys(tenant)),
            ("conflicts", store.conflicts(tenant)), ("proposals", store.proposals(tenant)))
        for table, records in tables:
            for record in sorted(records, key=lambda r: r.id):
                body = _canonical(record.model_dump(mode="json"))
                yield f"{table[:-1]} {tenant}/{record.id}", tenant, {table: 1}, body
        for card in sorted(store.cards(tenant), key=_card_key):
            yield f"card {tenant}/{_card_key(card)}", tenant, {"cards": 1}, _canonical(card.model_dump(mode="json"))


def _memory_items(store: Store, tenant: str, batch: int) -> Iterator[Item]:
    # code-point order on every backend, whatever its collation
    ids = sorted(store.select(Select(tenant), ids_only=True))
    for chunk in _chunks(ids, batch):
        units = store.get(tenant, chunk)
        vectors = _vectors(store, tenant, units)
        history = _grouped(store.history(HistoryQuery(tenant, memory_ids=tuple(chunk))), "memory_id")
        links = _grouped(store.links(tenant, chunk, outgoing=True), "source_id")
        accesses = _grouped(store.access_log(tenant, chunk), "memory_id")
        for unit in units:
            vector = vectors.get(unit.id)
            body: dict[str, Any] = {
                "row": unit.model_dump(mode="json", exclude={"embedding", "links"}),
                "vector": None if vector is None else
                hashlib.sha256(np.asarray(vector, dtype=np.float32).tobytes()).hexdigest(),
                # sorted: backends return rows of equal keys in any order (issue 24: "links differs")
                "history": sorted([[to_iso(c.at), c.old and c.old.value, c.new.value, c.reason, c.actor,
                                    c.escalation] for c in history.get(unit.id, [])], key=_sortable),
                "links": sorted([[k.target_id, k.type.value, k.weight, to_iso(k.created_at)]
                                 for k in links.get(unit.id, [])], key=_sortable),
                "accesses": sorted([[to_iso(a.at), a.recalled] for a in accesses.get(unit.id, [])], key=_sortable),
            }
            tallies = {"memories": 1, "vectors": int(vector is not None), "history": len(body["history"]),
                       "links": len(body["links"]), "accesses": len(body["accesses"])}
            yield f"memory {tenant}/{unit.id}", tenant, tallies, _canonical(body)


def _sortable(row: list[Any]) -> str:
    return _canonical(row)


def _card_key(card: Any) -> str:
    return f"{card.user}/{card.entity}"


def _grouped(rows: Sequence[Any], attribute: str) -> dict[str, list[Any]]:
    grouped: dict[str, list[Any]] = defaultdict(list)
    for row in rows:
        grouped[getattr(row, attribute)].append(row)
    return grouped


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _difference(ours: Item | None, theirs: Item | None) -> str | None:
    """How two items in the same place differ, in words; None when they are equal."""
    if ours is None and theirs is not None:
        return f"{theirs[0]}: only in the destination"
    if theirs is None and ours is not None:
        return f"{ours[0]}: only in the source"
    if ours is None or theirs is None:
        return None
    if ours[0] != theirs[0]:
        return f"{ours[0]} in the source where the destination has {theirs[0]}"
    if ours[3] == theirs[3]:
        return None
    a, b = json.loads(ours[3]), json.loads(theirs[3])
    for part in sorted(set(a) | set(b)):
        if a.get(part) != b.get(part):
            if isinstance(a.get(part), dict) and isinstance(b.get(part), dict):
                fields = sorted(f for f in set(a[part]) | set(b[part]) if a[part].get(f) != b[part].get(f))
                return f"{ours[0]}: {part} differs ({', '.join(fields)})"
            return f"{ours[0]}: {part} differs"
    return f"{ours[0]} differs"
