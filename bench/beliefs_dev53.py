"""A fifty-third split of belief scenarios (``--set dev53`` in bench/beliefs.py).

Written on 2026-11-29 as a generalisation check, by a helper who read no reader code, on ae0de41; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a cable car's
last ascent and stations, a stud farm's stallion, a letterpress studio's wedding invitations, a skate park, a salt
mine, a landfill site, a nuclear power station's control rooms, a soup kitchen's venue and volunteering, a coroner's
office, a midwifery unit, an acupuncture clinic's price and a medicine it replaced, a bridge club's congress and
partners, a pub quiz's night and team, a triathlon club's bike, a monastery and a gurdwara; of the domains offered, an
apiary, a dog-grooming parlour, a clockmaker and a dive shop had been used before and were dropped; a retirement
speech, an out-of-office reply, a condolence card, a birthday card, a tenancy form, an incident report, a bug report,
a fridge note, a guestbook entry, and Sinhala and Burmese speakers writing English as a second language): dates,
times and prices put right at once and days later, with and without a cue word; a workplace, home and bike changed
by what happened rather than by naming the attribute; volunteering and a medicine that are gone; languages and
hobbies that must accumulate; decisions replaced by name or taken back ("after all", "instead"); one fact said twice
in other words that must stay one belief; a bridge partner and a cable car station flip-flopped within weeks (served
as contested); and a role-play that must not be stored beside a sincere statement. It is a tuning split: rules may
be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV53 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d53-corr-cable-car-last", "correction", "The last cable car up put right at once, with a cue", [
        say("2026-01-08T17:00:00+00:00", "The last car up the mountain leaves the base station at 4:30 this winter."),
        say("2026-01-08T17:00:50+00:00", "Sorry, I mean 5:15 for the last one up, the timetable changed in "
            "December."),
        top("2026-01-09T09:00:00+00:00", "when does the last cable car go up", has="5:15"),
        served("2026-01-09T09:00:00+00:00", "when does the last cable car go up", lacks="4:30", unless="5:15"),
    ]),
    scenario("d53-corr-quiz-night", "correction", "A pub quiz night put right days later, no cue word", [
        say("2026-02-02T19:00:00+00:00", "The Red Lion quiz is on Thursdays, eight o'clock start."),
        say("2026-02-06T19:00:00+00:00", "Checked the board at the pub, the Red Lion quiz is Wednesdays at eight."),
        top("2026-02-07T09:00:00+00:00", "what night is the Red Lion quiz", has="wednesday"),
        served("2026-02-07T09:00:00+00:00", "what night is the Red Lion quiz", lacks="thursday",
               unless="wednesday"),
    ]),
    scenario("d53-corr-bridge-congress", "correction", "A bridge congress date put right days later, 'I was wrong'", [
        say("2026-03-01T10:00:00+00:00", "The county bridge congress is on Saturday the 18th of April."),
        say("2026-03-04T10:00:00+00:00", "I was wrong about the congress, it's Saturday the 25th, I was reading "
            "last year's flyer."),
        top("2026-03-05T09:00:00+00:00", "when is the bridge congress", has="25th"),
        served("2026-03-05T09:00:00+00:00", "when is the bridge congress", lacks="18th", unless="25th"),
    ]),
    scenario("d53-corr-acupuncture-price", "correction", "An acupuncture price put right days later, 'actually'", [
        say("2026-04-07T10:00:00+00:00", "My acupuncture sessions cost £45 each at the clinic on Station Road."),
        say("2026-04-10T10:00:00+00:00", "It's actually £55 a session, the cheaper price was only the intro offer."),
        top("2026-04-11T09:00:00+00:00", "how much is a session of acupuncture", has="55"),
        served("2026-04-11T09:00:00+00:00", "how much is a session of acupuncture", lacks="45 each", unless="55"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d53-up-birth-centre", "update-paraphrase", "A workplace changed, said as a new badge and a goodbye", [
        say("2026-01-14T10:00:00+00:00", "I'm a midwife on the labour ward at the Royal Bolton."),
        say("2026-06-12T18:00:00+00:00", "Got my badge for the birth centre at Salford Royal today, first shift "
            "there Monday, said my goodbyes at Bolton."),
        top("2026-06-15T09:00:00+00:00", "where do I work", has="salford"),
        served("2026-06-15T09:00:00+00:00", "where do I work", lacks="labour ward", unless="salford"),
    ]),
    scenario("d53-up-mandalay", "update-paraphrase", "A home changed, said as a finished move in a second language", [
        say("2026-02-03T10:00:00+00:00", "I am living in Yangon, Hlaing township, with my auntie family."),
        say("2026-08-20T10:00:00+00:00", "We finish moving to Mandalay last week, now my husband and me have our "
            "own house near the palace moat."),
        top("2026-08-22T09:00:00+00:00", "where do I live", has="mandalay"),
        served("2026-08-22T09:00:00+00:00", "where do I live", lacks="hlaing", unless="mandalay"),
    ]),
    scenario("d53-up-hinkley", "update-paraphrase", "A power station changed, said as a contract and a last shift", [
        say("2026-03-10T10:00:00+00:00", "I'm a control room operator at Sizewell B."),
        say("2026-07-01T18:00:00+00:00", "Signed the contract for Hinkley Point C today, I start in the control "
            "room there in September and my last shift in Suffolk is Friday."),
        top("2026-09-10T09:00:00+00:00", "which power station do I work at", has="hinkley"),
        served("2026-09-10T09:00:00+00:00", "which power station do I work at", lacks="sizewell", unless="hinkley"),
    ]),
    scenario("d53-up-tri-bike", "update-paraphrase", "A race bike changed, said as a sale and a purchase", [
        say("2026-01-20T10:00:00+00:00", "I race on an aluminium Specialized Allez."),
        say("2026-05-02T17:00:00+00:00", "Sold the Allez to a lad at the club and bought a carbon Canyon "
            "Speedmax for the Ironman."),
        top("2026-05-04T09:00:00+00:00", "what bike do I race on", has="canyon"),
        served("2026-05-04T09:00:00+00:00", "what bike do I race on", lacks="aluminium", unless="canyon"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d53-dec-soup-kitchen-venue", "decision", "A soup kitchen venue replaced by name 'instead'", [
        say("2026-09-01T10:00:00+00:00", "Decided: the soup kitchen is moving to the Methodist hall in January."),
        say("2026-09-09T10:00:00+00:00", "The Methodist hall fell through, we're going to the old Co-op on Market "
            "Street instead."),
        top("2026-09-10T09:00:00+00:00", "where is the soup kitchen moving to", has="co-op"),
        served("2026-09-10T09:00:00+00:00", "where is the soup kitchen moving to", lacks="methodist hall",
               unless="co-op"),
    ]),
    scenario("d53-dec-stallion", "decision", "A decision to sell a stallion taken back", [
        say("2026-07-06T10:00:00+00:00", "Decision made, we're selling the stallion Gold Rush at the autumn sales."),
        say("2026-07-20T10:00:00+00:00", "We're keeping Gold Rush after all, his first foals are too good to lose "
            "him."),
        top("2026-07-21T09:00:00+00:00", "are we selling Gold Rush", has=("after all", "keeping")),
        served("2026-07-21T09:00:00+00:00", "are we selling Gold Rush", lacks="autumn sales",
               unless=("after all", "keeping")),
    ]),
    scenario("d53-dec-wedding-invites", "decision", "Wedding invitation ink and card changed 'instead'", [
        say("2026-05-11T10:00:00+00:00", "For the Okafor wedding invites we're printing navy ink on cotton card."),
        say("2026-05-13T10:00:00+00:00", "The couple rang, they want gold ink on black card instead of the navy."),
        top("2026-05-14T09:00:00+00:00", "what are we printing the Okafor wedding invites with", has="gold"),
        served("2026-05-14T09:00:00+00:00", "what are we printing the Okafor wedding invites with",
               lacks="cotton card", unless="gold"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d53-gone-soup-fridays", "gone", "Volunteering at a soup kitchen stopped", [
        say("2026-01-16T10:00:00+00:00", "I volunteer at the soup kitchen at St Anne's every Friday night."),
        say("2026-10-02T10:00:00+00:00", "I've stopped the Fridays at St Anne's, the new job has me working late."),
        facts("2026-10-03T09:00:00+00:00", "where do I volunteer", lacks="every friday", unless=("stopped",)),
    ]),
    scenario("d53-gone-amitriptyline", "gone", "A medicine stopped after acupuncture", [
        say("2026-02-09T10:00:00+00:00", "I take amitriptyline every night for the back pain."),
        say("2026-08-14T10:00:00+00:00", "The acupuncture's worked so well that I've come off the amitriptyline "
            "completely."),
        facts("2026-08-15T09:00:00+00:00", "what medication do I take", lacks="every night",
              unless=("come off", "completely")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d53-mv-tamil-too", "multi-valued", "Languages grown by 'too', in a second language", [
        say("2026-01-21T10:00:00+00:00", "I am speaking Sinhala and English, both very well."),
        say("2026-05-22T10:00:00+00:00", "I can speak Tamil too, my mother is from Jaffna side, so the Tamil "
            "patients I can help."),
        facts("2026-05-23T09:00:00+00:00", "what languages do I speak", has="sinhala"),
        facts("2026-05-23T09:00:00+00:00", "what languages do I speak", has="tamil"),
    ]),
    scenario("d53-mv-quiz-also", "multi-valued", "Hobbies grown by 'also'", [
        say("2026-02-10T10:00:00+00:00", "I play duplicate bridge on Tuesday nights at the Acol club."),
        say("2026-06-16T10:00:00+00:00", "I've also joined the pub quiz team at the Red Lion, we came third last "
            "week."),
        facts("2026-06-17T09:00:00+00:00", "what are my hobbies", has="bridge"),
        facts("2026-06-17T09:00:00+00:00", "what are my hobbies", has="quiz"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d53-para-reactor-operator", "paraphrase", "A job said twice in other words stays one belief", [
        say("2026-02-04T10:00:00+00:00", "I'm a reactor operator at Heysham 2."),
        say("2026-05-13T10:00:00+00:00", "I work as a reactor operator up at Heysham 2 power station, nine years "
            "now."),
        top("2026-05-14T09:00:00+00:00", "what is my job", has="reactor operator", contested=False),
        no_open_conflict("2026-05-14T09:00:00+00:00"),
    ]),
    scenario("d53-para-kandy", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-15T10:00:00+00:00", "I am from Kandy originally."),
        say("2026-07-05T10:00:00+00:00", "Born and grow up in Kandy, near the Temple of the Tooth, every Perahera "
            "we are going."),
        top("2026-07-06T09:00:00+00:00", "where am I from", has="kandy", contested=False),
        no_open_conflict("2026-07-06T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d53-ff-bridge-partner", "flip-flop", "A bridge partner back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "I'm partnering Margaret at the bridge club this month."),
        say("2026-09-22T10:00:00+00:00", "The club's paired me with Derek now."),
        say("2026-10-13T10:00:00+00:00", "back with Margaret from Tuesday, Derek's off to Spain for the winter"),
        contested("2026-10-15T10:00:00+00:00", "who is my bridge partner", ["margaret", "derek"]),
    ]),
    scenario("d53-ff-cable-car-station", "flip-flop", "A cable car station back and forth within weeks", [
        say("2026-11-02T10:00:00+00:00", "I'm working the top station on the cable car this month."),
        say("2026-11-23T10:00:00+00:00", "They've moved me down to the bottom station on the cable car."),
        say("2026-12-14T10:00:00+00:00", "top station again from Monday, Hamish has done his knee"),
        contested("2026-12-16T10:00:00+00:00", "which cable car station do I work at", ["top", "bottom"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d53-frame-role-abbot", "framing", "A role-played abbot is not the user's job", [
        say("2026-04-06T10:00:00+00:00", "I'm a letterpress printer, I run a little studio in Frome."),
        say("2026-04-08T20:00:00+00:00", "Let's play a game: you're a journalist and I'm the abbot of a monastery "
            "in Tibet, interview me."),
        top("2026-04-09T09:00:00+00:00", "what is my job", has="printer"),
        facts("2026-04-09T09:00:00+00:00", "what is my job", lacks="abbot"),
    ]),
]
