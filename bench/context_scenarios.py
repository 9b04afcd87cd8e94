"""Generated users for the context benchmark: what each stores, and the questions whose answer needs it.

Two splits, written before ``credo.context`` was changed for issue 23 and never tuned on after:

* ``dev``      -- the wordings below under ``DEV``; what the change was developed against;
* ``heldout``  -- other wordings, other values and other filler (``HELDOUT``); only ever measured.

A *need* is something the user told credo that a later request depends on without naming it: a diet
when asked for a restaurant, an allergy for a recipe, a timezone for a meeting, a decision for a plan.
Each need has the user's own statement (several wordings), a relative's or colleague's statement on the
same subject (the ownership distractor, "My sister Ines is vegan"), requests that need the user's own
statement, and requests that name the other person and need theirs. Some requests need two memories.

A user holds a profile of ten structured facts (name, home city, employer, phone ...), the needs, the
other people's counterparts, and filler up to their size (50 to 2,000 memories): episodes, opinions and
other people's facts drawn from templates, many on the same subjects as the needs (restaurants visited,
meetings held, recipes cooked), so that keyword overlap alone does not find the need. Half the users have
their meeting preference contested (it flipped morning -> afternoon -> morning within weeks, seed 000's
loop), and for them a meeting request needs the contested pair shown as contested.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

SIZES = (50, 200, 500, 2000)
USERS_PER_SIZE = 2


@dataclass(frozen=True)
class Need:
    """One thing the user told credo, someone else's statement on the same subject, and requests needing them."""

    key: str
    own: tuple[str, ...]  # the user's statement, one wording chosen per user
    other: tuple[tuple[str, str], ...]  # (person, statement) -- a relative's or colleague's counterpart
    asks: tuple[str, ...]  # requests that need the user's own statement
    asks_other: tuple[str, ...] = ()  # requests naming the person ({person}) that need the other's statement
    structured: tuple[str, str] | None = None  # (attribute, value) when the statement is stored as a fact


@dataclass(frozen=True)
class Split:
    needs: tuple[Need, ...]
    pairs: tuple[tuple[str, str, str], ...]  # (need, need, request) -- requests that need two memories
    filler: dict[str, tuple[str, ...]]
    meeting: tuple[str, str, tuple[str, ...]]  # contested attribute's wording template, its request variants
    seed: int


