"""Recall: a hybrid over every memory in scope, serving only current belief."""

from __future__ import annotations

import pytest

from credo import InvalidInput


def texts(results) -> list[str]:
    return [r.memory.text for r in results]


def test_recall_finds_by_meaning_and_by_keyword(mem):
    mem.store("Ann is allergic to peanuts", user="ann", importance=0.9)
    mem.store("Ann's sister Maria is a nurse in Porto", user="ann")
    mem.store("Ann prefers afternoon meetings", user="ann", kind="preference")
    assert texts(mem.recall("what food should Ann avoid?", user="ann"))[0] == "Ann is allergic to peanuts"
    assert texts(mem.recall("Porto", user="ann"))[0] == "Ann's sister Maria is a nurse in Porto"


def test_every_result_explains_its_score(mem):
    from credo.policies import SCORED

    mem.store("Ann drinks oat milk", user="ann")
    [result] = mem.recall("oat milk", user="ann")
    assert set(SCORED) <= set(result.why)  # rerank included: the store reranks by default
    weights = mem.weights
    assert result.score == pytest.approx(sum(weights.effective(k) * result.why[k] for k in SCORED))
    # the priors' shares add up to prior_margin: they can add at most that much
    priors = ("importance", "recency", "usefulness", "confidence")
    assert sum(weights.effective(k) for k in priors) == pytest.approx(weights.prior_margin)


def test_recall_excludes_superseded_memories(mem, clock):
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.advance(days=30)
    mem.store("Ann lives in London", user="ann", entity="ann", attribute="home_city", value="London")
    assert texts(mem.recall("where does Ann live", user="ann")) == ["Ann lives in London"]


def test_recall_excludes_low_confidence_unless_asked(mem):
    mem.store("Ann is a doctor", user="ann", confidence=0.3)
    assert mem.recall("doctor", user="ann") == []
    assert texts(mem.recall("doctor", user="ann", min_confidence=0.2)) == ["Ann is a doctor"]


def test_recall_excludes_expired_ttl_and_not_yet_valid_facts(mem, clock):
    mem.store("Ann's hotel door code is 4471", user="ann", forget_after="2026-01-02T00:00:00Z")
    mem.store("Ann starts at Initech", user="ann", at="2026-03-01")
    assert texts(mem.recall("hotel door code", user="ann")) == ["Ann's hotel door code is 4471"]
    assert mem.recall("Initech", user="ann") == []
    clock.set("2026-03-02")
    assert mem.recall("hotel door code", user="ann") == []
    assert texts(mem.recall("Initech", user="ann")) == ["Ann starts at Initech"]


def test_as_of_answers_what_credo_believed_then(mem, clock):
    clock.set("2026-01-01")
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.set("2026-03-01")
    mem.store("Ann lives in London", user="ann", entity="ann", attribute="home_city", value="London")
    clock.set("2026-06-01")
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-02-01")) == ["Ann lives in Paris"]
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-04-01")) == ["Ann lives in London"]
    assert mem.recall("where does Ann live", user="ann", as_of="2025-12-01") == []


def test_as_of_ignores_corrections_credo_had_not_heard_yet(mem, clock):
    clock.set("2026-01-01")
    mem.store("Ann lives in Paris", user="ann", entity="ann", attribute="home_city", value="Paris")
    clock.set("2026-05-01")  # told on May 1st that she had moved on March 1st
    mem.store("Ann moved to London", user="ann", entity="ann", attribute="home_city", value="London",
              at="2026-03-01")
    assert texts(mem.recall("where does Ann live", user="ann", as_of="2026-04-01")) == ["Ann lives in Paris"]
    assert texts(mem.recall("where does Ann live", user="ann")) == ["Ann moved to London"]


def test_as_of_sees_memories_later_challenged_or_forgotten(mem, clock):
    unit = mem.store("Ann is learning Rust", user="ann").memory
    clock.advance(days=5)
    mem.forget(unit.id)
    assert mem.recall("Rust", user="ann") == []
    assert texts(mem.recall("Rust", user="ann", as_of="2026-01-03")) == ["Ann is learning Rust"]


