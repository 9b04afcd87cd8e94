"""A thirty-second split of belief scenarios (``--set dev32`` in bench/beliefs.py).

Written on 2026-11-27 as a generalisation check, by a helper who read no reader code, on 1cd08d4; committed before it
was measured. In domains not used in earlier sets (an orchestra's principal cellist, a removals firm's booking, a
hospice's bereavement group, a fishmonger's cod price, a driving test date, a biotech postdoc who becomes a group
leader, a Jesmond family moving to the coast, a golf club's assistant pro, a fire station's watches, a driving
instructor's car, a fish stall's market pitch, a supermarket bakery closed, a golf membership, budgies, a Spanish
speaker's languages, rescue greyhounds, a brass band trombone, a hotel's Christmas do, a bakery chain's shop, a food
bank's collection point, a church choir's Easter anthem, hotel housekeeping floors, airport terminals, a choir's
voice parts) and registers (Geordie, Scouse, Yorkshire, Northern Irish, Spanish as a second language): names, dates,
times and prices put right at once and days later, with and without a cue word; a job, home, employer, watch and car
changed by what happened rather than by naming the attribute; a market pitch, a job, a membership and a pet that are
gone; languages, dogs and instruments that must accumulate, and a removal that retires exactly one; decisions
replaced by name or taken back ("after all", "instead", "scratch that"); one fact said twice in other words that must
stay one belief; a floor, a terminal and a voice part flip-flopped within weeks (served as contested); and a
hypothetical, a role-play and sarcasm that must not be stored beside a sincere statement. It is a tuning split: rules
may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV32 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d32-corr-cellist", "correction", "A principal cellist's surname put right at once, with a cue", [
        say("2026-02-09T19:00:00+00:00", "Our new principal cellist is called Eleanor Voss, she starts next week."),
        say("2026-02-09T19:00:30+00:00", "Sorry, her surname's Vance, not Voss, I had the other cellist from the "
            "auditions in my head."),
        top("2026-02-10T09:00:00+00:00", "who is our new principal cellist", has="vance"),
        served("2026-02-10T09:00:00+00:00", "who is our new principal cellist", lacks="voss", unless="vance"),
    ]),
    scenario("d32-corr-removal-date", "correction", "A removal date put right at once, no cue word", [
        say("2026-04-02T11:00:00+00:00", "The Fletchers' removal is booked in for the 14th."),
        say("2026-04-02T11:01:00+00:00", "16th. The 14th was just the survey visit."),
        top("2026-04-03T09:00:00+00:00", "when is the Fletchers' removal", has="16th"),
        served("2026-04-03T09:00:00+00:00", "when is the Fletchers' removal", lacks="14th", unless="16th"),
    ]),
    scenario("d32-corr-bereavement", "correction", "A hospice group's time put right days later, 'I got that wrong'", [
        say("2026-03-02T10:00:00+00:00", "The bereavement group at the hospice meets at 2pm on Wednesdays."),
        say("2026-03-06T10:00:00+00:00", "I got that wrong about the bereavement group, it's 3pm on Wednesdays, "
            "the 2pm slot is art therapy."),
        top("2026-03-07T09:00:00+00:00", "when does the bereavement group meet", has="3pm"),
        served("2026-03-07T09:00:00+00:00", "when does the bereavement group meet", lacks="2pm", unless="3pm"),
    ]),
    scenario("d32-corr-cod-price", "correction", "A fish price put right days later, no cue word", [
        say("2026-01-12T07:00:00+00:00", "Cod's £14 a kilo on the slab this week, like."),
        say("2026-01-16T07:00:00+00:00", "Had a proper look at the price board this morning, cod's £16.50 a kilo, "
            "the auction went through the roof."),
        top("2026-01-17T09:00:00+00:00", "how much is cod a kilo", has="16.50"),
        served("2026-01-17T09:00:00+00:00", "how much is cod a kilo", lacks="£14", unless="16.50"),
    ]),
    scenario("d32-corr-driving-test", "correction", "A driving test date put right days later, with 'actually'", [
        say("2026-02-01T18:00:00+00:00", "My driving test is on the 3rd of March at the Heaton test centre."),
        say("2026-02-05T18:00:00+00:00", "My test's actually on the 10th of March, I read the DVSA email wrong."),
        top("2026-02-06T09:00:00+00:00", "when is my driving test", has="10th"),
        served("2026-02-06T09:00:00+00:00", "when is my driving test", lacks="3rd", unless="10th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d32-up-group-leader", "update-paraphrase", "A job changed, said as a signed contract for a lab", [
        say("2026-01-20T10:00:00+00:00", "I'm a postdoc in the Hartley lab, working on T cell exhaustion."),
        say("2026-10-05T18:00:00+00:00", "First week running my own lab as a group leader at the Sanger, "
            "ordered the freezers today, surreal."),
        top("2026-10-08T09:00:00+00:00", "what is my job", has="group leader"),
        served("2026-10-08T09:00:00+00:00", "what is my job", lacks="postdoc", unless="group leader"),
    ]),
    scenario("d32-up-coast-move", "update-paraphrase", "A home changed, said as the last box unpacked", [
        say("2026-02-14T10:00:00+00:00", "We live in Jesmond, in a terrace just up from the Dene."),
        say("2026-08-22T20:00:00+00:00", "Last box unpacked in the new place in Whitley Bay, the bairns can hear "
            "the sea from their room, man."),
        top("2026-08-24T09:00:00+00:00", "where do I live", has="whitley bay"),
        served("2026-08-24T09:00:00+00:00", "where do I live", lacks="jesmond", unless="whitley"),
    ]),
    scenario("d32-up-golf-pro", "update-paraphrase", "An employer changed, said as keys handed back and a start", [
        say("2026-03-10T10:00:00+00:00", "I'm the assistant pro at Moortown Golf Club."),
        say("2026-07-06T19:00:00+00:00", "Handed me keys back at Moortown on Friday and started at Alwoodley this "
            "morning, same job, nicer clubhouse."),
        top("2026-07-08T09:00:00+00:00", "which golf club do I work at", has="alwoodley"),
        served("2026-07-08T09:00:00+00:00", "which golf club do I work at", lacks="moortown", unless="alwoodley"),
    ]),
    scenario("d32-up-watch", "update-paraphrase", "A fire station watch changed, said as a first set of nights", [
        say("2026-01-05T10:00:00+00:00", "Been on Red Watch out of Byker station six years now."),
        say("2026-06-18T08:00:00+00:00", "First set of nights with Blue Watch done, new crew are a good bunch, "
            "I'll miss the Red Watch lads though."),
        top("2026-06-20T09:00:00+00:00", "which watch am I on", has="blue"),
        served("2026-06-20T09:00:00+00:00", "which watch am I on", lacks="red watch", unless="blue"),
    ]),
    scenario("d32-up-lesson-car", "update-paraphrase", "A driving instructor's car changed, said as a scrapping", [
        say("2026-02-02T10:00:00+00:00", "I teach in a 2012 Corsa with dual controls."),
        say("2026-05-30T17:00:00+00:00", "The Corsa's gone for scrap, picked up a Polo with the dual controls "
            "already fitted, drives like a dream."),
        top("2026-06-01T09:00:00+00:00", "what car do I teach in", has="polo"),
        served("2026-06-01T09:00:00+00:00", "what car do I teach in", lacks="corsa", unless="polo"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d32-gone-market-pitch", "gone", "A fish stall's market pitch given up", [
        say("2026-01-08T10:00:00+00:00", "I've got a pitch in the Grainger Market for my fish stall."),
        say("2026-09-30T18:00:00+00:00", "Gave up the Grainger Market pitch at the end of the month, the rent went "
            "daft, I'm just doing the van round now."),
        facts("2026-10-02T09:00:00+00:00", "where is my fish stall", lacks="grainger",
              unless=("gave up", "van round")),
    ]),
    scenario("d32-gone-bakery-counter", "gone", "A job ended when the counter closed, no new one", [
        say("2026-02-03T10:00:00+00:00", "I work on the bakery counter at the Tesco Extra in Gateshead."),
        say("2026-08-27T16:00:00+00:00", "Tesco shut the in-store bakery and let the lot of us go, so I'm job "
            "hunting now."),
        facts("2026-08-28T09:00:00+00:00", "what is my job", lacks="tesco",
              unless=("let the lot of us go", "job hunting", "shut")),
    ]),
    scenario("d32-gone-golf-membership", "gone", "A golf club membership let lapse", [
        say("2026-03-01T10:00:00+00:00", "I'm a member of Holywood Golf Club, so I am."),
        say("2026-11-12T10:00:00+00:00", "Let my Holywood membership lapse, haven't swung a club since the shoulder "
            "op."),
        facts("2026-11-13T09:00:00+00:00", "what clubs am I a member of", lacks="holywood", unless=("lapse",)),
    ]),
    scenario("d32-gone-budgie", "gone", "A budgie died, the other stays", [
        say("2026-04-11T10:00:00+00:00", "We've got two budgies, Kiwi and Mango."),
        say("2026-09-14T08:00:00+00:00", "Mango died in the night, poor wee thing, Kiwi's on his own now."),
        facts("2026-09-15T09:00:00+00:00", "what pets do I have", has="kiwi"),
        facts("2026-09-15T09:00:00+00:00", "what pets do I have", lacks="mango", unless=("died",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d32-mv-catalan-also", "multi-valued", "Languages grown by 'also', from a second-language speaker", [
        say("2026-01-19T10:00:00+00:00", "I speak Spanish from home and English for the work."),
        say("2026-05-21T10:00:00+00:00", "I speak Catalan also, my grandmother was from Girona, I forget to tell "
            "you before."),
        facts("2026-05-22T09:00:00+00:00", "what languages do I speak", has="spanish"),
        facts("2026-05-22T09:00:00+00:00", "what languages do I speak", has="catalan"),
    ]),
    scenario("d32-mv-greyhounds", "multi-valued", "Dogs added by 'another'", [
        say("2026-02-21T10:00:00+00:00", "We've got a retired greyhound called Bolt."),
        say("2026-07-11T10:00:00+00:00", "Adopted another greyhound from the rescue, a brindle girl called Pepper, "
            "Bolt's smitten."),
        facts("2026-07-12T09:00:00+00:00", "what dogs do I have", has="bolt"),
        facts("2026-07-12T09:00:00+00:00", "what dogs do I have", has="pepper"),
    ]),
    scenario("d32-mv-trombone-drop", "multi-valued", "Two instruments, one given up", [
        say("2026-03-08T10:00:00+00:00", "I play the trombone in the colliery band and the organ at chapel."),
        say("2026-09-13T10:00:00+00:00", "I've given up the trombone, me lip's gone, but I'm still on the organ "
            "every Sunday."),
        facts("2026-09-14T09:00:00+00:00", "what instruments do I play", has="organ"),
        facts("2026-09-14T09:00:00+00:00", "what instruments do I play", lacks="trombone", unless=("given up",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d32-dec-christmas-do", "decision", "A Christmas do venue chosen, then replaced by name days later", [
        say("2026-10-05T10:00:00+00:00", "We've booked the Marriott for the housekeeping team's Christmas do."),
        say("2026-10-09T10:00:00+00:00", "The Marriott fell through, so the Christmas do is at the Station Hotel "
            "now."),
        top("2026-10-10T09:00:00+00:00", "where is the Christmas do", has="station hotel"),
        served("2026-10-10T09:00:00+00:00", "where is the Christmas do", lacks="marriott", unless="station hotel"),
    ]),
    scenario("d32-dec-shipley-shop", "decision", "A decision to close a shop taken back", [
        say("2026-05-04T10:00:00+00:00", "We've decided to close the Shipley shop in the new year."),
        say("2026-05-19T10:00:00+00:00", "We're keeping the Shipley shop open after all, the landlord's dropped "
            "the rent."),
        top("2026-05-20T09:00:00+00:00", "are we closing the Shipley shop", has=("keeping", "after all")),
        served("2026-05-20T09:00:00+00:00", "are we closing the Shipley shop", lacks="decided to close",
               unless=("keeping", "after all")),
    ]),
    scenario("d32-dec-collection", "decision", "A food bank collection point changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "This Saturday's food bank collection is at Morrisons."),
        say("2026-11-04T10:00:00+00:00", "Saturday's collection is at the Asda on Kingsway instead, Morrisons "
            "double-booked us."),
        top("2026-11-06T09:00:00+00:00", "where is Saturday's food bank collection", has="asda"),
        served("2026-11-06T09:00:00+00:00", "where is Saturday's food bank collection", lacks="morrisons",
               unless="asda"),
    ]),
    scenario("d32-dec-anthem", "decision", "A choir's Easter anthem, 'scratch' it for another", [
        say("2026-02-16T10:00:00+00:00", "For the Easter anthem the choir's doing Zadok the Priest."),
        say("2026-02-19T10:00:00+00:00", "Scratch Zadok, the organ's not up to it, we're doing This Joyful "
            "Eastertide instead."),
        top("2026-02-20T09:00:00+00:00", "what is the choir's Easter anthem", has="joyful eastertide"),
        served("2026-02-20T09:00:00+00:00", "what is the choir's Easter anthem", lacks="doing zadok",
               unless="joyful"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d32-para-food-bank", "paraphrase", "A volunteering place said twice in other words stays one belief", [
        say("2026-01-11T10:00:00+00:00", "I volunteer at the Trussell food bank in Gateshead."),
        say("2026-04-25T10:00:00+00:00", "Saturdays I'm down the Gateshead food bank, been helping there three "
            "years now."),
        top("2026-04-26T09:00:00+00:00", "where do I volunteer", has="gateshead", contested=False),
        no_open_conflict("2026-04-26T09:00:00+00:00"),
    ]),
    scenario("d32-para-dental-nurse", "paraphrase", "A job and practice said two ways stays one belief", [
        say("2026-02-07T10:00:00+00:00", "I'm a dental nurse at Smile Dental in Lisburn."),
        say("2026-05-09T10:00:00+00:00", "My job's at the Smile Dental practice in Lisburn, I nurse for Dr Kerr."),
        top("2026-05-10T09:00:00+00:00", "where do I work", has="smile", contested=False),
        no_open_conflict("2026-05-10T09:00:00+00:00"),
    ]),
    scenario("d32-para-ground-crew", "paraphrase", "An airport job said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I work on the ramp at Manchester Airport."),
        say("2026-06-20T10:00:00+00:00", "Airside ground crew at Manchester, that's me, loading bags in all "
            "weathers."),
        top("2026-06-21T09:00:00+00:00", "where do I work", has="manchester", contested=False),
        no_open_conflict("2026-06-21T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d32-ff-hotel-floor", "flip-flop", "A housekeeping floor back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm doing the third floor rooms this month."),
        say("2026-03-20T10:00:00+00:00", "Supervisor switched me to the fifth floor, the suites."),
        say("2026-04-08T10:00:00+00:00", "Back on the third floor again, Marisa hurt her back."),
        contested("2026-04-10T10:00:00+00:00", "which floor do I clean", ["third", "fifth"]),
    ]),
    scenario("d32-ff-terminal", "flip-flop", "An airport terminal back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm working Terminal 2 on this rota."),
        say("2026-06-15T10:00:00+00:00", "They've moved me over to Terminal 3 now."),
        say("2026-06-29T10:00:00+00:00", "terminal 2 again from today, who even writes these rotas"),
        contested("2026-07-01T10:00:00+00:00", "which terminal do I work at", ["terminal 2", "terminal 3"]),
    ]),
    scenario("d32-ff-voice-part", "flip-flop", "A choir voice part back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm with the tenors in the St Columba's church choir."),
        say("2026-09-28T10:00:00+00:00", "Choirmaster's moved me down to bass, not enough low voices."),
        say("2026-10-19T10:00:00+00:00", "Tenor again, Eamon's back from his hernia op and he's a bass."),
        contested("2026-10-21T10:00:00+00:00", "which part do I sing in the choir", ["tenor", "bass"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d32-frame-marine-biologist", "framing", "A might-have-been is not the user's job", [
        say("2026-01-26T10:00:00+00:00", "I'm a fishmonger on North Shields fish quay."),
        say("2026-01-28T21:00:00+00:00", "If I'd stuck at uni I'd be a marine biologist by now, like."),
        top("2026-01-29T09:00:00+00:00", "what is my job", has="fishmonger"),
        facts("2026-01-29T09:00:00+00:00", "what is my job", lacks="marine biologist"),
    ]),
    scenario("d32-frame-role-golf-pro", "framing", "A role-played golf pro's town is not the user's home", [
        say("2026-05-11T10:00:00+00:00", "I live in Portstewart, right on the prom."),
        say("2026-05-12T19:00:00+00:00", "Let's role-play: I'm a golf pro who lives in St Andrews and you're a "
            "nervous beginner."),
        top("2026-05-13T09:00:00+00:00", "where do I live", has="portstewart"),
        facts("2026-05-13T09:00:00+00:00", "where do I live", lacks="st andrews"),
    ]),
    scenario("d32-frame-sarcastic-queen", "framing", "A sarcastic 'queen of the hotel' is not the user's job", [
        say("2026-07-06T10:00:00+00:00", "I'm a room attendant at the Hilton in Manchester."),
        say("2026-07-07T20:00:00+00:00", "Oh yes, I am the queen of the hotel, I have one trolley and forty beds to "
            "make."),
        top("2026-07-08T09:00:00+00:00", "what is my job", has="room attendant"),
        facts("2026-07-08T09:00:00+00:00", "what is my job", lacks="queen"),
    ]),
]
