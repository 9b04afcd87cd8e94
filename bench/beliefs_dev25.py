"""A twenty-fourth tuning split of belief scenarios (``--set dev25`` in bench/beliefs.py).

Written on 2026-11-27, on c812d2d and before any change it was used to tune, and committed with its before figure,
by a helper who read no reader code. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a Scout hut, a PhD viva, a campervan's MOT, a funeral plan, a restaurant kitchen's staff, a line cook
moving from Dishoom to the Ivy, a narrowboat sold for a terrace, a daughter's halls at Durham, a converted Transit
swapped for a motorbike, a rowing club after a move, a PhD supervisor who took a chair, hens and a fox, a season
ticket at Ibrox, a funeral-care job and retirement, a wedding called off, a campervan hire, a UCAS firm choice, a
restaurant's new main, a rescue greyhound, a mother's funeral, a respiratory nurse, a pipe band, a home in
Ballarat, bakery shifts, a rowing seat, an office, a sheep farm, a panto part, a Corsa, a teetotaller): names, dates,
places and providers put right at once and days later, with and without a cue word; a job, a home, a daughter's
university, a vehicle, a club and a supervisor changed by what happened rather than by naming the attribute; a hen
taken by a fox, a season ticket not renewed, a job ended by retiring and an engagement called off; decisions taken
back after days, by name ("X's off, we've gone with Y"), by "changed his firm", by "instead", by "forget" and by
"after all"; one fact said twice in other words (a job, an instrument, a home) that must stay one belief; shifts, a
seat in the boat and an office flip-flopped within weeks (served as contested); and a hypothetical, a panto role,
sarcasm and a "what if I were" that must not be stored beside a sincere statement. Registers include Scottish,
Irish, Australian, Nigerian and Ghanaian English and texting.
It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV25 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d25-corr-scout-hut", "correction", "A street put right at once, with 'sorry'", [
        say("2026-02-03T18:00:00+00:00", "The Scout hut's on Mill Lane, behind the Spar."),
        say("2026-02-03T18:00:30+00:00", "Sorry, Mill Road, not Mill Lane, I always mix them up."),
        top("2026-02-04T09:00:00+00:00", "which street is the Scout hut on", has="mill road"),
        served("2026-02-04T09:00:00+00:00", "which street is the Scout hut on", lacks="mill lane",
               unless="mill road"),
    ]),
    scenario("d25-corr-viva-date", "correction", "A viva date put right at once, no cue word", [
        say("2026-04-20T11:00:00+00:00", "The viva for my thesis is booked for Thursday the 14th of May."),
        say("2026-04-20T11:00:45+00:00", "It's Friday the 15th, just checked the email from the graduate "
            "school."),
        top("2026-04-21T09:00:00+00:00", "when is my viva", has="15th"),
        served("2026-04-21T09:00:00+00:00", "when is my viva", lacks="14th", unless="15th"),
    ]),
    scenario("d25-corr-campervan-mot", "correction", "An MOT month put right days later, with 'I was wrong'", [
        say("2026-05-02T10:00:00+00:00", "The campervan's MOT is due on the 3rd of August."),
        say("2026-05-07T10:00:00+00:00", "I was wrong about the campervan, its MOT is due on the 3rd of July."),
        top("2026-05-08T09:00:00+00:00", "when is the campervan's MOT due", has="july"),
        served("2026-05-08T09:00:00+00:00", "when is the campervan's MOT due", lacks="august", unless="july"),
    ]),
    scenario("d25-corr-funeral-plan", "correction", "A funeral plan's provider put right days later, no cue word", [
        say("2026-03-09T10:00:00+00:00", "Dad's funeral plan is with Golden Charter."),
        say("2026-03-12T16:00:00+00:00", "Found the paperwork in Dad's bureau: his funeral plan's with Dignity, "
            "the policy number's on the front."),
        top("2026-03-13T09:00:00+00:00", "who is Dad's funeral plan with", has="dignity"),
        served("2026-03-13T09:00:00+00:00", "who is Dad's funeral plan with", lacks="golden charter",
               unless="dignity"),
    ]),
    scenario("d25-corr-sous-chef", "correction", "A colleague's name put right days later, with 'actually'", [
        say("2026-06-01T23:00:00+00:00", "The new sous chef at work is called Tom\u00e1s."),
        say("2026-06-05T23:00:00+00:00", "Actually the new sous chef is Tobias, Tom\u00e1s is the kitchen porter, I "
            "had them the wrong way round."),
        top("2026-06-06T09:00:00+00:00", "who is the new sous chef", has="tobias"),
        served("2026-06-06T09:00:00+00:00", "who is the new sous chef", lacks="tom\u00e1s",
               unless=("tobias", "porter")),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d25-up-whites", "update-paraphrase", "A job changed, said as handing in whites and starting elsewhere", [
        say("2026-01-14T10:00:00+00:00", "I'm a line cook at Dishoom in Shoreditch."),
        say("2026-05-18T22:00:00+00:00", "Handed in my whites at Dishoom on Friday and started as junior sous at "
            "the Ivy this morning."),
        top("2026-05-20T09:00:00+00:00", "where do I work", has="ivy"),
        served("2026-05-20T09:00:00+00:00", "where do I work", lacks="dishoom", unless=("ivy", "handed in")),
    ]),
    scenario("d25-up-dry-land", "update-paraphrase", "A home changed, said as selling the boat and getting keys", [
        say("2026-02-10T10:00:00+00:00", "I live on a narrowboat moored at Hebden Bridge."),
        say("2026-08-28T19:00:00+00:00", "Sold the boat and got the keys to a wee terrace in Todmorden, first time "
            "on dry land in nine years."),
        top("2026-08-30T09:00:00+00:00", "where do I live", has="todmorden"),
        served("2026-08-30T09:00:00+00:00", "where do I live", lacks="hebden", unless="todmorden"),
    ]),
    scenario("d25-up-halls", "update-paraphrase", "A daughter's place of study changed, said as dropping her at "
             "halls", [
        say("2026-01-20T10:00:00+00:00", "Our Ama's in her last year at St Cuthbert's sixth form."),
        say("2026-09-26T20:00:00+00:00", "Dropped Ama off at her halls in Durham today, she was fine, I was in "
            "bits."),
        top("2026-09-28T09:00:00+00:00", "where does Ama study", has="durham"),
        served("2026-09-28T09:00:00+00:00", "where does Ama study", lacks="cuthbert", unless="durham"),
    ]),
    scenario("d25-up-two-wheels", "update-paraphrase", "A vehicle changed, said as selling one and buying a bike", [
        say("2026-03-01T10:00:00+00:00", "I drive a Ford Transit I converted into a camper myself."),
        say("2026-07-11T17:00:00+00:00", "Sold the Transit to a couple from Bristol and bought a Honda CB500, two "
            "wheels from now on."),
        top("2026-07-13T09:00:00+00:00", "what do I drive", has=("honda", "cb500")),
        served("2026-07-13T09:00:00+00:00", "what do I drive", lacks="transit",
               unless=("honda", "cb500", "sold the transit")),
    ]),
    scenario("d25-up-rowing-club", "update-paraphrase", "A club changed, said as moving the membership after a "
             "move", [
        say("2026-01-25T10:00:00+00:00", "I row with Agecroft Rowing Club on Saturday mornings."),
        say("2026-06-21T12:00:00+00:00", "Moved my membership over to Nottingham RC since the move, first outing "
            "with them was grand."),
        top("2026-06-22T09:00:00+00:00", "which rowing club am I in", has="nottingham"),
        served("2026-06-22T09:00:00+00:00", "which rowing club am I in", lacks="agecroft", unless="nottingham"),
    ]),
    scenario("d25-up-supervisor", "update-paraphrase", "A supervisor changed, said as one leaving and another "
             "taking the student on", [
        say("2026-02-02T10:00:00+00:00", "My PhD supervisor is Dr Harrow."),
        say("2026-07-15T10:00:00+00:00", "Dr Harrow's taken a chair in Leeds, so Professor Mensah has taken me on "
            "for my last year."),
        top("2026-07-16T09:00:00+00:00", "who is my PhD supervisor", has="mensah"),
        served("2026-07-16T09:00:00+00:00", "who is my PhD supervisor", lacks="harrow",
               unless=("mensah", "chair")),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d25-gone-hen", "gone", "A hen taken by a fox, the other stays", [
        say("2026-03-03T10:00:00+00:00", "We keep two hens, Dolly and Pecky, in the back garden."),
        say("2026-05-19T07:00:00+00:00", "A fox got Pecky in the night, there's just Dolly left now."),
        facts("2026-05-20T09:00:00+00:00", "what animals do I keep", has="dolly"),
        facts("2026-05-20T09:00:00+00:00", "what animals do I keep", lacks="pecky", unless=("fox", "got pecky")),
    ]),
    scenario("d25-gone-season-ticket", "gone", "A season ticket not renewed", [
        say("2026-01-10T10:00:00+00:00", "I've got a season ticket at Ibrox, same seat for fifteen years."),
        say("2026-07-01T10:00:00+00:00", "Didnae renew the Ibrox season ticket this year, cannae justify the money."),
        facts("2026-07-02T09:00:00+00:00", "what season tickets do I have", lacks="ibrox",
              unless=("renew",)),
    ]),
    scenario("d25-gone-retired", "gone", "A job ended by retiring, no new one", [
        say("2026-02-16T10:00:00+00:00", "I work part-time at the Co-op Funeralcare in Hexham."),
        say("2026-09-30T17:00:00+00:00", "That was my last shift at the Funeralcare, I'm retired for good now."),
        facts("2026-10-01T09:00:00+00:00", "what is my job", lacks="funeralcare",
              unless=("retired", "last shift")),
    ]),
    scenario("d25-gone-engagement", "gone", "An engagement called off", [
        say("2026-02-14T10:00:00+00:00", "My fianc\u00e9 Callum and I are getting married in Oban next June."),
        say("2026-08-09T21:00:00+00:00", "Callum and I have called it off and split up, I've given him the ring "
            "back."),
        facts("2026-08-10T09:00:00+00:00", "who is my fianc\u00e9", lacks="callum",
              unless=("called it off", "split up", "ring back")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d25-dec-campervan-hire", "decision", "A campervan hire chosen, then replaced by name days later", [
        say("2026-04-01T10:00:00+00:00", "We're booking the campervan for the Skye trip through Bunk."),
        say("2026-04-04T10:00:00+00:00", "Bunk's off, we've gone with Indie Campers, they do free cancellation."),
        top("2026-04-05T09:00:00+00:00", "who are we hiring the campervan from", has="indie"),
        served("2026-04-05T09:00:00+00:00", "who are we hiring the campervan from", lacks="bunk", unless="indie"),
    ]),
    scenario("d25-dec-firm-choice", "decision", "A son's UCAS firm choice changed days later", [
        say("2026-05-01T10:00:00+00:00", "Kwabena's putting Leeds as his firm choice for architecture."),
        say("2026-05-06T10:00:00+00:00", "Kwabena's changed his firm to Sheffield, the Leeds offer wanted three "
            "As."),
        top("2026-05-07T09:00:00+00:00", "what is Kwabena's firm choice", has="sheffield"),
        served("2026-05-07T09:00:00+00:00", "what is Kwabena's firm choice", lacks="leeds", unless="sheffield"),
    ]),
    scenario("d25-dec-menu-main", "decision", "A restaurant's new main chosen, then another 'instead'", [
        say("2026-09-02T15:00:00+00:00", "We've decided the new autumn menu will have venison as the main."),
        say("2026-09-08T15:00:00+00:00", "Pulling the venison, the supplier can't guarantee it, we're doing "
            "halibut for the main instead."),
        top("2026-09-09T09:00:00+00:00", "what is the main on the autumn menu", has="halibut"),
        served("2026-09-09T09:00:00+00:00", "what is the main on the autumn menu", lacks="venison",
               unless="halibut"),
    ]),
    scenario("d25-dec-greyhound", "decision", "A puppy from a breeder given up for a rescue, with 'forget'", [
        say("2026-10-03T10:00:00+00:00", "We're getting a cockapoo puppy from a breeder in Penrith."),
        say("2026-10-10T10:00:00+00:00", "Forget the breeder, we're adopting a retired greyhound from the rescue "
            "in Carlisle."),
        top("2026-10-11T09:00:00+00:00", "what dog are we getting", has="greyhound"),
        served("2026-10-11T09:00:00+00:00", "what dog are we getting", lacks="cockapoo", unless="greyhound"),
    ]),
    scenario("d25-dec-cremation", "decision", "A burial decided, then a cremation 'after all'", [
        say("2026-11-02T10:00:00+00:00", "Mum's funeral will be a burial at St Mary's, next to Dad."),
        say("2026-11-05T10:00:00+00:00", "We've gone for a direct cremation after all, Mum's letter said no fuss."),
        top("2026-11-06T09:00:00+00:00", "what are we doing for Mum's funeral", has="cremation"),
        served("2026-11-06T09:00:00+00:00", "what are we doing for Mum's funeral", lacks="burial",
               unless="cremation"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d25-para-resp-nurse", "paraphrase", "A job said twice in other words stays one belief", [
        say("2026-01-07T10:00:00+00:00", "I'm a Band 5 nurse on the respiratory ward."),
        say("2026-02-18T10:00:00+00:00", "I work as a staff nurse on respiratory, mostly long days."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="nurse", contested=False),
        no_open_conflict("2026-02-19T09:00:00+00:00"),
    ]),
    scenario("d25-para-pipes", "paraphrase", "An instrument said twice in other words stays one belief", [
        say("2026-03-04T10:00:00+00:00", "I play the bagpipes in the Shotts pipe band."),
        say("2026-04-15T10:00:00+00:00", "Piping's my thing, been in the band at Shotts since I was fourteen."),
        top("2026-04-16T09:00:00+00:00", "what instrument do I play", has=("bagpipe", "pip"), contested=False),
        no_open_conflict("2026-04-16T09:00:00+00:00"),
    ]),
    scenario("d25-para-ballarat", "paraphrase", "A home said twice in other words stays one belief", [
        say("2026-05-05T10:00:00+00:00", "We live in Ballarat, about an hour and a half west of Melbourne."),
        say("2026-06-09T10:00:00+00:00", "Home's Ballarat these days, been here since the kids were little."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="ballarat", contested=False),
        no_open_conflict("2026-06-10T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d25-ff-bakery-shifts", "flip-flop", "Early and late shifts back and forth within weeks", [
        say("2026-02-02T10:00:00+00:00", "I'm on earlies at the bakery for the next while, in at four."),
        say("2026-02-20T10:00:00+00:00", "They've moved me to lates at the bakery, two till ten."),
        say("2026-03-09T10:00:00+00:00", "back on earlies at the bakery again ffs"),
        contested("2026-03-11T10:00:00+00:00", "which shift am I on at the bakery", ["earl", "late"]),
    ]),
    scenario("d25-ff-rowing-seat", "flip-flop", "A seat in the boat back and forth within weeks", [
        say("2026-04-04T10:00:00+00:00", "Coach has put me at stroke in the eight."),
        say("2026-04-25T10:00:00+00:00", "I've been moved to bow seat in the eight now."),
        say("2026-05-16T10:00:00+00:00", "Back at stroke in the eight, the new lad couldn't hold the rhythm."),
        contested("2026-05-18T10:00:00+00:00", "which seat do I row in", ["stroke", "bow"]),
    ]),
    scenario("d25-ff-office", "flip-flop", "An office back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm based in the Glasgow office now, the Edinburgh one's being "
            "refurbished."),
        say("2026-06-22T10:00:00+00:00", "Moved back to the Edinburgh office this week."),
        say("2026-07-13T10:00:00+00:00", "glasgow office again, the refit's not finished lol"),
        contested("2026-07-15T10:00:00+00:00", "which office do I work from", ["glasgow", "edinburgh"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d25-frame-cafe-daydream", "framing", "A daydream is not the user's job", [
        say("2026-01-12T10:00:00+00:00", "I'm a sheep farmer in the Brecon Beacons, 600 ewes."),
        say("2026-01-30T21:00:00+00:00", "If I ever sold up I'd open a wee caf\u00e9 in Crickhowell and do "
            "Welsh cakes all day."),
        top("2026-01-31T09:00:00+00:00", "what is my job", has="farmer"),
        facts("2026-01-31T09:00:00+00:00", "what is my job", lacks="caf\u00e9"),
    ]),
    scenario("d25-frame-panto", "framing", "A panto part is not the user's job", [
        say("2026-11-02T10:00:00+00:00", "I teach P4 at a primary school in Belfast."),
        say("2026-11-09T19:00:00+00:00", "For the panto I'm playing a pirate captain, help me with a proper "
            "pirate laugh."),
        top("2026-11-10T09:00:00+00:00", "what is my job", has="teach"),
        facts("2026-11-10T09:00:00+00:00", "what is my job", lacks="pirate"),
    ]),
    scenario("d25-frame-lambo", "framing", "Sarcasm is not the user's car", [
        say("2026-03-20T10:00:00+00:00", "I drive a 2009 Vauxhall Corsa, it's held together with tape."),
        say("2026-03-21T08:00:00+00:00", "Oh aye, I'll just nip to work in my Lamborghini then \U0001F644"),
        top("2026-03-22T09:00:00+00:00", "what car do I drive", has="corsa"),
        facts("2026-03-22T09:00:00+00:00", "what car do I drive", lacks="lamborghini"),
    ]),
    scenario("d25-frame-wine-critic", "framing", "A 'what if I were' is not the user's job or habit", [
        say("2026-08-03T10:00:00+00:00", "I'm teetotal, haven't touched a drop in eleven years."),
        say("2026-08-04T20:00:00+00:00", "What if I were a wine critic, how would I describe this Rioja on the "
            "label?"),
        top("2026-08-05T09:00:00+00:00", "do I drink alcohol", has="teetotal"),
        facts("2026-08-05T09:00:00+00:00", "do I drink alcohol", lacks="critic"),
    ]),
]
