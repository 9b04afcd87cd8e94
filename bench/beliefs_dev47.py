"""A forty-seventh split of belief scenarios (``--set dev47`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 423ab3b; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a shipyard's
launch date, berth and yard, a hotel concierge desk's shifts and employer, a toy shop's Sunday opening and stock, a
cider press's price and orchard, a stained glass studio's commission and kiln, a salmon farm's harvest day and boat,
a paragliding school's launch site and wing, a wool mill's dye house, a lacrosse club's field and position, a bell
foundry's casting, a guide dog puppy, a caravan park's pitch, a bingo hall's shifts, a marina berth, a milk round, a
theme park ride, a trampoline park booking; Geordie, Yorkshire, Brummie, South African, New Zealand, Boston and
Appalachian English, a Spanish speaker writing English as a second language, a support-ticket thread, meeting
minutes, a customer review, a tweet thread and voice-to-text with misheard words): days, dates, times and prices put
right at once and days later, with and without a cue word; a workplace, home, employer, boat and a son's club changed
by what happened rather than by naming the attribute; volunteering, a job, a dog and a membership that are gone;
languages, hobbies and instruments that must accumulate, and a removal that retires exactly one; decisions replaced
by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay one
belief; a shift, a lacrosse position and a launch site flip-flopped within weeks (served as contested); and a
might-have-been, a role-play and a quotation that must not be stored beside a sincere statement. It is a tuning
split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV47 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d47-corr-launch-date", "correction", "A ship's float-out date put right at once, with a cue", [
        say("2026-02-09T18:00:00+00:00", "The float-oot for Hull 1107 is on the 21st of March, high water, like."),
        say("2026-02-09T18:00:30+00:00", "Sorry, I mean the 28th, the tide's ower low on the 21st."),
        top("2026-02-10T09:00:00+00:00", "when is the float-out for Hull 1107", has="28th"),
        served("2026-02-10T09:00:00+00:00", "when is the float-out for Hull 1107", lacks="21st of march",
               unless="28th"),
    ]),
    scenario("d47-corr-cider-price", "correction", "A cider price put right days later, no cue word", [
        say("2026-09-14T19:00:00+00:00", "We're selling the sweet cider at the farm stand for eight dollars a "
            "gallon this fall."),
        say("2026-09-18T20:00:00+00:00", "Daddy went over the books with me tonight and the sweet cider's ten "
            "dollars a gallon this year, jugs went up."),
        top("2026-09-19T09:00:00+00:00", "how much is the sweet cider a gallon", has="ten dollars"),
        served("2026-09-19T09:00:00+00:00", "how much is the sweet cider a gallon", lacks="eight dollars",
               unless="ten dollars"),
    ]),
    scenario("d47-corr-concierge-shift", "correction", "A desk shift time put right at once, no cue word", [
        say("2026-03-03T16:00:00+00:00", "I'm on the concierge desk Friday from three to eleven, kid."),
        say("2026-03-03T16:01:00+00:00", "Friday's seven to three. Brendan swapped with me."),
        top("2026-03-04T09:00:00+00:00", "when am I on the concierge desk on Friday", has="seven to three"),
        served("2026-03-04T09:00:00+00:00", "when am I on the concierge desk on Friday", lacks="three to eleven",
               unless="seven to three"),
    ]),
    scenario("d47-corr-harvest-day", "correction", "A salmon harvest day put right days later, with 'I was wrong'", [
        say("2026-05-04T10:00:00+00:00", "The harvest at the Clay Point pens is on Tuesday the 12th, bro."),
        say("2026-05-07T12:00:00+00:00", "I was wrong about the harvest, it's Wednesday the 13th, the well boat's "
            "held up in Nelson."),
        top("2026-05-08T09:00:00+00:00", "when is the harvest at the Clay Point pens", has="13th"),
        served("2026-05-08T09:00:00+00:00", "when is the harvest at the Clay Point pens", lacks="tuesday the 12th",
               unless="13th"),
    ]),
    scenario("d47-corr-toy-shop-sunday", "correction", "Sunday opening put right days later, with 'actually'", [
        say("2026-11-02T10:00:00+00:00", "The toy shop opens at ten on Sundays in the run-up to Christmas, bab."),
        say("2026-11-06T10:00:00+00:00", "Shop actually opens at eleven on Sundays, Sunday trading rules, I "
            "checked with the council."),
        top("2026-11-07T09:00:00+00:00", "what time does the toy shop open on Sundays", has="eleven"),
        served("2026-11-07T09:00:00+00:00", "what time does the toy shop open on Sundays", lacks="at ten",
               unless="eleven"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d47-up-yard", "update-paraphrase", "A workplace changed, said as a last shift and a new pass", [
        say("2026-01-12T10:00:00+00:00", "Aa'm a plater at the yard in Hebburn."),
        say("2026-06-19T18:00:00+00:00", "Last shift at Hebburn the day, got me pass for the Cammell Laird yard "
            "in Birkenhead, start Monday."),
        top("2026-06-22T09:00:00+00:00", "where do I work", has="birkenhead"),
        served("2026-06-22T09:00:00+00:00", "where do I work", lacks="yard in hebburn", unless="birkenhead"),
    ]),
    scenario("d47-up-knysna-home", "update-paraphrase", "A home changed, said as keys handed over", [
        say("2026-02-14T10:00:00+00:00", "I live in a flat in Sea Point, top floor, sea views."),
        say("2026-08-29T21:00:00+00:00", "Handed the Sea Point keys back to the agent and the bakkie's unpacked in "
            "Knysna, lekker little house by the lagoon."),
        top("2026-08-31T09:00:00+00:00", "where do I live", has="knysna"),
        served("2026-08-31T09:00:00+00:00", "where do I live", lacks="flat in sea point", unless="knysna"),
    ]),
    scenario("d47-up-hotel-employer", "update-paraphrase", "An employer changed, said as a new uniform elsewhere", [
        say("2026-03-09T10:00:00+00:00", "I am working in the reception of the Grand Hotel in Brighton."),
        say("2026-09-14T18:00:00+00:00", "Today I receive my new uniform from the Hotel du Vin, so from Monday I "
            "am not more in the Grand."),
        top("2026-09-16T09:00:00+00:00", "which hotel do I work for", has="hotel du vin"),
        served("2026-09-16T09:00:00+00:00", "which hotel do I work for", lacks="grand hotel",
               unless="hotel du vin"),
    ]),
    scenario("d47-up-farm-boat", "update-paraphrase", "A boat changed, said as a sale and a purchase", [
        say("2026-01-26T10:00:00+00:00", "I run the feed out to the pens in an old aluminium barge called Kea."),
        say("2026-07-03T17:00:00+00:00", "Sold Kea to a mussel farmer in Havelock and picked up a twelve-metre "
            "catamaran called Tui, heaps more deck space."),
        top("2026-07-05T09:00:00+00:00", "what boat do I use for the feed run", has="tui"),
        served("2026-07-05T09:00:00+00:00", "what boat do I use for the feed run", lacks="aluminium barge",
               unless="tui"),
    ]),
    scenario("d47-up-lacrosse-club", "update-paraphrase", "A son's club changed, said as his first practice", [
        say("2026-03-03T10:00:00+00:00", "My boy Declan plays lacrosse for the Somerville Youth Lax club."),
        say("2026-08-28T18:00:00+00:00", "Declan's first practice with the Medford Mustangs went wicked good, "
            "coach loved him."),
        top("2026-08-30T09:00:00+00:00", "which lacrosse club does Declan play for", has="medford"),
        served("2026-08-30T09:00:00+00:00", "which lacrosse club does Declan play for", lacks="somerville youth",
               unless="medford"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d47-gone-puppy-walking", "gone", "Puppy walking for the guide dogs stopped", [
        say("2026-01-17T10:00:00+00:00", "I volunteer as a puppy walker for the guide dogs centre in Bolton."),
        say("2026-09-26T10:00:00+00:00", "I've given up the puppy walking for the guide dogs, my new job has me "
            "away too much."),
        facts("2026-09-27T09:00:00+00:00", "where do I volunteer", lacks="bolton",
              unless=("given up",)),
    ]),
    scenario("d47-gone-bingo-job", "gone", "A job ended by a closure, no new one", [
        say("2026-03-10T10:00:00+00:00", "I'm duty manager at the bingo hall on the Coventry Road, bab."),
        say("2026-08-18T10:00:00+00:00", "The bingo on the Coventry Road's shut for good, so I'm out of work now, "
            "signing on."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="duty manager",
              unless=("shut for good", "out of work")),
    ]),
    scenario("d47-gone-dog", "gone", "One dog rehomed, the other stays", [
        say("2026-04-06T10:00:00+00:00", "I've two collies, Nell and Brock, they help with the ewes."),
        say("2026-10-12T10:00:00+00:00", "Brock's gone to a farm up the Dales, he never took to the sheep, Nell's "
            "stopping here with me."),
        facts("2026-10-13T09:00:00+00:00", "what dogs do I have", has="nell"),
        facts("2026-10-13T09:00:00+00:00", "what dogs do I have", lacks="brock", unless=("gone to",)),
    ]),
    scenario("d47-gone-caravan-membership", "gone", "A caravan club membership lapsed", [
        say("2026-02-02T10:00:00+00:00", "We're members of the Northumberland Caravan Club, we go to every rally."),
        say("2026-07-21T18:00:00+00:00", "Let wor membership of the caravan club lapse, sold the van an aall."),
        facts("2026-07-22T09:00:00+00:00", "what clubs am I a member of", lacks="every rally",
              unless=("lapse", "sold the van")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d47-mv-zulu-as-well", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-19T10:00:00+00:00", "I speak English and Afrikaans, I brief all the tandem clients in both."),
        say("2026-05-20T10:00:00+00:00", "I speak Zulu as well now, did a course at the college in Durban."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="afrikaans"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="zulu"),
    ]),
    scenario("d47-mv-clogging", "multi-valued", "Hobbies grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I play the fiddle at the jam down at the fire hall most Fridays."),
        say("2026-06-15T10:00:00+00:00", "I've also took up clogging, Tuesday nights at the Grange."),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="fiddle"),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="clogging"),
    ]),
    scenario("d47-mv-cornet-drop", "multi-valued", "Two instruments, one sold", [
        say("2026-03-16T10:00:00+00:00", "I play cornet and tenor horn in the mill band at Saltaire."),
        say("2026-09-21T10:00:00+00:00", "Sold me tenor horn to a lass in Shipley, but I'm still on cornet every "
            "week."),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", has="cornet"),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", lacks="tenor horn", unless=("sold",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d47-dec-window-glass", "decision", "A glass for a commission chosen, then replaced by name", [
        say("2026-03-01T10:00:00+00:00", "For the St Oswald's window I'm using German antique glass for the blues."),
        say("2026-03-05T10:00:00+00:00", "The supplier's out of it till summer, so the blues will be English "
            "muff glass now."),
        top("2026-03-06T09:00:00+00:00", "what glass am I using for the St Oswald's blues", has="muff"),
        served("2026-03-06T09:00:00+00:00", "what glass am I using for the St Oswald's blues",
               lacks="german antique", unless="muff"),
    ]),
    scenario("d47-dec-launch-site", "decision", "A decision to stop flying Lion's Head taken back", [
        say("2026-04-13T10:00:00+00:00", "Right, decided, we stop flying tandems off Lion's Head from May, too "
            "many hikers on the launch."),
        say("2026-04-27T10:00:00+00:00", "We're keeping Lion's Head after all, SANParks gave us our own slot."),
        top("2026-04-28T09:00:00+00:00", "are we still flying off Lion's Head", has=("after all", "keeping")),
        served("2026-04-28T09:00:00+00:00", "are we still flying off Lion's Head", lacks="stop flying",
               unless=("after all", "keeping")),
    ]),
    scenario("d47-dec-party-package", "decision", "A trampoline party package changed 'instead' in a ticket", [
        say("2026-11-02T10:00:00+00:00", "Ticket 5520: I've booked the Bronze party package for Finley's birthday, "
            "one hour jumping."),
        say("2026-11-03T10:00:00+00:00", "Ticket 5520 update: please change us to the Gold package instead of "
            "Bronze, we've got more kids coming."),
        top("2026-11-04T09:00:00+00:00", "which party package did I book for Finley", has="gold"),
        served("2026-11-04T09:00:00+00:00", "which party package did I book for Finley", lacks="bronze party",
               unless="gold"),
    ]),
    scenario("d47-dec-minutes-van", "decision", "A club minibus 'scrapped' for another, in minutes", [
        say("2026-01-08T10:00:00+00:00", "Minutes: agreed the club will buy a second-hand Ford Transit minibus for "
            "away games."),
        say("2026-01-12T10:00:00+00:00", "Minutes: scrap the Transit, failed inspection, the club will buy a "
            "Sprinter instead."),
        top("2026-01-13T09:00:00+00:00", "what minibus is the club buying", has="sprinter"),
        served("2026-01-13T09:00:00+00:00", "what minibus is the club buying", lacks="ford transit",
               unless="sprinter"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d47-para-wool-mill", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the wool mill in Guiseley."),
        say("2026-05-12T10:00:00+00:00", "Me job's down at Guiseley wool mill, in t' dye house, been there "
            "donkey's years."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="guiseley", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d47-para-marina-berth", "paraphrase", "A marina berth said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "My yacht's on berth C14 at Westhaven marina."),
        say("2026-04-23T10:00:00+00:00", "Westhaven, pier C, berth 14, that's where the boat lives, sweet as."),
        top("2026-04-24T09:00:00+00:00", "where is my yacht berthed", has="westhaven", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d47-para-pikeville", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from Pikeville, Kentucky."),
        say("2026-07-04T10:00:00+00:00", "Born and raised in Pikeville, down in Pike County, Kentucky, Mamaw's "
            "still there."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="pikeville", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d47-ff-desk-shift", "flip-flop", "A concierge shift back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on overnights at the concierge desk this month."),
        say("2026-09-28T10:00:00+00:00", "They've moved me to days on the desk now."),
        say("2026-10-19T10:00:00+00:00", "back on overnights, Brendan's out with his back"),
        contested("2026-10-21T10:00:00+00:00", "which shift do I work on the concierge desk",
                  ["overnights", "days"]),
    ]),
    scenario("d47-ff-lacrosse-position", "flip-flop", "A lacrosse position back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "I'm playing goalie for the men's league team this season."),
        say("2026-01-31T10:00:00+00:00", "Coach moved me out to long-stick midfield."),
        say("2026-02-21T10:00:00+00:00", "Goalie again from Tuesday, Murph's done his knee."),
        contested("2026-02-23T10:00:00+00:00", "what position do I play in lacrosse",
                  ["goalie", "long-stick midfield"]),
    ]),
    scenario("d47-ff-ride", "flip-flop", "A theme park ride back and forth within weeks, in a tweet thread", [
        say("2026-04-06T10:00:00+00:00", "1/ work update: I'm operating the log flume this season \U0001f30a"),
        say("2026-04-27T10:00:00+00:00", "1/ plot twist, they've put me on the Corkscrew coaster now 2/ pray for me"),
        say("2026-05-18T10:00:00+00:00", "back on the log flume from next week lol"),
        contested("2026-05-20T10:00:00+00:00", "which ride do I operate", ["log flume", "corkscrew"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d47-frame-captain-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a milkman, I do the round in Holmfirth and up to Hade Edge."),
        say("2026-02-18T21:00:00+00:00", "If I'd gone to sea like me dad wanted I'd be a ship's captain by now, "
            "four gold rings and everything."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="milkman"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="captain"),
    ]),
    scenario("d47-frame-role-founder", "framing", "A role-played bell founder's town is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Kings Heath, just off the high street, bab."),
        say("2026-06-09T19:00:00+00:00", "Right, you be the vicar and I'll play a bell founder living in "
            "Whitechapel in 1750, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="kings heath"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="whitechapel"),
    ]),
    scenario("d47-frame-review-quote", "framing", "A quoted boast in a review is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a stained glass conservator, my workshop's in Hebden Bridge."),
        say("2026-09-02T19:00:00+00:00", "Copying this review for the website: 'I'm a master chef and this was the "
            "best scone I've ever had!'"),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="conservator"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="chef"),
    ]),
]
