"""The write gates as pure functions: quality, overlap, surprise, merge text.

Nothing here touches storage; :mod:`credo.write` calls these with what it has
fetched, so every rule can be tested on plain strings and numbers.

* Quality (Knowlyr gate 1) scores narrative and lesson kinds on length and
  density (0.3), informative keywords (0.4) and structure (0.3); below 0.6 the
  write is rejected with the reasons.
* Overlap: word-Jaccard, agentmemory's supersede-as-next-version test (> 0.7),
  and changed specifics (numbers, names): texts that differ in one are an
  update, whatever their cosine.
* Distinct things: two texts about different named things (a son's school and
  a daughter's, the billing service and the search service, Project Atlas and
  Project Nimbus) are never one memory, a next version or a merge, however
  much of their wording they share.
* Surprise (engram): how far a new memory sits from its k=5 nearest stored
  neighbours; novel memories gain up to +0.3 importance, redundant ones lose up
  to 0.3.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from .models import Kind
from .text import STOP_WORDS
from .vocabulary import CALENDAR_WORDS, RELATIONS

#: Kinds that carry narrative or lessons, where Knowlyr's quality gate applies.
GATED_KINDS = frozenset({Kind.EPISODE, Kind.PATTERN, Kind.PROCEDURE})

_WORD = re.compile(r"[a-z0-9']+")
# content words: the query stop words, plus chat filler that carries no information
_STOPWORDS = STOP_WORDS | frozenset("ok okay really also".split())
_STATUS_ONLY = re.compile(r"^\W*(done|fixed|ok(ay)?|finished|wip|updated|resolved|merged|closed|ack|noted)\W*$",
                          re.IGNORECASE)
_KEYWORDS: dict[Kind, tuple[str, ...]] = {
    Kind.PROCEDURE: ("lesson", "avoid", "root cause", "because", "learned", "always", "never", "should",
                     "must", "instead", "step", "first", "then", "run", "use", "make sure", "before", "after"),
    Kind.PATTERN: ("pattern", "usually", "often", "tends", "every time", "whenever", "recurring", "always",
                   "repeatedly", "again", "across"),
    Kind.EPISODE: ("deployed", "released", "decided", "met", "visited", "moved", "started", "finished",
                   "launched", "broke", "fixed", "learned", "found", "went", "bought", "because"),
}
_REASONING = ("why", "how", "because", "root cause", "lesson", "so that", "in order to", "which means",
              "therefore", "since", "after", "when")


@dataclass
class Quality:
    """A quality verdict: the score, whether it passes, and what held it back."""

    score: float
    passed: bool
    issues: list[str] = field(default_factory=list)

    @property
    def reason(self) -> str:
        """One line for a rejected write."""
        return f"quality gate: score {self.score:.2f} < threshold ({'; '.join(self.issues) or 'too little signal'})"


def said_plainly(verdict: Quality, text: str = "") -> bool:
    """A low score that is only the narrative's thinness (no keywords, no why/how, few words): a person's
    plain statement, kept by the writer. A bare status update, a text too long, or one with no word of
    its own (``text``: what a short or thin statement says, beside "user") is not.

    >>> said_plainly(quality("Our frontend is written in React.", Kind.EPISODE))
    True
    >>> said_plainly(quality("User can't drive.", Kind.EPISODE), "User can't drive.")
    True
    >>> said_plainly(quality("done", Kind.EPISODE), "done")
    False
    """
    if verdict.passed:
        return True
    if any(issue in verdict.issues for issue in ("a bare status update", "too long")):
        return False
    thin = any(issue in verdict.issues for issue in ("too short", "low information density"))
    return not thin or bool({w for w in content_words(text) if not w.isdigit()} - {"user", "done", "ok"})


def words(text: str) -> list[str]:
    """Lowercase word tokens."""
    return _WORD.findall(text.lower())


def content_words(text: str) -> set[str]:
    """Distinct words that carry meaning (stop words removed)."""
    return {w for w in words(text) if w not in _STOPWORDS}


def quality(text: str, kind: Kind, *, threshold: float = 0.6, min_chars: int = 20,
            max_chars: int = 2000) -> Quality:
    """Knowlyr's gate 1 for narrative and lesson kinds; other kinds always pass.

    >>> quality("done", Kind.EPISODE).passed
    False
    >>> quality("Deploys broke twice because the migration ran before the cache warmed; "
    ...         "always warm the cache first.", Kind.PROCEDURE).passed
    True
    """
    if kind not in GATED_KINDS:
        return Quality(1.0, True)
    issues, score = [], 0.0
    tokens = words(text)
    density = len(content_words(text)) / len(tokens) if tokens else 0.0
    if not min_chars <= len(text.strip()) <= max_chars:
        issues.append("too short" if len(text.strip()) < min_chars else "too long")
    elif density < 0.4:
        issues.append("low information density")
    else:
        score += 0.3
    lowered = text.lower()
    if any(keyword in lowered for keyword in _KEYWORDS[kind]) or re.search(r"\d", text):
        score += 0.4
    elif len(content_words(text)) >= 4:
        score += 0.2
        issues.append("no informative keywords")
    else:
        issues.append("no informative keywords")
    if _STATUS_ONLY.match(text):
        issues.append("a bare status update")
    else:
        score += 0.15
        if any(marker in lowered for marker in _REASONING):
            score += 0.15
        else:
            issues.append("no why/how")
    score = round(score, 2)
    return Quality(score, score >= threshold, [] if score >= threshold else issues)


def jaccard(a: str, b: str) -> float:
    """Word-set Jaccard similarity.

    >>> round(jaccard("the api uses jwt tokens", "the api uses jwt tokens now"), 2)
    0.83
    """
    left, right = set(words(a)), set(words(b))
    if not left or not right:
        return 0.0
    return len(left & right) / len(left | right)


_SPECIFIC = re.compile(r"\b(?:\d[\w.:/-]*|[A-Z][\w'-]*)")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*)[\"'(]*$")
# Words that open sentences only because sentences open with something. A capitalised
# first word outside this list may still be a name ("Anna leads billing"): kept, so
# two memories about different people are never folded into one.
_OPENERS = STOP_WORDS | frozenset("every always never please also user users today yesterday tomorrow".split())


def specifics(text: str) -> set[str]:
    """Numbers and names in ``text``, lowercased; "The" opening a sentence is not a name.

    >>> sorted(specifics("The deploy moved to Thursday at 10:30. Anna approved it."))
    ['10:30', 'anna', 'thursday']
    """
    found = set()
    for match in _SPECIFIC.finditer(text):
        token = match.group(0).lower().rstrip(".:/-")
        if token in _OPENERS and _SENTENCE_START.search(text[:match.start()]):
            continue
        found.add(token)
    return found


def changed_specifics(a: str, b: str) -> set[str]:
    """Numbers and names in one text that the other does not contain at all.

    Embeddings barely see them ("deploys on Tuesday" vs "on Thursday": cosine
    0.97), so two texts that differ in a specific are an update, never a
    duplicate or a merge. A capitalised first word ("The ...", "Every ...") is
    not a name: counting it made a 0.957 restatement a different memory.

    >>> sorted(changed_specifics("Deploys go out every Tuesday", "Deploys go out every Thursday"))
    ['thursday', 'tuesday']
    >>> changed_specifics("The staging DB is reset every Sunday", "Every Sunday the staging DB gets reset")
    set()
    >>> changed_specifics("The release notes are written by hand", "Release notes are written by hand")
    set()
    """
    ours, theirs = specifics(a), specifics(b)
    left = {_singular(w) for w in set(words(a)) | ours}
    right = {_singular(w) for w in set(words(b)) | theirs}
    return {t for t in ours if _singular(t) not in right} | {t for t in theirs if _singular(t) not in left}


#: Words that frame a statement rather than say what it is about: how a person holds it ("likes",
#: "prefers", "hates", "uses"), how often, and chat filler. What is left are its topic words.
_FRAME = frozenset("""like likes liked love loves loved hate hates hated prefer prefers preferred enjoy enjoys
    use uses used want wants need needs have has had get gets got go goes went make makes made pick picks
    choose chooses keep keeps always usually often never please thing things lot stuff much kind sort
    favourite favorite really just""".split())
_SUFFIXES = ("ers", "er", "ing", "ed", "es", "s")


def _stem(word: str) -> str:
    """A crude stem, enough to meet a word's other forms: "drinker"/"drinks" -> "drink"."""
    word = re.sub(r"['’]s$", "", word)
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[:-len(suffix)]
    return word


