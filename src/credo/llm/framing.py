"""Framing as classes: when a sentence is not the speaker sincerely stating a fact about themselves.

Seed 001's provenance failure is "I'm actually a doctor, so walk me through
it" stored as a fact. Each class below is recognised from the sentence's parse
and the turn around it, not from one phrasing, and a framed sentence is stored
at confidence <= 0.3 (below the recall floor) without a triple:

* **hypothetical** -- a conditional with the speaker as subject ("if I were
  vegan, what would I eat"), or by inversion ("had I studied medicine"), a
  supposition verb given as an order and followed by the speaker ("say I'm
  allergic", "picture this: I'm a CEO"; not "like I said", not "imagine my
  surprise when ..."), a wish ("I wish I lived by the sea", "if only"), "what
  if", "in a world where";
* **role-play** -- the speaker takes a role and hands one to the assistant
  ("I'm a pirate and you're my first mate", "you be the interviewer"), or a
  scene is set ("for this exercise", "in this scenario", "play along");
* **rhetorical** -- a professional role invoked to set the depth of the
  answer: "as a doctor, I'd like ...", "being a nurse, I'd want ...", "I'm a
  chef, so give me ...", "I'm a doctor. Walk me through ..."; a role that
  qualifies itself ("basically a millionaire"); an order that casts the
  speaker as someone to answer ("explain it like I'm five", "treat me as a
  beginner");
* **sarcasm and jokes** -- delight at something unwelcome ("I LOVE when my
  train is cancelled"), "sure, I'm a billionaire", an allergy to Mondays, a
  claim capped by a laughing emoji, a marker that turns the turn round ("said
  no one ever", "... not."), a mock opener with "again" or "another", a thing
  or an animal in a person's place ("my cat is my real boss");
* **quotation** -- someone else's words in quotation marks, said to be theirs.

A sincere statement that merely contains "as a" or "actually" is none of
these: "as a diabetic I need to watch carbs" states a condition the request
depends on, and "as a teacher myself, I know ..." discloses; so does "I'm
actually allergic to penicillin, so flag it".

>>> LOW_CONFIDENCE
0.3
"""

from __future__ import annotations

import re
from typing import Any

from . import lexicon
from .names import english
from ..vocabulary import is_instrument

LOW_CONFIDENCE = 0.3
Span = Any

_SUPPOSE = frozenset({"imagine", "suppose", "pretend", "picture", "assume", "say"})
#: A fortune supposed, on which what one "would" do hangs ("with a big enough lottery win", "given a spare million",
#: "if money were no object", "in an ideal world").
_GIVEN_A_WINDFALL = re.compile(r"\b(?:with|given|after|on) (?:a|an|the|my) (?:(?:big|large|decent|massive|huge)(?: enough)? )?"
                               r"(?:lottery win|win on the lottery|euromillions win|pools win|windfall|inheritance|"
                               r"spare (?:million|fortune)|million quid|few million)\b|\bif money (?:were|was) no object\b|"
                               r"\bin an ideal world\b|\bif i (?:won|win|hit) the (?:lottery|jackpot|pools|euromillions)\b")
_SCENE = re.compile(r"\b(?:role-?\s?play|rp time|play along|let(?:'s| us) do a (?:bit|scene|sketch|skit|little scene)|"
                    r"improv(?:ise)? (?:a|this)|let(?:'s| us) play make-believe|for this exercise|in this (?:scenario|exercise|game|"
                    r"story|simulation)|for the sake of argument|as a thought experiment|in a world where|"
                    r"hypothetical(?:ly)?|pretending|let(?:'s| us) (?:say|pretend|imagine)|pretend (?:that )?you(?:'re| are)|play (?:the )?(?:part|role) of|act as (?:a|an|my|the)|"
                    r"take (?:on )?the role|in character|in (?:this|the|my|our) (?:rpg|campaign|larp|mmo|round)|in my dreams?|"
                    r"in my head|in another life|in (?:my|a) (?:next|past|former|previous) life|in a parallel universe|"
                    r"(?:play|playing) a game (?:where|in which)|"
                    # fiction: "for a story I'm writing: my character is a surgeon"
                    r"for (?:a|my|the|this) (?:story|novel|book|script|screenplay|play|game|campaign|d&d|dnd|"
                    r"short story|fanfic)|my (?:character|protagonist|persona|avatar)|in (?:my|the) "
                    r"(?:story|novel|script|game|campaign))\b", re.IGNORECASE)
#: Verbs of wanting, by which a role claimed frames a request ("as a doctor, I'd like ...").
WANTS = frozenset({"like", "want", "need", "prefer", "love", "appreciate"})
_ANSWER_VERBS = frozenset({"walk", "explain", "give", "tell", "show", "go", "skip", "be", "talk", "break",
                           "dive", "spare", "assume", "use", "make", "keep", "back", "cite"})
#: Words in quotation marks; a single quote opens only where no letter comes before it and closes only where none
#: comes after ("Ignore what I said about St Mary's, Lily's going ..." quotes nothing).
_QUOTE = re.compile(r"[\"\u201c][^\"\u201d]{6,}[\"\u201d]|(?<![A-Za-z])['\u2018](?:[^'\u2019]|(?<=[A-Za-z])['\u2019]"
                    r"(?=[A-Za-z])){6,}?['\u2019](?![A-Za-z])")
_REPORTING = re.compile(r"\b(?:quote|quoted|quoting|wrote|writes|said|says|used to say|copying|copied|puts it|"
                        r"shout|shouts|shouted|shouting|yell|yells|yelled|announce[sd]?|declare[sd]?|"
                        r"put it|likes to say|motto|mantra|the saying|favou?rite (?:line|saying|phrase|quote)|"
                        r"speech (?:opens|starts|ends|goes)|toast (?:opens|starts|goes)|"
                        r"catchphrase|famous line|"
                        r"posted|tweeted|texted|told me|not me|from a client|from the email|pasted|"
                        # words read in something else: "This was in the PDF I pasted: '...'", "the page says '...'"
                        r"(?:in|from) (?:the|a|this|that) (?:pdf|doc|document|email|page|article|attachment|screenshot|"
                        r"file|letter|leaflet|website|site|forum|thread)|"
                        r"(?:pdf|doc|document|page|article|website|site|email|letter|leaflet) (?:says|said|reads))\b",
                        re.IGNORECASE)


#: A turn that opens in mock delight frames the delight that follows it.
_MOCK_OPENER = re.compile(r"\W*(?:oh,?\s+)?(?:great|sure|yeah|yay|wow|fantastic|perfect|brilliant|lovely|aye|"
                          r"wonderful|just great|marvellous|marvelous|super|splendid|terrific|smashing|champion|"
                          r"awesome|fabulous|delightful)\b\s*[,.!]", re.IGNORECASE)


