"""The reader's word lists: what a word *is* (a relation, a job, a pet, a feeling), never what a phrase means.

The attribute vocabulary itself (canonical names, multi-valued attributes, value
lexicons) lives in :mod:`credo.vocabulary`; these are the lists the reader
(:mod:`credo.llm.reader`) needs on top of it to read a parse: which nouns name a
relation to the speaker, a role, a pet; which adjectives are passing states;
which verbs ask the assistant for something. A sentence's structure decides
how a word is used; these lists only say what kind of word it is.

>>> relation_key("mum"), relation_key("hubby"), relation_key("wife")
('mother', 'husband', 'wife')
>>> RELATION_ATTRIBUTE.get("wife"), RELATION_ATTRIBUTE.get("sister", "sister")
('spouse', 'sister')
"""

from __future__ import annotations

#: Informal or variant words for a relation, and the word the reader keys the person by.
RELATION_ALIASES = {
    "mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother", "mama": "mother",
    "dad": "father", "daddy": "father", "papa": "father", "hubby": "husband", "wifey": "wife",
    "grandma": "grandmother", "granny": "grandmother", "nan": "grandmother", "nana": "grandmother",
    "grandpa": "grandfather", "grandad": "grandfather", "granddad": "grandfather",
    "bf": "boyfriend", "gf": "girlfriend", "boss": "manager", "kid": "child", "kiddo": "child",
    "coworker": "colleague", "co-worker": "colleague", "workmate": "colleague", "neighbor": "neighbour",
    "roomie": "roommate", "bestie": "best friend", "mate": "friend", "pal": "friend", "buddy": "friend",
    "stepdad": "stepfather", "stepmum": "stepmother", "stepmom": "stepmother", "gran": "grandmother",
    "grandkid": "grandchild", "grandkids": "grandchild", "grandchildren": "grandchild", "sis": "sister", "bro": "brother", "kids": "child",
    "children": "child", "oldest": "child", "youngest": "child", "eldest": "child",
    "mil": "mother-in-law", "fil": "father-in-law", "bil": "brother-in-law",
    "aunty": "aunt", "auntie": "aunt", "fiancée": "fiancee", "fiancé": "fiance",
    # the family's own words in the Englishes people write (Irish and Scots, South African, Southern US, Polish,
    # Italian, Spanish, German, Yiddish, Cantonese, Urdu and Hindi, Tagalog), keyed as the relation they name
    "missus": "wife", "boetie": "brother", "boeta": "brother", "fella": "boyfriend", "fellah": "boyfriend", "feller": "boyfriend", "mam": "mother", "mammy": "mother", "maw": "mother", "da": "father", "pops": "father",
    "hubs": "husband", "boet": "brother", "tannie": "aunt", "oom": "uncle", "ouma": "grandmother",
    "oupa": "grandfather", "meemaw": "grandmother", "mawmaw": "grandmother", "peepaw": "grandfather",
    "mamaw": "grandmother", "papaw": "grandfather", "memaw": "grandmother", "pawpaw": "grandfather",
    "granddaddy": "grandfather", "grandaddy": "grandfather", "grandmama": "grandmother", "grandmomma": "grandmother",
    "gramps": "grandfather", "grammy": "grandmother",
    "lola": "grandmother", "lolo": "grandfather",
    "babcia": "grandmother", "dziadek": "grandfather", "nonna": "grandmother", "nonno": "grandfather",
    "abuela": "grandmother", "abuelo": "grandfather", "oma": "grandmother", "opa": "grandfather",
    "bubbe": "grandmother", "zayde": "grandfather", "popo": "grandmother", "abbu": "father", "ammi": "mother",
    "nani": "grandmother", "dadi": "grandmother", "khala": "aunt", "khalu": "uncle", "chacha": "uncle",
    "chachi": "aunt", "mausi": "aunt", "tita": "aunt", "tito": "uncle", "kuya": "brother",
    "nanna": "grandmother", "cucu": "grandmother", "shosho": "grandmother", "tantie": "aunt", "tanty": "aunt",
    "mémère": "grandmother", "memere": "grandmother", "mamere": "grandmother", "mamère": "grandmother", "pépère": "grandfather", "pepere": "grandfather",
    "oncle": "uncle", "tante": "aunt", "mamie": "grandmother", "papi": "grandfather", "frère": "brother",
    "frere": "brother", "sœur": "sister", "soeur": "sister", "cousine": "cousin", "grand-mère": "grandmother",
    "grand-père": "grandfather",
    "oga": "manager", "granda": "grandfather", "grandda": "grandfather", "gramps": "grandfather",
    "bairn": "child", "bairns": "child", "wean": "child", "weans": "child",
    # Nepali, Hindi, Bengali and Urdu siblings; Cameroonian and West African French "tanti"; Scots "brither"
    # (not "dai" or "dada": a Welsh name, a grandfather; they are read as kin only after "my": register.py)
    "didi": "sister", "bhai": "brother", "bhaiya": "brother", "apa": "sister",
    "baji": "sister", "behen": "sister", "tanti": "aunt", "brither": "brother",
    "sister-wife": "wife",
    # Southern US and Cajun ("my daddy-in-law Earl", "my nonc T-Boy", "my parrain")
    "daddy-in-law": "father-in-law", "mama-in-law": "mother-in-law", "momma-in-law": "mother-in-law",
    "nonc": "uncle", "parrain": "godfather", "nannan": "godmother", "marraine": "godmother",
    "grampa": "grandfather", "grandpop": "grandfather", "gramma": "grandmother",
}
#: Nouns that name someone by their relation to the speaker ("my sister", "our landlord").
RELATIONS = frozenset({
    "wife", "husband", "partner", "spouse", "mother", "father", "parent", "parents", "sister", "brother",
    "sibling", "son", "daughter", "child", "manager", "colleague", "friend", "cousin", "aunt", "uncle",
    "nephew", "niece", "grandmother", "grandfather", "grandson", "granddaughter", "grandchild", "boyfriend", "girlfriend", "roommate", "flatmate",
    "neighbour", "stepson", "stepdaughter", "stepmother", "stepfather", "fiance", "fiancee", "landlord",
    "landlady", "client", "mentor", "mentee", "intern", "lead", "cofounder", "co-founder", "teammate",
    "therapist", "doctor", "dentist", "nanny", "walker", "godmother", "godfather", "ex", "twin",
    "father-in-law", "mother-in-law", "brother-in-law", "sister-in-law", "ex-husband", "ex-wife", "parents-in-law",
    "son-in-law", "daughter-in-law",
    "accountant", "lawyer", "trainer", "tutor", "babysitter", "cleaner", "vet", "report", "assistant",
    "gp", "physio", "physiotherapist", "optician", "hairdresser", "barber", "solicitor", "counsellor", "counselor",
    "psychiatrist", "paediatrician", "pediatrician", "orthodontist", "childminder", "midwife", "osteopath",
    "chiropractor", "dermatologist", "nutritionist", "dietitian", "coach", "personal trainer", "carer",
    "goddaughter", "godson", "godchild", "godparent", "stepsister", "stepbrother", "half-sister", "half-brother",
    "great-grandmother", "great-grandfather", "grandparent", "grandparents", "lodger", "sitter", "dog-sitter", "housemate", "classmate", "bandmate",
    "groomsman", "bridesmaid", "ex-boyfriend", "ex-girlfriend", "ex-partner", "supervisor", "crewmate", "shipmate",
    "line manager", "sponsor",
    *RELATION_ALIASES,
})
#: A relation that names the speaker's spouse: the fact about the user is ``spouse``.
RELATION_ATTRIBUTE = {"wife": "spouse", "husband": "spouse", "partner": "spouse", "spouse": "spouse",
                      "oldest": "child", "youngest": "child", "eldest": "child", "boss": "manager"}


