"""A twenty-ninth tuning split of belief scenarios (``--set dev30`` in bench/beliefs.py).

Written on 2026-11-27 as a generalisation check, by a helper who read no reader code, on cd246a5; committed before
it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a zoo's
reptile keeper, an RNLI exercise night, a car's MOT, a ballet school's summer show, a call centre's KPI, a supermarket
night shift, a Glasgow flat, a team leader's promotion, a dealership trade-in, a prison wing, a lifeboat pager, a
community radio show, a cricket captaincy, a motorbike, an estate agent, a recording studio's backups, a cathedral);
names, dates, days and targets put right at once and days later, with and without a cue word; an employer, home,
job, car and wing changed by what happened rather than by naming the attribute; a crew place, a radio show, a
captaincy and a motorbike that are gone; languages and hobbies that must accumulate, and an allergy withdrawn while
the other stays; decisions replaced by name or taken back ("after all", "in the end", "reverting that"); one fact
said twice in other words that must stay one belief; an aisle, a bin round and a radio slot flip-flopped within
weeks (served as contested); and a hypothetical, a role-play and a quotation that must not be stored beside a
sincere statement. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV30 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d30-corr-keeper-name", "correction", "A new keeper's name put right at once, with a cue", [
        say("2026-02-06T16:00:00+00:00", "The new keeper starting on the reptile house Monday is called Jodie."),
        say("2026-02-06T16:00:45+00:00", "Sorry, Josie, not Jodie, I misread the rota."),
        top("2026-02-07T09:00:00+00:00", "what is the new reptile keeper called", has="josie"),
        served("2026-02-07T09:00:00+00:00", "what is the new reptile keeper called", lacks="jodie",
               unless="josie"),
    ]),
    scenario("d30-corr-exercise-night", "correction", "A lifeboat exercise night put right at once, no cue word", [
        say("2026-03-09T12:00:00+00:00", "Lifeboat exercise this week is Thursday at seven."),
        say("2026-03-09T12:01:00+00:00", "Wednesday at seven. Thursday's the quiz at the Ship."),
        top("2026-03-10T09:00:00+00:00", "when is lifeboat exercise this week", has="wednesday"),
        served("2026-03-10T09:00:00+00:00", "when is lifeboat exercise this week", lacks="thursday at seven",
               unless="wednesday"),
    ]),
    scenario("d30-corr-mot", "correction", "An MOT date put right days later, with 'I got that wrong'", [
        say("2026-02-10T10:00:00+00:00", "The Octavia's MOT is due on the 22nd of March."),
        say("2026-02-14T10:00:00+00:00", "I got that wrong, the MOT's due on the 9th of March, it's on the "
            "reminder letter from the garage."),
        top("2026-02-15T09:00:00+00:00", "when is the car's MOT due", has="9th"),
        served("2026-02-15T09:00:00+00:00", "when is the car's MOT due", lacks="22nd", unless="9th"),
    ]),
    scenario("d30-corr-show-date", "correction", "A ballet show date put right days later, no cue word", [
        say("2026-04-01T10:00:00+00:00", "Our summer show's at the Alexandra Theatre on the 20th of June."),
        say("2026-04-06T17:00:00+00:00", "Contract's come through from the Alex, the summer show is Saturday the "
            "27th of June."),
        top("2026-04-07T09:00:00+00:00", "when is the summer show", has="27th"),
        served("2026-04-07T09:00:00+00:00", "when is the summer show", lacks="20th", unless="27th"),
    ]),
    scenario("d30-corr-kpi", "correction", "A call target put right days later, with 'misheard'", [
        say("2026-05-11T10:00:00+00:00", "My KPI target's 85 calls a shift."),
        say("2026-05-14T10:00:00+00:00", "Misheard the TL in the huddle, my target's 95 calls a shift, not 85."),
        top("2026-05-15T09:00:00+00:00", "what is my calls target", has="95"),
        served("2026-05-15T09:00:00+00:00", "what is my calls target", lacks="85 calls", unless="95"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d30-up-supermarket", "update-paraphrase", "An employer changed, said as a last shift and a start", [
        say("2026-01-12T10:00:00+00:00", "I do nights at the Asda in Small Heath, stacking the chillers."),
        say("2026-06-19T08:00:00+00:00", "Last shift at Asda done, Monday I start nights at the Aldi in Acocks "
            "Green, tara Asda."),
        top("2026-06-23T09:00:00+00:00", "where do I work", has="aldi"),
        served("2026-06-23T09:00:00+00:00", "where do I work", lacks="small heath", unless="aldi"),
    ]),
    scenario("d30-up-glasgow-flat", "update-paraphrase", "A home changed, said as new keys and a van", [
        say("2026-02-02T10:00:00+00:00", "I stay in a wee flat in Partick, above the chippy."),
        say("2026-08-15T19:00:00+00:00", "Got the keys to the new place in Shawlands the day, van's coming "
            "Saturday for the rest of ma stuff."),
        top("2026-08-18T09:00:00+00:00", "where do I live", has="shawlands"),
        served("2026-08-18T09:00:00+00:00", "where do I live", lacks="partick", unless="shawlands"),
    ]),
    scenario("d30-up-promotion", "update-paraphrase", "A job changed, said as a promotion's badge", [
        say("2026-03-03T10:00:00+00:00", "I'm an agent on the complaints line at the call centre."),
        say("2026-09-04T18:00:00+00:00", "Got my team leader lanyard today, eleven agents reporting to me from "
            "Monday!"),
        top("2026-09-08T09:00:00+00:00", "what is my job", has="team leader"),
        served("2026-09-08T09:00:00+00:00", "what is my job", lacks="complaints line", unless="team leader"),
    ]),
    scenario("d30-up-car", "update-paraphrase", "A car changed, said as a trade-in", [
        say("2026-01-20T10:00:00+00:00", "I drive a Ford Focus, the 2015 one, silver."),
        say("2026-07-11T16:00:00+00:00", "Traded the Focus in at the dealership this morning, drove home in a "
            "Kia Ceed."),
        top("2026-07-13T09:00:00+00:00", "what car do I drive", has="ceed"),
        served("2026-07-13T09:00:00+00:00", "what car do I drive", lacks="ford focus", unless="ceed"),
    ]),
    scenario("d30-up-prison-wing", "update-paraphrase", "A prison officer's wing changed, said as a posting", [
        say("2026-02-16T10:00:00+00:00", "I'm on B wing at the prison, it's the remand wing."),
        say("2026-10-05T20:00:00+00:00", "First week down the block, they've posted me to the segregation unit, "
            "different world."),
        top("2026-10-07T09:00:00+00:00", "which wing do I work on", has="segregation"),
        served("2026-10-07T09:00:00+00:00", "which wing do I work on", lacks="b wing", unless="segregation"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d30-gone-lifeboat-crew", "gone", "A lifeboat crew place given up", [
        say("2026-01-05T10:00:00+00:00", "I'm volunteer crew on the Mumbles lifeboat."),
        say("2026-09-28T10:00:00+00:00", "Handed my pager back at the station, stood down after eleven years, the "
            "knees are done."),
        facts("2026-09-29T09:00:00+00:00", "what volunteering do I do", lacks="mumbles",
              unless=("stood down", "pager back")),
    ]),
    scenario("d30-gone-radio-show", "gone", "A community radio show axed", [
        say("2026-02-01T10:00:00+00:00", "I present a Sunday soul show on Radio Cardiff."),
        say("2026-08-03T10:00:00+00:00", "Did my last ever show on Radio Cardiff yesterday, they've axed the "
            "weekend schedule."),
        facts("2026-08-04T09:00:00+00:00", "what radio show do I present", lacks="sunday soul",
              unless=("last ever", "axed")),
    ]),
    scenario("d30-gone-captaincy", "gone", "A cricket captaincy packed in", [
        say("2026-04-12T10:00:00+00:00", "I'm captain of the second XI at Barnt Green this season."),
        say("2026-07-20T10:00:00+00:00", "Packed in the captaincy at Barnt Green, somebody else can have the "
            "headache."),
        facts("2026-07-21T09:00:00+00:00", "what team am I captain of", lacks="barnt green",
              unless=("packed in",)),
    ]),
    scenario("d30-gone-motorbike", "gone", "A motorbike sold, no replacement", [
        say("2026-03-15T10:00:00+00:00", "I've got a Triumph Bonneville for the summer runs."),
        say("2026-10-10T10:00:00+00:00", "Sold the Bonneville to a lad from Dudley, no more bikes for me."),
        facts("2026-10-11T09:00:00+00:00", "what vehicles do I own", lacks="bonneville", unless=("sold",)),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d30-mv-hokkien-also", "multi-valued", "Languages grown by 'also'", [
        say("2026-01-18T10:00:00+00:00", "Malay at home with my parents, English at work, those are my languages."),
        say("2026-06-20T10:00:00+00:00", "Picking up Hokkien also lah, the aunties at work teach me one."),
        facts("2026-06-21T09:00:00+00:00", "what languages do I speak", has="malay"),
        facts("2026-06-21T09:00:00+00:00", "what languages do I speak", has="hokkien"),
    ]),
    scenario("d30-mv-bowls-as-well", "multi-valued", "Hobbies grown by 'as well'", [
        say("2026-04-20T10:00:00+00:00", "I play cricket for the village in the summer."),
        say("2026-09-14T10:00:00+00:00", "Taken up bowls as well, the club's got a green round the back of the "
            "pavilion."),
        facts("2026-09-15T09:00:00+00:00", "what are my hobbies", has="cricket"),
        facts("2026-09-15T09:00:00+00:00", "what are my hobbies", has="bowls"),
    ]),
    scenario("d30-mv-allergy-drop", "multi-valued", "Two allergies, one withdrawn after a test", [
        say("2026-02-22T10:00:00+00:00", "Allergy-wise it's penicillin and latex for me, both on my GP notes."),
        say("2026-06-30T10:00:00+00:00", "Patch test came back clear for latex, so that one's gone, still "
            "penicillin though."),
        facts("2026-07-01T09:00:00+00:00", "what am I allergic to", has="penicillin"),
        facts("2026-07-01T09:00:00+00:00", "what am I allergic to", lacks="latex",
              unless=("clear", "gone")),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d30-dec-summer-show", "decision", "A show chosen, then replaced by name", [
        say("2026-01-10T10:00:00+00:00", "We've decided the summer show is Coppelia."),
        say("2026-01-24T10:00:00+00:00", "Change of plan, Coppelia's off, the summer show's going to be Swan "
            "Lake."),
        top("2026-01-25T09:00:00+00:00", "what is the summer show", has="swan lake"),
        served("2026-01-25T09:00:00+00:00", "what is the summer show", lacks="is coppelia", unless="swan lake"),
    ]),
    scenario("d30-dec-estate-agent", "decision", "An estate agent chosen, then another 'in the end'", [
        say("2026-05-02T10:00:00+00:00", "We're putting the house on with Connells."),
        say("2026-05-09T10:00:00+00:00", "Went with Hunters in the end, Connells wanted 1.8 percent."),
        top("2026-05-10T09:00:00+00:00", "which estate agent is selling our house", has="hunters"),
        served("2026-05-10T09:00:00+00:00", "which estate agent is selling our house", lacks="on with connells",
               unless="hunters"),
    ]),
    scenario("d30-dec-nights", "decision", "A decision to come off nights taken back", [
        say("2026-10-01T10:00:00+00:00", "I've decided to come off the night rota in January."),
        say("2026-10-20T10:00:00+00:00", "Staying on nights after all, the extra money's too good to give up."),
        top("2026-10-21T09:00:00+00:00", "am I coming off nights", has=("after all", "staying on")),
        served("2026-10-21T09:00:00+00:00", "am I coming off nights", lacks="decided to come off",
               unless=("after all", "staying on")),
    ]),
    scenario("d30-dec-backups", "decision", "A studio's backup target reverted on Slack", [
        say("2026-03-03T10:00:00+00:00", "Decision: studio session backups go to Dropbox."),
        say("2026-03-05T10:00:00+00:00", "Reverting that. Backups go to Backblaze B2, Dropbox rate limits kill us."),
        top("2026-03-06T09:00:00+00:00", "where do the studio backups go", has="backblaze"),
        served("2026-03-06T09:00:00+00:00", "where do the studio backups go", lacks="go to dropbox",
               unless="backblaze"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d30-para-zoo", "paraphrase", "An employer said twice in other words stays one belief", [
        say("2026-02-08T10:00:00+00:00", "I work at Twycross Zoo."),
        say("2026-05-16T10:00:00+00:00", "My job's up at Twycross with the primates, best zoo in the Midlands."),
        top("2026-05-17T09:00:00+00:00", "where do I work", has="twycross", contested=False),
        no_open_conflict("2026-05-17T09:00:00+00:00"),
    ]),
    scenario("d30-para-prison", "paraphrase", "A job said twice, once in slang, stays one belief", [
        say("2026-01-14T10:00:00+00:00", "I'm a prison officer at HMP Berwyn."),
        say("2026-06-02T10:00:00+00:00", "Been a screw at Berwyn in Wrexham going on six year now."),
        top("2026-06-03T09:00:00+00:00", "what is my job", has=("prison officer", "berwyn"), contested=False),
        no_open_conflict("2026-06-03T09:00:00+00:00"),
    ]),
    scenario("d30-para-cathedral", "paraphrase", "A church said twice stays one belief", [
        say("2026-03-01T10:00:00+00:00", "We go to St Chad's Cathedral for Mass."),
        say("2026-07-12T10:00:00+00:00", "Sunday Mass at St Chad's is the best hour of my week, our kid serves on "
            "the altar."),
        top("2026-07-13T09:00:00+00:00", "which church do I go to", has="chad", contested=False),
        no_open_conflict("2026-07-13T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d30-ff-aisle", "flip-flop", "A night-shift aisle back and forth within weeks", [
        say("2026-02-02T10:00:00+00:00", "I'm on the chilled aisle on nights."),
        say("2026-02-16T10:00:00+00:00", "They've moved me onto frozen this week."),
        say("2026-03-02T10:00:00+00:00", "back on chilled, frozen's murder on my hands"),
        contested("2026-03-04T10:00:00+00:00", "which aisle do I work", ["chilled", "frozen"]),
    ]),
    scenario("d30-ff-bin-round", "flip-flop", "A refuse crew's round back and forth within weeks", [
        say("2026-05-04T10:00:00+00:00", "I'm on the Harborne round with the bin wagon this month."),
        say("2026-05-18T10:00:00+00:00", "Swapped onto the Quinton round, Terry's off sick."),
        say("2026-06-01T10:00:00+00:00", "back on Harborne, Terry's back on his feet"),
        contested("2026-06-03T10:00:00+00:00", "which round am I on", ["harborne", "quinton"]),
    ]),
    scenario("d30-ff-radio-slot", "flip-flop", "A radio slot back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "My show's in the breakfast slot now."),
        say("2026-09-15T10:00:00+00:00", "Station manager's shifted me to drivetime."),
        say("2026-09-29T10:00:00+00:00", "back on breakfast from Monday lol, drivetime lasted two weeks"),
        contested("2026-10-01T10:00:00+00:00", "which slot is my show in", ["breakfast", "drivetime"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d30-frame-governor", "framing", "A hypothetical governor is not the user's job", [
        say("2026-01-26T10:00:00+00:00", "I'm a prison officer at HMP Cardiff."),
        say("2026-01-28T21:00:00+00:00", "If I was governor here I'd sack half the management, honestly."),
        top("2026-01-29T09:00:00+00:00", "what is my job", has="prison officer"),
        facts("2026-01-29T09:00:00+00:00", "what is my job", lacks="governor"),
    ]),
    scenario("d30-frame-role-oilman", "framing", "A role-played Texan's home is not the user's", [
        say("2026-04-04T10:00:00+00:00", "I live in Penarth, just off the front."),
        say("2026-04-05T19:00:00+00:00", "Role-play time: I'm an oilman from Midland, Texas, looking to buy a "
            "manor in the Cotswolds, you're the estate agent."),
        top("2026-04-06T09:00:00+00:00", "where do I live", has="penarth"),
        facts("2026-04-06T09:00:00+00:00", "where do I live", lacks=("midland", "cotswolds")),
    ]),
    scenario("d30-frame-quote-mam", "framing", "A quotation of someone else is not the user's job", [
        say("2026-06-06T10:00:00+00:00", "I'm a vet nurse at a surgery in Merthyr."),
        say("2026-06-07T19:00:00+00:00", "Mam always says 'I'm the real vet in this family' whenever the dog's "
            "poorly."),
        top("2026-06-08T09:00:00+00:00", "what is my job", has="vet nurse"),
        facts("2026-06-08T09:00:00+00:00", "what is my job", lacks="real vet"),
    ]),
]
