"""A third tuning split of belief scenarios (``--set dev3`` in bench/beliefs.py).

Written on 2026-11-26 (stop 27) before this stop's later reader and belief changes were run on it, and
committed with its before figure: the blind held-out split's weakest classes (corrections, flip-flops,
multi-valued, decisions, updates in other words, other people) told in new words, registers and
domains, because the blind dev split is nearly all passing and no longer says whether a rule
generalises. It is a tuning split: rules may be changed after reading its failures. The held-out
splits (blind-heldout, heldout, fresh) stay unread.
"""

from __future__ import annotations

from beliefs_scenarios import about, contested, facts, say, scenario, served, top, unsettled

NOT = ("not ", "n't", "no longer", "anymore", "any more", "gave up", "dropped", "instead", "returned", "sold")

DEV3 = [
    # -- corrections: the corrected value replaces the wrong one, never contested ------------------------------
    scenario("d3-corr-postcode", "correction", "A postcode typo fixed in the next turn", [
        say("2026-03-02T10:00:00+00:00", "My postcode is SW1A 1AA."),
        say("2026-03-02T10:01:00+00:00", "sorry typo, it's SW1A 2AA"),
        top("2026-03-03T10:00:00+00:00", "what is my postcode", has="2aa", contested=False),
    ]),
    scenario("d3-corr-meeting-day", "correction", "The review is on Friday, not Thursday", [
        say("2026-04-06T09:00:00+00:00", "The design review is on Thursday."),
        say("2026-04-06T09:04:00+00:00", "Actually no, it's Friday. Thursday was last sprint."),
        top("2026-04-07T09:00:00+00:00", "when is the design review", has="friday", contested=False),
    ]),
    scenario("d3-corr-son-age", "correction", "A child's age corrected", [
        say("2026-02-10T10:00:00+00:00", "My son is 6."),
        say("2026-02-10T10:02:00+00:00", "my mistake, he's 7 now, birthday was last week"),
        top("2026-02-11T10:00:00+00:00", "how old is my son", has="7", contested=False),
    ]),
    scenario("d3-corr-employer", "correction", "Wrong company named, fixed", [
        say("2026-05-11T10:00:00+00:00", "I work at Deloitte."),
        say("2026-05-11T10:03:00+00:00", "Ugh, I meant KPMG. Deloitte was my last job."),
        top("2026-05-12T10:00:00+00:00", "where do I work", has="kpmg", contested=False),
    ]),
    scenario("d3-corr-allergy-drug", "correction", "Not ibuprofen, aspirin", [
        say("2026-01-15T10:00:00+00:00", "I'm allergic to ibuprofen."),
        say("2026-01-15T10:05:00+00:00", "Let me correct that: it's aspirin I'm allergic to, not ibuprofen."),
        top("2026-01-16T10:00:00+00:00", "what medicine am I allergic to", has="aspirin"),
        served("2026-01-16T10:00:00+00:00", "what medicine am I allergic to", lacks="ibuprofen",
               unless=("aspirin",)),
    ]),
    scenario("d3-corr-city", "correction", "Lives in Bern, not Berlin", [
        say("2026-06-01T10:00:00+00:00", "I live in Berlin."),
        say("2026-06-01T10:02:00+00:00", "Oops, autocorrect. Bern, not Berlin."),
        top("2026-06-02T10:00:00+00:00", "where do I live", has="bern", contested=False),
    ]),
    # -- flip-flops: shown contested, never settled on the last value ------------------------------------------
    scenario("d3-ff-reply-style", "flip-flop", "Short, long, short answers within a month", [
        say("2026-02-01T10:00:00+00:00", "keep your answers short"),
        say("2026-02-10T10:00:00+00:00", "Actually I want detailed answers, the short ones miss things."),
        say("2026-02-20T10:00:00+00:00", "short answers again, I don't have time to read essays"),
        contested("2026-03-01T10:00:00+00:00", "how long should your answers be", ["detail", "concise"]),
    ]),
    scenario("d3-ff-editor", "flip-flop", "VS Code, Vim, VS Code", [
        say("2026-03-01T10:00:00+00:00", "I use VS Code for everything."),
        say("2026-03-12T10:00:00+00:00", "Switched to Vim, I want to be faster."),
        say("2026-03-25T10:00:00+00:00", "back on VS Code, vim was slowing me down"),
        contested("2026-04-01T10:00:00+00:00", "which editor do I use", ["vs code", "vim"]),
    ]),
    scenario("d3-ff-channel-terse", "flip-flop", "Slack, email, Slack in few words", [
        say("2026-05-01T10:00:00+00:00", "slack me, not email"),
        say("2026-05-15T10:00:00+00:00", "email is better for me actually"),
        say("2026-05-29T10:00:00+00:00", "hmm slack again pls"),
        contested("2026-06-05T10:00:00+00:00", "how should I be contacted", ["slack", "email"]),
    ]),
    scenario("d3-ff-theme-terse", "flip-flop", "Dark, light, dark", [
        say("2026-07-01T10:00:00+00:00", "dark mode pls"),
        say("2026-07-08T10:00:00+00:00", "light mode, can't read dark in the office"),
        say("2026-07-15T10:00:00+00:00", "dark again"),
        contested("2026-07-20T10:00:00+00:00", "which theme do I want", ["dark", "light"]),
        unsettled("2026-07-20T10:00:00+00:00", "which theme do I want", "dark"),
    ]),
    scenario("d3-ff-os", "flip-flop", "Linux, Mac, Linux for work", [
        say("2026-01-05T10:00:00+00:00", "I work on Linux."),
        say("2026-01-20T10:00:00+00:00", "Moved to a Mac for work, the battery life is unreal."),
        say("2026-02-03T10:00:00+00:00", "Back on Linux, macOS kept fighting me."),
        contested("2026-02-10T10:00:00+00:00", "which operating system do I use", ["linux", "mac"]),
    ]),
    # -- multi-valued: values accumulate; "no longer X" retires exactly X --------------------------------------
    scenario("d3-mv-languages-terse", "multi-valued", "A third spoken language in few words", [
        say("2026-01-10T10:00:00+00:00", "I speak Spanish and English."),
        say("2026-04-10T10:00:00+00:00", "+ Catalan, grew up in Girona"),
        served("2026-04-11T10:00:00+00:00", "which languages do I speak", has="spanish"),
        served("2026-04-11T10:00:00+00:00", "which languages do I speak", has="catalan"),
    ]),
    scenario("d3-mv-pets", "multi-valued", "A rabbit joins the cat", [
        say("2026-02-01T10:00:00+00:00", "I have a cat called Juniper."),
        say("2026-03-15T10:00:00+00:00", "We adopted a rabbit too, her name is Clover."),
        served("2026-03-16T10:00:00+00:00", "what pets do I have", has="juniper"),
        served("2026-03-16T10:00:00+00:00", "what pets do I have", has="clover"),
    ]),
    scenario("d3-mv-allergy-list", "multi-valued", "An allergy added to the list", [
        say("2026-01-10T10:00:00+00:00", "I'm allergic to pollen."),
        say("2026-02-10T10:00:00+00:00", "Add wasps to my allergy list."),
        served("2026-02-11T10:00:00+00:00", "what am I allergic to", has="pollen"),
        served("2026-02-11T10:00:00+00:00", "what am I allergic to", has="wasp"),
    ]),
    scenario("d3-mv-drop-one-instrument", "multi-valued", "Stopped the violin, still plays piano", [
        say("2026-01-10T10:00:00+00:00", "I play the piano and the violin."),
        say("2026-05-10T10:00:00+00:00", "Stopped playing the violin, my wrist can't take it."),
        served("2026-05-11T10:00:00+00:00", "which instruments do I play", has="piano"),
        facts("2026-05-11T10:00:00+00:00", "instruments I play", lacks="violin", unless=NOT),
    ]),
    scenario("d3-mv-kids-names", "multi-valued", "Two daughters named in two turns", [
        say("2026-03-01T10:00:00+00:00", "My daughter Ava is 8."),
        say("2026-03-01T10:03:00+00:00", "My other daughter, Lily, is 4."),
        served("2026-03-02T10:00:00+00:00", "who are my kids", has="ava"),
        served("2026-03-02T10:00:00+00:00", "who are my kids", has="lily"),
    ]),
    # -- decisions: the new decision replaces the one it reverses ----------------------------------------------
    scenario("d3-dec-ci", "decision", "GitLab CI replaced by GitHub Actions", [
        say("2026-02-02T10:00:00+00:00", "We decided to run CI on GitLab."),
        say("2026-03-02T10:00:00+00:00", "Forget GitLab, we're moving CI to GitHub Actions."),
        top("2026-03-03T10:00:00+00:00", "where do we run CI", has="github"),
        served("2026-03-03T10:00:00+00:00", "where do we run CI", lacks="gitlab", unless=("github",)),
    ]),
    scenario("d3-dec-venue", "decision", "The party venue changes", [
        say("2026-04-01T10:00:00+00:00", "We booked the Rose Garden for the party."),
        say("2026-04-10T10:00:00+00:00", "Change of plan: the party is at the boathouse now, the garden flooded."),
        top("2026-04-11T10:00:00+00:00", "where is the party", has="boathouse"),
    ]),
    scenario("d3-dec-framework", "decision", "React chosen, then Svelte", [
        say("2026-01-12T10:00:00+00:00", "Let's build the dashboard in React."),
        say("2026-01-19T10:00:00+00:00", "Scrap React, the dashboard will be Svelte."),
        top("2026-01-20T10:00:00+00:00", "what are we building the dashboard in", has="svelte"),
    ]),
    scenario("d3-dec-launch-date", "decision", "Launch moved to June", [
        say("2026-03-01T10:00:00+00:00", "We launch on May 5."),
        say("2026-03-20T10:00:00+00:00", "Launch pushed to June 2, legal needs more time."),
        top("2026-03-21T10:00:00+00:00", "when do we launch", has="june"),
    ]),
    # -- updates in other words: a new value of the same thing supersedes the old ------------------------------
    scenario("d3-upd-job-title", "update-paraphrase", "A promotion said in other words", [
        say("2026-01-10T10:00:00+00:00", "I'm a junior developer at Monzo."),
        say("2026-07-10T10:00:00+00:00", "Got promoted, I'm a senior engineer now!"),
        top("2026-07-11T10:00:00+00:00", "what is my job title", has="senior"),
    ]),
    scenario("d3-upd-home", "update-paraphrase", "A move said as where home is now", [
        say("2026-01-10T10:00:00+00:00", "I live in Bristol."),
        say("2026-08-10T10:00:00+00:00", "Home is Cardiff now, we moved over the summer."),
        top("2026-08-11T10:00:00+00:00", "where do I live", has="cardiff"),
        served("2026-08-11T10:00:00+00:00", "where do I live", lacks="bristol", unless=("cardiff", "moved")),
    ]),
    scenario("d3-upd-phone", "update-paraphrase", "A new phone replaces the old", [
        say("2026-02-01T10:00:00+00:00", "I have an iPhone 12."),
        say("2026-09-01T10:00:00+00:00", "Upgraded to a Pixel 9 last week."),
        top("2026-09-02T10:00:00+00:00", "what phone do I have", has="pixel"),
    ]),
    scenario("d3-upd-diet", "update-paraphrase", "Vegetarian, now pescatarian", [
        say("2026-01-10T10:00:00+00:00", "I'm vegetarian."),
        say("2026-06-10T10:00:00+00:00", "I eat fish now, so pescatarian I guess."),
        top("2026-06-11T10:00:00+00:00", "what is my diet", has="pescatarian"),
    ]),
    # -- other people: their facts are theirs ------------------------------------------------------------------
    scenario("d3-op-colleague-city", "other-people", "A colleague's city is the colleague's", [
        say("2026-01-10T10:00:00+00:00", "I live in Leeds."),
        say("2026-01-11T10:00:00+00:00", "Raj from finance lives in York."),
        top("2026-01-12T10:00:00+00:00", "where do I live", has="leeds"),
        about("2026-01-12T10:00:00+00:00", "york", "raj"),
    ]),
    scenario("d3-op-partner-diet", "other-people", "A partner's diet never the user's", [
        say("2026-02-10T10:00:00+00:00", "My partner doesn't eat meat."),
        say("2026-02-10T10:02:00+00:00", "I eat everything."),
        served("2026-02-11T10:00:00+00:00", "what is my diet", lacks="meat-free", unless=("partner",)),
        about("2026-02-11T10:00:00+00:00", "meat", "partner"),
    ]),
    scenario("d3-op-name-then-pronoun", "other-people", "A name, then she", [
        say("2026-03-10T10:00:00+00:00", "Kemi? She's my new manager, she's based in Lagos."),
        about("2026-03-11T10:00:00+00:00", "lagos", "kemi"),
    ]),
    scenario("d3-op-parenthetical", "other-people", "A flatmate named in brackets", [
        say("2026-04-10T10:00:00+00:00", "I work at Spotify."),
        say("2026-04-11T10:00:00+00:00", "Tomas (my flatmate) works at Klarna."),
        top("2026-04-12T10:00:00+00:00", "where do I work", has="spotify"),
        about("2026-04-12T10:00:00+00:00", "klarna", "tomas"),
    ]),
]
