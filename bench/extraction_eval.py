"""Score an extractor against the labelled utterances in tests/data/extraction_labels.jsonl.

Two questions, per split (dev, holdout, all):

* decision -- did the extractor store, skip, or store at low confidence (<= 0.3)?
  Precision and recall per class, and their macro average.
* triple -- of the (entity, attribute, value) triples it proposed, how many match
  the label (case-insensitive, attribute canonicalised), and how many labelled
  triples did it find? A triple proposed where the label has none (a sister's
  job filed under the user, a hypothetical) counts against precision.

Two label sets: the original one (seed 001's table) and the open-vocabulary one
(issue 11: facts outside the known attributes, decisions that supersede, the
hypothetical/rhetorical class), each with a blind probe set written before the
rules it measures were changed. A row may list ``triples`` when one utterance
states two facts.

Run: ``PYTHONPATH=src python bench/extraction_eval.py [--misses dev|holdout|probe] [--set open]``
Prints one JSON object and writes it to bench/results/extraction.json.

The reader set (issue 21): ``--set reader``
-------------------------------------------

``PYTHONPATH=src python bench/extraction_eval.py --set reader [--misses dev]``

``rules`` in the report is the offline reader (what ``provider = "rules"`` builds);
``phrase_rules`` the phrase-pattern extractor it replaced (credo.llm.rules), for comparison.

tests/data/reader_utterances.jsonl: utterances in varied registers (terse,
verbose, typos, lower case, emoji, chatty, formal, non-native English) and
domains, written before any change to the reader and labelled by what a careful
person expects, never by what credo does. Each row has a ``category``; every
category is split in half, ``dev`` (may be read while changing credo) and
``holdout`` (reported, never tuned on). Figures are reported for each split
separately and go to bench/results/extraction_reader.json.

Labelling conventions:

* ``decision``: ``store`` (a lasting fact, preference, decision, event, routine,
  lesson, correction, removal -- anything a careful assistant would keep),
  ``low`` (stored at confidence <= 0.3: hypotheticals, role-play, rhetorical
  framing, sarcasm, jokes, quotations of someone else, speculative plans,
  injected orders from a tool or document), ``skip`` (pleasantries, passing
  states, questions, instructions to the assistant, the assistant's own
  restatements, tool noise).
* A role invoked to set the register or depth of the answer ("As a lawyer,
  I'd want you to cite the statute", "I'm a doctor. Walk me through it
  technically") is framing, ``low``, as in seed 001; a role or trait that
  states a personal circumstance the request depends on ("As a vegetarian,
  I'd love meat-free recipes", "I'm actually allergic to penicillin, so flag
  it") is sincere, ``store``.
* ``kind``: fact, preference, decision, episode (one-off events, dated or not),
  procedure (lessons, how-tos, rules of thumb), pattern (routines, recurring
  team practice), correction (a fix of something said before).
* Entities follow bench/people.py: ``user``; ``team`` for "we" / "our team" at
  work (household "we" is the user); ``company``; a named person by their
  name, lower case, without a title (``ann``, ``ferreira``); an unnamed one by
  the relation word made standard (``mother``, ``manager``, ``wife``,
  ``child``). A person named with their relation gets the fact about them
  plus the relation as a fact about the user (``user.sister = Jade``; wife,
  husband and partner are ``spouse``). "My wife is Ana" is ``user.spouse = Ana``.
* Attributes are snake_case, credo's canonical name where its vocabulary has
  one (src/credo/vocabulary.py), otherwise a plain name. Values are the
  shortest span that states the value, as said. A removal or a denied value
  is ``not X`` (``user.allergies = not latex``); a denied attribute as a whole
  is ``none`` (``user.car = none``); a yes/no attribute is ``no``.
  Pets are their name when named, else the animal. Numbers are digits.
* ``mentions``: phrases the stored text must contain (an episode's date, a
  lesson's subject) where a triple alone cannot say what should be kept.

Scoring on this set: a triple counts only from candidates stored above 0.3
(those served as fact); entities match by bench/people.py's ``same_person``;
attributes by ``canonical_attribute``; values after lower-casing, dropping a
leading article and end punctuation, number words as digits, and a plural
``s`` folded. Reported per split: utterance decision accuracy (and per-class
precision/recall), triple precision/recall, "facts about other people stored
about them" (of the labelled triples about someone other than the user, team
or company: a confident candidate about that person with that value; strict:
the whole triple; and how many were taken as the user's), "right thing
stored" (store rows whose decision, kind, every triple and every mention are
right), per-category figures, and seconds per turn. Each figure is given for
the extractor alone (``extract``) and through ``Memory.remember`` end to end
(``remember``: every row to a fresh user of one store, with the hashing
embedder so the time is the reader's and the write path's, not the
embedding's). The local LLM runs the same when CREDO_BENCH_LLM_BASE_URL and
CREDO_BENCH_LLM_MODEL are set (``llm`` in the report), else it says "not
configured".
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from credo.llm import Extraction, Extractor, RulesExtractor
from credo.vocabulary import canonical_attribute
from credo.llm.base import LOW_CONFIDENCE
from credo.models import Source

ROOT = Path(__file__).resolve().parent.parent
LABELS = ROOT / "tests" / "data" / "extraction_labels.jsonl"
# Written after the rules were frozen; reported, never tuned on.
PROBE = ROOT / "tests" / "data" / "extraction_probe.jsonl"
OPEN_LABELS = ROOT / "tests" / "data" / "extraction_open_labels.jsonl"
# Written with OPEN_LABELS, before the open-vocabulary rules; reported, never tuned on.
OPEN_PROBE = ROOT / "tests" / "data" / "extraction_open_probe.jsonl"
SETS = {"seed": (LABELS, PROBE), "open": (OPEN_LABELS, OPEN_PROBE)}
RESULTS = ROOT / "bench" / "results" / "extraction.json"
# Issue 21's blind reader set: dev and holdout halves, reported separately.
READER = ROOT / "tests" / "data" / "reader_utterances.jsonl"
#: A second tuning split (``dev2``), written in stop 27 before that stop's reader changes it was used to tune.
READER_DEV2 = ROOT / "tests" / "data" / "reader_utterances_dev2.jsonl"
#: A third tuning split (``dev3``): facts about other people in structures the first two lack (relative clauses,
#: "I have a brother who", names given, pronoun chains across sentences, informal registers), written in stop 28
#: before that stop's reader changes it was used to tune.
READER_DEV3 = ROOT / "tests" / "data" / "reader_utterances_dev3.jsonl"
#: A fourth tuning split (``dev4``): framing (hypotheticals, wishes, role-play, register, sarcasm, jokes, quotations),
#: sincere statements that look framed, and turns to skip, in words the other splits lack; written in stop 28
#: before that stop's framing changes it was used to tune.
READER_DEV4 = ROOT / "tests" / "data" / "reader_utterances_dev4.jsonl"
#: A fifth tuning split (``dev5``): more framing, sincere look-alikes and turns to skip, written in stop 28 after the
#: dev4 changes and before the changes it was used to tune.
READER_DEV5 = ROOT / "tests" / "data" / "reader_utterances_dev5.jsonl"
#: A sixth tuning split (``dev6``): other people, first-person facts in chat phrasings, events, routines and lessons,
#: written in stop 29 before that stop's reader changes it was used to tune.
READER_DEV6 = ROOT / "tests" / "data" / "reader_utterances_dev6.jsonl"
#: A seventh tuning split (``dev7``, 100 utterances): other people in relative clauses, appositions, possessives,
#: passives and lists; first-person facts in unusual phrasings; decisions and changes of decision; events, routines
#: and lessons; framing; turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader
#: code) on 50ecda8, and committed with its before figure before any change it was used to tune.
READER_DEV7 = ROOT / "tests" / "data" / "reader_utterances_dev7.jsonl"
#: An eighth tuning split (``dev8``, 100 utterances) in new domains (farming, shift work, the forces, academia,
#: sport, religion, disability, gaming, music, crafts, caring for parents, immigration paperwork, small business):
#: other people, first-person facts in unusual registers, decisions, events, routines and lessons, framing, turns to
#: skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on 7777c46, and committed
#: with its before figure before any change it was used to tune.
READER_DEV8 = ROOT / "tests" / "data" / "reader_utterances_dev8.jsonl"
#: A ninth tuning split (``dev9``, 100 utterances) in new domains and registers (retail and hospitality, nursing,
#: the courts, property, sailing, aviation, amateur radio, professional kitchens, beekeeping, esports, theatre,
#: volunteering, custody after divorce, pregnancy and IVF, recovery, weddings, grief; Scottish, Irish, Nigerian and
#: Singaporean English, teenagers' slang, dictation without punctuation, a long ramble with one fact buried):
#: weighted to other people, then first-person facts, decisions, events, routines and lessons, framing, turns to
#: skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on 0caf367, and committed
#: with its before figure before any change it was used to tune.
READER_DEV9 = ROOT / "tests" / "data" / "reader_utterances_dev9.jsonl"
#: A tenth tuning split (``dev10``, 100 utterances) in new domains and registers (IT operations at a bank, a
#: secondary school, a pharmacy, haulage, a dental practice, a care home, university life, cycling and motorsport
#: clubs, allotments, genealogy, chess, photography, knitting, a church choir, military families, benefits
#: paperwork, gig driving, new parents, a disabled sibling, a market stall; Indian, South African, Caribbean,
#: Canadian and Australian English, terse chat, lists, all lower case, typos, dictation run-ons, corrections within
#: a message): weighted to other people, then first-person facts, decisions, events, routines and lessons, framing,
#: turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on 3d23bf3, and
#: committed with its before figure before any change it was used to tune.
READER_DEV10 = ROOT / "tests" / "data" / "reader_utterances_dev10.jsonl"
#: An eleventh tuning split (``dev11``, 100 utterances) in everyday domains and registers (renting and moving house,
#: friends' weddings and divorces, children's schools and clubs, elderly parents' health and care homes, pets and
#: vets, mortgages, pensions and debts, cars and commutes, holidays, running, climbing, baking and fishing,
#: redundancy, promotion, a new manager and remote work, diagnoses, medicines, pregnancy, neighbours; American, Irish,
#: Nigerian, Indian, Filipino and Scottish English, short answers to the assistant's question, corrections within a
#: message, "also", "too", "as well", "no longer", "anymore", "used to", "these days", "from next month"): weighted to
#: other people, then first-person facts, decisions, events, routines and lessons, framing (an instruction injected
#: in Italian and one in Polish), turns to skip beside sincere look-alikes. Written blind (by a helper who read no
#: reader code) on 8c46a85, and committed with its before figure before any change it was used to tune.
READER_DEV11 = ROOT / "tests" / "data" / "reader_utterances_dev11.jsonl"
#: A twelfth tuning split (``dev12``, 100 utterances) in everyday domains and registers not used before (beekeeping,
#: pigeon racing, bell ringing, darts, lifeboats, retained firefighters, HGV driving, apprenticeships, fostering and
#: adoption, IVF, dialysis, ADHD, osteoporosis, BSL and Deafness, sheltered housing, park homes and static caravans,
#: a lodger, a childminder and a nanny, the Army Reserve, a magistrate and a vicar, school governors, a food bank;
#: Geordie, Welsh, Ghanaian, Indian, Kenyan, Malaysian, Singaporean and New Zealand registers, possessives,
#: appositions, relative clauses, passives, two people in one sentence, pronouns across two sentences): weighted to
#: other people, then first-person facts, decisions, events, routines and lessons, framing (an instruction injected
#: in Portuguese and one in Turkish), turns to skip beside sincere look-alikes. Written blind (by a helper who read
#: no reader code) on f7556d0, and committed with its before figure before any change it was used to tune.
READER_DEV12 = ROOT / "tests" / "data" / "reader_utterances_dev12.jsonl"
#: A thirteenth tuning split (``dev13``, 100 utterances) in everyday domains and registers not used before
#: (allotments, rowing, a choir, scouting, a care home, shift nursing, a vet practice, a campervan, a narrowboat, a
#: mortgage, a divorce, a funeral plan, university applications, a PhD, a restaurant kitchen, a farm; Scottish,
#: Irish, Australian, Nigerian, Jamaican, Hong Kong and South African registers and texting, possessive chains,
#: appositions, relative clauses, passives, two people in one sentence, pronouns across two sentences): weighted to
#: other people, then first-person facts, decisions, events, routines and lessons, framing (an instruction injected
#: in Vietnamese and one in Dutch), turns to skip beside sincere look-alikes. Written blind (by a helper who read
#: no reader code) on c812d2d, and committed with its before figure before any change it was used to tune.
READER_DEV13 = ROOT / "tests" / "data" / "reader_utterances_dev13.jsonl"
#: A fourteenth tuning split (``dev14``, 100 utterances) in domains and registers not used before (a startup, a law
#: firm, a hospital ward, long-haul trucking, a military posting, homeschooling, a wedding, eldercare and hospice, a
#: tattoo studio, a bakery, esports, a marathon, sailing, a pharmacy counter; Southern and Midwestern American,
#: Canadian, Filipino-American, Caribbean, Pakistani and Polish-British English, terse notes, dictation without
#: punctuation, formal corporate notices, long rambles, understatement and idioms): weighted to other people (kin
#: words such as Meemaw, Abbu, Khala, babcia and Tita, possessive chains, appositions, relative clauses, passives, two
#: people in one sentence, pronouns across sentences), then first-person facts, decisions (changed and taken back),
#: events, routines and lessons, framing (an instruction injected in Indonesian and one in Swedish), turns to skip
#: beside sincere look-alikes. Written blind (by a helper who read no reader code) on c812d2d, and committed with its
#: before figure before any change it was used to tune.
READER_DEV14 = ROOT / "tests" / "data" / "reader_utterances_dev14.jsonl"
#: A fifteenth tuning split (``dev15``, 100 utterances), written as a generalisation check in domains and registers
#: not used before (a florist, a dairy farm, a mosque committee, a rugby club, a call centre, a veterinary practice, a
#: care agency, a zoo, a printing firm, a harbour, an orchestra, a cycling club, a library, a barber shop; Welsh,
#: Bajan, Ghanaian, Singaporean, Texan, Canadian French-English and Aussie teen English, a corporate email and a voice
#: note): weighted to other people, then first-person facts, decisions, events, routines, lessons and team or company
#: facts, framing (an instruction injected in Romanian and one in Hungarian), turns to skip beside sincere
#: look-alikes. Written blind (by a helper who read no reader code) after the reader's changes it checks, and
#: committed before it was measured on c812d2d and on the current tree.
READER_DEV15 = ROOT / "tests" / "data" / "reader_utterances_dev15.jsonl"
#: A sixteenth tuning split (``dev16``, 100 utterances), written as a generalisation check in domains and registers
#: not used before (a bakery, a haulage firm, a dental practice, a primary school, a sailing club, a bike shop, a
#: hospice, a construction site, airline cabin crew, a tattoo studio, a housing association, a brass band, a cricket
#: club, a pharmacy, a mountain rescue team, a PhD lab; Geordie, Indian, Kenyan, Philippine (Taglish), Boston
#: Irish-American, New Zealand and Caribbean-Londoner English, a retired formal speaker, a teenager texting, a
#: corporate email and a voice note): weighted to other people, then first-person facts, decisions, events,
#: routines, lessons and team or company facts, framing (an instruction injected in Swahili and one in Tagalog),
#: turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on b818abf, and
#: committed before it was measured.
READER_DEV16 = ROOT / "tests" / "data" / "reader_utterances_dev16.jsonl"
#: A seventeenth split (``dev17``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a vineyard, a fishing trawler, a hair salon, a fire station, a church choir and vicarage,
#: a cinema, a law firm's trainees and pupillage, a garden centre, a swimming club, a warehouse's forklifts and
#: pickers, an A&E department, a radio station, a football academy, a pottery studio, a taxi firm, a university
#: library; Scouse, Nigerian Pidgin-tinged, Pakistani, Malaysian, Doric, South African, Southern American, Canadian and
#: older Yorkshire English, a gamer on Discord, texting, a voice note and a corporate email): weighted to other people,
#: then first-person facts, decisions, events, routines, lessons and team or company facts, framing (an instruction
#: injected in Afrikaans and one in Urdu), turns to skip beside sincere look-alikes. Written blind (by a helper who
#: read no reader code) on b818abf, and committed before it was measured; never to be tuned on.
READER_DEV17 = ROOT / "tests" / "data" / "reader_utterances_dev17.jsonl"
#: An eighteenth tuning split (``dev18``, 100 utterances), written as a generalisation check in domains and
#: registers not used before (a zoo's keepers, a print shop, a call centre's team leaders and KPIs, a dairy farm, a
#: ballet school, an RNLI lifeboat station, a car dealership, a recording studio, a prison's officers and wings, a
#: supermarket night shift, an estate agent, a village cricket and bowls club, a community radio, a veterinary
#: surgery, a theatre box office, a council refuse crew; Brummie, Glaswegian, valleys Welsh, Ghanaian, Singaporean,
#: Australian and Texan English, an elderly Irish grandmother, a Gen-Z voice, a terse engineer on Slack, texting and a
#: corporate email): weighted to other people, then first-person facts, decisions, events, routines, lessons and
#: team or company facts, framing (an instruction injected in Welsh and one in Greek), turns to skip beside sincere
#: look-alikes. Written blind (by a helper who read no reader code) on cd246a5, and committed before it was measured.
READER_DEV18 = ROOT / "tests" / "data" / "reader_utterances_dev18.jsonl"
#: A nineteenth split (``dev19``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a ski school, a brewery, a probation office, a bus depot, a museum's curators and
#: volunteers, a tyre garage, a nursing home's carers and night shifts, a climbing wall, a bridal shop, a newspaper
#: sub-desk, a mosque committee, an allotment society, a ferry crew, a cattery, a gymnastics club, an IT helpdesk;
#: Cockney, Mancunian, Cornish, Jamaican patois-tinged, Hong Kong, Sri Lankan, New York, Cajun and Shetland English,
#: a Polish speaker writing English as a second language, a voice-to-text transcript and a corporate email): weighted
#: to other people, then first-person facts, decisions, events, routines, lessons and team or company facts, framing
#: (an instruction injected in Czech and one in Finnish), turns to skip beside sincere look-alikes. Written blind (by
#: a helper who read no reader code) on cd246a5, and committed before it was measured; never to be tuned on.
READER_DEV19 = ROOT / "tests" / "data" / "reader_utterances_dev19.jsonl"
#: A twentieth split (``dev20``, 100 utterances), written as a generalisation check in domains and registers not used
#: before (a fishmonger and fish market, an orchestra's section leaders and principals, a hospice, a driving school, a
#: tattoo studio, a biotech lab's PIs and postdocs, a public library, a fire station's watches and crew managers, a
#: bakery chain, a removals firm, a dental practice, a golf club, hotel housekeeping, airport ground crew, a food bank,
#: a church choir; Geordie, Scouse, Yorkshire, Northern Irish, Kiwi, South African, Indian (Hinglish), Boston and
#: Appalachian English, a Spanish speaker writing English as a second language, an all-lowercase teenager with emoji
#: and a formal HR email): weighted to other people, then first-person facts, decisions, events, routines, lessons and
#: team or company facts, framing (an instruction injected in German and one in Korean), turns to skip beside sincere
#: look-alikes. Written blind (by a helper who read no reader code) on 1cd08d4, and committed before it was measured.
READER_DEV20 = ROOT / "tests" / "data" / "reader_utterances_dev20.jsonl"
#: A twenty-first split (``dev21``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a bicycle courier firm, a planetarium, a hospital pharmacy, a kennel and dog groomer, a
#: pottery studio, an oil rig's rotations, a university admissions office, a motorway services, a karate dojo, a
#: vineyard tasting room, a council planning office, a paramedic station, a film set's costume department, a
#: scrapyard, a beekeepers' association, a chess club; Bristolian, Essex, Scottish Highlands, Welsh-speaking,
#: Trinidadian, Filipino, Kenyan, Newfoundland and Minnesotan English, a German speaker writing English as a second
#: language, a retired colonel's formal voice, a dictated voicemail with filler words, texting and a corporate email):
#: weighted to other people, then first-person facts, decisions, events, routines, lessons and team or company facts,
#: framing (an instruction injected in Danish and one in Lithuanian), turns to skip beside sincere look-alikes.
#: Written blind (by a helper who read no reader code) on 1cd08d4, and committed before it was measured; never to be
#: tuned on.
READER_DEV21 = ROOT / "tests" / "data" / "reader_utterances_dev21.jsonl"
#: A twenty-second split (``dev22``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a canal boat hire firm, a recording studio, a hill sheep farm, a hospital radiology department, a
#: climbing gym, a school canteen, an insurance claims team, a zoo's keepers and curators, a coastguard station, a bike
#: shop, a funeral home, a call centre, a craft brewery, an independent cinema, a museum conservation lab, a rowing
#: club; Cornish, Brummie, Glaswegian, Jamaican patois-tinged, Singaporean (Singlish), Nigerian, Australian outback,
#: Texan and Louisiana Cajun English, a French speaker writing English as a second language, a terse sysadmin, a
#: grandmother texting, a voice note and a corporate email): weighted to other people, then first-person facts,
#: decisions, events, routines, lessons and team or company facts, framing (an instruction injected in Croatian and
#: one in Japanese), turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on
#: a12e31d, and committed before it was measured.
READER_DEV22 = ROOT / "tests" / "data" / "reader_utterances_dev22.jsonl"
#: A twenty-third split (``dev23``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a ferry company, a print shop, an equine vet practice, a ski resort, a job centre, a
#: parish council, an allotment society, a ballet company, a prison's officers and governors, a dry cleaner, a village
#: cricket club, a market garden, a coffee roastery, a hearing aid clinic, a magistrates' court, a cable TV installer;
#: Lancashire, Cockney, Dublin, Ghanaian, Malaysian, Pakistani, Californian, New York and Midwestern farmer English, a
#: Polish speaker writing English as a second language, a nervous first-time user over-explaining, a speech-to-text
#: dictation with homophone errors, texting, a voice note and a corporate email): weighted to other people, then
#: first-person facts, decisions, events, routines, lessons and team or company facts, framing (an instruction
#: injected in Estonian and one in Croatian), turns to skip beside sincere look-alikes. Written blind (by a helper who
#: read no reader code) on a12e31d, and committed before it was measured; never to be tuned on.
READER_DEV23 = ROOT / "tests" / "data" / "reader_utterances_dev23.jsonl"
#: A twenty-fourth split (``dev24``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (an RNLI lifeboat crew, a tyre and exhaust centre, a maternity ward, an animal sanctuary, a
#: sign-language interpreting agency, a games studio, a cathedral choir school, a lorry depot's trunkers and tramping,
#: a youth football academy, a wedding venue, a mountain rescue team, a dairy farm, a pharmacy counter, a university
#: library, a circus school, a care home kitchen; Norfolk, Black Country, Aberdonian (Doric), Ulster Scots, Irish
#: midlands, Bajan, Zimbabwean, Hong Kong, New Orleans and Chicago English, an Italian speaker writing English as a
#: second language, a breathless parent typing one-handed, a solicitor's letter, fragments, texting, a voice note and a
#: corporate email): weighted to other people, then first-person facts, decisions, events, routines, lessons and team
#: or company facts, framing (an instruction injected in Icelandic and one in Russian), turns to skip beside sincere
#: look-alikes. Written blind (by a helper who read no reader code) on 043d8b4, and committed before it was measured.
READER_DEV24 = ROOT / "tests" / "data" / "reader_utterances_dev24.jsonl"
#: A twenty-fifth split (``dev25``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a surf school, a greengrocer's, a sexual health clinic's reception, a racing stables, a
#: translation bureau, a car wash, a brass band, a crematorium, a police control room, an architecture practice, a
#: garden centre, a radio station, a student union bar, a water treatment works, a theatre box office, a hill farm's
#: lambing shed; Devon, Mancunian, Edinburgh, Cumbrian, Belfast, Bahamian, South Sudanese, Sri Lankan and Fijian
#: English, Hawaiian Pidgin touches, a Portuguese speaker writing English as a second language, a teenager's voice
#: note transcribed, a council complaint letter and a corporate email): weighted to other people, then first-person
#: facts, decisions, events, routines, lessons and team or company facts, framing (an instruction injected in Italian
#: and one in Turkish), turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code)
#: on 043d8b4, and committed before it was measured; never to be tuned on.
READER_DEV25 = ROOT / "tests" / "data" / "reader_utterances_dev25.jsonl"
#: A twenty-sixth split (``dev26``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a lighthouse museum, a nail bar, a kidney dialysis unit, a donkey sanctuary, a court interpreting
#: service, a board-game cafe, a bell-ringing tower, a removals firm, a netball club, a funeral florist, a cave rescue
#: team, a sheep-shearing gang, an opticians, a school library, a stunt school, a hospice laundry; Cornish, Potteries,
#: Glaswegian, Shetland, Donegal, Trinidadian, Ghanaian, Malaysian (Manglish), Texan and Boston English, a Polish
#: speaker writing English as a second language, a grandparent's voice-to-text without punctuation, an insurance claim
#: form, texting and a corporate email): weighted to other people, then first-person facts, decisions, events,
#: routines, lessons and team or company facts, framing (an instruction injected in Irish and one in Catalan), turns to
#: skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on cf87269, and committed
#: before it was measured.
READER_DEV26 = ROOT / "tests" / "data" / "reader_utterances_dev26.jsonl"
#: A twenty-seventh split (``dev27``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a kite-surfing shop, a fishmonger's, a fertility clinic's reception, a greyhound
#: kennels, a subtitling company, a valeting service, a pipe band, a registry office, a coastguard station, a
#: landscape architects, an allotment society, a podcast studio, a bowls club bar, a recycling centre, a cinema
#: projection booth, an upland sheep farm's shearing shed; Somerset, Scouse, Dundonian, Teesside, Derry, Antiguan,
#: Ugandan, Pakistani and Maori (New Zealand) English, Singlish touches, a Spanish speaker writing English as a second
#: language, a pre-teen's typed chat, a residents' association letter, fragments, texting, a voice note and a
#: corporate email): weighted to other people, then first-person facts, decisions, events, routines, lessons and
#: team or company facts, framing (an instruction injected in Latvian and one in Slovenian), turns to skip beside
#: sincere look-alikes. Written blind (by a helper who read no reader code) on cf87269, and committed before it was
#: measured; never to be tuned on.
READER_DEV27 = ROOT / "tests" / "data" / "reader_utterances_dev27.jsonl"
#: A twenty-eighth split (``dev28``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a locksmith, a tree surgeons' crew, a scaffolding firm, a wedding band, a dental lab, an escape room, a
#: pest control firm, a window-cleaning round, an upholsterer, an ice rink, an offshore wind farm, a puppet theatre, a
#: lido's lifeguards, a podiatry clinic, a roller derby team, an oyster farm, a steel pan band, an organic veg box;
#: Kerry, Hull, Manx, Orkney, Lincolnshire, Pittsburgh, Baltimore, Zambian, Nepali, British Bangladeshi, Cameroonian
#: and Maltese English, a Dutch speaker writing English as a second language, a dictated voice memo without
#: punctuation, a formal complaint letter and texting with emoji): weighted to other people, then first-person facts,
#: decisions, events, routines, lessons and team or company facts, framing (an instruction injected in Norwegian and
#: one in Albanian), turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on
#: 86305ff, and committed before it was measured.
READER_DEV28 = ROOT / "tests" / "data" / "reader_utterances_dev28.jsonl"
#: A twenty-ninth split (``dev29``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a glassblowing studio, a cheese dairy, a blood donation centre, a horse livery yard, a
#: court stenography agency, a bicycle repair co-op, a gospel choir, a hospice charity shop, an air ambulance
#: charity, a model railway club, a piano tuner, a falconry centre, a sign-writer, a night bakery; Cork, Guyanese,
#: Tanzanian, Bangalore (Indian) and Cape Breton English, a French speaker writing English as a second language, a
#: very elderly person's typed emails, texts in all capitals, a legal witness statement, a voice-to-text transcript,
#: a formal letter, typos, lower case and emoji): weighted to other people, then first-person facts, decisions,
#: events, routines, lessons and team or company facts, framing (an instruction injected in Maltese and one in
#: Basque), turns to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on 98bf387,
#: and committed before it was measured; never to be tuned on.
READER_DEV29 = ROOT / "tests" / "data" / "reader_utterances_dev29.jsonl"
#: A thirtieth split (``dev30``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a taxidermist's workshop, an orchestra's brass section, a mobile library van, a
#: greenhouse nursery, a tyre fitter's bay, a sign-language interpreting agency, a museum conservation lab, a market
#: garden, an escape room, a ceramics kiln co-op, a funfair crew, a wildlife rescue; Scouse, Cornish, Glaswegian,
#: Dublin, Newfoundland, New Zealand, Trinidadian, Ghanaian, Singlish, Pakistani, Boston and Texan touches, a Polish
#: speaker writing English as a second language, a teenager's texting with slang and emoji, a dictated message with
#: speech-to-text errors, a formal HR memo and a long rambling voice note): weighted to other people, then
#: first-person facts, decisions, events, routines, lessons and team or company facts, framing (an instruction
#: injected in Norwegian and one in Slovak), turns to skip beside sincere look-alikes. Written blind (by a helper who
#: read no reader code) on 86305ff, and committed before it was measured; never to be tuned on.
READER_DEV30 = ROOT / "tests" / "data" / "reader_utterances_dev30.jsonl"
#: A thirty-first split (``dev31``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a hospital porters' team, a bookbinder's bindery, a milliner's studio, a car boot sale, a snooker hall,
#: a violin maker's workshop, an archery club, a go-kart track, a pawnbroker's, a ten-pin bowling alley, a dry stone
#: waller, a rope access team, a saddler, a cobbler, a watercress bed, a scuba diving school, a hot air balloon crew, a
#: fencing club; Mackem (Sunderland), Suffolk, Fife, Wiltshire, Highland, Black Country, Yorkshire, Appalachian,
#: Minnesotan, Alaskan, New Jersey, Liberian, Sierra Leonean Krio-tinged, South African, Indian and Hong Kong English,
#: Japanese, Romanian and Turkish speakers writing English as a second language, telegrams, a gamer's chat, a tweet
#: with hashtags, a classified ad, club minutes, a CV line, a solicitor's letter and a voice note without
#: punctuation): weighted to other people, then first-person facts, decisions, events, routines, lessons and team or
#: company facts, framing (an instruction injected in Hindi and one in Scottish Gaelic), turns to skip beside sincere
#: look-alikes. It is a tuning split. Written blind (by a helper who read no reader code) on 2053d05, and committed
#: before it was measured.
READER_DEV31 = ROOT / "tests" / "data" / "reader_utterances_dev31.jsonl"
#: A thirty-second split (``dev32``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (harbour and river pilots, a blacksmith's forge, a furniture restorer and French polisher,
#: a launderette, a cathedral stoneyard's masons, a tea room, a hospital radio, a canal lock flight, an organ builder,
#: a dog agility club, dry-stone walling, a village post office, a taxi rank and an all-night chemist; Mancunian,
#: Lancashire, Sheffield, Belfast, Doric, Bajan, Malaysian, Hinglish, Zimbabwean, Maltese, Gibraltarian and Kiwi farmer
#: English, a French speaker writing English as a second language, an elderly person's email in capitals, a child
#: dictating, a formal letter from a council, a chat log full of typos and a voice-to-text transcript): weighted to
#: other people, then first-person facts, decisions, events, routines, lessons and team or company facts, framing (an
#: instruction injected in Thai and one in Hebrew), turns to skip beside sincere look-alikes. Written blind (by a
#: helper who read no reader code) on 2053d05, and committed before it was measured; never to be tuned on.
READER_DEV32 = ROOT / "tests" / "data" / "reader_utterances_dev32.jsonl"
#: A thirty-third split (``dev33``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a boxing gym, a whisky and gin distillery, a sawmill, a salsa dance school, a butcher's shop, a phone
#: repair shop, an ice-cream van round, a gliding club, a hospital switchboard, a food truck, a Citizens Advice
#: bureau, a bespoke tailor's, a chimney sweep, a public aquarium, a railway signal box and an orchestra's library;
#: Nottingham, Northumbrian, Philadelphia, Bermudian, Galway, Mauritian and Queensland English, Cork, Cardiff Welsh,
#: Bristolian, Nigerian, Jamaican, Singlish, Texan, Cajun and outback touches, German, Russian, Arabic and Korean
#: speakers writing English as a second language, texts with autocorrect slips, SMS shorthand, a formal HR letter, a
#: podcast transcript and a voice-to-text ramble): weighted to other people, then first-person facts, decisions,
#: events, routines, lessons and team or company facts, framing (an instruction injected in Ukrainian and one in
#: Yoruba), turns to skip beside sincere look-alikes. It is a tuning split. Written blind (by a helper who read no
#: reader code) on 3e032e3, and committed before it was measured.
READER_DEV33 = ROOT / "tests" / "data" / "reader_utterances_dev33.jsonl"
#: A thirty-fourth split (``dev34``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a mushroom farm's pickers, packers and growing rooms, an auction house's salerooms,
#: porters and valuers, a watch repairer's bench, a crossword setter's papers and deadlines, a quarry's blasters,
#: loaders and surveyors, a thatcher, a sailmaker, a chimney sweep, a sea kayak guide, an observatory's star shows,
#: a Kenyan chama, a Filipino house blessing, a parang side; Glaswegian, Cornish, Newfoundland, Filipino, Ghanaian,
#: Kenyan, Trinidadian and Scouse English, a Polish speaker writing English as a second language, a dictated
#: voicemail with filler words, a nurse's handover notes, a diary entry, a business email with bullet points and a
#: teenager's group chat with emoji): weighted to other people, then first-person facts, decisions, events, routines,
#: lessons and team or company facts, framing (an instruction injected in Ukrainian and one in Persian), turns to
#: skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on 3e032e3, and committed
#: before it was measured; never to be tuned on.
READER_DEV34 = ROOT / "tests" / "data" / "reader_utterances_dev34.jsonl"
#: A thirty-fifth split (``dev35``, 100 utterances), written as a generalisation check in domains and registers not
#: used before (a shipyard's platers, welders and pipefitters, a hotel concierge desk, a toy shop, a cider orchard and
#: press, a stained glass studio, a salmon farm, a paragliding school, a wool mill's menders and dye house, a lacrosse
#: club, a bell foundry, a guide dog centre's trainers and puppy walkers, a caravan park, a bingo hall, a marina, a milk
#: round, a theme park's ride crew, a trampoline park's party bookings; Geordie, Yorkshire, Brummie, South African,
#: New Zealand, Boston and Appalachian English, a Spanish speaker writing English as a second language, a
#: support-ticket thread, meeting minutes, a customer review, a tweet thread, a formal letter and voice-to-text with
#: misheard words): weighted to other people, then first-person facts, decisions, events, routines, lessons and team
#: or company facts, framing (an instruction injected in Bulgarian and one in Zulu), turns to skip beside sincere
#: look-alikes. It is a tuning split. Written blind (by a helper who read no reader code) on 423ab3b, and committed
#: before it was measured.
READER_DEV35 = ROOT / "tests" / "data" / "reader_utterances_dev35.jsonl"
#: A thirty-sixth split (``dev36``, 100 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a ski patrol's avalanche work, a weather station's observers and forecasters, a
#: stained-glass studio, a cider orchard and press, an air traffic control tower, a youth hostel, a council gritting
#: depot, a vinyl record shop, a guide dog training centre, a tram depot, a cheesemonger's, a seed bank; Cockney,
#: Northern Irish, Highland Scots, Maltese, Barbadian, Southern US and Hong Kong English, an Italian speaker writing
#: English as a second language, a police statement, a grandparent's text, a ship's log, a product changelog written
#: by a person, a dating-app profile, a voice-to-text ramble, a formal letter, lower case, typos and emoji): weighted
#: to other people, then first-person facts, decisions, events, routines, lessons and team or company facts, framing
#: (an instruction injected in Bulgarian and one in Zulu), turns to skip beside sincere look-alikes. Written blind (by
#: a helper who read no reader code) on 423ab3b, and committed before it was measured; never to be tuned on.
READER_DEV36 = ROOT / "tests" / "data" / "reader_utterances_dev36.jsonl"
#: A thirty-seventh split (``dev37``, 60 utterances), written as a generalisation check in domains and registers not
#: used before (a ballroom dance academy's classes, teachers, medal tests and competitions, and a surf lifesaving
#: club's patrols, nippers, rescue boats and committee; of the fifteen domains offered for this split, thirteen had
#: been used before and were dropped; Welsh, Jamaican, Singaporean, Dublin, Texan and Indian English, a German speaker
#: writing English as a second language, a voice-note transcript, a complaint letter, a school report, a forum post
#: and a recipe blog's chatty aside): weighted to other people, then first-person facts, decisions, events, routines,
#: lessons and team or company facts, framing (an instruction injected in Tamil and one in Amharic), turns to skip
#: beside sincere look-alikes. It is a tuning split. Written blind (by a helper who read no reader code) on 822bec5,
#: and committed before it was measured.
READER_DEV37 = ROOT / "tests" / "data" / "reader_utterances_dev37.jsonl"
#: A thirty-eighth split (``dev38``, 60 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a clock repair workshop, a sugar-beet farm and its factory, a city farm; Mancunian,
#: Bristolian, Nigerian, Pakistani, Australian, Doric Scots and Canadian prairie English, a French speaker writing
#: English as a second language, a Slack stand-up, a wedding speech, a handwritten note transcribed and a letter to a
#: local paper): weighted to other people, then first-person facts, decisions, events, routines, lessons and team or
#: company facts, framing (an instruction injected in Spanish and one in Serbian), turns to skip beside sincere
#: look-alikes. Written blind (by a helper who read no reader code) on 822bec5, and committed before it was measured;
#: never to be tuned on.
READER_DEV38 = ROOT / "tests" / "data" / "reader_utterances_dev38.jsonl"
#: A thirty-ninth split (``dev39``, 60 utterances), written as a generalisation check in domains and registers not
#: used before (a laundrette, an abattoir, a farrier, a sewage works, a data centre, a parkour crew, a paintball site,
#: an Antarctic research station, a solar farm, a lavender farm, a youth club and a comedy club; of the domains
#: offered, a sign-language interpreting agency had been used before and was dropped, and an ice cream van, a
#: racecourse, a morris side and a judo club were not used as domains; a eulogy, a job application, a performance
#: review, a WhatsApp family group, a text to a landlord, a cover letter, a postcard, a customer-support chat, a
#: Gujarati speaker and a Khmer speaker writing English as a second language, lower case and emoji): weighted to
#: other people, then first-person facts, decisions, events, routines, lessons and team or company facts, framing (an
#: instruction injected in Georgian and one in Armenian, Igbo and Bengali having been used before), turns to skip
#: beside sincere look-alikes. It is a tuning split. Written blind (by a helper who read no reader code) on cc72d2f,
#: and committed before it was measured.
READER_DEV39 = ROOT / "tests" / "data" / "reader_utterances_dev39.jsonl"
#: A fortieth split (``dev40``, 60 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a hydroelectric dam, a boatyard, a sail loft, a perfume maker, a chocolatier, a blood
#: bank, an embassy, a customs post, a newsroom, an election count, a casino, an arborist crew, an alpaca farm, a fish
#: hatchery, a submarine crew, a makerspace, a repair cafe, a glider club, a karaoke bar and a game studio; an
#: obituary, a resignation letter, a wedding toast, a Reddit post, a LinkedIn update, a sermon, a commit message and a
#: code-review comment, a newsletter, a bedtime-story aside, a court statement, and Georgian and Samoan speakers
#: writing English as a second language): weighted to other people, then first-person facts, decisions, events,
#: routines, lessons and team or company facts, framing (an instruction injected in Kazakh and one in Quechua), turns
#: to skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on cc72d2f, and committed
#: before it was measured; never to be tuned on.
READER_DEV40 = ROOT / "tests" / "data" / "reader_utterances_dev40.jsonl"
#: A forty-first split (``dev41``, 60 utterances), written as a generalisation check in domains and registers not
#: used before (a cable car, a stud farm, a letterpress studio, a skate park, a salt mine, a landfill site, a nuclear
#: power station, a soup kitchen, a coroner's office, a midwifery unit, an acupuncture clinic, a bridge club, a pub
#: quiz, a triathlon club, a monastery and a gurdwara; of the domains offered, an apiary, a dog-grooming parlour, a
#: clockmaker and a dive shop had been used before and were dropped; a retirement speech, an out-of-office reply, a
#: condolence card, a birthday card, a tenancy form, an incident report, a bug report, a fridge note, a guestbook
#: entry, and Sinhala and Burmese speakers writing English as a second language, a Slack stand-up having been used
#: before): weighted to other people, then first-person facts, decisions, events, routines, lessons and team or
#: company facts, framing (an instruction injected in Pashto and one in Uzbek), turns to skip beside sincere
#: look-alikes. It is a tuning split. Written blind (by a helper who read no reader code) on ae0de41, and committed
#: before it was measured.
READER_DEV41 = ROOT / "tests" / "data" / "reader_utterances_dev41.jsonl"
#: A forty-second split (``dev42``, 60 utterances), written as a never-tuned generalisation check in domains and
#: registers not used before (a campsite, a cruise ship, a dry dock, a toll bridge, a tannery, a paper mill, a flour
#: mill, a hydroponic farm, a seaweed harvest, a census office, a tax office, a notary, a credit union, a payroll
#: bureau, a dubbing studio, a VFX house, a magazine, a bookshop, a luthier and a synagogue; a thank-you card, a press
#: release, an interview transcript, a lost-and-found notice, a Christmas card, a yearbook entry, a text message
#: thread, an email signature, a haiku-like aside, a medical intake form, and Tigrinya and Mongolian speakers writing
#: English as a second language): weighted to other people, then first-person facts, decisions, events, routines,
#: lessons and team or company facts, framing (an instruction injected in Malagasy and one in Kyrgyz), turns to skip
#: beside sincere look-alikes. Written blind (by a helper who read no reader code) on ae0de41, and committed before it
#: was measured; never to be tuned on.
READER_DEV42 = ROOT / "tests" / "data" / "reader_utterances_dev42.jsonl"
#: A forty-third split (``dev43``, 60 utterances), written as a generalisation check in domains and registers not
#: used before (a sleep clinic, a picture framer's, a white-water rafting outfit, a maple sugarbush, a theatre wig
#: room, a chiropractor's practice, a jazz club, a brickworks, a velodrome, a truffle farm, a hammam, a samba school, a
#: sled-dog kennel, a speech therapist, a polo club, a noodle bar, a pinball arcade, a bonsai nursery and a dragon boat
#: crew; Vermont, Kentucky, Tasmanian, Malawian and Belizean English, Multicultural London English, Mandarin and
#: Kurdish speakers writing English as a second language, a calendar invite, an RSVP, a marketplace listing, a warranty
#: claim, a committee notice, chat abbreviations, lower case and emoji): weighted to other people, then first-person
#: facts, decisions, events, routines, lessons and team or company facts, framing (an instruction injected in
#: Azerbaijani and one in Somali), turns to skip beside sincere look-alikes. It is a tuning split. Written blind (by a
#: helper who read no reader code) on d7a0d31, and committed before it was measured.
READER_DEV43 = ROOT / "tests" / "data" / "reader_utterances_dev43.jsonl"
#: A forty-fourth split (``dev44``, 60 utterances), written as a never-tuned generalisation check in outdoor,
#: transport, public-service and crafts domains and registers not used before (a national park's rangers and wardens,
#: a heritage steam railway's footplate crew, a breakdown recovery firm, a school crossing patrol, a community
#: transport minibus scheme, a forestry harvesting crew, a salmon river's ghillies, a cooperage, a willow basket maker,
#: a wheelwright, a woodturner, a council highways depot, a passport office, a village flood warden, a harbour tug
#: crew, a bike hire scheme, a council's parking enforcement and an orienteering club; Shropshire, Falkland Islands,
#: Ozark, Tasmanian, Namibian, Belizean and Nova Scotian English, Somali and Kurdish (Sorani) speakers writing English
#: as a second language, a parish newsletter, a ranger's logbook, a recovery firm's job sheet, a crew's whiteboard,
#: lower case, typos and emoji): weighted to other people, then first-person facts, decisions, events, routines,
#: lessons and team or company facts, framing (an instruction injected in Azerbaijani and one in Galician), turns to
#: skip beside sincere look-alikes. Written blind (by a helper who read no reader code) on d7a0d31, and committed
#: before it was measured; never to be tuned on.
READER_DEV44 = ROOT / "tests" / "data" / "reader_utterances_dev44.jsonl"
SPLITS = ("dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12",
          "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "dev19", "dev20", "dev21", "dev22", "dev23",
          "dev24", "dev25", "dev26", "dev27", "dev28", "dev29", "dev30", "dev31", "dev32", "dev33", "dev34",
          "dev35", "dev36", "dev37", "dev38", "dev39", "dev40", "dev41", "dev42", "dev43", "dev44", "holdout")
READER_RESULTS = ROOT / "bench" / "results" / "extraction_reader.json"
DECISIONS = ("store", "skip", "low")

Triple = tuple[str, str, str]


def load_labels(path: Path = LABELS) -> list[dict[str, Any]]:
    """The labelled rows, one dict per JSONL line."""
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def decision_of(extraction: Extraction) -> str:
    """'skip' if nothing was proposed, 'low' if everything proposed is uncertain."""
    if not extraction.candidates:
        return "skip"
    if all(c.confidence <= LOW_CONFIDENCE for c in extraction.candidates):
        return "low"
    return "store"


def _norm(entity: str | None, attribute: str | None, value: str | None) -> Triple:
    return (str(entity).strip().lower(), canonical_attribute(str(attribute)),
            " ".join(str(value).lower().strip(" .!?,;:'\"").split()))


def gold_triples(row: dict[str, Any]) -> set[Triple]:
    if row.get("triples"):
        return {_norm(*triple) for triple in row["triples"]}
    if not row.get("attribute"):
        return set()
    return {_norm(row["entity"], row["attribute"], row["value"])}


def predicted_triples(extraction: Extraction) -> set[Triple]:
    return {_norm(c.entity, c.attribute, c.value) for c in extraction.candidates
            if c.entity and c.attribute and c.value}


def _ratio(numerator: int, denominator: int) -> float:
    # Nothing predicted and nothing expected is a perfect score, not a division error.
    return round(numerator / denominator, 4) if denominator else 1.0


def _decision_scores(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    per_class = {}
    for label in DECISIONS:
        tp = sum(1 for gold, pred in pairs if gold == label and pred == label)
        per_class[label] = {
            "precision": _ratio(tp, sum(1 for _, pred in pairs if pred == label)),
            "recall": _ratio(tp, sum(1 for gold, _ in pairs if gold == label)),
            "support": sum(1 for gold, _ in pairs if gold == label),
        }
    return {
        "macro_precision": round(sum(c["precision"] for c in per_class.values()) / 3, 4),
        "macro_recall": round(sum(c["recall"] for c in per_class.values()) / 3, 4),
        "accuracy": _ratio(sum(1 for gold, pred in pairs if gold == pred), len(pairs)),
        "per_class": per_class,
    }


def score(rows: list[dict[str, Any]], outcomes: list[Extraction]) -> dict[str, Any]:
    """Decision and triple precision/recall for ``rows`` and their extractions."""
    pairs = [(row["decision"], decision_of(out)) for row, out in zip(rows, outcomes, strict=True)]
    hits = predicted = expected = 0
    kinds_right = kinds_total = 0
    for row, out in zip(rows, outcomes, strict=True):
        gold, pred = gold_triples(row), predicted_triples(out)
        hits, predicted, expected = hits + len(gold & pred), predicted + len(pred), expected + len(gold)
        if row["kind"] and out.candidates:
            kinds_total += 1
            kinds_right += row["kind"] in {c.kind.value for c in out.candidates}
    return {
        "rows": len(rows),
        "decision": _decision_scores(pairs),
        "triple": {"precision": _ratio(hits, predicted), "recall": _ratio(hits, expected),
                   "predicted": predicted, "expected": expected, "correct": hits},
        "kind_accuracy": _ratio(kinds_right, kinds_total),
    }


def evaluate(extractor: Extractor | None = None, rows: list[dict[str, Any]] | None = None,
             probe: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Figures per split ("dev", "holdout"), over all rows, and for the probe set."""
    extractor = extractor or RulesExtractor()
    rows = rows if rows is not None else load_labels()
    probe = probe if probe is not None else (load_labels(PROBE) if PROBE.exists() else [])
    outcomes = [extractor.extract(row["text"], speaker=row["speaker"]) for row in rows]
    report: dict[str, Any] = {"extractor": extractor.name, "version": extractor.version,
                              "labels": len(rows), "splits": {}}
    for split in SPLITS:
        chosen = [i for i, row in enumerate(rows) if row["split"] == split]
        report["splits"][split] = score([rows[i] for i in chosen], [outcomes[i] for i in chosen])
    report["splits"]["all"] = score(rows, outcomes)
    if probe:
        report["probe"] = score(probe, [extractor.extract(r["text"], speaker=r["speaker"]) for r in probe])
    return report


