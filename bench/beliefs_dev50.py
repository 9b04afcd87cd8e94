"""A fiftieth split of belief scenarios (``--set dev50`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 822bec5;
committed before it was measured, and never to be tuned on. Weighted to issue 21's hardest belief rules, in everyday
domains not used in earlier sets (a clock repair workshop's collections, quotes, benches and Saturday opening, a
sugar-beet farm's factory delivery slot, haulage destination, home and factory shifts, a city farm's open day price,
demonstration, workplace, Sunday café volunteering and ferrets; Mancunian, Bristolian, Nigerian, Pakistani,
Australian, Doric Scots and Canadian prairie English, a French speaker writing English as a second language, a
Slack stand-up, a wedding speech, a handwritten note transcribed and a letter to a local paper): dates, times and
prices put right at once and days later, with and without a cue word; a workplace, home, employer and vehicle
changed by what happened rather than by naming the attribute; volunteering and a pet that are gone; languages and
hobbies that must accumulate; decisions replaced by name or taken back ("after all", "instead"); one fact said twice
in other words that must stay one belief; a workshop bench and a factory shift flip-flopped within weeks (served as
contested); and a role-play that must not be stored beside a sincere statement.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV50 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d50-corr-clock-collection", "correction", "A clock collection day put right at once, with a cue", [
        say("2026-02-09T15:00:00+00:00", "Mrs Hartley's picking up her carriage clock Wednesday at 3, it's all "
            "serviced and ticking, our kid."),
        say("2026-02-09T15:00:50+00:00", "Sorry, I mean Thursday at 3, she's at the hospital Wednesday."),
        top("2026-02-10T09:00:00+00:00", "when is Mrs Hartley collecting her carriage clock", has="thursday"),
        served("2026-02-10T09:00:00+00:00", "when is Mrs Hartley collecting her carriage clock", lacks="wednesday at 3",
               unless="thursday"),
    ]),
    scenario("d50-corr-beet-slot", "correction", "A factory delivery slot put right days later, no cue word", [
        say("2026-10-05T18:00:00+00:00", "Our beet delivery slot at the factory is the 3rd of November, first "
            "load in at six."),
        say("2026-10-09T19:00:00+00:00", "Factory's given us the 9th of November for the beet, the permit came "
            "through in the post this morning."),
        top("2026-10-10T09:00:00+00:00", "when is our beet delivery slot at the factory", has="9th"),
        served("2026-10-10T09:00:00+00:00", "when is our beet delivery slot at the factory", lacks="3rd of november",
               unless="9th"),
    ]),
    scenario("d50-corr-open-day-price", "correction", "An open day price put right at once, no cue word", [
        say("2026-05-02T10:00:00+00:00", "Entry to the city farm open day is £4 a head, proper bargain."),
        say("2026-05-02T10:01:00+00:00", "£3 a head for the open day, kids go free."),
        top("2026-05-03T09:00:00+00:00", "how much is entry to the city farm open day", has="£3"),
        served("2026-05-03T09:00:00+00:00", "how much is entry to the city farm open day", lacks="£4",
               unless="£3"),
    ]),
    scenario("d50-corr-longcase-quote", "correction", "A repair quote put right days later, with 'I got it wrong'", [
        say("2026-03-16T11:00:00+00:00", "Quoted Mr Baig £180 to overhaul his longcase clock."),
        say("2026-03-20T16:00:00+00:00", "I got it wrong on Mr Baig's longcase, the quote is £240 once you add the "
            "new suspension spring."),
        top("2026-03-21T09:00:00+00:00", "what did I quote Mr Baig for his longcase clock", has="240"),
        served("2026-03-21T09:00:00+00:00", "what did I quote Mr Baig for his longcase clock", lacks="180",
               unless="240"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d50-up-heaton-park", "update-paraphrase", "A workplace changed, said as a last day and a first day", [
        say("2026-01-19T10:00:00+00:00", "I work at Hulme city farm, mostly with the pigs."),
        say("2026-06-22T18:00:00+00:00", "Finished at Hulme on Friday and started this morning at the Heaton Park "
            "animal centre, same pigs, different postcode."),
        top("2026-06-24T09:00:00+00:00", "where do I work", has="heaton park"),
        served("2026-06-24T09:00:00+00:00", "where do I work", lacks="work at hulme", unless="heaton park"),
    ]),
    scenario("d50-up-lethbridge", "update-paraphrase", "A home changed, said as moving into town", [
        say("2026-02-11T10:00:00+00:00", "We live out on the farm near Picture Butte, eh."),
        say("2026-08-30T20:00:00+00:00", "Got the last of the boxes into the new place in Lethbridge, we rented "
            "the farmhouse out to my nephew."),
        top("2026-09-01T09:00:00+00:00", "where do I live", has="lethbridge"),
        served("2026-09-01T09:00:00+00:00", "where do I live", lacks="picture butte", unless="lethbridge"),
    ]),
    scenario("d50-up-tate-lyle", "update-paraphrase", "An employer changed, said as a resignation and a first day", [
        say("2026-03-02T10:00:00+00:00", "I am shift chemist at the British Sugar factory in Wissington."),
        say("2026-09-07T18:00:00+00:00", "Today na my first day for the Tate & Lyle refinery for Silvertown, I "
            "don resign from Wissington last month."),
        top("2026-09-09T09:00:00+00:00", "who do I work for", has="tate"),
        served("2026-09-09T09:00:00+00:00", "who do I work for", lacks="british sugar", unless="tate"),
    ]),
    scenario("d50-up-berlingo", "update-paraphrase", "A vehicle changed, said as a sale and a purchase", [
        say("2026-01-27T10:00:00+00:00", "I gets up the farm on a little Honda moped, rain or shine."),
        say("2026-07-14T17:00:00+00:00", "Sold the moped to my cousin and bought a Berlingo van, can fit a sheep in "
            "the back now, gert handy."),
        top("2026-07-16T09:00:00+00:00", "what do I drive to the farm", has="berlingo"),
        served("2026-07-16T09:00:00+00:00", "what do I drive to the farm", lacks="honda", unless="berlingo"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d50-gone-cafe-sundays", "gone", "Volunteering at a farm café stopped", [
        say("2026-01-11T10:00:00+00:00", "I volunteer at the city farm café every Sunday, doing the teas."),
        say("2026-09-20T10:00:00+00:00", "I've packed in the farm café, the new job has me working weekends now."),
        facts("2026-09-21T09:00:00+00:00", "where do I volunteer", lacks="every sunday",
              unless=("packed in",)),
    ]),
    scenario("d50-gone-ferret", "gone", "One ferret died, the other stays", [
        say("2026-04-04T10:00:00+00:00", "I've got two ferrets, Pickle and Marmite, they live in a hutch in the "
            "yard."),
        say("2026-10-18T10:00:00+00:00", "Marmite died last week, old age, so it's just Pickle now, poor thing's "
            "lonely."),
        facts("2026-10-19T09:00:00+00:00", "what pets do I have", has="pickle"),
        facts("2026-10-19T09:00:00+00:00", "what pets do I have", lacks="marmite", unless=("died",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d50-mv-german-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-21T10:00:00+00:00", "I speak French and English, for the clients of the workshop it is "
            "enough."),
        say("2026-05-26T10:00:00+00:00", "I speak also German now, I have finished the course at the "
            "Goethe-Institut."),
        facts("2026-05-27T09:00:00+00:00", "what languages do I speak", has="french"),
        facts("2026-05-27T09:00:00+00:00", "what languages do I speak", has="german"),
    ]),
    scenario("d50-mv-fishing-too", "multi-valued", "Hobbies grown by 'too'", [
        say("2026-02-17T10:00:00+00:00", "I play bowls at the club in Inverurie on Tuesdays."),
        say("2026-06-23T10:00:00+00:00", "Took up fly fishing too, oot on the Don maist weekends."),
        facts("2026-06-24T09:00:00+00:00", "what are my hobbies", has="bowls"),
        facts("2026-06-24T09:00:00+00:00", "what are my hobbies", has="fishing"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d50-dec-beet-factory", "decision", "A haulage destination chosen, then replaced by name", [
        say("2026-09-01T10:00:00+00:00", "We're sending all the beet to Cantley this campaign."),
        say("2026-09-04T10:00:00+00:00", "Cantley's full up, so we're hauling to Bury St Edmunds now."),
        top("2026-09-05T09:00:00+00:00", "where are we sending the beet", has="bury"),
        served("2026-09-05T09:00:00+00:00", "where are we sending the beet", lacks="beet to cantley",
               unless="bury"),
    ]),
    scenario("d50-dec-saturdays", "decision", "A decision to close on Saturdays taken back", [
        say("2026-02-02T10:00:00+00:00", "Decision's made, I'm closing the workshop on Saturdays from March."),
        say("2026-02-16T10:00:00+00:00", "I'm keeping Saturdays open after all, it's when all the walk-ins come."),
        top("2026-02-17T09:00:00+00:00", "is the workshop closing on Saturdays", has=("after all", "keeping")),
        served("2026-02-17T09:00:00+00:00", "is the workshop closing on Saturdays",
               lacks="closing the workshop on saturdays", unless=("after all", "keeping")),
    ]),
    scenario("d50-dec-open-day-demo", "decision", "An open day demonstration changed 'instead'", [
        say("2026-04-14T10:00:00+00:00", "For the open day we're doing sheep shearing demos on the yard."),
        say("2026-04-17T10:00:00+00:00", "The shearer's cancelled on us, we're doing a pony grooming demo instead."),
        top("2026-04-18T09:00:00+00:00", "what demo are we doing at the open day", has="pony grooming"),
        served("2026-04-18T09:00:00+00:00", "what demo are we doing at the open day", lacks="shearing demos",
               unless="pony grooming"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d50-para-ancoats", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-01-13T10:00:00+00:00", "I've got a clock repair workshop in Ancoats."),
        say("2026-05-19T10:00:00+00:00", "Clocks are my trade, I mend them in a little unit under the arches in "
            "Ancoats."),
        top("2026-05-20T09:00:00+00:00", "where is my workshop", has="ancoats", contested=False),
        no_open_conflict("2026-05-20T09:00:00+00:00"),
    ]),
    scenario("d50-para-faisalabad", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-10T10:00:00+00:00", "I'm from Faisalabad originally."),
        say("2026-07-08T10:00:00+00:00", "Born and brought up in Faisalabad, yaar, came over to Bradford when I "
            "was nineteen."),
        top("2026-07-09T09:00:00+00:00", "where am I from", has="faisalabad", contested=False),
        no_open_conflict("2026-07-09T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d50-ff-bench", "flip-flop", "A workshop bench back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "standup: I'm on the clocks bench this month."),
        say("2026-09-28T10:00:00+00:00", "standup: moved over to the watches bench now."),
        say("2026-10-19T10:00:00+00:00", "standup: back on clocks, the loupe was giving me headaches"),
        contested("2026-10-21T10:00:00+00:00", "which bench do I work on", ["clocks", "watches"]),
    ]),
    scenario("d50-ff-factory-shift", "flip-flop", "A factory shift back and forth within weeks", [
        say("2026-10-05T10:00:00+00:00", "I'm on nights at the sugar factory for the campaign."),
        say("2026-10-26T10:00:00+00:00", "They've put me on days at the factory now."),
        say("2026-11-16T10:00:00+00:00", "nights again from Monday, no rest for the wicked"),
        contested("2026-11-18T10:00:00+00:00", "which shift do I work at the factory", ["night", "day"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d50-frame-role-grieve", "framing", "A role-played farm manager's county is not the user's home", [
        say("2026-06-01T10:00:00+00:00", "A bide in Peterhead, jist up fae the harbour."),
        say("2026-06-02T19:00:00+00:00", "Richt, you be the laird an A'll play a grieve livin on a beet ferm in "
            "Norfolk, go."),
        top("2026-06-03T09:00:00+00:00", "where do I live", has="peterhead"),
        facts("2026-06-03T09:00:00+00:00", "where do I live", lacks="norfolk"),
    ]),
]
