"""A ninth tuning split of belief scenarios (``--set dev10`` in bench/beliefs.py).

Written on 2026-11-27 (stop 30), after this stop's dev9 changes (0a90c81) and before any change it was used to
tune, and committed with its before figure. The held-out splits' category counts (never their scenarios or
failures) show things that are gone, changes, updates, oscillations and corrections weakest; this split says
those in new words and domains. It is a tuning split: rules may be changed after reading its failures. The
held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, say, scenario, served, top

DEV10 = [
    # -- gone ----------------------------------------------------------------------------------------------------------
    scenario("d10-gone-subscription", "gone", "A subscription cancelled", [
        say("2026-01-05T10:00:00+00:00", "I pay for Netflix and Spotify."),
        say("2026-05-05T10:00:00+00:00", "Cancelled Netflix, never watched it."),
        facts("2026-05-06T10:00:00+00:00", "what subscriptions do I have", lacks="netflix",
              unless=("cancelled", "canceled")),
        served("2026-05-06T10:00:00+00:00", "what subscriptions do I have", has="spotify"),
    ]),
    scenario("d10-gone-car", "gone", "A car given up, no new one", [
        say("2026-01-05T10:00:00+00:00", "I drive a Honda Civic."),
        say("2026-06-05T10:00:00+00:00", "Got rid of the Civic, I cycle everywhere now."),
        facts("2026-06-06T10:00:00+00:00", "what car do I drive", lacks="civic",
              unless=("got rid", "rid of", "sold")),
    ]),
    scenario("d10-gone-partner", "gone", "A relationship ended", [
        say("2026-01-05T10:00:00+00:00", "My boyfriend is called Jonas."),
        say("2026-07-05T10:00:00+00:00", "Jonas and I broke up last month."),
        facts("2026-07-06T10:00:00+00:00", "who is my boyfriend", lacks="jonas",
              unless=("broke up", "ex", "split")),
    ]),
    scenario("d10-gone-club", "gone", "A club left", [
        say("2026-01-05T10:00:00+00:00", "I'm a member of the Riverside Rowing Club."),
        say("2026-04-05T10:00:00+00:00", "I quit the rowing club, too early in the mornings."),
        facts("2026-04-06T10:00:00+00:00", "which clubs am I in", lacks="rowing",
              unless=("quit", "left")),
    ]),
    # -- changes ---------------------------------------------------------------------------------------------------------
    scenario("d10-change-bank", "change", "A bank changed", [
        say("2026-01-05T10:00:00+00:00", "I bank with Barclays."),
        say("2026-05-05T10:00:00+00:00", "Moved all my accounts over to Starling."),
        top("2026-05-06T10:00:00+00:00", "which bank am I with", has="starling"),
    ]),
    scenario("d10-change-hours", "change", "Working hours changed", [
        say("2026-01-05T10:00:00+00:00", "I work 9 to 5."),
        say("2026-05-05T10:00:00+00:00", "I've gone part-time, Mondays to Wednesdays only."),
        top("2026-05-06T10:00:00+00:00", "what are my working hours", has="part-time"),
    ]),
    scenario("d10-change-name", "change", "A surname changed after marriage", [
        say("2026-01-05T10:00:00+00:00", "My name is Clara Jensen."),
        say("2026-09-05T10:00:00+00:00", "I've taken my wife's name, I'm Clara Okafor now."),
        top("2026-09-06T10:00:00+00:00", "what is my name", has="okafor"),
    ]),
    # -- updates -----------------------------------------------------------------------------------------------------------
    scenario("d10-upd-deadline", "update", "A deadline pushed", [
        say("2026-03-01T10:00:00+00:00", "The grant application is due on April 3."),
        say("2026-03-20T10:00:00+00:00", "They extended the grant deadline to April 17."),
        top("2026-03-21T10:00:00+00:00", "when is the grant application due", has="17"),
    ]),
    scenario("d10-upd-address", "update", "An office moved", [
        say("2026-01-05T10:00:00+00:00", "Our office is on Baker Street."),
        say("2026-06-05T10:00:00+00:00", "The office relocated to Canary Wharf in May."),
        top("2026-06-06T10:00:00+00:00", "where is our office", has="canary wharf"),
    ]),
    scenario("d10-upd-weight", "update", "A training goal raised", [
        say("2026-01-05T10:00:00+00:00", "My goal is to run a 10k."),
        say("2026-04-05T10:00:00+00:00", "New goal: a half marathon in October."),
        top("2026-04-06T10:00:00+00:00", "what is my running goal", has="half marathon"),
    ]),
    # -- oscillation -------------------------------------------------------------------------------------------------------
    scenario("d10-osc-os", "flip-flop", "Linux, Mac, Linux again within a month", [
        say("2026-02-01T10:00:00+00:00", "I use Ubuntu on my laptop."),
        say("2026-02-10T10:00:00+00:00", "Switched my laptop to macOS."),
        say("2026-02-25T10:00:00+00:00", "Went back to Ubuntu, macOS wasn't for me."),
        contested("2026-03-01T10:00:00+00:00", "which operating system do I use", ["ubuntu", "macos"]),
    ]),
    scenario("d10-osc-diet", "flip-flop", "Vegan, not vegan, vegan again within weeks", [
        say("2026-02-01T10:00:00+00:00", "I'm vegan."),
        say("2026-02-12T10:00:00+00:00", "Not vegan anymore, I eat fish again."),
        say("2026-02-26T10:00:00+00:00", "ok I'm vegan again, the fish thing didn't last"),
        contested("2026-03-01T10:00:00+00:00", "what is my diet", ["vegan", "fish"]),
    ]),
    # -- corrections ---------------------------------------------------------------------------------------------------
    scenario("d10-corr-typo", "correction", "A typo in a city name", [
        say("2026-05-01T10:00:00+00:00", "I live in Edinbrugh."),
        say("2026-05-01T10:01:00+00:00", "*Edinburgh"),
        top("2026-05-02T10:00:00+00:00", "where do I live", has="edinburgh", contested=False),
    ]),
    scenario("d10-corr-birthday", "correction", "A birthday date put right", [
        say("2026-05-01T10:00:00+00:00", "My birthday is on 14 March."),
        say("2026-05-01T10:02:00+00:00", "Sorry, it's the 15th of March, not the 14th."),
        top("2026-05-02T10:00:00+00:00", "when is my birthday", has="15", contested=False),
    ]),
    scenario("d10-corr-other", "correction", "A sister's job put right", [
        say("2026-05-01T10:00:00+00:00", "My sister Nora is a dentist."),
        say("2026-05-01T10:02:00+00:00", "Wait, I mean she's a dental hygienist, not a dentist."),
        top("2026-05-02T10:00:00+00:00", "what does Nora do", has="hygienist", contested=False),
    ]),
    # -- as of ---------------------------------------------------------------------------------------------------------
    scenario("d10-asof-car", "as-of", "A car owned from one date to another", [
        say("2026-09-05T10:00:00+00:00", "I had a Fiat Panda from 2019 until March this year, now a Toyota Yaris."),
        top("2026-09-06T10:00:00+00:00", "what car do I drive", has="yaris"),
        top("2026-09-06T10:00:00+00:00", "what car did I drive in 2024", has="panda",
            valid_at="2024-06-01T00:00:00+00:00"),
    ]),
]
