"""A forty-sixth split of belief scenarios (``--set dev46`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, in everyday domains not used in earlier sets (a mushroom
farm's growing rooms and flushes, an auction house's sale dates and lots, a watch repairer's bench and jobs, a
crossword setter's deadlines and papers, a quarry's blasting and shifts, a thatcher's roofs, a sailmaker, a chimney
sweep, a sea kayak guide, an observatory's star shows, a Kenyan chama, a Filipino house blessing, a parang side's
cuatro, a nurse's ward and shifts; Glaswegian, Cornish, Newfoundland, Filipino, Ghanaian, Kenyan, Trinidadian and
Scouse English, a Polish speaker writing English as a second language, a dictated voicemail, a nurse's handover
notes, a diary entry, a business email with bullet points and a teenager's group chat): days, dates, times and
prices put right at once and days later, with and without a cue word; a workplace, home, employer, car and a son's
school changed by what happened rather than by naming the attribute; a job, a volunteering round, a medicine and a
pet that are gone; languages and instruments that must accumulate, and a removal that retires exactly one;
decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that
must stay one belief; a shift, a growing room and a crossword slot flip-flopped within weeks (served as contested);
and a might-have-been, a role-play and a quotation that must not be stored beside a sincere statement. Written blind
(by a helper who read no reader code) on 3e032e3, and committed before it was measured; never to be tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV46 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d46-corr-sale-date", "correction", "An auction date put right at once, with a cue", [
        say("2026-02-03T10:00:00+00:00", "The spring silver sale is on Thursday the 19th, viewing the day before."),
        say("2026-02-03T10:00:30+00:00", "Sorry, I mean Thursday the 26th, the saleroom's booked for a wedding on "
            "the 19th."),
        top("2026-02-04T09:00:00+00:00", "when is the spring silver sale", has="26th"),
        served("2026-02-04T09:00:00+00:00", "when is the spring silver sale", lacks="19th", unless="26th"),
    ]),
    scenario("d46-corr-blast-time", "correction", "A blast time put right at once, no cue word", [
        say("2026-03-09T07:00:00+00:00", "Tomorrow's blast on the east face is at half ten, sirens five minutes "
            "before."),
        say("2026-03-09T07:01:00+00:00", "Half two for tomorrow's blast. The explosives van can't get here till "
            "after lunch."),
        top("2026-03-09T18:00:00+00:00", "what time is tomorrow's blast", has="half two"),
        served("2026-03-09T18:00:00+00:00", "what time is tomorrow's blast", lacks="half ten", unless="half two"),
    ]),
    scenario("d46-corr-crossword-deadline", "correction", "A crossword deadline put right days later, with 'I was wrong'", [
        say("2026-04-06T10:00:00+00:00", "My deadline for the Easter jumbo crossword is Friday the 17th."),
        say("2026-04-09T12:00:00+00:00", "I was wrong about the jumbo, the editor wants it by Wednesday the 15th, "
            "I misread her email."),
        top("2026-04-10T09:00:00+00:00", "when is the jumbo crossword deadline", has="15th"),
        served("2026-04-10T09:00:00+00:00", "when is the jumbo crossword deadline", lacks="friday the 17th",
               unless="15th"),
    ]),
    scenario("d46-corr-service-price", "correction", "A watch service price put right days later, no cue word", [
        say("2026-05-04T10:00:00+00:00", "A full service on a mechanical watch is \u00a3180 at my bench, "
            "la."),
        say("2026-05-08T17:00:00+00:00", "Went through the parts invoices tonight, full mechanical service is "
            "\u00a3220 now, the mainsprings have gone up."),
        top("2026-05-09T09:00:00+00:00", "how much is a full mechanical watch service", has="220"),
        served("2026-05-09T09:00:00+00:00", "how much is a full mechanical watch service", lacks="180",
               unless="220"),
    ]),
    scenario("d46-corr-star-show", "correction", "A star show time put right days later, with 'actually'", [
        say("2026-10-05T10:00:00+00:00", "The observatory's winter star show starts at 7pm on Saturdays."),
        say("2026-10-09T10:00:00+00:00", "Star show's actually at 6pm on Saturdays over winter, I checked the "
            "poster by the telescope dome."),
        top("2026-10-10T09:00:00+00:00", "what time is the winter star show", has="6pm"),
        served("2026-10-10T09:00:00+00:00", "what time is the winter star show", lacks="7pm", unless="6pm"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d46-up-mushroom-farm", "update-paraphrase", "A workplace changed, said as a last shift and a new start", [
        say("2026-01-12T10:00:00+00:00", "I work at the mushroom farm in Monaghan, packing on nights."),
        say("2026-06-19T18:00:00+00:00", "Was my last shift in Monaghan yesterday, today I start at the big "
            "mushroom farm in Tyholland, better money."),
        top("2026-06-22T09:00:00+00:00", "where do I work", has="tyholland"),
        served("2026-06-22T09:00:00+00:00", "where do I work", lacks="in monaghan", unless="tyholland"),
    ]),
    scenario("d46-up-kirkby-flat", "update-paraphrase", "A home changed, said as handing back the keys", [
        say("2026-02-14T10:00:00+00:00", "I live in a flat in Kirkby, top floor, no lift."),
        say("2026-08-29T21:00:00+00:00", "Handed the keys back on the Kirkby flat today, we're in the new house "
            "in Maghull now, proper garden an' all."),
        top("2026-08-31T09:00:00+00:00", "where do I live", has="maghull"),
        served("2026-08-31T09:00:00+00:00", "where do I live", lacks="flat in kirkby", unless="maghull"),
    ]),
    scenario("d46-up-auction-employer", "update-paraphrase", "An employer changed, said as a contract signed elsewhere", [
        say("2026-03-09T10:00:00+00:00", "I am auctioneer with Garam Auctioneers in Nakuru."),
        say("2026-09-14T18:00:00+00:00", "I have signed my contract with Keys Auctioneers, so from this month I "
            "am selling for them and not for Garam."),
        top("2026-09-16T09:00:00+00:00", "who do I work for", has="keys"),
        served("2026-09-16T09:00:00+00:00", "who do I work for", lacks="with garam", unless="keys"),
    ]),
    scenario("d46-up-quarry-car", "update-paraphrase", "A car changed, said as a trade-in", [
        say("2026-01-26T10:00:00+00:00", "I drive a Skoda Octavia estate to the quarry every day."),
        say("2026-07-03T17:00:00+00:00", "Traded the Octavia in at the garage in Bangor and came home in a "
            "Toyota Hilux, much better on the haul road."),
        top("2026-07-05T09:00:00+00:00", "what car do I drive", has="hilux"),
        served("2026-07-05T09:00:00+00:00", "what car do I drive", lacks="octavia", unless="hilux"),
    ]),
    scenario("d46-up-son-school", "update-paraphrase", "A son's school changed, said as his first week", [
        say("2026-03-03T10:00:00+00:00", "Our Kofi goes to Adenta Community Primary."),
        say("2026-09-11T18:00:00+00:00", "Kofi's first week at Achimota School went well, he is boarding and he "
            "likes the food."),
        top("2026-09-13T09:00:00+00:00", "which school does Kofi go to", has="achimota"),
        served("2026-09-13T09:00:00+00:00", "which school does Kofi go to", lacks="adenta", unless="achimota"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d46-gone-observatory", "gone", "Volunteering at an observatory stopped", [
        say("2026-01-17T10:00:00+00:00", "I volunteer at the observatory in Brecon every Friday night, running "
            "the telescope for visitors."),
        say("2026-09-26T10:00:00+00:00", "I've stopped the Friday nights at the observatory, can't do the late "
            "drive home any more with my eyes."),
        facts("2026-09-27T09:00:00+00:00", "where do I volunteer", lacks="brecon",
              unless=("stopped", "any more")),
    ]),
    scenario("d46-gone-warfarin", "gone", "A medicine stopped by the doctor", [
        say("2026-02-02T10:00:00+00:00", "hi it's Carol um I'm on warfarin for the heart thing, five milligrams "
            "a day"),
        say("2026-07-21T18:00:00+00:00", "um so the clinic took me off the warfarin last week, I don't take "
            "anything for the heart now, okay bye"),
        facts("2026-07-22T09:00:00+00:00", "what medication am I on", lacks="five milligrams",
              unless=("took me off", "don't take")),
    ]),
    scenario("d46-gone-thatching-job", "gone", "A job ended by retirement, no new one", [
        say("2026-03-10T10:00:00+00:00", "I'm a thatcher, I do most of the roofs round West Penwith."),
        say("2026-08-18T10:00:00+00:00", "Hung up me leggett for good last week, retired now, my 'ansum, no more "
            "ladders for me."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="west penwith",
              unless=("retired", "no more")),
    ]),
    scenario("d46-gone-ferret", "gone", "A pet given away, the other stays", [
        say("2026-04-06T10:00:00+00:00", "We've two ferrets, Pickle and Bisto, they live in a hutch by the "
            "shed."),
        say("2026-10-12T10:00:00+00:00", "Gave Bisto to my mate in Crosby, he needed a buddy for his, Pickle's "
            "staying with us."),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", has="pickle"),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", lacks="bisto", unless=("gave",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d46-mv-swahili-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-19T10:00:00+00:00", "I speak Dholuo and English, those are my two main ones."),
        say("2026-05-20T10:00:00+00:00", "I speak Swahili too, I picked it up properly when I was in Mombasa "
            "for college."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="dholuo"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="swahili"),
    ]),
    scenario("d46-mv-bandol", "multi-valued", "Instruments grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I does play the cuatro for the parang side every Christmas."),
        say("2026-06-15T10:00:00+00:00", "I also start playing the bandol now, my uncle teaching me on "
            "Sundays."),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="cuatro"),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="bandol"),
    ]),
    scenario("d46-mv-sales-drop", "multi-valued", "Two kinds of sale run, one stopped", [
        say("2026-03-16T10:00:00+00:00", "We run two kinds of sale, antiques and vintage cars."),
        say("2026-09-21T10:00:00+00:00", "We've stopped doing the vintage cars, insurance was a nightmare, but "
            "the antiques sales carry on every month."),
        facts("2026-09-22T09:00:00+00:00", "what kinds of sale do we run", has="antiques"),
        facts("2026-09-22T09:00:00+00:00", "what kinds of sale do we run", lacks="vintage cars",
              unless=("stopped",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d46-dec-compost", "decision", "A compost supplier chosen, then replaced by name days later", [
        say("2026-03-01T10:00:00+00:00", "We're getting the mushroom compost from Ballymena from April."),
        say("2026-03-05T10:00:00+00:00", "Ballymena can't do the volumes, so the compost's coming from "
            "Cootehill now."),
        top("2026-03-06T09:00:00+00:00", "where are we getting the mushroom compost from", has="cootehill"),
        served("2026-03-06T09:00:00+00:00", "where are we getting the mushroom compost from",
               lacks="from ballymena", unless="cootehill"),
    ]),
    scenario("d46-dec-quartz-jobs", "decision", "A decision to stop quartz jobs taken back", [
        say("2026-04-13T10:00:00+00:00", "Decision made, no more quartz watch jobs from May, mechanical only."),
        say("2026-04-27T10:00:00+00:00", "I'm keeping the quartz jobs after all, the battery swaps pay the "
            "rent."),
        top("2026-04-28T09:00:00+00:00", "am I stopping quartz watch jobs", has=("after all", "keeping the quartz")),
        served("2026-04-28T09:00:00+00:00", "am I stopping quartz watch jobs", lacks="mechanical only",
               unless=("after all", "keeping the quartz")),
    ]),
    scenario("d46-dec-roof-material", "decision", "A roof material changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "The chapel roof at Zennor is going in wheat straw."),
        say("2026-11-03T10:00:00+00:00", "Trustees rang, they want water reed instead of the wheat straw, lasts "
            "longer."),
        top("2026-11-04T09:00:00+00:00", "what is the chapel roof going in", has="water reed"),
        served("2026-11-04T09:00:00+00:00", "what is the chapel roof going in", lacks="going in wheat straw",
               unless="water reed"),
    ]),
    scenario("d46-dec-barbecue", "decision", "A venue 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "Subject: team do\n\u2022 The quarry's summer barbecue is booked at the "
            "Bulkeley Arms"),
        say("2026-01-12T10:00:00+00:00", "Scrap the Bulkeley Arms, they've double-booked us, the barbecue's at "
            "the rugby club instead."),
        top("2026-01-13T09:00:00+00:00", "where is the quarry's summer barbecue", has="rugby club"),
        served("2026-01-13T09:00:00+00:00", "where is the quarry's summer barbecue", lacks="booked at the bulkeley",
               unless="rugby club"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d46-para-ward", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work on Trelawny ward at Treliske."),
        say("2026-05-12T10:00:00+00:00", "My job's on Trelawny, the surgical ward up at Treliske hospital, band "
            "6."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="trelawny", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d46-para-paper", "paraphrase", "A paper set for said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I set the cryptic crossword for the Sunday Herald."),
        say("2026-04-23T10:00:00+00:00", "The Sunday Herald's cryptic is mine, have done it for six years now."),
        top("2026-04-24T09:00:00+00:00", "which paper do I set the crossword for", has="sunday herald",
            contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d46-para-hometown", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from Carbonear, Newfoundland."),
        say("2026-07-04T10:00:00+00:00", "Born an' raised in Carbonear, b'y, on the North Shore of Conception "
            "Bay."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="carbonear", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d46-ff-quarry-shift", "flip-flop", "A quarry shift back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on the early shift at the quarry this month."),
        say("2026-09-28T10:00:00+00:00", "Foreman's put me on lates now."),
        say("2026-10-19T10:00:00+00:00", "back on the early shift, the lates were killing me"),
        contested("2026-10-21T10:00:00+00:00", "which shift do I work at the quarry", ["early", "late"]),
    ]),
    scenario("d46-ff-growing-room", "flip-flop", "A growing room back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "Ah'm looking after growing room 3 this flush."),
        say("2026-01-31T10:00:00+00:00", "Boss has moved me ower tae growing room 5."),
        say("2026-02-21T10:00:00+00:00", "Room 3 again fae Monday, Davie's aff wi his back."),
        contested("2026-02-23T10:00:00+00:00", "which growing room do I look after", ["room 3", "room 5"]),
    ]),
    scenario("d46-ff-crossword-day", "flip-flop", "A crossword slot back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "My cryptic runs in the Tuesday paper."),
        say("2026-04-27T10:00:00+00:00", "The editor's moved my cryptic to Thursdays."),
        say("2026-05-18T10:00:00+00:00", "tuesdays again from next week, the Thursday slot went to the new guy"),
        contested("2026-05-20T10:00:00+00:00", "which day does my cryptic run", ["tuesday", "thursday"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d46-frame-astronaut-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a watch repairer, I've got a unit on Bold Street."),
        say("2026-02-18T21:00:00+00:00", "If I'd kept up the maths at school I'd be an astronaut by now, floating "
            "about on the space station."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="watch repairer"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="astronaut"),
    ]),
    scenario("d46-frame-role-skipper", "framing", "A role-played island is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Twillingate, right by the harbour."),
        say("2026-06-09T19:00:00+00:00", "Okay, you be the tourist and I'll play an old sealer livin' out on "
            "Funk Island, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="twillingate"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="funk island"),
    ]),
    scenario("d46-frame-uncle-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I am a caregiver in Toronto, I look after an elderly lady in "
            "Scarborough."),
        say("2026-09-02T19:00:00+00:00", "My tito always says 'I'm the best jeepney driver in all of Iloilo', "
            "hay naku."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="caregiver"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="jeepney"),
    ]),
]
