"""The belief decision (src/credo/belief.py): every rule as a case of decide(), no database.

Each case gives a candidate memory and the state load() would read, and says which
actions decide() returns: the kinds, in order, and what each one names.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from itertools import count
from typing import Any

import pytest

from credo.belief import (
    ArriveSuperseded,
    Collide,
    Escalate,
    Insert,
    JoinConflict,
    Merge,
    Pair,
    Reinforce,
    Relate,
    State,
    Supersede,
    decide,
    names_context,
)
from credo.models import ConflictRecord, ConflictStatus, Kind, MemoryUnit, Status
from credo.policies import WritePolicy

T0 = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)
POLICY = WritePolicy()
_ids = count()


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def memory(value: str | None = None, *, at: float = 0, recorded: float | None = None, text: str | None = None,
           attribute: str = "home_city", entity: str | None = "user", **fields: Any) -> MemoryUnit:
    """A memory of user ann: a fact (``value``) on ``entity.attribute`` true from day ``at``, or a plain text."""
    name = f"{next(_ids):032x}"
    structured = value is not None
    return MemoryUnit(id=name, tenant="t", user="ann", text=text or f"I live in {value}",
                      entity=entity if structured else None, attribute=attribute if structured else None,
                      value=value, valid_from=day(at), created_at=day(at if recorded is None else recorded),
                      **fields)


def conflict(*members: MemoryUnit, status: ConflictStatus = ConflictStatus.OPEN, resolved: float | None = None,
             kept: tuple[MemoryUnit, ...] = (), action: str = "keep_both") -> ConflictRecord:
    return ConflictRecord(id=f"c{next(_ids):031x}", tenant="t", user="ann", entity="user", attribute="home_city",
                          memory_ids=[m.id for m in members], reason="test", created_at=T0, status=status,
                          resolved_at=day(resolved) if resolved is not None else None,
                          resolution={"action": action, "kept": [m.id for m in kept]} if kept else None)


def shape(decision: Any) -> list[tuple[str, Any]]:
    """The decision as (action kind, what it names): ids where an action names memories."""
    out: list[tuple[str, Any]] = []
    for a in decision.actions:
        if isinstance(a, Insert):
            out.append(("insert", a.unit.status.value))
        elif isinstance(a, Supersede):
            out.append(("supersede", a.old.id))
        elif isinstance(a, Reinforce):
            out.append(("reinforce", a.existing.id))
        elif isinstance(a, Merge):
            out.append(("merge", a.old.id))
        elif isinstance(a, ArriveSuperseded):
            out.append(("arrive_superseded", a.newer.id))
        elif isinstance(a, JoinConflict):
            out.append(("join_silently" if a.silent else "join", a.conflict.id))
        elif isinstance(a, Escalate):
            out.append(("escalate", tuple(r.id for r in a.rivals)))
        elif isinstance(a, Collide):
            out.append(("collide", tuple(m.id for m in a.hidden)))
        elif isinstance(a, Relate):
            out.append(("link", tuple(m.id for m, _ in a.targets)))
    return out


# -- contradiction: the direct store and remember alike -------------------------------------------------

PARIS = memory("Paris", at=0)
ROME = memory("Rome", at=60)          # true from day 60, already known
SURE = memory("Paris", at=0, confidence=0.9)
OPEN = conflict(PARIS)


def cases() -> list[tuple[str, MemoryUnit, State, list[tuple[str, Any]]]]:
    berlin = memory("Berlin", at=30, recorded=30)
    return [
        ("a new value supersedes the older one", berlin, State(Pair(facts=(PARIS,), timeline=(PARIS,))),
         [("insert", "active"), ("supersede", PARIS.id)]),
        ("the same value again reinforces it, as remember does", memory("Paris", at=30),
         State(Pair(facts=(PARIS,))), [("reinforce", PARIS.id)]),
        ("a first value is simply written", berlin, State(Pair()), [("insert", "active")]),
        ("a memory without entity+attribute is simply written", memory(text="Ann likes tea"), State(),
         [("insert", "active")]),
        ("a tentative value never supersedes a surer one", memory("Berlin", at=30, confidence=0.4),
         State(Pair(facts=(SURE,))), [("insert", "active")]),
        ("a value true before a known later one enters as superseded", memory("Berlin", at=30),
         State(Pair(facts=(ROME,), timeline=(ROME,))), [("insert", "superseded"), ("arrive_superseded", ROME.id)]),
        ("a value of a contested pair joins its conflict, challenged", berlin, State(Pair(facts=(), conflict=OPEN)),
         [("insert", "challenged"), ("join", OPEN.id)]),
        ("a quarantined memory touches nothing", memory("Berlin", at=30, status=Status.QUARANTINED),
         State(Pair(facts=(PARIS,))), [("insert", "quarantined")]),
    ]


@pytest.mark.parametrize("name, unit, state, expected", cases(), ids=[c[0] for c in cases()])
def test_contradiction_cases(name, unit, state, expected):
    assert shape(decide(unit, state, POLICY)) == expected
    remembered = decide(unit, state, POLICY, ingest=True)
    assert shape(remembered)[: len(expected)] == expected  # remember agrees


def test_a_superseding_value_becomes_the_next_version_of_the_old():
    berlin = memory("Berlin", at=30)
    decision = decide(berlin, State(Pair(facts=(PARIS,))), POLICY)
    assert (decision.unit.version, decision.unit.parent_id) == (PARIS.version + 1, PARIS.id)
    assert decision.superseded == [PARIS.id] and berlin.version == 1      # the candidate itself is untouched


def test_a_value_true_before_a_known_one_is_ended_by_it():
    decision = decide(memory("Berlin", at=30), State(Pair(facts=(ROME,))), POLICY)
    assert (decision.unit.valid_until, decision.unit.superseded_by) == (ROME.valid_from, ROME.id)
    assert decision.superseded == [decision.unit.id]


# -- contradiction loops ----------------------------------------------------------------------------------


def test_a_value_returning_within_90_days_escalates_instead_of_flipping():
    berlin = memory("Berlin", at=30)
    back = memory("Paris", at=60)
    decision = decide(back, State(Pair(facts=(berlin,), timeline=(PARIS, berlin))), POLICY)
    assert shape(decision) == [("insert", "challenged"), ("escalate", (berlin.id,))]
    assert "returned to a value it replaced within 90 days" in decision.actions[1].reason


def test_a_return_that_names_what_it_gives_up_is_settled_not_a_loop():
    # "Returned the iPhone, I'm back on my Pixel": the person settled it; saying nothing would be a loop
    berlin = memory("Berlin", at=30)
    back = memory("Paris", at=60, metadata={"gives_up": "berlin"})
    assert shape(decide(back, State(Pair(facts=(berlin,), timeline=(PARIS, berlin))), POLICY)) == [
        ("insert", "active"), ("supersede", berlin.id)]
    elsewhere = memory("Paris", at=60, metadata={"gives_up": "Lyon"})  # gives up something else: still a loop
    assert shape(decide(elsewhere, State(Pair(facts=(berlin,), timeline=(PARIS, berlin))), POLICY))[0] == (
        "insert", "challenged")


def test_a_value_returning_after_90_days_is_a_slow_change():
    berlin = memory("Berlin", at=30)
    back = memory("Paris", at=200)
    assert shape(decide(back, State(Pair(facts=(berlin,), timeline=(PARIS, berlin))), POLICY)) == [
        ("insert", "active"), ("supersede", berlin.id)]


def test_a_third_change_in_30_days_of_record_time_escalates_a_live_write():
    old = memory("Berlin", at=10)
    decision = decide(memory("Lyon", at=12), State(Pair(facts=(old,), timeline=(old,), churn=2)), POLICY)
    assert shape(decision) == [("insert", "challenged"), ("escalate", (old.id,))]
    assert "flipped 3+ times in 30 days" in decision.actions[1].reason


def test_record_time_churn_does_not_count_for_a_backfill_of_old_history():
    old = memory("Berlin", at=-400, recorded=12)
    backfill = memory("Lyon", at=-300, recorded=12)
    assert shape(decide(backfill, State(Pair(facts=(old,), timeline=(old,), churn=5)), POLICY)) == [
        ("insert", "active"), ("supersede", old.id)]


def test_a_third_change_in_30_days_of_event_time_escalates():
    a, b, c = memory("Berlin", at=1), memory("Lyon", at=5), memory("Nice", at=9)
    decision = decide(memory("Oslo", at=12), State(Pair(facts=(c,), timeline=(a, b, c))), POLICY)
    assert shape(decision)[-1] == ("escalate", (c.id,))
    assert "changed 3+ times in 30 days of event time" in decision.actions[1].reason


def test_a_window_of_zero_turns_the_churn_checks_off():
    a, b, c = memory("Berlin", at=1), memory("Lyon", at=5), memory("Nice", at=9)
    off = WritePolicy(loop_window_days=0, return_window_days=0)
    assert shape(decide(memory("Oslo", at=12), State(Pair(facts=(c,), timeline=(a, b, c), churn=9)), off)) == [
        ("insert", "active"), ("supersede", c.id)]


# -- a person's resolution stands ----------------------------------------------------------------------


def resolved_pair(kept: tuple[MemoryUnit, ...], facts: tuple[MemoryUnit, ...]) -> Pair:
    record = conflict(*kept, status=ConflictStatus.RESOLVED, resolved=20, kept=kept)
    return Pair(facts=facts, timeline=facts, resolution=record, kept=kept)


MORNING_CONSULTING = memory("morning", attribute="meetings@consulting", metadata={"context": "consulting"},
                            text="I prefer morning meetings")
AFTERNOON = memory("afternoon", attribute="meetings", text="I prefer afternoon meetings")


def test_the_default_a_person_kept_passes_as_an_ordinary_value():
    pair = resolved_pair((MORNING_CONSULTING, AFTERNOON), (AFTERNOON,))
    again = memory("afternoon", attribute="meetings", at=40, text="Afternoons suit me")
    assert shape(decide(again, State(pair), POLICY)) == [("reinforce", AFTERNOON.id)]  # the same value: reinforced


def test_a_value_kept_in_a_context_and_said_in_it_is_scoped_to_it():
    pair = resolved_pair((MORNING_CONSULTING, AFTERNOON), (AFTERNOON,))
    said = memory("morning", attribute="meetings", at=40, text="Morning calls again for the consulting client")
    decision = decide(said, State(pair), POLICY)
    assert decision.outcome == "rescope" and decision.unit.attribute == "meetings@consulting"
    assert decision.unit.metadata["resolution"] == pair.resolution.id


def test_a_value_kept_in_a_context_said_without_it_reopens_the_pair():
    pair = resolved_pair((MORNING_CONSULTING, AFTERNOON), (AFTERNOON,))
    said = memory("morning", attribute="meetings", at=40, text="I prefer morning meetings for everything now")
    decision = decide(said, State(pair), POLICY)
    assert shape(decision) == [("insert", "challenged"), ("escalate", (AFTERNOON.id,))]
    assert decision.actions[1].reopens == pair.resolution.id


def test_a_value_the_resolution_did_not_keep_reopens_the_pair():
    pair = resolved_pair((AFTERNOON,), (AFTERNOON,))
    said = memory("evening", attribute="meetings", at=40, text="Evenings now")
    assert shape(decide(said, State(pair), POLICY))[-1] == ("escalate", (AFTERNOON.id,))


def test_a_resolution_whose_kept_memories_are_gone_is_no_longer_in_force():
    record = conflict(AFTERNOON, status=ConflictStatus.RESOLVED, resolved=20, kept=(AFTERNOON,))
    said = memory("evening", attribute="meetings", at=40, text="Evenings now")
    assert shape(decide(said, State(Pair(resolution=record, kept=())), POLICY)) == [("insert", "active")]


def test_names_context_matches_by_word_stem():
    assert names_context("for the consultancy work", "consulting")
    assert not names_context("for everything now", "consulting")


# -- what the writer may not see -----------------------------------------------------------------------


def test_a_fact_the_writer_may_not_see_is_left_alone_and_the_collision_queued():
    hidden = memory("Paris", classification="restricted")
    decision = decide(memory("Berlin", at=30), State(Pair(hidden=(hidden,))), POLICY)
    assert shape(decision) == [("insert", "active"), ("collide", (hidden.id,))]
    assert decision.superseded == []


def test_a_conflict_the_writer_may_not_see_is_joined_silently():
    behind = conflict(memory("Paris"))
    decision = decide(memory("Berlin", at=30), State(Pair(conflict_behind=behind)), POLICY)
    assert shape(decision) == [("insert", "active"), ("join_silently", behind.id)]


def test_a_hidden_duplicate_of_a_plain_memory_is_queued_for_review():
    twin = memory(text="Ann's passport number is in the drawer", classification="restricted")
    decision = decide(memory(text="Ann's passport number is in the drawer"), State(hidden_twin=twin), POLICY,
                      ingest=True)
    assert ("collide", (twin.id,)) in shape(decision)


# -- dedupe and merge (remember) ------------------------------------------------------------------------


def test_the_same_fact_again_reinforces_the_stored_one():
    decision = decide(memory("Paris", at=10), State(Pair(facts=(PARIS,))), POLICY, ingest=True)
    assert decision.outcome == "duplicate" and shape(decision) == [("reinforce", PARIS.id)]
    assert "same user.home_city" in decision.note


def test_a_near_identical_text_reinforces_and_a_changed_number_does_not():
    tea = memory(text="Ann drinks 2 cups of green tea every morning")
    near = memory(text="Ann drinks 2 cups of green tea each morning")
    assert shape(decide(near, State(neighbours=((tea, 0.97),)), POLICY, ingest=True)) == [("reinforce", tea.id)]
    changed = memory(text="Ann drinks 3 cups of green tea every morning")
    assert shape(decide(changed, State(neighbours=((tea, 0.97),)), POLICY, ingest=True))[0] == ("insert", "active")


def test_the_same_words_reinforce_at_any_cosine_whatever_the_case_and_punctuation():
    code = memory(text="Ann's cafe door code is zqx42")
    again = memory(text="ann's cafe door code is zqx42.")
    assert shape(decide(again, State(neighbours=((code, 0.9),)), POLICY, ingest=True)) == [("reinforce", code.id)]
    other = memory(text="Ann's cafe door code is zqx43")
    assert shape(decide(other, State(neighbours=((code, 0.9),)), POLICY, ingest=True))[0] == ("insert", "active")


def test_a_heavily_overlapping_text_is_the_next_version():
    old = memory(text="The deploy script needs the staging token and the vpn on")
    new = memory(text="The deploy script needs the staging token and the vpn off")
    decision = decide(new, State(neighbours=((old, 0.9),)), POLICY, ingest=True)
    assert shape(decision)[:2] == [("insert", "active"), ("supersede", old.id)]
    assert decision.unit.parent_id == old.id and decision.actions[1].reason == f"next version is {new.id}"


def test_a_close_paraphrase_is_merged_into_the_stored_memory():
    old = memory(text="Ann likes hiking in the mountains during summer", importance=0.7)
    new = memory(text="In summertime Ann enjoys long mountain hikes", importance=0.4)
    decision = decide(new, State(neighbours=((old, 0.88),)), POLICY, ingest=True)
    assert decision.outcome == "merged" and shape(decision) == [("merge", old.id)]
    assert (decision.unit.parent_id, decision.unit.importance, decision.unit.confirmations) == (old.id, 0.7, 1)


def test_a_structured_fact_is_never_merged_into_a_different_fact():
    other = memory("Rome", text="I live in Rome")
    decision = decide(memory("Paris", at=10, text="I live in Paris"), State(Pair(), neighbours=((other, 0.99),)),
                      POLICY, ingest=True)
    assert decision.outcome == "stored"


def test_surprise_moves_the_importance_of_a_new_memory():
    far = tuple((memory(text=f"unrelated note {i}"), 0.05) for i in range(5))
    near = tuple((memory(text=f"almost the same note {i}"), 0.8) for i in range(5))
    new = memory(text="Ann adopted a greyhound called Pip", importance=0.5)
    novel = decide(new, State(neighbours=far), POLICY, ingest=True).unit
    redundant = decide(new, State(neighbours=near), POLICY, ingest=True).unit
    assert novel.importance > 0.5 > redundant.importance and novel.surprise is not None


def test_a_new_memory_links_to_its_close_neighbours_within_the_cap():
    close = [memory(text=f"note about the garden {i}") for i in range(3)]
    saturated, far = close[1], memory(text="something else")
    state = State(neighbours=((close[0], 0.6), (saturated, 0.5), (close[2], 0.4), (far, 0.1)),
                  link_counts={saturated.id: 2 * POLICY.max_links})
    decision = decide(memory(text="Ann planted tomatoes in the garden"), state, POLICY, ingest=True)
    assert ("link", (close[0].id, close[2].id)) in shape(decision)


def test_a_new_diet_retires_a_liking_it_rules_out():
    steak = memory("steak", attribute="likes", text="I love steak")
    tea = memory("green tea", attribute="likes", text="I love green tea")
    diet = memory("vegetarian", attribute="diet", at=5, text="I'm vegetarian now")
    decision = decide(diet, State(Pair(), liked=(steak, tea)), POLICY, ingest=True)
    assert ("supersede", steak.id) in shape(decision) and ("supersede", tea.id) not in shape(decision)


def test_decide_never_changes_what_it_is_given():
    berlin = memory("Berlin", at=30)
    before = (berlin.model_dump(), PARIS.model_dump())
    decide(berlin, State(Pair(facts=(PARIS,), conflict=conflict(PARIS))), POLICY, ingest=True)
    assert (berlin.model_dump(), PARIS.model_dump()) == before
    assert berlin.kind is Kind.FACT


# -- belief updates follow meaning (issue 21) ------------------------------------------------------------


def allergy(value: str, *, at: float = 0, **fields: Any) -> MemoryUnit:
    retracted = fields.get("metadata", {}).get("retracts")
    return memory(value, at=at, attribute="allergies",
                  text=f"I'm {'no longer ' if retracted else ''}allergic to {value}", **fields)


def no_longer(value: str, *, at: float = 0) -> MemoryUnit:
    return allergy(value, at=at, metadata={"retracts": True})


PEANUTS = allergy("peanuts")
SHELLFISH = allergy("shellfish", at=10)


def meaning_cases() -> list[tuple[str, MemoryUnit, State, list[tuple[str, Any]]]]:
    gone = no_longer("peanuts", at=20)
    library = memory("library", attribute="employer", text="Weekdays I work at the library")
    return [
        ("a second value of a multi-valued attribute joins the first", SHELLFISH,
         State(Pair(facts=(PEANUTS,), timeline=(PEANUTS,))), [("insert", "active")]),
        ("a value said as one more joins even a single-valued attribute",
         memory("climbing gym", at=5, attribute="employer", text="I also work at a climbing gym",
                metadata={"adds": True}),
         State(Pair(facts=(library,), timeline=(library,))), [("insert", "active")]),
        ("'no longer X' retires exactly X", no_longer("peanuts", at=20),
         State(Pair(facts=(PEANUTS, SHELLFISH), timeline=(PEANUTS, SHELLFISH))),
         [("insert", "active"), ("supersede", PEANUTS.id)]),
        ("'no longer X' of a single-valued attribute retires X", memory("Paris", at=30, metadata={"retracts": True}),
         State(Pair(facts=(PARIS,), timeline=(PARIS,))), [("insert", "active"), ("supersede", PARIS.id)]),
        ("'no longer Y' leaves another value alone", memory("Rome", at=30, metadata={"retracts": True}),
         State(Pair(facts=(PARIS,), timeline=(PARIS,))), [("insert", "active")]),
        ("a value said again after its retraction ends the retraction", allergy("peanuts", at=200),
         State(Pair(facts=(gone, SHELLFISH), timeline=(PEANUTS, SHELLFISH, gone))),
         [("insert", "active"), ("supersede", gone.id)]),
        ("a new value of a single-valued attribute ends a retraction of itself only",
         memory("Rome", at=200), State(Pair(facts=(memory("Paris", at=30, metadata={"retracts": True}),)))
         , [("insert", "active")]),
    ]


@pytest.mark.parametrize("name, unit, state, expected", meaning_cases(), ids=[c[0] for c in meaning_cases()])
def test_values_join_and_retract_by_meaning(name, unit, state, expected):
    assert shape(decide(unit, state, POLICY)) == expected
    assert shape(decide(unit, state, POLICY, ingest=True))[: len(expected)] == expected


def test_no_sequence_of_multi_valued_writes_erases_a_value_it_did_not_retract():
    held: list[MemoryUnit] = []
    for day, name in enumerate(("peanuts", "shellfish", "latex", "penicillin", "sesame", "kiwi")):
        decision = decide(allergy(name, at=day * 10), State(Pair(facts=tuple(held), timeline=tuple(held))),
                          POLICY, ingest=True)
        assert decision.superseded == [] and decision.outcome == "stored", name
        held.append(decision.unit)
    retraction = decide(no_longer("latex", at=100), State(Pair(facts=tuple(held), timeline=tuple(held))), POLICY)
    assert retraction.superseded == [held[2].id]


def test_a_retraction_is_never_a_duplicate_of_what_it_retracts():
    text_twin = memory(text="I'm allergic to peanuts")  # the same words, unstructured
    decision = decide(no_longer("peanuts", at=20), State(Pair(facts=(PEANUTS,)), neighbours=((text_twin, 0.97),)),
                      POLICY, ingest=True)
    assert decision.outcome == "stored" and ("supersede", PEANUTS.id) in shape(decision)
    again = decide(allergy("peanuts", at=30), State(Pair(facts=(PEANUTS,))), POLICY, ingest=True)
    assert again.outcome == "duplicate" and shape(again) == [("reinforce", PEANUTS.id)]


def test_a_new_value_of_a_multi_valued_attribute_does_not_join_another_values_conflict():
    flip = no_longer("peanuts", at=20)
    contested = conflict(PEANUTS, flip)
    pair = Pair(facts=(), timeline=(PEANUTS, flip), conflict=contested)
    assert shape(decide(SHELLFISH, State(pair), POLICY)) == [("insert", "active")]
    assert shape(decide(allergy("peanuts", at=30), State(pair), POLICY)) == [("insert", "challenged"),
                                                                              ("join", contested.id)]


# -- attributes worded differently ------------------------------------------------------------------------


def test_a_differently_worded_attribute_close_enough_is_read_as_the_users_own():
    said = memory("Hetzner", at=30, attribute="hosting_provider", text="We host on Hetzner now")
    decision = decide(said, State(Pair(), kin=(("hosting", 0.9), ("home_city", 0.2))), POLICY, ingest=True)
    assert decision.outcome == "rescope" and decision.unit.attribute == "hosting"
    assert decision.unit.metadata["attribute_as_said"] == "hosting_provider"


@pytest.mark.parametrize("kin, metadata", [
    ((("hosting", POLICY.attribute_cosine - 0.01),), {}),          # not close enough
    ((("hosting", 0.99),), {"attribute_as_said": "hosts_on"}),      # renamed once already
])
def test_an_attribute_is_renamed_only_when_close_enough_and_only_once(kin, metadata):
    said = memory("Hetzner", at=30, attribute="hosting_provider", metadata=metadata)
    assert decide(said, State(Pair(), kin=kin), POLICY, ingest=True).outcome == "stored"


# -- decisions replaced, by meaning ----------------------------------------------------------------------


def decision_memory(text: str, *, at: float = 0, recorded: float | None = None, **fields: Any) -> MemoryUnit:
    return memory(text=text, at=at, recorded=recorded, kind=Kind.DECISION, **fields)


def test_scrap_that_takes_back_the_decision_just_made():
    postgres = decision_memory("We'll use Postgres for the analytics DB", at=0)
    older = decision_memory("We'll run CI on CircleCI", at=-1)
    mysql = decision_memory("Scrap that, we're going with MySQL", at=1)
    decision = decide(mysql, State(recent=((postgres, 0.4), (older, 0.1))), POLICY, ingest=True)
    assert ("supersede", postgres.id) in shape(decision) and ("supersede", older.id) not in shape(decision)


def test_scrap_that_reaches_no_further_back_than_the_reversal_window():
    postgres = decision_memory("We'll use Postgres for the analytics DB", at=0)
    mysql = decision_memory("Scrap that, we're going with MySQL", at=POLICY.reversal_days + 1)
    assert shape(decide(mysql, State(recent=((postgres, 0.4),)), POLICY, ingest=True)) == [("insert", "active")]


def replacing_cases() -> list[tuple[str, MemoryUnit, MemoryUnit, float, bool]]:
    aws = decision_memory("The team decided to host the pipeline on AWS", at=0)
    hetzner = decision_memory("The team is moving hosting to Hetzner instead of AWS", at=90)
    return [
        ("'instead of X' retires the decision stating X", aws, hetzner, 0.64, True),
        ("'not X' retires the decision stating X", decision_memory("We've picked Oakwood for Lily's school"),
         decision_memory("Final decision: Lily's going to St Anne's, not Oakwood", at=40), 0.6, True),
        ("'from X to Y' retires the fact stating X", memory(text="I keep all my notes in Evernote"),
         memory(text="Finally migrated everything from Evernote to Obsidian", at=150), 0.6, True),
        ("a replacement on another topic retires nothing", aws, hetzner, POLICY.replace_cosine - 0.01, False),
        ("one of a kind put in the place of another of that kind retires it, whatever reason follows",
         decision_memory("I've booked the Bronze party package for Finley's birthday"),
         decision_memory("Please change us to the Gold package instead of Bronze, more kids are coming", at=1),
         POLICY.replace_cosine - 0.05, True),
        ("another person's move never moves the user", memory("Glasgow", text="I live in Glasgow"),
         memory(text="My sister moved from Glasgow to Dundee", at=60), 0.7, False),
        ("a replacement true before the memory it names retires nothing",
         decision_memory("The team decided to host the pipeline on AWS", at=100), hetzner, 0.64, False),
        ("a number named as replaced is no name", memory(text="Piano lessons are 5 days a week"),
         memory(text="Our team has 8 people now, not 5", at=10), 0.3, False),
        ("a mention that does not replace retires nothing", aws,
         decision_memory("The team keeps the pipeline on AWS and adds Hetzner for backups", at=90), 0.7, False),
    ]


def test_a_replacement_that_loops_escalates_and_retires_nothing():
    coffee = memory("coffee", attribute="morning_drink", text="I drink coffee in the mornings")
    tea = memory("tea", at=14, attribute="morning_drink", text="I drink tea in the mornings")
    back = memory("coffee", at=28, attribute="morning_drink", text="Switched from tea back to coffee in the mornings")
    decision = decide(back, State(Pair(facts=(tea,), timeline=(coffee, tea)), neighbours=((tea, 0.8),)), POLICY,
                      ingest=True)
    assert shape(decision)[:2] == [("insert", "challenged"), ("escalate", (tea.id,))]
    assert decision.superseded == []


def test_a_tentative_replacement_retires_nothing():
    aws = decision_memory("The team decided to host the pipeline on AWS", confidence=0.9)
    maybe = decision_memory("Maybe Hetzner instead of AWS someday", at=10, confidence=0.4)
    assert decide(maybe, State(neighbours=((aws, 0.7),)), POLICY, ingest=True).superseded == []


@pytest.mark.parametrize("name, old, new, cosine, retired", replacing_cases(), ids=[c[0] for c in replacing_cases()])
def test_a_statement_retires_what_it_names_as_replaced(name, old, new, cosine, retired):
    decision = decide(new, State(neighbours=((old, cosine),)), POLICY, ingest=True)
    assert (("supersede", old.id) in shape(decision)) is retired


# -- different named things never supersede or merge ------------------------------------------------------


@pytest.mark.parametrize("old_text, new_text", [
    ("My son's school starts at 8:45 every weekday morning.",
     "My daughter's school starts at half past eight every weekday morning."),
    ("Deploying the billing service required a manual migration of the ledger tables and a restart.",
     "Deploying the search service required a manual migration of the ledger tables and a restart."),
    ("Project Atlas is due on the fifteenth and needs the design review done first.",
     "Project Nimbus is due on the fifteenth and needs the design review done first."),
])
@pytest.mark.parametrize("cosine", [0.99, 0.9])
def test_texts_about_different_named_things_are_never_one_memory(old_text, new_text, cosine):
    old = memory(text=old_text)
    decision = decide(memory(text=new_text, at=1), State(neighbours=((old, cosine),)), POLICY, ingest=True)
    assert decision.outcome == "stored" and decision.superseded == []


# -- a change or a correction said in words the structure cannot name (issue 21) ---------------------------


def changing_cases() -> list[tuple[str, MemoryUnit, MemoryUnit, float, bool]]:
    team = memory("payments team", attribute="team", text="I'm on the payments team")
    return [
        ("a change said in other words retires what it changes", team,
         memory(text="Moved teams last month, I'm in search infrastructure now", at=90), 0.52, True),
        ("a change of a routine's time is the change, not two things", memory(text="I work out in the mornings"),
         memory(text="Switched to evening workouts, mornings are too rushed", at=20), 0.72, True),
        ("a statement that says no change retires nothing", team,
         memory(text="I'm in search infrastructure", at=90), 0.52, False),
        ("a change on another topic retires nothing", team,
         memory(text="I'm learning Rust on weekends now", at=90), POLICY.change_cosine - 0.01, False),
        ("a change about another person never changes the user", memory("Glasgow", text="I live in Glasgow"),
         memory("Dundee", entity="sister", text="My sister moved to Dundee now", at=60), 0.7, False),
        ("a change of another named thing retires nothing",
         memory(text="My son's school starts at 8:45 every weekday"),
         memory(text="My daughter's school starts at 8:30 now", at=30), 0.8, False),
        ("a structured change leaves another structured fact to its pair", team,
         memory("Acme", attribute="employer", text="I work at Acme now", at=90), 0.6, False),
        ("one value of a multi-valued attribute is never changed by meaning",
         memory("peanuts", attribute="allergies", text="I'm allergic to peanuts"),
         memory(text="I switched to oat milk now", at=30), 0.6, False),
        ("an event is never changed", memory(text="We deployed v2.1 on March 28", kind=Kind.EPISODE),
         memory(text="We deploy on Thursdays now", at=30), 0.6, False),
    ]


@pytest.mark.parametrize("name, old, new, cosine, retired", changing_cases(), ids=[c[0] for c in changing_cases()])
def test_a_statement_of_change_retires_the_memory_it_changes_by_meaning(name, old, new, cosine, retired):
    decision = decide(new, State(neighbours=((old, cosine),)), POLICY, ingest=True)
    assert (("supersede", old.id) in shape(decision)) is retired


def test_a_change_back_to_what_was_just_replaced_is_contested_not_flipped():
    morning = memory(text="I work out in the mornings", status=Status.SUPERSEDED)
    evening = memory(text="Switched to evening workouts, mornings are too rushed", at=21)
    back = memory(text="Back to morning workouts, evenings kept getting cancelled", at=42)
    decision = decide(back, State(neighbours=((evening, 0.75),), before={evening.id: (morning, 0.43)}), POLICY,
                      ingest=True)
    assert shape(decision)[:2] == [("insert", "challenged"), ("escalate", (evening.id,))]
    later = back.model_copy(update={"valid_from": day(21 + POLICY.return_window_days + 1)})
    slow = decide(later, State(neighbours=((evening, 0.75),), before={evening.id: (morning, 0.43)}), POLICY,
                  ingest=True)
    assert ("supersede", evening.id) in shape(slow)


def test_a_correction_takes_the_attribute_of_what_it_corrects_with_its_value():
    gmail = memory("dana.k@gmail.com", attribute="email", text="My email is dana.k@gmail.com")
    oops = memory(text="Oops, wrong one, it's dana.k@proton.me", at=0.001)
    decision = decide(oops, State(neighbours=((gmail, 0.66),)), POLICY, ingest=True)
    assert decision.outcome == "rescope"
    assert (decision.unit.entity, decision.unit.attribute, decision.unit.value) == ("user", "email", "dana.k@proton.me")


@pytest.mark.parametrize("text, at", [
    ("Oops, wrong one, it's dana.k@proton.me", POLICY.correction_hours / 24 + 1),   # said days later
    ("Sorry, the user has to leave early today because of the dentist", 0.001),     # no value given plainly
])
def test_a_correction_changes_nothing_said_long_before_or_without_a_value(text, at):
    gmail = memory("dana.k@gmail.com", attribute="email", text="My email is dana.k@gmail.com")
    decision = decide(memory(text=text, at=at), State(neighbours=((gmail, 0.5),)), POLICY, ingest=True)
    assert decision.outcome == "stored" and decision.superseded == []


def test_a_correction_naming_the_wrong_value_of_a_list_replaces_that_value_only():
    """ "My son's name is Tobias." then "sorry, typo, it's Tomas, not Tobias": children are a list, so the
    correction would join it; the value it names as wrong is retired, the other child stays."""
    tobias = memory("Tobias", attribute="child", text="My son's name is Tobias.")
    ida = memory("Ida", attribute="child", text="My daughter is called Ida.", at=-30)
    oops = memory(text="Sorry, typo, it's Tomas, not Tobias.", at=0.001)
    rescoped = decide(oops, State(neighbours=((tobias, 0.7),)), POLICY, ingest=True)
    assert rescoped.outcome == "rescope" and rescoped.unit.value == "Tomas"
    decided = decide(rescoped.unit, State(Pair(facts=(ida, tobias)), neighbours=((tobias, 0.7),)), POLICY,
                     ingest=True)
    assert decided.superseded == [tobias.id]
    # a correction that names no value as wrong adds nothing to take away from a list
    plain = memory(text="Sorry, typo, it's Tomas.", at=0.001)
    assert decide(plain, State(neighbours=((tobias, 0.7),)), POLICY, ingest=True).outcome != "rescope"
