"""Extraction providers: turn a conversation turn into candidate memories.

``base`` holds the protocol every provider implements, ``attributes`` the
canonical attribute vocabulary, ``rules`` the offline deterministic extractor.

>>> from credo.llm import RulesExtractor
>>> [c.attribute for c in RulesExtractor().extract("I work at Stripe.").candidates]
['employer']
"""

from .attributes import canonical_attribute, is_multi_valued
from .base import LOW_CONFIDENCE, Candidate, Extraction, Extractor
from .rules import RulesExtractor, looks_like_instruction

__all__ = [
    "LOW_CONFIDENCE",
    "Candidate",
    "Extraction",
    "Extractor",
    "RulesExtractor",
    "canonical_attribute",
    "is_multi_valued",
    "looks_like_instruction",
]