def speaker(token: Any) -> bool:
    """Whether ``token`` is the speaker ("I", "me", "my")."""
    return token.lower_ in ("i", "me", "my", "myself")


#: Feelings: "imagine my surprise when I got the job" is an exclamation about something that happened.
_FEELINGS = frozenset({"surprise", "joy", "relief", "shock", "horror", "delight", "face", "reaction", "excitement",
                       "disappointment", "embarrassment"})


#: A wish for what one is not: "I'd love to be a pilot one day", "my dream job would be marine biologist", "one
#: day I'll live by the sea" ("I'd like to be called Sam" asks for a name, and is no wish).
_DREAMED = re.compile(r"\b(?:i'd|i would|id)\s+(?:love|like)\s+to\s+(?:be|become)\s+(?:a|an)\s+\w+"
                      # a dream had asleep: "Had a dream last night that I was a footballer", "I dreamt I was ..."
                      r"|\b(?:had|have|having)\s+(?:a|this|the|another|that)\s+(?:\w+\s+)?dream\b"
                      r"|\bdream(?:t|ed)\s+(?:that|last night|i\b|about)|\bin\s+(?:my|the|a|last night's)\s+dream\b"
                      r"|\bdream\s+(?:job|house|home|car|life|career|holiday|trip)\s+(?:would\s+be|is)\b"
                      r"|\b(?:one day|someday|some day)\s+i(?:'ll| will)\b")


#: News said as a tease, no supposition: "What if I told you I've just been promoted to head chef?".
_NEWS_REVEALED = re.compile(r"\bwhat if i (?:told|said to) you\b")
#: A question said to be for someone else: what it supposes of the speaker is nobody's fact.
_FOR_A_FRIEND = re.compile(r"\b(?:asking|just asking|i'm asking|this is) for a (?:friend|mate|pal)\b")


def hypothetical(sent: Span) -> bool:
    """A conditional, supposition, wish or "what if" with the speaker in it."""
    text = sent.text.lower()
    if ("what if" in text and not _NEWS_REVEALED.search(text)) or "in a world where" in text \
            or "hypothetically" in text or "if only" in text:
        return True  # (not "What if I told you I've just been promoted?": news, said as a tease)
    if _FOR_A_FRIEND.search(text):
        return True  # "As a vegan, what would you eat in Mongolia? Asking for a friend."
    if re.match(r"\W*(?:were|had)\s+i\b", text):  # "Were I to switch jobs": a conditional by inversion
        return True
    if _DREAMED.search(text):  # "I'd love to be a pilot one day", "Dream job would be marine biologist"
        return True
    if _GIVEN_A_WINDFALL.search(text) and re.search(r"\bi(?:'d| would| could)\b", text):
        return True  # "with a big enough lottery win I'd buy a little distillery": what would be, given what is not
    for token in sent:
        if token.lower_ == "when" and token.dep_ == "advmod" and token.head.dep_ == "advcl" \
                and any(speaker(c) for c in token.head.children if c.dep_ == "nsubj") \
                and any(c.lower_ in ("will", "'ll") for c in token.head.head.children) \
                and any(c.dep_ in ("attr", "acomp") for c in token.head.children):
            return True  # "When I'm a millionaire, I'll buy an island": a state not yet, and maybe never
        if token.lemma_ == "wish" and token.pos_ == "VERB" and any(speaker(c) for c in token.children
                                                                  if c.dep_ == "nsubj") \
                and any(c.dep_ in ("ccomp", "xcomp") for c in token.children) \
                and not any(t.lower_ in ("but", "because", "though", "although") for t in sent):
            return True  # "I wish I lived by the sea" (not "I wish I could, but I'm allergic to cats")
        if token.lemma_ in _SUPPOSE and (token.pos_ == "VERB" or token.i == sent.start) and _imperative(token) \
                and not any(c.dep_ == "dobj" and c.lower_ in _FEELINGS for c in token.children) \
                and (token.i == sent.start or token.dep_ == "ROOT" or token.head.lemma_ == "let") \
                and any(speaker(t) for t in sent if t.i > token.i):
            return True  # "Picture this: I'm a CEO ...", "Imagine I worked at ..."
        if token.lower_ == "if" and token.dep_ == "mark" and not (
                token.head.lemma_ in _WHETHER_VERBS and not any(t.lower_ in ("would", "'d", "could") for t in sent)):
            # ("Not sure if I mentioned, I'm diabetic": "if" is "whether", nothing supposed; "What would you say
            # if I told you I'm a spy?" supposes)
            verb = token.head
            subject = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
            subject = [c for c in subject if speaker(c) or c.lower_ == "we"]  # "If we ever won the EuroMillions"
            past = verb.tag_ in ("VBD",) or verb.lower_ in ("were", "was", "had")
            modal = any(t.lower_ in ("would", "could", "might", "should", "'d") for t in sent) or any(
                t.lower_ in ("will", "'ll") and t.head.i != verb.i for t in sent)  # "If I win, I'll quit"
            if subject and (past or modal):
                return True
        if token.lemma_ in _SUPPOSE and _imperative(token) and (token.i == sent.start or token.head.i == token.i
                                                                or token.dep_ == "ROOT"):
            if any(speaker(t) for t in token.subtree if t.i > token.i) \
                    and not any(c.dep_ == "dobj" and c.lower_ in _FEELINGS for c in token.children):
                return True
        if token.lower_ == "if" and token.head.lemma_ == "be" and token.head.lower_ == "were":
            return True
        if token.lemma_ in ("imagine", "picture") and token.i == sent.start and _imperative(token) and any(
                c.dep_ in ("xcomp", "dobj", "ccomp") and (c.tag_ == "VBG" or c.pos_ == "NOUN" and c.lower_ not in
                                                          _FEELINGS) for c in token.children):
            # "Imagine being a surgeon in this heat", "Imagine living in Paris", "Imagine a baker who can't stand
            # flour": a life pictured ("Imagine my surprise when ...": a feeling, about what happened)
            return True
    return False


#: Verbs after which "if" means "whether": "not sure if I mentioned", "don't know if I told you".
_WHETHER_VERBS = frozenset({"mention", "say", "tell", "ask", "remember", "recall", "know", "wonder", "check"})


def _imperative(verb: Any) -> bool:
    """An order: a verb with no subject of its own ("Imagine I ...", "let's say I ..."), not "Like I said"."""
    return not any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ not in ("'s", "us") for c in verb.children)


#: A part played in a show: "For the panto I'm playing a pirate captain", "I'm playing Nancy in our school's Oliver".
_A_PART = re.compile(r"\b(?:i'm|i am|im|the user is|user is)\s+(?:playing|cast as|doing)\s+(?:an?|the)\s+(?P<part>[\w' -]{2,40}?)"
                     r"(?:\s+(?:in|for)\s+(?:the|our|my|a)\s+(?:panto|pantomime|play|show|musical|production|"
                     r"nativity|film|drama|am-dram|amdram)\b|[,.!]|$)", re.IGNORECASE)
