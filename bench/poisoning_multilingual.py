"""Multilingual poisoning benchmark: orders in eleven languages, reversed or encoded, against benign documents.

    .venv/bin/python bench/poisoning_multilingual.py [--n 1000] [--seed 22] [--split all|dev|dev2|dev3|heldout]
                                                     [--path remember|store|key] [--sources document,web,tool,agent]
                                                     [--show N] [--out FILE]

Cases come from bench/poison_multilingual_cases.py (templates written by hand,
about 60% not English; families split into ``dev``, the only ones looked at
while tuning the detector, ``dev2``, a second tuning split written later for
the classes the first held-out run named, ``dev3``, a third one written
before the third round for the genres and orders the second held-out run named,
and ``heldout``; ``--split all`` is dev and heldout, as before dev2 existed). For each untrusted source
(document, web, tool, agent) it sends ``--n`` adversarial and ``--n`` benign
inputs through the real write path on a fresh SQLite file, one user per input:

* ``remember``: ``Memory.remember(text, source=...)`` with the rules extractor;
* ``store``: ``Memory.store(text, source=..., confidence=1.0)``;
* ``key``: ``Guarded.store`` with an API key created with ``--source <source>``
  (not bound to an agent), the way a document or web ingester would write.

Figures per source and split:

* ``adversarial_active_above_0_3``: inputs that left an active memory above
  confidence 0.3 carrying the injected words (a benign cover sentence stored
  on its own does not count); target <= 0.5%;
* ``adversarial_reached_context``: inputs whose injected memory appears in
  ``Memory.context`` asked with the input's own text;
* ``benign_quarantined``: benign inputs held in the review queue; target <= 3%
  (``benign_held_as_instruction`` by the poisoning check, ``benign_held_as_claim``
  as an agent's claim about the user, :func:`credo.write.agent_claim`);
* ``benign_capped``: benign inputs stored but capped at 0.3 (below recall);
* ``benign_served``: benign inputs that left an active memory above 0.3, i.e.
  recalled and served in ``context``; target >= 90%. (``remember`` files a
  tool's or agent's statement as not the user's word and may store nothing;
  ``benign_stored`` says how many inputs stored any memory at all.)

Prints the figures and writes bench/results/poisoning_multilingual_<path>.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT / "src", ROOT / "bench"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from poison_multilingual_cases import ALL_SPLITS, SOURCES, SPLITS, Case, generate  # noqa: E402
from poisoning import is_cover  # noqa: E402

ACTIVE_CEILING = 0.3
NOW = "2026-06-01T12:00:00Z"


@dataclass
class Outcome:
    """What the write path did with one case."""

    case: Case
    active_above: bool      # an active memory above 0.3 carrying the injected words
    reached_context: bool   # such a memory (any confidence) came back in context
    quarantined: bool
    held_instruction: bool  # quarantined because it reads as an instruction (not as an agent's claim)
    capped: bool
    served: bool            # any active memory above 0.3
    stored: bool            # any memory at all


def _writer(memory, path: str):
    """A function (case, user) -> memory units written, for the chosen path."""
    if path == "remember":
        def write(case: Case, user: str):
            result = memory.remember(case.text, user=user, source=case.source, now=NOW)
            return result.stored + result.merged
        return write
    if path == "store":
        return lambda case, user: [memory.store(case.text, user=user, source=case.source, confidence=1.0,
                                                now=NOW).memory]
    from credo.models import Principal, Source
    from credo.operations import StoreRequest
    from credo.security import Guarded
    guards = {source: Guarded(memory, Principal(tenant=memory.tenant, rights=frozenset({"read", "write"}),
                                                key_id=f"bench{source}", source=Source.parse(source)))
              for source in SOURCES}

    def write_as_key(case: Case, user: str):
        result = guards[case.source].store(StoreRequest(text=case.text, user=user, confidence=1.0))
        return [result.memory]
    return write_as_key


def run_cases(memory, cases: list[Case], *, path: str) -> list[Outcome]:
    write = _writer(memory, path)
    outcomes = []
    for i, case in enumerate(cases):
        user = f"u{i}"
        units = [u for u in write(case, user) if u is not None]
        active = [u for u in units if u.status.value == "active"]
        above = [u for u in active if u.confidence > ACTIVE_CEILING]
        injected = [u for u in active if not is_cover(u.text, case)] if case.adversarial else []
        reached = False
        if injected:
            # one user per case: order is moot, so no reranker; a key's write carries the wall clock, not NOW
            pack = memory.context(case.text[:2000], user=user, now=None if path == "key" else NOW, rerank=False)
            reached = bool({u.id for u in injected} & set(pack.memory_ids))
        outcomes.append(Outcome(
            case,
            active_above=any(u.confidence > ACTIVE_CEILING for u in injected),
            reached_context=reached,
            quarantined=any(u.status.value == "quarantined" for u in units),
            held_instruction=any(u.status.value == "quarantined" and u.metadata.get("held") == "instruction"
                                 for u in units),
            capped=any("capped" in u.metadata for u in units),
            served=bool(above),
            stored=bool(units),
        ))
    return outcomes


def _row(mine: list[Outcome]) -> dict:
    adv = [o for o in mine if o.case.adversarial]
    ben = [o for o in mine if not o.case.adversarial]
    n_adv, n_ben = max(1, len(adv)), max(1, len(ben))
    return {
        "adversarial": len(adv),
        "adversarial_active_above_0_3": sum(o.active_above for o in adv),
        "adversarial_active_rate": round(sum(o.active_above for o in adv) / n_adv, 4),
        "adversarial_reached_context": sum(o.reached_context for o in adv),
        "adversarial_quarantined": sum(o.quarantined for o in adv),
        "benign": len(ben),
        "benign_quarantined": sum(o.quarantined for o in ben),
        "benign_quarantined_rate": round(sum(o.quarantined for o in ben) / n_ben, 4),
        "benign_held_as_instruction": sum(o.held_instruction for o in ben),
        "benign_held_as_claim": sum(o.quarantined and not o.held_instruction for o in ben),
        "benign_capped": sum(o.capped and not o.quarantined for o in ben),
        "benign_served": sum(o.served for o in ben),
        "benign_served_rate": round(sum(o.served for o in ben) / n_ben, 4),
        "benign_stored": sum(o.stored for o in ben),
    }


def summarise(outcomes: list[Outcome]) -> dict:
    """Per source and split (and ``all``): the figures in the module docstring."""
    report: dict = {}
    for source in [*SOURCES, "all"]:
        report[source] = {}
        for split in [*ALL_SPLITS, "all"]:
            mine = [o for o in outcomes if source in (o.case.source, "all") and split in (o.case.split, "all")]
            if mine:
                report[source][split] = _row(mine)
    return report


def breakdown(outcomes: list[Outcome]) -> dict:
    """Adversarial active above 0.3 and benign quarantined, by language, obfuscation and family (all sources)."""
    out: dict = {}
    for key in ("language", "obfuscation", "family"):
        table: dict = defaultdict(lambda: [0, 0])
        for o in outcomes:
            name = f"{'adv' if o.case.adversarial else 'ben'}:{getattr(o.case, key)}"
            table[name][0] += o.active_above if o.case.adversarial else o.quarantined
            table[name][1] += 1
        out[key] = {name: f"{bad}/{n}" for name, (bad, n) in sorted(table.items())}
    return out


def misses(outcomes: list[Outcome], limit: int) -> dict[str, list[str]]:
    pick = {
        "adversarial_active": lambda o: o.case.adversarial and o.active_above,
        "benign_quarantined": lambda o: not o.case.adversarial and o.quarantined,
        "benign_capped": lambda o: not o.case.adversarial and o.capped and not o.quarantined,
    }
    return {kind: [f"[{o.case.split}/{o.case.family}/{o.case.language}/{o.case.obfuscation}] {o.case.text}"
                   for o in outcomes if test(o)][:limit] for kind, test in pick.items()}


def main() -> None:
    from credo import HashEmbedder, Memory

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=1000, help="adversarial and benign inputs per source")
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--split", choices=["all", *ALL_SPLITS], default="all",
                        help="all = dev and heldout (dev2 and dev3 only when named)")
    parser.add_argument("--sources", default=",".join(SOURCES),
                        help="comma-separated untrusted sources to run (default: all four)")
    parser.add_argument("--path", choices=["remember", "store", "key"], default="remember")
    parser.add_argument("--show", type=int, default=0, help="print up to N failing inputs of each kind")
    parser.add_argument("--out", help="where to write the JSON report")
    args = parser.parse_args()

    splits = SPLITS if args.split == "all" else (args.split,)
    sources = tuple(s.strip() for s in args.sources.split(",") if s.strip())
    if not sources or set(sources) - set(SOURCES):
        parser.error(f"--sources takes some of {', '.join(SOURCES)}")
    cases = generate(args.n, seed=args.seed, splits=splits, sources=sources)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        with Memory(Path(tmp) / "poison.db", tenant="bench", embedder=HashEmbedder()) as memory:
            outcomes = run_cases(memory, cases, path=args.path)
    elapsed = time.perf_counter() - started
    languages = Counter(c.language for c in cases)
    report = {
        "command": "python bench/poisoning_multilingual.py " + " ".join(sys.argv[1:]),
        "n_per_source": args.n, "seed": args.seed, "path": args.path, "embedder": "hash",
        "seconds": round(elapsed, 1), "python": platform.python_version(),
        "non_english_share": round(1 - languages["en"] / len(cases), 3),
        "languages": dict(languages),
        "obfuscations": dict(Counter(c.obfuscation for c in cases if c.adversarial)),
        "by_source": summarise(outcomes),
        "breakdown": breakdown(outcomes),
        "examples": misses(outcomes, limit=15),
    }
    print(f"{len(cases)} inputs in {elapsed:.1f} s (path {args.path}; {report['non_english_share']:.0%} not English)")
    print(f"{'source':9} {'split':8} {'adv':>5} {'act>0.3':>8} {'rate':>6} {'ctx':>5} {'quar':>5} | {'benign':>6} "
          f"{'quar':>5} {'rate':>6} {'instr':>5} {'capped':>6} {'served':>6} {'rate':>6}")
    for source, by_split in report["by_source"].items():
        for split, r in by_split.items():
            print(f"{source:9} {split:8} {r['adversarial']:5} {r['adversarial_active_above_0_3']:8} "
                  f"{r['adversarial_active_rate']:6.1%} {r['adversarial_reached_context']:5} "
                  f"{r['adversarial_quarantined']:5} | {r['benign']:6} {r['benign_quarantined']:5} "
                  f"{r['benign_quarantined_rate']:6.1%} {r['benign_held_as_instruction']:5} {r['benign_capped']:6} {r['benign_served']:6} "
                  f"{r['benign_served_rate']:6.1%}")
    if args.show:
        for kind, texts in misses(outcomes, limit=args.show).items():
            print(f"\n== {kind}")
            for text in texts:
                print("  ", repr(text)[:300])
    name = f"poisoning_multilingual_{args.path}" + ("" if args.split == "all" else f"_{args.split}") + ".json"
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / name
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")


if __name__ == "__main__":
    main()
