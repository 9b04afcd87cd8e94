"""A thirty-first split of belief scenarios (``--set dev31`` in bench/beliefs.py), a never-tuned check.

Written on 2026-11-27 as a generalisation check, by a helper who read no reader code, on cd246a5; committed before it
was measured. In everyday domains and registers not used in earlier sets (a ski school, a brewery, a probation
office, a bus depot's rotas, a museum's curators and volunteers, a tyre garage, a nursing home's night shifts, a
climbing wall, a bridal shop, a newspaper sub-desk, a mosque committee, an allotment society, a ferry crew, a
cattery, a gymnastics club, an IT helpdesk; Cockney, Mancunian, Cornish, Hong Kong, Sri Lankan, New York, Cajun and
Shetland English, a Polish speaker writing English as a second language, a voice-to-text transcript): names, times
and amounts put right at once and days later, with and without a cue word; a job, home, employer, depot and route
changed by what happened rather than by naming the attribute; a plot, a job, a club and a pet that are gone;
languages, cats and climbing walls that must accumulate, and a removal that retires exactly one; decisions replaced
by name or taken back; one fact said twice in other words that must stay one belief; a rota, a desk shift and a
squad flip-flopped within weeks (served as contested); and a hypothetical, a role-play and sarcasm that must not be
stored beside a sincere statement. It is never to be tuned on.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV31 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d31-corr-hop-supplier", "correction", "A brewery's hop supplier put right at once, with a cue", [
        say("2026-02-03T09:00:00+00:00", "Our hop supplier at the brewery is Charles Faram."),
        say("2026-02-03T09:00:30+00:00", "Sorry, no, it's Simply Hops now, we left Faram last year."),
        top("2026-02-04T09:00:00+00:00", "who is our hop supplier", has="simply hops"),
        served("2026-02-04T09:00:00+00:00", "who is our hop supplier", lacks="charles faram", unless="simply hops"),
    ]),
    scenario("d31-corr-ferry-time", "correction", "A last ferry time put right at once, no cue word", [
        say("2026-06-10T17:00:00+00:00", "Last ferry back from Yell is 22:30 on a Friday."),
        say("2026-06-10T17:01:00+00:00", "23:10 on Fridays. I was looking at the winter timetable."),
        top("2026-06-11T09:00:00+00:00", "when is the last ferry back from Yell on a Friday", has="23:10"),
        served("2026-06-11T09:00:00+00:00", "when is the last ferry back from Yell on a Friday", lacks="22:30",
               unless="23:10"),
    ]),
    scenario("d31-corr-lesson-fee", "correction", "A ski lesson price put right days later, with 'I got that wrong'", [
        say("2026-01-05T10:00:00+00:00", "A private ski lesson at our school is 95 euros an hour."),
        say("2026-01-09T10:00:00+00:00", "I got that wrong about the private lessons, it's 110 euros an hour this "
            "season, the 95 was last year's price."),
        top("2026-01-10T09:00:00+00:00", "how much is a private ski lesson", has="110"),
        served("2026-01-10T09:00:00+00:00", "how much is a private ski lesson", lacks="95 euros", unless="110"),
    ]),
    scenario("d31-corr-officer-name", "correction", "A probation officer's name put right days later, no cue word", [
        say("2026-03-02T10:00:00+00:00", "My probation officer is Mr Haworth at the Salford office."),
        say("2026-03-06T15:00:00+00:00", "Met my probation officer again today, her name's Ms Okafor, Haworth was "
            "just covering that first week."),
        top("2026-03-07T09:00:00+00:00", "who is my probation officer", has="okafor"),
        served("2026-03-07T09:00:00+00:00", "who is my probation officer", lacks="haworth", unless="okafor"),
    ]),
    scenario("d31-corr-pitch-fee", "correction", "An allotment rent put right days later, with 'actually'", [
        say("2026-04-01T10:00:00+00:00", "The allotment rent for my plot is 40 pound a year."),
        say("2026-04-07T10:00:00+00:00", "Plot rent's actually 52 pound a year, the society put it up at the AGM."),
        top("2026-04-08T09:00:00+00:00", "how much is my allotment rent", has="52"),
        served("2026-04-08T09:00:00+00:00", "how much is my allotment rent", lacks="40 pound", unless="52"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d31-up-depot-manager", "update-paraphrase", "A job changed, said as a promotion off the buses", [
        say("2026-01-12T10:00:00+00:00", "I'm a bus driver at Queens Road depot, mostly the 53."),
        say("2026-06-01T18:00:00+00:00", "Hung me cab keys up for the last time Friday, Monday I start as a "
            "duty controller in the depot office, proper grown-up job."),
        top("2026-06-03T09:00:00+00:00", "what is my job", has="controller"),
        served("2026-06-03T09:00:00+00:00", "what is my job", lacks="bus driver", unless="controller"),
    ]),
    scenario("d31-up-move-penzance", "update-paraphrase", "A home changed, said as the house sale and new keys", [
        say("2026-02-14T10:00:00+00:00", "I live in Redruth, just up from the station."),
        say("2026-08-20T19:00:00+00:00", "Sold the Redruth place at last, my ansum, an we got the keys to the "
            "cottage in Newlyn today, first night in tonight."),
        top("2026-08-22T09:00:00+00:00", "where do I live", has="newlyn"),
        served("2026-08-22T09:00:00+00:00", "where do I live", lacks="redruth", unless="newlyn"),
    ]),
    scenario("d31-up-tyre-garage", "update-paraphrase", "An employer changed, said as handing in notice and a start", [
        say("2026-01-20T10:00:00+00:00", "I work at Kwik Fit in Stockport, fitting tyres."),
        say("2026-05-15T20:00:00+00:00", "Last shift at Kwik Fit done, handed me overalls back, I'm on at "
            "National Tyres in Hazel Grove from Tuesday."),
        top("2026-05-20T09:00:00+00:00", "where do I work", has="national tyres"),
        served("2026-05-20T09:00:00+00:00", "where do I work", lacks="kwik fit", unless="national tyres"),
    ]),
    scenario("d31-up-nursing-nights", "update-paraphrase", "A care home changed, said as a transfer", [
        say("2026-03-03T10:00:00+00:00", "I'm a night carer at Rosewood care home in Hanley."),
        say("2026-09-10T08:00:00+00:00", "Company's sent me over to their Beech House home in Longton, first "
            "night there was manic but the residents are lovely."),
        top("2026-09-12T09:00:00+00:00", "which care home do I work at", has="beech house"),
        served("2026-09-12T09:00:00+00:00", "which care home do I work at", lacks="rosewood",
               unless="beech house"),
    ]),
    scenario("d31-up-car-written-off", "update-paraphrase", "A car changed, said as a write-off and a replacement", [
        say("2026-02-22T10:00:00+00:00", "I drive a Honda Civic, silver one."),
        say("2026-07-02T16:00:00+00:00", "Insurance wrote off the Civic after that shunt on the Belt Parkway, so "
            "I picked up a used Toyota Camry yesterday, runs like a dream."),
        top("2026-07-04T09:00:00+00:00", "what car do I drive", has="camry"),
        served("2026-07-04T09:00:00+00:00", "what car do I drive", lacks="civic", unless="camry"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d31-gone-plot", "gone", "An allotment plot given up", [
        say("2026-01-08T10:00:00+00:00", "I've got plot 17 at the Hillside allotments."),
        say("2026-10-02T10:00:00+00:00", "Handed plot 17 back to the society this week, my back's not up to the "
            "digging any more."),
        facts("2026-10-03T09:00:00+00:00", "which allotment plot do I have", lacks="plot 17",
              unless=("handed", "back")),
    ]),
    scenario("d31-gone-helpdesk", "gone", "A job ended by contract end, no new one", [
        say("2026-02-05T10:00:00+00:00", "I'm on the IT helpdesk at Northgate Trust, second line."),
        say("2026-08-29T16:00:00+00:00", "Contract at Northgate finished today and they didn't renew, so I'm "
            "between jobs for now."),
        facts("2026-08-30T09:00:00+00:00", "what is my job", lacks="northgate",
              unless=("finished", "between jobs", "renew")),
    ]),
    scenario("d31-gone-gym-club", "gone", "A gymnastics club membership given up", [
        say("2026-03-01T10:00:00+00:00", "My daughter Isla trains at Pinewood Gymnastics Club."),
        say("2026-11-15T10:00:00+00:00", "Isla's packed in gymnastics at Pinewood, she wants to do football now."),
        facts("2026-11-16T09:00:00+00:00", "which club does Isla train at", lacks="pinewood",
              unless=("packed in",)),
    ]),
    scenario("d31-gone-cat", "gone", "A cat died, the other stays", [
        say("2026-04-04T10:00:00+00:00", "We have two cats, Mochi and Biscuit."),
        say("2026-09-19T18:00:00+00:00", "Biscuit passed away in his sleep last night, Mochi keeps looking for "
            "him."),
        facts("2026-09-20T09:00:00+00:00", "what pets do I have", has="mochi"),
        facts("2026-09-20T09:00:00+00:00", "what pets do I have", lacks="biscuit",
              unless=("passed away", "died")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d31-mv-languages", "multi-valued", "Languages grown by 'as well'", [
        say("2026-01-11T10:00:00+00:00", "Sinhala is my mother tongue, and English from school of course."),
        say("2026-06-12T10:00:00+00:00", "I am learning Tamil as well no, I can speak it decently now with the "
            "aunties at the temple."),
        facts("2026-06-13T09:00:00+00:00", "what languages do I speak", has="sinhala"),
        facts("2026-06-13T09:00:00+00:00", "what languages do I speak", has="tamil"),
    ]),
    scenario("d31-mv-climbing-walls", "multi-valued", "Climbing walls added, both kept", [
        say("2026-02-14T10:00:00+00:00", "I've got a membership at the Castle Climbing Centre."),
        say("2026-07-01T10:00:00+00:00", "Joined The Arch in Bermondsey too, for the bouldering, still keeping "
            "the Castle for ropes."),
        facts("2026-07-02T09:00:00+00:00", "which climbing walls am I a member of", has="castle"),
        facts("2026-07-02T09:00:00+00:00", "which climbing walls am I a member of", has="arch"),
    ]),
    scenario("d31-mv-medications-drop", "multi-valued", "Two medications, one stopped", [
        say("2026-03-05T10:00:00+00:00", "I take amlodipine and atorvastatin every morning."),
        say("2026-09-09T10:00:00+00:00", "GP's taken me off the amlodipine, blood pressure's fine now, but I'm "
            "still on the atorvastatin."),
        facts("2026-09-10T09:00:00+00:00", "what medications do I take", has="atorvastatin"),
        facts("2026-09-10T09:00:00+00:00", "what medications do I take", lacks="amlodipine",
              unless=("taken me off", "off the amlodipine")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d31-dec-eid-venue", "decision", "A mosque committee's venue chosen, then replaced by name", [
        say("2026-03-02T10:00:00+00:00", "The committee's booked the Jubilee Hall for the Eid party."),
        say("2026-03-06T10:00:00+00:00", "Jubilee Hall double-booked us, so the Eid party is at the Ashfield "
            "Sports Centre now."),
        top("2026-03-07T09:00:00+00:00", "where is the Eid party", has="ashfield"),
        served("2026-03-07T09:00:00+00:00", "where is the Eid party", lacks="jubilee hall", unless="ashfield"),
    ]),
    scenario("d31-dec-dress", "decision", "A bridal dress decision taken back", [
        say("2026-05-10T10:00:00+00:00", "I've decided on the lace mermaid dress from the bridal shop."),
        say("2026-05-24T10:00:00+00:00", "Forget the mermaid one, I'm going with the plain satin A-line after all, "
            "I could not sit down in the other."),
        top("2026-05-25T09:00:00+00:00", "which wedding dress am I getting", has="satin"),
        served("2026-05-25T09:00:00+00:00", "which wedding dress am I getting", lacks="mermaid", unless="satin"),
    ]),
    scenario("d31-dec-exhibition", "decision", "A museum's next exhibition changed 'instead'", [
        say("2026-04-10T10:00:00+00:00", "The next exhibition in the long gallery is going to be the Viking hoard."),
        say("2026-04-13T10:00:00+00:00", "The Viking loan fell through, so the long gallery's getting the "
            "textile collection instead."),
        top("2026-04-14T09:00:00+00:00", "what is the next exhibition in the long gallery", has="textile"),
        served("2026-04-14T09:00:00+00:00", "what is the next exhibition in the long gallery", lacks="viking",
               unless="textile"),
    ]),
    scenario("d31-dec-festival-date", "decision", "A Cajun band's gig pulled, then put back", [
        say("2026-01-20T10:00:00+00:00", "We decided we ain't playing the Breaux Bridge crawfish festival this year."),
        say("2026-01-27T10:00:00+00:00", "Scratch that, cher, we're playing the crawfish festival after all, they "
            "gave us the Saturday slot."),
        top("2026-01-28T09:00:00+00:00", "are we playing the crawfish festival", has=("after all", "saturday")),
        served("2026-01-28T09:00:00+00:00", "are we playing the crawfish festival", lacks="ain't playing",
               unless=("after all", "saturday")),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d31-para-sub-desk", "paraphrase", "An employer said twice in other words stays one belief", [
        say("2026-01-10T10:00:00+00:00", "I work on the sub-desk at the Liverpool Echo."),
        say("2026-04-18T10:00:00+00:00", "My job's subbing for the Echo in Liverpool, nights mostly."),
        top("2026-04-19T09:00:00+00:00", "where do I work", has="echo", contested=False),
        no_open_conflict("2026-04-19T09:00:00+00:00"),
    ]),
    scenario("d31-para-ferry", "paraphrase", "A ferry crew job said two ways stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work as a deckhand on the Yell Sound ferry."),
        say("2026-05-05T10:00:00+00:00", "I'm crew on da Yell ferry, deckhand, been four year noo."),
        top("2026-05-06T09:00:00+00:00", "what is my job", has="deckhand", contested=False),
        no_open_conflict("2026-05-06T09:00:00+00:00"),
    ]),
    scenario("d31-para-home-ssl", "paraphrase", "A home said twice by a second-language speaker stays one belief", [
        say("2026-03-08T10:00:00+00:00", "I am living in Swindon with my husband and two kids."),
        say("2026-06-14T10:00:00+00:00", "We live in Swindon already six years, near to Old Town."),
        top("2026-06-15T09:00:00+00:00", "where do I live", has="swindon", contested=False),
        no_open_conflict("2026-06-15T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d31-ff-rota", "flip-flop", "A bus rota back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "Depot's got me on earlies for the whole of March, 5am sign-on."),
        say("2026-03-23T10:00:00+00:00", "Rota office has swapped me onto lates, finishing after midnight most nights."),
        say("2026-04-13T10:00:00+00:00", "and back on earlies again, the rota office haven't a clue"),
        contested("2026-04-15T10:00:00+00:00", "which rota am I on", ["earl", "late"]),
    ]),
    scenario("d31-ff-desk-shift", "flip-flop", "A nursing home shift back and forth within weeks", [
        say("2026-09-06T10:00:00+00:00", "i am doing days at the home now"),
        say("2026-09-27T10:00:00+00:00", "manager moved me to nights again short staffed"),
        say("2026-10-18T10:00:00+00:00", "ok so its days again for me starting monday which is a relief"),
        contested("2026-10-20T10:00:00+00:00", "do I work days or nights", ["day", "night"]),
    ]),
    scenario("d31-ff-squad", "flip-flop", "A gymnast's squad back and forth within weeks", [
        say("2026-05-03T10:00:00+00:00", "My son Kai is in the development squad at gymnastics."),
        say("2026-05-17T10:00:00+00:00", "Kai's been moved up to the performance squad."),
        say("2026-05-31T10:00:00+00:00", "Kai's back in development, the coach says he needs more conditioning."),
        contested("2026-06-02T10:00:00+00:00", "which squad is Kai in", ["development", "performance"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d31-frame-curator-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a volunteer steward at the museum, Tuesdays and Thursdays."),
        say("2026-01-22T21:00:00+00:00", "If I'd stuck with the PhD I'd be a curator at the British Museum by now."),
        top("2026-01-23T09:00:00+00:00", "what do I do at the museum", has="steward"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="british museum"),
    ]),
    scenario("d31-frame-role-instructor", "framing", "A role-played ski resort is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Aviemore, near the Cairngorm road."),
        say("2026-05-06T19:00:00+00:00", "Let's role-play: I'm a ski instructor who lives in Whistler and you're "
            "a nervous first-timer."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="aviemore"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="whistler"),
    ]),
    scenario("d31-frame-sarcastic-director", "framing", "A sarcastic 'director' is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I work at a cattery in Ongar, cleaning pens and feeding."),
        say("2026-07-02T19:00:00+00:00", "Oh yeah, I'm basically the managing director of a luxury resort, for "
            "cats, with a mop."),
        top("2026-07-03T09:00:00+00:00", "where do I work", has="cattery"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks=("managing director", "luxury resort")),
    ]),
]
