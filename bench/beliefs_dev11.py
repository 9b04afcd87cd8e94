"""A tenth tuning split of belief scenarios (``--set dev11`` in bench/beliefs.py).

Written on 2026-11-27 (stop 31), on 0702c5a and before any change it was used to tune, and committed with its
before figure. The held-out splits' category counts (never their scenarios or failures) still show corrections,
decisions, as-of, other people, changes and things gone weakest; this split says those in new words, with
contrast ("X, not Y"), openers that come before a correction ("wait no", "small fix:"), verbless fragments
("Type 1 diabetic here") and decisions that name what they reject ("X over Y", "staying on X"). It is a tuning
split: rules may be changed after reading its failures. The held-out splits (blind-heldout, heldout, fresh)
stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, say, scenario, top

DEV11 = [
    # -- corrections that say what they replace -------------------------------------------------------------------
    scenario("d11-corr-contrast-diet", "correction", "A diet put right with the old one after a comma", [
        say("2026-04-01T10:00:00+00:00", "I'm pescatarian."),
        say("2026-04-01T10:03:00+00:00", "Sorry, I'm vegetarian, not pescatarian."),
        top("2026-04-02T10:00:00+00:00", "what is my diet", has="vegetarian", contested=False),
    ]),
    scenario("d11-corr-opener-date", "correction", "A date put right after 'wait no'", [
        say("2026-04-01T10:00:00+00:00", "My dentist appointment is on the 9th."),
        say("2026-04-01T10:04:00+00:00", "wait no, my dentist appointment is on the 19th, not the 9th"),
        top("2026-04-02T10:00:00+00:00", "when is my dentist appointment", has="19", contested=False),
    ]),
    scenario("d11-corr-count", "correction", "A count put right", [
        say("2026-04-01T10:00:00+00:00", "I have one brother."),
        say("2026-04-01T10:05:00+00:00", "Actually I have three brothers, not one."),
        top("2026-04-02T10:00:00+00:00", "how many brothers do I have", has="3", contested=False),
    ]),
    # -- decisions that name what they reject ------------------------------------------------------------------------
    scenario("d11-dec-over", "decision", "A tool chosen over another, then reversed", [
        say("2026-03-01T10:00:00+00:00", "We picked Jenkins over GitLab CI for the build pipeline."),
        say("2026-05-01T10:00:00+00:00", "Dropping Jenkins, the build pipeline moves to GitLab CI next sprint."),
        top("2026-05-02T10:00:00+00:00", "what do we use for the build pipeline", has="gitlab"),
    ]),
    scenario("d11-dec-staying", "decision", "A plan to move reversed: staying put", [
        say("2026-03-01T10:00:00+00:00", "We decided to move our email to Outlook."),
        say("2026-03-15T10:00:00+00:00", "Forget Outlook, we're staying on Gmail."),
        top("2026-03-16T10:00:00+00:00", "what do we use for email", has="gmail"),
    ]),
    scenario("d11-dec-time", "decision", "A meeting moved from one time to another", [
        say("2026-03-01T10:00:00+00:00", "Our weekly sync is at 2pm on Thursdays."),
        say("2026-03-10T10:00:00+00:00", "We're moving the weekly sync from 2pm to 4pm."),
        top("2026-03-11T10:00:00+00:00", "when is our weekly sync", has="4"),
    ]),
    # -- first-person facts said as fragments ------------------------------------------------------------------------
    scenario("d11-frag-condition", "first-person", "A condition said without a verb, then an allergy", [
        say("2026-02-01T10:00:00+00:00", "Celiac here, so bread is off the table for me."),
        say("2026-02-02T10:00:00+00:00", "Also allergic to sesame."),
        facts("2026-02-03T10:00:00+00:00", "what health conditions and allergies do I have", has="celiac"),
        facts("2026-02-03T10:00:00+00:00", "what allergies do I have", has="sesame"),
    ]),
    scenario("d11-frag-status", "first-person", "Job status said as a fragment, then a new job", [
        say("2026-02-01T10:00:00+00:00", "Between jobs at the moment, applying for data analyst roles."),
        say("2026-06-01T10:00:00+00:00", "Started as a data analyst at Ocado this week!"),
        top("2026-06-02T10:00:00+00:00", "where do I work", has="ocado"),
    ]),
    # -- other people ------------------------------------------------------------------------------------------------
    scenario("d11-other-partner-job", "other-people", "A partner's job changes; the user's stays", [
        say("2026-01-05T10:00:00+00:00", "I'm a pharmacist. My partner Lea works as a paramedic."),
        say("2026-06-05T10:00:00+00:00", "Lea retrained, she's a midwife now."),
        top("2026-06-06T10:00:00+00:00", "what does Lea do", has="midwife"),
        top("2026-06-06T10:00:00+00:00", "what is my job", has="pharmacist"),
    ]),
    scenario("d11-other-colleague-city", "other-people", "A colleague's city, not the user's", [
        say("2026-01-05T10:00:00+00:00", "I live in Leeds."),
        say("2026-01-06T10:00:00+00:00", "My colleague Arjun just moved to Dublin."),
        top("2026-01-07T10:00:00+00:00", "where do I live", has="leeds", lacks="dublin"),
        about("2026-01-07T10:00:00+00:00", "Dublin", "arjun"),
    ]),
    # -- things gone and changes -------------------------------------------------------------------------------------
    scenario("d11-gone-gym", "gone", "A membership ended", [
        say("2026-01-05T10:00:00+00:00", "I have a membership at PureGym."),
        say("2026-05-05T10:00:00+00:00", "Cancelled my PureGym membership, I run outside now."),
        facts("2026-05-06T10:00:00+00:00", "which gym am I a member of", lacks="puregym",
              unless=("cancel",)),
    ]),
    scenario("d11-change-phone-plan", "change", "A phone network changed", [
        say("2026-01-05T10:00:00+00:00", "My phone contract is with Vodafone."),
        say("2026-05-05T10:00:00+00:00", "Ported my number over to Three last week."),
        top("2026-05-06T10:00:00+00:00", "which mobile network am I on", has="three"),
    ]),
    # -- as of -------------------------------------------------------------------------------------------------------
    scenario("d11-asof-job", "as-of", "A job held until a date, then another", [
        say("2026-08-01T10:00:00+00:00", "I taught maths at Kingsway School until June, now I tutor privately."),
        top("2026-08-02T10:00:00+00:00", "where did I work in March", has="kingsway",
            valid_at="2026-03-01T00:00:00+00:00"),
    ]),
    scenario("d11-asof-city", "as-of", "A city lived in before a move", [
        say("2026-01-05T10:00:00+00:00", "I live in Porto."),
        say("2026-07-05T10:00:00+00:00", "We moved to Braga in June."),
        top("2026-07-06T10:00:00+00:00", "where do I live", has="braga"),
        top("2026-07-06T10:00:00+00:00", "where did I live in April", has="porto",
            valid_at="2026-04-01T00:00:00+00:00"),
    ]),
    # -- flip-flops --------------------------------------------------------------------------------------------------
    scenario("d11-flip-editor", "flip-flop", "An editor changed and changed back within weeks", [
        say("2026-02-01T10:00:00+00:00", "I write code in Vim."),
        say("2026-02-09T10:00:00+00:00", "Gave Zed a go, using it as my editor now."),
        say("2026-02-20T10:00:00+00:00", "Back to Vim, Zed kept crashing."),
        contested("2026-03-01T10:00:00+00:00", "which editor do I use", ["vim", "zed"]),
    ]),
    # -- paraphrase across kinds -------------------------------------------------------------------------------------
    scenario("d11-para-drink", "paraphrase", "One preference said twice, then changed", [
        say("2026-01-05T10:00:00+00:00", "I prefer green tea in the afternoon."),
        say("2026-02-05T10:00:00+00:00", "Green tea is my afternoon drink of choice."),
        say("2026-06-05T10:00:00+00:00", "These days my afternoon drink is rooibos."),
        top("2026-06-06T10:00:00+00:00", "what do I drink in the afternoon", has="rooibos"),
    ]),
]
