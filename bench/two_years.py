"""Two years of maintenance: is anything important forgotten by age alone?

    nice -n 10 .venv/bin/python bench/two_years.py [--split dev|heldout|both] [--days 730] [--out FILE]

A store lives through ``--days`` simulated days (the clock is injected: :class:`credo.testing.FrozenClock`).
Every day a few memories arrive, and every maintenance task the scheduler runs by default runs when it is due
(:func:`credo.manage.tasks.default_intervals`, at day granularity: the hourly ones once a day; the dream
cycle, forget, evict, auto-forget, probe, crystallize, pipeline daily; consolidate weekly). The mix, over three
users, per day on average:

* **important episodes** (importance 0.8-0.9) a person, an agent or a tool wrote ("Signed the lease for the
  Lisbon office with Marta");
* **deadlines** still in the future when written, importance 0.5-0.9, by a person ("The contract renewal with
  Acme is due on 2027-03-15");
* **facts** (structured, single-valued), **decisions** and **pinned** notes, importance 0.3-0.6;
* **chatter**: agent and tool observations of importance 0.05-0.2 ("Checked the build queue; 3 jobs waiting"),
  which forgetting *should* take.

*Protected*, on a given day, is a memory that is pinned, a current fact or a decision, an important episode
(written at 0.8 or more), or a deadline whose date is not yet past. The figure is **important lost**:
protected memories that left service (archived, challenged, evicted, erased) while protected, checked after
every day's maintenance (target 0; a value of an open conflict -- challenged by the contradiction-loop guard
because it flipped or returned -- is still served by recall, marked contested, until a person decides: counted
apart as ``contested_served``, not lost), and among the protected at the end, those ``recall`` no longer returns in
its top 10 for their own question (``lost_from_recall``). Also reported: chatter archived (forgetting still
works), automatic archivals a person can list (``manage report``) and restore (each listed one is restored at
the end: ``automatic_archivals_restorable``), and weak facts probing flagged for a person to confirm, still
served (``flagged_unconfirmed_at_end``, the review queue's ``unconfirmed``).

Two splits with different phrase lists and seeds: ``dev`` (what the rules were checked on) and ``heldout``
(never tuned on). Writes bench/results/two_years.json (``--out``: another file).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from credo import Memory  # noqa: E402
from credo.embed import HashEmbedder  # noqa: E402
from credo.manage.tasks import TASKS, default_intervals  # noqa: E402
from credo.models import Status  # noqa: E402
from credo.testing import FrozenClock  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "two_years.json"
START = "2026-01-05T09:00:00Z"
USERS = ("ann", "bo", "cy")
DAY = 86400.0
#: Written importance from which an episode counts as important (the mix writes them at 0.8-0.9).
IMPORTANT = 0.8

SPLITS: dict[str, dict[str, Any]] = {
    "dev": {
        "seed": 7,
        "places": ["Lisbon", "Porto", "Lyon", "Ghent", "Turin", "Bergen", "Krakow", "Malmo"],
        "people": ["Marta", "Jonas", "Ines", "Pavel", "Greta", "Tomas", "Leila", "Nuno"],
        "things": ["lease", "budget review", "hiring plan", "vendor audit", "data migration", "security review"],
        "episodes": ["Signed the {thing} for the {place} office with {person}",
                     "Finished the {thing} in {place} together with {person}",
                     "{person} approved the {thing} for {place} after a long call"],
        "deadlines": ["The contract renewal for the {place} {thing} with {person} is due on {date}",
                      "Deadline: submit the {thing} for {place} to {person} by {date}"],
        "chatter": ["Checked the build queue for {place}; {n} jobs waiting",
                    "Polled the {place} inbox; {n} new messages",
                    "Refreshed the {place} dashboard cache ({n} entries)"],
        "decisions": ["We decided to run the {thing} for {place} with {person}"],
        "pinned": ["Always copy {person} on anything about the {place} {thing}"],
        "facts": [("{person}'s role is lead of the {place} {thing}", "{person}", "role", "lead of {place} {thing}")],
    },
    "heldout": {
        "seed": 1234,
        "places": ["Quito", "Hanoi", "Oaxaca", "Tartu", "Cork", "Nantes", "Kochi", "Graz"],
        "people": ["Abebe", "Yuki", "Rosa", "Idris", "Maren", "Otto", "Priya", "Sven"],
        "things": ["insurance claim", "board deck", "tax filing", "supplier contract", "grant report", "pen test"],
        "episodes": ["Closed the {thing} in {place} with {person} yesterday",
                     "{person} and I presented the {thing} to the {place} team",
                     "The {place} {thing} was handed over by {person}"],
        "deadlines": ["Renewal of the {thing} for {place} ({person}) expires on {date}",
                      "{person} needs the {place} {thing} before {date}"],
        "chatter": ["Synced {n} calendar events for {place}",
                    "Rotated {n} temp files in the {place} workspace",
                    "Pinged the {place} status page, {n} ms"],
        "decisions": ["Decision: {person} owns the {thing} in {place} from now on"],
        "pinned": ["Never schedule {person} for the {place} {thing} on Fridays"],
        "facts": [("{person} works out of {place} for the {thing}", "{person}", "base", "{place}")],
    },
}


@dataclass
class Tracked:
    id: str
    user: str
    kind: str
    source: str
    importance: float
    query: str
    day: int
    until: float | None = None  # a deadline's day (protected until then)
    pinned: bool = False
    lost_on: int | None = None
    lost_status: str = ""
    contested: bool = False

    def protected(self, day: int) -> bool:
        """Important on ``day``: pinned, a current fact, a decision, an important episode (written at 0.8 or
        more), or a deadline not yet past."""
        if self.pinned or self.kind in ("fact", "decision") or self.importance >= IMPORTANT:
            return True
        return self.until is not None and day <= self.until


@dataclass
class World:
    mem: Memory
    clock: FrozenClock
    rng: random.Random
    words: dict[str, Any]
    tracked: list[Tracked] = field(default_factory=list)

    def pick(self, key: str) -> Any:
        return self.rng.choice(self.words[key])

    def slots(self) -> dict[str, str]:
        return {"place": self.pick("places"), "person": self.pick("people"), "thing": self.pick("things"),
                "n": str(self.rng.randint(2, 90))}

    def write(self, day: int) -> None:
        """One day's memories."""
        r = self.rng
        for _ in range(r.choice((1, 2, 2, 3))):
            user, s, roll = r.choice(USERS), self.slots(), r.random()
            query = f"{s['thing']} {s['place']} {s['person']}"
            if roll < 0.45:
                source = r.choice(("agent", "tool", "agent"))
                self.add(day, user, self.pick("chatter").format(**s), "episode", source, r.uniform(0.05, 0.2),
                         f"{s['place']} {s['n']}")
            elif roll < 0.70:
                source = r.choice(("user", "agent", "tool"))
                self.add(day, user, self.pick("episodes").format(**s), "episode", source, r.uniform(0.8, 0.9),
                         query)
            elif roll < 0.82:
                ahead = r.randint(20, 400)
                date = (self.clock.now + timedelta(days=ahead)).date().isoformat()
                self.add(day, user, self.pick("deadlines").format(date=date, **s), "episode", "user",
                         r.uniform(0.5, 0.9), query, until=day + ahead)
            elif roll < 0.90:
                text, entity, attribute, value = self.pick("facts")
                self.add(day, user, text.format(**s), "fact", "user", r.uniform(0.3, 0.6), query,
                         entity=entity.format(**s), attribute=attribute, value=value.format(**s))
            elif roll < 0.96:
                self.add(day, user, self.pick("decisions").format(**s), "decision", "user", r.uniform(0.4, 0.6),
                         query)
            else:
                self.add(day, user, self.pick("pinned").format(**s), "preference", "user", r.uniform(0.3, 0.5),
                         query, pinned=True)

    def add(self, day: int, user: str, text: str, kind: str, source: str, importance: float, query: str, *,
            until: float | None = None, pinned: bool = False, **structure: str) -> None:
        result = self.mem.store(text, user=user, kind=kind, source=source, importance=round(importance, 2),
                                pinned=pinned, **structure)
        unit = result.memory
        if unit.status is not Status.ACTIVE:  # held for review (an agent's claim): not the store forgetting
            return
        for old in result.superseded:  # a fact replaced by a newer value is no longer current
            for t in self.tracked:
                if t.id == old:
                    t.kind = "superseded-fact"
                    t.importance = 0.0
        self.tracked.append(Tracked(unit.id, user, kind, source, importance, query, day, until, pinned))

    def check(self, day: int) -> None:
        """Which protected memories left service today. A value of an open conflict (the loop guard challenged
        a value that flipped or returned) has not: recall serves it, marked contested, until a person
        decides (counted apart, ``contested``)."""
        alive = [t for t in self.tracked if t.lost_on is None and t.kind != "superseded-fact"]
        contested = {i for c in self.mem.conflicts() for i in c.memory_ids}
        by_id: dict[str, Any] = {}
        ids = [t.id for t in alive]
        for i in range(0, len(ids), 500):
            by_id.update({u.id: u for u in self.mem.backend.get(self.mem.tenant or "", ids[i:i + 500])})
        for t in alive:
            unit = by_id.get(t.id)
            for _ in range(5):  # merged into a canonical memory (consolidation): its text lives on there
                if unit is None or unit.status is not Status.MERGED or not unit.superseded_by:
                    break
                successors = self.mem.backend.get(self.mem.tenant or "", [unit.superseded_by])
                unit = successors[0] if successors else None
                if unit is not None:
                    t.id = unit.id
            status = unit.status.value if unit is not None else "erased"
            if status == "superseded" and t.kind == "fact":  # a newer value replaced it: belief, not forgetting
                t.kind = "superseded-fact"
            elif status == "challenged" and unit is not None and unit.id in contested:
                t.contested = True  # served as a contested value, waiting for a person: not forgotten
            elif status != "active":
                t.lost_on, t.lost_status = day, status


