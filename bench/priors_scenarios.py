"""Generated scenarios for bench/priors.py: equally relevant memories, and which one a user should get first.

Every scenario is one user's store: a target memory, one or more rivals that
answer the query about as well as the target does, and distractors (the
user's other facts). The story (when each memory was written, what the user
confirmed, which memories the agent recalled and how the user rated them)
gives the target the better priors, and the check is that it comes first.

Families (:data:`FAMILIES`):

* ``confirmed``  -- the same fact written twice; the user later confirmed one (its confidence raised to 0.95)
* ``useful``     -- both recalled 5-8 times; the user rated one helpful every time and the other unhelpful
* ``recent``     -- the same fact restated last week (or last month) and a year ago
* ``important``  -- near-duplicates, one stored as important (0.8-0.95), the other not (0.1-0.3)
* ``updated``    -- a value the user later changed (the old value superseded, although it was important,
  confirmed and restated) against the current value, stated twice: the old value must not be served at all;
  always a single-valued attribute (a second allergy or sport joins the first, it does not replace it)
* ``all``        -- the current, confirmed, important, useful restatement against an old, unconfirmed,
  unimportant one the user rated unhelpful
* ``control``    -- the prior-favoured memory answers a *different* question (the user's brother's name when
  asked for the sister's): it must not come first, however good its priors; priors break ties, they do not
  beat relevance

Each tie family comes in two variants: ``same`` (the rivals have the same
wording, a pure tie) and ``paraphrase`` (another template, the same value).
Texts come from 26 attributes in 13 related pairs (the pair gives the control
its decoy), each with several values, statement templates and query
templates, so no single wording is tuned to. A seed fixes everything;
:func:`generate` is deterministic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from credo.vocabulary import is_multi_valued


@dataclass(frozen=True)
class Attribute:
    """One kind of fact about a user: its values, how people state it, how an agent asks for it."""

    key: str
    values: tuple[str, ...]
    statements: tuple[str, ...]
    queries: tuple[str, ...]
    sibling: str  # a related attribute that answers a different question (the control's decoy)


def _pair(a: Attribute, b: Attribute) -> list[Attribute]:
    return [a, b]


ATTRIBUTES: dict[str, Attribute] = {a.key: a for a in [
    *_pair(Attribute("home_city", ("Lyon", "Porto", "Denver", "Osaka", "Leeds", "Tallinn", "Austin", "Graz"),
                     ("I live in {v}.", "My home is in {v} these days.", "I'm based in {v}.",
                      "Home for me is {v}.", "I've got a flat in {v}."),
                     ("Where do I live?", "Which city am I based in?", "What city is my home?"), "hometown"),
           Attribute("hometown", ("Bergen", "Cork", "Valencia", "Kraków", "Mombasa", "Hobart", "Quebec", "Trier"),
                     ("I grew up in {v}.", "I was raised in {v}.", "My childhood was spent in {v}.",
                      "{v} is where I grew up."),
                     ("Where did I grow up?", "Which town was I raised in?", "Where did I spend my childhood?"),
                     "home_city")),
    *_pair(Attribute("sister_name", ("Maya", "Ines", "Clara", "Jun", "Priya", "Hanna", "Lucia"),
                     ("My sister is called {v}.", "My sister's name is {v}.", "{v} is my sister.",
                      "I have a sister named {v}."),
                     ("What is my sister's name?", "What's my sister called?", "Who is my sister?"), "brother_name"),
           Attribute("brother_name", ("Tom", "Ravi", "Felix", "Omar", "Lukas", "Ben", "Diego"),
                     ("My brother is called {v}.", "My brother's name is {v}.", "{v} is my brother.",
                      "I have a brother named {v}."),
                     ("What is my brother's name?", "What's my brother called?", "Who is my brother?"),
                     "sister_name")),
    *_pair(Attribute("dog_name", ("Biscuit", "Pepper", "Rex", "Mochi", "Juno", "Ziggy"),
                     ("My dog is called {v}.", "Our dog's name is {v}.", "I have a dog named {v}.",
                      "{v} is my dog."),
                     ("What is my dog's name?", "What's my dog called?", "What did I name my dog?"), "cat_name"),
           Attribute("cat_name", ("Luna", "Miso", "Olive", "Tiger", "Nori", "Pixel"),
                     ("My cat is called {v}.", "Our cat's name is {v}.", "I have a cat named {v}.",
                      "{v} is my cat."),
                     ("What is my cat's name?", "What's my cat called?", "What did I name my cat?"), "dog_name")),
    *_pair(Attribute("employer", ("Northwind", "Globex", "Initech", "Vandelay Industries", "Umbrella Health",
                                  "Stark Logistics"),
                     ("I work at {v}.", "My employer is {v}.", "I'm employed by {v}.", "I have a job at {v}."),
                     ("Where do I work?", "Who is my employer?", "Which company do I work for?"),
                     "previous_employer"),
           Attribute("previous_employer", ("Hooli", "Cyberdyne", "Wayne Foods", "Soylent Labs", "Oscorp",
                                           "Tyrell Freight"),
                     ("I used to work at {v}.", "Before my current job I was at {v}.",
                      "My previous employer was {v}.", "I left {v} last year."),
                     ("Where did I work before?", "Who was my previous employer?",
                      "Which company did I leave?"), "employer")),
    *_pair(Attribute("favorite_food", ("ramen", "lasagne", "tacos", "pho", "paella", "dumplings"),
                     ("My favourite food is {v}.", "I love eating {v}.", "Nothing beats {v} for me.",
                      "{v} is my favourite dish."),
                     ("What is my favourite food?", "What dish do I like most?", "What do I love to eat?"),
                     "disliked_food"),
           Attribute("disliked_food", ("olives", "liver", "coriander", "blue cheese", "okra", "anchovies"),
                     ("I can't stand {v}.", "I really dislike {v}.", "{v} is the one food I hate.",
                      "Please never serve me {v}."),
                     ("What food do I hate?", "Which food do I dislike?", "What should never be served to me?"),
                     "favorite_food")),
    *_pair(Attribute("allergy", ("peanuts", "shellfish", "penicillin", "pollen", "latex", "sesame"),
                     ("I'm allergic to {v}.", "I have an allergy to {v}.", "{v} gives me an allergic reaction.",
                      "My allergy is {v}."),
                     ("What am I allergic to?", "What allergies do I have?", "What gives me an allergic reaction?"),
                     "medication"),
           Attribute("medication", ("vitamin D", "metformin", "iron tablets", "levothyroxine", "an inhaler",
                                    "antihistamines"),
                     ("I take {v} every morning.", "My daily medication is {v}.", "I'm on {v}.",
                      "Every day I take {v}."),
                     ("What medication do I take?", "Which medicine am I on?", "What do I take every morning?"),
                     "allergy")),
    *_pair(Attribute("meeting_time", ("before 10am", "after lunch", "on Tuesday mornings", "late in the afternoon",
                                      "at 9am sharp"),
                     ("I prefer meetings {v}.", "Please schedule my meetings {v}.",
                      "Meetings work best for me {v}.", "Book my meetings {v}."),
                     ("When do I like to have meetings?", "What time should my meetings be?",
                      "When should meetings be scheduled for me?"), "workout_time"),
           Attribute("workout_time", ("at 6am", "at lunchtime", "on Saturday mornings", "after work",
                                      "three evenings a week"),
                     ("I go to the gym {v}.", "I work out {v}.", "My training sessions are {v}.",
                      "I exercise {v}."),
                     ("When do I work out?", "What time do I exercise?", "When do I go to the gym?"),
                     "meeting_time")),
    *_pair(Attribute("coffee_order", ("a flat white", "an oat latte", "a double espresso", "a cortado",
                                      "black filter coffee"),
                     ("I usually order {v}.", "My coffee order is {v}.", "I always get {v} at the café.",
                      "My go-to coffee is {v}."),
                     ("What is my usual coffee order?", "How do I take my coffee?", "What coffee do I order?"),
                     "tea"),
           Attribute("tea", ("green tea", "Earl Grey", "rooibos", "chai", "mint tea"),
                     ("My tea of choice is {v}.", "I drink {v} in the afternoon.", "I always have {v} at home.",
                      "{v} is the tea I drink."),
                     ("What tea do I drink?", "Which tea do I prefer?", "What kind of tea do I have at home?"),
                     "coffee_order")),
    *_pair(Attribute("native_language", ("Portuguese", "Polish", "Korean", "Dutch", "Swahili", "Greek"),
                     ("My native language is {v}.", "I grew up speaking {v}.", "{v} is my mother tongue.",
                      "My first language is {v}."),
                     ("What is my native language?", "What's my mother tongue?", "What was my first language?"),
                     "learning_language"),
           Attribute("learning_language", ("Japanese", "Italian", "Arabic", "Finnish", "Spanish", "Hindi"),
                     ("I'm learning {v}.", "I've started taking {v} lessons.", "I'm studying {v} in the evenings.",
                      "I practise {v} on an app every day."),
                     ("Which language am I learning?", "What language am I studying?",
                      "What language do I take lessons in?"), "native_language")),
    *_pair(Attribute("car", ("a blue Volvo estate", "an old Toyota Corolla", "a red Mini", "a Tesla Model 3",
                             "a Skoda Octavia"),
                     ("I drive {v}.", "My car is {v}.", "I get around in {v}.", "I own {v}."),
                     ("What car do I drive?", "What kind of car do I have?", "Which car is mine?"), "bike"),
           Attribute("bike", ("a road bike", "a folding Brompton", "a cargo bike", "an e-bike", "a fixie"),
                     ("I ride {v} to work.", "My bicycle is {v}.", "I cycle everywhere on {v}.",
                      "I commute on {v}."),
                     ("What bike do I ride?", "What kind of bicycle do I have?", "Which bicycle is mine?"), "car")),
    *_pair(Attribute("partner_name", ("Sam", "Alex", "Noor", "Elena", "Kai", "Rosa"),
                     ("My partner is {v}.", "I live with my partner {v}.", "{v} is my partner.",
                      "My partner's name is {v}."),
                     ("What is my partner's name?", "Who is my partner?", "Who do I live with?"), "best_friend"),
           Attribute("best_friend", ("Dana", "Leo", "Ayla", "Marco", "Yuki", "Zoe"),
                     ("My best friend is {v}.", "{v} is my closest friend.", "My oldest friend is {v}.",
                      "I've been best friends with {v} since school."),
                     ("Who is my best friend?", "What's my best friend's name?", "Who is my closest friend?"),
                     "partner_name")),
    *_pair(Attribute("band", ("Radiohead", "Fleetwood Mac", "Daft Punk", "Arctic Monkeys", "ABBA",
                              "Massive Attack"),
                     ("My favourite band is {v}.", "I listen to {v} all the time.", "{v} is the band I love most.",
                      "I never get tired of {v}."),
                     ("What is my favourite band?", "Which band do I like most?", "What music do I listen to?"),
                     "author"),
           Attribute("author", ("Ursula Le Guin", "Haruki Murakami", "Terry Pratchett", "Toni Morrison",
                                "Jane Austen"),
                     ("My favourite author is {v}.", "I read everything {v} writes.", "{v} is the writer I love most.",
                      "I keep rereading {v}."),
                     ("Who is my favourite author?", "Which writer do I like most?", "What books do I read?"),
                     "band")),
    *_pair(Attribute("team", ("Arsenal", "Celtics", "Benfica", "Packers", "Ajax", "Yankees"),
                     ("I support {v}.", "My team is {v}.", "I'm a lifelong {v} fan.",
                      "I never miss a match when {v} play."),
                     ("Which team do I support?", "Who is my team?", "Which team am I a fan of?"), "sport"),
           Attribute("sport", ("tennis", "five-a-side football", "badminton", "volleyball", "climbing", "rowing"),
                     ("I play {v} on weekends.", "My sport is {v}.", "I do {v} twice a week.",
                      "I spend Sundays doing {v}."),
                     ("What sport do I play?", "What do I do on weekends for exercise?", "Which sport do I do?"),
                     "team")),
]}

FAMILIES = ("confirmed", "useful", "recent", "important", "updated", "all", "control")
TIE_FAMILIES = FAMILIES[:-1]
VARIANTS = ("same", "paraphrase")
DISTRACTORS = 5
ASK = datetime(2026, 6, 1, 12, 0, tzinfo=timezone.utc)


@dataclass
class Scenario:
    """One user's store, what happened to it, and the question.

    ``memories`` are ``Memory.store_many`` items, each with a ``label``
    (``target``, ``rival``, ``old`` or ``distractor``); ``events`` are
    ``(time, op, args)`` with op ``confirm`` (edit a label's confidence),
    ``use`` (the agent recalls with a query, recording access) or ``rate``
    (feedback on a label). The target must come first; ``never`` labels must
    not be served at all; in the control family ``rival`` is the decoy that
    must not come first.
    """

    id: str
    family: str
    variant: str
    attribute: str
    query: str
    memories: list[dict[str, Any]]
    events: list[tuple[datetime, str, dict[str, Any]]] = field(default_factory=list)
    ask: datetime = ASK
    never: tuple[str, ...] = ()


def _days(n: float) -> datetime:
    return ASK - timedelta(days=n)


def _fact(rng: random.Random, attr: Attribute, value: str, label: str, at: datetime, *,
          template: str | None = None, importance: float = 0.5, confidence: float = 0.7,
          structured: bool = False) -> dict[str, Any]:
    text = (template or rng.choice(attr.statements)).format(v=value)
    text = text[0].upper() + text[1:]
    item = {"text": text, "label": label, "now": at, "at": at, "importance": round(importance, 2),
            "confidence": round(confidence, 2), "kind": "fact"}
    if structured:
        item.update(entity="user", attribute=attr.key, value=value)
    return item


def _two_texts(rng: random.Random, attr: Attribute, variant: str) -> tuple[str, str]:
    """The target's and the rival's templates: the same one, or two different ones."""
    if variant == "same":
        template = rng.choice(attr.statements)
        return template, template
    first, second = rng.sample(attr.statements, 2)
    return first, second


def _distractors(rng: random.Random, attr: Attribute) -> list[dict[str, Any]]:
    """The user's other facts: never the asked attribute or its sibling."""
    others = [a for a in ATTRIBUTES.values() if a.key not in (attr.key, attr.sibling)]
    return [_fact(rng, other, rng.choice(other.values), "distractor", _days(rng.uniform(20, 400)),
                  importance=rng.uniform(0.3, 0.8), confidence=rng.uniform(0.6, 0.95))
            for other in rng.sample(others, DISTRACTORS)]


def _uses(rng: random.Random, attr: Attribute, start: float, times: int, ratings: dict[str, bool]
          ) -> list[tuple[datetime, str, dict[str, Any]]]:
    """The agent recalls ``times`` times, from ``start`` days ago, and the user rates what it used."""
    events = []
    for i in range(times):
        when = _days(start - i * (start - 3) / max(times, 1))
        events.append((when, "use", {"query": rng.choice(attr.queries)}))
        events += [(when + timedelta(minutes=1), "rate", {"label": label, "helpful": helpful})
                   for label, helpful in ratings.items()]
    return events


def scenario(rng: random.Random, family: str, variant: str, number: int) -> Scenario:
    """One scenario of ``family``; ``rng`` decides the attribute, value, wording and numbers."""
    attr = rng.choice(list(ATTRIBUTES.values()))
    if family == "updated" and is_multi_valued(attr.key):
        # a second value of a multi-valued attribute (allergies, sports) joins the first (issue 21): an update
        # needs a single-valued one, so take the next in the table of the same shape (the draws that follow
        # consume the generator alike, so every other scenario stays as it was)
        shape = (len(attr.values), len(attr.statements), len(attr.queries))
        keys = list(ATTRIBUTES)
        at = keys.index(attr.key)
        attr = next(ATTRIBUTES[k] for k in keys[at + 1:] + keys[:at] if not is_multi_valued(k)
                    and (len(ATTRIBUTES[k].values), len(ATTRIBUTES[k].statements), len(ATTRIBUTES[k].queries)) == shape)
    value = rng.choice(attr.values)
    query = rng.choice(attr.queries)
    first, second = _two_texts(rng, attr, variant)
    made = Scenario(id=f"{family}-{variant}-{number:03d}", family=family, variant=variant, attribute=attr.key,
                    query=query, memories=_distractors(rng, attr))
    when = _days(rng.uniform(30, 120))
    confidence, importance = rng.uniform(0.6, 0.75), rng.uniform(0.4, 0.6)
    if family == "confirmed":
        made.memories += [_fact(rng, attr, value, "target", when, template=first, importance=importance,
                                confidence=confidence),
                          _fact(rng, attr, value, "rival", when, template=second, importance=importance,
                                confidence=confidence)]
        made.events.append((_days(rng.uniform(5, 25)), "confirm", {"label": "target", "confidence": 0.95}))
    elif family == "useful":
        made.memories += [_fact(rng, attr, value, label, when, template=text, importance=importance,
                                confidence=confidence) for label, text in (("target", first), ("rival", second))]
        made.events += _uses(rng, attr, rng.uniform(20, 28), rng.randint(5, 8), {"target": True, "rival": False})
    elif family == "recent":
        made.memories += [_fact(rng, attr, value, "target", _days(rng.uniform(3, 35)), template=first,
                                importance=importance, confidence=confidence),
                          _fact(rng, attr, value, "rival", _days(rng.uniform(330, 420)), template=second,
                                importance=importance, confidence=confidence)]
    elif family == "important":
        made.memories += [_fact(rng, attr, value, "target", when, template=first,
                                importance=rng.uniform(0.8, 0.95), confidence=confidence),
                          _fact(rng, attr, value, "rival", when, template=second,
                                importance=rng.uniform(0.1, 0.3), confidence=confidence)]
    elif family == "updated":
        made = _updated(rng, made, attr, value, first, second)
    elif family == "all":
        made.memories += [_fact(rng, attr, value, "target", _days(rng.uniform(25, 40)), template=first,
                                importance=rng.uniform(0.7, 0.9), confidence=confidence),
                          _fact(rng, attr, value, "rival", _days(rng.uniform(300, 400)), template=second,
                                importance=rng.uniform(0.2, 0.4), confidence=confidence)]
        made.events.append((_days(rng.uniform(21, 24)), "confirm", {"label": "target", "confidence": 0.95}))
        made.events += _uses(rng, attr, 20, rng.randint(5, 8), {"target": True, "rival": False})
    else:
        made = _control(rng, made, attr, value)
    made.events.sort(key=lambda e: e[0])
    return made


def _updated(rng: random.Random, made: Scenario, attr: Attribute, value: str, first: str,
             second: str) -> Scenario:
    """An old value, important, confirmed and restated, then the current one, stated twice."""
    old = rng.choice([v for v in attr.values if v != value])
    start = rng.uniform(200, 400)
    made.memories += [
        _fact(rng, attr, old, "old", _days(start), template=first, importance=0.9, confidence=0.95,
              structured=True),
        _fact(rng, attr, old, "old", _days(start - 10), template=second, importance=0.9, confidence=0.95,
              structured=True),
        _fact(rng, attr, value, "target", _days(rng.uniform(40, 120)), template=first, confidence=0.8,
              structured=True),
        _fact(rng, attr, value, "target", _days(rng.uniform(5, 35)), template=second, confidence=0.8,
              structured=True),
    ]
    made.never = ("old",)
    return made


def _control(rng: random.Random, made: Scenario, attr: Attribute, value: str) -> Scenario:
    """The answer, with poor priors, against a decoy on the sibling attribute with every prior in its favour."""
    sibling = ATTRIBUTES[attr.sibling]
    made.memories += [
        _fact(rng, attr, value, "target", _days(rng.uniform(300, 420)), importance=rng.uniform(0.1, 0.3),
              confidence=rng.uniform(0.55, 0.7)),
        _fact(rng, sibling, rng.choice(sibling.values), "rival", _days(rng.uniform(25, 40)),
              importance=rng.uniform(0.85, 0.95), confidence=0.7),
    ]
    made.events.append((_days(rng.uniform(21, 24)), "confirm", {"label": "rival", "confidence": 0.95}))
    made.events += _uses(rng, attr, 20, rng.randint(5, 8), {"target": False, "rival": True})
    return made


def generate(seed: int, per_family: int) -> list[Scenario]:
    """``per_family`` scenarios of every family (tie families split between the variants), from ``seed``."""
    rng = random.Random(seed)
    made = []
    for family in FAMILIES:
        for number in range(per_family):
            variant = "paraphrase" if family in ("control", "updated") else VARIANTS[number % 2]
            made.append(scenario(rng, family, variant, number))
    return made
