"""A thirty-seventh split of belief scenarios (``--set dev37`` in bench/beliefs.py).

Written on 2026-11-28 as a never-tuned generalisation check, by a helper who read no reader code, on 043d8b4;
committed before it was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in
earlier sets (a surf school's lesson and beach, a hill farm's lambing date and sheepdogs, a theatre box office's
hours, a car wash's price list, a brass band's contest, dinner and instruments, a police control room's desk and
watch, a surf town flat, an architecture practice's employer and engineers, a radio station's show and desk, a
water treatment works' shifts, a football season ticket, a racehorse share, hens and ducks, a greengrocer's veg
boxes, a surf school party, a theatre job, a South Sudanese hometown; Devon, Mancunian, Edinburgh, Cumbrian,
Belfast, Bahamian, Sri Lankan and Fijian English and a corporate email): days, dates, times, prices and places put
right at once and days later, with and without a cue word; a job, home, employer, show and shift changed by what
happened rather than by naming the attribute; a season ticket, a horse share, a job and a sheepdog that are gone;
languages and instruments that must accumulate, and a removal that retires exactly one; decisions replaced by name
or taken back ("after all", "instead", "scrap"); one fact said twice in other words that must stay one belief; a
desk, a beach and a watch flip-flopped within weeks (served as contested); and a might-have-been, a role-play and a
quotation that must not be stored beside a sincere statement. It is a never-tuned check: no rule is to be changed
after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV37 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d37-corr-surf-lesson", "correction", "A surf lesson's day put right at once, with a cue", [
        say("2026-06-02T08:00:00+00:00", "My surf lesson's booked for Thursday at ten, down at Croyde."),
        say("2026-06-02T08:00:30+00:00", "Sorry, I mean Friday at ten, Thursday's when the big swell comes in."),
        top("2026-06-03T09:00:00+00:00", "when is my surf lesson", has="friday"),
        served("2026-06-03T09:00:00+00:00", "when is my surf lesson", lacks="thursday at ten", unless="friday"),
    ]),
    scenario("d37-corr-lambing-date", "correction", "A lambing start date put right at once, no cue word", [
        say("2026-01-20T19:00:00+00:00", "The ewes start lambing on the 3rd of April this year."),
        say("2026-01-20T19:01:00+00:00", "9th of April. Tups went in late, I'd forgotten."),
        top("2026-01-21T09:00:00+00:00", "when do the ewes start lambing", has="9th"),
        served("2026-01-21T09:00:00+00:00", "when do the ewes start lambing", lacks="3rd", unless="9th"),
    ]),
    scenario("d37-corr-box-office", "correction", "Box office hours put right days later, with 'I got that wrong'", [
        say("2026-10-05T10:00:00+00:00", "The box office at the Lyceum opens at 10am on Sundays."),
        say("2026-10-09T10:00:00+00:00", "I got that wrong about Sundays, the box office opens at 12 noon then, the "
            "10am start is weekdays only."),
        top("2026-10-10T09:00:00+00:00", "what time does the box office open on Sundays", has="12"),
        served("2026-10-10T09:00:00+00:00", "what time does the box office open on Sundays", lacks="10am on sundays",
               unless="12"),
    ]),
    scenario("d37-corr-car-wash-price", "correction", "A car wash price put right days later, no cue word", [
        say("2026-03-03T10:00:00+00:00", "An outside wash at our car wash is £8."),
        say("2026-03-07T17:00:00+00:00", "Had a proper look at the price board today, an outside wash is £9 now, "
            "the boss changed it in February."),
        top("2026-03-08T09:00:00+00:00", "how much is an outside wash", has="£9"),
        served("2026-03-08T09:00:00+00:00", "how much is an outside wash", lacks="£8", unless="£9"),
    ]),
    scenario("d37-corr-band-contest", "correction", "A band contest's venue put right days later, with 'actually'", [
        say("2026-04-01T10:00:00+00:00", "Our next band contest is at Spennymoor on the 14th."),
        say("2026-04-06T10:00:00+00:00", "The contest's actually in Bishop Auckland, Spennymoor was last year's."),
        top("2026-04-07T09:00:00+00:00", "where is our next band contest", has="bishop auckland"),
        served("2026-04-07T09:00:00+00:00", "where is our next band contest", lacks="spennymoor",
               unless="bishop auckland"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d37-up-dispatcher", "update-paraphrase", "A job changed, said as a passed assessment and a new desk", [
        say("2026-02-01T10:00:00+00:00", "I'm a call handler in the police control room, on the 999 lines."),
        say("2026-07-10T21:00:00+00:00", "Passed my dispatcher assessment, so I'm on the radio desk from now on, "
            "no more picking up 999s."),
        top("2026-07-12T09:00:00+00:00", "what is my job", has="dispatch"),
        served("2026-07-12T09:00:00+00:00", "what is my job", lacks="call handler", unless="dispatch"),
    ]),
    scenario("d37-up-braunton", "update-paraphrase", "A home changed, said as keys handed back and unpacking", [
        say("2026-01-09T10:00:00+00:00", "I live in Ilfracombe, in a flat above the chippy on the front."),
        say("2026-08-22T20:00:00+00:00", "Handed the keys back to the landlord this morning and we're unpacking "
            "boxes in Braunton now, dreckly we'll have the kettle out."),
        top("2026-08-24T09:00:00+00:00", "where do I live", has="braunton"),
        served("2026-08-24T09:00:00+00:00", "where do I live", lacks="ilfracombe", unless="braunton"),
    ]),
    scenario("d37-up-architects", "update-paraphrase", "An employer changed, said as a cleared desk and a start", [
        say("2026-02-12T10:00:00+00:00", "I work at Reiach and Hall, the architects on the Dean Path."),
        say("2026-05-29T18:00:00+00:00", "Cleared my desk at Reiach and Hall today, and Page Park have me starting "
            "in Glasgow on Monday."),
        top("2026-06-02T09:00:00+00:00", "where do I work", has="page park"),
        served("2026-06-02T09:00:00+00:00", "where do I work", lacks="reiach", unless="page park"),
    ]),
    scenario("d37-up-breakfast-show", "update-paraphrase", "A radio show changed, said as a first breakfast show", [
        say("2026-03-10T10:00:00+00:00", "I present the late show on the station, ten till two in the morning."),
        say("2026-09-07T09:30:00+00:00", "First breakfast show went out this morning, the 5am alarm is brutal, "
            "no more getting home at half two."),
        top("2026-09-09T09:00:00+00:00", "which show do I present", has="breakfast"),
        served("2026-09-09T09:00:00+00:00", "which show do I present", lacks="late show", unless="breakfast"),
    ]),
    scenario("d37-up-water-shifts", "update-paraphrase", "A shift pattern changed, said as coming off the night rota", [
        say("2026-01-15T10:00:00+00:00", "I work nights at the water treatment works, seven till seven."),
        say("2026-06-19T16:00:00+00:00", "Finally off the night rota, it's days for me from Monday, I might see "
            "daylight again."),
        top("2026-06-21T09:00:00+00:00", "what shift do I work", has="days"),
        served("2026-06-21T09:00:00+00:00", "what shift do I work", lacks="i work nights", unless="days"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d37-gone-season-ticket", "gone", "A season ticket not renewed", [
        say("2026-02-02T10:00:00+00:00", "I've got a season ticket at the Etihad, been going since Maine Road."),
        say("2026-07-30T10:00:00+00:00", "Didn't renew the City season ticket this year, couldn't justify it with "
            "the shop being so quiet."),
        facts("2026-07-31T09:00:00+00:00", "do I have a season ticket", lacks="etihad",
              unless=("renew",)),
    ]),
    scenario("d37-gone-horse-share", "gone", "A racehorse share sold", [
        say("2026-03-14T10:00:00+00:00", "We've got a share in a racehorse called Tarn Lady, trained up at Penrith."),
        say("2026-10-11T10:00:00+00:00", "Sold our share in Tarn Lady back to the syndicate, so we're out of racing "
            "for now."),
        facts("2026-10-12T09:00:00+00:00", "what horses do I own", lacks="tarn lady",
              unless=("sold", "out of racing")),
    ]),
    scenario("d37-gone-car-wash-job", "gone", "A job ended by the business shutting, no new one", [
        say("2026-04-03T10:00:00+00:00", "I work part-time at the car wash on Mill Road, weekends mostly."),
        say("2026-09-25T16:00:00+00:00", "The Mill Road car wash shut for good last week, so I've no job at the "
            "minute."),
        facts("2026-09-26T09:00:00+00:00", "where do I work", lacks="mill road",
              unless=("shut", "no job")),
    ]),
    scenario("d37-gone-sheepdog", "gone", "A sheepdog died, the other stays", [
        say("2026-02-18T10:00:00+00:00", "We've two sheepdogs on the farm, Meg and Nell."),
        say("2026-11-02T08:00:00+00:00", "Lost old Meg in the night, she was fourteen, Nell's pining for her."),
        facts("2026-11-03T09:00:00+00:00", "what dogs do I have", has="nell"),
        facts("2026-11-03T09:00:00+00:00", "what dogs do I have", lacks="meg",
              unless=("lost", "died")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d37-mv-tamil-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-06T10:00:00+00:00", "Sinhala is my mother tongue, and English I use at the office every day."),
        say("2026-05-20T10:00:00+00:00", "Tamil also I can speak now, my aunty in Jaffna taught me over the phone."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="sinhala"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="tamil"),
    ]),
    scenario("d37-mv-trombone", "multi-valued", "Instruments added by 'as well'", [
        say("2026-02-09T10:00:00+00:00", "I play euphonium in the brass band."),
        say("2026-06-30T10:00:00+00:00", "Started on the trombone as well, for the big band at the Legion."),
        facts("2026-07-01T09:00:00+00:00", "what instruments do I play", has="euphonium"),
        facts("2026-07-01T09:00:00+00:00", "what instruments do I play", has="trombone"),
    ]),
    scenario("d37-mv-ducks-gone", "multi-valued", "Two kinds of poultry, one lost", [
        say("2026-03-01T10:00:00+00:00", "We keep hens and ducks in the yard behind the farmhouse."),
        say("2026-08-15T07:00:00+00:00", "The fox got every one of the ducks last night, just the hens left now."),
        facts("2026-08-16T09:00:00+00:00", "what animals do I keep", has="hens"),
        facts("2026-08-16T09:00:00+00:00", "what animals do I keep", lacks="duck",
              unless=("fox",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d37-dec-band-dinner", "decision", "A band dinner venue chosen, then replaced by name days later", [
        say("2026-09-01T10:00:00+00:00", "The band's booked the Crown Hotel for the presentation dinner."),
        say("2026-09-05T10:00:00+00:00", "The Crown double-booked us, so the presentation dinner's at the Fleece "
            "in Penrith now."),
        top("2026-09-06T09:00:00+00:00", "where is the band's presentation dinner", has="fleece"),
        served("2026-09-06T09:00:00+00:00", "where is the band's presentation dinner", lacks="crown hotel",
               unless="fleece"),
    ]),
    scenario("d37-dec-veg-boxes", "decision", "A decision to stop veg box deliveries taken back", [
        say("2026-04-04T10:00:00+00:00", "We've decided to stop doing the veg box deliveries from the shop."),
        say("2026-04-18T10:00:00+00:00", "We're keeping the veg boxes after all, too many regulars begged us not "
            "to stop."),
        top("2026-04-19T09:00:00+00:00", "are we still doing veg box deliveries", has=("keeping", "after all")),
        served("2026-04-19T09:00:00+00:00", "are we still doing veg box deliveries", lacks="decided to stop",
               unless=("keeping", "after all")),
    ]),
    scenario("d37-dec-surf-party", "decision", "A party venue changed 'instead'", [
        say("2026-09-10T10:00:00+00:00", "The surf school's end-of-season party is at the Thatch."),
        say("2026-09-12T10:00:00+00:00", "The Thatch is shut for a refurb, so the party's at the Red Barn instead."),
        top("2026-09-13T09:00:00+00:00", "where is the end-of-season party", has="red barn"),
        served("2026-09-13T09:00:00+00:00", "where is the end-of-season party", lacks="thatch", unless="red barn"),
    ]),
    scenario("d37-dec-engineers", "decision", "A structural engineer choice scrapped for another, corporate email", [
        say("2026-02-02T10:00:00+00:00", "Please note we will be appointing Arup as structural engineers on the "
            "Granton scheme."),
        say("2026-02-09T10:00:00+00:00", "Further to last week's note, please scrap Arup for Granton: the partners "
            "have gone with Will Rudd instead."),
        top("2026-02-10T09:00:00+00:00", "who are the structural engineers on Granton", has="will rudd"),
        served("2026-02-10T09:00:00+00:00", "who are the structural engineers on Granton", lacks="appointing arup",
               unless="will rudd"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d37-para-lyceum", "paraphrase", "A theatre job said twice in other words stays one belief", [
        say("2026-01-12T10:00:00+00:00", "I work on the box office at the Royal Lyceum."),
        say("2026-04-20T10:00:00+00:00", "My job's selling the tickets at the Lyceum theatre on Grindlay Street, "
            "been there years."),
        top("2026-04-21T09:00:00+00:00", "where do I work", has="lyceum", contested=False),
        no_open_conflict("2026-04-21T09:00:00+00:00"),
    ]),
    scenario("d37-para-band", "paraphrase", "A band said two ways stays one belief", [
        say("2026-02-07T10:00:00+00:00", "I play with Foden's Band."),
        say("2026-05-16T10:00:00+00:00", "Foden's is my band, I've been with them since I left school."),
        top("2026-05-17T09:00:00+00:00", "which band do I play with", has="foden", contested=False),
        no_open_conflict("2026-05-17T09:00:00+00:00"),
    ]),
    scenario("d37-para-juba", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-03T10:00:00+00:00", "I am from Juba in South Sudan."),
        say("2026-06-06T10:00:00+00:00", "Juba is my hometown, I came to this country in 2015 with my brothers."),
        top("2026-06-07T09:00:00+00:00", "where am I from", has="juba", contested=False),
        no_open_conflict("2026-06-07T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d37-ff-radio-desk", "flip-flop", "A radio shift back and forth within weeks", [
        say("2026-03-02T10:00:00+00:00", "I'm on the morning desk at the station this month."),
        say("2026-03-23T10:00:00+00:00", "They've shoved me onto afternoons now."),
        say("2026-04-13T10:00:00+00:00", "mornings again from today, honestly"),
        contested("2026-04-15T10:00:00+00:00", "which desk am I on at the station", ["morning", "afternoon"]),
    ]),
    scenario("d37-ff-surf-beach", "flip-flop", "A teaching beach back and forth within weeks", [
        say("2026-06-01T10:00:00+00:00", "I'm teaching at Croyde this summer."),
        say("2026-06-22T10:00:00+00:00", "Moved over to Putsborough, Croyde's too rammed with grockles."),
        say("2026-07-13T10:00:00+00:00", "Back at Croyde again, boss wants me there."),
        contested("2026-07-15T10:00:00+00:00", "which beach do I teach at", ["croyde", "putsborough"]),
    ]),
    scenario("d37-ff-watch", "flip-flop", "A control room watch back and forth within weeks", [
        say("2026-09-01T10:00:00+00:00", "I'm on Blue watch in the control room."),
        say("2026-09-22T10:00:00+00:00", "They've moved me to Green watch to cover the gaps, so they have."),
        say("2026-10-13T10:00:00+00:00", "Back on Blue watch, thank God."),
        contested("2026-10-15T10:00:00+00:00", "which watch am I on", ["blue", "green"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d37-frame-solicitor", "framing", "A might-have-been is not the user's job", [
        say("2026-01-20T10:00:00+00:00", "I'm a greengrocer, I've got the shop in Levenshulme."),
        say("2026-01-22T21:00:00+00:00", "If I'd stuck at school I'd be a solicitor by now, our mam never lets me "
            "forget it."),
        top("2026-01-23T09:00:00+00:00", "what is my job", has="greengrocer"),
        facts("2026-01-23T09:00:00+00:00", "what is my job", lacks="solicitor"),
    ]),
    scenario("d37-frame-role-miami", "framing", "A role-played manager's city is not the user's home", [
        say("2026-05-05T10:00:00+00:00", "I live in Nassau, out east by Fox Hill."),
        say("2026-05-06T19:00:00+00:00", "Let's role-play: I'm a hotel manager who lives in Miami and you're "
            "booking a conference with me."),
        top("2026-05-07T09:00:00+00:00", "where do I live", has="nassau"),
        facts("2026-05-07T09:00:00+00:00", "where do I live", lacks="miami"),
    ]),
    scenario("d37-frame-quote-engineer", "framing", "A father's quoted boast is not the user's job", [
        say("2026-07-01T10:00:00+00:00", "I'm a shift operator at the water treatment works near Keswick."),
        say("2026-07-02T19:00:00+00:00", "Me dad always says 'I'm the chief engineer of this house' when he fixes "
            "the telly."),
        top("2026-07-03T09:00:00+00:00", "what is my job", has="operator"),
        facts("2026-07-03T09:00:00+00:00", "what is my job", lacks="chief engineer"),
    ]),
]
