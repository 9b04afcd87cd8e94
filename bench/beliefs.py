"""Belief benchmark: does credo end each story with the right belief, and keep its history?

    PYTHONPATH=src .venv/bin/python bench/beliefs.py [--extractor rules|openai] [--embedder minilm|hash]
                                                     [--runs N] [--seed N] [--only ID] [--category NAME] [-v]
                                                     [--set main|heldout|blind-dev|blind-heldout|fresh|dev3|dev4|dev5|dev7|dev8|dev9|dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|dev20|dev21|dev22|dev23|dev24|dev25|dev26|dev27|dev28|dev29|dev30|dev31|dev32|dev33|dev34|dev35|dev36|dev37|dev38|dev39|dev40|dev41|dev42|dev43|dev44|dev45|dev46|dev47|dev48|dev49|dev50|dev51|dev52|dev53|dev54|dev55|dev56]

Every scenario in ``bench/beliefs_scenarios.py`` (the seeds' anchor stories and
scripted ones, written before credo was tuned for them) is replayed in a fresh
temporary store through the public API only: ``Memory.remember`` / ``store``
with event times (``at=`` and ``now=``), scheduled maintenance as
``Memory.manage(job, now=...)``, a person's decision as ``resolve_conflict``.
Then it asks what ``recall`` and ``context`` serve at a given time, and what
``as_of`` answers. A scenario passes when all its checks pass.

The rules extractor always runs. When ``CREDO_BENCH_LLM_BASE_URL`` and
``CREDO_BENCH_LLM_MODEL`` are set (``CREDO_BENCH_LLM_API_KEY`` optional), the
same scenarios also run with credo's OpenAI-compatible extractor; otherwise
the report says "not configured". Recall is not seeded unless ``--seed`` is
given: a ranking that flips between calls shows up as a failure, as a user
would see it (so two unseeded runs can differ by a scenario or two).

Prints the pass rate overall and per category, the multi-valued erasures (a value
of an attribute such as allergies retired by another value of it) and every failed
check, and
writes bench/results/beliefs.json (extractor, total, passed, pass_rate,
by_category, failures; the LLM run under "llm").

``--set blind-dev`` / ``--set blind-heldout`` replay issue 21's blind
scenarios (bench/beliefs_blind.py, written before any change to the reader)
into bench/results/beliefs_blind_dev.json / beliefs_blind_heldout.json. Only
the dev half may be looked at while changing credo; the held-out half is
reported, never tuned on. Those reports add seconds per scenario and per
remembered turn.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from beliefs_blind import BLIND_DEV, BLIND_HELDOUT  # noqa: E402
from beliefs_dev3 import DEV3  # noqa: E402
from beliefs_dev4 import DEV4  # noqa: E402
from beliefs_dev5 import DEV5  # noqa: E402
from beliefs_dev7 import DEV7  # noqa: E402
from beliefs_dev8 import DEV8  # noqa: E402
from beliefs_dev9 import DEV9  # noqa: E402
from beliefs_dev10 import DEV10  # noqa: E402
from beliefs_dev11 import DEV11  # noqa: E402
from beliefs_dev12 import DEV12  # noqa: E402
from beliefs_dev13 import DEV13  # noqa: E402
from beliefs_dev14 import DEV14  # noqa: E402
from beliefs_dev15 import DEV15  # noqa: E402
from beliefs_dev16 import DEV16  # noqa: E402
from beliefs_dev17 import DEV17  # noqa: E402
from beliefs_dev18 import DEV18  # noqa: E402
from beliefs_dev19 import DEV19  # noqa: E402
from beliefs_dev20 import DEV20  # noqa: E402
from beliefs_dev21 import DEV21  # noqa: E402
from beliefs_dev22 import DEV22  # noqa: E402
from beliefs_dev23 import DEV23  # noqa: E402
from beliefs_dev24 import DEV24  # noqa: E402
from beliefs_dev25 import DEV25  # noqa: E402
from beliefs_dev26 import DEV26  # noqa: E402
from beliefs_dev27 import DEV27  # noqa: E402
from beliefs_dev28 import DEV28  # noqa: E402
from beliefs_dev29 import DEV29  # noqa: E402
from beliefs_dev30 import DEV30  # noqa: E402
from beliefs_dev31 import DEV31  # noqa: E402
from beliefs_dev32 import DEV32  # noqa: E402
from beliefs_dev33 import DEV33  # noqa: E402
from beliefs_dev34 import DEV34  # noqa: E402
from beliefs_dev35 import DEV35  # noqa: E402
from beliefs_dev36 import DEV36  # noqa: E402
from beliefs_dev37 import DEV37  # noqa: E402
from beliefs_dev38 import DEV38  # noqa: E402
from beliefs_dev39 import DEV39  # noqa: E402
from beliefs_dev40 import DEV40  # noqa: E402
from beliefs_dev41 import DEV41  # noqa: E402
from beliefs_dev42 import DEV42  # noqa: E402
from beliefs_dev43 import DEV43  # noqa: E402
from beliefs_dev44 import DEV44  # noqa: E402
from beliefs_dev45 import DEV45  # noqa: E402
from beliefs_dev46 import DEV46  # noqa: E402
from beliefs_dev47 import DEV47  # noqa: E402
from beliefs_dev48 import DEV48  # noqa: E402
from beliefs_dev49 import DEV49  # noqa: E402
from beliefs_dev50 import DEV50  # noqa: E402
from beliefs_dev51 import DEV51  # noqa: E402
from beliefs_dev52 import DEV52  # noqa: E402
from beliefs_dev53 import DEV53  # noqa: E402
from beliefs_dev54 import DEV54  # noqa: E402
from beliefs_dev55 import DEV55  # noqa: E402
from beliefs_dev56 import DEV56  # noqa: E402
from beliefs_fresh import FRESH  # noqa: E402
from beliefs_heldout import HELDOUT  # noqa: E402
from beliefs_scenarios import SCENARIOS  # noqa: E402
from people import person_key, same_person  # noqa: E402

from credo import Embedder, HashEmbedder, Memory  # noqa: E402
from credo.embed import embedder_named  # noqa: E402
from credo.belief import bare_value, retracts, same_value  # noqa: E402
from credo.vocabulary import is_multi_valued  # noqa: E402

try:  # a credo from before issue 21 has no names_replaced: nothing was retired by being named then
    from credo.vocabulary import names_replaced  # noqa: E402
except ImportError:  # pragma: no cover
    def names_replaced(text: str, value: str) -> bool:
        return False
from credo.testing import FrozenClock  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "beliefs.json"
SETS = {"main": (SCENARIOS, RESULTS),
        "heldout": (HELDOUT, ROOT / "bench" / "results" / "beliefs_heldout.json"),
        "blind-dev": (BLIND_DEV, ROOT / "bench" / "results" / "beliefs_blind_dev.json"),
        "blind-heldout": (BLIND_HELDOUT, ROOT / "bench" / "results" / "beliefs_blind_heldout.json"),
        "fresh": (FRESH, ROOT / "bench" / "results" / "beliefs_fresh.json"),
        "dev3": (DEV3, ROOT / "bench" / "results" / "beliefs_dev3.json"),
        "dev4": (DEV4, ROOT / "bench" / "results" / "beliefs_dev4.json"),
        "dev5": (DEV5, ROOT / "bench" / "results" / "beliefs_dev5.json"),
        "dev7": (DEV7, ROOT / "bench" / "results" / "beliefs_dev7.json"),
        "dev8": (DEV8, ROOT / "bench" / "results" / "beliefs_dev8.json"),
        "dev9": (DEV9, ROOT / "bench" / "results" / "beliefs_dev9.json"),
        "dev10": (DEV10, ROOT / "bench" / "results" / "beliefs_dev10.json"),
        "dev11": (DEV11, ROOT / "bench" / "results" / "beliefs_dev11.json"),
        "dev12": (DEV12, ROOT / "bench" / "results" / "beliefs_dev12.json"),
        "dev13": (DEV13, ROOT / "bench" / "results" / "beliefs_dev13.json"),
        "dev14": (DEV14, ROOT / "bench" / "results" / "beliefs_dev14.json"),
        "dev15": (DEV15, ROOT / "bench" / "results" / "beliefs_dev15.json"),
        "dev16": (DEV16, ROOT / "bench" / "results" / "beliefs_dev16.json"),
        "dev17": (DEV17, ROOT / "bench" / "results" / "beliefs_dev17.json"),
        "dev18": (DEV18, ROOT / "bench" / "results" / "beliefs_dev18.json"),
        "dev19": (DEV19, ROOT / "bench" / "results" / "beliefs_dev19.json"),
        "dev20": (DEV20, ROOT / "bench" / "results" / "beliefs_dev20.json"),
        "dev21": (DEV21, ROOT / "bench" / "results" / "beliefs_dev21.json"),
        "dev22": (DEV22, ROOT / "bench" / "results" / "beliefs_dev22.json"),
        "dev23": (DEV23, ROOT / "bench" / "results" / "beliefs_dev23.json"),
        "dev24": (DEV24, ROOT / "bench" / "results" / "beliefs_dev24.json"),
        "dev25": (DEV25, ROOT / "bench" / "results" / "beliefs_dev25.json"),
        "dev26": (DEV26, ROOT / "bench" / "results" / "beliefs_dev26.json"),
        "dev27": (DEV27, ROOT / "bench" / "results" / "beliefs_dev27.json"),
        "dev28": (DEV28, ROOT / "bench" / "results" / "beliefs_dev28.json"),
        "dev29": (DEV29, ROOT / "bench" / "results" / "beliefs_dev29.json"),
        "dev30": (DEV30, ROOT / "bench" / "results" / "beliefs_dev30.json"),
        "dev31": (DEV31, ROOT / "bench" / "results" / "beliefs_dev31.json"),
        "dev32": (DEV32, ROOT / "bench" / "results" / "beliefs_dev32.json"),
        "dev33": (DEV33, ROOT / "bench" / "results" / "beliefs_dev33.json"),
        "dev34": (DEV34, ROOT / "bench" / "results" / "beliefs_dev34.json"),
        "dev35": (DEV35, ROOT / "bench" / "results" / "beliefs_dev35.json"),
        "dev36": (DEV36, ROOT / "bench" / "results" / "beliefs_dev36.json"),
        "dev37": (DEV37, ROOT / "bench" / "results" / "beliefs_dev37.json"),
        "dev38": (DEV38, ROOT / "bench" / "results" / "beliefs_dev38.json"),
        "dev39": (DEV39, ROOT / "bench" / "results" / "beliefs_dev39.json"),
        "dev40": (DEV40, ROOT / "bench" / "results" / "beliefs_dev40.json"),
        "dev41": (DEV41, ROOT / "bench" / "results" / "beliefs_dev41.json"),
        "dev42": (DEV42, ROOT / "bench" / "results" / "beliefs_dev42.json"),
        "dev43": (DEV43, ROOT / "bench" / "results" / "beliefs_dev43.json"),
        "dev44": (DEV44, ROOT / "bench" / "results" / "beliefs_dev44.json"),
        "dev45": (DEV45, ROOT / "bench" / "results" / "beliefs_dev45.json"),
        "dev46": (DEV46, ROOT / "bench" / "results" / "beliefs_dev46.json"),
        "dev47": (DEV47, ROOT / "bench" / "results" / "beliefs_dev47.json"),
        "dev48": (DEV48, ROOT / "bench" / "results" / "beliefs_dev48.json"),
        "dev49": (DEV49, ROOT / "bench" / "results" / "beliefs_dev49.json"),
        "dev50": (DEV50, ROOT / "bench" / "results" / "beliefs_dev50.json"),
        "dev51": (DEV51, ROOT / "bench" / "results" / "beliefs_dev51.json"),
        "dev52": (DEV52, ROOT / "bench" / "results" / "beliefs_dev52.json"),
        "dev53": (DEV53, ROOT / "bench" / "results" / "beliefs_dev53.json"),
        "dev54": (DEV54, ROOT / "bench" / "results" / "beliefs_dev54.json"),
        "dev55": (DEV55, ROOT / "bench" / "results" / "beliefs_dev55.json"),
        "dev56": (DEV56, ROOT / "bench" / "results" / "beliefs_dev56.json")}
USER = "u"
ALL_STATUSES = None  # browse: every status, so "kept" sees archived and superseded versions too


class CheckFailed(Exception):
    """One check did not hold; the message says what was served instead."""


# -- reading what credo serves ---------------------------------------------------------------------


def _phrases(spec: Any) -> tuple[str, ...]:
    return tuple(p.lower() for p in ((spec,) if isinstance(spec, str) else spec))


def _matches(text: str, spec: Any) -> bool:
    return spec is not None and any(p in text.lower() for p in _phrases(spec))


def _unit_text(unit: Any) -> str:
    return f"{unit.text} {unit.value or ''}"


def _item_text(item: dict[str, Any]) -> str:
    return f"{item.get('text', '')} {item.get('value') or ''}"


def _contested(result: Any) -> dict[str, Any] | None:
    """The contract's ``RecallResult.contested`` (None or a dict), read either way it is exposed."""
    found = getattr(result, "contested", None)
    return found if found is not None else result.to_public().get("contested")