#: What one does as work or a turn, never a part in a show ("I'm doing the Friday drive-time slot from now on").
_NO_PART = frozenset({"slot", "slots", "shift", "shifts", "show", "shows", "session", "sessions", "programme", "program",
                      "nights", "lates", "earlies", "run", "rota", "round", "rounds", "course", "job", "bar", "door",
                      "raffle", "teas", "books", "accounts", "lights", "sound", "tickets", "catering", "stint", "week",
                      "weekend", "weekends", "mornings", "evenings", "afternoons", "breakfast", "breakfasts", "class",
                      "classes", "rest"})
_STAGE = re.compile(r"\b(?:panto|pantomime|play|show|musical|production|nativity|drama class|drama club|drama "
                    r"group|am-dram|amdram|rehearsals?|audition|script|lines)\b", re.IGNORECASE)


#: What one had or got "in one's head" by mistake: a slip explained, not a world imagined.
_HAD_IN_MIND = re.compile(r"\b(?:had|got|have|get|mixed|muddled|confused|stuck)\b")


def roleplay(sent: Span) -> bool:
    """A scene set, a part played in a show, or a role taken by the speaker and one handed to the assistant."""
    text = sent.text.lower()
    scene = _SCENE.search(text)
    if scene is not None and not (scene.group(0) == "in my head" and _HAD_IN_MIND.search(text[:scene.start()])):
        return True  # ("I had the other cellist from the auditions in my head": a mix-up, no scene imagined)
    part = _A_PART.search(text)
    if part is not None and _STAGE.search(text) and not any(is_instrument(w) for w in part.group("part").split()) \
            and not any(w in _NO_PART for w in re.split(r"[\s-]+", part.group("part"))):
        return True  # "For my drama class I'm playing a fisherman who lives in St Ives": the part, not the speaker
    # (a part handed to the assistant: "you're the customer", "you be my lawyer"; not "if you're planning the menu")
    you_role = re.search(r"\byou(?:'re| are| be) (?:now )?(?:a|an|the|my|our)\b", text)
    me_role = re.search(r"\bi(?:'m| am|'ll be| will be|'ll play| will play)\b", text)
    return bool(you_role and me_role and any(t.lemma_ in lexicon.ROLES or t.dep_ == "attr" for t in sent))


def _a_use(token: Any) -> bool:
    """A role word naming what a thing is used as, not who the speaker is: "using it as my editor", "set Zed as
    the default editor" (a possessor, or "as" after a verb of using)."""
    as_ = token.head if token.dep_ == "pobj" else None
    return any(c.dep_ == "poss" for c in token.children) or (
        as_ is not None and as_.lower_ == "as" and as_.head.lemma_ in ("use", "set", "keep", "pick", "choose"))


def _role_in(token: Any) -> bool:
    return token.lower_ in lexicon.EXPERT_ROLES or token.lemma_ in lexicon.EXPERT_ROLES


#: An order to answer as if the speaker were someone, opened by the verb of answering.
_CAST_AS = re.compile(r"\W*(?:please\s+)?(?:answer|reply|respond|write|explain|talk|speak)(?: it| this| that)?"
                      r"(?: to)?(?: me| us)? (?:as if|as though|like) (?:i'm|i am|i was|i were|we're|we are)\b",
                      re.IGNORECASE)


