"""Issue 21's blind *dev* scenarios of the belief categories, with a reader's answers scripted.

    PYTHONPATH=src .venv/bin/python bench/beliefs_scripted.py [--category NAME] [--only ID] [-v]

bench/beliefs.py measures credo end to end, reader included. This run asks the
other half of the question: given what a careful reader would make of each
utterance (:data:`READS`: the candidates, written by hand, with ``retracts`` /
``adds`` where the words say so and attributes worded as the speaker worded
them), does the belief machinery (:mod:`credo.belief`, :mod:`credo.attributes`,
valid time) end each story right? Utterances without a script fall back to the
rules reader. Only the dev half is scripted: the held-out half is never read.

Where a scenario needs what no candidate can carry today (a date read from the
words, "back in September"; two values with their own times in one sentence),
its script says so and it is expected to fail here: see ``NEEDS``.

Writes bench/results/beliefs_blind_dev_scripted.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from beliefs import print_report, run_all  # noqa: E402
from beliefs_blind import BLIND_DEV  # noqa: E402

from credo.embed import embedder_named  # noqa: E402
from credo.llm.base import Candidate, Extraction  # noqa: E402
from credo.llm.rules import RulesExtractor  # noqa: E402
from credo.models import Kind, Source  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "beliefs_blind_dev_scripted.json"
CATEGORIES = ("multi-valued", "update-paraphrase", "decision", "paraphrase", "distinct", "correction", "flip-flop",
              "slow-change", "as-of")
F, P, D = Kind.FACT, Kind.PREFERENCE, Kind.DECISION


def c(text: str, entity: str | None = None, attribute: str | None = None, value: str | None = None,
      kind: Kind = F, **flags: bool) -> dict[str, Any]:
    return {"text": text, "entity": entity, "attribute": attribute, "value": value, "kind": kind, **flags}


def u(text: str, attribute: str, value: str, kind: Kind = F, **flags: bool) -> dict[str, Any]:
    return c(text, "user", attribute, value, kind, **flags)


#: utterance -> what a careful reader returns for it.
READS: dict[str, list[dict[str, Any]]] = {
    # multi-valued
    "I'm allergic to peanuts.": [u("User is allergic to peanuts.", "allergies", "peanuts")],
    "oh and I'm also allergic to shellfish, found out the hard way 🦐": [
        u("User is also allergic to shellfish.", "allergies", "shellfish", adds=True)],
    "I speak English and Portuguese.": [u("User speaks English.", "spoken_languages", "English"),
                                        u("User speaks Portuguese.", "spoken_languages", "Portuguese")],
    "After a year in Rome my Italian is actually decent now, so add that.": [
        u("User speaks Italian.", "languages", "Italian", adds=True)],
    "My son Theo is 5.": [u("User's son is Theo.", "child", "Theo"), c("Theo (user's son) is 5.", "theo", "age", "5")],
    "And my daughter Ivy just turned 2.": [u("User's daughter is Ivy.", "child", "Ivy", adds=True),
                                          c("Ivy (user's daughter) is 2.", "ivy", "age", "2")],
    "My everyday tools are VS Code and Docker.": [u("User uses VS Code every day.", "everyday_tools", "VS Code"),
                                                  u("User uses Docker every day.", "everyday_tools", "Docker")],
    "I use Postman a lot too, basically every day for the API work.": [
        u("User uses Postman every day for API work.", "tools", "Postman", adds=True)],
    "I speak French, German and a little Russian.": [u("User speaks French.", "spoken_languages", "French"),
                                                     u("User speaks German.", "spoken_languages", "German"),
                                                     u("User speaks a little Russian.", "spoken_languages", "Russian")],
    "honestly I don't speak Russian anymore, it's all gone": [
        u("User no longer speaks Russian.", "spoken_languages", "Russian", retracts=True)],
    "My hobbies are running, chess and painting.": [u("User's hobbies include running.", "hobbies", "running"),
                                                    u("User's hobbies include chess.", "hobbies", "chess"),
                                                    u("User's hobbies include painting.", "hobbies", "painting")],
    "gave up chess, no time for it anymore": [u("User gave up chess.", "hobbies", "chess", retracts=True)],
    "I use Trello, Notion and Figma.": [u("User uses Trello.", "tools", "Trello"), u("User uses Notion.", "tools",
                                                                                     "Notion"),
                                        u("User uses Figma.", "tools", "Figma")],
    "We dropped Trello, all my planning is in Notion now.": [
        u("User dropped Trello.", "tools", "Trello", retracts=True),
        u("User does all planning in Notion.", "planning_tool", "Notion")],
    # update-paraphrase
    "We decided to host the pipeline on AWS.": [c("The team decided to host the pipeline on AWS.", "team",
                                                  "host_pipeline", "AWS", D)],
    "We're moving hosting to Hetzner instead of AWS to cut costs.": [
        c("The team is moving hosting to Hetzner instead of AWS to cut costs.", "team", "hosting", "Hetzner", D)],
    "I'm based in Manchester.": [u("User is based in Manchester.", "based_in", "Manchester")],
    "We finally relocated, Bristol is home now 🏡": [u("User's home is Bristol now.", "home", "Bristol")],
    "I get to work by car.": [u("User gets to work by car.", "commute", "car")],
    "Now cycling to the office every day since the new bike lane opened.": [
        u("User cycles to the office every day.", "commute_method", "cycling")],
    "I'm on the payments team.": [u("User is on the payments team.", "team", "payments")],
    "Moved teams last month, I'm in search infrastructure now.": [
        u("User is in the search infrastructure team now.", "current_team", "search infrastructure")],
    "Mornings are best for meetings.": [u("User prefers meetings in the morning.", "meeting_time", "morning", P)],
    "Please book calls after lunch from now on, mornings are for deep work.": [
        u("User wants calls booked after lunch.", "preferred_meeting_time", "afternoon", P)],
    "I'm a junior data analyst.": [u("User is a junior data analyst.", "job_title", "junior data analyst")],
    "Got the promotion, officially Senior Analyst as of today!": [
        u("User is officially Senior Analyst.", "title", "Senior Analyst")],
    # decision
    "Let's use Postgres for the analytics DB.": [c("The team will use Postgres for the analytics DB.", "team",
                                                   "analytics_database", "Postgres", D)],
    "scrap that, we're going with MySQL": [c("Scrap that: the team is going with MySQL.", kind=D)],
    "Offsite will be in Lisbon this year.": [c("The offsite will be in Lisbon this year.", "offsite", "location",
                                               "Lisbon", D)],
    "Offsite's moved to Porto, Lisbon hotels were fully booked.": [
        c("The offsite moved to Porto.", "offsite", "venue", "Porto", D)],
    "We'll release on Thursdays.": [c("The team releases on Thursdays.", "team", "release_day", "Thursday", D)],
    "New rule: releases go out on Tuesdays, not Thursdays.": [
        c("The team's releases go out on Tuesdays, not Thursdays.", "team", "release_schedule", "Tuesday", D)],
    "We've picked Oakwood for Lily's school.": [c("Oakwood is the school picked for Lily.", "lily", "school",
                                                  "Oakwood", D)],
    "Final decision: Lily's going to St Anne's, not Oakwood.": [
        c("Lily is going to St Anne's, not Oakwood.", "lily", "school_choice", "St Anne's", D)],
    "We'll run CI on CircleCI.": [c("The team runs CI on CircleCI.", "team", "ci", "CircleCI", D)],
    "nah, moving CI to GitHub Actions, one less vendor": [
        c("The team is moving CI to GitHub Actions.", "team", "ci_provider", "GitHub Actions", D)],
    # paraphrase
    "I prefer Python for backend work.": [u("User prefers Python for backend work.",
                                            "preferred_programming_language", "Python", P)],
    "Python is my go-to language for backends.": [u("Python is the user's go-to language for backends.",
                                                    "go-to language", "Python")],
    "I'm a tea drinker, not coffee.": [u("User drinks tea, not coffee.", "drink", "tea", P)],
    "Tea is what I drink, coffee makes me jittery.": [u("User drinks tea; coffee makes the user jittery.",
                                                        "beverage", "tea", P)],
    "We decided to use Postgres for the main database.": [c("The team decided to use Postgres for the main "
                                                            "database.", "team", "main_database", "Postgres", D)],
    "Our main database is Postgres.": [c("The team's main database is Postgres.", "team", "database", "Postgres")],
    "I always pick the window seat when I fly.": [u("User always picks the window seat when flying.",
                                                    "seat_preference", "window seat", P)],
    "Window seats for flights please, I like to sleep against the wall.": [
        u("User wants window seats on flights.", "preferred_seat", "window seat", P)],
    # distinct
    "My son's school starts at 8:45 every weekday morning.": [
        c("User's son's school starts at 8:45 every weekday morning.", "son", "school_start", "8:45")],
    "My daughter's school starts at half past eight every weekday morning.": [
        c("User's daughter's school starts at half past eight every weekday morning.", "daughter", "school_start",
          "8:30")],
    "Project Atlas is due on 15 May.": [c("Project Atlas is due on 15 May.", "project_atlas", "due_date", "15 May")],
    "Project Nimbus is due on 2 June.": [c("Project Nimbus is due on 2 June.", "project_nimbus", "due_date",
                                           "2 June")],
    "Rex sees the vet at Parkside Clinic.": [c("Rex sees the vet at Parkside Clinic.", "rex", "vet", "Parkside")],
    "Luna goes to the Riverside vet.": [c("Luna goes to the Riverside vet.", "luna", "vet", "Riverside")],
    "Weekdays I work at the library.": [u("On weekdays the user works at the library.", "employer", "library")],
    "On weekends I work at a climbing gym.": [u("On weekends the user works at a climbing gym.", "employer",
                                                "climbing gym", adds=True)],
    "The design sync is every Tuesday at 2pm.": [c("The design sync is every Tuesday at 2pm.", "design_sync",
                                                   "time", "Tuesday 2pm")],
    "The sales sync is every Tuesday at 4pm.": [c("The sales sync is every Tuesday at 4pm.", "sales_sync", "time",
                                                  "Tuesday 4pm")],
    # correction
    "My daughter's name is Elise.": [c("User's daughter's name is Elise.", "daughter", "name", "Elise")],
    "Sorry, I misspoke, it's Eliza, not Elise.": [c("User's daughter's name is Eliza, not Elise.", "daughter", "name",
                                                    "Eliza")],
    "My email is dana.k@gmail.com": [u("User's email is dana.k@gmail.com.", "email", "dana.k@gmail.com")],
    "oops, wrong one, it's dana.k@proton.me": [u("User's email is dana.k@proton.me.", "email", "dana.k@proton.me")],
    "I'm allergic to penicillin.": [u("User is allergic to penicillin.", "allergies", "penicillin")],
    "Correction: it's amoxicillin I react to, not penicillin.": [
        u("User is allergic to amoxicillin, not penicillin.", "allergies", "amoxicillin")],
    "Our sprint is two weeks.": [c("The team's sprint is two weeks.", "team", "sprint_length", "two weeks")],
    "Sorry, three weeks. We changed it last quarter.": [c("The team's sprint is three weeks.", "team",
                                                          "sprint_length", "three weeks")],
    # flip-flop
    "I work out in the mornings.": [u("User works out in the mornings.", "workout_time", "morning", P)],
    "Switched to evening workouts, mornings are too rushed.": [u("User works out in the evenings.", "workout_time",
                                                                 "evening", P)],
    "Back to morning workouts, evenings kept getting cancelled.": [u("User works out in the mornings again.",
                                                                     "workout_time", "morning", P)],
    "I'm a coffee person in the mornings.": [u("User drinks coffee in the mornings.", "morning_drink", "coffee", P)],
    "Switched to tea in the mornings, coffee was wrecking my sleep.": [
        u("User drinks tea in the mornings.", "morning_drink", "tea", P)],
    "Back on coffee in the mornings, tea just doesn't wake me up.": [
        u("User drinks coffee in the mornings again.", "morning_drink", "coffee", P)],
    "Email me, don't Slack me.": [u("User wants to be contacted by email.", "communication_channel", "email", P)],
    "Slack is better than email for me now.": [u("User prefers Slack to be contacted.", "communication_channel",
                                                 "Slack", P)],
    "ugh, email please, Slack is too noisy": [u("User wants email, Slack is too noisy.", "communication_channel",
                                                "email", P)],
    "I like detailed answers.": [u("User likes detailed answers.", "answer_length", "detailed", P)],
    "keep answers short from now on": [u("User wants short answers.", "answer_length", "short", P)],
    "more detail please, the short answers miss things": [u("User wants detailed answers.", "answer_length",
                                                            "detailed", P)],
    # slow-change
    "I live in Dublin.": [u("User lives in Dublin.", "home_city", "Dublin")],
    "Moved to Amsterdam for the new job.": [u("User moved to Amsterdam.", "home_city", "Amsterdam")],
    "We've settled in Utrecht now, Amsterdam got too pricey.": [u("User lives in Utrecht now.", "home_city",
                                                                  "Utrecht")],
    "I'm vegetarian.": [u("User is vegetarian.", "diet", "vegetarian")],
    "Went vegan last month.": [u("User went vegan.", "diet", "vegan")],
    "I'm a software engineer.": [u("User is a software engineer.", "job_title", "software engineer")],
    "promoted to senior engineer 🎉": [u("User was promoted to senior engineer.", "job_title", "senior engineer")],
    "I'm an engineering manager now.": [u("User is an engineering manager now.", "job_title", "engineering manager")],
    # as-of
    "I live in Porto.": [u("User lives in Porto.", "home_city", "Porto")],
    "Forgot to tell you, I moved to Lyon back in September.": [u("User moved to Lyon.", "home_city", "Lyon")],
    "I joined Acme in February.": [u("User works at Acme.", "employer", "Acme")],
    "I worked at Shopify until last December, then joined Stripe in January.": [
        u("User worked at Shopify until last December.", "employer", "Shopify"),
        u("User joined Stripe in January.", "employer", "Stripe")],
    "The grant report is due 30 April.": [c("The grant report is due 30 April.", "grant_report", "due_date",
                                            "30 April")],
    "The grant report deadline moved to 15 May.": [c("The grant report deadline moved to 15 May.", "grant_report",
                                                     "deadline", "15 May")],
    "I live in Leeds.": [u("User lives in Leeds.", "home_city", "Leeds")],
    "I moved to York.": [u("User moved to York.", "home_city", "York")],
}

#: Scenarios no script can pass today, and what they need beyond the belief machinery.
NEEDS = {
    "bl-asof-told-late": "a date read from the words ('back in September'): a candidate carries no valid time",
    "bl-asof-job-history": "two values with their own times in one sentence: a candidate carries no valid time",
}


class ScriptedReader:
    """The scripted reads, the rules reader for anything unscripted."""

    name, version = "scripted-reader", "issue21-dev"

    def __init__(self) -> None:
        self.rules = RulesExtractor()

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction:
        if speaker is not Source.USER or text not in READS:
            return self.rules.extract(text, speaker=speaker)
        candidates = [Candidate(r["text"], r["kind"], None, 0.6, 0.9, r["entity"], r["attribute"], r["value"],
                                "scripted read", retracts=r.get("retracts", False), adds=r.get("adds", False))
                      for r in READS[text]]
        return Extraction(candidates, [], self.name, self.version)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--category", choices=CATEGORIES)
    parser.add_argument("--only")
    parser.add_argument("--embedder", default="bge-small", choices=("bge-small", "minilm"))
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    scenarios = [s for s in BLIND_DEV if s["category"] in ((args.category,) if args.category else CATEGORIES)
                 and (not args.only or args.only in s["id"])]
    report = run_all(scenarios, embedder_named(args.embedder), ScriptedReader(), "scripted reader", args.verbose)
    print_report(report)
    report["needs"] = {k: v for k, v in NEEDS.items() if any(s["id"] == k for s in scenarios)}
    if not args.category and not args.only:
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
        print(f"wrote {RESULTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
