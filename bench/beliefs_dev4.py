"""A fourth tuning split of belief scenarios (``--set dev4`` in bench/beliefs.py).

Written on 2026-11-26 (stop 28) before this stop's later belief and reader changes were run on it, and committed
with its before figure. The classes the held-out splits still fail most, by their category counts (as-of,
updates said in other words, multi-valued lists, decisions taken back, flip-flops, corrections, changes), told in
words, registers and domains none of the other splits use. It is a tuning split: rules may be changed after
reading its failures. The held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, say, scenario, served, top

DEV4 = [
    # -- as of: what was true then, and what credo knew then ----------------------------------------------------
    scenario("d4-asof-gym", "as-of", "A gym change told weeks late", [
        say("2026-01-05T10:00:00+00:00", "I train at Fitness First."),
        say("2026-05-20T10:00:00+00:00", "By the way, I switched to PureGym back in March."),
        top("2026-06-01T10:00:00+00:00", "which gym do I go to", has="puregym"),
        top("2026-06-01T10:00:00+00:00", "which gym did I go to in February", has="fitness first",
            valid_at="2026-02-10T00:00:00+00:00"),
        top("2026-06-01T10:00:00+00:00", "which gym did I go to in April", has="puregym",
            valid_at="2026-04-10T00:00:00+00:00"),
    ]),
    scenario("d4-asof-manager", "as-of", "A manager change: who it was in spring", [
        say("2026-02-02T10:00:00+00:00", "My manager is Ingrid."),
        say("2026-07-01T10:00:00+00:00", "New manager since today: Tomasz."),
        top("2026-09-01T10:00:00+00:00", "who is my manager", has="tomasz"),
        top("2026-09-01T10:00:00+00:00", "who was my manager in May", has="ingrid",
            valid_at="2026-05-15T00:00:00+00:00"),
    ]),
    scenario("d4-asof-recorded", "as-of", "What credo knew in March about a phone bought in January", [
        say("2026-01-10T10:00:00+00:00", "I use an iPhone 12."),
        say("2026-01-20T10:00:00+00:00", "got a Pixel 8 in January, the iPhone is gone",
            now="2026-04-02T10:00:00+00:00"),
        top("2026-04-10T10:00:00+00:00", "what phone do I have", has="pixel"),
        top("2026-04-10T10:00:00+00:00", "what phone did I have", has="iphone", as_of="2026-03-01T00:00:00+00:00"),
    ]),
    scenario("d4-asof-city-two-moves", "as-of", "Two moves in a year, each city in its months", [
        say("2026-01-03T10:00:00+00:00", "I'm living in Glasgow at the moment."),
        say("2026-04-15T10:00:00+00:00", "Moved to Edinburgh this week."),
        say("2026-10-01T10:00:00+00:00", "We've relocated to Aberdeen."),
        top("2026-11-01T10:00:00+00:00", "where do I live", has="aberdeen"),
        top("2026-11-01T10:00:00+00:00", "where did I live in June", has="edinburgh",
            valid_at="2026-06-15T00:00:00+00:00"),
        top("2026-11-01T10:00:00+00:00", "where did I live in February", has="glasgow",
            valid_at="2026-02-15T00:00:00+00:00"),
    ]),
    # -- updates said in other words ------------------------------------------------------------------------------
    scenario("d4-upd-bank", "update-paraphrase", "Bank account moved, said differently", [
        say("2026-02-01T10:00:00+00:00", "I bank with Barclays."),
        say("2026-06-01T10:00:00+00:00", "Closed my Barclays account, everything is with Monzo now."),
        top("2026-06-05T10:00:00+00:00", "which bank do I use", has="monzo"),
        served("2026-06-05T10:00:00+00:00", "which bank do I use", lacks="barclays", unless=("closed", "monzo")),
    ]),
    scenario("d4-upd-commute", "update-paraphrase", "Commute by car, then by bike", [
        say("2026-03-01T10:00:00+00:00", "I drive to work every day."),
        say("2026-05-01T10:00:00+00:00", "Sold the car, I cycle to the office now."),
        top("2026-05-10T10:00:00+00:00", "how do I get to work", has="cycl"),
    ]),
    scenario("d4-upd-title", "update-paraphrase", "Promoted: the job title follows", [
        say("2026-01-12T10:00:00+00:00", "I'm a junior designer at Canva."),
        say("2026-08-03T10:00:00+00:00", "Got promoted - senior designer as of this week!"),
        top("2026-08-10T10:00:00+00:00", "what is my job title", has="senior"),
        facts("2026-08-10T10:00:00+00:00", "what is my job title", lacks="junior"),
    ]),
    scenario("d4-upd-hosting", "update-paraphrase", "The blog's host changes, said as a move", [
        say("2026-02-14T10:00:00+00:00", "My blog runs on WordPress."),
        say("2026-06-14T10:00:00+00:00", "Migrated the blog off WordPress onto Ghost last weekend."),
        top("2026-06-20T10:00:00+00:00", "what does my blog run on", has="ghost"),
    ]),
    scenario("d4-upd-diet", "update-paraphrase", "From pescatarian to vegan", [
        say("2026-01-20T10:00:00+00:00", "I'm pescatarian."),
        say("2026-07-20T10:00:00+00:00", "Cut out fish too, fully plant-based now - vegan."),
        top("2026-07-25T10:00:00+00:00", "what is my diet", has="vegan"),
        facts("2026-07-25T10:00:00+00:00", "what is my diet", lacks="pescatarian"),
    ]),
    # -- lists: one more, and exactly one less -------------------------------------------------------------------
    scenario("d4-mv-instruments", "multi-valued", "Instruments added one by one, one dropped", [
        say("2026-01-05T10:00:00+00:00", "I play the piano."),
        say("2026-03-05T10:00:00+00:00", "Picked up the cello as well."),
        say("2026-09-05T10:00:00+00:00", "I don't play the piano anymore, just cello."),
        served("2026-09-10T10:00:00+00:00", "what instruments do I play", has="cello"),
        facts("2026-09-10T10:00:00+00:00", "what instruments do I play", lacks="piano", unless=("not", "anymore",
                                                                                                "n't")),
    ]),
    scenario("d4-mv-pets", "multi-valued", "A second pet, then a third", [
        say("2026-02-01T10:00:00+00:00", "We have a cat called Pixel."),
        say("2026-04-01T10:00:00+00:00", "We got a puppy too, her name is Biscuit."),
        say("2026-06-01T10:00:00+00:00", "And now a rabbit, Clover."),
        served("2026-06-02T10:00:00+00:00", "what pets do I have", has="pixel", k=5),
        served("2026-06-02T10:00:00+00:00", "what pets do I have", has="biscuit", k=5),
        served("2026-06-02T10:00:00+00:00", "what pets do I have", has="clover", k=5),
    ]),
    scenario("d4-mv-languages", "multi-valued", "Languages: one more, in a list", [
        say("2026-01-15T10:00:00+00:00", "I speak Dutch and English."),
        say("2026-05-15T10:00:00+00:00", "I've become conversational in Turkish too."),
        served("2026-05-20T10:00:00+00:00", "which languages do I speak", has="dutch", k=5),
        served("2026-05-20T10:00:00+00:00", "which languages do I speak", has="turkish", k=5),
    ]),
    scenario("d4-mv-allergy-gone", "multi-valued", "Outgrew one allergy, kept the other", [
        say("2026-02-01T10:00:00+00:00", "My son is allergic to eggs and milk."),
        say("2026-10-01T10:00:00+00:00", "Good news, my son has outgrown his egg allergy."),
        served("2026-10-05T10:00:00+00:00", "what is my son allergic to", has="milk"),
        facts("2026-10-05T10:00:00+00:00", "what is my son allergic to", lacks="egg",
              unless=("outgrown", "not", "no longer")),
    ]),
    # -- decisions taken back -------------------------------------------------------------------------------------
    scenario("d4-dec-venue", "decision", "The offsite venue changed", [
        say("2026-03-02T10:00:00+00:00", "We've booked the offsite at the Lakeside Hotel."),
        say("2026-03-20T10:00:00+00:00", "Change of plan: the offsite moves to Hillcrest Lodge, Lakeside cancelled."),
        top("2026-03-25T10:00:00+00:00", "where is the offsite", has="hillcrest"),
    ]),
    scenario("d4-dec-ci", "decision", "CI provider decided, then reversed", [
        say("2026-04-01T10:00:00+00:00", "Decision: we're moving CI to Buildkite."),
        say("2026-04-15T10:00:00+00:00", "Forget Buildkite, we'll stay on GitHub Actions."),
        top("2026-04-20T10:00:00+00:00", "which CI do we use", has="github actions"),
        facts("2026-04-20T10:00:00+00:00", "which CI do we use", lacks="buildkite",
              unless=("forget", "stay", "not", "instead")),
    ]),
    scenario("d4-dec-launch", "decision", "Launch date pushed", [
        say("2026-05-04T10:00:00+00:00", "We decided to launch on June 1."),
        say("2026-05-18T10:00:00+00:00", "Launch is pushed to June 15 - legal needs more time."),
        top("2026-05-20T10:00:00+00:00", "when do we launch", has="15"),
    ]),
    # -- flip-flops ----------------------------------------------------------------------------------------------
    scenario("d4-ff-units", "flip-flop", "Metric, imperial, metric within weeks", [
        say("2026-02-01T10:00:00+00:00", "Use metric units with me."),
        say("2026-02-12T10:00:00+00:00", "Actually give me imperial, I'm in the US now."),
        say("2026-02-25T10:00:00+00:00", "Back to metric please."),
        contested("2026-03-01T10:00:00+00:00", "which units should you use", ["metric", "imperial"]),
    ]),
    scenario("d4-ff-theme", "flip-flop", "Light, dark, light in a fortnight", [
        say("2026-06-01T10:00:00+00:00", "light theme for me"),
        say("2026-06-06T10:00:00+00:00", "switch me to dark mode"),
        say("2026-06-12T10:00:00+00:00", "light again, dark hurts in the sun"),
        contested("2026-06-14T10:00:00+00:00", "which theme do I prefer", ["light", "dark"]),
    ]),
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d4-corr-flight", "correction", "Flight number corrected", [
        say("2026-07-01T10:00:00+00:00", "My flight is BA 117."),
        say("2026-07-01T10:02:00+00:00", "typo - BA 177, not 117"),
        top("2026-07-02T10:00:00+00:00", "what is my flight number", has="177", contested=False),
    ]),
    scenario("d4-corr-daughter-school", "correction", "The daughter's school corrected", [
        say("2026-09-01T10:00:00+00:00", "My daughter goes to St Mary's."),
        say("2026-09-01T10:03:00+00:00", "Sorry, St Mark's, not St Mary's."),
        top("2026-09-02T10:00:00+00:00", "which school does my daughter go to", has="mark", contested=False),
        about("2026-09-02T10:00:00+00:00", "mark", "daughter"),
    ]),
    # -- changes of state in other words ---------------------------------------------------------------------------
    scenario("d4-chg-car", "change", "Petrol car replaced by an electric one", [
        say("2026-01-10T10:00:00+00:00", "I drive a Ford Focus."),
        say("2026-06-10T10:00:00+00:00", "Traded in the Focus for a Kia EV6."),
        top("2026-06-15T10:00:00+00:00", "what car do I drive", has="ev6"),
        facts("2026-06-15T10:00:00+00:00", "what car do I drive", lacks="focus", unless=("traded", "ev6")),
    ]),
    scenario("d4-chg-status", "change", "Single, then engaged", [
        say("2026-01-10T10:00:00+00:00", "I'm single."),
        say("2026-09-10T10:00:00+00:00", "Big news: I got engaged to Priya last weekend!"),
        top("2026-09-15T10:00:00+00:00", "what is my relationship status", has="engaged"),
    ]),
]
