"""Fuzzing at length: every REST operation and every MCP tool, N hostile cases each; the figure is the 5xx count.

    .venv/bin/python bench/fuzz.py [--cases 1000] [--seed 20261122]

The cases are tests/fuzzing.py's (what tests/test_fuzz.py runs at 12 per
operation): plausible calls with one or two hostile fields (lone surrogates,
NULs, huge, RTL and emoji strings, dates that overflow in UTC, NaN, 2**200,
nesting 40 deep, invalid UTF-8 in URLs and bodies), seeded, so a run is
repeatable. REST goes through the ASGI app in-process; MCP through its
streamable-HTTP endpoint with hand-written JSON (the wire a hostile client
uses). Each surface gets a fresh SQLite file, the real MiniLM embedder and
the same seeded ids. A case fails on a 5xx, a 4xx without the
``{"error": {"type", "message"}}`` body, or an MCP tool error that is only the
SDK's "Error executing tool X" (an unhandled exception).

Prints the figures and writes bench/results/fuzz.json: cases, 2xx/4xx/5xx (or
ok/error) per operation, the failures with their cases, the totals (target: 0).
"""

from __future__ import annotations

import argparse
import json
import logging
import platform
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from fastapi.testclient import TestClient  # noqa: E402

from credo import Memory, MiniLMEmbedder  # noqa: E402
from credo.server import create_app  # noqa: E402
from credo.testing import FrozenClock  # noqa: E402
from tests.fuzzing import (  # noqa: E402
    McpSession,
    collect,
    mcp_cases,
    mcp_problem,
    rest_cases,
    rest_operations,
    rest_problem,
    seed_data,
    send_rest,
)


def fresh(embedder: MiniLMEmbedder) -> Memory:
    return Memory(Path(tempfile.mkdtemp()) / "fuzz.db", tenant="fuzz", embedder=embedder,
                  clock=FrozenClock("2026-01-01T09:00:00Z"))


def fuzz_rest(embedder: MiniLMEmbedder, cases: int, seed: int) -> tuple[dict, list]:
    mem = fresh(embedder)
    ids = seed_data(mem)
    app = create_app(mem)
    per_op, failures = {}, []
    with TestClient(app, base_url="http://127.0.0.1", raise_server_exceptions=False) as client:
        for number, op in enumerate(rest_operations(app)):
            counts: Counter[str] = Counter()
            for case in collect(rest_cases(op, ids), cases, seed + number):
                response = send_rest(client, op, case)
                counts[f"{response.status_code // 100}xx"] += 1
                if (problem := rest_problem(response)) is not None:
                    failures.append({"op": op.name, "case": repr(case)[:500], "problem": problem})
            per_op[op.name] = {"cases": sum(counts.values()), **dict(sorted(counts.items()))}
            print(f"REST {op.name:48} {per_op[op.name]}", flush=True)
    mem.close()
    return per_op, failures


def fuzz_mcp(embedder: MiniLMEmbedder, cases: int, seed: int) -> tuple[dict, list]:
    mem = fresh(embedder)
    ids = seed_data(mem)
    per_tool, failures = {}, []
    with TestClient(create_app(mem), base_url="http://127.0.0.1") as http:
        session = McpSession(http)
        for number, tool in enumerate(session.tools()):
            counts: Counter[str] = Counter()
            for args in collect(mcp_cases(tool, ids), cases, seed + 1000 + number):
                status, answer = session.request("tools/call", {"name": tool["name"], "arguments": args})
                if status >= 500:
                    counts["5xx"] += 1
                elif answer is None or "error" in answer:
                    counts["protocol_error"] += 1
                else:
                    counts["error" if answer["result"].get("isError") else "ok"] += 1
                if (problem := mcp_problem(tool["name"], status, answer)) is not None:
                    failures.append({"tool": tool["name"], "case": repr(args)[:500], "problem": problem})
            per_tool[tool["name"]] = {"cases": sum(counts.values()), **dict(sorted(counts.items()))}
            print(f"MCP  {tool['name']:48} {per_tool[tool['name']]}", flush=True)
    mem.close()
    return per_tool, failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000, help="cases per operation and per tool")
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the SDK logs every refused tool call; the figures are the output
    embedder = MiniLMEmbedder()
    started = time.perf_counter()
    rest, rest_failures = fuzz_rest(embedder, args.cases, args.seed)
    mcp, mcp_failures = fuzz_mcp(embedder, args.cases, args.seed)
    elapsed = time.perf_counter() - started
    rest_5xx = sum(op.get("5xx", 0) for op in rest.values())
    mcp_5xx = sum(tool.get("5xx", 0) for tool in mcp.values())
    report = {
        "benchmark": "fuzz", "cases_per_operation": args.cases, "seed": args.seed,
        "rest": {"operations": len(rest), "cases": sum(op["cases"] for op in rest.values()), "5xx": rest_5xx,
                 "contract_failures": len(rest_failures), "per_operation": rest, "failures": rest_failures[:50]},
        "mcp": {"tools": len(mcp), "cases": sum(t["cases"] for t in mcp.values()), "5xx": mcp_5xx,
                "unhandled": len(mcp_failures), "per_tool": mcp, "failures": mcp_failures[:50]},
        "total_5xx": rest_5xx + mcp_5xx, "total_failures": len(rest_failures) + len(mcp_failures),
        "seconds": round(elapsed, 1), "python": platform.python_version(), "machine": platform.machine(),
    }
    print(f"\nREST: {len(rest)} operations, {report['rest']['cases']} cases, {rest_5xx} 5xx, "
          f"{len(rest_failures)} contract failures")
    print(f"MCP:  {len(mcp)} tools, {report['mcp']['cases']} cases, {mcp_5xx} 5xx, {len(mcp_failures)} unhandled")
    print(f"total 5xx: {report['total_5xx']} (target 0); total failures: {report['total_failures']}; "
          f"{elapsed:.0f} s")
    out = ROOT / "bench" / "results" / "fuzz.json"
    out.write_text(json.dumps(report, indent=2, ensure_ascii=True) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