#: The attributes the speaker's children are held under: "my daughter Mia" is a daughter, "our youngest, Ada" a
#: child (both add to the others, :data:`credo.vocabulary.MULTI_VALUED`).
CHILD_ATTRIBUTES = ("child", "son", "daughter")


#: Blood kin of blood kin, said as one relation of the speaker's: a mother's sister is an aunt, a brother's son a
#: nephew ("Mama's sister, Aunt Lurleen"). Chains through a partner stay chains (a boyfriend's mum is no in-law).
_PARENTS, _SIBLINGS, _CHILDREN = ("mother", "father"), ("sister", "brother"), ("son", "daughter")
KIN_OF_KIN = {**{(p, "sister"): "aunt" for p in _PARENTS}, **{(p, "brother"): "uncle" for p in _PARENTS},
              **{(p, "mother"): "grandmother" for p in _PARENTS}, **{(p, "father"): "grandfather" for p in _PARENTS},
              **{(s, "son"): "nephew" for s in _SIBLINGS}, **{(s, "daughter"): "niece" for s in _SIBLINGS},
              **{(c, "son"): "grandson" for c in _CHILDREN}, **{(c, "daughter"): "granddaughter" for c in _CHILDREN},
              **{(k, c): "cousin" for k in ("aunt", "uncle") for c in _CHILDREN}}