def run(split: str, days: int, step: int = 1) -> dict[str, Any]:
    words = SPLITS[split]
    work = Path(tempfile.mkdtemp(prefix="credo-2y-"))
    clock = FrozenClock(START)
    mem = Memory(work / "two_years.db", tenant="t", embedder=HashEmbedder(), clock=clock)
    world = World(mem, clock, random.Random(words["seed"]), words)
    intervals = default_intervals(TASKS)
    last: dict[str, float] = {}
    started = time.perf_counter()
    archived_chatter: set[str] = set()
    errors: list[str] = []
    for day in range(days):
        world.write(day)
        clock.advance(hours=15)  # the night's maintenance
        for name, every in intervals.items():
            due_day = max(float(step), every / DAY)
            if day - last.get(name, -1e9) >= due_day:
                try:
                    mem.manage(name)
                except Exception as exc:  # noqa: BLE001 -- a failing task is a finding, reported
                    errors.append(f"day {day} {name}: {type(exc).__name__}: {exc}"[:200])
                last[name] = day
        if day % step == 0:
            world.check(day)
        clock.advance(hours=9)
        if day % 73 == 0:
            print(f"  {split} day {day}: {len(world.tracked)} memories, "
                  f"{sum(1 for t in world.tracked if t.lost_on is not None and t.protected(t.lost_on))} "
                  f"important lost", flush=True)
    world.check(days - 1)  # the last days' maintenance too (a merge there hands a memory to its canonical one)
    lost = [t for t in world.tracked if t.lost_on is not None]
    important_lost = [t for t in lost if t.protected(t.lost_on or 0)]
    for t in lost:
        if not t.protected(t.lost_on or 0):
            archived_chatter.add(t.id)
    end = days
    protected_end = [t for t in world.tracked if t.lost_on is None and t.kind != "superseded-fact"
                     and t.protected(end)]
    missed, missed_sample = [], []
    for t in protected_end:
        hits = mem.recall(t.query, user=t.user, limit=10, min_confidence=0.0)
        if all(h.memory.id != t.id for h in hits):
            missed.append(t)
            t.lost_status = "not recalled"
            if split == "dev" and len(missed_sample) < 8:  # the held-out split's misses are never shown
                unit = mem.get(t.id)
                missed_sample.append({"kind": t.kind, "source": t.source, "query": t.query, "text": unit.text,
                                      "status": unit.status.value, "top": [h.memory.text for h in hits[:3]]})
    flagged = mem.review_queue(limit=100000).get("unconfirmed")  # None where credo has no such flag
    unconfirmed = None if flagged is None else len(flagged)
    listed, restorable = _listed(mem)
    return {
        "split": split, "days": days, "memories": len(world.tracked),
        "protected_at_end": len(protected_end),
        "important_lost": len(important_lost),
        "important_lost_by": _by(important_lost),
        "important_lost_sample": [{"kind": t.kind, "source": t.source, "importance": round(t.importance, 2),
                                   "written_day": t.day, "lost_day": t.lost_on, "status": t.lost_status,
                                   "idle_days": (t.lost_on or 0) - t.day} for t in important_lost[:8]],
        "contested_served": sum(1 for t in world.tracked if t.contested and t.lost_on is None),
        "lost_from_recall": len(missed),
        "lost_from_recall_by": _by(missed),
        "lost_from_recall_sample_dev_only": missed_sample,
        "unprotected_forgotten": len(archived_chatter),
        "unprotected_total": sum(1 for t in world.tracked if not t.protected(t.lost_on or end)),
        "automatic_archivals_listed": listed,
        "automatic_archivals_restorable": restorable,
        "flagged_unconfirmed_at_end": unconfirmed,
        "task_errors": len(errors), "task_errors_sample": errors[:5],
        "seconds": round(time.perf_counter() - started, 1),
    }