def _scoped(mem: Memory, unit: Any) -> bool:
    """Scoped to a context a person chose (keep_both + context), or the record of that decision itself."""
    meta = unit.metadata or {}
    return bool(meta.get("context") or meta.get("resolution"))


def _short(text: str, n: int = 90) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."


def _served_list(results: list[Any]) -> str:
    return "; ".join(_short(r.memory.text, 60) for r in results[:3]) or "nothing"


def _covers(values: list[dict[str, Any]], wanted: list[str]) -> bool:
    got = " | ".join(str(v.get("value", "")).lower() for v in values)
    return all(w.lower() in got for w in wanted)


# -- the replay ----------------------------------------------------------------------------------------


class Replay:
    """One scenario in one fresh store, at the bench's clock."""

    def __init__(self, mem: Memory, clock: FrozenClock) -> None:
        self.mem, self.clock, self.marks = mem, clock, {}
        self.turns: list[float] = []  # seconds of each remember call

    def recall(self, t: str, query: str, limit: int = 5, as_of: str | None = None,
               valid_at: str | None = None) -> list[Any]:
        if valid_at is None:
            return self.mem.recall(query, user=USER, now=t, as_of=as_of, limit=limit, record_access=False)
        # What was true at valid_at (valid time), as opposed to as_of: what credo had recorded by then.
        if "valid_at" not in inspect.signature(self.mem.recall).parameters:
            raise CheckFailed("credo cannot answer as of valid time: Memory.recall has no valid_at= (as_of= asks "
                              "what was recorded by then, not what was true then)")
        return self.mem.recall(query, user=USER, now=t, as_of=as_of, valid_at=valid_at, limit=limit,
                               record_access=False)

    def facts(self, t: str, query: str) -> tuple[Any, list[dict[str, Any]]]:
        pack = self.mem.context(query, user=USER, now=t)
        return pack, list(pack.sections.get("current facts", []))

    def active(self) -> list[Any]:
        return self.mem.browse(user=USER, statuses=["active"], limit=500)

    # steps

    def say(self, s: dict[str, Any]) -> None:
        started = time.perf_counter()
        result = self.mem.remember(s["text"], user=USER, source=s["source"], session=s["session"], at=s["t"],
                                   now=s["now"] or s["t"], actor="bench")
        self.turns.append(time.perf_counter() - started)
        self._expect_conflict(s, bool(result.to_public().get("conflicts")))

    def put(self, s: dict[str, Any]) -> None:
        result = self.mem.store(s["text"], user=USER, kind=s["kind"], entity=s["entity"] or None,
                                attribute=s["attribute"] or None, value=s["value"] or None, source=s["source"],
                                confidence=s["confidence"], importance=s["importance"], at=s["t"],
                                now=s["now"] or s["t"], actor="bench", **s["fields"])
        self._expect_conflict(s, bool(result.to_public().get("conflict")))

    def _expect_conflict(self, s: dict[str, Any], reported: bool) -> None:
        if s["expect_conflict"] is not None and reported != s["expect_conflict"]:
            raise CheckFailed(f"write {'did not report' if s['expect_conflict'] else 'reported'} a conflict: "
                              f"{_short(s['text'])}")

    def run(self, s: dict[str, Any]) -> None:
        self.mem.manage(s["job"], now=s["t"])

    def resolve(self, s: dict[str, Any]) -> None:
        open_ = self.mem.conflicts(user=USER)
        if not open_:
            raise CheckFailed(f"no open conflict for a person to resolve ({s['action']})")
        self.mem.resolve_conflict(open_[-1].id, s["action"], context=s["context"], value=s["value"],
                                  actor="person", now=s["t"])

    def use(self, s: dict[str, Any]) -> None:
        self.mem.recall(s["query"], user=USER, now=s["t"])

    def mark(self, s: dict[str, Any]) -> None:
        self.marks[s["name"]] = len(self.active())

    # checks

    @staticmethod
    def _when(c: dict[str, Any]) -> str:
        return ((f" as of {c['as_of'][:10]}" if c.get("as_of") else "")
                + (f" valid at {c['valid_at'][:10]}" if c.get("valid_at") else ""))

    def top(self, c: dict[str, Any]) -> None:
        results = self.recall(c["t"], c["query"], as_of=c["as_of"], valid_at=c.get("valid_at"))
        where = f"top for {c['query']!r}" + self._when(c)
        if not results:
            raise CheckFailed(f"{where}: nothing served")
        first, text = results[0], _unit_text(results[0].memory)
        if c["has"] is not None and not _matches(text, c["has"]):
            raise CheckFailed(f"{where} lacks {c['has']!r}: served {_served_list(results)}")
        if c["lacks"] is not None and _matches(text, c["lacks"]):
            raise CheckFailed(f"{where} has {c['lacks']!r}: {_short(first.memory.text)}")
        if c["contested"] is not None and (_contested(first) is not None) != c["contested"]:
            raise CheckFailed(f"{where} is {'not ' if c['contested'] else ''}marked contested")

    def served(self, c: dict[str, Any]) -> None:
        results = self.recall(c["t"], c["query"], limit=c["k"], as_of=c["as_of"], valid_at=c.get("valid_at"))
        where = f"recall {c['query']!r}" + self._when(c)
        if c["has"] is not None and not any(_matches(_unit_text(r.memory), c["has"]) for r in results):
            raise CheckFailed(f"{where} serves no {c['has']!r}: {_served_list(results)}")
        for r in results:
            text = _unit_text(r.memory)
            if _matches(text, c["lacks"]) and not _matches(text, c["unless"]):
                raise CheckFailed(f"{where} serves {c['lacks']!r}: {_short(r.memory.text)}")

    def facts_check(self, c: dict[str, Any]) -> None:
        _, items = self.facts(c["t"], c["query"])
        if c["has"] is not None and not any(_matches(_item_text(i), c["has"]) for i in items):
            listed = "; ".join(_short(i.get("text", ""), 50) for i in items[:4]) or "none"
            raise CheckFailed(f"context current facts lack {c['has']!r} (listed: {listed})")
        for item in items:
            if _matches(_item_text(item), c["lacks"]) and not self._excused(item, c["unless"]):
                raise CheckFailed(f"context current facts list {c['lacks']!r}: {_short(item.get('text', ''))}")

    def _excused(self, item: dict[str, Any], unless: Any) -> bool:
        if item.get("contested") or item.get("context") or _matches(_item_text(item), unless):
            return True
        return _scoped(self.mem, self.mem.get(item["id"]))

    def contested(self, c: dict[str, Any]) -> None:
        results = self.recall(c["t"], c["query"], limit=10)
        marks = [_contested(r) for r in results if _contested(r) is not None]
        if not marks:
            raise CheckFailed(f"recall {c['query']!r} marks nothing contested: {_served_list(results)}")
        if not any(_covers(m.get("values", []), c["values"]) for m in marks):
            raise CheckFailed(f"recall's contested values lack one of {c['values']}: {marks[0].get('values')}")
        pack, _ = self.facts(c["t"], c["query"])
        listed = pack.to_public().get("contested") or getattr(pack, "contested", None) or []
        if not any(_covers(m.get("values", []), c["values"]) for m in listed):
            raise CheckFailed(f"context lists no contested pair with {c['values']}")
        if "Contested (ask the user" not in pack.text:
            raise CheckFailed("context text has no 'Contested (ask the user ...' section")

    def unsettled(self, c: dict[str, Any]) -> None:
        """The value is shown (not hidden), and only as contested or scoped, never as settled fact."""
        results = self.recall(c["t"], c["query"])
        showing = [r for r in results if _matches(_unit_text(r.memory), c["value"])]
        if not showing:
            raise CheckFailed(f"recall {c['query']!r} hides {c['value']!r} instead of showing it contested: "
                              f"{_served_list(results)}")
        for r in showing:
            if _contested(r) is None and not _scoped(self.mem, r.memory):
                raise CheckFailed(f"recall serves {c['value']!r} as settled: {_short(r.memory.text)}")
        _, items = self.facts(c["t"], c["query"])
        for item in items:
            if _matches(_item_text(item), c["value"]) and not (
                    item.get("contested") or item.get("context") or _scoped(self.mem, self.mem.get(item["id"]))):
                raise CheckFailed(f"context lists {c['value']!r} under current facts: {_short(item['text'])}")

    def stable(self, c: dict[str, Any]) -> None:
        tops = []
        for _ in range(c["n"]):
            results = self.recall(c["t"], c["query"])
            tops.append(results[0].memory if results else None)
        ids = Counter(u.id if u else None for u in tops)
        if len(ids) > 1:
            raise CheckFailed(f"top for {c['query']!r} changed across {c['n']} calls: "
                              + "; ".join(f"{n}x {_short(u.text, 50) if u else 'nothing'}"
                                          for u in {(u.id if u else None): u for u in tops}.values()
                                          for n in [ids[u.id if u else None]]))
        if tops[0] is None or not _matches(_unit_text(tops[0]), c["has"]):
            raise CheckFailed(f"top for {c['query']!r} lacks {c['has']!r}: "
                              f"{_short(tops[0].text) if tops[0] else 'nothing'}")

    def distinct(self, c: dict[str, Any]) -> None:
        active = [_unit_text(u) for u in self.active()]
        a, b = c["a"], c["b"]
        if any(_matches(t, a) and _matches(t, b) for t in active):
            blurred = next(t for t in active if _matches(t, a) and _matches(t, b))
            raise CheckFailed(f"one active memory blurs {a!r} and {b!r}: {_short(blurred)}")
        for phrase, query in ((a, c["query_a"]), (b, c["query_b"])):
            if not any(_matches(t, phrase) for t in active):
                raise CheckFailed(f"no active memory about {phrase!r}")
            results = self.recall(c["t"], query)
            if not results or not _matches(_unit_text(results[0].memory), phrase):
                raise CheckFailed(f"top for {query!r} lacks {phrase!r}: {_served_list(results)}")

    def kept(self, c: dict[str, Any]) -> None:
        every = self.mem.browse(user=USER, statuses=ALL_STATUSES, limit=500)
        if not any(_matches(_unit_text(u), c["phrase"]) for u in every):
            raise CheckFailed(f"{c['phrase']!r} was erased: no version of it is left in any status")

    def count(self, c: dict[str, Any]) -> None:
        found = [u for u in self.active() if _matches(_unit_text(u), c["phrase"])]
        if len(found) != c["n"]:
            raise CheckFailed(f"{len(found)} active memories contain {c['phrase']!r}, expected {c['n']}: "
                              + "; ".join(_short(u.text, 50) for u in found[:4]))

    def unchanged(self, c: dict[str, Any]) -> None:
        now, then = len(self.active()), self.marks.get(c["name"])
        if then is None:
            raise CheckFailed(f"no mark {c['name']!r} was taken")
        if now != then:
            raise CheckFailed(f"{now} active memories, {then} at mark {c['name']!r}: maintenance added or removed "
                              f"{now - then:+d}")

    def open_conflict(self, c: dict[str, Any]) -> None:
        if not self.mem.conflicts(user=USER):
            raise CheckFailed("no open conflict: nobody is asked")

    def no_open_conflict(self, c: dict[str, Any]) -> None:
        found = self.mem.conflicts(user=USER)
        if found:
            raise CheckFailed(f"unexpected open conflict on {found[0].entity}.{found[0].attribute}")

    def agent_only(self, c: dict[str, Any]) -> None:
        _, items = self.facts(c["t"], c["query"])
        for item in items:
            if _matches(_item_text(item), c["phrase"]):
                raise CheckFailed(f"context lists the agent's claim {c['phrase']!r} as a current fact "
                                  f"(source {item.get('source')})")
        for r in self.recall(c["t"], c["query"]):
            if _matches(_unit_text(r.memory), c["phrase"]) and r.memory.source.value == "user":
                raise CheckFailed(f"recall serves the agent's claim {c['phrase']!r} as the user's: "
                                  f"{_short(r.memory.text)}")

    def about(self, c: dict[str, Any]) -> None:
        """The active memories with the phrase are about ``entity`` (bench/people.py), none about the user."""
        found = [u for u in self.active() if _matches(_unit_text(u), c["phrase"])]
        if not found:
            raise CheckFailed(f"no active memory mentions {c['phrase']!r}")
        mine = [u for u in found if person_key(u.entity) == "user"]
        if mine:
            raise CheckFailed(f"{c['phrase']!r} is stored about the user, not {c['entity']!r}: "
                              f"{_short(mine[0].text)} (entity {mine[0].entity})")
        if not any(same_person(u.entity, c["entity"]) for u in found):
            raise CheckFailed(f"no memory with {c['phrase']!r} is about {c['entity']!r}: entities "
                              + ", ".join(sorted({str(u.entity) for u in found})))


