"""A forty-ninth split of belief scenarios (``--set dev49`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 822bec5; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a ballroom
dance academy's classes, studios, medal tests, competitions, partners and Christmas social, and a surf lifesaving
club's patrols, nippers, rescue boat, beach, awards night and clubhouse; of the fifteen domains offered for this
split, thirteen had been used before and were dropped): days, dates, times and prices put right at once and days
later, with and without a cue word; a workplace, home, employer and dance partner changed by what happened rather
than by naming the attribute; a volunteering role and a job that are gone; languages and dances that must
accumulate, and a removal that retires exactly one; decisions replaced by name or taken back ("after all",
"instead", "scrap"); one fact said twice in other words that must stay one belief; a patrol beach and a dance
flip-flopped within weeks (served as contested); and a role-play that must not be stored beside a sincere statement.
Registers: Welsh, Jamaican, Singaporean, Dublin, Texan and Indian English, a German speaker writing English as a
second language and a voice-note transcript. Written blind (by a helper who read no reader code) on 822bec5, and
committed before it was measured. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV49 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d49-corr-medal-test", "correction", "A medal test date put right at once, with a cue", [
        say("2026-02-09T18:00:00+00:00", "My bronze medal test for the waltz is on Saturday the 21st at the academy, "
            "half past ten."),
        say("2026-02-09T18:00:40+00:00", "Sorry, Sunday the 22nd, the examiner can't do the Saturday, mind."),
        top("2026-02-10T09:00:00+00:00", "when is my bronze medal test", has="22nd"),
        served("2026-02-10T09:00:00+00:00", "when is my bronze medal test", lacks="21st", unless="22nd"),
    ]),
    scenario("d49-corr-patrol-start", "correction", "A patrol start time put right at once, no cue word", [
        say("2026-06-06T07:00:00+00:00", "Saturday patrol on the beach starts at 9am, flags up by five past."),
        say("2026-06-06T07:01:00+00:00", "8am for Saturday patrol. 9 is the Sunday one, mixed them up again."),
        top("2026-06-07T09:00:00+00:00", "what time does Saturday patrol start", has="8am"),
        served("2026-06-07T09:00:00+00:00", "what time does Saturday patrol start", lacks="9am", unless="8am"),
    ]),
    scenario("d49-corr-class-fee", "correction", "A class fee put right days later, with 'I was wrong'", [
        say("2026-09-01T10:00:00+00:00", "The beginners' ballroom class is eight dollars a session at the academy, "
            "pay at the door."),
        say("2026-09-04T12:00:00+00:00", "I was wrong about the beginners' class, it's twelve dollars a session now, "
            "they raised it over the summer, y'all."),
        top("2026-09-05T09:00:00+00:00", "how much is the beginners' ballroom class", has="twelve"),
        served("2026-09-05T09:00:00+00:00", "how much is the beginners' ballroom class", lacks="eight dollars",
               unless="twelve"),
    ]),
    scenario("d49-corr-awards-night", "correction", "An awards night date put right days later, with 'actually'", [
        say("2026-10-05T10:00:00+00:00", "The lifesaving club's awards night is on Friday the 6th of November at the "
            "clubhouse."),
        say("2026-10-09T10:00:00+00:00", "Awards night is actually Friday the 13th of November, the hall was double "
            "booked so they moved it, so it was."),
        top("2026-10-10T09:00:00+00:00", "when is the club's awards night", has="13th"),
        served("2026-10-10T09:00:00+00:00", "when is the club's awards night", lacks="6th", unless="13th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d49-up-studio-job", "update-paraphrase", "A workplace changed, said as a leaving do and a first class", [
        say("2026-01-12T10:00:00+00:00", "I teach Latin at the Starlight Dance Academy in Swansea."),
        say("2026-06-26T20:00:00+00:00", "Had my leaving do at Starlight last night, and taught my first class at "
            "Tango Studio in Cardiff this morning, tidy."),
        top("2026-06-28T09:00:00+00:00", "where do I teach", has="tango studio"),
        served("2026-06-28T09:00:00+00:00", "where do I teach", lacks="starlight", unless="tango studio"),
    ]),
    scenario("d49-up-tampines-flat", "update-paraphrase", "A home changed, said as keys collected and a first night", [
        say("2026-02-14T10:00:00+00:00", "I stay in a HDB flat in Bedok North with my parents."),
        say("2026-08-22T22:00:00+00:00", "Collected the keys for our BTO in Tampines already, tonight first night "
            "sleeping there, so shiok."),
        top("2026-08-24T09:00:00+00:00", "where do I live", has="tampines"),
        served("2026-08-24T09:00:00+00:00", "where do I live", lacks="bedok", unless="tampines"),
    ]),
    scenario("d49-up-employer-bosch", "update-paraphrase", "An employer changed, said as a contract signed elsewhere", [
        say("2026-03-09T10:00:00+00:00", "I am working as software developer for SAP in Walldorf."),
        say("2026-09-14T18:00:00+00:00", "Last week I have signed the contract with Bosch in Stuttgart, so from "
            "October my salary comes from them and no more from SAP."),
        top("2026-09-16T09:00:00+00:00", "who do I work for", has="bosch"),
        served("2026-09-16T09:00:00+00:00", "who do I work for", lacks="sap", unless="bosch"),
    ]),
    scenario("d49-up-dance-partner", "update-paraphrase", "A dance partner changed, said as a split and a tryout", [
        say("2026-01-20T10:00:00+00:00", "My dance partner is Karthik, we do the amateur Latin together."),
        say("2026-07-08T19:00:00+00:00", "Karthik and I have parted ways after the Blackpool festival, and from this "
            "month I am dancing with Rohan, we had the tryout on Sunday only."),
        top("2026-07-10T09:00:00+00:00", "who is my dance partner", has="rohan"),
        served("2026-07-10T09:00:00+00:00", "who is my dance partner", lacks="karthik", unless="rohan"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d49-gone-nipper-coach", "gone", "Coaching the nippers stopped", [
        say("2026-01-17T10:00:00+00:00", "I coach the under-tens nippers at the surf lifesaving club on Sunday "
            "mornings."),
        say("2026-09-26T10:00:00+00:00", "um so I've given up the nippers coaching now, it's uh too much with the "
            "new baby, someone else has taken them on"),
        facts("2026-09-27T09:00:00+00:00", "what do I do at the surf club", lacks="under-tens",
              unless=("given up", "someone else")),
    ]),
    scenario("d49-gone-receptionist", "gone", "A job ended by redundancy, no new one", [
        say("2026-03-10T10:00:00+00:00", "I'm the receptionist at the dance academy on Capel Street."),
        say("2026-08-18T10:00:00+00:00", "They let me go from the academy, the owner's retiring and closing up, so "
            "I'm out of work for now."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="capel street",
              unless=("let me go", "out of work")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d49-mv-patois-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-19T10:00:00+00:00", "Mi speak English an patois, dat a how mi grow."),
        say("2026-05-20T10:00:00+00:00", "Mi speak Spanish too now, mi did two years a classes at di institute."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="patois"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="spanish"),
    ]),
    scenario("d49-mv-quickstep-drop", "multi-valued", "Three dances, one dropped", [
        say("2026-03-16T10:00:00+00:00", "At the academy I dance the waltz, the foxtrot and the quickstep."),
        say("2026-09-21T10:00:00+00:00", "I've dropped the quickstep, my knees can't take it, but I'm still doing "
            "the waltz and the foxtrot every week."),
        facts("2026-09-22T09:00:00+00:00", "what dances do I do", has="waltz"),
        facts("2026-09-22T09:00:00+00:00", "what dances do I do", lacks="quickstep", unless=("dropped",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d49-dec-christmas-social", "decision", "A Christmas social venue replaced by name days later", [
        say("2026-10-01T10:00:00+00:00", "The academy Christmas social is going to be at the Kings Arms this year."),
        say("2026-10-05T10:00:00+00:00", "Kings Arms can't fit a dance floor, so the Christmas social is at the "
            "Grand Pavilion now."),
        top("2026-10-06T09:00:00+00:00", "where is the academy Christmas social", has="grand pavilion"),
        served("2026-10-06T09:00:00+00:00", "where is the academy Christmas social", lacks="kings arms",
               unless="grand pavilion"),
    ]),
    scenario("d49-dec-boat-sale", "decision", "A decision to sell the old rescue boat taken back", [
        say("2026-04-13T10:00:00+00:00", "Right, committee decided, we're selling the old IRB to the club in "
            "Tenby."),
        say("2026-04-27T10:00:00+00:00", "We're keeping the old IRB after all, it'll be the training boat for the "
            "juniors."),
        top("2026-04-28T09:00:00+00:00", "are we selling the old IRB", has=("after all", "keeping")),
        served("2026-04-28T09:00:00+00:00", "are we selling the old IRB", lacks="selling the old irb",
               unless=("after all", "keeping")),
    ]),
    scenario("d49-dec-comp-scrap", "decision", "A competition 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "We're entering the Northern Open in Preston in March."),
        say("2026-01-12T10:00:00+00:00", "Scrap Preston, the entry fee's daft, we're doing the Welsh Open in "
            "Port Talbot instead."),
        top("2026-01-13T09:00:00+00:00", "which competition are we entering in March", has="welsh open"),
        served("2026-01-13T09:00:00+00:00", "which competition are we entering in March", lacks="northern open",
               unless="welsh open"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d49-para-surf-club", "paraphrase", "A club membership said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I'm a member of Rest Bay surf lifesaving club."),
        say("2026-05-12T10:00:00+00:00", "I patrol with the Rest Bay SLSC, have done since I was a nipper."),
        top("2026-05-13T09:00:00+00:00", "which surf club am I in", has="rest bay", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d49-para-amarillo", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from Amarillo, Texas."),
        say("2026-07-04T10:00:00+00:00", "Born and raised in Amarillo, up in the Panhandle, darlin'."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="amarillo", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d49-ff-patrol-beach", "flip-flop", "A patrol beach back and forth within weeks", [
        say("2026-07-04T10:00:00+00:00", "I'm patrolling at Rhossili this month."),
        say("2026-07-25T10:00:00+00:00", "Patrol captain's moved me to Llangennith now."),
        say("2026-08-15T10:00:00+00:00", "back at Rhossili from Saturday, they're short down there"),
        contested("2026-08-17T10:00:00+00:00", "which beach do I patrol", ["rhossili", "llangennith"]),
    ]),
    scenario("d49-ff-competition-dance", "flip-flop", "A competition dance back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "For the showcase I'm dancing the rumba."),
        say("2026-01-31T10:00:00+00:00", "Teacher's switched me to the cha-cha for the showcase."),
        say("2026-02-21T10:00:00+00:00", "Rumba again for the showcase, the cha-cha wasn't clean enough."),
        contested("2026-02-23T10:00:00+00:00", "which dance am I doing for the showcase", ["rumba", "cha-cha"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d49-frame-role-coastguard", "framing", "A role-played coastguard's job is not the user's job", [
        say("2026-06-08T10:00:00+00:00", "I'm a primary teacher in Burry Port."),
        say("2026-06-09T19:00:00+00:00", "Okay, you be the drowning swimmer and I'll play the coastguard helicopter "
            "winchman, go."),
        top("2026-06-10T09:00:00+00:00", "what is my job", has="teacher"),
        facts("2026-06-10T09:00:00+00:00", "what is my job", lacks="winchman"),
    ]),
]
