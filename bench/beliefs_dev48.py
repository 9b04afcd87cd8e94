"""A forty-eighth split of belief scenarios (``--set dev48`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 423ab3b;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a youth hostel's check-in time, desk and kitchen, a ski patrol's briefing, skidoos, avalanche dogs and
Christmas do, a cheesemonger's prices and van, a tram depot's rosters, shifts and livery, a stained-glass studio's
installation date and glazier, a weather station's observers and forecasters, a council gritting depot's driver, a
record shop's counter and a Walthamstow flat, guide dog puppy walking, a cider festival, a son's college, an asthma
inhaler stopped, Maltese, English and Italian, stained glass and curling, a banjo and a mandolin, a Portadown
hometown, a might-have-been sommelier, a role-played Comino farmer and a quoted grandfather; Cockney, Northern Irish,
Highland Scots, Maltese, Barbadian, Southern US and Hong Kong English, an Italian speaker writing English as a
second language, a police statement, a grandparent's text, a ship's log, a product changelog and a dating-app
profile): days, dates, times and prices put right at once and days later, with and without a cue word; a
workplace, home, employer, van and a son's college changed by what happened rather than by naming the attribute;
volunteering, a job, a medicine and a dog that are gone; languages and hobbies that must accumulate, and a removal
that retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said
twice in other words that must stay one belief; a shift, a station and a desk flip-flopped within weeks (served as
contested); and a might-have-been, a role-play and a quotation that must not be stored beside a sincere statement.
Written blind (by a helper who read no reader code) on 423ab3b, and committed before it was measured; never to be
tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV48 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d48-corr-hostel-checkin", "correction", "A hostel check-in time put right at once, with a cue", [
        say("2026-03-02T09:00:00+00:00", "Check-in at the hostel starts at 3pm for the school group on Friday."),
        say("2026-03-02T09:00:30+00:00", "Sorry, 4pm, the cleaners need the extra hour after the weekend lot."),
        top("2026-03-03T09:00:00+00:00", "what time does check-in start for the school group", has="4pm"),
        served("2026-03-03T09:00:00+00:00", "what time does check-in start for the school group", lacks="3pm",
               unless="4pm"),
    ]),
    scenario("d48-corr-avalanche-briefing", "correction", "A briefing day put right at once, no cue word", [
        say("2026-01-12T07:00:00+00:00", "Avalanche briefing for the patrol is Thursday at 7am in the patrol hut."),
        say("2026-01-12T07:01:00+00:00", "Friday for the avalanche briefing. Thursday is the lift inspection, "
            "mixed them up."),
        top("2026-01-13T09:00:00+00:00", "when is the avalanche briefing", has="friday"),
        served("2026-01-13T09:00:00+00:00", "when is the avalanche briefing", lacks="thursday at 7am",
               unless="friday"),
    ]),
    scenario("d48-corr-stichelton-price", "correction", "A cheese price put right days later, with 'I was wrong'", [
        say("2026-02-09T10:00:00+00:00", "Our Stichelton is £38 a kilo on the counter, innit."),
        say("2026-02-12T16:00:00+00:00", "I was wrong about the Stichelton, it's £42 a kilo since the new wheel "
            "come in Tuesday."),
        top("2026-02-13T09:00:00+00:00", "how much is the Stichelton a kilo", has="42"),
        served("2026-02-13T09:00:00+00:00", "how much is the Stichelton a kilo", lacks="38", unless="42"),
    ]),
    scenario("d48-corr-first-tram", "correction", "A first tram out put right days later, no cue word", [
        say("2026-04-06T20:00:00+00:00", "My first tram out on Monday is the 05:40 from the depot lor."),
        say("2026-04-09T20:00:00+00:00", "Checked the roster board again today, Monday I take out the 06:15, "
            "somebody else got the early one."),
        top("2026-04-10T09:00:00+00:00", "what time is my first tram out on Monday", has="06:15"),
        served("2026-04-10T09:00:00+00:00", "what time is my first tram out on Monday", lacks="05:40",
               unless="06:15"),
    ]),
    scenario("d48-corr-window-install", "correction", "An installation date put right days later, with 'actually'", [
        say("2026-04-20T10:00:00+00:00", "The east window for St Brigid's goes in on the 12th of May, all going "
            "well."),
        say("2026-04-24T10:00:00+00:00", "St Brigid's installation is actually the 19th of May, the scaffolders "
            "moved us back a week."),
        top("2026-04-25T09:00:00+00:00", "when does the St Brigid's window go in", has="19th"),
        served("2026-04-25T09:00:00+00:00", "when does the St Brigid's window go in", lacks="12th",
               unless="19th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d48-up-met-office", "update-paraphrase", "A workplace changed, said as a cleared desk and a start", [
        say("2026-01-19T10:00:00+00:00", "I'm a forecaster at the Met Office in Aberdeen, mostly the offshore "
            "shipping forecasts."),
        say("2026-07-03T18:00:00+00:00", "Cleared my desk up north on Friday, first day at the Exeter "
            "headquarters on Monday."),
        top("2026-07-08T09:00:00+00:00", "where do I work", has="exeter"),
        served("2026-07-08T09:00:00+00:00", "where do I work", lacks="aberdeen", unless="exeter"),
    ]),
    scenario("d48-up-leyton", "update-paraphrase", "A home changed, said as keys handed back and a garden", [
        say("2026-02-02T10:00:00+00:00", "I live in the flat above the record shop in Walthamstow."),
        say("2026-08-15T19:00:00+00:00", "Keys handed back on the old gaff, me and the missus are in Leyton now, "
            "proper garden and everything."),
        top("2026-08-17T09:00:00+00:00", "where do I live", has="leyton"),
        served("2026-08-17T09:00:00+00:00", "where do I live", lacks="walthamstow", unless="leyton"),
    ]),
    scenario("d48-up-bear-scotland", "update-paraphrase", "An employer changed, said as a contract signed", [
        say("2026-01-05T06:00:00+00:00", "I'm a gritter driver for Highland Council, out of the Inverness depot."),
        say("2026-10-02T18:00:00+00:00", "Signed with BEAR Scotland yesterday, they've got the trunk roads, so "
            "that's me finished with the council."),
        top("2026-10-04T09:00:00+00:00", "who do I work for", has="bear"),
        served("2026-10-04T09:00:00+00:00", "who do I work for", lacks="highland council", unless="bear"),
    ]),
    scenario("d48-up-cheese-van", "update-paraphrase", "A van changed, said as a part-exchange", [
        say("2026-02-16T10:00:00+00:00", "I do the cheese rounds in a little white Berlingo."),
        say("2026-06-22T17:00:00+00:00", "Part-exchanged the Berlingo for a refrigerated Transit Custom, the brie "
            "will thank me in August."),
        top("2026-06-24T09:00:00+00:00", "what van do I use for the cheese rounds", has="transit"),
        served("2026-06-24T09:00:00+00:00", "what van do I use for the cheese rounds", lacks="little white",
               unless="transit"),
    ]),
    scenario("d48-up-jaden-college", "update-paraphrase", "A son's school changed, said as his first week", [
        say("2026-03-09T10:00:00+00:00", "Muh son Jaden does go Harrison College, fifth form."),
        say("2026-09-11T18:00:00+00:00", "Jaden start at de Barbados Community College dis week, he done wid "
            "Harrison now, big man."),
        top("2026-09-13T09:00:00+00:00", "which school does Jaden go to", has="community college"),
        served("2026-09-13T09:00:00+00:00", "which school does Jaden go to", lacks="harrison college",
               unless="community college"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d48-gone-puppy-walking", "gone", "Puppy walking for a guide dog charity stopped", [
        say("2026-01-26T10:00:00+00:00", "I volunteer as a puppy walker for Guide Dogs in Leamington."),
        say("2026-09-07T10:00:00+00:00", "Handed our last pup back in August and we've stopped the puppy walking, "
            "too much on with the new baby."),
        facts("2026-09-08T09:00:00+00:00", "where do I volunteer", lacks="leamington", unless=("stopped",)),
    ]),
    scenario("d48-gone-record-counter", "gone", "A shop job ended, no new one", [
        say("2026-03-16T10:00:00+00:00", "I work the counter at Flashback Records in Islington."),
        say("2026-08-24T10:00:00+00:00", "Flashback let me go last week, cutbacks, so I'm out of work for now, "
            "gutted."),
        facts("2026-08-25T09:00:00+00:00", "what is my job", lacks="islington",
              unless=("let me go", "out of work")),
    ]),
    scenario("d48-gone-salbutamol", "gone", "An inhaler stopped by a consultant", [
        say("2026-02-23T10:00:00+00:00", "I'm on a salbutamol inhaler for the asthma, the cold air on the slopes "
            "sets it off."),
        say("2026-07-27T10:00:00+00:00", "Consultant's taken me off the inhaler altogether, lungs are clear now."),
        facts("2026-07-28T09:00:00+00:00", "what medication am I on", lacks="salbutamol",
              unless=("taken me off",)),
    ]),
    scenario("d48-gone-avalanche-dog", "gone", "One avalanche dog retired, the other still working", [
        say("2026-01-04T10:00:00+00:00", "We've two avalanche dogs, Bran and Mist, both collies."),
        say("2026-10-18T10:00:00+00:00", "Mist has retired to a family in Nethy Bridge, Bran's still working with "
            "me on the hill."),
        facts("2026-10-19T09:00:00+00:00", "what dogs do I have", has="bran"),
        facts("2026-10-19T09:00:00+00:00", "what dogs do I have", lacks="mist", unless=("retired",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d48-mv-italian-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-14T10:00:00+00:00", "I speak Maltese and English, like everybody here, no?"),
        say("2026-05-06T10:00:00+00:00", "I speak Italian too, from the TV when I was small."),
        facts("2026-05-07T09:00:00+00:00", "what languages do I speak", has="maltese"),
        facts("2026-05-07T09:00:00+00:00", "what languages do I speak", has="italian"),
    ]),
    scenario("d48-mv-curling-also", "multi-valued", "Hobbies grown by 'also'", [
        say("2026-02-03T10:00:00+00:00", "I do stained glass at the evening class on Tuesdays."),
        say("2026-06-09T10:00:00+00:00", "Also started curling at the ice rink in Perth on Sunday nights."),
        facts("2026-06-10T09:00:00+00:00", "what are my hobbies", has="glass"),
        facts("2026-06-10T09:00:00+00:00", "what are my hobbies", has="curling"),
    ]),
    scenario("d48-mv-mandolin-drop", "multi-valued", "Two instruments, one sold", [
        say("2026-03-23T10:00:00+00:00", "I play the banjo and the mandolin at the Thursday session in Lurgan."),
        say("2026-09-28T10:00:00+00:00", "Sold the mandolin to a young fella from Craigavon, still at the banjo "
            "every week, so I am."),
        facts("2026-09-29T09:00:00+00:00", "what instruments do I play", has="banjo"),
        facts("2026-09-29T09:00:00+00:00", "what instruments do I play", lacks="mandolin", unless=("sold",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d48-dec-patrol-do", "decision", "A Christmas do venue replaced by name days later", [
        say("2026-11-02T10:00:00+00:00", "The patrol Christmas do is at the Old Bridge Inn this year."),
        say("2026-11-06T10:00:00+00:00", "Old Bridge is fully booked that night, so the do is at the Winking Owl "
            "now."),
        top("2026-11-07T09:00:00+00:00", "where is the patrol Christmas do", has="winking owl"),
        served("2026-11-07T09:00:00+00:00", "where is the patrol Christmas do", lacks="old bridge inn",
               unless="winking owl"),
    ]),
    scenario("d48-dec-cider-festival", "decision", "A decision to drop a festival taken back", [
        say("2026-03-30T10:00:00+00:00", "Decision's made, y'all, we're skipping the cider festival this year, "
            "too much hassle."),
        say("2026-04-13T10:00:00+00:00", "We're running the cider festival after all, half the county begged us "
            "to."),
        top("2026-04-14T09:00:00+00:00", "are we holding the cider festival this year",
            has=("after all", "running")),
        served("2026-04-14T09:00:00+00:00", "are we holding the cider festival this year",
               lacks="skipping the cider festival", unless=("after all", "running")),
    ]),
    scenario("d48-dec-tram-livery", "decision", "A livery changed 'instead'", [
        say("2026-05-04T10:00:00+00:00", "The new tram livery is going to be navy and gold."),
        say("2026-05-05T10:00:00+00:00", "Council's gone for green and cream instead of the navy, paint shop "
            "starts next month."),
        top("2026-05-06T09:00:00+00:00", "what colours is the new tram livery", has="green"),
        served("2026-05-06T09:00:00+00:00", "what colours is the new tram livery", lacks="navy and gold",
               unless="green"),
    ]),
    scenario("d48-dec-skidoo", "decision", "A patrol snowmobile 'scrapped' for another", [
        say("2026-10-05T10:00:00+00:00", "The patrol's getting a Ski-Doo for the back bowls this winter."),
        say("2026-10-09T10:00:00+00:00", "Scrap the Ski-Doo, we're getting a Polaris instead, the dealer's "
            "closer."),
        top("2026-10-10T09:00:00+00:00", "what snowmobile is the patrol getting", has="polaris"),
        served("2026-10-10T09:00:00+00:00", "what snowmobile is the patrol getting", lacks="getting a ski-doo",
               unless="polaris"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d48-para-lightworks", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-10T10:00:00+00:00", "I am glazier at Lightworks studio in Bristol."),
        say("2026-05-19T10:00:00+00:00", "My work is cutting and leading the glass for Lightworks, the studio in "
            "Bristol, for the churches mostly."),
        top("2026-05-20T09:00:00+00:00", "where do I work", has="lightworks", contested=False),
        no_open_conflict("2026-05-20T09:00:00+00:00"),
    ]),
    scenario("d48-para-portadown", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-03T10:00:00+00:00", "I'm from Portadown."),
        say("2026-07-14T10:00:00+00:00", "Portadown born and reared, so I am, Obins Street."),
        top("2026-07-15T09:00:00+00:00", "where am I from", has="portadown", contested=False),
        no_open_conflict("2026-07-15T09:00:00+00:00"),
    ]),
    scenario("d48-para-glenshee", "paraphrase", "A patrol said two ways stays one belief", [
        say("2026-01-06T10:00:00+00:00", "I'm on the ski patrol at Glenshee."),
        say("2026-03-17T10:00:00+00:00", "I work patrol up at Glenshee ski centre, been there six winters."),
        top("2026-03-18T09:00:00+00:00", "where do I work", has="glenshee", contested=False),
        no_open_conflict("2026-03-18T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d48-ff-tram-shift", "flip-flop", "A tram shift back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm on earlies at the tram depot this month."),
        say("2026-06-22T10:00:00+00:00", "They've put me on lates now, somebody's off sick."),
        say("2026-07-13T10:00:00+00:00", "earlies again from Monday, thank god"),
        contested("2026-07-15T10:00:00+00:00", "which shift am I on at the tram depot", ["earlies", "lates"]),
    ]),
    scenario("d48-ff-weather-station", "flip-flop", "A weather station back and forth within weeks", [
        say("2026-08-03T10:00:00+00:00", "I'm doing the observations at the Lerwick station this month."),
        say("2026-08-24T10:00:00+00:00", "Moved down to the Kirkwall station to cover for Sandy."),
        say("2026-09-14T10:00:00+00:00", "Back at Lerwick from next week, Sandy's fit again."),
        contested("2026-09-16T10:00:00+00:00", "which weather station am I at", ["lerwick", "kirkwall"]),
    ]),
    scenario("d48-ff-hostel-desk", "flip-flop", "A hostel post back and forth within weeks", [
        say("2026-04-06T10:00:00+00:00", "I'm on the reception desk at the hostel."),
        say("2026-04-27T10:00:00+00:00", "Switched to the kitchen at the hostel, the cook left."),
        say("2026-05-18T10:00:00+00:00", "back on reception from Monday, new cook started"),
        contested("2026-05-20T10:00:00+00:00", "what do I do at the hostel", ["reception", "kitchen"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d48-frame-sommelier", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a cheesemonger at Paxton's on Jermyn Street."),
        say("2026-02-18T21:00:00+00:00", "If I'd taken that offer years ago I'd be head sommelier at the Savoy by "
            "now."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="cheesemonger"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="sommelier"),
    ]),
    scenario("d48-frame-comino", "framing", "A role-played farmer's island is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Sliema, near the promenade, eh."),
        say("2026-06-09T19:00:00+00:00", "Let's role-play: you are a tourist lost and I am an old farmer living "
            "on Comino, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="sliema"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="comino"),
    ]),
    scenario("d48-frame-grandfather-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a tram driver, Whitty Street depot, nine years already."),
        say("2026-09-02T19:00:00+00:00", "My grandfather always said 'I am the best cook in Sai Kung', every "
            "Chinese New Year."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="tram driver"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="cook"),
    ]),
]
