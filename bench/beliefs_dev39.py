"""A thirty-ninth split of belief scenarios (``--set dev39`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on cf87269;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a register office wedding date, a fishmonger's price, a greyhound's trap draw, a subtitling deadline, a
pipe band contest, a recycling centre job, a Liverpool move, a landscape architects' employer and paving supplier, a
cinema projection booth, a valeting van, an allotment plot, a podcast studio's job and recording place, a bowls club
membership, sheepdogs, Ugandan languages, pipe band instruments, allergies, a hill farm's ground, a Singapore
company dinner, coastguard volunteering and watches, live subtitling, sheep shearing, register office postings, a
school sports team, a fishmonger's might-have-been, a role-played coastguard and a quoted consultant; Somerset,
Scouse, Dundonian, Teesside, Derry, Ugandan, Pakistani and Maori (New Zealand) English, Singlish touches, a
pre-teen's typed chat and a corporate email): dates, prices and numbers put right at once and days later, with and
without a cue word; a job, home, employer, role and van changed by what happened rather than by naming the
attribute; an allotment, a job, a membership and a dog that are gone; languages and instruments that must
accumulate, and a removal that retires exactly one; decisions replaced by name or taken back ("after all",
"instead", "scrap"); one fact said twice in other words that must stay one belief; a watch, an office and a team
flip-flopped within weeks (served as contested); and a might-have-been, a role-play and a quotation that must not be
stored beside a sincere statement. It is a never-tuned check: no rule is to be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV39 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d39-corr-wedding-date", "correction", "A register office booking date put right at once, with a cue", [
        say("2026-02-09T19:00:00+00:00", "Our wedding at Taunton register office is booked for the 14th of June."),
        say("2026-02-09T19:00:45+00:00", "Oops, I mean the 21st of June, the 14th were the one they couldn't do."),
        top("2026-02-10T09:00:00+00:00", "what date is our wedding", has="21st"),
        served("2026-02-10T09:00:00+00:00", "what date is our wedding", lacks="14th", unless="21st"),
    ]),
    scenario("d39-corr-hake-price", "correction", "A fish price put right at once, no cue word", [
        say("2026-03-06T06:00:00+00:00", "Hake's fourteen pound a kilo on the stall this week."),
        say("2026-03-06T06:01:00+00:00", "Sixteen pound a kilo. Read the wrong line on the docket."),
        top("2026-03-07T09:00:00+00:00", "how much is hake a kilo on the stall", has="sixteen"),
        served("2026-03-07T09:00:00+00:00", "how much is hake a kilo on the stall", lacks="fourteen",
               unless="sixteen"),
    ]),
    scenario("d39-corr-trap-draw", "correction", "A greyhound's trap put right days later, with 'I got that wrong'", [
        say("2026-04-13T10:00:00+00:00", "Our Lottie's running at Towcester on Friday night from trap 4."),
        say("2026-04-16T10:00:00+00:00", "I got that wrong about Lottie, the racecard has her in trap 2 on Friday."),
        top("2026-04-17T09:00:00+00:00", "which trap is Lottie in on Friday", has="trap 2"),
        served("2026-04-17T09:00:00+00:00", "which trap is Lottie in on Friday", lacks="trap 4", unless="trap 2"),
    ]),
    scenario("d39-corr-subtitle-deadline", "correction", "A subtitling deadline put right days later, no cue word", [
        say("2026-01-19T10:00:00+00:00", "The subtitles for the whale documentary are due on the 3rd of March."),
        say("2026-01-23T16:00:00+00:00", "Checked the purchase order this afternoon, the whale documentary "
            "subtitles are due on the 27th of February."),
        top("2026-01-24T09:00:00+00:00", "when are the whale documentary subtitles due", has="27th"),
        served("2026-01-24T09:00:00+00:00", "when are the whale documentary subtitles due", lacks="3rd of march",
               unless="27th"),
    ]),
    scenario("d39-corr-contest-day", "correction", "A pipe band contest day put right days later, with 'actually'", [
        say("2026-03-30T20:00:00+00:00", "The band's contest in Forfar is on Saturday the 9th of May, ken."),
        say("2026-04-03T20:00:00+00:00", "Forfar's actually Sunday the 10th, the Saturday wis last year's date."),
        top("2026-04-04T09:00:00+00:00", "when is the band's contest in Forfar", has="10th"),
        served("2026-04-04T09:00:00+00:00", "when is the band's contest in Forfar", lacks="9th", unless="10th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d39-up-skip-wagon", "update-paraphrase", "A job changed, said as a licence and a first week driving", [
        say("2026-01-08T10:00:00+00:00", "I work on the tills at the reuse shop by the recycling centre."),
        say("2026-06-12T18:00:00+00:00", "Got my HGV licence through and done my first week on the skip wagon for "
            "the council, beats standing at a till."),
        top("2026-06-15T09:00:00+00:00", "what is my job", has=("skip wagon", "hgv", "driving")),
        served("2026-06-15T09:00:00+00:00", "what is my job", lacks="reuse shop",
               unless=("skip wagon", "hgv", "driving")),
    ]),
    scenario("d39-up-crosby", "update-paraphrase", "A home changed, said as new keys and carrying a sofa", [
        say("2026-02-02T10:00:00+00:00", "I live in Bootle, in the flat above the chippy on Stanley Road."),
        say("2026-08-29T20:00:00+00:00", "Got the keys to me new gaff in Crosby today, our kid helped me lug the "
            "sofa up, boss."),
        top("2026-08-31T09:00:00+00:00", "where do I live", has="crosby"),
        served("2026-08-31T09:00:00+00:00", "where do I live", lacks="bootle", unless="crosby"),
    ]),
    scenario("d39-up-lda", "update-paraphrase", "An employer changed, said as a pass handed back and a start", [
        say("2026-01-14T10:00:00+00:00", "I'm a landscape architect at Gillespies, in their Leeds studio."),
        say("2026-05-08T17:30:00+00:00", "Dear all, I handed back my Gillespies pass today; from Monday I can be "
            "reached at LDA Design in Oxford."),
        top("2026-05-12T09:00:00+00:00", "where do I work", has="lda"),
        served("2026-05-12T09:00:00+00:00", "where do I work", lacks="gillespies", unless="lda"),
    ]),
    scenario("d39-up-chief-projectionist", "update-paraphrase", "A role changed, said as a name on a door", [
        say("2026-03-11T10:00:00+00:00", "I'm the relief projectionist at the Regal, I cover the others' days off."),
        say("2026-09-02T22:00:00+00:00", "Stan's retired and the manager's put my name on the booth door, I'm "
            "running the place now, chief projectionist."),
        top("2026-09-04T09:00:00+00:00", "what is my job at the cinema", has="chief"),
        served("2026-09-04T09:00:00+00:00", "what is my job at the cinema", lacks="relief", unless="chief"),
    ]),
    scenario("d39-up-vivaro", "update-paraphrase", "A van changed, said as a part-exchange", [
        say("2026-02-17T10:00:00+00:00", "I run the valeting off a white Transit, had it years, she's knackered."),
        say("2026-07-03T16:00:00+00:00", "Part-exed the old Transit at the garage in Stockton for a Vivaro with "
            "the water tank built in, well made up."),
        top("2026-07-06T09:00:00+00:00", "what van do I drive", has="vivaro"),
        served("2026-07-06T09:00:00+00:00", "what van do I drive", lacks="transit", unless="vivaro"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d39-gone-allotment", "gone", "An allotment plot handed back", [
        say("2026-01-05T10:00:00+00:00", "I've got an allotment, plot 7b up the Cheddon Road site."),
        say("2026-10-12T10:00:00+00:00", "Handed the keys back for plot 7b, my knees can't do the digging no more, "
            "my lover."),
        facts("2026-10-13T09:00:00+00:00", "do I have an allotment", lacks="7b",
              unless=("handed", "keys back", "knees")),
    ]),
    scenario("d39-gone-audio-editor", "gone", "A job ended when the studio closed, no new one", [
        say("2026-02-04T10:00:00+00:00", "I'm an audio editor at Loudmouth Studios in Hackney."),
        say("2026-09-18T16:00:00+00:00", "Loudmouth went under last week and I'm out of work now, so if you hear "
            "of anything..."),
        facts("2026-09-19T09:00:00+00:00", "what is my job", lacks="loudmouth",
              unless=("went under", "out of work")),
    ]),
    scenario("d39-gone-bowls", "gone", "A bowls club membership not renewed", [
        say("2026-03-02T10:00:00+00:00", "I'm a member of Westfield Bowls Club, I play in the triples league."),
        say("2026-11-04T10:00:00+00:00", "Packed in the bowls, didn't renew at Westfield this year, the politics "
            "got too much."),
        facts("2026-11-05T09:00:00+00:00", "what clubs am I a member of", lacks="westfield",
              unless=("packed in", "renew")),
    ]),
    scenario("d39-gone-dog", "gone", "A dog died, the other stays", [
        say("2026-04-20T10:00:00+00:00", "We've got two dogs, a staffy called Tama and an old heading dog called "
            "Moss."),
        say("2026-09-27T18:00:00+00:00", "Had to say goodbye to Moss at the vet today, he was fifteen. Tama's "
            "missing him heaps, eh."),
        facts("2026-09-28T09:00:00+00:00", "what pets do I have", has="tama"),
        facts("2026-09-28T09:00:00+00:00", "what pets do I have", lacks="moss",
              unless=("goodbye", "died", "put down")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d39-mv-swahili", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-21T10:00:00+00:00", "At home we speak Luganda, and English at work, my dear."),
        say("2026-06-24T10:00:00+00:00", "I speak Swahili as well now, my dear, two years working in Mombasa did "
            "it."),
        facts("2026-06-25T09:00:00+00:00", "what languages do I speak", has="luganda"),
        facts("2026-06-25T09:00:00+00:00", "what languages do I speak", has="swahili"),
    ]),
    scenario("d39-mv-pipes", "multi-valued", "Instruments grown by 'too'", [
        say("2026-02-25T10:00:00+00:00", "I play the snare drum in the pipe band."),
        say("2026-07-15T10:00:00+00:00", "Started on the bagpipes too, chanter lessons every Wednesday night."),
        facts("2026-07-16T09:00:00+00:00", "what instruments do I play", has="snare"),
        facts("2026-07-16T09:00:00+00:00", "what instruments do I play", has=("bagpipes", "chanter")),
    ]),
    scenario("d39-mv-allergy-cleared", "multi-valued", "Two allergies, one cleared", [
        say("2026-03-09T10:00:00+00:00", "I am allergic to penicillin and peanuts, kindly note."),
        say("2026-08-19T10:00:00+00:00", "The hospital did the challenge test and I am not allergic to penicillin "
            "any more, the peanut allergy is still there."),
        facts("2026-08-20T09:00:00+00:00", "what am I allergic to", has="peanut"),
        facts("2026-08-20T09:00:00+00:00", "what am I allergic to", lacks="penicillin",
              unless=("not allergic", "any more", "no longer")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d39-dec-paving", "decision", "A paving supplier chosen, then replaced by name days later", [
        say("2026-04-06T10:00:00+00:00", "We've picked Marshalls for the paving on the Albert Park scheme."),
        say("2026-04-10T10:00:00+00:00", "Marshalls can't hit the dates, so the Albert Park paving is going to "
            "Brett now."),
        top("2026-04-11T09:00:00+00:00", "who is supplying the paving for Albert Park", has="brett"),
        served("2026-04-11T09:00:00+00:00", "who is supplying the paving for Albert Park", lacks="marshalls",
               unless="brett"),
    ]),
    scenario("d39-dec-hill-ground", "decision", "A decision to sell land taken back", [
        say("2026-05-04T21:00:00+00:00", "We've decided to sell the hill ground, so we have, it's not paying."),
        say("2026-05-18T21:00:00+00:00", "Not selling the hill ground after all, Da wouldn't hear of it."),
        top("2026-05-19T09:00:00+00:00", "are we selling the hill ground", has=("not selling", "after all")),
        served("2026-05-19T09:00:00+00:00", "are we selling the hill ground", lacks="decided to sell",
               unless=("not selling", "after all")),
    ]),
    scenario("d39-dec-recording", "decision", "A recording place changed 'instead'", [
        say("2026-06-08T10:00:00+00:00", "We're recording the next episode at the Shoreditch studio on Thursday."),
        say("2026-06-09T10:00:00+00:00", "Shoreditch has flooded, so we're recording at my flat instead."),
        top("2026-06-10T09:00:00+00:00", "where are we recording the next episode", has="flat"),
        served("2026-06-10T09:00:00+00:00", "where are we recording the next episode", lacks="shoreditch studio",
               unless="flat"),
    ]),
    scenario("d39-dec-company-dinner", "decision", "A company dinner place, 'scrap' it for another", [
        say("2026-11-02T10:00:00+00:00", "For the company dinner we book the zi char place at Toa Payoh."),
        say("2026-11-05T10:00:00+00:00", "Scrap the zi char lah, boss wants steamboat, we book Haidilao at Bugis "
            "instead."),
        top("2026-11-06T09:00:00+00:00", "where is the company dinner", has="haidilao"),
        served("2026-11-06T09:00:00+00:00", "where is the company dinner", lacks="toa payoh", unless="haidilao"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d39-para-coastguard", "paraphrase", "Volunteering said twice in other words stays one belief", [
        say("2026-01-17T10:00:00+00:00", "I volunteer with the coastguard rescue team at Brixham."),
        say("2026-05-02T10:00:00+00:00", "Been on the Brixham coastguard team a few years now, I'm one of the "
            "volunteers on the cliff rescue side."),
        top("2026-05-03T09:00:00+00:00", "what do I volunteer with", has="coastguard", contested=False),
        no_open_conflict("2026-05-03T09:00:00+00:00"),
    ]),
    scenario("d39-para-red-bee", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-11T10:00:00+00:00", "I work for Red Bee Media doing live subtitling."),
        say("2026-06-16T10:00:00+00:00", "My job's at Red Bee, I do the live captions for the lunchtime news."),
        top("2026-06-17T09:00:00+00:00", "where do I work", has="red bee", contested=False),
        no_open_conflict("2026-06-17T09:00:00+00:00"),
    ]),
    scenario("d39-para-shearer", "paraphrase", "A trade said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm a sheep shearer, I go round the farms in mid Wales every summer."),
        say("2026-07-20T10:00:00+00:00", "Shearing's my trade, I do the rounds of the hill farms up the Elan "
            "valley each summer."),
        top("2026-07-21T09:00:00+00:00", "what is my job", has="shear", contested=False),
        no_open_conflict("2026-07-21T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d39-ff-watch", "flip-flop", "A coastguard watch back and forth within weeks", [
        say("2026-02-02T10:00:00+00:00", "I'm on the day watch at the coastguard station this month."),
        say("2026-02-23T10:00:00+00:00", "Station officer's put me on nights from next week, whole rota got "
            "reshuffled."),
        say("2026-03-16T10:00:00+00:00", "back on days again, the rota's changed for the third time"),
        contested("2026-03-18T10:00:00+00:00", "which watch am I on", ["day", "night"]),
    ]),
    scenario("d39-ff-register-office", "flip-flop", "A registrar's office back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm based at the Taunton register office this month."),
        say("2026-04-27T10:00:00+00:00", "They've sent me over to Yeovil to cover sickness."),
        say("2026-05-18T10:00:00+00:00", "Back in Taunton again, make your mind up, the council."),
        contested("2026-05-20T10:00:00+00:00", "which register office am I based at", ["taunton", "yeovil"]),
    ]),
    scenario("d39-ff-sports-team", "flip-flop", "A school sports day team back and forth within weeks", [
        say("2026-05-04T16:00:00+00:00", "im in red team for sports day!!"),
        say("2026-05-18T16:00:00+00:00", "now im in blue team cos mia swapped with me"),
        say("2026-06-01T16:00:00+00:00", "back in red team lol miss changed it back"),
        contested("2026-06-03T16:00:00+00:00", "which team am I in for sports day", ["red", "blue"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d39-frame-marine-biologist", "framing", "A might-have-been is not the user's job", [
        say("2026-01-26T10:00:00+00:00", "I'm a fishmonger on the market in Grimsby."),
        say("2026-01-28T21:00:00+00:00", "Could've been a marine biologist, me, if I hadn't jacked in uni after "
            "first year."),
        top("2026-01-29T09:00:00+00:00", "what is my job", has="fishmonger"),
        facts("2026-01-29T09:00:00+00:00", "what is my job", lacks="marine biologist"),
    ]),
    scenario("d39-frame-role-coastguard", "framing", "A role-played coastguard's town is not the user's home", [
        say("2026-06-02T10:00:00+00:00", "I live in Whitby, just up from the abbey steps."),
        say("2026-06-03T19:00:00+00:00", "Let's play a game: you're a lost tourist and I'm a coastguard officer "
            "who lives in Scarborough."),
        top("2026-06-04T09:00:00+00:00", "where do I live", has="whitby"),
        facts("2026-06-04T09:00:00+00:00", "where do I live", lacks="scarborough"),
    ]),
    scenario("d39-frame-quoted-consultant", "framing", "A consultant's quoted joke is not the user's job", [
        say("2026-08-10T10:00:00+00:00", "I'm a receptionist at the fertility clinic in Leeds."),
        say("2026-08-11T18:00:00+00:00", "Our consultant always says 'I'm a plumber really, I just unblock "
            "things' when patients ask what he does."),
        top("2026-08-12T09:00:00+00:00", "what is my job", has="receptionist"),
        facts("2026-08-12T09:00:00+00:00", "what is my job", lacks="plumber"),
    ]),
]