DEV = Split(
    needs=(
        Need("diet", ("I'm vegetarian, so please don't suggest steakhouses.",
                      "I don't eat meat or fish; I've been vegetarian for ten years."),
             (("Ines", "My sister Ines loves steakhouses and eats meat every day."),
              ("Tom", "My colleague Tom is on a keto diet and eats mostly meat.")),
             ("Suggest a lunch place near the office.", "Where should we go for dinner on Friday?",
              "Book a table somewhere nice for my birthday."),
             ("What does {person} like to eat?", "Pick a restaurant {person} would enjoy.")),
        Need("allergy", ("I'm allergic to peanuts; even a trace makes me ill.",
                         "Peanuts give me a serious allergic reaction."),
             (("Leo", "My son Leo is allergic to shellfish."),
              ("Priya", "My manager Priya can't have gluten.")),
             ("Give me a recipe for a quick weeknight curry.", "What snacks should I pack for the hike?",
              "Find me a Thai dish to cook tonight."),
             ("What should I avoid when I cook for {person}?",)),
        Need("timezone", ("I live in Lisbon and keep Lisbon hours (WET).",
                          "My working day runs 9 to 6 on Lisbon time."),
             (("Tom", "My colleague Tom works from New York, on Eastern time."),
              ("Ines", "My sister Ines lives in Tokyo, nine hours ahead of me.")),
             ("Schedule a call with the team in New York.", "What time should I set the sync with the Tokyo office?",
              "Propose three slots for a video call next week."),
             ("When is a good time to call {person}?",),
             ("timezone", "WET")),
        Need("decision", ("We decided to build the billing service on PostgreSQL, not MongoDB.",
                          "Decision: billing stays on PostgreSQL; MongoDB was rejected in the review."),
             (("Priya", "My manager Priya wants the analytics team to move to BigQuery."),),
             ("Draft a plan for the billing service's database work.", "Write the architecture notes for billing.",
              "Outline next quarter's roadmap for the billing backend."),
             ("What does {person} want the analytics team to use?",)),
        Need("flights", ("I always fly TAP when I can and I want an aisle seat.",
                         "Book me aisle seats; window seats make me anxious."),
             (("Ines", "My sister Ines only flies Ryanair to save money."),),
             ("Book my flight to Berlin for the conference.", "Find flights to London for the offsite.",
              "Arrange travel to Madrid next month."),
             ("Which airline does {person} fly?",)),
        Need("kids", ("My daughter Mia is 7 and has swimming every Tuesday at 5pm.",
                      "Mia, my daughter, has swim class on Tuesdays after school."),
             (("Tom", "My colleague Tom's kids have football on Tuesdays."),),
             ("Plan the family schedule for Tuesday.", "Can I take a 5pm call on Tuesday?",
              "What's on my family calendar this week?"),
             ()),
        Need("budget", ("Our budget for eating out is 300 euros a month.",
                        "We cap restaurant spending at 300 euros a month."),
             (("Ines", "My sister Ines spends a lot on fancy restaurants."),),
             ("Plan our meals out for this month.", "Is a 120 euro tasting menu OK for us?",
              "How much can we spend on dinners this month?"),
             ()),
        Need("health", ("I have a bad knee, so no running or long hikes for me.",
                        "My knee surgery means I avoid running and steep trails."),
             (("Leo", "My son Leo runs cross-country for his school."),),
             ("Suggest a weekend activity.", "Make me a workout plan for the week.",
              "Plan a day trip in the mountains."),
             ("What sport does {person} do?",)),
    ),
    pairs=(("diet", "allergy", "Plan a dinner party menu for Saturday."),
           ("timezone", "kids", "Set up a weekly call with the New York team that fits my family schedule."),
           ("diet", "budget", "Recommend a restaurant for our anniversary.")),
    filler={
        "episode": ("I had lunch at {place} with {who} on {day}.", "{who_cap} and I met about {topic} on {day}.",
                    "Cooked {dish} for {who} on {day}; it went well.", "Called {who} about {topic} on {day}.",
                    "Went to {place} on {day} and it was busy.", "Flew back from {city} on {day}.",
                    "{who_cap} sent notes about {topic} on {day}.", "Spent {day} working on {topic}."),
        "opinion": ("I think {topic} needs more attention.", "I enjoyed the film we saw on {day}.",
                    "{place} has the best coffee in town.", "I want to read more about {topic}.",
                    "The {topic} review went better than expected."),
        "other": ("{who_cap} likes {dish}.", "{who_cap} is travelling to {city} next week.",
                  "{who_cap} asked for help with {topic}.", "{who_cap}'s birthday is in {month}."),
        "place": ("Cervejaria Ramiro", "the canteen", "Time Out Market", "a sushi bar", "the Italian place",
                  "the gym", "the airport", "the library", "a tapas bar", "the office"),
        "who": ("my sister", "my manager", "my colleague Tom", "a client", "the design team", "my neighbour",
                "my friend Ana", "the landlord", "my coach", "the accountant"),
        "topic": ("the quarterly report", "the billing service", "the offsite agenda", "the tax return",
                  "the kitchen repair", "the hiring plan", "the server migration", "the garden", "the visa",
                  "the school trip", "the marketing launch", "the car insurance"),
        "dish": ("a mushroom risotto", "lentil soup", "a vegetable curry", "pasta al pesto", "a Greek salad",
                 "pancakes", "roast vegetables"),
        "city": ("Berlin", "Paris", "London", "Madrid", "Porto", "Rome", "Boston"),
        "day": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "the weekend", "the 3rd", "the 14th"),
        "month": ("March", "May", "July", "October", "December"),
    },
    meeting=("I prefer {value} meetings.",
             "Book a meeting with the design team next week.", ("When should I book a meeting with the client?",
                                                                 "Set up my one-to-ones for next week.")),
    seed=11,
)


