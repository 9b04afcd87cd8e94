"""Peer cards (credo.manage.cards): what credo believes about an entity, each line citing its memories."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from fastapi.testclient import TestClient

from credo import Memory
from credo.errors import MissingScope, NotFound
from credo.manage.cards import MIN_MEMORIES, rebuild_cards
from credo.mcp import build_server
from credo.models import Scope
from credo.models import Principal
from credo.keys import create_key
from credo.server import Settings, create_app

from .conftest import LOCAL, page_client
from .test_mcp import call, data, run


@pytest.fixture(params=["sqlite", "postgres"])
def mem(request, mem):
    """Every Memory-level test runs on SQLite and on PostgreSQL (as the app role, row-level security in force)."""
    return mem if request.param == "sqlite" else request.getfixturevalue("pg_mem")


def fact(mem, attribute, value, *, text=None, user="ann", entity="bo", **fields):
    return mem.store(text or f"Bo's {attribute.replace('_', ' ')} is {value}", user=user, entity=entity,
                     attribute=attribute, value=value, **fields).memory


def bo(mem):
    """Three facts about Bo and one preference: enough for a card."""
    return [fact(mem, "home_city", "Lisbon", text="Bo lives in Lisbon"),
            fact(mem, "job", "marine biologist", text="Bo works as a marine biologist"),
            fact(mem, "pet", "a grey cat", text="Bo has a grey cat"),
            fact(mem, "drink", "green tea", text="Bo likes green tea", kind="preference")]


def texts(card):
    return [line.text for line in card.lines]


def cited(card):
    return {line.text: line.memory_ids for line in card.lines}


# -- what a card says ----------------------------------------------------------------------------


def test_an_entity_gets_a_card_once_enough_of_its_memories_are_believed(mem):
    assert MIN_MEMORIES == 3
    fact(mem, "home_city", "Lisbon")
    fact(mem, "job", "nurse")
    with pytest.raises(NotFound, match="fewer than 3 memories"):
        mem.card("bo", user="ann")
    fact(mem, "pet", "a cat")
    assert len(mem.card("Bo", user="ann").lines) == 3          # names compare like stored entities
    with pytest.raises(NotFound):
        mem.card("bo", user="cy")                               # another user's beliefs are theirs
    with pytest.raises(MissingScope):
        mem.card("bo", user="")


def test_extractive_lines_are_the_memories_own_values_and_cite_them(mem):
    lisbon, job, pet, tea = bo(mem)
    card = mem.card("bo", user="ann")
    assert card.writer == "extractive" and card.classification.value == "internal"
    assert cited(card) == {"home city: Lisbon": [lisbon.id], "job: marine biologist": [job.id],
                           "pet: a grey cat": [pet.id], "Bo likes green tea": [tea.id]}
    assert [line.section for line in card.lines] == ["facts", "facts", "facts", "preferences"]
    assert set(card.memory_ids) == {lisbon.id, job.id, pet.id, tea.id}


def test_a_superseded_value_leaves_the_card_and_only_that_card_is_rebuilt(mem, clock):
    lisbon, *_ = bo(mem)
    fact(mem, "home_city", "Oslo", entity="cy")
    fact(mem, "job", "pilot", entity="cy")
    fact(mem, "pet", "a dog", entity="cy")
    first = rebuild_cards(mem.services, "acme", clock())
    assert first["counts"] == {"built": 2, "rebuilt": 0, "unchanged": 0, "removed": 0, "dropped_lines": 0}
    assert first["cards"] == ["bo", "cy"]

    clock.advance(days=30)
    porto = fact(mem, "home_city", "Porto", text="Bo moved to Porto")
    assert mem.get(lisbon.id).status.value == "superseded"
    preview = rebuild_cards(mem.services, "acme", clock(), dry_run=True)
    assert preview["counts"]["rebuilt"] == 1 and preview["changes"] == [
        {"user": "ann", "entity": "bo", "action": "rebuilt"}]
    [stored] = mem.backend.cards("acme", user="ann", entity="bo")
    assert "Lisbon" in " ".join(line.text for line in stored.lines)  # dry run

    done = mem.manage("cards")
    assert done["counts"] == {"built": 0, "rebuilt": 1, "unchanged": 1, "removed": 0, "dropped_lines": 0}
    [card] = mem.backend.cards("acme", user="ann", entity="bo")
    assert cited(card)["home city: Porto"] == [porto.id]
    assert "Lisbon" not in json.dumps(card.to_public()) and lisbon.id not in card.memory_ids
    assert mem.manage("cards")["counts"]["unchanged"] == 2


def test_an_entity_that_falls_below_the_threshold_loses_its_card(mem):
    lisbon, job, *_ = bo(mem)
    mem.manage("cards")
    mem.forget(lisbon.id)
    mem.forget(job.id)
    report = mem.manage("cards")
    assert report["counts"]["removed"] == 1 and report["cards"] == []
    assert mem.backend.cards("acme", user="ann", entity="bo") == []
    with pytest.raises(NotFound):
        mem.card("bo", user="ann")


def test_contested_values_are_shown_as_contested_never_as_a_fact(mem, clock):
    bo(mem)
    for value in ("morning", "afternoon", "morning", "afternoon"):
        clock.advance(hours=1)
        result = fact(mem, "meeting_time", value, text=f"Bo prefers {value} meetings", kind="preference")
    [conflict] = mem.conflicts()
    card = mem.card("bo", user="ann")
    contested = [line for line in card.lines if line.section == "contested"]
    assert [line.text for line in contested] == ["meeting time: contested -- 'morning' or 'afternoon'; ask the user"]
    assert set(contested[0].memory_ids) <= set(conflict.memory_ids) and len(contested[0].memory_ids) == 2
    assert card.lines[0] == contested[0]                         # shown first
    assert not any("meetings" in line.text for line in card.lines if line.section != "contested")

    mem.resolve_conflict(conflict.id, "keep_new")
    settled = mem.card("bo", user="ann")
    assert not any(line.section == "contested" for line in settled.lines)
    assert "Bo prefers afternoon meetings" in texts(settled) and result is not None


def test_recent_episodes_about_or_naming_the_entity_are_listed_newest_first(mem, clock):
    bo(mem)
    for day, text in (("2025-11-01", "Had lunch with Bo at the harbour"), ("2025-12-01", "Bo showed me the lab"),
                      ("2025-12-05", "Ann went running alone")):
        mem.store(text, user="ann", kind="episode", at=day)
    episodes = [line.text for line in mem.card("bo", user="ann").lines if line.section == "episodes"]
    assert episodes == ["2025-12-01: Bo showed me the lab", "2025-11-01: Had lunch with Bo at the harbour"]


# -- a model writing the prose -----------------------------------------------------------------------


def scripted(answer):
    """A model (complete(messages) -> text) that answers ``answer`` and records what it was asked."""
    def complete(messages):
        complete.asked.append(messages)
        return answer(messages) if callable(answer) else answer
    complete.asked = []
    complete.name = "scripted-model"
    return complete


def test_a_models_lines_are_kept_only_when_they_cite_and_are_supported_by_their_sources(mem, clock):
    lisbon, job, pet, tea = bo(mem)
    llm = scripted(json.dumps({"lines": [
        {"text": "Bo lives in Lisbon and works as a marine biologist.", "memory_ids": [lisbon.id, job.id]},
        {"text": "Bo lives in Berlin.", "memory_ids": [lisbon.id]},                  # invented: dropped
        {"text": "Bo has a grey cat.", "memory_ids": ["0" * 32]},                    # cites no source: dropped
        {"text": "Bo likes green tea.", "memory_ids": [tea.id]},
        {"text": "", "memory_ids": [tea.id]}]}))                                     # malformed: dropped
    mem.llm = llm
    report = mem.manage("cards")
    assert report["counts"]["built"] == 1 and report["counts"]["dropped_lines"] == 3
    card = mem.card("bo", user="ann")
    assert card.writer == "scripted-model"
    assert cited(card) == {"Bo lives in Lisbon and works as a marine biologist.": [lisbon.id, job.id],
                           "Bo likes green tea.": [tea.id]}
    assert [line.section for line in card.lines] == ["facts", "preferences"]
    prompt = llm.asked[0][1]["content"]
    assert all(f"[{u.id}]" in prompt for u in (lisbon, job, pet, tea))
    mem.card("bo", user="ann")
    assert len(llm.asked) == 1                                   # unchanged beliefs: the stored card serves


def test_a_model_that_writes_nothing_usable_leaves_the_card_extractive(mem):
    bo(mem)
    mem.llm = scripted("I'd rather not.")
    card = mem.card("bo", user="ann")
    assert card.writer == "extractive" and "home city: Lisbon" in texts(card)


def test_a_model_never_sees_or_cites_contested_values(mem, clock):
    bo(mem)
    for value in ("morning", "afternoon", "morning", "afternoon"):
        clock.advance(hours=1)
        fact(mem, "meeting_time", value, text=f"Bo prefers {value} meetings", kind="preference")
    [conflict] = mem.conflicts()
    def answer(messages):
        listed = {line.rsplit(") ", 1)[-1]: line[1:33] for line in messages[1]["content"].splitlines() if line[:1] == "["}
        return json.dumps({"lines": [
            {"text": "Bo prefers afternoon meetings.", "memory_ids": conflict.memory_ids[-1:]},
            {"text": "Bo lives in Lisbon.", "memory_ids": [listed["Bo lives in Lisbon"]]}]})
    llm = scripted(answer)
    mem.llm = llm
    card = mem.card("bo", user="ann")
    assert "meetings" not in llm.asked[0][1]["content"]
    assert texts(card) == ["meeting time: contested -- 'morning' or 'afternoon'; ask the user", "Bo lives in Lisbon."]


# -- visibility and erasure ------------------------------------------------------------------------------


def test_a_viewer_sees_only_lines_whose_every_source_it_may_see(mem):
    bo(mem)
    secret = fact(mem, "diagnosis", "asthma", text="Bo has asthma", classification="restricted")
    full = mem.card("bo", user="ann")
    assert full.classification.value == "restricted" and "diagnosis: asthma" in texts(full)
    low = Scope(tenant="acme", user="ann", ceiling="internal")
    seen = mem.card("bo", user="ann", viewer=low)
    assert "diagnosis: asthma" not in texts(seen) and len(seen.lines) == 4
    assert secret.id not in seen.memory_ids and seen.classification.value == "internal"
    assert [c.entity for c in mem.cards(user="ann", viewer=low)] == ["bo"]
    with pytest.raises(NotFound):
        mem.card("bo", user="ann", viewer=Scope(tenant="acme", user="ann", ceiling="public"))


def test_erasing_a_memory_deletes_every_card_that_quotes_it(mem):
    canary = "zqxjvortellian"
    bo(mem)
    secret = fact(mem, "password_hint", canary, text=f"Bo's password hint is {canary}")
    mem.manage("cards")
    assert canary in json.dumps(mem.backend.cards("acme", user="ann", entity="bo")[0].to_public())
    mem.erase(secret.id)
    assert mem.backend.cards("acme", user="ann", entity="bo") == []      # gone in the erase's own transaction
    rebuilt = mem.card("bo", user="ann")
    assert canary not in json.dumps(rebuilt.to_public()) and secret.id not in rebuilt.memory_ids


# -- surfaces ------------------------------------------------------------------------------------------------


def test_cli_card_prints_json_and_exits_3_without_enough_memories(tmp_path):
    from credo import HashEmbedder

    db = tmp_path / "cli.db"
    with Memory(db, tenant="default", embedder=HashEmbedder()) as m:
        bo(m)
    env = {**os.environ, "CREDO_DB": str(db)}
    env.pop("CREDO_TENANT", None)

    def credo(*args):
        return subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True,
                              env=env, timeout=120)

    shown = credo("card", "bo", "--user", "ann", "--json")
    assert shown.returncode == 0, shown.stderr
    card = json.loads(shown.stdout)["card"]
    assert card["entity"] == "bo" and card["lines"][0] == {
        "text": "home city: Lisbon", "memory_ids": card["lines"][0]["memory_ids"], "section": "facts",
        "classification": "internal"}
    listed = credo("cards", "--user", "ann")
    assert listed.returncode == 0 and "bo" in listed.stdout and "extractive" in listed.stdout
    missing = credo("card", "cy", "--user", "ann")
    assert missing.returncode == 3 and missing.stdout == ""
    assert missing.stderr.strip().splitlines()[-1].startswith("credo: error: no card for cy")  # one line (after
    # the warning that the HashEmbedder's vectors are not the CLI's model's)


def test_rest_serves_cards_through_the_keys_ceiling(mem):
    bo(mem)
    fact(mem, "diagnosis", "asthma", text="Bo has asthma", classification="restricted")
    low, _ = create_key(mem.backend, "acme", user="ann", rights=["read"], ceiling="internal")
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        auth = {"Authorization": f"Bearer {low}"}
        card = http.get("/v1/cards/bo", headers=auth).json()["card"]
        assert len(card["lines"]) == 4 and "asthma" not in json.dumps(card)
        assert [c["entity"] for c in http.get("/v1/cards", headers=auth).json()["cards"]] == ["bo"]
        missing = http.get("/v1/cards/cy", headers=auth)
        assert missing.status_code == 404 and missing.json()["error"]["type"] == "not_found"
        assert http.get("/v1/cards/bo", params={"user": "cy"}, headers=auth).status_code == 403
    with TestClient(create_app(mem), base_url=LOCAL) as http:           # localhost: the whole tenant
        assert "asthma" in json.dumps(http.get("/v1/cards/bo", params={"user": "ann"}).json())
        assert http.get("/v1/cards/bo").json()["error"]["type"] == "missing_scope"
        bad = http.get("/v1/cards/bo", params={"user": "ann", "now": "someday"})
        assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_input"
        assert http.get("/v1/cards/%20", params={"user": "ann"}).status_code == 400


def test_mcp_card_tool(mem):
    bo(mem)
    server = build_server(mem, local=Principal(tenant="acme"))

    async def steps(client):
        return await call(client, "card", entity="bo", user="ann"), await call(client, "card", entity="cy", user="ann")
    shown, missing = run(server, steps)
    assert [line["text"] for line in data(shown)["card"]["lines"]][:1] == ["home city: Lisbon"]
    assert missing.is_error and "not_found" in missing.content[0].text


def test_web_ui_lists_cards_and_links_every_line_to_its_memories(mem):
    lisbon, *_ = bo(mem)
    with page_client(create_app(mem, Settings())) as http:
        listing = http.get("/cards", params={"user": "ann"})
        assert listing.status_code == 200 and 'href="/cards/bo?user=ann"' in listing.text
        page = http.get("/cards/bo", params={"user": "ann"})
        assert page.status_code == 200 and "home city: Lisbon" in page.text
        assert f'href="/memories/{lisbon.id}"' in page.text
        assert http.get("/cards/cy", params={"user": "ann"}).status_code == 404
        assert 'href="/cards/bo?user=ann"' in http.get("/cards").text  # the only user is chosen for you
    mem.store("Cy likes jazz", user="cy")
    with page_client(create_app(mem, Settings())) as http:
        assert "Choose a user" in http.get("/cards").text


def test_a_multi_valued_attribute_is_one_line_of_every_value_it_holds(mem):
    bo(mem)
    for allergen in ("peanuts", "shellfish", "latex"):
        fact(mem, "allergies", allergen, text=f"Bo is allergic to {allergen}")
    fact(mem, "allergies", "latex", text="Bo is no longer allergic to latex", metadata={"retracts": True})
    lines = texts(mem.card("bo", user="ann"))
    assert "allergies: peanuts, shellfish" in lines and not any("latex" in line for line in lines)
