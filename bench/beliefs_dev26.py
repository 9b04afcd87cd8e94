"""A twenty-fifth tuning split of belief scenarios (``--set dev26`` in bench/beliefs.py).

Written on 2026-11-27, on c812d2d and before any change it was used to tune, and committed with its before figure,
by a helper who read no reader code. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a sailing club's instructor, a marathon date, bar exam results, a husband's deployment orders, a
startup's seed round, a line cook turned tattoo apprentice, a farmhouse outside Flagstaff, leaving Shopify, trading
a sailboat, a homeschooled girl starting middle school, a proposal on Mount Royal, a fiddle and a banjo, Urdu and
Punjabi, pickleball and softball, goats and a donkey, wedding barbecue caterers, quitting a choir, an esports map, a
bakery's name, a law firm offer and a clerkship, the Leafs, weekly running mileage, a baker's early starts, a
trucking lane, a choir voice part, a rec hockey position, a paralegal's daydream, a role-played sailor, a sarcastic
chef, a quoted TV line): names, dates, places and amounts put right at once and days later, with and without a cue
word; a job, home, employer, boat, school and relationship changed by what happened rather than by naming the
attribute; instruments, languages, sports and animals that must accumulate, and a removal that retires exactly one;
decisions replaced by name or taken back ("after all", "scrap", "pulled out"); one fact said twice in other words
that must stay one belief; a lane, a voice part and a position flip-flopped within weeks (served as contested); and
a hypothetical, a role-play, sarcasm and a quotation that must not be stored beside a sincere statement.
It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV26 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d26-corr-instructor-name", "correction", "A dinghy instructor's name put right at once, with a cue", [
        say("2026-04-04T10:00:00+00:00", "Our new dinghy instructor at the sailing club is called Siobhan."),
        say("2026-04-04T10:00:35+00:00", "Sorry, Saoirse, not Siobhan, I always mix those two up."),
        top("2026-04-05T09:00:00+00:00", "what is my dinghy instructor called", has="saoirse"),
        served("2026-04-05T09:00:00+00:00", "what is my dinghy instructor called", lacks="siobhan",
               unless="saoirse"),
    ]),
    scenario("d26-corr-marathon-date", "correction", "A marathon date put right at once, no cue word", [
        say("2026-06-01T19:00:00+00:00", "My marathon is on October 4th, the Twin Cities one."),
        say("2026-06-01T19:01:10+00:00", "October 11th. I was looking at last year's page."),
        top("2026-06-02T09:00:00+00:00", "when is my marathon", has="11th"),
        served("2026-06-02T09:00:00+00:00", "when is my marathon", lacks="4th", unless="11th"),
    ]),
    scenario("d26-corr-bar-results", "correction", "A results date put right days later, with 'Correction'", [
        say("2026-03-20T10:00:00+00:00", "My bar exam results come out on May 2nd."),
        say("2026-03-24T10:00:00+00:00", "Correction: bar results are out May 9th, I misread the board's email."),
        top("2026-03-25T09:00:00+00:00", "when do my bar exam results come out", has="9th"),
        served("2026-03-25T09:00:00+00:00", "when do my bar exam results come out", lacks="2nd", unless="9th"),
    ]),
    scenario("d26-corr-deployment", "correction", "A husband's deployment put right days later, no cue word", [
        say("2026-02-09T10:00:00+00:00", "My husband's unit is deploying to Kuwait for nine months."),
        say("2026-02-13T18:00:00+00:00", "His official orders came through today: Al Udeid in Qatar, nine months, "
            "leaving in April."),
        top("2026-02-14T09:00:00+00:00", "where is my husband deploying to", has="qatar"),
        served("2026-02-14T09:00:00+00:00", "where is my husband deploying to", lacks="kuwait", unless="qatar"),
    ]),
    scenario("d26-corr-seed-round", "correction", "A seed round amount put right days later, with 'actually'", [
        say("2026-05-11T10:00:00+00:00", "Our seed round closed at 1.8 million."),
        say("2026-05-15T10:00:00+00:00", "Went through the cap table again, the seed round was actually 1.6 "
            "million, the 1.8 included the SAFE notes."),
        top("2026-05-16T09:00:00+00:00", "how much was our seed round", has="1.6"),
        served("2026-05-16T09:00:00+00:00", "how much was our seed round", lacks="1.8 million", unless="1.6"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d26-up-tattoo-apprentice", "update-paraphrase", "A job changed, said as a first week somewhere "
             "new", [
        say("2026-01-12T10:00:00+00:00", "I'm a line cook at a diner on Route 66 in Tulsa."),
        say("2026-06-19T20:00:00+00:00", "First week done as an apprentice at Iron Rose Tattoo, my hands were "
            "shaking but I love it, no more grease burns."),
        top("2026-06-22T09:00:00+00:00", "what is my job", has="tattoo"),
        served("2026-06-22T09:00:00+00:00", "what is my job", lacks="line cook", unless="tattoo"),
    ]),
    scenario("d26-up-farmhouse", "update-paraphrase", "A home changed, said as closing on a house and the first "
             "night there", [
        say("2026-02-03T10:00:00+00:00", "We live in a condo in Scottsdale, it's tiny but close to everything."),
        say("2026-08-07T21:00:00+00:00", "Closed on the farmhouse outside Flagstaff, first night sleeping here "
            "and it's so quiet you can hear the elk."),
        top("2026-08-10T09:00:00+00:00", "where do I live", has="flagstaff"),
        served("2026-08-10T09:00:00+00:00", "where do I live", lacks="scottsdale", unless="flagstaff"),
    ]),
    scenario("d26-up-badge-handed-in", "update-paraphrase", "An employer changed, said as handing in a badge and "
             "a start date", [
        say("2026-01-26T10:00:00+00:00", "I work for Shopify on the payments team, fully remote from Ottawa."),
        say("2026-05-29T17:00:00+00:00", "Handed in my Shopify laptop and badge today, and Monday I start at "
            "Wealthsimple."),
        top("2026-06-03T09:00:00+00:00", "where do I work", has="wealthsimple"),
        served("2026-06-03T09:00:00+00:00", "where do I work", lacks="shopify", unless="wealthsimple"),
    ]),
    scenario("d26-up-sailboat", "update-paraphrase", "A boat changed, said as selling one and picking up "
             "another", [
        say("2026-03-02T10:00:00+00:00", "We sail a 27-foot Catalina called Wind Dancer out of Beaufort."),
        say("2026-07-13T18:00:00+00:00", "Wind Dancer went to a couple from Oriental, and we picked up a Beneteau "
            "33 on Saturday, she needs new sails."),
        top("2026-07-15T09:00:00+00:00", "what boat do we have", has="beneteau"),
        served("2026-07-15T09:00:00+00:00", "what boat do we have", lacks="catalina", unless="beneteau"),
    ]),
    scenario("d26-up-middle-school", "update-paraphrase", "A daughter's schooling changed, said as her first day "
             "somewhere", [
        say("2026-02-16T10:00:00+00:00", "Maya is homeschooled, we do the co-op on Fridays."),
        say("2026-08-20T17:00:00+00:00", "Maya's first day at Lincoln Middle went great, she already loves her "
            "band teacher."),
        top("2026-08-24T09:00:00+00:00", "where does Maya go to school", has="lincoln"),
        served("2026-08-24T09:00:00+00:00", "where does Maya go to school", lacks="homeschool", unless="lincoln"),
    ]),
    scenario("d26-up-proposal", "update-paraphrase", "Being single changed, said as saying yes to a proposal", [
        say("2026-01-03T10:00:00+00:00", "I've been single for three years and honestly loving it."),
        say("2026-09-19T23:00:00+00:00", "Marco got down on one knee at the lookout on Mount Royal tonight and I "
            "said yes!"),
        top("2026-09-21T09:00:00+00:00", "am I single or in a relationship", has=("marco", "engaged", "said yes")),
        served("2026-09-21T09:00:00+00:00", "am I single or in a relationship", lacks="single",
               unless=("marco", "engaged")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d26-mv-banjo-too", "multi-valued", "Instruments grown by 'too'", [
        say("2026-02-01T10:00:00+00:00", "I play fiddle in a bluegrass band out of Asheville."),
        say("2026-05-10T10:00:00+00:00", "Picked up the banjo too, lessons every Tuesday with an old-timer in "
            "Marshall."),
        facts("2026-05-11T09:00:00+00:00", "what instruments do I play", has="fiddle"),
        facts("2026-05-11T09:00:00+00:00", "what instruments do I play", has="banjo"),
    ]),
    scenario("d26-mv-punjabi-as-well", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-14T10:00:00+00:00", "I speak English and Urdu at home."),
        say("2026-06-02T10:00:00+00:00", "I can get by in Punjabi as well now, Nani refused to speak anything else "
            "all summer."),
        facts("2026-06-03T09:00:00+00:00", "what languages do I speak", has="urdu"),
        facts("2026-06-03T09:00:00+00:00", "what languages do I speak", has="punjabi"),
    ]),
    scenario("d26-mv-softball-quit", "multi-valued", "Two sports, one given up", [
        say("2026-03-07T10:00:00+00:00", "I play pickleball and softball, pickleball on weekday mornings and the "
            "softball league on Sundays."),
        say("2026-07-21T10:00:00+00:00", "My shoulder's done, so I've quit the softball league, still doing "
            "pickleball though."),
        facts("2026-07-22T09:00:00+00:00", "what sports do I play", has="pickleball"),
        facts("2026-07-22T09:00:00+00:00", "what sports do I play", lacks="softball",
              unless=("quit", "no longer", "shoulder")),
    ]),
    scenario("d26-mv-goats-donkey", "multi-valued", "Animals added, one lost", [
        say("2026-02-20T10:00:00+00:00", "We've got two goats, Pepper and Clove."),
        say("2026-04-18T10:00:00+00:00", "Got a donkey as well, a rescue called Rosie, the goats adore her."),
        say("2026-09-02T10:00:00+00:00", "Clove got through the fence and onto the highway last night, we lost "
            "her."),
        facts("2026-09-03T09:00:00+00:00", "what animals do I have", has="pepper"),
        facts("2026-09-03T09:00:00+00:00", "what animals do I have", has=("rosie", "donkey")),
        facts("2026-09-03T09:00:00+00:00", "what animals do I have", lacks="clove",
              unless=("lost her", "highway", "died")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d26-dec-caterer", "decision", "A caterer chosen, then replaced by name days later", [
        say("2026-03-03T10:00:00+00:00", "We're going with Prairie Rose Catering for the wedding."),
        say("2026-03-08T10:00:00+00:00", "Prairie Rose double-booked us, so Smoky Bones BBQ is doing the wedding "
            "food now."),
        top("2026-03-09T09:00:00+00:00", "who is catering the wedding", has="smoky bones"),
        served("2026-03-09T09:00:00+00:00", "who is catering the wedding", lacks="prairie rose",
               unless="smoky bones"),
    ]),
    scenario("d26-dec-choir", "decision", "A decision to quit taken back a week later", [
        say("2026-10-05T10:00:00+00:00", "I've decided to quit the choir after Christmas, Thursdays are too much."),
        say("2026-10-12T10:00:00+00:00", "Not quitting the choir after all, the new director talked me round."),
        top("2026-10-13T09:00:00+00:00", "am I quitting the choir", has=("not quitting", "after all", "staying")),
        served("2026-10-13T09:00:00+00:00", "am I quitting the choir", lacks="decided to quit",
               unless=("not quitting", "after all")),
    ]),
    scenario("d26-dec-map-pick", "decision", "A map pick vetoed, another 'instead'", [
        say("2026-04-20T10:00:00+00:00", "For the final we're picking Ascent as our map."),
        say("2026-04-22T10:00:00+00:00", "Our captain vetoed Ascent, we're picking Lotus instead."),
        top("2026-04-23T09:00:00+00:00", "which map are we picking for the final", has="lotus"),
        served("2026-04-23T09:00:00+00:00", "which map are we picking for the final", lacks="ascent",
               unless="lotus"),
    ]),
    scenario("d26-dec-bakery-name", "decision", "A bakery name chosen, then 'scrap' it", [
        say("2026-01-19T10:00:00+00:00", "We're naming the bakery Flour Child."),
        say("2026-01-23T10:00:00+00:00", "Scrap Flour Child, there's already one in Regina, the bakery's going to "
            "be called Rise & Shine."),
        top("2026-01-24T09:00:00+00:00", "what are we naming the bakery", has="rise"),
        served("2026-01-24T09:00:00+00:00", "what are we naming the bakery", lacks="flour child", unless="rise"),
    ]),
    scenario("d26-dec-clerkship", "decision", "An offer accepted, then pulled out of for another", [
        say("2026-02-02T10:00:00+00:00", "I've accepted the associate offer at Kirkland in Chicago."),
        say("2026-02-10T10:00:00+00:00", "I've pulled out of Kirkland, I'm taking the clerkship with Judge "
            "Alvarez for a year."),
        top("2026-02-11T09:00:00+00:00", "what job am I taking", has="clerkship"),
        served("2026-02-11T09:00:00+00:00", "what job am I taking", lacks="kirkland", unless="clerkship"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d26-para-leafs", "paraphrase", "A team supported, said twice in other words, stays one belief", [
        say("2026-01-10T10:00:00+00:00", "I'm a Leafs fan, have been since I was a kid."),
        say("2026-03-14T10:00:00+00:00", "Toronto Maple Leafs all the way, through thick and thin."),
        top("2026-03-15T09:00:00+00:00", "which hockey team do I support", has="leafs", contested=False),
        no_open_conflict("2026-03-15T09:00:00+00:00"),
    ]),
    scenario("d26-para-mileage", "paraphrase", "A weekly mileage said as a number and as words stays one belief", [
        say("2026-02-08T10:00:00+00:00", "I run about 40 miles a week right now."),
        say("2026-02-22T10:00:00+00:00", "My weekly mileage is around forty these days."),
        top("2026-02-23T09:00:00+00:00", "how many miles a week do I run", has=("40", "forty"), contested=False),
        no_open_conflict("2026-02-23T09:00:00+00:00"),
    ]),
    scenario("d26-para-early-starts", "paraphrase", "A baker's getting-up time said twice stays one belief", [
        say("2026-05-02T10:00:00+00:00", "I'm up at 4:30 every day to get the bread going."),
        say("2026-06-06T10:00:00+00:00", "Half four, every single morning, that's when my alarm goes for the "
            "bakery."),
        top("2026-06-07T09:00:00+00:00", "what time do I get up", has=("4:30", "half four"), contested=False),
        no_open_conflict("2026-06-07T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d26-ff-lane", "flip-flop", "A trucking lane back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "Dispatch has me running the Dallas to Atlanta lane this month."),
        say("2026-03-23T10:00:00+00:00", "They switched me to the Dallas to Chicago lane now."),
        say("2026-04-13T10:00:00+00:00", "and I'm on the Atlanta lane again, go figure"),
        contested("2026-04-15T10:00:00+00:00", "which lane do I drive", ["atlanta", "chicago"]),
    ]),
    scenario("d26-ff-voice-part", "flip-flop", "A choir voice part back and forth within weeks", [
        say("2026-09-06T10:00:00+00:00", "I sing tenor in the church choir."),
        say("2026-09-27T10:00:00+00:00", "The director moved me down to bass for the autumn concert."),
        say("2026-10-18T10:00:00+00:00", "Tenor again, they're two men short on the top line."),
        contested("2026-10-20T10:00:00+00:00", "what part do I sing in the choir", ["tenor", "bass"]),
    ]),
    scenario("d26-ff-hockey-position", "flip-flop", "A rec hockey position back and forth within weeks", [
        say("2026-11-02T10:00:00+00:00", "I play defence on my beer league hockey team."),
        say("2026-11-16T10:00:00+00:00", "Coach has me on the wing now, we've got too many D-men."),
        say("2026-11-30T10:00:00+00:00", "back to playing defence, the winger experiment is over lol"),
        contested("2026-12-02T10:00:00+00:00", "what position do I play in hockey", ["defence", "wing"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d26-frame-law-school", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a paralegal at a personal injury firm in Richmond."),
        say("2026-01-22T21:00:00+00:00", "If I'd gone to law school I'd probably be a partner by now, oh well."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="paralegal"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="partner"),
    ]),
    scenario("d26-frame-role-sailor", "framing", "A role-played sailor's port is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Halifax, in the North End."),
        say("2026-05-06T19:00:00+00:00", "Role-play time: you're a customs officer and I'm a sailor who lives in "
            "Bermuda, arriving on a yacht."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="halifax"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="bermuda"),
    ]),
    scenario("d26-frame-sarcastic-chef", "framing", "A sarcastic 'world-class chef' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I'm a dental hygienist in Omaha."),
        say("2026-07-02T19:00:00+00:00", "Oh yeah, I'm a world-class chef, that's why the smoke alarm is my "
            "kitchen timer."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="hygienist"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks="chef"),
    ]),
    scenario("d26-frame-quoted-line", "framing", "A quoted TV line is not the user's job", [
        say("2026-08-03T10:00:00+00:00", "I'm a sous chef at a bistro in Quebec City."),
        say("2026-08-04T21:00:00+00:00", "My favourite line from the show is 'I'm a doctor, not a bricklayer!', "
            "I say it all the time."),
        top("2026-08-05T09:00:00+00:00", "what is my job", has="sous chef"),
        facts("2026-08-05T09:00:00+00:00", "what is my job", lacks=("doctor", "bricklayer")),
    ]),
]
