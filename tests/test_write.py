"""Direct store and the seed-000 contradiction check."""

from __future__ import annotations

import pytest

from credo import Conflict, InvalidInput, LinkType, Status

from .conftest import query


def home(mem, city: str, **kw):
    return mem.store(f"Ann lives in {city}", user="ann", kind="fact", entity="ann", attribute="home_city",
                     value=city, **kw)


def test_new_value_supersedes_the_old_one_with_history(mem, clock):
    paris = home(mem, "Paris").memory
    clock.advance(days=10)
    london = home(mem, "London")

    assert london.superseded == [paris.id]
    old = mem.get(paris.id)
    assert old.status is Status.SUPERSEDED
    assert old.superseded_by == london.memory.id
    assert old.valid_until == london.memory.valid_from
    history = mem.status_history(paris.id)
    assert [(h.old, h.new) for h in history] == [(None, Status.ACTIVE), (Status.ACTIVE, Status.SUPERSEDED)]
    assert london.memory.id in history[-1].reason
    assert history[-1].at == clock()


def test_supersession_links_new_to_old_and_bumps_the_version(mem):
    paris = home(mem, "Paris").memory
    london = home(mem, "London").memory
    assert (london.version, london.parent_id) == (2, paris.id)
    links = mem.get(london.id).links
    assert [(link.source_id, link.target_id, link.type) for link in links] == [
        (london.id, paris.id, LinkType.SUPERSEDES)]


def test_the_chain_lists_every_value_oldest_first(mem, clock):
    ids = []
    for city in ("Paris", "London", "Berlin"):
        ids.append(home(mem, city).memory.id)
        clock.advance(days=1)
    assert mem.chain(ids[0]) == ids
    assert mem.chain(ids[-1]) == ids
    assert mem.history(ids[1]).chain == ids


def test_same_value_again_supersedes_nothing(mem):
    home(mem, "Paris")
    again = home(mem, "paris")
    assert again.superseded == []


def test_attribute_and_entity_names_compare_normalised(mem):
    first = mem.store("Ann lives in Paris", user="ann", entity="Ann", attribute="Home City", value="Paris").memory
    second = mem.store("Ann lives in Oslo", user="ann", entity="ann", attribute="home-city", value="Oslo")
    assert second.superseded == [first.id]


def test_other_users_and_other_attributes_are_untouched(mem):
    ann = home(mem, "Paris").memory
    bob = mem.store("Bob lives in Rome", user="bob", entity="ann", attribute="home_city", value="Rome")
    diet = mem.store("Ann is vegan", user="ann", entity="ann", attribute="diet", value="vegan")
    assert bob.superseded == [] and diet.superseded == []
    assert mem.get(ann.id).status is Status.ACTIVE


def test_a_fact_true_only_in_the_past_does_not_overturn_the_present(mem, clock):
    now_value = home(mem, "Lisbon", at="2025-06-01").memory
    old_value = home(mem, "Berlin", at="2019-03-01")
    assert old_value.superseded == [old_value.memory.id]
    assert old_value.memory.status is Status.SUPERSEDED
    assert old_value.memory.superseded_by == now_value.id
    assert old_value.memory.valid_until == now_value.valid_from
    assert mem.get(now_value.id).status is Status.ACTIVE


def test_memories_without_entity_never_supersede(mem):
    mem.store("Ann likes jazz", user="ann")
    assert mem.store("Ann likes techno", user="ann").superseded == []


def test_entity_attribute_value_must_come_together(mem, db_path):
    with pytest.raises(InvalidInput, match="go together"):
        mem.store("Ann lives somewhere", user="ann", entity="ann", attribute="home_city")
    assert query(db_path, "SELECT COUNT(*) FROM memories") == [(0,)]


def test_update_status_records_who_why_and_when(mem, clock):
    unit = mem.store("Ann is a doctor", user="ann").memory
    clock.advance(hours=2)
    changed = mem.update_status(unit.id, "challenged", "only said rhetorically", actor="reviewer")
    assert changed.status is Status.CHALLENGED
    last = mem.status_history(unit.id)[-1]
    assert (last.old, last.new, last.reason, last.actor, last.at) == (
        Status.ACTIVE, Status.CHALLENGED, "only said rhetorically", "reviewer", clock())


def test_update_status_needs_a_reason_and_a_real_change(mem):
    unit = mem.store("Ann is a doctor", user="ann").memory
    with pytest.raises(InvalidInput):
        mem.update_status(unit.id, "challenged", "  ")
    with pytest.raises(Conflict):
        mem.update_status(unit.id, "active", "again")
    with pytest.raises(InvalidInput, match="unknown status"):
        mem.update_status(unit.id, "deleted", "no such status")


def test_forget_archives_and_hides_but_keeps_the_record(mem):
    unit = mem.store("Ann collects stamps", user="ann").memory
    mem.forget(unit.id)
    assert mem.get(unit.id).status is Status.ARCHIVED
    assert mem.recall("stamps", user="ann") == []
