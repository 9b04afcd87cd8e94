"""Extraction providers: turn a conversation turn into candidate memories.

::

    base.py        Candidate, Extraction, the Extractor protocol
    reader.py      Reader: the offline default, spaCy's dependency parse read by rules
    parse.py       the parser model (en_core_web_sm 3.8.0), pinned by sha256, loaded once
    framing.py     hypotheticals, role-play, rhetorical roles, sarcasm, quotations, by structure
    lexicon.py     the reader's word lists (relations, roles, pets, passing states ...)
    guard.py       the reader's guard rails on a model's answer
    rules.py       RulesExtractor: the phrase-pattern extractor the reader replaced (the baseline
                   bench/extraction_eval.py compares against), and the non-user reading both share
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
    from .reader import Reader
    from ..poison import looks_like_instruction
    from .rules import RulesExtractor


def __getattr__(name: str) -> Any:
    # the reader and the phrase rules compile their patterns when imported: only a caller that
    # extracts pays for them (``credo stats``, ``credo mcp`` start without them)
    if name == "Reader":
        from .reader import Reader

        return Reader
    if name == "RulesExtractor":
        from .rules import RulesExtractor

        return RulesExtractor
    if name == "looks_like_instruction":
        from ..poison import looks_like_instruction

        return looks_like_instruction
    raise AttributeError(f"module 'credo.llm' has no attribute {name!r}")


__all__ = [
    "LOW_CONFIDENCE",
    "Reader",
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
