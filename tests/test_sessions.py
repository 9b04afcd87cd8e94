"""agentmemory's session and observation model (credo.manage.sessions): evict, auto_forget, sessions."""

from __future__ import annotations

from datetime import timedelta

import pytest

from credo import Memory
from credo.policies import ForgetPolicy
from credo.manage.sessions import evict, jaccard
from credo.policies import EvictPolicy
from credo.models import Status

from .conftest import table_counts
from .test_pipeline import observe

DAY = timedelta(days=1)


def statuses(mem, ids):
    return [mem.get(i).status for i in ids]


# -- stale sessions --------------------------------------------------------------------------------------


def test_a_session_idle_over_thirty_days_with_no_summary_is_summarised(mem, clock):
    start = clock()
    observe(mem, "Ann set up the staging database.", session="old", at=start)
    observe(mem, "Ann started on the invoices.", session="recent", at=start + 2 * DAY)
    report = mem.manage("evict", now=start + 31 * DAY)
    assert [r["session"] for r in report["recovered"]] == ["old"] and report["stale"] == []
    digest = mem.get(report["recovered"][0]["digest"])
    assert digest.metadata["crystal"] is True and "staging database" in digest.text
    assert mem.manage("evict", now=start + 31 * DAY)["counts"]["recovered"] == 0


def test_a_stale_session_that_yields_no_summary_has_its_episodes_archived_with_history(mem, clock):
    class Silent:
        def digest(self, texts):
            return "", []

    start = clock()
    episode = observe(mem, "Ann set up the staging database.", session="old", at=start, importance=0.1)
    report = evict(mem.backend, mem.embedder, mem.tenant, start + 31 * DAY, digester=Silent())
    assert report["recovered"] == [] and report["stale"] == [episode.id]
    assert mem.get(episode.id).status is Status.ARCHIVED
    [*_, change] = mem.status_history(episode.id)
    assert change.new is Status.ARCHIVED and "stale session old" in change.reason


# -- low importance, the cap --------------------------------------------------------------------------


def test_old_observations_below_point_three_importance_are_archived(mem, clock):
    start = clock()
    low = observe(mem, "Ann glanced at the weather.", session="a", at=start, importance=0.29)
    edge = observe(mem, "Ann read the changelog.", session="a", at=start, importance=0.3)
    young = observe(mem, "Ann opened a tab.", session="b", at=start + 2 * DAY, importance=0.1)
    pinned = observe(mem, "Ann's badge number is 7.", session="a", at=start, importance=0.1, pinned=True)
    report = mem.manage("evict", now=start + 91 * DAY)
    assert report["low_importance"] == [low.id]
    assert statuses(mem, [low.id, edge.id, young.id, pinned.id]) == [
        Status.ARCHIVED, Status.ACTIVE, Status.ACTIVE, Status.ACTIVE]


def test_the_cap_archives_the_least_important_observations_per_user_and_per_agent(db_path, embedder, clock):
    mem = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, forget_policy=ForgetPolicy(episodic_cap=2))
    start = clock()
    ann = [observe(mem, f"Ann noted item {i}.", session="a", at=start, importance=0.5 + i / 10) for i in range(3)]
    bots = [observe(mem, f"{user} noted item {i} for the bot.", session=f"b{user}", at=start, user=user, agent="bot",
                    importance=0.4 + i / 10) for i, user in enumerate(("bo", "cy", "di"))]
    preview = mem.manage("evict", now=start + DAY, dry_run=True)
    report = mem.manage("evict", now=start + DAY)
    assert sorted(report["capped"]) == sorted(preview["capped"]) == sorted([ann[0].id, bots[0].id])
    assert statuses(mem, [ann[0].id, bots[0].id, ann[1].id, bots[1].id]) == [
        Status.ARCHIVED, Status.ARCHIVED, Status.ACTIVE, Status.ACTIVE]
    assert mem.manage("forget", now=start + DAY)["capped"] == []  # forget runs the same pass: nothing left
    mem.close()


