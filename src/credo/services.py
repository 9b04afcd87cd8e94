"""The services bundle: every collaborator the core works with, built once and handed down.

Write, recall, context and every maintenance task take one :class:`Services`
instead of reaching into a facade: the store, the embedding model, the
extractor, the model maintenance writes prose with, the reranker, the clock,
the random source that drives exploration, and every policy
(:class:`credo.policies.Policies`). The composition root -- :class:`credo.Memory`,
which :mod:`credo.config` builds from a deployment's configuration -- makes one;
tests make their own with fakes (:class:`credo.embed.HashEmbedder`,
:class:`credo.llm.ScriptedExtractor`, a fixed clock).

>>> import os, tempfile
>>> from credo.embed import HashEmbedder
>>> from credo.llm import RulesExtractor
>>> from credo.store import open_store
>>> s = Services(open_store(os.path.join(tempfile.mkdtemp(), "s.db")), HashEmbedder(), RulesExtractor())
>>> s.policies.write.duplicate_cosine, s.reranker is None, s.llm is None
(0.95, True, True)
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from datetime import datetime

from . import rules
from .embed import Embedder, short_name
from .llm.base import Complete, Extractor, Merger
from .policies import Policies
from .rerank import Reranker
from .store.base import Store
from .timeutil import Clock, parse_time, utcnow


@dataclass
class Services:
    """What the core runs with. ``merger`` None means consolidation's extractive merger; ``llm`` None keeps
    every maintenance step that would write prose extractive and offline; ``reranker`` None never reranks."""

    store: Store
    embedder: Embedder
    extractor: Extractor
    policies: Policies = field(default_factory=Policies)
    merger: Merger | None = None
    llm: Complete | None = None
    reranker: Reranker | None = None
    clock: Clock = utcnow
    rng: random.Random = field(default_factory=random.Random)

    def now(self, now: datetime | str | None = None) -> datetime:
        """``now`` parsed, or the clock's time when it is None."""
        return parse_time(now) or self.clock()

    @property
    def reranks(self) -> bool:
        """Whether recall rescores its best candidates with the cross-encoder unless a call says otherwise."""
        return self.reranker is not None and self.policies.weights.rerank > 0 and self.policies.rerank_depth > 0

    def with_policies(self, **changes: object) -> Services:
        """The same services with some policies replaced (``weights=...``, ``decay=...``)."""
        return dataclasses.replace(self, policies=dataclasses.replace(self.policies, **changes))  # type: ignore[arg-type]


def stored_model(store: Store) -> str | None:
    """The short name (``"minilm"``, ``"bge-small"``) of the known model most of the store's vectors are from.

    None for a store with no vectors of a model credo knows by name.
    """
    known = [(count, short_name(model)) for model, count in rules.models_in(store).items() if short_name(model)]
    return max(known)[1] if known else None


def mixed_models_hint(store: Store, embedder: Embedder) -> str | None:
    """One line saying how many memories have vectors of another model than ``embedder``'s, or None if none do."""
    others = {model: n for model, n in rules.models_in(store).items() if model != embedder.name}
    if not others:
        return None
    which = ", ".join(f"{n} of {model}" for model, n in sorted(others.items()))
    target = short_name(embedder.name) or embedder.name
    return (f"{sum(others.values())} memories have vectors of another model ({which}) than {embedder.name}, the"
            f" embedder in use: recall finds them by keyword only until `credo reembed --model {target}`")