HELDOUT = Split(
    needs=(
        Need("diet", ("Please remember I'm vegan: no dairy, eggs or meat.",
                      "I follow a strict vegan diet."),
             (("Marta", "My mother Marta cooks with lots of butter and cream."),
              ("Sam", "My teammate Sam eats anything, especially burgers.")),
             ("Where can we grab breakfast tomorrow?", "Order lunch for me from somewhere good.",
              "Recommend a bakery near the station."),
             ("What food does {person} like?",)),
        Need("allergy", ("Shellfish is dangerous for me: I carry an EpiPen.",
                         "I react badly to prawns, crab and any shellfish."),
             (("Noah", "My nephew Noah can't eat eggs."),),
             ("Suggest a paella recipe for Sunday.", "What should I order at the seafood festival?",
              "Plan a picnic lunch by the sea."),
             ("Which foods must {person} avoid?",)),
        Need("timezone", ("I'm based in Singapore (SGT, UTC+8).",
                          "I work from Singapore, eight hours ahead of UTC."),
             (("Sam", "My teammate Sam is in San Francisco on Pacific time."),),
             ("Find a time for a call with the London office.", "When should the weekly standup be?",
              "Arrange an interview with a candidate in Sydney."),
             ("What hours does {person} keep?",),
             ("timezone", "SGT")),
        Need("decision", ("We agreed the mobile app will be written in Kotlin, not Flutter.",
                          "The team settled on Kotlin for the Android app after the spike."),
             (("Marta", "My mother Marta decided to sell her flat in Porto."),),
             ("Write the onboarding guide for new mobile developers.", "Plan the Android app's first sprint.",
              "Estimate the work for the mobile release."),
             ("What did {person} decide about her flat?",)),
        Need("hotel", ("In hotels I need a quiet room away from the lift; I sleep badly otherwise.",
                       "I always ask for a quiet hotel room on a high floor."),
             (("Sam", "My teammate Sam prefers hostels to hotels."),),
             ("Book a hotel for the Lisbon trip.", "Find me somewhere to stay in Vienna.",
              "Reserve accommodation for the sales kick-off."),
             ("Where does {person} like to stay?",)),
        Need("commute", ("I don't drive; I get around by bike and train.",
                         "I have no car and no licence, so trains and my bike it is."),
             (("Noah", "My nephew Noah just bought his first car."),),
             ("How should I get to the client's office in the suburbs?", "Plan my trip to the wedding venue.",
              "What's the best way to reach the airport on Saturday?"),
             ("How does {person} get around?",)),
        Need("pets", ("My dog Bruno can't be left alone for more than four hours.",
                      "Bruno, my dog, needs a walk every four hours."),
             (("Marta", "My mother Marta has two cats."),),
             ("Can I join a full-day workshop on Thursday?", "Plan a long weekend away.",
              "Schedule an all-day offsite next month."),
             ("What pets does {person} have?",)),
    ),
    pairs=(("diet", "allergy", "Cater the team lunch on Friday."),
           ("hotel", "commute", "Organise my trip to the Frankfurt trade fair.")),
    filler={
        "episode": ("Had a coffee with {who} at {place} on {day}.", "Reviewed {topic} with {who} on {day}.",
                    "Made {dish} on {day} for the neighbours.", "{who_cap} phoned on {day} about {topic}.",
                    "Visited {city} on {day} for work.", "Finished a draft of {topic} on {day}.",
                    "Stopped by {place} on {day}."),
        "opinion": ("{topic} is taking longer than it should.", "{place} was too loud last time.",
                    "I'd like to learn more about {topic}.", "The podcast about {topic} was great."),
        "other": ("{who_cap} recommended {place}.", "{who_cap} moved to {city} last year.",
                  "{who_cap} is working on {topic}.", "{who_cap} celebrates a birthday in {month}."),
        "place": ("the bakery on Main Street", "a ramen shop", "the food court", "the coworking space",
                  "the train station", "a wine bar", "the hotel lobby", "the park café"),
        "who": ("my mother", "my teammate Sam", "the recruiter", "my nephew", "the product lead", "my landlord",
                "an old friend", "the dentist"),
        "topic": ("the Android release", "the sales kick-off", "the budget spreadsheet", "the flat renovation",
                  "the onboarding guide", "the security audit", "the conference talk", "the insurance claim"),
        "dish": ("a chickpea stew", "banana bread", "a tofu stir-fry", "gazpacho", "fried rice"),
        "city": ("Vienna", "Frankfurt", "Sydney", "Oslo", "Lyon", "Dublin"),
        "day": ("Monday", "Thursday", "Sunday", "the 2nd", "the 21st", "last night"),
        "month": ("January", "April", "June", "September"),
    },
    meeting=("Meetings work best for me in the {value}.",
             "Put a review meeting with the product lead in my calendar.",
             ("Arrange a catch-up with the recruiter.",)),
    seed=29,
)

SPLITS = {"dev": DEV, "heldout": HELDOUT}

PROFILE = (("name", "My name is {name}.", "{name}"), ("home_city", "I live in {city}.", "{city}"),
           ("employer", "I work at {employer}.", "{employer}"), ("phone", "My phone number is {phone}.", "{phone}"),
           ("editor", "I write code in {editor}.", "{editor}"), ("email", "My email is {email}.", "{email}"),
           ("birthday", "My birthday is on {birthday}.", "{birthday}"),
           ("car", "My car is a {car}.", "{car}"), ("bank", "I bank with {bank}.", "{bank}"),
           ("gym", "My gym is {gym}.", "{gym}"))
NAMES = ("Ana", "Rui", "Beatriz", "Joao", "Clara", "Miguel", "Sofia", "Tiago")
PROFILE_VALUES = {"city": ("Lisbon", "Porto", "Braga"), "employer": ("Acme", "Globex", "Initech"),
                  "phone": ("+351 912 345 678", "+351 934 222 101"), "editor": ("VS Code", "Vim", "PyCharm"),
                  "birthday": ("4 May", "19 October"), "car": ("Renault Clio", "Tesla Model 3"),
                  "bank": ("Millennium", "Caixa"), "gym": ("Holmes Place", "Fitness Hut")}