def test_recall_searches_all_memories_not_just_the_newest(mem, clock):
    mem.store("Ann's passport number ends in 8812", user="ann")
    for i in range(120):
        clock.advance(minutes=1)
        mem.store(f"Ann logged a run of {i} kilometres on day {i}", user="ann", kind="episode")
    assert texts(mem.recall("passport number", user="ann", limit=3))[0] == "Ann's passport number ends in 8812"


def test_unrelated_memories_are_not_served_however_important(mem):
    mem.store("Ann is allergic to peanuts", user="ann", importance=1.0)
    assert mem.recall("favourite football team", user="ann") == []


def test_recall_records_access(mem, clock):
    unit = mem.store("Ann's bike is a Brompton", user="ann").memory
    clock.advance(days=1)
    mem.recall("bike", user="ann")
    seen = mem.get(unit.id)
    assert (seen.access_count, seen.recall_count, seen.last_accessed) == (1, 1, clock())
    assert seen.recent_accesses == [clock()]


def test_recall_filters_by_kind_layer_and_topic(mem):
    mem.store("Ann prefers tea", user="ann", kind="preference", topic="food")
    mem.store("Ann decided to drink tea at work", user="ann", kind="decision", topic="work")
    assert texts(mem.recall("tea", user="ann", kinds=["preference"])) == ["Ann prefers tea"]
    assert texts(mem.recall("tea", user="ann", layers=["procedural"])) == ["Ann decided to drink tea at work"]
    assert texts(mem.recall("tea", user="ann", topic="food")) == ["Ann prefers tea"]


@pytest.mark.parametrize("kwargs", [{"query": ""}, {"query": "x", "limit": 0}, {"query": "x", "limit": 10_000},
                                    {"query": "x", "min_confidence": 1.5}, {"query": "x", "as_of": "soon"}])
def test_bad_recall_arguments_are_typed_errors(mem, kwargs):
    with pytest.raises(InvalidInput):
        mem.recall(user="ann", **kwargs)


# -- filters ----------------------------------------------------------------------


def test_modes_follow_engram(mem):
    mem.store("Ann's laptop is a ThinkPad", user="ann", kind="fact")
    mem.store("To release, tag the commit and push the tag", user="ann", kind="procedure")
    mem.store("Ann demoed the release tool on Friday", user="ann", kind="episode")
    query = "Ann release laptop tool"
    assert {r.memory.kind.value for r in mem.recall(query, user="ann", mode="facts_only")} == {"fact"}
    assert {r.memory.kind.value for r in mem.recall(query, user="ann", mode="facts_plus_rules")} == {
        "fact", "procedure"}
    assert len(mem.recall(query, user="ann", mode="full_context")) == 3
    with pytest.raises(InvalidInput):
        mem.recall(query, user="ann", mode="everything")


def test_classification_ceiling_hides_anything_above_it(mem):
    mem.store("Ann's team offsite is in Porto", user="ann", classification="internal")
    mem.store("Ann's salary review is in Porto", user="ann", classification="restricted")
    assert texts(mem.recall("Porto", user="ann", max_classification="internal")) == [
        "Ann's team offsite is in Porto"]
    assert len(mem.recall("Porto", user="ann")) == 2


def test_agent_and_domain_filters(mem):
    mem.store("Backend deploys need a migration check", user="ann", agent="devops-bot", domain="backend")
    mem.store("Frontend deploys need a bundle size check", user="ann", agent="web-bot", domain="frontend")
    assert texts(mem.recall("deploys check", user="ann", domain="backend")) == [
        "Backend deploys need a migration check"]
    assert texts(mem.recall("deploys check", user="ann", agent="web-bot")) == [
        "Frontend deploys need a bundle size check"]


def test_a_challenged_memory_is_never_served(mem):
    unit = mem.store("Ann is a pilot", user="ann").memory
    mem.update_status(unit.id, "challenged", "said as a joke")
    assert mem.recall("pilot", user="ann") == []