STEPS = {"say", "put", "run", "resolve", "use", "mark"}
CHECKS: dict[str, Callable[[Replay, dict[str, Any]], None]] = {
    "top": Replay.top, "served": Replay.served, "facts": Replay.facts_check, "contested": Replay.contested,
    "unsettled": Replay.unsettled, "stable": Replay.stable, "distinct": Replay.distinct, "kept": Replay.kept,
    "count": Replay.count, "unchanged": Replay.unchanged, "open_conflict": Replay.open_conflict,
    "no_open_conflict": Replay.no_open_conflict, "agent_only": Replay.agent_only, "about": Replay.about,
}


def run_scenario(spec: dict[str, Any], embedder: Embedder, extractor: Any = None,
                 seed: int | None = None) -> dict[str, Any]:
    """Replay one scenario in a fresh store; returns ``{"id", "category", "passed", "failures", "seconds"}``.

    A step that raises fails the scenario (its error is reported) and the
    replay goes on, so every failing check of the story is listed.
    """
    started = time.perf_counter()
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="credo-beliefs-") as tmp:
        clock = FrozenClock(spec["script"][0]["t"])
        mem = Memory(os.path.join(tmp, "beliefs.db"), embedder=embedder, clock=clock, extractor=extractor,
                     seed=seed)
        replay = Replay(mem, clock)
        try:
            for n, item in enumerate(spec["script"]):
                clock.set(item.get("now") or item["t"])
                name = item.get("op") or item["check"]
                try:
                    if "op" in item:
                        getattr(replay, item["op"])(item)
                    else:
                        CHECKS[item["check"]](replay, item)
                except CheckFailed as exc:
                    failures.append(f"[{n}] {name} @ {item['t'][:10]}: {exc}")
                except Exception as exc:  # noqa: BLE001 -- a bench reports every error as that scenario's failure
                    failures.append(f"[{n}] {name} @ {item['t'][:10]}: error {type(exc).__name__}: "
                                    f"{_short(str(exc), 160)}")
            erased = multi_valued_erasures(mem)
        finally:
            mem.close()
    return {"id": spec["id"], "category": spec["category"], "seed": spec.get("seed"), "passed": not failures,
            "failures": failures, "seconds": round(time.perf_counter() - started, 3),
            "turn_seconds": [round(x, 5) for x in replay.turns], "multi_valued_erasures": erased}


