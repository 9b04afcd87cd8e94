"""A forty-first split of belief scenarios (``--set dev41`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 98bf387;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a blood donation centre's session day and appointment, a glassblowing studio's kiln and furnace, a
cheese dairy's price and herd, a horse livery yard, a court stenography agency, a bicycle repair co-op, a gospel
choir's part and concert, a hospice charity shop's shifts, an air ambulance charity's fundraiser, a model railway
club's layout and exhibition, a piano tuner's rounds, a falconry centre's birds, a sign-writer's van, a night
bakery's shift; Cork, Guyanese, Tanzanian, Bangalore (Indian), Cape Breton and French-speaker English, a very
elderly person's typed email, a text in all capitals and a legal witness statement): days, dates, times and prices
put right at once and days later, with and without a cue word; a workplace, home, employer, choir part and van
changed by what happened rather than by naming the attribute; volunteering, a job, a horse and a membership that
are gone; languages, birds and instruments that must accumulate, and a removal that retires exactly one; decisions
replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay
one belief; a shift, a part and a track gauge flip-flopped within weeks (served as contested); and a might-have-been,
a role-play and a quotation that must not be stored beside a sincere statement. Written as a never-tuned
generalisation check: no rule is to be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV41 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d41-corr-donor-day", "correction", "A donor session day put right at once, with a cue", [
        say("2026-02-09T17:00:00+00:00", "My next blood donation is Wednesday at the Carlow Street donor centre, "
            "half four, like."),
        say("2026-02-09T17:00:30+00:00", "Sorry, no, it's Friday, not Wednesday, I was looking at last month's "
            "card."),
        top("2026-02-10T09:00:00+00:00", "when is my next blood donation", has="friday"),
        served("2026-02-10T09:00:00+00:00", "when is my next blood donation", lacks="is wednesday",
               unless="friday"),
    ]),
    scenario("d41-corr-cheese-price", "correction", "A cheese price put right at once, no cue word", [
        say("2026-03-16T15:00:00+00:00", "Our Comté sells at 24 euros the kilo on the market stall this spring."),
        say("2026-03-16T15:01:00+00:00", "The Comté is 26 euros the kilo, the new price list started this week."),
        top("2026-03-17T09:00:00+00:00", "how much is our Comté a kilo", has="26"),
        served("2026-03-17T09:00:00+00:00", "how much is our Comté a kilo", lacks="24 euros", unless="26"),
    ]),
    scenario("d41-corr-tuning-date", "correction", "A piano tuning date put right days later, with 'I was wrong'", [
        say("2026-04-01T10:00:00+00:00", "The Steinway at St Ives parish church is booked for tuning on the 21st "
            "of April."),
        say("2026-04-04T12:00:00+00:00", "I was wrong about the St Ives tuning, the vicar has it down for the 23rd, "
            "so that's when I'm going."),
        top("2026-04-05T09:00:00+00:00", "when am I tuning the piano at St Ives", has="23rd"),
        served("2026-04-05T09:00:00+00:00", "when am I tuning the piano at St Ives", lacks="21st",
               unless="23rd"),
    ]),
    scenario("d41-corr-kiln-temp", "correction", "An annealing temperature put right days later, no cue word", [
        say("2026-05-04T18:00:00+00:00", "I set the annealer to 480 degrees for the soda-lime pieces."),
        say("2026-05-08T18:00:00+00:00", "Had a look at the supplier's data sheet for the soda-lime glass, the "
            "annealer wants to sit at 515 degrees for it."),
        top("2026-05-09T09:00:00+00:00", "what temperature do I set the annealer to", has="515"),
        served("2026-05-09T09:00:00+00:00", "what temperature do I set the annealer to", lacks="480",
               unless="515"),
    ]),
    scenario("d41-corr-livery-fee", "correction", "A livery fee put right days later, with 'actually'", [
        say("2026-01-12T10:00:00+00:00", "DIY livery for Bramble is £45 a week at the yard."),
        say("2026-01-16T10:00:00+00:00", "Bramble's livery is actually £52 a week, the £45 was last year's rate "
            "before the hay went up."),
        top("2026-01-17T09:00:00+00:00", "how much is Bramble's livery a week", has="52"),
        served("2026-01-17T09:00:00+00:00", "how much is Bramble's livery a week", lacks="is £45",
               unless="52"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d41-up-coop-workplace", "update-paraphrase", "A workplace changed, said as a last shift and a new "
             "bench", [
        say("2026-01-19T10:00:00+00:00", "I fix bikes at the Easton bike co-op in Bristol."),
        say("2026-06-26T18:00:00+00:00", "Did my last shift at Easton and I've got my own bench at the Bedminster "
            "Bike Kitchen from Monday."),
        top("2026-06-29T09:00:00+00:00", "where do I work", has="bedminster"),
        served("2026-06-29T09:00:00+00:00", "where do I work", lacks="easton bike co-op", unless="bedminster"),
    ]),
    scenario("d41-up-georgetown-home", "update-paraphrase", "A home changed, said as the keys handed over", [
        say("2026-02-02T10:00:00+00:00", "Ah living in Kitty, Georgetown, by me mother house."),
        say("2026-08-15T19:00:00+00:00", "Landlord hand me de keys today, ah finally in me own place in Diamond, "
            "East Bank, whole family come help."),
        top("2026-08-17T09:00:00+00:00", "where do I live", has="diamond"),
        served("2026-08-17T09:00:00+00:00", "where do I live", lacks="kitty", unless="diamond"),
    ]),
    scenario("d41-up-stenography-employer", "update-paraphrase", "An employer changed, said as a contract moved", [
        say("2026-03-02T10:00:00+00:00", "I report the Crown Court hearings for Opus 2 as a freelance "
            "stenographer."),
        say("2026-09-07T10:00:00+00:00", "I finished with Opus 2 on Friday; Epiq signed me up on a staff "
            "contract, first hearing for them tomorrow."),
        top("2026-09-09T09:00:00+00:00", "who do I work for", has="epiq"),
        served("2026-09-09T09:00:00+00:00", "who do I work for", lacks="for opus 2", unless="epiq"),
    ]),
    scenario("d41-up-choir-part", "update-paraphrase", "A choir part changed, said as a new seat in the stalls", [
        say("2026-02-22T10:00:00+00:00", "I sing soprano in the gospel choir at New Testament Church."),
        say("2026-07-19T13:00:00+00:00", "Sister Faith moved me over to sit with the altos this morning, she says "
            "my low notes are stronger now."),
        top("2026-07-20T09:00:00+00:00", "which part do I sing in the choir", has="alto"),
        served("2026-07-20T09:00:00+00:00", "which part do I sing in the choir", lacks="soprano", unless="alto"),
    ]),
    scenario("d41-up-signwriter-van", "update-paraphrase", "A van changed, said as an old one scrapped and a new "
             "one collected", [
        say("2026-01-14T10:00:00+00:00", "I get round the pubs in an old Citroën Berlingo with my brushes in the "
            "back."),
        say("2026-06-03T17:00:00+00:00", "The Berlingo failed its MOT so it went for scrap, and I picked up a "
            "white Ford Transit Connect this afternoon."),
        top("2026-06-05T09:00:00+00:00", "what van do I drive", has="transit connect"),
        served("2026-06-05T09:00:00+00:00", "what van do I drive", lacks="old citroën", unless="transit connect"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d41-gone-hospice-shop", "gone", "Volunteering at a hospice shop stopped", [
        say("2026-01-09T10:00:00+00:00", "Dear Margaret, I help in the hospice shop on Fore Street every Tuesday "
            "afternoon. Love Edna"),
        say("2026-10-02T10:00:00+00:00", "Dear Margaret, I have given up my Tuesdays at the hospice shop, my "
            "knees will not manage the stairs any longer. Love Edna"),
        facts("2026-10-03T09:00:00+00:00", "where do I volunteer", lacks="fore street",
              unless=("given up", "any longer")),
    ]),
    scenario("d41-gone-night-bakery", "gone", "A job ended by redundancy, no new one", [
        say("2026-02-16T10:00:00+00:00", "I'm a night baker at Hovis in Wigan, four nights a week."),
        say("2026-09-21T10:00:00+00:00", "THEY SHUT THE NIGHT SHIFT AT HOVIS AND I'M REDUNDANT, NO JOB TILL I "
            "FIND SOMETHING"),
        facts("2026-09-22T09:00:00+00:00", "what is my job", lacks="four nights",
              unless=("redundant", "no job")),
    ]),
    scenario("d41-gone-livery-horse", "gone", "One horse sold, the other stays", [
        say("2026-03-23T10:00:00+00:00", "I keep two horses at the livery yard, Bramble and Jasper."),
        say("2026-10-05T10:00:00+00:00", "Jasper went to a riding school in Harrogate on Saturday, I've just "
            "Bramble now."),
        facts("2026-10-06T09:00:00+00:00", "what horses do I have", has="bramble"),
        facts("2026-10-06T09:00:00+00:00", "what horses do I have", lacks="jasper", unless=("riding school",)),
    ]),
    scenario("d41-gone-railway-club", "gone", "A club membership lapsed", [
        say("2026-02-05T10:00:00+00:00", "I'm a member of the Tonbridge model railway club, I run the N gauge "
            "layout."),
        say("2026-11-06T10:00:00+00:00", "I let my Tonbridge membership lapse this year, I couldn't get to the "
            "club nights with my hip."),
        facts("2026-11-07T09:00:00+00:00", "which clubs am I a member of", lacks="n gauge",
              unless=("lapse",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d41-mv-swahili-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-26T10:00:00+00:00", "I am speaking Swahili and English at the clinic in Dodoma."),
        say("2026-05-25T10:00:00+00:00", "I also speak Sukuma, my mother is from Mwanza, so I can help the "
            "patients from the lake."),
        facts("2026-05-26T09:00:00+00:00", "what languages do I speak", has="swahili"),
        facts("2026-05-26T09:00:00+00:00", "what languages do I speak", has="sukuma"),
    ]),
    scenario("d41-mv-falcons-too", "multi-valued", "Birds grown by 'too'", [
        say("2026-03-09T10:00:00+00:00", "I fly a Harris hawk called Juno at the falconry centre."),
        say("2026-07-13T10:00:00+00:00", "Got a little kestrel called Pip to fly too, she's learning the lure "
            "this week."),
        facts("2026-07-14T09:00:00+00:00", "what birds do I fly", has="juno"),
        facts("2026-07-14T09:00:00+00:00", "what birds do I fly", has="pip"),
    ]),
    scenario("d41-mv-fiddle-drop", "multi-valued", "Two instruments, one given away", [
        say("2026-04-13T10:00:00+00:00", "I play the fiddle and the piano at the kitchen parties in Mabou, dear."),
        say("2026-10-19T10:00:00+00:00", "Gave the old piano to the parish hall, wha, but I'm still at the fiddle "
            "every Friday."),
        facts("2026-10-20T09:00:00+00:00", "what instruments do I play", has="fiddle"),
        facts("2026-10-20T09:00:00+00:00", "what instruments do I play", lacks="piano", unless=("gave",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d41-dec-furnace", "decision", "A furnace chosen, then replaced by name days later", [
        say("2026-03-02T10:00:00+00:00", "For the new studio we choose the electric furnace from Wet Dog Glass."),
        say("2026-03-06T10:00:00+00:00", "The electricity is too expensive here, so we take the gas furnace from "
            "Charlie Correll now."),
        top("2026-03-07T09:00:00+00:00", "which furnace are we getting for the studio", has="gas furnace"),
        served("2026-03-07T09:00:00+00:00", "which furnace are we getting for the studio",
               lacks="electric furnace from wet dog", unless="gas furnace"),
    ]),
    scenario("d41-dec-exhibition", "decision", "A decision to cancel an exhibition taken back", [
        say("2026-05-11T10:00:00+00:00", "Committee's decided, no exhibition this year, the hall's too dear."),
        say("2026-05-25T10:00:00+00:00", "We're having the exhibition after all, the school's lent us the sports "
            "hall for nothing."),
        top("2026-05-26T09:00:00+00:00", "is the club having an exhibition this year",
            has=("after all", "sports hall")),
        served("2026-05-26T09:00:00+00:00", "is the club having an exhibition this year",
               lacks="no exhibition", unless=("after all", "sports hall")),
    ]),
    scenario("d41-dec-carol-concert", "decision", "A carol concert venue changed 'instead'", [
        say("2026-11-02T10:00:00+00:00", "The choir's singing at the cathedral carol service on the 13th."),
        say("2026-11-05T10:00:00+00:00", "We're doing the Symphony Hall carols instead of the cathedral, same "
            "night."),
        top("2026-11-06T09:00:00+00:00", "where is the choir singing carols", has="symphony hall"),
        served("2026-11-06T09:00:00+00:00", "where is the choir singing carols", lacks="cathedral carol service",
               unless="symphony hall"),
    ]),
    scenario("d41-dec-fundraiser", "decision", "A fundraiser 'scrapped' for another", [
        say("2026-06-08T10:00:00+00:00", "For the air ambulance appeal we're doing a sponsored abseil off the "
            "town hall."),
        say("2026-06-12T10:00:00+00:00", "Scrap the abseil, the council said no, we're doing a sponsored fire "
            "walk instead."),
        top("2026-06-13T09:00:00+00:00", "what are we doing for the air ambulance appeal", has="fire walk"),
        served("2026-06-13T09:00:00+00:00", "what are we doing for the air ambulance appeal",
               lacks="abseil off", unless="fire walk"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d41-para-donor-centre", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the Leeds Donor Centre, taking blood."),
        say("2026-06-09T10:00:00+00:00", "My job's at the donor centre in Leeds, I'm one of the phlebotomists "
            "there."),
        top("2026-06-10T09:00:00+00:00", "where do I work", has="donor centre", contested=False),
        no_open_conflict("2026-06-10T09:00:00+00:00"),
    ]),
    scenario("d41-para-whitefield", "paraphrase", "A home said two ways stays one belief", [
        say("2026-01-20T10:00:00+00:00", "I am living in Whitefield, Bangalore."),
        say("2026-04-21T10:00:00+00:00", "Our flat is in Whitefield only, near ITPL, been staying there eight "
            "years."),
        top("2026-04-22T09:00:00+00:00", "where do I live", has="whitefield", contested=False),
        no_open_conflict("2026-04-22T09:00:00+00:00"),
    ]),
    scenario("d41-para-bandon", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-10T10:00:00+00:00", "I'm from Bandon, County Cork."),
        say("2026-07-07T10:00:00+00:00", "Bandon born and reared, like, I'd never hide it."),
        top("2026-07-08T09:00:00+00:00", "where am I from", has="bandon", contested=False),
        no_open_conflict("2026-07-08T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d41-ff-donor-shift", "flip-flop", "A donor centre shift back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on the early session at the donor centre this month."),
        say("2026-09-28T10:00:00+00:00", "Rota's put me on the late session now."),
        say("2026-10-19T10:00:00+00:00", "early session again from Monday, the late one was killing me"),
        contested("2026-10-21T10:00:00+00:00", "which session do I work at the donor centre", ["early", "late"]),
    ]),
    scenario("d41-ff-choir-part", "flip-flop", "A choir part back and forth within weeks", [
        say("2026-01-11T10:00:00+00:00", "I'm singing tenor in the gospel choir for the Easter programme."),
        say("2026-02-01T10:00:00+00:00", "Choir director has moved me down to bass."),
        say("2026-02-22T10:00:00+00:00", "Tenor again from Sunday, Brother Clive is back from Jamaica."),
        contested("2026-02-24T10:00:00+00:00", "which part do I sing in the choir", ["tenor", "bass"]),
    ]),
    scenario("d41-ff-gauge", "flip-flop", "A track gauge back and forth within weeks", [
        say("2026-04-05T10:00:00+00:00", "I'm building the club layout in OO gauge."),
        say("2026-04-26T10:00:00+00:00", "We've switched the club layout to N gauge, saves space."),
        say("2026-05-17T10:00:00+00:00", "back to OO for the layout, the N stuff's too fiddly for the old boys"),
        contested("2026-05-19T10:00:00+00:00", "what gauge is the club layout", ["oo", "n gauge"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d41-frame-surgeon-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a piano tuner, I go round the schools and chapels in the Fens."),
        say("2026-02-18T21:00:00+00:00", "If I'd listened to my father I'd be a heart surgeon in Cambridge by now, "
            "consultant and everything."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="piano tuner"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="surgeon"),
    ]),
    scenario("d41-frame-role-falconer", "framing", "A role-played castle is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Dunkeld, just by the cathedral."),
        say("2026-06-09T19:00:00+00:00", "Let's play a game: you're the visiting bishop and I'm the falconer who "
            "lives in the castle at Stirling, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="dunkeld"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="stirling"),
    ]),
    scenario("d41-frame-quoted-judge", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I am cheesemaker at the dairy in Beaufort."),
        say("2026-09-02T19:00:00+00:00", "My grandfather always said 'I am the best ski instructor of all "
            "Savoie', every Christmas."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="cheesemaker"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="ski instructor"),
    ]),
]