# -- usefulness --------------------------------------------------------------------


def unexplored(memory, query, user="ann", min_confidence=0.4):
    """(score, id) pairs as ranked with usefulness at its mean: what exploration may only perturb."""
    from credo.models import scope
    from credo.recall import belief_filter, recall

    flt = belief_filter(memory.clock(), min_confidence=min_confidence)
    return [(r.score, r.memory.id) for r in recall(memory.backend, memory.embedder, scope("acme", user), query, flt,
                                                    weights=memory.weights, record_access=False, explore=False,
                                                    reranker=memory.reranker, rerank_depth=memory.rerank_depth)]


def test_thompson_sampling_gives_a_new_memory_a_chance_among_near_ties(db_path, embedder, clock):
    from credo import Memory
    from credo.policies import EXPLORE_MARGIN

    # the same words twice: equally relevant, so the cross-encoder (which would score them alike) is left
    # out to keep 100 recalls fast
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=None)  # no seed: fresh draws
    veteran = memory.store("Use the blue staging cluster for load tests", user="ann", dedupe=False).memory
    newcomer = memory.store("Use the blue staging cluster for load tests", user="ann", dedupe=False).memory
    # the veteran's learned usefulness puts it a quarter of the margin ahead of the newcomer's mean (0.5)
    ahead = EXPLORE_MARGIN / 4 / memory.weights.effective("usefulness")
    memory.backend.update("acme", veteran.id, {"recall_count": 50, "verified_count": 25,
                                                      "q_value": 0.5 + ahead})
    (best, first), (runner_up, _) = unexplored(memory, "which staging cluster for load tests")[:2]
    assert first == veteran.id and 0 < best - runner_up < EXPLORE_MARGIN / 2  # a near-tie, the veteran just ahead
    tops = [memory.recall("which staging cluster for load tests", user="ann", limit=1,
                          record_access=False)[0].memory.id for _ in range(100)]
    # the newcomer's sampled usefulness sometimes carries it past the veteran: explored, not buried
    assert 0 < tops.count(newcomer.id) < 100
    memory.close()


def test_sampling_never_reorders_memories_a_margin_apart(db_path, embedder, clock):
    from credo import Memory
    from credo.importance import ImportanceWeights
    from credo.policies import EXPLORE_MARGIN

    # the same words twice, as above: the cross-encoder would score them alike, so 200 recalls skip it
    memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=None)  # no seed
    # two new memories (both sampled): unbounded, one drawing 1 and the other 0 would move them a whole
    # usefulness share apart; put the better one halfway between the margin and that share ahead
    share = memory.weights.effective("usefulness")
    # the importance prior is the nine-factor score (credo.importance), which moves with the base importance
    # at the base factor's weight: the lead takes a lower confidence than the default minimum to reach
    base = ImportanceWeights().normalised()["base"]
    lead = (EXPLORE_MARGIN + share) / 2 / (memory.weights.effective("importance") * base
                                           + memory.weights.effective("confidence"))
    settled = memory.store("I prefer meetings in the morning", user="ann", importance=0.9, confidence=0.95,
                           dedupe=False).memory
    memory.store("I prefer meetings in the morning", user="ann", importance=0.9 - lead, confidence=0.95 - lead,
                 dedupe=False)
    (best, first), (runner_up, _) = unexplored(memory, "when do I prefer meetings?", min_confidence=0.2)[:2]
    # within what unbounded draws could make up, but a margin apart
    assert first == settled.id and EXPLORE_MARGIN < best - runner_up < share
    tops = {memory.recall("when do I prefer meetings?", user="ann", limit=1, record_access=False,
                          min_confidence=0.2)[0].memory.id for _ in range(200)}
    assert tops == {settled.id}
    memory.close()


