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

A chain alone cannot show what was cut from its end, nor resist someone who recomputes it. Two
more things do:

* **The head** (:class:`Head`, one row per tenant, rewritten in the transaction of every append
  and prune): how many events the chain has ever had (kept plus pruned), the last event's seq
  and hash, how many checkpoints and the last one's hash. Deleting the newest events, or all
  of them, leaves fewer than the head counts: :func:`verify` reports the log *truncated*.
* **The key** (:class:`Keyring`, from configuration -- ``$CREDO_AUDIT_KEY`` by default -- never
  from the database): with one, every event, checkpoint and the head are HMAC-SHA256 under it
  instead of plain SHA-256, so someone holding the database but not the key can neither
  recompute the chain after an edit, nor forge a checkpoint, nor write a head that matches a
  shortened log. Rotation: the keyring is a comma-separated list, the first key signs and every
  key verifies; links are tried against each (a link signed by a key no longer listed fails).
  Once a log has a signed link, every later link must be signed, and the last one must be when
  the head is (a log rewritten without the key fails there). If the head is deleted while the
  log is signed, the next append records that it was missing, and verify fails from then on.

Without a key, the head is plain SHA-256: it catches rows deleted or edited by hand (including
the newest), but anyone who knows this format can recompute every hash, head included.
Neither mode detects a whole database restored from an older copy (the head goes back with
it): compare the count and hash ``credo audit verify --json`` prints with a copy kept elsewhere.

>>> e1 = {"tenant": "t", "at": "2026-01-01T00:00:00.000000Z", "actor": "a", "action": "x",
...       "memory_id": None, "detail": {}}
>>> h1 = audit_hash(GENESIS, e1)
>>> verify([], [{**e1, "seq": 1, "prev_hash": GENESIS, "hash": h1}])["ok"]
True
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
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


class Head(TypedDict):
    """The recorded end of a tenant's chain (:data:`HEAD_FIELDS`), sealed by ``mac`` under key ``kid``.

    ``count`` is every event the chain has had (kept and pruned); ``hash`` the last event's (GENESIS when
    none); ``note`` is empty unless the head had gone missing from a signed log (then it says when).
    """

    tenant: str
    count: int
    last_seq: int
    hash: str
    checkpoints: int
    checkpoint_hash: str
    note: str
    kid: str
    mac: str


class VerifyReport(TypedDict):
    """What :func:`verify` found: the links it checked and the first break (None when ``ok``).

    ``keyed``: whether a key was configured; ``unsigned``: links written before the log was first signed;
    ``head``: the recorded head (count, last hash, checkpoints) or None.
    """

    ok: bool
    checkpoints: int
    events: int
    error: str | None
    keyed: bool
    unsigned: int
    head: dict[str, object] | None


#: The ``kid`` of a head sealed without a key.
UNKEYED = "none"


