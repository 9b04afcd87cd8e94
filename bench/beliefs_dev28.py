"""A twenty-seventh tuning split of belief scenarios (``--set dev28`` in bench/beliefs.py).

Written on 2026-11-27 as a generalisation check, on b818abf, by a helper who read no reader code; committed before
it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a
bakery's flour delivery, a dental practice, a primary school's residential trip and a teaching assistant, a haulage
firm's lorries, a cricket club's subs and batting order, a New Zealand house move, airline cabin crew, a bike shop,
a pharmacy prescription, a tattoo studio, a brass band, a Kenyan and an Indian speaker's languages, a construction
site, an ambulance service, a Boston Red Sox fan, a Geordie site manager): names, dates, weights and amounts put
right at once and days later, with and without a cue word; a job, home, airline, bike and medication changed by what
happened rather than by naming the attribute; a studio booth, a van, a band and a medication that are gone;
languages, allergies and sports that must accumulate, and a removal that retires exactly one; decisions replaced by
name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay one belief;
a fleet, a batting position and a site flip-flopped within weeks (served as contested); and a hypothetical, a
role-play and sarcasm that must not be stored beside a sincere statement. It is a tuning split: rules may be
changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV28 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d28-corr-flour-day", "correction", "A flour delivery day put right at once, with a cue", [
        say("2026-02-09T06:00:00+00:00", "Our flour from Shipton Mill comes in on Wednesdays."),
        say("2026-02-09T06:00:30+00:00", "Sorry, Thursdays, not Wednesdays, it's the butter that comes Wednesday."),
        top("2026-02-10T09:00:00+00:00", "what day does our flour delivery come", has="thursday"),
        served("2026-02-10T09:00:00+00:00", "what day does our flour delivery come", lacks="wednesday",
               unless="thursday"),
    ]),
    scenario("d28-corr-dentist-name", "correction", "A dentist's name put right at once, no cue word", [
        say("2026-03-02T10:00:00+00:00", "My new dentist at the Jesmond practice is Dr Kaur."),
        say("2026-03-02T10:00:50+00:00", "Dr Gill. Kaur's the hygienist there."),
        top("2026-03-03T09:00:00+00:00", "who is my dentist", has="gill"),
        served("2026-03-03T09:00:00+00:00", "who is my dentist", lacks="dr kaur", unless="gill"),
    ]),
    scenario("d28-corr-residential", "correction", "A school trip date put right days later, with 'I got it wrong'", [
        say("2026-01-12T16:00:00+00:00", "The Year 6 residential to Robinwood is on the 12th of June."),
        say("2026-01-16T16:00:00+00:00", "I got the Robinwood date wrong, the letter home says the 19th of June."),
        top("2026-01-17T09:00:00+00:00", "when is the Year 6 residential", has="19th"),
        served("2026-01-17T09:00:00+00:00", "when is the Year 6 residential", lacks="12th", unless="19th"),
    ]),
    scenario("d28-corr-payload", "correction", "A lorry's payload put right days later, no cue word", [
        say("2026-04-06T10:00:00+00:00", "The new rigid we bought can carry 12 tonnes."),
        say("2026-04-10T15:00:00+00:00", "Checked the plate on the new rigid this morning, payload's 10.5 tonnes "
            "once the tail lift's on."),
        top("2026-04-11T09:00:00+00:00", "what payload can the new rigid carry", has="10.5"),
        served("2026-04-11T09:00:00+00:00", "what payload can the new rigid carry", lacks="12 tonnes",
               unless="10.5"),
    ]),
    scenario("d28-corr-cricket-subs", "correction", "Club subs put right days later, with 'actually'", [
        say("2026-03-20T10:00:00+00:00", "My subs at the cricket club are \u00a3180 for the year."),
        say("2026-03-27T10:00:00+00:00", "Subs are actually \u00a3210 this year, the AGM voted them up."),
        top("2026-03-28T09:00:00+00:00", "how much are my cricket club subs", has="210"),
        served("2026-03-28T09:00:00+00:00", "how much are my cricket club subs", lacks="180", unless="210"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d28-up-hlta", "update-paraphrase", "A job changed, said as passing an assessment and a class", [
        say("2026-01-08T16:00:00+00:00", "I'm a teaching assistant in Year 3 at St Aidan's."),
        say("2026-06-26T16:00:00+00:00", "Passed my HLTA assessment! Head's giving me my own Year 4 class to cover "
            "every Friday from September."),
        top("2026-06-28T09:00:00+00:00", "what is my job", has="hlta"),
        served("2026-06-28T09:00:00+00:00", "what is my job", lacks="year 3", unless="hlta"),
    ]),
    scenario("d28-up-nelson", "update-paraphrase", "A home changed, said as settlement and a first coffee", [
        say("2026-02-03T09:00:00+00:00", "I live in Kaiapoi, just north of Christchurch."),
        say("2026-08-14T19:00:00+00:00", "Settlement went through, got the keys to the villa in Nelson, first flat "
            "white on the deck, chur."),
        top("2026-08-16T09:00:00+00:00", "where do I live", has="nelson"),
        served("2026-08-16T09:00:00+00:00", "where do I live", lacks="kaiapoi", unless="nelson"),
    ]),
    scenario("d28-up-airline", "update-paraphrase", "An airline changed, said as a wings ceremony", [
        say("2026-01-19T10:00:00+00:00", "I'm cabin crew with easyJet, based at Gatwick."),
        say("2026-05-29T20:00:00+00:00", "Wings ceremony at Jet2 today, officially on their crew out of Manchester, "
            "new uniform and everything."),
        top("2026-05-31T09:00:00+00:00", "which airline do I work for", has="jet2"),
        served("2026-05-31T09:00:00+00:00", "which airline do I work for", lacks="easyjet", unless="jet2"),
    ]),
    scenario("d28-up-bike", "update-paraphrase", "A bike changed, said as selling one and collecting another", [
        say("2026-03-14T10:00:00+00:00", "I ride a Trek Madone, mostly chaingang on Tuesdays."),
        say("2026-07-04T17:00:00+00:00", "Sold the Madone on Marketplace and collected a Canyon Aeroad from the "
            "depot today."),
        top("2026-07-06T09:00:00+00:00", "what bike do I ride", has="canyon"),
        served("2026-07-06T09:00:00+00:00", "what bike do I ride", lacks="trek", unless="canyon"),
    ]),
    scenario("d28-up-bp-tablets", "update-paraphrase", "A medication changed, said as the GP swapping it", [
        say("2026-02-11T10:00:00+00:00", "I take amlodipine for my blood pressure."),
        say("2026-05-20T12:00:00+00:00", "GP's swapped me onto ramipril, the amlodipine was making my ankles "
            "swell up like balloons."),
        top("2026-05-22T09:00:00+00:00", "what do I take for my blood pressure", has="ramipril"),
        served("2026-05-22T09:00:00+00:00", "what do I take for my blood pressure", lacks="amlodipine",
               unless="ramipril"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d28-gone-booth", "gone", "A tattoo studio booth given up, no new studio", [
        say("2026-01-26T10:00:00+00:00", "I rent a booth at Ink & Iron in Camden."),
        say("2026-09-30T18:00:00+00:00", "Cleared my station out at Ink & Iron today, just doing guest spots for "
            "a bit now."),
        facts("2026-10-01T09:00:00+00:00", "where do I tattoo", lacks="ink & iron",
              unless=("cleared", "guest spots")),
    ]),
    scenario("d28-gone-van", "gone", "A delivery van scrapped, not replaced", [
        say("2026-02-02T10:00:00+00:00", "We've got a Transit van for the bakery deliveries."),
        say("2026-08-11T10:00:00+00:00", "The Transit failed its MOT that badly we scrapped it, a courier does our "
            "deliveries now."),
        facts("2026-08-12T09:00:00+00:00", "what vehicle do we have", lacks="transit",
              unless=("scrapped", "failed")),
    ]),
    scenario("d28-gone-band", "gone", "A brass band left, no new one", [
        say("2026-03-05T10:00:00+00:00", "I play in the Westoe brass band."),
        say("2026-06-22T10:00:00+00:00", "Packed in the band after Whit Friday, me lip's gone and I cannot be "
            "doing with the contests any more."),
        facts("2026-06-23T09:00:00+00:00", "what band do I play in", lacks="westoe"),
    ]),
    scenario("d28-gone-sertraline", "gone", "A medication stopped, nothing in its place", [
        say("2026-01-20T10:00:00+00:00", "The GP started me on sertraline in the new year, 50mg with breakfast."),
        say("2026-07-15T10:00:00+00:00", "Came off the sertraline completely last month, the GP's happy with how "
            "I'm doing."),
        facts("2026-07-16T09:00:00+00:00", "what medications do I take", lacks="sertraline",
              unless=("came off",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d28-mv-marathi-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-05T10:00:00+00:00", "At home we talk in Hindi, and at the office it is English only."),
        say("2026-06-05T10:00:00+00:00", "I can manage Marathi also now, after two years in Pune."),
        facts("2026-06-06T09:00:00+00:00", "what languages do I speak", has="hindi"),
        facts("2026-06-06T09:00:00+00:00", "what languages do I speak", has="marathi"),
    ]),
    scenario("d28-mv-latex-too", "multi-valued", "Allergies grown by 'too'", [
        say("2026-02-17T10:00:00+00:00", "I'm allergic to penicillin."),
        say("2026-05-12T10:00:00+00:00", "Turns out I'm allergic to latex too, found out the hard way at the "
            "dentist."),
        facts("2026-05-13T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-05-13T09:00:00+00:00", "what am I allergic to", has="latex"),
    ]),
    scenario("d28-mv-five-a-side-quit", "multi-valued", "Two sports, one given up", [
        say("2026-04-01T10:00:00+00:00", "I play cricket in the summer and five-a-side all year round."),
        say("2026-10-06T10:00:00+00:00", "Knees have had it, so I've packed in the five-a-side, still playing "
            "cricket for the thirds mind."),
        facts("2026-10-07T09:00:00+00:00", "what sports do I play", has="cricket"),
        facts("2026-10-07T09:00:00+00:00", "what sports do I play", lacks="five-a-side",
              unless=("packed in", "knees")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d28-dec-xmas-do", "decision", "A Christmas do venue booked, then replaced by name days later", [
        say("2026-10-05T10:00:00+00:00", "We've booked the Rose & Crown for the band's Christmas do."),
        say("2026-10-09T10:00:00+00:00", "Rose & Crown cancelled on us, so the band's Christmas do is at the "
            "British Legion now."),
        top("2026-10-10T09:00:00+00:00", "where is the band's Christmas do", has="legion"),
        served("2026-10-10T09:00:00+00:00", "where is the band's Christmas do", lacks="rose & crown",
               unless="legion"),
    ]),
    scenario("d28-dec-part-time", "decision", "A decision to go part-time taken back", [
        say("2026-04-13T10:00:00+00:00", "I've decided to go part-time at the pharmacy from September."),
        say("2026-04-27T10:00:00+00:00", "Not going part-time after all, they've offered me the store manager job."),
        top("2026-04-28T09:00:00+00:00", "am I going part-time", has=("after all", "not going part-time",
                                                                     "store manager")),
        served("2026-04-28T09:00:00+00:00", "am I going part-time", lacks="decided to go part-time",
               unless=("after all", "store manager")),
    ]),
    scenario("d28-dec-school-trip", "decision", "A school trip destination changed 'instead'", [
        say("2026-02-23T16:00:00+00:00", "Year 4's summer trip is going to Beamish."),
        say("2026-02-25T16:00:00+00:00", "Beamish is booked solid, so Year 4 are going to the Great North Museum "
            "instead."),
        top("2026-02-26T09:00:00+00:00", "where is Year 4's summer trip going", has="great north"),
        served("2026-02-26T09:00:00+00:00", "where is Year 4's summer trip going", lacks="beamish",
               unless="great north"),
    ]),
    scenario("d28-dec-fleet-order", "decision", "A fleet order scrapped for another make", [
        say("2026-06-01T10:00:00+00:00", "The three new tractor units are going to be DAFs."),
        say("2026-06-04T10:00:00+00:00", "Scrap the DAF order, the MD wants Volvos for the new tractor units now."),
        top("2026-06-05T09:00:00+00:00", "what make are the new tractor units", has="volvo"),
        served("2026-06-05T09:00:00+00:00", "what make are the new tractor units", lacks="going to be daf",
               unless="volvo"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d28-para-ambulance", "paraphrase", "An employer said by its name and its initials stays one belief", [
        say("2026-01-14T10:00:00+00:00", "I'm a paramedic with the North East Ambulance Service."),
        say("2026-04-09T10:00:00+00:00", "I work for NEAS, on the road out of the Newcastle station."),
        top("2026-04-10T09:00:00+00:00", "who do I work for", has=("neas", "north east ambulance"),
            contested=False),
        no_open_conflict("2026-04-10T09:00:00+00:00"),
    ]),
    scenario("d28-para-red-sox", "paraphrase", "A team supported, said twice in other words, stays one belief", [
        say("2026-03-01T10:00:00+00:00", "I'm a Red Sox fan."),
        say("2026-06-20T10:00:00+00:00", "Sox till I die, I'm at Fenway every summah since I was knee-high."),
        top("2026-06-21T09:00:00+00:00", "which baseball team do I support", has="sox", contested=False),
        no_open_conflict("2026-06-21T09:00:00+00:00"),
    ]),
    scenario("d28-para-year-two", "paraphrase", "A teaching post said twice stays one belief", [
        say("2026-01-09T16:00:00+00:00", "I'm a Year 2 teacher at a primary in Hexham."),
        say("2026-05-15T16:00:00+00:00", "I teach the six- and seven-year-olds, Year 2, down at the school in "
            "Hexham."),
        top("2026-05-16T09:00:00+00:00", "what do I teach", has="year 2", contested=False),
        no_open_conflict("2026-05-16T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d28-ff-fleet", "flip-flop", "A cabin crew fleet back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on the long-haul fleet this month."),
        say("2026-03-23T10:00:00+00:00", "Crewing have moved me onto short-haul now."),
        say("2026-04-13T10:00:00+00:00", "back on long-haul again, rostering cannot make up its mind"),
        contested("2026-04-15T10:00:00+00:00", "which fleet am I on", ["long", "short"]),
    ]),
    scenario("d28-ff-batting", "flip-flop", "A batting position back and forth within weeks", [
        say("2026-05-02T10:00:00+00:00", "I'm opening the batting for the seconds this season."),
        say("2026-05-23T10:00:00+00:00", "Skipper's dropped me down to number five."),
        say("2026-06-13T10:00:00+00:00", "Opening again Saturday, Raj has done his hamstring."),
        contested("2026-06-15T10:00:00+00:00", "where do I bat", ["open", "five"]),
    ]),
    scenario("d28-ff-site", "flip-flop", "A construction site back and forth within weeks", [
        say("2026-09-07T07:00:00+00:00", "I'm on the Gateshead site this month, the new flats by the Quays."),
        say("2026-09-28T07:00:00+00:00", "They've shifted me over to the Sunderland job now."),
        say("2026-10-19T07:00:00+00:00", "and I'm back at Gateshead, make your minds up man"),
        contested("2026-10-21T07:00:00+00:00", "which site am I working on", ["gateshead", "sunderland"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d28-frame-pharmacist-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a pharmacy technician at Lloyds in Hexham."),
        say("2026-01-22T21:00:00+00:00", "If I'd stuck at uni I'd be a pharmacist by now, ah well."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="technician"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="pharmacist"),
    ]),
    scenario("d28-frame-role-lighthouse", "framing", "A role-played keeper's island is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Whitley Bay, up by the Spanish City."),
        say("2026-05-06T19:00:00+00:00", "Let's role-play: I'm a lighthouse keeper who lives on Lundy and you're a "
            "lost yachtsman."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="whitley"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="lundy"),
    ]),
    scenario("d28-frame-sarcastic-surgeon", "framing", "A sarcastic 'brain surgeon' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I work on reception at the dental surgery on Leith Walk, booking folk in."),
        say("2026-07-02T19:00:00+00:00", "Oh aye, I'm basically a brain surgeon, me, I book folk in for a scale "
            "and polish."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="reception"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks="surgeon"),
    ]),
]
