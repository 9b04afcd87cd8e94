"""A twenty-sixth tuning split of belief scenarios (``--set dev27`` in bench/beliefs.py).

Written on 2026-11-27 as a generalisation check, by a helper who read no reader code, after the reader's changes it
checks; committed before it was measured on c812d2d and on the current tree. Weighted to issue 21's hardest belief
rules, in everyday domains not used in earlier sets (a florist's wholesaler, a dairy's milk buyer, a mosque's Eid
prayer time, a rugby club's kick-off, a call centre's shift pattern, a vet practice's new graduate, a care agency's
round, a zookeeper's section, a printing firm's press, a harbour mooring, an orchestra seat, a cycling club's ride
leader, a library branch, a barber's chair rent, a Texan's pickup, a Welsh choir, a Singaporean hawker stall, a
Ghanaian church): names, dates, times and amounts put right at once and days later, with and without a cue word; a
job, home, employer, section and car changed by what happened rather than by naming the attribute; a mooring, a
pickup, a job and a membership that are gone; dogs, languages and instruments that must accumulate, and a removal
that retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap that"); one fact
said twice in other words that must stay one belief; a shift, a seat and a ride group flip-flopped within weeks
(served as contested); and a hypothetical, a role-play and sarcasm that must not be stored beside a sincere
statement. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV27 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d27-corr-wholesaler", "correction", "A flower wholesaler's name put right at once, with a cue", [
        say("2026-02-02T08:00:00+00:00", "Our flower wholesaler for the shop is Bloomfield Direct."),
        say("2026-02-02T08:00:40+00:00", "Oops, I mean Greenfield Direct, Bloomfield's the one that went bust."),
        top("2026-02-03T09:00:00+00:00", "who is our flower wholesaler", has="greenfield"),
        served("2026-02-03T09:00:00+00:00", "who is our flower wholesaler", lacks="bloomfield direct",
               unless="greenfield"),
    ]),
    scenario("d27-corr-kickoff", "correction", "A kick-off time put right at once, no cue word", [
        say("2026-09-10T18:00:00+00:00", "Saturday's home game against Narberth kicks off at 2:30."),
        say("2026-09-10T18:01:00+00:00", "3:15 kick-off. The fixtures card was last season's."),
        top("2026-09-11T09:00:00+00:00", "what time is Saturday's kick-off", has="3:15"),
        served("2026-09-11T09:00:00+00:00", "what time is Saturday's kick-off", lacks="2:30", unless="3:15"),
    ]),
    scenario("d27-corr-eid-prayer", "correction", "An Eid prayer time put right days later, with 'I was wrong'", [
        say("2026-03-12T10:00:00+00:00", "Eid prayer at our masjid is at 8am this year."),
        say("2026-03-16T10:00:00+00:00", "I was wrong about Eid, the committee's notice says the prayer is at 7:30am, "
            "with a second jamaat at 9."),
        top("2026-03-17T09:00:00+00:00", "what time is Eid prayer", has="7:30"),
        served("2026-03-17T09:00:00+00:00", "what time is Eid prayer", lacks="8am", unless="7:30"),
    ]),
    scenario("d27-corr-milk-price", "correction", "A milk price put right days later, no cue word", [
        say("2026-05-04T10:00:00+00:00", "Arla are paying us 38p a litre for the milk this month."),
        say("2026-05-08T19:00:00+00:00", "Got the statement from Arla today, it's 36p a litre this month, the "
            "cut came in earlier than they said."),
        top("2026-05-09T09:00:00+00:00", "what are Arla paying us for milk", has="36p"),
        served("2026-05-09T09:00:00+00:00", "what are Arla paying us for milk", lacks="38p", unless="36p"),
    ]),
    scenario("d27-corr-chair-rent", "correction", "A barber's chair rent put right days later, with 'actually'", [
        say("2026-06-01T10:00:00+00:00", "I rent my chair at Fade Kings for 150 a week."),
        say("2026-06-05T10:00:00+00:00", "Chair rent's actually 175 a week, I forgot he put it up in April."),
        top("2026-06-06T09:00:00+00:00", "how much is my chair rent", has="175"),
        served("2026-06-06T09:00:00+00:00", "how much is my chair rent", lacks="150", unless="175"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d27-up-care-coordinator", "update-paraphrase", "A job changed, said as a first day in a new role", [
        say("2026-01-15T10:00:00+00:00", "I'm a home carer with Bluebird Care, doing the morning calls round Neath."),
        say("2026-07-06T18:00:00+00:00", "First day as care coordinator in the office today, doing the rotas "
            "instead of the driving, weird not being out on calls."),
        top("2026-07-08T09:00:00+00:00", "what is my job", has="coordinator"),
        served("2026-07-08T09:00:00+00:00", "what is my job", lacks="home carer", unless="coordinator"),
    ]),
    scenario("d27-up-harbour-move", "update-paraphrase", "A home changed, said as the removal van and new keys", [
        say("2026-02-10T10:00:00+00:00", "I live in Tenby, in a flat overlooking the harbour."),
        say("2026-09-01T20:00:00+00:00", "Removal van's been and gone, got the keys to the cottage in Solva, "
            "first brew in the new kitchen."),
        top("2026-09-03T09:00:00+00:00", "where do I live", has="solva"),
        served("2026-09-03T09:00:00+00:00", "where do I live", lacks="tenby", unless="solva"),
    ]),
    scenario("d27-up-print-firm", "update-paraphrase", "An employer changed, said as a leaving do and a start", [
        say("2026-01-20T10:00:00+00:00", "I work at Severn Print in Gloucester, on the big Heidelberg."),
        say("2026-04-24T22:00:00+00:00", "Leaving do from Severn Print was class, Monday I'm on the presses at "
            "Pureprint in Uckfield."),
        top("2026-04-28T09:00:00+00:00", "where do I work", has="pureprint"),
        served("2026-04-28T09:00:00+00:00", "where do I work", lacks="severn print", unless="pureprint"),
    ]),
    scenario("d27-up-zoo-section", "update-paraphrase", "A zookeeper's section changed, said as a transfer", [
        say("2026-03-03T10:00:00+00:00", "I'm a keeper on the primate section at the zoo."),
        say("2026-08-14T17:00:00+00:00", "They've moved me over to the big cats, my first week doing the lion "
            "feeds, proper nervous."),
        top("2026-08-17T09:00:00+00:00", "which section do I work on at the zoo", has=("big cats", "lion")),
        served("2026-08-17T09:00:00+00:00", "which section do I work on at the zoo", lacks="primate",
               unless=("big cats", "lion")),
    ]),
    scenario("d27-up-pickup", "update-paraphrase", "A pickup changed, said as a trade-in", [
        say("2026-02-22T10:00:00+00:00", "I drive a 2014 Silverado, she's got 200,000 miles on her."),
        say("2026-06-28T16:00:00+00:00", "Traded the old Silverado in at the dealership in Waco and drove home a "
            "Ram 1500, y'all should see the seats."),
        top("2026-06-30T09:00:00+00:00", "what truck do I drive", has="ram"),
        served("2026-06-30T09:00:00+00:00", "what truck do I drive", lacks="silverado", unless="ram"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d27-gone-mooring", "gone", "A harbour mooring given up", [
        say("2026-01-08T10:00:00+00:00", "I've got a swinging mooring in Aberaeron harbour for the little boat."),
        say("2026-10-02T10:00:00+00:00", "Gave up the Aberaeron mooring this week, sold the boat, so that's the "
            "end of that."),
        facts("2026-10-03T09:00:00+00:00", "where is my mooring", lacks="aberaeron",
              unless=("gave up", "sold the boat")),
    ]),
    scenario("d27-gone-library", "gone", "A job ended by redundancy, no new one", [
        say("2026-02-05T10:00:00+00:00", "I work at the branch library in Pontardawe, three days a week."),
        say("2026-08-29T16:00:00+00:00", "The council closed the Pontardawe branch and I took the redundancy, so "
            "I'm not working at the moment."),
        facts("2026-08-30T09:00:00+00:00", "what is my job", lacks="pontardawe",
              unless=("redundancy", "closed", "not working")),
    ]),
    scenario("d27-gone-cycling-club", "gone", "A club membership let lapse", [
        say("2026-03-01T10:00:00+00:00", "I'm a member of Cardiff Ajax, the cycling club."),
        say("2026-11-15T10:00:00+00:00", "Didn't renew my Cardiff Ajax membership, haven't been on a club ride "
            "since my knee op."),
        facts("2026-11-16T09:00:00+00:00", "what clubs am I a member of", lacks="cardiff ajax",
              unless=("renew",)),
    ]),
    scenario("d27-gone-rabbit", "gone", "A pet died, the other stays", [
        say("2026-04-04T10:00:00+00:00", "We've got two rabbits, Bramble and Nutmeg."),
        say("2026-09-19T18:00:00+00:00", "Had to have Nutmeg put to sleep at the vets today, Bramble's all on her "
            "own now."),
        facts("2026-09-20T09:00:00+00:00", "what pets do I have", has="bramble"),
        facts("2026-09-20T09:00:00+00:00", "what pets do I have", lacks="nutmeg",
              unless=("put to sleep", "died")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d27-mv-welsh-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-11T10:00:00+00:00", "I speak English and Twi."),
        say("2026-06-12T10:00:00+00:00", "I'm getting decent at Welsh too, the Wlpan course at the library is "
            "paying off."),
        facts("2026-06-13T09:00:00+00:00", "what languages do I speak", has="twi"),
        facts("2026-06-13T09:00:00+00:00", "what languages do I speak", has="welsh"),
    ]),
    scenario("d27-mv-dogs", "multi-valued", "Dogs added by 'another'", [
        say("2026-02-14T10:00:00+00:00", "We've got a collie called Fly who works the cows with us."),
        say("2026-07-01T10:00:00+00:00", "Got another dog, a kelpie pup called Dash, Fly's teaching him the ropes."),
        facts("2026-07-02T09:00:00+00:00", "what dogs do I have", has="fly"),
        facts("2026-07-02T09:00:00+00:00", "what dogs do I have", has="dash"),
    ]),
    scenario("d27-mv-instruments-drop", "multi-valued", "Two instruments, one given up", [
        say("2026-03-05T10:00:00+00:00", "I play the oboe in the county orchestra and the piano at home."),
        say("2026-09-09T10:00:00+00:00", "I've sold my oboe and left the orchestra, but I still play piano every "
            "evening."),
        facts("2026-09-10T09:00:00+00:00", "what instruments do I play", has="piano"),
        facts("2026-09-10T09:00:00+00:00", "what instruments do I play", lacks="oboe",
              unless=("sold", "left the orchestra")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d27-dec-venue", "decision", "A dinner venue chosen, then replaced by name days later", [
        say("2026-03-02T10:00:00+00:00", "The committee's booked the Grand Pavilion for the Eid dinner."),
        say("2026-03-06T10:00:00+00:00", "The Grand Pavilion wanted a deposit we can't do, so the Eid dinner is at "
            "the Trelai community centre now."),
        top("2026-03-07T09:00:00+00:00", "where is the Eid dinner", has="trelai"),
        served("2026-03-07T09:00:00+00:00", "where is the Eid dinner", lacks="grand pavilion", unless="trelai"),
    ]),
    scenario("d27-dec-herd", "decision", "A decision to sell the herd taken back", [
        say("2026-05-10T10:00:00+00:00", "We've decided to sell the milking herd in the autumn."),
        say("2026-05-24T10:00:00+00:00", "We're keeping the herd after all, the new contract with the creamery "
            "changes everything."),
        top("2026-05-25T09:00:00+00:00", "are we selling the herd", has=("keeping", "after all")),
        served("2026-05-25T09:00:00+00:00", "are we selling the herd", lacks="decided to sell",
               unless=("keeping", "after all")),
    ]),
    scenario("d27-dec-ride-route", "decision", "A club ride route changed 'instead'", [
        say("2026-04-10T10:00:00+00:00", "Sunday's club ride is going over the Bwlch."),
        say("2026-04-11T10:00:00+00:00", "Forecast's awful up top, so Sunday's ride is going round the Vale "
            "instead."),
        top("2026-04-12T07:00:00+00:00", "where is Sunday's club ride going", has="vale"),
        served("2026-04-12T07:00:00+00:00", "where is Sunday's club ride going", lacks="bwlch", unless="vale"),
    ]),
    scenario("d27-dec-stall", "decision", "A hawker stall's new dish, 'scrap that' for another", [
        say("2026-01-20T10:00:00+00:00", "For the stall we're adding laksa to the menu next month."),
        say("2026-01-23T10:00:00+00:00", "Scrap the laksa lah, the stall next door already sells it, we're adding "
            "carrot cake instead."),
        top("2026-01-24T09:00:00+00:00", "what are we adding to the stall menu", has="carrot cake"),
        served("2026-01-24T09:00:00+00:00", "what are we adding to the stall menu", lacks="adding laksa",
               unless="carrot cake"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d27-para-choir", "paraphrase", "A choir membership said twice in other words stays one belief", [
        say("2026-01-10T10:00:00+00:00", "I sing with the Treorchy Male Choir."),
        say("2026-04-18T10:00:00+00:00", "Thursday nights I'm at rehearsal with the Treorchy choir, been with them "
            "years."),
        top("2026-04-19T09:00:00+00:00", "which choir do I sing with", has="treorchy", contested=False),
        no_open_conflict("2026-04-19T09:00:00+00:00"),
    ]),
    scenario("d27-para-call-centre", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work on the phones for EE at their Darlington call centre."),
        say("2026-05-05T10:00:00+00:00", "My job's at the EE contact centre in Darlington, customer retentions."),
        top("2026-05-06T09:00:00+00:00", "where do I work", has="ee", contested=False),
        no_open_conflict("2026-05-06T09:00:00+00:00"),
    ]),
    scenario("d27-para-church", "paraphrase", "A church said twice stays one belief", [
        say("2026-03-08T10:00:00+00:00", "We go to the Church of Pentecost in Peckham every Sunday."),
        say("2026-06-14T10:00:00+00:00", "Our church is the Peckham assembly of the Church of Pentecost, my mum's "
            "an elder there."),
        top("2026-06-15T09:00:00+00:00", "which church do I go to", has="pentecost", contested=False),
        no_open_conflict("2026-06-15T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d27-ff-shift", "flip-flop", "A call centre shift back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on the early shift at the call centre this month."),
        say("2026-03-23T10:00:00+00:00", "They've put me on the late shift now."),
        say("2026-04-13T10:00:00+00:00", "and back on earlies again, make your mind up"),
        contested("2026-04-15T10:00:00+00:00", "which shift do I work", ["earl", "late"]),
    ]),
    scenario("d27-ff-orchestra-seat", "flip-flop", "An orchestra desk back and forth within weeks", [
        say("2026-09-06T10:00:00+00:00", "I'm sitting first violin in the orchestra this term."),
        say("2026-09-27T10:00:00+00:00", "The conductor moved me to second violin for the Brahms."),
        say("2026-10-18T10:00:00+00:00", "First violin again, someone broke their wrist."),
        contested("2026-10-20T10:00:00+00:00", "which violin section am I in", ["first", "second"]),
    ]),
    scenario("d27-ff-ride-group", "flip-flop", "A cycling ride group back and forth within weeks", [
        say("2026-05-03T10:00:00+00:00", "I ride with the A group on club runs."),
        say("2026-05-17T10:00:00+00:00", "Dropped down to the B group, my legs aren't there this year."),
        say("2026-05-31T10:00:00+00:00", "back with the A group lol, had a good week"),
        contested("2026-06-02T10:00:00+00:00", "which group do I ride with", ["a group", "b group"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d27-frame-vet-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a receptionist at a vet practice in Llandeilo."),
        say("2026-01-22T21:00:00+00:00", "If I'd got the grades I'd be a vet surgeon by now, never mind."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="receptionist"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="surgeon"),
    ]),
    scenario("d27-frame-role-captain", "framing", "A role-played captain's port is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Milford Haven, up by the docks."),
        say("2026-05-06T19:00:00+00:00", "Let's role-play: I'm a ferry captain who lives in Rosslare and you're "
            "the harbour office."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="milford"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="rosslare"),
    ]),
    scenario("d27-frame-sarcastic-ceo", "framing", "A sarcastic 'CEO' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I'm a florist at a little shop in Hay-on-Wye."),
        say("2026-07-02T19:00:00+00:00", "Oh aye, I'm basically the CEO of a multinational, I've got three buckets "
            "and a van."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="florist"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks=("ceo", "multinational")),
    ]),
]
