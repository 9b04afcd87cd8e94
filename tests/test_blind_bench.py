"""Issue 21's blind benchmark is well formed: the reader set and the belief scenarios parse, and every
category is split evenly between dev and holdout.

These check the yardstick only (quickly, without replaying anything); credo's scores on it are
bench/results/extraction_reader.json and beliefs_blind_{dev,heldout}.json.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from credo.vocabulary import canonical_attribute
from credo.models import Kind, Source

from .conftest import load_bench

ROOT = Path(__file__).resolve().parent.parent
READER = ROOT / "tests" / "data" / "reader_utterances.jsonl"
KINDS = {k.value for k in Kind}

beliefs = load_bench("beliefs")
blind = load_bench("beliefs_blind")
evaluation = load_bench("extraction_eval")
people = load_bench("people")


def _rows() -> list[dict]:
    return [json.loads(line) for line in READER.read_text(encoding="utf-8").splitlines() if line.strip()]


def _triples(row: dict) -> list[list[str]]:
    return row.get("triples") or ([[row["entity"], row["attribute"], row["value"]]] if row["attribute"] else [])


def test_reader_set_has_520_rows_in_the_open_labels_format():
    rows = _rows()
    assert len(rows) >= 520
    assert len({r["id"] for r in rows}) == len(rows)
    assert len({r["text"] for r in rows}) == len(rows)
    for row in rows:
        assert {"id", "text", "speaker", "decision", "kind", "entity", "attribute", "value", "split",
                "category"} <= set(row), row["id"]
        assert row["decision"] in {"store", "skip", "low"}
        assert (row["kind"] is None) == (row["decision"] == "skip"), row["id"]
        assert row["kind"] is None or row["kind"] in KINDS
        Source.parse(row["speaker"])
        assert row["decision"] == "store" or not _triples(row), row["id"]
        for entity, attribute, value in _triples(row):
            # labels name attributes in snake_case; the scorer maps both sides through the vocabulary,
            # which may grow ("instrument" -> "instruments") without relabelling a set written before it
            assert entity and value and attribute == attribute.strip().lower().replace(" ", "_"), (row["id"], attribute)
            assert canonical_attribute(canonical_attribute(attribute)) == canonical_attribute(attribute)
        assert all(isinstance(m, str) and m for m in row.get("mentions", []))


def test_reader_set_covers_the_issue_and_splits_every_category_in_half():
    rows = _rows()
    by_category = Counter(r["category"] for r in rows)
    assert {"other-people", "first-person", "preference", "decision", "team", "event", "routine", "lesson",
            "multi-valued", "removal", "negation", "hedge", "framing-low", "framing-sincere", "skip",
            "correction", "multi-fact"} <= set(by_category)
    assert by_category["other-people"] >= 60
    for category, n in by_category.items():
        dev = sum(1 for r in rows if r["category"] == category and r["split"] == "dev")
        assert dev * 2 == n, category
    assert {r["split"] for r in rows} == {"dev", "holdout"}


def test_blind_scenarios_are_110_known_steps_split_in_half_by_category():
    dev, held = blind.BLIND_DEV, blind.BLIND_HELDOUT
    assert len(dev) + len(held) >= 110
    ids = [s["id"] for s in dev + held]
    assert len(set(ids)) == len(ids)
    assert Counter(s["category"] for s in dev) == Counter(s["category"] for s in held)
    assert {s["split"] for s in dev} == {"dev"} and {s["split"] for s in held} == {"holdout"}
    for spec in dev + held:
        assert any("check" in item for item in spec["script"]), spec["id"]
        for item in spec["script"]:
            assert item.get("op") in beliefs.STEPS or item.get("check") in beliefs.CHECKS, (spec["id"], item)
    assert [s["id"] for s in beliefs.SETS["blind-dev"][0]] == [s["id"] for s in dev]
    assert [s["id"] for s in beliefs.SETS["blind-heldout"][0]] == [s["id"] for s in held]


def test_person_keys_follow_the_convention():
    assert people.person_key("User's Mum") == "mother"
    assert people.same_person("wife_ana", "ana") and people.same_person("boss", "manager")
    assert not people.same_person("user", "ann") and not people.same_person("team", "user")


def test_reader_scoring_counts_facts_about_others_and_the_right_thing_stored():
    rows = [
        {"id": "a", "text": "Ann lives in Lisbon.", "decision": "store", "kind": "fact", "entity": "ann",
         "attribute": "home_city", "value": "Lisbon", "category": "other-people"},
        {"id": "b", "text": "What if I were a doctor?", "decision": "low", "kind": "fact", "entity": None,
         "attribute": None, "value": None, "category": "framing-low"},
    ]
    claims = [
        [{"entity": "user", "attribute": "lives in", "value": "lisbon", "kind": "fact", "confidence": 0.9,
          "text": "User lives in Lisbon"}],
        [{"entity": "user", "attribute": "job_title", "value": "doctor", "kind": "fact", "confidence": 0.3,
          "text": "What if the user were a doctor"}],
    ]
    report = evaluation.reader_score(rows, claims, [0.001, 0.002])
    assert report["decision"]["accuracy"] == 1.0
    assert report["other_people"] == {"triples": 1, "stored_about_them": 0, "rate": 0.0, "strict_rate": 0.0,
                                      "taken_as_user": 1}
    assert report["right_thing_stored"] == {"rows": 1, "right": 0, "rate": 0.0}
    assert report["triple"]["precision"] == 0.0 and report["seconds_per_turn"]["turns"] == 2
    claims[0][0]["entity"] = "Ann"
    assert evaluation.reader_score(rows, claims, [0.001, 0.002])["right_thing_stored"]["right"] == 1


def test_the_reader_set_runs_one_split_into_its_own_file(tmp_path, monkeypatch):
    monkeypatch.delenv("CREDO_BENCH_LLM_BASE_URL", raising=False)
    assert evaluation.main_reader(out=tmp_path / "reader.json", split="dev5") == 0
    report = json.loads((tmp_path / "reader_dev5.json").read_text())
    rows = {split: figures["rows"] for split, figures in report["rules"]["extract"].items() if split != "all"}
    assert rows["dev5"] == 42 and not any(n for split, n in rows.items() if split != "dev5")