def topic_words(text: str) -> set[str]:
    """The stems of what ``text`` is about: its content words less the words that frame it.

    >>> sorted(topic_words("User is a tea drinker, not coffee."))
    ['coffee', 'drink', 'tea']
    """
    return {_stem(w) for w in content_words(text) if w not in _FRAME and w not in _FUNCTION}


def topic_overlap(a: str, b: str) -> float:
    """The share of the shorter text's topic words the other text speaks of too (0 when either has none).

    >>> topic_overlap("User hates cilantro.", "Cilantro tastes like soap to the user, keep it out of recipes.")
    1.0
    >>> round(topic_overlap("User read fantasy novels.", "User reads history books."), 2)
    0.33
    """
    ta, tb = topic_words(a), topic_words(b)
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / min(len(ta), len(tb))


_TOKEN = re.compile(r"[\w'’-]+")
#: Words too common to anchor a comparison: stop words and a few frequency words.
_FUNCTION = STOP_WORDS | frozenset("every each also really user users".split())


#: Words after a relation word that make it a post, not a person: "the store manager job".
_POSTS = frozenset({"job", "role", "post", "position", "vacancy", "title"})


def _tokens(text: str) -> list[tuple[str, bool]]:
    """``(word, is_name)`` in order: lowercased, a possessive ``'s`` dropped; a name is capitalised,
    not a sentence's opener, and not a day, a month or a time of day."""
    out = []
    for match in _TOKEN.finditer(text):
        raw = match.group(0)
        word = re.sub(r"['’]s$", "", raw.lower()).strip("'’-")
        if not word:
            continue
        opener = word in _OPENERS and bool(_SENTENCE_START.search(text[:match.start()]))
        name = raw[0].isupper() and not opener and word not in CALENDAR_WORDS and word not in _OPENERS
        out.append((word, name))
    return out


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def distinct_things(a: str, b: str) -> set[str]:
    """The named things one text speaks of where the other speaks of another: never one memory.

    Three signs, each read off the wording: a relation only one text names ("son" / "daughter"); one
    word swapped between the same words, before a word that is not a function word ("the *billing*
    service" / "the *search* service", "the *design* sync" / "the *sales* sync"); two different names
    after one both share ("Project *Atlas*" / "Project *Nimbus*"). A value that changes in place ("every
    Tuesday" / "every Thursday", "in Lisbon" / "in Porto") is not a different thing, nor another verb
    before the same object ("prefers Python" / "would rather use Python").

    >>> sorted(distinct_things("My son's school starts at 8:45.", "My daughter's school starts at 8:30."))
    ['daughter', 'son']
    >>> sorted(distinct_things("Deploying the billing service requires a DB migration.",
    ...                        "Deploying the search service requires a DB migration."))
    ['billing', 'search']
    >>> sorted(distinct_things("Project Atlas is due on 15 May.", "Project Nimbus is due on 2 June."))
    ['atlas', 'nimbus']
    >>> distinct_things("Deploys go out every Tuesday", "Deploys go out every Thursday")
    set()
    >>> distinct_things("The offsite will be in Lisbon this year.", "The offsite will be in Porto this year.")
    set()
    >>> distinct_things("User prefers Python.", "User would rather use Python.")
    set()
    """
    ta, tb = _tokens(a), _tokens(b)
    wa, wb = {w for w, _ in ta}, {w for w, _ in tb}
    posts = {w for t in (ta, tb) for (w, _), (after, _) in zip(t, t[1:]) if after in _POSTS}
    # ("the store manager job"; "staying at my mum's in Stockport": her home, a place, not her)
    found = {w for w in wa ^ wb if _singular(w) in RELATIONS and w not in posts
             and not re.search(rf"\b{re.escape(w)}['’]s(?:\s+(?:in|on|at|near|by|for|again|place|house|flat)\b"
                               rf"|\s*[,.;!?]|\s*$)", a if w in wa else b, re.IGNORECASE)}
    at_b: dict[str, list[int]] = {}
    for j, (word, _) in enumerate(tb):
        at_b.setdefault(word, []).append(j)
    for i, (word, _) in enumerate(ta):
        if word in _FUNCTION:
            continue
        for j in at_b.get(word, ()):
            # one word swapped in the same frame before the shared word: two modifiers of one head
            same_frame = (i == j == 1) or (i >= 2 and j >= 2 and ta[i - 2][0] == tb[j - 2][0])
            if i and j and same_frame:
                (x, _), (y, _) = ta[i - 1], tb[j - 1]
                if x not in wb and y not in wa and x not in _FUNCTION and y not in _FUNCTION \
                        and not (x[0].isdigit() or y[0].isdigit()):
                    found |= {x, y}
            if i + 1 < len(ta) and j + 1 < len(tb):  # what follows it: two names under one title
                (x, x_name), (y, y_name) = ta[i + 1], tb[j + 1]
                if x_name and y_name and x not in wb and y not in wa:
                    found |= {x, y}
    return found


