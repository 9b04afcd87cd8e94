"""A forty-fourth split of belief scenarios (``--set dev44`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 2053d05;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a harbour pilot's boarding time, stations and employer, a tea room's prices and Monday closing, a
hospital radio's show night and slots, a stonemason's headstone date and a war memorial's stone, a dog agility
club's class time, show venue and membership, a blacksmith's forge and power hammer, a Manchester flat, a taxi
firm and a taxi rank, a daughter's school, a launderette job that closed, a medicine stopped, canaries, Maltese and
Italian, an organ and a concertina, dry-stone walling and fell running, a canal lock keeper, a County Down home, a
Zimbabwean hometown, a furniture restorer's might-have-been, a role-played island pilot and a sarcastic
postmistress; Mancunian, Lancashire, Belfast, Doric, Malaysian, Maltese, Zimbabwean, Kiwi farmer and Yorkshire
English): times, prices, days and dates put right at once and days later, with and without a cue word; a
workplace, home, employer, radio show and a daughter's school changed by what happened rather than by naming the
attribute; a club hobby, a job, a medicine and a pet that are gone; languages and instruments that must accumulate,
and a removal that retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap");
one fact said twice in other words that must stay one belief; a pilot station, a radio slot and a taxi rank
flip-flopped within weeks (served as contested); and a might-have-been, a role-play and sarcasm that must not be
stored beside a sincere statement. Written as a never-tuned generalisation check: written blind (by a helper who
read no reader code) on 2053d05, and committed before it was measured; never to be tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV44 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d44-corr-pilot-boarding", "correction", "A pilot's boarding time put right at once, with a cue", [
        say("2026-02-03T17:00:00+00:00", "I'm boarding the Maersk boxboat at the Fairway buoy at 0400 tomorrow."),
        say("2026-02-03T17:00:30+00:00", "Sorry, make that 0530, the tide's later than I had it."),
        top("2026-02-03T20:00:00+00:00", "what time am I boarding the boxboat tomorrow", has="0530"),
        served("2026-02-03T20:00:00+00:00", "what time am I boarding the boxboat tomorrow", lacks="0400",
               unless="0530"),
    ]),
    scenario("d44-corr-cream-tea", "correction", "A tea room price put right at once, no cue word", [
        say("2026-04-07T09:00:00+00:00", "A cream tea is £7.50 at the tea room this season."),
        say("2026-04-07T09:01:00+00:00", "£8.25 for the cream tea. Butter's gone up again."),
        top("2026-04-08T09:00:00+00:00", "how much is a cream tea at the tea room", has="8.25"),
        served("2026-04-08T09:00:00+00:00", "how much is a cream tea at the tea room", lacks="7.50", unless="8.25"),
    ]),
    scenario("d44-corr-radio-night", "correction", "A hospital radio show night put right days later, 'I was wrong'", [
        say("2026-03-02T19:00:00+00:00", "My show on the hospital radio goes out on Wednesday nights."),
        say("2026-03-06T19:00:00+00:00", "I was wrong before, my show's on Tuesday nights, the Wednesday slot is "
            "the pub quiz."),
        top("2026-03-07T09:00:00+00:00", "which night is my hospital radio show", has="tuesday"),
        served("2026-03-07T09:00:00+00:00", "which night is my hospital radio show", lacks="wednesday nights",
               unless="tuesday"),
    ]),
    scenario("d44-corr-headstone-date", "correction", "A headstone fixing date put right days later, no cue word", [
        say("2026-05-11T16:00:00+00:00", "The Hartley headstone goes in at Undercliffe cemetery on the 9th."),
        say("2026-05-15T17:00:00+00:00", "Rang the family back, the Hartley headstone's going in on the 23rd, "
            "ground's too wet before then."),
        top("2026-05-16T09:00:00+00:00", "when is the Hartley headstone going in", has="23rd"),
        served("2026-05-16T09:00:00+00:00", "when is the Hartley headstone going in", lacks="9th",
               unless="23rd"),
    ]),
    scenario("d44-corr-agility-class", "correction", "An agility class time put right days later, with 'actually'", [
        say("2026-09-08T10:00:00+00:00", "My agility class is at 7pm on Thursdays behind the rugby club."),
        say("2026-09-12T10:00:00+00:00", "Agility's actually at half seven on Thursdays, I had the time wrong, "
            "the juniors have the field first."),
        top("2026-09-13T09:00:00+00:00", "what time is my agility class", has="half seven"),
        served("2026-09-13T09:00:00+00:00", "what time is my agility class", lacks="7pm", unless="half seven"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d44-up-forge", "update-paraphrase", "A workplace changed, said as a notice handed in and a first day", [
        say("2026-01-13T10:00:00+00:00", "I'm a smith at Hammerton's forge on Penistone Road in Sheffield."),
        say("2026-06-19T18:00:00+00:00", "Handed my notice in at Hammerton's, and Monday's my first day at the "
            "heritage forge at Abbeydale."),
        top("2026-06-23T09:00:00+00:00", "where do I work", has="abbeydale"),
        served("2026-06-23T09:00:00+00:00", "where do I work", lacks="penistone road", unless="abbeydale"),
    ]),
    scenario("d44-up-chorlton", "update-paraphrase", "A home changed, said as keys and the last van load", [
        say("2026-02-10T10:00:00+00:00", "I live in a little terrace in Levenshulme, me."),
        say("2026-08-30T20:00:00+00:00", "Got the keys to the new flat in Chorlton, last van load's in and our "
            "kid helped us carry the sofa up."),
        top("2026-09-01T09:00:00+00:00", "where do I live", has="chorlton"),
        served("2026-09-01T09:00:00+00:00", "where do I live", lacks="levenshulme", unless="chorlton"),
    ]),
    scenario("d44-up-taxi-firm", "update-paraphrase", "An employer changed, said as a radio handed back", [
        say("2026-03-09T10:00:00+00:00", "I drive for StreetCars, mostly off the rank at Victoria."),
        say("2026-09-14T18:00:00+00:00", "Gave StreetCars their radio back today, from tomorrow I'm on Mantax's "
            "books."),
        top("2026-09-16T09:00:00+00:00", "which taxi firm do I drive for", has="mantax"),
        served("2026-09-16T09:00:00+00:00", "which taxi firm do I drive for", lacks="streetcars",
               unless="mantax"),
    ]),
    scenario("d44-up-radio-show", "update-paraphrase", "A radio show changed, said as a hand-over to someone else", [
        say("2026-01-18T10:00:00+00:00", "I present the Sunday request show on the hospital radio."),
        say("2026-07-05T10:00:00+00:00", "Handed the Sunday show over to Kirsty, I'm doing the Friday drive-time "
            "slot from now on."),
        top("2026-07-07T09:00:00+00:00", "which show do I present on the hospital radio", has="friday"),
        served("2026-07-07T09:00:00+00:00", "which show do I present on the hospital radio",
               lacks="sunday request", unless="friday"),
    ]),
    scenario("d44-up-isla-school", "update-paraphrase", "A daughter's school changed, said as her first week", [
        say("2026-03-03T10:00:00+00:00", "Oor quine Isla gings tae Ellon Primary."),
        say("2026-08-28T18:00:00+00:00", "Isla's first wik at Ellon Academy gaed fine, she's fair grown up noo."),
        top("2026-08-30T09:00:00+00:00", "which school does Isla go to", has="academy"),
        served("2026-08-30T09:00:00+00:00", "which school does Isla go to", lacks="primary", unless="academy"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d44-gone-agility", "gone", "A club hobby given up", [
        say("2026-01-15T10:00:00+00:00", "I do agility with my collie Skye every Thursday at the rugby club."),
        say("2026-10-01T10:00:00+00:00", "We've packed in agility, Skye's hips aren't up to the jumps any more."),
        facts("2026-10-02T09:00:00+00:00", "what hobbies do I have", lacks="rugby club",
              unless=("packed in", "any more")),
    ]),
    scenario("d44-gone-launderette-job", "gone", "A job ended by a closure, no new one", [
        say("2026-03-10T10:00:00+00:00", "I work at the launderette in SS15 as supervisor."),
        say("2026-08-18T10:00:00+00:00", "The SS15 launderette closed down last month already lah, now I'm "
            "jobless, still looking around."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="supervisor", unless=("closed", "jobless")),
    ]),
    scenario("d44-gone-medicine", "gone", "A medicine stopped by the doctor", [
        say("2026-02-02T10:00:00+00:00", "I take amitriptyline at night for the nerve pain in my hands."),
        say("2026-07-21T18:00:00+00:00", "Doctor's stopped the amitriptyline, I don't take it any more."),
        facts("2026-07-22T09:00:00+00:00", "what medication do I take", lacks="nerve pain",
              unless=("stopped", "any more")),
    ]),
    scenario("d44-gone-canary", "gone", "A canary died, the other stays", [
        say("2026-04-06T10:00:00+00:00", "I've got two canaries, Pip and Jasper, in the back kitchen."),
        say("2026-10-12T10:00:00+00:00", "Jasper died in the night, poor little thing, Pip's on his own now."),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", has="pip"),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", lacks="jasper", unless=("died",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d44-mv-italian-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-19T10:00:00+00:00", "I speak Maltese and English, mela, like everybody here."),
        say("2026-05-20T10:00:00+00:00", "I speak Italian too, from watching RAI every day as a kid."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="maltese"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="italian"),
    ]),
    scenario("d44-mv-concertina", "multi-valued", "Instruments grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I play the church organ at St Aidan's every Sunday."),
        say("2026-06-15T10:00:00+00:00", "I've also taken up the concertina, there's a Tuesday session at the "
            "Bull."),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="organ"),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="concertina"),
    ]),
    scenario("d44-mv-fell-running-drop", "multi-valued", "Two hobbies, one given up", [
        say("2026-03-16T10:00:00+00:00", "My hobbies are dry-stone walling and fell running."),
        say("2026-09-21T10:00:00+00:00", "Given up the fell running since the knee op, but I'm still out walling "
            "most weekends."),
        facts("2026-09-22T09:00:00+00:00", "what are my hobbies", has="walling"),
        facts("2026-09-22T09:00:00+00:00", "what are my hobbies", lacks="fell running", unless=("given up",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d44-dec-monday-closing", "decision", "A decision to close on Mondays taken back", [
        say("2026-01-12T10:00:00+00:00", "Decision made, the tea room shuts on Mondays from February."),
        say("2026-01-26T10:00:00+00:00", "We're staying open on Mondays after all, the walkers' group books us "
            "every week."),
        top("2026-01-27T09:00:00+00:00", "is the tea room closing on Mondays", has=("after all", "staying open")),
        served("2026-01-27T09:00:00+00:00", "is the tea room closing on Mondays", lacks="shuts on mondays",
               unless=("after all", "staying open")),
    ]),
    scenario("d44-dec-memorial-stone", "decision", "A memorial stone changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "For the war memorial we're using Portland stone."),
        say("2026-11-03T10:00:00+00:00", "The parish council wants Yorkstone instead of the Portland, cheaper and "
            "local."),
        top("2026-11-04T09:00:00+00:00", "what stone are we using for the war memorial", has="yorkstone"),
        served("2026-11-04T09:00:00+00:00", "what stone are we using for the war memorial",
               lacks="using portland", unless="yorkstone"),
    ]),
    scenario("d44-dec-show-venue", "decision", "An agility show venue replaced by name days later", [
        say("2026-03-01T10:00:00+00:00", "The summer agility show is going to Ripon racecourse."),
        say("2026-03-05T10:00:00+00:00", "Ripon's double-booked that weekend, so the show's going to Newby Hall "
            "now."),
        top("2026-03-06T09:00:00+00:00", "where is the summer agility show", has="newby"),
        served("2026-03-06T09:00:00+00:00", "where is the summer agility show", lacks="racecourse",
               unless="newby"),
    ]),
    scenario("d44-dec-power-hammer", "decision", "A power hammer 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "I'm buying a 50 kilo Anyang power hammer for the forge."),
        say("2026-01-12T10:00:00+00:00", "Scrap the Anyang, the floor won't take it, I'm getting a little Massey "
            "instead."),
        top("2026-01-13T09:00:00+00:00", "which power hammer am I buying for the forge", has="massey"),
        served("2026-01-13T09:00:00+00:00", "which power hammer am I buying for the forge", lacks="50 kilo",
               unless="massey"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d44-para-lock-keeper", "paraphrase", "A job said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I'm the lock keeper on the Wigan flight."),
        say("2026-05-12T10:00:00+00:00", "My job's looking after the twenty-one locks on the Wigan flight, lock "
            "keeping for the Canal and River Trust."),
        top("2026-05-13T09:00:00+00:00", "what is my job", has="wigan", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d44-para-holywood", "paraphrase", "A home said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I live in Holywood, County Down."),
        say("2026-04-23T10:00:00+00:00", "Home's Holywood, just outside Belfast on the Down side, so it is."),
        top("2026-04-24T09:00:00+00:00", "where do I live", has="holywood", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d44-para-gweru", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from Gweru originally."),
        say("2026-07-04T10:00:00+00:00", "Born and raised in Gweru, in the Midlands province, a proper Gweru "
            "boy."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="gweru", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d44-ff-pilot-station", "flip-flop", "A pilot station back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm working out of the Gravesend pilot station this month."),
        say("2026-09-28T10:00:00+00:00", "They've moved me down to the Margate station now."),
        say("2026-10-19T10:00:00+00:00", "back at Gravesend from Monday, Margate's overstaffed"),
        contested("2026-10-21T10:00:00+00:00", "which pilot station do I work out of", ["gravesend", "margate"]),
    ]),
    scenario("d44-ff-radio-slot", "flip-flop", "A hospital radio slot back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "I'm on the breakfast slot on the hospital radio this season."),
        say("2026-01-31T10:00:00+00:00", "They've moved me to the late slot."),
        say("2026-02-21T10:00:00+00:00", "Breakfast again from Saturday, the late lad's back from his holidays."),
        contested("2026-02-23T10:00:00+00:00", "which slot am I on at the hospital radio", ["breakfast", "late"]),
    ]),
    scenario("d44-ff-taxi-rank", "flip-flop", "A taxi rank back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm working the Piccadilly rank this month."),
        say("2026-04-27T10:00:00+00:00", "Switched to the Victoria rank now."),
        say("2026-05-18T10:00:00+00:00", "piccadilly again from friday, victoria's dead"),
        contested("2026-05-20T10:00:00+00:00", "which taxi rank do I work", ["piccadilly", "victoria"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d44-frame-architect-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a French polisher, I restore old furniture in Hebden Bridge."),
        say("2026-02-18T21:00:00+00:00", "If I'd stuck at school I'd have been an architect by now, big office "
            "in Leeds and everything."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="polisher"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="architect"),
    ]),
    scenario("d44-frame-role-island", "framing", "A role-played island home is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Gore, out on the deer block, been here thirty years."),
        say("2026-06-09T19:00:00+00:00", "Righto, you be the harbourmaster and I'll play a pilot living over on "
            "Stewart Island, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="gore"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="stewart island"),
    ]),
    scenario("d44-frame-sarcastic-surgeon", "framing", "Sarcasm is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm the postmistress at the village post office in Slaithwaite."),
        say("2026-09-02T19:00:00+00:00", "Oh aye, I'm a brain surgeon really, that's why I spend all day selling "
            "stamps and second-class postage."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="postmistress"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="brain surgeon"),
    ]),
]
