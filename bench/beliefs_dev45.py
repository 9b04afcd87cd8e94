"""A forty-fifth split of belief scenarios (``--set dev45`` in bench/beliefs.py).

Written on 2026-11-28 as a generalisation check, by a helper who read no reader code, on 3e032e3; committed before it
was measured. Weighted to issue 21's hardest belief rules, in everyday domains not used in earlier sets (a boxing
gym's bout date and junior coaching, a whisky distillery's cask price and stillman, a hospital switchboard's shifts
and a job outsourced, a salsa dance school's class day, team role and social venue, a gliding club's AGM and winch, a
butcher's shop and its Wednesday closing, a Northumbrian cottage and harbour flat, an orchestra librarian's
orchestra, an ice-cream van and its seafront pitch, a son's boxing club, a Citizens Advice volunteer, ferrets, an
anti-seizure medicine stopped, Kreol and English, boxing and salsa, a fiddle and a bodhran, a bespoke tailor's suit,
a Mauritian hometown, a tailor's might-have-been, a role-played signalman and a quoted grandad; Nottingham,
Northumbrian, Singlish, Galway, Mauritian, German-speaker and Korean-speaker English, SMS shorthand and texts with
autocorrect slips): days, dates, times and prices put right at once and days later, with and without a cue word; a
workplace, home, employer, van and a son's club changed by what happened rather than by naming the attribute;
volunteering, a job, a pet and a medicine that are gone; languages and hobbies that must accumulate, and a removal
that retires exactly one; decisions replaced by name or taken back ("after all", "instead", "scrap"); one fact said
twice in other words that must stay one belief; a shift, a dance role and a van pitch flip-flopped within weeks
(served as contested); and a might-have-been, a role-play and a quotation that must not be stored beside a sincere
statement. Written as a generalisation check the team will tune on: written blind (by a helper who read no reader
code) on 3e032e3, and committed before it was measured; rules may be changed after reading its failures.
"""

from __future__ import annotations

from beliefs_scenarios import contested, facts, no_open_conflict, say, scenario, served, top

