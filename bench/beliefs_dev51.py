"""A fifty-first split of belief scenarios (``--set dev51`` in bench/beliefs.py).

Written on 2026-11-29 as a generalisation check, by a helper who read no reader code, on cc72d2f; committed before it
was measured. In everyday domains not used in earlier sets (a laundrette's hours and machines, an abattoir's line
and job, a farrier's round and rate, a sewage works' shift, a data centre's hall and employer, a parkour crew's
training spot, a paintball site's booking, an Antarctic research station's relief flight and base, a solar farm's
inverters, a lavender farm's harvest and stall, a youth club's trip, a comedy club's slot; a eulogy, a job
application, a performance review, a WhatsApp family group, a text to a landlord, a cover letter, a postcard, a
customer-support chat, and Gujarati-speaker and Khmer-speaker English): days, dates, times and prices put right at
once and days later, with and without a cue word; a workplace, home, employer and base changed by what happened
rather than by naming the attribute; a job and a pet that are gone; languages and hobbies that must accumulate;
decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that
must stay one belief; a shift and a hall flip-flopped within weeks (served as contested); and a sarcastic boast that
must not be stored beside a sincere statement. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV51 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d51-corr-laundrette-hours", "correction", "Laundrette closing time put right at once, with a cue", [
        say("2026-02-03T18:00:00+00:00", "The laundrette closes at 9pm on weekdays now."),
        say("2026-02-03T18:00:30+00:00", "Sorry, I mean 10pm, the 9pm was the old sign."),
        top("2026-02-04T09:00:00+00:00", "what time does the laundrette close on weekdays", has="10pm"),
        served("2026-02-04T09:00:00+00:00", "what time does the laundrette close on weekdays", lacks="9pm",
               unless="10pm"),
    ]),
    scenario("d51-corr-farrier-rate", "correction", "A farrier's rate put right days later, no cue word", [
        say("2026-03-09T10:00:00+00:00", "I charge £95 for a full set of shoes on the hunters."),
        say("2026-03-13T19:00:00+00:00", "Did the invoices tonight, a full set is £110 now, steel went up in "
            "January."),
        top("2026-03-14T09:00:00+00:00", "how much do I charge for a full set of shoes", has="110"),
        served("2026-03-14T09:00:00+00:00", "how much do I charge for a full set of shoes", lacks="95",
               unless="110"),
    ]),
    scenario("d51-corr-relief-flight", "correction", "A relief flight date put right days later, with 'I was wrong'",
             [
        say("2026-10-02T10:00:00+00:00", "Relief flight to Rothera is on the 21st of November, Dash-7 from "
            "Punta Arenas."),
        say("2026-10-06T10:00:00+00:00", "I was wrong about the relief flight, it's the 24th of November, the "
            "ops email came today."),
        top("2026-10-07T09:00:00+00:00", "when is the relief flight to Rothera", has="24th"),
        served("2026-10-07T09:00:00+00:00", "when is the relief flight to Rothera", lacks="21st", unless="24th"),
    ]),
    scenario("d51-corr-comedy-slot", "correction", "A comedy slot time put right at once, with 'actually'", [
        say("2026-05-14T15:00:00+00:00", "My spot at the Frog and Bucket on Friday is at 8.30."),
        say("2026-05-14T15:01:00+00:00", "Actually it's 9.15, I'm closing the first half not opening it."),
        top("2026-05-15T09:00:00+00:00", "what time is my spot at the Frog and Bucket", has="9.15"),
        served("2026-05-15T09:00:00+00:00", "what time is my spot at the Frog and Bucket", lacks="8.30",
               unless="9.15"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d51-up-data-centre", "update-paraphrase", "An employer changed, said as a contract signed elsewhere", [
        say("2026-01-12T10:00:00+00:00", "I am working as data centre technician for Equinix in Slough."),
        say("2026-07-01T18:00:00+00:00", "Last day at Equinix today, on Monday I start with Digital Realty, "
            "contract is signed."),
        top("2026-07-03T09:00:00+00:00", "who do I work for", has="digital realty"),
        served("2026-07-03T09:00:00+00:00", "who do I work for", lacks="equinix", unless="digital realty"),
    ]),
    scenario("d51-up-flat-move", "update-paraphrase", "A home changed, said as a text to the landlord", [
        say("2026-02-10T10:00:00+00:00", "I rent a flat on Gloucester Road in Bristol."),
        say("2026-08-30T20:00:00+00:00", "Hi Mr Patel, keys are in the letterbox, all moved into the new place in "
            "Easton now, thanks for everything."),
        top("2026-09-01T09:00:00+00:00", "where do I live", has="easton"),
        served("2026-09-01T09:00:00+00:00", "where do I live", lacks="gloucester road", unless="easton"),
    ]),
    scenario("d51-up-antarctic-base", "update-paraphrase", "A base changed, said as a postcard from the new one", [
        say("2026-01-05T10:00:00+00:00", "I'm stationed at Halley for the season, looking after the generators."),
        say("2026-06-20T10:00:00+00:00", "Greetings from Bird Island! Swapped Halley's ice for fur seals and "
            "albatrosses, here till next spring."),
        top("2026-06-22T09:00:00+00:00", "which station am I based at", has="bird island"),
        served("2026-06-22T09:00:00+00:00", "which station am I based at", lacks="stationed at halley",
               unless="bird island"),
    ]),
    scenario("d51-up-abattoir-role", "update-paraphrase", "A job changed, said as a performance review", [
        say("2026-02-02T10:00:00+00:00", "I work as a meat inspector at the abattoir in Ballymena."),
        say("2026-11-10T10:00:00+00:00", "Review notes: since the restructure I've been the quality lead for the "
            "whole site, no more inspecting on the line."),
        top("2026-11-11T09:00:00+00:00", "what is my job", has="quality lead"),
        served("2026-11-11T09:00:00+00:00", "what is my job", lacks="meat inspector", unless="quality lead"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d51-gone-sewage-job", "gone", "A job at the sewage works ended, no new one", [
        say("2026-03-03T10:00:00+00:00", "I work nights at the sewage works in Beckton, process operator."),
        say("2026-09-15T10:00:00+00:00", "Took the redundancy from Beckton, not working now, having a rest for "
            "a bit."),
        facts("2026-09-16T09:00:00+00:00", "what is my job", lacks="process operator",
              unless=("redundancy", "not working")),
    ]),
    scenario("d51-gone-spaniel", "gone", "A dog died, the cat stays", [
        say("2026-04-01T10:00:00+00:00", "I've got a springer spaniel called Moss and a tabby called Pickle."),
        say("2026-10-20T10:00:00+00:00", "We lost Moss on Tuesday, fourteen years old, Pickle keeps looking for "
            "him."),
        facts("2026-10-21T09:00:00+00:00", "what pets do I have", has="pickle"),
        facts("2026-10-21T09:00:00+00:00", "what pets do I have", lacks="springer", unless=("lost",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d51-mv-khmer-thai", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-20T10:00:00+00:00", "I speak Khmer and English, English I learn in Phnom Penh."),
        say("2026-05-18T10:00:00+00:00", "I also speak Thai, my mother's side is from Surin."),
        facts("2026-05-19T09:00:00+00:00", "what languages do I speak", has="khmer"),
        facts("2026-05-19T09:00:00+00:00", "what languages do I speak", has="thai"),
    ]),
    scenario("d51-mv-parkour-judo", "multi-valued", "Hobbies grown by 'as well'", [
        say("2026-02-08T10:00:00+00:00", "I train parkour with the crew on the South Bank most weekends."),
        say("2026-06-14T10:00:00+00:00", "Started judo on Wednesday nights as well, good for learning to fall."),
        facts("2026-06-15T09:00:00+00:00", "what are my hobbies", has="parkour"),
        facts("2026-06-15T09:00:00+00:00", "what are my hobbies", has="judo"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d51-dec-youth-trip", "decision", "A youth club trip chosen, then replaced by name days later", [
        say("2026-03-02T10:00:00+00:00", "The youth club summer trip is going to Alton Towers."),
        say("2026-03-06T10:00:00+00:00", "Alton Towers is too dear for the coach, so the trip's going to "
            "Drayton Manor now."),
        top("2026-03-07T09:00:00+00:00", "where is the youth club trip going", has="drayton manor"),
        served("2026-03-07T09:00:00+00:00", "where is the youth club trip going", lacks="going to alton towers",
               unless="drayton manor"),
    ]),
    scenario("d51-dec-lavender-stall", "decision", "A decision to stop the market stall taken back", [
        say("2026-04-12T10:00:00+00:00", "Decided, we're giving up the Saturday market stall this year, the farm "
            "shop is enough."),
        say("2026-04-26T10:00:00+00:00", "We're keeping the market stall after all, the regulars begged us."),
        top("2026-04-27T09:00:00+00:00", "are we doing the Saturday market stall", has=("after all", "keeping")),
        served("2026-04-27T09:00:00+00:00", "are we doing the Saturday market stall", lacks="giving up",
               unless=("after all", "keeping")),
    ]),
    scenario("d51-dec-inverters", "decision", "Solar inverters 'scrapped' for another make", [
        say("2026-01-09T10:00:00+00:00", "We're replacing the inverters on the solar farm with Huawei units."),
        say("2026-01-13T10:00:00+00:00", "Scrap the Huawei order, the board won't sign it off, we're going with "
            "SMA instead."),
        top("2026-01-14T09:00:00+00:00", "which inverters are we putting on the solar farm", has="sma"),
        served("2026-01-14T09:00:00+00:00", "which inverters are we putting on the solar farm",
               lacks="with huawei units", unless="sma"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d51-para-ahmedabad", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-02-14T10:00:00+00:00", "I am from Ahmedabad, Gujarat."),
        say("2026-06-03T10:00:00+00:00", "Born and brought up in Ahmedabad only, near Manek Chowk, that is my "
            "native place."),
        top("2026-06-04T09:00:00+00:00", "where am I from", has="ahmedabad", contested=False),
        no_open_conflict("2026-06-04T09:00:00+00:00"),
    ]),
    scenario("d51-para-paintball-site", "paraphrase", "A workplace said two ways stays one belief", [
        say("2026-03-21T10:00:00+00:00", "I work as a marshal at Delta Force paintball in Guildford."),
        say("2026-07-11T10:00:00+00:00", "My job's marshalling games at the Delta Force site outside Guildford, "
            "weekends mostly."),
        top("2026-07-12T09:00:00+00:00", "where do I work", has="guildford", contested=False),
        no_open_conflict("2026-07-12T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d51-ff-laundrette-shift", "flip-flop", "A laundrette shift back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm doing the early shift at the laundrette, 7 till 2."),
        say("2026-05-25T10:00:00+00:00", "Boss moved me to the late shift at the laundrette."),
        say("2026-06-15T10:00:00+00:00", "early shift again from Monday, yay"),
        contested("2026-06-17T10:00:00+00:00", "which shift do I work at the laundrette", ["early", "late"]),
    ]),
    scenario("d51-ff-data-hall", "flip-flop", "A data hall back and forth within weeks", [
        say("2026-08-03T10:00:00+00:00", "I'm covering hall B at the data centre this month."),
        say("2026-08-24T10:00:00+00:00", "They've put me on hall D now, the new cage build."),
        say("2026-09-14T10:00:00+00:00", "Hall B again, D's build is finished."),
        contested("2026-09-16T10:00:00+00:00", "which hall am I covering at the data centre", ["hall b", "hall d"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d51-frame-sarcasm", "framing", "A sarcastic boast is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a stand-up comic, I gig most nights round Manchester."),
        say("2026-02-18T21:00:00+00:00", "Oh sure, and I'm also the Chancellor of the Exchequer, obviously, that's "
            "why I drive a 2009 Corsa."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="comic"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="chancellor"),
    ]),
]