#: Relations a "she" cannot stand for, and those a "he" cannot (the rest -- a partner, a friend, a name --
#: may be either).
MALE = frozenset({"husband", "father", "brother", "son", "boyfriend", "uncle", "nephew", "grandfather", "grandson",
                  "stepfather", "stepson", "fiance", "godfather", "landlord", "father-in-law", "brother-in-law",
                  "son-in-law",
                  "ex-husband", "godson", "stepbrother", "half-brother", "great-grandfather", "ex-boyfriend",
                  "groomsman"})
FEMALE = frozenset({"wife", "mother", "sister", "daughter", "girlfriend", "aunt", "niece", "grandmother",
                    "granddaughter", "stepmother", "stepdaughter", "fiancee", "godmother", "landlady",
                    "mother-in-law", "sister-in-law", "ex-wife", "goddaughter", "stepsister", "half-sister",
                    "daughter-in-law",
                    "great-grandmother", "ex-girlfriend", "bridesmaid"})


def relation_key(word: str) -> str:
    """The key a relation word stands for: "mum" -> "mother", "sister" -> "sister"."""
    low = word.lower()
    return RELATION_ALIASES.get(low, low)


def is_kin(word: str) -> bool:
    """Whether ``word`` names a relation, as said or by the key it stands for ("sister", "mum", "mamaw")."""
    return word in RELATIONS or relation_key(word) in RELATIONS


#: Posts written as capitals, a role only so written ("a TA at the primary"; "ta" is thanks).
ROLE_ACRONYMS = frozenset({"TA", "HLTA", "SENCo", "SENCO", "HCA", "PA", "RN", "LPN", "EMT", "PCSO", "SLT", "NQ",
                           "NQT", "ECT", "FY1", "FY2", "SHO", "ST1", "ST2", "ST3", "CT1", "HGV", "QC", "KC", "GP",
                           "DJ", "CEO", "CTO", "CFO", "COO", "MP", "PM", "TL"})
