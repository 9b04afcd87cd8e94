"""A thirteenth tuning split of belief scenarios (``--set dev14`` in bench/beliefs.py).

Written on 2026-11-27 (stop 31), on ccfe857 and before any change it was used to tune, and committed with its
before figure. The held-out splits' counts (never their scenarios) show oscillations, updates, changes and
things gone weakest in ``heldout`` and ``fresh``; this split says those the way the project's own main split
does (the first statement plain, the change in a later turn, a return within weeks), in the user's own words
rather than as structured writes. It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, say, scenario, served, top

DEV14 = [
    # -- oscillations said in words ------------------------------------------------------------------------------
    scenario("d14-osc-workout", "oscillation", "Workout time: morning, evening, morning within weeks", [
        say("2026-01-05T10:00:00+00:00", "I prefer to work out in the morning."),
        say("2026-01-26T10:00:00+00:00", "These days I'd rather work out in the evening."),
        say("2026-02-20T10:00:00+00:00", "Morning workouts again for me, evenings are too busy."),
        contested("2026-03-01T10:00:00+00:00", "when do I like to work out", ["morning", "evening"]),
    ]),
    scenario("d14-osc-theme", "oscillation", "Editor theme back and forth", [
        say("2026-05-01T10:00:00+00:00", "I like a dark theme in my editor."),
        say("2026-05-08T10:00:00+00:00", "Switched my editor to a light theme."),
        say("2026-05-15T10:00:00+00:00", "Dark theme again, the light one hurt my eyes."),
        contested("2026-05-20T10:00:00+00:00", "which editor theme do I prefer", ["dark", "light"]),
    ]),
    scenario("d14-osc-coffee", "oscillation", "Coffee style back and forth", [
        say("2026-01-01T10:00:00+00:00", "I take my coffee as an espresso."),
        say("2026-02-01T10:00:00+00:00", "I've been having filter coffee instead of espresso."),
        say("2026-03-01T10:00:00+00:00", "Back to espresso, filter is too weak."),
        contested("2026-03-05T10:00:00+00:00", "how do I take my coffee", ["espresso", "filter"]),
    ]),
    # -- updates ---------------------------------------------------------------------------------------------------
    scenario("d14-upd-city-past", "update", "A move said in the past tense", [
        say("2026-01-10T10:00:00+00:00", "I live in Hamburg."),
        say("2026-04-10T10:00:00+00:00", "We relocated to Munich over Easter."),
        top("2026-04-11T10:00:00+00:00", "where do I live", has="munich"),
        served("2026-04-11T10:00:00+00:00", "where do I live", lacks="hamburg"),
    ]),
    scenario("d14-upd-favourite", "update", "A favourite changed with 'now'", [
        say("2026-01-10T10:00:00+00:00", "My favourite band is Radiohead."),
        say("2026-04-10T10:00:00+00:00", "Honestly Fontaines D.C. are my favourite band now."),
        top("2026-04-11T10:00:00+00:00", "what is my favourite band", has="fontaines"),
        served("2026-04-11T10:00:00+00:00", "what is my favourite band", lacks="radiohead"),
    ]),
    scenario("d14-upd-role", "update", "A role changed by a promotion in words", [
        say("2026-01-10T10:00:00+00:00", "I work as a sous chef at Dishoom."),
        say("2026-04-10T10:00:00+00:00", "They made me head chef last week!"),
        top("2026-04-11T10:00:00+00:00", "what is my job", has="head chef"),
    ]),
    scenario("d14-upd-language", "update", "A main language changed", [
        say("2026-01-10T10:00:00+00:00", "Most of my code is in Ruby."),
        say("2026-04-10T10:00:00+00:00", "I write mostly Go these days, hardly any Ruby."),
        top("2026-04-11T10:00:00+00:00", "which language do I code in", has="go"),
    ]),
    # -- changes ---------------------------------------------------------------------------------------------------
    scenario("d14-change-hours", "change", "Working days changed", [
        say("2026-01-05T10:00:00+00:00", "I work Monday to Friday."),
        say("2026-05-05T10:00:00+00:00", "I've switched to a four-day week, Fridays off."),
        top("2026-05-06T10:00:00+00:00", "which days do I work", has="four-day"),
    ]),
    scenario("d14-change-school", "change", "A child's school changed", [
        say("2026-01-05T10:00:00+00:00", "My son goes to Elmwood Primary."),
        say("2026-09-05T10:00:00+00:00", "My son moved up to Kingsbridge Secondary this September."),
        top("2026-09-06T10:00:00+00:00", "which school does my son go to", has="kingsbridge"),
    ]),
    scenario("d14-change-car", "change", "A car replaced", [
        say("2026-01-05T10:00:00+00:00", "I drive a Ford Fiesta."),
        say("2026-05-05T10:00:00+00:00", "Sold the Fiesta and bought a Kia Niro EV."),
        top("2026-05-06T10:00:00+00:00", "what car do I drive", has="niro"),
        served("2026-05-06T10:00:00+00:00", "what car do I drive", lacks="fiesta", unless=("sold",)),
    ]),
    # -- things gone -----------------------------------------------------------------------------------------------
    scenario("d14-gone-membership", "gone", "A membership ended", [
        say("2026-01-05T10:00:00+00:00", "I'm a member of the National Trust."),
        say("2026-05-05T10:00:00+00:00", "Let my National Trust membership lapse, never used it."),
        facts("2026-05-06T10:00:00+00:00", "what memberships do I have", lacks="national trust",
              unless=("lapse", "cancel")),
    ]),
    scenario("d14-gone-habit", "gone", "A habit stopped", [
        say("2026-01-05T10:00:00+00:00", "I smoke about five cigarettes a day."),
        say("2026-05-05T10:00:00+00:00", "I quit smoking in March, three months clean!"),
        facts("2026-05-06T10:00:00+00:00", "do I smoke", lacks="five cigarettes", unless=("quit",)),
    ]),
    scenario("d14-gone-subscription", "gone", "A subscription ended", [
        say("2026-01-05T10:00:00+00:00", "I subscribe to The Economist."),
        say("2026-05-05T10:00:00+00:00", "Dropped my Economist subscription, too expensive."),
        facts("2026-05-06T10:00:00+00:00", "what do I subscribe to", lacks="economist",
              unless=("dropped", "cancel")),
    ]),
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d14-corr-age", "correction", "An age put right", [
        say("2026-03-01T10:00:00+00:00", "My daughter is 7."),
        say("2026-03-01T10:02:00+00:00", "Sorry, she's 8, she had her birthday last week."),
        top("2026-03-02T10:00:00+00:00", "how old is my daughter", has="8", contested=False),
    ]),
]
