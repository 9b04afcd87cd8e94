"""Issue 21's blind belief scenarios for bench/beliefs.py (``--set blind-dev`` / ``--set blind-heldout``).

Written before any change to the reader (the rules extractor of commit
53c36c6), labelled by what a careful person listening to the user would
expect, never by what credo does. Every category is split in half: the dev
half (``BLIND_DEV``) may be read while changing credo; the held-out half
(``BLIND_HELDOUT``) is only reported (bench/results/beliefs_blind_heldout.json)
and nobody tunes on it.

Categories (each scenario's ``category``):

* ``multi-valued`` -- allergies, languages, pets, children, hobbies and tools
  accumulate; "no longer X" retires exactly X and keeps the rest;
* ``update-paraphrase`` -- a single-valued fact changes, said in other words
  than the first time (the attribute is worded differently);
* ``decision`` -- a decision reversed or replaced ("scrap that, we're going
  with MySQL"), or stopped;
* ``paraphrase`` -- the same belief said twice in different words and kinds is
  one active memory;
* ``distinct`` -- distinct named things (a son's and a daughter's school, two
  services, two projects) never supersede or blur each other;
* ``correction`` -- a correction replaces what it corrects, settled;
* ``flip-flop`` -- a preference that goes back and forth within weeks is shown
  contested, never served as settled (seed 000's rule);
* ``slow-change`` -- changes months or years apart are updates, not loops;
* ``as-of`` -- what was true then (valid time, ``valid_at``) as well as what
  credo had recorded by then (record time, ``as_of``); a change told late
  ("I moved to Lyon back in September", said in December) is true from
  when it happened;
* ``other-people`` -- facts about other people are stored about them
  (bench/people.py's keys) and never taken as the user's;
* ``framing`` -- hypotheticals, role-play, rhetorical framing, sarcasm, jokes
  and quotations are never served as fact; sincere statements that contain
  "as a" or "actually" are;
* ``life-story`` -- the hold-out stories the issue names: a new pet after a
  loss, a gym switch, a phone that flips back within weeks (a possession
  returned is a settled fact, not an oscillating taste), a diet correction, a
  moved deadline, a notes-app migration.

The vocabulary is bench/beliefs_scenarios.py's, plus ``valid_at=`` on
``top``/``served`` and the ``about`` check.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from beliefs_scenarios import (about, contested, count, distinct, every, facts, kept, no_open_conflict, say,
                               scenario, served, top, unsettled)

ANYMORE = ("not allergic", "no longer", "anymore", "any more", "outgrew", "gave up", "dropped", "not ", "n't",
           "stopped", "died", "passed away", "lost")

# -- multi-valued: accumulate, and "no longer X" retires exactly X ----------------------------------------

MULTI_VALUED = [
    scenario("bl-mv-allergy-shellfish", "multi-valued", "A second allergy adds to the first", [
        say("2026-02-03T09:12:00+00:00", "I'm allergic to peanuts."),
        say("2026-02-20T18:40:00+00:00", "oh and I'm also allergic to shellfish, found out the hard way 🦐"),
        served("2026-02-21T10:00:00+00:00", "what am I allergic to", has="peanut"),
        served("2026-02-21T10:00:00+00:00", "what am I allergic to", has="shellfish"),
        facts("2026-02-21T10:00:00+00:00", "food allergies", has="peanut"),
        facts("2026-02-21T10:00:00+00:00", "food allergies", has="shellfish"),
    ]),
    scenario("bl-mv-allergy-latex", "multi-valued", "A drug allergy, then latex: both kept", [
        say("2026-01-14T11:00:00+00:00", "I have a penicillin allergy."),
        say("2026-03-02T16:25:00+00:00", "Also latex. Allergic to latex too, so tell the dentist."),
        served("2026-03-05T09:00:00+00:00", "what allergies do I have", has="penicillin"),
        served("2026-03-05T09:00:00+00:00", "what allergies do I have", has="latex"),
        facts("2026-03-05T09:00:00+00:00", "allergies", has="penicillin"),
        facts("2026-03-05T09:00:00+00:00", "allergies", has="latex"),
    ]),
    scenario("bl-mv-languages", "multi-valued", "A new language is added to the ones spoken", [
        say("2026-01-08T20:00:00+00:00", "I speak English and Portuguese."),
        say("2026-05-19T20:00:00+00:00", "After a year in Rome my Italian is actually decent now, so add that."),
        served("2026-05-20T09:00:00+00:00", "which languages do I speak", has="portuguese"),
        served("2026-05-20T09:00:00+00:00", "which languages do I speak", has="italian"),
        facts("2026-05-20T09:00:00+00:00", "languages spoken", has="portuguese"),
    ]),
    scenario("bl-mv-second-dog", "multi-valued", "A second dog does not replace the first", [
        say("2026-03-01T10:00:00+00:00", "We have a dog, Rufus, a lab mix."),
        say("2026-06-12T17:30:00+00:00", "We got a second dog!! a puppy called Maple 🐶"),
        served("2026-06-13T09:00:00+00:00", "what pets do I have", has="rufus"),
        served("2026-06-13T09:00:00+00:00", "what pets do I have", has="maple"),
        facts("2026-06-13T09:00:00+00:00", "my pets", has="rufus"),
    ]),
    scenario("bl-mv-children", "multi-valued", "A son and a daughter told one after the other", [
        say("2026-02-10T08:00:00+00:00", "My son Theo is 5."),
        say("2026-02-10T08:02:00+00:00", "And my daughter Ivy just turned 2."),
        served("2026-02-15T09:00:00+00:00", "who are my children", has="theo"),
        served("2026-02-15T09:00:00+00:00", "who are my children", has="ivy"),
        top("2026-02-15T09:00:00+00:00", "how old is Theo", has="5"),
    ]),
    scenario("bl-mv-hobbies", "multi-valued", "A new hobby joins the old one", [
        say("2026-01-20T19:00:00+00:00", "I do pottery on Thursday evenings."),
        say("2026-04-02T19:00:00+00:00", "I've also started rock climbing, twice a week at the bouldering wall."),
        served("2026-04-03T09:00:00+00:00", "what are my hobbies", has="pottery"),
        served("2026-04-03T09:00:00+00:00", "what are my hobbies", has="climbing"),
    ]),
    scenario("bl-mv-tools", "multi-valued", "One more everyday tool", [
        say("2026-03-09T10:00:00+00:00", "My everyday tools are VS Code and Docker."),
        say("2026-03-25T15:00:00+00:00", "I use Postman a lot too, basically every day for the API work."),
        served("2026-03-26T09:00:00+00:00", "what tools do I use", has="docker"),
        served("2026-03-26T09:00:00+00:00", "what tools do I use", has="postman"),
    ]),
    scenario("bl-mv-no-longer-latex", "multi-valued", "'Not allergic to latex anymore' retires latex, keeps "
             "penicillin", [
                 say("2026-01-05T10:00:00+00:00", "I'm allergic to penicillin and latex."),
                 say("2026-04-11T14:00:00+00:00", "Good news, the allergist says I'm not allergic to latex anymore!"),
                 served("2026-04-12T09:00:00+00:00", "what am I allergic to", has="penicillin"),
                 served("2026-04-12T09:00:00+00:00", "what am I allergic to", lacks="latex", unless=ANYMORE),
                 facts("2026-04-12T09:00:00+00:00", "allergies", has="penicillin"),
                 facts("2026-04-12T09:00:00+00:00", "allergies", lacks="latex", unless=ANYMORE),
             ]),
    scenario("bl-mv-no-longer-language", "multi-valued", "A language lost is retired; the others stay", [
        say("2026-02-01T10:00:00+00:00", "I speak French, German and a little Russian."),
        say("2026-07-01T10:00:00+00:00", "honestly I don't speak Russian anymore, it's all gone"),
        served("2026-07-02T09:00:00+00:00", "which languages do I speak", has="german"),
        served("2026-07-02T09:00:00+00:00", "which languages do I speak", has="french"),
        facts("2026-07-02T09:00:00+00:00", "languages I speak", lacks="russian", unless=ANYMORE),
    ]),
    scenario("bl-mv-no-longer-pet", "multi-valued", "One of two cats dies: the other is still a pet", [
        say("2026-01-10T10:00:00+00:00", "I have two cats, Salt and Pepper."),
        say("2026-05-03T21:00:00+00:00", "Sadly Pepper died last week. Just Salt now."),
        served("2026-05-04T09:00:00+00:00", "what pets do I have", has="salt"),
        facts("2026-05-04T09:00:00+00:00", "my pets", has="salt"),
        facts("2026-05-04T09:00:00+00:00", "my pets", lacks="pepper", unless=ANYMORE),
    ]),
    scenario("bl-mv-no-longer-hobby", "multi-valued", "'gave up chess' retires chess only", [
        say("2026-03-01T10:00:00+00:00", "My hobbies are running, chess and painting."),
        say("2026-06-15T10:00:00+00:00", "gave up chess, no time for it anymore"),
        served("2026-06-16T09:00:00+00:00", "what are my hobbies", has="running"),
        served("2026-06-16T09:00:00+00:00", "what are my hobbies", has="painting"),
        served("2026-06-16T09:00:00+00:00", "what are my hobbies", lacks="chess", unless=ANYMORE),
    ]),
    scenario("bl-mv-third-allergy", "multi-valued", "Three allergies over three months are all served", [
        say("2026-01-03T10:00:00+00:00", "Peanut allergy here."),
        say("2026-02-03T10:00:00+00:00", "Turns out I'm allergic to shellfish as well."),
        say("2026-03-03T10:00:00+00:00", "and sesame, the list keeps growing 🙃"),
        served("2026-03-04T09:00:00+00:00", "what am I allergic to", has="peanut"),
        served("2026-03-04T09:00:00+00:00", "what am I allergic to", has="shellfish"),
        served("2026-03-04T09:00:00+00:00", "what am I allergic to", has="sesame"),
    ]),
    scenario("bl-mv-tool-dropped", "multi-valued", "A dropped tool is retired, the others stay", [
        say("2026-02-02T10:00:00+00:00", "I use Trello, Notion and Figma."),
        say("2026-05-20T10:00:00+00:00", "We dropped Trello, all my planning is in Notion now."),
        served("2026-05-21T09:00:00+00:00", "what tools do I use", has="notion"),
        served("2026-05-21T09:00:00+00:00", "what tools do I use", has="figma"),
        facts("2026-05-21T09:00:00+00:00", "tools I use", lacks="trello", unless=ANYMORE),
    ]),
    scenario("bl-mv-programming-languages", "multi-valued", "'also a lot of TypeScript' adds to Python", [
        say("2026-01-12T10:00:00+00:00", "I code mostly in Python."),
        say("2026-04-12T10:00:00+00:00", "These days I also write a lot of TypeScript."),
        served("2026-04-13T09:00:00+00:00", "which programming languages do I use", has="python"),
        served("2026-04-13T09:00:00+00:00", "which programming languages do I use", has="typescript"),
    ]),
]

# -- single-valued updates said in other words -----------------------------------------------------------


def _changed(sid: str, title: str, first: str, second: str, query: str, new: Any, old: str,
             t1: str, t2: str, check: str, category: str = "update-paraphrase") -> dict[str, Any]:
    """The new value is served settled, the old one not at all (unless beside the new), and the old one as of t1."""
    return scenario(sid, category, title, [
        say(t1, first), say(t2, second),
        top(check, query, has=new, contested=False),
        served(check, query, lacks=old, unless=new),
        top(check, query, has=old, as_of=t1[:10] + "T23:59:00+00:00"),
    ])


UPDATES = [
    _changed("bl-up-hosting", "'host the pipeline on AWS' then 'moving hosting to Hetzner'",
             "We decided to host the pipeline on AWS.",
             "We're moving hosting to Hetzner instead of AWS to cut costs.",
             "where do we host the pipeline", "hetzner", "aws",
             "2026-01-15T10:00:00+00:00", "2026-04-02T10:00:00+00:00", "2026-04-10T10:00:00+00:00"),
    _changed("bl-up-employer", "'work at Deloitte' then 'new role at KPMG'", "I work at Deloitte as an auditor.",
             "Started my new role at KPMG this week!", "where do I work", "kpmg", "deloitte",
             "2026-01-06T10:00:00+00:00", "2026-05-11T10:00:00+00:00", "2026-05-20T10:00:00+00:00"),
    _changed("bl-up-city", "'based in Manchester' then 'Bristol is home now'", "I'm based in Manchester.",
             "We finally relocated, Bristol is home now 🏡", "where do I live", "bristol", "manchester",
             "2026-02-01T10:00:00+00:00", "2026-06-01T10:00:00+00:00", "2026-06-10T10:00:00+00:00"),
    _changed("bl-up-editor", "'editor of choice is Sublime' then 'moved over to Zed'",
             "My editor of choice is Sublime Text.", "I've fully moved over to Zed for coding.",
             "which editor do I use", "zed", "sublime",
             "2026-01-20T10:00:00+00:00", "2026-03-20T10:00:00+00:00", "2026-03-25T10:00:00+00:00"),
    _changed("bl-up-commute", "'get to work by car' then 'cycling to the office'", "I get to work by car.",
             "Now cycling to the office every day since the new bike lane opened.", "how do I commute to work",
             ("cycl", "bike"), "car",
             "2026-02-10T10:00:00+00:00", "2026-05-10T10:00:00+00:00", "2026-05-15T10:00:00+00:00"),
    _changed("bl-up-bank", "'my bank is Barclays' then 'I'm with Monzo now'", "My bank is Barclays.",
             "Switched banks, I'm with Monzo now.", "which bank am I with", "monzo", "barclays",
             "2026-01-04T10:00:00+00:00", "2026-03-04T10:00:00+00:00", "2026-03-10T10:00:00+00:00"),
    _changed("bl-up-team", "'on the payments team' then 'in search infrastructure now'",
             "I'm on the payments team.", "Moved teams last month, I'm in search infrastructure now.",
             "which team am I on", "search", "payments",
             "2026-01-09T10:00:00+00:00", "2026-04-09T10:00:00+00:00", "2026-04-12T10:00:00+00:00"),
    _changed("bl-up-diet", "'eat pretty much everything' then 'fully plant-based'", "I eat pretty much everything.",
             "Went fully plant-based in January, so vegan now 🌱", "what is my diet", ("vegan", "plant-based"),
             "everything", "2025-11-01T10:00:00+00:00", "2026-02-01T10:00:00+00:00", "2026-02-05T10:00:00+00:00"),
    _changed("bl-up-meetings", "'mornings are best for meetings' then 'book calls after lunch'",
             "Mornings are best for meetings.",
             "Please book calls after lunch from now on, mornings are for deep work.",
             "when should my meetings be booked", ("after lunch", "afternoon"), "morning",
             "2026-01-12T10:00:00+00:00", "2026-03-12T10:00:00+00:00", "2026-03-20T10:00:00+00:00"),
    _changed("bl-up-backend-language", "'prefer Python for backend' then 'Rust has become my default'",
             "I prefer Python for backend work.", "Rust has become my default for backends.",
             "which language do I prefer for backend work", "rust", "python",
             "2026-01-05T10:00:00+00:00", "2026-06-05T10:00:00+00:00", "2026-06-10T10:00:00+00:00"),
    _changed("bl-up-title", "'junior data analyst' then 'officially Senior Analyst'", "I'm a junior data analyst.",
             "Got the promotion, officially Senior Analyst as of today!", "what is my job title", "senior",
             "junior", "2025-09-01T10:00:00+00:00", "2026-03-01T10:00:00+00:00", "2026-03-05T10:00:00+00:00"),
    _changed("bl-up-car", "'2015 Ford Focus' then 'traded in the Focus for a Prius'", "I drive a 2015 Ford Focus.",
             "Traded in the Focus for a used Prius.", "what car do I drive", "prius", "focus",
             "2026-02-14T10:00:00+00:00", "2026-07-14T10:00:00+00:00", "2026-07-20T10:00:00+00:00"),
]

# -- decisions reversed -----------------------------------------------------------------------------------

DECISIONS = [
    scenario("bl-dec-scrap-that", "decision", "'scrap that, we're going with MySQL' reverses Postgres", [
        say("2026-03-03T10:00:00+00:00", "Let's use Postgres for the analytics DB."),
        say("2026-03-04T09:30:00+00:00", "scrap that, we're going with MySQL"),
        top("2026-03-05T10:00:00+00:00", "which database are we using for analytics", has="mysql"),
        served("2026-03-05T10:00:00+00:00", "which database are we using for analytics", lacks="postgres",
               unless="mysql"),
    ]),
    scenario("bl-dec-sms-vendor", "decision", "A vendor decision replaced after a price rise", [
        say("2026-02-02T10:00:00+00:00", "We're going with Twilio for SMS."),
        say("2026-02-27T10:00:00+00:00", "Change of plan, Vonage for SMS, Twilio's pricing went up."),
        top("2026-03-01T10:00:00+00:00", "which SMS provider do we use", has="vonage"),
        served("2026-03-01T10:00:00+00:00", "which SMS provider do we use", lacks="twilio", unless="vonage"),
    ]),
    scenario("bl-dec-offsite", "decision", "The offsite moves from Lisbon to Porto", [
        say("2026-01-20T10:00:00+00:00", "Offsite will be in Lisbon this year."),
        say("2026-02-18T10:00:00+00:00", "Offsite's moved to Porto, Lisbon hotels were fully booked."),
        top("2026-02-20T10:00:00+00:00", "where is the offsite", has="porto"),
        served("2026-02-20T10:00:00+00:00", "where is the offsite", lacks="lisbon", unless="porto"),
    ]),
    scenario("bl-dec-migration-cancelled", "decision", "A migration decision cancelled", [
        say("2026-01-10T10:00:00+00:00", "We decided to migrate the app to Flutter."),
        say("2026-03-28T10:00:00+00:00", "We're cancelling the Flutter migration and staying native."),
        top("2026-04-01T10:00:00+00:00", "are we migrating the app to Flutter", has=("cancel", "native")),
        served("2026-04-01T10:00:00+00:00", "are we migrating the app to Flutter", lacks="flutter",
               unless=("cancel", "staying", "native", "not", "no longer")),
    ]),
    scenario("bl-dec-release-day", "decision", "Release day moved by a new rule", [
        say("2026-02-05T10:00:00+00:00", "We'll release on Thursdays."),
        say("2026-04-06T10:00:00+00:00", "New rule: releases go out on Tuesdays, not Thursdays."),
        top("2026-04-08T10:00:00+00:00", "which day do we release", has="tuesday"),
        served("2026-04-08T10:00:00+00:00", "which day do we release", lacks="thursday", unless="tuesday"),
    ]),
    scenario("bl-dec-mortgage", "decision", "'Changed my mind' replaces the variable-rate choice", [
        say("2026-05-01T10:00:00+00:00", "I've decided to go with the variable-rate mortgage."),
        say("2026-05-09T10:00:00+00:00", "Changed my mind, locking in the fixed rate instead."),
        top("2026-05-12T10:00:00+00:00", "which mortgage did I choose", has="fixed"),
        served("2026-05-12T10:00:00+00:00", "which mortgage did I choose", lacks="variable", unless="fixed"),
    ]),
    scenario("bl-dec-school-choice", "decision", "A school choice replaced by a final decision", [
        say("2026-02-01T10:00:00+00:00", "We've picked Oakwood for Lily's school."),
        say("2026-03-15T10:00:00+00:00", "Final decision: Lily's going to St Anne's, not Oakwood."),
        top("2026-03-20T10:00:00+00:00", "which school is Lily going to", has="anne"),
        served("2026-03-20T10:00:00+00:00", "which school is Lily going to", lacks="oakwood", unless="anne"),
    ]),
    scenario("bl-dec-freeze-scrapped", "decision", "A team rule scrapped", [
        say("2026-01-12T10:00:00+00:00", "Team decision: code freeze every Friday from 2pm."),
        say("2026-04-13T10:00:00+00:00", "We've scrapped the Friday code freeze."),
        top("2026-04-15T10:00:00+00:00", "do we have a code freeze on Fridays", has=("scrap", "no longer", "no code")),
        served("2026-04-15T10:00:00+00:00", "do we have a code freeze on Fridays", lacks="every friday",
               unless=("scrap", "no longer")),
    ]),
    scenario("bl-dec-ci", "decision", "'nah, moving CI to GitHub Actions' replaces CircleCI", [
        say("2026-01-19T10:00:00+00:00", "We'll run CI on CircleCI."),
        say("2026-06-02T10:00:00+00:00", "nah, moving CI to GitHub Actions, one less vendor"),
        top("2026-06-05T10:00:00+00:00", "what do we use for CI", has="github actions", contested=False),
        served("2026-06-05T10:00:00+00:00", "what do we use for CI", lacks="circleci", unless="github"),
    ]),
    scenario("bl-dec-christmas", "decision", "Christmas plans changed", [
        say("2026-10-01T10:00:00+00:00", "We're spending Christmas at my parents' this year."),
        say("2026-11-20T10:00:00+00:00", "Plans changed, Christmas is at ours this year, my parents are coming to us."),
        top("2026-11-25T10:00:00+00:00", "where are we spending Christmas", has=("at ours", "coming to us", "host")),
        served("2026-11-25T10:00:00+00:00", "where are we spending Christmas", lacks="at my parents",
               unless=("coming to us", "at ours")),
    ]),
]

# -- paraphrases across kinds are one belief -----------------------------------------------------------

PARAPHRASES = [
    scenario("bl-para-python", "paraphrase", "A preference and a fact saying the same thing are one memory", [
        say("2026-01-05T10:00:00+00:00", "I prefer Python for backend work."),
        say("2026-01-19T10:00:00+00:00", "Python is my go-to language for backends."),
        count("2026-01-20T10:00:00+00:00", "python", 1),
        top("2026-01-20T10:00:00+00:00", "which language do I prefer for backend work", has="python"),
    ]),
    scenario("bl-para-dark-mode", "paraphrase", "Dark mode said twice", [
        say("2026-02-01T10:00:00+00:00", "I like dark mode in every app."),
        say("2026-02-11T10:00:00+00:00", "Dark themes everywhere for me, light mode hurts my eyes."),
        count("2026-02-12T10:00:00+00:00", "dark", 1),
    ]),
    scenario("bl-para-tea", "paraphrase", "Tea drinker, twice", [
        say("2026-03-01T10:00:00+00:00", "I'm a tea drinker, not coffee."),
        say("2026-03-08T10:00:00+00:00", "Tea is what I drink, coffee makes me jittery."),
        count("2026-03-09T10:00:00+00:00", "tea", 1),
    ]),
    scenario("bl-para-remote", "paraphrase", "Fully remote, twice", [
        say("2026-02-03T10:00:00+00:00", "I work fully remote."),
        say("2026-02-24T10:00:00+00:00", "My job is 100% remote, no office at all."),
        count("2026-02-25T10:00:00+00:00", "remote", 1),
    ]),
    scenario("bl-para-decision-fact", "paraphrase", "A decision and the fact it made are one belief", [
        say("2026-01-07T10:00:00+00:00", "We decided to use Postgres for the main database."),
        say("2026-02-07T10:00:00+00:00", "Our main database is Postgres."),
        count("2026-02-08T10:00:00+00:00", "postgres", 1),
    ]),
    scenario("bl-para-vegetarian", "paraphrase", "Vegetarian, twice, a month apart", [
        say("2026-01-15T10:00:00+00:00", "I'm vegetarian."),
        say("2026-02-15T10:00:00+00:00", "Vegetarian here, for about 10 years now 🥦"),
        count("2026-02-16T10:00:00+00:00", "vegetarian", 1),
    ]),
    scenario("bl-para-window-seat", "paraphrase", "Window seat, twice", [
        say("2026-04-01T10:00:00+00:00", "I always pick the window seat when I fly."),
        say("2026-04-22T10:00:00+00:00", "Window seats for flights please, I like to sleep against the wall."),
        count("2026-04-23T10:00:00+00:00", "window", 1),
    ]),
    scenario("bl-para-standup", "paraphrase", "The standup time said two ways", [
        say("2026-01-12T10:00:00+00:00", "Our team has a daily standup at 9:45."),
        say("2026-01-26T10:00:00+00:00", "Standups are at quarter to ten, every day."),
        count("2026-01-27T10:00:00+00:00", "standup", 1),
    ]),
]

# -- distinct named things never supersede each other ----------------------------------------------------

DISTINCT = [
    scenario("bl-dist-schools", "distinct", "A son's and a daughter's school start times", [
        say("2026-09-01T07:30:00+00:00", "My son's school starts at 8:45 every weekday morning."),
        say("2026-09-01T07:35:00+00:00", "My daughter's school starts at half past eight every weekday morning."),
        distinct("2026-09-05T10:00:00+00:00", "son", "daughter", "when does my son's school start",
                 "when does my daughter's school start"),
        top("2026-09-05T10:00:00+00:00", "when does my son's school start", has="8:45"),
    ]),
    scenario("bl-dist-services", "distinct", "Two services' deploy notes", [
        say("2026-02-02T10:00:00+00:00", "Deploying the billing service requires a manual DB migration first."),
        say("2026-02-03T10:00:00+00:00", "Deploying the search service requires reindexing after the rollout."),
        distinct("2026-02-10T10:00:00+00:00", "billing", "search", "how do I deploy the billing service",
                 "how do I deploy the search service"),
    ]),
    scenario("bl-dist-projects", "distinct", "Two projects' deadlines", [
        say("2026-03-02T10:00:00+00:00", "Project Atlas is due on 15 May."),
        say("2026-03-02T10:05:00+00:00", "Project Nimbus is due on 2 June."),
        distinct("2026-03-10T10:00:00+00:00", "atlas", "nimbus", "when is Project Atlas due",
                 "when is Project Nimbus due"),
        top("2026-03-10T10:00:00+00:00", "when is Project Atlas due", has="15 may"),
    ]),
    scenario("bl-dist-two-cars", "distinct", "The user's car and the wife's car", [
        say("2026-01-11T10:00:00+00:00", "My car is a blue Golf."),
        say("2026-01-11T10:03:00+00:00", "My wife's car is a red Mini."),
        top("2026-01-15T10:00:00+00:00", "what car do I drive", has="golf", lacks="mini"),
        top("2026-01-15T10:00:00+00:00", "what car does my wife drive", has="mini"),
    ]),
    scenario("bl-dist-two-dogs-vets", "distinct", "Two dogs at two vets", [
        say("2026-04-04T10:00:00+00:00", "Rex sees the vet at Parkside Clinic."),
        say("2026-04-04T10:02:00+00:00", "Luna goes to the Riverside vet."),
        distinct("2026-04-10T10:00:00+00:00", "rex", "luna", "which vet does Rex go to", "which vet does Luna go to"),
    ]),
    scenario("bl-dist-repos", "distinct", "Two repositories in two languages", [
        say("2026-02-16T10:00:00+00:00", "The api repo is written in Go."),
        say("2026-02-16T10:01:00+00:00", "The dashboard repo is written in TypeScript."),
        distinct("2026-02-20T10:00:00+00:00", "api", "dashboard", "what language is the api repo in",
                 "what language is the dashboard repo in"),
    ]),
    scenario("bl-dist-two-jobs", "distinct", "A weekday job and a weekend job", [
        say("2026-03-01T10:00:00+00:00", "Weekdays I work at the library."),
        say("2026-03-01T10:02:00+00:00", "On weekends I work at a climbing gym."),
        distinct("2026-03-05T10:00:00+00:00", "library", "climbing gym", "where do I work on weekdays",
                 "where do I work on weekends"),
    ]),
    scenario("bl-dist-kids-allergies", "distinct", "Two children's allergies, neither the user's", [
        say("2026-05-05T10:00:00+00:00", "My son is allergic to eggs."),
        say("2026-05-05T10:01:00+00:00", "My daughter is allergic to kiwi."),
        distinct("2026-05-10T10:00:00+00:00", "son", "daughter", "what is my son allergic to",
                 "what is my daughter allergic to"),
        served("2026-05-10T10:00:00+00:00", "what am I allergic to", lacks=("eggs", "kiwi"),
               unless=("son", "daughter")),
    ]),
    scenario("bl-dist-meetings", "distinct", "Two weekly syncs at different times", [
        say("2026-01-13T10:00:00+00:00", "The design sync is every Tuesday at 2pm."),
        say("2026-01-13T10:05:00+00:00", "The sales sync is every Tuesday at 4pm."),
        distinct("2026-01-20T10:00:00+00:00", "design", "sales", "when is the design sync",
                 "when is the sales sync"),
    ]),
    scenario("bl-dist-flights", "distinct", "Two flights", [
        say("2026-02-01T10:00:00+00:00", "My flight to Oslo is on 3 March."),
        say("2026-02-01T10:04:00+00:00", "My flight to Rome is on 9 April."),
        distinct("2026-02-05T10:00:00+00:00", "oslo", "rome", "when is my flight to Oslo", "when is my flight to Rome"),
    ]),
]

# -- corrections ----------------------------------------------------------------------------------------

CORRECTIONS = [
    scenario("bl-corr-name", "correction", "A daughter's name corrected", [
        say("2026-02-02T10:00:00+00:00", "My daughter's name is Elise."),
        say("2026-02-02T10:04:00+00:00", "Sorry, I misspoke, it's Eliza, not Elise."),
        top("2026-02-03T10:00:00+00:00", "what is my daughter's name", has="eliza", contested=False),
        served("2026-02-03T10:00:00+00:00", "what is my daughter's name", lacks="elise", unless="eliza"),
    ]),
    scenario("bl-corr-age", "correction", "A typo in an age corrected", [
        say("2026-03-10T10:00:00+00:00", "I'm 43."),
        say("2026-03-10T10:01:00+00:00", "lol typo, I'm 34 not 43"),
        top("2026-03-11T10:00:00+00:00", "how old am I", has="34", contested=False),
        served("2026-03-11T10:00:00+00:00", "how old am I", lacks="43", unless="34"),
    ]),
    scenario("bl-corr-email", "correction", "The wrong email address corrected", [
        say("2026-04-01T10:00:00+00:00", "My email is dana.k@gmail.com"),
        say("2026-04-01T10:02:00+00:00", "oops, wrong one, it's dana.k@proton.me"),
        top("2026-04-02T10:00:00+00:00", "what is my email address", has="proton", contested=False),
        served("2026-04-02T10:00:00+00:00", "what is my email address", lacks="gmail", unless="proton"),
    ]),
    scenario("bl-corr-mixed-up-people", "correction", "Two people's cities swapped back", [
        say("2026-01-21T10:00:00+00:00", "Ann lives in Porto."),
        say("2026-01-21T10:06:00+00:00", "Wait, I mixed them up: Ann lives in Lisbon, it's Bruno who lives in Porto."),
        top("2026-01-22T10:00:00+00:00", "where does Ann live", has="lisbon"),
        top("2026-01-22T10:00:00+00:00", "where does Bruno live", has="porto"),
    ]),
    scenario("bl-corr-drug", "correction", "Amoxicillin, not penicillin", [
        say("2026-02-14T10:00:00+00:00", "I'm allergic to penicillin."),
        say("2026-02-20T10:00:00+00:00", "Correction: it's amoxicillin I react to, not penicillin."),
        top("2026-02-21T10:00:00+00:00", "which medication am I allergic to", has="amoxicillin"),
        served("2026-02-21T10:00:00+00:00", "which medication am I allergic to", lacks="penicillin",
               unless="amoxicillin"),
    ]),
    scenario("bl-corr-flight-day", "correction", "A flight date corrected minutes later", [
        say("2026-05-02T10:00:00+00:00", "My flight to Montreal is Wednesday the 14th."),
        say("2026-05-02T10:05:00+00:00", "No wait, Thursday the 15th, I looked at the wrong booking."),
        top("2026-05-03T10:00:00+00:00", "when is my flight to Montreal", has=("thursday", "15th"), contested=False),
        served("2026-05-03T10:00:00+00:00", "when is my flight to Montreal", lacks="wednesday",
               unless=("thursday", "15th")),
    ]),
    scenario("bl-corr-sprint", "correction", "The team's sprint length corrected", [
        say("2026-01-07T10:00:00+00:00", "Our sprint is two weeks."),
        say("2026-01-07T10:03:00+00:00", "Sorry, three weeks. We changed it last quarter."),
        top("2026-01-08T10:00:00+00:00", "how long is our sprint", has=("three weeks", "3 weeks"), contested=False),
    ]),
    scenario("bl-corr-not-me", "correction", "'it's my husband who's allergic to nuts, not me'", [
        say("2026-03-03T10:00:00+00:00", "I'm allergic to nuts."),
        say("2026-03-03T10:10:00+00:00", "Actually it's my husband who's allergic to nuts, not me."),
        served("2026-03-04T10:00:00+00:00", "what am I allergic to", lacks="nut", unless=("husband", "not me")),
        top("2026-03-04T10:00:00+00:00", "what is my husband allergic to", has="nut"),
    ]),
]

# -- flip-flops: shown contested, never settled on the last value ----------------------------------------

FLIP_FLOPS = [
    scenario("bl-ff-workout", "flip-flop", "Morning, evening, morning workouts in six weeks", [
        say("2026-01-05T07:00:00+00:00", "I work out in the mornings."),
        say("2026-01-26T19:00:00+00:00", "Switched to evening workouts, mornings are too rushed."),
        say("2026-02-16T07:00:00+00:00", "Back to morning workouts, evenings kept getting cancelled."),
        contested("2026-03-01T10:00:00+00:00", "when do I work out", ["morning", "evening"]),
        unsettled("2026-03-01T10:00:00+00:00", "when do I work out", "morning"),
    ]),
    scenario("bl-ff-meetings-four", "flip-flop", "Four meeting-time flips as the school run moves", [
        say("2026-01-06T09:00:00+00:00", "I'd rather have meetings in the morning."),
        say("2026-01-27T09:00:00+00:00", "afternoons suit me better for calls now"),
        say("2026-02-17T09:00:00+00:00", "mornings again please, new school run schedule"),
        say("2026-03-10T09:00:00+00:00", "ugh, afternoons again, the school run moved"),
        contested("2026-03-20T10:00:00+00:00", "when do I prefer meetings", ["morning", "afternoon"]),
        unsettled("2026-03-20T10:00:00+00:00", "when do I prefer meetings", "afternoon"),
    ]),
    scenario("bl-ff-coffee-tea", "flip-flop", "Coffee, tea, coffee in a month", [
        say("2026-02-02T08:00:00+00:00", "I'm a coffee person in the mornings."),
        say("2026-02-16T08:00:00+00:00", "Switched to tea in the mornings, coffee was wrecking my sleep."),
        say("2026-03-02T08:00:00+00:00", "Back on coffee in the mornings, tea just doesn't wake me up."),
        contested("2026-03-10T10:00:00+00:00", "what do I drink in the morning", ["coffee", "tea"]),
    ]),
    scenario("bl-ff-home-office", "flip-flop", "Home, office, home", [
        say("2026-04-01T09:00:00+00:00", "I prefer working from home."),
        say("2026-04-22T09:00:00+00:00", "I'd rather be in the office these days, home is too distracting."),
        say("2026-05-13T09:00:00+00:00", "Home is better for me after all, the office is too loud."),
        contested("2026-05-20T10:00:00+00:00", "where do I prefer to work", ["home", "office"]),
        unsettled("2026-05-20T10:00:00+00:00", "where do I prefer to work", "home"),
    ]),
    scenario("bl-ff-channel", "flip-flop", "Email, Slack, email", [
        say("2026-02-09T10:00:00+00:00", "Email me, don't Slack me."),
        say("2026-03-02T10:00:00+00:00", "Slack is better than email for me now."),
        say("2026-03-23T10:00:00+00:00", "ugh, email please, Slack is too noisy"),
        contested("2026-04-01T10:00:00+00:00", "how should I be contacted", ["email", "slack"]),
    ]),
    scenario("bl-ff-theme", "flip-flop", "Light, dark, light, dark in three weeks", [
        say("2026-06-01T10:00:00+00:00", "light mode please"),
        say("2026-06-08T10:00:00+00:00", "dark mode is easier on my eyes at night, switch me to dark"),
        say("2026-06-15T10:00:00+00:00", "light mode again, dark is hard to read in the sun"),
        say("2026-06-22T10:00:00+00:00", "dark mode again lol"),
        contested("2026-06-25T10:00:00+00:00", "which theme do I prefer", ["light", "dark"]),
    ]),
    scenario("bl-ff-answer-length", "flip-flop", "Detailed, short, detailed answers", [
        say("2026-03-02T10:00:00+00:00", "I like detailed answers."),
        say("2026-03-16T10:00:00+00:00", "keep answers short from now on"),
        say("2026-03-30T10:00:00+00:00", "more detail please, the short answers miss things"),
        contested("2026-04-05T10:00:00+00:00", "how long should answers be", ["detail", "short"]),
    ]),
    scenario("bl-ff-seat", "flip-flop", "Aisle, window, aisle", [
        say("2026-01-10T10:00:00+00:00", "aisle seat please"),
        say("2026-01-31T10:00:00+00:00", "window this time and from now on, I want to sleep on flights"),
        say("2026-02-21T10:00:00+00:00", "aisle again, I need to get up a lot"),
        contested("2026-03-01T10:00:00+00:00", "which seat do I prefer on flights", ["aisle", "window"]),
        unsettled("2026-03-01T10:00:00+00:00", "which seat do I prefer on flights", "aisle"),
    ]),
]

# -- slow changes: updates, not loops ---------------------------------------------------------------------

SLOW = [
    scenario("bl-slow-city", "slow-change", "Dublin, Amsterdam, Utrecht over three years", [
        say("2023-05-01T10:00:00+00:00", "I live in Dublin."),
        say("2024-06-01T10:00:00+00:00", "Moved to Amsterdam for the new job."),
        say("2026-01-10T10:00:00+00:00", "We've settled in Utrecht now, Amsterdam got too pricey."),
        top("2026-02-01T10:00:00+00:00", "where do I live", has="utrecht", contested=False),
        no_open_conflict("2026-02-01T10:00:00+00:00"),
        top("2026-02-01T10:00:00+00:00", "where do I live", has="amsterdam", as_of="2025-01-01T00:00:00+00:00"),
    ]),
    scenario("bl-slow-rejoined", "slow-change", "Back at a former employer after two and a half years", [
        say("2022-03-01T10:00:00+00:00", "I work at Nokia."),
        say("2023-09-01T10:00:00+00:00", "Left Nokia, I'm at Ericsson now."),
        say("2026-02-01T10:00:00+00:00", "Rejoined Nokia after 2.5 years at Ericsson!"),
        top("2026-02-10T10:00:00+00:00", "where do I work", has="nokia", contested=False),
        no_open_conflict("2026-02-10T10:00:00+00:00"),
    ]),
    scenario("bl-slow-diet", "slow-change", "Vegetarian, then vegan a year later", [
        say("2024-01-10T10:00:00+00:00", "I'm vegetarian."),
        say("2025-03-10T10:00:00+00:00", "Went vegan last month."),
        top("2025-06-01T10:00:00+00:00", "what is my diet", has="vegan", contested=False),
        no_open_conflict("2025-06-01T10:00:00+00:00"),
    ]),
    scenario("bl-slow-phone", "slow-change", "iPhone, Pixel, iPhone a year apart each", [
        say("2024-02-01T10:00:00+00:00", "My phone is an iPhone 12."),
        say("2025-03-01T10:00:00+00:00", "Got a Pixel 9, bye iPhone."),
        say("2026-04-01T10:00:00+00:00", "Switched back to iPhone, got the 17."),
        top("2026-04-10T10:00:00+00:00", "what phone do I have", has="17", contested=False),
        no_open_conflict("2026-04-10T10:00:00+00:00"),
    ]),
    scenario("bl-slow-title", "slow-change", "Engineer, senior engineer, engineering manager", [
        say("2023-02-01T10:00:00+00:00", "I'm a software engineer."),
        say("2024-10-01T10:00:00+00:00", "promoted to senior engineer 🎉"),
        say("2026-03-01T10:00:00+00:00", "I'm an engineering manager now."),
        top("2026-03-10T10:00:00+00:00", "what is my job title", has="manager", contested=False),
        top("2026-03-10T10:00:00+00:00", "what is my job title", has="senior", as_of="2025-01-01T00:00:00+00:00"),
    ]),
    scenario("bl-slow-instrument", "slow-change", "Violin, then cello sixteen months later", [
        say("2024-05-01T10:00:00+00:00", "Learning the violin."),
        say("2025-09-01T10:00:00+00:00", "Gave up violin, learning the cello now."),
        top("2025-09-10T10:00:00+00:00", "which instrument am I learning", has="cello", contested=False),
    ]),
]

# -- as of: valid time (what was true then) and record time (what credo knew then) -----------------------

AS_OF = [
    scenario("bl-asof-told-late", "as-of", "A move in September told in December: true from September, "
             "known from December", [
                 say("2026-01-10T10:00:00+00:00", "I live in Porto."),
                 say("2026-12-05T10:00:00+00:00", "Forgot to tell you, I moved to Lyon back in September."),
                 top("2026-12-20T10:00:00+00:00", "where do I live", has="lyon"),
                 top("2026-12-20T10:00:00+00:00", "where did I live in July", has="porto",
                     valid_at="2026-07-01T00:00:00+00:00"),
                 top("2026-12-20T10:00:00+00:00", "where did I live in October", has="lyon",
                     valid_at="2026-10-15T00:00:00+00:00"),
                 top("2026-12-20T10:00:00+00:00", "where did I live", has="porto",
                     as_of="2026-10-15T00:00:00+00:00"),
             ]),
    scenario("bl-asof-june", "as-of", "'Where did the user live in June?' asked in November", [
        say("2026-01-10T10:00:00+00:00", "I live in Madrid."),
        say("2026-08-01T10:00:00+00:00", "I moved to Valencia."),
        top("2026-11-01T10:00:00+00:00", "where did I live in June", has="madrid",
            valid_at="2026-06-15T00:00:00+00:00"),
        top("2026-11-01T10:00:00+00:00", "where did I live in June", has="madrid",
            as_of="2026-06-15T00:00:00+00:00"),
        top("2026-11-01T10:00:00+00:00", "where do I live", has="valencia"),
    ]),
    scenario("bl-asof-backfilled-job", "as-of", "A job start recorded in July for February: known in July, "
             "true since February", [
                 say("2026-02-01T10:00:00+00:00", "I joined Acme in February.", now="2026-07-01T10:00:00+00:00"),
                 top("2026-08-01T10:00:00+00:00", "where do I work", has="acme"),
                 served("2026-08-01T10:00:00+00:00", "where do I work", lacks="acme",
                        as_of="2026-04-01T00:00:00+00:00"),
                 top("2026-08-01T10:00:00+00:00", "where did I work in April", has="acme",
                     valid_at="2026-04-01T00:00:00+00:00"),
             ]),
    scenario("bl-asof-podcasts", "as-of", "Three favourite podcasts: what credo believed on each date", [
        say("2025-02-01T10:00:00+00:00", "My favourite podcast is Hardcore History."),
        say("2025-07-01T10:00:00+00:00", "These days it's Radiolab, favourite podcast by far."),
        say("2026-01-15T10:00:00+00:00", "Favourite pod is now The Rest Is History."),
        top("2026-02-01T10:00:00+00:00", "what is my favourite podcast", has="hardcore",
            as_of="2025-04-01T00:00:00+00:00"),
        top("2026-02-01T10:00:00+00:00", "what is my favourite podcast", has="radiolab",
            as_of="2025-10-01T00:00:00+00:00"),
        top("2026-02-01T10:00:00+00:00", "what is my favourite podcast", has="rest is history"),
    ]),
    scenario("bl-asof-job-history", "as-of", "Two jobs told in one sentence, months later", [
        say("2026-05-04T10:00:00+00:00", "I worked at Shopify until last December, then joined Stripe in January."),
        top("2026-05-10T10:00:00+00:00", "where do I work", has="stripe"),
        top("2026-05-10T10:00:00+00:00", "where did I work in October 2025", has="shopify",
            valid_at="2025-10-01T00:00:00+00:00"),
    ]),
    scenario("bl-asof-diet-told-late", "as-of", "Vegan since March, told in April", [
        say("2026-01-10T10:00:00+00:00", "I'm vegetarian."),
        say("2026-04-08T10:00:00+00:00", "I went vegan at the start of March."),
        top("2026-04-20T10:00:00+00:00", "what is my diet", has="vegan"),
        top("2026-04-20T10:00:00+00:00", "what was my diet in mid March", has="vegan",
            valid_at="2026-03-15T00:00:00+00:00"),
        top("2026-04-20T10:00:00+00:00", "what was my diet", has="vegetarian", as_of="2026-03-15T00:00:00+00:00"),
    ]),
    scenario("bl-asof-deadline", "as-of", "A deadline that moved: each answer in its time", [
        say("2026-03-01T10:00:00+00:00", "The grant report is due 30 April."),
        say("2026-04-10T10:00:00+00:00", "The grant report deadline moved to 15 May."),
        top("2026-04-20T10:00:00+00:00", "when is the grant report due", has="15 may"),
        top("2026-04-20T10:00:00+00:00", "when was the grant report due", has="30 april",
            as_of="2026-03-20T00:00:00+00:00"),
        top("2026-04-20T10:00:00+00:00", "when was the grant report due", has="30 april",
            valid_at="2026-03-20T00:00:00+00:00"),
    ]),
    scenario("bl-asof-dog-since", "as-of", "'I've had Benji since 2019' is true in 2022, though recorded in 2026", [
        say("2026-03-03T10:00:00+00:00", "I've had my dog Benji since 2019."),
        top("2026-04-01T10:00:00+00:00", "did I have a dog in 2022", has="benji", valid_at="2022-01-01T00:00:00+00:00"),
        served("2026-04-01T10:00:00+00:00", "did I have a dog", lacks="benji", as_of="2022-01-01T00:00:00+00:00"),
    ]),
    scenario("bl-asof-after-maintenance", "as-of", "Leeds then York, asked after forty weeks of maintenance", [
        say("2025-01-06T10:00:00+00:00", "I live in Leeds."),
        say("2025-07-07T10:00:00+00:00", "I moved to York."),
        every("2025-07-08T03:00:00", 7, 40),
        top("2026-04-15T10:00:00+00:00", "where did I live", has="leeds", as_of="2025-03-01T00:00:00+00:00"),
        top("2026-04-15T10:00:00+00:00", "where did I live in March 2025", has="leeds",
            valid_at="2025-03-01T00:00:00+00:00"),
        top("2026-04-15T10:00:00+00:00", "where do I live", has="york"),
    ]),
    scenario("bl-asof-team-size", "as-of", "Team of 5, then 7, then 6", [
        say("2026-01-12T10:00:00+00:00", "My team is 5 people."),
        say("2026-03-16T10:00:00+00:00", "We hired two more, team of 7 now."),
        say("2026-06-15T10:00:00+00:00", "Down to 6 after Sam left."),
        top("2026-07-01T10:00:00+00:00", "how big was my team", has="5", as_of="2026-02-01T00:00:00+00:00"),
        top("2026-07-01T10:00:00+00:00", "how big was my team", has="7", as_of="2026-04-01T00:00:00+00:00"),
        top("2026-07-01T10:00:00+00:00", "how big was my team in April", has="7",
            valid_at="2026-04-01T00:00:00+00:00"),
        top("2026-07-01T10:00:00+00:00", "how big is my team", has="6"),
    ]),
]

# -- facts about other people are kept about them --------------------------------------------------------

OTHER_PEOPLE = [
    scenario("bl-op-wife-job", "other-people", "A wife's job is hers, not the user's", [
        say("2026-01-05T10:00:00+00:00", "I'm a software engineer at Spotify."),
        say("2026-01-09T10:00:00+00:00", "My wife is a teacher at a primary school."),
        top("2026-01-10T10:00:00+00:00", "what is my job", has="engineer", lacks="teacher"),
        top("2026-01-10T10:00:00+00:00", "what does my wife do for work", has="teacher"),
        about("2026-01-10T10:00:00+00:00", "teacher", "wife"),
    ]),
    scenario("bl-op-husband-named", "other-people", "A named husband's employer is his", [
        say("2026-02-02T10:00:00+00:00", "My husband Marco works at Ferrari as an engineer."),
        top("2026-02-05T10:00:00+00:00", "where does Marco work", has="ferrari"),
        served("2026-02-05T10:00:00+00:00", "where do I work", lacks="ferrari", unless=("marco", "husband")),
        about("2026-02-05T10:00:00+00:00", "ferrari", "marco"),
    ]),
    scenario("bl-op-ann", "other-people", "Ann's city and job are stored about Ann", [
        say("2026-03-01T10:00:00+00:00", "Ann lives in Lisbon."),
        say("2026-03-01T10:03:00+00:00", "Ann works at Acme as a data engineer."),
        top("2026-03-05T10:00:00+00:00", "where does Ann live", has="lisbon"),
        top("2026-03-05T10:00:00+00:00", "where does Ann work", has="acme"),
        about("2026-03-05T10:00:00+00:00", "lisbon", "ann"),
        about("2026-03-05T10:00:00+00:00", "acme", "ann"),
    ]),
    scenario("bl-op-manager-chain", "other-people", "My manager, and my manager's manager", [
        say("2026-01-20T10:00:00+00:00", "My manager is Bruno."),
        say("2026-01-20T10:02:00+00:00", "Bruno's manager is Carla."),
        top("2026-01-25T10:00:00+00:00", "who is my manager", has="bruno", lacks="carla"),
        about("2026-01-25T10:00:00+00:00", "carla", "bruno"),
    ]),
    scenario("bl-op-colleague-allergy", "other-people", "A colleague's peanut allergy is not the user's", [
        say("2026-02-10T10:00:00+00:00", "I'm allergic to cats."),
        say("2026-02-12T10:00:00+00:00", "My colleague Lena is allergic to peanuts, so no satay at the team lunch."),
        served("2026-02-13T10:00:00+00:00", "what am I allergic to", has="cat"),
        facts("2026-02-13T10:00:00+00:00", "my allergies", lacks="peanut", unless="lena"),
        about("2026-02-13T10:00:00+00:00", "peanut", "lena"),
    ]),
    scenario("bl-op-mother-condition", "other-people", "A mother's diabetes is hers", [
        say("2026-04-01T10:00:00+00:00", "My mum has type 2 diabetes."),
        served("2026-04-02T10:00:00+00:00", "do I have any medical conditions", lacks="diabetes",
               unless=("mum", "mother")),
        about("2026-04-02T10:00:00+00:00", "diabetes", "mother"),
    ]),
    scenario("bl-op-sister-moves", "other-people", "A sister's moves never move the user", [
        say("2026-01-05T10:00:00+00:00", "I live in Glasgow."),
        say("2026-03-05T10:00:00+00:00", "My sister just moved to Glasgow too!"),
        say("2026-06-05T10:00:00+00:00", "My sister moved again, she's in Dundee now."),
        facts("2026-06-10T10:00:00+00:00", "where do I live", has="glasgow"),
        served("2026-06-10T10:00:00+00:00", "where do I live", lacks="dundee", unless="sister"),
        top("2026-06-10T10:00:00+00:00", "where does my sister live", has="dundee"),
        about("2026-06-10T10:00:00+00:00", "dundee", "sister"),
    ]),
    scenario("bl-op-cofounder-pref", "other-people", "A cofounder's late-night calls are not the user's taste", [
        say("2026-02-02T10:00:00+00:00", "I prefer morning meetings."),
        say("2026-02-09T10:00:00+00:00", "My cofounder Raj prefers late-night calls, he's a total night owl."),
        top("2026-02-10T10:00:00+00:00", "when do I prefer meetings", has="morning", contested=False),
        no_open_conflict("2026-02-10T10:00:00+00:00"),
        about("2026-02-10T10:00:00+00:00", "late", "raj"),
    ]),
    scenario("bl-op-son-uni", "other-people", "A son's university is not where the user studied", [
        say("2026-05-01T10:00:00+00:00", "I studied at Leeds University."),
        say("2026-08-20T10:00:00+00:00", "My son starts at Manchester Uni in September."),
        top("2026-08-25T10:00:00+00:00", "where did I study", has="leeds"),
        about("2026-08-25T10:00:00+00:00", "manchester", "son"),
    ]),
    scenario("bl-op-kids-ages", "other-people", "Two children in one sentence stay two people", [
        say("2026-03-09T10:00:00+00:00", "Our kids are Ava (9) and Sam (6)."),
        distinct("2026-03-12T10:00:00+00:00", "ava", "sam", "how old is Ava", "how old is Sam"),
        top("2026-03-12T10:00:00+00:00", "how old is Sam", has="6"),
    ]),
    scenario("bl-op-boss-past-employer", "other-people", "A boss's past employer is not the user's", [
        say("2026-01-13T10:00:00+00:00", "I work at Globex."),
        say("2026-01-27T10:00:00+00:00", "My boss used to work at Initech, she hated it."),
        top("2026-01-28T10:00:00+00:00", "where do I work", has="globex", contested=False),
        served("2026-01-28T10:00:00+00:00", "where do I work", lacks="initech", unless=("boss", "manager")),
        about("2026-01-28T10:00:00+00:00", "initech", "manager"),
    ]),
    scenario("bl-op-priya-diet", "other-people", "A friend's diet is hers, the user's is the user's", [
        say("2026-04-04T10:00:00+00:00", "Priya is vegetarian and doesn't drink."),
        say("2026-04-04T10:05:00+00:00", "I eat everything, big steak fan."),
        top("2026-04-06T10:00:00+00:00", "what is my diet", has=("steak", "everything")),
        facts("2026-04-06T10:00:00+00:00", "my diet", lacks="vegetarian", unless="priya"),
        about("2026-04-06T10:00:00+00:00", "vegetarian", "priya"),
    ]),
]

# -- framing: never served as fact; sincere "as a" / "actually" is ---------------------------------------

FRAMING = [
    scenario("bl-fr-sarcasm-7am", "framing", "'Oh sure, I just love 7am meetings' then the real preference", [
        say("2026-02-02T10:00:00+00:00", "Oh sure, I just love 7am meetings."),
        say("2026-02-02T10:01:00+00:00", "Honestly, anything after 10am works best for me."),
        served("2026-02-03T10:00:00+00:00", "when do I like to have meetings", lacks="7am"),
        facts("2026-02-03T10:00:00+00:00", "meeting time preference", lacks="7am"),
        top("2026-02-03T10:00:00+00:00", "when do I like to have meetings", has="10"),
    ]),
    scenario("bl-fr-as-a-lawyer", "framing", "'As a lawyer, I'd want you to cite the statute'", [
        say("2026-03-01T10:00:00+00:00", "As a lawyer, I'd want you to cite the actual statute."),
        served("2026-03-01T10:30:00+00:00", "what is my job", lacks="lawyer"),
        facts("2026-03-01T10:30:00+00:00", "what is my job", lacks="lawyer"),
    ]),
    scenario("bl-fr-doctor-two-sentences", "framing", "'I'm a doctor. Walk me through the mechanism'", [
        say("2026-03-02T10:00:00+00:00", "I'm a doctor. Walk me through the mechanism more technically."),
        served("2026-03-02T10:30:00+00:00", "what is my profession", lacks="doctor"),
        facts("2026-03-02T10:30:00+00:00", "medical background", lacks="doctor"),
    ]),
    scenario("bl-fr-as-a-doctor", "framing", "'As a doctor, I'd like the technical version'", [
        say("2026-03-03T10:00:00+00:00", "As a doctor, I'd like the technical version."),
        served("2026-03-03T10:30:00+00:00", "what is my profession", lacks="doctor"),
        facts("2026-03-03T10:30:00+00:00", "what is my profession", lacks="doctor"),
    ]),
    scenario("bl-fr-roleplay", "framing", "Role-play as a billionaire investor", [
        say("2026-04-01T10:00:00+00:00", "Let's roleplay: I'm a billionaire investor and you pitch me your startup."),
        served("2026-04-01T10:30:00+00:00", "how wealthy am I", lacks="billionaire"),
        served("2026-04-01T10:30:00+00:00", "what is my job", lacks="investor"),
    ]),
    scenario("bl-fr-what-if-tokyo", "framing", "A what-if move does not move the user", [
        say("2026-01-15T10:00:00+00:00", "I live in Leeds."),
        say("2026-02-15T10:00:00+00:00", "What if I moved to Tokyo, how much would rent be?"),
        top("2026-02-16T10:00:00+00:00", "where do I live", has="leeds", contested=False),
        served("2026-02-16T10:00:00+00:00", "where do I live", lacks="tokyo"),
    ]),
    scenario("bl-fr-quote", "framing", "A child's quote is not the user's job; the sincere job is", [
        say("2026-05-05T10:00:00+00:00", "My daughter told her class 'my mum is a spy' 😂 I'm a pharmacist."),
        top("2026-05-06T10:00:00+00:00", "what is my job", has="pharmacist"),
        served("2026-05-06T10:00:00+00:00", "what is my job", lacks="spy"),
    ]),
    scenario("bl-fr-joke-job", "framing", "A joke job, then the real one", [
        say("2026-02-20T10:00:00+00:00", "My real job is being my cat's personal butler 😹"),
        say("2026-02-20T10:02:00+00:00", "I'm a UX researcher at a bank, by the way."),
        top("2026-02-21T10:00:00+00:00", "what is my job", has="researcher"),
        served("2026-02-21T10:00:00+00:00", "what is my job", lacks="butler"),
    ]),
    scenario("bl-fr-sarcasm-food", "framing", "Sarcastic love of raw onions, sincere love of mushrooms", [
        say("2026-03-10T10:00:00+00:00", "Yeah I just adore raw onions, can't get enough 🙄"),
        say("2026-03-10T10:01:00+00:00", "Genuinely though, I love mushrooms."),
        served("2026-03-11T10:00:00+00:00", "what foods do I like", lacks="onion"),
        served("2026-03-11T10:00:00+00:00", "what foods do I like", has="mushroom"),
    ]),
    scenario("bl-fr-sincere-as-a", "framing", "Sincere 'As a vegetarian, I'd love ...' is stored", [
        say("2026-01-25T10:00:00+00:00", "As a vegetarian, I'd love some meat-free recipe ideas."),
        top("2026-01-26T10:00:00+00:00", "what is my diet", has="vegetarian"),
    ]),
    scenario("bl-fr-sincere-actually", "framing", "Sincere 'I'm actually allergic to penicillin' is stored", [
        say("2026-02-08T10:00:00+00:00", "I'm actually allergic to penicillin, so please flag it."),
        top("2026-02-09T10:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-02-09T10:00:00+00:00", "allergies", has="penicillin"),
    ]),
    scenario("bl-fr-hypothetical-then-real", "framing", "A hypothetical job, then the real one", [
        say("2026-06-01T10:00:00+00:00", "Suppose I were a teacher, what would my summers look like?"),
        say("2026-06-01T10:05:00+00:00", "For real though, I'm a nurse on a cardiac ward."),
        top("2026-06-02T10:00:00+00:00", "what is my job", has="nurse"),
        served("2026-06-02T10:00:00+00:00", "what is my job", lacks="teacher"),
    ]),
]

# -- the named hold-out stories, two tellings each --------------------------------------------------

LIFE_STORIES = [
    scenario("bl-ls-pet-after-loss-dog", "life-story", "A dog dies; months later a new dog", [
        say("2025-01-10T10:00:00+00:00", "I have a golden retriever named Sunny."),
        say("2025-11-03T10:00:00+00:00", "Sunny passed away last week, we're heartbroken 💔"),
        say("2026-03-01T10:00:00+00:00", "We adopted a rescue beagle, his name is Milo!"),
        top("2026-03-10T10:00:00+00:00", "what pets do I have", has="milo"),
        facts("2026-03-10T10:00:00+00:00", "my pets", has="milo"),
        facts("2026-03-10T10:00:00+00:00", "my pets", lacks="sunny", unless=ANYMORE),
        kept("2026-03-10T10:00:00+00:00", "sunny"),
    ]),
    scenario("bl-ls-pet-after-loss-cat", "life-story", "A cat dies; two months later a kitten", [
        say("2026-01-05T10:00:00+00:00", "My cat Whiskers is 14, she's my baby."),
        say("2026-03-20T10:00:00+00:00", "Whiskers died in her sleep last night."),
        say("2026-05-22T10:00:00+00:00", "Two months later and we have a kitten again, Nori 🐱"),
        top("2026-05-25T10:00:00+00:00", "do I have a cat", has="nori"),
        facts("2026-05-25T10:00:00+00:00", "my pets", lacks="whiskers", unless=ANYMORE),
    ]),
    scenario("bl-ls-gym-switch", "life-story", "PureGym to The Gym Group", [
        say("2026-01-08T10:00:00+00:00", "I go to PureGym on Mill Road."),
        say("2026-05-06T10:00:00+00:00", "Switched gyms, I'm at The Gym Group now, it's closer to work."),
        top("2026-05-10T10:00:00+00:00", "which gym do I go to", has="gym group", contested=False),
        served("2026-05-10T10:00:00+00:00", "which gym do I go to", lacks="puregym", unless="gym group"),
    ]),
    scenario("bl-ls-gym-climbing", "life-story", "The Y cancelled for a climbing gym", [
        say("2026-02-01T10:00:00+00:00", "My gym is the Y downtown, I go 3x a week."),
        say("2026-06-01T10:00:00+00:00", "cancelled the Y, joined a climbing gym instead (Boulder Lab)"),
        top("2026-06-05T10:00:00+00:00", "which gym do I go to", has="boulder lab", contested=False),
    ]),
    scenario("bl-ls-phone-returned", "life-story", "An iPhone returned within three weeks: back on the Pixel", [
        say("2026-02-01T10:00:00+00:00", "My phone's a Pixel 8."),
        say("2026-03-01T10:00:00+00:00", "Got an iPhone 15, giving iOS a try."),
        say("2026-03-20T10:00:00+00:00", "Returned the iPhone, I'm back on my Pixel 8. iOS wasn't for me."),
        top("2026-04-01T10:00:00+00:00", "what phone do I have", has="pixel", contested=False),
        served("2026-04-01T10:00:00+00:00", "what phone do I have", lacks="iphone", unless=("returned", "pixel")),
    ]),
    scenario("bl-ls-phone-back-galaxy", "life-story", "A Fairphone for two weeks, then back to the Galaxy", [
        say("2026-04-01T10:00:00+00:00", "I use a Samsung Galaxy S23."),
        say("2026-04-20T10:00:00+00:00", "Switched to a Fairphone 5 last week."),
        say("2026-05-04T10:00:00+00:00", "Fairphone's camera is awful, went back to the Galaxy."),
        top("2026-05-10T10:00:00+00:00", "what phone do I use", has="galaxy", contested=False),
    ]),
    scenario("bl-ls-diet-correction", "life-story", "Vegan corrected to vegetarian minutes later", [
        say("2026-02-11T12:00:00+00:00", "I'm vegan."),
        say("2026-02-11T12:10:00+00:00", "Sorry, I misspoke: vegetarian, not vegan. I still eat eggs and cheese."),
        top("2026-02-12T10:00:00+00:00", "what is my diet", has="vegetarian", contested=False),
        facts("2026-02-12T10:00:00+00:00", "my diet", lacks="vegan", unless="vegetarian"),
    ]),
    scenario("bl-ls-diet-pescatarian", "life-story", "Pescatarian corrected the next day", [
        say("2026-03-03T19:00:00+00:00", "I'm pescatarian."),
        say("2026-03-04T09:00:00+00:00", "Correction to what I said yesterday: I don't eat fish either, "
            "I'm fully vegetarian."),
        top("2026-03-05T10:00:00+00:00", "what is my diet", has="vegetarian", contested=False),
        served("2026-03-05T10:00:00+00:00", "what is my diet", lacks="pescatarian", unless="vegetarian"),
    ]),
    scenario("bl-ls-deadline-moved", "life-story", "The thesis deadline pushed back", [
        say("2026-03-02T10:00:00+00:00", "The thesis draft is due March 31."),
        say("2026-03-20T10:00:00+00:00", "Good news, my supervisor pushed the thesis deadline to April 15."),
        top("2026-03-25T10:00:00+00:00", "when is my thesis due", has="april 15", contested=False),
        served("2026-03-25T10:00:00+00:00", "when is my thesis due", lacks="march 31", unless="april 15"),
        top("2026-03-25T10:00:00+00:00", "when was my thesis due", has="march 31",
            as_of="2026-03-10T00:00:00+00:00"),
    ]),
    scenario("bl-ls-deadline-slipped", "life-story", "A report deadline slips a week", [
        say("2026-06-01T10:00:00+00:00", "Q3 report deadline is Friday the 12th."),
        say("2026-06-08T10:00:00+00:00", "Deadline's slipped a week, report now due the 19th."),
        top("2026-06-09T10:00:00+00:00", "when is the Q3 report due", has="19th", contested=False),
    ]),
    scenario("bl-ls-notes-evernote-obsidian", "life-story", "Evernote to Obsidian", [
        say("2026-01-12T10:00:00+00:00", "I keep all my notes in Evernote."),
        say("2026-06-12T10:00:00+00:00", "Finally migrated everything from Evernote to Obsidian 🎉"),
        top("2026-06-15T10:00:00+00:00", "where do I keep my notes", has="obsidian", contested=False),
        served("2026-06-15T10:00:00+00:00", "where do I keep my notes", lacks="evernote", unless="obsidian"),
    ]),
    scenario("bl-ls-notes-apple-notion", "life-story", "Apple Notes to Notion", [
        say("2026-02-03T10:00:00+00:00", "My notes app is Apple Notes."),
        say("2026-04-03T10:00:00+00:00", "I've moved my notes over to Notion, Apple Notes got too messy."),
        top("2026-04-05T10:00:00+00:00", "which notes app do I use", has="notion", contested=False),
    ]),
]


def _halves(groups: list[list[dict[str, Any]]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Each category split in half, alternately in the order written: dev first, then held out."""
    dev: list[dict[str, Any]] = []
    held: list[dict[str, Any]] = []
    seen: dict[str, int] = defaultdict(int)
    for spec in (s for group in groups for s in group):
        first = seen[spec["category"]] % 2 == 0
        (dev if first else held).append({**spec, "split": "dev" if first else "holdout"})
        seen[spec["category"]] += 1
    return dev, held


BLIND: list[list[dict[str, Any]]] = [MULTI_VALUED, UPDATES, DECISIONS, PARAPHRASES, DISTINCT, CORRECTIONS,
                                     FLIP_FLOPS, SLOW, AS_OF, OTHER_PEOPLE, FRAMING, LIFE_STORIES]
BLIND_DEV, BLIND_HELDOUT = _halves(BLIND)
