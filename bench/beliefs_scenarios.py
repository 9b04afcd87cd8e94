"""Scenarios for bench/beliefs.py: belief over real time, written before anyone tuned credo for them.

Each scenario is a story told to credo through its public API, in event time,
followed by questions about what credo then serves. A scenario passes when
every one of its checks passes. The stories come from the seeds
(/work/shared/seeds: 000 meetings, 001 doctor, 002 engram lifecycle,
003 agentmemory lifecycle, 004 knowlyr's fabricated tasks) and from what a
team running credo for a year of real conversations would expect.

The vocabulary is deliberately small; every step and check is a plain dict:

Steps (run in order, each at its own time ``t``):

* ``say(t, text, source=...)``   -- ``Memory.remember`` (the extractor decides what is kept)
* ``put(t, text, attr, value)``  -- ``Memory.store`` with entity/attribute/value given
* ``run(t, job)``                -- ``Memory.manage(job, now=t)`` ("all" or one job)
* ``resolve(t, action, ...)``    -- a person settles the user's open conflict
* ``use(t, query)``              -- the agent recalls (records access, like real use)
* ``mark(t, name)``              -- remember how many memories are active, for ``unchanged``

Checks (what recall and context serve at ``t``):

* ``top``       -- the first recall result contains / lacks a phrase; optionally contested or not
* ``served``    -- among the first k results, some contain / none contain (``unless`` excuses a result)
* ``facts``     -- the context pack's "current facts" contain / lack a phrase
* ``contested`` -- recall and context both show the pair as contested with these values
* ``unsettled`` -- a value is never served as a settled fact (contested or context-scoped is fine)
* ``stable``    -- the same query, asked n times, has the same top answer containing a phrase
* ``distinct``  -- two claims are each served and never blurred into one memory
* ``kept``      -- a memory with this text still exists (any status): history was not erased
* ``count``     -- exactly n active memories contain a phrase
* ``unchanged`` -- as many memories are active as at ``mark(name)``
* ``open_conflict`` / ``no_open_conflict`` -- whether a person is being asked
* ``agent_only`` -- a claim from the agent or a tool is never served as the user's fact
* ``about``     -- the active memories with a phrase are about a given person (bench/people.py's keys),
  never about the user (issue 21: facts about other people are stored about them)

``top`` and ``served`` take ``as_of`` (what credo had recorded by then: record time) or
``valid_at`` (what was true then: valid time, asked through ``Memory.recall(valid_at=...)``;
a credo without that parameter fails the check and says so).

Phrases match case-insensitively against a memory's text plus its value; a
tuple of phrases means "any of these".
"""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]


# -- vocabulary --------------------------------------------------------------------------------


def say(t: str, text: str, *, source: str = "user", session: str | None = None,
        now: str | None = None, expect_conflict: bool | None = None) -> Step:
    return {"op": "say", "t": t, "text": text, "source": source, "session": session, "now": now,
            "expect_conflict": expect_conflict}


def put(t: str, text: str, attr: str, value: str, *, entity: str = "user", kind: str = "preference",
        source: str = "user", confidence: float = 0.8, importance: float = 0.5, now: str | None = None,
        expect_conflict: bool | None = None, **fields: Any) -> Step:
    return {"op": "put", "t": t, "text": text, "entity": entity, "attribute": attr, "value": value, "kind": kind,
            "source": source, "confidence": confidence, "importance": importance, "now": now,
            "expect_conflict": expect_conflict, "fields": fields}


def run(t: str, job: str = "all") -> Step:
    return {"op": "run", "t": t, "job": job}


def every(start: str, days: int, times: int, job: str = "all") -> list[Step]:
    """A scheduler ticking ``times`` times, ``days`` apart, from ``start``."""
    from datetime import datetime, timedelta

    base = datetime.fromisoformat(start)
    return [run((base + timedelta(days=days * i)).isoformat(), job) for i in range(times)]


def daily(start: str, days: int) -> list[Step]:
    """The default scheduler's cadence at day granularity: every daily job each day, consolidation weekly."""
    from datetime import datetime, timedelta

    base = datetime.fromisoformat(start)
    steps = []
    for day in range(days):
        t = (base + timedelta(days=day)).isoformat()
        jobs = ["decay", "promote", "forget", "loops", "probe", "crystallize"] + (["consolidate"] if day % 7 == 6
                                                                                  else [])
        steps += [run(t, job) for job in jobs]
    return steps


def resolve(t: str, action: str, *, context: str | None = None, value: str | None = None) -> Step:
    return {"op": "resolve", "t": t, "action": action, "context": context, "value": value}


def use(t: str, query: str) -> Step:
    return {"op": "use", "t": t, "query": query}


def mark(t: str, name: str) -> Step:
    return {"op": "mark", "t": t, "name": name}


def top(t: str, query: str, *, has: Any = None, lacks: Any = None, contested: bool | None = None,
        as_of: str | None = None, valid_at: str | None = None) -> Step:
    return {"check": "top", "t": t, "query": query, "has": has, "lacks": lacks, "contested": contested,
            "as_of": as_of, "valid_at": valid_at}


def served(t: str, query: str, *, has: Any = None, lacks: Any = None, unless: Any = None, k: int = 5,
           as_of: str | None = None, valid_at: str | None = None) -> Step:
    return {"check": "served", "t": t, "query": query, "has": has, "lacks": lacks, "unless": unless, "k": k,
            "as_of": as_of, "valid_at": valid_at}


def facts(t: str, query: str, *, has: Any = None, lacks: Any = None, unless: Any = None) -> Step:
    return {"check": "facts", "t": t, "query": query, "has": has, "lacks": lacks, "unless": unless}


def contested(t: str, query: str, values: list[str]) -> Step:
    return {"check": "contested", "t": t, "query": query, "values": values}


def unsettled(t: str, query: str, value: str) -> Step:
    return {"check": "unsettled", "t": t, "query": query, "value": value}


def stable(t: str, query: str, has: Any, n: int = 8) -> Step:
    return {"check": "stable", "t": t, "query": query, "has": has, "n": n}


def distinct(t: str, a: str, b: str, query_a: str, query_b: str) -> Step:
    return {"check": "distinct", "t": t, "a": a, "b": b, "query_a": query_a, "query_b": query_b}


def kept(t: str, phrase: str) -> Step:
    return {"check": "kept", "t": t, "phrase": phrase}


def count(t: str, phrase: str, n: int) -> Step:
    return {"check": "count", "t": t, "phrase": phrase, "n": n}


def unchanged(t: str, name: str) -> Step:
    return {"check": "unchanged", "t": t, "name": name}


def open_conflict(t: str) -> Step:
    return {"check": "open_conflict", "t": t}


def no_open_conflict(t: str) -> Step:
    return {"check": "no_open_conflict", "t": t}


def agent_only(t: str, query: str, phrase: str) -> Step:
    return {"check": "agent_only", "t": t, "query": query, "phrase": phrase}


def about(t: str, phrase: str, entity: str) -> Step:
    """Some active memory with ``phrase`` is about ``entity`` (a person key), and none with it is about the user."""
    return {"check": "about", "t": t, "phrase": phrase, "entity": entity}


def scenario(sid: str, category: str, title: str, script: list[Any], *, seed: str | None = None) -> dict[str, Any]:
    flat: list[Step] = []
    for item in script:
        flat.extend(item if isinstance(item, list) else [item])
    return {"id": sid, "category": category, "title": title, "seed": seed, "script": flat}


