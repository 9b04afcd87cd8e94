"""Recall: stop words, periods named in the query, and session context."""

from __future__ import annotations

import dataclasses

import pytest

from credo import Memory, RecallWeights
from credo.policies import RELEVANCE
from credo.timeutil import asks_when, says_when

ASKED = "2023-08-01"




@pytest.fixture
def mem(tmp_path, embedder) -> Memory:
    with Memory(tmp_path / "recall.db", embedder=embedder) as memory:
        yield memory


def recalled(memory: Memory, query: str) -> dict[str, dict[str, float]]:
    return {r.memory.text: r.why for r in memory.recall(query, user="ann", now=ASKED, record_access=False)}


def test_words_like_what_and_was_are_no_keyword_match(mem):
    mem.store_many(["It was what it was.", "Ann adopted a grey cat"], user="ann", now="2023-07-01")
    why = recalled(mem, "What was it that Ann adopted?")
    assert why["Ann adopted a grey cat"]["keyword"] == 1.0
    assert why.get("It was what it was.", {"keyword": 0.0})["keyword"] == 0.0


def test_a_query_of_only_stop_words_still_matches_keywords(mem):
    mem.store_many(["It was what it was.", "Ann adopted a grey cat"], user="ann", now="2023-07-01")
    assert recalled(mem, "what was it")["It was what it was."]["keyword"] == 1.0


def test_recall_favours_memories_from_the_day_the_query_names(mem):
    mem.store_many([{"text": "Ann went hiking in the hills", "at": "2023-05-08T14:00:00Z"},
                    {"text": "Ann went hiking in the hills again", "at": "2023-07-01T09:00:00Z"}],
                   user="ann", now="2023-07-01T10:00:00Z")
    mem.weights = RecallWeights(period=0.3)
    results = mem.recall("Where did Ann go hiking on 8 May, 2023?", user="ann", now=ASKED, record_access=False)
    assert [r.memory.text for r in results] == ["Ann went hiking in the hills", "Ann went hiking in the hills again"]
    assert [r.why["period"] for r in results] == [1.0, 0.0]


def test_period_is_zero_when_the_query_names_no_date(mem):
    mem.store_many(["Ann went hiking in the hills"], user="ann", at="2023-05-08", now="2023-05-08")
    assert recalled(mem, "Where did Ann go hiking?")["Ann went hiking in the hills"]["period"] == 0.0


