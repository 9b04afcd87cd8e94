"""An eleventh tuning split of belief scenarios (``--set dev12`` in bench/beliefs.py).

Written on 2026-11-27 (stop 31), on 233ffd8 after this stop's dev11 changes and before any change it was used
to tune, and committed with its before figure. dev11's gains did not move the held-out splits' counts (their
scenarios and failures stay unread), so this split says the same weakest categories (corrections, decisions,
as-of, other people, paraphrases, updates said in other words, life stories, multi-valued, flip-flops) the way
a second turn often does: without restating what it corrects ("Sorry, I meant the 5th"), with a verb that names
the change and not the attribute ("traded the Golf for a Tesla", "just started at Globex"), across tenses
("before moving to Berlin I lived in Munich") and in long turns. It is a tuning split: rules may be changed
after reading its failures. The held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, say, scenario, served, top

DEV12 = [
    # -- corrections that do not restate the attribute ----------------------------------------------------------
    scenario("d12-corr-bare-date", "correction", "A date put right with the date alone", [
        say("2026-04-01T10:00:00+00:00", "My sister's birthday is on March 3."),
        say("2026-04-01T10:02:00+00:00", "Sorry, I meant March 5."),
        top("2026-04-02T10:00:00+00:00", "when is my sister's birthday", has="5", contested=False),
    ]),
    scenario("d12-corr-bare-name", "correction", "A name put right with the name alone", [
        say("2026-04-01T10:00:00+00:00", "My manager is called Priya."),
        say("2026-04-01T10:01:00+00:00", "oops, Pryia*  no wait, it's Priyanka"),
        top("2026-04-02T10:00:00+00:00", "who is my manager", has="priyanka", contested=False),
    ]),
    scenario("d12-corr-meant", "correction", "'I meant X' after a value of a known kind", [
        say("2026-04-01T10:00:00+00:00", "I use Firefox for everything."),
        say("2026-04-01T10:03:00+00:00", "I meant Brave, not Firefox, I always mix them up."),
        top("2026-04-02T10:00:00+00:00", "which browser do I use", has="brave", contested=False),
    ]),
    # -- decisions -----------------------------------------------------------------------------------------------
    scenario("d12-dec-lets", "decision", "A plan made with 'let's', then dropped for another", [
        say("2026-03-01T10:00:00+00:00", "Let's use Stripe for payments."),
        say("2026-03-20T10:00:00+00:00", "We're not doing Stripe after all, Adyen gave us a better rate."),
        top("2026-03-21T10:00:00+00:00", "what do we use for payments", has="adyen"),
    ]),
    scenario("d12-dec-stick", "decision", "A change reversed: sticking with the old one", [
        say("2026-03-01T10:00:00+00:00", "We'll migrate the docs to Confluence next month."),
        say("2026-03-15T10:00:00+00:00", "Actually let's stick with Notion for the docs."),
        top("2026-03-16T10:00:00+00:00", "where do our docs live", has="notion"),
    ]),
    # -- as of ---------------------------------------------------------------------------------------------------
    scenario("d12-asof-before-moving", "as-of", "Where one lived before a move, said in the past", [
        say("2026-06-01T10:00:00+00:00", "Before moving to Berlin in 2024 I lived in Munich."),
        top("2026-06-02T10:00:00+00:00", "where do I live", has="berlin"),
        top("2026-06-02T10:00:00+00:00", "where did I live in 2022", has="munich",
            valid_at="2022-06-01T00:00:00+00:00"),
    ]),
    scenario("d12-asof-until-last-year", "as-of", "A job until last year, then another", [
        say("2026-06-01T10:00:00+00:00", "Until last year I worked at Siemens."),
        say("2026-06-01T10:01:00+00:00", "Now I'm at Bosch."),
        top("2026-06-02T10:00:00+00:00", "where do I work", has="bosch"),
        top("2026-06-02T10:00:00+00:00", "where did I work in 2024", has="siemens",
            valid_at="2024-06-01T00:00:00+00:00"),
    ]),
    # -- other people --------------------------------------------------------------------------------------------
    scenario("d12-other-boss-pref", "other-people", "A boss's preference is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I prefer Slack for quick questions."),
        say("2026-01-06T10:00:00+00:00", "My boss Kim prefers email for everything."),
        top("2026-01-07T10:00:00+00:00", "how do I prefer to be contacted", has="slack"),
        about("2026-01-07T10:00:00+00:00", "email", "kim"),
    ]),
    scenario("d12-other-allergy-not-me", "other-people", "Someone else's allergy beside the user's none", [
        say("2026-01-05T10:00:00+00:00", "Tom is allergic to cats, I'm not."),
        facts("2026-01-06T10:00:00+00:00", "what am I allergic to", lacks="cat", unless=("tom", "not")),
        about("2026-01-06T10:00:00+00:00", "cats", "tom"),
    ]),
    # -- paraphrases ---------------------------------------------------------------------------------------------
    scenario("d12-para-home", "paraphrase", "One home said three ways", [
        say("2026-01-05T10:00:00+00:00", "I'm based in Lyon."),
        say("2026-02-05T10:00:00+00:00", "Lyon is where I live."),
        say("2026-03-05T10:00:00+00:00", "Home is Lyon."),
        top("2026-03-06T10:00:00+00:00", "where do I live", has="lyon", contested=False),
    ]),
    # -- updates in other words ----------------------------------------------------------------------------------
    scenario("d12-upd-traded", "update-paraphrase", "A car traded for another", [
        say("2026-01-05T10:00:00+00:00", "I drive a VW Golf."),
        say("2026-06-05T10:00:00+00:00", "Traded the Golf in for a Tesla Model 3 last week."),
        top("2026-06-06T10:00:00+00:00", "what car do I drive", has="tesla"),
    ]),
    scenario("d12-upd-started", "update-paraphrase", "A new employer said as a start", [
        say("2026-01-05T10:00:00+00:00", "I work at Acme Corp."),
        say("2026-06-05T10:00:00+00:00", "Just started at Globex, first week has been wild."),
        top("2026-06-06T10:00:00+00:00", "where do I work", has="globex"),
    ]),
    scenario("d12-upd-phone", "update-paraphrase", "A phone replaced in other words", [
        say("2026-01-05T10:00:00+00:00", "My phone is a Pixel 7."),
        say("2026-06-05T10:00:00+00:00", "Finally upgraded to an iPhone 16, the Pixel's battery was dying."),
        top("2026-06-06T10:00:00+00:00", "what phone do I have", has="iphone"),
    ]),
    # -- a life story in one long turn ---------------------------------------------------------------------------
    scenario("d12-life-long-turn", "life-story", "A long introduction, then one thing changes", [
        say("2026-01-05T10:00:00+00:00", "Hi! I'm Marta, 34, originally from Seville but I've lived in Dublin for "
            "six years. I work as a UX researcher at Intercom, I'm vegetarian, and I have a greyhound called Luna."),
        say("2026-07-05T10:00:00+00:00", "Big news: I left Intercom, I'm a UX lead at Stripe now."),
        top("2026-07-06T10:00:00+00:00", "where do I work", has="stripe"),
        top("2026-07-06T10:00:00+00:00", "where do I live", has="dublin"),
        served("2026-07-06T10:00:00+00:00", "what pets do I have", has="luna"),
    ]),
    # -- multi-valued --------------------------------------------------------------------------------------------
    scenario("d12-mv-pets-more", "multi-valued", "Two cats, then a puppy too", [
        say("2026-01-05T10:00:00+00:00", "I have two cats, Salt and Pepper."),
        say("2026-03-05T10:00:00+00:00", "We got a puppy last weekend, a beagle called Biscuit!"),
        facts("2026-03-06T10:00:00+00:00", "what pets do I have", has="biscuit"),
        facts("2026-03-06T10:00:00+00:00", "what pets do I have", has="salt"),
    ]),
    scenario("d12-mv-languages-fluent", "multi-valued", "Another language said as fluency", [
        say("2026-01-05T10:00:00+00:00", "I speak French."),
        say("2026-02-05T10:00:00+00:00", "I'm also fluent in German since my Erasmus year."),
        facts("2026-02-06T10:00:00+00:00", "what languages do I speak", has="french"),
        facts("2026-02-06T10:00:00+00:00", "what languages do I speak", has="german"),
    ]),
    # -- flip-flops ----------------------------------------------------------------------------------------------
    scenario("d12-flip-gym", "flip-flop", "A gym changed and changed back within weeks", [
        say("2026-02-01T10:00:00+00:00", "I train at PureGym."),
        say("2026-02-10T10:00:00+00:00", "Switched gyms, I'm at The Gym Group now."),
        say("2026-02-22T10:00:00+00:00", "Went back to PureGym, the other one was always packed."),
        contested("2026-03-01T10:00:00+00:00", "which gym do I go to", ["puregym", "gym group"]),
    ]),
]