#: Nouns that name a job or a role; with "be" or "work as" they give a job title.
ROLES = frozenset("""
    counsel bursar provost sheriff marshal deputy constable bailiff usher clerk almoner
    comic cartoonist sweep roadie bookie signaller signalman signalwoman stillman thatcher sailmaker postmistress postmaster dispenser
    smith diver slaughterman dustman craftsman craftswoman yardsman
    guide wheelwright chandler saddler lengthsman drayman signwriter steeplejack slater ghillie sexton bellringer
    maltster cheesemaker confectioner hatter clockmaker goldsmith silversmith dyer restorer bookbinder typesetter
    engraver huntsman kennelman falconer apiarist forester hedger waller fencer navvy rigger fabricator toolmaker
    patternmaker moulder foundryman smelter collier quarryman driller
    operative operator engineer developer dev tech programmer scientist manager nurse doctor physician surgeon dentist teacher
    professor lecturer student designer architect analyst consultant lawyer attorney accountant plumber
    electrician carpenter chef cook baker writer author journalist editor researcher cto ceo cfo coo founder
    cofounder co-founder director lead intern administrator admin sysadmin technician mechanic pilot
    pharmacist therapist psychologist veterinarian vet paramedic firefighter officer farmer artist musician
    photographer marketer recruiter salesperson librarian owner entrepreneur freelancer contractor specialist
    coordinator strategist tester sre pm investor banker trader economist statistician mathematician physicist
    chemist biologist postdoc nanny caregiver barista waiter waitress bartender driver cashier clerk broker
    realtor counselor coach trainer instructor tutor principal dean translator interpreter illustrator
    animator producer dba devops gp midwife solicitor barrister radiologist anaesthetist anesthetist
    psychiatrist optician physio physiotherapist registrar clinician medic paediatrician pediatrician
    dietitian nutritionist judge walker retiree millionaire billionaire landlord tenant captain pirate
    hire starter recruit trainee apprentice dj vlogger blogger influencer streamer youtuber footballer athlete
    actor actress singer dancer poet novelist comedian
    tourist defendant interviewer
    herdsman stockman farmhand fisherman postman postwoman milkman handyman tradesman foreman groundsman
    gamekeeper ranger soldier sailor airman marine corporal sergeant lieutenant colonel brigadier commander
    cadet reservist gunner sapper rifleman priest vicar imam rabbi chaplain pastor nun monk
    magistrate deacon bishop elder minister councillor councilor mayor mp governor trustee treasurer warden
    ambassador senator churchwarden verger curate archdeacon cantor
    executive clerk paralegal sommelier receptionist cashier barista waiter waitress bartender porter concierge
    housekeeper caretaker dispatcher courier labourer laborer roofer bricklayer glazier plasterer tiler joiner
    stonemason welder beekeeper skipper deckhand stewardess steward midshipman surveyor valuer estate agent
    auctioneer underwriter actuary auditor bookkeeper cartographer geologist ecologist zookeeper groom jockey
    lifeguard paramedic dispatcher phlebotomist radiographer sonographer hygienist orthoptist podiatrist
    head seamstress tailor dressmaker milliner cobbler shoemaker blacksmith miner docker weaver potter clown magician
    entertainer performer busker juggler acrobat stuntman stuntwoman chaplain undertaker embalmer
    tattooist tattooer scaffolder purser ironworker sandhog orthodontist shepherd crofter
    attendant aide carer haulier trucker ranger coxswain helmsman
    harbourmaster harbormaster cellist violinist pianist organist conductor florist cowboy rancher shearer groomer seller
    cleaner barber secretary chairman chairwoman chairperson drummer guitarist vocalist bassist saxophonist trumpeter
    flautist harpist choirmaster bandmaster coastguard farrier greenkeeper caddie bookmaker croupier bouncer doorman
    dishwasher butcher fishmonger grocer greengrocer newsagent postie binman zookeeper
    hairdresser hairstylist stylist colourist colorist beautician manicurist masseuse masseur esthetician
    projectionist usher winemaker vintner viticulturist brewer distiller cellarman lineman linesman matron
    picker packer loader storeman warehouseman trawlerman deckie curator archivist conservator docent presenter
    newsreader broadcaster reporter correspondent columnist subeditor sub-editor copyeditor copywriter cameraman
    camerawoman fireman firewoman gardener horticulturist landscaper arborist groundskeeper ceramicist chauffeur
    fitter machinist operator janitor custodian locksmith optometrist audiologist chiropractor osteopath
    acupuncturist moderator superintendent inspector detective constable housemaster
    headteacher headmaster headmistress reverend rector canon chorister jeweller jeweler watchmaker greeter
    mixologist teller salesman saleswoman valet butler childminder upholsterer decorator painter goalkeeper
    keeper bailiff probationer houseman stevedore ferryman boatman bargeman lockkeeper mistress
    negotiator helm crewman crewmember recorder
""".split())
#: Words for a nationality ("Lindqvist is Finnish", "my wife is Brazilian"): with "be", where one is from by birth
#: or passport (the same word after "speak" is a language).
NATIONALITIES = frozenset("""
    british english scottish welsh irish american canadian australian french german spanish italian portuguese
    dutch belgian swiss austrian swedish norwegian danish finnish icelandic polish czech slovak hungarian romanian
    bulgarian greek turkish russian ukrainian estonian latvian lithuanian serbian croatian slovenian bosnian
    albanian chinese japanese korean indian pakistani bangladeshi nepali thai vietnamese filipino indonesian
    malaysian singaporean iranian iraqi israeli lebanese syrian egyptian moroccan algerian tunisian nigerian
    ghanaian kenyan ethiopian somali ugandan brazilian argentinian argentine chilean colombian peruvian mexican
    venezuelan cuban jamaican trinidadian
""".split())
#: Posts named by the post rather than the person ("got a lectureship at York"): the role one holds in it.
POST_ROLES = {"lectureship": "lecturer", "readership": "reader", "professorship": "professor", "fellowship": "fellow",
              "studentship": "student", "internship": "intern", "apprenticeship": "apprentice",
              "traineeship": "trainee", "residency": "resident", "chair": "professor", "postdoc": "postdoc",
              "clerkship": "clerk", "curacy": "curate", "pupillage": "pupil barrister", "captaincy": "captain",
              "chairmanship": "chair", "presidency": "president", "secretaryship": "secretary",
              "stewardship": "steward", "headship": "head teacher", "managership": "manager"}
#: Roles that sound like a profession invoked to set an answer's depth ("as a doctor, I'd like ...").
EXPERT_ROLES = ROLES - {"student", "intern", "retiree", "tenant", "tourist", "owner", "freelancer"}
_PET_WORDS = """
    dog cat puppy kitten retriever labrador poodle terrier beagle parrot hamster rabbit bunny turtle
    tortoise fish goldfish snake lizard gecko horse pig ferret corgi husky shepherd bulldog dachshund chihuahua
    budgie cockatiel spaniel collie greyhound pug boxer rottweiler doodle lab mutt dragon guinea
    tabby moggy kitty pup doggo pooch hound whippet lurcher schnauzer dalmatian axolotl chinchilla gerbil
    hen pony donkey alpaca canary cockatoo tarantula sheepdog gundog mare gelding filly foal hawk kestrel falcon
    owl buzzard merlin eagle peregrine goshawk sparrowhawk
    coonhound bloodhound foxhound wolfhound deerhound elkhound labradoodle goldendoodle cockapoo cavapoo maltipoo
    cavachon staffie staffy westie yorkie springer vizsla weimaraner malamute akita samoyed sheltie bichon
    pomeranian ragdoll sphynx lovebird conure budgerigar cockerel rooster
""".split()
#: Animals a person keeps, one and many ("two golden retrievers").
PETS = frozenset({*_PET_WORDS, *(w[:-1] + "ies" if w.endswith("y") and w[-2] not in "aeiou" else
                                  w if w.endswith("sh") else w + "s" for w in _PET_WORDS),
                 # kept in numbers; one of them is as often a meal ("we had duck", "curry goat")
                 "chickens", "ducks", "goats", "quails", "sheep", "geese", "turkeys", "bantams", "pigs"})
