"""A sixth tuning split of belief scenarios (``--set dev7`` in bench/beliefs.py).

Written on 2026-11-26 (stop 29), after this stop's dev5 changes and before any change it was used to tune,
and committed with its before figure. It weighs the classes the blind held-out split's category counts show
weakest after those changes (as-of, corrections, decisions taken back, life stories, flip-flops, paraphrases),
in new domains and registers. It is a tuning split: rules may be changed after reading its failures. The
held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, say, scenario, served, top

DEV7 = [
    # -- as of -----------------------------------------------------------------------------------------------------
    scenario("d7-asof-school", "as-of", "A daughter's school change, asked about last year", [
        say("2026-01-10T10:00:00+00:00", "My daughter goes to Hillside Primary."),
        say("2026-09-10T10:00:00+00:00", "She's moved schools, she's at Oakwood Academy since September."),
        top("2026-10-01T10:00:00+00:00", "which school does my daughter go to", has="oakwood"),
        top("2026-10-01T10:00:00+00:00", "which school did my daughter go to in March", has="hillside",
            valid_at="2026-03-15T00:00:00+00:00"),
    ]),
    scenario("d7-asof-rent", "as-of", "Rent raised, asked what it was before", [
        say("2026-01-05T10:00:00+00:00", "My rent is 1200 a month."),
        say("2026-07-05T10:00:00+00:00", "Landlord bumped my rent to 1350 from this month."),
        top("2026-08-01T10:00:00+00:00", "how much is my rent", has="1350"),
        top("2026-08-01T10:00:00+00:00", "how much was my rent in spring", has="1200",
            valid_at="2026-04-15T00:00:00+00:00"),
    ]),
    scenario("d7-asof-told-late", "as-of", "A move told two months after it happened", [
        say("2026-02-01T10:00:00+00:00", "I live in Bologna."),
        say("2026-08-01T10:00:00+00:00", "forgot to mention, I moved to Florence back in June"),
        top("2026-08-05T10:00:00+00:00", "where do I live", has="florence"),
        top("2026-08-05T10:00:00+00:00", "where did I live in July", has="florence",
            valid_at="2026-07-10T00:00:00+00:00"),
        top("2026-08-05T10:00:00+00:00", "where did I live in April", has="bologna",
            valid_at="2026-04-10T00:00:00+00:00"),
    ]),
    # -- corrections ------------------------------------------------------------------------------------------------
    scenario("d7-corr-time", "correction", "A meeting time corrected in the next turn", [
        say("2026-05-01T10:00:00+00:00", "My weekly 1:1 with Priya is on Wednesdays at 3pm."),
        say("2026-05-01T10:02:00+00:00", "oops, 2pm not 3pm"),
        top("2026-05-02T10:00:00+00:00", "when is my 1:1 with Priya", has="2pm", contested=False),
    ]),
    scenario("d7-corr-name", "correction", "A dog's name corrected", [
        say("2026-04-01T10:00:00+00:00", "Our dog is called Bailey."),
        say("2026-04-01T10:01:00+00:00", "Sorry, autocorrect - Bailee, with two e's."),
        served("2026-04-02T10:00:00+00:00", "what is my dog called", has="bailee"),
    ]),
    scenario("d7-corr-city", "correction", "A city misspoken and put right", [
        say("2026-03-01T10:00:00+00:00", "I'm based in Vienna."),
        say("2026-03-01T10:03:00+00:00", "I misspoke, it's Graz, not Vienna."),
        top("2026-03-02T10:00:00+00:00", "where am I based", has="graz", contested=False),
    ]),
    # -- decisions taken back -----------------------------------------------------------------------------------------
    scenario("d7-dec-framework", "decision", "A framework decided and reversed days later", [
        say("2026-06-01T10:00:00+00:00", "We'll build the admin panel in Vue."),
        say("2026-06-04T10:00:00+00:00", "Changed our minds: the admin panel will be React, the team knows it better."),
        top("2026-06-06T10:00:00+00:00", "what framework is the admin panel in", has="react"),
    ]),
    scenario("d7-dec-date", "decision", "An offsite date moved twice", [
        say("2026-03-01T10:00:00+00:00", "The offsite is on April 10."),
        say("2026-03-10T10:00:00+00:00", "Offsite moved to April 17."),
        say("2026-03-20T10:00:00+00:00", "Offsite is now April 24, final answer."),
        top("2026-03-25T10:00:00+00:00", "when is the offsite", has="24"),
    ]),
    scenario("d7-dec-vendor", "decision", "A vendor dropped in favour of another", [
        say("2026-02-01T10:00:00+00:00", "We use Mailchimp for the newsletter."),
        say("2026-05-01T10:00:00+00:00", "Dropping Mailchimp, the newsletter moves to Buttondown next month."),
        top("2026-05-03T10:00:00+00:00", "what do we use for the newsletter", has="buttondown"),
    ]),
    # -- flip-flops ----------------------------------------------------------------------------------------------
    scenario("d7-ff-call-time", "flip-flop", "Morning calls, afternoon calls, morning again in weeks", [
        say("2026-02-01T10:00:00+00:00", "I prefer calls in the morning."),
        say("2026-02-10T10:00:00+00:00", "Afternoons work better for calls now."),
        say("2026-02-24T10:00:00+00:00", "Mornings again for calls, afternoons are chaos."),
        contested("2026-03-01T10:00:00+00:00", "when do I prefer calls", ["morning", "afternoon"]),
    ]),
    # -- paraphrases -------------------------------------------------------------------------------------------------
    scenario("d7-para-language", "paraphrase", "A language preference said twice, one belief", [
        say("2026-01-05T10:00:00+00:00", "I prefer TypeScript for frontend work."),
        say("2026-02-05T10:00:00+00:00", "TypeScript is my language of choice on the frontend."),
        top("2026-02-06T10:00:00+00:00", "which language do I prefer for the frontend", has="typescript"),
        facts("2026-02-06T10:00:00+00:00", "frontend language", has="typescript"),
    ]),
    # -- life stories ---------------------------------------------------------------------------------------------------
    scenario("d7-life-pet-loss", "life-story", "A cat dies, a kitten arrives", [
        say("2026-01-10T10:00:00+00:00", "I have a cat named Pumpkin."),
        say("2026-05-10T10:00:00+00:00", "Pumpkin died last week, we're gutted."),
        say("2026-08-10T10:00:00+00:00", "We adopted a kitten, her name is Fig."),
        served("2026-08-12T10:00:00+00:00", "what pets do I have", has="fig"),
        facts("2026-08-12T10:00:00+00:00", "my pets", lacks="pumpkin",
              unless=("died", "passed", "lost", "gutted")),
    ]),
    scenario("d7-life-diet-back", "life-story", "Vegan for a year, then vegetarian again", [
        say("2026-01-10T10:00:00+00:00", "I'm vegetarian."),
        say("2026-02-10T10:00:00+00:00", "Went fully vegan this month."),
        say("2027-02-10T10:00:00+00:00", "After a year I'm back to vegetarian, missed cheese too much."),
        top("2027-02-12T10:00:00+00:00", "what is my diet", has="vegetarian", contested=False),
    ]),
    scenario("d7-life-graduated", "life-story", "A student graduates and starts working", [
        say("2026-01-10T10:00:00+00:00", "I'm a master's student at TU Delft."),
        say("2026-07-10T10:00:00+00:00", "Graduated! Starting as a data analyst at ING in September."),
        top("2026-09-15T10:00:00+00:00", "where do I work", has="ing"),
        top("2026-09-15T10:00:00+00:00", "what is my job", has="analyst"),
    ]),
    scenario("d7-life-divorce", "life-story", "Married, then divorced", [
        say("2026-01-10T10:00:00+00:00", "I'm married to Tom."),
        say("2026-10-10T10:00:00+00:00", "Tom and I are divorced now, it's been a hard year."),
        top("2026-10-12T10:00:00+00:00", "what is my marital status", has="divorced"),
    ]),
]