def register(sent: Span) -> bool:
    """An order about the answer that casts the speaker as someone ("Explain it like I'm five", "Answer as if I
    were a lawyer", "Treat me as a complete beginner"): who to answer *as if* they were, not who they are."""
    if _CAST_AS.match(sent.text):
        return True  # ("Answer me as if I'm a jeweller with forty years at the bench": the tagger's noun "Answer")
    root = sent.root
    if not ((root.tag_ == "VB" or root.i == sent.start and root.tag_ == "NNP" and root.text.istitle())
            and _imperative(root)):
        return False  # "Respond as though I'm ten": the small tagger sometimes calls the opening verb a name
    for token in sent:
        if token.lower_ in ("like", "if", "though") and token.dep_ in ("mark", "prep", "advmod", "intj") \
                and any(speaker(c) for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")) \
                and token.head.i != root.i:
            return True
        if token.lower_ == "me" and (token.head.i == root.i or token.head.head.i == root.i) and any(
                c.lower_ in ("as", "like") for c in root.children if c.i > token.i):
            return True  # "Treat me as a beginner", "talk to me like a colleague", "think of me as a newbie"
    return False


#: A post said with the years it has been held ("As a vet of twenty years"): a disclosure, no role put on.
_YEARS_AS = re.compile(r"\bas an? [\w -]{2,30}? (?:of|for|with) (?:\w+[ -])?(?:\w+ )?years?\b")


def rhetorical(sent: Span, following: Span | None) -> bool:
    """A professional role invoked to set how the assistant should answer, or an order to answer as if the
    speaker were someone (:func:`register`)."""
    if register(sent):
        return True
    words = {t.lower_ for t in sent}
    first_be = next((t.i for t in sent if t.lemma_ == "be"), None)
    if first_be is not None and any(t.lower_ in ("basically", "practically", "essentially") and t.i > first_be
                                    for t in sent):
        return True  # "I'm basically a chef at this point": a likeness; never "Basically I'm the projectionist there"
    opens_as = len(sent) > 2 and sent[0].lower_ == "as" and sent[1].lower_ in ("a", "an") or len(sent) > 3 \
        and sent[0].lower_ in ("speaking", "talking") and sent[1].lower_ == "as" and sent[2].lower_ in ("a", "an")
    # ("Speaking as a Michelin inspector, I'd have sent that pie back": the same "as a", opened by the speaking)
    if re.search(r"\bas an? \w", sent.text, re.IGNORECASE) and re.search(r"\bi(?:'d| would)\b", sent.text, re.IGNORECASE) \
            and re.search(
            r"\b(?:good job|good thing|lucky|thank god|thank goodness|just as well|shame|which) i(?:'m| am) "
            r"(?:definitely |certainly )?not(?: one| an? \w+)?\b", sent.text, re.IGNORECASE):
        # "Put it this way, as a tea room owner I'd be charging a fiver, good job I'm not one", "Speaking as a boxing
        # coach, which I'm definitely not, I'd ...": a role the speaker says they do not have
        return True
    if opens_as and _identity(sent):
        return False  # "As a type 1 diabetic, I'd need the carb counts": what one is, said as a need, no role taken
    if opens_as and "myself" not in words and not _YEARS_AS.search(sent.text.lower()) and any(
            t.lower_ in ("would", "'d") and t.dep_ == "aux" and any(
                c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "i" for c in t.head.children) for t in sent):
        # "As a world-famous tenor, I'd obviously be wasted in the back row", "As a curator I'd say it's Ming": what
        # one would do or say as someone, not what one is
        return True
    for token in sent:
        # "As a doctor, I'd like ...", "Being a nurse, I'd want ...", "Speaking as an investor, would you ..."
        if token.lower_ in ("as", "being") and any(_role_in(t) and not _a_use(t) for t in token.subtree
                                                   if t is not token):
            if "myself" in words or _YEARS_AS.search(sent.text.lower()):
                return False  # "as a teacher myself, I know", "As a vet of twenty years, I'd never": a disclosure
            root = sent.root
            if root.lemma_ in WANTS and any(c.lower_ in ("would", "'d") for c in root.children):
                return True

            if (root.lemma_ in _ANSWER_VERBS and (_imperative(root) or any(
                    c.dep_ == "nsubj" and c.lower_ == "you" for c in root.children))) \
                    or root.lower_ in ("would", "should"):
                return True  # "As a doctor, give me ...", not "I work as a UX researcher, I'm vegetarian" (nor
                # "Speaking as a charge nurse, that advice is dangerous": a judgement made as what one is)
            if sent.text.rstrip().endswith("?") and not _NOD_ASKED.search(sent.text):
                return True  # (not "My brother-in-law is working as a chemist in Colombo, no?": a nod asked for)
    claim = _role_claim(sent)
    if claim and _asks_for_depth(sent):
        return True
    return bool(claim and following is not None and _asks_for_depth(following, whole=True))


#: A tag that asks only for a nod to a statement: ", no?", ", innit?", ", yeah?".
_NOD_ASKED = re.compile(r",\s*(?:no|yeah|yes|right|innit|eh|ok|okay|isn't it|is it|lah|na|ne|hey|ya|aye|ain't it)"
                        r"\s*\?+\s*$", re.IGNORECASE)


#: Words for what one is by one's body, diet or faith: said after "as a", never a role put on.
_CONDITION_HOLDERS = frozenset({"blind", "amputee", "veggie", "jew", "teetotaller", "wheelchair", "transplant",
                                "survivor", "carer", "widow", "widower", "parent", "mum", "mom", "dad", "mother",
                                "father", "pregnant"}) | frozenset(lexicon.CONDITIONS) | lexicon.DIETS | lexicon.FAITHS


def _identity(sent: Span) -> bool:
    """Whether the "as a ..." that opens ``sent`` names what the speaker is by body, diet, faith or family (up to
    its comma)."""
    said = []
    for token in sent[2:]:
        if token.is_punct or token.lower_ in ("i", "we"):
            break
        said.append(token.lower_)
    return bool(set(said) & _CONDITION_HOLDERS)


def _role_claim(sent: Span) -> bool:
    """ "I'm a doctor", "I'm actually a chef": the speaker claims a professional role."""
    for token in sent:
        if token.dep_ == "attr" and _role_in(token) and token.head.lemma_ == "be":
            subject = [c for c in token.head.children if c.dep_ == "nsubj"]
            if subject and speaker(subject[0]) and not any(c.dep_ == "prep" for c in token.children):
                return True
    return False


def _asks_for_depth(sent: Span, whole: bool = False) -> bool:
    """An order to the assistant about its answer: "walk me through", "give me the pro technique",
    "so you can be technical"."""
    for token in sent:
        if token.lower_ == "you" and token.dep_ == "nsubj" and any(c.lower_ in ("can", "could", "may")
                                                                    for c in token.head.children):
            return True
        if token.tag_ == "VB" and token.lemma_ in _ANSWER_VERBS and token.dep_ in ("ROOT", "conj", "advcl", "ccomp") \
                and not any(c.dep_ == "nsubj" or c.dep_ == "aux" and c.lower_ == "to" for c in token.children):
            # ("and I got the black lung to show for it": an infinitive, no order)
            if whole or any(t.lower_ in ("so", "and") for t in sent):
                return True
    return False


#: A boast said with a mocking "oh yeah": the speaker claims to excel at what they say they fail at.
#: An ironic reason given for a claim just made ("..., that's why I spend all day selling stamps").
#: What gives a mocked claim the lie: what the speaker can barely do ("I can barely afford the bus", "can't even pay
#: my rent", "I still live with my mum").
_GIVEN_THE_LIE = re.compile(r"\b(?:i|we) (?:can|could)(?:'t|n't|not)? (?:barely|hardly|not even|even) (?:afford|pay|"
                            r"manage|keep|run|get)\b|\b(?:i|we) (?:can't|cannot|can not|couldn't) even (?:afford|pay|"
                            r"boil|cook|swim|drive|ride|spell|get)\b|\bin real life i\b|\bin reality i\b")
_SO_THATS_WHY = re.compile(r",\s*(?:that's|that is|which is|which's) (?:why|how come|how)\s+(?:i|we|my|our)\b")
_MOCK_BOAST = re.compile(r"^\W*(?:oh\s+)?(?:yeah|yep|sure)\s*,?\s*i(?:'m|’m| am) (?:a |an |the )?(?:total |real |proper "
                         r"|absolute |regular )?(?:world[- ]class|master|genius|natural|domestic god(?:dess)?|expert|"
                         r"award[- ]winning|born|top[- ]notch|gifted)\b")


def _winked_at(sent: Span, turn: str) -> bool:
    """Whether a laughing or winking emoji in ``turn`` (the sentence as typed, or the whole turn where the emoji
    broke no sentence) caps ``sent``: the words just before the emoji are this sentence's. "My twin sister Becca is
    a vet and yes she will be vetting you as well 😂": the pun is winked at, not the sister's job said before it."""
    for n, ch in enumerate(turn):
        if ch not in lexicon.JOKE_EMOJI:
            continue
        before = re.findall(r"[\w']+", turn[:n])[-3:]
        if not before or re.search(r"\b" + r"\W+".join(re.escape(w) for w in before) + r"\b", sent.text,
                                   re.IGNORECASE):
            return True
    return False


def sarcastic(sent: Span, turn: str, opening: str = "") -> bool:
    """Delight at the unwelcome, a mock claim, a joke allergy, a claim capped by a laughing emoji (``turn``: the
    sentence as typed; ``opening``: the whole turn, whose opener may mock what follows)."""
    text = sent.text
    low = text.lower()
    whole = (opening or turn).lower()
    if _MARKED.search(whole):
        return True  # "I just adore paperwork. Said no one ever.", "... first try... not."
    if _MOCK_OPENER.match(whole) and re.search(r"\b(?:i|we)(?:'m|’m| am|'re| are) (?:a|an|the)\b", whole) \
            and _GIVEN_THE_LIE.search(whole):
        return True  # "Oh aye, I'm a world-famous polo player, me. ... I can barely afford the bus": a claim mocked,
        # and what the speaker's plain life says of it, the whole turn
    if _MOCK_OPENER.match(whole) and _OVERSTATED.search(whole):
        return True  # "Oh aye, love it, nothing better than hosing down a Range Rover in sleet": praise overdone
    if _MOCK_OPENER.match(whole) and re.search(r"\b(?:again|too|another|yet)\b", whole) \
            and not any(t.lemma_ in ("thank", "help") for t in sent):
        return True  # "Oh fantastic, I get to work this weekend too."
    winked = _winked_at(sent, turn)
    if winked and (any(t.lemma_ in ("be", "love", "adore", "enjoy", "like", "wait") for t in sent) or "lol" in low
                   or _MOCK_OPENER.match(whole)):
        return True  # ("Oh great, Ofsted the week before Christmas, living the dream 🙃": mock delight, winked)
    if any(ch in lexicon.JOKE_EMOJI for ch in turn):
        return False
    if _personified(sent):
        return True  # "My cat is my real boss haha"
    for token in sent:
        if token.lemma_.lower() in ("love", "adore", "enjoy") and token.pos_ in ("VERB", "AUX"):
            caps = token.text.isupper() and len(token.text) > 2
            just = any(c.lower_ in ("just", "simply", "totally", "absolutely", "sooo", "so") for c in token.children)
            unwelcome = any(t.lower_ in ("when", "waiting", "hold", "cancelled", "canceled", "delayed", "stuck",
                                         "traffic", "another", "7am", "6am", "5am", "4am", "sleet", "queues",
                                         "overtime", "paperwork")
                            for t in (sent if caps else token.subtree))  # "I LOVE being stuck": the tagger's aux
            opener = sent[0].lower_ in ("oh", "wow", "great", "yay", "sure", "yeah", "yep", "ah")
            # mock delight: "Oh sure, I just love ...", "Yeah I just adore ..." -- the opener and "just"
            # together say it, whatever is loved; either alone needs something unwelcome to love
            mock = any(t.lower_ in ("sure", "yeah", "yep", "great", "wow", "right") for t in sent[:2]) \
                or bool(_MOCK_OPENER.match(opening))  # "Oh great, another Monday. I just love Mondays."
            if (just and mock) or ((caps or just or opener) and unwelcome):
                return True
        if token.lower_ == "allergic":
            target = [t.lower_ for t in token.subtree if t.dep_ == "pobj"]
            if target and all(t in lexicon.NOT_ALLERGENS for t in target):
                return True
    if re.match(r"^(?:oh\s+)?(?:sure|yeah right)\s*,\s*(?:and\s+)?i(?:'m| am)\b|^oh\s+right\s*,\s*(?:and\s+)?i(?:'m| am)\b",
                low) \
            or _MOCK_BOAST.match(low):  # ("Right, I'm not retiring after all": the British "right", no mockery)
        return True  # ("Oh yeah, I'm a world-class chef, that's why the smoke alarm is my kitchen timer")
    if re.match(r"^\W*oh,?\s+(?:aye|sure|yeah|yep|right|of course|obviously|course)\s*[,!]\s*(?:and\s+)?(?:i|we)"
                r"(?:'m| am|'re| are) (?:also |just |totally |really |obviously )?(?:a|an|the)\b", low) \
            and _SO_THATS_WHY.search(whole) \
            or re.search(r"\b(?:i|we)(?:'m| am|'re| are) (?:a|an|the) [\w -]{2,40}? really\s*,\s*(?:that's|that is|which "
                         r"is) (?:why|how)\b", low):
        return True  # "Oh aye, I'm a brain surgeon really, that's why I spend all day selling stamps": a claim the
        # speaker's plain day gives the lie to
    if re.match(r"^\W*(?:oh,?\s+)?(?:aye|sure|yeah|yep|right)\s*,\s*(?:i|we)(?:'ll| will)\s+(?:just\s+)?\w+", low) \
            and re.search(r"\bthen(?:,? shall (?:i|we))?\W*$", low):
        return True  # "Oh aye, I'll just nip to work in my Lamborghini then": what one mocks as if one would
    if re.match(r"^\W*(?:oh,?\s+)?(?:aye|sure|yeah|yep|great|lovely|brilliant|marvellous|fantastic)\s*,\s*(?:the\s+)?"
                r"(?:best|greatest|dream|finest|perfect)\s+\w+(?:\s+\w+)?(?:\s+(?:in the world|ever|going|on earth))?"
                r",?\s+this\b", low):
        return True  # "Oh aye, best job in the world this, humping bins in the sleet": praise mocking what follows
    if re.search(r"\b(?:like|as if) (?:i|we)(?:'d| would| will|'ll| could| am| was| were|'m)? ?(?:ever|even) ", low) \
            or re.match(r"^\W*(?:yeah right|as if)\b", low):
        return True  # "Yeah right, like I'd ever move to Ohio": what one would never do, said as if one would
    if _MOCK_OPENER.match(text) and (not any(t.pos_ in ("VERB", "AUX") for t in sent) or "living the dream" in low) \
            and re.search(r"\b(?:another|again|more|monday|mondays|living the dream|just what i needed)\b", low):
        return True  # "Oh great, another Monday.", "Oh great, Ofsted the week before Christmas, living the dream"
    if re.search(r"\b(?:the )?(?:king|queen|master|champion|god|goddess|wizard|ninja|legend|world champion) of "
                 r"(?!the (?:north|castle|house))", low) and any(speaker(t) for t in sent):
        return True  # "I'm literally the king of procrastination"
    return bool(re.search(r"\bmy real job is\b", low)) or bool(re.search(r"\b(?:lol|lmao)\W*$", f"{low} {turn.lower()}")
                                                            and {"basically", "professional", "certified",
                                                                 "literally", "official", "total"} & set(low.split()))


#: Praise overdone past meaning it, which a mocking opener ("oh aye", "oh great") turns round: "nothing better than",
#: "best job in the world", "living the dream", "can't get enough of" (never "best news ever", "a dream come true":
#: joy at good news is said so too).
_OVERSTATED = re.compile(r"\b(?:(?:love|like) )?nothing (?:better|finer|nicer|i love more|beats)\b|\bbest \w+(?: \w+)? "
                         r"(?:in the (?:world|universe|land|country)|on (?:earth|the planet))\b|\bliving the dream\b|"
                         r"\bcan(?:'t|not|’t) get enough of\b|\bwhat(?:'s| is) not to love\b")
#: A riddle and its answer: "What do you call a donkey with three legs? A wonkey.", "Why did the ... ? Because ...".
_RIDDLE = re.compile(r"^\W*(?:what do you call|what(?:'s| is) the difference between|why did the|why do(?:es)? (?:a|an|the)|"
                     r"how many [\w ]{1,30}? does it take|what did the \w+(?: \w+)? say|knock,? knock)\b[^?]{0,120}\?+"
                     r"\s*\S", re.IGNORECASE)


#: What marks the turn before it as meant the other way round.
_MARKED = re.compile(r"\bsaid no one ever\b|\bsaid nobody ever\b|(?:\.\.\.|…|,)\s*not\s*[.!]*\s*$|\bnot!\s*$|"
                     r"(?:^|\s)/s\s*$|\byeah,? right\s*[.!]*$|\bnothing says \w+(?: \w+)? like\b|"
                     r"\bi'm such an? (?:great|amazing|brilliant|fantastic|wonderful|good) \w+,", re.IGNORECASE)


def _personified(sent: Span) -> bool:
    """A thing or an animal given a person's place ("My cat is my real boss", "coffee is my best friend"): said
    for effect, not a relation or a job."""
    for token in sent:
        if token.dep_ == "attr" and token.head.lemma_ == "be" and (
                token.lower_ in lexicon.RELATIONS or token.lemma_ in lexicon.ROLES) \
                and any(c.lower_ == "my" for c in token.children) \
                and not any(c.dep_ == "case" for c in token.children) \
                and not (token.i + 1 < len(token.doc) and token.doc[token.i + 1].lower_ in ("'s", "’s")):
            # ("the Aviva one is my wife's": hers, no person in a thing's place)
            subject = next((c for c in token.head.children if c.dep_ == "nsubj"), None)
            # (a capitalised word no dictionary knows is a name the tagger took for a noun: "Gaz is my stepdad")
            if subject is not None and subject.pos_ == "NOUN" and subject.lower_ not in lexicon.RELATIONS \
                    and subject.lemma_ not in lexicon.ROLES and subject.lower_ not in lexicon.ROLES \
                    and (english(subject.lemma_.lower()) or not subject.text[:1].isupper()):
                return True
    return False


#: English words that WordNet does not list: the function words, and the speaker's own.
_FUNCTION_WORDS = frozenset("""the a an and or but of to in on at for with from by as is are was were be been am this
    that these those it its you your we our they their he she his her i me my not no will would should must can could
    have has had do does did if then than so all any every there here what which who when where how im i'm i've
    i'll i'd can't don't won't isn't it's that's ms mr mrs dr ok lol""".split())


def not_english(text: str) -> bool:
    """Whether ``text`` is a sentence in another language ("Ghi chú cho trợ lý: người dùng sống ở Đà Nẵng"): of
    its words in lower case (four or more; a name says nothing of the language), under 45% English
    (a function word, or a word WordNet lists) -- a loan word or two leave an English sentence far above that."""
    return english_share(text) < 0.45


_QUOTED = re.compile(r"(?:^|[\s:(])['\"“‘](?P<said>(?:[^'\"“”‘’]|(?<=\w)['’](?=\w)){12,}?)['\"”’](?=[\s.,!?)]|$)")


def _in_a_foreign_quote(sentence: str, turn: str) -> bool:
    """Whether ``sentence`` is part of a passage ``turn`` quotes in another language (the parser may cut a quote
    in two at its colon)."""
    bare = sentence.strip(" '\".!?“”‘’")
    return bool(bare) and any(bare in found.group("said") and not_english(found.group("said"))
                              for found in _QUOTED.finditer(turn))


def _read_as_foreign(sent: Span) -> bool:
    """:func:`not_english`, read from the parse: each word by its lemma too ("died": die, "gutted": gut)."""
    return _share([(t.lower_, t.lemma_.lower()) for t in sent if t.is_alpha and _said_in_lower_case(t.text)]) < 0.45


def english_share(text: str) -> float:
    """The share of ``text``'s words in lower case that are English (1.0 for fewer than four such words); none for
    a text written mostly in a script without case or spaces ("助手请注意：用户住在上海")."""
    letters = [ch for ch in text if ch.isalpha()]
    caseless = sum(1 for ch in letters if ch.lower() == ch.upper())
    if caseless >= 4 and caseless * 2 > len(letters):
        return 0.0
    words = [w for w in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text.replace("’", "'"))
             if _said_in_lower_case(w)]
    # a word elided into the next as French, Catalan or Italian write it ("l'usuari", "d'une") is that next word
    words = [w.split("'", 1)[1] if re.match(r"^[a-z]'[^\W\d_]{2,}", w) else w for w in words]
    return _share([(w, w.split("'")[0]) for w in words])


