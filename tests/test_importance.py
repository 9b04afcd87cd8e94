"""IMPORTANCE: engram's nine factors, each alone, combined, and where the combined score is used."""

from __future__ import annotations

import math
from datetime import timedelta

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from credo import importance
from credo.errors import InvalidInput
from credo.importance import FACTORS, ImportanceWeights
from credo.decay import DecayPolicy, inputs_for
from credo.manage.forget import forget
from credo.policies import ForgetPolicy
from credo.models import Status

HOUR = 1 / 24


# -- each factor alone --------------------------------------------------------------------


def test_access_frequency_is_log_scaled_and_capped():
    scores = importance.frequency(np.array([0, 1, 5, 20, 1000]))
    assert scores[0] == 0.0 and scores[-1] == scores[-2] == 1.0
    assert np.all(np.diff(scores[:4]) > 0)
    assert scores[1] == pytest.approx(math.log(2) / math.log(21))       # log scale: the first access counts most
    assert scores[2] - scores[1] > scores[3] - scores[2] - (scores[2] - scores[1])


def test_recency_halves_in_30_days_for_a_person_and_3x_faster_for_a_machine():
    person, machine = importance.recency(np.array([30.0, 30.0]), np.array([True, False]))
    assert person == pytest.approx(0.5)
    assert machine == pytest.approx(0.125)                               # three half-lives of 10 days
    assert importance.recency(np.array([1e6]), np.array([False]))[0] >= 0.0   # no underflow


def test_an_emotional_sentence_scores_higher_valence_than_a_neutral_one():
    neutral = importance.valence_of("The deployment script lives in the ops repository")
    joyful = importance.valence_of("I am thrilled and so grateful, best day ever!")
    grieving = importance.valence_of("My mother died last week and I am devastated")
    assert neutral == 0.0
    assert joyful > 0.7 and grieving > 0.7                               # intensity, either sign
    assert importance.emotional_valence(np.array([np.nan, 0.4])).tolist() == [0.0, 0.4]   # unscored: neutral


def test_a_burst_of_accesses_is_less_stable_than_the_same_number_spread_over_ten_weeks():
    age = np.array([70.0])
    burst = [[70.0 - (i + 1) * HOUR / 10 for i in range(10)]]           # ten accesses within the first hour
    spread = [[70.0 - 7 * (i + 1) for i in range(10)]]                   # one a week for ten weeks
    assert importance.stability(burst, age)[0] < 0.01
    assert importance.stability(spread, age)[0] == pytest.approx(1.0)
    assert importance.stability([[]], age)[0] == 0.0                     # never used: nothing to be stable
    assert importance.stability([[-3.0]], age)[0] == 0.0                 # an access after now does not count yet


def test_layer_boost_weighs_semantic_above_episodic_and_gives_an_unknown_layer_the_default():
    boost = importance.layer_boost(np.array(["semantic", "procedural", "codebase", "episodic", "working", "new"],
                                            dtype=object))
    assert boost.tolist() == [1.0, 1.0, 0.8, 0.5, 0.25, importance.DEFAULT_LAYER_BOOST]


def test_source_trust_is_the_stored_trust_of_the_source(mem):
    said = mem.store("Ann's sister is called Maya", user="ann", source="user").memory
    read = mem.store("The Q3 report says churn fell to 4%", user="ann", source="document").memory
    assert importance.source_trust(np.array([said.trust, read.trust])).tolist() == [1.0, 0.5]


def test_confirmations_and_verified_feedback_count_log_scaled():
    scores = importance.confirmation(np.array([0, 1, 3, 10, 50]))
    assert scores.tolist()[0] == 0.0 and scores.tolist()[-2:] == [1.0, 1.0]
    assert scores[1] == pytest.approx(math.log(2) / math.log(11))


def test_actr_activation_rises_with_recent_accesses_and_falls_with_time():
    age = np.array([30.0])
    never = importance.activation([[]], age)[0]
    used = importance.activation([[1.0, 2.0, 3.0]], age)[0]
    assert used > never
    assert importance.activation([[HOUR / 2]], age)[0] > importance.activation([[10.0]], age)[0]  # recency
    fading = [importance.activation([[5.0 + d]], np.array([30.0 + d]))[0] for d in (0, 30, 300)]
    assert fading[0] > fading[1] > fading[2]
    s = 30 ** -0.5 + 1 + 2 ** -0.5 + 3 ** -0.5                           # B = ln(sum t^-0.5); squash S / (1 + S)
    assert used == pytest.approx(s / (1 + s))


# -- combined ----------------------------------------------------------------------------


