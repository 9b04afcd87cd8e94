"""An eighteenth tuning split of belief scenarios (``--set dev19`` in bench/beliefs.py).

Written on 2026-11-27 (stop 33), on 50ecda8 and before any change it was used to tune, and committed with its
before figure, by a helper who read no reader code. Issue 21's meaning rules in new words and domains: a
sister's move, a boss's diet, a son's new instrument, a friend's cat and a colleague headhunted, kept about them
and never the user's; languages, medication, cats, instruments and hobbies that grow by "as well", "too",
"also", "another" and lose exactly one by "took me off", "sold" and "gave up"; a phone, a gym (over weeks), a
mortgage, a career (over weeks) and a home changed by what happened rather than by naming the attribute; a
dashboard framework, a wedding venue, a school and a release cadence decided and taken back; a blood type put
right at once, a birthday a week later, a day by the value alone and a brother's employer; a city and a dog
asked about as of a date, and a past habit that must not become current; a hypothetical and a role-play that
must not store beside a sincere "As a nurse"; and a dated birth, a weekly routine and a lesson. It is a tuning
split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, facts, say, scenario, served, top

DEV19 = [
    # -- other people ----------------------------------------------------------------------------------------------
    scenario("d19-op-sister-move", "other-people", "A sister's move is hers, the user's city stays", [
        say("2026-01-08T19:00:00+00:00", "I live in Cardiff, been here ten years."),
        say("2026-01-08T19:02:00+00:00", "My sister Kemi lives in Bristol, so she's only an hour away."),
        say("2026-04-20T18:30:00+00:00", "Kemi's relocating to Edinburgh, she got the job at Skyscanner!"),
        top("2026-04-21T09:00:00+00:00", "where does Kemi live", has="edinburgh"),
        top("2026-04-21T09:00:00+00:00", "where do I live", has="cardiff", lacks="edinburgh"),
        about("2026-04-21T09:00:00+00:00", "skyscanner", "kemi"),
    ]),
    scenario("d19-op-boss-keto", "other-people", "A boss's diet is not the user's", [
        say("2026-01-14T12:00:00+00:00", "I'm pescatarian, fish is fine but no meat."),
        say("2026-01-20T08:50:00+00:00", "my boss Raúl went keto in january so no pastries at the team meeting anymore 😭"),
        top("2026-01-21T09:00:00+00:00", "what is my diet", has="pescatarian", lacks="keto"),
        about("2026-01-21T09:00:00+00:00", "keto", "raúl"),
    ]),
    scenario("d19-op-son-drums", "other-people", "A son's change of instrument is his", [
        say("2026-02-02T17:00:00+00:00", "I play guitar, badly."),
        say("2026-02-02T17:01:00+00:00", "My son Arjun plays the trumpet in the school band."),
        say("2026-05-11T20:00:00+00:00", "Arjun switched from trumpet to the drums, RIP our ears 🥁"),
        top("2026-05-12T09:00:00+00:00", "what instrument does Arjun play", has="drums"),
        top("2026-05-12T09:00:00+00:00", "what instrument do I play", has="guitar", lacks="drums"),
        about("2026-05-12T09:00:00+00:00", "drums", "arjun"),
    ]),
    scenario("d19-op-friend-cat", "other-people", "A friend's cat beside the user's rabbit", [
        say("2026-03-03T18:00:00+00:00", "We've got a rabbit called Clover."),
        say("2026-03-05T21:15:00+00:00", "My friend Sione has a Maine Coon called Tank, he's the size of a small dog."),
        top("2026-03-06T09:00:00+00:00", "what pets do I have", has="clover", lacks="tank"),
        about("2026-03-06T09:00:00+00:00", "tank", "sione"),
    ]),
    scenario("d19-op-colleague-headhunted", "other-people", "A colleague headhunted, told as what happened to her", [
        say("2026-02-09T09:00:00+00:00", "I'm a backend dev at Deliveroo."),
        say("2026-02-09T09:05:00+00:00", "Beatriz on my team is our QA lead."),
        say("2026-06-15T17:40:00+00:00", "Beatriz got headhunted by Monzo, her last day was Friday. Gonna miss her."),
        top("2026-06-16T09:00:00+00:00", "where does Beatriz work", has="monzo"),
        top("2026-06-16T09:00:00+00:00", "where do I work", has="deliveroo", lacks="monzo"),
        about("2026-06-16T09:00:00+00:00", "monzo", "beatriz"),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d19-mv-languages", "multi-valued", "Languages grown by 'as well' and 'too'", [
        say("2026-01-10T10:00:00+00:00", "I speak Spanish, my mum's from Valencia."),
        say("2026-02-10T10:00:00+00:00", "I've got decent French as well."),
        say("2026-03-10T10:00:00+00:00", "and catalan too, picked it up when I lived in barcelona"),
        facts("2026-03-11T09:00:00+00:00", "what languages do I speak", has="spanish"),
        facts("2026-03-11T09:00:00+00:00", "what languages do I speak", has="french"),
        facts("2026-03-11T09:00:00+00:00", "what languages do I speak", has="catalan"),
    ]),
    scenario("d19-mv-meds", "multi-valued", "One medication of two stopped by the GP", [
        say("2026-01-12T08:00:00+00:00", "I'm on sertraline, one tablet every morning."),
        say("2026-01-19T08:00:00+00:00", "Also on lisinopril for my blood pressure."),
        say("2026-05-02T08:00:00+00:00", "My GP took me off the sertraline last month, it's just the lisinopril now."),
        facts("2026-05-03T09:00:00+00:00", "what medication do I take", has="lisinopril"),
        facts("2026-05-03T09:00:00+00:00", "what medication do I take", lacks="sertraline",
              unless=("took me off", "off the sertraline")),
    ]),
    scenario("d19-mv-cats", "multi-valued", "A second cat added with 'another'", [
        say("2026-02-01T10:00:00+00:00", "Our tabby's called Pixel, she rules the house."),
        say("2026-04-18T10:00:00+00:00", "Adopted another cat last week, a black one called Noodle 🐈‍⬛"),
        facts("2026-04-19T09:00:00+00:00", "what pets do I have", has="pixel"),
        facts("2026-04-19T09:00:00+00:00", "what pets do I have", has="noodle"),
    ]),
    scenario("d19-mv-sax-sold", "multi-valued", "An instrument sold, the piano stays", [
        say("2026-01-10T10:00:00+00:00", "Piano's my main instrument, I've played since I was six."),
        say("2026-01-24T10:00:00+00:00", "I've also played saxophone in a jazz band since uni."),
        say("2026-07-01T10:00:00+00:00", "Sold my sax on eBay, I'm done with the jazz band."),
        facts("2026-07-02T09:00:00+00:00", "what instruments do I play", has="piano"),
        facts("2026-07-02T09:00:00+00:00", "what instruments do I play", lacks="saxophone",
              unless=("sold", "done with")),
    ]),
    scenario("d19-mv-hobbies-gave-up", "multi-valued", "Hobbies grown by 'another' and 'too', one given up", [
        say("2026-01-10T10:00:00+00:00", "I go climbing twice a week."),
        say("2026-01-31T10:00:00+00:00", "Chess is another big hobby, I play online most nights."),
        say("2026-03-14T10:00:00+00:00", "Got into calligraphy too lately ✍️"),
        say("2026-05-20T10:00:00+00:00", "Had to give up climbing after I tore a ligament in my finger."),
        facts("2026-05-21T09:00:00+00:00", "what are my hobbies", has="chess"),
        facts("2026-05-21T09:00:00+00:00", "what are my hobbies", has="calligraphy"),
        facts("2026-05-21T09:00:00+00:00", "what are my hobbies", lacks="climbing",
              unless=("give up", "tore")),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d19-up-phone", "update-paraphrase", "A phone changed, said as caving in", [
        say("2026-01-10T10:00:00+00:00", "My phone's an iPhone 12, it's getting slow."),
        say("2026-05-10T10:00:00+00:00", "Finally caved and got a Pixel 8, Android takes some getting used to."),
        top("2026-05-11T09:00:00+00:00", "what phone do I have", has="pixel"),
        served("2026-05-11T09:00:00+00:00", "what phone do I have", lacks="iphone 12", unless="pixel"),
    ]),
    scenario("d19-up-gym-slow", "update-paraphrase", "A gym left over weeks, the reason told first", [
        say("2026-01-05T18:00:00+00:00", "I'm a member at PureGym on Station Road."),
        say("2026-01-26T18:00:00+00:00", "PureGym's put their prices up again, £35 a month now, daylight robbery."),
        say("2026-02-20T18:00:00+00:00", "Cancelled it. I just run in the park now and do bodyweight stuff at home."),
        top("2026-02-21T09:00:00+00:00", "how do I work out", has=("run in the park", "bodyweight")),
        served("2026-02-21T09:00:00+00:00", "how do I work out", lacks="member at puregym"),
    ]),
    scenario("d19-up-mortgage", "update-paraphrase", "A mortgage lender changed, said as a remortgage", [
        say("2026-01-10T10:00:00+00:00", "Our mortgage is with Nationwide."),
        say("2026-06-10T10:00:00+00:00", "Remortgaged with Halifax last week, saves us £200 a month."),
        top("2026-06-11T09:00:00+00:00", "who is our mortgage with", has="halifax"),
        served("2026-06-11T09:00:00+00:00", "who is our mortgage with", lacks="with nationwide", unless="halifax"),
    ]),
    scenario("d19-up-career-slow", "update-paraphrase", "A career changed over weeks, said by notice and a first week", [
        say("2026-01-05T19:00:00+00:00", "I'm a secondary school maths teacher."),
        say("2026-02-13T19:00:00+00:00", "Handed in my notice at school today. Burnout."),
        say("2026-04-24T19:00:00+00:00", "First week as a data analyst at the council done, loving the quiet."),
        top("2026-04-25T09:00:00+00:00", "what is my job", has="data analyst"),
        served("2026-04-25T09:00:00+00:00", "what is my job", lacks="maths teacher", unless="data analyst"),
    ]),
    scenario("d19-up-home-margate", "update-paraphrase", "A home changed, said as the removal van arriving", [
        say("2026-01-10T10:00:00+00:00", "We live in a flat in Hackney."),
        say("2026-08-02T10:00:00+00:00", "Finally out of London!! The removal van dropped everything at our new place "
            "in Margate yesterday 🌊"),
        top("2026-08-03T09:00:00+00:00", "where do I live", has="margate"),
        served("2026-08-03T09:00:00+00:00", "where do I live", lacks="hackney", unless="margate"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d19-dec-dashboard", "decision", "A team's framework choice scrapped", [
        say("2026-03-02T10:00:00+00:00", "We've agreed to build the new dashboard in Svelte."),
        say("2026-03-23T10:00:00+00:00", "Scrapping Svelte, the hiring market's too thin. The dashboard will be React "
            "like everything else."),
        top("2026-03-24T09:00:00+00:00", "what framework is the dashboard built in", has="react"),
        served("2026-03-24T09:00:00+00:00", "what framework is the dashboard built in", lacks="agreed to build",
               unless="react"),
    ]),
    scenario("d19-dec-wedding", "decision", "A wedding venue fallen through", [
        say("2026-02-14T20:00:00+00:00", "We booked the barn in Dorset for the wedding!"),
        say("2026-04-02T20:00:00+00:00", "change of plan, the barn fell through. we're getting married at my parents' "
            "farm in devon instead"),
        top("2026-04-03T09:00:00+00:00", "where is the wedding", has="devon"),
        served("2026-04-03T09:00:00+00:00", "where is the wedding", lacks="barn in dorset", unless="devon"),
    ]),
    scenario("d19-dec-school", "decision", "A school choice gone back on", [
        say("2026-03-01T10:00:00+00:00", "Decided: Lily starts at Greenfield Primary in September."),
        say("2026-03-20T10:00:00+00:00", "We've gone back on Greenfield, Lily's going to St Anne's after all, it's "
            "walkable."),
        top("2026-03-21T09:00:00+00:00", "which school will Lily go to", has="st anne"),
        served("2026-03-21T09:00:00+00:00", "which school will Lily go to", lacks="starts at greenfield",
               unless="st anne"),
    ]),
    scenario("d19-dec-release", "decision", "A release cadence taken back two weeks later", [
        say("2026-05-04T10:00:00+00:00", "From now on we release every Tuesday."),
        say("2026-05-18T10:00:00+00:00", "Weekly releases were too much churn, so we're going back to fortnightly "
            "releases on Thursdays."),
        top("2026-05-19T09:00:00+00:00", "how often do we release", has="fortnightly"),
        served("2026-05-19T09:00:00+00:00", "how often do we release", lacks="release every tuesday",
               unless="fortnightly"),
    ]),
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d19-corr-blood-type", "correction", "A blood type put right at once", [
        say("2026-03-01T10:00:00+00:00", "Blood type: A positive, for the hospital form."),
        say("2026-03-01T10:00:20+00:00", "sorry, B positive. A is my husband's"),
        top("2026-03-02T09:00:00+00:00", "what is my blood type", has="b positive"),
        served("2026-03-02T09:00:00+00:00", "what is my blood type", lacks="a positive", unless="b positive"),
    ]),
    scenario("d19-corr-birthday-later", "correction", "A birthday put right a week later", [
        say("2026-02-01T10:00:00+00:00", "my birthday's the 11th of march btw"),
        say("2026-02-08T10:00:00+00:00", "Btw I gave you the wrong birthday last week, it's 13 March."),
        top("2026-02-09T09:00:00+00:00", "when is my birthday", has="13 march"),
        served("2026-02-09T09:00:00+00:00", "when is my birthday", lacks=("11 march", "11th of march"), unless="13 march"),
    ]),
    scenario("d19-corr-plumber-day", "correction", "A day put right by the value alone", [
        say("2026-04-06T10:00:00+00:00", "The plumber's coming Wednesday morning to fix the boiler."),
        say("2026-04-06T10:00:30+00:00", "*Thursday"),
        top("2026-04-07T09:00:00+00:00", "when is the plumber coming", has="thursday"),
    ]),
    scenario("d19-corr-brother-employer", "correction", "A brother's employer put right, still his", [
        say("2026-04-10T10:00:00+00:00", "My brother Tunde works at Shell."),
        say("2026-04-12T10:00:00+00:00", "Actually Tunde's at BP, not Shell, I always mix them up."),
        top("2026-04-13T09:00:00+00:00", "where does Tunde work", has="bp"),
        served("2026-04-13T09:00:00+00:00", "where does Tunde work", lacks="works at shell", unless="bp"),
        about("2026-04-13T09:00:00+00:00", "bp", "tunde"),
    ]),
    # -- as of: dated statements and past states ---------------------------------------------------------------------
    scenario("d19-asof-glasgow", "as-of", "A city left in May, asked about before", [
        say("2026-01-10T10:00:00+00:00", "Home is Glasgow for now."),
        say("2026-08-01T10:00:00+00:00", "Moved down to Manchester in May for the new job."),
        top("2026-08-02T09:00:00+00:00", "where did I live in March", has="glasgow",
            valid_at="2026-03-15T00:00:00+00:00"),
        top("2026-08-02T09:00:00+00:00", "where do I live", has="manchester"),
    ]),
    scenario("d19-asof-dogs", "as-of", "A dog that died and a puppy, asked about before", [
        say("2026-09-01T10:00:00+00:00", "Our old dog Hugo died in April, and we got a puppy, Mabel, in June."),
        top("2026-09-02T09:00:00+00:00", "what dog did we have in February", has="hugo",
            valid_at="2026-02-15T00:00:00+00:00"),
        top("2026-09-02T09:00:00+00:00", "what dog do we have", has="mabel"),
    ]),
    scenario("d19-past-smoker", "as-of", "Smoking in one's twenties does not become current", [
        say("2026-01-15T10:00:00+00:00", "I don't smoke."),
        say("2026-02-15T10:00:00+00:00", "I smoked a pack a day in my twenties, quit when my daughter was born."),
        top("2026-02-16T09:00:00+00:00", "do I smoke", has=("don't smoke", "doesn't smoke", "quit")),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d19-frame-pilot", "framing", "A hypothetical job is not the user's", [
        say("2026-05-01T10:00:00+00:00", "I'm a solicitor."),
        say("2026-05-02T10:00:00+00:00", "If I were a pilot I'd never be home, so how do pilots with kids manage?"),
        top("2026-05-03T09:00:00+00:00", "what is my job", has="solicitor"),
        facts("2026-05-03T09:00:00+00:00", "what is my job", lacks="pilot"),
    ]),
    scenario("d19-frame-roleplay-nurse", "framing", "A role-play chef beside a sincere 'As a nurse'", [
        say("2026-05-01T10:00:00+00:00", "Let's role-play: I'm a Michelin-star chef and you're a food critic."),
        say("2026-05-04T10:00:00+00:00", "As a nurse on nights, I need meals I can eat at 3am."),
        top("2026-05-05T09:00:00+00:00", "what is my job", has="nurse"),
        facts("2026-05-05T09:00:00+00:00", "what is my job", lacks="michelin"),
    ]),
    # -- life stories: an event, a routine, a lesson ----------------------------------------------------------------
    scenario("d19-ls-birth-routine", "life-story", "A dated birth and a weekly routine", [
        say("2026-11-03T10:00:00+00:00", "Our son Theo was born on 2 November, 3.4kg 💙"),
        say("2026-11-05T10:00:00+00:00", "every thursday I do the big tesco shop after work"),
        top("2026-11-20T09:00:00+00:00", "when was Theo born", has=("2 november", "november 2")),
        top("2026-11-20T09:00:00+00:00", "when do I do the food shop", has="thursday"),
    ]),
    scenario("d19-ls-lesson-reno", "life-story", "A lesson from a renovation with its reason", [
        say("2026-01-10T10:00:00+00:00", "Lesson from the kitchen reno: get the electrician in before the plasterer, "
            "we had to re-plaster two walls."),
        served("2026-01-11T09:00:00+00:00", "what did I learn from the kitchen renovation", has="electrician"),
    ]),
]
