"""The canonical attribute vocabulary: one name per property of a person.

Contradiction detection (seed 000) compares ``(entity, attribute)`` pairs, so
"lives in", "home city" and "location" must land on one name or a move to Lyon
never supersedes Paris. Every extractor passes attribute names through
:func:`canonical_attribute`; names outside the table fall back to
:func:`credo.models.normalise_key` (snake_case, lower).

>>> canonical_attribute("lives in"), canonical_attribute("Works_At")
('home_city', 'employer')
>>> canonical_attribute("Favourite Colour")
'favorite_colour'

The module also holds the small value lexicons that tell which attribute a
bare value belongs to ("I prefer pytest" -> ``test_framework``):

>>> attribute_for_value("Neovim"), attribute_for_value("bullet points")
('editor', 'communication_style')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from .models import normalise_key

#: canonical name -> aliases (any spelling; compared after normalise_key).
ATTRIBUTES: dict[str, tuple[str, ...]] = {
    # identity
    "name": ("full name", "first name", "real name", "is called"),
    "preferred_name": ("nickname", "call me", "goes by", "addressed as", "display name"),
    "pronouns": ("pronoun", "gender pronouns"),
    "age": ("years old", "how old"),
    "birthday": ("birth date", "birthdate", "date of birth", "dob", "born on"),
    # routine ("my alarm's set for 5:30": when one gets up)
    "wake_time": ("wake up time", "wake-up time", "waking time", "get up time", "alarm time", "alarm"),
    "email": ("email address", "e-mail", "mail address"),
    "phone": ("phone number", "mobile", "mobile number", "cell"),
    # places and time
    "home_city": ("lives in", "lives_in", "home city", "location", "city", "based in",
                  "resides in", "residence", "current city", "lives", "home"),
    "home_country": ("country", "country of residence", "lives in country"),
    "address": ("home address", "street address", "postal address", "street", "lives on"),
    "origin": ("hometown", "home town", "from", "is from", "originally from",
               "grew up in", "birthplace", "place of birth"),
    "timezone": ("time zone", "tz", "time_zone"),
    # what one drives: a car or a van, by its make or model ("what van do I drive")
    "car": ("van", "vehicle", "motor", "what i drive", "runaround"),
    # work
    "employer": ("works at", "works_at", "works for", "company", "employed by",
                 "organisation", "organization", "workplace", "job at", "work for", "where do i work", "where did i work",
                 "where i work"),
    "job_title": ("role", "job", "position", "title", "occupation", "profession",
                  "works as", "job role", "do for work", "does for work", "do for a living", "does for a living",
                  "work as", "line of work", "day job", "main job", "current job", "job title", "rank",
                  "military rank"),
    "team": ("department", "squad", "works on team"),
    # languages, spoken and programmed
    "spoken_languages": ("languages", "language", "speaks", "spoken language",
                         "languages spoken", "natural languages"),
    "native_language": ("mother tongue", "first language", "native tongue"),
    "response_language": ("reply language", "answer language", "preferred response language"),
    "programming_languages": ("programming language", "coding language", "codes in",
                              "writes code in", "uses language"),
    "preferred_programming_language": ("preferred language", "preferred_language",
                                       "favorite programming language",
                                       "favorite language", "preferred programming language",
                                       "go to language", "go-to language", "go to programming language"),
    # tools
    "tools": ("tool", "tooling", "software", "uses", "uses tool"),
    "editor": ("ide", "text editor", "code editor", "favorite editor", "uses editor"),
    "operating_system": ("os", "operating system", "primary os", "main os", "primary operating system"),
    "hosting": ("servers", "server", "hosting provider", "cloud", "cloud provider", "host", "hosted on",
                "cloud platform", "infrastructure provider", "infra provider"),
    "orchestrator": ("orchestration", "container orchestration", "container orchestrator", "orchestration platform"),
    "frontend_framework": ("front-end framework", "ui framework", "js framework", "javascript framework",
                           "frontend library"),
    "web_framework": ("backend framework", "server framework", "api framework"),
    "state_management": ("state library", "state management library", "state manager", "store library"),
    "ci": ("ci/cd", "ci cd", "ci system", "ci provider", "ci pipeline", "continuous integration", "build system"),
    "monitoring": ("observability", "metrics", "alerting", "apm", "error tracking", "logging"),
    "message_broker": ("event bus", "message queue", "queue", "broker", "streaming platform", "messaging"),
    "game_engine": ("engine", "game engine", "games engine"),
    # what one drinks and plays with, values that change back and forth
    "coffee": ("coffee type", "kind of coffee", "coffee drink"),
    "milk": ("milk type", "kind of milk", "milk in tea", "milk in coffee"),
    "game_controls": ("controls", "input", "input device", "controller type", "what i play on"),
    "game_role": ("role in game", "position in game", "in-game role", "lane"),
    "ward": ("hospital ward", "ward i work on", "unit i work on"),
    "cameras": ("camera", "camera body", "cameras i have", "kit"),
    "hair_colour": ("hair colour", "hair color", "hair_color", "colour of my hair", "color of my hair", "hair"),
    # services and who provides them (SERVICES)
    "mobile_provider": ("mobile carrier", "carrier", "phone carrier", "mobile network", "phone provider",
                        "mobile operator", "network provider", "phone company"),
    "broadband_provider": ("internet provider", "isp", "broadband", "internet service provider"),
    "energy_provider": ("energy supplier", "electricity provider", "electricity supplier", "gas supplier"),
    "insurance_provider": ("insurer", "insurance company"),
    "mortgage_provider": ("mortgage lender", "lender", "mortgage company", "mortgage with"),
    "pension_provider": ("pension company",),
    "test_framework": ("testing framework", "test runner", "test library"),
    "keyboard_layout": ("keyboard layout", "layout", "typing layout"),
    "database": ("db", "preferred database", "datastore", "favorite database"),
    # how they like to work with the agent
    "theme": ("color scheme", "colour scheme", "ui theme", "dark mode", "light mode", "appearance"),
    "indentation": ("tabs or spaces", "indent style", "indent"),
    "preferred_seat": ("seat", "seat preference", "seating", "preferred seat"),
    "units": ("unit system", "measurement units", "measurements", "unit preference"),
    "preferred_meeting_time": ("meeting time", "meeting_time", "best time for meetings",
                               "preferred meeting time", "call time"),
    "communication_style": ("response style", "answer style", "reply style", "tone",
                            "verbosity", "style"),
    "communication_channel": ("contact method", "preferred channel", "channel",
                              "contact preference"),
    # health and food
    "diet": ("dietary preference", "dietary restriction", "diet type", "eats"),
    "allergies": ("allergy", "allergic to", "allergens"),
    "medical_conditions": ("medical condition", "health condition", "condition", "diagnosis"),
    "medications": ("medication", "meds", "medicine", "medicines", "prescription", "prescriptions",
                    "prescribed", "takes medication", "pills", "tablets"),
    "favorite_food": ("favorite dish", "favorite meal"),
    # one's own doctor, however named ("my GP", "my family doctor")
    "doctor": ("gp", "family doctor", "general practitioner", "physician", "family physician"),
    # whether one smokes ("I'm a smoker", "six months off the cigarettes")
    "smoking": ("smoker", "smokes", "cigarettes"),
    # family and home
    "marital_status": ("relationship status",),
    "spouse": ("wife", "husband", "partner", "married to"),
    "children_count": ("kids", "children", "number of children", "number of kids",
                       "num children", "child count"),
    # the children and siblings by name ("names" the relation, so "my son's school" does not ask for them)
    "child": ("child name", "children names", "kid name", "kids names", "children's names"),
    "siblings": ("sibling", "sibling names", "brothers and sisters"),
    "pets": ("pet", "has pet", "animals"),
    # interests
    "hobbies": ("hobby", "interests", "pastime", "pastimes", "free time"),
    "sports": ("sport", "plays sport"),
    "instruments": ("instrument", "plays instrument", "musical instruments"),
    "skills": ("skill", "certifications", "certification", "qualifications"),
    "subscriptions": ("subscription", "subscribes to"),
    "likes": ("like", "loves", "enjoys", "favorite things"),
    "dislikes": ("dislike", "hates", "can't stand"),
    # education
    "field_of_study": ("major", "degree", "studied", "subject", "education", "degree in"),
    "school": ("university", "college", "alma mater", "graduated from", "studied at"),
}

#: Relations a person may have several of at once, held as the attribute the relation names: a second brother
#: is one more brother, never the first one's successor ("my brother Tom ...", later "my brother Jack ...").
#: A spouse, a mother, a father, a manager, a landlord, a doctor stay one at a time.
RELATIONS_OF_MANY = frozenset({
    "son", "daughter", "brother", "sister", "cousin", "friend", "colleague", "aunt", "uncle", "nephew", "niece", "grandchild",
    "grandson", "granddaughter", "grandmother", "grandfather", "grandparents", "great_grandmother",
    "great_grandfather", "stepson", "stepdaughter", "stepbrother", "stepsister", "half_brother", "half_sister",
    "brother_in_law", "sister_in_law", "son_in_law", "daughter_in_law", "neighbour", "roommate", "flatmate",
    "housemate", "classmate", "teammate", "bandmate", "crewmate", "shipmate", "client", "mentee", "intern", "report",
    "godchild", "goddaughter", "godson", "godmother", "godfather", "godparent", "co_founder", "cofounder",
    "bridesmaid", "groomsman", "lodger",
})

#: Attributes a person can hold several values of at once: a new value adds to
#: the belief instead of contradicting the old one (French *and* Spanish).
MULTI_VALUED = frozenset({
    "spoken_languages", "programming_languages", "tools", "allergies",
    "medical_conditions", "medications", "pets", "hobbies", "likes", "dislikes",
    "child", "siblings", "sports", "instruments", "skills", "subscriptions", "cameras", "memberships", "crops",
    *RELATIONS_OF_MANY,
})

#: Attributes that describe a taste or a way of working rather than a fact.
PREFERENCE_ATTRIBUTES = frozenset({
    "preferred_name", "response_language", "preferred_programming_language", "tools",
    "editor", "operating_system", "test_framework", "database", "theme", "indentation",
    "preferred_meeting_time", "communication_style", "communication_channel",
    "favorite_food", "likes", "dislikes", "preferred_seat", "units", "keyboard_layout",
})

_TOPICS: dict[str, tuple[str, ...]] = {
    "personal": ("name", "preferred_name", "pronouns", "age", "birthday", "email", "phone",
                 "home_city", "home_country", "origin", "timezone", "spoken_languages",
                 "native_language", "response_language", "hobbies", "likes", "dislikes",
                 "sports", "instruments", "skills", "subscriptions", "game_controls", "game_role"),
    "work": ("employer", "job_title", "team", "ward", "preferred_meeting_time",
             "communication_style", "communication_channel"),
    "tech": ("programming_languages", "preferred_programming_language", "tools", "editor",
             "operating_system", "test_framework", "database", "theme", "indentation", "hosting", "orchestrator",
             "frontend_framework", "web_framework", "state_management", "ci", "monitoring", "message_broker",
             "game_engine"),
    "health": ("allergies", "medical_conditions", "medications"),
    "food": ("diet", "favorite_food", "coffee", "milk"),
    "family": ("marital_status", "spouse", "children_count", "child", "son", "daughter", "siblings", "pets"),
    "education": ("field_of_study", "school"),
}
TOPIC_OF: dict[str, str] = {attr: topic for topic, attrs in _TOPICS.items() for attr in attrs}


def _alias_table() -> dict[str, str]:
    table: dict[str, str] = {}
    for canonical, aliases in ATTRIBUTES.items():
        for alias in (canonical, *aliases):
            table[normalise_key(alias) or alias] = canonical
    return table


_ALIASES = _alias_table()


def _phrases_of() -> dict[str, tuple[str, ...]]:
    phrases: dict[str, set[str]] = {}
    for alias, canonical in _ALIASES.items():
        phrases.setdefault(canonical, set()).add(alias.replace("_", " "))
    return {attr: tuple(sorted(p)) for attr, p in phrases.items()}


_PHRASES = _phrases_of()


def names_of(attribute: str | None) -> frozenset[str]:
    """The one-word names an attribute goes by ("spouse": wife, husband, partner), its own included.

    >>> sorted(names_of("spouse"))
    ['husband', 'partner', 'spouse', 'wife']
    """
    if not attribute:
        return frozenset()
    return frozenset({attribute} | {p for p in _PHRASES.get(attribute, ()) if " " not in p})


_MEAT = ("meat", "steak", "beef", "pork", "bacon", "ham", "lamb", "chicken", "turkey", "duck", "veal",
         "sausage", "sausages", "burger", "burgers", "salami", "ribs", "brisket", "venison", "mince")
_FISH = ("fish", "salmon", "tuna", "cod", "sushi", "shrimp", "prawns", "seafood", "anchovies", "sardines")
_ANIMAL = ("cheese", "milk", "butter", "yogurt", "yoghurt", "eggs", "egg", "honey", "cream", "ice cream")
#: Foods a diet rules out: taking up the diet retires a stated liking for them.
DIET_EXCLUDES: dict[str, tuple[str, ...]] = {
    "vegetarian": _MEAT + _FISH, "vegan": _MEAT + _FISH + _ANIMAL, "pescatarian": _MEAT, "pescetarian": _MEAT,
}


def excluded_by_diet(diet: str, food: str) -> bool:
    """Whether a liking for ``food`` cannot stand beside ``diet``.

    >>> excluded_by_diet("vegetarian", "steak"), excluded_by_diet("vegetarian", "pasta")
    (True, False)
    """
    words = set(re.findall(r"[a-z]+", food.lower()))
    return any(f in words for f in DIET_EXCLUDES.get(_bare(diet), ()))


def names_attribute(query: str, attribute: str | None) -> bool:
    """Whether ``query`` asks about ``attribute`` by one of its names ("what is my job" -> job_title).

    >>> names_attribute("what is my job", "job_title"), names_attribute("what is my job", "work_schedule")
    (True, False)
    >>> names_attribute("what keyboard layout do I use", "keyboard_layout")
    True
    """
    if not attribute:
        return False
    if attribute == "job_title" and _WHAT_DO.search(query.lower()):
        return True  # "what does Ingrid do?": the work one does, asked the plain way
    words = " " + _plain(query.lower().replace("favourite", "favorite")) + " "
    names = _PHRASES.get(attribute, (attribute.replace("_", " "),)) + tuple(
        name for narrower in _NARROWER.get(attribute, ()) for name in _PHRASES.get(narrower, ())) \
        + _ALSO_ASKED.get(attribute, ())
    return any(f" {_plain(name)} " in words for name in names)


#: Words of an attribute's name that say what kind of value it holds, not what it is about: "meeting_time" is
#: about meetings, "favorite_food" about food.
_GENERIC_NAME_WORDS = frozenset("""
preferred preference favorite favourite usual main primary current time type kind name style level date day
number id value default go to of the my
""".split())


def mentions_attribute(query: str, attribute: str | None) -> bool:
    """Whether ``query`` bears on ``attribute``: it names it (:func:`names_attribute`), or it names what the
    attribute is about, a word of its name less the generic ones ("Book a meeting with the design team" and
    ``meeting_time``; "suggest a lunch place" does not mention it).

    >>> mentions_attribute("Book a meeting with the design team", "meeting_time")
    True
    >>> mentions_attribute("suggest a lunch place", "meeting_time"), mentions_attribute("what time is it", "meeting_time")
    (False, False)
    """
    if names_attribute(query, attribute):
        return True
    topic = set(_plain((attribute or "").replace("_", " ")).split()) - _GENERIC_NAME_WORDS
    return bool(topic & set(_plain(query.lower().replace("favourite", "favorite")).split()))


#: Attributes that name or reach a person -- who they are and how to contact them -- rather than what a plan for
#: them must respect: a request that asks for one by name bears on it ("what's my phone number", "plan my birthday
#: dinner"), and otherwise it does not, however close in meaning ("Can I take a 5pm call?" and a phone number).
#: Context's standing beliefs (:func:`credo.context.standing`) read it; the profile still shows such facts.
IDENTIFIERS = frozenset({"name", "preferred_name", "pronouns", "age", "birthday", "email", "phone"})


def stands_for_request(query: str, attribute: str | None) -> bool:
    """Whether a structured fact of ``attribute`` bears on ``query`` as a standing constraint: any attribute
    but an identifier (:data:`IDENTIFIERS`), and an identifier when the request names it.

    >>> stands_for_request("Can I take a 5pm call on Tuesday?", "phone"), stands_for_request("text my phone", "phone")
    (False, True)
    >>> stands_for_request("Propose three slots for a video call", "timezone")
    True
    """
    return attribute not in IDENTIFIERS or names_attribute(query, attribute)


#: Attributes a reader may file a value under when a question names another one: "which sports do I play" asks
#: about the pastimes "I play tennis" filed as hobbies; "where do I live" about a home told by its street.
_NARROWER = {"hobbies": ("sports",), "address": ("home_city",)}
#: "What does Ingrid do?", "what do you do": the plainest way to ask for someone's work.
_WHAT_DO = re.compile(r"\bwhat (?:does|do|did) (?:[\w'-]+ ){1,3}do(?: now| these days| again)?\s*\??\s*$")
#: Questions another attribute's name is given to that this one answers as well: "what do I do for work" asks for
#: the job title, and "User drives a tanker for Arla" (an employer, no title said) answers it.
_ALSO_ASKED = {"employer": ("do for work", "does for work", "do for a living", "does for a living"),
               # what one works, asked by its parts: "which shifts do I work", "am I on nights"
               "work_schedule": ("shift", "shifts", "rota", "watch", "on nights", "on days", "on earlies", "on lates"),
               "medications": ("take for", "tablets", "medication", "medicine", "pills", "meds"),
               "instruments": ("instrument", "instruments"),
               "bike": ("bike", "bicycle"),
               # the side one plays for, asked by its kind: "which club does Declan play for"
               "team": ("club", "play for", "plays for", "playing for", "side"),
               "home_city": ("where am i living", "where i am living", "where i'm living", "where am i staying"),
               "marital_status": ("single", "in a relationship", "seeing anyone", "relationship status", "engaged",
                                  "am i married")}


def plain_words(text: str) -> list[str]:
    """:func:`_plain`'s words as a list ("my family schedules" -> my, family, schedule)."""
    return _plain(text).split()


