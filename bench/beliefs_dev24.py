"""A twenty-third tuning split of belief scenarios (``--set dev24`` in bench/beliefs.py).

Written on 2026-11-27, on f7556d0 and before any change it was used to tune, and committed with its before figure,
by a helper who read no reader code. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a physio, parents' evening, a christening, council tax, a rent rise, a child's teacher, a barista
leaving for the Land Registry, a flat above a chippy, an MOT, a phone dropped in the bath, a move to high school,
going plant-based, a tortoise, a written-off MX-5, the National Trust, a girlfriend moving out, an energy switch, a
birthday walk, hallway paint, a piano, a nursery place, oat milk, cycling to work, a night owl, shift work, living
at Mum's during a flat sale, hair colour, retraining daydreams, a millionaire's car, a drama-class part): names,
dates, places and amounts put right at once and days later, with and without a cue word; a job, home, car, phone,
school and diet changed by what happened rather than by naming the attribute; a pet that died, a car written off, a
membership let lapse and a relationship ended; decisions taken back after days, by name or by "instead"; one fact
said twice in other words or kinds (a preference and a fact, a routine and a fact) that must stay one belief;
shifts, a home and hair colour flip-flopped within weeks (served as contested); and a hypothetical, a daydream and
a role that must not be stored beside a sincere statement.
It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV24 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d24-corr-physio-name", "correction", "A physio's name put right at once, by its spelling", [
        say("2026-03-02T10:00:00+00:00", "My new physio is called Bronwen, she's lovely."),
        say("2026-03-02T10:00:40+00:00", "Sorry, Branwen, with an a. I always get that wrong."),
        top("2026-03-03T09:00:00+00:00", "what is my physio called", has="branwen"),
        served("2026-03-03T09:00:00+00:00", "what is my physio called", lacks="bronwen", unless="branwen"),
    ]),
    scenario("d24-corr-parents-evening", "correction", "A parents' evening date put right days later, with a cue", [
        say("2026-01-12T19:00:00+00:00", "Ollie's parents' evening is on Tuesday the 10th of February."),
        say("2026-01-16T19:00:00+00:00", "Correction: Ollie's parents' evening is Wednesday the 11th, I read the "
            "letter wrong."),
        top("2026-01-17T09:00:00+00:00", "when is Ollie's parents' evening", has="11th"),
        served("2026-01-17T09:00:00+00:00", "when is Ollie's parents' evening", lacks="10th", unless="11th"),
    ]),
    scenario("d24-corr-christening-church", "correction", "A christening's church put right days later, no cue "
             "word", [
        say("2026-04-06T10:00:00+00:00", "The christening's at St Bride's in Chorlton on the 26th."),
        say("2026-04-09T18:00:00+00:00", "Just dug the invite out of the drawer: the christening's at St "
            "Werburgh's, 2pm on the 26th."),
        top("2026-04-10T09:00:00+00:00", "which church is the christening at", has="werburgh"),
        served("2026-04-10T09:00:00+00:00", "which church is the christening at", lacks="bride",
               unless="werburgh"),
    ]),
    scenario("d24-corr-council-tax", "correction", "An amount put right at once, digits swapped", [
        say("2026-05-04T10:00:00+00:00", "Our council tax is £164 a month."),
        say("2026-05-04T10:00:25+00:00", "no wait, £146, I swapped the digits"),
        top("2026-05-05T09:00:00+00:00", "how much is our council tax", has="146"),
        served("2026-05-05T09:00:00+00:00", "how much is our council tax", lacks="164", unless="146"),
    ]),
    scenario("d24-corr-rent-rise", "correction", "A new rent put right days later, no cue word", [
        say("2026-02-20T10:00:00+00:00", "The letting agent says my rent's going up to 1150 from May."),
        say("2026-02-24T10:00:00+00:00", "Reread the agency's letter properly: the new rent from May is 1120, "
            "not as bad as I thought."),
        top("2026-02-25T09:00:00+00:00", "what will my rent be from May", has="1120"),
        served("2026-02-25T09:00:00+00:00", "what will my rent be from May", lacks="1150", unless="1120"),
    ]),
    scenario("d24-corr-teacher-name", "correction", "A daughter's teacher put right days later", [
        say("2026-09-07T16:00:00+00:00", "Maisie's teacher this year is Mr Okafor."),
        say("2026-09-11T16:00:00+00:00", "Turns out Mr Okafor has the other Year 4 class, Maisie's teacher is Mrs "
            "Lindqvist."),
        top("2026-09-12T09:00:00+00:00", "who is Maisie's teacher", has="lindqvist"),
        served("2026-09-12T09:00:00+00:00", "who is Maisie's teacher", lacks="okafor", unless="lindqvist"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d24-up-probation", "update-paraphrase", "A job changed, said as passing probation elsewhere", [
        say("2026-01-09T10:00:00+00:00", "I'm a barista at the Caffè Nero on Exeter high street."),
        say("2026-06-12T17:00:00+00:00", "Passed my probation at the Land Registry today, no more 6am coffee "
            "shifts for me!"),
        top("2026-06-15T09:00:00+00:00", "where do I work", has="land registry"),
        served("2026-06-15T09:00:00+00:00", "where do I work", lacks="nero", unless="land registry"),
    ]),
    scenario("d24-up-keys-handed-back", "update-paraphrase", "A home changed, said as handing keys back and the "
             "kids' rooms", [
        say("2026-02-01T10:00:00+00:00", "We live in the flat above the chippy in Portobello."),
        say("2026-07-18T20:00:00+00:00", "Handed the keys back on the Portobello flat today, and the kids have "
            "their own rooms at last in the new house in Musselburgh."),
        top("2026-07-25T09:00:00+00:00", "where do I live", has="musselburgh"),
        served("2026-07-25T09:00:00+00:00", "where do I live", lacks="portobello", unless="musselburgh"),
    ]),
    scenario("d24-up-mot-scrapped", "update-paraphrase", "A car changed, said as scrapping one and picking up "
             "another", [
        say("2026-03-03T10:00:00+00:00", "I drive a silver Skoda Octavia estate."),
        say("2026-08-22T15:00:00+00:00", "The Octavia failed its MOT so badly we scrapped it, and picked up a "
            "second-hand Toyota Yaris hybrid on Saturday."),
        top("2026-08-24T09:00:00+00:00", "what car do I drive", has="yaris"),
        served("2026-08-24T09:00:00+00:00", "what car do I drive", lacks="octavia", unless="yaris"),
    ]),
    scenario("d24-up-phone-bath", "update-paraphrase", "A phone changed, said as an accident and learning Android", [
        say("2026-01-20T10:00:00+00:00", "I've got an iPhone 12, the battery's shot."),
        say("2026-04-14T21:00:00+00:00", "Dropped the iPhone in the bath, so I'm on a Pixel 8 now and still "
            "learning my way round Android."),
        top("2026-04-16T09:00:00+00:00", "what phone do I have", has="pixel"),
        served("2026-04-16T09:00:00+00:00", "what phone do I have", lacks="iphone", unless="pixel"),
    ]),
    scenario("d24-up-high-school", "update-paraphrase", "A son's school changed, said as his first week "
             "somewhere", [
        say("2026-03-10T10:00:00+00:00", "Our eldest, Tobi, is at Greenfield Primary."),
        say("2026-09-11T18:00:00+00:00", "Tobi's first week at Kingsmead High went well, he's already lost his "
            "blazer."),
        top("2026-09-14T09:00:00+00:00", "which school is Tobi at", has="kingsmead"),
        served("2026-09-14T09:00:00+00:00", "which school is Tobi at", lacks="greenfield", unless="kingsmead"),
    ]),
    scenario("d24-up-plant-based", "update-paraphrase", "A diet changed, said as what is no longer eaten", [
        say("2026-01-06T10:00:00+00:00", "I'm pescatarian, fish twice a week and that's it for animal stuff."),
        say("2026-05-19T10:00:00+00:00", "Haven't touched fish, eggs or dairy since the course in February, fully "
            "plant-based now."),
        top("2026-05-20T09:00:00+00:00", "what is my diet", has="plant"),
        served("2026-05-20T09:00:00+00:00", "what is my diet", lacks="pescatarian", unless="plant"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d24-gone-tortoise", "gone", "A pet that died, the other stays", [
        say("2026-02-02T10:00:00+00:00", "We've got a tortoise called Shelby and a ginger cat called Mango."),
        say("2026-06-30T09:00:00+00:00", "Shelby passed away in his sleep last night, we buried him under the "
            "apple tree."),
        facts("2026-07-01T09:00:00+00:00", "what pets do I have", has="mango"),
        facts("2026-07-01T09:00:00+00:00", "what pets do I have", lacks="shelby",
              unless=("passed away", "died", "buried")),
    ]),
    scenario("d24-gone-written-off", "gone", "A car written off, no new one", [
        say("2026-03-15T10:00:00+00:00", "I drive a red Mazda MX-5, top down every chance I get."),
        say("2026-10-02T18:00:00+00:00", "Someone went into the back of me at the lights and the insurers have "
            "written the MX-5 off."),
        facts("2026-10-03T09:00:00+00:00", "what car do I drive", lacks="mazda", unless=("written off",)),
    ]),
    scenario("d24-gone-national-trust", "gone", "A membership let lapse", [
        say("2026-01-11T10:00:00+00:00", "We're National Trust members, we go somewhere most weekends."),
        say("2026-08-03T10:00:00+00:00", "Let the National Trust membership lapse, we never went once the baby "
            "came."),
        facts("2026-08-04T09:00:00+00:00", "what memberships do I have", lacks="national trust",
              unless=("lapse",)),
    ]),
    scenario("d24-gone-girlfriend", "gone", "A relationship ended, said as moving out", [
        say("2026-02-14T10:00:00+00:00", "My girlfriend Priya and I have been together two years today."),
        say("2026-09-06T22:00:00+00:00", "Priya moved her stuff out at the weekend, it's over between us."),
        facts("2026-09-07T09:00:00+00:00", "who is my girlfriend", lacks="priya",
              unless=("over between", "moved her stuff out")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d24-dec-energy", "decision", "An energy supplier chosen, then replaced by name days later", [
        say("2026-09-01T10:00:00+00:00", "We're going with Octopus for the energy switch."),
        say("2026-09-05T10:00:00+00:00", "Octopus is out, EDF's fixed deal works out cheaper, so EDF it is."),
        top("2026-09-06T09:00:00+00:00", "which energy supplier are we switching to", has="edf"),
        served("2026-09-06T09:00:00+00:00", "which energy supplier are we switching to", lacks="octopus",
               unless="edf"),
    ]),
    scenario("d24-dec-birthday-walk", "decision", "A birthday walk chosen, then another 'instead' days later", [
        say("2026-05-10T10:00:00+00:00", "For Dad's 70th we're doing the Whitby coast path."),
        say("2026-05-14T10:00:00+00:00", "We'll do the Malham Cove loop instead, Dad's knee won't manage the "
            "cliff steps."),
        top("2026-05-15T09:00:00+00:00", "which walk are we doing for Dad's 70th", has="malham"),
        served("2026-05-15T09:00:00+00:00", "which walk are we doing for Dad's 70th", lacks="whitby",
               unless="malham"),
    ]),
    scenario("d24-dec-hallway", "decision", "A paint colour chosen, then replaced after a test patch", [
        say("2026-04-01T10:00:00+00:00", "Going to paint the hallway sage green."),
        say("2026-04-08T10:00:00+00:00", "The sage looked grim on the test patch, so the hallway's going to be a "
            "warm white."),
        top("2026-04-09T09:00:00+00:00", "what colour are we painting the hallway", has="white"),
        served("2026-04-09T09:00:00+00:00", "what colour are we painting the hallway", lacks="sage",
               unless="white"),
    ]),
    scenario("d24-dec-piano", "decision", "A decision to sell taken back after a week", [
        say("2026-06-02T10:00:00+00:00", "I've decided to sell my piano, it just gathers dust."),
        say("2026-06-09T10:00:00+00:00", "Not selling the piano after all, my niece wants to start lessons on it."),
        top("2026-06-10T09:00:00+00:00", "am I selling the piano", has=("not selling", "keep", "after all")),
        served("2026-06-10T09:00:00+00:00", "am I selling the piano", lacks="decided to sell",
               unless=("not selling", "after all")),
    ]),
    scenario("d24-dec-nursery", "decision", "A nursery place given up for another, by name", [
        say("2026-03-16T10:00:00+00:00", "Hamza's starting at Little Acorns nursery in September."),
        say("2026-03-27T10:00:00+00:00", "We've pulled Hamza's place at Little Acorns, he's going to Sunflowers "
            "near his nan's."),
        top("2026-03-28T09:00:00+00:00", "which nursery is Hamza going to", has="sunflowers"),
        served("2026-03-28T09:00:00+00:00", "which nursery is Hamza going to", lacks="acorns",
               unless="sunflowers"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d24-para-oat-milk", "paraphrase", "A preference and a fact about the same milk stay one belief", [
        say("2026-01-05T10:00:00+00:00", "Oat milk in my coffee, always."),
        say("2026-02-16T10:00:00+00:00", "I'm lactose intolerant, so it's oat milk for me."),
        top("2026-02-17T09:00:00+00:00", "what milk do I have", has="oat", contested=False),
        no_open_conflict("2026-02-17T09:00:00+00:00"),
    ]),
    scenario("d24-para-bike-commute", "paraphrase", "A routine and a fact about one commute stay one, then change", [
        say("2026-01-08T10:00:00+00:00", "I cycle to work every day, rain or shine."),
        say("2026-02-12T10:00:00+00:00", "My commute is by bike, about twenty minutes along the canal."),
        top("2026-02-13T09:00:00+00:00", "how do I get to work", has=("cycl", "bike"), contested=False),
        no_open_conflict("2026-02-13T09:00:00+00:00"),
        say("2026-06-03T10:00:00+00:00", "Someone nicked the bike from outside Tesco, so I take the bus to work "
            "now."),
        top("2026-06-04T09:00:00+00:00", "how do I get to work", has="bus"),
        served("2026-06-04T09:00:00+00:00", "how do I get to work", lacks=("cycle", "by bike"), unless="bus"),
    ]),
    scenario("d24-para-night-owl", "paraphrase", "A habit said twice in other words stays one belief", [
        say("2026-03-01T10:00:00+00:00", "I'm a proper night owl, I do my best work after ten at night."),
        say("2026-04-05T10:00:00+00:00", "Mornings are useless for me, I write best late at night."),
        top("2026-04-06T09:00:00+00:00", "when do I work best", has="night", contested=False),
        no_open_conflict("2026-04-06T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d24-ff-shifts", "flip-flop", "Night and day shifts back and forth within weeks", [
        say("2026-02-02T10:00:00+00:00", "Rota's changed, I'm doing nights at the parcel depot for now."),
        say("2026-02-23T10:00:00+00:00", "They've put me back on days from Monday, thank God."),
        say("2026-03-16T10:00:00+00:00", "guess who is stuck back on nights, half the pickers quit"),
        contested("2026-03-18T10:00:00+00:00", "which shifts do I work", ["night", "day"]),
    ]),
    scenario("d24-ff-mums-house", "flip-flop", "A home back and forth during a flat sale", [
        say("2026-05-04T10:00:00+00:00", "I'm staying at my mum's in Stockport while the flat sale goes through."),
        say("2026-05-25T10:00:00+00:00", "Back in my own place in Didsbury, the sale's on hold."),
        say("2026-06-15T10:00:00+00:00", "At Mum's in Stockport again, the buyer's back on."),
        contested("2026-06-17T10:00:00+00:00", "where do I live", ["stockport", "didsbury"]),
    ]),
    scenario("d24-ff-hair", "flip-flop", "Hair colour back and forth within weeks", [
        say("2026-07-01T10:00:00+00:00", "I've gone blonde!"),
        say("2026-07-20T10:00:00+00:00", "Dyed it back to brunette, the blonde washed me out."),
        say("2026-08-10T10:00:00+00:00", "blonde again, the hairdresser talked me into it"),
        contested("2026-08-12T10:00:00+00:00", "what colour is my hair", ["blonde", "brunette"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d24-frame-retrain", "framing", "A hypothetical retraining is not the user's job", [
        say("2026-01-15T10:00:00+00:00", "I work as a dental nurse in Swansea."),
        say("2026-02-03T21:00:00+00:00", "If we ever emigrated to Canada I reckon I'd retrain as a paramedic."),
        top("2026-02-04T09:00:00+00:00", "what is my job", has="dental nurse"),
        facts("2026-02-04T09:00:00+00:00", "what is my job", lacks="paramedic"),
    ]),
    scenario("d24-frame-millionaire-car", "framing", "A millionaire daydream is not the user's car", [
        say("2026-04-11T10:00:00+00:00", "I drive a Fiat Panda, it's done 140,000 miles."),
        say("2026-04-12T20:00:00+00:00", "Say I was a millionaire, I'd be driving a Bentley Continental, no "
            "question."),
        top("2026-04-13T09:00:00+00:00", "what car do I drive", has="panda"),
        facts("2026-04-13T09:00:00+00:00", "what car do I drive", lacks="bentley"),
    ]),
    scenario("d24-frame-drama-part", "framing", "A drama-class part is not the user's home", [
        say("2026-10-01T10:00:00+00:00", "I live in Norwich, just off Unthank Road."),
        say("2026-10-06T19:00:00+00:00", "For my drama class I'm playing a fisherman who lives in St Ives, help me "
            "get the Cornish accent right."),
        top("2026-10-07T09:00:00+00:00", "where do I live", has="norwich"),
        facts("2026-10-07T09:00:00+00:00", "where do I live", lacks="st ives"),
    ]),
]
