"""Asynchronous ingestion: submit now, extract and write in the background.

Recall's ``store_memory`` answers an agent at once with a job id; the work runs
later. Here the queue is the ``jobs`` table, so a job outlives the process that
submitted it:

* ``submit`` writes one row and returns (well under 10 ms); an idempotency key
  already used in the tenant returns the original job instead of a second one.
* A worker claims the oldest runnable job under a lease: one user's jobs run
  in submission order and never two at once.
* The job's memories and its ``done`` status commit in ONE transaction, so a
  crash mid-job leaves no partial write and the job is simply run again:
  never lost, never applied twice.
* A job whose worker died (its lease ran out, or its process is gone on this
  host) is claimed again; after ``max_attempts`` it fails with the reason kept.
* Erasing a memory reaches the jobs that carry it (:func:`redact`): their
  input, the memory in their result, and any error quoting its text.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from pydantic import ValidationError

from .errors import Conflict, CredoError, InvalidInput, NotFound, StoreBusy
from .limits import MAX_ID_CHARS, check_text, invalid
from .models import About, Conversation, Job, JobStatus, Scope, Source, about_self, turns_from
from .store.base import Store
from .timeutil import Clock, parse_time, to_iso
from .visibility import redact_job

LEASE_SECONDS = 60.0
MAX_ATTEMPTS = 3
IDLE_WAIT_SECONDS = 1.0

Handler = Callable[[Job], dict[str, Any]]

log = logging.getLogger("credo.jobs")


def new_job(tenant: str, user: str | None, payload: dict[str, Any], *, now: datetime, kind: str = "remember",
            idempotency_key: str | None = None) -> Job:
    """A queued job, not yet stored."""
    if idempotency_key is not None and not str(idempotency_key).strip():
        raise InvalidInput("an idempotency key must not be blank")
    try:  # a payload that could not be read back or run is refused here, never queued
        return Job(id=uuid.uuid4().hex, tenant=tenant, user=user, kind=kind, payload=payload, created_at=now,
                   idempotency_key=idempotency_key)
    except ValidationError as exc:
        raise invalid(exc) from None


def worker_name() -> str:
    """``host:pid:random`` -- enough to tell whether a lease holder is still alive."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _holder_is_dead(worker: str | None) -> bool:
    """True when a lease holder ran on this host in a process that no longer exists."""
    if not worker:
        return True
    host, _, rest = worker.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class Ticker:
    """A daemon thread that calls ``tick()`` until stopped.

    ``tick`` returns True when there may be more work right away; otherwise the
    thread waits ``interval`` seconds or until ``notify``. A tick that raises is
    logged and the loop goes on: one bad job must not stop the queue for good.
    """

    interval = 1.0
    thread_name = "credo-ticker"

    def __init__(self) -> None:
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def tick(self) -> bool:
        """One unit of work; True if more may be waiting."""
        raise NotImplementedError

    def on_idle(self) -> None:
        """Called when a tick found nothing to do, before waiting."""

    def start(self) -> None:
        """Run on a daemon thread until ``stop``."""
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._loop, name=self.thread_name, daemon=True)
            self._thread.start()

    def notify(self) -> None:
        """Wake the thread now."""
        self._wake.set()

    def stop(self, timeout: float | None = 10.0) -> None:
        """Ask the thread to finish its current tick and exit."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                busy = self.tick()
            except StoreBusy as exc:  # another process held the database past the busy timeout: try again later
                log.warning("%s: %s; the next tick retries", self.thread_name, exc)
                busy = False
            except Exception:  # logged, never fatal: the next tick retries (a job's lease expires first)
                log.exception("%s: unexpected error in a tick", self.thread_name)
                busy = False
            if not busy:
                if not self._wake.is_set():
                    self.on_idle()
                self._wake.wait(self.interval)
                self._wake.clear()


class Worker(Ticker):
    """Runs queued jobs with ``handler(job) -> result``; call ``run_once``/``drain`` or ``start`` a thread.

    ``handler`` runs inside the store's write transaction together with the
    job's completion, which is what makes a job exactly-once.
    """

    def __init__(self, store: Store, handler: Handler, *, clock: Clock, lease_seconds: float = LEASE_SECONDS,
                 max_attempts: int = MAX_ATTEMPTS) -> None:
        super().__init__()
        self.store, self.handler, self.clock = store, handler, clock
        self.lease_seconds, self.max_attempts = lease_seconds, max_attempts
        self.name = worker_name()
        self._idle = threading.Event()

    def recover(self) -> int:
        """Expire the leases of jobs whose worker process on this host is gone; returns how many."""
        count = 0
        for job in self.store.jobs(None, status=JobStatus.RUNNING, limit=10_000):
            if _holder_is_dead(job.worker):
                job.lease_until = self.clock() - timedelta(seconds=1)
                self.store.update_job(job)
                count += 1
        return count

    def run_once(self) -> Job | None:
        """Claim and run one job; returns it (done or failed), or None when nothing is runnable."""
        now = self.clock()
        job = self.store.claim_job(now, now + timedelta(seconds=self.lease_seconds), self.name)
        if job is None:
            return None
        if job.status is JobStatus.FAILED:  # a stored row that no longer reads back: fail it, never run it
            return self._finish(job, JobStatus.FAILED, error=job.error)
        if job.attempts > self.max_attempts:
            return self._finish(job, JobStatus.FAILED, error=f"gave up after {job.attempts - 1} attempts")
        try:
            with self.store.transaction():
                result = self.handler(job)
                return self._finish(job, JobStatus.DONE, result=result)
        except CredoError as exc:  # bad input or a failed extraction: visible on the job, not swallowed
            return self._finish(job, JobStatus.FAILED, error=f"{exc.code}: {exc.message}",
                                result={"raw": getattr(exc, "raw", None)} if getattr(exc, "raw", None) else None)
        except ValidationError as exc:  # a record the job would write is invalid: retrying cannot help
            error = invalid(exc)
            return self._finish(job, JobStatus.FAILED, error=f"{error.code}: {error.message}")

    def drain(self, limit: int = 10_000) -> list[Job]:
        """Run jobs until none is runnable (or ``limit``); returns them in order."""
        self.recover()
        done: list[Job] = []
        while len(done) < limit and (job := self.run_once()) is not None:
            done.append(job)
        return done

    def _finish(self, job: Job, status: JobStatus, *, result: dict[str, Any] | None = None,
                error: str | None = None) -> Job:
        job.status, job.result, job.error = status, result, error
        job.finished_at, job.lease_until = self.clock(), None
        self.store.update_job(job)
        return job

    # -- background thread -------------------------------------------------------

    interval = IDLE_WAIT_SECONDS
    thread_name = "credo-jobs"

    def start(self) -> None:
        """Resume dead workers' jobs, then run on a daemon thread until ``stop``."""
        if self._thread is None:
            self.recover()
        super().start()

    def tick(self) -> bool:
        return self.run_once() is not None

    def on_idle(self) -> None:
        self._idle.set()

    def notify(self) -> None:
        """Tell a started worker that a job is waiting."""
        self._idle.clear()
        super().notify()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until a started worker finds nothing left to run; False on timeout."""
        return self._idle.wait(timeout)


def submit(store: Store, who: Scope, text_or_messages: Conversation, *, session: str | None = None,
           source: Source | str = Source.USER, at: datetime | str | None = None, agent: str | None = None,
           about: About | None = None, actor: str = "api", idempotency_key: str | None = None, now: datetime,
           viewer: Scope | None = None) -> Job:
    """Queue a ``remember`` for the worker (:func:`credo.write.remember_job`) and return its job at once.

    Everything the worker will need is checked now: a job that could only fail is never queued. ``about``
    travels in the payload (``self`` only where :func:`credo.models.about_self` allows it), and the worker
    applies it as a direct ``remember`` would.
    The same ``idempotency_key`` in the tenant returns the first job (Conflict when it names a job
    the ``viewer`` may not see). The job records the viewer's ceiling: the worker writes with it,
    and only callers at or above it see the job.
    """
    # reject bad input now, not in the worker
    own = about_self(about, agent=check_text(agent, "agent", max_chars=MAX_ID_CHARS),
                     turns=turns_from(text_or_messages, source))
    payload = {"input": text_or_messages, "session": check_text(session, "session", max_chars=MAX_ID_CHARS),
               "source": Source.parse(source).value, "at": to_iso(parse_time(at)),
               "agent": check_text(agent, "agent", max_chars=MAX_ID_CHARS), "about": "self" if own else "user",
               "actor": actor,
               "ceiling": viewer.ceiling.value if viewer is not None and viewer.ceiling is not None else None}
    fresh = new_job(who.tenant, who.user, payload, now=now, idempotency_key=idempotency_key)
    job = store.enqueue_job(fresh)
    if job.id != fresh.id and viewer is not None and not store.jobs(who.tenant, ids=[job.id], viewer=viewer):
        # the key names someone else's job: say so without showing it
        raise Conflict("this idempotency key was already used by another caller")
    return job


def get_job(store: Store, tenant: str, job_id: str, *, viewer: Scope | None = None) -> Job:
    """One job of the tenant (that ``viewer`` may see, when given, its result cut down to it), or NotFound."""
    if not isinstance(job_id, str) or not job_id.strip():
        raise InvalidInput("a job id is required")
    check_text(job_id, "job id", max_chars=MAX_ID_CHARS)
    found = store.jobs(tenant, ids=[job_id.strip()], viewer=viewer)
    if not found:
        raise NotFound(f"job {job_id} not found")
    return redact_job(store, viewer, found[0])


def newest(store: Store, tenant: str, *, limit: int = 50, viewer: Scope | None = None) -> list[Job]:
    """The newest jobs of the tenant that the ``viewer`` may see, their results cut down to it."""
    return [redact_job(store, viewer, job) for job in store.jobs(tenant, limit=limit, viewer=viewer)]


def redact(job: Job, erased: dict[str, str], *, now: datetime) -> bool:
    """Take erased memories (``{id: text}``) out of a job; True when it carried one.

    A job carries a memory when its input, result or error holds the memory's
    id or text. Such a job keeps its id, status and times but loses its input
    (``payload["input"]`` becomes None, ``payload["redacted"]`` True) and the
    spans it skipped (they quote the input); each erased memory in its result
    shrinks to ``{"id": ..., "erased": True}``, erased ids leave its id lists
    and conflicts, and an error that quotes either is replaced. A job not yet
    finished is failed rather than run: its input would write the memory back.

    >>> from datetime import datetime, timezone
    >>> t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    >>> job = new_job("acme", "ann", {"input": "my pin is 4321"}, now=t)
    >>> redact(job, {"m1": "Ann's pin is 4321"}, now=t), job.payload, job.status.value
    (False, {'input': 'my pin is 4321'}, 'queued')
    >>> job.result = {"stored": [{"id": "m1", "text": "Ann's pin is 4321"}], "superseded": ["m1", "m0"]}
    >>> redact(job, {"m1": "Ann's pin is 4321"}, now=t), job.payload, job.status.value
    (True, {'input': None, 'redacted': True}, 'failed')
    >>> job.result
    {'stored': [{'id': 'm1', 'erased': True}], 'superseded': ['m0']}
    """
    needles = [n for n in (*erased, *erased.values()) if n]
    dumped = json.dumps([job.payload, job.result], ensure_ascii=False) + (job.error or "")
    if not any(n in dumped for n in needles):
        return False
    job.payload = {**job.payload, "input": None, "redacted": True}
    if job.result is not None:
        job.result = _without(job.result, erased)
        if "skipped" in job.result:
            job.result["skipped"] = []
    if job.error is not None and any(n in job.error for n in needles):
        job.error = "redacted: the error quoted an erased memory"
    if job.status in (JobStatus.QUEUED, JobStatus.RUNNING):
        job.status, job.finished_at = JobStatus.FAILED, now
        job.error = "redacted: its input carried a memory erased before it ran"
    return True


def _without(value: Any, erased: dict[str, str]) -> Any:
    """A result with each erased memory reduced to its id and erased ids dropped from id lists."""
    if isinstance(value, dict):
        if value.get("id") in erased:
            return {"id": value["id"], "erased": True}
        return {k: _without(v, erased) for k, v in value.items()}
    if isinstance(value, list):
        return [_without(v, erased) for v in value if not (isinstance(v, str) and v in erased)]
    return value
