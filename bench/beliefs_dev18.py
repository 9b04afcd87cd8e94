"""A seventeenth tuning split of belief scenarios (``--set dev18`` in bench/beliefs.py).

Written on 2026-11-27 (stop 32), on 6094b02 and before any change it was used to tune, and committed with its
before figure, by a helper who read no reader code. It is dev17's twin in other words and domains: a husband's
allergy, a daughter's school, a colleague's office told in non-native English and a girlfriend's change of
career kept about them; hobbies, allergies, pets and programming languages that grow by "as well", "also",
"too" and lose one value by "not ... anymore", "got rid of" and "no more"; an energy supplier, a commute over
weeks, a reorg and a house purchase said by their result; an offsite, a PhD, a repo layout and a launch date
decided and taken back; corrections of a typo, a date a day later, a boss's name and a body part inside a
chatty turn; as-of questions with dated turns and past states that must not become current; sarcasm, a joke,
a question and a quoted uncle that must not store beside a sincere "Actually" that must; and an event, a
routine and a lesson. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, facts, say, scenario, served, top

DEV18 = [
    # -- other people ----------------------------------------------------------------------------------------------
    scenario("d18-op-husband-allergy", "other-people", "A husband's allergy is not the user's", [
        say("2026-01-07T20:00:00+00:00", "Hubby is allergic to tree nuts, even a trace sets him off."),
        say("2026-01-07T20:02:00+00:00", "I'm only allergic to latex."),
        top("2026-01-08T09:00:00+00:00", "what am I allergic to", has="latex", lacks="nuts"),
        about("2026-01-08T09:00:00+00:00", "tree nuts", "husband"),
    ]),
    scenario("d18-op-daughter-school", "other-people", "A daughter's school beside the user's workplace", [
        say("2026-01-12T17:00:00+00:00", "My daughter Freya goes to Hillcrest Primary, she's in Year 3."),
        say("2026-01-12T17:03:00+00:00", "I teach at Broadfield Academy."),
        top("2026-01-13T09:00:00+00:00", "where do I work", has="broadfield", lacks="hillcrest"),
        top("2026-01-13T09:00:00+00:00", "which school does Freya go to", has="hillcrest"),
        about("2026-01-13T09:00:00+00:00", "hillcrest", "freya"),
    ]),
    scenario("d18-op-colleague-office", "other-people", "A colleague's office in non-native English", [
        say("2026-02-03T08:15:00+00:00", "My colleague Tomasz he is working from the Gdansk office, I am in Warsaw HQ."),
        top("2026-02-04T09:00:00+00:00", "which office am I in", has="warsaw"),
        about("2026-02-04T09:00:00+00:00", "gdansk", "tomasz"),
    ]),
    scenario("d18-op-girlfriend-career", "other-people", "A girlfriend's career change is hers", [
        say("2026-01-20T21:00:00+00:00", "I'm a data engineer. My girlfriend Zoe is a junior doctor at St Thomas'."),
        say("2026-06-20T21:00:00+00:00", "Zoe's left the NHS, she's doing medical writing for a pharma company now."),
        top("2026-06-21T09:00:00+00:00", "what does Zoe do", has="medical writing"),
        top("2026-06-21T09:00:00+00:00", "what is my job", has="data engineer", lacks="medical writing"),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d18-mv-hobbies", "multi-valued", "Hobbies added with 'as well' and 'too'", [
        say("2026-01-10T20:00:00+00:00", "I knit in the evenings."),
        say("2026-02-10T20:00:00+00:00", "took up pottery as well, Tuesday night classes"),
        say("2026-03-10T20:00:00+00:00", "oh and birdwatching too, my new obsession 🐦"),
        facts("2026-03-11T09:00:00+00:00", "what are my hobbies", has="knit"),
        facts("2026-03-11T09:00:00+00:00", "what are my hobbies", has="pottery"),
        facts("2026-03-11T09:00:00+00:00", "what are my hobbies", has="birdwatching"),
    ]),
    scenario("d18-mv-allergy-retest", "multi-valued", "One allergy of two ruled out by a test", [
        say("2026-01-10T10:00:00+00:00", "I'm allergic to ragweed."),
        say("2026-01-17T10:00:00+00:00", "Also amoxicillin, since 2019."),
        say("2026-05-04T10:00:00+00:00", "Turns out I'm not allergic to amoxicillin anymore, I passed the challenge "
            "test at the allergy clinic."),
        facts("2026-05-05T09:00:00+00:00", "what am I allergic to", has="ragweed"),
        facts("2026-05-05T09:00:00+00:00", "what am I allergic to", lacks="amoxicillin",
              unless=("not allergic", "anymore", "challenge")),
    ]),
    scenario("d18-mv-pets-rid", "multi-valued", "Guinea pigs got rid of, the dog stays", [
        say("2026-01-10T10:00:00+00:00", "We have a dog called Bruno."),
        say("2026-02-10T10:00:00+00:00", "We also got two guinea pigs for the kids, Salt and Pepper."),
        say("2026-06-10T10:00:00+00:00", "Got rid of the guinea pigs, the kids lost interest 😔"),
        facts("2026-06-11T09:00:00+00:00", "what pets do I have", has="bruno"),
        facts("2026-06-11T09:00:00+00:00", "what pets do I have", lacks="guinea pig", unless=("got rid", "rid of")),
    ]),
    scenario("d18-mv-code-langs", "multi-valued", "Programming languages in non-native English, one dropped", [
        say("2026-01-10T10:00:00+00:00", "I am programming mostly in Python at my work."),
        say("2026-01-24T10:00:00+00:00", "For the android app I am using Kotlin also."),
        say("2026-03-10T10:00:00+00:00", "Since March I use TypeScript too, for the web part."),
        say("2026-06-10T10:00:00+00:00", "Kotlin I don't use no more, the android app was stopped by management."),
        facts("2026-06-11T09:00:00+00:00", "which programming languages do I use", has="python"),
        facts("2026-06-11T09:00:00+00:00", "which programming languages do I use", has="typescript"),
        facts("2026-06-11T09:00:00+00:00", "which programming languages do I use", lacks="kotlin",
              unless=("no more", "don't use", "stopped")),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d18-up-energy", "update-paraphrase", "An energy supplier switched", [
        say("2026-01-10T10:00:00+00:00", "Our energy's with Octopus."),
        say("2026-04-10T10:00:00+00:00", "Moved the gas and electric over to EDF, got a two-year fixed deal."),
        top("2026-04-11T09:00:00+00:00", "who is our energy supplier", has="edf"),
        served("2026-04-11T09:00:00+00:00", "who is our energy supplier", lacks="octopus", unless="edf"),
    ]),
    scenario("d18-up-slow-commute", "update-paraphrase", "A commute changed over weeks, the reason told first", [
        say("2026-01-05T08:00:00+00:00", "I drive to work most days, about 40 minutes each way."),
        say("2026-01-26T08:00:00+00:00", "Parking at the office went up to £15 a day 😤"),
        say("2026-02-23T08:00:00+00:00", "Got myself a season ticket for the train, should've done it years ago."),
        top("2026-02-24T09:00:00+00:00", "how do I get to work", has="train"),
        served("2026-02-24T09:00:00+00:00", "how do I get to work", lacks=("drive to work", "drives to work")),
    ]),
    scenario("d18-up-reorg", "update-paraphrase", "A team changed, said as a reorg landing", [
        say("2026-01-10T10:00:00+00:00", "I'm in the data platform squad."),
        say("2026-05-10T10:00:00+00:00", "Reorg landed: I report into the ML infrastructure group now."),
        top("2026-05-11T09:00:00+00:00", "which team am I in", has="ml infrastructure"),
        served("2026-05-11T09:00:00+00:00", "which team am I in", lacks="data platform"),
    ]),
    scenario("d18-up-bought", "update-paraphrase", "A home changed, said as buying", [
        say("2026-01-10T10:00:00+00:00", "We rent a terraced house on Mill Lane."),
        say("2026-07-10T10:00:00+00:00", "Got the keys to our own place on Ashdown Close, no more renting!! 🏡"),
        top("2026-07-11T09:00:00+00:00", "where do I live", has="ashdown"),
        served("2026-07-11T09:00:00+00:00", "where do I live", lacks="mill lane"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d18-dec-offsite", "decision", "A team decision overruled", [
        say("2026-03-02T10:00:00+00:00", "We agreed the Q3 offsite will be remote this year to save money."),
        say("2026-03-30T10:00:00+00:00", "Leadership overruled us, the Q3 offsite is in person in Amsterdam after all."),
        top("2026-03-31T09:00:00+00:00", "where is the Q3 offsite", has="amsterdam"),
        served("2026-03-31T09:00:00+00:00", "where is the Q3 offsite", lacks="remote this year", unless="amsterdam"),
    ]),
    scenario("d18-dec-phd", "decision", "A personal decision against a PhD reversed", [
        say("2026-02-02T10:00:00+00:00", "Decided I'm not doing a PhD, going into industry instead."),
        say("2026-03-15T10:00:00+00:00", "Okay I changed my mind again, I accepted the PhD offer at Edinburgh."),
        top("2026-03-16T09:00:00+00:00", "am I doing a PhD", has=("accepted", "edinburgh")),
    ]),
    scenario("d18-dec-repo", "decision", "A terse decision reverted", [
        say("2026-02-02T10:00:00+00:00", "decision: monorepo."),
        say("2026-02-20T10:00:00+00:00", "revert that, back to polyrepo. monorepo CI took 40 min"),
        top("2026-02-21T09:00:00+00:00", "do we use a monorepo or separate repos", has="polyrepo"),
    ]),
    scenario("d18-dec-rebrand", "decision", "A go-live date moved by the board", [
        say("2026-06-01T10:00:00+00:00", "The board decided the rebrand goes live on 1 October."),
        say("2026-08-15T10:00:00+00:00", "Rebrand's slipping to the new year, the board wants the legal review done "
            "first."),
        top("2026-08-16T09:00:00+00:00", "when does the rebrand go live", has="new year"),
        served("2026-08-16T09:00:00+00:00", "when does the rebrand go live", lacks="1 october", unless="new year"),
    ]),
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d18-corr-typo-city", "correction", "A misspelt city put right with an asterisk", [
        say("2026-03-01T10:00:00+00:00", "I work in Bimringham."),
        say("2026-03-01T10:00:20+00:00", "Birmingham* lol"),
        top("2026-03-02T09:00:00+00:00", "where do I work", has="birmingham"),
    ]),
    scenario("d18-corr-anniversary", "correction", "An anniversary put right the next day", [
        say("2026-03-01T21:00:00+00:00", "Our wedding anniversary is 22 June."),
        say("2026-03-02T07:45:00+00:00", "Ignore what I said yesterday about the anniversary, it's 26 June. My husband "
            "would kill me."),
        top("2026-03-03T09:00:00+00:00", "when is my wedding anniversary", has="26 june"),
        served("2026-03-03T09:00:00+00:00", "when is my wedding anniversary", lacks="22 june", unless="26 june"),
    ]),
    scenario("d18-corr-boss-name", "correction", "A boss's name put right with the name alone", [
        say("2026-04-01T10:00:00+00:00", "My boss is called Graham."),
        say("2026-04-01T10:01:00+00:00", "Gareth, not Graham 🤦 been working for him two years"),
        top("2026-04-02T09:00:00+00:00", "what is my boss called", has="gareth"),
        served("2026-04-02T09:00:00+00:00", "what is my boss called", lacks="graham", unless="gareth"),
    ]),
    scenario("d18-corr-physio", "correction", "A body part put right inside a chatty turn", [
        say("2026-04-06T10:00:00+00:00", "I'm seeing the physio on Thursday for my shoulder."),
        say("2026-04-06T10:30:00+00:00", "oh and before I forget, it's my knee the physio's treating, not the shoulder, "
            "the shoulder was last year"),
        top("2026-04-07T09:00:00+00:00", "what is the physio treating", has="knee"),
    ]),
    # -- as of: dated statements and past states ---------------------------------------------------------------------
    scenario("d18-asof-octavia", "as-of", "A car swapped in a month, asked about before", [
        say("2026-01-12T10:00:00+00:00", "My car is a Skoda Octavia."),
        say("2026-09-01T10:00:00+00:00", "Swapped the Octavia for a Model 3 back in June."),
        top("2026-09-02T09:00:00+00:00", "what car did I have in March", has="octavia",
            valid_at="2026-03-15T00:00:00+00:00"),
        top("2026-09-02T09:00:00+00:00", "what car do I drive", has="model 3"),
    ]),
    scenario("d18-asof-bbc", "as-of", "An employer until a year, then freelance", [
        say("2026-04-04T10:00:00+00:00", "I worked at the BBC from 2015 until 2020, then went freelance."),
        top("2026-04-05T09:00:00+00:00", "where did I work in 2018", has="bbc",
            valid_at="2018-06-01T00:00:00+00:00"),
        top("2026-04-05T09:00:00+00:00", "what do I do for work now", has="freelance"),
    ]),
    scenario("d18-past-vegan", "as-of", "A diet 'back in uni' does not replace today's", [
        say("2026-01-15T10:00:00+00:00", "I eat fish and veg, no meat."),
        say("2026-02-15T10:00:00+00:00", "I was vegan back in uni, for about five years."),
        top("2026-02-16T09:00:00+00:00", "what is my diet", has="fish"),
    ]),
    scenario("d18-past-managed", "as-of", "A team managed in 2021 is not managed now", [
        say("2026-01-15T10:00:00+00:00", "Right now I'm an individual contributor, no direct reports."),
        say("2026-02-15T10:00:00+00:00", "Back in 2021 I managed a team of twelve."),
        top("2026-02-16T09:00:00+00:00", "do I manage anyone", has=("individual contributor", "no direct reports")),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d18-frame-sarcasm", "framing", "Sarcasm about being on call is not a preference", [
        say("2026-12-20T10:00:00+00:00", "oh sure, I LOVE being on call on Christmas day, best job ever 🙃"),
        facts("2026-12-21T09:00:00+00:00", "what do I enjoy", lacks="on call"),
    ]),
    scenario("d18-frame-joke", "framing", "A joke about being a wizard is not a job", [
        say("2026-05-01T10:00:00+00:00", "I'm a quantity surveyor."),
        say("2026-05-03T19:00:00+00:00", "My kids think I'm a wizard because I can fix the wifi 😂"),
        top("2026-05-04T09:00:00+00:00", "what is my job", has="quantity surveyor"),
        facts("2026-05-04T09:00:00+00:00", "what is my job", lacks="wizard"),
    ]),
    scenario("d18-frame-question", "framing", "A question about learning a language is not knowing it", [
        say("2026-05-01T10:00:00+00:00", "I speak German and English."),
        say("2026-05-02T10:00:00+00:00", "Is it worth learning Mandarin at 40?"),
        facts("2026-05-03T09:00:00+00:00", "which languages do I speak", has="german"),
        facts("2026-05-03T09:00:00+00:00", "which languages do I speak", lacks="mandarin"),
    ]),
    scenario("d18-frame-quote", "framing", "An uncle's quoted line is not the user's drink", [
        say("2026-05-01T10:00:00+00:00", "I'm teetotal."),
        say("2026-05-09T23:00:00+00:00", "My uncle's line at every wedding: 'I'll have a double whisky, and make it "
            "snappy'"),
        top("2026-05-10T09:00:00+00:00", "do I drink alcohol", has="teetotal", lacks="whisky"),
    ]),
    scenario("d18-frame-sincere-actually", "framing", "A sincere 'Actually' still stores", [
        say("2026-05-01T10:00:00+00:00", "Actually I'm left-handed, so please don't seat me on the right end of the "
            "table."),
        served("2026-05-02T09:00:00+00:00", "am I left or right handed", has="left-handed"),
    ]),
    # -- life stories: an event, a routine, a lesson ----------------------------------------------------------------
    scenario("d18-ls-operation", "life-story", "A dated operation", [
        say("2026-01-10T10:00:00+00:00", "Booked my hip replacement for 9 February at the Nuffield."),
        top("2026-01-20T09:00:00+00:00", "when is my operation", has=("9 february", "february 9")),
    ]),
    scenario("d18-ls-weekday-mornings", "life-story", "A weekday routine in lower case", [
        say("2026-01-10T10:00:00+00:00", "weekday mornings: gym at 6, then I drop the kids at school by 8:15"),
        top("2026-01-11T09:00:00+00:00", "what do I do on weekday mornings", has="gym at 6"),
    ]),
    scenario("d18-ls-lesson-launch", "life-story", "A lesson from a launch with its reason", [
        say("2026-01-10T10:00:00+00:00", "Big lesson from the launch: don't promise dates to sales before QA signs "
            "off, because we ended up shipping a broken export."),
        served("2026-01-11T09:00:00+00:00", "what did I learn from the launch", has="qa signs off"),
    ]),
]