def surprise(neighbour_cosines: Sequence[float], k: int = 5) -> float | None:
    """1 - mean cosine to the k nearest stored memories; None when there are none.

    >>> surprise([0.9, 0.8])
    0.15
    >>> surprise([]) is None
    True
    """
    nearest = sorted(neighbour_cosines, reverse=True)[:k]
    if not nearest:
        return None
    return round(1.0 - max(0.0, sum(nearest) / len(nearest)), 6)


def importance_after_surprise(importance: float, score: float | None, max_shift: float = 0.3) -> float:
    """Shift importance by up to ±max_shift: +0.3 fully novel, 0 at 0.5, -0.3 a copy.

    >>> importance_after_surprise(0.5, 1.0), importance_after_surprise(0.5, 0.0)
    (0.8, 0.2)
    """
    if score is None:
        return importance
    return round(min(1.0, max(0.0, importance + max_shift * (2.0 * score - 1.0))), 6)


def merged_text(existing: str, incoming: str) -> str:
    """The text a merge keeps: whichever carries more distinct content words.

    Offline merging never writes a new sentence: the result is one of the inputs.

    >>> merged_text("User likes Python", "User likes Python for data work")
    'User likes Python for data work'
    """
    return incoming if len(content_words(incoming)) >= len(content_words(existing)) else existing