def test_a_zero_margin_turns_exploration_off_and_a_negative_one_is_refused(mem):
    from credo import RecallWeights

    mem.store("Use the blue staging cluster for load tests", user="ann")
    mem.store("Use the green staging cluster for load tests", user="ann")
    mem.weights = RecallWeights(explore_margin=0)
    scores = {tuple(round(r.score, 9) for r in mem.recall("staging cluster", user="ann", record_access=False))
              for _ in range(20)}
    assert len(scores) == 1
    with pytest.raises(InvalidInput, match="explore_margin"):
        RecallWeights(explore_margin=-0.1)


def test_the_same_seed_gives_the_same_ranking(db_path, embedder, clock):
    from credo import Memory

    def run():
        memory = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, seed=3)
        ranking = [r.memory.id for r in memory.recall("cluster", user="ann", record_access=False)]
        memory.close()
        return ranking

    seeder = Memory(db_path, tenant="acme", embedder=embedder, clock=clock)
    for colour in ("red", "green", "blue", "amber"):
        seeder.store(f"The {colour} cluster hosts staging", user="ann")
    seeder.close()
    assert run() == run()


def test_feedback_moves_q_value_and_the_ranking(mem):
    a = mem.store("Restart the worker with systemctl restart credo-worker", user="ann", kind="procedure").memory
    b = mem.store("Restart the worker with supervisorctl restart credo-worker", user="ann", kind="procedure").memory
    for memory_id in (a.id, b.id):
        mem.backend.update("acme", memory_id, {"recall_count": 10})  # past probation: q-value counts
    helped = mem.feedback(b.id, True)
    assert (helped.q_value, helped.verified_count) == (pytest.approx(0.55), 1)
    hurt = mem.feedback(a.id, False)
    assert (hurt.q_value, hurt.verified_count) == (pytest.approx(0.475), 0)
    for _ in range(5):
        mem.feedback(b.id, True)
        mem.feedback(a.id, False)
    assert [r.memory.id for r in mem.recall("how do I restart the worker", user="ann")][:1] == [b.id]


def test_feedback_is_scoped_and_typed(mem):
    from credo import NotFound

    unit = mem.store("Ann likes figs", user="ann").memory
    with pytest.raises(NotFound):
        mem.feedback(unit.id, True, user="bob")
    with pytest.raises(InvalidInput):
        mem.feedback(unit.id, "yes")


def test_mmr_diversity_spreads_the_results(db_path, embedder, clock):
    from credo import Memory, RecallWeights

    plain = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, seed=1)
    for text in ("Ann runs every morning", "Ann runs each morning before work", "Ann goes running every morning",
                 "Ann swims on Sundays"):
        plain.store(text, user="ann")
    diverse = Memory(db_path, tenant="acme", embedder=embedder, clock=clock, seed=1,
                     weights=RecallWeights(diversity=0.6))
    top_plain = texts(plain.recall("Ann exercise", user="ann", limit=2, record_access=False))
    top_diverse = diverse.recall("Ann exercise", user="ann", limit=2, record_access=False)
    assert "Ann swims on Sundays" not in top_plain
    assert "Ann swims on Sundays" in texts(top_diverse)
    assert "redundancy" in top_diverse[1].why
    plain.close()
    diverse.close()


def test_access_history_keeps_the_last_twenty(mem, clock):
    unit = mem.store("Ann's locker is number 12", user="ann").memory
    for _ in range(25):
        clock.advance(hours=1)
        mem.recall("locker", user="ann")
    seen = mem.get(unit.id)
    assert seen.access_count == 25 and len(seen.recent_accesses) == 20
    assert seen.recent_accesses[-1] == clock()


def test_a_fact_asked_for_by_its_attributes_name_outranks_a_closer_worded_neighbour(tmp_path):
    from credo import Memory

    mem = Memory(str(tmp_path / "m.db"))
    mem.remember("I'm an architect at Foster and Partners.", user="u", now="2026-01-05T10:00:00Z",
                 at="2026-01-05T10:00:00Z")
    [top] = mem.recall("what is my job", user="u", limit=1, now="2026-01-10T10:00:00Z")
    assert top.memory.attribute == "job_title"
    [where] = mem.recall("who is my employer", user="u", limit=1, now="2026-01-10T10:00:00Z")
    assert where.memory.attribute == "employer"


