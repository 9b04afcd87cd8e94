"""A fifty-fourth split of belief scenarios (``--set dev54`` in bench/beliefs.py).

Written on 2026-11-29 as a never-tuned generalisation check, by a helper who read no reader code, on ae0de41;
committed before it was measured, and never to be tuned on. Weighted to issue 21's hardest belief rules, in everyday
domains not used in earlier sets (a campsite, a cruise ship, a dry dock, a toll bridge, a tannery, a paper mill, a
flour mill, a hydroponic farm, a seaweed harvest, a census office, a tax office, a notary, a credit union, a payroll
bureau, a dubbing studio, a VFX house, a magazine, a bookshop, a luthier and a synagogue; a thank-you card, a press
release, an interview transcript, a lost-and-found notice, a Christmas card, a yearbook entry, a text message
thread, an email signature, a haiku-like aside, a medical intake form, and Tigrinya and Mongolian speakers writing
English as a second language): dates, times and prices put right at once and days later, with and without a cue
word; a workplace, home, employer and instrument changed by what happened rather than by naming the attribute; a
membership and a pet that are gone; languages and hobbies that must accumulate; decisions replaced by name or taken
back ("after all", "instead"); one fact said twice in other words that must stay one belief; a shift and a desk
flip-flopped within weeks (served as contested); and a quotation that must not be stored beside a sincere statement.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV54 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d54-corr-dock-date", "correction", "A dry dock booking date put right at once, with a cue", [
        say("2026-02-09T09:00:00+00:00", "The ferry's booked into the dry dock on the 3rd of March for her hull "
            "survey."),
        say("2026-02-09T09:00:50+00:00", "Sorry, I mean the 10th of March, the 3rd is the tanker's slot."),
        top("2026-02-10T09:00:00+00:00", "when is the ferry booked into the dry dock", has="10th"),
        served("2026-02-10T09:00:00+00:00", "when is the ferry booked into the dry dock", lacks="3rd of march",
               unless="10th"),
    ]),
    scenario("d54-corr-toll-price", "correction", "A bridge toll put right at once, no cue word", [
        say("2026-04-01T08:00:00+00:00", "Toll for a car on the bridge goes up to £2.40 from next month."),
        say("2026-04-01T08:01:00+00:00", "£2.60 for cars. The council notice had a misprint."),
        top("2026-04-02T09:00:00+00:00", "how much is the bridge toll for a car", has="2.60"),
        served("2026-04-02T09:00:00+00:00", "how much is the bridge toll for a car", lacks="2.40",
               unless="2.60"),
    ]),
    scenario("d54-corr-notary-appointment", "correction", "A notary appointment put right days later, 'I was wrong'", [
        say("2026-05-04T10:00:00+00:00", "My appointment with the notary to sign the house deeds is Wednesday the "
            "13th at half past two."),
        say("2026-05-07T18:00:00+00:00", "I was wrong about the notary, it's Friday the 15th, still half past "
            "two, I'd looked at the wrong week."),
        top("2026-05-08T09:00:00+00:00", "when is my appointment with the notary", has="15th"),
        served("2026-05-08T09:00:00+00:00", "when is my appointment with the notary", lacks="wednesday the 13th",
               unless="15th"),
    ]),
    scenario("d54-corr-flour-price", "correction", "A flour price put right days later, no cue word", [
        say("2026-06-08T16:00:00+00:00", "The mill's charging the bakeries £31 a sack for the stoneground "
            "wholemeal this year."),
        say("2026-06-12T17:00:00+00:00", "Went over the price list with the miller this afternoon, stoneground "
            "wholemeal is £34 a sack, the grain went up in spring."),
        top("2026-06-13T09:00:00+00:00", "how much is a sack of stoneground wholemeal", has="34"),
        served("2026-06-13T09:00:00+00:00", "how much is a sack of stoneground wholemeal", lacks="£31",
               unless="34"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d54-up-vfx-employer", "update-paraphrase", "An employer changed, said as a last day and a new badge", [
        say("2026-01-19T10:00:00+00:00", "I'm a compositor at Northlight VFX in Soho."),
        say("2026-07-24T18:00:00+00:00", "Leaving drinks done at Northlight, and my badge for Halcyon Pictures "
            "came in the post, first shot review there on Monday."),
        top("2026-07-27T09:00:00+00:00", "who do I work for", has="halcyon"),
        served("2026-07-27T09:00:00+00:00", "who do I work for", lacks="northlight", unless="halcyon"),
    ]),
    scenario("d54-up-ulaanbaatar", "update-paraphrase", "A home changed, said by a Mongolian speaker as a move", [
        say("2026-02-02T10:00:00+00:00", "I am living in Darkhan, near to the big market."),
        say("2026-09-01T19:00:00+00:00", "Finally we carry all our things to the new apartment in Ulaanbaatar, "
            "my children start the new school here tomorrow."),
        top("2026-09-03T09:00:00+00:00", "where do I live", has="ulaanbaatar"),
        served("2026-09-03T09:00:00+00:00", "where do I live", lacks="darkhan", unless="ulaanbaatar"),
    ]),
    scenario("d54-up-cruise-ship", "update-paraphrase", "A ship changed, said as signing off one and joining another", [
        say("2026-03-16T10:00:00+00:00", "I'm sous chef on the Aurora Star, doing the Norwegian fjords run."),
        say("2026-10-05T10:00:00+00:00", "Signed off the Aurora Star for good yesterday, joining the Coral "
            "Meridian in Barbados next week as her sous chef."),
        top("2026-10-12T09:00:00+00:00", "which ship do I work on", has="coral meridian"),
        served("2026-10-12T09:00:00+00:00", "which ship do I work on", lacks="fjords",
               unless="coral meridian"),
    ]),
    scenario("d54-up-tigrinya-job", "update-paraphrase", "A job changed, said as a new contract", [
        say("2026-01-26T10:00:00+00:00", "I am working in the hydroponic farm as technician, I check the water "
            "and the lights."),
        say("2026-08-17T17:00:00+00:00", "Today I sign contract with the paper mill, from next Monday I am "
            "machine operator there, no more hydroponic for me."),
        top("2026-08-24T09:00:00+00:00", "what is my job", has="machine operator"),
        served("2026-08-24T09:00:00+00:00", "what is my job", lacks="technician", unless="machine operator"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d54-gone-credit-union", "gone", "A credit union membership closed", [
        say("2026-02-16T10:00:00+00:00", "I'm a member of the Calder Valley credit union, I save a bit with them "
            "every payday."),
        say("2026-09-21T10:00:00+00:00", "Closed my Calder Valley account this morning and took the savings out, "
            "I'm not with the credit union any more."),
        facts("2026-09-22T09:00:00+00:00", "which credit union am I a member of", lacks="save a bit",
              unless=("closed", "any more")),
    ]),
    scenario("d54-gone-shop-cat", "gone", "A bookshop cat that has died, the other stays", [
        say("2026-03-09T10:00:00+00:00", "We've two bookshop cats, Marlowe and Brontë, they sleep in the poetry "
            "section."),
        say("2026-10-19T10:00:00+00:00", "Marlowe died at the weekend, he was nineteen. Brontë has the poetry "
            "section to herself now."),
        facts("2026-10-20T09:00:00+00:00", "what pets do I have", has="bront"),
        facts("2026-10-20T09:00:00+00:00", "what pets do I have", lacks="marlowe", unless=("died",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d54-mv-dubbing-languages", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-12T10:00:00+00:00", "I dub in Italian and English, those are my two working languages."),
        say("2026-05-18T10:00:00+00:00", "I speak Spanish as well now, the studio paid for the course, so I can "
            "take the Madrid jobs too."),
        facts("2026-05-19T09:00:00+00:00", "what languages do I speak", has="italian"),
        facts("2026-05-19T09:00:00+00:00", "what languages do I speak", has="spanish"),
    ]),
    scenario("d54-mv-kayak-also", "multi-valued", "Hobbies grown by 'also'", [
        say("2026-02-23T10:00:00+00:00", "I sing in the synagogue choir on Friday nights."),
        say("2026-06-29T10:00:00+00:00", "I've also started sea kayaking, Sunday mornings out of the harbour."),
        facts("2026-06-30T09:00:00+00:00", "what are my hobbies", has="choir"),
        facts("2026-06-30T09:00:00+00:00", "what are my hobbies", has="kayak"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d54-dec-campsite-field", "decision", "A campsite field chosen, then replaced by name days later", [
        say("2026-04-06T10:00:00+00:00", "The scout group are going in the river field for their camp in July."),
        say("2026-04-10T10:00:00+00:00", "River field floods too easily, so the scouts are going up in the "
            "orchard field now."),
        top("2026-04-11T09:00:00+00:00", "which field are the scouts camping in", has="orchard"),
        served("2026-04-11T09:00:00+00:00", "which field are the scouts camping in", lacks="going in the river field",
               unless="orchard"),
    ]),
    scenario("d54-dec-magazine-print", "decision", "A decision to stop printing taken back", [
        say("2026-05-11T10:00:00+00:00", "Decision made, the magazine goes online-only from the autumn, print is "
            "costing us a fortune."),
        say("2026-05-26T10:00:00+00:00", "We're keeping the print edition after all, the subscribers revolted."),
        top("2026-05-27T09:00:00+00:00", "is the magazine going online-only", has=("after all", "keeping the print")),
        served("2026-05-27T09:00:00+00:00", "is the magazine going online-only", lacks="goes online-only",
               unless=("after all", "keeping the print")),
    ]),
    scenario("d54-dec-guitar-top", "decision", "A guitar top wood changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "For Eli's commission I'm using a cedar top with rosewood back and "
            "sides."),
        say("2026-11-04T10:00:00+00:00", "Eli rang, he wants a spruce top instead of the cedar, brighter sound."),
        top("2026-11-05T09:00:00+00:00", "what top wood am I using for Eli's guitar", has="spruce"),
        served("2026-11-05T09:00:00+00:00", "what top wood am I using for Eli's guitar", lacks="using a cedar",
               unless="spruce"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d54-para-tannery", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the tannery on Bridge Street in Walsall."),
        say("2026-06-09T10:00:00+00:00", "My job's down the Bridge Street tannery in Walsall, finishing hides."),
        top("2026-06-10T09:00:00+00:00", "where do I work", has="tannery", contested=False),
        no_open_conflict("2026-06-10T09:00:00+00:00"),
    ]),
    scenario("d54-para-origin", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-02T10:00:00+00:00", "I am from Mekelle, in the north of Ethiopia."),
        say("2026-07-13T10:00:00+00:00", "I was born and grow up in Mekelle, my whole family is still there."),
        top("2026-07-14T09:00:00+00:00", "where am I from", has="mekelle", contested=False),
        no_open_conflict("2026-07-14T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d54-ff-payroll-shift", "flip-flop", "A payroll bureau shift back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm on the early shift at the payroll bureau this month."),
        say("2026-04-27T10:00:00+00:00", "They've moved me onto the late shift for month end."),
        say("2026-05-18T10:00:00+00:00", "early shift again from Monday, thank goodness"),
        contested("2026-05-20T10:00:00+00:00", "which shift do I work at the payroll bureau", ["early", "late"]),
    ]),
    scenario("d54-ff-census-desk", "flip-flop", "A census office desk back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on the data quality desk at the census office."),
        say("2026-09-28T10:00:00+00:00", "Supervisor's put me on the field support desk now."),
        say("2026-10-19T10:00:00+00:00", "back on data quality, field support was short-term cover"),
        contested("2026-10-21T10:00:00+00:00", "which desk am I on at the census office",
                  ["data quality", "field support"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d54-frame-captain-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-08-03T10:00:00+00:00", "I harvest seaweed for a living, mostly kelp and dulse off the Mull "
            "shore."),
        say("2026-08-04T19:00:00+00:00", "My grandfather always said 'I'm the finest ship's captain on the west "
            "coast', the old rogue."),
        top("2026-08-05T09:00:00+00:00", "what is my job", has="seaweed"),
        facts("2026-08-05T09:00:00+00:00", "what is my job", lacks="captain"),
    ]),
]
