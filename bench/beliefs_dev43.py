"""A forty-third split of belief scenarios (``--set dev43`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 2053d05; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a car boot
sale's day, pitch, venue and tea hut, a snooker hall's table price, a scuba school's try-dive, centres and club trip,
a hot air balloon launch, a milliner's fitting and trade, hospital porters' hospitals, zones and Christmas do, an
Alaskan move, a saddlery employer, a karting driver's kart, a son's fencing club, an archery club's membership and
arrows, a bookbinder's bindery closed, lurchers, Kpelle and Bassa, a cello and a viola da gamba, archery and ten-pin
bowling, a dry stane dyker's home, a vegetarian diet, a hospital porter's might-have-been, a role-played Alaskan
trapper and a quoted grandad; Mackem, Teesside, Suffolk, Fife, Wiltshire, Highland, Black Country, Alaskan,
Liberian and Minnesotan English, Japanese- and Turkish-speaker English, a telegram, a gamer's chat and a voice note
without punctuation): days, dates, times and prices put right at once and days later, with and without a
cue word; a workplace, home, employer, kart and a son's club changed by what happened rather than by naming the
attribute; volunteering, a membership, a job and a dog that are gone; languages and instruments that must
accumulate, and a removal that retires exactly one; decisions replaced by name or taken back ("after all",
"instead", "scrap"); one fact said twice in other words that must stay one belief; a hospital zone, a dive centre and
a car boot pitch flip-flopped within weeks (served as contested); and a might-have-been, a role-play and a quotation
that must not be stored beside a sincere statement. Written as a generalisation check the team will tune on: written
blind (by a helper who read no reader code) on 2053d05, and committed before it was measured; rules may be changed
after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV43 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d43-corr-car-boot-day", "correction", "A car boot day put right at once, with a cue", [
        say("2026-03-02T18:00:00+00:00", "The spring car boot at the rugby club is on Sunday the 8th, gates open at "
            "seven, bor."),
        say("2026-03-02T18:00:45+00:00", "Sorry, I mean Saturday the 7th, the rugby lot have a match on the Sunday."),
        top("2026-03-03T09:00:00+00:00", "when is the spring car boot", has="7th"),
        served("2026-03-03T09:00:00+00:00", "when is the spring car boot", lacks="sunday the 8th", unless="7th"),
    ]),
    scenario("d43-corr-table-price", "correction", "A snooker table price put right days later, no cue word", [
        say("2026-01-12T19:00:00+00:00", "Table hire at the snooker hall is £7.50 an hour, cheapest in Accrington."),
        say("2026-01-16T20:00:00+00:00", "Paid for two hours tonight and it came to seventeen quid, table hire's "
            "£8.50 an hour now, they put it up after Christmas."),
        top("2026-01-17T09:00:00+00:00", "how much is table hire at the snooker hall", has="8.50"),
        served("2026-01-17T09:00:00+00:00", "how much is table hire at the snooker hall", lacks="7.50",
               unless="8.50"),
    ]),
    scenario("d43-corr-try-dive-time", "correction", "A try-dive start put right days later, with 'I was wrong'", [
        say("2026-04-06T10:00:00+00:00", "Saturday's try-dive at the Plymouth pool starts at 9 sharp."),
        say("2026-04-09T12:00:00+00:00", "I was wrong about the try-dive, it starts at half ten, the pool has lane "
            "swimming first thing."),
        top("2026-04-10T09:00:00+00:00", "what time does the try-dive start", has="half ten"),
        served("2026-04-10T09:00:00+00:00", "what time does the try-dive start", lacks="9 sharp",
               unless="half ten"),
    ]),
    scenario("d43-corr-balloon-launch", "correction", "A balloon launch time put right at once, with 'correction'", [
        say("2026-06-19T20:00:00+00:00", "Balloon launch from Ashton Court is at 6.15 tomorrow morning, crew meet "
            "at the gate."),
        say("2026-06-19T20:01:00+00:00", "Correction, launch is 5.45, the wind picks up earlier than forecast."),
        top("2026-06-19T21:00:00+00:00", "what time is the balloon launch", has="5.45"),
        served("2026-06-19T21:00:00+00:00", "what time is the balloon launch", lacks="6.15", unless="5.45"),
    ]),
    scenario("d43-corr-hat-fitting", "correction", "A hat fitting date put right days later, with 'actually'", [
        say("2026-05-04T10:00:00+00:00", "The bride's hat fitting at the studio is on Thursday the 14th, howay."),
        say("2026-05-08T10:00:00+00:00", "Hat fitting's actually Friday the 15th, she's on shift the Thursday."),
        top("2026-05-09T09:00:00+00:00", "when is the bride's hat fitting", has="15th"),
        served("2026-05-09T09:00:00+00:00", "when is the bride's hat fitting", lacks="thursday the 14th",
               unless="15th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d43-up-porter-hospital", "update-paraphrase", "A workplace changed, said as a badge handed in and a "
             "first night elsewhere", [
                 say("2026-01-19T10:00:00+00:00", "I'm a porter at the James Cook in Middlesbrough."),
                 say("2026-07-10T08:00:00+00:00", "Handed me badge in at the James Cook and did me first night at "
                     "the Friarage in Northallerton, quieter by miles."),
                 top("2026-07-12T09:00:00+00:00", "where do I work", has="friarage"),
                 served("2026-07-12T09:00:00+00:00", "where do I work", lacks="middlesbrough", unless="friarage"),
             ]),
    scenario("d43-up-wasilla", "update-paraphrase", "A home changed, said as a first night in a new house", [
        say("2026-02-02T10:00:00+00:00", "I live in a cabin outside Fairbanks, forty below last night."),
        say("2026-08-22T21:00:00+00:00", "First night in the new house in Wasilla, the Fairbanks cabin's sold and "
            "the dogs love the yard."),
        top("2026-08-24T09:00:00+00:00", "where do I live", has="wasilla"),
        served("2026-08-24T09:00:00+00:00", "where do I live", lacks="outside fairbanks", unless="wasilla"),
    ]),
    scenario("d43-up-saddlery", "update-paraphrase", "An employer changed, said as finishing at one and starting at "
             "another", [
                 say("2026-03-09T10:00:00+00:00", "I work for Abbey Saddlery in Walsall, stitching bridles, bab."),
                 say("2026-09-14T18:00:00+00:00", "Finished at Abbey on the Friday and today I started on the bench "
                     "at Ideal Saddle Company, same sort of work, better money."),
                 top("2026-09-16T09:00:00+00:00", "who do I work for", has="ideal"),
                 served("2026-09-16T09:00:00+00:00", "who do I work for", lacks="abbey saddlery", unless="ideal"),
             ]),
    scenario("d43-up-kart", "update-paraphrase", "A kart changed, said as a sale and a purchase", [
        say("2026-01-26T10:00:00+00:00", "i race a rotax max kart at buckmore park most weekends lol"),
        say("2026-10-03T17:00:00+00:00", "sold the rotax to a lad from rye and picked up a secondhand KZ gearbox "
            "kart for next season, gonna be mental"),
        top("2026-10-05T09:00:00+00:00", "what kart do I race", has="kz"),
        served("2026-10-05T09:00:00+00:00", "what kart do I race", lacks="rotax max", unless="kz"),
    ]),
    scenario("d43-up-jack-fencing", "update-paraphrase", "A son's fencing club changed, said as his first session", [
        say("2026-02-11T10:00:00+00:00", "Oor Jack fences wi' Salle Dunfermline on a Wednesday night."),
        say("2026-09-03T20:00:00+00:00", "Jack's first session at the Edinburgh Sword Club went grand, ken, he's "
            "fair chuffed wi' the new coach."),
        top("2026-09-05T09:00:00+00:00", "which fencing club does Jack go to", has="edinburgh sword"),
        served("2026-09-05T09:00:00+00:00", "which fencing club does Jack go to", lacks="salle dunfermline",
               unless="edinburgh sword"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d43-gone-tea-hut", "gone", "Volunteering on a car boot tea hut stopped", [
        say("2026-01-18T10:00:00+00:00", "I volunteer on the tea hut at the Newark car boot every Sunday morning."),
        say("2026-08-30T10:00:00+00:00", "I've packed in the tea hut at Newark, the four o'clock starts were "
            "killing me."),
        facts("2026-08-31T09:00:00+00:00", "where do I volunteer", lacks="every sunday morning",
              unless=("packed in",)),
    ]),
    scenario("d43-gone-archery-membership", "gone", "An archery club membership let lapse", [
        say("2026-02-14T10:00:00+00:00", "I'm a member of Durham Archers, I shoot there most Saturdays."),
        say("2026-10-05T10:00:00+00:00", "Let my Durham Archers membership lapse, I've not picked up a bow since the "
            "shoulder op."),
        facts("2026-10-06T09:00:00+00:00", "which clubs am I a member of", lacks="most saturdays",
              unless=("lapse",)),
    ]),
    scenario("d43-gone-bindery-job", "gone", "A job ended by a closure, no new one", [
        say("2026-03-10T10:00:00+00:00", "I am working as bookbinder at the Fine Bindery in Kettering."),
        say("2026-08-21T10:00:00+00:00", "The Fine Bindery shut its doors for good on Friday, so now I am out of work, "
            "only looking."),
        facts("2026-08-22T09:00:00+00:00", "what is my job", lacks="working as bookbinder",
              unless=("shut", "out of work")),
    ]),
    scenario("d43-gone-lurcher", "gone", "A dog died, the other stays", [
        say("2026-04-05T10:00:00+00:00", "I've two lurchers, Dusty and Moss, they come to every car boot with me."),
        say("2026-11-02T10:00:00+00:00", "We lost Moss last week, fifteen he was, Dusty's moping about without him."),
        facts("2026-11-03T09:00:00+00:00", "what pets do I have", has="dusty"),
        facts("2026-11-03T09:00:00+00:00", "what pets do I have", lacks="moss", unless=("lost",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d43-mv-bassa-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-20T10:00:00+00:00", "I speak Kpelle and English, my man."),
        say("2026-05-21T10:00:00+00:00", "I speak Bassa too, my mother people dem from Grand Bassa."),
        facts("2026-05-22T09:00:00+00:00", "what languages do I speak", has="kpelle"),
        facts("2026-05-22T09:00:00+00:00", "what languages do I speak", has="bassa"),
    ]),
    scenario("d43-mv-gamba-also", "multi-valued", "Instruments grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I play the cello in the Kendal community orchestra."),
        say("2026-06-15T10:00:00+00:00", "I've also started on the viola da gamba, lessons Thursday evenings."),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="cello"),
        facts("2026-06-16T09:00:00+00:00", "what instruments do I play", has="gamba"),
    ]),
    scenario("d43-mv-bowling-drop", "multi-valued", "Two hobbies, one given up", [
        say("2026-03-16T10:00:00+00:00", "Oh ya, my hobbies are archery and ten-pin bowling, you betcha."),
        say("2026-09-21T10:00:00+00:00", "Given up the bowling league, but I'm still at the archery range every "
            "weekend."),
        facts("2026-09-22T09:00:00+00:00", "what are my hobbies", has="archery"),
        facts("2026-09-22T09:00:00+00:00", "what are my hobbies", lacks="ten-pin", unless=("given up",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d43-dec-car-boot-venue", "decision", "A car boot venue chosen, then replaced 'instead' days later", [
        say("2026-02-01T10:00:00+00:00", "The car boot's moving to the school field from April."),
        say("2026-02-06T10:00:00+00:00", "School field's waterlogged, so the car boot's going to the rugby club car "
            "park instead."),
        top("2026-02-07T09:00:00+00:00", "where is the car boot moving to", has="rugby club"),
        served("2026-02-07T09:00:00+00:00", "where is the car boot moving to", lacks="school field",
               unless="rugby club"),
    ]),
    scenario("d43-dec-arrows", "decision", "A decision to buy carbon arrows taken back", [
        say("2026-04-13T10:00:00+00:00", "Decision made, the club's buying carbon arrows for the juniors."),
        say("2026-04-27T10:00:00+00:00", "We're sticking with the wooden arrows for the juniors after all, the "
            "carbon ones are too dear."),
        top("2026-04-28T09:00:00+00:00", "what arrows are the juniors getting", has=("after all", "sticking with")),
        served("2026-04-28T09:00:00+00:00", "what arrows are the juniors getting", lacks="buying carbon",
               unless=("after all", "sticking with")),
    ]),
    scenario("d43-dec-dive-trip", "decision", "A club trip 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "The dive club trip is to the Red Sea in October."),
        say("2026-01-12T10:00:00+00:00", "SCRAP RED SEA STOP FLIGHTS DAFT MONEY STOP DIVE CLUB DOING GOZO INSTEAD "
            "STOP"),
        top("2026-01-13T09:00:00+00:00", "where is the dive club trip", has="gozo"),
        served("2026-01-13T09:00:00+00:00", "where is the dive club trip", lacks="red sea in october",
               unless="gozo"),
    ]),
    scenario("d43-dec-christmas-do", "decision", "A Christmas do replaced by name", [
        say("2026-10-02T10:00:00+00:00", "The porters' Christmas do is at the Holiday Inn this year."),
        say("2026-10-09T10:00:00+00:00", "We've moved the porters' Christmas do to the Miners' Welfare, half the "
            "price and a free buffet."),
        top("2026-10-10T09:00:00+00:00", "where is the porters' Christmas do", has="miners"),
        served("2026-10-10T09:00:00+00:00", "where is the porters' Christmas do", lacks="holiday inn",
               unless="miners"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d43-para-milliner", "paraphrase", "A job said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I'm a milliner, I make hats for weddings and the races."),
        say("2026-05-12T10:00:00+00:00", "Hats are my trade, I've been a milliner nine years, mostly wedding and "
            "Ascot commissions."),
        top("2026-05-13T09:00:00+00:00", "what is my job", has="milliner", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d43-para-gairloch", "paraphrase", "A home said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I stay in Gairloch."),
        say("2026-04-23T10:00:00+00:00", "Home's Gairloch, over in Wester Ross, right on the loch side."),
        top("2026-04-24T09:00:00+00:00", "where do I live", has="gairloch", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d43-para-vegetarian", "paraphrase", "A diet said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I am vegetarian."),
        say("2026-07-04T10:00:00+00:00", "I am not eating meat since I was student in Ankara, vegetarian all my "
            "adult life."),
        top("2026-07-05T09:00:00+00:00", "what is my diet", has="vegetarian", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d43-ff-porter-zone", "flip-flop", "A portering zone back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm portering in outpatients this month."),
        say("2026-09-28T10:00:00+00:00", "Supervisor's moved me over to theatres now."),
        say("2026-10-19T10:00:00+00:00", "back in outpatients from monday theatres was only short for the one week"),
        contested("2026-10-21T10:00:00+00:00", "which area do I porter in", ["outpatients", "theatres"]),
    ]),
    scenario("d43-ff-dive-centre", "flip-flop", "A dive centre back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm teaching at the Plymouth centre this season."),
        say("2026-05-25T10:00:00+00:00", "They've sent me to the Torquay centre now, they were short an instructor."),
        say("2026-06-15T10:00:00+00:00", "Plymouth again from next week, Torquay's got their new lass."),
        contested("2026-06-17T10:00:00+00:00", "which dive centre do I teach at", ["plymouth", "torquay"]),
    ]),
    scenario("d43-ff-car-boot-pitch", "flip-flop", "A car boot pitch back and forth within weeks", [
        say("2026-04-05T10:00:00+00:00", "My pitch at the car boot is by the main gate."),
        say("2026-04-26T10:00:00+00:00", "They've put me on the back row by the burger van now."),
        say("2026-05-17T10:00:00+00:00", "by the main gate again from Sunday, proper job"),
        contested("2026-05-19T10:00:00+00:00", "where is my pitch at the car boot", ["main gate", "back row"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d43-frame-radiographer-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a hospital porter at the Friarage in Northallerton."),
        say("2026-02-18T21:00:00+00:00", "If I'd stuck at college I'd be a radiographer by now, proper money and "
            "all."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="porter"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="radiographer"),
    ]),
    scenario("d43-frame-role-trapper", "framing", "A role-played trapper's cabin is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Wasilla, out past the Palmer highway."),
        say("2026-06-09T19:00:00+00:00", "Okay, you be the bush pilot and I'll play a trapper living out in Bettles, "
            "go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="wasilla"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="bettles"),
    ]),
    scenario("d43-frame-grandad-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a saddler, I work out of a little unit in Walsall."),
        say("2026-09-02T19:00:00+00:00", "Me grandad always said 'I'm the finest jockey in Staffordshire', and he "
            "never sat on a horse in his life."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="saddler"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="jockey"),
    ]),
]