@dataclass(frozen=True)
class Keyring:
    """The audit keys from configuration: the first signs, every one verifies (rotation).

    >>> ring = Keyring.parse("new-key, old-key")
    >>> len(ring.keys), ring.kid(ring.signing) == ring.kid(b"new-key"), Keyring.parse(None).signing is None
    (2, True, True)
    """

    keys: tuple[bytes, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> Keyring:
        """Keys from a comma-separated string (empty or None: no key)."""
        return cls(tuple(part.strip().encode() for part in (text or "").split(",") if part.strip()))

    @property
    def signing(self) -> bytes | None:
        """The key new links are signed with, or None."""
        return self.keys[0] if self.keys else None

    @staticmethod
    def kid(key: bytes | None) -> str:
        """A short id of ``key`` that does not reveal it (an HMAC of a constant), or :data:`UNKEYED`."""
        return hmac.new(key, b"credo audit key id", hashlib.sha256).hexdigest()[:16] if key else UNKEYED

    def find(self, kid: str) -> bytes | None:
        """The key whose id is ``kid``, or None."""
        return next((key for key in self.keys if self.kid(key) == kid), None)


NO_KEYS = Keyring()

#: The fields of the head that its ``mac`` covers.
HEAD_FIELDS = ("tenant", "count", "last_seq", "hash", "checkpoints", "checkpoint_hash", "note")


#: The ``prev_hash`` of a chain's first link.
GENESIS = "0" * 64

#: The fields of an event that its hash covers (``seq``, ``prev_hash`` and ``hash`` are the chain itself).
EVENT_FIELDS = ("tenant", "at", "actor", "action", "memory_id", "detail")
#: The fields of a checkpoint that its hash covers.
CHECKPOINT_FIELDS = ("tenant", "at", "actor", "before", "first_seq", "last_seq", "count", "start", "anchor",
                     "digest")


def audit_hash(prev_hash: str, event: Mapping[str, object], key: bytes | None = None) -> str:
    """sha256 over the previous hash and the canonical JSON of the event; HMAC-SHA256 under ``key`` if given."""
    payload = (prev_hash + json.dumps(event, sort_keys=True, separators=(",", ":"))).encode()
    return hmac.new(key, payload, hashlib.sha256).hexdigest() if key else hashlib.sha256(payload).hexdigest()


def event_hash(prev_hash: str, row: Mapping[str, object], key: bytes | None = None) -> str:
    """The hash a stored event row should carry, recomputed from its content."""
    return audit_hash(prev_hash, {k: row[k] for k in EVENT_FIELDS}, key)


def checkpoint_hash(prev_hash: str, row: Mapping[str, object], key: bytes | None = None) -> str:
    """The hash a checkpoint row should carry, recomputed from its content."""
    return audit_hash(prev_hash, {k: row[k] for k in CHECKPOINT_FIELDS}, key)


def seal(tenant: str, *, count: int, last_seq: int, last_hash: str, checkpoints: int, checkpoint_hash: str,
         keyring: Keyring, note: str = "") -> Head:
    """The head row for a chain that ends so, sealed with the keyring's signing key (or unkeyed)."""
    key = keyring.signing
    head = Head(tenant=tenant, count=count, last_seq=last_seq, hash=last_hash, checkpoints=checkpoints,
                checkpoint_hash=checkpoint_hash, note=note, kid=Keyring.kid(key), mac="")
    head["mac"] = audit_hash(GENESIS, {k: head[k] for k in HEAD_FIELDS}, key)  # type: ignore[literal-required]
    return head


def signer(expected: str, compute: Callable[[bytes | None], str], keyring: Keyring) -> tuple[bool, bool]:
    """Whether ``expected`` is ``compute(key)`` for no key or some key of ``keyring``: ``(matches, signed)``."""
    for key in (*keyring.keys, None):
        if hmac.compare_digest(compute(key), expected):
            return True, key is not None
    return False, False


def signed(expected: str, compute: Callable[[bytes | None], str], keyring: Keyring) -> bool:
    """True if ``expected`` is ``compute(key)`` for a key of ``keyring`` (a signed link)."""
    return any(hmac.compare_digest(compute(key), expected) for key in keyring.keys)


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
                    before: str, at: str, actor: str, key: bytes | None = None) -> Checkpoint:
    """The checkpoint row for pruning ``pruned`` (a chain prefix, oldest first) after the checkpoint whose
    hash is ``last_hash`` (None: the first checkpoint), signed with ``key`` if given."""
    row = Checkpoint(
        tenant=tenant, at=at, actor=actor, before=before,
        first_seq=pruned[0]["seq"], last_seq=pruned[-1]["seq"], count=len(pruned),
        start=pruned[0]["prev_hash"], anchor=pruned[-1]["hash"],
        digest=digest(e["hash"] for e in pruned),
        prev_hash=last_hash or GENESIS, hash="",
    )
    row["hash"] = checkpoint_hash(row["prev_hash"], row, key)
    return row