def test_default_weights_sum_to_one_and_the_score_is_their_weighted_mean(mem, clock):
    weights = ImportanceWeights()
    assert sum(getattr(weights, name) for name in FACTORS) == pytest.approx(1.0)
    assert weights.base == 0.4 and weights.frequency == weights.recency == 0.1
    assert [getattr(weights, n) for n in FACTORS[3:]] == [pytest.approx(1 / 15)] * 6
    unit = mem.store("Ann is furious that the release slipped again", user="ann", kind="episode").memory
    why = mem.explain_importance(unit.id, now=clock() + timedelta(days=3))
    assert set(why["factors"]) == set(FACTORS)
    assert why["score"] == pytest.approx(sum(f["contribution"] for f in why["factors"].values()), abs=1e-5)
    assert why["factors"]["valence"]["value"] > 0.5
    doubled = ImportanceWeights(**{n: 2 * getattr(weights, n) for n in FACTORS})   # only ratios matter
    assert importance.score(unit, clock(), doubled) == pytest.approx(importance.score(unit, clock()))


@given(st.lists(st.floats(0, 1), min_size=9, max_size=9), st.lists(st.floats(0, 10), min_size=9, max_size=9),
       st.sampled_from(FACTORS))
def test_the_combined_score_stays_in_0_1_and_never_falls_when_a_factor_rises(values, raw_weights, factor):
    if not sum(raw_weights):
        raw_weights = [1.0] * 9
    weights = ImportanceWeights(**dict(zip(FACTORS, raw_weights)))
    parts = {name: np.array([v]) for name, v in zip(FACTORS, values)}
    score = importance.combine(parts, weights)[0]
    higher = importance.combine({**parts, factor: np.array([1.0])}, weights)[0]
    assert 0.0 <= score <= higher <= 1.0


@pytest.mark.parametrize("bad", [{"base": -0.1}, {"trust": float("nan")}, {"recency": True},
                                 dict.fromkeys(FACTORS, 0.0)])
def test_impossible_weights_are_refused(bad):
    with pytest.raises(InvalidInput):
        ImportanceWeights(**bad)


def test_a_memory_gets_its_valence_and_combined_importance_at_write(mem, clock):
    unit = mem.store("We finally shipped it and the whole team is overjoyed", user="ann").memory
    stored = mem.get(unit.id)
    assert stored.valence == importance.valence_of(stored.text) > 0.5
    assert stored.effective_importance == importance.score(stored, clock())
    assert mem.get(unit.id).to_public()["effective_importance"] == stored.effective_importance


def test_editing_the_text_rescores_its_valence(mem):
    unit = mem.store("The build takes four minutes", user="ann").memory
    assert mem.get(unit.id).valence == 0.0
    edited = mem.edit(unit.id, text="The build takes four minutes and I hate it so much")
    assert edited.valence > 0.4 and edited.effective_importance is not None


# -- where engram uses it ----------------------------------------------------------------


@pytest.mark.parametrize("memory", ["mem", "pg_mem"])
def test_archival_keeps_a_confirmed_human_memory_and_archives_a_low_trust_one_of_equal_importance(
        request, clock, memory):
    m = request.getfixturevalue(memory)
    stated = m.store("Ann met the new landlord on Tuesday", user="ann", kind="episode", importance=0.4,
                     source="user").memory
    fetched = m.store("A page said the landlord owns six buildings", user="ann", kind="episode", importance=0.4,
                      source="web").memory
    m.backend.update("acme", stated.id, {"confirmations": 5})
    assert m.get(stated.id).importance == m.get(fetched.id).importance == 0.4     # the same base importance
    clock.advance(days=200)
    report = forget(m.backend, "acme", clock(), policy=ForgetPolicy(evict_below=0.0))   # archival alone
    assert report["archived"] == [fetched.id]
    assert m.get(stated.id).status is Status.ACTIVE and m.get(fetched.id).status is Status.ARCHIVED
    kept, gone = (m.explain_importance(i)["score"] for i in (stated.id, fetched.id))
    assert gone < ForgetPolicy().archive_importance <= kept


def test_recall_weighs_the_combined_importance_not_the_base_alone(mem, clock):
    first = mem.store("Ann keeps her bike in the blue shed", user="ann", importance=0.6).memory
    second = mem.store("Ann keeps her kayak in the blue shed", user="ann", importance=0.6, source="document").memory
    mem.backend.update("acme", first.id, {"confirmations": 10, "importance": 0.6})
    mem.backend.update("acme", second.id, {"importance": 0.6})
    clock.advance(days=10)
    hits = {h.memory.id: h for h in mem.recall("where does Ann keep things in the blue shed", user="ann",
                                                record_access=False)}
    for memory_id in (first.id, second.id):
        hit = hits[memory_id]
        expected = importance.score(mem.get(memory_id), clock()) * hit.why["decay"]
        assert hit.why["importance"] == pytest.approx(expected, abs=1e-6)
    assert hits[first.id].why["importance"] > hits[second.id].why["importance"]   # same base, different trust