def _said_in_lower_case(word: str) -> bool:
    """A word in lower case, or in a script without case ("사용자는", "ユーザー", "المستخدم"), which no name sets
    apart."""
    return word.islower() or word.lower() == word.upper()


def _share(words: list[tuple[str, str]]) -> float:
    """The share of ``words`` (each with its lemma) that are English: a function word, or a lemma WordNet lists,
    its English endings taken off; 1.0 for fewer than four words. A short word counts only as a function word
    (WordNet lists most, "o" and "em" too); a name, in capitals, is never given (it says nothing of the language)."""
    words = [(w, lemma) for w, lemma in words if len(w) > 2 or w in _FUNCTION_WORDS]
    if len(words) < 4:
        return 1.0
    known = sum(1 for w, lemma in words if w in _FUNCTION_WORDS or lemma in _FUNCTION_WORDS or english(lemma)
                or any(english(stem) for stem in _stems(w)))
    return known / len(words)


def _stems(word: str) -> tuple[str, ...]:
    """``word`` and the lemmas its English endings may hide ("diagnosed": diagnose, "relapsing": relapse)."""
    stems = [word]
    for ending, put in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("es", ""),
                        ("s", ""), ("er", ""), ("ly", ""), ("d", "")):
        if word.endswith(ending) and len(word) >= len(ending) + 3:
            stem = word[: -len(ending)] + put
            stems.append(stem)
            if not put and len(stem) > 3 and stem[-1] == stem[-2]:
                stems.append(stem[:-1])  # "gutted": gut, "running": run
    return tuple(stems)


