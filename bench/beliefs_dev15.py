"""A fourteenth tuning split of belief scenarios (``--set dev15`` in bench/beliefs.py).

Written on 2026-11-27 (stop 32), on 48fc773 and before any change it was used to tune, and committed with its
before figure. The held-out splits' category counts (never their scenarios) put as-of, corrections,
decisions, life stories, other people, paraphrases and multi-valued sets weakest. This split says those in
registers the earlier dev splits use little: lower case with typos, a long aside around the fact, a list,
a value added with "as well" or "on top of", a change told through its reason, a correction that names
only the new value, a relative's change told in the past tense. It is a tuning split: rules may be changed
after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, count, facts, say, scenario, served, top

DEV15 = [
    # -- multi-valued: a second value in another phrasing ---------------------------------------------------------
    scenario("d15-mv-languages", "multi-valued", "A spoken language added with 'as well'", [
        say("2026-01-05T10:00:00+00:00", "I speak Dutch."),
        say("2026-02-05T10:00:00+00:00", "I can get by in Turkish as well, my grandmother taught me."),
        facts("2026-02-06T10:00:00+00:00", "which languages do I speak", has="dutch"),
        facts("2026-02-06T10:00:00+00:00", "which languages do I speak", has="turkish"),
    ]),
    scenario("d15-mv-instruments", "multi-valued", "An instrument added in lower case", [
        say("2026-01-05T10:00:00+00:00", "I play the cello."),
        say("2026-03-05T10:00:00+00:00", "started learning piano on top of the cello lol"),
        facts("2026-03-06T10:00:00+00:00", "what instruments do I play", has="cello"),
        facts("2026-03-06T10:00:00+00:00", "what instruments do I play", has="piano"),
    ]),
    scenario("d15-mv-meds", "multi-valued", "A second medication", [
        say("2026-01-05T10:00:00+00:00", "I take metformin every morning."),
        say("2026-04-05T10:00:00+00:00", "The doctor added atorvastatin to my meds."),
        facts("2026-04-06T10:00:00+00:00", "what medications do I take", has="metformin"),
        facts("2026-04-06T10:00:00+00:00", "what medications do I take", has="atorvastatin"),
    ]),
    scenario("d15-mv-kids", "multi-valued", "A second child named", [
        say("2026-01-05T10:00:00+00:00", "My son is called Ravi."),
        say("2026-06-05T10:00:00+00:00", "Our daughter Meera was born on Tuesday! 💕"),
        facts("2026-06-06T10:00:00+00:00", "what are my children called", has="ravi"),
        facts("2026-06-06T10:00:00+00:00", "what are my children called", has="meera"),
    ]),
    # -- update-paraphrase: the change named through its reason or result ---------------------------------------
    scenario("d15-up-gym", "update-paraphrase", "A gym changed, said as a cancellation and a join", [
        say("2026-01-05T10:00:00+00:00", "I go to PureGym."),
        say("2026-04-05T10:00:00+00:00", "cancelled puregym and signed up at the climbing wall down the road instead"),
        top("2026-04-06T10:00:00+00:00", "which gym do I go to", has="climbing wall"),
        served("2026-04-06T10:00:00+00:00", "which gym do I go to", lacks="go to puregym"),
    ]),
    scenario("d15-up-phone", "update-paraphrase", "A phone changed, said as an upgrade", [
        say("2026-01-05T10:00:00+00:00", "My phone is a Pixel 6."),
        say("2026-05-05T10:00:00+00:00", "Finally upgraded to a Pixel 9, the battery on the old one was dying."),
        top("2026-05-06T10:00:00+00:00", "what phone do I have", has="pixel 9"),
        served("2026-05-06T10:00:00+00:00", "what phone do I have", lacks="pixel 6", unless="pixel 9"),
    ]),
    scenario("d15-up-hours", "update-paraphrase", "A bedtime changed, said as a new habit", [
        say("2026-01-05T10:00:00+00:00", "I usually go to bed around midnight."),
        say("2026-03-05T10:00:00+00:00", "New baby means I'm in bed by 9 most nights now."),
        top("2026-03-06T10:00:00+00:00", "what time do I go to bed", has="9"),
        served("2026-03-06T10:00:00+00:00", "what time do I go to bed", lacks="midnight"),
    ]),
    scenario("d15-up-team", "update-paraphrase", "A team changed, said as a transfer", [
        say("2026-01-05T10:00:00+00:00", "I'm on the payments team."),
        say("2026-05-05T10:00:00+00:00", "Got transferred to the search team last month."),
        top("2026-05-06T10:00:00+00:00", "which team am I on", has="search"),
        served("2026-05-06T10:00:00+00:00", "which team am I on", lacks="payments"),
    ]),
    # -- decisions ---------------------------------------------------------------------------------------------------
    scenario("d15-dec-db", "decision", "A database choice reversed in lower case", [
        say("2026-02-02T10:00:00+00:00", "We're going to use MongoDB for the new service."),
        say("2026-02-09T10:00:00+00:00", "actually we switched to postgres for the new service, mongo was overkill"),
        top("2026-02-10T10:00:00+00:00", "which database does the new service use", has="postgres"),
        served("2026-02-10T10:00:00+00:00", "which database does the new service use", lacks="going to use mongodb"),
    ]),
    scenario("d15-dec-launch", "decision", "A launch date pushed", [
        say("2026-03-01T10:00:00+00:00", "We decided to launch the beta on April 14."),
        say("2026-03-20T10:00:00+00:00", "The beta launch got pushed to May 5, QA needs more time."),
        top("2026-03-21T10:00:00+00:00", "when does the beta launch", has="may 5"),
        served("2026-03-21T10:00:00+00:00", "when does the beta launch", lacks="april 14", unless="may 5"),
    ]),
    scenario("d15-dec-framework", "decision", "A framework picked after a trial", [
        say("2026-01-12T10:00:00+00:00", "We'll build the dashboard in Vue."),
        say("2026-02-12T10:00:00+00:00", "Changed our minds, the dashboard will be Svelte."),
        top("2026-02-13T10:00:00+00:00", "what is the dashboard built in", has="svelte"),
        served("2026-02-13T10:00:00+00:00", "what is the dashboard built in", lacks="vue", unless="svelte"),
    ]),
    # -- corrections -------------------------------------------------------------------------------------------------
    scenario("d15-corr-birthday", "correction", "A birthday put right with only the new value", [
        say("2026-02-01T10:00:00+00:00", "My birthday is on March 3."),
        say("2026-02-01T10:01:00+00:00", "wait no, it's March 13, sorry"),
        top("2026-02-02T10:00:00+00:00", "when is my birthday", has="march 13"),
    ]),
    scenario("d15-corr-city", "correction", "A home town put right", [
        say("2026-02-01T10:00:00+00:00", "I grew up in Leicester."),
        say("2026-02-01T10:03:00+00:00", "Sorry, I meant Loughborough, Leicester is where I went to uni."),
        top("2026-02-02T10:00:00+00:00", "where did I grow up", has="loughborough"),
    ]),
    scenario("d15-corr-employer", "correction", "An employer put right", [
        say("2026-02-01T10:00:00+00:00", "I work at Siemens."),
        say("2026-02-03T10:00:00+00:00", "Correction, I work at Bosch, not Siemens. Siemens was my last job."),
        top("2026-02-04T10:00:00+00:00", "where do I work", has="bosch"),
        served("2026-02-04T10:00:00+00:00", "where do I work", lacks="work at siemens", unless="bosch"),
    ]),
    # -- as of ---------------------------------------------------------------------------------------------------------
    scenario("d15-asof-job", "as-of", "A job until a month, asked about before", [
        say("2026-01-10T10:00:00+00:00", "I'm a teacher at Oakwood Academy."),
        say("2026-09-10T10:00:00+00:00", "I left Oakwood in July and I'm tutoring privately now."),
        top("2026-09-11T10:00:00+00:00", "where did I work in March", has="oakwood",
            valid_at="2026-03-01T00:00:00+00:00"),
    ]),
    scenario("d15-asof-car", "as-of", "A car sold in spring, asked about winter", [
        say("2026-01-10T10:00:00+00:00", "I drive a Honda Civic."),
        say("2026-06-10T10:00:00+00:00", "Sold the Civic in April, I cycle everywhere now."),
        top("2026-06-11T10:00:00+00:00", "what car did I drive in February", has="civic",
            valid_at="2026-02-01T00:00:00+00:00"),
    ]),
    scenario("d15-asof-partner", "as-of", "A past city said with 'used to'", [
        say("2026-05-10T10:00:00+00:00", "I used to live in Bristol, but I've been in Bath since 2024."),
        top("2026-05-11T10:00:00+00:00", "where do I live", has="bath"),
        top("2026-05-11T10:00:00+00:00", "where did I live in 2023", has="bristol",
            valid_at="2023-06-01T00:00:00+00:00"),
    ]),
    # -- other people --------------------------------------------------------------------------------------------------
    scenario("d15-op-mum-diet", "other-people", "A mother's diet is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I eat everything, no restrictions."),
        say("2026-01-09T10:00:00+00:00", "my mum went vegan last year so xmas dinner is tricky"),
        about("2026-01-10T10:00:00+00:00", "vegan", "mother"),
        facts("2026-01-10T10:00:00+00:00", "what is my diet", lacks="vegan"),
    ]),
    scenario("d15-op-colleague-move", "other-people", "A colleague's move, said in the past tense", [
        say("2026-01-05T10:00:00+00:00", "I live in Utrecht."),
        say("2026-02-05T10:00:00+00:00", "My colleague Sanne relocated to Rotterdam in January."),
        top("2026-02-06T10:00:00+00:00", "where do I live", has="utrecht"),
        about("2026-02-06T10:00:00+00:00", "Rotterdam", "sanne"),
    ]),
    scenario("d15-op-brother-job", "other-people", "A brother's new job is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I'm a pharmacist."),
        say("2026-03-05T10:00:00+00:00", "My brother Yusuf just started as a firefighter!"),
        top("2026-03-06T10:00:00+00:00", "what is my job", has="pharmacist", lacks="firefighter"),
        about("2026-03-06T10:00:00+00:00", "firefighter", "yusuf"),
    ]),
    # -- life stories -------------------------------------------------------------------------------------------------
    scenario("d15-ls-broadband", "life-story", "A provider switched after a complaint", [
        say("2026-02-03T10:00:00+00:00", "Our broadband is with Virgin Media."),
        say("2026-05-03T10:00:00+00:00", "Had enough of Virgin's outages, we're on BT now."),
        top("2026-05-05T10:00:00+00:00", "who is our broadband provider", has="bt", contested=False),
    ]),
    scenario("d15-ls-running", "life-story", "A hobby given up and another taken up", [
        say("2026-01-03T10:00:00+00:00", "I run three times a week."),
        say("2026-04-03T10:00:00+00:00", "Knee surgery means no more running for me, I've taken up swimming instead."),
        facts("2026-04-05T10:00:00+00:00", "what exercise do I do", has="swim"),
        facts("2026-04-05T10:00:00+00:00", "what exercise do I do", lacks="run three times",
              unless=("no more",)),
    ]),
    scenario("d15-ls-degree", "life-story", "A degree finished", [
        say("2026-01-03T10:00:00+00:00", "I'm studying for an MSc in data science."),
        say("2026-10-03T10:00:00+00:00", "Graduated with my MSc last week 🎓"),
        facts("2026-10-05T10:00:00+00:00", "am I studying", lacks="studying for",
              unless=("graduated",)),
    ]),
    # -- paraphrases ---------------------------------------------------------------------------------------------------
    scenario("d15-para-tea", "paraphrase", "A drink preference said twice", [
        say("2026-01-05T10:00:00+00:00", "I prefer green tea to coffee."),
        say("2026-01-19T10:00:00+00:00", "Green tea over coffee for me, always."),
        count("2026-01-20T10:00:00+00:00", "green tea", 1),
    ]),
    scenario("d15-para-remote", "paraphrase", "Remote work said as a fact and as a habit", [
        say("2026-02-01T10:00:00+00:00", "I work from home full time."),
        say("2026-02-15T10:00:00+00:00", "I'm fully remote, I never go into an office."),
        count("2026-02-16T10:00:00+00:00", "remote", 1),
    ]),
    # -- flip-flops ----------------------------------------------------------------------------------------------------
    scenario("d15-ff-desk", "flip-flop", "Standing desk back and forth", [
        say("2026-01-05T10:00:00+00:00", "I work at a standing desk."),
        say("2026-01-26T10:00:00+00:00", "Gave up on standing, I sit at my desk again."),
        say("2026-02-16T10:00:00+00:00", "Back to the standing desk, my back feels better."),
        contested("2026-02-20T10:00:00+00:00", "do I stand or sit at my desk", ["stand", "sit"]),
    ]),
    scenario("d15-ff-browser", "flip-flop", "A browser back and forth", [
        say("2026-01-05T10:00:00+00:00", "Firefox is my browser."),
        say("2026-01-20T10:00:00+00:00", "I switched to Chrome for work stuff."),
        say("2026-02-05T10:00:00+00:00", "back on firefox, chrome eats my ram"),
        contested("2026-02-10T10:00:00+00:00", "which browser do I use", ["firefox", "chrome"]),
    ]),
]
