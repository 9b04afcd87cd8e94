"""A sixteenth tuning split of belief scenarios (``--set dev17`` in bench/beliefs.py).

Written on 2026-11-27 (stop 32), on 6094b02 and before any change it was used to tune, and committed with its
before figure, by a helper who read no reader code. It spreads issue 21's meaning rules evenly, as a team whose
agent talks to thousands of people a day hears them: facts about a wife, a manager, a father and a mate kept
about them; sets that grow by "too", "another", "on top of that", "as well" and lose one value by "anymore" or
"stopped"; changes said by their result or their reason, one over weeks; a team decision and a personal one
taken back; corrections at once, a day later, by the value alone and of a sister's fact; as-of questions with
dated turns; past states ("back then", "used to") that must not become current; role-play, a lottery
daydream and a devil's-advocate "as a landlord" that must not store beside a sincere "As a type 1 diabetic"
that must; and an event, a routine and a lesson. It is a tuning split: rules may be changed after reading
its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, facts, say, scenario, served, top

DEV17 = [
    # -- other people ----------------------------------------------------------------------------------------------
    scenario("d17-op-wife-job", "other-people", "A wife's job and town are hers, the user's job stays his", [
        say("2026-01-06T19:12:00+00:00", "My wife Ingrid is a vet, she works at a small-animal clinic in Harrogate."),
        say("2026-01-06T19:14:00+00:00", "I'm a chartered accountant myself, boring I know 😅"),
        top("2026-01-08T09:00:00+00:00", "what does Ingrid do", has="vet"),
        top("2026-01-08T09:00:00+00:00", "what is my job", has="accountant", lacks="vet"),
        about("2026-01-08T09:00:00+00:00", "harrogate", "ingrid"),
    ]),
    scenario("d17-op-manager-city", "other-people", "A manager's city is not the user's", [
        say("2026-02-02T08:40:00+00:00", "I'm based in Manchester, near Piccadilly."),
        say("2026-02-03T07:55:00+00:00", "My manager Priyanka sits in Singapore, which is why our 1:1s are at 8am."),
        top("2026-02-04T09:00:00+00:00", "where am I based", has="manchester", lacks="singapore"),
        about("2026-02-04T09:00:00+00:00", "singapore", "priyanka"),
    ]),
    scenario("d17-op-dad-meds", "other-people", "A father's medication is not the user's", [
        say("2026-03-10T12:00:00+00:00", "I take levothyroxine for my thyroid."),
        say("2026-03-14T21:30:00+00:00", "dad's on warfarin now after the stroke, so we have to watch what he eats"),
        top("2026-03-15T09:00:00+00:00", "what medication do I take", has="levothyroxine", lacks="warfarin"),
        about("2026-03-15T09:00:00+00:00", "warfarin", "father"),
    ]),
    scenario("d17-op-mate-pets", "other-people", "A mate's ferrets beside the user's one cat", [
        say("2026-04-01T18:05:00+00:00", "my mate Declan has two ferrets lol. I've just got the one cat, Miso"),
        top("2026-04-02T09:00:00+00:00", "what pets do I have", has="miso"),
        about("2026-04-02T09:00:00+00:00", "ferret", "declan"),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d17-mv-allergy-too", "multi-valued", "A second allergy added with 'too'", [
        say("2026-01-12T10:00:00+00:00", "I'm allergic to penicillin, it's on my medical bracelet."),
        say("2026-02-20T13:20:00+00:00", "shellfish too, found that out the hard way in Lisbon 😬"),
        facts("2026-02-21T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-02-21T09:00:00+00:00", "what am I allergic to", has="shellfish"),
    ]),
    scenario("d17-mv-tools", "multi-valued", "Work tools added with 'another' and 'on top of that'", [
        say("2026-01-12T10:00:00+00:00", "At work I design everything in Figma."),
        say("2026-01-19T11:00:00+00:00", "Another tool I use daily is Notion, for specs."),
        say("2026-01-26T16:45:00+00:00", "On top of that I basically live in Jira."),
        facts("2026-01-27T09:00:00+00:00", "which tools do I use at work", has="figma"),
        facts("2026-01-27T09:00:00+00:00", "which tools do I use at work", has="notion"),
        facts("2026-01-27T09:00:00+00:00", "which tools do I use at work", has="jira"),
    ]),
    scenario("d17-mv-languages-anymore", "multi-valued", "One language of three dropped with 'anymore'", [
        say("2026-01-05T10:00:00+00:00", "I'm fluent in French."),
        say("2026-01-20T10:00:00+00:00", "I picked up Polish when I lived in Krakow, too."),
        say("2026-04-02T10:00:00+00:00", "Honestly I don't speak Polish anymore, haven't used it in ten years."),
        facts("2026-04-03T09:00:00+00:00", "which languages do I speak", has="french"),
        facts("2026-04-03T09:00:00+00:00", "which languages do I speak", lacks="polish",
              unless=("anymore", "no longer", "don't speak")),
    ]),
    scenario("d17-mv-meds-stopped", "multi-valued", "One medication of two stopped", [
        say("2026-02-01T10:00:00+00:00", "I'm on ramipril for blood pressure."),
        say("2026-03-01T10:00:00+00:00", "The GP has added amlodipine as well."),
        say("2026-05-01T10:00:00+00:00", "I've stopped the ramipril, the cough was awful."),
        facts("2026-05-02T09:00:00+00:00", "what medications am I on", has="amlodipine"),
        facts("2026-05-02T09:00:00+00:00", "what medications am I on", lacks="ramipril",
              unless=("stopped", "no longer")),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d17-up-keys", "update-paraphrase", "A move said as getting the keys", [
        say("2026-01-09T10:00:00+00:00", "I live in Leith."),
        say("2026-05-16T17:30:00+00:00", "Finally got the keys to our new flat in Portobello, the move's done!"),
        top("2026-05-17T09:00:00+00:00", "where do I live", has="portobello"),
        served("2026-05-17T09:00:00+00:00", "where do I live", lacks="leith"),
    ]),
    scenario("d17-up-new-phone", "update-paraphrase", "A phone replaced, said as 'new phone day'", [
        say("2026-01-09T10:00:00+00:00", "My phone's an iPhone 13 mini."),
        say("2026-06-03T12:10:00+00:00", "New phone day! Went for a Nothing Phone 2 this time."),
        top("2026-06-04T09:00:00+00:00", "what phone do I have", has="nothing phone"),
        served("2026-06-04T09:00:00+00:00", "what phone do I have", lacks="iphone 13", unless="nothing"),
    ]),
    scenario("d17-up-slow-team", "update-paraphrase", "A team changed over weeks, said through the new team's work", [
        say("2026-01-10T10:00:00+00:00", "I'm on the mobile team."),
        say("2026-02-14T15:00:00+00:00", "They're reorganising engineering, I might end up on infra."),
        say("2026-03-20T17:00:00+00:00", "First sprint with the infra folks went well, much quieter on-call than mobile."),
        top("2026-03-21T09:00:00+00:00", "which team am I on", has="infra"),
        served("2026-03-21T09:00:00+00:00", "which team am I on", lacks="on the mobile team"),
    ]),
    scenario("d17-up-notice", "update-paraphrase", "A job changed, said as handing in notice", [
        say("2026-01-10T10:00:00+00:00", "I'm a barista at Pret."),
        say("2026-04-10T18:00:00+00:00", "Handed in my notice at Pret, I start at the council's housing office on "
            "Monday as an admin assistant."),
        top("2026-04-20T09:00:00+00:00", "what is my job", has=("admin assistant", "housing office")),
        served("2026-04-20T09:00:00+00:00", "what is my job", lacks="barista at pret"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d17-dec-standup", "decision", "A team's standup move scrapped", [
        say("2026-02-02T09:20:00+00:00", "Team decision: we're moving standup to 9:30."),
        say("2026-02-04T09:20:00+00:00", "scrap that, standup stays at 9:15, too many people do the school run"),
        top("2026-02-05T09:00:00+00:00", "what time is standup", has="9:15"),
        served("2026-02-05T09:00:00+00:00", "what time is standup", lacks="9:30", unless="9:15"),
    ]),
    scenario("d17-dec-flat", "decision", "A personal decision to sell taken back", [
        say("2026-03-01T20:00:00+00:00", "I've made up my mind, I'm selling the flat and renting for a while."),
        say("2026-04-12T20:00:00+00:00", "Not selling after all. Mortgage rates came down, so I'm staying put."),
        top("2026-04-13T09:00:00+00:00", "am I selling my flat", has=("not selling", "staying put")),
    ]),
    scenario("d17-dec-ci", "decision", "A CI choice reversed in non-native English", [
        say("2026-02-02T10:00:00+00:00", "We decide to use Jenkins for the CI in our project."),
        say("2026-02-16T10:00:00+00:00", "The team has now choose GitHub Actions instead of Jenkins, it is more "
            "simple for us."),
        top("2026-02-17T09:00:00+00:00", "what do we use for CI", has="github actions"),
        served("2026-02-17T09:00:00+00:00", "what do we use for CI", lacks="use jenkins", unless="github actions"),
    ]),
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d17-corr-flight", "correction", "A flight date put right at once", [
        say("2026-05-02T11:00:00+00:00", "My flight to Toronto leaves on the 12th."),
        say("2026-05-02T11:00:40+00:00", "no wait, the 21st. I always mix those two up"),
        top("2026-05-03T09:00:00+00:00", "when is my flight to Toronto", has="21st"),
    ]),
    scenario("d17-corr-sister-city", "correction", "A sister's town put right the next day", [
        say("2026-03-01T18:00:00+00:00", "My sister Orla lives in Galway."),
        say("2026-03-02T08:30:00+00:00", "Got that wrong yesterday, Orla's in Limerick. Galway is where her in-laws are."),
        top("2026-03-03T09:00:00+00:00", "where does Orla live", has="limerick"),
        about("2026-03-03T09:00:00+00:00", "limerick", "orla"),
    ]),
    scenario("d17-corr-blood", "correction", "A blood type put right with the value alone", [
        say("2026-06-01T10:00:00+00:00", "My blood type is A positive."),
        say("2026-06-01T10:05:00+00:00", "Sorry, O positive. Just checked my donor card."),
        top("2026-06-02T09:00:00+00:00", "what is my blood type", has="o positive"),
        served("2026-06-02T09:00:00+00:00", "what is my blood type", lacks="a positive", unless="o positive"),
    ]),
    scenario("d17-corr-email", "correction", "A work email put right a day later", [
        say("2026-06-01T10:00:00+00:00", "My work email is j.hart@brightwave.io"),
        say("2026-06-02T10:00:00+00:00", "Correction to my email from yesterday: it's jo.hart@brightwave.io"),
        top("2026-06-03T09:00:00+00:00", "what is my work email", has="jo.hart@"),
    ]),
    # -- as of: dated statements and past states ---------------------------------------------------------------------
    scenario("d17-asof-lyon", "as-of", "A city left in a month, asked about before", [
        say("2026-01-08T10:00:00+00:00", "I live in Lyon, in the Croix-Rousse."),
        say("2026-06-20T10:00:00+00:00", "Moved to Marseille in April for the new job."),
        top("2026-06-21T09:00:00+00:00", "where did I live in February", has="lyon",
            valid_at="2026-02-15T00:00:00+00:00"),
        top("2026-06-21T09:00:00+00:00", "where do I live", has="marseille"),
    ]),
    scenario("d17-asof-employer-span", "as-of", "An employer with a span of years, then a startup", [
        say("2026-03-04T10:00:00+00:00", "I was at Accenture from 2019 to 2023, and I've been at a small startup "
            "called Loopwise since."),
        top("2026-03-05T09:00:00+00:00", "where did I work in 2021", has="accenture",
            valid_at="2021-06-01T00:00:00+00:00"),
        top("2026-03-05T09:00:00+00:00", "where do I work", has="loopwise"),
    ]),
    scenario("d17-past-team-size", "as-of", "A team size 'back then' does not replace today's", [
        say("2026-02-10T10:00:00+00:00", "Our team is 30 people now."),
        say("2026-02-24T16:00:00+00:00", "fun fact, we were a team of four back then, when I joined in 2019"),
        top("2026-02-25T09:00:00+00:00", "how many people are on our team", has="30"),
    ]),
    scenario("d17-past-oslo", "as-of", "A city the user used to live in is not current", [
        say("2026-01-15T10:00:00+00:00", "I live in Aarhus."),
        say("2026-03-15T10:00:00+00:00", "I used to live in Oslo, I really miss the fjord walks."),
        top("2026-03-16T09:00:00+00:00", "where do I live", has="aarhus", lacks="oslo"),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d17-frame-roleplay", "framing", "A role-played job is not the user's", [
        say("2026-04-01T10:00:00+00:00", "I'm an A&E nurse at the Royal Infirmary."),
        say("2026-04-02T19:00:00+00:00", "Let's role-play: you're the interviewer and I'm a senior software engineer "
            "applying at Google."),
        top("2026-04-03T09:00:00+00:00", "what is my job", has="nurse"),
        facts("2026-04-03T09:00:00+00:00", "what is my job", lacks="software engineer"),
    ]),
    scenario("d17-frame-lottery", "framing", "A lottery daydream is not a move", [
        say("2026-04-01T10:00:00+00:00", "I live in Croydon."),
        say("2026-04-05T22:10:00+00:00", "if I ever won the lottery I'd move to Lisbon and buy a boat tbh"),
        top("2026-04-06T09:00:00+00:00", "where do I live", has="croydon"),
        facts("2026-04-06T09:00:00+00:00", "where do I live", lacks="lisbon"),
    ]),
    scenario("d17-frame-devils-advocate", "framing", "'As a landlord I'd' argued for effect is not a job", [
        say("2026-04-01T10:00:00+00:00", "I'm a paralegal."),
        say("2026-04-08T13:00:00+00:00", "Devil's advocate though: as a landlord I'd want the deposit upfront too."),
        top("2026-04-09T09:00:00+00:00", "what is my job", has="paralegal"),
        facts("2026-04-09T09:00:00+00:00", "what is my job", lacks="landlord"),
    ]),
    scenario("d17-frame-sincere-as-a", "framing", "A sincere 'as a' still stores", [
        say("2026-04-01T10:00:00+00:00", "As a type 1 diabetic I always carry jelly babies on long rides."),
        served("2026-04-02T09:00:00+00:00", "what health conditions do I have", has="diabetic"),
    ]),
    # -- life stories: an event, a routine, a lesson ----------------------------------------------------------------
    scenario("d17-ls-driving-test", "life-story", "A dated event", [
        say("2026-02-10T10:00:00+00:00", "I've got my driving test on 3 March at 8:40, wish me luck 🤞"),
        top("2026-02-20T09:00:00+00:00", "when is my driving test", has=("3 march", "march 3")),
    ]),
    scenario("d17-ls-sunday-run", "life-story", "A weekly routine", [
        say("2026-02-10T10:00:00+00:00", "Every Sunday I do a long run, usually around 18k, then brunch with the club."),
        top("2026-02-11T09:00:00+00:00", "what do I do on Sundays", has="long run"),
    ]),
    scenario("d17-ls-lesson-quotes", "life-story", "A lesson with its reason", [
        say("2026-02-10T10:00:00+00:00", "Lesson learned: always get quotes in writing, because the plumber charged "
            "double what he said on the phone."),
        served("2026-02-11T09:00:00+00:00", "what have I learned about getting work done on the house",
               has="in writing"),
    ]),
]
