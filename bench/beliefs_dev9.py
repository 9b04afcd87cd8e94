"""An eighth tuning split of belief scenarios (``--set dev9`` in bench/beliefs.py).

Written on 2026-11-27 (stop 30), after dev8's changes (this stop's commits up to the dev8 check fixes) and
before any change it was used to tune, and committed with its before figure. It weighs the classes the blind
held-out split's counts show weakest (as-of, corrections, decisions, flip-flops, life stories, other people,
paraphrases), each said the way people type to an assistant: long turns, asides, British and American
spellings, numbers in words. It is a tuning split: rules may be changed after reading its failures. The
held-out splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, say, scenario, served, top

DEV9 = [
    # -- as of -------------------------------------------------------------------------------------------------------
    scenario("d9-asof-phone", "as-of", "A phone swapped, asked what it was before", [
        say("2026-01-05T10:00:00+00:00", "I use an iPhone 13."),
        say("2026-06-20T10:00:00+00:00", "Finally upgraded, I'm on a Pixel 9 since last Friday."),
        top("2026-07-01T10:00:00+00:00", "what phone do I have", has="pixel"),
        top("2026-07-01T10:00:00+00:00", "what phone did I have in March", has="iphone",
            valid_at="2026-03-10T00:00:00+00:00"),
    ]),
    scenario("d9-asof-team-lead", "as-of", "A new team lead, asked who led before", [
        say("2026-01-05T10:00:00+00:00", "My team lead is Farah."),
        say("2026-04-05T10:00:00+00:00", "Farah moved on, Dmitri is my team lead now."),
        top("2026-05-01T10:00:00+00:00", "who is my team lead", has="dmitri"),
        top("2026-05-01T10:00:00+00:00", "who was my team lead in February", has="farah",
            valid_at="2026-02-10T00:00:00+00:00"),
    ]),
    # -- corrections ---------------------------------------------------------------------------------------------------
    scenario("d9-corr-flight", "correction", "A flight day corrected", [
        say("2026-05-01T10:00:00+00:00", "My flight to Athens is on Thursday."),
        say("2026-05-01T10:01:00+00:00", "correction: it's Friday, not Thursday"),
        top("2026-05-02T10:00:00+00:00", "when is my flight to Athens", has="friday", contested=False),
    ]),
    scenario("d9-corr-kids", "correction", "The number of children put right", [
        say("2026-05-01T10:00:00+00:00", "I have two kids."),
        say("2026-05-01T10:03:00+00:00", "Actually three kids, I always forget to count the baby!"),
        top("2026-05-02T10:00:00+00:00", "how many kids do I have", has="three", contested=False),
    ]),
    # -- decisions ---------------------------------------------------------------------------------------------------
    scenario("d9-dec-venue", "decision", "A venue booked, then changed", [
        say("2026-03-01T10:00:00+00:00", "We booked The Crown for the team dinner."),
        say("2026-03-04T10:00:00+00:00", "Team dinner is at Dishoom instead, The Crown cancelled on us."),
        top("2026-03-06T10:00:00+00:00", "where is the team dinner", has="dishoom"),
    ]),
    scenario("d9-dec-language", "decision", "A language chosen for a rewrite, then another", [
        say("2026-03-01T10:00:00+00:00", "Decision: the CLI rewrite will be in Go."),
        say("2026-03-08T10:00:00+00:00", "Update on the CLI rewrite: we're doing it in Rust after all."),
        top("2026-03-09T10:00:00+00:00", "what language is the CLI rewrite in", has="rust"),
    ]),
    # -- flip-flops --------------------------------------------------------------------------------------------------
    scenario("d9-ff-tea", "flip-flop", "Coffee, tea, coffee again within weeks", [
        say("2026-02-01T10:00:00+00:00", "I drink coffee every morning."),
        say("2026-02-06T10:00:00+00:00", "Switched to green tea in the mornings."),
        say("2026-02-18T10:00:00+00:00", "back on coffee, tea just doesn't wake me up"),
        contested("2026-02-20T10:00:00+00:00", "what do I drink in the morning", ["coffee", "tea"]),
    ]),
    # -- life stories ------------------------------------------------------------------------------------------------
    scenario("d9-life-baby", "life-story", "A baby born, a second child", [
        say("2026-01-05T10:00:00+00:00", "I have a son, Leo."),
        say("2026-06-05T10:00:00+00:00", "Our daughter Maya was born on Tuesday!"),
        served("2026-06-10T10:00:00+00:00", "what are my kids called", has=["leo", "maya"]),
    ]),
    scenario("d9-life-retired", "life-story", "A job, then retirement", [
        say("2026-01-05T10:00:00+00:00", "I'm a headteacher at Fairfield School."),
        say("2026-08-05T10:00:00+00:00", "Retired at the end of July after 30 years, still getting used to it."),
        top("2026-08-10T10:00:00+00:00", "am I still working", has="retired"),
    ]),
    scenario("d9-life-move-two", "life-story", "Moved city and changed gym in one turn", [
        say("2026-01-05T10:00:00+00:00", "I live in Leeds and I train at Village Gym."),
        say("2026-07-05T10:00:00+00:00", "Moved to York in June, I go to Pure Gym there now."),
        top("2026-07-06T10:00:00+00:00", "where do I live", has="york"),
        top("2026-07-06T10:00:00+00:00", "which gym do I go to", has="pure gym"),
    ]),
    # -- other people -------------------------------------------------------------------------------------------------
    scenario("d9-other-mother", "other-people", "A mother's city and the user's, kept apart", [
        say("2026-03-01T10:00:00+00:00", "I'm in Glasgow, my mum is still in Inverness."),
        top("2026-03-02T10:00:00+00:00", "where does my mum live", has="inverness"),
        top("2026-03-02T10:00:00+00:00", "where do I live", has="glasgow", lacks="inverness"),
    ]),
    scenario("d9-other-colleague-diet", "other-people", "A colleague's diet is not the user's", [
        say("2026-03-01T10:00:00+00:00", "I eat everything."),
        say("2026-03-02T10:00:00+00:00", "Priya from design is vegan, so book somewhere with options for her."),
        facts("2026-03-03T10:00:00+00:00", "what is my diet", lacks="vegan"),
        served("2026-03-03T10:00:00+00:00", "what does Priya eat", has="vegan"),
    ]),
    scenario("d9-other-pronoun-job", "other-people", "A husband's new job told with a pronoun", [
        say("2026-03-01T10:00:00+00:00", "My husband Ravi is a nurse at St Thomas'."),
        say("2026-09-01T10:00:00+00:00", "He just started at King's College Hospital."),
        top("2026-09-02T10:00:00+00:00", "where does Ravi work", has="king"),
    ]),
    # -- paraphrases -------------------------------------------------------------------------------------------------
    scenario("d9-para-units", "paraphrase", "Metric asked for twice, one belief", [
        say("2026-01-05T10:00:00+00:00", "Please use metric units."),
        say("2026-02-05T10:00:00+00:00", "Kilometres and kilos for me, not miles and pounds."),
        top("2026-02-06T10:00:00+00:00", "which units do I prefer", has="metric"),
    ]),
    scenario("d9-para-bedtime", "update-paraphrase", "A bedtime changed in other words", [
        say("2026-01-05T10:00:00+00:00", "I go to bed around 11pm."),
        say("2026-05-05T10:00:00+00:00", "These days I'm asleep by 10, early shifts."),
        top("2026-05-06T10:00:00+00:00", "what time do I go to bed", has="10"),
    ]),
    scenario("d9-para-editor", "paraphrase", "An editor said two ways, one belief", [
        say("2026-01-05T10:00:00+00:00", "My editor is Helix."),
        say("2026-02-05T10:00:00+00:00", "I write all my code in Helix."),
        top("2026-02-06T10:00:00+00:00", "which editor do I use", has="helix"),
        facts("2026-02-06T10:00:00+00:00", "editor", has="helix"),
    ]),
]