def test_the_elastic_curve_takes_the_combined_importance_as_strength(mem, clock):
    unit = mem.store("Ann visited the aquarium", user="ann", kind="episode", importance=0.5).memory
    strong = mem.get(unit.id).model_copy(update={"effective_importance": 0.9})
    weak = strong.model_copy(update={"effective_importance": 0.1})
    later = clock() + timedelta(days=20)
    elastic = DecayPolicy("engram", mode="elastic")
    kept_strong, kept_weak = elastic.scores(inputs_for([strong, weak], later))
    assert kept_strong > kept_weak


@pytest.mark.parametrize("memory", ["mem", "pg_mem"])
def test_the_decay_job_recomputes_importance_and_a_second_run_rewrites_nothing(request, clock, memory):
    m = request.getfixturevalue(memory)
    ids = [m.store(text, user="ann", kind="episode").memory.id
           for text in ("Ann adopted a puppy and she is overjoyed", "Ann renewed her passport")]
    m.recall("Ann puppy", user="ann")                  # an access: frequency, stability and activation move
    clock.advance(days=40)
    first = m.manage("decay")
    assert first["counts"]["importance_rewritten"] == 2
    for memory_id in ids:
        assert m.get(memory_id).effective_importance == pytest.approx(
            m.explain_importance(memory_id)["score"], abs=1e-6)
    again = m.manage("decay")
    assert again["counts"]["importance_rewritten"] == 0
    assert [m.get(i).effective_importance for i in ids] == [pytest.approx(
        m.explain_importance(i)["score"], abs=1e-6) for i in ids]


def test_the_decay_job_scores_the_valence_of_memories_written_before_it_existed(mem):
    unit = mem.store("Ann is heartbroken about the cancelled trip", user="ann").memory
    mem.backend.update("acme", unit.id, {"valence": None, "effective_importance": None})   # as migrated
    preview = mem.manage("decay", dry_run=True)
    assert preview["counts"]["valence_scored"] == 1 and preview["counts"]["importance_rewritten"] is None
    assert mem.get(unit.id).valence is None
    done = mem.manage("decay")
    assert done["counts"]["valence_scored"] == 1 and done["counts"]["importance_rewritten"] == 1
    assert mem.get(unit.id).valence > 0.5
    assert mem.manage("decay")["counts"]["valence_scored"] == 0


# -- where a person sees it --------------------------------------------------------------


def test_the_api_explains_importance_to_a_key_that_may_see_the_memory_and_to_no_other(mem):
    from fastapi.testclient import TestClient

    from credo.keys import create_key
    from credo.server import Settings, create_app

    from .conftest import LOCAL

    unit = mem.store("Ann is proud of her first marathon", user="ann").memory
    ann, bo = (create_key(mem.backend, "acme", user=u)[0] for u in ("ann", "bo"))
    with TestClient(create_app(mem, Settings(require_keys=True)), base_url=LOCAL) as http:
        seen = http.get(f"/v1/memories/{unit.id}/importance", headers={"Authorization": f"Bearer {ann}"})
        hidden = http.get(f"/v1/memories/{unit.id}/importance", headers={"Authorization": f"Bearer {bo}"})
    assert seen.status_code == 200 and set(seen.json()["factors"]) == set(FACTORS)
    assert seen.json()["score"] == pytest.approx(mem.explain_importance(unit.id)["score"], abs=1e-6)
    assert hidden.status_code == 404 and "error" in hidden.json()


def test_the_cli_explains_importance_as_of_a_later_time(tmp_path):
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "CREDO_DB": str(tmp_path / "cli.db")}
    env.pop("CREDO_TENANT", None)

    def credo(*args):
        proc = subprocess.run([sys.executable, "-m", "credo.cli", *args], capture_output=True, text=True, env=env,
                              timeout=120)
        return proc.returncode, proc.stdout, proc.stderr

    _, out, _ = credo("store", "Ann's passport expires in May", "--user", "ann", "--kind", "episode", "--json")
    memory_id = json.loads(out)["memory"]["id"]
    code, now, err = credo("importance", memory_id, "--json")
    assert code == 0, err
    code, later, _ = credo("importance", memory_id, "--now", "2099-01-01", "--json")
    assert json.loads(later)["score"] < json.loads(now)["score"]          # recency and activation fade
    code, text, _ = credo("importance", memory_id)
    assert code == 0 and "activation" in text and "contribution" in text
    code, _, err = credo("importance", "no-such-id")
    assert code != 0 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_the_memory_page_shows_the_weighed_importance_and_its_factors(mem):
    from credo.server import Settings, create_app

    from .conftest import page_client

    unit = mem.store("Ann is proud of her first marathon", user="ann", importance=0.7).memory
    with page_client(create_app(mem, Settings())) as client:
        page = client.get(f"/memories/{unit.id}").text
    score = mem.explain_importance(unit.id)["score"]
    assert "0.70 given" in page and f"{score:.2f} weighed" in page
    assert all(f"<td>{name}</td>" in page for name in FACTORS)
