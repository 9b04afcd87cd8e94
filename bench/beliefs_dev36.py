"""A thirty-sixth split of belief scenarios (``--set dev36`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 043d8b4; committed before
it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a
lifeboat crew's training night, a tyre centre's van, a maternity due date, a circus school's show, a lorry driver's
tramping week, a pharmacy dispenser's registration, a Bajan move up the west coast, a games studio's artist, a
Chicago car, a cathedral lay clerk, a football season ticket, a wedding venue's bar job, a metformin prescription, a
pony gone to a sanctuary, Shona and BSL, a horse-hair allergy, aerial silks and trapeze, a wedding reception venue, a
games studio's Kraków office, an academy tournament, a care home kitchen's menu, an RNLI station, an interpreting
agency, a Hong Kong hospital, a depot's trunk run, a maternity ward rotation, a hurling position, a healthcare
assistant's might-have-been, a role-played Whitby fisherman, a sarcastic pit crew chief): times, sizes, dates and
days put right at once and days later, with and without a cue word; a job, home, employer, car and cathedral changed
by what happened rather than by naming the attribute; a season ticket, a job, a medicine and a pony that are gone;
languages and allergies that must accumulate, and a removal that retires exactly one; decisions replaced by name or
taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay one belief; a run, a
ward and a position flip-flopped within weeks (served as contested); and a hypothetical, a role-play and sarcasm
that must not be stored beside a sincere statement.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV36 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d36-corr-crew-training", "correction", "A lifeboat crew training time put right at once, with a cue", [
        say("2026-02-09T12:00:00+00:00", "Crew training this Thursday is at 6:45 down at the boathouse."),
        say("2026-02-09T12:00:35+00:00", "Sorry, I mean 7:15, the coxswain's pushed it back for the tractor."),
        top("2026-02-10T09:00:00+00:00", "what time is crew training on Thursday", has="7:15"),
        served("2026-02-10T09:00:00+00:00", "what time is crew training on Thursday", lacks="6:45", unless="7:15"),
    ]),
    scenario("d36-corr-van-tyres", "correction", "A van's tyre size put right at once, no cue word", [
        say("2026-04-14T08:00:00+00:00", "The works van runs on 215/65 R16 tyres, all four round."),
        say("2026-04-14T08:01:10+00:00", "235/65 R16. Just had a look at the sidewall."),
        top("2026-04-15T09:00:00+00:00", "what size tyres does the works van take", has="235"),
        served("2026-04-15T09:00:00+00:00", "what size tyres does the works van take", lacks="215/65",
               unless="235"),
    ]),
    scenario("d36-corr-due-date", "correction", "A due date put right days later, with 'I got it wrong'", [
        say("2026-01-05T10:00:00+00:00", "My due date is the 14th of March, first baby."),
        say("2026-01-12T17:00:00+00:00", "I got my due date wrong, the dating scan has moved it to the 9th of "
            "March, so less time to get the nursery done."),
        top("2026-01-13T09:00:00+00:00", "when is my due date", has="9th"),
        served("2026-01-13T09:00:00+00:00", "when is my due date", lacks="14th", unless="9th"),
    ]),
    scenario("d36-corr-circus-show", "correction", "A show date put right days later, no cue word", [
        say("2026-06-01T10:00:00+00:00", "Our end-of-term show at the circus school is on Friday 10 July."),
        say("2026-06-05T16:00:00+00:00", "Posters came back from the printer today, the end-of-term show is "
            "Saturday 11 July, half two in the big top."),
        top("2026-06-06T09:00:00+00:00", "when is the end-of-term show", has="11 july"),
        served("2026-06-06T09:00:00+00:00", "when is the end-of-term show", lacks="10 july", unless="11 july"),
    ]),
    scenario("d36-corr-tramping-week", "correction", "A tramping week put right days later, with 'actually'", [
        say("2026-03-02T18:00:00+00:00", "My tramping this month is Monday to Thursday, home for a long weekend."),
        say("2026-03-06T18:00:00+00:00", "Transport office says I'm actually out Tuesday to Friday this month, the "
            "sheet I saw was February's."),
        top("2026-03-07T09:00:00+00:00", "which days am I out tramping this month", has="tuesday"),
        served("2026-03-07T09:00:00+00:00", "which days am I out tramping this month", lacks="monday to thursday",
               unless="tuesday to friday"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d36-up-pharmacist", "update-paraphrase", "A job changed, said as passing the registration exam", [
        say("2026-01-19T10:00:00+00:00", "I'm a pharmacy dispenser at Boots on London Street in Norwich."),
        say("2026-07-03T18:00:00+00:00", "Passed my registration assessment! From Monday I'm the one signing off "
            "the scripts, proper pharmacist at last."),
        top("2026-07-06T09:00:00+00:00", "what is my job", has="pharmacist"),
        served("2026-07-06T09:00:00+00:00", "what is my job", lacks="dispenser", unless="pharmacist"),
    ]),
    scenario("d36-up-holetown", "update-paraphrase", "A home changed, said as moving things and sleeping there", [
        say("2026-02-02T10:00:00+00:00", "I live in Oistins, round the corner from the fish fry."),
        say("2026-08-15T21:00:00+00:00", "Finally carry all me things up to the new house in Holetown, sleeping "
            "there from tonight, the fridge still ain't come though."),
        top("2026-08-17T09:00:00+00:00", "where do I live", has="holetown"),
        served("2026-08-17T09:00:00+00:00", "where do I live", lacks="oistins", unless="holetown"),
    ]),
    scenario("d36-up-studio", "update-paraphrase", "An employer changed, said as handing a badge in and a start", [
        say("2026-01-26T10:00:00+00:00", "I work at Sumo Digital in Sheffield, on the environment art team."),
        say("2026-05-29T17:30:00+00:00", "Handed my badge in at Sumo this afternoon, Monday I'm on the art team at "
            "Rare out in Twycross."),
        top("2026-06-02T09:00:00+00:00", "where do I work", has="rare"),
        served("2026-06-02T09:00:00+00:00", "where do I work", lacks="sumo", unless="rare"),
    ]),
    scenario("d36-up-chicago-car", "update-paraphrase", "A car changed, said as it dying and a used one bought", [
        say("2026-02-11T10:00:00+00:00", "I drive a 2012 Impala, got a hole in the muffler you can hear a block away."),
        say("2026-09-20T15:00:00+00:00", "Impala finally died on the Dan Ryan, picked up a used Camry from a lot on "
            "Cicero this morning."),
        top("2026-09-22T09:00:00+00:00", "what car do I drive", has="camry"),
        served("2026-09-22T09:00:00+00:00", "what car do I drive", lacks="impala", unless="camry"),
    ]),
    scenario("d36-up-lay-clerk", "update-paraphrase", "A cathedral changed, said as a last service and a new post", [
        say("2026-03-01T10:00:00+00:00", "I'm a lay clerk at Ely Cathedral, I sing bass in the back row."),
        say("2026-07-20T19:00:00+00:00", "Sang my last Evensong at Ely on Sunday, and it's Norwich Cathedral from "
            "September, the Chapter there have taken me on."),
        top("2026-07-22T09:00:00+00:00", "which cathedral do I sing at", has="norwich"),
        served("2026-07-22T09:00:00+00:00", "which cathedral do I sing at", lacks="ely cathedral",
               unless="norwich"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d36-gone-season-ticket", "gone", "A season ticket not renewed", [
        say("2026-01-17T10:00:00+00:00", "I've got a season ticket at Molineux, the Billy Wright stand."),
        say("2026-07-01T10:00:00+00:00", "Didn't renew the Molineux season ticket this year, can't justify it with "
            "the lad's academy fees."),
        facts("2026-07-02T09:00:00+00:00", "what season tickets do I have", lacks="molineux",
              unless=("renew",)),
    ]),
    scenario("d36-gone-bar-job", "gone", "A weekend job gone when the venue closed, no new one", [
        say("2026-02-07T10:00:00+00:00", "I work weekends on the bar at Oakhurst Manor, the wedding venue."),
        say("2026-09-12T16:00:00+00:00", "Oakhurst Manor's gone into administration, so that's my weekend bar "
            "work gone with it."),
        facts("2026-09-13T09:00:00+00:00", "what is my job", lacks="oakhurst",
              unless=("administration", "gone")),
    ]),
    scenario("d36-gone-metformin", "gone", "A medicine stopped by the GP", [
        say("2026-03-03T10:00:00+00:00", "I take metformin for my diabetes, 500mg twice a day with food."),
        say("2026-10-06T10:00:00+00:00", "GP's taken me off the metformin, my sugars are fine on the diet alone "
            "now."),
        facts("2026-10-07T09:00:00+00:00", "what medications do I take", lacks="metformin",
              unless=("taken me off", "off the metformin")),
    ]),
    scenario("d36-gone-pony", "gone", "One pony rehomed to a sanctuary, the other stays", [
        say("2026-04-11T10:00:00+00:00", "We've got two ponies, Pickle and Dougal."),
        say("2026-10-24T18:00:00+00:00", "Dougal went off to the sanctuary for good today, he needed more care than "
            "we could give, Pickle's got the field to herself now."),
        facts("2026-10-25T09:00:00+00:00", "what pets do I have", has="pickle"),
        facts("2026-10-25T09:00:00+00:00", "what pets do I have", lacks="dougal",
              unless=("sanctuary", "for good")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d36-mv-bsl-as-well", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-13T10:00:00+00:00", "Growing up in Gweru we spoke Shona at home, and English at school, so I've "
            "got both."),
        say("2026-06-16T10:00:00+00:00", "Passed my BSL level 2 at night classes, so I can sign as well now, chuffed."),
        facts("2026-06-17T09:00:00+00:00", "what languages do I speak", has="shona"),
        facts("2026-06-17T09:00:00+00:00", "what languages do I speak", has="bsl"),
    ]),
    scenario("d36-mv-allergies", "multi-valued", "Allergies grown by 'too'", [
        say("2026-02-20T10:00:00+00:00", "Penicillin allergy, since I was a kiddie, the GP has it flagged in red."),
        say("2026-08-08T10:00:00+00:00", "Found out I'm allergic to horse hair too, came up in hives mucking out at "
            "the sanctuary."),
        facts("2026-08-09T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-08-09T09:00:00+00:00", "what am I allergic to", has="horse"),
    ]),
    scenario("d36-mv-trapeze-drop", "multi-valued", "Two circus skills, one given up", [
        say("2026-03-09T10:00:00+00:00", "I do aerial silks and trapeze at the circus school in Bristol."),
        say("2026-09-14T10:00:00+00:00", "Gave up trapeze after the shoulder op, but I'm still on the silks twice a "
            "week."),
        facts("2026-09-15T09:00:00+00:00", "what are my hobbies", has="silks"),
        facts("2026-09-15T09:00:00+00:00", "what are my hobbies", lacks="trapeze",
              unless=("gave up",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d36-dec-reception", "decision", "A reception venue chosen, then replaced by name days later", [
        say("2026-01-10T10:00:00+00:00", "We've booked the Old Rectory for our wedding reception in June."),
        say("2026-01-17T10:00:00+00:00", "The Old Rectory double-booked us, so the reception is at Stoke Mill now."),
        top("2026-01-18T09:00:00+00:00", "where is our wedding reception", has="stoke mill"),
        served("2026-01-18T09:00:00+00:00", "where is our wedding reception", lacks="old rectory",
               unless="stoke mill"),
    ]),
    scenario("d36-dec-krakow", "decision", "A decision to close an office taken back", [
        say("2026-04-06T10:00:00+00:00", "We've decided to close the studio's Kraków office at the end of the "
            "year."),
        say("2026-04-20T10:00:00+00:00", "We're keeping Kraków open after all, the publisher's money came through "
            "on Friday."),
        top("2026-04-21T09:00:00+00:00", "are we closing the Kraków office", has=("keeping", "after all")),
        served("2026-04-21T09:00:00+00:00", "are we closing the Kraków office", lacks="decided to close",
               unless=("keeping", "after all")),
    ]),
    scenario("d36-dec-tournament", "decision", "An academy tournament changed 'instead'", [
        say("2026-02-03T10:00:00+00:00", "The under-14s are going to the Easter tournament in Dublin."),
        say("2026-02-05T10:00:00+00:00", "Flights are daft money, so the under-14s are doing the Blackpool "
            "tournament at Easter instead."),
        top("2026-02-06T09:00:00+00:00", "which Easter tournament are the under-14s going to", has="blackpool"),
        served("2026-02-06T09:00:00+00:00", "which Easter tournament are the under-14s going to", lacks="dublin",
               unless="blackpool"),
    ]),
    scenario("d36-dec-friday-menu", "decision", "A care home menu dish, 'scrap' for another", [
        say("2026-05-11T10:00:00+00:00", "We're putting shepherd's pie on the Friday menu from next week."),
        say("2026-05-13T10:00:00+00:00", "Scrap the shepherd's pie, half the residents can't manage the mince, "
            "we'll do a fish pie instead."),
        top("2026-05-14T09:00:00+00:00", "what's going on the Friday menu", has="fish pie"),
        served("2026-05-14T09:00:00+00:00", "what's going on the Friday menu", lacks="putting shepherd",
               unless="fish pie"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d36-para-rnli", "paraphrase", "A lifeboat station said twice in other words stays one belief", [
        say("2026-01-04T10:00:00+00:00", "I'm crew on the Sheringham lifeboat."),
        say("2026-05-09T10:00:00+00:00", "I volunteer with the RNLI at Sheringham, mostly on the inshore boat."),
        top("2026-05-10T09:00:00+00:00", "which lifeboat station am I with", has="sheringham", contested=False),
        no_open_conflict("2026-05-10T09:00:00+00:00"),
    ]),
    scenario("d36-para-agency", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-16T10:00:00+00:00", "I work for Signpost Interpreting in Leeds."),
        say("2026-06-22T10:00:00+00:00", "My employer's Signpost, the BSL interpreting agency up in Leeds."),
        top("2026-06-23T09:00:00+00:00", "who do I work for", has="signpost", contested=False),
        no_open_conflict("2026-06-23T09:00:00+00:00"),
    ]),
    scenario("d36-para-qmh", "paraphrase", "A hospital said twice in Hong Kong English stays one belief", [
        say("2026-03-23T10:00:00+00:00", "I'm a nurse at Queen Mary Hospital in Pok Fu Lam."),
        say("2026-07-27T10:00:00+00:00", "Working at QMH in Pok Fu Lam as nurse, surgical ward one, very tiring lor."),
        top("2026-07-28T09:00:00+00:00", "which hospital do I work at", has="pok fu lam", contested=False),
        no_open_conflict("2026-07-28T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d36-ff-trunk-run", "flip-flop", "A trunk run back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on the Daventry trunk this month."),
        say("2026-03-23T10:00:00+00:00", "Transport's stuck me on the Avonmouth run now."),
        say("2026-04-13T10:00:00+00:00", "back on Daventry again, they want to make their minds up"),
        contested("2026-04-15T10:00:00+00:00", "which run am I on", ["daventry", "avonmouth"]),
    ]),
    scenario("d36-ff-maternity-ward", "flip-flop", "A maternity ward rotation back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on the labour ward this rotation."),
        say("2026-09-28T10:00:00+00:00", "They've moved me to the postnatal ward for a few weeks."),
        say("2026-10-19T10:00:00+00:00", "Labour ward again, they're short."),
        contested("2026-10-21T10:00:00+00:00", "which ward am I on", ["labour", "postnatal"]),
    ]),
    scenario("d36-ff-hurling", "flip-flop", "A hurling position back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm playing full-back for the club this season."),
        say("2026-05-18T10:00:00+00:00", "Manager has me at centre-back now for the league."),
        say("2026-06-01T10:00:00+00:00", "full-back again after the Mullingar game, grand"),
        contested("2026-06-03T10:00:00+00:00", "what position do I play", ["full-back", "centre-back"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d36-frame-midwife-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a healthcare assistant on the maternity ward at the Norfolk and "
            "Norwich."),
        say("2026-01-22T22:00:00+00:00", "If I'd done the degree I'd be a midwife by now, ah well."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="healthcare assistant"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="midwife"),
    ]),
    scenario("d36-frame-role-whitby", "framing", "A role-played fisherman's town is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "Home for me is Cromer, a terrace just up from the pier, blast."),
        say("2026-05-06T19:00:00+00:00", "Let's do a bit of role-play, you be the harbourmaster and I'll be a crab "
            "fisherman who lives in Whitby, go."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="cromer"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="whitby"),
    ]),
    scenario("d36-frame-pit-crew", "framing", "A sarcastic 'pit crew chief' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I'm a tyre fitter at a garage in Tipton."),
        say("2026-07-02T19:00:00+00:00", "Ar, I'm basically a Formula One pit crew chief, me, got a trolley jack and "
            "a kettle."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="tyre fitter"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks=("formula one", "pit crew")),
    ]),
]
