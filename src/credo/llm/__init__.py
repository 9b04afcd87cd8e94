"""Extraction providers: turn a conversation turn into candidate memories.

::

    base.py        Candidate, Extraction, the Extractor protocol
    rules.py       RulesExtractor: the offline, deterministic default
    retry.py       the one ask -> parse -> re-ask loop, and ModelExtractor
    openai.py      OpenAIExtractor: any OpenAI-compatible server (needs httpx: credo[openai])
    anthropic.py   AnthropicExtractor: Claude via the anthropic SDK (credo[anthropic])
    fallback.py    StubFallback and FallbackExtractor (fail visibly unless told otherwise)
    scripted.py    ScriptedLLM and ScriptedExtractor, deterministic fakes for tests

The attribute vocabulary every provider writes into is :mod:`credo.vocabulary`.
The model providers are imported from their modules, so that importing
``credo.llm`` needs no optional package:

>>> from credo.llm import RulesExtractor, StubFallback
>>> [c.attribute for c in RulesExtractor().extract("I work at Stripe.").candidates]
['employer']
>>> StubFallback().extract("hi").candidates[0].reason
'fallback'
"""

from typing import TYPE_CHECKING, Any

from .base import LOW_CONFIDENCE, Candidate, Extraction, Extractor
from .fallback import FallbackExtractor, StubFallback
from .scripted import ScriptedExtractor, ScriptedLLM

if TYPE_CHECKING:
    from .rules import RulesExtractor, looks_like_instruction


def __getattr__(name: str) -> Any:
    # the rules extractor compiles its patterns when imported: only a caller that extracts pays for it
    # (``credo stats``, ``credo mcp`` start without it)
    if name in ("RulesExtractor", "looks_like_instruction"):
        from . import rules

        return getattr(rules, name)
    raise AttributeError(f"module 'credo.llm' has no attribute {name!r}")


__all__ = [
    "LOW_CONFIDENCE",
    "Candidate",
    "Extraction",
    "Extractor",
    "FallbackExtractor",
    "RulesExtractor",
    "ScriptedExtractor",
    "ScriptedLLM",
    "StubFallback",
    "looks_like_instruction",
]
