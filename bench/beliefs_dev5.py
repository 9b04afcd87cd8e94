"""A fifth tuning split of belief scenarios (``--set dev5`` in bench/beliefs.py).

Written on 2026-11-26 (stop 29) before any change of this stop was run on it, and committed with its before
figure. Each of the held-out splits' classes (as-of, updates said in other words, lists, decisions taken back,
flip-flops, corrections, slow changes, distinct named things, other people, framing, life stories), told in chat
registers (lower case, typos, emoji, run-on turns, several facts in one turn) and domains the other splits do not
use. It is a tuning split: rules may be changed after reading its failures. The held-out splits (blind-heldout,
heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, distinct, facts, say, scenario, served, top

DEV5 = [
    # -- as of ------------------------------------------------------------------------------------------------------
    scenario("d5-asof-dentist", "as-of", "A dentist change, then asked about the spring", [
        say("2026-01-08T10:00:00+00:00", "my dentist is dr okafor"),
        say("2026-06-02T10:00:00+00:00", "switched dentists in april, seeing Dr Lindqvist now"),
        top("2026-07-01T10:00:00+00:00", "who is my dentist", has="lindqvist"),
        top("2026-07-01T10:00:00+00:00", "who was my dentist in february", has="okafor",
            valid_at="2026-02-15T00:00:00+00:00"),
    ]),
    scenario("d5-asof-team", "as-of", "A team change inside one company", [
        say("2026-01-15T10:00:00+00:00", "I'm on the payments team at Stripe."),
        say("2026-05-04T10:00:00+00:00", "Moved over to the fraud team this week."),
        top("2026-06-01T10:00:00+00:00", "which team am I on", has="fraud"),
        top("2026-06-01T10:00:00+00:00", "which team was I on in march", has="payments",
            valid_at="2026-03-10T00:00:00+00:00"),
    ]),
    # -- updates said in other words ----------------------------------------------------------------------------
    scenario("d5-upd-phone-carrier", "update-paraphrase", "Mobile carrier changed, said as porting the number", [
        say("2026-02-10T10:00:00+00:00", "I'm with Vodafone for my mobile."),
        say("2026-08-10T10:00:00+00:00", "ported my number to Three last week, way cheaper"),
        top("2026-08-15T10:00:00+00:00", "which mobile carrier am I with", has="three"),
    ]),
    scenario("d5-upd-editor", "update-paraphrase", "Editor changed, said as giving one up", [
        say("2026-01-10T10:00:00+00:00", "I write all my code in Sublime Text."),
        say("2026-04-10T10:00:00+00:00", "Finally ditched Sublime, Zed is my editor now."),
        top("2026-04-12T10:00:00+00:00", "which editor do I use", has="zed"),
        facts("2026-04-12T10:00:00+00:00", "which editor do I use", lacks="sublime", unless=("ditched", "zed")),
    ]),
    scenario("d5-upd-coffee", "update-paraphrase", "Coffee order changed", [
        say("2026-03-01T10:00:00+00:00", "I take my coffee with oat milk."),
        say("2026-06-01T10:00:00+00:00", "these days I drink it black, no milk at all"),
        top("2026-06-05T10:00:00+00:00", "how do I take my coffee", has="black"),
    ]),
    # -- lists ---------------------------------------------------------------------------------------------------------
    scenario("d5-mv-sports", "multi-valued", "Sports added in one run-on turn, one dropped later", [
        say("2026-01-05T10:00:00+00:00", "I play tennis."),
        say("2026-03-05T10:00:00+00:00", "started padel too lol, my knees hate me"),
        say("2026-08-05T10:00:00+00:00", "quit tennis, padel only now"),
        served("2026-08-10T10:00:00+00:00", "which sports do I play", has="padel"),
        facts("2026-08-10T10:00:00+00:00", "which sports do I play", lacks="tennis",
              unless=("quit", "not", "no longer", "only")),
    ]),
    scenario("d5-mv-meds", "multi-valued", "Two medications, one stopped", [
        say("2026-02-01T10:00:00+00:00", "I take metformin every morning."),
        say("2026-02-15T10:00:00+00:00", "My doctor added lisinopril as well."),
        say("2026-09-01T10:00:00+00:00", "I'm off the lisinopril now, blood pressure is fine."),
        served("2026-09-05T10:00:00+00:00", "what medication do I take", has="metformin"),
        facts("2026-09-05T10:00:00+00:00", "what medication do I take", lacks="lisinopril",
              unless=("off", "not", "no longer", "stopped")),
    ]),
    scenario("d5-mv-kids", "multi-valued", "A second child is born", [
        say("2026-01-05T10:00:00+00:00", "I have a daughter, Mila."),
        say("2026-07-05T10:00:00+00:00", "Our son Theo was born on Tuesday! 👶"),
        served("2026-07-10T10:00:00+00:00", "what are my children called", has="mila", k=5),
        served("2026-07-10T10:00:00+00:00", "what are my children called", has="theo", k=5),
    ]),
    # -- decisions taken back -----------------------------------------------------------------------------------------
    scenario("d5-dec-db", "decision", "Database chosen, then reversed with 'scratch that'", [
        say("2026-04-01T10:00:00+00:00", "We're going with MongoDB for the new service."),
        say("2026-04-03T10:00:00+00:00", "scratch that, postgres it is for the new service"),
        top("2026-04-05T10:00:00+00:00", "which database for the new service", has="postgres"),
    ]),
    scenario("d5-dec-hire", "decision", "A hiring decision changed", [
        say("2026-05-01T10:00:00+00:00", "We decided to hire a contractor for the redesign."),
        say("2026-05-20T10:00:00+00:00", "No contractor after all - we'll do the redesign in-house."),
        top("2026-05-22T10:00:00+00:00", "who does the redesign", has="in-house"),
    ]),
    # -- flip-flops -------------------------------------------------------------------------------------------------------
    scenario("d5-ff-reply-style", "flip-flop", "Bullet points, prose, bullet points within weeks", [
        say("2026-02-01T10:00:00+00:00", "Answer me in bullet points please."),
        say("2026-02-09T10:00:00+00:00", "Actually write in full paragraphs, bullets feel robotic."),
        say("2026-02-20T10:00:00+00:00", "ugh go back to bullet points"),
        contested("2026-02-25T10:00:00+00:00", "how should you format answers", ["bullet", "paragraph"]),
    ]),
    # -- corrections --------------------------------------------------------------------------------------------------
    scenario("d5-corr-birthday", "correction", "A birthday corrected right after", [
        say("2026-03-01T10:00:00+00:00", "My birthday is on the 12th of May."),
        say("2026-03-01T10:01:00+00:00", "wait no, 21st of May, I always mix those up"),
        top("2026-03-02T10:00:00+00:00", "when is my birthday", has="21", contested=False),
    ]),
    scenario("d5-corr-sister-city", "correction", "A sister's city corrected", [
        say("2026-06-01T10:00:00+00:00", "My sister lives in Porto."),
        say("2026-06-01T10:02:00+00:00", "sorry, I meant Braga, she moved from Porto years ago"),
        top("2026-06-02T10:00:00+00:00", "where does my sister live", has="braga", contested=False),
        about("2026-06-02T10:00:00+00:00", "braga", "sister"),
    ]),
    # -- slow changes ----------------------------------------------------------------------------------------------------
    scenario("d5-slow-weight-goal", "slow-change", "A running goal raised twice over a year", [
        say("2026-01-10T10:00:00+00:00", "My goal is to run a 10k this year."),
        say("2026-06-10T10:00:00+00:00", "New goal: a half marathon in the autumn."),
        say("2026-12-10T10:00:00+00:00", "Next year's goal is a full marathon."),
        top("2026-12-12T10:00:00+00:00", "what is my running goal", has="full marathon", contested=False),
    ]),
    # -- distinct named things -------------------------------------------------------------------------------------
    scenario("d5-dist-two-cars", "distinct", "The user's car and the partner's car", [
        say("2026-02-01T10:00:00+00:00", "I drive a Honda Civic."),
        say("2026-02-03T10:00:00+00:00", "My husband drives a Tesla Model 3."),
        distinct("2026-02-05T10:00:00+00:00", "civic", "tesla", "what car do I drive",
                 "what car does my husband drive"),
    ]),
    scenario("d5-dist-two-repos", "distinct", "Two repositories' test commands", [
        say("2026-03-01T10:00:00+00:00", "For the billing repo the tests run with make check."),
        say("2026-03-02T10:00:00+00:00", "For the search repo the tests run with npm test."),
        distinct("2026-03-05T10:00:00+00:00", "make check", "npm test", "how do I run the billing repo tests",
                 "how do I run the search repo tests"),
    ]),
    # -- other people -------------------------------------------------------------------------------------------------
    scenario("d5-op-colleague-job", "other-people", "A colleague's new job, not the user's", [
        say("2026-01-10T10:00:00+00:00", "I work at Shopify."),
        say("2026-04-10T10:00:00+00:00", "my coworker Dana just left for Figma"),
        top("2026-04-12T10:00:00+00:00", "where do I work", has="shopify"),
        about("2026-04-12T10:00:00+00:00", "figma", "dana"),
    ]),
    scenario("d5-op-mum-diet", "other-people", "A mother's diet, not the user's", [
        say("2026-02-01T10:00:00+00:00", "My mum is diabetic so she avoids sugar."),
        about("2026-02-02T10:00:00+00:00", "diabetic", "mother"),
    ]),
    scenario("d5-op-friend-city", "other-people", "A friend named with the user in one turn", [
        say("2026-03-01T10:00:00+00:00", "I live in Bristol and my best friend Omar lives in Cardiff."),
        top("2026-03-02T10:00:00+00:00", "where do I live", has="bristol"),
        about("2026-03-02T10:00:00+00:00", "cardiff", "omar"),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------------
    scenario("d5-frame-if-i-were", "framing", "A hypothetical job is not a fact", [
        say("2026-05-01T10:00:00+00:00", "I'm a teacher."),
        say("2026-05-02T10:00:00+00:00", "If I were a pilot, what would my schedule look like?"),
        top("2026-05-03T10:00:00+00:00", "what is my job", has="teacher"),
        facts("2026-05-03T10:00:00+00:00", "what is my job", lacks="pilot"),
    ]),
    scenario("d5-frame-sarcasm", "framing", "Sarcasm about a commute is not a preference", [
        say("2026-05-01T10:00:00+00:00", "yeah because I absolutely adore two-hour commutes 🙄"),
        facts("2026-05-02T10:00:00+00:00", "what do I like", lacks="commute"),
    ]),
    scenario("d5-frame-sincere-actually", "framing", "A sincere 'actually' still stores", [
        say("2026-05-01T10:00:00+00:00", "I actually speak fluent Japanese, lived in Osaka for six years."),
        served("2026-05-02T10:00:00+00:00", "which languages do I speak", has="japanese"),
    ]),
    # -- life stories ----------------------------------------------------------------------------------------------------
    scenario("d5-life-job-loss", "life-story", "Laid off, then a new job", [
        say("2026-01-10T10:00:00+00:00", "I work as a recruiter at Meta."),
        say("2026-03-10T10:00:00+00:00", "got laid off today. rough."),
        say("2026-06-10T10:00:00+00:00", "Good news - I start at Airbnb on Monday!"),
        top("2026-06-20T10:00:00+00:00", "where do I work", has="airbnb"),
    ]),
    scenario("d5-life-moved-back", "life-story", "Moved abroad and came back", [
        say("2026-01-10T10:00:00+00:00", "I live in Toronto."),
        say("2026-03-10T10:00:00+00:00", "We moved to Vancouver for my wife's job."),
        say("2027-02-10T10:00:00+00:00", "back in Toronto since January, Vancouver didn't work out"),
        top("2027-02-15T10:00:00+00:00", "where do I live", has="toronto", contested=False),
    ]),
    scenario("d5-life-car-sold", "life-story", "A car sold and not replaced", [
        say("2026-01-10T10:00:00+00:00", "I drive a Golf."),
        say("2026-07-10T10:00:00+00:00", "sold the golf, I just take the tram now"),
        facts("2026-07-15T10:00:00+00:00", "what car do I drive", lacks="golf", unless=("sold",)),
    ]),
]
