"""Held-out scenarios for bench/beliefs.py (``--set heldout``), written before the rules fix-up.

They cover the same classes as the main set's remaining failures on 22 Nov 2026
(an update whose new value retires an old one in other words, oscillation told
in words, a return years later, a quick A->B->C trail, a sincere claim with a
second clause, third parties with names and numbers, "no longer" decisions,
agent claims against the user's own, "went back to", the user's own task among
agent notes), but with different wording, people, values and domains. Nobody
looked at their results while changing credo; they are reported separately in
bench/results/beliefs_heldout.json.
"""

from __future__ import annotations

from typing import Any

from beliefs_scenarios import (_rhetorical, _sincere, _slow, _update, agent_only, contested, count, distinct,
                               every, facts, no_open_conflict, put, run, say, scenario, served, top,
                               unsettled)

HELDOUT: list[dict[str, Any]] = [
    # -- updates where the new statement retires the old one in different words
    _update("ho-upd-teetotal", "Giving up alcohol", "I drink red wine with dinner most nights.",
            "I've stopped drinking alcohol completely, I'm sober now.", "do I drink alcohol", "sober", "red wine"),
    _update("ho-upd-remote-team", "Team moves from Scrum to Kanban", "My team runs two-week Scrum sprints.",
            "My team dropped Scrum and uses Kanban now.", "what process does my team use", "kanban", "sprint"),
    _update("ho-upd-pet", "A new pet name after a correction", "My cat is called Biscuit.",
            "Correction: my cat is called Pickles, not Biscuit.", "what is my cat called", "pickles", "biscuit"),
    _update("ho-upd-browser", "Browser switch", "I browse with Chrome.", "I use Firefox now, not Chrome.",
            "which browser do I use", "firefox", "chrome"),
    # -- oscillations told in words
    scenario("ho-osc-words-desk", "oscillation", "In words: standing desk, sitting, standing again in six weeks", [
        say("2026-04-01T09:00:00+00:00", "I prefer working at a standing desk."),
        say("2026-04-20T09:00:00+00:00", "I prefer working sitting down now."),
        say("2026-05-10T09:00:00+00:00", "I prefer working at a standing desk again."),
        contested("2026-05-20T09:00:00+00:00", "how do I prefer to work at my desk", ["standing", "sitting"]),
    ]),
    scenario("ho-osc-words-gym-time", "oscillation", "In words: I train at lunch, then evenings, then lunch", [
        say("2026-06-01T09:00:00+00:00", "I train at lunchtime."),
        say("2026-06-22T09:00:00+00:00", "I train in the evenings now."),
        say("2026-07-13T09:00:00+00:00", "I'm back to training at lunchtime."),
        unsettled("2026-07-20T09:00:00+00:00", "when do I train", "lunch"),
    ]),
    scenario("ho-osc-words-city-bike", "oscillation", "In words: commute by bus, by bike, by bus, by bike", [
        say("2026-02-02T08:00:00+00:00", "I commute by bus."),
        say("2026-02-16T08:00:00+00:00", "I commute by bike now."),
        say("2026-03-02T08:00:00+00:00", "I commute by bus again."),
        say("2026-03-16T08:00:00+00:00", "Actually I commute by bike."),
        contested("2026-03-25T08:00:00+00:00", "how do I commute", ["bus", "bike"]),
    ]),
    # -- slow changes that are not loops
    _slow("ho-slow-return-job", "Back to a former employer three years later",
          [("2022-05-01T10:00:00+00:00", "I work at Contoso."),
           ("2023-06-01T10:00:00+00:00", "I started a new job at Fabrikam."),
           ("2026-01-15T10:00:00+00:00", "I went back to work at Contoso.")],
          "where do I work", "contoso", "2026-02-01T10:00:00+00:00",
          as_of=("2024-01-01T00:00:00+00:00", "fabrikam")),
    _slow("ho-slow-return-country", "Returning to a home country after eighteen months away",
          [("2024-03-01T10:00:00+00:00", "I live in Ireland."),
           ("2024-09-01T10:00:00+00:00", "I moved to Canada."),
           ("2026-03-01T10:00:00+00:00", "I moved back to Ireland.")],
          "where do I live", "ireland", "2026-03-10T10:00:00+00:00"),
    scenario("ho-slow-phone-trail", "slow-change", "A->B->C phones within six weeks is an update trail", [
        say("2026-05-01T10:00:00+00:00", "I have a Pixel 7."),
        say("2026-05-20T10:00:00+00:00", "I replaced my Pixel 7 with a Galaxy S24."),
        say("2026-06-10T10:00:00+00:00", "I swapped the Galaxy S24 for an iPhone 16."),
        top("2026-06-15T10:00:00+00:00", "what phone do I have", has="iphone", contested=False),
        no_open_conflict("2026-06-15T10:00:00+00:00"),
    ]),
    scenario("ho-slow-instrument-trail", "slow-change", "Guitar, then piano, then cello over two months", [
        say("2026-01-05T10:00:00+00:00", "I'm learning the guitar."),
        say("2026-02-01T10:00:00+00:00", "I gave up guitar and I'm learning the piano now."),
        say("2026-03-01T10:00:00+00:00", "I switched from piano to cello."),
        top("2026-03-05T10:00:00+00:00", "which instrument am I learning", has="cello", contested=False),
    ]),
    # -- sincere claims with a second clause, and rhetorical ones
    _sincere("ho-sincere-teacher", "I'm a teacher at Riverside Primary and I coach the football team on "
             "Saturdays.", "what is my job", "teacher"),
    _sincere("ho-sincere-paramedic", "I work as a paramedic and I do twelve-hour shifts.",
             "what is my profession", "paramedic"),
    _sincere("ho-sincere-electrician", "I'm an electrician and I mostly rewire old houses.",
             "what do I do for a living", "electrician"),
    _rhetorical("ho-rhet-pharmacist", "I'm a pharmacist, so don't dumb it down.", "what is my job",
                "pharmacist"),
    _rhetorical("ho-rhet-imagine-astronaut", "Imagine I were an astronaut, what would I eat in orbit?",
                "what is my job", "astronaut"),
    # -- third parties with names and numbers
    scenario("ho-tp-nieces-ages", "third-party", "Two nieces' ages stay apart", [
        say("2026-03-05T10:00:00+00:00", "My niece Ava is 12 years old."),
        say("2026-03-05T10:05:00+00:00", "My niece Zoe is 9 years old."),
        every("2026-03-06T03:00:00", 7, 3),
        distinct("2026-04-01T10:00:00+00:00", "ava", "zoe", "how old is Ava", "how old is Zoe"),
        top("2026-04-01T10:00:00+00:00", "how old is Zoe", has="9"),
    ]),
    scenario("ho-tp-dogs-names", "third-party", "Two dogs with their breeds are kept", [
        say("2026-03-05T10:00:00+00:00", "My dog Rex is a beagle."),
        say("2026-03-05T10:05:00+00:00", "My dog Luna is a collie."),
        top("2026-03-10T10:00:00+00:00", "what breed is Luna", has="collie"),
        top("2026-03-10T10:00:00+00:00", "what breed is Rex", has="beagle"),
    ]),
    scenario("ho-tp-brother-city", "third-party", "A brother's new city is not the user's", [
        say("2026-01-05T10:00:00+00:00", "I live in Manchester."),
        say("2026-02-05T10:00:00+00:00", "My brother Ben moved to Bristol."),
        top("2026-02-10T10:00:00+00:00", "where do I live", has="manchester", contested=False),
    ]),
    # -- decisions that stop
    scenario("ho-dec-stopped-standups", "decision", "'We stopped doing daily standups'", [
        say("2026-01-10T10:00:00+00:00", "We decided to hold a standup every morning."),
        say("2026-04-10T10:00:00+00:00", "We no longer hold morning standups."),
        top("2026-04-15T10:00:00+00:00", "do we hold morning standups", has="no longer"),
        served("2026-04-15T10:00:00+00:00", "do we hold morning standups", lacks="every morning"),
    ]),
    scenario("ho-dec-queue-switch", "decision", "'switching from RabbitMQ to Kafka' supersedes the RabbitMQ "
             "decision", [
                 say("2026-01-10T10:00:00+00:00", "We decided to use RabbitMQ for the event bus."),
                 say("2026-05-10T10:00:00+00:00", "We're switching the event bus from RabbitMQ to Kafka."),
                 top("2026-05-15T10:00:00+00:00", "what do we use for the event bus", has="kafka"),
             ]),
    # -- agent claims against the user's own
    scenario("ho-agent-vs-user-editor", "agent-claim", "The assistant's guess does not displace the user's "
             "stated tool", [
                 say("2026-02-01T10:00:00+00:00", "I use Emacs for writing."),
                 say("2026-02-10T10:00:00+00:00", "The user prefers Word for writing.", source="assistant"),
                 top("2026-02-15T10:00:00+00:00", "what do I use for writing", has="emacs"),
                 facts("2026-02-15T10:00:00+00:00", "writing tool", has="emacs"),
             ]),
    scenario("ho-agent-vs-user-tea", "agent-claim", "A tool's record does not replace the user's preference", [
        say("2026-02-01T10:00:00+00:00", "I prefer green tea."),
        say("2026-02-03T10:00:00+00:00", "Order history: the user prefers black tea.", source="tool"),
        top("2026-02-05T10:00:00+00:00", "which tea do I prefer", has="green"),
        agent_only("2026-02-05T10:00:00+00:00", "which tea do I prefer", "black tea"),
    ]),
    # -- open vocabulary: going back to a value
    scenario("ho-ov-went-back-light", "open-vocab", "Going back to a previous setup in words", [
        say("2026-01-05T10:00:00+00:00", "My shell is fish."),
        say("2026-03-05T10:00:00+00:00", "I went back to zsh, fish was too different."),
        top("2026-03-10T10:00:00+00:00", "which shell do I use", has="zsh"),
    ]),
    scenario("ho-ov-notes-app", "open-vocab", "A notes app that changes", [
        say("2026-01-05T10:00:00+00:00", "I take notes in Notion."),
        say("2026-04-05T10:00:00+00:00", "I take notes in Obsidian these days."),
        top("2026-04-10T10:00:00+00:00", "where do I take notes", has="obsidian"),
    ]),
    scenario("ho-ov-dedupe-the", "open-vocab", "A restatement with a capitalised article is one memory", [
        say("2026-01-05T10:00:00+00:00", "The quarterly review is on the first Monday of the quarter."),
        say("2026-01-06T10:00:00+00:00", "the quarterly review is on the first Monday of the quarter"),
        count("2026-01-07T10:00:00+00:00", "quarterly review", 1),
    ]),
    # -- the user's own task among agent notes (seed 004's shape)
    scenario("ho-agent-notes-user-task", "agent-claim", "Agent notes about a task stay the agent's; the user's "
             "own deadline is served", [
                 say("2026-05-01T10:00:00+00:00", "Next step: migrate the wiki to Confluence.", source="assistant"),
                 say("2026-05-03T10:00:00+00:00", "Still pending: migrate the wiki to Confluence.",
                     source="assistant"),
                 say("2026-05-04T10:00:00+00:00", "I need to submit the grant report by Friday."),
                 run("2026-05-05T03:00:00+00:00"),
                 agent_only("2026-05-05T10:00:00+00:00", "what do I need to do", "confluence"),
                 served("2026-05-05T10:00:00+00:00", "what do I need to do", has="grant report"),
             ]),
    scenario("ho-put-update-structured", "update", "A structured update of an open-vocabulary attribute", [
        put("2026-01-01T10:00:00+00:00", "User's standing order is a flat white", "coffee_order", "flat white"),
        put("2026-03-01T10:00:00+00:00", "User's standing order is an oat cortado", "coffee_order",
            "oat cortado"),
        top("2026-03-05T10:00:00+00:00", "what is my usual coffee order", has="cortado", contested=False),
    ]),
]
