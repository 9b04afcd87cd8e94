"""A twelfth tuning split of belief scenarios (``--set dev13`` in bench/beliefs.py).

Written on 2026-11-27 (stop 31), on a022ed1 and before any change it was used to tune, and committed with its
before figure. Every dev split passes on a022ed1 but the held-out counts have not moved for two stops, so the
rules fit the dev splits' own wordings. This split takes the shape of each blind-dev scenario in the weakest
categories (the blind set's dev half, which may be read) and says it again about other things, in the blind
set's register: a casual second turn that names the change but not the attribute, an emoji, a promotion
announced, a correction in a few words, a late-told move. It never looks at the held-out half. It is a tuning
split: rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, count, facts, say, scenario, served, top, unsettled

DEV13 = [
    # -- update-paraphrase: the second turn names the change in other words -------------------------------------
    scenario("d13-up-bank", "update-paraphrase", "A bank changed, said as a move of the salary", [
        say("2026-01-15T10:00:00+00:00", "My current account is with HSBC."),
        say("2026-04-02T10:00:00+00:00", "Got my salary paid into Monzo now, HSBC fees were silly."),
        top("2026-04-03T10:00:00+00:00", "which bank do I use", has="monzo"),
        served("2026-04-03T10:00:00+00:00", "which bank do I use", lacks="hsbc", unless="monzo"),
    ]),
    scenario("d13-up-country", "update-paraphrase", "A country changed, said as the new home", [
        say("2026-02-01T10:00:00+00:00", "I live in Spain."),
        say("2026-06-01T10:00:00+00:00", "Portugal is home now, the move went smoothly 🇵🇹"),
        top("2026-06-02T10:00:00+00:00", "which country do I live in", has="portugal"),
        served("2026-06-02T10:00:00+00:00", "which country do I live in", lacks="spain", unless="portugal"),
    ]),
    scenario("d13-up-commute", "update-paraphrase", "A commute changed, said as a new habit", [
        say("2026-02-10T10:00:00+00:00", "I take the bus to work."),
        say("2026-05-10T10:00:00+00:00", "Walking to the office these days, it's only 25 minutes."),
        top("2026-05-11T10:00:00+00:00", "how do I get to work", has="walk"),
        served("2026-05-11T10:00:00+00:00", "how do I get to work", lacks="bus"),
    ]),
    scenario("d13-up-title", "update-paraphrase", "A title changed, said as a promotion", [
        say("2025-09-01T10:00:00+00:00", "I'm a staff nurse."),
        say("2026-03-01T10:00:00+00:00", "Big day, I'm officially a ward sister now!"),
        top("2026-03-02T10:00:00+00:00", "what is my job title", has="ward sister"),
        served("2026-03-02T10:00:00+00:00", "what is my job title", lacks="staff nurse"),
    ]),
    scenario("d13-up-meetings", "update-paraphrase", "A meeting time changed, said as a request", [
        say("2026-01-12T10:00:00+00:00", "Afternoons are best for my meetings."),
        say("2026-03-12T10:00:00+00:00", "From now on please put my meetings before noon, afternoons are for the kids."),
        top("2026-03-13T10:00:00+00:00", "when should my meetings be booked", has=("before noon", "morning")),
        served("2026-03-13T10:00:00+00:00", "when should my meetings be booked", lacks="afternoons are best"),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d13-dec-scrap", "decision", "A choice scrapped for another in a few words", [
        say("2026-03-03T10:00:00+00:00", "Let's use Vercel for the marketing site."),
        say("2026-03-04T10:00:00+00:00", "scrap that, we're going with Netlify"),
        top("2026-03-05T10:00:00+00:00", "where is the marketing site hosted", has="netlify"),
        served("2026-03-05T10:00:00+00:00", "where is the marketing site hosted", lacks="vercel", unless="netlify"),
    ]),
    scenario("d13-dec-day", "decision", "A weekly day changed by a new rule", [
        say("2026-02-05T10:00:00+00:00", "We'll do code freezes on Fridays."),
        say("2026-04-06T10:00:00+00:00", "New rule: code freeze is on Wednesdays, not Fridays."),
        top("2026-04-07T10:00:00+00:00", "which day is the code freeze", has="wednesday"),
        served("2026-04-07T10:00:00+00:00", "which day is the code freeze", lacks="friday", unless="wednesday"),
    ]),
    scenario("d13-dec-venue", "decision", "A venue decided, then a final decision", [
        say("2026-02-01T10:00:00+00:00", "We've picked the Grand Hotel for the wedding reception."),
        say("2026-03-15T10:00:00+00:00", "Final decision: the reception is at Fernhill Barn, not the Grand Hotel."),
        top("2026-03-16T10:00:00+00:00", "where is the wedding reception", has="fernhill"),
        served("2026-03-16T10:00:00+00:00", "where is the wedding reception", lacks="grand hotel",
               unless="fernhill"),
    ]),
    scenario("d13-dec-tool", "decision", "A tool decision changed casually", [
        say("2026-01-19T10:00:00+00:00", "We'll track bugs in Jira."),
        say("2026-06-02T10:00:00+00:00", "nah, moving bug tracking to Linear, Jira is too slow"),
        top("2026-06-03T10:00:00+00:00", "what do we use for bug tracking", has="linear"),
        served("2026-06-03T10:00:00+00:00", "what do we use for bug tracking", lacks="jira", unless="linear"),
    ]),
    # -- paraphrases: one belief said twice -----------------------------------------------------------------------
    scenario("d13-para-editor", "paraphrase", "An editor preference said twice", [
        say("2026-01-05T10:00:00+00:00", "I prefer VS Code for Python work."),
        say("2026-01-19T10:00:00+00:00", "VS Code is my go-to editor for Python."),
        count("2026-01-20T10:00:00+00:00", "VS Code", 1),
    ]),
    scenario("d13-para-diet", "paraphrase", "A diet said twice in other words", [
        say("2026-03-01T10:00:00+00:00", "I'm vegetarian, no meat for me."),
        say("2026-03-08T10:00:00+00:00", "I don't eat meat, I've been vegetarian for years."),
        count("2026-03-09T10:00:00+00:00", "vegetarian", 1),
    ]),
    scenario("d13-para-aisle", "paraphrase", "A seat preference said as a habit and as a request", [
        say("2026-04-01T10:00:00+00:00", "I always book an aisle seat on trains."),
        say("2026-04-22T10:00:00+00:00", "Aisle seats on trains please, I get up a lot."),
        count("2026-04-23T10:00:00+00:00", "aisle", 1),
    ]),
    # -- corrections -------------------------------------------------------------------------------------------------
    scenario("d13-corr-name", "correction", "A son's name put right", [
        say("2026-02-02T10:00:00+00:00", "My son's name is Aidan."),
        say("2026-02-02T10:02:00+00:00", "Sorry, typo, it's Aiden, not Aidan."),
        top("2026-02-03T10:00:00+00:00", "what is my son's name", has="aiden"),
        served("2026-02-03T10:00:00+00:00", "what is my son's name", lacks="aidan", unless="aiden"),
    ]),
    scenario("d13-corr-phone", "correction", "A phone number put right", [
        say("2026-04-01T10:00:00+00:00", "My phone number is 07700 900123"),
        say("2026-04-01T10:01:00+00:00", "oops, wrong one, it's 07700 900456"),
        top("2026-04-02T10:00:00+00:00", "what is my phone number", has="900456"),
        served("2026-04-02T10:00:00+00:00", "what is my phone number", lacks="900123", unless="900456"),
    ]),
    scenario("d13-corr-allergy", "correction", "An allergy put right", [
        say("2026-02-14T10:00:00+00:00", "I'm allergic to walnuts."),
        say("2026-02-20T10:00:00+00:00", "Correction: it's pecans I react to, not walnuts."),
        top("2026-02-21T10:00:00+00:00", "which nuts am I allergic to", has="pecan"),
        served("2026-02-21T10:00:00+00:00", "which nuts am I allergic to", lacks="walnut", unless="pecan"),
    ]),
    # -- flip-flops --------------------------------------------------------------------------------------------------
    scenario("d13-ff-run", "flip-flop", "Running times back and forth", [
        say("2026-01-05T10:00:00+00:00", "I go running in the evenings."),
        say("2026-01-26T10:00:00+00:00", "Switched to morning runs, evenings are too dark."),
        say("2026-02-16T10:00:00+00:00", "Back to evening runs, mornings are freezing."),
        contested("2026-02-20T10:00:00+00:00", "when do I go running", ["evening", "morning"]),
        unsettled("2026-02-20T10:00:00+00:00", "when do I go running", "evening"),
    ]),
    scenario("d13-ff-channel", "flip-flop", "A contact channel back and forth", [
        say("2026-02-09T10:00:00+00:00", "Text me, don't call me."),
        say("2026-03-02T10:00:00+00:00", "Calls are better than texts for me now."),
        say("2026-03-23T10:00:00+00:00", "ugh, texts please, calls are too disruptive"),
        contested("2026-03-24T10:00:00+00:00", "how should I be contacted", ["text", "call"]),
    ]),
    # -- as of -------------------------------------------------------------------------------------------------------
    scenario("d13-asof-told-late", "as-of", "A move told months late", [
        say("2026-01-10T10:00:00+00:00", "I live in Ghent."),
        say("2026-12-05T10:00:00+00:00", "Forgot to mention, I moved to Antwerp back in August."),
        top("2026-12-06T10:00:00+00:00", "where do I live", has="antwerp"),
        top("2026-12-06T10:00:00+00:00", "where did I live in June", has="ghent",
            valid_at="2026-06-01T00:00:00+00:00"),
        top("2026-12-06T10:00:00+00:00", "where did I live in September", has="antwerp",
            valid_at="2026-09-15T00:00:00+00:00"),
    ]),
    scenario("d13-asof-history", "as-of", "A job history in one sentence", [
        say("2026-05-04T10:00:00+00:00", "I was at Deloitte until last November, then joined KPMG in February."),
        top("2026-05-05T10:00:00+00:00", "where do I work", has="kpmg"),
        top("2026-05-05T10:00:00+00:00", "where did I work in September 2025", has="deloitte",
            valid_at="2025-09-01T00:00:00+00:00"),
    ]),
    scenario("d13-asof-deadline", "as-of", "A due date moved", [
        say("2025-12-01T10:00:00+00:00", "The tax return is due 31 January."),
        say("2026-01-10T10:00:00+00:00", "The tax return deadline moved to 28 February."),
        top("2026-01-11T10:00:00+00:00", "when is the tax return due", has="28 february"),
    ]),
    # -- other people ------------------------------------------------------------------------------------------------
    scenario("d13-op-husband-job", "other-people", "A husband's job is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I'm an architect at Foster and Partners."),
        say("2026-01-09T10:00:00+00:00", "My husband is a paramedic with the ambulance service."),
        top("2026-01-10T10:00:00+00:00", "what is my job", has="architect", lacks="paramedic"),
        about("2026-01-10T10:00:00+00:00", "paramedic", "husband"),
    ]),
    scenario("d13-op-friend-city", "other-people", "A friend's move is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I live in Glasgow."),
        say("2026-02-05T10:00:00+00:00", "My best friend Callum just moved to Aberdeen."),
        top("2026-02-06T10:00:00+00:00", "where do I live", has="glasgow"),
        about("2026-02-06T10:00:00+00:00", "Aberdeen", "callum"),
    ]),
    # -- life stories ------------------------------------------------------------------------------------------------
    scenario("d13-ls-bank-switch", "life-story", "A bank switched with a reason", [
        say("2026-02-03T10:00:00+00:00", "I bank with Lloyds."),
        say("2026-05-03T10:00:00+00:00", "Switched banks to Starling, the app is so much better."),
        top("2026-05-05T10:00:00+00:00", "which bank am I with", has="starling", contested=False),
    ]),
    scenario("d13-ls-todo-app", "life-story", "A to-do app migration", [
        say("2026-02-03T10:00:00+00:00", "My to-do app is Todoist."),
        say("2026-04-03T10:00:00+00:00", "I've moved all my tasks over to Things 3, Todoist got cluttered."),
        top("2026-04-05T10:00:00+00:00", "which to-do app do I use", has="things", contested=False),
    ]),
    scenario("d13-ls-new-cat", "life-story", "A new cat after a loss", [
        say("2026-01-03T10:00:00+00:00", "I have a cat called Tigger."),
        say("2026-05-03T10:00:00+00:00", "Tigger passed away in April, we were heartbroken."),
        say("2026-08-03T10:00:00+00:00", "We adopted a kitten called Mango last week!"),
        facts("2026-08-05T10:00:00+00:00", "what pets do I have", has="mango"),
        facts("2026-08-05T10:00:00+00:00", "what pets do I have", lacks="tigger", unless=("passed", "died")),
    ]),
]
