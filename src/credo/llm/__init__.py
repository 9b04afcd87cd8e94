"""Extractors: the protocol, model-backed providers, the fallback and test fakes.

::

    base.py       Candidate, Extraction, the Extractor protocol
    retry.py      the one ask -> parse -> re-ask loop, and ModelExtractor
    openai.py     OpenAIExtractor: any OpenAI-compatible server (needs httpx: credo[openai])
    anthropic.py  AnthropicExtractor: Claude via the anthropic SDK (credo[anthropic])
    fallback.py   StubFallback and FallbackExtractor (fail visibly unless told otherwise)
    scripted.py   ScriptedLLM and ScriptedExtractor, deterministic fakes for tests

The providers are imported from their modules, so that importing ``credo.llm``
needs no optional package:

>>> from credo.llm import ScriptedExtractor, StubFallback
>>> StubFallback().extract("hi").candidates[0].reason
'fallback'
"""

from .base import Candidate, Extraction, Extractor
from .fallback import FallbackExtractor, StubFallback
from .scripted import ScriptedExtractor, ScriptedLLM

__all__ = [
    "Candidate",
    "Extraction",
    "Extractor",
    "FallbackExtractor",
    "ScriptedExtractor",
    "ScriptedLLM",
    "StubFallback",
]
