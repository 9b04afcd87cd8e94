"""A never-tuned generalisation check of belief scenarios (``--set dev29`` in bench/beliefs.py).

Written on 2026-11-27 on b818abf, by a helper who read no reader code, and committed before it was measured.
Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a swimming club's head
coach, a cinema showing, a taxi firm's airport fare, a vineyard's wine strength, an A&E nurse's nights, a trainee
solicitor qualifying, a move to Hebden Bridge, a warehouse picker changing depot, a taxi driver's car, a radio
presenter's show, a football season ticket, a cinema that shut, two cats, a medicine stopped, Tamil and Malay,
greyhounds, wild swimming and five-a-side, a law firm's Christmas party venue, a pottery studio's Monday opening, a
vineyard's picking order, a choir's summer concert, a church choir, a taxi firm, a swimming club, a fire station's
watch, a salon's working day, a gamer's role, a nurse's might-have-been, a role-played skipper, a quoted grandad):
names, times, amounts and dates put right at once and days later, with and without a cue word; a job, home,
employer, car and show changed by what happened rather than by naming the attribute; a season ticket, a job, a pet
and a medicine that are gone; languages, dogs and hobbies that must accumulate, and a removal that retires exactly
one; decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said twice in other words
that must stay one belief; a watch, a working day and a game role flip-flopped within weeks (served as contested);
and a hypothetical, a role-play and a quotation that must not be stored beside a sincere statement.
It is a never-tuned check: report its figures, do not change rules after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV29 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d29-corr-coach-name", "correction", "A swimming club's head coach's name put right at once, with a cue", [
        say("2026-02-09T19:00:00+00:00", "Our new head coach at the swimming club is called Morag."),
        say("2026-02-09T19:00:45+00:00", "Sorry, Moira, not Morag, I'm useless with names."),
        top("2026-02-10T09:00:00+00:00", "what is the swimming club's head coach called", has="moira"),
        served("2026-02-10T09:00:00+00:00", "what is the swimming club's head coach called", lacks="morag",
               unless="moira"),
    ]),
    scenario("d29-corr-showing", "correction", "A cinema showing time put right at once, no cue word", [
        say("2026-03-04T12:00:00+00:00", "We're seeing the new Dune at the Plaza on Friday, the 7:40 showing."),
        say("2026-03-04T12:01:20+00:00", "8:10 showing. The 7:40 is the subtitled one."),
        top("2026-03-05T09:00:00+00:00", "what time is our film on Friday", has="8:10"),
        served("2026-03-05T09:00:00+00:00", "what time is our film on Friday", lacks="7:40", unless="8:10"),
    ]),
    scenario("d29-corr-airport-fare", "correction", "A taxi firm's airport fare put right days later, with a cue", [
        say("2026-04-06T10:00:00+00:00", "Our airport run from Bootle to John Lennon is a flat 28 quid."),
        say("2026-04-10T10:00:00+00:00", "Got the airport fare wrong the other day, it's 32 quid flat, I was reading "
            "off the old card."),
        top("2026-04-11T09:00:00+00:00", "how much is our airport fare", has="32"),
        served("2026-04-11T09:00:00+00:00", "how much is our airport fare", lacks="28", unless="32"),
    ]),
    scenario("d29-corr-wine-strength", "correction", "A wine's strength put right days later, no cue word", [
        say("2026-10-02T10:00:00+00:00", "Our Bacchus this year is 11.5% alcohol."),
        say("2026-10-07T16:00:00+00:00", "Lab results for the Bacchus came back at 12%, so that's what's going on "
            "the label."),
        top("2026-10-08T09:00:00+00:00", "how strong is our Bacchus", has="12%"),
        served("2026-10-08T09:00:00+00:00", "how strong is our Bacchus", lacks="11.5", unless="12%"),
    ]),
    scenario("d29-corr-nights", "correction", "A run of night shifts put right days later, with 'actually'", [
        say("2026-05-01T10:00:00+00:00", "My next set of nights in A&E starts on the 14th."),
        say("2026-05-05T10:00:00+00:00", "My nights actually start on the 16th, I misread the rota."),
        top("2026-05-06T09:00:00+00:00", "when do my nights start", has="16th"),
        served("2026-05-06T09:00:00+00:00", "when do my nights start", lacks="14th", unless="16th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d29-up-qualified", "update-paraphrase", "A job changed, said as qualifying into a team", [
        say("2026-01-12T10:00:00+00:00", "I'm a trainee solicitor at Brabners in Liverpool."),
        say("2026-09-14T18:00:00+00:00", "Qualified last week! I'm in the employment team as an NQ now, got my own "
            "caseload and everything."),
        top("2026-09-16T09:00:00+00:00", "what is my job", has=("nq", "qualified")),
        served("2026-09-16T09:00:00+00:00", "what is my job", lacks="trainee", unless=("nq", "qualified")),
    ]),
    scenario("d29-up-hebden", "update-paraphrase", "A home changed, said as the first night in a new house", [
        say("2026-02-03T10:00:00+00:00", "I live in Stockport, in a terrace near the viaduct."),
        say("2026-07-25T22:00:00+00:00", "First night in the new house in Hebden Bridge, no curtains yet and the kids "
            "are on mattresses, but we're in."),
        top("2026-07-27T09:00:00+00:00", "where do I live", has="hebden"),
        served("2026-07-27T09:00:00+00:00", "where do I live", lacks="stockport", unless="hebden"),
    ]),
    scenario("d29-up-depot", "update-paraphrase", "An employer changed, said as handing back a hi-vis and a start", [
        say("2026-01-19T10:00:00+00:00", "I'm a picker at the Next warehouse in Doncaster."),
        say("2026-06-08T18:00:00+00:00", "Handed me hi-vis back at Next on Friday, started at the Tesco depot today, "
            "same job, better money."),
        top("2026-06-10T09:00:00+00:00", "where do I work", has="tesco"),
        served("2026-06-10T09:00:00+00:00", "where do I work", lacks="next warehouse", unless="tesco"),
    ]),
    scenario("d29-up-cab", "update-paraphrase", "A car changed, said as a lease handed back and a pick-up", [
        say("2026-02-16T10:00:00+00:00", "I drive a Skoda Octavia for the taxi firm."),
        say("2026-08-03T17:00:00+00:00", "The Octavia's gone back to the lease company, picked up a Corolla hybrid "
            "on Monday, drives like a dream."),
        top("2026-08-05T09:00:00+00:00", "what car do I drive", has="corolla"),
        served("2026-08-05T09:00:00+00:00", "what car do I drive", lacks="octavia", unless="corolla"),
    ]),
    scenario("d29-up-breakfast-show", "update-paraphrase", "A radio show changed, said as a last show and a new slot", [
        say("2026-03-02T10:00:00+00:00", "I present the drive-time show on Radio Cumbria."),
        say("2026-09-25T19:00:00+00:00", "Did my last drive-time today, Monday I'm on breakfast, six till nine, God "
            "help me."),
        top("2026-09-29T09:00:00+00:00", "which show do I present", has="breakfast"),
        served("2026-09-29T09:00:00+00:00", "which show do I present", lacks="drive-time", unless="breakfast"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d29-gone-season-ticket", "gone", "A season ticket not renewed", [
        say("2026-01-10T10:00:00+00:00", "I've had a season ticket at Anfield since 2010, Kop end."),
        say("2026-07-20T10:00:00+00:00", "Didn't renew the season ticket this year, can't justify the money with "
            "the mortgage going up."),
        facts("2026-07-21T09:00:00+00:00", "do I have a season ticket", lacks="anfield", unless=("renew",)),
    ]),
    scenario("d29-gone-cinema-job", "gone", "A job ended by the cinema closing, no new one", [
        say("2026-02-02T10:00:00+00:00", "I work at the Odeon in Leeds, on the box office."),
        say("2026-08-31T18:00:00+00:00", "The Odeon's shut for good, we all got let go on Friday, so I'm on the job "
            "hunt now."),
        facts("2026-09-01T09:00:00+00:00", "where do I work", lacks="odeon", unless=("shut", "let go", "job hunt")),
    ]),
    scenario("d29-gone-cat", "gone", "A cat died, the other stays", [
        say("2026-03-14T10:00:00+00:00", "We've got two cats, Pickle and Mr Biscuits."),
        say("2026-10-11T20:00:00+00:00", "Lost Pickle on Sunday, kidney failure, Mr Biscuits keeps looking for him."),
        facts("2026-10-12T09:00:00+00:00", "what pets do I have", has="biscuits"),
        facts("2026-10-12T09:00:00+00:00", "what pets do I have", lacks="pickle", unless=("lost", "kidney")),
    ]),
    scenario("d29-gone-sertraline", "gone", "A medicine stopped with the GP", [
        say("2026-01-05T10:00:00+00:00", "I'm on sertraline, 50mg in the mornings."),
        say("2026-06-15T10:00:00+00:00", "Came off the sertraline in the spring with my GP, feeling steady."),
        facts("2026-06-16T09:00:00+00:00", "what medications am I on", lacks="sertraline", unless=("came off",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d29-mv-malay-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-18T10:00:00+00:00", "At home we all speak Tamil lah, and English for work and everything else."),
        say("2026-07-18T10:00:00+00:00", "Now I can speak Malay also, after three years working in KL."),
        facts("2026-07-19T09:00:00+00:00", "what languages do I speak", has="tamil"),
        facts("2026-07-19T09:00:00+00:00", "what languages do I speak", has="malay"),
    ]),
    scenario("d29-mv-greyhounds", "multi-valued", "Dogs added by 'a second'", [
        say("2026-02-21T10:00:00+00:00", "I've got a greyhound called Gus, a rescue from Towcester."),
        say("2026-08-08T10:00:00+00:00", "We took on a second greyhound, a retired racer called Ziggy."),
        facts("2026-08-09T09:00:00+00:00", "what dogs do I have", has="gus"),
        facts("2026-08-09T09:00:00+00:00", "what dogs do I have", has="ziggy"),
    ]),
    scenario("d29-mv-five-a-side-dropped", "multi-valued", "Two hobbies said apart, one given up", [
        say("2026-03-07T10:00:00+00:00", "I go wild swimming in Ullswater most weekends."),
        say("2026-03-14T10:00:00+00:00", "I also play five-a-side on Tuesday nights with the lads from work."),
        say("2026-09-12T10:00:00+00:00", "Packed in the five-a-side after my ACL went, still in the lake every "
            "weekend though."),
        facts("2026-09-13T09:00:00+00:00", "what are my hobbies", has="swimming"),
        facts("2026-09-13T09:00:00+00:00", "what are my hobbies", lacks="five-a-side", unless=("packed in", "acl")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d29-dec-party-venue", "decision", "A Christmas party venue chosen, then replaced by name", [
        say("2026-10-05T10:00:00+00:00", "We've booked the Adelphi for the firm's Christmas party."),
        say("2026-10-12T10:00:00+00:00", "The Adelphi's double-booked us, so the Christmas party's at the Titanic "
            "Hotel now."),
        top("2026-10-13T09:00:00+00:00", "where is the firm's Christmas party", has="titanic"),
        served("2026-10-13T09:00:00+00:00", "where is the firm's Christmas party", lacks="adelphi",
               unless="titanic"),
    ]),
    scenario("d29-dec-mondays", "decision", "A decision to shut on Mondays taken back", [
        say("2026-04-01T10:00:00+00:00", "We've decided to shut the pottery studio on Mondays from May."),
        say("2026-04-15T10:00:00+00:00", "We're opening Mondays after all, the waiting list for the evening wheel "
            "class is huge."),
        top("2026-04-16T09:00:00+00:00", "is the studio open on Mondays", has=("after all", "opening")),
        served("2026-04-16T09:00:00+00:00", "is the studio open on Mondays", lacks="shut the pottery",
               unless=("after all", "opening")),
    ]),
    scenario("d29-dec-picking-order", "decision", "A picking order changed 'instead'", [
        say("2026-09-10T10:00:00+00:00", "We'll pick the Pinot first this harvest."),
        say("2026-09-13T10:00:00+00:00", "Forecast's wet for next week, so we're picking the Chardonnay first "
            "instead."),
        top("2026-09-14T07:00:00+00:00", "which grapes are we picking first", has="chardonnay"),
        served("2026-09-14T07:00:00+00:00", "which grapes are we picking first", lacks="pinot first",
               unless="chardonnay"),
    ]),
    scenario("d29-dec-concert", "decision", "A concert piece chosen, then 'scrap' it for another", [
        say("2026-04-20T10:00:00+00:00", "For the summer concert the choir's doing Faure's Requiem."),
        say("2026-04-24T10:00:00+00:00", "Scrap the Faure, half the basses are away in July, we're doing the "
            "Vivaldi Gloria."),
        top("2026-04-25T09:00:00+00:00", "what is the choir singing at the summer concert", has="vivaldi"),
        served("2026-04-25T09:00:00+00:00", "what is the choir singing at the summer concert", lacks="requiem",
               unless="vivaldi"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d29-para-choir", "paraphrase", "A church choir said twice in other words stays one belief", [
        say("2026-01-11T10:00:00+00:00", "I sing alto in the church choir at St Oswald's."),
        say("2026-05-07T10:00:00+00:00", "Rehearsal at St Oswald's on Thursday, I'm with the altos as ever."),
        top("2026-05-08T09:00:00+00:00", "which choir do I sing in", has="oswald", contested=False),
        no_open_conflict("2026-05-08T09:00:00+00:00"),
    ]),
    scenario("d29-para-taxi-firm", "paraphrase", "An employer said two ways stays one belief", [
        say("2026-02-02T10:00:00+00:00", "I work for Delta Taxis in Liverpool."),
        say("2026-06-02T10:00:00+00:00", "My job's with Delta, the cab firm, driving round Liverpool mostly nights."),
        top("2026-06-03T09:00:00+00:00", "who do I work for", has="delta", contested=False),
        no_open_conflict("2026-06-03T09:00:00+00:00"),
    ]),
    scenario("d29-para-swim-club", "paraphrase", "A swimming club said twice stays one belief", [
        say("2026-03-03T10:00:00+00:00", "I swim with Tynemouth Amateur Swimming Club."),
        say("2026-08-04T10:00:00+00:00", "Club session with Tynemouth ASC tonight, my fourth year with them now."),
        top("2026-08-05T09:00:00+00:00", "which swimming club am I in", has="tynemouth", contested=False),
        no_open_conflict("2026-08-05T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d29-ff-watch", "flip-flop", "A fire station watch back and forth within weeks", [
        say("2026-02-02T10:00:00+00:00", "I'm on Red Watch at the station."),
        say("2026-02-23T10:00:00+00:00", "They've transferred me to White Watch to cover a gap."),
        say("2026-03-16T10:00:00+00:00", "back on Red Watch now, they were short again"),
        contested("2026-03-18T10:00:00+00:00", "which watch am I on", ["red", "white"]),
    ]),
    scenario("d29-ff-salon-day", "flip-flop", "A salon working day back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm doing Saturdays at the salon this month."),
        say("2026-06-22T10:00:00+00:00", "They've swapped me onto Mondays at the salon."),
        say("2026-07-13T10:00:00+00:00", "Saturdays again now, Kayleigh's back off her holidays."),
        contested("2026-07-15T10:00:00+00:00", "which day do I work at the salon", ["saturday", "monday"]),
    ]),
    scenario("d29-ff-game-role", "flip-flop", "A ranked game role back and forth within weeks", [
        say("2026-01-05T10:00:00+00:00", "I main support in Overwatch ranked."),
        say("2026-01-26T10:00:00+00:00", "switched to tank this season, healing was doing my head in"),
        say("2026-02-16T10:00:00+00:00", "back on support lol tank is miserable"),
        contested("2026-02-18T10:00:00+00:00", "which role do I main in Overwatch", ["support", "tank"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d29-frame-consultant", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a nurse in A&E at Pinderfields."),
        say("2026-01-23T22:00:00+00:00", "If I'd stuck with medicine I'd be a consultant by now, ha."),
        top("2026-01-24T09:00:00+00:00", "what is my job", has="nurse"),
        facts("2026-01-24T09:00:00+00:00", "what is my job", lacks="consultant"),
    ]),
    scenario("d29-frame-role-skipper", "framing", "A role-played skipper's home is not the user's home", [
        say("2026-05-11T10:00:00+00:00", "I live in Peterhead, just up from the harbour."),
        say("2026-05-12T19:00:00+00:00", "Let's role-play: I'm a skipper who lives in Lerwick and you're the "
            "harbourmaster."),
        top("2026-05-13T09:00:00+00:00", "where do I live", has="peterhead"),
        facts("2026-05-13T09:00:00+00:00", "where do I live", lacks="lerwick"),
    ]),
    scenario("d29-frame-quoted-grandad", "framing", "A quoted grandad's line is not the user's wealth or job", [
        say("2026-07-06T10:00:00+00:00", "I work as a producer at Radio Merseyside."),
        say("2026-07-08T18:00:00+00:00", "My grandad's favourite line was 'I'm a millionaire in everything but "
            "money', God rest him."),
        top("2026-07-09T09:00:00+00:00", "what is my job", has="producer"),
        facts("2026-07-09T09:00:00+00:00", "what is my job", lacks="millionaire"),
    ]),
]
