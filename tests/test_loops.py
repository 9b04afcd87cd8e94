"""Contradiction loops on the facts' timeline, contested facts shown, and a person's decision that stands.

Seed 000's anchor story: morning in January, afternoon on 5 March, morning again on 12 March, then
three months of quiet. On 12 June credo must not serve "morning" as settled fact.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from mcp import Client

from credo import Memory, Status
from credo.policies import WritePolicy
from credo.cli import cli
from credo.mcp import build_server
from credo.models import Principal
from credo.server import Settings, create_app

from .conftest import LOCAL, page_client
from credo import rules

PAIR = {"entity": "user", "attribute": "meeting_time"}
SEED_000 = (("morning", "2026-01-15"), ("afternoon", "2026-03-05"), ("morning", "2026-03-12"))


def say(mem, clock, value, day, **fields):
    """The user states a meeting time that became true on ``day``, recorded that day."""
    clock.set(day)
    return mem.store(f"Ann prefers {value} meetings", user="ann", kind="preference", value=value, at=day,
                     **{**PAIR, **fields})


def served(mem, attribute="meeting_time"):
    """The values credo would state as settled fact for the pair."""
    return sorted(m.value for m in rules.active_facts(mem.backend, "acme", "ann", "user", attribute))


# -- item 1: loops on the timeline of the facts ----------------------------------------------------


def test_seed_000_through_the_api_ends_contested_on_12_june(mem, clock):
    results = [say(mem, clock, value, day) for value, day in SEED_000]
    assert results[1].superseded == [results[0].memory.id]  # one change of mind is an ordinary update
    conflict = results[2].conflict
    assert conflict is not None and "returned to a value it replaced" in conflict.reason
    assert [mem.get(i).status for i in conflict.memory_ids] == [Status.CHALLENGED, Status.CHALLENGED]
    clock.set("2026-06-12")
    hits = mem.recall("when does Ann like her meetings?", user="ann")
    assert served(mem) == [] and sorted(h.memory.value for h in hits) == ["afternoon", "morning"]
    assert all(h.contested is not None for h in hits)  # shown, never as settled fact
    assert [(v["value"], v["since"][:10]) for v in hits[0].contested["values"]] == [
        ("afternoon", "2026-03-05"), ("morning", "2026-03-12")]


def cli_run(db, *args):
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_seed_000_replayed_through_the_cli_with_at_ends_contested(tmp_path):
    db = tmp_path / "cli.db"
    said = {"morning": "I prefer morning meetings", "afternoon": "I prefer afternoon meetings now"}
    outputs = [cli_run(db, "remember", said[value], "--user", "ann", "--at", day) for value, day in SEED_000]
    assert "conflict opened: user preferred_meeting_time" in outputs[2]
    recalled = json.loads(cli_run(db, "recall", "when does the user like meetings", "--user", "ann", "--json"))
    top = recalled["results"][0]
    assert top["contested"]["advice"] == "ask the user"
    assert [v["value"] for v in top["contested"]["values"]] == ["afternoon", "morning"]
    assert "CONTESTED user.preferred_meeting_time" in cli_run(db, "recall", "meetings", "--user", "ann")
    text = cli_run(db, "context", "when should I book a meeting with Ann?", "--user", "ann")
    assert "Contested (ask the user before relying on these):" in text
    assert "## current facts" not in text or "preferred_meeting_time" not in text.split("## current facts")[1]
    # a person settles it; on 12 June a mention of the consulting value is scoped to consulting
    conflict_id = top["contested"]["conflict_id"]
    cli_run(db, "resolve", conflict_id, "keep_both", "--context", "consulting")
    later = json.loads(cli_run(db, "remember", "For consulting work I prefer afternoon meetings", "--user", "ann",
                               "--at", "2026-06-12", "--json"))
    assert later["conflicts"] == [] and later["superseded"] == []
    recalled = json.loads(cli_run(db, "recall", "when does the user like meetings", "--user", "ann", "--json"))
    pairs = {(r["memory"]["attribute"], r["memory"]["value"]) for r in recalled["results"] if not r["contested"]}
    assert {("preferred_meeting_time", "morning"), ("preferred_meeting_time@consulting", "afternoon")} <= pairs


def test_four_flips_three_weeks_apart_are_caught(mem, clock):
    days = ("2026-01-05", "2026-01-26", "2026-02-16", "2026-03-09")
    results = [say(mem, clock, value, day) for value, day in zip(("office", "home") * 2, days)]
    assert results[2].conflict is not None and results[3].conflict.id == results[2].conflict.id
    assert served(mem) == []


def test_a_slow_change_is_not_a_loop(mem, clock):
    first = say(mem, clock, "morning", "2024-03-01")
    later = say(mem, clock, "afternoon", "2025-03-01")
    assert later.superseded == [first.memory.id] and later.conflict is None
    assert served(mem) == ["afternoon"]


def test_returning_after_the_window_is_an_ordinary_update(mem, clock):
    for value, day in (("morning", "2025-01-01"), ("afternoon", "2025-02-01"), ("morning", "2025-07-01")):
        result = say(mem, clock, value, day)
    assert result.conflict is None and served(mem) == ["morning"]


def test_a_backfilled_history_recorded_in_one_day_is_not_churn(mem, clock):
    clock.set("2026-06-01")
    for value, day in (("Paris", "2023-01-01"), ("London", "2024-01-01"), ("Berlin", "2025-01-01")):
        result = mem.store(f"Ann lives in {value}", user="ann", entity="user", attribute="home_city", value=value,
                           at=day)
    assert result.conflict is None and served(mem, "home_city") == ["Berlin"]


def test_three_changes_in_30_days_of_event_time_escalate_even_when_recorded_months_apart(mem, clock):
    days = ("2026-01-01", "2026-01-10", "2026-01-20", "2026-01-28")
    for n, (value, day) in enumerate(zip(("red", "green", "blue", "white"), days)):
        clock.set(f"2026-{n + 2:02d}-01")  # learned a month apart, each
        result = mem.store(f"Ann's desk is {value}", user="ann", entity="user", attribute="desk_colour",
                           value=value, at=day)
    assert result.conflict is not None and "event time" in result.conflict.reason


def test_both_windows_are_configurable(db_path, embedder, clock):
    strict = Memory(db_path, tenant="acme", embedder=embedder, clock=clock,
                    policy=WritePolicy(return_window_days=0, loop_window_days=0))
    try:
        results = [say(strict, clock, value, day) for value, day in SEED_000]
        assert results[2].conflict is None and served(strict) == ["morning"]
    finally:
        strict.close()


# -- item 2: a contested fact is shown -------------------------------------------------------------


def escalate(mem, clock, **fields):
    return [say(mem, clock, value, day, **fields) for value, day in SEED_000][-1].conflict


def test_recall_shows_each_contested_value_together_with_every_value_and_since_when(mem, clock):
    conflict = escalate(mem, clock)
    mem.store("Ann's dentist is Dr Ruiz", user="ann", entity="user", attribute="dentist", value="Dr Ruiz")
    hits = mem.recall("Ann meetings morning or afternoon", user="ann")
    contested = [i for i, h in enumerate(hits) if h.contested]
    assert len(contested) == 2 and contested[1] == contested[0] + 1  # both values, side by side
    assert hits[contested[0]].contested is hits[contested[1]].contested
    public = hits[contested[0]].to_public()["contested"]
    assert public == {"conflict_id": conflict.id, "entity": "user", "attribute": "meeting_time",
                      "values": [{"value": "afternoon", "since": public["values"][0]["since"],
                                  "memory_id": conflict.memory_ids[0]},
                                 {"value": "morning", "since": public["values"][1]["since"],
                                  "memory_id": conflict.memory_ids[1]}],
                      "advice": "ask the user"}
    assert all(h.contested is None for h in hits if h.memory.attribute == "dentist")


def test_recall_as_of_shows_what_was_contested_then(mem, clock):
    escalate(mem, clock)
    before = mem.recall("Ann meetings", user="ann", as_of="2026-03-06")
    assert [(h.memory.value, h.contested) for h in before] == [("afternoon", None)]
    during = mem.recall("Ann meetings", user="ann", as_of="2026-03-20")
    assert during[0].contested is not None


def test_context_lists_contested_values_and_never_as_current_facts(mem, clock):
    conflict = escalate(mem, clock)
    mem.store("Ann lives in Lisbon", user="ann", entity="user", attribute="home_city", value="Lisbon")
    packed = mem.context("when should I book a meeting with Ann?", user="ann")
    assert [p["conflict_id"] for p in packed.contested] == [conflict.id]
    head, _, rest = packed.text.partition("## Contested (ask the user before relying on these):\n")
    lines = rest.splitlines()
    assert lines[0].startswith('- "user.meeting_time" = "afternoon" [since 2026-03-05')
    assert lines[1].startswith('- "user.meeting_time" = "morning" [since 2026-03-12')
    facts = packed.sections["current facts"]
    assert [f["attribute"] for f in facts] == ["home_city"]
    assert not set(conflict.memory_ids) & set(packed.memory_ids)
    assert packed.to_public()["contested"] == packed.contested


def test_context_leaves_out_a_contested_pair_the_request_does_not_bear_on(mem, clock):
    conflict = escalate(mem, clock)
    mem.store("I'm vegetarian, so please don't suggest steakhouses.", user="ann", kind="preference")
    places = ("the Time Out Market", "a ramen bar", "the canteen", "a taqueria", "a salad place")
    mem.store_many([f"Had lunch at {places[n % 5]} with a colleague on day {n}." for n in range(40)], user="ann",
                   kind="episode")
    packed = mem.context("suggest a lunch place", user="ann", budget_tokens=400)
    assert packed.contested == [] and "Contested" not in packed.text  # its lines would crowd out the diet
    assert not set(conflict.memory_ids) & set(packed.memory_ids)  # nor is a value listed as a fact
    assert "vegetarian" in packed.text
    asked = mem.context("when should I book a meeting with Ann?", user="ann", budget_tokens=400)
    assert [p["conflict_id"] for p in asked.contested] == [conflict.id]


def test_every_writing_surface_reports_the_conflict_it_opened(mem, clock, tmp_path):
    clock.set("2026-03-20")
    # REST
    with TestClient(create_app(mem), base_url=LOCAL) as http:
        for value, day in SEED_000:
            body = http.post("/v1/memories", json={"text": f"Ann prefers {value} meetings", "user": "ann",
                                                   "value": value, "at": day, **PAIR}).json()
        assert body["conflict"]["attribute"] == "meeting_time" and body["conflict"]["status"] == "open"
        hits = http.post("/v1/recall", json={"query": "Ann meetings", "user": "ann"}).json()["results"]
        assert hits[0]["contested"]["conflict_id"] == body["conflict"]["id"]
        packed = http.post("/v1/context", json={"query": "Ann meetings", "user": "ann"}).json()
        assert [p["conflict_id"] for p in packed["contested"]] == [body["conflict"]["id"]]
    # MCP
    server = build_server(mem, local=Principal(tenant="acme"))

    async def steps(client):
        out = None
        for value in ("morning", "afternoon", "morning"):
            out = await client.call_tool("store", {"text": f"Bo prefers {value} meetings", "user": "bo",
                                                   "value": value, **PAIR})
        recalled = await client.call_tool("recall", {"query": "Bo meetings", "user": "bo"})
        assert recalled.structured_content["memories"][0]["contested"]["advice"] == "ask the user"
        return out.structured_content

    import anyio

    async def main():
        async with Client(server) as client:
            return await steps(client)

    assert anyio.run(main)["conflict"]["entity"] == "user"
    # UI
    with page_client(create_app(mem, Settings())) as browser:
        for value in ("morning", "afternoon", "morning"):
            page = browser.post("/memories", data={"text": f"Cy prefers {value} meetings", "user": "cy",
                                                   "value": value, **PAIR})
        assert "opened a conflict" in page.text
    # CLI, human and --json
    db = tmp_path / "cli.db"
    for value in ("morning", "afternoon"):
        cli_run(db, "store", f"I prefer {value} meetings", "--user", "ann", "--entity", "user", "--attribute",
                "meeting_time", "--value", value)
    out = cli_run(db, "store", "I prefer morning meetings", "--user", "ann", "--entity", "user", "--attribute",
                  "meeting_time", "--value", "morning")
    assert "conflict opened: user meeting_time (" in out
    joined = json.loads(cli_run(db, "store", "I prefer afternoon meetings", "--user", "ann", "--entity", "user",
                                "--attribute", "meeting_time", "--value", "afternoon", "--json"))
    assert joined["conflict"]["status"] == "open" and len(joined["conflict"]["memory_ids"]) == 3
    again = cli_run(db, "store", "I prefer evening meetings", "--user", "ann", "--entity", "user", "--attribute",
                    "meeting_time", "--value", "evening")
    assert f"conflict still open: user meeting_time ({joined['conflict']['id']})" in again


# -- item 3: a person's resolution stands ------------------------------------------------------------


def test_after_keep_both_a_mention_of_the_context_value_is_scoped_to_it(mem, clock):
    conflict = escalate(mem, clock)
    clock.set("2026-03-20")
    mem.resolve_conflict(conflict.id, "keep_both", context="consulting", actor="ann")
    assert served(mem) == ["morning"] and served(mem, "meeting_time@consulting") == ["afternoon"]
    clock.set("2026-04-02")
    later = mem.store("Afternoon meetings again for the consulting client", user="ann", kind="preference",
                      value="afternoon", at="2026-04-02", **PAIR)
    assert later.superseded == [] and later.conflict is None
    assert later.memory.attribute == "meeting_time@consulting"
    assert later.memory.metadata["context"] == "consulting"
    assert served(mem) == ["morning"]  # the person's default stands
    again = say(mem, clock, "morning", "2026-04-09")
    assert again.conflict is None and again.superseded == [] and set(served(mem)) == {"morning"}
    assert mem.conflicts() == []
    # the consulting value said without its context may mean "for everything now": ask, do not guess
    plain = say(mem, clock, "afternoon", "2026-04-20")
    assert plain.conflict is not None and conflict.id in plain.conflict.reason and served(mem) == []


def test_remember_dedupes_a_context_value_within_its_context(mem, clock):
    conflict = escalate(mem, clock, attribute="preferred_meeting_time")
    clock.set("2026-03-20")
    mem.resolve_conflict(conflict.id, "keep_both", context="consulting", actor="ann")
    clock.set("2026-04-02")
    result = mem.remember("For consulting work I prefer afternoon meetings", user="ann", at="2026-04-02")
    assert result.conflicts == [] and result.superseded == [] and result.stored == []
    assert "duplicate" in result.skipped[0]["reason"]  # the consulting value, reinforced in its context
    assert served(mem, "preferred_meeting_time") == ["morning"]
    plain = mem.remember("I prefer afternoon meetings for everything now", user="ann", at="2026-04-09")
    assert [c.id for c in mem.conflicts()] == [c.id for c in plain.conflicts] and len(plain.conflicts) == 1


def test_keep_existing_then_the_rejected_value_reopens_instead_of_replacing(mem, clock):
    conflict = escalate(mem, clock)
    clock.set("2026-03-20")
    settled = mem.resolve_conflict(conflict.id, "keep_existing", actor="ann")
    assert served(mem) == ["afternoon"]
    later = say(mem, clock, "morning", "2026-05-01")
    assert later.superseded == [] and later.conflict is not None
    assert later.conflict.id != conflict.id and conflict.id in later.conflict.reason
    assert [c.id for c in mem.conflicts()] == [later.conflict.id]
    assert served(mem) == []  # contested again, never silently flipped under the person's decision
    assert settled.active[0] in later.conflict.memory_ids
    events = [e for e in mem.backend.audit_events("acme") if e["action"] == "conflict.opened"]
    assert events[-1]["detail"]["reopens"] == conflict.id


@pytest.mark.parametrize("action, kwargs, kept, other", [
    ("keep_new", {}, "morning", "afternoon"), ("custom", {"value": "noon"}, "noon", "morning")])
def test_a_mention_of_the_kept_value_passes_and_any_other_reopens(mem, clock, action, kwargs, kept, other):
    conflict = escalate(mem, clock)
    clock.set("2026-03-20")
    mem.resolve_conflict(conflict.id, action, actor="ann", **kwargs)
    same = say(mem, clock, kept, "2026-04-01")
    assert same.conflict is None and same.superseded == []
    contradicting = say(mem, clock, other, "2026-08-01")
    assert contradicting.conflict is not None and conflict.id in contradicting.conflict.reason


def test_a_reopened_conflict_can_be_settled_again(mem, clock):
    conflict = escalate(mem, clock)
    clock.set("2026-03-20")
    mem.resolve_conflict(conflict.id, "keep_new", actor="ann")
    reopened = say(mem, clock, "evening", "2026-09-01").conflict
    clock.set("2026-09-02")
    mem.resolve_conflict(reopened.id, "keep_new", actor="ann")
    assert served(mem) == ["evening"] and mem.conflicts() == []
    # the new decision is the one that stands now
    assert say(mem, clock, "evening", "2026-09-10").conflict is None


def test_a_contested_value_above_the_readers_ceiling_is_not_shown(mem, clock):
    for value, day in SEED_000:
        result = say(mem, clock, value, day, classification="restricted" if value == "afternoon" else "internal")
    assert result.conflict is not None
    packed = mem.context("meetings", user="ann", max_classification="internal")
    assert [v["value"] for p in packed.contested for v in p["values"]] == ["morning"]
    assert "afternoon" not in packed.text
    hits = mem.recall("Ann meetings", user="ann", max_classification="internal")
    assert all(v["value"] != "afternoon" for h in hits if h.contested for v in h.contested["values"])


def test_browsing_challenged_memories_lists_every_value_not_the_pair(mem, clock):
    conflict = escalate(mem, clock)
    found = mem.browse(user="ann", query="Ann meetings", statuses=["challenged"])
    assert sorted(m.id for m in found) == sorted(conflict.memory_ids)


def test_a_key_below_a_contested_value_sees_neither_the_pair_nor_its_values(mem, clock):
    from credo.operations import ContextRequest, RecallRequest
    from credo.security import Guarded
    from credo.models import Principal

    for value, day in SEED_000:
        result = say(mem, clock, value, day, classification="confidential" if value == "afternoon" else "public")
    assert result.conflict is not None
    low = Guarded(mem, Principal(tenant="acme", ceiling="public"))
    packed = low.context(ContextRequest(query="when does Ann like meetings", user="ann"))
    assert packed.contested == [] and "afternoon" not in packed.text
    assert all(h.contested is None for h in low.recall(RecallRequest(query="Ann meetings", user="ann")))
    admin = Guarded(mem, Principal(tenant="acme", ceiling="restricted"))
    packed = admin.context(ContextRequest(query="Ann meetings", user="ann"))
    assert [p["conflict_id"] for p in packed.contested] == [result.conflict.id]


def test_context_shows_a_contested_pair_whose_attribute_the_request_mentions_though_recall_misses_it(mem, clock):
    conflict = escalate(mem, clock)
    rooms = ("Atlas", "Borealis", "Cobalt", "Delta", "Ember")
    mem.store_many([f"Review meeting with the product lead in room {rooms[n % 5]} about roadmap item {n}: shipped."
                    for n in range(60)], user="ann", kind="episode")
    request = "Put a review meeting with the product lead in my calendar."
    assert not any(h.contested for h in mem.recall(request, user="ann", limit=30))  # recall's page misses the pair
    packed = mem.context(request, user="ann", budget_tokens=400)
    assert [p["conflict_id"] for p in packed.contested] == [conflict.id]
    assert "Contested" in packed.text and not set(conflict.memory_ids) & set(packed.memory_ids)
    # a request that does not mention it still leaves it out
    assert mem.context("summarise the roadmap items we shipped", user="ann", budget_tokens=400).contested == []
