"""A thirty-eighth split of belief scenarios (``--set dev38`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on cf87269; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a netball
match venue and position, a removals job date and van, an opticians appointment and job, a sheep-shearing gang's rate,
a lighthouse museum's winter hours, a nail bar, a Glasgow flat, a court interpreting agency, a Shetland school, a
donkey sanctuary's volunteering, a dialysis unit and a transplant, ponies, Polish and Russian, bell ringing and
walking netball, a fiddle and an accordion, a bell tower's outing and bells, a board-game cafe's Monday closing, a
funeral florist's tribute, a cave rescue team's vehicle, a hospice laundry's shifts, a Trinidadian hometown; Cornish,
Potteries, Glaswegian, Shetland, Trinidadian, Malaysian (Manglish), Scottish Borders and Polish-speaker English):
days, dates, times and prices put right at once and days later, with and without a cue word; a workplace, home,
employer, van and a daughter's school changed by what happened rather than by naming the attribute; volunteering, a
course of dialysis, a job and a pony that are gone; languages and hobbies that must accumulate, and a removal that
retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice
in other words that must stay one belief; a bell, a netball position and a shift flip-flopped within weeks (served
as contested); and a might-have-been, a role-play and a quotation that must not be stored beside a sincere
statement. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV38 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d38-corr-netball-venue", "correction", "A netball match venue put right at once, with a cue", [
        say("2026-02-05T18:00:00+00:00", "Saturday's netball match is at Kelso High School, 2 o'clock start."),
        say("2026-02-05T18:00:40+00:00", "Sorry, I mean Galashiels Academy, Kelso's sports hall is shut for exams."),
        top("2026-02-06T09:00:00+00:00", "where is Saturday's netball match", has="galashiels"),
        served("2026-02-06T09:00:00+00:00", "where is Saturday's netball match", lacks="kelso high",
               unless="galashiels"),
    ]),
    scenario("d38-corr-removal-date", "correction", "A removals job date put right at once, no cue word", [
        say("2026-04-20T16:00:00+00:00", "Henderson job's in the diary, big four-bed semi, we're moving them on "
            "the 14th with both lorries."),
        say("2026-04-20T16:01:00+00:00", "The 16th for the Hendersons. Their completion got pushed back."),
        top("2026-04-21T09:00:00+00:00", "when is the Hendersons' removal", has="16th"),
        served("2026-04-21T09:00:00+00:00", "when is the Hendersons' removal", lacks="14th", unless="16th"),
    ]),
    scenario("d38-corr-eye-test", "correction", "An eye test date put right days later, with 'I was wrong'", [
        say("2026-03-02T10:00:00+00:00", "My eye test at the opticians is on Tuesday the 10th at quarter past ten."),
        say("2026-03-05T12:00:00+00:00", "I was wrong about the eye test, it's Thursday the 12th, same time, I read "
            "the text message wrong."),
        top("2026-03-06T09:00:00+00:00", "when is my eye test", has="12th"),
        served("2026-03-06T09:00:00+00:00", "when is my eye test", lacks="tuesday the 10th", unless="12th"),
    ]),
    scenario("d38-corr-shearing-rate", "correction", "A shearing rate put right days later, no cue word", [
        say("2026-05-11T19:00:00+00:00", "We're charging the farmers £1.80 a head for shearing this season."),
        say("2026-05-15T20:00:00+00:00", "Went through the contracts with the gang tonight, we're on £2.10 a head "
            "this year, the boss put it up over the winter."),
        top("2026-05-16T09:00:00+00:00", "how much do we charge a head for shearing", has="2.10"),
        served("2026-05-16T09:00:00+00:00", "how much do we charge a head for shearing", lacks="1.80",
               unless="2.10"),
    ]),
    scenario("d38-corr-museum-hours", "correction", "Winter opening put right days later, with 'actually'", [
        say("2026-10-06T10:00:00+00:00", "The lighthouse museum opens at 10 over the winter, my 'ansum."),
        say("2026-10-10T10:00:00+00:00", "Museum actually opens at 11 in the winter months, I checked the rota on "
            "the staffroom wall."),
        top("2026-10-11T09:00:00+00:00", "what time does the lighthouse museum open in winter", has="11"),
        served("2026-10-11T09:00:00+00:00", "what time does the lighthouse museum open in winter", lacks="at 10",
               unless="11"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d38-up-nail-salon", "update-paraphrase", "A workplace changed, said as a notice handed in and new keys", [
        say("2026-01-12T10:00:00+00:00", "I'm a nail tech at Polished on Piccadilly in Hanley."),
        say("2026-06-19T18:00:00+00:00", "Handed me notice in at Polished and got the keys to me own little salon "
            "in Longton, duck, first clients Monday."),
        top("2026-06-22T09:00:00+00:00", "where do I work", has="longton"),
        served("2026-06-22T09:00:00+00:00", "where do I work", lacks="piccadilly", unless="longton"),
    ]),
    scenario("d38-up-shawlands", "update-paraphrase", "A home changed, said as the last box in at the new place", [
        say("2026-02-14T10:00:00+00:00", "I stay in a tenement flat in Partick, top floor."),
        say("2026-08-29T21:00:00+00:00", "Last box is in, we're in the new place in Shawlands, wee garden an "
            "everything, pure buzzing."),
        top("2026-08-31T09:00:00+00:00", "where do I live", has="shawlands"),
        served("2026-08-31T09:00:00+00:00", "where do I live", lacks="partick", unless="shawlands"),
    ]),
    scenario("d38-up-interpreting-agency", "update-paraphrase", "An employer changed, said as an induction elsewhere", [
        say("2026-03-09T10:00:00+00:00", "I am court interpreter for Word360, mostly the Crown Court in Manchester."),
        say("2026-09-14T18:00:00+00:00", "Today I had induction with thebigword, so from now the bookings come "
            "from them and not from Word360."),
        top("2026-09-16T09:00:00+00:00", "who do I work for", has="thebigword"),
        served("2026-09-16T09:00:00+00:00", "who do I work for", lacks="word360", unless="thebigword"),
    ]),
    scenario("d38-up-luton-van", "update-paraphrase", "A van changed, said as a sale and a purchase", [
        say("2026-01-26T10:00:00+00:00", "I run the removals out of a long-wheelbase Transit."),
        say("2026-07-03T17:00:00+00:00", "Sold the Transit to a lad in Fenton and picked up a Luton box van with a "
            "tail lift, loads more room."),
        top("2026-07-05T09:00:00+00:00", "what van do I use for the removals", has="luton"),
        served("2026-07-05T09:00:00+00:00", "what van do I use for the removals", lacks="long-wheelbase",
               unless="luton"),
    ]),
    scenario("d38-up-ellie-school", "update-paraphrase", "A daughter's school changed, said as her first week", [
        say("2026-03-03T10:00:00+00:00", "Wir Ellie goes tae Bell's Brae Primary in Lerwick."),
        say("2026-08-28T18:00:00+00:00", "Ellie's first week at da Anderson High went fine, she's fun her wye "
            "aroond aa da corridors."),
        top("2026-08-30T09:00:00+00:00", "which school does Ellie go to", has="anderson"),
        served("2026-08-30T09:00:00+00:00", "which school does Ellie go to", lacks="bell's brae",
               unless="anderson"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d38-gone-sanctuary", "gone", "Volunteering at a donkey sanctuary stopped", [
        say("2026-01-17T10:00:00+00:00", "I volunteer at the donkey sanctuary in Topsfield every Saturday."),
        say("2026-09-26T10:00:00+00:00", "I've stopped the Saturdays at the sanctuary, my back can't take the "
            "mucking out any more."),
        facts("2026-09-27T09:00:00+00:00", "where do I volunteer", lacks="topsfield",
              unless=("stopped", "any more")),
    ]),
    scenario("d38-gone-dialysis", "gone", "Dialysis ended by a transplant", [
        say("2026-02-02T10:00:00+00:00", "Ah'm on dialysis three times a week at the Western, Tuesdays Thursdays "
            "an Saturdays."),
        say("2026-07-21T18:00:00+00:00", "Had ma transplant in June and the new kidney's working, so nae more "
            "dialysis for me."),
        facts("2026-07-22T09:00:00+00:00", "what treatment am I having", lacks="three times a week",
              unless=("transplant", "nae more")),
    ]),
    scenario("d38-gone-opticians-job", "gone", "A job ended by a closure, no new one", [
        say("2026-03-10T10:00:00+00:00", "I work at the opticians in Mid Valley as optometrist."),
        say("2026-08-18T10:00:00+00:00", "The Mid Valley branch closed down already lah, now I'm not working, "
            "looking around only."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="mid valley",
              unless=("closed", "not working")),
    ]),
    scenario("d38-gone-pony", "gone", "A pony sold, the other stays", [
        say("2026-04-06T10:00:00+00:00", "I've two ponies, Biscuit and Shadow, out on the field behind the house."),
        say("2026-10-12T10:00:00+00:00", "Sold Shadow to a family over Helston way, Biscuit's staying with me."),
        facts("2026-10-13T09:00:00+00:00", "what animals do I have", has="biscuit"),
        facts("2026-10-13T09:00:00+00:00", "what animals do I have", lacks="shadow", unless=("sold",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d38-mv-russian-as-well", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-19T10:00:00+00:00", "I am speaking Polish and English, both on the level for the court."),
        say("2026-05-20T10:00:00+00:00", "I speak Russian as well, my mother is from Brest, so I can take the "
            "Russian hearings too."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="polish"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="russian"),
    ]),
    scenario("d38-mv-walking-netball", "multi-valued", "Hobbies grown by 'also'", [
        say("2026-02-09T10:00:00+00:00", "I ring the bells at St Mary's most Sundays."),
        say("2026-06-15T10:00:00+00:00", "I've also taken up walking netball, Monday mornings at the leisure "
            "centre."),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="bell"),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="netball"),
    ]),
    scenario("d38-mv-accordion-drop", "multi-valued", "Two instruments, one sold", [
        say("2026-03-16T10:00:00+00:00", "I play da fiddle an da accordion at da sessions in Lerwick."),
        say("2026-09-21T10:00:00+00:00", "Sold da accordion tae a boy in Scalloway, but I'm still at da fiddle "
            "every week."),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", has="fiddle"),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", lacks="accordion", unless=("sold",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d38-dec-tower-outing", "decision", "A tower outing chosen, then replaced by name days later", [
        say("2026-03-01T10:00:00+00:00", "The tower outing is going to Wells Cathedral in June."),
        say("2026-03-05T10:00:00+00:00", "Wells can't have us that Saturday, so the outing's going to Exeter "
            "now."),
        top("2026-03-06T09:00:00+00:00", "where is the tower outing going", has="exeter"),
        served("2026-03-06T09:00:00+00:00", "where is the tower outing going", lacks="wells cathedral",
               unless="exeter"),
    ]),
    scenario("d38-dec-monday-closing", "decision", "A decision to close on Mondays taken back", [
        say("2026-04-13T10:00:00+00:00", "Right, decision made, the games cafe shuts Mondays from May, nobody "
            "comes in."),
        say("2026-04-27T10:00:00+00:00", "We're staying open on Mondays after all, the Catan league wants its "
            "night."),
        top("2026-04-28T09:00:00+00:00", "are we closing the cafe on Mondays", has=("after all", "staying open")),
        served("2026-04-28T09:00:00+00:00", "are we closing the cafe on Mondays", lacks="shuts mondays",
               unless=("after all", "staying open")),
    ]),
    scenario("d38-dec-tribute", "decision", "A funeral tribute changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "For the Docherty funeral I'm doing a heart tribute in red roses."),
        say("2026-11-03T10:00:00+00:00", "The family phoned, they want a cross in white lilies instead of the "
            "heart."),
        top("2026-11-04T09:00:00+00:00", "what tribute am I doing for the Docherty funeral", has="lilies"),
        served("2026-11-04T09:00:00+00:00", "what tribute am I doing for the Docherty funeral", lacks="red roses",
               unless="lilies"),
    ]),
    scenario("d38-dec-rescue-vehicle", "decision", "A callout vehicle 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "The team's buying a second-hand Hilux for callouts."),
        say("2026-01-12T10:00:00+00:00", "Scrap the Hilux, the chassis was rotten, we're getting a Defender "
            "instead."),
        top("2026-01-13T09:00:00+00:00", "what vehicle is the team buying for callouts", has="defender"),
        served("2026-01-13T09:00:00+00:00", "what vehicle is the team buying for callouts",
               lacks="second-hand hilux", unless="defender"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d38-para-dialysis-unit", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work on the dialysis unit at Ninewells."),
        say("2026-05-12T10:00:00+00:00", "My job's on the renal dialysis unit up at Ninewells hospital, band 5 "
            "nurse."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="ninewells", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d38-para-netball-team", "paraphrase", "A netball team said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I'm in the Kelso Ladies netball team."),
        say("2026-04-23T10:00:00+00:00", "I play netball for Kelso Ladies, have done since school."),
        top("2026-04-24T09:00:00+00:00", "which netball team do I play for", has="kelso", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    scenario("d38-para-san-fernando", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from San Fernando, Trinidad."),
        say("2026-07-04T10:00:00+00:00", "Born and raise in San Fernando, south Trinidad, boy, Skinner Park "
            "every Carnival."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="san fernando", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d38-ff-bell", "flip-flop", "A bell back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm ringing the treble at St Mary's this month."),
        say("2026-09-28T10:00:00+00:00", "Tower captain's put me on the tenor now."),
        say("2026-10-19T10:00:00+00:00", "back on the treble, the tenor's too heavy for my shoulder"),
        contested("2026-10-21T10:00:00+00:00", "which bell do I ring", ["treble", "tenor"]),
    ]),
    scenario("d38-ff-netball-position", "flip-flop", "A netball position back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "I'm playing goal defence for the firsts this season."),
        say("2026-01-31T10:00:00+00:00", "Coach has moved me out to wing defence."),
        say("2026-02-21T10:00:00+00:00", "Goal defence again from Saturday, Morag's done her ankle."),
        contested("2026-02-23T10:00:00+00:00", "what position do I play in netball",
                  ["goal defence", "wing defence"]),
    ]),
    scenario("d38-ff-laundry-shift", "flip-flop", "A hospice laundry shift back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm on the morning shift in the hospice laundry."),
        say("2026-04-27T10:00:00+00:00", "They've switched me to afternoons in the laundry."),
        say("2026-05-18T10:00:00+00:00", "mornings again from next week, thank God"),
        contested("2026-05-20T10:00:00+00:00", "which shift do I work in the laundry", ["morning", "afternoon"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d38-frame-pilot-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm an optometrist at the opticians on Boscawen Street in Truro."),
        say("2026-02-18T21:00:00+00:00", "If I'd stayed in the army I'd be flying Apaches by now, helicopter pilot "
            "and everything."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="optometrist"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="pilot"),
    ]),
    scenario("d38-frame-role-keeper", "framing", "A role-played lighthouse keeper's rock is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I bide in Lerwick, just up fae da harbour."),
        say("2026-06-09T19:00:00+00:00", "Right, you be the supply boat skipper and I'll play a lighthouse keeper "
            "living oot on Muckle Flugga, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="lerwick"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="muckle flugga"),
    ]),
    scenario("d38-frame-granny-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a funeral florist, I work oot a wee unit in Paisley."),
        say("2026-09-02T19:00:00+00:00", "Ma granny always said 'I'm the best baker in Renfrewshire', God rest "
            "her."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="florist"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="baker"),
    ]),
]