def _plain(text: str) -> str:
    """Words without a plural or third-person ``s``, so "where do I live" names "lives in".

    >>> _plain("Where does she live? She lives in Rome, it says")
    'where doe she live she live in rome it say'
    """
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
                    for w in re.findall(r"[a-z0-9]+", text.lower()))


def canonical_attribute(name: str) -> str:
    """The one attribute name for any of its spellings.

    British and American spellings of "favourite" are folded together, and
    unknown names are still made comparable by :func:`normalise_key`.

    >>> canonical_attribute("Home City"), canonical_attribute("time zone")
    ('home_city', 'timezone')
    >>> canonical_attribute("shoe size")
    'shoe_size'
    """
    key = (normalise_key(name) or "").replace("favourite", "favorite")
    key = "_".join(_SHORT_WORDS.get(word, word) for word in key.split("_"))  # "Anna's op" is her operation
    for said in _JUST_SO:  # "my actual job", "my real job": the job
        if key.startswith(said) and _ALIASES.get(key[len(said):], key[len(said):]) in ATTRIBUTES:
            key = key[len(said):]
    if key.startswith(_GO_TO) and _ALIASES.get(key[len(_GO_TO):]) in PREFERENCE_ATTRIBUTES:
        key = key[len(_GO_TO):]  # "my go-to editor" is my editor (a "go-to language" is no spoken language)
    if key.endswith("_deadline"):  # "the MOT deadline" is the date the MOT is due, as "the MOT's due on the 9th" says
        key = key[: -len("_deadline")] + "_due_date"
    return _ALIASES.get(key, key)


_GO_TO = "go_to_"
#: Words that only insist a name is the true one ("my actual job is ...", "my real name is ...").
_JUST_SO = ("actual_", "real_", "proper_", "true_")
#: Words said short inside an attribute's name, and the word they stand for: "op location" is the operation's.
_SHORT_WORDS = {"op": "operation", "appt": "appointment", "uni": "university", "bday": "birthday",
                "b_day": "birthday"}


def is_multi_valued(attribute: str) -> bool:
    """True if a new value of ``attribute`` adds to, rather than replaces, the old.

    A context a person scoped the attribute to (``allergies@travel``) does not change that.

    >>> is_multi_valued("allergy"), is_multi_valued("home city"), is_multi_valued("allergies@travel")
    (True, False, True)
    """
    return canonical_attribute(attribute.partition("@")[0]) in MULTI_VALUED


def topic_for(attribute: str | None) -> str | None:
    """The broad topic (seed 001's namespace) an attribute belongs to, if known.

    >>> topic_for("employer"), topic_for("diet"), topic_for("shoe_size")
    ('work', 'food', None)
    """
    return TOPIC_OF.get(canonical_attribute(attribute)) if attribute else None


# -- value lexicons: which attribute a bare value belongs to ------------------

_LEXICONS: dict[str, frozenset[str]] = {
    "theme": frozenset({"dark mode", "light mode", "dark theme", "light theme", "dark", "light"}),
    "preferred_seat": frozenset({"window", "aisle", "window seat", "aisle seat", "window seats", "aisle seats",
                                 "middle seat", "exit row", "front row", "back row"}),
    "units": frozenset({"metric", "imperial", "metric units", "imperial units", "celsius", "fahrenheit",
                        "the metric system", "metric system", "si units"}),
    "indentation": frozenset({"tabs", "spaces", "tab", "2 spaces", "4 spaces", "two spaces",
                              "four spaces"}),
    "communication_style": frozenset({
        "concise", "short", "brief", "terse", "detailed", "verbose", "bullet points",
        "bullets", "step by step", "formal", "casual", "direct", "plain english",
        "long explanations", "short answers", "concise answers", "concise replies",
        "paragraphs", "full paragraphs", "prose", "full sentences", "bulleted lists", "numbered lists",
        "bullet lists",
    }),
    "communication_channel": frozenset({"email", "e-mail", "emails", "slack", "phone", "phone calls",
                                        "a phone call", "text", "texts", "texting",
                                        "text messages", "messages", "sms", "teams", "discord", "whatsapp",
                                        "telegram", "signal", "zoom", "video calls"}),
    "editor": frozenset({
        "vim", "neovim", "nvim", "emacs", "vs code", "vscode", "visual studio code",
        "visual studio", "pycharm", "intellij", "intellij idea", "sublime", "sublime text",
        "atom", "nano", "helix", "zed", "xcode", "webstorm", "cursor", "goland", "rider",
        "android studio", "notepad++", "spacemacs", "doom emacs",
    }),
    "operating_system": frozenset({
        "linux", "macos", "mac", "a mac", "osx", "os x", "windows", "ubuntu", "debian",
        "fedora", "arch", "arch linux", "nixos", "freebsd", "linux mint", "chromeos",
        "pop!_os", "manjaro", "wsl",
    }),
    "test_framework": frozenset({
        "pytest", "unittest", "nose", "nose2", "jest", "mocha", "vitest", "jasmine", "junit",
        "rspec", "minitest", "testng", "ava", "tap", "doctest",
    }),
    "database": frozenset({
        "postgresql", "postgres", "mysql", "sqlite", "mongodb", "mongo", "redis", "mariadb",
        "oracle", "sql server", "dynamodb", "cassandra", "elasticsearch", "duckdb",
        "cockroachdb", "neo4j", "clickhouse", "supabase", "firestore",
    }),
    "programming_languages": frozenset({
        "python", "java", "javascript", "typescript", "go", "golang", "rust", "c", "c++",
        "c#", "ruby", "php", "kotlin", "swift", "scala", "haskell", "elixir", "erlang",
        "clojure", "r", "julia", "lua", "perl", "dart", "zig", "ocaml", "f#", "sql", "bash",
        "matlab", "fortran", "cobol", "objective-c", "nim", "crystal", "groovy", "js", "ts",
    }),
    "spoken_languages": frozenset({
        "english", "french", "spanish", "german", "italian", "portuguese", "dutch", "russian",
        "japanese", "chinese", "mandarin", "cantonese", "korean", "hindi", "arabic", "hebrew",
        "turkish", "polish", "swedish", "norwegian", "danish", "finnish", "greek", "czech",
        "hungarian", "romanian", "ukrainian", "vietnamese", "thai", "indonesian", "malay",
        "tagalog", "swahili", "bengali", "urdu", "punjabi", "tamil", "telugu", "persian",
        "farsi", "catalan", "basque", "welsh", "irish", "afrikaans", "yoruba", "igbo",
        # the languages of the Englishes people write in, by name
        *"""marathi gujarati kannada malayalam sinhala sinhalese nepali cebuano ilocano hausa twi amharic somali zulu
        isizulu xhosa isixhosa maori māori samoan tongan hokkien hakka teochew javanese khmer lao burmese mongolian
        kazakh uzbek kurdish pashto dari albanian serbian croatian bosnian slovenian macedonian bulgarian slovak
        lithuanian latvian estonian icelandic flemish galician gaelic cornish breton maltese yiddish patois bsl asl
        makaton tigrinya oromo shona ndebele sesotho setswana lingala wolof fula kinyarwanda luganda dholuo kikuyu
        krio pidgin sindhi kashmiri odia assamese tulu konkani bhojpuri tibetan uyghur georgian armenian azerbaijani
        azeri tajik turkmen kyrgyz belarusian faroese luxembourgish frisian sardinian corsican occitan romansh
        esperanto fijian hawaiian tetum bislama""".split(),
    }),
    # software people work in every day: one of a user's tools (a list: "Figma, and Notion for specs")
    "tools": frozenset({
        "jira", "confluence", "notion", "figma", "sketch", "miro", "trello", "asana", "clickup", "airtable",
        "excel", "google sheets", "photoshop", "illustrator", "lightroom", "indesign", "canva", "obsidian",
        "evernote", "onenote", "todoist", "tableau", "power bi", "looker", "salesforce", "hubspot", "zendesk",
        "postman", "blender", "autocad", "solidworks", "premiere", "premiere pro", "final cut pro",
        "davinci resolve", "ableton", "logic pro", "loom", "webflow", "framer", "basecamp", "monday.com",
    }),
    # what a software team runs on: each a single choice a later decision replaces ("we chose Kubernetes over
    # Nomad", "moving everything to Azure"); names that are also common words ("spring", "express", "render",
    # "linear") are left out, as a value is looked up alone
    "hosting": frozenset({"aws", "amazon web services", "gcp", "google cloud", "google cloud platform", "azure",
                          "microsoft azure", "hetzner", "digitalocean", "digital ocean", "heroku", "vercel", "netlify",
                          "fly.io", "linode", "ovh", "ovhcloud", "cloudflare", "on-prem", "on prem", "on-premise",
                          "on-premises", "our own servers", "bare metal"}),
    "orchestrator": frozenset({"kubernetes", "k8s", "nomad", "docker swarm", "ecs", "openshift", "eks", "gke",
                               "aks"}),
    "frontend_framework": frozenset({"react", "reactjs", "react.js", "vue", "vuejs", "vue.js", "angular", "svelte",
                                     "sveltekit", "next.js", "nextjs", "nuxt", "nuxt.js", "solidjs", "ember",
                                     "ember.js", "htmx", "jquery"}),
    "web_framework": frozenset({"django", "flask", "fastapi", "rails", "ruby on rails", "spring boot", "express.js",
                                "expressjs", "laravel", "asp.net", "nestjs", "symfony", "sinatra", "gin"}),
    "state_management": frozenset({"redux", "redux toolkit", "zustand", "mobx", "recoil", "pinia", "vuex",
                                   "jotai", "xstate"}),
    "ci": frozenset({"github actions", "jenkins", "circleci", "circle ci", "gitlab ci", "travis", "travis ci",
                     "buildkite", "teamcity", "bamboo", "azure pipelines", "argo cd", "argocd"}),
    "monitoring": frozenset({"datadog", "grafana", "prometheus", "new relic", "newrelic", "honeycomb", "dynatrace",
                             "splunk", "sentry", "pagerduty", "opsgenie"}),
    "message_broker": frozenset({"kafka", "rabbitmq", "sqs", "pubsub", "pub/sub", "kinesis", "activemq",
                                 "redpanda", "pulsar"}),
    "game_engine": frozenset({"unity", "unreal", "unreal engine", "unreal engine 5", "ue5", "ue4", "godot",
                              "gamemaker", "game maker", "bevy", "defold", "cryengine", "rpg maker", "phaser",
                              "pygame", "love2d", "monogame", "cocos2d", "source 2"}),
    "coffee": frozenset({"decaf", "decaf coffee", "decaffeinated", "decaffeinated coffee", "full-strength coffee",
                         "full strength coffee", "full-strength", "caffeinated coffee", "regular coffee", "half-caf",
                         "half caf", "proper coffee"}),
    "milk": frozenset({"oat milk", "soy milk", "soya milk", "almond milk", "dairy milk", "cow's milk", "cows milk",
                       "whole milk", "semi-skimmed", "semi-skimmed milk", "skimmed milk", "skim milk",
                       "lactose-free milk", "coconut milk", "rice milk", "hemp milk", "full-fat milk"}),
    # banks one banks with, by name ("Moved everything over to Nationwide"; "Chase" and "Halifax" alone name other
    # things too, so only with "bank" after them)
    "bank": frozenset({"barclays", "lloyds", "natwest", "hsbc", "santander", "nationwide", "monzo", "starling",
                       "revolut", "tsb", "metro bank", "first direct", "co-op bank", "halifax bank", "chase bank",
                       "wells fargo", "bank of america", "citibank", "n26", "virgin money", "tesco bank",
                       "bank of scotland", "royal bank of scotland", "rbs", "ulster bank", "aib", "bank of ireland",
                       "permanent tsb", "danske bank", "nordea", "rabobank", "abn amro", "commerzbank", "sparkasse",
                       "deutsche bank", "bnp paribas", "credit agricole", "cba", "westpac", "anz", "nab", "td",
                       "rbc", "scotiabank", "bmo", "cibc", "capitec", "fnb", "absa", "nedbank", "standard bank",
                       "gtbank", "access bank", "zenith bank", "uba", "kcb", "equity bank", "dbs", "ocbc", "uob",
                       "maybank", "cimb", "hdfc", "icici", "sbi", "axis bank", "kotak", "chime", "ally bank"}),
    # networks one's phone is with ("Switched to giffgaff"; "Three" alone is a number, read after "with" only)
    "mobile_provider": frozenset({"giffgaff", "vodafone", "o2", "ee", "lebara", "lycamobile", "voxi", "smarty",
                                  "tesco mobile", "sky mobile", "id mobile", "virgin mobile", "verizon", "t-mobile",
                                  "at&t", "mint mobile", "visible", "cricket wireless", "bell", "rogers", "telus",
                                  "optus", "telstra", "jio", "airtel", "globe", "smart", "meteor", "eir"}),
    # ("controller" alone is as often a job: the reader types it only after a verb of playing, lexicon.GAME_INPUTS)
    "game_controls": frozenset({"gamepad", "game controller", "xbox controller", "ps5 controller", "mouse and keyboard",
                                "keyboard and mouse", "m&kb", "mnk", "kbm", "fight stick", "arcade stick"}),
    # what one plays: one of a player's instruments ("switched from trumpet to the drums", "sold my sax")
    "instruments": frozenset({"piano", "guitar", "electric guitar", "acoustic guitar", "bass guitar", "drums",
                              "drum kit", "violin", "viola", "cello", "double bass", "ukulele", "uke", "saxophone",
                              "sax", "trumpet", "trombone", "flute", "clarinet", "oboe", "bassoon", "harp",
                              "french horn", "tuba", "harmonica", "accordion", "banjo", "mandolin", "recorder",
                              "synth", "synthesizer", "keys", "keyboard", "bass", "cornet", "tenor horn", "baritone horn",
                              "euphonium", "flugelhorn", "horn", "bagpipes", "pipes", "fiddle", "bodhran", "sitar",
                              "tabla", "harmonium", "steel pan", "steel pans", "tin whistle", "piccolo", "organ",
                              "glockenspiel", "xylophone", "marimba", "snare drum", "snare", "bass drum", "tenor drum", "timpani",
                              "chanter", "concertina", "melodeon", "lute", "viola da gamba", "gamba", "harpsichord",
                              "sackbut", "hurdy-gurdy", "ocarina", "bouzouki", "balalaika", "shamisen", "erhu", "oud",
                              "kora", "dulcimer", "zither", "didgeridoo", "bongos", "djembe", "cajon",
                              "the piano", "the guitar", "the drums", "the violin",
                              # the instruments of other traditions ("I does play the cuatro for a parang side")
                              "cuatro", "charango", "steelpan", "dhol", "uilleann pipes", "koto", "guzheng", "pipa",
                              "vibraphone", "sousaphone", "theremin", "nyckelharpa", "veena", "sarod", "santoor",
                              "mbira", "ngoni", "bandurria", "tres", "kalimba", "bandoneon", "cavaquinho",
                              "hardanger fiddle", "crwth", "gaita", "bombo", "dholak", "shehnai", "sarangi"}),
    "keyboard_layout": frozenset(f"{name}{tail}" for name in ("qwerty", "dvorak", "azerty", "qwertz", "colemak",
                                                               "colemak-dh", "workman", "bepo")
                                 for tail in ("", " layout", " keyboard")),
    "medications": frozenset({
        "insulin", "aspirin", "ibuprofen", "losartan", "valsartan", "irbesartan", "statin", "statins", "paracetamol", "acetaminophen", "naproxen", "codeine", "morphine",
        "warfarin", "metformin", "levothyroxine", "thyroxine", "prednisone", "prednisolone", "lithium",
        "melatonin", "methotrexate", "adderall", "ritalin", "methylphenidate", "gabapentin", "pregabalin",
        "tramadol", "digoxin", "clopidogrel", "allopurinol", "hydroxychloroquine", "inhaler", "an inhaler",
        "ventolin", "salbutamol", "epipen", "an epipen", "the pill", "antidepressants", "antihistamines",
        "blood thinners", "beta blockers", "statins", "hrt", "iron tablets", "vitamin d",
    }),
}

