"""A fortieth split of belief scenarios (``--set dev40`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 86305ff; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a locksmith's
lock change, a roller derby bout date and position, a dental lab's crown price and a technician's own lab, a lido's
opening time and volunteer lifeguarding, an offshore wind farm's crew change and rotation, a Pittsburgh row house, a
Hull scaffolding firm, a window cleaner's van and a might-have-been, a son's junior ice hockey club, Kerry oyster beds,
a Zambian council pest control job, a roller derby league, Cameroonian languages, a steel pan and a cuatro, a Manx
allergy, a wedding band's Christmas do, an escape room's Tuesday closing, an upholsterer's fabric, a tree surgeons'
chipper, a podiatry clinic, an Orkney curling club, a Maltese hometown, an ice rink's shifts, a Sherpa role-play and a
sarcastic locksmith; Kerry, Hull, Manx, Orkney, Lincolnshire, Pittsburgh, Baltimore, Zambian, Nepali, British
Bangladeshi, Cameroonian, Maltese and Dutch-speaker English): days, dates, times and prices put right at once and
days later, with and without a cue word; a workplace, home, employer, van and a son's club changed by what happened
rather than by naming the attribute; volunteering, oyster beds, a job and a team that are gone; languages and
instruments that must accumulate, and a removal that retires exactly one; decisions replaced by name or taken back
("after all", "instead", "scrap"); one fact said twice in other words that must stay one belief; a wind farm, a
derby position and a rink shift flip-flopped within weeks (served as contested); and a might-have-been, a role-play
and sarcasm that must not be stored beside a sincere statement. It is a tuning split: rules may be changed after
reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV40 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d40-corr-lock-change", "correction", "A lock change day put right at once, with a cue", [
        say("2026-02-10T08:00:00+00:00", "The Murphys' lock change is booked for Thursday at 9, beyond in Listowel."),
        say("2026-02-10T08:00:50+00:00", "Sorry, no, 'tis Friday at 9 for the Murphys, Thursday's the Tralee job."),
        top("2026-02-11T09:00:00+00:00", "when is the Murphys' lock change", has="friday"),
        served("2026-02-11T09:00:00+00:00", "when is the Murphys' lock change", lacks="thursday at 9",
               unless="friday"),
    ]),
    scenario("d40-corr-bout-date", "correction", "A roller derby bout date put right at once, no cue word", [
        say("2026-03-02T19:00:00+00:00", "Our next home bout is on the 14th against the Leeds Roller Dolls."),
        say("2026-03-02T19:01:00+00:00", "The 21st for the Leeds bout. The sports hall double-booked us."),
        top("2026-03-03T09:00:00+00:00", "when is the Leeds bout", has="21st"),
        served("2026-03-03T09:00:00+00:00", "when is the Leeds bout", lacks="14th", unless="21st"),
    ]),
    scenario("d40-corr-crown-price", "correction", "A crown price put right days later, with 'I was wrong'", [
        say("2026-01-19T10:00:00+00:00", "We charge the practices £95 for a zirconia crown."),
        say("2026-01-23T15:00:00+00:00", "I was wrong about the zirconia price, it's £110 a unit since the new price "
            "list went out in January."),
        top("2026-01-24T09:00:00+00:00", "how much do we charge for a zirconia crown", has="110"),
        served("2026-01-24T09:00:00+00:00", "how much do we charge for a zirconia crown", lacks="£95",
               unless="110"),
    ]),
    scenario("d40-corr-lido-opening", "correction", "A lido opening time put right days later, with 'actually'", [
        say("2026-05-04T10:00:00+00:00", "The lido opens at 7 in the morning for the early swimmers, mela."),
        say("2026-05-08T10:00:00+00:00", "The lido actually opens at 6.30 for the early swimmers, I saw the new sign "
            "on the gate."),
        top("2026-05-09T09:00:00+00:00", "what time does the lido open", has="6.30"),
        served("2026-05-09T09:00:00+00:00", "what time does the lido open", lacks="at 7", unless="6.30"),
    ]),
    scenario("d40-corr-crew-change", "correction", "A wind farm crew change day put right days later, no cue word", [
        say("2026-06-01T10:00:00+00:00", "Crew change for the wind farm is every second Wednesday out of Grimsby."),
        say("2026-06-05T18:00:00+00:00", "Had a proper look at the rota tonight, crew change is every second Monday "
            "out of Grimsby, the transfer boats got shuffled."),
        top("2026-06-06T09:00:00+00:00", "when is the wind farm crew change", has="monday"),
        served("2026-06-06T09:00:00+00:00", "when is the wind farm crew change", lacks="wednesday",
               unless="monday"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d40-up-own-lab", "update-paraphrase", "A workplace changed, said as a notice handed in and a new lab", [
        say("2026-01-14T10:00:00+00:00", "I'm a dental technician at Precision Dental Lab in Sheffield."),
        say("2026-07-10T18:00:00+00:00", "Handed my notice in at Precision and I've set up my own little lab in "
            "Rotherham, first cases come in Monday."),
        top("2026-07-13T09:00:00+00:00", "where do I work", has="rotherham"),
        served("2026-07-13T09:00:00+00:00", "where do I work", lacks="precision dental lab", unless="rotherham"),
    ]),
    scenario("d40-up-cranberry", "update-paraphrase", "A home changed, said as the first night in the new place", [
        say("2026-02-20T10:00:00+00:00", "I live in a row house in Bloomfield, two blocks off Liberty Avenue."),
        say("2026-09-12T22:00:00+00:00", "Last of the boxes are in at the new place in Cranberry Township, first "
            "night here tonight n'at."),
        top("2026-09-14T09:00:00+00:00", "where do I live", has="cranberry"),
        served("2026-09-14T09:00:00+00:00", "where do I live", lacks="bloomfield", unless="cranberry"),
    ]),
    scenario("d40-up-humber-access", "update-paraphrase", "An employer changed, said as being taken on elsewhere", [
        say("2026-03-09T10:00:00+00:00", "I'm a scaffolder for Hull Scaffolding Services."),
        say("2026-08-21T18:00:00+00:00", "Got took on by Humber Access this week, better money an' a van, so that's "
            "me done wi' Hull Scaffolding."),
        top("2026-08-23T09:00:00+00:00", "who do I work for", has="humber access"),
        served("2026-08-23T09:00:00+00:00", "who do I work for", lacks="hull scaffolding services",
               unless="humber access"),
    ]),
    scenario("d40-up-window-van", "update-paraphrase", "A van changed, said as a part-exchange", [
        say("2026-01-27T10:00:00+00:00", "I do the window round out of an old Berlingo with a water tank in the back."),
        say("2026-06-30T17:00:00+00:00", "Part-exchanged the Berlingo for a Transit Custom with a 650-litre tank, "
            "loads more in it."),
        top("2026-07-02T09:00:00+00:00", "what van do I use for the window round", has="transit"),
        served("2026-07-02T09:00:00+00:00", "what van do I use for the window round", lacks="old berlingo",
               unless="transit"),
    ]),
    scenario("d40-up-aarav-club", "update-paraphrase", "A son's ice hockey club changed, said as his first training", [
        say("2026-02-02T10:00:00+00:00", "My son Aarav plays for the Slough Jets juniors, ice hockey, under-12s."),
        say("2026-09-07T19:00:00+00:00", "Aarav's first training with the Bracknell Bees juniors was yesterday, he "
            "loves his new coach."),
        top("2026-09-09T09:00:00+00:00", "which ice hockey team does Aarav play for", has="bracknell"),
        served("2026-09-09T09:00:00+00:00", "which ice hockey team does Aarav play for", lacks="slough jets",
               unless="bracknell"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d40-gone-lifeguarding", "gone", "Volunteer lifeguarding stopped", [
        say("2026-01-11T10:00:00+00:00", "I volunteer as a lifeguard at the lido in London Fields on Sundays."),
        say("2026-08-30T10:00:00+00:00", "I've packed in the Sunday lifeguarding at London Fields innit, my shifts "
            "at work clash with it."),
        facts("2026-08-31T09:00:00+00:00", "where do I volunteer", lacks="london fields",
              unless=("packed in",)),
    ]),
    scenario("d40-gone-oyster-beds", "gone", "Oyster beds given up", [
        say("2026-02-15T10:00:00+00:00", "I've a lease on two oyster beds at Cromane, I'm out on them every low tide."),
        say("2026-10-04T10:00:00+00:00", "I gave up the oyster beds in the end, the price of the seed was killing "
            "me."),
        facts("2026-10-05T09:00:00+00:00", "what do I farm", lacks="two oyster beds", unless=("gave up",)),
    ]),
    scenario("d40-gone-council-job", "gone", "A job ended with a contract, no new one", [
        say("2026-03-16T10:00:00+00:00", "I work as a pest control officer for Lusaka City Council."),
        say("2026-09-01T10:00:00+00:00", "The council contract finished last month, so I am not working now, I am "
            "looking for a new job, shani."),
        facts("2026-09-02T09:00:00+00:00", "what is my job", lacks="pest control officer",
              unless=("not working", "finished")),
    ]),
    scenario("d40-gone-derby-team", "gone", "A roller derby team left for good", [
        say("2026-01-25T10:00:00+00:00", "I skate for Steel City Derby Dames, I'm a blocker."),
        say("2026-07-19T10:00:00+00:00", "Hung up my skates for good after the knee op, I'm not with the Derby Dames "
            "any more."),
        facts("2026-07-20T09:00:00+00:00", "what team do I skate for", lacks="steel city",
              unless=("hung up", "any more")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d40-mv-pidgin-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-02-09T10:00:00+00:00", "I speak French and English, I grew up in Douala."),
        say("2026-06-10T10:00:00+00:00", "I speak Pidgin too, all my customers at the market talk Pidgin with me."),
        facts("2026-06-11T09:00:00+00:00", "what languages do I speak", has="french"),
        facts("2026-06-11T09:00:00+00:00", "what languages do I speak", has="pidgin"),
    ]),
    scenario("d40-mv-cuatro-as-well", "multi-valued", "Instruments grown by 'as well'", [
        say("2026-01-05T10:00:00+00:00", "I play the steel pan in the community band at the centre in Luton."),
        say("2026-04-06T10:00:00+00:00", "I play the cuatro as well now, my uncle taught me over Christmas."),
        facts("2026-04-07T09:00:00+00:00", "what instruments do I play", has="pan"),
        facts("2026-04-07T09:00:00+00:00", "what instruments do I play", has="cuatro"),
    ]),
    scenario("d40-mv-penicillin-drop", "multi-valued", "Two allergies, one taken back", [
        say("2026-03-23T10:00:00+00:00", "I'm allergic to wasp stings and to penicillin, boy."),
        say("2026-08-24T10:00:00+00:00", "Turns out I'm not allergic to penicillin, Noble's tested me, but the wasp "
            "stings still are a problem."),
        facts("2026-08-25T09:00:00+00:00", "what am I allergic to", has="wasp"),
        facts("2026-08-25T09:00:00+00:00", "what am I allergic to", lacks="penicillin", unless=("not allergic",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d40-dec-christmas-do", "decision", "A Christmas do venue chosen, then replaced by name days later", [
        say("2026-10-01T10:00:00+00:00", "The band's Christmas do is at the Grand Hotel in Scarborough."),
        say("2026-10-06T10:00:00+00:00", "The Grand can't have us that Friday, so the Christmas do's at the Crown "
            "Spa now."),
        top("2026-10-07T09:00:00+00:00", "where is the band's Christmas do", has="crown spa"),
        served("2026-10-07T09:00:00+00:00", "where is the band's Christmas do", lacks="grand hotel",
               unless="crown spa"),
    ]),
    scenario("d40-dec-tuesday-closing", "decision", "A decision to close on Tuesdays taken back", [
        say("2026-02-16T10:00:00+00:00", "We decided to close the escape room on Tuesdays from March, there are no "
            "bookings."),
        say("2026-02-27T10:00:00+00:00", "We stay open on Tuesdays after all, a company booked every Tuesday for "
            "the team building."),
        top("2026-02-28T09:00:00+00:00", "are we closing the escape room on Tuesdays",
            has=("after all", "stay open")),
        served("2026-02-28T09:00:00+00:00", "are we closing the escape room on Tuesdays", lacks="tuesdays from march",
               unless=("after all", "stay open")),
    ]),
    scenario("d40-dec-wingback-fabric", "decision", "An upholstery fabric changed 'instead'", [
        say("2026-04-14T10:00:00+00:00", "For Mrs Baxter's wingback chair I'm doing the green velvet."),
        say("2026-04-16T10:00:00+00:00", "Mrs Baxter rang, she wants the mustard linen instead of the velvet."),
        top("2026-04-17T09:00:00+00:00", "what fabric is Mrs Baxter's wingback chair getting", has="mustard"),
        served("2026-04-17T09:00:00+00:00", "what fabric is Mrs Baxter's wingback chair getting", lacks="green velvet",
               unless="mustard"),
    ]),
    scenario("d40-dec-chipper", "decision", "A wood chipper 'scrapped' for another", [
        say("2026-05-11T10:00:00+00:00", "We're buying a new Timberwolf chipper for the crew."),
        say("2026-05-14T10:00:00+00:00", "Scrap the Timberwolf, we're getting a Forst instead, there's a better "
            "dealer down in Cork."),
        top("2026-05-15T09:00:00+00:00", "what chipper are we buying", has="forst"),
        served("2026-05-15T09:00:00+00:00", "what chipper are we buying", lacks="new timberwolf", unless="forst"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d40-para-podiatry", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the podiatry clinic in Kettering."),
        say("2026-05-19T10:00:00+00:00", "My job's at the foot clinic on Montagu Street in Kettering, the NHS "
            "podiatry one."),
        top("2026-05-20T09:00:00+00:00", "where do I work", has="kettering", contested=False),
        no_open_conflict("2026-05-20T09:00:00+00:00"),
    ]),
    scenario("d40-para-curling-club", "paraphrase", "A curling club said two ways stays one belief", [
        say("2026-01-13T10:00:00+00:00", "I'm in the Kirkwall curling club."),
        say("2026-03-24T10:00:00+00:00", "I curl wi' the Kirkwall club, every Tuesday night through the winter."),
        top("2026-03-25T09:00:00+00:00", "which curling club am I in", has="kirkwall", contested=False),
        no_open_conflict("2026-03-25T09:00:00+00:00"),
    ]),
    scenario("d40-para-birkirkara", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-04-02T10:00:00+00:00", "I'm from Birkirkara, in Malta."),
        say("2026-07-15T10:00:00+00:00", "Born and raised in Birkirkara, near the old railway station, mela, my "
            "whole family is still there."),
        top("2026-07-16T09:00:00+00:00", "where am I from", has="birkirkara", contested=False),
        no_open_conflict("2026-07-16T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d40-ff-wind-farm", "flip-flop", "A wind farm rotation back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "I'm on the Hornsea Two rotation this month."),
        say("2026-09-22T10:00:00+00:00", "They've moved me over to Race Bank."),
        say("2026-10-13T10:00:00+00:00", "Back on Hornsea Two from Monday, Race Bank's got enough techs now."),
        contested("2026-10-15T10:00:00+00:00", "which wind farm am I working on", ["hornsea", "race bank"]),
    ]),
    scenario("d40-ff-derby-position", "flip-flop", "A roller derby position back and forth within weeks", [
        say("2026-01-12T10:00:00+00:00", "I'm jamming for the A team this season."),
        say("2026-02-02T10:00:00+00:00", "Coach has me blocking now."),
        say("2026-02-23T10:00:00+00:00", "Jamming again from the next bout, coach changed her mind."),
        contested("2026-02-25T10:00:00+00:00", "what position do I skate in roller derby", ["jamming", "blocking"]),
    ]),
    scenario("d40-ff-rink-shift", "flip-flop", "An ice rink shift back and forth within weeks", [
        say("2026-11-02T10:00:00+00:00", "I'm on the early shift at the rink, hon."),
        say("2026-11-23T10:00:00+00:00", "They switched me to the late shift at the rink."),
        say("2026-12-14T10:00:00+00:00", "Early shift again from Monday, the new kid wanted the lates."),
        contested("2026-12-16T10:00:00+00:00", "which shift do I work at the rink", ["early shift", "late shift"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d40-frame-architect-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a window cleaner, I've got my own round in Louth."),
        say("2026-02-18T21:00:00+00:00", "If I'd stuck at the college I'd be an architect by now, designing the "
            "windows instead of cleaning them."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="window cleaner"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="architect"),
    ]),
    scenario("d40-frame-role-sherpa", "framing", "A role-played Sherpa's village is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Aldershot, near the Gurkha museum."),
        say("2026-06-09T19:00:00+00:00", "Let's role-play: you're a trekker and I'm a Sherpa guide living in Namche "
            "Bazaar, ask me about the route."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="aldershot"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="namche"),
    ]),
    scenario("d40-frame-sarcastic-surgeon", "framing", "Sarcasm is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a locksmith, I work out of a van in the South Hills."),
        say("2026-09-02T19:00:00+00:00", "Oh sure, I'm a real brain surgeon, me, can't even find my own van keys "
            "n'at."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="locksmith"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="brain surgeon"),
    ]),
]