def multi_valued_erasures(mem: Memory) -> list[str]:
    """Values of a multi-valued attribute (allergies, languages, pets ...) retired by another value of it:
    issue 21 asks for none. A value retired by its own retraction (in the same words or fewer), by a value of another
    attribute, or by one whose words name it as replaced ("amoxicillin, not penicillin", also as said before a correction was written in
    the old memory's words: ``metadata["said"]``), or by a correction of that very memory ("My dog is called
    Bisuit." / "*Biscuit": ``metadata["corrects"]``, the value was never meant) is not counted, nor is a retraction
    ("not the Breaux Bridge crawfish festival") retired by its value said again: it held no value."""
    out = []
    for old in mem.browse(user=USER, statuses=["superseded"], limit=500):
        if not (old.attribute and is_multi_valued(old.attribute) and old.superseded_by) or retracts(old):
            continue
        new = mem.get(old.superseded_by)
        said = str(new.metadata.get("said") or "")  # a correction written in the old words keeps what was said
        if retracts(new) and same_value(bare_value(new), bare_value(old)):
            continue  # its own retraction, naming it in fewer words ("karate dojo" / "cancelled my membership at the dojo")
        if new.attribute == old.attribute and bare_value(new) != bare_value(old) \
                and new.metadata.get("corrects") != old.id \
                and not names_replaced(new.text, old.value or "") and not names_replaced(said, old.value or ""):
            out.append(f"{old.attribute}: {old.value} by {new.value}")
    return out


