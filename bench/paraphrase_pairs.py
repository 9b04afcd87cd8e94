"""A labelled set of turn pairs for bench/paraphrase.py: is the second turn the same belief as the first?

Written for issue 21 (item 3, "paraphrases across kinds are one belief") before the
rule it measures was changed. Each case is two turns a user says some days apart.

* ``same``: the second says again what the first said, in other words and often as
  another kind (a preference then a fact, a decision then the state it made, a
  habit then a request). After both, exactly one active memory mentions ``key``.
* ``apart``: two things that are both true and close in wording (a different value
  in the same frame, a different person, a different time); neither may be folded
  into the other. After both, ``key`` and ``other`` are each in an active memory
  and no active memory holds both.

Cases go to :data:`DEV` and :data:`HELDOUT` two by two (a "same" and an "apart" each
time, dev first); rules are tuned on dev only and held-out is reported next to it.
"""

from __future__ import annotations

# (first turn, second turn, "same" | "apart", key, other) -- other is "" for "same"
Case = tuple[str, str, str, str, str]

CASES: list[Case] = [
    ("I prefer Python for backend work.", "Python is my go-to language for backends.", "same", "python", ""),
    ("I'm allergic to peanuts.", "I'm allergic to shellfish too.", "apart", "peanut", "shellfish"),
    ("I'm a tea drinker, not coffee.", "Tea is what I drink, coffee makes me jittery.", "same", "tea", ""),
    ("My son plays the piano.", "My daughter plays the violin.", "apart", "piano", "violin"),
    ("I like dark mode in every app.", "Dark themes everywhere for me, light mode hurts my eyes.", "same", "dark", ""),
    ("I run on Mondays.", "I swim on Thursdays.", "apart", "run", "swim"),
    ("We decided to use Postgres for the main database.", "Our main database is Postgres.", "same", "postgres", ""),
    ("I'm learning Rust on weekends.", "I'm learning Spanish on my commute.", "apart", "rust", "spanish"),
    ("I always pick the window seat when I fly.", "Window seats for flights please, I like to sleep against the wall.",
     "same", "window", ""),
    ("My sister lives in Madrid.", "My brother lives in Lisbon.", "apart", "madrid", "lisbon"),
    ("I work fully remote.", "My job is 100% remote, no office at all.", "same", "remote", ""),
    ("I drink green tea in the morning.", "I drink chamomile tea before bed.", "apart", "green", "chamomile"),
    ("I'm vegetarian.", "Vegetarian here, for about 10 years now", "same", "vegetarian", ""),
    ("The billing service runs on Kubernetes.", "The search service runs on bare metal.", "apart", "kubernetes",
     "bare metal"),
    ("Our team has a daily standup at 9:45.", "Standups are at quarter to ten, every day.", "same", "standup", ""),
    ("I speak French.", "I also speak some Japanese.", "apart", "french", "japanese"),
    ("I hate cilantro.", "Cilantro tastes like soap to me, keep it out of recipes.", "same", "cilantro", ""),
    ("My dog is called Biscuit.", "My cat is called Pepper.", "apart", "biscuit", "pepper"),
    ("I usually cycle to work.", "Biking is how I get to the office most days.", "same", "cycl", ""),
    ("I have a meeting with Dana on Tuesday.", "I have a dentist appointment on Friday.", "apart", "dana", "dentist"),
    ("Please keep your answers short.", "I like brief answers, no long essays.", "same", "answer", ""),
    ("I use VS Code at work.", "I use Vim for quick edits on servers.", "apart", "vs code", "vim"),
    ("I'm a night owl, I do my best work after 10pm.", "My most productive hours are late at night.", "same", "night",
     ""),
    ("Our staging environment is on AWS.", "Our production environment is on GCP.", "apart", "aws", "gcp"),
    ("I'm training for the Berlin marathon.", "Getting ready for the Berlin marathon, running 50 km a week.", "same",
     "marathon", ""),
    ("I like jazz.", "I like techno.", "apart", "jazz", "techno"),
    ("I can't stand open-plan offices.", "Open-plan offices drive me mad, too noisy.", "same", "open-plan", ""),
    ("My mother is a nurse.", "My father is a pilot.", "apart", "nurse", "pilot"),
    ("We ship releases every other Thursday.", "Releases go out every two weeks, on Thursdays.", "same", "release", ""),
    ("I prefer the aisle seat on long flights.", "I prefer the window seat on short flights.", "apart", "aisle",
     "window"),
    ("I'm colour blind.", "I have red-green colour blindness, so avoid red/green charts.", "same", "colour blind", ""),
    ("I'm allergic to cats.", "I'm allergic to penicillin.", "apart", "cats", "penicillin"),
    ("Dark roast coffee is my favourite.", "I love dark roast coffee.", "same", "dark roast", ""),
    ("I read fantasy novels.", "I read history books.", "apart", "fantasy", "history"),
    ("I have two kids.", "I've got two children.", "same", "two", ""),
    ("My manager is Priya.", "My mentor is Tom.", "apart", "priya", "tom"),
    ("I don't eat pork.", "No pork for me, please.", "same", "pork", ""),
    ("The frontend is written in React.", "The backend is written in Go.", "apart", "react", "go"),
    ("I wake up at 6 every day.", "I'm up at six each morning.", "same", "up", ""),
    ("I volunteer at the animal shelter on Saturdays.", "I volunteer at the food bank on Sundays.", "apart", "shelter",
     "food bank"),
]

DEV: list[Case] = [c for i, c in enumerate(CASES) if i % 4 < 2]
HELDOUT: list[Case] = [c for i, c in enumerate(CASES) if i % 4 >= 2]
