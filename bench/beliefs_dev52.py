"""A fifty-second split of belief scenarios (``--set dev52`` in bench/beliefs.py).

Written on 2026-11-29 as a never-tuned generalisation check, by a helper who read no reader code, on cc72d2f;
committed before it was measured, and never to be tuned on. Weighted to issue 21's hardest belief rules, in everyday
domains not used in earlier sets (a hydroelectric dam, a boatyard, a sail loft, a perfume maker, a chocolatier, a
blood bank, an embassy, a customs post, a newsroom, an election count, a casino, an arborist crew, an alpaca farm, a
fish hatchery, a submarine crew, a makerspace, a repair cafe, a glider club, a karaoke bar and a game studio; an
obituary, a resignation letter, a wedding toast, a Reddit post, a LinkedIn update, a sermon, a commit message, a
newsletter, a bedtime-story aside, a court statement, and Georgian and Samoan speakers writing English as a second
language): dates, times and prices put right at once and days later, with and without a cue word; a workplace, home,
employer and vehicle changed by what happened rather than by naming the attribute; a club membership and a pet that
are gone; languages and hobbies that must accumulate; decisions replaced by name or taken back ("after all",
"instead"); one fact said twice in other words that must stay one belief; a shift and a desk flip-flopped within
weeks (served as contested); and a role-play that must not be stored beside a sincere statement.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV52 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d52-corr-launch-day", "correction", "A boat launch day put right at once, with a cue", [
        say("2026-03-02T10:00:00+00:00", "The new crabber goes down the slipway at the boatyard on Tuesday at high "
            "tide."),
        say("2026-03-02T10:01:00+00:00", "Sorry, I mean Friday, the tide's too low on Tuesday."),
        top("2026-03-03T09:00:00+00:00", "when is the crabber being launched", has="friday"),
        served("2026-03-03T09:00:00+00:00", "when is the crabber being launched", lacks="on tuesday at high tide",
               unless="friday"),
    ]),
    scenario("d52-corr-truffle-price", "correction", "A box price put right at once, no cue word", [
        say("2026-02-10T10:00:00+00:00", "Our Valentine's truffle box is £18 this year."),
        say("2026-02-10T10:00:40+00:00", "£22 for the truffle box, the cocoa went up again."),
        top("2026-02-11T09:00:00+00:00", "how much is the Valentine's truffle box", has="£22"),
        served("2026-02-11T09:00:00+00:00", "how much is the Valentine's truffle box", lacks="£18", unless="£22"),
    ]),
    scenario("d52-corr-count-start", "correction", "A count start time put right days later, no cue word", [
        say("2026-04-20T18:00:00+00:00", "The election count starts at 10pm at the leisure centre on polling day."),
        say("2026-04-24T18:00:00+00:00", "Returning officer emailed, the count starts at 11pm at the leisure centre, "
            "the ballot boxes need longer to come in."),
        top("2026-04-25T09:00:00+00:00", "what time does the election count start", has="11pm"),
        served("2026-04-25T09:00:00+00:00", "what time does the election count start", lacks="10pm",
               unless="11pm"),
    ]),
    scenario("d52-corr-donor-session", "correction", "A donor session date put right days later, 'I got it wrong'", [
        say("2026-05-04T10:00:00+00:00", "My next donation at the blood bank is on the 14th of May."),
        say("2026-05-08T10:00:00+00:00", "I got it wrong about my donation, it's the 21st of May, they moved the "
            "session."),
        top("2026-05-09T09:00:00+00:00", "when is my next blood donation", has="21st"),
        served("2026-05-09T09:00:00+00:00", "when is my next blood donation", lacks="14th of may", unless="21st"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d52-up-studio", "update-paraphrase", "An employer changed, said as a LinkedIn goodbye and hello", [
        say("2026-01-12T10:00:00+00:00", "I work at Ironbark Games as a level designer."),
        say("2026-07-06T10:00:00+00:00", "After five great years I said goodbye to Ironbark, and today I start at "
            "Kestrel Interactive! #newjob"),
        top("2026-07-08T09:00:00+00:00", "who do I work for", has="kestrel"),
        served("2026-07-08T09:00:00+00:00", "who do I work for", lacks="ironbark games", unless="kestrel"),
    ]),
    scenario("d52-up-posting", "update-paraphrase", "A workplace changed, said as a posting ending", [
        say("2026-02-03T10:00:00+00:00", "I am working at the embassy in Tbilisi, in the visa section."),
        say("2026-09-14T10:00:00+00:00", "My posting in Tbilisi is finished, from this week I am at the embassy in "
            "Vilnius, new office, same visas."),
        top("2026-09-16T09:00:00+00:00", "where do I work", has="vilnius"),
        served("2026-09-16T09:00:00+00:00", "where do I work", lacks="in tbilisi, in the visa", unless="vilnius"),
    ]),
    scenario("d52-up-home-apia", "update-paraphrase", "A home changed, said as moving back to the islands", [
        say("2026-01-20T10:00:00+00:00", "I live in Porirua with my aunty family."),
        say("2026-08-10T10:00:00+00:00", "We pack everything and fly home, now we stay in Apia near my mother "
            "house, Porirua is finish for us."),
        top("2026-08-12T09:00:00+00:00", "where do I live", has="apia"),
        served("2026-08-12T09:00:00+00:00", "where do I live", lacks="live in porirua", unless="apia"),
    ]),
    scenario("d52-up-ute", "update-paraphrase", "A vehicle changed, said as a write-off and a purchase", [
        say("2026-03-09T10:00:00+00:00", "I drive an old Hilux to the tree jobs, chipper on the back."),
        say("2026-09-21T10:00:00+00:00", "The Hilux got written off by a falling limb, so I bought a Ford Ranger, "
            "tows the chipper fine."),
        top("2026-09-23T09:00:00+00:00", "what do I drive to jobs", has="ranger"),
        served("2026-09-23T09:00:00+00:00", "what do I drive to jobs", lacks="old hilux", unless="ranger"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d52-gone-glider-club", "gone", "A glider club membership given up", [
        say("2026-02-15T10:00:00+00:00", "I'm a member of the gliding club at Dunstable, I fly most Saturdays."),
        say("2026-10-04T10:00:00+00:00", "I've given up my membership at Dunstable, the fees doubled and my "
            "knees hate the winch launches."),
        facts("2026-10-05T09:00:00+00:00", "which club am I a member of", lacks="most saturdays",
              unless=("given up",)),
    ]),
    scenario("d52-gone-alpaca", "gone", "One alpaca sold, the other stays", [
        say("2026-04-01T10:00:00+00:00", "I have two alpacas as pets, Nino and Tamar, they live behind the house."),
        say("2026-10-12T10:00:00+00:00", "Tamar we sold to the farm in Kutaisi last week, so only Nino is left with "
            "us now."),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", has="nino"),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", lacks="tamar", unless=("sold",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d52-mv-russian-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-25T10:00:00+00:00", "I speak Georgian and English, enough for the casino tables."),
        say("2026-06-02T10:00:00+00:00", "I speak also Turkish now, many guests in Batumi are from Turkey so I "
            "learned it."),
        facts("2026-06-03T09:00:00+00:00", "what languages do I speak", has="georgian"),
        facts("2026-06-03T09:00:00+00:00", "what languages do I speak", has="turkish"),
    ]),
    scenario("d52-mv-karaoke-too", "multi-valued", "Hobbies grown by 'too'", [
        say("2026-02-22T10:00:00+00:00", "My hobby is sea kayaking, out most weekends from the harbour."),
        say("2026-07-01T10:00:00+00:00", "Took up karaoke too, Thursday nights at the bar on Dean Street."),
        facts("2026-07-02T09:00:00+00:00", "what are my hobbies", has="kayaking"),
        facts("2026-07-02T09:00:00+00:00", "what are my hobbies", has="karaoke"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d52-dec-sailcloth", "decision", "A sailcloth chosen, then replaced by name", [
        say("2026-03-10T10:00:00+00:00", "We're making the new mainsail in laminate."),
        say("2026-03-13T10:00:00+00:00", "Owner changed his mind, we're making the mainsail in Dacron now."),
        top("2026-03-14T09:00:00+00:00", "what cloth are we making the mainsail in", has="dacron"),
        served("2026-03-14T09:00:00+00:00", "what cloth are we making the mainsail in", lacks="in laminate",
               unless="dacron"),
    ]),
    scenario("d52-dec-repair-cafe", "decision", "A decision to close the repair cafe in August taken back", [
        say("2026-06-01T10:00:00+00:00", "Decided: we're closing the repair cafe for August, too many volunteers "
            "away."),
        say("2026-06-15T10:00:00+00:00", "We're staying open in August after all, three new volunteers signed up."),
        top("2026-06-16T09:00:00+00:00", "is the repair cafe closing in August", has=("after all", "staying open")),
        served("2026-06-16T09:00:00+00:00", "is the repair cafe closing in August",
               lacks="closing the repair cafe for august", unless=("after all", "staying open")),
    ]),
    scenario("d52-dec-release-river", "decision", "A release site changed 'instead'", [
        say("2026-04-06T10:00:00+00:00", "The hatchery's releasing this year's trout fry into the Wharfe."),
        say("2026-04-09T10:00:00+00:00", "The Wharfe's too high, we're releasing the fry into the Nidd instead."),
        top("2026-04-10T09:00:00+00:00", "which river are we releasing the fry into", has="nidd"),
        served("2026-04-10T09:00:00+00:00", "which river are we releasing the fry into", lacks="into the wharfe",
               unless="nidd"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d52-para-grasse", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-01-14T10:00:00+00:00", "I work at a perfume house in Grasse."),
        say("2026-05-20T10:00:00+00:00", "Grasse is where I spend my days, blending fragrances in a little lab "
            "above the old town."),
        top("2026-05-21T09:00:00+00:00", "where do I work", has="grasse", contested=False),
        no_open_conflict("2026-05-21T09:00:00+00:00"),
    ]),
    scenario("d52-para-cork", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-11T10:00:00+00:00", "I'm from Cork originally."),
        say("2026-07-09T10:00:00+00:00", "Born and reared in Cork, moved over for the paper when I was twenty-two."),
        top("2026-07-10T09:00:00+00:00", "where am I from", has="cork", contested=False),
        no_open_conflict("2026-07-10T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d52-ff-desk", "flip-flop", "A newsroom desk back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on the sports desk this month."),
        say("2026-09-28T10:00:00+00:00", "Moved over to the business desk now."),
        say("2026-10-19T10:00:00+00:00", "back on sports, business was all spreadsheets"),
        contested("2026-10-21T10:00:00+00:00", "which desk do I work on", ["sports", "business"]),
    ]),
    scenario("d52-ff-dam-shift", "flip-flop", "A dam control-room shift back and forth within weeks", [
        say("2026-10-05T10:00:00+00:00", "I'm on nights in the control room at the dam."),
        say("2026-10-26T10:00:00+00:00", "They've put me on days at the dam now."),
        say("2026-11-16T10:00:00+00:00", "nights again from Monday, somebody has to watch the spillway"),
        contested("2026-11-18T10:00:00+00:00", "which shift do I work at the dam", ["night", "day"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d52-frame-role-submariner", "framing", "A role-played submariner's home is not the user's home", [
        say("2026-06-01T10:00:00+00:00", "I live in Faslane, just up from the base."),
        say("2026-06-02T19:00:00+00:00", "For the bedtime story tonight I'll play a submarine captain who lives in "
            "Murmansk, you be the cook."),
        top("2026-06-03T09:00:00+00:00", "where do I live", has="faslane"),
        facts("2026-06-03T09:00:00+00:00", "where do I live", lacks="murmansk"),
    ]),
]