#: Countries, so "I live in Canada" lands on home_country and "Paris" on home_city.
#: City-states (Singapore, Monaco) are left out: living there reads as a city.
COUNTRIES = frozenset({
    "afghanistan", "argentina", "australia", "austria", "bangladesh", "belgium", "brazil",
    "bulgaria", "canada", "chile", "china", "colombia", "croatia", "czechia",
    "czech republic", "denmark", "egypt", "england", "estonia", "ethiopia", "finland",
    "france", "germany", "ghana", "greece", "hungary", "iceland", "india", "indonesia",
    "iran", "iraq", "ireland", "israel", "italy", "japan", "kenya", "korea", "south korea",
    "latvia", "lithuania", "luxembourg", "malaysia", "mexico", "morocco", "netherlands",
    "the netherlands", "new zealand", "nigeria", "norway", "pakistan", "peru",
    "philippines", "the philippines", "poland", "portugal", "romania", "russia",
    "saudi arabia", "scotland", "serbia", "slovakia", "slovenia",
    "south africa", "spain", "sweden", "switzerland", "taiwan", "thailand", "turkey",
    "uganda", "ukraine", "united kingdom", "the uk", "uk", "united states", "the us",
    "the usa", "us", "usa", "america", "uruguay", "venezuela", "vietnam", "wales",
})

#: The states and provinces a town is named with ("Oxford, Mississippi", "Saskatoon, Saskatchewan"): the town's
#: region, never a second place or a name of its own.
REGIONS = frozenset("""alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
    idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
    missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia
    washington wisconsin wyoming alberta manitoba ontario quebec saskatchewan tasmania victoria queensland""".split()) \
    | {"new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota", "rhode island",
       "south carolina", "south dakota", "west virginia", "british columbia", "nova scotia", "new brunswick",
       "new south wales", "western australia", "south australia", "northern territory"}

#: Order matters where lexicons overlap: "go" the language, not a verb, only
#: because callers ask about values they already isolated.
_LOOKUP_ORDER = ("theme", "indentation", "preferred_seat", "units", "communication_style", "communication_channel",
                 "editor", "operating_system", "test_framework", "database",
                 "programming_languages", "spoken_languages", "keyboard_layout", "medications", "tools", "hosting",
                 "orchestrator", "frontend_framework", "web_framework", "state_management", "ci", "monitoring",
                 "message_broker", "game_engine", "coffee", "milk", "game_controls", "mobile_provider", "bank")

#: How the generic names of drug classes end ("atorvastatin", "ramipril", "omeprazole"), so a medicine the list
#: above lacks is still known for one.
_DRUG_ENDINGS = ("statin", "pril", "sartan", "olol", "azole", "mycin", "cillin", "cycline", "formin", "dipine",
                 "oxetine", "triptan", "gliptin", "lukast", "semide", "thiazide", "zepam", "zolam", "dronate",
                 "xaban", "gatran", "tidine", "afil", "mab", "tropium", "terol", "traline", "alopram", "triptyline",
                 "tazapine", "faxine", "tirizine", "tadine", "racetam", "trigine", "tiapine", "piclone",
                 # (carbamazepine, sodium valproate, phenytoin, gabapentin, pregabalin, prednisolone, warfarin,
                 # levothyroxine, paracetamol, tramadol, ciprofloxacin, aciclovir, hydrocortisone)
                 "zepine", "proate", "ytoin", "pentin", "gabalin", "olone", "farin", "thyroxine", "etamol", "amadol",
                 "oxacin", "clovir", "cortisone")
#: Words that end like a drug and are not one.
_NOT_DRUGS = frozenset({"april", "pistol", "petrol", "control", "patrol", "parasol", "cholesterol", "alcohol"})


def is_medication(value: str) -> bool:
    """Whether one word names a medicine by its generic name's ending or by the list of common ones.

    >>> is_medication("atorvastatin"), is_medication("Ramipril"), is_medication("April"), is_medication("tea")
    (True, True, False, False)
    """
    bare = _bare(value)
    if bare in _LEXICONS["medications"]:
        return True
    return " " not in bare and bare.isalpha() and bare not in _NOT_DRUGS and any(
        bare.endswith(ending) and len(bare) >= len(ending) + 3 for ending in _DRUG_ENDINGS)

_STYLE_NOUNS = (" replies", " answers", " responses", " explanations", " messages")


