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


# -- probing: a weak current fact is flagged for a person, never taken out of service by age ------------------


def weak_fact_and_chatter(mem: Memory) -> tuple[str, str]:
    fact = mem.store("Marta's role is lead of the Lisbon lease", user="ann", kind="fact", entity="Marta",
                     attribute="role", value="lead of Lisbon lease", importance=0.5, confidence=0.45).memory.id
    chatter = mem.store("Polled the Lisbon inbox; 3 new messages", user="ann", kind="episode", source="tool",
                        importance=0.1, confidence=0.4).memory.id
    return fact, chatter


def probe_rows(mem: Memory, memory_id: str) -> list[str]:
    return [c.reason for c in mem.status_history(memory_id) if c.reason.startswith("probe:")]


def test_an_important_weak_fact_after_90_days_is_still_served_and_waits_flagged_for_a_person(life):
    mem, clock = life
    fact, chatter = weak_fact_and_chatter(mem)
    clock.advance(days=90)
    report = mem.manage("probe")
    assert status(mem, fact) == "active" and status(mem, chatter) == "challenged"  # forgetting still doubts chatter
    assert [row["id"] for row in report["flagged"]] == [fact]
    hits = mem.recall("Marta role Lisbon lease", user="ann", min_confidence=0.0)
    assert fact in {h.memory.id for h in hits}
    [waiting] = mem.review_queue(user="ann")["unconfirmed"]
    reason = waiting.metadata["unconfirmed"]["reason"]
    assert waiting.id == fact and reason.startswith("probe: 90 days old, confidence 0.45")
    assert reason.endswith("confirm or correct")
    assert [r["id"] for r in mem.manage("report")["unconfirmed"]] == [fact]
    assert probe_rows(mem, fact) == [reason]  # in the history, the status unchanged
    assert "unconfirmed]" in mem.context("What is Marta's role?", user="ann").text


def test_probing_every_day_flags_once(life):
    mem, clock = life
    fact, _ = weak_fact_and_chatter(mem)
    clock.advance(days=61)
    assert len(mem.manage("probe")["flagged"]) == 1
    for _ in range(30):
        clock.advance(days=1)
        assert mem.manage("probe")["flagged"] == []
        mem.manage("dream")
    assert len(probe_rows(mem, fact)) == 1 and len(mem.review_queue()["unconfirmed"]) == 1
    assert status(mem, fact) == "active"


def test_confirming_clears_the_flag_and_the_fact_is_never_probed_again(life):
    mem, clock = life
    fact, _ = weak_fact_and_chatter(mem)
    clock.advance(days=90)
    mem.manage("probe")
    confirmed = mem.review(fact, "approve", actor="ann")
    assert confirmed.status is Status.ACTIVE and "unconfirmed" not in confirmed.metadata
    assert mem.review_queue()["unconfirmed"] == [] and mem.manage("report")["unconfirmed"] == []
    assert mem.status_history(fact)[-1].reason == "review: confirmed by ann"
    assert "unconfirmed]" not in mem.context("What is Marta's role?", user="ann").text
    clock.advance(days=400)
    assert mem.manage("probe")["flagged"] == [] and status(mem, fact) == "active"
    with pytest.raises(Exception, match="not waiting for review"):
        mem.review(fact, "approve")  # nothing waits any more


def test_a_repeat_or_a_newer_value_clears_the_flag_and_rejecting_corrects_it(life):
    mem, clock = life
    repeated, _ = weak_fact_and_chatter(mem)
    replaced = mem.store("Jonas works out of Porto", user="ann", kind="fact", entity="Jonas", attribute="base",
                         value="Porto", importance=0.4, confidence=0.45).memory.id
    wrong = mem.store("Ines might be vegetarian", user="ann", kind="fact", importance=0.4,
                      confidence=0.45).memory.id
    clock.advance(days=90)
    assert len(mem.manage("probe")["flagged"]) == 3
    mem.store("Marta's role is lead of the Lisbon lease", user="ann", kind="fact", entity="Marta",
              attribute="role", value="lead of Lisbon lease", importance=0.5, confidence=0.45)  # the user repeats it
    mem.store("Jonas works out of Ghent", user="ann", kind="fact", entity="Jonas", attribute="base", value="Ghent")
    assert mem.review(wrong, "reject", actor="ann").status is Status.INVALIDATED
    assert mem.review_queue()["unconfirmed"] == []
    assert status(mem, replaced) == "superseded"
    hits = mem.recall("Marta role Lisbon lease", user="ann", min_confidence=0.0)
    assert any(h.memory.value == "lead of Lisbon lease" and h.memory.confirmations == 1 for h in hits)
    assert status(mem, repeated) in ("active", "superseded")  # reinforced in place, or its next version


def test_an_unimportant_weak_memory_is_still_challenged_and_listed_for_review(life):
    mem, clock = life
    _, chatter = weak_fact_and_chatter(mem)
    clock.advance(days=61)
    report = mem.manage("probe")
    assert [row["id"] for row in report["challenged"]] == [chatter]
    assert [m.id for m in mem.review_queue()["challenged"]] == [chatter]
    mem.review(chatter, "approve", actor="ann")
    assert status(mem, chatter) == "active"


def test_every_surface_that_lists_the_review_queue_shows_the_flagged_fact(life, tmp_path, capsys):
    import json

    import anyio
    from fastapi.testclient import TestClient
    from mcp import Client

    from credo.cli import main
    from credo.mcp import build_server
    from credo.models import Principal
    from credo.server import create_app

    from .conftest import LOCAL, page_client

    mem, clock = life
    fact, _ = weak_fact_and_chatter(mem)
    clock.advance(days=90)
    mem.manage("probe")
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        rest = http.get("/v1/review").json()["unconfirmed"]
    assert [(m["id"], m["metadata"]["unconfirmed"]["reason"][:20]) for m in rest] == [(fact, "probe: 90 days old, ")]

    async def steps():
        async with Client(build_server(mem, local=Principal(tenant="t"))) as client:
            return (await client.call_tool("review_queue", {})).structured_content

    assert [m["id"] for m in anyio.run(steps)["unconfirmed"]] == [fact]
    with page_client(create_app(mem)) as page:
        html = page.get("/review").text
    assert "Unconfirmed" in html and "Marta&#39;s role is lead" in html and "confirm or correct" in html
    mem.close()
    assert main(["--db", str(tmp_path / "life.db"), "--tenant", "t", "review", "list"]) == 0
    [row] = [line for line in capsys.readouterr().out.splitlines() if line.startswith("unconfirmed")]
    assert fact in row and "confirm or correct" in row
    assert main(["--db", str(tmp_path / "life.db"), "--tenant", "t", "review", "list", "--json"]) == 0
    assert [m["id"] for m in json.loads(capsys.readouterr().out)["unconfirmed"]] == [fact]
    assert main(["--db", str(tmp_path / "life.db"), "--tenant", "t", "manage", "report"]) == 0
    assert f"unconfirmed {fact} (probe: 90 days old" in capsys.readouterr().out
