"""Context benchmark: does ``Memory.context`` put in the prompt the memories a request needs?

    PYTHONPATH=src .venv/bin/python bench/context.py [--split dev|heldout|both] [--budgets 200 400 800]
                                                     [--no-rerank-run] [--sizes 50 200] [--out FILE] [--json]

Generated users (``bench/context_scenarios.py``: 50, 200, 500 and 2,000 memories, two of each, per split)
are written into a fresh SQLite store each through ``Memory.store_many`` (the default embedder, bge-small;
the texts are embedded once and cached under ``bench/results/cache/``), and each request is asked through
``Memory.context`` at every budget, as an agent asks: with the cross-encoder (the default ``Memory()``)
and without it (``rerank=False``).

*Coverage* is the share of requests for which *every* memory the request needs is in the context
(``memory_ids``), or, for a contested need, the pair is shown as contested (``contested``) and none of its
values is listed as a fact. Reported per budget, per split, overall and by the kind of request (``own``:
the user's own statement; ``pair``: two of them; ``other``: a request naming a relative or colleague,
needing theirs; ``contested``) and by store size.

*Whose fact it is* is measured on recall's ranking (``Memory.recall``, limit 30, no exploration of the
first page's order: the same call ``context`` makes), with and without the cross-encoder: for a request
about the user, the user's own statement ranks above the relative's or colleague's statement on the same
subject; for a request naming that person, theirs ranks above the user's. A statement not in the 30
counts as below.

The cross-encoder's score of a (request, text) pair depends on nothing else (``credo.rerank``), so each
pair is scored once and reused across budgets and users (``CachedReranker``): the coverage figures are
exactly what ``Memory.context`` serves, and the run takes minutes instead of an hour on 2 cores. The
latency of ``context`` is measured by ``bench/recall_latency.py`` (``context_rerank`` at 10k memories).

The ``dev`` split guided the changes of issue 23; ``heldout`` was written with it, before any change, and
was only ever measured. Writes bench/results/context.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from context_scenarios import SPLITS, Question, User, meeting_statements, users  # noqa: E402

from credo import Memory  # noqa: E402
from credo.embed import BgeSmallEmbedder, Embedder, embed_many  # noqa: E402
from credo.rerank import DEFAULT_RERANKER, Reranker  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "context.json"
CACHE = ROOT / "bench" / "results" / "cache"
TENANT = "bench"
STORED_AT = "2026-03-20T09:00:00+00:00"
ASKED_AT = "2026-04-01T09:00:00+00:00"
BUDGETS = (200, 400, 800)


class CachedTexts:
    """bge-small for queries; stored texts served from one batch computed (or cached) beforehand."""

    def __init__(self, model: Embedder, texts: Sequence[str], *, cache_queries: bool = True) -> None:
        self.model, self.name, self.dim, self.cache_queries = model, model.name, model.dim, cache_queries
        unique = sorted(set(texts))
        digest = hashlib.sha256("\n".join(unique).encode()).hexdigest()[:12]
        path = CACHE / f"context-{model.name}-{len(unique)}-{digest}.npy"
        if path.exists():
            vectors = np.load(path)
        else:
            vectors = np.concatenate([embed_many(model, unique[i: i + 256]) for i in range(0, len(unique), 256)])
            CACHE.mkdir(parents=True, exist_ok=True)
            np.save(path, vectors)
        self.known = dict(zip(unique, vectors))
        self.queries: dict[str, np.ndarray] = {}

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if all(t in self.known for t in texts):
            return np.stack([self.known[t] for t in texts])
        return self.model.embed_batch(texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """A request's vector, computed once (the same request is asked at every budget, in both modes); every
        time it is asked for where ``cache_queries`` is off (a latency measure: what a caller's model does)."""
        if not self.cache_queries:
            return self.model.embed_queries(texts)  # type: ignore[attr-defined,no-any-return]
        for text in texts:  # one at a time, as a recall embeds it (an int8 batch shares one scale)
            if text not in self.queries:
                self.queries[text] = self.model.embed_queries([text])[0]  # type: ignore[attr-defined]
        return np.stack([self.queries[t] for t in texts])


class CachedReranker:
    """The default cross-encoder, each (query, text) pair scored once (a pair's score depends on nothing else)."""

    def __init__(self, model: Reranker) -> None:
        self.model, self.name = model, model.name
        self.known: dict[tuple[str, str], float] = {}

    def score(self, query: str, texts: Sequence[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if (query, t) not in self.known]
        if missing:
            self.known.update(zip(((query, t) for t in missing), map(float, self.model.score(query, missing))))
        return np.array([self.known[(query, t)] for t in texts], dtype=np.float32)


def build(user: User, folder: Path, embedder: CachedTexts, split: str,
          reranker: Reranker) -> tuple[Memory, dict[str, str]]:
    """The user's store and the memory id of each labelled memory."""
    mem = Memory(folder / f"{user.name}.db", tenant=TENANT, embedder=embedder, seed=1, reranker=reranker)
    labels: dict[str, str] = {}
    stored = mem.store_many(user.items, user=user.name, now=STORED_AT, at=STORED_AT)
    for item, result in zip(user.items, stored):
        label = item.get("metadata", {}).get("label")
        if label:
            labels[label] = result.memory.id
    if user.contested:
        for item in meeting_statements(split):
            mem.store(user=user.name, **item)
    return mem, labels


def covered(pack: Any, question: Question, labels: dict[str, str]) -> bool:
    """Whether every memory ``question`` needs is in ``pack`` (a contested need: shown as contested, not as fact)."""
    for need in question.needs:
        if need.startswith("contested:"):
            attribute = need.split(":", 1)[1]
            shown = [p for p in pack.contested if p["attribute"] == attribute]
            listed = any(f.get("attribute") == attribute for f in pack.sections.get("current facts", []))
            if not shown or listed:
                return False
        elif labels[need] not in pack.memory_ids:
            return False
    return True


def ownership(mem: Memory, user: User, question: Question, labels: dict[str, str], rerank: bool) -> bool | None:
    """For a request with a counterpart: does the memory it needs rank above the other person's (or the user's)?"""
    need = question.needs[0]
    if question.kind == "own":
        key = need.split(":", 1)[1]
        rival = next((label for label in labels if label.startswith(f"other:{key}:")), None)
    elif question.kind == "other":
        rival = f"own:{need.split(':')[1]}"
    else:
        return None
    if rival is None or rival not in labels:
        return None
    hits = mem.recall(question.text, user=user.name, limit=30, now=ASKED_AT, record_access=False, rerank=rerank)
    ranked = [h.memory.id for h in hits]
    mine, theirs = labels[need], labels[rival]
    if mine not in ranked:
        return False
    return theirs not in ranked or ranked.index(mine) < ranked.index(theirs)


def rate(values: list[bool]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def run_split(split: str, model: BgeSmallEmbedder, budgets: Sequence[int], modes: Sequence[str],
              log: Any, sizes: Sequence[int] | None = None) -> dict[str, Any]:
    generated = [u for u in users(split) if sizes is None or u.size in sizes]
    embedder = CachedTexts(model, [i["text"] for u in generated for i in u.items]
                           + [i["text"] for i in meeting_statements(split)])
    reranker = CachedReranker(DEFAULT_RERANKER)
    rows: list[dict[str, Any]] = []
    owned: dict[str, list[dict[str, Any]]] = {m: [] for m in modes}
    with tempfile.TemporaryDirectory(prefix=f"credo-context-{split}-") as folder:
        for user in generated:
            started = time.perf_counter()
            mem, labels = build(user, Path(folder), embedder, split, reranker)
            for question in user.questions:
                for mode in modes:
                    rerank = mode == "rerank"
                    for budget in budgets:
                        pack = mem.context(question.text, user=user.name, budget_tokens=budget, now=ASKED_AT,
                                           rerank=rerank)
                        rows.append({"user": user.name, "size": user.size, "kind": question.kind, "mode": mode,
                                     "budget": budget, "question": question.text,
                                     "covered": covered(pack, question, labels)})
                    verdict = ownership(mem, user, question, labels, rerank)
                    if verdict is not None:
                        owned[mode].append({"kind": question.kind, "ok": verdict, "question": question.text,
                                            "user": user.name})
            mem.close()
            log(f"{split} {user.name}: {user.size} memories, {len(user.questions)} requests,"
                f" {time.perf_counter() - started:.1f}s")
    return summarise(rows, owned, budgets, modes)


def summarise(rows: list[dict[str, Any]], owned: dict[str, list[dict[str, Any]]],
              budgets: Sequence[int], modes: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"requests": len({(r["user"], r["question"]) for r in rows}), "modes": {}}
    for mode in modes:
        mine = [r for r in rows if r["mode"] == mode]
        figures: dict[str, Any] = {"coverage": {}, "by_kind": {}, "by_size": {}, "misses": {}}
        for budget in budgets:
            at = [r for r in mine if r["budget"] == budget]
            figures["coverage"][str(budget)] = rate([r["covered"] for r in at])
            figures["by_kind"][str(budget)] = {k: rate([r["covered"] for r in at if r["kind"] == k])
                                               for k in sorted({r["kind"] for r in at})}
            figures["by_size"][str(budget)] = {str(s): rate([r["covered"] for r in at if r["size"] == s])
                                               for s in sorted({r["size"] for r in at})}
            figures["misses"][str(budget)] = [f"{r['user']}: {r['question']}" for r in at if not r["covered"]]
        figures["ownership"] = {k: rate([o["ok"] for o in owned[mode] if o["kind"] == k]) for k in ("own", "other")}
        figures["ownership"]["n"] = {k: sum(o["kind"] == k for o in owned[mode]) for k in ("own", "other")}
        figures["ownership_misses"] = [f"{o['user']}: {o['question']}" for o in owned[mode] if not o["ok"]]
        out["modes"][mode] = figures
    return out


def table(results: dict[str, Any]) -> str:
    lines = ["| split | reranker | requests | " + " | ".join(f"every needed memory @{b}" for b in results["budgets"])
             + " | own above other's | other's above own |",
             "| --- " * (5 + len(results["budgets"])) + "|"]
    for split, figures in results["splits"].items():
        for mode, f in figures["modes"].items():
            cov = " | ".join(f"{f['coverage'][str(b)]:.3f}" for b in results["budgets"])
            own = f["ownership"]
            lines.append(f"| {split} | {'on' if mode == 'rerank' else 'off'} | {figures['requests']} | {cov} | "
                         f"{own['own']} | {own['other']} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "heldout", "both"], default="both")
    parser.add_argument("--budgets", type=int, nargs="+", default=list(BUDGETS))
    parser.add_argument("--no-rerank-run", action="store_true", help="only the default (reranked) run")
    parser.add_argument("--sizes", type=int, nargs="+", help="only the users of these sizes (a quick look)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    model = BgeSmallEmbedder()
    modes = ["rerank"] if args.no_rerank_run else ["rerank", "plain"]
    splits = list(SPLITS) if args.split == "both" else [args.split]
    results: dict[str, Any] = {"budgets": args.budgets, "cpus": os.cpu_count(),
                               "load_average_at_start": [round(x, 1) for x in os.getloadavg()], "splits": {}}
    for split in splits:
        results["splits"][split] = run_split(split, model, args.budgets, modes, log, args.sizes)
    results["load_average_at_end"] = [round(x, 1) for x in os.getloadavg()]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2) if args.json else table(results))


if __name__ == "__main__":
    main()