def unaccented(text: str) -> str:
    """``text`` without its accents ("bodhrán" -> "bodhran")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _bare(value: str) -> str:
    return " ".join(value.lower().strip(" .!?,;:'\"*").split())


def is_instrument(value: str) -> bool:
    """Whether ``value`` names an instrument one plays ("the drums", "sax"). Not a kind :func:`attribute_for_value`
    gives a bare value: one plays several, and "switched to guitar" leaves one the sentence does not name.

    >>> is_instrument("the drums"), is_instrument("sax"), is_instrument("Python")
    (True, True, False)
    """
    bare = unaccented(_bare(value))  # ("the bodhrán": as typed with its accent, or not)
    if bare in _LEXICONS["instruments"] or f"the {bare}" in _LEXICONS["instruments"]:
        return True
    said = [w for w in bare.split() if w not in _AS_BOUGHT and w not in ("my", "the", "a", "an", "our")]
    return 0 < len(said) < len(bare.split()) and " ".join(said) in _LEXICONS["instruments"]  # ("the old piano")


def attribute_for_value(value: str) -> str | None:
    """The attribute a bare value most likely fills, or None if unknown.

    >>> attribute_for_value("pytest"), attribute_for_value("Canada"), attribute_for_value("tea")
    ('test_framework', 'home_country', None)
    """
    bare = _bare(value)
    for suffix in _STYLE_NOUNS:
        if bare.endswith(suffix) and bare[: -len(suffix)] in _LEXICONS["communication_style"]:
            return "communication_style"
    for attribute in _LOOKUP_ORDER:
        if bare in _LEXICONS[attribute]:
            return attribute
    if bare in COUNTRIES:
        return "home_country"
    if is_medication(bare):
        return "medications"
    words = bare.removeprefix("my ").removeprefix("the ").removeprefix("a ").removeprefix("an ").split()
    if words[-2:] == ["sign", "language"]:
        return "spoken_languages"  # "British Sign Language", "ISL" aside: a language one signs
    if len(words) > 1 and re.fullmatch(r"(?:19|20)\d\d", words[0]):
        words = words[1:]  # "a 2012 Honda Civic": the model year says nothing of the kind
    for word, kind in _KIND_WORDS.items():  # "PureGym", "Fitness First", "Monzo Bank": a name that says its kind
        if words and ((word in words and len(words) > 1) or (
                len(words) == 1 and words[0].endswith(word) and len(words[0]) > len(word))):
            return kind
    if words and words[0] in _PHONES and (len(words) > 1 or words[0] in ("iphone", "pixel", "fairphone")):
        return "phone"  # "iPhone 15", "Pixel 8", "Samsung Galaxy S23", "a Fairphone"
    if "phone" in words[1:] and words[-1] not in _OF_A_PHONE:
        return "phone"  # "Nothing Phone 2", "Nokia phone": a maker's name and the word (not "phone bill")
    if len(words) > 1 and words[0] in _CAR_MAKES and words[1] not in _NOT_MODELS:
        return "car"  # "Fiat Panda", "Toyota Yaris", "Tesla Model 3": a make and a model (a make alone is a company)
    if len(words) == 1 and words[0] in _CAR_MODELS or len(words) > 1 and words[0] in _CAR_MODELS \
            and all(w in _BODY_STYLES for w in words[1:]):
        return "car"  # "a secondhand Yaris", "the Corsa", "a grey Octavia estate": a model no other thing is called
    if words and words[0] in _BIKE_MAKES and (len(words) == 1 or words[1] not in _NOT_MODELS):
        return "bike"  # "a Brompton", "a secondhand Tern", "Surly Cross-Check": makers of nothing but bicycles
    if len(words) > 1 and words[0] in _CAMERA_MAKES and words[1] not in _NOT_MODELS:
        return "cameras"  # "Fujifilm X-T4", "Pentax 67", "Ricoh GR III": a make and a model
    said = [w for w in words if w not in _AS_BOUGHT]
    if 0 < len(said) < len(words) and not (len(said) > 1 and said[0] in _CAR_MAKES and said[1] in _NOT_MODELS):
        return attribute_for_value(" ".join(said))  # "a secondhand Kia Ceed", "a used Pixel 7": as bought, it
    return None


#: Words for how a thing was bought that say nothing of what it is: "a secondhand Kia Ceed", "a used iPhone 13".
_AS_BOUGHT = frozenset({"secondhand", "second-hand", "used", "new", "brand-new", "refurbished", "refurb", "old",
                        "cheap", "leased", "hired", "rental", "electric", "little", "battered", "shiny",
                        # a colour says nothing of what it is either ("a white Ford Transit Connect")
                        "white", "black", "silver", "grey", "gray", "red", "blue", "green", "yellow", "orange",
                        "maroon", "navy", "beige", "bronze", "gold", "purple", "brown"})


#: Words inside a name that say what kind of thing it is: one's gym, one's bank.
_KIND_WORDS = {"gym": "gym", "fitness": "gym", "bank": "bank"}
#: The first word of a phone's name: with a model after it ("Galaxy S23") or alone where it names only phones.
_CAR_MAKES = frozenset("""toyota honda ford fiat volkswagen vw bmw audi mercedes tesla kia hyundai nissan mazda
    renault peugeot citroen citroën skoda seat volvo subaru mini jeep chevrolet chevy dacia lexus porsche polestar
    vauxhall opel suzuki mitsubishi cupra alfa byd mg caterham lotus jaguar bentley ferrari lamborghini maserati
    aston saab rover landrover smart genesis ssangyong infiniti acura cadillac buick dodge ram chrysler""".split())
#: Models said without their make that name nothing but a car ("Golf", "Polo", "Jazz" and "Focus" name other things).
_CAR_MODELS = frozenset("""yaris corolla prius camry civic corsa astra fiesta mondeo kuga clio megane micra qashqai
    juke octavia fabia ibiza picanto sportage tucson passat tiguan zafira insignia berlingo hilux rav4 navara outlander
    swift vitara ceed sandero duster transit vivaro sprinter caddy trafic kangoo ducato crafter movano hiace
    proace doblo""".split())  # (vans by their model: "a white Transit", "the old Vivaro")
#: Words after a model that say its body or its engine: "an Octavia estate", "a Yaris hybrid".
_BODY_STYLES = frozenset("""estate hatchback hatch saloon sedan coupe convertible cabriolet van pickup hybrid diesel
    petrol electric auto automatic manual tourer wagon""".split())
#: Words after a make that name the company, not a car ("BMW Group", "Toyota UK").
_NOT_MODELS = frozenset("""group ag uk usa financial motor motors bank company plant factory dealership hq
    dealer garage insurance""".split())
#: Makers of bicycles only (not "Genesis" or "Scott", which name other things too).
_BIKE_MAKES = frozenset("""brompton tern surly cannondale boardman carrera pinarello bianchi colnago cervelo cervélo
    orbea dahon pashley whyte wilier vanmoof babboe""".split())  # (not Trek, Raleigh, Canyon, Gazelle: other things)
_PHONES = frozenset("iphone pixel galaxy samsung fairphone oneplus xiaomi huawei motorola blackberry".split())
def car_make(word: str) -> bool:
    """Whether ``word`` is a maker of cars ("Caterham", "Skoda"): a car where what is done to it is driving
    ("races a Caterham"), a company elsewhere."""
    return _bare(word) in _CAR_MAKES


#: Makers of cameras, whose name and a model is a camera one has ("a Fujifilm X-T4").
_CAMERA_MAKES = frozenset("fujifilm fuji canon nikon pentax leica olympus ricoh hasselblad lumix gopro mamiya".split())
#: Words after "phone" that name something of a phone's, not the phone.
_OF_A_PHONE = frozenset("plan case contract number bill call calls charger screen line provider company".split())


#: Month and weekday names as the readers of dates match them (:mod:`credo.llm.reader`, :func:`value_shapes`).
MONTH_WORDS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
               "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
DAY_WORDS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
#: An hour of the clock, in words or figures: "seven", "11" (a regular-expression alternation).
HOURS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[1-9]|1[0-2])"
#: A time of day as written ("4pm", "10:30") or as said ("half seven", "quarter past eight", "ten o'clock").
_SAID_CLOCK = rf"(?:half|quarter)\s+(?:past|to|after)\s+{HOURS}|half\s+{HOURS}|{HOURS}\s+o'clock"
CLOCK_WORDS = rf"\d{{1,2}}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight|{_SAID_CLOCK}"
_SHAPES = (
    ("date", re.compile(rf"\b(?:{MONTH_WORDS})\b|\b\d{{1,2}}(?:st|nd|rd|th)\b|\b(?:the )?new year\b|"
                        r"\bnext (?:year|month|quarter)\b|\bq[1-4]\b|"
                        r"\b(?:this|next|the) (?:spring|summer|autumn|fall|winter)\b",
                        re.IGNORECASE)),
    ("day", re.compile(rf"\b(?:{DAY_WORDS})s?\b|\b(?:today|tomorrow)\b", re.IGNORECASE)),
    ("time", re.compile(r"\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\b\d{1,2}:\d\d\b|"
                        rf"\b(?:{_SAID_CLOCK})\b|"
                        rf"\b{HOURS}(?:[:.]\d\d)?\s+(?:sharp|on the dot)\b|"
                        # ("from ten on a Wednesday", "at 11 every Friday": an hour said bare before the day it is on)
                        rf"(?:(?<=\bfrom )|(?<=\bat )|(?<=\btill )|(?<=\buntil ))\b{HOURS}\b(?=\s+(?:on|every|each)\s)",
                        re.IGNORECASE)),
    ("number", re.compile(r"(?<![\w:])\d+(?:[.,]\d+)?k?(?![\w:])", re.IGNORECASE)),
)


#: Words of an attribute's name that say what kind of value it holds, not what it is about
#: ("christmas_do_location": the Christmas do; "tasting_flight_price": the tasting flight).
VALUE_KIND_WORDS = frozenset({"location", "place", "venue", "time", "date", "day", "name", "type", "kind", "status",
                              "title", "count", "number", "price", "cost"})


def subject_words(attribute: str) -> list[str]:
    """The words of an attribute's name that say what it is about, less those of its value's kind.

    >>> subject_words("christmas_do_location"), subject_words("tasting_flight")
    (['christmas', 'do'], ['tasting', 'flight'])
    """
    return [w for w in attribute.split("_") if w not in VALUE_KIND_WORDS]


def value_shapes(text: str) -> set[str]:
    """The kinds of changeable value ``text`` names: a date, a day, a time of day, a number.

    >>> sorted(value_shapes("The review is on Thursday at 3pm.")), sorted(value_shapes("We launch on May 5."))
    (['day', 'time'], ['date', 'number'])
    """
    said = spelled_numbers(text)  # ("fourteen pound a kilo": a number, in words)
    return {name for name, pattern in _SHAPES if pattern.search(said)}


def put_value(text: str, value: str, shapes: set[str]) -> str:
    """``text`` with its first value of one of ``shapes`` replaced by ``value``.

    >>> put_value("The design review is on Thursday.", "Friday", {"day"})
    'The design review is on Friday.'
    """
    text, found = _in_figures(text, lambda said: next(
        (m for name, p in _SHAPES if name in shapes and (m := p.search(said)) is not None), None))
    return _once_the(text[:found.start()], value) + text[found.end():] if found is not None else text


def _in_figures(text: str, search: Callable[[str], re.Match[str] | None]) -> tuple[str, re.Match[str] | None]:
    """``text`` and what ``search`` finds in it; where it finds nothing, ``text`` with its numbers past ten in figures
    and what it finds there ("Hake is fourteen pound a kilo": the number said in words is the value)."""
    found = search(text)
    if found is None and (figures := spelled_numbers(text)) != text:
        return figures, search(figures)
    return text, found


#: A changeable value said whole, by its shape: a date with its month ("the 19th of June", "June 19"), a time, a
#: day, a number with its unit ("10.5 tonnes", "£210").
_WHOLE = {
    "date": re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? (?:{MONTH_WORDS})\b|\b(?:{MONTH_WORDS}) \d{{1,2}}"
                       rf"(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)\b", re.IGNORECASE),
    "time": dict(_SHAPES)["time"],
    "day": dict(_SHAPES)["day"],
    "number": re.compile(r"[£$€]?(?<![\w:])\d+(?:[.,]\d+)?(?:k|p)?(?![\w:])", re.IGNORECASE),
}


def said_value(text: str, start: int = 0) -> tuple[str, str] | None:
    """The first changeable value ``text`` says from ``start`` on, whole, with its shape (a time, a date or a day
    before a bare number: "the letter says the 19th of June" -> ("date", "19th of June")), or None."""
    found = [(m.start(), n, shape, m) for n, shape in enumerate(("time", "date", "day", "number"))
             if (m := _WHOLE[shape].search(text, start)) is not None]
    if not found:
        return None
    if any(shape != "number" for _, _, shape, _ in found):
        found = [f for f in found if f[2] != "number"]
    _, _, shape, match = min(found, key=lambda f: (f[0], f[1]))
    dated = _DAY_THEN_DATE.match(text, match.end()) if shape == "day" else None
    if dated is not None:  # "it's Thursday the 12th": the day with its date, as one value
        return "day", text[match.start():dated.end()]
    return shape, match.group(0)


def values_said(text: str, start: int = 0) -> list[tuple[str, str]]:
    """Every changeable value ``text`` says whole from ``start`` on, in order, each with its shape; a number that is
    part of a date or a time is not a value of its own.

    >>> values_said("the racecard has her in trap 2 on Friday"), values_said("it's Thursday the 12th, same time")
    ([('number', '2'), ('day', 'Friday')], [('day', 'Thursday the 12th')])
    """
    return [(shape, text[at:end]) for shape, at, end in value_spans(text, start)]


def value_spans(text: str, start: int = 0) -> list[tuple[str, int, int]]:
    """:func:`values_said` as where each value stands: (shape, start, end), in order.

    >>> value_spans("Thursday at 9, beyond in Listowel")
    [('day', 0, 8), ('number', 12, 13)]
    """
    found = sorted((m.start(), -(m.end() - m.start()), shape) for shape in ("time", "date", "day", "number")
                   for m in _WHOLE[shape].finditer(text, start))
    out: list[tuple[str, int, int]] = []
    end = -1
    for at, span, shape in found:
        if at < end:
            continue  # (inside a value already said: "12" of "the 12th of June")
        dated = _DAY_THEN_DATE.match(text, at - span) if shape == "day" else None
        end = dated.end() if dated is not None else at - span  # ("Thursday the 12th": the day with its date, one value)
        out.append((shape, at, end))
    return out


#: A date said right after its day: "Thursday *the 12th*", "Friday *10 July*".
_DAY_THEN_DATE = re.compile(rf"\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:(?: of)? (?:{MONTH_WORDS}))?\b", re.IGNORECASE)


def value_of_shape(text: str, shape: str) -> str | None:
    """The first value of ``shape`` ("date", "time", "day", "number") ``text`` says whole, or None.

    >>> value_of_shape("Posters came today, the show is Saturday 11 July.", "date")
    '11 July'
    """
    found = _WHOLE[shape].search(text)
    return found.group(0) if found is not None else None

def put_said_value(text: str, shape: str, value: str) -> str | None:
    """``text`` with its first value of ``shape`` (said whole) replaced by ``value``; None when it says none or says
    that value already.

    >>> put_said_value("The residential is on the 12th of June.", "date", "19th of June")
    'The residential is on the 19th of June.'
    """
    text, found = _in_figures(text, _WHOLE[shape].search)
    if found is None or found.group(0).casefold() == value.casefold():
        return None
    return _once_the(text[:found.start()], value) + text[found.end():]


def _once_the(before: str, value: str) -> str:
    """``before`` then ``value``, with one "the" where both would say it ("on the" + "the 19th": "on the 19th")."""
    if re.search(r"\bthe\s+$", before, re.IGNORECASE) and re.match(r"the\s", value, re.IGNORECASE):
        return before + value[4:]
    return before + value


#: A measure: a figure with its unit, and what it is per ("38p a litre", "10.5 tonnes", "£210", "40 hours a week").
_MEASURE = re.compile(
    r"(?<![\w.])(?P<cur>[£$€])?(?P<num>\d+(?:[.,]\d+)?)\s?(?P<unit>p|k|kg|g|km|m|miles?|tonnes?|tons?|litres?|"
    r"liters?|pints?|%|percent|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|pounds?|quid|grand|dollars?|euros?|"
    r"cows?|head|acres?|hectares?|beds?|staff|people|degrees?|°[cf]?|psi|rpm|mph|kph|cm|mm|ml|inch(?:es)?|feet|ft|"
    r"lbs?|stones?|kcal|calories|watts?|kw|kwh)?(?![\w£$€])"
    r"(?P<per>\s(?:a|an|per|each|every|the|for the|for a)\s(?:litre|liter|pint|week|month|year|day|hour|kg|kilo|"
    r"mile|head|night|shift|session|box|bag|dozen|jar|bottle))?",
    re.IGNORECASE)


#: A count of things in each period ("85 calls a shift", "400 patients a day", "12 covers per session").
_COUNT_PER = re.compile(r"(?<![\w.])(?P<num>\d+(?:[.,]\d+)?)\s(?P<things>[a-z]+s)\s(?:a|an|per|each)\s"
                        r"(?P<period>shift|day|week|month|year|hour|night|session|game|match|visit|round|season)\b",
                        re.IGNORECASE)


#: A unit said in its plural or its short form, as one: "tonnes" and "tons" are "tonne".
_ONE_UNIT = {"tonnes": "tonne", "tons": "tonne", "ton": "tonne", "litres": "litre", "liters": "litre",
             "liter": "litre", "miles": "mile", "hrs": "hour", "hours": "hour", "mins": "minute", "minutes": "minute",
             "days": "day", "weeks": "week", "months": "month", "pints": "pint", "acres": "acre",
             "hectares": "hectare", "cows": "cow", "beds": "bed", "degrees": "degree", "°": "degree",
             "°c": "degree", "°f": "degree", "inches": "inch", "lbs": "lb", "stones": "stone", "watts": "watt"}

#: A currency said as a word after its figure ("45 pounds", "300 quid"), as its sign.
_MONEY = {"£": ("pound", "pounds", "quid", "grand"), "$": ("dollar", "dollars"), "€": ("euro", "euros")}


def measures(text: str) -> list[tuple[str, str]]:
    """The measures ``text`` says, each as (what it measures in, the figure): "38p a litre" -> ("p a litre", "38");
    a bare number or a year measures nothing.

    >>> measures("Arla are paying us 38p a litre this month."), measures("The new rigid can carry 12 tonnes.")
    ([('p a litre', '38')], [('tonne', '12')])
    >>> measures("We have 2 kids."), measures("Subs are £210.")
    ([], [('£', '210')])
    """
    out = []
    counted = [m.span("num") for m in _COUNT_PER.finditer(text)]
    for found in _COUNT_PER.finditer(text):  # "85 calls a shift": so many of a thing in each period
        things = found.group("things").casefold()
        things = next((c for c, words in _MONEY.items() if things in words), _ONE_UNIT.get(things, things))
        out.append((f"{things} a {found.group('period').casefold()}", found.group("num")))
    for found in _MEASURE.finditer(text):
        if found.span("num") in counted:
            continue
        unit = (found.group("unit") or "").casefold()
        if not unit and not found.group("cur"):
            continue
        unit = _ONE_UNIT.get(unit, unit)
        cur = found.group("cur") or ""
        if unit in _MONEY.get(cur or "£", ()) or not cur and any(unit in words for words in _MONEY.values()):
            # ("45 pounds a year" and "£52 for the year" are one measure: money, in its currency, each year)
            cur, unit = next(c for c, words in _MONEY.items() if unit in words), ""
        per = re.sub(r"^(?:an|per|each|every|the|for the|for a)\s", "a ", (found.group("per") or "").strip().casefold())
        sign = " ".join(w for w in (cur, unit, per) if w)
        out.append((sign, found.group("num")))
    return out


def is_country(value: str) -> bool:
    """True if ``value`` names a country rather than a city.

    >>> is_country("Nigeria"), is_country("Lagos")
    (True, False)
    """
    return _bare(value) in COUNTRIES


#: Drinks one has at a part of the day ("green tea in the afternoon" is the afternoon drink): last words.
BEVERAGES = frozenset("""tea coffee rooibos matcha espresso latte cappuccino americano macchiato chai cocoa
    chocolate water juice smoothie kombucha beer wine cider soda cola lemonade decaf milk mocha""".split())
#: The parts of the day a habit or a drink is kept at, each word with the part it names ("mornings": morning).
PART_OF_DAY = {"morning": "morning", "mornings": "morning", "afternoon": "afternoon", "afternoons": "afternoon",
               "evening": "evening", "evenings": "evening", "night": "night", "nights": "night",
               "lunchtime": "lunchtime", "breakfast": "breakfast", "lunch": "lunch", "dinner": "dinner",
               "bedtime": "bedtime"}
PARTS_OF_DAY = frozenset(PART_OF_DAY)

#: Nouns for a slot one is put in, at work or at play: "the morning desk", "the back row", "the treble" (a bell).
SLOT_NOUNS = frozenset({"desk", "till", "tills", "stall", "pitch", "bell", "beach", "section", "zone", "round", "route",
                        "lane", "bay", "station", "post", "rota", "beat", "counter", "gate", "patch", "spot", "pen",
                        "line", "run", "shift", "watch", "table", "chair", "floor", "door", "hatch", "register",
                        "ward"})
#: The attributes a slot is held under: those :data:`SLOT_NOUNS` name, and a ward, with ``placement``, a slot said
#: without naming what it is of. (A part sung, a position played, shifts are read by their own words, every time.)
SLOTS = SLOT_NOUNS | frozenset({"placement", "ward"})

#: Attributes that hold how many of something there are: "two" and "2" are one value.
COUNTS = frozenset({"children_count", "brother_count", "sister_count", "sibling_count"})

_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
            "seven": "7", "eight": "8", "nine": "9", "ten": "10", "a couple of": "2"}
_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
          "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
#: Numbers said in one word, and their values ("nine": 9, "forty": 40).
NUMBER_WORDS: dict[str, int] = {**_UNITS, **_TENS}


def as_count(word: str) -> str:
    """A count written as digits: "two" and "a couple of" -> "2", "twenty-eight" -> "28"; anything else as it
    is. (Lower case, as :func:`_bare` leaves it.)

    >>> as_count("three"), as_count("twenty-eight"), as_count("few")
    ('3', '28', 'few')
    """
    return _NUMBERS.get(word, _number(word))


#: Short names of a set's members, as the member is compared.
_SHORT_NAMES = {"sax": "saxophone", "uke": "ukulele", "synth": "synthesizer",
                "telly": "tv"}


def set_member(value: str) -> str:
    """One value of a set (pets, allergies, tools) as compared with another: without its count, the last word
    singular. "two guinea pigs", "the guinea pigs" and "guinea pig" are one value; "Salt" stays "salt".

    >>> set_member("two guinea pigs"), set_member("3 cats"), set_member("peanuts"), set_member("tenor sax")
    ('guinea pig', 'cat', 'peanut', 'tenor saxophone')
    """
    words = value.casefold().split()
    if len(words) > 1 and (words[0] in ("a", "an", "the", "some", "my", "our") or as_count(words[0]).isdigit()):
        words = words[1:]
    if words and words[-1] in _SHORT_NAMES:
        # "my sax" and "saxophone" are one instrument, "tenor sax" a tenor saxophone
        return " ".join([*words[:-1], _SHORT_NAMES[words[-1]]])
    last = words[-1] if words else ""
    if len(last) > 3 and last.endswith("ies"):
        words[-1] = last[:-3] + "y"
    elif len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is")):
        words[-1] = last[:-1]
    return " ".join(words)


#: Numbers past ten written in words, lower case ("ninety-two", "twenty two", "seventeen").
_PAST_TEN = re.compile(r"(?<![\w-])(?:(?:" + "|".join(_TENS) + r")(?:[- ](?:"
                       + "|".join(w for w, n in _UNITS.items() if n < 10) + r"))?|(?:"
                       + "|".join(w for w, n in _UNITS.items() if n > 10) + r"))(?![\w-])")


def spelled_numbers(text: str) -> str:
    """``text`` with numbers past ten written in lower-case words as digits (a name keeps its capitals).

    >>> spelled_numbers("my nan is ninety-two, Twenty One Pilots, a one-to-one, fifteen years ago")
    'my nan is 92, Twenty One Pilots, a one-to-one, 15 years ago'
    """
    return _PAST_TEN.sub(lambda found: _number(found.group(0)), text)


def number_as_said(text: str, digits: str) -> str | None:
    """The words ``text`` says the number ``digits`` in, if it spells it out (any case), else None.

    >>> number_as_said("Sixteen pound a kilo.", "16"), number_as_said("16 quid", "16")
    ('Sixteen', None)
    """
    return next((text[found.start():found.end()] for found in _PAST_TEN.finditer(text.lower())
                 if _number(found.group(0)) == digits), None)


def _number(bare: str) -> str:
    """'twenty-eight' -> '28'; anything else unchanged."""
    words = bare.replace("-", " ").split()
    if words and all(w in _UNITS or w in _TENS for w in words):
        return str(sum(_UNITS.get(w, 0) + _TENS.get(w, 0) for w in words))
    return bare


_THEMES = {"dark mode": "dark", "dark theme": "dark", "light mode": "light", "light theme": "light"}
_STYLES = {"short": "concise", "brief": "concise", "terse": "concise", "bullets": "bullet points"}
_TIMES = {"mornings": "morning", "afternoons": "afternoon", "evenings": "evening"}
_CHANNELS = {"texts": "text", "texting": "text", "text messages": "text", "emails": "email", "e-mail": "email"}


def canonical_value(attribute: str, value: str) -> str:
    """One spelling per value where spellings vary, so equal beliefs compare equal.

    >>> canonical_value("theme", "Dark Mode"), canonical_value("age", "twenty-eight")
    ('dark', '28')
    >>> canonical_value("communication_style", "short answers")
    'concise'
    >>> canonical_value("preferred_seat", "Window seats"), canonical_value("units", "the metric system")
    ('window', 'metric')
    """
    value = re.sub(r"\s+(?:after all|instead|anyway)\W*$", "", value, flags=re.IGNORECASE)  # "Arnold Clark after all"
    if attribute == "employer":  # ("the Smile Dental practice", "Treliske hospital": the place by its name)
        value = re.sub(r"^((?:the\s+)?(?:[A-Z][\w'&.-]*\s+)*[A-Z][\w'&.-]*)\s+(?:practice|hospital|surgery|clinic|"
                       r"office|branch|depot|site|plant|warehouse|salon|studio|garage)$", r"\1",
                       value).removeprefix("the ")
    bare = _bare(value)
    if attribute == "theme":
        return _THEMES.get(bare, bare)
    if attribute in COUNTS or attribute == "count" or attribute.endswith("_count"):
        return as_count(bare)
    if attribute == "age":
        return _number(bare)
    if attribute == "preferred_meeting_time":
        return _TIMES.get(bare, bare)
    if attribute == "communication_channel" and bare in _CHANNELS:
        return _CHANNELS[bare]  # "texts", "texting": text
    if attribute == "communication_style":
        for suffix in _STYLE_NOUNS:
            bare = bare.removesuffix(suffix)
        return _STYLES.get(bare, bare)
    if attribute == "preferred_seat":  # "window seats", "the aisle seat": window, aisle
        return re.sub(r"^(?:the|an?) |\s+seats?$", "", bare)
    if attribute == "units":  # "metric units", "the metric system": metric
        return re.sub(r"^the |\s+(?:units|system)$", "", bare)
    if attribute in ("coffee", "milk", "game_controls", "game_role"):
        bare = re.sub(r"^(?:my|our|his|her|their|as an?|as|an?|the) (?=\S)", "", bare)  # "as an espresso"
    if attribute == "coffee":  # "decaf coffee", "Decaf", "decaffeinated": decaf; "full strength coffee": full-strength
        kind = re.sub(r"\s+coffee$", "", bare).replace("full strength", "full-strength")
        return {"decaffeinated": "decaf", "caffeinated": "full-strength", "regular": "full-strength",
                "proper": "full-strength"}.get(kind, kind)
    if attribute in ("milk", "game_controls", "game_role"):  # "Oat milk", "keyboard and mouse": one spelling
        return {"keyboard and mouse": "mouse and keyboard", "kbm": "mouse and keyboard", "mnk": "mouse and keyboard",
                "m&kb": "mouse and keyboard", "soya milk": "soy milk", "cows milk": "dairy milk",
                "cow's milk": "dairy milk", "pad": "controller", "gamepad": "controller",
                "jungler": "jungle"}.get(bare, bare)
    if attribute == "job_title" and re.search(r" (?:at|for|with) (?:a|an|the) ", bare):
        # "pentester at a consultancy in Reading": the post, not where it is held (the employer, said apart)
        return re.split(r" (?:at|for|with) (?:a|an|the) ", value.strip(" .!?,;:'\"*"), maxsplit=1, flags=re.I)[0]
    if attribute == "car":  # "a battered old Yaris": the car, not what the speaker thinks of it
        return re.sub(r"^(?:(?:my|our|a|an|the|battered|old|trusty|beloved|ancient|rusty|beat-up|beaten-up|little|"
                      r"shiny|new|second-hand|secondhand|used) )+(?=\S)", "", value.strip(" .!?,;:'\"*"), flags=re.I)
    if attribute == "work_schedule" and (shifts := shift(value)):  # "earlies", "early shifts": early shifts
        return shifts
    if attribute == "keyboard_layout":  # "a Dvorak layout", "QWERTY": Dvorak, QWERTY
        return re.sub(r"^(?:the|an?) |\s+(?:layout|keyboard)$", "", value.strip(" .!?,;:'\"*"), flags=re.IGNORECASE)
    return re.sub(r"^(?:my|our|his|her|their|as an?|as) (?=\S)", "", value.strip(" .!?,;:'\"*"))  # "my Pixel 8"


#: Shifts one works, one spelling each: "earlies", "early shift" and "early shifts" are one schedule.
_SHIFTS = {**dict.fromkeys(("earlies", "early shift", "early shifts", "early", "earlys"), "early shifts"),
           **dict.fromkeys(("lates", "late shift", "late shifts", "late"), "late shifts"),
           **dict.fromkeys(("nights", "night shift", "night shifts", "nightshift", "nightshifts", "permanent nights",
                            "nights shifts", "overnights", "overnight shift", "overnight shifts", "graveyard shift",
                            "graveyards"), "nights"),
           **dict.fromkeys(("twilights", "twilight shift", "twilight shifts"), "twilight shifts"),
           **dict.fromkeys(("day shift", "day shifts", "days shifts", "days"), "day shifts"),
           **dict.fromkeys(("back shift", "back shifts"), "back shifts"),
           **dict.fromkeys(("12-hour shifts", "12 hour shifts", "twelve-hour shifts"), "12-hour shifts"),
           **dict.fromkeys(("8-hour shifts", "8 hour shifts", "eight-hour shifts"), "8-hour shifts")}


def shift(value: str) -> str | None:
    """The shifts a value names, in one spelling ("earlies" -> "early shifts"), or None.

    >>> shift("earlies"), shift("permanent nights"), shift("the piano")
    ('early shifts', 'nights', None)
    """
    return _SHIFTS.get(_bare(value))


# -- how two attribute names relate (issue 21: updates follow meaning) ---------

#: People a user speaks of by their relation: a fact about "my son" is never one about "my daughter".
RELATIONS = frozenset("""
son daughter child kid baby wife husband partner spouse fiance fiancee boyfriend girlfriend mother mum mom
father dad parent brother sister sibling grandmother grandma granny grandfather grandpa grandparent aunt uncle
cousin niece nephew stepson stepdaughter stepmother stepfather boss manager colleague coworker teammate friend
roommate flatmate neighbour neighbor landlord client mentor
""".split())

#: Capitalised words that are values, not names of things: "every Tuesday" and "every Thursday" are one
#: schedule changing, "Project Atlas" and "Project Nimbus" two projects.
CALENDAR_WORDS = frozenset("""
monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays
sundays mon tue tues wed thu thur thurs fri sat sun january february march april may june july august september
october november december jan feb mar apr jun jul aug sep sept oct nov dec am pm
""".split())

#: Times of day and week a routine or a preference moves between: "morning workouts" and "evening workouts"
#: are one routine changing, not two things.
TIMES_OF_DAY = frozenset("""
morning mornings afternoon afternoons evening evenings night nights noon midday lunchtime weekday weekdays
weekend weekends daily weekly monthly early late
""".split()) | CALENDAR_WORDS

#: Words that say an attribute holds an earlier (or later) value than the current one:
#: "previous employer" is not "employer", whatever its value.
TIME_QUALIFIERS = frozenset("previous former ex old first past last next future childhood original".split())

#: A last word that names the thing itself, not a property of it: "phone model" is the phone,
#: "gym membership" the gym, "school choice" the school (while "editor theme" is the editor's theme).
GENERIC_SUFFIXES = frozenset("""
choice provider membership model type brand service preference app tool kind setting option plan pick order
method mode means way tracking tracker management platform software system
jab shot injection vaccination appointment appt booking
""".split())

#: Words an attribute name may carry that change nothing: "main database", "current team", "os of choice".
_FILLER = frozenset("of for the my our a an to at in on with current main usual primary now preferred "
                    "choice".split())
_SPELLINGS = {"colour": "color", "favourite": "favorite", "neighbourhood": "neighborhood", "centre": "center"}


def attribute_topic(name: str) -> tuple[str, ...]:
    """What an attribute is about: its words (:func:`attribute_words`) less those that say only the kind of value
    ("date", "time", "name").

    >>> attribute_topic("citizenship_interview_date"), attribute_topic("meeting_time")
    (('citizenship', 'interview'), ('meeting',))
    """
    return tuple(w for w in attribute_words(name) if w not in _GENERIC_NAME_WORDS)


def attribute_words(name: str) -> tuple[str, ...]:
    """The words that carry an attribute name's meaning: spelling folded, plural dropped, filler left out.

    >>> attribute_words("os_of_choice"), attribute_words("Hair Colour"), attribute_words("notes_app")
    (('os',), ('hair', 'color'), ('note', 'app'))
    """
    out = []
    for word in (normalise_key(name) or "").split("_"):
        word = _SPELLINGS.get(word, word)
        if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
            word = word[:-1]
        if word and word not in _FILLER:
            out.append(word)
    return tuple(out) or tuple((normalise_key(name) or "").split("_"))


def same_property(a: str, b: str) -> bool | None:
    """What the vocabulary alone says of two attribute names: one property (True), two (False), or
    None when only their meaning can tell (:mod:`credo.attributes` asks the embedding then).

    Two names of the table are one property when they are one canonical name and two otherwise.
    Names that differ by a relation ("son school" / "daughter school"), by a time ("employer" /
    "previous employer"), or by a property of the thing ("editor" / "editor theme") are two.

    >>> same_property("lives in", "home_city"), same_property("home_city", "home_country")
    (True, False)
    >>> same_property("son_school", "daughter_school"), same_property("employer", "previous_employer")
    (False, False)
    >>> same_property("editor", "editor_theme"), same_property("gym", "gym_membership")
    (False, True)
    >>> same_property("os_of_choice", "os"), same_property("host_pipeline", "hosting")
    (True, None)
    >>> same_property("bugs", "bug_tracking"), same_property("payments", "payment_system")
    (True, True)
    """
    ca, cb = _folded(a), _folded(b)
    if ca == cb:
        return True
    if ca in ATTRIBUTES and cb in ATTRIBUTES:
        return False
    wa, wb = attribute_words(ca), attribute_words(cb)
    if set(wa) == set(wb):
        return True
    differ = set(wa) ^ set(wb)
    if set(wa) & set(wb) and (differ & RELATIONS or differ & TIME_QUALIFIERS):
        return False  # the same thing of another person, or at another time
    shorter, longer = sorted((wa, wb), key=len)
    if longer[-1] in GENERIC_SUFFIXES and [w.removesuffix("s") for w in longer[:-1]] == \
            [w.removesuffix("s") for w in shorter]:
        return True  # "bug tracking" is the bugs' tool, "payment system" the payments'
    if set(shorter) < set(longer) and (longer[-1] not in shorter and longer[-1] not in GENERIC_SUFFIXES
                                       or differ & RELATIONS or differ & TIME_QUALIFIERS):
        return False  # the longer names a property of the shorter's thing, or it at another time
    return None


def named_more_fully(a: str, b: str) -> bool:
    """Whether one attribute name is the other with words put in: "trip destination" and "school trip
    destination", "bar results date" and "bar exam results date" (the same head, one said more fully), not
    "editor" and "editor theme" (a property of it).

    >>> named_more_fully("trip_destination", "school_trip_destination"), named_more_fully("editor", "editor_theme")
    (True, False)
    """
    wa, wb = attribute_words(_folded(a)), attribute_words(_folded(b))
    shorter, longer = sorted((wa, wb), key=len)
    rest = iter(longer)  # ("bar results date" in "bar exam results date": in order, words left out)
    return len(shorter) < len(longer) and shorter[-1:] == longer[-1:] and all(word in rest for word in shorter) \
        and not set(longer) & (RELATIONS | TIME_QUALIFIERS)


def _folded(name: str) -> str:
    """The canonical name, or that of the name without its filler ("os of choice" -> operating_system)."""
    canonical = canonical_attribute(name)
    if canonical in ATTRIBUTES:
        return canonical
    bare = canonical_attribute("_".join(attribute_words(canonical)))
    return bare if bare in ATTRIBUTES else canonical


def own_words(a: str, b: str) -> tuple[str, str] | None:
    """What each of two attribute names adds to the words they share, when both add something.

    "design sync time" and "sales sync time" share "sync time" and add "design" / "sales": two
    syncs, unless what they add means the same ("workout time" / "exercise time").

    >>> own_words("design_sync_time", "marketing_sync_time"), own_words("gym", "gym_membership")
    (('design', 'marketing'), None)
    """
    wa, wb = attribute_words(_folded(a)), attribute_words(_folded(b))
    shared = set(wa) & set(wb)
    mine, theirs = [w for w in wa if w not in shared], [w for w in wb if w not in shared]
    if not shared or not mine or not theirs:
        return None
    return " ".join(mine), " ".join(theirs)


# -- what a statement says about an earlier one --------------------------------

#: Openings that take back the decision just made ("scrap that, we're going with MySQL").
REVERSALS = ("scrap that", "scratch that", "forget that", "forget what i said", "never mind", "nevermind",
             "change of plan", "change of plans", "on second thought", "on second thoughts", "cancel that",
             "ignore that", "changed our mind", "changed my mind", "we changed course", "actually no",
             "actually, no", "strike that", "disregard that", "revert that", "undo that", "reverse that",
             "roll that back", "walk that back", "take that back", "going back on what i said",
             "reverting that", "reversing that", "undoing that", "rolling that back", "scrapping that",
             "cancelling that", "canceling that", "dropping that", "binning that", "ditching that",
             # a choice made again at once, in place of the last ("Actually let's go with Adyen, better fees")
             "actually let's", "actually, let's", "actually we'll", "actually, we'll", "actually we're going with",
             "actually, we're going with", "on reflection", "thinking about it more",
             "go back on what i said", "going back on that", "backtracking on", "u-turn on", "changed our minds",
             "ignore what i said", "disregard what i said", "scrap what i said", "forget what we said",
             "ignore what we said",
             # the same, as stored in the third person ("Changed the user's mind, the user is getting the Yaesu")
             "changed the user's mind", "the user changed their mind", "ignore what the user said",
             "forget what the user said", "disregard what the user said")

_REVERSAL = re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(r) for r in REVERSALS) + r")(?![a-z])")

#: Words that, just before a value, say that the value is being replaced or given up.
REPLACEMENT_MARKERS = ("instead of", "rather than", "not", "no longer", "no more", "away from",
                       "broke up with", "split up with", "split from", "separated from", "divorced",
                       "replacing", "replaced", "ditching", "ditched", "dropping", "dropped", "scrapping",
                       "scrapped", "quit", "quitting", "moving off", "moved off", "switched from", "switching from",
                       "moved from", "moving from", "migrated from", "migrating from", "changed from",
                       "forget", "forget about", "scrap", "ditch", "drop", "nix", "sold", "sold off", "traded in",
                       "gave away", "got rid of", "cancelled", "canceled", "closed", "uninstalled",
                       # a place of work or a home left ("I left Shopify last summer", "we left London in 2021")
                       "left", "resigned from", "moved out of", "handed in my notice at",
                       # a choice taken back by name ("We've gone back on Greenfield, Lily's going to St Anne's")
                       "gone back on", "going back on", "go back on", "went back on", "backed out of",
                       "pulled out of", "changed our minds about", "changed my mind about",
                       # a choice taken back by what was said of it ("Ignore what I said about St Mary's, ...")
                       *(f"{verb} what {who} said about" for verb in ("ignore", "forget", "disregard", "scrap")
                         for who in ("i", "we", "the user")))
_ARTICLES = r"(?:(?:the|my|our|using|on|with|at|in|to|from) )?"
_REPLACED_BEFORE = re.compile(r"(?<![a-z0-9])(?:" + "|".join(re.escape(m) for m in sorted(
    REPLACEMENT_MARKERS, key=len, reverse=True)) + r") ")
_FROM = re.compile(r"(?<![a-z0-9])from ")
#: A thing handed over for another, said before it, a word of when or which between: "swapped Tuesday yoga for".
_SWAPPED = re.compile(r"(?<![a-z0-9])(?:swapped|swapping|swap|traded|trading|exchanged|exchanging|replaced|replacing) "
                      r"(?:(?:my|our|the|his|her|their) )?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
                      r"morning|evening|weekend|daily|weekly|old) )?")
_ARTICLE = re.compile(r"(?:the|my|our|using|on|with|at|in|to) ")
#: Words that, just after a name, say a relationship with the speaker ended: only the tie ends, the person's own
#: facts stay (Tom dumped the user, and is still a chef).
PARTED_MARKERS = (
    # ended by one of the two ("Priya moved her stuff out at the weekend", "Tom dumped me")
    *(f"{did} {whose} {things} out" for did in ("moved", "has moved", "'s moved", "took", "packed")
      for whose in ("her", "his", "their") for things in ("stuff", "things", "bits")),
    *(f"{did} {whom}" for whom in ("me", "the user") for did in (
        "dumped", "has dumped", "'s dumped", "left", "has left", "'s left", "broke up with", "finished with",
        "split up with", "ended things with")),
    # said of the two ("Jonas and I broke up"; stored in the third person)
    *(f"and {who} {had}{ended}" for who in ("i", "the user", "me") for had in ("", "have ", "'ve ")
      for ended in ("broke up", "broken up", "split up", "split", "separated", "are separated", "got divorced",
                    "are divorced", "divorced", "are over", "called it quits", "called it off")))
_PARTED_AFTER = re.compile(r"(?: has| have| had| is| was|'s)?(?: now| just| finally| only)? (?:"
                           + "|".join(re.escape(m) for m in PARTED_MARKERS) + r")(?![a-z])")
#: Words that, just after a name, say it is gone ("Sunny passed away", "the Focus was stolen").
GONE_MARKERS = ("passed away", "died", "has died", "was put down", "was put to sleep", "put to sleep", "put down",
                "was stolen", "got stolen",
                "was sold", "is gone", "is no more", "broke down for good", "was written off", "cancelled",
                # a vehicle or a thing got rid of ("The Corsa's gone for scrap")
                "has gone for scrap", "'s gone for scrap", "went for scrap", "was scrapped", "got scrapped",
                "has been scrapped", "'s been scrapped",
                "canceled", "is cancelled", "is off", "called off", "'s off", "'s cancelled", "'s canceled",
                "is off the table", "'s off the table",
                # a place of work that closed ("The Odeon's shut for good, we all got let go")
                "'s shut for good", "is shut for good", "shut for good", "'s shut down", "is shut down", "shut down",
                # a pet that did not come back ("Milo never came home"; "closed for good" and "went missing ...
                # never came home", with words between, are :func:`_gone_alone`'s)
                "never came home", "never came back",
                "has closed", "'s closed down", "closed down", "is closing down", "'s closing down", "went bust",
                # a place or a plan that can no longer be had ("St Anne's is double booked")
                *(f"{be}{out}" for be in ("is ", "'s ", "was ", "") for out in (
                    "double booked", "double-booked", "fully booked", "no longer available")),
                "fell through", "has fallen through", "'s fallen through", "can't take us", "cannot take us",
                "couldn't take us",
                # a licence or a contract that ran out ("Jira's licence ran out")
                *(f"{whose}{what} {ended}" for whose in ("'s ", "") for what in ("licence", "license", "subscription",
                                                                               "contract", "lease")
                  for ended in ("ran out", "has run out", "expired", "has expired", "ended", "lapsed", "has lapsed")),
                # a place shut for a while, whatever was to happen there moves ("The Thatch is shut for a refurb")
                *(f"{shut} for {why}" for shut in ("shut", "closed", "is shut", "is closed", "'s shut", "'s closed")
                  for why in ("a refurb", "refurb", "refurbishment", "a refurbishment", "repairs", "renovation",
                              "renovations", "the season", "the winter")),
                "has gone bust", "'s gone bust", "gone into administration", "went into administration",
                # a pet that died, said gently ("Nibbles didn't make it through the night")
                "didn't make it", "did not make it", "didn't pull through", "did not pull through",
                # a group that ended ("The book club's fizzled out")
                "fizzled out", "'s fizzled out", "has fizzled out", "disbanded", "has disbanded", "'s disbanded",
                "wound up", "'s wound up", "has wound up",
                # a team or a club that ended ("the Red Lions folded")
                "folded", "has folded", "'s folded", "went under", "has gone under", "'s gone under",
                *PARTED_MARKERS)
_GONE_AFTER = re.compile(r"(?:(?: has| have| had| is| was|'s)?(?: now| just| finally| only)? (?:"
                         + "|".join(re.escape(m) for m in GONE_MARKERS if not m.startswith("'")) + r")|(?:"
                         + "|".join(re.escape(m) for m in GONE_MARKERS if m.startswith("'")) + r"))(?![a-z])")

#: A departure for good said after a name: "Dougal went off to the sanctuary for good", "Major's been rehomed".
_GONE_FOR_GOOD = re.compile(r"(?: has| have| had| is| was|'s)?(?: now| just| finally)? (?:(?:went|gone|moved|left|been "
                            r"sent|been moved)(?: off| away| back| out)?(?: to [^.,;!?]{1,40}?)? for good|(?:been )?"
                            r"re-?homed|(?:went|gone|moved)(?: off| away| back)? to live with)(?![a-z])")


def in_own_words(entity: str, attribute: str, value: str, relations: frozenset[str] = frozenset()) -> str:
    """One value in words of its own ("User's hobbies: chess.", "User's sister's employer: Aldi."), whoever's it is
    (``relations``: the words that name someone by how they are related; :data:`RELATIONS` when none are given).

    >>> in_own_words("user", "work_schedule", "nights"), in_own_words("sister", "employer", "Aldi")
    ("User's work schedule: nights.", "User's sister's employer: Aldi.")
    """
    words = entity.replace("_", " ")
    owner = "User's" if entity == "user" else f"The user's {entity}'s" if entity in ("team", "company") \
        else f"User's {words}'s" if words.split()[-1] in (relations or RELATIONS) else f"{words.title()}'s"
    return f"{owner} {attribute.replace('_', ' ')}: {value}."


def names_gone(text: str, name: str) -> bool:
    """Whether ``text`` says ``name`` is gone, the name just before a word of its end ("Tigger passed away in
    April, we were heartbroken"): the name alone says what it is about, whatever else the sentence says.

    >>> names_gone("Tigger passed away in April, we were heartbroken.", "Tigger"), names_gone("Tigger is fine.", "Tigger")
    (True, False)
    """
    bare = " ".join(name.casefold().split())
    return bool(bare) and (_gone_alone(text, bare) or _gone_at(_plain_words(text), bare))


def _plain_words(text: str) -> str:
    """``text`` in lower case with punctuation folded to single spaces (what the markers after a name are matched
    against): "Tom dumped me, the rat." is "tom dumped me the rat."."""
    return " ".join(re.sub(r"[^\w@.'+#-]+", " ", text.casefold()).split())


def names_parted(text: str, name: str) -> bool:
    """Whether ``text`` says the speaker's relationship with ``name`` ended (:data:`PARTED_MARKERS` just after the
    name): the tie ends, not what the person is.

    >>> names_parted("Tom dumped me last night.", "Tom"), names_parted("Tom passed away.", "Tom")
    (True, False)
    """
    bare = " ".join(name.casefold().split())
    said = _plain_words(text)
    start = said.find(bare)
    while bare and start >= 0:
        if (start == 0 or not said[start - 1].isalnum()) and _PARTED_AFTER.match(said, start + len(bare)):
            return True
        start = said.find(bare, start + 1)
    return False


def _gone_alone(text: str, bare: str) -> bool:
    """Whether ``text`` says the folded name ``bare`` is gone in words the folded text cannot show, read before
    punctuation is folded away: "gone" with nothing after it in its clause ("The Fiesta's gone, picked up an
    Octavia"), closed for good a word or two after the name ("The leisure centre pool's closed for good"), gone
    missing and never come back ("Milo went missing last month and never came home")."""
    name = rf"(?<!\w){re.escape(bare)}"
    return re.search(rf"{name}(?:['’]s| is| has) (?:now |finally |just )?gone\s*(?:[,.;!]|-|$)|"
                     rf"{name}(?: [\w'’-]+){{0,2}}?(?:['’]s| is| has| was)? (?:now |finally )?(?:closed|shut) "
                     rf"(?:for good|down)\b|"
                     rf"{name} (?:went|has gone|'s gone|got) missing\b[^.;!?]*\bnever (?:came|come|made it) "
                     rf"(?:home|back)\b", text.casefold()) is not None


def reverses(text: str) -> bool:
    """Whether ``text`` takes back a decision just made.

    >>> reverses("Scrap that, the team is going with MySQL."), reverses("We scrapped the old logo.")
    (True, False)
    """
    return bool(_REVERSAL.search(text.casefold()))


#: A decision said as a revision of an earlier one on its topic, without naming what it revises: "we're doing it
#: in Rust after all", "Update on the CLI rewrite: ...", "Team dinner is at Dishoom instead".
_REVISES = re.compile(r"(?<![a-z])(?:after all|instead|in the end)(?![a-z ]*\bof\b)|^\s*update(?: on [^:]{1,60})?:")


def revises(text: str) -> bool:
    """Whether ``text`` revises an earlier decision on its topic (see :data:`_REVISES`).

    >>> revises("Update on the CLI rewrite: we're doing it in Rust after all."), revises("We use Go instead of Java.")
    (True, False)
    >>> revises("No contractor after all."), revises("The offsite is in May.")
    (True, False)
    """
    return bool(_REVISES.search(text.casefold()))


_AFTER_ALL = re.compile(r"(?<![a-z])no (?P<thing>[a-z][\w-]*(?: [a-z][\w-]*)?) after all(?![a-z])")


def taken_back(text: str) -> str | None:
    """What a decision takes back by naming it, at any distance in time: "No contractor after all - we'll do
    the redesign in-house" takes back the decision about a contractor.

    >>> taken_back("No contractor after all - we'll do the redesign in-house."), taken_back("After all, it's cheap.")
    ('contractor', None)
    """
    found = _AFTER_ALL.search(text.casefold())
    return found.group("thing") if found else None


#: A service by the words that name it, and the attribute its provider is held under: "I'm with Vodafone for my
#: mobile" and "ported my number to Three" are both the mobile provider.
SERVICES: dict[str, str] = {
    **dict.fromkeys(("mobile", "phone", "number", "cell", "sim", "phone plan", "mobile plan", "phone contract"),
                    "mobile_provider"),
    **dict.fromkeys(("broadband", "internet", "wifi", "fibre", "fiber"), "broadband_provider"),
    **dict.fromkeys(("energy", "electricity", "gas", "power"), "energy_provider"),
    **dict.fromkeys(("insurance", "car insurance", "home insurance", "health insurance"), "insurance_provider"),
    **dict.fromkeys(("account", "accounts", "banking", "bank account", "current account", "savings",
                     "savings account", "salary"), "bank"),
    **dict.fromkeys(("mortgage", "home loan"), "mortgage_provider"),
    **dict.fromkeys(("pension", "workplace pension"), "pension_provider"),
}


#: What a person is *at*, by name, without saying what it is ("I'm at Siemens now"): a place of work, of study
#: or of training. A name said so is filed under the one of these the user already holds.
HELD_AT_A_PLACE = ("employer", "school", "gym")


#: What is held *at* a value of another attribute, and ends with it: a job title, a team or a manager said
#: at an employer ("I work as a recruiter at Meta") is the role there, gone when the employer changes; so is a
#: slot there ("I'm a midwife on the labour ward at the Royal Bolton": the ward was Bolton's).
HELD_AT: dict[str, frozenset[str]] = {
    "employer": frozenset({"job_title", "team", "manager", "work_schedule", "work_location"}) | SLOTS,
    # ("I'm a barista at a cafe in Bath": the town was where that job was done)
    "job_title": frozenset({"work_location"}),
    # ("I live with my parents in Derby", then "Moved into a flat share in Nottingham": who one lives with went too)
    "home_city": frozenset({"address", "living_situation"}),
}


def names_replaced(text: str, value: str) -> bool:
    """Whether ``text`` says that ``value`` is being replaced or given up ("Hetzner instead of AWS",
    "St Anne's, not Oakwood", "migrated from Evernote to Obsidian").

    >>> names_replaced("The team is moving hosting to Hetzner instead of AWS.", "AWS")
    True
    >>> names_replaced("Releases go out on Tuesdays, not Thursdays.", "Thursdays")
    True
    >>> names_replaced("Finally migrated everything from Evernote to Obsidian", "Evernote")
    True
    >>> names_replaced("Sunny passed away last week, we're heartbroken.", "Sunny")
    True
    >>> names_replaced("Forget Buildkite, we'll stay on GitHub Actions.", "Buildkite")
    True
    >>> names_replaced("The team hosts the pipeline on AWS.", "AWS"), names_replaced("A call from Acme", "Acme")
    (False, False)
    """
    bare = " ".join(value.casefold().split())
    if len(bare) < 2:
        return False
    said = _plain_words(text)
    if bare not in said:
        return False
    # the patterns are compiled once; the value is matched by position (a pattern per value would be compiled
    # for every memory a write compares, and crowd the regular-expression cache)
    for found in _REPLACED_BEFORE.finditer(said):  # "instead of AWS", "not Thursdays"
        if _value_at(said, found.end(), bare, r"(?![a-z0-9])"):
            return True
    for found in _SWAPPED.finditer(said):  # "Swapped Tuesday yoga for pilates": the thing given for another
        if _value_at(said, found.end(), bare, r" for "):
            return True
    for found in _FROM.finditer(said):  # "from Evernote to Obsidian"
        if _value_at(said, found.end(), bare, r" (?:to|over to|for|into) "):
            return True
    return _gone_at(said, bare) or _gone_alone(text, bare)  # "Sunny passed away last week"


#: Words of an end done to a thing, said before it: "scrapped the Octavia", "sold the Golf", "rehomed Biscuit",
#: "wrote off the MX-5" (or, of a thing just named, before "it": "The Octavia failed its MOT so we scrapped it").
GONE_BEFORE = ("scrapped", "sold", "totalled", "totaled", "rehomed", "re-homed", "wrote off", "written off",
               "got rid of", "traded in", "part-exchanged", "part exchanged", "had to put down", "cancelled",
               "canceled", "lost",
               # a place of work left: "That was my last shift at the Funeralcare", "handed in my notice at Tesco"
               "last shift at", "last day at", "last week at", "my notice at", "resigned from", "retired from",
               # ("Cleared my desk at Reiach and Hall today": the firm left)
               "cleared my desk at", "cleared out my desk at", "cleared my locker at", "cleared out my locker at",
               "cleared the user's desk at", "cleared their desk at",
               # ("Did my last ever show on Radio Cardiff yesterday": the station left)
               "last ever shift at", "last ever day at", "last show on", "last ever show on", "last show at",
               "last ever show at", "last shift on", "last match for", "last game for", "last ever game for",
               "leaving do from", "leaving do at", "leaving drinks from", "leaving drinks at", "leaving party from",
               "leaving party at", "redundancy from", "made redundant from", "laid off from", "let go from",
               # a post handed on or stood down from ("Handed over the treasurer job to Margaret at the AGM")
               "handed over the", "handed over my", "handed on the", "handed on my", "stepped down as",
               "stood down as", "resigned as",
               # an animal put to sleep, said gently ("We had to say goodbye to Max last week")
               "had to say goodbye to", "had to say good-bye to", "said our goodbyes to", "said our last goodbyes to",
               "had to let go of",
               # a thing or a place given up ("Gave up the allotment", "Finally offloaded the timeshare", "Signed off
               # by the physio today")
               "gave up", "given up", "giving up", "offloaded", "off-loaded", "stopped volunteering at",
               "stopped going to", "quit going to", "stopped going", "signed off by", "discharged by", "discharged from",
               "let go of", "cancelled my", "canceled my",
               # a membership not renewed ("Didn't renew at Westway", "not renewing my Ramblers membership")
               "didn't renew at", "didn't renew with", "didn't renew my", "did not renew at", "did not renew my",
               "not renewing at", "not renewing my", "not renewing with", "let lapse my",
               # an animal taken: "A fox got Pecky in the night"
               "fox got", "fox took", "fox killed", "hawk got", "dog killed", "badger got")
_ENDED = "|".join(re.escape(m) for m in GONE_BEFORE)
#: (the words between an end and what it took: "the fox got every one of the ducks", "sold both of our vans")
_THE = r"(?:(?:the|my|our|his|her|their|poor|old|every one of|all of|all|both of|both|each of|the last of|the rest of) )*"
_GONE_PRONOUN = re.compile(rf"(?<![a-z])(?:(?:{_ENDED}) (?:it|her|him|them)|(?:wrote|written|write) it off|"
                           rf"(?:put|had) (?:her|him|it) (?:down|to sleep)|"
                           # ("The Fiesta failed its MOT so it's gone to the scrapyard", "... and she passed away")
                           rf"(?:it|she|he|they)(?:'s| is| has| was| have|'ve)? (?:now |just |finally )?(?:gone|been|went|got)"
                           rf" (?:for scrap|to the (?:scrapyard|scrappers|scrap ?yard|breakers)|scrapped|written off|"
                           rf"stolen|put down|put to sleep)|(?:she|he) (?:passed away|died|was put down|was put to sleep))"
                           rf"(?![a-z])")
_ENDED_JUST_BEFORE = re.compile(rf"(?<![a-z])(?:{_ENDED}) {_THE}$")
_WRITTEN_JUST_BEFORE = re.compile(rf"(?<![a-z])(?:wrote|written|write) {_THE}$")
#: A place or a booking given up, the name after it: "We've pulled Hamza's place at Little Acorns", "turned down
#: my offer from Leeds".
_PLACE_GIVEN_UP = re.compile(r"(?<![a-z])(?:pulled|withdrew|withdrawn|gave up|given up|cancelled|canceled|turned down|"
                             r"declined) (?:(?:[a-z]+'s|his|her|their|our|my|the) )?(?:place|spot|offer|booking|"
                             r"membership|slot|reservation) (?:at|with|from|for) (?:the )?$")
#: A thing handed over for another, the word of it said after: "traded the old Silverado in".
_TRADED_JUST_BEFORE = re.compile(rf"(?<![a-z])(?:traded|trade|trading|part-exchanged|part exchanged|px'd) {_THE}$")
#: The last of what one did at a place, said before it: "Sang my last Evensong at Ely", "my last ever shift on the
#: wards", "handed my badge in at Sumo" (never a last night, time or year there).
_LAST_AT_JUST_BEFORE = re.compile(
    rf"(?<![a-z])(?:last (?:ever )?(?!(?:night|time|year|month|week|weekend|minute|day|summer|winter|spring|autumn|"
    rf"christmas|easter|holiday|holidays|visit|trip|orders?)\b)[a-z]+|(?:handed|handing|hand|gave|give) (?:my|our|"
    rf"the user's|their|his|her|in my|in our|in the user's|in their|them|back my|back the user's|back their) "
    rf"(?:badge|keys|key|lanyard|pass|laptop|uniform|notice|resignation|knives|tools|kit|whites|apron|overalls|radio|"
    rf"fob|locker key|van keys|scissors|clippers)s?(?: in| back)?) (?:at|on|for|with|in|to) {_THE}$")
#: A place left after years there, the name after: "Retired last month after 30 years at Barclays".
_YEARS_AT = re.compile(rf"(?<![a-z])(?:retired|retiring|left|leaving|finished|quit|stepped down|bowed out|made redundant)"
                       rf"(?![a-z])[^.!?;]{{0,40}}? after (?:[\w-]+ ){{1,3}}(?:years?|decades?|months?) (?:at|with|in) {_THE}$")
#: A thing taken off for good, its name said between: "Dealer hauled the old Deere off", "towed the Astra away".
_HAULED_JUST_BEFORE = re.compile(rf"(?<![a-z])(?:hauled|towed|carted|took|taken|collected|picked up) {_THE}$")
#: What a firm lends those who work for it, which they give back when they leave ("Gave StreetCars their radio back").
LENT_FOR_WORK = "radio|keys|key|badge|pass|uniform|van|cab|laptop|lanyard|plates|fob|kit|tools|phone|card"
#: What a firm lent, given back to it, said after its name ("Gave StreetCars their radio back today"): the firm left.
_HANDED_BACK = re.compile(rf" (?:back )?(?:their|its|the) (?:{LENT_FOR_WORK})(?: back)?(?![a-z])")
_GAVE_JUST_BEFORE = re.compile(r"(?<![a-z])(?:gave|given|give|handed|handing|hand) (?:back )?(?:the )?$")
_STOP = re.compile(r"[.!?;]")
#: Someone who has left or retired, said just after their name and before what follows from it: "Priya left, so I
#: report to Tom now", "Dr Patel retired, I'm with Dr Khan" (never "Priya left early", "left the door open").
_LEFT_US = re.compile(r"(?: has| had|'s)?(?: now| just| finally| recently)? (?:left|quit|retired|moved on|resigned|"
                      r"stepped down)(?: (?:the )?(?:company|firm|team|practice|surgery|school|business|club|job|us|"
                      r"the business))?(?: (?:last|this) (?:week|month|year)| in [a-z]+| yesterday| today)?"
                      r"(?= (?:so|and|but|i|i'm|we|we're|which|then|the user|user|they|she|he)\b|\.|$)")
#: What is left, not who left: "there's just Dolly left now", "only the hens left".
_REMAINING = re.compile(r"(?:just|only|still|the last|there's|there is|there are|we've|we have|i've|i have|got|all) "
                        r"(?:(?:the|our|my|old) )?$")
#: A value said, just after it, to be last year's or a slip: "Spennymoor was last year's", "the 14th was a typo".
_WAS_WRONG = re.compile(r"(?:'s| is| was| were) (?:only |just |actually )?(?:(?:last year's|last year|last time's|"
                        r"last time|the old (?:one|date|venue|time|place|number|address)|an? (?:typo|misprint|slip))"
                        r"(?![a-z])|(?:the )?wrong(?: one)?(?=\s*(?:[.;:!?)-]|$)|\s+(?:it|it's|its|that|the|so|and|but|"
                        r"i|we|should)\b)|(?:a |my )?mistake(?![a-z]))")


def _gone_at(said: str, bare: str) -> bool:
    """Whether the folded ``said`` has the folded name ``bare`` just before a word of its end, just after a word
    of an end done to it ("the insurers have written the MX-5 off"), or said before "it" in such a phrase."""
    start = said.find(bare)
    while start >= 0:
        if start == 0 or not said[start - 1].isalnum():
            if _HANDED_BACK.match(said, start + len(bare)) and _GAVE_JUST_BEFORE.search(said[:start]) \
                    or _GONE_AFTER.match(said, start + len(bare)) or _GONE_FOR_GOOD.match(said, start + len(bare)) \
                    or _WAS_WRONG.match(said, start + len(bare)) \
                    or _LEFT_US.match(said, start + len(bare)) and not _REMAINING.search(said[:start]):
                return True
            before = said[:start]
            end = start + len(bare)
            if end == len(said) or not said[end].isalnum():
                if _ENDED_JUST_BEFORE.search(before) or _PLACE_GIVEN_UP.search(before) or _YEARS_AT.search(before) \
                        or _LAST_AT_JUST_BEFORE.search(before) \
                        or _HAULED_JUST_BEFORE.search(before) and re.match(r" (?:off|away)(?![a-z])", said[end:]) \
                        or _WRITTEN_JUST_BEFORE.search(before) and said.startswith(" off", end) \
                        or _TRADED_JUST_BEFORE.search(before) and said.startswith(" in", end) \
                        and not said[end + 3:end + 4].isalnum():
                    return True
                after = said[end:]
                stop = _STOP.search(after)
                if _GONE_PRONOUN.search(after[:stop.start()] if stop else after):
                    return True
        start = said.find(bare, start + 1)
    return False


def _value_at(said: str, at: int, value: str, then: str) -> bool:
    """``value`` at ``at`` (or after one article there), followed by what ``then`` matches."""
    article = _ARTICLE.match(said, at)
    return any(said.startswith(value, start) and re.match(then, said[start + len(value):]) is not None
               for start in (at, *((article.end(),) if article else ())))


#: Words that say a statement changes what held before ("I'm in search infrastructure now", "switched to
#: evening workouts", "book calls after lunch from now on", "back to morning workouts").
CHANGE_MARKERS = ("now", "these days", "nowadays", "anymore", "any more", "no longer", "from now on", "upgraded",
                  "scrap", "scrapped",
                  "going forward", "switched", "switching", "switch to", "moved", "moving", "changed", "changing",
                  "back to", "back on", "back with", "back at", "went back", "go back", "instead", "promoted",
                  "promotion", "pushed",
                  "postponed", "rescheduled", "replaced", "traded", "as of today", "officially", "became",
                  "has become", "have become", "not anymore", "gave up", "given up", "ditched", "dropped",
                  # a date or a place that moves ("extended the deadline to April 17", "relocated to Canary Wharf")
                  "extended", "delayed", "brought forward", "moved up", "pushed back", "relocated", "relocating",
                  "gone part-time", "went part-time", "gone full-time", "went full-time",
                  # a date that slides ("the rebrand's slipping to the new year", "launch slipped a week")
                  "slipping", "slipped", "slips", "pushed out", "bumped",
                  # a post one is put in ("they've shifted me over to the Sunderland job", "transferred to nights")
                  "shifted", "transferred", "dropped down", "moved up to",
                  # ("They've swapped me onto Mondays", "posted me to the segregation unit", "rotated onto days")
                  "swapped", "swapping", "posted me", "posted the user", "rotated", "put me on", "put the user on",
                  "put me onto", "put the user onto",
                  # a home gone back to ("Back in my own place in Didsbury"; "back in 2019" is a time)
                  "back in my", "back in our", "back in the user's", "back in their", "back home")
#: A state said to hold again: "I'm on the Atlanta lane again", "User is at Mum's again" (a return).
_STATE_AGAIN = re.compile(r"\b(?:is|am|are|'m|'re)\s+(?:back\s+)?(?:on|at|in|with)\s+[^.!?,;]{1,40}?\bagain\b")
#: A turn that opens with what holds again ("First violin again, someone broke their wrist", "and opening again
#: Saturday"): a return, said as a fragment.
_AGAIN_FIRST = re.compile(r"^\W*(?:and\s+|so\s+)?(?!(?:i|we|he|she|they|you|it|user)\b)(?:(?:[\w'’-]+\s+){0,3}|(?:at|in|on|with)\s+(?:[\w'’-]+\s+){0,5})"
                          r"again\b")
#: One is back in what held before, said in the present ("Kai's back in development", "we're back in the office"): a
#: return; "back in the day", "back in 2019" or "back in June" is a time gone by.
_BACK_IN = re.compile(r"(?:'s|’s|\bis|\bam|\bare|'m|'re)\s+(?:now\s+)?back\s+in\s+(?!the\s+days?\b|time\b|those\b|\d|"
                      r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
                      r"spring|summer|autumn|winter|school\s+days)\b)[a-z]")
#: Words that say a change goes back to what held before it ("back to morning workouts").
RETURN_MARKERS = ("back to", "back on", "back onto", "back into", "back up to", "back down to", "back over to",
                  "back with", "back at", "back in my", "back in our", "back in the user's",
                  "back in their", "back home",
                  "went back", "go back", "going back", "again",
                  "returned to",
                  "return to")


def _phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    ordered = sorted(phrases, key=len, reverse=True)
    return re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(p) for p in ordered) + r")(?![a-z])")


_CHANGE = _phrase_pattern(CHANGE_MARKERS)
_RETURN = _phrase_pattern(RETURN_MARKERS)


def says_change(text: str) -> bool:
    """Whether ``text`` says that something changed, rather than only how things are.

    >>> says_change("User moved teams last month, the user is in search infrastructure now.")
    True
    >>> says_change("User is on the payments team."), says_change("The user knows Nowak.")
    (False, False)
    """
    low = text.casefold()
    return bool(_CHANGE.search(low) or _AGAIN_FIRST.match(low) or _STATE_AGAIN.search(low) or _BACK_IN.search(low))


def returns(text: str) -> bool:
    """Whether ``text`` says that a change goes back to what held before ("back to morning workouts").

    >>> returns("Back to morning workouts, evenings kept getting cancelled."), returns("User moved to Lyon.")
    (True, False)
    """
    return bool(_RETURN.search(text.casefold()) or _BACK_IN.search(text.casefold()) or _GOT_BACK.search(text))


#: A thing one had, had again: "Got my Tuesday class back", "I've got my old desk back".
_GOT_BACK = re.compile(r"\b(?:got|get|getting|have|has|had)\s+(?:my|our|the|his|her|their|the user's)\s+"
                       r"(?:old\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\s+back\b(?!\s+(?:from|off|to|in|on)\b)", re.IGNORECASE)


#: The reason an untyped declarative is kept as a low-importance episode (:mod:`credo.llm.reader`): a statement
#: of how things are that the reader could not name, which a later change may still retire.
UNTYPED = "statement the reader could not type"

#: Words that say a statement corrects what was just said ("oops, wrong one, it's ...", "sorry, three weeks").
CORRECTION_CUES = ("sorry", "oops", "whoops", "wrong one", "typo", "my bad", "misspoke", "mis-spoke", "i meant",
                   "correction", "should have said", "not what i meant", "i mean", "user meant", "user means", "my mistake",
                   "user's mistake", "autocorrect", "let me correct", "let the user correct", "got that wrong",
                   "wait no", "no wait", "scratch that", "got it wrong", "small correction", "gave you the wrong",
                   "told you the wrong", "gave the wrong", "said the wrong", "told you wrong", "said it wrong",
                   "gave you a wrong", "typed the wrong", "was wrong about", "were wrong about",
                   # what went wrong in the reading or the telling ("Flight's actually BA 502, I misread the booking")
                   "misread", "misremembered", "mis-remembered", "mixed it up", "mixed them up", "got them mixed up",
                   "got it mixed up", "swapped the digits", "misheard", "double-checked", "just checked")
_CORRECTS = _phrase_pattern(CORRECTION_CUES)
_CORRECTED = re.compile(
    r"(?:it's|it is|it was|i'm|i am|they're|he's|she's|meant|(?:i mean|user means)(?!\s+(?:it|she|he|they|that|this|we|i)\b)|"
    r"should be|make that|(?:is|'s|are|'re)\s+actually)\s+"
    r"(?P<value>[^,;!?]+?)"
    r"(?:\s+now)?(?:,?\s+not\s+[^,;!?]+)?\s*(?:[.!]*$|,\s)", re.IGNORECASE)
#: "Bern, not Berlin.": the value said first, the wrong one after "not".
_NOT_THAT = re.compile(r"^\W*(?P<value>[^,;!?]{1,40}?),\s*not\s+[^,;!?]+[.!]*$", re.IGNORECASE)
#: A turn that opens with a value against the wrong one, whatever follows ("Gareth, not Graham 🤦 been working
#: for him two years").
_VALUE_NOT = re.compile(r"^\W*(?:it'?s\s+|it is\s+)?(?P<value>[^,;!?]{1,40}?),\s*not\s+\w", re.IGNORECASE)
_CUE_START = re.compile(r"^\W*(?:(?:no|nah|oh|ah|um|erm)\W+)?(?:(?:" + "|".join(re.escape(c) for c in CORRECTION_CUES)
                        + r")\W+)+", re.IGNORECASE)  # ("no sorry, wednesday the 10th")
#: "MySQL it is.": the value said first, "it is" settling it.
_IT_IS = re.compile(r"(?:^|,\s*)(?P<value>[^,;!?]{1,30}?)\s+it is[.!]*$", re.IGNORECASE)
#: Words that open a clause about someone, never a bare value ("sorry, I have to go").
_CLAUSE_OPENERS = re.compile(r"^(?:the user|user|i|we|he|she|they|it|this|that|there|you)\b", re.IGNORECASE)
_CUE_ONLY = re.compile(r"^\W*(?:(?:no|nah|oh|ah|um|erm)\W+)?(?:" + "|".join(re.escape(c) for c in CORRECTION_CUES)
                       + r")\W+(?P<value>.+?)\W*$", re.IGNORECASE)


#: A thing named first and its value after, put right by a cue later in the turn: "Flight's actually BA 502, I
#: misread the booking", "Locker's 141, not 114, I swapped the digits" (a value of a number's or a name's shape).
_THING_IS = re.compile(r"^\W*(?:the |my |our )?[a-z][\w-]{2,}(?:'s|’s| is)\s+(?:actually\s+|really\s+)?(?P<value>(?-i:[A-Z]|\d)"
                       r"[^,;!?]{0,24}?)(?:,?\s+not\s+[^,;!?]+)?\s*(?:[.!]*$|,\s)", re.IGNORECASE)
#: What a name follows: "the cat's called", "my son is named".
_CALLED = re.compile(r"^(?:the |my |our )?[\w -]{1,30}?(?:'s| is) (?:called|named) ", re.IGNORECASE)
#: Words of a reply, never a value put right: "No, thanks", "Actually, yes", "Nope, not yet", "No worries".
_REPLY_WORDS = frozenset("""yes yeah no nope thanks thank ok okay sorry never that this it i we you not please sure
    maybe fine good great lol worries problem way idea clue chance rush what why how really seriously well so""".split())
#: A bare value put right by a word that corrects only when nothing else follows it: "Actually Wednesday.",
#: "Wait, 35.", "No, it's KPMG actually."
_BARE_CORRECTION = re.compile(r"^\W*(?:actually|wait|no|nope|erm|er|um)\b[\s,:-]+(?:it'?s\s+|it is\s+)?"
                              r"(?P<value>(?!(?:%s)\b)[^\s.!?,][^.!?,]{0,30}?)(?:\s+actually)?[.!]*$"
                              % "|".join(sorted(_REPLY_WORDS)), re.IGNORECASE)


#: A date or time said bare as what "it" is, with what was checked ("It's Friday the 15th, just checked the email"):
#: the date of what was just said, put right.
_IT_IS_WHEN = re.compile(rf"\s*it(?:'s|’s| is) (?:actually )?(?:(?:{DAY_WORDS}),? )?(?:the )?\d{{1,2}}(?:st|nd|rd|th)"
                         rf"(?: of (?:{MONTH_WORDS}))?,? (?:i )?(?:just )?(?:checked|double-checked|looked|confirmed)\b",
                         re.IGNORECASE)


#: A turn that is only a date or a time ("October 11th."): the date of what was just said, put right.
_BARE_WHEN = re.compile(rf"^\W*(?P<value>(?:(?:{DAY_WORDS}),?\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)(?:\s+of)?"
                        rf"(?:\s+(?:{MONTH_WORDS}))?|(?:{MONTH_WORDS})\s+\d{{1,2}}(?:st|nd|rd|th)?|"
                        rf"\d{{1,2}}(?:[:.]\d\d)?\s*(?:am|pm)|(?:[01]?\d|2[0-3]):[0-5]\d)[.!]*$", re.IGNORECASE)


def strip_cue(text: str) -> str:
    """``text`` without the cue that opens a correction ("Correction: the batch runs at 3am" -> "the batch runs at
    3am") and without an excuse after it ("..., I misremembered")."""
    core = re.sub(r"^\W*(?:correction|update|actually|wait|no|nah|sorry|oops|whoops|my bad|my mistake)\b[\s,:;!.-]*",
                  "", text.strip(), flags=re.IGNORECASE)
    core = _CUE_START.sub("", core)
    return re.split(r",\s*(?:i|the user|user)\b(?:'s|'ve| was| had| got| mis\w+| read| mixed| always)", core,
                    maxsplit=1, flags=re.IGNORECASE)[0]


def corrects(text: str) -> bool:
    """Whether ``text`` says it corrects something just said.

    >>> corrects("Oops, wrong one, it's dana.k@proton.me."), corrects("User is sorry about the delay.")
    (True, True)
    >>> corrects("User's email is dana.k@gmail.com."), corrects("Gareth, not Graham"), corrects("I like tea, not coffee")
    (False, True, False)
    """
    if _CORRECTS.search(text.casefold()) or _IT_IS_WHEN.match(text) or _BARE_WHEN.match(text):
        return True
    bare = _BARE_CORRECTION.match(text.strip())
    if bare is not None and len(bare.group("value").split()) <= 3:
        return True
    # "Gareth, not Graham", "It's Tuesday, not Thursday": a value said against the wrong one, with no cue
    opening = _VALUE_NOT.match(text)
    return opening is not None and not _CLAUSE_OPENERS.match(opening.group("value")) \
        and opening.group("value").casefold() not in _REPLY_WORDS


#: A turn that is only a titled name: "Dr Gill.", "Mrs Okafor".
_BARE_TITLED = re.compile(r"^\W*(?P<title>Dr|Doctor|Mr|Mrs|Ms|Miss|Prof|Professor)\.? [A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?"
                          r"[.!]*\s*$")


def titled_name(text: str) -> tuple[str, str] | None:
    """``text``'s name and its title when ``text`` is only a titled name ("Dr Gill." -> ("dr", "Dr Gill")), else
    None: said just after a name with that title, it puts that name right.

    >>> titled_name("Dr Gill."), titled_name("Dr Gill is lovely.")
    (('dr', 'Dr Gill'), None)
    """
    found = _BARE_TITLED.match(text)
    if found is None:
        return None
    title = found.group("title").casefold()
    return {"doctor": "dr", "professor": "prof"}.get(title, title), text.strip().strip(".! ")


#: "'Tis", "'twas": "it is", "it was", as Irish and older English say them.
_TIS = re.compile(r"(?<![\w'’])['’]tis\b", re.IGNORECASE)


def corrected_value(text: str) -> str | None:
    """The value a correction gives, when it says one plainly: what follows "it's" (up to a ", not ..."),
    or a short remainder after the cue ("Sorry, three weeks."); None otherwise.

    >>> corrected_value("Oops, wrong one, it's dana.k@proton.me.")
    'dana.k@proton.me'
    >>> corrected_value("Sorry, the user misspoke, it's Eliza, not Elise."), corrected_value("Sorry, three weeks.")
    ('Eliza', 'three weeks')
    >>> corrected_value("Sorry, the user has to leave early today because of the dentist.") is None
    True
    >>> corrected_value("Sorry, St Mark's, not St Mary's."), corrected_value("Oops, autocorrect. Bern, not Berlin.")
    ("St Mark's", 'Bern')
    """
    text = _TIS.sub("it's", text)  # ("Sorry, no, 'tis Friday at 9": the Irish "it is")
    # "Sorry, St Mark's, not St Mary's.", "typo - BA 177, not 117": the last clause, past the cue
    tail = re.split(r"(?<=[.!?])\s+|\s+[-\u2013\u2014]\s+|:\s+", text.strip())[-1]
    tail = _CUE_START.sub("", tail)
    # "Sorry, Thursdays, not Wednesdays, it's the butter that comes Wednesday": the value said against the wrong
    # one first, whatever the reason after it says
    against = _VALUE_NOT.match(_CUE_START.sub("", text.strip())) if _CUE_START.match(text.strip()) else None
    found = against or _CORRECTED.search(text.strip()) or _NOT_THAT.match(tail) or _IT_IS.search(tail) \
        or _BARE_CORRECTION.match(text.strip()) or _BARE_WHEN.match(text.strip())
    if found is not None:
        value = _CALLED.sub("", found.group("value").strip(" .!"))  # "the cat's called Tiger": the name
    else:
        cued = _CUE_ONLY.match(text.strip())
        named = _THING_IS.match(text.strip()) if cued is None else None
        if named is not None:  # "Flight's actually BA 502, I misread the booking": the thing named, its value after
            return named.group("value").strip(" .!")
        if cued is None:
            return None
        # "wait no, 21st of May, I always mix those up": the value is the first part after the cue(s)
        value = _CUE_START.sub("", text.strip()).strip(" .!") or cued.group("value").strip(" .!")
        first = re.split(r",\s+|\s+[-\u2013\u2014]\s+", value)[0]
        if first != value and not _CLAUSE_OPENERS.match(first):
            value = first
        value = _CALLED.sub("", value)  # "Oops, the cat's called Tiger, no double g.": the name, then its length
        if len(value.split()) > 4:
            return None
    value = re.sub(r"\s+(?:actually|then|instead|lol|sorry)$", "", value, flags=re.IGNORECASE)  # "it's KPMG actually"
    value = re.sub(r"^(?:a|an)\s+(?=\w)", "", value)  # "she's a dental hygienist, not a dentist": the job
    if re.match(r"(?:the )?user\b", value, re.IGNORECASE):
        return None  # "User is allergic to, not ibuprofen.": a clause about the user, no value
    # "it's 10 March I fly out": a whole value, then the clause it is the value of
    opening = said_value(value)
    if opening is not None and value.startswith(opening[1]) \
            and re.match(r"\s+(?:the user|user|i|we|he|she|they|you)\b", value[len(opening[1]):], re.IGNORECASE):
        value = opening[1]
    if value.casefold() in CORRECTION_CUES:
        return None  # "Oops, autocorrect.": a cue, not a value
    return value if 0 < len(value.split()) <= 6 else None
