"""How long the command line and MCP over stdio take to be useful, on a warm disk.

    .venv/bin/python bench/startup.py [--runs 5] [--src src] [--out bench/results/startup.json]
                                      [--before /tmp/before/src --before-out bench/results/startup_before.json]

``--src`` times another tree's ``src`` (``git archive main src | tar -x -C /tmp/before``: the figures
before a change, on the same machine and load). ``--before SRC --before-out FILE`` times both trees in one
run, alternating run by run (before, after, before, after ...), so that load from other work falls on both
alike; each tree gets its own report.

Each figure is the best of ``--runs`` runs after one warm-up run (the disk cache and Python's bytecode cache
warm), on a store of 200 memories of one user:

* ``credo mcp`` over stdio: from starting the process to the answer to ``initialize``, then to the answer to
  ``tools/list`` (the agent can call tools);
* ``credo recall`` (embedding model and cross-encoder loaded, the query answered), ``credo recall --no-rerank``,
  ``credo stats`` and ``credo get``: the process's wall time.

The load average is recorded with the figures: on a loaded machine every wall time grows with it; the
``*_cpu_s`` figures (user + system CPU seconds of the process) much less so.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = [str(ROOT / "src")]


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CREDO_")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a real install has its bytecode cached
    env["PYTHONPATH"] = SRC[0]
    return env


def wall(args: list[str]) -> tuple[float, float]:
    """The command's wall seconds, and the CPU seconds (user + system) it used: on a loaded machine the
    wall time grows with the load, the CPU time much less."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, env=_env(), timeout=300)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"credo {' '.join(args)} failed: {done.stderr.decode()[-500:]}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def mcp_ready(db: str) -> tuple[float, float, float]:
    """Seconds to the answer to initialize, to the answer to tools/list, and the CPU seconds used by then."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "credo.cli", "--db", db, "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_env())
    assert proc.stdin is not None and proc.stdout is not None
    try:
        hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "0"}}}
        proc.stdin.write(json.dumps(hello).encode() + b"\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        assert ready, "no answer to initialize"
        proc.stdout.readline()
        initialized = time.perf_counter() - start
        for message in ({"jsonrpc": "2.0", "method": "notifications/initialized"},
                        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}):
            proc.stdin.write(json.dumps(message).encode() + b"\n")
        proc.stdin.flush()
        line = proc.stdout.readline()
        assert b'"tools"' in line, line[:200]
        return initialized, time.perf_counter() - start, _cpu_of(proc.pid)
    finally:
        proc.kill()
        proc.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "startup.json"))
    parser.add_argument("--src", default=SRC[0], help="the package tree to time (default: this one)")
    parser.add_argument("--before", help="a second tree, timed run by run alternately with --src")
    parser.add_argument("--before-out", default=str(ROOT / "bench" / "results" / "startup_before.json"))
    options = parser.parse_args()
    trees = {"after": str(Path(options.src).resolve())}
    if options.before:
        trees = {"before": str(Path(options.before).resolve()), **trees}
    outs = {"after": options.out, "before": options.before_out}

    folder = tempfile.mkdtemp(prefix="credo-startup-")
    db = os.path.join(folder, "s.db")
    SRC[0] = trees.get("before", trees["after"])  # the store is written by the older tree, read by both
    sys.path.insert(0, SRC[0])
    from credo import Memory

    mem = Memory(db)
    mem.store_many([f"Ann's note {n}: the {n}th meeting was about project {n % 7}" for n in range(199)]
                   + ["Ann lives in Lisbon"], user="ann")
    some_id = mem.browse(user="ann", limit=1)[0].id
    mem.close()

    cases = {
        "mcp_initialize_s": None, "mcp_tools_listed_s": None,
        "recall_s": ["--db", db, "recall", "where does Ann live?", "--user", "ann"],
        "recall_no_rerank_s": ["--db", db, "recall", "where does Ann live?", "--user", "ann", "--no-rerank"],
        "stats_s": ["--db", db, "stats"],
        "get_s": ["--db", db, "get", some_id],
    }
    best: dict[str, dict[str, float]] = {name: {} for name in trees}
    loads: dict[str, list[tuple[float, float, float]]] = {name: [] for name in trees}

    def timed(name: str, measure):  # one run of one tree, with the load average when it started
        SRC[0] = trees[name]
        loads[name].append(os.getloadavg())
        return measure()

    for case, args in cases.items():
        if args is None:
            continue
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
        for _ in range(options.runs + 1):  # the first run of each tree warms the caches and is dropped
            for name in trees:
                runs[name].append(timed(name, lambda: wall(args)))
        for name in trees:
            best[name][case] = round(min(r[0] for r in runs[name][1:]), 3)
            best[name][case.replace("_s", "_cpu_s")] = round(min(r[1] for r in runs[name][1:]), 3)
    ready: dict[str, list[tuple[float, float, float]]] = {name: [] for name in trees}
    for _ in range(options.runs + 1):
        for name in trees:
            ready[name].append(timed(name, lambda: mcp_ready(db)))
    for name in trees:
        best[name]["mcp_initialize_s"] = round(min(r[0] for r in ready[name][1:]), 3)
        best[name]["mcp_tools_listed_s"] = round(min(r[1] for r in ready[name][1:]), 3)
        best[name]["mcp_tools_listed_cpu_s"] = round(min(r[2] for r in ready[name][1:]), 3)
        mean_load = [round(sum(row[i] for row in loads[name]) / len(loads[name]), 2) for i in range(3)]
        report = {"src": trees[name], "runs": options.runs, "interleaved": len(trees) > 1,
                  "load_average": os.getloadavg(), "load_average_mean_over_runs": mean_load,
                  "cpus": os.cpu_count(), **best[name]}
        print(name, json.dumps(report, indent=2))
        Path(outs[name]).write_text(json.dumps(report, indent=2) + "\n")

if __name__ == "__main__":
    main()
