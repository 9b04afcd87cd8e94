"""A never-tuned split of belief scenarios (``--set dev33`` in bench/beliefs.py).

Written on 2026-11-27 as a generalisation check, on 1cd08d4, by a helper who read no reader code; committed before
it was measured. Weighted to issue 21's hardest belief rules, in everyday domains and registers not used in earlier
sets (a planetarium's director, a kennel booking, an oil rig's rotations and platforms, a vineyard's cellar door, a
chess club's night and boards, a paramedic's first shift, an Essex bungalow, a hospital pharmacy, a courier's bike,
a beekeeper's hives and AGM, a retired colonel's car, a karate dojo, a motorway services counter, Tagalog and
Bisaya, bagpipes and a fiddle, two dogs, a film set's costume, a Newfoundland long weekend, a Kenyan church, a
council planning officer, a Hebridean role-play, a sarcastic dog groomer; Bristolian, Essex, Highland, Filipino,
Kenyan, Newfoundland, Minnesotan, Trinidadian and German-as-a-second-language voices, a formal colonel and a
voicemail): names, dates and amounts put right at once and days later, with and without a cue word; a job, home,
employer, bike and platform changed by what happened rather than by naming the attribute; hives, a car, a dojo and a
job that are gone; languages, instruments and dogs that must accumulate, and a removal that retires exactly one;
decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that
must stay one belief; a shift, a post and a board flip-flopped within weeks (served as contested); and a
hypothetical, a role-play and sarcasm that must not be stored beside a sincere statement. It is never to be tuned
on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV33 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d33-corr-director", "correction", "A planetarium director's name put right at once, with a cue", [
        say("2026-02-09T09:00:00+00:00", "The planetarium's new director is Dr Haldane, starts next week."),
        say("2026-02-09T09:00:30+00:00", "Sorry, I mean Dr Mackintosh, I got the two names off the memo muddled."),
        top("2026-02-10T09:00:00+00:00", "who is the planetarium's new director", has="mackintosh"),
        served("2026-02-10T09:00:00+00:00", "who is the planetarium's new director", lacks="haldane",
               unless="mackintosh"),
    ]),
    scenario("d33-corr-kennel-date", "correction", "A kennel booking date put right at once, no cue word", [
        say("2026-07-01T18:00:00+00:00", "Oh ya, Biscuit's booked into the kennels from the 14th of July."),
        say("2026-07-01T18:01:00+00:00", "From the 16th. The 14th is his grooming appointment, uff da."),
        top("2026-07-02T09:00:00+00:00", "when is Biscuit booked into the kennels", has="16"),
        served("2026-07-02T09:00:00+00:00", "when is Biscuit booked into the kennels", lacks="14th",
               unless="16"),
    ]),
    scenario("d33-corr-rotation", "correction", "An offshore rotation date put right days later, with a cue", [
        say("2026-02-20T10:00:00+00:00", "My next rotation out to the rig starts on 3 March, flying from Aberdeen."),
        say("2026-02-24T19:00:00+00:00", "Correction on my rotation, it's 10 March I fly out, not the 3rd, the "
            "roster got redone."),
        top("2026-02-25T09:00:00+00:00", "when does my next rotation start", has="10 march"),
        served("2026-02-25T09:00:00+00:00", "when does my next rotation start", lacks="3 march",
               unless="10 march"),
    ]),
    scenario("d33-corr-flight-price", "correction", "A tasting flight price put right days later, no cue word", [
        say("2026-04-02T10:00:00+00:00", "A tasting flight at our cellar door is £18 for six wines."),
        say("2026-04-07T17:00:00+00:00", "Picked up the new menu cards from the printer today, tasting flight "
            "£22, same six wines."),
        top("2026-04-08T09:00:00+00:00", "how much is a tasting flight", has="22"),
        served("2026-04-08T09:00:00+00:00", "how much is a tasting flight", lacks="18", unless="22"),
    ]),
    scenario("d33-corr-club-night", "correction", "A chess club night put right days later, with 'turns out'", [
        say("2026-09-01T10:00:00+00:00", "Club night at the chess club is Tuesday."),
        say("2026-09-06T10:00:00+00:00", "Turns out club night's been Wednesday all along, Tuesday's just the "
            "juniors."),
        top("2026-09-07T09:00:00+00:00", "which night is chess club night", has="wednesday"),
        served("2026-09-07T09:00:00+00:00", "which night is chess club night", lacks="tuesday",
               unless="wednesday"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d33-up-paramedic", "update-paraphrase", "A job changed, said as new epaulettes and a first shift", [
        say("2026-01-12T10:00:00+00:00", "I'm an emergency care assistant at the ambulance station in Keynsham."),
        say("2026-06-19T20:00:00+00:00", "Um, so yeah, got my green epaulettes today, like, first shift as a "
            "proper paramedic tomorrow, so yeah."),
        top("2026-06-22T09:00:00+00:00", "what is my job", has="paramedic"),
        served("2026-06-22T09:00:00+00:00", "what is my job", lacks="care assistant", unless="paramedic"),
    ]),
    scenario("d33-up-bungalow", "update-paraphrase", "A home changed, said as exchanging and moving in", [
        say("2026-02-02T10:00:00+00:00", "I live in Romford, in the flat above the chippy."),
        say("2026-08-10T19:00:00+00:00", "Finally exchanged on the bungalow in Clacton, me and the dog moved in "
            "Saturday, proper buzzing."),
        top("2026-08-12T09:00:00+00:00", "where do I live", has="clacton"),
        served("2026-08-12T09:00:00+00:00", "where do I live", lacks="romford", unless="clacton"),
    ]),
    scenario("d33-up-dispensary", "update-paraphrase", "An employer changed, said as a badge handed back", [
        say("2026-01-19T10:00:00+00:00", "I work in the pharmacy at the Royal Infirmary in Edinburgh."),
        say("2026-05-08T18:00:00+00:00", "Handed my badge back at the Royal Infirmary today, Monday I start in "
            "the dispensary at the Western General."),
        top("2026-05-12T09:00:00+00:00", "where do I work", has="western general"),
        served("2026-05-12T09:00:00+00:00", "where do I work", lacks="royal infirmary",
               unless="western general"),
    ]),
    scenario("d33-up-courier-bike", "update-paraphrase", "A work bike changed, said as a theft and a new one", [
        say("2026-03-03T10:00:00+00:00", "I ride a Surly Cross-Check for my courier work."),
        say("2026-07-15T18:00:00+00:00", "Some toerag nicked the Surly outside the office, so I've got a Genesis "
            "Croix de Fer on the cycle scheme now."),
        top("2026-07-17T09:00:00+00:00", "what bike do I ride for work", has="genesis"),
        served("2026-07-17T09:00:00+00:00", "what bike do I ride for work", lacks="surly", unless="genesis"),
    ]),
    scenario("d33-up-platform", "update-paraphrase", "A platform changed, said as a last hitch and a posting", [
        say("2026-02-14T10:00:00+00:00", "I work on the Brent Charlie platform, two weeks on two off."),
        say("2026-09-04T12:00:00+00:00", "Last hitch on Brent Charlie done, they're sending me out to Clair Ridge "
            "from the next rotation."),
        top("2026-09-07T09:00:00+00:00", "which platform do I work on", has="clair"),
        served("2026-09-07T09:00:00+00:00", "which platform do I work on", lacks="brent", unless="clair"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d33-gone-hives", "gone", "Beehives lost, no new ones", [
        say("2026-03-10T10:00:00+00:00", "I keep two hives on the allotment at Horfield."),
        say("2026-11-20T10:00:00+00:00", "Lost both colonies to varroa this autumn, so that's me done with bees for "
            "now."),
        facts("2026-11-21T09:00:00+00:00", "what hives do I keep", lacks="horfield",
              unless=("lost", "varroa", "done with bees")),
    ]),
    scenario("d33-gone-daimler", "gone", "A car sold, no new one, in a formal voice", [
        say("2026-01-05T10:00:00+00:00", "I drive a 1998 Daimler Super V8, in British racing green."),
        say("2026-06-30T10:00:00+00:00", "I have at last sold the Daimler to a collector in Harrogate and shall "
            "rely upon the bus henceforth."),
        facts("2026-07-01T09:00:00+00:00", "what car do I drive", lacks="daimler", unless=("sold",)),
    ]),
    scenario("d33-gone-dojo", "gone", "A dojo membership ended, in German-English", [
        say("2026-02-01T10:00:00+00:00", "I am member of the karate dojo in Cathays since three years."),
        say("2026-10-12T10:00:00+00:00", "I have cancelled my membership at the dojo in Cathays, my knee does not "
            "allow it any more."),
        facts("2026-10-13T09:00:00+00:00", "what clubs am I a member of", lacks="cathays",
              unless=("cancelled",)),
    ]),
    scenario("d33-gone-services", "gone", "A job ended by a closure, no new one", [
        say("2026-03-03T10:00:00+00:00", "I work on the Greggs counter at Membury services, early shifts."),
        say("2026-09-25T16:00:00+00:00", "Greggs at Membury shut for good last month, so I'm out of work for now."),
        facts("2026-09-26T09:00:00+00:00", "what is my job", lacks="membury",
              unless=("shut", "out of work")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d33-mv-bisaya-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-15T10:00:00+00:00", "I speak Tagalog and English po."),
        say("2026-06-20T10:00:00+00:00", "I can speak Bisaya too now, two years in Cebu did that."),
        facts("2026-06-21T09:00:00+00:00", "what languages do I speak", has="tagalog"),
        facts("2026-06-21T09:00:00+00:00", "what languages do I speak", has="bisaya"),
    ]),
    scenario("d33-mv-fiddle", "multi-valued", "Instruments grown by 'as well'", [
        say("2026-02-08T10:00:00+00:00", "Been on the bagpipes since primary, I march with the Lochaber band at the Games."),
        say("2026-08-08T10:00:00+00:00", "Taken up the fiddle as well, a lassie in Fort William gives me a lesson "
            "on Tuesdays."),
        facts("2026-08-09T09:00:00+00:00", "what instruments do I play", has="pipe"),
        facts("2026-08-09T09:00:00+00:00", "what instruments do I play", has="fiddle"),
    ]),
    scenario("d33-mv-dog-rehomed", "multi-valued", "Two dogs, one rehomed, both first said in one sentence", [
        say("2026-03-12T10:00:00+00:00", "We've got two dogs, Biscuit the spaniel and Sprout the whippet."),
        say("2026-09-02T10:00:00+00:00", "Biscuit's gone to live with my sister in Yate for good, so it's just "
            "Sprout now."),
        facts("2026-09-03T09:00:00+00:00", "what dogs do I have", has="sprout"),
        facts("2026-09-03T09:00:00+00:00", "what dogs do I have", lacks="biscuit",
              unless=("sister", "yate")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d33-dec-agm-venue", "decision", "An AGM venue chosen, then replaced by name days later", [
        say("2026-02-02T10:00:00+00:00", "The association's booked the Scout hut in Horfield for the beekeepers' "
            "AGM."),
        say("2026-02-06T10:00:00+00:00", "Scout hut's double-booked, so the AGM's at the Golden Hill community "
            "garden now."),
        top("2026-02-07T09:00:00+00:00", "where is the beekeepers' AGM", has="golden hill"),
        served("2026-02-07T09:00:00+00:00", "where is the beekeepers' AGM", lacks="scout hut",
               unless="golden hill"),
    ]),
    scenario("d33-dec-refurb", "decision", "A decision to close for refurbishment taken back", [
        say("2026-10-05T10:00:00+00:00", "We've decided to close the planetarium for refurbishment in February."),
        say("2026-10-19T10:00:00+00:00", "We're staying open in February after all, the contractor can't start "
            "until May."),
        top("2026-10-20T09:00:00+00:00", "is the planetarium closing in February", has=("staying open", "after all")),
        served("2026-10-20T09:00:00+00:00", "is the planetarium closing in February", lacks="decided to close",
               unless=("staying open", "after all")),
    ]),
    scenario("d33-dec-gown", "decision", "A costume fabric chosen, 'scrap' for another", [
        say("2026-05-11T10:00:00+00:00", "For the ball scene we're making Lady Ashworth's gown in the blue silk."),
        say("2026-05-13T10:00:00+00:00", "Scrap the blue silk, the director wants her in burgundy velvet."),
        top("2026-05-14T09:00:00+00:00", "what is Lady Ashworth's gown made of", has="burgundy"),
        served("2026-05-14T09:00:00+00:00", "what is Lady Ashworth's gown made of", lacks="blue silk",
               unless="burgundy"),
    ]),
    scenario("d33-dec-long-weekend", "decision", "A long-weekend trip changed 'instead'", [
        say("2026-07-20T10:00:00+00:00", "We're driving up to Twillingate for the long weekend, b'y."),
        say("2026-07-22T10:00:00+00:00", "Fog's some thick on the coast all weekend, so we're off to Gros Morne "
            "instead."),
        top("2026-07-23T09:00:00+00:00", "where are we going for the long weekend", has="gros morne"),
        served("2026-07-23T09:00:00+00:00", "where are we going for the long weekend", lacks="twillingate",
               unless="gros morne"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d33-para-chess-club", "paraphrase", "A chess club said twice in other words stays one belief", [
        say("2026-01-14T10:00:00+00:00", "I play for Hastings and St Leonards chess club."),
        say("2026-04-15T10:00:00+00:00", "Wednesday nights I'm down the Hastings club for league matches, been a "
            "member for years."),
        top("2026-04-16T09:00:00+00:00", "which chess club do I play for", has="hastings", contested=False),
        no_open_conflict("2026-04-16T09:00:00+00:00"),
    ]),
    scenario("d33-para-courier-firm", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I ride for Pedal Express, the courier outfit in Bristol."),
        say("2026-05-06T10:00:00+00:00", "My job's delivering for Pedal Express round the city centre, mostly "
            "solicitors."),
        top("2026-05-07T09:00:00+00:00", "who do I work for", has="pedal express", contested=False),
        no_open_conflict("2026-05-07T09:00:00+00:00"),
    ]),
    scenario("d33-para-church", "paraphrase", "A church said twice stays one belief", [
        say("2026-03-01T10:00:00+00:00", "We go to the AIC church at Kijabe every Sunday."),
        say("2026-06-07T10:00:00+00:00", "Our church is AIC Kijabe, my father is an elder there since long."),
        top("2026-06-08T09:00:00+00:00", "which church do I go to", has="kijabe", contested=False),
        no_open_conflict("2026-06-08T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d33-ff-rig-shift", "flip-flop", "A rig shift back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on day shift on the rig this hitch."),
        say("2026-03-23T10:00:00+00:00", "They've switched me to nights now, aye."),
        say("2026-04-13T10:00:00+00:00", "back on days again, the night toolpusher's back from leave"),
        contested("2026-04-15T10:00:00+00:00", "which shift do I work on the rig", ["day", "night"]),
    ]),
    scenario("d33-ff-cellar-door", "flip-flop", "A vineyard post back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm doing the tastings at the cellar door this season."),
        say("2026-05-25T10:00:00+00:00", "They've moved me into the bottling shed for now."),
        say("2026-06-15T10:00:00+00:00", "Back on the cellar door again, they were short-staffed."),
        contested("2026-06-17T10:00:00+00:00", "where do I work at the vineyard", ["cellar door", "bottling"]),
    ]),
    scenario("d33-ff-board", "flip-flop", "A chess team board back and forth within weeks", [
        say("2026-10-01T10:00:00+00:00", "I'm on board one for the club's league team."),
        say("2026-10-22T10:00:00+00:00", "dropped to board three this month, form's gone"),
        say("2026-11-12T10:00:00+00:00", "Board one again, won four on the bounce."),
        contested("2026-11-14T10:00:00+00:00", "which board do I play for the club team", ["board one", "board three"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d33-frame-architect", "framing", "A might-have-been is not the user's job", [
        say("2026-01-26T10:00:00+00:00", "I'm a case officer in the planning department at Swindon council."),
        say("2026-01-28T21:00:00+00:00", "If I'd stuck at uni I'd be an architect by now, drawing the things I "
            "refuse."),
        top("2026-01-29T09:00:00+00:00", "what is my job", has="case officer"),
        facts("2026-01-29T09:00:00+00:00", "what is my job", lacks="architect"),
    ]),
    scenario("d33-frame-role-keeper", "framing", "A role-played keeper's island is not the user's home", [
        say("2026-04-04T10:00:00+00:00", "I live in Stornoway, just up from the ferry terminal."),
        say("2026-04-05T19:00:00+00:00", "Let's role-play: I'm a lighthouse keeper living on Fair Isle and you're "
            "the skipper of the supply boat."),
        top("2026-04-06T09:00:00+00:00", "where do I live", has="stornoway"),
        facts("2026-04-06T09:00:00+00:00", "where do I live", lacks="fair isle"),
    ]),
    scenario("d33-frame-sarcastic-stylist", "framing", "A sarcastic 'celebrity stylist' is not the user's job", [
        say("2026-06-01T10:00:00+00:00", "I'm a dog groomer at a little parlour in Basildon."),
        say("2026-06-02T19:00:00+00:00", "Yeah I'm basically a celebrity stylist innit, my clients just happen to "
            "be poodles."),
        top("2026-06-03T09:00:00+00:00", "what is my job", has="groomer"),
        facts("2026-06-03T09:00:00+00:00", "what is my job", lacks=("celebrity", "stylist")),
    ]),
]