class _WordReranker:
    """A stand-in cross-encoder that reads only whether a memory says one word: it scores what says it far above
    what does not, as the real one scored "User's hobbies: rowing." above the team the query asked for."""

    name = "word-reranker"

    def __init__(self, word: str) -> None:
        self.word = word

    def score(self, query, texts):
        import numpy as np

        return np.array([4.0 if self.word in t.lower() else -4.0 for t in texts], dtype=np.float32)


def _reranked(db_path, embedder, clock, word, said, query):
    """The first memory ``query`` serves, reranked by a :class:`_WordReranker` of ``word``, after ``said``
    (``(text, entity, attribute, value)`` each, a day apart; a ``None`` entity stores the text untyped)."""
    from credo import Memory

    with Memory(db_path, tenant="acme", embedder=embedder, clock=clock, reranker=_WordReranker(word)) as mem:
        for text, entity, attribute, value in said:
            if entity is None:
                mem.store(text, user="ann")
            else:
                mem.store(text, user="ann", entity=entity, attribute=attribute, value=value)
            clock.advance(days=1)
        return mem.recall(query, user="ann", rerank=True, record_access=False)


def test_a_fact_named_by_the_query_keeps_up_with_what_the_cross_encoder_prefers_from_before_it(db_path, embedder,
                                                                                                clock):
    found = _reranked(db_path, embedder, clock, "rowing", [
        ("User's hobbies: rowing.", "user", "hobbies", "rowing"),
        ("User's team is now Nottingham RC (moved my membership over after the move).", "user", "team",
         "Nottingham RC")], "which rowing club am I in")
    assert found[0].memory.value == "Nottingham RC"
    hobby = next(r for r in found if r.memory.attribute == "hobbies")
    assert hobby.why["rerank"] < found[0].why["rerank"] < 1.0  # just ahead of it, not made certain


def test_a_query_naming_no_attribute_keeps_the_cross_encoders_score(db_path, embedder, clock):
    found = _reranked(db_path, embedder, clock, "rowing", [
        ("User's hobbies: rowing.", "user", "hobbies", "rowing"),
        ("User's team is now Nottingham RC (moved my membership over after the move).", "user", "team",
         "Nottingham RC")], "anything about Nottingham")
    assert next(r for r in found if r.memory.attribute == "team").why["rerank"] < 0.5


def test_someone_elses_question_lifts_none_of_the_users_own_facts(db_path, embedder, clock):
    found = _reranked(db_path, embedder, clock, "harrogate", [
        ("My mum moved into a care home in Harrogate last week.", None, None, None),
        ("We live in Sheffield, near the Botanical Gardens.", "user", "home_city", "Sheffield")],
        "where does my mum live")
    assert "Harrogate" in found[0].memory.text
    assert next(r for r in found if r.memory.entity == "user").why["rerank"] < 0.5  # the home asked about is hers


def test_a_later_update_left_untyped_still_beats_the_named_value_it_replaced(db_path, embedder, clock):
    found = _reranked(db_path, embedder, clock, "writing", [
        ("Zoe is a junior doctor at St Thomas'.", "zoe", "job_title", "junior doctor"),
        ("Zoe has left the NHS, she's doing medical writing for a pharma agency.", None, None, None)],
        "what does Zoe do")
    assert "medical writing" in found[0].memory.text


def test_facts_the_query_names_keep_the_cross_encoders_order_among_them(db_path, embedder, clock):
    found = _reranked(db_path, embedder, clock, "analyst", [
        ("Owen's employer: council.", "owen", "employer", "council"),
        ("Owen's job title: data analyst.", "owen", "job_title", "data analyst"),
        ("User teaches science at a secondary school in Wolverhampton.", None, None, None)],
        "what does Owen do for work")
    assert found[0].memory.value == "data analyst"