def misses(split: str, extractor: Extractor | None = None, labels: str = "seed") -> Iterable[str]:
    """One line per row of ``split`` whose decision or triples disagree with the label."""
    extractor = extractor or RulesExtractor()
    labelled, probe = SETS[labels]
    for row in load_labels(probe if split == "probe" else labelled):
        if row["split"] != split:
            continue
        out = extractor.extract(row["text"], speaker=row["speaker"])
        decision, gold, pred = decision_of(out), gold_triples(row), predicted_triples(out)
        if decision != row["decision"] or gold != pred:
            yield (f"{row['id']} [{row['speaker']}] {row['text']!r}: want {row['decision']} {sorted(gold)}"
                   f" got {decision} {sorted(pred)} {Counter(c.reason for c in out.candidates)}")


# -- the reader set (issue 21) ------------------------------------------------------------------------------

sys.path.insert(0, str(Path(__file__).resolve().parent))
from people import person_key, same_person  # noqa: E402

_NUMBERS = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
            "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12"}
_OTHERS_NOT = ("user", "team", "company")


def reader_value(value: Any) -> str:
    """A value as the reader set compares it.

    >>> reader_value("A Bakery."), reader_value("two weeks"), reader_value("Peanut"), reader_value("peanuts")
    ('bakery', '2 week', 'peanut', 'peanut')
    """
    text = " ".join(str(value or "").lower().strip(" .!?,;:'\"").split())
    words = text.split()
    if len(words) > 1 and words[0] in ("a", "an", "the"):
        words = words[1:]
    words = [_NUMBERS.get(w, w) for w in words]
    words = [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]
    return " ".join(words)