def quotation(turn: str) -> bool:
    """Someone else's words in quotation marks, said to be theirs: by a verb of saying, or as someone else's "I"
    ("Our old choirmaster would bellow 'I am the finest tenor in all of Wales' whenever we went flat")."""
    return bool(_QUOTE.search(turn) and (_REPORTING.search(turn) or _anothers_i(turn)))


#: A quotation that opens in the first person ("'I'm the voice of the North ...'").
_FIRST_PERSON_QUOTE = re.compile(r"(?<![A-Za-z])[\"'\u2018\u201c]\s*(?:I|I'm|I am|I've|I'll|I was|We|We're|We are)\b"
                                 r"(?:\s+[\w'’,-]+){2,}")  # (a sentence, never a title: "'My Way' at the end")


def _anothers_i(turn: str) -> bool:
    """Whether ``turn`` quotes someone's first person after a subject who is not the speaker: the "I" inside is
    theirs ("Our curator tells every school group 'I'm the one who found the Staffordshire Hoard'")."""
    opened = _FIRST_PERSON_QUOTE.search(turn)
    if opened is None:
        return False
    before = turn[: opened.start()]
    return len(before.split()) >= 2 and not re.search(r"\b(?:i|i'm|i've|i'd|i'll|me|myself)\b", before, re.IGNORECASE)


