"""A fifty-fifth split of belief scenarios (``--set dev55`` in bench/beliefs.py).

Written as a generalisation check, by a helper who read no reader code, on d7a0d31; committed before it was
measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a sleep clinic's
overnight studies and CPAP, a picture framer's prices and shop, a white-water rafting outfit, a maple sugarbush and
its taps, a theatre wig room, a chiropractor's practice, a jazz club's house trio and Mondays, a brickworks, a
velodrome's track bikes and accreditation, a truffle farm, a hammam, a samba school, a sled-dog kennel, a speech
therapist, a polo club, a noodle bar's flour, a bonsai nursery and a dragon boat crew's seats; Vermont, Kentucky,
Tasmanian, Malawian and Belizean English, Multicultural London English, Mandarin and Kurdish speakers writing English
as a second language, a calendar invite, an RSVP, a marketplace listing, a warranty claim and a committee notice):
dates, numbers and prices put right at once and days later, with and without a cue word ("sorry", "I was wrong",
"actually", none); a workplace, home and track bike changed by what happened rather than by naming the attribute;
languages and hobbies that must accumulate, and allergies that accumulate before "no longer allergic to" retires
exactly one of them; huskies that are gone; decisions replaced by name ("instead"), taken back ("after all") and
dropped at once ("scrap that"); one job said twice in other words that must stay one belief; a sleep-lab shift and
a dragon boat seat flip-flopped within weeks (served as contested); a brother's job kept about him; a hypothetical
that must not be stored beside a sincere statement; and an as-of question about a home. It is a tuning split: rules
may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, no_open_conflict, say, scenario, served, top

DEV55 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d55-corr-sleep-study", "correction", "A sleep study date put right at once, with a cue", [
        say("2026-01-12T09:00:00+00:00", "My overnight sleep study at Papworth is booked for Tuesday the 9th."),
        say("2026-01-12T09:00:40+00:00", "Sorry, it's Thursday the 11th, not the 9th, I misread the letter."),
        top("2026-01-13T09:00:00+00:00", "when is my sleep study", has="11th"),
        served("2026-01-13T09:00:00+00:00", "when is my sleep study", lacks="tuesday", unless="11th"),
    ]),
    scenario("d55-corr-sugarbush-taps", "correction", "A count of maple taps put right days later, no cue word", [
        say("2026-02-20T18:00:00+00:00", "We've got 1,200 taps out on the sugarbush this season."),
        say("2026-02-25T18:00:00+00:00", "Walked the lines with Everett today, it's 1,450 taps on the sugarbush "
            "this season."),
        top("2026-02-26T09:00:00+00:00", "how many taps are on the sugarbush", has="1,450"),
        served("2026-02-26T09:00:00+00:00", "how many taps are on the sugarbush", lacks="1,200", unless="1,450"),
    ]),
    scenario("d55-corr-velodrome-session", "correction", "A velodrome session time put right days later, "
             "'I was wrong'", [
                 say("2026-03-02T10:00:00+00:00", "My velodrome accreditation session is at 6pm on Saturday the "
                     "14th."),
                 say("2026-03-06T10:00:00+00:00", "I was wrong about the accreditation, it's 7:30pm, the 6pm slot "
                     "is for the juniors."),
                 top("2026-03-07T09:00:00+00:00", "what time is my velodrome accreditation", has="7:30"),
                 served("2026-03-07T09:00:00+00:00", "what time is my velodrome accreditation", lacks="6pm on",
                        unless="7:30"),
             ]),
    scenario("d55-corr-framing-price", "correction", "A framing price put right days later, 'actually'", [
        say("2026-04-01T10:00:00+00:00", "I charge £65 to frame a standard A3 print at the shop."),
        say("2026-04-06T10:00:00+00:00", "A standard A3 is actually £75 now, I put the moulding prices up in "
            "March."),
        top("2026-04-07T09:00:00+00:00", "how much do I charge to frame an A3", has="75"),
        served("2026-04-07T09:00:00+00:00", "how much do I charge to frame an A3", lacks="£65", unless="75"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d55-up-wig-room", "update-paraphrase", "A workplace changed, said as a pass handed in and a start", [
        say("2026-01-19T10:00:00+00:00", "I'm a wig maker in the Royal Opera House wig department."),
        say("2026-06-05T18:00:00+00:00", "Handed my pass in at Covent Garden today, and on Monday I start in "
            "the National Theatre's wig room."),
        top("2026-06-10T09:00:00+00:00", "where do I work", has="national theatre"),
        served("2026-06-10T09:00:00+00:00", "where do I work", lacks="royal opera", unless="national theatre"),
    ]),
    scenario("d55-up-sandy-bay", "update-paraphrase", "A home changed, said as keys and a removal truck", [
        say("2026-02-09T10:00:00+00:00", "I live in Launceston, up near the Gorge."),
        say("2026-07-18T10:00:00+00:00", "Keys to the new place in Sandy Bay came through, the removal truck "
            "left Launceston this morning and the kids start school in Hobart Monday."),
        top("2026-07-25T09:00:00+00:00", "where do I live", has=("sandy bay", "hobart")),
        served("2026-07-25T09:00:00+00:00", "where do I live", lacks="gorge", unless=("sandy bay", "hobart")),
    ]),
    scenario("d55-up-track-bike", "update-paraphrase", "A track bike changed, said as a sale and a purchase", [
        say("2026-03-10T10:00:00+00:00", "I race a Dolan track frame at the velodrome."),
        say("2026-08-02T17:00:00+00:00", "Sold the Dolan to a junior at the club and picked up a second-hand "
            "Look T20 yesterday."),
        top("2026-08-04T09:00:00+00:00", "what track bike do I race", has="look"),
        served("2026-08-04T09:00:00+00:00", "what track bike do I race", lacks="dolan track frame",
               unless="look"),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d55-mv-sorani-also", "multi-valued", "Languages grown by 'also', in a second language", [
        say("2026-01-22T10:00:00+00:00", "I speak Kurmanji and English."),
        say("2026-05-14T10:00:00+00:00", "Also I can speak Sorani now, my wife family is from Sulaymaniyah so "
            "every day I practise."),
        facts("2026-05-15T09:00:00+00:00", "what languages do I speak", has="kurmanji"),
        facts("2026-05-15T09:00:00+00:00", "what languages do I speak", has="sorani"),
    ]),
    scenario("d55-mv-bonsai-too", "multi-valued", "Hobbies grown by 'too'", [
        say("2026-02-11T10:00:00+00:00", "I play surdo in the samba school in Leith on Saturdays."),
        say("2026-06-09T10:00:00+00:00", "I've taken up bonsai too, got a little juniper on the balcony."),
        facts("2026-06-10T09:00:00+00:00", "what are my hobbies", has="samba"),
        facts("2026-06-10T09:00:00+00:00", "what are my hobbies", has="bonsai"),
    ]),
    scenario("d55-mv-allergies-no-longer", "multi-valued", "Allergies accumulate; 'no longer' retires exactly one", [
        say("2026-01-05T10:00:00+00:00", "I'm allergic to latex."),
        say("2026-02-16T10:00:00+00:00", "I'm allergic to penicillin as well, it gives me hives."),
        say("2026-03-20T10:00:00+00:00", "Also allergic to shellfish, found out the hard way at the noodle bar."),
        say("2026-09-08T10:00:00+00:00", "I'm no longer allergic to penicillin, the allergy clinic de-labelled "
            "me after a challenge test."),
        facts("2026-09-09T09:00:00+00:00", "what am I allergic to", has="latex"),
        facts("2026-09-09T09:00:00+00:00", "what am I allergic to", has="shellfish"),
        facts("2026-09-09T09:00:00+00:00", "what am I allergic to", lacks="gives me hives",
              unless=("no longer", "de-labelled")),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d55-gone-huskies", "gone", "Sled dogs that were rehomed", [
        say("2026-01-14T10:00:00+00:00", "I keep six Alaskan huskies for sled racing."),
        say("2026-10-20T10:00:00+00:00", "Rehomed the last of the huskies to a musher in Kiruna, no dogs at my "
            "place now."),
        facts("2026-10-21T09:00:00+00:00", "what pets do I have", lacks="six alaskan huskies",
              unless=("rehomed", "no dogs")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d55-dec-flour-instead", "decision", "A noodle bar's flour mill replaced by name 'instead'", [
        say("2026-04-03T10:00:00+00:00", "We've decided to get the noodle flour from Wessex Mill from May."),
        say("2026-04-15T10:00:00+00:00", "Wessex Mill can't do the volume, we're going with Shipton Mill "
            "instead."),
        top("2026-04-16T09:00:00+00:00", "which mill do we get the noodle flour from", has="shipton"),
        served("2026-04-16T09:00:00+00:00", "which mill do we get the noodle flour from", lacks="from may",
               unless="shipton"),
    ]),
    scenario("d55-dec-mondays-after-all", "decision", "A decision to close a jazz club on Mondays taken back", [
        say("2026-05-04T10:00:00+00:00", "Decision made, we're closing the jazz club on Mondays from June."),
        say("2026-05-19T10:00:00+00:00", "We're staying open on Mondays after all, the jam session's too "
            "popular to lose."),
        top("2026-05-20T09:00:00+00:00", "is the jazz club closing on Mondays", has=("after all", "staying open")),
        served("2026-05-20T09:00:00+00:00", "is the jazz club closing on Mondays", lacks="from june",
               unless=("after all", "staying open")),
    ]),
    scenario("d55-dec-scrap-polo", "decision", "A summer plan dropped at once, 'scrap that'", [
        say("2026-03-28T20:00:00+00:00", "I'm going to take polo lessons at Cowdray this summer."),
        say("2026-03-28T20:01:30+00:00", "Scrap that, the dragon boat club is half the price, I'm doing dragon "
            "boat this summer instead."),
        top("2026-03-29T09:00:00+00:00", "what am I doing this summer", has="dragon boat"),
        served("2026-03-29T09:00:00+00:00", "what am I doing this summer", lacks="polo lessons at cowdray",
               unless="dragon boat"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d55-para-chiropractor", "paraphrase", "A job said twice in other words stays one belief", [
        say("2026-02-02T10:00:00+00:00", "I'm a chiropractor in Kendal."),
        say("2026-06-23T10:00:00+00:00", "Been practising as a chiropractor in Kendal twelve years now, my own "
            "clinic on Stricklandgate."),
        top("2026-06-24T09:00:00+00:00", "what is my job", has="chiropractor", contested=False),
        no_open_conflict("2026-06-24T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d55-ff-sleep-lab-shift", "flip-flop", "A sleep-lab shift back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "I'm on the night studies at the sleep lab this month."),
        say("2026-09-21T10:00:00+00:00", "They've put me on the day clinic at the sleep lab now."),
        say("2026-10-12T10:00:00+00:00", "back on nights at the sleep lab from monday, Priya's gone on "
            "maternity leave"),
        contested("2026-10-14T10:00:00+00:00", "which shift do I work at the sleep lab", ["night", "day"]),
    ]),
    scenario("d55-ff-dragon-boat-seat", "flip-flop", "A dragon boat seat back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm paddling stroke on the dragon boat this season."),
        say("2026-05-25T10:00:00+00:00", "Coach has moved me back to the engine room on the dragon boat."),
        say("2026-06-15T10:00:00+00:00", "stroke again from saturday, Jess has done her shoulder"),
        contested("2026-06-17T10:00:00+00:00", "which seat do I paddle in the dragon boat",
                  ["stroke", "engine room"]),
    ]),
    # -- other people ----------------------------------------------------------------------------------------------
    scenario("d55-tp-brother-bricks", "third-party", "A brother's job is kept about him, not the user", [
        say("2026-01-26T10:00:00+00:00", "My elder brother Chikondi is working as a brick maker at the Chitipa "
            "brickworks."),
        say("2026-01-26T10:05:00+00:00", "Myself, I am a civil servant at the Ministry of Education in "
            "Lilongwe."),
        about("2026-01-27T09:00:00+00:00", "brick maker", "chikondi"),
        facts("2026-01-27T09:00:00+00:00", "what is my job", has="civil servant"),
        facts("2026-01-27T09:00:00+00:00", "what is my job", lacks="brick maker", unless="chikondi"),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d55-frame-hypothetical-conservator", "framing", "A hypothetical job is not stored beside the real one", [
        say("2026-04-13T10:00:00+00:00", "I'm a picture framer, I've had my own shop in Totnes since 2015."),
        say("2026-04-15T20:00:00+00:00", "If I'd stayed on at art school I'd probably be a paintings conservator "
            "at the Tate by now."),
        top("2026-04-16T09:00:00+00:00", "what is my job", has="framer"),
        facts("2026-04-16T09:00:00+00:00", "what is my job", lacks="conservator"),
    ]),
    # -- as-of -----------------------------------------------------------------------------------------------------
    scenario("d55-asof-belmopan", "as-of", "Where the user lived before a move answers as of then", [
        say("2025-09-08T10:00:00+00:00", "I am living in Belmopan, near the market."),
        say("2026-03-16T10:00:00+00:00", "We moved back to Dangriga in March, my mother needs the help."),
        top("2026-04-01T09:00:00+00:00", "where do I live", has="dangriga"),
        top("2026-04-01T09:00:00+00:00", "where do I live", has="belmopan", as_of="2025-12-01T00:00:00+00:00"),
    ]),
]
