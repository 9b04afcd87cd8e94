"""A seventh tuning split of belief scenarios (``--set dev8`` in bench/beliefs.py).

Written on 2026-11-27 (stop 30), after this stop's first reader and belief changes (367edfd) and before any
change it was used to tune, and committed with its before figure. Like dev7 it weighs the classes the blind
held-out split's category counts show weakest (as-of, corrections, decisions, flip-flops, life stories, other
people, paraphrases), in new domains, and adds what this stop built for: sentences that state two things,
pronouns in a later turn, roles that end with an employer, providers of a service. It is a tuning split: rules
may be changed after reading its failures. The held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, say, scenario, served, top

DEV8 = [
    # -- as of -------------------------------------------------------------------------------------------------------
    scenario("d8-asof-gym", "as-of", "A gym changed, asked what it was in winter", [
        say("2026-01-05T10:00:00+00:00", "I train at PureGym."),
        say("2026-05-05T10:00:00+00:00", "Cancelled PureGym, I go to Third Space now."),
        top("2026-06-01T10:00:00+00:00", "which gym do I go to", has="third space"),
        top("2026-06-01T10:00:00+00:00", "which gym did I go to in February", has="puregym",
            valid_at="2026-02-15T00:00:00+00:00"),
    ]),
    scenario("d8-asof-partner-job", "as-of", "A partner's job before and after", [
        say("2026-01-05T10:00:00+00:00", "My wife works at Deloitte."),
        say("2026-06-05T10:00:00+00:00", "My wife left Deloitte, she's at KPMG since May."),
        top("2026-07-01T10:00:00+00:00", "where does my wife work", has="kpmg"),
        top("2026-07-01T10:00:00+00:00", "where did my wife work in March", has="deloitte",
            valid_at="2026-03-15T00:00:00+00:00"),
    ]),
    # -- corrections ---------------------------------------------------------------------------------------------------
    scenario("d8-corr-age", "correction", "A child's age put right", [
        say("2026-04-01T10:00:00+00:00", "My son is 8."),
        say("2026-04-01T10:01:00+00:00", "wait no, he's 9, just had his birthday"),
        top("2026-04-02T10:00:00+00:00", "how old is my son", has="9", contested=False),
    ]),
    scenario("d8-corr-allergy", "correction", "The wrong allergy named, then the right one", [
        say("2026-04-01T10:00:00+00:00", "I'm allergic to walnuts."),
        say("2026-04-01T10:02:00+00:00", "Sorry, I meant pecans, not walnuts."),
        served("2026-04-02T10:00:00+00:00", "what am I allergic to", has="pecans", lacks="walnuts",
               unless=("not walnuts",)),
    ]),
    # -- decisions ---------------------------------------------------------------------------------------------------
    scenario("d8-dec-db", "decision", "A database chosen, then reversed", [
        say("2026-06-01T10:00:00+00:00", "For the billing service we'll use MongoDB."),
        say("2026-06-03T10:00:00+00:00", "Scrap MongoDB for billing, Postgres is the safer call."),
        top("2026-06-05T10:00:00+00:00", "which database does the billing service use", has="postgres"),
    ]),
    scenario("d8-dec-two-services", "distinct", "Two services, two decisions, both kept", [
        say("2026-06-01T10:00:00+00:00", "The auth service will run on Fly.io."),
        say("2026-06-02T10:00:00+00:00", "The search service will run on Render."),
        served("2026-06-05T10:00:00+00:00", "where does the auth service run", has="fly"),
        served("2026-06-05T10:00:00+00:00", "where does the search service run", has="render"),
    ]),
    # -- flip-flops --------------------------------------------------------------------------------------------------
    scenario("d8-ff-editor", "flip-flop", "An editor swapped back and forth within weeks", [
        say("2026-02-01T10:00:00+00:00", "I code in VS Code."),
        say("2026-02-08T10:00:00+00:00", "Moved to Neovim for everything."),
        say("2026-02-20T10:00:00+00:00", "ok back to VS Code, neovim config hell"),
        contested("2026-02-25T10:00:00+00:00", "which editor do I use", ["vs code", "neovim"]),
    ]),
    # -- life stories ------------------------------------------------------------------------------------------------
    scenario("d8-life-two-things", "life-story", "A move and a new job in one sentence, the job changes later", [
        say("2026-01-05T10:00:00+00:00", "I moved to Munich and started at BMW last month."),
        say("2026-09-05T10:00:00+00:00", "I'm at Siemens now."),
        top("2026-09-06T10:00:00+00:00", "where do I live", has="munich", lacks="bmw"),
        top("2026-09-06T10:00:00+00:00", "where do I work", has="siemens"),
    ]),
    scenario("d8-life-role-ends", "life-story", "A role said at an employer ends with it", [
        say("2026-01-05T10:00:00+00:00", "I'm a product manager at Spotify."),
        say("2026-08-05T10:00:00+00:00", "Big news, I joined Klarna this week."),
        top("2026-08-10T10:00:00+00:00", "where do I work", has="klarna"),
        facts("2026-08-10T10:00:00+00:00", "my job", lacks="spotify"),
    ]),
    scenario("d8-life-broadband", "life-story", "A broadband provider switched", [
        say("2026-01-05T10:00:00+00:00", "We're with BT for broadband."),
        say("2026-07-05T10:00:00+00:00", "Switched our broadband to Hyperoptic, twice the speed."),
        top("2026-07-06T10:00:00+00:00", "who is our internet provider", has="hyperoptic"),
    ]),
    # -- other people -------------------------------------------------------------------------------------------------
    scenario("d8-other-pronoun", "other-people", "A friend's move told with a pronoun a day later", [
        say("2026-03-01T10:00:00+00:00", "My friend Leila lives in Nantes."),
        say("2026-09-01T10:00:00+00:00", "She moved to Bordeaux over the summer."),
        top("2026-09-02T10:00:00+00:00", "where does Leila live", has="bordeaux"),
        facts("2026-09-02T10:00:00+00:00", "where do I live", lacks="bordeaux"),
    ]),
    scenario("d8-other-two-clauses", "other-people", "The user and a brother in one sentence", [
        say("2026-03-01T10:00:00+00:00", "I work in finance and my brother Sami is a pilot."),
        top("2026-03-02T10:00:00+00:00", "what does Sami do", has="pilot"),
        top("2026-03-02T10:00:00+00:00", "what field do I work in", has="finance", lacks="pilot"),
    ]),
    # -- paraphrases -------------------------------------------------------------------------------------------------
    scenario("d8-para-seat", "paraphrase", "An aisle seat said twice, one belief", [
        say("2026-01-05T10:00:00+00:00", "I always book an aisle seat."),
        say("2026-03-05T10:00:00+00:00", "Aisle seats for me on flights, I get up a lot."),
        top("2026-03-06T10:00:00+00:00", "which seat do I like on flights", has="aisle"),
    ]),
    scenario("d8-para-update-time", "update-paraphrase", "A wake-up time changed in other words", [
        say("2026-01-05T10:00:00+00:00", "I get up at 6 every day."),
        say("2026-05-05T10:00:00+00:00", "New routine: alarm goes off at 7 now."),
        top("2026-05-06T10:00:00+00:00", "what time do I wake up", has="7"),
    ]),
]