#: Adjectives and nouns of a passing state: true now, gone by tomorrow.
PASSING = frozenset("""
    tired hungry thirsty sleepy bored stressed exhausted sick ill busy sad happy excited anxious nervous
    frustrated annoyed grumpy jetlagged hungover overwhelmed lost confused stuck late away afk ready done
    cold hot sore weather headache hangover migraine fever terrible awful slow down broken rough knackered
    scunnered wabbit jiggered shattered cream-crackered peely-wally drookit fed-up meh blah grotty
""".split())
#: Relations who go to school: where one of them "goes to" or "starts at" a named place, it is their school.
#: Words for someone who has a condition, and the condition they name ("diabetic" -> "diabetes").
CONDITIONS = {"diabetic": "diabetes", "asthmatic": "asthma", "epileptic": "epilepsy", "dyslexic": "dyslexia",
              "colorblind": "colorblindness", "colourblind": "colorblindness", "celiac": "celiac disease",
              "coeliac": "coeliac disease", "autistic": "autism", "deaf": "deafness", "blind": "blindness"}
#: Services one joins or gets into, an employer named by what it is ("got into the coastguard", "joined the navy").
SERVICES = frozenset({"army", "navy", "raf", "royal navy", "royal air force", "air force", "marines", "royal marines",
                      "police", "coastguard", "fire brigade", "fire service", "ambulance service", "nhs", "civil service",
                      "rnli", "lifeboats", "territorials", "reserves", "foreign office", "border force", "prison service"})
#: Pastimes named by what they keep or tend: "keeps bees", "done with the hives" is beekeeping.
PASTIME_OF = {"bees": "beekeeping", "bee": "beekeeping", "hives": "beekeeping", "hive": "beekeeping",
              "beehives": "beekeeping", "colonies": "beekeeping", "pigeons": "pigeon racing",
              "allotment": "gardening"}
CHILDREN = frozenset({"son", "daughter", "child", "kid", "kids", "children", "grandson", "granddaughter",
                      "grandchild", "stepson", "stepdaughter", "niece", "nephew"})
#: Words of the turns a life takes: said "today", they are still lasting news ("got laid off today").
LIFE_EVENTS = frozenset("""laid fired redundant resigned hired engaged married divorced separated born died
    passed graduated retired pregnant adopted evicted diagnosed keys replacement operation surgery op proposed""".split())
#: Words that tie a statement to this moment ("right now", "tonight", "here").
MOMENT = frozenset({"today", "tonight", "now", "rn", "atm", "currently", "here", "morning", "moment",
                    "yesterday", "tomorrow"})
#: Verbs that ask the assistant to do something with the conversation.
ASSISTANT_VERBS = frozenset("""
    summarize summarise translate rewrite list generate convert make explain tell show give write draft help
    check fix find compare describe suggest recommend calculate shorten expand format outline answer reply
    respond proofread edit review send remind read create build plan
""".split())
#: Verbs and nouns that announce a decision taken.
DECIDE = frozenset({"decide", "choose", "pick", "select", "settle", "opt", "approve", "agree", "commit",
                    "go", "stick", "stay", "revert", "switch", "move", "migrate", "change", "ditch", "drop",
                    "keep", "scrap", "cancel", "book", "sign", "do"})
#: Verbs of a state, which a past tense does not turn into an event.
STATE_VERBS = frozenset({"be", "have", "like", "love", "prefer", "hate", "know", "want", "need", "live",
                         "work", "speak", "use", "seem", "think", "believe", "own", "enjoy"})