def test_a_dry_run_of_evict_writes_nothing(mem, db_path, clock):
    start = clock()
    observe(mem, "Ann set up the staging database.", session="old", at=start, importance=0.1)
    before = table_counts(db_path)
    report = mem.manage("evict", now=start + 100 * DAY, dry_run=True)
    assert report["counts"]["recovered"] == 1 and report["dry_run"] is True
    assert table_counts(db_path) == before


# -- auto-forget ---------------------------------------------------------------------------------------

LONG = "the nightly backup job for the billing database runs at two in the morning and keeps seven days of"


def test_jaccard_is_token_overlap():
    assert jaccard("Ann likes tea", "ann likes tea!") == 1.0
    assert jaccard("", "") == 0.0


def test_a_near_duplicate_on_one_topic_supersedes_the_older_with_history(mem, clock):
    start = clock()
    old = observe(mem, f"{LONG} snapshots", session="a", at=start, topic="backups", layer="semantic", kind="fact")
    new = observe(mem, f"{LONG} snapshots kept", session="b", at=start + DAY, topic="backups", layer="semantic",
                  kind="fact")
    other = observe(mem, f"{LONG} copies", session="b", at=start + DAY, topic="billing", layer="semantic", kind="fact")
    assert jaccard(old.text, new.text) > 0.9
    report = mem.manage("auto_forget", now=start + 2 * DAY)
    assert report["contradiction"] == [{"superseded": old.id, "by": new.id, "topic": "backups"}]
    retired = mem.get(old.id)
    assert retired.status is Status.SUPERSEDED and retired.superseded_by == new.id
    assert "auto-forget" in mem.status_history(old.id)[-1].reason
    assert statuses(mem, [new.id, other.id]) == [Status.ACTIVE, Status.ACTIVE]
    assert mem.manage("auto_forget", now=start + 2 * DAY)["counts"]["contradiction"] == 0


def test_auto_forget_keeps_a_pinned_memory_and_pairs_at_or_below_point_nine(mem, clock):
    start = clock()
    pinned = observe(mem, f"{LONG} snapshots", session="a", at=start, topic="backups", pinned=True)
    observe(mem, f"{LONG} snapshots kept", session="b", at=start + DAY, topic="backups")
    words = " ".join(f"w{i}" for i in range(9))
    nine = observe(mem, words, session="a", at=start, topic="words")
    observe(mem, f"{words} alpha", session="b", at=start + DAY, topic="words")
    assert jaccard(words, f"{words} alpha") == pytest.approx(0.9)  # 9 shared of 10: not above 0.9
    report = mem.manage("auto_forget", now=start + 2 * DAY)
    assert report["contradiction"] == []
    assert statuses(mem, [pinned.id, nine.id]) == [Status.ACTIVE, Status.ACTIVE]


def test_auto_forget_archives_low_value_observations_and_erases_expired_ones(mem, clock):
    start = clock()
    low = observe(mem, "Ann scrolled the feed.", session="a", at=start, importance=0.2)
    above = observe(mem, "Ann scrolled the news.", session="a", at=start, importance=0.21)
    expiring = observe(mem, "Ann's one-time code is 1234.", session="a", at=start, forget_after=start + DAY)
    assert mem.manage("auto_forget", now=start + 179 * DAY)["low_value"] == []
    report = mem.manage("auto_forget", now=start + 181 * DAY)
    assert report["low_value"] == [low.id] and report["ttl"] == []  # erased on the first run already
    assert statuses(mem, [low.id, above.id]) == [Status.ARCHIVED, Status.ACTIVE]
    assert mem.backend.get(mem.tenant, [expiring.id]) == []


