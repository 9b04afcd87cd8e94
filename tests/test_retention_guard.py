"""Nothing important is forgotten by age alone; every automatic archival is listed for a person and restorable."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from credo import HashEmbedder, Memory
from credo.manage.forget import future_date, keep_reason
from credo.models import Kind, MemoryUnit, Status
from credo.testing import FrozenClock

#: The idleness passes, as the scheduler runs them daily (the dream cycle runs forget and probe too).
PASSES = ("forget", "evict", "auto_forget", "probe", "dream")


@pytest.fixture
def life(tmp_path):
    clock = FrozenClock("2026-01-05T09:00:00Z")
    return Memory(tmp_path / "life.db", tenant="t", embedder=HashEmbedder(), clock=clock), clock


def live_through(mem: Memory, clock: FrozenClock, days: int, step: int = 15) -> None:
    """Run every idleness pass every ``step`` days (each judges as of its own now, so a step changes no
    outcome of an idleness rule, only the run time)."""
    for _ in range(days // step):
        clock.advance(days=step)
        for task in PASSES:
            mem.manage(task)


def status(mem: Memory, memory_id: str) -> str:
    return mem.get(memory_id).status.value


def test_two_idle_years_keep_important_episodes_by_people_agents_and_tools(life):
    mem, clock = life
    kept = {source: mem.store(f"Signed the {source} lease for the Lisbon office with Marta", user="ann",
                              kind="episode", source=source, importance=0.9,
                              # an agent's own record of its work (an agent's claim about the user is held)
                              **({"agent": "planner", "about": "self"} if source == "agent" else {})).memory.id
            for source in ("user", "agent", "tool")}
    chatter = mem.store("Polled the inbox; 3 new messages", user="ann", kind="episode", source="tool",
                        importance=0.1).memory.id
    live_through(mem, clock, 730)
    assert {source: status(mem, i) for source, i in kept.items()} == dict.fromkeys(kept, "active")
    assert status(mem, chatter) == "archived"  # forgetting still forgets what does not matter
    hits = mem.recall("Lisbon office lease Marta", user="ann", min_confidence=0.0)
    assert set(kept.values()) <= {h.memory.id for h in hits}


def test_pinned_facts_decisions_and_future_deadlines_outlive_their_idleness(life):
    mem, clock = life
    low = {"importance": 0.1, "user": "ann"}
    ids = {
        "pinned": mem.store("Copy Ines on the Ghent budget", kind="episode", pinned=True, **low).memory.id,
        "fact": mem.store("Ann's dentist is Dr Ruiz", kind="fact", source="tool", **low).memory.id,
        "decision": mem.store("We run the vendor audit in house", kind="decision", **low).memory.id,
        "deadline": mem.store("The Acme contract renewal is due on 2027-09-30", kind="episode",
                              source="agent", agent="planner", about="self", **low).memory.id,
        "no_year": mem.store("Remind me: the office lease ends on 30 September", kind="episode",
                             source="agent", agent="planner", about="self", **low).memory.id,
    }
    live_through(mem, clock, 225)  # to 2026-08-18: every date still ahead
    assert {k: status(mem, i) for k, i in ids.items()} == dict.fromkeys(ids, "active")
    live_through(mem, clock, 315)  # to 2027-06-29: 30 September (2026, the first after it was said) is past
    assert (status(mem, ids["no_year"]), status(mem, ids["deadline"])) == ("archived", "active")
    live_through(mem, clock, 120)  # past 2027-09-30: the deadline is history, and idleness may take it
    assert status(mem, ids["deadline"]) == "archived"
    assert {k: status(mem, ids[k]) for k in ("pinned", "fact", "decision")} == dict.fromkeys(
        ("pinned", "fact", "decision"), "active")


def test_every_automatic_archival_is_listed_with_its_reason_and_restorable(life):
    mem, clock = life
    chatter = mem.store("Rotated 12 temp files in the Cork workspace", user="ann", kind="episode",
                        source="tool", importance=0.1).memory.id
    forgotten = mem.store("Old note nobody needs", user="ann", kind="episode", importance=0.1).memory.id
    mem.forget(forgotten)  # a person's own forget is theirs, not maintenance's: not listed
    live_through(mem, clock, 180)
    report = mem.manage("report")
    assert [(row["id"], row["by"]) for row in report["archived"]][:1] == [(chatter, row_by(report, chatter))]
    assert forgotten not in {row["id"] for row in report["archived"]}
    row = next(r for r in report["archived"] if r["id"] == chatter)
    assert row["reason"] and row["restore"] == f"credo restore {chatter}"
    mem.restore(chatter)
    assert status(mem, chatter) == "active"
    assert chatter not in {r["id"] for r in mem.manage("report")["archived"]}
    changes = [(c.old.value if c.old else None, c.new.value) for c in mem.status_history(chatter)]
    assert changes == [(None, "active"), ("active", "archived"), ("archived", "active")]  # history is kept


def row_by(report, memory_id):
    return next(r["by"] for r in report["archived"] if r["id"] == memory_id)


def test_the_importance_floor_is_a_policy_field(tmp_path):
    from credo.policies import ForgetPolicy

    clock = FrozenClock("2026-01-05T09:00:00Z")
    mem = Memory(tmp_path / "f.db", tenant="t", embedder=HashEmbedder(), clock=clock,
                 forget_policy=ForgetPolicy(keep_importance=0.95))
    episode = mem.store("Finished the Turin data migration with Pavel", user="ann", kind="episode",
                        source="agent", agent="planner", about="self", importance=0.9).memory.id
    live_through(mem, clock, 240)
    assert status(mem, episode) == "archived"  # a deployment that sets the floor higher keeps less


T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize("text, now, expected", [
    ("Renew the Acme contract by 2026-03-15", "2026-02-01", "2026-03-15"),
    ("Renew the Acme contract by 2026-03-15", "2026-03-16", None),
    ("Board meeting on March 3rd", "2026-02-01", "2026-03-03"),
    ("Board meeting on 3 March", "2026-04-01", None),
    ("Trip in December 2027", "2027-06-01", "2027-12-01"),
    ("Nothing dated here", "2026-01-02", None),
])
def test_future_date_reads_the_dates_a_text_names(text, now, expected):
    assert future_date(text, T0, datetime.fromisoformat(now).replace(tzinfo=timezone.utc)) == expected


def test_keep_reason_says_why_in_words():
    note = MemoryUnit(id="m", tenant="t", user="u", text="Polled the inbox", kind="episode", importance=0.1,
                      source="tool", trust=0.6, confidence=0.6, created_at=T0, valid_from=T0)
    later = datetime(2027, 1, 1, tzinfo=timezone.utc)
    assert keep_reason(note, later) is None
    assert keep_reason(note.model_copy(update={"pinned": True}), later) == "pinned"
    assert keep_reason(note.model_copy(update={"kind": Kind.DECISION}), later) == "a decision"
    assert keep_reason(note.model_copy(update={"importance": 0.9}), later).startswith("importance 0.47 >= 0.3")
    assert keep_reason(note.model_copy(update={"status": Status.ACTIVE, "entity": "ann", "attribute": "x",
                                               "value": "y"}), later) == "a structured fact"