MEET = "what time of day do I prefer meetings"

# -- the seeds' anchor stories -----------------------------------------------------------------

SEEDS = [
    scenario("seed000-meetings-remember", "seed", "Seed 000 told in words: morning, afternoon, morning, "
             "three quiet months; on 12 June morning is not served as settled", [
                 say("2026-01-10T09:00:00+00:00", "I prefer morning meetings, standup at 9 and planning calls at 10."),
                 say("2026-03-05T15:00:00+00:00", "New job, the team is async: I now prefer afternoon meetings, "
                     "2 to 4 PM. Mornings are deep work."),
                 say("2026-03-12T09:00:00+00:00", "The consulting contract is back, so I prefer morning meetings "
                     "again."),
                 run("2026-04-12T00:00:00+00:00"), run("2026-05-12T00:00:00+00:00"),
                 run("2026-06-12T00:00:00+00:00"),
                 unsettled("2026-06-12T09:00:00+00:00", MEET, "morning"),
                 facts("2026-06-12T09:00:00+00:00", MEET, lacks="morning", unless=("consulting", "contested")),
             ], seed="000"),
    scenario("seed000-meetings-store", "seed", "Seed 000 as structured writes (credo store --at): the pair "
             "ends contested, each value with its date", [
                 put("2026-01-10T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning", importance=0.8, confidence=0.9),
                 put("2026-03-05T15:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon", importance=0.8, confidence=0.9),
                 put("2026-03-12T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning", importance=0.8, confidence=0.9, expect_conflict=True),
                 run("2026-06-12T00:00:00+00:00"),
                 contested("2026-06-12T09:00:00+00:00", MEET, ["morning", "afternoon"]),
                 unsettled("2026-06-12T09:00:00+00:00", MEET, "morning"),
             ], seed="000"),
    scenario("seed000-meetings-backfill", "seed", "Seed 000 replayed later with --at only (recorded on 12 June, "
             "true in Jan/Mar): event time, not record time, decides the loop", [
                 put("2026-01-10T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning", now="2026-06-12T08:00:00+00:00"),
                 put("2026-03-05T15:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon", now="2026-06-12T08:01:00+00:00"),
                 put("2026-03-12T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning", now="2026-06-12T08:02:00+00:00"),
                 unsettled("2026-06-12T09:00:00+00:00", MEET, "morning"),
                 contested("2026-06-12T09:00:00+00:00", MEET, ["morning", "afternoon"]),
             ], seed="000"),
    scenario("seed000-resolution-stands", "seed", "Seed 000 after a person resolves keep_both for consulting: "
             "a later consulting mention is scoped and does not replace the default", [
                 put("2026-01-10T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-03-05T15:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 put("2026-03-12T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-03-20T09:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 resolve("2026-03-21T10:00:00+00:00", "keep_both", context="consulting"),
                 no_open_conflict("2026-03-21T11:00:00+00:00"),
                 say("2026-04-02T09:00:00+00:00", "Morning calls again this week for the consulting client."),
                 served("2026-04-10T09:00:00+00:00", MEET, has="afternoon"),
                 facts("2026-04-10T09:00:00+00:00", MEET, has="afternoon"),
                 unsettled("2026-04-10T09:00:00+00:00", MEET, "morning"),
             ], seed="000"),
    scenario("seed000-resolution-reopens", "seed", "Seed 000: after keep_both/consulting, a plain contradiction "
             "reopens the conflict instead of silently replacing the decision", [
                 put("2026-01-10T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-03-05T15:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 put("2026-03-12T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-03-20T09:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 resolve("2026-03-21T10:00:00+00:00", "keep_both", context="consulting"),
                 put("2026-05-02T09:00:00+00:00", "User prefers morning meetings for everything now",
                     "preferred_meeting_time", "morning"),
                 open_conflict("2026-05-03T09:00:00+00:00"),
                 unsettled("2026-05-03T09:00:00+00:00", MEET, "morning"),
             ], seed="000"),
    scenario("seed000-history-chain", "seed", "Seed 000: the superseded chain reconstructs what was believed "
             "(as_of January, as_of 8 March) after months of maintenance", [
                 put("2026-01-10T09:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-03-05T15:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 every("2026-03-06T03:00:00", 7, 30),
                 top("2026-10-01T09:00:00+00:00", MEET, has="morning", as_of="2026-02-01T00:00:00+00:00"),
                 top("2026-10-01T09:00:00+00:00", MEET, has="afternoon", as_of="2026-03-08T00:00:00+00:00"),
                 kept("2026-10-01T09:00:00+00:00", "morning meetings"),
             ], seed="000"),
    scenario("seed000-corrections-auto", "seed", "Seed 000's table: a preference update and a factual "
             "correction auto-resolve (no escalation)", [
                 say("2026-02-01T10:00:00+00:00", "I prefer JavaScript for frontend work."),
                 say("2026-02-20T10:00:00+00:00", "I now prefer TypeScript over JavaScript for frontend work."),
                 say("2026-03-01T10:00:00+00:00", "My timezone is EST."),
                 say("2026-03-02T10:00:00+00:00", "My timezone is PST, not EST."),
                 top("2026-03-10T10:00:00+00:00", "which language do I prefer for frontend", has="typescript",
                     contested=False),
                 top("2026-03-10T10:00:00+00:00", "what is my timezone", has="pst", contested=False),
                 no_open_conflict("2026-03-10T10:00:00+00:00"),
             ], seed="000"),
    scenario("seed000-decay-deprioritised", "seed", "Seed 000: decayed memories are deprioritised, not deleted; "
             "an idle allergy fact is still served after a year of hourly-ish maintenance", [
                 say("2026-01-05T10:00:00+00:00", "I have a severe peanut allergy."),
                 every("2026-01-06T03:00:00", 30, 13),
                 top("2027-01-20T10:00:00+00:00", "does the user have any food allergies", has="peanut"),
                 facts("2027-01-20T10:00:00+00:00", "food allergies", has="peanut"),
             ], seed="000"),
    scenario("seed001-doctor-actually", "seed", "Seed 001: 'I'm actually a doctor, so walk me through the "
             "mechanism' is not a profession", [
                 say("2026-02-01T10:00:00+00:00", "I'm actually a doctor, so walk me through the mechanism more "
                     "technically."),
                 served("2026-02-01T10:10:00+00:00", "what is my profession", lacks="doctor"),
                 facts("2026-02-01T10:10:00+00:00", "lab results medical background", lacks="doctor"),
             ], seed="001"),
    scenario("seed001-doctor-plain", "seed", "Seed 001: 'I'm a doctor, so walk me through the mechanism' "
             "(no 'actually') is not a profession either", [
                 say("2026-02-01T10:00:00+00:00", "I'm a doctor, so walk me through the mechanism."),
                 served("2026-02-01T10:10:00+00:00", "what is my profession", lacks="doctor"),
                 facts("2026-02-01T10:10:00+00:00", "interpreting lab results", lacks="doctor"),
             ], seed="001"),
    scenario("seed001-nurse-technical", "seed", "Seed 001 variant: 'I'm a nurse, so you can be technical'", [
                 say("2026-02-01T10:00:00+00:00", "I'm a nurse, so you can be technical."),
                 served("2026-02-01T10:10:00+00:00", "what is my job", lacks="nurse"),
                 facts("2026-02-01T10:10:00+00:00", "what is my job", lacks="nurse"),
             ], seed="001"),
    scenario("seed001-what-if", "seed", "Seed 001 checklist: 'What if I were a doctor?' stays below the "
             "serving threshold; a stated allergy is served", [
                 say("2026-02-01T10:00:00+00:00", "What if I were a doctor?"),
                 say("2026-02-01T10:05:00+00:00", "I have a peanut allergy."),
                 served("2026-02-01T10:10:00+00:00", "what is my profession", lacks="doctor"),
                 top("2026-02-01T10:10:00+00:00", "any allergies", has="peanut"),
             ], seed="001"),
    scenario("seed002-episode-kept", "seed", "Seed 002: 'deployed v2.1 on march 28' (episodic, importance "
             "0.6) survives ~95 idle days of maintenance: archived at most, never erased", [
                 put("2026-03-28T17:00:00+00:00", "Deployed v2.1 on March 28", "", "", entity="", kind="episode",
                     importance=0.6),
                 daily("2026-03-29T03:00:00", 100),
                 kept("2026-07-08T09:00:00+00:00", "deployed v2.1"),
                 top("2026-07-08T09:00:00+00:00", "when did we deploy v2.1", has="v2.1",
                     as_of="2026-04-01T00:00:00+00:00"),
             ], seed="002"),
    scenario("seed002-superseded-kept", "seed", "Seed 002: a superseded version is a status, not a deletion; "
             "as_of answers after 120 days of daily maintenance", [
                 say("2026-01-15T10:00:00+00:00", "I live in Berlin."),
                 say("2026-02-01T10:00:00+00:00", "I moved to Munich."),
                 daily("2026-02-02T03:00:00", 120),
                 run("2026-06-02T03:00:00+00:00"),
                 kept("2026-06-03T09:00:00+00:00", "berlin"),
                 top("2026-06-03T09:00:00+00:00", "where do I live", has="berlin",
                     as_of="2026-01-20T00:00:00+00:00"),
                 top("2026-06-03T09:00:00+00:00", "where do I live", has="munich"),
             ], seed="002"),
    scenario("seed003-crystallize-idempotent", "seed", "Seed 003: crystallizing a finished task locks it in "
             "once; weekly runs add no duplicate lessons", [
                 put("2026-04-01T10:00:00+00:00", "Migrated the billing service to Postgres 16", "", "", entity="",
                     kind="episode", source_session="task-billing"),
                 put("2026-04-01T11:00:00+00:00", "Lesson: the migration failed first because of a missing index "
                     "on invoices.customer_id", "", "", entity="", kind="episode", source_session="task-billing"),
                 put("2026-04-01T12:00:00+00:00", "Billing migration finished and verified", "", "", entity="",
                     kind="episode", source_session="task-billing"),
                 run("2026-04-09T03:00:00+00:00", "crystallize"),
                 mark("2026-04-09T04:00:00+00:00", "after-first"),
                 every("2026-04-16T03:00:00", 7, 4, job="crystallize"),
                 unchanged("2026-05-15T04:00:00+00:00", "after-first"),
             ], seed="003"),
    scenario("seed003-ttl-ends", "seed", "Seed 003: a TTL set at write time does end a memory (the one "
             "hard deletion the user asked for)", [
                 put("2026-04-01T10:00:00+00:00", "Temporary door code for the office is 4411", "door_code",
                     "4411", kind="fact", forget_after="2026-04-08T00:00:00+00:00"),
                 run("2026-04-09T03:00:00+00:00"),
                 served("2026-04-10T09:00:00+00:00", "office door code", lacks="4411"),
             ], seed="003"),
    scenario("seed004-fabricated-tasks", "seed", "Seed 004: tasks the agent inferred and wrote into its own "
             "notes, referenced repeatedly, never become the user's assignments", [
                 say("2026-02-20T10:00:00+00:00", "Task: design the employee offboarding process.",
                     source="assistant"),
                 say("2026-02-22T10:00:00+00:00", "Reminder: I still need to design the employee offboarding "
                     "process.", source="assistant"),
                 say("2026-02-25T10:00:00+00:00", "Working on my task to design the employee offboarding "
                     "process.", source="assistant"),
                 say("2026-02-26T10:00:00+00:00", "My assigned task this week is to review the Q1 budget."),
                 run("2026-03-02T03:00:00+00:00"),
                 agent_only("2026-03-02T10:00:00+00:00", "what tasks am I assigned", "offboarding"),
                 served("2026-03-02T10:00:00+00:00", "what tasks am I assigned", has="budget"),
             ], seed="004"),
]


# -- scripted scenarios ------------------------------------------------------------------------

def _update(sid: str, title: str, first: str, second: str, query: str, new: str, old: str,
            t1: str = "2026-01-10T10:00:00+00:00", t2: str = "2026-04-10T10:00:00+00:00",
            category: str = "update") -> dict[str, Any]:
    """A one-time change: the new value is served, settled, and the old one answers as_of."""
    later = "2026-05-01T10:00:00+00:00"
    return scenario(sid, category, title, [
        say(t1, first), say(t2, second),
        top(later, query, has=new, contested=False),
        served(later, query, lacks=old, unless=new),
        top(later, query, has=old, as_of="2026-02-01T00:00:00+00:00"),
    ])


UPDATES = [
    _update("upd-city", "A move: Berlin to Lisbon", "I live in Berlin.", "I moved to Lisbon last week.",
            "where do I live", "lisbon", "berlin"),
    _update("upd-employer", "A new employer", "I work at Acme Corp.", "I just started a new job at Globex.",
            "where do I work", "globex", "acme"),
    _update("upd-editor", "Editor preference changes", "I use Vim for all my coding.",
            "I switched to VS Code, I don't use Vim anymore.", "which editor do I use", "vs code", "vim"),
    _update("upd-diet", "Becoming vegetarian", "I eat meat and love steak.",
            "I'm vegetarian now, no more meat.", "what is my diet", "vegetarian", "steak"),
    _update("upd-correction-name", "A correction of a name", "My manager is called Tom.",
            "Correction: my manager is called Tim, not Tom.", "who is my manager", "tim", "tom"),
    _update("upd-language", "Favourite language changes", "My favourite programming language is Java.",
            "My favourite programming language is now Rust.", "favourite programming language", "rust", "java"),
    scenario("upd-correction-same-day", "update", "A correction minutes later wins without any conflict", [
        say("2026-03-01T10:00:00+00:00", "My flight to Oslo is on Friday."),
        say("2026-03-01T10:03:00+00:00", "Sorry, no, my flight to Oslo is on Saturday."),
        top("2026-03-01T12:00:00+00:00", "when is my flight to Oslo", has="saturday", contested=False),
        served("2026-03-01T12:00:00+00:00", "when is my flight to Oslo", lacks="friday", unless="saturday"),
    ]),
    scenario("upd-phone-structured", "update", "A structured store update supersedes and keeps history", [
        put("2026-01-01T10:00:00+00:00", "User's phone is a Pixel 6", "phone", "Pixel 6", kind="fact"),
        put("2026-06-01T10:00:00+00:00", "User's phone is an iPhone 15", "phone", "iPhone 15", kind="fact"),
        top("2026-06-02T10:00:00+00:00", "what phone do I have", has="iphone", contested=False),
        top("2026-06-02T10:00:00+00:00", "what phone do I have", has="pixel", as_of="2026-03-01T00:00:00+00:00"),
        facts("2026-06-02T10:00:00+00:00", "phone", has="iphone", lacks="pixel"),
    ]),
]


def _flip(sid: str, title: str, attr: str, values: list[str], times: list[str], query: str,
          check_at: str, recorded: str | None = None) -> dict[str, Any]:
    """Structured writes that oscillate; the pair must end contested and never settled on the last value.

    ``recorded`` replays the story later (``--at`` only): every write is recorded at that time.
    """
    steps: list[Any] = [put(t, f"User prefers {v} ({attr.replace('_', ' ')})", attr, v, now=recorded)
                        for v, t in zip(values, times)]
    return scenario(sid, "oscillation", title, steps + [
        contested(check_at, query, sorted(set(values))),
        unsettled(check_at, query, values[-1]),
        facts(check_at, query, lacks=values[-1], unless=("contested",)),
    ])


OSCILLATIONS = [
    _flip("osc-aba-60d", "A->B->A within 60 days of event time", "preferred_workout_time",
          ["morning", "evening", "morning"],
          ["2026-01-01T08:00:00+00:00", "2026-01-25T08:00:00+00:00", "2026-02-28T08:00:00+00:00"],
          "when do I like to work out", "2026-03-15T08:00:00+00:00"),
    _flip("osc-aba-85d", "A->B->A at day 85 (inside the 90-day window)", "preferred_coffee",
          ["espresso", "filter", "espresso"],
          ["2026-01-01T08:00:00+00:00", "2026-02-10T08:00:00+00:00", "2026-03-27T08:00:00+00:00"],
          "how do I take my coffee", "2026-04-10T08:00:00+00:00"),
    _flip("osc-3-in-30", "Three supersessions inside 30 days", "preferred_editor_theme",
          ["dark", "light", "dark", "light"],
          ["2026-05-01T08:00:00+00:00", "2026-05-08T08:00:00+00:00", "2026-05-15T08:00:00+00:00",
           "2026-05-22T08:00:00+00:00"],
          "which editor theme do I prefer", "2026-05-25T08:00:00+00:00"),
    _flip("osc-four-flips-3wk", "Four flips three weeks apart", "preferred_meeting_time",
          ["morning", "afternoon", "morning", "afternoon", "morning"],
          ["2026-01-05T08:00:00+00:00", "2026-01-26T08:00:00+00:00", "2026-02-16T08:00:00+00:00",
           "2026-03-09T08:00:00+00:00", "2026-03-30T08:00:00+00:00"],
          MEET, "2026-06-30T08:00:00+00:00"),
    _flip("osc-monthly", "Monthly back and forth for four months", "preferred_commute",
          ["bike", "train", "bike", "train"],
          ["2026-02-01T08:00:00+00:00", "2026-03-01T08:00:00+00:00", "2026-04-01T08:00:00+00:00",
           "2026-05-01T08:00:00+00:00"],
          "how do I commute", "2026-05-20T08:00:00+00:00"),
    _flip("osc-backfill-aba", "A->B->A recorded on one day with past event times", "preferred_channel",
          ["email", "slack", "email"],
          ["2026-01-01T08:00:00+00:00", "2026-01-20T08:00:00+00:00", "2026-02-15T08:00:00+00:00"],
          "how should I be contacted", "2026-03-01T08:00:00+00:00", recorded="2026-02-28T20:00:00+00:00"),
    scenario("osc-words-wfh", "oscillation", "In words: office, home, office within two months", [
        say("2026-01-05T09:00:00+00:00", "I work from the office."),
        say("2026-02-02T09:00:00+00:00", "I work from home now."),
        say("2026-03-02T09:00:00+00:00", "I'm back to working from the office."),
        unsettled("2026-03-20T09:00:00+00:00", "where do I work from", "office"),
        contested("2026-03-20T09:00:00+00:00", "where do I work from", ["office", "home"]),
    ]),
    scenario("osc-words-tea-coffee", "oscillation", "In words: coffee, tea, coffee, tea over six weeks", [
        say("2026-01-05T09:00:00+00:00", "I prefer coffee in the morning."),
        say("2026-01-19T09:00:00+00:00", "I prefer tea in the morning now."),
        say("2026-02-02T09:00:00+00:00", "I prefer coffee in the morning again."),
        say("2026-02-16T09:00:00+00:00", "Actually I prefer tea in the morning."),
        contested("2026-03-01T09:00:00+00:00", "what do I drink in the morning", ["coffee", "tea"]),
    ]),
    scenario("osc-contested-reported", "oscillation", "The write that opens a conflict says so", [
        put("2026-01-01T08:00:00+00:00", "User prefers window seats", "preferred_seat", "window"),
        put("2026-01-15T08:00:00+00:00", "User prefers aisle seats", "preferred_seat", "aisle"),
        put("2026-02-01T08:00:00+00:00", "User prefers window seats", "preferred_seat", "window",
            expect_conflict=True),
        open_conflict("2026-02-02T08:00:00+00:00"),
    ]),
    scenario("osc-contested-survives-maintenance", "oscillation", "A contested pair stays contested through "
             "three months of scheduled maintenance", [
                 put("2026-01-01T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 put("2026-01-20T08:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time",
                     "afternoon"),
                 put("2026-02-10T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time",
                     "morning"),
                 every("2026-02-11T03:00:00", 7, 13),
                 contested("2026-05-15T08:00:00+00:00", MEET, ["morning", "afternoon"]),
             ]),
    scenario("osc-resolve-keep-new", "oscillation", "After a person picks a value, it is served settled", [
        put("2026-01-01T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time", "morning"),
        put("2026-01-20T08:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time", "afternoon"),
        put("2026-02-10T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time", "morning"),
        resolve("2026-02-11T08:00:00+00:00", "custom", value="afternoon"),
        top("2026-02-20T08:00:00+00:00", MEET, has="afternoon", contested=False),
        facts("2026-02-20T08:00:00+00:00", MEET, has="afternoon"),
    ]),
]


def _slow(sid: str, title: str, texts: list[tuple[str, str]], query: str, final: str, check_at: str,
          as_of: tuple[str, str] | None = None) -> dict[str, Any]:
    steps: list[Any] = [say(t, text) for t, text in texts]
    checks: list[Any] = [top(check_at, query, has=final, contested=False), no_open_conflict(check_at)]
    if as_of:
        checks.append(top(check_at, query, has=as_of[1], as_of=as_of[0]))
    return scenario(sid, "slow-change", title, steps + checks)


SLOW = [
    _slow("slow-yearly-city", "A city that changes once a year is not a loop",
          [("2024-01-10T10:00:00+00:00", "I live in Berlin."),
           ("2025-02-10T10:00:00+00:00", "I moved to Lisbon."),
           ("2026-03-10T10:00:00+00:00", "I moved to Porto.")],
          "where do I live", "porto", "2026-04-01T10:00:00+00:00",
          as_of=("2025-06-01T00:00:00+00:00", "lisbon")),
    _slow("slow-return-after-two-years", "A->B->A two years apart is a real return, not a loop",
          [("2024-01-10T10:00:00+00:00", "I live in Berlin."),
           ("2025-01-15T10:00:00+00:00", "I moved to Lisbon."),
           ("2026-02-20T10:00:00+00:00", "I moved back to Berlin.")],
          "where do I live", "berlin", "2026-03-01T10:00:00+00:00",
          as_of=("2025-06-01T00:00:00+00:00", "lisbon")),
    _slow("slow-employer-yearly", "Three employers over three years",
          [("2023-09-01T10:00:00+00:00", "I work at Initech."),
           ("2024-10-01T10:00:00+00:00", "I started a new job at Hooli."),
           ("2025-11-01T10:00:00+00:00", "I started a new job at Umbrella.")],
          "where do I work", "umbrella", "2026-01-10T10:00:00+00:00",
          as_of=("2025-01-01T00:00:00+00:00", "hooli")),
    _slow("slow-seasonal-sport", "Summer and winter sports half a year apart",
          [("2025-04-01T10:00:00+00:00", "My favourite sport is cycling."),
           ("2025-11-01T10:00:00+00:00", "My favourite sport is skiing now.")],
          "what is my favourite sport", "skiing", "2025-12-01T10:00:00+00:00"),
    scenario("slow-structured-yearly", "slow-change", "Structured: a salary band changing yearly, "
             "with maintenance in between, is served settled", [
                 put("2024-03-01T10:00:00+00:00", "User's job title is Engineer", "job_title", "Engineer",
                     kind="fact"),
                 every("2024-03-02T03:00:00", 60, 6),
                 put("2025-03-01T10:00:00+00:00", "User's job title is Senior Engineer", "job_title",
                     "Senior Engineer", kind="fact"),
                 every("2025-03-02T03:00:00", 60, 6),
                 put("2026-03-01T10:00:00+00:00", "User's job title is Staff Engineer", "job_title",
                     "Staff Engineer", kind="fact"),
                 top("2026-03-05T10:00:00+00:00", "what is my job title", has="staff", contested=False),
                 no_open_conflict("2026-03-05T10:00:00+00:00"),
                 top("2026-03-05T10:00:00+00:00", "what is my job title", has="senior",
                     as_of="2025-06-01T00:00:00+00:00"),
             ]),
    scenario("slow-two-changes-in-two-months", "slow-change", "A->B->C (no return) within two months is "
             "an update trail, not a loop", [
                 say("2026-01-05T10:00:00+00:00", "I drive a Golf."),
                 say("2026-02-01T10:00:00+00:00", "I sold the Golf and now drive a Model 3."),
                 say("2026-03-01T10:00:00+00:00", "I traded the Model 3 for an Ioniq 5."),
                 top("2026-03-10T10:00:00+00:00", "what car do I drive", has="ioniq", contested=False),
             ]),
]


def _rhetorical(sid: str, text: str, query: str, role: str) -> dict[str, Any]:
    return scenario(sid, "hypothetical", f"Rhetorical/hypothetical: {text!r}", [
        say("2026-02-01T10:00:00+00:00", text),
        served("2026-02-01T10:30:00+00:00", query, lacks=role),
        facts("2026-02-01T10:30:00+00:00", query, lacks=role),
    ])


def _sincere(sid: str, text: str, query: str, phrase: str, category: str = "hypothetical") -> dict[str, Any]:
    return scenario(sid, category, f"Sincere control: {text!r} is kept and served", [
        say("2026-02-01T10:00:00+00:00", text),
        top("2026-02-01T10:30:00+00:00", query, has=phrase),
    ])


HYPOTHETICALS = [
    _rhetorical("hyp-lawyer-details", "I'm a lawyer, so give me the full legal details.",
                "what is my profession", "lawyer"),
    _rhetorical("hyp-as-doctor-would", "Explain it as a doctor would explain it to another doctor.",
                "what is my profession", "doctor"),
    _rhetorical("hyp-suppose-lawyer", "Suppose I were a lawyer, how much would I charge per hour?",
                "what is my profession", "lawyer"),
    _rhetorical("hyp-pretend", "Pretend you're my accountant and I'm a millionaire.",
                "how wealthy am I", "millionaire"),
    _rhetorical("hyp-imagine-google", "Imagine I worked at Google, how would I negotiate a raise?",
                "where do I work", "google"),
    _rhetorical("hyp-what-if-tokyo", "What if I lived in Tokyo, how long would my commute be?",
                "where do I live", "tokyo"),
    _rhetorical("hyp-basically-chef", "I'm basically a chef at this point, so give me the pro version.",
                "what is my job", "chef"),
    _rhetorical("hyp-lets-say-retiree", "Let's say I'm a 60-year-old retiree, how should I invest?",
                "how old am I", "60"),
    _rhetorical("hyp-sake-of-argument", "For the sake of argument, I'm a vegan. What would I eat at a BBQ?",
                "what is my diet", "vegan"),
    _rhetorical("hyp-roleplay-ceo", "Roleplay: I'm the CEO of a bank and you're my assistant.",
                "what is my job", "ceo"),
    _rhetorical("hyp-engineer-deep", "I'm an engineer, so you can skip the basics and go deep.",
                "what is my profession", "engineer"),
    _rhetorical("hyp-pilot-speaking", "Speaking as a pilot, hypothetically, how bad would that turbulence be?",
                "what is my job", "pilot"),
    _sincere("hyp-control-nurse", "I'm a nurse at St Mary's hospital and I work night shifts.",
             "what is my job", "nurse"),
    _sincere("hyp-control-engineer", "I'm a backend engineer at a fintech startup.",
             "what is my profession", "engineer"),
    _sincere("hyp-control-doctor-work", "I work as a GP in Leeds.", "what is my profession", "gp"),
    scenario("hyp-then-real", "hypothetical", "A hypothetical first, then the sincere fact: only the fact "
             "is served", [
                 say("2026-02-01T10:00:00+00:00", "Suppose I were a teacher, what would my summers look like?"),
                 say("2026-02-05T10:00:00+00:00", "I'm an architect at a small firm in Bristol."),
                 top("2026-02-06T10:00:00+00:00", "what is my profession", has="architect"),
                 served("2026-02-06T10:00:00+00:00", "what is my profession", lacks="teacher"),
             ]),
]


THIRD_PARTIES = [
    scenario("tp-father-cousin-sesame", "third-party", "Father's and cousin's sesame allergies stay two "
             "memories through weekly consolidation", [
                 say("2026-01-05T10:00:00+00:00", "My father is allergic to sesame."),
                 say("2026-01-06T10:00:00+00:00", "My cousin is allergic to sesame."),
                 every("2026-01-07T03:00:00", 7, 4),
                 distinct("2026-02-05T10:00:00+00:00", "father", "cousin", "is my father allergic to anything",
                          "is my cousin allergic to anything"),
             ]),
    scenario("tp-sister-job-not-user", "third-party", "A sister's job is not the user's job", [
        say("2026-01-05T10:00:00+00:00", "My sister is a doctor in Paris."),
        say("2026-01-06T10:00:00+00:00", "I'm a software engineer."),
        facts("2026-01-10T10:00:00+00:00", "what is my job", has="engineer"),
        top("2026-01-10T10:00:00+00:00", "what is the user's own profession", has="engineer"),
        facts("2026-01-10T10:00:00+00:00", "what is my job", lacks="doctor", unless="sister"),
    ]),
    scenario("tp-partner-city-not-user", "third-party", "A partner moving does not move the user", [
        say("2026-01-05T10:00:00+00:00", "I live in Amsterdam."),
        say("2026-02-05T10:00:00+00:00", "My partner moved to Rotterdam for work."),
        top("2026-02-10T10:00:00+00:00", "where do I live", has="amsterdam", contested=False),
        facts("2026-02-10T10:00:00+00:00", "where do I live", has="amsterdam"),
    ]),
    scenario("tp-two-kids-ages", "third-party", "Two children's ages are kept apart after consolidation", [
        say("2026-01-05T10:00:00+00:00", "My son Leo is 7 years old."),
        say("2026-01-05T10:05:00+00:00", "My daughter Mia is 4 years old."),
        every("2026-01-06T03:00:00", 7, 3),
        distinct("2026-02-01T10:00:00+00:00", "leo", "mia", "how old is Leo", "how old is Mia"),
        top("2026-02-01T10:00:00+00:00", "how old is Leo", has="7"),
    ]),
    scenario("tp-teams-numbers", "third-party", "Two teams' headcounts are never merged into one claim", [
        put("2026-01-05T10:00:00+00:00", "Team Atlas has 5 engineers", "headcount", "5", entity="team atlas",
            kind="fact"),
        put("2026-01-05T10:05:00+00:00", "Team Borealis has 7 engineers", "headcount", "7",
            entity="team borealis", kind="fact"),
        every("2026-01-06T03:00:00", 7, 3),
        distinct("2026-02-01T10:00:00+00:00", "atlas", "borealis", "how many engineers in Team Atlas",
                 "how many engineers in Team Borealis"),
    ]),
    scenario("tp-mother-update-not-user", "third-party", "A mother's new diet does not supersede the user's", [
        say("2026-01-05T10:00:00+00:00", "I'm vegetarian."),
        say("2026-03-05T10:00:00+00:00", "My mother went vegan last month."),
        top("2026-03-10T10:00:00+00:00", "what is my diet", has="vegetarian"),
        facts("2026-03-10T10:00:00+00:00", "diet", has="vegetarian"),
    ]),
    scenario("tp-colleague-pref", "third-party", "A colleague's meeting preference is not the user's", [
        put("2026-01-05T10:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time", "afternoon"),
        say("2026-01-20T10:00:00+00:00", "My colleague Priya prefers morning meetings."),
        top("2026-01-25T10:00:00+00:00", "when do I prefer meetings", has="afternoon", contested=False),
        no_open_conflict("2026-01-25T10:00:00+00:00"),
    ]),
]


DECISIONS = [
    scenario("dec-hosting-aws-hetzner", "decision", "'We decided to host on AWS' then 'move hosting to "
             "Hetzner instead of AWS'", [
                 say("2026-01-10T10:00:00+00:00", "We decided to host on AWS."),
                 say("2026-03-10T10:00:00+00:00", "We decided to move hosting to Hetzner instead of AWS."),
                 top("2026-03-15T10:00:00+00:00", "where do we host", has="hetzner"),
                 served("2026-03-15T10:00:00+00:00", "where do we host", lacks="aws", unless="hetzner"),
                 top("2026-03-15T10:00:00+00:00", "where do we host", has="aws",
                     as_of="2026-02-01T00:00:00+00:00"),
             ]),
    scenario("dec-db-switch", "decision", "'switch from MySQL to Postgres' supersedes the MySQL decision", [
        say("2026-01-10T10:00:00+00:00", "We decided to use MySQL for the orders service."),
        say("2026-02-10T10:00:00+00:00", "We're switching from MySQL to Postgres for the orders service."),
        top("2026-02-15T10:00:00+00:00", "which database does the orders service use", has="postgres"),
        served("2026-02-15T10:00:00+00:00", "which database does the orders service use", lacks="mysql",
               unless="postgres"),
    ]),
    scenario("dec-no-longer", "decision", "'We no longer do code freezes on Fridays'", [
        say("2026-01-10T10:00:00+00:00", "We decided to freeze code every Friday."),
        say("2026-03-10T10:00:00+00:00", "We no longer freeze code on Fridays."),
        top("2026-03-15T10:00:00+00:00", "do we freeze code on Fridays", has="no longer"),
        served("2026-03-15T10:00:00+00:00", "do we freeze code on Fridays", lacks="every friday"),
    ]),
    scenario("dec-two-subjects", "decision", "Decisions on different subjects coexist", [
        say("2026-01-10T10:00:00+00:00", "We decided to host on AWS."),
        say("2026-01-12T10:00:00+00:00", "We decided to use Stripe for payments."),
        top("2026-01-20T10:00:00+00:00", "where do we host", has="aws"),
        top("2026-01-20T10:00:00+00:00", "which payment provider do we use", has="stripe"),
    ]),
    scenario("dec-framework", "decision", "A frontend framework decision replaced by a later one", [
        say("2026-01-10T10:00:00+00:00", "We decided to build the frontend in React."),
        say("2026-04-10T10:00:00+00:00", "We decided to rewrite the frontend in Svelte instead of React."),
        top("2026-04-15T10:00:00+00:00", "which frontend framework do we use", has="svelte"),
        served("2026-04-15T10:00:00+00:00", "which frontend framework do we use", lacks="react",
               unless="svelte"),
    ]),
    scenario("dec-ci-structured", "decision", "A decision stored with explicit subject supersedes the old one", [
        put("2026-01-10T10:00:00+00:00", "We use Jenkins for CI", "ci_system", "Jenkins", entity="team",
            kind="decision"),
        put("2026-05-10T10:00:00+00:00", "We moved CI to GitHub Actions", "ci_system", "GitHub Actions",
            entity="team", kind="decision"),
        top("2026-05-15T10:00:00+00:00", "which CI system do we use", has="github actions", contested=False),
        served("2026-05-15T10:00:00+00:00", "which CI system do we use", lacks="jenkins"),
    ]),
]


AGENT = [
    scenario("agent-inferred-city", "agent-claim", "The assistant guessing the user's city is not the "
             "user's fact; the user's own statement wins", [
                 say("2026-01-05T10:00:00+00:00", "You mentioned you live in Madrid.", source="assistant"),
                 say("2026-01-06T10:00:00+00:00", "I live in Valencia."),
                 top("2026-01-10T10:00:00+00:00", "where do I live", has="valencia"),
                 agent_only("2026-01-10T10:00:00+00:00", "where do I live", "madrid"),
             ]),
    scenario("agent-only-claim", "agent-claim", "An assistant's claim alone never lands in current facts", [
        say("2026-01-05T10:00:00+00:00", "The user prefers weekly status reports on Fridays.",
            source="assistant"),
        agent_only("2026-01-10T10:00:00+00:00", "when do I want status reports", "friday"),
    ]),
    scenario("agent-repetition-no-promotion", "agent-claim", "The agent repeating its own note five times "
             "does not make it the user's fact (seed 004)", [
                 *[say(f"2026-02-{d:02d}T10:00:00+00:00", "Open item: resolve the team lead conflict in the "
                       "labeling group.", source="assistant") for d in (1, 3, 5, 7, 9)],
                 every("2026-02-10T03:00:00", 7, 3),
                 agent_only("2026-03-01T10:00:00+00:00", "what are my open items", "team lead conflict"),
             ]),
    scenario("agent-tool-output", "agent-claim", "A tool's output about the user is not served as the user's "
             "own fact", [
                 say("2026-01-05T10:00:00+00:00", "CRM lookup: the user's home city is Denver.", source="tool"),
                 agent_only("2026-01-10T10:00:00+00:00", "where do I live", "denver"),
             ]),
    scenario("agent-cannot-supersede-user", "agent-claim", "An agent claim does not supersede the user's "
             "stated preference", [
                 say("2026-01-05T10:00:00+00:00", "I prefer Python for backend work."),
                 say("2026-01-20T10:00:00+00:00", "The user prefers Go for backend work.", source="assistant"),
                 top("2026-01-25T10:00:00+00:00", "which language do I prefer for backend work", has="python"),
                 facts("2026-01-25T10:00:00+00:00", "backend language", has="python"),
             ]),
]


OPEN_VOCAB = [
    _update("ov-work-location", "'I work from the office' -> 'I work from home now'",
            "I work from the office.", "I work from home now.", "where do I work from", "home", "office",
            category="open-vocab"),
    scenario("ov-windows-linux", "open-vocab", "'I switched from Windows to Linux' is stored and served", [
        say("2026-01-05T10:00:00+00:00", "I use Windows on my laptop."),
        say("2026-03-05T10:00:00+00:00", "I switched from Windows to Linux."),
        top("2026-03-10T10:00:00+00:00", "which operating system do I use", has="linux"),
        served("2026-03-10T10:00:00+00:00", "which operating system do I use", lacks="windows", unless="linux"),
    ]),
    _sincere("ov-left-handed", "I'm left-handed.", "am I left or right handed", "left-handed",
             category="open-vocab"),
    _sincere("ov-second-language", "English is my second language.", "what is my first language", "english",
             category="open-vocab"),
    scenario("ov-gym-days", "open-vocab", "An attribute outside the vocabulary still supersedes", [
        say("2026-01-05T10:00:00+00:00", "I go to the gym on Mondays and Wednesdays."),
        say("2026-04-05T10:00:00+00:00", "I go to the gym on Tuesdays and Thursdays now."),
        top("2026-04-10T10:00:00+00:00", "which days do I go to the gym", has="tuesday"),
        served("2026-04-10T10:00:00+00:00", "which days do I go to the gym", lacks="wednesday"),
    ]),
    scenario("ov-keyboard-layout", "open-vocab", "Keyboard layout Dvorak -> QWERTY", [
        say("2026-01-05T10:00:00+00:00", "My keyboard layout is Dvorak."),
        say("2026-02-25T10:00:00+00:00", "I went back to QWERTY, Dvorak wasn't worth it."),
        top("2026-03-01T10:00:00+00:00", "what keyboard layout do I use", has="qwerty"),
    ]),
    scenario("ov-bedtime", "open-vocab", "A usual bedtime that changes", [
        say("2026-01-05T10:00:00+00:00", "I usually go to bed at midnight."),
        say("2026-03-05T10:00:00+00:00", "I go to bed at 10 pm these days."),
        top("2026-03-10T10:00:00+00:00", "what time do I go to bed", has="10 pm"),
        served("2026-03-10T10:00:00+00:00", "what time do I go to bed", lacks="midnight"),
    ]),
    scenario("ov-dedupe-capitalised", "open-vocab", "A restatement starting with a capitalised word is one "
             "memory, not two", [
                 say("2026-01-05T10:00:00+00:00", "The team standup is at 9:30 every day."),
                 say("2026-01-06T10:00:00+00:00", "the team standup is at 9:30 every day"),
                 say("2026-01-07T10:00:00+00:00", "The team standup is at 9:30 each day."),
                 count("2026-01-08T10:00:00+00:00", "standup", 1),
             ]),
    scenario("ov-dedupe-restatement", "open-vocab", "Three phrasings of one preference are served as one "
             "after consolidation (seed 000's Python example)", [
                 say("2026-01-05T10:00:00+00:00", "I prefer Python."),
                 say("2026-01-20T10:00:00+00:00", "Python is my go-to language."),
                 say("2026-02-05T10:00:00+00:00", "I mostly use Python for everything."),
                 every("2026-02-06T03:00:00", 7, 2),
                 top("2026-02-25T10:00:00+00:00", "which programming language do I prefer", has="python"),
                 stable("2026-02-25T10:00:00+00:00", "which programming language do I prefer", "python"),
             ]),
]


AS_OF = [
    scenario("asof-three-values", "as-of", "What credo believed on three dates of a three-value history", [
        say("2025-01-10T10:00:00+00:00", "My favourite band is Radiohead."),
        say("2025-06-10T10:00:00+00:00", "My favourite band is Portishead now."),
        say("2026-01-10T10:00:00+00:00", "My favourite band is Massive Attack now."),
        top("2026-02-01T10:00:00+00:00", "favourite band", has="radiohead", as_of="2025-03-01T00:00:00+00:00"),
        top("2026-02-01T10:00:00+00:00", "favourite band", has="portishead", as_of="2025-09-01T00:00:00+00:00"),
        top("2026-02-01T10:00:00+00:00", "favourite band", has="massive attack"),
    ]),
    scenario("asof-before-anything", "as-of", "Before the first statement, nothing is believed", [
        say("2026-03-10T10:00:00+00:00", "I live in Oslo."),
        served("2026-04-01T10:00:00+00:00", "where do I live", lacks="oslo", as_of="2026-01-01T00:00:00+00:00"),
        top("2026-04-01T10:00:00+00:00", "where do I live", has="oslo"),
    ]),
    scenario("asof-after-year-maintenance", "as-of", "A year of weekly maintenance keeps every past value "
             "answerable", [
                 put("2025-01-01T10:00:00+00:00", "User's team size is 4", "team_size", "4", kind="fact"),
                 put("2025-04-01T10:00:00+00:00", "User's team size is 6", "team_size", "6", kind="fact"),
                 put("2025-09-01T10:00:00+00:00", "User's team size is 9", "team_size", "9", kind="fact"),
                 every("2025-09-02T03:00:00", 7, 52),
                 top("2026-09-01T10:00:00+00:00", "how big is my team", has="4", as_of="2025-02-01T00:00:00+00:00"),
                 top("2026-09-01T10:00:00+00:00", "how big is my team", has="6", as_of="2025-05-01T00:00:00+00:00"),
                 top("2026-09-01T10:00:00+00:00", "how big is my team", has="9"),
             ]),
    scenario("asof-merged-version", "as-of", "A consolidated restatement keeps its originals for history", [
        say("2026-01-05T10:00:00+00:00", "I prefer dark mode in my editor."),
        say("2026-01-12T10:00:00+00:00", "I always use dark mode in my editor."),
        every("2026-01-13T03:00:00", 7, 20),
        kept("2026-06-01T10:00:00+00:00", "prefer dark mode"),
        top("2026-06-01T10:00:00+00:00", "editor theme", has="dark mode", as_of="2026-01-08T00:00:00+00:00"),
    ]),
    scenario("asof-during-contest", "as-of", "As of before the loop, the first value was the belief", [
        put("2026-01-01T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time", "morning"),
        put("2026-02-01T08:00:00+00:00", "User prefers afternoon meetings", "preferred_meeting_time", "afternoon"),
        put("2026-02-20T08:00:00+00:00", "User prefers morning meetings", "preferred_meeting_time", "morning"),
        top("2026-03-01T08:00:00+00:00", MEET, has="morning", as_of="2026-01-15T00:00:00+00:00"),
        top("2026-03-01T08:00:00+00:00", MEET, has="afternoon", as_of="2026-02-10T00:00:00+00:00"),
    ]),
]


MAINTENANCE = [
    scenario("mnt-forget-as-of-now", "maintenance", "forget --now T judges as of T: a fact the user relies "
             "on is still served when maintenance runs far in the future", [
                 say("2026-01-05T10:00:00+00:00", "My blood type is O negative."),
                 run("2026-01-06T03:00:00+00:00", "decay"),
                 run("2027-06-01T03:00:00+00:00", "forget"),
                 top("2027-06-01T10:00:00+00:00", "what is my blood type", has="o negative"),
             ]),
    scenario("mnt-consolidate-no-blur-numbers", "maintenance", "Similar claims with different numbers are "
             "never merged", [
                 say("2026-01-05T10:00:00+00:00", "My rent for the flat in Leeds is 900 pounds a month."),
                 say("2026-01-05T10:05:00+00:00", "My rent for the garage in Leeds is 90 pounds a month."),
                 every("2026-01-06T03:00:00", 7, 4),
                 distinct("2026-02-05T10:00:00+00:00", "900", "90 pounds", "rent for the flat",
                          "rent for the garage"),
             ]),
    scenario("mnt-consolidate-people", "maintenance", "Two people with the same trait are never merged", [
        say("2026-01-05T10:00:00+00:00", "My brother Sam is training for a marathon."),
        say("2026-01-05T10:05:00+00:00", "My friend Alex is training for a marathon."),
        every("2026-01-06T03:00:00", 7, 4),
        distinct("2026-02-05T10:00:00+00:00", "sam", "alex", "what is Sam training for",
                 "what is Alex training for"),
    ]),
    scenario("mnt-archived-not-erased", "maintenance", "An unused low-importance memory is archived, not "
             "erased, after a year", [
                 put("2026-01-05T10:00:00+00:00", "Had a coffee with Dana at the station cafe", "", "",
                     entity="", kind="episode", importance=0.3),
                 every("2026-01-06T03:00:00", 14, 28),
                 kept("2027-01-20T10:00:00+00:00", "coffee with dana"),
             ]),
    scenario("mnt-all-keeps-current", "maintenance", "Weekly 'manage all' for six months leaves the current "
             "belief served and settled", [
                 say("2026-01-05T10:00:00+00:00", "I live in Glasgow."),
                 say("2026-02-05T10:00:00+00:00", "I moved to Edinburgh."),
                 every("2026-02-06T03:00:00", 7, 26),
                 top("2026-08-10T10:00:00+00:00", "where do I live", has="edinburgh", contested=False),
                 served("2026-08-10T10:00:00+00:00", "where do I live", lacks="glasgow", unless="edinburgh"),
             ]),
]


# Added after the first baseline run, without changing any scenario above: there the rules extractor
# skipped several third-party sentences ("no lasting signal"), so those stories never reached consolidation.
# These store the same claims directly, so that scheduled consolidation itself is what is measured.
MAINTENANCE_STORED = [
    scenario("mnt-store-father-cousin", "maintenance", "The issue's case, stored directly: father's and "
             "cousin's sesame allergies survive weekly consolidation as two memories", [
                 put("2026-01-05T10:00:00+00:00", "User's father is allergic to sesame", "allergy", "sesame",
                     entity="user's father", kind="fact"),
                 put("2026-01-06T10:00:00+00:00", "User's cousin is allergic to sesame", "allergy", "sesame",
                     entity="user's cousin", kind="fact"),
                 every("2026-01-07T03:00:00", 7, 4),
                 distinct("2026-02-05T10:00:00+00:00", "father", "cousin", "is my father allergic to anything",
                          "is my cousin allergic to anything"),
             ]),
    scenario("mnt-store-rent-numbers", "maintenance", "Stored directly: two rents that differ in number and "
             "place are never merged", [
                 put("2026-01-05T10:00:00+00:00", "Rent for the user's flat in Leeds is 900 pounds a month", "", "",
                     entity="", kind="fact"),
                 put("2026-01-05T10:05:00+00:00", "Rent for the user's garage in Leeds is 90 pounds a month", "",
                     "", entity="", kind="fact"),
                 every("2026-01-06T03:00:00", 7, 4),
                 distinct("2026-02-05T10:00:00+00:00", "900", "90 pounds", "rent for the flat",
                          "rent for the garage"),
             ]),
    scenario("mnt-store-people", "maintenance", "Stored directly: two people with the same plan stay two "
             "memories", [
                 put("2026-01-05T10:00:00+00:00", "The user's brother Sam is training for a marathon", "", "",
                     entity="", kind="fact"),
                 put("2026-01-05T10:05:00+00:00", "The user's friend Alex is training for a marathon", "", "",
                     entity="", kind="fact"),
                 every("2026-01-06T03:00:00", 7, 4),
                 distinct("2026-02-05T10:00:00+00:00", "sam", "alex", "what is Sam training for",
                          "what is Alex training for"),
             ]),
    scenario("mnt-store-restatements", "maintenance", "Stored directly: three restatements of one claim may "
             "merge, and the claim is still served, the same every time, with its originals kept", [
                 put("2026-01-05T10:00:00+00:00", "User prefers Python for backend work", "", "", entity="",
                     kind="preference"),
                 put("2026-01-12T10:00:00+00:00", "User prefers Python for backend development", "", "",
                     entity="", kind="preference"),
                 put("2026-01-19T10:00:00+00:00", "For backend work the user prefers Python", "", "", entity="",
                     kind="preference"),
                 every("2026-01-20T03:00:00", 7, 4),
                 stable("2026-02-20T10:00:00+00:00", "which language do I prefer for backend work", "python"),
                 kept("2026-02-20T10:00:00+00:00", "backend development"),
             ]),
    scenario("ov-dedupe-the", "open-vocab", "A near-duplicate that starts with 'The' is the same claim, not a "
             "new name", [
                 say("2026-01-05T10:00:00+00:00", "I prefer aisle seats on long flights."),
                 say("2026-01-20T10:00:00+00:00", "The aisle seat is what I prefer on long flights."),
                 count("2026-01-21T10:00:00+00:00", "aisle", 1),
             ]),
]


STABILITY = [
    scenario("stab-settled-top", "stability", "The same query about a settled belief has the same top "
             "answer every time", [
                 say("2026-01-05T10:00:00+00:00", "I'm allergic to penicillin."),
                 say("2026-01-05T10:05:00+00:00", "I had a penicillin shot as a child and reacted badly."),
                 say("2026-01-05T10:10:00+00:00", "My doctor's office is near the penicillin factory."),
                 use("2026-01-10T10:00:00+00:00", "medication allergies"),
                 stable("2026-01-20T10:00:00+00:00", "what medication am I allergic to", "allergic to penicillin",
                        n=12),
             ]),
    scenario("stab-new-vs-old-near-tie", "stability", "A brand-new memory does not unseat a settled, more "
             "relevant answer", [
                 say("2026-01-05T10:00:00+00:00", "I live in Vienna."),
                 say("2026-03-01T10:00:00+00:00", "I visited Vienna's museum quarter last weekend."),
                 stable("2026-03-02T10:00:00+00:00", "where do I live", ("live in vienna", "lives in vienna"), n=12),
             ]),
]


SCENARIOS: list[dict[str, Any]] = (SEEDS + UPDATES + OSCILLATIONS + SLOW + HYPOTHETICALS + THIRD_PARTIES
                                   + DECISIONS + AGENT + OPEN_VOCAB + AS_OF + MAINTENANCE + MAINTENANCE_STORED
                                   + STABILITY)