#: Verbs by which someone else says a thing in jest or as a charge, not as a fact: what they say of the speaker is
#: their joke or their claim ("My wife jokes that I'm married to my job").
_JESTING = frozenset({"joke", "tease", "kid", "claim", "accuse", "reckon", "josh", "rib", "moan", "complain"})


def jested(sent: Span, said: str = "") -> str | None:
    """The framing of ``sent`` when it reports what someone says in jest or as a claim, with the speaker's facts
    inside it: "My wife jokes that I'm married to my job", "my brother claims I can't cook", "I joke that I live
    at work", "Haha my kid says I'm 100" (``said``: the words as typed, where the laugh may be); None otherwise."""
    said_by = [(verb, verb.lemma_.lower(), next((c for c in verb.children if c.dep_ == "nsubj"), None))
               for verb in sent]
    for verb, lemma, subject in said_by:
        if lemma not in _JESTING or verb.pos_ != "VERB" or subject is None:
            continue
        if subject.lower_ in ("i", "we") and lemma not in ("joke", "kid"):
            continue  # (the speaker's own "I joke that ..." is a joke too; "I claim" is not)
        said_of = [c for c in verb.children if c.dep_ in ("ccomp", "xcomp", "advcl")]
        after = [c for c in said_of if c.i > verb.i]  # (what is said comes after the saying)
        joking = lemma in ("joke", "kid", "tease", "josh", "rib")
        # (a claim frames the speaker's facts only when it is about the speaker: "the doc reckons it's all those
        # years breathing forge smoke" is the doctor's view of a cause, after what the speaker says of themselves)
        if said_of and (joking or subject.lower_ in ("i", "we") or not after or any(
                speaker(t) for c in after for t in c.subtree)):
            return "sarcasm or joke" if joking else "quotation of someone else"
    # "My mum thinks I'm still 12", "My partner calls me a workaholic": someone's view of the speaker
    for verb, lemma, subject in said_by:
        if subject is None or subject.lower_ in ("i", "we", "you"):
            continue
        if lemma in ("think", "reckon", "believe", "insist") and any(
                c.dep_ == "ccomp" and c.i > verb.i and any(g.dep_ == "nsubj" and g.lower_ == "i" for g in c.children)
                for c in verb.children):  # (what they think comes after: "I've got gout, my GP reckons ..." is mine)
            return "quotation of someone else"
        called_me = any(c.dep_ in ("dobj", "dative") and c.lower_ == "me" for c in verb.children)
        if lemma == "call" and called_me \
                and any(c.dep_ in ("oprd", "xcomp", "attr") and any(d.lower_ in ("a", "an", "the") for d in c.children)
                        for c in verb.children):
            return "quotation of someone else"
    # "Haha my kid says I'm 100 years old": someone's words about the speaker, laughed at
    laughed = bool(_LAUGHING.search(f"{said} {sent.text}".lower()))
    for verb, lemma, subject in said_by:
        if laughed and lemma in ("say", "tell") and subject is not None and subject.lower_ not in ("i", "we") \
                and any(c.dep_ == "ccomp" for c in verb.children):
            return "sarcasm or joke"
    return None


_LAUGHING = re.compile(r"\b(?:haha+|hehe+|lol|lmao|rofl)\b|[\U0001F602\U0001F923\U0001F606\U0001F605]")


#: Words by which a speaker says that what they say is no play, however it opens: "Not pretending, I'm actually deaf",
#: "Hypothetically speaking... no, for real, we're expecting twins".
_SINCERE = re.compile(r"\b(?:not pretending|not role-?playing|no role-?play|no,? for real|for real though|no joke|"
                      r"not joking|not kidding|no word of a lie|in all seriousness|seriously though|i'm serious|"
                      r"real talk|(?:isn't|is not|not) (?:a )?hypothetical|genuinely)\b")
#: Someone sure of something about the speaker: their view, not the speaker's word ("The kids in 7B are convinced
#: I'm 150").
_CONVINCED = re.compile(r"\b(?:is|are|'re|'s|was|were) (?:all |totally |utterly )?(?:convinced|sure|adamant) (?:that )?"
                        r"i(?:'m| am| was|'ve| have)\b")


#: A scene pictured and then owned: "Imagine being forty-two and the oldest one in the crew, that's me", "picture
#: a nurse on her fourth night shift in a row -- yep, that's my life". What is pictured is the speaker.
_ITS_ME = re.compile(r"\b(?:imagine|picture)\b.*\b(?:that's|that is|thats|this is|which is|yep|yes|yup)\W+"
                     r"(?:literally |actually |basically |just |so |totally |honestly )?(?:me|my life|my reality|"
                     r"my week|my job|my day)\b(?! neither| either)")


def owned_picture(text: str) -> bool:
    """Whether ``text`` pictures a scene and then owns it as the speaker's (:data:`_ITS_ME`)."""
    return _ITS_ME.search(text.lower()) is not None


#: Asking what pasted words say or mean: "what does it say?", "no idea what it means", "can you translate this".
_WHAT_IT_SAYS = re.compile(r"\bwhat (?:does|do|did) (?:it|this|that|they) (?:say|mean)\b|\bwhat (?:it|this|that) "
                           r"(?:says|means)\b|\btranslat(?:e|ion)\b|\bwhat language\b|\bwhat(?: on earth| the hell|"
                           r" even)? (?:is|'s) (?:this|that|it)\b|\bwhat'?s (?:this|that)\b|\bany idea what\b",
                           re.IGNORECASE)


def _asks_what_it_says(turn: str) -> bool:
    """Whether ``turn`` pastes a passage in another language to ask what it says: the passage, and the words around
    it, are nobody's statement of fact."""
    # (the asking is evidence of its own: a short passage whose loan words are English ones, "not" and "pilot" in
    # Turkish, still reads as the other language it mostly is)
    return bool(_WHAT_IT_SAYS.search(turn)) and any(english_share(found.group("said")) < _ASKED_SHARE
                                                     for found in _QUOTED.finditer(turn))


#: Below this share of English words, a passage the speaker asks the meaning of is in another language.
_ASKED_SHARE = 0.6