def test_context_is_the_best_relevance_of_another_memory_of_the_same_session(mem):
    mem.store_many([
        {"text": "Ann: we finally booked the trip to Lisbon", "source_session": "chat-1"},
        {"text": "Bo: the flights were really cheap", "source_session": "chat-1"},
        {"text": "Bo: the concert tickets were really cheap", "source_session": "chat-2"},
        {"text": "Bo: the hotel near the river was cheap too"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose
    weights = RecallWeights(context=0.5)
    mem.weights = weights
    results = {r.memory.text: r for r in mem.recall("What did Bo say about the Lisbon trip?", user="ann",
                                                    now=ASKED, record_access=False)}
    trip, flights = results["Ann: we finally booked the trip to Lisbon"], results["Bo: the flights were really cheap"]

    assert flights.why["context"] == pytest.approx(_relevance(weights, trip.why))
    assert trip.why["context"] == pytest.approx(_relevance(weights, flights.why))
    assert results["Bo: the concert tickets were really cheap"].why["context"] == 0.0  # alone in its session
    assert results["Bo: the hotel near the river was cheap too"].why["context"] == 0.0  # no session


def test_context_lifts_a_memory_above_an_equally_close_one_from_an_unrelated_session(mem):
    _, lisbon, concert = mem.store_many([
        {"text": "Ann: we finally booked the trip to Lisbon", "source_session": "chat-1"},
        {"text": "Bo: the tickets were really cheap", "source_session": "chat-1"},
        {"text": "Bo: the tickets were really cheap", "source_session": "chat-2"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose
    scores = []
    # no sampling noise, no other support (context counts after reranking too, as rerank_context)
    alone = RecallWeights(usefulness=0, context=0, rerank_context=0, neighbour=0, session=0)
    for weights in (alone, dataclasses.replace(alone, context=0.5, rerank_context=0.5)):
        mem.weights = weights
        found = {r.memory.id: r.score for r in mem.recall("Were the Lisbon trip tickets cheap?", user="ann",
                                                           now=ASKED, record_access=False)}
        scores.append((found[lisbon.memory.id], found[concert.memory.id]))
    assert scores[0][0] == pytest.approx(scores[0][1], abs=1e-6)  # the same words: equally close, to the cross-encoder too
    assert scores[1][0] > scores[1][1]  # the tickets of the Lisbon chat come first


def test_knowlyr_weights_leave_period_and_context_out_of_the_score(mem):
    mem.store_many([{"text": "Ann went hiking in the hills", "at": "2023-05-08", "source_session": "s"},
                    {"text": "Ann went hiking in the hills again", "at": "2023-05-08", "source_session": "s"}],
                   user="ann", now="2023-05-08")
    knowlyr = mem.weights = RecallWeights.knowlyr()
    for result in mem.recall("Where did Ann go hiking on 8 May 2023?", user="ann", now=ASKED, record_access=False):
        assert result.why["period"] == 1.0 and result.why["context"] > 0
        assert "rerank" not in result.why  # a rerank weight of 0: the cross-encoder does not even run
        # Knowlyr's five factors, additive: 0.15 each of importance*decay, recency and usefulness
        assert result.score == pytest.approx(0.15 * result.why["keyword"] + 0.4 * result.why["semantic"] + 0.15 * (
            result.why["importance"] + result.why["recency"] + result.why["usefulness"]))
        assert result.score == pytest.approx(knowlyr.score(result.why))


def _relevance(weights: RecallWeights, why: dict[str, float]) -> float:
    """A memory's own match to the query, as the context and neighbour components count it."""
    return sum(weights.effective(name) * why.get(name, 0.0) for name in RELEVANCE)


def test_neighbour_is_the_better_relevance_of_the_memories_written_just_before_and_after(mem):
    mem.store_many([
        {"text": "Ann: how was the Lisbon trip?", "source_session": "chat-1"},
        {"text": "Bo: loved it, the food was amazing", "source_session": "chat-1"},
        {"text": "Bo: the museum was closed though", "source_session": "chat-1"},
        {"text": "Ann: the Lisbon trip photos are great", "source_session": "chat-2"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose
    weights = RecallWeights(neighbour=0.3, usefulness=0)
    mem.weights = weights
    results = {r.memory.text: r for r in mem.recall("What did Bo think of the Lisbon trip?", user="ann",
                                                    now=ASKED, record_access=False, limit=20)}
    asked, food = results["Ann: how was the Lisbon trip?"], results["Bo: loved it, the food was amazing"]
    museum = results["Bo: the museum was closed though"]
    assert food.why["neighbour"] == pytest.approx(max(_relevance(weights, asked.why), _relevance(weights, museum.why)))
    assert museum.why["neighbour"] == pytest.approx(_relevance(weights, food.why))  # the last of its session
    # the other session's Lisbon memory is as relevant as the question, but it is not written next to anything
    assert results["Ann: the Lisbon trip photos are great"].why["neighbour"] == 0.0


def test_neighbour_lifts_the_answer_written_right_after_the_question(mem):
    _, answer, _, _, later = mem.store_many([
        {"text": "Ann: how was the Lisbon trip?", "source_session": "chat-1"},
        {"text": "Bo: loved it, the food was amazing", "source_session": "chat-1"},
        {"text": "Ann: did you see the match on Sunday?", "source_session": "chat-1"},
        {"text": "Bo: yes, what a game", "source_session": "chat-1"},
        {"text": "Bo: loved it, the food was amazing", "source_session": "chat-1"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose
    scores = []
    alone = RecallWeights(usefulness=0, context=0, neighbour=0, session=0)  # no sampling noise, no other support
    for weights in (alone, dataclasses.replace(alone, neighbour=0.3)):
        mem.weights = weights
        found = {r.memory.id: r.score for r in mem.recall("What did Bo think of the Lisbon trip?", user="ann",
                                                           now=ASKED, record_access=False)}
        scores.append((found[answer.memory.id], found[later.memory.id]))
    assert scores[0][0] == pytest.approx(scores[0][1], abs=1e-6)  # the same words: equally close
    assert scores[1][0] > scores[1][1]  # the one written right after the question comes first


def _adoption_chats(mem: Memory) -> None:
    mem.store_many([
        {"text": "Ann: guess what, we adopted a puppy!", "source_session": "may"},
        {"text": "Bo: no way, which breed?", "source_session": "may"},
        {"text": "Ann: a beagle, from the shelter in Stamford", "source_session": "may"},
        {"text": "Ann: I walked past a beagle in the park", "source_session": "june"},
        {"text": "Bo: the weather was lovely", "source_session": "june"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose


def test_session_is_the_bm25_of_the_whole_session_as_one_document(mem):
    _adoption_chats(mem)
    mem.weights = RecallWeights(session=0.4, usefulness=0)
    query = "When did Ann adopt the beagle puppy from the shelter?"
    results = mem.recall(query, user="ann", now=ASKED, record_access=False, limit=20)
    why = {r.memory.text: r.why for r in results}
    # 'adopt', 'puppy', 'beagle' and 'shelter' are spread over three turns of May, not one
    assert why["Ann: a beagle, from the shelter in Stamford"]["session"] == 1.0
    assert why["Ann: guess what, we adopted a puppy!"]["session"] == 1.0
    assert 0.0 < why["Ann: I walked past a beagle in the park"]["session"] < 1.0
    assert results[0].memory.source_session == "may"


def test_session_and_neighbour_are_not_read_when_unweighted(mem):
    _adoption_chats(mem)
    mem.weights = RecallWeights(session=0, neighbour=0)
    for result in mem.recall("When did Ann adopt the beagle puppy?", user="ann", now=ASKED, record_access=False):
        assert result.why["session"] == 0.0 and result.why["neighbour"] == 0.0  # not even read


def test_session_documents_hold_only_what_the_reader_may_see(mem):
    mem.store_many([
        {"text": "Ann: guess what, we adopted a puppy!", "source_session": "may"},
        {"text": "Bo: what a cute dog", "source_session": "may"},
        {"text": "Ann: I walked past a beagle in the park", "source_session": "june"},
        {"text": "Ann adopted the beagle puppy from the Stamford shelter, papers attached",
         "source_session": "june", "classification": "restricted"},
    ], user="ann", now="2023-07-01", dedupe=False)  # the same words twice, on purpose
    mem.weights = RecallWeights(session=0.4, neighbour=0.2, usefulness=0)
    query = "When did Ann adopt the beagle puppy from the shelter?"

    def park(**ceiling: str) -> dict[str, float]:
        results = mem.recall(query, user="ann", now=ASKED, record_access=False, limit=20, **ceiling)
        return next(r.why for r in results if r.memory.text == "Ann: I walked past a beagle in the park")

    everything = park()
    assert everything["session"] == 1.0 and everything["neighbour"] > 0  # June holds the best match
    hidden = park(max_classification="internal")
    assert hidden["session"] < 1.0  # the restricted memory lends its words to no one
    assert hidden["neighbour"] == 0.0  # nor is it anyone's neighbour


# -- whose fact it is (issue 23) -----------------------------------------------------------------------------

PEOPLE = ["User moved to London.", "My sister Ines lives in Madrid.", "My colleague Tom lives in Berlin.",
          "I'm vegetarian.", "My son Leo is allergic to shellfish."]


@pytest.mark.parametrize("rerank", [False, True])
def test_a_question_about_the_user_ranks_the_users_own_fact_above_a_relatives(tmp_path, embedder, rerank):
    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        memory.store_many(PEOPLE, user="ann", now="2023-07-01")
        ranked = [r.memory.text for r in memory.recall("where do I live?", user="ann", now=ASKED,
                                                      record_access=False, rerank=rerank)]
        assert ranked.index("User moved to London.") < ranked.index("My sister Ines lives in Madrid.")
        assert ranked.index("User moved to London.") < ranked.index("My colleague Tom lives in Berlin.")


@pytest.mark.parametrize("rerank", [False, True])
def test_a_question_naming_a_person_ranks_that_persons_fact_first(tmp_path, embedder, rerank):
    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        memory.store_many(PEOPLE, user="ann", now="2023-07-01")
        hits = memory.recall("where does Ines live?", user="ann", now=ASKED, record_access=False, rerank=rerank)
        assert hits[0].memory.text == "My sister Ines lives in Madrid."
        assert hits[0].why["subject"] == 0.0
        assert next(h for h in hits if h.memory.text == "User moved to London.").why["subject"] == -1.0


@pytest.mark.parametrize("query", ["suggest a lunch place in Madrid", "who lives in Berlin?", "where do I live?"])
def test_the_subject_component_moves_only_memories_about_someone_else(tmp_path, embedder, query):
    # a query about no one ranks exactly as without the component; one about the user moves only the
    # relatives' facts, and by the same amount each, so the user's own facts keep their order
    with Memory(tmp_path / "whose.db", embedder=embedder, weights=RecallWeights(explore_margin=0)) as memory:
        memory.store_many([*PEOPLE, "Ann lives near Hyde Park.", "Lunch in Madrid was great.",
                           "Berlin has good lunch places."], user="ann", now="2023-07-01")
        ranked = memory.recall(query, user="ann", now=ASKED, record_access=False, rerank=False)
        memory.weights = RecallWeights(explore_margin=0, subject=0.0)
        without = memory.recall(query, user="ann", now=ASKED, record_access=False, rerank=False)
    others = {"My sister Ines lives in Madrid.", "My colleague Tom lives in Berlin.",
              "My son Leo is allergic to shellfish."}
    if query == "where do I live?":
        assert {r.memory.text for r in ranked if r.why["subject"] != 0.0} <= others
        assert {r.memory.text for r in ranked if r.why["subject"] == -1.0} == others & {r.memory.text for r in ranked}
        assert [r.memory.text for r in ranked if r.memory.text not in others] == \
            [r.memory.text for r in without if r.memory.text not in others]
    else:
        assert [(r.memory.text, r.score) for r in ranked] == [(r.memory.text, r.score) for r in without]
        assert all(r.why["subject"] == 0.0 for r in ranked)


def test_a_memory_that_names_the_person_asked_about_is_not_someone_elses(tmp_path, embedder):
    # issue 22 (bench/two_years.py, dev): "We decided ... with Pavel" opens in the first person, yet answers a
    # question naming Pavel; a memory about someone else who is not named keeps its -1
    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        memory.store_many(["We decided to run the vendor audit for Lyon with Pavel.", "Pavel's role is lead of the Lyon audit.",
                           "My colleague Tom ran the vendor audit in Porto.", "I finished the Lyon lease."],
                          user="ann", now="2023-07-01")
        why = {r.memory.text: r.why for r in memory.recall("vendor audit Lyon Pavel", user="ann", now=ASKED,
                                                           record_access=False, rerank=False)}
    assert why["We decided to run the vendor audit for Lyon with Pavel."]["subject"] == 0.0
    assert why["My colleague Tom ran the vendor audit in Porto."]["subject"] == -1.0
    assert why["I finished the Lyon lease."]["subject"] == -1.0


def test_wordings_of_the_users_own_facts_are_all_about_the_user(tmp_path, embedder):
    from credo.recall import USER, whose

    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        units = memory.store_many(["User is vegetarian.", "I don't eat meat.", "My diet is vegetarian.",
                                   "Ann eats no meat."], user="ann", now="2023-07-01", dedupe=False)
        assert all(whose(stored.memory, "ann") == USER for stored in units)


def test_a_question_about_the_users_family_keeps_a_relatives_memory_and_lowers_a_colleagues(tmp_path, embedder):
    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        memory.store_many([*PEOPLE, "Mia, my daughter, has swim class on Tuesdays after school.",
                           "My colleague Tom's kids have football on Tuesdays."], user="ann", now="2023-07-01")
        why = {r.memory.text: r.why for r in memory.recall("Plan my family's schedule for Tuesday", user="ann",
                                                           now=ASKED, record_access=False, rerank=False)}
        assert why["Mia, my daughter, has swim class on Tuesdays after school."]["subject"] == 0.0
        assert why["My colleague Tom's kids have football on Tuesdays."]["subject"] == -1.0
        mine = {r.memory.text: r.why for r in memory.recall("Plan my schedule for Tuesday", user="ann", now=ASKED,
                                                            record_access=False, rerank=False)}
        assert mine["Mia, my daughter, has swim class on Tuesdays after school."]["subject"] == -1.0


def test_whose_reads_structure_first_then_the_opening_words(tmp_path, embedder):
    from credo.recall import whose

    with Memory(tmp_path / "whose.db", embedder=embedder) as memory:
        fact = memory.store("Ines lives in Madrid.", user="ann", entity="ines", attribute="home_city",
                            value="Madrid").memory
        mine = memory.store("Lisbon is home.", user="ann", entity="user", attribute="home_city",
                            value="Lisbon").memory
        assert whose(fact, "ann") == frozenset({"ines"}) and whose(mine, "ann") == frozenset({"user"})


def test_the_teams_facts_are_the_users_own_in_a_first_person_query(tmp_path, embedder):
    # "how long is our sprint" speaks of the user's team: its fact is not someone else's
    with Memory(tmp_path / "team.db", embedder=embedder) as memory:
        memory.store("Our sprint is three weeks.", entity="team", attribute="sprint", value="three weeks",
                     user="ann", now="2023-07-01")
        [hit] = memory.recall("how long is our sprint", user="ann", now=ASKED, record_access=False)
        assert hit.why["subject"] == 0.0


def test_a_question_asking_when_prefers_the_memory_that_says_when(mem):
    mem.store_many([{"text": "Ann: I went to the pottery class last Saturday, it was so relaxing.",
                     "source_session": "s1"},
                    {"text": "Ann: I went to the pottery class with my sister, it was so relaxing.",
                     "source_session": "s2"}], user="ann", now="2023-07-01")

    def ask(query: str) -> list[tuple[str, float]]:
        return [(r.memory.text.split(",")[0], r.why["dated"])
                for r in mem.recall(query, user="ann", now=ASKED, record_access=False, rerank=False)]

    assert ask("When did Ann go to the pottery class?") == [
        ("Ann: I went to the pottery class last Saturday", 1.0),
        ("Ann: I went to the pottery class with my sister", 0.0)]
    # a question that does not ask when prefers no time: the closer memory comes first
    assert ask("Who did Ann go to the pottery class with?") == [
        ("Ann: I went to the pottery class with my sister", 0.0),
        ("Ann: I went to the pottery class last Saturday", 0.0)]


@pytest.mark.parametrize(("text", "says"), [
    ("I went to a support group yesterday.", True), ("Last Friday at dance class we laughed a lot", True),
    ("I hosted a class for them on Friday.", True), ("I met my teammates on the 15th after my trip", True),
    ("I've had them for 3 years now.", True), ("We've been together for a couple of months", True),
    ("Last August I told you about the charity event", True), ("I bought it a year ago in Paris.", True),
    ("We moved here in 2019.", True), ("It happened the other day.", True),
    ("I just love it.", False), ("You may like it.", False), ("The 1990s were fun.", False),
    ("We went to Mayfair for tea.", False), ("Have a good day!", False),
])
def test_which_texts_say_when(text, says):
    assert says_when(text) is says


@pytest.mark.parametrize(("query", "asks"), [
    ("When did Caroline go to the support group?", True), ("What year did Ann move?", True),
    ("How long has Nate had his turtles?", True), ("In which month did Ann start painting?", True),
    ("What did Ann paint?", False), ("Where did Ann go on Friday?", False),
])
def test_which_questions_ask_when(query, asks):
    assert asks_when(query) is asks
