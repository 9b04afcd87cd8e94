"""A fifteenth tuning split of belief scenarios (``--set dev16`` in bench/beliefs.py).

Written on 2026-11-27 (stop 32), on 6082886 and before any change it was used to tune, and committed with its
before figure. Corrections and decisions are the held-out splits' weakest categories by count (never by their
scenarios); this split says them the many ways people do: a correction a day later, one with only the right
value, one inside a longer sentence, one of someone else's fact; a decision reversed by "going with", by
"on second thought", by a vote, by a date; and paraphrases, flip-flops, other people and as-of beside them.
It is a tuning split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, count, facts, say, scenario, served, top

DEV16 = [
    # -- corrections ---------------------------------------------------------------------------------------------
    scenario("d16-corr-next-day", "correction", "A job title put right the next day", [
        say("2026-03-01T10:00:00+00:00", "I'm a product designer."),
        say("2026-03-02T09:00:00+00:00", "Small correction from yesterday: I'm a UX researcher, not a product designer."),
        top("2026-03-03T10:00:00+00:00", "what is my job", has="ux researcher"),
        served("2026-03-03T10:00:00+00:00", "what is my job", lacks="i'm a product designer", unless="researcher"),
    ]),
    scenario("d16-corr-value-only", "correction", "A street number put right with the number alone", [
        say("2026-03-01T10:00:00+00:00", "My address is 14 Elm Road."),
        say("2026-03-01T10:01:00+00:00", "sorry 41, not 14"),
        top("2026-03-02T10:00:00+00:00", "what is my address", has="41"),
    ]),
    scenario("d16-corr-inside", "correction", "A correction inside a longer sentence", [
        say("2026-03-01T10:00:00+00:00", "My dentist is Dr Patel."),
        say("2026-03-04T10:00:00+00:00", "I got it wrong earlier, my dentist is actually Dr Shah, Dr Patel is my GP."),
        top("2026-03-05T10:00:00+00:00", "who is my dentist", has="shah"),
    ]),
    scenario("d16-corr-other", "correction", "A partner's employer put right", [
        say("2026-03-01T10:00:00+00:00", "My wife works at Unilever."),
        say("2026-03-01T10:05:00+00:00", "Oops, she works at Nestle, not Unilever."),
        top("2026-03-02T10:00:00+00:00", "where does my wife work", has="nestle"),
        served("2026-03-02T10:00:00+00:00", "where does my wife work", lacks="works at unilever", unless="nestle"),
    ]),
    scenario("d16-corr-typo", "correction", "A pet's name put right with an asterisk", [
        say("2026-03-01T10:00:00+00:00", "My dog is called Bisuit."),
        say("2026-03-01T10:00:30+00:00", "*Biscuit"),
        top("2026-03-02T10:00:00+00:00", "what is my dog called", has="biscuit"),
    ]),
    scenario("d16-corr-time", "correction", "A class time put right", [
        say("2026-03-01T10:00:00+00:00", "My pilates class is at 6pm on Thursdays."),
        say("2026-03-01T10:02:00+00:00", "Actually it's 7pm, they changed the timetable."),
        top("2026-03-02T10:00:00+00:00", "what time is my pilates class", has="7pm"),
    ]),
    # -- decisions -----------------------------------------------------------------------------------------------
    scenario("d16-dec-going-with", "decision", "A vendor decision reversed with 'going with'", [
        say("2026-02-01T10:00:00+00:00", "We picked Stripe for payments."),
        say("2026-02-20T10:00:00+00:00", "We're going with Adyen for payments after all, better fees in Europe."),
        top("2026-02-21T10:00:00+00:00", "what do we use for payments", has="adyen"),
        served("2026-02-21T10:00:00+00:00", "what do we use for payments", lacks="picked stripe", unless="adyen"),
    ]),
    scenario("d16-dec-second-thought", "decision", "A plan reversed on second thought", [
        say("2026-02-01T10:00:00+00:00", "Let's hold the offsite in Lisbon."),
        say("2026-02-02T10:00:00+00:00", "On second thought, let's do the offsite in Porto."),
        top("2026-02-03T10:00:00+00:00", "where is the offsite", has="porto"),
        served("2026-02-03T10:00:00+00:00", "where is the offsite", lacks="lisbon", unless="porto"),
    ]),
    scenario("d16-dec-vote", "decision", "A decision taken by a vote", [
        say("2026-02-01T10:00:00+00:00", "We'll write the API in Go."),
        say("2026-03-01T10:00:00+00:00", "The team voted to write the API in Rust instead."),
        top("2026-03-02T10:00:00+00:00", "what language is the API written in", has="rust"),
    ]),
    scenario("d16-dec-date", "decision", "A release date decided, then moved", [
        say("2026-02-01T10:00:00+00:00", "We're releasing version 3 on June 1."),
        say("2026-04-01T10:00:00+00:00", "Version 3 is now going out on June 15."),
        top("2026-04-02T10:00:00+00:00", "when is version 3 released", has="june 15"),
    ]),
    scenario("d16-dec-personal", "decision", "A personal choice changed", [
        say("2026-02-01T10:00:00+00:00", "I've decided to do the Berlin marathon this year."),
        say("2026-03-01T10:00:00+00:00", "Change of plan, I'm doing the London marathon instead of Berlin."),
        top("2026-03-02T10:00:00+00:00", "which marathon am I doing", has="london"),
    ]),
    scenario("d16-dec-stay", "decision", "A decision to stay put", [
        say("2026-02-01T10:00:00+00:00", "We're planning to move the blog to Ghost."),
        say("2026-02-10T10:00:00+00:00", "Decided against Ghost, the blog stays on WordPress."),
        top("2026-02-11T10:00:00+00:00", "what is the blog on", has="wordpress"),
    ]),
    # -- paraphrases ---------------------------------------------------------------------------------------------
    scenario("d16-para-early", "paraphrase", "Being an early riser said twice", [
        say("2026-01-05T10:00:00+00:00", "I'm an early riser, up before six every day."),
        say("2026-01-20T10:00:00+00:00", "I always get up really early, usually before 6."),
        count("2026-01-21T10:00:00+00:00", "early", 1),
    ]),
    scenario("d16-para-dog", "paraphrase", "A pet said as a fact and as a possession", [
        say("2026-01-05T10:00:00+00:00", "I have a border collie called Skye."),
        say("2026-01-20T10:00:00+00:00", "My dog Skye is a border collie."),
        count("2026-01-21T10:00:00+00:00", "skye", 1),
    ]),
    scenario("d16-para-tabs", "paraphrase", "An indentation preference said twice", [
        say("2026-01-05T10:00:00+00:00", "I use tabs, not spaces."),
        say("2026-01-20T10:00:00+00:00", "Tabs for indentation please."),
        count("2026-01-21T10:00:00+00:00", "tabs", 1),
    ]),
    # -- flip-flops ----------------------------------------------------------------------------------------------
    scenario("d16-ff-keyboard", "flip-flop", "A keyboard layout back and forth", [
        say("2026-01-05T10:00:00+00:00", "I type on a Dvorak layout."),
        say("2026-01-25T10:00:00+00:00", "Switched back to QWERTY, Dvorak was slowing me down."),
        say("2026-02-15T10:00:00+00:00", "ok giving Dvorak another go"),
        contested("2026-02-20T10:00:00+00:00", "which keyboard layout do I use", ["dvorak", "qwerty"]),
    ]),
    scenario("d16-ff-lunch", "flip-flop", "A lunch habit back and forth", [
        say("2026-01-05T10:00:00+00:00", "I bring a packed lunch to work."),
        say("2026-01-25T10:00:00+00:00", "I buy lunch at the canteen now."),
        say("2026-02-15T10:00:00+00:00", "Back to packed lunches, the canteen got expensive."),
        contested("2026-02-20T10:00:00+00:00", "what do I do for lunch", ["packed", "canteen"]),
    ]),
    # -- other people --------------------------------------------------------------------------------------------
    scenario("d16-op-manager-name", "other-people", "A manager's preference is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I prefer email for updates."),
        say("2026-01-09T10:00:00+00:00", "My manager Joanna prefers Slack for everything."),
        top("2026-01-10T10:00:00+00:00", "how do I prefer updates", has="email"),
        about("2026-01-10T10:00:00+00:00", "Slack", "joanna"),
    ]),
    scenario("d16-op-kid-allergy", "other-people", "A child's allergy is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I'm allergic to cats."),
        say("2026-01-09T10:00:00+00:00", "My youngest, Noah, is allergic to sesame."),
        facts("2026-01-10T10:00:00+00:00", "what am I allergic to", has="cats"),
        about("2026-01-10T10:00:00+00:00", "sesame", "noah"),
    ]),
    scenario("d16-op-friend-job", "other-people", "A friend's new job said in lower case", [
        say("2026-01-05T10:00:00+00:00", "I work at Lidl head office."),
        say("2026-01-09T10:00:00+00:00", "my friend aisha just started at deloitte"),
        top("2026-01-10T10:00:00+00:00", "where do I work", has="lidl"),
    ]),
    # -- as of ---------------------------------------------------------------------------------------------------
    scenario("d16-asof-team", "as-of", "A team left in a month, asked about before", [
        say("2026-01-10T10:00:00+00:00", "I'm on the growth team."),
        say("2026-07-10T10:00:00+00:00", "I moved to the platform team in May."),
        top("2026-07-11T10:00:00+00:00", "which team was I on in March", has="growth",
            valid_at="2026-03-01T00:00:00+00:00"),
        top("2026-07-11T10:00:00+00:00", "which team am I on", has="platform"),
    ]),
    scenario("d16-asof-until", "as-of", "A city until a year", [
        say("2026-05-10T10:00:00+00:00", "I lived in Cork until 2022, then moved to Galway."),
        top("2026-05-11T10:00:00+00:00", "where did I live in 2021", has="cork",
            valid_at="2021-06-01T00:00:00+00:00"),
        top("2026-05-11T10:00:00+00:00", "where do I live", has="galway"),
    ]),
    scenario("d16-asof-phone", "as-of", "A phone replaced in a month", [
        say("2026-01-10T10:00:00+00:00", "I have an iPhone 12."),
        say("2026-08-10T10:00:00+00:00", "Got a Galaxy S24 in June, the iPhone finally died."),
        top("2026-08-11T10:00:00+00:00", "what phone did I have in April", has="iphone",
            valid_at="2026-04-01T00:00:00+00:00"),
        top("2026-08-11T10:00:00+00:00", "what phone do I have", has="galaxy"),
    ]),
]
