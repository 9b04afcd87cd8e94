"""A forty-second split of belief scenarios (``--set dev42`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 86305ff;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a taxidermist's workshop, an orchestra's brass section, a mobile library van's stops, a greenhouse
nursery, a tyre fitter's bay, a sign-language interpreting agency, a museum conservation lab, a market garden, an
escape room, a ceramics kiln co-op, a funfair crew, a wildlife rescue; Scouse, Cornish, Glaswegian, Dublin,
Newfoundland, New Zealand, Trinidadian, Ghanaian, Singlish, Pakistani, Boston and Texan touches, a Polish speaker
writing English as a second language, a teenager's texting, a dictated message with speech-to-text slips, a formal
HR memo and a long rambling voice note): days, dates, times and prices put right at once and days later, with and
without a cue word; a workplace, home, employer, instrument seat and van changed by what happened rather than by
naming the attribute; volunteering, a job, an animal and a membership that are gone; languages, pets and hobbies
that must accumulate, and a removal that retires exactly one; decisions replaced by name or taken back ("after
all", "instead", "scrap"); one fact said twice in other words that must stay one belief; a ride, a stop and a shift
flip-flopped within weeks (served as contested); and a might-have-been, a role-play and a quotation that must not be
stored beside a sincere statement. Written as a never-tuned generalisation check: written blind (by a helper who
read no reader code) on 86305ff, and committed before it was measured; never to be tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV42 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d42-corr-kiln-firing", "correction", "A kiln firing day put right at once, with a cue", [
        say("2026-02-10T17:00:00+00:00", "The next glaze firing at the co-op is on Thursday, load by six."),
        say("2026-02-10T17:00:40+00:00", "Oops, not Thursday, it's Saturday, Thursday's the bisque one."),
        top("2026-02-11T09:00:00+00:00", "when is the next glaze firing", has="saturday"),
        served("2026-02-11T09:00:00+00:00", "when is the next glaze firing", lacks="on thursday, load",
               unless="saturday"),
    ]),
    scenario("d42-corr-rehearsal-time", "correction", "A brass sectional time put right at once, no cue word", [
        say("2026-03-03T18:00:00+00:00", "Brass sectional's at half seven on Wednesday in the band room, wicked "
            "important, Holst run-through."),
        say("2026-03-03T18:01:00+00:00", "Quarter past seven for the sectional. Conductor moved it up."),
        top("2026-03-04T09:00:00+00:00", "what time is the brass sectional", has="quarter past seven"),
        served("2026-03-04T09:00:00+00:00", "what time is the brass sectional", lacks="half seven",
               unless="quarter past seven"),
    ]),
    scenario("d42-corr-tyre-price", "correction", "A tyre price put right days later, with 'I was wrong'", [
        say("2026-04-07T10:00:00+00:00", "We charge £65 fitted for a standard 16-inch tyre at the bay."),
        say("2026-04-10T16:00:00+00:00", "I was wrong about the 16-inch, it's £72 fitted now, the supplier went up "
            "in March, la."),
        top("2026-04-11T09:00:00+00:00", "how much is a fitted 16-inch tyre", has="72"),
        served("2026-04-11T09:00:00+00:00", "how much is a fitted 16-inch tyre", lacks="65", unless="72"),
    ]),
    scenario("d42-corr-release-date", "correction", "An otter release date put right days later, no cue word", [
        say("2026-05-04T19:00:00+00:00", "We're releasing the two otter cubs on the 22nd up at the river, y'all "
            "come."),
        say("2026-05-08T20:00:00+00:00", "Vet checked the otter cubs today, they go back to the river on the 29th, "
            "need another week of weight on them."),
        top("2026-05-09T09:00:00+00:00", "when are the otter cubs being released", has="29th"),
        served("2026-05-09T09:00:00+00:00", "when are the otter cubs being released", lacks="22nd",
               unless="29th"),
    ]),
    scenario("d42-corr-van-stop", "correction", "A library van stop time put right days later, with 'actually'", [
        say("2026-09-01T10:00:00+00:00", "The library van's at Kilsyth Cross from ten on a Wednesday, hen."),
        say("2026-09-05T10:00:00+00:00", "Van's actually at Kilsyth Cross from eleven on Wednesdays, I checked the "
            "timetable in the cab."),
        top("2026-09-06T09:00:00+00:00", "what time is the library van at Kilsyth Cross", has="eleven"),
        served("2026-09-06T09:00:00+00:00", "what time is the library van at Kilsyth Cross", lacks="from ten",
               unless="eleven"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d42-up-conservation-lab", "update-paraphrase", "A workplace changed, said as a leaving do and a new pass",
             [
        say("2026-01-13T10:00:00+00:00", "I'm a paper conservator at the National Library in Aberystwyth."),
        say("2026-06-26T18:00:00+00:00", "Had my leaving do at the National Library and picked up my new pass at "
            "the Bodleian this morning, start in the Weston lab Monday."),
        top("2026-06-29T09:00:00+00:00", "where do I work", has="bodleian"),
        served("2026-06-29T09:00:00+00:00", "where do I work", lacks="aberystwyth", unless="bodleian"),
    ]),
    scenario("d42-up-gander", "update-paraphrase", "A home changed, said as the keys handed over and a first night", [
        say("2026-02-16T10:00:00+00:00", "I lives in Grand Falls, b'y, just off the main drag."),
        say("2026-08-30T21:00:00+00:00", "Handed the keys of the Grand Falls place to the new crowd and spent me "
            "first night in the house in Gander, some quiet."),
        top("2026-08-31T09:00:00+00:00", "where do I live", has="gander"),
        served("2026-08-31T09:00:00+00:00", "where do I live", lacks="grand falls", unless="gander"),
    ]),
    scenario("d42-up-interpreting-agency", "update-paraphrase", "An employer changed, said as a contract signed", [
        say("2026-03-09T10:00:00+00:00", "I am BSL interpreter for Signworks, mostly the hospital bookings in "
            "Leeds."),
        say("2026-09-15T18:00:00+00:00", "Today I signed contract with Clarion, so my bookings now are coming from "
            "them, Signworks is finished for me."),
        top("2026-09-16T09:00:00+00:00", "who do I work for", has="clarion"),
        served("2026-09-16T09:00:00+00:00", "who do I work for", lacks="signworks", unless="clarion"),
    ]),
    scenario("d42-up-principal-seat", "update-paraphrase", "An orchestra seat changed, said as an audition won", [
        say("2026-01-20T10:00:00+00:00", "I'm third trumpet in the Boston Civic Symphony."),
        say("2026-07-06T17:00:00+00:00", "Won the audition! Principal chair from September, the old principal "
            "retired, so no more third book for me."),
        top("2026-07-07T09:00:00+00:00", "what seat do I play in the orchestra", has="principal"),
        served("2026-07-07T09:00:00+00:00", "what seat do I play in the orchestra", lacks="third trumpet",
               unless="principal"),
    ]),
    scenario("d42-up-rescue-truck", "update-paraphrase", "A rescue vehicle changed, said as a trade-in", [
        say("2026-02-02T10:00:00+00:00", "We do the wildlife pickups in an old Ford Ranger."),
        say("2026-07-14T17:00:00+00:00", "Traded the Ranger in at the dealer in Kerrville and drove home a Toyota "
            "Tacoma with a topper, the critter crates fit in the back now."),
        top("2026-07-15T09:00:00+00:00", "what vehicle do we use for wildlife pickups", has="tacoma"),
        served("2026-07-15T09:00:00+00:00", "what vehicle do we use for wildlife pickups", lacks="ford ranger",
               unless="tacoma"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d42-gone-rescue-volunteer", "gone", "Volunteering at a hedgehog rescue stopped", [
        say("2026-01-17T10:00:00+00:00", "I volunteer at the hedgehog rescue in Bodmin every Friday."),
        say("2026-09-25T10:00:00+00:00", "I've given up the Fridays at the hedgehog place, what with the new "
            "grandbaby I've no time any more."),
        facts("2026-09-26T09:00:00+00:00", "where do I volunteer", lacks="bodmin",
              unless=("given up", "any more")),
    ]),
    scenario("d42-gone-escape-room-job", "gone", "A job ended by a closure, no new one", [
        say("2026-03-10T10:00:00+00:00", "I work as game master at the escape room in Bugis."),
        say("2026-08-18T10:00:00+00:00", "The Bugis escape room closed down already, now I'm jobless lah, "
            "searching only."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="game master",
              unless=("closed", "jobless")),
    ]),
    scenario("d42-gone-kiln-membership", "gone", "A kiln co-op membership ended", [
        say("2026-02-03T10:00:00+00:00", "I'm a member of the Mill Lane kiln co-op, I fire my pots there."),
        say("2026-10-05T10:00:00+00:00", "Cancelled my co-op membership, I've bought my own little kiln for the "
            "garage so no need."),
        facts("2026-10-06T09:00:00+00:00", "what clubs am I a member of", lacks="mill lane",
              unless=("cancelled",)),
    ]),
    scenario("d42-gone-owl", "gone", "A rescued owl released, the other stays", [
        say("2026-04-06T10:00:00+00:00", "I've two rescued owls in the aviary, Pip the barn owl and Morag the "
            "tawny."),
        say("2026-10-12T10:00:00+00:00", "Released Pip back at Wenlock Edge last night, Morag's wing won't ever be "
            "right so she's staying."),
        facts("2026-10-13T09:00:00+00:00", "what birds do I have", has="morag"),
        facts("2026-10-13T09:00:00+00:00", "what birds do I have", lacks="pip", unless=("released",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d42-mv-sign-languages", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-19T10:00:00+00:00", "I am signing Polish Sign Language and British Sign Language."),
        say("2026-05-20T10:00:00+00:00", "I do Irish Sign Language as well now, I passed the exam in Dublin last "
            "week."),
        facts("2026-05-21T09:00:00+00:00", "what sign languages do I use", has="polish"),
        facts("2026-05-21T09:00:00+00:00", "what sign languages do I use", has="irish"),
    ]),
    scenario("d42-mv-pets-also", "multi-valued", "Pets grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I've a ferret called Bonnie, took her off the rescue."),
        say("2026-06-15T10:00:00+00:00", "We've also got a tortoise now, Sheldon, somebody left him at the gate."),
        facts("2026-06-16T09:00:00+00:00", "what pets do I have", has="bonnie"),
        facts("2026-06-16T09:00:00+00:00", "what pets do I have", has="sheldon"),
    ]),
    scenario("d42-mv-instrument-drop", "multi-valued", "Two instruments, one sold", [
        say("2026-03-16T10:00:00+00:00", "I play the euphonium and the tuba in the brass section, depending on "
            "the piece."),
        say("2026-09-21T10:00:00+00:00", "Sold the tuba to a lad in the youth band, but I'm still on the "
            "euphonium every week."),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", has="euphonium"),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", lacks="tuba", unless=("sold",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d42-dec-funfair-pitch", "decision", "A funfair pitch chosen, then replaced by name days later", [
        say("2026-03-01T10:00:00+00:00", "The fair's pitching at Bray for the whole of August."),
        say("2026-03-05T10:00:00+00:00", "Bray council wants too much for the field, so we're pulling in at "
            "Tramore now."),
        top("2026-03-06T09:00:00+00:00", "where is the fair pitching in August", has="tramore"),
        served("2026-03-06T09:00:00+00:00", "where is the fair pitching in August", lacks="at bray",
               unless="tramore"),
    ]),
    scenario("d42-dec-sunday-opening", "decision", "A decision to stop Sunday trading taken back", [
        say("2026-04-13T10:00:00+00:00", "Decision made, the nursery stops opening on Sundays from May, not worth "
            "the staff."),
        say("2026-04-27T10:00:00+00:00", "We're keeping Sunday opening after all, the bedding plant rush is "
            "mostly Sundays."),
        top("2026-04-28T09:00:00+00:00", "is the nursery open on Sundays", has=("after all", "keeping sunday")),
        served("2026-04-28T09:00:00+00:00", "is the nursery open on Sundays", lacks="stops opening",
               unless=("after all", "keeping sunday")),
    ]),
    scenario("d42-dec-mount-pose", "decision", "A taxidermy mount changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "For the Hendry job I'm doing the fox as a full mount, sitting pose."),
        say("2026-11-03T10:00:00+00:00", "Mr Hendry rang, he wants a head-and-shoulders mount on a shield instead "
            "of the full one."),
        top("2026-11-04T09:00:00+00:00", "what mount am I doing for the Hendry fox", has="shield"),
        served("2026-11-04T09:00:00+00:00", "what mount am I doing for the Hendry fox", lacks="sitting pose",
               unless="shield"),
    ]),
    scenario("d42-dec-room-theme", "decision", "A new escape room theme 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "The next room we build is going to be a haunted asylum."),
        say("2026-01-12T10:00:00+00:00", "Scrap the asylum, too many complaints about the zombie one, we're doing "
            "a pirate galleon instead."),
        top("2026-01-13T09:00:00+00:00", "what is the next escape room theme", has="pirate"),
        served("2026-01-13T09:00:00+00:00", "what is the next escape room theme", lacks="haunted asylum",
               unless="pirate"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d42-para-market-garden", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the market garden up St Just."),
        say("2026-05-12T10:00:00+00:00", "My job's growing the veg at St Just market garden, polytunnels and "
            "all."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="st just", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d42-para-hometown", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I'm from Kumasi originally."),
        say("2026-04-23T10:00:00+00:00", "Born and bred in Kumasi, Ashanti Region, before I came down to Accra."),
        top("2026-04-24T09:00:00+00:00", "where am I from", has="kumasi", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d42-para-allergy", "paraphrase", "An allergy said two ways stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm allergic to fire ants."),
        say("2026-07-04T10:00:00+00:00", "Fire ant stings put me in the ER, I carry an EpiPen for them now, "
            "allergic as all get-out."),
        top("2026-07-05T09:00:00+00:00", "what am I allergic to", has="fire ant", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d42-ff-ride", "flip-flop", "A funfair ride back and forth within weeks", [
        say("2026-06-07T10:00:00+00:00", "I'm working the waltzers this month."),
        say("2026-06-28T10:00:00+00:00", "Boss has put me on the dodgems now."),
        say("2026-07-19T10:00:00+00:00", "back on the waltzers, the dodgems lad came back"),
        contested("2026-07-21T10:00:00+00:00", "which ride do I work", ["waltzers", "dodgems"]),
    ]),
    scenario("d42-ff-van-day", "flip-flop", "A library van day back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "The van does Barrhead on Thursdays now."),
        say("2026-01-31T10:00:00+00:00", "Barrhead's moved to Tuesdays on the van."),
        say("2026-02-21T10:00:00+00:00", "Thursdays again for Barrhead from next week, the depot changed it back."),
        contested("2026-02-23T10:00:00+00:00", "which day does the van do Barrhead", ["thursday", "tuesday"]),
    ]),
    scenario("d42-ff-tyre-shift", "flip-flop", "A tyre bay shift back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm on the early shift in the tyre bay."),
        say("2026-04-27T10:00:00+00:00", "They've switched me to lates in the tyre bay."),
        say("2026-05-18T10:00:00+00:00", "earlies again from next week, sound"),
        contested("2026-05-20T10:00:00+00:00", "which shift do I work in the tyre bay", ["early", "late"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d42-frame-vet-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a taxidermist, I work out of a unit in Bootle."),
        say("2026-02-18T21:00:00+00:00", "If I'd passed me chemistry I'd be a vet by now, surgery and "
            "everything."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="taxidermist"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="vet"),
    ]),
    scenario("d42-frame-role-castaway", "framing", "A role-played island home is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Lower Hutt, just up from the river."),
        say("2026-06-09T19:00:00+00:00", "Right, you be the rescue pilot and I'll play a castaway living on the "
            "Snares Islands, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="lower hutt"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="snares"),
    ]),
    scenario("d42-frame-teacher-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a sign language interpreter with the agency on Capel Street."),
        say("2026-09-02T19:00:00+00:00", "Me old teacher always said 'I'm the best tailor in Dublin', God rest "
            "him."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="interpreter"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="tailor"),
    ]),
]