def run_repeated(spec: dict[str, Any], embedder: Embedder, extractor: Any, seed: int | None,
                 runs: int) -> dict[str, Any]:
    """``runs`` replays of one scenario: it passes only if every replay passes; mixed results are flaky."""
    replays = [run_scenario(spec, embedder, extractor, seed) for _ in range(max(1, runs))]
    failed = next((r for r in replays if not r["passed"]), None)
    outcome = failed or replays[0]
    outcome["flaky"] = failed is not None and any(r["passed"] for r in replays)
    return outcome


def run_all(scenarios: list[dict[str, Any]], embedder: Embedder, extractor: Any, name: str,
            verbose: bool = False, seed: int | None = None, runs: int = 1) -> dict[str, Any]:
    """Every scenario with one extractor: the report written to beliefs.json."""
    started = time.perf_counter()
    outcomes = []
    for spec in scenarios:
        outcome = run_repeated(spec, embedder, extractor, seed, runs)
        outcomes.append(outcome)
        if verbose:
            print(f"{'PASS' if outcome['passed'] else 'FAIL'} {outcome['id']} ({outcome['seconds']}s)",
                  file=sys.stderr)
    by_category: dict[str, dict[str, Any]] = {}
    for o in outcomes:
        row = by_category.setdefault(o["category"], {"total": 0, "passed": 0})
        row["total"] += 1
        row["passed"] += o["passed"]
    for row in by_category.values():
        row["pass_rate"] = round(row["passed"] / row["total"], 3)
    passed = sum(o["passed"] for o in outcomes)
    turns = sorted(x for o in outcomes for x in o.get("turn_seconds", []))
    return {
        "extractor": name, "total": len(outcomes), "passed": passed,
        "pass_rate": round(passed / len(outcomes), 3) if outcomes else 0.0,
        "by_category": dict(sorted(by_category.items())),
        "failures": [{"id": o["id"], "category": o["category"], "checks": o["failures"], "flaky": o["flaky"]}
                     for o in outcomes if not o["passed"]],
        "runs_per_scenario": runs,
        "multi_valued_erasures": sum(len(o.get("multi_valued_erasures", [])) for o in outcomes),
        "flaky": [o["id"] for o in outcomes if o["flaky"]],
        "seconds": round(time.perf_counter() - started, 1),
        "seconds_per_scenario": round(sum(o["seconds"] for o in outcomes) / len(outcomes), 3) if outcomes else 0.0,
        # Memory.remember end to end (extraction, embedding with the bench's embedder, gates, write).
        "remember_turns": len(turns),
        "seconds_per_turn": {"mean": round(sum(turns) / len(turns), 4) if turns else None,
                             "p50": round(turns[len(turns) // 2], 4) if turns else None,
                             "p95": round(turns[min(len(turns) - 1, int(len(turns) * 0.95))], 4) if turns else None},
    }


def llm_extractor() -> tuple[Any, str] | None:
    """The OpenAI-compatible extractor named by CREDO_BENCH_LLM_*, as a deployment configures it (behind the
    reader's guard rails, falling back to it), or None when not configured."""
    from llm_local import deployed_extractor

    return deployed_extractor()


def print_report(report: dict[str, Any]) -> None:
    print(f"\n== {report['extractor']}: {report['passed']}/{report['total']} scenarios pass "
          f"({report['pass_rate']:.1%}) in {report['seconds']}s; remember p50 "
          f"{report['seconds_per_turn']['p50']}s per turn over {report['remember_turns']} turns; "
          f"{report['multi_valued_erasures']} multi-valued erasures")
    for name, row in report["by_category"].items():
        print(f"  {name:<14} {row['passed']:>3}/{row['total']:<3} {row['pass_rate']:.0%}")
    if report["flaky"]:
        print(f"  flaky (passed in some of {report['runs_per_scenario']} runs, counted as failed): "
              + ", ".join(report["flaky"]))
    if report["failures"]:
        print("failures:")
    for f in report["failures"]:
        print(f"  {f['id']} ({f['category']}{', flaky: passed in another run' if f['flaky'] else ''})")
        for check in f["checks"]:
            print(f"      {check}")


def select(only: str | None, category: str | None, which: str = "main") -> list[dict[str, Any]]:
    """The scenarios to run: all of a set, or those whose id contains ``only`` / in ``category``."""
    return [s for s in SETS[which][0]
            if (not only or only in s["id"]) and (not category or s["category"] == category)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--extractor", choices=("rules", "openai"), default="rules",
                        help="rules (default; the LLM run follows when CREDO_BENCH_LLM_* is set) or openai only")
    parser.add_argument("--embedder", choices=("bge-small", "minilm", "hash"), default="bge-small",
                        help="the default (bge-small, and the store's default cross-encoder), MiniLM, or a hashing fake")
    parser.add_argument("--only", help="run scenarios whose id contains this")
    parser.add_argument("--category", help="run one category")
    parser.add_argument("--set", dest="which", choices=tuple(SETS), default="main",
                        help="main (bench/beliefs_scenarios.py), heldout (bench/beliefs_heldout.py, written "
                        "before the rules fix-up and reported separately), or issue 21's blind sets "
                        "blind-dev / blind-heldout (bench/beliefs_blind.py), or fresh (bench/beliefs_fresh.py: "
                        "new phrasings of issue 21's meaning rules), or dev3 (bench/beliefs_dev3.py: a third "
                        "tuning split in the held-out split's weakest classes, written in stop 27), or dev4 "
                        "(bench/beliefs_dev4.py: a fourth, in new words, written in stop 28), or dev5 (bench/beliefs_dev5.py: "
                        "a fifth, in chat registers, written in stop 29), or dev7 (bench/beliefs_dev7.py: a sixth, weighted "
                        "to the held-out split's weakest classes, written in stop 29), or dev8 (bench/beliefs_dev8.py: a seventh, "
                        "written in stop 30)")
    parser.add_argument("--out", help="where to write the JSON report (default bench/results/beliefs.json, "
                        "beliefs_heldout.json for --set heldout, beliefs_blind_dev.json / "
                        "beliefs_blind_heldout.json for the blind sets)")
    parser.add_argument("--seed", type=int, help="seed recall's sampling: repeatable figures for comparing "
                        "branches (unseeded by default, so a flaky ranking fails as a user would see it)")
    parser.add_argument("--runs", type=int, default=1, help="replay each scenario N times; it passes only if "
                        "all N pass, and one that passes only sometimes is listed as flaky")
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per scenario on stderr")
    args = parser.parse_args(argv)
    scenarios = select(args.only, args.category, args.which)
    embedder: Embedder = HashEmbedder() if args.embedder == "hash" else embedder_named(args.embedder)
    llm = llm_extractor()
    report: dict[str, Any] = {}
    if args.extractor == "rules":
        report = run_all(scenarios, embedder, None, "rules", args.verbose, args.seed, args.runs)
        print_report(report)
    if llm is not None:
        llm_report = run_all(scenarios, embedder, llm[0], llm[1], args.verbose, args.seed, args.runs)
        from llm_local import ANSWERS

        # answers replayed from CREDO_BENCH_LLM_CACHE took no model time: seconds_per_turn is then credo's own
        llm_report["model_answers"] = dict(ANSWERS)
        print_report(llm_report)
        print(f"  model answers: {ANSWERS['asked']} asked, {ANSWERS['replayed']} replayed from the cache")
        report = llm_report if not report else {**report, "llm": llm_report}
    elif args.extractor == "openai":
        print("openai extractor: not configured (set CREDO_BENCH_LLM_BASE_URL and CREDO_BENCH_LLM_MODEL)")
        return 2
    else:
        report["llm"] = "not configured (set CREDO_BENCH_LLM_BASE_URL and CREDO_BENCH_LLM_MODEL)"
        print(f"\nLLM extractor: {report['llm']}")
    report["embedder"] = embedder.name
    report["seed"] = args.seed
    report["scenarios"] = len(scenarios)
    report["set"] = args.which
    if not args.only and not args.category:
        out = Path(args.out or SETS[args.which][1])
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(report, indent=2) + "\n")
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