#: Words a pleasantry is made of.
FILLER = frozenset("""
    thanks thank thx ty you so much very a lot ok okay k kk cool great perfect awesome nice good got it sure
    yes yeah yep yup no nope lol lmao haha hahaha hehe hi hello hey there bye goodbye cheers worries sounds
    makes sense that this is was helpful go ahead please again for your the help one have day morning
    evening night afternoon works working now hmm hm let me us think about alright right fine wow indeed
    exactly true agreed excellent amazing gotcha understood noted will do appreciate appreciated all done job
    well see later talk soon take care welcome i am sorry oops not np super mate 's 're 'm ! . , ? :) me to
    lifesaver star legend genius best sec secs brb doorbell minute min bit phone door helps helped thx ty tysm
    ta fair enough clears clear clearer up it brill brilliant lovely grand sweet ace fab interesting much
    nah fr wild muchly crazy mental bru bro bruv dramas as stop omg aw aww cute yikes wow gosh million same pal love
    hon hun honey babe dear darling darlin pet duck chuck y' y'all yall folks everyone guys mornin mornin' evenin
    evenin' g'day gday howdy hiya heya sound safe sorted champion cracking class deadly wicked tidy lush belter
    gorgeous bud buddy mucker chief boss top nice shot cheers ta-ra tara ra laters cya out bab babs can lah lor
    leh ya yah aight ight catch speak tomorrow tmrw man fella drive driver bab me dears dear sasa habari jambo
    hujambo mambo karibu ever fit nae bad aye shaka brah bruh braddah howzit howz fam bredrin new news big
    exciting update announcement guess what
    asante sana salamat maraming po gracias muchas merci beaucoup danke obrigado obrigada grazie mille arigato
    arigatou xie xiexie shukran shukriya dhanyavaad dhanyavad spasibo dziekuje dziękuję takk tack kiitos mahalo
    medaase nagode ngiyabonga enkosi baie dankie dank diolch iawn
    canny that b'y gg ggs wp gj glhf
    la lad lid ingat paalam kwaheri ciao tschuss tschüss adios hasta luego pronto slainte sláinte hwyl tot ziens
    do widzenia sayonara shalom chur choice
""".split())
#: Frequency words that make a statement a routine.
FREQUENCY = frozenset({"every", "each", "daily", "weekly", "monthly", "nightly", "yearly", "usually",
                       "often", "normally", "typically", "always", "most", "once", "twice", "weekends",
                       "mornings", "evenings", "nights", "sundays", "mondays", "tuesdays", "wednesdays",
                       "thursdays", "fridays", "saturdays", "quarterly"})
#: Openers that mark what follows as a lesson or a procedure.
LESSON_MARKERS = ("lesson learned", "lesson learnt", "learned the hard way", "learnt the hard way", "takeaway",
                  "rule of thumb", "next time", "never again", "we found that", "i found that", "mistake i made",
                  "note to self", "pro tip", "tip:", "to release", "to deploy", "the trick is", "what works",
                  "lesson:", "lessons:", "turns out", "turned out", "learned that", "learnt that", "i learned",
                  "i learnt", "big takeaway", "key takeaway", "tip for myself", "tip to self", "note for myself",
                  "reminder to self", "memo to self", "the hard way", "found out the hard way", "learned today",
                  "learnt today", "today i learned", "today i learnt", "til:", "lesson of the day",
                  "rule from now on", "house rule", "golden rule")
#: Openers that mark what follows as a correction of something said before.
CORRECTION_MARKERS = ("correction", "scratch that", "i misspoke", "wait no", "small fix", "to clarify", "my mistake",
                      "my bad", "let me correct", "got that wrong", "autocorrect", "i mixed",
                      "i meant", "sorry, i meant", "earlier i said", "ignore what i said", "not quite",
                      "that's wrong", "that is wrong", "actually, no", "no,", "no wait", "oops", "whoops",
                      "wrong one", "typo", "my bad", "misspoke", "i got it wrong", "small correction")
#: Openers that correct only when a value follows that a slip could be about: "Actually it's 7pm" corrects a time,
#: "Actually it's Nestle" a name; "Actually it's a great idea" corrects nothing.
ACTUALLY_MARKERS = ("actually it's", "actually, it's", "actually it is", "actually, it is", "actually that's")
#: Openers that mark what follows as a decision.
DECISION_MARKERS = ("decision made", "final answer", "final final", "final verdict", "change of plan", "decided",
                    "final decision",
                    "let's go with", "let's go w/", "we're going with", "we are going with", "scrap that",
                    "forget ", "new rule", "new policy", "from now on we", "decision:", "final call",
                    "going with", "we're going with", "we agreed", "it's settled", "settled:", "scrap ",
                    "on second thought", "on second thoughts", "i've made up my mind", "i have made up my mind",
                    "made up my mind", "we've made up our minds", "my mind is made up", "made my mind up",
                    "made our minds up", "mind's made up", "i've made my mind up", "after a lot of thought",
                    "after much thought", "after long thought", "after a lot of soul-searching", "having weighed",
                    "having thought it over", "having thought it through", "after weighing", "after thinking it over",
                    "after a lot of back and forth", "after much back and forth", "after some back and forth",
                    "after a lot of debate", "after much debate", "after a lot of discussion", "after much discussion",
                    "after a long discussion", "after a vote", "after the vote", "after the meeting",
                    "decision taken", "decision's taken", "it's decided",
                    "it's been decided", "the committee voted", "the committee has voted", "we voted")