def test_evict_and_auto_forget_on_postgresql(pg_mem, clock):
    start = clock()
    old = pg_mem.store(f"{LONG} snapshots", user="ann", topic="backups", now=start).memory
    observe(pg_mem, f"{LONG} snapshots kept", session="b", at=start + DAY, topic="backups", layer="semantic",
            kind="fact")
    low = observe(pg_mem, "Ann glanced at the weather.", session="a", at=start, importance=0.1)
    forgot = pg_mem.manage("auto_forget", now=start + 200 * DAY)
    assert forgot["counts"] == {"ttl": 0, "contradiction": 1, "low_value": 1}
    assert pg_mem.get(old.id).status is Status.SUPERSEDED and pg_mem.get(low.id).status is Status.ARCHIVED
    observe(pg_mem, "Bo set up the staging database.", session="s", at=start, user="bo")
    assert pg_mem.manage("evict", now=start + 200 * DAY)["counts"]["recovered"] == 1
    assert [s["state"] for s in pg_mem.sessions(user="bo", now=start + 200 * DAY)] == ["summarised"]


# -- listing sessions ------------------------------------------------------------------------------------


def test_sessions_list_each_state(mem, clock):
    start = clock()
    observe(mem, "Ann is on the invoices.", session="open", at=start + 40 * DAY)
    observe(mem, "Ann fixed the printer.", session="finished", at=start + 30 * DAY)
    observe(mem, "Ann set up staging.", session="stale", at=start)
    observe(mem, "Ann fixed the login.", session="done", at=start)
    mem.crystallize("done", user="ann", now=start + DAY)
    gone = observe(mem, "Ann glanced at the weather.", session="gone", at=start)
    mem.forget(gone.id, now=start + DAY)
    listed = {s["session"]: s["state"] for s in mem.sessions(user="ann", now=start + 41 * DAY)}
    assert listed == {"open": "open", "finished": "finished", "stale": "stale", "done": "summarised",
                      "gone": "archived"}
    assert EvictPolicy().stale_session_days == 30.0


def test_credo_sessions_lists_a_users_sessions(tmp_path):
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "CREDO_DB": str(tmp_path / "cli.db")}

    def credo(*args):
        return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)
    stored = credo("store", "Ann set up staging", "--user", "ann", "--kind", "episode", "--session", "s1",
                   "--at", "2026-01-01")
    assert stored.returncode == 0, stored.stderr
    listed = credo("sessions", "--user", "ann", "--json")
    assert listed.returncode == 0, listed.stderr
    [session] = json.loads(listed.stdout)["sessions"]
    assert session["session"] == "s1" and session["memories"] == 1 and session["state"] == "open"
    later = json.loads(credo("sessions", "--user", "ann", "--now", "2099-01-01", "--json").stdout)
    assert [s["state"] for s in later["sessions"]] == ["stale"]
    missing = credo("sessions", "--json")
    assert missing.returncode != 0 and "Traceback" not in missing.stderr


def test_a_key_bound_to_one_user_lists_only_its_sessions(mem, clock):
    from credo.errors import PermissionDenied
    from credo.operations import SessionsRequest
    from credo.security import Guarded
    from credo.models import Principal

    observe(mem, "Ann set up staging.", session="a", at=clock())
    observe(mem, "Bo set up billing.", session="b", at=clock(), user="bo")
    guarded = Guarded(mem, Principal(tenant="acme", user="ann"))
    assert [s["session"] for s in guarded.sessions(SessionsRequest())] == ["a"]
    with pytest.raises(PermissionDenied):
        guarded.sessions(SessionsRequest(user="bo"))


def test_get_v1_sessions_lists_a_users_sessions_and_refuses_bad_input(mem, clock):
    from fastapi.testclient import TestClient

    from credo.server import Settings, create_app

    observe(mem, "Ann set up staging.", session="a", at=clock())
    with TestClient(create_app(mem, Settings()), base_url="http://127.0.0.1:8420") as http:
        listed = http.get("/v1/sessions", params={"user": "ann", "now": "2026-03-01"})
        no_user = http.get("/v1/sessions")
        bad_time = http.get("/v1/sessions", params={"user": "ann", "now": "soon"})
    assert listed.status_code == 200 and [s["state"] for s in listed.json()["sessions"]] == ["stale"]
    assert no_user.status_code == 400 and bad_time.status_code == 400