DEV45 = [
    # -- corrections -----------------------------------------------------------------------------------------------
    scenario("d45-corr-bout-date", "correction", "A boxing bout date put right at once, with a cue", [
        say("2026-02-02T19:00:00+00:00", "Ey up, Kyle's next bout is at the Harvey Hadden on the 14th, me duck."),
        say("2026-02-02T19:00:50+00:00", "Sorry, I mean the 21st, I read the poster wrong, the 14th is the juniors."),
        top("2026-02-03T09:00:00+00:00", "when is Kyle's next bout", has="21st"),
        served("2026-02-03T09:00:00+00:00", "when is Kyle's next bout", lacks="on the 14th", unless="21st"),
    ]),
    scenario("d45-corr-cask-price", "correction", "A cask price put right days later, no cue word", [
        say("2026-03-09T17:00:00+00:00", "We're selling the first-fill sherry casks to private buyers at £4,500 "
            "each this year."),
        say("2026-03-13T18:00:00+00:00", "Went through the price list with the distillery manager today, the "
            "first-fill sherry casks go at £5,200 each, the cooperage put their price up."),
        top("2026-03-14T09:00:00+00:00", "how much is a first-fill sherry cask", has="5,200"),
        served("2026-03-14T09:00:00+00:00", "how much is a first-fill sherry cask", lacks="4,500",
               unless="5,200"),
    ]),
    scenario("d45-corr-night-shift", "correction", "A switchboard shift start put right at once, no cue word", [
        say("2026-04-06T12:00:00+00:00", "My night shift at the switchboard start at 9pm lah."),
        say("2026-04-06T12:01:00+00:00", "10pm start for the nights. The 9 o'clock one is the evening shift."),
        top("2026-04-07T09:00:00+00:00", "what time does my night shift start", has="10pm"),
        served("2026-04-07T09:00:00+00:00", "what time does my night shift start", lacks="9pm", unless="10pm"),
    ]),
    scenario("d45-corr-salsa-class", "correction", "A class day put right days later, with 'I was wrong'", [
        say("2026-05-04T10:00:00+00:00", "The beginners' salsa class is on Wednesdays at half seven in the church "
            "hall."),
        say("2026-05-08T10:00:00+00:00", "I was wrong about the beginners' salsa class, it's Thursdays now, the "
            "zumba lot took the other night."),
        top("2026-05-09T09:00:00+00:00", "what day is the beginners' salsa class", has="thursday"),
        served("2026-05-09T09:00:00+00:00", "what day is the beginners' salsa class", lacks="wednesday",
               unless="thursday"),
    ]),
    scenario("d45-corr-agm-date", "correction", "An AGM date put right days later, with 'actually'", [
        say("2026-01-12T10:00:00+00:00", "The gliding club AGM is on the 3rd of March in the clubhouse."),
        say("2026-01-16T10:00:00+00:00", "The AGM's actually on the 10th of March, the secretary put the wrong date "
            "in the newsletter."),
        top("2026-01-17T09:00:00+00:00", "when is the gliding club AGM", has="10th"),
        served("2026-01-17T09:00:00+00:00", "when is the gliding club AGM", lacks="3rd of march", unless="10th"),
    ]),
    # -- update-paraphrase -----------------------------------------------------------------------------------------
    scenario("d45-up-butchery", "update-paraphrase", "A workplace changed, said as knives handed in", [
        say("2026-01-19T10:00:00+00:00", "I'm a butcher at Dewhurst's on the high street in Sheffield."),
        say("2026-06-22T18:00:00+00:00", "Handed me knives back at Dewhurst's on Friday and started at the farm shop "
            "butchery out at Dronfield this morning."),
        top("2026-06-24T09:00:00+00:00", "where do I work", has="dronfield"),
        served("2026-06-24T09:00:00+00:00", "where do I work", lacks="high street", unless="dronfield"),
    ]),
    scenario("d45-up-amble", "update-paraphrase", "A home changed, said as keys to a new place and all moved in", [
        say("2026-02-10T10:00:00+00:00", "Aa live in a wee cottage in Rothbury, hinny, by the river."),
        say("2026-09-05T20:00:00+00:00", "Got the keys to wor new place in Amble, right by the harbour, and we're all "
            "moved in now."),
        top("2026-09-07T09:00:00+00:00", "where do I live", has="amble"),
        served("2026-09-07T09:00:00+00:00", "where do I live", lacks="rothbury", unless="amble"),
    ]),
    scenario("d45-up-orchestra", "update-paraphrase", "An employer changed, said as a new contract", [
        say("2026-03-02T10:00:00+00:00", "I am orchestra librarian by the Bamberg Symphony since 2019."),
        say("2026-09-14T18:00:00+00:00", "Since last week I have my new contract with the NDR Elbphilharmonie "
            "Orchestra in Hamburg, the first rehearsal was wonderful."),
        top("2026-09-16T09:00:00+00:00", "which orchestra do I work for", has="ndr"),
        served("2026-09-16T09:00:00+00:00", "which orchestra do I work for", lacks="bamberg", unless="ndr"),
    ]),
    scenario("d45-up-ice-cream-van", "update-paraphrase", "A van changed, said as a sale and a purchase", [
        say("2026-01-26T10:00:00+00:00", "I sell ices out of an old Bedford van from the seventies."),
        say("2026-04-03T17:00:00+00:00", "Sold the Bedford to a collector in Morpeth and bought a 2019 Transit ice "
            "cream conversion, proper soft-serve machine and all."),
        top("2026-04-05T09:00:00+00:00", "what van do I sell ice cream from", has="transit"),
        served("2026-04-05T09:00:00+00:00", "what van do I sell ice cream from", lacks="seventies",
               unless="transit"),
    ]),
    scenario("d45-up-oisin-club", "update-paraphrase", "A son's boxing club changed, said as his first session", [
        say("2026-02-16T10:00:00+00:00", "Our Oisín boxes at Holy Trinity ABC in Belfast."),
        say("2026-08-27T19:00:00+00:00", "Oisín's first session at the Immaculata club was Tuesday, he says the "
            "coaches there are class."),
        top("2026-08-29T09:00:00+00:00", "which club does Oisín box for", has="immaculata"),
        served("2026-08-29T09:00:00+00:00", "which club does Oisín box for", lacks="holy trinity",
               unless="immaculata"),
    ]),
    # -- gone ------------------------------------------------------------------------------------------------------
    scenario("d45-gone-citizens-advice", "gone", "Volunteering at Citizens Advice stopped", [
        say("2026-01-20T10:00:00+00:00", "I volunteer at the Citizens Advice in Kingswood every Tuesday."),
        say("2026-09-29T10:00:00+00:00", "I've packed in the Tuesdays at Citizens Advice, the new manager and me "
            "didn't see eye to eye."),
        facts("2026-09-30T09:00:00+00:00", "where do I volunteer", lacks="kingswood",
              unless=("packed in",)),
    ]),
    scenario("d45-gone-switchboard-job", "gone", "A job ended by outsourcing, no new one", [
        say("2026-03-10T10:00:00+00:00", "I'm switchboard operator at Singapore General lah."),
        say("2026-08-18T10:00:00+00:00", "Singapore General outsourced the whole switchboard already, so now I got "
            "no job, still looking around."),
        facts("2026-08-19T09:00:00+00:00", "what is my job", lacks="operator",
              unless=("outsourced", "no job")),
    ]),
    scenario("d45-gone-ferret", "gone", "A ferret died, the other stays", [
        say("2026-04-06T10:00:00+00:00", "I've two ferrets, Gizmo and Pickle, they have the run of the back room."),
        say("2026-10-12T10:00:00+00:00", "Gizmo died on Sunday, poor lad, and Pickle's been very quiet without him."),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", has="pickle"),
        facts("2026-10-13T09:00:00+00:00", "what pets do I have", lacks="gizmo", unless=("died",)),
    ]),
    scenario("d45-gone-carbamazepine", "gone", "An epilepsy medicine stopped", [
        say("2026-02-02T10:00:00+00:00", "I take carbamazepine twice a day for my epilepsy."),
        say("2026-07-21T18:00:00+00:00", "Three years without a seizure, so the neurologist has weaned me off the "
            "carbamazepine, I'm not on anything now."),
        facts("2026-07-22T09:00:00+00:00", "what medication do I take", lacks="twice a day",
              unless=("weaned", "not on anything")),
    ]),
    # -- multi-valued ----------------------------------------------------------------------------------------------
    scenario("d45-mv-english-too", "multi-valued", "Languages grown by 'too'", [
        say("2026-01-19T10:00:00+00:00", "At home I speak Kreol and French with my family."),
        say("2026-05-20T10:00:00+00:00", "I speak English too, of course, I did my degree in Leeds."),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="kreol"),
        facts("2026-05-21T09:00:00+00:00", "what languages do I speak", has="english"),
    ]),
    scenario("d45-mv-salsa-as-well", "multi-valued", "Hobbies grown by 'as well'", [
        say("2026-02-09T10:00:00+00:00", "I box at the gym in Moss Side three nights a week."),
        say("2026-06-15T10:00:00+00:00", "I've taken up salsa as well, Thursday nights in Peckham."),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="box"),
        facts("2026-06-16T09:00:00+00:00", "what are my hobbies", has="salsa"),
    ]),
    scenario("d45-mv-bodhran-gone", "multi-valued", "Two instruments, one given away", [
        say("2026-03-16T10:00:00+00:00", "I play the fiddle and the bodhrán at the session in Tigh Neachtain."),
        say("2026-09-21T10:00:00+00:00", "Gave the bodhrán to my niece in Spiddal, I'm only at the fiddle these "
            "days, every Thursday."),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", has="fiddle"),
        facts("2026-09-22T09:00:00+00:00", "what instruments do I play", lacks="bodhrán", unless=("gave",)),
    ]),
    # -- decisions -------------------------------------------------------------------------------------------------
    scenario("d45-dec-salsa-social", "decision", "A social's venue chosen, then replaced by name days later", [
        say("2026-03-01T10:00:00+00:00", "The May salsa social is going to the Irish Centre in Camden."),
        say("2026-03-05T10:00:00+00:00", "Irish Centre's double-booked, so the salsa social's moving to Cecil Sharp "
            "House."),
        top("2026-03-06T09:00:00+00:00", "where is the May salsa social", has="cecil sharp"),
        served("2026-03-06T09:00:00+00:00", "where is the May salsa social", lacks="irish centre",
               unless="cecil sharp"),
    ]),
    scenario("d45-dec-wednesday-closing", "decision", "A decision to shut on Wednesdays taken back", [
        say("2026-02-09T10:00:00+00:00", "Decision made, the butcher's shuts on Wednesdays from March, it's dead "
            "midweek."),
        say("2026-02-23T10:00:00+00:00", "We're staying open Wednesdays after all, the pensioners' discount day is "
            "too busy to lose."),
        top("2026-02-24T09:00:00+00:00", "is the butcher's closing on Wednesdays", has=("after all", "staying open")),
        served("2026-02-24T09:00:00+00:00", "is the butcher's closing on Wednesdays", lacks="shuts on wednesdays",
               unless=("after all", "staying open")),
    ]),
    scenario("d45-dec-walker-suit", "decision", "A wedding suit cloth changed 'instead'", [
        say("2026-05-11T10:00:00+00:00", "For the Walker wedding I'm making a three-piece morning suit in navy."),
        say("2026-05-12T10:00:00+00:00", "The groom rang, he wants it in charcoal grey instead of the navy."),
        top("2026-05-13T09:00:00+00:00", "what colour is the Walker wedding suit", has="charcoal"),
        served("2026-05-13T09:00:00+00:00", "what colour is the Walker wedding suit", lacks="suit in navy",
               unless="charcoal"),
    ]),
    scenario("d45-dec-winch", "decision", "A winch 'scrapped' for another", [
        say("2026-01-08T10:00:00+00:00", "The gliding club's buying a second-hand Skylaunch winch for the spring."),
        say("2026-01-12T10:00:00+00:00", "Scrap the Skylaunch, the engine's shot, we're getting a Tost winch "
            "instead."),
        top("2026-01-13T09:00:00+00:00", "what winch is the gliding club buying", has="tost"),
        served("2026-01-13T09:00:00+00:00", "what winch is the gliding club buying", lacks="second-hand skylaunch",
               unless="tost"),
    ]),
    # -- paraphrase: one belief said twice -------------------------------------------------------------------------
    scenario("d45-para-dufftown", "paraphrase", "A workplace said twice in other words stays one belief", [
        say("2026-02-03T10:00:00+00:00", "I work at the distillery in Dufftown."),
        say("2026-05-12T10:00:00+00:00", "My job's up at the Dufftown distillery, stillman on the wash stills."),
        top("2026-05-13T09:00:00+00:00", "where do I work", has="dufftown", contested=False),
        no_open_conflict("2026-05-13T09:00:00+00:00"),
    ]),
    scenario("d45-para-curepipe", "paraphrase", "A hometown said twice stays one belief", [
        say("2026-03-14T10:00:00+00:00", "I'm from Curepipe in Mauritius."),
        say("2026-07-04T10:00:00+00:00", "Born and brought up in Curepipe, the rainy town up on the plateau."),
        top("2026-07-05T09:00:00+00:00", "where am I from", has="curepipe", contested=False),
        no_open_conflict("2026-07-05T09:00:00+00:00"),
    ]),
    scenario("d45-para-junior-coach", "paraphrase", "A coaching role said two ways stays one belief", [
        say("2026-01-22T10:00:00+00:00", "I coach the juniors at Moss Side Boxing Club."),
        say("2026-04-23T10:00:00+00:00", "I'm the junior coach down at the Moss Side gym, Tuesday and Thursday "
            "nights."),
        top("2026-04-24T09:00:00+00:00", "where do I coach", has="moss side", contested=False),
        no_open_conflict("2026-04-24T09:00:00+00:00"),
    ]),
    # -- flip-flops ------------------------------------------------------------------------------------------------
    scenario("d45-ff-switchboard-shift", "flip-flop", "A switchboard shift back and forth within weeks", [
        say("2026-09-07T10:00:00+00:00", "I'm on nights on the switchboard this month."),
        say("2026-09-28T10:00:00+00:00", "Rota's changed, they've put me on days now."),
        say("2026-10-19T10:00:00+00:00", "back on nights from Monday, staffing's all over the place"),
        contested("2026-10-21T10:00:00+00:00", "which shift do I work on the switchboard", ["night", "day"]),
    ]),
    scenario("d45-ff-salsa-role", "flip-flop", "A dance role back and forth within weeks", [
        say("2026-01-10T10:00:00+00:00", "I'm dancing lead in the salsa team this term."),
        say("2026-01-31T10:00:00+00:00", "Teacher's switched me to follow for the showcase."),
        say("2026-02-21T10:00:00+00:00", "Lead again from Friday, we're short of leads."),
        contested("2026-02-23T10:00:00+00:00", "which role do I dance in the salsa team", ["lead", "follow"]),
    ]),
    scenario("d45-ff-van-pitch", "flip-flop", "An ice-cream van pitch back and forth within weeks", [
        say("2026-06-06T10:00:00+00:00", "I'm parking the van at Longsands this summer."),
        say("2026-06-27T10:00:00+00:00", "Moved the van to Whitley Bay, better footfall on the prom."),
        say("2026-07-18T10:00:00+00:00", "Back at Longsands from Saturday, the council gave my Whitley Bay pitch to "
            "a burger van."),
        contested("2026-07-20T10:00:00+00:00", "where do I park the ice cream van", ["longsands", "whitley bay"]),
    ]),
    # -- framing ---------------------------------------------------------------------------------------------------
    scenario("d45-frame-cutter-dream", "framing", "A might-have-been is not the user's job", [
        say("2026-02-16T10:00:00+00:00", "I'm a tailor on Shop Street in Galway."),
        say("2026-02-18T21:00:00+00:00", "If I'd gone to London at twenty I'd be a cutter on Savile Row by now, so "
            "I would."),
        top("2026-02-19T09:00:00+00:00", "what is my job", has="tailor"),
        facts("2026-02-19T09:00:00+00:00", "what is my job", lacks="cutter"),
    ]),
    scenario("d45-frame-role-signalman", "framing", "A role-played signalman's box is not the user's home", [
        say("2026-06-08T10:00:00+00:00", "I live in Shildon, the old railway town."),
        say("2026-06-09T19:00:00+00:00", "Right, you be the train driver and I'll play a signalman living in the box "
            "at Ribblehead, go."),
        top("2026-06-10T09:00:00+00:00", "where do I live", has="shildon"),
        facts("2026-06-10T09:00:00+00:00", "where do I live", lacks="ribblehead"),
    ]),
    scenario("d45-frame-grandad-quote", "framing", "A quoted boast is not the user's job", [
        say("2026-09-01T10:00:00+00:00", "I'm a chimney sweep in Harrogate."),
        say("2026-09-02T19:00:00+00:00", "Me grandad always said 'I'm the best thatcher in Yorkshire', bless him."),
        top("2026-09-03T09:00:00+00:00", "what is my job", has="sweep"),
        facts("2026-09-03T09:00:00+00:00", "what is my job", lacks="thatcher"),
    ]),
]