#: Words that hedge a statement without withdrawing it.
HEDGES = ("i think", "i guess", "i believe", "probably", "pretty sure", "not 100% sure", "not sure but",
          "i could be wrong", "if i remember", "as far as i know", "i suppose")
#: Words that make a plan speculative: stored, but at the uncertain line.
SPECULATIVE = ("might", "maybe", "perhaps", "considering", "thinking about", "thinking of", "toying with",
               "contemplating", "not sure yet", "someday", "at some point", "could see myself")
#: Laughing and eye-rolling emoji: a joke marker.
JOKE_EMOJI = frozenset("\U0001F602\U0001F923\U0001F643\U0001F644\U0001F612\U0001F639\U0001F61C\U0001F609")
#: Things nobody is allergic to: "I'm allergic to Mondays" is a joke.
NOT_ALLERGENS = frozenset({"monday", "mondays", "work", "meetings", "mornings", "people", "exercise", "effort",
                           "homework", "cardio", "responsibility", "adulting", "email", "emails", "chores",
                           "commitment", "commitments", "marriage", "small talk", "drama", "nonsense", "paperwork",
                           "deadlines", "overtime", "hard work", "early mornings", "queues", "gyms", "running"})
#: Faiths one holds, by the word for a believer, singular and lower-case ("a Sikh", "Methodists", "Jehovah's
#: Witness"); several words are spelled as said, hyphen and all.
FAITHS = frozenset("""
    catholic muslim jewish hindu buddhist christian atheist protestant sikh mormon agnostic jain orthodox
    anglican methodist baptist quaker pagan lutheran evangelical zoroastrian rastafarian adventist presbyterian
    pentecostal episcopalian unitarian taoist wiccan druze mennonite amish calvinist moravian sunni shia shiite
    parsi bahai
""".split()) | {"jehovah's witness", "seventh-day adventist", "seventh day adventist", "latter-day saint",
                "born-again christian", "greek orthodox", "russian orthodox", "coptic christian", "church of england"}
#: A faith named by its name rather than its believer ("converted to Islam"): the believer's word.
FAITH_NAMES = {"islam": "Muslim", "judaism": "Jewish", "christianity": "Christian", "buddhism": "Buddhist",
               "hinduism": "Hindu", "sikhism": "Sikh", "catholicism": "Catholic", "jainism": "Jain",
               "mormonism": "Mormon", "paganism": "Pagan", "quakerism": "Quaker", "orthodoxy": "Orthodox",
               "anglicanism": "Anglican", "methodism": "Methodist", "taoism": "Taoist"}


#: Words before a believer's word that say how, not which faith: "a devout Catholic", "practising Muslims".
_DEVOUT = frozenset({"devout", "practising", "practicing", "observant", "strict", "committed", "proud", "lifelong",
                     "a", "an", "the", "both", "all", "very", "quite", "pretty", "fairly", "really", "my", "our",
                     "his", "her", "their"})


def faith_of(said: str) -> str | None:
    """The faith a believer's word names, as said and singular ("Sikh", "Methodists" -> "Methodist", "a devout
    Jehovah's Witness" -> "Jehovah's Witness", "Seventh-day Adventists"); None for any other words."""
    words = said.split()
    while words and words[0].lower() in _DEVOUT:
        words = words[1:]
    last = words[-1] if words else ""
    # the word as said, then as one believer ("Hindus" is often tagged singular; "Witnesses")
    for head in (last, last[:-1] if last.endswith("s") else "", last[:-2] if last.endswith("sses") else ""):
        for n in range(len(words)):
            believer = " ".join([*words[n:-1], head])
            if head and believer.lower() in FAITHS:
                return believer
    return None

#: Roles a player takes in a team game ("I play support", "moved me to jungle"): read only after a verb of playing
#: or of being put somewhere, since most are ordinary words too.
GAME_ROLES = frozenset({"support", "jungle", "jungler", "mid", "mid lane", "top lane", "adc", "bot lane", "carry",
                        "tank", "healer", "dps", "offlane", "hard support", "soft support", "entry fragger", "igl",
                        "awper", "lurker", "flex"})
#: The parts of a choir one sings ("I sing tenor", "moved me down to bass", "alto again").
VOICE_PARTS = frozenset({"soprano", "alto", "tenor", "bass", "baritone", "mezzo", "mezzo-soprano", "treble",
                         "countertenor", "contralto", "first soprano", "second soprano", "first tenor", "second tenor"})
