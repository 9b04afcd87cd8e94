"""A fifty-sixth split of belief scenarios (``--set dev56`` in bench/beliefs.py), a never-tuned check.

Written on 2026-11-29 as a never-tuned generalisation check, by a helper who read no reader code, on d7a0d31, and
committed before it was measured; never to be tuned on. Weighted to issue 21's hardest belief rules, in outdoor,
transport, public-service and crafts domains not used in earlier sets (a heritage steam railway's gala timetable and
footplate, a passport office's appointments, a community transport minibus scheme's pickups, an orienteering club's
courses, a forestry harvesting crew, a Falklands farmhouse move, a harbour tug's name and shifts, a woodturner's
lathe, a village flood wardens' training day, a school crossing patrol's sites, a national park ranger's job, a
Namibian park ranger's transfer, an Ozark cooper and a school bus driver, a Speyside cooperage, a council highways
depot's street lighting; Tasmanian, Falkland Islands, Ozark, Namibian, Nova Scotian and Shropshire English, and a
Somali speaker writing English as a second language): times, dates and distances put right at once and days later,
with and without a cue word; an employer and a home changed by what happened rather than by naming the attribute;
languages and allergies that must accumulate, and pets where "no more" retires exactly one; decisions replaced by
name or taken back ("instead", "after all", "scrap that"); a job and a hometown said twice in other words that must
stay one belief; a crossing site and a tug shift flip-flopped within weeks (served as contested); a wife's workplace
and an uncle's trade kept about them; a quotation and a hypothetical that must not be stored beside a sincere
statement; and a depot asked about as of two dates. It is never to be tuned on: report its figures, do not change
rules after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, no_open_conflict, say, scenario, served, top

DEV56 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d56-corr-gala-steam", "correction", "A gala steam departure put right at once, with a cue", [
        say("2026-03-02T18:00:00+00:00", "The first steam train out of Bridgnorth on gala Saturday leaves at 9:45."),
        say("2026-03-02T18:00:40+00:00", "Sorry, I mean 10:15 for the first steam one, 9:45 is the diesel shuttle."),
        top("2026-03-03T09:00:00+00:00", "when does the first steam train leave Bridgnorth on gala Saturday",
            has="10:15"),
        served("2026-03-03T09:00:00+00:00", "when does the first steam train leave Bridgnorth on gala Saturday",
               lacks="9:45", unless="10:15"),
    ]),
    scenario("d56-corr-passport-appointment", "correction", "A passport appointment put right days later, no cue "
             "word", [
                 say("2026-04-06T10:00:00+00:00", "My passport appointment at the Peterborough office is on Tuesday "
                     "the 14th of April at 11."),
                 say("2026-04-09T10:00:00+00:00", "Had the confirmation email through, the passport appointment in "
                     "Peterborough is Thursday the 16th at 11."),
                 top("2026-04-10T09:00:00+00:00", "when is my passport appointment", has="16th"),
                 served("2026-04-10T09:00:00+00:00", "when is my passport appointment", lacks="14th",
                        unless="16th"),
             ]),
    scenario("d56-corr-minibus-pickup", "correction", "A Dial-a-Ride pickup time put right days later, 'correction'", [
        say("2026-05-04T10:00:00+00:00", "My Dial-a-Ride pickup for physio is 7:10 on Mondays."),
        say("2026-05-07T10:00:00+00:00", "Correction to what I told you on Monday: the physio pickup is 7:40, the "
            "driver said 7:10 was the old rota."),
        top("2026-05-08T09:00:00+00:00", "what time is my physio pickup", has="7:40"),
        served("2026-05-08T09:00:00+00:00", "what time is my physio pickup", lacks="7:10", unless="7:40"),
    ]),
    scenario("d56-corr-orienteering-course", "correction", "An orienteering course length put right at once, no cue "
             "word", [
                 say("2026-06-13T09:00:00+00:00", "My course at the Long Mynd orienteering event is 6.2 km."),
                 say("2026-06-13T09:01:00+00:00", "It's 6.8 km, I misread the start list, I'm on the Blue course."),
                 top("2026-06-13T12:00:00+00:00", "how long is my orienteering course", has="6.8"),
                 served("2026-06-13T12:00:00+00:00", "how long is my orienteering course", lacks="6.2",
                        unless="6.8"),
             ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d56-up-forestry-crew", "update-paraphrase", "An employer changed, said as a hi-vis handed back and a "
             "new machine", [
                 say("2026-01-12T10:00:00+00:00", "I run a harvester for Forico up at Scottsdale."),
                 say("2026-07-03T18:00:00+00:00", "Handed back me Forico hi-vis on Friday, and Monday I start on the "
                     "new Ponsse with Hansen's crew out of Smithton."),
                 top("2026-07-08T09:00:00+00:00", "who do I work for", has="hansen"),
                 served("2026-07-08T09:00:00+00:00", "who do I work for", lacks="forico", unless="hansen"),
             ]),
    scenario("d56-up-goose-green", "update-paraphrase", "A home changed, said as keys and the last boxes", [
        say("2026-02-01T10:00:00+00:00", "I live in Stanley, up on Ross Road West."),
        say("2026-09-14T10:00:00+00:00", "Got the keys to the farmhouse at Goose Green on Saturday, the last boxes "
            "came out of Stanley on the Sunday."),
        top("2026-09-16T09:00:00+00:00", "where do I live", has="goose green"),
        served("2026-09-16T09:00:00+00:00", "where do I live", lacks="ross road", unless="goose green"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d56-dec-tug-name", "decision", "A tug's name replaced by name 'instead'", [
        say("2026-05-01T10:00:00+00:00", "The harbour board decided the new tug will be called Albatross."),
        say("2026-05-12T10:00:00+00:00", "Board's changed it, the new tug's going to be Penguin instead, there's "
            "already an Albatross in the fleet."),
        top("2026-05-13T09:00:00+00:00", "what is the new tug called", has="penguin"),
        served("2026-05-13T09:00:00+00:00", "what is the new tug called", lacks="albatross", unless="penguin"),
    ]),
    scenario("d56-dec-lathe-after-all", "decision", "A decision to sell a lathe taken back 'after all'", [
        say("2026-02-14T10:00:00+00:00", "Decided I'm selling my old Record lathe and buying an Axminster."),
        say("2026-02-28T10:00:00+00:00", "Keeping the Record after all, fitted a new belt and she runs sweet as."),
        top("2026-03-01T09:00:00+00:00", "am I selling my Record lathe", has=("after all", "keeping")),
        served("2026-03-01T09:00:00+00:00", "am I selling my Record lathe", lacks="buying an axminster",
               unless=("after all", "keeping")),
    ]),
    scenario("d56-dec-flood-training", "decision", "A training day venue replaced at once, 'scrap that'", [
        say("2026-06-01T10:00:00+00:00", "For the flood warden training day we're booking Onibury village hall on "
            "the 20th."),
        say("2026-06-01T10:05:00+00:00", "scrap that, the hall's got a wedding, we'll do it at Craven Arms fire "
            "station on the 27th"),
        top("2026-06-02T09:00:00+00:00", "where is the flood warden training day", has="fire station"),
        served("2026-06-02T09:00:00+00:00", "where is the flood warden training day", lacks="onibury",
               unless="fire station"),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d56-mv-languages-also", "multi-valued", "Languages grown by 'also', in a second language", [
        say("2026-01-20T10:00:00+00:00", "I speak Somali and English, and Arabic little bit from the Quran school."),
        say("2026-04-11T10:00:00+00:00", "I also speak Italian, my grandfather teach me when I was child in "
            "Mogadishu."),
        facts("2026-04-12T09:00:00+00:00", "what languages do I speak", has="somali"),
        facts("2026-04-12T09:00:00+00:00", "what languages do I speak", has="italian"),
    ]),
    scenario("d56-mv-mules-no-more", "multi-valued", "Pets where 'no more' retires exactly one", [
        say("2026-02-03T10:00:00+00:00", "We got us two mules, Dolly and Pete, and a coonhound called Ranger."),
        say("2026-09-18T10:00:00+00:00", "We don't have Pete no more, sold him to a fella in Mountain View, still "
            "got Dolly and Ranger though."),
        facts("2026-09-19T09:00:00+00:00", "what animals do I have", has="dolly"),
        facts("2026-09-19T09:00:00+00:00", "what animals do I have", has="ranger"),
        facts("2026-09-19T09:00:00+00:00", "what animals do I have", lacks="pete", unless=("no more", "sold")),
    ]),
    scenario("d56-mv-allergies-as-well", "multi-valued", "Allergies grown by 'as well'", [
        say("2026-03-03T10:00:00+00:00", "I'm allergic to wasp stings, I carry two EpiPens on the hill."),
        say("2026-07-21T10:00:00+00:00", "Found out I'm allergic to birch pollen as well, the whole of May was a "
            "nightmare on patrol."),
        facts("2026-07-22T09:00:00+00:00", "what am I allergic to", has="wasp"),
        facts("2026-07-22T09:00:00+00:00", "what am I allergic to", has="birch"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d56-para-ranger", "paraphrase", "A ranger's job said twice in other words stays one belief", [
        say("2026-01-08T10:00:00+00:00", "I'm a ranger with the National Trust on the Long Mynd."),
        say("2026-05-19T10:00:00+00:00", "Been rangering on the Long Mynd for the Trust going on nine years now."),
        top("2026-05-20T09:00:00+00:00", "what is my job", has="ranger", contested=False),
        no_open_conflict("2026-05-20T09:00:00+00:00"),
    ]),
    scenario("d56-para-cheticamp", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-02-10T10:00:00+00:00", "I'm from Cheticamp originally."),
        say("2026-06-22T10:00:00+00:00", "Born and raised in Cheticamp, out on the Cabot Trail, my whole family's "
            "still there, eh."),
        top("2026-06-23T09:00:00+00:00", "where am I from", has="cheticamp", contested=False),
        no_open_conflict("2026-06-23T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d56-ff-crossing-site", "flip-flop", "A school crossing site back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "I'm doing the crossing outside Castle Primary this term."),
        say("2026-09-22T10:00:00+00:00", "They've moved me to the crossing on Oakfield Road."),
        say("2026-10-13T10:00:00+00:00", "back at Castle Primary from Monday, the Oakfield lollipop lady's back "
            "off the sick"),
        contested("2026-10-15T10:00:00+00:00", "which school crossing do I do", ["castle", "oakfield"]),
    ]),
    scenario("d56-ff-tug-shift", "flip-flop", "A tug shift back and forth within weeks", [
        say("2026-11-02T10:00:00+00:00", "I'm on the day shift on the tug this month."),
        say("2026-11-23T10:00:00+00:00", "Harbour master's put me on nights on the tug now."),
        say("2026-12-14T10:00:00+00:00", "days again from Monday, Kev's back from leave"),
        contested("2026-12-16T10:00:00+00:00", "which shift am I on the tug", ["day", "night"]),
    ]),
    # -- other people ----------------------------------------------------------------------------------------------
    scenario("d56-other-wife-etosha", "other-people", "A wife's transfer to another park kept about her", [
        say("2026-01-15T10:00:00+00:00", "My wife Ndapandula is a ranger at the Waterberg Plateau park."),
        say("2026-02-20T10:00:00+00:00", "Ndapandula got her transfer letter, she starts at Etosha on the first of "
            "March."),
        top("2026-03-05T09:00:00+00:00", "where does Ndapandula work", has="etosha"),
        about("2026-03-05T09:00:00+00:00", "etosha", "ndapandula"),
    ]),
    scenario("d56-other-uncle-cooper", "other-people", "An uncle's trade kept about him beside the user's own job", [
        say("2026-03-14T10:00:00+00:00", "I drive a school bus for the district in West Plains."),
        say("2026-03-15T10:00:00+00:00", "My uncle Dale is a cooper, he builds whiskey barrels at the stave mill "
            "in Salem."),
        top("2026-03-16T09:00:00+00:00", "what is my job", has="school bus"),
        about("2026-03-16T09:00:00+00:00", "cooper", "dale"),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d56-frame-gaffer-quote", "framing", "A quoted gaffer and a lottery croft are not the user's plans", [
        say("2026-04-02T10:00:00+00:00", "I'm a cooper at the Speyside cooperage, been there eleven years."),
        say("2026-04-03T10:00:00+00:00", "My gaffer always says 'I'm retiring to Spain the day they pay me in "
            "whisky', he's said it every Friday since 1998."),
        say("2026-04-03T10:02:00+00:00", "If I won the lottery I'd buy a wee croft on Skye and never raise another "
            "barrel."),
        top("2026-04-04T09:00:00+00:00", "what is my job", has="cooper"),
        facts("2026-04-04T09:00:00+00:00", "where do I live", lacks=("spain", "skye")),
    ]),
    # -- as-of -----------------------------------------------------------------------------------------------------
    scenario("d56-asof-highways-depot", "as-of", "Which depot the user worked from, as of two dates", [
        say("2025-02-10T10:00:00+00:00", "I work out of the Shrewsbury highways depot."),
        say("2025-09-01T10:00:00+00:00", "Transferred to the Oswestry depot this week, closer to home."),
        say("2026-03-02T10:00:00+00:00", "Moved again, I'm at the Ludlow depot now, doing the street lighting."),
        top("2026-04-01T09:00:00+00:00", "which depot do I work out of", has="shrewsbury",
            as_of="2025-05-01T00:00:00+00:00"),
        top("2026-04-01T09:00:00+00:00", "which depot do I work out of", has="oswestry",
            as_of="2025-12-01T00:00:00+00:00"),
        top("2026-04-01T09:00:00+00:00", "which depot do I work out of", has="ludlow"),
    ]),
]