MEETING = ("meeting_time", ("morning", "2026-01-15"), ("afternoon", "2026-03-05"), ("morning", "2026-03-12"))


@dataclass
class Question:
    """A request and the memories (by label) whose presence in the context it needs."""

    text: str
    needs: tuple[str, ...]  # labels: "own:<key>", "other:<key>:<person>", or "contested:meeting_time"
    kind: str  # "own", "pair", "other" or "contested"


@dataclass
class User:
    """One generated user: what to store (in order) and what to ask."""

    name: str
    size: int
    items: list[dict[str, Any]]  # store_many items; labelled ones carry metadata["label"]
    questions: list[Question] = field(default_factory=list)
    contested: bool = False


def _fill(template: str, rng: random.Random, words: dict[str, tuple[str, ...]]) -> str:
    who = rng.choice(words["who"])
    values = {k: rng.choice(v) for k, v in words.items() if k not in ("episode", "opinion", "other")}
    values.update(who=who, who_cap=who[0].upper() + who[1:])
    return template.format(**values)


def users(split: str, sizes: tuple[int, ...] = SIZES, per_size: int = USERS_PER_SIZE) -> list[User]:
    """The split's users, two of each size, generated from its seed (other ``sizes``: for timing only)."""
    spec = SPLITS[split]
    rng = random.Random(spec.seed)
    out = []
    for index, size in enumerate(s for s in sizes for _ in range(per_size)):
        name = NAMES[index % len(NAMES)]
        contested = index % 2 == 1
        items: list[dict[str, Any]] = []
        values = {k: rng.choice(v) for k, v in PROFILE_VALUES.items()}
        values.update(name=name, email=f"{name.lower()}@example.com")
        for attribute, text, value in PROFILE:
            items.append({"text": text.format(**values), "entity": "user", "attribute": attribute,
                          "value": value.format(**values), "importance": 0.8, "kind": "fact",
                          "metadata": {"label": f"profile:{attribute}"}})
        questions: list[Question] = []
        for need in spec.needs:
            item: dict[str, Any] = {"text": rng.choice(need.own), "kind": "preference", "importance": 0.6,
                                    "metadata": {"label": f"own:{need.key}"}}
            if need.structured:
                item.update(entity="user", attribute=need.structured[0], value=need.structured[1], kind="fact")
            if need.key == "decision":
                item["kind"] = "decision"
            items.append(item)
            person, said = rng.choice(need.other)
            items.append({"text": said, "kind": "fact", "importance": 0.6,
                          "metadata": {"label": f"other:{need.key}:{person}"}})
            questions.append(Question(rng.choice(need.asks), (f"own:{need.key}",), "own"))
            if need.asks_other:
                questions.append(Question(rng.choice(need.asks_other).format(person=person),
                                          (f"other:{need.key}:{person}",), "other"))
        for first, second, request in spec.pairs:
            questions.append(Question(request, (f"own:{first}", f"own:{second}"), "pair"))
        template, request, more = spec.meeting
        if contested:
            questions.append(Question(rng.choice((request, *more)), ("contested:meeting_time",), "contested"))
        else:
            items.append({"text": template.format(value="afternoon"), "kind": "preference", "entity": "user",
                          "attribute": "meeting_time", "value": "afternoon",
                          "metadata": {"label": "own:meeting_time"}})
            questions.append(Question(rng.choice((request, *more)), ("own:meeting_time",), "own"))
        kinds = ("episode", "episode", "episode", "opinion", "other")
        # the contested pair adds three memories (written after these, at their own times)
        while len(items) < size - (3 if contested else 0):
            kind = rng.choice(kinds)
            text = _fill(rng.choice(spec.filler[kind]), rng, spec.filler)
            items.append({"text": text, "kind": "episode" if kind == "episode" else "fact",
                          "importance": round(rng.uniform(0.3, 0.7), 2)})
        rng.shuffle(items)
        out.append(User(f"{split}-{index}-{name.lower()}", size, items, questions, contested))
    return out


def meeting_statements(split: str) -> list[dict[str, Any]]:
    """The three statements of the contested meeting preference, each with its day."""
    template = SPLITS[split].meeting[0]
    attribute, *flips = MEETING
    return [{"text": template.format(value=value), "kind": "preference", "entity": "user", "attribute": attribute,
             "value": value, "at": day, "now": day, "metadata": {"label": f"contested:{attribute}"}}
            for value, day in flips]