def verify(checkpoints: Sequence[Checkpoint], events: Iterable[AuditEvent], *, keyring: Keyring = NO_KEYS,
           head: Head | None = None, has_memories: bool = False) -> VerifyReport:
    """Check the checkpoint chain, then the kept events from the latest anchor, then the head.

    Returns :class:`VerifyReport`; ``error`` is one line naming the first broken link, or how the
    log differs from its head (None when ``ok``). ``has_memories``: the tenant has memories, each of
    which was written with an event, so an empty log without a head was deleted.
    """
    keyed = bool(keyring.keys)
    seen = {"signed": False, "unsigned": 0, "last_signed": False}
    shown: dict[str, object] | None = None if head is None else {
        "count": head["count"], "last_seq": head["last_seq"], "hash": head["hash"], "checkpoints": head["checkpoints"],
        "kid": head["kid"]}

    def report(ok: bool, cps: int, evs: int, error: str | None) -> VerifyReport:
        return VerifyReport(ok=ok, checkpoints=cps, events=evs, error=error, keyed=keyed,
                            unsigned=int(seen["unsigned"]), head=shown)

    def link(name: str, expected: str, compute: Callable[[bytes | None], str]) -> str | None:
        matches, is_signed = signer(expected, compute, keyring)
        if not matches:
            return f"{name} was altered: its hash does not match its content" + (" under any audit key" if keyed else "")
        if is_signed:
            seen["signed"] = True
        elif seen["signed"]:
            return f"{name} is not signed with the audit key though an earlier link is: rewritten without the key"
        else:
            seen["unsigned"] = int(seen["unsigned"]) + 1
        seen["last_signed"] = is_signed
        return None

    prev, anchor, pruned = GENESIS, GENESIS, 0
    for n, cp in enumerate(checkpoints, 1):
        error, name = None, f"checkpoint {n} (events {cp['first_seq']}..{cp['last_seq']})"
        before = f"checkpoint {n - 1}" if n > 1 else "the genesis"
        if cp["prev_hash"] != prev:
            error = f"{name} does not follow {before}: a checkpoint before it was deleted or altered"
        elif cp["start"] != anchor:
            error = f"{name} does not start where {before} ended: a checkpoint is missing"
        else:
            error = link(name, cp["hash"], lambda key: checkpoint_hash(prev, cp, key))
        if error:
            return report(False, n - 1, 0, error)
        prev, anchor, pruned = cp["hash"], cp["anchor"], pruned + cp["count"]
    count = 0
    for event in events:
        error = None
        if event["prev_hash"] != anchor:
            after = "the event before it" if count else "the latest checkpoint" if checkpoints else "the genesis"
            error = (f"event {event['seq']} does not follow {after}: an event before it was deleted,"
                     " or a checkpoint is missing")
        else:
            error = link(f"event {event['seq']} ({event['action']})", event["hash"],
                         lambda key: event_hash(anchor, event, key))
        if error:
            return report(False, len(checkpoints), count, error)
        anchor, count = event["hash"], count + 1
    error = _against_head(head, keyring, total=pruned + count, last_hash=anchor, checkpoints=checkpoints,
                          last_signed=bool(seen["last_signed"]), has_memories=has_memories)
    return report(error is None, len(checkpoints), count, error)


def _against_head(head: Head | None, keyring: Keyring, *, total: int, last_hash: str,
                  checkpoints: Sequence[Checkpoint], last_signed: bool, has_memories: bool) -> str | None:
    """How a chain that holds ``total`` events (kept and pruned) and ends at ``last_hash`` differs from its head."""
    keyed = bool(keyring.keys)
    if head is None:
        if keyed and (total or has_memories):
            return ("the audit head is missing: it was deleted, or the log was written before the head existed"
                    " (the next event records one)")
        if not total and has_memories:
            return "the audit log is empty and has no head, yet the tenant has memories: the log was deleted"
        return None
    key = keyring.find(head["kid"]) if head["kid"] != UNKEYED else None
    if head["kid"] != UNKEYED and key is None:
        return ("the head is sealed with an audit key that is not configured (set $CREDO_AUDIT_KEY, with any "
                "earlier key after a comma)" if not keyed else "the head is sealed with a key not in the keyring")
    if keyed and key is None:
        return ("the head is not sealed with the audit key: forged without it, or written before the key was "
                "configured (the next event seals it)")
    if not hmac.compare_digest(audit_hash(GENESIS, {k: head[k] for k in HEAD_FIELDS}, key),  # type: ignore[literal-required]
                               head["mac"]):
        return "the head was altered: its seal does not match its content"
    if head["note"]:
        return head["note"]
    if key is not None and total and not last_signed:
        return "the last link is not signed with the audit key, though the head is: the log was rewritten without the key"
    if total < head["count"]:
        return (f"the log is truncated: it holds {total} events (kept and pruned) but its head records "
                f"{head['count']}: the newest were deleted")
    last_checkpoint = checkpoints[-1]["hash"] if checkpoints else GENESIS
    if len(checkpoints) != head["checkpoints"] or last_checkpoint != head["checkpoint_hash"]:
        return (f"the log has {len(checkpoints)} checkpoints but its head records {head['checkpoints']}, or another"
                " last one: a checkpoint was forged, altered or deleted")
    if total != head["count"] or last_hash != head["hash"]:
        return "the log does not end where its head says: events were rewritten or added after it was sealed"
    return None
