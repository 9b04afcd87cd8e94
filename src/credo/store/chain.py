"""The audit chain's arithmetic, shared by every backend: event hashes, pruning checkpoints, verification.

Each tenant's audit events form a hash chain: ``hash = sha256(prev_hash + canonical event)``,
the first event's ``prev_hash`` being :data:`GENESIS`. Pruning (:mod:`credo.manage.prune`)
deletes a prefix of that chain, so before it does, the store writes a *checkpoint*:

* ``start`` -- the ``prev_hash`` of the first pruned event (where the pruned stretch began),
* ``anchor`` -- the hash of the last pruned event, which the first kept event names as its
  ``prev_hash``: the kept chain now starts from the anchor instead of from GENESIS,
* ``count``, ``first_seq``, ``last_seq`` -- how many events, and which,
* ``digest`` -- sha256 over the pruned events' hashes, in order,
* ``before``, ``at``, ``actor`` -- the cutoff, when, and by whom.

Checkpoints are a chain of their own (``prev_hash``/``hash`` as for events, GENESIS first),
and each one's ``start`` is the previous one's ``anchor``: deleting, reordering or editing a
checkpoint breaks one of those links, and so does deleting or editing a kept event.
:func:`verify` walks both chains and names the first break.

>>> e1 = {"tenant": "t", "at": "2026-01-01T00:00:00.000000Z", "actor": "a", "action": "x",
...       "memory_id": None, "detail": {}}
>>> h1 = audit_hash(GENESIS, e1)
>>> verify([], [{**e1, "seq": 1, "prev_hash": GENESIS, "hash": h1}])["ok"]
True
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import NotRequired, TypedDict



class AuditEvent(TypedDict):
    """One stored audit event: what happened (:data:`EVENT_FIELDS`), its place in the chain and its hash."""

    seq: int
    tenant: str
    at: str
    actor: str
    action: str
    memory_id: str | None
    detail: dict[str, object]
    prev_hash: str
    hash: str


class Checkpoint(TypedDict):
    """What a pruned stretch of the chain was (:data:`CHECKPOINT_FIELDS`), itself a link of the checkpoint chain.

    ``seq`` is the store's row number; a checkpoint not yet stored has none.
    """

    seq: NotRequired[int]
    tenant: str
    at: str
    actor: str
    before: str
    first_seq: int
    last_seq: int
    count: int
    start: str
    anchor: str
    digest: str
    prev_hash: str
    hash: str


class VerifyReport(TypedDict):
    """What :func:`verify` found: the links it checked and the first break (None when ``ok``)."""

    ok: bool
    checkpoints: int
    events: int
    error: str | None


#: The ``prev_hash`` of a chain's first link.
GENESIS = "0" * 64

#: The fields of an event that its hash covers (``seq``, ``prev_hash`` and ``hash`` are the chain itself).
EVENT_FIELDS = ("tenant", "at", "actor", "action", "memory_id", "detail")
#: The fields of a checkpoint that its hash covers.
CHECKPOINT_FIELDS = ("tenant", "at", "actor", "before", "first_seq", "last_seq", "count", "start", "anchor",
                     "digest")


def audit_hash(prev_hash: str, event: Mapping[str, object]) -> str:
    """sha256 over the previous hash and the canonical JSON of the event."""
    canonical = json.dumps(event, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((prev_hash + canonical).encode()).hexdigest()


def event_hash(prev_hash: str, row: Mapping[str, object]) -> str:
    """The hash a stored event row should carry, recomputed from its content."""
    return audit_hash(prev_hash, {k: row[k] for k in EVENT_FIELDS})


def checkpoint_hash(prev_hash: str, row: Mapping[str, object]) -> str:
    """The hash a checkpoint row should carry, recomputed from its content."""
    return audit_hash(prev_hash, {k: row[k] for k in CHECKPOINT_FIELDS})


def digest(hashes: Iterable[str]) -> str:
    """sha256 over event hashes, in chain order: what a checkpoint says was pruned."""
    h = hashlib.sha256()
    for value in hashes:
        h.update(value.encode())
    return h.hexdigest()


def head(checkpoints: Sequence[Checkpoint]) -> str:
    """Where the kept chain starts: the latest checkpoint's anchor, or GENESIS."""
    return checkpoints[-1]["anchor"] if checkpoints else GENESIS


def make_checkpoint(tenant: str, pruned: Sequence[AuditEvent], last_hash: str | None, *,
                    before: str, at: str, actor: str) -> Checkpoint:
    """The checkpoint row for pruning ``pruned`` (a chain prefix, oldest first) after the checkpoint whose
    hash is ``last_hash`` (None: the first checkpoint)."""
    row = Checkpoint(
        tenant=tenant, at=at, actor=actor, before=before,
        first_seq=pruned[0]["seq"], last_seq=pruned[-1]["seq"], count=len(pruned),
        start=pruned[0]["prev_hash"], anchor=pruned[-1]["hash"],
        digest=digest(e["hash"] for e in pruned),
        prev_hash=last_hash or GENESIS, hash="",
    )
    row["hash"] = checkpoint_hash(row["prev_hash"], row)
    return row


def verify(checkpoints: Sequence[Checkpoint], events: Iterable[AuditEvent]) -> VerifyReport:
    """Check the checkpoint chain, then the kept events from the latest anchor.

    Returns ``{"ok", "checkpoints", "events", "error"}``; ``error`` is one line naming the
    first broken link (None when ``ok``).
    """
    prev, anchor = GENESIS, GENESIS
    for n, cp in enumerate(checkpoints, 1):
        error, name = None, f"checkpoint {n} (events {cp['first_seq']}..{cp['last_seq']})"
        before = f"checkpoint {n - 1}" if n > 1 else "the genesis"
        if cp["prev_hash"] != prev:
            error = f"{name} does not follow {before}: a checkpoint before it was deleted or altered"
        elif checkpoint_hash(prev, cp) != cp["hash"]:
            error = f"{name} was altered: its hash does not match its content"
        elif cp["start"] != anchor:
            error = f"{name} does not start where {before} ended: a checkpoint is missing"
        if error:
            return VerifyReport(ok=False, checkpoints=n - 1, events=0, error=error)
        prev, anchor = cp["hash"], cp["anchor"]
    count = 0
    for event in events:
        error = None
        if event["prev_hash"] != anchor:
            after = "the event before it" if count else "the latest checkpoint" if checkpoints else "the genesis"
            error = (f"event {event['seq']} does not follow {after}: an event before it was deleted,"
                     " or a checkpoint is missing")
        elif event_hash(anchor, event) != event["hash"]:
            error = f"event {event['seq']} ({event['action']}) was altered: its hash does not match its content"
        if error:
            return VerifyReport(ok=False, checkpoints=len(checkpoints), events=count, error=error)
        anchor, count = event["hash"], count + 1
    return VerifyReport(ok=True, checkpoints=len(checkpoints), events=count, error=None)
