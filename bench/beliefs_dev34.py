"""A thirty-fourth split of belief scenarios (``--set dev34`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, on a12e31d, by a helper who read no reader code; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains and registers not used in earlier sets
(a recording studio's session drummer, a coastguard's tide time, a hill farm's ewe count, an insurance claim's
excess, an independent cinema's 35mm season, a radiographer moved to CT, a Glasgow flat, a craft brewer's new
brewery, a stolen folding bike, a call handler made team leader, a narrowboat share, a climbing gym, a school
canteen job, two ferrets, Yoruba and Hausa, two drug allergies, a Cajun fiddle and accordion, a wake's venue, a
cinema's Monday closing, a beer festival brew, a Singaporean team retreat, a rowing club, a Nigerian insurer, a
west Texas town, a CT rota, a rowing seat, a climbing gym's junior session, a coastguard watch officer, a Glaswegian
role-play, a sarcastic funeral arranger; Cornish, Brummie, Glaswegian, Singaporean, Nigerian, Texan and Cajun
voices): names, times, counts, amounts and dates put right at once and days later, with and without a cue word; a
job, home, employer and bike changed by what happened rather than by naming the attribute; a boat share, a gym
membership, a job and a pet that are gone; languages, allergies and instruments that must accumulate, and a removal
that retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said
twice in other words that must stay one belief; a shift, a seat and a session night flip-flopped within weeks (served
as contested); and a hypothetical, a role-play and sarcasm that must not be stored beside a sincere statement. It is
a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV34 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d34-corr-drummer", "correction", "A session drummer's name put right at once, with a cue", [
        say("2026-02-09T11:00:00+00:00", "Our session drummer for the album is Danny Mahon."),
        say("2026-02-09T11:00:35+00:00", "Sorry, I mean Danny Whelan, Mahon's the bass player."),
        top("2026-02-10T09:00:00+00:00", "who is our session drummer", has="whelan"),
        served("2026-02-10T09:00:00+00:00", "who is our session drummer", lacks="danny mahon", unless="whelan"),
    ]),
    scenario("d34-corr-tide", "correction", "A high water time put right at once, no cue word", [
        say("2026-07-14T18:00:00+00:00", "High water at Padstow's 14:20 tomorrow."),
        say("2026-07-14T18:01:00+00:00", "15:05. Was reading Newquay's line on the table."),
        top("2026-07-15T08:00:00+00:00", "what time is high water at Padstow tomorrow", has="15:05"),
        served("2026-07-15T08:00:00+00:00", "what time is high water at Padstow tomorrow", lacks="14:20",
               unless="15:05"),
    ]),
    scenario("d34-corr-ewes", "correction", "A ewe count put right days later, with 'I got it wrong'", [
        say("2026-06-02T10:00:00+00:00", "We've got 640 breeding ewes on the hill this year."),
        say("2026-06-09T20:00:00+00:00", "I got the count wrong the other day, it's 710 ewes after the gather, I'd "
            "forgotten the Herdwicks on the top fell."),
        top("2026-06-10T09:00:00+00:00", "how many breeding ewes have we got", has="710"),
        served("2026-06-10T09:00:00+00:00", "how many breeding ewes have we got", lacks="640", unless="710"),
    ]),
    scenario("d34-corr-excess", "correction", "A claim's excess put right days later, no cue word", [
        say("2026-03-03T10:00:00+00:00", "The excess on the Hendry claim is £250."),
        say("2026-03-06T15:00:00+00:00", "Policy schedule for Hendry came through, the excess is £500 on escape of "
            "water."),
        top("2026-03-07T09:00:00+00:00", "what is the excess on the Hendry claim", has="500"),
        served("2026-03-07T09:00:00+00:00", "what is the excess on the Hendry claim", lacks="250", unless="500"),
    ]),
    scenario("d34-corr-season", "correction", "A 35mm season's opening date put right days later, with 'actually'", [
        say("2026-01-12T10:00:00+00:00", "Our 35mm season at the Rex opens on the 14th of March."),
        say("2026-01-16T10:00:00+00:00", "The 35mm season actually opens on the 21st, the Vertigo print's been held "
            "up."),
        top("2026-01-17T09:00:00+00:00", "when does the 35mm season open", has="21st"),
        served("2026-01-17T09:00:00+00:00", "when does the 35mm season open", lacks="14th", unless="21st"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d34-up-ct", "update-paraphrase", "A job changed, said as a new band and a first week on a scanner", [
        say("2026-01-19T10:00:00+00:00", "I'm a band 5 radiographer in the main X-ray department at Musgrove."),
        say("2026-06-12T18:00:00+00:00", "Got my band 6 in CT, first week on the scanner done and I've not broken "
            "it yet."),
        top("2026-06-15T09:00:00+00:00", "what is my job", has=("band 6", "in ct")),
        served("2026-06-15T09:00:00+00:00", "what is my job", lacks="main x-ray", unless=("band 6", "in ct")),
    ]),
    scenario("d34-up-shawlands", "update-paraphrase", "A home changed, said as the last box and a first night", [
        say("2026-02-02T10:00:00+00:00", "I stay in a top floor flat in Partick."),
        say("2026-08-29T21:00:00+00:00", "Last box is in, the new place in Shawlands has a proper back green, first "
            "night here the night."),
        top("2026-09-01T09:00:00+00:00", "where do I live", has="shawlands"),
        served("2026-09-01T09:00:00+00:00", "where do I live", lacks="partick", unless="shawlands"),
    ]),
    scenario("d34-up-brewery", "update-paraphrase", "An employer changed, said as a first brew day elsewhere", [
        say("2026-01-06T10:00:00+00:00", "I brew at Tiny Rebel in Newport."),
        say("2026-05-11T19:00:00+00:00", "First brew day at Cloudwater today, strange not being at Tiny Rebel after "
            "six years."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="cloudwater"),
        served("2026-05-13T09:00:00+00:00", "where do I work", lacks="brew at tiny rebel", unless="cloudwater"),
    ]),
    scenario("d34-up-bike", "update-paraphrase", "A bike changed, said as a theft and a secondhand buy", [
        say("2026-03-09T10:00:00+00:00", "My commuter's a Brompton, the old steel one."),
        say("2026-09-21T18:00:00+00:00", "Someone nicked the Brompton off the station rack, so I've picked up a "
            "secondhand Tern from the shop, folds even smaller."),
        top("2026-09-23T09:00:00+00:00", "what bike do I ride", has="tern"),
        served("2026-09-23T09:00:00+00:00", "what bike do I ride", lacks="brompton", unless="tern"),
    ]),
    scenario("d34-up-team-leader", "update-paraphrase", "A job changed, said as being made up to team leader", [
        say("2026-02-16T10:00:00+00:00", "I'm a call handler on the Sky broadband line in Livingston."),
        say("2026-07-20T18:00:00+00:00", "They made me up to team leader last week, so now it's me taking the "
            "escalations instead of the calls."),
        top("2026-07-22T09:00:00+00:00", "what is my job", has="team leader"),
        served("2026-07-22T09:00:00+00:00", "what is my job", lacks="call handler", unless="team leader"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d34-gone-boat-share", "gone", "A narrowboat share sold back", [
        say("2026-01-25T10:00:00+00:00", "I've got a share in a narrowboat called Kingfisher, moored at Great "
            "Haywood."),
        say("2026-10-04T10:00:00+00:00", "Sold my share in Kingfisher back to the syndicate, no more boat for me."),
        facts("2026-10-05T09:00:00+00:00", "do I have a boat", lacks="kingfisher", unless=("sold",)),
    ]),
    scenario("d34-gone-gym", "gone", "A climbing gym membership cancelled", [
        say("2026-02-01T10:00:00+00:00", "I'm a member at The Climbing Hangar in Plymouth."),
        say("2026-09-12T10:00:00+00:00", "Cancelled my Climbing Hangar membership, the shoulder's not going to let "
            "me climb again."),
        facts("2026-09-13T09:00:00+00:00", "which gym am I a member of", lacks="climbing hangar",
              unless=("cancelled",)),
    ]),
    scenario("d34-gone-canteen", "gone", "A canteen job ended by a contractor taking over, no new one", [
        say("2026-01-08T10:00:00+00:00", "I'm a dinner lady at Pennoweth Primary, been there nine year."),
        say("2026-07-17T16:00:00+00:00", "Last day at Pennoweth today, the council's handed the canteen to a "
            "contractor and I wasn't kept on."),
        facts("2026-07-18T09:00:00+00:00", "what is my job", lacks="dinner lady",
              unless=("last day", "kept on", "contractor")),
    ]),
    scenario("d34-gone-ferret", "gone", "A ferret died, the other stays", [
        say("2026-03-14T10:00:00+00:00", "We've got two ferrets, Pip and Wellard."),
        say("2026-10-30T09:00:00+00:00", "Wellard died in the night, old age, Pip's moping about the cage."),
        facts("2026-10-31T09:00:00+00:00", "what pets do I have", has="pip"),
        facts("2026-10-31T09:00:00+00:00", "what pets do I have", lacks="wellard", unless=("died",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d34-mv-hausa", "multi-valued", "Languages grown by 'as well'", [
        say("2026-02-11T10:00:00+00:00", "Yoruba's my first language, English my second."),
        say("2026-07-11T10:00:00+00:00", "I've picked up Hausa as well, from the lads on site in Kano."),
        facts("2026-07-12T09:00:00+00:00", "what languages do I speak", has="yoruba"),
        facts("2026-07-12T09:00:00+00:00", "what languages do I speak", has="hausa"),
    ]),
    scenario("d34-mv-allergies", "multi-valued", "Allergies grown by 'an' all'", [
        say("2026-03-01T10:00:00+00:00", "Can't have penicillin, I'm allergic, found out as a nipper."),
        say("2026-08-03T10:00:00+00:00", "Turns out I'm allergic to ibuprofen an' all, came up in hives after the "
            "dentist."),
        facts("2026-08-04T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-08-04T09:00:00+00:00", "what am I allergic to", has="ibuprofen"),
    ]),
    scenario("d34-mv-accordion-drop", "multi-valued", "Two instruments said apart, one given up", [
        say("2026-01-17T10:00:00+00:00", "I play fiddle at the fais do-do every Saturday."),
        say("2026-02-21T10:00:00+00:00", "I play the accordion too, my pawpaw's old one."),
        say("2026-09-26T10:00:00+00:00", "Sold the accordion to my cousin, cher, but I still play fiddle at the "
            "dance hall."),
        facts("2026-09-27T09:00:00+00:00", "what instruments do I play", has="fiddle"),
        facts("2026-09-27T09:00:00+00:00", "what instruments do I play", lacks="accordion", unless=("sold",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d34-dec-wake", "decision", "A wake's venue replaced by name 'instead'", [
        say("2026-04-06T10:00:00+00:00", "The wake's booked at the Red Lion after the service."),
        say("2026-04-08T10:00:00+00:00", "The Red Lion's double-booked us, so the wake's at the rugby club "
            "instead."),
        top("2026-04-09T09:00:00+00:00", "where is the wake", has="rugby club"),
        served("2026-04-09T09:00:00+00:00", "where is the wake", lacks="red lion", unless="rugby club"),
    ]),
    scenario("d34-dec-mondays", "decision", "A decision to close on Mondays taken back 'after all'", [
        say("2026-02-02T10:00:00+00:00", "We've decided to close the cinema on Mondays from March."),
        say("2026-02-20T10:00:00+00:00", "We're not closing on Mondays after all, the quiz night crowd saved us."),
        top("2026-02-21T09:00:00+00:00", "are we closing the cinema on Mondays", has=("not closing", "after all")),
        served("2026-02-21T09:00:00+00:00", "are we closing the cinema on Mondays", lacks="decided to close",
               unless=("not closing", "after all")),
    ]),
    scenario("d34-dec-festival-brew", "decision", "A festival beer, 'scrap' it for another", [
        say("2026-05-04T10:00:00+00:00", "For the beer festival we're brewing a mango IPA."),
        say("2026-05-07T10:00:00+00:00", "Scrap the mango IPA, can't get the puree, we'll do a rhubarb sour "
            "instead."),
        top("2026-05-08T09:00:00+00:00", "what are we brewing for the beer festival", has="rhubarb"),
        served("2026-05-08T09:00:00+00:00", "what are we brewing for the beer festival", lacks="brewing a mango",
               unless="rhubarb"),
    ]),
    scenario("d34-dec-retreat", "decision", "A team retreat moved, said in Singlish", [
        say("2026-06-01T10:00:00+00:00", "We go with the chalet at Sentosa for the team retreat."),
        say("2026-06-04T10:00:00+00:00", "Sentosa chalet cancel already lah, too expensive, we book the Pulau Ubin "
            "campsite instead."),
        top("2026-06-05T09:00:00+00:00", "where is the team retreat", has="ubin"),
        served("2026-06-05T09:00:00+00:00", "where is the team retreat", lacks="chalet at sentosa", unless="ubin"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d34-para-rowing", "paraphrase", "A rowing club said twice in other words stays one belief", [
        say("2026-01-13T10:00:00+00:00", "I'm a member of Agecroft Rowing Club, down on the Irwell in Salford."),
        say("2026-05-19T10:00:00+00:00", "Agecroft's my club, been rowing out of Salford with them since uni."),
        top("2026-05-20T09:00:00+00:00", "which rowing club am I in", has="agecroft", contested=False),
        no_open_conflict("2026-05-20T09:00:00+00:00"),
    ]),
    scenario("d34-para-leadway", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-23T10:00:00+00:00", "I work for Leadway Assurance in Ikoyi."),
        say("2026-06-08T10:00:00+00:00", "My job is at Leadway, the Ikoyi office, claims department."),
        top("2026-06-09T09:00:00+00:00", "where do I work", has="leadway", contested=False),
        no_open_conflict("2026-06-09T09:00:00+00:00"),
    ]),
    scenario("d34-para-marfa", "paraphrase", "A home said twice stays one belief", [
        say("2026-03-16T10:00:00+00:00", "We live out in Marfa, Texas."),
        say("2026-07-27T10:00:00+00:00", "Home's Marfa, way out west, y'all would hate the quiet."),
        top("2026-07-28T09:00:00+00:00", "where do I live", has="marfa", contested=False),
        no_open_conflict("2026-07-28T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d34-ff-ct-rota", "flip-flop", "A CT rota back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on days in CT this month."),
        say("2026-03-23T10:00:00+00:00", "Switched to nights on the CT rota now."),
        say("2026-04-13T10:00:00+00:00", "Back on days again, they can't staff the nights."),
        contested("2026-04-15T10:00:00+00:00", "which shift am I on in CT", ["day", "night"]),
    ]),
    scenario("d34-ff-seat", "flip-flop", "A rowing seat back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm rowing stroke in the eight this season."),
        say("2026-09-28T10:00:00+00:00", "Coach has moved me to bow seat."),
        say("2026-10-19T10:00:00+00:00", "Stroke again, the new lad couldn't hold the rate."),
        contested("2026-10-21T10:00:00+00:00", "which seat do I row in the eight", ["stroke", "bow"]),
    ]),
    scenario("d34-ff-juniors", "flip-flop", "A junior session night back and forth within weeks", [
        say("2026-04-07T10:00:00+00:00", "I coach the juniors at the wall on Tuesdays."),
        say("2026-04-21T10:00:00+00:00", "Swapped the juniors to Thursdays."),
        say("2026-05-05T10:00:00+00:00", "juniors back on tuesdays, sorry!!"),
        contested("2026-05-07T10:00:00+00:00", "which night do I coach the juniors", ["tuesday", "thursday"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d34-frame-navy", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a watch officer at the coastguard station in Falmouth."),
        say("2026-01-22T21:00:00+00:00", "If I'd stayed in the Navy I'd be a commander on a frigate by now."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="watch officer"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks=("commander", "frigate")),
    ]),
    scenario("d34-frame-islay", "framing", "A role-played distiller's island is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Govanhill, just off Victoria Road."),
        say("2026-05-06T19:00:00+00:00", "Let's role-play: I'm a whisky distiller who lives on Islay and you're a "
            "tourist asking for a tour."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="govanhill"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="islay"),
    ]),
    scenario("d34-frame-rock-star", "framing", "A sarcastic 'rock star' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I'm a funeral arranger at Pengelly's in Redruth."),
        say("2026-07-02T19:00:00+00:00", "Oh yeah, I'm basically a rock star, me, all glamour and stretch limos."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="funeral arranger"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks="rock star"),
    ]),
]