def _by(items: list[Tracked]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in items:
        key = f"{t.kind}/{t.source}/{t.lost_status}"
        out[key] = out.get(key, 0) + 1
    return out


def _listed(mem: Memory) -> tuple[int | None, int | None]:
    """How many automatic archivals ``manage report`` lists, and how many of those ``restore`` brings back to
    active (None where credo has no such report). Runs last: it restores them."""
    if "report" not in mem.tasks:
        return None, None
    rows = mem.manage("report").get("archived", [])
    restorable = 0
    for row in rows:
        try:
            restorable += mem.restore(row["id"]).status is Status.ACTIVE
        except Exception:  # noqa: BLE001 -- a listed archival that cannot be restored is a finding, counted
            pass
    return len(rows), restorable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", default="both", choices=["dev", "heldout", "both"])
    parser.add_argument("--days", type=int, default=730)
    parser.add_argument("--step", type=int, default=1,
                        help="run the maintenance every STEP days instead of daily (each task judges as of its "
                             "own day; faster, same rules)")
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args()
    splits = ["dev", "heldout"] if args.split == "both" else [args.split]
    report: dict[str, Any] = {"command": "bench/two_years.py " + " ".join(sys.argv[1:]), "days": args.days}
    for split in splits:
        r = report[split] = run(split, args.days, args.step)
        print(f"{split}: {r['important_lost']} important memories lost ({r['important_lost_by']}), "
              f"{r['lost_from_recall']}/{r['protected_at_end']} protected not recalled at the end, "
              f"{r['unprotected_forgotten']}/{r['unprotected_total']} unimportant forgotten, "
              f"{r['automatic_archivals_listed']} archivals listed, {r['automatic_archivals_restorable']} restored, "
              f"{r['flagged_unconfirmed_at_end']} flagged unconfirmed, {r['contested_served']} contested (served), "
              f"{r['task_errors']} task errors, {r['seconds']} s", flush=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