def _gold(row: dict[str, Any]) -> list[tuple[str, str, str]]:
    triples = row.get("triples") or ([[row["entity"], row["attribute"], row["value"]]] if row.get("attribute")
                                     else [])
    return [(str(e), canonical_attribute(str(a)), reader_value(v)) for e, a, v in triples]


def _claims_of_extraction(out: Extraction) -> list[dict[str, Any]]:
    return [{"entity": c.entity, "attribute": c.attribute, "value": c.value, "kind": c.kind.value,
             "confidence": c.confidence, "text": c.text} for c in out.candidates]


def _claims_of_units(units: list[Any]) -> list[dict[str, Any]]:
    return [{"entity": u.entity, "attribute": u.attribute, "value": u.value, "kind": u.kind.value,
             "confidence": u.confidence, "text": u.text} for u in units]


def _decision(claims: list[dict[str, Any]]) -> str:
    if not claims:
        return "skip"
    return "low" if all(c["confidence"] <= LOW_CONFIDENCE for c in claims) else "store"


def _confident(claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for c in claims if c["confidence"] > LOW_CONFIDENCE]


def _triples(claims: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    return [(str(c["entity"]), canonical_attribute(str(c["attribute"])), reader_value(c["value"]))
            for c in _confident(claims) if c["entity"] and c["attribute"] and c["value"]]


def _same(pred: tuple[str, str, str], gold: tuple[str, str, str]) -> bool:
    return pred[1] == gold[1] and pred[2] == gold[2] and same_person(pred[0], gold[0])


def _mentioned(claims: list[dict[str, Any]], phrase: str) -> bool:
    pattern = re.compile(r"(?<![a-z0-9])" + re.escape(phrase.lower()))
    return any(pattern.search(f"{c['text']} {c['value'] or ''}".lower()) for c in _confident(claims))


def _judge(row: dict[str, Any], claims: list[dict[str, Any]]) -> dict[str, Any]:
    """One row's verdict: decision, triple matches, the other-people view, and whether it is right overall."""
    decision, gold, pred = _decision(claims), _gold(row), _triples(claims)
    found = [g for g in gold if any(_same(p, g) for p in pred)]
    right_pred = [p for p in pred if any(_same(p, g) for g in gold)]
    others = [g for g in gold if person_key(g[0]) not in _OTHERS_NOT]
    about_them = [g for g in others if any(same_person(p[0], g[0]) and p[2] == g[2] for p in pred)]
    as_user = [g for g in others if any(person_key(p[0]) == "user" and p[2] == g[2] for p in pred)]
    kinds = {c["kind"] for c in _confident(claims)}
    mentions = row.get("mentions") or []
    right = decision == row["decision"]
    if right and row["decision"] == "store":
        right = (len(found) == len(gold) and all(_mentioned(claims, m) for m in mentions)
                 and (not row["kind"] or row["kind"] in kinds))
    return {"decision": decision, "gold": len(gold), "found": len(found), "predicted": len(pred),
            "predicted_right": len(right_pred), "others": len(others), "about_them": len(about_them),
            "others_strict": sum(1 for g in others if g in found), "as_user": len(as_user),
            "kind_right": (row["kind"] in kinds) if row["kind"] and claims else None, "right": right}


def _timing(seconds: list[float]) -> dict[str, Any]:
    ordered = sorted(seconds)
    if not ordered:
        return {"turns": 0}
    total = sum(ordered)
    return {"turns": len(ordered), "mean": round(total / len(ordered), 5), "p50": round(ordered[len(ordered) // 2], 5),
            "p95": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 5),
            "inputs_per_s": round(len(ordered) / total, 1) if total else None}


def reader_score(rows: list[dict[str, Any]], claims: list[list[dict[str, Any]]],
                 seconds: list[float]) -> dict[str, Any]:
    """The reader set's figures for ``rows``, what was proposed or stored for each, and the seconds each took."""
    verdicts = [_judge(row, c) for row, c in zip(rows, claims, strict=True)]
    pairs = [(row["decision"], v["decision"]) for row, v in zip(rows, verdicts, strict=True)]
    total = lambda key: sum(v[key] for v in verdicts)  # noqa: E731
    store_rows = [v for row, v in zip(rows, verdicts, strict=True) if row["decision"] == "store"]
    kinds = [v["kind_right"] for v in verdicts if v["kind_right"] is not None]
    by_category: dict[str, dict[str, Any]] = {}
    for row, v in zip(rows, verdicts, strict=True):
        cat = by_category.setdefault(row.get("category", "?"), {"rows": 0, "decision_right": 0, "right": 0})
        cat["rows"] += 1
        cat["decision_right"] += v["decision"] == row["decision"]
        cat["right"] += v["right"]
    for cat in by_category.values():
        cat["decision_accuracy"] = _ratio(cat["decision_right"], cat["rows"])
        cat["right_rate"] = _ratio(cat["right"], cat["rows"])
    return {
        "rows": len(rows),
        "decision": _decision_scores(pairs),
        "triple": {"precision": _ratio(total("predicted_right"), total("predicted")),
                   "recall": _ratio(total("found"), total("gold")),
                   "predicted": total("predicted"), "expected": total("gold"), "found": total("found")},
        "other_people": {"triples": total("others"), "stored_about_them": total("about_them"),
                         "rate": _ratio(total("about_them"), total("others")),
                         "strict_rate": _ratio(total("others_strict"), total("others")),
                         "taken_as_user": total("as_user")},
        "right_thing_stored": {"rows": len(store_rows), "right": sum(v["right"] for v in store_rows),
                               "rate": _ratio(sum(v["right"] for v in store_rows), len(store_rows))},
        "rows_right": _ratio(total("right"), len(rows)),
        "kind_accuracy": _ratio(sum(kinds), len(kinds)),
        "by_category": dict(sorted(by_category.items())),
        "seconds_per_turn": _timing(seconds),
    }


def _speaker(row: dict[str, Any]) -> Source:
    return Source.parse(row.get("speaker") or "user")


def read_with_extractor(rows: list[dict[str, Any]], extractor: Extractor) -> tuple[list[Any], list[float]]:
    """Each row through ``extractor.extract``: the proposed claims and the seconds each call took."""
    claims, seconds = [], []
    for row in rows:
        started = time.perf_counter()
        out = extractor.extract(row["text"], speaker=_speaker(row))
        seconds.append(time.perf_counter() - started)
        claims.append(_claims_of_extraction(out))
    return claims, seconds


def read_with_remember(rows: list[dict[str, Any]], extractor: Extractor | None = None) -> tuple[list[Any], list[float]]:
    """Each row through ``Memory.remember`` for a fresh user of one store: what was stored, and the seconds."""
    from credo import HashEmbedder, Memory

    claims, seconds = [], []
    with tempfile.TemporaryDirectory(prefix="credo-reader-") as tmp:
        mem = Memory(os.path.join(tmp, "reader.db"), embedder=HashEmbedder(), extractor=extractor)
        try:
            for row in rows:
                started = time.perf_counter()
                result = mem.remember(row["text"], user=f"u-{row['id']}", source=_speaker(row),
                                      now="2026-06-01T10:00:00+00:00", actor="bench")
                seconds.append(time.perf_counter() - started)
                claims.append(_claims_of_units(list(result.stored) + list(result.merged)))
        finally:
            mem.close()
    return claims, seconds


def _by_split(rows: list[dict[str, Any]], claims: list[Any], seconds: list[float]) -> dict[str, Any]:
    out = {}
    for split in SPLITS:
        chosen = [i for i, row in enumerate(rows) if row["split"] == split]
        out[split] = reader_score([rows[i] for i in chosen], [claims[i] for i in chosen],
                                  [seconds[i] for i in chosen])
    out["all"] = reader_score(rows, claims, seconds)
    return out


def reader_rows() -> list[dict[str, Any]]:
    """The reader set: dev and holdout, the second to sixteenth tuning splits, the seventeenth (a never-tuned check,
    tuned on since), the eighteenth tuning split, the nineteenth (a never-tuned check), the twentieth (a
    generalisation check), the twenty-first (a never-tuned check), the twenty-second (a generalisation check), the
    twenty-third (a never-tuned check), the twenty-fourth (a generalisation check), the twenty-fifth (a
    never-tuned check), the twenty-sixth (a generalisation check), the twenty-seventh (a never-tuned check), the
    twenty-eighth (a generalisation check), the twenty-ninth (a never-tuned check), the thirtieth (a never-tuned
    check), the thirty-first (a generalisation check), the thirty-second (a never-tuned check), the thirty-third (a
    generalisation check), the thirty-fourth (a never-tuned check), the thirty-fifth (a generalisation check), the
    thirty-sixth (a never-tuned check), the thirty-seventh (a generalisation check), the thirty-eighth (a
    never-tuned check), the thirty-ninth (a generalisation check), the fortieth (a never-tuned check) and the
    forty-first (a generalisation check), the forty-second (a never-tuned check), the forty-third (a
    generalisation check) and the forty-fourth (a never-tuned check)."""
    return load_labels(READER) + [row for extra in (READER_DEV2, READER_DEV3, READER_DEV4, READER_DEV5, READER_DEV6,
                                                    READER_DEV7, READER_DEV8, READER_DEV9, READER_DEV10,
                                                    READER_DEV11, READER_DEV12, READER_DEV13,
                                                    READER_DEV14, READER_DEV15, READER_DEV16, READER_DEV17,
                                                    READER_DEV18, READER_DEV19, READER_DEV20, READER_DEV21,
                                                    READER_DEV22, READER_DEV23, READER_DEV24,
                                                    READER_DEV25, READER_DEV26, READER_DEV27,
                                                    READER_DEV28, READER_DEV29, READER_DEV30,
                                                    READER_DEV31, READER_DEV32, READER_DEV33, READER_DEV34,
                                                    READER_DEV35, READER_DEV36, READER_DEV37,
                                                    READER_DEV38, READER_DEV39, READER_DEV40,
                                                    READER_DEV41, READER_DEV42, READER_DEV43, READER_DEV44)
                                  if extra.exists()
                                  for row in load_labels(extra)]


def evaluate_reader(extractor: Extractor | None = None, rows: list[dict[str, Any]] | None = None,
                    through_remember: bool = True) -> dict[str, Any]:
    """The reader set's report for one extractor (the offline reader by default): extract, then remember."""
    from credo.llm import Reader

    rows = rows if rows is not None else reader_rows()
    chosen = extractor or Reader()
    claims, seconds = read_with_extractor(rows, chosen)
    report: dict[str, Any] = {"extractor": chosen.name, "version": chosen.version, "labels": len(rows),
                              "extract": _by_split(rows, claims, seconds)}
    if through_remember:
        claims, seconds = read_with_remember(rows, extractor)
        report["remember"] = _by_split(rows, claims, seconds)
    return report


def reader_misses(split: str, extractor: Extractor | None = None) -> Iterable[str]:
    """One line per reader row of ``split`` that is not right, with what the extractor proposed."""
    from credo.llm import Reader

    extractor = extractor or Reader()
    for row in reader_rows():
        if row["split"] != split:
            continue
        out = extractor.extract(row["text"], speaker=_speaker(row))
        claims = _claims_of_extraction(out)
        verdict = _judge(row, claims)
        if not verdict["right"]:
            got = sorted({(c["entity"], c["attribute"], c["value"], c["kind"], round(c["confidence"], 2))
                          for c in claims}, key=str)
            yield (f"{row['id']} {row['category']} [{row['speaker']}] {row['text']!r}: want {row['decision']} "
                   f"{row['kind']} {_gold(row)} {row.get('mentions') or ''} got {verdict['decision']} {got}")


def _llm() -> tuple[Extractor, str] | None:
    """The local LLM as a deployment configures it: behind the reader's guard rails, falling back to it."""
    from llm_local import deployed_extractor

    return deployed_extractor()


def _summary(name: str, report: dict[str, Any]) -> list[str]:
    lines = []
    for path in ("extract", "remember"):
        for split in SPLITS:
            figures = report.get(path, {}).get(split)
            if not figures or not figures["rows"]:
                continue
            t = figures["seconds_per_turn"]
            lines.append(
                f"{name:<10} {path:<8} {split:<7} rows={figures['rows']:3}  decision acc="
                f"{figures['decision']['accuracy']:.3f}  triple P={figures['triple']['precision']:.3f} "
                f"R={figures['triple']['recall']:.3f}  other people={figures['other_people']['rate']:.3f} "
                f"(as user {figures['other_people']['taken_as_user']})  right stored="
                f"{figures['right_thing_stored']['right']}/{figures['right_thing_stored']['rows']}  "
                f"p50={t.get('p50', 0) * 1000:.2f} ms/turn ({t.get('inputs_per_s')} inputs/s)")
    return lines


def main_reader(out: Path = READER_RESULTS, split: str | None = None) -> int:
    """The reader set's report, every split (``split``: that one only, into its own file; a local LLM's run of
    the whole set takes about an hour on two cores, one split a quarter of it)."""
    rows = [row for row in reader_rows() if split is None or row["split"] == split]
    if split is not None:
        out = out.with_name(f"{out.stem}_{split}.json")
    report: dict[str, Any] = {"set": "reader", "labels_file": str(READER.relative_to(ROOT)), "split": split or "all",
                              "rules": evaluate_reader(rows=rows),
                              # the phrase-pattern extractor the reader replaced, for comparison
                              "phrase_rules": evaluate_reader(RulesExtractor(), rows=rows)}
    llm = _llm()
    report["llm"] = (evaluate_reader(llm[0], rows=rows) if llm is not None
                     else "not configured (set CREDO_BENCH_LLM_BASE_URL and CREDO_BENCH_LLM_MODEL)")
    if llm is not None:
        from llm_local import ANSWERS

        report["model_answers"] = dict(ANSWERS)  # replayed answers took no model time
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for line in _summary("reader", report["rules"]) + _summary("phrases", report["phrase_rules"]):
        print(line)
    if llm is not None:
        for line in _summary(llm[1][:10], report["llm"]):
            print(line)
    else:
        print(f"LLM extractor: {report['llm']}")
    print(f"wrote {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", metavar="SPLIT", help="list disagreements for one split instead")
    parser.add_argument("--set", choices=sorted([*SETS, "reader"]), default="seed",
                        help="label set for --misses; 'reader' alone runs issue 21's blind reader set "
                        "(dev and holdout reported apart) into bench/results/extraction_reader.json")
    parser.add_argument("--split", help="with --set reader: that split only (dev, dev2..dev44, holdout), into "
                        "bench/results/extraction_reader_SPLIT.json")
    args = parser.parse_args(argv)
    if args.set == "reader":
        if args.misses:
            for line in reader_misses(args.misses):
                print(line)
            return 0
        return main_reader(split=args.split)
    if args.misses:
        for line in misses(args.misses, labels=args.set):
            print(line)
        return 0
    report = evaluate()
    report["open"] = evaluate(rows=load_labels(OPEN_LABELS), probe=load_labels(OPEN_PROBE))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