#: Where one plays in a team ("I play defence", "Coach has me on the wing", "back in goal").
POSITIONS = frozenset({"defence", "defense", "wing", "winger", "left wing", "right wing", "centre", "center", "forward",
                       "striker", "goalkeeper", "goalie", "keeper", "goal", "midfield", "midfielder", "fullback",
                       "full-back", "centre-back", "center-back", "defender", "point guard", "shooting guard",
                       "pitcher", "catcher", "shortstop", "outfield", "prop", "hooker", "scrum-half", "fly-half",
                       "flanker", "quarterback", "linebacker", "wide receiver", "running back", "tight end", "setter",
                       "libero", "sweeper", "wicketkeeper", "stroke", "bow", "cox", "stroke seat", "bow seat",
                       "tighthead", "loosehead", "second row", "lock", "number eight", "number 8", "centre-forward",
                       "goal attack", "goal defence", "goal shooter", "wing attack", "wing defence", "goal keeper",
                       "jammer", "blocker", "pivot"})
#: The two parts of a partner dance ("I'm dancing lead in the salsa team", "Teacher's switched me to follow").
DANCE_ROLES = frozenset({"lead", "follow", "leader", "follower"})
#: Positions said as what the player does in them ("I'm jamming for the A team", "Coach has me blocking now").
POSITION_DOING = {"jamming": "jammer", "blocking": "blocker", "pivoting": "pivot", "keeping goal": "goalkeeper",
                  "keeping wicket": "wicketkeeper", "coxing": "cox"}
#: The game a position is played in: "plays tighthead for the under-16s" plays rugby.
POSITION_SPORTS = {**dict.fromkeys(("prop", "hooker", "scrum-half", "fly-half", "flanker", "tighthead", "loosehead",
                                    "second row", "lock", "number eight", "number 8"), "rugby"),
                   **dict.fromkeys(("wicketkeeper",), "cricket"),
                   **dict.fromkeys(("striker", "midfielder", "centre-back", "center-back", "full-back", "fullback",
                                    "sweeper", "centre-forward", "goalkeeper", "goalie"), "football"),
                   **dict.fromkeys(("point guard", "shooting guard"), "basketball"),
                   **dict.fromkeys(("pitcher", "catcher", "shortstop"), "baseball"),
                   **dict.fromkeys(("quarterback", "linebacker", "wide receiver", "running back", "tight end"),
                                   "american football"),
                   **dict.fromkeys(("setter", "libero"), "volleyball"),
                   **dict.fromkeys(("stroke", "bow", "cox", "stroke seat", "bow seat"), "rowing"),
                   **dict.fromkeys(("goal attack", "goal defence", "goal shooter", "wing attack", "wing defence"),
                                   "netball")}
#: What a player plays on, said bare ("on a controller", "controller again"): read only where playing is meant.
GAME_INPUTS = frozenset({"controller", "pad", "gamepad", "mouse and keyboard", "keyboard and mouse", "keyboard",
                         "m&kb", "mnk", "kbm", "fight stick", "arcade stick", "touchscreen"})
#: Hospital wards and units one works on or moves to ("the renal ward", "moved to ICU"): where on the job, never a
#: town.
WARDS = frozenset("""icu itu nicu picu hdu ccu cicu a&e ae ed resus theatres theatre maternity oncology cardiology
    paediatrics pediatrics neonatal recovery outpatients endoscopy haematology dialysis""".split())
#: Trades by the name the trade calls itself ("Bazza's a chippy", "a FIFO sparky"): the job, as a stranger would say it.
ROLE_SLANG = {"chippy": "carpenter", "chippie": "carpenter", "sparky": "electrician", "sparkie": "electrician",
              "chalkie": "teacher", "chalky": "teacher", "brickie": "bricklayer", "sparks": "electrician",
              "brickie": "bricklayer", "postie": "postman", "cabbie": "taxi driver", "squaddie": "soldier",
              "tradie": "tradesperson", "trucker": "lorry driver", "copper": "police officer", "dinnerlady": "dinner lady",
              "sahm": "stay-at-home mum", "sahd": "stay-at-home dad"}
#: Diets one keeps ("I'm vegan", "vegetarian again").
DIETS = frozenset({"vegetarian", "vegan", "pescatarian", "pescetarian", "keto", "paleo", "halal", "kosher",
                   "flexitarian", "carnivore", "gluten-free", "dairy-free", "plant-based"})
#: Hair colours said of a person ("I've gone blonde", "blonde again"); with a verb of dyeing, any colour.
HAIR_COLOURS = frozenset({"blonde", "blond", "brunette", "redhead", "platinum", "auburn"})
DYED_COLOURS = HAIR_COLOURS | frozenset({"red", "black", "pink", "purple", "blue", "green", "grey", "gray", "silver",
                                         "brown", "ginger", "copper", "lilac", "white"})
