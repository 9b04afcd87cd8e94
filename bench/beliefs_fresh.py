"""Fresh phrasings for issue 21's meaning rules (``--set fresh`` in bench/beliefs.py).

Written on 2026-11-26 after the rules for changes, corrections, dated changes and departures
(credo.belief.changed_by_meaning, corrected_fact; credo.vocabulary.says_change, names_replaced) and
before they were run on these cases: the stories of the blind dev set's classes, in other words,
other domains and registers, with as many cases where nothing may change as cases where something
must. They check that the rules generalise beyond the sentences they were written from; nothing is
tuned on them after this commit. The held-out split of bench/beliefs_blind.py stays unread.
"""

from __future__ import annotations

from beliefs_scenarios import contested, count, say, scenario, served, top

FRESH = [
    # -- a change said in other words retires what it changes -------------------------------------------------
    scenario("fr-chg-editor", "change", "An editor switch said without naming the attribute", [
        say("2026-01-10T10:00:00+00:00", "I write all my code in Sublime Text."),
        say("2026-05-02T10:00:00+00:00", "Finally gave in and I'm on Neovim these days."),
        top("2026-05-03T10:00:00+00:00", "which editor do I code in", has="neovim"),
        served("2026-05-03T10:00:00+00:00", "which editor do I code in", lacks="sublime", unless="neovim"),
    ]),
    scenario("fr-chg-standup-time", "change", "The team's standup moved", [
        say("2026-02-01T10:00:00+00:00", "Our standup is at 9:30 every morning."),
        say("2026-03-15T10:00:00+00:00", "We moved standup to 11 because half the team is in Lisbon now."),
        top("2026-03-16T10:00:00+00:00", "when is our standup", has="11"),
    ]),
    scenario("fr-chg-commute", "change", "Commute by bike, now by train", [
        say("2026-01-05T10:00:00+00:00", "I cycle to the office."),
        say("2026-06-20T10:00:00+00:00", "knee's shot so I take the train in now"),
        top("2026-06-21T10:00:00+00:00", "how do I get to the office", has="train"),
        served("2026-06-21T10:00:00+00:00", "how do I get to the office", lacks="cycle", unless="train"),
    ]),
    scenario("fr-chg-bank", "change", "A bank switch, told as an event", [
        say("2026-02-11T10:00:00+00:00", "My bank is Barclays."),
        say("2026-08-30T10:00:00+00:00", "Moved everything over to Monzo last month, Barclays fees were silly."),
        top("2026-09-01T10:00:00+00:00", "which bank do I use", has="monzo"),
    ]),
    # -- a change must not touch another topic, another person or another thing --------------------------------
    scenario("fr-keep-other-topic", "keep", "A change of gym leaves the job alone", [
        say("2026-01-03T10:00:00+00:00", "I work at Zalando as a product designer."),
        say("2026-01-04T10:00:00+00:00", "I go to the Urban Sports gym near Alexanderplatz."),
        say("2026-04-10T10:00:00+00:00", "I switched gyms, I'm at the climbing hall in Wedding now."),
        top("2026-04-11T10:00:00+00:00", "where do I work", has="zalando"),
        top("2026-04-11T10:00:00+00:00", "which gym do I go to", has="climbing"),
    ]),
    scenario("fr-keep-other-person", "keep", "A friend's move never moves the user", [
        say("2026-01-08T10:00:00+00:00", "I live in Manchester."),
        say("2026-03-08T10:00:00+00:00", "My mate Dev moved to Leeds now, so weekends will be quieter."),
        top("2026-03-09T10:00:00+00:00", "where do I live", has="manchester"),
    ]),
    scenario("fr-keep-two-kids", "keep", "One child's new club leaves the other's alone", [
        say("2026-01-12T10:00:00+00:00", "My son does judo on Tuesdays."),
        say("2026-01-12T10:05:00+00:00", "My daughter does swimming on Thursdays."),
        say("2026-04-12T10:00:00+00:00", "My daughter switched to gymnastics on Thursdays now."),
        top("2026-04-13T10:00:00+00:00", "what does my son do on Tuesdays", has="judo"),
    ]),
    scenario("fr-keep-allergies", "keep", "A new habit never erases an allergy", [
        say("2026-01-20T10:00:00+00:00", "I'm allergic to cats."),
        say("2026-05-20T10:00:00+00:00", "I've switched to oat milk now, dairy was making me bloated."),
        top("2026-05-21T10:00:00+00:00", "what am I allergic to", has="cat"),
    ]),
    # -- going back within weeks is contested ---------------------------------------------------------------------
    scenario("fr-ff-os", "flip-flop", "Mac, Linux, back to Mac in a month", [
        say("2026-02-01T10:00:00+00:00", "I work on a MacBook."),
        say("2026-02-15T10:00:00+00:00", "Switched my work laptop to Linux now, tired of macOS updates."),
        say("2026-03-01T10:00:00+00:00", "Went back to the MacBook, Linux drivers were a pain."),
        contested("2026-03-05T10:00:00+00:00", "what laptop do I work on", ["mac", "linux"]),
    ]),
    scenario("fr-ff-lunch", "flip-flop", "Salad lunches, then sandwiches, then salads again", [
        say("2026-04-01T10:00:00+00:00", "I have a salad for lunch most days."),
        say("2026-04-14T10:00:00+00:00", "Switched to sandwiches for lunch, salads weren't filling me up."),
        say("2026-04-28T10:00:00+00:00", "Back to salads for lunch, the sandwiches made me sleepy."),
        contested("2026-05-01T10:00:00+00:00", "what do I have for lunch", ["salad", "sandwich"]),
    ]),
    # -- a correction takes the value of what it corrects -----------------------------------------------------------
    scenario("fr-corr-phone", "correction", "A phone number corrected a minute later", [
        say("2026-03-03T10:00:00+00:00", "My phone number is 07700 900123."),
        say("2026-03-03T10:01:00+00:00", "oops typo, it's 07700 900132"),
        top("2026-03-04T10:00:00+00:00", "what is my phone number", has="900132"),
        served("2026-03-04T10:00:00+00:00", "what is my phone number", lacks="900123", unless="900132"),
    ]),
    scenario("fr-corr-dog-name", "correction", "A dog's name corrected", [
        say("2026-05-05T10:00:00+00:00", "Our dog is called Biscuit."),
        say("2026-05-05T10:03:00+00:00", "Sorry, I meant Brioche, not Biscuit. Biscuit was the old cat."),
        top("2026-05-06T10:00:00+00:00", "what is my dog called", has="brioche"),
    ]),
    scenario("fr-corr-city", "correction", "A city corrected with 'my bad'", [
        say("2026-06-01T10:00:00+00:00", "I'm based in Rotterdam."),
        say("2026-06-01T10:02:00+00:00", "my bad, it's Utrecht"),
        top("2026-06-02T10:00:00+00:00", "where am I based", has="utrecht"),
        served("2026-06-02T10:00:00+00:00", "where am I based", lacks="rotterdam", unless="utrecht"),
    ]),
    scenario("fr-corr-late-apology", "correction", "An apology days later corrects nothing", [
        say("2026-06-01T10:00:00+00:00", "My manager is Priya."),
        say("2026-06-09T10:00:00+00:00", "Sorry, long week."),
        top("2026-06-10T10:00:00+00:00", "who is my manager", has="priya"),
    ]),
    # -- a change dated in words is true from then ----------------------------------------------------------------
    scenario("fr-dated-job", "dated", "A new job told in May, started in March", [
        say("2026-01-15T10:00:00+00:00", "I work at Deliveroo."),
        say("2026-05-20T10:00:00+00:00", "Oh, I started at Wise back in March, forgot to mention."),
        top("2026-05-21T10:00:00+00:00", "where do I work", has="wise"),
        top("2026-05-21T10:00:00+00:00", "where did I work in April", has="wise",
            valid_at="2026-04-15T00:00:00+00:00"),
        top("2026-05-21T10:00:00+00:00", "where did I work in February", has="deliveroo",
            valid_at="2026-02-15T00:00:00+00:00"),
    ]),
    scenario("fr-dated-future", "dated", "A deadline in a month is not a start date", [
        say("2026-02-01T10:00:00+00:00", "The tax return is due in April."),
        top("2026-02-02T10:00:00+00:00", "when is the tax return due", has="april"),
    ]),
    # -- what is gone is history ------------------------------------------------------------------------------------
    scenario("fr-gone-car", "gone", "A stolen car is not the current car", [
        say("2026-01-10T10:00:00+00:00", "I drive a red Mazda 3."),
        say("2026-07-02T10:00:00+00:00", "The Mazda was stolen last night, absolutely gutted."),
        say("2026-08-15T10:00:00+00:00", "Bought a second-hand Skoda Octavia."),
        served("2026-08-16T10:00:00+00:00", "what car do I drive", lacks="mazda", unless="skoda"),
    ]),
    scenario("fr-gone-cat", "gone", "A cat that died, the other cat stays", [
        say("2026-01-10T10:00:00+00:00", "We have two cats, Pepper and Salt."),
        say("2026-09-10T10:00:00+00:00", "Pepper died over the weekend, she was 17."),
        top("2026-09-12T10:00:00+00:00", "what pets do I have", has="salt"),
    ]),
    # -- framing is per sentence ------------------------------------------------------------------------------------
    scenario("fr-joke-then-fact", "framing", "A joke sentence, then a sincere one", [
        say("2026-03-03T10:00:00+00:00", "I'm basically a professional coffee taster 😂 Actually I'm an accountant."),
        top("2026-03-04T10:00:00+00:00", "what is my job", has="accountant"),
        served("2026-03-04T10:00:00+00:00", "what is my job", lacks="taster"),
    ]),
    scenario("fr-quote-then-fact", "framing", "A friend's words, then the user's own", [
        say("2026-03-03T10:00:00+00:00", "My brother keeps saying 'you should move to Berlin'. I live in Hamburg."),
        top("2026-03-04T10:00:00+00:00", "where do I live", has="hamburg"),
    ]),
    # -- one belief, said twice -------------------------------------------------------------------------------------
    scenario("fr-same-twice", "keep", "A preference said twice stays one memory", [
        say("2026-02-02T10:00:00+00:00", "I prefer aisle seats on flights."),
        say("2026-02-20T10:00:00+00:00", "I prefer aisle seats on flights."),
        count("2026-02-21T10:00:00+00:00", "aisle", 1),
    ]),
]
