"""A never-tuned check of belief scenarios (``--set dev35`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on a12e31d; committed before
it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a
ferry sailing, a hearing clinic's room, a dry cleaner's machine service, an allotment society's rent, a
magistrates' court legal adviser, a prison officer's promotion, a New York lease, a Malaysian bank move, a
Midwestern farm's tractor, a ballet company, an allotment plot given up, a Dublin dry cleaner's closing, a
Ménière's medicine stopped, a livery horse sold, Ghanaian languages, a latex allergy, village cricket and pub darts,
a parish council's skip firm, a dancer's retirement, a ski resort's lift, a print shop's wedding invitations, a
cricket club, a cable installer's employer, a coffee order, a prison wing, a ferry route, a batting position, a
work coach's daydream, a role-played ski instructor, a sarcastic dry cleaner): times, rooms, dates, amounts and
names put right at once and days later, with and without a cue word; a job, home, employer, tractor and ballet
company changed by what happened rather than by naming the attribute; a plot, a job, a medicine and a horse that
are gone; languages and allergies that must accumulate, and a removal that retires exactly one; decisions replaced
by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay one
belief; a wing, a route and a batting position flip-flopped within weeks (served as contested); and a hypothetical,
a role-play and sarcasm that must not be stored beside a sincere statement. It is never to be tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV35 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d35-corr-sailing-time", "correction", "A ferry sailing time put right at once, with a cue", [
        say("2026-03-04T09:00:00+00:00", "Our sailing to Douglas on Friday is the 2:15 from Heysham."),
        say("2026-03-04T09:00:30+00:00", "Sorry, I mean the 8:45, the 2:15's the freight one."),
        top("2026-03-05T09:00:00+00:00", "what time is our sailing to Douglas", has="8:45"),
        served("2026-03-05T09:00:00+00:00", "what time is our sailing to Douglas", lacks="2:15", unless="8:45"),
    ]),
    scenario("d35-corr-clinic-room", "correction", "A hearing test room put right at once, no cue word", [
        say("2026-05-11T14:00:00+00:00", "My hearing test at the clinic is in room 4 on Tuesday."),
        say("2026-05-11T14:01:00+00:00", "Just checked the letter. Room 7, ground floor."),
        top("2026-05-12T09:00:00+00:00", "which room is my hearing test in", has="7"),
        served("2026-05-12T09:00:00+00:00", "which room is my hearing test in", lacks="room 4", unless="7"),
    ]),
    scenario("d35-corr-machine-service", "correction", "A machine service date put right days later, with "
             "'Correction'", [
        say("2026-02-02T10:00:00+00:00", "The engineer's booked to service the dry cleaning machine on the 12th."),
        say("2026-02-06T10:00:00+00:00", "Correction on the machine service, the engineer's coming on the 19th, "
            "he had the 12th double booked."),
        top("2026-02-07T09:00:00+00:00", "when is the dry cleaning machine being serviced", has="19th"),
        served("2026-02-07T09:00:00+00:00", "when is the dry cleaning machine being serviced", lacks="12th",
               unless="19th"),
    ]),
    scenario("d35-corr-plot-rent", "correction", "An allotment rent put right days later, no cue word", [
        say("2026-01-12T10:00:00+00:00", "My allotment rent is 45 pounds a year."),
        say("2026-01-19T18:00:00+00:00", "Invoice from the allotment society came through, 52 pounds for the year "
            "once the water charge is on."),
        top("2026-01-20T09:00:00+00:00", "how much is my allotment rent", has="52"),
        served("2026-01-20T09:00:00+00:00", "how much is my allotment rent", lacks="45", unless="52"),
    ]),
    scenario("d35-corr-legal-adviser", "correction", "A legal adviser's name put right days later, with "
             "'actually'", [
        say("2026-09-07T10:00:00+00:00", "The new legal adviser at the magistrates' court is a Mr Hartley."),
        say("2026-09-10T10:00:00+00:00", "The new legal adviser's name is actually Hurley, I misheard it at the "
            "briefing."),
        top("2026-09-11T09:00:00+00:00", "what is the new legal adviser called", has="hurley"),
        served("2026-09-11T09:00:00+00:00", "what is the new legal adviser called", lacks="hartley",
               unless="hurley"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d35-up-custodial-manager", "update-paraphrase", "A job changed, said as passing a board and starting", [
        say("2026-01-20T10:00:00+00:00", "I'm a prison officer on B wing at HMP Risley."),
        say("2026-06-12T18:00:00+00:00", "Passed my board! Monday I start as custodial manager, no more wing "
            "shifts for me."),
        top("2026-06-16T09:00:00+00:00", "what is my job", has="custodial manager"),
        served("2026-06-16T09:00:00+00:00", "what is my job", lacks="prison officer",
               unless="custodial manager"),
    ]),
    scenario("d35-up-hoboken", "update-paraphrase", "A home changed, said as a lease, movers and a commute", [
        say("2026-02-01T10:00:00+00:00", "I live in Astoria, one-bedroom off Ditmars."),
        say("2026-08-03T21:00:00+00:00", "Signed the lease in Hoboken, movers came Saturday, and the PATH into "
            "the city is way better than the N train ever was."),
        top("2026-08-05T09:00:00+00:00", "where do I live", has="hoboken"),
        served("2026-08-05T09:00:00+00:00", "where do I live", lacks="astoria", unless="hoboken"),
    ]),
    scenario("d35-up-cimb", "update-paraphrase", "An employer changed, said as a last day and a first report", [
        say("2026-03-02T10:00:00+00:00", "I work at Maybank in KL, in the credit cards department."),
        say("2026-07-24T19:00:00+00:00", "Last day at Maybank already, Monday I report to CIMB head office, "
            "so nervous lah."),
        top("2026-07-28T09:00:00+00:00", "where do I work", has="cimb"),
        served("2026-07-28T09:00:00+00:00", "where do I work", lacks="maybank", unless="cimb"),
    ]),
    scenario("d35-up-tractor", "update-paraphrase", "A tractor changed, said as the dealer hauling the old one off", [
        say("2026-02-15T10:00:00+00:00", "Our tractor is a John Deere 4020, she's older than I am."),
        say("2026-05-20T19:00:00+00:00", "Dealer hauled the old Deere off Tuesday, we're running a Kubota M7 "
            "now, cab's got air conditioning even."),
        top("2026-05-22T09:00:00+00:00", "what tractor do we have", has="kubota"),
        served("2026-05-22T09:00:00+00:00", "what tractor do we have", lacks="4020", unless="kubota"),
    ]),
    scenario("d35-up-royal-ballet", "update-paraphrase", "A ballet company changed, said as a first class there", [
        say("2026-01-08T10:00:00+00:00", "I dance with Scottish Ballet in Glasgow."),
        say("2026-09-01T20:00:00+00:00", "First company class with the Royal Ballet at Covent Garden today, still "
            "can't believe it."),
        top("2026-09-03T09:00:00+00:00", "which ballet company do I dance with", has="royal ballet"),
        served("2026-09-03T09:00:00+00:00", "which ballet company do I dance with", lacks="scottish ballet",
               unless="royal ballet"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d35-gone-plot", "gone", "An allotment plot handed back", [
        say("2026-01-10T10:00:00+00:00", "I've got half a plot at the Hough End allotments."),
        say("2026-10-05T10:00:00+00:00", "Gave up the Hough End plot at the AGM, the society's found a young "
            "family for it, my knees had had enough."),
        facts("2026-10-06T09:00:00+00:00", "what allotment do I have", lacks="hough end",
              unless=("gave up", "young family")),
    ]),
    scenario("d35-gone-dry-cleaner", "gone", "A job ended by the shop closing, no new one", [
        say("2026-02-03T10:00:00+00:00", "I work on the counter at the dry cleaner's on Camden Street."),
        say("2026-09-14T16:00:00+00:00", "The dry cleaner's on Camden Street shut its doors on Friday, so I'm out "
            "of work now, looking around."),
        facts("2026-09-15T09:00:00+00:00", "where do I work", lacks="camden street",
              unless=("shut", "out of work")),
    ]),
    scenario("d35-gone-betahistine", "gone", "A medicine stopped by the consultant", [
        say("2026-03-03T10:00:00+00:00", "I take betahistine for my Meniere's."),
        say("2026-07-07T10:00:00+00:00", "The consultant's taken me off the betahistine, it wasn't doing a thing "
            "for the dizziness."),
        facts("2026-07-08T09:00:00+00:00", "what medications do I take", lacks="betahistine",
              unless=("taken me off", "off the betahistine")),
    ]),
    scenario("d35-gone-livery-horse", "gone", "One of two horses sold, the other stays", [
        say("2026-04-02T10:00:00+00:00", "I've got two horses at livery, Biscuit and Major."),
        say("2026-08-19T18:00:00+00:00", "Sold Major to a Pony Club family over in Cheshire, it's just Biscuit "
            "now."),
        facts("2026-08-20T09:00:00+00:00", "what horses do I have", has="biscuit"),
        facts("2026-08-20T09:00:00+00:00", "what horses do I have", lacks="major", unless=("sold",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d35-mv-hausa-as-well", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-14T10:00:00+00:00", "At home I grew up speaking Ewe, and English at school of course."),
        say("2026-06-16T10:00:00+00:00", "I speak Hausa as well now, I picked it up during my national service "
            "in Tamale."),
        facts("2026-06-17T09:00:00+00:00", "what languages do I speak", has="ewe"),
        facts("2026-06-17T09:00:00+00:00", "what languages do I speak", has="hausa"),
    ]),
    scenario("d35-mv-latex-too", "multi-valued", "Allergies grown by 'too'", [
        say("2026-02-09T10:00:00+00:00", "The GP's got me down as allergic to penicillin since I was a baby."),
        say("2026-05-21T10:00:00+00:00", "Turns out I'm allergic to latex too, came up in welts from the gloves at "
            "the clinic."),
        facts("2026-05-22T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-05-22T09:00:00+00:00", "what am I allergic to", has="latex"),
    ]),
    scenario("d35-mv-darts-dropped", "multi-valued", "Two sports, one given up", [
        say("2026-03-06T10:00:00+00:00", "I play cricket for the village and darts for the Red Lion."),
        say("2026-09-11T10:00:00+00:00", "Packed in the darts, the Red Lion team folded, still playing cricket "
            "though."),
        facts("2026-09-12T09:00:00+00:00", "what sports do I play", has="cricket"),
        facts("2026-09-12T09:00:00+00:00", "what sports do I play", lacks="darts",
              unless=("packed in", "folded")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d35-dec-skip-firm", "decision", "A skip firm chosen, then replaced by name days later", [
        say("2026-03-02T10:00:00+00:00", "The parish council's booked Blackburn Skips for the spring clean-up."),
        say("2026-03-09T10:00:00+00:00", "Blackburn Skips let us down on the date, so it's Ribble Valley Waste for "
            "the clean-up now."),
        top("2026-03-10T09:00:00+00:00", "who is doing the skips for the spring clean-up", has="ribble valley"),
        served("2026-03-10T09:00:00+00:00", "who is doing the skips for the spring clean-up",
               lacks="booked blackburn skips", unless="ribble valley"),
    ]),
    scenario("d35-dec-retirement", "decision", "A decision to retire taken back", [
        say("2026-04-14T10:00:00+00:00", "I've decided to retire from dancing at the end of this season."),
        say("2026-04-30T10:00:00+00:00", "I'm not retiring after all, they've offered me character roles for two "
            "more years."),
        top("2026-05-01T09:00:00+00:00", "am I retiring from dancing", has=("not retiring", "after all")),
        served("2026-05-01T09:00:00+00:00", "am I retiring from dancing", lacks="decided to retire",
               unless=("not retiring", "after all")),
    ]),
    scenario("d35-dec-lift", "decision", "A lift opening changed 'instead'", [
        say("2026-12-01T10:00:00+00:00", "We're opening the Back Bowl lift on Saturday."),
        say("2026-12-03T10:00:00+00:00", "Avalanche risk's too high up there, so we're opening Chair 9 and the "
            "terrain park instead."),
        top("2026-12-04T09:00:00+00:00", "which lift are we opening on Saturday", has="chair 9"),
        served("2026-12-04T09:00:00+00:00", "which lift are we opening on Saturday", lacks="back bowl",
               unless="chair 9"),
    ]),
    scenario("d35-dec-invite-card", "decision", "An invitation card chosen, then 'scrap' it for another", [
        say("2026-06-08T10:00:00+00:00", "We're printing the Whitaker wedding invites on 350gsm silk."),
        say("2026-06-10T10:00:00+00:00", "Scrap the silk for the Whitaker invites, the bride wants 400gsm uncoated "
            "instead."),
        top("2026-06-11T09:00:00+00:00", "what card are the Whitaker invites on", has="uncoated"),
        served("2026-06-11T09:00:00+00:00", "what card are the Whitaker invites on", lacks="350gsm silk",
               unless="uncoated"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d35-para-cricket-club", "paraphrase", "A cricket club said twice in other words stays one belief", [
        say("2026-04-04T10:00:00+00:00", "I play for Great Ayton Cricket Club."),
        say("2026-07-11T10:00:00+00:00", "Saturdays I'm out with the Great Ayton lads, been at the club since I "
            "was eleven."),
        top("2026-07-12T09:00:00+00:00", "which cricket club do I play for", has="great ayton", contested=False),
        no_open_conflict("2026-07-12T09:00:00+00:00"),
    ]),
    scenario("d35-para-spectrum", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-10T10:00:00+00:00", "I work for Spectrum, installing cable up in the Bronx."),
        say("2026-05-12T10:00:00+00:00", "My job's with Charter Spectrum, I do the installs in the Bronx mostly."),
        top("2026-05-13T09:00:00+00:00", "who do I work for", has="spectrum", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d35-para-coffee-order", "paraphrase", "A coffee order said twice stays one belief", [
        say("2026-03-16T10:00:00+00:00", "My usual coffee is a flat white with oat milk."),
        say("2026-06-22T10:00:00+00:00", "Oat flat white, that's always my order at the roastery."),
        top("2026-06-23T09:00:00+00:00", "what is my usual coffee order", has="flat white", contested=False),
        no_open_conflict("2026-06-23T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d35-ff-wing", "flip-flop", "A prison wing back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "They've put me on A wing this month."),
        say("2026-03-23T10:00:00+00:00", "Moved over to D wing now, they're short-staffed."),
        say("2026-04-13T10:00:00+00:00", "Governor's shoved me back onto A wing, third move in six weeks."),
        contested("2026-04-15T10:00:00+00:00", "which wing do I work on", ["a wing", "d wing"]),
    ]),
    scenario("d35-ff-ferry-route", "flip-flop", "A ferry route back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm crewing the Holyhead to Dublin route this rota."),
        say("2026-06-22T10:00:00+00:00", "Switched to the Fishguard to Rosslare crossing from this week."),
        say("2026-07-13T10:00:00+00:00", "Back on Holyhead to Dublin, the Fishguard boat's in dry dock."),
        contested("2026-07-15T10:00:00+00:00", "which ferry route do I crew", ["holyhead", "fishguard"]),
    ]),
    scenario("d35-ff-batting", "flip-flop", "A batting position back and forth within weeks", [
        say("2026-05-02T10:00:00+00:00", "Captain's got me opening for the first eleven this summer."),
        say("2026-05-16T10:00:00+00:00", "Been moved down to bat at six after two ducks."),
        say("2026-05-30T10:00:00+00:00", "Back up to open on Saturday, Raj put his back out lifting the roller."),
        contested("2026-06-01T10:00:00+00:00", "where do I bat in the order", ["open", "six"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d35-frame-lottery-trainer", "framing", "A lottery daydream is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a work coach at the jobcentre in Accrington."),
        say("2026-01-22T21:00:00+00:00", "If I won the lottery I'd be a racehorse trainer down in Lambourn, no "
            "question."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="work coach"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="racehorse trainer"),
    ]),
    scenario("d35-frame-role-whistler", "framing", "A role-played ski instructor's home is not the user's", [
        say("2026-02-05T10:00:00+00:00", "I live in Bury, just off the Walmersley Road."),
        say("2026-02-06T19:00:00+00:00", "Role-play time: you're a nervous beginner and I'm your ski instructor, "
            "I live in a chalet in Whistler."),
        top("2026-02-07T09:00:00+00:00", "where do I live", has="bury"),
        facts("2026-02-07T09:00:00+00:00", "where do I live", lacks="whistler"),
    ]),
    scenario("d35-frame-sarcastic-surgeon", "framing", "A sarcastic 'surgeon' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I work at a dry cleaner's in Walthamstow."),
        say("2026-07-02T19:00:00+00:00", "Yeah, I'm basically a top surgeon, me, I operate on wedding dresses "
            "with a steam iron."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="dry cleaner"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks="surgeon"),
    ]),
]