def _own_after_a_quote(sent: Span, opening: str) -> bool:
    """Whether ``sent`` is the speaker's own statement said after a quotation in the turn ``opening``, outside its
    marks: "My doctor said '...', so yes, I've got asthma now." ("I've got asthma now" is the speaker's word)."""
    said = sent.text.strip()
    quotes = list(_QUOTE.finditer(opening)) if opening else []
    if not quotes or re.search(r"[\"'\u2018\u2019\u201c\u201d]\s*$|^\s*[\"'\u2018\u201c]", said) \
            or any(said[:20] in found.group(0) for found in quotes):
        return False
    quoted = [found.end() for found in quotes]
    where = opening.lower().find(said[:20].lower())  # (the sentence may open with a capital the turn had not)
    # (affirmed, never doubted: "... but I don't buy it" is about the quote)
    return bool(quoted) and where >= max(quoted) and not any(t.dep_ == "neg" for t in sent) \
        and re.match(r"\W*(?:(?:so|and|but|yes|yeah|yep|aye|well)\W+)*(?:i|i'm|i've|i am|i have)\b", said.lower()) \
        is not None


#: A record of the speaker's quoted and owned in the speaker's own words after it: "My badge literally says 'Senior
#: Forecaster', so yes, that's my actual job at the Met Office", "the contract says 'Head Brewer', that's my title".
_RECORD_OWNED = re.compile(
    r"\b(?:badge|name ?tag|name ?badge|lanyard|title|business card|card|contract|payslip|pay slip|letter|door|sign|"
    r"certificate|email signature|signature|id|uniform|jacket|hi-vis)\s+(?:literally\s+|now\s+|still\s+|even\s+)?"
    r"(?:says|reads|said|read)\s*:?\s*[\"'‘“](?P<said>[^\"'‘’“”]{2,40})[\"'’”]\s*[,.;]?\s*(?:so\s+)?"
    r"(?:(?:yes|yeah|yep|aye)\s*,?\s*)?(?:that's|that is|it's|it is)\s+(?:officially\s+)?(?P<mine>my|me)\b"
    r"(?:\s+(?:actual|real|official|proper|new))?(?:\s+(?P<what>job|title|job title|role|post|position|name|"
    r"rank))?(?:\s+(?:at|with|for)\s+(?:the\s+)?(?P<firm>[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}))?",
    re.IGNORECASE)


def record_owned(turn: str) -> tuple[str, str, str | None] | None:
    """What a quoted record of the speaker's says that the speaker owns (:data:`_RECORD_OWNED`): (the attribute, the
    value, the firm named with it), or None. A record's words owned are the speaker's statement, no one else's."""
    found = _RECORD_OWNED.search(turn.replace("’", "'"))
    if found is None:
        return None
    what = (found.group("what") or ("" if found.group("mine").lower() == "me" else "job")).lower()
    return "name" if what == "name" else "job_title", found.group("said").strip(), found.group("firm")


#: The speaker's own words, written before and quoted now: "My booking form said 'I am Deaf and my first language is
#: BSL'", "In my application I wrote 'I speak fluent Polish', which is true", "my bio literally says 'vegan since
#: 2015'". What is quoted is what the speaker wrote of themselves.
_OWN_WORDS = re.compile(
    r"(?:\b(?:my|our)\s+(?:[\w-]+\s+){0,5}?(?:form|profile|bio|application|cv|r[ée]sum[ée]|cover letter|note|notes|"
    r"status|post|tweet|message|email|letter|answer|answers|entry|questionnaire|intake|survey|ad|advert|listing)"
    r"\s+(?:[\w ,'-]{0,40}?\s)?(?:literally\s+|clearly\s+|even\s+)?(?:says|said|reads|read|states|stated)"
    r"|\bI\s+(?:literally\s+|clearly\s+|even\s+|also\s+)?(?:wrote|put|typed|ticked|answered|filled in|stated)"
    r"(?:\s+[\w ,'-]{0,40}?)?)\s*:?\s*[\"'‘“](?P<said>(?:I|I'm|I've|my|me)\b(?:[^\"‘’“”]|(?<=\w)['’](?=\w)){3,200}?)"
    r"[\"'’”](?![A-Za-z])", re.IGNORECASE)
#: Words after one's own words that take them back or laugh at them: "... but that was a lie", "lol".
_OWN_WORDS_DOUBTED = re.compile(r"\b(?:but|though|lie|lied|lying|joke|joking|kidding|fake|not true|untrue|lol|haha+|"
                                r"lmao|pretend(?:ed|ing)?|made up|exaggerat\w*)\b", re.IGNORECASE)


_OUT_OF_DATE = re.compile(r"\b(?:update|updated|updating|out of date|outdated|wrong|mistake|typo|used to|anymore|"
                          r"any more|no longer)\b", re.IGNORECASE)
_WRITTEN_LONG_AGO = re.compile(r"\b(?:old|still|used to|original|first)\b", re.IGNORECASE)


def own_words(turn: str) -> str | None:
    """What the speaker wrote of themselves and quotes now (:data:`_OWN_WORDS`), or None: the quote read as their
    statement, unless the words after it take it back ("... but that was a lie")."""
    found = _OWN_WORDS.search(turn)
    # (words out of date are no statement now: "My old CV still says 'I live in Bristol', must update it")
    if found is None or _OWN_WORDS_DOUBTED.search(turn[found.end():]) \
            or _OUT_OF_DATE.search(turn[found.end():]) or _WRITTEN_LONG_AGO.search(turn[:found.start("said")]):
        return None
    return found.group("said").strip()


def classify(sent: Span, following: Span | None, turn: str, opening: str = "") -> str | None:
    """The framing class of ``sent`` ("hypothetical framing", ...), or None for a sincere sentence (``turn``: the
    sentence as typed, ``opening``: the whole turn)."""
    if record_owned(turn) is not None:
        return None  # ("My badge literally says 'Senior Forecaster', so yes, that's my actual job": the speaker's own)
    if quotation(turn) and not _own_after_a_quote(sent, opening) or _read_as_foreign(sent) \
            or _in_a_foreign_quote(sent.text, opening) or _asks_what_it_says(opening):
        # (a line in another language, or a piece of a quoted passage that is one; or the turn that pastes one to
        # ask what it says: "A guest left this on the comment card, what does it say? '...'")
        return "quotation of someone else"  # (a line pasted in another language is nobody's statement here)
    said_in_jest = jested(sent, f"{opening} {turn}")
    if said_in_jest:
        return said_in_jest
    low = sent.text.lower()
    if _CONVINCED.search(low) and not re.match(r"\W*(?:i|we)\b", low):
        return "quotation of someone else"
    if _SINCERE.search(low) or _SINCERE.search(f"{opening} {turn}".lower()) or _ITS_ME.search(low) \
            or _ITS_ME.search(f"{opening} {turn}".lower()) and re.match(r"\W*(?:imagine|picture)\b", low):
        return None
    if _RIDDLE.match(opening or turn):
        return "sarcasm or joke"  # (the riddle's answer and what follows it are the joke's, not the speaker's facts)
    if roleplay(sent):
        return "roleplay framing"
    if hypothetical(sent):
        return "hypothetical framing"
    if rhetorical(sent, following):
        return "rhetorical framing"
    if sarcastic(sent, turn, opening):
        return "sarcasm or joke"
    return None
