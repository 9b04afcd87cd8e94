"""Which attribute a newly worded one names: the vocabulary, then embedding similarity (issue 21).

A reader names attributes from what was said: "We decided to host the pipeline
on AWS" gives ``host_pipeline``, "we're moving hosting to Hetzner" gives
``hosting``. Contradiction detection compares ``(entity, attribute)`` pairs
(seed 000), so before a structured memory is checked, the write path
(:func:`credo.write.load`) asks :func:`kin` how close its attribute is to each
attribute the user already has for that entity; :func:`credo.belief.decide`
adopts the closest at or above ``WritePolicy.attribute_cosine``.

The vocabulary decides first (:func:`credo.vocabulary.same_property`): two names
of its table are one property or two by the table; names that differ by a
relation ("son school" / "daughter school"), a time ("previous employer") or a
property of the thing ("editor theme") are never one. Only what it leaves open
is measured: the cosine of ``"<entity>'s <attribute words>"`` for each name and,
where both names add words to words they share ("design sync time" / "sales
sync time"), the cosine of what each adds; the lower of the two counts, on one
scale for every model (:func:`credo.embed.similarity`). The threshold was chosen
on the dev half of a labelled set of attribute pairs (``bench/attribute_pairs.py``,
``bench/attributes.py``; the held-out half is reported in
``bench/results/attributes.json``).

Phrases are embedded once per model and process (a bounded cache): a user's
attribute names are few and repeat.

>>> from credo.embed import HashEmbedder
>>> [name for name, _ in kin(HashEmbedder(), "user", "os_of_choice", ["operating_system", "home_city"])]
['operating_system']
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .embed import Embedder, embed_many, similarity
from .vocabulary import attribute_words, own_words, same_property

#: Phrases kept per process, all models together; the cache starts over when full.
CACHE_SIZE = 4096
_cache: dict[tuple[str, int, str], np.ndarray] = {}


def phrase(entity: str, attribute: str) -> str:
    """What is embedded for an attribute: ``"user's host pipeline"``.

    >>> phrase("user", "host_pipeline"), phrase("son_theo", "school_of_choice")
    ("user's host pipeline", "son theo's school")
    """
    return f"{entity.replace('_', ' ')}'s {' '.join(attribute_words(attribute))}"


def vectors(embedder: Embedder, texts: Iterable[str]) -> dict[str, np.ndarray]:
    """Each text's vector by ``embedder``, from the cache or in one batch."""
    wanted = list(dict.fromkeys(texts))
    key = (embedder.name, embedder.dim)
    missing = [t for t in wanted if (*key, t) not in _cache]
    if missing:
        if len(_cache) + len(missing) > CACHE_SIZE:
            _cache.clear()
        for text, vector in zip(missing, embed_many(embedder, missing)):
            _cache[(*key, text)] = vector
    return {t: _cache[(*key, t)] for t in wanted}


def closeness(embedder: Embedder, entity: str, a: str, b: str) -> float | None:
    """How close two attribute names of one entity are: 1.0 for one property by the vocabulary, None for two,
    else the lower of the names' cosine and the cosine of what each adds (on MiniLM's scale).

    >>> from credo.embed import HashEmbedder
    >>> closeness(HashEmbedder(), "user", "home_city", "lives_in"), closeness(HashEmbedder(), "user", "son_age",
    ...                                                                        "daughter_age")
    (1.0, None)
    """
    found = kin(embedder, entity, a, [b])
    return found[0][1] if found else None


def kin(embedder: Embedder, entity: str, attribute: str, known: Iterable[str]) -> list[tuple[str, float]]:
    """The attributes among ``known`` (the entity's others) that may name ``attribute``'s property, closest first.

    Each with its closeness: 1.0 where the vocabulary says one property; the measured cosine where only
    meaning can tell; those the vocabulary says are another property are left out.
    """
    open_: list[tuple[str, tuple[str, str] | None]] = []
    found: list[tuple[str, float]] = []
    for other in dict.fromkeys(known):
        if other == attribute or "@" in other:
            continue
        verdict = same_property(attribute, other)
        if verdict is True:
            found.append((other, 1.0))
        elif verdict is None:
            open_.append((other, own_words(attribute, other)))
    if open_:
        mine = phrase(entity, attribute)
        texts = [mine, *(phrase(entity, o) for o, _ in open_), *(w for _, pair in open_ if pair for w in pair)]
        vec = vectors(embedder, texts)
        for other, added in open_:
            score = _cosine(embedder, vec[mine], vec[phrase(entity, other)])
            if added is not None:
                score = min(score, _cosine(embedder, vec[added[0]], vec[added[1]]))
            found.append((other, round(score, 4)))
    return sorted(found, key=lambda f: -f[1])


def _cosine(embedder: Embedder, a: np.ndarray, b: np.ndarray) -> float:
    return similarity(embedder, float(np.dot(a, b)))
